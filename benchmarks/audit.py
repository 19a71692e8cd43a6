"""Audit throughput: full verification (read, JSON, schema, replay, every fact and legal set)
of simulated golden-level transcripts, single core, median of 5 runs; then the same files with
``--jobs N`` processes; then the start-up: CPU time of ``belote-ref audit`` of a one-hand file,
process start to exit (median of 5 processes), with the modules' bytecode cached (as in an
installed package) and compiled at every start (``PYTHONDONTWRITEBYTECODE`` and no cache).

    python3 benchmarks/audit.py [--matches 40] [--jobs 2]
    python3 benchmarks/audit.py --base COMMIT [--rounds 5]

With ``--base`` the same figures are measured on a temporary worktree of COMMIT and on this
tree, taking turns (:func:`compare.base_tree`), and printed with their ratios (issue 39).

The machine is shared: the load average is printed with the figures, and the CPU-time figures
(hands per second of this process's CPU, the start-up's CPU) are the least disturbed by other
processes.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_ref.commands.audit import audit_all  # noqa: E402
from belote_ref.players import play_match  # noqa: E402
from belote_ref.transcript.audit import audit_source  # noqa: E402
from belote_ref.transcript.corpus import dumps  # noqa: E402
from belote_ref.transcript.write import transcript_of  # noqa: E402

ONE_HAND = ROOT / "corpus" / "golden" / "capot-by-takers.json"
START = "import sys; from belote_ref.cli import main; sys.exit(main(sys.argv[1:]))"
"""``belote-ref`` as its console script runs it, importing this tree's package (run from the tree's root)."""

# name -> (regex of the figure in this script's output, "higher" or "lower" is better)
FIGURES: dict[str, tuple[str, str]] = {
    "hands per CPU s": (r"([\d,]+) hands per CPU second", "higher"),
    "one job, hands/s": (r"single core: median ([\d,]+) hands/s wall", "higher"),
    "--jobs, hands/s": (r"--jobs \d+: median ([\d,]+) hands/s", "higher"),
    "one-hand CPU s": (r"one-hand audit: median ([\d.]+) s", "lower"),
    "one-hand, no .pyc": (r"compiled at every start: median ([\d.]+) s", "lower"),
}


def start_up_cpu(runs: int, cached: bool) -> list[float]:
    """CPU seconds (user + system) of ``runs`` processes each auditing the one-hand file, the
    bytecode of the modules ``cached`` (in a cache of its own, written by a first process) or
    not written (``PYTHONDONTWRITEBYTECODE``: the tree's modules are compiled by each process
    unless the tree holds ``__pycache__`` folders)."""
    out = []
    with tempfile.TemporaryDirectory() as cache:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPYCACHEPREFIX", "PYTHONDONTWRITEBYTECODE")}
        env.update({"PYTHONPYCACHEPREFIX": cache} if cached else {"PYTHONDONTWRITEBYTECODE": "1"})
        for n in range(runs + cached):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run([sys.executable, "-c", START, "audit", str(ONE_HAND)], cwd=ROOT, check=True, env=env,
                           stdout=subprocess.DEVNULL)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if n or not cached:  # the first of the cached runs writes the cache
                out.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return out


def measure(args: argparse.Namespace) -> None:
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
        one = statistics.median(single)
        med = statistics.median(par)
        print(f"--jobs {args.jobs}: median {hands / med:,.0f} hands/s ({med * 1000:.0f} ms, process start-up included; "
              f"{one / med:.2f}x one job)")
    start, compiled = start_up_cpu(args.runs, True), start_up_cpu(args.runs, False)
    print(f"one-hand audit: median {statistics.median(start):.3f} s of CPU, process start to exit, bytecode cached "
          f"(least {min(start):.3f} s, {args.runs} processes; {ONE_HAND.name}); compiled at every start: "
          f"median {statistics.median(compiled):.3f} s (least {min(compiled):.3f} s)")


def against_base(args: argparse.Namespace) -> None:
    """The figures of the base commit and of this tree, turn by turn; medians and ratios."""
    from compare import base_tree, run_script

    script = ["audit.py", "--runs", "1", "--matches", str(args.matches), "--jobs", str(args.jobs)]
    with base_tree(args.base) as base:
        outputs: dict[str, list[str]] = {"base": [], "now": []}
        for _ in range(args.rounds):
            outputs["base"].append(run_script(base, script))
            outputs["now"].append(run_script(ROOT, script))
    print(f"base {args.base} vs this tree, {args.rounds} turns each, medians; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'figure':18} {'base':>10} {'now':>10} {'ratio':>7}  (ratio above 1: faster now)")
    for name, (pattern, better) in FIGURES.items():
        med = {side: statistics.median(float(m.group(1).replace(",", "")) for text in texts
                                       if (m := re.search(pattern, text, re.M)) is not None)
               for side, texts in outputs.items()}
        ratio = med["now"] / med["base"] if better == "higher" else med["base"] / med["now"]
        print(f"{name:18} {med['base']:>10,.3f} {med['now']:>10,.3f} {ratio:>7.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--matches", type=int, default=40, help="simulated matches to audit (default 40)")
    ap.add_argument("--jobs", type=int, default=2, help="processes for the parallel figure (default 2)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--base", metavar="COMMIT", help="also measure COMMIT, turn by turn, and print the ratios")
    ap.add_argument("--rounds", type=int, default=5, help="with --base: turns of each tree (default 5)")
    args = ap.parse_args()
    if args.base:
        against_base(args)
    else:
        measure(args)


if __name__ == "__main__":
    main()
