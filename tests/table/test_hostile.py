"""Hostile input to the table server (spec/table.md, TABLE-ERRORS, TABLE-LIMITS, TABLE-MATCHES,
TABLE-DATABASE): lone UTF-16 surrogates in messages and request bodies, rooms stored with them by
an older server, request bodies the schema lets through but the rules cannot read, connections
that never finish a request, too many connections, a room restarted for ever. Each server here
listens on 127.0.0.1 on a free port and stops with its test."""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.websockets import WebSocketDisconnect

from belote_ref import jsonread
from belote_ref.commands.options import write_text
from belote_ref.table import protocol, transport
from belote_ref.table.hub import Connection
from belote_ref.table.rooms import Room, RoomConfig, RoomError, config_from_request
from belote_ref.table.runner import ServerThread

from .helpers import ONE_CLIENT, WAIT, Client, create_room, http, join, play_match_out, running_server
from .test_commands import belote_ref

AIS = [{"occupant": "ai", "level": "random"}] * 4
SURROGATE_WORDS = "lone UTF-16 surrogate"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db: Path = tmp_path_factory.mktemp("hostile") / "table.sqlite3"
    with running_server(db, hello_timeout_s=WAIT) as s:
        yield s


def seated(server: ServerThread, **fields: Any) -> tuple[Client, str]:
    room, _ = create_room(server.url, ONE_CLIENT, **fields)
    c = Client(server, room["id"])
    c.hello(join(server.url, room["id"], 0))
    return c, room["id"]


def raw_post(url: str, path: str, raw: bytes) -> tuple[int, Any]:
    return http("POST", f"{url}{path}", raw=raw)


def wait_over(url: str, room: str, timeout: float = WAIT) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        doc = http("GET", f"{url}/api/rooms/{room}")[1]
        if doc["over"]:
            return dict(doc)
        assert time.monotonic() < deadline, "the match did not end"
        time.sleep(0.02)


# --- lone surrogates in WebSocket messages (TABLE-ERRORS) ---------------------------------------
@pytest.mark.parametrize("raw, where", [
    ('{"type": "ping", "id": "x\\ud800"}', "$.id"),
    ('{"type": "action", "action": {"type": "declare", "seat": 0, "declaration": "\\udfff"}}',
     "$.action.declaration"),
    ('{"type": "ping", "id": "a", "k\\udc80": 1}', '$["k\\udc80"]'),  # a key that is no plain name is quoted (jsonread.key_path)
])
def test_a_lone_surrogate_is_refused_by_name_and_the_connection_stays(server: ServerThread, raw: str,
                                                                       where: str) -> None:
    c, _ = seated(server, seed=5, first_dealer=3)
    state = c.expect("state")
    c.send(raw)
    err = c.expect("error")
    assert err["code"] == "bad-json" and err["clause"] == "TABLE-ERRORS", err
    assert err["message"].startswith(f"{where}: ") and SURROGATE_WORDS in err["message"], err
    assert protocol.server_validator().is_valid(err)
    c.send({"type": "ping", "id": "after"})
    assert c.expect("pong") == {"type": "pong", "id": "after"}
    c.send({"type": "action", "seq": state["seq"], "action": state["view"]["legal_actions"][0], "id": "a1"})
    ack = c.expect("ack")
    assert ack["id"] == "a1" and ack["seq"] == state["seq"] + 1
    c.close()


def test_a_surrogate_pair_is_one_character_and_is_read() -> None:
    assert protocol.parse_client('{"type": "ping", "id": "\\ud83d\\ude00"}') == {"type": "ping", "id": "\U0001F600"}


