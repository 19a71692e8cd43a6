"""Fast playouts on the rules object (AI-HARD): a full deal is known (a sampled one), every seat
plays the normal level's card (in the style it is given, :class:`~belote_ref.ai.policy.PlayStyle`),
and the hand is scored by the rules' hand result (SCORE-*).

No state machine, no views: masks and the rules object's fields (play obligation, trick winner,
sides, card points, last trick, belote points, hand result). The sequencing is this module's
own, a fast path beside :class:`belote_ref.hand.Hand` that ``tests/test_ai_rollout.py`` pins to
it: a playout replayed through a :class:`~belote_ref.machine.Game` is accepted, and its score
difference is the one of the reference's :class:`~belote_ref.scoring.HandScore`.
"""

from __future__ import annotations

from typing import Sequence

from ..rules import Rules
from .knowledge import Knowledge
from .policy import NORMAL_STYLE, CardTables, PlayStyle, heuristic_card


def holder_side(rules: Rules, hands: Sequence[int], trump: int) -> int | None:
    """The side of the seat whose hand may announce belote (it holds both trump honours), if
    one does: every level announces it (AI-EASY), and under automatic belote it counts anyway."""
    for s, held in enumerate(hands):
        if rules.belote_cards(held, trump):
            return rules.side_of(s)
    return None


def belote_side(rules: Rules, hands: Sequence[int], kn: Knowledge, trump: int) -> int | None:
    """The side whose belote counts in a deal ``hands`` drawn for ``kn``: the side that announced
    it, nobody if a trump honour went without it, else the holder's side (:func:`holder_side`)."""
    if kn.belote_seat is not None:
        return rules.side_of(kn.belote_seat)
    if kn.belote_dead:
        return None
    return holder_side(rules, hands, trump)


def score_difference(
    rules: Rules,
    team: int,
    card_points: Sequence[int],
    tricks_won: Sequence[int],
    last_team: int,
    belote_team: int | None,
    takers: int,
) -> int:
    """``team``'s hand score minus the other side's: ``rules.hand_result`` of each side's card
    points, tricks, last trick (``rules.last_trick`` to ``last_team``) and belote
    (``rules.belote_points`` to ``belote_team``). Points a tie puts in dispute count for nobody."""
    last = [0, 0]
    last[last_team] = rules.last_trick
    belote = [0, 0]
    if belote_team is not None:
        belote[belote_team] = rules.belote_points
    scores = rules.hand_result(takers, card_points, tricks_won, last, belote)[3]
    return scores[team] - scores[1 - team]


def contract_made(difference: float) -> bool:
    """Whether a hand whose takers' score less the defenders' is ``difference`` made its
    contract: a made contract scores the takers strictly more (SCORE-CONTRACT, SCORE-MADE); a
    failed or disputed one scores them less (SCORE-FAILED, SCORE-DISPUTE)."""
    return difference > 0


def playout(
    rules: Rules,
    tables: CardTables,
    hands: list[int],
    trick: list[int],
    leader: int,
    trump: int,
    played: int,
    card_points: list[int],
    tricks_won: list[int],
    takers: int,
    style: PlayStyle = NORMAL_STYLE,
) -> int:
    """Play the hand to its end with the normal level's card (in ``style``) for every seat; ``hands``,
    ``trick``, ``card_points`` and ``tricks_won`` are updated in place (a full ``trick`` is
    scored first). ``tables`` are ``card_tables(rules)``. Returns the side of the last trick's
    winner."""
    pts = rules.points[trump]
    obligation = rules.play_obligation
    winner_of = rules.trick_winner
    side = tables.side
    turns = tables.turns
    seats = len(side)
    last_team = 0
    in_trick = sum(pts[c] for c in trick)  # the card points of the trick in progress
    while True:
        if len(trick) == seats:
            leader = winner_of(leader, trick, trump)
            t = side[leader]
            card_points[t] += in_trick
            tricks_won[t] += 1
            last_team = t
            trick = []
            in_trick = 0
        seat = turns[leader][len(trick)]
        hand = hands[seat]
        if not hand:
            return last_team
        if not hand & (hand - 1):
            c = hand.bit_length() - 1
        else:
            legal = obligation(hand, trick, trump)[1]
            if legal & (legal - 1):
                c = heuristic_card(tables, hand, legal, trick, seat, trump, played, takers, style)
            else:
                c = legal.bit_length() - 1
        hands[seat] = hand & ~(1 << c)
        played |= 1 << c
        in_trick += pts[c]
        trick.append(c)
