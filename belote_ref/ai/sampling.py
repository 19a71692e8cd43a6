"""Deals consistent with what a seat knows (AI-HARD).

:func:`sample_hands` draws the other seats' hidden cards so that every proved fact holds (each
seat's card count, forced cards, voids). :func:`bidding_weight` then weighs a drawn deal by how
well it agrees with the bidding (a soft inference: a pass is not a proof). While bidding,
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
