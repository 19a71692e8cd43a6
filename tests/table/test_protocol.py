"""The table protocol, clause by clause (spec/table.md), against a real server on a free port."""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from belote_ref.table import engine, protocol
from belote_ref.table.rooms import Room, config_from_request
from belote_ref.table.runner import ServerThread
from belote_ref.table.tokens import token_hash

from .helpers import FOUR_CLIENTS, ONE_CLIENT, PROTOCOL, WAIT, Client, Json, create_room, flood, http, join, my_turn, play_match_out

SERVER_MESSAGES = protocol.server_validator()


def valid(msg: Any) -> bool:
    return SERVER_MESSAGES.is_valid(msg)


def seated(server: ServerThread, seats: list[dict[str, Any]] | None = None, seat: int = 0, **fields: Any) -> tuple[Client, dict[str, Any], str]:
    room, _ = create_room(server.url, seats or ONE_CLIENT, **fields)
    token = join(server.url, room["id"], seat)
    c = Client(server, room["id"])
    c.hello(token)
    return c, room, token


# --- TABLE-VERSION -----------------------------------------------------------------------------
def test_hello_gets_welcome_then_state(server: ServerThread) -> None:
    c, room, _ = seated(server, seed=1)
    welcome = c.received[-1]
    assert welcome["protocol"] == PROTOCOL and welcome["role"] == "seat" and welcome["seat"] == 0
    assert [s["seat"] for s in welcome["seats"]] == [0, 1, 2, 3] and welcome["profile"]["seats"] == 4
    state = c.expect("state")
    assert state["view"]["seat"] == 0 and len(state["view"]["hand"]) == 5
    assert all(valid(m) for m in c.received), [m for m in c.received if not valid(m)]
    c.close()


def test_other_major_version_is_refused_and_closed(server: ServerThread) -> None:
    room, _ = create_room(server.url)
    token = join(server.url, room["id"], 0)
    c = Client(server, room["id"])
    c.send({"type": "hello", "protocol": "2.0.0", "token": token, "id": "h"})
    err = c.expect("error")
    assert err["code"] == "protocol-version" and err["clause"] == "TABLE-VERSION" and err["id"] == "h"
    with pytest.raises(ConnectionClosed) as closed:
        c.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == protocol.CLOSE_VERSION


def test_minor_version_difference_is_accepted(server: ServerThread) -> None:
    room, _ = create_room(server.url)
    token = join(server.url, room["id"], 0)
    with Client(server, room["id"]) as c:
        c.send({"type": "hello", "protocol": "1.7.3", "token": token})
        assert c.expect("welcome")["protocol"] == PROTOCOL


def test_a_client_written_for_1_0_0_is_still_welcomed(server: ServerThread) -> None:
    # TABLE-VERSION: 1.1.0 only adds (the belote-acanomas rooms, the expert level), so a client
    # of the first version keeps its seat; the welcome names the version the server speaks.
    room, _ = create_room(server.url)
    token = join(server.url, room["id"], 0)
    with Client(server, room["id"]) as c:
        c.send({"type": "hello", "protocol": "1.0.0", "token": token})
        assert c.expect("welcome")["protocol"] == "1.1.0"
        assert c.expect("state")["view"]["seat"] == 0


@pytest.mark.parametrize("path, pattern", [
    ("belote_ref/web/static/js/table.js", r'const PROTOCOL = "([0-9.]+)";'),
    ("examples/js_client/client.js", r"protocol: '([0-9.]+)'"),
    ("belote_ref/clients/mutants.py", r'PROTOCOL = "([0-9.]+)"'),
])
def test_the_clients_shipped_with_the_server_speak_its_version(path: str, pattern: str) -> None:
    # The browser table, the JavaScript example and the check-client mutants each state the
    # version they speak (a client's own word, TABLE-VERSION): it must be the server's.
    text = (Path(__file__).resolve().parents[2] / path).read_text(encoding="utf-8")
    assert re.findall(pattern, text) == [protocol.PROTOCOL_VERSION]


# --- TABLE-ROOMS -------------------------------------------------------------------------------
def test_create_room_with_threshold_and_list_it(server: ServerThread) -> None:
    room, host = create_room(server.url, ONE_CLIENT, options={"target": 500}, name="five hundred")
    assert room["ruleset"]["options"]["target"] == 500 and room["ruleset"]["id"].endswith("+target=500")
    assert room["name"] == "five hundred" and room["match"] == 1 and room["phase"] == "bid_round_1"
    assert [s["occupant"] for s in room["seats"]] == ["client", "ai", "ai", "ai"]
    assert len(host) >= 22
    status, listing = http("GET", f"{server.url}/api/rooms")
    assert status == 200 and room["id"] in [r["id"] for r in listing["rooms"]]
    assert protocol.http_validator("room").is_valid(room)


