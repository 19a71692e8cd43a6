"""The AI levels in hand-worked positions (AI-EASY, AI-NORMAL, AI-HARD, AI-EXPERT) and the lineup
helpers. Expected cards are worked out from spec/ai.md, not read from the engine."""

from __future__ import annotations

import random

import pytest

from belote_ref import Game, Pass, Play, Take, parse_card, parse_cards
from belote_ref.ai import LineupError, make_lineup, make_player, parse_lineup
from belote_ref.ai.easy import easy_bid_suit
from belote_ref.ai.hard import TakeEstimate, defenders_opening_lead, taker_opening_lead
from belote_ref.ai.normal import hand_value, normal_bid_suit
from belote_ref.ai.policy import card_tables
from belote_ref.cards import Suit, mask_of
from belote_ref.deal import order_for_hands
from belote_ref.rules import CLASSIC
from tests.ai_positions import position
from tests.bdd.steps_ai import order_dealing

H, C, D, S = Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES

# Seat 0 takes hearts (turned 7H); dealer 3, so seat 0 leads the first trick.
HANDS = [
    "7H JH 8C AC 10D 7S KS 9D",   # seat 0 (taker)
    "8H 9H 7C 9C QC 8D QD 8S",    # seat 1
    "10H AH JC KC 7D JD 9S 10S",  # seat 2
    "QH KH 10C AD KD JS QS AS",   # seat 3
]


def decide(game: Game, level: str, seed: int = 0) -> object:
    seat = game.to_act
    assert seat is not None
    return make_player(level, seed)(game.view(seat), random.Random(0))


# --- AI-EASY ---------------------------------------------------------------------------------
def test_easy_leads_the_smallest_card_plain_before_trump() -> None:
    # Seat 0: plain cards 8C AC 10D 7S KS 9D, trumps 7H JH. Smallest plain strength: 7S (a 7),
    # alone at strength 0, so 7S.
    game = position(HANDS, 0, "7H")
    assert decide(game, "easy") == Play(0, parse_card("7S"))


def test_easy_breaks_equal_strength_by_suit_order() -> None:
    hands = [
        "7C 7S JH 9H AD KD QD 8D",
        "8C 9C 10C JC QC KC AC 7H",
        "8H 10H AH QH KH 7D 9D 10D",
        "JD 8S 9S 10S JS QS KS AS",
    ]
    game = position(hands, 0, "JH")
    # 7C and 7S are both plain sevens: suit order clubs first.
    assert decide(game, "easy") == Play(0, parse_card("7C"))


def test_easy_plays_the_smallest_legal_trump_in_trump_order() -> None:
    # Trump led by seat 0 (JH wins at once). Seat 1 holds trumps 8H 9H: must play a trump
    # (cannot beat JH) -> smallest in trump order: 8H (8 below 9).
    game = position(HANDS, 0, "7H", "JH")
    assert decide(game, "easy") == Play(1, parse_card("8H"))


def test_easy_bidding_rule() -> None:
    hand = mask_of(parse_cards("JH 7C 8D 9S AS"))
    assert easy_bid_suit(hand, 1, H) == H                 # the jack of the turned suit
    assert easy_bid_suit(hand, 1, C) is None              # 7C alone: no jack, no nine
    assert easy_bid_suit(mask_of(parse_cards("9C 7C 8D 9S AS")), 1, C) == C   # nine and one more
    assert easy_bid_suit(mask_of(parse_cards("9C 8D 9S AS KS")), 1, C) is None  # nine alone
    # round 2: first suit in suit order with its jack and one more card
    assert easy_bid_suit(mask_of(parse_cards("JS 7S JD 8D AC")), 2, H) == D
    assert easy_bid_suit(mask_of(parse_cards("JS 7S JD 8D AC")), 2, D) == S
    assert easy_bid_suit(mask_of(parse_cards("JH 7S JD 8C AC")), 2, C) is None


# --- AI-NORMAL ----------------------------------------------------------------------------------
def test_normal_gives_points_to_a_sure_master_partner_without_overtaking() -> None:
    hands = [
        "7H JH 8C 9D 10D 7S KS 8D",   # seat 0 (taker, hearts)
        "AC 9H 7C 9C 8H QD JD 8S",    # seat 1
        "10H AH JC KC 7D AD 9S 10S",  # seat 2
        "QH KH 10C QC KD JS QS AS",   # seat 3
    ]
    # seat 0 leads 8C, seat 1 plays AC (master), seat 2 plays JC; seat 3 holds 10C QC: neither
    # beats AC; partner sure (seat 3 is last) -> most points: 10C (10) over QC (3).
    game = position(hands, 0, "7H", "8C AC JC")
    assert decide(game, "normal") == Play(3, parse_card("10C"))


