"""Hard positions of trick play and bidding, driven through ``Game`` from hand-built deals.

Every expected value is worked out by hand from the decisions table (rules-decisions.md); the
reasoning is in each test's comment. Dealer 3 throughout unless said: seat 0 bids and leads
first (PLAY-TURN). Trump is hearts (H) unless said.
"""

from __future__ import annotations

import pytest

from belote_ref.actions import Coinche, Declare, Deal, Pass, Play, Take
from belote_ref.cards import CARDS, Suit, parse_card, parse_cards
from belote_ref.errors import (
    AnnouncementNotAllowed,
    CardNotInHand,
    DisabledFeature,
    IllegalAction,
    MustFollowSuit,
    MustOvertrump,
    MustTrump,
    MustUndertrump,
    SuitNotBiddable,
    WrongPhase,
    WrongSeat,
)
from belote_ref.deal import first_deal
from belote_ref.machine import Game
from belote_ref.play import trick_winner
from belote_ref.ruleset import make_ruleset

from tests.rules_helpers import game_in_tricks, hands_of, legal_text, play

H = int(Suit.HEARTS)


def refused(game: Game, action: object, error: type[IllegalAction], clause: str) -> IllegalAction:
    """Apply ``action``, expect ``error`` naming ``clause``, and check nothing changed."""
    before = game.snapshot()
    with pytest.raises(error) as info:
        game.apply(action)  # type: ignore[arg-type]
    assert type(info.value) is error
    assert info.value.clause == clause
    assert info.value.reason
    assert game.snapshot() == before
    return info.value


def P(seat: int, text: str, belote: bool = False) -> Play:
    return Play(seat, parse_card(text), belote)


# --- Must trump, overtrump, undertrump (decision 13) -------------------------------------------
UNDER = hands_of(
    "AC KC QC JC 10H AS 7D 8D",
    "9H JH AD KD QD 10D 9D JD",
    "7H 8H KS QS JS 10S 9S 8S",
    "10C 9C 8C 7C AH KH QH 7S",
)
OVER = hands_of(  # as UNDER with JH and 7H swapped between seats 1 and 2
    "AC KC QC JC 10H AS 7D 8D",
    "9H 7H AD KD QD 10D 9D JD",
    "JH 8H KS QS JS 10S 9S 8S",
    "10C 9C 8C 7C AH KH QH 7S",
)


def test_must_trump_when_void_and_partner_not_master() -> None:
    # Seat 0 leads AC. Seat 1 has no club; its partner (seat 3) has not played, so it is not
    # master: seat 1 must trump (PLAY-MUST-TRUMP), with either trump it holds: {9H, JH}.
    game = game_in_tricks(UNDER, turned="10H")
    play(game, "AC")
    assert legal_text(game) == {"9H", "JH"}
    refused(game, P(1, "AD"), MustTrump, "PLAY-MUST-TRUMP")


def test_undertrump_required() -> None:
    # AC by seat 0, 9H by seat 1 (opponent, master). Seat 2 has no club, its partner is not
    # master, and its trumps 7H 8H are both below 9H: it must still play a trump
    # (PLAY-UNDERTRUMP): legal {7H, 8H}; a spade is refused as a missing undertrump.
    game = game_in_tricks(UNDER, turned="10H")
    play(game, "AC 9H")
    assert legal_text(game) == {"7H", "8H"}
    refused(game, P(2, "KS"), MustUndertrump, "PLAY-UNDERTRUMP")
    play(game, "7H")
    # Seat 3 holds clubs: it must follow, even with its partner master (PLAY-FOLLOW-SUIT).
    assert legal_text(game) == {"10C", "9C", "8C", "7C"}
    refused(game, P(3, "AH"), MustFollowSuit, "PLAY-FOLLOW-SUIT")
    play(game, "7C")
    # Two trumps in the trick: 9H ranks above 7H (CARDS-TRUMP-ORDER), so seat 1 wins.
    assert list(game.hand.winners) == [1]


