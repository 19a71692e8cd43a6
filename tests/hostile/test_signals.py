"""Class sweep of issue 35 section 3 (d): Ctrl-C and SIGTERM sent to a server's whole process group
(what a terminal's Ctrl-C does) stop it quietly, its worker processes included: no traceback
from any of them, and nothing left in its session (spec/conformance.md, 6b, Signals)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
WAIT = 120.0
"""Seconds to wait for what must happen (a hang detector, generous for a busy machine)."""


def _session_members(sid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.getsid(int(entry)) == sid:
                    found.append(int(entry))
            except OSError:
                pass
    return found


def signalled(proc: subprocess.Popen[str], sig: int, ready: Callable[[], None]) -> str:
    """Once ``ready()`` returns, send ``sig`` to the process group of ``proc`` and wait for it
    (a hang detector); answer its standard error. Whatever happens, nothing of it is left
    running (its group is killed)."""
    try:
        ready()
        os.killpg(proc.pid, sig)
        _, err = proc.communicate(timeout=WAIT)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    return err


def assert_session_ends(sid: int) -> None:
    """Every process of session ``sid`` (workers, engines, clients) ends soon."""
    deadline = time.monotonic() + WAIT
    while _session_members(sid):
        assert time.monotonic() < deadline, f"left in the session: {_session_members(sid)}"
        time.sleep(0.1)


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="lists a session's processes through /proc")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_serve_stopped_by_a_process_group_signal_is_quiet(sig: int, tmp_path: Path) -> None:
    """A room of four AI seats keeps the AI worker processes busy; the signal reaches the server
    and every worker at once: exit 0 (a server's normal stop), no traceback, no process left."""
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "serve", "--port", "0", "--ai-workers", "2",
                             "--db", str(tmp_path / "t.sqlite3"), "--room", "normal,normal,normal,normal"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, start_new_session=True)
    def ready() -> None:
        assert proc.stdout is not None
        assert "listening on http://127.0.0.1:" in proc.stdout.readline()
        assert proc.stdout.readline().startswith("room ")
        deadline = time.monotonic() + WAIT  # the AI workers are started at the room's first decision
        while len(_session_members(proc.pid)) < 4:  # the server, the fork server, two workers
            assert time.monotonic() < deadline, _session_members(proc.pid)
            time.sleep(0.1)
        time.sleep(0.5)

    err = signalled(proc, sig, ready)
    assert proc.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert_session_ends(proc.pid)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("command", ["serve", "view"])
def test_a_server_signalled_as_soon_as_it_prints_its_address_stops(command: str, sig: int, tmp_path: Path) -> None:
    """The signal sent the moment the address line is read (before uvicorn has put its own
    handlers in place) stops the server: exit 0 and its stop line. Before issue 35's sweep it
    was noted and forgotten: the server then ran until killed."""
    args = (["serve", "--port", "0", "--db", str(tmp_path / "t.sqlite3")] if command == "serve"
            else ["view", "--no-browser", "--port", "0", str(ROOT / "corpus" / "golden" / "all-pass-void-hand.json")])
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=tmp_path,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, start_new_session=True)

    def ready() -> None:
        assert proc.stdout is not None
        assert "http://127.0.0.1:" in proc.stdout.readline()

    err = signalled(proc, sig, ready)
    assert proc.returncode == 0, err
    assert err.strip().endswith(f"belote-ref {command}: stopped"), err
    assert "Traceback" not in err, err
