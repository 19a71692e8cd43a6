"""One session of a client check: create the room over HTTP, take the client's seat, start the
client (or tell the person at the keyboard how to start it, ``--listen``), wait until the match
is over and the client gone, judging what only time shows (TABLE-CLIENT-HELLO's first hello,
-RECONNECT, -HAND-END, -MATCH-END), then kill whatever is left and write the transcripts of a
session that found something.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from ..conformance.driver import EngineFailure
from ..conformance.results import EngineError
from ..files import write_whole
from ..table.runner import ServerThread
from . import clauses as C
from .checks import MAX_DEPARTURES, Watch
from .deals import AI_DELAY_MS, SessionPlan
from .process import ClientProcess, ClientStartError

Json = dict[str, Any]

POLL_S = 0.02
SCAN_S = 0.25
"""How often the processes below the client are looked up (to kill them at the end)."""
AROUND_KEPT = 3
"""Departures per clause and session that carry the messages around them in the report."""


class ClientFailure(EngineFailure):
    """The client could not be driven (spec/table.md, *Checking a client*): ``start`` (the
    command does not start), ``no-hello`` (never connects), ``crash`` (exits with an error status
    during the match), ``session-time`` (the match did not end in time)."""

    def describe(self) -> str:
        lines = [f"client {self.kind}: {self.detail}"]
        if self.received is not None:
            lines.append(f"  last message it was sent: {str(self.received)[:300]}")
        if self.stderr:
            lines.append("  its output: " + self.stderr.strip()[-1200:].replace("\n", "\n    "))
        return "\n".join(lines)


@dataclass
class SessionConfig:
    """What every session of a check shares."""

    client: Sequence[str] | None
    """The client command, or None: wait for a client started by hand (``--listen``)."""
    turn_time: float = 5.0
    connect_time: float = 10.0
    session_time: float = 300.0
    ai_level: str = "easy"
    ai_delay_ms: float = AI_DELAY_MS
    target: int | None = None
    out_dir: Path = Path("check-client-out")
    announce: Callable[[str], None] = print
    """Where ``--listen`` tells how to start the client."""


@dataclass
class SessionResult:
    plan: SessionPlan
    watch: Watch | None = None
    room: str = ""
    errors: list[EngineError] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    seconds: float = 0.0
    fatal: bool = False
    """The client could not be driven at all (does not start, never connects): the run stops."""
    client_exit: str = ""


class HttpError(Exception):
    pass


def http(method: str, url: str, body: Any = None, token: str | None = None) -> Any:
    """One call to the checker's own server (a failure is a bug of belote-ref, raised)."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.loads(r.read() or b"null")
    except urllib.error.HTTPError as exc:
        raise HttpError(f"{method} {url}: {exc.code} {exc.read()[:300]!r}") from None


def client_contract(server_url: str, room: str, seat: int, token: str, seed: int) -> tuple[dict[str, str], list[str]]:
    """What a client under check is given (spec/table.md, *Checking a client*): environment
    variables and the same as arguments."""
    ws = "ws" + server_url[4:] + f"/ws/rooms/{room}"
    env = {"BELOTE_SERVER": server_url, "BELOTE_WS": ws, "BELOTE_ROOM": room, "BELOTE_SEAT": str(seat),
           "BELOTE_TOKEN": token, "BELOTE_SEED": str(seed)}
    args = [f"--server={server_url}", f"--ws={ws}", f"--room={room}", f"--seat={seat}", f"--token={token}",
            f"--seed={seed}"]  # --name=value: a token may begin with "-"
    return env, args


