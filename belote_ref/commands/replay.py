"""``belote-ref replay FILE``: replay a transcript through the engine and print it hand by hand,
trick by trick (exit codes as ``audit``)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..transcript.audit import EXIT_UNREADABLE, audit_transcript, check_profile
from ..transcript.read import Unreadable, read_source
from ..transcript.replay import render
from ..shown import name
from .options import ACANOMAS, CLASSIC, add_profile_argument, printable, profile_from_args


def register(sub: Any) -> None:
    p = sub.add_parser("replay", help="replay a transcript and print it hand by hand, trick by trick")
    p.add_argument("file", metavar="FILE", help="a transcript ('-' for standard input)")
    add_profile_argument(p, (CLASSIC, ACANOMAS), default=None,
                         what="; a transcript names its profile: by default any is replayed, with --profile a "
                              "file of another profile is unreadable")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    profile = profile_from_args(args)
    try:
        t = check_profile(read_source(args.file), profile)
    except Unreadable as exc:
        for p in exc.problems:
            print(printable(f"belote-ref replay: {name(args.file)}: {p.path}: {p.message}"), file=sys.stderr)
        return EXIT_UNREADABLE
    report = audit_transcript(t, args.file)
    if report.errors:
        for p in report.errors:
            print(printable(f"belote-ref replay: {name(args.file)}: {p.path}: {p.message}"), file=sys.stderr)
        return report.exit
    for line in render(report, t.doc):
        print(printable(line))
    return report.exit
