"""Verdicts that can be trusted (issue 14): no PASS without a comparison made, no masking (a
departure does not hide a later, independent one), one root cause reported under its clause,
whole results side by side, options the engine lacks reported once as unsupported, counted
coverage with thin clauses, shrunk starting states."""

from __future__ import annotations

import json
import random
from typing import Any, Callable

import pytest

from belote_ref.conformance.checks.lockstep import HandCase, Lockstep
from belote_ref.conformance.driver import InProcessEngine
from belote_ref.conformance.mutants import MUTANTS, mutant_rules
from belote_ref.conformance.reference_adapter import ReferenceAdapter
from belote_ref.conformance.report import (
    FAILED, NOT_EXERCISED, THIN, UNSUPPORTED, clause_lines, exit_code, text,
)
from belote_ref.conformance.results import Outcome
from belote_ref.conformance.runner import Config, Run
from belote_ref.conformance.shrink import shrink
from belote_ref.deal import shuffled_order
from belote_ref.rules import Rules
from belote_ref.ruleset import CANONICAL, Ruleset

from .helpers import PERFT, config, failed_clauses, run_mutant


def _composed(*names: str) -> Callable[[Ruleset], Rules]:
    """The reference's rules with the fields of several mutants replaced (independent bugs)."""
    def rules_of(ruleset: Ruleset) -> Rules:
        rules = mutant_rules(names[0])(ruleset)
        for name in names[1:]:
            rules = MUTANTS[name][2](rules)
        return rules
    return rules_of


