"""``belote-ref serve``: the table server (spec/table.md). Exit codes: 0 stopped (Ctrl-C or
SIGTERM), 2 bad option, 3 the database cannot be used (damaged, another application's, newer,
in use by another server), 4 the host and port cannot be listened on."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
from pathlib import Path
from typing import Any, Callable

from ..shown import shown_number
from .options import ACANOMAS, CLASSIC, add_profile_argument, decimal, natural


def register(sub: Any) -> None:
    from ..table.engine import AI_LEVELS

    p = sub.add_parser("serve", help="run the table server: rooms, seats, AI seats, WebSockets (spec/table.md)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=natural, default=8080, help="port (default 8080; 0: any free port, printed)")
    p.add_argument("--db", default=None, metavar="PATH",
                   help="the SQLite database (default ./belote-table.sqlite3; created if missing)")
    p.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                   help="a browser origin allowed to open WebSockets besides the server's own, e.g. "
                        "http://localhost:3000, or * for any (repeatable)")
    p.add_argument("--ai-workers", type=natural, default=None, metavar="N",
                   help="processes that run AI decisions (default: one per core, at most 4; 0: a thread); "
                        "N-1 more, at a lower priority, run the rooms no client is connected to (TABLE-LIMITS)")
    p.add_argument("--room", action="append", default=[], metavar="SEATS",
                   help="create a room of --profile at start: one entry per seat, each 'client' or an AI level, e.g. "
                        "client,hard,hard,hard, or under --profile acanomas -o players=3 client,normal,easy (repeatable)")
    p.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                   help="a ruleset option of the --room rooms, e.g. target=500, or players=2 under --profile acanomas "
                        "(repeatable)")
    add_profile_argument(p, (CLASSIC, ACANOMAS),
                         what="; the profile of the --room rooms and of rooms created without one (TABLE-ROOMS)")
    p.add_argument("--turn-timeout", type=decimal, default=None, metavar="S",
                   help="--room rooms: seconds a client seat has to act before --takeover plays it")
    p.add_argument("--takeover", default=None, choices=AI_LEVELS,
                   help="--room rooms: the AI level that plays a client seat past its time")
    p.add_argument("--room-burst", type=natural, default=None, metavar="N",
                   help="rooms one client address may create at once (default 20; TABLE-LIMITS)")
    p.add_argument("--rooms-per-minute", type=decimal, default=None, metavar="R",
                   help="rooms one client address may create a minute after its burst (default 10; TABLE-LIMITS)")
    p.add_argument("--log-level", default="warning", choices=["debug", "info", "warning", "error"])
    p.set_defaults(run=run)


def room_request(seats_text: str, options: list[str], timeout: float | None, takeover: str | None,
                 profile: str = CLASSIC) -> dict[str, Any]:
    """The room request of a ``--room`` argument under ``profile``."""
    from .exits import CommandError
    from ..errors import BeloteError
    from ..table.engine import AI_LEVELS

    if profile == ACANOMAS:
        from ..profiles.acanomas.ruleset import parse_option_text
    else:
        from ..ruleset import parse_option_text

    seats = []
    for i, name in enumerate(t.strip().lower() for t in seats_text.split(",")):
        if name == "client":
            seats.append({"occupant": "client"})
        elif name in AI_LEVELS:
            seats.append({"occupant": "ai", "level": name})
        else:
            raise CommandError(f"--room {seats_text!r}: seat {i} is {name!r}; write client or an AI level "
                               f"({', '.join(AI_LEVELS)})")
    try:
        opts = dict(parse_option_text(t) for t in options)
    except BeloteError as exc:
        raise CommandError(f"--option: {exc}") from None
    body: dict[str, Any] = {"profile": profile, "seats": seats, "options": opts}
    if timeout is not None:
        body["turn_timeout_s"] = timeout
    if takeover is not None:
        body["takeover"] = takeover
    return body


def run(args: argparse.Namespace) -> int:
    from .exits import CommandError
    from ..table.hub import Hub
    from ..table.protocol import PROTOCOL_VERSION
    from ..table.rooms import RoomError, config_from_request
    from ..table.runner import DEFAULT_DB, EXIT_LISTEN, ListenError, ServerConfig, bind, make_server, open_hub, url_of
    from ..table.store import EXIT_DATABASE, DatabaseError
    from .options import profile_from_args

    profile = profile_from_args(args) or CLASSIC
    if not 0 <= args.port <= 65535:
        raise CommandError(f"--port must be from 0 to 65535, not {args.port}")
    if args.ai_workers is not None and not 0 <= args.ai_workers <= 64:
        raise CommandError(f"--ai-workers must be from 0 to 64, not {args.ai_workers}")
    from ..table.fair import ROOM_BURST, ROOM_RATE_PER_MIN

    room_burst = ROOM_BURST if args.room_burst is None else args.room_burst
    room_rate = ROOM_RATE_PER_MIN if args.rooms_per_minute is None else args.rooms_per_minute
    if not 1 <= room_burst <= 1_000_000:
        raise CommandError(f"--room-burst must be from 1 to 1000000, not {room_burst}")
    if not 0 <= room_rate <= 1_000_000:
        raise CommandError(f"--rooms-per-minute must be from 0 to 1000000, not {shown_number(room_rate)}")
    requests = [room_request(r, args.option, args.turn_timeout, args.takeover, profile) for r in args.room]
    for r in requests:
        try:
            config_from_request(r)
        except RoomError as exc:
            raise CommandError(f"--room: {exc.reason}") from None
    logging.basicConfig(level=args.log_level.upper(), format="belote-ref serve: %(message)s")
    if args.db == "":
        raise CommandError(f"--db: the database path cannot be empty (leave --db out for the default {DEFAULT_DB})")
    db = Path(args.db or DEFAULT_DB)

    async def create_rooms(hub: Hub) -> None:
        for body in requests:
            rt, host = await hub.create_room(body)
            seats = [str(s) for s in rt.room.free_seats()]
            free = f"seat{'s' if len(seats) > 1 else ''} {', '.join(seats)}" if seats else "none"
            print(f"room {rt.room.id}: seats {body_seats(body)}; free client seats: {free}; "
                  f"join: POST {url}/api/rooms/{rt.room.id}/seats/SEAT; host token: {host}", flush=True)

    cfg = ServerConfig(db=db, host=args.host, port=args.port, allowed_origins=tuple(args.allow_origin),
                       ai_workers=args.ai_workers, log_level=args.log_level, on_start=(create_rooms,),
                       default_profile=profile, room_burst=room_burst, room_rate_per_min=room_rate)
    try:
        hub = open_hub(cfg)
    except DatabaseError as exc:
        raise CommandError(str(exc), EXIT_DATABASE) from None
    try:
        sock = bind(args.host, args.port)
    except ListenError as exc:
        assert hub.store is not None
        hub.store.close(discard_new=True)  # a database made for a server that never started is no use
        raise CommandError(str(exc), EXIT_LISTEN) from None
    url = url_of(sock)
    server = make_server(cfg, hub)

    def announce() -> None:
        print(f"belote-ref serve: listening on {url} (table protocol {PROTOCOL_VERSION}; database {db}; "
              f"{len(hub.rooms)} rooms resumed; default profile {profile})", flush=True)

    try:
        run_until_signal(server, sock, announce)
    finally:
        if hub.store is not None and hub.store.writer is None:
            hub.store.close()
    if not server.started:
        print("belote-ref serve: the server could not start", file=sys.stderr)
        return 70
    print("belote-ref serve: stopped", file=sys.stderr)
    return 0


def run_until_signal(server: Any, sock: Any, announce: Callable[[], None]) -> None:
    """Run a uvicorn server on ``sock`` until SIGINT or SIGTERM. uvicorn stops gracefully on
    either, then raises the signal again for the handler it found: with the one set here, that
    only notes it, so the command exits 0; the previous handlers are put back. A signal that
    comes once ``announce`` (which prints the address) has run, before uvicorn has put its own
    handlers in place, asks the server to stop as soon as it has started, not later."""
    stopped_by: list[int] = []

    def noted(sig: int, frame: Any) -> None:
        stopped_by.append(sig)
        server.should_exit = True

    previous = {sig: signal.signal(sig, noted) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        announce()
        server.run(sockets=[sock])
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def body_seats(body: dict[str, Any]) -> str:
    return ",".join(s.get("level") or "client" for s in body["seats"])