@pytest.mark.parametrize("body, words", [
    ({"profile": "belote-2p", "seats": ONE_CLIENT}, "unknown profile 'belote-2p'"),
    ({"profile": "belote-classic", "seats": ONE_CLIENT[:3]}, "has 4 seats; the request gives 3"),
    ({"profile": "belote-classic", "seats": ONE_CLIENT, "options": {"target": 0}}, "'target'"),
    ({"profile": "belote-classic", "seats": ONE_CLIENT, "options": {"coinche": True}}, "'coinche' is disabled"),
    ({"profile": "belote-classic", "seats": ONE_CLIENT, "options": {"colour": "red"}}, "unknown ruleset option"),
    ({"profile": "belote-classic", "seats": [{"occupant": "ai"}] * 4}, "give its level"),
    ({"profile": "belote-classic", "seats": [{"occupant": "robot"}] * 4}, "'robot' is not one of ['client', 'ai']"),
    ({"profile": "belote-classic", "seats": ONE_CLIENT, "takeover": "easy"}, "takeover needs a turn_timeout_s"),
    ({"profile": "belote-classic", "seats": ONE_CLIENT, "orders": [["7C"] * 32]}, "appears twice"),
    ({"seats": ONE_CLIENT[:3]}, "profile belote-classic has 4 seats; the request gives 3"),
    ({"profile": "belote-acanomas", "seats": ONE_CLIENT}, "profile belote-acanomas has 3 seats (its option players"),
    ({"profile": "belote-acanomas", "seats": ONE_CLIENT[:2], "options": {"players": 5}}, "'players'"),
    ({"profile": "belote-acanomas", "seats": ONE_CLIENT[:3], "options": {"tie": "fail"}}, "unknown"),
    ({"profile": "belote-acanomas", "seats": [{"occupant": "ai", "level": "hard"}] * 3}, "the hard AI does not play profile belote-acanomas"),
    ({"profile": "belote-acanomas", "seats": ONE_CLIENT[:3], "options": {"players": 3, "pairs": True}}, "'pairs' needs four players"),
])
def test_bad_room_requests_name_the_problem(server: ServerThread, body: dict[str, Any], words: str) -> None:
    status, doc = http("POST", f"{server.url}/api/rooms", body)
    assert status == 400, doc
    assert words in doc["message"], doc
    assert protocol.http_validator("error").is_valid(doc)


def test_room_request_body_not_json_or_too_big(server: ServerThread) -> None:
    status, doc = http("POST", f"{server.url}/api/rooms", raw=b"{nope")
    assert status == 400 and doc["error"] == "bad-json"
    status, doc = http("POST", f"{server.url}/api/rooms", raw=b" " * (protocol.MAX_HTTP_BODY + 1))
    assert status == 413 and doc["clause"] == "TABLE-LIMITS"


# --- TABLE-JOIN --------------------------------------------------------------------------------
def test_join_free_seat_once(server: ServerThread) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS)
    rid = room["id"]
    status, doc = http("POST", f"{server.url}/api/rooms/{rid}/seats/2")
    assert status == 201 and doc["seat"] == 2 and len(doc["token"]) >= 22
    assert http("POST", f"{server.url}/api/rooms/{rid}/seats/2")[0] == 409
    assert http("POST", f"{server.url}/api/rooms/{rid}/seats/7")[0] == 404
    assert http("POST", f"{server.url}/api/rooms/nope/seats/0")[0] == 404
    room2, _ = create_room(server.url, ONE_CLIENT)
    status, doc = http("POST", f"{server.url}/api/rooms/{room2['id']}/seats/1")
    assert status == 409 and doc["error"] == "ai-seat"
    status, summary = http("GET", f"{server.url}/api/rooms/{rid}")
    assert [s["taken"] for s in summary["seats"]] == [False, False, True, False]


def test_spectator_sees_public_view_and_cannot_act(server: ServerThread) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS, seed=4)
    with Client(server, room["id"]) as c:
        welcome = c.hello(spectate=True)
        assert welcome["role"] == "spectator" and welcome["seat"] is None
        state = c.expect("state")
        assert state["view"]["seat"] is None and state["view"]["hand"] == [] and state["view"]["legal_actions"] == []
        to_act = state["view"]["to_act"]
        c.send({"type": "action", "id": 1, "action": {"type": "pass", "seat": to_act}})
        err = c.expect("error")
        assert err["code"] == "not-seated" and err["clause"] == "TABLE-TOKENS"


