"""The actions of profile belote-acanomas and their JSON forms (ACA-ACTIONS-FORM).

The deal, the bids, the card plays and the disabled calls are the team game's actions
(:mod:`belote_ref.actions`); this profile adds::

    {"type": "exchange", "seat": 0}
    {"type": "announce", "seat": 0, "combinations": [{"kind": "brelan", "rank": "10"},
                                                     {"kind": "escalera", "length": 4, "top": "K", "suit": "D"}]}
    {"type": "claim", "seat": 0}

A seat is a number of the match's starting number of players.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ... import actions as team
from ...actions import Action, action_text
from ...cards import CardSyntaxError, Rank, parse_suit
from ...errors import MalformedAction
from ...seats import seats_text
from .combinations import BRELAN, ESCALERA, Combination, canonical, combination_fault, combination_text

__all__ = ["Announce", "Claim", "Exchange", "action_from_json", "action_to_json", "action_words"]


@dataclass(frozen=True, slots=True)
class Exchange:
    """The holder of the trump 7 gives it for the turned card (ACA-DEAL-EXCHANGE)."""

    type: ClassVar[str] = "exchange"

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "exchange", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Announce:
    """A seat's answer to the announcement step of trick 1: the brelanes and escaleras it
    announces, in canonical order, or nothing (ACA-COMB-ANNOUNCE)."""

    type: ClassVar[str] = "announce"

    seat: int
    combinations: tuple[Combination, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"type": "announce", "seat": self.seat, "combinations": [c.to_json() for c in self.combinations]}


@dataclass(frozen=True, slots=True)
class Claim:
    """«He terminado», instead of a card (ACA-CLAIM-WHEN): the engine counts."""

    type: ClassVar[str] = "claim"

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "claim", "seat": self.seat}


OWN_TYPES = ("exchange", "announce", "claim")
TEAM_TYPES = ("deal", "pass", "take", "play", "coinche", "declare")

_RANKS = {"7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "10": Rank.TEN, "T": Rank.TEN,
          "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING, "A": Rank.ACE}


def _seat(obj: dict[str, Any], players: int) -> int:
    seat = obj.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise MalformedAction(f"'seat' must be {seats_text(players)}, not {seat!r}", action=obj)
    return seat


def _rank(raw: Any, name: str, obj: dict[str, Any]) -> Rank:
    if not isinstance(raw, str) or raw.strip().upper() not in _RANKS:
        raise MalformedAction(f"'{name}' must be a rank (7 8 9 10 J Q K A), not {raw!r}", action=obj)
    return _RANKS[raw.strip().upper()]


def combination_from_json(raw: Any, obj: dict[str, Any]) -> Combination:
    """Read one combination of an announcement (ACA-ACTIONS-FORM)."""
    if not isinstance(raw, dict):
        raise MalformedAction(f"a combination must be a JSON object, not {raw!r}", action=obj)
    kind = raw.get("kind")
    if kind == BRELAN:
        c = Combination(BRELAN, _rank(raw.get("rank"), "rank", obj))
    elif kind == ESCALERA:
        length = raw.get("length")
        if isinstance(length, bool) or length not in (3, 4, 5):  # before the top, which needs it
            raise MalformedAction(f"an escalera's 'length' must be 3, 4 or 5, not {length!r}", action=obj)
        try:
            suit = parse_suit(raw.get("suit"))  # type: ignore[arg-type]
        except CardSyntaxError as exc:
            raise MalformedAction(f"an escalera's 'suit': {exc}", action=obj) from None
        c = Combination(ESCALERA, _rank(raw.get("top"), "top", obj), length, suit)
    else:
        c = Combination(str(kind), Rank.SEVEN)
    fault = combination_fault(c)
    if fault is not None:
        raise MalformedAction(fault, action=obj)
    return c


def action_from_json(obj: Any, players: int = 4) -> Action | Exchange | Announce | Claim:
    """Read an action of this profile from its JSON form, for a match of ``players`` (its
    starting number of players); raise :class:`MalformedAction` naming what is wrong
    (ACA-ACTIONS-FORM)."""
    try:
        return _read(obj, players)
    except MalformedAction as exc:
        exc.clause = "ACA-ACTIONS-FORM"
        raise


def _read(obj: Any, players: int) -> Action | Exchange | Announce | Claim:
    if not isinstance(obj, dict):
        raise MalformedAction(f"an action must be a JSON object, not {obj!r}", action=obj)
    kind = obj.get("type")
    if kind in TEAM_TYPES:
        if kind != "deal":
            _seat(obj, players)
        return team.action_from_json(obj)
    if kind == "exchange":
        return Exchange(_seat(obj, players))
    if kind == "claim":
        return Claim(_seat(obj, players))
    if kind == "announce":
        seat = _seat(obj, players)
        raw = obj.get("combinations")
        if not isinstance(raw, list):
            raise MalformedAction(f"'combinations' must be a list (empty for nothing), not {raw!r}", action=obj)
        said = [combination_from_json(c, obj) for c in raw]
        if len(set(said)) != len(said):
            raise MalformedAction("an announcement names the same combination twice", action=obj)
        return Announce(seat, canonical(said))
    known = ", ".join(TEAM_TYPES + OWN_TYPES)
    raise MalformedAction(f"unknown action type {kind!r} (expected {known})", action=obj)


def action_to_json(action: Action | Exchange | Announce | Claim) -> dict[str, Any]:
    """The JSON form of an action."""
    return action.to_json()


def action_words(action: Action | Exchange | Announce | Claim | dict[str, Any], pretty: bool = False) -> str:
    """An action as people read it: the team game's words (:func:`belote_ref.actions.action_text`)
    for its actions, and ``seat 0 exchanges the trump 7``, ``seat 2 announces brelán de dieces``,
    ``seat 1 says «he terminado»``."""
    kind = type(action)
    if kind is Exchange:
        return f"seat {action.seat} exchanges the trump 7"  # type: ignore[union-attr]
    if kind is Announce:
        said = action.combinations  # type: ignore[union-attr]
        words = " and ".join(combination_text(c) for c in said) if said else "nothing"
        return f"seat {action.seat} announces {words}"  # type: ignore[union-attr]
    if kind is Claim:
        return f"seat {action.seat} says «he terminado»"  # type: ignore[union-attr]
    return action_text(action, pretty)  # type: ignore[arg-type]
