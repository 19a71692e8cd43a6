"""Rotation tournaments of profile belote-acanomas (ACA-AI-LEVELS; ``belote-ref tournament
--profile acanomas``): the fair comparison of AI levels in a game of 2, 3 or 4 players each for
himself, or 4 in pairs.

A *deal* (a card order and a dealer, drawn from the tournament's seed) is played once per
*seating*: seating ``r`` gives seat ``s`` the level ``lineup[(s + r) % k]`` (``k`` levels, one
per side: per player, or per pair), so over a deal every level plays from every seat (every
pair) once, on the same cards. Each play is one partial game from an empty score sheet; a
level's result on a deal is the mean over the seatings of the points its side writes on the
score sheet for that game (ACA-SCORE-ITEMS: nothing written counts 0). The luck of the cards and
of the seat cancels over a deal; what is left is the levels' play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ..deal import shuffled_order
from ..machine import Game
from ..profiles.acanomas.ai import make_acanomas_lineup
from .estimates import mean_and_interval


@dataclass(frozen=True)
class RotationDeal:
    """One deal played in every seating: per level, its mean points over the seatings."""

    index: int
    points: tuple[float, ...]
    """In the order of the lineup."""


@dataclass(frozen=True)
class LevelSummary:
    level: str
    mean: float
    interval: tuple[float, float] | None
    """95% interval of the mean points per deal (normal approximation); None over fewer than two
    deals (:func:`~belote_ref.ai.estimates.mean_and_interval`)."""


def deal_for(seed: int, index: int, players: int) -> tuple[tuple[int, ...], int]:
    """The card order and dealer of deal ``index`` of a rotation tournament seeded ``seed``."""
    rng = random.Random(f"rotation|{seed}|{index}")
    return tuple(shuffled_order(rng)), index % players


def seating(lineup: Sequence[str], rotation: int, players: int, pairs: bool) -> list[str]:
    """The level of each seat in seating ``rotation``: each for himself seat ``s`` gets
    ``lineup[(s + rotation) % k]``; in pairs pair ``p`` (seats ``p`` and ``p + 2``) gets
    ``lineup[(p + rotation) % 2]``."""
    k = len(lineup)
    if pairs:
        return [lineup[(s % 2 + rotation) % k] for s in range(players)]
    return [lineup[(s + rotation) % k] for s in range(players)]


def play_game(ruleset: Any, levels: Sequence[str], order: Sequence[int], dealer: int, seed: int) -> tuple[int, ...]:
    """One partial game with ``levels[s]`` at seat ``s``, from an empty score sheet: the points
    each side writes (0 for nothing written)."""
    players = make_acanomas_lineup(list(levels), seed, ruleset)
    game = Game(ruleset, first_dealer=dealer)
    game.deal(order)
    host = random.Random(seed)
    while len(game.hands) == 1 and not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat](game.view(seat), host))
    ledger: Any = game.ledger  # profile belote-acanomas's ledger: its score sheet
    line = ledger.lines[0]
    return tuple(0 if w is None else int(w) for w in line.writes)


def play_rotation(task: tuple[int, Sequence[str], int, Any]) -> RotationDeal:
    """Deal ``index`` in every seating (``task``: index, lineup, seed, ruleset)."""
    index, lineup, seed, ruleset = task
    players, pairs = ruleset.players, ruleset.pairs
    order, dealer = deal_for(seed, index, players)
    k = len(lineup)
    totals = [0.0] * k
    for r in range(k):
        levels = seating(lineup, r, players, pairs)
        writes = play_game(ruleset, levels, order, dealer, seed * 1000 + index)
        for side, points in enumerate(writes):  # side s: seat s, or pair s; it had lineup[(s + r) % k]
            totals[(side + r) % k] += points
    return RotationDeal(index, tuple(t / k for t in totals))


def summarize(lineup: Sequence[str], deals: Sequence[RotationDeal]) -> list[LevelSummary]:
    """Each level's mean points per deal and its 95% interval (1.96 standard errors; none, None,
    over a single deal)."""
    out = []
    for i, level in enumerate(lineup):
        mean, interval = mean_and_interval(d.points[i] for d in deals)
        out.append(LevelSummary(level, mean, interval))
    return out


__all__ = ["LevelSummary", "RotationDeal", "deal_for", "play_game", "play_rotation", "seating", "summarize"]
