"""Fast playouts over the pure rules core (AI-HARD): a full deal is known (a sampled one), every
seat plays the normal level's card, and the hand is scored as SCORE-* score it.

No state machine, no views: masks, :func:`belote_ref.play.legal_mask`, TRICK_KEY and POINTS.
"""

from __future__ import annotations

from typing import Sequence

from ..cards import BELOTE_BONUS, CAPOT_SCORE, HAND_TOTAL, LAST_TRICK_BONUS, POINTS, TRICK_KEY
from ..play import legal_mask
from .policy import heuristic_card


def score_difference(
    team: int,
    card_points: Sequence[int],
    tricks_won: Sequence[int],
    last_team: int,
    belote_team: int | None,
    takers: int,
    tie_dispute: bool = True,
) -> int:
    """``team``'s hand score minus the other team's (SCORE-CONTRACT, -MADE, -FAILED, -CAPOT;
    on equal totals the disputed points are counted for nobody)."""
    bel = [0, 0]
    if belote_team is not None:
        bel[belote_team] = BELOTE_BONUS
    capot = 0 if tricks_won[0] == 8 else 1 if tricks_won[1] == 8 else None
    if capot is not None:
        tot = [bel[0], bel[1]]
        tot[capot] += CAPOT_SCORE
    else:
        tot = [card_points[0] + bel[0], card_points[1] + bel[1]]
        tot[last_team] += LAST_TRICK_BONUS
    d = 1 - takers
    if tot[takers] > tot[d]:
        sc = tot
    elif tot[takers] == tot[d] and tie_dispute:
        sc = [0, 0]
        sc[d] = tot[d]
        sc[takers] = bel[takers]
    else:
        sc = [0, 0]
        sc[d] = (CAPOT_SCORE if capot == d else HAND_TOTAL) + bel[d]
        sc[takers] = bel[takers]
    return sc[team] - sc[1 - team]


def playout(
    hands: list[int],
    trick: list[int],
    leader: int,
    trump: int,
    played: int,
    card_points: list[int],
    tricks_won: list[int],
    takers: int,
    undertrump_required: bool = True,
) -> int:
    """Play the hand to its end with the normal level's card for every seat; ``hands``,
    ``trick``, ``card_points`` and ``tricks_won`` are updated in place (a full ``trick`` is
    scored first). Returns the team of the last trick's winner."""
    pts = POINTS[trump]
    last_team = 0
    while True:
        if len(trick) == 4:
            keys = TRICK_KEY[trump][trick[0] >> 3]
            wpos, wkey = 0, keys[trick[0]]
            for i in (1, 2, 3):
                k = keys[trick[i]]
                if k > wkey:
                    wpos, wkey = i, k
            winner = (leader + wpos) & 3
            t = winner & 1
            card_points[t] += pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
            tricks_won[t] += 1
            last_team = t
            leader = winner
            trick = []
        seat = (leader + len(trick)) & 3
        hand = hands[seat]
        if not hand:
            return last_team
        if not hand & (hand - 1):
            c = hand.bit_length() - 1
        else:
            legal = legal_mask(hand, trick, trump, undertrump_required)
            if legal & (legal - 1):
                c = heuristic_card(hand, legal, trick, seat, trump, played, takers)
            else:
                c = legal.bit_length() - 1
        hands[seat] = hand & ~(1 << c)
        played |= 1 << c
        trick.append(c)
