"""Steered games of profile belote-acanomas (spec/conformance.md, section 9): its rare situations
built on purpose at every number of players and in pairs, so that a run compares each of them the
coverage threshold's worth of times whatever the luck of random play (issue 36).

Each feature deals the cards its situation needs to the right seats (a brelán of nines; two equal
escaleras for two sides, with the turned card outside their suits or in one of them; a hand of
sevens and eights for a capote), the rest of the order shuffled; where each position of the
order goes is asked of the rules' own first deal. A candidate is then played against the
reference by the kit's own lockstep (:func:`belote_ref.conformance.checks.lockstep.simulate`)
and kept only when the kit's own coverage counted the situation, with the choices it made: the
run replays it exactly. A claim needs no deal: a seeded game with a claim is found, then the
claimant's total carried in is set so that his count lands exactly on the target, one point short
of it, or five points over it (a right claim, rare at four players).
"""

from __future__ import annotations

import dataclasses
import random
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from ...cards import CARDS, Rank, Suit, card
from ...conformance.checks.lockstep import HandCase, simulate
from ...conformance.checks.steer import read_table
from ...conformance.coverage import option_key, option_names, situations_of
from ...deal import shuffled_order
from ...rules import rules_for
from .combinations import RUN_ORDER
from .ruleset import make_ruleset

PROFILE = "belote-acanomas"
TRIES = 30
"""Candidates tried per steered game wanted (a feature that is not found is noted)."""
TRIES_OF = {"capote": 200}
"""More for a feature that random play completes seldom (a capote at four players each for
himself under ``capote_4=full-only``: one player must win every trick)."""

Build = Callable[[random.Random, Mapping[str, Any]], "HandCase | None"]


def _start(options: Mapping[str, Any], rng: random.Random, wanted: Mapping[Any, int], turned_suit: int | None = None,
           name: str = "steer") -> HandCase:
    """A game from a new match (totals 0) whose card order deals each card of ``wanted`` (card ->
    the index of a seat among those the rules deal, in turn from the mano) to that seat in its
    first deal, and turns a card of ``turned_suit`` (if given)."""
    rules = rules_for(make_ruleset(dict(options)))
    dealer = rng.randrange(rules.seats)
    order = [int(c) for c in shuffled_order(rng)]
    hands, turned_card = rules.first_deal(list(range(32)), dealer)
    turned_at = int(turned_card)
    seats = [s for s in range(rules.seats) if hands[s]]
    fixed: set[int] = set()
    for c, who in wanted.items():
        spots = [int(p) for p in hands[seats[who % len(seats)]] if int(p) not in fixed and p != turned_at]
        if not spots:  # the seat's first deal is full: the rest of what is wanted is left to chance
            continue
        spot = spots[0]
        here = order.index(c)
        order[here], order[spot] = order[spot], order[here]
        fixed.add(spot)
    if turned_suit is not None:
        here = next(i for i, c in enumerate(order) if c >> 3 == turned_suit and i not in fixed and c not in wanted)
        order[here], order[turned_at] = order[turned_at], order[here]
    sides = len({rules.side_of(s) for s in range(rules.seats)})
    return HandCase(name, dict(options), dealer, [str(CARDS[c]) for c in order], (0,) * sides, 0,
                    match={"pots": [], "out": [], "barred": []}, seed=rng.randrange(1 << 30))


def _brelan_of_nines(rng: random.Random, options: Mapping[str, Any]) -> HandCase:
    who = rng.randrange(4)
    return _start(options, rng, {card(s, Rank.NINE): who for s in Suit})