def test_undertrump_optional() -> None:
    # Same position; undertrump=optional: unable to overtrump, seat 2 may discard anything
    # (decision 13, option): all eight of its cards are legal, and KS is accepted.
    game = game_in_tricks(UNDER, turned="10H", ruleset=make_ruleset(undertrump="optional"))
    play(game, "AC 9H")
    assert legal_text(game) == {"7H", "8H", "KS", "QS", "JS", "10S", "9S", "8S"}
    play(game, "KS")
    assert list(game.hand.trick) == parse_cards("AC 9H KS")


@pytest.mark.parametrize("undertrump", ["required", "optional"])
def test_must_overtrump(undertrump: str) -> None:
    # AC, then 9H by seat 1. Seat 2 holds JH, above 9H: it must overtrump (PLAY-OVERTRUMP),
    # under either undertrump option: legal {JH}; 8H (an undertrump) and KS (a discard) are
    # both refused as a missing overtrump.
    game = game_in_tricks(OVER, turned="10H", ruleset=make_ruleset(undertrump=undertrump))
    play(game, "AC 9H")
    assert legal_text(game) == {"JH"}
    refused(game, P(2, "8H"), MustOvertrump, "PLAY-OVERTRUMP")
    refused(game, P(2, "KS"), MustOvertrump, "PLAY-OVERTRUMP")


# --- Partner master (decision 12) --------------------------------------------------------------
MASTER = hands_of(
    "KS 10H AC KC 7D 8D 9D 10D",
    "JH 9H AD KD QD JD 7C 8C",
    "AS QS JS 10S 9S 8S 7S QC",
    "7H 8H AH KH QH JC 9C 10C",
)


def test_partner_master_after_a_trump_may_play_anything() -> None:
    # KS led; seat 1 (void in spades, partner not yet played) trumps with JH and is master;
    # seat 2 follows with 7S. Seat 3 is void in spades and its partner (seat 1) is master:
    # any card (PLAY-PARTNER-MASTER), trumps below JH included: its whole hand.
    game = game_in_tricks(MASTER, turned="10H")
    play(game, "KS")
    assert legal_text(game) == {"JH", "9H"}
    play(game, "JH 7S")
    assert legal_text(game) == {"7H", "8H", "AH", "KH", "QH", "JC", "9C", "10C"}
    play(game, "7H")  # a lower trump under the partner's master JH
    assert list(game.hand.winners) == [1]


def test_partner_master_may_discard() -> None:
    game = game_in_tricks(MASTER, turned="10H")
    play(game, "KS JH 7S JC")  # seat 3 discards a club, no trump
    assert list(game.hand.winners) == [1]
    assert game.to_act == 1


# --- Trump led (decision 11) -------------------------------------------------------------------
TRUMP_LED = hands_of(
    "9H 10H AC KC QC JC 7D 8D",
    "7H AD KD QD JD 10D 9D AS",
    "JH 8H KS QS JS 10S 9S 8S",
    "AH KH QH 10C 9C 8C 7C 7S",
)


def test_trump_led_must_beat_even_the_partner() -> None:
    # Seat 0 leads 9H. Seat 1's only trump 7H is below it: any trump, here only 7H
    # (PLAY-TRUMP-LEAD); a diamond is refused (it holds the suit led). Seat 2 holds JH, above
    # its partner's 9H: it must play it; 8H is refused under PLAY-TRUMP-LEAD.
    game = game_in_tricks(TRUMP_LED, turned="10H")
    play(game, "9H")
    assert legal_text(game) == {"7H"}
    refused(game, P(1, "AD"), MustFollowSuit, "PLAY-FOLLOW-SUIT")
    play(game, "7H")
    assert legal_text(game) == {"JH"}
    refused(game, P(2, "8H"), MustOvertrump, "PLAY-TRUMP-LEAD")
    play(game, "JH")
    # Seat 3 cannot beat JH: any of its trumps (AH, KH, QH); not a club.
    assert legal_text(game) == {"AH", "KH", "QH"}
    refused(game, P(3, "10C"), MustFollowSuit, "PLAY-FOLLOW-SUIT")
    # Seat 3 holds KH and QH: the first of them may carry the belote announcement; legal
    # actions are sorted by card index (Q=5, K=6, A=7), the announcing play after the plain one.
    assert game.legal_actions() == [
        P(3, "QH"), P(3, "QH", True), P(3, "KH"), P(3, "KH", True), P(3, "AH"),
    ]
    play(game, "KH!")
    assert list(game.hand.winners) == [2]
    assert game.hand.belote_seat == 3


