"""A match: hands to the target, disputed points, the dealer's rotation, and the team game's
ledger that keeps them (MATCH-END, MATCH-DEALER, SCORE-DISPUTE).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

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


class _TeamRules(Protocol):
    """What the team game's ledger reads of its rules object (:class:`belote_ref.rules.Rules`)."""

    @property
    def settle(self) -> Callable[[tuple[int, int], int, HandScore], Settlement]: ...
    @property
    def match_winner(self) -> Callable[[tuple[int, int]], int | None]: ...
    @property
    def next_dealer(self) -> Callable[[int, bool], int]: ...


class _PlayedHand(Protocol):
    """What the ledger reads of the hand just played (:class:`belote_ref.hand.Hand`)."""

    dealer: int

    @property
    def void(self) -> bool: ...
    def score_tricks(self) -> HandScore: ...
    def settle(self, settlement: Settlement) -> None: ...


class TeamLedger:
    """The match state of the team game: the two teams' totals, the points held in dispute and
    the winner (SCORE-DISPUTE, MATCH-END, MATCH-DEALER). The state machine
    (:class:`belote_ref.machine.Game`) has it do the step ``score`` of its phase table on the hand
    just played, and asks it who deals next; every rule comes from the rules object."""

    __slots__ = ("rules", "totals", "disputed", "winner")

    in_play: tuple[int, ...] = (0, 1, 2, 3)
    """The seats that play: all four, always (SEATS-TEAMS)."""

    def __init__(self, rules: _TeamRules, totals: Sequence[int] | None = None, disputed: int = 0) -> None:
        self.rules = rules
        t = (0, 0) if totals is None else totals
        self.totals: tuple[int, int] = (int(t[0]), int(t[1]))
        self.disputed = int(disputed)
        self.winner: int | None = None

    def copy(self) -> "TeamLedger":
        other = TeamLedger.__new__(TeamLedger)
        other.rules, other.totals, other.disputed, other.winner = self.rules, self.totals, self.disputed, self.winner
        return other

    def snapshot(self) -> tuple[Any, ...]:
        return (self.totals, self.disputed, self.winner)

    def score(self, hand: _PlayedHand) -> str:
        """Score the hand just played, add it to the match, and test the end (SCORE-*,
        SCORE-DISPUTE, MATCH-END). Answers ``end_match`` or ``next_hand``."""
        rules = self.rules
        score = hand.score_tricks()
        settlement = rules.settle(self.totals, self.disputed, score)
        hand.settle(settlement)
        self.totals = settlement.totals
        self.disputed = settlement.disputed
        self.winner = rules.match_winner(self.totals)
        return "end_match" if self.winner is not None else "next_hand"

    def close(self, hand: _PlayedHand) -> int:
        """The hand is over: who deals the next (MATCH-DEALER, BID-ALL-PASS)."""
        return self.rules.next_dealer(hand.dealer, hand.void)
