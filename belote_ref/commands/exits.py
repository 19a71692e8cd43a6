"""Exit codes shared by every ``belote-ref`` command, and the error a command reports as a
message and an exit code (see :mod:`belote_ref.cli`)."""

from __future__ import annotations

EXIT_OK = 0
EXIT_DEPARTURE = 1
EXIT_BAD_INPUT = 2
EXIT_INTERNAL = 70
EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143


class CommandError(Exception):
    """A failure a command reports as a message and an exit code (never a traceback)."""

    def __init__(self, message: str, code: int = EXIT_BAD_INPUT) -> None:
        super().__init__(message)
        self.code = code


class Terminated(BaseException):
    """SIGTERM or SIGHUP arrived: unwind like Ctrl-C, so that every ``finally`` runs (exit 143)."""
