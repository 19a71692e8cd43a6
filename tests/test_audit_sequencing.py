"""The audit's sequencing (spec/transcripts.md, "Going on after a departure"): a departure is
reported once, what follows from a wrong dealer is marked as such, tricks are numbered by their
index in the text and in JSON alike, and a wrong card in a trick fact is put on the seat that
played it.

Every expected value is worked out by hand from the golden ``ties-accumulate`` (canonical rules,
dealers 0, 1, 2):

- hand 0 (dealer 0): seat 1 passes, seat 2 takes diamonds; trick 0 is led by seat 1
  (8C QC JD 9C: seats 1, 2, 3, 0), trick 1 by seat 3 (KH 7H QH 9H: seats 3, 0, 1, 2). A tie: the
  match stands at 0-81 with 81 in dispute;
- hand 1 (dealer 1): seat 2 takes diamonds at once; the first five cards go 3 then 2 from seat
  2. Another tie: 20-172, 152 in dispute;
- hand 2 (dealer 2): team 1 makes its contract and takes the 152: 20-576, nothing in dispute;
  the result records 20-576.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from belote_ref.cli import main
from belote_ref.transcript.audit import audit_document, report_json
from belote_ref.transcript.schema import AUDIT_REPORT_ID, schema_problems

GOLDEN = Path(__file__).resolve().parent.parent / "corpus" / "golden"


def ties() -> dict[str, Any]:
    return json.loads((GOLDEN / "ties-accumulate.json").read_text())


def found(doc: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(d.hand, d.action_index, d.path, d.clause, d.kind, d.recorded, d.expected)
            for d in audit_document(doc).departures]


# --- a wrong running total is reported once --------------------------------------------------------
def test_a_wrong_total_followed_by_correct_hands_is_reported_once() -> None:
    doc = ties()
    doc["hands"][0]["facts"]["match"]["totals"][0] = 10  # the rules give 0; hands 1 and 2 are right
    report = audit_document(doc)
    assert found(doc) == [(0, None, "$.hands[0].facts.match.totals[0]", "MATCH-END", "wrong-fact", 10, 0)]
    assert any("hand index 1 is checked from the match totals the rules give" in n.message for n in report.notes)


def test_a_wrong_total_carried_on_by_later_hands_is_reported_once() -> None:
    doc = ties()
    # the record adds 10 to team 0 in hand 0 and carries it: 10 + 20 = 30 after hand 1, 30 + 0 after hand 2
    doc["hands"][0]["facts"]["match"]["totals"][0] = 10
    doc["hands"][1]["facts"]["match"]["totals"][0] = 30
    doc["hands"][2]["facts"]["match"]["totals"][0] = 30
    doc["result"]["totals"][0] = 30
    assert found(doc) == [(0, None, "$.hands[0].facts.match.totals[0]", "MATCH-END", "wrong-fact", 10, 0)]


def test_a_wrong_disputed_sum_followed_by_correct_hands_is_reported_once() -> None:
    doc = ties()
    # 71 held instead of 81; hand 1 records 152 = 81 + 71 (the rules), not 142 = 71 + 71
    doc["hands"][0]["facts"]["match"]["disputed"] = 71
    assert found(doc) == [(0, None, "$.hands[0].facts.match.disputed", "SCORE-DISPUTE", "wrong-fact", 71, 81)]


def test_a_wrong_total_in_the_last_hand_is_not_reported_again_on_the_result() -> None:
    doc = ties()
    doc["hands"][2]["facts"]["match"]["totals"][1] = 586  # the rules give 576, as the result records
    # hand 2 resolved the dispute, so its totals answer to SCORE-DISPUTE
    assert found(doc) == [(2, None, "$.hands[2].facts.match.totals[1]", "SCORE-DISPUTE", "wrong-fact", 586, 576)]
    doc["result"]["totals"][1] = 586  # a result that carries the wrong sum on: still one departure
    assert found(doc) == [(2, None, "$.hands[2].facts.match.totals[1]", "SCORE-DISPUTE", "wrong-fact", 586, 576)]


def test_a_wrong_total_over_the_target_does_not_end_the_match() -> None:
    doc = ties()
    doc["hands"][0]["facts"]["match"]["totals"][1] = 1081  # the rules give 81: the match goes on
    assert found(doc) == [(0, None, "$.hands[0].facts.match.totals[1]", "MATCH-END", "wrong-fact", 1081, 81)]


def test_a_second_wrong_total_is_a_second_departure() -> None:
    doc = ties()
    doc["hands"][0]["facts"]["match"]["totals"][0] = 10   # 0 by the rules
    doc["hands"][1]["facts"]["match"]["totals"][0] = 50   # 20 by the rules, 30 from the recorded 10
    got = found(doc)
    assert got[0] == (0, None, "$.hands[0].facts.match.totals[0]", "MATCH-END", "wrong-fact", 10, 0)
    assert [(h, p, c) for h, _, p, c, *_ in got[1:]] == [(1, "$.hands[1].facts.match.totals[0]", "MATCH-END")]


# --- what follows from a wrong dealer -----------------------------------------------------------------
def test_departures_that_follow_from_a_wrong_dealer_point_at_it() -> None:
    doc = ties()
    doc["hands"][1]["dealer"] = 2  # the rotation gives seat 1; the rest of the hand is seat 1's deal
    doc["hands"][1]["facts"]["turned"] = "7C"  # a wrong fact of its own: the 21st card is AD whoever deals
    report = audit_document(doc)
    got = [(d.path, d.clause, d.kind, d.seat, d.action_index) for d in report.departures]
    assert got == [
        ("$.hands[1].dealer", "MATCH-DEALER", "wrong-fact", None, None),
        # dealt by seat 2, seat 3 bids first: seat 2's take is out of turn
        ("$.hands[1].actions[0]", "BID-TURN", "illegal-action", 2, 0),
        ("$.hands[1].facts.turned", "DEAL-FIRST", "wrong-fact", None, None),
        # from seat 3 on, each seat receives what the seat before it received from seat 1's deal
        ("$.hands[1].facts.dealt[0]", "DEAL-FIRST", "wrong-fact", None, None),
        ("$.hands[1].facts.dealt[1]", "DEAL-FIRST", "wrong-fact", None, None),
        ("$.hands[1].facts.dealt[2]", "DEAL-FIRST", "wrong-fact", None, None),
        ("$.hands[1].facts.dealt[3]", "DEAL-FIRST", "wrong-fact", None, None),
    ]
    root = report.departures[0]
    assert [d.cause is root for d in report.departures] == [False, True, False, True, True, True, True]
    assert report.departures[3].expected == doc["hands"][1]["facts"]["dealt"][3]
    caused = [d["caused_by"] for d in report_json([report])["files"][0]["departures"]]
    assert caused == [None, 0, None, 0, 0, 0, 0]
    assert schema_problems(report_json([report]), AUDIT_REPORT_ID) == []
    assert str(report.departures[1]).endswith("(follows from $.hands[1].dealer, MATCH-DEALER)")
    assert "follows from" not in str(report.departures[2])


def test_a_dealer_the_hand_is_consistent_with_causes_nothing_more() -> None:
    doc = json.loads((GOLDEN.parent / "negative" / "wrong-dealer.json").read_text())
    report = audit_document(doc)
    assert [(d.hand, d.clause, d.cause) for d in report.departures] == [(0, "MATCH-DEALER", None),
                                                                        (1, "MATCH-DEALER", None)]


def test_the_text_report_says_what_follows_from_what(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = ties()
    doc["hands"][1]["dealer"] = 2
    f = tmp_path / "t.json"
    f.write_text(json.dumps(doc))
    for command in ("audit", "replay"):
        assert main([command, str(f)]) == 1
        out = capsys.readouterr().out
        assert out.count("(follows from $.hands[1].dealer, MATCH-DEALER)") == 5


# --- tricks: one numbering; a card's seat -----------------------------------------------------------
def test_tricks_are_numbered_by_index_in_text_and_json() -> None:
    doc = ties()
    doc["hands"][0]["facts"]["tricks"][1]["winner"] = 0  # trick index 1 (the second), won by seat 3
    report = audit_document(doc)
    (d,) = report.departures
    assert d.path == "$.hands[0].facts.tricks[1].winner" and d.trick == 1
    assert report_json([report])["files"][0]["departures"][0]["trick"] == 1
    assert "(hand index 0, trick index 1, seat 2)" in str(d)  # seat 2 plays the trick's last card


@pytest.mark.parametrize("trick, position, seat, action_index", [
    (0, 1, 2, 3),   # led by seat 1: its second card (QC) is seat 2's, action 2 + 0 + 1
    (0, 3, 0, 5),   # its fourth card (9C) is seat 0's
    (1, 0, 3, 6),   # led by seat 3: its first card (KH) is seat 3's, action 2 + 4 + 0
    (1, 2, 1, 8),   # its third card (QH) is seat 1's
])
def test_a_wrong_card_in_a_trick_fact_is_the_card_of_the_seat_that_played_it(
        trick: int, position: int, seat: int, action_index: int) -> None:
    doc = ties()
    played = doc["hands"][0]["actions"][action_index]
    assert (played["seat"], played["card"]) == (seat, doc["hands"][0]["facts"]["tricks"][trick]["cards"][position])
    doc["hands"][0]["facts"]["tricks"][trick]["cards"][position] = "AS"
    (d,) = audit_document(doc).departures
    assert (d.trick, d.seat, d.action_index, d.clause) == (trick, seat, action_index, "PLAY-TURN")


def test_a_belote_flag_on_the_second_card_is_reported_and_the_card_played_without_it() -> None:
    """A converter marks both the king and the queen of trumps as belote: the flag on the second
    card (the queen, a legal play) is a PLAY-BELOTE departure; the queen is then played without
    it and the rest of the hand is checked (spec/transcripts.md, "Going on after a departure"):
    no note of actions left unchecked, every action replayed, the facts checked (they are right)."""
    doc = json.loads((GOLDEN / "round-1-take-made-with-belote.json").read_text())
    actions = doc["hands"][0]["actions"]
    assert actions[9] == {"type": "play", "seat": 2, "card": "KH", "announce": "belote"}
    assert actions[13] == {"type": "play", "seat": 2, "card": "QH"}
    actions[13]["announce"] = "belote"
    report = audit_document(doc)
    assert [(d.hand, d.action_index, d.clause, d.kind) for d in report.departures] == [
        (0, 13, "PLAY-BELOTE", "illegal-action")]
    assert report.actions == len(actions) and report.notes == []
    # a wrong card after it is still found: the hand goes on being checked
    last = actions[-1]
    doc["hands"][0]["actions"][-1] = dict(last, seat=(last["seat"] + 1) % 4)
    assert [(d.action_index, d.clause) for d in audit_document(doc).departures][0] == (13, "PLAY-BELOTE")
    assert len(audit_document(doc).departures) == 2
