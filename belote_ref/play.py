"""Trick play: the play obligation, the trick winner, belote announcements and the first lead
(PLAY-TURN, PLAY-CARD-IN-HAND, PLAY-FOLLOW-SUIT, PLAY-TRUMP-LEAD, PLAY-PARTNER-MASTER,
PLAY-MUST-TRUMP, PLAY-OVERTRUMP, PLAY-UNDERTRUMP, PLAY-DISCARD, PLAY-TRICK-WINNER, PLAY-BELOTE).

Hands are 32-bit masks of cards; a trick is the sequence of cards played so far, leader first.

The obligations are written once, in :func:`play_obligation`: it names the clause that governs
the seat to play and the cards that clause allows. Everything else is derived from it: the legal
cards (:func:`legal_mask`), the refusal of a card and its clause (:func:`refusal`), the situation
an audit names when a legal set is wrong, and the AIs' inference of voids (a card ``x`` is proved
absent from a seat's hand when the card it played is not allowed from ``{played, x}``).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Callable, Mapping, Sequence

from .cards import CARDS, SUIT_MASKS, TRICK_KEY, TRUMP_KEY, TRUMPS_ABOVE, Rank, Suit, card
from .errors import (
    CardNotInHand,
    IllegalAction,
    MustFollowSuit,
    MustOvertrump,
    MustTrump,
    MustUndertrump,
)

TURN = "PLAY-TURN"
FOLLOW_SUIT = "PLAY-FOLLOW-SUIT"
TRUMP_LEAD = "PLAY-TRUMP-LEAD"
PARTNER_MASTER = "PLAY-PARTNER-MASTER"
MUST_TRUMP = "PLAY-MUST-TRUMP"
OVERTRUMP = "PLAY-OVERTRUMP"
UNDERTRUMP = "PLAY-UNDERTRUMP"
DISCARD = "PLAY-DISCARD"

Obligation = tuple[str, int, str, int]
"""What :func:`play_obligation` answers, a plain tuple (it is on every hot path):
``(clause, allowed, first_clause, first_allowed)``.

- ``clause``: the clause that governs the seat now (the *situation*, e.g. PLAY-OVERTRUMP; PLAY-TURN
  for the leader, who may play any card);
- ``allowed``: the mask of the cards of the hand that may be played;
- ``first_clause``, ``first_allowed``: the first duty, which the situation narrows. They differ from
  the first two only when trump is led: following suit (PLAY-FOLLOW-SUIT) comes before beating the
  best trump (PLAY-TRUMP-LEAD), so a card off the suit led is refused as not following suit.
