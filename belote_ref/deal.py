"""Dealing: a card order and a dealer give the hands and the turned card (DEAL-ORDER,
DEAL-FIRST, DEAL-COMPLETION). Chance is explicit: shuffling from a seed is only a helper.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from .cards import CARDS, Card
from .errors import BadDeal
from .seats import seats_from

TURNED_INDEX = 20
"""The 21st card of the order is turned face up (DEAL-FIRST)."""


def check_order(order: Sequence[object]) -> tuple[Card, ...]:
    """The order as cards if it holds each of the 32 cards exactly once; else :class:`BadDeal`."""
    if len(order) != 32:
        raise BadDeal(f"a card order must have 32 cards, this one has {len(order)}")
    seen: list[int] = []
    for i, c in enumerate(order):
        if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < 32:
            raise BadDeal(f"position {i} of the card order is not a card: {c!r}")
        if c in seen:
            raise BadDeal(f"card {CARDS[c]} appears twice in the card order (again at position {i})")
        seen.append(c)
    return tuple(CARDS[c] for c in seen)


def first_deal(order: Sequence[int], dealer: int, first_deal_rule: str = "3-2") -> tuple[list[list[Card]], Card]:
    """Five cards to each seat, in two passes from the seat after the dealer, and the turned card.

    ``"3-2"``: three cards to each seat then two; ``"2-3"``: two then three (DEAL-FIRST).
    Returns the hands (indexed by seat, in the order received) and the 21st card, turned.
    """
    sizes = (3, 2) if first_deal_rule == "3-2" else (2, 3)
    hands: list[list[Card]] = [[], [], [], []]
    pos = 0
    for size in sizes:
        for seat in seats_from((dealer + 1) & 3):
            hands[seat].extend(CARDS[c] for c in order[pos:pos + size])
            pos += size
    return hands, CARDS[order[TURNED_INDEX]]


def first_deal_rule(rule: str) -> Callable[[Sequence[int], int], tuple[list[list[Card]], Card]]:
    """:func:`first_deal` with the DEAL-FIRST option bound (the function itself under "3-2")."""
    if rule == "3-2":
        return first_deal

    def two_then_three(order: Sequence[int], dealer: int) -> tuple[list[list[Card]], Card]:
        return first_deal(order, dealer, rule)

    return two_then_three


def completion_deal(order: Sequence[int], dealer: int, taker: int) -> list[list[Card]]:
    """The cards each seat receives after the bidding (DEAL-COMPLETION).

    The taker gets the turned card first; then, from the seat after the dealer, cards 22 to 32
    of the order go three to each other seat and two to the taker.
    """
    extra: list[list[Card]] = [[], [], [], []]
    extra[taker].append(CARDS[order[TURNED_INDEX]])
    pos = TURNED_INDEX + 1
    for seat in seats_from((dealer + 1) & 3):
        size = 2 if seat == taker else 3
        extra[seat].extend(CARDS[c] for c in order[pos:pos + size])
        pos += size
    return extra


def shuffled_order(rng: random.Random) -> tuple[Card, ...]:
    """A shuffled card order drawn from ``rng`` (a convenience; the order is the input)."""
    deck = list(CARDS)
    rng.shuffle(deck)
    return tuple(deck)


def order_for_hands(
    hands: Sequence[Sequence[int]],
    dealer: int,
    taker: int,
    turned: int,
    first_deal_rule: str = "3-2",
) -> tuple[Card, ...]:
    """A card order that deals these eight-card hands when ``taker`` takes after ``turned`` is
    turned (the inverse of :func:`first_deal` then :func:`completion_deal`).

    Each seat's first five cards (the taker's first five other than the turned card) are its
    first deal, in the order given; the rest come in the completion deal. Used to write test
    positions and scenarios from the hands a reader wants to see.
    """
    if sorted(c for h in hands for c in h) != list(range(32)):
        raise BadDeal("the four hands must hold the 32 cards, each once, eight to a seat")
    if any(len(h) != 8 for h in hands):
        raise BadDeal("each hand must hold eight cards")
    if turned not in hands[taker]:
        raise BadDeal(f"the turned card {CARDS[turned]} must be in the taker's hand (seat {taker})")
    rest = [[c for c in h if not (seat == taker and c == turned)] for seat, h in enumerate(hands)]
    first = [r[:5] for r in rest]
    later = [r[5:] for r in rest]
    order: list[int] = []
    sizes = (3, 2) if first_deal_rule == "3-2" else (2, 3)
    taken = [0, 0, 0, 0]
    for size in sizes:
        for seat in seats_from((dealer + 1) & 3):
            order.extend(first[seat][taken[seat]:taken[seat] + size])
            taken[seat] += size
    order.append(turned)
    for seat in seats_from((dealer + 1) & 3):
        order.extend(later[seat])
    return check_order(order)
