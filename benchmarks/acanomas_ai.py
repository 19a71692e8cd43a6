"""Profile belote-acanomas: normal against easy at three players, and the decision times of
both levels (ACA-AI-LEVELS).

    python3 benchmarks/acanomas_ai.py [--matches N] [--seed S]

Strength: each seed's card orders are played three times, normal in seat 0, then 1, then 2,
easy in the other two seats; normal's share of the matches won (1/3 if it were no better than
easy). Times: the median and worst wall time of a decision with a choice, per level.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path
from time import perf_counter
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.profiles.acanomas.ruleset import make_ruleset  # noqa: E402
from belote_ref.profiles.acanomas.ai import make_acanomas_lineup  # noqa: E402
from belote_ref.players import play_match  # noqa: E402


def strength(matches: int, seed: int, times: dict[str, list[float]]) -> tuple[int, int]:
    """(matches normal won, matches played) over ``matches`` seeds × 3 seatings."""
    ruleset = make_ruleset(players=3)
    won = played = 0
    for s in range(seed, seed + matches):
        for k in range(3):
            names = ["easy"] * 3
            names[k] = "normal"
            players = [timed(p, n, times) for p, n in zip(make_acanomas_lineup(names, s, ruleset), names)]
            game = play_match(players, seed=s, ruleset=ruleset)
            won += game.ledger.winner == k
            played += 1
    return won, played


def timed(player: Any, level: str, times: dict[str, list[float]]) -> Any:
    def decide(view: Any, rng: random.Random) -> Any:
        t = perf_counter()
        action = player(view, rng)
        if len(view.legal_actions) > 1:
            times.setdefault(level, []).append(perf_counter() - t)
        return action
    return decide


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=40)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    times: dict[str, list[float]] = {}
    won, played = strength(args.matches, args.seed, times)
    print(f"3 players, {args.matches} seeds x 3 seatings: normal won {won}/{played} = {won / played:.2f} "
          f"(1/3 = no better than easy)")
    for level, ts in sorted(times.items()):
        print(f"{level}: {len(ts)} decisions, median {statistics.median(ts) * 1e3:.3f} ms, "
              f"worst {max(ts) * 1e3:.3f} ms")


if __name__ == "__main__":
    main()
