"""The report of ``belote-ref conformance --json`` follows its published schema
(schemas/conformance-report.schema.json), validated as the project validates every schema: Draft
2020-12, the registry of the project's schemas, the format checker. Real reports: a conformant
run, a run with departures (a result side by side among them, perft too), a crashing engine, an
engine that never answers the handshake, and profile belote-acanomas."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from belote_ref.cli import main
from belote_ref.transcript.schema import CONFORMANCE_REPORT_ID, plain_validator, registry, schemas

from .helpers import PERFT

CRASHER = """
import json, sys
for line in sys.stdin:
    req = json.loads(line)
    if req["type"] == "handshake":
        print(json.dumps({"type": "handshake", "protocol": "1.2.0", "name": "crasher"}), flush=True)
    else:
        sys.stderr.write("crashing on purpose\\n")
        sys.exit(3)
"""


def _report(tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any]]:
    code, doc, _ = _run(tmp_path, capsys, *args)
    return code, doc


def _run(tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any], str]:
    """The exit code, the JSON report and the text report of one run."""
    path = tmp_path / "report.json"
    code = main(["conformance", *args, "--json", str(path), "--out", str(tmp_path / "out"), "--progress", "lines",
                 "--timeout", "120"])  # a hang detector for the engine: generous for a busy machine
    out = capsys.readouterr().out
    return code, json.loads(path.read_text(encoding="utf-8")), out


def _valid(doc: dict[str, Any]) -> None:
    validator = plain_validator(CONFORMANCE_REPORT_ID)
    assert isinstance(validator, Draft202012Validator)
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
    assert not errors, [(list(e.absolute_path), e.message[:200]) for e in errors[:5]]


def test_the_schema_is_a_draft_2020_12_schema_of_the_registry() -> None:
    doc = schemas()[CONFORMANCE_REPORT_ID]
    Draft202012Validator.check_schema(doc)
    assert doc["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert registry().get_or_retrieve(CONFORMANCE_REPORT_ID).value.contents == doc


def test_a_conformant_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, doc = _report(tmp_path, capsys, "--hands", "4", "--matches", "1", "--skip", "perft")
    assert code == 0 and doc["exit_code"] == 0 and doc["departures"] == [] and doc["errors"] == []
    _valid(doc)


def test_a_run_with_departures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # a capot scored 250: result departures, each with the whole result side by side; no
    # overtrump on a trump lead: perft departures with their breakdown
    for mutant, extra in (("capot-250", ["--skip", "perft"]), ("no-overtrump-trump-lead", ["--only", "perft"])):
        engine = f"{sys.executable} -m belote_ref.cli adapter --mutant {mutant}"
        code, doc = _report(tmp_path, capsys, "--engine", engine, "--hands", "6", "--matches", "0",
                            "--perft", str(PERFT), *extra)
        assert code == 1 and doc["departures"], mutant
        _valid(doc)
    assert any(d.get("details", {}).get("breakdown") is not None for d in doc["departures"])


def test_a_crashing_engine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "crasher.py"
    script.write_text(CRASHER, encoding="utf-8")
    code, doc = _report(tmp_path, capsys, "--engine", f"{sys.executable} {script}", "--hands", "2", "--matches", "0",
                        "--skip", "perft")
    assert code == 2 and doc["errors"] and doc["stopped"]
    assert {e["kind"] for e in doc["errors"]} == {"crash"}
    _valid(doc)


def test_an_engine_that_cannot_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, doc = _report(tmp_path, capsys, "--engine", str(tmp_path / "no-such-adapter"), "--hands", "1")
    assert code == 2 and doc["errors"][0]["check"] == "handshake" and doc["engine"]["name"]
    _valid(doc)


def test_profile_acanomas(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # a game result departure: its rows and the game's start, in the JSON and in the text report
    # (which once failed on them: an internal error)
    engine = f"{sys.executable} -m belote_ref.cli adapter --profile acanomas --mutant pots-not-carried"
    code, doc, text = _run(tmp_path, capsys, "--profile", "acanomas", "--engine", engine, "--hands", "20",
                           "--matches", "0", "--skip", "perft")
    assert code == 1 and any(isinstance(d.get("details", {}).get("result"), dict) for d in doc["departures"])
    assert "side by side" in text and "        start: {" in text
    _valid(doc)


def test_a_report_that_breaks_the_schema_is_refused() -> None:
    # the schema can fail: a report whose error has an unknown kind, or no verdict
    base: dict[str, Any] = {"kit": {"protocol": "1.2.0"}, "engine": {"name": "e"}, "clauses": [], "departures": [],
                            "errors": [], "cases": {}, "notes": [], "stopped": None, "unsupported": {},
                            "coverage": {"threshold": 5, "failing": False},
                            "totals": {k: 0 for k in ("passed", "failed", "not exercised", "skipped", "thin", "unsupported")},
                            "timing": {"seconds": 1.0}, "verdict": "conformant", "exit_code": 0}
    _valid(base)
    validator = plain_validator(CONFORMANCE_REPORT_ID)
    error = {"check": "golden", "case": "x", "clause": None, "kind": "segfault", "detail": "", "sent": None,
             "received": None, "stderr": ""}
    assert not validator.is_valid({**base, "errors": [error]})
    assert not validator.is_valid({k: v for k, v in base.items() if k != "verdict"})


def test_the_text_report_says_where_the_notes_it_leaves_out_are(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    # the shipped corpus under an engine of the canonical ruleset only: many notes (files not run)
    code, doc, text = _run(tmp_path, capsys, "--engine", f"{sys.executable} {_canonical_only(tmp_path)}",
                           "--hands", "0", "--matches", "0", "--skip", "perft")
    assert len(doc["notes"]) > 8
    assert f"note: ... and {len(doc['notes']) - 8} more (--json lists them all)" in text


def _canonical_only(tmp_path: Path) -> Path:
    """An adapter: the reference, whose handshake supports the canonical ruleset only."""
    script = tmp_path / "canonical.py"
    script.write_text(
        "import json, sys\n"
        "from belote_ref.conformance.reference_adapter import ReferenceAdapter\n"
        "adapter = ReferenceAdapter()\n"
        "for line in sys.stdin:\n"
        "    r = adapter.handle(json.loads(line))\n"
        "    if r.get('type') == 'handshake':\n"
        "        r['protocol'], r['options'] = '1.1.0', {}\n"
        "    print(json.dumps(r), flush=True)\n"
        "    if r.get('type') == 'quit':\n"
        "        break\n", encoding="utf-8")
    return script
