"""Trick play: whose turn, which cards are legal, who wins a trick, belote announcements
(PLAY-TURN, PLAY-CARD-IN-HAND, PLAY-FOLLOW-SUIT, PLAY-TRUMP-LEAD, PLAY-PARTNER-MASTER,
PLAY-MUST-TRUMP, PLAY-OVERTRUMP, PLAY-UNDERTRUMP, PLAY-DISCARD, PLAY-TRICK-WINNER, PLAY-BELOTE).

Hands are 32-bit masks of cards; a trick is the list of cards played so far, leader first.
"""

from __future__ import annotations

from typing import Sequence

from .cards import CARDS, SUIT_MASKS, TRICK_KEY, TRUMP_STRENGTH, TRUMPS_ABOVE, Rank, Suit, card
from .errors import (
    CardNotInHand,
    IllegalAction,
    MustFollowSuit,
    MustOvertrump,
    MustTrump,
    MustUndertrump,
)


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
    """The seat that wins (or is master of) the trick so far (PLAY-TRICK-WINNER)."""
    return (leader + trick_winner_position(trick, trump)) & 3


def _best_trump_strength(trick: Sequence[int], trump: int) -> int:
    best = -1
    for c in trick:
        if c >> 3 == trump:
            s = TRUMP_STRENGTH[c & 7]
            if s > best:
                best = s
    return best


def legal_mask(hand: int, trick: Sequence[int], trump: int, undertrump_required: bool = True) -> int:
    """The mask of the cards of ``hand`` that may be played on ``trick`` (PLAY-* obligations).

    - leading: any card;
    - holding the suit led: follow it; if it is trump, beat the best trump if able (PLAY-TRUMP-LEAD);
    - void, partner master: any card (PLAY-PARTNER-MASTER);
    - void, otherwise: trump (PLAY-MUST-TRUMP), over the best trump if able (PLAY-OVERTRUMP),
      else under it (PLAY-UNDERTRUMP; free discard when undertrumping is optional);
    - void and no trump: any card (PLAY-DISCARD).
    """
    n = len(trick)
    if n == 0:
        return hand
    lead = trick[0] >> 3
    follow = hand & SUIT_MASKS[lead]
    if lead == trump:
        if not follow:
            return hand
        higher = follow & TRUMPS_ABOVE[trump][_best_trump_strength(trick, trump)]
        return higher or follow
    if follow:
        return follow
    if n >= 2 and trick_winner_position(trick, trump) == n - 2:
        return hand
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return hand
    best = _best_trump_strength(trick, trump)
    if best < 0:
        return trumps
    higher = trumps & TRUMPS_ABOVE[trump][best]
    if higher:
        return higher
    return trumps if undertrump_required else hand


def refusal(hand: int, trick: Sequence[int], trump: int, c: int, undertrump_required: bool = True) -> IllegalAction | None:
    """Why playing card ``c`` is refused, as a typed error naming the clause; ``None`` if legal."""
    if not hand >> c & 1:
        return CardNotInHand(f"{CARDS[c]} is not in the hand")
    legal = legal_mask(hand, trick, trump, undertrump_required)
    if legal >> c & 1:
        return None
    lead = trick[0] >> 3
    suit = c >> 3
    led = Suit(lead).letter
    if hand & SUIT_MASKS[lead] and suit != lead:
        return MustFollowSuit(f"{CARDS[c]} does not follow the suit led ({led}), which the hand holds")
    if lead == trump:
        return MustOvertrump(
            f"{CARDS[c]} does not beat the best trump of the trick, and the hand holds a trump that does",
            clause="PLAY-TRUMP-LEAD",
        )
    best = _best_trump_strength(trick, trump)
    if best < 0:
        return MustTrump(f"void in {led} with the partner not master: must trump, not play {CARDS[c]}")
    if hand & SUIT_MASKS[trump] & TRUMPS_ABOVE[trump][best]:
        return MustOvertrump(
            f"an opponent has trumped: must overtrump with a higher trump, not play {CARDS[c]}"
        )
    return MustUndertrump(
        f"an opponent has trumped and no higher trump is held: must still play a trump, not {CARDS[c]}"
    )


BELOTE_PAIRS: tuple[int, ...] = tuple(
    (1 << card(t, Rank.KING)) | (1 << card(t, Rank.QUEEN)) for t in range(4)
)
"""BELOTE_PAIRS[trump]: mask of the king and queen of trump (PLAY-BELOTE)."""


def belote_pair_mask(trump: int) -> int:
    """Mask of the king and queen of trump (PLAY-BELOTE)."""
    return BELOTE_PAIRS[trump]


def may_announce_belote(hand: int, c: int, trump: int) -> bool:
    """A seat may announce belote with card ``c`` if it is the trump K or Q and the hand still
    holds both: it is the first of the two to be played (PLAY-BELOTE)."""
    pair = BELOTE_PAIRS[trump]
    return bool(pair >> c & 1) and hand & pair == pair


def first_leader(dealer: int) -> int:
    """The seat after the dealer leads the first trick (PLAY-TURN)."""
    return (dealer + 1) & 3
