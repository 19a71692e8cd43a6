"""The hard level: determinized sampling (Perfect-Information Monte Carlo) over the rules object
(AI-HARD).

For each decision it draws deals consistent with everything the seat knows (cards played, voids,
forced cards), keeps one of every :data:`CANDIDATES` in proportion to how likely it makes the
bidding heard (:func:`weighted_deal`, the factors learned from the levels' own bidding; a
defender instead weighs each deal drawn by hand-set factors, :meth:`HardPlayer.weighs_by_hand`) and
values each legal card in each deal by playing the hand to its end with the normal level's play
for all four seats, two of its choices changed (:data:`~belote_ref.ai.policy.PLAYOUT_STYLE`;
:func:`belote_ref.ai.rollout.playout`), or, once the seat holds at most
:attr:`exact_tricks` cards (none by default, see :data:`EXACT_TRICKS`), by the score of best
play by both sides on that deal (:class:`belote_ref.ai.solver.Solver`). It plays the card with
the best weighted mean. A defender leading the hand's first trick leads instead the ace of its
shortest plain suit when it holds one (:data:`DEFENDERS_LEAD_MASTERS`); the taker so too, else
its master trump (:data:`TAKER_LEADS_MASTERS`).

Bidding values each trump it may name the same way, over whole card orders around its five
cards, and takes when the best mean is above zero (:data:`TAKE_MARGIN`, :data:`TAKE_CAUTION`).
Every decision does a fixed work (AI-BUDGET): :attr:`HardPlayer.play_rollouts` playouts for a
card, :attr:`HardPlayer.bid_rollouts` for a bid, so it is the same on any machine for a seed.
The wall clock is read only by the safety net (:class:`~belote_ref.ai.base.AIPlayer`), before
every deal and every playout and inside the solver's search; a decision it cuts is reported.
"""

from __future__ import annotations

import random
from typing import Any, Callable, NamedTuple

from ..actions import Pass, Take
from ..cards import FULL_DECK_MASK, SUIT_MASKS, cards_of
from ..view import SeatView
from .base import MARGIN_MS, AIPlayer, legal_card_mask, take_action  # noqa: F401 - MARGIN_MS read here by tests
from .knowledge import Knowledge
from .normal import hand_value, normal_bid_suit
from .policy import PLAYOUT_STYLE, CardTables, heuristic_card, masters
from .rollout import belote_side, contract_made, holder_side, playout, score_difference
from .sampling import (
    bid_deal_as_taker, bidding_likelihood, bidding_weight, deal_pattern, sample_hands_safely,
)
from .estimates import mean_and_error
from .solver import OutOfTime, Position, Solver

