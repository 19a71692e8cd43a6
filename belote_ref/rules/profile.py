"""The rules object: every rule of one profile under one ruleset, as functions and data.

Everything that needs a rule reads it here: the state machine (:class:`belote_ref.machine.Game`),
the hand driver (:class:`belote_ref.hand.Hand`), the audit, the reference adapter, perft, the
differential check, the AI players and the fast playouts. None of them re-states a rule.

A variant or a mutant is a replacement of one field (``rules.replace(play_obligation=...)``):
everything derived from that field (the legal actions, the refusals, the clause an audit names,
the AI's inferences) follows it, because nothing else computes it.

The fields are the rules; the methods are derived from the fields and are never replaced.

:class:`ProfileRules` holds what the shared engine reads of every profile (seats, the deal,
bidding, trick play, the phase table, the view); each profile's object extends it with its own
scoring and match rules: :class:`Rules` for the team game (``belote-classic``),
:class:`belote_ref.profiles.acanomas.rules.AcanomasRules` for the older individual game
(``belote-acanomas``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Self, Sequence

from ..actions import Pass, SeatAction, Take
from ..bidding import BidObligationRule, bid_refusal_of
from ..cards import Card
from ..errors import IllegalAction
from ..match import Settlement
from ..phases import PhaseTable
from ..play import PlayObligation, RefusalSentences, refusal_of
from ..scoring import HandResultRule, HandScore, score_hand


@dataclass(frozen=True, slots=True)
class ProfileRules:
    """What the shared engine reads of every profile's rules (see the module docstring)."""

    profile: str
    """The profile's family name, e.g. ``belote-classic``."""
    ruleset: Any
    """The options this object was built with (its ID names the rules): a
    :class:`belote_ref.ruleset.Ruleset` for the team game, a
    :class:`belote_ref.profiles.acanomas.ruleset.Ruleset` for profile belote-acanomas."""
    seats: int
    """How many seats the table has, numbered 0 to ``seats`` - 1 (SEATS-TEAMS, ACA-SEATS-ORDER)."""
    phases: PhaseTable
    """Phases, accepted actions and events (MATCH-PHASES)."""

    # --- seats (SEATS-TEAMS) -----------------------------------------------------------------
    players: int
    """How many seats play a hand (every seat in the team game; those still in the match in
    profile belote-acanomas)."""
    turn: tuple[tuple[int, ...], ...]
    """``turn[first]``: the seats that play, in turn order from ``first`` (the player to act is
    ``turn[leader][cards in the trick]``)."""
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

    # --- card points (CARDS-POINTS) -----------------------------------------------------------------
    points: tuple[tuple[int, ...], ...]
    """``points[trump][card]``."""

    # --- what a seat may see (VIEW-SEAT) --------------------------------------------------------------
    seat_view: Callable[[Any, int | None], Any]

    # --- the profile's clause IDs and words -----------------------------------------------------------
    clause_of: Mapping[str, str]
    """The profile's ID of each clause of the shared core that it names differently (the pure
    core's refusals name the team game's clauses): empty for the team game."""
    play_sentences: RefusalSentences
    """The words of the refusal of a card, per clause (:func:`belote_ref.play.refusal_of`)."""

    # --- derived: never replaced ----------------------------------------------------------------------
    @property
    def id(self) -> str:
        """The stable ID of these rules (profile, rules version, options that differ)."""
        return self.ruleset.id

    def replace(self, **fields: Any) -> Self:
        """These rules with some fields replaced (a variant, or a mutant for the kit's tests)."""
        return dataclasses.replace(self, **fields)

    def legal_mask(self, hand: int, trick: Sequence[int], trump: int) -> int:
        """The cards of ``hand`` that may be played on ``trick`` (the obligation's ``allowed``)."""
        return self.play_obligation(hand, trick, trump)[1]

    def play_situation(self, hand: int, trick: Sequence[int], trump: int) -> str:
        """The clause that governs the seat holding ``hand`` (the obligation's clause)."""
        clause = self.play_obligation(hand, trick, trump)[0]
        return self.clause_of.get(clause, clause)

    def play_refusal(self, hand: int, trick: Sequence[int], trump: int, card: int) -> IllegalAction | None:
        """Why ``card`` is refused, naming the clause; None if it may be played."""
        return self.named(refusal_of(self.play_obligation(hand, trick, trump), hand, trick, card, self.play_sentences))

    def named(self, refusal: IllegalAction | None) -> IllegalAction | None:
        """``refusal`` naming this profile's clause (:attr:`clause_of`)."""
        if refusal is not None and refusal.clause in self.clause_of:
            refusal.clause = self.clause_of[refusal.clause]
        return refusal

    def legal_bids(self, seat: int, bid_round: int, turned_suit: int) -> tuple[Pass | Take, ...]:
        """The bids the obligation allows, sorted."""
        return self.bid_obligation(seat, bid_round, turned_suit)[1]

    def bid_refusal(self, action: SeatAction, seat_to_act: int, bid_round: int, turned_suit: int) -> IllegalAction | None:
        """Why ``action`` is refused as a bid now, naming the clause; None if it is legal."""
        return self.named(bid_refusal_of(self.bid_obligation, action, seat_to_act, bid_round, turned_suit))


@dataclass(frozen=True, slots=True)
class Rules(ProfileRules):
    """The rules of the team game (profile ``belote-classic``): the shared fields, then its
    scoring and match rules."""

    # --- scoring (SCORE-*) ------------------------------------------------------------------------
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

    def score_hand(
        self, trump: int, taker: int, tricks: Sequence[Sequence[int]], winners: Sequence[int], belote_seat: int | None
    ) -> HandScore:
        """The score of a played hand: card points per team, then :attr:`hand_result`."""
        return score_hand(trump, taker, tricks, winners, belote_seat, "dispute", self.hand_result, self.points,
                          self.last_trick, self.belote_points)
