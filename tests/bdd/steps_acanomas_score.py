"""Steps of profile belote-acanomas's scenarios: verdicts and shows, the score sheet, pots,
claims, the end of the match, the views, and the record of a physical game (the vocabulary of
features/acanomas/README.md; the scene is ``steps_acanomas.Mesa``).

Every number comes from the scenario; the engine is asked what it did (its hand driver, its
ledger, its rules object), never asked to agree with a rule restated here.
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers, then, when

from belote_ref.profiles.acanomas.match import Ledger, ScoreLine
from belote_ref.profiles.acanomas.pots import Pot
from belote_ref.profiles.acanomas.ruleset import make_ruleset
from belote_ref.profiles.acanomas.scoring import SideFacts, score_from_raw
from belote_ref.cards import CARDS, cards_of, parse_card, parse_cards
from belote_ref.profiles.acanomas.actions import Announce
from belote_ref.profiles.acanomas.audit import PhysicalFault, penalty_of, premium_of
from belote_ref.actions import Play
from belote_ref.rules import acanomas_rules
from belote_ref.profiles.acanomas.physical import PhysicalRecord, RecordedGame, audit_physical

from .conftest import rows
from .steps_acanomas import (
    Mesa,
    accepted_so_far,
    announcement,
    mask,
    numbers_list,
    said_text,
    seats_list,
    show,
    suit_of,
)


def _ledger(mesa: Mesa) -> Ledger:
    accepted_so_far(mesa)
    ledger = mesa.start().ledger
    assert isinstance(ledger, Ledger)
    return ledger


def _last_line(mesa: Mesa) -> ScoreLine:
    ledger = _ledger(mesa)
    assert ledger.lines, "no partial game has been scored"
    return ledger.lines[-1]


# --- Verdicts and shows (ACA-COMB-VERDICT, ACA-COMB-SHOW) -------------------------------------------
@when(parsers.parse("se comparan estos anuncios, con {n:d} jugadores y triunfo {suit}:"))
@when(parsers.parse("se comparan estos anuncios, por parejas y triunfo {suit}:"))
def compare(mesa: Mesa, suit: str, datatable: list[list[str]], n: int = 0) -> None:
    """The verdicts of the rules core on these announcements, in the table's order."""
    options = {**mesa.options, "players": n or 4, "pairs": not n}
    rules = acanomas_rules(make_ruleset(options))
    said = [(int(row["asiento"]), announcement(row["anuncio"])) for row in rows(datatable)]
    mesa.compared = rules.verdicts(said, suit_of(suit))


def _verdict_rows(verdicts: Any) -> list[tuple[int, str, str, int]]:
    return [(v.seat, said_text((v.combination,)), v.verdict, v.value) for v in verdicts]


def _expected_verdicts(datatable: list[list[str]]) -> list[tuple[int, str, str, int]]:
    return [(int(r["asiento"]), r["anuncio"], r["veredicto"], int(r["vale"])) for r in rows(datatable)]


@given("los veredictos son:")
@then("los veredictos son:")
def verdicts_are(mesa: Mesa, datatable: list[list[str]]) -> None:
    if mesa.compared is not None:
        verdicts = mesa.compared
    else:
        accepted_so_far(mesa)
        hands: list[Any] = mesa.start().hands
        verdicts = next(h.verdicts for h in reversed(hands) if h.verdicts)
    assert _verdict_rows(verdicts) == _expected_verdicts(datatable), _verdict_rows(verdicts)


def _shown(mesa: Mesa) -> dict[int, int]:
    accepted_so_far(mesa)
    hands: list[Any] = mesa.start().hands
    return next(h.shown for h in reversed(hands) if h.verdicts or h.tricks)


@then("se enseñan:")
def shown_are(mesa: Mesa, datatable: list[list[str]]) -> None:
    expected = {int(r["asiento"]): mask(parse_cards(r["cartas"])) for r in rows(datatable)}
    got = _shown(mesa)
    assert got == expected, {s: show(cards_of(m)) for s, m in got.items()}


@then("no se enseña nada")
def nothing_shown(mesa: Mesa) -> None:
    assert not _shown(mesa)


# --- Scoring straight from the items (ACA-SCORE-*) -------------------------------------------------------
def _write(mesa: Mesa, make: Any) -> None:
    """Write a line into the match's ledger, for the partial game the match is at (its number
    and dealer follow the lines already written)."""
    game = mesa.start()
    ledger = _ledger(mesa)
    number = len(ledger.lines) + 1
    dealer = ledger.next_dealer if ledger.lines else game.dealer
    assert dealer is not None
    rules = ledger.rules.with_players(ledger.in_play)
    make(ledger, rules, number, dealer)


