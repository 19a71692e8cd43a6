"""Containment of the processes a command starts (spec/conformance.md, 6b, Processes): the
command becomes a child subreaper (Linux ``prctl(PR_SET_CHILD_SUBREAPER)``), so a descendant of
an engine or a client that leaves its session (``setsid()``, a double fork) is re-parented to the
command, not to process 1; :func:`stop_adopted` kills and reaps every such process."""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import time
from typing import Iterator

PR_SET_CHILD_SUBREAPER = 36
PR_GET_CHILD_SUBREAPER = 37

_state: dict[str, object] = {"depth": 0, "before": frozenset()}
_started: set[int] = set()
"""The processes started on purpose (engines, clients) while they run: never "adopted"."""


def _prctl(option: int, arg: int | ctypes.c_int) -> int:
    libc = ctypes.CDLL(None, use_errno=True)
    return int(libc.prctl(option, arg, 0, 0, 0))


def _subreaper() -> bool | None:
    """Whether this process is a child subreaper now; None where it cannot be one."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        flag = ctypes.c_int(0)
        if _prctl(PR_GET_CHILD_SUBREAPER, ctypes.byref(flag)) != 0:  # type: ignore[arg-type]
            return None
        return bool(flag.value)
    except (OSError, AttributeError):  # pragma: no cover - no libc prctl
        return None


def _set_subreaper(on: bool) -> None:
    try:
        _prctl(PR_SET_CHILD_SUBREAPER, int(on))
    except (OSError, AttributeError):  # pragma: no cover - no libc prctl
        pass


def children() -> set[int]:
    """The child processes of this process (zombies included) in another session than its own,
    read from /proc: an engine, a client, or what they started and left behind. A child in this
    process's own session (a worker pool, multiprocessing's fork server) is none of them: a
    process can leave a session, never join one, so nothing an engine started is ever in it."""
    me = os.getpid()
    session = os.getsid(0)
    found: set[int] = set()
    try:
        names = os.listdir("/proc")
    except OSError:  # pragma: no cover - no /proc
        return found
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as fh:
                stat = fh.read()
        except OSError:
            continue
        fields = stat[stat.rfind(b")") + 2:].split()
        if len(fields) > 3 and int(fields[1]) == me and int(fields[3]) != session:
            found.add(int(name))
    return found


def started(pid: int) -> None:
    """Note a process started on purpose (an engine, a client): not adopted while it runs."""
    _started.add(pid)


def ended(pid: int) -> None:
    """The process started on purpose has been stopped and waited for."""
    _started.discard(pid)


def stop_adopted(group: int | None = None, grace: float = 2.0) -> None:
    """Kill and reap every process re-parented to this one since :func:`contained` began
    (none outside it), again until none is left; with ``group``, also wait (``grace`` seconds
    at most) until that process group is empty, since its killed members re-parent their own
    children as they die."""
    if not _state["depth"]:
        return
    before = _state["before"]
    assert isinstance(before, frozenset)
    deadline = time.monotonic() + grace
    while True:
        adopted = children() - before - _started
        for pid in adopted:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        for pid in adopted:
            try:
                os.waitpid(pid, 0)
            except (ChildProcessError, OSError):
                pass
        alive = False
        if group is not None:
            try:
                os.killpg(group, signal.SIGKILL)
                alive = True
            except (ProcessLookupError, PermissionError):
                pass
        if not adopted and not alive:
            return
        if time.monotonic() > deadline:  # pragma: no cover - a process SIGKILL does not end
            return
        if not adopted:
            time.sleep(0.005)


@contextlib.contextmanager
def contained() -> Iterator[None]:
    """While the block runs this process is a child subreaper (where the system has one); at its
    end, however it ends, every process re-parented to it is killed and reaped."""
    was = _subreaper()
    outer = bool(_state["depth"])
    if not outer:
        _state["before"] = frozenset(children())
        if was is False:
            _set_subreaper(True)
    _state["depth"] = int(str(_state["depth"])) + 1
    try:
        yield
    finally:
        try:
            stop_adopted()
        finally:
            _state["depth"] = int(str(_state["depth"])) - 1
            if not outer and was is False:
                _set_subreaper(False)


__all__ = ["children", "contained", "ended", "started", "stop_adopted"]
