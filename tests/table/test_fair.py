"""TABLE-LIMITS, what one client can cost: rooms created per address (429 ``rate-limited``), the
AI budget cap (2,000 ms), the fair share of the AI workers and the lowest priority of rooms with
no connected client. The scheduler's ORDER is tested (a fake AI and a recorded order), never
its speed."""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from belote_ref.table import engine
from belote_ref.table.fair import FairQueue, RoomCreationLimiter, RoomRateLimited
from belote_ref.table.hub import Hub, HubConfig

from .helpers import ONE_CLIENT, http, running_server

AI_ONLY = [{"occupant": "ai", "level": "random"}] * 4


# --- room creation per address -----------------------------------------------------------------
def _post_room(url: str, body: Any) -> tuple[int, Any, str | None]:
    req = urllib.request.Request(f"{url}/api/rooms", data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read()), r.headers.get("Retry-After")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read()), e.headers.get("Retry-After")


def test_room_creation_past_the_address_burst_is_refused_429(tmp_path: Path) -> None:
    body = {"profile": "belote-classic", "seats": ONE_CLIENT, "seed": 1}
    with running_server(tmp_path / "t.sqlite3", room_burst=3, room_rate_per_min=0.01) as server:
        for _ in range(3):  # the burst: exactly 3 pass
            status, _, _ = _post_room(server.url, body)
            assert status == 201
        status, doc, retry = _post_room(server.url, body)
        assert status == 429
        assert doc["error"] == "rate-limited" and doc["clause"] == "TABLE-LIMITS"
        assert "127.0.0.1" in doc["message"] and "3 at once" in doc["message"]
        # 0.01 a minute: the next room in 6,000 s
        assert retry == "6000" and "6000 s" in doc["message"]
        status, listed = http("GET", f"{server.url}/api/rooms")
        assert status == 200 and len(listed["rooms"]) == 3  # nothing was created
        status, info = http("GET", f"{server.url}/api")
        assert info["limits"]["room_burst"] == 3 and info["limits"]["max_ai_budget_ms"] == 2000


def test_room_bucket_refills_10_a_minute_per_address() -> None:
    now = [0.0]
    limiter = RoomCreationLimiter(lambda: now[0])  # the defaults: 20 at once, then 10 a minute
    for _ in range(20):
        limiter.admit("10.0.0.1")
    with pytest.raises(RoomRateLimited) as refused:
        limiter.admit("10.0.0.1")
    assert refused.value.status == 429 and refused.value.retry_after_s == 6
    limiter.admit("10.0.0.2")  # another address has its own bucket
    now[0] = 5.9
    with pytest.raises(RoomRateLimited):
        limiter.admit("10.0.0.1")
    now[0] = 6.0  # one room every 6 s
    limiter.admit("10.0.0.1")
    with pytest.raises(RoomRateLimited):
        limiter.admit("10.0.0.1")


def test_room_buckets_are_bounded_by_the_addresses_remembered() -> None:
    limiter = RoomCreationLimiter(lambda: 0.0, burst=1, remembered=3)
    for i in range(10):
        limiter.admit(f"10.0.0.{i}")
    assert list(limiter.buckets) == ["10.0.0.7", "10.0.0.8", "10.0.0.9"]


# --- the AI budget cap -------------------------------------------------------------------------
def test_ai_budget_above_2000_ms_is_refused_and_2000_passes(tmp_path: Path) -> None:
    with running_server(tmp_path / "t.sqlite3") as server:
        status, doc, _ = _post_room(server.url, {"seats": AI_ONLY, "ai_budget_ms": 2001})
        assert status == 400 and doc["error"] == "bad-request" and "ai_budget_ms" in doc["message"]
        status, doc, _ = _post_room(server.url, {"seats": AI_ONLY, "ai_budget_ms": 10000})
        assert status == 400 and "ai_budget_ms" in doc["message"]
        status, doc, _ = _post_room(server.url, {"seats": AI_ONLY, "ai_budget_ms": 2000})
        assert status == 201


# --- the fair queue's order --------------------------------------------------------------------
def _serve(q: FairQueue, costs: dict[str, float], pops: int) -> list[str]:
    """One worker: take a decision, finish it with its room's cost, the room asks again at once."""
    order = []
    for _ in range(pops):
        w = q.pop()
        assert w is not None
        order.append(w.room)
        q.done(w, costs[w.room])
        q.push(w.room, None, w.low)
    return order


def test_fair_queue_shares_worker_time_not_turns() -> None:
    """A and B take 1 s a decision, V 0.25 s: V gets four decisions for each of theirs (first
    come, first served would give ABVABV...). Worked out by hand: A, B, V start at tag 0; then V's
    tags 0.25, 0.5, 0.75 stay below A's and B's 1; at 1 the tie goes to the one asked first."""
    q = FairQueue(1)
    for room in "ABV":
        q.push(room, None, lambda: False)
    assert "".join(_serve(q, {"A": 1.0, "B": 1.0, "V": 0.25}, 12)) == "ABVVVVABVVVV"


