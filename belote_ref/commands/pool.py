"""The worker processes of ``audit --jobs`` and ``tournament --jobs`` on this machine: a pool that
maps as ``multiprocessing.Pool.imap`` does (in input order, in chunks), built on
``concurrent.futures.ProcessPoolExecutor``.

Not ``multiprocessing.Pool``: a signal to the command's process group (Ctrl-C, SIGTERM) can kill
a worker while it waits for its next task holding the task queue's lock, and
``Pool.terminate`` then waits on that lock for ever (CPython's ``Pool._help_stuff_finish``). The
executor knows a worker that died ("broken"): it fails what was pending and kills the others
without touching the queues' locks (spec/conformance.md, 6b, Signals)."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable, Iterable, Iterator, TypeVar

from .options import worker_init

T = TypeVar("T")
R = TypeVar("R")


class LocalPool:
    """``jobs`` worker processes (each started by :func:`~belote_ref.commands.options.worker_init`),
    in the given start method (None: the platform's)."""

    def __init__(self, jobs: int, start_method: str | None = None) -> None:
        self.workers = jobs
        context = multiprocessing.get_context(start_method) if start_method else None
        self._executor = ProcessPoolExecutor(jobs, mp_context=context, initializer=worker_init)

    def imap(self, fn: Callable[[T], R], items: Iterable[T], chunksize: int = 1) -> Iterator[R]:
        """``fn`` over ``items`` on the workers, the results in input order as they come."""
        return self._executor.map(fn, items, chunksize=chunksize)

    def terminate(self) -> None:
        """Stop now: what is pending is dropped and every worker still running is killed (the
        ``Pool`` protocol)."""
        self._executor.shutdown(wait=False, cancel_futures=True)
        for child in multiprocessing.active_children():
            child.kill()

    def join(self) -> None:
        """Wait until the workers are gone."""
        self._executor.shutdown(wait=True)
