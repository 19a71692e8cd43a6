"""Steps of the table scenarios of profile belote-acanomas (features/acanomas/mesa.feature, in
Spanish; spec/table.md TABLE-PROFILES), bound by test_scenarios_acanomas.py. They use the table
scenarios' world and steps (steps_table.py: each Spanish step here that says what an English one
says there calls it), and the leak checks of tests/table/test_acanomas_rooms.py, which work out
what is hidden from each seat by replaying the room's record through the engine."""

from __future__ import annotations

import json
import random
import time
from typing import Any

from pytest_bdd import given, parsers, then, when

from belote_ref.profiles.acanomas.ruleset import parse_option_text
from belote_ref.table import protocol
from belote_ref.transcript.audit import audit_document

from ..table.helpers import PLAY_WAIT, http
from ..table.test_acanomas_rooms import _hidden, _leaks, _suit_leaks
from . import steps_table as table
from .steps_table import TableWorld, _is_event, _take, world  # noqa: F401 - the world fixture, for the scenarios

ACA = "belote-acanomas"


def _seats(text: str) -> list[dict[str, Any]]:
    names = [s.strip() for s in text.split(",")]
    return [{"occupant": "client"} if n == "client" else {"occupant": "ai", "level": n} for n in names]


def _create(world: TableWorld, seats_text: str, body: dict[str, Any]) -> tuple[int, Any]:
    body = {**body, "seats": _seats(seats_text), **world.fields}
    status, doc = http("POST", f"{world.url}/api/rooms", body)
    world.response = (status, doc)
    if status == 201:
        world.room, world.host = doc["room"], doc["host_token"]
    return status, doc


@given(parsers.parse("un servidor de mesa cuyo perfil por defecto es {profile}"))
def a_table_server_of(world: TableWorld, profile: str) -> None:
    world.start(default_profile=profile)


@given(parsers.parse("las salas tienen la opción del perfil {text}"))
def rooms_profile_option(world: TableWorld, text: str) -> None:
    name, value = parse_option_text(text)
    world.options[name] = value


@given(parsers.parse('una sala del perfil belote-acanomas para {players:d} jugadores con los asientos "{seats}"'))
@when(parsers.parse('se crea una sala del perfil belote-acanomas para {players:d} jugadores con los asientos "{seats}"'))
def aca_room(world: TableWorld, players: int, seats: str) -> None:
    status, doc = _create(world, seats, {"profile": ACA, "options": {"players": players, **world.options}})
    assert status == 201, doc


@when(parsers.parse('se pide una sala del perfil belote-acanomas para {players:d} jugadores con los asientos "{seats}"'))
def aca_room_request(world: TableWorld, players: int, seats: str) -> None:
    _create(world, seats, {"profile": ACA, "options": {"players": players, **world.options}})


@when(parsers.parse('se crea una sala sin perfil con los asientos "{seats}"'))
def room_without_profile(world: TableWorld, seats: str) -> None:
    status, doc = _create(world, seats, {})
    assert status == 201, doc


@then(parsers.parse('la sala es del perfil "{profile}" con el reglamento "{rid}" y los bandos {sides}'))
def room_profile(world: TableWorld, profile: str, rid: str, sides: str) -> None:
    status, listing = http("GET", f"{world.url}/api/rooms")
    room = next(r for r in listing["rooms"] if r["id"] == world.room_id)
    assert room["profile"] == profile and room["ruleset"]["id"] == rid, room
    expected = json.loads(sides)
    side_of = {s: i for i, side in enumerate(expected) for s in side}
    assert [s["team"] for s in room["seats"]] == [side_of[s] for s in range(len(room["seats"]))]
    assert protocol.http_validator("room").is_valid(room)


@then(parsers.parse("la sala tiene {n:d} totales"))
def room_totals(world: TableWorld, n: int) -> None:
    room = http("GET", f"{world.url}/api/rooms/{world.room_id}")[1]
    assert room["totals"] == [0] * n


@given(parsers.parse("los clientes de los {n:d} asientos ocupan sus asientos"))
@when(parsers.parse("los clientes de los {n:d} asientos ocupan sus asientos"))
def clients_take_seats(world: TableWorld, n: int) -> None:
    for seat in range(n):
        _take(world, seat)


@then(parsers.parse('el cliente del asiento {seat:d} recibe la bienvenida al perfil "{profile}" con {n:d} asientos'))
def welcomed_to(world: TableWorld, seat: int, profile: str, n: int) -> None:
    w = world.client(seat).expect("welcome")
    assert w["profile"]["name"] == profile and w["profile"]["seats"] == n and len(w["seats"]) == n
    assert w["ruleset"]["options"]["players"] == n and protocol.server_validator().is_valid(w)


