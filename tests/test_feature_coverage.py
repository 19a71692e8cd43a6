"""Every clause has at least one scenario, and every scenario's clause tag names a clause."""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import ROOT, clause_index

TAG = re.compile(r"@([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)")
FEATURES = sorted((ROOT / "features").glob("**/*.feature"))


def scenario_tags() -> dict[str, list[str]]:
    """Clause tag -> feature files that use it (on a Feature or a Scenario)."""
    found: dict[str, list[str]] = {}
    for path in FEATURES:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip().startswith("@"):
                for tag in TAG.findall(line):
                    found.setdefault(tag, []).append(path.name)
    return found


def test_every_clause_has_a_scenario() -> None:
    tags = scenario_tags()
    missing = [c["id"] for c in clause_index() if c["id"] not in tags]
    assert not missing, f"clauses with no scenario: {missing}"


def test_every_tag_names_a_clause() -> None:
    ids = {c["id"] for c in clause_index()}
    unknown = {t: files for t, files in scenario_tags().items() if t not in ids}
    assert not unknown, f"tags that name no clause: {unknown}"
