"""The faults of a recorded physical game and what they score (ACA-PREMIUM-RENEGE,
ACA-PENALTY-FAULTS, ACA-AUDIT-PHYSICAL): the pure part of the audit of physical games.

The replay of a record (which needs the engine) is :mod:`belote_ref.profiles.acanomas.physical`; it
finds the faults, and this module says what each one scores: a renege gives each opponent side
the renege premium, an item of their raw totals (before the maker test); a penalty is deducted
from its offender's side after the maker test; every other departure is reported under its
clause without points.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence

from .scoring import PENALTY_POINTS, RENEGE_PREMIUM, SideFacts

RENEGE = "ACA-PREMIUM-RENEGE"
MISDEAL = "ACA-PENALTY-MISDEAL"
EXPOSED = "ACA-PENALTY-EXPOSED"
LAST_CARD = "ACA-PENALTY-LAST-CARD"
OUT_OF_TURN = "ACA-PENALTY-OUT-OF-TURN"
NOT_SHOWN = "ACA-PENALTY-NOT-SHOWN"

FAULT_CLAUSES: Mapping[str, str] = {
    "renege": RENEGE,
    "misdeal": MISDEAL,
    "exposed": EXPOSED,
    "last-card": LAST_CARD,
    "out-of-turn": OUT_OF_TURN,
    "not-shown": NOT_SHOWN,
}
"""The faults of text 000 §14 the audit scores, by kind, with their clauses (heaping the won
tricks leaves no trace in a record: ACA-PENALTY-FAULTS)."""

PENALTIES = frozenset({MISDEAL, EXPOSED, LAST_CARD, OUT_OF_TURN, NOT_SHOWN})
"""The clauses whose fault costs the offender :data:`~belote_ref.profiles.acanomas.scoring.PENALTY_POINTS`."""

FAULT_WORDS: Mapping[str, str] = {
    RENEGE: "no servir pudiendo",
    MISDEAL: "error al dar las cartas",
    EXPOSED: "descubrir del mazo más de una carta",
    LAST_CARD: "no volver la última carta del mazo",
    OUT_OF_TURN: "jugar fuera de turno",
    NOT_SHOWN: "no enseñar una combinación aceptada",
    "ACA-PLAY-MUST-TRUMP": "no fallar pudiendo",
    "ACA-PLAY-OVERTRUMP": "no montar pudiendo",
    "ACA-PLAY-UNDERTRUMP": "no fallar por debajo pudiendo",
    "ACA-PLAY-TRUMP-LEAD": "no subir al triunfo de salida pudiendo",
    "ACA-PLAY-PAIRS": "no servir como manda el juego por parejas",
    "ACA-PLAY-CARD-IN-HAND": "jugar una carta que no tiene",
    "ACA-COMB-ANNOUNCE": "anunciar tarde",
}
"""The fault in the arbiters' words (Spanish, as the scenarios and spec/acanomas/arbiters.md
write them), by clause."""


@dataclass(frozen=True, slots=True)
class PhysicalFault:
    """One departure of a recorded physical game: its clause, the offending seat, the trick it
    happened in (1-based; None outside trick play), the index of the recorded action (None for
    a fault of the deal or the shows), and a message. What it scores follows from its clause
    (:func:`premium_of`, :func:`penalty_of`)."""

    clause: str
    seat: int
    trick: int | None
    action_index: int | None
    message: str

    @property
    def words(self) -> str:
        """The fault in the arbiters' words (:data:`FAULT_WORDS`; the clause if none)."""
        return FAULT_WORDS.get(self.clause, self.clause)

    def to_json(self) -> dict[str, Any]:
        return {
            "clause": self.clause, "seat": self.seat, "trick": self.trick, "action_index": self.action_index,
            "premium": premium_of(self), "penalty": penalty_of(self), "message": self.message,
        }


def premium_of(fault: PhysicalFault) -> int:
    """What the fault gives each opponent side: the renege premium (ACA-PREMIUM-RENEGE), else 0."""
    return RENEGE_PREMIUM if fault.clause == RENEGE else 0


def penalty_of(fault: PhysicalFault) -> int:
    """What the fault costs its offender's side (ACA-PENALTY-FAULTS), else 0."""
    return PENALTY_POINTS if fault.clause in PENALTIES else 0


def audit_sheet(
    facts: Mapping[int, SideFacts], faults: Sequence[PhysicalFault], side_of: Callable[[int], int]
) -> dict[int, SideFacts]:
    """The facts of a partial game with the faults scored (ACA-AUDIT-PHYSICAL): each renege adds
    the premium to every other side in ``facts`` (an item of their raw totals), each penalty adds
    its points to the offender's side (deducted from what it writes); other faults score nothing."""
    premiums = {side: 0 for side in facts}
    penalties = {side: 0 for side in facts}
    for fault in faults:
        offender = side_of(fault.seat)
        for side in facts:
            if side != offender:
                premiums[side] += premium_of(fault)
        if offender in penalties:
            penalties[offender] += penalty_of(fault)
    return {
        side: replace(f, premiums=f.premiums + premiums[side], penalties=f.penalties + penalties[side])
        for side, f in facts.items()
    }


__all__ = [
    "EXPOSED", "FAULT_CLAUSES", "FAULT_WORDS", "LAST_CARD", "MISDEAL", "NOT_SHOWN", "OUT_OF_TURN", "PENALTIES",
    "PhysicalFault", "RENEGE", "audit_sheet", "penalty_of", "premium_of",
]
