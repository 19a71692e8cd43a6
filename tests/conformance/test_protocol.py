"""The adapter protocol: schemas found and valid, every message of a whole hand valid against
them, malformed responses rejected (spec/conformance.md)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from belote_ref.conformance import protocol
from belote_ref.conformance.driver import EngineFailure, InProcessEngine
from belote_ref.conformance.reference_adapter import ReferenceAdapter, serve
from belote_ref.deal import shuffled_order
from belote_ref.ruleset import CANONICAL


def test_schemas_are_found_and_are_valid_2020_12() -> None:
    folder = protocol.schema_dir()
    names = sorted(p.name for p in folder.glob("*.schema.json"))
    assert names == ["common.schema.json", "request.schema.json", "response.schema.json"]
    for p in folder.glob("*.schema.json"):
        doc = json.loads(p.read_text())
        Draft202012Validator.check_schema(doc)
        assert doc["$id"].startswith("https://belote-ref.example/schemas/adapter/1.2.0/") and doc["$id"].startswith(protocol.SCHEMA_BASE)


def test_whole_hands_are_valid_both_ways() -> None:
    """Every request the kit sends and every response of the reference validates (strict mode)."""
    adapter = ReferenceAdapter()
    sent: list[dict] = []

    def handler(req: dict) -> dict:
        assert protocol.schema_errors(req, "request") == [], req
        sent.append(req)
        return adapter.handle(req)

    from belote_ref.conformance.checks.lockstep import HandCase, Lockstep
    from belote_ref.conformance.results import Outcome

    engine = InProcessEngine(handler, validate=True)
    engine.open()
    ls = Lockstep(engine, Outcome(), "differential", pipeline=False)
    for seed in range(6):
        rng = random.Random(seed)
        run = ls.run(HandCase(f"h{seed}", CANONICAL.options(), seed % 4, [str(c) for c in shuffled_order(rng)],
                              seed=seed, probes=True))
        assert run.departure is None
    kinds = {m["type"] for m in sent}
    assert kinds >= {"handshake", "start_hand", "legal", "apply", "trick", "view", "result"}


def _result(**score: Any) -> dict[str, Any]:
    """A result response whose score has the fields ``score`` besides the required ones."""
    return {"type": "result", "void": False, "score": {"contract": "made", "card_points": [90, 62], "last_trick": [10, 0],
            "belote": [0, 0], "capot": None, "scores": [100, 62], **score}, "totals": [100, 62], "disputed": 0,
            "next_dealer": 1, "winner": None}


@pytest.mark.parametrize("response, fragment", [
    ({"type": "legal", "phase": "bidding", "to_act": 0, "actions": [{"type": "play", "seat": 0, "card": "11H"}]}, "card"),
    ({"type": "legal", "phase": "bidding", "to_act": 4, "actions": []}, "to_act"),
    ({"type": "legal", "phase": "bidding", "actions": []}, "to_act"),
    ({"type": "apply", "accepted": False}, "reason"),
    ({"type": "view", "seat": 0, "hand": ["7C"], "turned": None, "taker": None}, "trump"),
    # the score's optional fields (protocol 1.0), checked when sent
    (_result(takers=2), "takers"),
    (_result(tricks_won=[8]), "tricks_won"),
    (_result(totals=[-1, 162]), "totals"),
    (_result(disputed="7"), "disputed"),
])
def test_malformed_responses_are_protocol_failures(response: dict, fragment: str) -> None:
    kind = response["type"]
    engine = InProcessEngine(lambda req: response if req["type"] == kind else {"type": req["type"]})
    with pytest.raises(EngineFailure) as info:
        engine.request({"type": kind} if kind != "apply" else {"type": "apply", "action": {"type": "pass", "seat": 0}})
    assert info.value.kind == "protocol"
    assert fragment in info.value.detail
    assert not protocol.quick_ok(kind, response)


def test_error_response_and_version_check() -> None:
    engine = InProcessEngine(ReferenceAdapter().handle)
    with pytest.raises(EngineFailure) as info:
        engine.request(protocol.legal())  # before any start_hand
    assert info.value.kind == "error" and "start_hand" in info.value.detail
    assert protocol.compatible("1.4.2") and not protocol.compatible("2.0.0") and not protocol.compatible("x")
    r = ReferenceAdapter().handle({"type": "handshake", "protocol": "2.0.0"})
    assert r["type"] == "error"


def test_serve_answers_garbage_with_errors_and_stops_on_quit() -> None:
    import io

    stdin = io.StringIO('not json\n[1]\n{"type": "handshake", "protocol": "1.0.0"}\n{"type": "quit"}\n{"type": "legal"}\n')
    stdout = io.StringIO()
    assert serve(ReferenceAdapter().handle, stdin, stdout) == 0
    lines = [json.loads(x) for x in stdout.getvalue().splitlines()]
    assert [x["type"] for x in lines] == ["error", "error", "handshake", "quit"]


def test_refusal_names_the_clause() -> None:
    adapter = ReferenceAdapter()
    order = [str(c) for c in shuffled_order(random.Random(3))]
    adapter.handle(protocol.start_hand(CANONICAL.options(), 0, order, (0, 0), 0))
    r = adapter.handle(protocol.apply({"type": "pass", "seat": 3}))  # seat 1 bids first
    assert r == {"type": "apply", "accepted": False, "reason": r["reason"], "clause": "BID-TURN"}
    r = adapter.handle(protocol.apply({"type": "coinche", "seat": 1}))
    assert r["accepted"] is False and r["clause"] == "RULESET-DISABLED"


def test_the_handshake_says_what_the_engine_supports_1_1_exact_1_0_adding() -> None:
    from belote_ref.conformance.protocol import Support

    s11 = Support({"protocol": "1.1.0", "options": {"belote": ["automatic"], "target": {"min": 100, "max": 2000}}})
    assert not s11.allows("belote", "announced") and s11.allows("belote", "automatic")
    assert s11.unsupported_canonical() == {"belote": "announced"}
    assert s11.base()["belote"] == "automatic" and s11.base()["target"] == 1000
    assert set(s11.target_choices()) == {1000, 500, 1001, 1501, 151, 100, 2000}
    assert not s11.allows("target", 99) and s11.allows("target", 2000) and s11.profile == "belote-classic"
    s10 = Support({"protocol": "1.0.0", "options": {"belote": ["automatic"], "target": [500]}})
    assert s10.allows("belote", "announced") and s10.allows("belote", "automatic")
    assert s10.target_choices() == (500, 1000) and s10.unsupported_canonical() == {}
    # an option left out: its canonical value only; a target list without 1000 under 1.1
    s = Support({"protocol": "1.1.0", "profile": "belote-classic", "options": {"target": [500, 1500]}})
    assert s.values["tie"] == ("dispute",) and s.unsupported_canonical() == {"target": 1000}
    assert s.base()["target"] in (500, 1500)
