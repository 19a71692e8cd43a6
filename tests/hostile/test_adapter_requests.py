"""Hostile requests to the reference adapter (``belote-ref adapter``): every request is checked
against the protocol's request schemas before anything is done; a bad one gets an error that
names the field, never Python internals, and the adapter keeps serving."""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.conformance import protocol
from belote_ref.conformance.reference_adapter import ReferenceAdapter, serve
from belote_ref.deal import shuffled_order
from belote_ref.ruleset import CANONICAL

ORDER = [str(c) for c in shuffled_order(random.Random(5))]
START = protocol.start_hand(CANONICAL.options(), 0, ORDER, (0, 0), 0)
VALID: dict[str, dict[str, Any]] = {
    "handshake": protocol.handshake(), "start_hand": START, "legal": protocol.legal(),
    "apply": protocol.apply({"type": "pass", "seat": 1}), "trick": protocol.trick(0), "view": protocol.view(1),
    "result": protocol.result(), "quit": protocol.quit_(),
}
INTERNALS = ("Traceback", "Error:", "dictionary update", "object has no attribute", "int()", "NoneType",
             "not subscriptable", "unhashable", "KeyError", "TypeError", "ValueError", "IndexError")

# (request type, field path, bad value): seats and dealers out of range or not whole, rulesets and
# orders of the wrong shape, huge and negative numbers, wrong types.
BAD_FIELDS = [
    ("view", ["seat"], -1), ("view", ["seat"], 4), ("view", ["seat"], 2.9), ("view", ["seat"], True),
    ("view", ["seat"], "1"), ("view", ["seat"], None), ("view", ["seat"], 10**39), ("view", ["seat"], []),
    ("trick", ["index"], 9), ("trick", ["index"], -1), ("trick", ["index"], 0.5), ("trick", ["index"], "0"),
    ("start_hand", ["dealer"], 1.7), ("start_hand", ["dealer"], -1), ("start_hand", ["dealer"], 4),
    ("start_hand", ["ruleset"], []), ("start_hand", ["ruleset"], None), ("start_hand", ["ruleset"], "canonical"),
    ("start_hand", ["ruleset", "target"], 0), ("start_hand", ["ruleset", "target"], 10**12),
    ("start_hand", ["ruleset", "tie"], "coin-toss"), ("start_hand", ["ruleset", "coinche"], True),
    ("start_hand", ["order"], []), ("start_hand", ["order"], ORDER[:31]), ("start_hand", ["order"], ORDER[:31] + ORDER[:1]),
    ("start_hand", ["order", 3], "JH\n"), ("start_hand", ["order", 3], "J♥"), ("start_hand", ["order", 3], 7),
    ("start_hand", ["totals"], [0]), ("start_hand", ["totals"], [-5, 0]), ("start_hand", ["totals"], [10**20, 0]),
    ("start_hand", ["totals"], {"0": 0, "1": 0}), ("start_hand", ["disputed"], -1), ("start_hand", ["disputed"], 1.5),
    ("apply", ["action"], "pass"), ("apply", ["action"], None), ("apply", ["action", "seat"], 9),
    ("apply", ["action", "type"], "deal"), ("apply", ["action", "type"], "bid"),
    ("handshake", ["protocol"], "1.0.0\n"), ("handshake", ["protocol"], 1), ("handshake", ["protocol"], "one"),
]


def _with(kind: str, keys: list[Any], value: Any) -> dict[str, Any]:
    req = json.loads(json.dumps(VALID[kind]))
    node = req
    for k in keys[:-1]:
        node = node[k]
    node[keys[-1]] = value
    return req


def _started() -> ReferenceAdapter:
    adapter = ReferenceAdapter()
    assert adapter.handle(START) == {"type": "start_hand"}
    return adapter


@pytest.mark.parametrize("kind, keys, value", BAD_FIELDS, ids=lambda x: repr(x)[:30])
def test_a_bad_field_is_refused_naming_it(kind: str, keys: list[Any], value: Any) -> None:
    adapter = _started()
    before = adapter.handle(protocol.view(1))
    r = adapter.handle(_with(kind, keys, value))
    assert r["type"] == "error", r
    field = "$." + ".".join(str(k) for k in keys[:1])
    assert field in r["message"], r["message"]
    assert not any(x in r["message"] for x in INTERNALS), r["message"]
    assert adapter.handle(protocol.view(1)) == before  # nothing changed


