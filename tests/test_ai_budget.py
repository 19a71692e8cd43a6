"""AI-BUDGET: a decision is its level's fixed work, the same on any machine for a seed; wall time
is only a safety net, and a decision it cuts is reported as such."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path
from time import perf_counter
from typing import Any

import pytest

from belote_ref import Game, Play, Take, parse_card, parse_cards
from belote_ref.ai import DEFAULT_BUDGET_MS, make_player
from belote_ref.ai.base import AIPlayer
from belote_ref.cli import main
from belote_ref.deal import order_for_hands
from tests.test_ai_honesty import random_position

SEARCHING = ("hard", "expert", "hard-1")


class TickingClock:
    """A clock that moves ``tick`` seconds each time it is read (0: a clock that never moves),
    as if every stretch of work between two readings took that long."""

    def __init__(self, tick: float) -> None:
        self.tick, self.now, self.reads = tick, 0.0, 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.tick
        return self.now


def decide(level: str, seed: int, game: Game, clock: Any = None, budget_ms: float = DEFAULT_BUDGET_MS) -> Any:
    player = make_player(level, seed, budget_ms=budget_ms)
    assert isinstance(player, AIPlayer)
    if clock is not None:
        player.clock = clock
    seat = game.to_act
    assert seat is not None
    action = player(game.view(seat), random.Random(0))
    return action, player


def positions_with_a_choice(n: int) -> list[Game]:
    out: list[Game] = []
    seed = 500
    while len(out) < n:
        game = random_position(seed)
        seed += 1
        if len(game.legal_actions()) > 1:
            out.append(game)
    return out


@pytest.mark.parametrize("level", SEARCHING)
def test_a_slowed_machine_takes_the_same_decisions(level: str) -> None:
    # The same seeded decisions three times: on a clock that never moves (the level's whole
    # work, nothing can cut it), on the real clock, and on a clock that moves 2 ms at every
    # reading: a machine where each playout takes 2 ms, ten times or more this one's (a hard
    # card decision reads the clock about 300 to 400 times: 0.6 to 0.8 s; expert's three times
    # as often: 2.4 s at most, far under the default safety net of a minute). Before AI-BUDGET counted
    # work, the 200 ms budget stopped the slowed decisions after about 100 readings, and some
    # came out otherwise.
    differing, players = [], []
    for i, game in enumerate(positions_with_a_choice(12)):
        still, _ = decide(level, i, game, TickingClock(0.0))
        real, p_real = decide(level, i, game)
        slowed, p_slow = decide(level, i, game, TickingClock(0.002))
        if real != still or slowed != still:
            differing.append((i, str(still), str(real), str(slowed)))
        players += [p_real, p_slow]
    assert not differing, differing
    assert not any(p.cut or p.cuts for p in players)


@pytest.mark.parametrize("level, deals", [("hard", 100), ("expert", 300), ("hard-1", 100)])
def test_the_work_is_a_count_of_playouts(level: str, deals: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Seat 0 took hearts and led A♣; seat 1 follows with one of its 3 clubs. Its work: 300 // 3 =
    # 100 deals (expert 900 // 3 = 300), each played out once per club: 300 playouts (expert 900),
    # on a clock that never moves and on one that moves 2 ms a reading alike. The clock is read
    # once at the start and before each deal and each playout: 1 + 100 × 4 = 401 readings.
    import belote_ref.ai.hard as hard
    import belote_ref.ai.hard1 as hard1

    counted = {"n": 0}

    def counting(module: Any) -> Any:
        real = module.playout

        def playout(*args: Any, **kwargs: Any) -> Any:
            counted["n"] += 1
            return real(*args, **kwargs)

        return playout

    monkeypatch.setattr(hard, "playout", counting(hard))
    monkeypatch.setattr(hard1, "playout", counting(hard1))
    game = first_trick_after_ace_of_clubs()
    for tick in (0.0, 0.002):
        counted["n"] = 0
        clock = TickingClock(tick)
        action, player = decide(level, 4, game, clock)
        assert counted["n"] == deals * 3, (level, tick, counted["n"])
        assert clock.reads == 1 + deals * 4
        assert not player.cut and action in game.legal_actions()


def first_trick_after_ace_of_clubs() -> Game:
    hands = [parse_cards(x) for x in (
        "J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦", "9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠",
        "A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠", "K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠",
    )]
    turned = parse_card("7♥")
    game = Game(first_dealer=3)
    game.deal(order_for_hands(hands, 3, 0, turned, "3-2"))
    game.apply(Take(0, turned.suit))
    game.apply(Play(0, parse_card("A♣")))
    assert len(game.legal_actions()) == 3
    return game


@pytest.mark.parametrize("level", SEARCHING)
def test_a_decision_cut_by_the_safety_net_is_reported(level: str, caplog: pytest.LogCaptureFixture) -> None:
    # A safety net of 1 ms on a clock that moves 2 ms a reading fires before the first deal:
    # the decision is marked cut, counted, and logged as a warning naming the level and seat.
    game = first_trick_after_ace_of_clubs()
    with caplog.at_level(logging.WARNING, logger="belote_ref.ai"):
        action, player = decide(level, 4, game, TickingClock(0.002), budget_ms=1.0)
        assert action in game.legal_actions()
        assert player.cut and player.cuts == 1
        uncut, _ = decide(level, 4, game, TickingClock(0.0), budget_ms=1.0)
    messages = [r.getMessage() for r in caplog.records if r.name == "belote_ref.ai"]
    assert len(messages) == 1, messages
    assert f"the {level} AI (seed 4, seat 1) was cut by its wall-time safety net of 1 ms" in messages[0]
    # The same player deciding again with its work done is not cut; its count stays.
    player.clock = TickingClock(0.0)
    assert player(game.view(1)) == uncut
    assert not player.cut and player.cuts == 1


def test_easy_and_normal_never_read_the_clock() -> None:
    game = first_trick_after_ace_of_clubs()
    for level in ("easy", "normal"):
        clock = TickingClock(1.0)
        _, player = decide(level, 0, game, clock, budget_ms=0.001)
        assert clock.reads == 0 and not player.cut


def _tournament(argv: list[str], tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]) -> tuple[str, Any]:
    out = tmp_path / f"{name}.json"
    assert main(["tournament", "--no-progress", "--json", str(out), *argv]) == 0
    return capsys.readouterr().out, json.loads(out.read_text())


def test_a_tournament_prints_the_same_decisions_on_a_slowed_machine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The same seeded tournament twice, the second with every AI's clock running 1 ms ahead at
    # each reading (a machine far slower than this one): the same digest of every action, the
    # same results, and no decision cut.
    argv = ["--players", "expert,hard-1", "--deals", "1", "--matches", "0", "--seed", "3"]
    text1, doc1 = _tournament(argv, tmp_path, "quiet", capsys)
    reads = {"n": 0}

    def slowed() -> float:
        reads["n"] += 1
        return perf_counter() + 0.001 * reads["n"]

    monkeypatch.setattr(AIPlayer, "clock", staticmethod(slowed))
    text2, doc2 = _tournament(argv, tmp_path, "slowed", capsys)
    assert reads["n"] > 1000
    assert doc1["digest"] == doc2["digest"] and len(doc1["digest"]) == 64
    assert (doc1["mean"], doc1["won"], doc1["tied"], doc1["lost"]) == (doc2["mean"], doc2["won"], doc2["tied"],
                                                                     doc2["lost"])
    for text, doc in ((text1, doc1), (text2, doc2)):
        assert f"decisions digest: {doc['digest'][:16]}" in text
        assert "decisions cut by the wall-time safety net (AI-BUDGET): none" in text
        assert doc["cut_by_safety_net"] == {"total": 0, "card": {}, "bid": {}, "matches": {}}


def test_a_tournament_reports_the_decisions_its_safety_net_cut(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    # A safety net of 0.001 ms fires in every hard decision that does any work (its clock is read
    # at the start and again before the first deal, more than a microsecond later; an opening
    # lead by rule, or a bid with no suit worth playing out, does none); normal never reads the
    # clock. The report counts them by level and kind, the JSON too, and each is logged.
    with caplog.at_level(logging.WARNING, logger="belote_ref.ai"):
        text, doc = _tournament(["--players", "hard,normal", "--deals", "2", "--matches", "1", "--seed", "1",
                                 "--budget-ms", "0.001"], tmp_path, "cut", capsys)
    cuts = doc["cut_by_safety_net"]
    card, bid, matches = cuts["card"], cuts["bid"], cuts["matches"]
    assert set(card) == {"hard"} and set(matches) == {"hard"} and set(bid) <= {"hard"}
    assert 0 < card["hard"] <= doc["card_times"]["hard"]["n"]
    assert bid.get("hard", 0) <= doc["bid_times"].get("hard", {"n": 0})["n"]
    assert cuts["total"] == card["hard"] + bid.get("hard", 0) + matches["hard"]
    line = next(x for x in text.splitlines() if x.startswith("decisions cut by the wall-time safety net"))
    assert line.startswith(f"decisions cut by the wall-time safety net (AI-BUDGET): {cuts['total']} (hard card "
                           f"{card['hard']}")
    assert f"hard in matches {matches['hard']}" in line and "may differ on another machine" in line
    logged = [r for r in caplog.records if r.name == "belote_ref.ai" and "safety net" in r.getMessage()]
    assert len(logged) == cuts["total"]
