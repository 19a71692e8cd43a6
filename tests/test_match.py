"""Match-level rules worked out by hand: disputes that accumulate and resolve (SCORE-DISPUTE),
the end of the match (MATCH-END), the dealer's rotation (MATCH-DEALER, BID-ALL-PASS), and
whole hands driven through ``Game`` (capot by either team, belote announced or automatic).
"""

from __future__ import annotations

import pytest

from belote_ref.actions import Pass, Play
from belote_ref.cards import CARDS, Suit, parse_cards
from belote_ref.machine import Game
from belote_ref.match import match_winner, next_dealer, settle
from belote_ref.ruleset import make_ruleset
from belote_ref.scoring import HandScore, score_hand

from tests.rules_helpers import game_in_tricks, hands_of, play

H = int(Suit.HEARTS)
TRICKS = [  # the eight tricks of test_scoring.py: 20 14 11 16 7 28 28 28 points
    parse_cards(t)
    for t in (
        "JH 7C 8C 9C", "9H 7D 8D 9D", "AH 7S 8S 9S", "10H JC JD JS",
        "KH QH 8H 7H", "AC 10C KC QC", "AD 10D KD QD", "AS 10S KS QS",
    )
]


def hand(team0: str, taker: int, belote_seat: int | None = None) -> HandScore:
    won = {int(x) for x in team0.split()} if team0 else set()
    return score_hand(H, taker, TRICKS, [0 if i + 1 in won else 1 for i in range(8)], belote_seat)


TIE_81 = hand("1 4 5 8", 0)          # tie, team 0 takers: scores (0, 81), 81 disputed
TIE_71_BELOTE = hand("1 4 5 6", 0, 0)  # tie, team 0 takers with belote: (20, 91), 71 disputed
CAPOT_0 = hand("1 2 3 4 5 6 7 8", 0)  # team 0 takes and makes capot: (252, 0)
FAILED_0 = hand("1 2 3 5", 0)         # team 0 takes, 52 vs 110: failed, (0, 162)


def test_two_ties_accumulate_then_go_to_the_takers_who_make() -> None:
    # Tie: totals (0, 81), 81 held. Second tie: + (20, 91) -> (20, 172), 81 + 71 = 152 held.
    s1 = settle((0, 0), 0, TIE_81)
    assert (s1.totals, s1.disputed, s1.resolved) == ((0, 81), 81, None)
    s2 = settle(s1.totals, s1.disputed, TIE_71_BELOTE)
    assert (s2.totals, s2.disputed, s2.resolved) == ((20, 172), 152, None)
    # Next hand: team 0 takes and makes capot: 252 + the 152 held -> (424, 172).
    s3 = settle(s2.totals, s2.disputed, CAPOT_0)
    assert (s3.totals, s3.disputed, s3.resolved) == ((424, 172), 0, (0, 152))


def test_dispute_goes_to_the_defenders_of_a_failed_hand() -> None:
    # From (20, 172) with 152 held, team 0 takes and fails: team 1 scores 162 + 152.
    s = settle((20, 172), 152, FAILED_0)
    assert (s.totals, s.disputed, s.resolved) == ((20, 486), 0, (1, 152))


def test_dispute_pending_at_match_end_is_lost_to_both() -> None:
    # (990, 900): a tie with the takers' belote: team 0 +20 = 1010, team 1 +91 = 991, 71 held.
    # Team 0 has reached 1000 and leads: the match ends; the 71 go to nobody.
    s = settle((990, 900), 0, TIE_71_BELOTE)
    assert (s.totals, s.disputed) == ((1010, 991), 71)
    assert match_winner(s.totals, 1000) == 0


@pytest.mark.parametrize(
    "totals, winner",
    [
        ((1010, 1005), 0),   # both over the target: the higher total wins
        ((1005, 1010), 1),
        ((1010, 1010), None),  # equal: play another hand
        ((999, 990), None),    # nobody has reached the target
        ((1000, 0), 0),        # reaching the target exactly is enough
    ],
)
def test_match_winner(totals: tuple[int, int], winner: int | None) -> None:
    assert match_winner(totals, 1000) == winner


def test_next_dealer() -> None:
    assert next_dealer(3, False) == 0
    assert next_dealer(1, True) == 2  # void hand: the next seat deals (decision 6)
    assert next_dealer(1, True, "same-dealer") == 1
    assert next_dealer(1, False, "same-dealer") == 2  # only void hands keep the dealer