def test_normal_does_not_overtake_its_master_partner() -> None:
    # Hearts trump; seat 0 leads 8C, seat 1 KC, seat 2 JC: seat 1 (partner of seat 3) is master
    # and seat 3 is last. Seat 3 holds AC and QC: AC would overtake the partner for nothing;
    # QC does not overtake and gives 3 points -> QC.
    hands = [
        "7H JH 8C 9D 10D 7S KS 8D",
        "KC 9H 7C 10C 8H QD JD 8S",
        "10H AH JC 7D AD 9S 10S 9C",
        "QH KH QC AC KD JS QS AS",
    ]
    game = position(hands, 0, "7H", "8C KC JC")
    assert decide(game, "normal") == Play(3, parse_card("QC"))


def test_normal_trumps_with_its_lowest_winning_trump_and_keeps_the_master() -> None:
    hands = [
        "7H JH 8C AC 10D AS KS 9D",
        "8H 9H 7C 9C QC 8D QD 10C",
        "10H AH JC KC 7D JD 9S 10S",
        "QH KH 7S AD KD JS QS 8S",
    ]
    # Seat 0 leads AS; seat 1 is void in spades, partner not master: must trump; holds 8H and
    # 9H, both win; normal trumps with the cheapest winning trump: 8H (0 points, weakest),
    # keeping the 9.
    game = position(hands, 0, "7H", "AS")
    assert decide(game, "normal") == Play(1, parse_card("8H"))


def test_normal_taker_leads_its_master_trump() -> None:
    # Seat 0, taker, holds JH (the master trump) and 7H; other trumps are out: lead a master trump.
    game = position(HANDS, 0, "7H")
    assert decide(game, "normal") == Play(0, parse_card("JH"))


def test_normal_discards_points_not_the_master_trump() -> None:
    # Hearts trump, seat 0 deals, seat 1 (taker) leads 7C, seat 2 plays AC, seat 3 follows 8C;
    # seat 0, partner of seat 2, is last and void in clubs.
    hands = [
        "JH 10D KD 8D 7S 8S 9S QH",     # seat 0: no club; holds the master trump JH
        "8H 10H 7C 9C QC 7D QD 10S",    # seat 1 (taker)
        "9H AH AC KC JC JD AS 10C",     # seat 2
        "7H KH 8C AD 9D JS QS KS",      # seat 3
    ]
    game = position(hands, 1, "8H", "7C AC 8C", dealer=0)
    # Seat 0 is last, partner seat 2 master with AC: free discard; normal gives the most points
    # among plain cards: 10D (10) -- never the JH (master trump) nor another trump.
    assert decide(game, "normal") == Play(0, parse_card("10D"))


def test_normal_hand_value_and_bidding() -> None:
    # J 9 A of hearts + ace of spades, turned 7H: 6 + 4 + 3 + 1 (the 7) + 2.5 = 16.5 -> take.
    hand = mask_of(parse_cards("JH 9H AH AS 8C"))
    assert hand_value(hand | mask_of(parse_cards("7H")), H) == 16.5
    assert normal_bid_suit(hand, 1, parse_card("7H")) == H
    # 8C 9D 10S QS 7C with turned 7H: one small trump, no ace -> pass.
    assert normal_bid_suit(mask_of(parse_cards("8C 9D 10S QS 7C")), 1, parse_card("7H")) is None
    # Round 2 with turned 7H: spades J 9 + KS QS (belote) = 6+4+1.5+1.5+2 = 15 -> names spades.
    assert normal_bid_suit(mask_of(parse_cards("JS 9S KS QS 8D")), 2, parse_card("7H")) == S


# --- AI-HARD ----------------------------------------------------------------------------------
def test_hard_wins_the_trick_it_can_win_when_last() -> None:
    # Seat 0 leads 10D... hearts trump, dealer 3, seat 0 leads 10D, seat 1 8D, seat 2 7D;
    # seat 3 holds AD and KD: AD wins the trick (21 points) for sure; any other card loses it.
    game = position(HANDS, 0, "7H", "10D 8D 7D")
    assert decide(game, "hard") == Play(3, parse_card("AD"))


