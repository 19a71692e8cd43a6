"""Random playouts straight on the pure rules core, without the phase machine: deal, bid, play
eight tricks, score (DEAL-FIRST, DEAL-COMPLETION, BID-ROUND1, BID-ROUND2, PLAY-*, SCORE-*).

Used by the benchmark (``benchmarks/run.py``) and reusable by AIs for Monte-Carlo playouts.
Every card is drawn uniformly among the legal cards (:func:`belote_ref.play.legal_mask`); every
bid uniformly among the legal bids. A seat that may announce belote always does (the announced
rule) or holds it automatically (the automatic rule).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from .bidding import bidder, legal_bids
from .actions import Take
from .deal import completion_deal, first_deal
from .play import belote_pair_mask, first_leader, legal_mask, trick_winner
from .ruleset import Ruleset
from .scoring import HandScore, score_hand


@dataclass(frozen=True, slots=True)
class Playout:
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
    for _ in range(hands[leader].bit_count()):
        trick: list[int] = []
        seat = leader
        for _ in range(4):
            hand = hands[seat]
            c = random_card(legal_mask(hand, trick, trump, undertrump_required), rng)
            hands[seat] = hand ^ (1 << c)
            trick.append(c)
            seat = (seat + 1) & 3
        leader = trick_winner(leader, trick, trump)
        tricks.append(tuple(trick))
        winners.append(leader)
    return tricks, winners


def random_bids(dealer: int, turned_suit: int, rng: random.Random) -> tuple[int, int] | None:
    """Two bidding rounds with uniform random legal bids: (taker, trump), or None if all pass."""
    for bid_round in (1, 2):
        for i in range(4):
            bid = rng.choice(legal_bids(bidder(dealer, i), bid_round, turned_suit))
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
    holdings = [0, 0, 0, 0]
    extra = completion_deal(order, dealer, taker)
    for seat in range(4):
        m = 0
        for c in hands[seat]:
            m |= 1 << c
        for c in extra[seat]:
            m |= 1 << c
        holdings[seat] = m
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
