"""Shrinking a generated hand to the smallest one that still departs on the same clause.

A generated hand is its chance (card order, dealer), its starting state (ruleset, match totals,
points in dispute carried in) and a *choice sequence*: at each step, the index of the action
taken among the reference's sorted legal actions. Shrinking first simplifies the starting state,
one part at a time, keeping each change under which the clause still departs: totals to 0,
no points in dispute, each option back to the base ruleset's value, dealer seat 0. Then it
lowers the choices one at a time (to 0, half, one less), keeping a candidate when the clause
still departs no later than before, until nothing helps or the budget of runs is spent.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Iterator, Mapping

from .checks.lockstep import HandCase, HandRun

Runner = Callable[[HandCase], HandRun]


def _measure(run: HandRun, clause: str) -> tuple[int, int, tuple[int, ...]] | None:
    d = run.first(clause)
    if d is None or d.step is None:
        return None
    used = tuple(run.choices[: d.step + 1])
    return (d.step, sum(used), used)


def state_candidates(case: HandCase, base: Mapping[str, Any]) -> Iterator[HandCase]:
    """Simpler starting states than ``case``'s, one change at a time."""
    if any(case.totals):  # every side to 0: as many totals as the case has sides
        yield dataclasses.replace(case, totals=(0,) * len(case.totals))
    if case.disputed:
        yield dataclasses.replace(case, disputed=0)
    for name, value in case.options.items():
        if name in base and base[name] != value:
            yield dataclasses.replace(case, options={**case.options, name: base[name]})
    if case.dealer:
        yield dataclasses.replace(case, dealer=0)


def shrink(run_case: Runner, case: HandCase, run: HandRun, clause: str, budget: int = 150,
           base: Mapping[str, Any] | None = None,
           allowed: Callable[[Mapping[str, Any]], bool] = lambda options: True) -> tuple[HandCase, HandRun, int]:
    """The smallest case found that departs on ``clause``; and how many runs it took."""
    assert run.first(clause) is not None
    best_case = dataclasses.replace(case, choices=list(run.choices))
    best_run = run
    tries = 0
    # the starting state: each simplification kept if the clause still departs
    if base is not None:
        pending = True
        while pending and tries < budget:
            pending = False
            for cand in state_candidates(best_case, base):
                if tries >= budget:
                    break
                if not allowed(cand.options):
                    continue
                tries += 1
                r = run_case(cand)
                if r.first(clause) is not None:
                    best_case, best_run = dataclasses.replace(cand, choices=list(r.choices)), r
                    pending = True
                    break
    best_m = _measure(best_run, clause)
    assert best_m is not None
    improved = True
    while improved and tries < budget:
        improved = False
        choices = list(best_m[2])
        for i in range(len(choices)):
            for v in sorted({0, choices[i] // 2, choices[i] - 1}):
                if not 0 <= v < choices[i] or tries >= budget:
                    continue
                tries += 1
                cand = dataclasses.replace(best_case, choices=choices[:i] + [v] + choices[i + 1:])
                r = run_case(cand)
                m = _measure(r, clause)
                if m is not None and m < best_m:
                    best_case, best_run, best_m = dataclasses.replace(cand, choices=list(m[2])), r, m
                    improved = True
                    break
            if improved:
                break
    return best_case, best_run, tries


__all__ = ["shrink", "state_candidates"]
