"""The audit and the commands around it: exit codes 0/1/2, messages naming the JSON path, never a
traceback, standard input, the JSON report, --jobs, simulate, replay."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from typing import Any

import pytest

from belote_ref.cli import main
from belote_ref.transcript.audit import audit_document, audit_text, report_json
from belote_ref.transcript.schema import AUDIT_REPORT_ID, schema_problems

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "corpus" / "golden"
NEGATIVE = ROOT / "corpus" / "negative"


def golden(name: str) -> dict[str, Any]:
    return json.loads((GOLDEN / f"{name}.json").read_text())


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_exit_codes_follow_break_unreadable(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run(capsys, "audit", str(GOLDEN / "capot-by-takers.json"))[0] == 0
    code, out, _ = run(capsys, "audit", str(NEGATIVE / "revoke.json"))
    assert code == 1 and "$.hands[0].actions[3]" in out and "PLAY-FOLLOW-SUIT" in out
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "belote-ref-transcript", "hands": [')
    code, out, _ = run(capsys, "audit", str(bad))
    assert code == 2 and "line 1 column" in out
    code, out, _ = run(capsys, "audit", str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in out
    # several files: the worst verdict decides
    code, _, _ = run(capsys, "audit", str(GOLDEN / "capot-by-takers.json"), str(NEGATIVE / "revoke.json"))
    assert code == 1


def test_unsupported_ruleset_is_refused_naming_the_option() -> None:
    doc = golden("capot-by-takers")
    doc["ruleset"]["options"]["no_trump"] = True
    r = audit_document(doc)
    assert r.exit == 2 and r.errors[0].path == "$.ruleset.options.no_trump"
    doc = golden("capot-by-takers")
    doc["ruleset"]["options"]["undertrump"] = "sometimes"
    r = audit_document(doc)
    assert r.exit == 2 and r.errors[0].path == "$.ruleset.options.undertrump"
    doc = golden("capot-by-takers")
    doc["ruleset"]["id"] = "belote-classic-2.0.0"
    r = audit_document(doc)
    assert r.exit == 2 and r.errors[0].path == "$.ruleset.id"


def test_ruleset_id_that_does_not_match_its_options_is_a_departure() -> None:
    doc = golden("capot-by-takers")
    doc["ruleset"]["id"] = "belote-classic-1.0.0+tie=fail"
    r = audit_document(doc)
    assert r.exit == 1 and [(d.path, d.clause) for d in r.departures] == [("$.ruleset.id", "RULESET-OPTIONS")]


def test_versions() -> None:
    doc = golden("capot-by-takers")
    doc["format_version"] = "1.4.0"
    r = audit_document(doc)
    assert r.exit == 0 and "newer" in r.notes[0].message
    for v in ("2.0.0", "1.0", 1):
        doc["format_version"] = v
        r = audit_document(doc)
        assert r.exit == 2 and r.errors[0].path == "$.format_version"
    assert audit_text("[1, 2]").exit == 2
    assert audit_text('{"format": "pgn"}').errors[0].path == "$.format"
    assert audit_text("").exit == 2
    assert audit_text('{"a": NaN}').exit == 2


def test_standard_input(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    text = (NEGATIVE / "wrong-score-made.json").read_bytes()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(text)))
    code, out, _ = run(capsys, "audit", "--json", "-")
    report = json.loads(out)
    assert code == 1 and report["files"][0]["file"] == "<stdin>"
    assert report["files"][0]["departures"][0]["path"] == "$.hands[0].facts.score.scores[0]"
    assert report["files"][0]["departures"][0]["recorded"] == 105
    assert report["files"][0]["departures"][0]["expected"] == 95


def test_json_report_follows_its_schema(capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(p) for p in sorted(NEGATIVE.glob("*.json"))[:6]] + [str(GOLDEN / "ties-accumulate.json")]
    code, out, _ = run(capsys, "audit", "--json", *files)
    report = json.loads(out)
    assert schema_problems(report, AUDIT_REPORT_ID) == []
    assert code == report["exit"] == 1
    assert [f["exit"] for f in report["files"]] == [1] * 6 + [0]


def test_jobs_give_the_same_reports(capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(p) for p in sorted(NEGATIVE.glob("*.json"))[:4]]
    _, one, _ = run(capsys, "audit", "--json", *files)
    _, two, _ = run(capsys, "audit", "--json", "--jobs", "2", *files)
    assert json.loads(one) == json.loads(two)


def test_audit_keeps_going_and_says_when_it_cannot() -> None:
    doc = golden("ties-accumulate")
    doc["hands"][0]["actions"][5]["seat"] = (doc["hands"][0]["actions"][5]["seat"] + 1) % 4  # out of turn
    doc["hands"][2]["facts"]["score"]["card_points"][0] += 2
    r = audit_document(doc)
    assert [(d.hand, d.action_index, d.clause) for d in r.departures] == [
        (0, 5, "PLAY-TURN"), (2, None, "SCORE-CARD-POINTS")]
    assert any("not checked" in n.message for n in r.notes if n.hand == 0)
    # without recorded totals the hands after an unfinished one cannot be checked
    del doc["hands"][0]["facts"]["match"]
    r = audit_document(doc)
    assert [(d.hand, d.clause) for d in r.departures] == [(0, "PLAY-TURN")]
    assert any("cannot be checked" in n.message for n in r.notes)


def test_actions_alone_replay_and_unfinished_last_hand_is_a_note() -> None:
    doc = golden("tie-resolved-next-hand")
    for h in doc["hands"]:
        for k in ("facts", "legal", "refused", "views"):
            h.pop(k, None)
    for k in ("result", "seats", "teams", "metadata", "start"):
        doc.pop(k, None)
    assert audit_document(copy.deepcopy(doc)).exit == 0
    doc["hands"][1]["actions"] = doc["hands"][1]["actions"][:10]
    r = audit_document(doc)
    assert r.exit == 0 and any("unfinished" in n.message for n in r.notes)


def test_wrong_legal_set_names_the_obligation() -> None:
    doc = golden("obligations-in-trick-play")
    doc["hands"][0]["legal"][21].append("8D")  # the discard refused under PLAY-UNDERTRUMP
    r = audit_document(doc)
    assert [(d.action_index, d.clause, d.kind) for d in r.departures] == [(21, "PLAY-UNDERTRUMP", "wrong-legal-actions")]


def test_simulate_writes_a_transcript_that_audits_clean(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "m.json"
    code, _, _ = run(capsys, "simulate", "--seed", "5", "--option", "tie=fail", "--output", str(out_file))
    assert code == 0
    doc = json.loads(out_file.read_text())
    assert doc["ruleset"]["id"] == "belote-classic-1.0.0+tie=fail"
    assert doc["result"]["winner"] in (0, 1) and max(doc["result"]["totals"]) >= 1000
    assert run(capsys, "audit", str(out_file))[0] == 0
    code, out, _ = run(capsys, "replay", str(out_file))
    assert code == 0 and "trick 8 (index 7):" in out and "match over: team" in out and out.rstrip().endswith("follows the rules")


def test_replay_shows_the_departure_and_exits_like_audit(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", str(NEGATIVE / "revoke.json"))
    assert code == 1 and "DEPARTURE" in out and "stopped at action 3" in out
    code, _, err = run(capsys, "replay", str(ROOT / "corpus" / "unreadable" / "malformed-card.json"))
    assert code == 2 and "$.hands[0].actions[3].card" in err


def test_report_json_of_nothing() -> None:
    assert report_json([])["exit"] == 0


def test_attempts_and_views_placed_beyond_the_hand_are_departures() -> None:
    doc = golden("obligations-in-trick-play")
    doc["hands"][0]["refused"][0]["before"] = 99
    doc["hands"][0]["views"][0]["before"] = 77
    r = audit_document(doc)
    assert sorted((d.path, d.kind) for d in r.departures) == [
        ("$.hands[0].refused[0].before", "wrong-refusal"), ("$.hands[0].views[0].before", "wrong-view")]


def test_fast_legal_check_agrees_with_the_engines_legal_actions() -> None:
    import random

    from belote_ref.deal import shuffled_order
    from belote_ref.machine import Game
    from belote_ref.ruleset import make_ruleset
    from belote_ref.transcript.audit import _same_legal_plays
    from belote_ref.actions import legal_text

    for seed, options in ((1, {}), (2, {"belote": "automatic", "undertrump": "optional"})):
        rng = random.Random(seed)
        ruleset = make_ruleset(options)
        game = Game(ruleset)
        checked = 0
        while not game.is_over and checked < 400:
            if game.phase == "dealing":
                game.deal(shuffled_order(rng))
                continue
            legal = game.legal_actions()
            if game.phase == "tricks":
                texts = [legal_text(a) for a in legal]
                assert _same_legal_plays(texts, game.hand)
                assert not _same_legal_plays(texts[1:], game.hand) or len(texts) == 0
                assert not _same_legal_plays(texts + [texts[0]], game.hand)
                checked += 1
            game.apply(rng.choice(legal))


def test_actions_after_the_end_of_a_hand_leave_the_hand_checked() -> None:
    doc = golden("tie-resolved-next-hand")
    doc["hands"][0]["actions"].append({"type": "pass", "seat": 1})
    doc["hands"][0]["legal"].append(["pass"])
    doc["hands"][0]["facts"]["score"]["scores"][1] = 80
    r = audit_document(doc)
    assert [(d.hand, d.action_index, d.clause, d.kind) for d in r.departures] == [
        (0, 34, "MATCH-PHASES", "illegal-action"), (0, None, "SCORE-DISPUTE", "wrong-fact")]


def test_a_folder_stands_for_its_json_files(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "audit", "--json", "--jobs", "2", str(GOLDEN))
    report = json.loads(out)
    assert code == 0 and len(report["files"]) == len(list(GOLDEN.glob("*.json")))


def test_a_folder_with_no_json_file_is_nothing_to_audit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """An empty folder (or one with no *.json file under it) is reported unreadable in its place,
    exit 2; the other files are audited all the same."""
    (tmp_path / "sub").mkdir()
    (tmp_path / "notes.txt").write_text("not a transcript")
    code, out, _ = run(capsys, "audit", str(tmp_path))
    assert code == 2
    assert out == (f"{tmp_path}: unreadable\n  $: nothing to audit: the folder {tmp_path} has no *.json file under it "
                   "(a folder stands for its *.json files)\n")
    code, out, _ = run(capsys, "audit", "--json", str(GOLDEN / "capot-by-takers.json"), str(tmp_path))
    report = json.loads(out)
    assert schema_problems(report, AUDIT_REPORT_ID) == []
    assert code == report["exit"] == 2
    assert [(f["file"], f["exit"]) for f in report["files"]] == [(str(GOLDEN / "capot-by-takers.json"), 0),
                                                                 (str(tmp_path), 2)]


def test_an_unknown_fact_is_noted_as_unknown_not_as_out_of_reach() -> None:
    """A complete hand with ``facts.zzz`` (a name the schema does not know: ignored, spec/transcripts.md,
    Versioning) follows the rules; its note says the fact is unknown, not that the replay stopped."""
    doc = golden("capot-by-takers")
    doc["hands"][0]["facts"]["zzz"] = 1
    r = audit_document(doc)
    assert r.exit == 0
    assert [n.message for n in r.notes] == [UNKNOWN + "$.hands[0].facts.zzz"]
    # a known fact the replay does not reach, beside an unknown one: two notes, each true
    doc["hands"][0]["actions"] = doc["hands"][0]["actions"][:6]
    doc["hands"][0]["legal"] = doc["hands"][0]["legal"][:6]
    doc.pop("result")
    assert [n.message for n in audit_document(doc).notes] == [
        UNKNOWN + "$.hands[0].facts.zzz",
        "the last hand is unfinished: the transcript ends with seat 0 to act",  # take, one trick, 7H led
        "hand index 0: recorded facts not checked (the replay did not get that far): "
        "tricks after the last replayed one, belote, score, match"]


def _refused_many(hands: int, refused: int) -> dict[str, Any]:
    """``hands`` void hands (option all_pass=same-dealer), each with ``refused`` attempts of a pass
    out of turn recorded under PLAY-TURN: each one departs (the rules refuse it under BID-TURN)."""
    doc = golden("option-all-pass-same-dealer")
    void = doc["hands"][0]
    attempt = {"before": 0, "action": {"type": "pass", "seat": 2}, "clause": "PLAY-TURN", "reason": "x"}
    doc["hands"] = [dict(void, number=i + 1, refused=[attempt] * refused) for i in range(hands)]
    doc.pop("result")
    return doc


def test_a_report_lists_the_first_departures_and_counts_the_others(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At most MAX_LISTED departures of a file are listed, the first in order; a note and
    ``departures_not_listed`` say how many more; the exit code stays 1. Here 3 hands of 4 wrong
    refusals each (12 departures) with a limit of 5: hand 0's four, hand 1's first, 7 more."""
    from belote_ref.transcript import departure

    f = tmp_path / "many.json"
    f.write_text(json.dumps(_refused_many(3, 4)))
    code, out, _ = run(capsys, "audit", "--json", str(f))
    assert code == 1 and len(json.loads(out)["files"][0]["departures"]) == 12
    assert "departures_not_listed" not in json.loads(out)["files"][0]
    monkeypatch.setattr(departure, "MAX_LISTED", 5)
    code, out, _ = run(capsys, "audit", "--json", str(f))
    report = json.loads(out)
    assert schema_problems(report, AUDIT_REPORT_ID) == []
    listed = report["files"][0]
    assert code == report["exit"] == listed["exit"] == 1
    assert [d["path"] for d in listed["departures"]] == [f"$.hands[0].refused[{k}]" for k in range(4)] + [
        "$.hands[1].refused[0]"]
    assert listed["departures_not_listed"] == 7
    note = ("7 more departure(s) found and not listed: a report lists the first 5 departures of a file "
            "(spec/transcripts.md, Limits)")
    assert listed["notes"] == [{"hand": None, "message": note}]
    code, out, _ = run(capsys, "audit", str(f))
    lines = out.splitlines()
    assert code == 1 and len(lines) == 1 + 5 + 1 and lines[-1] == f"  note: {note}"


