"""The server's connections below the app (TABLE-LIMITS): uvicorn's HTTP/1.1 protocol (h11) with a
deadline for each request and a cap on the connections held at once, and a loop exception
handler that says "cannot accept" once in a while instead of once per failed ``accept()``.

- A request's headers and body must have arrived
  :data:`~belote_ref.table.protocol.HTTP_REQUEST_TIMEOUT_S` after the connection opened or after
  the previous answer; otherwise the connection is closed.
  A connection that never speaks, or sends its headers a byte at a time, so holds a descriptor
  for 10 seconds, not for ever (uvicorn's own keep-alive timer restarts at every byte).
- At most :func:`connection_limit` connections, HTTP and WebSocket, are held at once; one more
  is answered ``503`` (JSON, clause TABLE-LIMITS), half-closed, and closed within
  :data:`REFUSED_GRACE_S`. The limit stays below the process's open-file limit, so that an
  ``accept()`` does not run out of descriptors because of the connections held.
- A WebSocket's control frames (ping, pong), which uvicorn answers below the app, are charged to
  the connection's rate limit like its messages (:class:`BoundedWebSockets`).
"""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import resource
import time
from typing import Any, Callable

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.frames import Frame, Opcode
from websockets.http11 import Request, Response
from websockets.server import ServerProtocol
from websockets.typing import StatusLike

from . import protocol

log = logging.getLogger("belote_ref.table")

LOG_INTERVAL_S = 10.0
"""A repeated warning (connections refused, ``accept()`` failing) is logged once in this long."""
REFUSED_GRACE_S = 1.0
"""A connection refused with 503 is half-closed, and closed this long after (or when the peer
closes): closing it at once, its request unread, would reset it before the 503 is read."""


class Throttled:
    """A log of repeated events: one line per key in :data:`LOG_INTERVAL_S`, which says how many
    more there were since the last line."""

    def __init__(self, interval_s: float = LOG_INTERVAL_S, clock: Callable[[], float] = time.monotonic) -> None:
        self.interval_s = interval_s
        self.clock = clock
        self.seen: dict[str, tuple[float, int]] = {}

    def __call__(self, key: str, level: int, message: str, *args: Any) -> bool:
        """Log ``message % args`` unless ``key`` was logged less than the interval ago; True if logged."""
        now = self.clock()
        last = self.seen.get(key)
        if last is not None and now - last[0] < self.interval_s:
            self.seen[key] = (last[0], last[1] + 1)
            return False
        more = last[1] if last is not None else 0
        suffix = f" ({more} more since the last such line)" if more else ""
        log.log(level, message + suffix, *args)
        self.seen[key] = (now, 0)
        return True


