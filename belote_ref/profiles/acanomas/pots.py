"""Pending pots: the maker's points that wait for the best contender of the next partial game
played to its end (ACA-SCORE-POTS, ACA-SCORE-MAKER, ACA-CLAIM-ELIMINATION).

Contenders are sides (a player, or a pair in the pairs sub-profile).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence


@dataclass(frozen=True, slots=True)
class Pot:
    """``points`` waiting for one of ``contenders`` (sides, in seat order) (ACA-SCORE-POTS)."""

    points: int
    contenders: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"points": self.points, "contenders": list(self.contenders)}


Taken = tuple[int, int]
"""(side, points): a pot taken."""


def resolve_pots(pots: Sequence[Pot], raw: Mapping[int, int]) -> tuple[tuple[Pot, ...], tuple[Taken, ...]]:
    """Resolve the pending ``pots`` at the end of a partial game played to its last trick, one by
    one in the order they were made: the contender with the highest raw total of that game
    (``raw``, per side) takes the whole pot; contenders sharing the highest leave it pending,
    with the same contenders (ACA-SCORE-POTS). Returns (the pots still pending, the pots taken)."""
    pending: list[Pot] = []
    taken: list[Taken] = []
    for pot in pots:
        best = max(raw.get(s, 0) for s in pot.contenders)
        top = [s for s in pot.contenders if raw.get(s, 0) == best]
        if len(top) == 1:
            taken.append((top[0], pot.points))
        else:
            pending.append(pot)
    return tuple(pending), tuple(taken)


def drop_contender(pots: Sequence[Pot], side: int) -> tuple[tuple[Pot, ...], tuple[Taken, ...]]:
    """``side`` leaves the match: it drops out of every pot, and a pot left with one contender
    goes to him at once (ACA-CLAIM-ELIMINATION, ACA-SCORE-POTS). Returns (the pots still
    pending, the pots taken)."""
    pending: list[Pot] = []
    taken: list[Taken] = []
    for pot in pots:
        left = tuple(s for s in pot.contenders if s != side)
        if len(left) == 1:
            taken.append((left[0], pot.points))
        elif left:
            pending.append(Pot(pot.points, left))
    return tuple(pending), tuple(taken)