UNKNOWN = "fields this reader does not know, ignored (a misspelt name, or a newer minor version's field): "
"""The start of the note on unknown fields (spec/transcripts.md, Versioning, Unknown fields)."""


def _rename(obj: dict[str, Any], old: str, new: str) -> None:
    obj[new] = obj.pop(old)


@pytest.mark.parametrize("typo, path", [
    (lambda d: _rename(d["hands"][0], "facts", "fatcs"), "$.hands[0].fatcs"),
    (lambda d: _rename(d["hands"][0], "legal", "legl"), "$.hands[0].legl"),
    (lambda d: _rename(d, "result", "reslut"), "$.reslut"),
    (lambda d: _rename(d["hands"][0]["facts"]["match"], "totals", "totlas"), "$.hands[0].facts.match.totlas"),
    (lambda d: _rename(d["hands"][0]["facts"]["score"], "scores", "socres"), "$.hands[0].facts.score.socres"),
    (lambda d: d["hands"][0]["facts"]["tricks"][2].update(winer=1), "$.hands[0].facts.tricks[2].winer"),
    (lambda d: _rename(d["hands"][0]["facts"], "score", "scroe"), "$.hands[0].facts.scroe"),
    (lambda d: _rename(d["metadata"], "title", "titel"), "$.metadata.titel"),
    (lambda d: d["seats"][1].update(nmae="x"), "$.seats[1].nmae"),
    (lambda d: d.update(physical=True), "$.physical"),  # the team game has no physical mode
])
def test_a_misspelt_key_at_any_level_is_noted_by_its_path(typo: Any, path: str) -> None:
    """Each of these drops what it names (every fact, the legal sets, the result ...) and so
    still follows the rules; the note names the key by its JSON path, in the text and JSON reports."""
    doc = golden("capot-by-takers")
    typo(doc)
    r = audit_text(json.dumps(doc))
    assert r.exit == 0
    assert [n.message for n in r.notes] == [UNKNOWN + path]
    assert report_json([r])["files"][0]["notes"] == [{"hand": None, "message": UNKNOWN + path}]
    assert [n.message for n in audit_document(doc).notes] == [UNKNOWN + path]  # the parsed-document reader too


