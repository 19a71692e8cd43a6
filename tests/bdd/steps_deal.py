"""Steps for the seats, cards, ruleset, deal, bidding, match and view scenarios.

The shared vocabulary is in ``conftest.py``; the steps here add what those chapters need: card
orders written in rows, what each seat receives, ruleset building and its refusals, JSON actions,
disabled contracts, a whole hand played from a table of tricks, match results, and seat views.
Expected values always come from the scenario text; the engine is only asked what it did.
"""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from belote_ref import Pass, Play, make_ruleset
from belote_ref.actions import Deal, Take, action_from_json
from belote_ref.cards import (
    CARDS,
    HAND_TOTAL,
    LAST_TRICK_BONUS,
    Card,
    Rank,
    Suit,
    card,
    parse_card,
    parse_cards,
    parse_suit,
    points,
)
from belote_ref.errors import IllegalAction, RulesetError
from belote_ref.match import match_winner, next_dealer
from belote_ref.play import trick_winner
from belote_ref.ruleset import Ruleset, parse_option_text
from belote_ref.seats import next_seat, partner, team_of

from .conftest import Table, attempt, rows


@dataclass
class DealScene:
    """What the deal/bidding/match/view scenarios remember besides the shared :class:`Table`."""

    first_deal: list[set[Card]] | None = None
    """Each seat's five cards after the first deal, as the scenario states them."""
    tricks: list[dict[str, str]] = field(default_factory=list)
    """The tricks of a hand to be played (rows of a table: trick, cards, won by, points)."""
    ruleset: Ruleset | None = None
    ruleset_error: RulesetError | None = None


@pytest.fixture
def deal_scene() -> DealScene:
    return DealScene()


def _cards(text: str) -> set[Card]:
    return set(parse_cards(text))


def _show(cards: Any) -> str:
    return " ".join(CARDS[c].pretty for c in sorted(cards))


# --- Seats (SEATS-TEAMS) -----------------------------------------------------------------------
@then("the seats play as follows:")
def seats_play_as(datatable: list[list[str]]) -> None:
    """Columns: seat, team, partner, next seat."""
    for row in rows(datatable):
        seat = int(row["seat"])
        assert team_of(seat) == int(row["team"]), f"seat {seat}"
        assert partner(seat) == int(row["partner"]), f"seat {seat}"
        assert next_seat(seat) == int(row["next seat"]), f"seat {seat}"


# --- Cards (CARDS-*) ---------------------------------------------------------------------------
@then("the deck holds exactly these cards:")
def deck_holds(datatable: list[list[str]]) -> None:
    """Columns: suit, cards. The deck is every listed card, each once, and nothing else."""
    listed: list[Card] = []
    for row in rows(datatable):
        suit = parse_suit(row["suit"])
        cards = parse_cards(row["cards"])
        assert all(c.suit == suit for c in cards), row
        listed.extend(cards)
    assert len(listed) == len(set(listed)), "a card is listed twice"
    assert sorted(listed) == sorted(CARDS)


@then(parsers.parse("the deck has {n:d} cards, {k:d} in each suit"))
def deck_size(n: int, k: int) -> None:
    assert len(CARDS) == n
    for s in Suit:
        assert sum(1 for c in CARDS if c.suit == s) == k


def _beats(a: Card, b: Card, trump: Suit) -> bool:
    """Card ``a`` wins a two-card trick against ``b``, whichever of the two is led."""
    return trick_winner(0, [a, b], trump) == 0 and trick_winner(0, [b, a], trump) == 1


@then(parsers.parse("with {suit} trump, the trumps rank from highest to lowest: {cards}"))
def trumps_rank(suit: str, cards: str) -> None:
    trump = parse_suit(suit)
    order = parse_cards(cards)
    assert len(order) == 8 and all(c.suit == trump for c in order)
    for i, higher in enumerate(order):
        for lower in order[i + 1:]:
            assert _beats(higher, lower, trump), f"{higher.pretty} should beat {lower.pretty}"


@then(parsers.parse("with {suit} trump, the {plain} cards rank from highest to lowest: {cards}"))
def plain_rank(suit: str, plain: str, cards: str) -> None:
    trump = parse_suit(suit)
    led = parse_suit(plain)
    assert led != trump
    order = parse_cards(cards)
    assert len(order) == 8 and all(c.suit == led for c in order)
    for i, higher in enumerate(order):
        for lower in order[i + 1:]:
            assert _beats(higher, lower, trump), f"{higher.pretty} should beat {lower.pretty}"


