"""``--cluster ADDRESS``: the work of ``audit`` and ``tournament`` on a Dask cluster (spec/cluster.md).

Dask's distributed scheduler runs the same pure functions the one-machine ``--jobs`` pool runs,
chunk by chunk; results are keyed by their chunk's number and given back in input order, so a
report is the same whatever the number of workers, and a chunk that runs twice (its worker was
killed) still counts once. Dask and fsspec are imported only here, only when ``--cluster`` is
given (the optional extra ``belote-ref[cluster]``).
"""

from __future__ import annotations

import functools
import itertools
import re
from typing import Any, Callable, Iterable, Iterator, TypeVar

from .exits import CommandError
from .options import cpu_count

T = TypeVar("T")
R = TypeVar("R")

LOCAL = "local"
"""The ``--cluster`` address that starts a LocalCluster on this machine (``--jobs`` workers)."""
EXIT_CLUSTER = 5
"""Exit code of a run whose cluster cannot be had: not installed, not reachable, or its workers
lack belote-ref (spec/cluster.md, CLUSTER-ADDRESS)."""
CONNECT_TIMEOUT_S = 30
"""How long a client waits for the scheduler at ``--cluster ADDRESS`` before it gives up."""
CHUNKS_PER_WORKER = 4
"""Chunks in flight per worker: enough to keep every worker busy while results come back; the
client holds at most this many chunks' results (memory stays bounded whatever the input)."""
MAX_ADDRESS = 300
"""The longest ``--cluster`` address taken, in characters."""
ADDRESS_RE = re.compile(r"^(?:(?:tcp|tls|inproc|ws|wss|ucx)://)?[A-Za-z0-9._\-\[\]:]+(?::\d+)?/?$")


def check_address(address: str) -> str:
    """``--cluster``'s value: ``local`` or a scheduler address (``tcp://HOST:PORT``, ``HOST:PORT``)."""
    if address == LOCAL:
        return address
    if not address or len(address) > MAX_ADDRESS or not ADDRESS_RE.match(address):
        shown = address if len(address) <= 60 else address[:60] + "..."
        raise CommandError(f"--cluster {shown!r}: give 'local' or a Dask scheduler address such as "
                           f"tcp://HOST:8786 (at most {MAX_ADDRESS} characters)")
    return address


def _worker_version() -> str:
    """On a worker: the belote-ref it runs (its rules version and package version)."""
    from importlib.metadata import PackageNotFoundError, version

    from ..ruleset import RULES_VERSION

    try:
        package = version("belote-ref")
    except PackageNotFoundError:  # run from a source tree
        package = "source"
    return f"belote-ref {package}, rules {RULES_VERSION}"


def run_chunk(fn: Callable[[Any], R], chunk: list[Any]) -> list[R]:
    """On a worker: ``fn`` over one chunk, in order."""
    return [fn(x) for x in chunk]


class ClusterPool:
    """A Dask client that maps as ``multiprocessing.Pool.imap`` does: in input order, in chunks,
    with a bounded number of chunks in flight. ``close`` ends the client (and the LocalCluster
    it started); Ctrl-C while mapping cancels the tasks still on the cluster."""

    def __init__(self, address: str, jobs: int) -> None:
        try:
            import distributed
        except ImportError:
            raise CommandError("--cluster needs Dask's distributed scheduler: pip install 'belote-ref[cluster]'",
                               EXIT_CLUSTER) from None
        import logging

        self.cluster: Any = None
        try:
            if address == LOCAL:
                self.cluster = distributed.LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True,
                                                        dashboard_address=None, silence_logs=logging.CRITICAL)
                self.client: Any = distributed.Client(self.cluster)
            else:
                self.client = distributed.Client(address, timeout=CONNECT_TIMEOUT_S)
        except (OSError, TimeoutError) as exc:
            self.close()
            raise CommandError(f"--cluster {address}: cannot reach the scheduler: {exc}", EXIT_CLUSTER) from None
        self.workers = max(1, len(self.client.scheduler_info().get("workers", {})))
        self._check_workers()

    def _check_workers(self) -> None:
        """Every worker must run this belote-ref (the same rules make the same report)."""
        mine = _worker_version()
        try:
            theirs = self.client.run(_worker_version)
        except Exception as exc:  # noqa: BLE001 - a worker without belote-ref, reported by name
            self.close()
            raise CommandError(f"--cluster: a worker cannot run belote-ref ({type(exc).__name__}: {exc}); "
                               "install the same belote-ref on every worker", EXIT_CLUSTER) from None
        wrong = sorted(w for w, v in theirs.items() if v != mine)
        if wrong:
            self.close()
            raise CommandError(f"--cluster: worker {wrong[0]} runs {theirs[wrong[0]]}, this client {mine}"
                               f"{f' (and {len(wrong) - 1} more)' if len(wrong) > 1 else ''}; "
                               "install the same belote-ref on every worker", EXIT_CLUSTER)

    def imap(self, fn: Callable[[T], R], items: Iterable[T], chunksize: int = 1) -> Iterator[R]:
        """``fn`` over ``items`` on the cluster, results in input order. A chunk is a task keyed
        by its number: a task run again after its worker died replaces nothing and adds nothing.
        The first chunks are submitted at once (the cluster works while the caller does
        something else); the rest as results are taken."""
        import uuid  # here: start-up time

        from distributed import as_completed

        run = uuid.uuid4().hex[:12]
        chunks = enumerate(batched(items, max(1, chunksize)))
        window = CHUNKS_PER_WORKER * self.workers
        task = functools.partial(run_chunk, fn)
        pending: dict[Any, int] = {}
        queue = as_completed()
        counts = {"submitted": 0, "given": 0}

        def submit_more() -> None:
            while counts["submitted"] - counts["given"] < window:
                nxt = next(chunks, None)
                if nxt is None:
                    return
                i, chunk = nxt
                fut = self.client.submit(task, chunk, key=f"belote-ref-{run}-{i}", pure=False, retries=2)
                pending[fut] = i
                queue.add(fut)
                counts["submitted"] += 1

        def gather() -> Iterator[R]:
            done: dict[int, list[R]] = {}
            try:
                while pending:
                    fut = next(queue)
                    i = pending.pop(fut)
                    done[i] = fut.result()  # a task's own exception is raised here, as in a Pool
                    fut.release()
                    while counts["given"] in done:
                        yield from done.pop(counts["given"])
                        counts["given"] += 1
                    submit_more()
            finally:
                if pending and self.client.status == "running":  # Ctrl-C, an error, or the consumer
                    try:                                         # stopped early: nothing is left running
                        self.client.cancel(list(pending), force=True)
                    except Exception:  # noqa: BLE001 - the client is closing: its tasks go with it
                        pass

        submit_more()
        return gather()

    def close(self) -> None:
        import logging

        # What Dask says while it stops (a worker's missed heartbeat, a closed comm, with their
        # tracebacks) is not the run's: the run has its result, or its error, already.
        logging.getLogger("distributed").setLevel(logging.CRITICAL)
        client = getattr(self, "client", None)
        if client is not None:
            client.close()
        if self.cluster is not None:
            self.cluster.close()

    terminate = close

    def join(self) -> None:
        """Nothing to wait for once closed (the ``Pool`` protocol)."""


