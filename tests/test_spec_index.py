"""The spec's clause index (`spec/clauses.json`) and its chapters agree with each other, with each
profile's decisions table, with each profile's sources and with the code (every clause; see
spec/README.md and spec/acanomas/README.md).

Two profiles share the index: ``belote-classic`` (the team game: chapters spec/*.md, decisions
sources/rules-decisions.md, quotes from the rule card) and ``belote-acanomas`` (the older
individual game: chapters spec/acanomas/*.md, decisions sources/rules-decisions-000.md, quotes
from the older text or from its decisions table). Each profile is checked against its own."""

from __future__ import annotations

import importlib
import importlib.util
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

CLASSIC, ACANOMAS = "belote-classic", "belote-acanomas"
PROFILE_DIRS = {CLASSIC: SPEC, ACANOMAS: SPEC / "acanomas"}
"""Where each profile's chapters and README live."""
DECISIONS = {CLASSIC: SOURCES / "rules-decisions.md", ACANOMAS: SOURCES / "rules-decisions-000.md"}
ROWS = {CLASSIC: 25, ACANOMAS: 52}

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


def _of(profile: str, clauses: list[dict[str, Any]] = ACTIVE) -> list[dict[str, Any]]:
    return [c for c in clauses if c["profile"] == profile]


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


def _part(clause: dict[str, Any], name: str) -> str:
    """The text of one part of a clause (from its bold name to the next part's)."""
    body = _sections(clause["chapter"])[clause["id"]]
    after = PARTS[PARTS.index(name) + 1] if name != PARTS[-1] else None
    text = body.split(f"**{name}.**", 1)[1]
    return text.split(f"**{after}.**", 1)[0] if after else text


def _decision_rows(profile: str) -> set[int]:
    text = DECISIONS[profile].read_text(encoding="utf-8")
    return {int(m.group(1)) for m in re.finditer(r"^\| (\d+) \|", text, re.M)}


def _source_keys() -> dict[str, str]:
    """Key -> URL of the sources table of rules-decisions-000.md (the reconstructed sources)."""
    text = DECISIONS[ACANOMAS].read_text(encoding="utf-8")
    return {m.group(1): m.group(2) for m in re.finditer(r"^\| (\w+) \| (https?://\S+)", text, re.M)}


def test_ids_unique_and_well_formed() -> None:
    ids = [c["id"] for c in CLAUSES]
    assert len(ids) == len(set(ids)), "duplicate clause IDs"
    bad = [i for i in ids if not ID_RE.match(i)]
    assert not bad, f"IDs not matching {ID_RE.pattern}: {bad}"


def test_every_clause_names_its_profile() -> None:
    """`profile` is one of the index's profiles; profile belote-acanomas's IDs start with ACA-
    and its chapters live in spec/acanomas/; no other clause does either."""
    assert set(INDEX["profiles"]) == {CLASSIC, ACANOMAS}
    bad = {c["id"]: c.get("profile") for c in CLAUSES if c.get("profile") not in INDEX["profiles"]}
    assert not bad, f"clauses without a known profile: {bad}"
    for c in CLAUSES:
        aca = c["profile"] == ACANOMAS
        assert c["id"].startswith("ACA-") == aca, c["id"]
        assert c["chapter"].startswith("acanomas/") == aca, c["id"]


def test_every_clause_has_a_scope_and_the_players_are_chapter_ai() -> None:
    """`scope` is "rules" (every engine follows it), "players" (our AI players, not rules) or
    "table" (the table server and its protocol); the players clauses are exactly those of chapter
    ai (acanomas/ai for profile belote-acanomas), the table clauses those of chapter table
    (spec/README.md, *Scope*)."""
    bad = {c["id"]: c.get("scope") for c in CLAUSES if c.get("scope") not in ("rules", "players", "table")}
    assert not bad, f"clauses without a scope of 'rules', 'players' or 'table': {bad}"
    players = sorted(c["id"] for c in CLAUSES if c["scope"] == "players")
    chapter_ai = sorted(c["id"] for c in CLAUSES if c["chapter"] in ("ai", "acanomas/ai"))
    assert players == chapter_ai, f"players clauses {players} vs chapter ai clauses {chapter_ai}"
    assert chapter_ai, "chapter ai has no clause"
    table = sorted(c["id"] for c in CLAUSES if c["scope"] == "table")
    chapter_table = sorted(c["id"] for c in CLAUSES if c["chapter"] == "table")
    assert table == chapter_table, f"table clauses {table} vs chapter table clauses {chapter_table}"
    assert all(i.startswith("TABLE-") for i in table)