@then(parsers.parse("with {suit} trump, these tricks are won by the card shown:"))
def tricks_won_by_card(suit: str, datatable: list[list[str]]) -> None:
    """Columns: cards (leader first), wins."""
    trump = parse_suit(suit)
    for row in rows(datatable):
        trick = parse_cards(row.get("cards") or row["cards (leader first)"])
        position = (trick_winner(0, trick, trump)) & 3
        assert trick[position] == parse_card(row["wins"]), f"{_show(trick)}: {trick[position].pretty} wins"


@then(parsers.parse("the card points, in any suit, are:"))
def card_points_table(datatable: list[list[str]]) -> None:
    """Columns: rank, as trump, as plain. Checked for each of the four suits."""
    ranks = {r.text: r for r in Rank}
    for row in rows(datatable):
        rank = ranks[row["rank"]]
        for s in Suit:
            c = card(s, rank)
            other = Suit((s + 1) % 4)
            assert points(c, s) == int(row["as trump"]), f"{c.pretty} as trump"
            assert points(c, other) == int(row["as plain"]), f"{c.pretty} when {other.symbol} is trump"


@then(parsers.parse("with {suit} trump, the 32 cards are worth {n:d} points in all"))
def deck_points(suit: str, n: int) -> None:
    trump = parse_suit(suit)
    assert sum(points(c, trump) for c in CARDS) == n


@then(parsers.parse("the last trick is worth {n:d} more, making {total:d} in a hand"))
def last_trick_and_total(n: int, total: int) -> None:
    assert LAST_TRICK_BONUS == n
    assert HAND_TOTAL == total
    for trump in Suit:
        assert sum(points(c, trump) for c in CARDS) + LAST_TRICK_BONUS == total


# --- Ruleset (RULESET-OPTIONS, RULESET-DISABLED) -----------------------------------------------
def _build(table: Table, scene: DealScene, extra: str | None = None) -> None:
    scene.ruleset, scene.ruleset_error = None, None
    try:
        options = dict(table.options)
        if extra is not None:
            name, value = parse_option_text(extra)
            options[name] = value
        scene.ruleset = make_ruleset(options)
    except RulesetError as exc:
        scene.ruleset_error = exc


@when("the ruleset is built")
def ruleset_built(table: Table, deal_scene: DealScene) -> None:
    _build(table, deal_scene)


@when(parsers.parse("the ruleset is built with the option {text}"))
def ruleset_built_with(table: Table, deal_scene: DealScene, text: str) -> None:
    _build(table, deal_scene, text)


@then(parsers.parse('the ruleset ID is "{rid}"'))
def ruleset_id_is(deal_scene: DealScene, rid: str) -> None:
    assert deal_scene.ruleset_error is None, str(deal_scene.ruleset_error)
    assert deal_scene.ruleset is not None
    assert deal_scene.ruleset.id == rid


@then("the ruleset options are:")
def ruleset_options_are(deal_scene: DealScene, datatable: list[list[str]]) -> None:
    """Columns: option, value. Every option of the ruleset must be listed."""
    assert deal_scene.ruleset is not None, str(deal_scene.ruleset_error)
    got = {k: str(v).lower() if isinstance(v, bool) else str(v) for k, v in deal_scene.ruleset.options().items()}
    want = {row["option"]: row["value"] for row in rows(datatable)}
    assert got == want


@then(parsers.parse("the ruleset is refused under {clause}"))
def ruleset_refused(deal_scene: DealScene, clause: str) -> None:
    err = deal_scene.ruleset_error
    assert err is not None, f"the ruleset was accepted: {deal_scene.ruleset}"
    assert err.clause == clause, f"refused under {err.clause}: {err.reason}"


@then(parsers.parse('the refusal names the option "{name}" and says "{words}"'))
def ruleset_refusal_names(deal_scene: DealScene, name: str, words: str) -> None:
    err = deal_scene.ruleset_error
    assert err is not None
    assert err.option == name, err.option
    assert name in err.reason, err.reason
    assert words.lower() in err.reason.lower(), err.reason


