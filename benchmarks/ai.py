"""Decision time of each AI level, median and worst, on one core (AI-BUDGET).

    python3 benchmarks/ai.py [--hands N] [--seed S]

Each level plays N hands for all four seats (seeded deals); every decision with a choice (more
than one legal action) is timed, cards and bids apart. A decision is its level's fixed work
(AI-BUDGET): its time is the machine's, its choice is not. Targets: hard at most 50 ms median
processor time per card, expert about three times hard's, every decision far under the safety
net (60,000 ms by default); easy and normal under 1 ms. ``clock gap`` is, per hard decision, the
longest stretch of processor time between two readings of its clock (plus the time after the
last one): how far past its safety net a decision may end on a machine that runs it
(``belote_ref.ai.base.MARGIN_MS`` holds it).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from pathlib import Path
from time import perf_counter, thread_time

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.actions import Play  # noqa: E402
from belote_ref.ai import make_player  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402


def time_level(level: str, hands: int, seed: int) -> tuple[list[float], list[float], list[float], list[float]]:
    """Wall times of card decisions, of bid decisions, CPU times of card decisions, and each
    decision's longest CPU time between two readings of the player's clock (if it has one)."""
    rng = random.Random(seed)
    cards: list[float] = []
    bids: list[float] = []
    cpu: list[float] = []
    gaps: list[float] = []
    reads: list[float] = []

    def recording_clock() -> float:
        reads.append(thread_time())
        return perf_counter()

    for i in range(hands):
        players = [make_player(level, seed * 1000 + i * 4 + s) for s in range(4)]
        for p in players:
            if hasattr(p, "clock"):
                setattr(p, "clock", recording_clock)
        game = Game(first_dealer=i % 4)
        game.deal(shuffled_order(rng))
        while len(game.hands) == 1 and game.phase != "match_over":
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            reads.clear()
            c0 = thread_time()
            t0 = perf_counter()
            action = players[seat](view, rng)
            dt = perf_counter() - t0
            dc = thread_time() - c0
            if reads:
                reads.append(c0 + dc)
                gaps.append(max(b - a for a, b in zip(reads, reads[1:])) if len(reads) > 1 else 0.0)
            if len(view.legal_actions) > 1:
                (cards if type(action) is Play else bids).append(dt)
                if type(action) is Play:
                    cpu.append(dc)
            game.apply(action)
    return cards, bids, cpu, gaps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=30, help="hands per level (default 30)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="easy,normal,hard", help="levels, comma-separated (default easy,normal,hard; "
                    "also expert, hard-1)")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    print(f"load average before: {os.getloadavg()[0]:.2f} (other processes share the cores)")
    print(f"{'level':<7} {'kind':<9} {'n':>6} {'median ms':>10} {'p95 ms':>8} {'worst ms':>9}")
    for level in args.levels.split(","):
        cards, bids, cpu, gaps = time_level(level.strip(), args.hands, args.seed)
        for kind, xs in (("card", cards), ("bid", bids), ("card cpu", cpu), ("clock gap", gaps)):
            if not xs:
                continue
            s = sorted(xs)
            print(
                f"{level:<7} {kind:<9} {len(xs):>6} {statistics.median(xs) * 1000:>10.3f} "
                f"{s[int(0.95 * (len(s) - 1))] * 1000:>8.3f} {max(xs) * 1000:>9.3f}"
            )


if __name__ == "__main__":
    main()
