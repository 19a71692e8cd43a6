"""Steps of profile belote-acanomas's scenarios (features/acanomas/, in Spanish): the scene, the
set-up of a match and a partial game, the actions, and the checks of the game in progress.

The step vocabulary is features/acanomas/README.md. Every step asks the engine (the shared
:class:`belote_ref.machine.Game` on the profile's rules object) and compares with the numbers
written in the scenario; no step works out a rule itself. The scoring, claim, view and audit
checks are in ``steps_acanomas_score.py``. The team steps' helpers are reused where they apply
(``rows``, ``attempt``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from belote_ref.profiles.acanomas.actions import Announce, Claim, Exchange, action_from_json
from belote_ref.profiles.acanomas.combinations import SUIT_NAMES, Combination, combination_text, parse_combination_text
from belote_ref.profiles.acanomas.deal import order_for_hands
from belote_ref.profiles.acanomas.match import Ledger
from belote_ref.profiles.acanomas.phases import SPANISH_NAMES
from belote_ref.profiles.acanomas.pots import Pot
from belote_ref.profiles.acanomas.ruleset import make_ruleset, parse_option_text
from belote_ref.actions import Pass, Play, Take
from belote_ref.cards import CARDS, Card, Suit, cards_of, parse_card, parse_cards, parse_suit
from belote_ref.errors import IllegalAction, RulesetError
from belote_ref.machine import Game
from belote_ref.rules import AcanomasRules, acanomas_rules

from .conftest import attempt, rows


@dataclass
class Mesa:
    """What an acanomas scenario has set up so far («la mesa»)."""

    players: int = 3
    pairs: bool = False
    options: dict[str, Any] = field(default_factory=dict)
    dealer: int | None = None
    totals: list[int] | None = None
    pots: list[Pot] = field(default_factory=list)
    out: set[int] = field(default_factory=set)
    barred: set[int] = field(default_factory=set)
    hands: list[list[Card]] | None = None
    turned: Card | None = None
    stock: list[Card] = field(default_factory=list)
    plan: dict[int, tuple[Combination, ...]] = field(default_factory=dict)
    """What each seat answers at its announcement step when trick 1 is played from a table."""
    plan_game: int | None = None
    game: Game | None = None
    error: IllegalAction | None = None
    before: Any = None
    checked: bool = True
    """The outcome of the last action was checked (or it needs no check)."""
    ruleset_error: RulesetError | None = None
    ruleset_id: str | None = None
    compared: tuple[Any, ...] | None = None
    """The verdicts of «se comparan estos anuncios»."""
    record: list[tuple[str, Any]] | None = None
    """A physical game's record (after «el registro de una partida física»), or None."""
    audit: Any = None
    """The audit of the record (a :class:`belote_ref.profiles.acanomas.physical.GameAudit`)."""
    decided: Any = None
    """The action an AI level chose (features/acanomas/ia.feature)."""

    def rules(self) -> AcanomasRules:
        options = {"players": self.players, "pairs": self.pairs, **self.options}
        return acanomas_rules(make_ruleset(options))

    def start(self) -> Game:
        """The game, created on first use with the scenario's rules, dealer and match state."""
        if self.game is None:
            rules = self.rules()
            ledger = Ledger(rules, self.totals, self.pots, self.out, self.barred)
            dealer = self.dealer if self.dealer is not None else ledger.in_play[0]
            self.game = Game(rules, dealer, ledger=ledger)
        return self.game

    def snapshot(self) -> Any:
        return self.start().snapshot()


@pytest.fixture
def mesa() -> Mesa:
    return Mesa()


# --- reading the scenarios' words ------------------------------------------------------------------
def seats_list(text: str) -> list[int]:
    """``0 y 2``, ``0, 1 y 2`` -> [0, 2], [0, 1, 2]."""
    return [int(t) for t in re.split(r",\s*|\s+y\s+", text.strip())]


def numbers_list(text: str) -> list[int | None]:
    """``930, 870, 610`` (``—`` for a seat no longer in the match)."""
    return [None if t.strip() in ("—", "-") else int(t) for t in text.split(",")]


