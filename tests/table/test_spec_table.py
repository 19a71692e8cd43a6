"""spec/table.md's examples are what the server sends and accepts: every message of its worked
exchange (```json client / ```json server blocks, one message a line) is valid against its
schema, and every error code and close code the spec names is the code's. The AI levels the
schemas and the spec list are the code's one list (``belote_ref.table.engine.AI_LEVELS``)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from belote_ref.table import fair, protocol, transport
from belote_ref.table.engine import AI_LEVELS
from belote_ref.transcript import schema

SPEC = Path(__file__).resolve().parent.parent.parent / "spec" / "table.md"
TEXT = SPEC.read_text(encoding="utf-8")


def blocks(side: str) -> list[dict[str, object]]:
    out = []
    for body in re.findall(rf"```json {side}\n(.*?)```", TEXT, flags=re.S):
        out += [json.loads(line) for line in body.splitlines() if line.strip()]
    return out


def test_worked_exchange_client_messages_are_valid() -> None:
    messages = blocks("client")
    assert len(messages) >= 3
    for m in messages:
        assert protocol.parse_client(json.dumps(m)) == m


def test_worked_exchange_server_messages_are_valid() -> None:
    messages = blocks("server")
    assert {m["type"] for m in messages} >= {"welcome", "state", "refused", "ack", "event"}
    for m in messages:
        assert protocol.server_validator().is_valid(m), m


def test_error_codes_of_the_spec_are_the_servers() -> None:
    table = TEXT.split("### TABLE-ERRORS", 1)[1].split("**Source.**", 1)[0]
    named = set(re.findall(r"`([a-z]+(?:-[a-z]+)*)`", table))
    assert set(protocol.ERROR_CLAUSES) <= named
    for code, clause in protocol.ERROR_CLAUSES.items():
        row = next(line for line in table.splitlines() if f"`{code}`" in line)
        assert clause in row, (code, clause, row)


def test_limits_of_the_spec_are_the_servers() -> None:
    limits = TEXT.split("### TABLE-LIMITS", 1)[1].split("**Source.**", 1)[0].replace(",", "")
    for number in (protocol.MAX_MESSAGE_BYTES, protocol.MAX_FRAME_BYTES, protocol.BURST, int(protocol.RATE_PER_S),
                   protocol.FLOOD_DROPS, protocol.OUTBOX_LIMIT, protocol.MAX_HTTP_BODY, protocol.MAX_CONNECTIONS,
                   protocol.FD_RESERVE, protocol.MAX_MATCHES, protocol.LISTED_MATCHES):
        assert str(number) in limits, number
    words = " ".join(limits.split())
    assert f"must have arrived within {protocol.HTTP_REQUEST_TIMEOUT_S:g} seconds" in words
    assert f"logged once in {transport.LOG_INTERVAL_S:g} seconds" in words
    for code in (protocol.CLOSE_VERSION, protocol.CLOSE_NO_HELLO, protocol.CLOSE_REPLACED, protocol.CLOSE_TOO_SLOW,
                 protocol.CLOSE_NO_ROOM, protocol.CLOSE_POLICY, protocol.CLOSE_GOING_AWAY):
        assert str(code) in TEXT


def test_fair_share_limits_of_the_spec_are_the_servers() -> None:
    """The AI budget cap (also the schema's maximum), the room burst and rate per address, and the
    addresses remembered are the code's (TABLE-LIMITS)."""
    limits = " ".join(TEXT.split("### TABLE-LIMITS", 1)[1].split("**Source.**", 1)[0].replace(",", "").split())
    assert f"`ai_budget_ms` is at most {fair.MAX_AI_BUDGET_MS}" in limits
    assert f"may create {fair.ROOM_BURST} rooms at once and then one every {60 / fair.ROOM_RATE_PER_MIN:g} seconds" in limits
    assert f"({fair.ROOM_RATE_PER_MIN:g} a minute)" in limits
    assert f"its {fair.REMEMBERED_ADDRESSES} most recently seen addresses" in limits
    http_schema = json.loads((SPEC.parent.parent / "schemas" / "table" / "http.schema.json").read_text(encoding="utf-8"))
    budget = http_schema["$defs"]["create_room"]["properties"]["ai_budget_ms"]
    assert budget["maximum"] == fair.MAX_AI_BUDGET_MS


def level_enums(node: Any, level_property: bool = False) -> list[list[str]]:
    """Every ``enum`` under a ``level`` or ``takeover`` property of a schema (anyOf included)."""
    found: list[list[str]] = []
    if isinstance(node, dict):
        if level_property and isinstance(node.get("enum"), list):
            found.append(node["enum"])
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                for name, sub in value.items():
                    found += level_enums(sub, name in ("level", "takeover"))
            else:
                found += level_enums(value, level_property and key == "anyOf")
    elif isinstance(node, list):
        for item in node:
            found += level_enums(item, level_property)
    return found


def test_the_schemas_list_the_ai_levels_of_the_code() -> None:
    # TABLE-ROOMS, TABLE-TIMEOUT, TABLE-STATE: a seat's level and the takeover level of the HTTP
    # API (create_room, seat_request) and of the server's messages (seat_info, ev_takeover).
    docs = schema.schemas()
    http_enums = level_enums(docs[schema.TABLE_HTTP_ID])
    server_enums = level_enums(docs[schema.TABLE_SERVER_ID])
    assert len(http_enums) == 2 and len(server_enums) == 2
    assert all(e == list(AI_LEVELS) for e in http_enums + server_enums), (http_enums, server_enums)
    transcript_level = docs[schema.TRANSCRIPT_ID]["$defs"]["player"]["properties"]["level"]["description"]
    assert transcript_level == "ai only: " + ", ".join(AI_LEVELS)


def test_the_spec_lists_the_ai_levels_of_the_code() -> None:
    words = TEXT.split("## Words", 1)[1].split("## HTTP API", 1)[0]
    assert ", ".join(f"`{level}`" for level in AI_LEVELS[:-1]) + f" or `{AI_LEVELS[-1]}`" in words
    rooms = TEXT.split("### TABLE-ROOMS", 1)[1].split("**Source.**", 1)[0]
    assert '"level": ' + " | ".join(f'"{level}"' for level in AI_LEVELS) + "}" in rooms
