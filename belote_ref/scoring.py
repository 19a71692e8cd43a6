"""Scoring a hand: card points, last trick, belote, capot, the contract test, made, failed,
and equal totals (SCORE-CARD-POINTS, SCORE-BELOTE, SCORE-CONTRACT, SCORE-MADE, SCORE-FAILED,
SCORE-CAPOT, SCORE-DISPUTE).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

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


HandResult = tuple[tuple[int, int], int | None, str, tuple[int, int], int]
"""What :func:`hand_result` answers: ``(totals, capot, contract, scores, disputed)``."""


def hand_result(
    takers: int,
    card_points: Sequence[int],
    tricks_won: Sequence[int],
    last_trick: Sequence[int],
    belote: Sequence[int],
    tie_rule: str = "dispute",
) -> HandResult:
    """The contract test and what each team scores (SCORE-CONTRACT, SCORE-MADE, SCORE-FAILED,
    SCORE-CAPOT, SCORE-DISPUTE), from each team's card points, tricks won, last-trick points and
    belote points.

    Returns ``(totals, capot, contract, scores, disputed)``: the totals the contract test compares
    (cards + last trick + belote, or 252 + belote on a capot), the capot team or None, ``"made"``,
    ``"failed"`` or ``"tied"``, the points each team scores now, and the points put in dispute.
    """
    defenders = 1 - takers
    capot = 0 if tricks_won[0] == 8 else 1 if tricks_won[1] == 8 else None
    if capot is not None:
        totals = [belote[0], belote[1]]
        totals[capot] += CAPOT_SCORE
    else:
        totals = [card_points[0] + last_trick[0] + belote[0], card_points[1] + last_trick[1] + belote[1]]
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
    return (totals[0], totals[1]), capot, contract, (scores[0], scores[1]), disputed


HandResultRule = Callable[[int, Sequence[int], Sequence[int], Sequence[int], Sequence[int]], HandResult]
""":func:`hand_result` with the tie option bound."""


def result_rule(tie_rule: str) -> HandResultRule:
    """:func:`hand_result` with the SCORE-DISPUTE option bound (the function itself under the
    canonical option)."""
    if tie_rule == "dispute":
        return hand_result

    def tie_fails(takers: int, card_points: Sequence[int], tricks_won: Sequence[int], last_trick: Sequence[int],
                  belote: Sequence[int]) -> HandResult:
        return hand_result(takers, card_points, tricks_won, last_trick, belote, tie_rule)

    return tie_fails


def score_hand(
    trump: int,
    taker: int,
    tricks: Sequence[Sequence[int]],
    winners: Sequence[int],
    belote_seat: int | None,
    tie_rule: str = "dispute",
    result: HandResultRule | None = None,
    points: Sequence[Sequence[int]] = POINTS,
    last_trick_bonus: int = LAST_TRICK_BONUS,
    belote_bonus: int = BELOTE_BONUS,
) -> HandScore:
    """Score eight tricks (their cards and winning seats) for this trump and taker: card points
    and tricks per team (SCORE-CARD-POINTS), the last trick, belote (SCORE-BELOTE), then
    ``result`` (the profile's :func:`hand_result`, by default with ``tie_rule``).

    ``belote_seat`` is the seat whose belote-rebelote counts (announced, or automatic), or None;
    ``points`` is the card points table, ``points[trump][card]`` (CARDS-POINTS), and
    ``last_trick_bonus`` what the last trick adds, ``belote_bonus`` what belote-rebelote adds.
    """
    pts = points[trump]
    card_points = [0, 0]
    won = [0, 0]
    for cards, w in zip(tricks, winners):
        t = w & 1
        won[t] += 1
        card_points[t] += pts[cards[0]] + pts[cards[1]] + pts[cards[2]] + pts[cards[3]]
    last = [0, 0]
    last[winners[-1] & 1] = last_trick_bonus
    belote = [0, 0]
    if belote_seat is not None:
        belote[team_of(belote_seat)] = belote_bonus
    takers = team_of(taker)
    if result is None:
        totals, capot, contract, scores, disputed = hand_result(takers, card_points, won, last, belote, tie_rule)
    else:
        totals, capot, contract, scores, disputed = result(takers, card_points, won, last, belote)
    return HandScore(
        takers=takers,
        tricks_won=(won[0], won[1]),
        card_points=(card_points[0], card_points[1]),
        last_trick=(last[0], last[1]),
        belote=(belote[0], belote[1]),
        capot=capot,
        totals=totals,
        contract=contract,
        scores=scores,
        disputed=disputed,
    )
