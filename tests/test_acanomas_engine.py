"""Profile belote-acanomas on the shared engine: what the scenarios do not show directly (the
entry points of the rules objects, the ledger's edge cases, the refusals of a seat that has
left, copies). Expected values are worked out by hand from spec/acanomas/."""

from __future__ import annotations

from typing import Any

import pytest

from belote_ref.profiles.acanomas.actions import Announce, Claim, Exchange, action_from_json
from belote_ref.profiles.acanomas.claims import ClaimOutcome
from belote_ref.profiles.acanomas.match import Ledger
from belote_ref.profiles.acanomas.pots import Pot
from belote_ref.profiles.acanomas.ruleset import make_ruleset
from belote_ref.profiles.acanomas.scoring import PartialScore, SideScore, score_from_raw
from belote_ref.actions import Pass, Play, Take
from belote_ref.profiles.acanomas.combinations import Combination
from belote_ref.cards import Rank, Suit, parse_card
from belote_ref.errors import IllegalAction, MalformedAction, SeatOut
from belote_ref.machine import Game
from belote_ref.rules import CLASSIC, AcanomasRules, Rules, acanomas_rules, profile_rules, rules_for
from belote_ref.ruleset import CANONICAL


def test_rules_for_and_profile_rules_name_each_profile() -> None:
    assert rules_for(CANONICAL) is CLASSIC and isinstance(CLASSIC, Rules)
    aca = rules_for(make_ruleset(players=2))
    assert isinstance(aca, AcanomasRules) and aca.id == "belote-acanomas-0.1.0+players=2"
    assert profile_rules("belote-acanomas", {"players": 4, "pairs": True}).id == "belote-acanomas-0.1.0+players=4,pairs=true"
    assert profile_rules("belote-classic", {"target": 500}).id == "belote-classic-1.0.0+target=500"
    with pytest.raises(ValueError, match="unknown profile"):
        profile_rules("belote-coinche")


def test_the_rules_of_fewer_players_are_those_of_the_same_ruleset() -> None:
    """After seat 0 of a 4-player match leaves, the deal and the turn are those of three
    players (ACA-CLAIM-ELIMINATION): dealer 3, mano 1, then 2, then 3."""
    rules = acanomas_rules(make_ruleset(players=4))
    three = rules.with_players((1, 2, 3))
    assert three is acanomas_rules(make_ruleset(players=4), (1, 2, 3)) and three.ruleset == rules.ruleset
    assert (three.players, three.first_leader(3), three.turn[1]) == (3, 1, (1, 2, 3))
    assert three.turn[0] == ()


def test_a_game_of_this_profile_holds_pots_not_disputed_points() -> None:
    with pytest.raises(ValueError, match="pots"):
        Game(acanomas_rules(), 0, (0, 0, 0), 40)
    ledger = Ledger(acanomas_rules(), (10, 20, 30), [Pot(40, (0, 1))])
    game = Game(acanomas_rules(), 2, ledger=ledger)
    assert (game.totals, game.disputed, game.winner) == ((10, 20, 30), 40, None)
    with pytest.raises(ValueError, match="still in the match"):
        Game(acanomas_rules(), 0, ledger=Ledger(acanomas_rules(), out=(0,)))


def _stopped_at_three(rules: Any) -> tuple[PartialScore, ClaimOutcome]:
    """A game stopped by seat 0's wrong claim at three players: seats 1 and 2 write 30 and 50."""
    lines = {s: SideScore(0, 0, r, 0, 0, 0, 0, r, r) for s, r in ((1, 30), (2, 50))}
    claim = ClaimOutcome(0, 0, 5, 900, 1000, False, None, True, False)
    return PartialScore(lines, 1, "a", None, stopped=True), claim


def test_dealer_2p_winner_needs_a_game_played_by_two() -> None:
    """ACA-MATCH-DEALER: a game stopped at three players leaves two, but has no winner of the
    two: the deal passes as usual (seat 2 dealt; seat 0 has left; next after 2 is 1)."""
    rules = acanomas_rules(make_ruleset(dealer_2p="winner"))
    ledger = Ledger(rules)
    score, claim = _stopped_at_three(rules)
    ledger.write(score, 1, 2, claim)
    assert ledger.in_play == (1, 2) and ledger.next_dealer == 1
    # a game played by the two: seat 2 writes more, and deals the next
    two = rules.with_players(ledger.in_play)
    ledger.write(score_from_raw({1: 10, 2: 60}, 1, (1, 2), two.maker_test), 2, 1)
    assert ledger.next_dealer == 2


