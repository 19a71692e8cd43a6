"""Rooms of profile belote-acanomas on a real server (TABLE-ROOMS, TABLE-STATE, TABLE-ACTION,
TABLE-EVENTS, TABLE-AI, TABLE-PRIVACY, TABLE-DURABILITY, TABLE-TRANSCRIPT): 2, 3 and 4 players
and the pairs sub-profile, each seat's own view, refusals with ACA- clauses, eliminated seats.

What each seat may not see is worked out here from the room's record replayed through the
engine (holdings, tricks, the face-up cards, the shows), not from the server's views."""

from __future__ import annotations

import asyncio
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from belote_ref.profiles.acanomas.combinations import ACEPTADA
from belote_ref.cards import cards_of
from belote_ref.machine import Game
from belote_ref.table import engine, protocol
from belote_ref.table.bot import SeatBot
from belote_ref.table.rooms import Room, config_from_request
from belote_ref.table.runner import ServerThread
from belote_ref.transcript.audit import audit_document

from .helpers import PLAY_WAIT, WAIT, Client, create_room, http, join, my_turn, running_server

ACA = "belote-acanomas"
CARD = re.compile(r'"((?:10|[789JQKA])[CDHS])"')
TEXT = {str(c): int(c) for c in engine.CARDS}


def seats(*kinds: str) -> list[dict[str, Any]]:
    return [{"occupant": "client"} if k == "client" else {"occupant": "ai", "level": k} for k in kinds]


def aca_room(url: str, kinds: list[str], **options: Any) -> tuple[dict[str, Any], str]:
    body: dict[str, Any] = {"profile": ACA, "options": {"players": len(kinds), **options}}
    seed = body["options"].pop("seed", 7)
    return create_room(url, seats(*kinds), seed=seed, **body)


def test_a_room_of_the_profile_says_its_profile_seats_and_sides(server: ServerThread) -> None:
    room, _ = aca_room(server.url, ["client", "normal", "easy"])
    assert room["profile"] == ACA and room["ruleset"]["id"] == "belote-acanomas-0.1.0"
    assert room["ruleset"]["options"]["players"] == 3
    assert [s["team"] for s in room["seats"]] == [0, 1, 2], "each player is his own side (ACA-SEATS-PLAYERS)"
    assert len(room["totals"]) == 3 and protocol.http_validator("room").is_valid(room)
    pairs, _ = aca_room(server.url, ["client", "easy", "easy", "easy"], pairs=True)
    assert [s["team"] for s in pairs["seats"]] == [0, 1, 0, 1] and len(pairs["totals"]) == 2
    status, listing = http("GET", f"{server.url}/api/rooms")
    listed = {r["id"]: r for r in listing["rooms"]}
    assert listed[room["id"]]["profile"] == ACA and listed[pairs["id"]]["ruleset"]["options"]["pairs"] is True
    status, info = http("GET", f"{server.url}/api")
    profiles = {p["name"]: p for p in info["profiles"]}
    assert profiles[ACA]["seats"] == 3 and profiles[ACA]["ai_levels"] == ["random", "easy", "normal"]
    assert info["default_profile"] == "belote-classic"


def test_the_welcome_and_each_state_are_the_seats_own_view(server: ServerThread) -> None:
    room, _ = aca_room(server.url, ["client", "client"], seed=11)
    tokens = [join(server.url, room["id"], s) for s in (0, 1)]
    clients = [Client(server, room["id"]) for _ in (0, 1)]
    try:
        for seat, (c, t) in enumerate(zip(clients, tokens)):
            welcome = c.hello(t)
            assert welcome["profile"] == {"name": ACA, "seats": 2, "teams": [[0], [1]]}
            assert welcome["seat"] == seat and protocol.server_validator().is_valid(welcome)
            state = c.expect("state")
            view = state["view"]
            assert view["seat"] == seat and view["ruleset"].startswith("belote-acanomas")
            assert protocol.server_validator().is_valid(state)
            mine = set(view["hand"])
            other = engine.view(server.hub.rooms[room["id"]].room.game, 1 - seat).hand  # type: ignore[union-attr]
            assert mine and not mine & {str(x) for x in other}
            to_act = view["to_act"]
            assert bool(view["legal_actions"]) == (to_act == seat)
    finally:
        for c in clients:
            c.close()


