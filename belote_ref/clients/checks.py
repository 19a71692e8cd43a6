"""The checks of one session, each named by its clause (spec/table.md, TABLE-CLIENT-*), fed with
every message in and out of the client's connections by the server's tap.

:class:`Watch` sees the messages in the order the server reads and writes them (the tap runs on
the server's event loop). It never decides a rule: what is legal is the state's
``legal_actions`` the server sent, a refusal's clause is the server's (the engine's), and a
message's validity is the server's own reading (:func:`belote_ref.table.protocol.parse_client`).
The session (:mod:`~belote_ref.clients.session`) adds what only time shows: a client that never
connects, never reconnects, leaves early or lingers after the match.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from ..conformance.results import Departure, Outcome
from ..table import protocol
from ..table.hub import Hub
from ..table.protocol import ProtocolError
from . import clauses as C
from .deals import Drop, SessionPlan

Json = dict[str, Any]

MAX_LOG = 20_000
MAX_LOG_CHARS = 4_000_000
"""Messages of one session kept for its transcript: the first 20,000 or 4,000,000 characters,
whichever comes first (the rest are counted, not kept)."""
MAX_TEXT = 4_000
"""Characters kept of one message in the transcript."""
MAX_DEPARTURES = 25
"""Departures kept per clause and session (the rest are counted)."""
AROUND_BEFORE, AROUND_AFTER = 6, 3
"""Messages shown before and after the message of a departure."""
REPEATS_TO_STOP = 3
"""A session stops once the client has sent a refused action again this many times."""
MISSED_TO_STOP = 3
"""A session stops once the client has let this many decisions go to the takeover AI."""
ARROWS = {"in": "client ->", "out": "server ->", "ping": "server -> (ping frame)", "pong": "client -> (pong frame)",
          "note": "checker: "}
"""How a message of the session's log is shown, by its ``dir``."""
RECENT = 32
"""Decisions remembered by seq."""
ANSWER_ERRORS = frozenset({"stale", "wrong-seat", "not-seated", "unavailable"})
"""Error codes that answer an action (the action was not played)."""
READING_ERRORS = frozenset({"too-large", "bad-json", "not-an-object", "unknown-type", "bad-message"})
CARD_WORD = re.compile(r"(?<![0-9A-Za-z])(10|[7-9TJQKA])([CDHS\u2663\u2666\u2665\u2660])(?![0-9A-Za-z])")
"""A card written in a public text (TABLE-CLIENT-PUBLIC): the protocol's form (``7C``, ``10H``,
``T`` for ten) or with a suit symbol (``7\u2663``), as a word of its own."""
_SUIT_LETTER = {"\u2663": "C", "\u2666": "D", "\u2665": "H", "\u2660": "S"}


def cards_named(text: str) -> set[str]:
    """The cards ``text`` names, in the protocol's form (TABLE-CLIENT-PUBLIC)."""
    return {("10" if r in ("10", "T") else r) + _SUIT_LETTER.get(s, s) for r, s in CARD_WORD.findall(text)}


def public_texts(room: Json) -> list[str]:
    """What anyone reads of a room (``GET /api/rooms``): its name and its seats' names."""
    seats = room.get("seats")
    seats = seats if isinstance(seats, list) else []
    return [str(t) for t in [room.get("name")] + [s.get("name") for s in seats if isinstance(s, dict)] if t]


@dataclass
class Wire:
    """One message on the client's connections (or a note of the checker), as kept."""

    n: int
    t: float
    conn: int
    way: str
    """``in`` (client to server), ``out`` (server to client) or ``note`` (what the checker did)."""
    text: str

    def to_json(self, limit: int = MAX_TEXT) -> Json:
        text = self.text if len(self.text) <= limit else self.text[:limit] + f"... ({len(self.text)} characters)"
        return {"n": self.n, "t": round(self.t, 3), "conn": self.conn, "dir": self.way, "text": text}

    def line(self, limit: int = 240) -> str:
        arrow = ARROWS[self.way]
        text = self.text if len(self.text) <= limit else self.text[:limit] + f"... ({len(self.text)} characters)"
        return f"#{self.n} {self.t:7.3f}s c{self.conn} {arrow} {text}"


