"""The schemas: well-formed Draft 2020-12, served by $id from a registry (no network), read from
schemas/, and the memoising validator agreeing with the plain one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing.exceptions import Unresolvable

from belote_ref.transcript import schema

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("name", sorted(schema.SCHEMA_FILES.values()))
def test_schemas_are_read_from_the_schemas_folder(name: str) -> None:
    assert (ROOT / "schemas" / name).read_text(encoding="utf-8") == schema.schema_text(name)


@pytest.mark.parametrize("schema_id", sorted(schema.SCHEMA_FILES))
def test_schema_is_valid_2020_12_with_its_id(schema_id: str) -> None:
    doc = schema.schemas()[schema_id]
    Draft202012Validator.check_schema(doc)
    assert doc["$id"] == schema_id
    assert doc["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_transcript_schema_refers_to_the_others_by_id() -> None:
    text = json.dumps(schema.schemas()[schema.TRANSCRIPT_ID])
    for other in (schema.RULESET_ID, schema.ACTION_ID, schema.SEAT_VIEW_ID):
        assert f'"$ref": "{other}"' in text
    resolver = schema.registry().resolver()
    assert resolver.lookup(schema.ACTION_ID).contents["$id"] == schema.ACTION_ID


def test_registry_never_retrieves_unknown_uris() -> None:
    with pytest.raises(Unresolvable):
        schema.registry().resolver().lookup("https://belote-ref.example/schemas/nope/9.9.9")


def test_action_schema_accepts_every_action_form_and_refuses_a_bad_card() -> None:
    ok = [{"type": "pass", "seat": 0}, {"type": "take", "seat": 1, "suit": "H"},
          {"type": "play", "seat": 2, "card": "10H", "announce": "belote"}, {"type": "coinche", "seat": 3},
          {"type": "declare", "seat": 0, "declaration": "tierce"}, {"type": "take", "seat": 0, "suit": "no-trump"}]
    for a in ok:
        assert schema.is_valid(a, schema.ACTION_ID), a
    for bad in ({"type": "play", "seat": 2, "card": "1H"}, {"type": "play", "seat": 4, "card": "7C"},
                {"type": "take", "seat": 1}, {"type": "play", "seat": True, "card": "7C"}, {"seat": 1}):
        assert not schema.is_valid(bad, schema.ACTION_ID), bad


def test_problem_paths_name_the_value() -> None:
    doc = {"format": "belote-ref-transcript", "format_version": "1.0.0",
           "ruleset": {"id": "belote-classic-1.0.0", "options": {}}, "first_dealer": 0,
           "hands": [{"dealer": 0, "order": [], "actions": [{"type": "play", "seat": 1, "card": "ZZ"}]}]}
    problems = schema.schema_problems(doc)
    assert [p.path for p in problems] == ["$.hands[0].actions[0].card"]


def test_memo_keys_tell_json_types_apart() -> None:
    values = (1, True, "1", None, [1], ["1"], {"a": 1}, {"a": True}, {"a": "1"}, {"a": None}, 0, False,
              {"a": 1, "b": 1}, {"a": 1, "b": True}, {"a": True, "b": 1}, {"a": "x", "b": False}, {"a": "x", "b": 0})
    keys = [schema._memo_key(v) for v in values]
    assert None not in keys and len(set(keys)) == len(keys)
    assert schema._memo_key(1.0) is None and schema._memo_key([True]) is None and schema._memo_key([[1]]) is None


def test_memo_does_not_hide_a_value_seen_valid_under_another_type() -> None:
    v = schema.validator(schema.ACTION_ID)
    assert v.is_valid({"type": "pass", "seat": 1})
    assert not v.is_valid({"type": "pass", "seat": True})
    assert not v.is_valid({"type": "pass", "seat": 1.5})


@pytest.mark.parametrize("bad", [5, True, None, ["7C"], {"card": "7C"}, "7c", 7.0])
def test_warm_memo_still_refuses_a_wrong_card(bad: object) -> None:
    doc = json.loads((ROOT / "corpus" / "golden" / "capot-by-takers.json").read_text())
    v = schema.validator()
    assert v.is_valid(doc)  # warm: every card of the order is now proven
    for where in ("order", "legal"):
        broken = json.loads(json.dumps(doc))
        if where == "order":
            broken["hands"][0]["order"][3] = bad
        else:
            broken["hands"][0]["legal"][2][0] = bad
        assert not v.is_valid(broken)
        assert sorted(e.json_path for e in v.iter_errors(broken)) == sorted(
            e.json_path for e in schema.plain_validator().iter_errors(broken))
