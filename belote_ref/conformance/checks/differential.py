"""Differential random play (spec/conformance.md): seeded whole hands and matches on the engine
and the reference in lockstep, choosing among the legal actions, comparing everything.

Rare situations (ties with belote on either side, capots with belote, void hands with points in
dispute, totals landing exactly on the target...) are made certain by *steered* hands
(:mod:`.steer`), built by playing the reference alone, run first; then seeded random hands, half
under the base ruleset and half spread over the variants the engine supports; then whole
matches.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any, Iterator

from ... import registry
from ...deal import shuffled_order
from ..profiles import CLASSIC
from .context import CheckContext
from .corpus import state_after
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


BARRED_RATE = 0.5
"""Profile belote-acanomas under ``wrong_claim=stay`` at three or four players each for himself:
how often a drawn match state has a player barred by an earlier wrong claim."""


def profile_start(rng: random.Random, options: dict[str, Any]) -> tuple[int, tuple[int, ...], dict[str, Any], list[str]]:
    """Profile belote-acanomas: dealer, totals per side, the rest of the match state (pending pots,
    a seat out at 3-4 players each for himself) and a card order, drawn from ``rng``."""
    players, pairs, target = int(options["players"]), bool(options["pairs"]), int(options["target"])
    sides = 2 if pairs else players
    out: list[int] = []
    if players >= 3 and not pairs and options["wrong_claim"] == "eliminate" and rng.random() < 0.15:
        out = [rng.randrange(players)]
    in_play = [s for s in range(players) if s not in out]
    if rng.random() < 0.4:
        totals = (0,) * sides
    else:
        lo = max(0, target - 200)
        totals = tuple(rng.randrange(lo, target) for _ in range(sides))
    pots: list[dict[str, Any]] = []
    live_sides = sorted({(s % 2 if pairs else s) for s in in_play})
    if len(live_sides) >= 2 and rng.random() < 0.3:
        contenders = sorted(rng.sample(live_sides, rng.randrange(2, len(live_sides) + 1)))
        pots.append({"points": rng.randrange(5, 90), "contenders": contenders})
    dealer = rng.choice(in_play)
    order = [str(c) for c in shuffled_order(rng)]
    barred: list[int] = []
    if players >= 3 and not pairs and options["wrong_claim"] == "stay" and rng.random() < BARRED_RATE:
        barred = [rng.choice(live_sides)]  # a player who claimed wrongly earlier and stayed (ACA-CLAIM-WRONG)
    return dealer, totals, {"pots": pots, "out": out, "barred": barred}, order


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
    profile = cfg.profile
    games: list[HandCase] = []
    if cfg.shard:
        steered_hands: list[Any] = []
        notes: list[str] = []
    elif profile != CLASSIC:
        steered_hands = []
        record = registry.profile(profile)
        if "steer" in record.hooks:  # the profile's own steered games (its rare situations)
            games, notes = record.load("steer")(rulesets, cfg.seed, cfg.thin)
        else:
            games, notes = [], [f"differential: no steered games for profile {profile}"]
    else:
        steered_hands, notes = steered(rulesets, cfg.seed, cfg.thin)
    for n in notes:
        ctx.not_run(n)
    steered_cases = [HandCase(f"steered-{s.feature}-{k}", dict(s.options), s.dealer, list(s.order), s.totals,
                              s.disputed, choices=list(s.choices), seed=cfg.seed * 7919 + k, probes=cfg.probes)
                     for k, s in enumerate(steered_hands)]
    steered_cases += [dataclasses.replace(g, probes=cfg.probes) for g in games]

    def seeded() -> Iterator[HandCase]:  # made one at a time: memory does not grow with --hands
        for i in range(*(cfg.seeded or (0, cfg.hands))):
            options = ruleset_of(i, rulesets)
            rng = random.Random(f"hand-{cfg.seed}-{i}")
            if profile != CLASSIC:
                dealer, side_totals, match, order = profile_start(rng, options)
                yield HandCase(f"hand-{cfg.seed}-{i}", options, dealer, order, side_totals, 0, match=match,
                               seed=rng.randrange(1 << 30), probes=cfg.probes)
                continue
            dealer, totals, disputed, order = start_state(rng, options["target"])
            yield HandCase(f"hand-{cfg.seed}-{i}", options, dealer, order, totals, disputed,
                           seed=rng.randrange(1 << 30), probes=cfg.probes)

    first, last = cfg.seeded or (0, cfg.hands)
    matches = 0 if cfg.shard else cfg.matches
    total = len(steered_cases) + last - first + matches
    done = 0
    for case in itertools.chain(steered_cases, seeded()):
        ctx.progress("differential", done, total)
        done += 1
        result = ctx.play("differential", case)
        if result is not None and result.departures:
            ctx.hand_departures(case, result)
    ctx.seeded_elsewhere()
    for m in range(matches):
        ctx.progress("differential", done, total)
        done += 1
        _match(ctx, ruleset_of(m, rulesets), m)


def _match(ctx: CheckContext, options: dict[str, Any], m: int) -> None:
    """One whole match: each hand starts from the reference's result of the previous one (a
    departure in one hand does not stop the next)."""
    cfg = ctx.config
    profile = cfg.profile
    rng = random.Random(f"match-{cfg.seed}-{m}")
    seats = 4 if profile == CLASSIC else int(options["players"])
    sides = 2 if profile == CLASSIC or options.get("pairs") else seats
    dealer, totals, disputed = rng.randrange(seats), (0,) * sides, 0
    match: dict[str, Any] | None = None
    for n in range(MAX_MATCH_HANDS):
        order = [str(c) for c in shuffled_order(rng)]
        case = HandCase(f"match-{cfg.seed}-{m}-hand-{n + 1}", options, dealer, order, totals, disputed, match=match,
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
        dealer = r["next_dealer"]
        totals, disputed, match = state_after(profile, r)
    ctx.not_run(f"match {m} not over after {MAX_MATCH_HANDS} hands")


__all__ = ["choose", "ruleset_of", "run", "start_state"]
