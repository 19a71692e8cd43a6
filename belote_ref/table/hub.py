"""The running table: rooms, their connections, their AI seats and timers (TABLE-STATE,
TABLE-ACTION, TABLE-EVENTS, TABLE-RECONNECT, TABLE-TIMEOUT, TABLE-DURABILITY).

Each room has one task that does everything that changes it, one command at a time (a client's
action, an AI's decision, a timeout, a hello, a join): no two changes of a room ever interleave.
For an accepted action it stores the new records, waits for the commit, and only then sends the
ack, the public events and every seat's new state. Each connection has its own outbox and writer
task, so a slow client never holds up a room.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from starlette.websockets import WebSocketDisconnect

from ..errors import IllegalAction
from . import engine, protocol
from .ai_seats import LOW_NICE, AIPool
from .fair import ROOM_BURST, ROOM_RATE_PER_MIN, AIScheduler, RoomCreationLimiter, capped_budget_ms
from .protocol import Json
from .rooms import Outcome, Room, RoomConfig, RoomError, config_from_request, room_from_stored
from .store import DatabaseError, Statement, Store, insert_record, insert_room, insert_seat
from .tokens import matches, new_room_id, new_token, token_hash

log = logging.getLogger("belote_ref.table")

Tap = Callable[[str, str, Optional[int], int, str], None]
"""``tap(room, direction, seat, connection id, text)``: sees every message a room's connections
send ("in") and receive ("out"), e.g. for the client checker, and the server's WebSocket ping
frames and the pongs that answer them ("ping", "pong", with an empty text: TABLE-CLIENT-PONG), in
their order among the messages; ``seat`` None is a spectator or a connection not yet identified."""

_close = object()


class Connection:
    """One WebSocket connection: an outbox drained by its own writer task. A message the writer
    cannot send (anything but the peer gone) is logged and the connection closed (1011): a
    connection never stays open with nobody draining its outbox."""

    def __init__(self, ws: Any, room_id: str, tap: Tap | None, conn_id: int = 0) -> None:
        self.id = conn_id
        self.ws = ws
        self.room_id = room_id
        self.tap = tap
        self.seat: int | None = None
        self.role: str | None = None
        self.outbox: asyncio.Queue[Any] = asyncio.Queue(maxsize=protocol.OUTBOX_LIMIT)
        self.closing = False
        self.writer: asyncio.Task[None] | None = None
        self.asking_seq: int | None = None
        """The seq of the latest state sent here that asks this seat to act (TABLE-LIMITS)."""
        self.answered_seq: int | None = None
        """The seq of the asking state whose answer went past the rate limit uncharged."""

    def asked(self, seq: int, view: Json) -> None:
        """Note a state sent to this seat: it asks the seat to act when it lists legal actions."""
        self.asking_seq = seq if view.get("legal_actions") else None

    def answers(self, message: Json) -> bool:
        """True once per asking state: ``message`` is an action for that state (its ``seq``, or
        none), the first one since it was sent. Such an answer is not charged to the rate limit
        (TABLE-LIMITS); the state is then answered, so a second action on it is charged."""
        seq = self.asking_seq
        if seq is None or seq == self.answered_seq or message.get("type") != "action":
            return False
        if message.get("seq", seq) != seq:
            return False
        self.answered_seq = seq
        return True

    def start(self) -> None:
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: Json | str) -> None:
        if self.closing:
            return
        text = message if isinstance(message, str) else protocol.dumps(message)
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            log.info("room %s: connection %d does not read its messages; closing it", self.room_id, self.id)
            self.close(protocol.CLOSE_TOO_SLOW, "too slow: messages piled up")

    def close(self, code: int, reason: str) -> None:
        if self.closing:
            return
        self.closing = True
        while True:  # make room for the close even when the outbox is full
            try:
                self.outbox.put_nowait((_close, code, reason))
                return
            except asyncio.QueueFull:
                self.outbox.get_nowait()

    async def _write(self) -> None:
        try:
            while True:
                item = await self.outbox.get()
                if isinstance(item, tuple) and item and item[0] is _close:
                    await self.ws.close(code=item[1], reason=item[2])
                    return
                if self.tap is not None:
                    self.tap(self.room_id, "out", self.seat, self.id, item)
                await self.ws.send_text(item)
        except WebSocketDisconnect:
            return  # the peer went away; the reader notices
        except Exception as exc:  # noqa: BLE001 - a message that cannot be sent: close, never go silent
            log.error("room %s: connection %d: a message could not be sent (%s: %s); closing it (%d)",
                      self.room_id, self.id, type(exc).__name__, str(exc)[:200], protocol.CLOSE_INTERNAL)
            self.closing = True
            try:
                await self.ws.close(code=protocol.CLOSE_INTERNAL, reason="the server could not send a message")
            except Exception:  # noqa: BLE001 - the socket is gone as well
                pass


@dataclass
class HubConfig:
    hello_timeout_s: float = protocol.HELLO_TIMEOUT_S
    max_rooms: int = 10_000
    default_profile: str = "belote-classic"
    """The profile of a room created without one (``serve --profile``, TABLE-ROOMS)."""
    ai_workers: int | None = None
    tap: Tap | None = None
    clock: Callable[[], float] = time.time
    rate_per_s: float = protocol.RATE_PER_S
    """Each connection's token bucket (TABLE-LIMITS): this many messages a second ..."""
    burst: int = protocol.BURST
    """... after a burst of this many."""
    max_matches: int = protocol.MAX_MATCHES
    """Matches one room may play (TABLE-MATCHES); the next one is refused."""
    room_burst: int = ROOM_BURST
    """Rooms one client address may create at once (TABLE-LIMITS) ..."""
    room_rate_per_min: float = ROOM_RATE_PER_MIN
    """... and then this many a minute."""