# --- TABLE-TOKENS ------------------------------------------------------------------------------
def test_bad_token_is_refused_and_connection_stays(server: ServerThread) -> None:
    room, _ = create_room(server.url)
    token = join(server.url, room["id"], 0)
    with Client(server, room["id"]) as c:
        c.send({"type": "hello", "protocol": PROTOCOL, "token": token[:-1] + ("A" if token[-1] != "A" else "B")})
        assert c.expect("error")["code"] == "bad-token"
        assert c.hello(token)["seat"] == 0


def test_token_of_another_room_is_refused(server: ServerThread) -> None:
    room1, _ = create_room(server.url)
    room2, _ = create_room(server.url)
    token = join(server.url, room1["id"], 0)
    with Client(server, room2["id"]) as c:
        c.send({"type": "hello", "protocol": PROTOCOL, "token": token})
        assert c.expect("error")["code"] == "bad-token"


def test_tokens_are_random_and_stored_hashed(server: ServerThread) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS)
    tokens = [join(server.url, room["id"], s) for s in range(4)]
    assert len(set(tokens)) == 4 and all(len(t) >= 43 for t in tokens)  # 256 bits in base64url
    assert server.hub is not None
    stored = server.hub.rooms[room["id"]].room.seat_hashes
    assert stored == {s: token_hash(t) for s, t in enumerate(tokens)}
    db = server.cfg.db.read_bytes() + (server.cfg.db.with_name(server.cfg.db.name + "-wal").read_bytes()
                                       if server.cfg.db.with_name(server.cfg.db.name + "-wal").exists() else b"")
    assert not any(t.encode() in db for t in tokens), "a token is stored in clear"


def test_action_for_another_seat_is_wrong_seat(server: ServerThread) -> None:
    c, _, _ = seated(server, FOUR_CLIENTS, seat=1, seed=2)
    c.expect("state")
    c.send({"type": "action", "id": "x", "action": {"type": "pass", "seat": 0}})
    err = c.expect("error")
    assert (err["code"], err["clause"], err["id"]) == ("wrong-seat", "TABLE-TOKENS", "x")
    c.close()


# --- TABLE-STATE / TABLE-ACTION / TABLE-EVENTS -------------------------------------------------
def test_accepted_action_acked_then_events_then_states(server: ServerThread) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS, seed=7, first_dealer=3)
    tokens = [join(server.url, room["id"], s) for s in range(4)]
    clients = [Client(server, room["id"]) for _ in range(4)]
    for c, t in zip(clients, tokens):
        c.hello(t)
    states = [c.expect("state") for c in clients]
    # dealer 3: seat 0 bids first; only its state carries legal actions
    assert [bool(s["view"]["legal_actions"]) for s in states] == [True, False, False, False]
    assert {a["type"] for a in states[0]["view"]["legal_actions"]} == {"pass", "take"}
    seq = states[0]["seq"]
    clients[0].send({"type": "action", "id": 42, "seq": seq, "action": {"type": "pass", "seat": 0}})
    ack = clients[0].expect("ack")
    assert ack == {"type": "ack", "id": 42, "seq": seq + 1, "action": {"type": "pass", "seat": 0}}
    for c in clients:
        ev = c.until(lambda m: m["type"] == "event" and m["event"]["kind"] != "seat")
        assert ev["event"] == {"kind": "bid", "hand": 1, "action": {"type": "pass", "seat": 0}} and ev["seq"] == seq + 1
        st = c.expect("state")
        assert st["seq"] == seq + 1 and st["view"]["to_act"] == 1
    assert my_turn(clients[1].received[-1]) and not my_turn(clients[0].received[-1])
    for c in clients:
        assert all(valid(m) for m in c.received)
        c.close()


def test_refused_action_names_the_clause_and_changes_nothing(server: ServerThread) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS, seed=7, first_dealer=3)
    t0, t1 = join(server.url, room["id"], 0), join(server.url, room["id"], 1)
    with Client(server, room["id"]) as c0, Client(server, room["id"]) as c1:
        c0.hello(t0)
        c1.hello(t1)
        state = c1.expect("state")
        c1.send({"type": "action", "id": 5, "action": {"type": "pass", "seat": 1}})
        refused = c1.expect("refused")
        assert refused["clause"] == "BID-TURN" and refused["id"] == 5 and "seat 0" in refused["reason"]
        assert refused["action"] == {"type": "pass", "seat": 1}
        c0.expect("state")
        c0.send({"type": "action", "id": 6, "action": {"type": "play", "seat": 0, "card": "7C"}})
        assert c0.expect("refused")["clause"] == "MATCH-PHASES"
        c0.send({"type": "action", "id": 7, "action": {"type": "take", "seat": 0, "suit": "all-trump"}})
        assert c0.expect("refused")["clause"] == "RULESET-DISABLED"
        c1.send({"type": "sync", "id": "s"})
        again = c1.expect("state")
        assert again["seq"] == state["seq"] and again["view"] == state["view"] and again["id"] == "s"