def _facts(row: dict[str, str]) -> SideFacts:
    return SideFacts(
        combinations=int(row.get("combinaciones") or 0), belote=int(row.get("belote") or 0),
        cards=int(row.get("cartas") or 0), tricks=int(row.get("bazas") or 0),
        counting_trick=row.get("baza de valor") == "sí", last_trick=row.get("última baza") == "sí",
    )


@when(parsers.parse("se anota este juego parcial de {n:d} jugadores, en el que marcó triunfo el asiento {maker:d}:"))
@when(parsers.parse("se anota este juego parcial por parejas, en el que marcó triunfo la pareja {maker:d}:"))
def score_items(mesa: Mesa, maker: int, datatable: list[list[str]], n: int = 4) -> None:
    """A partial game played to its end, from each side's items (features/acanomas/README.md):
    the premiums, the trick condition and the maker test are the engine's."""
    assert mesa.start().rules.players == n, f"the match has {mesa.start().rules.players} players, not {n}"
    facts = {int(r.get("asiento", r.get("pareja", ""))): _facts(r) for r in rows(datatable)}

    def make(ledger: Ledger, rules: Any, number: int, dealer: int) -> None:
        ledger.write(rules.score_game(facts, maker, list(facts)), number, dealer)

    _write(mesa, make)


@when(parsers.parse(
    "se anota este juego parcial, detenido por el «he terminado» erróneo del asiento {claimant:d}, en el que "
    "marcó triunfo el asiento {maker:d}:"))
def score_stopped(mesa: Mesa, claimant: int, maker: int, datatable: list[list[str]]) -> None:
    """A partial game stopped by a wrong claim (ACA-CLAIM-STOPPED), from each side's items so far
    (the claimant's row included): the claim is judged (a count of 0) and the game scored by the
    engine's rules, then written with the claim's outcome."""
    facts = {int(r["asiento"]): _facts(r) for r in rows(datatable)}

    def make(ledger: Ledger, rules: Any, number: int, dealer: int) -> None:
        claim = rules.settle_claim(claimant, claimant, 1, 0, list(facts))
        assert not claim.correct, claim
        ledger.write(rules.stopped_game(facts, claimant, maker), number, dealer, claim)

    _write(mesa, make)


@when(parsers.parse(
    "se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento {maker:d}, con totales brutos {raw}"))
def score_raw(mesa: Mesa, maker: int, raw: str) -> None:
    totals = {side: t for side, t in enumerate(numbers_list(raw)) if t is not None}

    def make(ledger: Ledger, rules: Any, number: int, dealer: int) -> None:
        ledger.write(score_from_raw(totals, maker, ledger.sides_in_play, rules.maker_test), number, dealer)

    _write(mesa, make)


@when("se anota un juego parcial nulo")
def score_void(mesa: Mesa) -> None:
    _write(mesa, lambda ledger, rules, number, dealer: ledger.write_void(number, dealer))


# --- The score sheet ---------------------------------------------------------------------------------
_ITEMS = {
    "combinaciones": lambda s: s.combinations,
    "belote": lambda s: s.belote,
    "cartas": lambda s: s.cards,
    "última baza": lambda s: s.last_trick,
    "capote": lambda s: s.capote,
    "premios": lambda s: s.last_trick + s.capote + s.premiums,
    "total bruto": lambda s: s.raw,
}


@then("el juego parcial se anota:")
def line_is(mesa: Mesa, datatable: list[list[str]]) -> None:
    """The line of the partial game just scored, per seat (per pair in pairs)."""
    line = _last_line(mesa)
    unknown = {h.strip() for h in datatable[0]} - set(_ITEMS) - {"asiento", "pareja", "anota"}
    assert not unknown, f"unknown columns: {sorted(unknown)}"
    for row in rows(datatable):
        side = int(row.get("asiento", row.get("pareja", "")))
        if "anota" in row:
            expected = None if row["anota"] == "—" else int(row["anota"])
            assert line.writes[side] == expected, f"side {side} writes {line.writes[side]}, not {row['anota']}"
        for column, item in _ITEMS.items():
            if column in row:
                assert line.score is not None and side in line.score.lines, f"side {side} has no {column}"
                got = item(line.score.lines[side])
                assert got == int(row[column]), f"side {side}, {column}: {got}, not {row[column]}"


@then(parsers.parse("el marcador queda: {totals}"))
def totals_now(mesa: Mesa, totals: str) -> None:
    assert list(_ledger(mesa).totals) == numbers_list(totals), _ledger(mesa).totals


