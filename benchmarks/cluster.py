"""``--cluster`` throughput on this machine (spec/cluster.md): audit and tournament with no
cluster, then on a LocalCluster of 1 and 2 workers; the scheduler's cost per task; audit's
throughput per chunk size (CLUSTER-CHUNKS). Medians of ``--runs`` runs.

    python3 benchmarks/cluster.py [--matches 40] [--deals 40] [--runs 3]

The machine is shared: the load average is printed with the figures.
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from distributed import LocalCluster  # noqa: E402

from belote_ref.ai.duplicate import play_duplicate  # noqa: E402
from belote_ref.commands import audit as audit_cmd  # noqa: E402
from belote_ref.commands.cluster import ClusterPool  # noqa: E402
from belote_ref.players import play_match  # noqa: E402
from belote_ref.ruleset import make_ruleset  # noqa: E402
from belote_ref.transcript.corpus import dumps  # noqa: E402
from belote_ref.transcript.write import transcript_of  # noqa: E402


def median_time(fn: Callable[[], Any], runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def _nothing(x: int) -> int:
    return x


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--matches", type=int, default=40, help="simulated matches to audit (default 40)")
    ap.add_argument("--copies", type=int, default=5, help="copies of each match file (default 5)")
    ap.add_argument("--deals", type=int, default=40, help="duplicate deals of easy vs random (default 40)")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        files, hands = [], 0
        for seed in range(args.matches):
            doc = transcript_of(play_match(seed=seed))
            text = dumps(doc)
            for c in range(args.copies):
                p = Path(tmp) / f"match-{seed}-{c}.json"
                p.write_text(text, encoding="utf-8")
                files.append(str(p))
                hands += len(doc["hands"])
        print(f"{len(files)} transcripts, {hands} hands; load average {os.getloadavg()[0]:.1f} "
              f"on {os.cpu_count()} cores")
        one = median_time(lambda: list(audit_cmd.audit_each(files, 1)), args.runs)
        print(f"audit, no cluster, one process: {hands / one:,.0f} hands/s")
        ruleset = make_ruleset({})
        tasks = [(i, "easy", "random", 0, 200.0, ruleset) for i in range(args.deals)]
        t_one = median_time(lambda: [play_duplicate(t) for t in tasks], args.runs)
        print(f"tournament, no cluster, one process: {args.deals / t_one:,.1f} deals/s")
        for workers in (1, 2):
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                                   dashboard_address=None, silence_logs=logging.ERROR)
            try:
                pool = ClusterPool(cluster.scheduler_address, workers)
                try:
                    for chunk in (1, 4, 16, 64, 256) if workers == 2 else (64,):
                        t = median_time(lambda: list(pool.imap(audit_cmd.audit_source, files, chunk)), args.runs)
                        print(f"audit, LocalCluster of {workers}, {chunk} files a task: {hands / t:,.0f} hands/s "
                              f"({one / t:.2f}x one process)")
                    t = median_time(lambda: list(pool.imap(play_duplicate, tasks, 4)), args.runs)
                    print(f"tournament, LocalCluster of {workers}: {args.deals / t:,.1f} deals/s ({t_one / t:.2f}x one process)")
                    if workers == 2:
                        n = 2000
                        t = median_time(lambda: list(pool.imap(_nothing, range(n), 1)), args.runs)
                        print(f"scheduler cost per task (a task that does nothing, {n} tasks): {t / n * 1000:.2f} ms")
                finally:
                    pool.client.close()
            finally:
                cluster.close()


if __name__ == "__main__":
    main()
