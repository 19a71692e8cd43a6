"""spec/table.md's examples are what the server sends and accepts: every message of its worked
exchange (```json client / ```json server blocks, one message a line) is valid against its
schema, and every error code and close code the spec names is the code's."""

from __future__ import annotations

import json
import re
from pathlib import Path

from belote_ref.table import protocol

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
                   protocol.FLOOD_DROPS, protocol.OUTBOX_LIMIT, protocol.MAX_HTTP_BODY):
        assert str(number) in limits, number
    for code in (protocol.CLOSE_VERSION, protocol.CLOSE_NO_HELLO, protocol.CLOSE_REPLACED, protocol.CLOSE_TOO_SLOW,
                 protocol.CLOSE_NO_ROOM, protocol.CLOSE_POLICY, protocol.CLOSE_GOING_AWAY):
        assert str(code) in TEXT
