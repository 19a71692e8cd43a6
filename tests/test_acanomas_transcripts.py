"""Transcripts of profile belote-acanomas (spec/transcripts.md, "Profile belote-acanomas"): the
corpus (goldens audit clean, negatives give exactly their expected departures), the writer and
the one reader (the schema of the profile a document names, wherever the key stands), and the
commands with ``--profile``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from belote_ref.acanomas.ruleset import make_ruleset
from belote_ref.cli import main
from belote_ref.players import play_match
from belote_ref.transcript.acanomas_corpus import exercised
from belote_ref.transcript.audit import audit_document, audit_text, report_json
from belote_ref.transcript.corpus import dumps
from belote_ref.transcript.schema import AUDIT_REPORT_ID, schema_problems
from belote_ref.transcript.write import transcript_of

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus" / "acanomas"
GOLDEN = sorted((CORPUS / "golden").glob("*.json"))
NEGATIVE = sorted((CORPUS / "negative").glob("*.json"))


def _key(d: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple((x is None, x or 0) for x in d[:2]) + d[2:]


def test_the_corpus_has_goldens_and_negatives() -> None:
    assert len(GOLDEN) >= 10 and len(NEGATIVE) >= 14


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_goldens_follow_the_rules(path: Path) -> None:
    report = audit_text(path.read_text(encoding="utf-8"), path.name)
    assert report.exit == 0, [str(d) for d in report.departures] + [e.message for e in report.errors]


@pytest.mark.parametrize("path", [p for p in GOLDEN if not p.name.startswith("physical-")], ids=lambda p: p.name)
def test_a_golden_declares_the_clauses_its_replay_exercises(path: Path) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert set(doc["metadata"]["clauses"]) <= exercised(doc)
    assert "ACA-SCORE-ITEMS" in doc["metadata"]["clauses"]


@pytest.mark.parametrize("path", NEGATIVE, ids=lambda p: p.name)
def test_negatives_give_exactly_their_expected_departures(path: Path) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    report = audit_text(path.read_text(encoding="utf-8"), path.name)
    assert report.exit == 1
    got = sorted(((d.hand, d.action_index, d.clause, d.kind) for d in report.departures), key=_key)
    expected = sorted(((e["hand"], e["action_index"], e["clause"], e["kind"]) for e in doc["expected_departures"]), key=_key)
    assert got == expected


def test_the_corpus_covers_the_clauses_of_each_player_count() -> None:
    covered = set().union(*(json.loads(p.read_text(encoding="utf-8"))["metadata"]["clauses"] for p in GOLDEN))
    assert {"ACA-DEAL-TWO", "ACA-DEAL-THREE", "ACA-DEAL-FOUR", "ACA-PLAY-PAIRS", "ACA-COMB-VERDICT",
            "ACA-CLAIM-WRONG", "ACA-CLAIM-ELIMINATION", "ACA-SCORE-MAKER", "ACA-MATCH-END"} <= covered


def _aca_rules_clauses() -> set[str]:
    index = json.loads((ROOT / "spec" / "clauses.json").read_text(encoding="utf-8"))
    return {c["id"] for c in index["clauses"] if c["id"].startswith("ACA-") and c["scope"] == "rules"}


def test_the_goldens_together_cover_every_aca_rules_clause() -> None:
    """Issue 12: each rules clause of the profile is in some golden's declared clause list (the
    test above checks each list against what the golden's replay exercises)."""
    aca = _aca_rules_clauses()
    assert len(aca) >= 68 and "ACA-AI-LEVELS" not in aca  # a players clause, not a rule of the game
    faults = {c for c in aca if c.startswith(("ACA-PENALTY-", "ACA-PREMIUM-"))}
    assert len(faults) == 7  # the faults of text 000 §14 and their scoring: only a physical record shows them
    covered = set().union(*(json.loads(p.read_text(encoding="utf-8"))["metadata"]["clauses"] for p in GOLDEN))
    assert sorted(aca - faults - covered) == []
    negatives = [json.loads(p.read_text(encoding="utf-8")) for p in NEGATIVE]
    shown = set().union(*(d["metadata"]["clauses"] for d in negatives if d.get("physical")))
    reported = {e["clause"] for d in negatives for e in d["expected_departures"]}
    assert sorted(faults - shown) == []  # each fault: a physical record showing it,
    assert sorted(faults - reported - {"ACA-PENALTY-FAULTS"}) == []  # its audit reporting it under its clause


def _scripted(name: str) -> dict[str, Any]:
    return json.loads((CORPUS / "golden" / f"scripted-{name}.json").read_text(encoding="utf-8"))