def suit_of(text: str) -> int:
    text = text.strip()
    return int(SUIT_NAMES[text]) if text in SUIT_NAMES else int(parse_suit(text))


def announcement(text: str) -> tuple[Combination, ...]:
    """``nada``, or combinations joined with `` y ``."""
    text = text.strip()
    if text == "nada":
        return ()
    return tuple(parse_combination_text(t) for t in text.split(" y "))


def said_text(said: tuple[Combination, ...]) -> str:
    """Combinations as the scenarios write them (an escalera without its suit when hidden)."""
    return " y ".join(combination_text(c, c.suit is not None) for c in said) or "nada"


def show(cards: Any) -> str:
    return " ".join(CARDS[c].pretty for c in sorted(cards))


def mask(cards: Any) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


# --- the outcome of an action -----------------------------------------------------------------------
def setup(mesa: Mesa, action: Any) -> None:
    """A set-up action (under Dado): it must be accepted."""
    assert mesa.record is None, "a physical record is written, not played"
    game = mesa.start()
    try:
        game.apply(action)
    except IllegalAction as exc:  # pragma: no cover - a scenario's set-up is legal
        raise AssertionError(f"set-up action {action} refused: {exc}") from None


def act(mesa: Mesa, action: Any) -> None:
    """An action under Cuando: the one before it must have been accepted; this one's outcome is
    checked by the next Entonces."""
    accepted_so_far(mesa)
    attempt(mesa, action)  # type: ignore[arg-type]  # the team steps' helper: start(), before, error
    mesa.checked = mesa.error is None


def accepted_so_far(mesa: Mesa) -> None:
    """Every step that reads the game checks first that the last action was not refused
    unnoticed."""
    if mesa.error is not None and not mesa.checked:
        raise AssertionError(f"the last action was refused: {mesa.error}")


# --- Dado: the match and the partial game -----------------------------------------------------------
@given(parsers.parse("el perfil acanomas con {n:d} jugadores"))
def profile_with(mesa: Mesa, n: int) -> None:
    mesa.players, mesa.pairs = n, False


@given("el perfil acanomas con 4 jugadores por parejas")
def profile_in_pairs(mesa: Mesa) -> None:
    mesa.players, mesa.pairs = 4, True


@given(parsers.parse("la opción {text}"))
def option(mesa: Mesa, text: str) -> None:
    name, value = parse_option_text(text)
    mesa.options[name] = value


@given(parsers.parse("reparte el asiento {seat:d}"))
def dealer_is(mesa: Mesa, seat: int) -> None:
    mesa.dealer = seat


@given(parsers.parse("el marcador es: {totals}"))
def totals_are(mesa: Mesa, totals: str) -> None:
    mesa.totals = [t or 0 for t in numbers_list(totals)]


@given(parsers.parse("hay un bote pendiente de {n:d} puntos para los asientos {seats}"))
def pot_pending(mesa: Mesa, n: int, seats: str) -> None:
    mesa.pots.append(Pot(n, tuple(seats_list(seats))))


@given(parsers.parse("el asiento {seat:d} ya no está en la partida"))
def seat_out(mesa: Mesa, seat: int) -> None:
    mesa.out.add(seat)


@given(parsers.parse("el asiento {seat:d} ya dijo «he terminado» erróneamente"))
@given(parsers.parse("los asientos {seat} ya dijeron «he terminado» erróneamente"))
def claimed_wrongly(mesa: Mesa, seat: Any) -> None:
    mesa.barred.update(seats_list(str(seat)))


@given(parsers.parse("el orden de las cartas, de arriba abajo, es: {cards}"))
def order_is(mesa: Mesa, cards: str) -> None:
    mesa.start().deal(parse_cards(cards))


@given("la baraja repartida en orden de palos")
def deck_in_suit_order(mesa: Mesa) -> None:
    mesa.start().deal(list(range(32)))


