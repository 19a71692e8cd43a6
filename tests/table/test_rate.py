"""TABLE-LIMITS and an honest client: the first action that answers a state asking the seat to act
is never refused by the rate limit, however fast the AIs play; everything else is still charged
to the bucket, so a flood (pings, an action sent again and again) is still rate-limited and closed.

The server here refills its bucket slowly (1 message a second, burst 5), so the limit would be
met within the first hand by a client answering every asking state, whatever the machine's load."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from belote_ref.table import protocol
from belote_ref.table.runner import ServerThread

from .helpers import Client, create_room, flood, join, my_turn, running_server

FAST_AIS = [{"occupant": "client"}] + [{"occupant": "ai", "level": "random"}] * 3


@pytest.fixture(scope="module")
def slow_bucket(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db: Path = tmp_path_factory.mktemp("rate") / "table.sqlite3"
    with running_server(db, rate_per_s=1.0, burst=5) as s:
        yield s


def seated(server: ServerThread, seed: int) -> Client:
    room, _ = create_room(server.url, FAST_AIS, seed=seed, first_dealer=3)
    c = Client(server, room["id"])
    c.hello(join(server.url, room["id"], 0))
    return c


def test_answering_every_asking_state_at_once_is_never_rate_limited(slow_bucket: ServerThread) -> None:
    with seated(slow_bucket, seed=11) as c:
        answered = 0
        while True:
            m = c.recv()
            assert m["type"] != "error", m
            if my_turn(m):
                c.send({"type": "action", "seq": m["seq"], "action": m["view"]["legal_actions"][0], "id": m["seq"]})
                answered += 1
            if m["type"] == "event" and m["event"]["kind"] == "match_end":
                break
        assert answered > 5 + 10  # well past the burst and what the refill gave during the match
        acks = [m for m in c.received if m["type"] == "ack"]
        assert len(acks) == answered


def test_an_answer_without_seq_is_not_charged_either(slow_bucket: ServerThread) -> None:
    with seated(slow_bucket, seed=12) as c:
        answered = 0
        while answered < 20:
            m = c.recv()
            assert m["type"] != "error", m
            if my_turn(m):
                c.send({"type": "action", "action": m["view"]["legal_actions"][0]})
                answered += 1
            if m["type"] == "event" and m["event"]["kind"] == "match_end":
                break
        assert answered >= 20


def test_repeated_actions_and_pings_are_still_rate_limited_then_flooding(slow_bucket: ServerThread) -> None:
    with seated(slow_bucket, seed=13) as c:
        state = c.until(my_turn)
        action = {"type": "action", "seq": state["seq"], "action": state["view"]["legal_actions"][0]}
        c.send({**action, "id": "first"})  # the answer: not charged
        c.until(lambda m: m.get("id") == "first")
        # the same action again, then pings: charged
        codes, close = flood(c, ({**action, "id": f"again-{i}"} if i < 10 else {"type": "ping", "id": i}
                                 for i in range(5 + protocol.FLOOD_DROPS + 5)))
        assert close == 1008 and "rate-limited" in codes and codes[-1] == "flooding"
        assert next(m for m in c.received if m.get("id") == "first")["type"] == "ack"


def test_rate_limited_error_names_the_dropped_message(slow_bucket: ServerThread) -> None:
    with seated(slow_bucket, seed=14) as c:
        for i in range(8):
            c.send({"type": "ping", "id": f"p{i}"})
        first = c.until(lambda m: m["type"] == "error")
        assert first["code"] == "rate-limited" and first["clause"] == "TABLE-LIMITS"
        pongs = [m["id"] for m in c.received if m["type"] == "pong"]
        # the pings are answered in order until one is dropped: the error names that one
        assert pongs == [f"p{i}" for i in range(len(pongs))] and first.get("id") == f"p{len(pongs)}"


def test_too_large_error_names_the_message_when_its_id_can_be_read(slow_bucket: ServerThread) -> None:
    with seated(slow_bucket, seed=15) as c:
        c.send({"type": "ping", "id": "big", "pad": "x" * (protocol.MAX_MESSAGE_BYTES + 10)})
        e = c.expect("error")
        assert e["code"] == "too-large" and e.get("id") == "big"
