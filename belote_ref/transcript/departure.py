"""A departure: one place where a transcript departs from the rules, as every audit reports it
(the team game's and profile belote-acanomas's alike)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Json = dict[str, Any]


@dataclass
class Departure:
    """One place where the transcript departs from the rules."""

    hand: int | None
    action_index: int | None
    path: str
    clause: str
    kind: str
    message: str
    trick: int | None = None
    """The index of the trick in its hand (0-7), like every index of the report."""
    seat: int | None = None
    recorded: Any = None
    expected: Any = None
    cause: "Departure | None" = field(default=None, repr=False, compare=False)
    """The earlier departure this one follows from (None: a departure of its own). The JSON report
    gives its index in the file's departures as ``caused_by``."""

    def to_json(self, caused_by: int | None = None) -> Json:
        return {
            "hand": self.hand, "trick": self.trick, "seat": self.seat, "action_index": self.action_index,
            "path": self.path, "clause": self.clause, "kind": self.kind,
            "recorded": self.recorded, "expected": self.expected, "message": self.message,
            "caused_by": caused_by,
        }

    def __str__(self) -> str:
        where = []
        if self.hand is not None:
            where.append(f"hand index {self.hand}")
        if self.trick is not None:
            where.append(f"trick index {self.trick}")
        if self.seat is not None:
            where.append(f"seat {self.seat}")
        loc = f" ({', '.join(where)})" if where else ""
        text = f"{self.path}{loc}: {self.clause}, {self.kind}: {self.message}"
        if self.cause is not None:
            text += f" (follows from {self.cause.path}, {self.cause.clause})"
        return text
