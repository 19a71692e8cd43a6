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


# --- profile belote-acanomas (spec/acanomas/machine.md, ACA-MATCH-PHASES) --------------------------
ACA_PAGE = PAGE.parent / "acanomas" / "machine.md"

ACA_EDGES = {
    # the events of ACA-MATCH-PHASES (spec/acanomas/match.md), copied by hand from the spec's table
    "  dealing --> bid_round_1: start_bidding",
    "  bid_round_1 --> bid_round_2: open_round_two",
    "  bid_round_1 --> completion_deal: accept_take",
    "  bid_round_2 --> completion_deal: accept_take",
    "  bid_round_2 --> dealing: void_game",
    "  completion_deal --> exchange: open_exchange",
    "  completion_deal --> first_trick: start_play",
    "  exchange --> first_trick: start_play",
    "  first_trick --> verdicts: end_first_trick",
    "  verdicts --> tricks: resume_play",
    "  tricks --> claim: claim_made",
    "  tricks --> scoring: finish_tricks",
    "  claim --> scoring: stop_game",
    "  claim --> match_over: win_by_claim",
    "  scoring --> dealing: next_game",
    "  scoring --> match_over: end_match",
}


def test_acanomas_page_is_what_the_machine_draws() -> None:
    from belote_ref.profiles.acanomas.phases import ACANOMAS_PHASES

    current = ACA_PAGE.read_text(encoding="utf-8")
    assert diagram.render_page(current, ACANOMAS_PHASES) == current, (
        "spec/acanomas/machine.md is stale: python3 -m belote_ref.diagram --write")
    assert diagram.main(["--check"]) == 0


def test_acanomas_diagram_has_exactly_the_spec_events() -> None:
    from belote_ref.profiles.acanomas.phases import ACANOMAS_PHASES

    lines = diagram.mermaid_diagram(ACANOMAS_PHASES).splitlines()
    edges = {line for line in lines if "-->" in line and not line.startswith("  [*]")}
    assert edges == ACA_EDGES
    assert "  [*] --> dealing" in lines
    text = ACA_PAGE.read_text(encoding="utf-8")
    for phase in ACANOMAS_PHASES.phases:
        assert f"### `{phase}`" in text, f"spec/acanomas/machine.md has no section for phase {phase}"
    transient = {"completion_deal", "verdicts", "claim", "scoring"}
    assert set(ACANOMAS_PHASES.on_enter) == transient
    assert all(not ACANOMAS_PHASES.accepted_types(p) for p in transient | {"match_over"})


def test_check_one_profile_page(tmp_path: Path) -> None:
    stale = tmp_path / "machine.md"
    stale.write_text(f"# x\n\n{diagram.BEGIN}\nold\n{diagram.END}\n", encoding="utf-8")
    args = ["--page", str(stale), "--profile", "belote-acanomas"]
    assert diagram.main(["--check", *args]) == 1
    assert diagram.main(["--write", *args]) == 0
    assert diagram.main(["--check", *args]) == 0
    assert "first_trick --> verdicts: end_first_trick" in stale.read_text(encoding="utf-8")
