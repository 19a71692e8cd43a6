"""Side-by-side speed of this tree and an earlier commit, in one run of the same benchmark scripts
(one command: ``python3 benchmarks/compare.py --base pre-rules-object``).

The earlier commit is checked out into a temporary git worktree; this tree's ``benchmarks/``
scripts are copied into it, so both trees are measured by the same scripts. The two trees take
turns (A B A B …) so that load on a shared machine falls on both alike; each figure is the median
of its runs and the ratio is this tree's median over the base's (above 1: faster now).

Figures: ``run.py`` (engine and core hands per second, CPU time), ``audit.py`` (audit hands per
CPU second, one core), ``conformance.py`` (seconds for the full kit run against the reference), ``ai.py``
(hard's median card and bid decision time).
"""

from __future__ import annotations

import argparse
import contextlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent

# name -> (script and arguments, regex of the figure in its output, "higher" or "lower" is better)
FIGURES: dict[str, tuple[list[str], str, str]] = {
    "engine hands/s": (["run.py", "--runs", "1"], r"^engine\s+([\d,]+) hands/s", "higher"),
    "core hands/s": (["run.py", "--runs", "1"], r"^core\s+([\d,]+) hands/s", "higher"),
    "acanomas hands/s": (["run.py", "--runs", "1"], r"^acanomas-3p\s+([\d,]+) hands/s", "higher"),
    "audit hands/s": (["audit.py", "--runs", "1"], r"([\d,]+) hands per CPU second", "higher"),
    "conformance s": (["conformance.py", "--repeat", "1"], r"subprocess \(the real run\):\s+([\d.]+) s", "lower"),
    "hard card ms": (["ai.py", "--hands", "12"], r"^hard\s+card\s+\d+\s+([\d.]+)", "lower"),
    "hard bid ms": (["ai.py", "--hands", "12"], r"^hard\s+bid\s+\d+\s+([\d.]+)", "lower"),
}


def run_script(tree: Path, args: list[str]) -> str:
    out = subprocess.run(
        [sys.executable, str(tree / "benchmarks" / args[0]), *args[1:]],
        cwd=tree, capture_output=True, text=True, check=False,
    )
    if out.returncode != 0:
        raise SystemExit(f"{tree}: {' '.join(args)} failed:\n{out.stdout}\n{out.stderr}")
    return out.stdout


@contextlib.contextmanager
def base_tree(commit: str) -> Iterator[Path]:
    """A temporary git worktree of ``commit`` holding this tree's ``benchmarks/`` scripts (so that
    both trees are measured by the same scripts), removed on exit."""
    with tempfile.TemporaryDirectory(prefix="belote-compare-") as tmp:
        base = Path(tmp) / "base"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(base), commit], check=True)
        try:
            shutil.copytree(ROOT / "benchmarks", base / "benchmarks", dirs_exist_ok=True)
            yield base
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="pre-rules-object", help="the earlier commit (default: tag pre-rules-object)")
    parser.add_argument("--rounds", type=int, default=5, help="turns of each tree per figure (default 5)")
    parser.add_argument("--only", nargs="*", help="figures to measure (default all)")
    args = parser.parse_args(argv)
    names = args.only or list(FIGURES)
    with base_tree(args.base) as base:
        print(f"base {args.base} vs this tree, {args.rounds} turns each, medians")
        print(f"{'figure':16} {'base':>10} {'now':>10} {'ratio':>7}  (ratio above 1: faster now)")
        outputs: dict[tuple[str, ...], dict[str, list[str]]] = {}
        for name in names:
            script, pattern, better = FIGURES[name]
            key = tuple(script)
            if key not in outputs:
                outputs[key] = {"base": [], "now": []}
                for _ in range(args.rounds):
                    outputs[key]["base"].append(run_script(base, script))
                    outputs[key]["now"].append(run_script(ROOT, script))
            med: dict[str, float] = {}
            for side in ("base", "now"):
                values = []
                for text in outputs[key][side]:
                    m = re.search(pattern, text, re.M)
                    if m is None:
                        if side == "base":  # a figure the older tree does not have (a newer profile)
                            break
                        raise SystemExit(f"{name}: no figure in the output of {' '.join(script)}:\n{text}")
                    values.append(float(m.group(1).replace(",", "")))
                if values:
                    med[side] = statistics.median(values)
            if "base" not in med:
                print(f"{name:16} {'—':>10} {med['now']:>10,.2f} {'':>7}  (not in the base tree)")
                continue
            ratio = med["now"] / med["base"] if better == "higher" else med["base"] / med["now"]
            print(f"{name:16} {med['base']:>10,.2f} {med['now']:>10,.2f} {ratio:>7.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
