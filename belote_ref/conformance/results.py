"""What a conformance run finds: departures (clause-level differences), engine failures (the
engine could not be driven) and which clauses were exercised."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .driver import EngineFailure


class CorpusError(Exception):
    """A corpus file the reference itself rejects (a broken golden, not an engine departure)."""


@dataclass
class Departure:
    """The engine departs from the rules at one step of one case."""

    clause: str
    check: str
    case: str
    message: str
    expected: Any = None
    got: Any = None
    sent: Any = None
    step: int | None = None
    transcript: dict[str, Any] | None = None
    """A minimal transcript reproducing the departure (contract format)."""
    path: str | None = None
    """Where that transcript was written."""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"clause": self.clause, "check": self.check, "case": self.case, "message": self.message,
                "expected": self.expected, "got": self.got, "sent": self.sent, "step": self.step,
                "transcript": self.path, **({"details": self.extra} if self.extra else {})}


@dataclass
class EngineError:
    """A request the engine could not answer within the protocol."""

    check: str
    case: str
    failure: EngineFailure
    clause: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"check": self.check, "case": self.case, "clause": self.clause, **self.failure.to_json()}


@dataclass
class Outcome:
    exercised: Counter[str] = field(default_factory=Counter)
    departures: list[Departure] = field(default_factory=list)
    errors: list[EngineError] = field(default_factory=list)
    cases: Counter[str] = field(default_factory=Counter)
    """Cases run per check."""
    not_run: list[str] = field(default_factory=list)
    """Why some checks or cases were not run (skipped options, missing corpus...)."""
    stopped: str | None = None
    """Why the run stopped early, if it did."""

    def exercise(self, *clauses: str) -> None:
        for c in clauses:
            self.exercised[c] += 1
