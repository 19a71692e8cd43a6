"""``belote-ref audit FILE...``: validate transcripts, replay every action, check every recorded
fact, report every departure (exit 0 follows the rules, 1 breaks a rule, 2 unreadable)."""

from __future__ import annotations

import argparse
import functools
import os
import sys
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

from ..jsonread import dumps, shown
from ..transcript.read import is_url
from ..transcript.audit import EXIT_UNREADABLE, FileReport, audit_source, report_json
from ..transcript.schema import SchemaProblem
from .cluster import add_cluster_argument, expand_url, pool_for
from ..shown import name as shown_name
from .options import ACANOMAS, CLASSIC, add_profile_argument, natural, printable, profile_from_args, worker_count


def register(sub: Any) -> None:
    p = sub.add_parser("audit", help="check transcripts against the rules; report every departure")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="transcript files ('-' for standard input; a folder: every *.json file under it)")
    p.add_argument("--json", action="store_true", help="print the machine-readable report (schemas/audit-report)")
    p.add_argument("--jobs", "-j", type=natural, default=1, metavar="N",
                   help="audit N files at a time (processes; at most the number of CPUs)")
    p.add_argument("--quiet", "-q", action="store_true", help="print only files that do not follow the rules, or stop unfinished")
    add_cluster_argument(p, "audit the files")
    add_profile_argument(p, (CLASSIC, ACANOMAS), default=None,
                         what="; a transcript names its profile: by default any is audited, with --profile a "
                              "file of another profile is unreadable")
    p.set_defaults(run=run)


def audit_all(files: Sequence[str | FileReport], jobs: int, profile: str | None = None,
              cluster: str | None = None) -> list[FileReport]:
    """Audit files in order (:func:`audit_each`), all reports at once."""
    return list(audit_each(files, jobs, profile, cluster))