def test_stale_seq_is_an_error(server: ServerThread) -> None:
    c, _, _ = seated(server, FOUR_CLIENTS, seat=0, seed=7, first_dealer=3)
    state = c.expect("state")
    c.send({"type": "action", "id": 1, "seq": state["seq"] - 1, "action": {"type": "pass", "seat": 0}})
    assert c.expect("error")["code"] == "stale"
    c.close()


def test_events_reach_spectators_and_carry_no_hidden_card(server: ServerThread) -> None:
    room, _ = create_room(server.url, ONE_CLIENT, seed=11, options={"target": 300})
    token = join(server.url, room["id"], 0)
    with Client(server, room["id"]) as spectator, Client(server, room["id"]) as player:
        spectator.hello(spectate=True)
        player.hello(token)
        rng = random.Random(3)
        while True:
            msg = player.recv()
            if my_turn(msg):
                player.send({"type": "action", "action": rng.choice(msg["view"]["legal_actions"])})
            if msg["type"] == "event" and msg["event"]["kind"] == "match_end":
                break
        spectator.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "match_end")
        kinds = {m["event"]["kind"] for m in spectator.received if m["type"] == "event"}
        assert {"deal", "bid", "play", "trick", "hand_end", "match_end", "seat"} <= kinds
        tricks = [m["event"] for m in spectator.received if m["type"] == "event" and m["event"]["kind"] == "trick"]
        assert all(len(t["cards"]) == 4 for t in tricks) and [t["number"] for t in tricks[:8]] == list(range(1, 9))
        assert all(valid(m) for m in spectator.received + player.received)


def test_ping_pong(server: ServerThread) -> None:
    room, _ = create_room(server.url)
    with Client(server, room["id"]) as c:
        c.send({"type": "ping", "id": "p1"})
        assert c.expect("pong") == {"type": "pong", "id": "p1"}


# --- TABLE-ERRORS ------------------------------------------------------------------------------
@pytest.mark.parametrize("raw, code", [
    ("{not json", "bad-json"),
    ("NaN", "bad-json"),
    ("[1, 2]", "not-an-object"),
    ('{"type": "dance"}', "unknown-type"),
    ('{"kind": "hello"}', "unknown-type"),
    ('{"type": "action", "action": {"type": "play", "seat": 0, "card": "1Z"}}', "bad-message"),
    ('{"type": "action"}', "bad-message"),
    ('{"type": "hello", "protocol": "1.1.0"}', "bad-message"),
    ('{"type": "ping", "extra": 1}', "bad-message"),
    ("[" * 3000 + "]" * 3000, "bad-json"),
    (b"\xff\xfe binary", "bad-json"),
])
def test_protocol_errors_keep_the_connection_usable(server: ServerThread, raw: Any, code: str) -> None:
    c, _, _ = seated(server, seed=5)
    c.expect("state")
    c.send(raw)
    err = c.expect("error")
    assert err["code"] == code and err["clause"] == protocol.ERROR_CLAUSES[code] and valid(err)
    c.send({"type": "ping", "id": 1})
    assert c.expect("pong")["id"] == 1
    c.close()


def test_before_hello_only_hello_or_ping(server: ServerThread) -> None:
    room, _ = create_room(server.url)
    with Client(server, room["id"]) as c:
        c.send({"type": "sync", "id": 3})
        assert c.expect("error")["code"] == "hello-first"
        c.send({"type": "ping"})
        c.expect("pong")
        c.hello(spectate=True)
        c.send({"type": "hello", "protocol": PROTOCOL, "spectate": True})
        assert c.expect("error")["code"] == "already-hello"


def test_no_hello_in_time_closes(tmp_path: Path) -> None:
    from .helpers import running_server

    with running_server(tmp_path / "t.sqlite3", hello_timeout_s=1.0) as server:
        room, _ = create_room(server.url)
        with Client(server, room["id"]) as c:
            error = c.expect("error")
            assert error["code"] == "hello-first" and error["message"] == "no hello within 1 s"
            with pytest.raises(ConnectionClosed) as closed:
                c.recv()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == protocol.CLOSE_NO_HELLO


def test_unknown_room_closes_with_4004(server: ServerThread) -> None:
    with Client(server, "no-such-room") as c:
        with pytest.raises(ConnectionClosed) as closed:
            c.recv()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == protocol.CLOSE_NO_ROOM


