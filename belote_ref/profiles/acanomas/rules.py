"""The older individual game of seed 000, profile ``belote-acanomas``: its rules object, built
from the pure functions of :mod:`belote_ref.profiles.acanomas` and of the shared core with the ruleset's
options and the seats still in the match bound (spec/acanomas/).

The number of players still in the match decides the deal, the number of tricks, the capote
premiums and the claims (ACA-SEATS-PLAYERS), so a rules object is built per ruleset *and* seats
in play: :func:`acanomas_rules` (cached); :attr:`AcanomasRules.with_players` gives the rules of
the same ruleset after an elimination. A mutant that replaces a field should also replace
``with_players``, so that the match keeps it after an elimination.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Callable, Mapping, Sequence

from ... import bidding
from ... import play as team_play
from . import claims, combinations, deal, match, play, pots, scoring, view
from .phases import ACANOMAS_PHASES
from .ruleset import CANONICAL, PROFILE, Ruleset
from ...cards import POINTS, Card
from ...deal import check_order
from ...errors import IllegalAction
from ...rules.profile import ProfileRules

CLAUSE_OF: Mapping[str, str] = MappingProxyType({
    "ACTIONS-FORM": "ACA-ACTIONS-FORM",
    "MATCH-PHASES": "ACA-MATCH-PHASES",
    "RULESET-DISABLED": "ACA-BID-OTHER-CALLS",
    "DEAL-ORDER": "ACA-DEAL-ORDER",
    "BID-TURN": "ACA-BID-TURN",
    "BID-ROUND1": "ACA-BID-ROUND1",
    "BID-ROUND2": "ACA-BID-ROUND2",
    "PLAY-TURN": "ACA-PLAY-TURN",
    "PLAY-CARD-IN-HAND": "ACA-PLAY-CARD-IN-HAND",
    "PLAY-FOLLOW-SUIT": "ACA-PLAY-FOLLOW-SUIT",
    "PLAY-TRUMP-LEAD": "ACA-PLAY-TRUMP-LEAD",
    "PLAY-PARTNER-MASTER": "ACA-PLAY-PAIRS",
    "PLAY-MUST-TRUMP": "ACA-PLAY-MUST-TRUMP",
    "PLAY-OVERTRUMP": "ACA-PLAY-OVERTRUMP",
    "PLAY-UNDERTRUMP": "ACA-PLAY-UNDERTRUMP",
    "PLAY-DISCARD": "ACA-PLAY-DISCARD",
    "PLAY-BELOTE": "ACA-COMB-BELOTE",
    "MATCH-DEALER": "ACA-MATCH-DEALER",
})
"""This profile's ID of each clause of the shared core it reuses (ACA-PLAY-PAIRS: the team
game's obligations, with this profile's clause IDs)."""


@dataclass(frozen=True, slots=True)
class AcanomasRules(ProfileRules):
    """The rules of profile belote-acanomas under one ruleset, for the seats still in the match
    (see the module docstring): the shared fields, then this profile's own."""

    pairs: bool
    """The pairs sub-profile (ACA-SEATS-PLAYERS)."""
    in_play: tuple[int, ...]
    """The seats still in the match (ACA-CLAIM-ELIMINATION)."""
    with_players: Callable[[tuple[int, ...]], "AcanomasRules"]
    """``seats in play -> the rules of the same ruleset for them``."""

    # --- the deal (ACA-DEAL-*) ------------------------------------------------------------------------
    last_card: Callable[[Sequence[int]], Card | None]
    """``order -> the last card of the stock, turned up`` (None at four players)."""
    stock: Callable[[Sequence[int]], tuple[Card, ...]]
    """``order -> the stock`` (ACA-DEAL-STOCK)."""
    exchange_open: Callable[[int, int, int | None], bool]
    """``(trump, turned card, turned-up last card) -> whether the exchange step opens``."""

    # --- combinations (ACA-COMB-*) --------------------------------------------------------------------
    legal_announcements: Callable[[int], list[tuple[combinations.Combination, ...]]]
    announcement_refusal: Callable[[int, Sequence[combinations.Combination], int, bool], IllegalAction | None]
    """``(seat, combinations, hand, step answered already) -> why the announcement is refused``."""
    verdicts: Callable[[Sequence[tuple[int, Sequence[combinations.Combination]]], int], tuple[combinations.Verdict, ...]]
    """``(announcements in the order made, trump) -> the verdicts``."""
    meld_needs_trick: bool
    """Brelanes and escaleras need a counting trick when a game is scored (ACA-COMB-TRICK)."""
    belote_points: int

    # --- scoring (ACA-SCORE-*) -------------------------------------------------------------------------
    capote_premiums: scoring.CapoteRule
    maker_test: scoring.MakerTest
    resolve_pots: Callable[[Sequence[pots.Pot], Mapping[int, int]], tuple[tuple[pots.Pot, ...], tuple[pots.Taken, ...]]]
    drop_contender: Callable[[Sequence[pots.Pot], int], tuple[tuple[pots.Pot, ...], tuple[pots.Taken, ...]]]

    # --- claims (ACA-CLAIM-*) ---------------------------------------------------------------------------
    claim_bar: Callable[[bool, bool, int], claims.ClaimBar | None]
    """``(already claimed wrongly, a counting trick won, tricks unfinished) -> what bars a
    claim (clause, reason)``, or None."""
    claim_count: Callable[[int, int, int, int], int]
    """``(banked total, accepted combinations, belote, card points) -> the count``."""
    settle_claim: Callable[[int, int, int, int, Sequence[int]], claims.ClaimOutcome]
    """``(seat, side, trick, count, sides in the match) -> the outcome``."""

    # --- the match (ACA-MATCH-*) ------------------------------------------------------------------------
    match_winner: Callable[[Sequence[int], Sequence[int], int], int | None]
    """``(totals, sides that can still win, target) -> the winner``."""
    next_dealer: Callable[..., int]
    """:func:`belote_ref.profiles.acanomas.match.next_dealer`."""

    # --- derived: never replaced ----------------------------------------------------------------------
    def score_game(self, facts: Mapping[int, scoring.SideFacts], maker: int, in_match: Sequence[int]) -> scoring.PartialScore:
        """The score of a partial game played to its end (ACA-SCORE-ITEMS)."""
        return scoring.score_partial_game(
            facts, maker, in_match, self.capote_premiums, self.maker_test, self.meld_needs_trick
        )

    def claim_refusal(self, barred: bool, counting_trick: bool, unfinished: int) -> IllegalAction | None:
        """Why a claim is refused, naming the clause (ACA-CLAIM-WHEN, ACA-CLAIM-WRONG); None if
        it may be made."""
        return claims.claim_refusal(self.claim_bar(barred, counting_trick, unfinished))

    def stopped_game(self, facts: Mapping[int, scoring.SideFacts], claimant: int, maker: int) -> scoring.PartialScore:
        """The score of a game stopped by a wrong claim, for the others (ACA-CLAIM-STOPPED)."""
        return claims.stopped_game_score(
            facts, claimant, maker, self.maker_test, self.meld_needs_trick, self.ruleset.wrong_claim == "stay"
        )


