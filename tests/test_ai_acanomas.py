"""The easy and normal players of profile belote-acanomas (ACA-AI-LEVELS): every decision is one
of the view's legal actions over seeded matches at 2, 3 and 4 players and in pairs (with random
players beside them, so that wrong claims remove seats and the AIs play on with fewer), normal's
claims are always right and easy never claims, they read nothing but the view, the lineups of
``play`` / ``simulate --profile acanomas``, and normal beats easy at three players."""

from __future__ import annotations

import ast
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from belote_ref.profiles.acanomas.actions import Announce, Claim, Exchange
from belote_ref.profiles.acanomas.ruleset import make_ruleset
from belote_ref.profiles.acanomas.view import PlayerView
from belote_ref.ai import LineupError
from belote_ref.profiles.acanomas.ai import (
    AcanomasEasy, AcanomasNormal, make_acanomas_lineup, not_held_mask, parse_acanomas_lineup,
)
from belote_ref.cards import parse_card
from belote_ref.cli import main
from belote_ref.players import play_match, random_player

ROOT = Path(__file__).resolve().parent.parent
TABLES = [{"players": 2}, {"players": 3}, {"players": 4}, {"players": 4, "pairs": True}]


class Watch:
    """Wraps a player: checks each decision is legal and records what it decided."""

    def __init__(self, player: Any, level: str, log: list[tuple[str, Any, PlayerView]]) -> None:
        self.player, self.level, self.log = player, level, log

    def __call__(self, view: PlayerView, rng: random.Random) -> Any:
        assert isinstance(view, PlayerView)
        action = self.player(view, rng)
        assert action in view.legal_actions, f"{self.level} chose {action} outside {view.legal_actions}"
        self.log.append((self.level, action, view))
        return action


def play_watched(options: dict[str, Any], seed: int) -> tuple[Any, list[tuple[str, Any, PlayerView]]]:
    ruleset = make_ruleset(options)
    pick = random.Random(seed)
    # random players beside them where a wrong claim removes a seat and the match goes on (3-4
    # each for himself); at 2 players and in pairs it ends the match
    eliminating = ruleset.players > 2 and not ruleset.pairs
    levels = ["easy", "normal", "normal", "random"] if eliminating else ["easy", "normal"]
    names = [pick.choice(levels) for _ in range(ruleset.players)]
    log: list[tuple[str, Any, PlayerView]] = []
    players: list[Any] = [Watch(p, n, log) for p, n in zip(make_acanomas_lineup(names, seed, ruleset), names)]
    return play_match(players, seed=seed, ruleset=ruleset), log


