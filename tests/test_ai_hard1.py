"""``hard-1``, the hard level of the rules-object release frozen as the baseline (AI-HARD, its baseline):
it takes the decisions that release's hard took, recorded from it (tests/data/hard1_decisions.json,
90 positions, a budget large enough never to cut a decision short)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from belote_ref.actions import action_from_json
from belote_ref.ai import LINEUP_NAMES, TOURNAMENT_NAMES, make_player
from tests.hard1_positions import golden_position

GOLDEN = json.loads((Path(__file__).parent / "data" / "hard1_decisions.json").read_text())["decisions"]


@pytest.mark.parametrize("seed, expected", GOLDEN, ids=lambda x: str(x) if isinstance(x, int) else "")
def test_hard1_takes_the_release_decisions(seed: int, expected: dict[str, object]) -> None:
    game = golden_position(seed)
    seat = game.to_act
    assert seat is not None
    action = make_player("hard-1", seed, budget_ms=60_000)(game.view(seat), random.Random(0))
    assert action == action_from_json(expected)


def test_hard1_plays_in_tournaments_not_at_tables() -> None:
    assert "hard-1" in TOURNAMENT_NAMES and "hard-1" not in LINEUP_NAMES