def test_the_scripted_goldens_show_what_the_rules_say() -> None:
    """Values worked out by hand from spec/acanomas/ (the running example of audit.md; the
    hands of the scripted recipes)."""
    tie = _scripted("tie-refusals-views")["hands"][0]
    # ACA-COMB-TIE: tercias al as of ♣ (seat 0, the mano) and ♥ (seat 1), trump ♠: the first announced wins
    assert [(v["seat"], v["verdict"], v["value"]) for v in tie["facts"]["verdicts"]] == [(0, "aceptada", 20), (1, "anulada", 0)]
    assert tie["facts"]["line"]["writes"] == [96, 29]
    # ACA-BID-OTHER-CALLS twice, a bid out of turn, a card out of turn, 7♠ on A♥ holding 8♥
    assert [(r["before"], r["clause"]) for r in tie["refused"]] == [
        (0, "ACA-BID-OTHER-CALLS"), (0, "ACA-BID-OTHER-CALLS"), (0, "ACA-BID-TURN"), (4, "ACA-PLAY-CARD-IN-HAND"),
        (17, "ACA-PLAY-TURN"),
        (18, "ACA-PLAY-FOLLOW-SUIT")]
    # ACA-VIEW-PLAYER after trick 1 (7♦ A♦): seat 0 holds his nine cards but 7♦, sees 7♥ face up, the
    # stock's last card A♠ turned up over 12 face down, his tercia in full, seat 1's without its suit
    # (anulada: neither shown nor compared by the trump tie-break)
    view = tie["views"][0]["view"]
    assert view["seat"] == 0 and sorted(view["hand"]) == sorted(["AC", "KC", "QC", "9D", "JS", "8H", "10S", "7S"])
    assert (view["cards_held"], view["face_up"], view["last_card"], view["stock_face_down"]) == ([8, 8], "7H", "AS", 12)
    assert view["announcements"] == [
        {"seat": 0, "combinations": [{"kind": "escalera", "length": 3, "top": "A", "suit": "C"}]},
        {"seat": 1, "combinations": [{"kind": "escalera", "length": 3, "top": "A"}]}]
    assert view["tricks"] == [{"leader": 0, "cards": ["7D", "AD"], "winner": 1}]
    claim = _scripted("claim-right")
    # ACA-CLAIM-RIGHT: 950 + 20 + 34 = 1004 >= 1000; line 1004 - 950 = 54, seat 1 writes nothing
    assert claim["hands"][0]["facts"]["claim"]["count"] == 1004 and claim["hands"][0]["facts"]["claim"]["correct"]
    assert claim["hands"][0]["facts"]["line"]["writes"] == [54, None]
    assert claim["result"]["winner"] == 0 and claim["result"]["totals"] == [1004, 900]
    voids = _scripted("brelan-voids-runs")["hands"][0]
    # ACA-COMB-RUNS: K♦..8♦ is one quinta al rey; the cuarta al rey is refused under ACA-COMB-RUNS
    assert [(r["before"], r["clause"]) for r in voids["refused"]] == [(3, "ACA-COMB-RUNS")]
    # ACA-COMB-BRELAN-VOIDS: the other player's brelán de ases makes the quinta worthless
    assert [(v["seat"], v["verdict"], v["value"]) for v in voids["facts"]["verdicts"]] == [(0, "sin valor", 0), (1, "aceptada", 100)]


@pytest.mark.parametrize("change, departure", [
    (lambda h: h["refused"][0].update(clause="ACA-BID-TURN"), (0, 0, "ACA-BID-OTHER-CALLS", "wrong-refusal")),
    (lambda h: h["refused"][5].update(action={"type": "play", "seat": 0, "card": "8H"}),
     (0, 18, "ACA-PLAY-FOLLOW-SUIT", "wrong-refusal")),
    (lambda h: h["refused"][2].update(before=99), (0, None, "ACA-MATCH-PHASES", "wrong-refusal")),
    (lambda h: h["views"][0]["view"].update(hand=["AS"]), (0, 7, "ACA-VIEW-PLAYER", "wrong-view")),
    (lambda h: h["views"][0]["view"].update(seat=3), (0, 7, "ACA-VIEW-PLAYER", "wrong-view")),
    (lambda h: h["views"].append({"before": 30, "view": {"seat": 0}}), (0, None, "ACA-MATCH-PHASES", "wrong-view")),
])
def test_a_wrong_refusal_or_view_is_a_departure(change: Any, departure: tuple[Any, ...]) -> None:
    """Expected departures worked out by hand: a coinche is refused under ACA-BID-OTHER-CALLS,
    not ACA-BID-TURN; 8♥ on A♥ (following suit) is legal, so a refusal recorded for it is wrong
    under the recorded clause; an attempt before action 99 of a 21-action game; seat 0 holds
    eight cards after trick 1, not A♠ alone; there is no seat 3 at two players; no action 30.
    Nothing raises (exit 1, never 70)."""
    doc = _scripted("tie-refusals-views")
    change(doc["hands"][0])
    report = audit_text(dumps(doc))
    assert report.exit == 1
    assert [(d.hand, d.action_index, d.clause, d.kind) for d in report.departures] == [departure]