def test_a_misspelt_announce_is_noted_beside_what_it_changes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``anounce`` on the belote play drops the announcement: the fact that belote was announced
    departs (PLAY-BELOTE), and the note says why; every unknown key is listed, in document order."""
    doc = golden("round-1-take-made-with-belote")
    assert doc["hands"][0]["actions"][9]["announce"] == "belote"
    _rename(doc["hands"][0]["actions"][9], "announce", "anounce")
    doc["hands"][0]["actions"][3]["zz"] = 1
    doc["zz"] = 2  # after the hands in the text
    f = tmp_path / "t.json"
    f.write_text(json.dumps(doc), encoding="utf-8")
    code, out, _ = run(capsys, "audit", str(f))
    assert code == 1 and "PLAY-BELOTE" in out
    assert f"note: {UNKNOWN}$.hands[0].actions[3].zz, $.hands[0].actions[9].anounce, $.zz" in out


def test_the_note_lists_the_first_20_unknown_keys() -> None:
    doc = golden("capot-by-takers")
    for k in range(25):
        doc["hands"][0]["actions"][k]["x"] = k
    r = audit_text(json.dumps(doc))
    assert [n.message for n in r.notes] == [
        UNKNOWN + ", ".join(f"$.hands[0].actions[{k}].x" for k in range(20)) + " and 5 more"]


def test_a_folder_named_like_a_transcript_is_walked_not_read(capsys: pytest.CaptureFixture[str],
                                                              tmp_path: Path) -> None:
    """A subfolder ``dir.json`` of an audited folder is walked (its transcripts audited), never
    read as a transcript itself: no "cannot read", exit 0 (spec/transcripts.md, audit)."""
    inner = tmp_path / "dir.json"
    inner.mkdir()
    (inner / "inner.json").write_text((GOLDEN / "capot-by-takers.json").read_text())
    (tmp_path / "top.json").write_text((GOLDEN / "capot-by-takers.json").read_text())
    code, out, _ = run(capsys, "audit", "--json", str(tmp_path))
    report = json.loads(out)
    assert code == report["exit"] == 0, out
    assert [f["file"] for f in report["files"]] == [str(inner / "inner.json"), str(tmp_path / "top.json")]


def test_messages_write_values_as_json() -> None:
    """Messages quote values as JSON (null, true, double quotes), never in Python's notation
    (spec/transcripts.md, audit): a recorded belote fact where the rules give none, a winner
    recorded where the match is not over, a dealt hand out of order."""
    doc = golden("capot-by-takers")
    doc["hands"][0]["facts"]["belote"] = {"seat": 1, "announced": True}
    doc["result"]["winner"] = 1
    dealt = doc["hands"][0]["facts"]["dealt"][1]
    dealt[0], dealt[1] = dealt[1], dealt[0]
    messages = {d.path: d.message for d in audit_document(doc).departures}
    assert messages["$.hands[0].facts.belote"] == 'recorded {"seat": 1, "announced": true}, the rules give null'
    assert messages["$.result.winner"] == "recorded 1, the rules give null"
    assert "'" not in messages["$.hands[0].facts.dealt[1]"] and json.dumps(dealt) in messages["$.hands[0].facts.dealt[1]"]


@pytest.mark.parametrize("change, expected", [
    (lambda d: d.pop("format"), 'must be "belote-ref-transcript", not missing'),
    (lambda d: d.update(format=None), 'must be "belote-ref-transcript", not null'),
    (lambda d: d.update(format="x" * 100), f'not "{"x" * 56}...'),
    (lambda d: d.update(format_version=True), '"format_version" must be MAJOR.MINOR.PATCH, not true'),
])
def test_unreadable_messages_write_values_as_json(change: Any, expected: str) -> None:
    doc = golden("capot-by-takers")
    change(doc)
    report = audit_document(doc)
    assert report.exit == 2 and expected in report.errors[0].message, report.errors[0].message


@pytest.mark.parametrize("change, path, expected", [
    (lambda d: d["hands"][0].pop("dealer"), "$.hands[0]", '"dealer" is missing (a required key)'),
    (lambda d: d["hands"][0]["actions"][2].update(card="TH"), "$.hands[0].actions[2].card",
     '"TH" is not a card'),
    (lambda d: d["ruleset"]["options"].update(undertrump="never"), "$.ruleset.options.undertrump",
     '"never" is not one of ["required", "optional"]'),
    (lambda d: d["ruleset"]["options"].update(target="500"), "$.ruleset.options.target",
     '"500" is not of type "integer"'),
    (lambda d: d["ruleset"]["options"].update(undertrumps="never"), "$.ruleset.options",
     'Additional properties are not allowed ("undertrumps" was unexpected)'),
    (lambda d: d["hands"][0]["facts"].update(void=None), "$.hands[0].facts.void", 'null is not of type "boolean"'),
    (lambda d: d["hands"][0]["actions"][2].update(announce="belot"), "$.hands[0].actions[2].announce",
     '"belote" was expected'),
])
def test_schema_messages_write_values_as_json(change: Any, path: str, expected: str) -> None:
    """The schema's messages quote values as JSON too, and name an absent key as missing."""
    doc = golden("capot-by-takers")
    change(doc)
    report = audit_document(doc)
    assert report.exit == 2 and (report.errors[0].path, report.errors[0].message[:len(expected)]) == (path, expected)


