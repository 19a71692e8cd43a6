"""spec/machine.md shows the phase machine as the machine draws it (MATCH-PHASES)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from belote_ref import diagram
from belote_ref.machine import PHASES, TRANSITIONS
from belote_ref.phases import CLASSIC_PHASES

PAGE = Path(__file__).resolve().parent.parent / "spec" / "machine.md"


def test_page_is_what_the_machine_draws() -> None:
    current = PAGE.read_text(encoding="utf-8")
    assert diagram.render_page(current) == current, "spec/machine.md is stale: python3 -m belote_ref.diagram --write"


def test_diagram_has_every_phase_and_transition() -> None:
    """Edges worked out from TRANSITIONS by hand, independently of the drawing library."""
    source = diagram.mermaid_diagram()
    assert source.startswith("stateDiagram-v2\n")
    for phase in PHASES:
        assert re.search(rf"^  state \"{phase}\" as {phase}$", source, re.M), phase
    for t in TRANSITIONS:
        sources = t["source"] if isinstance(t["source"], list) else [t["source"]]
        for s in sources:
            assert f"  {s} --> {t['dest']}: {t['trigger']}" in source.splitlines()
    assert "  [*] --> dealing" in source.splitlines()
    assert "classDef" not in source and "Class " not in source


def test_expected_shape_of_a_hand() -> None:
    """The hand as the rules describe it: deal, two bidding rounds, a void hand back to dealing,
    completion, tricks, scoring, then the next hand or the end of the match."""
    lines = set(diagram.mermaid_diagram().splitlines())
    assert {
        "  dealing --> bid_round_1: start_bidding",
        "  bid_round_1 --> bid_round_2: open_round_two",
        "  bid_round_2 --> dealing: void_hand",
        "  tricks --> scoring: finish_tricks",
        "  scoring --> match_over: end_match",
    } <= lines
    assert not any(line.startswith("  match_over -->") for line in lines), "match_over must be final"


def test_every_trigger_is_explained_and_every_phase_has_a_section() -> None:
    assert all(t.cause and t.clauses for t in CLASSIC_PHASES.transitions)
    assert [t.event for t in CLASSIC_PHASES.transitions] == [t["trigger"] for t in TRANSITIONS]
    text = PAGE.read_text(encoding="utf-8")
    for phase in PHASES:
        assert f"### `{phase}`" in text, f"spec/machine.md has no section for phase {phase}"


def test_check_flags_a_stale_page(tmp_path: Path) -> None:
    stale = tmp_path / "machine.md"
    stale.write_text(f"# x\n\n{diagram.BEGIN}\nold\n{diagram.END}\n", encoding="utf-8")
    assert diagram.main(["--check", "--page", str(stale)]) == 1
    assert diagram.main(["--write", "--page", str(stale)]) == 0
    assert diagram.main(["--check", "--page", str(stale)]) == 0
    assert "```mermaid\nstateDiagram-v2" in stale.read_text(encoding="utf-8")


def test_missing_markers_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "machine.md"
    page.write_text("# no markers\n", encoding="utf-8")
    assert diagram.main(["--check", "--page", str(page)]) == 2
    assert "marker" in capsys.readouterr().err
