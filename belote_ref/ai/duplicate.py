"""Duplicate deals between two AI levels (AI-BUDGET; used by ``belote-ref tournament``).

A deal (a card order and a dealer) is played twice: level A on team 0 and level B on team 1,
then the teams' seats swapped. Each play is a single hand. A deal's result is the mean over the
two seatings of A's hand score minus B's, so that the luck of the cards cancels.

A duplicate match is a whole match to the target played twice in the same way: both seatings
draw the same sequence of card orders, hand by hand, from one seeded stream; what counts is
which level wins each of the two matches.

Each result carries what a reader needs to check that two runs decided alike (AI-BUDGET): a
digest of every action taken, in order, and how many decisions of each level the wall-time
safety net cut (a cut decision may differ from one machine to another).
"""

from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass, field
from time import perf_counter
from typing import Sequence

from ..actions import Play
from ..deal import shuffled_order
from ..machine import Game
from ..players import play_match
from ..ruleset import Ruleset
from . import make_player
from .base import AIPlayer
from .estimates import Z95, mean_and_interval


@dataclass
class DealResult:
    """One duplicate deal: A's score minus B's in each seating, and decision times by level."""

    index: int
    differences: tuple[int, int]
    """A minus B, seating 1 (A on team 0) then seating 2 (A on team 1)."""
    card_times: dict[str, list[float]] = field(default_factory=dict)
    bid_times: dict[str, list[float]] = field(default_factory=dict)
    card_cuts: dict[str, int] = field(default_factory=dict)
    """Card decisions cut by the safety net, by level (AI-BUDGET)."""
    bid_cuts: dict[str, int] = field(default_factory=dict)
    """Bid decisions cut by the safety net, by level."""
    digest: str = ""
    """SHA-256 of every action of both seatings, in order (:func:`actions_digest`)."""

    @property
    def value(self) -> float:
        return (self.differences[0] + self.differences[1]) / 2


def deal_for(seed: int, index: int) -> tuple[tuple[int, ...], int]:
    """The card order and dealer of deal ``index`` of a tournament seeded ``seed``."""
    rng = random.Random(f"duplicate|{seed}|{index}")
    return tuple(shuffled_order(rng)), index % 4


def actions_digest(games: Sequence[Game]) -> str:
    """The SHA-256 (hex) of every action of ``games`` (deals and decisions), game by game in
    order: two runs that decided alike give the same digest (AI-BUDGET)."""
    h = hashlib.sha256()
    for game in games:
        for hand in game.hands:
            for action in hand.actions:
                h.update(f"{action.to_json()}\n".encode())
        h.update(b"--\n")
    return h.hexdigest()


def cut_decisions(levels: Sequence[str], players: Sequence[object]) -> dict[str, int]:
    """The decisions the safety net cut (:attr:`~belote_ref.ai.base.AIPlayer.cuts`), by level;
    levels with none left out."""
    out: dict[str, int] = {}
    for level, p in zip(levels, players):
        if isinstance(p, AIPlayer) and p.cuts:
            out[level] = out.get(level, 0) + p.cuts
    return out


def play_hand(
    levels: Sequence[str], order: Sequence[int], dealer: int, seed: int, budget_ms: float,
    ruleset: Ruleset, card_times: dict[str, list[float]], bid_times: dict[str, list[float]],
    card_cuts: dict[str, int] | None = None, bid_cuts: dict[str, int] | None = None, games: list[Game] | None = None,
) -> tuple[int, int]:
    """Play one hand with ``levels[s]`` in seat ``s``; the two teams' hand scores ((0, 0) if void).
    Times each decision with a choice; counts in ``card_cuts`` / ``bid_cuts`` those the safety
    net cut; appends the game to ``games``."""
    players = [make_player(levels[s], seed * 4 + s, budget_ms, ruleset) for s in range(4)]
    game = Game(ruleset, first_dealer=dealer)
    if games is not None:
        games.append(game)
    game.deal(order)
    host_rng = random.Random(seed)
    while len(game.hands) == 1 and game.phase != "match_over":
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        player = players[seat]
        t0 = perf_counter()
        action = player(view, host_rng)
        dt = perf_counter() - t0
        if len(view.legal_actions) > 1:
            (card_times if type(action) is Play else bid_times).setdefault(levels[seat], []).append(dt)
        if isinstance(player, AIPlayer) and player.cut:
            cuts = card_cuts if type(action) is Play else bid_cuts
            if cuts is not None:
                cuts[levels[seat]] = cuts.get(levels[seat], 0) + 1
        game.apply(action)
    h = game.hands[0]
    if h.score is None:
        return (0, 0)
    return h.score.scores


