"""The corpus files ``belote-ref conformance`` is given are read before the engine starts, and a
bad one is exit 2 naming the file, the JSON path and why, never a note under a "conformant"
verdict (spec/conformance.md, sections 2 and 6a): a perft file (its schema, each position on the
reference, the limits of one run) and a --golden file (a clean golden of the profile checked)."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import pytest

from belote_ref.cli import main
from belote_ref.conformance.checks import perft

from .helpers import PERFT, ROOT

ACANOMAS_PERFT = ROOT / "corpus" / "acanomas" / "perft" / "perft.json"


def _perft_file(tmp_path: Path, change: Callable[[dict[str, Any]], Any], source: Path = PERFT,
                name: str = "p.json") -> Path:
    """The first position of ``source`` (first-trick-d4: dealer 3, seat 0 takes spades, perft(4)
    = 44), changed by ``change``, alone in a perft file."""
    doc = json.loads(source.read_text(encoding="utf-8"))
    doc["positions"] = doc["positions"][:1]
    change(doc["positions"][0])
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _conformance(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["conformance", "--progress", "none", "--hands", "0", "--matches", "0", *args])
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err, err
    return code, err


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda p: p.__setitem__(key, value)


BAD_POSITIONS: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    ("card ZZ", lambda p: p["actions"].append({"type": "play", "seat": 0, "card": "ZZ"}),
     '$.positions[0].actions[1].card: "ZZ" is not a card'),
    ("5-card order", lambda p: p.__setitem__("order", p["order"][:5]), "$.positions[0].order: ["),
    ("card twice", lambda p: p["order"].__setitem__(1, p["order"][0]),
     "$.positions[0].order: card JD appears twice in the card order"),
    ("unknown option", lambda p: p["ruleset"]["options"].__setitem__("foo", 1),
     "$.positions[0].ruleset.options.foo: unknown ruleset option 'foo'"),
    ("disabled variant", lambda p: p["ruleset"]["options"].__setitem__("coinche", True),
     "$.positions[0].ruleset.options.coinche: option 'coinche' is disabled"),
    ("a pass alone", _set("actions", [{"type": "pass", "seat": 0}]),
     "$.positions[0].actions: after them the position is not in the card play"),
    ("a card out of turn", lambda p: p["actions"].append({"type": "play", "seat": 1, "card": "KD"}),
     "$.positions[0].actions[1]: the reference refuses"),
    ("depth -1", _set("depth", -1), "$.positions[0].depth: -1 is less than the minimum of 1"),
    ("depth 10**9", _set("depth", 10**9), "$.positions[0].depth: 1000000000 is greater than the maximum of 32"),
    ("count as text", _set("count", "44"), '$.positions[0].count: "44" is not of type "integer"'),
    ("no count", lambda p: p.pop("count"), '$.positions[0]: "count" is missing (a required key)'),
    ("dealer 9", _set("dealer", 9), "$.positions[0].dealer: 9 is greater than the maximum of 3"),
    # 44 sequences of 4 plays (corpus/perft/perft.json, confirmed by test_perft's brute force)
    ("count 45", _set("count", 45), "$.positions[0].count: 45 is not the reference's count, 44"),
    ("breakdown", lambda p: p["breakdown"].__setitem__("9C", 7),
     "$.positions[0].breakdown: 9C has 7, the reference counts 8"),
]


@pytest.mark.parametrize("change, words", [(c, w) for _, c, w in BAD_POSITIONS], ids=[n for n, _, _ in BAD_POSITIONS])
def test_a_bad_perft_position_is_exit_2_with_its_json_path(change: Callable[[dict[str, Any]], Any], words: str,
                                                            tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _perft_file(tmp_path, change)
    code, err = _conformance(["--only", "perft", "--perft", str(path), "--out", str(tmp_path / "out")], capsys)
    assert code == 2 and f"--perft: {path}: {words}" in err, err
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_a_depth_past_the_cards_left_is_refused(tmp_path: Path) -> None:
    doc = json.loads(PERFT.read_text(encoding="utf-8"))
    late = next(p for p in doc["positions"] if p["name"] == "last-two-tricks-d8")
    assert len([a for a in late["actions"] if a["type"] == "play"]) == 24  # 32 - 24 = 8 cards left
    path = tmp_path / "late.json"
    path.write_text(json.dumps({**doc, "positions": [{**late, "depth": 9}]}), encoding="utf-8")
    with pytest.raises(ValueError, match=r"\$\.positions\[0\]\.depth: 9 card plays, but 8 cards are left"):
        perft.load(path)


def test_a_count_past_the_limit_of_a_run_stops_and_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # depth 32 from the first trick: every sequence of the hand's whole card play, far more than
    # 100,000 (the reference's walk stops at the limit instead of walking them all)
    path = _perft_file(tmp_path, _set("depth", 32))
    walked_into = perft.reference_child
    descents: list[int] = []  # every node the reference's walk steps into below the root

    def counted_child(h: Any, seat: Any, c: Any) -> Any:
        descents.append(1)
        return walked_into(h, seat, c)

    monkeypatch.setattr(perft, "reference_child", counted_child)
    code, err = _conformance(["--only", "perft", "--perft", str(path)], capsys)
    assert code == 2
    # the walk stopped at the limit: it stepped only into card sequences it had counted, at most
    # 100,000 of them (the whole tree holds far more)
    assert 0 < len(descents) <= 100_000, len(descents)
    assert (f"--perft: {path}: $.positions[0].depth: the tree of perft(32) holds more than 100,000 card sequences "
            "of 1 to 32 plays: the perft trees of one run hold at most 100,000") in err, err


def test_the_trees_of_a_run_add_up_within_the_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from .test_perft import brute_count

    position = json.loads(PERFT.read_text(encoding="utf-8"))["positions"][0]
    # the sequences of 1 to 4 plays of first-trick-d4, by the brute force written from the rule card
    tree = sum(brute_count({**position, "depth": d})[0] for d in range(1, 5))
    monkeypatch.setattr(perft, "max_sequences", lambda: 2 * tree + 10)
    one = _perft_file(tmp_path, lambda p: None, name="a.json")
    perft.load_all([one, one])  # two trees fit, and 10 sequences are left
    with pytest.raises(ValueError, match=r"b\.json: \$\.positions\[0\]\.depth: the tree of perft\(4\) holds "
                                         r"more than 10 card sequences of 1 to 4 plays \(what the positions before it "
                                         r"leave\)"):
        perft.load_all([one, one, _perft_file(tmp_path, lambda p: None, name="b.json")])


def test_at_most_1000_positions_in_a_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(PERFT.read_text(encoding="utf-8"))
    many = tmp_path / "many.json"
    many.write_text(json.dumps({**doc, "positions": doc["positions"][:1] * 1001}), encoding="utf-8")
    code, err = _conformance(["--only", "perft", "--perft", str(many)], capsys)
    assert code == 2 and "$.positions: 1,001 positions: one run plays at most 1,000 perft positions" in err, err
    half = tmp_path / "half.json"
    half.write_text(json.dumps({**doc, "positions": doc["positions"][:1] * 600}), encoding="utf-8")
    with pytest.raises(ValueError, match=r"half\.json: \$\.positions: 600 positions after 600 in the files before it"):
        perft.load_all([half, half])


def test_a_perft_file_of_another_profile_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _conformance(["--only", "perft", "--perft", str(ACANOMAS_PERFT)], capsys)
    assert code == 2 and "$.profile: a perft file of profile belote-acanomas, not belote-classic" in err, err


def test_an_acanomas_dealer_is_a_seat_of_the_game(tmp_path: Path) -> None:
    # two-players-d4 is a 2-player game: seats 0 and 1
    path = _perft_file(tmp_path, _set("dealer", 3), source=ACANOMAS_PERFT)
    with pytest.raises(ValueError, match=r"\$\.positions\[0\]\.dealer: first dealer must be seat 0 or 1, not 3"):
        perft.load(path, "belote-acanomas")


def test_the_shipped_perft_files_are_read() -> None:
    assert [len(perft.load(PERFT)), len(perft.load(ACANOMAS_PERFT, "belote-acanomas"))] == [11, 9]


# --- --golden: a clean golden of the profile checked ------------------------------------------------
def _golden_with(tmp_path: Path, change: Callable[[dict[str, Any]], Any]) -> Path:
    doc = json.loads((ROOT / "corpus" / "golden" / "capot-by-takers.json").read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / "g.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _wrong_points(doc: dict[str, Any]) -> None:
    doc["hands"][0]["facts"]["score"]["card_points"][0] += 1


def _card_twice(doc: dict[str, Any]) -> None:
    order = doc["hands"][0]["order"]
    order[1] = order[0]


@pytest.mark.parametrize("file, words", [
    (ROOT / "corpus" / "negative" / "revoke.json",
     "not a golden: the audit finds that it breaks a rule (a negative golden: give it with --negative): "
     "$.hands[0].actions[3]"),
    (ROOT / "corpus" / "acanomas" / "golden" / "pairs.json",
     "$.profile: a transcript of profile belote-acanomas, not belote-classic (--profile)"),
    (_wrong_points, "not a golden: the audit finds that it breaks a rule: $.hands[0].facts.score.card_points[0]"),
    (_card_twice, "not a golden: the audit finds that it breaks a rule: $.hands[0].order"),
], ids=["negative golden", "other profile", "wrong fact", "card twice"])
def test_a_golden_that_is_not_clean_is_refused_before_the_engine(file: Any, words: str, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = file if isinstance(file, Path) else _golden_with(tmp_path, file)
    code, err = _conformance(["--only", "golden", "--golden", str(path), "--engine", "/no/such/adapter"], capsys)
    assert code == 2 and f"--golden: {path}: {words}" in err, err  # refused before the engine is started
    assert "could not start" not in err


def test_a_golden_of_the_profile_checked_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _conformance(["--only", "golden", "--golden", str(ROOT / "corpus" / "golden" / "capot-by-takers.json"),
                              "--out", str(tmp_path)], capsys)
    assert code == 0, err
    code, err = _conformance(["--profile", "acanomas", "--only", "golden", "--golden",
                              str(ROOT / "corpus" / "acanomas" / "golden" / "pairs.json"), "--out", str(tmp_path)],
                             capsys)
    assert code == 0, err


def test_a_negative_of_another_profile_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    negative = next((ROOT / "corpus" / "acanomas" / "negative").glob("*.json"))
    code, err = _conformance(["--only", "negative", "--negative", str(negative)], capsys)
    assert code == 2 and "$.profile: a transcript of profile belote-acanomas, not belote-classic" in err, err


# --- the engine's tree: its walk stops past the reference's --------------------------------------------
def test_an_engine_that_allows_every_card_stops_its_walk(capsys: pytest.CaptureFixture[str]) -> None:
    """An engine without any obligation (every held card legal at every step): its tree of a deep
    position is far larger than the reference's, and its walk stops once it holds more card
    sequences than the reference's, the first difference found and reported."""
    from belote_ref.conformance.driver import InProcessEngine
    from belote_ref.conformance.reference_adapter import ReferenceAdapter
    from belote_ref.play import FOLLOW_SUIT
    from belote_ref.rules import classic_rules

    def anything(ruleset: Any) -> Any:
        return classic_rules(ruleset).replace(play_obligation=lambda hand, trick, trump: (FOLLOW_SUIT, hand,
                                                                                         FOLLOW_SUIT, hand))

    pos = perft.load(PERFT)[0]  # first-trick-d4: seat 0 leads, spades trump
    deep = dataclasses.replace(pos, depth=6)
    _, _, limit = perft.reference_walk(deep)
    engine = InProcessEngine(ReferenceAdapter(anything).handle)
    engine.open()
    requests = engine.stats.requests
    total, breakdown, first = perft.engine_perft(engine, deep, lambda clause, situation: None)
    assert first is not None and first["stopped"] == limit
    assert first["clause"] == "PLAY-FOLLOW-SUIT" and first["illegal"]  # the engine allows a card off the suit led
    # a few requests per node walked: bounded by the reference's tree, not by the engine's (8**4 * 7 * 7
    # = 200,704 sequences of 6 plays: every held card legal, eight in the first trick, seven after)
    assert engine.stats.requests - requests < 30 * limit < 200_704


