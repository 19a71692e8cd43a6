"""Consistency of the fast paths with the reference path, and of copies (OpenSpiel's
``test_consistent`` idea): a special-purpose path may stay beside the reference only while a test
like these pins it to the reference.

- :func:`belote_ref.playout.random_hand` (the core-speed playout) replayed through a
  :class:`~belote_ref.machine.Game`: every action is accepted and the tricks, winners, belote and
  score are the reference's.
- :meth:`Game.copy` and :meth:`Hand.copy`: a copy acts like the original, and acting on it leaves
  the original unchanged.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.actions import Deal, Pass, Play, Take
from belote_ref.cards import CARDS, Suit
from belote_ref.deal import shuffled_order
from belote_ref.machine import Game
from belote_ref.play import is_belote_card
from belote_ref.playout import random_hand
from belote_ref.ruleset import OPTION_CHOICES, make_ruleset

RULESETS = [make_ruleset()] + [make_ruleset({k: v}) for k, vs in OPTION_CHOICES.items() for v in vs[1:]]


def replay_playout(game: Game, order: tuple[int, ...], seed: int) -> None:
    """Deal ``order`` in ``game``, play ``random_hand``'s choices through the game and compare."""
    dealer = game.dealer
    p = random_hand(order, dealer, game.rules, random.Random(seed))
    game.deal(order)
    turned = game.hand.turned
    assert turned is not None
    if p.taker is None:
        for _ in range(8):
            game.apply(Pass(game.to_act))  # type: ignore[arg-type]
        assert game.hands[-2].void
        return
    assert p.trump is not None
    # everyone before the taker passed: in round 1 for the turned suit, else round 1 and 2
    if p.trump != turned >> 3:
        for _ in range(4):
            game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    while game.to_act != p.taker:
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    game.apply(Take(p.taker, Suit(p.trump)))
    h = game.hand
    announced = set()
    for cards in p.tricks:
        for c in cards:
            seat = game.to_act
            assert seat is not None
            belote = (
                game.rules.belote_announced and seat == p.belote_seat and is_belote_card(c, p.trump)
                and seat not in announced
            )
            if belote:
                announced.add(seat)
            game.apply(Play(seat, CARDS[c], belote))
    assert h.tricks == p.tricks
    assert h.winners == p.winners
    assert h.belote_seat == p.belote_seat
    assert h.score == p.score


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 3))
def test_random_hand_is_the_reference(ruleset: object, seed: int, dealer: int) -> None:
    order = shuffled_order(random.Random(seed))
    replay_playout(Game(ruleset, dealer), order, seed)  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 60))
def test_a_copy_acts_like_the_original_and_is_independent(seed: int, cut: int) -> None:
    rng = random.Random(seed)
    game = Game(RULESETS[rng.randrange(len(RULESETS))], rng.randrange(4))
    steps = 0
    while not game.is_over and steps < cut:
        if game.phase == "dealing":
            game.deal(shuffled_order(rng))
        else:
            game.apply(rng.choice(game.legal_actions()))
        steps += 1
    before = game.snapshot()
    other = game.copy()
    assert other.snapshot() == before
    assert other.legal_actions() == game.legal_actions()
    assert other.view(0) == game.view(0)
    # act on the copy only: the original does not move
    fork = random.Random(seed + 1)
    for _ in range(12):
        if other.is_over:
            break
        if other.phase == "dealing":
            other.deal(shuffled_order(fork))
        else:
            other.apply(fork.choice(other.legal_actions()))
    assert game.snapshot() == before
    # and the same actions on both give the same state
    twin = game.copy()
    same = random.Random(seed + 2)
    for _ in range(12):
        if game.is_over:
            break
        action = Deal(shuffled_order(same)) if game.phase == "dealing" else same.choice(game.legal_actions())
        game.apply(action)
        twin.apply(action)
        assert twin.snapshot() == game.snapshot()


def test_hand_copy_is_independent() -> None:
    game = Game()
    game.deal(shuffled_order(random.Random(4)))
    game.apply(Pass(1))
    h = game.hand
    c = h.copy()
    c.bid(Pass(2))
    assert h.bids_in_round == 1 and c.bids_in_round == 2
    assert h.actions != c.actions and h.holdings == c.holdings
