"""A whole client check: a table server in a thread on 127.0.0.1 with a database in a temporary
folder, its tap routed to the session in progress, the sessions one after the other, and the
outcome clause by clause. The server, the client and every process it started are stopped on
every way out (the end, an error, Ctrl-C).
"""

from __future__ import annotations

import shlex
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional, Sequence

from ..conformance.results import Outcome
from ..errors import BeloteError
from ..table.rooms import config_from_request
from ..table.runner import ServerConfig, ServerThread
from .checks import Watch
from .deals import AI_DELAY_MS, MAX_SEED, SessionPlan, plan_of
from .session import SessionConfig, SessionResult, run_session


PING_INTERVAL_S = 0.2
"""The checker's server pings its WebSockets this often (a production server every 20 s), so
that every session tests what a client owes the pings (spec/table.md, Pings in a check)."""


class CheckError(ValueError):
    """A check that cannot be run as asked (a bad option); the message says which."""


@dataclass
class CheckConfig:
    client: str | Sequence[str] | None
    """The client command (a string is split like a shell line, without a shell), or None for
    ``--listen``."""
    seed: int = 0
    sessions: Sequence[str] = ()
    """Names of the sessions to run (default: all of the plan)."""
    turn_time: float = 5.0
    connect_time: float | None = None
    """Default: 10 s for a client the checker starts, 120 s for one started by hand."""
    session_time: float = 300.0
    ai_level: str = "easy"
    ai_delay_ms: float = AI_DELAY_MS
    target: int | None = None
    out_dir: Path = Path("check-client-out")
    host: str = "127.0.0.1"
    port: int = 0
    announce: Callable[[str], None] = print
    progress: Callable[[str], None] | None = None
    plan: Sequence[SessionPlan] | None = None
    """Sessions to run instead of the default plan (tests)."""
    profile: str = "belote-classic"
    """The profile of the rooms of the default plan (TABLE-PROFILES)."""


@dataclass
class CheckResult:
    outcome: Outcome
    sessions: list[SessionResult] = field(default_factory=list)
    seconds: float = 0.0
    client: str = ""
    server_url: str = ""


class TapRouter:
    """The server's tap (``ServerConfig.tap``): each message of a room goes to that room's watch."""

    def __init__(self) -> None:
        self.watches: dict[str, Watch] = {}
        self.lock = threading.Lock()

    def register(self, room: str, watch: Watch | None) -> None:
        with self.lock:
            if watch is None:
                self.watches.pop(room, None)
            else:
                self.watches[room] = watch

    def tap(self, room: str, direction: str, seat: Optional[int], conn: int, text: str) -> None:
        watch = self.watches.get(room)
        if watch is not None:
            watch.on_message(direction, conn, text)


def plan_for(cfg: CheckConfig) -> tuple[list[SessionPlan], list[str]]:
    """The sessions to run and notes about the plan; :class:`CheckError` for a bad option."""
    from ..shown import shown_number

    if not 0 <= cfg.seed <= MAX_SEED:
        raise CheckError(f"--seed must be a whole number from 0 to {MAX_SEED}, not {cfg.seed}")
    for name, value in (("--turn-time", cfg.turn_time), ("--session-time", cfg.session_time),
                        ("--connect-time", cfg.connect_time if cfg.connect_time is not None else 1.0)):
        if not 0.1 <= value <= 3600:
            raise CheckError(f"{name} must be from 0.1 to 3600 seconds, not {shown_number(value)}")
    plan, notes = (list(cfg.plan), []) if cfg.plan is not None else plan_of(cfg.profile, cfg.seed)
    if cfg.sessions:
        names = [p.name for p in plan]
        unknown = [s for s in cfg.sessions if s not in names]
        if unknown:
            raise CheckError(f"no session named {', '.join(map(repr, unknown))}: the sessions are {', '.join(names)}")
        plan = [p for p in plan if p.name in cfg.sessions]
    if not 0 <= cfg.ai_delay_ms <= 10_000:
        raise CheckError(f"--ai-delay must be from 0 to 10000 milliseconds, not {shown_number(cfg.ai_delay_ms)}")
    for p in plan:
        try:
            config_from_request(p.room_request(cfg.ai_level, cfg.turn_time, cfg.target, cfg.ai_delay_ms))
        except BeloteError as exc:
            raise CheckError(f"session {p.name}: {exc.reason}") from None
    return plan, notes


def command_of(client: str | Sequence[str]) -> list[str]:
    if isinstance(client, str):
        try:
            return shlex.split(client)
        except ValueError as exc:
            raise CheckError(f"--client {client!r}: {exc}") from None
    return list(client)


def check(cfg: CheckConfig) -> CheckResult:
    """Run every session of the plan against the client; see the module's docstring."""
    plan, notes = plan_for(cfg)
    command = command_of(cfg.client) if cfg.client is not None else None
    if command is not None and not command:
        raise CheckError("--client is empty")
    connect_time = cfg.connect_time if cfg.connect_time is not None else (10.0 if command is not None else 120.0)
    scfg = SessionConfig(client=command, turn_time=cfg.turn_time, connect_time=connect_time,
                         session_time=cfg.session_time, ai_level=cfg.ai_level, ai_delay_ms=cfg.ai_delay_ms,
                         target=cfg.target,
                         out_dir=cfg.out_dir, announce=cfg.announce)
    result = CheckResult(Outcome(), client=shlex.join(command) if command else "a client started by hand (--listen)")
    result.outcome.not_run.extend(notes)
    router = TapRouter()
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="belote-check-client-") as tmp:
        server_cfg = ServerConfig(db=Path(tmp) / "check.sqlite3", host=cfg.host, port=cfg.port, ai_workers=0,
                                  tap=router.tap, log_level="critical", ws_ping_interval_s=PING_INTERVAL_S)
        with ServerThread(server_cfg) as server:
            result.server_url = server.url
            for i, p in enumerate(plan, 1):
                if cfg.progress:
                    cfg.progress(f"session {i}/{len(plan)} {p.name}: client at seat {p.seat}")
                s = run_session(server, router.register, p, scfg, i, len(plan))
                result.sessions.append(s)
                _merge(result.outcome, s)
                if cfg.progress:
                    found = len(s.watch.outcome.departures) if s.watch else 0
                    cfg.progress(f"session {i}/{len(plan)} {p.name}: {s.seconds:.1f} s, {found} departure(s)"
                                 + (f", {len(s.errors)} error(s)" if s.errors else ""))
                if s.fatal:
                    rest = [q.name for q in plan[i:]]
                    if rest:
                        result.outcome.not_run.append(f"sessions not run (the client could not be driven): {', '.join(rest)}")
                    break
    result.seconds = time.monotonic() - t0
    return result


def _merge(outcome: Outcome, s: SessionResult) -> None:
    outcome.cases[s.plan.name] += 1
    if s.watch is not None:
        outcome.exercised.update(s.watch.outcome.exercised)
        outcome.departures.extend(s.watch.outcome.departures)
    outcome.errors.extend(s.errors)
    outcome.not_run.extend(s.notes)