# --- TABLE-LIMITS ------------------------------------------------------------------------------
def test_too_large_message_is_refused_and_connection_stays(server: ServerThread) -> None:
    c, _, _ = seated(server)
    c.send(json.dumps({"type": "ping", "id": "x" * (protocol.MAX_MESSAGE_BYTES + 10)}))
    assert c.expect("error")["code"] == "too-large"
    c.send({"type": "ping", "id": 2})
    assert c.expect("pong")["id"] == 2
    c.close()


def test_huge_frame_closes_with_1009(server: ServerThread) -> None:
    c, _, _ = seated(server)
    c.send("x" * (protocol.MAX_FRAME_BYTES + 1))
    with pytest.raises(ConnectionClosed) as closed:
        c.until(lambda m: False)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009


def test_rate_limit_then_flooding_closes(tmp_path: Path) -> None:
    from .helpers import running_server

    # the bucket refills next to never: how fast a busy machine sends the flood does not matter
    with running_server(tmp_path / "t.sqlite3", rate_per_s=0.001) as server:
        c, _, _ = seated(server)
        codes, close = flood(c, ({"type": "ping", "id": i} for i in range(protocol.BURST + protocol.FLOOD_DROPS + 5)))
    assert "rate-limited" in codes and codes[-1] == "flooding"
    assert close == 1008
    pongs = [m for m in c.received if m["type"] == "pong"]
    assert protocol.BURST - 1 <= len(pongs) < protocol.BURST + 10  # the hello took one


# --- TABLE-ORIGIN ------------------------------------------------------------------------------
def test_foreign_origin_is_refused_same_host_accepted(server: ServerThread) -> None:
    room, _ = create_room(server.url)
    with pytest.raises(InvalidStatus) as refused:
        Client(server, room["id"], origin="http://evil.example")
    assert refused.value.response.status_code == 403
    with Client(server, room["id"], origin=server.url) as c:
        assert c.hello(spectate=True)["role"] == "spectator"
    with Client(server, room["id"]) as c:  # no Origin header: not a browser
        assert c.hello(spectate=True)["role"] == "spectator"


# --- TABLE-RECONNECT ---------------------------------------------------------------------------
def test_reconnect_with_token_gets_view_and_legal_actions(server: ServerThread) -> None:
    c, room, token = seated(server, FOUR_CLIENTS, seat=0, seed=7, first_dealer=3)
    first = c.expect("state")
    c.close()
    with Client(server, room["id"]) as again:
        again.hello(token)
        state = again.expect("state")
        assert state["view"] == first["view"] and state["view"]["legal_actions"]


def test_second_connection_replaces_the_first(server: ServerThread) -> None:
    c, room, token = seated(server, FOUR_CLIENTS, seat=0, seed=7, first_dealer=3)
    c.expect("state")
    with Client(server, room["id"]) as newer:
        newer.hello(token)
        with pytest.raises(ConnectionClosed) as closed:
            c.until(lambda m: False)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == protocol.CLOSE_REPLACED
        newer.expect("state")
        newer.send({"type": "action", "id": 1, "action": {"type": "pass", "seat": 0}})
        assert newer.expect("ack")["id"] == 1


# --- TABLE-TIMEOUT -----------------------------------------------------------------------------
def test_timeout_takeover_plays_for_a_slow_seat(server: ServerThread) -> None:
    c, room, _ = seated(server, FOUR_CLIENTS, seat=0, seed=7, first_dealer=3, turn_timeout_s=0.3, takeover="easy")
    state = c.expect("state")
    assert 0 < state["deadline_s"] <= 0.3
    took = c.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "takeover")
    assert took["event"] == {"kind": "takeover", "seat": 0, "level": "easy"}
    bid = c.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "bid")
    assert bid["event"]["action"]["seat"] == 0
    assert server.hub is not None
    records = server.hub.rooms[room["id"]].room.records
    assert records[2].kind == "action" and records[2].actor == "takeover"
    c.close()


def test_dropped_client_is_played_by_takeover_until_it_returns(server: ServerThread) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS, seed=9, turn_timeout_s=0.2, takeover="easy", options={"target": 1})
    with Client(server, room["id"]) as watcher:
        watcher.hello(spectate=True)
        # nobody ever joins: every seat is away after its first timeout; the match still ends
        end = watcher.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "match_end")
        assert end["event"]["winner"] in (0, 1)
        takeovers = [m for m in watcher.received if m["type"] == "event" and m["event"]["kind"] == "takeover"]
        assert {t["event"]["seat"] for t in takeovers} == {0, 1, 2, 3}
        assert len(takeovers) == 4, "an away seat is played at once, not after a timeout each turn"