@then(parsers.parse("los {n:d} asientos ven cada uno {cards:d} cartas suyas y ninguna de otro, y solo el asiento "
                    "{mano:d} tiene acciones legales: pasar y aceptar"))
def own_views(world: TableWorld, n: int, cards: int, mano: int) -> None:
    hands = []
    for seat in range(n):
        s = world.client(seat).expect("state")
        assert protocol.server_validator().is_valid(s)
        view = s["view"]
        assert view["seat"] == seat and len(view["hand"]) == cards and view["to_act"] == mano
        hands.append(set(view["hand"]))
        kinds = {a["type"] for a in view["legal_actions"]}
        assert kinds == ({"pass", "take"} if seat == mano else set()), view["legal_actions"]
        if seat == mano:
            turned = view["face_up"]
            assert {a["suit"] for a in view["legal_actions"] if a["type"] == "take"} == {turned[-1]}
    for a in range(n):
        for b in range(a + 1, n):
            assert not hands[a] & hands[b]


def _play(world: TableWorld, seat: int, stop: Any, claim_when_possible: bool = False) -> Any:
    c = world.client(seat)
    c.send({"type": "sync"})
    deadline = time.monotonic() + PLAY_WAIT
    while time.monotonic() < deadline:
        m = c.recv()
        if stop(m):
            return m
        if m["type"] == "state" and m["view"]["legal_actions"]:
            legal = m["view"]["legal_actions"]
            claims = [a for a in legal if a["type"] == "claim"]
            choice = claims[0] if claims and claim_when_possible else next(a for a in legal if a["type"] != "claim")
            c.send({"type": "action", "seq": m["seq"], "action": choice})
            if choice["type"] == "claim":
                return m
    raise AssertionError(f"the room did not get there in {PLAY_WAIT:g} s")


@when(parsers.parse("el cliente del asiento {seat:d} juega su primera acción legal que no sea «he terminado» hasta el "
                    "final de la partida"))
def play_no_claim(world: TableWorld, seat: int) -> None:
    _play(world, seat, _is_event("match_end"))


@when(parsers.parse("el cliente del asiento {seat:d} juega su primera acción legal que no sea «he terminado» hasta que "
                    "puede decirlo, y lo dice"))
def play_then_claim(world: TableWorld, seat: int) -> None:
    claimed = _play(world, seat, _is_event("match_end"), claim_when_possible=True)
    assert claimed["type"] == "state", "the match ended before the seat could claim"
    world.fields["claimed_at"] = claimed["view"]["game_number"]


@then(parsers.parse("el espectador oyó los eventos {kinds}"))
def spectator_heard(world: TableWorld, kinds: str) -> None:
    c = world.client("spectator")
    if not any(_is_event("match_end")(m) for m in c.received):
        c.until(_is_event("match_end"))
    wanted = set(json.loads(kinds))
    got = {m["event"]["kind"] for m in c.received if m["type"] == "event"}
    assert wanted <= got, (wanted, got)
    assert "hand_end" not in got, "a partial game ends with game_end"
    assert all(protocol.server_validator().is_valid(m) for m in c.received)


@then(parsers.parse("cada baza que oyó el espectador tenía {n:d} cartas y un ganador"))
def trick_sizes(world: TableWorld, n: int) -> None:
    tricks = [m["event"] for m in world.client("spectator").received if _is_event("trick")(m)]
    assert tricks and all(len(t["cards"]) == n and t["winner"] in range(n) for t in tricks)


@then("la anotación de la partida pasa belote-ref audit --profile acanomas")
def transcript_audits(world: TableWorld) -> None:
    status, doc = http("GET", f"{world.url}/api/rooms/{world.room_id}/matches/1/transcript", token=world.host)
    assert status == 200 and doc["profile"] == ACA
    report = audit_document(doc)
    assert report.exit == 0 and not report.departures, [str(d) for d in report.departures]


@when(parsers.parse("los {n:d} clientes juegan acciones legales al azar hasta el final de la partida"))
def n_random(world: TableWorld, n: int) -> None:
    clients_take_seats(world, n)
    rng = random.Random(17)
    ended: set[int] = set()
    deadline = time.monotonic() + PLAY_WAIT
    while len(ended) < n and time.monotonic() < deadline:
        for seat in range(n):
            if seat in ended:
                continue
            c = world.client(seat)
            try:
                m = c.recv(timeout=0.05)
            except TimeoutError:
                continue
            if _is_event("match_end")(m):
                ended.add(seat)
            elif m["type"] == "state" and m["view"]["legal_actions"]:
                c.send({"type": "action", "seq": m["seq"], "action": rng.choice(m["view"]["legal_actions"])})
    assert len(ended) == n, f"the match did not end in {PLAY_WAIT:g} s"
    world.client("spectator").until(_is_event("match_end"))


