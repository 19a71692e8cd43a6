"""TABLE-PRIVACY: in many random matches, no message sent to a seat names a card hidden from it
(another seat's hand, the undealt cards), and no message to a spectator names any hidden card.

What is hidden at each moment is worked out here from the room's record replayed through the
engine (the holdings after each record), not from the server's views: a message stamped with seq
S is checked against the cards hidden once record S was applied.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any

from belote_ref.cards import cards_of
from belote_ref.machine import Game
from belote_ref.table.bot import SeatBot
from belote_ref.table.rooms import Room, config_from_request
from belote_ref.table.runner import ServerThread
from belote_ref.table import engine

from .helpers import FOUR_CLIENTS, ONE_CLIENT, PLAY_WAIT, WAIT, create_room, http, join

CARD = re.compile(r'"((?:10|[789JQKA])[CDHS])"')
TEXT = {str(c): int(c) for c in engine.CARDS}


def hidden_after_each_record(room: Room) -> dict[int, list[set[int]]]:
    """seq -> for each seat (and index 4: a spectator) the cards hidden from it after that record."""
    game: Game | None = None
    out: dict[int, list[set[int]]] = {}
    for r in room.records:
        if r.kind == "start":
            game = Game(room.ruleset, r.body["first_dealer"])
        elif r.kind == "deal":
            assert game is not None
            engine.deal(game, r.body["order"])
        else:
            assert game is not None
            game.apply(engine.parse_action(r.body))
        assert game is not None
        h = game.hands[-1]
        public = {c for t in h.tricks for c in t} | set(h.trick)
        if h.turned is not None:
            public.add(int(h.turned))
        everything = set(range(32)) if h.order else set()
        own = [set(int(c) for c in cards_of(m)) for m in h.holdings]
        out[r.seq] = [everything - public - own[s] for s in range(4)] + [everything - public]
    return out


def leaks(messages: list[dict[str, Any]], seat: int | None, hidden: dict[int, list[set[int]]]) -> list[str]:
    found = []
    for m in messages:
        if m["type"] in ("refused", "welcome", "pong", "error"):
            continue  # refused echoes the client's own attempt; the others carry no card
        seq = m.get("seq")
        assert isinstance(seq, int), m
        secret = hidden[seq][4 if seat is None else seat] if seq in hidden else set()
        named = {TEXT[t] for t in CARD.findall(json.dumps(m))}
        if named & secret:
            found.append(f"seat {seat} got {sorted(str(engine.CARDS[c]) for c in named & secret)} in {m}")
    return found


def test_no_message_names_a_hidden_card(server: ServerThread) -> None:
    rng = random.Random(2024)
    rooms = []
    bots: list[tuple[str, int | None, SeatBot]] = []
    seat: int | None
    for i in range(10):
        seats = FOUR_CLIENTS if i % 2 == 0 else ONE_CLIENT
        room, _ = create_room(server.url, seats, options={"target": 400}, seed=rng.randrange(10**6),
                              first_dealer=i % 4)
        rooms.append(room["id"])
        for seat in range(4):
            if seats[seat]["occupant"] == "client":
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
    for room_id in rooms:
        live = server.hub.rooms[room_id].room
        assert live.over
        hidden = hidden_after_each_record(live)
        for rid, seat, bot in bots:
            if rid == room_id:
                problems += leaks(bot.received, seat, hidden)
                checked += len(bot.received)
    assert not problems, problems[:3]
    assert checked > 5000


def test_the_check_finds_a_leak() -> None:
    """The leak check itself fails on a message naming another seat's card."""
    room = Room("r", config_from_request({"profile": "belote-classic", "seats": FOUR_CLIENTS, "seed": 1}), 0.0, "h")
    room.start_match(0.0)
    hidden = hidden_after_each_record(room)
    other = engine.view(room.game, 1).hand[0]
    fake = {"type": "state", "seq": room.seq, "view": {"hand": [str(other)]}}
    assert leaks([fake], 0, hidden) and leaks([fake], None, hidden)
    assert not leaks([fake], 1, hidden)
    turned = {"type": "event", "seq": room.seq, "event": {"turned": str(room.game.hand.turned)}}
    assert not leaks([turned], 0, hidden)


def test_the_host_token_reads_no_card_of_the_hand_in_progress(server: ServerThread) -> None:
    """Issue 34, defect 2 (TABLE-PRIVACY): the creator of a room who takes a seat holds the host
    token too; with it, the transcript of the match in progress holds no hand in progress, so
    no other seat's card (nor the card order) is named while the hand is played."""
    room, host = create_room(server.url, FOUR_CLIENTS, seed=77, first_dealer=3)
    rid = room["id"]
    join(server.url, rid, 0)  # the creator takes seat 0; another person would take seat 1
    hidden = hidden_after_each_record(server.hub.rooms[rid].room)  # type: ignore[union-attr]
    for token in (host, None):
        status, doc = http("GET", f"{server.url}/api/rooms/{rid}/matches/1/transcript", token=token)
        assert status == 200 and doc["metadata"]["in_progress"] is True
        assert doc["hands"] == []
        named = {TEXT[t] for t in CARD.findall(json.dumps(doc))}
        assert not named & hidden[max(hidden)][0], sorted(str(engine.CARDS[c]) for c in named)