def test_a_refusal_names_the_profiles_clause_and_changes_nothing(server: ServerThread) -> None:
    room, _ = aca_room(server.url, ["client", "client", "client"], seed=3)
    tokens = {s: join(server.url, room["id"], s) for s in range(3)}
    rt = server.hub.rooms[room["id"]]  # type: ignore[union-attr]
    seat = rt.room.to_act()
    assert seat is not None
    with Client(server, room["id"]) as c:
        c.hello(tokens[seat])
        state = c.expect("state")
        seq = state["seq"]
        c.send({"type": "action", "action": {"type": "claim", "seat": seat}})
        refused = c.expect("refused")
        assert refused["clause"].startswith("ACA-") and protocol.server_validator().is_valid(refused)
        c.send({"type": "action", "action": {"type": "announce", "seat": seat, "combinations": []}})
        refused = c.expect("refused")
        assert refused["clause"] == "ACA-MATCH-PHASES" and "trick 1" in refused["reason"], refused
        c.send({"type": "action", "action": {"type": "take", "seat": (seat + 1) % 3, "suit": "H"}})
        assert c.expect("error")["code"] == "wrong-seat"
        c.send({"type": "sync"})
        assert c.expect("state")["seq"] == seq, "a refused action changes nothing"


def _hidden(room: Room) -> dict[int, list[set[int]]]:
    """seq -> for each seat (and index ``seats``: a spectator) the cards hidden from it after
    that record: every dealt card but its own, those on the table (tricks), the face-up ones
    (the turned card, taken by the maker or the trump-7 exchange; the trump 7 given for it; the
    turned-up last card) and the shown ones."""
    game: Game | None = None
    out: dict[int, list[set[int]]] = {}
    n = room.seats
    for r in room.records:
        if r.kind == "start":
            game = Game(room.ruleset, r.body["first_dealer"])
        elif r.kind == "deal":
            assert game is not None
            engine.deal(game, r.body["order"])
        else:
            assert game is not None
            game.apply(engine.parse_action(r.body, room.profile))
        assert game is not None
        h: Any = game.hands[-1]
        public = {c for t in h.tricks for c in t} | set(h.trick)
        took = h.exchange[1] if h.exchange is not None else None  # the turned card, seen by all
        for card in (h.turned, h.face_up, h.last_card, took):
            if card is not None:
                public.add(int(card))
        for mask in h.shown.values():
            public |= {int(c) for c in cards_of(mask)}
        everything = set(range(32)) if h.order else set()
        own = [{int(c) for c in cards_of(m)} for m in h.holdings]
        out[r.seq] = [everything - public - own[s] for s in range(n)] + [everything - public]
    return out


def _leaks(messages: list[dict[str, Any]], seat: int | None, hidden: dict[int, list[set[int]]], n: int) -> list[str]:
    found = []
    for m in messages:
        if m["type"] in ("refused", "welcome", "pong", "error"):
            continue
        secret = hidden.get(m["seq"], [set()] * (n + 1))[n if seat is None else seat]
        named = {TEXT[t] for t in CARD.findall(json.dumps(m))}
        if named & secret:
            where = [k for k, v in (m.get("view") or m.get("event") or {}).items() if set(CARD.findall(json.dumps(v))) & {str(engine.CARDS[c]) for c in named & secret}]
            found.append(f"seat {seat} got {sorted(str(engine.CARDS[c]) for c in named & secret)} in {where} of {m}")
    return found


def _suit_leaks(messages: list[dict[str, Any]], seat: int | None) -> list[str]:
    """An escalera's suit heard from another seat before it is public (ACA-VIEW-PLAYER): the
    announce events carry none unless the verdicts of that partial game, given by then, made it
    public (accepted or compared)."""
    found = []
    public: set[tuple[int, int, str]] = set()
    for m in messages:
        if m["type"] != "event":
            continue
        e = m["event"]
        if e["kind"] == "verdicts":
            public |= {(e["hand"], v["seat"], json.dumps(v["combination"], sort_keys=True)) for v in e["verdicts"]
                       if v["verdict"] == ACEPTADA or v["compared"]}
        if e["kind"] == "announce" and e["seat"] != seat:
            for c in e["combinations"]:
                if "suit" in c and (e["hand"], e["seat"], json.dumps(c, sort_keys=True)) not in public:
                    found.append(f"seat {seat} heard the suit of {c} in {m}")
    return found