TRUMP_LED_PARTNER_MASTER = hands_of(
    "7H 10H AH KH AC KC QC JC",
    "9H AD KD QD JD 10D 9D 8D",
    "8H AS KS QS JS 10S 9S 8S",
    "JH QH 10C 9C 8C 7C 7D 7S",
)


def test_trump_led_partner_master_must_still_overtrump() -> None:
    # Seat 0 leads 7H; seat 1 beats it with 9H (its only trump); seat 2's only trump 8H cannot
    # beat 9H, so any trump: 8H. Seat 3's partner (seat 1) is master, but on a trump lead the
    # partner's trump must be beaten if able (decision 11): JH only; QH is refused.
    game = game_in_tricks(TRUMP_LED_PARTNER_MASTER, turned="10H")
    play(game, "7H")
    assert legal_text(game) == {"9H"}
    play(game, "9H")
    assert legal_text(game) == {"8H"}
    play(game, "8H")
    assert legal_text(game) == {"JH"}
    refused(game, P(3, "QH"), MustOvertrump, "PLAY-TRUMP-LEAD")
    refused(game, P(3, "7D"), MustFollowSuit, "PLAY-FOLLOW-SUIT")
    play(game, "JH")
    assert list(game.hand.winners) == [3]


# --- A discarded ace (decision 9) --------------------------------------------------------------
DISCARD = hands_of(
    "7C 10H JH 9H AH KH QH 8H",
    "AS KS QS JS AD KD QD JD",
    "8C 10S 9S 8S 7S 10D 9D 8D",
    "9C AC 10C KC QC JC 7H 7D",
)


def test_discarded_ace_does_not_win() -> None:
    # 7C led. Seat 1 has no club and no trump: any card (PLAY-DISCARD); it throws AS. Seats 2
    # and 3 follow with 8C and 9C. The highest club wins (PLAY-TRICK-WINNER): 9C, seat 3; the
    # ace of another suit never wins. Seat 3 leads next.
    game = game_in_tricks(DISCARD, turned="10H")
    play(game, "7C")
    assert legal_text(game) == {"AS", "KS", "QS", "JS", "AD", "KD", "QD", "JD"}
    play(game, "AS 8C")
    assert legal_text(game) == {"9C", "AC", "10C", "KC", "QC", "JC"}
    play(game, "9C")
    assert list(game.hand.winners) == [3]
    assert game.to_act == 3


@pytest.mark.parametrize(
    "trick, winner",
    [
        ("7C AS 8C 9C", 3),   # discarded ace of another suit: the best club (9C) wins
        ("AC 7H KC 10C", 1),  # the lowest trump beats the ace led
        ("9H JH AH 10H", 1),  # trump order: J above 9 above A above 10
        ("KS 10S QS 9S", 1),  # plain order: 10 above K
        ("AD 7H 8H 9C", 2),   # 8H over 7H: trump order 8 above 7
        ("QH 9S AS 8H", 0),   # trump led: Q above 8; spades do not count
    ],
)
def test_trick_winner(trick: str, winner: int) -> None:
    # The highest trump, else the highest card of the suit led (PLAY-TRICK-WINNER); leader 0.
    assert trick_winner(0, parse_cards(trick), H) == winner
    # the same trick led by seat 2 is won by the seat two further on
    assert trick_winner(2, parse_cards(trick), H) == (winner + 2) & 3


