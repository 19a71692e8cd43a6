"""Transcripts of profile belote-acanomas (spec/transcripts.md, "Profile belote-acanomas"): the
corpus (goldens audit clean, negatives give exactly their expected departures), the writer and
the one reader (the schema of the profile a document names, wherever the key stands), and the
commands with ``--profile``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from belote_ref.profiles.acanomas.ruleset import make_ruleset
from belote_ref.cli import main
from belote_ref.players import play_match
from belote_ref.profiles.acanomas.corpus import exercised
from belote_ref.transcript.audit import audit_document, audit_text, audit_transcript, report_json
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


def test_the_browser_viewer_steps_through_a_transcript_of_the_profile() -> None:
    """The viewer's document (belote-ref view, the viewer page): one step before each recorded
    action and one after the last, each with every seat's view of the profile; a negative
    golden stops at its illegal action with the clause the audit names."""
    from belote_ref.web.viewer import document

    doc = _golden()
    out = document(doc, "three-players.json")
    assert out["exit"] == 0 and out["profile"] == "belote-acanomas" and not out["departures"]
    assert [len(h["steps"]) for h in out["hands"]] == [len(h["actions"]) + 1 for h in doc["hands"]]
    first = out["hands"][0]["steps"][0]
    assert len(first["views"]) == 3 and first["phase"] == "bid_round_1"
    assert [len(v["hand"]) for v in first["views"]] == [6, 6, 6]  # ACA-DEAL-THREE: 3 then 3 each
    assert first["action"] == doc["hands"][0]["actions"][0] and first["legal"]
    last = out["hands"][-1]["steps"][-1]
    assert last["action"] is None and last["to_act"] is None
    bad = json.loads((CORPUS / "negative" / "card-not-held.json").read_text(encoding="utf-8"))
    out = document(bad, "card-not-held.json")
    assert out["exit"] == 1 and out["departures"][0]["clause"] == "ACA-PLAY-CARD-IN-HAND"
    stopped = out["hands"][0]
    assert stopped["steps"][-1]["refused"]["clause"] == "ACA-PLAY-CARD-IN-HAND"
    assert out["departures"][0]["step"] == {"hand": 0, "step": len(stopped["steps"]) - 1}


def _sheets(name: str, change: Any = None) -> tuple[Any, list[dict[str, Any]]]:
    doc = json.loads((CORPUS / ("negative" if "not-carried" in name or "playing-on" in name else "golden")
                      / f"{name}.json").read_text(encoding="utf-8"))
    if change is not None:
        change(doc)
    report = audit_text(dumps(doc), name)
    return report, report_json([report])["files"][0]["sheets"]


def test_a_physical_record_carries_the_pot_to_the_next_game() -> None:
    """Games 1 and 2 of golden three-players at a physical table (ACA-SCORE-POTS, ACA-AUDIT-PHYSICAL):
    in game 1 seat 1, the maker, has 17 raw, below seat 0 (67) and seat 2 (40): his 17 wait for
    seats 0 and 2; in game 2 seat 2 (63 raw) beats seat 0 (3) and takes the pot: 0 + 17 on his line."""
    report, (first, second) = _sheets("physical-pot-carried")
    assert report.exit == 0
    assert first["pots"] == [{"points": 17, "contenders": [0, 2]}] and first["pots_taken"] == []
    assert second["pots_taken"] == [{"side": 2, "points": 17}] and second["pots"] == []
    assert (second["recorded"], second["audit"]) == ([3, 151, 17], [3, 151, 17])
    # the players forgetting the pot: a difference under ACA-SCORE-POTS at game 2, side 2
    report, (_, second) = _sheets("physical-pot-not-carried")
    assert [(d.hand, d.path, d.clause, d.recorded, d.expected) for d in report.departures] == [
        (1, "$.hands[1].line[2]", "ACA-SCORE-POTS", 0, 17)]


def test_a_physical_record_carries_the_seat_that_left() -> None:
    """Golden three-players-claims at a physical table: seat 2's wrong claim in game 1 (23 at
    trick 7) puts him out (ACA-CLAIM-ELIMINATION); game 2 is played by seats 0 and 1 alone, and
    seat 1's wrong claim there ends the match for seat 0 (ACA-CLAIM-WRONG): nothing is written."""
    report, (first, second) = _sheets("physical-elimination-carried")
    assert report.exit == 0
    assert (first["out"], first["audit"]) == ([2], [85, 0, None])
    assert (second["out"], second["audit"], second["stopped"]) == ([2], [None, None, None], None)
    # seat 2 acting on in the next game: the replay of that game stops at his first action
    report, (_, second) = _sheets("physical-out-playing-on")
    assert [(d.hand, d.action_index, d.clause, d.seat) for d in report.departures] == [(1, 0, "ACA-CLAIM-ELIMINATION", 2)]
    assert second["audit"] is None