@pytest.mark.parametrize("options", TABLES, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_every_decision_is_legal_and_normal_claims_only_rightly(options: dict[str, Any]) -> None:
    kinds: set[str] = set()
    left = 0
    for seed in range(12):
        game, log = play_watched(options, seed)
        assert game.is_over
        for level, action, view in log:
            kinds.add(f"{level}:{action.type}")
            left += level != "random" and bool(view.left) and bool(view.tricks)
        for level, action, view in log:
            if type(action) is Claim:
                assert level != "easy", "easy never claims"
                if level == "normal":
                    outcome = next(c for line in game.ledger.lines if (c := line.claim) is not None
                                   and c.seat == view.seat and line.game == view.game_number)
                    assert outcome.correct, f"normal claimed wrongly: {outcome}"
    # the seeded matches reach every kind of decision of both levels
    for level in ("easy", "normal"):
        for kind in ("pass", "take", "announce", "play"):
            assert f"{level}:{kind}" in kinds, f"{level} never decided a {kind}"
    assert "normal:claim" in kinds
    if options["players"] > 2 and not options.get("pairs"):
        assert left, "no seat left the match: the AIs never played a card with fewer players"


def test_legal_and_right_under_every_option() -> None:
    """Seeded random rulesets (every option of ACA-RULESET-OPTIONS drawn; targets 300 and 1000):
    every decision legal, every claim by normal right."""
    from belote_ref.profiles.acanomas.ruleset import OPTION_CHOICES

    claims = 0
    for seed in range(16):
        r = random.Random(seed)
        options: dict[str, Any] = {k: r.choice(list(v)) for k, v in OPTION_CHOICES.items() if k != "pairs"}
        options["pairs"] = options["players"] == 4 and r.random() < 0.3
        options["target"] = r.choice([300, 1000])
        ruleset = make_ruleset(options)
        names = [r.choice(["easy", "normal", "random"]) for _ in range(ruleset.players)]
        log: list[tuple[str, Any, PlayerView]] = []
        players: list[Any] = [Watch(p, n, log) for p, n in zip(make_acanomas_lineup(names, seed, ruleset), names)]
        ledger: Any = play_match(players, seed=seed, ruleset=ruleset).ledger  # profile belote-acanomas's
        for line in ledger.lines:
            if line.claim is not None and names[line.claim.seat] == "normal":
                claims += 1
                assert line.claim.correct, (options, line.claim)
    assert claims


def test_the_exchange_is_decided_at_two_and_three_players() -> None:
    seen = set()
    for options in TABLES[:2]:
        for seed in range(12):
            for level, action, _ in play_watched(options, seed)[1]:
                if type(action) is Exchange:
                    seen.add(level)
    assert seen - {"random"} == {"easy", "normal"}


def test_the_players_read_no_game_state() -> None:
    """ACA-AI-LEVELS, AI-VIEW: the module imports no game (machine, hand driver, playout)."""
    tree = ast.parse((ROOT / "belote_ref" / "profiles" / "acanomas" / "ai.py").read_text(encoding="utf-8"))
    package = ["belote_ref", "profiles", "acanomas"]
    imported = {".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
                if node.level else node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
    assert "belote_ref.profiles.acanomas.view" in imported  # the names are resolved
    for forbidden in ("belote_ref.machine", "belote_ref.profiles.acanomas.partial", "belote_ref.hand",
                      "belote_ref.playout", "belote_ref.profiles.acanomas.match"):
        assert not any(m == forbidden or m.startswith(forbidden + ".") for m in imported), forbidden


def test_same_view_same_decision() -> None:
    """A decision is a function of the view: the same view, twice, or to another seeded player of
    the level, gives the same action."""
    _, log = play_watched({"players": 3}, 5)
    for level, action, view in log[:400]:
        if level == "normal":
            assert AcanomasNormal(99, make_ruleset(players=3))(view) == action
        elif level == "easy":
            assert AcanomasEasy(7, make_ruleset(players=3))(view) == action


def test_a_player_of_another_ruleset_refuses_the_view() -> None:
    _, log = play_watched({"players": 3}, 5)
    with pytest.raises(ValueError, match=re.escape("built for ruleset belote-acanomas-0.1.0+target=500, not belote-acanomas-0.1.0")):
        AcanomasNormal(0, make_ruleset(players=3, target=500))(log[0][2])


def test_announces_every_combination_held() -> None:
    _, log = play_watched({"players": 4}, 3)
    announced = [(a, v) for lvl, a, v in log if type(a) is Announce and lvl != "random"]
    assert announced
    for action, view in announced:
        most = max(len(a.combinations) for a in view.legal_actions)
        assert len(action.combinations) == most


def test_cards_face_up_beside_the_stock_are_held_by_nobody() -> None:
    """At 2-3 players the face-up card and the turned-up last card count as seen; at four the
    maker holds the turned card."""
    class V:
        last_card = parse_card("A♠")
        face_up = parse_card("7♦")
    assert not_held_mask(V()) == 1 << parse_card("A♠") | 1 << parse_card("7♦")  # type: ignore[arg-type]
    V.last_card = None  # type: ignore[assignment]
    assert not_held_mask(V()) == 0  # type: ignore[arg-type]


# --- lineups and the commands -------------------------------------------------------------------------
def test_lineups() -> None:
    three = make_ruleset(players=3)
    assert parse_acanomas_lineup("normal", three) == ["normal"] * 3
    assert parse_acanomas_lineup("Easy, normal ,random", three) == ["easy", "normal", "random"]
    pairs = make_ruleset(players=4, pairs=True)
    assert parse_acanomas_lineup("normal,easy", pairs) == ["normal", "easy", "normal", "easy"]
    with pytest.raises(LineupError, match="names 2 players for a 3-player match: give 1 or 3"):
        parse_acanomas_lineup("easy,normal", three)
    with pytest.raises(LineupError, match="hard level does not play profile belote-acanomas yet"):
        parse_acanomas_lineup("easy,hard,easy", three)
    # ACA-AI-LEVELS: expert, the hard level over more deals, is refused like hard, by its name.
    with pytest.raises(LineupError, match=r"player 3 of 'easy,normal,expert' is 'expert': the expert level does not "
                                          r"play profile belote-acanomas yet \(choose random, easy, normal\)"):
        parse_acanomas_lineup("easy,normal,expert", three)
    with pytest.raises(LineupError, match="expert level does not play profile belote-acanomas yet"):
        parse_acanomas_lineup("expert", pairs)
    with pytest.raises(LineupError, match="'clever'"):
        parse_acanomas_lineup("clever", three)
    lineup = make_acanomas_lineup(["random", "easy", "normal"], 2, three)
    assert lineup[0] is random_player and type(lineup[1]) is AcanomasEasy and type(lineup[2]) is AcanomasNormal
    assert (lineup[1].seed, lineup[2].seed) == (9, 10)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_play_and_simulate_seat_the_ai_levels(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "play", "--profile", "acanomas", "-o", "players=3", "--players", "easy,normal,easy",
                       "--seed", "4")
    assert code == 0
    assert "players: seat 0 easy, seat 1 normal, seat 2 easy" in out and "audit: follows the rules" in out
    path = tmp_path / "m.json"
    assert run(capsys, "simulate", "--profile", "acanomas", "-o", "players=4", "-o", "pairs=true",
               "--players", "normal,easy", "--seed", "2", "--output", str(path))[0] == 0
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert [p["level"] for p in doc["seats"]] == ["normal", "easy", "normal", "easy"]
    assert run(capsys, "audit", str(path))[0] == 0


@pytest.mark.parametrize("argv, words", [
    (["--players", "hard"], "the hard level does not play profile belote-acanomas yet"),
    (["--players", "normal,hard,easy"], "the hard level does not play profile belote-acanomas yet"),
    (["--players", "expert"], "player 1 of 'expert' is 'expert': the expert level does not play profile belote-acanomas yet"),
    (["--players", "easy,normal,expert"], "the expert level does not play profile belote-acanomas yet"),
    (["--players", "easy,normal"], "names 2 players for a 3-player match: give 1 or 3"),
    (["--players", "easy,normal,easy,easy"], "names 4 players for a 3-player match"),
])
def test_a_lineup_that_does_not_fit_is_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    for command in ("play", "simulate"):
        code, _, err = run(capsys, command, "--profile", "acanomas", "-o", "players=3", *argv)
        assert code == 2 and words in err, (command, err)


# --- strength ---------------------------------------------------------------------------------------------
def test_normal_beats_easy_at_three_players() -> None:
    """Each seed's card orders played three times, normal in each seat in turn against two easy
    players: normal wins clearly more than its third (benchmarks/acanomas_ai.py prints the
    figure over more seeds: 71 of 120, 0.59, on seeds 0-39)."""
    ruleset = make_ruleset(players=3)
    won = played = 0
    for seed in range(100, 112):
        for k in range(3):
            names = ["easy"] * 3
            names[k] = "normal"
            game = play_match(make_acanomas_lineup(names, seed, ruleset), seed=seed, ruleset=ruleset)
            won += game.ledger.winner == k
            played += 1
    assert won / played >= 0.5, f"normal won {won} of {played}"
