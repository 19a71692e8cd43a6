"""AI players: easy, normal, hard and expert (AI-VIEW, AI-EASY, AI-NORMAL, AI-HARD, AI-EXPERT, AI-BUDGET).

Each is a seeded callable ``(view, rng) -> action`` with the interface of
:data:`belote_ref.players.Player`; it decides from the seat's view alone. Build one with
:func:`make_player`, a whole table with :func:`parse_lineup`.
"""

from __future__ import annotations

from typing import Sequence

from ..players import Player, random_player
from ..rules import CLASSIC, Rules
from ..ruleset import Ruleset
from .base import AIPlayer
from .easy import EasyPlayer
from .expert import ExpertPlayer
from .hard import HardPlayer
from .hard1 import HardOnePlayer
from .normal import NormalPlayer

LEVELS: dict[str, type[AIPlayer]] = {
    "easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer, "expert": ExpertPlayer, "hard-1": HardOnePlayer,
}
LINEUP_NAMES = ("random", "easy", "normal", "hard", "expert")
"""The names a seat may be given at a table (its AI seats, the takeover level), in a match or a
simulation: the one list of the levels (``belote_ref.table.engine.AI_LEVELS`` is it)."""
BASELINE_NAMES = ("hard-1",)
"""Frozen earlier levels, kept to measure the current ones against (``belote-ref tournament``):
``hard-1`` is the hard level of the rules-object release (AI-HARD, its baseline)."""
TOURNAMENT_NAMES = LINEUP_NAMES + BASELINE_NAMES
"""The names ``belote-ref tournament`` accepts."""
DEFAULT_BUDGET_MS = 60_000.0
"""Default wall-time safety net of one decision (AI-BUDGET): a decision's work is a fixed count
of deals and playouts; the net only cuts one still running after a minute, on a pathological
machine (the slowest expert decision takes about 310 ms of processor time), and reports it."""


class LineupError(ValueError):
    """A player list that cannot be read: names the bad entry."""


def make_player(
    level: str, seed: int = 0, budget_ms: float = DEFAULT_BUDGET_MS, rules: Rules | Ruleset = CLASSIC
) -> Player:
    """The player of this level (``random``, ``easy``, ``normal``, ``hard``, ``expert``, or a
    baseline such as ``hard-1``) with this seed and wall-time safety net per decision,
    ``budget_ms`` (AI-BUDGET: the decision is the level's fixed work, unless the net cuts it),
    for the table's ``rules`` (a ruleset stands for its classic rules)."""
    if level == "random":
        return random_player
    if level not in LEVELS:
        raise LineupError(f"unknown AI level {level!r}: choose one of {', '.join(TOURNAMENT_NAMES)}")
    if not budget_ms > 0:
        raise LineupError(f"the safety net must be a positive number of milliseconds, not {budget_ms!r}")
    return LEVELS[level](seed=seed, budget_ms=budget_ms, rules=rules)


def parse_lineup(text: str) -> list[str]:
    """Read ``"hard,easy,hard,easy"`` (seats 0 to 3) or ``"hard,easy"`` (team 0 then team 1,
    each level for both its seats); one name alone seats it everywhere."""
    names = [t.strip().lower() for t in text.split(",")]
    for i, n in enumerate(names):
        if n not in LINEUP_NAMES:
            raise LineupError(
                f"player {i + 1} of {text!r} is {n!r}: choose one of {', '.join(LINEUP_NAMES)}"
            )
    if len(names) == 1:
        return names * 4
    if len(names) == 2:
        return [names[0], names[1], names[0], names[1]]
    if len(names) == 4:
        return names
    raise LineupError(f"{text!r} names {len(names)} players: give 1, 2 (one per team) or 4 (one per seat)")


def make_lineup(
    names: Sequence[str], seed: int = 0, budget_ms: float = DEFAULT_BUDGET_MS, rules: Rules | Ruleset = CLASSIC
) -> list[Player]:
    """One player per seat; seat ``s`` gets seed ``seed * 4 + s`` so the seats differ."""
    return [make_player(n, seed * 4 + s, budget_ms, rules) for s, n in enumerate(names)]


__all__ = [
    "AIPlayer", "EasyPlayer", "NormalPlayer", "HardPlayer", "ExpertPlayer", "HardOnePlayer", "LEVELS", "LINEUP_NAMES",
    "BASELINE_NAMES", "TOURNAMENT_NAMES", "DEFAULT_BUDGET_MS", "LineupError", "make_player", "parse_lineup", "make_lineup",
]