# --- Actions in JSON form, disabled contracts (ACTIONS-FORM, RULESET-DISABLED) ------------------
@when(parsers.parse("the action arrives as JSON: {text}"))
def json_action(table: Table, text: str) -> None:
    game = table.start()
    table.before = game.snapshot()
    table.error = None
    try:
        game.apply(action_from_json(json.loads(text)))
    except IllegalAction as exc:
        table.error = exc


@when(parsers.parse("seat {seat:d} bids {contract}"))
def seat_bids_special(table: Table, seat: int, contract: str) -> None:
    """``all-trump`` or ``no-trump``: contracts that exist in other variants only."""
    assert contract in ("all-trump", "no-trump"), contract
    attempt(table, Take(seat, contract))


# --- Dealing (DEAL-*) --------------------------------------------------------------------------
@given("the card order, top card first, is in rows:")
def card_order_rows(table: Table, datatable: list[list[str]]) -> None:
    """Columns: positions (``1-8``), cards. Rows in order; the positions are checked."""
    order: list[Card] = []
    for row in rows(datatable):
        first, last = (int(x) for x in row["positions"].split("-"))
        cards = parse_cards(row["cards"])
        assert first == len(order) + 1 and last - first + 1 == len(cards), row
        order.extend(cards)
    table.start().deal(order)


@when(parsers.parse("the cards are dealt from the card order: {cards}"))
def deal_attempt(table: Table, cards: str) -> None:
    attempt(table, Deal(tuple(parse_cards(cards))))


_POSITIONS = re.compile(r"(\d+)-(\d+)")


def _check_positions(order: tuple[Card, ...], text: str, cards: set[Card]) -> None:
    """An explanation column such as ``13-14: J♦ Q♦`` or ``turned J♥, then 22-23``: the cards it
    names are those positions of the order (and the turned card), and all are in ``cards``."""
    named: list[Card] = []
    if "turned" in text:
        named.append(order[20])
        turned_text = text.split("turned", 1)[1].split(",", 1)[0]
        assert parse_card(turned_text) == order[20], text
    for a, b in _POSITIONS.findall(text):
        named.extend(order[int(a) - 1:int(b)])
    if ":" in text:
        assert parse_cards(text.split(":", 1)[1]) == named, f"{text}: positions hold {_show(named)}"
    assert set(named) <= cards, f"{text} is not part of {_show(cards)}"


@then("the first deal gives:")
def first_deal_gives(table: Table, deal_scene: DealScene, datatable: list[list[str]]) -> None:
    """Columns: seat, cards; optional columns explain them by positions in the order
    (``1-3: 7♣ 8♣ 9♣``), and are checked too. Five cards a seat."""
    game = table.start()
    got: list[set[Card]] = [set(), set(), set(), set()]
    for row in rows(datatable):
        seat = int(row["seat"])
        got[seat] = _cards(row["cards"])
        assert len(got[seat]) == 5, row
        held = set(game.holding(seat))
        assert held == got[seat], f"seat {seat} holds {_show(held)}"
        for column, text in row.items():
            if column not in ("seat", "cards"):
                _check_positions(game.hand.order, text, got[seat])
    deal_scene.first_deal = got


@then(parsers.parse("the turned card is {text}"))
def turned_is(table: Table, text: str) -> None:
    turned = table.start().hand.turned
    assert turned == parse_card(text), f"turned: {turned}"


@then(parsers.parse("no seat holds any of: {cards}"))
def nobody_holds(table: Table, cards: str) -> None:
    game = table.start()
    for seat in range(4):
        both = set(game.holding(seat)) & _cards(cards)
        assert not both, f"seat {seat} holds {_show(both)}"


@then("the completion deal gives:")
def completion_gives(table: Table, deal_scene: DealScene, datatable: list[list[str]]) -> None:
    """Columns: seat, cards (and optional explanation). Each seat then holds its five cards of
    the first deal (checked earlier in the scenario) and these."""
    assert deal_scene.first_deal is not None, "check the first deal first"
    game = table.start()
    for row in rows(datatable):
        seat = int(row["seat"])
        extra = _cards(row["cards"])
        assert not extra & deal_scene.first_deal[seat], row
        held = set(game.holding(seat))
        assert held == deal_scene.first_deal[seat] | extra, f"seat {seat} holds {_show(held)}"
        assert len(held) == 8
        if "received" in row:
            _check_positions(game.hand.order, row["received"], extra)
            expected_count = len(extra) - (1 if "turned" in row["received"] else 0)
            assert sum(int(b) - int(a) + 1 for a, b in _POSITIONS.findall(row["received"])) == expected_count, row


