"""The one strict JSON reader (belote_ref.jsonread): every JSON input goes through it. Each class
of hostile JSON is refused with the JSON path of the value: repeated keys, NaN and infinities,
numbers out of range, integers of too many digits, nesting too deep; anything else reads as
json.loads reads it."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_ref.jsonread import MAX_INT_DIGITS, JsonError, loads


@pytest.mark.parametrize("text, path, words", [
    ('{"format": "a", "format": "b"}', "$.format", "appears twice"),
    ('{"a": [1, {"b": 1, "c": 2, "b": 3}]}', "$.a[1].b", "appears twice"),
    ('[{"x": {"y": {"z": 1, "z": 1}}}]', "$[0].x.y.z", "appears twice"),
    ('{"n": NaN}', "$.n", "NaN is not a JSON number"),
    ('{"n": [Infinity]}', "$.n[0]", "Infinity is not a JSON number"),
    ('{"n": -Infinity}', "$.n", "-Infinity is not a JSON number"),
    ('{"totals": [1e400, 0]}', "$.totals[0]", "out of range"),
    ('{"totals": [0, -1e400]}', "$.totals[1]", "out of range"),
    ('{"t": 1e40}', "$.t", "out of range"),
    ('{"seat": ' + "9" * 5000 + "}", "$.seat", "5000 digits"),
    ('{"seat": -' + "9" * (MAX_INT_DIGITS + 1) + "}", "$.seat", f"{MAX_INT_DIGITS + 1} digits"),
])
def test_hostile_values_are_refused_with_their_path(text: str, path: str, words: str) -> None:
    with pytest.raises(JsonError) as info:
        loads(text)
    assert info.value.kind == "content"
    assert info.value.path == path
    assert words in info.value.message
    assert "set_int_max_str_digits" not in info.value.message


def test_the_first_refused_value_in_document_order_is_named() -> None:
    with pytest.raises(JsonError) as info:
        loads('{"a": {"b": NaN}, "c": {"d": 1, "d": 2}}')
    assert info.value.path == "$.a.b"


@pytest.mark.parametrize("text", ["", "   \n", "{", '{"a": 1} x', "[1,]", "{'a': 1}", '"\\x"', "[1 2]", "tru"])
def test_text_that_is_not_json_is_a_syntax_error(text: str) -> None:
    with pytest.raises(JsonError) as info:
        loads(text)
    assert info.value.kind == "syntax" and info.value.path == "$"
    assert info.value.message.startswith("not JSON")


def test_nesting_too_deep_is_refused_not_a_recursion_error() -> None:
    for depth in (5_000, 200_000):
        with pytest.raises(JsonError) as info:
            loads("[" * depth + "]" * depth)
        assert info.value.kind == "syntax" and "nested too deeply" in info.value.message


def test_numbers_in_range_are_read_and_whole_floats_are_integers() -> None:
    biggest = "9" * MAX_INT_DIGITS
    assert loads(f"[{biggest}, -{biggest}]") == [int(biggest), -int(biggest)]
    value = loads("[2.0, -0.0, 2.5, 1e3, 1E-2]")
    assert value == [2, 0, 2.5, 1000, 0.01]
    assert [type(v) for v in value] == [int, int, float, int, float]  # 2.0 is the integer 2, as JSON Schema counts it


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False, allow_infinity=False, width=32)
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=20,
)


def _normal(v: Any) -> Any:
    """What the strict reader makes of a value: whole floats become integers."""
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, list):
        return [_normal(x) for x in v]
    if isinstance(v, dict):
        return {k: _normal(x) for k, x in v.items()}
    return v


@given(JSON)
def test_every_ordinary_document_reads_as_json_reads_it(value: Any) -> None:
    text = json.dumps(value)
    assert loads(text) == _normal(json.loads(text))


@given(st.dictionaries(st.text(min_size=1, max_size=4), JSON, min_size=1, max_size=5), st.data())
def test_a_key_repeated_anywhere_is_named(doc: dict[str, Any], data: st.DataObject) -> None:
    key = data.draw(st.sampled_from(sorted(doc)))
    body = json.dumps(doc)[1:-1]
    text = "{" + body + ", " + json.dumps(key) + ": 0}"
    nested = '{"outer": [' + text + "]}"
    # a plain name is dotted; any other key is quoted as JSON (spec/conformance.md, 6b)
    step = f".{key}" if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key, re.ASCII) else f"[{json.dumps(key, ensure_ascii=False)}]"
    for t, path in ((text, f"${step}"), (nested, f"$.outer[0]{step}")):
        with pytest.raises(JsonError) as info:
            loads(t)
        assert (info.value.kind, info.value.path) == ("content", path)  # json.dumps never repeats a key itself


@pytest.mark.parametrize("text, path, what", [
    ('{"name": "evil\\ud800"}', "$.name", "the string"),
    ('{"a": [1, {"b": ["ok", "x\\udfff"]}]}', "$.a[1].b[1]", "the string"),
    ('{"ok": 1, "k\\udc80": 2}', '$["k\\udc80"]', "the key"),
    ('["\\ude00\\ud83d"]', "$[0]", "the string"),  # a low then a high surrogate: two lone ones
])
def test_a_reader_refusing_surrogates_names_the_string_that_holds_one(text: str, path: str, what: str) -> None:
    assert loads(text) is not None  # the default reader reads them (transcripts: printed escaped)
    with pytest.raises(JsonError) as info:
        loads(text, refuse_surrogates=True)
    assert info.value.kind == "content" and info.value.path == path
    assert info.value.message.startswith(f"{what} holds a lone UTF-16 surrogate")
    info.value.message.encode("utf-8")  # the message itself is text: it can be sent back


def test_a_surrogate_pair_is_one_character_even_when_surrogates_are_refused() -> None:
    assert loads('{"e": "\\ud83d\\ude00"}', refuse_surrogates=True) == {"e": "\U0001F600"}
