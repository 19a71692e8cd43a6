"""The clauses a client is checked against: the TABLE-CLIENT clauses of spec/table.md (read from
``spec/clauses.json``, in spec order) and, where the server refused one of its actions, the rules
clause the refusal names."""

from __future__ import annotations

import json
from functools import lru_cache

from ..resources import data_path

SCHEMA = "TABLE-CLIENT-SCHEMA"
HELLO = "TABLE-CLIENT-HELLO"
OWN_SEAT = "TABLE-CLIENT-OWN-SEAT"
TURN = "TABLE-CLIENT-TURN"
LEGAL = "TABLE-CLIENT-LEGAL"
RECOVER = "TABLE-CLIENT-RECOVER"
RECONNECT = "TABLE-CLIENT-RECONNECT"
HAND_END = "TABLE-CLIENT-HAND-END"
MATCH_END = "TABLE-CLIENT-MATCH-END"
TIME = "TABLE-CLIENT-TIME"
LIMITS = "TABLE-CLIENT-LIMITS"
PONG = "TABLE-CLIENT-PONG"
PUBLIC = "TABLE-CLIENT-PUBLIC"

PREFIX = "TABLE-CLIENT-"


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    data = json.loads(data_path("spec", "clauses.json").read_text(encoding="utf-8"))
    return {c["id"]: c["title"] for c in data["clauses"]}


def client_clauses() -> tuple[tuple[str, str], ...]:
    """(id, title) of every TABLE-CLIENT clause, in spec order."""
    return tuple((cid, title) for cid, title in _index().items() if cid.startswith(PREFIX))


def title(clause: str) -> str:
    """A clause's title; a clause the spec does not have is named as such."""
    return _index().get(clause, "(not a clause of spec/clauses.json)")
