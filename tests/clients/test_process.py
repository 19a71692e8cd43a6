"""The client's process (belote_ref.clients.process): its own process group, bounded output,
and nothing it started left running after kill()."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from belote_ref.clients.process import ClientProcess, ClientStartError, Tail, descendants

PY = sys.executable
WAIT = 120.0
"""Seconds to wait for what must happen (a hang detector, generous for a busy machine)."""


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def gone(pids: list[int]) -> bool:
    """Whether none of ``pids`` runs once killed processes had time to die (at most WAIT s)."""
    deadline = time.monotonic() + WAIT
    while any(running(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.02)
    return not any(running(p) for p in pids)


needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")


def test_tail_keeps_the_end_and_counts_the_rest() -> None:
    t = Tail(limit=10)
    t.add(b"0123456789")
    t.add(b"abcde")
    assert t.total == 15
    assert t.text() == "[... 5 earlier bytes not kept]\n56789abcde"


def test_a_command_that_does_not_exist() -> None:
    with pytest.raises(ClientStartError, match="could not start '/no/such/client'"):
        ClientProcess(["/no/such/client"]).start()
    with pytest.raises(ClientStartError, match="empty"):
        ClientProcess([]).start()


def test_the_client_gets_its_arguments_and_environment_and_its_output_is_bounded() -> None:
    script = ("import os, sys; print(sys.argv[1:], os.environ['BELOTE_SEAT']); "
              "sys.stdout.write('x' * 1_000_000); sys.stderr.write('done'); sys.exit(4)")
    p = ClientProcess([PY, "-c", script], ["--seat=2"], {"BELOTE_SEAT": "2"})
    p.start()
    deadline = time.monotonic() + WAIT
    while p.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    p.kill()
    assert p.exit_text() == "exited with status 4"
    assert p.stdout.total == len("['--seat=2'] 2\n") + 1_000_000
    assert len(p.stdout.data) == 16_384
    assert p.output().startswith("stderr: done\nstdout: ...")


@needs_proc
def test_kill_ends_the_group_and_a_process_that_left_it() -> None:
    script = ("import subprocess, sys, time\n"
              "s = [sys.executable, '-c', 'import time; time.sleep(300)']\n"
              "a = subprocess.Popen(s)\n"
              "b = subprocess.Popen(s, start_new_session=True)\n"
              "print(a.pid, b.pid, flush=True)\n"
              "time.sleep(300)\n")
    p = ClientProcess([PY, "-c", script])
    p.start()
    deadline = time.monotonic() + WAIT
    while len(p.stdout.text().split()) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    kids = [int(x) for x in p.stdout.text().split()]
    assert set(kids) <= set(descendants(p.pid or 0))
    p.scan()
    p.kill()
    assert p.exit_text() == "was killed by signal SIGKILL"
    assert gone(kids)


@needs_proc
def test_a_grandchild_of_a_client_that_already_exited_is_killed_too(tmp_path: Path) -> None:
    """The client starts a process in a session of its own and exits once it has been seen: the
    process was seen while the client ran, so kill() still ends it."""
    seen = tmp_path / "seen"
    script = ("import os, subprocess, sys, time\n"
              "b = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(300)'], start_new_session=True)\n"
              "print(b.pid, flush=True)\n"
              f"while not os.path.exists({str(seen)!r}):\n"
              "    time.sleep(0.02)\n")
    p = ClientProcess([PY, "-c", script])
    p.start()
    deadline = time.monotonic() + WAIT
    while not p.stdout.text().strip() and time.monotonic() < deadline:
        time.sleep(0.02)
    p.scan()
    seen.touch()  # the client exits now
    kid = int(p.stdout.text().split()[0])
    while p.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert p.poll() == 0 and running(kid)
    p.kill()
    assert gone([kid])


def test_kill_twice_and_before_start() -> None:
    ClientProcess([PY, "-c", "pass"]).kill()
    p = ClientProcess([PY, "-c", "import time; time.sleep(30)"])
    p.start()
    p.kill()
    p.kill()
    assert p.poll() is not None