def test_hard_announces_belote_with_the_first_honour() -> None:
    # Seat 3 holds QH KH (hearts trump) and must follow a heart lead: any card it plays of the
    # two carries the belote announcement.
    game = position(HANDS, 0, "7H", "JH 8H 10H")
    action = decide(game, "hard")
    assert isinstance(action, Play) and action.belote and action.card in parse_cards("QH KH")


def test_hard_defender_opens_with_the_ace_of_its_shortest_plain_suit() -> None:
    # Dealer 2: seat 3 leads the first trick; seat 0 takes hearts, so seat 3 defends. Seat 3 holds
    # QH KH (trumps), 10C, AD KD, JS QS AS: its plain masters are AD (diamonds, 2 cards) and AS
    # (spades, 3 cards): it leads AD. Every seed alike: the rule decides, not the playouts.
    game = position(HANDS, 0, "7H", dealer=2)
    for seed in range(3):
        assert decide(game, "hard", seed) == Play(3, parse_card("AD"))


def test_hard_defenders_opening_lead_is_a_plain_ace_of_its_shortest_suit_or_none() -> None:
    tables = card_tables(CLASSIC)
    # Two plain aces: clubs with 3 cards, diamonds with 2: the diamond ace.
    assert defenders_opening_lead(tables, mask_of(parse_cards("AC 7C 8C AD 9D JH QH 7S")), H) == parse_card("AD")
    # Equal lengths: the lower suit (clubs before spades).
    assert defenders_opening_lead(tables, mask_of(parse_cards("AC 7C AS 8S 7H 8H 9H 10D")), H) == parse_card("AC")
    # The only ace is a trump, the tens are not masters while their aces are unseen: none.
    assert defenders_opening_lead(tables, mask_of(parse_cards("AH 7H 10C 9C 10D 8D 10S KS")), H) is None


def test_hard_taker_opens_with_the_ace_of_its_shortest_plain_suit() -> None:
    # Dealer 3: seat 0 leads the first trick and took hearts. Seat 0 holds 7H JH (trumps), 8C AC,
    # 10D 9D, 7S KS: its one plain master is AC: it leads AC, whatever the seed.
    game = position(HANDS, 0, "7H")
    for seed in range(3):
        assert decide(game, "hard", seed) == Play(0, parse_card("AC"))


def test_hard_takers_opening_lead_is_a_plain_ace_else_its_master_trump_or_none() -> None:
    tables = card_tables(CLASSIC)
    # A plain ace: as a defender's lead, the ace of the shortest suit (diamonds, 2 cards).
    assert taker_opening_lead(tables, mask_of(parse_cards("AC 7C 8C AD 9D JH QH 7S")), H) == parse_card("AD")
    # No plain ace; JH 9H AH are all masters (no unseen trump beats them): the highest, JH.
    assert taker_opening_lead(tables, mask_of(parse_cards("JH 9H AH 7C 8C 10D 8D KS")), H) == parse_card("JH")
    # No plain ace and JH unseen: 9H and AH are not masters: none.
    assert taker_opening_lead(tables, mask_of(parse_cards("9H AH 7C 8C 10D 8D KS QS")), H) is None


