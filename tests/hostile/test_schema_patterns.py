"""Every pattern and every integer of the input schemas (schemas/, schemas/adapter/) is bounded:
a pattern matches nothing but the whole text (in Python's ``re``, ``$`` also matches before a
final newline, so the patterns end with ``(?![\\s\\S])``, which nothing can follow in any regex
dialect), and every integer a reader acts on has a maximum."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent.parent
SCHEMA_FILES = sorted((ROOT / "schemas").rglob("*.schema.json"))
END = r"(?![\s\S])"
HOSTILE_AFTER = ["\n", "\r\n", "\r", " ", "\t", "\x00", "\u2028", "\u00a0", "x", "\n\n"]


def _walk(node: Any, where: str) -> Iterator[tuple[str, str, Any]]:
    if isinstance(node, dict):
        for k, v in node.items():
            yield where, k, v
            yield from _walk(v, f"{where}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, f"{where}/{i}")


def _patterns() -> list[tuple[str, str]]:
    out = []
    for f in SCHEMA_FILES:
        for where, key, value in _walk(json.loads(f.read_text(encoding="utf-8")), f.name):
            if key == "pattern":
                out.append((where, value))
    return out


PATTERNS = _patterns()


def test_the_scan_finds_the_patterns() -> None:
    assert len(PATTERNS) >= 9  # cards (4 schemas), legal actions, versions (2), clause IDs, ruleset IDs
    assert not any(key == "patternProperties" for f in SCHEMA_FILES
                   for _, key, _ in _walk(json.loads(f.read_text(encoding="utf-8")), f.name))


@pytest.mark.parametrize("where, pattern", PATTERNS, ids=[w for w, _ in PATTERNS])
def test_every_pattern_is_anchored_at_both_ends(where: str, pattern: str) -> None:
    assert pattern.startswith("^") and pattern.endswith(END), where
    assert "\\d" not in pattern and "\\w" not in pattern and "\\s" not in pattern[:-len(END)], \
        "Unicode classes match more than ASCII digits and letters"


@pytest.mark.parametrize("where, pattern", PATTERNS, ids=[w for w, _ in PATTERNS])
@settings(max_examples=40)
@given(data=st.data())
def test_nothing_but_the_whole_text_passes(where: str, pattern: str, data: st.DataObject) -> None:
    """Texts the pattern describes pass; the same texts with anything before or after fail."""
    body = pattern[1:-len(END)]
    text = data.draw(st.from_regex(re.compile(body), fullmatch=True).filter(lambda s: len(s) < 60))
    assert re.search(pattern, text), (where, text)
    extra = data.draw(st.sampled_from(HOSTILE_AFTER))
    if not re.fullmatch(body, text + extra):
        assert not re.search(pattern, text + extra), (where, repr(text + extra))
    if not re.fullmatch(body, extra + text):
        assert not re.search(pattern, extra + text), (where, repr(extra + text))


@pytest.mark.parametrize("text", ["JH\n", "JH\r\n", "\nJH", "JH ", " JH", "J♥", "jh", "JH\x00", "10H\n", "T♥"])
def test_card_patterns_refuse_the_reported_texts(text: str) -> None:
    cards = [p for w, p in PATTERNS if w.endswith("/card")]
    assert len(cards) >= 4  # transcript, action, adapter request and response (and the table server's)
    for p in cards:
        assert not re.search(p, text), (p, text)


# Integers that no reader acts on: the audit and conformance reports are output; a transcript's
# seed is a label.
UNBOUNDED_OK = {"audit-report.schema.json", "conformance-report.schema.json",
                "transcript.schema.json/$defs/metadata/properties/seed"}


def _nodes(node: Any, where: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every object of a schema with its path (list items included)."""
    if isinstance(node, dict):
        yield where, node
        for k, v in node.items():
            yield from _nodes(v, f"{where}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _nodes(v, f"{where}/{i}")


def test_every_integer_has_a_maximum() -> None:
    missing = []
    for f in SCHEMA_FILES:
        for where, node in _nodes(json.loads(f.read_text(encoding="utf-8")), f.name):
            kind = node.get("type")
            if kind == "integer" or (isinstance(kind, list) and "integer" in kind):
                if where.split("/")[0] in UNBOUNDED_OK or where in UNBOUNDED_OK:
                    continue
                if "maximum" not in node and "enum" not in node:
                    missing.append(where)
    assert missing == []
