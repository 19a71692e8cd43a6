"""The normal level: judges the trick, keeps master trumps, trumps to win, supports a master
partner; bids on a hand evaluation (AI-NORMAL)."""

from __future__ import annotations

import random

from ..actions import Pass, Take
from ..cards import SUIT_MASKS, Rank, card
from ..view import SeatView
from .base import AIPlayer, legal_card_mask, take_action
from .knowledge import Knowledge
from .policy import heuristic_card

# Hand evaluation (AI-NORMAL): value of each trump by rank (7 8 9 10 J Q K A), side aces and
# guarded side tens, belote.
TRUMP_VALUE = (1.0, 1.0, 4.0, 2.0, 6.0, 1.5, 1.5, 3.0)
SIDE_ACE = 2.5
SIDE_TEN_WITH_ACE = 1.0
BELOTE_VALUE = 2.0
TAKE_THRESHOLD = (0.0, 10.0, 9.0)
"""Minimum evaluation to take, by bidding round (index 1 and 2)."""


def hand_value(hand: int, trump: int) -> float:
    """AI-NORMAL's evaluation of ``hand`` (the five cards plus the turned card the taker gets)
    with ``trump`` as trump: trump values, side aces, side tens guarded by their ace, belote."""
    v = 0.0
    tm = hand & SUIT_MASKS[trump]
    m = tm
    while m:
        low = m & -m
        v += TRUMP_VALUE[(low.bit_length() - 1) & 7]
        m ^= low
    for suit in range(4):
        if suit == trump:
            continue
        ace = hand >> card(suit, Rank.ACE) & 1
        if ace:
            v += SIDE_ACE
            if hand >> card(suit, Rank.TEN) & 1:
                v += SIDE_TEN_WITH_ACE
    if hand >> card(trump, Rank.KING) & 1 and hand >> card(trump, Rank.QUEEN) & 1:
        v += BELOTE_VALUE
    return v


def normal_bid_suit(hand: int, bid_round: int, turned: int, gets_turned: bool = True) -> int | None:
    """AI-NORMAL bidding: value the hand with the turned card added for each suit it may name
    (``gets_turned`` False: without it, where the maker does not receive it, ACA-AI-LEVELS);
    take the best suit if its value reaches the round's threshold, else pass (None)."""
    with_turned = hand | 1 << turned if gets_turned else hand
    turned_suit = turned >> 3
    suits = [turned_suit] if bid_round == 1 else [s for s in range(4) if s != turned_suit]
    best, best_v = None, -1.0
    for s in suits:
        v = hand_value(with_turned, s)
        if v > best_v:
            best, best_v = s, v
    return best if best_v >= TAKE_THRESHOLD[bid_round] else None


class NormalPlayer(AIPlayer):
    """AI-NORMAL."""

    level = "normal"

    def bid(self, view: SeatView, kn: Knowledge, rng: random.Random) -> Pass | Take:
        assert kn.turned is not None
        return take_action(view, normal_bid_suit(kn.hand, kn.bid_round, kn.turned))

    def card(self, view: SeatView, kn: Knowledge, rng: random.Random) -> int:
        assert kn.trump is not None and kn.taker is not None
        return heuristic_card(
            self.tables, kn.hand, legal_card_mask(view), kn.trick, kn.seat, kn.trump, kn.played,
            self.rules.side_of(kn.taker),
        )