def test_index_rules_versions() -> None:
    """The team profile's version is the engine's; profile belote-acanomas's is the one its
    decisions table gives in its profile ID."""
    assert INDEX["rules_version"] == RULES_VERSION
    assert INDEX["profiles"][CLASSIC]["rules_version"] == RULES_VERSION
    m = re.search(r"Profile ID: `belote-acanomas-(\d+\.\d+\.\d+)`", DECISIONS[ACANOMAS].read_text(encoding="utf-8"))
    assert m and INDEX["profiles"][ACANOMAS]["rules_version"] == m.group(1)
    for profile, info in INDEX["profiles"].items():
        assert (SPEC / info["decisions"]) == DECISIONS[profile]
        assert all((SPEC / s).is_file() for s in info["sources"]), profile


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
    for path in sorted(SPEC.glob("*.md")) + sorted((SPEC / "acanomas").glob("*.md")):
        chapter = path.relative_to(SPEC).with_suffix("").as_posix()
        for clause_id, _ in HEADING_RE.findall(path.read_text(encoding="utf-8")):
            assert chapter_of.get(clause_id) == chapter, f"{path.name} has a heading for {clause_id}"


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_clause_has_every_part(clause: dict[str, Any]) -> None:
    body = _sections(clause["chapter"])[clause["id"]]
    missing = [p for p in PARTS if f"**{p}.**" not in body]
    assert not missing, f"{clause['id']} lacks parts {missing}"
    positions = [body.index(f"**{p}.**") for p in PARTS]
    assert positions == sorted(positions), f"{clause['id']}: parts out of order"


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_decision_part_cites_the_indexed_row(clause: dict[str, Any]) -> None:
    """The Decision part cites the clause's row of its own profile's table (profile
    belote-acanomas also cites the team table as "team row N", which does not count)."""
    decision = _part(clause, "Decision")
    if clause["decision"] is not None:
        assert re.search(rf"(?<!team )\brows? (\d+(, | and ))*{clause['decision']}\b", decision), (
            f"{clause['id']}: Decision part does not cite row {clause['decision']}"
        )


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_option_part_names_the_indexed_options(clause: dict[str, Any]) -> None:
    option = _part(clause, "Option")
    for name in clause["options"]:
        assert f"`{name}`" in option, f"{clause['id']}: Option part does not name `{name}`"
    if not clause["options"]:
        assert option.strip().lower().startswith("none"), f"{clause['id']}: Option part should say none"


def test_withdrawn_clauses_say_so() -> None:
    for c in CLAUSES:
        if c.get("withdrawn"):
            assert "**Withdrawn.**" in _sections(c["chapter"])[c["id"]], c["id"]


@pytest.mark.parametrize("profile", [CLASSIC, ACANOMAS])
def test_decision_numbers_exist_and_every_row_is_cited(profile: str) -> None:
    rows = _decision_rows(profile)
    assert rows == set(range(1, ROWS[profile] + 1))
    cited = {c["decision"] for c in _of(profile) if c["decision"] is not None}
    assert cited <= rows, f"unknown decision rows {cited - rows}"
    assert rows <= cited, f"decision rows cited by no clause: {sorted(rows - cited)}"


