"""Random playouts straight on the pure rules core, without the phase machine: deal, bid, play
eight tricks, score (DEAL-FIRST, DEAL-COMPLETION, BID-ROUND1, BID-ROUND2, PLAY-*, SCORE-*).

Used by the benchmark (``benchmarks/run.py``) and reusable by AIs for Monte-Carlo playouts.
Every rule is read from the rules object; only the sequencing is this module's own, a fast path
beside :class:`belote_ref.hand.Hand` that ``tests/test_consistency.py`` pins to it (each playout,
replayed through a :class:`~belote_ref.machine.Game`, is accepted and scored the same). Every
card is drawn uniformly among the legal cards; every bid uniformly among the legal bids. A seat that may announce belote always does (the announced
rule) or holds it automatically (the automatic rule).
"""

from __future__ import annotations

import random
from typing import NamedTuple, Sequence

from .actions import Take
from .play import belote_holder
from .rules import Rules, rules_for
from .ruleset import Ruleset
from .scoring import HandScore
from .seats import turn_orders

_BIT: tuple[int, ...] = tuple(1 << c for c in range(32))


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
    rules: Rules,
    holdings: Sequence[int],
    leader: int,
    trump: int,
    rng: random.Random,
) -> tuple[list[tuple[int, ...]], list[int]]:
    """Play the remaining whole tricks from a trick boundary with uniform random legal cards
    (the rules' play obligation and trick winner).

    ``holdings`` are the seats' card masks (not changed); returns (tricks, winners).
    """
    hands = list(holdings)
    tricks: list[tuple[int, ...]] = []
    winners: list[int] = []
    draw = rng.random
    obligation = rules.play_obligation
    winner_of = rules.trick_winner
    turns = turn_orders(rules.seats)
    for _ in range(hands[leader].bit_count()):
        trick: list[int] = []
        for seat in turns[leader]:
            hand = hands[seat]
            legal = obligation(hand, trick, trump)[1]
            if legal & (legal - 1):  # more than one legal card: draw one (as random_card)
                for _ in range(int(draw() * legal.bit_count())):
                    legal &= legal - 1
            low = legal & -legal
            hands[seat] = hand ^ low
            trick.append(low.bit_length() - 1)
        leader = winner_of(leader, trick, trump)
        tricks.append(tuple(trick))
        winners.append(leader)
    return tricks, winners


def random_bids(rules: Rules, dealer: int, turned_suit: int, rng: random.Random) -> tuple[int, int] | None:
    """Two bidding rounds with uniform random legal bids: (taker, trump), or None if all pass."""
    draw = rng.random
    obligation = rules.bid_obligation
    bidder = rules.bidder
    for bid_round in (1, 2):
        for i in range(rules.seats):
            bids = obligation(bidder(dealer, i), bid_round, turned_suit)[1]
            bid = bids[int(draw() * len(bids))]
            if type(bid) is Take:
                return bid.seat, int(bid.suit)
    return None


def random_hand(order: Sequence[int], dealer: int, rules: Rules | Ruleset, rng: random.Random) -> Playout:
    """Deal ``order`` from ``dealer``, bid and play at random, and score the hand."""
    rules = rules_for(rules)
    hands, turned = rules.first_deal(order, dealer)
    contract = random_bids(rules, dealer, turned >> 3, rng)
    if contract is None:
        return Playout(dealer, None, None, (), (), None, None)
    taker, trump = contract
    extra = rules.completion_deal(order, dealer, taker)
    bit = _BIT.__getitem__
    holdings = [sum(map(bit, hands[seat] + extra[seat])) for seat in range(rules.seats)]
    belote_seat = belote_holder(holdings, trump)  # random seats always announce it
    tricks, winners = random_tricks(rules, holdings, rules.first_leader(dealer), trump, rng)
    score = rules.score_hand(trump, taker, tricks, winners, belote_seat)
    return Playout(dealer, taker, trump, tuple(tricks), tuple(winners), belote_seat, score)