def test_a_message_that_cannot_be_sent_closes_the_connection_logged(caplog: pytest.LogCaptureFixture) -> None:
    """A writer that fails (here: text UTF-8 cannot carry) closes the connection with 1011 and says
    why in the log; the messages after it are dropped, never left waiting on a silent connection.
    A peer gone is not an error: no log, no close."""

    class Socket:
        def __init__(self, gone: bool = False) -> None:
            self.gone = gone
            self.sent: list[str] = []
            self.closed: tuple[int, str] | None = None

        async def send_text(self, text: str) -> None:
            if self.gone:
                raise WebSocketDisconnect(1006)
            text.encode("utf-8")
            self.sent.append(text)

        async def close(self, code: int, reason: str) -> None:
            self.closed = (code, reason)

    async def run(ws: Socket) -> Connection:
        conn = Connection(ws, "ROOM", None, 7)
        conn.start()
        conn.send({"type": "pong", "id": "fine"})
        conn.send({"type": "pong", "id": "x\ud800"})
        conn.send({"type": "pong", "id": "never"})
        assert conn.writer is not None
        await asyncio.wait_for(conn.writer, 5)
        return conn

    with caplog.at_level(logging.ERROR, logger="belote_ref.table"):
        ws = Socket()
        conn = asyncio.run(run(ws))
    assert ws.sent == ['{"type":"pong","id":"fine"}']
    assert ws.closed is not None and ws.closed[0] == 1011 == protocol.CLOSE_INTERNAL
    assert conn.closing
    assert any("connection 7" in r.getMessage() and "UnicodeEncodeError" in r.getMessage() for r in caplog.records)
    caplog.clear()
    with caplog.at_level(logging.ERROR, logger="belote_ref.table"):
        gone = Socket(gone=True)
        asyncio.run(run(gone))
    assert gone.closed is None and not caplog.records


# --- lone surrogates in HTTP bodies, and rooms an older server stored with them (TABLE-ROOMS) -----
@pytest.mark.parametrize("raw, where", [
    (b'{"seats": [{"occupant": "client"}, {"occupant": "ai", "level": "random"}, {"occupant": "ai", "level": '
     b'"random"}, {"occupant": "ai", "level": "random"}], "name": "evil\\ud800"}', "$.name"),
    (b'{"seats": [{"occupant": "client", "name": "A\\udc80"}, {"occupant": "ai", "level": "random"}, '
     b'{"occupant": "ai", "level": "random"}, {"occupant": "ai", "level": "random"}]}', "$.seats[0].name"),
    (b'{"seats": [], "options": {"\\udbff": 1}}', '$.options["\\udbff"]'),
])
def test_a_lone_surrogate_in_a_room_request_is_refused_and_nothing_stored(tmp_path: Path, raw: bytes,
                                                                          where: str) -> None:
    db = tmp_path / "t.sqlite3"
    with running_server(db) as server:
        status, doc = raw_post(server.url, "/api/rooms", raw)
        assert status == 400 and doc["error"] == "bad-json", doc
        assert f"{where}: " in doc["message"] and SURROGATE_WORDS in doc["message"], doc
        assert protocol.http_validator("error").is_valid(doc)
        assert http("GET", f"{server.url}/api/rooms") == (200, {"rooms": []})
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM rooms").fetchone()[0] == 0


def old_room(tmp_path: Path) -> tuple[Path, str]:
    """A database holding a room whose name and seat 0's name have lone surrogates, stored as the
    server before the check wrote them (json.dumps: the escapes ``\\ud800`` and ``\\udc80``)."""
    db = tmp_path / "old.sqlite3"
    with running_server(db) as server:
        room, _ = create_room(server.url, [{"occupant": "client", "name": "A"}] + AIS[1:], seed=3, name="evil")
    with sqlite3.connect(db) as conn:
        (config,) = conn.execute("SELECT config FROM rooms").fetchone()
        doc = json.loads(config)
        doc["name"], doc["seats"][0]["name"] = "evil\ud800", "A\udc80"
        conn.execute("UPDATE rooms SET config = ?", (json.dumps(doc, sort_keys=True),))
    return db, room["id"]


