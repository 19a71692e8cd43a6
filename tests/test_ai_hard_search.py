"""The hard level's search in hand-worked cases (AI-HARD): the standard error of a weighted
mean, and what the bidding says of a sampled deal. Expected values are worked out by hand from spec/ai.md."""

from __future__ import annotations

import importlib.util
import random
import sys
from math import comb
from pathlib import Path
from typing import Any

import pytest

from belote_ref import parse_cards
from belote_ref.ai.estimates import mean_and_error, mean_and_half_width
from belote_ref.ai.hard import weighted_deal
from belote_ref.ai.knowledge import knowledge_from_view
from belote_ref.ai.sampling import (
    PASSED_ROUND_1, TAKER_ROUND_1, TAKER_ROUND_2, bidding_likelihood, sample_hands_safely, suit_shape,
)
from belote_ref.cards import Rank, Suit, mask_of
from tests.ai_positions import position
from tests.rules_helpers import game_in_tricks, hands_of, play


def test_mean_and_error_of_weighted_values() -> None:
    # Values 0, 0, 6 with weights 1, 1, 2: mean 12 / 4 = 3; weighted squares 72 / 4 - 9 = 9, spread
    # 3; effective deals 16 / 6 = 8/3: error 3 / sqrt(5/3).
    mean, error = mean_and_error([(1.0, 0.0), (1.0, 0.0), (2.0, 6.0)])
    assert mean == pytest.approx(3.0)
    assert error == pytest.approx(3 / (5 / 3) ** 0.5)
    assert mean_and_error([]) == (0.0, 0.0)


def test_mean_and_half_width_of_a_95_percent_interval() -> None:
    # Values 1, 2, 3, 4: mean 2.5; sample variance (2.25 + 0.25 + 0.25 + 2.25) / 3 = 5/3, standard
    # error sqrt(5/3) / 2; half-width 1.96 of them, about 1.265 (as statistics.stdev would give).
    mean, half = mean_and_half_width([1, 2, 3, 4])
    assert mean == pytest.approx(2.5)
    assert half == pytest.approx(1.96 * (5 / 3) ** 0.5 / 2)
    assert half == pytest.approx(1.2652, abs=1e-4)
    assert mean_and_half_width([5]) == (5.0, 0.0)
    assert mean_and_half_width([]) == (0.0, 0.0)


# --- what the bidding says of a deal (AI-HARD) ------------------------------------------------
HANDS = [
    "JH 9H 8H 8C AC 10D 7S KS",   # seat 0, passed hearts in round 1: hearts J 9 8
    "AH 10H 7C 9C QC 8D QD 8S",   # seat 1, passed hearts in round 1: hearts A 10
    "7H QH KH JC KC 7D JD 9S",    # seat 2, took hearts (turned 7H): trumps 7 Q K, no J or 9
    "AD KD 10C 9D JS QS AS 10S",  # seat 3, whose view judges the deals
]


def test_a_suit_shape_is_its_length_its_jack_and_its_nine() -> None:
    hand = mask_of(parse_cards(HANDS[0]))
    assert suit_shape(hand, Suit.HEARTS) == (3, 1, 1)
    assert suit_shape(hand, Suit.CLUBS) == (2, 0, 0)
    assert suit_shape(mask_of(parse_cards("7H 8H 9H 10H JH QH")), Suit.HEARTS) == (5, 1, 1)  # six, capped at 5


def test_the_bidding_weighs_the_taker_in_trump_and_each_passer_in_the_turned_suit() -> None:
    # Dealer 3: seats 0 and 1 pass hearts, seat 2 takes them in round 1. Seat 3's view judges
    # the other three hands: the taker by its hearts (3, no J, no 9), each round-1 passer by its
    # hearts (seat 0: 3 with J and 9; seat 1: 2, neither).
    game = position(HANDS, 2, "7H")
    kn = knowledge_from_view(game.view(3))
    real = [mask_of(parse_cards(h)) for h in HANDS]
    assert bidding_likelihood(kn, real) == pytest.approx(
        TAKER_ROUND_1[(3, 0, 0)] * PASSED_ROUND_1[(3, 1, 1)] * PASSED_ROUND_1[(2, 0, 0)]
    )
    # The taker's and seat 0's hands swapped: the taker holds J 9 8 of hearts, the passer 7 Q K.
    agree = [real[2], real[1], real[0], real[3]]
    assert bidding_likelihood(kn, agree) == pytest.approx(
        TAKER_ROUND_1[(3, 1, 1)] * PASSED_ROUND_1[(3, 0, 0)] * PASSED_ROUND_1[(2, 0, 0)]
    )
    # The learned tables say what a player expects: a taker with the jack and nine of trump is
    # far likelier than one with neither; so the deal that agrees with the bidding weighs more.
    assert bidding_likelihood(kn, agree) > 3 * bidding_likelihood(kn, real)


