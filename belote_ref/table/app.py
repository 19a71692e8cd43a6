"""The table server's ASGI app (Starlette): the HTTP JSON API, one WebSocket per seat or
spectator, the Origin check, and the schemas for client authors (spec/table.md).

:func:`create_app` takes extra routes, so that pages and static files (the browser table) mount
beside the API without touching it. Every error of the API is a JSON answer
``{"error", "message", "clause"}``: a bad request a 4xx naming what is wrong, a path or method the
API does not have a 404 or 405, and anything unexpected a 500 (logged with its traceback, which
the client never sees).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Sequence
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket

from ..errors import BeloteError
from ..jsonread import JsonError
from ..jsonread import loads as read_json
from ..resources import data_path
from . import engine, protocol
from .fair import MAX_AI_BUDGET_MS, RoomRateLimited
from .hub import Connection, Hub, RoomRuntime
from .protocol import ProtocolError, RateLimiter
from .rooms import RoomError
from .store import DatabaseError
from .transport import CONTROL_FRAMES

log = logging.getLogger("belote_ref.table")


@dataclass
class AppConfig:
    allowed_origins: Sequence[str] = field(default_factory=tuple)
    """Origins allowed on WebSocket upgrades besides the server's own host ("*": any)."""
    max_connections: int = protocol.MAX_CONNECTIONS
    """The connections the server holds at once (shown at ``GET /api``; the runner enforces it)."""
    http_request_timeout_s: float = protocol.HTTP_REQUEST_TIMEOUT_S
    """The time a request's headers and body have to arrive (shown at ``GET /api``; the runner
    enforces it, :mod:`belote_ref.table.transport`)."""
    ws_ping_interval_s: float = protocol.WS_PING_INTERVAL_S
    """The time between the server's WebSocket pings (shown at ``GET /api``; uvicorn sends them)."""
    ws_ping_timeout_s: float = protocol.WS_PING_TIMEOUT_S
    """The time a pong has to come before the connection is closed (1011)."""


def origin_allowed(origin: str | None, host: str | None, allowed: Sequence[str]) -> bool:
    """The Origin check of a WebSocket upgrade (TABLE-ORIGIN): no Origin header (a program, not
    a browser), the server's own host, or an origin of the allowed list."""
    if origin is None:
        return True
    if "*" in allowed or origin in allowed:
        return True
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and host is not None and parts.netloc.lower() == host.lower()


def _error(status: int, code: str, message: str, clause: str = "TABLE-ROOMS") -> JSONResponse:
    return JSONResponse({"error": code, "message": message, "clause": clause}, status_code=status)


def _room_error(exc: RoomError) -> JSONResponse:
    response = _error(exc.status, exc.code, exc.reason, exc.clause)
    if isinstance(exc, RoomRateLimited):
        response.headers["Retry-After"] = str(exc.retry_after_s)
    return response


_PATH_NUMBER = re.compile(r"(?:0|[1-9][0-9]{0,9})")


def path_number(text: str) -> int:
    """A seat or match number of a path: ASCII digits, no sign, no leading zero (TABLE-ERRORS);
    anything else (``%D9%A3``, fullwidth digits, ``+1``, ``00``) is a ValueError."""
    if not _PATH_NUMBER.fullmatch(text):
        raise ValueError(text)
    return int(text)


def _bearer(request: Request) -> str | None:
    value = request.headers.get("authorization", "")
    if value[:7].lower() == "bearer ":
        return value[7:].strip() or None
    return None


async def _json_body(request: Request) -> Any:
    """The request's JSON body, read as strictly as a WebSocket message (:mod:`belote_ref.jsonread`:
    no repeated key, no NaN, no lone UTF-16 surrogate), or a RoomError naming what is wrong."""
    size = 0
    chunks = []
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > protocol.MAX_HTTP_BODY:
                raise RoomError(f"a request body may have at most {protocol.MAX_HTTP_BODY} bytes, this one has more "
                                f"({size} read)", status=413,
                                code="too-large", clause="TABLE-LIMITS")
            chunks.append(chunk)
    except ClientDisconnect:
        raise RoomError("the request body was cut short (the connection closed)", code="bad-json") from None
    raw = b"".join(chunks)
    if not raw:
        return {}
    try:
        return read_json(raw.decode("utf-8"), refuse_surrogates=True)
    except UnicodeDecodeError as exc:
        raise RoomError(f"the request body is not UTF-8 text: {str(exc)[:200]}", code="bad-json") from None
    except JsonError as exc:
        raise RoomError(f"the request body is not JSON this server reads: {str(exc)[:300]}", code="bad-json") from None


