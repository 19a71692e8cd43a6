"""Differential random play (spec/conformance.md): seeded whole hands and matches on the engine
and the reference in lockstep, choosing among the legal actions, comparing everything.

Rare situations (ties, capots, disputes resolved, void hands, match ends, belote kept on a failed
contract...) are made certain by *directed* hands: seeds found by playing the reference alone,
run first.
"""

from __future__ import annotations

import itertools
import random
from functools import lru_cache
from typing import Any, Callable, Iterator

from ...actions import Play
from ...cards import parse_card
from ...deal import shuffled_order
from ...hand import Hand
from ...machine import Game
from ...rules import classic_rules
from ...ruleset import make_ruleset
from .context import CheckContext
from .lockstep import BID_PASS_BIAS, HandCase

DIRECTED_PER_FEATURE = 2
DIRECTED_SCAN = 3000
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


FEATURES: dict[str, Callable[[Game, int], bool]] = {
    "tie": lambda g, d: g.hands[0].score is not None and g.hands[0].score.contract == "tied",
    "capot": lambda g, d: g.hands[0].score is not None and g.hands[0].score.capot is not None,
    "failed-with-takers-belote": lambda g, d: (s := g.hands[0].score) is not None and s.contract == "failed"
    and s.belote[s.takers] > 0,
    "made-thanks-to-belote": lambda g, d: (s := g.hands[0].score) is not None and s.contract == "made"
    and s.totals[s.takers] - s.belote[s.takers] <= s.totals[1 - s.takers],
    "belote-not-announced": lambda g, d: g.hands[0].belote_seat is None and _holder(g.hands[0]) is not None,
    "dispute-resolved": lambda g, d: d > 0 and g.hands[0].score is not None and g.hands[0].score.contract != "tied",
    "void": lambda g, d: g.hands[0].void,
    "match-end": lambda g, d: g.winner is not None,
}


def _holder(h: Hand) -> int | None:
    """The seat that held both cards that may carry the belote announcement (a played hand: each
    seat held the cards it played)."""
    if h.trump is None:
        return None
    held = [0] * h.rules.seats
    for a in h.actions:
        if type(a) is Play:
            held[a.seat] |= 1 << a.card
    return next((seat for seat, cards in enumerate(held) if h.rules.belote_cards(cards, h.trump)), None)


@lru_cache(maxsize=32)
def directed(options_key: tuple[tuple[str, Any], ...], seed: int) -> tuple[tuple[str, int, tuple[int, int], int, tuple[str, ...], tuple[int, ...]], ...]:
    """Hands (feature, dealer, totals, disputed, order, choices) showing each rare feature, found
    by playing the reference alone from seeded draws."""
    options = dict(options_key)
    rules = classic_rules(make_ruleset(options))
    found: dict[str, int] = {f: 0 for f in FEATURES}
    out = []
    for k in range(DIRECTED_SCAN):
        if all(n >= DIRECTED_PER_FEATURE for n in found.values()):
            break
        rng = random.Random(f"directed-{seed}-{k}")
        dealer, totals, disputed, order = start_state(rng, rules.ruleset.target)
        game = Game(rules, dealer, totals, disputed)
        game.deal([parse_card(c) for c in order])
        choices = []
        while not (game.hands[0].void or game.hands[0].score is not None):
            legal = game.legal_actions()
            idx = choose(rng, legal, game.state != "tricks")
            choices.append(idx)
            game.apply(legal[idx])
        for f, pred in FEATURES.items():
            if found[f] < DIRECTED_PER_FEATURE and pred(game, disputed):
                found[f] += 1
                out.append((f, dealer, totals, disputed, tuple(order), tuple(choices)))
                break
    return tuple(out)


def run(ctx: CheckContext) -> None:
    cfg = ctx.config
    rulesets = ctx.variants()
    canonical = rulesets[0]
    directed_cases: list[HandCase] = []
    for feature, dealer, totals, disputed, dorder, choices in directed(tuple(sorted(canonical.items())), cfg.seed):
        directed_cases.append(HandCase(f"directed-{feature}-{len(directed_cases)}", canonical, dealer, list(dorder),
                                       totals, disputed, choices=list(choices), seed=cfg.seed * 7919 + len(directed_cases),
                                       probes=cfg.probes))

    def seeded() -> Iterator[HandCase]:  # made one at a time: memory does not grow with --hands
        for i in range(cfg.hands):
            options = rulesets[i % len(rulesets)]
            rng = random.Random(f"hand-{cfg.seed}-{i}")
            dealer, totals, disputed, order = start_state(rng, options["target"])
            yield HandCase(f"hand-{cfg.seed}-{i}", options, dealer, order, totals, disputed,
                           seed=rng.randrange(1 << 30), probes=cfg.probes)

    total = len(directed_cases) + cfg.hands + cfg.matches
    done = 0
    for case in itertools.chain(directed_cases, seeded()):
        ctx.progress("differential", done, total)
        done += 1
        result = ctx.play("differential", case)
        if result is not None and result.departure is not None:
            ctx.hand_departure(case, result)
    for m in range(cfg.matches):
        ctx.progress("differential", done, total)
        done += 1
        options = rulesets[m % len(rulesets)]
        _match(ctx, options, m)


def _match(ctx: CheckContext, options: dict[str, Any], m: int) -> None:
    """One whole match: each hand starts from the reference's result of the previous one."""
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
        if result.departure is not None:
            ctx.hand_departure(case, result)
            return
        r = result.result
        assert r is not None
        if r["winner"] is not None:
            ctx.exercise("MATCH-END")
            return
        dealer, totals, disputed = r["next_dealer"], (r["totals"][0], r["totals"][1]), r["disputed"]
    ctx.not_run(f"match {m} not over after {MAX_MATCH_HANDS} hands")


__all__ = ["FEATURES", "choose", "directed", "run", "start_state"]
