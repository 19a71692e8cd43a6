"""Command-line parsing shared by subcommands: ruleset options (RULESET-OPTIONS), lineups,
and the checks every command makes before it starts (numbers in range, worker counts, outputs
that can be written)."""

from __future__ import annotations

import argparse
import errno
import math
import os
import re
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from .. import registry
from ..shown import printable, shown_number  # printable re-exported: the commands import it from here
from ..ruleset import (DISABLED_VARIANTS, MAX_TARGET, OPTION_CHOICES, OPTION_DEFAULTS, Ruleset, make_ruleset,
                       parse_option_text, read_whole_number)

MAX_BUDGET_MS = 60_000.0
"""The longest time budget of one AI decision accepted on the command line (one minute)."""
SEED_RANGE = (-(2**63), 2**63 - 1)
"""Seeds are 64-bit integers: a transcript records its seed, and every reader reads it back."""


def natural(text: str) -> int:
    """An argparse type: a whole number of 0 or more, the digits 0-9 alone
    (:func:`~belote_ref.ruleset.read_whole_number`); each command checks its range."""
    try:
        return read_whole_number(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"must be a whole number {exc}") from None


_DECIMAL = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|-?inf|nan", re.ASCII)


def decimal(text: str) -> float:
    """An argparse type: a number written with the ASCII digits, an optional leading ``-``, a
    ``.`` and an exponent (``nan`` and ``inf`` read so that :func:`finite_number` names them);
    nothing else (Python's ``float()`` also takes blanks, ``_`` and other scripts' digits, ``٣``).
    Each command checks its range."""
    if not _DECIMAL.fullmatch(text):
        shown = repr(text) if len(text) <= 40 else repr(text[:40]) + "..."
        raise argparse.ArgumentTypeError(f"must be a number written with the digits 0-9 (an optional leading '-', "
                                         f"a '.', an exponent; no blank, '+', '_' or other digits), not {shown}")
    return float(text)


def seed(text: str) -> int:
    """An argparse type: a whole number in :data:`SEED_RANGE` (digits 0-9, a leading ``-`` allowed)."""
    try:
        value = read_whole_number(text, negative=True)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"a seed is a whole number {exc}") from None
    if not SEED_RANGE[0] <= value <= SEED_RANGE[1]:
        raise argparse.ArgumentTypeError(f"a seed is a 64-bit integer, from -2**63 to 2**63-1, not {text[:40]}"
                                         + ("..." if len(text) > 40 else ""))
    return value


def option_help() -> str:
    """Every ruleset option with its values, canonical first (for ``--help``)."""
    parts = [f"{name}={'|'.join(str(v) for v in values)}" for name, values in OPTION_CHOICES.items()]
    parts.append(f"target=1..{MAX_TARGET} (default {OPTION_DEFAULTS['target']})")
    return ("a ruleset option NAME=VALUE, repeatable, each name once: " + ", ".join(parts)
            + "; the canonical value comes first. " + ", ".join(DISABLED_VARIANTS)
            + " are disabled in this version (only false)")


CLASSIC = registry.default().name
"""The default profile (the first registered, :mod:`belote_ref.registry`)."""
ACANOMAS = registry.profile("acanomas").name


def add_profile_argument(parser: argparse.ArgumentParser, supported: Sequence[str] = (CLASSIC,),
                         default: str | None = CLASSIC, what: str = "") -> None:
    """``--profile``: the rule profile of the command (belote-classic by default). A command
    that does not support a profile yet refuses it (exit 2) with :func:`profile_from_args`."""
    also = "" if len(supported) > 1 else f"; this command supports only {CLASSIC} so far"
    first = "default, " if default == CLASSIC else ""
    shown = [f"{r.name} ({first if r.name == CLASSIC else r.about + ', '}short name {r.short})"
             for r in map(registry.profile, registry.names())]
    parser.add_argument("--profile", default=default, metavar="PROFILE",
                        help=f"the rule profile: {' or '.join(shown)}{also}{what}")
    parser.set_defaults(profiles=tuple(supported))


def profile_from_args(args: argparse.Namespace) -> str | None:
    """The full name of ``--profile``; a CommandError (exit 2) for an unknown profile, or one the
    command does not support yet."""
    from .exits import CommandError

    given = getattr(args, "profile", CLASSIC)
    if given is None:
        return None  # a command whose profile comes from its input
    record = registry.lookup(given) if isinstance(given, str) else None
    if record is None:
        raise CommandError(f"--profile {str(given)[:40]}: unknown profile (known: {registry.known_text()})")
    profile = record.name
    supported = getattr(args, "profiles", (CLASSIC,))
    if profile not in supported:
        raise CommandError(f"--profile {profile}: `belote-ref {getattr(args, 'command', '')}` does not support this "
                           f"profile yet (it supports {', '.join(supported)})")
    return profile