def _equal_escaleras(in_trump: bool) -> Build:
    """Two seats of different sides, each a tercera to the same top in its own suit; the turned
    card of a third suit (an exact tie if that suit is trump), or of the first seat's suit (the
    trump tie-break decides)."""
    def build(rng: random.Random, options: Mapping[str, Any]) -> HandCase | None:
        players = int(options["players"])
        a, b = rng.sample(list(Suit), 2)
        top = rng.randrange(len(RUN_ORDER) - 2)
        ranks = RUN_ORDER[top:top + 3]
        x = rng.randrange(players)
        y = (x + 1) % players  # the next seat in turn: another side, in pairs too
        wanted = {int(card(a, r)): x for r in ranks} | {int(card(b, r)): y for r in ranks}
        third = next(s for s in Suit if s not in (a, b))
        return _start(options, rng, wanted, a if in_trump else third)
    return build


def _capote_hand(rng: random.Random, options: Mapping[str, Any]) -> HandCase:
    """Every other candidate a first deal of sevens and eights (a player who wins no trick), else
    the best trumps of a suit and the other aces, a card of that suit turned (a player who may
    win them all); as many as the seat's first deal holds."""
    who = rng.randrange(4)
    if rng.random() < 0.5:
        low = [card(s, r) for s in Suit for r in (Rank.SEVEN, Rank.EIGHT)]
        rng.shuffle(low)
        return _start(options, rng, {c: who for c in low})
    suit = rng.choice(list(Suit))
    top = [card(suit, r) for r in (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN)]
    aces = [card(s, Rank.ACE) for s in Suit if s != suit]
    return _start(options, rng, {c: who for c in top + aces}, suit)


def _with_claim(rng: random.Random, options: Mapping[str, Any]) -> HandCase:
    return _start(options, rng, {})


FEATURES: tuple[tuple[str, str, str, Build], ...] = (
    ("brelan-9", "ACA-COMB-VERDICT", "brelan-9", _brelan_of_nines),
    ("escalera-tie", "ACA-COMB-TIE", "tied", _equal_escaleras(False)),
    ("trump-tie-break", "ACA-COMB-ESCALERA", "trump-tie-break", _equal_escaleras(True)),
    ("capote", "ACA-SCORE-CAPOTE", "capote", _capote_hand),
    ("claim-exact", "ACA-CLAIM-RIGHT", "exact", _with_claim),
    ("claim-one-short", "ACA-CLAIM-RIGHT", "one-short", _with_claim),
    ("claim-right", "ACA-CLAIM-RIGHT", "right", _with_claim),
)
"""(feature, clause, coverage situation, how a candidate is dealt)."""


CLAIM_EDGES = {"exact": 0, "one-short": -1, "right": 5}
"""Where a steered claim's count lands against the target, by its situation."""


def _on_the_edge(case: HandCase, result: Mapping[str, Any], edge: int) -> HandCase | None:
    """The same game with the claimant's total carried in set so that his claim counts the
    target plus ``edge`` (0, or -1: one point short); None if no total can (it would start at or
    over the target, or below 0)."""
    claim = result.get("claim") if isinstance(result, Mapping) else None
    if not isinstance(claim, Mapping) or not isinstance(claim.get("count"), int):
        return None
    side, target = int(claim["side"]), int(claim["target"])
    totals = list(case.totals)
    banked = totals[side] + target + edge - int(claim["count"])
    if not 0 <= banked < target:
        return None
    totals[side] = banked
    return dataclasses.replace(case, totals=tuple(totals))


Search = tuple[str, tuple[tuple[str, Any], ...], int, int]
"""What a search is for: (a feature, a ruleset's options sorted, the seed, how many games)."""
TABLE = Path(__file__).with_name("steered.json")
"""The searches of a default run against the reference (every option value the reference
supports, seed 0, the default thin threshold), done once by ``tools/make_steered.py``;
``tests/conformance/test_acanomas_steering.py`` checks that searching again gives the same table."""
TABLE_FORMAT = "belote-ref steered games of belote-acanomas 1"


