"""The golden corpus: it is what the recipes give, it follows the rules, its negative goldens
give exactly their departures, and together the files cover every clause of spec/clauses.json."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from belote_ref.transcript.audit import audit_document
from belote_ref.transcript.corpus import check, exercised

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"
CLAUSES = {
    c["id"] for c in json.loads((ROOT / "spec" / "clauses.json").read_text())["clauses"]
    if c["scope"] == "rules" and c["profile"] == "belote-classic"
}
"""Rules clauses of the team profile: each needs a golden. Clauses of scope "players" (the AIs)
are not rules a transcript can show; the corpus serves profile belote-classic only."""
GOLDEN = sorted((CORPUS / "golden").glob("*.json"))
NEGATIVE = sorted((CORPUS / "negative").glob("*.json"))
UNREADABLE = sorted((CORPUS / "unreadable").glob("*.json"))


@cache
def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def test_corpus_files_are_what_the_reference_produces() -> None:
    assert check(CORPUS) == []


def test_every_clause_has_a_golden_transcript() -> None:
    covered = set()
    for p in GOLDEN + NEGATIVE + UNREADABLE:
        covered.update(load(p)["metadata"]["clauses"])
    assert sorted(CLAUSES - covered) == []
    assert sorted(covered - CLAUSES) == []


def test_every_ruleset_option_has_a_golden_other_than_canonical() -> None:
    changed: set[str] = set()
    for p in GOLDEN:
        opts = load(p)["ruleset"]["options"]
        changed.update(k for k, v in opts.items() if v != {"first_deal": "3-2", "all_pass": "next-dealer",
                       "undertrump": "required", "belote": "announced", "tie": "dispute", "target": 1000}.get(k, False))
    assert changed == {"first_deal", "all_pass", "undertrump", "belote", "tie", "target"}


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_follows_the_rules_and_says_what_it_shows(path: Path) -> None:
    doc = load(path)
    report = audit_document(doc, path.name)
    assert report.exit == 0, [str(d) for d in report.departures]
    assert report.notes == []
    meta = doc["metadata"]
    assert meta["description"].endswith(".") and len(meta["description"]) > 40
    assert set(meta["clauses"]) <= CLAUSES
    assert all("legal" in h and "facts" in h for h in doc["hands"])
    assert set(meta["clauses"]) <= exercised(doc), "a golden declares a clause it does not exercise"


@pytest.mark.parametrize("path", NEGATIVE, ids=lambda p: p.stem)
def test_negative_golden_gives_exactly_its_departures(path: Path) -> None:
    doc = load(path)
    report = audit_document(doc, path.name)
    assert report.exit == 1
    got = sorted(((d.hand, d.action_index, d.clause, d.kind) for d in report.departures), key=str)
    want = sorted(((e["hand"], e["action_index"], e["clause"], e["kind"]) for e in doc["expected_departures"]), key=str)
    assert got == want
    assert "AUDIT-PENALTIES" in doc["metadata"]["clauses"]


@pytest.mark.parametrize("path", UNREADABLE, ids=lambda p: p.stem)
def test_unreadable_file_is_refused_naming_the_path(path: Path) -> None:
    doc = load(path)
    report = audit_document(doc, path.name)
    assert report.exit == 2
    assert [e.path for e in report.errors][:1] == [e["path"] for e in doc["expected_errors"]]


# --- facts worked out by hand from the rules, not copied from the engine -----------------------
def test_obligations_hand_tricks_and_score_by_hand() -> None:
    facts = load(CORPUS / "golden" / "obligations-in-trick-play.json")["hands"][0]["facts"]
    # Spades trump. Trick by trick: points (trump J20 9:14 A11 10:10 K4 Q3; plain A11 10:10 K4 Q3 J2)
    # and winner (the highest trump, else the highest card of the suit led).
    want = [
        (["KH", "QH", "8H", "10H"], 4 + 3 + 0 + 10, 0),   # hearts led, 10 beats K: seat 0
        (["QC", "7S", "AC", "JC"], 3 + 0 + 11 + 2, 1),    # the 7 of trump wins: seat 1
        (["AH", "AS", "9S", "JH"], 11 + 11 + 14 + 2, 3),  # trump 9 beats trump A: seat 3
        (["10D", "7D", "QD", "AD"], 10 + 0 + 3 + 11, 2),
        (["7C", "8C", "10S", "KS"], 0 + 0 + 10 + 4, 0),   # trump 10 beats trump K
        (["JS", "7H", "8S", "10C"], 20 + 0 + 0 + 10, 0),
        (["9D", "8D", "QS", "JD"], 0 + 0 + 3 + 2, 2),
        (["9C", "KC", "KD", "9H"], 0 + 4 + 4 + 0, 3),
    ]
    assert [(t["cards"], t["points"], t["winner"]) for t in facts["tricks"]] == want
    # team 0 (seats 0, 2) won tricks 1, 4, 5, 6, 7; team 1 the others and the last (+10)
    assert facts["score"]["card_points"] == [17 + 24 + 14 + 30 + 5, 16 + 38 + 8]
    assert facts["score"]["totals"] == [90, 72]
    assert facts["score"]["contract"] == "made" and facts["score"]["scores"] == [90, 72]  # taker seat 2


def test_dispute_totals_by_hand() -> None:
    g = load(CORPUS / "golden" / "tie-resolved-next-hand.json")
    h1, h2 = (h["facts"] for h in g["hands"])
    assert h1["score"]["totals"] == [81, 81] and h1["score"]["contract"] == "tied"
    assert h1["score"]["scores"] == [0, 81] and h1["match"]["disputed"] == 81  # takers team 0
    made = h2["score"]["scores"]
    assert h2["score"]["contract"] == "made" and h2["score"]["takers"] == 1
    assert h2["match"]["resolved"] == {"team": 1, "points": 81}
    assert h2["match"]["totals"] == [made[0], 81 + made[1] + 81] and h2["match"]["disputed"] == 0

    acc = load(CORPUS / "golden" / "ties-accumulate.json")["hands"]
    assert acc[1]["facts"]["score"]["totals"] == [91, 91]          # 71 in cards + 20 belote each side
    assert acc[1]["facts"]["score"]["scores"] == [20, 91]          # takers' belote scored at once
    assert acc[1]["facts"]["match"]["disputed"] == 81 + 71
    assert acc[2]["facts"]["match"]["resolved"] == {"team": 1, "points": 152}
    assert acc[2]["facts"]["match"]["totals"] == [20, 81 + 91 + 252 + 152]

    later = load(CORPUS / "golden" / "tie-resolved-two-hands-later.json")["hands"]
    assert later[1]["facts"]["void"] is True and later[1]["facts"]["match"]["disputed"] == 81
    assert later[2]["facts"]["match"]["resolved"] == {"team": 0, "points": 81}


def test_match_ends_by_hand() -> None:
    pending = load(CORPUS / "golden" / "tie-pending-at-match-end.json")
    assert pending["result"] == {"totals": [900, 930 + 81], "disputed": 81, "winner": 1}
    both = load(CORPUS / "golden" / "match-end-both-over-target.json")
    assert both["result"] == {"totals": [950 + 95, 960 + 87], "disputed": 0, "winner": 1}
    equal = load(CORPUS / "golden" / "match-end-equal-totals-play-on.json")
    first = equal["hands"][0]["facts"]["match"]
    assert first["totals"] == [1050, 1050] and first["winner"] is None and first["next_dealer"] == 1
    assert equal["result"]["winner"] == 1 and equal["result"]["totals"] == [1050, 1050 + 162]
    target = load(CORPUS / "golden" / "option-target-500.json")
    assert target["result"] == {"totals": [420 + 95, 380 + 87], "disputed": 0, "winner": 0}


def test_failed_contracts_and_capots_by_hand() -> None:
    fb = load(CORPUS / "golden" / "round-2-take-failed-with-belote.json")["hands"][0]["facts"]
    assert fb["bid_round"] == 2 and fb["score"]["belote"] == [0, 20]
    assert fb["score"]["contract"] == "failed" and fb["score"]["scores"] == [162, 20]
    fn = load(CORPUS / "golden" / "failed-without-belote.json")["hands"][0]["facts"]
    assert fn["score"]["scores"] == [162, 0]
    ct = load(CORPUS / "golden" / "capot-by-takers.json")["hands"][0]["facts"]
    assert ct["score"]["capot"] == 1 and ct["score"]["scores"] == [0, 252]
    cd = load(CORPUS / "golden" / "capot-by-defenders.json")["hands"][0]["facts"]
    assert cd["score"]["capot"] == 1 and cd["score"]["takers"] == 0 and cd["score"]["scores"] == [0, 252]
    tie_fail = load(CORPUS / "golden" / "option-tie-fail.json")["hands"][0]["facts"]
    assert tie_fail["score"]["contract"] == "failed" and tie_fail["score"]["scores"] == [0, 162]
    auto = load(CORPUS / "golden" / "option-belote-automatic.json")["hands"][0]["facts"]
    plain = load(CORPUS / "golden" / "belote-not-announced.json")["hands"][0]["facts"]
    assert plain["belote"] is None and auto["belote"] == {"seat": 3, "announced": False}
    assert [a - b for a, b in zip(auto["score"]["scores"], plain["score"]["scores"])] == [0, 20]


def test_option_goldens_differ_from_canonical_where_the_option_acts() -> None:
    canon = load(CORPUS / "golden" / "obligations-in-trick-play.json")["hands"][0]
    deal23 = load(CORPUS / "golden" / "option-first-deal-2-3.json")["hands"][0]
    assert canon["order"] == deal23["order"] and canon["facts"]["turned"] == deal23["facts"]["turned"]
    o = canon["order"]
    # 2-3 from seat 1: seat 1 gets cards 1-2 then 9-11 (1-based); 3-2: cards 1-3 then 13-14
    assert deal23["facts"]["dealt"][1] == [o[0], o[1], o[8], o[9], o[10]]
    assert canon["facts"]["dealt"][1] == [o[0], o[1], o[2], o[12], o[13]]
    same = load(CORPUS / "golden" / "option-all-pass-same-dealer.json")["hands"]
    assert [h["dealer"] for h in same] == [0, 0]
    nxt = load(CORPUS / "golden" / "all-pass-void-hand.json")["hands"]
    assert [h["dealer"] for h in nxt] == [0, 1]
    opt = load(CORPUS / "golden" / "option-undertrump-optional.json")["hands"][0]
    assert opt["actions"][21] == {"type": "play", "seat": 1, "card": "8D"}
    assert "8D" in opt["legal"][21] and "8D" not in canon["legal"][21]
    refused = [r for r in canon["refused"] if r["before"] == 21]
    assert refused and refused[0]["clause"] == "PLAY-UNDERTRUMP"
