"""Shared Gherkin steps: the vocabulary every feature file may use.

Cards are written as players write them (``J♥``, ``10♠``, also ``JH``); suits as ``♥`` or
``hearts``. Seats are 0-3; team 0 is seats 0 and 2, team 1 is seats 1 and 3.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from belote_ref import Game, Pass, Play, Take, make_ruleset
from belote_ref.actions import Coinche, Declare
from belote_ref.cards import Card, parse_card, parse_cards, parse_suit
from belote_ref.deal import order_for_hands
from belote_ref.errors import IllegalAction
from belote_ref.ruleset import CANONICAL, Ruleset, parse_option_text


@dataclass
class Table:
    """What a scenario has set up so far."""

    ruleset: Ruleset = CANONICAL
    options: dict[str, Any] = field(default_factory=dict)
    dealer: int = 0
    totals: tuple[int, int] = (0, 0)
    disputed: int = 0
    hands: list[list[Card]] | None = None
    turned: Card | None = None
    game: Game | None = None
    error: IllegalAction | None = None
    before: Any = None

    def start(self) -> Game:
        """The game, created on first use with the scenario's ruleset, dealer and match state."""
        if self.game is None:
            self.ruleset = make_ruleset(self.options)
            self.game = Game(self.ruleset, self.dealer, self.totals, self.disputed)
        return self.game


@pytest.fixture
def table() -> Table:
    return Table()


def rows(datatable: list[list[str]]) -> list[dict[str, str]]:
    """A Gherkin table as a list of dicts keyed by the header row."""
    header = [h.strip() for h in datatable[0]]
    return [dict(zip(header, (c.strip() for c in row))) for row in datatable[1:]]


def attempt(table: Table, action: Any) -> None:
    """Apply ``action``, remembering a refusal and the state before it."""
    game = table.start()
    table.before = game.snapshot()
    table.error = None
    try:
        game.apply(action)
    except IllegalAction as exc:
        table.error = exc


# --- Given: the ruleset, the dealer, the match so far ------------------------------------------
@given("the canonical ruleset")
def canonical_ruleset(table: Table) -> None:
    table.options = {}


@given(parsers.parse('the ruleset option {text}'))
def ruleset_option(table: Table, text: str) -> None:
    name, value = parse_option_text(text)
    table.options[name] = value


@given(parsers.parse("seat {seat:d} deals"))
def dealer_is(table: Table, seat: int) -> None:
    table.dealer = seat


@given(parsers.parse("the match stands at {a:d} to {b:d}"))
def match_stands(table: Table, a: int, b: int) -> None:
    table.totals = (a, b)


@given(parsers.parse("{n:d} points are held in dispute"))
def points_in_dispute(table: Table, n: int) -> None:
    table.disputed = n


@given(parsers.parse("the card order, top card first, is:\n{text}"))
@given(parsers.parse("the card order, top card first, is: {text}"))
def card_order(table: Table, text: str) -> None:
    table.start().deal(parse_cards(text))


@given(parsers.parse("the hands after the completion deal are, with {turned} turned:"))
def hands_after_completion(table: Table, turned: str, datatable: list[list[str]]) -> None:
    """Hands of eight cards each; the turned card is in the taker's hand. The card order is
    worked out from these hands when the taker is named (``deal.order_for_hands``)."""
    hands: list[list[Card]] = [[], [], [], []]
    for row in rows(datatable):
        hands[int(row["seat"])] = parse_cards(row["cards"])
    table.hands = hands
    table.turned = parse_card(turned)


def _deal_for(table: Table, taker: int) -> Game:
    assert table.hands is not None and table.turned is not None
    game = table.start()
    game.deal(order_for_hands(table.hands, table.dealer, taker, table.turned, table.ruleset.first_deal))
    return game


@given(parsers.parse("seat {seat:d} takes the turned suit in round 1"))
def takes_in_round_one(table: Table, seat: int) -> None:
    game = _deal_for(table, seat)
    assert table.turned is not None
    while game.to_act != seat:
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    game.apply(Take(seat, table.turned.suit))