def test_longer_trumps_with_the_jack_make_a_take_likelier() -> None:
    # In both rounds: with the jack, each more trump (2 to 4) makes the take likelier; with one
    # trump or two without jack or nine a take is rare (well under the factor 1 of a random hand).
    for table in (TAKER_ROUND_1, TAKER_ROUND_2):
        assert table[(2, 1, 0)] < table[(3, 1, 0)] < table[(4, 1, 0)]
        assert table[(1, 0, 0)] < 0.1 and table[(2, 0, 0)] < 0.1


def test_a_deal_kept_by_resampling_is_one_of_its_candidates_weighted_by_their_mean() -> None:
    # Seat 3's view after the bidding above: four candidate deals drawn from the same generator
    # as weighted_deal draws them; the deal kept is one of them, its weight their mean likelihood.
    game = position(HANDS, 2, "7H")
    kn = knowledge_from_view(game.view(3))
    rng = random.Random(11)
    candidates = [sample_hands_safely(kn, rng) for _ in range(4)]
    mean = sum(bidding_likelihood(kn, h) for h in candidates) / 4
    hands, weight = weighted_deal(kn, random.Random(11), 4)
    assert hands in candidates
    assert weight == pytest.approx(mean)
    # One candidate: the deal drawn, with its own likelihood.
    one, w1 = weighted_deal(kn, random.Random(11), 1)
    assert one == candidates[0] and w1 == pytest.approx(bidding_likelihood(kn, one))