@given(parsers.parse("las manos tras el reparto son, con {turned} vuelta:"))
def hands_after_the_deal(mesa: Mesa, turned: str, datatable: list[list[str]]) -> None:
    """The hands after the completion deal; the order is built when the take is made."""
    hands: list[list[Card]] = [[] for _ in range(mesa.players)]
    for row in rows(datatable):
        hands[int(row["asiento"])] = parse_cards(row["cartas"])
    mesa.hands, mesa.turned = hands, parse_card(turned)


@given(parsers.parse("el mazo es: {cards}"))
def stock_is(mesa: Mesa, cards: str) -> None:
    mesa.stock = parse_cards(cards)


def _deal_for(mesa: Mesa, taker: int) -> Game:
    """Deal the order that gives the scenario's hands when ``taker`` takes
    (:func:`belote_ref.profiles.acanomas.deal.order_for_hands`)."""
    assert mesa.hands is not None and mesa.turned is not None
    game = mesa.start()
    rules = game.hand.rules
    order = order_for_hands(mesa.hands, game.dealer, taker, mesa.turned, rules.in_play, rules.seats, mesa.stock,
                            rules.ruleset.first_deal)
    if mesa.record is not None:
        mesa.record.append(("order", order))
        return game
    game.deal(order)
    return game


def _bid(mesa: Mesa, action: Any) -> None:
    if mesa.record is not None:
        mesa.record.append(("action", action))
    else:
        setup(mesa, action)


def _seat_after(mesa: Mesa, seat: int, k: int) -> int:
    game = mesa.start()
    return int(game.hand.rules.turn[game.hand.mano][k])


@given(parsers.parse("el asiento {seat:d} acepta el palo vuelto en la primera vuelta"))
@when(parsers.parse("el asiento {seat:d} acepta el palo vuelto en la primera vuelta"))
def takes_the_turned_suit(mesa: Mesa, seat: int) -> None:
    game = _deal_for(mesa, seat)
    assert mesa.turned is not None
    turn = game.hand.rules.turn[game.hand.mano]
    for s in turn[:turn.index(seat)]:
        _bid(mesa, Pass(s))
    _bid(mesa, Take(seat, mesa.turned.suit))


@given(parsers.parse("el asiento {seat:d} nombra {suit} en la segunda vuelta"))
def names_in_round_two(mesa: Mesa, seat: int, suit: str) -> None:
    game = _deal_for(mesa, seat)
    turn = game.hand.rules.turn[game.hand.mano]
    for s in list(turn) + list(turn[:turn.index(seat)]):
        _bid(mesa, Pass(s))
    _bid(mesa, Take(seat, Suit(suit_of(suit))))


@given("todos pasan en el cambio del 7")
@when("todos pasan en el cambio del 7")
def all_pass_the_exchange(mesa: Mesa) -> None:
    accepted_so_far(mesa)
    game = mesa.start()
    while game.phase == "exchange":
        seat = game.to_act
        assert seat is not None
        setup(mesa, Pass(seat))


@given("en la primera baza se anuncia:")
def trick_one_announcements(mesa: Mesa, datatable: list[list[str]]) -> None:
    mesa.plan = {int(row["asiento"]): announcement(row["anuncio"]) for row in rows(datatable)}
    mesa.plan_game = len(mesa.start().hands)
    if mesa.record is not None:
        mesa.record.append(("announcements", dict(mesa.plan)))


def _answer_due(mesa: Mesa, game: Game) -> None:
    """In trick 1, the seat to act answers its announcement step as the plan says (nothing if
    the plan does not name it, or is another partial game's)."""
    h = game.hand
    if game.phase == "first_trick" and h.announcement_due():
        plan = mesa.plan if mesa.plan_game == len(game.hands) else {}
        seat = game.to_act
        assert seat is not None
        setup(mesa, Announce(seat, plan.get(seat, ())))


def _play_cards(mesa: Mesa, cards: list[Card]) -> None:
    game = mesa.start()
    for c in cards:
        _answer_due(mesa, game)
        setup(mesa, Play(game.to_act, c))  # type: ignore[arg-type]


