"""Steps of the AI scenarios of profile belote-acanomas (features/acanomas/ia.feature,
ACA-AI-LEVELS): an AI level decides for the seat to act from that seat's view alone, and its
decision is applied like any action."""

from __future__ import annotations

import random

from pytest_bdd import parsers, then, when

from belote_ref.profiles.acanomas.ai import ACANOMAS_LEVELS

from .steps_acanomas import Mesa, accepted_so_far, act, action_of

LEVEL_NAMES = {"fácil": "easy", "normal": "normal"}
"""The levels as the scenarios name them."""


@when(parsers.parse("la IA {level} decide por el asiento {seat:d}"))
def ai_decides(mesa: Mesa, level: str, seat: int) -> None:
    """The AI sees only ``game.view(seat)`` (ACA-VIEW-PLAYER); its action is then applied."""
    accepted_so_far(mesa)
    game = mesa.start()
    assert game.to_act == seat, f"seat {game.to_act} is to act, not seat {seat}"
    player = ACANOMAS_LEVELS[LEVEL_NAMES[level]](0, game.rules.ruleset)
    mesa.decided = player(game.view(seat), random.Random(0))
    act(mesa, mesa.decided)


@then(parsers.re(r"la IA elige: (?P<accion>el asiento \d+ .+)$"))
def ai_chose(mesa: Mesa, accion: str) -> None:
    assert mesa.decided == action_of(mesa, accion), f"the AI chose {mesa.decided}"
