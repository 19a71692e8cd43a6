"""``belote-ref conformance --engine "COMMAND"``: drive an engine through the adapter protocol
and report, clause by clause, where it departs from the rules (spec/conformance.md).

Exit codes: 0 conformant, 1 departures found (or a canonical option value the engine does not
support, or with ``--min-coverage`` a thin clause), 2 the engine could not be driven (or bad
input).
"""

from __future__ import annotations

import argparse
import stat
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, TextIO

from .. import processes
from .cluster import add_cluster_argument, conformance_on_cluster
from .exits import CommandError
from ..resources import DataNotFound, data_path
from .options import (ACANOMAS, CLASSIC, STDOUT, add_profile_argument, add_ruleset_arguments, check_folder_writable,
                      check_distinct, check_folder_apart, check_stdout, command_files, check_writable, decimal, finite_number, natural, output_folder, output_path,
                      printable, profile_from_args, ruleset_from_args, seed, whole_number, write_text)

if TYPE_CHECKING:  # the kit itself is imported when the command runs
    from ..conformance.checks.perft import Position

MAX_HANDS = 100_000
"""The most differential hands one run plays (``--hands``)."""
MAX_MATCHES = 10_000
"""The most differential matches one run plays (``--matches``)."""
MAX_MIN_COVERAGE = 1_000_000
"""The largest ``--min-coverage``."""
DEFAULT_HANDS, DEFAULT_MATCHES, DEFAULT_TIMEOUT = 1000, 10, 10.0
REPLAY_ALONE = ("golden", "negative", "perft", "hands", "matches", "only", "skip")
"""The options ``--replay FILE`` cannot be given with: it replays that file alone."""


def register(sub: Any) -> None:
    p = sub.add_parser(
        "conformance", help="check an engine against the rules through the adapter protocol",
        description="Run the golden corpus, negative goldens, perft counts and differential random play "
                    "against an engine wrapped in an adapter; report each clause as passed, failed or not exercised. "
                    "Without --engine, checks the reference itself. Exit 0 conformant, 1 departures, 2 not drivable.",
    )
    add_profile_argument(p, (CLASSIC, ACANOMAS), what="; the engine's handshake must name the same profile "
                         "(protocol 1.2)")
    add_ruleset_arguments(p, (CLASSIC, ACANOMAS))
    p.add_argument("--engine", metavar="COMMAND", help="the adapter command, e.g. \"python3 my_adapter.py\" "
                   "(default: the reference adapter)")
    p.add_argument("--timeout", type=decimal, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help="per-request timeout, above 0 and at most 3600 (default 10)")
    p.add_argument("--hands", type=natural, default=None, metavar="N",
                   help=f"differential: seeded hands, 0 to {MAX_HANDS:,} (default 1000)")
    p.add_argument("--matches", type=natural, default=None, metavar="M",
                   help=f"differential: whole matches, 0 to {MAX_MATCHES:,} (default 10)")
    p.add_argument("--seed", type=seed, default=0, help="seed of the differential draws (default 0)")
    p.add_argument("--only", action="append", default=[], metavar="X",
                   help="only these clause IDs, options or checks (golden, negative, perft, differential); repeatable, comma-separated")
    p.add_argument("--skip", action="append", default=[], metavar="X", help="skip these clause IDs, options or checks")
    p.add_argument("--golden", action="append", type=Path, metavar="PATH",
                   help="golden transcripts (file or folder; default corpus/golden, corpus/acanomas/golden under "
                        "--profile acanomas: in the current folder if it has one, else the corpus belote-ref ships, "
                        "wherever it is run from)")
    p.add_argument("--negative", action="append", type=Path, metavar="PATH",
                   help="negative goldens (default corpus/negative, corpus/acanomas/negative: found as for --golden)")
    p.add_argument("--perft", action="append", type=Path, metavar="PATH",
                   help="perft files (default corpus/perft, corpus/acanomas/perft: found as for --golden)")
    p.add_argument("--replay", type=Path, metavar="FILE",
                   help="replay this reproduction alone (the command the report prints under it): as a golden, or "
                        "as a negative golden when it carries expected_departures; no other corpus, no perft, no "
                        "differential; the report leads with the failure")
    p.add_argument("--out", type=output_folder, default=Path("conformance-out"), metavar="DIR",
                   help="where reproducing transcripts are written (default conformance-out)")
    p.add_argument("--json", type=output_path, metavar="PATH", help="write the report as JSON ('-' for stdout)")
    p.add_argument("--junit-xml", type=output_path, metavar="PATH",
                   help="write the report as JUnit XML ('-' for stdout)")
    p.add_argument("--no-shrink", action="store_true", help="do not shrink differential failures")
    p.add_argument("--no-probes", action="store_true", help="do not send illegal actions during differential play")
    p.add_argument("--min-coverage", type=natural, default=None, metavar="N",
                   help="fail (exit 1) when a clause has a situation compared fewer than N times (a thin clause; "
                        "default: thin clauses are shown, not failed)")
    p.add_argument("--strict-schema", action="store_true", help="validate every response against the JSON Schemas "
                   "(default: the first 50 of each type, then fast structural checks)")
    p.add_argument("--progress", choices=("auto", "bar", "lines", "none"), default="auto",
                   help="progress display (default: a bar on a terminal, plain lines otherwise)")
    add_cluster_argument(p, "play the differential hands (in shards, each worker on its own copy of the engine)")
    p.set_defaults(run=run)