def test_a_room_waits_behind_at_most_one_decision_of_each_other_room() -> None:
    q = FairQueue(1)
    hostile = [f"H{i}" for i in range(40)]
    for room in hostile:
        q.push(room, None, lambda: False)
    costs = {**{h: 2.0 for h in hostile}, "V": 0.001}
    order = _serve(q, costs, 5)  # five hostile decisions are over
    q.push("V", None, lambda: False)
    order = _serve(q, costs, 200)
    first_v = order.index("V")
    before = order[:first_v]
    assert len(before) == len(set(before)) <= 40  # no other room twice
    # and from then on V is never behind a whole round again: between two of its decisions, at
    # most one decision of each hostile room
    marks = [i for i, r in enumerate(order) if r == "V"]
    for a, b in zip(marks, marks[1:]):
        between = order[a + 1:b]
        assert len(between) == len(set(between))
    assert len(marks) > 100  # it costs 1/2000 of theirs: most decisions are its


def test_rooms_with_no_client_go_last_and_hold_at_most_all_workers_but_one() -> None:
    q = FairQueue(2)
    for i in range(40):
        q.push(f"H{i}", None, lambda: True)  # no connected client
    first = q.pop()
    assert first is not None and first.room == "H0"
    assert q.pop() is None  # the second worker is kept for rooms with a client
    q.push("V", None, lambda: False)
    victim = q.pop()
    assert victim is not None and victim.room == "V"  # ahead of the 39 asked before it
    q.done(victim, 0.001)
    q.push("V", None, lambda: False)
    again = q.pop()
    assert again is not None and again.room == "V"
    q.done(first, 2.0)
    nxt = q.pop()  # the kept worker is busy with V; the freed one takes the next AI-only room
    assert nxt is not None and nxt.room == "H1"


def test_rooms_with_no_client_on_workers_of_their_own_never_hold_the_others() -> None:
    """Two workers and one worker of their own for rooms with no client (the server's pools):
    the AI-only rooms run one at a time on theirs, rooms with a client use both of the others."""
    q = FairQueue(2, low_workers=1)
    for i in range(40):
        q.push(f"H{i}", None, lambda: True)
    first = q.pop()
    assert first is not None and first.room == "H0" and first.ran_low
    assert q.pop() is None  # its one worker is busy
    q.push("V", None, lambda: False)
    q.push("W", None, lambda: False)
    a, b = q.pop(), q.pop()
    assert a is not None and b is not None and {a.room, b.room} == {"V", "W"} and not a.ran_low
    assert q.pop() is None
    q.done(first, 2.0)
    nxt = q.pop()
    assert nxt is not None and nxt.room == "H1"


def test_one_worker_serves_a_room_with_a_client_first() -> None:
    q = FairQueue(1)
    q.push("L", None, lambda: True)  # no connected client, asked first
    q.push("N", None, lambda: False)
    w = q.pop()
    assert w is not None and w.room == "N"
    q.done(w, 1.0)
    w = q.pop()
    assert w is not None and w.room == "L"  # one worker: AI-only rooms still play


def test_a_client_connecting_raises_its_rooms_priority() -> None:
    q = FairQueue(2)
    watched = {"H1": False}
    q.push("H0", None, lambda: True)
    q.push("H1", None, lambda: not watched["H1"])
    w0 = q.pop()
    assert w0 is not None and w0.room == "H0" and q.pop() is None
    watched["H1"] = True  # a spectator connects to H1
    w1 = q.pop()
    assert w1 is not None and w1.room == "H1"


# --- the hub: rooms with no connected client run at the lowest priority ------------------------
class _Spectator:
    """Stands for a connected spectator: receives and drops the room's messages."""

    role = "spectator"
    seat = None
    closing = False

    def send(self, message: Any) -> None:
        pass

    def close(self, code: int, reason: str) -> None:
        pass


def test_hub_runs_ai_only_rooms_nobody_watches_behind_a_watched_one() -> None:
    """Two workers (and one of their own for rooms with no client): three AI-only rooms nobody
    watches ask first; the first holds its worker (its fake AI never answers) and the other two
    wait, while the watched room's AIs play decision after decision. Before: first come, first
    served, the pool's two workers went to the first two rooms and the watched room's decisions
    waited behind them."""

    async def scenario() -> tuple[list[str], dict[str, float]]:
        hub = Hub(None, HubConfig(ai_workers=2, max_matches=1))
        order: list[str] = []
        budgets: dict[str, float] = {}
        never: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        names: dict[int, str] = {}

        async def fake_decide(level: str, seed: int, budget_ms: float, options: Any, view: Any,
                              profile: str = "belote-classic") -> Any:
            name = names[seed // 8]
            order.append(name)
            budgets[name] = budget_ms
            if name.startswith("H"):
                await never
            return engine.action_json(view.legal_actions[0])

        hub.ai_fair.decide_fn = hub.ai_fair.decide_low_fn = fake_decide
        await hub.start()
        try:
            for i in range(3):
                names[i + 1] = f"H{i}"
                await hub.create_room({"seats": AI_ONLY, "seed": i + 1, "ai_budget_ms": 2000})
            await asyncio.sleep(0.05)
            names[9] = "V"
            rt, _ = await hub.create_room({"seats": AI_ONLY, "seed": 9})
            rt.spectators.add(_Spectator())  # type: ignore[arg-type]
            rt.room.config.ai_budget_ms = 10_000.0  # as a room stored by an older server
            for _ in range(2000):
                if order.count("V") >= 30:
                    break
                await asyncio.sleep(0.01)
        finally:
            never.cancel()
            await hub.stop()
        return order, budgets

    order, budgets = asyncio.run(scenario())
    assert order[0] == "H0"
    assert order.count("V") >= 30
    assert "H1" not in order and "H2" not in order  # they waited: one worker is kept
    assert budgets["V"] == 2000  # capped, TABLE-LIMITS
