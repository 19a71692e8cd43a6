"""The perfect-information solver: the exact value of the play of a hand whose four hands are
known (AI-SOLVER).

Alpha-beta over the cards, trick by trick, with a transposition table at trick boundaries and
equivalent-card pruning. Every rule comes from the rules object: the legal cards
(``rules.play_obligation``), the master of a trick (``rules.trick_winner``), the card points
(``rules.points``), the last trick (``rules.last_trick``), and the value of a finished hand
(``rules.hand_result``, through :func:`belote_ref.ai.rollout.score_difference`).

What the search maximises. The takers' side maximises and the other side minimises the
*future* ``u`` of a position: the points the takers' side will still win (card points of the
tricks it wins from here, plus the last trick's points if it wins the last trick), plus one if
it wins every trick of the hand (a capot), minus one if the other side does. ``u`` depends only
on the cards left, who leads, the cards of the trick in progress and which side may still make a
capot, so the table's entries hold whatever the history of points; and the hand's score
difference is a non-decreasing function of ``u`` once the history is known (more points never
hurt a side, a capot is its best outcome and the other side's capot its worst), so the best play
for ``u`` is the best play for the score (``tests/test_ai_solver.py`` checks that this holds of
the rules' hand result and checks the solver against brute force, and against the reference
:class:`~belote_ref.hand.Hand` on the line it plays).

Equivalent cards: two cards of one suit held by the seat to play, with equal points and no card
between them in strength that another seat holds or that lies in the trick in progress, lead to
the same values; only one of them is searched.

Quick bounds: the best live trump, and every card of the leader that no other seat's card would
take if led (a *master*, :attr:`Solver.led_beaten_by`), are sure to win their tricks; a leader
holding only masters wins every trick left. Leads are ordered by the history heuristic. The
search order never changes a value, only the time it takes. The search keeps its positions on a
stack of its own rather than calling itself (see ``search`` in :meth:`Solver._make_search`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from time import perf_counter
from typing import Callable, Sequence

from ..hand import Hand
from ..rules import Rules
from .policy import CardTables, card_tables
from .rollout import holder_side, score_difference

TAKERS_MAY_CAPOT = 1
"""Capot status bit: the takers' side has won every trick so far."""
OTHERS_MAY_CAPOT = 2
"""Capot status bit: the other side has won every trick so far."""
CHECK_EVERY = 256
"""Positions searched (cards tried, within tricks too) between two readings of the clock when a
deadline is set (a power of two): a few milliseconds at most."""
CHECK_MASK = CHECK_EVERY - 1
ORDER_ABOVE = 10
"""Cards are tried in a heuristic order (:func:`ordered`) while more than this many are left;
below, in card order (cheaper to produce, and the subtrees are small). Leads are then sorted by
the history heuristic (the leads that cut the search off most, so far in this solver), the
table's best card first."""



_Child = tuple[int, tuple[int, ...], int, int, int]
"""A position to enter: cards of its trick played, the trick, its leader, capot status, cards left."""
_Frame = tuple[int, tuple[int, ...], int, int, int, int, int, list[int], int, int, int, bool, bool, int, _Child]
"""A position on the search's stack while it searches one of its cards: its own five fields,
its window, its cards to search and the index of the one being searched (the cards before it
are searched), its best value and card so far, which side it is, whether the card's search may
be repeated with a wider window, the points the card's trick gives, and the card's position."""


class OutOfTime(Exception):
    """The solver's deadline passed before it finished (AI-BUDGET)."""


@dataclass(frozen=True, slots=True)
class Position:
    """A position of the play of a hand with every hand known (cards are 32-bit masks)."""

    hands: tuple[int, ...]
    """Each seat's cards now."""
    trick: tuple[int, ...]
    """The trick in progress, leader first (empty between tricks)."""
    leader: int
    """The seat that led (or leads) the trick in progress."""
    trump: int
    takers: int
    """The takers' side (``rules.side_of(taker)``)."""
    card_points: tuple[int, int]
    """Card points each side won in finished tricks."""
    tricks_won: tuple[int, int]
    """Finished tricks each side won."""
    belote: int | None
    """The side whose belote-rebelote counts, if one does (known in advance: every AI announces it)."""

    @property
    def status(self) -> int:
        """Which side may still make a capot (:data:`TAKERS_MAY_CAPOT`, :data:`OTHERS_MAY_CAPOT`)."""
        won_t, won_o = self.tricks_won[self.takers], self.tricks_won[1 - self.takers]
        return (TAKERS_MAY_CAPOT if not won_o else 0) | (OTHERS_MAY_CAPOT if not won_t else 0)

    def to_play(self, rules: Rules) -> int:
        """The seat to play."""
        seat = self.leader
        for _ in self.trick:
            seat = rules.next_seat(seat)
        return seat