@given(parsers.parse("se juegan estas cartas: {cards}"))
@when(parsers.parse("se juegan estas cartas: {cards}"))
def cards_played(mesa: Mesa, cards: str) -> None:
    accepted_so_far(mesa)
    if mesa.record is not None:
        mesa.record.extend(("card", c) for c in parse_cards(cards))
        return
    _play_cards(mesa, parse_cards(cards))


@given("se juegan estas bazas:")
@when("se juegan estas bazas:")
def tricks_played(mesa: Mesa, datatable: list[list[str]]) -> None:
    """Each row one trick, played by whoever is to act: checks who led, and for a whole trick
    who won it and its card points (features/acanomas/README.md)."""
    accepted_so_far(mesa)
    if mesa.record is not None:
        for row in rows(datatable):
            mesa.record.append(("trick", (row.get("baza"), row.get("sale"), parse_cards(row["cartas"]))))
        return
    game = mesa.start()
    for row in rows(datatable):
        label = f"trick {row.get('baza', '?')}"
        h = game.hand
        done = len(h.tricks)
        _answer_due(mesa, game)
        assert game.to_act == int(row["sale"]), f"{label}: seat {game.to_act} leads, not seat {row['sale']}"
        cards = parse_cards(row["cartas"])
        _play_cards(mesa, cards)
        if len(cards) < h.players:
            assert len(h.trick) == len(cards), f"{label}: the trick in progress is {show(h.trick)}"
            continue
        assert len(h.tricks) == done + 1, f"{label}: the row is not one whole trick"
        if row.get("gana", ""):
            assert h.winners[done] == int(row["gana"]), f"{label}: won by seat {h.winners[done]}, not {row['gana']}"
        if row.get("puntos", ""):
            got = sum(h.rules.points[h.trump][c] for c in h.tricks[done])
            assert got == int(row["puntos"]), f"{label}: the cards are worth {got}, not {row['puntos']}"


# --- Cuando / Dado: one action ---------------------------------------------------------------------
ACTION = (r"(?P<accion>el asiento \d+ (?:pasa|marca \S+|cambia el 7 de triunfo|anuncia .+|no anuncia nada"
          r"|juega \S+(?: diciendo belote)?|dice «he terminado»))$")


def action_of(mesa: Mesa, text: str) -> Any:
    """The action a step names (features/acanomas/README.md)."""
    m = re.fullmatch(r"el asiento (\d+) (.+)", text)
    assert m, text
    seat, rest = int(m.group(1)), m.group(2)
    if rest == "pasa":
        return Pass(seat)
    if rest.startswith("marca "):
        return Take(seat, Suit(suit_of(rest[6:])))
    if rest == "cambia el 7 de triunfo":
        return Exchange(seat)
    if rest == "no anuncia nada":
        return Announce(seat, ())
    if rest.startswith("anuncia "):
        return Announce(seat, announcement(rest[8:]))
    if rest.startswith("juega "):
        card, _, belote = rest[6:].partition(" diciendo ")
        return Play(seat, parse_card(card), belote == "belote")
    assert rest == "dice «he terminado»", rest
    return Claim(seat)


@given(parsers.re(ACTION))
def setup_action(mesa: Mesa, accion: str) -> None:
    action = action_of(mesa, accion)
    if mesa.record is not None:
        mesa.record.append(("action", action))
        return
    accepted_so_far(mesa)
    setup(mesa, action)


@when(parsers.re(ACTION))
def one_action(mesa: Mesa, accion: str) -> None:
    act(mesa, action_of(mesa, accion))


@when(parsers.parse("llega la acción en JSON: {text}"))
def json_action(mesa: Mesa, text: str) -> None:
    """The action read from its JSON form (ACA-ACTIONS-FORM), then applied."""
    accepted_so_far(mesa)
    game = mesa.start()
    mesa.before, mesa.error = game.snapshot(), None
    try:
        action = action_from_json(json.loads(text), game.rules.seats)
    except IllegalAction as exc:
        mesa.error, mesa.checked = exc, False
        return
    act(mesa, action)


# --- Entonces: the outcome of an action ------------------------------------------------------------
@then("la acción se acepta")
def accepted(mesa: Mesa) -> None:
    assert mesa.error is None, f"refused: {mesa.error}"
    mesa.checked = True


