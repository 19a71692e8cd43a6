"""Time of the perfect-information solver (AI-SOLVER): a whole hand, and endings.

    python3 benchmarks/solver.py [--hands N] [--seed S] [--rulesets all|classic]

N seeded deals are bid by normal players (hands all four seats pass are skipped); each is solved
from the first card of trick play (a new ``Solver`` and its ``value``: the exact score of best
play by both sides, what ``solve_deal`` costs a bidder for one sampled deal), then, in a fresh solver, from the first card of trick 5 reached by normal play (4 tricks
left), under each ruleset whose options change the play or the score (the canonical one, then
undertrump optional, tie fail, belote automatic). Prints, per ruleset and over all of them, the
median and worst processor time (``time.process_time``: what the search costs, whatever the
machine's load), the median and worst wall time, and the search's node count (positions between
tricks visited), on one core.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from pathlib import Path
from time import perf_counter, process_time

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.ai import make_player  # noqa: E402
from belote_ref.ai.solver import Solver, position_of_hand  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.rules import CLASSIC, Rules, classic_rules  # noqa: E402
from belote_ref.ruleset import make_ruleset  # noqa: E402

RULESETS: dict[str, Rules] = {
    "classic": CLASSIC,
    "undertrump optional": classic_rules(make_ruleset({"undertrump": "optional"})),
    "tie fail": classic_rules(make_ruleset({"tie": "fail"})),
    "belote automatic": classic_rules(make_ruleset({"belote": "automatic"})),
}


def positions(rules: Rules, hands: int, seed: int) -> list[tuple[Game, Game]]:
    """Pairs (start of trick play, start of trick 5) of ``hands`` taken deals."""
    rng = random.Random(seed)
    out: list[tuple[Game, Game]] = []
    while len(out) < hands:
        game = Game(rules, first_dealer=rng.randrange(4))
        game.deal(shuffled_order(rng))
        players = [make_player("normal", s, rules=rules) for s in range(4)]
        while game.phase in ("bid_round_1", "bid_round_2"):
            seat = game.to_act
            assert seat is not None
            game.apply(players[seat](game.view(seat), rng))
        if game.phase != "tricks":
            continue
        start = game.copy()
        for _ in range(16):
            seat = game.to_act
            assert seat is not None
            game.apply(players[seat](game.view(seat), rng))
        out.append((start, game))
    return out


Row = tuple[list[float], list[float], list[int]]


def line(label: str, row: Row) -> str:
    cpu, wall, nodes = row
    return (f"{label:<42} {len(cpu):>4} {statistics.median(cpu) * 1000:>8.1f} {max(cpu) * 1000:>8.1f} "
            f"{statistics.median(wall) * 1000:>8.1f} {max(wall) * 1000:>8.1f} "
            f"{statistics.median(nodes):>8.0f} {max(nodes):>8}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=20, help="deals per ruleset (default 20)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rulesets", choices=("all", "classic"), default="all")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    print(f"load average before: {os.getloadavg()[0]:.2f} (other processes share the cores)")
    print(f"{'position':<42} {'n':>4} {'cpu med':>8} {'cpu max':>8} {'wall med':>8} {'wall max':>8} "
          f"{'nodes med':>8} {'nodes max':>8}   (ms)")
    chosen = RULESETS if args.rulesets == "all" else {"classic": CLASSIC}
    totals: dict[str, Row] = {}
    for name, rules in chosen.items():
        pairs = positions(rules, args.hands, args.seed)
        for label, which in (("whole hand (8 tricks)", 0), ("ending (4 tricks)", 1)):
            row: Row = ([], [], [])
            for pair in pairs:
                pos = position_of_hand(rules, pair[which].hand)
                c0, t0 = process_time(), perf_counter()
                solver = Solver(rules, pos.hands, pos.trump, pos.takers)
                solver.value(pos)
                row[0].append(process_time() - c0)
                row[1].append(perf_counter() - t0)
                row[2].append(solver.nodes)
            print(line(f"{label}, {name}", row), flush=True)
            total = totals.setdefault(label, ([], [], []))
            total[0].extend(row[0])
            total[1].extend(row[1])
            total[2].extend(row[2])
    if len(chosen) > 1:
        for label, row in totals.items():
            print(line(f"{label}, all rulesets", row))
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
