"""Scoring a hand: card points, last trick, belote, capot, the contract test, made, failed,
and equal totals (SCORE-CARD-POINTS, SCORE-BELOTE, SCORE-CONTRACT, SCORE-MADE, SCORE-FAILED,
SCORE-CAPOT, SCORE-DISPUTE).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .cards import BELOTE_BONUS, CAPOT_SCORE, HAND_TOTAL, LAST_TRICK_BONUS, POINTS
from .seats import team_of

MADE, FAILED, TIED = "made", "failed", "tied"


@dataclass(frozen=True, slots=True)
class HandScore:
    """The score of one played hand, team-indexed pairs (team 0 = seats 0 and 2)."""

    takers: int
    """Team of the taker."""
    tricks_won: tuple[int, int]
    card_points: tuple[int, int]
    """Points of the cards in each team's tricks (sum 152)."""
    last_trick: tuple[int, int]
    """10 to the team that won the last trick."""
    belote: tuple[int, int]
    """20 to the team whose seat scored belote-rebelote."""
    capot: int | None
    """The team that won all eight tricks, if one did."""
    totals: tuple[int, int]
    """What the contract test compares: cards + last trick + belote, or 252 + belote on a capot."""
    contract: str
    """``"made"``, ``"failed"`` or ``"tied"`` (SCORE-CONTRACT)."""
    scores: tuple[int, int]
    """Points each team scores now from this hand (disputes aside)."""
    disputed: int
    """Points this hand puts in dispute (the takers' card points on a tie), else 0."""

    @property
    def defenders(self) -> int:
        return 1 - self.takers

    @property
    def winner(self) -> int | None:
        """The team that wins the hand: takers if made, defenders if failed, none if tied."""
        if self.contract == MADE:
            return self.takers
        if self.contract == FAILED:
            return 1 - self.takers
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "takers": self.takers,
            "tricks_won": list(self.tricks_won),
            "card_points": list(self.card_points),
            "last_trick": list(self.last_trick),
            "belote": list(self.belote),
            "capot": self.capot,
            "totals": list(self.totals),
            "contract": self.contract,
            "scores": list(self.scores),
            "disputed": self.disputed,
        }


def score_hand(
    trump: int,
    taker: int,
    tricks: Sequence[Sequence[int]],
    winners: Sequence[int],
    belote_seat: int | None,
    tie_rule: str = "dispute",
) -> HandScore:
    """Score eight tricks (their cards and winning seats) for this trump and taker.

    ``belote_seat`` is the seat whose belote-rebelote counts (announced, or automatic), or None.
    """
    pts = POINTS[trump]
    card_points = [0, 0]
    won = [0, 0]
    for cards, w in zip(tricks, winners):
        t = w & 1
        won[t] += 1
        card_points[t] += pts[cards[0]] + pts[cards[1]] + pts[cards[2]] + pts[cards[3]]
    last = [0, 0]
    last[winners[-1] & 1] = LAST_TRICK_BONUS
    belote = [0, 0]
    if belote_seat is not None:
        belote[team_of(belote_seat)] = BELOTE_BONUS
    takers = team_of(taker)
    defenders = 1 - takers
    capot = 0 if won[0] == 8 else 1 if won[1] == 8 else None
    if capot is not None:
        totals = [belote[0], belote[1]]
        totals[capot] += CAPOT_SCORE
    else:
        totals = [card_points[i] + last[i] + belote[i] for i in (0, 1)]
    disputed = 0
    if totals[takers] > totals[defenders]:
        contract = MADE
        scores = list(totals)
    elif totals[takers] == totals[defenders] and tie_rule == "dispute":
        contract = TIED
        scores = [0, 0]
        scores[defenders] = totals[defenders]
        scores[takers] = belote[takers]
        disputed = totals[takers] - belote[takers]
    else:
        contract = FAILED
        scores = [0, 0]
        scores[defenders] = (CAPOT_SCORE if capot == defenders else HAND_TOTAL) + belote[defenders]
        scores[takers] = belote[takers]
    return HandScore(
        takers=takers,
        tricks_won=(won[0], won[1]),
        card_points=(card_points[0], card_points[1]),
        last_trick=(last[0], last[1]),
        belote=(belote[0], belote[1]),
        capot=capot,
        totals=(totals[0], totals[1]),
        contract=contract,
        scores=(scores[0], scores[1]),
        disputed=disputed,
    )