@pytest.mark.parametrize("players, pairs", [(2, False), (3, False), (4, False), (4, True)])
def test_no_message_names_a_hidden_card(server: ServerThread, players: int, pairs: bool) -> None:
    """TABLE-PRIVACY over random matches of the profile: every seat a client with random legal
    actions (claims and eliminations included), and a spectator."""
    rng = random.Random(players * 10 + pairs)
    rooms: list[str] = []
    bots: list[tuple[str, int | None, SeatBot]] = []
    for i in range(3):
        options: dict[str, Any] = {"players": players, "target": 300}
        if pairs:
            options["pairs"] = True
        room, _ = create_room(server.url, seats(*["client"] * players), profile=ACA, options=options,
                              seed=rng.randrange(10**6), first_dealer=i % players)
        rooms.append(room["id"])
        for seat in range(players):
            token = join(server.url, room["id"], seat)
            bots.append((room["id"], seat, SeatBot(lambda: server.ws_base, room["id"], token, random.Random(rng.random()),
                                                   open_timeout=WAIT)))
        bots.append((room["id"], None, SeatBot(lambda: server.ws_base, room["id"], None, random.Random(0), open_timeout=WAIT)))

    async def play() -> None:
        await asyncio.wait_for(asyncio.gather(*(b.run() for _, _, b in bots)), timeout=PLAY_WAIT)

    asyncio.run(play())
    assert server.hub is not None
    problems: list[str] = []
    checked = 0
    kinds: set[str] = set()
    for room_id in rooms:
        live = server.hub.rooms[room_id].room
        assert live.over
        hidden = _hidden(live)
        for rid, who, bot in bots:
            if rid == room_id:
                problems += _leaks(bot.received, who, hidden, players) + _suit_leaks(bot.received, who)
                checked += len(bot.received)
                kinds |= {m["event"]["kind"] for m in bot.received if m["type"] == "event"}
                bad = [m for m in bot.received if not protocol.server_validator().is_valid(m)]
                assert not bad, bad[:1]
    assert not problems, problems[:3]
    assert checked > 300
    assert {"bid", "announce", "play", "trick", "claim", "game_end", "match_end"} <= kinds  # the first deal: before anyone joined


def test_the_check_finds_a_leak() -> None:
    """The leak checks themselves fail on another seat's card and on an escalera's hidden suit."""
    cfg = config_from_request({"profile": ACA, "seats": seats("client", "client", "client"), "seed": 1})
    room = Room("r", cfg, 0.0, "h")
    room.start_match(0.0)
    hidden = _hidden(room)
    other = engine.view(room.game, 1).hand[0]
    fake = {"type": "state", "seq": room.seq, "view": {"hand": [str(other)]}}
    assert _leaks([fake], 0, hidden, 3) and _leaks([fake], None, hidden, 3) and not _leaks([fake], 1, hidden, 3)
    heard = {"type": "event", "seq": 1, "event": {"kind": "announce", "hand": 1, "seat": 1,
                                                  "combinations": [{"kind": "escalera", "length": 3, "top": "K", "suit": "H"}]}}
    assert _suit_leaks([heard], 0) and not _suit_leaks([heard], 1)


def test_ai_seats_play_the_profile_and_a_seat_that_left_watches_the_match_go_on(server: ServerThread) -> None:
    """Four AI seats each for himself (random plays claims wrongly): a match where a wrong claim
    eliminates a seat goes on with fewer players (ACA-CLAIM-ELIMINATION); the transcript of the
    room audits clean (TABLE-TRANSCRIPT)."""
    found = None
    for seed in range(1, 60):
        room, host = create_room(server.url, seats("random", "random", "normal", "easy"), profile=ACA,
                                 options={"players": 4, "target": 200}, seed=seed)
        rt = server.hub.rooms[room["id"]]  # type: ignore[union-attr]
        with Client(server, room["id"]) as c:
            c.hello(spectate=True)
            c.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "match_end")
        lines = rt.room.game.ledger.lines
        left = [line.game for line in lines if line.left is not None]
        if left and lines[-1].game > left[0]:
            found = (room, host, rt, left[0])
            break
    assert found is not None, "no seed gave an elimination"
    room, host, rt, first_left = found
    out = sorted(rt.room.game.ledger.out)
    status, doc = http("GET", f"{server.url}/api/rooms/{room['id']}/matches/1/transcript", token=host)
    assert status == 200 and doc["profile"] == ACA
    report = audit_document(doc)
    assert report.exit == 0, [str(d) for d in report.departures]
    assert doc["result"]["out"] == out
    after = [h for h in doc["hands"] if h["number"] > first_left]
    assert after, "the match went on after the elimination"
    lines = rt.room.game.ledger.lines
    for h in after:
        gone = {line.left for line in lines if line.left is not None and line.game < h["number"]}
        assert gone and not any(a.get("seat") in gone for a in h["actions"]), "a seat that left never acts again"


