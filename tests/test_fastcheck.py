"""The fast structural check (belote_ref.transcript.fastcheck, behind schema.fits) gives the
verdict of plain Draft202012Validator (of the memoising validator for a hand alone) on every
document of the corpus, on each hand and action of them, and on the mutated transcripts of the
fuzz tests; the unknown-key walk finds with its cached levels what it finds without them."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.transcript import fastcheck, schema
from belote_ref.transcript.schema import ACANOMAS_TRANSCRIPT_ID, ACTION_ID, TRANSCRIPT_ID

from .test_transcript_fuzz import BASES, fresh, leaves, put, rule_mutation, type_mutation

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
TRANSCRIPTS = (TRANSCRIPT_ID, ACANOMAS_TRANSCRIPT_ID)


@cache
def plain(schema_id: str) -> Any:
    return schema.plain_validator(schema_id)


def documents() -> list[Path]:
    return sorted(CORPUS.rglob("*.json"))


def agree(doc: Any) -> None:
    """Both verdicts, for the document and each hand and action in it, under each transcript schema."""
    for schema_id in TRANSCRIPTS:
        assert schema.is_valid(doc, schema_id) == plain(schema_id).is_valid(doc), schema_id
        hands = doc.get("hands") if isinstance(doc, dict) else None
        for hand in hands if isinstance(hands, list) else []:
            by_jsonschema = schema.hand_validator(schema_id).is_valid(hand)
            assert schema.fits(hand, schema.hand_schema(schema_id)) == by_jsonschema, schema_id
            actions = hand.get("actions") if isinstance(hand, dict) else None
            for action in actions if isinstance(actions, list) else []:
                assert schema.is_valid(action, ACTION_ID) == plain(ACTION_ID).is_valid(action)


@pytest.mark.parametrize("path", documents(), ids=lambda p: str(p.relative_to(CORPUS)))
def test_the_fast_check_agrees_on_the_corpus(path: Path) -> None:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError):
        pytest.skip("not JSON")
    agree(doc)


@settings(max_examples=80, deadline=None)
@given(st.one_of(type_mutation(), rule_mutation()))
def test_the_fast_check_agrees_on_mutated_transcripts(doc: dict[str, Any]) -> None:
    agree(doc)


TRICKY = ["x", "JH", "10S", "JH ", "pass", "take", "belote", "belote-classic", 0, 1, 3, 4, -1, 1.0, 2.5, 1e300,
          True, False, None, [], {}, [0, 1], ["JH"], {"type": "play"}, {"type": "play", "seat": 1, "card": "JH"},
          {"type": "take", "seat": 0, "suit": "H"}, {"type": "pass", "seat": 2, "announce": "belote"}]


@st.composite
def tricky_mutation(draw: Any) -> dict[str, Any]:
    """A golden with up to three values replaced by values near the schema's bounds, or a key added."""
    doc = fresh(draw(st.sampled_from(BASES)))
    for _ in range(draw(st.integers(1, 3))):
        path, value = draw(st.sampled_from(leaves(doc)))
        if draw(st.booleans()) and isinstance(value, dict):
            key = draw(st.sampled_from(["extra", "type", "seat", "card", "announce"]))
            value[key] = copy.deepcopy(draw(st.sampled_from(TRICKY)))
        elif path:
            put(doc, path, copy.deepcopy(draw(st.sampled_from(TRICKY))))
    return doc


@settings(max_examples=150, deadline=None)
@given(tricky_mutation())
def test_the_fast_check_agrees_near_the_bounds(doc: dict[str, Any]) -> None:
    agree(doc)


def test_json_equality_tells_booleans_from_numbers() -> None:
    assert fastcheck.equal(1, 1.0) and not fastcheck.equal(True, 1) and not fastcheck.equal([0], [False])
    assert fastcheck.equal({"a": [1]}, {"a": [1.0]}) and not fastcheck.equal({"a": 1}, {"b": 1})


def test_an_unknown_keyword_is_not_compiled() -> None:
    with pytest.raises(fastcheck.Unsupported):
        fastcheck.Compiler(lambda ref: {}).check({"uniqueItems": True})
    assert schema.fits([1, 1], {"uniqueItems": True}) is False  # jsonschema decides it


def _unknown_uncached(doc: Any, monkeypatch: pytest.MonkeyPatch, schema_id: str) -> list[tuple[Any, ...]]:
    """The unknown keys found with every level worked out from the value (no level cached)."""
    with monkeypatch.context() as m:
        m.setattr(schema, "_LEVELS", {})
        m.setattr(schema, "_ITEMS", {})
        m.setattr(schema, "_UNKNOWN_MEMO", {})
        m.setattr(schema, "_same_for_every_value", lambda ids: False)
        return schema.unknown_keys(doc, schema_id)


@settings(max_examples=60, deadline=None)
@given(tricky_mutation())
def test_cached_levels_find_the_unknown_keys_of_the_value(doc: dict[str, Any]) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        for schema_id in TRANSCRIPTS:
            if schema.is_valid(doc, schema_id):  # unknown keys are those of a valid document
                assert schema.unknown_keys(doc, schema_id) == _unknown_uncached(doc, monkeypatch, schema_id)


@pytest.mark.parametrize("path", [p for p in documents() if "golden" in p.parts], ids=lambda p: p.name)
def test_cached_levels_agree_on_the_goldens(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["hands"][0]["extra"] = {"more": 1}
    doc["hands"][0]["actions"][0]["extra"] = 1
    for schema_id in TRANSCRIPTS:
        if schema.is_valid(doc, schema_id):
            found = schema.unknown_keys(doc, schema_id)
            assert ("hands", 0, "extra") in found and found == _unknown_uncached(doc, monkeypatch, schema_id)
