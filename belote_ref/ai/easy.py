"""The easy level: the smallest legal card, and a one-line bidding rule (AI-EASY)."""

from __future__ import annotations

import random

from ..actions import Pass, Take
from ..cards import SUIT_MASKS, Rank, card
from ..view import SeatView
from .base import AIPlayer, legal_card_mask, take_action
from .knowledge import Knowledge
from .policy import smallest


def easy_bid_suit(hand: int, bid_round: int, turned_suit: int) -> int | None:
    """AI-EASY bidding: round 1, take the turned suit holding its jack, or its nine and one more
    card of it; round 2, name the first suit (clubs, diamonds, hearts, spades) other than the
    turned one holding its jack and one more card of it; otherwise pass (None)."""
    def good(suit: int) -> bool:
        n = (hand & SUIT_MASKS[suit]).bit_count()
        jack = hand >> card(suit, Rank.JACK) & 1
        nine = hand >> card(suit, Rank.NINE) & 1
        return bool(jack and n >= 2) or (bid_round == 1 and bool(jack or (nine and n >= 2)))

    if bid_round == 1:
        return turned_suit if good(turned_suit) else None
    for suit in range(4):
        if suit != turned_suit and good(suit):
            return suit
    return None


class EasyPlayer(AIPlayer):
    """AI-EASY."""

    level = "easy"

    def bid(self, view: SeatView, kn: Knowledge, rng: random.Random) -> Pass | Take:
        assert kn.turned is not None
        return take_action(view, easy_bid_suit(kn.hand, kn.bid_round, kn.turned >> 3))

    def card(self, view: SeatView, kn: Knowledge, rng: random.Random) -> int:
        assert kn.trump is not None
        return smallest(self.tables, legal_card_mask(view), kn.trump)
