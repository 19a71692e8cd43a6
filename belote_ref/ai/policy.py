"""The normal level's card play as a pure function of masks (AI-NORMAL); the hard level's
rollouts use the same function for every seat, two of its choices changed (:data:`PLAYOUT_STYLE`,
AI-HARD).

Everything here is plain integers: a hand is a 32-bit mask, a trick a list of cards. The
function sees one seat's hand, the cards played so far and the trick: the other seats' cards
are only known as "not mine and not played" (``out``).

What the play reads of the rules (who is master of a trick, which card beats which, the sides,
the card points) it reads from the rules object, once, into :class:`CardTables`
(:func:`card_tables`): the orders of CARDS-TRUMP-ORDER and CARDS-PLAIN-ORDER are those
``rules.trick_winner`` applies, the points are ``rules.points``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Protocol, Sequence

from ..cards import FULL_DECK_MASK, SUIT_MASKS

Table = tuple[tuple[int, ...], ...]
"""A table indexed ``[trump][card]``."""


@dataclass(frozen=True, slots=True)
class CardTables:
    """What the AIs' card play reads of a rules object, as tables indexed by trump and card
    (built once per rules by :func:`card_tables`)."""

    trick_winner: Callable[[int, Sequence[int], int], int]
    """The rules' trick winner (PLAY-TRICK-WINNER)."""
    side: tuple[int, ...]
    """``side[seat]``: the side the seat scores for (``rules.side_of``)."""
    turns: tuple[tuple[int, ...], ...]
    """``turns[first]``: the seats in turn order from ``first`` (``rules.next_seat``)."""
    last: int
    """The position of the last card of a trick."""
    position: tuple[int, ...]
    """``position[seat]``: the seat's place in a trick led by seat 0 (0 = the leader)."""
    same_side: tuple[tuple[bool, ...], ...]
    """``same_side[n][seat]``: in a trick led by seat 0, ``seat`` has played before the seat at
    position ``n`` and is on its side (a partner)."""
    higher: Table
    """``higher[trump][c]``: the cards of ``c``'s suit that beat ``c``."""
    beats: tuple[Table, ...]
    """``beats[trump][lead][m]``: the cards that, played now, would be master of a trick led in
    ``lead`` whose master card is ``m`` (read from the trick winner on the shortest such trick:
    whether a card takes the lead depends only on the suit led and the master card so far, as
    under PLAY-TRICK-WINNER)."""
    easy_key: Table
    """The "smallest card" order of AI-EASY: every plain card below every trump; inside each,
    by strength in its own order; equal strength broken by suit order clubs, diamonds, hearts,
    spades."""
    cheap_key: Table
    """The card to give away when losing: plain before trump, fewest points, then weakest,
    then suit order."""
    rich_key: Table
    """The card to give a master partner: plain before trump, most points, then weakest (keep
    the strong ones), then suit order."""


class TableRules(Protocol):
    """What :func:`card_tables` reads of a rules object (a :class:`~belote_ref.rules.Rules`, or
    a table of seats of its own, as profile belote-acanomas's players build)."""

    @property
    def trick_winner(self) -> Callable[[int, Sequence[int], int], int]: ...
    @property
    def side_of(self) -> Callable[[int], int]: ...
    @property
    def next_seat(self) -> Callable[[int], int]: ...
    @property
    def seats(self) -> int: ...
    @property
    def points(self) -> Table: ...


def card_tables(rules: TableRules) -> CardTables:
    """The tables of ``rules`` (shared by every rules object with the same trick winner, sides
    and points)."""
    return _card_tables(rules.trick_winner, rules.side_of, rules.next_seat, rules.seats, rules.points)


def _turn_order(next_seat: Callable[[int], int], first: int, seats: int) -> tuple[int, ...]:
    order = [first]
    while len(order) < seats:
        order.append(next_seat(order[-1]))
    return tuple(order)