@then(parsers.parse("queda un bote pendiente de {n:d} puntos para los asientos {seats}"))
def pot_is_pending(mesa: Mesa, n: int, seats: str) -> None:
    pot = Pot(n, tuple(sorted(seats_list(seats))))
    assert pot in _ledger(mesa).pots, _ledger(mesa).pots


@then("no queda ningún bote pendiente")
def no_pot(mesa: Mesa) -> None:
    assert not _ledger(mesa).pots, _ledger(mesa).pots


@then(parsers.parse("el asiento {seat:d} se lleva el bote de {n:d} puntos"))
def takes_pot(mesa: Mesa, seat: int, n: int) -> None:
    line = _last_line(mesa)
    assert (seat, n) in line.pots_taken, line.pots_taken


# --- Claims and the end of the match (ACA-CLAIM-*, ACA-MATCH-*) -------------------------------------------
def _claim(mesa: Mesa) -> Any:
    claim = next((line.claim for line in reversed(_ledger(mesa).lines) if line.claim is not None), None)
    assert claim is not None, "no claim was made"
    return claim


@then(parsers.parse("la cuenta del «he terminado» es {n:d}"))
def claim_count_is(mesa: Mesa, n: int) -> None:
    assert _claim(mesa).count == n, _claim(mesa)


@then(parsers.re(r"el «he terminado» es (?P<result>correcto|erróneo)"))
def claim_result(mesa: Mesa, result: str) -> None:
    assert _claim(mesa).correct == (result == "correcto"), _claim(mesa)


@then(parsers.parse("el asiento {side:d} gana la partida"))
@then(parsers.parse("la pareja {side:d} gana la partida"))
def wins_the_match(mesa: Mesa, side: int) -> None:
    assert _ledger(mesa).winner == side, f"winner: {_ledger(mesa).winner}"


@then("la partida sigue")
def match_goes_on(mesa: Mesa) -> None:
    assert _ledger(mesa).winner is None, f"winner: {_ledger(mesa).winner}"
    assert mesa.start().phase != "match_over"


@then(parsers.parse("el asiento {seat:d} queda fuera de la partida"))
def seat_left(mesa: Mesa, seat: int) -> None:
    assert seat in _ledger(mesa).out


@then(parsers.parse("siguen en la partida los asientos {seats}"))
def seats_still_in(mesa: Mesa, seats: str) -> None:
    assert list(_ledger(mesa).in_play) == seats_list(seats), _ledger(mesa).in_play


@then(parsers.parse("reparte el siguiente juego parcial el asiento {seat:d}"))
def next_dealer_is(mesa: Mesa, seat: int) -> None:
    ledger = _ledger(mesa)
    assert ledger.next_dealer == seat, f"seat {ledger.next_dealer} deals next"
    game = mesa.start()
    if game.phase == "dealing" and len(game.hands) > 1:
        assert game.dealer == seat, f"seat {game.dealer} deals the partial game in progress"


# --- Views (ACA-VIEW-PLAYER) ----------------------------------------------------------------------
def _view(mesa: Mesa, seat: int | None) -> Any:
    accepted_so_far(mesa)
    return mesa.start().view(seat)


@then(parsers.parse("la vista del asiento {seat:d} muestra su mano: {cards}"))
def view_hand(mesa: Mesa, seat: int, cards: str) -> None:
    assert sorted(_view(mesa, seat).hand) == sorted(parse_cards(cards))


@then(parsers.parse(
    "la vista del asiento {seat:d} muestra la carta vuelta {face_up}, la última del mazo {last} y {n:d} cartas boca abajo"))
def view_public_cards(mesa: Mesa, seat: int, face_up: str, last: str, n: int) -> None:
    v = _view(mesa, seat)
    assert (v.face_up, v.last_card, v.stock_face_down) == (parse_card(face_up), parse_card(last), n), (
        v.face_up, v.last_card, v.stock_face_down)


@then(parsers.parse("la vista del asiento {seat:d} muestra que el asiento {other:d} cambió el 7 de triunfo por {card}"))
def view_exchange(mesa: Mesa, seat: int, other: int, card: str) -> None:
    assert _view(mesa, seat).exchange == (other, parse_card(card))


@then(parsers.parse("la vista del asiento {seat:d} muestra los anuncios:"))
def view_announcements(mesa: Mesa, seat: int, datatable: list[list[str]]) -> None:
    heard = {a.seat: said_text(a.combinations) for a in _view(mesa, seat).announcements}
    for row in rows(datatable):
        assert heard.get(int(row["asiento"])) == row["anuncio"], heard
    assert {s for s, t in heard.items() if t != "nada"} <= {int(r["asiento"]) for r in rows(datatable)}, heard