# --- TABLE-AI ----------------------------------------------------------------------------------
def test_an_expert_ai_seat_decides_at_a_table(server: ServerThread, monkeypatch: pytest.MonkeyPatch) -> None:
    """TABLE-AI, AI-EXPERT: a room's expert seat is played by the expert AI, with the room's budget
    per decision, from its seat's view. Seat 0 deals, so seat 1, the expert, bids first; the
    clients never act, so that bid is the only AI decision of the room."""
    from belote_ref.ai.expert import ExpertPlayer
    from belote_ref.ai.hard import HardPlayer

    decisions: list[tuple[type, float, int, Any]] = []

    def watched(self: HardPlayer, view: Any, rng: Any = None) -> Any:
        action = HardPlayer.__call__(self, view, rng)
        decisions.append((type(self), self.budget_ms, view.seat, action.to_json()))
        return action

    monkeypatch.setattr(ExpertPlayer, "__call__", watched)
    seats = [{"occupant": "client"}, {"occupant": "ai", "level": "expert"}, {"occupant": "client"}, {"occupant": "client"}]
    room, host = create_room(server.url, seats, seed=5, first_dealer=0, ai_budget_ms=20)
    assert room["seats"][1]["occupant"] == "ai" and room["seats"][1]["level"] == "expert"
    with Client(server, room["id"]) as watcher:
        watcher.hello(spectate=True)
        state = watcher.until(lambda m: m["type"] == "state" and bool(m["view"]["bids"]))
    bid = state["view"]["bids"][0]
    assert bid["seat"] == 1 and bid["type"] in ("pass", "take")
    assert decisions == [(ExpertPlayer, 20.0, 1, bid)]
    assert server.hub is not None
    assert [r.actor for r in server.hub.rooms[room["id"]].room.records if r.kind == "action"] == ["ai"]
    status, doc = http("GET", f"{server.url}/api/rooms/{room['id']}/matches/1/transcript", token=host)
    assert status == 200 and doc["seats"][1]["kind"] == "ai" and doc["seats"][1]["level"] == "expert"


# --- TABLE-MATCHES -----------------------------------------------------------------------------
def test_room_plays_another_match(server: ServerThread) -> None:
    room, host = create_room(server.url, [{"occupant": "ai", "level": "easy"}] * 4, seed=3, options={"target": 1})
    rid = room["id"]
    deadline = time.monotonic() + WAIT
    while not http("GET", f"{server.url}/api/rooms/{rid}")[1]["over"]:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert http("POST", f"{server.url}/api/rooms/{rid}/matches", token="wrong")[0] == 403
    status, doc = http("POST", f"{server.url}/api/rooms/{rid}/matches", token=host)
    assert status == 201 and doc["started"] == 2 and doc["match"] == 2
    status, doc = http("POST", f"{server.url}/api/rooms/{rid}/matches", token=host)
    assert status == 409 and doc["error"] == "match-not-over"


def test_seated_client_starts_next_match(server: ServerThread) -> None:
    c, room, _ = seated(server, ONE_CLIENT, seed=12, options={"target": 1})
    c.send({"type": "start_match", "id": "early"})
    assert c.expect("error")["code"] == "match-not-over"
    c.send({"type": "sync"})  # the state that was skipped while waiting for the error
    play_match_out(c)
    c.send({"type": "start_match", "id": "next"})
    start = c.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "match_start")
    assert start["event"]["match"] == 2 and start["match"] == 2
    assert start["event"]["first_dealer"] == 1, "the next match's first dealer is the next seat"
    c.close()


def test_tap_sees_every_message_and_a_dropped_seat_reconnects(tmp_path: Any) -> None:
    """The hub's tap observes every message in and out (the client checker's view); a
    connection the server drops (1001) comes back with its token and carries on."""
    from .helpers import running_server

    seen: list[tuple[str, str, Any, int, str]] = []
    with running_server(tmp_path / "t.sqlite3", tap=lambda *a: seen.append(a)) as server:
        c, room, token = seated(server, FOUR_CLIENTS, seat=0, seed=7, first_dealer=3)
        c.expect("state")
        c.send({"type": "ping", "id": "tap"})
        c.expect("pong")
        assert server.hub is not None
        server.hub.drop_connection(room["id"], 0)
        with pytest.raises(ConnectionClosed) as closed:
            c.until(lambda m: False)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == protocol.CLOSE_GOING_AWAY
        with Client(server, room["id"]) as again:
            again.hello(token)
            assert again.expect("state")["view"]["legal_actions"]
    ins = [json.loads(t) for r, d, s, i, t in seen if d == "in"]
    outs = [json.loads(t) for r, d, s, i, t in seen if d == "out"]
    assert {"type": "ping", "id": "tap"} in ins and {"type": "pong", "id": "tap"} in outs
    # the seat's first hello: the welcome, where the match stands (its start, the deal: seat 0 is
    # the first to bid), the state (TABLE-EVENTS)
    assert [m["type"] for m in outs[:4]] == ["welcome", "event", "event", "state"]
    assert [m["event"]["kind"] for m in outs[1:3]] == ["match_start", "deal"]
    assert all(r == room["id"] for r, *_ in seen)