# --- Bidding (BID-*) ---------------------------------------------------------------------------
@when("all four seats pass in both rounds")
def all_pass_twice(table: Table) -> None:
    game = table.start()
    for _ in range(8):
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat))


@then(parsers.parse("seat {seat:d} is the taker with {suit} as trump"))
def taker_is(table: Table, seat: int, suit: str) -> None:
    h = table.start().hand
    assert h.taker == seat, f"taker: {h.taker}"
    assert h.trump == parse_suit(suit), f"trump: {h.trump}"


@then("the hand is void")
def hand_is_void(table: Table) -> None:
    game = table.start()
    assert len(game.hands) >= 2 and game.hands[-2].void
    assert game.phase == "dealing"


@then("no score is recorded for the void hand")
def no_score_void(table: Table) -> None:
    game = table.start()
    void = game.hands[-2]
    assert void.void and void.score is None and void.settlement is None


@then(parsers.parse("seat {seat:d} deals the next hand"))
def deals_next(table: Table, seat: int) -> None:
    game = table.start()
    assert game.phase == "dealing", game.phase
    assert game.dealer == seat, f"dealer: {game.dealer}"


@then(parsers.parse("{n:d} points are still held in dispute"))
def still_disputed(table: Table, n: int) -> None:
    assert table.start().disputed == n


# --- A whole hand (MATCH-*, AUDIT-PENALTIES, VIEW-SEAT) ----------------------------------------
@given("the tricks of the hand will be:")
def tricks_will_be(deal_scene: DealScene, datatable: list[list[str]]) -> None:
    """Columns: trick, cards (leader first), won by, points."""
    deal_scene.tricks = rows(datatable)
    assert len(deal_scene.tricks) == 8


def _play_tricks(table: Table, scene: DealScene, upto: int) -> None:
    """Play the scenario's tricks, from where the hand stands to the end of trick ``upto``,
    checking each trick's winner and points."""
    game = table.start()
    h = game.hand
    done = len(h.tricks) * 4 + len(h.trick)
    trump = h.trump
    assert trump is not None
    for number, row in enumerate(scene.tricks[:upto], start=1):
        cards = parse_cards(row["cards"])
        for i, c in enumerate(cards):
            if (number - 1) * 4 + i < done:
                continue
            seat = game.to_act
            assert seat is not None
            game.apply(Play(seat, c))
        if "leader" in row:
            assert h.leaders[number - 1] == int(row["leader"]), f"trick {number} led by {h.leaders[number - 1]}"
        assert h.winners[number - 1] == int(row["won by"]), f"trick {number} won by {h.winners[number - 1]}"
        assert sum(points(c, trump) for c in cards) == int(row["points"]), f"trick {number} points"


@when(parsers.parse("the first {n:d} tricks of the hand are played"))
def first_tricks(table: Table, deal_scene: DealScene, n: int) -> None:
    _play_tricks(table, deal_scene, n)


@when("the hand is played out")
@when("the rest of the hand is played")
def hand_played_out(table: Table, deal_scene: DealScene) -> None:
    _play_tricks(table, deal_scene, 8)


@then(parsers.parse("the hand scored {a:d} to {b:d}"))
def hand_scored(table: Table, a: int, b: int) -> None:
    scored = [h for h in table.start().hands if h.score is not None]
    assert scored, "no hand has been scored"
    score = scored[-1].score
    assert score is not None and score.scores == (a, b), score


@then(parsers.parse("team {team:d} wins the match"))
def team_wins(table: Table, team: int) -> None:
    game = table.start()
    assert game.winner == team, f"winner: {game.winner}"
    assert game.phase == "match_over"


@then("the match goes on")
def match_goes_on(table: Table) -> None:
    game = table.start()
    assert game.winner is None
    assert game.phase == "dealing"


@then(parsers.parse("with target {target:d}, these match totals give:"))
def totals_give(target: int, datatable: list[list[str]]) -> None:
    """Pure rules core (``match.match_winner``). Columns: team 0, team 1, winner
    (``team 0``, ``team 1`` or ``none``)."""
    for row in rows(datatable):
        totals = (int(row["team 0"]), int(row["team 1"]))
        want = None if row["winner"] == "none" else int(row["winner"].split()[-1])
        assert match_winner(totals, target) == want, row


