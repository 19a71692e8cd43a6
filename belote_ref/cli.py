"""The ``belote-ref`` command line. Each subcommand lives in ``belote_ref/commands/`` and
registers itself through :data:`COMMAND_MODULES`.

Exit codes shared by every subcommand: 0 success; 1 a rule departure was found; 2 bad input
(unreadable file, bad option, malformed transcript, an output that cannot be written) or, for
``conformance``, an engine that could not be driven; 3 (``serve``, ``export``) the table database
cannot be used; 4 (``serve``, ``view``) the host and port cannot be listened on; 70 an internal
error of belote-ref itself (reported without a traceback unless ``--debug``); 130 interrupted
(Ctrl-C), 143 terminated.

Whatever happens, a command ends through :func:`main`: Ctrl-C and SIGTERM unwind it (so engines
and worker processes are stopped by their ``finally`` blocks), a reader that goes away (``|
head``) silences the output without changing the exit code, and an output that cannot be
written (``> /dev/full``) is exit 2 with a message.
"""

from __future__ import annotations

import argparse
import importlib
import io
import os
import signal
import sys
from typing import Any, NoReturn, Sequence

from .commands.exits import (
    EXIT_BAD_INPUT, EXIT_DEPARTURE, EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_OK, EXIT_TERMINATED, CommandError, Terminated,
)
from .commands.options import add_profile_argument, profile_from_args
from .errors import BeloteError
from .shown import one_line

COMMAND_MODULES: list[str] = [
    "belote_ref.commands.play",
    "belote_ref.commands.simulate",
    "belote_ref.commands.replay",
    "belote_ref.commands.audit",
    "belote_ref.commands.corpus",
    "belote_ref.commands.adapter",
    "belote_ref.commands.conformance",
    "belote_ref.commands.tournament",
    "belote_ref.commands.serve",
    "belote_ref.commands.export",
    "belote_ref.commands.view",
    "belote_ref.commands.check_client",
]


class OutputError(OSError):
    """Standard output cannot be written (not a reader that went away: that is silenced)."""


class _StoreOnce(argparse.Action):
    """A single-valued option that refuses to be given twice (``--seed 1 --seed 2``): the
    second would silently win otherwise."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        given: set[str] = namespace.__dict__.setdefault("_given_once", set())
        if self.dest in given:
            parser.error(f"{option_string or self.dest} is given twice: give it once")
        given.add(self.dest)
        setattr(namespace, self.dest, values)


class StrictParser(argparse.ArgumentParser):
    """An argument parser whose single-valued options refuse repeats."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.register("action", None, _StoreOnce)
        self.register("action", "store", _StoreOnce)

    def error(self, message: str) -> NoReturn:
        """The usage, then the error on one line: an option's value in it (``--x$'\\n...'``)
        cannot forge another line (:func:`belote_ref.shown.one_line`)."""
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")

def command_named(argv: Sequence[str]) -> str | None:
    """The module of the command ``argv`` names first (after ``--debug``), None when it names none:
    a command line that names its command needs only that command's module (start-up time)."""
    words = [w for w in argv if w != "--debug"]
    if not words:
        return None
    module = "belote_ref.commands." + words[0].replace("-", "_")
    return module if module in COMMAND_MODULES and "_" not in words[0] else None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser: every command, or only the command of module ``only``
    (:func:`command_named`; its usage and messages are the same)."""
    parser = StrictParser(
        prog="belote-ref",
        description="Reference implementation and conformance kit for classic team Belote.",
        epilog="Exit codes: 0 ok, 1 a rule departure, 2 bad input or option (conformance: an engine that "
               "could not be driven), 70 a bug in belote-ref, 130 interrupted.",
    )
    parser.add_argument("--debug", action="store_true", help="show a traceback on internal errors")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=StrictParser)
    for name in COMMAND_MODULES if only is None else [only]:
        importlib.import_module(name).register(sub)
    for command in sub.choices.values():  # --profile on every command: refused where not supported yet
        if command.get_default("profiles") is None:
            add_profile_argument(command)
    return parser


class _Output:
    """``sys.stdout`` while a command runs. When the reader goes away (a broken pipe) the
    output is silenced (sent to /dev/null) and the command goes on, so that its exit code is
    kept; any other failure to write raises :class:`OutputError`."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        self.broken = False

    def write(self, text: str) -> int:
        try:
            return int(self._stream.write(text))
        except BrokenPipeError:
            self._silence()
            return len(text)
        except OSError as exc:
            self._silence()  # what could not be written is dropped, at exit too
            raise OutputError(exc.errno, exc.strerror) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._silence()
        except OSError as exc:
            self._silence()
            raise OutputError(exc.errno, exc.strerror) from None

    def _silence(self) -> None:
        if self.broken:
            return
        self.broken = True
        try:
            fd = self._stream.fileno()
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, fd)
            os.close(devnull)
        except (OSError, ValueError, AttributeError):
            pass
        try:
            self._stream.flush()  # the pending text now goes to /dev/null
        except (OSError, ValueError):
            pass

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _whole_writes(stream: Any) -> Any:
    """The process's standard output as a text stream whose every write is whole or fails
    (:class:`belote_ref.files.WholeWrites`: a full disk or ``ulimit -f`` is exit 2, never a
    truncated transcript and exit 0); any other stream (a test's capture) as it is."""
    from .files import WholeWrites

    if stream is not sys.__stdout__ or stream is None:
        return stream
    try:
        fd = stream.fileno()
        stream.flush()
    except (AttributeError, OSError, ValueError):
        return stream
    raw = WholeWrites(fd)
    if getattr(stream, "write_through", False):  # python -u, PYTHONUNBUFFERED: every write goes out at once
        return io.TextIOWrapper(raw, encoding=stream.encoding, errors="backslashreplace", write_through=True)
    return io.TextIOWrapper(io.BufferedWriter(raw), encoding=stream.encoding,
                            errors="backslashreplace", line_buffering=stream.line_buffering)