"""
PlayObligation = Callable[[int, Sequence[int], int], Obligation]
"""A play obligation with its options bound: ``(hand, trick, trump) -> Obligation``."""


def trick_winner_position(trick: Sequence[int], trump: int) -> int:
    """Position (0 = leader) of the card that wins the trick so far: the highest trump, else
    the highest card of the suit led (PLAY-TRICK-WINNER)."""
    keys = TRICK_KEY[trump][trick[0] >> 3]
    best, best_key = 0, keys[trick[0]]
    for i in range(1, len(trick)):
        k = keys[trick[i]]
        if k > best_key:
            best, best_key = i, k
    return best


def trick_winner(leader: int, trick: Sequence[int], trump: int) -> int:
    """The seat that wins (or is master of) the trick so far, four seats in turn order
    (PLAY-TRICK-WINNER)."""
    return (leader + trick_winner_position(trick, trump)) & 3


def play_obligation(
    hand: int, trick: Sequence[int], trump: int, undertrump_required: bool = True, partners: bool = True
) -> Obligation:
    """The obligation of the seat holding ``hand`` about to play to ``trick`` (PLAY-* obligations):

    - leading: any card (PLAY-TURN);
    - holding the suit led: follow it (PLAY-FOLLOW-SUIT); if it is trump, beat the best trump if
      able (PLAY-TRUMP-LEAD);
    - void in trump when trump is led: any card (PLAY-DISCARD);
    - void, partner master: any card (PLAY-PARTNER-MASTER), only when seats play in partnerships
      of four (``partners``: the partner played two cards before; without partners every other
      seat is an opponent, as in the individual game of profile belote-acanomas, ACA-PLAY-MUST-TRUMP);
    - void, otherwise: trump (PLAY-MUST-TRUMP), over the best trump if able (PLAY-OVERTRUMP), else
      under it (PLAY-UNDERTRUMP; any card when undertrumping is optional);
    - void and no trump: any card (PLAY-DISCARD).
    """
    n = len(trick)
    if n == 0:
        return TURN, hand, TURN, hand
    lead = trick[0] >> 3
    follow = hand & SUIT_MASKS[lead]
    if follow and lead != trump:
        return FOLLOW_SUIT, follow, FOLLOW_SUIT, follow
    # the master card of the trick so far (PLAY-TRICK-WINNER): its key and position (a trick
    # holds at most three cards before the fourth is played: unrolled, for speed)
    keys = TRICK_KEY[trump][lead]
    best, master = keys[trick[0]], 0
    if n > 1:
        k = keys[trick[1]]
        if k > best:
            best, master = k, 1
        if n > 2:
            k = keys[trick[2]]
            if k > best:
                best, master = k, 2
            for i in range(3, n):
                k = keys[trick[i]]
                if k > best:
                    best, master = k, i
    if lead == trump:
        if not follow:
            return DISCARD, hand, DISCARD, hand
        higher = follow & TRUMPS_ABOVE[trump][best - TRUMP_KEY]
        return TRUMP_LEAD, higher or follow, FOLLOW_SUIT, follow
    if master == n - 2 and partners:
        return PARTNER_MASTER, hand, PARTNER_MASTER, hand
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return DISCARD, hand, DISCARD, hand
    if best < TRUMP_KEY:
        return MUST_TRUMP, trumps, MUST_TRUMP, trumps
    higher = trumps & TRUMPS_ABOVE[trump][best - TRUMP_KEY]
    if higher:
        return OVERTRUMP, higher, OVERTRUMP, higher
    allowed = trumps if undertrump_required else hand
    return UNDERTRUMP, allowed, UNDERTRUMP, allowed


def obligation_rule(undertrump_required: bool, partners: bool = True) -> PlayObligation:
    """:func:`play_obligation` with the PLAY-UNDERTRUMP option and the partnership bound (the
    function itself under the canonical options of the team game: it sits on every hot path)."""
    if undertrump_required and partners:
        return play_obligation

    def bound(hand: int, trick: Sequence[int], trump: int) -> Obligation:
        return play_obligation(hand, trick, trump, undertrump_required, partners)

    return bound


def legal_mask(hand: int, trick: Sequence[int], trump: int, undertrump_required: bool = True) -> int:
    """The mask of the cards of ``hand`` that may be played on ``trick``: what
    :func:`play_obligation` allows."""
    return play_obligation(hand, trick, trump, undertrump_required)[1]


RefusalSentences = Mapping[str, tuple[type[IllegalAction], str]]
"""Clause -> the typed refusal of a card that clause refuses, and its sentence (``{card}``,
``{led}``)."""

PLAY_REFUSALS: RefusalSentences = MappingProxyType({
    FOLLOW_SUIT: (MustFollowSuit, "{card} does not follow the suit led ({led}), which the hand holds"),
    TRUMP_LEAD: (MustOvertrump, "{card} does not beat the best trump of the trick, and the hand holds a trump that does"),
    MUST_TRUMP: (MustTrump, "void in {led} with the partner not master: must trump, not play {card}"),
    OVERTRUMP: (MustOvertrump, "an opponent has trumped: must overtrump with a higher trump, not play {card}"),
    UNDERTRUMP: (MustUndertrump, "an opponent has trumped and no higher trump is held: must still play a trump, not {card}"),
})
"""The typed refusal of each clause that can refuse a card held, and its sentence (partnerships)."""

PLAY_REFUSALS_NO_PARTNER: RefusalSentences = MappingProxyType({
    **PLAY_REFUSALS,
    MUST_TRUMP: (MustTrump, "void in {led}: must trump, whoever is master of the trick, not play {card}"),
    OVERTRUMP: (MustOvertrump, "a trump is in the trick: must overtrump with a higher trump, not play {card}"),
    UNDERTRUMP: (MustUndertrump, "a trump is in the trick and no higher trump is held: must still play a trump, not {card}"),
})
"""The same refusals worded for play without partners (every other seat is an opponent)."""


def refusal_of(
    obligation: Obligation, hand: int, trick: Sequence[int], c: int, sentences: RefusalSentences = PLAY_REFUSALS
) -> IllegalAction | None:
    """Why card ``c`` is refused under ``obligation`` (the seat's :func:`play_obligation`), as a
    typed error naming the clause; ``None`` if the card may be played. A card not held is refused
    first (PLAY-CARD-IN-HAND); then the first duty the card breaks names the clause, in the words
    of ``sentences``."""
    if not hand >> c & 1:
        return CardNotInHand(f"{CARDS[c]} is not in the hand")
    clause, allowed, first_clause, first_allowed = obligation
    if allowed >> c & 1:
        return None
    broken = clause if first_allowed >> c & 1 else first_clause
    kind, sentence = sentences.get(broken, (IllegalAction, "{card} may not be played here"))
    return kind(sentence.format(card=CARDS[c], led=Suit(trick[0] >> 3).letter), clause=broken)


def refusal(hand: int, trick: Sequence[int], trump: int, c: int, undertrump_required: bool = True) -> IllegalAction | None:
    """Why playing card ``c`` is refused (:func:`refusal_of` the canonical obligation)."""
    return refusal_of(play_obligation(hand, trick, trump, undertrump_required), hand, trick, c)


def excluded_by_play(
    obligation: PlayObligation, trick: Sequence[int], trump: int, played: int, candidates: int
) -> int:
    """The cards of ``candidates`` that the seat which played ``played`` on ``trick`` is proved not
    to hold: ``x`` is excluded iff ``played`` is not allowed from the hand ``{played, x}``.

    The obligations only ever narrow as a hand holds more cards, so when ``played`` is allowed
    from a hand holding a whole group of candidates, none of the group is excluded: the
    candidates are tested all together, then suit by suit, and one by one only inside a suit that
    fails (the answer is the one-by-one test's; the groups only save work)."""
    bit = 1 << played
    m = candidates & ~bit
    if not m or obligation(bit | m, trick, trump)[1] & bit:
        return 0
    out = 0
    for suit in SUIT_MASKS:
        group = m & suit
        if not group or group != m and obligation(bit | group, trick, trump)[1] & bit:
            continue
        if not group & (group - 1):  # one card, and the hand {played, it} was just refused
            out |= group
            continue
        while group:
            low = group & -group
            if not obligation(bit | low, trick, trump)[1] & bit:
                out |= low
            group ^= low
    return out


BELOTE_PAIRS: tuple[int, ...] = tuple(
    (1 << card(t, Rank.KING)) | (1 << card(t, Rank.QUEEN)) for t in range(4)
)
"""BELOTE_PAIRS[trump]: mask of the king and queen of trump (PLAY-BELOTE)."""


def belote_cards(hand: int, trump: int) -> int:
    """The cards of ``hand`` that may carry the belote announcement: the trump K and Q while the
    hand holds both, i.e. the first of the two to be played (PLAY-BELOTE)."""
    pair = BELOTE_PAIRS[trump]
    return pair if hand & pair == pair else 0


def may_announce_belote(hand: int, c: int, trump: int) -> bool:
    """Whether card ``c`` may carry the belote announcement (:func:`belote_cards`)."""
    return bool(belote_cards(hand, trump) >> c & 1)


def belote_holder(holdings: Sequence[int], trump: int) -> int | None:
    """The seat holding both the trump K and Q, if one does (PLAY-BELOTE, automatic belote)."""
    pair = BELOTE_PAIRS[trump]
    for seat, held in enumerate(holdings):
        if held & pair == pair:
            return seat
    return None


def nobody(holdings: Sequence[int], trump: int) -> None:
    """No seat's belote counts without an announcement (PLAY-BELOTE, announced belote)."""
    return None


def is_belote_card(c: int, trump: int) -> bool:
    """The trump K or Q (PLAY-BELOTE)."""
    return bool(BELOTE_PAIRS[trump] >> c & 1)


def first_leader(dealer: int) -> int:
    """The seat after the dealer leads the first trick (PLAY-TURN)."""
    return (dealer + 1) & 3