def _tokens(values: list[str]) -> list[str]:
    tokens = [t.strip() for v in values for t in v.split(",") if t.strip()]
    for t in tokens:
        if len(t) > 100:
            raise CommandError(f"--only/--skip {t[:30]}...: a clause ID, an option or a check name, not {len(t)} characters")
    return tokens


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


def corpus_paths(flag: str, paths: list[Path]) -> list[Path]:
    """The transcript (or perft) files of ``--golden``/``--negative``/``--perft``: each a
    regular file, or a folder standing for its ``*.json`` files; anything else is refused."""
    out: list[Path] = []
    for p in paths:
        try:
            mode = p.stat().st_mode
        except OSError as exc:
            raise CommandError(f"{flag} {p}: {exc.strerror or exc}") from None
        if stat.S_ISDIR(mode):
            entries = sorted(p.glob("*.json"))
        elif stat.S_ISREG(mode):
            entries = [p]
        else:
            raise CommandError(f"{flag} {p}: not a file or a folder (a FIFO or a device is never read)")
        for e in entries:
            try:
                if not stat.S_ISREG(e.stat().st_mode):
                    raise CommandError(f"{flag} {e}: not a regular file (a FIFO or a device is never read)")
            except OSError as exc:
                raise CommandError(f"{flag} {e}: {exc.strerror or exc}") from None
        out.extend(entries)
    return out


def fixed_options(texts: list[str], profile: str) -> dict[str, Any]:
    """The options set with ``-o``, checked by the profile's ruleset (exit 2 naming the option):
    every hand of the run is played with them."""
    from ..errors import RulesetError

    if not texts:
        return {}
    try:
        ruleset = ruleset_from_args(texts, profile)
    except RulesetError as exc:
        raise CommandError(f"-o {exc.option}: {exc.reason}") from None
    names = [t.partition("=")[0].strip() for t in texts]
    return {name: getattr(ruleset, name) for name in names}


def check_perft(paths: list[Path], profile: str) -> list[Position]:
    """Read the ``--perft`` files before the run, as :func:`check_corpus` the others: each
    position checked on the reference, within the limits of one run
    (:func:`belote_ref.conformance.checks.perft.load_all`); a bad one is exit 2. The positions,
    each with its reference tree, go to the run (``Config.perft_positions``): the tree is walked
    once."""
    from ..conformance.checks import perft

    try:
        return perft.load_all(corpus_paths("--perft", paths), profile)
    except ValueError as exc:
        raise CommandError(f"--perft: {exc}") from None


def check_corpus(flag: str, paths: list[Path], profile: str) -> None:
    """Read every corpus file before the run: one that cannot be read fails the run (exit 2)
    instead of being skipped, so that a verdict never rests on files nobody read. A file of
    another profile than the run's is refused; a ``--golden`` file must be a clean golden (the
    reference's audit finds no departure in it: not a negative golden, no wrong fact, no
    misdeal), a ``--negative`` file must name the departures it holds (``--perft``:
    :func:`check_perft`)."""
    from ..conformance.checks.corpus import read_corpus_file
    from ..transcript.read import Unreadable

    files = corpus_paths(flag, paths)
    for path in files:
        try:
            data = read_corpus_file(path, profile)
        except Unreadable as exc:
            first = exc.problems[0]
            more = f" (and {len(exc.problems) - 1} more problem(s))" if len(exc.problems) > 1 else ""
            raise CommandError(f"{flag}: {path}: {first.path}: {first.message}{more}") from None
        if not data.doc["hands"]:
            raise CommandError(f"{flag}: {path}: $.hands: no hand to play")
        if flag == "--negative" and not data.doc.get("expected_departures"):
            raise CommandError(f"{flag}: {path}: $.expected_departures: a negative golden names the departures it holds")
        if flag == "--golden":
            check_golden(path, data.doc, profile)


