"""Shrinking a differential failure to the shortest hand that still shows it.

A generated hand is its chance (order, dealer, start state) plus a *choice sequence*: at each
step, the index of the action taken among the reference's sorted legal actions. Shrinking keeps
the chance and lowers choices one at a time (to 0, half, one less), keeping a candidate when the
same clause still departs no later than before, until no candidate helps or the budget is spent.
"""

from __future__ import annotations

import dataclasses
from typing import Callable

from .checks.lockstep import HandCase, HandRun

Runner = Callable[[HandCase], HandRun]


def _measure(run: HandRun) -> tuple[int, int, tuple[int, ...]]:
    d = run.departure
    assert d is not None and d.step is not None
    used = tuple(run.choices[: d.step + 1])
    return (d.step, sum(used), used)


def shrink(run_case: Runner, case: HandCase, run: HandRun, budget: int = 150) -> tuple[HandCase, HandRun, int]:
    """The smallest case found that departs on the same clause; and how many runs it took."""
    assert run.departure is not None
    clause = run.departure.clause
    best_case = dataclasses.replace(case, choices=list(run.choices))
    best_run, best_m = run, _measure(run)
    tries = 0
    improved = True
    while improved and tries < budget:
        improved = False
        choices = list(best_m[2])
        for i in range(len(choices)):
            for v in sorted({0, choices[i] // 2, choices[i] - 1}):
                if not 0 <= v < choices[i] or tries >= budget:
                    continue
                tries += 1
                cand = dataclasses.replace(case, choices=choices[:i] + [v] + choices[i + 1:])
                r = run_case(cand)
                if r.departure is None or r.departure.clause != clause:
                    continue
                m = _measure(r)
                if m < best_m:
                    best_case, best_run, best_m = dataclasses.replace(cand, choices=list(m[2])), r, m
                    improved = True
                    break
            if improved:
                break
    return best_case, best_run, tries
