"""Time of the perfect-information solver (AI-SOLVER): a whole hand, and endings.

    python3 benchmarks/solver.py [--hands N] [--seed S]

N seeded deals are bid by normal players (hands all four seats pass are skipped); each is solved
from the first card of trick play (``Solver.value``: the exact score of best play by both
sides), then, in a fresh solver, from the first card of trick 5 reached by normal play (4 tricks
left). Prints the median and worst time and the search's node count (positions between tricks
visited), on one core.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from pathlib import Path
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.ai import make_player  # noqa: E402
from belote_ref.ai.solver import Solver, position_of_hand  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.rules import CLASSIC  # noqa: E402


def positions(hands: int, seed: int) -> list[tuple[Game, Game]]:
    """Pairs (start of trick play, start of trick 5) of ``hands`` taken deals."""
    rng = random.Random(seed)
    out: list[tuple[Game, Game]] = []
    while len(out) < hands:
        game = Game(CLASSIC, first_dealer=rng.randrange(4))
        game.deal(shuffled_order(rng))
        players = [make_player("normal", s) for s in range(4)]
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=20, help="deals (default 20)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    print(f"load average before: {os.getloadavg()[0]:.2f} (other processes share the cores)")
    print(f"{'position':<22} {'n':>4} {'median ms':>10} {'worst ms':>9} {'median nodes':>13} {'worst nodes':>12}")
    pairs = positions(args.hands, args.seed)
    for label, which in (("whole hand (8 tricks)", 0), ("ending (4 tricks)", 1)):
        times, nodes = [], []
        for pair in pairs:
            pos = position_of_hand(CLASSIC, pair[which].hand)
            solver = Solver(CLASSIC, pos.hands, pos.trump, pos.takers)
            t0 = perf_counter()
            solver.value(pos)
            times.append(perf_counter() - t0)
            nodes.append(solver.nodes)
        print(f"{label:<22} {len(times):>4} {statistics.median(times) * 1000:>10.1f} {max(times) * 1000:>9.1f} "
              f"{statistics.median(nodes):>13.0f} {max(nodes):>12}")


if __name__ == "__main__":
    main()
