"""A minimal table client (spec/table.md): one seat, chooses among the legal actions the server
sends, reconnects with its token when the connection drops. Used by the tests, the load
benchmark, and as a reference for client authors (asyncio, the ``websockets`` library).
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from .protocol import PROTOCOL_VERSION

Json = dict[str, Any]


@dataclass
class SeatBot:
    """One seat's client. ``base`` gives the server's ws:// base URL (called again on every
    reconnect, so a restarted server on another port is found). ``choose`` picks an action from
    the state message (random legal by default)."""

    base: Callable[[], str]
    room: str
    token: str | None
    rng: random.Random
    choose: Callable[[Json, random.Random], Any] | None = None
    reconnect: bool = False
    matches: int = 1
    received: list[Json] = field(default_factory=list)
    keep: bool = True
    acks: list[tuple[int, Json, Any]] = field(default_factory=list)
    """(seq, action, id) of every acknowledged action."""
    latencies: list[float] = field(default_factory=list)
    """Seconds from sending an action to its ack."""
    refusals: int = 0
    connections: int = 0
    open_timeout: float = 10.0
    """Seconds the opening handshake of each connection may take (the tests give more: a busy
    machine)."""
    _sent: dict[Any, float] = field(default_factory=dict)
    _count: int = 0
    _ended: set[int] = field(default_factory=set)

    def _pick(self, state: Json) -> Any:
        if self.choose is not None:
            return self.choose(state, self.rng)
        return self.rng.choice(state["view"]["legal_actions"])

    async def run(self) -> None:
        """Play until ``matches`` matches have ended (seen through match_end events)."""
        while True:
            try:
                async with connect(f"{self.base()}/ws/rooms/{self.room}", max_size=2**22, open_timeout=self.open_timeout,
                                   compression=None) as ws:
                    self.connections += 1
                    hello: Json = {"type": "hello", "protocol": PROTOCOL_VERSION}
                    if self.token is None:
                        hello["spectate"] = True
                    else:
                        hello["token"] = self.token
                    await ws.send(json.dumps(hello))
                    async for text in ws:
                        msg = json.loads(text)
                        if self.keep:
                            self.received.append(msg)
                        if await self._handle(ws, msg):
                            return
            except (OSError, ConnectionClosed, InvalidHandshake, asyncio.TimeoutError, TimeoutError):
                if not self.reconnect:
                    raise
            await asyncio.sleep(0.02)

    async def _handle(self, ws: Any, msg: Json) -> bool:
        kind = msg["type"]
        if kind == "state" and msg["view"]["phase"] == "match_over":
            self._ended.add(msg["match"])  # seen on a reconnect after the match_end event
            return len(self._ended) >= self.matches
        if kind == "state" and msg["view"]["legal_actions"] and self.token is not None:
            self._count += 1
            mid = self._count
            self._sent[mid] = time.perf_counter()
            await ws.send(json.dumps({"type": "action", "id": mid, "seq": msg["seq"], "action": self._pick(msg)}))
        elif kind == "ack":
            sent = self._sent.pop(msg.get("id"), None)
            if sent is not None:
                self.latencies.append(time.perf_counter() - sent)
            self.acks.append((msg["seq"], msg["action"], msg.get("id")))
        elif kind == "refused":
            self.refusals += 1
        elif kind == "event" and msg["event"]["kind"] == "match_end":
            self._ended.add(msg["match"])
        return False
