"""Shrinking keeps the shape of a starting state (spec/conformance.md, section 4): a start carried
in (totals, pots, seats out) fits only its own number of seats and sides, so the shrinker never
tries totals of another length, or options that change the number of players."""

from __future__ import annotations

from typing import Any

from belote_ref.conformance.checks.lockstep import HandCase, HandRun
from belote_ref.conformance.driver import InProcessEngine
from belote_ref.conformance.reference_adapter import ReferenceAdapter
from belote_ref.conformance.results import Departure
from belote_ref.conformance.runner import Config, Run
from belote_ref.conformance.shrink import shrink, state_candidates

PROFILE = "belote-acanomas"


def _case(options: dict[str, Any], totals: tuple[int, ...]) -> HandCase:
    return HandCase("c", dict(options), 1, [], totals=totals)


def test_totals_shrink_to_zero_for_every_side() -> None:
    # three players each for himself: three totals; the candidate has three zeros, not two
    totals = [c.totals for c in state_candidates(_case({"players": 3}, (40, 0, 12)), {"players": 3})]
    assert totals[0] == (0, 0, 0)
    assert not any(len(t) != 3 for t in totals)
    # the team game: two
    assert next(state_candidates(_case({}, (500, 20)), {})).totals == (0, 0)


def _run(fixed: dict[str, Any] | None = None) -> Run:
    cfg = Config(hands=0, matches=0, golden=[], negative=[], perft=[], out_dir=None, shrink=False, profile=PROFILE,
                 fixed=dict(fixed or {}))
    return Run(lambda: InProcessEngine(ReferenceAdapter(None, profile=PROFILE).handle), cfg)


def test_the_start_shape_is_seats_and_sides() -> None:
    run = _run()
    assert run.start_shape({**run.kit.defaults, "players": 3}) == (3, 3)
    assert run.start_shape({**run.kit.defaults, "players": 4, "pairs": False}) == (4, 4)
    assert run.start_shape({**run.kit.defaults, "players": 4, "pairs": True}) == (4, 2)
    assert run.start_shape({**run.kit.defaults, "players": 3, "pairs": True}) is None  # refused by the profile


def test_the_shrinker_never_tries_a_start_of_another_shape() -> None:
    # a departure at four players each for himself with totals carried in; the base plays three:
    # every case the shrinker tries has four totals and four players
    run = _run()
    base = {**run.kit.defaults, "players": 3}
    case = _case({**base, "players": 4}, (10, 20, 30, 0))
    tried: list[HandCase] = []

    def run_case(cand: HandCase) -> HandRun:
        tried.append(cand)
        out = HandRun(choices=[0, 0])
        out.departures.append(Departure("ACA-SCORE-ITEMS", "differential", "c", "m", step=1))
        return out
    first = HandRun(choices=[1, 1])
    first.departures.append(Departure("ACA-SCORE-ITEMS", "differential", "c", "m", step=1))
    shape = run.start_shape(case.options)
    small, _, tries = shrink(run_case, case, first, "ACA-SCORE-ITEMS", 50, base=base,
                             allowed=lambda options: run.start_shape(options) == shape)
    assert tries > 0 and tried
    assert all(len(c.totals) == 4 and c.options["players"] == 4 for c in tried)
    assert small.totals == (0, 0, 0, 0)
