"""What a conformance run finds: departures (clause-level differences), engine failures (the
engine could not be driven), and what was compared: each clause's situations, counted
(spec/conformance.md, Coverage), and the comparisons an earlier departure made impossible."""

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
    probe: dict[str, Any] | None = None
    """The illegal action the engine accepted, when that is the departure."""
    unshrunk: "Departure | None" = field(default=None, repr=False, compare=False)
    """A shrunk departure: the one it was shrunk from, as found (a cluster's shard keeps it, in
    case an earlier part of the run found the clause first: spec/cluster.md)."""

    def to_json(self) -> dict[str, Any]:
        return {"clause": self.clause, "check": self.check, "case": self.case, "message": self.message,
                "expected": self.expected, "got": self.got, "sent": self.sent, "step": self.step,
                "transcript": self.path, **({"probe": self.probe} if self.probe is not None else {}),
                **({"details": self.extra} if self.extra else {})}


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
    coverage: Counter[tuple[str, str, str]] = field(default_factory=Counter)
    """(clause, option key, situation) -> comparisons made (spec/conformance.md, Coverage)."""
    blocked: Counter[str] = field(default_factory=Counter)
    """Clause -> comparisons not possible: an earlier departure of the same hand made the
    engine's state differ from the reference's (or its fields follow from an earlier field that
    departed)."""
    unsupported: dict[str, Any] = field(default_factory=dict)
    """Option -> its canonical value, which the engine says it does not support."""
    played: list[dict[str, Any]] = field(default_factory=list)
    """The rulesets played (the base one first), for the coverage table."""
    profile: str = "belote-classic"
    """The rule profile checked: the report lists its clauses."""

    def exercise(self, *clauses: str) -> None:
        for c in clauses:
            self.exercised[c] += 1

    def cover(self, clause: str, key: str, situation: str) -> None:
        """Count one comparison of ``clause`` in ``situation`` under the option key ``key``."""
        self.coverage[(clause, key, situation)] += 1

    def compared(self) -> Counter[str]:
        """Comparisons made per clause: those counted with their situation, and those counted
        without one (:meth:`exercise`)."""
        out = Counter(self.exercised)
        for (clause, _, _), n in self.coverage.items():
            out[clause] += n
        return out

    def block(self, clause: str) -> None:
        """Count one comparison of ``clause`` that was not possible."""
        self.blocked[clause] += 1

    def merge(self, other: "Outcome") -> None:
        """Add the counts of ``other`` (a hand played on the side) to these."""
        self.exercised.update(other.exercised)
        self.coverage.update(other.coverage)
        self.blocked.update(other.blocked)
