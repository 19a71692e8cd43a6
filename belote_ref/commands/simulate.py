"""``belote-ref simulate``: play a seeded match and write its transcript (golden level: every
derived fact and the legal actions before each action)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..players import play_match
from ..transcript.corpus import dumps
from ..transcript.write import Player, transcript_of
from .options import add_lineup_arguments, add_ruleset_arguments, lineup_from_args, ruleset_from_args


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play a seeded match and write its transcript")
    p.add_argument("--seed", type=int, default=0, help="seed of the shuffles and players (default 0)")
    p.add_argument("--dealer", type=int, choices=range(4), default=0, help="first dealer (default 0)")
    add_lineup_arguments(p, default="random")
    p.add_argument("--output", metavar="FILE", help="write here instead of standard output")
    p.add_argument("--no-legal", action="store_true", help="leave out the legal actions before each action")
    add_ruleset_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    ruleset = ruleset_from_args(args.option)
    names, players = lineup_from_args(args, ruleset)
    game = play_match(players, seed=args.seed, ruleset=ruleset, first_dealer=args.dealer)
    lineup = ",".join(names)
    doc = transcript_of(game, players=[Player(f"{n}-{s}", "ai", n) for s, n in enumerate(names)],
                        legal=not args.no_legal,
                        metadata={"seed": args.seed, "title": f"match {lineup}, seed {args.seed}"})
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