def _terminate(signum: int, frame: Any) -> None:
    raise Terminated(signum)


def main(argv: Sequence[str] | None = None) -> int:
    saved_stdout = sys.stdout
    saved_handlers: dict[Any, Any] = {}
    args: Any = None
    name = "belote-ref"
    try:
        if getattr(signal.getsignal(signal.SIGINT), "__name__", "") == "_interrupted_early":
            saved_handlers[signal.SIGINT] = signal.signal(signal.SIGINT, signal.default_int_handler)
        for sig in (signal.SIGTERM, signal.SIGHUP):
            try:
                saved_handlers[sig] = signal.signal(sig, _terminate)
            except (ValueError, OSError):  # not the main thread: leave the handlers alone
                pass
        reconfigure = getattr(sys.stdout, "reconfigure", None)
        if reconfigure is not None:  # a terminal that cannot show a suit symbol gets \u2660, not a crash
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):
                pass
        sys.stdout = _Output(_whole_writes(saved_stdout))
        parser = build_parser(command_named(sys.argv[1:] if argv is None else argv))
        args = parser.parse_args(argv)
        name = f"belote-ref {args.command}" if getattr(args, "command", None) else "belote-ref"
        if not getattr(args, "run", None):
            parser.print_help()
            return EXIT_BAD_INPUT
        profile_from_args(args)  # exit 2 for an unknown profile, or one the command does not support yet
        code = int(args.run(args) or 0)
        sys.stdout.flush()
        return code
    except CommandError as exc:
        _report(f"{name}: {exc}")
        return exc.code
    except BeloteError as exc:
        _report(f"{name}: {exc}")
        return EXIT_BAD_INPUT
    except OutputError as exc:
        _report(f"{name}: cannot write to standard output: {exc.strerror or exc}")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        _report("belote-ref: interrupted")
        return EXIT_INTERRUPTED
    except Terminated:
        _report("belote-ref: terminated")
        return EXIT_TERMINATED
    except Exception as exc:  # noqa: BLE001 - last resort: report, never a traceback
        if args is not None and getattr(args, "debug", False):
            raise
        _report(
            f"{name}: internal error: {type(exc).__name__}: {exc} "
            "(this is a bug in belote-ref; rerun with --debug for details)"
        )
        return EXIT_INTERNAL
    finally:
        if isinstance(sys.stdout, _Output):
            try:
                sys.stdout.flush()
            except OSError:
                pass
        sys.stdout = saved_stdout
        for sig, handler in saved_handlers.items():
            try:
                signal.signal(sig, handler)
            except (ValueError, OSError):
                pass


def _report(message: str) -> None:
    """Print a message of one line on stderr: what came from input in it (an option's value, a
    file name) cannot forge another line (:func:`belote_ref.shown.one_line`)."""
    try:
        print(one_line(message), file=sys.stderr)
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


if __name__ == "__main__":  # pragma: no cover
    # Run the imported module's main, not this __main__ copy: commands raise
    # belote_ref.cli.CommandError, which a __main__.CommandError handler would not catch.
    from belote_ref.cli import main as _main

    sys.exit(_main())
