"""An engine that supports only belote=automatic is still run on every situation of the corpus
(issue 36): each golden, negative and perft position under belote=announced has a twin under
belote=automatic (corpus/README.md), and the kit runs the twins the engine supports."""

from __future__ import annotations

import json
from typing import Any, Callable

from belote_ref.conformance.reference_adapter import ReferenceAdapter
from belote_ref.conformance.report import exit_code

from .helpers import ROOT, config, run_handler

CORPUS = ROOT / "corpus"


def _automatic_only() -> Callable[[dict[str, Any]], dict[str, Any]]:
    """The reference, declaring belote=automatic only in its handshake (protocol 1.2: a list is
    the values supported)."""
    adapter = ReferenceAdapter()

    def handle(req: dict[str, Any]) -> dict[str, Any]:
        r = adapter.handle(req)
        if req.get("type") == "handshake":
            r = {**r, "options": {**r["options"], "belote": ["automatic"]}}
        return r
    return handle


def _files(folder: str) -> list[Any]:
    return sorted((CORPUS / folder).glob("*.json"))


def test_every_announced_golden_and_perft_position_has_its_automatic_twin() -> None:
    goldens = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in _files("golden")}
    announced = [n for n, d in goldens.items() if d["ruleset"]["options"]["belote"] == "announced"]
    # every recipe's golden but belote-not-announced (which has no meaning without announcements:
    # its twin is option-belote-automatic) and the simulated match
    missing = [n for n in announced if f"{n}-belote-automatic" not in goldens]
    assert sorted(missing) == ["belote-not-announced", "random-match-seed-1"]
    # the twin plays the same cards: the same order and the same cards in the same order
    a, b = goldens["round-1-take-made-with-belote"], goldens["round-1-take-made-with-belote-belote-automatic"]
    assert a["hands"][0]["order"] == b["hands"][0]["order"]
    assert [x.get("card") for x in a["hands"][0]["actions"]] == [x.get("card") for x in b["hands"][0]["actions"]]
    assert any(x.get("announce") == "belote" for x in a["hands"][0]["actions"])
    assert not any("announce" in x for x in b["hands"][0]["actions"])
    # the pair's 20 points (seat 2, team 0, announced it with the king): the same score either way
    assert a["hands"][0]["facts"]["score"] == b["hands"][0]["facts"]["score"]
    perft = json.loads((CORPUS / "perft" / "perft.json").read_text(encoding="utf-8"))["positions"]
    twins = json.loads((CORPUS / "perft" / "perft-belote-automatic.json").read_text(encoding="utf-8"))["positions"]
    assert [(p["count"], p["breakdown"]) for p in perft] == [(p["count"], p["breakdown"]) for p in twins]
    assert all(p["ruleset"]["options"]["belote"] == "automatic" for p in twins)


def test_an_automatic_only_engine_is_run_on_the_twins() -> None:
    cfg = config(hands=0, matches=0, golden=[CORPUS / "golden"], negative=[CORPUS / "negative"],
                 perft=[CORPUS / "perft"])
    run, outcome = run_handler(_automatic_only, cfg)
    # no departure; exit 1 only because a canonical value (belote=announced) is unsupported
    assert outcome.departures == [] and outcome.errors == [] and outcome.unsupported and exit_code(outcome) == 1
    # every hand of every automatic golden (before the twins: the one hand of option-belote-automatic),
    # the negatives of kind illegal-action among the twins (before: none) and every perft position
    hands = sum(len(d["hands"]) for d in map(lambda p: json.loads(p.read_text(encoding="utf-8")), _files("golden"))
                if d["ruleset"]["options"]["belote"] == "automatic")
    assert outcome.cases["golden"] == hands >= 28
    assert outcome.cases["negative"] >= 13
    assert outcome.cases["perft"] == 11
