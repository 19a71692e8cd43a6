"""The Gherkin scenarios of ``features/``, read for the rulebook: each scenario with its clause
tags (its own, its Rule's and its Feature's), its Background, steps, tables, doc strings,
comments (the features write their arithmetic in comments) and Examples.

A reader of the Gherkin subset the features use, for display only: pytest-bdd runs them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..resources import data_path

TAG = re.compile(r"@([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)")
LANGUAGE = re.compile(r"^\s*#\s*language\s*:\s*([\w-]+)\s*$", re.M)


@dataclass(frozen=True)
class Keywords:
    """The Gherkin keywords of one language, as Cucumber's gherkin-languages.json lists them
    (tests/web/test_pages.py checks them against the gherkin package's own table); each is
    matched with the ``:`` or the space that follows it."""
    feature: tuple[str, ...]
    rule: tuple[str, ...]
    background: tuple[str, ...]
    scenario: tuple[str, ...]
    examples: tuple[str, ...]
    steps: tuple[str, ...]


KEYWORDS = {
    "en": Keywords(("Feature", "Business Need", "Ability"), ("Rule",), ("Background",),
                   ("Scenario Outline", "Scenario Template", "Scenario", "Example"), ("Examples", "Scenarios"),
                   ("Given", "When", "Then", "And", "But", "*")),
    # features/acanomas/ (# language: es)
    "es": Keywords(("Característica", "Necesidad del negocio", "Requisito"), ("Regla de negocio", "Regla"),
                   ("Antecedentes",), ("Esquema del escenario", "Escenario", "Ejemplo"), ("Ejemplos",),
                   ("Dado", "Dada", "Dados", "Dadas", "Cuando", "Entonces", "Y", "E", "Pero", "*")),
}


@dataclass
class Step:
    keyword: str
    """``Given`` ... ``But``, or ``#`` for a comment line."""
    text: str
    table: list[list[str]] = field(default_factory=list)
    docstring: str | None = None


@dataclass
class Examples:
    title: str
    tags: list[str]
    table: list[list[str]] = field(default_factory=list)
    keyword: str = "Examples"


@dataclass
class Scenario:
    file: str
    feature: str
    rule: str | None
    keyword: str
    title: str
    tags: list[str]
    """Clause tags that apply: the scenario's, its Rule's and its Feature's."""
    own_tags: list[str]
    background: list[Step]
    steps: list[Step] = field(default_factory=list)
    examples: list[Examples] = field(default_factory=list)
    description: list[str] = field(default_factory=list)


def _cells(line: str) -> list[str]:
    body = line.strip()[1:]
    if body.endswith("|"):
        body = body[:-1]
    cells, cur, i = [], "", 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            cur += {"n": "\n", "|": "|", "\\": "\\"}.get(body[i + 1], body[i + 1])
            i += 2
            continue
        if ch == "|":
            cells.append(cur.strip())
            cur = ""
        else:
            cur += ch
        i += 1
    cells.append(cur.strip())
    return cells


def _keyword(line: str, words: tuple[str, ...]) -> tuple[str, str] | None:
    for w in words:
        if line.startswith(w + ":"):
            return w, line[len(w) + 1:].strip()
    return None


def parse(text: str, file: str) -> list[Scenario]:
    """The scenarios of one feature file, in its language (``# language: es`` on its first
    lines; English without one)."""
    lang = LANGUAGE.match(text.lstrip("\ufeff").split("\n", 1)[0] if text else "")
    kw = KEYWORDS.get(lang.group(1) if lang else "en", KEYWORDS["en"])
    out: list[Scenario] = []
    pending: list[str] = []
    feature = ""
    feature_tags: list[str] = []
    rule: str | None = None
    rule_tags: list[str] = []
    feature_bg: list[Step] = []
    rule_bg: list[Step] = []
    target: list[Step] | None = None  # where steps go: a background or a scenario
    current: Scenario | None = None
    examples: Examples | None = None
    doc: list[str] | None = None
    doc_indent = 0
    for raw in text.splitlines():
        line = raw.strip()
        if doc is not None:
            if line.startswith('"""') or line.startswith("```"):
                if target:
                    target[-1].docstring = "\n".join(doc)
                doc = None
            else:
                doc.append(raw[doc_indent:] if raw[:doc_indent].strip() == "" else raw.strip())
            continue
        if not line:
            continue
        if line.startswith('"""') or line.startswith("```"):
            doc, doc_indent = [], len(raw) - len(raw.lstrip())
            continue
        if line.startswith("#"):
            if target is not None and current is not None and target is current.steps:
                target.append(Step("#", line[1:].strip()))
            continue
        if line.startswith("@"):
            pending += TAG.findall(line)
            continue
        if (k := _keyword(line, kw.feature)) is not None:
            feature, feature_tags, pending = k[1], pending, []
            target = current = None
            continue
        if (k := _keyword(line, kw.rule)) is not None:
            rule, rule_tags, pending, rule_bg = k[1], pending, [], []
            target = current = None
            continue
        if (k := _keyword(line, kw.background)) is not None:
            target = rule_bg if rule is not None else feature_bg
            current, examples = None, None
            continue
        if (k := _keyword(line, kw.scenario)) is not None:
            tags = list(dict.fromkeys(feature_tags + rule_tags + pending))
            current = Scenario(file, feature, rule, k[0], k[1], tags, pending, feature_bg + rule_bg)
            out.append(current)
            target, examples, pending = current.steps, None, []
            continue
        if (k := _keyword(line, kw.examples)) is not None and current is not None:
            examples = Examples(k[1], pending, keyword=k[0])
            current.examples.append(examples)
            pending = []
            target = None
            continue
        if line.startswith("|"):
            if examples is not None and target is None:
                examples.table.append(_cells(line))
            elif target:
                target[-1].table.append(_cells(line))
            continue
        word = next((w for w in kw.steps if line.startswith(w + " ")), None)
        if word is not None and target is not None:
            target.append(Step(word, line[len(word):].strip()))
            continue
        if current is not None and not current.steps:
            current.description.append(line)
    return out


@lru_cache(maxsize=1)
def all_scenarios() -> tuple[Scenario, ...]:
    """Every scenario of ``features/``, file by file."""
    folder = data_path("features")
    found: list[Scenario] = []
    for path in sorted(Path(folder).glob("**/*.feature")):
        found += parse(path.read_text(encoding="utf-8"), path.relative_to(folder).as_posix())
    return tuple(found)


def by_clause() -> dict[str, list[Scenario]]:
    """Clause ID -> the scenarios tagged with it."""
    out: dict[str, list[Scenario]] = {}
    for s in all_scenarios():
        for tag in s.tags:
            out.setdefault(tag, []).append(s)
    return out
