"""The perfect-information solver (AI-SOLVER) against brute force over the reference hand
driver, and the line it plays replayed through the reference.

The brute force knows nothing of the solver: it tries every legal action the reference
:class:`~belote_ref.hand.Hand` offers (announcing belote whenever it may), scores every finished
hand with the reference's :class:`~belote_ref.scoring.HandScore`, and takes the best for the
side to play (the takers' side maximises its score minus the other side's).
"""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.actions import Play
from belote_ref.ai.solver import OutOfTime, Position, Solver, position_of_hand, solve_deal
from belote_ref.deal import shuffled_order
from belote_ref.hand import Hand
from belote_ref.machine import Game
from belote_ref.rules import Rules, classic_rules
from belote_ref.ruleset import OPTION_CHOICES, make_ruleset

RULES = [classic_rules(make_ruleset())] + [
    classic_rules(make_ruleset({k: v})) for k, vs in OPTION_CHOICES.items() for v in vs[1:]
    if k in ("undertrump", "tie", "belote")
]


def game_with_tricks_left(rules: Rules, seed: int, tricks_left: int, extra: int = 0) -> Game | None:
    """A game in trick play with ``tricks_left`` tricks to play (then ``extra`` more cards
    played in the next trick), reached by random legal actions (announcing belote at random)."""
    rng = random.Random(seed)
    game = Game(rules, rng.randrange(4))
    game.deal(shuffled_order(rng))
    while game.phase in ("bid_round_1", "bid_round_2"):
        game.apply(rng.choice(game.legal_actions()))
    if game.phase != "tricks":
        return None
    for _ in range((8 - tricks_left) * rules.seats + extra):
        game.apply(rng.choice(game.legal_actions()))
    return game


def brute_force(hand: Hand, takers: int) -> int:
    """The takers' side's score minus the other side's under best play by both sides, by
    trying every line through the reference hand."""
    rules = hand.rules
    if hand.score is not None or hand.stage == "over":
        score = hand.score if hand.score is not None else hand.score_tricks()
        return score.scores[takers] - score.scores[1 - takers]
    seat = hand.to_act
    assert seat is not None
    plays = [a for a in hand.legal_actions() if type(a) is Play]
    announcing = {a.card for a in plays if a.belote}
    values = []
    for a in plays:
        if a.card in announcing and not a.belote:
            continue  # every AI announces belote when it may
        h = hand.copy()
        if h.play(a) == "finish_tricks":
            h.score_tricks()
        values.append(brute_force(h, takers))
    return max(values) if rules.side_of(seat) == takers else min(values)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.id)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), tricks_left=st.integers(1, 4), extra=st.integers(0, 3))
def test_the_solver_agrees_with_brute_force(rules: Rules, seed: int, tricks_left: int, extra: int) -> None:
    game = game_with_tricks_left(rules, seed, tricks_left, extra)
    if game is None:
        return
    hand = game.hand
    pos = position_of_hand(rules, hand)
    solver = Solver(rules, pos.hands, pos.trump, pos.takers)
    assert solver.value(pos) == brute_force(hand, pos.takers)
    # each legal card's value is the brute force's after that card
    for c, child_value in solver.card_values(pos).items():
        h = hand.copy()
        seat = h.to_act
        legal = [a for a in h.legal_actions() if type(a) is Play and a.card == c]
        action = max(legal, key=lambda a: a.belote)
        assert seat is not None
        if h.play(action) == "finish_tricks":
            h.score_tricks()
        assert child_value == brute_force(h, pos.takers), (c, child_value)