def test_options_exist_and_point_back() -> None:
    """The team profile's options are the engine's ruleset options, each pointing back to a
    clause that lists it."""
    listed: dict[str, list[str]] = {}
    for c in _of(CLASSIC, CLAUSES):
        for name in c["options"]:
            assert name in OPTION_DEFAULTS, f"{c['id']} lists unknown option {name!r}"
            listed.setdefault(name, []).append(c["id"])
    assert set(listed) == set(OPTION_DEFAULTS), "an option of the ruleset is listed by no clause"
    ids = {c["id"] for c in _of(CLASSIC, CLAUSES)}
    for name, clause_id in OPTION_CLAUSES.items():
        assert clause_id in ids, f"OPTION_CLAUSES[{name!r}] = {clause_id} is not a clause"
        assert clause_id in listed[name], f"{clause_id} does not list option {name!r}"


def test_acanomas_options_are_the_decisions_tables() -> None:
    """Profile belote-acanomas's options are exactly the "Options at a glance" of its decisions
    table; ACA-RULESET-OPTIONS lists them all, and its table says, for each option, exactly the
    clauses whose index entry lists it."""
    text = DECISIONS[ACANOMAS].read_text(encoding="utf-8")
    glance = text.split("## Options at a glance", 1)[1]
    table_options = re.findall(r"`([a-z_0-9]+)`", glance.split("Defaults are", 1)[0])
    listed: dict[str, set[str]] = {}
    for c in _of(ACANOMAS, CLAUSES):
        for name in c["options"]:
            listed.setdefault(name, set()).add(c["id"])
    assert set(listed) == set(table_options), f"index options {sorted(listed)} vs table {sorted(table_options)}"
    ruleset = next(c for c in CLAUSES if c["id"] == "ACA-RULESET-OPTIONS")
    assert ruleset["options"] == table_options, "ACA-RULESET-OPTIONS lists the options in the table's order"
    rule = _part(ruleset, "Rule")
    for name, ids in listed.items():
        row = re.search(rf"^\| `{name}` \| [^|]+ \| ([^|]+) \|", rule, re.M)
        assert row, f"ACA-RULESET-OPTIONS has no table row for `{name}`"
        changes = set(re.findall(r"ACA-[A-Z0-9-]+", row.group(1)))
        assert changes == ids - {"ACA-RULESET-OPTIONS"}, f"`{name}` changes {sorted(changes)} vs index {sorted(ids)}"