@lru_cache(maxsize=16)
def _card_tables(
    trick_winner: Callable[[int, Sequence[int], int], int],
    side_of: Callable[[int], int],
    next_seat: Callable[[int], int],
    seats: int,
    points: Table,
) -> CardTables:
    turns = tuple(_turn_order(next_seat, first, seats) for first in range(seats))
    first_turns = turns[0]

    def master(trick: Sequence[int], trump: int) -> int:
        """The position of the master card of ``trick`` (led by seat 0)."""
        return first_turns.index(trick_winner(0, trick, trump))

    def suit_cards(s: int) -> range:
        return range(s * 8, s * 8 + 8)

    higher = tuple(
        tuple(sum(1 << a for a in suit_cards(c >> 3) if a != c and master((c, a), t) == 1) for c in range(32))
        for t in range(4)
    )
    # strength of a card within its suit: how many cards of its suit it beats
    strength = tuple(
        tuple(sum(1 for b in suit_cards(c >> 3) if b != c and master((b, c), t) == 1) for c in range(32))
        for t in range(4)
    )

    def beats_of(t: int, lead: int, m: int) -> int:
        out = 0
        for c in range(32):
            if c == m:
                continue
            if m >> 3 == lead:
                trick: tuple[int, ...] = (m,)
            else:  # m came after the lead: lead with another card of the suit led
                trick = (next(y for y in suit_cards(lead) if y != c), m)
                if master(trick, t) != 1:
                    return 0  # m cannot be master of a trick led in ``lead``
            if master(trick + (c,), t) == len(trick):
                out |= 1 << c
        return out

    beats = tuple(tuple(tuple(beats_of(t, lead, m) for m in range(32)) for lead in range(4)) for t in range(4))

    def trump_first(c: int, t: int) -> int:
        return 1 if c >> 3 == t else 0

    return CardTables(
        trick_winner=trick_winner,
        side=tuple(side_of(s) for s in range(seats)),
        turns=turns,
        last=seats - 1,
        position=tuple(first_turns.index(s) for s in range(seats)),
        same_side=tuple(
            tuple(s in first_turns[:n] and side_of(s) == side_of(first_turns[n]) for s in range(seats))
            for n in range(seats)
        ),
        higher=higher,
        beats=beats,
        easy_key=tuple(
            tuple((trump_first(c, t) * 8 + strength[t][c]) * 4 + (c >> 3) for c in range(32)) for t in range(4)
        ),
        cheap_key=tuple(
            tuple(trump_first(c, t) * 10000 + points[t][c] * 100 + strength[t][c] * 4 + (c >> 3) for c in range(32))
            for t in range(4)
        ),
        rich_key=tuple(
            tuple((1 - trump_first(c, t)) * 10000 + points[t][c] * 100 - strength[t][c] * 4 - (c >> 3)
                  for c in range(32))
            for t in range(4)
        ),
    )


def _min_by(mask: int, key: Sequence[int]) -> int:
    best, best_key = -1, 1 << 30
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        k = key[c]
        if k < best_key:
            best, best_key = c, k
        mask ^= low
    return best


def _max_by(mask: int, key: Sequence[int]) -> int:
    best, best_key = -1, -(1 << 30)
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        k = key[c]
        if k > best_key:
            best, best_key = c, k
        mask ^= low
    return best


def smallest(tables: CardTables, mask: int, trump: int) -> int:
    """The smallest card of a mask in the AI-EASY order."""
    return _min_by(mask, tables.easy_key[trump])


def masters(tables: CardTables, hand: int, out: int, trump: int) -> int:
    """The cards of ``hand`` that no card in ``out`` beats within their suit."""
    hi = tables.higher[trump]
    m, res = hand, 0
    while m:
        low = m & -m
        if not hi[low.bit_length() - 1] & out:
            res |= low
        m ^= low
    return res