def play_duplicate(args: tuple[int, str, str, int, float, Ruleset], common_seeds: bool = False) -> DealResult:
    """Both seatings of deal ``index`` (a top-level function, so that worker processes can run it).
    ``common_seeds``: each seat's player has the same seed in both seatings, so that two levels
    that would decide alike in a position do decide alike there (less noise when they differ in
    few decisions; ``benchmarks/duplicate_log.py --common-seeds``); by default the second seating
    has seeds of its own, as ``belote-ref tournament`` plays."""
    index, a, b, seed, budget_ms, ruleset = args
    order, dealer = deal_for(seed, index)
    card_times: dict[str, list[float]] = {}
    bid_times: dict[str, list[float]] = {}
    card_cuts: dict[str, int] = {}
    bid_cuts: dict[str, int] = {}
    games: list[Game] = []
    base = (seed * 1_000_003 + index) * 2
    s1 = play_hand([a, b, a, b], order, dealer, base, budget_ms, ruleset, card_times, bid_times, card_cuts, bid_cuts,
                   games)
    s2 = play_hand([b, a, b, a], order, dealer, base if common_seeds else base + 1, budget_ms, ruleset,
                   card_times, bid_times, card_cuts, bid_cuts, games)
    return DealResult(index, (s1[0] - s1[1], s2[1] - s2[0]), card_times, bid_times, card_cuts, bid_cuts,
                      actions_digest(games))


@dataclass
class MatchResult:
    """One duplicate match: whether A won it in seating 1 (A on team 0) and in seating 2."""

    index: int
    a_won: tuple[bool, bool]
    cuts: dict[str, int] = field(default_factory=dict)
    """Decisions cut by the safety net in the two matches, by level (AI-BUDGET)."""
    digest: str = ""
    """SHA-256 of every action of the two matches (:func:`actions_digest`)."""


def play_whole_match(
    levels: Sequence[str], seed: int, orders_seed: str, budget_ms: float, ruleset: Ruleset,
    max_hands: int = 500, cuts: dict[str, int] | None = None, games: list[Game] | None = None,
) -> int:
    """A whole match with ``levels[s]`` in seat ``s``, the card orders drawn from a stream seeded
    ``orders_seed`` (the same for both seatings); the winning team. Adds to ``cuts`` the
    decisions the safety net cut, by level; appends the game to ``games``."""
    players = [make_player(levels[s], seed * 4 + s, budget_ms, ruleset) for s in range(4)]
    game = play_match(players, seed, ruleset, 0, max_hands, orders=random.Random(orders_seed))
    assert game.winner is not None
    if cuts is not None:
        for level, n in cut_decisions(levels, players).items():
            cuts[level] = cuts.get(level, 0) + n
    if games is not None:
        games.append(game)
    return game.winner


def play_duplicate_match(args: tuple[int, str, str, int, float, Ruleset]) -> MatchResult:
    """Both seatings of duplicate match ``index`` (top-level, for worker processes)."""
    index, a, b, seed, budget_ms, ruleset = args
    orders_seed = f"duplicate-match|{seed}|{index}"
    base = (seed * 1_000_003 + index) * 2 + 1_000_000_007
    cuts: dict[str, int] = {}
    games: list[Game] = []
    w1 = play_whole_match([a, b, a, b], base, orders_seed, budget_ms, ruleset, cuts=cuts, games=games)
    w2 = play_whole_match([b, a, b, a], base + 1, orders_seed, budget_ms, ruleset, cuts=cuts, games=games)
    return MatchResult(index, (w1 == 0, w2 == 1), cuts, actions_digest(games))