@then(parsers.parse("la acción se rechaza bajo {clause}"))
def refused_under(mesa: Mesa, clause: str) -> None:
    assert mesa.error is not None, "the action was accepted"
    assert mesa.error.clause == clause, f"refused under {mesa.error.clause}: {mesa.error.reason}"
    assert mesa.snapshot() == mesa.before, "a refused action changed the game"
    mesa.checked = True


MOTIVOS = {
    "fuera de turno": "out of turn",
    "carta de valor": "counting card",
    "forma parte de la cuarta": "part of the cuarta",
    "no existe en este reglamento": "disabled in this version of the rules",
    "debe montar con un triunfo mayor": "must overtrump with a higher trump",
    "debe fallar": "must trump",
    "debe fallar igualmente": "must still play a trump",
    "no está en la mano": "not in the hand",
    "solo queda una baza": "only one trick is left",
    "solo en la primera baza": "only during trick 1",
    "el 7 de triunfo": "the trump 7",
    "el palo vuelto": "the turned suit",
    "dos veces": "twice",
    "tiene 31 cartas": "this one has 31",
    "tipo desconocido": "unknown action type",
}
"""The engine's refusal reasons are in English, as the team profile's: each Spanish phrase a
scenario says (``el motivo menciona «fuera de turno»``) and the English words of the reason it
stands for (features/acanomas/README.md). A glossary of wording, not a rule."""


@then(parsers.re(r'el motivo menciona (?:«(?P<frase>[^»]+)»|el campo "(?P<campo>[^"]+)")'))
def reason_mentions(mesa: Mesa, frase: str | None, campo: str | None) -> None:
    """The reason says the phrase (through :data:`MOTIVOS`), or names the JSON field ``campo``
    (as the engine quotes it: ``'seat'``)."""
    assert mesa.error is not None, "the action was accepted"
    if campo is not None:
        words = f"'{campo}'"
    else:
        assert frase in MOTIVOS, f"«{frase}» is not in MOTIVOS (steps_acanomas.py): {sorted(MOTIVOS)}"
        words = MOTIVOS[frase]
    assert words.lower() in mesa.error.reason.lower(), mesa.error.reason


# --- Entonces: the game in progress ------------------------------------------------------------------
@then(parsers.parse("le toca al asiento {seat:d}"))
def to_act_is(mesa: Mesa, seat: int) -> None:
    accepted_so_far(mesa)
    assert mesa.start().to_act == seat, f"seat {mesa.start().to_act} is to act"


@then(parsers.parse("la fase es «{fase}»"))
def phase_is(mesa: Mesa, fase: str) -> None:
    """The phase, by its Spanish name (:data:`belote_ref.profiles.acanomas.phases.SPANISH_NAMES`)."""
    accepted_so_far(mesa)
    phase = {name: phase for phase, name in SPANISH_NAMES.items()}.get(fase)
    assert phase is not None, f"«{fase}» names no phase: {', '.join(SPANISH_NAMES.values())}"
    assert mesa.start().phase == phase, f"the phase is «{SPANISH_NAMES[mesa.start().phase]}» ({mesa.start().phase})"


@then(parsers.parse("el asiento {seat:d} gana la baza"))
def wins_the_trick(mesa: Mesa, seat: int) -> None:
    accepted_so_far(mesa)
    hand = next(h for h in reversed(mesa.start().hands) if h.winners)
    assert hand.winners[-1] == seat, f"seat {hand.winners[-1]} won the last trick"


@then(parsers.parse("el asiento {seat:d} solo puede jugar: {cards}"))
def may_play_only(mesa: Mesa, seat: int, cards: str) -> None:
    accepted_so_far(mesa)
    game = mesa.start()
    assert game.to_act == seat, f"seat {game.to_act} is to act, not seat {seat}"
    assert sorted(game.legal_cards()) == sorted(parse_cards(cards)), show(game.legal_cards())