def test_a_partial_game_recorded_after_the_end_of_the_match_is_a_departure() -> None:
    """Seat 0 won the match by seat 1's wrong claim in game 2: a third game is not replayed (ACA-MATCH-END)."""
    def third(doc: dict[str, Any]) -> None:
        doc["hands"].append({**doc["hands"][1], "number": 3, "dealer": 0})
    report, sheets = _sheets("physical-elimination-carried", third)
    assert [(d.hand, d.action_index, d.clause) for d in report.departures] == [(2, None, "ACA-MATCH-END")]
    assert sheets[2]["audit"] is None


def _legal_cards(view: dict[str, Any]) -> list[str]:
    return sorted(a.get("card", "claim") for a in view["legal_actions"])


def test_the_scripted_three_player_golden_shows_refusals_and_views() -> None:
    """Worked out by hand (spec/acanomas/): 3 players, seat 2 deals, seat 0 the mano takes the
    turned 7♠ in round 1. Seat 0 holds A♠ 10♠ K♠ A♥ 10♥ K♥ (first deal) 7♦ 8♦ 9♦, seat 1
    J♠ 9♠ 8♠ Q♥ J♥ 9♥ A♣ 10♣ K♣, seat 2 Q♠ A♦ 10♦ K♦ Q♦ J♦ Q♣ J♣ 9♣; the stock is the 4 cards
    left, 7♣ 8♣ 7♥ 8♥ in the recipe's card order, 8♥ last (card 32, turned up)."""
    h = _scripted("three-players-refusals-views")["hands"][0]
    # actions: 0 take; trick 1: 1 announce(0) 2 A♥, 3 announce(1) 4 9♥, 5 announce(2) 6 Q♠
    assert [(r["before"], r["clause"]) for r in h["refused"]] == [
        (0, "ACA-BID-TURN"),  # seat 1 before the mano
        (0, "ACA-BID-ROUND1"),  # round 1: only the turned suit ♠
        (1, "ACA-COMB-ANNOUNCE"),  # seat 0 holds A♥ K♥ but no Q♥: no tercia al as de ♥
        (4, "ACA-PLAY-FOLLOW-SUIT"),  # J♠ on A♥ holding Q♥ J♥ 9♥
        (4, "ACA-CLAIM-WHEN"),  # trick 1: seat 1 has won no trick
        (6, "ACA-PLAY-MUST-TRUMP")]  # seat 2 void in ♥ holds Q♠: must trump though seat 0 is master
    before, after = (v["view"] for v in h["views"])
    assert (before["seat"], before["phase"], before["to_act"], before["face_up"]) == (1, "bid_round_1", 0, "7S")
    assert sorted(before["hand"]) == sorted(["JS", "9S", "8S", "QH", "JH", "9H"]) and before["cards_held"] == [6, 6, 6]
    assert before["legal_actions"] == [] and before["totals"] == [0, 0, 0]
    assert (after["seat"], after["to_act"], after["last_card"], after["stock_face_down"]) == (2, 2, "8H", 3)
    assert sorted(after["hand"]) == sorted(["AD", "10D", "KD", "QD", "JD", "QC", "JC", "9C"]) and after["cards_held"] == [8, 8, 8]
    # the quinta al as (100) beats the tercia al nueve: seat 2's is aceptada and shown, seat 0's anulada, its suit hidden
    assert [(v["seat"], v["verdict"], v["value"]) for v in after["verdicts"]] == [(0, "anulada", 0), (2, "aceptada", 100)]
    assert after["announcements"][0]["combinations"] == [{"kind": "escalera", "length": 3, "top": "9"}]
    assert after["shown"] == [{"seat": 2, "cards": ["10D", "JD", "QD", "KD", "AD"]}]
    assert after["tricks"] == [{"leader": 0, "cards": ["AH", "9H", "QS"], "winner": 2}]