class RoomRuntime:
    """A room with its connections and the task that changes it."""

    def __init__(self, hub: "Hub", room: Room) -> None:
        self.hub = hub
        self.room = room
        self.seat_conns: dict[int, Connection] = {}
        self.spectators: set[Connection] = set()
        self.queue: asyncio.Queue[tuple[Any, ...]] = asyncio.Queue()
        self.away: set[int] = set()
        self.ai_seq: int | None = None
        """The seq an AI decision was asked for (one at a time)."""
        self.timer: asyncio.TimerHandle | None = None
        self.timer_key: tuple[int, int] | None = None
        self.deadline: float | None = None
        self.task: asyncio.Task[None] | None = None
        self.published: Json = {}
        """The room as HTTP shows it: updated only after a change is stored (TABLE-DURABILITY)."""
        self.greeted: set[int] = set()
        """The seats welcomed since the server started (a later hello is a reconnection)."""
        self.publish()

    # --- the room's task --------------------------------------------------------------------
    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run())
        self.queue.put_nowait(("schedule",))

    async def _run(self) -> None:
        while True:
            cmd = await self.queue.get()
            try:
                await self._handle(cmd)
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - one bad command never stops a room
                log.exception("room %s: error while handling %s", self.room.id, cmd[0])
            try:
                self._schedule()
            except Exception:  # noqa: BLE001
                log.exception("room %s: error while scheduling", self.room.id)

    async def _handle(self, cmd: tuple[Any, ...]) -> None:
        kind = cmd[0]
        if kind == "action":
            await self._client_action(cmd[1], cmd[2])
        elif kind == "ai":
            await self._ai_action(*cmd[1:])
        elif kind == "timeout":
            self._timeout(cmd[1], cmd[2])
        elif kind == "hello":
            self._hello(cmd[1], cmd[2], cmd[3])
        elif kind == "sync":
            self._send_state(cmd[1], cmd[2])
        elif kind == "gone":
            self._gone(cmd[1])
        elif kind == "join":
            await self._join(cmd[1], cmd[2])
        elif kind == "start_match":
            await self._start_match(cmd[1], cmd[2], cmd[3])
        elif kind == "call":
            fn, fut = cmd[1], cmd[2]
            try:
                result = await asyncio.to_thread(fn)  # the room waits; the other rooms do not
            except Exception as exc:  # noqa: BLE001 - handed to the caller
                if not fut.done():
                    fut.set_exception(exc)
            else:
                if not fut.done():
                    fut.set_result(result)
        elif kind == "drop":
            conn = self.seat_conns.get(cmd[1])
            if conn is not None:
                conn.close(protocol.CLOSE_GOING_AWAY, "dropped by the server")
        elif kind == "ai_retry":
            if self.ai_seq == cmd[1]:
                self.ai_seq = None
        elif kind == "schedule":
            pass

    # --- seats and presence -----------------------------------------------------------------
    def seat_info(self, seat: int) -> Json:
        cfg = self.room.config.seats[seat]
        if cfg.occupant == "ai":
            return {"seat": seat, "team": self.room.profile.team_of(seat), "occupant": "ai", "level": cfg.level,
                    "taken": True, "connected": True, "away": False}
        return {"seat": seat, "team": self.room.profile.team_of(seat), "occupant": "client",
                "level": self.room.config.takeover, "taken": seat in self.room.seat_hashes,
                "connected": seat in self.seat_conns, "away": seat in self.away}

    def seats_json(self) -> list[Json]:
        return [self.seat_info(s) for s in range(self.room.seats)]

    def connections(self) -> list[Connection]:
        return [*self.seat_conns.values(), *self.spectators]

    def _event_to_all(self, body: Json, seq: int | None = None) -> None:
        seq = self.room.seq if seq is None else seq
        text = protocol.dumps(protocol.event(self.room.id, self.room.match, seq, body))
        for c in self.connections():
            c.send(text)

    def _presence(self, seat: int) -> None:
        self.publish()
        self._event_to_all({"kind": "seat", "seat": self.seat_info(seat)})

    def publish(self) -> None:
        self.published = self.hub.summary(self)

    def unwatched(self) -> bool:
        """No client is connected (no seat's connection, no spectator): the room's AI decisions
        run at the lowest priority (TABLE-LIMITS, AI work per room)."""
        return not self.seat_conns and not self.spectators

    async def call(self, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` in the room's task, between two changes: it sees only stored state."""
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.queue.put_nowait(("call", fn, fut))
        return await fut

    def _hello(self, conn: Connection, seat: int | None, mid: Any) -> None:
        room = self.room
        if conn.closing:
            return
        if seat is None:
            if len(self.spectators) >= protocol.MAX_SPECTATORS:
                conn.send(protocol.error("unavailable", f"room {room.id} has its {protocol.MAX_SPECTATORS} spectators already", mid))
                conn.close(protocol.CLOSE_POLICY, "too many spectators")
                return
            conn.role = "spectator"
            self.spectators.add(conn)
        else:
            old = self.seat_conns.get(seat)
            if old is not None and old is not conn:
                old.send(protocol.error("bad-token", f"seat {seat} was taken over by a newer connection with its token"))
                old.close(protocol.CLOSE_REPLACED, "replaced by a newer connection for this seat")
            conn.role, conn.seat = "seat", seat
            self.seat_conns[seat] = conn
            self.away.discard(seat)
        conn.send(self._welcome(conn, mid))
        if seat is None or seat not in self.greeted:  # a late joiner learns where the match stands (TABLE-EVENTS)
            for seq, body in room.told:
                conn.send(protocol.event(room.id, room.match, seq, body))
        if seat is not None:
            self.greeted.add(seat)
        self._send_state(conn, None)
        if seat is not None:
            self._presence(seat)

    def _welcome(self, conn: Connection, mid: Any) -> Json:
        room = self.room
        msg: Json = {
            "type": "welcome", "protocol": protocol.PROTOCOL_VERSION, "server": protocol.SERVER_NAME,
            "room": room.id, "role": conn.role, "seat": conn.seat, "profile": room.profile.to_json(),
            "seats": self.seats_json(), "ruleset": room.ruleset_json, "match": room.match,
            "limits": protocol.limits(self.hub.config.rate_per_s, self.hub.config.burst, self.hub.config.hello_timeout_s), "turn_timeout_s": room.config.turn_timeout_s,
        }
        if mid is not None:
            msg["id"] = mid
        return msg

    def _gone(self, conn: Connection) -> None:
        if conn in self.spectators:
            self.spectators.discard(conn)
            return
        if conn.seat is not None and self.seat_conns.get(conn.seat) is conn:
            del self.seat_conns[conn.seat]
            self._presence(conn.seat)

    async def _join(self, seat: int, fut: asyncio.Future[str]) -> None:
        room = self.room
        try:
            if not 0 <= seat < room.seats:
                raise RoomError(f"room {room.id} has seats 0 to {room.seats - 1}; there is no seat {seat}",
                                status=404, code="no-seat", clause="TABLE-JOIN")
            if not room.is_client_seat(seat):
                raise RoomError(f"seat {seat} of room {room.id} is an AI seat", status=409, code="ai-seat",
                                clause="TABLE-JOIN")
            if seat in room.seat_hashes:
                raise RoomError(f"seat {seat} of room {room.id} is taken", status=409, code="seat-taken",
                                clause="TABLE-JOIN")
            token = new_token()
            digest = token_hash(token)
            await self.hub.commit([insert_seat(room.id, seat, digest)])
            room.seat_hashes[seat] = digest
            self._presence(seat)
            fut.set_result(token)
        except Exception as exc:  # noqa: BLE001 - handed to the HTTP handler
            if not fut.done():
                fut.set_exception(exc)

    # --- state ------------------------------------------------------------------------------
    def _deadline_s(self) -> float | None:
        if self.deadline is None:
            return None
        return round(max(0.0, self.deadline - time.monotonic()), 3)

    def _send_state(self, conn: Connection, mid: Any) -> None:
        room = self.room
        view = engine.view_json(room.game, conn.seat if conn.role == "seat" else None)
        if conn.role == "seat":
            conn.asked(room.seq, view)
        conn.send(protocol.state(room.id, room.match, room.seq, view, self._deadline_s(), mid))

    def _broadcast(self, outcome: Outcome) -> None:
        room = self.room
        for seq, body in outcome.events:
            self._event_to_all(body, seq)
        deadline = self._deadline_s()
        for seat, conn in list(self.seat_conns.items()):
            view = engine.view_json(room.game, seat)
            conn.asked(room.seq, view)
            conn.send(protocol.state(room.id, room.match, room.seq, view, deadline))
        if self.spectators:
            text = protocol.dumps(protocol.state(room.id, room.match, room.seq, engine.view_json(room.game, None), deadline))
            for conn in list(self.spectators):
                conn.send(text)

    async def _store(self, outcome: Outcome) -> bool:
        """Commit the outcome's records (TABLE-DURABILITY); on failure forget them."""
        try:
            await self.hub.commit([insert_record(self.room.id, r) for r in outcome.records])
            return True
        except DatabaseError as exc:
            log.error("room %s: %s; the change is undone", self.room.id, exc)
            self.room.rollback(len(outcome.records))
            return False

    def _after_change(self, outcome: Outcome) -> None:
        self._arm_timer()
        self.publish()
        self._broadcast(outcome)

    # --- actions ----------------------------------------------------------------------------
    async def _client_action(self, conn: Connection, msg: Json) -> None:
        room = self.room
        mid = msg.get("id")
        if conn.closing or conn.role != "seat" or conn.seat is None or self.seat_conns.get(conn.seat) is not conn:
            conn.send(protocol.error("not-seated", "only a seat's connection may act (send hello with a seat token)", mid))
            return
        if "seq" in msg and msg["seq"] != room.seq:
            conn.send(protocol.error("stale", f"the action was sent for seq {msg['seq']}; the room is at seq {room.seq}", mid))
            return
        try:
            outcome = room.act(conn.seat, msg["action"], "client", self.hub.clock(), mid)
        except RoomError as exc:
            conn.send(protocol.error(exc.code, exc.reason, mid))
            return
        except IllegalAction as exc:
            conn.send(protocol.refused(exc.clause, exc.reason, msg["action"], mid))
            return
        self.away.discard(conn.seat)
        if not await self._store(outcome):
            conn.send(protocol.error("unavailable", "the server could not store the action; it was not played", mid))
            self._send_state(conn, None)
            return
        conn.send(protocol.ack(outcome.records[0].seq, outcome.action or {}, mid))
        self._after_change(outcome)

    async def _ai_action(self, seat: int, seq: int, result: Any, actor: str) -> None:
        room = self.room
        if seq != self.ai_seq:
            return
        if isinstance(result, BaseException):
            log.error("room %s: the AI of seat %d failed: %r; it will be asked again", room.id, seat, result)
            self.ai_seq = seq
            asyncio.get_running_loop().call_later(0.5, self.queue.put_nowait, ("ai_retry", seq))
            return
        self.ai_seq = None
        if seq != room.seq or room.to_act() != seat:
            return
        try:
            outcome = room.act(seat, result, actor, self.hub.clock())
        except (IllegalAction, RoomError) as exc:
            log.error("room %s: the AI of seat %d chose a refused action %s (%s); playing its first legal action",
                      room.id, seat, result, exc)
            first = engine.view(room.game, seat).legal_actions[0]
            outcome = room.act(seat, engine.action_json(first), actor, self.hub.clock())
        if await self._store(outcome):
            self._after_change(outcome)

    async def _start_match(self, conn: Connection | None, mid: Any, fut: asyncio.Future[Any] | None) -> None:
        room = self.room
        if conn is not None and (conn.role != "seat" or conn.seat is None or self.seat_conns.get(conn.seat) is not conn):
            conn.send(protocol.error("not-seated", "only a seated client may start the next match", mid))
            return
        try:
            outcome = room.start_match(self.hub.clock(), self.hub.config.max_matches)
        except RoomError as exc:
            if conn is not None:
                code = exc.code if exc.code == "match-not-over" else "unavailable"
                conn.send(protocol.error(code, exc.reason, mid, exc.clause))
            if fut is not None and not fut.done():
                fut.set_exception(exc)
            return
        ok = await self._store(outcome)
        if not ok:
            if conn is not None:
                conn.send(protocol.error("unavailable", "the server could not store the new match", mid))
            if fut is not None and not fut.done():
                fut.set_exception(RoomError("the server could not store the new match", status=503, code="unavailable",
                                            clause="TABLE-DURABILITY"))
            return
        self.away.clear()
        self._after_change(outcome)
        if fut is not None and not fut.done():
            fut.set_result(room.match)

    # --- AI seats and timeouts (TABLE-AI, TABLE-TIMEOUT) ------------------------------------
    def _player_of(self, seat: int) -> tuple[str, str] | None:
        """(level, actor) of the AI that plays ``seat`` now, or None if its client plays."""
        cfg = self.room.config
        if self.room.is_ai_seat(seat):
            return cfg.seats[seat].level or "easy", "ai"
        if seat in self.away and cfg.takeover is not None:
            return cfg.takeover, "takeover"
        return None

    def _schedule(self) -> None:
        """Ask an AI for the seat to act if an AI plays it now (once per seq)."""
        room = self.room
        seat = room.to_act()
        if seat is None or self.ai_seq == room.seq:
            return
        player = self._player_of(seat)
        if player is not None:
            self._ask_ai(seat, *player)

    def _ask_ai(self, seat: int, level: str, actor: str) -> None:
        room = self.room
        seq = room.seq
        self.ai_seq = seq
        view = engine.view(room.game, seat)
        cfg = room.config

        async def decide() -> None:
            if cfg.ai_delay_ms > 0:
                await asyncio.sleep(cfg.ai_delay_ms / 1000)
            try:
                result: Any = await self.hub.ai_fair.decide(room.id, self.unwatched, level, cfg.seed * 8 + seat,
                                                            capped_budget_ms(cfg.ai_budget_ms), cfg.options, view,
                                                            cfg.profile)
            except Exception as exc:  # noqa: BLE001 - reported through the room's task
                result = exc
            self.queue.put_nowait(("ai", seat, seq, result, actor))

        self.hub.spawn(decide())

    def _arm_timer(self) -> None:
        """Start the turn clock of a client seat to act (TABLE-TIMEOUT), once per seq."""
        room = self.room
        seat = room.to_act()
        timeout = room.config.turn_timeout_s
        if seat is None or timeout is None or not room.is_client_seat(seat) or self._player_of(seat) is not None:
            self._disarm()
            return
        key = (seat, room.seq)
        if self.timer_key == key:
            return
        self._disarm()
        self.timer_key = key
        self.deadline = time.monotonic() + timeout
        self.timer = asyncio.get_running_loop().call_later(timeout, self.queue.put_nowait, ("timeout", seat, room.seq))

    def _disarm(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.timer, self.timer_key, self.deadline = None, None, None

    def _timeout(self, seat: int, seq: int) -> None:
        room = self.room
        if self.timer_key != (seat, seq) or room.seq != seq or room.to_act() != seat:
            return
        self._disarm()
        level = room.config.takeover
        if level is None:
            return
        if seat not in self.seat_conns:
            self.away.add(seat)
            self._presence(seat)
        self._event_to_all({"kind": "takeover", "seat": seat, "level": level})
        self._ask_ai(seat, level, "takeover")

    def resume(self) -> None:
        """After a restart: start the turn clock and the AIs where the room stood."""
        self._arm_timer()


def _settle_all(futures: list[asyncio.Future[None]], results: list[BaseException | None]) -> None:
    """Resolve each write's future with its outcome (None: committed), unless its waiter left."""
    for fut, exc in zip(futures, results):
        if fut.done():
            continue
        if exc is None:
            fut.set_result(None)
        else:
            fut.set_exception(exc)


class Hub:
    """Every room of one server, the store and the AI pool."""

    def __init__(self, store: Store | None, config: HubConfig | None = None) -> None:
        self.store = store
        self.config = config or HubConfig()
        self.clock = self.config.clock
        self.ai = AIPool(self.config.ai_workers)
        self.ai_low: AIPool | None = AIPool(self.ai.workers - 1, nice=LOW_NICE) if self.ai.workers >= 2 else None
        """The workers of rooms with no connected client, at a lower priority (TABLE-LIMITS)."""
        self.ai_fair = AIScheduler(self.ai.decide, self.ai.workers,
                                   decide_low=self.ai_low.decide if self.ai_low is not None else None,
                                   low_workers=self.ai_low.workers if self.ai_low is not None else 1)
        """The AI workers shared fairly between the rooms (TABLE-LIMITS)."""
        self.room_limiter = RoomCreationLimiter(time.monotonic, self.config.room_burst, self.config.room_rate_per_min)
        """Rooms created per client address (TABLE-LIMITS; ``POST /api/rooms`` asks it first)."""
        self.rooms: dict[str, RoomRuntime] = {}
        self.tasks: set[asyncio.Task[Any]] = set()
        self.started = False
        self.connection_ids = 0
        self._staged: list[tuple[list[Statement], asyncio.Future[None]]] = []
        """Writes asked for in this event-loop turn, handed to the store together (:meth:`commit`)."""

    # --- life -------------------------------------------------------------------------------
    def load(self) -> None:
        """Rebuild every stored room (before the loop starts); raise DatabaseError when a
        room's record does not replay."""
        if self.store is None:
            return
        stored = self.store.load()
        for s in stored:
            try:
                room = room_from_stored(s)
            except (ValueError, KeyError, TypeError) as exc:
                raise DatabaseError(f"{self.store.path} is damaged: {exc}") from None
            self.rooms[room.id] = RoomRuntime(self, room)

    async def start(self) -> None:
        if self.store is not None:
            self.store.start()
        for rt in self.rooms.values():
            rt.start()
            rt.resume()
        self.started = True

    async def stop(self) -> None:
        for rt in self.rooms.values():
            rt._disarm()
            for c in rt.connections():
                c.close(protocol.CLOSE_GOING_AWAY, "server stopping")
            if rt.task is not None:
                rt.task.cancel()
        for t in list(self.tasks):
            t.cancel()
        self.ai_fair.close()
        await asyncio.sleep(0.05)
        if self.store is not None:
            self.store.close()
        self.ai.close()
        if self.ai_low is not None:
            self.ai_low.close()

    def spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def commit(self, statements: list[Statement]) -> None:
        """Store ``statements`` (TABLE-DURABILITY): return once committed, raise DatabaseError if
        not. The writes of one event-loop turn go to the writer thread together, and come back
        with one wake-up of the loop (a cheaper hand-off than one per write)."""
        if self.store is None:
            return
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[None] = loop.create_future()
        if not self._staged:
            loop.call_soon(self._hand_off)
        self._staged.append((statements, fut))
        await fut

    def _hand_off(self) -> None:
        staged, self._staged = self._staged, []
        if self.store is None or not staged:
            return
        loop = asyncio.get_running_loop()
        futures = [f for _, f in staged]

        def settled(results: list[BaseException | None]) -> None:  # in the writer thread
            try:
                loop.call_soon_threadsafe(_settle_all, futures, results)
            except RuntimeError:  # the loop is closed: nobody waits any more
                pass

        try:
            self.store.submit_group([s for s, _ in staged], settled)
        except Exception as exc:  # noqa: BLE001 - the writer is gone: every waiter hears it
            _settle_all(futures, [DatabaseError(f"cannot store: {exc}")] * len(futures))

    # --- rooms ------------------------------------------------------------------------------
    def get(self, room_id: str) -> RoomRuntime:
        rt = self.rooms.get(room_id)
        if rt is None:
            raise RoomError(f"there is no room {room_id!r}", status=404, code="no-room")
        return rt

    async def create_room(self, body: Any) -> tuple[RoomRuntime, str]:
        """Check and store a new room, start its first match; return it and its host token."""
        if len(self.rooms) >= self.config.max_rooms:
            raise RoomError(f"this server holds its maximum of {self.config.max_rooms} rooms", status=503,
                            code="too-many-rooms")
        config: RoomConfig = config_from_request(body, self.config.default_profile)
        room_id = new_room_id()
        host = new_token()
        room = Room(room_id, config, self.clock(), token_hash(host))
        outcome = room.start_match(room.created, self.config.max_matches)
        await self.commit([insert_room(room_id, room.created, config.to_json(), room.host_hash),
                           *(insert_record(room_id, r) for r in outcome.records)])
        rt = RoomRuntime(self, room)
        self.rooms[room_id] = rt
        rt.start()
        rt.resume()
        return rt, host

    async def join(self, room_id: str, seat: int) -> str:
        rt = self.get(room_id)
        fut: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        rt.queue.put_nowait(("join", seat, fut))
        return await fut

    async def start_match(self, room_id: str, host_token: str) -> int:
        rt = self.get(room_id)
        if not matches(host_token, rt.room.host_hash):
            raise RoomError("only the room's host token may start a match over HTTP", status=403,
                            code="bad-token", clause="TABLE-TOKENS")
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        rt.queue.put_nowait(("start_match", None, None, fut))
        return int(await fut)

    def next_connection_id(self) -> int:
        self.connection_ids += 1
        return self.connection_ids

    def drop_connection(self, room_id: str, seat: int) -> None:
        """Close the connection holding ``seat`` (1001), as a network failure would: its client
        is expected to reconnect with its token (TABLE-RECONNECT). For tests and the client
        checker."""
        self.get(room_id).queue.put_nowait(("drop", seat))

    def seat_of(self, rt: RoomRuntime, token: str) -> int | None:
        """The seat whose token this is; every seat's hash is compared (constant time each)."""
        found = None
        for seat, digest in sorted(rt.room.seat_hashes.items()):
            if matches(token, digest):
                found = seat
        return found

    def summary(self, rt: RoomRuntime) -> Json:
        room = rt.room
        game = room.game
        return {
            "id": room.id, "name": room.config.name, "profile": room.profile.name,
            "ruleset": room.ruleset_json, "seats": rt.seats_json(), "match": room.match,
            "phase": engine.phase(game), "totals": engine.totals(game), "winner": engine.winner(game),
            "over": room.over, "seq": room.seq, "chance": room.config.chance,
            "matches": [{"match": m, "over": engine.is_over(room.games[m]),
                         "transcript": f"/api/rooms/{room.id}/matches/{m}/transcript"}
                        for m in room.match_games()[-protocol.LISTED_MATCHES:]],
            "turn_timeout_s": room.config.turn_timeout_s, "takeover": room.config.takeover,
            "ws": f"/ws/rooms/{room.id}",
        }
