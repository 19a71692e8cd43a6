"""``belote-ref audit FILE...``: validate transcripts, replay every action, check every recorded
fact, report every departure (exit 0 follows the rules, 1 breaks a rule, 2 unreadable)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from ..transcript.audit import FileReport, audit_source, report_json


def register(sub: Any) -> None:
    p = sub.add_parser("audit", help="check transcripts against the rules; report every departure")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="transcript files ('-' for standard input; a folder: every *.json file under it)")
    p.add_argument("--json", action="store_true", help="print the machine-readable report (schemas/audit-report)")
    p.add_argument("--jobs", "-j", type=int, default=1, metavar="N", help="audit N files at a time (processes)")
    p.add_argument("--quiet", "-q", action="store_true", help="print only files that do not follow the rules")
    p.set_defaults(run=run)


def _audit(source: str) -> FileReport:
    report = audit_source(source)
    report.replayed = []  # the replayed hands stay in the worker
    return report


def audit_all(files: list[str], jobs: int) -> list[FileReport]:
    """Audit files in order, ``jobs`` processes at a time (standard input in this process)."""
    if jobs <= 1 or len([f for f in files if f != "-"]) <= 1:
        return [_audit(f) for f in files]
    others = [f for f in files if f != "-"]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        done = dict(zip(others, pool.map(_audit, others, chunksize=max(1, len(others) // (jobs * 4)))))
    return [done[f] if f != "-" else _audit(f) for f in files]


def text_lines(r: FileReport) -> list[str]:
    if r.errors:
        head = f"{r.file}: {r.verdict}"
        return [head] + [f"  {e.path}: {e.message}" for e in r.errors]
    lines = [f"{r.file}: {r.verdict} ({r.hands} hands, {r.actions} actions, ruleset {r.ruleset})"]
    lines += [f"  {d}" for d in r.departures]
    lines += [f"  note: {n.message}" for n in r.notes]
    return lines


def expand(files: list[str]) -> list[str]:
    """Files as given; a folder stands for every ``*.json`` file under it, sorted."""
    out: list[str] = []
    for f in files:
        if f != "-" and os.path.isdir(f):
            out.extend(sorted(str(p) for p in Path(f).rglob("*.json")))
        else:
            out.append(f)
    return out


def run(args: argparse.Namespace) -> int:
    if args.jobs < 1:
        print("belote-ref audit: --jobs must be at least 1", file=sys.stderr)
        return 2
    reports = audit_all(expand(args.files), args.jobs)
    out = report_json(reports)
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        for r in reports:
            if args.quiet and r.exit == 0:
                continue
            print("\n".join(text_lines(r)))
    return int(out["exit"])