# --- issue 34, defect 4: protocol strictness (TABLE-ERRORS) --------------------------------------
def _raw_http(server: ServerThread, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send ``request`` as it is on a new connection; the status, headers and body of the answer."""
    import socket

    host, port = server.url.rsplit("/", 1)[1].split(":")
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        sock.sendall(request)
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split()[1]), headers, body


@pytest.mark.parametrize("extra", [{"foo": 1}, {"card": "7C"}, {"combinations": []}])
def test_an_action_with_a_field_its_form_does_not_have_is_refused(server: ServerThread, extra: dict[str, Any]) -> None:
    """TABLE-ERRORS: a field the action's form does not have (unknown, of another action type, or
    of the other profile) is refused with bad-message naming it, and nothing is played."""
    c, room, _ = seated(server, FOUR_CLIENTS, seed=3, first_dealer=3)
    state = c.until(my_turn)
    c.send({"type": "action", "id": "x", "seq": state["seq"], "action": {"type": "pass", "seat": 0, **extra}})
    answer = c.until(lambda m: m.get("id") == "x")
    assert answer["type"] == "error" and answer["code"] == "bad-message" and answer["clause"] == "TABLE-ERRORS"
    assert next(iter(extra)) in answer["message"]
    c.send({"type": "sync", "id": "s"})
    assert c.until(lambda m: m.get("id") == "s")["seq"] == state["seq"]
    c.close()


@pytest.mark.parametrize("text", ["%D9%A3", "%EF%BC%93", "+1", "00", "01", "1%20", "-0", "1_0"])
def test_a_path_number_is_ascii_digits_only(server: ServerThread, text: str) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS, seed=1)
    status, doc = http("POST", f"{server.url}/api/rooms/{room['id']}/seats/{text}")
    assert status == 404 and doc["error"] == "no-seat", (text, doc)
    status, doc = http("GET", f"{server.url}/api/rooms/{room['id']}/matches/{text}/transcript")
    assert status == 404 and doc["error"] == "no-match", (text, doc)
    assert server.hub is not None and not server.hub.rooms[room["id"]].room.seat_hashes


@pytest.mark.parametrize("request_line", [b"GARBAGE\r\n\r\n", b"GET /api/\xc3\xa9 HTTP/1.1\r\nHost: x\r\n\r\n",
                                          b"GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"])
def test_what_is_not_http_gets_a_json_400(server: ServerThread, request_line: bytes) -> None:
    status, headers, body = _raw_http(server, request_line)
    assert status == 400 and headers["content-type"].startswith("application/json")
    doc = json.loads(body)
    assert doc["error"] == "bad-request" and doc["clause"] == "TABLE-ERRORS" and doc["message"]


def test_a_websocket_to_an_unknown_path_is_a_json_404(server: ServerThread) -> None:
    upgrade = (b"GET /ws/nowhere HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    status, headers, body = _raw_http(server, upgrade)
    assert status == 404 and headers["content-type"].startswith("application/json")
    doc = json.loads(body)
    assert doc["error"] == "not-found" and doc["clause"] == "TABLE-ERRORS" and "/ws/nowhere" in doc["message"]
    # a malformed upgrade (no key) to a known path is a JSON 400
    status, headers, body = _raw_http(server, upgrade.replace(b"/ws/nowhere", b"/ws/rooms/x").replace(
        b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n", b""))
    assert status == 400 and json.loads(body)["error"] == "bad-request", body


# --- issue 34: a late joiner learns where the match stands (TABLE-EVENTS) -------------------------
def _before_state(c: Client) -> list[Json]:
    """The messages between the welcome (already read) and the first state."""
    got = []
    while (m := c.recv())["type"] != "state":
        got.append(m)
    return got


def test_a_late_joiner_gets_the_match_start_and_the_hand_so_far(server: ServerThread) -> None:
    room, _ = create_room(server.url, FOUR_CLIENTS, seed=8, first_dealer=0)
    rid = room["id"]
    token = join(server.url, rid, 1)
    with Client(server, rid) as first:  # seat 1 bids first (the seat after the dealer) and passes
        first.hello(token)
        state = first.until(my_turn)
        first.send({"type": "action", "id": "p", "seq": state["seq"], "action": {"type": "pass", "seat": 1}})
        assert first.until(lambda m: m.get("id") == "p")["type"] == "ack"
        with Client(server, rid) as late:
            late.hello(join(server.url, rid, 0))
            events = [(m["seq"], m["event"]) for m in _before_state(late) if m["type"] == "event"]
            # record 1 started the match, record 2 dealt hand 1, record 3 is seat 1's pass
            assert events == [(1, {"kind": "match_start", "match": 1, "first_dealer": 0}),
                              (2, {"kind": "deal", "hand": 1, "dealer": 0, "turned": state["view"]["turned"]}),
                              (3, {"kind": "bid", "hand": 1, "action": {"type": "pass", "seat": 1}})]
        with Client(server, rid) as watcher:
            watcher.hello(spectate=True)
            assert [m["seq"] for m in _before_state(watcher) if m["type"] == "event"] == [1, 2, 3]
    with Client(server, rid) as again:  # seat 1 reconnects: it had these events already
        again.hello(token)
        assert [m for m in _before_state(again) if m["type"] == "event"] == []


def test_the_events_of_where_the_match_stands_are_the_same_after_a_restart() -> None:
    """Room.told, kept as the events are sent, is rebuilt the same by replaying the record (a
    restart); it begins with the match start, then the current hand's deal."""
    rng = random.Random(5)
    room = Room("r", config_from_request({"profile": "belote-classic", "seats": FOUR_CLIENTS, "seed": 9}), 0.0, "h")
    sent = list(room.start_match(0.0).events)
    while not room.over:
        seat = room.to_act()
        assert seat is not None
        sent += room.act(seat, engine.action_json(rng.choice(engine.view(room.game, seat).legal_actions)), "client", 0.0).events
        if len(room.game.hands) == 3 and len(room.game.hand.actions) == 9:
            break
    last_deal = max(i for i, (_, e) in enumerate(sent) if e["kind"] == "deal")
    assert room.told == [sent[0], *sent[last_deal:]] and room.told[1][1]["hand"] == 3
    again = Room("r", room.config, 0.0, "h")
    again.replay(room.records)
    assert again.told == room.told


