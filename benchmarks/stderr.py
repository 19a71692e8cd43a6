"""What an engine's stderr costs the conformance kit (spec/conformance.md: stderr is free for
logs). The reference adapter is run three ways: quiet; writing ``--log-bytes`` (default 1 KB) of
log to stderr per request; and writing ``--startup-mb`` (default 20 MB) of log before its first
answer. Prints the median time of each (``--runs``, default 3) and the slowdown ratio.

    python3 benchmarks/stderr.py [--hands 200] [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_ref.conformance.driver import SubprocessEngine  # noqa: E402
from belote_ref.conformance.runner import Config, Run  # noqa: E402

ADAPTER = """
import sys
sys.path.insert(0, {root!r})
from belote_ref.conformance.reference_adapter import ReferenceAdapter, serve
adapter = ReferenceAdapter()
log = b"x" * ({log} - 1) + b"\\n"
startup = {startup}
if startup:
    line = b"s" * 1023 + b"\\n"
    for _ in range(startup // 1024):
        sys.stderr.buffer.write(line)
    sys.stderr.buffer.flush()

def handle(request):
    if {log}:
        sys.stderr.buffer.write(log)
        sys.stderr.buffer.flush()
    return adapter.handle(request)

serve(handle, sys.stdin, sys.stdout)
"""


def run_once(hands: int, log: int, startup: int) -> tuple[float, int]:
    cmd = [sys.executable, "-c", ADAPTER.format(root=str(ROOT), log=log, startup=startup)]
    cfg = Config(hands=hands, matches=0, golden=[], negative=[], perft=[], out_dir=None, shrink=False)
    run = Run(lambda: SubprocessEngine(cmd, timeout=10), cfg)
    t0 = time.perf_counter()
    outcome = run.execute()
    seconds = time.perf_counter() - t0
    assert not outcome.errors and not outcome.departures, [e.failure.describe() for e in outcome.errors]
    return seconds, sum(e.stats.requests for e in run.stats_engines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hands", type=int, default=200)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--log-bytes", type=int, default=1024)
    ap.add_argument("--startup-mb", type=int, default=20)
    args = ap.parse_args()
    figures = {}
    for label, log, startup in (("quiet", 0, 0), (f"{args.log_bytes} B of log per request", args.log_bytes, 0),
                                (f"{args.startup_mb} MB of start-up log", 0, args.startup_mb << 20)):
        times = []
        requests = 0
        for _ in range(args.runs):
            try:
                seconds, requests = run_once(args.hands, log, startup)
            except AssertionError as exc:
                print(f"{label}: the run failed: {exc}")
                break
            times.append(seconds)
        if times:
            figures[label] = statistics.median(times)
            print(f"{label}: median {figures[label]:.2f} s over {len(times)} runs ({requests} requests)")
    quiet = figures.get("quiet")
    for label, seconds in figures.items():
        if quiet and label != "quiet":
            print(f"{label}: {seconds / quiet:.2f} times the quiet run")


if __name__ == "__main__":
    main()
