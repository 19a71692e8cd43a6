"""belote_ref: the reference implementation of classic team Belote (rules version 1.0.0).

The rules live in ``spec/``; each module here implements the clauses its docstring names.

The names below are imported on first use (PEP 562), so that ``import belote_ref.cli`` stays
cheap. Run as the ``belote-ref`` command, the package first makes an early Ctrl-C quiet (exit
130, no traceback) until :func:`belote_ref.cli.main` takes over; imported as a library, it
leaves signal handling alone.
"""

from __future__ import annotations

import sys as _sys

if _sys.argv and _sys.argv[0].replace("\\", "/").rsplit("/", 1)[-1] in ("belote-ref", "belote-ref.exe"):
    import _signal  # type: ignore[import-not-found]  # built in: nothing between here and the handler

    def _interrupted_early(signum: int, frame: object) -> None:
        import os

        os.write(2, b"belote-ref: interrupted\n")
        os._exit(130)

    _signal.signal(_signal.SIGINT, _interrupted_early)

import importlib  # noqa: E402
from typing import TYPE_CHECKING, Any  # noqa: E402

__version__ = "0.1.0"

_WHERE = {
    "Action": "actions", "Coinche": "actions", "Deal": "actions", "Declare": "actions", "Pass": "actions",
    "Play": "actions", "Take": "actions", "action_from_json": "actions", "action_to_json": "actions",
    "CARDS": "cards", "Card": "cards", "Rank": "cards", "Suit": "cards", "card": "cards", "parse_card": "cards",
    "parse_cards": "cards", "parse_suit": "cards",
    "BeloteError": "errors", "IllegalAction": "errors", "RulesetError": "errors",
    "PHASES": "machine", "Game": "machine",
    "CANONICAL": "ruleset", "RULES_VERSION": "ruleset", "Ruleset": "ruleset", "make_ruleset": "ruleset",
    "HandScore": "scoring", "SeatView": "view",
}

__all__ = [*_WHERE, "__version__"]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'belote_ref' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


if TYPE_CHECKING:  # pragma: no cover - for type checkers only
    from .actions import Action, Coinche, Deal, Declare, Pass, Play, Take, action_from_json, action_to_json
    from .cards import CARDS, Card, Rank, Suit, card, parse_card, parse_cards, parse_suit
    from .errors import BeloteError, IllegalAction, RulesetError
    from .machine import PHASES, Game
    from .ruleset import CANONICAL, RULES_VERSION, Ruleset, make_ruleset
    from .scoring import HandScore
    from .view import SeatView
