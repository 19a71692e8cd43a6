"""Findings of the spec review of the rules core (ACTIONS-FORM, BID-TURN, PLAY-TURN).

Each test pins a place where the core once departed from the spec (since fixed).
"""

from __future__ import annotations

import pytest

from belote_ref.actions import Pass, Play, Take, action_from_json
from belote_ref.cards import CARDS, Suit, parse_card, parse_cards
from belote_ref.errors import IllegalAction
from belote_ref.machine import Game

# Card order 7C 8C ... AS (index order), dealer 0: seat 1 receives 7C 8C 9C first; the 21st card
# (index 20 = suit 2 hearts * 8 + rank 4 jack) is JH, turned (DEAL-FIRST).
ORDER = list(range(32))


def _dealt() -> Game:
    game = Game()
    game.deal(ORDER)
    assert game.hand.turned == parse_card("JH")
    return game


def test_take_with_int_suit_is_recorded_in_its_json_form() -> None:
    game = _dealt()
    game.apply(Take(1, 2))  # type: ignore[arg-type]  # hearts, the turned suit, by seat 1 (after dealer 0)
    recorded = game.hand.actions[1]
    assert recorded.to_json() == {"type": "take", "seat": 1, "suit": "H"}
    assert action_from_json(recorded.to_json()) == Take(1, Suit.HEARTS)


def test_bool_seat_is_refused_as_malformed() -> None:
    game = _dealt()
    before = game.snapshot()
    with pytest.raises(IllegalAction) as err:
        game.apply(Pass(True))
    assert err.value.clause == "ACTIONS-FORM"
    assert game.snapshot() == before


def test_play_by_a_seat_that_does_not_exist_is_malformed() -> None:
    game = _dealt()
    game.apply(Take(1, Suit.HEARTS))
    with pytest.raises(IllegalAction) as err:
        game.apply(Play(7, CARDS[0]))
    assert err.value.clause == "ACTIONS-FORM"


def test_reference_position_is_as_worked_out() -> None:
    """Guard for the xfails above: the order 7C..AS dealt by seat 0 gives seat 1 the first three
    cards and turns JH (DEAL-FIRST), and a take by seat 1 on hearts is legal."""
    game = _dealt()
    assert game.holding(1)[:3] == parse_cards("7C 8C 9C")
    game.apply(Take(1, Suit.HEARTS))
    assert game.phase == "tricks" and game.to_act == 1


def test_ruleset_built_directly_checks_its_values() -> None:
    from belote_ref.errors import RulesetError
    from belote_ref.ruleset import Ruleset

    with pytest.raises(RulesetError):
        Ruleset(belote="auto")
