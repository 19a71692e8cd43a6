"""``belote-ref play``: play one whole match between AI teams (hard against normal by default;
any levels or random players with ``--players``), print the scores hand by hand, then audit the
match's transcript through the reference (and write it with ``--output``)."""

from __future__ import annotations

import argparse
from typing import Any

from ..cards import Suit
from ..cli import EXIT_DEPARTURE
from ..transcript.audit import audit_document
from ..transcript.corpus import dumps
from .options import add_match_arguments, play_seeded_match, write_text


def register(sub: Any) -> None:
    p = sub.add_parser("play", help="play one match between AI teams; print hand scores; audit its transcript")
    add_match_arguments(p, default_players="hard,normal")
    p.add_argument("--output", metavar="FILE", help="also write the match's transcript here")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    game, names, doc = play_seeded_match(args)
    ruleset = game.ruleset
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
    if args.output:
        write_text(args.output, dumps(doc))
    report = audit_document(doc, args.output or "the match transcript")
    print(f"audit: {report.verdict} ({report.hands} hands, {report.actions} actions checked against the reference)")
    for d in report.departures:
        print(f"  {d}")
    return EXIT_DEPARTURE if report.exit else 0
