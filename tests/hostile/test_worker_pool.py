"""The worker pools of ``audit --jobs`` and ``tournament --jobs`` stop whatever happened to their
workers (spec/conformance.md, 6b, Signals): a signal to the command's process group can kill a
worker while it waits for a task, holding the task queue's lock, and ``multiprocessing.Pool``'s
``terminate`` then waited on that lock for ever (seen: ``audit --jobs 2`` hung after SIGTERM in a
CI run of tests/hostile/test_long_command_signals.py). Here every worker is killed while idle,
which is when one of them holds the lock, and the pool must still stop."""

from __future__ import annotations

import multiprocessing
import threading
import time
from typing import Any, Callable

import pytest

from belote_ref.commands.pool import LocalPool
from belote_ref.commands.tournament import _process_pool

WAIT = 120.0
"""Seconds before the stop is called a hang (a hang detector, generous for a busy machine)."""


@pytest.mark.parametrize("make", [lambda: LocalPool(2), lambda: _process_pool(2)], ids=["audit", "tournament"])
def test_a_pool_whose_workers_were_killed_while_idle_stops(make: Callable[[], Any]) -> None:
    pool = make()
    assert list(pool.imap(abs, [1, -2, 3])) == [1, 2, 3]  # the workers ran, and now wait for tasks
    workers = multiprocessing.active_children()
    assert len(workers) == 2
    for child in workers:
        child.kill()  # SIGKILL
    deadline = time.monotonic() + WAIT
    while any(child.is_alive() for child in workers):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    stopper = threading.Thread(target=lambda: (pool.terminate(), pool.join()), daemon=True)
    stopper.start()
    stopper.join(WAIT)
    assert not stopper.is_alive(), "the pool did not stop"
    assert multiprocessing.active_children() == []
