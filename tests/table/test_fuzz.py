"""Random clients sending random messages (legal, illegal, out of turn, for another seat,
malformed, not JSON, unknown types, binary) never crash the server or put a room in a bad state:
every answer is a valid server message, no error is logged, the connection keeps answering, and
the room's record replays to the very state the server holds (TABLE-ERRORS, TABLE-ACTION)."""

from __future__ import annotations

import json
import logging
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_ref.table import protocol
from belote_ref.table.rooms import Room, room_from_stored
from belote_ref.table.runner import ServerThread
from belote_ref.table.store import read_rooms

from .helpers import FOUR_CLIENTS, PROTOCOL, Client, create_room, join

CARDS = [r + s for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]


class Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(scope="module")
def errors() -> Iterator[Errors]:
    h = Errors()
    for name in ("belote_ref.table", "uvicorn.error", "uvicorn"):
        logging.getLogger(name).addHandler(h)
    yield h
    for name in ("belote_ref.table", "uvicorn.error", "uvicorn"):
        logging.getLogger(name).removeHandler(h)


actions = st.one_of(
    st.builds(lambda s: {"type": "pass", "seat": s}, st.integers(0, 3)),
    st.builds(lambda s, x: {"type": "take", "seat": s, "suit": x}, st.integers(0, 3),
              st.sampled_from(["C", "D", "H", "S", "all-trump", "no-trump"])),
    st.builds(lambda s, c, b: {"type": "play", "seat": s, "card": c, **({"announce": "belote"} if b else {})},
              st.integers(0, 3), st.sampled_from(CARDS), st.booleans()),
    st.builds(lambda s: {"type": "coinche", "seat": s}, st.integers(0, 3)),
    st.builds(lambda s: {"type": "declare", "seat": s, "declaration": "tierce"}, st.integers(0, 3)),
)
json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                           max_leaves=8)
messages = st.one_of(
    st.just("LEGAL"), st.just("LEGAL"), st.just("LEGAL"),
    st.builds(lambda a, seq: {"type": "action", "action": a, **({"seq": seq} if seq is not None else {})},
              actions, st.none() | st.integers(0, 400)),
    st.builds(lambda v: {"type": "action", "action": v}, json_values),
    st.sampled_from([{"type": "sync"}, {"type": "start_match"}, {"type": "ping", "id": "x"},
                     {"type": "hello", "protocol": PROTOCOL, "spectate": True}, {"type": "hello", "protocol": "9.9.9", "spectate": True},
                     {"type": "hello", "protocol": PROTOCOL, "token": "forged"}]),
    st.builds(lambda t: {"type": t}, st.text(max_size=10)),
    json_values,
    st.text(max_size=30),
    st.binary(max_size=30),
)


def exchange(c: Client, message: Any, marker: int, last_state: dict[int, Any]) -> bool:
    """Send one message then a ping; read until its pong (True) or a rate-limit error (False)."""
    c.send(message if not isinstance(message, dict) else json.dumps(message))
    c.send({"type": "ping", "id": marker})
    while True:
        m = c.recv()
        assert protocol.server_validator().is_valid(m), m
        if m["type"] == "state":
            last_state[id(c)] = m
        if m["type"] == "pong" and m.get("id") == marker:
            return True
        if m["type"] == "error" and m["code"] == "rate-limited":
            return False


@settings(max_examples=20, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
          deadline=None)
@given(steps=st.lists(st.tuples(st.integers(0, 4), messages), min_size=5, max_size=40))
def test_random_clients_never_break_the_server(server: ServerThread, errors: Errors, steps: list[tuple[int, Any]]) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS, options={"target": 100})
    rid = room["id"]
    clients = [Client(server, rid) for _ in range(5)]
    last: dict[int, Any] = {}
    try:
        for seat in range(4):
            clients[seat].hello(join(server.url, rid, seat))
        clients[4].hello(spectate=True)
        for i, (who, message) in enumerate(steps):
            c = clients[who]
            if message == "LEGAL":
                st_msg = next((last[id(x)] for x in clients[:4] if id(x) in last and last[id(x)]["view"]["legal_actions"]), None)
                if st_msg is None:
                    continue
                seat = st_msg["view"]["seat"]
                c = clients[seat]
                message = {"type": "action", "action": st_msg["view"]["legal_actions"][0]}
            if c.ws.close_code is not None:
                continue
            try:
                exchange(c, message, i, last)
            except Exception as exc:  # a closed connection is fine only after a close the protocol names
                assert c.ws.close_code in (protocol.CLOSE_VERSION,), (message, exc)
        # every connection still answers, unless the protocol closed it; a sync goes through the
        # room's task, so its answer comes once every earlier action is stored
        for c in clients:
            if c.ws.close_code is None and exchange(c, {"type": "sync", "id": "final"}, 10_000, last):
                if not any(m["type"] == "state" and m.get("id") == "final" for m in c.received):
                    c.until(lambda m: m["type"] == "state" and m.get("id") == "final")
    finally:
        for c in clients:
            c.close()
    assert not errors.records, [r.getMessage() for r in errors.records]
    assert server.hub is not None
    live: Room = server.hub.rooms[rid].room
    stored = next(s for s in read_rooms(server.cfg.db) if s.id == rid)
    again = room_from_stored(stored)
    assert again.seq == live.seq and again.game.snapshot() == live.game.snapshot()