def connection_limit(wanted: int = protocol.MAX_CONNECTIONS) -> int:
    """The connections a server holds at once: ``wanted``, at most the process's open-file limit
    less :data:`~belote_ref.table.protocol.FD_RESERVE` (at least 1)."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return max(1, wanted)
    return max(1, min(wanted, soft - protocol.FD_RESERVE))


def error_body(code: str, message: str, clause: str) -> bytes:
    """The spec's JSON error (TABLE-ERRORS) as the bytes of an answer's body."""
    return json.dumps({"error": code, "message": message, "clause": clause}).encode()


_STATUS_CODES = {400: "bad-request", 403: "forbidden", 404: "not-found", 500: "internal", 503: "unavailable"}
NOT_HTTP = ("not an HTTP/1.1 request this server reads (a bad request line, a byte outside ASCII in the "
            "path, a bad header): nothing was done")


def _too_many(limit: int) -> bytes:
    body = error_body("too-many-connections", f"the server holds its maximum of {limit} connections: try again later",
                      "TABLE-LIMITS")
    head = ("HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nretry-after: 1\r\nconnection: close\r\n\r\n")
    return head.encode("ascii") + body


class BoundedH11(H11Protocol):
    """uvicorn's h11 protocol with a request deadline and a connection cap (see the module
    docstring). :func:`bounded_protocol` gives a subclass with a server's own numbers."""

    max_connections: int = protocol.MAX_CONNECTIONS
    request_timeout_s: float = protocol.HTTP_REQUEST_TIMEOUT_S
    throttled: Throttled
    """The server's log of repeated warnings (set by :func:`bounded_protocol`: each server its own)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.deadline: asyncio.TimerHandle | None = None
        self.refused = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.max_connections:
            self.throttled("connections", logging.WARNING, "%d connections open, the most this server holds: "
                      "refusing new ones (503)", self.max_connections)
            self.refused = True
            transport.write(_too_many(self.max_connections))
            if transport.can_write_eof():
                transport.write_eof()
            self.deadline = self.loop.call_later(REFUSED_GRACE_S, transport.close)
            return
        self._watch()

    def data_received(self, data: bytes) -> None:
        if self.refused:
            return  # the request of a refused connection is read and dropped
        super().data_received(data)
        self._watch()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._watch()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        """What h11 cannot read (uvicorn's plain "Invalid HTTP request received."): the spec's
        JSON 400, and the connection closed (TABLE-ERRORS)."""
        body = error_body("bad-request", NOT_HTTP, "TABLE-ERRORS")
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                   (b"connection", b"close")]
        for event in (h11.Response(status_code=400, headers=headers, reason=b"Bad Request"), h11.Data(data=body),
                      h11.EndOfMessage()):
            self.transport.write(self.conn.send(event) or b"")
        self.transport.close()

    def _watch(self) -> None:
        """Arm the deadline while a request is awaited or arriving (the peer idle or sending
        its body); disarm it once the request is in, the connection closing or upgraded."""
        if self.refused:
            return
        transport = self.transport
        waiting = (transport is not None and not transport.is_closing() and transport.get_protocol() is self
                   and self.conn.their_state in (h11.IDLE, h11.SEND_BODY))
        if not waiting:
            self._disarm()
        elif self.deadline is None:
            self.deadline = self.loop.call_later(self.request_timeout_s, self._expired)

    def _disarm(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def _expired(self) -> None:
        self.deadline = None
        if self.transport is not None and not self.transport.is_closing():
            log.debug("a connection sent no whole request in %g s: closing it", self.request_timeout_s)
            self.transport.close()


def bounded_protocol(max_connections: int, request_timeout_s: float, throttled: Throttled) -> type[BoundedH11]:
    """The protocol class of one server (``uvicorn.Config(http=...)``), logging its repeated
    warnings through ``throttled``."""

    class Bounded(BoundedH11):
        pass

    Bounded.max_connections = max_connections
    Bounded.request_timeout_s = request_timeout_s
    Bounded.throttled = throttled
    return Bounded


_OUT_OF_DESCRIPTORS = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)


def quiet_accept_errors(loop: asyncio.AbstractEventLoop, throttled: Throttled) -> Callable[[], None]:
    """Log asyncio's "socket.accept() out of system resource" (once per failed accept, thousands a
    second while descriptors are exhausted) at most once in :data:`LOG_INTERVAL_S`, without its
    traceback; every other loop error goes to the handler there was. Returns what puts that
    handler back (the server's lifespan calls it as the server stops)."""
    previous = loop.get_exception_handler()

    def handler(lp: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in _OUT_OF_DESCRIPTORS and "accept" in str(context.get("message")):
            throttled("accept", logging.ERROR, "cannot accept connections: %s (the process's open-file limit is "
                      "reached; connections wait in the listen queue)", exc.strerror or exc)
            return
        if previous is not None:
            previous(lp, context)
        else:
            lp.default_exception_handler(context)

    loop.set_exception_handler(handler)

    def restore() -> None:
        loop.set_exception_handler(previous)

    return restore


CONTROL_FRAMES = "belote_ref.control_frames"
"""The key, in a WebSocket's ASGI scope, of its :class:`ControlFrames`."""


class ControlFrames:
    """Where the app hands a WebSocket's rate limiter to the layer that reads its control frames
    (TABLE-LIMITS): until it does, they are not charged. The app may also be told of the
    server's pings and of the pongs that answer them, in their order among the messages."""

    def __init__(self) -> None:
        self.limiter: protocol.RateLimiter | None = None
        self.on_ping: Callable[[], None] | None = None
        """Called once the server's own ping frame is written (TABLE-CLIENT-PONG)."""
        self.on_pong: Callable[[], None] | None = None
        """Called when the pong that answers it is read."""


class _ChargedFrames(ServerProtocol):
    """websockets' server side, whose control frames pass ``charged()`` first: one past the
    limit is dropped whole (a ping gets no pong, and no frame reaches uvicorn)."""

    def __init__(self, charged: Callable[[Frame], bool], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.charged = charged

    def recv_frame(self, frame: Frame) -> None:
        if frame.opcode in (Opcode.PING, Opcode.PONG) and not self.charged(frame):
            return
        super().recv_frame(frame)

    def reject(self, status: StatusLike, text: str) -> Response:
        """An upgrade refused below the app (malformed, or the app failed): the spec's JSON error
        (TABLE-ERRORS) in place of websockets' plain text."""
        response = super().reject(status, text)
        code = _STATUS_CODES.get(response.status_code, "bad-request" if response.status_code < 500 else "internal")
        message = text.strip() or response.reason_phrase
        response.body = error_body(code, f"WebSocket upgrade refused: {message}"[:300], "TABLE-ERRORS")
        for name, value in (("Content-Type", "application/json"), ("Content-Length", str(len(response.body)))):
            del response.headers[name]  # websockets' Headers add a value beside the old one
            response.headers[name] = value
        return response


class BoundedWebSockets(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol whose control frames go through the connection's rate limit
    (TABLE-LIMITS): a ping past it is dropped unanswered, a pong past it ignored, and the first
    that floods calls the limiter's ``on_flood`` (the app answers ``flooding`` and closes, 1008).
    Without it a flood of pings, answered here and never seen by the app, would never be closed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.control: ControlFrames | None = None
        self.conn = _ChargedFrames(self._charged, extensions=self.conn.available_extensions,
                                   max_size=self.config.ws_max_size, logger=self.conn.logger)

    def handle_connect(self, event: Request) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)
        if scope is not None:  # the upgrade is going on to the app
            self.control = ControlFrames()
            scope[CONTROL_FRAMES] = self.control

    def send_keepalive_ping(self) -> None:
        super().send_keepalive_ping()
        if self.control is not None and self.control.on_ping is not None and self.pending_ping_payload is not None:
            self.control.on_ping()

    def handle_pong(self, event: Frame) -> None:
        answers = self.pending_ping_payload is not None and bytes(event.data) == self.pending_ping_payload
        super().handle_pong(event)
        if answers and self.control is not None and self.control.on_pong is not None:
            self.control.on_pong()

    def _charged(self, frame: Frame) -> bool:
        """Charge one control frame; False when it is past the limit. The pong that answers the
        server's own ping is not charged (it is owed, TABLE-LIMITS)."""
        if frame.opcode is Opcode.PONG and self.pending_ping_payload is not None \
                and bytes(frame.data) == self.pending_ping_payload:
            return True
        limiter = self.control.limiter if self.control is not None else None
        if limiter is None or limiter.allow():
            return True
        if limiter.flooding and limiter.on_flood is not None:
            on_flood, limiter.on_flood = limiter.on_flood, None
            on_flood()
        return False
