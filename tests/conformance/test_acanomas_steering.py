"""Steered games of profile belote-acanomas (belote_ref/profiles/acanomas/steer.py, issue 36): the
rare situations reached at every number of players and in pairs, whatever the luck of random
play; the table a default run reads is what a new search gives, and a mutant of a rare rule that
random play let through is killed at every count."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from belote_ref.conformance.coverage import DEFAULT_THIN, option_key
from belote_ref.conformance.driver import InProcessEngine
from belote_ref.conformance.reference_adapter import ReferenceAdapter
from belote_ref.conformance.runner import Config, Run
from belote_ref.profiles.acanomas import steer

from .helpers import make_steered_tool
from .test_acanomas_conformance import COUNTS, _config, _failed, _run

ROOT = Path(__file__).resolve().parents[2]
PROFILE = "belote-acanomas"


def _tool() -> ModuleType:
    return make_steered_tool()


def _default_variants() -> list[dict[str, Any]]:
    run = Run(lambda: InProcessEngine(ReferenceAdapter(profile=PROFILE).handle), Config(out_dir=None, profile=PROFILE))
    run.open()
    variants = run.variants()
    run.close()
    return variants


def test_regenerating_the_table_gives_the_same_table() -> None:
    assert _tool().acanomas_text() == steer.TABLE.read_text(encoding="utf-8")


def test_a_default_run_finds_every_search_in_the_table_and_plays_pairs(monkeypatch: pytest.MonkeyPatch) -> None:
    variants = _default_variants()
    # pairs, refused at the base's three players, is played at four
    assert any(v["pairs"] and v["players"] == 4 for v in variants)
    keys = steer.searches(variants, 0, DEFAULT_THIN)
    assert keys and set(keys) == set(steer.table())

    def no_search(*args: object) -> tuple[Any, ...]:
        raise AssertionError(f"searched: {args}")

    monkeypatch.setattr(steer, "search", no_search)
    cases, notes = steer.steered_games(variants, 0, DEFAULT_THIN)
    assert len(cases) == sum(len(found) for found in steer.table().values())
    assert notes == []  # every search found its games


def test_the_steered_games_reach_every_rare_situation_at_every_count() -> None:
    # the corpus and the seeded games left out (--hands 0): the steered games alone count each
    # rare situation the threshold's worth of times at every count where it can arise
    run, outcome = _run(None, _config({}, hands=0, matches=0))
    assert outcome.departures == []
    counts = outcome.coverage
    for feature, clause, situation, _ in steer.FEATURES:
        for key in steer.searches(_default_variants(), 0, DEFAULT_THIN):
            if key[0] != feature:
                continue
            row = option_key(clause, dict(key[1]))
            assert len(steer.table()[key]) == DEFAULT_THIN, (feature, row)
            assert counts[(clause, row, situation)] >= DEFAULT_THIN, (feature, row)


@pytest.mark.parametrize("count", sorted(COUNTS))
def test_exactly_tied_escaleras_given_to_the_last_are_caught_at_every_count(count: str) -> None:
    # before the steered games, random play reached an exact tie about once in a run at three
    # players and seldom or never at the others: this mutant passed
    run, outcome = _run("tie-to-the-last", _config(COUNTS[count], hands=40, matches=1))
    assert "ACA-COMB-TIE" in _failed(run, outcome)
