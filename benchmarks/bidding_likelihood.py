"""Learn how likely the bidding heard makes each hand shape (AI-HARD: the hard level's weights).

    python3 benchmarks/bidding_likelihood.py [--deals 8000] [--level hard-1] [--jobs 2]

Plays the bidding of N seeded deals with the level at every seat (its bids only; no card is
played) and, in every deal someone takes, looks at each seat's whole hand after the completion
deal, by the shape of one suit (``belote_ref.ai.sampling.suit_shape``: cards of the suit capped at
5, its jack, its nine):

- the taker's hand in its trump, after a take in round 1 and after a take in round 2;
- a seat that passed in round 1, in the turned suit; a seat that passed in round 2, in each
  other suit.

Each shape's factor is how often it is seen against how often a hand dealt at random would have
it (computed exactly: the taker holds the turned card and seven of the 31 others, a passer eight
of the 31), ``(seen + 5) / (expected + 5)``: five pseudo-observations pull rare shapes towards 1.
Prints the four tables as Python, to be pasted into ``belote_ref/ai/sampling.py``. Deal ``i`` is
the card order of ``random.Random(f"bidstats|{i}")``, dealer ``i % 4``, seat ``s`` seeded
``7000 + 4 i + s``, a budget no decision reaches: the run is the same on every machine.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from collections import Counter, defaultdict
from itertools import combinations
from math import comb
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.actions import Pass  # noqa: E402
from belote_ref.ai import make_player  # noqa: E402
from belote_ref.ai.sampling import suit_shape  # noqa: E402
from belote_ref.cards import Rank  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402

Shape = tuple[int, int, int]
PSEUDO = 5.0


def bid_deal(args: tuple[str, int]) -> dict[str, Any] | None:
    """The bidding of deal ``i`` by ``level`` at every seat: the take and the whole hands, or
    None when all four seats pass twice."""
    level, i = args
    rng = random.Random(f"bidstats|{i}")
    order = shuffled_order(rng)
    players = [make_player(level, 7000 + i * 4 + s, 10_000.0) for s in range(4)]
    game = Game(first_dealer=i % 4)
    game.deal(order)
    turned = game.hand.turned
    passes: list[tuple[int, int]] = []
    take: tuple[int, int, int] | None = None
    while game.phase in ("bid_round_1", "bid_round_2"):
        seat = game.to_act
        assert seat is not None
        bid_round = 1 if game.phase == "bid_round_1" else 2
        action = players[seat](game.view(seat), rng)
        if type(action) is Pass:
            passes.append((seat, bid_round))
        else:
            take = (seat, bid_round, int(getattr(action, "suit")))
        game.apply(action)
    if take is None or game.phase != "tricks":
        return None
    return {"turned": int(turned), "take": take, "passes": passes, "hands": list(game.hand.holdings)}


def random_shapes(suit_cards: int, holds_turned: bool, turned_rank: int | None, drawn: int) -> dict[Shape, float]:
    """The exact chance of each shape of one suit in a hand of ``drawn`` cards dealt at random
    from the 31 cards other than the turned one, ``suit_cards`` of them of the suit (the turned
    card added when ``holds_turned``; ``turned_rank`` its rank when it is of the suit)."""
    ranks = [r for r in range(8) if r != turned_rank] if turned_rank is not None else list(range(8))
    assert len(ranks) == suit_cards
    others = 31 - suit_cards
    total = comb(31, drawn)
    out: dict[Shape, float] = defaultdict(float)
    for k in range(0, min(drawn, suit_cards) + 1):
        rest = comb(others, drawn - k)
        if not rest:
            continue
        for chosen in combinations(ranks, k):
            held = set(chosen) | ({turned_rank} if holds_turned and turned_rank is not None else set())
            shape = (min(len(held), 5), int(Rank.JACK in held), int(Rank.NINE in held))
            out[shape] += rest / total
    return dict(out)


def _add(into: dict[Shape, float], chances: dict[Shape, float]) -> None:
    for k, v in chances.items():
        into[k] += v


def learn(rows: list[dict[str, Any]]) -> dict[str, dict[Shape, float]]:
    """The four tables of factors from the deals played."""
    seen: dict[str, Counter[Shape]] = {n: Counter() for n in ("TAKER_ROUND_1", "TAKER_ROUND_2", "PASSED_ROUND_1", "PASSED_ROUND_2")}
    expected: dict[str, dict[Shape, float]] = {n: defaultdict(float) for n in seen}
    for r in rows:
        turned, (taker, take_round, trump), hands = r["turned"], r["take"], r["hands"]
        turned_suit, turned_rank = turned >> 3, turned & 7
        name = f"TAKER_ROUND_{take_round}"
        seen[name][suit_shape(hands[taker], trump)] += 1
        if take_round == 1:  # the turned card is a trump: the taker holds it and 7 of the 31 others
            _add(expected[name], random_shapes(7, True, turned_rank, 7))
        else:
            _add(expected[name], random_shapes(8, False, None, 7))
        for seat, bid_round in r["passes"]:
            if bid_round == 1:
                seen["PASSED_ROUND_1"][suit_shape(hands[seat], turned_suit)] += 1
                _add(expected["PASSED_ROUND_1"], random_shapes(7, False, turned_rank, 8))
            else:
                for suit in range(4):
                    if suit != turned_suit:
                        seen["PASSED_ROUND_2"][suit_shape(hands[seat], suit)] += 1
                        _add(expected["PASSED_ROUND_2"], random_shapes(8, False, None, 8))
    return {
        n: {k: float(f"{(seen[n][k] + PSEUDO) / (expected[n][k] + PSEUDO):.3g}") for k in sorted(expected[n])}
        for n in seen
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=8000)
    ap.add_argument("--level", default="hard-1", help="the level whose bidding is learned (default hard-1)")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    t0 = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        rows = [r for r in pool.imap(bid_deal, [(args.level, i) for i in range(args.deals)], chunksize=20) if r]
    print(f"# {args.deals} deals bid by {args.level}, {len(rows)} taken ({time.perf_counter() - t0:.0f} s)")
    for name, table in learn(rows).items():
        items = ", ".join(f"{k}: {v}" for k, v in table.items())
        print(f"{name}: dict[tuple[int, int, int], float] = {{{items}}}")


if __name__ == "__main__":
    main()
