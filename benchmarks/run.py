"""Speed of whole random hands, single core, median of 5 runs (one command:
``python3 benchmarks/run.py``).

(a) engine: whole matches through the public :class:`belote_ref.machine.Game` (phase machine,
    ``apply`` validation, ``legal_actions``, scoring) with uniform random legal actions;
(b) core: :func:`belote_ref.playout.random_hand` on the pure rules core (deal, bidding,
    ``legal_mask``, ``trick_winner``, ``score_hand``) in a tight loop;
(c) acanomas-3p: whole random partial games of profile belote-acanomas at three players through
    the same :class:`~belote_ref.machine.Game` (its exchange step, announcements, verdicts,
    scoring, pots), uniform random legal actions but «he terminado», so that every partial game
    is played out (a tree without that profile simply lacks the figure).

``--profile belote-classic`` or ``--profile belote-acanomas`` runs one profile's figures only.

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

try:  # the second profile: absent from trees before issue 12
    from belote_ref.profiles.acanomas.actions import Claim  # noqa: E402
    from belote_ref.profiles.acanomas.rules import ACANOMAS  # noqa: E402
except ImportError:  # pragma: no cover - an older tree
    ACANOMAS = None  # type: ignore[assignment]

TARGETS = {"engine": 5_000, "core": 20_000, "acanomas-3p": 2_500}
PROFILE_OF = {"engine": "belote-classic", "core": "belote-classic", "acanomas-3p": "belote-acanomas"}


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


def acanomas_run(hands: int, seed: int) -> float:
    """Partial games per second through ``Game`` under profile belote-acanomas, three players:
    whole matches until ``hands`` partial games are dealt."""
    assert ACANOMAS is not None
    rules = ACANOMAS
    rng = random.Random(seed)
    done = 0
    start = time.process_time()
    while done < hands:
        game = Game(rules, rng.randrange(3))
        apply, legal_actions, choice = game.apply, game.legal_actions, rng.choice
        while (phase := game.phase) != "match_over":
            if phase == "dealing":
                game.deal(shuffled_order(rng))
            else:
                actions = legal_actions()
                action = choice(actions)
                while type(action) is Claim:
                    action = choice(actions)
                apply(action)
        done += len(game.hands)
    return done / (time.process_time() - start)


def median_of(runs: int, fn: Callable[[int, int], float], hands: int) -> tuple[float, list[float]]:
    rates = [fn(hands, seed) for seed in range(runs)]
    return statistics.median(rates), rates


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (default 5)")
    parser.add_argument("--engine-hands", type=int, default=3_000, help="hands per engine run")
    parser.add_argument("--core-hands", type=int, default=20_000, help="hands per core run")
    parser.add_argument("--acanomas-hands", type=int, default=1_500, help="partial games per acanomas run")
    parser.add_argument("--profile", choices=("belote-classic", "belote-acanomas"),
                        help="one profile's figures only (default: both)")
    parser.add_argument("--check", action="store_true", help="exit 1 if a figure is below target")
    args = parser.parse_args(argv)
    shuffled_order(random.Random(0))  # warm imports
    print(f"python {sys.version.split()[0]}, median of {args.runs} runs, one core, CPU time")
    ok = True
    figures: list[tuple[str, Callable[[int, int], float], int]] = [
        ("engine", engine_run, args.engine_hands),
        ("core", core_run, args.core_hands),
    ]
    if ACANOMAS is not None:
        figures.append(("acanomas-3p", acanomas_run, args.acanomas_hands))
    for name, fn, hands in figures:
        if args.profile is not None and PROFILE_OF[name] != args.profile:
            continue
        med, rates = median_of(args.runs, fn, hands)
        verdict = "ok" if med >= TARGETS[name] else "BELOW TARGET"
        ok &= med >= TARGETS[name]
        runs = " ".join(f"{r:,.0f}" for r in rates)
        print(f"{name:11} {med:>9,.0f} hands/s  (target {TARGETS[name]:,}: {verdict})  runs: {runs}")
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
