"""Counted coverage of profile belote-acanomas (spec/conformance.md, section 9): every clause is
counted per number of players and in pairs (:data:`BY`), so that a situation reached at one count
and never at another shows THIN there; and the situations of its clauses that the kit must reach
(:data:`SITUATIONS`, beside the team game's catalogue): the rare ones (a brelán of nines, an
escalera tie, a claim on the target's edge, a capote) among them, which random play reaches
seldom at some counts: THIN says so."""

from __future__ import annotations

from ...conformance.coverage import Situation

BY = ("players", "pairs")
"""The options every clause of the profile is counted under."""

_EACH_FOR_HIMSELF_3_4 = (("pairs", (False,)), ("players", (3, 4)))

SITUATIONS: dict[str, tuple[Situation, ...]] = {
    "ACA-CLAIM-WRONG": (
        Situation("barred-seat", "a player who claimed wrongly and stayed (barred): his claims compared, none offered",
                  (("wrong_claim", ("stay",)),) + _EACH_FOR_HIMSELF_3_4),
        Situation("claim-refused", "a barred player's claim refused",
                  (("wrong_claim", ("stay",)),) + _EACH_FOR_HIMSELF_3_4),
    ),
    "ACA-CLAIM-RIGHT": (
        Situation("right", "a right claim judged"), Situation("wrong", "a wrong claim judged"),
        Situation("exact", "a claim counting exactly the target: right"),
        Situation("one-short", "a claim one point short of the target: wrong"),
    ),
    "ACA-COMB-VERDICT": (Situation("brelan-9", "a brelán of nines judged (the second brelán, after the jacks)"),),
    "ACA-COMB-ESCALERA": (Situation("trump-tie-break", "escaleras of the same length and top: the one in trump wins"),),
    "ACA-COMB-TIE": (Situation("tied", "the best escaleras of two sides exactly tied"),),
    "ACA-SCORE-CAPOTE": (Situation("capote", "a side that won no trick"), Situation("none", "no capote")),
}
"""Per clause, the situations it distinguishes and the option values under which each can arise
(a wrong claimant stays, barred, only under ``wrong_claim=stay`` at three or four players each
for himself: ACA-CLAIM-WRONG)."""

__all__ = ["BY", "SITUATIONS"]