def run_session(server: ServerThread, register: Callable[[str, Watch | None], None], plan: SessionPlan,
                cfg: SessionConfig, index: int = 1, total: int = 1) -> SessionResult:
    """Play one session (see the module's docstring); never raises for what the client does."""
    result = SessionResult(plan)
    t0 = time.monotonic()
    assert server.hub is not None
    room_turn = cfg.turn_time if cfg.client is not None else max(cfg.turn_time, cfg.connect_time)
    doc = http("POST", f"{server.url}/api/rooms", plan.room_request(cfg.ai_level, room_turn, cfg.target, cfg.ai_delay_ms))
    room, host = doc["room"]["id"], doc["host_token"]
    result.room = room
    seat_doc = http("POST", f"{server.url}/api/rooms/{room}/seats/{plan.seat}")
    token = seat_doc["token"]
    watch = Watch(plan, room, token, server.hub, cfg.turn_time, room_turn_time=room_turn)
    result.watch = watch
    register(room, watch)
    env, args = client_contract(server.url, room, plan.seat, token, plan.seed)
    proc: ClientProcess | None = None
    try:
        if cfg.client is not None:
            proc = ClientProcess(cfg.client, args, env)
            try:
                proc.start()
            except ClientStartError as exc:
                result.errors.append(EngineError("client", plan.name, ClientFailure("start", str(exc))))
                result.fatal = True
                return result
        else:
            _announce(cfg, plan, env, args, index, total)
        _wait(server, watch, proc, cfg, result)
    finally:
        with watch.lock:
            watch.closed = True
        register(room, None)
        if proc is not None:
            by_checker = proc.pid is not None and proc.poll() is None
            if by_checker:
                watch.note("the checker kills the client")
            proc.kill()
            result.client_exit = proc.exit_text()
            if by_checker and watch.stop_reason is not None:
                result.client_exit += " (by the checker: the session was stopped early, see the note)"
            elif by_checker and watch.match_over:
                result.client_exit += " (by the checker: it did not exit after the match ended)"
            elif by_checker:
                result.client_exit += " (by the checker, at the end of the session)"
            if result.errors:
                out = proc.output()
                for e in result.errors:
                    e.failure.stderr = e.failure.stderr or out
        result.seconds = time.monotonic() - t0
    _finish(server, watch, host, cfg, result)
    return result


def _announce(cfg: SessionConfig, plan: SessionPlan, env: dict[str, str], args: list[str], index: int, total: int) -> None:
    exports = " ".join(f"{k}={v}" for k, v in env.items())
    cfg.announce(f"session {index}/{total} ({plan.name}): the client plays seat {plan.seat} of room {env['BELOTE_ROOM']}.\n"
                 f"  Start it with these environment variables:\n    {exports}\n"
                 f"  or these arguments:\n    {' '.join(args)}\n"
                 f"  Waiting up to {cfg.connect_time:g} s for its hello on {env['BELOTE_WS']} ...")


def _connected(server: ServerThread, room: str, seat: int) -> bool:
    assert server.hub is not None
    rt = server.hub.rooms.get(room)
    if rt is None:
        return False
    return bool(rt.published["seats"][seat]["connected"])


