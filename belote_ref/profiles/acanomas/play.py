"""Trick play of profile belote-acanomas: the first lead, the obligations without a partner (in
pairs, the team game's), and the trick winner (ACA-PLAY-TURN, ACA-PLAY-CARD-IN-HAND,
ACA-PLAY-FOLLOW-SUIT, ACA-PLAY-TRUMP-LEAD, ACA-PLAY-MUST-TRUMP, ACA-PLAY-OVERTRUMP,
ACA-PLAY-UNDERTRUMP, ACA-PLAY-DISCARD, ACA-PLAY-PAIRS, ACA-PLAY-TRICK-WINNER).

The obligations are the team game's function (:func:`belote_ref.play.play_obligation`), without
its partner exception in individual play; the trick winner is the team game's position of the
winning card (:func:`belote_ref.play.trick_winner_position`) read in this table's turn order.
Refusals name the team game's clauses here; the rules object names this profile's
(``clause_of``).
"""

from __future__ import annotations

from typing import Callable, Sequence

from ... import play as team
from ...play import PlayObligation
from .match import mano


def first_leader(dealer: int, in_play: Sequence[int], seats: int) -> int:
    """The mano leads trick 1, whoever took (ACA-PLAY-TURN)."""
    return mano(dealer, in_play, seats)


def obligation_rule(undertrump_required: bool, pairs: bool) -> PlayObligation:
    """The play obligation (ACA-PLAY-*): the team game's with the ``undertrump`` option bound,
    its partner exception only in the pairs sub-profile (ACA-PLAY-MUST-TRUMP, ACA-PLAY-PAIRS)."""
    return team.obligation_rule(undertrump_required, partners=pairs)


def play_obligation(hand: int, trick: Sequence[int], trump: int) -> team.Obligation:
    """The obligation of individual play under the canonical options (no partner): the seat
    holding ``hand`` about to play to ``trick``."""
    return team.play_obligation(hand, trick, trump, True, False)


def trick_winner(turn: Sequence[Sequence[int]]) -> Callable[[int, Sequence[int], int], int]:
    """The trick winner for a table whose turn order from each leader is ``turn[leader]``: the
    seat that played the highest trump, else the highest card of the suit led
    (ACA-PLAY-TRICK-WINNER)."""

    def winner(leader: int, trick: Sequence[int], trump: int) -> int:
        return turn[leader][team.trick_winner_position(trick, trump)]

    return winner