FOUR_HANDS = {0: ["AS", "10S", "KS", "QS", "JS", "7C", "8C", "9C"], 1: ["9H", "AH", "10H", "7D", "8D", "JH", "9D", "10D"],
              2: ["AC", "10C", "KC", "QC", "JC", "AD", "KD", "QD"], 3: ["KH", "QH", "8H", "7H", "JD", "7S", "8S", "9S"]}


@pytest.mark.parametrize("pairs", [False, True])
def test_the_scripted_four_player_goldens_show_refusals_and_views(pairs: bool) -> None:
    """Worked out by hand: 4 players, seat 3 deals, seat 0 passes, seat 1 takes the turned J♥
    (the hands :data:`FOUR_HANDS`). Actions: 0 pass, 1 take; trick 1 announce/card pairs 2-9
    (A♠ 10♥ Q♦ 7♠), trick 2 10-13 (7♦ A♦ J♦ 7♣), trick 3 14-17 (A♣ 7♥ 8♣, then seat 1)."""
    h = _scripted("pairs-refusals-views" if pairs else "four-players-refusals-views")["hands"][0]
    refused = [(0, "ACA-BID-TURN"), (1, "ACA-BID-ROUND1"), (5, "ACA-PLAY-MUST-TRUMP"), (9, "ACA-PLAY-FOLLOW-SUIT"),
               (15, "ACA-PLAY-MUST-TRUMP")]
    # each for himself, seat 1 void in ♣ must overtrump seat 3's 7♥: 8♦ refused; in pairs his partner is master
    assert [(r["before"], r["clause"]) for r in h["refused"]] == refused + ([] if pairs else [(17, "ACA-PLAY-OVERTRUMP")])
    first, trick1, trick3 = (v["view"] for v in h["views"])
    assert (first["seat"], first["phase"], first["face_up"], first["last_card"]) == (2, "bid_round_1", "JH", None)
    assert sorted(first["hand"]) == sorted(FOUR_HANDS[2][:5]) and first["cards_held"] == [5, 5, 5, 5]
    assert first["totals"] == ([0, 0] if pairs else [0, 0, 0, 0])
    assert trick1["seat"] == 3 and sorted(trick1["hand"]) == sorted(FOUR_HANDS[3]) and trick1["cards_held"] == [7, 7, 7, 8]
    assert _legal_cards(trick1) == ["7S", "8S", "9S"]  # must follow ♠
    assert trick1["verdicts"] == [] and trick1["announcements"][0]["combinations"] == [
        {"kind": "escalera", "length": 5, "top": "A"}]  # not yet judged: its suit hidden
    assert trick3["seat"] == 1 and sorted(trick3["hand"]) == sorted(["8D", "9D", "10D", "9H", "JH", "AH"])
    if pairs:  # partner master: any card (ACA-PLAY-PAIRS); pair 0's two quintas both count (ACA-COMB-PAIRS)
        assert _legal_cards(trick3) == sorted(["8D", "9D", "10D", "9H", "JH", "AH", "claim"])
        verdicts = [(0, "aceptada", 100), (1, "anulada", 0), (2, "aceptada", 100), (3, "anulada", 0)]
    else:  # two quintas al as tied, neither of trump: the mano's (seat 0) wins (ACA-COMB-TIE)
        assert _legal_cards(trick3) == sorted(["9H", "JH", "AH", "claim"])
        verdicts = [(0, "aceptada", 100), (1, "anulada", 0), (2, "anulada", 0), (3, "anulada", 0)]
    assert [(v["seat"], v["verdict"], v["value"]) for v in trick3["verdicts"]] == verdicts
    assert trick3["tricks"][:2] == [{"leader": 0, "cards": ["AS", "10H", "QD", "7S"], "winner": 1},
                                    {"leader": 1, "cards": ["7D", "AD", "JD", "7C"], "winner": 2}]


