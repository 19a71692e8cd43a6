"""The table protocol 1.1.0 (spec/table.md): the limits, the messages a client may send and how
they are checked, and the messages the server sends. Pure: no sockets, no clock of its own.

Every message is one JSON object in one WebSocket text message. A client's message is read in
this order: size (TABLE-LIMITS), JSON (read strictly by :mod:`belote_ref.jsonread`, lone UTF-16
surrogates refused), an object, a known ``type``, the schema of that type
(``schemas/table/client.schema.json``); the first failure is a :class:`ProtocolError` whose code
the server sends back in an ``error`` message, and the connection stays usable (TABLE-ERRORS).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any, Callable

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from .. import __version__
from ..jsonread import JsonError
from ..jsonread import loads as read_json
from ..transcript.schema import TABLE_CLIENT_ID, TABLE_HTTP_ID, TABLE_SERVER_ID, registry, self_contained

Json = dict[str, Any]

PROTOCOL_VERSION = "1.1.0"
SERVER_NAME = f"belote-ref {__version__}"

MAX_MESSAGE_BYTES = 8192
"""A client message longer than this (UTF-8 bytes) is refused with ``too-large`` (TABLE-LIMITS)."""
MAX_FRAME_BYTES = 65536
"""A WebSocket message longer than this closes the connection (1009) before it is even read."""
RATE_PER_S = 20.0
BURST = 40
"""Token bucket per connection: ``BURST`` messages at once, then ``RATE_PER_S`` a second."""
FLOOD_DROPS = 40
"""The drops' own bucket: this many at once, refilled at the rate; the drop it cannot take is a
flood and closes the connection (1008)."""
HELLO_TIMEOUT_S = 10.0
"""A connection with no accepted hello after this long is closed (4001)."""
OUTBOX_LIMIT = 1024
"""Messages waiting to be sent to one connection; a client that lets more pile up is closed (4003)."""
MAX_HTTP_BODY = 65536
HTTP_REQUEST_TIMEOUT_S = 10.0
"""An HTTP request (its headers, then its body) must have arrived this long after its connection
opened or its previous answer was sent; past it the connection is closed."""
HTTP_KEEP_ALIVE_S = 5
"""After an answer, an idle HTTP/1.1 connection is closed if no next request begins in this long."""
WS_PING_INTERVAL_S = 20.0
"""The server sends a WebSocket ping frame on each connection this long after the last pong ..."""
WS_PING_TIMEOUT_S = 20.0
"""... and closes it (1011, "keepalive ping timeout") if no pong comes within this long."""
MAX_CONNECTIONS = 4096
"""Connections, HTTP and WebSocket, a server holds at once; one past it is answered 503 and
closed. Never more than the process's open-file limit less :data:`FD_RESERVE`."""
FD_RESERVE = 64
"""File descriptors kept out of :data:`MAX_CONNECTIONS` for the database, the AI workers, logs."""
MAX_SPECTATORS = 64
"""Spectator connections per room."""
MAX_MATCHES = 100
"""Matches one room may play (TABLE-MATCHES): the next one is refused, so a room's record is
bounded by what 100 matches hold."""
LISTED_MATCHES = 10
"""A room's summary (``GET /api/rooms``, ``GET /api/rooms/{id}``) lists its latest matches only."""

CLIENT_TYPES = ("hello", "action", "sync", "ping", "start_match")

ERROR_CLAUSES: dict[str, str] = {
    "bad-json": "TABLE-ERRORS",
    "not-an-object": "TABLE-ERRORS",
    "unknown-type": "TABLE-ERRORS",
    "bad-message": "TABLE-ERRORS",
    "hello-first": "TABLE-ERRORS",
    "already-hello": "TABLE-ERRORS",
    "too-large": "TABLE-LIMITS",
    "rate-limited": "TABLE-LIMITS",
    "flooding": "TABLE-LIMITS",
    "protocol-version": "TABLE-VERSION",
    "bad-token": "TABLE-TOKENS",
    "not-seated": "TABLE-TOKENS",
    "wrong-seat": "TABLE-TOKENS",
    "match-not-over": "TABLE-MATCHES",
    "stale": "TABLE-ACTION",
    "unavailable": "TABLE-DURABILITY",
}

