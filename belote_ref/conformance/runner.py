"""A conformance run: the engine, the configuration, the four checks, and what they found.

An engine failure (crash, hang, garbage, out-of-protocol answer) is recorded with what was sent
and received; the engine is restarted and the run carries on, unless it fails
``max_consecutive_failures`` times in a row or at the handshake, when the run stops cleanly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, TypeVar

from ..ruleset import CANONICAL, OPTION_CHOICES, OPTION_DEFAULTS
from . import clauses as clause_mod
from .checks import differential, golden, negative, perft
from .checks.context import CheckContext
from .checks.lockstep import HandCase, HandRun, Lockstep
from .driver import Engine, EngineFailure
from .results import CorpusError, Departure, EngineError, Outcome
from .shrink import shrink
from .transcript import hand_transcript, write

CHECKS = ("golden", "negative", "perft", "differential")
_CHECK_RUNS: tuple[tuple[str, Callable[[CheckContext], None]], ...] = (
    ("golden", golden.run), ("negative", negative.run), ("perft", perft.run), ("differential", differential.run),
)
Progress = Callable[[str, int, int], None]
T = TypeVar("T")


class RunStopped(Exception):
    """The engine cannot be driven any more."""


@dataclass
class Config:
    hands: int = 1000
    """Differential: independent seeded hands (plus the directed ones)."""
    matches: int = 10
    """Differential: whole seeded matches."""
    seed: int = 0
    timeout: float = 10.0
    only: list[str] = field(default_factory=list)
    skip: list[str] = field(default_factory=list)
    golden: list[Path] = field(default_factory=list)
    negative: list[Path] = field(default_factory=list)
    perft: list[Path] = field(default_factory=list)
    out_dir: Path | None = None
    """Where reproducing transcripts are written (none: not written)."""
    shrink: bool = True
    shrink_budget: int = 150
    probes: bool = True
    views: bool = True
    max_consecutive_failures: int = 3


class Run:
    """Drives one engine through the checks; collects an :class:`Outcome`. The checks see it
    through :class:`~belote_ref.conformance.checks.context.CheckContext`."""

    def __init__(self, factory: Callable[[], Engine], config: Config, progress: Progress | None = None) -> None:
        self.factory = factory
        self.config = config
        self._progress = progress or (lambda label, done, total: None)
        self.outcome = Outcome()
        self.engine: Engine | None = None
        self.handshake: dict[str, Any] = {}
        self.consecutive = 0
        self.first_per_clause: set[str] = set()
        self.stats_engines: list[Engine] = []
        known = {c for c, _ in clause_mod.all_clauses()}
        for token in config.only + config.skip:
            if token not in known and token not in OPTION_DEFAULTS and token not in CHECKS:
                raise ValueError(f"--only/--skip {token!r} is neither a clause ID, an option name nor a check "
                                 f"({', '.join(CHECKS)})")

    # --- filters -------------------------------------------------------------------------------
    def _wanted(self, token: str, kind: str) -> bool:
        """Is this check / option / clause selected by --only and --skip?"""
        if token in self.config.skip:
            return False
        only = [t for t in self.config.only if _kind(t) == kind]
        return not only or token in only

    def check_wanted(self, check: str) -> bool:
        return self._wanted(check, "check")

    def clause_wanted(self, clause: str) -> bool:
        return self._wanted(clause, "clause")

    def option_values(self) -> dict[str, list[Any]]:
        """Non-canonical option values both supported by the engine and selected."""
        offered = self.handshake.get("options") or {}
        out: dict[str, list[Any]] = {}
        for name, choices in OPTION_CHOICES.items():
            values = offered.get(name) or []
            if self._wanted(name, "option"):
                out[name] = [v for v in choices if v != OPTION_DEFAULTS[name] and v in values]
        target = offered.get("target")
        if self._wanted("target", "option") and (target == "any" or (isinstance(target, list) and 500 in target)):
            out["target"] = [500]
        return out

    def variants(self) -> list[dict[str, Any]]:
        """The rulesets the differential check plays: canonical, then one option changed at a time."""
        canonical = CANONICAL.options()
        out = [canonical]
        for name, values in self.option_values().items():
            for v in values:
                out.append({**canonical, name: v})
        return out

    def supports(self, options: Mapping[str, Any]) -> str | None:
        """Why the engine cannot run a ruleset (None if it can)."""
        offered = self.handshake.get("options") or {}
        for name, value in options.items():
            if name not in OPTION_DEFAULTS or value == OPTION_DEFAULTS[name]:
                continue
            allowed = offered.get(name)
            if not (allowed == "any" or (isinstance(allowed, list) and value in allowed)):
                return f"the engine does not support {name}={value}"
            if not self._wanted(name, "option"):
                return f"option {name} skipped"
        return None

    # --- the engine --------------------------------------------------------------------------
    def open(self) -> Engine:
        if self.engine is None:
            engine = self.factory()
            self.stats_engines.append(engine)
            try:
                self.handshake = engine.open()
            except EngineFailure:
                engine.close()
                raise
            self.engine = engine
        return self.engine

    def close(self) -> None:
        if self.engine is not None:
            self.engine.close()
            self.engine = None

    def guarded(self, check: str, case: str, fn: Callable[[Engine], T]) -> T | None:
        """Run ``fn`` with the engine; on an engine failure record it, restart, carry on."""
        try:
            engine = self.open()
            result = fn(engine)
            self.consecutive = 0
            return result
        except EngineFailure as failure:
            self.outcome.errors.append(EngineError(check, case, failure))
            self.close()
            self.consecutive += 1
            if not self.handshake or self.consecutive >= self.config.max_consecutive_failures:
                self.outcome.stopped = (f"the engine failed {self.consecutive} time(s) in a row; the run stopped"
                                        if self.handshake else "the engine could not be started (handshake failed)")
                raise RunStopped() from None
            return None
        except CorpusError as exc:
            self.outcome.not_run.append(f"{check} {case}: {exc}")
            return None

    # --- what the checks use (CheckContext) ---------------------------------------------------
    def progress(self, check: str, done: int, total: int) -> None:
        self._progress(check, done, total)

    def on_engine(self, check: str, case: str, job: Callable[[Engine], T]) -> T | None:
        """Run ``job`` with the engine (:meth:`guarded`), counted as a case of ``check``."""
        result = self.guarded(check, case, job)
        self.outcome.cases[check] += 1
        return result

    def play(self, check: str, case: HandCase) -> HandRun | None:
        """THE job of the golden, negative and differential checks: ``case`` in lockstep on the
        engine and a fresh reference."""
        views = self.config.views

        def job(engine: Engine) -> HandRun:
            return Lockstep(engine, self.outcome, check, views=views).run(case)

        return self.on_engine(check, case.name, job)

    def exercise(self, *clauses: str) -> None:
        self.outcome.exercise(*clauses)

    def not_run(self, why: str) -> None:
        self.outcome.not_run.append(why)

    def record(self, departure: Departure, reproduction: Callable[[], dict[str, Any]] | None = None) -> None:
        """Record a departure; the first of its clause gets its reproduction (written to
        ``out_dir`` when there is one)."""
        if self._record(departure) and reproduction is not None:
            self._save(departure, reproduction())

    def hand_departure(self, case: HandCase, run: HandRun) -> None:
        """Record a lockstep departure with its reproducing one-hand transcript; the first of its
        clause in a generated case is shrunk first."""
        assert run.departure is not None
        clause = run.departure.clause
        if not self.config.shrink or clause in self.first_per_clause or not self.clause_wanted(clause) \
                or case.script is not None:
            self._hand_departure(case, run)
            return
        steps = run.departure.step
        check = run.departure.check

        def shrink_with(engine: Engine) -> tuple[HandCase, HandRun]:
            ls = Lockstep(engine, Outcome(), check, views=self.config.views)
            small_case, small_run, _ = shrink(ls.run, case, run, self.config.shrink_budget)
            return small_case, small_run

        shrunk = self.guarded(check, case.name + " (shrinking)", shrink_with)
        if shrunk is None:
            self._hand_departure(case, run)
            return
        self._hand_departure(shrunk[0], shrunk[1], shrunk_from=steps)

    # --- recording ---------------------------------------------------------------------------
    def _record(self, departure: Departure) -> bool:
        """Record a departure; True if it is the first for its clause (worth a reproduction)."""
        if not self.clause_wanted(departure.clause):
            self.outcome.not_run.append(f"departure in skipped clause {departure.clause} ({departure.case})")
            return False
        self.outcome.departures.append(departure)
        first = departure.clause not in self.first_per_clause
        self.first_per_clause.add(departure.clause)
        return first

    def _save(self, departure: Departure, transcript: dict[str, Any]) -> None:
        departure.transcript = transcript
        if self.config.out_dir is not None:
            name = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{departure.clause}-{departure.check}-{departure.case}")
            path = self.config.out_dir / f"{name}.json"
            try:
                write(path, transcript)
            except OSError as exc:
                self.outcome.not_run.append(f"cannot write the reproduction {path}: {exc.strerror or exc}")
                return
            departure.path = str(path)

    def _hand_departure(self, case: HandCase, run: HandRun, shrunk_from: int | None = None) -> None:
        d = run.departure
        assert d is not None
        actions = list(run.actions)
        illegal = None
        if run.probe is not None:
            actions.append(run.probe)
            illegal = {"clause": d.clause, "kind": "illegal-action"}
        note = {"clause": d.clause, "check": d.check, "case": d.case, "message": d.message,
                "expected": d.expected, "engine": d.got, "request": d.sent}
        if shrunk_from is not None:
            note["shrunk_from_steps"] = shrunk_from
        self.record(d, lambda: hand_transcript(case.options, case.dealer, case.order, case.totals, case.disputed,
                                               actions, note=note, illegal=illegal))

    # --- the whole run -----------------------------------------------------------------------
    def execute(self) -> Outcome:
        try:
            self.open()
        except EngineFailure as failure:
            self.outcome.errors.append(EngineError("handshake", "handshake", failure))
            self.outcome.stopped = "the engine could not be started (handshake failed)"
            return self.outcome
        try:
            for name, run_check in _CHECK_RUNS:
                if self.check_wanted(name):
                    run_check(self)
                else:
                    self.outcome.not_run.append(f"check {name} skipped")
        except RunStopped:
            pass
        finally:
            self.close()
        return self.outcome


def _kind(token: str) -> str:
    if token in CHECKS:
        return "check"
    if token in OPTION_DEFAULTS:
        return "option"
    return "clause"


__all__ = ["CHECKS", "Config", "Progress", "Run", "RunStopped"]
