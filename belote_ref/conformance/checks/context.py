"""What a check of the kit may use of the run: a small interface, not the whole run.

A check (golden, negative, perft, differential) reads its slice of the configuration, plays hand
cases in lockstep on the engine, runs other work on the engine (perft), records departures,
counts the comparisons it makes (clause and situation), notes what it could not run and reports
progress. The run
(:class:`belote_ref.conformance.runner.Run`) implements this interface; a test can hand a check
any other object that does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping, Protocol, TypeVar

from ..driver import Engine
from ..results import Departure
from .lockstep import HandCase, HandRun

T = TypeVar("T")


class CheckSettings(Protocol):
    """The part of the run's configuration the checks read (see ``runner.Config``)."""

    @property
    def hands(self) -> int: ...
    @property
    def matches(self) -> int: ...
    @property
    def seeded(self) -> tuple[int, int] | None: ...
    @property
    def shard(self) -> bool: ...
    @property
    def seed(self) -> int: ...
    @property
    def probes(self) -> bool: ...
    @property
    def golden(self) -> list[Path]: ...
    @property
    def negative(self) -> list[Path]: ...
    @property
    def perft(self) -> list[Path]: ...
    @property
    def perft_positions(self) -> list[Any] | None:
        """The positions of ``perft`` read and checked before the run, :class:`.perft.Position`
        objects (not named here: perft imports this module); None: not read yet."""
        ...
    @property
    def thin(self) -> int:
        """The coverage threshold: a situation compared fewer times is thin (the differential
        check steers at least that many hands of each steered situation under the base ruleset)."""
        ...
    @property
    def profile(self) -> str:
        """The rule profile checked (``belote-classic`` or ``belote-acanomas``)."""
        ...


class CheckContext(Protocol):
    """The run as a check sees it."""

    @property
    def config(self) -> CheckSettings:
        """The configuration the checks read."""
        ...

    def progress(self, check: str, done: int, total: int) -> None:
        """``done`` of ``total`` cases of ``check`` are done."""

    def supports(self, options: Mapping[str, Any]) -> str | None:
        """Why the engine cannot play under these options (or they are skipped); None if it can."""

    def base(self) -> dict[str, Any]:
        """The ruleset played by default: the canonical values the engine supports (else its first)."""

    def variants(self) -> list[dict[str, Any]]:
        """The option sets to play: the base one first, then one supported option changed at a time."""

    def play(self, check: str, case: HandCase) -> HandRun | None:
        """Play one hand case in lockstep on the engine and the reference, counted as a case of
        ``check``; None if the engine failed (recorded, the engine restarted) or the case could
        not be set up (noted)."""

    def on_engine(self, check: str, case: str, job: Callable[[Engine], T], counted: bool = True) -> T | None:
        """Run ``job`` with the engine, counted as a case of ``check`` (unless not ``counted``);
        None as for :meth:`play`."""

    def hand_departures(self, case: HandCase, run: HandRun) -> None:
        """Record the departures of a lockstep run, the first of each clause (shrunk first when
        the case was generated) with its reproducing one-hand transcript."""

    def record(self, departure: Departure, reproduction: Callable[[], dict[str, Any]] | None = None) -> None:
        """Record a departure; the first of its clause gets the transcript ``reproduction``
        builds."""

    def cover(self, clause: str, situation: str, options: Mapping[str, Any]) -> None:
        """Count one comparison of ``clause`` in ``situation`` of a hand under ``options``."""

    def not_run(self, why: str) -> None:
        """Note something the check could not run, and why."""

    def seeded_elsewhere(self) -> None:
        """The differential check's seeded hands are done here: add those played elsewhere (a
        cluster's shards, spec/cluster.md), before the matches."""


__all__ = ["CheckContext", "CheckSettings"]
