"""The rules object: every rule of one profile under one ruleset, as functions and data.

Everything that needs a rule reads it here: the state machine (:class:`belote_ref.machine.Game`),
the hand driver (:class:`belote_ref.hand.Hand`), the audit, the reference adapter, perft, the
differential check, the AI players and the fast playouts. None of them re-states a rule.

A variant or a mutant is a replacement of one field (``rules.replace(play_obligation=...)``):
everything derived from that field (the legal actions, the refusals, the clause an audit names,
the AI's inferences) follows it, because nothing else computes it.

The fields are the rules; the methods are derived from the fields and are never replaced.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ..actions import Pass, SeatAction, Take
from ..bidding import BidObligationRule, bid_refusal_of
from ..cards import Card
from ..errors import IllegalAction
from ..match import Settlement
from ..phases import PhaseTable
from ..play import PlayObligation, refusal_of
from ..ruleset import Ruleset
from ..scoring import HandResultRule, HandScore, score_hand
from ..view import MatchRecord, SeatView


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule of a profile with its options bound (see the module docstring)."""

    profile: str
    """The profile's family name, e.g. ``belote-classic``."""
    ruleset: Ruleset
    """The options this object was built with (its ID names the rules)."""
    seats: int
    """How many seats play (SEATS-TEAMS)."""
    phases: PhaseTable
    """Phases, accepted actions and events (MATCH-PHASES)."""

    # --- seats (SEATS-TEAMS) -----------------------------------------------------------------
    next_seat: Callable[[int], int]
    side_of: Callable[[int], int]
    """The side a seat scores for (its team)."""

    # --- the deal (DEAL-*) -------------------------------------------------------------------
    check_order: Callable[[Sequence[object]], tuple[Card, ...]]
    first_deal: Callable[[Sequence[int], int], tuple[list[list[Card]], Card]]
    """``(order, dealer) -> (hands, turned card)``."""
    completion_deal: Callable[[Sequence[int], int, int], list[list[Card]]]
    """``(order, dealer, taker) -> the cards each seat receives``."""

    # --- bidding (BID-*, RULESET-DISABLED) ----------------------------------------------------
    bidder: Callable[[int, int], int]
    """``(dealer, bids made in the round) -> the seat to bid``."""
    bid_obligation: BidObligationRule
    """``(seat, bid round, turned suit) -> (clause, legal bids)``."""
    disabled: Mapping[str, Callable[[Any], IllegalAction | None]]
    """Action type -> the refusal of what this version disables of that type (in every phase), or
    None when the action is not disabled."""

    # --- play (PLAY-*) -------------------------------------------------------------------------
    first_leader: Callable[[int], int]
    """``dealer -> the seat that leads the first trick``."""
    play_obligation: PlayObligation
    """``(hand, trick, trump) -> (clause, allowed, first clause, first allowed)``."""
    trick_winner: Callable[[int, Sequence[int], int], int]
    """``(leader, cards of the trick so far, trump) -> the seat master of the trick``."""
    belote_announced: bool
    """A play may carry the belote announcement (True), or belote is never announced (False)."""
    belote_cards: Callable[[int, int], int]
    """``(hand, trump) -> the mask of the cards that may carry the belote announcement``."""
    deal_belote: Callable[[Sequence[int], int], int | None]
    """``(holdings after the completion deal, trump) -> the seat whose belote counts without
    any announcement``: the holder under automatic belote, nobody under announced belote."""

    # --- scoring (CARDS-POINTS, SCORE-*) ----------------------------------------------------------
    points: tuple[tuple[int, ...], ...]
    """``points[trump][card]``."""
    last_trick: int
    """What the last trick adds to its team's card points."""
    belote_points: int
    """What belote-rebelote adds to its team's total (SCORE-BELOTE)."""
    hand_result: HandResultRule
    """``(takers, card points, tricks won, last-trick points, belote points) -> (totals, capot,
    contract, scores, disputed)``, each argument but the first per team."""

    # --- the match (MATCH-*, SCORE-DISPUTE) --------------------------------------------------------
    settle: Callable[[tuple[int, int], int, HandScore], Settlement]
    next_dealer: Callable[[int, bool], int]
    """``(dealer, the hand was void) -> the next dealer``."""
    match_winner: Callable[[tuple[int, int]], int | None]

    # --- what a seat may see (VIEW-SEAT) --------------------------------------------------------------
    seat_view: Callable[[MatchRecord, int | None], SeatView]

    # --- derived: never replaced ----------------------------------------------------------------------
    @property
    def id(self) -> str:
        """The stable ID of these rules (profile, rules version, options that differ)."""
        return self.ruleset.id

    def replace(self, **fields: Any) -> "Rules":
        """These rules with some fields replaced (a variant, or a mutant for the kit's tests)."""
        return dataclasses.replace(self, **fields)

    def legal_mask(self, hand: int, trick: Sequence[int], trump: int) -> int:
        """The cards of ``hand`` that may be played on ``trick`` (the obligation's ``allowed``)."""
        return self.play_obligation(hand, trick, trump)[1]

    def play_situation(self, hand: int, trick: Sequence[int], trump: int) -> str:
        """The clause that governs the seat holding ``hand`` (the obligation's clause)."""
        return self.play_obligation(hand, trick, trump)[0]

    def play_refusal(self, hand: int, trick: Sequence[int], trump: int, card: int) -> IllegalAction | None:
        """Why ``card`` is refused, naming the clause; None if it may be played."""
        return refusal_of(self.play_obligation(hand, trick, trump), hand, trick, card)

    def legal_bids(self, seat: int, bid_round: int, turned_suit: int) -> tuple[Pass | Take, ...]:
        """The bids the obligation allows, sorted."""
        return self.bid_obligation(seat, bid_round, turned_suit)[1]

    def bid_refusal(self, action: SeatAction, seat_to_act: int, bid_round: int, turned_suit: int) -> IllegalAction | None:
        """Why ``action`` is refused as a bid now, naming the clause; None if it is legal."""
        return bid_refusal_of(self.bid_obligation, action, seat_to_act, bid_round, turned_suit)

    def score_hand(
        self, trump: int, taker: int, tricks: Sequence[Sequence[int]], winners: Sequence[int], belote_seat: int | None
    ) -> HandScore:
        """The score of a played hand: card points per team, then :attr:`hand_result`."""
        return score_hand(trump, taker, tricks, winners, belote_seat, "dispute", self.hand_result, self.points,
                          self.last_trick, self.belote_points)