@pytest.mark.parametrize("rules", RULES[:2], ids=lambda r: r.id)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), tricks_left=st.integers(4, 5), extra=st.integers(0, 3))
def test_the_line_it_plays_scores_its_value_in_the_reference(rules: Rules, seed: int, tricks_left: int,
                                                             extra: int) -> None:
    game = game_with_tricks_left(rules, seed, tricks_left, extra)
    if game is None:
        return
    hand = game.hand
    pos = position_of_hand(rules, hand)
    solver = Solver(rules, pos.hands, pos.trump, pos.takers)
    value = solver.value(pos)
    for c in solver.best_line(pos):
        seat = game.to_act
        assert seat is not None
        legal = [a for a in game.legal_actions() if type(a) is Play and a.card == c]
        assert legal, f"the solver's line plays {c}, which is not legal"
        game.apply(max(legal, key=lambda a: a.belote))
    score = hand.score
    assert score is not None
    assert score.scores[pos.takers] - score.scores[1 - pos.takers] == value


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.id)
def test_a_whole_hand_is_solved_and_its_line_scores_its_value(rules: Rules) -> None:
    game = next(g for g in (game_with_tricks_left(rules, s, 8) for s in range(100, 200)) if g is not None)
    hand = game.hand
    pos = position_of_hand(rules, hand)
    solver = Solver(rules, pos.hands, pos.trump, pos.takers)
    value = solver.value(pos)
    assert hand.taker is not None and hand.trump is not None
    assert solve_deal(rules, hand.holdings, hand.trump, hand.taker, hand.leader) == value
    assert solve_deal(rules, hand.holdings, hand.trump, hand.taker, hand.leader, team=1 - pos.takers) == -value
    for c in solver.best_line(pos):
        game.apply(max((a for a in game.legal_actions() if type(a) is Play and a.card == c), key=lambda a: a.belote))
    score = hand.score
    assert score is not None and score.scores[pos.takers] - score.scores[1 - pos.takers] == value


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.id)
def test_the_score_never_decreases_with_the_future_points(rules: Rules) -> None:
    # What the search relies on: for every history, the takers' score difference is a
    # non-decreasing function of the future u (points still to win, capot marks).
    rng = random.Random(3)
    for seed in range(40):
        game = game_with_tricks_left(rules, rng.randrange(10**9), rng.randrange(1, 9), rng.randrange(4))
        if game is None:
            continue
        pos = position_of_hand(rules, game.hand)
        solver = Solver(rules, pos.hands, pos.trump, pos.takers)
        lo, hi = solver.future_range(pos)
        values = [solver.payoff(pos, u) for u in range(lo, hi + 1)]
        assert values == sorted(values), seed


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.id)
def test_the_masters_table_is_the_rules_trick_winner(rules: Rules) -> None:
    # The solver's one table of who takes a led card, read from the rules object: ``x`` is in
    # ``led_beaten_by[c]`` exactly when the rules' trick winner of the trick (c, x) is the
    # second seat to play.
    for trump in range(4):
        solver = Solver(rules, [0xFF, 0xFF00, 0xFF0000, 0xFF000000], trump, 0)
        for c in range(32):
            for x in range(32):
                if x != c:
                    takes = rules.trick_winner(0, (c, x), trump) == rules.next_seat(0)
                    assert bool(solver.led_beaten_by[c] >> x & 1) == takes, (trump, c, x)


def test_a_deadline_in_the_past_stops_the_search() -> None:
    rules = classic_rules(make_ruleset())
    game = next(g for g in (game_with_tricks_left(rules, s, 8) for s in range(100)) if g is not None)
    pos = position_of_hand(rules, game.hand)
    solver = Solver(rules, pos.hands, pos.trump, pos.takers, deadline=time.perf_counter() - 1)
    with pytest.raises(OutOfTime):
        solver.value(pos)


def test_a_hand_of_nothing_but_masters_is_a_capot() -> None:
    # Worked by hand: seat 0 (taker, hearts trump, on lead) holds six trumps J 9 A 10 K Q and
    # the aces of spades and clubs. The two other trumps (7H, 8H) fall on its first trump lead;
    # every card it leads then wins: a capot, 252 to 0, and its belote (KH QH) 20 more.
    from belote_ref import parse_cards
    from belote_ref.cards import mask_of

    rules = classic_rules(make_ruleset())
    hands = [mask_of(parse_cards(h)) for h in (
        "JH 9H AH 10H KH QH AS AC",
        "7H 8S 9S 10S JS QS KS 7C",
        "8C 9C 10C JC QC KC 7S 7D",
        "8H 8D 9D 10D JD QD KD AD",
    )]
    pos = Position(tuple(hands), (), 0, 2, 0, (0, 0), (0, 0), 0)
    solver = Solver(rules, hands, 2, 0)
    assert solver.value(pos) == 252 + 20 - 0
    assert solver.value(pos, team=1) == -(252 + 20)
