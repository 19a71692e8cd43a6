"""Mutant engines: the reference rules object with one field replaced (for the kit's own tests).

A mutant is a function from the reference's :class:`~belote_ref.rules.Rules` to a copy with one
rule broken (``rules.replace(field=broken)``). Everything derived from that field follows it: the
legal actions and the acceptance of an action (``tests/conformance/test_mutants.py`` checks both),
the views, the scores. ``belote-ref adapter --mutant NAME`` serves one through the protocol.
:data:`MUTANTS` maps each name to the clause the kit must flag.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Sequence

from .. import registry
from ..actions import Pass, Take
from ..bidding import BidObligation
from ..cards import CAPOT_SCORE, CARDS, HAND_TOTAL, PLAIN_STRENGTH, SUIT_MASKS, TRICK_KEY, Suit, cards_of
from ..match import Settlement, match_end_rule
from ..play import (
    BELOTE_PAIRS, FOLLOW_SUIT, MUST_TRUMP, PARTNER_MASTER, UNDERTRUMP, Obligation,
    PlayObligation, belote_holder,
)
from ..rules import Rules, classic_rules
from ..ruleset import Ruleset
from ..scoring import FAILED, MADE, TIED, HandResult, HandResultRule
from .play_mutants import _free_discard, _no_overtrump_on_trump_lead

Mutation = Callable[[Rules], Rules]


# --- play obligations (PLAY-*) ------------------------------------------------------------------
def _no_undertrump(rules: Rules) -> Rules:
    """Unable to overtrump: free discard even though undertrumping is required."""
    base = rules.play_obligation

    def obligation(hand: int, trick: Sequence[int], trump: int) -> Obligation:
        o = base(hand, trick, trump)
        return (o[0], hand, o[0], hand) if o[0] == UNDERTRUMP else o
    return rules.replace(play_obligation=obligation)


def _beating(hand_cards: int, trick: Sequence[int], trump: int) -> int:
    """The cards of ``hand_cards`` that beat every card of ``trick`` (the mutants' own reading)."""
    keys = TRICK_KEY[trump][trick[0] >> 3]
    best = max(keys[c] for c in trick)
    return sum(1 << c for c in range(32) if hand_cards >> c & 1 and keys[c] > best)


def _no_partner_exception(overtrump: bool) -> Mutation:
    """Void with the partner master: must trump all the same (the partner exception left out),
    and overtrump if able when ``overtrump``, else any trump."""

    def mutant(rules: Rules) -> Rules:
        base = rules.play_obligation

        def obligation(hand: int, trick: Sequence[int], trump: int) -> Obligation:
            o = base(hand, trick, trump)
            trumps = hand & SUIT_MASKS[trump]
            if o[0] != PARTNER_MASTER or not trumps:
                return o
            allowed = (_beating(trumps, trick, trump) or trumps) if overtrump else trumps
            return MUST_TRUMP, allowed, MUST_TRUMP, allowed
        return rules.replace(play_obligation=obligation)
    return mutant


def _follow_must_beat(rules: Rules) -> Rules:
    """Plain suit led: must beat the best card of the suit if able (not a rule)."""
    base = rules.play_obligation

    def obligation(hand: int, trick: Sequence[int], trump: int) -> Obligation:
        o = base(hand, trick, trump)
        if o[0] != FOLLOW_SUIT:
            return o
        allowed = _beating(o[1], trick, trump) or o[1]
        return FOLLOW_SUIT, allowed, FOLLOW_SUIT, allowed
    return rules.replace(play_obligation=obligation)


def _ace_discard_wins(rules: Rules) -> Rules:
    """No trump in the trick: the strongest plain card of any suit wins (a discarded ace wins)."""
    base = rules.trick_winner

    def trick_winner(leader: int, trick: Sequence[int], trump: int) -> int:
        if any(c >> 3 == trump for c in trick):
            return base(leader, trick, trump)
        best = max(range(len(trick)), key=lambda i: (PLAIN_STRENGTH[trick[i] & 7], -i))
        return (leader + best) & 3
    return rules.replace(trick_winner=trick_winner)


def _belote_any_kq(rules: Rules) -> Rules:
    """The belote announcement allowed with any trump K or Q held: a lone one, or the second of
    the pair (only the first of the pair may carry it)."""
    return rules.replace(belote_cards=lambda hand, trump: hand & BELOTE_PAIRS[trump])


def _dealer_leads(rules: Rules) -> Rules:
    return rules.replace(first_leader=lambda dealer: dealer)


# --- deal and bidding (DEAL-*, BID-*) -----------------------------------------------------------
def _any_suit_in_round(bid_round: int) -> Mutation:
    """Round ``bid_round`` allows any suit: the turned one too in round 2, the others too in
    round 1."""

    def mutant(rules: Rules) -> Rules:
        base = rules.bid_obligation

        def obligation(seat: int, round_: int, turned_suit: int) -> BidObligation:
            clause, bids = base(seat, round_, turned_suit)
            if round_ != bid_round:
                return clause, bids
            return clause, (Pass(seat),) + tuple(Take(seat, s) for s in Suit)
        return rules.replace(bid_obligation=obligation)
    return mutant


def _completion_nine(rules: Rules) -> Rules:
    """The completion deal miscounts: the taker gets the last card of the seat served last (the
    dealer, or the seat before when the dealer took): nine cards, and that seat seven."""
    base = rules.completion_deal

    def deal(order: Sequence[int], dealer: int, taker: int) -> list[list[Any]]:
        extra = base(order, dealer, taker)
        last = dealer if dealer != taker else (dealer - 1) & 3
        if extra[last]:
            extra[taker].append(extra[last].pop())
        return extra
    return rules.replace(completion_deal=deal)


def _completion_from_dealer(rules: Rules) -> Rules:
    """Completion deal started from the dealer instead of the seat after."""
    base = rules.completion_deal
    return rules.replace(completion_deal=lambda order, dealer, taker: base(order, (dealer - 1) & 3, taker))


def _first_deal_swapped(rules: Rules) -> Rules:
    """First deal packets the other way round (2 then 3 under 3-2, and back)."""
    other = classic_rules(Ruleset(**{**rules.ruleset.options(), "first_deal": "2-3" if rules.ruleset.first_deal == "3-2" else "3-2"}))
    return rules.replace(first_deal=other.first_deal)


# --- scoring (SCORE-*) ----------------------------------------------------------------------------
def _result_patch(change: Callable[[HandResult, tuple[Any, ...]], HandResult]) -> Mutation:
    def mutate(rules: Rules) -> Rules:
        base = rules.hand_result

        def result(takers: int, card_points: Sequence[int], tricks_won: Sequence[int], last_trick: Sequence[int],
                   belote: Sequence[int]) -> HandResult:
            args = (takers, card_points, tricks_won, last_trick, belote)
            return change(base(*args), args)
        return rules.replace(hand_result=result)
    return mutate


def _capot_250(r: HandResult, a: tuple[Any, ...]) -> HandResult:
    totals, capot, contract, scores, disputed = r
    if capot is None:
        return r
    fix = lambda pair: tuple(v - 2 if v >= CAPOT_SCORE else v for v in pair)  # noqa: E731
    return fix(totals), capot, contract, fix(scores), disputed


def _failed_loses_belote(r: HandResult, a: tuple[Any, ...]) -> HandResult:
    totals, capot, contract, scores, disputed = r
    if contract != FAILED:
        return r
    s = list(scores)
    s[a[0]] = 0
    return totals, capot, contract, (s[0], s[1]), disputed


def _tie_fails(r: HandResult, a: tuple[Any, ...]) -> HandResult:
    totals, capot, contract, scores, disputed = r
    if contract != TIED:
        return r
    takers, belote = a[0], a[4]
    s = [0, 0]
    s[1 - takers], s[takers] = HAND_TOTAL + belote[1 - takers], belote[takers]
    return totals, capot, FAILED, (s[0], s[1]), 0


def _contract_without_belote(r: HandResult, a: tuple[Any, ...]) -> HandResult:
    """The contract test leaves belote out (a bug seen in peers)."""
    totals, capot, contract, scores, disputed = r
    t, d = a[0], 1 - a[0]
    belote = a[4]
    if capot is not None or contract == TIED:
        return r
    made = totals[t] - belote[t] > totals[d] - belote[d]
    if made == (contract == MADE):
        return r
    if made:
        return totals, capot, MADE, totals, 0
    s = [0, 0]
    s[d], s[t] = HAND_TOTAL + belote[d], belote[t]
    return totals, capot, FAILED, (s[0], s[1]), disputed


def _tie_takers_belote_held(r: HandResult, a: tuple[Any, ...]) -> HandResult:
    """A tie where the takers hold belote: their belote held in dispute with their other points
    (they keep it now)."""
    totals, capot, contract, scores, disputed = r
    takers, belote = a[0], a[4]
    if contract != TIED or not belote[takers]:
        return r
    s = list(scores)
    s[takers] = 0
    return totals, capot, contract, (s[0], s[1]), disputed + belote[takers]


DECLARATION = 20
"""The points the ``declarations`` mutant scores (a tierce: no rule of the team game defines it)."""


def _declaration_team(tricks: Sequence[int]) -> int | None:
    return None if tricks[0] == tricks[1] else 0 if tricks[0] > tricks[1] else 1


def _declaration_points(rules: Rules) -> Rules:
    """A declaration scored: 20 more points to the team that won more tricks (not on a capot),
    counted as points of its total, in the contract test as in its score (as FFB counts them)."""
    base = rules.hand_result

    def result(takers: int, card_points: Sequence[int], tricks_won: Sequence[int], last_trick: Sequence[int],
               belote: Sequence[int]) -> HandResult:
        team = _declaration_team(tricks_won)
        r = base(takers, card_points, tricks_won, last_trick, belote)
        if team is None or r[1] is not None:
            return r
        points = [p + (DECLARATION if i == team else 0) for i, p in enumerate(card_points)]
        return base(takers, points, tricks_won, last_trick, belote)
    return rules.replace(hand_result=result)


def _declaration_outside_contract(r: HandResult, a: tuple[Any, ...]) -> HandResult:
    """A declaration scored as :func:`_declaration_points`, in the team's total and score, but
    left out of the contract test: its contract contradicts its own totals when the 20 points
    would turn it."""
    totals, capot, contract, scores, disputed = r
    team = _declaration_team(a[2])
    if capot is not None or team is None:
        return r
    t = list(totals)
    t[team] += DECLARATION
    s = list(scores)
    if s[team]:
        s[team] += DECLARATION
    return (t[0], t[1]), capot, contract, (s[0], s[1]), disputed


def _last_trick_20(rules: Rules) -> Rules:
    """The last trick is worth 20 instead of 10."""
    return rules.replace(last_trick=20)


def _last_trick_0(rules: Rules) -> Rules:
    """The last trick is worth nothing (its 10 left out: 152 in all)."""
    return rules.replace(last_trick=0)


def _belote_unannounced(rules: Rules) -> Rules:
    """Belote scored for the holder of trump K and Q even when not announced."""
    return rules.replace(deal_belote=belote_holder)


# --- the match (MATCH-*, SCORE-DISPUTE) -------------------------------------------------------------
def _dispute_to_loser(rules: Rules) -> Rules:
    """Disputed points go to the team that lost the next hand."""
    base = rules.settle

    def settle(totals: tuple[int, int], disputed: int, score: Any) -> Settlement:
        st = base(totals, disputed, score)
        if st.resolved is None:
            return st
        team, pts = st.resolved
        new = list(st.totals)
        new[team] -= pts
        new[1 - team] += pts
        return Settlement((new[0], new[1]), st.disputed, (1 - team, pts))
    return rules.replace(settle=settle)


def _void_same_dealer(rules: Rules) -> Rules:
    base = rules.next_dealer
    return rules.replace(next_dealer=lambda dealer, void: dealer if void else base(dealer, void))


def _end_below_target(rules: Rules) -> Rules:
    """The match ends at 90% of the target."""
    early = classic_rules(Ruleset(**{**rules.ruleset.options(), "target": max(1, rules.ruleset.target * 9 // 10)}))
    return rules.replace(match_winner=early.match_winner)


def _target_capped(rules: Rules) -> Rules:
    """The target capped at 1000: a match to more ends at 1000 all the same."""
    return rules.replace(match_winner=match_end_rule(min(rules.ruleset.target, 1000)))


def _view_late_leak(rules: Rules) -> Rules:
    """Once a trick has been played, a seat's view shows its partner's cards among its own."""
    base = rules.seat_view

    def view(game: Any, seat: int | None) -> Any:
        v = base(game, seat)
        h = game.hand
        if seat is None or not h.tricks:
            return v
        partner = h.holdings[(seat + 2) % rules.seats]
        return dataclasses.replace(v, hand=tuple(sorted(v.hand + tuple(CARDS[c] for c in cards_of(partner)))))
    return rules.replace(seat_view=view)


MUTANTS: dict[str, tuple[str, str, Mutation]] = {
    # name: (clause the kit must flag, what is broken, the replacement)
    "free-discard": ("PLAY-MUST-TRUMP", "free discard when an opponent is master", _free_discard),
    "no-undertrump": ("PLAY-UNDERTRUMP", "no undertrump", _no_undertrump),
    "no-overtrump-trump-lead": ("PLAY-TRUMP-LEAD", "no overtrump on a trump lead", _no_overtrump_on_trump_lead),
    "overtrump-partner": ("PLAY-PARTNER-MASTER", "overtrump required over a master partner",
                          _no_partner_exception(overtrump=True)),
    "follow-must-beat": ("PLAY-FOLLOW-SUIT", "must beat a plain card of the suit led", _follow_must_beat),
    "ace-discard-wins": ("PLAY-TRICK-WINNER", "a discarded plain ace wins the trick", _ace_discard_wins),
    "round2-turned-suit": ("BID-ROUND2", "round 2 allows the turned suit", _any_suit_in_round(2)),
    "completion-order": ("DEAL-COMPLETION", "completion deal starts at the dealer", _completion_from_dealer),
    "first-deal-swapped": ("DEAL-FIRST", "first deal packets swapped (2 then 3)", _first_deal_swapped),
    "dealer-leads": ("PLAY-TURN", "the dealer leads the first trick", _dealer_leads),
    "capot-250": ("SCORE-CAPOT", "capot scored 250", _result_patch(_capot_250)),
    "failed-loses-belote": ("SCORE-FAILED", "belote not kept on a failed contract", _result_patch(_failed_loses_belote)),
    "belote-unannounced": ("SCORE-BELOTE", "belote counted when not announced", _belote_unannounced),
    "tie-fails": ("SCORE-DISPUTE", "a tie treated as a failed contract", _result_patch(_tie_fails)),
    "contract-without-belote": ("SCORE-CONTRACT", "belote left out of the contract test", _result_patch(_contract_without_belote)),
    "last-trick-20": ("SCORE-CARD-POINTS", "last trick worth 20", _last_trick_20),
    "last-trick-0": ("SCORE-CARD-POINTS", "last trick worth 0", _last_trick_0),
    "dispute-wrong-team": ("SCORE-DISPUTE", "disputed points given to the wrong team", _dispute_to_loser),
    "void-same-dealer": ("MATCH-DEALER", "same dealer after a void hand", _void_same_dealer),
    "match-end-early": ("MATCH-END", "match ended below the target", _end_below_target),
    # the situations random play and the corpus missed (issue 14)
    "round1-any-suit": ("BID-ROUND1", "round 1 allows any suit", _any_suit_in_round(1)),
    "partner-must-trump": ("PLAY-PARTNER-MASTER", "must trump over a master partner (no exception)",
                           _no_partner_exception(overtrump=False)),
    "belote-any-kq": ("PLAY-BELOTE", "belote announced with a lone or the second trump K or Q", _belote_any_kq),
    "completion-nine": ("DEAL-COMPLETION", "the taker dealt nine cards", _completion_nine),
    "view-late-leak": ("VIEW-SEAT", "a view shows the partner's cards once a trick is played", _view_late_leak),
    "target-capped": ("MATCH-END", "a target above 1000 capped at 1000", _target_capped),
    "tie-takers-belote": ("SCORE-DISPUTE", "a tie: the takers' belote held in dispute",
                          _result_patch(_tie_takers_belote_held)),
    "declarations": ("RULESET-DISABLED", "a declaration (20 points) scored", _declaration_points),
    # issue 36: the contract compared from the engine's own totals after undefined points
    "declaration-outside-contract": ("SCORE-CONTRACT", "a declaration scored but left out of the contract test",
                                     _result_patch(_declaration_outside_contract)),
}


def mutants_of(profile: str | None = None) -> dict[str, tuple[str, str, Callable[[Any], Any]]]:
    """The mutants of ``profile`` (the default profile if None; its record's ``mutants`` hook):
    name -> (clause the kit must flag, what is broken, the replacement); the team game's are
    :data:`MUTANTS`, profile belote-acanomas's :mod:`belote_ref.profiles.acanomas.mutants`."""
    record = registry.profile(profile) if profile is not None else registry.default()
    return dict(record.load("mutants"))


def mutant_rules(name: str, profile: str | None = None) -> Callable[[Any], Any]:
    """The rules of mutant ``name`` under a ruleset: the reference's with one field replaced."""
    known = mutants_of(profile)
    if name not in known:
        raise KeyError(f"unknown mutant {name!r} (known: {', '.join(known)})")
    mutate = known[name][2]
    from ..rules import rules_for  # the profile's rules object, from the ruleset's profile

    return lambda ruleset: mutate(rules_for(ruleset))
