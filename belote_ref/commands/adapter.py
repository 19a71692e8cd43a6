"""``belote-ref adapter``: the reference engine behind the adapter protocol, on stdin/stdout
(spec/conformance.md). ``--mutant NAME`` (hidden) serves a copy with one rule broken, for the
kit's own tests."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .exits import CommandError


def register(sub: Any) -> None:
    p = sub.add_parser("adapter", help="serve the reference engine over the adapter protocol (JSON lines on stdin/stdout)")
    p.add_argument("--mutant", default=None, help=argparse.SUPPRESS)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..conformance.reference_adapter import ReferenceAdapter, serve

    if args.mutant:
        from ..conformance.mutants import MUTANTS, mutant_rules

        if args.mutant not in MUTANTS:
            raise CommandError(f"unknown mutant {args.mutant!r}")
        adapter = ReferenceAdapter(mutant_rules(args.mutant), name=f"belote-ref mutant {args.mutant}")
    else:
        adapter = ReferenceAdapter()
    return serve(adapter.handle, sys.stdin, sys.stdout)