@given(parsers.parse("seat {seat:d} names {suit} in round 2"))
def names_in_round_two(table: Table, seat: int, suit: str) -> None:
    game = _deal_for(table, seat)
    for _ in range(4):
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    while game.to_act != seat:
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    game.apply(Take(seat, parse_suit(suit)))


@given(parsers.parse("these cards have been played: {cards}"))
@when(parsers.parse("these cards are played: {cards}"))
def cards_played(table: Table, cards: str) -> None:
    """Cards played in turn order, whoever is to act each time (they must all be legal)."""
    game = table.start()
    for c in parse_cards(cards):
        game.apply(Play(game.to_act, c))  # type: ignore[arg-type]


@given("these tricks have been played:")
@when("these tricks are played:")
def tricks_played(table: Table, datatable: list[list[str]]) -> None:
    """A table with a ``cards`` column: each row one trick in play order, leader first."""
    for row in rows(datatable):
        cards_played(table, row["cards"])


# --- When: actions -----------------------------------------------------------------------------
@when(parsers.parse("seat {seat:d} passes"))
def seat_passes(table: Table, seat: int) -> None:
    attempt(table, Pass(seat))


@when(parsers.parse("seat {seat:d} takes {suit}"))
def seat_takes(table: Table, seat: int, suit: str) -> None:
    attempt(table, Take(seat, parse_suit(suit)))


@when(parsers.parse("seat {seat:d} plays {card} announcing belote"))
def seat_plays_belote(table: Table, seat: int, card: str) -> None:
    attempt(table, Play(seat, parse_card(card), True))


@when(parsers.re(r"seat (?P<seat>\d) plays (?P<card>\S+)$"))
def seat_plays(table: Table, seat: str, card: str) -> None:
    attempt(table, Play(int(seat), parse_card(card)))


@when(parsers.parse("seat {seat:d} doubles (coinche)"))
def seat_coinches(table: Table, seat: int) -> None:
    attempt(table, Coinche(seat))


@when(parsers.parse('seat {seat:d} declares a {declaration}'))
def seat_declares(table: Table, seat: int, declaration: str) -> None:
    attempt(table, Declare(seat, declaration))


# --- Then: outcomes ----------------------------------------------------------------------------
@then("the action is accepted")
def accepted(table: Table) -> None:
    assert table.error is None, f"refused: {table.error}"


@then(parsers.parse("the action is refused under {clause}"))
def refused_under(table: Table, clause: str) -> None:
    assert table.error is not None, "the action was accepted"
    assert table.error.clause == clause, f"refused under {table.error.clause}: {table.error.reason}"
    assert table.start().snapshot() == table.before, "a refused action changed the game"


@then(parsers.parse('the reason given mentions "{words}"'))
def reason_mentions(table: Table, words: str) -> None:
    assert table.error is not None
    assert words.lower() in table.error.reason.lower(), table.error.reason


@then(parsers.parse("seat {seat:d} may play only: {cards}"))
def may_play_only(table: Table, seat: int, cards: str) -> None:
    game = table.start()
    assert game.to_act == seat, f"seat {game.to_act} is to act, not seat {seat}"
    assert sorted(game.legal_cards()) == sorted(parse_cards(cards))


@then(parsers.parse("seat {seat:d} may play any card"))
def may_play_any(table: Table, seat: int) -> None:
    game = table.start()
    assert game.to_act == seat, f"seat {game.to_act} is to act, not seat {seat}"
    assert sorted(game.legal_cards()) == sorted(game.holding(seat))


@then(parsers.parse("seat {seat:d} is to act"))
def is_to_act(table: Table, seat: int) -> None:
    assert table.start().to_act == seat


@then(parsers.parse("seat {seat:d} wins the trick"))
@then(parsers.parse("seat {seat:d} won the last trick"))
def wins_trick(table: Table, seat: int) -> None:
    """The winner of the latest finished trick (of the last hand that has one)."""
    hand = next(h for h in reversed(table.start().hands) if h.winners)
    assert hand.winners[-1] == seat


@then(parsers.parse('the phase is "{phase}"'))
def phase_is(table: Table, phase: str) -> None:
    assert table.start().phase == phase


@then(parsers.parse("the match totals are {a:d} to {b:d}"))
def totals_are(table: Table, a: int, b: int) -> None:
    assert table.start().totals == (a, b)
