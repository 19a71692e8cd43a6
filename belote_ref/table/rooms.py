"""A room: its configuration, its seats, its matches and its record (TABLE-ROOMS, TABLE-MATCHES,
TABLE-DURABILITY). Pure logic: no sockets, no clock, no database; the hub
(:mod:`belote_ref.table.hub`) stores what a room returns before it tells anyone.

A room's whole history is its list of records: a match start, each hand's card order, each
seat's action. Replaying them through the engine rebuilds the room exactly (a restart does that).
"""

from __future__ import annotations

import secrets
from dataclasses import asdict, dataclass, field
from typing import Any, Mapping

from ..errors import BeloteError, IllegalAction
from . import engine
from .protocol import MAX_MATCHES, http_validator, schema_error
from .store import Record, StoredRoom

Json = dict[str, Any]

MAX_SEED = 2**53 - 1


class RoomError(BeloteError):
    """A room request that cannot be honoured; ``status`` is the HTTP status to answer with."""

    clause = "TABLE-ROOMS"

    def __init__(self, reason: str, *, clause: str | None = None, status: int = 400, code: str = "bad-request") -> None:
        super().__init__(reason, clause=clause)
        self.status = status
        self.code = code


@dataclass
class SeatConfig:
    occupant: str
    """``client`` or ``ai``."""
    level: str | None = None
    """ai seats: the AI level."""
    name: str = ""


@dataclass
class RoomConfig:
    """What a room was created with (stored; the seed stays on the server)."""

    profile: str
    name: str
    options: dict[str, Any]
    seats: list[SeatConfig]
    seed: int
    chance: str
    """``random`` (the server drew a secret seed), ``seeded`` (the creator gave the seed) or
    ``scripted`` (the creator gave card orders): whoever knows the seed or script knows the cards."""
    first_dealer: int = 0
    turn_timeout_s: float | None = None
    takeover: str | None = None
    ai_budget_ms: float = 2000.0
    """The wall-time safety net of each AI decision (AI-BUDGET): the decision is its level's fixed work;
    the net only cuts one still running after this long (an expert decision takes under 400 ms of
    processor time)."""
    ai_delay_ms: float = 0.0
    orders: list[list[str]] = field(default_factory=list)

    def to_json(self) -> Json:
        return asdict(self)

    @staticmethod
    def from_json(doc: Mapping[str, Any]) -> "RoomConfig":
        d = dict(doc)
        d["seats"] = [SeatConfig(**s) for s in d["seats"]]
        return RoomConfig(**d)


def config_from_request(body: Any, default_profile: str = "belote-classic") -> RoomConfig:
    """Check a room request (``schemas/table/http.schema.json#/$defs/create_room``, the profile,
    the ruleset options of that profile, the seats, the scripted orders) and build its
    configuration; raise :class:`RoomError` naming what is wrong (TABLE-ROOMS). A request
    without a profile gets ``default_profile`` (the server's ``--profile``)."""
    problem = schema_error(http_validator("create_room"), body)
    if problem is not None:
        raise RoomError(f"room request {problem}")
    try:
        options = dict(body.get("options", {}))
        prof = engine.profile(body.get("profile", default_profile), options)
    except BeloteError as exc:
        raise RoomError(str(exc.reason), clause=exc.clause) from None
    seats = body["seats"]
    if len(seats) != prof.seats:
        players = " (its option players decides how many: 2, 3 or 4)" if prof.name == engine.ACANOMAS else ""
        raise RoomError(f"profile {prof.name} has {prof.seats} seats{players}; the request gives {len(seats)}")
    levels = engine.ai_levels(prof.name)
    configs = []
    for i, s in enumerate(seats):
        if s["occupant"] == "ai" and "level" not in s:
            raise RoomError(f"seat {i} is an AI seat: give its level ({', '.join(levels)})", clause="TABLE-AI")
        if s.get("level") is not None and s["level"] not in levels:
            raise RoomError(f"seat {i}: the {s['level']} AI does not play profile {prof.name} yet "
                            f"(choose {', '.join(levels)})", clause="TABLE-AI")
        if s["occupant"] == "client" and "level" in s:
            raise RoomError(f"seat {i} is a client seat: a level is for AI seats (see takeover)")
        default = f"{s['level']} AI" if s["occupant"] == "ai" else f"seat {i}"
        configs.append(SeatConfig(s["occupant"], s.get("level"), s.get("name") or default))
    first_dealer = int(body.get("first_dealer", 0))  # the schema's integer: 1.0 is seat 1
    if first_dealer >= prof.seats:
        raise RoomError(f"first_dealer must be a seat from 0 to {prof.seats - 1}, not {first_dealer}")
    orders = body.get("orders", [])
    for i, order in enumerate(orders):
        try:
            engine.deal(engine.new_game(prof.rules, 0), order)
        except IllegalAction as exc:
            raise RoomError(f"orders[{i}] is not a card order: {exc.reason}", clause=exc.clause) from None
    if "seed" in body:
        seed, chance = int(body["seed"]), "seeded"
    else:
        seed, chance = secrets.randbits(53), "random"
    if orders:
        chance = "scripted"
    timeout = body.get("turn_timeout_s")
    takeover = body.get("takeover")
    if takeover is not None and takeover not in levels:
        raise RoomError(f"takeover: the {takeover} AI does not play profile {prof.name} yet (choose {', '.join(levels)})",
                        clause="TABLE-TIMEOUT")
    if takeover is not None and timeout is None:
        raise RoomError("takeover needs a turn_timeout_s: the time a client seat has before its AI plays",
                        clause="TABLE-TIMEOUT")
    return RoomConfig(
        profile=prof.name, name=body.get("name") or "room", options=options, seats=configs, seed=seed,
        chance=chance, first_dealer=first_dealer, turn_timeout_s=timeout, takeover=takeover,
        ai_budget_ms=float(body.get("ai_budget_ms", 2000.0)), ai_delay_ms=float(body.get("ai_delay_ms", 0.0)),
        orders=[list(o) for o in orders],
    )