@then(parsers.parse("la vista del asiento {seat:d} muestra los veredictos:"))
def view_verdicts(mesa: Mesa, seat: int, datatable: list[list[str]]) -> None:
    got = _verdict_rows(_view(mesa, seat).verdicts)
    assert got == _expected_verdicts(datatable), got


@then(parsers.parse("la vista del asiento {seat:d} muestra las cartas enseñadas: {cards}"))
def view_shown(mesa: Mesa, seat: int, cards: str) -> None:
    shown = {c for _, cs in _view(mesa, seat).shown for c in cs}
    assert shown == set(parse_cards(cards)), show(shown)


@then(parsers.re(r"la vista del asiento (?P<seat>\d+) muestra el «he terminado» del asiento (?P<other>\d+): "
                 r"cuenta (?P<n>\d+), (?P<result>correcto|erróneo)"))
def view_claim(mesa: Mesa, seat: str, other: str, n: str, result: str) -> None:
    claims = [(c.seat, c.count, c.correct) for c in _view(mesa, int(seat)).claims]
    assert (int(other), int(n), result == "correcto") in claims, claims


@then(parsers.parse("la vista del asiento {seat:d} muestra fuera de la partida al asiento {other:d}"))
def view_left(mesa: Mesa, seat: int, other: int) -> None:
    assert other in _view(mesa, seat).left


@then(parsers.parse("la vista del asiento {seat:d} muestra el bote pendiente de {n:d} puntos para los asientos {seats}"))
def view_pot(mesa: Mesa, seat: int, n: int, seats: str) -> None:
    assert Pot(n, tuple(sorted(seats_list(seats)))) in _view(mesa, seat).pots


def _cards_in(view: Any) -> set[str]:
    """Every text of ``view``'s JSON form that names a card."""
    found: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, str) and x in _CARD_TEXTS:
            found.add(x)

    walk(json.loads(json.dumps(view.to_json())))
    return found


_CARD_TEXTS = {str(c) for c in CARDS}


@then(parsers.parse("la vista del asiento {seat:d} no muestra ninguna de: {cards}"))
def view_hides(mesa: Mesa, seat: int, cards: str) -> None:
    leaked = _cards_in(_view(mesa, seat)) & {str(c) for c in parse_cards(cards)}
    assert not leaked, f"seat {seat}'s view shows {sorted(leaked)}"


@then(parsers.parse("ninguna vista muestra ninguna de: {cards}"))
def no_view_shows(mesa: Mesa, cards: str) -> None:
    hidden = {str(c) for c in parse_cards(cards)}
    for seat in [*range(mesa.start().rules.seats), None]:
        leaked = _cards_in(_view(mesa, seat)) & hidden
        assert not leaked, f"the view of {seat} shows {sorted(leaked)}"


# --- A physical game's record and its audit (ACA-AUDIT-PHYSICAL) ----------------------------------------------
@given("el registro de una partida física")
def physical_record(mesa: Mesa) -> None:
    mesa.record = []


def _recorded(mesa: Mesa, kind: str, what: Any) -> None:
    assert mesa.record is not None, "no physical record is being written"
    mesa.record.append((kind, what))


@given("el registro no vuelve la última carta del mazo")
def record_last_card_not_turned(mesa: Mesa) -> None:
    _recorded(mesa, "last card not turned", None)


@given(parsers.parse("el registro descubre del mazo: {cards}"))
def record_exposed(mesa: Mesa, cards: str) -> None:
    _recorded(mesa, "exposed", parse_cards(cards))


@given(parsers.parse("el registro no enseña {said} del asiento {seat:d}"))
def record_not_shown(mesa: Mesa, said: str, seat: int) -> None:
    _recorded(mesa, "not shown", (seat, announcement(said)))


@given("el registro da estas manos:")
def record_hands(mesa: Mesa, datatable: list[list[str]]) -> None:
    _recorded(mesa, "hands", {int(r["asiento"]): parse_cards(r["cartas"]) for r in rows(datatable)})


@given(parsers.parse("los jugadores anotan: {line}"))
def record_line(mesa: Mesa, line: str) -> None:
    _recorded(mesa, "line", numbers_list(line))


