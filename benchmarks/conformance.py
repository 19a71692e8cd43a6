"""Benchmark of the conformance kit: the full run against the reference adapter (goldens,
negatives, perft, 1,000 differential hands and 10 matches), target at most 60 s; and where the
time goes. Run from the repository root: ``python3 benchmarks/conformance.py [--repeat N]``.

Three measurements of the same run:
- subprocess: the real thing, ``belote-ref adapter`` as a child process (JSON lines over pipes);
- in-process: the same requests handed to the adapter in this process (same JSON encoding and
  checks), so subprocess minus in-process is the cost of the pipes and the process switches;
- engine: within the in-process run, the time spent inside the adapter's handler.

With ``--fixed-cost``: the kit's fixed cost (issue 39), the processor time (user + system) of
``belote-ref conformance --hands 0`` (goldens, negatives, perft, the steered hands, 10 matches)
and of the reference adapter it starts, median of ``--repeat`` runs (default 3): processor time,
not wall time, on a machine shared with other work.

With ``--perft FILE...``: the perft check alone, as the command line runs it (``belote-ref
conformance --only perft --perft FILE...``, the reference adapter as the engine), timed over
``--repeat`` runs, and the reference's tree walks of one run counted (one per position).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_ref.cli import main as cli_main  # noqa: E402
from belote_ref.conformance.checks import perft  # noqa: E402
from belote_ref.conformance.driver import InProcessEngine, SubprocessEngine  # noqa: E402
from belote_ref.conformance.reference_adapter import ReferenceAdapter  # noqa: E402
from belote_ref.conformance.runner import Config, Run  # noqa: E402


def config(hands: int, matches: int) -> Config:
    corpus = ROOT / "corpus"
    return Config(hands=hands, matches=matches, golden=[corpus / "golden"], negative=[corpus / "negative"],
                  perft=[corpus / "perft"], out_dir=None)


def subprocess_run(cfg: Config) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "belote_ref.cli", "adapter"]
    run = Run(lambda: SubprocessEngine(cmd, timeout=10), cfg)
    t0 = time.perf_counter()
    outcome = run.execute()
    total = time.perf_counter() - t0
    assert not outcome.departures and not outcome.errors, "the reference must be conformant"
    requests = sum(e.stats.requests for e in run.stats_engines)
    wait = sum(e.stats.wait for e in run.stats_engines)
    return {"total": total, "requests": requests, "wait": wait, "cases": dict(outcome.cases)}


def in_process_run(cfg: Config) -> dict[str, Any]:
    spent = [0.0]

    def make() -> InProcessEngine:
        adapter = ReferenceAdapter()

        def timed(req: dict[str, Any]) -> dict[str, Any]:
            t = time.perf_counter()
            r = adapter.handle(req)
            spent[0] += time.perf_counter() - t
            return r

        return InProcessEngine(timed)

    run = Run(make, cfg)
    t0 = time.perf_counter()
    run.execute()
    return {"total": time.perf_counter() - t0, "engine": spent[0]}


FIXED_COST_COMMAND = ["conformance", "--hands", "0", "--progress", "none"]
"""The run whose cost is the kit's fixed cost: no seeded hand (the reference adapter as the engine)."""