def add_ruleset_arguments(parser: argparse.ArgumentParser, profiles: Sequence[str] = (CLASSIC,)) -> None:
    help_text = option_help()
    if ACANOMAS in profiles:
        from ..profiles.acanomas.ruleset import OPTION_CHOICES as ACA_CHOICES, MAX_TARGET as ACA_MAX_TARGET

        parts = [f"{name}={'|'.join(str(v) for v in values)}" for name, values in ACA_CHOICES.items()]
        help_text = (f"{help_text}. Under --profile {ACANOMAS}: " + ", ".join(parts)
                     + f", pairs=false|true, trump7_exchange=true|false, target=1..{ACA_MAX_TARGET} (default 1000)")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                        help=help_text.replace("%", "%%"))


def ruleset_from_args(options: Sequence[str], profile: str = CLASSIC) -> Any:
    """Build the ruleset of ``profile`` from ``--option`` texts; a CommandError (exit 2) naming
    the profile and the option when an option is unknown, has a bad value or is given twice."""
    from ..errors import RulesetError
    from .exits import CommandError

    module = registry.profile(profile).ruleset_module()
    make: Callable[[Any], Any] = module.make_ruleset
    parse: Callable[[str], tuple[str, Any]] = module.parse_option_text
    chosen: dict[str, Any] = {}
    try:
        for text in options:
            if len(text) > 200:
                raise CommandError(f"-o {text[:40]}...: an option is NAME=VALUE, not {len(text)} characters")
            name, value = parse(text)
            if name in chosen:
                raise CommandError(f"-o {name} is given twice ({name}={chosen[name]} and {name}={value}): give it once")
            chosen[name] = value
        return make(chosen)
    except RulesetError as exc:
        if registry.profile(profile) is registry.default():
            raise
        raise CommandError(f"-o {exc.option}: profile {profile}: {exc.reason}") from None


def finite_number(flag: str, value: float, low: float, high: float, unit: str = "") -> float:
    """``value`` when it is a finite number in ``(low, high]``; else a CommandError naming the
    option, the value and the range (``--timeout nan``, ``inf``, ``1e300``)."""
    from .exits import CommandError

    if not (math.isfinite(value) and low < value <= high):
        raise CommandError(f"{flag} {shown_number(value)}: must be a number above {low:g} and at most {high:g}{unit}")
    return value


def whole_number(flag: str, value: int, low: int, high: int) -> int:
    """``value`` when ``low <= value <= high``; else a CommandError naming the limit."""
    from .exits import CommandError

    if not low <= value <= high:
        raise CommandError(f"{flag} {value}: must be from {low:,} to {high:,}")
    return value


