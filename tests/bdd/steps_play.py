"""Steps for trick-play and scoring scenarios (PLAY-*, SCORE-*).

The shared vocabulary lives in ``conftest.py``; these steps add whole tricks with their leaders
and winners, belote-rebelote, the score breakdown of a hand, and disputed points.

After the eighth trick the game scores the hand and moves on to the next one (or ends the
match), so the hand just played is the last one in ``game.hands`` that has a score.
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from belote_ref import Play
from belote_ref.cards import Card, parse_card, points
from belote_ref.hand import Hand
from belote_ref.scoring import HandScore

from .conftest import Table, rows


def scored_hand(table: Table) -> Hand:
    """The last hand of the game that has been scored."""
    for h in reversed(table.start().hands):
        if h.score is not None:
            return h
    raise AssertionError("no hand has been scored yet")


def hand_score(table: Table) -> HandScore:
    score = scored_hand(table).score
    assert score is not None
    return score


def _seat(text: str) -> int:
    """``"2"`` or ``"seat 2"`` -> 2."""
    m = re.fullmatch(r"(?:seat\s*)?([0-3])", text.strip())
    assert m, f"not a seat: {text!r}"
    return int(m.group(1))


def _plays(text: str) -> list[tuple[Card, bool]]:
    """Cards in play order; ``(belote)`` after a card means it was played announcing belote."""
    out: list[tuple[Card, bool]] = []
    for token in text.replace(",", " ").split():
        if token.lower() == "(belote)":
            assert out, f"'(belote)' must follow a card: {text!r}"
            out[-1] = (out[-1][0], True)
        else:
            out.append((parse_card(token), False))
    return out


# --- Tricks with their leaders and winners (PLAY-TURN, PLAY-TRICK-WINNER) ----------------------
@given("these tricks have been played, each led and won as shown:")
@when("these tricks are played, each led and won as shown:")
def tricks_with_winners(table: Table, datatable: list[list[str]]) -> None:
    """A table ``| trick | leader | cards | winner |`` (``points`` optional): each trick's cards in
    play order, leader first. Checks, trick by trick, that the leader was the seat to lead, who
    won, and (if given) the points of the cards in the trick (CARDS-POINTS). A card followed by
    ``(belote)`` is played announcing belote (PLAY-BELOTE)."""
    game = table.start()
    hand = game.hand
    unknown = {h.strip() for h in datatable[0]} - {"trick", "leader", "cards", "winner", "points"}
    assert not unknown, f"unknown columns in the tricks table: {sorted(unknown)}"
    for row in rows(datatable):
        label = f"trick {row.get('trick', '?')}"
        if "leader" in row:
            assert game.to_act == _seat(row["leader"]), (
                f"{label}: seat {game.to_act} is to lead, not seat {row['leader']}"
            )
        done = len(hand.tricks)
        for card, belote in _plays(row["cards"]):
            game.apply(Play(game.to_act, card, belote))  # type: ignore[arg-type]
        assert len(hand.tricks) == done + 1, f"{label}: the row is not one whole trick"
        if "winner" in row:
            assert hand.winners[-1] == _seat(row["winner"]), (
                f"{label}: won by seat {hand.winners[-1]}, not seat {row['winner']}"
            )
        if row.get("points", "") != "":
            assert hand.trump is not None
            got = sum(points(c, hand.trump) for c, _ in _plays(row["cards"]))
            assert got == int(row["points"]), f"{label}: the cards are worth {got}, not {row['points']}"


# --- The next hand of a match ------------------------------------------------------------------
@given(parsers.parse("the next hand is dealt by seat {seat:d}"))
def next_hand_dealt_by(table: Table, seat: int) -> None:
    """The previous hand is over; hands given next are dealt by this seat (MATCH-DEALER)."""
    game = table.start()
    assert game.phase == "dealing", f"the game is in {game.phase}, not waiting for a deal"
    assert game.dealer == seat, f"seat {game.dealer} deals the next hand, not seat {seat}"
    table.dealer = seat
    table.hands = None
    table.turned = None


# --- Belote-rebelote (PLAY-BELOTE, SCORE-BELOTE) -----------------------------------------------
@then(parsers.parse("belote-rebelote counts for seat {seat:d}"))
def belote_counts_for(table: Table, seat: int) -> None:
    assert table.start().hand.belote_seat == seat, (
        f"belote counts for {table.start().hand.belote_seat}, not seat {seat}"
    )


@then("no belote-rebelote counts")
def no_belote_counts(table: Table) -> None:
    assert table.start().hand.belote_seat is None


# --- The score of a hand (SCORE-*) -------------------------------------------------------------
_COLUMNS = {
    "tricks": "tricks_won",
    "card points": "card_points",
    "last trick": "last_trick",
    "belote": "belote",
    "total": "totals",
    "scored now": "scores",
}


@then("the hand is scored:")
def hand_is_scored(table: Table, datatable: list[list[str]]) -> None:
    """A table with one row per team: ``team`` (0 or 1), ``side`` (takers or defenders), then
    any of ``tricks``, ``card points``, ``last trick``, ``belote``, ``total`` (what the contract
    test compares) and ``scored now`` (what the team adds to its match total, disputes aside)."""
    score = hand_score(table)
    unknown = {h.strip() for h in datatable[0]} - set(_COLUMNS) - {"team", "side"}
    assert not unknown, f"unknown columns in the score table: {sorted(unknown)}"
    for row in rows(datatable):
        team = int(row["team"].split()[-1])
        if "side" in row:
            side = "takers" if score.takers == team else "defenders"
            assert row["side"] == side, f"team {team} are the {side}, not the {row['side']}"
        for column, attr in _COLUMNS.items():
            if column in row:
                got = getattr(score, attr)[team]
                assert got == int(row[column]), f"team {team}, {column}: {got}, not {row[column]}"


@then(parsers.re(r"the contract is (?P<outcome>made|failed|tied)"))
def contract_is(table: Table, outcome: str) -> None:
    assert hand_score(table).contract == outcome, f"the contract is {hand_score(table).contract}"


@then(parsers.parse("the hand puts {n:d} points in dispute"))
@then(parsers.parse("{n:d} points are put in dispute"))
def points_put_in_dispute(table: Table, n: int) -> None:
    """Points the hand just scored adds to the dispute (its takers' points on a tie)."""
    assert hand_score(table).disputed == n, f"{hand_score(table).disputed} put in dispute"


@then(parsers.parse("{n:d} points remain held in dispute"))
def points_remain_in_dispute(table: Table, n: int) -> None:
    """Points the match holds in dispute now, from this hand and earlier ones."""
    assert table.start().disputed == n, f"{table.start().disputed} points held in dispute"


@then("no points remain held in dispute")
def no_points_remain_in_dispute(table: Table) -> None:
    assert table.start().disputed == 0, f"{table.start().disputed} points held in dispute"
