"""Actions: the chance deal, bids, card plays, and the disabled ones that are always refused
(ACTIONS-FORM). Each converts to and from a small JSON object.

JSON forms::

    {"type": "deal", "order": ["7C", ...32 cards]}
    {"type": "pass", "seat": 1}
    {"type": "take", "seat": 1, "suit": "H"}      # "suit" may also be "all-trump" / "no-trump"
    {"type": "play", "seat": 2, "card": "KH", "announce": "belote"}   # announce is optional
    {"type": "coinche", "seat": 3}
    {"type": "declare", "seat": 0, "declaration": "tierce"}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Union

from .cards import CARDS, Card, CardSyntaxError, Suit, parse_card, parse_suit
from .errors import MalformedAction

SPECIAL_CONTRACTS = ("all-trump", "no-trump")


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the 32 cards in the order they are dealt, top card first (DEAL-ORDER)."""

    type: ClassVar[str] = "deal"
    """The action's JSON type; the phase table (MATCH-PHASES) says which types each phase accepts."""

    order: tuple[Card, ...]
    seat = None

    def to_json(self) -> dict[str, Any]:
        return {"type": "deal", "order": [str(c) for c in self.order]}


@dataclass(frozen=True, slots=True)
class Pass:
    """A bid: pass (BID-ROUND1, BID-ROUND2)."""

    type: ClassVar[str] = "pass"

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "pass", "seat": self.seat}

    def __str__(self) -> str:
        return action_text(self)


@dataclass(frozen=True, slots=True)
class Take:
    """A bid: take with this suit as trump (BID-ROUND1: the turned suit; BID-ROUND2: another).

    ``suit`` may be ``"all-trump"`` or ``"no-trump"``: always refused (RULESET-DISABLED).
    """

    type: ClassVar[str] = "take"

    seat: int
    suit: Union[Suit, str]

    def to_json(self) -> dict[str, Any]:
        return {"type": "take", "seat": self.seat, "suit": str(self.suit)}

    def __str__(self) -> str:
        return action_text(self)


@dataclass(frozen=True, slots=True)
class Play:
    """A card play; ``belote`` is the announcement that travels with the first trump K or Q
    played by a seat holding both (PLAY-BELOTE)."""

    type: ClassVar[str] = "play"

    seat: int
    card: Card
    belote: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "play", "seat": self.seat, "card": str(self.card)}
        if self.belote:
            out["announce"] = "belote"
        return out

    def __str__(self) -> str:
        return action_text(self)


@dataclass(frozen=True, slots=True)
class Coinche:
    """A coinche (double): always refused in this version (RULESET-DISABLED)."""

    type: ClassVar[str] = "coinche"

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "coinche", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Declare:
    """A declaration (tierce, cinquante, cent, carré): always refused (RULESET-DISABLED)."""

    type: ClassVar[str] = "declare"

    seat: int
    declaration: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "declare", "seat": self.seat, "declaration": self.declaration}


Action = Union[Deal, Pass, Take, Play, Coinche, Declare]
SeatAction = Union[Pass, Take, Play, Coinche, Declare]


def _seat(obj: dict[str, Any]) -> int:
    seat = obj.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise MalformedAction(f"'seat' must be 0, 1, 2 or 3, not {seat!r}", action=obj)
    return seat


def action_from_json(obj: Any) -> Action:
    """Read an action from its JSON form; raise :class:`MalformedAction` naming what is wrong."""
    if not isinstance(obj, dict):
        raise MalformedAction(f"an action must be a JSON object, not {obj!r}", action=obj)
    kind = obj.get("type")
    try:
        if kind == "deal":
            order = obj.get("order")
            if not isinstance(order, list):
                raise MalformedAction("'order' must be a list of 32 cards", action=obj)
            return Deal(tuple(parse_card(c) for c in order))
        if kind == "pass":
            return Pass(_seat(obj))
        if kind == "take":
            raw = obj.get("suit")
            if raw in SPECIAL_CONTRACTS:
                return Take(_seat(obj), raw)
            if not isinstance(raw, str):
                raise MalformedAction(f"'suit' must be C, D, H or S, not {raw!r}", action=obj)
            return Take(_seat(obj), parse_suit(raw))
        if kind == "play":
            announce = obj.get("announce")
            if announce not in (None, "belote"):
                raise MalformedAction(
                    f"'announce' can only be \"belote\", not {announce!r}", action=obj
                )
            return Play(_seat(obj), parse_card(obj.get("card")), announce == "belote")  # type: ignore[arg-type]
        if kind == "coinche":
            return Coinche(_seat(obj))
        if kind == "declare":
            decl = obj.get("declaration")
            return Declare(_seat(obj), decl if isinstance(decl, str) else str(decl))
    except CardSyntaxError as exc:
        raise MalformedAction(str(exc), action=obj) from None
    raise MalformedAction(
        f"unknown action type {kind!r} (expected deal, pass, take, play, coinche or declare)",
        action=obj,
    )


def action_to_json(action: Action) -> dict[str, Any]:
    """The JSON form of an action."""
    return action.to_json()


def action_text(action: Action | dict[str, Any], pretty: bool = False) -> str:
    """An action as people read it, the one place an action is written as text: ``seat 1 passes``,
    ``seat 1 takes H``, ``seat 2 plays KH (belote)``; with ``pretty``, suit symbols (``takes ♥``,
    ``plays K♥``). A JSON action that is not well formed is written from its fields as they are."""
    if isinstance(action, dict):
        obj = action
        try:
            action = action_from_json(obj)
        except MalformedAction:
            return f"{obj.get('type')} by seat {obj.get('seat')}"
    kind = type(action)
    if kind is Deal:
        return "the deal"
    if kind is Pass:
        return f"seat {action.seat} passes"
    if kind is Take:
        suit = action.suit  # type: ignore[union-attr]
        return f"seat {action.seat} takes {suit.symbol if pretty and isinstance(suit, Suit) else suit}"
    if kind is Play:
        c = CARDS[action.card]  # type: ignore[union-attr]
        return f"seat {action.seat} plays {c.pretty if pretty else c}" + (" (belote)" if action.belote else "")  # type: ignore[union-attr]
    if kind is Declare:
        return f"seat {action.seat} declares {action.declaration}"  # type: ignore[union-attr]
    return f"seat {action.seat} {action.type}"


def legal_text(action: Action) -> str:
    """The compact text of a seat's legal action, as transcripts list legal sets (the seat is the
    seat to act): ``pass``, ``take H``, ``10H``, ``KH belote``."""
    kind = type(action)
    if kind is Pass:
        return "pass"
    if kind is Take:
        return f"take {action.suit}"  # type: ignore[union-attr]
    if kind is Play:
        return str(CARDS[action.card]) + (" belote" if action.belote else "")  # type: ignore[union-attr]
    raise ValueError(f"not a legal action of a seat: {action!r}")


def play(seat: int, text: str, belote: bool = False) -> Play:
    """Shorthand: ``play(2, "KH")``."""
    return Play(seat, parse_card(text), belote)


__all__ = [
    "Action", "SeatAction", "Deal", "Pass", "Take", "Play", "Coinche", "Declare",
    "action_from_json", "action_to_json", "action_text", "legal_text", "play",
]