def test_a_room_stored_with_lone_surrogates_is_served_with_their_escapes(tmp_path: Path) -> None:
    db, rid = old_room(tmp_path)
    with running_server(db) as server:
        status, doc = http("GET", f"{server.url}/api/rooms")
        assert status == 200 and doc["rooms"][0]["name"] == "evil\\ud800"  # 10 characters: text, not a surrogate
        assert http("GET", f"{server.url}/api/rooms/{rid}")[1]["name"] == "evil\\ud800"
        status, doc = http("GET", f"{server.url}/api/rooms/{rid}/matches/1/transcript")
        assert status == 200, doc
        assert doc["metadata"]["title"] == "evil\\ud800: match 1" and doc["seats"][0]["name"] == "A\\udc80"


def test_export_of_a_room_stored_with_lone_surrogates(tmp_path: Path) -> None:
    db, rid = old_room(tmp_path)
    listed = belote_ref("export", "--list", "--db", str(db))
    assert listed.returncode == 0 and f"{rid}\tevil\\ud800\t" in listed.stdout, listed
    out = tmp_path / "match.json"
    done = belote_ref("export", rid, "--db", str(db), "--output", str(out))
    assert done.returncode == 0, done.stderr
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["seats"][0]["name"] == "A\\udc80"
    audited = belote_ref("audit", str(out))
    assert audited.returncode == 0, audited.stdout


def test_export_of_a_damaged_configuration_is_exit_3_and_a_folder_that_is_a_file_exit_2(tmp_path: Path) -> None:
    db, rid = old_room(tmp_path)
    (tmp_path / "a-file").write_text("")
    made = belote_ref("export", rid, "--db", str(db), "--match", "all", "--output", str(tmp_path / "a-file"))
    assert made.returncode == 2 and "cannot make the folder" in made.stderr, made
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE rooms SET config = '{\"name\": \"x\"}'")
    for args in (["--list"], [rid]):
        bad = belote_ref("export", *args, "--db", str(db))
        assert bad.returncode == 3 and "is damaged" in bad.stderr and rid in bad.stderr, bad