def _load_tool(name: str) -> Any:
    """A script of benchmarks/ loaded as a module (benchmarks/ is not a package)."""
    spec = importlib.util.spec_from_file_location(f"_tool_{name}", Path(__file__).parents[1] / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_the_chance_of_a_shape_in_a_random_hand_is_counted_exactly() -> None:
    # benchmarks/bidding_likelihood.py: a passer's eight cards from the 31 not turned, a suit of 8
    # cards among them: no card of it with chance C(23, 8) / C(31, 8); all shapes add up to 1.
    tool = _load_tool("bidding_likelihood")
    random_shapes = tool.random_shapes

    passer = random_shapes(8, False, None, 8)
    assert passer[(0, 0, 0)] == pytest.approx(comb(23, 8) / comb(31, 8))
    assert sum(passer.values()) == pytest.approx(1.0)
    # The round-1 taker holds the turned card: turned J, so every shape has the jack and at least
    # one trump; its other 7 cards from 31 (7 trumps among them): only the J with chance
    # C(24, 7) / C(31, 7).
    taker = random_shapes(7, True, Rank.JACK, 7)
    assert all(j == 1 and n >= 1 for n, j, _ in taker)
    assert taker[(1, 1, 0)] == pytest.approx(comb(24, 7) / comb(31, 7))


def test_a_factor_is_the_shapes_seen_against_those_expected_with_five_pseudo_observations() -> None:
    # One deal: turned J♥, seat 0 takes hearts in round 1 holding J♥ 9♥ 8♥ (shape (3, 1, 1)),
    # after seat 3 passed holding 7♥ alone (shape (1, 0, 0) in the turned suit). The taker's
    # factor is (1 seen + 5) / (expected + 5) to 3 significant digits, the expected count the chance of the shape
    # for a hand holding the turned jack and seven of the 31 others; a shape not seen: 5 / (p + 5).
    tool = _load_tool("bidding_likelihood")
    hands = [mask_of(parse_cards(h)) for h in (
        "JH 9H 8H AC KC QC AS KS", "AH 10H QH KH JC 10C 9C 8C", "7C 7D 8D 9D 10D JD QD KD", "7H AD 7S 8S 9S 10S JS QS",
    )]
    row = {"turned": int(parse_cards("JH")[0]), "take": (0, 1, int(Suit.HEARTS)), "passes": [(3, 1)], "hands": hands}
    tables = tool.learn([row])
    taker_p = tool.random_shapes(7, True, Rank.JACK, 7)
    assert tables["TAKER_ROUND_1"][(3, 1, 1)] == pytest.approx(6 / (taker_p[(3, 1, 1)] + 5), rel=5e-3)
    assert tables["TAKER_ROUND_1"][(2, 1, 0)] == pytest.approx(5 / (taker_p[(2, 1, 0)] + 5), rel=5e-3)
    passer_p = tool.random_shapes(7, False, Rank.JACK, 8)
    assert tables["PASSED_ROUND_1"][(1, 0, 0)] == pytest.approx(6 / (passer_p[(1, 0, 0)] + 5), rel=5e-3)
    assert tables["TAKER_ROUND_2"] == {} and tables["PASSED_ROUND_2"] == {}


def test_the_regret_benchmark_compares_two_levels_on_the_same_decisions() -> None:
    # benchmarks/regret.py --against: three decisions whose regrets are worked out by hand.
    # Against the other level: the taker's 10 against 4, a defender's 0 against 6 and 2 against 2:
    # two cards differ; the defenders' difference is (-6 + 0) / 2 = -3 with a 95% half-width of
    # 1.96 * stdev(-6, 0) / sqrt(2) = 1.96 * 4.243 / 1.414 = 5.88.
    tool = _load_tool("regret")
    decisions = [
        tool.Decision("taker", 1, True, 10, (4,)),
        tool.Decision("defender", 2, False, 0, (6,)),
        tool.Decision("defender", 3, False, 2, (2,)),
    ]
    lines = tool.paired_lines("hard", "hard-1", 0, decisions)
    assert "same 3 decisions (its card differs on 2)" in lines[0]
    by_name = {line.split(" n=")[0].strip(): line for line in lines[1:]}
    assert by_name["all"].split() == ["all", "n=", "3", "4.00", "/", "4.00", "+0.00", "[-6.79,", "+6.79]"]
    assert by_name["defender"].split()[3:] == ["1.00", "/", "4.00", "-3.00", "[-8.88,", "+2.88]"]
    assert "partner" not in by_name  # no decision of the taker's partner


def test_a_level_asked_on_the_same_decisions_is_valued_by_the_same_solver() -> None:
    # One deal of the benchmark played by normal, easy asked at each decision: every regret is
    # at least 0 (perfect play loses nothing), where easy's card is normal's the two regrets are
    # equal, and the level asked against itself never differs.
    tool = _load_tool("regret")
    hand = tool.play_hand(tool.Task("normal", 1, 2, 10_000.0, against=("easy", "normal")))
    assert hand.taken and hand.decisions
    for d in hand.decisions:
        assert d.regret >= 0 and d.other_regrets[0] >= 0
        assert d.other_regrets[1] == d.regret
    assert any(d.other_regrets[0] != d.regret for d in hand.decisions)


def test_the_regret_benchmark_refuses_an_unknown_level_by_name(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    tool = _load_tool("regret")
    monkeypatch.setattr(sys, "argv", ["regret.py", "--levels", "hard", "--against", "hard-1,grandmaster", "--hands", "1"])
    with pytest.raises(SystemExit) as exit_info:
        tool.main()
    assert exit_info.value.code == 2
    assert "unknown level 'grandmaster'" in capsys.readouterr().err


def test_the_regret_benchmark_judges_a_refusal_by_the_bidding_that_follows_it() -> None:
    # benchmarks/regret.py --after-refusal, four takes worked out by hand (estimate mean, perfect
    # score; what follows if the taker passes). Under "mean above 20":
    # A (mean 50, +80) is kept; B (mean 10, -100) refused, its partner then takes (mean 30, kept)
    # and makes +60: cost -100 - 60 = -160; C (mean 15, +40) refused, the opponents then take
    # with mean 5, refused in turn, so the deal counts as all passing: cost 40; D (mean 12, +30)
    # refused, all four pass: cost 30. Takes left: +80 and +60, none not made. Costs -160, 40,
    # 30: mean -30, sample variance (130² + 70² + 60²) / 2 = 12,700, half-width
    # 1.96 * sqrt(12,700 / 3) = 127.5; -90 over 5 deals is -18 a deal.
    tool = _load_tool("regret")
    est = tool.TakeEstimate
    takes = [
        tool.HandRegret("hard", True, 80, take_estimate=est(0, 50.0, 5.0), after_refusal=tool.Refusal(0, None)),
        tool.HandRegret("hard", True, -100, take_estimate=est(0, 10.0, 5.0),
                        after_refusal=tool.Refusal(60, (60, est(0, 30.0, 5.0)))),
        tool.HandRegret("hard", True, 40, take_estimate=est(1, 15.0, 5.0),
                        after_refusal=tool.Refusal(20, (-20, est(2, 5.0, 5.0)))),
        tool.HandRegret("hard", True, 30, take_estimate=est(3, 12.0, 5.0), after_refusal=tool.Refusal(0, None)),
    ]
    assert tool.refusal_line(takes, 0.0, 20.0, 5).split() == [
        "after", "refusals:", "2", "takes", "left,", "not", "made", "0.0%;", "a", "refusal", "costs", "-30.0",
        "[-157.5,", "+97.5]", "against", "the", "bidding", "that", "follows,", "-18.00", "a", "deal",
    ]
    # Under "mean above 0" nothing is refused: the four takes stay, one (B) not made.
    assert tool.refusal_line(takes, 0.0, 0.0, 5).split() == [
        "after", "refusals:", "4", "takes", "left,", "not", "made", "25.0%",
    ]
    # The caution table prints the line under each rule once every valued take was replayed.
    lines = tool.caution_lines(takes, 5)
    assert sum(1 for line in lines if "after refusals" in line) == len(tool.CAUTIONS)


def test_the_regret_benchmark_sorts_the_takes_by_their_share_of_deals_not_made() -> None:
    # Three takes (estimate mean, share of its deals not made in the playouts; perfect score):
    # A (50, 0.1; +40), B (10, 0.3; -100), C (5, 0.24; +20). Under "failing <= 0.25" A and C
    # are kept, neither not made; B refused, not made, worth -100. Under "failing <= 0.2" only A.
    tool = _load_tool("regret")
    est = tool.TakeEstimate
    takes = [tool.HandRegret("hard", True, v, take_estimate=est(0, m, 1.0, f))
             for v, m, f in ((40, 50.0, 0.1), (-100, 10.0, 0.3), (20, 5.0, 0.24))]
    lines = tool.caution_lines(takes, 3)
    quarter = next(line for line in lines if "failing <= 0.25" in line)
    assert "keeps    2, not made   0.0%; refuses    1, not made 100.0%, mean perfect-play score -100.0" in quarter
    fifth = next(line for line in lines if "failing <= 0.2 " in line)
    assert "keeps    1, not made   0.0%; refuses    2, not made  50.0%, mean perfect-play score -40.0" in fifth


def test_the_regret_benchmark_tells_what_the_taker_knew_when_it_took() -> None:
    # Dealer seat 3, so seat 0 speaks first (place 1) and seat 1 second (place 2). 7H is turned;
    # all four pass it, then seat 0 passes and seat 1 takes spades in round 2. Seat 1's first
    # five cards are the first five of its hand but the turned card: JS 9S AH 7C 8D; with 7H it
    # saw two spades.
    tool = _load_tool("regret")
    hands = hands_of(
        "JD AS 9C 8H 10C 8S QS AC",
        "JS 9S AH 7C 8D 7H 10D 10S",
        "AD 9D QC QH KC KS KD QD",
        "JC 8C 9H 7S JH 10H KH 7D",
    )
    game = game_in_tricks(hands, dealer=3, taker=1, turned="7H", trump="S")
    assert tool.take_shape(game) == (2, 2, 2)
    # 7H and 10H swapped between seats 1 and 3: the dealer (place 4) takes hearts in round 1,
    # having seen JC 8C 9H 7S JH and 7H: three hearts.
    hands = hands_of("JD AS 9C 8H 10C 8S QS AC", "JS 9S AH 7C 8D 10H 10D 10S", "AD 9D QC QH KC KS KD QD",
                     "JC 8C 9H 7S JH 7H KH 7D")
    game = game_in_tricks(hands, dealer=3, taker=3, turned="7H")
    assert tool.take_shape(game) == (3, 4, 1)


def test_the_regret_benchmark_tells_a_tie_from_a_failure() -> None:
    # The tied hand of tests/test_match.py (worked out there by hand), seven tricks played: the
    # last trick is forced (one card a seat), so perfect play ends it as the game did: takers 71
    # card points + belote 20 = 91, defenders 81 + 10 for the last trick = 91, a tie. The
    # takers score their belote (20) and the defenders 91: difference -71; not a failure.
    from tests.test_match import TIED, TIED_PLAY

    tool = _load_tool("regret")
    game = game_in_tricks(TIED, turned="7C")
    play(game, " ".join(TIED_PLAY.split()[:28]))
    value = tool.perfect_value(game)
    assert (value, tool.perfect_contract(game, value)) == (-71, "tied")
    # The summary counts a tie apart from the failures: of three takes (+40 made, -71 tied,
    # -162 failed), two not made, one failed and one tied.
    takes = [tool.HandRegret("hard", True, 40), tool.HandRegret("hard", True, -71, "tied"),
             tool.HandRegret("hard", True, -162, "failed")]
    assert "2 of 3 (66.7%: 1 failed, 1 tied); mean perfect-play score of a take -64.33" in tool.take_line(takes)


def test_the_regret_benchmark_counts_the_takes_not_made_in_play() -> None:
    # Five takes (perfect-play score, contract as played): A +40 made; B -100 made (perfect play
    # sinks it, the play made it); C +30 failed (perfect play makes it, the play did not); D -71
    # tied both ways; E +60 not played out, left out. Of the four played, C and D not made in
    # play: 2 of 4, 50.0%, one failed and one tied; B the one saved by the play, C the one thrown.
    tool = _load_tool("regret")
    takes = [tool.HandRegret("hard", True, v, played_contract=c)
             for v, c in ((40, "made"), (-100, "made"), (30, "failed"), (-71, "tied"), (60, None))]
    assert tool.played_lines(takes) == [
        "  takes not made in play (the level at every seat): 2 of 4 (50.0%: 1 failed, 1 tied); "
        "not made with perfect play but made in play 1, made with perfect play but not in play 1"]
    assert tool.played_lines(takes[4:]) == []  # nothing played out, nothing said
    # The stricter-takes table says the share in play of the takes each rule keeps: under
    # "mean above 20", A (mean 50) and C (mean 25) kept, C failed in play: 50.0%; B (mean 10)
    # and D (mean 5) refused.
    est = tool.TakeEstimate
    for take, mean in zip(takes, (50.0, 10.0, 25.0, 5.0, 1.0)):
        take.take_estimate = est(0, mean, 1.0)
    lines = tool.caution_lines(takes[:4], 4)
    above_20 = next(line for line in lines if "> 20" in line)
    assert "keeps    2, not made   0.0% (in play  50.0%); refuses    2" in above_20


def test_a_taken_hand_played_out_by_the_benchmark_has_the_contract_of_its_play() -> None:
    # ``--takes-only --in-play`` and the whole measure play the same hand with the same players:
    # the contract they record is the same, and it is one of the three the rules know.
    tool = _load_tool("regret")
    quick = tool.play_hand(tool.Task("normal", 1, 2, 10_000.0, takes_only=True, in_play=True))
    whole = tool.play_hand(tool.Task("normal", 1, 2, 10_000.0))
    assert quick.taken and quick.played_contract in ("made", "failed", "tied")
    assert quick.played_contract == whole.played_contract
    assert tool.play_hand(tool.Task("normal", 1, 2, 10_000.0, takes_only=True)).played_contract is None


def test_the_defence_of_the_in_play_measure_is_seeded_as_the_seats_own_players(monkeypatch: pytest.MonkeyPatch) -> None:
    # ``--defence LEVEL`` replaces the defenders' players by LEVEL's, seeded as the seats' own
    # (deal 2 of seed 1: seed 1 * 1000 + 2 * 4 + seat), and no other seat's.
    tool = _load_tool("regret")
    game, _, _ = tool.bid_deal(tool.Task("normal", 1, 2, 10_000.0))
    taker = game.hand.taker
    assert taker is not None
    defenders = [s for s in range(4) if tool.CLASSIC.side_of(s) != tool.CLASSIC.side_of(taker)]
    made: list[tuple[str, int]] = []
    real = tool.make_player

    def recording(level: str, seed: int, *rest: Any) -> Any:
        made.append((level, seed))
        return real(level, seed, *rest)

    monkeypatch.setattr(tool, "make_player", recording)
    hand = tool.play_hand(tool.Task("normal", 1, 2, 10_000.0, takes_only=True, in_play=True, defence="easy"))
    assert hand.taken and hand.played_contract is not None
    assert [m for m in made if m[0] == "easy"] == [("easy", 1008 + s) for s in defenders]
    assert [m for m in made if m[0] == "normal"] == [("normal", 1008 + s) for s in range(4)]  # the bidding's


@pytest.mark.parametrize("argv, message", [
    (["--defence", "hard", "--takes-only"], "--defence goes with --takes-only --in-play"),
    (["--defence", "grandmaster", "--takes-only", "--in-play"], "unknown level 'grandmaster'"),
])
def test_the_regret_benchmark_refuses_a_defence_it_cannot_use(
    argv: list[str], message: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    tool = _load_tool("regret")
    monkeypatch.setattr(sys, "argv", ["regret.py", "--hands", "1", *argv])
    with pytest.raises(SystemExit) as exit_info:
        tool.main()
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_the_regret_benchmark_splits_the_takes_by_what_the_taker_knew() -> None:
    # Four takes: two with 2 trumps seen (-100 and +60: one of two not made, mean -20), two
    # with 3 (+80, +40: none not made, mean +60); places 1, 1, 4, 4 (means -20 then +60 too);
    # rounds 1, 2, 1, 1 (round 1: -100, +80, +40, one of three not made, mean +6.7; round 2:
    # +60).
    tool = _load_tool("regret")
    shape = tool.TakeShape
    takes = [tool.HandRegret("hard", True, v, shape=shape(t, p, r))
             for v, t, p, r in ((-100, 2, 1, 1), (60, 2, 1, 2), (80, 3, 4, 1), (40, 3, 4, 1))]
    lines = tool.shape_lines(takes)
    assert lines[1].split() == ["trumps", "of", "six", "seen", "2:", "2,", "50.0%,", "-20.0", "3:", "2,", "0.0%,", "+60.0"]
    assert lines[2].split() == ["place", "in", "the", "bidding", "1:", "2,", "50.0%,", "-20.0", "4:", "2,", "0.0%,", "+60.0"]
    assert lines[3].split() == ["round", "1:", "3,", "33.3%,", "+6.7", "2:", "1,", "0.0%,", "+60.0"]


def test_the_opening_lead_benchmark_values_the_takers_lead_for_the_takers() -> None:
    # benchmarks/opening_leads.py, deal 12 of seed 7: the taker (clubs trump) leads, holding
    # 7C 10C JC 10D QD 9H JH KS. No plain ace, so its rule leads JC, the master trump. The solver
    # gives the takers 92 after 10C (the best lead), 84 after 7C (the playouts' lead: regret 8),
    # 66 after JC (regret 26): the taker wants the takers' score high. On deal 4 the taker's
    # partner leads: not counted.
    tool = _load_tool("opening_leads")
    assert tool.lead_regrets((7, 12, 10_000.0)) == ("taker", 8, 26)
    assert tool.lead_regrets((7, 4, 10_000.0)) is None


@pytest.mark.parametrize("tool_name", ["regret", "opening_leads"])
@pytest.mark.parametrize("argv, named", [
    (["--budget-ms", "-5"], "--budget-ms -5"), (["--budget-ms", "nan"], "--budget-ms nan"),
    (["--hands", "0"], "--hands 0"), (["--jobs", "0"], "--jobs 0"),
])
def test_the_lead_and_regret_benchmarks_refuse_a_bad_number_by_name(
    tool_name: str, argv: list[str], named: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    tool = _load_tool(tool_name)
    monkeypatch.setattr(sys, "argv", [f"{tool_name}.py", *argv])
    with pytest.raises(SystemExit) as exit_info:
        tool.main()
    assert exit_info.value.code == 2
    assert named in capsys.readouterr().err
