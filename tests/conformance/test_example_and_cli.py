"""The example adapter (an engine written independently of belote_ref) passes the kit; the
adapter is under 100 lines; ``belote-ref conformance`` with no --engine checks the reference."""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

import pytest

from belote_ref.cli import main

from .helpers import ROOT

EXAMPLE = ROOT / "examples" / "mini_engine"


def test_example_adapter_is_small_and_independent() -> None:
    lines = (EXAMPLE / "adapter.py").read_text().splitlines()
    assert len(lines) < 100
    for name in ("adapter.py", "engine.py"):
        tree = ast.parse((EXAMPLE / name).read_text())
        imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        imported |= {(n.module or "").split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert "belote_ref" not in imported


def test_example_engine_is_conformant(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "r.json"
    code = main(["conformance", "--engine", f"{sys.executable} {EXAMPLE / 'adapter.py'}", "--timeout", "120", "--hands", "12",
                 "--matches", "1", "--progress", "none", "--json", str(report), "--junit-xml", str(tmp_path / "j.xml"),
                 "--golden", str(tmp_path), "--negative", str(tmp_path), "--out", str(tmp_path / "out")])
    out = capsys.readouterr().out
    doc = json.loads(report.read_text())
    assert code == 0, out
    assert doc["verdict"] == "conformant" and doc["engine"]["name"] == "mini_engine"
    assert doc["totals"]["failed"] == 0 and doc["cases"]["perft"] >= 8
    assert any("does not support undertrump=optional" in n for n in doc["notes"])
    assert (tmp_path / "j.xml").read_text().startswith("<testsuites>")


def test_default_engine_is_the_reference(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["conformance", "--hands", "3", "--matches", "0", "--skip", "perft", "--progress", "lines",
                 "--out", str(tmp_path)])
    captured = capsys.readouterr()
    assert code == 0
    assert "engine 'belote-ref'" in captured.out and "verdict: conformant (exit 0)" in captured.out
    assert "differential:" in captured.err  # plain progress lines when not on a terminal


def test_the_default_corpus_is_found_from_any_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # the help says where the default corpus comes from, and a run from a folder without a
    # corpus/ replays the one belote-ref ships
    with pytest.raises(SystemExit):
        main(["conformance", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "in the current folder if it has one, else the corpus belote-ref ships" in help_text
    monkeypatch.chdir(tmp_path)
    report = tmp_path / "report.json"
    assert main(["conformance", "--only", "golden", "--hands", "0", "--matches", "0", "--progress", "none",
                 "--json", str(report), "--out", str(tmp_path / "out")]) == 0
    capsys.readouterr()
    assert json.loads(report.read_text(encoding="utf-8"))["cases"]["golden"] > 0


def test_mutant_adapter_flag_is_hidden(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["adapter", "--help"])
    assert "--mutant" not in capsys.readouterr().out


def test_progress_bar_and_lines() -> None:
    import io

    from belote_ref.commands.conformance import progress_printer

    bar_out, line_out = io.StringIO(), io.StringIO()
    bar, lines = progress_printer("bar", bar_out), progress_printer("lines", line_out)
    for i in range(20):
        bar("differential", i, 20)
        lines("differential", i, 20)
    assert "\r" in bar_out.getvalue() and "20/20" in bar_out.getvalue() and bar_out.getvalue().endswith("\n")
    assert "\r" not in line_out.getvalue() and 5 <= len(line_out.getvalue().splitlines()) <= 11


def test_min_coverage_makes_thin_clauses_fail(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    args = ["conformance", "--hands", "2", "--matches", "0", "--skip", "perft", "--progress", "none",
            "--golden", str(empty), "--negative", str(empty), "--out", str(tmp_path / "out")]
    report = tmp_path / "r.json"
    assert main(args + ["--min-coverage", "100000", "--json", str(report)]) == 1
    out = capsys.readouterr().out
    assert "THIN" in out and "coverage below the minimum" in out
    doc = json.loads(report.read_text())
    assert doc["totals"]["thin"] > 0 and doc["totals"]["failed"] == 0
    assert main(args + ["--min-coverage", "0"]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit) as refused:  # a whole number of digits only: argparse refuses -1
        main(args + ["--min-coverage", "-1"])
    assert refused.value.code == 2
    assert "--min-coverage" in capsys.readouterr().err