def test_text_that_cannot_be_written_leaves_no_file(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    with pytest.raises(UnicodeEncodeError):
        write_text(str(out), "x\ud800")
    assert not out.exists()


def test_escape_surrogates_writes_each_as_six_characters() -> None:
    assert jsonread.escape_surrogates({"k\udfff": ["a\ud800b", 1, None], "n": "ok"}) == \
        {"k\\udfff": ["a\\ud800b", 1, None], "n": "ok"}


# --- bodies the schema accepts and the rules cannot read (TABLE-ROOMS) ----------------------------
def test_an_integral_float_first_dealer_is_that_seat(server: ServerThread) -> None:
    room, host = create_room(server.url, ONE_CLIENT, first_dealer=1.0, seed=4)
    assert server.hub is not None  # the hand in progress is served to no token (TABLE-PRIVACY): read it here
    doc = server.hub.rooms[room["id"]].room.transcript(1, full=True)
    assert doc["first_dealer"] == 1 and doc["hands"][0]["dealer"] == 1


def test_an_order_with_a_text_that_is_no_card_names_it(server: ServerThread) -> None:
    status, doc = http("POST", f"{server.url}/api/rooms", {"seats": ONE_CLIENT, "orders": [["XX"] * 32]})
    assert status == 400 and doc["clause"] == "DEAL-ORDER", doc
    assert doc["message"].startswith("orders[0] is not a card order: position 0: 'XX' is not a card"), doc


def test_paths_and_methods_the_api_does_not_have_are_json_errors(server: ServerThread) -> None:
    status, doc = http("GET", f"{server.url}/api/nope")
    assert status == 404 and doc["error"] == "not-found" and doc["clause"] == "TABLE-ERRORS"
    status, doc = http("DELETE", f"{server.url}/api/rooms/x")
    assert status == 405 and doc["error"] == "method-not-allowed"
    assert protocol.http_validator("error").is_valid(doc)


def test_an_unexpected_error_is_a_json_500_logged(server: ServerThread, monkeypatch: pytest.MonkeyPatch,
                                                  caplog: pytest.LogCaptureFixture) -> None:
    from belote_ref.table import engine

    room, _ = create_room(server.url, ONE_CLIENT)

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("kaboom-42")

    monkeypatch.setattr(engine, "transcript", broken)
    with caplog.at_level(logging.ERROR, logger="belote_ref.table"):
        status, doc = http("GET", f"{server.url}/api/rooms/{room['id']}/matches/1/transcript")
    assert status == 500 and doc["error"] == "internal" and doc["clause"] == "TABLE-ERRORS", doc
    assert "Traceback" not in json.dumps(doc) and "kaboom-42" not in json.dumps(doc)
    assert any(r.exc_info and "internal error on GET" in r.getMessage() for r in caplog.records)
    assert http("GET", f"{server.url}/api/rooms/{room['id']}")[0] == 200


_text = st.text(max_size=6)
_json = st.recursive(st.none() | st.booleans() | st.integers(-5, 2**60) | st.floats(allow_nan=False,
                     allow_infinity=False) | _text, lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(_text, inner, max_size=3), max_leaves=6)
_seat = st.one_of(
    st.fixed_dictionaries({"occupant": st.just("client")}, optional={"name": _text}),
    st.fixed_dictionaries({"occupant": st.just("ai"), "level": st.sampled_from(["random", "easy", "normal"])}),
    st.fixed_dictionaries({"occupant": st.sampled_from(["client", "ai"])},
                          optional={"level": st.sampled_from(["hard", "expert"]), "name": _text}))
_option_value = st.one_of(st.integers(1, 3000), st.integers(1, 4).map(float), st.sampled_from(
    [True, False, "fail", "dispute", "3-2", "announced", "next-dealer"]), _json)
_card = st.sampled_from(["7C", "8D", "9H", "10S", "JC", "QD", "KH", "AS", "XX", "", "1Z", " jh "])
_order = st.one_of(st.permutations([f"{r}{s}" for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]),
                   st.lists(_card, min_size=32, max_size=32))
_room_request = st.fixed_dictionaries(
    {"seats": st.sampled_from([4, 4, 4, 3, 2]).flatmap(lambda n: st.lists(_seat, min_size=n, max_size=n))},
    optional={
        "profile": st.sampled_from(["belote-classic", "belote-acanomas", "poker"]),
        "name": _text,
        "options": st.dictionaries(st.sampled_from(["target", "players", "tie", "belote", "pairs", "first_deal", "x"]),
                                   _option_value, max_size=3),
        "seed": st.integers(0, 2**53 - 1) | st.integers(0, 9).map(float),
        "first_dealer": st.integers(0, 3) | st.integers(0, 3).map(float),
        "turn_timeout_s": st.none() | st.floats(0.05, 100),
        "takeover": st.none() | st.sampled_from(["random", "easy", "expert"]),
        "ai_budget_ms": st.floats(1, 10000), "ai_delay_ms": st.floats(0, 10000),
        "orders": st.lists(_order, max_size=2),
    })


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_room_request)
def test_any_room_request_makes_a_room_or_a_named_refusal(body: dict[str, Any]) -> None:
    """Whatever a request holds (the schema's numbers as integral floats, texts that are no card,
    options of any JSON), it is a room that starts its first match, or a RoomError: never another
    exception, which the server would answer 500."""
    try:
        config = config_from_request(body)
    except RoomError as exc:
        assert exc.reason and exc.clause
        return
    room = Room("R", RoomConfig.from_json(json.loads(json.dumps(config.to_json()))), 0.0, "h")
    outcome = room.start_match(0.0)
    assert outcome.records[0].kind == "start" and room.match == 1


# --- connections that never finish a request, and too many of them (TABLE-LIMITS) ---------------
@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    """A server whose requests must arrive within 0.6 s."""
    db: Path = tmp_path_factory.mktemp("strict") / "table.sqlite3"
    with running_server(db, http_request_timeout_s=0.6, hello_timeout_s=WAIT) as s:
        yield s