@then("the next dealer is, by the rules core:")
def next_dealer_table(datatable: list[list[str]]) -> None:
    """Pure rules core (``match.next_dealer``). Columns: dealer, hand (scored/void), all_pass,
    next dealer."""
    for row in rows(datatable):
        void = row["hand"] == "void"
        got = next_dealer(int(row["dealer"]), void, row["all_pass"])
        assert got == int(row["next dealer"]), row


# --- Views (VIEW-SEAT) -------------------------------------------------------------------------
def _view_cards(obj: Any) -> set[Card]:
    """Every card named anywhere in a view: in its fields and in its JSON form."""
    found: set[Card] = set()

    def walk(x: Any) -> None:
        if type(x) is Card:
            found.add(x)
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            for f in dataclasses.fields(x):
                walk(getattr(x, f.name))
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)
        elif isinstance(x, str):
            try:
                found.add(parse_card(x))
            except ValueError:
                pass

    walk(obj)
    walk(obj.to_json())
    return found


@then(parsers.parse("the view of seat {seat:d} shows its hand: {cards}"))
def view_hand(table: Table, seat: int, cards: str) -> None:
    view = table.start().view(seat)
    assert set(view.hand) == _cards(cards), _show(view.hand)


@then(parsers.parse("the view of seat {seat:d} shows the turned card {text}"))
def view_turned(table: Table, seat: int, text: str) -> None:
    assert table.start().view(seat).turned == parse_card(text)


@then(parsers.parse("the view of seat {seat:d} shows the bids:"))
def view_bids(table: Table, seat: int, datatable: list[list[str]]) -> None:
    """Columns: seat, bid (``pass`` or ``takes ♥``)."""
    want: list[Any] = []
    for row in rows(datatable):
        s = int(row["seat"])
        bid = row["bid"]
        want.append(Pass(s) if bid == "pass" else Take(s, parse_suit(bid.split()[-1])))
    assert list(table.start().view(seat).bids) == want


@then(parsers.parse("the view of seat {seat:d} shows the tricks:"))
def view_tricks(table: Table, seat: int, datatable: list[list[str]]) -> None:
    """Columns: leader, cards, won by (``-`` for the trick in progress)."""
    got = [(t.leader, list(t.cards), t.winner) for t in table.start().view(seat).tricks]
    want = [
        (int(r["leader"]), parse_cards(r["cards"]), None if r["won by"] == "-" else int(r["won by"]))
        for r in rows(datatable)
    ]
    assert got == want, got


@then(parsers.parse("the view of seat {seat:d} shows seat {taker:d} as the taker with {suit} trump"))
def view_taker(table: Table, seat: int, taker: int, suit: str) -> None:
    view = table.start().view(seat)
    assert view.taker == taker and view.trump == parse_suit(suit)


@then(parsers.parse("the view of seat {seat:d} shows the match totals {a:d} to {b:d} and the hand scores:"))
def view_scores(table: Table, seat: int, a: int, b: int, datatable: list[list[str]]) -> None:
    """Columns: hand, team 0, team 1."""
    view = table.start().view(seat)
    assert view.totals == (a, b)
    want = [(int(r["team 0"]), int(r["team 1"])) for r in rows(datatable)]
    assert [tuple(s) for s in view.hand_scores] == want


@then("no seat's view shows a card hidden in another seat's hand, the turned card aside")
def views_hide_hands(table: Table) -> None:
    """The turned card was seen by all: it may show in every view even while the taker holds it.
    Any other card another seat holds must appear nowhere in a seat's view."""
    game = table.start()
    public = {game.hand.turned} if game.hand.turned is not None else set()
    for seat in range(4):
        seen = _view_cards(game.view(seat))
        for other in range(4):
            if other != seat:
                leak = seen & (set(game.holding(other)) - public)
                assert not leak, f"seat {seat} sees {_show(leak)} of seat {other}"


@then(parsers.parse("no seat's view shows any of: {cards}"))
def views_hide_cards(table: Table, cards: str) -> None:
    game = table.start()
    for seat in range(4):
        leak = _view_cards(game.view(seat)) & _cards(cards)
        assert not leak, f"seat {seat} sees {_show(leak)}"