def batched(items: Iterable[T], n: int) -> Iterator[list[T]]:
    it = iter(items)
    while chunk := list(itertools.islice(it, n)):
        yield chunk


def pool_for(cluster: str | None, jobs: int, start_local: Callable[[int], Any]) -> Any:
    """The pool a command maps over: a :class:`ClusterPool` with ``--cluster``; else
    ``start_local(jobs)`` (a process pool) when ``jobs`` > 1; else None (this process)."""
    if cluster is not None:
        return ClusterPool(check_address(cluster), jobs)
    return start_local(jobs) if jobs > 1 else None


def add_cluster_argument(p: Any, what: str) -> None:
    p.add_argument("--cluster", metavar="ADDRESS", default=None,
                   help=f"{what} on a Dask cluster: a scheduler address (tcp://HOST:8786) or 'local' for a "
                        "LocalCluster of --jobs workers on this machine (pip install 'belote-ref[cluster]')")


def conformance_on_cluster(address: str, run: Any, engine: list[str], timeout: float, validate: bool) -> list[Any]:
    """``conformance --cluster``: the seeded differential hands of ``run`` (a
    :class:`~belote_ref.conformance.runner.Run` not executed yet) in shards on the cluster, each
    worker on its own copy of ``engine``; then the rest of the run here; then each shard's
    outcome added to the run's, in order. Returns the shards' results (for their engine stats)."""
    from ..conformance.shards import engine_missing, play_shard, shards

    config = run.config
    parts = shards(config, engine, timeout, validate)
    config.seeded = (0, 0)  # the seeded hands are the shards'
    pool = ClusterPool(check_address(address), cpu_count())
    try:
        missing = {w: why for w, why in pool.client.run(engine_missing, engine).items() if why}
        if missing:
            worker = sorted(missing)[0]
            raise CommandError(f"--cluster: worker {worker}: {missing[worker]}: the engine command must run as given "
                               "on every worker", EXIT_CLUSTER)
        done: list[Any] = []

        results = pool.imap(play_shard, parts, 1)  # submitted now: the workers play while the run goes on here

        def outcomes() -> Iterator[Any]:
            for r in results:
                done.append(r)
                yield r.outcome

        run.elsewhere = outcomes()
        run.execute()
        return done
    finally:
        pool.close()


# --- inputs named by URL (fsspec) -------------------------------------------------------------------

GLOB_CHARS = frozenset("*?[")


def expand_url(url: str) -> list[str]:
    """The files a URL names: itself; every ``*.json`` under it when it is a folder (or ends in
    ``/``); the matches of its glob, sorted. Each comes back as a URL of the same scheme."""
    try:
        import fsspec
    except ImportError:
        raise CommandError("a URL input needs fsspec: pip install 'belote-ref[cluster]'", EXIT_CLUSTER) from None
    try:
        fs, path = fsspec.core.url_to_fs(url)
        if GLOB_CHARS & set(path):
            found = sorted(fs.glob(path))
        elif url.endswith("/") or fs.isdir(path):
            found = sorted(p for p in fs.find(path) if p.endswith(".json"))
        else:
            return [url]
    except (OSError, ValueError, ImportError) as exc:
        raise CommandError(f"{url}: cannot list it: {exc}") from None
    return [fs.unstrip_protocol(p) for p in found]
