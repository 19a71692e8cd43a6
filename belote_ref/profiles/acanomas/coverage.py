"""Counted coverage of profile belote-acanomas (spec/conformance.md, section 9): every clause is
counted per number of players and in pairs (:data:`BY`), so that a situation reached at one count
and never at another shows THIN there; and the situations of its clauses that the kit must reach
(:data:`SITUATIONS`, beside the team game's catalogue)."""

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
}
"""Per clause, the situations it distinguishes and the option values under which each can arise
(a wrong claimant stays, barred, only under ``wrong_claim=stay`` at three or four players each
for himself: ACA-CLAIM-WRONG)."""

__all__ = ["BY", "SITUATIONS"]