PLAY_ROLLOUTS = 300
"""Playouts per card decision: ``max(MIN_SAMPLES, PLAY_ROLLOUTS // legal cards)`` deals."""
MIN_SAMPLES = 8
CANDIDATES = 8
"""Deals drawn for each deal played out: one of them is kept, chosen in proportion to how likely
each makes the bidding heard (:func:`weighted_deal`)."""
EXACT_TRICKS = 0
"""Cards in the seat's hand at or below which each deal is solved exactly (AI-SOLVER) instead of
played out: 0, none. Measured against perfect play on the real deal (positions of tricks 5 to 8,
200 decisions, a generous budget), exact values over sampled deals lost more than the normal-play
playouts: 2.70 points per decision over 20 deals and 1.79 over 80 deals, against 1.51 for the
playouts (300 per decision), and the last two tricks solved exactly over 100 deals 1.60: each
sampled deal solved exactly assumes that every seat sees every card (strategy fusion)."""
EXACT_DEALS = 20
"""Deals solved exactly per card decision."""
BID_ROLLOUTS = 300
"""Playouts per bid decision, shared among the candidate suits."""
BID_PREFILTER = 6.0
"""Suits whose normal evaluation is below this are not considered for a take."""
TAKE_MARGIN = 0.0
"""Take when the best suit's mean score difference, less :data:`TAKE_CAUTION` standard errors,
exceeds this. A margin of 20, the first under which fewer than 10% of the level's takes fail
with perfect play (8.8% against 13.3% over 1,000 deals, ``benchmarks/regret.py --takes-only``),
lost -1.63 a deal [-3.25, -0.01] against the level over 2,000 duplicate deals with common seeds
(three in four of the takes it refuses are made even with perfect play), and against hard-1 over
the 2,000 deals of seed 6 scored -1.10 [-3.14, +0.94] where the level scored +2.18 [+0.23, +4.14];
a margin of 30, -2.68 [-4.80, -0.56]. Counting the takes that
follow its refusals (``--after-refusal``), a margin of 20 leaves 10.1% not made, and 30 (8.8%)
costs the refusing side 45.8 points of perfect-play score a refusal against the bidding that
follows. A margin of 10 only when the opponents lead the first trick (refusing the takes that
perfect play values below zero) lost -0.83 a deal [-1.65, -0.02] over 2,000 (seed 11)."""
TAKE_CAUTION = 0.0
"""Standard errors of the best suit's mean taken off before comparing it with
:data:`TAKE_MARGIN`: none. One standard error (fewer takes that fail even with perfect play:
11.2% against 13.6%) lost points: -1.90 a deal [-3.99, +0.20] against hard-1 over 600 duplicate
deals played with common seeds, and a margin of -10 (more takes) -0.78 [-2.33, +0.78] over 1,000:
a take that perfect play would sink is often made against real play."""
DEFENDERS_WEIGH_BY_HAND = True
"""A defender's deals are drawn one at a time and weighed by the hand-set factors of the bidding
(:func:`~belote_ref.ai.sampling.bidding_weight`, as ``hard-1`` draws for every seat) instead of
resampled by the learned ones (:func:`weighted_deal`). Measured (spec AI-HARD): defending so won
+1.42 a deal [-0.50, +3.34] over 1,200 duplicate deals with common seeds against the level
resampling for every seat (the partner of the taker so too: -1.08 over 600), though against
perfect play its defenders lose more per decision, and against ``hard-1`` it changed nothing
measurable."""
DEFENDERS_LEAD_MASTERS = True
"""A defender leading the hand's first trick leads a master plain card when it holds one (an ace
under the classic orders; of its shortest such suit, :func:`defenders_opening_lead`) instead of
valuing its cards by playouts (which led an ace in 79 of 208 such leads holding one). Measured
against perfect play on the real deal, defenders' opening leads of the level's own games: 27.9
points lost a lead by the playouts, 19.2 by the rule (-8.7 [-13.0, -4.4], 348 leads of seeds 7
and 8); -7.09 [-13.06, -1.13] on the same decisions (``benchmarks/regret.py --against``, seed 1).
Against real play (the level with it against the level without, 2,000 duplicate deals with
common seeds, seed 1): -0.38 [-1.18, +0.42], no measurable change."""
TAKER_LEADS_MASTERS = True
"""The taker leading the hand's first trick leads a master plain card when it holds one (as
:data:`DEFENDERS_LEAD_MASTERS`), else its master trump when it holds one (the jack under the
classic orders), instead of valuing its cards by playouts (which led a trump in 68 of 140 such
leads, a plain ace in 24; :func:`taker_opening_lead`). Measured against perfect play on the
real deal, the taker's opening leads of the level's own games (``benchmarks/opening_leads.py``,
seeds 7, 8 and 9, 396 leads): 8.1 points lost a lead less [-13.2, -2.9]. Against real play (the
level with it against the level without, 2,000 duplicate deals with common seeds, seed 1):
-0.07 [-0.88, +0.74], no measurable change."""
TAKE_MOST_FAILING = 1.0
"""The largest share of the deals played out not made (:attr:`TakeEstimate.failing`) with which
the level takes: 1, any. No take of the level has more than 35% of its deals not made; a limit
of 20%, under which 8.6% of its takes fail with perfect play (``benchmarks/regret.py
--takes-only``, seed 5), refuses 324 takes in 1,000 deals worth +36.1 with perfect play: no
cheaper a way to the 10% than :data:`TAKE_MARGIN`."""
class TakeEstimate(NamedTuple):
    """What a bid decision of the hard level measured of its best take (AI-HARD): the suit, the
    weighted mean score difference of the deals played out with it, that mean's standard error."""

    suit: int
    mean: float
    error: float
    failing: float = 0.0
    """The weighted share of those deals whose playout did not make the contract
    (:func:`~belote_ref.ai.rollout.contract_made`)."""

    def clears(self, caution: float, margin: float, most_failing: float = 1.0) -> bool:
        """Whether the take is made under a caution of ``caution`` standard errors, a margin
        ``margin`` and a most failing share ``most_failing``: the mean, less the caution, above
        the margin, and the failing share at most ``most_failing`` (:data:`TAKE_CAUTION`,
        :data:`TAKE_MARGIN`, :data:`TAKE_MOST_FAILING`)."""
        return self.mean - caution * self.error > margin and self.failing <= most_failing


