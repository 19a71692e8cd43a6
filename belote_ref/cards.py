"""Cards, suits, ranks, their orders and their points (CARDS-DECK, CARDS-TRUMP-ORDER,
CARDS-PLAIN-ORDER, CARDS-POINTS).

A card is a :class:`Card`, an ``int`` from 0 to 31 equal to ``suit * 8 + rank`` so that the rules
core can work on plain integers and 32-bit masks. Its text form is the rank then the suit letter
(``"10H"``, ``"JS"``); :func:`parse_card` also reads suit symbols (``"J♥"``) and ``T`` for ten.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Iterable


class Suit(IntEnum):
    """The four suits, in the order used to sort cards and actions (CARDS-DECK)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    def __str__(self) -> str:
        return self.letter


class Rank(IntEnum):
    """The eight ranks, 7 to ace, in their natural (index) order: not a strength order."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def text(self) -> str:
        return RANK_TEXT[self]

    def __str__(self) -> str:
        return self.text


RANK_TEXT = ("7", "8", "9", "10", "J", "Q", "K", "A")
_SUIT_BY_TEXT = {
    "C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES,
    "♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
    "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES,
}
_RANK_BY_TEXT = {
    "7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "10": Rank.TEN, "T": Rank.TEN,
    "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING, "A": Rank.ACE,
}


class Card(int):
    """One of the 32 cards; an int ``suit * 8 + rank``. Use :data:`CARDS` or :func:`card`."""

    __slots__ = ()

    @property
    def suit(self) -> Suit:
        return Suit(self >> 3)

    @property
    def rank(self) -> Rank:
        return Rank(self & 7)

    def __str__(self) -> str:
        return RANK_TEXT[self & 7] + "CDHS"[self >> 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def pretty(self) -> str:
        """The card as players write it, with a suit symbol: ``10♥``."""
        return RANK_TEXT[self & 7] + "♣♦♥♠"[self >> 3]


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(32))
_CARD_BY_TEXT: dict[str, Card] = {str(c): c for c in CARDS}
"""Each card by its own text (``10H``): the texts the protocol and transcripts write."""
"""All 32 cards in index order (clubs 7..A, diamonds, hearts, spades) (CARDS-DECK)."""

FULL_DECK_MASK = (1 << 32) - 1
SUIT_MASKS: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))


def is_card(c: object) -> bool:
    """Whether ``c`` is a card's index: a whole number 0 to 31 (not a boolean)."""
    return isinstance(c, int) and not isinstance(c, bool) and 0 <= c < 32


def card(suit: Suit | int, rank: Rank | int) -> Card:
    """The card of this suit and rank."""
    return CARDS[int(suit) * 8 + int(rank)]


class CardSyntaxError(ValueError):
    """A text that does not name a card or a suit."""


def parse_card(text: str) -> Card:
    """Read ``"10H"``, ``"10♥"``, ``"TH"`` or ``"jh"`` as a card; raise :class:`CardSyntaxError`.
    A card's own text (``str(card)``) is looked up first."""
    if type(text) is str:
        known = _CARD_BY_TEXT.get(text)
        if known is not None:
            return known
    if not isinstance(text, str):
        raise CardSyntaxError(f"a card must be written as text, got {text!r}")
    t = text.strip().upper()
    if len(t) < 2 or t[:-1] not in _RANK_BY_TEXT or t[-1] not in _SUIT_BY_TEXT:
        raise CardSyntaxError(
            f"{text!r} is not a card: write a rank (7 8 9 10 J Q K A) then a suit (C D H S or ♣♦♥♠)"
        )
    return card(_SUIT_BY_TEXT[t[-1]], _RANK_BY_TEXT[t[:-1]])