# --- whole hands through Game -----------------------------------------------------------------
ALL_TRUMPS = hands_of(  # seat 0 holds every heart
    "7H 8H 9H 10H JH QH KH AH",
    "7C 8C 9C 10C JC QC KC AC",
    "7D 8D 9D 10D JD QD KD AD",
    "7S 8S 9S 10S JS QS KS AS",
)
ALL_CLUBS = hands_of(  # seat 3 holds every heart; seat 0 takes hearts in round 2
    "7C 8C 9C 10C JC QC KC AC",
    "7D 8D 9D 10D JD QD KD AD",
    "7S 8S 9S 10S JS QS KS AS",
    "7H 8H 9H 10H JH QH KH AH",
)


def finish_with_first_legal(game: Game) -> None:
    """Play the rest of the hand, each seat choosing its first legal action."""
    number = game.hand.number
    while game.phase == "tricks" and game.hand.number == number:
        game.apply(game.legal_actions()[0])


def takers_capot(ruleset_options: dict[str, object], announce: bool, **kw: object) -> Game:
    # Seat 0 (dealer 3) takes hearts and leads all eight trumps; nobody else has a trump, so
    # seat 0 wins every trick (PLAY-TRICK-WINNER): capot, 252 (SCORE-CAPOT).
    game = game_in_tricks(ALL_TRUMPS, turned="10H", ruleset=make_ruleset(ruleset_options), **kw)  # type: ignore[arg-type]
    for text in ("JH", "9H", "AH", "10H", "KH!" if announce else "KH", "QH", "8H", "7H"):
        play(game, text)
        for _ in range(3):
            game.apply(game.legal_actions()[0])
    return game


def test_takers_capot_with_announced_belote() -> None:
    game = takers_capot({}, announce=True)
    s = game.hands[0].score
    assert s is not None
    assert (s.capot, s.contract, s.belote, s.scores) == (0, "made", (20, 0), (272, 0))
    assert game.totals == (272, 0)
    # scored hand: the next seat deals (MATCH-DEALER); hand 2 is waiting for its deal
    assert (game.phase, game.dealer, game.hand.number) == ("dealing", 0, 2)


def test_belote_not_announced_is_not_scored() -> None:
    game = takers_capot({}, announce=False)
    assert game.totals == (252, 0)


def test_belote_automatic() -> None:
    game = takers_capot({"belote": "automatic"}, announce=False)
    assert game.totals == (272, 0)


def test_defenders_capot_through_game() -> None:
    # Seat 0 holds every club and takes hearts in round 2 (turned 7C). Trick 1: seat 0 leads a
    # club; seat 1 has no club and no trump (any card); seat 2's partner is master (any card);
    # seat 3 has no club, its partner is not master: it must trump and wins. Seat 3 then leads
    # hearts, which nobody else holds, and wins every trick: defenders' capot, contract failed,
    # defenders 252 (SCORE-CAPOT, SCORE-FAILED).
    game = game_in_tricks(ALL_CLUBS, turned="7C", trump="H")
    assert game.hand.trump == H
    finish_with_first_legal(game)
    s = game.hands[0].score
    assert s is not None
    assert (s.capot, s.contract, s.scores) == (1, "failed", (0, 252))
    assert list(game.hands[0].winners) == [3] * 8


def test_defenders_capot_automatic_belote() -> None:
    game = game_in_tricks(ALL_CLUBS, turned="7C", trump="H", ruleset=make_ruleset(belote="automatic"))
    finish_with_first_legal(game)
    assert game.totals == (0, 272)  # seat 3 held KH and QH of trump


def test_dispute_resolved_by_a_hand_through_game() -> None:
    # 81 points held from an earlier tie; team 1 wins this hand (defenders' capot): 252 + 81.
    game = game_in_tricks(ALL_CLUBS, turned="7C", trump="H", totals=(100, 200), disputed=81)
    finish_with_first_legal(game)
    assert (game.totals, game.disputed) == ((100, 533), 0)
    assert game.hands[0].settlement is not None
    assert game.hands[0].settlement.resolved == (1, 81)