def test_the_physical_audit_report_carries_both_score_sheets() -> None:
    """The running example with the renege of trick 7 (spec/acanomas/audit.md): the players wrote
    103, 22; the audit's sheet gives seat 1 the premium: 103, 32."""
    text = (CORPUS / "negative" / "physical-renege.json").read_text(encoding="utf-8")
    out = report_json([audit_text(text, "renege")])
    assert schema_problems(out, AUDIT_REPORT_ID) == []
    [sheet] = out["files"][0]["sheets"]
    assert (sheet["recorded"], sheet["audit"]) == ([103, 22], [103, 32])
    assert [(f["clause"], f["seat"], f["trick"], f["premium"]) for f in sheet["faults"]] == [("ACA-PREMIUM-RENEGE", 0, 7, 10)]


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3}, {"players": 4}, {"players": 4, "pairs": True}])
def test_a_written_match_reads_back_and_audits_clean(options: dict[str, Any]) -> None:
    doc = transcript_of(play_match(seed=11, ruleset=make_ruleset(options)))
    assert doc["profile"] == "belote-acanomas"
    report = audit_text(dumps(doc))
    assert report.exit == 0 and report.hands == len(doc["hands"])
    assert audit_document(doc).exit == 0


def _golden() -> dict[str, Any]:
    return json.loads((CORPUS / "golden" / "three-players.json").read_text(encoding="utf-8"))


def test_the_profile_may_come_after_the_hands() -> None:
    """The reader validates each hand as it reads it; a profile named after the hands has them
    checked again against its schema (not refused by the team game's)."""
    doc = _golden()
    moved = {k: v for k, v in doc.items() if k != "profile"} | {"profile": doc["profile"]}
    assert list(moved)[-1] == "profile"
    assert audit_text(dumps(moved)).exit == 0
    moved["hands"][0]["order"][0] = "JH\n"
    report = audit_text(dumps(moved))
    assert report.exit == 2 and report.errors[0].path == "$.hands[0].order[0]"


def test_an_unknown_profile_or_option_is_unreadable() -> None:
    doc = _golden()
    doc["profile"] = "belote-other"
    report = audit_text(dumps(doc))
    assert (report.exit, report.errors[0].path) == (2, "$.profile")
    doc = _golden()
    doc["ruleset"]["options"]["players"] = 5
    report = audit_text(dumps(doc))
    assert (report.exit, report.errors[0].path) == (2, "$.ruleset.options.players")


def test_an_acanomas_hand_breaking_its_schema_is_named_at_its_path() -> None:
    doc = _golden()
    doc["hands"][1]["actions"][0]["type"] = "coinche-x"
    report = audit_text(dumps(doc))
    assert report.exit == 2 and report.errors[0].path == "$.hands[1].actions[0].type"


# --- the commands ----------------------------------------------------------------------------------------
def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_play_with_profile_acanomas_and_three_players(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "m.json"
    code, out, _ = run(capsys, "play", "--profile", "acanomas", "-o", "players=3", "--seed", "2", "--output", str(out_file))
    assert code == 0
    assert "random legal players" in out and "audit: follows the rules" in out
    assert json.loads(out_file.read_text(encoding="utf-8"))["ruleset"]["options"]["players"] == 3
    code, out, _ = run(capsys, "replay", "--profile", "belote-acanomas", str(out_file))
    assert code == 0 and "partial game 1 (index 0)" in out
    code, out, _ = run(capsys, "audit", "--profile", "classic", str(out_file))
    assert code == 2 and "$.profile: a transcript of profile belote-acanomas, not belote-classic" in out


def test_simulate_with_profile_writes_a_transcript_the_audit_accepts(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "s.json"
    assert run(capsys, "simulate", "--profile", "belote-acanomas", "-o", "players=4", "-o", "pairs=true",
               "--seed", "3", "--output", str(out_file))[0] == 0
    assert run(capsys, "audit", str(out_file))[0] == 0


@pytest.mark.parametrize("argv, words", [
    (["play", "--profile", "nope"], "--profile nope: unknown profile"),
    (["play", "--profile", "acanomas", "-o", "players=5"], "-o players: profile belote-acanomas"),
    (["play", "--profile", "acanomas", "-o", "coinche=true"], "-o coinche: profile belote-acanomas"),
    (["play", "--profile", "acanomas", "--players", "hard"], "the hard level does not play profile belote-acanomas yet"),
    (["tournament", "--profile", "acanomas"], "`belote-ref tournament` does not support this profile yet"),
    (["serve", "--profile", "acanomas"], "`belote-ref serve` does not support this profile yet"),
    (["conformance", "--profile", "belote-acanomas", "-o", "players=5"], "-o players: profile belote-acanomas"),
])
def test_a_bad_profile_or_option_is_exit_2_naming_it(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2 and words in err


def test_the_classic_profile_is_the_default_and_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--profile", "classic", "--seed", "1")
    assert code == 0
    assert "profile" not in json.loads(out)
    assert run(capsys, "corpus", "check", "--dir", str(ROOT / "corpus"), "--profile", "acanomas")[0] == 0


def test_the_browser_viewer_refuses_the_profile_it_does_not_show_yet() -> None:
    from belote_ref.web.viewer import document

    out = document(_golden(), "three-players.json")
    assert out["exit"] == 2 and out["errors"][0]["path"] == "$.profile"
