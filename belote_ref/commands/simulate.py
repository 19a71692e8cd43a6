"""``belote-ref simulate``: play a seeded match and write its transcript (golden level: every
derived fact and the legal actions before each action)."""

from __future__ import annotations

import argparse
from typing import Any

from ..transcript.corpus import dumps
from .options import (ACANOMAS, CLASSIC, STDOUT, add_match_arguments, check_writable, output_path, play_seeded_match,
                      write_text)


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play a seeded match and write its transcript",
                       description="Play a seeded match and write its transcript. Under --profile acanomas "
                                   "--players names random, easy or normal (one for every seat, one per seat, or in "
                                   "pairs one per pair; default random); hard and expert do not play that profile yet.")
    add_match_arguments(p, default_players="random", profiles=(CLASSIC, ACANOMAS))
    p.add_argument("--output", type=output_path, default=STDOUT, metavar="FILE",
                   help="write here instead of standard output ('-', the default: standard output)")
    p.add_argument("--no-legal", action="store_true", help="leave out the legal actions before each action")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    check_writable("--output", args.output)
    _, _, doc = play_seeded_match(args, legal=not args.no_legal)
    write_text(args.output, dumps(doc))
    return 0
