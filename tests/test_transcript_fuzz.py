"""Fuzzing the audit with Hypothesis: random mutations of valid golden transcripts give exit 1
or 2 with a message, never a crash; a mutation of a rule-relevant fact is always caught; and the
memoising schema validator agrees with plain Draft202012Validator."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_ref.cards import CARDS
from belote_ref.transcript.audit import audit_document, audit_text
from belote_ref.transcript.corpus import dumps
from belote_ref.transcript.schema import plain_validator, validator

GOLDEN = Path(__file__).resolve().parent.parent / "corpus" / "golden"
BASES = ("obligations-in-trick-play", "ties-accumulate", "all-pass-void-hand", "option-belote-automatic")
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def base(name: str) -> str:
    return (GOLDEN / f"{name}.json").read_text()


def fresh(name: str) -> dict[str, Any]:
    return json.loads(base(name))


def leaves(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    """Every (path, value) in a JSON document."""
    out = [(path, node)]
    if isinstance(node, dict):
        for k, v in node.items():
            out += leaves(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += leaves(v, path + (i,))
    return out


def put(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    for p in path[:-1]:
        doc = doc[p]
    doc[path[-1]] = value


def assert_reported(report: Any) -> None:
    assert report.exit in (1, 2), report.to_json()
    if report.exit == 1:
        assert report.departures and all(d.message and d.path.startswith("$") and d.clause for d in report.departures)
    else:
        assert report.errors and all(e.message and e.path.startswith("$") for e in report.errors)


@st.composite
def rule_mutation(draw: Any) -> dict[str, Any]:
    """A golden with one rule-relevant change: a card, a seat, an action dropped or repeated, a
    number among the derived facts, two cards of the order swapped."""
    doc = fresh(draw(st.sampled_from(BASES)))
    hands = doc["hands"]
    hi = draw(st.integers(0, len(hands) - 1))
    hand = hands[hi]
    kind = draw(st.sampled_from(["card", "seat", "drop", "repeat", "fact", "order"]))
    actions = hand["actions"]
    j = draw(st.integers(0, len(actions) - 1))
    if kind == "card":
        plays = [k for k, a in enumerate(actions) if a["type"] == "play"] or [j]
        j = draw(st.sampled_from(plays))
        if actions[j]["type"] != "play":
            kind = "seat"
        else:
            new = draw(st.sampled_from([str(c) for c in CARDS if str(c) != actions[j]["card"]]))
            actions[j]["card"] = new
    if kind == "seat":
        actions[j]["seat"] = (actions[j]["seat"] + draw(st.integers(1, 3))) % 4
    elif kind == "drop":
        del actions[j]
        del hand["legal"][j]
    elif kind == "repeat":
        actions.insert(j + 1, copy.deepcopy(actions[j]))
        hand["legal"].insert(j + 1, list(hand["legal"][j]))
    elif kind == "fact":
        numbers = [(p, v) for p, v in leaves(hand["facts"]) if type(v) is int]
        path, value = draw(st.sampled_from(numbers))
        put(hand["facts"], path, value + draw(st.sampled_from([-10, -1, 1, 2, 20])))
    elif kind == "order":
        dealt = 21 if hand["facts"]["void"] else 32  # a void hand never deals cards 22 to 32
        a, b = draw(st.lists(st.integers(0, dealt - 1), min_size=2, max_size=2, unique=True))
        order = hand["order"]
        order[a], order[b] = order[b], order[a]
    return doc


@FUZZ
@given(rule_mutation())
def test_a_rule_relevant_change_is_always_caught(doc: dict[str, Any]) -> None:
    assert_reported(audit_document(doc))


@st.composite
def type_mutation(draw: Any) -> dict[str, Any]:
    """A golden with one value anywhere replaced by a value of another JSON type."""
    doc = fresh(draw(st.sampled_from(BASES)))
    path, value = draw(st.sampled_from([(p, v) for p, v in leaves(doc) if p]))
    other = draw(st.sampled_from(["x", 3.5, -1, None, True, [], {}, [1, 2], {"type": "play"}]))
    if type(other) is type(value):
        other = "not-" + str(other)
    put(doc, path, other)
    return doc


@FUZZ
@given(type_mutation())
def test_wrong_types_never_crash(doc: dict[str, Any]) -> None:
    report = audit_document(doc)
    assert report.exit in (0, 1, 2)  # 0 only for a field consumers ignore (metadata, players' names)
    if report.exit:
        assert_reported(report)


@FUZZ
@given(st.sampled_from(BASES), st.data())
def test_truncated_files_are_unreadable(name: str, data: Any) -> None:
    text = base(name)
    cut = data.draw(st.integers(0, len(text.rstrip()) - 1))
    report = audit_text(text[:cut])
    assert report.exit == 2 and report.errors[0].path == "$" and report.errors[0].message.startswith("not JSON")


@settings(max_examples=40, deadline=None)
@given(type_mutation())
def test_memo_validator_agrees_with_plain_validator(doc: dict[str, Any]) -> None:
    memo = sorted(e.json_path for e in validator().iter_errors(doc))
    plain = sorted(e.json_path for e in plain_validator().iter_errors(doc))
    assert memo == plain


def test_mutated_text_roundtrip_is_stable() -> None:
    doc = fresh("ties-accumulate")
    assert audit_text(dumps(doc)).exit == 0