def test_card_not_in_hand_and_out_of_turn() -> None:
    game = game_in_tricks(UNDER, turned="10H")
    refused(game, P(0, "9H"), CardNotInHand, "PLAY-CARD-IN-HAND")
    refused(game, P(1, "9H"), WrongSeat, "PLAY-TURN")


# --- Belote announcements (decision 15) --------------------------------------------------------
CAPOT = hands_of(
    "7H 8H 9H 10H JH QH KH AH",
    "7C 8C 9C 10C JC QC KC AC",
    "7D 8D 9D 10D JD QD KD AD",
    "7S 8S 9S 10S JS QS KS AS",
)


def test_belote_only_with_first_of_king_and_queen() -> None:
    game = game_in_tricks(CAPOT, turned="10H")
    refused(game, P(0, "JH", True), AnnouncementNotAllowed, "PLAY-BELOTE")
    play(game, "KH 7C 7D 7S")  # KH without announcing: too late afterwards
    refused(game, P(0, "QH", True), AnnouncementNotAllowed, "PLAY-BELOTE")
    assert P(0, "QH", True) not in game.legal_actions()


def test_belote_automatic_refuses_announcements() -> None:
    game = game_in_tricks(CAPOT, turned="10H", ruleset=make_ruleset(belote="automatic"))
    refused(game, P(0, "KH", True), AnnouncementNotAllowed, "PLAY-BELOTE")
    assert all(not a.belote for a in game.legal_actions())  # type: ignore[union-attr]
    assert game.hand.belote_seat == 0  # seat 0 holds KH and QH of trump


# --- Bidding (decisions 4, 5, 6) ---------------------------------------------------------------
INDEX_ORDER = list(CARDS)  # card i at position i: 0=7C ... 20=JH (turned) ... 31=AS


def test_bidding_round_one_turned_suit_only() -> None:
    # Dealer 0: seat 1 bids first (BID-TURN). The 21st card, JH, is turned: round 1 offers
    # pass or hearts only (BID-ROUND1).
    game = Game(first_dealer=0)
    game.deal(INDEX_ORDER)
    assert game.phase == "bid_round_1" and game.to_act == 1
    assert game.hand.turned == parse_card("JH")
    assert game.legal_actions() == [Pass(1), Take(1, Suit.HEARTS)]
    refused(game, Take(1, Suit.SPADES), SuitNotBiddable, "BID-ROUND1")
    refused(game, Pass(2), WrongSeat, "BID-TURN")
    refused(game, Pass(0), WrongSeat, "BID-TURN")
    refused(game, P(1, "7D"), WrongPhase, "MATCH-PHASES")
    refused(game, Deal(tuple(CARDS)), WrongPhase, "MATCH-PHASES")
    for seat in (1, 2, 3):
        game.apply(Pass(seat))
    assert game.to_act == 0  # the dealer bids last


def test_bidding_round_two_not_the_turned_suit() -> None:
    # After four passes round 2 starts again from seat 1; any suit but hearts (BID-ROUND2).
    game = Game(first_dealer=0)
    game.deal(INDEX_ORDER)
    for seat in (1, 2, 3, 0):
        game.apply(Pass(seat))
    assert game.phase == "bid_round_2" and game.to_act == 1
    assert game.legal_actions() == [Pass(1), Take(1, Suit.CLUBS), Take(1, Suit.DIAMONDS), Take(1, Suit.SPADES)]
    refused(game, Take(1, Suit.HEARTS), SuitNotBiddable, "BID-ROUND2")
    refused(game, Take(3, Suit.CLUBS), WrongSeat, "BID-TURN")
    game.apply(Pass(1))
    game.apply(Take(2, Suit.SPADES))
    assert game.phase == "tricks"
    assert game.hand.taker == 2 and game.hand.trump == int(Suit.SPADES)
    refused(game, Pass(2), WrongPhase, "MATCH-PHASES")