@then(parsers.parse("el asiento {seat:d} puede jugar cualquier carta"))
def may_play_any(mesa: Mesa, seat: int) -> None:
    accepted_so_far(mesa)
    game = mesa.start()
    assert game.to_act == seat, f"seat {game.to_act} is to act, not seat {seat}"
    assert sorted(game.legal_cards()) == sorted(game.holding(seat)), show(game.legal_cards())


@then(parsers.parse("las acciones legales del asiento {seat:d} son:"))
def legal_actions_are(mesa: Mesa, seat: int, datatable: list[list[str]]) -> None:
    accepted_so_far(mesa)
    game = mesa.start()
    assert game.to_act == seat, f"seat {game.to_act} is to act, not seat {seat}"
    expected = [json.loads(row["acción"]) for row in rows(datatable)]
    got = [a.to_json() for a in game.legal_actions()]
    assert got == expected, f"legal actions: {got}"


def _positions(text: str) -> list[int]:
    """``1-3, 7-9`` -> the positions 1 2 3 7 8 9 (counted from 1)."""
    out: list[int] = []
    for part in text.split(","):
        a, _, b = part.strip().partition("-")
        out.extend(range(int(a), int(b or a) + 1))
    return out


def _deal_rows(mesa: Mesa, datatable: list[list[str]], part: str) -> None:
    """The cards each seat received in the first deal (``part`` first) or the completion deal:
    they are the named positions of the order, and the seat holds them."""
    game = mesa.start()
    h = game.hand
    for row in rows(datatable):
        seat = int(row["asiento"])
        cards = parse_cards(row["cartas"])
        assert [h.order[p - 1] for p in _positions(row["posiciones"])] == cards, f"seat {seat}: positions"
        held = set(cards_of(h.holding(seat)))
        assert set(cards) <= held, f"seat {seat} holds {show(held)}"
        if part == "first":
            assert held == set(cards), f"seat {seat} holds {show(held)}"


@then("el primer reparto da:")
def first_deal_gives(mesa: Mesa, datatable: list[list[str]]) -> None:
    accepted_so_far(mesa)
    _deal_rows(mesa, datatable, "first")


@then("el reparto complementario da:")
def completion_gives(mesa: Mesa, datatable: list[list[str]]) -> None:
    accepted_so_far(mesa)
    _deal_rows(mesa, datatable, "completion")


@then(parsers.parse("la carta vuelta es {card}"))
def turned_is(mesa: Mesa, card: str) -> None:
    accepted_so_far(mesa)
    assert mesa.start().hand.turned == parse_card(card)


@then(parsers.parse("la última carta del mazo, vuelta, es {card}"))
def last_card_is(mesa: Mesa, card: str) -> None:
    accepted_so_far(mesa)
    assert mesa.start().hand.last_card == parse_card(card)


@then(parsers.parse("el mazo boca abajo es: {cards}"))
def face_down_stock_is(mesa: Mesa, cards: str) -> None:
    accepted_so_far(mesa)
    h = mesa.start().hand
    assert h.stock[:-1] == tuple(parse_cards(cards)), show(h.stock)


@then(parsers.parse("el asiento {seat:d} tiene: {cards}"))
def seat_holds(mesa: Mesa, seat: int, cards: str) -> None:
    accepted_so_far(mesa)
    held = mesa.start().holding(seat)
    assert sorted(held) == sorted(parse_cards(cards)), f"seat {seat} holds {show(held)}"


@then(parsers.parse("cada jugador tiene {n:d} cartas"))
def each_holds(mesa: Mesa, n: int) -> None:
    accepted_so_far(mesa)
    h = mesa.start().hand
    assert [h.holding(s).bit_count() for s in h.in_play] == [n] * h.players


@then(parsers.parse("ningún jugador tiene: {cards}"))
def nobody_holds(mesa: Mesa, cards: str) -> None:
    accepted_so_far(mesa)
    h = mesa.start().hand
    held = mask(parse_cards(cards)) & mask(c for s in range(h.rules.seats) for c in cards_of(h.holding(s)))
    assert not held, f"held: {show(cards_of(held))}"


