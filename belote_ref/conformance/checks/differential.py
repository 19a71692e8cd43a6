"""Differential random play (spec/conformance.md): seeded whole hands and matches on the engine
and the reference in lockstep, choosing among the legal actions, comparing everything.

Rare situations (ties with belote on either side, capots with belote, void hands with points in
dispute, totals landing exactly on the target...) are made certain by *steered* hands
(:mod:`.steer`), built by playing the reference alone, run first; then seeded random hands, half
under the base ruleset and half spread over the variants the engine supports; then whole
matches.
"""

from __future__ import annotations

import itertools
import random
from typing import Any, Iterator

from ...deal import shuffled_order
from .context import CheckContext
from .lockstep import BID_PASS_BIAS, HandCase
from .steer import steered

MAX_MATCH_HANDS = 60


def start_state(rng: random.Random, target: int) -> tuple[int, tuple[int, int], int, list[str]]:
    """Dealer, totals, disputed points carried in and a card order, drawn from ``rng``."""
    dealer = rng.randrange(4)
    if rng.random() < 0.4:
        totals = (0, 0)
    else:
        lo = max(0, target - 300)
        totals = (rng.randrange(lo, target), rng.randrange(lo, target))
    disputed = rng.choice((71, 81, 91)) if rng.random() < 0.25 else 0
    order = [str(c) for c in shuffled_order(rng)]
    return dealer, totals, disputed, order


def choose(rng: random.Random, actions: list[Any], bidding: bool) -> int:
    """The generated policy: pass often while bidding, else uniform."""
    if bidding and rng.random() < BID_PASS_BIAS:
        return 0
    return rng.randrange(len(actions))


def ruleset_of(i: int, rulesets: list[dict[str, Any]]) -> dict[str, Any]:
    """The ruleset of the ``i``-th seeded hand: the base one every other hand, the variants in
    turn between."""
    if len(rulesets) == 1 or i % 2 == 0:
        return rulesets[0]
    return rulesets[1 + (i // 2) % (len(rulesets) - 1)]


def run(ctx: CheckContext) -> None:
    cfg = ctx.config
    rulesets = ctx.variants()
    steered_hands, notes = steered(rulesets, cfg.seed)
    for n in notes:
        ctx.not_run(n)
    steered_cases = [HandCase(f"steered-{s.feature}-{k}", dict(s.options), s.dealer, list(s.order), s.totals,
                              s.disputed, choices=list(s.choices), seed=cfg.seed * 7919 + k, probes=cfg.probes)
                     for k, s in enumerate(steered_hands)]

    def seeded() -> Iterator[HandCase]:  # made one at a time: memory does not grow with --hands
        for i in range(cfg.hands):
            options = ruleset_of(i, rulesets)
            rng = random.Random(f"hand-{cfg.seed}-{i}")
            dealer, totals, disputed, order = start_state(rng, options["target"])
            yield HandCase(f"hand-{cfg.seed}-{i}", options, dealer, order, totals, disputed,
                           seed=rng.randrange(1 << 30), probes=cfg.probes)

    total = len(steered_cases) + cfg.hands + cfg.matches
    done = 0
    for case in itertools.chain(steered_cases, seeded()):
        ctx.progress("differential", done, total)
        done += 1
        result = ctx.play("differential", case)
        if result is not None and result.departures:
            ctx.hand_departures(case, result)
    for m in range(cfg.matches):
        ctx.progress("differential", done, total)
        done += 1
        _match(ctx, ruleset_of(m, rulesets), m)


def _match(ctx: CheckContext, options: dict[str, Any], m: int) -> None:
    """One whole match: each hand starts from the reference's result of the previous one (a
    departure in one hand does not stop the next)."""
    cfg = ctx.config
    rng = random.Random(f"match-{cfg.seed}-{m}")
    dealer, totals, disputed = rng.randrange(4), (0, 0), 0
    for n in range(MAX_MATCH_HANDS):
        order = [str(c) for c in shuffled_order(rng)]
        case = HandCase(f"match-{cfg.seed}-{m}-hand-{n + 1}", options, dealer, order, totals, disputed,
                        seed=rng.randrange(1 << 30), probes=cfg.probes)
        result = ctx.play("differential", case)
        if result is None:
            return
        if result.departures:
            ctx.hand_departures(case, result)
        r = result.result
        if r is None:
            return
        if r["winner"] is not None:
            return
        dealer, totals, disputed = r["next_dealer"], (r["totals"][0], r["totals"][1]), r["disputed"]
    ctx.not_run(f"match {m} not over after {MAX_MATCH_HANDS} hands")


__all__ = ["choose", "ruleset_of", "run", "start_state"]