def check_golden(path: Path, doc: dict[str, Any], profile: str) -> None:
    """Refuse (exit 2) a ``--golden`` file the reference's audit (``belote-ref audit``) does not
    pass: a golden is a record of play that follows the rules, every recorded fact right."""
    from ..transcript.audit import EXIT_DEPARTURE, EXIT_OK, audit_source

    report = audit_source(str(path), profile)
    if report.exit == EXIT_OK:
        return
    if report.errors:
        why = f"{report.errors[0].path}: {report.errors[0].message}"
    else:
        why = str(report.departures[0]) if report.departures else report.verdict
    more = len(report.errors) + len(report.departures) - 1
    hint = " (a negative golden: give it with --negative)" if doc.get("expected_departures") else ""
    finding = "finds that it breaks a rule" if report.exit == EXIT_DEPARTURE else f"says: {report.verdict}"
    raise CommandError(f"--golden: {path}: not a golden: the audit {finding}{hint}: {why}"
                       + (f" (and {more} more)" if more > 0 else ""))


def rerun_words(args: argparse.Namespace, profile: str) -> list[str]:
    """The command words that drive the engine as this run did, for the ``replay:`` line under
    each reproduction (spec/conformance.md, section 4, Replaying a reproduction): ``--engine``
    (none for the reference), ``--profile`` (none for the team game), each ``-o`` as given,
    ``--timeout`` when not the default, ``--strict-schema`` when given."""
    words = ["belote-ref", "conformance"]
    if args.engine is not None:
        words += ["--engine", args.engine]
    if profile != CLASSIC:
        words += ["--profile", profile]
    for option in args.option:
        words += ["-o", option]
    if args.timeout != DEFAULT_TIMEOUT:
        words += ["--timeout", str(args.timeout)]
    if args.strict_schema:
        words.append("--strict-schema")
    return words


def replay_corpus(args: argparse.Namespace, profile: str) -> tuple[list[Path], list[Path]]:
    """The golden and negative files of ``--replay FILE``: the file as a golden, or as a negative
    golden when it carries ``expected_departures`` (exit 2: given with an option it replaces,
    or a file that cannot be read)."""
    from ..conformance.checks.corpus import read_corpus_file
    from ..transcript.read import Unreadable

    given = [name for name in REPLAY_ALONE if getattr(args, name) not in (None, [])]
    if given:
        raise CommandError(f"--replay {args.replay} replays that file alone: not with --{given[0].replace('_', '-')}")
    path = args.replay
    corpus_paths("--replay", [path])
    if path.is_dir():
        raise CommandError(f"--replay {path}: a folder; --replay takes one reproduction file")
    try:
        data = read_corpus_file(path, profile)
    except Unreadable as exc:
        first = exc.problems[0]
        raise CommandError(f"--replay: {path}: {first.path}: {first.message}") from None
    return ([], [path]) if data.doc.get("expected_departures") else ([path], [])