@then(parsers.parse("marcó triunfo el asiento {seat:d}, con {suit} de triunfo"))
def maker_is(mesa: Mesa, seat: int, suit: str) -> None:
    accepted_so_far(mesa)
    h = mesa.start().hand
    assert (h.taker, h.trump) == (seat, suit_of(suit)), f"seat {h.taker} took, trump {h.trump}"


@then(parsers.parse("marcó triunfo la pareja {pair:d}, con {suit} de triunfo"))
def makers_are(mesa: Mesa, pair: int, suit: str) -> None:
    accepted_so_far(mesa)
    h = mesa.start().hand
    assert (h.rules.side_of(h.taker), h.trump) == (pair, suit_of(suit)), f"seat {h.taker} took, trump {h.trump}"


@then("el juego parcial es nulo")
def game_is_void(mesa: Mesa) -> None:
    accepted_so_far(mesa)
    game = mesa.start()
    ledger: Any = game.ledger
    assert game.hands[-2].void, "the last partial game is not void"
    assert ledger.lines[-1].kind == "void"


@then(parsers.parse("la mano {cards} tiene estas combinaciones: {said}"))
def hand_holds_combinations(cards: str, said: str) -> None:
    from belote_ref.profiles.acanomas.combinations import held_combinations

    expected = () if said == "ninguna" else announcement(said)
    got = held_combinations(mask(parse_cards(cards)))
    assert got == expected, said_text(got)


# --- Cards (ACA-CARDS-POINTS) -----------------------------------------------------------------------
@then(parsers.parse("con triunfo {suit} estas cartas valen:"))
def cards_worth(mesa: Mesa, suit: str, datatable: list[list[str]]) -> None:
    from belote_ref.profiles.acanomas.combinations import is_counting_card

    trump = suit_of(suit)
    rules = mesa.rules()
    for row in rows(datatable):
        c = parse_card(row["carta"])
        assert rules.points[trump][c] == int(row["puntos"]), row
        assert is_counting_card(c, trump) == (row["de valor"] == "sí"), row


@then(parsers.parse("con triunfo {suit} las 32 cartas valen {n:d} puntos"))
def deck_worth(mesa: Mesa, suit: str, n: int) -> None:
    assert sum(mesa.rules().points[suit_of(suit)]) == n


@then(parsers.parse("con triunfo {suit} la baza {cards} vale {n:d} y {has} tiene carta de valor"))
def trick_worth(mesa: Mesa, suit: str, cards: str, n: int, has: str) -> None:
    from belote_ref.profiles.acanomas.combinations import meets_trick_condition

    trump = suit_of(suit)
    trick = parse_cards(cards)
    assert sum(mesa.rules().points[trump][c] for c in trick) == n
    assert meets_trick_condition([trick], trump) == (has == "sí")


# --- Rulesets (ACA-RULESET-OPTIONS) ------------------------------------------------------------------
@when("se construye el reglamento")
@when(parsers.parse("se construye el reglamento con las opciones {text}"))
def ruleset_built(mesa: Mesa, text: str = "") -> None:
    mesa.ruleset_error = mesa.ruleset_id = None
    try:
        options = dict(parse_option_text(t) for t in text.split(" y ")) if text else {}
        mesa.ruleset_id = make_ruleset(options).id
    except RulesetError as exc:
        mesa.ruleset_error = exc


@then(parsers.parse('el ID del reglamento es "{rid}"'))
def ruleset_id_is(mesa: Mesa, rid: str) -> None:
    assert mesa.ruleset_error is None, f"refused: {mesa.ruleset_error}"
    assert mesa.ruleset_id == rid


@then(parsers.parse("el reglamento se rechaza bajo {clause}"))
def ruleset_refused(mesa: Mesa, clause: str) -> None:
    assert mesa.ruleset_error is not None, f"built: {mesa.ruleset_id}"
    assert mesa.ruleset_error.clause == clause, f"{mesa.ruleset_error.clause}: {mesa.ruleset_error}"


@then(parsers.parse('el rechazo nombra la opción "{name}"'))
def refusal_names_option(mesa: Mesa, name: str) -> None:
    assert mesa.ruleset_error is not None
    assert mesa.ruleset_error.option == name and name in str(mesa.ruleset_error)
