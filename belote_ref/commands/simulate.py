"""``belote-ref simulate``: play a seeded match and write its transcript (golden level: every
derived fact and the legal actions before each action)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..players import play_match
from ..transcript.corpus import dumps
from ..transcript.write import random_players, transcript_of
from .options import add_ruleset_arguments, ruleset_from_args

PLAYER_KINDS = ("random",)
"""Players simulate knows; the AI levels join here once they exist."""


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play a seeded match and write its transcript")
    p.add_argument("--seed", type=int, default=0, help="seed of the shuffles and players (default 0)")
    p.add_argument("--dealer", type=int, choices=range(4), default=0, help="first dealer (default 0)")
    p.add_argument("--players", default="random", choices=PLAYER_KINDS, help="who plays (default random legal players)")
    p.add_argument("--output", metavar="FILE", help="write here instead of standard output")
    p.add_argument("--no-legal", action="store_true", help="leave out the legal actions before each action")
    add_ruleset_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    ruleset = ruleset_from_args(args.option)
    game = play_match(seed=args.seed, ruleset=ruleset, first_dealer=args.dealer)
    doc = transcript_of(game, players=random_players(), legal=not args.no_legal,
                        metadata={"seed": args.seed, "title": f"random match, seed {args.seed}"})
    text = dumps(doc)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as fh:
                fh.write(text)
        except OSError as exc:
            print(f"belote-ref simulate: cannot write {args.output}: {exc.strerror}", file=sys.stderr)
            return 2
    else:
        sys.stdout.write(text)
    return 0
