"""A match: hands to the target, disputed points, the dealer's rotation
(MATCH-END, MATCH-DEALER, SCORE-DISPUTE).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

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


def match_end_rule(target: int) -> Callable[[tuple[int, int]], int | None]:
    """:func:`match_winner` with the MATCH-END target bound."""

    def winner(totals: tuple[int, int]) -> int | None:
        return match_winner(totals, target)

    return winner


def next_dealer_rule(all_pass_rule: str) -> Callable[[int, bool], int]:
    """:func:`next_dealer` with the BID-ALL-PASS option bound (the function itself under the
    canonical option)."""
    if all_pass_rule == "next-dealer":
        return next_dealer

    def after_void_same_dealer(dealer: int, void_hand: bool) -> int:
        return next_dealer(dealer, void_hand, all_pass_rule)

    return after_void_same_dealer


def next_dealer(dealer: int, void_hand: bool, all_pass_rule: str = "next-dealer") -> int:
    """The dealer of the next hand: the next seat, except after a void hand when the option says
    the same dealer redeals (MATCH-DEALER, BID-ALL-PASS)."""
    if void_hand and all_pass_rule == "same-dealer":
        return dealer
    return (dealer + 1) & 3