@dataclass
class Summary:
    """Aggregate of duplicate deals between A and B."""

    a: str
    b: str
    deals: int
    mean: float
    half_width: float | None
    """Half-width of the 95% confidence interval of the mean (normal approximation); None over
    fewer than two deals (no interval: :func:`~belote_ref.ai.estimates.mean_and_interval`)."""
    won: int
    tied: int
    lost: int
    card_times: dict[str, list[float]]
    bid_times: dict[str, list[float]]
    matches: int = 0
    """Whole matches played (two per duplicate match)."""
    matches_won: int = 0
    """Of those, the ones level A won."""
    card_cuts: dict[str, int] = field(default_factory=dict)
    """Card decisions of the deals cut by the safety net, by level (AI-BUDGET)."""
    bid_cuts: dict[str, int] = field(default_factory=dict)
    """Bid decisions of the deals cut by the safety net, by level."""
    match_cuts: dict[str, int] = field(default_factory=dict)
    """Decisions of the whole matches cut by the safety net, by level."""
    digest: str = ""
    """SHA-256 of the deals' and matches' digests in order: the same for two runs that took the
    same decisions (AI-BUDGET)."""

    @property
    def cut(self) -> int:
        """Every decision the safety net cut."""
        return sum(self.card_cuts.values()) + sum(self.bid_cuts.values()) + sum(self.match_cuts.values())

    @property
    def match_share_interval(self) -> tuple[float, float] | None:
        """95% Wilson interval of the share of matches A won (matches of one duplicate match are
        not independent, so this is a little narrow); None when no match was played."""
        n = self.matches
        if not n:
            return None
        p, z = self.matches_won / n, Z95
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (centre - half, centre + half)

    @property
    def interval(self) -> tuple[float, float] | None:
        """The 95% interval of the mean; None over fewer than two deals."""
        if self.half_width is None:
            return None
        return (self.mean - self.half_width, self.mean + self.half_width)


def summarize(
    a: str, b: str, results: Sequence[DealResult], matches: Sequence[MatchResult] = ()
) -> Summary:
    values = [r.value for r in results]
    n = len(values)
    mean, interval = mean_and_interval(values)
    half = None if interval is None else interval[1] - mean
    card_times: dict[str, list[float]] = {}
    bid_times: dict[str, list[float]] = {}
    card_cuts: dict[str, int] = {}
    bid_cuts: dict[str, int] = {}
    match_cuts: dict[str, int] = {}
    digest = hashlib.sha256()
    for r in results:
        for k, v in r.card_times.items():
            card_times.setdefault(k, []).extend(v)
        for k, v in r.bid_times.items():
            bid_times.setdefault(k, []).extend(v)
        _add(card_cuts, r.card_cuts)
        _add(bid_cuts, r.bid_cuts)
        digest.update(f"deal {r.index} {r.digest}\n".encode())
    for m in matches:
        _add(match_cuts, m.cuts)
        digest.update(f"match {m.index} {m.digest}\n".encode())
    return Summary(
        a, b, n, mean, half,
        won=sum(1 for v in values if v > 0),
        tied=sum(1 for v in values if v == 0),
        lost=sum(1 for v in values if v < 0),
        card_times=card_times,
        bid_times=bid_times,
        matches=2 * len(matches),
        matches_won=sum(m.a_won[0] + m.a_won[1] for m in matches),
        card_cuts=card_cuts,
        bid_cuts=bid_cuts,
        match_cuts=match_cuts,
        digest=digest.hexdigest(),
    )


def _add(total: dict[str, int], more: dict[str, int]) -> None:
    for k, n in more.items():
        total[k] = total.get(k, 0) + n


__all__ = [
    "DealResult", "MatchResult", "Summary", "actions_digest", "cut_decisions", "deal_for", "play_hand", "play_duplicate",
    "play_whole_match", "play_duplicate_match", "summarize",
]
