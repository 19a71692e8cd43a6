"""Each mutant is the reference's rules object with ONE field replaced, and the replacement carries
weight where its rule applies: there, the mutant's :class:`~belote_ref.machine.Game` answers
differently from the reference's, both in its legal actions and in what ``apply`` accepts (rules
of the deal, the bidding, the play and its sequencing), or in its score, totals, dealer or match
winner (scoring and match rules).

The positions are found automatically: seeded random hands are played in step on a reference game
and a mutant game (same start, same order, the same actions) until the two first answer
differently; that position is then checked concretely.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, Callable

import pytest

from belote_ref.actions import Deal
from belote_ref.cards import parse_card
from belote_ref.conformance.checks.differential import choose, start_state
from belote_ref.conformance.mutants import MUTANTS, mutant_rules
from belote_ref.errors import IllegalAction, WrongPhase
from belote_ref.hand import BID, PLAY
from belote_ref.machine import Game
from belote_ref.play import BELOTE_PAIRS, FOLLOW_SUIT, MUST_TRUMP, OVERTRUMP, PARTNER_MASTER, TRUMP_LEAD, UNDERTRUMP
from belote_ref.rules import Rules, classic_rules
from belote_ref.ruleset import CANONICAL, Ruleset
from belote_ref.view import seat_view

SEARCH = 3000
"""Seeded hands tried per mutant before giving up (the rarest situations, a tie or a capot,
come about once in a hundred or two)."""

ACTIONS, SCORE, MATCH = "legal actions and acceptance", "hand score", "match state"
OTHER = "a position built by hand"


def _situation(g: Game) -> str | None:
    """The clause that governs the seat to play (the reference's play obligation), if playing."""
    h = g.hand
    if h.stage != PLAY:
        return None
    assert h.to_act is not None and h.trump is not None
    return g.rules.play_situation(h.holding(h.to_act), h.trick, h.trump)


def _first_lead(g: Game) -> bool:
    h = g.hand
    return h.stage == PLAY and not h.tricks and not h.trick


def _dealt_differently(ref: Game, mut: Game) -> bool:
    return _first_lead(ref) and ref.hand.holdings != mut.hand.holdings


# name -> (what differs, where the rule applies: a test on the reference and mutant games there)
EXPECTED: dict[str, tuple[str, Callable[[Game, Game], bool]]] = {
    "free-discard": (ACTIONS, lambda r, m: _situation(r) in (MUST_TRUMP, OVERTRUMP, UNDERTRUMP)),
    "no-undertrump": (ACTIONS, lambda r, m: _situation(r) == UNDERTRUMP),
    "no-overtrump-trump-lead": (ACTIONS, lambda r, m: _situation(r) == TRUMP_LEAD),
    "overtrump-partner": (ACTIONS, lambda r, m: _situation(r) == PARTNER_MASTER),
    "follow-must-beat": (ACTIONS, lambda r, m: _situation(r) == FOLLOW_SUIT),
    "ace-discard-wins": (ACTIONS, lambda r, m: r.hand.stage == PLAY and not r.hand.trick and bool(r.hand.tricks)
                         and r.hand.winners[-1] != m.hand.winners[-1]
                         and all(c >> 3 != r.hand.trump for c in r.hand.tricks[-1])),
    "round2-turned-suit": (ACTIONS, lambda r, m: r.hand.stage == BID and r.hand.bid_round == 2),
    "completion-order": (ACTIONS, _dealt_differently),
    "first-deal-swapped": (ACTIONS, _dealt_differently),
    "dealer-leads": (ACTIONS, lambda r, m: _first_lead(r) and r.to_act != m.to_act),
    "capot-250": (SCORE, lambda r, m: r.hands[0].score is not None and r.hands[0].score.capot is not None),
    "failed-loses-belote": (SCORE, lambda r, m: (s := r.hands[0].score) is not None and s.contract == "failed"
                            and s.belote[s.takers] > 0),
    "belote-unannounced": (SCORE, lambda r, m: (s := r.hands[0].score) is not None and s.belote == (0, 0)
                           and r.hands[0].belote_seat is None),
    "tie-fails": (SCORE, lambda r, m: (s := r.hands[0].score) is not None and s.contract == "tied"),
    "contract-without-belote": (SCORE, lambda r, m: (s := r.hands[0].score) is not None and any(s.belote)),
    "last-trick-20": (SCORE, lambda r, m: r.hands[0].score is not None),
    "last-trick-0": (SCORE, lambda r, m: r.hands[0].score is not None),
    "dispute-wrong-team": (MATCH, lambda r, m: r.initial_disputed > 0 and r.hands[0].score is not None
                           and r.hands[0].score.contract != "tied"),
    "void-same-dealer": (MATCH, lambda r, m: r.hands[0].void),
    "match-end-early": (MATCH, lambda r, m: r.winner is None and m.winner is not None),
    "round1-any-suit": (ACTIONS, lambda r, m: r.hand.stage == BID and r.hand.bid_round == 1),
    "partner-must-trump": (ACTIONS, lambda r, m: _situation(r) == PARTNER_MASTER),
    "belote-any-kq": (ACTIONS, lambda r, m: _situation(r) is not None and _one_of_the_pair(r)),
    "completion-nine": (ACTIONS, lambda r, m: r.hand.stage == PLAY and r.hand.holdings != m.hand.holdings),
    "declarations": (SCORE, lambda r, m: (s := r.hands[0].score) is not None and s.capot is None
                     and s.tricks_won[0] != s.tricks_won[1]),
    "declaration-outside-contract": (SCORE, lambda r, m: (s := r.hands[0].score) is not None and s.capot is None
                                     and s.tricks_won[0] != s.tricks_won[1]),
    # where their rule applies, random hands are too rare (or the canonical ruleset never gets
    # there): checked on a position built by hand below
    "view-late-leak": (OTHER, lambda r, m: False),
    "target-capped": (OTHER, lambda r, m: False),
    "tie-takers-belote": (OTHER, lambda r, m: False),
}


def _one_of_the_pair(g: Game) -> bool:
    """The seat to play holds one trump K or Q without the other."""
    h = g.hand
    assert h.to_act is not None and h.trump is not None
    pair = BELOTE_PAIRS[h.trump]
    return h.holding(h.to_act) & pair not in (0, pair)


@dataclass
class Divergence:
    """Where a mutant game first answers differently from the reference game."""

    seed: int
    kind: str
    ref: Game
    mut: Game


def _accepted(game: Game, action: Any) -> bool:
    try:
        game.copy().apply(action)
    except IllegalAction:
        return False
    return True


def first_divergence(name: str) -> Divergence:
    """The first position, over seeded random hands, where the mutant's game answers differently
    from the reference's in the way :data:`EXPECTED` says. Every difference in legal actions met
    on the way must be where the rule applies."""
    kind, where = EXPECTED[name]
    ref_rules = classic_rules(CANONICAL)
    mut_rules = mutant_rules(name)(CANONICAL)
    for k in range(SEARCH):
        rng = random.Random(f"{name}-{k}")
        dealer, totals, disputed, order = start_state(rng, CANONICAL.target)
        ref, mut = Game(ref_rules, dealer, totals, disputed), Game(mut_rules, dealer, totals, disputed)
        for g in (ref, mut):
            g.deal([parse_card(c) for c in order])
        found = None
        while len(ref.hands) == 1 and not ref.is_over:
            rl = ref.legal_actions()
            if rl != mut.legal_actions():
                assert where(ref, mut), f"{name}: legal actions differ where its rule does not apply (seed {k})"
                found = ACTIONS
                break
            action = rl[choose(rng, rl, ref.state != "tricks")]
            ref.apply(action)
            mut.apply(action)
        else:
            if ref.hands[0].score != mut.hands[0].score:
                found = SCORE
            elif (ref.totals, ref.disputed, ref.winner, len(ref.hands)) != (mut.totals, mut.disputed, mut.winner, len(mut.hands)) \
                    or ref.hands[-1].dealer != mut.hands[-1].dealer:
                found = MATCH
        if found is None or (kind == ACTIONS and found == SCORE):
            continue  # no difference in this hand (or a play rule seen only in the score: the last trick)
        assert found == kind, f"{name}: the first difference is in the {found}, expected the {kind} (seed {k})"
        assert where(ref, mut), f"{name}: the {kind} differs where its rule does not apply (seed {k})"
        return Divergence(k, kind, ref, mut)
    pytest.fail(f"{name}: no position found in {SEARCH} hands where the mutant answers differently")


def test_every_mutant_is_listed() -> None:
    assert set(EXPECTED) == set(MUTANTS)


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_a_mutant_replaces_exactly_one_field_of_the_rules(name: str) -> None:
    ref, mut = classic_rules(CANONICAL), mutant_rules(name)(CANONICAL)
    assert isinstance(mut, Rules)
    changed = [f.name for f in dataclasses.fields(Rules) if getattr(ref, f.name) is not getattr(mut, f.name)
               and getattr(ref, f.name) != getattr(mut, f.name)]
    assert len(changed) == 1, f"{name} replaces {changed}"


@pytest.mark.parametrize("name", sorted(n for n, (kind, _) in EXPECTED.items() if kind == ACTIONS))
def test_a_mutant_changes_both_legal_actions_and_acceptance_where_its_rule_applies(name: str) -> None:
    d = first_divergence(name)
    rl, ml = d.ref.legal_actions(), d.mut.legal_actions()
    assert rl != ml
    only_ref = [a for a in rl if a not in ml]
    only_mut = [a for a in ml if a not in rl]
    assert only_ref or only_mut
    # what each game lists is exactly what it accepts: the difference shows in apply as well
    for a in only_ref:
        assert _accepted(d.ref, a) and not _accepted(d.mut, a), f"{name} (seed {d.seed}): {a}"
    for a in only_mut:
        assert _accepted(d.mut, a) and not _accepted(d.ref, a), f"{name} (seed {d.seed}): {a}"
    for a in rl:
        if a in ml:
            assert _accepted(d.ref, a) and _accepted(d.mut, a), f"{name} (seed {d.seed}): {a}"


@pytest.mark.parametrize("name", sorted(n for n, (kind, _) in EXPECTED.items() if kind == SCORE))
def test_a_scoring_mutant_changes_the_hand_score_where_its_rule_applies(name: str) -> None:
    d = first_divergence(name)
    rs, ms = d.ref.hands[0].score, d.mut.hands[0].score
    assert rs is not None and ms is not None and rs != ms
    # the same actions were accepted all along: only the score differs
    assert d.ref.hands[0].actions == d.mut.hands[0].actions


@pytest.mark.parametrize("name", sorted(n for n, (kind, _) in EXPECTED.items() if kind == MATCH))
def test_a_match_mutant_changes_totals_dealer_or_winner_where_its_rule_applies(name: str) -> None:
    d = first_divergence(name)
    ref, mut = d.ref, d.mut
    assert ref.hands[0].actions == mut.hands[0].actions
    if name == "dispute-wrong-team":
        assert ref.totals != mut.totals and sum(ref.totals) == sum(mut.totals)
    elif name == "void-same-dealer":
        assert ref.hands[1].dealer == (ref.hands[0].dealer + 1) % 4 and mut.hands[1].dealer == mut.hands[0].dealer
        # the next hand is then bid in another order: legal actions and acceptance differ
        order = tuple(ref.hands[0].order)
        ref.deal(order)
        mut.deal(order)
        assert ref.to_act != mut.to_act
        first = ref.legal_actions()[0]
        assert _accepted(ref, first) and not _accepted(mut, first)
    else:
        assert ref.winner is None and mut.winner is not None
        # the reference deals the next hand; the mutant's match is over
        deal = Deal(tuple(ref.hands[0].order))
        assert _accepted(ref, deal)
        with pytest.raises(WrongPhase):
            mut.copy().apply(deal)


def test_the_view_leak_mutant_shows_the_partners_cards_once_a_trick_is_played() -> None:
    rng = random.Random(5)
    ref_rules, mut_rules = classic_rules(CANONICAL), mutant_rules("view-late-leak")(CANONICAL)
    dealer, totals, disputed, order = start_state(rng, CANONICAL.target)
    g = Game(ref_rules, dealer, totals, disputed)
    g.deal([parse_card(c) for c in order])
    while g.hand.stage == BID or not g.hand.tricks:
        before_trick = g.hand.stage == PLAY
        if before_trick:  # during the bidding and the first trick, the views are the reference's
            for seat in range(4):
                assert mut_rules.seat_view(g, seat) == ref_rules.seat_view(g, seat)
        legal = g.legal_actions()
        g.apply(legal[choose(rng, legal, g.state != "tricks")])
        if len(g.hands) > 1:  # a void hand: deal again
            g.deal([parse_card(c) for c in order])
    for seat in range(4):
        ref, mut = seat_view(g, seat), mut_rules.seat_view(g, seat)
        partner = {int(c) for c in seat_view(g, (seat + 2) % 4).hand}
        assert {int(c) for c in mut.hand} == {int(c) for c in ref.hand} | partner and partner


def test_the_capped_target_mutant_ends_a_match_to_1501_at_1000() -> None:
    ruleset = Ruleset(**{**CANONICAL.options(), "target": 1501})
    ref, mut = classic_rules(ruleset), mutant_rules("target-capped")(ruleset)
    assert ref.match_winner((1200, 800)) is None and mut.match_winner((1200, 800)) == 0
    assert ref.match_winner((1501, 800)) == mut.match_winner((1501, 800)) == 0
    canonical_ref, canonical_mut = classic_rules(CANONICAL), mutant_rules("target-capped")(CANONICAL)
    assert canonical_ref.match_winner((999, 0)) is canonical_mut.match_winner((999, 0)) is None


def test_the_tie_mutant_holds_the_takers_belote_in_dispute() -> None:
    ref, mut = classic_rules(CANONICAL), mutant_rules("tie-takers-belote")(CANONICAL)
    # takers (team 0): 61 + 10 + 20 = 91; defenders 91: a tie, the takers hold belote
    args = (0, (61, 91), (3, 5), (10, 0), (20, 0))
    assert ref.hand_result(*args) == ((91, 91), None, "tied", (20, 91), 71)
    assert mut.hand_result(*args) == ((91, 91), None, "tied", (0, 91), 91)
    # a tie without the takers' belote, and a made contract: unchanged
    for other in ((0, (71, 91), (3, 5), (10, 0), (0, 0)), (0, (91, 61), (5, 3), (10, 0), (20, 0))):
        assert mut.hand_result(*other) == ref.hand_result(*other)
