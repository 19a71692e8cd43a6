"""``belote-ref tournament``: duplicate deals, the interval, bad input (AI-BUDGET)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote_ref.ai.duplicate import DealResult, deal_for, play_duplicate, summarize
from belote_ref.cli import main
from belote_ref.ruleset import CANONICAL


def test_summary_of_hand_worked_results() -> None:
    # Deal values: (10 + 30) / 2 = 20, (-4 + 0) / 2 = -2, (0 + 0) / 2 = 0.
    rs = [DealResult(0, (10, 30)), DealResult(1, (-4, 0)), DealResult(2, (0, 0))]
    s = summarize("hard", "easy", rs)
    assert s.mean == pytest.approx(6.0)
    # sample sd of 20, -2, 0: mean 6, deviations 14, -8, -6 -> (196 + 64 + 36) / 2 = 148
    assert s.half_width == pytest.approx(1.96 * (148 ** 0.5) / (3 ** 0.5))
    assert (s.won, s.tied, s.lost) == (1, 1, 1)


def test_both_seatings_play_the_same_deal() -> None:
    order, dealer = deal_for(5, 3)
    assert deal_for(5, 3) == (order, dealer) and dealer == 3
    # the same level on both sides: the two seatings are the same game, the differences cancel
    r = play_duplicate((3, "normal", "normal", 5, 200.0, CANONICAL))
    assert r.differences[0] == -r.differences[1]
    assert r.value == 0


def test_with_common_seeds_a_level_against_itself_ties_every_deal() -> None:
    # --common-seeds: each seat's player seeded alike in both seatings. Hard against hard then
    # plays the second seating card for card like the first, teams swapped: A's score minus B's
    # is d in one seating and -d in the other, so every deal is tied at 0 (a budget no decision
    # reaches, so the clock plays no part).
    for index in range(2):
        r = play_duplicate((index, "hard", "hard", 3, 60_000.0, CANONICAL), common_seeds=True)
        assert r.differences[0] == -r.differences[1]
        assert r.value == 0
    # Without them the second seating's players draw other deals in their search: deal 0 then
    # comes out unequal (the tournament's own seeding, where the noise of the search counts).
    assert play_duplicate((0, "hard", "hard", 3, 60_000.0, CANONICAL)).value != 0


def test_tournament_command_prints_the_interval(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "t.json"
    code = main(["tournament", "--players", "normal,easy", "--deals", "6", "--matches", "1",
                 "--no-progress", "--json", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    assert "normal vs easy: 6 duplicate deals (12 hands)" in text
    assert "95% interval" in text and "deals won by normal" in text
    assert "easy   card" in text and "normal card" in text
    data = json.loads(out.read_text())
    assert data["deals"] == 6 and data["won"] + data["tied"] + data["lost"] == 6
    # One duplicate match is two whole matches; A wins 0, 1 or 2 of them.
    assert data["matches"] == 2 and 0 <= data["matches_won"] <= 2
    assert f"matches won by normal: {data['matches_won']} of 2" in text


def test_a_level_against_itself_wins_each_duplicate_match_once() -> None:
    """Same level both sides, same card orders in both seatings: the team that wins seating 1
    wins seating 2 too (the same seats play the same cards), so A wins exactly one of the two."""
    from belote_ref.ai.duplicate import play_duplicate_match
    from belote_ref.ruleset import CANONICAL

    r = play_duplicate_match((3, "easy", "easy", 5, 200.0, CANONICAL))
    assert sorted(r.a_won) == [False, True]


@pytest.mark.parametrize("argv, needle", [
    (["--players", "hard"], "two levels"),
    (["--players", "hard,grandmaster"], "'grandmaster'"),
    (["--deals", "0"], "--deals"),
    (["--matches", "-1"], "--matches"),
    (["--jobs", "0"], "--jobs"),
    (["--budget-ms", "0"], "--budget-ms"),
    (["-o", "undertrump=sometimes"], "undertrump"),
])
def test_tournament_bad_input(argv: list[str], needle: str, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        code = main(["tournament", "--no-progress", *argv])
    except SystemExit as exc:  # argparse refuses what is not a whole number of digits (--matches -1)
        code = int(exc.code or 0)
    assert code == 2
    assert needle in capsys.readouterr().err


def test_play_command_seats_ai_levels(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "normal,easy", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "players: seat 0 normal, seat 1 easy, seat 2 normal, seat 3 easy" in out
    assert "match over: team" in out


def test_play_command_refuses_an_unknown_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "hard,wizard"]) == 2
    assert "'wizard'" in capsys.readouterr().err


def test_match_share_interval_is_the_wilson_interval() -> None:
    from belote_ref.ai.duplicate import Summary

    # 50 of 100: p = 0.5; centre (0.5 + 1.96²/200) / (1 + 1.96²/100) = 0.5;
    # half 1.96 * sqrt(0.0025 + 1.96²/40000) / 1.038416 = 0.0962 (worked by hand).
    s = Summary("a", "b", 1, 0.0, 0.0, 0, 0, 0, {}, {}, matches=100, matches_won=50)
    share = s.match_share_interval
    assert share is not None
    lo, hi = share
    assert abs(lo - 0.4038) < 5e-4 and abs(hi - 0.5962) < 5e-4


# --- profile belote-acanomas: rotation tournaments (ACA-AI-LEVELS) -----------------------------
def test_rotation_seatings_put_every_level_in_every_seat() -> None:
    from belote_ref.ai.rotation import seating

    assert [seating(["a", "b", "c"], r, 3, False) for r in range(3)] == [
        ["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]
    # pairs: pair 0 is seats 0 and 2, pair 1 seats 1 and 3
    assert [seating(["a", "b"], r, 4, True) for r in range(2)] == [["a", "b", "a", "b"], ["b", "a", "b", "a"]]


def test_rotation_summary_of_hand_worked_results() -> None:
    from belote_ref.ai.rotation import RotationDeal, summarize as summarize_rotation

    # level x: 10, 20, 30 -> mean 20, sample sd 10; level y: 0, 0, 0
    s = summarize_rotation(["x", "y"], [RotationDeal(0, (10, 0)), RotationDeal(1, (20, 0)), RotationDeal(2, (30, 0))])
    assert s[0].mean == pytest.approx(20.0)
    assert s[0].interval == pytest.approx((20 - 1.96 * 10 / 3 ** 0.5, 20 + 1.96 * 10 / 3 ** 0.5))
    assert s[1].mean == 0 and s[1].interval == (0, 0)


def test_a_rotation_deal_plays_the_same_cards_in_every_seating() -> None:
    from belote_ref.ai.rotation import deal_for as rotation_deal, play_game, play_rotation
    from belote_ref.rules import profile_rules

    rs = profile_rules("belote-acanomas", {"players": 3}).ruleset
    order, dealer = rotation_deal(4, 5, 3)
    assert rotation_deal(4, 5, 3) == (order, dealer) and dealer == 5 % 3
    # the same level in every seat: every entry of the lineup sees the same three seatings
    r = play_rotation((5, ["normal", "normal", "normal"], 4, rs))
    assert r.points[0] == r.points[1] == r.points[2]
    writes = play_game(rs, ["normal"] * 3, order, dealer, 4 * 1000 + 5)
    assert r.points[0] == pytest.approx(sum(writes) / 3), "each entry sat once in each seat"


def test_tournament_profile_acanomas_prints_each_level(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.json"
    code = main(["tournament", "--profile", "acanomas", "-o", "players=3", "--players", "normal,easy,random",
                 "--deals", "8", "--seed", "3", "--no-progress", "--json", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    assert "normal, easy, random: 8 deals, each played in 3 seatings (24 partial games)" in text
    doc = json.loads(out.read_text())
    assert [lv["level"] for lv in doc["levels"]] == ["normal", "easy", "random"]
    for lv in doc["levels"]:
        lo, hi = lv["interval95"]
        assert lo <= lv["mean"] <= hi
        assert f"{lv['mean']:8.2f}" in text


@pytest.mark.parametrize("argv, words", [
    (["-o", "players=2", "--players", "normal,hard"], "the hard level does not play profile belote-acanomas"),
    (["-o", "players=2", "--players", "expert,normal"], "the expert level does not play profile belote-acanomas"),
    (["-o", "players=2", "--players", "normal,easy,easy"], "takes one per player, 2"),
    (["-o", "players=4", "-o", "pairs=true", "--players", "normal,easy,easy,easy"], "takes one per pair, 2"),
    (["-o", "players=7"], "-o players: profile belote-acanomas"),
])
def test_tournament_profile_acanomas_bad_input_is_exit_2(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--profile", "acanomas", "--deals", "2", *argv]) == 2
    assert words in capsys.readouterr().err


# --- fewer than two deals: no interval ---------------------------------------------------------
def test_one_deal_has_no_interval() -> None:
    from belote_ref.ai.rotation import RotationDeal, summarize as summarize_rotation

    s = summarize("hard", "easy", [DealResult(0, (10, 30))])
    assert s.mean == 20 and s.half_width is None and s.interval is None
    assert s.match_share_interval is None  # no match played
    two = summarize("hard", "easy", [DealResult(0, (10, 30)), DealResult(1, (-10, -30))])
    # values 20 and -20: mean 0, sample sd sqrt(800), half-width 1.96 * sqrt(800) / sqrt(2) = 39.2
    assert two.interval == pytest.approx((-39.2, 39.2))
    assert summarize_rotation(["x", "y"], [RotationDeal(0, (10, 0))])[0].interval is None


def test_tournament_of_one_deal_writes_null_and_a_dash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "t1.json"
    code = main(["tournament", "--players", "random,random", "--deals", "1", "--matches", "0", "--no-progress",
                 "--json", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    assert "95% interval —" in text and "inf" not in text
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["deals"] == 1 and data["interval95"] is None and data["matches_won_interval95"] is None


def test_rotation_tournament_of_one_deal_writes_null(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r1.json"
    assert main(["tournament", "--profile", "acanomas", "-o", "players=2", "--players", "easy,random", "--deals", "1",
                 "--no-progress", "--json", str(out)]) == 0
    assert capsys.readouterr().out.count("  —") == 2
    assert [lv["interval95"] for lv in json.loads(out.read_text(encoding="utf-8"))["levels"]] == [None, None]


def test_tournament_json_dash_is_standard_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["tournament", "--players", "random,random", "--deals", "2", "--matches", "0", "--no-progress",
                 "--json", "-"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["deals"] == 2  # standard output holds the JSON alone
    assert "random vs random: 2 duplicate deals" in captured.err
    assert list(tmp_path.iterdir()) == []  # no file named '-'


def test_an_existing_json_file_is_kept_until_the_summary_is_ready(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_ref.commands import tournament

    out = tmp_path / "keep.json"
    out.write_text('{"old": true}', encoding="utf-8")

    def broken(summary: object) -> dict[str, object]:
        raise ValueError("no JSON for this summary")

    monkeypatch.setattr(tournament, "to_json", broken)
    assert main(["tournament", "--players", "random,random", "--deals", "1", "--matches", "0", "--no-progress",
                 "--json", str(out)]) == 70
    assert out.read_text(encoding="utf-8") == '{"old": true}'
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]
