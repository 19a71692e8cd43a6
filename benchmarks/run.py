"""Speed of whole random hands, single core, medians of 15 rounds (one command:
``python3 benchmarks/run.py``).

(a) engine: whole matches through the public :class:`belote_ref.machine.Game` (phase machine,
    ``apply`` validation, ``legal_actions``, scoring) with uniform random legal actions;
(b) core: :func:`belote_ref.playout.random_hand` on the pure rules core (deal, bidding,
    ``legal_mask``, ``trick_winner``, ``score_hand``) in a tight loop;
(c) acanomas-3p: whole random partial games of profile belote-acanomas at three players through
    the same :class:`~belote_ref.machine.Game` (its exchange step, announcements, verdicts,
    scoring, pots), uniform random legal actions but «he terminado», so that every partial game
    is played out (a tree without that profile simply lacks the figure).

Beside them, in the same run and taking turns with them (so that load on a shared machine falls
on all alike), two baselines of the team game, and the ratios the targets are stated in (issue 39;
absolute figures hold only on the machine they came from):

(d) naive: the independent engine of ``examples/mini_engine`` (cards as strings, one object per
    hand, every action checked against its legal list), driven by the loop below with uniform
    random legal actions: the naive reference loop;
(e) colver: colver's Python loop over its Rust core (``colver.Env.deal``, then a random legal
    action until the deal is over), when ``colver`` is installed (``pip install -e '.[peers]'``).

Targets: engine at least 1.5x colver (and, as a second ratio, the engine over the naive loop);
core at least 3x the naive loop. The acanomas figure has no peer: it keeps its absolute target.

``--profile belote-classic`` or ``--profile belote-acanomas`` runs one profile's figures only.

Each figure counts every dealt hand (void ones included) and the shuffling of its deck. Time is
the process's CPU time (``time.process_time``), so that other load on a shared machine does not
count against us; the run is single-threaded.
"""

from __future__ import annotations

import argparse
import os
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

ROOT = Path(__file__).resolve().parent.parent
try:  # the independent engine of the naive loop: absent from trees before it was written
    sys.path.insert(0, str(ROOT / "examples" / "mini_engine"))
    from engine import MiniHand  # type: ignore[import-not-found, unused-ignore]  # noqa: E402
except ImportError:  # pragma: no cover - an older tree
    MiniHand = None  # type: ignore[assignment, misc, unused-ignore]
try:  # the peer: an optional extra
    import colver  # type: ignore[import-not-found, unused-ignore]  # noqa: E402
except ImportError:
    colver = None  # type: ignore[assignment, unused-ignore]

try:  # the second profile: absent from trees before issue 12
    from belote_ref.profiles.acanomas.actions import Claim  # noqa: E402
    from belote_ref.profiles.acanomas.rules import ACANOMAS  # noqa: E402
except ImportError:  # pragma: no cover - an older tree
    ACANOMAS = None  # type: ignore[assignment]

TARGETS = {"acanomas-3p": 2_500}
"""Absolute targets (hands per second on this machine), for the figures that have no peer."""
RATIO_TARGETS: dict[tuple[str, str], float | None] = {
    ("engine", "colver"): 1.5, ("engine", "naive"): None, ("core", "naive"): 3.0,
}
"""(figure, baseline) -> the least ratio of their hands per CPU second (None: reported only)."""
PROFILE_OF = {"engine": "belote-classic", "core": "belote-classic", "naive": "belote-classic",
              "colver": "belote-classic", "acanomas-3p": "belote-acanomas"}
NAIVE_DECK = [rank + suit for suit in "CDHS" for rank in ("7", "8", "9", "10", "J", "Q", "K", "A")]


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