def _readme_rows(profile: str) -> dict[str, tuple[str, ...]]:
    text = (PROFILE_DIRS[profile] / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| \[`?([A-Z0-9-]+)`?\]\(([a-z]+)\.md#[^)]*\) \| (.+?) \| ([a-z]+) \| (.*?) \|$", text, re.M)
    return {r[0]: r for r in rows}


@pytest.mark.parametrize("profile", [CLASSIC, ACANOMAS])
def test_readme_table_lists_every_clause(profile: str) -> None:
    """Each profile's README (spec/README.md, spec/acanomas/README.md) lists its clauses."""
    by_id = _readme_rows(profile)
    clauses = _of(profile, CLAUSES)
    assert sorted(by_id) == sorted(c["id"] for c in clauses)
    prefix = "" if profile == CLASSIC else "acanomas/"
    for c in clauses:
        _, link_chapter, title, chapter, options = by_id[c["id"]]
        assert (prefix + link_chapter, title, prefix + chapter) == (c["chapter"], c["title"], c["chapter"]), c["id"]
        named = re.findall(r"`([a-z_0-9]+)`", options)
        assert named == c["options"], f"{c['id']}: README options {named} vs index {c['options']}"


def _quotes(source: str) -> list[str]:
    return [line[2:].strip() for line in source.splitlines() if line.startswith("> ")]


@pytest.mark.parametrize("clause", _of(CLASSIC), ids=lambda c: c["id"])
def test_source_quotes_are_verbatim(clause: dict[str, Any]) -> None:
    """Every quoted line (`> ...`) of a team Source part occurs word for word in a source text."""
    texts = [p.read_text(encoding="utf-8") for p in (SOURCES / "rule-card-001.txt", SOURCES / "older-text-000.txt")]
    source = _part(clause, "Source")
    quotes = _quotes(source)
    assert quotes or "not on the card" in source.lower(), f"{clause['id']}: no quote and no 'not on the card'"
    for q in quotes:
        assert any(q in t for t in texts), f"{clause['id']}: not verbatim in the card: {q!r}"


ACA_LABEL = re.compile(r"^\*(Rulebook, text 000|Rulebook, page 2|Reconstructed|Decided here)\b")


@pytest.mark.parametrize("clause", _of(ACANOMAS), ids=lambda c: c["id"])
def test_acanomas_source_says_whose_words(clause: dict[str, Any]) -> None:
    """A Source part of profile belote-acanomas sorts its words under labels: *Rulebook, text
    000* (Spanish, verbatim in the seed text, typos included), *Rulebook, page 2* (verbatim as the
    decisions table quotes it), *Reconstructed* (a source key of the decisions table, its URL, and
    any quote verbatim as the table gives it) and *Decided here*."""
    seed = (SOURCES / "older-text-000.txt").read_text(encoding="utf-8")
    table = DECISIONS[ACANOMAS].read_text(encoding="utf-8")
    source = _part(clause, "Source")
    label = None
    labels = set()
    for line in source.splitlines():
        m = ACA_LABEL.match(line.strip())
        if m:
            label = m.group(1)
            labels.add(label)
        if line.startswith("> "):
            quote = line[2:].strip()
            assert label, f"{clause['id']}: a quote before any label: {quote!r}"
            where = seed if label == "Rulebook, text 000" else table
            assert label != "Decided here", f"{clause['id']}: a quote under *Decided here*: {quote!r}"
            assert quote in where, f"{clause['id']}: not verbatim ({label}): {quote!r}"
    assert labels, f"{clause['id']}: the Source part has no *Rulebook…*, *Reconstructed* or *Decided here* label"
    keys = _source_keys()
    for key in set(re.findall(r"\[([a-z0-9]+)\]", source)):
        assert key in keys, f"{clause['id']}: [{key}] is not a source of the decisions table"
        assert keys[key] in source, f"{clause['id']}: [{key}] is cited without its URL {keys[key]}"
    if "Reconstructed" in labels:
        assert re.search(r"\[[a-z0-9]+\]", source), f"{clause['id']}: *Reconstructed* names no source key"


def test_acanomas_readme_lists_every_decision_taken_here() -> None:
    """Every clause of profile belote-acanomas whose Source decides something here is named in the
    list of decisions at the end of spec/acanomas/README.md."""
    text = (PROFILE_DIRS[ACANOMAS] / "README.md").read_text(encoding="utf-8")
    listed = text.split("## Decided here", 1)[1]
    missing = [c["id"] for c in _of(ACANOMAS) if "*Decided here" in _part(c, "Source") and c["id"] not in listed]
    assert not missing, f"clauses deciding something not listed in the README: {missing}"


@pytest.mark.parametrize("clause", ACTIVE, ids=lambda c: c["id"])
def test_implemented_in_names_real_functions(clause: dict[str, Any]) -> None:
    """Each `belote_ref.module.name` of the Implemented-in part imports and resolves."""
    part = _part(clause, "Implemented in")
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
    assert f"`@{clause['id']}`" in _part(clause, "Scenarios")


@pytest.mark.parametrize(
    "name", ["rule-card-001.txt", "older-text-000.txt", "rules-decisions.md", "rules-decisions-000.md"])
def test_source_copies_match_the_shared_originals(name: str) -> None:
    originals = {
        "rule-card-001.txt": SHARED / "seeds" / "001_8f658c48b22a322b.txt",
        "older-text-000.txt": SHARED / "seeds" / "000_ab1084e7881f8feb.txt",
        "rules-decisions.md": SHARED / "rules-decisions.md",
        "rules-decisions-000.md": SHARED / "rules-decisions-000.md",
    }
    original = originals[name]
    if not original.exists():
        pytest.skip(f"{original} is not present in this checkout")
    assert (SOURCES / name).read_bytes() == original.read_bytes()
