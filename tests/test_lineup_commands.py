"""`play` and `simulate` seat any mix of levels, and their transcripts pass the audit (AI-BUDGET,
VIEW-SEAT; the command of the README and docs/ai.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote_ref.cli import main


def test_play_audits_its_own_transcript(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_file = tmp_path / "match.json"
    assert main(["play", "--players", "easy,random", "--seed", "5", "--output", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert "audit: follows the rules" in out
    doc = json.loads(out_file.read_text(encoding="utf-8"))
    assert [s["level"] for s in doc["seats"]] == ["easy", "random", "easy", "random"]
    assert main(["audit", str(out_file)]) == 0


def test_simulate_seats_four_levels(tmp_path: Path) -> None:
    out_file = tmp_path / "m.json"
    # A budget no decision reaches: seeded decisions are then the same however loaded the machine
    # (AI-BUDGET: only a decision cut short by its budget may differ).
    argv = ["simulate", "--players", "hard,normal,easy,random", "--seed", "1", "--budget-ms", "60000",
            "--output", str(out_file)]
    assert main(argv) == 0
    doc = json.loads(out_file.read_text(encoding="utf-8"))
    assert [(s["seat"], s["team"], s["level"]) for s in doc["seats"]] == [
        (0, 0, "hard"), (1, 1, "normal"), (2, 0, "easy"), (3, 1, "random")
    ]
    # Seeded: the same command writes the same match.
    again = tmp_path / "again.json"
    assert main(argv[:-1] + [str(again)]) == 0
    assert again.read_text(encoding="utf-8") == out_file.read_text(encoding="utf-8")


@pytest.mark.parametrize("players", ["hard,wizard", "easy,easy,easy", ""])
def test_simulate_refuses_a_bad_lineup(players: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", players]) == 2
    assert "--players" in capsys.readouterr().err


def test_play_refuses_an_unwritable_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "random", "--output", "/nonexistent-dir/x.json"]) == 2
    assert "--output /nonexistent-dir/x.json: cannot be written" in capsys.readouterr().err


def test_data_is_found_inside_an_installed_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A wheel carries corpus/, schemas/ and spec/clauses.json inside the package (setup.py);
    data_path falls back there, and names both places when a file is in neither."""
    import belote_ref.commands.conformance as conformance
    from belote_ref import resources

    package = tmp_path / "site" / "belote_ref"
    (package / "corpus" / "golden").mkdir(parents=True)
    monkeypatch.setattr(resources, "PACKAGE", package)
    monkeypatch.chdir(tmp_path)
    assert resources.data_path("corpus", "golden") == package / "corpus" / "golden"
    assert conformance.default_corpus("golden") == [package / "corpus" / "golden"]
    assert conformance.default_corpus("negative") == []
    with pytest.raises(resources.DataNotFound) as err:
        resources.data_path("spec", "clauses.json")
    assert str(package / "spec" / "clauses.json") in str(err.value)
