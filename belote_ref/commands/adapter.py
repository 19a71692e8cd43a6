"""``belote-ref adapter``: the reference engine behind the adapter protocol, on stdin/stdout
(spec/conformance.md). ``--profile acanomas`` serves profile belote-acanomas (protocol 1.2).
``--mutant NAME`` (hidden) serves a copy with one rule broken, for the kit's own tests."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .exits import CommandError
from .options import ACANOMAS, CLASSIC, add_profile_argument, profile_from_args


def register(sub: Any) -> None:
    p = sub.add_parser("adapter", help="serve the reference engine over the adapter protocol (JSON lines on stdin/stdout)")
    add_profile_argument(p, (CLASSIC, ACANOMAS), what="; the profile served (protocol 1.2)")
    p.add_argument("--mutant", default=None, help=argparse.SUPPRESS)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..conformance.profiles import kit_profile
    from ..conformance.reference_adapter import ReferenceAdapter, serve

    profile = kit_profile(profile_from_args(args) or CLASSIC).name
    if args.mutant:
        from ..conformance.mutants import mutants_of, mutant_rules

        if args.mutant not in mutants_of(profile):
            raise CommandError(f"unknown mutant {args.mutant!r} of profile {profile}")
        adapter = ReferenceAdapter(mutant_rules(args.mutant, profile), name=f"belote-ref mutant {args.mutant}",
                                   profile=profile)
    else:
        adapter = ReferenceAdapter(profile=profile)
    return serve(adapter.handle, sys.stdin, sys.stdout)
