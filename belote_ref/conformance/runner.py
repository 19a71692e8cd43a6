"""A conformance run: the engine, the configuration, the four checks, and what they found.

An engine failure (crash, hang, garbage, out-of-protocol answer) is recorded with what was sent
and received; the engine is restarted and the run carries on, unless it fails
``max_consecutive_failures`` times in a row or at the handshake, when the run stops cleanly.

The handshake says which option values the engine supports (:class:`~.protocol.Support`): the
kit plays those only, from a base ruleset (each canonical value the engine supports, else its
first), and reports each canonical value it lacks once, as unsupported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, TypeVar

from ..rules import rules_for
from ..ruleset import OPTION_DEFAULTS
from . import clauses as clause_mod
from .coverage import DEFAULT_THIN, Keys
from .profiles import CLASSIC, PROFILES, kit_profile
from .protocol import Support
from .checks import differential, golden, negative, perft
from .checks.context import CheckContext
from .checks.perft import Position as PerftPosition
from .checks.lockstep import HandCase, HandRun, Lockstep
from .driver import Engine, EngineFailure
from .results import CorpusError, Departure, EngineError, Outcome
from .shrink import shrink
from .transcript import game_transcript, hand_transcript, write

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
    perft_positions: list[PerftPosition] | None = None
    """The positions of the ``perft`` files, already read and checked on the reference, each
    with its tree (``belote-ref conformance`` does, before the engine starts): the perft check
    plays these instead of reading the files again. None: it reads them."""
    out_dir: Path | None = None
    """Where reproducing transcripts are written (none: not written)."""
    shrink: bool = True
    shrink_budget: int = 150
    probes: bool = True
    views: bool = True
    max_consecutive_failures: int = 3
    thin: int = DEFAULT_THIN
    """A clause with a situation compared fewer times than this is thin (spec/conformance.md, Coverage)."""
    min_coverage: bool = False
    """Thin is a failure (``--min-coverage N``: ``thin`` = N)."""
    profile: str = CLASSIC
    """The rule profile checked (``--profile``): the engine's handshake must name it."""
    fixed: dict[str, Any] = field(default_factory=dict)
    """Options set with ``-o name=value``: every hand is played with them (never varied)."""
    seeded: tuple[int, int] | None = None
    """Differential: the seeded hands this run plays, ``[first, last)`` of ``range(hands)``
    (None: all of them). Set for a run whose seeded hands are played elsewhere, on a cluster
    (:mod:`.shards`)."""
    shard: bool = False
    """A shard of a run on a cluster: the differential check's ``seeded`` hands only (no
    steered hands, no matches, no other check), reproductions kept in memory."""


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
        self.support = Support({})
        self.consecutive = 0
        self.first_per_clause: set[str] = set()
        self.stats_engines: list[Engine] = []
        self.elsewhere: Iterable[Outcome] | None = None
        """The outcomes of this run's seeded hands played elsewhere, in order (spec/cluster.md)."""
        self.kit = kit_profile(config.profile)
        """The profile checked: its options, clause names and requests."""
        config.profile = self.kit.name
        self.outcome.profile = self.kit.name
        try:
            fixed_ruleset = self.kit.make_ruleset(config.fixed)
        except Exception as exc:  # a RulesetError naming the option
            raise ValueError(f"-o: {exc}") from None
        config.fixed = {k: getattr(fixed_ruleset, k) for k in config.fixed}
        known = {c for c, _ in clause_mod.all_clauses(self.kit.name)}
        for token in config.only + config.skip:
            if token not in known and token not in self.kit.defaults and token not in CHECKS:
                raise ValueError(f"--only/--skip {token!r} is neither a clause ID, an option name nor a check "
                                 f"({', '.join(CHECKS)})")

    # --- filters -------------------------------------------------------------------------------
    def _wanted(self, token: str, kind: str) -> bool:
        """Is this check / option / clause selected by --only and --skip?"""
        if token in self.config.skip:
            return False
        only = [t for t in self.config.only if _kind(t, self.kit.defaults) == kind]
        return not only or token in only

    def check_wanted(self, check: str) -> bool:
        return self._wanted(check, "check")

    def clause_wanted(self, clause: str) -> bool:
        return self._wanted(clause, "clause")

    def base(self) -> dict[str, Any]:
        """The ruleset the kit plays by default: every canonical value the engine supports, else
        its first supported value; the options set with ``-o`` as set."""
        return {**self.support.base(), **self.config.fixed}

    def option_values(self) -> dict[str, list[Any]]:
        """Values other than the base one, of each option, both supported by the engine and
        selected (targets: a spread over the engine's range or list)."""
        base = self.base()
        out: dict[str, list[Any]] = {}
        for name, choices in self.kit.choices.items():
            if self._wanted(name, "option") and name not in self.config.fixed:
                out[name] = [v for v in choices if v != base[name] and self.support.allows(name, v)]
        if self._wanted("target", "option") and "target" not in self.config.fixed:
            out["target"] = [t for t in self.support.target_choices() if t != base["target"]]
        return out

    def variants(self) -> list[dict[str, Any]]:
        """The rulesets the differential check plays: the base one, then one option changed at a
        time; a value the profile refuses with the base's other values (pairs at three players)
        with the first other option changed too that makes it a ruleset (pairs at four)."""
        base = self.base()
        out = [base]
        values = self.option_values()
        for name, vs in values.items():
            for v in vs:
                variant = next((c for c in [{**base, name: v}] + [{**base, name: v, other: w}
                                for other, ws in values.items() if other != name for w in ws] if self._playable(c)), None)
                if variant is not None and variant not in out:
                    out.append(variant)
        return out

    def _playable(self, options: Mapping[str, Any]) -> bool:
        try:
            self.kit.make_ruleset(dict(options))
        except Exception:  # a combination the profile refuses (pairs at three players)
            return False
        return True

    def supports(self, options: Mapping[str, Any]) -> str | None:
        """Why the engine cannot run a ruleset (None if it can)."""
        defaults = self.kit.defaults
        for name, value in options.items():
            if name not in defaults:
                continue
            if not self.support.allows(name, value):
                return f"the engine does not support {name}={value}"
            if value != defaults[name] and not self._wanted(name, "option"):
                return f"option {name} skipped"
            if name in self.config.fixed and value != self.config.fixed[name]:
                return f"-o {name}={_text(self.config.fixed[name])} is set (this file plays {name}={_text(value)})"
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
            self.support = Support(self.handshake)
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

    def on_engine(self, check: str, case: str, job: Callable[[Engine], T], counted: bool = True) -> T | None:
        """Run ``job`` with the engine (:meth:`guarded`), counted as a case of ``check``."""
        result = self.guarded(check, case, job)
        if counted:
            self.outcome.cases[check] += 1
        return result

    def play(self, check: str, case: HandCase) -> HandRun | None:
        """THE job of the golden, negative, perft and differential checks: ``case`` in lockstep
        on the engine and a fresh reference."""
        views, base = self.config.views, self.base()
        played = self.outcome.played
        if case.options not in played:
            played.append(dict(case.options))

        def job(engine: Engine) -> HandRun:
            return Lockstep(engine, self.outcome, check, views=views, base=base, profile=self.kit.name).run(case)

        return self.on_engine(check, case.name, job)

    def cover(self, clause: str, situation: str, options: Mapping[str, Any]) -> None:
        self.outcome.cover(clause, Keys.of(options).get(clause, ""), situation)

    def not_run(self, why: str) -> None:
        self.outcome.not_run.append(why)

    def record(self, departure: Departure, reproduction: Callable[[], dict[str, Any]] | None = None) -> None:
        """Record a departure; the first of its clause gets its reproduction (written to
        ``out_dir`` when there is one)."""
        if self._record(departure) and reproduction is not None:
            self._save(departure, reproduction())

    def hand_departures(self, case: HandCase, run: HandRun) -> None:
        """Record every departure of a lockstep run, each first departure of its clause with its
        reproducing one-hand transcript (shrunk first when the case was generated)."""
        for d in run.departures:
            clause = d.clause
            first = clause not in self.first_per_clause and self.clause_wanted(clause)
            if not first or not self.config.shrink or case.script is not None:
                self._hand_departure(case, run, d)
                continue
            shrunk = self.guarded(d.check, case.name + " (shrinking)", lambda engine: self._shrink(engine, case, run, d))
            if shrunk is None:
                self._hand_departure(case, run, d)
                continue
            small_case, small_run = shrunk
            small = small_run.first(clause)
            assert small is not None
            small.unshrunk = d
            self._hand_departure(small_case, small_run, small, shrunk_from=(case, d))

    def _shrink(self, engine: Engine, case: HandCase, run: HandRun, d: Departure) -> tuple[HandCase, HandRun]:
        ls = Lockstep(engine, Outcome(), d.check, views=self.config.views, base=self.base(), profile=self.kit.name)
        shape = self.start_shape(case.options)
        small_case, small_run, _ = shrink(
            ls.run, case, run, d.clause, self.config.shrink_budget, base=self.base(),
            allowed=lambda options: self.supports(options) is None and self.start_shape(options) == shape)
        return small_case, small_run

    def start_shape(self, options: Mapping[str, Any]) -> tuple[int, int] | None:
        """The seats and the sides (totals) of a starting state under ``options``: shrinking
        keeps it, for a start carried in (totals, pots, seats out) fits only its own shape (None:
        options the profile refuses)."""
        try:
            rules = rules_for(self.kit.make_ruleset(dict(options)))
        except Exception:  # a combination the profile refuses (pairs at three players)
            return None
        return rules.seats, len({rules.side_of(s) for s in range(rules.seats)})

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

    def _hand_departure(self, case: HandCase, run: HandRun, d: Departure,
                        shrunk_from: tuple[HandCase, Departure] | None = None) -> None:
        """Record departure ``d`` of ``run``; the reproduction: the hand's actions up to it (and
        the illegal action accepted, when that is the departure)."""
        actions = list(run.actions[: d.step])
        illegal = None
        if d.probe is not None:
            actions.append(d.probe)
            illegal = {"clause": d.clause, "kind": "illegal-action"}
        note: dict[str, Any] = {"clause": d.clause, "check": d.check, "case": d.case, "message": d.message,
                                "expected": d.expected, "engine": d.got, "request": d.sent}
        if d.extra.get("result"):
            note["result"] = d.extra["result"]
        if shrunk_from is not None:
            original, od = shrunk_from
            note["shrunk_from"] = {"steps": od.step, "totals": list(original.totals), "disputed": original.disputed,
                                   "dealer": original.dealer,
                                   "options": {k: v for k, v in original.options.items() if case.options.get(k) != v}}
            if original.match:
                note["shrunk_from"]["match"] = original.match
        if self.kit.name != CLASSIC:
            self.record(d, lambda: game_transcript(case.options, case.dealer, case.order, case.totals, case.match,
                                                   actions, note=note, illegal=illegal))
            return
        self.record(d, lambda: hand_transcript(case.options, case.dealer, case.order, case.totals, case.disputed,
                                               actions, note=note, illegal=illegal))

    def seeded_elsewhere(self) -> None:
        """Adopt the outcomes of :attr:`elsewhere`, the seeded hands played on a cluster."""
        if self.elsewhere is not None:
            for shard in self.elsewhere:
                self.adopt(shard)
            self.elsewhere = None

    def adopt(self, shard: Outcome) -> None:
        """Add the outcome of a shard of this run, played elsewhere (spec/cluster.md,
        CLUSTER-CONFORMANCE), after what this run found: its counts, its cases, its departures in
        order (the first of a clause not found yet keeps its reproduction, written here to
        ``out_dir``; the others drop theirs), its engine errors, and its notes not already made."""
        out = self.outcome
        out.merge(shard)
        out.cases.update(shard.cases)
        for d in shard.departures:
            if d.unshrunk is not None and d.clause in self.first_per_clause:
                d = d.unshrunk  # found first in the shard only: this run keeps it as found
            transcript, d.transcript = d.transcript, None
            if self._record(d) and transcript is not None:
                self._save(d, transcript)
        out.errors.extend(shard.errors)
        out.not_run.extend(n for n in shard.not_run if n not in out.not_run)
        out.played.extend(r for r in shard.played if r not in out.played)
        if shard.stopped and not out.stopped:
            out.stopped = shard.stopped

    # --- the whole run -----------------------------------------------------------------------
    def execute(self) -> Outcome:
        try:
            self.open()
        except EngineFailure as failure:
            self.outcome.errors.append(EngineError("handshake", "handshake", failure))
            self.outcome.stopped = "the engine could not be started (handshake failed)"
            return self.outcome
        if self.support.profile != self.kit.name:
            known = "" if self.support.profile in PROFILES else f" (this kit checks {', '.join(PROFILES)})"
            self.outcome.stopped = (f"the engine plays the rule profile {self.support.profile!r}, not {self.kit.name!r} "
                                    f"(--profile){known}: its handshake must name the profile checked")
            self.close()
            return self.outcome
        unplayable = {k: v for k, v in self.config.fixed.items() if not self.support.allows(k, v)}
        if unplayable:
            self.outcome.stopped = ("the engine does not support " + ", ".join(f"{k}={_text(v)}" for k, v in
                                                                              unplayable.items()) + " (set with -o)")
            self.close()
            return self.outcome
        self.outcome.unsupported = {name: v for name, v in self.support.unsupported_canonical().items()
                                    if name not in self.config.fixed and self.clause_wanted(self.kit.option_clauses[name])}
        try:
            for name, run_check in _CHECK_RUNS:
                if self.config.shard and name != "differential":
                    continue
                if self.check_wanted(name):
                    run_check(self)
                else:
                    self.outcome.not_run.append(f"check {name} skipped")
        except RunStopped:
            pass
        finally:
            self.close()
        return self.outcome


def _kind(token: str, options: Mapping[str, Any] = OPTION_DEFAULTS) -> str:
    if token in CHECKS:
        return "check"
    if token in options:
        return "option"
    return "clause"


def _text(value: Any) -> str:
    """An option value as written with ``-o`` (``true``, ``3``, ``3-2``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


__all__ = ["CHECKS", "Config", "Progress", "Run", "RunStopped"]
