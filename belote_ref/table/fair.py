"""What one client can make the server do, bounded (TABLE-LIMITS): the rooms an address may
create (a token bucket per address), the AI budget a room may ask for, and the fair share of the
AI workers between rooms (start-time fair queueing, rooms with no connected client last).

:class:`FairQueue` is the pure order of the decisions (no clock, no loop), so that its promise is
tested deterministically; :class:`AIScheduler` runs it over the AI pool on the event loop.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from .protocol import RateLimiter
from .rooms import RoomError

MAX_AI_BUDGET_MS = 2000
"""The most ``ai_budget_ms`` a room may ask for (TABLE-LIMITS; the schema's maximum)."""
ROOM_BURST = 20
"""Rooms one address may create at once (TABLE-LIMITS) ..."""
ROOM_RATE_PER_MIN = 10.0
"""... and then this many a minute."""
REMEMBERED_ADDRESSES = 10_000
"""The addresses whose room buckets the server keeps (the least recently seen is forgotten)."""


def capped_budget_ms(budget_ms: float) -> float:
    """The wall time a room's AI decision may take: its ``ai_budget_ms``, at most
    :data:`MAX_AI_BUDGET_MS` (a room stored by an older server may hold more; TABLE-LIMITS)."""
    return min(float(budget_ms), float(MAX_AI_BUDGET_MS))


class RoomRateLimited(RoomError):
    """A room creation past its address's bucket (TABLE-LIMITS): 429 ``rate-limited``, with the
    seconds until the next one is allowed (``retry_after_s``, for the ``Retry-After`` header)."""

    def __init__(self, reason: str, retry_after_s: int) -> None:
        super().__init__(reason, clause="TABLE-LIMITS", status=429, code="rate-limited")
        self.retry_after_s = retry_after_s


class RoomCreationLimiter:
    """Per client address, a token bucket of ``burst`` rooms refilled at ``rate_per_min`` a
    minute (TABLE-LIMITS). Bounded: the buckets of the ``remembered`` most recently seen
    addresses are kept."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, burst: int = ROOM_BURST,
                 rate_per_min: float = ROOM_RATE_PER_MIN, remembered: int = REMEMBERED_ADDRESSES) -> None:
        self.clock = clock
        self.burst = burst
        self.rate_per_min = rate_per_min
        self.remembered = remembered
        self.buckets: OrderedDict[str, RateLimiter] = OrderedDict()

    def admit(self, address: str) -> None:
        """Take one room from ``address``'s bucket, or raise :class:`RoomRateLimited`."""
        bucket = self.buckets.get(address)
        if bucket is None:
            bucket = RateLimiter(self.clock, self.rate_per_min / 60, self.burst)
            self.buckets[address] = bucket
            while len(self.buckets) > self.remembered:
                self.buckets.popitem(last=False)
        else:
            self.buckets.move_to_end(address)
        if bucket.allow():
            return
        wait = (1.0 - bucket.tokens) / bucket.rate if bucket.rate > 0 else math.inf
        retry = max(1, math.ceil(wait)) if math.isfinite(wait) else 86_400
        raise RoomRateLimited(f"address {address} has created rooms faster than {self.burst} at once and "
                              f"{self.rate_per_min:g} a minute: the next one in {retry} s", retry)


@dataclass
class Waiting:
    """One AI decision asked for, waiting or running (:class:`FairQueue`)."""

    room: str
    key: float
    """Its start tag: the AI worker time its room had used, or the queue's virtual time if more."""
    order: int
    """When it was asked (ties go to the first)."""
    job: Any
    low: Callable[[], bool]
    """True while its room has no connected client (the lowest priority)."""
    ran_low: bool = False


class FairQueue:
    """The order in which ``workers`` AI workers take the rooms' decisions (TABLE-LIMITS, AI work
    per room): the waiting decision with the least start tag first, rooms with a connected client
    before rooms with none. Rooms with none run on ``low_workers`` workers of their own when given
    (``separate``); otherwise they share the ``workers``, only when no room with a client waits,
    and hold at most ``workers - 1`` of them (all when there is one). A room's start tag is the AI
    worker time it has used, but never less than the virtual time (the start tag of the decision
    taken last), so a room that was idle banks no credit."""

    def __init__(self, workers: int, low_workers: int | None = None) -> None:
        self.workers = max(1, workers)
        self.separate = low_workers is not None
        self.low_slots = max(1, low_workers if low_workers is not None else self.workers - 1)
        self.used: dict[str, float] = {}
        """Each room's finish tag: the start tag of its last decision plus the time it took."""
        self.vtime = 0.0
        self.waiting: list[Waiting] = []
        self.running = 0
        """Decisions running on the ``workers`` (all of them unless ``separate``)."""
        self.running_low = 0
        """Decisions of rooms with no client running."""
        self.count = 0

    def push(self, room: str, job: Any, low: Callable[[], bool]) -> Waiting:
        """A room asks for a decision."""
        self.count += 1
        w = Waiting(room, max(self.used.get(room, 0.0), self.vtime), self.count, job, low)
        self.waiting.append(w)
        return w

    def pop(self) -> Waiting | None:
        """The decision a free worker takes now (``ran_low``: on the workers of rooms with no
        client when ``separate``), or None (no worker free, or nothing it may take)."""
        if not self.waiting:
            return None
        normal: list[Waiting] = []
        low: list[Waiting] = []
        for w in self.waiting:
            (low if w.low() else normal).append(w)
        shared_free = self.running < self.workers
        if normal and shared_free:
            chosen = min(normal, key=lambda w: (w.key, w.order))
        elif low and self.running_low < self.low_slots and (self.separate or (shared_free and not normal)):
            chosen = min(low, key=lambda w: (w.key, w.order))
            chosen.ran_low = True
            self.running_low += 1
        else:
            return None
        self.waiting.remove(chosen)
        if not (chosen.ran_low and self.separate):
            self.running += 1
        self.vtime = max(self.vtime, chosen.key)
        return chosen

    def done(self, w: Waiting, cost: float) -> None:
        """A decision taken by ``pop`` is over; it took ``cost`` (seconds of a worker)."""
        if w.ran_low:
            self.running_low -= 1
        if not (w.ran_low and self.separate):
            self.running -= 1
        self.used[w.room] = max(self.used.get(w.room, 0.0), w.key + max(0.0, cost))


Decide = Callable[..., Awaitable[Any]]


class AIScheduler:
    """The rooms' AI decisions through a :class:`FairQueue` over ``decide`` (the AI pool's), at
    most ``workers`` at once, so the pool's own queue stays empty and the order is the queue's;
    those of rooms with no client over ``decide_low`` (a pool of ``low_workers`` at a lower
    priority) when given."""

    def __init__(self, decide: Decide, workers: int, clock: Callable[[], float] = time.monotonic,
                 decide_low: Decide | None = None, low_workers: int = 1) -> None:
        self.decide_fn = decide
        self.decide_low_fn = decide_low
        self.queue = FairQueue(workers, low_workers if decide_low is not None else None)
        self.clock = clock
        self.tasks: set[asyncio.Task[None]] = set()
        self.closed = False

    async def decide(self, room: str, low: Callable[[], bool], *args: Any) -> Any:
        """``decide(*args)`` for ``room`` when its turn comes; ``low()`` tells whether the room has
        no connected client."""
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.queue.push(room, (args, fut), low)
        self._pump()
        return await fut

    def close(self) -> None:
        """The server stops: no decision is started any more; the running ones are cancelled."""
        self.closed = True
        for task in list(self.tasks):
            task.cancel()

    def _pump(self) -> None:
        while not self.closed and (w := self.queue.pop()) is not None:
            task = asyncio.get_running_loop().create_task(self._run(w))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    async def _run(self, w: Waiting) -> None:
        args, fut = w.job
        start = self.clock()
        try:
            if not fut.done():  # its room's task stopped waiting (the server stops)
                low = w.ran_low and self.decide_low_fn is not None
                result = await (self.decide_low_fn if low else self.decide_fn)(*args)  # type: ignore[misc]
                if not fut.done():
                    fut.set_result(result)
        except asyncio.CancelledError:
            if not fut.done():
                fut.cancel()
            raise
        except Exception as exc:  # noqa: BLE001 - handed to the room
            if not fut.done():
                fut.set_exception(exc)
        finally:
            self.queue.done(w, self.clock() - start)
            self._pump()
