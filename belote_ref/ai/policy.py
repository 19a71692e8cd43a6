"""The normal level's card play as a pure function of masks (AI-NORMAL); the hard level's
rollouts use the same function for every seat (AI-HARD).

Everything here is plain integers: a hand is a 32-bit mask, a trick a list of cards. The
function sees one seat's hand, the cards played so far and the trick: the other seats' cards
are only known as "not mine and not played" (``out``).
"""

from __future__ import annotations

from typing import Sequence

from ..cards import FULL_DECK_MASK, POINTS, SUIT_MASKS, TRICK_KEY, TRUMP_STRENGTH, PLAIN_STRENGTH

# HIGHER[trump][c]: the cards of c's suit that beat c (trump order in the trump suit).
HIGHER: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(
            1 << (c & ~7 | r)
            for r in range(8)
            if (TRUMP_STRENGTH if c >> 3 == t else PLAIN_STRENGTH)[r]
            > (TRUMP_STRENGTH if c >> 3 == t else PLAIN_STRENGTH)[c & 7]
        )
        for c in range(32)
    )
    for t in range(4)
)

# EASY_KEY[trump][c]: the "smallest card" order of AI-EASY: every plain card below every trump;
# inside each, by strength in its own order (plain A 10 K Q J 9 8 7, trump J 9 A 10 K Q 8 7);
# equal strength broken by suit order clubs, diamonds, hearts, spades.
EASY_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        ((1 if c >> 3 == t else 0) * 8 + (TRUMP_STRENGTH if c >> 3 == t else PLAIN_STRENGTH)[c & 7]) * 4 + (c >> 3)
        for c in range(32)
    )
    for t in range(4)
)

# CHEAP_KEY[trump][c]: the card to give away when losing: plain before trump, fewest points,
# then weakest, then suit order.
CHEAP_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (1 if c >> 3 == t else 0) * 10000 + POINTS[t][c] * 100
        + (TRUMP_STRENGTH if c >> 3 == t else PLAIN_STRENGTH)[c & 7] * 4 + (c >> 3)
        for c in range(32)
    )
    for t in range(4)
)

# RICH_KEY[trump][c]: the card to give a master partner: plain before trump, most points,
# then weakest (keep the strong ones), then suit order.
RICH_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (0 if c >> 3 == t else 10000) + POINTS[t][c] * 100
        - (TRUMP_STRENGTH if c >> 3 == t else PLAIN_STRENGTH)[c & 7] * 4 - (c >> 3)
        for c in range(32)
    )
    for t in range(4)
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


def smallest(mask: int, trump: int) -> int:
    """The smallest card of a mask in the AI-EASY order."""
    return _min_by(mask, EASY_KEY[trump])


def masters(hand: int, out: int, trump: int) -> int:
    """The cards of ``hand`` that no card in ``out`` beats within their suit."""
    hi = HIGHER[trump]
    m, res = hand, 0
    while m:
        low = m & -m
        if not hi[low.bit_length() - 1] & out:
            res |= low
        m ^= low
    return res


def heuristic_card(
    hand: int, legal: int, trick: Sequence[int], seat: int, trump: int, played: int, takers: int
) -> int:
    """The normal level's card (AI-NORMAL), from ``seat``'s hand, its legal cards, the trick so
    far, every card played before and the takers' team."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    out = FULL_DECK_MASK & ~played & ~hand
    tmask = SUIT_MASKS[trump]
    n = len(trick)
    if n == 0:
        return _lead(hand, out, trump, tmask, seat, takers)
    lead = trick[0] >> 3
    keys = TRICK_KEY[trump][lead]
    wpos, wkey = 0, keys[trick[0]]
    for i in range(1, n):
        k = keys[trick[i]]
        if k > wkey:
            wpos, wkey = i, k
    wcard = trick[wpos]
    beat = 0
    m = legal
    while m:
        low = m & -m
        if keys[low.bit_length() - 1] > wkey:
            beat |= low
        m ^= low
    partner_master = wpos == n - 2
    if partner_master:
        pool = legal & ~beat or legal
        # the partner's card is sure if nobody after us can beat it
        sure = n == 3 or not (HIGHER[trump][wcard] & out) and (wcard >> 3 == trump or not out & tmask)
        if sure:
            nontrump = pool & ~tmask
            return _max_by(nontrump or pool, RICH_KEY[trump])
        return _min_by(pool, CHEAP_KEY[trump])
    if beat:
        plain_beat = beat & ~tmask
        if n == 3:
            if plain_beat:
                return _max_by(plain_beat, RICH_KEY[trump])
            return _min_by(beat, CHEAP_KEY[trump])
        if plain_beat:
            m_beat = masters(plain_beat, out, trump)
            if m_beat:
                return _max_by(m_beat, RICH_KEY[trump])
            return _min_by(legal, CHEAP_KEY[trump])
        # only trumps beat: trump with the lowest trump that wins, keeping master trumps
        return _min_by(beat, CHEAP_KEY[trump])
    return _discard(legal, out, trump)


def _discard(legal: int, out: int, trump: int) -> int:
    """Lose as little as possible: keep masters while something else may go."""
    keep = masters(legal, out, trump)
    return _min_by(legal & ~keep or legal, CHEAP_KEY[trump])


def _lead(hand: int, out: int, trump: int, tmask: int, seat: int, takers: int) -> int:
    trumps = hand & tmask
    if trumps and out & tmask and seat & 1 == takers:
        top = masters(trumps, out, trump)
        if top:
            return _min_by(top, CHEAP_KEY[trump])
    plain = hand & ~tmask
    if plain:
        m = masters(plain, out, trump)
        if m:
            return _max_by(m, RICH_KEY[trump])
        # avoid leading a ten or other honours into a stronger card: lead the cheapest
        return _min_by(plain, CHEAP_KEY[trump])
    top = masters(trumps, out, trump)
    if top:
        return _min_by(top, CHEAP_KEY[trump])
    return _min_by(trumps, CHEAP_KEY[trump])
