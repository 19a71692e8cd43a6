"""Regression tests for malformed-input bugs found in the core while writing the tests (fixed).

House rule: bad input gets a clear typed error, never a traceback; a transcript written by the
engine must read back (ACTIONS-FORM).
"""

from __future__ import annotations

import pytest

from belote_ref.actions import Pass, Play, action_from_json
from belote_ref.cards import CARDS
from belote_ref.errors import MalformedAction
from belote_ref.machine import Game


def game_in_tricks_seat_1_to_play() -> Game:
    game = Game(first_dealer=0)
    game.deal(list(CARDS))
    game.apply(game.legal_actions()[1])  # seat 1 takes the turned suit
    assert game.phase == "tricks" and game.to_act == 1
    return game


def test_play_with_float_seat_is_malformed() -> None:
    game = game_in_tricks_seat_1_to_play()
    card = game.legal_cards()[0]
    before = game.snapshot()
    with pytest.raises(MalformedAction):
        game.apply(Play(1.0, card))  # type: ignore[arg-type]
    assert game.snapshot() == before


def test_play_with_bool_seat_is_malformed() -> None:
    # action_from_json refuses a bool seat; the engine accepts Play(True, ...) as seat 1 and
    # records "seat": true, which then cannot be read back.
    game = game_in_tricks_seat_1_to_play()
    card = game.legal_cards()[0]
    with pytest.raises(MalformedAction):
        game.apply(Play(True, card))


def test_bid_with_bool_seat_is_malformed() -> None:
    game = Game(first_dealer=0)
    game.deal(list(CARDS))
    with pytest.raises(MalformedAction):
        game.apply(Pass(True))


def test_take_with_int_suit_records_a_readable_action() -> None:
    from belote_ref.actions import Take

    game = Game(first_dealer=0)
    game.deal(list(CARDS))
    game.apply(Take(1, 2))  # type: ignore[arg-type]  # hearts, the turned suit
    recorded = game.hand.actions[-1]
    assert action_from_json(recorded.to_json()) == recorded