def _cut(name: str, hand: int, keep: int) -> tuple[dict[str, Any], int]:
    """A golden with no recorded facts or result, cut after hand index ``hand``'s first ``keep``
    actions; and the seat of the next action it had (the seat to act)."""
    doc = golden(name)
    for h in doc["hands"]:
        for k in ("facts", "legal", "refused", "views"):
            h.pop(k, None)
    doc.pop("result", None)
    doc["hands"] = doc["hands"][:hand + 1]
    actions = doc["hands"][hand]["actions"]
    seat = actions[keep]["seat"]
    del actions[keep:]
    return doc, seat


def test_an_unfinished_log_says_so_in_its_verdict_even_under_quiet(capsys: pytest.CaptureFixture[str],
                                                                   tmp_path: Path) -> None:
    """A log that stops inside its last hand breaks no rule (exit 0), but its verdict line says it
    is unfinished, under --quiet too, and the JSON report has ``unfinished`` (spec/transcripts.md)."""
    doc, seat = _cut("tie-resolved-next-hand", 1, 10)
    f = tmp_path / "cut.json"
    f.write_text(json.dumps(doc))
    why = f"hand index 1 stops after 10 actions, seat {seat} to act"
    code, out, _ = run(capsys, "audit", "--quiet", str(f))
    assert code == 0 and out.startswith(f"{f}: follows the rules, unfinished: {why} (2 hands, "), out
    code, out, _ = run(capsys, "audit", "--json", str(f))
    report = json.loads(out)
    assert schema_problems(report, AUDIT_REPORT_ID) == []
    assert code == 0 and report["files"][0]["unfinished"] == why
    code, out, _ = run(capsys, "audit", "--json", str(GOLDEN / "capot-by-takers.json"))
    assert "unfinished" not in json.loads(out)["files"][0]
    code, out, _ = run(capsys, "audit", "--quiet", str(GOLDEN / "capot-by-takers.json"))
    assert (code, out) == (0, "")


@pytest.mark.parametrize("argv", [["audit", "--json"], ["audit", "--json", "--jobs", "0", "x.json"],
                                  ["audit", "--json", "--profile", "nope", "x.json"]])
def test_a_command_line_audit_cannot_run_exits_2_with_nothing_on_stdout(capsys: pytest.CaptureFixture[str],
                                                                        argv: list[str]) -> None:
    """spec/transcripts.md: no FILE, --jobs 0, an unknown --profile: exit 2, the error on stderr,
    nothing on stdout even with --json."""
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert (code, out) == (2, "") and err.strip().splitlines()[-1].startswith("belote-ref audit: ")
    assert "Traceback" not in err
