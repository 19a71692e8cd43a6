"""Nothing the kit or check-client starts survives it, not even a descendant that left the
engine's session (``setsid()``, a double fork): the command is a child subreaper, so such a
process comes back to it and is killed (spec/conformance.md, 6b, Processes). Checked after a
normal end, a failure, Ctrl-C and SIGTERM; and the exit codes 130 and 143 with no traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent

ESCAPER = textwrap.dedent('''
    import os, subprocess, sys, time
    pidfile, then = sys.argv[1], sys.argv[2:]
    pids = []
    # 1. a child in a session of its own (setsid)
    pids.append(subprocess.Popen(["sleep", "300"], start_new_session=True, stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).pid)
    # 2. a daemon: fork, setsid, fork again, the middle process exits
    r, w = os.pipe()
    middle = os.fork()
    if middle == 0:
        os.setsid()
        grandchild = os.fork()
        if grandchild == 0:
            os.close(r)
            os.write(w, str(os.getpid()).encode() + b"\\n")
            os.close(w)
            for fd in (0, 1, 2):
                os.dup2(os.open(os.devnull, os.O_RDWR), fd)
            time.sleep(300)
            os._exit(0)
        os._exit(0)
    os.close(w)
    pids.append(int(os.read(r, 100).split()[0]))
    os.waitpid(middle, 0)
    with open(pidfile, "a") as f:
        f.write(" ".join(map(str, pids)) + "\\n")
    if then:
        os.execv(then[0], then)
    sys.exit(5)
''')


def _alive(pid: int) -> bool:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return fields[0] != "Z"


def _pids(pidfile: Path) -> list[int]:
    return [int(x) for line in pidfile.read_text().splitlines() for x in line.split()] if pidfile.exists() else []


def _cleanup(pids: list[int]) -> None:
    for pid in pids:  # the processes this test made, by their id, should the check fail
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


def _kit(tmp_path: Path, pidfile: Path, adapter: bool, hands: str) -> list[str]:
    script = tmp_path / "escaper.py"
    script.write_text(ESCAPER, encoding="utf-8")
    then = f" {sys.executable} -m belote_ref.cli adapter" if adapter else ""
    return [sys.executable, "-m", "belote_ref.cli", "conformance", "--engine",
            f"{sys.executable} {script} {pidfile}{then}", "--hands", hands, "--matches", "0",
            "--skip", "perft,golden,negative", "--progress", "none", "--no-shrink", "--out", str(tmp_path / "out")]


@pytest.mark.parametrize("adapter, code", [(True, 0), (False, 2)])
def test_a_descendant_that_left_the_session_dies_with_the_kit(adapter: bool, code: int, tmp_path: Path) -> None:
    """A normal end (the escaper then becomes the reference adapter: exit 0) and a failure (it
    exits: three crashes, exit 2): every escaped process of every start is gone after the kit."""
    pidfile = tmp_path / "pids"
    try:
        done = subprocess.run(_kit(tmp_path, pidfile, adapter, "2"), cwd=ROOT, capture_output=True, text=True,
                              timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert done.returncode == code, done.stderr[-3000:]
        pids = _pids(pidfile)
        assert len(pids) >= 2, done.stderr[-2000:]
        time.sleep(0.2)
        assert [p for p in pids if _alive(p)] == []
    finally:
        _cleanup(_pids(pidfile))


@pytest.mark.parametrize("sig, code, word", [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")])
def test_escaped_descendants_die_on_ctrl_c_and_sigterm(sig: int, code: int, word: str, tmp_path: Path) -> None:
    pidfile = tmp_path / "pids"
    kit = subprocess.Popen(_kit(tmp_path, pidfile, True, "100000"), cwd=ROOT, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, start_new_session=True,
                           env={**os.environ, "PYTHONPATH": str(ROOT)},
                           preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.monotonic() + 120
        while not _pids(pidfile) and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(1.0)
        os.kill(kit.pid, sig)
        out, err = kit.communicate(timeout=120)
        assert kit.returncode == code, err[-2000:]
        assert f"belote-ref: {word}" in err and "Traceback" not in err
        pids = _pids(pidfile)
        assert len(pids) >= 2
        assert [p for p in pids if _alive(p)] == []
    finally:
        if kit.poll() is None:
            kit.kill()
            kit.wait()
        _cleanup(_pids(pidfile))


def test_a_client_descendant_that_left_the_session_dies_with_check_client(tmp_path: Path) -> None:
    """check-client's client command escapes the same way, then exits without playing: the
    check fails, and no escaped process is left."""
    pidfile = tmp_path / "pids"
    script = tmp_path / "escaper.py"
    script.write_text(ESCAPER, encoding="utf-8")
    try:
        done = subprocess.run([sys.executable, "-m", "belote_ref.cli", "check-client", "--client",
                               f"{sys.executable} {script} {pidfile}", "--session", "golden", "--quiet",
                               "--out", str(tmp_path / "out"), "--connect-time", "5"],
                              cwd=ROOT, capture_output=True, text=True, timeout=300,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert done.returncode not in (0, 70), done.stderr[-2000:]
        assert "Traceback" not in done.stderr
        pids = _pids(pidfile)
        assert len(pids) >= 2, (done.stdout[-2000:], done.stderr[-2000:])
        time.sleep(0.2)
        assert [p for p in pids if _alive(p)] == []
    finally:
        _cleanup(_pids(pidfile))


@pytest.mark.parametrize("sig, code, word", [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")])
def test_check_client_ends_on_sigterm_with_143_and_on_ctrl_c_with_130(sig: int, code: int, word: str,
                                                                     tmp_path: Path) -> None:
    """check-client --listen waits for a client started by hand: the signal ends it with the
    exit code every command uses (the README says 143 for SIGTERM), no traceback."""
    check = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "check-client", "--listen", "--session", "golden",
                              "--out", str(tmp_path / "out"), "--quiet"], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True,
                             env={**os.environ, "PYTHONPATH": str(ROOT)},
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert check.stdout is not None
        first = check.stdout.readline()  # the session's room, seat and token: the server listens
        assert first, check.stderr.read() if check.stderr else ""
        time.sleep(0.5)
        os.kill(check.pid, sig)
        out, err = check.communicate(timeout=120)
        assert check.returncode == code, err[-2000:]
        assert f"belote-ref: {word}" in err and "Traceback" not in err
    finally:
        if check.poll() is None:
            check.kill()
            check.wait()