# --- AI-EXPERT -------------------------------------------------------------------------------
def test_expert_values_three_times_the_deals_of_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    # Seat 3 must follow the diamond lead holding AD KD: 2 legal cards. Hard plays out
    # max(8, 300 // 2) = 150 deals, expert max(8, 900 // 2) = 450; both then take the trick
    # with AD.
    from belote_ref.ai.hard import HardPlayer

    requested: list[tuple[str, int]] = []
    sample = HardPlayer._sample

    def counting(self: HardPlayer, n_samples: int, *rest: object) -> object:
        requested.append((self.level, n_samples))
        return sample(self, n_samples, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(HardPlayer, "_sample", counting)
    game = position(HANDS, 0, "7H", "10D 8D 7D")
    assert decide(game, "hard") == decide(game, "expert") == Play(3, parse_card("AD"))
    assert requested == [("hard", 150), ("expert", 450)]


def test_expert_is_seated_in_lineups_like_the_other_levels() -> None:
    # AI-EXPERT: a seat's name in matches and simulations. Two names: team 0 (seats 0 and 2),
    # then team 1 (seats 1 and 3); seat s gets seed 4 * seed + s.
    from belote_ref.ai import ExpertPlayer, HardPlayer

    assert parse_lineup("expert,hard") == ["expert", "hard", "expert", "hard"]
    assert parse_lineup("Expert") == ["expert"] * 4
    players = make_lineup(parse_lineup("expert,hard"), seed=2, budget_ms=50)
    assert [type(p) for p in players] == [ExpertPlayer, HardPlayer, ExpertPlayer, HardPlayer]
    assert [p.seed for p in players] == [8, 9, 10, 11]  # type: ignore[attr-defined]
    assert all(p.budget_ms == 50 for p in players)  # type: ignore[attr-defined]


def test_expert_is_a_table_level_of_the_classic_profile_only() -> None:
    # AI-EXPERT, TABLE-AI: one list of levels, expert after hard, for lineups, tables and
    # tournaments (which add the baselines); ACA-AI-LEVELS: expert, like hard, does not play
    # profile belote-acanomas.
    from belote_ref.ai import BASELINE_NAMES, LINEUP_NAMES, TOURNAMENT_NAMES
    from belote_ref.table.engine import ACANOMAS, AI_LEVELS, ai_levels

    assert LINEUP_NAMES == ("random", "easy", "normal", "hard", "expert")
    assert AI_LEVELS == LINEUP_NAMES == ai_levels("belote-classic")
    assert TOURNAMENT_NAMES == LINEUP_NAMES + BASELINE_NAMES
    assert ai_levels(ACANOMAS) == ("random", "easy", "normal")


def test_standard_error_of_a_weighted_mean() -> None:
    from belote_ref.ai.estimates import standard_error

    # values 1 and 3, weight 1 each: mean 2, spread sqrt(((1-2)^2 + (3-2)^2) / 2) = 1, two
    # effective samples: 1 / sqrt(2 - 1) = 1
    assert standard_error(2.0, 1.0 + 9.0, 2.0, 2.0) == pytest.approx(1.0)
    # values 0, 0, 6 with weights 1, 1, 2 (sum 4): mean 12/4 = 3; squares 2*36 = 72, 72/4 - 9 = 9,
    # spread 3; effective samples 4^2 / (1 + 1 + 4) = 8/3: 3 / sqrt(8/3 - 1) = 3 / sqrt(5/3)
    assert standard_error(3.0, 72.0, 4.0, 6.0) == pytest.approx(3 / (5 / 3) ** 0.5)
    assert standard_error(0.0, 0.0, 0.0, 0.0) == 0.0


def test_hard_takes_when_the_sampled_mean_is_above_zero_unless_told_to_be_cautious() -> None:
    # J♦ turned, seat 0 first to bid with A♠ A♣ 10♥ and no diamond: the take's mean over the
    # deals drawn (seed 9) is above zero, within one standard error. Hard takes it (TAKE_CAUTION
    # 0); told to take off one standard error, it passes.
    def bid(caution: float | None = None) -> object:
        game = Game(first_dealer=3)
        game.deal(order_dealing(0, parse_cards("A♠ A♣ 10♥ 7♠ 8♣"), parse_card("J♦"), 3, "3-2"))
        player = make_player("hard", 9, budget_ms=60_000)
        if caution is not None:
            player.take_caution = caution  # type: ignore[attr-defined]
        return player(game.view(0), random.Random(0))

    assert bid() == Take(0, Suit.DIAMONDS)
    assert bid(caution=1.0) == Pass(0)


def test_hard_tells_what_it_measured_of_its_best_take() -> None:
    # The same borderline take as above: the estimate the bid keeps says why it took (mean above
    # zero) and why one standard error of caution passes (mean within one error of zero). The
    # same player then bids a hand whose turned suit is worth less than BID_PREFILTER (7♠ 8♠ 7♣
    # 8♣ 7♥, 7♦ turned: 1): nothing valued, no estimate left from the bid before.
    player = make_player("hard", 9, budget_ms=60_000)

    def estimate(hand: str, turned: str) -> object:
        game = Game(first_dealer=3)
        game.deal(order_dealing(0, parse_cards(hand), parse_card(turned), 3, "3-2"))
        player(game.view(0), random.Random(0))
        return player.last_take_estimate  # type: ignore[attr-defined]

    taken = estimate("A♠ A♣ 10♥ 7♠ 8♣", "J♦")
    assert isinstance(taken, TakeEstimate)
    assert taken.suit == Suit.DIAMONDS and 0 < taken.mean < taken.error
    assert estimate("7♠ 8♠ 7♣ 8♣ 7♥", "7♦") is None


def test_hard_can_refuse_a_take_whose_played_out_deals_fail_too_often() -> None:
    # The borderline take above: some of its deals played out make the contract and some do not,
    # so the share not made lies strictly between 0 and 1. Under a most failing share just below
    # it (``take_most_failing``) the same seeded player passes; at that share it takes.
    def bid(most_failing: float) -> tuple[object, float]:
        game = Game(first_dealer=3)
        game.deal(order_dealing(0, parse_cards("A♠ A♣ 10♥ 7♠ 8♣"), parse_card("J♦"), 3, "3-2"))
        player = make_player("hard", 9, budget_ms=60_000)
        player.take_most_failing = most_failing  # type: ignore[attr-defined]
        action = player(game.view(0), random.Random(0))
        return action, player.last_take_estimate.failing  # type: ignore[attr-defined]

    action, failing = bid(1.0)
    assert action == Take(0, Suit.DIAMONDS) and 0 < failing < 1
    assert bid(failing - 0.01)[0] == Pass(0)
    assert bid(failing)[0] == Take(0, Suit.DIAMONDS)
    # The rule itself, on estimates made up by hand: mean 5, error 1, 30% of deals not made.
    estimate = TakeEstimate(0, 5.0, 1.0, 0.3)
    assert estimate.clears(0.0, 0.0, 0.3) and not estimate.clears(0.0, 0.0, 0.25)
    assert not estimate.clears(0.0, 5.0) and not estimate.clears(5.0, 0.0)


# --- lineups ---------------------------------------------------------------------------------
def test_parse_lineup() -> None:
    assert parse_lineup("hard,easy,hard,easy") == ["hard", "easy", "hard", "easy"]
    assert parse_lineup("hard,normal") == ["hard", "normal", "hard", "normal"]
    assert parse_lineup(" Random ") == ["random"] * 4
    with pytest.raises(LineupError, match="player 2 of 'hard,genius' is 'genius': choose one of random, easy, "
                                          "normal, hard, expert"):
        parse_lineup("hard,genius")
    with pytest.raises(LineupError, match="3 players"):
        parse_lineup("hard,easy,hard")
    with pytest.raises(LineupError):
        make_player("normal", budget_ms=0)


def test_ai_lineup_plays_a_whole_match() -> None:
    from belote_ref.players import play_match

    game = play_match(make_lineup(parse_lineup("normal,easy"), seed=3), seed=3)
    assert game.is_over and game.winner is not None and max(game.totals) >= 1000


def test_hard_reads_the_bidding_as_weights() -> None:
    from belote_ref.ai.knowledge import knowledge_from_view
    from belote_ref.ai.sampling import bidding_weight

    # Dealer 3: seats 0 and 1 pass hearts (turned 7H), seat 2 takes. Seat 3's view.
    hands = [
        "JH 9H 8H 8C AC 10D 7S KS",   # a round-1 passer with the jack and two more hearts
        "AH 10H 7C 9C QC 8D QD 8S",
        "7H QH KH JC KC 7D JD 9S",    # the taker: three trumps, no J or 9
        "AD KD 10C 9D JS QS AS 10S",
    ]
    game = position(hands, 2, "7H")
    kn = knowledge_from_view(game.view(3))
    real = [mask_of(parse_cards(h)) for h in hands]
    swapped = [real[1], real[0], real[2], real[3]]   # the strong hearts with seat 1 instead
    # Both passers are penalised alike by a swap between them: equal weights.
    assert bidding_weight(kn, real) == pytest.approx(bidding_weight(kn, swapped))
    # Give the strong hearts to the taker instead (seat 0 gets the taker's cards): the deal that
    # agrees with "seat 0 passed, seat 2 took" weighs more.
    agree = [real[2], real[1], real[0], real[3]]
    # real: passer 0 has J+2 hearts (x0.35); taker 3 trumps (x0.7) without J or 9 (x0.5)
    assert bidding_weight(kn, real) == pytest.approx(0.35 * 0.7 * 0.5)
    # agree: taker has J 9 8 of hearts (3 trumps, x0.7); passers hold no J with two more
    assert bidding_weight(kn, agree) == pytest.approx(0.7)