def test_both_over_target_higher_wins() -> None:
    # (900, 1010) + takers' capot with belote 272 -> (1172, 1010): both reached 1000, team 0
    # is higher and wins (MATCH-END), even though team 1 reached the target first.
    game = takers_capot({}, announce=True, totals=(900, 1010))
    assert game.totals == (1172, 1010)
    assert (game.phase, game.winner, game.is_over) == ("match_over", 0, True)
    assert game.legal_actions() == [] and game.to_act is None


def test_equal_totals_over_target_play_on() -> None:
    # (748, 1000) + 252 -> (1000, 1000): equal, another hand is dealt.
    game = takers_capot({}, announce=False, totals=(748, 1000))
    assert game.totals == (1000, 1000)
    assert (game.phase, game.winner) == ("dealing", None)


def test_target_option() -> None:
    # target 250: 252 ends the match at once
    game = takers_capot({"target": 250}, announce=False)
    assert (game.phase, game.winner) == ("match_over", 0)


def all_pass(game: Game) -> None:
    for _ in range(8):
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]


@pytest.mark.parametrize("rule, dealer_after", [("next-dealer", 2), ("same-dealer", 1)])
def test_void_hand_dealer_and_dispute(rule: str, dealer_after: int) -> None:
    # All pass twice: the hand is void, no score; the next seat deals (or the same one under
    # all_pass=same-dealer); a void hand resolves no dispute (decision 6).
    game = Game(make_ruleset(all_pass=rule), 1, totals=(10, 20), disputed=81)
    game.deal(list(CARDS))
    all_pass(game)
    assert game.hands[0].void and game.hands[0].score is None
    assert (game.phase, game.dealer, game.hand.number) == ("dealing", dealer_after, 2)
    assert (game.totals, game.disputed) == ((10, 20), 81)


def test_same_dealer_option_only_after_void_hands() -> None:
    # After a scored hand the deal passes on even under same-dealer.
    game = takers_capot({"all_pass": "same-dealer"}, announce=False)
    assert game.dealer == 0  # dealer 3 -> 0


def test_dealer_rotation_over_a_match() -> None:
    # Dealer 2, then: a void hand (-> 3), a scored hand (-> 0).
    game = Game(first_dealer=2)
    game.deal(list(CARDS))
    all_pass(game)
    assert game.dealer == 3
    game.deal(list(CARDS))
    game.apply(Pass(0))
    game.apply(game.legal_actions()[1])  # seat 1 takes the turned suit
    finish_with_first_legal(game)
    assert game.hands[1].score is not None
    assert game.dealer == 0 and game.hand.dealer == 0
    assert game.to_act is None and game.phase == "dealing"


def test_play_after_match_over_refused() -> None:
    from belote_ref.errors import WrongPhase

    game = takers_capot({"target": 250}, announce=False)
    before = game.snapshot()
    with pytest.raises(WrongPhase):
        game.apply(Play(0, CARDS[0]))
    with pytest.raises(WrongPhase):
        game.deal(list(CARDS))
    assert game.snapshot() == before


# --- a tied hand through Game ----------------------------------------------------------------
TIED = hands_of(  # trump clubs (7C turned, taken by seat 0 in round 1); seat 2 holds KC QC
    "9D 7S JC 10H 7H JS 7C 7D",
    "10D 10S 8C AH 9H KS KH JH",
    "AD 9S QC QH KC 8D KD QD",
    "JD AS 9C 8H 10C 8S QS AC",
)
# The eight tricks, each led by the previous winner (seat 0 first). Trump clubs: J 20, 9 14,
# A 11, 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2.
#   1 (0) 9D 10D AD JD    AD wins, seat 2      0+10+11+2 = 23  team 0
#   2 (2) 9S AS 7S 10S    AS, seat 3           0+11+0+10 = 21  team 1
#   3 (3) 9C JC 8C QC!    JC, seat 0 (QC: seat 2 announces belote)  14+20+0+3 = 37  team 0
#   4 (0) 10H AH QH 8H    AH, seat 1           10+11+3+0 = 24  team 1
#   5 (1) 9H KC 10C 7H    10C over KC, seat 3  0+4+10+0 = 14   team 1
#   6 (3) 8S JS KS 8D     KS, seat 1           0+2+4+0 = 6     team 1
#   7 (1) KH KD QS 7C     7C (trump), seat 0   4+4+3+0 = 11    team 0
#   8 (0) 7D JH QD AC     AC (trump), seat 3   0+2+3+11 = 16   team 1, +10 last trick
# Takers (team 0): 23+37+11 = 71, + belote 20 = 91. Defenders: 21+24+14+6+16 = 81 + 10 = 91.
# Equal totals: defenders score 91, takers their belote 20; 71 held in dispute (SCORE-DISPUTE).
TIED_PLAY = "9D 10D AD JD 9S AS 7S 10S 9C JC 8C QC! 10H AH QH 8H 9H KC 10C 7H 8S JS KS 8D KH KD QS 7C 7D JH QD AC"