def _wait(server: ServerThread, watch: Watch, proc: ClientProcess | None, cfg: SessionConfig, result: SessionResult) -> None:
    """Wait for the end of the match and the client's leaving; decide what only time shows."""
    name = watch.plan.name
    last_connected: float | None = None
    last_scan = -1.0
    while True:
        if proc is not None and watch.now() - last_scan >= SCAN_S:
            last_scan = watch.now()
            proc.scan()
        with watch.lock:
            watch.lock.wait(POLL_S)
            now = watch.now()
            n = watch.count
            connected = _connected(server, watch.room, watch.seat)
            if connected:
                last_connected = now
            code = proc.poll() if proc is not None else None
            exited = f"the client {proc.exit_text()}" if proc is not None and code is not None else ""
            if watch.stop_reason is not None:
                result.notes.append(f"session {name} stopped early: {watch.stop_reason}")
                return
            if watch.hellos == 0:
                if code is not None:
                    result.errors.append(EngineError("client", name, ClientFailure(
                        "crash", f"{exited} before saying hello with its token")))
                    result.fatal = True
                    return
                if now > cfg.connect_time:
                    how = "no hello with its seat token" if watch.count else "no connection"
                    result.errors.append(EngineError("client", name, ClientFailure(
                        "no-hello", f"{how} within {cfg.connect_time:g} s (--connect-time)")))
                    result.fatal = True
                    return
                continue
            if watch.match_over:
                gone = code is not None if proc is not None else not connected
                assert watch.match_end_at is not None
                if gone:
                    watch.exercise(C.MATCH_END)
                    if code not in (None, 0):
                        watch.depart(C.MATCH_END, f"{exited} after the match ended", n)
                    return
                if now - watch.match_end_at > cfg.turn_time:
                    what = "exit" if proc is not None else "close its connection"
                    watch.exercise(C.MATCH_END)
                    watch.depart(C.MATCH_END, f"did not {what} within {cfg.turn_time:g} s after the match ended", n)
                    return
                continue
            if watch.drop is not None:
                if code is not None or watch.reconnect_overdue():
                    how = exited + " instead of reconnecting" if code is not None else \
                        f"no hello with its token within {cfg.turn_time:g} s"
                    watch.exercise(C.RECONNECT)
                    watch.depart(C.RECONNECT, f"after the server dropped its connection ({watch.drop.drop.describe()}): "
                                 + how, n)
                    return
                continue
            left = code is not None or (last_connected is not None and not connected
                                        and now - last_connected > cfg.turn_time)
            if left:
                if code not in (None, 0):
                    result.errors.append(EngineError("client", name, ClientFailure(
                        "crash", f"{exited} during the match (seq {watch.decision.seq if watch.decision else '?'})",
                        received=watch.log[-1].text[:300] if watch.log else None)))
                    return
                how = exited or f"it closed its connection and did not come back within {cfg.turn_time:g} s"
                if watch.left_at_hand_end():
                    watch.exercise(C.HAND_END)
                    watch.depart(C.HAND_END, f"left the match after the end of hand {watch.hands_ended}: {how}", n)
                else:
                    watch.exercise(C.MATCH_END)
                    watch.depart(C.MATCH_END, f"left the match before it ended: {how}", n)
                return
            if now > cfg.session_time:
                result.errors.append(EngineError("client", name, ClientFailure(
                    "session-time", f"the match did not end within {cfg.session_time:g} s (--session-time)")))
                return


def _finish(server: ServerThread, watch: Watch, host: str, cfg: SessionConfig, result: SessionResult) -> None:
    """The messages around the first departures; the transcripts of a session that found something."""
    plan = result.plan
    deps = watch.outcome.departures
    result.notes += [f"session {plan.name}: {k - MAX_DEPARTURES} more departures under {c} not kept"
                     for c, k in watch.kept.items() if k > MAX_DEPARTURES]
    if watch.unlogged:
        result.notes.append(f"session {plan.name}: {watch.unlogged} messages past the first {len(watch.log)} not kept")
    if not deps and not result.errors:
        return
    shown: dict[str, int] = {}
    for d in deps:
        shown[d.clause] = shown.get(d.clause, 0) + 1
        if shown[d.clause] <= AROUND_KEPT:
            d.extra["around"] = [w.to_json(600) for w in watch.around(int(d.extra["message"]))]
    try:
        cfg.out_dir.mkdir(parents=True, exist_ok=True)
        wire = cfg.out_dir / f"{plan.name}.messages.jsonl"
        write_whole(wire, "".join(json.dumps(w.to_json()) + "\n" for w in watch.log))
        result.files.append(str(wire))
        for d in deps:
            d.path = str(wire)
        try:
            doc = http("GET", f"{server.url}/api/rooms/{result.room}/matches/1/transcript", token=host)
            game = cfg.out_dir / f"{plan.name}.transcript.json"
            write_whole(game, json.dumps(doc, indent=1) + "\n")
            result.files.append(str(game))
        except (HttpError, OSError, ValueError) as exc:
            result.notes.append(f"session {plan.name}: the match transcript could not be read: {exc}")
    except OSError as exc:
        result.notes.append(f"session {plan.name}: cannot write to {cfg.out_dir}: {exc.strerror or exc}")