@dataclass
class Decision:
    """A state that asks the client to act, and what became of it."""

    seq: int
    legal: list[Json]
    hand: int
    index: int
    """The client's decision number within its hand, from 1."""
    asked_at: float = 0.0
    after_reconnect: bool = False
    n: int = 0
    """The number of the state's message in the session's log."""
    pending: Json | None = None
    """The action sent for this state and not answered yet."""
    refused: list[Json] = field(default_factory=list)
    """Actions the server refused (or answered with an error) on this state."""
    recovering: bool = False
    """An answer (refused or error) came back: the client's next action must be legal."""
    repeats: int = 0
    closed: str | None = None
    """``ack``, ``takeover`` (the takeover AI played it) or ``moved`` (the room went on)."""
    late_seen: bool = False

    @property
    def first_of_hand(self) -> bool:
        return self.index == 1 and self.hand > 1


@dataclass
class DropState:
    drop: Drop
    at: float
    n: int
    reconnected_at: float | None = None


class Watch:
    """The checks of one session (one room, one client seat). Thread-safe: the tap calls
    :meth:`on_message` on the server's loop; the session reads under :attr:`lock`."""

    def __init__(self, plan: SessionPlan, room: str, token: str, hub: Hub | None, turn_time: float,
                 clock: Callable[[], float] = time.monotonic, room_turn_time: float | None = None) -> None:
        self.plan = plan
        self.seat = plan.seat
        self.room = room
        self.token = token
        self.hub = hub
        self.turn_time = turn_time
        self.room_turn_time = turn_time if room_turn_time is None else room_turn_time
        """The room's own turn time: longer than ``turn_time`` only with ``--listen`` (a person
        starts the client; the room must not play its decisions meanwhile), and then the watch
        times the answers itself."""
        self.clock = clock
        self.t0 = clock()
        self.lock = threading.Condition()
        self.outcome = Outcome()
        self.kept: Counter[str] = Counter()
        self.log: list[Wire] = []
        self.unlogged = 0
        self.log_chars = 0
        self.count = 0
        self.closed = False
        self.conns: dict[int, bool] = {}
        """Connection id -> whether it said an accepted hello."""
        self.hellos = 0
        self.decision: Decision | None = None
        self.last_closed: Decision | None = None
        self.recent: dict[int, Decision] = {}
        """The last decisions by seq (to know what an action's seq answered)."""
        self.pinged: dict[int, int] = {}
        """Connection -> the log number of the server's ping it has not answered yet (TABLE-CLIENT-PONG)."""
        self.decisions_in_hand: Counter[int] = Counter()
        self.late_answer = False
        self.match_over = False
        self.match_end_at: float | None = None
        self.hands_ended = 0
        self.actions_since_hand_end = 0
        self.drops = list(plan.drops)
        self.drop: DropState | None = None
        self.reconnected = False
        self.missed = 0
        self.stop_reason: str | None = None
        self.stop_clause: str | None = None
        self.actions = 0
        self.known_rooms: set[str] = set(hub.rooms) if hub is not None else set()
        """The rooms that are not the client's (TABLE-CLIENT-PUBLIC): those there when the session
        began; any other was created by the client, the checker creating none meanwhile."""
        self.last_hand: set[str] = set()
        """The client's own cards in the last state it was sent (hidden from the other seats)."""

    # --- recording ---------------------------------------------------------------------------
    def now(self) -> float:
        return self.clock() - self.t0

    def _log(self, conn: int, way: str, text: str) -> int:
        self.count += 1
        n = self.count
        kept = text if len(text) <= MAX_TEXT else text[:MAX_TEXT]
        if len(self.log) < MAX_LOG and self.log_chars + len(kept) <= MAX_LOG_CHARS:
            self.log.append(Wire(n, self.now(), conn, way, kept))
            self.log_chars += len(kept)
        else:
            self.unlogged += 1
        return n

    def note(self, text: str, conn: int = 0) -> int:
        """Record what the checker did (a drop, a kill) in the session's transcript."""
        with self.lock:
            return self._log(conn, "note", text)

    def depart(self, clause: str, message: str, n: int, check: str | None = None, sent: Any = None,
               got: Any = None, seq: int | None = None) -> None:
        self.outcome.exercised[clause] += 0  # listed even when the clause has no passing check
        self.kept[clause] += 1
        if self.kept[clause] > MAX_DEPARTURES:
            return
        self.outcome.departures.append(Departure(
            clause=clause, check=check or clause, case=self.plan.name, message=message, sent=sent, got=got, step=seq,
            extra={"message": n, "seat": self.seat, "room": self.room, "at_s": round(self.now(), 3)}))

    def exercise(self, clause: str) -> None:
        self.outcome.exercised[clause] += 1

    def stop(self, reason: str, clause: str | None = None) -> None:
        if self.stop_reason is None:
            self.stop_reason = reason
            self.stop_clause = clause
            self.lock.notify_all()

    def around(self, n: int) -> list[Wire]:
        """The kept messages around message ``n``."""
        return [w for w in self.log if n - AROUND_BEFORE <= w.n <= n + AROUND_AFTER]

    # --- the tap -----------------------------------------------------------------------------
    def on_message(self, direction: str, conn: int, text: str) -> None:
        with self.lock:
            if self.closed:
                return
            n = self._log(conn, direction, text)
            if direction in ("ping", "pong"):
                self._ping(conn, direction, n)
            elif direction == "in":
                self._in(conn, text, n)
            else:
                self._out(conn, text, n)
            self.lock.notify_all()

    def _ping(self, conn: int, what: str, n: int) -> None:
        """TABLE-CLIENT-PONG: the server pinged connection ``conn`` (message ``n``), or the pong
        that answers it came."""
        if what == "ping":
            self.pinged[conn] = n
            return
        if self.pinged.pop(conn, None) is not None:
            self.exercise(C.PONG)

    def _owed_pong(self, conn: int, obj: Json, n: int) -> None:
        """TABLE-CLIENT-PONG: an action answering a state the server sent after its ping, on the
        same connection, with no pong before it: the client read the ping (frames arrive in
        order) and answered what came after it, not the ping. No clock is read."""
        ping = self.pinged.get(conn)
        if ping is None:
            return
        seq = obj.get("seq")
        d = self.recent.get(seq) if isinstance(seq, int) else self.decision
        if d is None or d.n <= ping:
            return
        del self.pinged[conn]  # one departure per unanswered ping
        self.exercise(C.PONG)
        self.depart(C.PONG, f"answered the state of seq {d.seq}, sent after the server's WebSocket ping (message "
                    f"{ping}), without answering the ping with a pong first", n, sent=obj, seq=d.seq)

    def connected(self) -> bool:
        """Whether a connection holds the client's seat now (read on the server's loop)."""
        if self.hub is None:
            return True
        rt = self.hub.rooms.get(self.room)
        return rt is not None and self.seat in rt.seat_conns

    # --- what the client sends ---------------------------------------------------------------
    def _in(self, conn: int, text: str, n: int) -> None:
        hello = self.conns.setdefault(conn, False)
        self.exercise(C.SCHEMA)
        self.exercise(C.LIMITS)
        try:
            obj = protocol.parse_client(text)
        except ProtocolError as exc:
            clause = C.LIMITS if exc.code == "too-large" else C.SCHEMA
            what = "is over the size limit" if exc.code == "too-large" else "is not a valid client message"
            self.depart(clause, f"a message it sent {what} ({exc.code}: {exc.message})", n, sent=text[:300])
            return
        kind = obj["type"]
        if not hello:
            if kind == "ping":
                return
            if kind != "hello":
                self.exercise(C.HELLO)
                self.depart(C.HELLO, f"sent {kind!r} before saying hello on connection {conn}", n, sent=obj)
                return
            self._hello(conn, obj, n)
            return
        if kind == "hello":
            self.exercise(C.HELLO)
            self.depart(C.HELLO, f"said hello a second time on connection {conn}", n, sent=self._masked(obj))
        elif kind == "action":
            self._owed_pong(conn, obj, n)
            self._action(obj, n)
        elif kind == "start_match":
            self.exercise(C.MATCH_END)
            self.depart(C.MATCH_END, "sent start_match: a client under check plays one match, then closes its "
                        "connection", n, sent=obj)

    def _masked(self, hello: Json) -> Json:
        """A hello as the report shows it: no token, only whether it was the client's own."""
        if "token" not in hello:
            return hello
        return {**hello, "token": "(its token)" if hello["token"] == self.token else "(not its token)"}

    def _hello(self, conn: int, obj: Json, n: int) -> None:
        self.exercise(C.HELLO)
        try:
            protocol.check_version(obj["protocol"])
        except ProtocolError as exc:
            self.depart(C.HELLO, f"said hello speaking protocol {obj['protocol']!r}: {exc.message}", n,
                        sent=self._masked(obj))
            return
        self.exercise(C.OWN_SEAT)
        if obj.get("spectate"):
            self.depart(C.OWN_SEAT, "said hello as a spectator instead of with its seat token", n, sent=obj)
            return
        if obj.get("token") != self.token:
            self.depart(C.OWN_SEAT, f"said hello with a token that is not the one it was given for seat {self.seat}",
                        n, sent=self._masked(obj))
            return
        self.conns[conn] = True
        self.hellos += 1
        if self.drop is not None and self.drop.reconnected_at is None:
            self.drop.reconnected_at = self.now()
            self.reconnected = True
            self.drop = None

    def _action(self, obj: Json, n: int) -> None:
        action = obj["action"]
        self.actions += 1
        self.actions_since_hand_end += 1
        self.exercise(C.OWN_SEAT)
        if action.get("seat") != self.seat:
            self.depart(C.OWN_SEAT, f"acted for seat {action.get('seat')}; it holds seat {self.seat}", n, sent=obj)
            if self.decision is None and not self.match_over:  # asked nothing as well: TABLE-CLIENT-TURN's too
                self.exercise(C.TURN)
                self._not_asked(obj, n)
            return
        if self.match_over:
            self.exercise(C.MATCH_END)
            self.depart(C.MATCH_END, "sent an action after the match ended", n, sent=obj)
            return
        d = self.decision
        self.exercise(C.TURN)
        seq = obj.get("seq")
        if isinstance(seq, int) and (d is None or seq != d.seq):
            old = self.recent.get(seq)
            if self._late(old):
                return
            what = "did not ask it to act" if old is None else "it had answered already"
            self.depart(C.TURN, f"acted on the state of seq {seq}, which {what}", n, sent=obj, seq=seq)
            return
        if d is None:
            self._not_asked(obj, n)
            return
        if d.pending is not None:
            self.depart(C.TURN, f"sent a second action on the state of seq {d.seq} before the answer to its first",
                        n, sent=obj, seq=d.seq)
            return
        took = self.now() - d.asked_at
        if self.room_turn_time > self.turn_time and took > self.turn_time and not d.recovering:
            self.depart(C.TIME, f"answered the state of seq {d.seq} after {took:.1f} s; the turn time is "
                        f"{self.turn_time:g} s", n, seq=d.seq)
        self.exercise(C.LEGAL)
        legal = action in d.legal
        if d.recovering:
            self.exercise(C.RECOVER)
            if action in d.refused:
                d.repeats += 1
                self.depart(C.RECOVER, f"sent again the action the server had refused on the state of seq {d.seq}",
                            n, sent=obj, seq=d.seq)
                if d.repeats >= REPEATS_TO_STOP:
                    self.stop(f"the client sent a refused action {d.repeats + 1} times", C.RECOVER)
            elif not legal:
                self.depart(C.RECOVER, f"after the answer to its previous attempt it chose another action that is "
                            f"not legal on the state of seq {d.seq}", n, sent=obj, seq=d.seq)
            d.recovering = False
        if not legal:
            self.depart(C.LEGAL, f"chose {json.dumps(action)}, which is not "
                        + ("the one legal action" if len(d.legal) == 1 else f"one of the {len(d.legal)} legal actions")
                        + f" of the state of seq {d.seq}: {json.dumps(d.legal)}", n, sent=obj, seq=d.seq)
        d.pending = action

    def _not_asked(self, obj: Json, n: int) -> None:
        """TABLE-CLIENT-TURN: an action when the last state it was sent lists no legal actions
        (unless it answers, too late, a decision the takeover AI played: :meth:`_late`)."""
        if self._late(self.last_closed):
            return
        seq = f"seq {self.last_closed.seq}" if self.last_closed else "the welcome"
        self.depart(C.TURN, "acted when it was not to act: the last state it was sent lists no legal actions "
                    f"(the last decision asked of it was {seq})", n, sent=obj)

    def _late(self, d: Decision | None) -> bool:
        """An action answering, too late, a decision the takeover AI played (reported once, under
        TIME, when it was taken over); the server's answer to it is not a departure either."""
        if d is None or d.closed != "takeover" or d.late_seen:
            return False
        d.late_seen = True
        self.late_answer = True
        self._log(0, "note", f"a late answer to the state of seq {d.seq}, played by the takeover AI "
                  f"(reported under {C.TIME})")
        return True

    # --- what the server sends ---------------------------------------------------------------
    def _out(self, conn: int, text: str, n: int) -> None:
        try:
            msg = json.loads(text)
        except ValueError:  # pragma: no cover - the server writes JSON
            return
        kind = msg.get("type")
        if kind == "state":
            self._state(msg, n)
        elif kind == "ack":
            self._ack(n)
        elif kind == "refused":
            self._refused(msg, n)
        elif kind == "error":
            self._error(msg, n)
        elif kind == "event":
            self._event(msg["event"], n)

    def _public(self, view: Json, n: int) -> None:
        """TABLE-CLIENT-PUBLIC: each room that appeared since the last state (created by the
        client) is read as anyone reads it; a card of the client's hand in its name or a seat's
        name, hidden when the room appeared (held in the last state or still held now), departs."""
        hand = {str(c) for c in view.get("hand") or ()}
        hidden, self.last_hand = self.last_hand | hand, hand
        if self.hub is None:
            return
        self.exercise(C.PUBLIC)
        for room_id, rt in list(self.hub.rooms.items()):
            if room_id in self.known_rooms:
                continue
            self.known_rooms.add(room_id)
            room = rt.published
            shown = sorted(set().union(*map(cards_named, public_texts(room))) & hidden) if isinstance(room, dict) else []
            if shown:
                self.depart(C.PUBLIC, f"published a hidden card of its hand through a public surface: room {room_id} "
                            f"({json.dumps(public_texts(room), ensure_ascii=False)[:200]}) names {' '.join(shown)}, "
                            "which its seat holds hidden", n, got=public_texts(room))

    def _state(self, msg: Json, n: int) -> None:
        view = msg["view"]
        seq = msg["seq"]
        self._public(view, n)
        if view["phase"] == "match_over":
            self._match_over()
        legal = view["legal_actions"]
        d = self.decision
        if not legal:
            if d is not None and d.seq != seq:
                self._close(d, "moved")
            return
        if d is not None and d.seq == seq:  # the same state again (a sync, a reconnection)
            if self.reconnected:
                d.after_reconnect, self.reconnected = True, False
                d.pending = None  # sent on the dropped connection and never applied: the seq has not moved
            return
        if d is not None:
            self._close(d, "moved")
        hand = int(view["hand_number"] if "hand_number" in view else view["game_number"])  # ACA-VIEW-PLAYER
        self.decisions_in_hand[hand] += 1
        d = Decision(seq, list(legal), hand, self.decisions_in_hand[hand], asked_at=self.now(),
                     after_reconnect=self.reconnected, n=n)
        self.reconnected = False
        self.decision = d
        self.recent[seq] = d
        if len(self.recent) > RECENT:
            del self.recent[min(self.recent)]
        self._maybe_drop(d, "turn", n)

    def _close(self, d: Decision, how: str) -> None:
        d.closed = d.closed or how
        self.last_closed = d
        if self.decision is d:
            self.decision = None

    def _ack(self, n: int) -> None:
        d = self.decision
        if d is None or d.pending is None:
            return
        self.exercise(C.TIME)
        if d.first_of_hand:
            self.exercise(C.HAND_END)
        if d.after_reconnect:
            self.exercise(C.RECONNECT)
        self._close(d, "ack")
        self._maybe_drop(d, "ack", n)

    def _refused(self, msg: Json, n: int) -> None:
        if self.late_answer:
            self.late_answer = False
            return
        clause = str(msg.get("clause"))
        d = self.decision
        self.exercise(clause)
        self.depart(clause, f"the server refused its action {json.dumps(msg.get('action'))}: {msg.get('reason')}",
                    n, check="refused", sent=msg.get("action"), got=msg, seq=d.seq if d else None)
        if d is not None and d.pending is not None:
            d.refused.append(d.pending)
            d.pending = None
            d.recovering = True

    def _error(self, msg: Json, n: int) -> None:
        code = msg.get("code")
        if code in ("rate-limited", "flooding"):
            self.depart(C.LIMITS, f"the server answered {code!r}: {msg.get('message')}", n, got=msg)
            if code == "flooding":
                self.stop("the server closed the client's connection for flooding", C.LIMITS)
        if code in ANSWER_ERRORS and self.late_answer:
            self.late_answer = False
            return
        d = self.decision
        if d is None:
            return
        if code in ANSWER_ERRORS and d.pending is not None:
            d.refused.append(d.pending)
            d.pending = None
            d.recovering = True
        elif code in READING_ERRORS:
            d.recovering = True

    def _event(self, event: Json, n: int) -> None:
        kind = event.get("kind")
        if kind in ("hand_end", "game_end"):  # game_end: a partial game of profile belote-acanomas
            self.hands_ended += 1
            self.actions_since_hand_end = 0
        elif kind == "match_end":
            self._match_over()
        elif kind == "takeover" and event.get("seat") == self.seat:
            self._takeover(n)

    def _match_over(self) -> None:
        if not self.match_over:
            self.match_over = True
            self.match_end_at = self.now()

    def _takeover(self, n: int) -> None:
        d = self.decision
        if d is None:
            return
        if not self.connected():
            self._close(d, "takeover")
            return
        self.depart(C.TIME, f"did not answer the state of seq {d.seq} within {self.room_turn_time:g} s: the room's "
                    "takeover AI played for it", n, seq=d.seq)
        if d.first_of_hand:
            self.depart(C.HAND_END, f"did not play on after the end of hand {d.hand - 1}: its first decision of "
                        f"hand {d.hand} (seq {d.seq}) went unanswered", n, seq=d.seq)
        if d.after_reconnect:
            self.depart(C.RECONNECT, f"reconnected, but did not act on the state it was sent (seq {d.seq})", n,
                        seq=d.seq)
        if d.recovering:
            self.depart(C.RECOVER, f"after the answer to its action on the state of seq {d.seq} it did not act "
                        f"again within {self.turn_time:g} s", n, seq=d.seq)
        self._close(d, "takeover")
        self.missed += 1
        if self.missed >= MISSED_TO_STOP:
            self.stop(f"the client let {self.missed} decisions go to the takeover AI", C.TIME)

    # --- drops (TABLE-CLIENT-RECONNECT) ------------------------------------------------------
    def _maybe_drop(self, d: Decision, on: str, n: int) -> None:
        for drop in list(self.drops):
            if drop.on == on and drop.hand == d.hand and drop.decision == d.index and self.hub is not None:
                self.drops.remove(drop)
                self.drop = DropState(drop, self.now(), n)
                self._log(0, "note", f"the server drops the client's connection ({drop.describe()})")
                self.hub.drop_connection(self.room, self.seat)
                return

    # --- what the session decides from time ---------------------------------------------------
    def reconnect_overdue(self) -> bool:
        """A drop the client has not come back from within the turn time."""
        return self.drop is not None and self.drop.reconnected_at is None and self.now() - self.drop.at > self.turn_time

    def left_at_hand_end(self) -> bool:
        """The client has sent no action since the last hand's end (it left between hands)."""
        return self.hands_ended > 0 and self.actions_since_hand_end == 0