def audit_each(files: Sequence[str | FileReport], jobs: int, profile: str | None = None,
               cluster: str | None = None) -> Iterator[FileReport]:
    """Audit files in order, ``jobs`` processes at a time, or on the Dask cluster at ``cluster``
    (spec/cluster.md); standard input in this process. A report already made (an empty
    folder's, :func:`expand`) stays in its place. Reports come as soon as they and every one
    before them are ready. The worker processes are stopped whatever happens (an error, Ctrl-C)."""
    others = [f for f in files if isinstance(f, str) and f != "-"]
    audit = functools.partial(audit_source, profile=profile)
    if cluster is None and (jobs <= 1 or len(others) <= 1):
        yield from (f if isinstance(f, FileReport) else audit(f) for f in files)
        return
    from .pool import LocalPool

    pool = None
    try:  # Ctrl-C while the pool starts: its workers end with this process (worker_init)
        pool = pool_for(cluster, min(jobs, len(others)) if cluster is None else jobs, LocalPool)
        chunk = cluster_chunk(len(others), getattr(pool, "workers", jobs)) if cluster is not None \
            else max(1, len(others) // (jobs * 4))
        done = iter(pool.imap(audit, others, chunksize=chunk) if pool else map(audit, others))
        for f in files:
            yield f if isinstance(f, FileReport) else audit(f) if f == "-" else next(done)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()


def text_lines(r: FileReport) -> list[str]:
    if r.errors:
        head = f"{shown_name(r.file)}: {r.verdict}"
        return [head] + [f"  {e.path}: {e.message}" for e in r.errors]
    lines = [f"{shown_name(r.file)}: {r.verdict_words} ({r.hands} hands, {r.actions} actions, ruleset {r.ruleset})"]
    lines += [f"  {d}" for d in r.departures]
    lines += [f"  note: {n.message}" for n in r.notes]
    for sheet in r.sheets or []:
        lines.append(f"  score sheets, partial game {sheet['game']}: the players' {sheet['recorded']}, "
                     f"the audit's {sheet['audit']} (ACA-AUDIT-PHYSICAL)")
    return lines


MAX_FILES = 100_000
"""The most files one audit takes (folders and URLs expanded)."""
CLUSTER_CHUNK_FILES = (16, 256)
"""The fewest and the most files in one task on a cluster (spec/cluster.md, CLUSTER-CHUNKS;
benchmarks/cluster.py)."""


def cluster_chunk(files: int, workers: int) -> int:
    """Files a task on a cluster of ``workers``: about 16 tasks per worker, within
    :data:`CLUSTER_CHUNK_FILES` (fewer, longer tasks cost the scheduler less; enough of them
    keep every worker busy to the end)."""
    low, high = CLUSTER_CHUNK_FILES
    return max(low, min(high, files // (16 * max(1, workers))))


def _nothing_to_audit(folder: str) -> FileReport:
    """The report of a folder with no ``*.json`` file under it."""
    message = (f"nothing to audit: the folder {folder} has no *.json file under it "
               "(a folder stands for its *.json files)")
    return FileReport(folder, EXIT_UNREADABLE, errors=[SchemaProblem("$", message)])


def expand(files: list[str]) -> list[str | FileReport]:
    """Files as given; a folder stands for every ``*.json`` file under it, sorted (a FIFO or a
    device among them is reported unreadable, never opened for reading; a folder named ``*.json``,
    or a link to one, is walked, not read). A folder with none
    gets an unreadable report of its own (exit 2): nothing to audit there. A URL (``s3://…``,
    ``file://…``) stands for its file, its folder's ``*.json`` files or its glob's matches
    (spec/cluster.md, CLUSTER-INPUTS)."""
    from .exits import CommandError

    out: list[str | FileReport] = []
    for f in files:
        if is_url(f):
            out.extend(expand_url(f) or [_nothing_to_audit(f)])
        elif f != "-" and os.path.isdir(f):
            found = sorted(str(p) for p in Path(f).rglob("*.json") if not p.is_dir())
            out.extend(found or [_nothing_to_audit(f)])
        else:
            out.append(f)
        if len(out) > MAX_FILES:
            raise CommandError(f"more than {MAX_FILES:,} files to audit ({len(out):,} once {f} is counted): "
                               f"an audit takes at most {MAX_FILES:,}; give fewer at a time")
    if files.count("-") > 1:
        raise CommandError("'-' (standard input) is given more than once")
    return out


SPOOL_IN_MEMORY = 16 * 1024 * 1024
"""The ``--json`` report's file parts are kept in memory up to this size, then in a temporary file."""


def json_lines(reports: Iterable[FileReport]) -> Iterator[str]:
    """The ``--json`` report (:func:`report_json`, written as ``dumps(..., indent=1)`` writes it),
    line by line, with each file's part written as its report comes: the parts wait (in memory up
    to :data:`SPOOL_IN_MEMORY`, then in a temporary file) until the exit code, which comes before
    them, is known. Memory stays bounded whatever the number of files."""
    from .exits import CommandError

    import tempfile  # here: start-up time

    worst = 0
    count = 0
    with tempfile.SpooledTemporaryFile(SPOOL_IN_MEMORY, "w+", encoding="utf-8") as spool:
        for r in reports:
            worst = max(worst, r.exit)
            part = dumps(r.to_json(), indent=1).replace("\n", "\n  ")
            try:
                spool.write(("  " if not count else ",\n  ") + part)
            except OSError as exc:  # a full disk, a file-size limit: the report cannot be made
                raise CommandError(f"--json: cannot keep the report's parts in a temporary file: "
                                   f"{exc.strerror or exc}") from None
            count += 1
        head = dumps({k: v for k, v in report_json([]).items() if k != "files"} | {"exit": worst}, indent=1)
        yield head[:-2] + ',\n "files": [' + ("" if count else "]\n}")
        if count:
            yield "\n"
            spool.seek(0)
            while block := spool.read(1 << 16):
                yield block
            yield "\n ]\n}"


def _progress(done: int, total: int) -> None:
    sys.stderr.write(f"\raudited {done:,} of {total:,} files ")
    sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    jobs = worker_count("--jobs", args.jobs, "audit")
    files = expand(args.files)
    show = args.cluster is not None and sys.stderr.isatty()
    worst = 0

    def counted(reports: Iterable[FileReport]) -> Iterator[FileReport]:
        nonlocal worst
        for i, r in enumerate(reports, 1):
            worst = max(worst, r.exit)
            if show:
                _progress(i, len(files))
            yield r

    reports = counted(audit_each(files, jobs, profile_from_args(args), args.cluster))
    if args.json:
        for block in json_lines(reports):
            sys.stdout.write(block)
        sys.stdout.write("\n")
    else:
        for r in reports:
            if args.quiet and r.exit == 0 and r.unfinished is None:
                continue
            print(printable("\n".join(text_lines(r))), flush=show)
    if show:
        sys.stderr.write("\n")
    return worst
