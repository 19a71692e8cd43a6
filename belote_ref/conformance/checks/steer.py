"""Steered hands (spec/conformance.md, Steered hands): the rare situations built on purpose, so
that a run compares them whatever the luck of random play and without the hand-written corpus.

Each feature is found by playing the reference alone from seeded draws: a card order is built so
that the cards the situation needs land with the right seats (where each position of the order
goes is asked of the rules' deals, never worked out again here), the bidding gives the contract
to the right seat, and the play is searched (random completions of the hand, or a greedy side
for a capot) until the reference's own result shows the situation. The hand is then replayed
through the reference's :class:`~belote_ref.machine.Game` and kept only if the situation is
there: a case is its order, dealer, carried-in state and choice sequence (indices among the
reference's sorted legal actions), like any generated hand.

Match-state situations need no search: a scored hand is found, then the totals carried in are
chosen so that a team's total lands exactly on the target, or both teams end over it, equal or
not; points in dispute are carried into void hands, ties and resolving hands.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from ...actions import Play, Take
from ...cards import CARDS, Rank, card, strength
from ...deal import shuffled_order
from ...machine import Game
from ...playout import random_tricks
from ...rules import Rules, classic_rules
from ...ruleset import make_ruleset

SEARCH_DEALS = 60
"""Card orders tried per steered hand."""
COMPLETIONS = 150
"""Random completions of the play tried per order."""


@dataclass(frozen=True)
class Steered:
    """One steered hand: a situation and how to reach it."""

    feature: str
    options: tuple[tuple[str, Any], ...]
    dealer: int
    order: tuple[str, ...]
    totals: tuple[int, int]
    disputed: int
    choices: tuple[int, ...]


# --- building deals -----------------------------------------------------------------------------
def seats_of_positions(rules: Rules, dealer: int, taker: int) -> list[int]:
    """The seat each position of the card order goes to, once the completion deal gives the
    turned card to ``taker`` (asked of the rules' deals with the order 0..31)."""
    identity = list(range(32))
    hands, _ = rules.first_deal(identity, dealer)
    extra = rules.completion_deal(identity, dealer, taker)
    out = [-1] * 32
    for seat in range(rules.seats):
        for c in list(hands[seat]) + list(extra[seat]):
            out[int(c)] = seat
    return out


def turned_position(rules: Rules, dealer: int) -> int:
    return int(rules.first_deal(list(range(32)), dealer)[1])


def build_order(rules: Rules, rng: random.Random, dealer: int, taker: int, turned_suit: int,
                wanted: dict[int, int]) -> list[int] | None:
    """A random order where each card of ``wanted`` (card -> seat) goes to its seat and the
    turned card is of ``turned_suit`` (and not one of the ``wanted`` cards, unless wanted by the
    taker)."""
    order = [int(c) for c in shuffled_order(rng)]
    seats = seats_of_positions(rules, dealer, taker)
    tpos = turned_position(rules, dealer)
    fixed: set[int] = set()

    def put(c: int, pos: int) -> None:
        i = order.index(c)
        order[i], order[pos] = order[pos], order[i]
        fixed.add(pos)

    for c, seat in wanted.items():
        if seat == taker and c >> 3 == turned_suit and tpos not in fixed and rng.random() < 0.3:
            put(c, tpos)
            continue
        free = [p for p in range(32) if seats[p] == seat and p not in fixed and p != tpos]
        if not free:
            return None
        put(c, rng.choice(free))
    if tpos not in fixed:
        choices = [p for p in range(32) if p not in fixed and order[p] >> 3 == turned_suit and order[p] not in wanted]
        if not choices:
            return None
        pos = rng.choice(choices)
        order[pos], order[tpos] = order[tpos], order[pos]
    return order


# --- playing on the reference ---------------------------------------------------------------------
Policy = Callable[[Game, list[Any], random.Random], int]


def take_policy(taker: int, bid_round: int = 1) -> Policy:
    """Pass until ``taker`` bids in ``bid_round``, then take (the turned suit in round 1, the
    first other suit in round 2)."""
    def policy(game: Game, legal: list[Any], rng: random.Random) -> int:
        h = game.hand
        if h.to_act == taker and h.bid_round == bid_round:
            return next(i for i, a in enumerate(legal) if type(a) is Take)
        return 0
    return policy


def play_through(rules: Rules, dealer: int, order: list[int], totals: tuple[int, int], disputed: int,
                 bid: Policy, play: Policy, rng: random.Random, bidding_only: bool = False) -> tuple[Game, list[int]]:
    """The hand played on the reference: (the game, the choice sequence)."""
    game = Game(rules, dealer, totals, disputed)
    game.deal(order)
    choices: list[int] = []
    h = game.hands[0]
    while not (h.void or h.score is not None or bidding_only and game.state == "tricks"):
        legal = game.legal_actions()
        idx = (bid if game.state != "tricks" else play)(game, legal, rng)
        choices.append(idx)
        game.apply(legal[idx])
    return game, choices


def replay_policy(plays: list[int], announce: bool) -> Policy:
    """Play the cards ``plays`` in order (the first card of a belote pair announced if ``announce``)."""
    it = iter(plays)

    def policy(game: Game, legal: list[Any], rng: random.Random) -> int:
        c = next(it)
        idx = next(i for i, a in enumerate(legal) if type(a) is Play and a.card == c and not a.belote)
        if announce and idx + 1 < len(legal) and getattr(legal[idx + 1], "belote", False) and legal[idx + 1].card == c:
            return idx + 1
        return idx
    return policy


def greedy_policy(team: int) -> Policy:
    """``team`` plays to win every trick (its strongest card that makes it master, else its
    weakest), the other team its weakest card: a capot for ``team`` on a strong deal."""
    def policy(game: Game, legal: list[Any], rng: random.Random) -> int:
        h = game.hand
        rules, trump = h.rules, h.trump
        assert trump is not None
        seat = h.to_act
        assert seat is not None
        plays = [(i, a) for i, a in enumerate(legal) if not a.belote]
        weakest = min(plays, key=lambda ia: strength(ia[1].card, trump))[0]
        if rules.side_of(seat) != team:
            return weakest
        winners = [(i, a) for i, a in plays
                   if rules.side_of(rules.trick_winner(h.leader, (*h.trick, a.card), trump)) == team]
        if not winners:
            return weakest
        i, a = max(winners, key=lambda ia: (ia[1].card >> 3 == trump, strength(ia[1].card, trump)))
        if i + 1 < len(legal) and legal[i + 1].card == a.card:
            return i + 1  # the belote card: announced
        return i
    return policy


def _pair(trump: int) -> tuple[int, int]:
    return int(card(trump, Rank.KING)), int(card(trump, Rank.QUEEN))


def _search_completion(rules: Rules, rng: random.Random, pair_side: int | None,
                       accept: Callable[[Any], bool]) -> tuple[int, list[int], int, list[int]] | None:
    """(dealer, order, taker, the cards played) of a hand whose score ``accept`` takes, the trump
    K and Q held by one seat of the takers' side (``pair_side`` 0), of the defenders' (1), or
    split (None): orders built so, a round-1 take, then random completions of the play."""
    for _ in range(SEARCH_DEALS):
        dealer = rng.randrange(rules.seats)
        taker = rng.randrange(rules.seats)
        trump = rng.randrange(4)
        k, q = _pair(trump)
        wanted: dict[int, int]
        if pair_side is None:
            a = rng.randrange(rules.seats)
            wanted = {k: a, q: (a + rng.randrange(1, rules.seats)) % rules.seats}
        else:
            holder = (taker + pair_side + 2 * rng.randrange(2)) % rules.seats
            wanted = {k: holder, q: holder}
        order = build_order(rules, rng, dealer, taker, trump, wanted)
        if order is None:
            continue
        game, _ = play_through(rules, dealer, order, (0, 0), 0, take_policy(taker), _first, rng, bidding_only=True)
        h = game.hands[0]
        if h.trump != trump or h.taker != taker:
            continue
        holder_seat = next((s for s in range(rules.seats) if rules.belote_cards(h.holding(s), trump)), None)
        belote_seat = holder_seat if rules.belote_announced else h.belote_seat
        for _ in range(COMPLETIONS):
            tricks, winners = random_tricks(rules, h.holdings, h.leader, trump, rng)
            if accept(rules.score_hand(trump, taker, tricks, winners, belote_seat)):
                return dealer, order, taker, [c for t in tricks for c in t]
    return None


def _first(game: Game, legal: list[Any], rng: random.Random) -> int:
    return 0


# --- the features -----------------------------------------------------------------------------------
Built = tuple[int, list[int], tuple[int, int], int, list[int]]
"""(dealer, order as card ints, totals carried in, disputed carried in, choice sequence)."""
Builder = Callable[[Rules, random.Random], "Built | None"]


def _completion_feature(pair_side: int | None, accept: Callable[[Any], bool]) -> Builder:
    def build(rules: Rules, rng: random.Random) -> Built | None:
        found = _search_completion(rules, rng, pair_side, accept)
        if found is None:
            return None
        dealer, order, taker, plays = found
        _, choices = play_through(rules, dealer, order, (0, 0), 0, take_policy(taker),
                                  replay_policy(plays, rules.belote_announced), rng)
        return dealer, order, (0, 0), 0, choices
    return build


def _capot(takers: bool) -> Builder:
    """A capot by the takers (``takers``) or by the defenders, with belote: one seat of the
    capot side holds the trumps from the jack down to the queen, its partner the aces and tens;
    that side plays to win every trick."""
    def build(rules: Rules, rng: random.Random) -> Built | None:
        dealer = rng.randrange(rules.seats)
        taker = rng.randrange(rules.seats)
        trump = rng.randrange(4)
        strong = (taker if takers else taker + 1) % rules.seats
        partner = (strong + 2) % rules.seats
        big = [card(trump, r) for r in (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN)]
        high = [card(s, r) for s in range(4) if s != trump for r in (Rank.ACE, Rank.TEN)]
        wanted: dict[int, int] = {int(c): strong for c in big}
        wanted.update({int(c): partner for c in high})
        order = build_order(rules, rng, dealer, taker, trump, wanted)
        if order is None:
            return None
        _, choices = play_through(rules, dealer, order, (0, 0), 0, take_policy(taker),
                                  greedy_policy(rules.side_of(strong)), rng)
        return dealer, order, (0, 0), 0, choices
    return build


def _void(disputed: bool) -> Builder:
    def build(rules: Rules, rng: random.Random) -> Built | None:
        order = [int(c) for c in shuffled_order(rng)]
        return rng.randrange(rules.seats), order, (0, 0), rng.choice((71, 81, 91)) if disputed else 0, [0] * 8
    return build


def _match(kind: str) -> Builder:
    """Totals carried in so that the hand ends exactly on the target (``exact``), one point below
    it (``just-below``: a target capped lower shows), with both teams over it (``both-over``) or
    equal over it (``equal-over``)."""
    def build(rules: Rules, rng: random.Random) -> Built | None:
        dealer, taker = rng.randrange(rules.seats), rng.randrange(rules.seats)
        order = [int(c) for c in shuffled_order(rng)]
        game, choices = play_through(rules, dealer, order, (0, 0), 0, take_policy(taker),
                                     lambda g, legal, r: r.randrange(len(legal)), rng)
        score = game.hands[0].score
        if score is None:
            return None
        s = score.scores
        target = rules.ruleset.target
        if kind == "exact":
            fits = [t for t in (0, 1) if s[t] <= target]
            if not fits:
                return None
            team = rng.choice(fits)
            totals = [0, 0]
            totals[team] = target - s[team]
            totals[1 - team] = max(0, min(target - 1 - s[1 - team], totals[team] + rng.randrange(-40, 40)))
        elif kind == "just-below":
            fits = [t for t in (0, 1) if s[t] <= target - 1]
            if not fits:
                return None
            team = rng.choice(fits)
            totals = [0, 0]
            totals[team] = target - 1 - s[team]
            totals[1 - team] = max(0, min(target - 2 - s[1 - team], totals[team] - rng.randrange(0, 40)))
        elif kind == "both-over":
            ends = (target + rng.randrange(0, 30), target + rng.randrange(31, 80))
            totals = [max(0, ends[0] - s[0]), max(0, ends[1] - s[1])]
        else:
            end = max(target, s[0], s[1]) + rng.randrange(0, 20)
            totals = [end - s[0], end - s[1]]
        return dealer, order, (totals[0], totals[1]), 0, choices
    return build


@dataclass(frozen=True)
class Feature:
    name: str
    options: tuple[str, ...]
    """The options under each value of which the feature is built (besides the base ruleset)."""
    count: int
    build: Builder
    check: Callable[[Game], bool]


def _score(g: Game) -> Any:
    return g.hands[0].score


def _tie(side: int | None) -> Callable[[Game], bool]:
    def check(g: Game) -> bool:
        s = _score(g)
        if s is None or s.totals[0] != s.totals[1]:
            return False
        if side is None:
            return not any(s.belote)
        return bool(s.belote[s.takers if side == 0 else 1 - s.takers])
    return check


def _equal(side: int | None) -> Callable[[Any], bool]:
    def accept(s: Any) -> bool:
        if s.totals[0] != s.totals[1]:
            return False
        if side is None:
            return not any(s.belote)
        return bool(s.belote[s.takers if side == 0 else 1 - s.takers])
    return accept


def _by_belote(made: bool) -> Callable[[Any], bool]:
    def accept(s: Any) -> bool:
        t, d = s.takers, 1 - s.takers
        if not s.belote[t] or s.capot is not None:
            return False
        if made:
            return bool(s.contract == "made" and s.totals[t] - s.belote[t] <= s.totals[d])
        return bool(s.contract == "failed")
    return accept


def _capot_check(takers: bool) -> Callable[[Game], bool]:
    def check(g: Game) -> bool:
        s = _score(g)
        return s is not None and s.capot is not None and (s.capot == s.takers) == takers and any(s.belote)
    return check


def _match_check(kind: str) -> Callable[[Game], bool]:
    from .handresult import match_situation

    def check(g: Game) -> bool:
        return _score(g) is not None and match_situation(g.totals, g.rules.ruleset.target) == kind
    return check


FEATURES: tuple[Feature, ...] = (
    Feature("tie", ("tie",), 3, _completion_feature(None, _equal(None)), _tie(None)),
    Feature("tie-takers-belote", ("tie", "belote"), 4, _completion_feature(0, _equal(0)), _tie(0)),
    Feature("tie-defenders-belote", ("tie", "belote"), 4, _completion_feature(1, _equal(1)), _tie(1)),
    Feature("made-by-belote", ("belote",), 3, _completion_feature(0, _by_belote(True)),
            lambda g: (s := _score(g)) is not None and _by_belote(True)(s)),
    Feature("failed-takers-belote", ("belote",), 3, _completion_feature(0, _by_belote(False)),
            lambda g: (s := _score(g)) is not None and _by_belote(False)(s)),
    Feature("capot-takers-belote", ("belote",), 3, _capot(True), _capot_check(True)),
    Feature("capot-defenders", ("belote",), 3, _capot(False), lambda g: (s := _score(g)) is not None
            and s.capot is not None and s.capot != s.takers),
    Feature("void", ("all_pass",), 3, _void(False), lambda g: g.hands[0].void),
    Feature("void-with-dispute", ("all_pass", "tie"), 3, _void(True), lambda g: g.hands[0].void),
    Feature("match-exact", ("target",), 3, _match("exact"), _match_check("exact")),
    Feature("match-just-below", ("target",), 2, _match("just-below"), _match_check("just-below")),
    Feature("match-both-over", ("target",), 2, _match("both-over"), _match_check("both-over")),
    Feature("match-equal-over", ("target",), 2, _match("equal-over"), _match_check("equal-over")),
)


MAX_AT_LEAST = 20
"""The most hands of one situation steered under the base ruleset (``--min-coverage`` above it
relies on random play for the rest)."""


def _find(feature: Feature, rules: Rules, seed: int, count: int) -> list[Steered]:
    out: list[Steered] = []
    for k in range(count * 8):
        if len(out) >= count:
            break
        rng = random.Random(f"steer-{seed}-{feature.name}-{rules.ruleset.id}-{k}")
        try:
            built = feature.build(rules, rng)
        except (StopIteration, LookupError):
            continue
        if built is None:
            continue
        dealer, order, totals, disputed, choices = built
        follow = replay_choices(choices)
        game, _ = play_through(rules, dealer, order, totals, disputed, follow, follow, rng)
        if not feature.check(game):
            continue
        out.append(Steered(feature.name, tuple(sorted(rules.ruleset.options().items())), dealer,
                           tuple(str(CARDS[c]) for c in order), totals, disputed, tuple(choices)))
    return out


def replay_choices(choices: list[int]) -> Policy:
    """Follow a choice sequence (shared by the bidding and the play)."""
    it = iter(choices)
    return lambda game, legal, rng: next(it)


def wanted(feature: Feature, base: bool, at_least: int) -> int:
    """How many hands of ``feature`` to steer: under the base ruleset at least ``at_least`` (the
    thin threshold, so that a situation steered there is never thin; at most
    :data:`MAX_AT_LEAST`), else the feature's own count."""
    return max(feature.count, min(at_least, MAX_AT_LEAST)) if base else feature.count


Key = tuple[tuple[tuple[str, Any], ...], tuple[tuple[str, int], ...], int]
"""What a search is for: (a ruleset's options, sorted; the features and how many of each; the seed)."""
TABLE = Path(__file__).with_name("steered.json")
"""The searches of a default run against the reference (every option value, seed 0, the default
thin threshold), done once by ``tools/make_steered.py``; ``tests/conformance/test_steer_table.py``
checks that searching again gives the same table."""
TABLE_FORMAT = "belote-ref steered hands 1"


@lru_cache(maxsize=64)
def steered_for(options_key: tuple[tuple[str, Any], ...], features: tuple[tuple[str, int], ...],
                seed: int) -> tuple[Steered, ...]:
    """The steered hands of ``features`` (name, how many) under one ruleset: from
    :data:`TABLE` when it holds that search, else :func:`search` (cached: a search plays the
    reference only)."""
    found = table().get((options_key, features, seed))
    return found if found is not None else search(options_key, features, seed)


def read_table(path: Path, table_format: str) -> list[dict[str, Any]]:
    """The searches of a table of steered hands or games written by ``tools/make_steered.py``
    (none when there is no table); ValueError for a table of another format."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    if doc.get("format") != table_format:
        raise ValueError(f"{path}: not a table of format {table_format!r}: run tools/make_steered.py")
    return list(doc["searches"])


@lru_cache(maxsize=1)
def table() -> dict[Key, tuple[Steered, ...]]:
    """The searches of :data:`TABLE` (empty when there is no table)."""
    out: dict[Key, tuple[Steered, ...]] = {}
    for e in read_table(TABLE, TABLE_FORMAT):
        key = (tuple(sorted(e["options"].items())), tuple((f, int(n)) for f, n in e["features"]), int(e["seed"]))
        out[key] = tuple(Steered(h["feature"], key[0], h["dealer"], tuple(h["order"].split()),
                                 (h["totals"][0], h["totals"][1]), h["disputed"], tuple(h["choices"]))
                         for h in e["hands"])
    return out


def table_doc(keys: list[Key]) -> dict[str, Any]:
    """The table of the searches ``keys``, each searched (:func:`search`), as :data:`TABLE`
    holds it (a hand's options are its search's: a search of a partial ruleset is refused)."""
    out = []
    for options, features, seed in keys:
        hands = search(options, features, seed)
        if any(h.options != options for h in hands):
            raise ValueError(f"a search under {dict(options)}: its hands are played under other options")
        out.append({"options": dict(options), "features": [list(f) for f in features], "seed": seed,
                    "hands": [{"feature": h.feature, "dealer": h.dealer, "order": " ".join(h.order),
                               "totals": list(h.totals), "disputed": h.disputed, "choices": list(h.choices)}
                              for h in hands]})
    return {"format": TABLE_FORMAT, "searches": out}


def search(options_key: tuple[tuple[str, Any], ...], features: tuple[tuple[str, int], ...],
           seed: int) -> tuple[Steered, ...]:
    """Search the steered hands of ``features`` (name, how many) under one ruleset, playing the
    reference from seeded draws (each hand checked on a replay: :func:`_find`)."""
    rules = classic_rules(make_ruleset(dict(options_key)))
    count = dict(features)
    out: list[Steered] = []
    for f in FEATURES:
        if f.name in count:
            out.extend(_find(f, rules, seed, count[f.name]))
    return tuple(out)


def searches(variants: list[dict[str, Any]], seed: int, at_least: int = 0) -> list[Key]:
    """The searches of :func:`steered`: every feature under the base ruleset (``variants[0]``),
    each at least ``at_least`` times (:func:`wanted`), and under each other variant the
    features of the option it changes."""
    base = variants[0]
    out: list[Key] = []
    for options in variants:
        changed = {k for k, v in options.items() if base.get(k) != v}
        counts = tuple((f.name, wanted(f, not changed, at_least)) for f in FEATURES
                       if not changed or changed & set(f.options))
        out.append((tuple(sorted(options.items())), counts, seed))
    return out


def steered(variants: list[dict[str, Any]], seed: int, at_least: int = 0) -> tuple[list[Steered], list[str]]:
    """The steered hands to play (:func:`searches`, each :func:`steered_for`), and notes of
    the features that could not be built."""
    base = variants[0]
    out: list[Steered] = []
    notes: list[str] = []
    for options, (options_key, counts, _) in zip(variants, searches(variants, seed, at_least)):
        found = steered_for(options_key, counts, seed)
        out.extend(found)
        for name, count in counts:
            n = sum(1 for s in found if s.feature == name)
            if n < count:
                notes.append(f"steered hands: {n} of {count} '{name}' built under "
                             f"{', '.join(f'{k}={v}' for k, v in options.items() if base.get(k) != v) or 'the base ruleset'}")
    return out, notes


__all__ = ["FEATURES", "TABLE", "Feature", "Steered", "build_order", "search", "searches", "seats_of_positions", "steered",
           "steered_for", "table", "table_doc"]
