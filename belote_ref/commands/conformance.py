"""``belote-ref conformance --engine "COMMAND"``: drive an engine through the adapter protocol
and report, clause by clause, where it departs from the rules (spec/conformance.md).

Exit codes: 0 conformant, 1 departures found, 2 the engine could not be driven (or bad input).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable, TextIO

from ..cli import CommandError
from ..resources import DataNotFound, data_path


def register(sub: Any) -> None:
    p = sub.add_parser(
        "conformance", help="check an engine against the rules through the adapter protocol",
        description="Run the golden corpus, negative goldens, perft counts and differential random play "
                    "against an engine wrapped in an adapter; report each clause as passed, failed or not exercised. "
                    "Without --engine, checks the reference itself. Exit 0 conformant, 1 departures, 2 not drivable.",
    )
    p.add_argument("--engine", metavar="COMMAND", help="the adapter command, e.g. \"python3 my_adapter.py\" "
                   "(default: the reference adapter)")
    p.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS", help="per-request timeout (default 10)")
    p.add_argument("--hands", type=int, default=1000, metavar="N", help="differential: seeded hands (default 1000)")
    p.add_argument("--matches", type=int, default=10, metavar="M", help="differential: whole matches (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the differential draws (default 0)")
    p.add_argument("--only", action="append", default=[], metavar="X",
                   help="only these clause IDs, options or checks (golden, negative, perft, differential); repeatable, comma-separated")
    p.add_argument("--skip", action="append", default=[], metavar="X", help="skip these clause IDs, options or checks")
    p.add_argument("--golden", action="append", type=Path, metavar="PATH", help="golden transcripts (file or folder; default corpus/golden)")
    p.add_argument("--negative", action="append", type=Path, metavar="PATH", help="negative goldens (default corpus/negative)")
    p.add_argument("--perft", action="append", type=Path, metavar="PATH", help="perft files (default corpus/perft)")
    p.add_argument("--out", type=Path, default=Path("conformance-out"), metavar="DIR",
                   help="where reproducing transcripts are written (default conformance-out)")
    p.add_argument("--json", metavar="PATH", help="write the report as JSON ('-' for stdout)")
    p.add_argument("--junit-xml", metavar="PATH", help="write the report as JUnit XML")
    p.add_argument("--no-shrink", action="store_true", help="do not shrink differential failures")
    p.add_argument("--no-probes", action="store_true", help="do not send illegal actions during differential play")
    p.add_argument("--strict-schema", action="store_true", help="validate every response against the JSON Schemas "
                   "(default: the first 50 of each type, then fast structural checks)")
    p.add_argument("--progress", choices=("auto", "bar", "lines", "none"), default="auto",
                   help="progress display (default: a bar on a terminal, plain lines otherwise)")
    p.set_defaults(run=run)


def _tokens(values: list[str]) -> list[str]:
    return [t.strip() for v in values for t in v.split(",") if t.strip()]


def default_corpus(sub: str) -> list[Path]:
    """``corpus/SUB`` in the current folder, else next to the package (a source checkout), else
    the copy inside an installed wheel."""
    here = Path.cwd() / "corpus" / sub
    if here.exists():
        return [here]
    try:
        return [data_path("corpus", sub)]
    except DataNotFound:
        return []


def progress_printer(mode: str, stream: TextIO) -> Callable[[str, int, int], None]:
    if mode == "auto":
        mode = "bar" if stream.isatty() else "lines"
    if mode == "none":
        return lambda label, done, total: None
    state: dict[str, Any] = {"label": None, "tenth": -1, "t": 0.0}

    def bar(label: str, done: int, total: int) -> None:
        now = time.monotonic()
        if label == state["label"] and now - state["t"] < 0.1 and done + 1 < total:
            return
        state["label"], state["t"] = label, now
        frac = (done + 1) / max(total, 1)
        filled = int(frac * 30)
        stream.write(f"\r{label:<12} [{'#' * filled}{'.' * (30 - filled)}] {done + 1}/{total}   ")
        if done + 1 >= total:
            stream.write("\n")
        stream.flush()

    def lines(label: str, done: int, total: int) -> None:
        tenth = (done * 10) // max(total, 1)
        if label != state["label"] or tenth != state["tenth"]:
            state["label"], state["tenth"] = label, tenth
            stream.write(f"{label}: {done}/{total}\n")
            stream.flush()

    return bar if mode == "bar" else lines


def run(args: argparse.Namespace) -> int:
    from ..conformance.driver import SubprocessEngine
    from ..conformance.report import clause_lines, exit_code, junit, text, to_json
    from ..conformance.runner import Config, Run

    if args.timeout <= 0:
        raise CommandError("--timeout must be positive")
    if args.hands < 0 or args.matches < 0:
        raise CommandError("--hands and --matches cannot be negative")
    config = Config(
        hands=args.hands, matches=args.matches, seed=args.seed, timeout=args.timeout,
        only=_tokens(args.only), skip=_tokens(args.skip),
        golden=args.golden or default_corpus("golden"), negative=args.negative or default_corpus("negative"),
        perft=args.perft or default_corpus("perft"), out_dir=args.out,
        shrink=not args.no_shrink, probes=not args.no_probes,
    )
    for flag, paths in (("--golden", args.golden), ("--negative", args.negative), ("--perft", args.perft)):
        for p in paths or []:
            if not p.exists():
                raise CommandError(f"{flag} {p}: no such file or folder")
    command = args.engine or [sys.executable, "-m", "belote_ref.cli", "adapter"]

    def factory() -> SubprocessEngine:
        return SubprocessEngine(command, timeout=args.timeout, validate=args.strict_schema)

    try:
        runner = Run(factory, config, progress_printer(args.progress, sys.stderr))
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    t0 = time.perf_counter()
    outcome = runner.execute()
    seconds = time.perf_counter() - t0
    timing: dict[str, Any] = {"seconds": round(seconds, 3),
              "requests": sum(e.stats.requests for e in runner.stats_engines),
              "engine_wait": round(sum(e.stats.wait for e in runner.stats_engines), 3)}
    slowest = max((e.stats.slowest for e in runner.stats_engines), default=(0.0, ""))
    if slowest[1]:
        timing["slowest_request"] = {"type": slowest[1], "seconds": round(slowest[0], 4)}
    lines = clause_lines(outcome, runner.clause_wanted)
    handshake = runner.handshake or {"name": " ".join(command) if isinstance(command, list) else command}
    # with --json -, stdout carries the JSON alone and the text report goes to stderr
    (sys.stderr if args.json == "-" else sys.stdout).write(text(outcome, lines, handshake, timing))
    report = to_json(outcome, lines, handshake, timing)
    if args.json:
        doc = json.dumps(report, indent=1) + "\n"
        if args.json == "-":
            sys.stdout.write(doc)
        else:
            _write(Path(args.json), doc)
    if args.junit_xml:
        _write(Path(args.junit_xml), junit(outcome, lines, handshake, timing))
    return exit_code(outcome)


def _write(path: Path, content: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror or exc}") from None
