"""``belote-ref replay FILE``: replay a transcript through the engine and print it hand by hand,
trick by trick (exit codes as ``audit``)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..transcript.audit import EXIT_UNREADABLE, audit_transcript
from ..transcript.read import Unreadable, read_source
from ..transcript.replay import render
from .options import printable


def register(sub: Any) -> None:
    p = sub.add_parser("replay", help="replay a transcript and print it hand by hand, trick by trick")
    p.add_argument("file", metavar="FILE", help="a transcript ('-' for standard input)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        t = read_source(args.file)
    except Unreadable as exc:
        for p in exc.problems:
            print(printable(f"belote-ref replay: {args.file}: {p.path}: {p.message}"), file=sys.stderr)
        return EXIT_UNREADABLE
    report = audit_transcript(t, args.file)
    if report.errors:
        for p in report.errors:
            print(printable(f"belote-ref replay: {args.file}: {p.path}: {p.message}"), file=sys.stderr)
        return report.exit
    for line in render(report, t.doc):
        print(printable(line))
    return report.exit