def cpu_count() -> int:
    """The CPUs this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def worker_count(flag: str, jobs: int, command: str) -> int:
    """``--jobs``: at least 1; above the number of CPUs it is capped there (with a note on
    stderr), since more processes than CPUs only add start-up costs and memory."""
    from .exits import CommandError

    if jobs < 1:
        raise CommandError(f"{flag} {jobs}: must be at least 1")
    cpus = cpu_count()
    if jobs > cpus:
        print(f"belote-ref {command}: {flag} {jobs} capped at {cpus}, the number of CPUs available", file=sys.stderr)
        return cpus
    return jobs


def check_deal_run(parser: argparse.ArgumentParser, args: argparse.Namespace, command: str, max_hands: int) -> None:
    """A benchmark's ``--hands``, ``--jobs`` and ``--budget-ms`` checked as the commands check them;
    a bad one ends with ``parser.error`` (exit 2, the option named). ``args.jobs`` is capped at
    the CPUs (:func:`worker_count`)."""
    from .exits import CommandError

    try:
        whole_number("--hands", args.hands, 1, max_hands)
        args.jobs = worker_count("--jobs", args.jobs, command)
        finite_number("--budget-ms", args.budget_ms, 0.0, MAX_BUDGET_MS, " ms")
    except CommandError as exc:
        parser.error(str(exc))


PARENT_CHECK_S = 0.2
"""How often a worker process checks that the process that started it is still there."""


def worker_init() -> None:
    """In a worker process: leave Ctrl-C to the parent (which stops its workers), and die
    quietly on SIGTERM, without the parent's handlers or a traceback; and end at once if the
    parent is gone (stopped before it could stop its workers), so that no worker outlives the
    command."""
    import os
    import signal
    import threading
    import time

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
    parent = os.getppid()

    def watch_parent() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_S)
        os._exit(1)

    threading.Thread(target=watch_parent, name="watch-parent", daemon=True).start()


STDOUT = "-"
"""The output path that stands for standard output (every ``--output``, ``--json`` and
``--junit-xml``)."""
EMPTY_OUTPUT = "an output path cannot be empty (give '-' for standard output)"


def output_path(text: str) -> str:
    """An argparse type of an output file: a path, or ``-`` for standard output; an empty path
    is refused (exit 2) rather than read as "no output"."""
    if not text:
        raise argparse.ArgumentTypeError(EMPTY_OUTPUT)
    return text


def output_folder(text: str) -> Path:
    """An argparse type of an output folder (``--out DIR``); an empty path is refused (exit 2)
    rather than read as the current folder."""
    if not text:
        raise argparse.ArgumentTypeError("an output folder cannot be empty")
    return Path(text)


def check_stdout(*outputs: tuple[str, str | None]) -> None:
    """Refuse two outputs sent to standard output at once (``--json - --junit-xml -``): their
    texts would be mixed. ``outputs``: each flag with its path (None: not given)."""
    from .exits import CommandError

    flags = [flag for flag, path in outputs if path == STDOUT]
    if len(flags) > 1:
        raise CommandError(f"{' and '.join(flags)} are all '-': only one output can go to standard output")


def _file_identity(path: str | Path) -> tuple[str, object] | None:
    """What makes two paths the same file: its device and inode when it exists (a symbolic
    link followed, a hard link caught), else its resolved path; None for standard output and
    for what is no file (a device such as /dev/null: it can take any number of outputs)."""
    import stat as stat_module

    if str(path) in (STDOUT, ""):
        return None
    try:
        st = os.stat(path)
    except OSError:
        return ("path", os.path.realpath(path))
    if stat_module.S_ISCHR(st.st_mode) or stat_module.S_ISBLK(st.st_mode):
        return None
    return ("file", (st.st_dev, st.st_ino))


def check_distinct(outputs: Sequence[tuple[str, str | Path | None]],
                   inputs: Sequence[tuple[str, str | Path | None]] = ()) -> None:
    """Refuse, before any work, an output file that is also an input or another output (the same
    file by device and inode, or by resolved path: ``./x`` and ``x``, a symbolic link and its
    target, two hard links): writing it would destroy the input, or one output the other
    (spec/conformance.md, 6b). ``outputs`` and ``inputs``: each flag with its path (None: not
    given); standard output and devices are no file."""
    from .exits import CommandError

    seen: dict[tuple[str, object], str] = {}
    for flag, path in inputs:
        identity = None if path is None else _file_identity(path)
        if identity is not None:
            seen.setdefault(identity, f"{flag} {path}")
            if identity[0] == "file":
                seen.setdefault(("path", os.path.realpath(path)), f"{flag} {path}")  # type: ignore[arg-type]
    for flag, path in outputs:
        identity = None if path is None else _file_identity(path)
        if identity is None:
            continue
        other = seen.get(identity) or seen.get(("path", os.path.realpath(path)))  # type: ignore[arg-type]
        if other is not None:
            raise CommandError(f"{flag} {path} is the same file as {other}: writing it would destroy it "
                               "(give another path)")
        seen[identity] = f"{flag} {path}"
        seen.setdefault(("path", os.path.realpath(path)), f"{flag} {path}")  # type: ignore[arg-type]


def check_folder_apart(flag: str, folder: str | Path | None, inputs: Sequence[tuple[str, str | Path | None]],
                       outputs: Sequence[tuple[str, str | Path | None]] = ()) -> None:
    """Refuse, before any work, an output folder (``--out``) that is an input, or that holds an
    input of the kind of file written into it (a ``*.json`` or ``*.jsonl`` file directly in it:
    the kit's reproductions, check-client's game files and wire logs), which a file written there
    could replace; and an output file (``--json``, ``--junit-xml``) of that kind directly in the
    folder, which a file written there could replace, or which could replace one
    (spec/conformance.md, 6b)."""
    from .exits import CommandError

    if folder is None or not os.path.isdir(folder):
        return
    top = os.path.realpath(folder)

    def written_over(path: str | Path | None) -> bool:
        if path is None or str(path) in (STDOUT, ""):
            return False
        where = os.path.realpath(path)
        return where == top or (os.path.dirname(where) == top and where.endswith((".json", ".jsonl")))

    for other, path in inputs:
        if written_over(path):
            raise CommandError(f"{flag} {folder} holds {other} {path}: a file written into it could replace it "
                               "(give another folder)")
    for other, path in outputs:
        if written_over(path):
            raise CommandError(f"{other} {path} is in {flag} {folder}, where the files written could replace it "
                               "(give another path)")


def command_files(flag: str, command: str | None) -> list[tuple[str, str]]:
    """The inputs of an engine's or a client's command (``--engine``, ``--client``): each of its
    words that names an existing regular file (its program, its script), with ``flag``, for
    :func:`check_distinct`: an output written over it would destroy the program under test."""
    import shlex

    if not command:
        return []
    try:
        words = shlex.split(command)
    except ValueError:  # refused later, with its own message
        return []
    return [(flag, word) for word in words if word and os.path.isfile(word)]


def check_writable(flag: str, path: str | Path) -> None:
    """Refuse, before any work, an output file that cannot be written: its folder is missing or
    read-only, or it is a folder, or a symbolic link to a file of another user; and an empty path. ``-`` (standard output) is always
    writable. The file itself is left as it was (created then removed when it did not exist)."""
    from .exits import CommandError

    if str(path) == STDOUT:
        return
    if not str(path):
        raise CommandError(f"{flag}: {EMPTY_OUTPUT}")
    from ..files import foreign_link

    refused = foreign_link(path)
    if refused is not None:
        raise CommandError(f"{flag} {path}: {refused}")
    p = Path(path)
    existed = p.exists()  # a symbolic link to no file: the file it names is made, then removed
    if p.is_dir():
        raise CommandError(f"{flag} {path}: is a folder, not a file")
    try:
        if p.is_fifo():  # opened without waiting: a FIFO nobody reads would block for ever
            os.close(os.open(p, os.O_WRONLY | os.O_NONBLOCK))
        else:
            with open(p, "a", encoding="utf-8"):
                pass
    except OSError as exc:
        if exc.errno == errno.ENXIO:
            raise CommandError(f"{flag} {path}: is a FIFO (named pipe) that nobody reads") from None
        raise CommandError(f"{flag} {path}: cannot be written: {exc.strerror or exc}") from None
    if not existed:
        try:
            os.unlink(os.path.realpath(p))
        except OSError:
            pass


def check_folder_writable(flag: str, path: str | Path) -> None:
    """Refuse, before any work, an output folder that cannot be written: it is a file, a
    symbolic link to no folder (as ``mkdir`` refuses it) or to a folder of another user
    (:func:`belote_ref.files.foreign_link`), or neither it nor the nearest folder above it that
    exists takes a new file (tried, not guessed: permissions do not tell for root or on a
    read-only file system)."""
    import tempfile

    from ..files import foreign_link
    from .exits import CommandError

    p = Path(path)
    if p.is_symlink() and not p.exists():
        raise CommandError(f"{flag} {path}: is a symbolic link to {os.path.realpath(p)}, which does not exist: "
                           "make that folder, or remove the link")
    refused = foreign_link(p)
    if refused is not None:
        raise CommandError(f"{flag} {path}: {refused}")
    if p.exists() and not p.is_dir():
        raise CommandError(f"{flag} {path}: is a file, not a folder")
    probe = p
    while not probe.is_dir():
        if probe.exists() or probe.parent == probe:
            raise CommandError(f"{flag} {path}: cannot be created ({probe} is not a folder)")
        probe = probe.parent
    try:
        with tempfile.TemporaryFile(dir=probe):
            pass
    except OSError as exc:
        raise CommandError(f"{flag} {path}: cannot be written in {probe}: {exc.strerror or exc}") from None


def add_lineup_arguments(parser: argparse.ArgumentParser, default: str) -> None:
    """``--players`` and ``--budget-ms``: who sits where (AI-BUDGET)."""
    from ..ai import DEFAULT_BUDGET_MS, LINEUP_NAMES

    parser.add_argument(
        "--players", default=default, metavar="LEVELS",
        help=f"{', '.join(LINEUP_NAMES[:-1])} or {LINEUP_NAMES[-1]}: one name for every seat, two (team 0, team 1) "
             f"or four (seats 0-3), comma-separated (default {default})",
    )
    parser.add_argument(
        "--budget-ms", type=decimal, default=DEFAULT_BUDGET_MS,
        help=f"wall-time safety net of one AI decision in ms, at most {MAX_BUDGET_MS:g} (default {DEFAULT_BUDGET_MS:g}): "
             "a decision is its level's fixed work; one still running after this long is cut and logged (AI-BUDGET)",
    )


def lineup_from_args(args: argparse.Namespace, ruleset: Ruleset) -> tuple[list[str], list[Any]]:
    """The level names of seats 0-3 and their players; a bad lineup is a CommandError (exit 2)."""
    from ..ai import LineupError, make_lineup, parse_lineup
    from .exits import CommandError

    finite_number("--budget-ms", args.budget_ms, 0, MAX_BUDGET_MS, " ms")
    if len(args.players) > 100:
        raise CommandError(f"--players {args.players[:30]}...: one, two or four level names, not {len(args.players)} characters")
    try:
        names = parse_lineup(args.players)
        return names, make_lineup(names, args.seed, args.budget_ms, ruleset)
    except LineupError as exc:
        raise CommandError(f"--players: {exc}") from None


def add_match_arguments(parser: argparse.ArgumentParser, default_players: str, profiles: Sequence[str] = (CLASSIC,)) -> None:
    """The arguments of a seeded match: seed, first dealer, lineup, profile and ruleset options."""
    parser.add_argument("--seed", type=seed, default=0, help="seed of the shuffles and players (default 0)")
    parser.add_argument("--dealer", type=natural, choices=range(4), default=0, help="first dealer (default 0)")
    add_lineup_arguments(parser, default=default_players)
    add_profile_argument(parser, profiles)
    add_ruleset_arguments(parser, profiles)


def play_seeded_match(args: argparse.Namespace, legal: bool = True) -> tuple[Any, list[str], dict[str, Any]]:
    """Play the match the arguments describe: the game, the seats' level names, its transcript."""
    from ..players import play_match
    from ..transcript.write import Player, transcript_of

    profile = profile_from_args(args)
    ruleset = ruleset_from_args(args.option, profile or CLASSIC)
    if profile == ACANOMAS:
        return _play_acanomas(args, ruleset, legal)
    names, players = lineup_from_args(args, ruleset)
    game = play_match(players, seed=args.seed, ruleset=ruleset, first_dealer=args.dealer)
    doc = transcript_of(game, players=[Player(f"{n}-{s}", "ai", n) for s, n in enumerate(names)],
                        legal=legal,
                        metadata={"seed": args.seed, "title": f"match {','.join(names)}, seed {args.seed}"})
    return game, names, doc