@pytest.mark.parametrize(
    "action",
    [Coinche(1), Declare(1, "tierce"), Declare(1, "carré"), Take(1, "all-trump"), Take(1, "no-trump")],
)
def test_disabled_variants_refused_in_every_phase(action: object) -> None:
    # Decision 24: coinche, declarations, all-trump and no-trump are rejected, not ignored.
    game = Game(first_dealer=0)
    refused(game, action, DisabledFeature, "RULESET-DISABLED")  # while dealing
    game.deal(INDEX_ORDER)
    refused(game, action, DisabledFeature, "RULESET-DISABLED")  # bidding
    game.apply(Take(1, Suit.HEARTS))
    refused(game, action, DisabledFeature, "RULESET-DISABLED")  # tricks


# --- Dealing (decisions 3, 7) ------------------------------------------------------------------
def cards(*indexes: int) -> set[int]:
    return set(indexes)


@pytest.mark.parametrize(
    "rule, dealer, expected",
    [
        # 3-2, dealer 3: seats 0,1,2,3 get 3 each (cards 0-11), then 2 each (cards 12-19).
        ("3-2", 3, {0: cards(0, 1, 2, 12, 13), 1: cards(3, 4, 5, 14, 15),
                    2: cards(6, 7, 8, 16, 17), 3: cards(9, 10, 11, 18, 19)}),
        # 2-3, dealer 3: 2 each (cards 0-7), then 3 each (cards 8-19).
        ("2-3", 3, {0: cards(0, 1, 8, 9, 10), 1: cards(2, 3, 11, 12, 13),
                    2: cards(4, 5, 14, 15, 16), 3: cards(6, 7, 17, 18, 19)}),
        # 3-2, dealer 1: seat 2 is served first.
        ("3-2", 1, {2: cards(0, 1, 2, 12, 13), 3: cards(3, 4, 5, 14, 15),
                    0: cards(6, 7, 8, 16, 17), 1: cards(9, 10, 11, 18, 19)}),
    ],
)
def test_first_deal(rule: str, dealer: int, expected: dict[int, set[int]]) -> None:
    hands, turned = first_deal(INDEX_ORDER, dealer, rule)
    for seat, held in expected.items():
        assert hands[seat] == sorted(held)  # in the order received: index order here
    assert turned == 20
    game = Game(make_ruleset(first_deal=rule), dealer)
    game.deal(INDEX_ORDER)
    for seat, held in expected.items():
        assert set(game.holding(seat)) == held
    assert game.hand.turned == 20  # the 21st card
    assert game.to_act == (dealer + 1) & 3


@pytest.mark.parametrize(
    "dealer, taker, bid_round, expected",
    [
        # dealer 3, seat 2 takes in round 1: seat 2 gets the turned card 20; then from seat 0:
        # seat 0 cards 21-23, seat 1 24-26, seat 2 (taker) 27-28, seat 3 29-31.
        (3, 2, 1, {0: cards(21, 22, 23), 1: cards(24, 25, 26), 2: cards(20, 27, 28), 3: cards(29, 30, 31)}),
        # dealer 1, seat 0 takes in round 2: from seat 2: seat 2 21-23, seat 3 24-26,
        # seat 0 (taker) 20 then 27-28, seat 1 29-31.
        (1, 0, 2, {2: cards(21, 22, 23), 3: cards(24, 25, 26), 0: cards(20, 27, 28), 1: cards(29, 30, 31)}),
    ],
)
def test_completion_deal(dealer: int, taker: int, bid_round: int, expected: dict[int, set[int]]) -> None:
    game = Game(first_dealer=dealer)
    game.deal(INDEX_ORDER)
    first = {seat: set(game.holding(seat)) for seat in range(4)}
    if bid_round == 2:
        for _ in range(4):
            game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    while game.to_act != taker:
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    game.apply(Take(taker, Suit.SPADES if bid_round == 2 else Suit.HEARTS))
    for seat in range(4):
        assert set(game.holding(seat)) - first[seat] == expected[seat]
        assert len(game.holding(seat)) == 8
    assert game.to_act == (dealer + 1) & 3  # first lead (PLAY-TURN)
