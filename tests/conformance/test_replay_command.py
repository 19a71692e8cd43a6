"""The report prints the command that replays each reproduction, and that command's report leads
with the failure (spec/conformance.md, section 4, Replaying a reproduction)."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from belote_ref.cli import main

from .helpers import ROOT

MUTANT = f"{sys.executable} -m belote_ref.cli adapter --mutant ace-discard-wins"


def _conformance(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["conformance", "--progress", "none", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _replay_lines(out: str) -> list[tuple[str, list[str]]]:
    """Each ``reproduce:`` path with the words of the ``replay:`` line right under it."""
    lines = out.splitlines()
    found = []
    for i, line in enumerate(lines):
        if line.startswith("      reproduce: "):
            assert lines[i + 1].startswith("      replay: "), lines[i: i + 2]
            found.append((line.split(": ", 1)[1], shlex.split(lines[i + 1].split(": ", 1)[1])))
    return found


def test_the_report_prints_the_replay_command_and_the_replay_leads_with_the_failure(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_dir = tmp_path / "out dir"  # a blank in the path: the command must quote it
    code, out, _ = _conformance(capsys, "--engine", MUTANT, "--hands", "10", "--matches", "0", "--skip", "perft",
                                "--no-shrink", "--timeout", "30", "--out", str(out_dir))
    assert code == 1
    replays = _replay_lines(out)
    assert replays, out
    path, words = next((p, w) for p, w in replays if "PLAY-TRICK-WINNER" in p)
    assert words == ["belote-ref", "conformance", "--engine", MUTANT, "--timeout", "30.0", "--replay", path]
    written = sorted(out_dir.iterdir())
    # the command, run as printed: only that file, its failure first, no coverage table
    code, again, _ = _conformance(capsys, *words[2:])
    assert code == 1
    lines = again.splitlines()
    assert lines[0].startswith("belote-ref conformance: engine 'belote-ref mutant ace-discard-wins'")
    assert lines[1].startswith("FAIL  PLAY-TRICK-WINNER ")
    assert lines[2].startswith("      first difference [golden ")
    assert not any(line[:4] in ("PASS", "----", "SKIP", "THIN", "UNSP") for line in lines)
    assert not any(line.startswith("coverage (") for line in lines)
    other = next(line for line in lines if line.startswith("other clauses: "))
    assert "not exercised" in other and "failed" not in other
    assert "cases: golden 1, negative 0, perft 0, differential 0" in again
    assert lines[-1] == "verdict: departures found (exit 1)"
    # the replayed file is the reproduction: nothing more is written, no reproduce line
    assert "reproduce:" not in again and sorted(out_dir.iterdir()) == written


def test_the_replay_command_names_the_profile_and_the_options(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    engine = f"{sys.executable} -m belote_ref.cli adapter --profile acanomas --mutant discarded-ace-wins"
    code, out, _ = _conformance(capsys, "--profile", "acanomas", "-o", "players=2", "--engine", engine,
                                "--hands", "30", "--matches", "0", "--skip", "perft", "--no-shrink",
                                "--out", str(tmp_path))
    assert code == 1
    path, words = _replay_lines(out)[0]
    assert words == ["belote-ref", "conformance", "--engine", engine, "--profile", "belote-acanomas",
                     "-o", "players=2", "--replay", path]


def test_the_reference_replays_a_negative_golden_as_a_negative(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    # a file with expected_departures is replayed as a negative golden; no engine given: no --engine
    report = tmp_path / "r.json"
    code, out, _ = _conformance(capsys, "--replay", str(ROOT / "corpus" / "negative" / "bid-out-of-turn.json"),
                                "--json", str(report), "--out", str(tmp_path / "out"))
    assert code == 0, out
    doc = json.loads(report.read_text(encoding="utf-8"))
    assert {k: doc["cases"].get(k, 0) for k in ("golden", "negative", "perft", "differential")} == {
        "golden": 0, "negative": 1, "perft": 0, "differential": 0}
    assert out.splitlines()[1].startswith("other clauses: ") and "coverage (" not in out


@pytest.mark.parametrize("extra", [["--golden", "corpus/golden"], ["--hands", "5"], ["--matches", "0"],
                                   ["--only", "golden"], ["--skip", "perft"], ["--perft", "corpus/perft"],
                                   ["--negative", "corpus/negative"]])
def test_replay_is_refused_with_an_option_it_replaces(extra: list[str], tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _conformance(capsys, "--replay", str(ROOT / "corpus" / "negative" / "bid-out-of-turn.json"),
                                  *extra, "--out", str(tmp_path))
    assert code == 2 and out == ""
    assert f"replays that file alone: not with {extra[0]}" in err and "Traceback" not in err


def test_replay_of_a_missing_file_or_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _conformance(capsys, "--replay", str(tmp_path / "nothing.json"), "--out", str(tmp_path))
    assert code == 2 and out == "" and "--replay" in err and "nothing.json" in err
    code, out, err = _conformance(capsys, "--replay", str(tmp_path), "--out", str(tmp_path / "o"))
    assert code == 2 and out == "" and "a folder; --replay takes one reproduction file" in err