# --- the reference's tree: walked once per position in a run ---------------------------------------------
def _count_calls(monkeypatch: pytest.MonkeyPatch, name: str) -> Counter[str]:
    """The calls of ``perft.<name>`` from now on, by position name (its first argument after the
    engine, for engine_perft)."""
    calls: Counter[str] = Counter()
    real = getattr(perft, name)

    def counted(*args: Any, **kw: Any) -> Any:
        calls[next(a for a in args if isinstance(a, perft.Position)).name] += 1
        return real(*args, **kw)

    monkeypatch.setattr(perft, name, counted)
    return calls


@pytest.mark.parametrize("profile, path", [("classic", PERFT), ("acanomas", ACANOMAS_PERFT)],
                         ids=["classic", "acanomas"])
def test_the_command_walks_each_reference_tree_once(profile: str, path: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """``belote-ref conformance --perft``: the reference's tree of each position checks the file's
    count and bounds the engine's walk, walked once for both (not once by the command's check of
    the file, again by the run's, and again for the bound)."""
    names = Counter(p["name"] for p in json.loads(path.read_text(encoding="utf-8"))["positions"])
    assert len(names) == (11 if profile == "classic" else 9) and set(names.values()) == {1}
    walks = _count_calls(monkeypatch, "reference_walk")
    compared = _count_calls(monkeypatch, "engine_perft")
    code, err = _conformance(["--profile", profile, "--only", "perft", "--perft", str(path), "--out", str(tmp_path)],
                             capsys)
    assert code == 0, err
    assert compared == names  # every position's count compared on the engine
    assert walks == names


def test_a_run_walks_each_reference_tree_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A run given the perft files alone (no positions read before it) reads them, and walks each
    position's tree once for the file's check and the bound of the engine's walk."""
    from .helpers import config, run_mutant

    names = Counter(p["name"] for p in json.loads(PERFT.read_text(encoding="utf-8"))["positions"])
    walks = _count_calls(monkeypatch, "reference_walk")
    compared = _count_calls(monkeypatch, "engine_perft")
    _, outcome = run_mutant(None, config(only=["perft"], perft=[PERFT]))
    assert not outcome.departures and not outcome.errors and outcome.cases["perft"] == len(names)
    assert not [n for n in outcome.not_run if "perft" in n], outcome.not_run
    assert compared == names
    assert walks == names


def test_a_position_changed_after_its_check_is_walked_again() -> None:
    """The tree kept on a checked position is of the position as it is: a copy at another depth
    (``dataclasses.replace``) or a depth changed in place has its own count, and the engine's walk
    its own bound (a tree kept from depth 4, 89 sequences, would stop the walks at depths 5 and 6)."""
    from belote_ref.conformance.driver import InProcessEngine
    from belote_ref.conformance.reference_adapter import ReferenceAdapter
    from belote_ref.play import FOLLOW_SUIT
    from belote_ref.rules import classic_rules

    from .test_perft import brute_count

    position = json.loads(PERFT.read_text(encoding="utf-8"))["positions"][0]  # first-trick-d4

    def brute(depth: int) -> tuple[int, dict[str, int]]:
        """perft(depth) and its breakdown by the brute force written from the rule card."""
        return brute_count({**position, "depth": depth})

    def anything(ruleset: Any) -> Any:  # an engine without any obligation: its walk stops at the bound
        return classic_rules(ruleset).replace(play_obligation=lambda hand, trick, trump: (FOLLOW_SUIT, hand,
                                                                                         FOLLOW_SUIT, hand))

    reference = InProcessEngine(ReferenceAdapter().handle)
    lax = InProcessEngine(ReferenceAdapter(anything).handle)
    reference.open()
    lax.open()
    assert sum(brute(d)[0] for d in range(1, 5)) == 89

    def check(pos: perft.Position, depth: int) -> None:
        assert perft.engine_perft(reference, pos, lambda clause, situation: None) == (*brute(depth), None)
        _, _, first = perft.engine_perft(lax, pos, lambda clause, situation: None)
        assert first is not None and first["stopped"] == sum(brute(d)[0] for d in range(1, depth + 1))

    pos = perft.load(PERFT)[0]
    check(pos, 4)
    check(dataclasses.replace(pos, depth=6), 6)
    pos.depth = 5
    check(pos, 5)
    pos.depth = 4
    check(pos, 4)


def test_the_perft_benchmark_checks_each_file_under_its_own_profile() -> None:
    """``benchmarks/conformance.py --perft``: the command it times names the files' profile, so a
    belote-acanomas perft file is checked as one (it stopped on an assertion before); files of
    two profiles are refused."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location("_tool_conformance_bench", ROOT / "benchmarks" / "conformance.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench
    spec.loader.exec_module(bench)
    aca = ROOT / "corpus" / "acanomas" / "perft" / "perft.json"
    classic = ROOT / "corpus" / "perft" / "perft.json"
    assert bench.perft_profile([aca]) == "belote-acanomas"
    assert bench.perft_profile([classic]) == "belote-classic"
    assert bench.perft_command([aca], "belote-acanomas")[5:] == ["--profile", "belote-acanomas", "--perft", str(aca)]
    with pytest.raises(SystemExit, match="one profile"):
        bench.perft_profile([aca, classic])
