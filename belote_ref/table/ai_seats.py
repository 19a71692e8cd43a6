"""AI seats off the event loop (TABLE-AI): a pool of worker processes (or, with no workers, one
thread) that turns a seat's view into its AI's action with the room's time budget (AI-VIEW,
AI-BUDGET). A worker receives the seat's view and nothing else.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import signal
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from . import engine

log = logging.getLogger("belote_ref.table")

Json = dict[str, Any]


def default_workers() -> int:
    """One worker per core, at most 4."""
    return max(1, min(4, os.cpu_count() or 1))


LOW_NICE = 10
"""The niceness of the workers of rooms with no connected client (TABLE-LIMITS): the system runs
them only on what the server and the other rooms' AIs leave."""


def _start_worker(nice: int) -> None:
    """In an AI worker process: Ctrl-C is the server's to handle (it stops its workers), so a
    terminal's Ctrl-C, sent to the whole process group, prints no worker's traceback
    (spec/conformance.md, 6b, Signals); then ``nice`` more niceness than the server."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if nice:
        os.nice(nice)


class AIPool:
    """Decisions for AI seats. ``workers`` 0 runs them in one thread of this process (slower
    under load, but nothing to start); otherwise in ``workers`` processes started by a fork
    server (safe beside the server's threads), each at niceness ``nice`` more than the server."""

    def __init__(self, workers: int | None = None, nice: int = 0) -> None:
        self.workers = default_workers() if workers is None else workers
        self.nice = nice
        self._executor: Executor | None = None

    def _make(self) -> Executor:
        if self.workers <= 0:
            return ThreadPoolExecutor(max_workers=1, thread_name_prefix="belote-ref-ai")
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["belote_ref.table.engine"])
        return ProcessPoolExecutor(max_workers=self.workers, mp_context=ctx, initializer=_start_worker,
                                   initargs=(self.nice,))

    @property
    def executor(self) -> Executor:
        if self._executor is None:
            self._executor = self._make()
        return self._executor

    async def decide(self, level: str, seed: int, budget_ms: float, options: dict[str, Any], view: Any,
                     profile: str = "belote-classic") -> Json:
        """The AI's action for this view (JSON form) under the room's profile and options. A
        worker that died is replaced once."""
        loop = asyncio.get_running_loop()
        frozen = tuple(sorted(options.items()))
        for attempt in (1, 2):
            try:
                return await loop.run_in_executor(self.executor, engine.decide, level, seed, budget_ms, frozen, view,
                                                  profile)
            except BrokenProcessPool:
                log.warning("an AI worker died; starting the pool again")
                self._executor = None
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
