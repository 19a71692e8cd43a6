"""Class sweep of issue 35 section 3 (d): SIGINT (Ctrl-C) and SIGTERM sent to the whole process
group of every long-running command, in the middle of its work: exit 130 (SIGINT) or 143
(SIGTERM), the one-line message ``belote-ref: interrupted`` or ``belote-ref: terminated``, no
traceback from the command or any process it started, and nothing left in its session
(spec/conformance.md, 6b, Signals and Processes; docs/limits.md). The servers (``serve``) are
tests/hostile/test_signals.py's.

"In the middle of its work" is read off the processes, not off a clock: the signal is sent once
the command's session (the command, its workers, engine or client) has used a second of
processor time (the command's start-up, the imports, takes about a third of that; workers are
started after it), and each command is given far more work than that second, so it cannot end
first on any machine; a busy machine only makes the test wait longer.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import pytest

from .test_output_sweep import MUTANT
from .test_signals import _session_members, assert_session_ends, signalled

ROOT = Path(__file__).resolve().parent.parent.parent
GOLDEN = ROOT / "corpus" / "golden"
WAIT = 300.0
"""Seconds to wait for what must happen (a hang detector, generous for a busy machine)."""
BUSY_S = 1.0
"""Processor time the command has used when it is signalled: past its start-up, in its work."""
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def _audit_folder(tmp: Path) -> list[str]:
    folder = tmp / "logs"
    folder.mkdir()
    for i in range(200):  # 200 copies of every golden: a minute of auditing
        for f in GOLDEN.glob("*.json"):
            (folder / f"{i}-{f.name}").write_bytes(f.read_bytes())
    return [str(folder)]


# name -> the command's arguments, given a scratch folder
COMMANDS: dict[str, Callable[[Path], list[str]]] = {
    "play": lambda tmp: ["play", "--players", "random,random", "-o", "target=100000"],
    "simulate": lambda tmp: ["simulate", "-o", "target=100000", "--output", str(tmp / "m.json")],
    "tournament": lambda tmp: ["tournament", "--players", "random,random", "--deals", "100000", "--matches", "0",
                               "--no-progress"],
    "tournament --jobs 2": lambda tmp: ["tournament", "--players", "random,random", "--deals", "100000",
                                        "--matches", "0", "--no-progress", "--jobs", "2"],
    "audit": lambda tmp: ["audit", *_audit_folder(tmp)],
    "audit --jobs 2": lambda tmp: ["audit", "--jobs", "2", *_audit_folder(tmp)],
    "conformance": lambda tmp: ["conformance", "--hands", "100000", "--progress", "none", "--no-shrink"],
    "check-client": lambda tmp: ["check-client", "--client", f"{MUTANT} good", "--turn-time", "30",
                                 "--connect-time", "120", "--quiet"],
}


def _cpu_seconds(sid: int) -> float:
    """The processor time (user and system) the processes of session ``sid`` have used, from
    /proc: the command's, and its workers', engine's or client's."""
    total = 0
    for pid in _session_members(sid):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # gone meanwhile
            continue
        total += int(fields[11]) + int(fields[12])
    return total / CLOCK_TICKS


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads a process's time and its session through /proc")
@pytest.mark.parametrize("sig, code, words", [(signal.SIGINT, 130, "belote-ref: interrupted"),
                                              (signal.SIGTERM, 143, "belote-ref: terminated")],
                         ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_long_command_signalled_in_its_work_stops_quietly(command: str, sig: int, code: int, words: str,
                                                            tmp_path: Path) -> None:
    args = COMMANDS[command](tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", *args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, cwd=tmp_path, start_new_session=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    def ready() -> None:
        deadline = time.monotonic() + WAIT
        while _cpu_seconds(proc.pid) < BUSY_S:
            assert proc.poll() is None, f"{command} ended before its work was signalled: {proc.returncode}"
            assert time.monotonic() < deadline, f"{command} used under {BUSY_S} s of processor time in {WAIT} s"
            time.sleep(0.05)

    err = signalled(proc, sig, ready)
    assert proc.returncode == code, (proc.returncode, err)
    assert words in err, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert_session_ends(proc.pid)  # its workers, engine or client end with it
