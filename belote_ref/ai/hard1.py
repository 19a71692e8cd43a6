"""The frozen baseline ``hard-1``: the hard level of the rules-object release, kept as it was
to measure later levels against (AI-HARD, its baseline). Its decisions are pinned by
``tests/test_ai_hard1.py`` to those that release took.

The hard level of that release: determinized sampling (Perfect-Information Monte Carlo) over the pure rules
core (AI-HARD).

For each decision it draws a fixed number of deals consistent with everything the seat knows
(cards played, voids, forced cards; weighted by what the bidding says), plays each legal card
in each deal to the end of the hand with the normal level's play for all four seats, scores the
hand, and plays the card with the best weighted mean score difference. Bidding uses the same
machinery: whole card orders around its five cards, dealt by the rules' first and completion
deals, each candidate trump played out from the rules' first leader. Its work is fixed
(AI-BUDGET): the release's time budget, checked against the slowest playout so far, became the
safety net of every level, so that its decisions are the same on any machine.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from ..actions import Pass, Take
from ..cards import cards_of
from ..rules import Rules
from ..view import SeatView
from .base import AIPlayer, legal_card_mask, take_action
from .knowledge import Knowledge
from .normal import hand_value, normal_bid_suit
from .policy import heuristic_card
from .rollout import belote_side, holder_side, playout, score_difference
from .sampling import (
    bid_deal_as_taker, bidding_weight, deal_pattern, sample_hands_safely,
)

PLAY_ROLLOUTS = 300
"""Playouts per card decision: ``max(MIN_SAMPLES, PLAY_ROLLOUTS // legal cards)`` deals."""
MIN_SAMPLES = 8
BID_ROLLOUTS = 200
"""Playouts per bid decision, shared among the candidate suits."""
BID_PREFILTER = 6.0
"""Suits whose normal evaluation is below this are not considered for a take."""
TAKE_MARGIN = 0.0
"""Take when the best suit's mean score difference exceeds this."""


class HardOnePlayer(AIPlayer):
    """The hard level of the rules-object release, frozen as the baseline (AI-HARD)."""

    level = "hard-1"
    stream = "hard"
    """Seeded as the release's hard was, so that it takes the same decisions."""
    searches = True
    play_rollouts = PLAY_ROLLOUTS
    bid_rollouts = BID_ROLLOUTS
    take_margin = TAKE_MARGIN

    def _evaluate(
        self,
        n_options: int,
        n_samples: int,
        draw: Callable[[], tuple[Any, float]],
        value: Callable[[Any, int], float],
    ) -> tuple[list[float], float]:
        """Weighted sums of ``value(sample, option)`` over ``n_samples`` samples from ``draw()``
        (a sample and its weight), and the sum of the weights: the decision's work (AI-BUDGET).
        Only the safety net stops it sooner, dropping a sample it could not finish."""
        totals = [0.0] * n_options
        weight_sum = 0.0
        for _ in range(n_samples):
            if self._expired():
                break
            sample, w = draw()
            vals = []
            for i in range(n_options):
                if self._expired():
                    return totals, weight_sum
                vals.append(value(sample, i))
            for i, v in enumerate(vals):
                totals[i] += w * v
            weight_sum += w
        return totals, weight_sum

    def card(self, view: SeatView, kn: Knowledge, rng: random.Random) -> int:
        assert kn.trump is not None and kn.taker is not None
        rules, tables = self.rules, self.tables
        trump, seat = kn.trump, kn.seat
        takers, team = rules.side_of(kn.taker), rules.side_of(seat)
        legal = legal_card_mask(view)
        cards = cards_of(legal)
        fallback = heuristic_card(tables, kn.hand, legal, kn.trick, seat, trump, kn.played, takers)

        def draw() -> tuple[Any, float]:
            hands = sample_hands_safely(kn, rng)
            return (hands, belote_side(rules, hands, kn, trump)), bidding_weight(kn, hands)

        def value(sample: Any, i: int) -> float:
            hands, bt = sample
            c = cards[i]
            h = hands.copy()
            h[seat] &= ~(1 << c)
            pts = list(kn.card_points)
            won = list(kn.tricks_won)
            last = playout(rules, tables, h, list(kn.trick) + [c], kn.leader, trump, kn.played | 1 << c, pts, won,
                           takers)
            return score_difference(rules, team, pts, won, last, bt, takers)

        n_samples = max(MIN_SAMPLES, self.play_rollouts // len(cards))
        totals, weight_sum = self._evaluate(len(cards), n_samples, draw, value)
        if weight_sum == 0.0:
            return fallback
        best_i = max(range(len(cards)), key=lambda i: (totals[i], cards[i] == fallback))
        return cards[best_i]

    def bid(self, view: SeatView, kn: Knowledge, rng: random.Random) -> Pass | Take:
        assert kn.turned is not None
        turned_suit = kn.turned >> 3
        seat, dealer = kn.seat, kn.dealer
        with_turned = kn.hand | 1 << kn.turned
        options = [turned_suit] if kn.bid_round == 1 else [s for s in range(4) if s != turned_suit]
        suits = [s for s in options if hand_value(with_turned, s) >= BID_PREFILTER]
        if not suits:
            return take_action(view, None)
        rules, tables = self.rules, self.tables
        team = rules.side_of(seat)
        pattern = deal_pattern(rules, dealer)
        leader = rules.first_leader(dealer)

        def draw() -> tuple[Any, float]:
            return bid_deal_as_taker(kn, rules, pattern, rng)

        def value(hands0: Any, i: int) -> float:
            t = suits[i]
            bt = holder_side(rules, hands0, t)
            pts, won = [0, 0], [0, 0]
            last = playout(rules, tables, hands0.copy(), [], leader, t, 0, pts, won, team)
            return score_difference(rules, team, pts, won, last, bt, team)

        n_samples = max(MIN_SAMPLES, self.bid_rollouts // len(suits))
        totals, weight_sum = self._evaluate(len(suits), n_samples, draw, value)
        if weight_sum == 0.0:
            return take_action(view, normal_bid_suit(kn.hand, kn.bid_round, kn.turned))
        best_i = max(range(len(suits)), key=lambda i: totals[i])
        if totals[best_i] / weight_sum > self.take_margin:
            return take_action(view, suits[best_i])
        return take_action(view, None)