def test_the_room_replays_on_restart(tmp_path: Path) -> None:
    """TABLE-DURABILITY: every accepted action of a room of the profile is stored; a restarted
    server rebuilds the room exactly."""
    db = tmp_path / "t.sqlite3"
    with running_server(db) as s:
        room, _ = create_room(s.url, seats("client", "easy", "normal"), profile=ACA, options={"players": 3}, seed=5)
        token = join(s.url, room["id"], 0)
        with Client(s, room["id"]) as c:
            c.hello(token)
            acted = 0
            while True:
                m = c.recv()
                if my_turn(m):
                    if acted == 8:
                        before = m  # the room waits for this seat: nothing changes until it acts
                        break
                    c.send({"type": "action", "action": m["view"]["legal_actions"][0], "seq": m["seq"]})
                    acted += 1
    with running_server(db) as s:
        with Client(s, room["id"]) as c:
            c.hello(token)
            after = c.expect("state")
    assert after["seq"] == before["seq"] and after["view"] == before["view"]


def test_the_transcript_without_the_host_token_holds_every_finished_partial_game(server: ServerThread) -> None:
    """TABLE-TRANSCRIPT: a finished match's transcript is complete, a hand in progress is left
    out, whatever the token (TABLE-PRIVACY)."""
    room, host = create_room(server.url, seats("easy", "normal", "easy"), profile=ACA,
                             options={"players": 3, "target": 150}, seed=21)
    with Client(server, room["id"]) as c:
        c.hello(spectate=True)
        c.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "match_end")
    status, public = http("GET", f"{server.url}/api/rooms/{room['id']}/matches/1/transcript")
    status2, full = http("GET", f"{server.url}/api/rooms/{room['id']}/matches/1/transcript", token=host)
    assert status == status2 == 200 and public == full
    live = server.hub.rooms[room["id"]].room.game  # type: ignore[union-attr]
    assert len(public["hands"]) == len(live.ledger.lines) and public["result"]["totals"] == list(live.totals)
    # during a match, the partial game in progress is left out, with the host token too (TABLE-PRIVACY)
    room2, host2 = create_room(server.url, seats("client", "easy", "easy"), profile=ACA, options={"players": 3}, seed=21)
    status, doc = http("GET", f"{server.url}/api/rooms/{room2['id']}/matches/1/transcript")
    assert status == 200 and doc["hands"] == []
    status, doc = http("GET", f"{server.url}/api/rooms/{room2['id']}/matches/1/transcript", token=host2)
    assert status == 200 and doc["hands"] == []


def test_ai_seats_of_the_profile_decide_in_worker_processes(tmp_path: Path) -> None:
    """TABLE-AI: with a pool of worker processes, the AI seats of a room of the profile get
    their own view (a PlayerView, pickled to the worker) and play the match to its end."""
    with running_server(tmp_path / "p.sqlite3", ai_workers=1) as s:
        room, host = create_room(s.url, seats("normal", "easy"), profile=ACA, options={"players": 2, "target": 100},
                                 seed=8)
        with Client(s, room["id"]) as c:
            c.hello(spectate=True)
            end = c.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "match_end")
        assert end["event"]["winner"] in (0, 1)
        status, doc = http("GET", f"{s.url}/api/rooms/{room['id']}/matches/1/transcript", token=host)
        assert status == 200 and audit_document(doc).exit == 0
        assert [x["level"] for x in doc["seats"]] == ["normal", "easy"]
