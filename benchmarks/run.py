"""Speed of whole random hands, single core, median of 5 runs (one command:
``python3 benchmarks/run.py``).

(a) engine: whole matches through the public :class:`belote_ref.machine.Game` (phase machine,
    ``apply`` validation, ``legal_actions``, scoring) with uniform random legal actions;
(b) core: :func:`belote_ref.playout.random_hand` on the pure rules core (deal, bidding,
    ``legal_mask``, ``trick_winner``, ``score_hand``) in a tight loop.

Each figure counts every dealt hand (void ones included) and the shuffling of its deck. Time is
the process's CPU time (``time.process_time``), so that other load on a shared machine does not
count against us; the run is single-threaded.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.players import play_random_fast  # noqa: E402
from belote_ref.playout import random_hand  # noqa: E402
from belote_ref.ruleset import CANONICAL  # noqa: E402

TARGETS = {"engine": 5_000, "core": 20_000}


def engine_run(hands: int, seed: int) -> float:
    """Hands per second through ``Game``: whole matches until ``hands`` hands are dealt."""
    rng = random.Random(seed)
    done = 0
    start = time.process_time()
    while done < hands:
        game = Game(CANONICAL, rng.randrange(4))
        play_random_fast(game, rng)
        done += len(game.hands)
    return done / (time.process_time() - start)


def core_run(hands: int, seed: int) -> float:
    """Hands per second through the pure rules core (``playout.random_hand``)."""
    rng = random.Random(seed)
    deck = list(range(32))
    dealer = 0
    start = time.process_time()
    for _ in range(hands):
        rng.shuffle(deck)
        random_hand(deck, dealer, CANONICAL, rng)
        dealer = (dealer + 1) & 3
    return hands / (time.process_time() - start)


def median_of(runs: int, fn: Callable[[int, int], float], hands: int) -> tuple[float, list[float]]:
    rates = [fn(hands, seed) for seed in range(runs)]
    return statistics.median(rates), rates


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (default 5)")
    parser.add_argument("--engine-hands", type=int, default=3_000, help="hands per engine run")
    parser.add_argument("--core-hands", type=int, default=20_000, help="hands per core run")
    parser.add_argument("--check", action="store_true", help="exit 1 if a figure is below target")
    args = parser.parse_args(argv)
    shuffled_order(random.Random(0))  # warm imports
    print(f"python {sys.version.split()[0]}, median of {args.runs} runs, one core, CPU time")
    ok = True
    for name, fn, hands in (
        ("engine", engine_run, args.engine_hands),
        ("core", core_run, args.core_hands),
    ):
        med, rates = median_of(args.runs, fn, hands)
        verdict = "ok" if med >= TARGETS[name] else "BELOW TARGET"
        ok &= med >= TARGETS[name]
        runs = " ".join(f"{r:,.0f}" for r in rates)
        print(f"{name:6} {med:>9,.0f} hands/s  (target {TARGETS[name]:,}: {verdict})  runs: {runs}")
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
