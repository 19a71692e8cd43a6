"""``belote-ref check-client --client "COMMAND"`` (or ``--listen``): drive a table client through
scripted sessions on a table server of its own and report, clause by clause, where it departs
from the table protocol or the rules (spec/table.md, *Checking a client*).

Exit codes: 0 conforming, 1 departures found, 2 the client could not be driven (or bad input);
130 interrupted (the client and everything it started are stopped first).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import sys
import threading
from pathlib import Path
from typing import Any, Callable, Iterator

from .. import processes
from .exits import CommandError, Terminated
from .options import (ACANOMAS, CLASSIC, STDOUT, add_profile_argument, check_distinct, check_folder_apart, check_folder_writable, command_files, check_stdout, check_writable, decimal, natural,
                      output_folder, output_path, profile_from_args, write_text)


def register(sub: Any) -> None:
    from ..table.engine import AI_LEVELS

    p = sub.add_parser(
        "check-client", help="check a table client (an app's front end, a bot) against the table protocol and the rules",
        description="Start a table server of its own, seat the client in scripted rooms with AI seats around it "
                    "(golden card orders, seeded deals, dropped connections), check every message it sends and "
                    "report each TABLE-CLIENT clause as passed, failed or not exercised, with the rules clause of "
                    "every action the server refused. Exit 0 conforming, 1 departures, 2 the client could not be driven.",
    )
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--client", metavar="COMMAND", help="the client command, e.g. \"node client.js\"; it gets "
                     "BELOTE_SERVER, BELOTE_WS, BELOTE_ROOM, BELOTE_SEAT, BELOTE_TOKEN, BELOTE_SEED and the same as "
                     "--server=... --ws=... --room=... --seat=... --token=... --seed=... arguments")
    who.add_argument("--listen", action="store_true", help="start no client: print each session's room, seat and "
                     "token, and wait for a client started by hand")
    p.add_argument("--seed", type=natural, default=0,
                   help="seed of the rooms' deals and AI seats (default 0): the same seed gives the same sessions")
    p.add_argument("--session", action="append", default=[], metavar="NAME",
                   help="run only this session (repeatable): golden, reconnect, seat-2, seat-3, full-match; under "
                        "--profile acanomas: three-players, two-players-reconnect, four-players, pairs")
    add_profile_argument(p, (CLASSIC, ACANOMAS), what="; the profile of the checked rooms (TABLE-PROFILES)")
    p.add_argument("--turn-time", type=decimal, default=5.0, metavar="SECONDS",
                   help="the rooms' turn time: each decision, a reconnection and leaving after the match must "
                        "take less (default 5)")
    p.add_argument("--connect-time", type=decimal, metavar="SECONDS",
                   help="time to the client's first hello (default 10; 120 with --listen)")
    p.add_argument("--session-time", type=decimal, default=300.0, metavar="SECONDS",
                   help="a session's match must end within this (default 300)")
    p.add_argument("--ai", choices=AI_LEVELS, default="easy", help="level of the AI seats and of the takeover AI "
                   "(default easy; hard and expert think against the clock, so their runs are not reproducible)")
    p.add_argument("--ai-delay", type=decimal, default=20.0, metavar="MS",
                   help="pause of the AI seats before each action (default 20): keeps a client that answers at "
                        "once under the server's rate limit of 20 messages a second")
    p.add_argument("--target", type=natural, metavar="POINTS", help="the rooms' target instead of each session's own "
                   "(a lower target: shorter matches)")
    p.add_argument("--out", type=output_folder, default=Path("check-client-out"), metavar="DIR",
                   help="where the transcripts of sessions with departures go (default check-client-out)")
    p.add_argument("--json", type=output_path, metavar="PATH", help="write the report as JSON ('-' for stdout)")
    p.add_argument("--junit-xml", type=output_path, metavar="PATH",
                   help="write the report as JUnit XML ('-' for stdout)")
    p.add_argument("--host", default="127.0.0.1", help="the checker's server address (default 127.0.0.1)")
    p.add_argument("--port", type=natural, default=0, help="the checker's server port (default 0: a free port)")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    p.set_defaults(run=run)


@contextlib.contextmanager
def _signals() -> Iterator[None]:
    """SIGTERM and SIGHUP stop the check while it runs (main thread only), as they stop every
    command: :class:`~belote_ref.commands.exits.Terminated`, exit 143 (the client is killed on
    the way out)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: Any) -> None:
        raise Terminated(signum)

    saved = {s: signal.signal(s, stop) for s in (signal.SIGTERM, signal.SIGHUP)}
    try:
        yield
    finally:
        for s, h in saved.items():
            signal.signal(s, h)


def run(args: argparse.Namespace) -> int:
    from ..clients.report import report_json, report_junit, report_text
    from ..clients.run import CheckConfig, CheckError, check
    from ..conformance.report import exit_code
    from ..table.runner import ListenError
    from ..table.store import DatabaseError

    check_stdout(("--json", args.json), ("--junit-xml", args.junit_xml))
    check_distinct([("--json", args.json), ("--junit-xml", args.junit_xml), ("--out", args.out)],
                   command_files("--client", args.client))
    check_folder_apart("--out", args.out, command_files("--client", args.client),
                       [("--json", args.json), ("--junit-xml", args.junit_xml)])
    check_folder_writable("--out", args.out)
    for flag, path in (("--json", args.json), ("--junit-xml", args.junit_xml)):
        if path is not None:
            check_writable(flag, path)
    # with --json - (or --junit-xml -), stdout carries that alone and the text report goes to stderr
    out = sys.stderr if STDOUT in (args.json, args.junit_xml) else sys.stdout

    def announce(text: str) -> None:
        out.write(text + "\n")
        out.flush()

    progress: Callable[[str], None] | None = None
    if not args.quiet:
        def progress(text: str) -> None:
            sys.stderr.write(f"check-client: {text}\n")
            sys.stderr.flush()

    if not 0 <= args.port <= 65535:
        raise CommandError(f"--port must be from 0 to 65535, not {args.port}")
    cfg = CheckConfig(
        client=None if args.listen else args.client, seed=args.seed, sessions=args.session,
        turn_time=args.turn_time, connect_time=args.connect_time, session_time=args.session_time,
        ai_level=args.ai, ai_delay_ms=args.ai_delay, target=args.target, out_dir=args.out, host=args.host, port=args.port,
        announce=announce, progress=progress, profile=profile_from_args(args) or CLASSIC,
    )
    try:
        with _signals(), processes.contained():  # a client's descendant that calls setsid() dies with the check
            result = check(cfg)
    except CheckError as exc:
        raise CommandError(str(exc)) from None
    except ListenError as exc:
        raise CommandError(f"the checker's server {exc}") from None
    except DatabaseError as exc:  # its own database, in a temporary folder: a full disk, ulimit -f (spec/conformance.md, 6b)
        raise CommandError(f"cannot write the checker's own database: {exc}") from None
    out.write(report_text(result))
    if args.json is not None:
        write_text(args.json, json.dumps(report_json(result), indent=1) + "\n", make_parents=True)
    if args.junit_xml is not None:
        write_text(args.junit_xml, report_junit(result), make_parents=True)
    return exit_code(result.outcome)