def children_cpu() -> float:
    """Processor time (user + system) of the waited-for children of this process so far."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def fixed_cost(repeat: int) -> None:
    """Time ``belote-ref conformance --hands 0`` ``repeat`` times: the processor time of the kit
    and of the adapter it starts and waits for (both counted in the kit's children's time)."""
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    seconds = []
    for _ in range(repeat):
        before = children_cpu()
        done = subprocess.run([sys.executable, "-m", "belote_ref.cli", *FIXED_COST_COMMAND], cwd=ROOT,
                              capture_output=True, text=True)
        seconds.append(children_cpu() - before)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    load = os.getloadavg()[0]
    print(f"kit fixed cost (belote-ref {' '.join(FIXED_COST_COMMAND)}), processor time of the kit and its adapter, "
          f"median of {repeat}: {statistics.median(seconds):.2f} s (min {min(seconds):.2f} s, max {max(seconds):.2f} s; "
          f"load average {load:.1f} at the end)")


def perft_command(files: list[Path], profile: str) -> list[str]:
    """The arguments of ``belote-ref conformance`` checking the perft files (of ``profile``) alone."""
    return (["conformance", "--progress", "none", "--only", "perft", "--profile", profile]
            + [a for f in files for a in ("--perft", str(f))])


def perft_profile(files: list[Path]) -> str:
    """The one profile of the perft files (each file names its own; the kit checks one a run)."""
    profiles = {p.profile for f in files for p in perft.load(f)}
    if len(profiles) != 1:
        raise SystemExit(f"conformance.py: --perft: the files must be of one profile, not {sorted(profiles)}")
    return profiles.pop()


def perft_runs(files: list[Path], repeat: int) -> None:
    """Time the command line on ``files`` (``repeat`` runs), and count the reference's walks."""
    # this checkout's code, in the command and in the adapter it starts (not an installed copy)
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    files = [f.resolve() for f in files]
    profile = perft_profile(files)
    command = perft_command(files, profile)
    seconds = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "belote_ref.cli", *command], cwd=ROOT,
                              capture_output=True, text=True)
        seconds.append(time.perf_counter() - t0)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    walks = [0, 0.0]
    walk = perft.reference_walk

    def timed(*args: Any, **kw: Any) -> Any:
        t = time.perf_counter()
        try:
            return walk(*args, **kw)
        finally:
            walks[0] += 1
            walks[1] += time.perf_counter() - t

    positions = len(perft.load_all(files, profile))
    perft.reference_walk = timed
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            code = cli_main(command)
    finally:
        perft.reference_walk = walk
    assert code == 0, code
    print(f"perft check alone ({' '.join(command[5:])}): {positions} positions")
    print(f"  command line, median of {repeat}: {statistics.median(seconds):6.2f} s   (min {min(seconds):.2f} s, "
          f"max {max(seconds):.2f} s)")
    print(f"  the reference's tree walks of one run: {walks[0]} ({walks[0] / positions:.1f} a position), "
          f"{walks[1]:.2f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=None, help="runs of each measurement (default 1; --fixed-cost: 3)")
    ap.add_argument("--fixed-cost", action="store_true",
                    help="the kit's fixed cost alone: processor time of belote-ref conformance --hands 0 and its adapter")
    ap.add_argument("--hands", type=int, default=1000)
    ap.add_argument("--matches", type=int, default=10)
    ap.add_argument("--perft", type=Path, nargs="+", metavar="FILE",
                    help="time the perft check alone on these perft files (the command line), nothing else")
    args = ap.parse_args()
    if args.fixed_cost:
        fixed_cost(args.repeat or 3)
        return
    args.repeat = args.repeat or 1
    if args.perft:
        perft_runs(args.perft, args.repeat)
        return
    cfg = config(args.hands, args.matches)
    subs = [subprocess_run(cfg) for _ in range(args.repeat)]
    inps = [in_process_run(cfg) for _ in range(args.repeat)]
    total = statistics.median(s["total"] for s in subs)
    wait = statistics.median(s["wait"] for s in subs)
    inproc = statistics.median(s["total"] for s in inps)
    engine = statistics.median(s["engine"] for s in inps)
    n = subs[0]["requests"]
    print(f"full conformance run against the reference adapter (median of {args.repeat}):")
    print(f"  cases: {subs[0]['cases']}; {n} requests")
    print(f"  subprocess (the real run):        {total:6.1f} s   target <= 60 s: {'OK' if total <= 60 else 'OVER'}")
    print(f"    of which waiting for responses: {wait:6.1f} s   ({wait / n * 1e6:.0f} us a request, pipelined)")
    print(f"  in-process (same run, no pipes):  {inproc:6.1f} s")
    print(f"    of which inside the engine:     {engine:6.1f} s   ({engine / n * 1e6:.0f} us a request)")
    print(f"    of which the kit (reference, comparisons, JSON): {inproc - engine:5.1f} s")
    print(f"  protocol round trips (pipes, process switches): ~{max(total - inproc, 0):.1f} s")


if __name__ == "__main__":
    main()
