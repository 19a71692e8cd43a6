"""Starting a table server: open and check the database, rebuild the rooms, bind the socket,
run uvicorn, in the foreground (``belote-ref serve``) or in a thread (tests, the client checker).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Awaitable, Callable, Sequence

import uvicorn
from starlette.routing import BaseRoute

from . import protocol
from .app import AppConfig, create_app
from .fair import ROOM_BURST, ROOM_RATE_PER_MIN
from .hub import Hub, HubConfig, Tap
from .store import Store
from .transport import BoundedWebSockets, Throttled, bounded_protocol, connection_limit, quiet_accept_errors

DEFAULT_DB = "belote-table.sqlite3"
EXIT_LISTEN = 4
"""Exit code of ``serve`` when it cannot listen on the host and port."""


class ListenError(OSError):
    """The host and port cannot be listened on."""


@dataclass
class ServerConfig:
    db: Path = Path(DEFAULT_DB)
    host: str = "127.0.0.1"
    port: int = 8080
    allowed_origins: Sequence[str] = ()
    ai_workers: int | None = None
    hello_timeout_s: float = protocol.HELLO_TIMEOUT_S
    rate_per_s: float = protocol.RATE_PER_S
    """Each connection's rate limit (TABLE-LIMITS): messages a second after a burst of ``burst``."""
    burst: int = protocol.BURST
    max_rooms: int = 10_000
    max_matches: int = protocol.MAX_MATCHES
    """Matches one room may play (TABLE-MATCHES)."""
    room_burst: int = ROOM_BURST
    """Rooms one client address may create at once, then ``room_rate_per_min`` a minute (TABLE-LIMITS)."""
    room_rate_per_min: float = ROOM_RATE_PER_MIN
    max_connections: int = protocol.MAX_CONNECTIONS
    """Connections held at once (TABLE-LIMITS), at most the open-file limit less FD_RESERVE."""
    http_request_timeout_s: float = protocol.HTTP_REQUEST_TIMEOUT_S
    """The time a connection has to send a whole HTTP request (TABLE-LIMITS)."""
    ws_ping_interval_s: float = protocol.WS_PING_INTERVAL_S
    """The time between the server's WebSocket pings (TABLE-LIMITS) ..."""
    ws_ping_timeout_s: float = protocol.WS_PING_TIMEOUT_S
    """... and the time a client has to answer one with a pong before it is closed (1011)."""
    default_profile: str = "belote-classic"
    """The profile of a room created without one (``serve --profile``, TABLE-ROOMS)."""
    tap: Tap | None = None
    log_level: str = "warning"
    extra_routes: Sequence[BaseRoute] = ()
    pages: bool = True
    """Serve the browser pages (the lobby, the table, the viewer, the rulebook: belote_ref.web)."""
    on_start: Sequence[Callable[[Hub], Awaitable[Any]]] = field(default_factory=tuple)


def open_hub(cfg: ServerConfig) -> Hub:
    """Open the database and rebuild every room; raise DatabaseError (exit 3) when it cannot be
    used."""
    store = Store(cfg.db)
    try:
        hub = Hub(store, HubConfig(hello_timeout_s=cfg.hello_timeout_s, max_rooms=cfg.max_rooms,
                                   max_matches=cfg.max_matches, rate_per_s=cfg.rate_per_s, burst=cfg.burst,
                                   ai_workers=cfg.ai_workers, tap=cfg.tap,
                                   default_profile=cfg.default_profile, room_burst=cfg.room_burst,
                                   room_rate_per_min=cfg.room_rate_per_min))
        hub.load()
    except BaseException:
        store.close()
        raise
    return hub


def bind(host: str, port: int) -> socket.socket:
    """A listening socket (port 0: a free port the system picks)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        family = infos[0][0]
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family in (socket.AF_INET, socket.AF_INET6):
            # accepted connections inherit it: without it, Nagle's algorithm holds the second of
            # two frames written in a row (an event, then a state) until the client's delayed ACK,
            # about 40 ms a decision
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.bind((host, port))
        sock.listen(2048)
    except OSError as exc:
        raise ListenError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.setblocking(False)
    return sock


def make_server(cfg: ServerConfig, hub: Hub) -> uvicorn.Server:
    """The uvicorn server of ``hub``: the app, the pages, and the connection limits (TABLE-LIMITS:
    :mod:`belote_ref.table.transport`)."""
    routes = list(cfg.extra_routes)
    if cfg.pages:
        from ..web.app import routes as web_routes

        routes += web_routes(table=True)
    limit = connection_limit(cfg.max_connections)
    app = create_app(hub, AppConfig(allowed_origins=tuple(cfg.allowed_origins), max_connections=limit,
                                    http_request_timeout_s=cfg.http_request_timeout_s,
                                    ws_ping_interval_s=cfg.ws_ping_interval_s, ws_ping_timeout_s=cfg.ws_ping_timeout_s),
                     routes)
    inner = app.router.lifespan_context
    throttled = Throttled()

    @contextlib.asynccontextmanager
    async def lifespan(a: Any) -> Any:
        restore = quiet_accept_errors(asyncio.get_running_loop(), throttled)
        try:
            async with inner(a):
                for hook in cfg.on_start:
                    await hook(hub)
                yield
        finally:
            restore()

    app.router.lifespan_context = lifespan
    config = uvicorn.Config(
        app, log_level=cfg.log_level, access_log=False, lifespan="on", ws_max_size=protocol.MAX_FRAME_BYTES,
        ws_per_message_deflate=False, timeout_graceful_shutdown=2, server_header=False,
        http=bounded_protocol(limit, cfg.http_request_timeout_s, throttled), ws=BoundedWebSockets,
        ws_ping_interval=cfg.ws_ping_interval_s, ws_ping_timeout=cfg.ws_ping_timeout_s,
        timeout_keep_alive=protocol.HTTP_KEEP_ALIVE_S,
    )
    return uvicorn.Server(config)


def url_of(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}"


class ServerThread:
    """A server in a thread of this process, on ``cfg.port`` (0: a free port)::

        with ServerThread(ServerConfig(db=path, port=0)) as server:
            server.url  # http://127.0.0.1:PORT
    """

    def __init__(self, cfg: ServerConfig) -> None:
        self.cfg = cfg
        self.hub: Hub | None = None
        self.server: uvicorn.Server | None = None
        self.thread: threading.Thread | None = None
        self.url = ""

    def __enter__(self) -> "ServerThread":
        self.hub = open_hub(self.cfg)
        try:
            sock = bind(self.cfg.host, self.cfg.port)
        except BaseException:
            assert self.hub.store is not None
            self.hub.store.close()
            raise
        self.url = url_of(sock)
        self.server = make_server(self.cfg, self.hub)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [sock]}, daemon=True,
                                       name="belote-ref-table-server")
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the table server did not start")
            time.sleep(0.005)
        return self

    @property
    def ws_base(self) -> str:
        return "ws" + self.url[4:]

    def stop(self) -> None:
        if self.server is not None and self.thread is not None:
            self.server.should_exit = True
            self.thread.join(timeout=20)
            self.thread = None

    def __exit__(self, *exc: Any) -> None:
        self.stop()
