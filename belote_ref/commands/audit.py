"""``belote-ref audit FILE...``: validate transcripts, replay every action, check every recorded
fact, report every departure (exit 0 follows the rules, 1 breaks a rule, 2 unreadable)."""

from __future__ import annotations

import argparse
import functools
import multiprocessing
import os
from pathlib import Path
from typing import Any, Sequence

from ..jsonread import dumps, shown
from ..transcript.audit import EXIT_UNREADABLE, FileReport, audit_source, report_json
from ..transcript.schema import SchemaProblem
from .options import (ACANOMAS, CLASSIC, add_profile_argument, natural, printable, profile_from_args, worker_count,
                      worker_init)


def register(sub: Any) -> None:
    p = sub.add_parser("audit", help="check transcripts against the rules; report every departure")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="transcript files ('-' for standard input; a folder: every *.json file under it)")
    p.add_argument("--json", action="store_true", help="print the machine-readable report (schemas/audit-report)")
    p.add_argument("--jobs", "-j", type=natural, default=1, metavar="N",
                   help="audit N files at a time (processes; at most the number of CPUs)")
    p.add_argument("--quiet", "-q", action="store_true", help="print only files that do not follow the rules, or stop unfinished")
    add_profile_argument(p, (CLASSIC, ACANOMAS), default=None,
                         what="; a transcript names its profile: by default any is audited, with --profile a "
                              "file of another profile is unreadable")
    p.set_defaults(run=run)


def audit_all(files: Sequence[str | FileReport], jobs: int, profile: str | None = None) -> list[FileReport]:
    """Audit files in order, ``jobs`` processes at a time (standard input in this process); a
    report already made (an empty folder's, :func:`expand`) stays in its place. The worker
    processes are stopped whatever happens (an error, Ctrl-C)."""
    others = [f for f in files if isinstance(f, str) and f != "-"]
    audit = functools.partial(audit_source, profile=profile)
    if jobs <= 1 or len(others) <= 1:
        return [f if isinstance(f, FileReport) else audit(f) for f in files]
    pool = None
    try:  # Ctrl-C while the pool starts: its workers end with this process (worker_init)
        pool = multiprocessing.Pool(min(jobs, len(others)), initializer=worker_init)
        done = dict(zip(others, pool.imap(audit, others, chunksize=max(1, len(others) // (jobs * 4)))))
        pool.close()
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    return [f if isinstance(f, FileReport) else done[f] if f != "-" else audit(f) for f in files]


def text_lines(r: FileReport) -> list[str]:
    if r.errors:
        head = f"{r.file}: {r.verdict}"
        return [head] + [f"  {e.path}: {e.message}" for e in r.errors]
    lines = [f"{r.file}: {r.verdict_words} ({r.hands} hands, {r.actions} actions, ruleset {r.ruleset})"]
    lines += [f"  {d}" for d in r.departures]
    lines += [f"  note: {n.message}" for n in r.notes]
    for sheet in r.sheets or []:
        lines.append(f"  score sheets, partial game {sheet['game']}: the players' {sheet['recorded']}, "
                     f"the audit's {sheet['audit']} (ACA-AUDIT-PHYSICAL)")
    return lines


MAX_FILES = 100_000
"""The most files one audit takes (folders expanded)."""


def _nothing_to_audit(folder: str) -> FileReport:
    """The report of a folder with no ``*.json`` file under it."""
    message = (f"nothing to audit: the folder {folder} has no *.json file under it "
               "(a folder stands for its *.json files)")
    return FileReport(folder, EXIT_UNREADABLE, errors=[SchemaProblem("$", message)])


def expand(files: list[str]) -> list[str | FileReport]:
    """Files as given; a folder stands for every ``*.json`` file under it, sorted (a FIFO or a
    device among them is reported unreadable, never opened for reading; a folder named ``*.json``,
    or a link to one, is walked, not read). A folder with none
    gets an unreadable report of its own (exit 2): nothing to audit there."""
    from .exits import CommandError

    out: list[str | FileReport] = []
    for f in files:
        if f != "-" and os.path.isdir(f):
            found = sorted(str(p) for p in Path(f).rglob("*.json") if not p.is_dir())
            out.extend(found or [_nothing_to_audit(f)])
        else:
            out.append(f)
        if len(out) > MAX_FILES:
            raise CommandError(f"more than {MAX_FILES:,} files to audit: give fewer at a time")
    if files.count("-") > 1:
        raise CommandError("'-' (standard input) is given more than once")
    return out


def run(args: argparse.Namespace) -> int:
    jobs = worker_count("--jobs", args.jobs, "audit")
    reports = audit_all(expand(args.files), jobs, profile_from_args(args))
    out = report_json(reports)
    if args.json:
        print(dumps(out, indent=1))
    else:
        for r in reports:
            if args.quiet and r.exit == 0 and r.unfinished is None:
                continue
            print(printable("\n".join(text_lines(r))))
    return int(out["exit"])