def test_pots_pending_when_the_match_is_won_are_lost() -> None:
    """ACA-SCORE-POTS: seat 0 reaches 1000 with a pot of 40 for seats 1 and 2 pending."""
    rules = acanomas_rules()
    ledger = Ledger(rules, (990, 0, 0), [Pot(40, (1, 2))])
    line = ledger.write(score_from_raw({0: 30, 1: 10, 2: 10}, 0, (0, 1, 2), rules.maker_test), 3, 2)
    # the pot's contenders tie (10, 10): it would wait; the match is won: it is lost
    assert ledger.winner == 0 and ledger.pots == () and line.pots_lost == (Pot(40, (1, 2)),)


def _three_player_game(out: tuple[int, ...] = ()) -> Game:
    rules = acanomas_rules(make_ruleset(players=4))
    game = Game(rules, 3, ledger=Ledger(rules, out=out))
    game.deal(list(range(32)))
    return game


@pytest.mark.parametrize("action", [Pass(0), Take(0, Suit.HEARTS), Play(0, parse_card("7C")), Announce(0, ()),
                                    Claim(0), Exchange(0)])
def test_a_seat_that_has_left_is_refused_as_such(action: Any) -> None:
    """ACA-CLAIM-ELIMINATION: seat 0 has left a 4-player match; its bid is refused with SeatOut;
    a play, announcement or claim in bidding is out of its phase first (ACA-MATCH-PHASES)."""
    game = _three_player_game(out=(0,))
    before = game.snapshot()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    expected = "ACA-CLAIM-ELIMINATION" if action.type in ("pass", "take") else "ACA-MATCH-PHASES"
    assert info.value.clause == expected
    assert (type(info.value) is SeatOut) == (expected == "ACA-CLAIM-ELIMINATION")
    assert game.snapshot() == before


def test_a_seat_the_match_does_not_have_is_malformed() -> None:
    """ACA-ACTIONS-FORM: seat 3 of a three-player match, read or through the Python API."""
    with pytest.raises(MalformedAction) as info:
        action_from_json({"type": "pass", "seat": 3}, 3)
    assert info.value.clause == "ACA-ACTIONS-FORM" and "0, 1 or 2" in info.value.reason
    game = Game(acanomas_rules(), 0)
    game.deal(list(range(32)))
    with pytest.raises(MalformedAction) as info:
        game.apply(Pass(3))
    assert info.value.clause == "ACA-ACTIONS-FORM"


def test_a_copy_of_a_partial_game_is_independent() -> None:
    game = Game(acanomas_rules(), 0)
    game.deal(list(range(32)))
    game.apply(Take(1, Suit.HEARTS))  # 9♥ turned: seat 0 holds 7♥, the exchange step opens
    copy = game.copy()
    copy.apply(Pass(1))
    copy.apply(Pass(2))
    copy.apply(Exchange(0))
    assert game.phase == "exchange" and game.to_act == 1 and parse_card("7H") in game.holding(0)
    assert copy.phase == "first_trick" and parse_card("9H") in copy.holding(0)


@pytest.mark.parametrize("said, words", [
    ((Combination("escalera", Rank.ACE, 6, Suit.CLUBS),), "length"),
    ((Combination("escalera", Rank.EIGHT, 3, Suit.CLUBS),), "top"),
    ((Combination("escalera", Rank.ACE, 3, None),), "suit"),
    ((Combination("belote", Rank.KING),), "kind"),
    (("tercia",), "not a combination"),
])
def test_a_malformed_announcement_through_the_python_api(said: Any, words: str) -> None:
    """ACA-ACTIONS-FORM: the same faults as the JSON reader names, refused before the seat and
    the rules (the refusal order of ACA-MATCH-PHASES)."""
    game = Game(acanomas_rules(), 2)
    game.deal(list(range(32)))
    game.apply(Pass(0))
    game.apply(Pass(1))
    game.apply(Pass(2))
    game.apply(Take(0, Suit.SPADES))  # round 2: no exchange step; seat 0 (the mano) leads
    before = game.snapshot()
    with pytest.raises(MalformedAction) as info:
        game.apply(Announce(1, said))  # seat 1 is not to act: the form is refused first
    assert info.value.clause == "ACA-ACTIONS-FORM" and words in info.value.reason
    assert game.snapshot() == before
