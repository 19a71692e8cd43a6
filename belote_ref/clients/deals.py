"""The scripted sessions of a client check: one room and one match each, the client at one seat
and AI seats around it, card orders from the golden corpus or drawn from a seed, and the points
where the server drops the client's connection (TABLE-CLIENT-RECONNECT). The same seed gives the
same rooms, the same cards and the same AI decisions: with a client that decides the same way
from the same messages, the same run.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..resources import DataNotFound, data_path

ACANOMAS = "belote-acanomas"

AI_DELAY_MS = 20.0
"""Default pause of the AI seats before each action, so a session's messages read like a game.
The rate limit does not need it: a client's answer to a state asking it to act is not charged to
the limit (TABLE-LIMITS), so ``--ai-delay 0`` is fine for an honest client."""

MAX_SEED = 2**48 - 1
"""--seed is at most this (each session's room seed is derived from it and must stay below 2**53)."""

GOLDEN_HANDS: tuple[tuple[str, str], ...] = (
    ("obligations-in-trick-play.json", "every obligation of trick play (follow, trump lead, partner master, must trump, overtrump, undertrump, discard)"),
    ("round-1-take-made-with-belote.json", "a seat holding the belote"),
    ("all-pass-void-hand.json", "weak hands (a void hand if the client passes too and no AI seat takes)"),
    ("capot-by-takers.json", "one side takes every trick"),
    ("round-2-take-failed-with-belote.json", "a round-2 take"),
)
"""Golden transcripts whose first hand's card order the golden session deals, in this order."""


@dataclass(frozen=True)
class Drop:
    """The server drops the client's connection (``Hub.drop_connection``, close code 1001) in hand
    ``hand`` at the client's ``decision``-th decision of that hand (1-based): as the state asking
    it to act is sent (``on="turn"``), or as the ack of its action is sent, while the other seats
    play (``on="ack"``)."""

    hand: int
    decision: int
    on: str = "turn"

    def describe(self) -> str:
        when = "as it is to act" if self.on == "turn" else "just after its action is acknowledged"
        return f"hand {self.hand}, decision {self.decision}, {when}"


@dataclass(frozen=True)
class SessionPlan:
    """One session: a room, one match, the client at ``seat``."""

    name: str
    purpose: str
    seat: int
    first_dealer: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    orders: tuple[tuple[str, ...], ...] = ()
    drops: tuple[Drop, ...] = ()
    profile: str = "belote-classic"
    """The room's profile (TABLE-PROFILES); in belote-acanomas ``options["players"]`` seats."""

    def room_request(self, ai_level: str, turn_time: float, target: int | None = None,
                     ai_delay_ms: float = 0.0) -> dict[str, Any]:
        """The body of ``POST /api/rooms`` (TABLE-ROOMS): the client's seat, AI seats of
        ``ai_level`` around it, each pausing ``ai_delay_ms`` before it acts, the room's turn time
        with the same AI level taking over a decision not made in time (TABLE-TIMEOUT)."""
        count = int(self.options.get("players", 3)) if self.profile == ACANOMAS else 4
        seats: list[dict[str, Any]] = [{"occupant": "ai", "level": ai_level} for _ in range(count)]
        seats[self.seat] = {"occupant": "client", "name": "client under check"}
        options = dict(self.options)
        if target is not None:
            options["target"] = target
        body: dict[str, Any] = {
            "profile": self.profile, "name": f"check-client: {self.name}", "seats": seats, "options": options,
            "seed": self.seed, "first_dealer": self.first_dealer, "turn_timeout_s": turn_time, "takeover": ai_level,
            "ai_delay_ms": ai_delay_ms,
        }
        if self.orders:
            body["orders"] = [list(o) for o in self.orders]
        return body


GOLDEN_FILES: tuple[str, ...] = tuple(name for name, _ in GOLDEN_HANDS)


def golden_orders(names: Sequence[str] = GOLDEN_FILES) -> tuple[list[tuple[str, ...]], list[str]]:
    """The first hand's card order of each golden transcript named, and a note for each that could
    not be read (the session then deals from its seed instead)."""
    orders: list[tuple[str, ...]] = []
    notes: list[str] = []
    for name in names:
        try:
            doc = json.loads(data_path("corpus", "golden", name).read_text(encoding="utf-8"))
            orders.append(tuple(doc["hands"][0]["order"]))
        except (DataNotFound, OSError, ValueError, KeyError, IndexError, TypeError) as exc:
            notes.append(f"golden card order {name} not used: {exc}")
    return orders, notes


def default_plan(seed: int = 0) -> tuple[list[SessionPlan], list[str]]:
    """The default sessions (and notes on golden orders that could not be read): the client
    plays each seat once, the golden hands, two server drops, three rulesets."""
    orders, notes = golden_orders()
    base = seed * 16
    plan = [
        SessionPlan("golden", "golden card orders first: " + "; ".join(p for _, p in GOLDEN_HANDS), seat=0,
                    first_dealer=0, seed=base + 1, options={"target": 500}, orders=tuple(orders)),
        SessionPlan("reconnect", "the server drops the connection twice: once as the client is to act, once while others play",
                    seat=1, first_dealer=0, seed=base + 2, options={"target": 500},
                    drops=(Drop(1, 2, "turn"), Drop(2, 1, "ack"))),
        SessionPlan("seat-2", "seeded deals, belote scored without announcement, undertrump optional", seat=2,
                    first_dealer=1, seed=base + 3, options={"target": 500, "belote": "automatic", "undertrump": "optional"}),
        SessionPlan("seat-3", "seeded deals, 2-3 deal, same dealer after all pass", seat=3, first_dealer=2,
                    seed=base + 4, options={"target": 500, "first_deal": "2-3", "all_pass": "same-dealer"}),
        SessionPlan("full-match", "seeded deals, the canonical ruleset: a whole match to 1000", seat=0,
                    first_dealer=3, seed=base + 5, options={}),
    ]
    return plan, notes


def acanomas_plan(seed: int = 0) -> tuple[list[SessionPlan], list[str]]:
    """The sessions of rooms of profile belote-acanomas (``check-client --profile acanomas``):
    three players, two players with the server dropping the connection twice, four players each
    for himself, four in pairs; seeded deals (the profile's golden orders are not replayed here)."""
    base = seed * 16 + 8
    plan = [
        SessionPlan("three-players", "three players, seeded deals: announcements, the trump-7 exchange, claims (a wrong one stays in the "
                    "match: option wrong_claim=stay)", seat=0,
                    first_dealer=2, seed=base + 1, options={"players": 3, "target": 300, "wrong_claim": "stay"}, profile=ACANOMAS),
        SessionPlan("two-players-reconnect", "two players; the server drops the connection as the client is to act "
                    "and while the other plays", seat=1, first_dealer=0, seed=base + 2,
                    options={"players": 2, "target": 300}, drops=(Drop(1, 2, "turn"), Drop(2, 1, "ack")), profile=ACANOMAS),
        SessionPlan("four-players", "four players each for himself; a wrong claim stays in the match", seat=3, first_dealer=1, seed=base + 3,
                    options={"players": 4, "target": 300, "wrong_claim": "stay"}, profile=ACANOMAS),
        SessionPlan("pairs", "four players in two pairs", seat=2, first_dealer=3, seed=base + 4,
                    options={"players": 4, "pairs": True, "target": 300}, profile=ACANOMAS),
    ]
    return plan, []


def plan_of(profile: str, seed: int = 0) -> tuple[list[SessionPlan], list[str]]:
    """The default sessions of rooms of ``profile``."""
    return acanomas_plan(seed) if profile == ACANOMAS else default_plan(seed)


def session_names() -> list[str]:
    return [p.name for p in default_plan(0)[0]]
