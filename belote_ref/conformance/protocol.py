"""The adapter protocol (spec/conformance.md): message types, versions, schema validation.

The engine under test is wrapped in an *adapter*: a program that reads one JSON request per line
on stdin and writes one JSON response per line on stdout. Every message is described by a JSON
Schema in ``schemas/adapter/`` (draft 2020-12), validated here without any network access.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ..resources import DataNotFound, data_path
from ..ruleset import MAX_TARGET, OPTION_CHOICES
from .profiles import kit_profile

if TYPE_CHECKING:  # jsonschema is imported when a message is first checked against the schemas: the
    # reference adapter answers the kit's requests, which pass the structural checks, without it
    from jsonschema import Draft202012Validator
    from referencing import Registry

PROTOCOL_VERSION = "1.2.0"
"""Version the kit speaks. An adapter must answer with the same major version. Minor versions
only add: 1.2 adds profile belote-acanomas (its requests ``start_game`` and ``game_result``, its
actions, phases, views and results); 1.1 adds the handshake's ``profile``, exact option lists (the canonical value is
supported only if listed) and a ``target`` range; a 1.0 adapter keeps its 1.0 meaning (its lists
add values to the canonical one). A higher minor version of the adapter is accepted (it may send
fields the kit ignores)."""

SCHEMA_BASE = "https://belote-ref.example/schemas/adapter/1.2.0/"
DEFAULT_PROFILE = "belote-classic"
"""The rule profile of an adapter whose handshake names none."""
PROFILES = (DEFAULT_PROFILE, "belote-acanomas")
"""The rule profiles this kit checks (:mod:`.profiles`)."""
MAX_POINTS = 1_000_000_000
"""The largest score, total or number of disputed points in a message (the schemas' maximum)."""
MAX_REQUEST_LINE = 1 << 20
"""The longest request line the reference adapter reads: 1 MiB (spec/conformance.md, Limits)."""
REQUEST_TYPES = ("handshake", "start_hand", "start_game", "legal", "apply", "trick", "view", "result", "game_result",
                 "quit")
SCHEMA_NAMES = ("common", "request", "response")


class SchemasNotFound(RuntimeError):
    """The adapter schemas could not be located."""


def schema_dir() -> Path:
    """The folder holding ``*.schema.json`` of the protocol (``schemas/adapter``)."""
    try:
        return data_path("schemas", "adapter")
    except DataNotFound as exc:
        raise SchemasNotFound(str(exc)) from None


@lru_cache(maxsize=1)
def registry() -> Registry:
    """A registry of the protocol schemas, by ``$id`` (no network access: unknown URIs fail)."""
    from referencing import Registry, Resource

    folder = schema_dir()
    resources = []
    for name in SCHEMA_NAMES:
        doc = json.loads((folder / f"{name}.schema.json").read_text(encoding="utf-8"))
        resources.append((doc["$id"], Resource.from_contents(doc)))
    return Registry().with_resources(resources)


@lru_cache(maxsize=None)
def validator(ref: str) -> Draft202012Validator:
    """A validator for ``ref``, e.g. ``"request"`` or ``"response#/$defs/legal"``."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator({"$ref": SCHEMA_BASE + ref}, registry=registry(),
                                format_checker=Draft202012Validator.FORMAT_CHECKER)


def schema_errors(message: Any, ref: str) -> list[str]:
    """Human-readable schema errors of ``message`` against ``ref`` (empty when valid), each
    ``$.path: what is wrong`` in the game's words."""
    from ..transcript.schema import problems_of

    return [str(p) for p in problems_of(validator(ref).iter_errors(message))]


def request_errors(message: Any) -> list[str]:
    """Schema errors of a request (empty when valid); fast structural checks first, since the
    reference adapter checks every request, the kit's own included."""
    if type(message) is not dict:
        return [f"$: a request is a JSON object, not {type(message).__name__}"]
    kind = message.get("type")
    check = QUICK_REQUEST.get(kind) if type(kind) is str else None
    if check is None:
        return [f"$.type: unknown request type {kind!r}: one of {', '.join(REQUEST_TYPES)}"]
    if check(message):
        return []
    return schema_errors(message, f"request#/$defs/{kind}")


STDOUT_ONLY = "stdout carries the responses only, one line per request (logs go to stderr)"
"""The remedy for a line on stdout that is no response (a debug print, say)."""
_JSON_KINDS = {list: "array", str: "string", int: "number", float: "number", bool: "boolean", type(None): "null"}


def response_errors(request_type: str, message: Any) -> list[str]:
    """Schema errors of a response to a request of ``request_type`` (an error response is valid)."""
    if isinstance(message, dict) and message.get("type") == "error":
        return schema_errors(message, "response#/$defs/error")
    if not isinstance(message, dict):
        return [f"the line is a JSON {_JSON_KINDS.get(type(message), 'value')}, not a response (an object whose "
                f"\"type\" is {request_type!r}): {STDOUT_ONLY}"]
    got = message.get("type")
    if not isinstance(got, str):
        return [f"the line has no \"type\", so it is not a response: {STDOUT_ONLY}"]
    if got != request_type:
        return [f"a {request_type!r} request must be answered by a {request_type!r} response (or an error), not a "
                f"{got!r} one: the answers come in the order of the requests, and {STDOUT_ONLY}"]
    errors = schema_errors(message, f"response#/$defs/{request_type}")
    if not errors and request_type == "handshake":
        errors = handshake_errors(message)
    return errors


def handshake_errors(message: Mapping[str, Any]) -> list[str]:
    """What a schema-valid handshake may still get wrong: a ``target`` range ``{"min": a,
    "max": b}`` with ``a`` above ``b`` supports no target at all."""
    options = message.get("options")
    target = options.get("target") if isinstance(options, Mapping) else None
    if isinstance(target, Mapping) and isinstance(target.get("min"), int) and isinstance(target.get("max"), int):
        if target["min"] > target["max"]:
            return [f"$.options.target: the range from {target['min']} to {target['max']} holds no target "
                    "(min must be at most max)"]
    return []


def major(version: str) -> int:
    return int(version.split(".")[0])


def compatible(adapter_version: str) -> bool:
    """Same major version as the kit (spec/conformance.md, Versioning)."""
    try:
        return major(adapter_version) == major(PROTOCOL_VERSION)
    except (ValueError, AttributeError):
        return False


# --- request builders ------------------------------------------------------------------------
def handshake() -> dict[str, Any]:
    return {"type": "handshake", "protocol": PROTOCOL_VERSION}


def start_hand(
    ruleset: Mapping[str, Any], dealer: int, order: Iterable[str], totals: tuple[int, int] | list[int], disputed: int
) -> dict[str, Any]:
    return {
        "type": "start_hand", "ruleset": dict(ruleset), "dealer": dealer, "order": list(order),
        "totals": [int(totals[0]), int(totals[1])], "disputed": int(disputed),
    }


def start_game(
    ruleset: Mapping[str, Any], dealer: int, order: Iterable[str], totals: Iterable[int],
    pots: Iterable[Mapping[str, Any]] = (), out: Iterable[int] = (), barred: Iterable[int] = (),
) -> dict[str, Any]:
    """Profile belote-acanomas (1.2): start one partial game with the match state carried in."""
    return {
        "type": "start_game", "ruleset": dict(ruleset), "dealer": dealer, "order": list(order),
        "totals": [int(t) for t in totals], "pots": [{"points": int(p["points"]), "contenders": list(p["contenders"])}
                                                     for p in pots],
        "out": sorted(out), "barred": sorted(barred),
    }


def game_result() -> dict[str, Any]:
    return {"type": "game_result"}


def legal() -> dict[str, Any]:
    return {"type": "legal"}


def apply(action: Mapping[str, Any]) -> dict[str, Any]:
    return {"type": "apply", "action": dict(action)}


def trick(index: int) -> dict[str, Any]:
    return {"type": "trick", "index": index}


def view(seat: int) -> dict[str, Any]:
    return {"type": "view", "seat": seat}


def result() -> dict[str, Any]:
    return {"type": "result"}


def quit_() -> dict[str, Any]:
    return {"type": "quit"}


def minor(version: str) -> int:
    try:
        return int(version.split(".")[1])
    except (ValueError, IndexError, AttributeError):
        return 0


TARGET_SPREAD = (1000, 500, 1001, 1501, 151, 7)
"""The targets played when an adapter accepts any target or a range (those inside it), besides
its two ends: the canonical one, a common one, odd ones that totals may land on exactly, one
above the canonical target (a capped target shows), small and large ones."""
MAX_TARGETS = 8
"""The most targets played from an adapter's list or range."""


class Support:
    """What an adapter's handshake says it supports (spec/conformance.md, Handshake).

    Protocol 1.1 (and later minor versions): each option listed supports exactly the values
    listed, the canonical one included only if listed; ``target`` is ``"any"``, a list or a
    range ``{"min": a, "max": b}``. Protocol 1.0: a list adds values to the canonical one, which
    is always supported. In both, an option not listed (or listed empty) supports only its
    canonical value.
    """

    def __init__(self, handshake: Mapping[str, Any]) -> None:
        version = str(handshake.get("protocol", "1.0.0"))
        self.exact = minor(version) >= 1
        self.profile = str(handshake.get("profile") or DEFAULT_PROFILE)
        try:
            kit = kit_profile(self.profile) if self.profile in PROFILES else kit_profile(DEFAULT_PROFILE)
        except ValueError:  # pragma: no cover - PROFILES are known
            kit = kit_profile(DEFAULT_PROFILE)
        self.defaults: Mapping[str, Any] = kit.defaults
        """The canonical value of each option of the engine's profile."""
        self.max_target = kit.max_target
        offered = handshake.get("options")
        offered = offered if isinstance(offered, Mapping) else {}
        self.values: dict[str, tuple[Any, ...]] = {}
        for name, choices in kit.choices.items():
            declared = offered.get(name)
            canonical = kit.defaults[name]
            if not isinstance(declared, list) or not declared:
                self.values[name] = (canonical,)
                continue
            values = tuple(v for v in choices if v in declared)
            if not self.exact and canonical not in values:
                values = (canonical,) + values
            self.values[name] = values
        self.target_range: tuple[int, int] | None = None
        self.targets: tuple[int, ...] = ()
        declared = offered.get("target")
        canonical_target = kit.defaults["target"]
        if declared == "any":
            self.target_range = (1, kit.max_target)
        elif isinstance(declared, Mapping) and self.exact:
            self.target_range = (int(declared.get("min", 1)), int(declared.get("max", kit.max_target)))
        elif isinstance(declared, list) and declared:
            self.targets = tuple(sorted({int(t) for t in declared if type(t) is int}))
            if not self.exact and canonical_target not in self.targets:
                self.targets = tuple(sorted(self.targets + (canonical_target,)))
        else:
            self.targets = (canonical_target,)

    def allows(self, name: str, value: Any) -> bool:
        """Whether the adapter supports ``value`` of option ``name`` (options it does not know of
        are supported only at their canonical value)."""
        if name == "target":
            if self.target_range is not None:
                return type(value) is int and self.target_range[0] <= value <= self.target_range[1]
            return value in self.targets
        if name in self.values:
            values = self.values[name]
            return value in values and any(type(value) is type(v) for v in values)
        return name in self.defaults and value == self.defaults[name]

    def target_choices(self) -> tuple[int, ...]:
        """The targets to play: the whole list (at most :data:`MAX_TARGETS`, spread), or the
        spread of :data:`TARGET_SPREAD` inside the range and its two ends."""
        if self.target_range is None:
            ts = self.targets
            if len(ts) <= MAX_TARGETS:
                return ts
            step = (len(ts) - 1) / (MAX_TARGETS - 1)
            return tuple(dict.fromkeys(ts[round(i * step)] for i in range(MAX_TARGETS)))
        lo, hi = self.target_range
        picks = [t for t in TARGET_SPREAD if lo <= t <= hi] + [lo, hi]
        return tuple(dict.fromkeys(picks))[:MAX_TARGETS]

    def base(self) -> dict[str, Any]:
        """The options the kit plays by default: each canonical value if supported, else the
        first value the adapter supports (the canonical target, else the nearest supported)."""
        out: dict[str, Any] = {}
        for name, canonical in self.defaults.items():
            if name in self.values:
                out[name] = canonical if canonical in self.values[name] else self.values[name][0]
            elif name == "target":
                ts = self.target_choices()
                out[name] = canonical if self.allows(name, canonical) else min(ts, key=lambda t: abs(t - canonical))
            else:
                out[name] = canonical
        return out

    def unsupported_canonical(self) -> dict[str, Any]:
        """The canonical option values the adapter does not support (reported once each)."""
        return {name: v for name, v in self.defaults.items() if not self.allows(name, v)}


# --- fast structural checks ------------------------------------------------------------------
# Full schema validation costs ~0.2 ms a message; a run sends ~100,000. The driver validates the
# first responses of each type against the schemas and every response with these checks, which
# accept only what the schemas accept for the fields the kit reads (spec/conformance.md).
_CARDS = frozenset(r + s for r in ("7", "8", "9", "10", "T", "J", "Q", "K", "A") for s in "CDHS")
_SEATS = (0, 1, 2, 3)
_VERSION = re.compile(r"[0-9]+\.[0-9]+\.[0-9]+")
MAX_VIEW_CARDS = 32
"""The most cards a view's ``hand`` may name and still be read (a dealing error, say nine cards,
is a departure the kit reports, not a broken message)."""


def _int(v: Any, lo: int = 0, hi: int = MAX_POINTS) -> bool:
    return type(v) is int and lo <= v <= hi


def _seat_or_none(v: Any) -> bool:
    return v is None or (type(v) is int and v in _SEATS)


def _pair(v: Any) -> bool:
    return type(v) is list and len(v) == 2 and _int(v[0]) and _int(v[1])


def _action(a: Any) -> bool:
    if type(a) is not dict or type(a.get("seat")) is not int or a["seat"] not in _SEATS:
        return False
    t = a.get("type")
    if t == "play":
        return a.get("card") in _CARDS and a.get("announce", "belote") == "belote"
    if t == "take":
        return a.get("suit") in ("C", "D", "H", "S", "all-trump", "no-trump")
    if t == "declare":
        return isinstance(a.get("declaration"), str)
    if t == "announce":
        said = a.get("combinations")
        return type(said) is list and all(type(c) is dict and isinstance(c.get("kind"), str) for c in said)
    return t in ("pass", "coinche", "exchange", "claim")


def _score(s: Any) -> bool:
    return type(s) is dict and s.get("contract") in ("made", "failed", "tied") and all(
        _pair(s.get(k)) for k in ("card_points", "last_trick", "belote", "scores")) and (
        s.get("capot") is None or _int(s["capot"], 0, 1)) and "capot" in s and (
        # optional (protocol 1.0), checked when sent
        "takers" not in s or _int(s["takers"], 0, 1)) and all(
        k not in s or _pair(s[k]) for k in ("tricks_won", "totals")) and ("disputed" not in s or _int(s["disputed"]))


QUICK: dict[str, Any] = {
    "handshake": lambda r: isinstance(r.get("protocol"), str) and isinstance(r.get("name"), str),
    "start_hand": lambda r: True,
    "start_game": lambda r: True,
    "legal": lambda r: r.get("phase") in ("bidding", "exchange", "tricks", "over") and _seat_or_none(r.get("to_act"))
    and "to_act" in r and type(r.get("actions")) is list and all(_action(a) for a in r["actions"]),
    "apply": lambda r: type(r.get("accepted")) is bool and (r["accepted"] or isinstance(r.get("reason"), str)),
    "trick": lambda r: _int(r.get("index"), 0, 8) and type(r.get("leader")) is int and r["leader"] in _SEATS
    and type(r.get("winner")) is int and r["winner"] in _SEATS and type(r.get("cards")) is list
    and 2 <= len(r["cards"]) <= 4 and all(c in _CARDS for c in r["cards"]),
    "view": lambda r: type(r.get("seat")) is int and r["seat"] in _SEATS and type(r.get("hand")) is list
    and len(r["hand"]) <= MAX_VIEW_CARDS and all(c in _CARDS for c in r["hand"]) and len(set(r["hand"])) == len(r["hand"])
    and all(k in r for k in ("turned", "taker", "trump")) and (r["turned"] is None or r["turned"] in _CARDS)
    and _seat_or_none(r["taker"]) and r["trump"] in (None, "C", "D", "H", "S")
    and (r.get("last_card") is None or r["last_card"] in _CARDS),
    "result": lambda r: type(r.get("void")) is bool and (r.get("score") is None or _score(r["score"]))
    and "score" in r and _pair(r.get("totals")) and _int(r.get("disputed")) and "next_dealer" in r
    and _seat_or_none(r["next_dealer"]) and "winner" in r and r["winner"] in (None, 0, 1),
    "game_result": lambda r: type(r.get("void")) is bool and type(r.get("totals")) is list
    and 2 <= len(r["totals"]) <= 4 and all(_int(t) for t in r["totals"]) and type(r.get("pots")) is list
    and type(r.get("out")) is list and type(r.get("barred")) is list and "line" in r and "claim" in r
    and "next_dealer" in r and _seat_or_none(r["next_dealer"]) and "winner" in r and _seat_or_none(r["winner"]),
    "quit": lambda r: True,
}


_RULESET_REQUIRED = frozenset(("first_deal", "all_pass", "undertrump", "belote", "tie", "target"))
_DISABLED = frozenset(("declarations", "coinche", "all_trump", "no_trump"))
_KEYS = {
    "handshake": frozenset(("type", "protocol")), "apply": frozenset(("type", "action")),
    "trick": frozenset(("type", "index")), "view": frozenset(("type", "seat")),
    "start_hand": frozenset(("type", "ruleset", "dealer", "order", "totals", "disputed")),
}


def _ruleset(r: Any) -> bool:
    if type(r) is not dict or not _RULESET_REQUIRED <= r.keys():
        return False
    for k, v in r.items():
        allowed = OPTION_CHOICES.get(k)
        if allowed is not None:
            if type(v) is not str or v not in allowed:
                return False
        elif k == "target":
            if not _int(v, 1, MAX_TARGET):
                return False
        elif k in _DISABLED and v is not False:
            return False
    return True


def _order(o: Any) -> bool:
    if type(o) is not list or len(o) != 32:
        return False
    try:
        cards = set(o)
    except TypeError:  # an object or a list among them
        return False
    return len(cards) == 32 and cards <= _CARDS


QUICK_REQUEST: dict[str, Any] = {
    "handshake": lambda r: r.keys() == _KEYS["handshake"] and type(r["protocol"]) is str
    and _VERSION.fullmatch(r["protocol"]) is not None,
    "start_hand": lambda r: r.keys() == _KEYS["start_hand"]
    and type(r["dealer"]) is int and r["dealer"] in _SEATS and _pair(r["totals"]) and _int(r["disputed"])
    and _order(r["order"]) and _ruleset(r["ruleset"]),
    "start_game": lambda r: False,
    "game_result": lambda r: len(r) == 1,
    "legal": lambda r: len(r) == 1,
    "apply": lambda r: r.keys() == _KEYS["apply"] and _action(r["action"]),
    "trick": lambda r: r.keys() == _KEYS["trick"] and _int(r["index"], 0, 8),
    "view": lambda r: r.keys() == _KEYS["view"] and type(r["seat"]) is int and r["seat"] in _SEATS,
    "result": lambda r: len(r) == 1,
    "quit": lambda r: len(r) == 1,
}
"""Structural checks of requests: each accepts only requests the schemas accept (a property
test checks it); a request they refuse is checked against the schemas for the message."""


def quick_ok(request_type: str, message: Any) -> bool:
    """True if a response to ``request_type`` has every field the kit reads, well typed."""
    if type(message) is not dict:
        return False
    if message.get("type") == "error":
        return isinstance(message.get("message"), str)
    return message.get("type") == request_type and bool(QUICK[request_type](message))