@pytest.fixture(scope="module")
def limited(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    """A server that holds at most 6 connections (and lets an idle one stay open)."""
    db: Path = tmp_path_factory.mktemp("limited") / "table.sqlite3"
    with running_server(db, http_request_timeout_s=WAIT, max_connections=6, hello_timeout_s=WAIT) as s:
        yield s


def address(server: ServerThread) -> tuple[str, int]:
    host, port = server.url[len("http://"):].rsplit(":", 1)
    return host, int(port)


def closed_after(sock: socket.socket, limit_s: float, trickle: bytes = b"") -> tuple[float, int]:
    """Seconds until the server closes ``sock`` (sending ``trickle`` a byte every 0.1 s at most),
    and the bytes of ``trickle`` sent by then; fail after ``limit_s``."""
    start = time.monotonic()
    sock.settimeout(0.1)
    sent = 0
    while time.monotonic() - start < limit_s:
        try:
            if sock.recv(65536) == b"":
                return time.monotonic() - start, sent
        except socket.timeout:
            pass
        except ConnectionResetError:
            return time.monotonic() - start, sent
        if sent < len(trickle):
            try:
                sock.send(trickle[sent:sent + 1])
            except OSError:
                return time.monotonic() - start, sent
            sent += 1
    raise AssertionError(f"the connection was still open after {limit_s} s")


@pytest.mark.parametrize("first, trickle", [
    (b"", b""),  # opens, never speaks
    (b"GET /api HTTP/1.1\r\nHost: x\r\n", b"X-Slow: " + b"a" * 100),  # headers a byte at a time
    (b"POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
     b""),  # a body that never comes
])
def test_a_request_that_does_not_arrive_in_time_is_closed(strict: ServerThread, first: bytes, trickle: bytes) -> None:
    with socket.create_connection(address(strict)) as sock:
        sock.sendall(first)
        took, sent = closed_after(sock, WAIT, trickle)
    assert took >= 0.5, took  # not before the deadline
    # the deadline is the whole request's: a byte now and then does not restart it (at a byte a
    # tenth of a second at most, the request would be whole after 10.8 s: it is cut before)
    assert sent < len(trickle) or not trickle, (took, sent)


def test_requests_in_time_on_one_connection_and_a_websocket_are_not_cut(tmp_path: Path) -> None:
    # a deadline of 4 s, requests 2.5 s apart (the margin is for a busy machine): 7.5 s in all
    with running_server(tmp_path / "t.sqlite3", http_request_timeout_s=4.0, hello_timeout_s=WAIT) as server:
        _in_time_requests_are_not_cut(server, pause=2.5, deadline=4.0)


def _in_time_requests_are_not_cut(strict: ServerThread, pause: float, deadline: float) -> None:
    with socket.create_connection(address(strict)) as sock:
        sock.settimeout(WAIT)
        for _ in range(3):
            time.sleep(pause)  # the deadline restarts after each answer
            sock.sendall(b"GET /api HTTP/1.1\r\nHost: x\r\n\r\n")
            head = b""
            while b"\r\n\r\n" not in head:
                head += sock.recv(1)
            assert head.startswith(b"HTTP/1.1 200"), head
            length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
            body = b""
            while len(body) < length:
                body += sock.recv(length - len(body))
    room, _ = create_room(strict.url, ONE_CLIENT)
    with Client(strict, room["id"]) as c:
        c.hello(join(strict.url, room["id"], 0))
        time.sleep(deadline + 1.0)
        c.send({"type": "ping", "id": "late"})
        assert c.expect("pong")["id"] == "late"


def test_past_the_most_connections_a_new_one_is_refused_503_until_some_close(limited: ServerThread) -> None:
    strict = limited
    assert http("GET", f"{strict.url}/api")[1]["limits"]["max_connections"] == 6
    socks = [socket.create_connection(address(strict)) for _ in range(6)]
    try:
        time.sleep(0.1)
        status, doc = http("GET", f"{strict.url}/api")
        assert status == 503 and doc["error"] == "too-many-connections" and doc["clause"] == "TABLE-LIMITS", doc
        assert "6 connections" in doc["message"]
        for _ in range(30):  # the request is read, not reset: its sender reads the 503
            assert http("POST", f"{strict.url}/api/rooms", {"seats": ONE_CLIENT, "name": "x" * 70})[0] == 503
    finally:
        for s in socks:
            s.close()
    deadline = time.monotonic() + WAIT  # the server sees the closes
    while http("GET", f"{strict.url}/api")[0] != 200:
        assert time.monotonic() < deadline, f"still refused {WAIT:g} s after the connections closed"
        time.sleep(0.05)


def test_the_most_connections_stay_below_the_open_file_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(transport.resource, "getrlimit", lambda which: (256, 4096))
    assert transport.connection_limit(4096) == 256 - 64 == 192
    assert transport.connection_limit(100) == 100
    monkeypatch.setattr(transport.resource, "getrlimit", lambda which: (10, 4096))
    assert transport.connection_limit(4096) == 1


def test_accept_failures_are_logged_once_in_a_while(caplog: pytest.LogCaptureFixture) -> None:
    """While descriptors are exhausted asyncio reports every failed accept(), thousands a second:
    the server logs one line in LOG_INTERVAL_S, saying how many more there were."""
    now = [0.0]
    throttle = transport.Throttled(10.0, clock=lambda: now[0])
    loop = asyncio.new_event_loop()
    before = loop.get_exception_handler()
    try:
        restore = transport.quiet_accept_errors(loop, throttle)
        exc = OSError(errno.EMFILE, "Too many open files")
        with caplog.at_level(logging.ERROR, logger="belote_ref.table"):
            for _ in range(2000):
                loop.call_exception_handler({"message": "socket.accept() out of system resource", "exception": exc})
            now[0] = 10.5
            loop.call_exception_handler({"message": "socket.accept() out of system resource", "exception": exc})
        assert loop.get_exception_handler() is not before
        restore()
        assert loop.get_exception_handler() is before  # the server's stop puts the loop's handler back
    finally:
        loop.close()
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2 and "Too many open files" in lines[0], lines
    assert "1999 more" in lines[1]


# --- matches per room and the size of a room's summary (TABLE-MATCHES) --------------------------
def test_a_room_plays_at_most_max_matches_and_lists_its_latest(tmp_path: Path) -> None:
    with running_server(tmp_path / "t.sqlite3", max_matches=12) as server:
        room, host = create_room(server.url, AIS, seed=2, options={"target": 1})
        rid = room["id"]
        for n in range(2, 13):
            wait_over(server.url, rid)
            status, doc = http("POST", f"{server.url}/api/rooms/{rid}/matches", token=host)
            assert status == 201 and doc["started"] == n, doc
        doc = wait_over(server.url, rid)
        assert doc["match"] == 12 and [m["match"] for m in doc["matches"]] == list(range(3, 13))
        status, doc = http("POST", f"{server.url}/api/rooms/{rid}/matches", token=host)
        assert status == 409 and doc["error"] == "too-many-matches" and doc["clause"] == "TABLE-MATCHES", doc
        assert "12 matches" in doc["message"] and "(12)" in doc["message"]
        assert http("GET", f"{server.url}/api/rooms/{rid}/matches/1/transcript")[0] == 200
        assert http("GET", f"{server.url}/api")[1]["limits"]["max_matches"] == 12


def test_a_seated_client_past_the_most_matches_gets_unavailable(tmp_path: Path) -> None:
    with running_server(tmp_path / "t.sqlite3", max_matches=2) as server:
        room, _ = create_room(server.url, ONE_CLIENT, seed=12, options={"target": 1})
        with Client(server, room["id"]) as c:
            c.hello(join(server.url, room["id"], 0))
            for _ in range(2):
                play_match_out(c)
                c.send({"type": "start_match", "id": "next"})
            err = c.expect("error")
            assert err["code"] == "unavailable" and err["clause"] == "TABLE-MATCHES" and err["id"] == "next", err
            assert "2 matches" in err["message"] and protocol.server_validator().is_valid(err)
            c.send({"type": "ping"})
            c.expect("pong")