# WebSocket close codes the server uses (spec/table.md, TABLE-ERRORS).
CLOSE_GOING_AWAY = 1001
CLOSE_POLICY = 1008
CLOSE_INTERNAL = 1011
CLOSE_VERSION = 4000
CLOSE_NO_HELLO = 4001
CLOSE_REPLACED = 4002
CLOSE_TOO_SLOW = 4003
CLOSE_NO_ROOM = 4004


@dataclass
class ProtocolError(Exception):
    """A client message the server does not act on: its code (``ERROR_CLAUSES``), a sentence,
    and the client's ``id`` when one could be read."""

    code: str
    message: str
    id: Any = None

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


def _id_of(obj: Any) -> Any:
    if isinstance(obj, dict):
        i = obj.get("id")
        if (isinstance(i, str) and len(i) <= 64) or (type(i) is int and abs(i) <= 2**53 - 1):
            return i
    return None


_SPLIT_KEYWORDS = frozenset({"type", "additionalProperties", "required", "properties", "description", "title"})
_SPLIT_FIELDS = ("id", "seq")
_MEMO_LIMIT = 4096


_SIMPLE_KEYWORDS = frozenset({"type", "maxLength", "minLength", "minimum", "maximum", "anyOf", "description"})


def _json_type(value: Any, name: str) -> bool:
    """JSON Schema's types as jsonschema reads Python values (an integral float is an integer)."""
    if name == "string":
        return isinstance(value, str)
    if name == "integer":
        return (type(value) is int) or (type(value) is float and value.is_integer())
    if name == "number":
        return type(value) in (int, float)
    return False


def _simple(schema: Any) -> bool:
    """True for a schema made only of type (string, integer, number), min/maxLength,
    minimum/maximum and anyOf of such schemas: :func:`_simple_valid` decides it exactly."""
    if not isinstance(schema, dict) or not set(schema) <= _SIMPLE_KEYWORDS:
        return False
    if "type" in schema and schema["type"] not in ("string", "integer", "number"):
        return False
    return all(_simple(s) for s in schema.get("anyOf", ()))


def _simple_valid(schema: dict[str, Any], value: Any) -> bool:
    if "anyOf" in schema and not any(_simple_valid(s, value) for s in schema["anyOf"]):
        return False
    kind = schema.get("type")
    if kind is not None and not _json_type(value, kind):
        return False
    if isinstance(value, str):
        if len(value) > schema.get("maxLength", len(value)) or len(value) < schema.get("minLength", 0):
            return False
    elif type(value) in (int, float):
        if "minimum" in schema and value < schema["minimum"]:
            return False
        if "maximum" in schema and value > schema["maximum"]:
            return False
    return True


