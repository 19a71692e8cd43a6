"""Every clause has at least one scenario in its own profile's feature files, and every scenario's
clause tag names a clause of that profile (tests/conftest.py: ``feature_files``); the table
server's clauses (scope ``table``) may be shown in any profile's files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytest_bdd.gherkin_parser import get_gherkin_document
from pytest_bdd.parser import FeatureParser

from .conftest import ACANOMAS, PROFILES, clause_index, feature_files

TAG = re.compile(r"@([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)")


def scenario_tags(profile: str) -> dict[str, list[str]]:
    """Clause tag -> the profile's feature files that use it (on a Feature or a Scenario)."""
    found: dict[str, list[str]] = {}
    for path in feature_files(profile):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip().startswith("@"):
                for tag in TAG.findall(line):
                    found.setdefault(tag, []).append(path.name)
    return found


def table_clauses() -> set[str]:
    """The table server's clauses (scope ``table``): the server serves every profile, so a
    scenario of any profile may show one, each in its profile's language (a room of profile
    belote-acanomas is shown in Spanish, features/acanomas/mesa.feature)."""
    return {str(c["id"]) for c in clause_index() if c["scope"] == "table"}


@pytest.mark.parametrize("profile", PROFILES)
def test_every_clause_has_a_scenario(profile: str) -> None:
    assert feature_files(profile), f"profile {profile} has no feature file"
    tags = scenario_tags(profile)
    shown = {t for p in PROFILES for t in scenario_tags(p)}
    missing = [c["id"] for c in clause_index(profile)
               if c["id"] not in tags and not (c["id"] in table_clauses() and c["id"] in shown)]
    assert not missing, f"{profile}: clauses with no scenario: {missing}"


@pytest.mark.parametrize("profile", PROFILES)
def test_every_tag_names_a_clause_of_its_profile(profile: str) -> None:
    ids = {c["id"] for c in clause_index(profile)} | table_clauses()
    unknown = {t: files for t, files in scenario_tags(profile).items() if t not in ids}
    assert not unknown, f"{profile}: tags that name no clause of the profile: {unknown}"


def test_every_feature_file_belongs_to_a_profile() -> None:
    """No feature file lies outside the two profiles' folders (it would be checked by neither)."""
    root = Path(__file__).resolve().parent.parent / "features"
    known = {p for profile in PROFILES for p in feature_files(profile)}
    stray = sorted(str(p) for p in root.glob("**/*.feature") if p not in known)
    assert not stray, f"feature files of no profile: {stray}"


@pytest.mark.parametrize("path", feature_files(ACANOMAS), ids=lambda p: p.name)
def test_acanomas_feature_parses_as_spanish_gherkin(path: Path) -> None:
    """The Spanish files (bound by tests/bdd/test_scenarios_acanomas.py) parse with pytest-bdd's
    own parser, in Spanish, every scenario tagged and named apart."""
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# language: es\n"), f"{path.name} must start with '# language: es'"
    FeatureParser(str(path.parent), path.name).parse()  # what pytest-bdd will read (first-step keywords, …)
    doc = get_gherkin_document(str(path))
    feature = doc.feature
    assert feature is not None and feature.language == "es" and feature.keyword == "Característica", path.name
    scenarios = [child.scenario for child in feature.children if child.scenario is not None]
    for rule in (child.rule for child in feature.children if child.rule is not None):
        scenarios += [child.scenario for child in rule.children if child.scenario is not None]
    assert scenarios, f"{path.name} has no scenario"
    names = [s.name for s in scenarios]
    assert len(names) == len(set(names)), f"{path.name}: two scenarios share a name (pytest-bdd keeps one)"
    feature_tags = {t.name for t in feature.tags}
    for scenario in scenarios:
        tags = feature_tags | {t.name for t in scenario.tags}
        assert any(TAG.fullmatch("@" + t.lstrip("@")) for t in tags), (
            f"{path.name}: scenario {scenario.name!r} has no clause tag")
        assert scenario.steps, f"{path.name}: scenario {scenario.name!r} has no step"