def _run(rules_of: Callable[[Ruleset], Rules], cfg: Config,
         handshake: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> tuple[Run, Outcome]:
    def make() -> InProcessEngine:
        adapter = ReferenceAdapter(rules_of)

        def handle(req: dict[str, Any]) -> dict[str, Any]:
            r = adapter.handle(req)
            return handshake(r) if handshake is not None and req.get("type") == "handshake" else r
        return InProcessEngine(handle)
    run = Run(make, cfg)
    return run, run.execute()


def test_two_independent_bugs_in_the_bidding_are_both_reported() -> None:
    # every hand departs at its first bid (any suit offered in round 1): the kit follows the
    # reference's bid and still compares round 2, where the second bug is
    run, outcome = _run(_composed("round1-any-suit", "round2-turned-suit"), config(hands=12, matches=0, skip=["perft"]))
    assert {"BID-ROUND1", "BID-ROUND2"} <= failed_clauses(run, outcome)
    assert outcome.errors == []


def test_two_independent_bugs_in_the_play_are_both_reported() -> None:
    run, outcome = _run(_composed("no-undertrump", "follow-must-beat"), config(hands=12, matches=0, skip=["perft"]))
    assert {"PLAY-UNDERTRUMP", "PLAY-FOLLOW-SUIT"} <= failed_clauses(run, outcome)


def test_no_pass_without_a_comparison_after_an_early_departure() -> None:
    # the engine deals the first packets the other way round: every hand departs at its deal,
    # after which the engine's hands are not the reference's and nothing later can be compared
    run, outcome = run_mutant("first-deal-swapped", config(hands=6, matches=0, skip=["perft"]))
    lines = {line.id: line for line in clause_lines(outcome, run.clause_wanted)}
    assert lines["DEAL-FIRST"].status == FAILED
    for clause in ("SCORE-MADE", "SCORE-CAPOT", "MATCH-END", "PLAY-TRICK-WINNER", "SCORE-CARD-POINTS"):
        assert lines[clause].status == NOT_EXERCISED and lines[clause].checks == 0, clause
    for clause in ("MATCH-END", "PLAY-TRICK-WINNER", "SCORE-CARD-POINTS"):  # reached, not possible
        assert outcome.blocked[clause] > 0, clause
    assert "not possible" in text(outcome, list(lines.values()), {"name": "m"}, {"seconds": 1.0})


def test_a_declaration_is_reported_once_under_the_disabled_feature_clause() -> None:
    run, outcome = run_mutant("declarations", config(hands=16, matches=0, skip=["perft"]))
    assert failed_clauses(run, outcome) == {"RULESET-DISABLED"}
    d = next(d for d in outcome.departures if d.clause == "RULESET-DISABLED")
    assert "no rule defines" in d.message
    rows = {row["field"]: row for row in d.extra["result"]}
    assert {"card_points", "last_trick", "belote", "capot", "contract", "scores", "totals", "disputed", "winner",
            "next_dealer"} <= set(rows)
    assert "departs" in (rows["scores"]["verdict"], rows["score.totals"]["verdict"])
    assert rows["card_points"]["verdict"] == "same"
    # the contract is still compared, from the engine's own totals (issue 36): the same
    assert rows["contract"]["verdict"] == "same"
    assert outcome.blocked["SCORE-CONTRACT"] == 0


def test_after_points_no_rule_defines_the_contract_is_compared_from_the_engines_own_totals() -> None:
    # declarations scored but left out of the contract test: where its 20 points turn the
    # contract, the engine's contract contradicts its own totals (before issue 36 the contract
    # was not compared after undefined points, and this mutant passed SCORE-CONTRACT)
    run, outcome = run_mutant("declaration-outside-contract", config(hands=40, matches=0, skip=["perft"]))
    assert "SCORE-CONTRACT" in failed_clauses(run, outcome)
    d = next(d for d in outcome.departures if d.clause == "SCORE-CONTRACT")
    assert "for its own totals" in d.message, d.message


def test_a_wrong_score_is_shown_whole_side_by_side() -> None:
    run, outcome = run_mutant("capot-250", config(hands=6, matches=0, skip=["perft"]))
    lines = clause_lines(outcome, run.clause_wanted)
    out = text(outcome, lines, {"name": "m"}, {"seconds": 1.0})
    assert "side by side" in out
    block = out[out.index("side by side"):]
    for name in ("card_points", "last_trick", "belote", "capot", "contract", "scores", "totals", "disputed"):
        assert name in block
    # the totals follow from the wrong score: shown, not reported as a second departure
    assert failed_clauses(run, outcome) == {"SCORE-CAPOT"}


def test_a_missing_partner_exception_is_reported_under_its_clause_only() -> None:
    run, outcome = run_mutant("partner-must-trump", config(hands=12, matches=0, skip=["perft"]))
    assert failed_clauses(run, outcome) == {"PLAY-PARTNER-MASTER"}


def test_a_taker_dealt_nine_cards_is_a_deal_completion_departure() -> None:
    run, outcome = run_mutant("completion-nine", config(hands=6, matches=1, skip=["perft"]))
    assert failed_clauses(run, outcome) == {"DEAL-COMPLETION"}
    assert outcome.errors == [] and exit_code(outcome) == 1


def _only_automatic_belote(version: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def handshake(r: dict[str, Any]) -> dict[str, Any]:
        return {**r, "protocol": version, "options": {**r["options"], "belote": ["automatic"]}}
    return handshake


def test_an_engine_without_the_canonical_value_is_run_under_its_own_and_reported_once() -> None:
    run, outcome = _run(_automatic, config(hands=8, matches=1, skip=["perft"]), _only_automatic_belote("1.1.0"))
    assert outcome.unsupported == {"belote": "announced"}
    assert outcome.departures == [] and exit_code(outcome) == 1
    assert all(p["belote"] == "automatic" for p in outcome.played)
    lines = {line.id: line for line in clause_lines(outcome, run.clause_wanted)}
    assert lines["PLAY-BELOTE"].status == UNSUPPORTED
    out = text(outcome, list(lines.values()), {"name": "m"}, {"seconds": 1.0})
    assert out.count("belote=announced") >= 1 and "canonical option values unsupported" in out


def test_a_1_0_adapter_keeps_its_meaning_its_list_adds_to_the_canonical_value() -> None:
    run, outcome = _run(_automatic_or_canonical, config(hands=6, matches=0, skip=["perft"]),
                        _only_automatic_belote("1.0.0"))
    assert outcome.unsupported == {}
    assert {p["belote"] for p in outcome.played} == {"announced", "automatic"}
    assert outcome.departures == [] and exit_code(outcome) == 0


def _automatic(ruleset: Ruleset) -> Rules:
    """An engine that plays belote automatic whatever it is sent (it supports nothing else)."""
    from belote_ref.rules import classic_rules

    return classic_rules(Ruleset(**{**ruleset.options(), "belote": "automatic"}))


def _automatic_or_canonical(ruleset: Ruleset) -> Rules:
    from belote_ref.rules import classic_rules

    return classic_rules(ruleset)


def test_coverage_is_counted_per_situation_and_thin_clauses_fail_only_when_asked() -> None:
    run, outcome = run_mutant(None, config(hands=3, matches=0, skip=["perft"]))
    lines = clause_lines(outcome, run.clause_wanted, 5, run.base())
    assert outcome.departures == []
    assert any(line.status == THIN for line in lines)
    assert exit_code(outcome, lines, False) == 0 and exit_code(outcome, lines, True) == 1
    # a threshold of 0: nothing is thin
    lines0 = clause_lines(outcome, run.clause_wanted, 0, run.base())
    assert not any(line.status == THIN for line in lines0)
    assert exit_code(outcome, lines0, True) == 0
    view = next(line for line in lines if line.id == "VIEW-SEAT")
    assert view.coverage is not None
    assert set(view.coverage.table[""]) >= {"deal", "take", "in-play", "end"}


def test_the_default_run_reaches_every_situation_of_the_rare_clauses() -> None:
    # the steered hands build the rare situations on purpose: with no corpus and a handful of
    # random hands, ties with belote on either side, a capot with belote, a total exactly on the
    # target are each compared
    run, outcome = run_mutant(None, config(hands=4, matches=0, skip=["perft"]))
    cov = outcome.coverage
    seen = {(c, s) for (c, _, s), n in cov.items() if n}
    for want in (("SCORE-DISPUTE", "tie-takers-belote"), ("SCORE-DISPUTE", "tie-defenders-belote"),
                 ("SCORE-CAPOT", "belote"), ("MATCH-END", "exact"), ("MATCH-END", "just-below"),
                 ("BID-ALL-PASS", "void"), ("PLAY-BELOTE", "late"), ("PLAY-BELOTE", "lone-refused"),
                 ("VIEW-SEAT", "in-play")):
        assert want in seen, want
    targets = {p["target"] for p in outcome.played}
    assert 1000 in targets and any(t > 1000 for t in targets) and any(t % 2 for t in targets)


STEERED_SITUATIONS = (
    # the situations the steered hands build (checks/steer.py, FEATURES), as the coverage counts them
    ("SCORE-DISPUTE", "tie"), ("SCORE-DISPUTE", "tie-takers-belote"), ("SCORE-DISPUTE", "tie-defenders-belote"),
    ("SCORE-CONTRACT", "by-belote"), ("SCORE-FAILED", "takers-belote"), ("SCORE-CAPOT", "takers"),
    ("SCORE-CAPOT", "belote"), ("SCORE-CAPOT", "defenders"), ("BID-ALL-PASS", "void"), ("MATCH-DEALER", "void"),
    ("SCORE-DISPUTE", "void-keeps"), ("MATCH-END", "exact"), ("MATCH-END", "just-below"),
    ("MATCH-END", "both-over"), ("MATCH-END", "equal-over"),
)


def _canonical_only(r: dict[str, Any]) -> dict[str, Any]:
    """The handshake of an engine that supports the canonical ruleset only (protocol 1.1 lists)."""
    options = {k: [v] for k, v in CANONICAL.options().items() if not isinstance(v, bool)}
    return {**r, "protocol": "1.1.0", "options": options}


@pytest.mark.parametrize("threshold", [5, 8])
def test_the_steered_hands_alone_reach_the_threshold_under_the_base_ruleset(threshold: int) -> None:
    # an engine that plays the canonical ruleset only, no corpus, no random hand: each steered
    # situation is compared at least the thin threshold's worth of times (the audit: 4 ties with
    # the defenders' belote, THIN, and --min-coverage 5 failed a correct engine)
    run, outcome = _run(_automatic_or_canonical, config(hands=0, matches=0, skip=["perft"], thin=threshold),
                        _canonical_only)
    assert outcome.departures == [] and len({json.dumps(p, sort_keys=True) for p in outcome.played}) == 1
    counts: dict[tuple[str, str], int] = {}
    for (clause, _, situation), n in outcome.coverage.items():
        counts[(clause, situation)] = counts.get((clause, situation), 0) + n
    thin = {want: counts.get(want, 0) for want in STEERED_SITUATIONS if counts.get(want, 0) < threshold}
    assert not thin, thin


def test_a_default_run_of_a_canonical_only_engine_has_no_thin_tie_with_the_defenders_belote() -> None:
    # the default run (1,000 hands, 10 matches; the corpus left out) of the reference restricted to
    # the canonical ruleset
    run, outcome = _run(_automatic_or_canonical, Config(out_dir=None, shrink=False), _canonical_only)
    lines = {line.id: line for line in clause_lines(outcome, run.clause_wanted, 5, run.base())}
    assert outcome.departures == []
    dispute = lines["SCORE-DISPUTE"]
    assert dispute.coverage is not None
    assert not [t for t in dispute.coverage.thin if t[1] == "tie-defenders-belote"], dispute.coverage.thin


def test_a_shrunk_reproduction_starts_from_a_simple_state() -> None:
    # a hand of a match to 500 (tie: fail), carried-in totals 213/381 and 91 points in dispute,
    # on an engine whose last trick is worth 20: the shrunk case starts from 0-0, nothing in
    # dispute, the canonical options
    engine = InProcessEngine(ReferenceAdapter(mutant_rules("last-trick-20")).handle)
    lockstep = Lockstep(engine, Outcome(), "differential")
    options = {**CANONICAL.options(), "target": 500, "tie": "fail"}
    for seed in range(50):
        rng = random.Random(seed)
        case = HandCase(f"h{seed}", options, 2, [str(c) for c in shuffled_order(rng)], (213, 381), 91, seed=seed)
        run = lockstep.run(case)
        if run.first("SCORE-CARD-POINTS") is not None:
            break
    else:
        raise AssertionError("no played hand in 50 seeds")
    small, small_run, tries = shrink(lockstep.run, case, run, "SCORE-CARD-POINTS", base=CANONICAL.options())
    assert small.totals == (0, 0) and small.disputed == 0 and small.options == CANONICAL.options()
    assert small_run.first("SCORE-CARD-POINTS") is not None and 0 < tries <= 150


def test_perft_on_an_engine_that_deals_differently_blames_the_deal_only() -> None:
    # the perft positions are replayed in lockstep first: the deal departs there, and the count
    # is not compared; no clause is failed without a comparison made
    run, outcome = run_mutant("first-deal-swapped", config(only=["perft"], perft=[PERFT]))
    lines = clause_lines(outcome, run.clause_wanted)
    failed = {line.id for line in lines if line.status == FAILED}
    assert failed == {"DEAL-FIRST"}
    assert all(line.checks > 0 for line in lines if line.status == FAILED)
    assert any("the count was not compared" in n for n in outcome.not_run)


def _worked_hand() -> HandCase:
    """The worked hand of spec/conformance.md (1b): its order, dealer 0, the actions accepted."""
    import re

    from .helpers import ROOT

    block = re.search(r"```text worked-hand\n(.*?)\n```", (ROOT / "spec" / "conformance.md").read_text(encoding="utf-8"),
                      re.S)
    assert block
    lines = block.group(1).splitlines()
    start = next(json.loads(x[2:]) for x in lines if x.startswith('> {"type":"start_hand"'))
    actions = [json.loads(q[2:])["action"] for q, a in zip(lines[::2], lines[1::2])
               if q.startswith('> {"type":"apply"') and '"accepted":true' in a]
    return HandCase("worked-hand", CANONICAL.options(), start["dealer"], start["order"], script=actions)


@pytest.mark.parametrize("mutant, clause, message", [
    # trick 2 of the worked hand: seat 3 leads 10C, seat 0 follows 7C; seat 1, void in clubs with its
    # partner master, may play any card: the mutant makes it trump (8D or KD, diamonds are trumps)
    ("overtrump-partner", "PLAY-PARTNER-MASTER", "legal cards: the engine leaves out 9H, JH, AH, QS, KS (trump D; "
     "the trick so far: seat 3 10C, seat 0 7C; seat 1 holds 8D KD 9H JH AH QS KS)"),
    # the first bid: seat 1 may take the turned KD's suit or pass; the mutant offers every suit
    ("round1-any-suit", "BID-ROUND1", "legal bids: the engine also allows take C (not the turned suit), take H (not "
     "the turned suit), take S (not the turned suit); turned card KD, bidding round 1, seat 1 to bid"),
])
def test_a_difference_in_the_legal_actions_names_the_position(mutant: str, clause: str, message: str) -> None:
    engine = InProcessEngine(ReferenceAdapter(mutant_rules(mutant)).handle)
    run = Lockstep(engine, Outcome(), "golden").run(_worked_hand())
    first = run.first(clause)
    assert first is not None and first.message == message


def test_a_refusals_clause_is_not_compared() -> None:
    # spec/conformance.md, section 1 (apply): only the refusal counts; an engine that names its
    # own clauses (or none) in refusals is not faulted for it
    from .helpers import run_handler

    def make() -> Callable[[dict[str, Any]], dict[str, Any]]:
        adapter = ReferenceAdapter()

        def handle(req: dict[str, Any]) -> dict[str, Any]:
            r = adapter.handle(req)
            if r.get("type") == "apply" and r.get("accepted") is False:
                r["clause"] = "MY-ENGINE-RULE-7"
            return r
        return handle
    run, outcome = run_handler(make, config(hands=4, matches=0, skip=["perft"]))
    assert outcome.cases["differential"] > 0 and outcome.exercised["AUDIT-PENALTIES"] + sum(
        n for (c, _, _), n in outcome.coverage.items() if c == "AUDIT-PENALTIES") > 0
    assert outcome.departures == [] and exit_code(outcome) == 0
