"""Seats, turn order and teams (SEATS-TEAMS).

Seats are numbered 0 to 3 in turn order; "to the left of the dealer" is the next seat.
Team 0 is seats 0 and 2, team 1 is seats 1 and 3.
"""

from __future__ import annotations

from functools import lru_cache

SEATS: tuple[int, ...] = (0, 1, 2, 3)
TEAMS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3))


def next_seat(seat: int) -> int:
    """The seat that acts after ``seat`` (SEATS-TEAMS)."""
    return (seat + 1) & 3


def partner(seat: int) -> int:
    """The partner of ``seat``: the seat opposite."""
    return (seat + 2) & 3


def team_of(seat: int) -> int:
    """The team of ``seat``: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat & 1


def seats_from(first: int) -> tuple[int, int, int, int]:
    """The four seats in turn order starting with ``first``."""
    return (first, (first + 1) & 3, (first + 2) & 3, (first + 3) & 3)


@lru_cache(maxsize=None)
def turn_orders(seats: int) -> tuple[tuple[int, ...], ...]:
    """``turn_orders(n)[first]``: the ``n`` seats in turn order starting with ``first``."""
    return tuple(tuple((first + i) % seats for i in range(seats)) for first in range(seats))


def seats_text(seats: int) -> str:
    """``0, 1, 2 or 3`` for four seats: how a refusal names the seats a table has."""
    return ", ".join(map(str, range(seats - 1))) + f" or {seats - 1}"
