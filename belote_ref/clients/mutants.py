"""A conforming table client for ``belote-ref check-client`` and its faulty mutants, each breaking
one thing a client must do (spec/table.md, *Checking a client*). Run one as a third-party client
would be run::

    belote-ref check-client --client "python -m belote_ref.clients.mutants good"
    belote-ref check-client --client "python -m belote_ref.clients.mutants out-of-turn"

``python -m belote_ref.clients.mutants --list`` names them with the clause each is caught by.
A client reads its server, room, seat and token from the environment (``BELOTE_WS``,
``BELOTE_TOKEN``, ``BELOTE_SEAT``, ``BELOTE_SEED``) or the same as arguments.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from ..files import write_whole

Json = dict[str, Any]
PROTOCOL = "1.1.0"
"""The table protocol the good client and its mutants speak (TABLE-VERSION): a client states its
own version, so this module stays free of the server's imports; tests/table/test_protocol.py
checks that it is the server's."""
DECK = [r + s for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
ANSWERS = ("wrong-seat", "bad-message", "bad-json", "not-an-object", "unknown-type", "too-large")
"""Errors that say the client's last message was not acted on: it chooses again."""


class Client:
    """A conforming client: hello with its token; on each state that lists legal actions, one of
    them (seeded choice) with the state's seq; after a refusal, another legal action; after a
    dropped connection, a new one with the same token; after match_end, close and exit 0."""

    name = "good"
    breaks = "nothing: it passes"

    def __init__(self, ws: str, token: str, seat: int, seed: int) -> None:
        self.url = ws
        self.token = token
        self.seat = seat
        self.rng = random.Random(seed)
        self.done = False
        self.state: Json | None = None
        self.sent: Json | None = None
        self.refused: list[Json] = []
        self.next_id = 0
        self.decisions = 0
        self.hand_decisions: dict[int, int] = {}
        self.turn_timeout = 5.0
        self.answered = True
        """The last action sent has been acknowledged (or none was sent)."""

    # --- the connection --------------------------------------------------------------------
    async def run(self) -> int:
        tries = 0
        while not self.done:
            try:
                async with connect(self.url, max_size=2**22, open_timeout=10, compression=None) as ws:
                    tries = 0
                    await self.hello(ws)
                    async for text in ws:
                        await self.receive(ws, json.loads(text))
                        if self.done:
                            return 0
            except (OSError, ConnectionClosed, InvalidHandshake, asyncio.TimeoutError):
                pass
            if self.done:
                break
            tries += 1
            if tries > 100 or not await self.reconnecting():
                return 1
            await asyncio.sleep(0.05)
        return 0

    async def hello(self, ws: Any) -> None:
        await self.send(ws, {"type": "hello", "protocol": PROTOCOL, "token": self.token,
                             "client": f"belote-ref mutant {self.name}"})

    async def reconnecting(self) -> bool:
        """Called when the connection is lost during the match: go on (True) or give up."""
        return True

    async def send(self, ws: Any, message: Json | str) -> None:
        await ws.send(message if isinstance(message, str) else json.dumps(message))

    # --- messages --------------------------------------------------------------------------
    async def receive(self, ws: Any, msg: Json) -> None:
        kind = msg["type"]
        if kind == "welcome":
            self.turn_timeout = float(msg.get("turn_timeout_s") or 5.0)
            await self.on_welcome(ws, msg)
        elif kind == "state":
            self.state = msg
            if msg["view"]["phase"] == "match_over":
                await self.on_match_end(ws)
            elif msg["view"]["legal_actions"]:
                self.refused = []
                self.decisions += 1
                hand = msg["view"]["hand_number"]
                self.hand_decisions[hand] = self.hand_decisions.get(hand, 0) + 1
                await self.decide(ws, msg)
            else:
                await self.wait_turn(ws, msg)
        elif kind == "ack":
            self.answered = True
        elif kind == "refused" or (kind == "error" and msg.get("code") in ANSWERS and not self.answered):
            self.answered = True
            await self.on_refused(ws, msg)
        elif kind == "event" and msg["event"]["kind"] == "match_end":
            await self.on_match_end(ws)
        elif kind == "event" and msg["event"]["kind"] == "hand_end":
            await self.on_hand_end(ws, msg)

    async def on_welcome(self, ws: Any, msg: Json) -> None:
        pass

    async def wait_turn(self, ws: Any, state: Json) -> None:
        pass

    async def on_hand_end(self, ws: Any, msg: Json) -> None:
        pass

    async def on_match_end(self, ws: Any) -> None:
        self.done = True
        await ws.close()

    def legal(self, state: Json) -> list[Json]:
        return [a for a in state["view"]["legal_actions"] if a not in self.refused]

    def choose(self, state: Json) -> Json:
        options = self.legal(state) or state["view"]["legal_actions"]
        return dict(self.rng.choice(options))

    async def act(self, ws: Any, state: Json, action: Json | str, seq: bool = True) -> None:
        self.next_id += 1
        self.answered = False
        if isinstance(action, str):
            await self.send(ws, action)
            return
        self.sent = action
        message: Json = {"type": "action", "id": self.next_id, "action": action}
        if seq:
            message["seq"] = state["seq"]
        await self.send(ws, message)

    async def decide(self, ws: Any, state: Json) -> None:
        await self.act(ws, state, self.choose(state))

    async def on_refused(self, ws: Any, msg: Json) -> None:
        if self.sent is not None:
            self.refused.append(self.sent)
        if self.state is not None and self.state["view"]["legal_actions"]:
            await self.act(ws, self.state, self.choose(self.state))


# --- the mutants ----------------------------------------------------------------------------
def _is_play(state: Json) -> bool:
    return state["view"]["phase"] == "tricks"


class OutOfTurn(Client):
    """The first time it passes, it sends its pass twice at once (a double click): the second
    arrives when another seat is to bid."""

    name, breaks = "out-of-turn", "TABLE-CLIENT-TURN (and the server refuses it under BID-TURN)"
    sent_once = False

    async def decide(self, ws: Any, state: Json) -> None:
        action = self.choose(state)
        await self.act(ws, state, action, seq=False)
        if not self.sent_once and action["type"] == "pass":
            self.sent_once = True
            await self.act(ws, state, action, seq=False)


class CardNotHeld(Client):
    name, breaks = "card-not-held", "TABLE-CLIENT-LEGAL (PLAY-CARD-IN-HAND)"
    tried = False

    def bad_card(self, state: Json) -> Json:
        hand = state["view"]["hand"]
        return {"type": "play", "seat": self.seat, "card": next(c for c in DECK if c not in hand)}

    async def decide(self, ws: Any, state: Json) -> None:
        if _is_play(state) and not self.tried:
            self.tried = True
            await self.act(ws, state, self.bad_card(state))
        else:
            await super().decide(ws, state)


class RepeatsRefused(CardNotHeld):
    name, breaks = "repeats-refused", "TABLE-CLIENT-RECOVER (and LEGAL, PLAY-CARD-IN-HAND)"

    async def on_refused(self, ws: Any, msg: Json) -> None:
        if self.state is not None and self.sent is not None:
            await self.act(ws, self.state, self.sent)


class IgnoresLegal(Client):
    """Plays a card of another suit while it holds the suit led (not trump)."""

    name, breaks = "ignores-legal", "TABLE-CLIENT-LEGAL (PLAY-FOLLOW-SUIT)"

    def off_suit(self, state: Json) -> Json | None:
        view = state["view"]
        trick = view["tricks"][-1] if view["tricks"] else None
        if not trick or trick["winner"] is not None or not trick["cards"]:
            return None
        led = trick["cards"][0][-1]
        if led == view["trump"] or not any(c[-1] == led for c in view["hand"]):
            return None
        other = [c for c in view["hand"] if c[-1] != led]
        return {"type": "play", "seat": self.seat, "card": other[0]} if other else None

    async def decide(self, ws: Any, state: Json) -> None:
        bad = self.off_suit(state) if _is_play(state) else None
        await self.act(ws, state, bad if bad is not None else self.choose(state))


class NeverReconnects(Client):
    name, breaks = "never-reconnects", "TABLE-CLIENT-RECONNECT"

    async def reconnecting(self) -> bool:
        await asyncio.sleep(3600)
        return False


class WrongTokenReconnect(Client):
    """Reconnects with a token that is not its own (one it made up)."""

    name, breaks = "wrong-token", "TABLE-CLIENT-OWN-SEAT and TABLE-CLIENT-RECONNECT"
    dropped = False

    async def reconnecting(self) -> bool:
        self.dropped = True
        return True

    async def hello(self, ws: Any) -> None:
        token = ("A" if self.token[0] != "A" else "B") + self.token[1:] if self.dropped else self.token
        await self.send(ws, {"type": "hello", "protocol": PROTOCOL, "token": token})


class MalformedJson(Client):
    name, breaks = "malformed-json", "TABLE-CLIENT-SCHEMA"
    tried = False

    async def decide(self, ws: Any, state: Json) -> None:
        if not self.tried:
            self.tried = True
            await self.act(ws, state, '{"type": "action", "action": {"type": "pass"')
            return
        await super().decide(ws, state)


class Floods(Client):
    name, breaks = "floods", "TABLE-CLIENT-LIMITS"

    async def on_welcome(self, ws: Any, msg: Json) -> None:
        for i in range(60):
            await self.send(ws, {"type": "ping", "id": f"p{i}"})
        await asyncio.sleep(0.5)  # the server's bucket fills a little before it acts


class Stalls(Client):
    """Lets its second decision of the first hand run past the room's turn time."""

    name, breaks = "stalls", "TABLE-CLIENT-TIME"

    async def decide(self, ws: Any, state: Json) -> None:
        if self.hand_decisions.get(1) == 2 and state["view"]["hand_number"] == 1:
            await asyncio.sleep(self.turn_timeout + 1.0)
        await super().decide(ws, state)


class WrongBelote(Client):
    """Announces belote with its first card, which is not the trump king or queen."""

    name, breaks = "wrong-belote", "TABLE-CLIENT-LEGAL (PLAY-BELOTE)"
    tried = False

    async def decide(self, ws: Any, state: Json) -> None:
        if _is_play(state) and not self.tried:
            trump = state["view"]["trump"]
            cards = [a for a in state["view"]["legal_actions"] if a["card"] not in ("K" + trump, "Q" + trump)]
            if cards:
                self.tried = True
                await self.act(ws, state, {**cards[0], "announce": "belote"})
                return
        await super().decide(ws, state)


class OtherSeat(Client):
    name, breaks = "other-seat", "TABLE-CLIENT-OWN-SEAT"
    tried = False

    async def decide(self, ws: Any, state: Json) -> None:
        action = self.choose(state)
        if not self.tried:
            self.tried = True
            action = {**action, "seat": (self.seat + 1) % 4}
        await self.act(ws, state, action)


class ActsForTheSeatToAct(Client):
    """Once, on the first state that asks it nothing while another seat is to act, it sends a
    pass for that seat: an action for another seat, and when it was not asked."""

    name, breaks = "acts-for-the-seat-to-act", "TABLE-CLIENT-OWN-SEAT and TABLE-CLIENT-TURN"
    tried = False

    async def wait_turn(self, ws: Any, state: Json) -> None:
        to_act = state["view"].get("to_act")
        if not self.tried and isinstance(to_act, int) and to_act != self.seat:
            self.tried = True
            await self.act(ws, state, {"type": "pass", "seat": to_act}, seq=False)


class IgnoresPings(Client):
    """Plays as the good client, but its WebSocket layer answers no ping frame of the server
    (a client reading raw frames that forgot them)."""

    name, breaks = "ignores-pings", "TABLE-CLIENT-PONG"

    async def run(self) -> int:
        from websockets.frames import Opcode
        from websockets.protocol import Protocol

        answer = Protocol.recv_frame

        def recv_frame(protocol: Protocol, frame: Any) -> None:
            if frame.opcode is not Opcode.PING:
                answer(protocol, frame)

        setattr(Protocol, "recv_frame", recv_frame)  # this process's WebSocket layer only
        return await super().run()


class PublishesHand(Client):
    """Plays as the good client, but on its first decision it creates a room whose name is its
    hand (``POST /api/rooms``: a room's name is public, listed to anyone)."""

    name, breaks = "publishes-hand", "TABLE-CLIENT-PUBLIC"
    published = False

    async def decide(self, ws: Any, state: Json) -> None:
        if not self.published:
            self.published = True
            await asyncio.to_thread(self.publish, " ".join(state["view"]["hand"]))
        await super().decide(ws, state)

    def publish(self, name: str) -> None:
        import urllib.request

        server = "http" + self.url.split("/ws/", 1)[0][2:]  # ws://host:port/ws/rooms/R -> http://host:port
        body = json.dumps({"name": name[:80], "seats": [{"occupant": "client"}] * 4}).encode()
        req = urllib.request.Request(f"{server}/api/rooms", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=10):
            pass


class NoHelloFirst(Client):
    name, breaks = "no-hello-first", "TABLE-CLIENT-HELLO"

    async def hello(self, ws: Any) -> None:
        await self.send(ws, {"type": "sync"})
        await super().hello(ws)


class QuitsAfterHand(Client):
    name, breaks = "quits-after-hand", "TABLE-CLIENT-HAND-END"

    async def on_hand_end(self, ws: Any, msg: Json) -> None:
        self.done = True
        await ws.close()


class Lingers(Client):
    name, breaks = "lingers", "TABLE-CLIENT-MATCH-END"

    async def on_match_end(self, ws: Any) -> None:
        await asyncio.sleep(3600)


class Crashes(Client):
    name, breaks = "crashes", "nothing: it cannot be driven (exit 2)"

    async def decide(self, ws: Any, state: Json) -> None:
        if self.decisions == 3:
            print("mutant crashes: an unexpected error", file=sys.stderr)
            os._exit(3)
        await super().decide(ws, state)


class NeverConnects(Client):
    name, breaks = "never-connects", "nothing: it cannot be driven (exit 2)"

    async def run(self) -> int:
        await asyncio.sleep(3600)
        return 1


class Forks(Client):
    """A conforming client that leaves two processes behind it: one in its process group, one
    in a session of its own; their ids go to the file named by BELOTE_MUTANT_PIDS."""

    name, breaks = "forks", "nothing: it passes, and the checker kills what it started"

    async def run(self) -> int:
        sleeper = [sys.executable, "-c", "import time; time.sleep(300)"]
        kids = [subprocess.Popen(sleeper), subprocess.Popen(sleeper, start_new_session=True)]
        path = os.environ.get("BELOTE_MUTANT_PIDS")
        if path:
            write_whole(path, " ".join(str(k.pid) for k in kids))  # read while the check runs: never half
        return await super().run()


MUTANTS: dict[str, type[Client]] = {c.name: c for c in (
    Client, OutOfTurn, CardNotHeld, IgnoresLegal, RepeatsRefused, NeverReconnects, WrongTokenReconnect,
    MalformedJson, Floods, Stalls, WrongBelote, OtherSeat, ActsForTheSeatToAct, IgnoresPings, PublishesHand, NoHelloFirst, QuitsAfterHand,
    Lingers, Crashes, NeverConnects, Forks)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m belote_ref.clients.mutants", description=__doc__.split("\n\n")[0])
    p.add_argument("name", nargs="?", choices=sorted(MUTANTS), help="which client")
    p.add_argument("--list", action="store_true", help="name every client and what it breaks")
    for flag in ("--server", "--ws", "--room", "--seat", "--token", "--seed"):
        p.add_argument(flag)
    args = p.parse_args(argv)
    if args.list or not args.name:
        for name, cls in MUTANTS.items():
            print(f"{name:<18} {cls.breaks}")
        return 0
    ws = args.ws or os.environ.get("BELOTE_WS")
    token = args.token or os.environ.get("BELOTE_TOKEN")
    seat = args.seat or os.environ.get("BELOTE_SEAT")
    if not ws or not token or seat is None:
        print("give --ws, --token and --seat (or BELOTE_WS, BELOTE_TOKEN, BELOTE_SEAT)", file=sys.stderr)
        return 2
    seed = int(args.seed or os.environ.get("BELOTE_SEED") or 0)
    client = MUTANTS[args.name](ws, token, int(seat), seed)
    return asyncio.run(client.run())


if __name__ == "__main__":
    sys.exit(main())
