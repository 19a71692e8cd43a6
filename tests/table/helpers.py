"""Helpers of the table-server tests: a server in a thread on a free localhost port, plain HTTP
calls, and a WebSocket client that keeps every message it receives."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from belote_ref.table.runner import ServerConfig, ServerThread

Json = dict[str, Any]
PROTOCOL = "1.1.0"
ONE_CLIENT = [{"occupant": "client"}] + [{"occupant": "ai", "level": "easy"}] * 3
FOUR_CLIENTS = [{"occupant": "client"}] * 4
WAIT = 120.0
"""Seconds a test waits for what it expects (an answer, a message, a close, a connection): a
hang detector, generous so that only a real hang fails on a busy machine (a test asserts what
happened, never how fast)."""
PLAY_WAIT = 900.0
"""Seconds a test waits for whole matches played by clients of its own to end (a hang detector)."""


@contextmanager
def running_server(db: Path, **kwargs: Any) -> Iterator[ServerThread]:
    """A server on 127.0.0.1, a free port, AI decisions in a thread (no worker processes). A
    module's server creates its rooms from one address, more than the 20 a client may create at
    once (TABLE-LIMITS): the room burst is raised unless a test gives one."""
    kwargs.setdefault("ai_workers", 0)
    kwargs.setdefault("room_burst", 100_000)
    with ServerThread(ServerConfig(db=db, port=0, **kwargs)) as server:
        yield server


def http(method: str, url: str, body: Any = None, token: str | None = None, raw: bytes | None = None,
         headers: dict[str, str] | None = None) -> tuple[int, Any]:
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    h = {"Content-Type": "application/json", **(headers or {})}
    if token:
        h["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(url, data=data, method=method, headers=h)
    try:
        with urllib.request.urlopen(req, timeout=WAIT) as r:
            return r.status, json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def create_room(url: str, seats: list[Json] | None = None, **fields: Any) -> tuple[Json, str]:
    body = {"profile": "belote-classic", "seats": seats or ONE_CLIENT, **fields}
    status, doc = http("POST", f"{url}/api/rooms", body)
    assert status == 201, doc
    return doc["room"], doc["host_token"]


def join(url: str, room: str, seat: int) -> str:
    status, doc = http("POST", f"{url}/api/rooms/{room}/seats/{seat}")
    assert status == 201, doc
    return str(doc["token"])


class Client:
    """A WebSocket client that records every message it receives (``received``)."""

    def __init__(self, server: ServerThread, room: str, origin: str | None = None) -> None:
        self.ws: ClientConnection = connect(f"{server.ws_base}/ws/rooms/{room}", origin=origin, open_timeout=WAIT,  # type: ignore[arg-type]
                                            max_size=2**22).__enter__()
        self.received: list[Json] = []
        self.sent: list[Any] = []

    def send(self, message: Any) -> None:
        text = message if isinstance(message, (str, bytes)) else json.dumps(message)
        self.sent.append(message)
        self.ws.send(text)

    def recv(self, timeout: float = WAIT) -> Json:
        msg = json.loads(self.ws.recv(timeout=timeout))
        self.received.append(msg)
        return msg

    def until(self, pred: Callable[[Json], bool], timeout: float = WAIT, limit: int = 100_000) -> Json:
        for _ in range(limit):
            msg = self.recv(timeout)
            if pred(msg):
                return msg
        raise AssertionError("no such message")

    def expect(self, kind: str, timeout: float = WAIT) -> Json:
        return self.until(lambda m: m["type"] == kind, timeout)

    def hello(self, token: str | None = None, spectate: bool = False) -> Json:
        msg: Json = {"type": "hello", "protocol": PROTOCOL}
        if spectate:
            msg["spectate"] = True
        else:
            msg["token"] = token
        self.send(msg)
        welcome = self.expect("welcome")
        return welcome

    def close(self) -> None:
        self.ws.close()

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def flood(c: Client, messages: Iterable[Any]) -> tuple[list[str], int | None]:
    """Send ``messages`` until the server closes the connection, then read to the close: the codes
    of the errors received, and the close code."""
    for message in messages:
        try:
            c.send(message)
        except ConnectionClosed:
            break
    codes: list[str] = []
    while True:
        try:
            m = c.recv()
        except ConnectionClosed as closed:
            return codes, closed.rcvd.code if closed.rcvd is not None else None
        if m["type"] == "error":
            codes.append(m["code"])


def my_turn(msg: Json) -> bool:
    return msg["type"] == "state" and bool(msg["view"]["legal_actions"])


def play_match_out(c: Client) -> None:
    """Play the seat's first legal action at each of its turns until the match ends."""
    while True:
        m = c.recv()
        if my_turn(m):
            c.send({"type": "action", "action": m["view"]["legal_actions"][0]})
        if m["type"] == "event" and m["event"]["kind"] == "match_end":
            return
