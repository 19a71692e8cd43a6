"""Hand scores worked out by hand (SCORE-*): made, failed, belote in the contract test, capot by
either team, equal totals with and without belote, and the tie=fail option.

Trump is hearts. The 32 cards are split into eight tricks whose points (decision 14) are:

    T1 JH 7C 8C 9C  20     T5 KH QH 8H 7H   7
    T2 9H 7D 8D 9D  14     T6 AC 10C KC QC 28
    T3 AH 7S 8S 9S  11     T7 AD 10D KD QD 28
    T4 10H JC JD JS 16     T8 AS 10S KS QS 28   (last trick: +10)      total 152 (+10 = 162)

The tests give each trick to seat 0 (team 0) or seat 1 (team 1); the card order inside a trick
does not matter to the score.
"""

from __future__ import annotations

import pytest

from belote_ref.cards import Suit, parse_cards
from belote_ref.scoring import FAILED, MADE, TIED, HandScore, score_hand

H = int(Suit.HEARTS)
TRICKS = [
    parse_cards(t)
    for t in (
        "JH 7C 8C 9C", "9H 7D 8D 9D", "AH 7S 8S 9S", "10H JC JD JS",
        "KH QH 8H 7H", "AC 10C KC QC", "AD 10D KD QD", "AS 10S KS QS",
    )
]


def score(team0: str, taker: int = 0, belote_seat: int | None = None, tie: str = "dispute") -> HandScore:
    """Score the eight tricks, ``team0`` naming (1-8) those won by seat 0; the rest by seat 1."""
    won = {int(x) for x in team0.split()} if team0 else set()
    winners = [0 if i + 1 in won else 1 for i in range(8)]
    return score_hand(H, taker, TRICKS, winners, belote_seat, tie)


def test_points_add_up_to_152_plus_last_trick() -> None:
    s = score("1 2 3 4 5 8")
    # team 0: 20+14+11+16+7+28 = 96 cards, +10 last = 106; team 1: 28+28 = 56
    assert s.card_points == (96, 56)
    assert s.last_trick == (10, 0)
    assert s.contract == MADE
    assert s.scores == (106, 56)  # each team scores its own total (SCORE-MADE)
    assert s.tricks_won == (6, 2)


def test_belote_counts_in_the_contract_test() -> None:
    # Takers (team 0) win T4 T6 T7: 16+28+28 = 72, no last trick; belote 20 -> 92.
    # Defenders: 20+14+11+7+28 = 80 + 10 = 90. 92 > 90: made, each scores its own.
    s = score("4 6 7", belote_seat=2)
    assert s.totals == (92, 90)
    assert (s.contract, s.scores) == (MADE, (92, 90))
    # Without the belote, 72 < 90: failed; defenders score 162, takers nothing.
    s = score("4 6 7")
    assert (s.contract, s.scores) == (FAILED, (0, 162))


def test_failed_contract_takers_keep_their_belote() -> None:
    # Takers win T1 T2 T3 T5 = 52, + belote 20 = 72; defenders 16+28+28+28 = 100 + 10 = 110.
    # Failed: defenders 162; takers keep only their belote, 20 (SCORE-FAILED).
    s = score("1 2 3 5", belote_seat=0)
    assert s.totals == (72, 110)
    assert (s.contract, s.scores) == (FAILED, (20, 162))


def test_failed_contract_defenders_belote() -> None:
    # Takers win T1 T6 T7 = 76; defenders 14+11+16+7+28 = 76 + 10 + belote 20 = 106.
    # Failed: defenders 162 + their belote 20 = 182; takers 0.
    s = score("1 6 7", belote_seat=3)
    assert s.totals == (76, 106)
    assert (s.contract, s.scores) == (FAILED, (0, 182))


def test_capot_by_the_takers() -> None:
    # All eight tricks to team 0: 252 instead of 152 + 10 (SCORE-CAPOT); with belote 272.
    s = score("1 2 3 4 5 6 7 8")
    assert (s.capot, s.totals, s.contract, s.scores) == (0, (252, 0), MADE, (252, 0))
    s = score("1 2 3 4 5 6 7 8", belote_seat=2)
    assert s.scores == (272, 0)


def test_capot_by_the_defenders() -> None:
    # Takers team 0 win nothing: defenders' capot, contract failed, defenders 252 (not 162).
    s = score("")
    assert (s.capot, s.totals, s.contract, s.scores) == (1, (0, 252), FAILED, (0, 252))
    # takers' belote: 20 against 252, failed, they keep the 20
    s = score("", belote_seat=0)
    assert (s.contract, s.scores) == (FAILED, (20, 252))
    # defenders' belote: 252 + 20
    s = score("", belote_seat=1)
    assert (s.contract, s.scores) == (FAILED, (0, 272))


def test_capot_by_takers_of_team_one() -> None:
    # Seat 1 takes and team 1 wins every trick: 252 to team 1, contract made.
    s = score("", taker=1)
    assert (s.takers, s.capot, s.contract, s.scores) == (1, 1, MADE, (0, 252))


def test_tie_without_belote_holds_the_takers_points() -> None:
    # Takers win T1 T4 T5 T8 = 20+16+7+28 = 71 + 10 last = 81; defenders 14+11+28+28 = 81.
    # Equal: defenders score 81 now, the takers' 81 is held in dispute (SCORE-DISPUTE).
    s = score("1 4 5 8")
    assert s.totals == (81, 81)
    assert (s.contract, s.scores, s.disputed) == (TIED, (0, 81), 81)
    assert s.winner is None


def test_tie_with_belote() -> None:
    # Takers win T1 T4 T5 T6 = 71, + belote 20 = 91; defenders 14+11+28+28 = 81 + 10 = 91.
    # Equal: defenders 91 now; the takers' belote (20) is scored at once; their card points
    # (71) are held in dispute.
    s = score("1 4 5 6", belote_seat=0)
    assert s.totals == (91, 91)
    assert (s.contract, s.scores, s.disputed) == (TIED, (20, 91), 71)


def test_tie_fail_option() -> None:
    # tie=fail: equal totals fail the contract: defenders 162, takers keep their belote 20.
    s = score("1 4 5 6", belote_seat=0, tie="fail")
    assert (s.contract, s.scores, s.disputed) == (FAILED, (20, 162), 0)
    s = score("1 4 5 8", tie="fail")
    assert (s.contract, s.scores, s.disputed) == (FAILED, (0, 162), 0)


@pytest.mark.parametrize("taker", [0, 1, 2, 3])
def test_score_json_round(taker: int) -> None:
    s = score("1 2 3 4 5 8", taker=taker)
    j = s.to_json()
    assert j["takers"] == taker & 1
    assert sum(j["card_points"]) + sum(j["last_trick"]) == 162