@dataclass
class Outcome:
    """What an accepted step produced: the records to store (in order) and the public events,
    each with the seq of the record it comes from (a deal's events, the deal's)."""

    records: list[Record]
    events: list[tuple[int, Json]]
    action: Json | None = None


def _stamped(records: list[Record], events: list[Json]) -> list[tuple[int, Json]]:
    """Each event with the seq of its record: the first record's, then each deal's from its
    ``deal`` event on."""
    deals = iter([r.seq for r in records if r.kind == "deal"])
    seq = records[0].seq
    out = []
    for e in events:
        if e["kind"] == "deal":
            seq = next(deals, seq)
        out.append((seq, e))
    return out


class Room:
    """One room: seats, matches, and its record."""

    def __init__(self, room_id: str, config: RoomConfig, created: float, host_hash: str) -> None:
        self.id = room_id
        self.config = config
        self.created = created
        self.host_hash = host_hash
        self.profile = engine.profile(config.profile, config.options)
        self.ruleset = self.profile.rules.ruleset
        self.ruleset_json = engine.ruleset_json(self.ruleset)
        self.seat_hashes: dict[int, str] = {}
        self.records: list[Record] = []
        self.games: dict[int, Any] = {}
        self.match = 0
        self.deals = 0
        self.told: list[tuple[int, Json]] = []
        """The public events of where the match stands, each with its seq: the match's
        ``match_start`` and the events of its hand in progress (or last hand) so far, as they were
        sent; a late joiner is sent them (TABLE-EVENTS)."""

    # --- reading ----------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.games[self.match]

    @property
    def seq(self) -> int:
        return len(self.records)

    @property
    def seats(self) -> int:
        return self.profile.seats

    def is_client_seat(self, seat: int) -> bool:
        return self.config.seats[seat].occupant == "client"

    def is_ai_seat(self, seat: int) -> bool:
        return self.config.seats[seat].occupant == "ai"

    def free_seats(self) -> list[int]:
        return [s for s in range(self.seats) if self.is_client_seat(s) and s not in self.seat_hashes]

    @property
    def over(self) -> bool:
        return engine.is_over(self.game)

    def to_act(self) -> int | None:
        return engine.to_act(self.game)

    def players(self) -> list[tuple[str, str, str | None]]:
        return [(s.name, "ai" if s.occupant == "ai" else "external", s.level) for s in self.config.seats]

    def match_games(self) -> list[int]:
        return sorted(self.games)

    # --- changing ---------------------------------------------------------------------------
    def _tell(self, events: list[tuple[int, Json]]) -> None:
        """Keep ``events`` in :attr:`told`: a match start begins it again, a deal keeps only the
        match start before it."""
        for seq, e in events:
            if e["kind"] == "match_start":
                self.told = []
            elif e["kind"] == "deal":
                self.told = self.told[:1]
            self.told.append((seq, e))

    def _record(self, kind: str, body: Json, actor: str, at: float) -> Record:
        r = Record(self.seq + 1, self.match, kind, body, actor, at)
        self.records.append(r)
        return r

    def start_match(self, at: float, max_matches: int = MAX_MATCHES) -> Outcome:
        """Begin the next match (the first at creation; another once one is over, unless the room
        has played ``max_matches``) and deal its first hand (TABLE-MATCHES)."""
        if self.match and not self.over:
            raise RoomError("the match in progress is not over", clause="TABLE-MATCHES", status=409, code="match-not-over")
        if self.match >= max_matches:
            raise RoomError(f"room {self.id} has played {self.match} matches, the most a room may play "
                            f"({max_matches}): create another room for the next one", clause="TABLE-MATCHES",
                            status=409, code="too-many-matches")
        self.match += 1
        first = self.config.first_dealer if self.match == 1 else (self.config.first_dealer + self.match - 1) % self.seats
        self.games[self.match] = engine.new_game(self.ruleset, first)
        mark = engine.mark(self.game)
        start = self._record("start", {"first_dealer": first}, "server", at)
        records = [start, *self._deal_if_needed(at)]
        events = [{"kind": "match_start", "match": self.match, "first_dealer": first}, *engine.events_since(self.game, mark)]
        outcome = Outcome(records, _stamped(records, events))
        self._tell(outcome.events)
        return outcome

    def _next_order(self) -> list[str]:
        if self.deals < len(self.config.orders):
            return list(self.config.orders[self.deals])
        return engine.card_order(self.config.seed, self.match, engine.hand_number(self.game))

    def _deal_if_needed(self, at: float) -> list[Record]:
        if not engine.needs_deal(self.game):
            return []
        order = self._next_order()
        engine.deal(self.game, order)
        self.deals += 1
        return [self._record("deal", {"order": order}, "server", at)]

    def act(self, seat: int, action_json: Any, actor: str, at: float, ref: Any = None) -> Outcome:
        """A seat's action (TABLE-ACTION). Refused: an :class:`~belote_ref.errors.IllegalAction`
        with the rules clause, and nothing changed. Accepted: the action's record, the next deal
        if the hand ended, and the public events."""
        action = engine.parse_action(action_json, self.profile)
        body = engine.action_json(action)
        extra = sorted(set(action_json) - set(body))
        if extra:  # a field the action's form does not have is refused, never dropped (TABLE-ERRORS)
            raise RoomError(f"action message at action: {str(extra[0])[:40]!r} is not a field of a "
                            f"{body['type']} action in profile {self.profile.name}", clause="TABLE-ERRORS",
                            code="bad-message")
        if action.seat != seat:
            raise RoomError(f"this connection holds seat {seat}, not seat {action.seat}", clause="TABLE-TOKENS",
                            code="wrong-seat")
        game = self.game
        mark = engine.mark(game)
        engine.apply(game, action)
        first = self._record("action", body, actor, at)
        first.ref = ref
        records = [first, *self._deal_if_needed(at)]
        outcome = Outcome(records, _stamped(records, engine.events_since(game, mark)), body)
        self._tell(outcome.events)
        return outcome

    def rollback(self, count: int) -> None:
        """Forget the last ``count`` records (they could not be stored): rebuild from the rest."""
        keep = self.records[: len(self.records) - count]
        self.records, self.games, self.match, self.deals, self.told = [], {}, 0, 0, []
        self.replay(keep)

    def replay(self, records: list[Record]) -> None:
        """Rebuild the room from its stored records (a restart); raise ``ValueError`` naming the
        record that does not replay. The events of the last match's records are worked out as
        they were sent (:attr:`told`)."""
        last_start = max((i for i, r in enumerate(records) if r.kind == "start"), default=0)
        for i, r in enumerate(records):
            try:
                if r.kind == "start":
                    self.match += 1
                    if r.match != self.match:
                        raise ValueError(f"match {r.match} starts where match {self.match} was due")
                    first = int(r.body["first_dealer"])
                    self.games[self.match] = engine.new_game(self.ruleset, first)
                    events = [{"kind": "match_start", "match": self.match, "first_dealer": first}]
                else:
                    mark = engine.mark(self.game)
                    if r.kind == "deal":
                        engine.deal(self.game, r.body["order"])
                        self.deals += 1
                    elif r.kind == "action":
                        engine.apply(self.game, engine.parse_action(r.body, self.profile))
                    else:
                        raise ValueError(f"unknown record kind {r.kind!r}")
                    events = engine.events_since(self.game, mark) if i > last_start else []
                if i >= last_start:
                    self._tell([(r.seq, e) for e in events])
            except (IllegalAction, KeyError, TypeError, ValueError) as exc:
                raise ValueError(f"room {self.id}: record {r.seq} ({r.kind} {r.body}) does not replay: {exc}") from None
            self.records.append(r)

    # --- the transcript ---------------------------------------------------------------------
    def transcript(self, match: int, full: bool) -> Json:
        """The transcript of one match (TABLE-TRANSCRIPT). ``full`` false leaves out a hand in
        progress (its card order and hands are still hidden)."""
        if match not in self.games:
            raise RoomError(f"room {self.id} has no match {match}", status=404, code="no-match",
                            clause="TABLE-TRANSCRIPT")
        game = self.games[match]
        meta = {"title": f"{self.config.name}: match {match}", "room": self.id, "match": match,
                "in_progress": not engine.is_over(game)}
        if self.config.chance != "random":
            meta["seed"] = self.config.seed
        return engine.transcript(game, self.players(), meta, finished_hands_only=not full)


def room_from_stored(stored: StoredRoom) -> Room:
    """Rebuild a stored room (a restart, ``belote-ref export``); raise ``ValueError`` naming the room
    when its configuration or its record does not load (the database is damaged)."""
    try:
        room = Room(stored.id, RoomConfig.from_json(stored.config), stored.created, stored.host_hash)
    except (BeloteError, KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"room {stored.id}: its configuration does not load: {exc!r}"[:500]) from None
    room.seat_hashes = dict(stored.seat_hashes)
    room.replay(stored.records)
    return room
