"""The spec's clause index (`spec/clauses.json`) and its chapters agree with each other, with the
decisions table, with the rule card and with the code (every clause; see spec/README.md)."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from belote_ref.ruleset import OPTION_CLAUSES, OPTION_DEFAULTS, RULES_VERSION

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "spec"
SOURCES = SPEC / "sources"
SHARED = ROOT.parent / "shared"
"""The user's rule texts, beside the repository (``../shared``): the originals of spec/sources/."""

ID_RE = re.compile(r"^[A-Z]+(-[A-Z0-9]+)+$")
HEADING_RE = re.compile(r"^### (\S+) — (.+)$", re.M)
PARTS = ("Rule", "Source", "Decision", "Option", "Implemented in", "Scenarios")


def _index() -> dict[str, Any]:
    return json.loads((SPEC / "clauses.json").read_text(encoding="utf-8"))


INDEX = _index()
CLAUSES: list[dict[str, Any]] = INDEX["clauses"]
CHAPTERS = sorted({c["chapter"] for c in CLAUSES})
ACTIVE = [c for c in CLAUSES if not c.get("withdrawn")]
"""Clauses in force. A withdrawn clause keeps its ID and heading with a **Withdrawn.** part."""


def _chapter_text(chapter: str) -> str:
    return (SPEC / f"{chapter}.md").read_text(encoding="utf-8")


def _sections(chapter: str) -> dict[str, str]:
    """Clause ID -> the text of its section (heading to next heading of level <= 3)."""
    text = _chapter_text(chapter)
    out: dict[str, str] = {}
    heads = list(re.finditer(r"^#{1,3} .*$", text, re.M))
    for i, m in enumerate(heads):
        h = HEADING_RE.match(m.group(0))
        if h:
            end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
            out[h.group(1)] = text[m.end():end]
    return out


def _decision_rows() -> set[int]:
    text = (SOURCES / "rules-decisions.md").read_text(encoding="utf-8")
    return {int(m.group(1)) for m in re.finditer(r"^\| (\d+) \|", text, re.M)}


def test_ids_unique_and_well_formed() -> None:
    ids = [c["id"] for c in CLAUSES]
    assert len(ids) == len(set(ids)), "duplicate clause IDs"
    bad = [i for i in ids if not ID_RE.match(i)]
    assert not bad, f"IDs not matching {ID_RE.pattern}: {bad}"


def test_every_clause_has_a_scope_and_the_players_are_chapter_ai() -> None:
    """`scope` is "rules" (every engine follows it), "players" (our AI players, not rules) or
    "table" (the table server and its protocol); the players clauses are exactly those of chapter
    ai, the table clauses those of chapter table (spec/README.md, *Scope*)."""
    bad = {c["id"]: c.get("scope") for c in CLAUSES if c.get("scope") not in ("rules", "players", "table")}
    assert not bad, f"clauses without a scope of 'rules', 'players' or 'table': {bad}"
    players = sorted(c["id"] for c in CLAUSES if c["scope"] == "players")
    chapter_ai = sorted(c["id"] for c in CLAUSES if c["chapter"] == "ai")
    assert players == chapter_ai, f"players clauses {players} vs chapter ai clauses {chapter_ai}"
    assert chapter_ai, "chapter ai has no clause"
    table = sorted(c["id"] for c in CLAUSES if c["scope"] == "table")
    chapter_table = sorted(c["id"] for c in CLAUSES if c["chapter"] == "table")
    assert table == chapter_table, f"table clauses {table} vs chapter table clauses {chapter_table}"
    assert all(i.startswith("TABLE-") for i in table)


def test_index_rules_version_is_the_engines() -> None:
    assert INDEX["rules_version"] == RULES_VERSION


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_chapter_headings_match_index(chapter: str) -> None:
    """Each clause of the chapter has exactly one `### ID — Title` heading in it, and every such
    heading names a clause of this chapter with its title."""
    expected = {c["id"]: c["title"] for c in CLAUSES if c["chapter"] == chapter}
    found = HEADING_RE.findall(_chapter_text(chapter))
    ids = [i for i, _ in found]
    assert sorted(ids) == sorted(expected), f"{chapter}.md headings {ids} vs index {sorted(expected)}"
    assert len(ids) == len(set(ids)), f"{chapter}.md repeats a clause heading"
    for clause_id, title in found:
        assert title == expected[clause_id], f"{clause_id}: heading title {title!r} != index {expected[clause_id]!r}"


def test_no_clause_heading_outside_its_chapter() -> None:
    chapter_of = {c["id"]: c["chapter"] for c in CLAUSES}
    for path in sorted(SPEC.glob("*.md")):
        for clause_id, _ in HEADING_RE.findall(path.read_text(encoding="utf-8")):
            assert chapter_of.get(clause_id) == path.stem, f"{path.name} has a heading for {clause_id}"


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_clause_has_every_part(clause: dict[str, Any]) -> None:
    body = _sections(clause["chapter"])[clause["id"]]
    missing = [p for p in PARTS if f"**{p}.**" not in body]
    assert not missing, f"{clause['id']} lacks parts {missing}"
    positions = [body.index(f"**{p}.**") for p in PARTS]
    assert positions == sorted(positions), f"{clause['id']}: parts out of order"


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_decision_part_cites_the_indexed_row(clause: dict[str, Any]) -> None:
    body = _sections(clause["chapter"])[clause["id"]]
    decision = body.split("**Decision.**", 1)[1].split("**Option.**", 1)[0]
    if clause["decision"] is not None:
        assert re.search(rf"\brows? (\d+(, | and ))*{clause['decision']}\b", decision), (
            f"{clause['id']}: Decision part does not cite row {clause['decision']}"
        )


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_option_part_names_the_indexed_options(clause: dict[str, Any]) -> None:
    body = _sections(clause["chapter"])[clause["id"]]
    option = body.split("**Option.**", 1)[1].split("**Implemented in.**", 1)[0]
    for name in clause["options"]:
        assert f"`{name}`" in option, f"{clause['id']}: Option part does not name `{name}`"
    if not clause["options"]:
        assert option.strip().lower().startswith("none"), f"{clause['id']}: Option part should say none"