def _recorded_game(mesa: Mesa) -> RecordedGame:
    """The scenario's record as a recorded partial game: each trick row's cards by the seats in
    turn from its leader; in trick 1 each seat's announcement (from «en la primera baza se
    anuncia») recorded just before its card; the shows, when a step says one was not made, every
    announced combination but that one."""
    assert mesa.record is not None and mesa.dealer is not None
    rules = mesa.rules()
    order: Any = None
    actions: list[Any] = []
    plan: dict[int, tuple[Any, ...]] = {}
    announced: set[int] = set()
    hands: list[Any] | None = None
    line: Any = None
    exposed: list[Any] = []
    not_shown: set[tuple[int, Any]] = set()
    turned = True
    tricks = 0
    for kind, what in mesa.record:
        if kind == "order":
            order = what
        elif kind == "action":
            actions.append(what)
        elif kind == "announcements":
            plan = what
        elif kind == "trick":
            _, leader, cards = what
            for k, c in enumerate(cards):
                seat = rules.turn[int(leader)][k]
                if tricks == 0 and plan and seat not in announced:
                    actions.append(Announce(seat, plan.get(seat, ())))
                    announced.add(seat)
                actions.append(Play(seat, c))
            tricks += 1
        elif kind == "hands":
            hands = [what.get(s, []) for s in range(rules.seats)]
        elif kind == "line":
            line = what
        elif kind == "exposed":
            exposed = list(what)
        elif kind == "not shown":
            not_shown.update((what[0], c) for c in what[1])
        elif kind == "last card not turned":
            turned = False
        else:  # pragma: no cover - every kind of record step is read above
            raise AssertionError(f"record step {kind!r} has no place in a recorded game")
    shows = None
    if not_shown:
        shows = [(seat, c) for seat, said in plan.items() for c in said if (seat, c) not in not_shown]
    return RecordedGame(mesa.dealer, order, actions, hands, turned, exposed, shows, line)


@when("se audita el registro")
def audit_the_record(mesa: Mesa) -> None:
    assert mesa.record, "nothing was recorded"
    record = PhysicalRecord(mesa.rules(), [_recorded_game(mesa)], mesa.totals, mesa.pots, sorted(mesa.out),
                            sorted(mesa.barred))
    mesa.audit = audit_physical(record)[0]


def _points(mesa: Mesa, fault: PhysicalFault) -> str:
    """What a fault scores, as the scenarios write it: ``+10 para el asiento 1`` (each other
    side), ``-10`` (the offender), ``0``."""
    if premium_of(fault):
        rules = mesa.rules()
        others = [s for s in dict.fromkeys(rules.side_of(x) for x in rules.in_play) if s != rules.side_of(fault.seat)]
        who = f"el asiento {others[0]}" if len(others) == 1 else "los asientos " + seats_words(others)
        return f"+{premium_of(fault)} para {who}"
    return f"-{penalty_of(fault)}" if penalty_of(fault) else "0"


def seats_words(seats: list[int]) -> str:
    return ", ".join(str(s) for s in seats[:-1]) + f" y {seats[-1]}"


def _fault_rows(mesa: Mesa) -> list[tuple[str, int, str, str, str]]:
    assert mesa.audit is not None, "the record was not audited"
    return [("—" if f.trick is None else str(f.trick), f.seat, f.words, f.clause, _points(mesa, f))
            for f in mesa.audit.faults]


@then("la auditoría señala:")
def audit_reports(mesa: Mesa, datatable: list[list[str]]) -> None:
    expected = [(r["baza"], int(r["asiento"]), r["falta"], r["cláusula"], r["puntos"]) for r in rows(datatable)]
    assert _fault_rows(mesa) == expected
    assert mesa.audit.stopped is None, mesa.audit.stopped


@then("la auditoría no señala nada")
def audit_reports_nothing(mesa: Mesa) -> None:
    assert _fault_rows(mesa) == []


@then(parsers.parse("la auditoría señala la falta {clause} del asiento {seat:d}, {points}"))
def audit_reports_one(mesa: Mesa, clause: str, seat: int, points: str) -> None:
    assert [(f[1], f[3], f[4]) for f in _fault_rows(mesa)] == [(seat, clause, points)]


@then("la hoja de la auditoría da:")
def audit_sheet_is(mesa: Mesa, datatable: list[list[str]]) -> None:
    audit = mesa.audit
    assert audit is not None and audit.sheet is not None, "the replay stopped"
    assert audit.recorded is not None
    got = [(side, audit.recorded[side], audit.sheet[side]) for side in sorted(audit.sheet)]
    expected = [(int(r["asiento"]), int(r["hoja registrada"]), int(r["hoja de la auditoría"])) for r in rows(datatable)]
    assert got == expected
    assert audit.differences == [(s, r, a) for s, r, a in expected if r != a]
