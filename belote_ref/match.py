"""A match: hands to the target, disputed points, the dealer's rotation
(MATCH-END, MATCH-DEALER, SCORE-DISPUTE).
"""

from __future__ import annotations

from dataclasses import dataclass

from .scoring import HandScore


@dataclass(frozen=True, slots=True)
class Settlement:
    """Match totals and pending disputed points after a scored hand."""

    totals: tuple[int, int]
    disputed: int
    """Points still held in dispute after this hand."""
    resolved: tuple[int, int] | None
    """(team, points) when this hand settled an earlier dispute, else None."""


def settle(totals: tuple[int, int], disputed: int, score: HandScore) -> Settlement:
    """Add a scored hand to the match (SCORE-DISPUTE).

    A hand with a winner (made or failed) takes every point pending in dispute; a tied hand adds
    its takers' points to the dispute, which keeps accumulating.
    """
    new = [totals[0] + score.scores[0], totals[1] + score.scores[1]]
    resolved: tuple[int, int] | None = None
    winner = score.winner
    if winner is None:
        disputed += score.disputed
    elif disputed:
        new[winner] += disputed
        resolved = (winner, disputed)
        disputed = 0
    return Settlement((new[0], new[1]), disputed, resolved)


def match_winner(totals: tuple[int, int], target: int) -> int | None:
    """The winning team once a team has reached ``target`` and totals differ; else None
    (MATCH-END: equal totals play on)."""
    if max(totals) >= target and totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return None


def next_dealer(dealer: int, void_hand: bool, all_pass_rule: str = "next-dealer") -> int:
    """The dealer of the next hand: the next seat, except after a void hand when the option says
    the same dealer redeals (MATCH-DEALER, BID-ALL-PASS)."""
    if void_hand and all_pass_rule == "same-dealer":
        return dealer
    return (dealer + 1) & 3