def test_a_fact_the_profile_does_not_know_is_noted_as_for_the_team_game() -> None:
    """``facts.score`` is no fact of this profile (its schema's facts have no ``score``): the game
    follows the rules, and a note names the fact as unknown, not checked, as the team game's audit
    does; a ``maker`` recorded for a void partial game is not checked either, and its note says why."""
    doc = json.loads((CORPUS / "golden" / "four-players.json").read_text(encoding="utf-8"))
    doc["hands"][0]["facts"]["score"] = "x"
    report = audit_text(dumps(doc))
    assert report.exit == 0
    assert [(n.hand, n.message) for n in report.notes] == [(None, (
        "fields this reader does not know, ignored (a misspelt name, or a newer minor version's field): "
        "$.hands[0].facts.score"))]
    doc = json.loads((CORPUS / "golden" / "void-games.json").read_text(encoding="utf-8"))
    doc["hands"][1]["facts"]["maker"] = 1
    report = audit_text(dumps(doc))
    assert report.exit == 0
    assert [(n.hand, n.message) for n in report.notes] == [(1, (
        "hand index 1: recorded facts not checked (the partial game was void: no one took): maker"))]


# --- a start no match can have, seats the match does not have (spec/transcripts.md, "Profile belote-acanomas") --
def _start(**start: Any) -> Any:
    return lambda doc: doc["start"].update(start)


@pytest.mark.parametrize("name, change, path, words", [
    ("three-players", lambda doc: doc.update(first_dealer=3), "$.first_dealer",
     "first dealer must be seat 0, 1 or 2, not 3 [ACA-MATCH-DEALER]"),
    ("three-players", _start(out=[0]), "$.first_dealer",
     "first dealer must be a seat still in the match (1, 2), not 0, which has left it [ACA-MATCH-DEALER]"),
    ("three-players", _start(out=[0, 1, 2]), "$.start.out", "every seat has left the match"),
    ("three-players", lambda doc: doc["ruleset"]["options"].update(players=4), "$.start.totals",
     "a match of 4 players has 4 totals (one per player), not 3 [ACA-SEATS-PLAYERS]"),
    ("three-players", lambda doc: doc["ruleset"]["options"].update(players=2), "$.start.totals",
     "a match of 2 players has 2 totals (one per player), not 3"),
    ("three-players", _start(totals=[0, 0]), "$.start.totals",
     "a match of 3 players has 3 totals (one per player), not 2"),
    ("two-players", _start(totals=[0, 0, 0]), "$.start.totals",
     "a match of 2 players has 2 totals (one per player), not 3"),
    ("pairs", _start(totals=[0, 0, 0, 0]), "$.start.totals",
     "a match of 4 players in pairs has 2 totals (one per pair), not 4"),
    ("three-players", _start(out=[3]), "$.start.out[0]",
     "seat 3 is not a seat of this match (0, 1, 2) [ACA-SEATS-ORDER]"),
    ("three-players", _start(out=[1, 1]), "$.start.out[1]", "seat 1 is listed twice [ACA-CLAIM-ELIMINATION]"),
    ("three-players", _start(barred=[3]), "$.start.barred[0]", "side 3 is not a side of this match (0, 1, 2)"),
    ("pairs", _start(barred=[2]), "$.start.barred[0]", "side 2 is not a side of this match (0, 1) [ACA-SEATS-PLAYERS]"),
    ("three-players", _start(pots=[{"points": 10, "contenders": []}]), "$.start.pots[0].contenders",
     "a pending pot waits for at least one contender, not none [ACA-SCORE-POTS]"),
    ("three-players", _start(pots=[{"points": 5, "contenders": [1, 2]}, {"points": 10, "contenders": [0, 3]}]),
     "$.start.pots[1].contenders[1]", "side 3 is not a side of this match (0, 1, 2) [ACA-SCORE-POTS]"),
    ("three-players", _start(pots=[{"points": 10, "contenders": [2, 2]}]), "$.start.pots[0].contenders[1]",
     "side 2 is listed twice"),
    ("physical-played-correctly", lambda doc: doc.update(first_dealer=2), "$.first_dealer",
     "first dealer must be seat 0 or 1, not 2"),
    ("physical-played-correctly", lambda doc: doc["hands"][0].update(line=[96]), "$.hands[0].line",
     "2 entries (one per side, null for nothing written), not 1"),
])
def test_a_start_no_match_can_have_is_unreadable_at_its_path(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, change: Any, path: str, words: str,
) -> None:
    """The first dealer, the totals (one per side of the ruleset's players), the seats out, the
    barred sides and the pots of the start name what the table has, each once: else the file
    cannot describe a match, and audit, replay and view say so at the JSON path (exit 2, never 70)."""
    from belote_ref.web.viewer import document

    doc = json.loads((CORPUS / "golden" / f"{name}.json").read_text(encoding="utf-8"))
    change(doc)
    report = audit_text(dumps(doc))
    assert (report.exit, [e.path for e in report.errors]) == (2, [path])
    assert words in report.errors[0].message
    view = document(doc, name)
    assert (view["exit"], view["errors"][0]["path"]) == (2, path)
    file = tmp_path / "t.json"
    file.write_text(dumps(doc), encoding="utf-8")
    for command in ("audit", "replay"):
        code, out, err = run(capsys, command, str(file))
        assert code == 2 and f"{path}: " in out + err and words in out + err and "internal error" not in out + err


