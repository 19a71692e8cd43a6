"""The shared phase machine (MATCH-PHASES, spec/machine.md): one ``transitions`` machine per phase
table, games kept out of its models, and every phase change done by the library's transition of
the table."""

from __future__ import annotations

import gc
import random
import weakref

import pytest
from transitions import EventData, Machine

from belote_ref.actions import Pass
from belote_ref.deal import shuffled_order
from belote_ref.errors import IllegalAction
from belote_ref.machine import Game, PhaseChange
from belote_ref.profiles.acanomas.rules import ACANOMAS
from belote_ref.rules import CLASSIC


def test_games_of_a_profile_share_one_library_machine_and_none_is_its_model() -> None:
    a, b = Game(CLASSIC, 0), Game(CLASSIC, 1)
    assert a.machine is b.machine
    assert isinstance(a.machine.machine, Machine)
    assert a.machine.machine.models == []
    assert Game(ACANOMAS, 0).machine is not a.machine  # another table, another machine


def test_a_game_no_longer_used_is_freed() -> None:
    game = Game(CLASSIC, 0)
    game.deal(shuffled_order(random.Random(3)))
    ref = weakref.ref(game)
    del game
    gc.collect()
    assert ref() is None


def test_phase_changes_are_the_library_transitions_of_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[str, str | None]] = []
    original = PhaseChange._change_state

    def spy(self: PhaseChange, event_data: EventData) -> None:
        seen.append((self.source, self.dest))
        original(self, event_data)

    monkeypatch.setattr(PhaseChange, "_change_state", spy)
    game = Game(CLASSIC, 0)
    game.deal(shuffled_order(random.Random(5)))
    for _ in range(8):  # every seat passes twice: a void hand
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat))
    # worked out from the table: deal -> round 1, four passes -> round 2, four passes -> dealing
    assert seen == [("dealing", "bid_round_1"), ("bid_round_1", "bid_round_2"), ("bid_round_2", "dealing")]
    assert game.phase == "dealing" and len(game.hands) == 2 and game.dealer == 1


def test_an_event_the_table_lacks_is_refused_and_changes_nothing() -> None:
    game = Game(CLASSIC, 0)
    game.deal(shuffled_order(random.Random(7)))
    before = game.snapshot()
    with pytest.raises(IllegalAction, match="no 'end_match' from bid_round_1"):
        game.machine.fire(game, "end_match")
    assert game.snapshot() == before


def test_a_copy_keeps_its_phase_and_moves_alone() -> None:
    game = Game(CLASSIC, 0)
    game.deal(shuffled_order(random.Random(9)))
    other = game.copy()
    for _ in range(4):
        seat = other.to_act
        assert seat is not None
        other.apply(Pass(seat))
    assert (game.phase, other.phase) == ("bid_round_1", "bid_round_2")