def test_withdrawn_clauses_say_so() -> None:
    for c in CLAUSES:
        if c.get("withdrawn"):
            assert "**Withdrawn.**" in _sections(c["chapter"])[c["id"]], c["id"]


def test_decision_numbers_exist_and_every_row_is_cited() -> None:
    rows = _decision_rows()
    assert rows == set(range(1, 26))
    cited = {c["decision"] for c in ACTIVE if c["decision"] is not None}
    assert cited <= rows, f"unknown decision rows {cited - rows}"
    assert rows <= cited, f"decision rows cited by no clause: {sorted(rows - cited)}"


def test_options_exist_and_point_back() -> None:
    listed: dict[str, list[str]] = {}
    for c in CLAUSES:
        for name in c["options"]:
            assert name in OPTION_DEFAULTS, f"{c['id']} lists unknown option {name!r}"
            listed.setdefault(name, []).append(c["id"])
    assert set(listed) == set(OPTION_DEFAULTS), "an option of the ruleset is listed by no clause"
    ids = {c["id"] for c in CLAUSES}
    for name, clause_id in OPTION_CLAUSES.items():
        assert clause_id in ids, f"OPTION_CLAUSES[{name!r}] = {clause_id} is not a clause"
        assert clause_id in listed[name], f"{clause_id} does not list option {name!r}"


def test_readme_table_lists_every_clause() -> None:
    text = (SPEC / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| \[`?([A-Z0-9-]+)`?\]\(([a-z]+)\.md#[^)]*\) \| (.+?) \| ([a-z]+) \| (.*?) \|$", text, re.M)
    by_id = {r[0]: r for r in rows}
    assert sorted(by_id) == sorted(c["id"] for c in CLAUSES)
    for c in CLAUSES:
        _, link_chapter, title, chapter, options = by_id[c["id"]]
        assert (link_chapter, title, chapter) == (c["chapter"], c["title"], c["chapter"]), c["id"]
        named = re.findall(r"`([a-z_]+)`", options)
        assert named == c["options"], f"{c['id']}: README options {named} vs index {c['options']}"


def _quotes(body: str) -> list[str]:
    source = body.split("**Source.**", 1)[1].split("**Decision.**", 1)[0]
    return [line[2:].strip() for line in source.splitlines() if line.startswith("> ")]


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_source_quotes_are_verbatim(clause: dict[str, Any]) -> None:
    """Every quoted line (`> ...`) of a Source part occurs word for word in a source text."""
    texts = [p.read_text(encoding="utf-8") for p in (SOURCES / "rule-card-001.txt", SOURCES / "older-text-000.txt")]
    body = _sections(clause["chapter"])[clause["id"]]
    quotes = _quotes(body)
    source = body.split("**Source.**", 1)[1].split("**Decision.**", 1)[0]
    assert quotes or "not on the card" in source.lower(), f"{clause['id']}: no quote and no 'not on the card'"
    for q in quotes:
        assert any(q in t for t in texts), f"{clause['id']}: not verbatim in the card: {q!r}"


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_implemented_in_names_real_functions(clause: dict[str, Any]) -> None:
    """Each `belote_ref.module.name` of the Implemented-in part imports and resolves."""
    body = _sections(clause["chapter"])[clause["id"]]
    part = body.split("**Implemented in.**", 1)[1].split("**Scenarios.**", 1)[0]
    names = re.findall(r"`(belote_ref(?:\.\w+)+)`", part)
    assert names, f"{clause['id']}: Implemented-in names no belote_ref function"
    for dotted in names:
        parts = dotted.split(".")
        for cut in range(len(parts), 0, -1):
            try:
                obj: Any = importlib.import_module(".".join(parts[:cut]))
            except ModuleNotFoundError:
                continue
            for attr in parts[cut:]:
                assert hasattr(obj, attr), f"{clause['id']}: {dotted} does not exist"
                obj = getattr(obj, attr)
            break
        else:  # pragma: no cover
            pytest.fail(f"{clause['id']}: cannot import {dotted}")


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_scenarios_part_names_the_tag(clause: dict[str, Any]) -> None:
    body = _sections(clause["chapter"])[clause["id"]]
    assert f"`@{clause['id']}`" in body.split("**Scenarios.**", 1)[1]


@pytest.mark.parametrize("name", ["rule-card-001.txt", "older-text-000.txt", "rules-decisions.md"])
def test_source_copies_match_the_shared_originals(name: str) -> None:
    originals = {
        "rule-card-001.txt": SHARED / "seeds" / "001_8f658c48b22a322b.txt",
        "older-text-000.txt": SHARED / "seeds" / "000_ab1084e7881f8feb.txt",
        "rules-decisions.md": SHARED / "rules-decisions.md",
    }
    original = originals[name]
    if not original.exists():
        pytest.skip(f"{original} is not present in this checkout")
    assert (SOURCES / name).read_bytes() == original.read_bytes()
