"""Deals consistent with what a seat knows (AI-HARD).

:func:`sample_hands` draws the other seats' hidden cards so that every proved fact holds (each
seat's card count, forced cards, voids). :func:`bidding_likelihood` then weighs a drawn deal by
how well it agrees with the bidding, by factors learned from the levels' own bidding (a soft
inference: a pass is not a proof; :func:`bidding_weight` is the hand-set weight that the frozen
``hard-1`` and the hard level's defenders use). While bidding,
:func:`sample_order` draws a whole card order around the seat's own five cards and the turned card,
placed where the rules' first deal puts them (:func:`deal_pattern`).
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..cards import SUIT_MASKS, Rank, card, cards_of
from ..rules import Rules
from .knowledge import Knowledge


class InconsistentKnowledge(ValueError):
    """No deal agrees with the knowledge (cannot happen for a knowledge built from a real view)."""


def sample_hands(kn: Knowledge, rng: random.Random, tries: int = 40) -> list[int]:
    """The four seats' hands now: the seat's own, and for each other seat a random set of cards
    of the right size, holding its forced cards and none of its excluded ones.

    Constrained cards (those some other seat cannot hold) are placed first, most constrained
    first, each on an allowed seat with probability proportional to the room left there; the
    free cards then fill the room left at random. A dead end restarts the draw."""
    others = [s for s in (0, 1, 2, 3) if s != kn.seat]
    forced_all = kn.forced[0] | kn.forced[1] | kn.forced[2] | kn.forced[3]
    pool: list[int] = list(cards_of(kn.unseen & ~forced_all))
    ex = kn.excluded
    excluded_any = ex[others[0]] | ex[others[1]] | ex[others[2]]
    free = [c for c in pool if not excluded_any >> c & 1]
    constrained = [c for c in pool if excluded_any >> c & 1]
    allowed = {c: [s for s in others if not ex[s] >> c & 1] for c in constrained}
    constrained.sort(key=lambda c: len(allowed[c]))
    base_need = [kn.counts[s] - kn.forced[s].bit_count() if s != kn.seat else 0 for s in range(4)]
    for _ in range(tries):
        need = base_need.copy()
        hands = [kn.forced[0], kn.forced[1], kn.forced[2], kn.forced[3]]
        ok = True
        for c in constrained:
            cand = [s for s in allowed[c] if need[s] > 0]
            if not cand:
                ok = False
                break
            if len(cand) == 1:
                s = cand[0]
            else:
                r = rng.randrange(sum(need[s] for s in cand))
                for s in cand:
                    r -= need[s]
                    if r < 0:
                        break
            hands[s] |= 1 << c
            need[s] -= 1
        if not ok:
            continue
        rng.shuffle(free)
        i = 0
        for s in others:
            for c in free[i:i + need[s]]:
                hands[s] |= 1 << c
            i += need[s]
        hands[kn.seat] = kn.hand
        return hands
    return _solve(kn, others, pool, {c: [s for s in others if not ex[s] >> c & 1] for c in pool},
                  {s: base_need[s] for s in others}, rng)


def _solve(
    kn: Knowledge, others: list[int], pool: list[int], allowed: dict[int, list[int]],
    need: dict[int, int], rng: random.Random,
) -> list[int]:
    """Backtracking fallback: some deal that satisfies every constraint."""
    order = sorted(pool, key=lambda c: len(allowed[c]))
    hands = [kn.forced[0], kn.forced[1], kn.forced[2], kn.forced[3]]

    def place(i: int) -> bool:
        if i == len(order):
            return True
        c = order[i]
        cand = [s for s in allowed[c] if need[s] > 0]
        rng.shuffle(cand)
        for s in cand:
            need[s] -= 1
            hands[s] |= 1 << c
            if place(i + 1):
                return True
            need[s] += 1
            hands[s] &= ~(1 << c)
        return False

    if not place(0):
        raise InconsistentKnowledge("no deal agrees with what this seat knows")
    hands[kn.seat] = kn.hand
    return hands


def sample_hands_safely(kn: Knowledge, rng: random.Random) -> list[int]:
    """:func:`sample_hands`, or, if the deductions contradict each other (an AI built with
    another ruleset than the table's may deduce wrongly), a deal that keeps only the card
    counts and the forced cards, then only the counts."""
    try:
        return sample_hands(kn, rng)
    except InconsistentKnowledge:
        pass
    relaxed = replace(kn, excluded=(0, 0, 0, 0))
    try:
        return sample_hands(relaxed, rng)
    except InconsistentKnowledge:
        return sample_hands(replace(relaxed, forced=(0, 0, 0, 0)), rng)


def _strong_in(hand: int, suit: int, others_needed: int) -> bool:
    """The jack of ``suit`` and at least ``others_needed`` more cards of it."""
    j = card(suit, Rank.JACK)
    return bool(hand >> j & 1) and (hand & SUIT_MASKS[suit]).bit_count() > others_needed


def bidding_weight(kn: Knowledge, hands: list[int]) -> float:
    """How likely the bidding heard is with these hands, up to a constant (AI-HARD).

    Each seat's whole hand (cards held + cards played) is judged: the taker is likely long and
    strong in trump; a seat that passed the turned suit is unlikely to hold its jack with two
    more of it; a seat that passed in round 2 is unlikely to hold a jack with two more of its
    suit in another suit."""
    if kn.trump is None or kn.taker is None or kn.turned is None:
        return 1.0
    w = 1.0
    whole = [hands[s] | kn.played_by[s] for s in range(4)]
    turned_suit = kn.turned >> 3
    taker_hand = whole[kn.taker]
    if kn.taker != kn.seat:
        t = (taker_hand & SUIT_MASKS[kn.trump]).bit_count()
        w *= 1.0 if t >= 4 else 0.7 if t == 3 else 0.3 if t == 2 else 0.1
        if not taker_hand >> card(kn.trump, Rank.JACK) & 1 and not taker_hand >> card(kn.trump, Rank.NINE) & 1:
            w *= 0.5
    for s, rnd in kn.passes:
        if s == kn.seat:
            continue
        if rnd == 1 and _strong_in(whole[s], turned_suit, 2):
            w *= 0.35
        if rnd == 2:
            for suit in range(4):
                if suit != turned_suit and _strong_in(whole[s], suit, 2):
                    w *= 0.5
    return w


# How much likelier a seat's whole hand (held + played) makes the bidding heard than a hand dealt
# at random, by (cards of the suit, capped at 5; its jack; its nine): learned from the hard levels'
# own bidding (``python3 benchmarks/bidding_likelihood.py``, AI-HARD). The taker's hand in its
# trump, after a take in round 1 (the turned suit) or in round 2; a seat that passed in round 1,
# in the turned suit; a seat that passed in round 2, in each other suit.
TAKER_ROUND_1: dict[tuple[int, int, int], float] = {
    (1, 0, 0): 0.00995, (1, 0, 1): 0.0438, (1, 1, 0): 0.0824, (2, 0, 0): 0.0175, (2, 0, 1): 0.139,
    (2, 1, 0): 0.644, (2, 1, 1): 1.39, (3, 0, 0): 0.252, (3, 0, 1): 0.881, (3, 1, 0): 2.19, (3, 1, 1): 2.34,
    (4, 0, 0): 1.21, (4, 0, 1): 2.07, (4, 1, 0): 3.32, (4, 1, 1): 3.31, (5, 0, 0): 2.41, (5, 0, 1): 3.22,
    (5, 1, 0): 3.52, (5, 1, 1): 4.6,
}
TAKER_ROUND_2: dict[tuple[int, int, int], float] = {
    (0, 0, 0): 0.0303, (1, 0, 0): 0.0125, (1, 0, 1): 0.0986, (1, 1, 0): 0.155, (2, 0, 0): 0.0627,
    (2, 0, 1): 0.263, (2, 1, 0): 1.72, (2, 1, 1): 5.19, (3, 0, 0): 0.439, (3, 0, 1): 1.33, (3, 1, 0): 4.5,
    (3, 1, 1): 6.12, (4, 0, 0): 1.25, (4, 0, 1): 3.66, (4, 1, 0): 6.57, (4, 1, 1): 5.81, (5, 0, 0): 1.33,
    (5, 0, 1): 2.77, (5, 1, 0): 2.91, (5, 1, 1): 3.63,
}
PASSED_ROUND_1: dict[tuple[int, int, int], float] = {
    (0, 0, 0): 1.04, (1, 0, 0): 1.14, (1, 0, 1): 1.01, (1, 1, 0): 0.888, (2, 0, 0): 1.21, (2, 0, 1): 1.03,
    (2, 1, 0): 0.683, (2, 1, 1): 0.664, (3, 0, 0): 1.16, (3, 0, 1): 0.915, (3, 1, 0): 0.619, (3, 1, 1): 0.61,
    (4, 0, 0): 1.03, (4, 0, 1): 0.796, (4, 1, 0): 0.562, (4, 1, 1): 0.484, (5, 0, 0): 0.684,
    (5, 0, 1): 0.716, (5, 1, 0): 0.383, (5, 1, 1): 0.33,
}
PASSED_ROUND_2: dict[tuple[int, int, int], float] = {
    (0, 0, 0): 0.846, (1, 0, 0): 1.04, (1, 0, 1): 1.03, (1, 1, 0): 0.951, (2, 0, 0): 1.16, (2, 0, 1): 1.13,
    (2, 1, 0): 0.852, (2, 1, 1): 0.59, (3, 0, 0): 1.21, (3, 0, 1): 1.06, (3, 1, 0): 0.753, (3, 1, 1): 0.815,
    (4, 0, 0): 1.16, (4, 0, 1): 0.89, (4, 1, 0): 0.663, (4, 1, 1): 0.419, (5, 0, 0): 0.883, (5, 0, 1): 0.809,
    (5, 1, 0): 0.662, (5, 1, 1): 0.499,
}
UNSEEN_BIN = 0.02
"""The factor of a shape the learning never saw a taker hold."""


def suit_shape(hand: int, suit: int) -> tuple[int, int, int]:
    """The shape the likelihood tables are read by: cards of ``suit`` in ``hand`` (capped at
    5), whether the jack is among them, whether the nine is."""
    return (
        min((hand & SUIT_MASKS[suit]).bit_count(), 5),
        hand >> card(suit, Rank.JACK) & 1,
        hand >> card(suit, Rank.NINE) & 1,
    )


def bidding_likelihood(kn: Knowledge, hands: list[int]) -> float:
    """How likely the bidding heard is with these hands, up to a constant (AI-HARD): the
    product of the learned factors of the taker's hand in its trump and of every other seat's
    passes (:data:`TAKER_ROUND_1` and the tables beside it). The seat's own hand is known and
    is not judged."""
    if kn.trump is None or kn.taker is None or kn.turned is None:
        return 1.0
    turned_suit = kn.turned >> 3
    w = 1.0
    if kn.taker != kn.seat:
        table = TAKER_ROUND_1 if kn.trump == turned_suit else TAKER_ROUND_2
        w *= table.get(suit_shape(hands[kn.taker] | kn.played_by[kn.taker], kn.trump), UNSEEN_BIN)
    for s, rnd in kn.passes:
        if s == kn.seat:
            continue
        whole = hands[s] | kn.played_by[s]
        if rnd == 1:
            w *= PASSED_ROUND_1.get(suit_shape(whole, turned_suit), 1.0)
        else:
            for suit in range(4):
                if suit != turned_suit:
                    w *= PASSED_ROUND_2.get(suit_shape(whole, suit), 1.0)
    return w


DealPattern = tuple[tuple[tuple[int, ...], ...], int]
"""Where the first deal sends each position of a card order: ``(positions each seat receives,
position of the turned card)``."""


def deal_pattern(rules: Rules, dealer: int) -> DealPattern:
    """The first deal of ``rules`` from ``dealer`` as positions of the card order (DEAL-FIRST):
    ``rules.first_deal`` of the order whose card at each position is the position itself."""
    hands, turned = rules.first_deal(tuple(range(32)), dealer)
    return tuple(tuple(int(p) for p in h) for h in hands), int(turned)


def sample_order(kn: Knowledge, pattern: DealPattern, rng: random.Random) -> list[int]:
    """While bidding: a whole card order that deals the seat its own five cards and turns the
    turned card (``pattern`` is :func:`deal_pattern` of the table's rules and the dealer), the
    other cards at random."""
    assert kn.turned is not None
    rest = cards_of(kn.unseen)
    rng.shuffle(rest)
    mine = cards_of(kn.hand)
    own, turned_at = pattern[0][kn.seat], pattern[1]
    order: list[int] = []
    mi = ri = 0
    for pos in range(32):
        if pos == turned_at:
            order.append(kn.turned)
        elif pos in own:
            order.append(mine[mi])
            mi += 1
        else:
            order.append(rest[ri])
            ri += 1
    return order


def first_hands(order: list[int], pattern: DealPattern) -> list[int]:
    """The hands the first deal gives from ``order``, as masks (``pattern`` as for
    :func:`sample_order`)."""
    return [sum(1 << order[p] for p in positions) for positions in pattern[0]]


def bidding_order_weight(kn: Knowledge, first: list[int]) -> float:
    """While bidding: how likely the passes heard are with these five-card hands."""
    assert kn.turned is not None
    turned_suit = kn.turned >> 3
    w = 1.0
    for s, rnd in kn.passes:
        if s == kn.seat:
            continue
        if rnd == 1 and _strong_in(first[s], turned_suit, 1):
            w *= 0.3
        if rnd == 2:
            for suit in range(4):
                if suit != turned_suit and _strong_in(first[s], suit, 1):
                    w *= 0.5
    return w


def bid_deal_as_taker(kn: Knowledge, rules: Rules, pattern: DealPattern, rng: random.Random) -> tuple[list[int], float]:
    """While bidding: whole hands dealt from a card order drawn by :func:`sample_order`, the
    completion deal made as if this seat took (DEAL-COMPLETION), and the order's weight by the
    passes heard (:func:`bidding_order_weight`): a deal on which a bid values each trump."""
    order = sample_order(kn, pattern, rng)
    first = first_hands(order, pattern)
    w = bidding_order_weight(kn, first)
    extra = rules.completion_deal(order, kn.dealer, kn.seat)
    return [first[s] | sum(1 << c for c in extra[s]) for s in range(rules.seats)], w
