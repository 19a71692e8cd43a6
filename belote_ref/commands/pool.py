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
from typing import Callable, Iterable, Iterator, TypeVar

from .cluster import batched, run_chunk
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
        """``fn`` over ``items`` on the workers, a chunk a task, the results in input order as
        they come. A task is never cancelled (not even when the caller stops reading): the
        executor fails the pending ones itself once a worker is gone, and in Python 3.11 it
        fails on a cancelled one (``InvalidStateError`` in its manager thread, which then leaves
        the task queue's writer blocked and the interpreter's exit waiting on it)."""
        futures = [self._executor.submit(run_chunk, fn, chunk) for chunk in batched(items, chunksize)]
        for future in futures:
            yield from future.result()

    def terminate(self) -> None:
        """Stop now: every worker still running is killed, which breaks the pool (its pending
        tasks fail), and the pool is shut down (the ``Pool`` protocol)."""
        for child in multiprocessing.active_children():
            child.kill()
        self._executor.shutdown(wait=False)

    def join(self) -> None:
        """Wait until the workers are gone."""
        self._executor.shutdown(wait=True)