@dataclass(frozen=True, slots=True)
class PlayStyle:
    """The choices of :func:`heuristic_card` on which the normal level's play (AI-NORMAL) and the
    hard level's playouts (AI-HARD) differ."""

    trumps_first: bool
    """The takers' side, leading, plays its cheapest master trump before its plain cards while
    trumps are out (AI-NORMAL rule 2); otherwise it leads trumps only when it holds nothing else."""
    richest_trump_to_partner: bool
    """With only trumps to give a partner sure to win, give the richest (AI-NORMAL rule 3);
    otherwise the cheapest."""


NORMAL_STYLE = PlayStyle(trumps_first=True, richest_trump_to_partner=True)
"""The normal level's play (AI-NORMAL)."""
PLAYOUT_STYLE = PlayStyle(trumps_first=False, richest_trump_to_partner=False)
"""The play of the hard level's playouts (AI-HARD)."""


def heuristic_card(
    tables: CardTables, hand: int, legal: int, trick: Sequence[int], seat: int, trump: int, played: int,
    takers: int, style: PlayStyle = NORMAL_STYLE,
) -> int:
    """The normal level's card (AI-NORMAL), from ``seat``'s hand, its legal cards, the trick so
    far, every card played before and the takers' side; ``style`` the choices on which the hard
    level's playouts differ (:data:`PLAYOUT_STYLE`)."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    out = FULL_DECK_MASK & ~played & ~hand
    tmask = SUIT_MASKS[trump]
    n = len(trick)
    if n == 0:
        return _lead(tables, hand, out, trump, tmask, seat, takers, style.trumps_first)
    master = tables.trick_winner(0, trick, trump)  # the trick's cards as if seat 0 led it
    wcard = trick[tables.position[master]]
    beat = tables.beats[trump][trick[0] >> 3][wcard] & legal
    cheap = tables.cheap_key[trump]
    if tables.same_side[n][master]:  # partner master
        pool = legal & ~beat or legal
        # the partner's card is sure if nobody after us can beat it
        sure = n == tables.last or not (tables.higher[trump][wcard] & out) and (wcard >> 3 == trump or not out & tmask)
        if sure:
            nontrump = pool & ~tmask
            if nontrump or style.richest_trump_to_partner:
                return _max_by(nontrump or pool, tables.rich_key[trump])
        return _min_by(pool, cheap)
    if beat:
        plain_beat = beat & ~tmask
        if n == tables.last:
            if plain_beat:
                return _max_by(plain_beat, tables.rich_key[trump])
            return _min_by(beat, cheap)
        if plain_beat:
            m_beat = masters(tables, plain_beat, out, trump)
            if m_beat:
                return _max_by(m_beat, tables.rich_key[trump])
            return _min_by(legal, cheap)
        # only trumps beat: trump with the lowest trump that wins, keeping master trumps
        return _min_by(beat, cheap)
    return _discard(tables, legal, out, trump)


def _discard(tables: CardTables, legal: int, out: int, trump: int) -> int:
    """Lose as little as possible: keep masters while something else may go."""
    keep = masters(tables, legal, out, trump)
    return _min_by(legal & ~keep or legal, tables.cheap_key[trump])


def _lead(
    tables: CardTables, hand: int, out: int, trump: int, tmask: int, seat: int, takers: int, trumps_first: bool,
) -> int:
    cheap = tables.cheap_key[trump]
    trumps = hand & tmask
    if trumps_first and trumps and out & tmask and tables.side[seat] == takers:
        top = masters(tables, trumps, out, trump)
        if top:
            return _min_by(top, cheap)
    plain = hand & ~tmask
    if plain:
        m = masters(tables, plain, out, trump)
        if m:
            return _max_by(m, tables.rich_key[trump])
        # avoid leading a ten or other honours into a stronger card: lead the cheapest
        return _min_by(plain, cheap)
    top = masters(tables, trumps, out, trump)
    if top:
        return _min_by(top, cheap)
    return _min_by(trumps, cheap)