class _ClientValidator:
    """Validation of one client message type, exactly as its schema says, memoised: most
    messages differ only in their ``id`` and ``seq`` (a few hundred actions exist in all).

    When the type's schema is a plain object schema (only type, additionalProperties, required,
    properties) in which ``id`` and ``seq`` are optional properties, a message is valid exactly
    when its ``id`` and ``seq`` are valid against their own subschemas and the rest of it is
    valid against the whole schema: the rest's verdict is remembered by its JSON text. Any other
    schema is validated in full every time."""

    def __init__(self, kind: str) -> None:
        schema = self_contained(f"{TABLE_CLIENT_ID}#/$defs/{kind}")
        self.full = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
        props = schema.get("properties", {})
        self.split = (set(schema) <= _SPLIT_KEYWORDS and schema.get("additionalProperties") is False
                      and not set(_SPLIT_FIELDS) & set(schema.get("required", ())))
        self.fields = {f: props[f] for f in _SPLIT_FIELDS if f in props}
        self.field_validators = {f: Draft202012Validator(sub, format_checker=Draft202012Validator.FORMAT_CHECKER)
                                 for f, sub in self.fields.items()}
        self.simple = {f: _simple(sub) for f, sub in self.fields.items()}
        self.memo: dict[str, bool] = {}

    def valid(self, obj: dict[str, Any]) -> bool:
        if not self.split:
            return bool(self.full.is_valid(obj))
        for name, sub in self.fields.items():
            if name in obj:
                value = obj[name]
                ok = _simple_valid(sub, value) if self.simple[name] else self.field_validators[name].is_valid(value)
                if not ok:
                    return False
        rest = {k: v for k, v in obj.items() if k not in self.fields}
        key = json.dumps(rest, sort_keys=True)
        verdict = self.memo.get(key)
        if verdict is None:
            verdict = bool(self.full.is_valid(rest))
            if len(self.memo) >= _MEMO_LIMIT:
                self.memo.clear()
            self.memo[key] = verdict
        return verdict


@cache
def _client_validator(kind: str) -> _ClientValidator:
    return _ClientValidator(kind)


@cache
def server_validator() -> Draft202012Validator:
    """Validator of every message the server sends (tests and the client checker use it)."""
    return Draft202012Validator({"$ref": TABLE_SERVER_ID}, registry=registry(),
                                format_checker=Draft202012Validator.FORMAT_CHECKER)


@cache
def http_validator(kind: str) -> Draft202012Validator:
    return Draft202012Validator({"$ref": f"{TABLE_HTTP_ID}#/$defs/{kind}"}, registry=registry(),
                                format_checker=Draft202012Validator.FORMAT_CHECKER)


def schema_error(validator: Draft202012Validator, obj: Any) -> str | None:
    """The most relevant schema violation of ``obj``, as "at PATH: what", or None if valid."""
    error = best_match(validator.iter_errors(obj))
    if error is None:
        return None
    while error.context:
        error = best_match(error.context)
    where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
    text = error.message if len(error.message) <= 200 else error.message[:197] + "..."
    return f"at {where}: {text}"