def _seat_three(doc: dict[str, Any]) -> None:
    doc["hands"][0]["actions"][0]["seat"] = 3


def test_a_seat_the_match_does_not_have_is_the_same_departure_in_audit_and_replay(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    """Seat 3 at three players: an action of no seat of the match (ACA-ACTIONS-FORM), exit 1 in
    both commands at $.hands[0].actions[0]; the replay prints the action at that path too."""
    doc = _golden()
    _seat_three(doc)
    file = tmp_path / "t.json"
    file.write_text(dumps(doc), encoding="utf-8")
    departure = ("$.hands[0].actions[0] (hand index 0, seat 3): ACA-ACTIONS-FORM, illegal-action: "
                 "'seat' must be 0, 1 or 2, not 3")
    code, out, _ = run(capsys, "audit", str(file))
    assert code == 1 and departure in out
    code, out, err = run(capsys, "replay", str(file))
    assert (code, err) == (1, "") and f"departure: {departure}" in out
    assert "  action 0: not an action of this match ($.hands[0].actions[0]: 'seat' must be 0, 1 or 2, not 3" in out
    assert "  action 1: seat 1 passes" in out


@pytest.mark.parametrize("name, change, departures", [
    # seat 2 at two players, the first action: the replay of that game stops there (no second sheet)
    ("physical-played-correctly", lambda doc: doc["hands"][0]["actions"][0].update(seat=2),
     [(0, 0, "$.hands[0].actions[0]", "ACA-ACTIONS-FORM")]),
    # the recorded dealer is seat 3 at three players: game 1 is not replayed, so game 2 starts
    # without its pot of 17, and seat 2's 17 (that pot) differs from the audit's 0
    ("physical-pot-carried", lambda doc: doc["hands"][0].update(dealer=3),
     [(0, None, "$.hands[0]", "ACA-MATCH-DEALER"), (1, None, "$.hands[1].line[2]", "ACA-AUDIT-PHYSICAL")]),
    ("physical-played-correctly", lambda doc: doc["hands"][0].update(dealer=2),
     [(0, None, "$.hands[0]", "ACA-MATCH-DEALER")]),
    # two games after seat 0 won by seat 1's wrong claim in game 2: neither is replayed
    ("physical-elimination-carried", lambda doc: doc["hands"].extend([{**doc["hands"][1], "number": n, "dealer": 0}
                                                                       for n in (3, 4)]),
     [(2, None, "$.hands[2]", "ACA-MATCH-END"), (3, None, "$.hands[3]", "ACA-MATCH-END")]),
])
def test_a_physical_record_naming_what_the_match_does_not_have_stops_that_game(
    name: str, change: Any, departures: list[tuple[Any, ...]],
) -> None:
    doc = json.loads((CORPUS / "golden" / f"{name}.json").read_text(encoding="utf-8"))
    change(doc)
    report = audit_text(dumps(doc))
    assert report.exit == 1
    assert [(d.hand, d.action_index, d.path, d.clause) for d in report.departures] == departures


@pytest.mark.parametrize("start, over", [
    ({"totals": [300, 0, 0]}, True),  # side 0 reached the target of 300 alone: he has won
    ({"totals": [300, 300, 0]}, False),  # equal highest totals play on
    ({"totals": [299, 0, 0]}, False),  # nobody has reached the target
    ({"out": [1, 2]}, True),  # seat 0 is the only one left: he wins at once
])
def test_a_start_the_end_test_decides_is_a_match_already_over(start: dict[str, Any], over: bool) -> None:
    """ACA-MATCH-END on the start of golden three-players (target 300, first dealer 0): a match
    already over has no partial game after it (a departure at the first, exit 1, as the team
    game's MATCH-END); the viewer does not replay it."""
    from belote_ref.web.viewer import document

    doc = _golden()
    doc["start"].update(start)
    report = audit_text(dumps(doc))
    first = [(d.path, d.clause, d.kind, d.recorded) for d in report.departures if d.hand == 0]
    assert (first == [("$.hands[0]", "ACA-MATCH-END", "after-match-end", 5)]) == over
    assert report.exit == 1  # the recorded lines and result no longer agree either way
    view = document(doc, "three-players.json")
    assert (view["hands"][0]["steps"] == []) == over


def test_the_engine_names_the_part_of_a_match_state_it_refuses() -> None:
    """The ledger and the state machine refuse what no match has (a ValueError, as before),
    naming the part and the clause, for any reader to place."""
    from belote_ref.profiles.acanomas.match import Ledger
    from belote_ref.profiles.acanomas.pots import Pot
    from belote_ref.errors import MatchStateError
    from belote_ref.machine import Game
    from belote_ref.rules import rules_for

    rules = rules_for(make_ruleset({"players": 3}))
    for args, where, clause in [
        (([0, 0],), ("totals",), "ACA-SEATS-PLAYERS"),
        (([0, 0, 0], (), (0, 3)), ("out", 1), "ACA-SEATS-ORDER"),
        (([0, 0, 0], (Pot(7, (1, 2)), Pot(7, ()))), ("pots", 1, "contenders"), "ACA-SCORE-POTS"),
        (([0, 0, 0], (), (), (2, 2)), ("barred", 1), "ACA-CLAIM-WRONG"),
    ]:
        with pytest.raises(MatchStateError) as caught:
            Ledger(rules, *args)  # type: ignore[arg-type]
        assert (caught.value.where, caught.value.clause) == (where, clause) and isinstance(caught.value, ValueError)
    with pytest.raises(MatchStateError) as caught:
        Game(rules, 1, ledger=Ledger(rules, out=[1]))
    assert (caught.value.where, caught.value.clause) == (("first_dealer",), "ACA-MATCH-DEALER")


# --- the mutation loop: wrong but schema-valid values never make an internal error -----------------------
def _set(key: str, value: Any) -> Any:
    return lambda doc: doc.update({key: value})


def _mutations(doc: dict[str, Any]) -> dict[str, Any]:
    """Wrong but schema-valid values of each top-level and start field of ``doc`` (seats 0-3
    whatever the players, every player count, totals of each length, at the schema's bounds,
    seats out, barred sides, pots naming absent seats), and seats and dealers the match does not
    have in its first partial game and, for a physical record, lines of each length."""
    sides = len(doc["start"]["totals"])
    players = doc["ruleset"]["options"]["players"]
    first = doc["first_dealer"]
    out: dict[str, Any] = {f"first_dealer={s}": _set("first_dealer", s) for s in range(4)}
    out |= {f"players={p}": (lambda d, p=p: d["ruleset"]["options"].update(players=p)) for p in (2, 3, 4)}
    out["pairs"] = lambda d: d["ruleset"]["options"].update(pairs=not d["ruleset"]["options"]["pairs"])
    out |= {f"totals*{n}": _start(totals=[0] * n) for n in (2, 3, 4)}
    out |= {f"totals={t}": _start(totals=[t] + [0] * (sides - 1)) for t in (-10**9, 10**9, 1000, 300)}
    out["totals all huge"] = _start(totals=[10**9] * sides)
    out["no start"] = lambda d: d.pop("start")
    out |= {f"out=[{s}]": _start(out=[s]) for s in range(4)}
    out |= {"out=[first, first]": _start(out=[first, first]), "out=all": _start(out=list(range(players))),
            "out=all but first": _start(out=[s for s in range(players) if s != first])}
    out |= {f"barred=[{s}]": _start(barred=[s]) for s in range(4)}
    out |= {"barred=all": _start(barred=[0, 1, 2, 3]), "barred twice": _start(barred=[0, 0])}
    for c in ([], [0], [3], [0, 3], [1, 1], [0, 1], [1, 2], [0, 1, 2, 3]):
        out[f"pot {c}"] = _start(pots=[{"points": 10, "contenders": c}])
    out |= {f"pot of {p}": _start(pots=[{"points": p, "contenders": [0, 1]}]) for p in (-10**9, 0, 10**9)}
    out["100 pots"] = _start(pots=[{"points": 10**9, "contenders": [0, 1]}] * 100)
    out["pot of a seat out"] = _start(out=[1], pots=[{"points": 10, "contenders": [0, 1]}])
    out |= {"seats": _set("seats", [{"seat": 3, "kind": "ai"}] * 4), "no hands": _set("hands", []),
            "result": _set("result", {"totals": [1], "out": [7]}),
            "physical": _set("physical", not doc.get("physical", False))}
    h0 = doc["hands"][0]
    out |= {f"dealer={s}": (lambda d, s=s: d["hands"][0].update(dealer=s)) for s in range(4)}
    out |= {f"seat={s}": (lambda d, s=s: d["hands"][0]["actions"][0].update(seat=s)) for s in range(4)}
    out["last seat=3"] = lambda d: d["hands"][0]["actions"][-1].update(seat=3)
    if "line" in h0:
        out |= {f"line*{n}": (lambda d, n=n: d["hands"][0].update(line=[10**9] * n)) for n in range(5)}
        shows = [{**h0["shows"][0], "seat": 3}] if h0.get("shows") else []
        out["shows seat 3"] = lambda d: d["hands"][0].update(shows=shows)
    return out


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_wrong_top_level_and_start_values_are_never_an_internal_error(path: Path) -> None:
    """Each mutation of :func:`_mutations` (the first two partial games kept, for speed): the
    audit, the replay and the viewer's document agree on the exit (0, 1 or 2, never 70 or an
    exception); an unreadable file names JSON paths, a departure its path."""
    from belote_ref.transcript.read import read_text
    from belote_ref.transcript.replay import render
    from belote_ref.web.viewer import document

    golden = json.loads(path.read_text(encoding="utf-8"))
    for name, change in _mutations(golden).items():
        doc = json.loads(json.dumps(golden))
        doc["hands"] = doc["hands"][:2]
        change(doc)
        text = dumps(doc)
        report = audit_text(text)
        assert report.exit in (0, 1, 2), name
        if report.exit == 2:
            assert report.errors and all(e.path.startswith("$") and e.message for e in report.errors), name
        else:
            assert all(d.path.startswith("$") for d in report.departures), name
            assert list(render(audit_transcript(read_text(text)), doc))[-1].startswith("audit: "), name
        assert document(doc, path.name)["exit"] == report.exit, name


def _two_players() -> dict[str, Any]:
    return json.loads((CORPUS / "golden" / "two-players.json").read_text(encoding="utf-8"))


def test_a_ruleset_id_its_options_do_not_give_is_a_departure() -> None:
    """ACA-RULESET-OPTIONS, as RULESET-OPTIONS for the team game (spec/transcripts.md, "The
    ruleset ID"): a 2-player match recorded with the ID of a 3-player one (the default, so the
    ID of players=2 names it: ``+players=2``) departs at ``$.ruleset.id``; the header names the ID
    the options give."""
    doc = _two_players()
    assert doc["ruleset"]["options"]["players"] == 2
    given = doc["ruleset"]["id"]
    assert given.startswith("belote-acanomas-0.1.0+") and "players=2" in given
    doc["ruleset"]["id"] = given.replace("players=2", "players=3")
    report = audit_text(dumps(doc))
    assert report.exit == 1
    assert [(d.path, d.clause, d.kind, d.recorded, d.expected) for d in report.departures] == [
        ("$.ruleset.id", "ACA-RULESET-OPTIONS", "wrong-fact", doc["ruleset"]["id"], given)]
    assert report.ruleset == given
    doc["ruleset"]["id"] = "belote-acanomas-0.1.0"  # the canonical ID: three players
    report = audit_document(doc)
    assert [(d.path, d.clause) for d in report.departures] == [("$.ruleset.id", "ACA-RULESET-OPTIONS")]


@pytest.mark.parametrize("physical", [False, True])
def test_a_ruleset_id_of_the_team_game_under_this_profile_is_unreadable(physical: bool) -> None:
    """The team game's ID in a document of profile belote-acanomas (or the other way round) is
    no ID of its profile: unreadable at ``$.ruleset.id``, never audited under the other rules."""
    doc = _two_players() if not physical else json.loads(
        next((CORPUS / "golden").glob("physical*.json")).read_text(encoding="utf-8"))
    doc["ruleset"]["id"] = "belote-classic-1.0.0"
    report = audit_text(dumps(doc))
    assert (report.exit, [e.path for e in report.errors]) == (2, ["$.ruleset.id"])
    assert "belote-acanomas-0.1.0" in report.errors[0].message
    assert "profile belote-acanomas" in report.errors[0].message
    team = json.loads((ROOT / "corpus" / "golden" / "capot-by-takers.json").read_text(encoding="utf-8"))
    team["ruleset"]["id"] = "belote-acanomas-0.1.0"
    report = audit_text(dumps(team))
    assert (report.exit, [e.path for e in report.errors]) == (2, ["$.ruleset.id"])
    team["profile"] = "belote-acanomas"  # a team-game hand labelled as the other profile
    team["ruleset"] = {"id": "belote-classic-1.0.0", "options": {}}
    team["hands"] = [{k: team["hands"][0][k] for k in ("dealer", "order", "actions")}]
    report = audit_text(dumps(team))
    assert (report.exit, [e.path for e in report.errors], report.departures) == (2, ["$.ruleset.id"], [])


@pytest.mark.parametrize("name, typo, path", [
    ("three-players", lambda d: d["hands"][0].update(fatcs=d["hands"][0].pop("facts")), "$.hands[0].fatcs"),
    ("three-players", lambda d: d["hands"][0].update(legl=d["hands"][0].pop("legal")), "$.hands[0].legl"),
    ("three-players", lambda d: d.update(reslut=d.pop("result")), "$.reslut"),
    ("three-players", lambda d: d["hands"][0]["actions"][0].update(seet=1), "$.hands[0].actions[0].seet"),
    ("three-players", lambda d: d["hands"][0]["facts"].update(tricsk=[]), "$.hands[0].facts.tricsk"),
    ("three-players", lambda d: d["start"].update(potz=[]), "$.start.potz"),
    ("physical-played-correctly", lambda d: d["hands"][0].update(helt=[]), "$.hands[0].helt"),
    ("physical-played-correctly", lambda d: d["hands"][0]["actions"][2].update(anounce=1), "$.hands[0].actions[2].anounce"),
])
def test_a_misspelt_key_of_this_profile_is_noted_by_its_path(name: str, typo: Any, path: str) -> None:
    """As in the team game (spec/transcripts.md, Versioning, Unknown fields): the key is ignored,
    the verdict unchanged, and one note names it by its JSON path (text and JSON reports)."""
    doc = json.loads((CORPUS / "golden" / f"{name}.json").read_text(encoding="utf-8"))
    doc.setdefault("start", {"totals": [0, 0, 0]})
    typo(doc)
    report = audit_text(dumps(doc))
    note = "fields this reader does not know, ignored (a misspelt name, or a newer minor version's field): " + path
    assert (report.exit, [n.message for n in report.notes]) == (0, [note])
    assert report_json([report])["files"][0]["notes"] == [{"hand": None, "message": note}]


def test_an_unfinished_record_says_so_in_its_verdict() -> None:
    """A record that stops inside its last partial game breaks no rule (exit 0); its report says
    where it stops (``unfinished``, spec/transcripts.md), as the team game's does."""
    doc = _golden()
    last = doc["hands"][-1]
    for k in ("legal", "facts"):
        last.pop(k, None)
    doc.pop("result", None)
    seat = last["actions"][20]["seat"]
    del last["actions"][20:]
    report = audit_document(doc)
    why = f"partial game index {len(doc['hands']) - 1} stops after 20 actions, seat {seat} to act"
    assert report.exit == 0 and report.unfinished == why, (report.departures, report.unfinished)
    assert report.verdict_words == f"follows the rules, unfinished: {why}"
    assert report_json([report])["files"][0]["unfinished"] == why
    assert audit_document(_golden()).unfinished is None