class HardPlayer(AIPlayer):
    """AI-HARD."""

    level = "hard"
    searches = True
    play_rollouts = PLAY_ROLLOUTS
    bid_rollouts = BID_ROLLOUTS
    take_margin = TAKE_MARGIN
    take_caution = TAKE_CAUTION
    take_most_failing = TAKE_MOST_FAILING
    exact_tricks = EXACT_TRICKS
    exact_deals = EXACT_DEALS
    candidates = CANDIDATES
    defenders_weigh_by_hand = DEFENDERS_WEIGH_BY_HAND
    defenders_lead_masters = DEFENDERS_LEAD_MASTERS
    taker_leads_masters = TAKER_LEADS_MASTERS
    playout_style = PLAYOUT_STYLE
    """The play of every seat in the playouts (:data:`~belote_ref.ai.policy.PLAYOUT_STYLE`)."""
    last_take_estimate: TakeEstimate | None = None
    """The best take the last bid decision valued (None if it valued none): read by
    ``benchmarks/regret.py`` to show what a more cautious take would refuse."""

    def _sample(
        self, n_samples: int, draw: Callable[[], tuple[Any, float]], values: Callable[[Any], list[float]],
    ) -> list[tuple[float, list[float]]]:
        """``(weight, values(sample))`` of ``n_samples`` samples from ``draw()`` (a sample and its
        weight): the decision's work (AI-BUDGET). Only the safety net stops it sooner (``values``
        raises :class:`~belote_ref.ai.solver.OutOfTime`), dropping the sample it could not finish
        and marking the decision cut."""
        out: list[tuple[float, list[float]]] = []
        for _ in range(n_samples):
            if self._expired():
                break
            sample, w = draw()
            try:
                out.append((w, values(sample)))
            except OutOfTime:
                self.cut = True
                break
        return out

    def _each(self, n_options: int, value: Callable[[int], float]) -> list[float]:
        """``value(i)`` of each option, the safety net checked before each."""
        out = []
        for i in range(n_options):
            if self._expired():
                raise OutOfTime
            out.append(value(i))
        return out

    def defends(self, kn: Knowledge) -> bool:
        """Whether this seat is a defender (not on the taker's side)."""
        return kn.taker is not None and self.rules.side_of(kn.seat) != self.rules.side_of(kn.taker)

    def weighs_by_hand(self, kn: Knowledge) -> bool:
        """Whether this seat weighs the deals it draws for a card by the hand-set factors of the
        bidding (:func:`~belote_ref.ai.sampling.bidding_weight`: a defender, under
        :data:`DEFENDERS_WEIGH_BY_HAND`) rather than by the learned ones (:func:`weighted_deal`)."""
        return self.defenders_weigh_by_hand and self.defends(kn)

    def opening_lead(self, kn: Knowledge) -> int | None:
        """The card this seat leads to the hand's first trick by rule, not by playouts: a
        defender's (:data:`DEFENDERS_LEAD_MASTERS`, :func:`defenders_opening_lead`), the
        taker's (:data:`TAKER_LEADS_MASTERS`, :func:`taker_opening_lead`); None otherwise."""
        assert kn.trump is not None
        if self.defenders_lead_masters and self.defends(kn):
            return defenders_opening_lead(self.tables, kn.hand, kn.trump)
        if self.taker_leads_masters and kn.seat == kn.taker:
            return taker_opening_lead(self.tables, kn.hand, kn.trump)
        return None

    def card(self, view: SeatView, kn: Knowledge, rng: random.Random) -> int:
        assert kn.trump is not None and kn.taker is not None
        rules, tables = self.rules, self.tables
        trump, seat = kn.trump, kn.seat
        takers, team = rules.side_of(kn.taker), rules.side_of(seat)
        legal = legal_card_mask(view)
        cards = cards_of(legal)
        if not kn.played:
            lead = self.opening_lead(kn)
            if lead is not None:
                return lead
        fallback = heuristic_card(tables, kn.hand, legal, kn.trick, seat, trump, kn.played, takers)

        by_hand = self.weighs_by_hand(kn)

        def draw() -> tuple[Any, float]:
            if by_hand:
                hands = sample_hands_safely(kn, rng)
                w = bidding_weight(kn, hands)
            else:
                hands, w = weighted_deal(kn, rng, self.candidates)
            return (hands, belote_side(rules, hands, kn, trump)), w

        if kn.hand.bit_count() <= self.exact_tricks:
            def exact(sample: Any) -> list[float]:
                hands, bt = sample
                pos = Position(tuple(hands), kn.trick, kn.leader, trump, takers, kn.card_points, kn.tricks_won, bt)
                solver = Solver(rules, hands, trump, takers, tables, self.deadline, self.clock)
                return [solver.value(solver.after(pos, seat, c), team) for c in cards]

            samples = self._sample(self.exact_deals, draw, exact)
        else:
            def rollouts(sample: Any) -> list[float]:
                hands, bt = sample

                def value(i: int) -> float:
                    c = cards[i]
                    h = hands.copy()
                    h[seat] &= ~(1 << c)
                    pts = list(kn.card_points)
                    won = list(kn.tricks_won)
                    last = playout(rules, tables, h, list(kn.trick) + [c], kn.leader, trump, kn.played | 1 << c,
                                   pts, won, takers, self.playout_style)
                    return score_difference(rules, team, pts, won, last, bt, takers)

                return self._each(len(cards), value)

            samples = self._sample(max(MIN_SAMPLES, self.play_rollouts // len(cards)), draw, rollouts)
        if not samples:
            return fallback
        totals = weighted_totals(samples, len(cards))
        best_i = max(range(len(cards)), key=lambda i: (totals[i], cards[i] == fallback))
        return cards[best_i]

    def bid(self, view: SeatView, kn: Knowledge, rng: random.Random) -> Pass | Take:
        assert kn.turned is not None
        turned_suit = kn.turned >> 3
        seat, dealer = kn.seat, kn.dealer
        with_turned = kn.hand | 1 << kn.turned
        options = [turned_suit] if kn.bid_round == 1 else [s for s in range(4) if s != turned_suit]
        suits = [s for s in options if hand_value(with_turned, s) >= BID_PREFILTER]
        self.last_take_estimate = None
        if not suits:
            return take_action(view, None)
        rules, tables = self.rules, self.tables
        team = rules.side_of(seat)
        pattern = deal_pattern(rules, dealer)
        leader = rules.first_leader(dealer)

        def draw() -> tuple[Any, float]:
            return bid_deal_as_taker(kn, rules, pattern, rng)

        def rollouts(hands0: Any) -> list[float]:
            def value(i: int) -> float:
                t = suits[i]
                bt = holder_side(rules, hands0, t)
                pts, won = [0, 0], [0, 0]
                last = playout(rules, tables, hands0.copy(), [], leader, t, 0, pts, won, team, self.playout_style)
                return score_difference(rules, team, pts, won, last, bt, team)

            return self._each(len(suits), value)

        samples = self._sample(max(MIN_SAMPLES, self.bid_rollouts // len(suits)), draw, rollouts)
        if not samples:
            return take_action(view, normal_bid_suit(kn.hand, kn.bid_round, kn.turned))
        totals = weighted_totals(samples, len(suits))
        best_i = max(range(len(suits)), key=lambda i: totals[i])
        best = [(w, v[best_i]) for w, v in samples]
        weight = sum(w for w, _ in best)
        failing = sum(w for w, v in best if not contract_made(v)) / weight if weight > 0 else 0.0
        estimate = TakeEstimate(suits[best_i], *mean_and_error(best), failing)
        self.last_take_estimate = estimate
        if estimate.clears(self.take_caution, self.take_margin, self.take_most_failing):
            return take_action(view, estimate.suit)
        return take_action(view, None)


def defenders_opening_lead(tables: CardTables, hand: int, trump: int) -> int | None:
    """A defender's lead to the hand's first trick (:data:`DEFENDERS_LEAD_MASTERS`): the master
    plain card of ``hand`` (one no unseen card of its suit beats) in its shortest suit, the lowest
    suit first on a tie; None when it holds no master plain card."""
    top = masters(tables, hand & ~SUIT_MASKS[trump], FULL_DECK_MASK & ~hand, trump)
    if not top:
        return None
    return min(cards_of(top), key=lambda c: ((hand & SUIT_MASKS[c >> 3]).bit_count(), c))


def taker_opening_lead(tables: CardTables, hand: int, trump: int) -> int | None:
    """The taker's lead to the hand's first trick (:data:`TAKER_LEADS_MASTERS`): a master plain
    card as a defender leads it (:func:`defenders_opening_lead`), else its highest trump if no
    unseen trump beats it; None when it holds neither."""
    plain = defenders_opening_lead(tables, hand, trump)
    if plain is not None:
        return plain
    top = masters(tables, hand & SUIT_MASKS[trump], FULL_DECK_MASK & ~hand, trump)
    return next((c for c in cards_of(top) if not tables.higher[trump][c] & hand), None)


def weighted_deal(kn: Knowledge, rng: random.Random, candidates: int) -> tuple[list[int], float]:
    """A deal for ``kn`` and its weight, by sampling-importance-resampling (AI-HARD): ``candidates``
    deals drawn consistent with the seat's knowledge (:func:`~belote_ref.ai.sampling.sample_hands_safely`),
    one kept with chance proportional to its :func:`~belote_ref.ai.sampling.bidding_likelihood`,
    weighted by the mean likelihood of the candidates. The deals kept are then closer to what
    the bidding says than the uniform draws, with the same expectation."""
    deals = [sample_hands_safely(kn, rng) for _ in range(candidates)]
    weights = [bidding_likelihood(kn, h) for h in deals]
    total = sum(weights)
    if candidates == 1 or total <= 0.0:
        return deals[0], total / candidates
    pick = rng.random() * total
    for hands, w in zip(deals, weights):
        pick -= w
        if pick < 0.0:
            return hands, total / candidates
    return deals[-1], total / candidates


def weighted_totals(samples: list[tuple[float, list[float]]], n_options: int) -> list[float]:
    """For each option, the weighted sum of its values over ``(weight, values)`` samples."""
    return [sum(w * v[i] for w, v in samples) for i in range(n_options)]