def parse_suit(text: str) -> Suit:
    """Read ``"H"``, ``"♥"`` or ``"hearts"`` as a suit; raise :class:`CardSyntaxError`."""
    if not isinstance(text, str):
        raise CardSyntaxError(f"a suit must be written as text, got {text!r}")
    t = text.strip()
    if t.upper() in _SUIT_BY_TEXT:
        return _SUIT_BY_TEXT[t.upper()]
    for s in Suit:
        if t.lower() == s.name.lower():
            return s
    raise CardSyntaxError(f"{text!r} is not a suit: write C, D, H or S (or ♣ ♦ ♥ ♠)")


def parse_cards(text: str) -> list[Card]:
    """Read a list of cards separated by spaces or commas."""
    return [parse_card(t) for t in text.replace(",", " ").split()]


# --- Orders (CARDS-TRUMP-ORDER, CARDS-PLAIN-ORDER) -------------------------------------------
# Strength of each rank, 0 (weakest) to 7 (strongest), indexed by Rank.
TRUMP_STRENGTH: tuple[int, ...] = (0, 1, 6, 4, 7, 2, 3, 5)
"""Trump order: J, 9, A, 10, K, Q, 8, 7 (CARDS-TRUMP-ORDER)."""
PLAIN_STRENGTH: tuple[int, ...] = (0, 1, 2, 6, 3, 4, 5, 7)
"""Plain order: A, 10, K, Q, J, 9, 8, 7 (CARDS-PLAIN-ORDER)."""

# --- Points (CARDS-POINTS) --------------------------------------------------------------------
TRUMP_POINTS: tuple[int, ...] = (0, 0, 14, 10, 20, 3, 4, 11)
"""Trump points by rank: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 and 7 nothing."""
PLAIN_POINTS: tuple[int, ...] = (0, 0, 0, 10, 2, 3, 4, 11)
"""Plain points by rank: A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing."""
LAST_TRICK_BONUS = 10
HAND_TOTAL = 162
CAPOT_SCORE = 252
BELOTE_BONUS = 20

# Tables indexed [trump][card] for the hot paths of the rules core.
POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple((TRUMP_POINTS if c >> 3 == t else PLAIN_POINTS)[c & 7] for c in range(32)) for t in range(4)
)
"""``POINTS[trump][card]``: the card's points when ``trump`` is trump."""

TRUMP_KEY = 16
"""A trump's key in a trick is TRUMP_KEY + its strength: above every card of the suit led."""
# TRICK_KEY[trump][lead][card]: ordering key inside a trick; trumps beat the suit led, which
# beats other suits (key -1: never wins).
TRICK_KEY: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            TRUMP_KEY + TRUMP_STRENGTH[c & 7] if c >> 3 == t else (PLAIN_STRENGTH[c & 7] if c >> 3 == lead else -1)
            for c in range(32)
        )
        for lead in range(4)
    )
    for t in range(4)
)

# TRUMPS_ABOVE[trump][strength]: mask of the trumps stronger than a trump of that strength.
TRUMPS_ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(1 << (t * 8 + r) for r in range(8) if TRUMP_STRENGTH[r] > s)
        for s in range(8)
    )
    for t in range(4)
)


def points(c: int, trump: int) -> int:
    """Points of a card when ``trump`` is the trump suit (CARDS-POINTS)."""
    return POINTS[trump][c]


def strength(c: int, trump: int) -> int:
    """Strength of a card within its own suit, 0..7, trump order for trumps (CARDS-*-ORDER)."""
    return TRUMP_STRENGTH[c & 7] if c >> 3 == trump else PLAIN_STRENGTH[c & 7]


def mask_of(cards: Iterable[int]) -> int:
    """The 32-bit mask of a set of cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def sort_for_display(cards: Iterable[int], trump: int | None = None) -> list[Card]:
    """Cards grouped by suit, strongest first within a suit (trump order for the trump suit)."""
    return sorted(
        (CARDS[c] for c in cards),
        key=lambda c: (c >> 3, -(strength(c, trump) if trump is not None else PLAIN_STRENGTH[c & 7])),
    )