def parse_client(data: str | bytes) -> Json:
    """Read one client message (TABLE-ERRORS, TABLE-LIMITS) or raise :class:`ProtocolError`."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too-large", f"a message may have at most {MAX_MESSAGE_BYTES} bytes, this one has {len(raw)}",
                            peek_id(raw))
    try:
        obj = read_json(raw.decode("utf-8"), refuse_surrogates=True)
    except JsonError as exc:
        raise ProtocolError("bad-json", str(exc)[:300]) from None
    except UnicodeDecodeError as exc:
        raise ProtocolError("bad-json", f"not JSON: not UTF-8 text ({str(exc)[:200]})") from None
    if not isinstance(obj, dict):
        raise ProtocolError("not-an-object", f"a message must be a JSON object, not {type(obj).__name__}")
    mid = _id_of(obj)
    kind = obj.get("type")
    if kind not in CLIENT_TYPES:
        raise ProtocolError("unknown-type", f"unknown message type {str(kind)[:40]!r}: expected one of "
                            f"{', '.join(CLIENT_TYPES)}", mid)
    checker = _client_validator(kind)
    if not checker.valid(obj):
        problem = schema_error(checker.full, obj) or "does not match its schema"
        raise ProtocolError("bad-message", f"{kind} message {problem}", mid)
    return obj


def peek_id(data: str | bytes) -> Any:
    """The ``id`` of a message that is not read further (too large, past the rate limit), when it
    is a JSON object with a valid ``id``; else None (TABLE-ERRORS: an error answers with the id)."""
    try:
        raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
        return _id_of(read_json(raw.decode("utf-8"), refuse_surrogates=True))
    except (JsonError, UnicodeError, RecursionError, ValueError):
        return None


def check_version(version: str) -> None:
    """A client speaking another major version is refused (TABLE-VERSION)."""
    if version.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
        raise ProtocolError("protocol-version", f"this server speaks table protocol {PROTOCOL_VERSION}; "
                            f"version {version} is not compatible (the major version differs)")


def dumps(message: Json) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


# --- server messages ---------------------------------------------------------------------------
def limits(rate_per_s: float = RATE_PER_S, burst: int = BURST, hello_timeout_s: float = HELLO_TIMEOUT_S) -> Json:
    """The limits a server applies (TABLE-LIMITS), as its welcome and /api/info say them."""
    return {"max_message_bytes": MAX_MESSAGE_BYTES, "rate_per_s": rate_per_s, "burst": burst,
            "hello_timeout_s": hello_timeout_s}


def _with_id(message: Json, mid: Any) -> Json:
    if mid is not None:
        message["id"] = mid
    return message


def error(code: str, message: str, mid: Any = None, clause: str | None = None) -> Json:
    """An ``error`` message; its clause is the code's (``ERROR_CLAUSES``) unless ``clause`` names
    the limit that applied (``unavailable`` for a room at its maximum of matches: TABLE-MATCHES)."""
    return _with_id({"type": "error", "code": code, "message": message, "clause": clause or ERROR_CLAUSES[code]}, mid)


def from_protocol_error(exc: ProtocolError) -> Json:
    return error(exc.code, exc.message, exc.id)


def ack(seq: int, action: Json, mid: Any = None) -> Json:
    return _with_id({"type": "ack", "seq": seq, "action": action}, mid)


def refused(clause: str, reason: str, action: Any, mid: Any = None) -> Json:
    return _with_id({"type": "refused", "clause": clause, "reason": reason, "action": action}, mid)


def pong(mid: Any = None) -> Json:
    return _with_id({"type": "pong"}, mid)


def state(room: str, match: int, seq: int, view: Json, deadline_s: float | None, mid: Any = None) -> Json:
    return _with_id({"type": "state", "room": room, "match": match, "seq": seq, "view": view,
                     "deadline_s": deadline_s}, mid)


def event(room: str, match: int, seq: int, body: Json) -> Json:
    return {"type": "event", "room": room, "match": match, "seq": seq, "event": body}


@dataclass
class RateLimiter:
    """The token buckets of one connection (TABLE-LIMITS): ``allow()`` is False for a message (or
    a control frame) past the limit, ``burst`` at once then ``rate`` a second. The drops have a
    bucket of their own, ``flood_drops`` at once refilled at the same rate: the drop it cannot
    take sets ``flooding`` for good. ``dropped`` counts the drops since the last accepted message
    (the ``rate-limited`` notices). ``on_flood``, set by the app, is what the layer that reads
    control frames (:mod:`belote_ref.table.transport`) calls when they flood."""

    clock: Callable[[], float]
    rate: float = RATE_PER_S
    burst: int = BURST
    tokens: float = -1.0
    last: float | None = None
    dropped: int = 0
    flood_drops: int = FLOOD_DROPS
    drop_tokens: float = -1.0
    flooding: bool = False
    on_flood: Callable[[], None] | None = None

    def __post_init__(self) -> None:
        if self.tokens < 0:
            self.tokens = float(self.burst)
        if self.drop_tokens < 0:
            self.drop_tokens = float(self.flood_drops)

    def allow(self) -> bool:
        now = self.clock()
        if self.last is not None:
            refill = (now - self.last) * self.rate
            self.tokens = min(float(self.burst), self.tokens + refill)
            self.drop_tokens = min(float(self.flood_drops), self.drop_tokens + refill)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.dropped = 0
            return True
        self.dropped += 1
        if self.drop_tokens >= 1.0:
            self.drop_tokens -= 1.0
        else:
            self.flooding = True
        return False