def run(args: argparse.Namespace) -> int:
    from ..conformance.coverage import DEFAULT_THIN
    from ..conformance.driver import MAX_TIMEOUT, SubprocessEngine, split_command
    from ..conformance.report import clause_lines, exit_code, junit, text, to_json
    from ..conformance.runner import Config, Run
    from ..jsonread import dumps

    profile = profile_from_args(args) or CLASSIC
    fixed = fixed_options(args.option, profile)
    finite_number("--timeout", args.timeout, 0, MAX_TIMEOUT, " s")
    replay = args.replay is not None
    if replay:
        golden, negative = replay_corpus(args, profile)
        hands, matches, only = 0, 0, ["golden" if golden else "negative"]
    else:
        hands = DEFAULT_HANDS if args.hands is None else args.hands
        matches = DEFAULT_MATCHES if args.matches is None else args.matches
        only = _tokens(args.only)
    whole_number("--hands", hands, 0, MAX_HANDS)
    whole_number("--matches", matches, 0, MAX_MATCHES)
    if args.min_coverage is not None:
        whole_number("--min-coverage", args.min_coverage, 0, MAX_MIN_COVERAGE)
    thin = DEFAULT_THIN if args.min_coverage is None else args.min_coverage
    strict = args.min_coverage is not None
    if args.engine is not None:
        try:
            command: Any = split_command(args.engine)
        except ValueError as exc:
            raise CommandError(f"--engine: {exc}") from None
    else:
        command = [sys.executable, "-m", "belote_ref.cli", "adapter"] + (["--profile", profile] if profile != CLASSIC
                                                                         else [])
    check_stdout(("--json", args.json), ("--junit-xml", args.junit_xml))
    corpus = "" if profile == CLASSIC else "acanomas/"
    if not replay:
        golden = args.golden or default_corpus(corpus + "golden")
        negative = args.negative or default_corpus(corpus + "negative")
    config = Config(
        hands=hands, matches=matches, seed=args.seed, timeout=args.timeout,
        only=only, skip=_tokens(args.skip), golden=golden, negative=negative,
        perft=[] if replay else args.perft or default_corpus(corpus + "perft"),
        out_dir=None if replay else args.out,  # a replay writes nothing: its file is the reproduction
        shrink=not args.no_shrink, probes=not args.no_probes, thin=thin, min_coverage=strict,
        profile=profile, fixed=fixed,
    )
    inputs = [*([("--replay", args.replay)] if replay else []), *command_files("--engine", args.engine),
              *[(flag, path) for flag, paths in (("--golden", config.golden), ("--negative", config.negative),
                                                 ("--perft", config.perft))
                for path in corpus_paths(flag, paths)]]
    check_distinct([("--json", args.json), ("--junit-xml", args.junit_xml), ("--out", args.out)], inputs)
    check_folder_apart("--out", args.out, inputs, [("--json", args.json), ("--junit-xml", args.junit_xml)])
    for flag, path in (("--json", args.json), ("--junit-xml", args.junit_xml)):
        if path is not None:
            check_writable(flag, path)
    check_folder_writable("--out", args.out)
    for flag, paths in (("--golden", config.golden), ("--negative", config.negative)):
        check_corpus(flag, paths, profile)
    config.perft_positions = check_perft(config.perft, profile)

    def factory() -> SubprocessEngine:
        return SubprocessEngine(command, timeout=args.timeout, validate=args.strict_schema)

    try:
        runner = Run(factory, config, progress_printer(args.progress, sys.stderr))
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    t0 = time.perf_counter()
    shard_results: list[Any] = []
    with processes.contained():  # a descendant that calls setsid() comes back to the kit, and dies with it
        try:
            if args.cluster is not None:
                shard_results = conformance_on_cluster(args.cluster, runner, command, args.timeout,
                                                       args.strict_schema)
                outcome = runner.outcome
            else:
                outcome = runner.execute()
        finally:  # Ctrl-C, SIGTERM or a bug: no adapter (nor any process it started) outlives the kit
            for engine in runner.stats_engines:
                kill = getattr(engine, "kill", None)
                if kill is not None:
                    kill()
    seconds = time.perf_counter() - t0
    timing: dict[str, Any] = {"seconds": round(seconds, 3),
              "requests": sum(e.stats.requests for e in runner.stats_engines) + sum(r.requests for r in shard_results),
              "engine_wait": round(sum(e.stats.wait for e in runner.stats_engines)
                                   + sum(r.wait for r in shard_results), 3)}
    slowest = max([e.stats.slowest for e in runner.stats_engines] + [r.slowest for r in shard_results],
                  default=(0.0, ""))
    if slowest[1]:
        timing["slowest_request"] = {"type": slowest[1], "seconds": round(slowest[0], 4)}
    lines = clause_lines(outcome, runner.clause_wanted, thin, runner.base())
    handshake = runner.handshake or {"name": " ".join(command)}
    # with --json - (or --junit-xml -), stdout carries that alone and the text report goes to stderr
    report_stream = sys.stderr if STDOUT in (args.json, args.junit_xml) else sys.stdout
    report_stream.write(printable(text(outcome, lines, handshake, timing, thin, strict,
                                       rerun=rerun_words(args, profile), replay=replay)))
    if args.json is not None:
        doc = dumps(to_json(outcome, lines, handshake, timing, thin=thin, min_coverage=strict), indent=1) + "\n"
        write_text(args.json, doc, make_parents=True)
    if args.junit_xml is not None:
        write_text(args.junit_xml, printable(junit(outcome, lines, handshake, timing, thin=thin, min_coverage=strict)),
                   make_parents=True)
    return exit_code(outcome, lines, strict)