def search(feature: str, options: tuple[tuple[str, Any], ...], seed: int, count: int) -> tuple[HandCase, ...]:
    """Up to ``count`` games of ``feature`` under ``options``, found on the reference (each kept
    when the kit's own coverage counted its situation)."""
    _, clause, situation, build = next(f for f in FEATURES if f[0] == feature)
    ruleset = dict(options)
    key = option_key(clause, ruleset)
    rng = random.Random(f"steer-{feature}-{seed}-{key}")
    out: list[HandCase] = []
    for _ in range(TRIES_OF.get(feature, TRIES) * count):
        if len(out) >= count:
            break
        case = build(rng, ruleset)
        if case is None:
            continue
        run, counted = simulate(case, PROFILE)
        if clause == "ACA-CLAIM-RIGHT":
            edged = _on_the_edge(case, run.result or {}, CLAIM_EDGES[situation])
            if edged is None:
                continue
            case = dataclasses.replace(edged, choices=list(run.choices))
            run, counted = simulate(case, PROFILE)
        if counted[(clause, key, situation)]:
            out.append(dataclasses.replace(case, name=f"steered-{feature}-{len(out)}-{key}", choices=list(run.choices)))
    return tuple(out)


def searches(rulesets: Iterable[Mapping[str, Any]], seed: int, thin: int) -> list[Search]:
    """For each feature, one search per option key of its clause among ``rulesets`` (the number
    of players and pairs among them) where its situation can arise: ``thin`` games each."""
    out: list[Search] = []
    rulesets = list(rulesets)
    for feature, clause, situation, _ in FEATURES:
        wanted = next(s for s in situations_of(clause) if s.key == situation)
        done: set[str] = set()
        for options in rulesets:
            key = option_key(clause, options)
            if key in done or not wanted.possible({n: options.get(n) for n in option_names(clause)}):
                continue
            done.add(key)
            out.append((feature, tuple(sorted(options.items())), seed, thin))
    return out


@lru_cache(maxsize=1)
def table() -> dict[Search, tuple[HandCase, ...]]:
    """The searches of :data:`TABLE` (empty when there is none)."""
    out: dict[Search, tuple[HandCase, ...]] = {}
    for e in read_table(TABLE, TABLE_FORMAT):
        options = tuple(sorted(e["options"].items()))
        out[(e["feature"], options, int(e["seed"]), int(e["count"]))] = tuple(
            HandCase(g["name"], dict(options), g["dealer"], g["order"].split(), tuple(g["totals"]), 0,
                     match={"pots": [], "out": [], "barred": []}, choices=list(g["choices"]), seed=g["seed"])
            for g in e["games"])
    return out


def table_doc(keys: list[Search]) -> dict[str, Any]:
    """The table of the searches ``keys``, each searched, as :data:`TABLE` holds it."""
    out = []
    for feature, options, seed, count in keys:
        games = search(feature, options, seed, count)
        out.append({"feature": feature, "options": dict(options), "seed": seed, "count": count,
                    "games": [{"name": g.name, "dealer": g.dealer, "order": " ".join(g.order), "totals": list(g.totals),
                               "choices": list(g.choices or ()), "seed": g.seed} for g in games]})
    return {"format": TABLE_FORMAT, "searches": out}


def steered_games(rulesets: Iterable[Mapping[str, Any]], seed: int, thin: int) -> tuple[list[HandCase], list[str]]:
    """The steered games of a run (:func:`searches`, each from :data:`TABLE` when it holds it,
    else searched now), and a note for each feature found fewer times than wanted."""
    cases: list[HandCase] = []
    notes: list[str] = []
    for key in searches(rulesets, seed, thin):
        found = table().get(key)
        if found is None:
            found = search(*key)
        cases.extend(found)
        if len(found) < key[3]:
            clause = next(f[1] for f in FEATURES if f[0] == key[0])
            notes.append(f"differential: steered {key[0]} [{option_key(clause, dict(key[1]))}]: {len(found)} of "
                         f"{key[3]} games found")
    return cases, notes


__all__ = ["FEATURES", "TABLE", "search", "searches", "steered_games", "table", "table_doc"]