def rotated(hands: list[list[int]], k: int) -> list[list[int]]:
    """The same deal with every hand moved ``k`` seats on."""
    return [hands[(s - k) & 3] for s in range(4)]


def play_tied_hand(game: Game, k: int) -> None:
    """Deal and play TIED moved ``k`` seats on; the game's dealer must be 3 + k."""
    from belote_ref.actions import Take
    from belote_ref.deal import order_for_hands

    assert game.dealer == (3 + k) & 3
    game.deal(order_for_hands(rotated(TIED, k), game.dealer, k & 3, parse_cards("7C")[0]))
    game.apply(Take(k & 3, Suit.CLUBS))
    play(game, TIED_PLAY)


def test_tie_with_belote_through_game() -> None:
    game = game_in_tricks(TIED, turned="7C")
    play(game, TIED_PLAY)
    s = game.hands[0].score
    assert s is not None
    assert list(game.hands[0].winners) == [2, 3, 0, 1, 3, 1, 0, 3]
    assert (s.card_points, s.last_trick, s.belote) == ((71, 81), (0, 10), (20, 0))
    assert (s.totals, s.contract, s.scores, s.disputed) == ((91, 91), "tied", (20, 91), 71)
    assert (game.totals, game.disputed) == ((20, 91), 71)


def test_tie_pending_when_the_match_ends_is_lost() -> None:
    # (990, 900) + (20, 91) = (1010, 991): team 0 reached 1000 and leads: it wins; the 71 in
    # dispute go to nobody (decision 20).
    game = game_in_tricks(TIED, turned="7C", totals=(990, 900))
    play(game, TIED_PLAY)
    assert (game.phase, game.winner, game.totals, game.disputed) == ("match_over", 0, (1010, 991), 71)


def test_two_ties_then_resolved_through_game() -> None:
    # Hand 1 (dealer 3): tie, team 0 takes: (20, 91), 71 held.
    # Hand 2 (dealer 0): the same deal one seat on: seat 1 takes, team 1 is taker and holds the
    # belote: team 1 +20, team 0 +91 -> (111, 111); 71 + 71 = 142 held.
    # Hand 3 (dealer 1): ALL_TRUMPS two seats on: seat 2 holds every heart, bids first and takes;
    # it leads all eight trumps: capot for team 0, 252, made: + the 142 held -> (505, 111).
    from belote_ref.actions import Take
    from belote_ref.deal import order_for_hands

    game = Game(first_dealer=3)
    play_tied_hand(game, 0)
    assert (game.totals, game.disputed) == ((20, 91), 71)
    play_tied_hand(game, 1)
    assert game.hands[1].score is not None and game.hands[1].score.contract == "tied"
    assert (game.totals, game.disputed) == ((111, 111), 142)
    assert game.dealer == 1
    game.deal(order_for_hands(rotated(ALL_TRUMPS, 2), 1, 2, parse_cards("10H")[0]))
    game.apply(Take(2, Suit.HEARTS))
    finish_with_first_legal(game)
    s = game.hands[2].score
    assert s is not None and (s.capot, s.scores) == (0, (252, 0))
    assert game.hands[2].settlement is not None and game.hands[2].settlement.resolved == (0, 142)
    assert (game.totals, game.disputed) == ((505, 111), 0)


def test_tie_fail_option_through_game() -> None:
    # tie=fail: equal totals fail the contract: defenders 162, takers their belote 20.
    game = game_in_tricks(TIED, turned="7C", ruleset=make_ruleset(tie="fail"))
    play(game, TIED_PLAY)
    assert (game.totals, game.disputed) == ((20, 162), 0)