def naive_run(hands: int, seed: int) -> float:
    """Hands per second of the naive reference loop (see the module docstring): whole matches of
    the mini engine, totals and disputed points carried from hand to hand."""
    assert MiniHand is not None
    rng = random.Random(seed)
    deck = list(NAIVE_DECK)
    done = 0
    start = time.process_time()
    while done < hands:
        dealer, totals, disputed = rng.randrange(4), [0, 0], 0
        while done < hands:
            rng.shuffle(deck)
            hand = MiniHand(dealer, list(deck), totals, disputed)
            while hand.phase != "over":
                hand.apply(rng.choice(hand.legal()))
            done += 1
            result = hand.result
            assert result is not None
            if result["winner"] is not None:
                break
            dealer, totals, disputed = result["next_dealer"], result["totals"], result["disputed"]
    return done / (time.process_time() - start)


def colver_run(hands: int, seed: int) -> float:
    """Deals per second of colver's Python loop: a deal from a seed, then a random legal action
    until the deal is over."""
    assert colver is not None
    rng = random.Random(seed)
    deal, choice = colver.Env.deal, rng.choice
    start = time.process_time()
    for k in range(hands):
        env = deal(k & 3, seed * 1_000_003 + k)
        step, legal, terminal = env.step, env.legal_actions, env.is_terminal
        while not terminal():
            step(choice(legal()))
    return hands / (time.process_time() - start)


def median_of(runs: int, fn: Callable[[int, int], float], hands: int) -> tuple[float, list[float]]:
    rates = [fn(hands, seed) for seed in range(runs)]
    return statistics.median(rates), rates


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="rounds; each measures every figure once (default 15)")
    parser.add_argument("--engine-hands", type=int, default=1_000, help="hands per engine run")
    parser.add_argument("--core-hands", type=int, default=5_000, help="hands per core run")
    parser.add_argument("--naive-hands", type=int, default=700, help="hands per naive-loop run")
    parser.add_argument("--colver-hands", type=int, default=1_000, help="deals per colver run")
    parser.add_argument("--acanomas-hands", type=int, default=500, help="partial games per acanomas run")
    parser.add_argument("--profile", choices=("belote-classic", "belote-acanomas"),
                        help="one profile's figures only (default: both)")
    parser.add_argument("--check", action="store_true", help="exit 1 if a figure or a ratio is below target")
    args = parser.parse_args(argv)
    shuffled_order(random.Random(0))  # warm imports
    figures: list[tuple[str, Callable[[int, int], float], int]] = [
        ("engine", engine_run, args.engine_hands),
        ("core", core_run, args.core_hands),
    ]
    if MiniHand is not None:
        figures.append(("naive", naive_run, args.naive_hands))
    if colver is not None:
        figures.append(("colver", colver_run, args.colver_hands))
    if ACANOMAS is not None:
        figures.append(("acanomas-3p", acanomas_run, args.acanomas_hands))
    figures = [f for f in figures if args.profile is None or PROFILE_OF[f[0]] == args.profile]
    print(f"python {sys.version.split()[0]}, median of {args.runs} runs taken in turns, one core, CPU time; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    rates: dict[str, list[float]] = {name: [] for name, _, _ in figures}
    for run in range(args.runs):  # in turns: each round measures every figure once
        for name, fn, hands in figures:
            rates[name].append(fn(hands, run))
    ok = True
    for name, _, _ in figures:
        med = statistics.median(rates[name])
        runs = " ".join(f"{r:,.0f}" for r in rates[name])
        verdict = ""
        if name in TARGETS:
            ok &= med >= TARGETS[name]
            verdict = f"  (target {TARGETS[name]:,}: {'ok' if med >= TARGETS[name] else 'BELOW TARGET'})"
        print(f"{name:11} {med:>9,.0f} hands/s{verdict}  runs: {runs}")
    for (name, base), target in RATIO_TARGETS.items():
        if name not in rates:
            continue
        if base not in rates:
            print(f"ratio {name} / {base}: not measured ({base} is not installed)")
            continue
        per_round = [a / b for a, b in zip(rates[name], rates[base])]
        ratio = statistics.median(per_round)
        verdict = "reported" if target is None else f"target {target}x: {'ok' if ratio >= target else 'BELOW TARGET'}"
        if target is not None:
            ok &= ratio >= target
        print(f"ratio {name} / {base}: {ratio:.2f}x ({verdict})  rounds: {' '.join(f'{r:.2f}' for r in per_round)}")
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
