"""The ``belote-ref`` command line. Each subcommand lives in ``belote_ref/commands/`` and
registers itself through :data:`COMMAND_MODULES`.

Exit codes shared by every subcommand: 0 success; 1 a rule departure was found; 2 bad input
(unreadable file, bad option, malformed transcript) or, for ``conformance``, an engine that could
not be driven; 3 (``serve``, ``export``) the table database cannot be used; 4 (``serve``) the
host and port cannot be listened on; 70 an internal error of belote-ref itself (reported without a
traceback unless ``--debug``).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

from .errors import BeloteError

EXIT_OK = 0
EXIT_DEPARTURE = 1
EXIT_BAD_INPUT = 2
EXIT_INTERNAL = 70

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
    "belote_ref.commands.check_client",
]


class CommandError(Exception):
    """A failure a command reports as a message and an exit code (never a traceback)."""

    def __init__(self, message: str, code: int = EXIT_BAD_INPUT) -> None:
        super().__init__(message)
        self.code = code


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="belote-ref",
        description="Reference implementation and conformance kit for classic team Belote.",
    )
    parser.add_argument("--debug", action="store_true", help="show a traceback on internal errors")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return EXIT_BAD_INPUT
    try:
        return int(args.run(args) or 0)
    except CommandError as exc:
        print(f"belote-ref {args.command}: {exc}", file=sys.stderr)
        return exc.code
    except BeloteError as exc:
        print(f"belote-ref {args.command}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("belote-ref: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # noqa: BLE001 - last resort: report, never a traceback
        if args.debug:
            raise
        print(
            f"belote-ref {args.command}: internal error: {type(exc).__name__}: {exc} "
            "(this is a bug in belote-ref; rerun with --debug for details)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL


if __name__ == "__main__":  # pragma: no cover
    # Run the imported module's main, not this __main__ copy: commands raise
    # belote_ref.cli.CommandError, which a __main__.CommandError handler would not catch.
    from belote_ref.cli import main as _main

    sys.exit(_main())