def position_of_hand(rules: Rules, hand: Hand) -> Position:
    """The position of a reference :class:`~belote_ref.hand.Hand` during trick play. Belote
    counts for the side that announced it, or that holds both honours while neither is played
    (every AI announces it), or as ``rules.deal_belote`` gave it."""
    trump, taker = hand.trump, hand.taker
    assert trump is not None and taker is not None
    holdings = tuple(hand.holdings)
    pts = rules.points[trump]
    card_points, won = [0, 0], [0, 0]
    for cards, w in zip(hand.tricks, hand.winners):
        won[rules.side_of(w)] += 1
        card_points[rules.side_of(w)] += sum(pts[c] for c in cards)
    if hand.belote_seat is not None:
        belote: int | None = rules.side_of(hand.belote_seat)
    elif rules.belote_announced:
        belote = holder_side(rules, holdings, trump)
    else:
        belote = None
    return Position(holdings, tuple(int(c) for c in hand.trick), hand.leader, trump, rules.side_of(taker),
                    (card_points[0], card_points[1]), (won[0], won[1]), belote)


def solve_deal(
    rules: Rules,
    hands: Sequence[int],
    trump: int,
    taker: int,
    leader: int,
    team: int | None = None,
    tables: CardTables | None = None,
    deadline: float | None = None,
    clock: Callable[[], float] = perf_counter,
) -> int:
    """``team``'s hand score minus the other side's (the taker's side by default) under best play
    by both sides of a whole deal: ``hands`` (each seat's cards once the deal is completed),
    ``trump`` taken by ``taker``, ``leader`` leading the first trick (``rules.first_leader``).
    Belote counts for the side holding both trump honours (every AI announces it; under
    automatic belote it counts anyway). What a bidder can ask of a sampled deal (AI-SOLVER);
    ``deadline`` as for :class:`Solver` (raises :class:`OutOfTime`)."""
    takers = rules.side_of(taker)
    pos = Position(tuple(hands), (), leader, trump, takers, (0, 0), (0, 0), holder_side(rules, hands, trump))
    return Solver(rules, hands, trump, takers, tables, deadline, clock).value(pos, team)


