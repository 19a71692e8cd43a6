"""Audit throughput: full verification (read, JSON, schema, replay, every fact and legal set)
of simulated golden-level transcripts, single core, median of 5 runs; then the same files with
``--jobs N`` processes.

    python3 benchmarks/audit.py [--matches 40] [--jobs 2]

The machine is shared: the load average is printed with the figures, and the CPU-time figure
(hands per second of this process's CPU) is the one least disturbed by other processes.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_ref.commands.audit import audit_all  # noqa: E402
from belote_ref.players import play_match  # noqa: E402
from belote_ref.transcript.audit import audit_source  # noqa: E402
from belote_ref.transcript.corpus import dumps  # noqa: E402
from belote_ref.transcript.write import transcript_of  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--matches", type=int, default=40, help="simulated matches to audit (default 40)")
    ap.add_argument("--jobs", type=int, default=2, help="processes for the parallel figure (default 2)")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        files, hands = [], 0
        for seed in range(args.matches):
            doc = transcript_of(play_match(seed=seed))
            hands += len(doc["hands"])
            p = Path(tmp) / f"match-{seed}.json"
            p.write_text(dumps(doc), encoding="utf-8")
            files.append(str(p))
        size = sum(Path(f).stat().st_size for f in files)
        print(f"{len(files)} golden-level transcripts, {hands} hands, {size / 1e6:.1f} MB; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        for f in files:  # warm-up; every file must follow the rules
            assert audit_source(f).exit == 0, f
        single, cpu = [], []
        for _ in range(args.runs):
            t, c = time.perf_counter(), time.process_time()
            for f in files:
                audit_source(f)
            single.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
        med = statistics.median(single)
        print(f"single core: median {hands / med:,.0f} hands/s wall clock ({med * 1000:.0f} ms for {hands} hands, "
              f"{args.runs} runs); {hands / statistics.median(cpu):,.0f} hands per CPU second")
        par = []
        for _ in range(args.runs):
            t = time.perf_counter()
            reports = audit_all(files, args.jobs)
            par.append(time.perf_counter() - t)
            assert all(r.exit == 0 for r in reports)
        med = statistics.median(par)
        print(f"--jobs {args.jobs}: median {hands / med:,.0f} hands/s ({med * 1000:.0f} ms, process start-up included)")


if __name__ == "__main__":
    main()