@pytest.mark.parametrize("kind", sorted(VALID))
def test_missing_and_extra_fields_are_refused(kind: str) -> None:
    adapter = _started()
    extra = dict(VALID[kind], surprise=1)
    r = adapter.handle(extra)
    assert r["type"] == "error" and "surprise" in r["message"]
    for field in [k for k in VALID[kind] if k != "type"]:
        r = adapter.handle({k: v for k, v in VALID[kind].items() if k != field})
        assert r["type"] == "error" and f'"{field}" is missing (a required key)' in r["message"]


def test_the_view_of_seat_minus_one_is_not_seat_three() -> None:
    adapter = _started()
    assert adapter.handle(protocol.view(-1))["type"] == "error"
    assert adapter.handle(protocol.view(3))["seat"] == 3


def _serve(lines: list[str | bytes]) -> list[dict[str, Any]]:
    raw = b"".join(x if isinstance(x, bytes) else x.encode() for x in lines)
    stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
    stdout = io.StringIO()
    assert serve(ReferenceAdapter().handle, stdin, stdout) == 0
    return [json.loads(line) for line in stdout.getvalue().splitlines()]


def test_json_that_hides_a_value_is_refused_by_the_adapter() -> None:
    start = json.dumps(START)
    out = _serve([
        start.replace('"dealer": 0', '"dealer": 0, "dealer": 2') + "\n",
        start.replace('"totals": [0, 0]', '"totals": [1e400, 0]') + "\n",
        start.replace('"disputed": 0', '"disputed": ' + "9" * 5000) + "\n",
        start.replace('"disputed": 0', '"disputed": NaN') + "\n",
        start + "\n", '{"type": "view", "seat": 2.0}\n', '{"type": "view", "seat": 2.9}\n',
    ])
    assert [o["type"] for o in out] == ["error"] * 4 + ["start_hand", "view", "error"]
    assert "$.dealer" in out[0]["message"] and "twice" in out[0]["message"]
    assert "$.totals[0]" in out[1]["message"] and "out of range" in out[1]["message"]
    assert "$.disputed" in out[2]["message"] and "5000 digits" in out[2]["message"]
    assert "NaN" in out[3]["message"]
    assert out[5]["seat"] == 2  # 2.0 is the integer 2
    for o in out:
        assert not any(x in o.get("message", "") for x in INTERNALS)


def test_an_overlong_line_and_bad_bytes_are_answered_and_skipped() -> None:
    out = _serve([b'{"type": "handshake", "protocol": "1.0.0", "pad": "' + b"x" * (protocol.MAX_REQUEST_LINE + 5) + b'"}\n',
                  b"\xff\xfe{]\n", b"\n", b"   \n", b'{"type": "handshake", "protocol": "1.0.0"}\n', b'{"type": "quit"}'])
    assert [o["type"] for o in out] == ["error", "error", "handshake", "quit"]
    assert "at most 1048576 bytes" in out[0]["message"] and "not JSON" in out[1]["message"]


REQUESTS = st.sampled_from(sorted(VALID)).map(lambda k: json.loads(json.dumps(VALID[k])))
ANY_JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 10**12) | st.floats(allow_nan=False, allow_infinity=False)
                        | st.text(max_size=5) | st.sampled_from(["JH", "TH", "C", "belote", "pass", "3-2", "fail"]),
                        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                        max_leaves=6)


def _paths(node: Any, keys: list[Any]) -> list[list[Any]]:
    out = [keys] if keys else []
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, keys + [k])
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, keys + [i])
    return out


@settings(max_examples=300)
@given(REQUESTS, st.data())
def test_fast_checks_accept_only_what_the_schemas_accept(request: dict[str, Any], data: st.DataObject) -> None:
    """The adapter checks every request with fast structural checks first: each must accept
    nothing the schemas refuse (else a bad request would reach the engine)."""
    for _ in range(data.draw(st.integers(0, 2))):
        keys = data.draw(st.sampled_from(_paths(request, [])))
        node = request
        for k in keys[:-1]:
            node = node[k]
        node[keys[-1]] = data.draw(ANY_JSON)
    kind = request.get("type")
    if type(kind) is str and kind in protocol.QUICK_REQUEST and protocol.QUICK_REQUEST[kind](request):
        assert protocol.schema_errors(request, "request") == [], request


@settings(max_examples=150)
@given(st.dictionaries(st.sampled_from(["type", "seat", "index", "action", "ruleset", "dealer", "order", "totals",
                                        "disputed", "protocol", "x"]), ANY_JSON, max_size=6)
       | REQUESTS)
def test_the_adapter_answers_any_object_without_raising(request: dict[str, Any]) -> None:
    adapter = _started()
    r = adapter.handle(request)
    assert r["type"] in (*protocol.REQUEST_TYPES, "error")
    assert not any(x in r.get("message", "") for x in INTERNALS), r
