"""Random playouts straight on the pure rules core, without the phase machine: deal, bid, play
eight tricks, score (DEAL-FIRST, DEAL-COMPLETION, BID-ROUND1, BID-ROUND2, PLAY-*, SCORE-*).

Used by the benchmark (``benchmarks/run.py``) and reusable by AIs for Monte-Carlo playouts.
Every card is drawn uniformly among the legal cards (:func:`belote_ref.play.legal_mask`); every
bid uniformly among the legal bids. A seat that may announce belote always does (the announced
rule) or holds it automatically (the automatic rule).
"""

from __future__ import annotations

import random
from typing import NamedTuple, Sequence

from .actions import Pass, Take
from .bidding import bidder, legal_bids
from .deal import completion_deal, first_deal
from .play import belote_pair_mask, first_leader, legal_mask, trick_winner
from .ruleset import Ruleset
from .scoring import HandScore, score_hand
from .seats import seats_from

_LEGAL_BIDS: tuple[tuple[tuple[tuple[Pass | Take, ...], ...], ...], ...] = tuple(
    tuple(tuple(tuple(legal_bids(seat, r, turned)) for turned in range(4)) for seat in range(4))
    for r in (1, 2)
)
"""_LEGAL_BIDS[round - 1][seat][turned suit]: :func:`belote_ref.bidding.legal_bids`, computed once."""
_BIT: tuple[int, ...] = tuple(1 << c for c in range(32))
_TURN_FROM: tuple[tuple[int, ...], ...] = tuple(seats_from(s) for s in range(4))


class Playout(NamedTuple):
    """One random hand: who took in which suit, the eight tricks and their winners, the score.

    A void hand (all passed twice) has ``taker``, ``trump`` and ``score`` None and no tricks.
    """

    dealer: int
    taker: int | None
    trump: int | None
    tricks: tuple[tuple[int, ...], ...]
    """Each trick's cards, leader first."""
    winners: tuple[int, ...]
    belote_seat: int | None
    score: HandScore | None


def random_card(mask: int, rng: random.Random) -> int:
    """One card of a non-empty mask, uniformly at random."""
    k = int(rng.random() * mask.bit_count())
    for _ in range(k):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def random_tricks(
    holdings: Sequence[int],
    leader: int,
    trump: int,
    undertrump_required: bool,
    rng: random.Random,
) -> tuple[list[tuple[int, ...]], list[int]]:
    """Play the remaining whole tricks from a trick boundary with uniform random legal cards.

    ``holdings`` are the seats' card masks (not changed); returns (tricks, winners).
    """
    hands = list(holdings)
    tricks: list[tuple[int, ...]] = []
    winners: list[int] = []
    draw = rng.random
    for _ in range(hands[leader].bit_count()):
        trick: list[int] = []
        for seat in _TURN_FROM[leader]:
            hand = hands[seat]
            legal = legal_mask(hand, trick, trump, undertrump_required)
            if legal & (legal - 1):  # more than one legal card: draw one (as random_card)
                for _ in range(int(draw() * legal.bit_count())):
                    legal &= legal - 1
            low = legal & -legal
            hands[seat] = hand ^ low
            trick.append(low.bit_length() - 1)
        leader = trick_winner(leader, trick, trump)
        tricks.append(tuple(trick))
        winners.append(leader)
    return tricks, winners


def random_bids(dealer: int, turned_suit: int, rng: random.Random) -> tuple[int, int] | None:
    """Two bidding rounds with uniform random legal bids: (taker, trump), or None if all pass."""
    draw = rng.random
    for bid_round in (0, 1):
        table = _LEGAL_BIDS[bid_round]
        for i in range(4):
            bids = table[bidder(dealer, i)][turned_suit]
            bid = bids[int(draw() * len(bids))]
            if type(bid) is Take:
                return bid.seat, int(bid.suit)
    return None


def random_hand(order: Sequence[int], dealer: int, ruleset: Ruleset, rng: random.Random) -> Playout:
    """Deal ``order`` from ``dealer``, bid and play at random, and score the hand."""
    hands, turned = first_deal(order, dealer, ruleset.first_deal)
    contract = random_bids(dealer, turned >> 3, rng)
    if contract is None:
        return Playout(dealer, None, None, (), (), None, None)
    taker, trump = contract
    extra = completion_deal(order, dealer, taker)
    bit = _BIT.__getitem__
    holdings = [sum(map(bit, hands[seat] + extra[seat])) for seat in range(4)]
    pair = belote_pair_mask(trump)
    belote_seat = None
    for seat in range(4):
        if holdings[seat] & pair == pair:
            belote_seat = seat
    tricks, winners = random_tricks(
        holdings, first_leader(dealer), trump, ruleset.undertrump == "required", rng
    )
    score = score_hand(trump, taker, tricks, winners, belote_seat, ruleset.tie)
    return Playout(dealer, taker, trump, tuple(tricks), tuple(winners), belote_seat, score)