class Solver:
    """The exact solver of one deal: positions whose hands are within ``deal`` (each seat's
    cards at the first position to solve), one trump, one takers' side. Its transposition table
    is kept between calls, so solving several positions of the same deal gets cheaper.

    ``deadline`` (a time on ``clock``) makes a search raise :class:`OutOfTime` once it has passed
    (checked every :data:`CHECK_EVERY` positions searched)."""

    def __init__(
        self,
        rules: Rules,
        deal: Sequence[int],
        trump: int,
        takers: int,
        tables: CardTables | None = None,
        deadline: float | None = None,
        clock: Callable[[], float] = perf_counter,
    ) -> None:
        self.rules = rules
        self.tables = tables if tables is not None else card_tables(rules)
        self.deal = tuple(deal)
        self.trump = trump
        self.takers = takers
        self.deadline = deadline
        self.clock = clock
        self.nodes = 0
        """Positions between tricks searched."""
        self.steps = 0
        """Positions searched, when a deadline is set (counted to read the clock)."""
        self.table: dict[int, tuple[int, int, int]] = {}
        """Trick-boundary key -> (lower bound, upper bound, best card or -1) of ``u``."""
        self._suit_points = _suit_points(rules.points[trump])
        self.led_beaten_by = tuple(self.tables.beats[trump][c >> 3][c] for c in range(32))
        """``led_beaten_by[c]``: the cards that would take a trick led with ``c`` (the rules'
        trick winner, through :attr:`~belote_ref.ai.policy.CardTables.beats`). A led card that
        no card of another seat would take wins its trick: the quick bounds' *masters*."""
        self.search = self._make_search()

    # --- the values -------------------------------------------------------------------------
    def remaining_points(self, cards: int) -> int:
        """The card points of ``cards``."""
        sp = self._suit_points
        return sp[0][cards & 255] + sp[1][cards >> 8 & 255] + sp[2][cards >> 16 & 255] + sp[3][cards >> 24 & 255]

    def future_range(self, pos: Position) -> tuple[int, int]:
        """The smallest and largest ``u`` the position allows."""
        live = _union(pos.hands)
        top = self.remaining_points(live) + sum(self.rules.points[self.trump][c] for c in pos.trick)
        top += self.rules.last_trick
        st = pos.status
        return (-1 if st & OTHERS_MAY_CAPOT else 0), top + (1 if st & TAKERS_MAY_CAPOT else 0)

    def payoff(self, pos: Position, u: int, team: int | None = None) -> int:
        """``team``'s hand score minus the other side's (the takers' by default) when the play
        from ``pos`` ends with future ``u``: ``rules.hand_result`` of an end of hand with that
        many points, tricks and capot (:func:`~belote_ref.ai.rollout.score_difference`)."""
        rules = self.rules
        takers, others = pos.takers, 1 - pos.takers
        lo, hi = self.future_range(pos)
        st = pos.status
        tricks_left = (_count(pos.hands) + len(pos.trick)) // rules.seats
        total_tricks = pos.tricks_won[0] + pos.tricks_won[1] + tricks_left
        last = rules.last_trick
        cp = list(pos.card_points)
        won = [0, 0]
        if u == hi and st & TAKERS_MAY_CAPOT:  # the takers win every trick
            cp[takers] += hi - 1 - last
            won[takers] = total_tricks
            last_side = takers
        elif u == lo and st & OTHERS_MAY_CAPOT:  # the others win every trick
            cp[others] += hi - (1 if st & TAKERS_MAY_CAPOT else 0) - last
            won[others] = total_tricks
            last_side = others
        else:
            top = hi - (1 if st & TAKERS_MAY_CAPOT else 0)
            last_side = takers if u >= last else others
            cards_t = u - last if last_side == takers else u
            cp[takers] += cards_t
            cp[others] += top - last - cards_t
            won[takers], won[others] = total_tricks - 1, 1  # neither side has every trick
        return score_difference(rules, takers if team is None else team, cp, won, last_side, pos.belote, takers)

    def future(self, pos: Position, alpha: int | None = None, beta: int | None = None) -> int:
        """The future ``u`` of ``pos`` under best play by both sides (fail-soft: if the value
        is at most ``alpha``, or at least ``beta``, a bound on that side of it). ``pos`` must
        have a card left to play."""
        lo, hi = self.future_range(pos)
        a = lo - 1 if alpha is None else alpha
        b = hi + 1 if beta is None else beta
        return self.search(len(pos.trick), pos.trick, pos.leader, pos.status, _union(pos.hands), a, b)

    def flat_run(self, pos: Position) -> tuple[int, int]:
        """``(first, last)``: the longest run of ``u`` from the smallest (or the one after it, the
        smallest being the other side's capot) whose payoffs are all equal (a failed contract):
        the search need not tell those apart."""
        lo, hi = self.future_range(pos)
        first = lo + 1 if lo < hi and self.payoff(pos, lo + 1) != self.payoff(pos, lo) else lo
        floor = self.payoff(pos, first)
        a, b = first, hi  # payoff(a) == floor; find the last such u (the payoff never decreases)
        if self.payoff(pos, b) == floor:
            return first, b
        while b - a > 1:
            mid = (a + b) // 2
            if self.payoff(pos, mid) == floor:
                a = mid
            else:
                b = mid
        return first, a

    def value(self, pos: Position, team: int | None = None) -> int:
        """``team``'s hand score minus the other side's (the takers' by default) under best play
        by both sides from ``pos``: one search above the flat run of ``u`` (:meth:`flat_run`),
        then, if the value lies in it, one null-window search telling the smallest ``u`` from
        the run."""
        if not pos.trick and not _union(pos.hands):  # the hand is over: the leader won the last trick
            side = self.rules.side_of(pos.leader)
            return score_difference(self.rules, pos.takers if team is None else team, pos.card_points,
                                    pos.tricks_won, side, pos.belote, pos.takers)
        first, flat = self.flat_run(pos)
        u = self.future(pos, alpha=flat)
        if u <= flat:  # every u from ``first`` to ``flat`` scores the same
            u = first if first == self.future_range(pos)[0] or self.future(pos, first - 1, first) >= first \
                else first - 1
        return self.payoff(pos, u, team)

    def card_values(self, pos: Position, team: int | None = None) -> dict[int, int]:
        """For each legal card of the seat to play, ``team``'s score difference (the takers' by
        default) when it plays that card and both sides then play best."""
        return {c: self.value(child, team) for c, child in self.children(pos)}

    def children(self, pos: Position) -> list[tuple[int, Position]]:
        """Each legal card of the seat to play and the position after it."""
        rules = self.rules
        seat = pos.to_play(rules)
        legal = rules.play_obligation(pos.hands[seat], pos.trick, pos.trump)[1]
        out = []
        m = legal
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            out.append((c, self.after(pos, seat, c)))
        return out

    def after(self, pos: Position, seat: int, c: int) -> Position:
        """The position after ``seat`` plays ``c`` (the trick scored if it completes; its winner
        then leads)."""
        rules = self.rules
        hands = list(pos.hands)
        hands[seat] &= ~(1 << c)
        trick = pos.trick + (c,)
        if len(trick) < rules.seats:
            return Position(tuple(hands), trick, pos.leader, pos.trump, pos.takers, pos.card_points, pos.tricks_won,
                            pos.belote)
        w = rules.trick_winner(pos.leader, trick, pos.trump)
        side = rules.side_of(w)
        cp, won = list(pos.card_points), list(pos.tricks_won)
        cp[side] += sum(rules.points[pos.trump][x] for x in trick)
        won[side] += 1
        return Position(tuple(hands), (), w, pos.trump, pos.takers, (cp[0], cp[1]), (won[0], won[1]), pos.belote)

    def best_line(self, pos: Position) -> list[int]:
        """A line of best play by both sides from ``pos`` to the end of the hand (cards in play
        order): at each step, a card whose value is the position's."""
        line: list[int] = []
        while pos.trick or _union(pos.hands):
            target = self.value(pos)
            for c, child in self.children(pos):
                if self.value(child) == target:
                    line.append(c)
                    pos = child
                    break
            else:
                raise AssertionError("no card reaches the position's value")
        return line

    def _canonical_suits(self) -> tuple[dict[int, int], ...]:
        """For each suit, the live cards of that suit (a byte of ranks, a subset of the deal's)
        -> a small number, equal for two bytes whose live cards, in strength order, have the
        same holders and points: positions that differ only so are the same position (the
        obligations and the trick winner compare cards by strength within their suits)."""
        pts = self.rules.points[self.trump]
        weakest_first = _strength_order(self.tables, self.trump)
        owner = [-1] * 32
        for seat, h in enumerate(self.deal):
            for c in _cards(h):
                owner[c] = seat
        dealt = _union(self.deal)
        out = []
        for suit in range(4):
            ids: dict[tuple[int, ...], int] = {}
            row: dict[int, int] = {}
            order = weakest_first[suit]
            full = dealt >> (suit * 8) & 255
            sub = full
            while True:  # every subset of the suit's dealt cards
                form = tuple(owner[c] * 64 + pts[c] for c in order if sub >> (c & 7) & 1)
                row[sub] = ids.setdefault(form, len(ids))
                if not sub:
                    break
                sub = (sub - 1) & full
            out.append(row)
        return tuple(out)

    def _top_trumps(self) -> dict[int, tuple[int, int]]:
        """For each byte of live trumps (a subset of the deal's): the points of the trumps the
        takers' side holds above every trump of the other side, and the same for the other side
        (-1 for the side that does not hold the best trump). The best live trump wins whatever
        trick it falls in, so those points are sure to go to the side holding them; and a side
        holding the best trump wins a trick, so the other side cannot make a capot."""
        pts = self.rules.points[self.trump]
        strongest_first = _strength_order(self.tables, self.trump)[self.trump][::-1]
        side_of_card = [-1] * 32
        for seat, h in enumerate(self.deal):
            for c in _cards(h):
                side_of_card[c] = self.tables.side[seat]
        t = self.takers
        full = _union(self.deal) >> (self.trump * 8) & 255
        out: dict[int, tuple[int, int]] = {}
        sub = full
        while True:
            sure = [0, 0]
            holder = -1
            for c in strongest_first:
                if not sub >> (c & 7) & 1:
                    continue
                if holder < 0:
                    holder = side_of_card[c]
                elif side_of_card[c] != holder:
                    break
                sure[holder] += pts[c]
            out[sub] = (sure[t] if holder == t else -1, sure[1 - t] if holder == 1 - t else -1)
            if not sub:
                break
            sub = (sub - 1) & full
        return out

    # --- the search -------------------------------------------------------------------------
    def _make_search(self) -> Callable[[int, tuple[int, ...], int, int, int, int, int], int]:
        rules, tables = self.rules, self.tables
        trump, takers = self.trump, self.takers
        deal = self.deal
        obligation = rules.play_obligation
        trick_winner = rules.trick_winner
        pts = rules.points[trump]
        last_bonus = rules.last_trick
        side = tables.side
        turns = tables.turns
        seats = rules.seats
        higher = tables.higher[trump]
        table = self.table
        remaining_points = self.remaining_points
        deadline = self.deadline
        clock = self.clock
        solver = self
        T, O = TAKERS_MAY_CAPOT, OTHERS_MAY_CAPOT
        canon0, canon1, canon2, canon3 = self._canonical_suits()
        top_trumps = self._top_trumps()
        trump_shift = trump * 8

        def kept_in_suit(legal: int, others: int) -> int:
            """The legal cards of one suit to search: one of each group of equivalent cards
            (the lowest of each group)."""
            out: list[int] = []
            m = legal
            while m:
                low = m & -m
                c = low.bit_length() - 1
                m ^= low
                pc, hc = pts[c], higher[c]
                for d in out:
                    if pts[d] == pc:
                        hd = higher[d]
                        between = (hd & ~hc & ~low) if hd >> c & 1 else (hc & ~hd & ~(1 << d))
                        if not between & others:
                            break
                else:
                    out.append(c)
            return sum(1 << c for c in out)

        lead_history = [0] * 32
        """The history heuristic for leads: for each card, the sum of the squared number of cards
        left at the positions where leading it cut the search off."""
        legal_memo: dict[tuple[int, tuple[int, ...]], int] = {}
        """(a hand, a trick in progress) -> the legal cards (``rules.play_obligation``)."""
        kept_memo: dict[int, tuple[int, ...]] = {}
        """(suit, the other seats' live cards of the suit, the legal cards of the suit) -> the
        cards to search in that suit."""

        def kept_cards(legal: int, hand: int, live: int) -> list[int]:
            """The legal cards to search: one of each group of equivalent cards."""
            others = live & ~hand
            out: list[int] = []
            for shift in (0, 8, 16, 24):
                lb = legal >> shift & 255
                if not lb:
                    continue
                if not lb & (lb - 1):
                    out.append(shift + lb.bit_length() - 1)
                    continue
                k = shift << 16 | (others >> shift & 255) << 8 | lb
                found = kept_memo.get(k)
                if found is None:
                    found = kept_memo[k] = tuple(_cards(kept_in_suit(lb << shift, others & 255 << shift)))
                out.extend(found)
            return out

        winners: dict[tuple[int, tuple[int, ...]], tuple[int, int]] = {}
        """(leader, a whole trick) -> (its winner, its card points): ``rules.trick_winner``
        asked once per trick."""

        def won(leader: int, trick: tuple[int, ...]) -> tuple[int, int]:
            k = (leader, trick)
            found = winners.get(k)
            if found is None:
                found = winners[k] = (trick_winner(leader, trick, trump), sum(pts[c] for c in trick))
            return found

        def last_trick(leader: int, status: int, rem: int) -> int:
            """The last trick: every seat has one card left."""
            w, gain = won(leader, tuple((deal[s] & rem).bit_length() - 1 for s in turns[leader]))
            if side[w] == takers:
                return gain + last_bonus + (1 if status & T else 0)
            return -1 if status & O else 0

        beats = tables.beats[trump]
        led_beaten_by = self.led_beaten_by
        cheap_first = tuple(pts[c] * 64 + c for c in range(32)).__getitem__
        rich_first = tuple((64 - pts[c]) * 64 + c for c in range(32)).__getitem__

        def ordered(cards: list[int], trick: tuple[int, ...], leader: int, n: int, rem: int) -> list[int]:
            """Move ordering (no effect on the values): a leader tries its masters first,
            richest first, then its other cards, cheapest first; a follower tries the cards that
            would take the trick first (richest first when it plays last, else cheapest), then
            the others, cheapest first; under a master partner, the cards that do not overtake
            him, richest first."""
            if n == 0:
                good = [c for c in cards if not higher[c] & rem]
                if len(good) == len(cards) or not good:
                    return sorted(cards, key=rich_first if good else cheap_first)
                return sorted(good, key=rich_first) + sorted([c for c in cards if higher[c] & rem], key=cheap_first)
            m, mpos = trick[0], 0
            bl = beats[m >> 3]
            for i in range(1, n):
                if bl[m] >> trick[i] & 1:
                    m, mpos = trick[i], i
            win = bl[m]
            if side[turns[leader][mpos]] == side[turns[leader][n]]:
                good = [c for c in cards if not win >> c & 1]
                bad = [c for c in cards if win >> c & 1]
                return sorted(good, key=rich_first) + sorted(bad, key=cheap_first)
            good = [c for c in cards if win >> c & 1]
            bad = [c for c in cards if not win >> c & 1]
            return sorted(good, key=rich_first if n == seats - 1 else cheap_first) + sorted(bad, key=cheap_first)

        def search(n: int, trick: tuple[int, ...], leader: int, status: int, rem: int, alpha: int, beta: int) -> int:
            """The future of the position (fail-soft alpha-beta, see :meth:`Solver.future`). The
            recursion over the cards is kept on an explicit stack (``frames``), not on Python's:
            a recursion some thirty frames deep crosses a boundary of CPython's frame stack
            (16 KiB chunks in 3.11), which then maps and unmaps a chunk at every crossing."""
            frames: list[_Frame] = []
            push, pop = frames.append, frames.pop
            bounds: list[tuple[int, int, int, int, int]] = []
            """For each position between tricks on ``frames``: its key, window and quick bounds."""
            while True:
                # --- enter the position (n, trick, leader, status, rem) with window (alpha, beta):
                # either its value ``ret`` at once, or its cards to search
                ret = 0
                done = False
                if deadline is not None:
                    solver.steps += 1
                    if not solver.steps & CHECK_MASK and clock() > deadline:
                        raise OutOfTime
                first = -1
                if n == 0:
                    if not rem:
                        ret, done = (1 if status == T else -1 if status == O else 0), True
                    else:
                        solver.nodes += 1
                        if rem.bit_count() == seats:
                            ret, done = last_trick(leader, status, rem), True
                        else:
                            key = (canon0[rem & 255] | canon1[rem >> 8 & 255] << 8 | canon2[rem >> 16 & 255] << 16
                                   | canon3[rem >> 24 & 255] << 24 | leader << 32 | status << 40)
                            entry = table.get(key)
                            if entry is not None:  # its bounds are within the quick bounds below
                                lo, hi, first = entry
                            else:
                                # the leader's masters: cards no card of another seat would beat if led
                                own = deal[leader] & rem
                                others = rem & ~own
                                sure = 0
                                masters = 0
                                m = own
                                while m:
                                    low = m & -m
                                    c = low.bit_length() - 1
                                    m ^= low
                                    if not led_beaten_by[c] & others:
                                        sure += pts[c]
                                        masters |= low
                                takers_lead = side[leader] == takers
                                sure_t, sure_o = top_trumps[rem >> trump_shift & 255]
                                if masters == own:  # the leader wins every trick left, leading its masters
                                    lo = hi = (remaining_points(rem) + last_bonus + (1 if status & T else 0)
                                               if takers_lead else -1 if status & O else 0)
                                else:
                                    if masters:
                                        if takers_lead:
                                            if sure > sure_t:
                                                sure_t = sure
                                        elif sure > sure_o:
                                            sure_o = sure
                                    lo = sure_t if sure_t >= 0 else (-1 if status & O else 0)
                                    if sure_o >= 0:  # the others win a trick and at least ``sure_o`` points
                                        hi = remaining_points(rem) + last_bonus - sure_o
                                    else:
                                        hi = remaining_points(rem) + last_bonus + (1 if status & T else 0)
                            if lo >= beta or lo == hi:
                                ret, done = lo, True
                            elif hi <= alpha:
                                ret, done = hi, True
                            else:
                                if lo > alpha:
                                    alpha = lo
                                if hi < beta:
                                    beta = hi
                                bounds.append((key, alpha, beta, lo, hi))
                if not done:
                    seat = turns[leader][n]
                    hand = deal[seat] & rem
                    legal = legal_memo.get((hand, trick), -1)
                    if legal < 0:
                        legal = legal_memo[hand, trick] = obligation(hand, trick, trump)[1]
                    if legal & (legal - 1):
                        live = rem
                        for x in trick:
                            live |= 1 << x
                        order = kept_cards(legal, hand, live)
                        if rem.bit_count() > ORDER_ABOVE:
                            order = ordered(order, trick, leader, n, rem)
                        if n == 0:  # leads: the ones that cut off most so far first (stable: ties keep the order above)
                            order.sort(key=lead_history.__getitem__, reverse=True)
                        if first >= 0 and first in order:
                            order.remove(first)
                            order.insert(0, first)
                    else:
                        order = [legal.bit_length() - 1]
                    maximize = side[seat] == takers
                    best = -1000 if maximize else 1000
                    best_card = -1
                    i = -1  # no card searched yet
                    gain = 0
                    child: _Child = (0, (), 0, 0, 0)
                    resumed = False
                else:
                    resumed = True
                # --- hand ``ret`` up the stack; resume the first position that has a card left to
                # search (or one to search again), and enter that card's position
                while True:
                    if resumed:
                        if not frames:
                            return ret
                        (n, trick, leader, status, rem, alpha, beta, order, i, best, best_card, maximize,
                         may_repeat, gain, child) = pop()
                        v = gain + ret
                        if may_repeat:  # the card's first search (a null window after the first card)
                            if i and alpha < v < beta:
                                # principal variation search: better than the null window said, search again
                                push((n, trick, leader, status, rem, alpha, beta, order, i, best, best_card,
                                      maximize, False, gain, child))
                                if maximize:
                                    alpha, beta = v - gain, beta - gain
                                else:
                                    alpha, beta = alpha - gain, v - gain
                                n, trick, leader, status, rem = child
                                break
                        c = order[i]
                        cut = False
                        if maximize:
                            if v > best:
                                best, best_card = v, c
                                if v > alpha:
                                    alpha = v
                                    cut = alpha >= beta
                        elif v < best:
                            best, best_card = v, c
                            if v < beta:
                                beta = v
                                cut = alpha >= beta
                        if cut:
                            if n == 0:
                                lead_history[c] += rem.bit_count() ** 2
                            i = len(order)
                    resumed = True
                    i += 1
                    if i < len(order):  # enter the next card's position
                        c = order[i]
                        rest = rem & ~(1 << c)
                        t2 = trick + (c,)
                        if n + 1 == seats:  # the card closes the trick: its winner leads the next
                            w, gain = won(leader, t2)
                            if side[w] == takers:
                                if not rest:
                                    gain += last_bonus
                                child = (0, (), w, status & T, rest)
                            else:
                                gain = 0
                                child = (0, (), w, status & O, rest)
                        else:
                            gain = 0
                            child = (n + 1, t2, leader, status, rest)
                        push((n, trick, leader, status, rem, alpha, beta, order, i, best, best_card, maximize,
                              True, gain, child))
                        if maximize:  # a null window after the first card
                            alpha, beta = alpha - gain, (alpha + 1 if i else beta) - gain
                        else:
                            alpha, beta = (beta - 1 if i else alpha) - gain, beta - gain
                        n, trick, leader, status, rem = child
                        break
                    if n == 0:  # the position is searched: keep what it showed
                        key, a0, b0, lo0, hi0 = bounds.pop()
                        if best <= a0:
                            table[key] = (lo0, min(hi0, best), best_card)
                        elif best >= b0:
                            table[key] = (max(lo0, best), hi0, best_card)
                        else:
                            table[key] = (best, best, best_card)
                    ret = best

        return search


@lru_cache(maxsize=64)
def _suit_points(pts: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """``[suit][byte of ranks]``: the card points of those cards (``pts``: one trump's points)."""
    return tuple(tuple(sum(pts[s * 8 + r] for r in range(8) if byte >> r & 1) for byte in range(256)) for s in range(4))


def _strength_order(tables: CardTables, trump: int) -> tuple[tuple[int, ...], ...]:
    """Each suit's cards, weakest first (by how many cards of their suit beat them)."""
    return _strength_order_of(tables.higher[trump])


@lru_cache(maxsize=64)
def _strength_order_of(higher: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted(range(s * 8, s * 8 + 8), key=lambda c: -higher[c].bit_count())) for s in range(4))


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _union(hands: Sequence[int]) -> int:
    u = 0
    for h in hands:
        u |= h
    return u


def _count(hands: Sequence[int]) -> int:
    return sum(h.bit_count() for h in hands)