def _play_acanomas(args: argparse.Namespace, ruleset: Any, legal: bool) -> tuple[Any, list[str], dict[str, Any]]:
    """A seeded match of profile belote-acanomas (ACA-AI-LEVELS): ``--players`` names random,
    easy or normal, one for every seat, one per seat or, in pairs, one per pair; not given, every
    seat is a random legal player. ``hard`` and ``expert`` do not play this profile yet (exit 2)."""
    from ..ai import LineupError
    from ..profiles.acanomas.ai import make_acanomas_lineup, parse_acanomas_lineup
    from ..players import play_match
    from ..transcript.write import Player, transcript_of
    from .exits import CommandError

    given = "players" in getattr(args, "_given_once", ())  # --players given (not its default, an AI lineup)
    text = args.players if given else "random"
    if len(text) > 100:
        raise CommandError(f"--players {text[:30]}...: one level name per seat at most, not {len(text)} characters")
    try:
        names = parse_acanomas_lineup(text, ruleset)
    except LineupError as exc:
        raise CommandError(f"--players: {exc}") from None
    if not 0 <= args.dealer < ruleset.players:
        raise CommandError(f"--dealer {args.dealer}: a {ruleset.players}-player match has seats 0 to {ruleset.players - 1}")
    game = play_match(make_acanomas_lineup(names, args.seed, ruleset), seed=args.seed, ruleset=ruleset,
                      first_dealer=args.dealer)
    doc = transcript_of(game, players=[Player(f"{n}-{s}", "ai", n) for s, n in enumerate(names)],
                        legal=legal,
                        metadata={"seed": args.seed, "title": f"match {','.join(names)}, seed {args.seed}"})
    return game, names, doc


def write_text(path: str, text: str, make_parents: bool = False) -> None:
    """Write ``text`` to the file ``path`` once it is whole (``-``: to standard output), with
    :func:`belote_ref.files.write_whole` (a failure leaves an existing file as it was; what is
    written in place, what is refused). A failure is a CommandError (exit 2) naming the file and
    why; text that cannot be written (a lone surrogate) raises :class:`UnicodeEncodeError` and
    leaves no file behind."""
    from ..files import write_whole
    from .exits import CommandError

    if path == STDOUT:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    if not path:
        raise CommandError(EMPTY_OUTPUT)
    try:
        write_whole(path, text, make_parents)
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror or exc}") from None