def _pair_of(seat: int) -> int:
    """The pair of ``seat`` (:func:`belote_ref.profiles.acanomas.match.side_of` in pairs)."""
    return match.side_of(seat, True)


def _seat_itself(seat: int) -> int:
    """Each player is his own side (:func:`belote_ref.profiles.acanomas.match.side_of`, each for himself)."""
    return seat


def _nobody(holdings: Sequence[int], trump: int) -> None:
    return team_play.nobody(holdings, trump)


@lru_cache(maxsize=256)
def acanomas_rules(ruleset: Ruleset = CANONICAL, in_play: tuple[int, ...] | None = None) -> AcanomasRules:
    """The rules of profile belote-acanomas under ``ruleset`` for the seats ``in_play`` (all the
    match's seats by default), built once per pair (a rules object is immutable)."""
    seats = ruleset.players
    in_play = tuple(range(seats)) if in_play is None else tuple(sorted(in_play))
    if not in_play or any(not 0 <= s < seats for s in in_play):
        raise ValueError(f"seats in play must be seats of a {seats}-player match, not {in_play}")
    players = len(in_play)
    pairs = ruleset.pairs
    turn = match.turn_table(seats, in_play)
    first_rule = ruleset.first_deal
    everyone = ruleset.pending_to == "everyone"
    split = ruleset.capote_4 == "split"
    stay = ruleset.wrong_claim == "stay"
    share = ruleset.sequence_tie == "share"
    share_splits = players > 2 and not pairs
    exchange_allowed = ruleset.trump7_exchange

    side_of = _pair_of if pairs else _seat_itself

    manos = tuple(match.mano(dealer, in_play, seats) for dealer in range(seats))
    """``manos[dealer]``: :func:`belote_ref.profiles.acanomas.match.mano`, worked out once per seat."""

    def mano(dealer: int) -> int:
        return manos[dealer]

    return AcanomasRules(
        profile=PROFILE,
        ruleset=ruleset,
        seats=seats,
        phases=ACANOMAS_PHASES,
        players=players,
        turn=turn,
        next_seat=lambda seat: match.next_in_play(seat, in_play, seats),
        side_of=side_of,
        check_order=check_order,
        first_deal=lambda order, dealer: deal.first_deal(order, dealer, in_play, seats, first_rule),
        completion_deal=lambda order, dealer, taker: deal.completion_deal(order, dealer, taker, in_play, seats),
        bidder=lambda dealer, k: turn[manos[dealer]][k],
        bid_obligation=bidding.bid_obligation,
        disabled=bidding.DISABLED,
        first_leader=mano,
        play_obligation=play.obligation_rule(ruleset.undertrump == "required", pairs),
        trick_winner=play.trick_winner(turn),
        belote_announced=ruleset.belote == "announced",
        belote_cards=combinations.belote_cards,
        deal_belote=combinations.belote_holder if ruleset.belote == "automatic" else _nobody,
        points=POINTS,
        seat_view=view.player_view,
        clause_of=CLAUSE_OF,
        play_sentences=team_play.PLAY_REFUSALS if pairs else team_play.PLAY_REFUSALS_NO_PARTNER,
        pairs=pairs,
        in_play=in_play,
        with_players=lambda seats_in_play: acanomas_rules(ruleset, tuple(seats_in_play)),
        last_card=lambda order: deal.last_stock_card(order, players),
        stock=lambda order: deal.stock_of(order, players),
        exchange_open=lambda trump, turned, last: deal.exchange_open(players, trump, turned, last, exchange_allowed),
        legal_announcements=combinations.legal_announcements,
        announcement_refusal=combinations.announcement_refusal,
        verdicts=lambda said, trump: combinations.verdicts(said, trump, side_of, share, share_splits),
        meld_needs_trick=ruleset.meld_needs_trick == "always",
        belote_points=scoring.BELOTE,
        capote_premiums=lambda tricks: scoring.capote_premiums(tricks, players, pairs, split),
        maker_test=lambda raw, maker, in_match: scoring.maker_test(raw, maker, in_match, everyone),
        resolve_pots=pots.resolve_pots,
        drop_contender=pots.drop_contender,
        claim_bar=claims.claim_bar,
        claim_count=claims.claim_count,
        settle_claim=lambda seat, side, trick, count, sides: claims.settle_claim(
            seat, side, trick, count, ruleset.target, sides, players, pairs, stay),
        match_winner=match.match_winner,
        next_dealer=match.next_dealer,
    )


ACANOMAS = acanomas_rules(CANONICAL)
"""The canonical rules of profile belote-acanomas (three players, every default)."""