@pytest.mark.parametrize("profile, seats, options", [("belote-classic", 4, {}), ("belote-acanomas", 3, {"players": 3})])
def test_a_rooms_transcript_has_no_field_the_transcript_schema_does_not_know(profile: str, seats: int,
                                                                             options: dict[str, Any]) -> None:
    """Issue 34 (TABLE-TRANSCRIPT): metadata.room, .match and .in_progress are in the transcript
    schema, so auditing a room's transcript notes no unknown field."""
    from belote_ref.transcript.audit import audit_document

    room = Room("r", config_from_request({"profile": profile, "seats": [{"occupant": "client"}] * seats, "seed": 3,
                                          "options": options}), 0.0, "h")
    room.start_match(0.0)
    doc = json.loads(json.dumps(room.transcript(1, full=True)))
    assert {"room": "r", "match": 1, "in_progress": True}.items() <= doc["metadata"].items()
    report = audit_document(doc)
    assert report.exit == 0 and not [n.message for n in report.notes if "does not know" in n.message]


@pytest.mark.parametrize("profile, seats, options, shown", [
    ("belote-classic", 4, {"target": 300}, {"bid_round_1", "bid_round_2", "tricks", "match_over"}),
    ("belote-acanomas", 3, {"players": 3, "target": 150},
     {"bid_round_1", "bid_round_2", "exchange", "first_trick", "tricks", "match_over"})])
def test_a_state_shows_only_the_phases_the_spec_names(profile: str, seats: int, options: dict[str, Any],
                                                       shown: set[str]) -> None:
    """spec/table.md, Words, Phases: the phases a client's view may show, per profile."""
    rng = random.Random(1)
    seen: set[str] = set()
    for seed in range(3):
        room = Room("r", config_from_request({"profile": profile, "seats": [{"occupant": "client"}] * seats,
                                              "seed": seed, "options": options}), 0.0, "h")
        room.start_match(0.0)
        while True:
            views = [engine.view_json(room.game, s) for s in range(seats)] + [engine.view_json(room.game, None)]
            seen |= {v["phase"] for v in views}
            seat = room.to_act()
            if seat is None:
                break
            legal = engine.view(room.game, seat).legal_actions
            room.act(seat, engine.action_json(rng.choice(legal)), "client", 0.0)
    assert seen <= shown and {"bid_round_1", "tricks", "match_over"} <= seen, seen