@then("ningún mensaje a un asiento o al espectador nombró una carta oculta para él, ni el palo oculto de una escalera")
def no_leak(world: TableWorld) -> None:
    room = world.live_room()
    hidden = _hidden(room)
    n = room.seats
    problems: list[str] = []
    for who, c in world.clients.items():
        seat = None if who == "spectator" else who
        problems += _leaks(c.received, seat, hidden, n) + _suit_leaks(c.received, seat)
    assert not problems, problems[:2]
    assert sum(len(c.received) for c in world.clients.values()) > 50


@then(parsers.parse("dice «he terminado» erróneamente, pues ningún total está cerca del objetivo de {target:d}, y el "
                    "asiento {seat:d} sale de la partida"))
def claim_wrong(world: TableWorld, target: int, seat: int) -> None:
    c = world.client(seat)
    end = c.until(lambda m: _is_event("game_end")(m) and m["event"]["line"]["claim"] is not None)
    line = end["event"]["line"]
    assert line["claim"]["seat"] == seat and line["claim"]["correct"] is False and line["claim"]["count"] < target
    assert line["left"] == seat and seat in end["event"]["out"]


@then(parsers.parse("la partida sigue con los asientos {a:d}, {b:d} y {c:d}, y al asiento {gone:d} nunca más se le da "
                    "una acción legal"))
def goes_on(world: TableWorld, a: int, b: int, c: int, gone: int) -> None:
    client = world.client(gone)
    start = len(client.received)
    deal = client.until(_is_event("deal"))
    assert deal["event"]["dealer"] in (a, b, c)
    state = client.until(lambda m: m["type"] == "state" and m["seq"] >= deal["seq"])
    assert state["view"]["in_play"] == [a, b, c] and state["view"]["left"] == [gone]
    assert state["view"]["hand"] == [] and sum(state["view"]["cards_held"]) == 18, \
        "three players: 6 cards each before the take (ACA-DEAL-THREE), none for the seat that left"
    client.until(_is_event("game_end"))
    later = [m for m in client.received[start:] if m["type"] == "state"]
    assert later and not any(m["view"]["legal_actions"] for m in later)


# --- the table scenarios' steps, in Spanish: each calls the English step of steps_table.py ---------
@given("un servidor de mesa")
def a_table_server(world: TableWorld) -> None:
    table.a_table_server(world)


@given(parsers.parse("las salas se reparten con la semilla {seed:d} y reparte primero el asiento {dealer:d}"))
def rooms_seeded(world: TableWorld, seed: int, dealer: int) -> None:
    table.rooms_seeded(world, seed, dealer)


@given("un espectador mira la sala")
def spectator_watches(world: TableWorld) -> None:
    table.spectator_watches(world)


@given(parsers.parse("el cliente del asiento {seat:d} ocupa su asiento"))
@when(parsers.parse("el cliente del asiento {seat:d} ocupa su asiento"))
def client_takes_seat(world: TableWorld, seat: int) -> None:
    table.client_takes_seat(world, seat)


@given(parsers.re(r"el cliente del asiento (?P<seat>\d) envía (?P<msg>\{.*\})$"))
@when(parsers.re(r"el cliente del asiento (?P<seat>\d) envía (?P<msg>\{.*\})$"))
def sends_json(world: TableWorld, seat: str, msg: str) -> None:
    table.sends_json(world, seat, None, msg)


@given(parsers.parse("el cliente del asiento {seat:d} recibe la confirmación del mensaje {mid:d} en el número de estado {seq:d}"))
def receives_ack(world: TableWorld, seat: int, mid: int, seq: int) -> None:
    table.receives_ack(world, seat, mid, seq)


@then(parsers.parse("el cliente del asiento {seat:d} recibe un rechazo con la cláusula {clause}"))
def receives_refusal(world: TableWorld, seat: int, clause: str) -> None:
    table.receives_refusal(world, seat, clause)


@then(parsers.parse("la sala sigue en el número de estado {seq:d}"))
def still_at(world: TableWorld, seq: int) -> None:
    table.still_at(world, seq)


@then(parsers.parse("el cliente del asiento {seat:d} recibe un estado con el número {seq:d} en el que le toca al asiento {nxt:d}"))
def state_at(world: TableWorld, seat: int, seq: int, nxt: int) -> None:
    table.state_at(world, seat, seq, nxt)


@when("el servidor se detiene y vuelve a arrancar sobre su base de datos")
def restart(world: TableWorld) -> None:
    table.restart(world)


@then(parsers.parse("se rechaza la petición con el estado {status:d} y un mensaje que contiene {words}"))
def refused_request(world: TableWorld, status: int, words: str) -> None:
    (text,) = json.loads(words)  # the server's own words, as it writes them
    table.refused_request(world, status, text)