def _shown(text: str, limit: int = 100) -> str:
    """A path or a part of one, as an error message shows it: quoted, escaped, at most ``limit``
    characters."""
    return ascii(text if len(text) <= limit else text[: limit - 3] + "...")


_API_PREFIXES = ("/api", "/schemas")
_HTTP_CODES = {404: "not-found", 405: "method-not-allowed"}


async def _http_exception(request: Request, exc: Exception) -> Response:
    """A path or method the API does not have: a JSON error under /api and /schemas, Starlette's
    plain text elsewhere (the pages)."""
    assert isinstance(exc, HTTPException)
    path = request.url.path
    if not path.startswith(_API_PREFIXES):
        if exc.status_code in (204, 304):
            return Response(status_code=exc.status_code, headers=exc.headers)
        return PlainTextResponse(exc.detail, status_code=exc.status_code, headers=exc.headers)
    code = _HTTP_CODES.get(exc.status_code, "bad-request")
    where = path if len(path) <= 100 else path[:97] + "..."
    response = _error(exc.status_code, code, f"{request.method} {where}: {exc.detail}", "TABLE-ERRORS")
    response.headers.update(exc.headers or {})
    return response


class InternalErrors:
    """The safety net of the HTTP API: an exception no handler expected is logged with its
    traceback and answered 500 ``{"error": "internal", ...}`` (never a traceback to the client).
    Bad input is never meant to get here: every known one is a 4xx of its own."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def watched(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, watched)
        except Exception:  # noqa: BLE001 - the safety net itself
            log.exception("internal error on %s %s", scope.get("method"), str(scope.get("path"))[:100])
            if not started:
                response = _error(500, "internal", "the server failed on this request: a bug in belote-ref, "
                                  "logged on the server", "TABLE-ERRORS")
                await response(scope, receive, send)


def create_app(hub: Hub, config: AppConfig | None = None, extra_routes: Sequence[BaseRoute] = ()) -> Starlette:
    """The app over ``hub`` (already loaded). Its lifespan starts and stops the hub."""
    cfg = config or AppConfig()

    async def info(request: Request) -> Response:
        return JSONResponse({
            "protocol": protocol.PROTOCOL_VERSION, "server": protocol.SERVER_NAME,
            "profiles": [{**p.to_json(), "ai_levels": list(engine.ai_levels(p.name))} for p in engine.hosted()],
            "default_profile": hub.config.default_profile, "ai_levels": list(engine.AI_LEVELS),
            "limits": {**protocol.limits(hub.config.rate_per_s, hub.config.burst, hub.config.hello_timeout_s),
                       "max_http_body": protocol.MAX_HTTP_BODY, "max_spectators": protocol.MAX_SPECTATORS,
                       "max_rooms": hub.config.max_rooms, "max_matches": hub.config.max_matches,
                       "listed_matches": protocol.LISTED_MATCHES, "max_connections": cfg.max_connections,
                       "http_request_timeout_s": cfg.http_request_timeout_s,
                       "max_ai_budget_ms": MAX_AI_BUDGET_MS, "room_burst": hub.config.room_burst,
                       "room_rate_per_min": hub.config.room_rate_per_min,
                       "http_keep_alive_s": protocol.HTTP_KEEP_ALIVE_S, "ws_ping_interval_s": cfg.ws_ping_interval_s,
                       "ws_ping_timeout_s": cfg.ws_ping_timeout_s},
            "rooms": "/api/rooms", "schemas": "/schemas/table/",
        })

    async def list_rooms(request: Request) -> Response:
        return JSONResponse({"rooms": [rt.published for rt in list(hub.rooms.values())]})

    async def create_room(request: Request) -> Response:
        try:
            hub.room_limiter.admit(request.client.host if request.client else "")  # TABLE-LIMITS
            body = await _json_body(request)
            rt, host = await hub.create_room(body)
        except RoomError as exc:
            return _room_error(exc)
        except BeloteError as exc:
            return _error(400, "bad-request", exc.reason, exc.clause)
        except DatabaseError as exc:
            return _error(503, "unavailable", f"the room could not be stored: {exc}", "TABLE-DURABILITY")
        return JSONResponse({"room": rt.published, "host_token": host}, status_code=201)

    async def get_room(request: Request) -> Response:
        try:
            return JSONResponse(hub.get(request.path_params["room"]).published)
        except RoomError as exc:
            return _room_error(exc)

    async def join(request: Request) -> Response:
        room_id = request.path_params["room"]
        try:
            seat = path_number(request.path_params["seat"])
            token = await hub.join(room_id, seat)
        except ValueError:
            return _error(404, "no-seat", f"{_shown(request.path_params['seat'])} is no seat: a seat is a number "
                          "in ASCII digits (0, 1, ...)", "TABLE-JOIN")
        except RoomError as exc:
            return _room_error(exc)
        except DatabaseError as exc:
            return _error(503, "unavailable", f"the seat could not be stored: {exc}", "TABLE-DURABILITY")
        return JSONResponse({"room": room_id, "seat": seat, "token": token, "ws": f"/ws/rooms/{room_id}"},
                            status_code=201)

    async def start_match(request: Request) -> Response:
        room_id = request.path_params["room"]
        try:
            match = await hub.start_match(room_id, _bearer(request) or "")
            return JSONResponse(hub.get(room_id).published | {"started": match}, status_code=201)
        except RoomError as exc:
            return _room_error(exc)

    async def transcript(request: Request) -> Response:
        room_id = request.path_params["room"]
        try:
            rt = hub.get(room_id)
            match = path_number(request.path_params["match"])
            # the hand in progress is served to no one, whatever the token (TABLE-PRIVACY)
            doc = await rt.call(lambda: rt.room.transcript(match, full=False))
        except ValueError:
            return _error(404, "no-match", f"{_shown(request.path_params['match'])} is no match: a match is a "
                          "number in ASCII digits (1, 2, ...)", "TABLE-TRANSCRIPT")
        except RoomError as exc:
            return _room_error(exc)
        return JSONResponse(doc, headers={"Content-Disposition": f'inline; filename="{room_id}-match-{match}.json"'})

    async def websocket(ws: WebSocket) -> None:
        await serve_connection(hub, ws, cfg)

    routes: list[BaseRoute] = [
        Route("/api", info),
        Route("/api/rooms", list_rooms, methods=["GET"]),
        Route("/api/rooms", create_room, methods=["POST"]),
        Route("/api/rooms/{room}", get_room),
        Route("/api/rooms/{room}/seats/{seat}", join, methods=["POST"]),
        Route("/api/rooms/{room}/matches", start_match, methods=["POST"]),
        Route("/api/rooms/{room}/matches/{match}/transcript", transcript),
        WebSocketRoute("/ws/rooms/{room}", websocket),
        *extra_routes,
        WebSocketRoute("/{path:path}", _no_such_websocket),  # only WebSocket upgrades: HTTP goes on past it
    ]
    with contextlib.suppress(FileNotFoundError):
        routes.append(Mount("/schemas", app=StaticFiles(directory=str(data_path("schemas"))), name="schemas"))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    return Starlette(routes=routes, lifespan=lifespan, middleware=[Middleware(InternalErrors)],
                     exception_handlers={HTTPException: _http_exception})


async def serve_connection(hub: Hub, ws: WebSocket, cfg: AppConfig) -> None:
    """One WebSocket, from the upgrade to the close (TABLE-VERSION, TABLE-TOKENS, TABLE-ERRORS,
    TABLE-LIMITS, TABLE-ORIGIN)."""
    if not origin_allowed(ws.headers.get("origin"), ws.headers.get("host"), cfg.allowed_origins):
        await _deny(ws, _error(403, "bad-origin", f"origin {_shown(ws.headers.get('origin') or '')} may not "
                               "open a WebSocket here", "TABLE-ORIGIN"))  # before accept: the upgrade is refused
        return
    await ws.accept()
    room_id = ws.path_params["room"]
    tap = hub.config.tap
    conn = Connection(ws, room_id, tap, hub.next_connection_id())
    conn.start()
    rt: RoomRuntime | None = hub.rooms.get(room_id)
    if rt is None:
        conn.close(protocol.CLOSE_NO_ROOM, "no such room")
        await _finish(conn)
        return
    limiter = RateLimiter(time.monotonic, hub.config.rate_per_s, hub.config.burst)

    def flooding(mid: Any = None) -> None:
        conn.send(protocol.error("flooding", "messages past the rate limit faster than it refills: closing", mid))
        conn.close(protocol.CLOSE_POLICY, "flooding")

    control = ws.scope.get(CONTROL_FRAMES)
    if control is not None:  # the control frames are charged where they are read (TABLE-LIMITS)
        limiter.on_flood = flooding
        control.limiter = limiter
        if tap is not None:  # the server's pings and their pongs, in order among the messages (TABLE-CLIENT-PONG)
            control.on_ping = lambda: tap(room_id, "ping", conn.seat, conn.id, "")
            control.on_pong = lambda: tap(room_id, "pong", conn.seat, conn.id, "")

    def no_hello() -> None:
        if conn.role is None:
            conn.send(protocol.error("hello-first", f"no hello within {hub.config.hello_timeout_s:g} s"))
            conn.close(protocol.CLOSE_NO_HELLO, "no hello")

    timer = asyncio.get_running_loop().call_later(hub.config.hello_timeout_s, no_hello)
    try:
        while not conn.closing:
            try:
                message = await ws.receive()
            except Exception:  # noqa: BLE001 - the socket is gone
                break
            if message["type"] == "websocket.disconnect":
                break
            data = message.get("text")
            if data is None:
                data = message.get("bytes") or b""
            if tap is not None:
                tap(room_id, "in", conn.seat, conn.id, data if isinstance(data, str) else data.decode("utf-8", "replace"))
            obj: dict[str, Any] | ProtocolError | None = None
            if conn.asking_seq is not None and conn.asking_seq != conn.answered_seq and len(data) <= protocol.MAX_MESSAGE_BYTES:
                obj = _parse(data)  # an answer to a state that asks this seat to act is not charged
                if isinstance(obj, dict) and conn.answers(obj):
                    _dispatch(hub, rt, conn, obj)
                    continue
            if not limiter.allow():
                if limiter.flooding:
                    limiter.on_flood = None
                    flooding(protocol.peek_id(data))
                    break
                if limiter.dropped == 1 or limiter.dropped % 50 == 0:
                    conn.send(protocol.error("rate-limited", f"more than {limiter.rate:g} messages a second "
                                             f"(burst {limiter.burst}): this message and the next ones are dropped",
                                             protocol.peek_id(data)))
                continue
            if obj is None:
                obj = _parse(data)
            if isinstance(obj, ProtocolError):
                conn.send(protocol.from_protocol_error(obj))
                continue
            _dispatch(hub, rt, conn, obj)
    finally:
        timer.cancel()
        rt.queue.put_nowait(("gone", conn))
        conn.close(1000, "bye")
        await _finish(conn)


def _parse(data: str | bytes) -> dict[str, Any] | ProtocolError:
    try:
        return protocol.parse_client(data)
    except ProtocolError as exc:
        return exc


def _dispatch(hub: Hub, rt: RoomRuntime, conn: Connection, obj: dict[str, Any]) -> None:
    kind = obj["type"]
    mid = obj.get("id")
    if kind == "ping":
        conn.send(protocol.pong(mid))
        return
    if kind == "hello":
        if conn.role is not None:
            conn.send(protocol.error("already-hello", "this connection has said hello already", mid))
            return
        try:
            protocol.check_version(obj["protocol"])
        except ProtocolError as exc:
            exc.id = mid
            conn.send(protocol.from_protocol_error(exc))
            conn.close(protocol.CLOSE_VERSION, "protocol version")
            return
        if obj.get("spectate"):
            conn.role = "pending"
            rt.queue.put_nowait(("hello", conn, None, mid))
            return
        seat = hub.seat_of(rt, obj["token"])
        if seat is None:
            conn.send(protocol.error("bad-token", f"this token is not a seat token of room {rt.room.id}", mid))
            return
        conn.role = "pending"
        rt.queue.put_nowait(("hello", conn, seat, mid))
        return
    if conn.role is None:
        conn.send(protocol.error("hello-first", "send hello first (with a seat token, or spectate: true)", mid))
        return
    if kind == "action":
        rt.queue.put_nowait(("action", conn, obj))
    elif kind == "sync":
        rt.queue.put_nowait(("sync", conn, mid))
    elif kind == "start_match":
        rt.queue.put_nowait(("start_match", conn, mid, None))


async def _deny(ws: WebSocket, response: Response) -> None:
    """Refuse a WebSocket upgrade with an HTTP answer (TABLE-ERRORS: the spec's JSON error), where
    the server gives the means (ASGI's denial response), else with a bare 403."""
    if "websocket.http.response" in ws.scope.get("extensions", {}):
        await ws.send_denial_response(response)
    else:
        await ws.close(code=protocol.CLOSE_POLICY)


async def _no_such_websocket(ws: WebSocket) -> None:
    """A WebSocket upgrade to a path the server does not have: 404 ``not-found`` (TABLE-ERRORS)."""
    await _deny(ws, _error(404, "not-found", f"WebSocket {_shown(ws.url.path)}: no such path (a room's is "
                           "/ws/rooms/ROOM)", "TABLE-ERRORS"))


async def _finish(conn: Connection) -> None:
    if conn.writer is not None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(conn.writer, timeout=5)
