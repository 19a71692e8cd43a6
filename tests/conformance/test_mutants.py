"""Proof that the kit catches departures: every mutant (the reference with one rule broken) is
flagged with the clause of the rule it breaks; the unbroken reference passes."""

from __future__ import annotations

import pytest

from belote_ref.conformance.mutants import MUTANTS
from belote_ref.conformance.report import exit_code

from .helpers import PERFT, config, failed_clauses, run_mutant

REQUIRED = {
    # the list -> our mutant
    "free discard when an opponent is master": "free-discard",
    "no undertrump": "no-undertrump",
    "no overtrump on a trump lead": "no-overtrump-trump-lead",
    "overtrump required over a master partner": "overtrump-partner",
    "wrong trick winner when a plain ace is discarded": "ace-discard-wins",
    "round 2 allows the turned suit": "round2-turned-suit",
    "wrong completion deal order": "completion-order",
    "wrong first lead": "dealer-leads",
    "capot scored 250": "capot-250",
    "belote not kept on a failed contract": "failed-loses-belote",
    "belote counted when not announced": "belote-unannounced",
    "tie treated as failed": "tie-fails",
    "disputed points given to the wrong team": "dispute-wrong-team",
    "wrong dealer after a void hand": "void-same-dealer",
    "match ended below the target": "match-end-early",
    # issue 14: the situations random play and the hand-written corpus missed
    "any suit taken in bid round 1": "round1-any-suit",
    "a missing partner-master exception": "partner-must-trump",
    "belote announced on a lone or late K or Q": "belote-any-kq",
    "a taker dealt nine cards": "completion-nine",
    "a view that leaks late in the hand": "view-late-leak",
    "a capped target": "target-capped",
    "a tie where the takers hold belote": "tie-takers-belote",
    "points the rules do not define (a declaration)": "declarations",
    # the audit of an independent adapter: a last trick worth nothing (a failed contract then
    # gives the defenders 162 for parts worth 152: no undefined points)
    "last trick worth 0": "last-trick-0",
}

ALSO = {
    # the other clauses a mutant may fail besides its own, because its one replaced field
    # really breaks them too
    "free-discard": {"PLAY-OVERTRUMP", "PLAY-UNDERTRUMP"},  # any card in the three trumping situations
    "contract-without-belote": {"SCORE-DISPUTE"},  # the contract test decides ties too
    # its points are no rule's, and its contract contradicts its own totals (a tie among them)
    "declaration-outside-contract": {"RULESET-DISABLED", "SCORE-DISPUTE"},
}


def test_at_least_fifteen_mutants_cover_the_required_rules() -> None:
    assert len(MUTANTS) >= 15
    assert set(REQUIRED.values()) <= set(MUTANTS)


def test_reference_is_conformant() -> None:
    run, outcome = run_mutant(None, config(hands=30, perft=[PERFT]))
    assert outcome.departures == [] and outcome.errors == []
    assert exit_code(outcome) == 0


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_is_flagged_with_its_clause(name: str) -> None:
    """Caught without the hand-written corpus: no golden, no negative, no perft file."""
    clause = MUTANTS[name][0]
    cfg = config(hands=8, matches=1, skip=["perft"])
    assert cfg.golden == [] and cfg.negative == [] and cfg.perft == []
    run, outcome = run_mutant(name, cfg)
    failed = failed_clauses(run, outcome)
    assert clause in failed, f"mutant {name} survived: expected {clause}, failed {sorted(failed)}"
    # one wrong rule is reported under its clause, not again under another
    assert failed <= {clause} | ALSO.get(name, set()), f"mutant {name} is also flagged under {sorted(failed - {clause})}"
    assert exit_code(outcome) == 1
    first = next(d for d in outcome.departures if d.clause == clause)
    assert first.message and first.transcript is not None


@pytest.mark.parametrize("name", ["no-undertrump", "dealer-leads", "tie-fails"])
def test_mutant_through_the_real_subprocess_protocol(name: str) -> None:
    run, outcome = run_mutant(name, config(hands=4, matches=0, skip=["perft"]), subprocess=True)
    assert outcome.errors == []
    assert MUTANTS[name][0] in failed_clauses(run, outcome)


@pytest.mark.parametrize("name", ["free-discard", "no-overtrump-trump-lead", "ace-discard-wins"])
def test_perft_alone_flags_play_mutants(name: str) -> None:
    run, outcome = run_mutant(name, config(only=["perft"], perft=[PERFT]))
    perft = [d for d in outcome.departures if d.check == "perft"]
    assert perft, f"perft did not flag {name}"
    assert any(d.clause == MUTANTS[name][0] for d in perft)
    d = perft[0]
    assert "per first card" in d.message or "first difference" in d.message


GOLDEN, NEGATIVE = PERFT.parent.parent / "golden", PERFT.parent.parent / "negative"


@pytest.mark.skipif(not GOLDEN.is_dir(), reason="corpus/golden not built in this checkout")
def test_reference_passes_the_shipped_corpus() -> None:
    run, outcome = run_mutant(None, config(only=["golden", "negative"], golden=[GOLDEN], negative=[NEGATIVE]))
    assert outcome.departures == [] and outcome.errors == []
    assert outcome.cases["golden"] > 0


@pytest.mark.skipif(not GOLDEN.is_dir(), reason="corpus/golden not built in this checkout")
@pytest.mark.parametrize("name", ["no-undertrump", "capot-250", "void-same-dealer"])
def test_shipped_goldens_flag_mutants(name: str) -> None:
    run, outcome = run_mutant(name, config(only=["golden", "negative"], golden=[GOLDEN], negative=[NEGATIVE]))
    assert MUTANTS[name][0] in failed_clauses(run, outcome)
