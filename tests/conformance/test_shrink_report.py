"""Shrinking, reproducing transcripts, the report formats, --only/--skip and exit codes."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

from belote_ref.conformance.clauses import all_clauses
from belote_ref.conformance.report import clause_lines, exit_code, junit, text, to_json

from .helpers import config, failed_clauses, lax_handler, run_handler, run_mutant


def test_shrunk_reproduction_replays_as_a_golden(tmp_path: Path) -> None:
    _, raw = run_mutant("ace-discard-wins", config(hands=10, matches=0, skip=["perft"], shrink=False))
    first_raw = next(d for d in raw.departures if d.clause == "PLAY-TRICK-WINNER")
    run, shrunk = run_mutant("ace-discard-wins", config(hands=10, matches=0, skip=["perft"], shrink=True,
                                                        out_dir=tmp_path))
    first = next(d for d in shrunk.departures if d.clause == "PLAY-TRICK-WINNER")
    assert first.case == first_raw.case
    assert first.step is not None and first_raw.step is not None and first.step <= first_raw.step
    path = Path(first.path or "")
    data = json.loads(path.read_text())
    assert data["format"] == "belote-ref-transcript" and data["format_version"] == "1.0.0"
    assert len(data["hands"]) == 1 and len(data["hands"][0]["order"]) == 32
    assert data["conformance"]["clause"] == "PLAY-TRICK-WINNER"
    # the reproduction shows the same departure when replayed as a golden, and none on the reference
    again_run, again = run_mutant("ace-discard-wins", config(only=["golden"], golden=[path]))
    assert "PLAY-TRICK-WINNER" in failed_clauses(again_run, again)
    _, clean = run_mutant(None, config(only=["golden"], golden=[path]))
    assert clean.departures == [] and clean.cases["golden"] == 1


def test_accepted_illegal_action_is_written_as_a_negative_golden(tmp_path: Path) -> None:
    run, outcome = run_handler(lax_handler, config(hands=6, matches=0, skip=["perft"], out_dir=tmp_path))
    deps = [d for d in outcome.departures if d.path]
    assert deps and all("accepts an illegal action" in d.message for d in outcome.departures)
    path = Path(deps[0].path or "")
    data = json.loads(path.read_text())
    exp = data["expected_departures"][0]
    assert exp["kind"] == "illegal-action" and exp["clause"] == deps[0].clause
    assert exp["action_index"] == len(data["hands"][0]["actions"]) - 1
    again_run, again = run_handler(lax_handler, config(only=["negative"], negative=[path]))
    assert failed_clauses(again_run, again) == {deps[0].clause}
    _, clean = run_mutant(None, config(only=["negative"], negative=[path]))
    assert clean.departures == [] and clean.cases["negative"] == 1


def test_reports_have_one_line_per_clause_and_ci_formats(tmp_path: Path) -> None:
    run, outcome = run_mutant("capot-250", config(hands=4, matches=0, skip=["perft"]))
    lines = clause_lines(outcome, run.clause_wanted)
    assert [x.id for x in lines] == [c for c, _ in all_clauses()]
    timing = {"seconds": 1.0, "requests": 10, "engine_wait": 0.5}
    out = text(outcome, lines, {"name": "m", "protocol": "1.0.0"}, timing)
    assert "FAIL  SCORE-CAPOT" in out and "first difference" in out and "verdict: departures found (exit 1)" in out
    assert sum(1 for line in out.splitlines() if line[:4] in ("PASS", "FAIL", "----", "SKIP", "THIN", "UNSP")) == len(lines)
    doc = to_json(outcome, lines, {"name": "m"}, timing)
    assert doc["exit_code"] == 1 and doc["totals"]["failed"] >= 1
    capot = next(c for c in doc["clauses"] if c["id"] == "SCORE-CAPOT")
    assert capot["status"] == "failed" and capot["first"]["expected"] != capot["first"]["got"]
    json.dumps(doc)
    root = ET.fromstring(junit(outcome, lines, {"name": "m"}, timing))
    suite = root.find("testsuite")
    assert suite is not None and int(suite.get("failures", "0")) == doc["totals"]["failed"]
    assert suite.find("testcase[@name='SCORE-CAPOT']/failure") is not None


def test_skip_a_clause_and_only_a_check() -> None:
    run, outcome = run_mutant("capot-250", config(hands=4, matches=0, skip=["perft", "SCORE-CAPOT"]))
    statuses = {x.id: x.status for x in clause_lines(outcome, run.clause_wanted)}
    assert statuses["SCORE-CAPOT"] == "skipped"
    assert exit_code(outcome) == 0
    assert any("skipped clause SCORE-CAPOT" in n for n in outcome.not_run)
    run2, outcome2 = run_mutant(None, config(only=["perft"], perft=[]))
    assert outcome2.cases["differential"] == 0 and any("differential skipped" in n for n in outcome2.not_run)


def test_skip_an_option_drops_its_variant() -> None:
    run, outcome = run_mutant(None, config(hands=0, matches=0, skip=["undertrump"]))
    assert all(v["undertrump"] == "required" for v in run.variants())
    assert run.supports({"undertrump": "optional"}) == "option undertrump skipped"


def test_a_view_that_shows_hidden_cards_departs_from_view_seat() -> None:
    from belote_ref.conformance.reference_adapter import ReferenceAdapter

    def leaky() -> object:
        adapter = ReferenceAdapter()

        def handle(req: dict) -> dict:
            r = adapter.handle(req)
            if req.get("type") == "view":
                partner = adapter.handle({"type": "view", "seat": (req["seat"] + 2) % 4})
                r = {**r, "partner_hand": partner["hand"]}
            return r
        return handle

    run, outcome = run_handler(leaky, config(hands=2, matches=0, skip=["perft"]))
    assert failed_clauses(run, outcome) == {"VIEW-SEAT"}
    assert "reveals cards" in outcome.departures[0].message


def test_transcript_writer_round_trips_awkward_text() -> None:
    from belote_ref.conformance.transcript import hand_transcript
    from belote_ref.transcript.corpus import dumps
    from belote_ref.ruleset import CANONICAL

    order = ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD",
             "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
    note = {"message": 'a, "b" [c] {d}', "expected": [1, "x,y"], "got": {"k": "v, w"}, "nested": [[1, 2], []]}
    t = hand_transcript(CANONICAL.options(), 2, order, (10, 20), 81, [{"type": "pass", "seat": 3}], note=note)
    text = dumps(t)
    assert json.loads(text) == json.loads(json.dumps(t))
    # The corpus's writer (shared): small arrays and objects stay on one line.
    assert '"expected": [1, "x,y"]' in text and '"got": {"k": "v, w"}' in text
