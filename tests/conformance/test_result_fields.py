"""Every field of a hand's result that the protocol defines is checked when the engine sends it
(spec/conformance.md, 1a and section 3): the score's `takers`, `tricks_won`, `totals` and
`disputed` too, each under its clause; an engine that leaves them out (protocol 1.0 made them
optional) is not faulted for it. And the points pending when the match ends stay reported."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from belote_ref.conformance.reference_adapter import ReferenceAdapter
from belote_ref.conformance.report import exit_code

from .helpers import config, failed_clauses, run_handler

Edit = Callable[[dict[str, Any]], None]


def _editing(edit: Edit) -> Callable[[], Callable[[dict[str, Any]], dict[str, Any]]]:
    """A reference adapter whose `result` responses are changed by ``edit``."""

    def make() -> Callable[[dict[str, Any]], dict[str, Any]]:
        adapter = ReferenceAdapter()

        def handle(req: dict[str, Any]) -> dict[str, Any]:
            r = adapter.handle(req)
            if r.get("type") == "result":
                edit(r)
            return r
        return handle
    return make


def _score(edit: Edit) -> Edit:
    def change(r: dict[str, Any]) -> None:
        if r["score"] is not None:
            edit(r["score"])
    return change


def _other_takers(s: dict[str, Any]) -> None:
    s["takers"] = 1 - s["takers"]


def _tricks_reversed(s: dict[str, Any]) -> None:
    s["tricks_won"] = s["tricks_won"][::-1]


def _totals_short(s: dict[str, Any]) -> None:
    # the takers' total 10 short (the last trick left out of it), nothing else changed
    s["totals"][s["takers"]] -= min(10, s["totals"][s["takers"]])


def _disputed_more(s: dict[str, Any]) -> None:
    s["disputed"] += 7


def _left_out(s: dict[str, Any]) -> None:
    for key in ("takers", "tricks_won", "totals", "disputed"):
        del s[key]


CFG = dict(hands=12, matches=0, skip=["perft"])


@pytest.mark.parametrize("edit, clauses, field", [
    # the takers' team: whose contract the test is (the taker's seat itself was compared in
    # the views, under the bidding clauses)
    (_other_takers, {"SCORE-CONTRACT"}, "takers"),
    # tricks per team: the trick winners the engine itself reported, counted
    (_tricks_reversed, {"PLAY-TRICK-WINNER"}, "tricks_won"),
    # the totals the contract test compares: card points + last trick + belote, 252 + belote on
    # a capot (SCORE-CAPOT then)
    (_totals_short, {"SCORE-CONTRACT", "SCORE-CAPOT"}, "score.totals"),
    # the points this hand puts in dispute
    (_disputed_more, {"SCORE-DISPUTE"}, "score.disputed"),
])
def test_a_wrong_score_field_is_a_departure_under_its_clause(edit: Edit, clauses: set[str], field: str) -> None:
    run, outcome = run_handler(_editing(_score(edit)), config(**CFG))
    failed = failed_clauses(run, outcome)
    assert failed and failed <= clauses, f"{field}: failed {sorted(failed)}"
    assert exit_code(outcome) == 1
    d = next(d for d in outcome.departures if d.clause in clauses)
    assert f"hand score '{field.split('.')[-1]}'" in d.message, d.message
    rows = {row["field"]: row for row in d.extra["result"]}
    assert rows[field]["verdict"] == "departs"
    # the other fields are right: shown the same
    assert rows["card_points"]["verdict"] == rows["scores"]["verdict"] == "same"


def test_the_score_fields_protocol_1_0_made_optional_may_be_left_out() -> None:
    run, outcome = run_handler(_editing(_score(_left_out)), config(**CFG))
    assert outcome.departures == [] and outcome.errors == [] and exit_code(outcome) == 0


def _made_scored_on_parts_that_fail(s: dict[str, Any]) -> None:
    # a protocol 1.0 score (no totals): on a made contract (not a capot) the takers' card points
    # reported as 0 and each team scored its total from those parts, the contract still "made"
    takers = s["takers"]
    _left_out(s)
    if s["contract"] != "made" or s["capot"] is not None:
        return
    s["card_points"][takers] = 0
    s["scores"] = [cp + lt + b for cp, lt, b in zip(s["card_points"], s["last_trick"], s["belote"])]


def test_a_contract_that_contradicts_the_engines_own_parts_is_named_under_score_contract() -> None:
    # the engine's contract is the reference's, its card points are not and its scores follow
    # them: the card points depart (SCORE-CARD-POINTS) and its "made" contradicts its own parts,
    # which fail (SCORE-CONTRACT); its scores are not judged as a failed contract's (SCORE-FAILED)
    run, outcome = run_handler(_editing(_score(_made_scored_on_parts_that_fail)), config(**CFG))
    failed = failed_clauses(run, outcome)
    # (where its own totals tie, the contract test is SCORE-DISPUTE's: a tie is a dispute)
    assert {"SCORE-CARD-POINTS", "SCORE-CONTRACT"} <= failed <= {"SCORE-CARD-POINTS", "SCORE-CONTRACT", "SCORE-DISPUTE"}, \
        sorted(failed)
    d = next(d for d in outcome.departures if d.clause == "SCORE-CONTRACT")
    assert "as the reference does, but the rules give failed for its own totals" in d.message, d.message
    rows = {row["field"]: row for row in d.extra["result"]}
    assert rows["contract"]["verdict"] == "departs" and rows["scores"]["verdict"] != "departs"


def _pot_zeroed_at_match_end(r: dict[str, Any]) -> None:
    if r["winner"] is not None:
        r["disputed"] = 0


def test_a_pot_pending_when_the_match_ends_is_still_reported() -> None:
    # the pot is lost to both teams (spec/scoring.md, SCORE-DISPUTE), but `result.disputed` is
    # the pot after the hand: still there, not zeroed
    from .helpers import ROOT

    golden = ROOT / "corpus" / "golden" / "tie-pending-at-match-end.json"
    run, outcome = run_handler(_editing(_pot_zeroed_at_match_end),
                               config(only=["golden"], golden=[golden], hands=0, matches=0))
    assert failed_clauses(run, outcome) == {"SCORE-DISPUTE"}
    d = next(d for d in outcome.departures if d.clause == "SCORE-DISPUTE")
    assert "'disputed'" in d.message and d.got == 0 and d.expected > 0


def test_the_score_fields_add_no_comparison_of_the_contract() -> None:
    """A hand's contract is counted once (SCORE-CONTRACT made or failed, or SCORE-DISPUTE's
    situation on a tie), whether or not the engine sends the optional `takers` and `totals`
    compared with it: coverage counts hands, not fields. The same hands with and without those
    fields give the same counts, a tie never counted as a failed contract."""
    _, sent = run_handler(_editing(_score(lambda s: None)), config(**CFG))
    _, left_out = run_handler(_editing(_score(_left_out)), config(**CFG))
    assert sent.departures == [] and left_out.departures == []

    def contract_counts(o: Any) -> dict[tuple[str, str, str], int]:
        return {k: n for k, n in o.coverage.items() if k[0] in ("SCORE-CONTRACT", "SCORE-DISPUTE")}

    assert contract_counts(sent) == contract_counts(left_out)
