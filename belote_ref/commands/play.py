"""``belote-ref play``: play one whole match (random legal players, or AI levels with
``--players``) and print the scores hand by hand."""

from __future__ import annotations

import argparse
from typing import Any

from ..ai import DEFAULT_BUDGET_MS, LineupError, make_lineup, parse_lineup
from ..cards import Suit
from ..cli import CommandError
from ..players import play_match
from .options import add_ruleset_arguments, ruleset_from_args


def register(sub: Any) -> None:
    p = sub.add_parser("play", help="play one match (random players or AI levels); print hand scores")
    p.add_argument("--players", default="random", metavar="LEVELS",
                   help="random, easy, normal or hard: one name for every seat, two (team 0, team 1) "
                        "or four (seats 0-3), comma-separated (default random)")
    p.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS,
                   help=f"time budget of one AI decision in ms (default {DEFAULT_BUDGET_MS:g})")
    p.add_argument("--seed", type=int, default=0, help="seed of the shuffles and players (default 0)")
    p.add_argument("--dealer", type=int, choices=range(4), default=0, help="first dealer (default 0)")
    add_ruleset_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    ruleset = ruleset_from_args(args.option)
    try:
        names = parse_lineup(args.players)
        players = make_lineup(names, args.seed, args.budget_ms, ruleset)
    except LineupError as exc:
        raise CommandError(f"--players: {exc}") from None
    game = play_match(players, seed=args.seed, ruleset=ruleset, first_dealer=args.dealer)
    print(f"ruleset {ruleset.id}, seed {args.seed}, first dealer seat {args.dealer}")
    print(f"players: {', '.join(f'seat {s} {n}' for s, n in enumerate(names))}")
    print("team 0 = seats 0 and 2, team 1 = seats 1 and 3")
    print(f"{'hand':>4} {'dealer':>6} {'taker':>5} {'trump':>5} {'result':>8} {'team 0':>7} {'team 1':>7}   totals")
    for h in game.hands:
        if h.void:
            print(f"{h.number:>4} {h.dealer:>6} {'-':>5} {'-':>5} {'void':>8} {0:>7} {0:>7}")
            continue
        if h.score is None or h.settlement is None or h.trump is None:
            continue
        s, st = h.score, h.settlement
        extra = ""
        if s.disputed:
            extra += f"  ({s.disputed} held in dispute)"
        if st.resolved:
            extra += f"  (+{st.resolved[1]} disputed to team {st.resolved[0]})"
        if s.capot is not None:
            extra += f"  (capot by team {s.capot})"
        print(
            f"{h.number:>4} {h.dealer:>6} {h.taker:>5} {Suit(h.trump).symbol:>5} {s.contract:>8} "
            f"{s.scores[0]:>7} {s.scores[1]:>7}   {st.totals[0]}-{st.totals[1]}{extra}"
        )
    print(f"match over: team {game.winner} wins {game.totals[0]}-{game.totals[1]}")
    if game.disputed:
        print(f"{game.disputed} disputed points were still pending and are lost to both teams")
    return 0
