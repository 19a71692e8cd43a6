"""Class sweep of issue 35 section 3 (a): a full disk on every output of every command. Standard
output and each output file, under a file-size limit (``ulimit -f``: a disk that fills in mid-write)
or on ``/dev/full``: exit 2, a message naming the output, never exit 0 with a truncated text, never
a traceback (spec/conformance.md, 6b, A short write is an error; docs/limits.md, Outputs)."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Iterator

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
GOLDEN = ROOT / "corpus" / "golden" / "capot-by-takers.json"
MUTANT = f"{sys.executable} -m belote_ref.clients.mutants"
CHECK = ["check-client", "--session", "golden", "--target", "100", "--turn-time", "30", "--connect-time", "120",
         "--quiet"]
# the report's writing is under test, not the engine: one golden, no steered or seeded hands
KIT = ["conformance", "--hands", "1", "--matches", "0", "--skip", "perft,negative,differential", "--golden", str(GOLDEN),
       "--progress", "none", "--no-shrink"]
TOURNAMENT = ["tournament", "--matches", "1", "--deals", "1", "--no-progress", "--players", "random,random"]


def _file_size_limit(limit: int) -> Callable[[], None]:
    def limit_files() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    return limit_files


def _run(args: list[str], cwd: Path, stdout: object, limit: int | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "belote_ref.cli", *args], cwd=cwd, stdout=stdout,  # type: ignore[call-overload]
                          stderr=subprocess.PIPE, text=True, timeout=600,
                          preexec_fn=None if limit is None else _file_size_limit(limit),
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """A table database holding one finished match of four AI seats, for ``export``."""
    from ..table.helpers import create_room, http, running_server

    db = tmp_path_factory.mktemp("db") / "t.sqlite3"
    with running_server(db) as server:
        made, _ = create_room(server.url, [{"occupant": "ai", "level": "easy"}] * 4, seed=1, options={"target": 1})
        deadline = time.monotonic() + 300  # a hang detector only
        while not http("GET", f"{server.url}/api/rooms/{made['id']}")[1]["over"]:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    yield db, made["id"]


STDOUT = {
    "simulate": lambda db, rid: ["simulate", "--seed", "1"],
    "play": lambda db, rid: ["play", "--seed", "1", "--players", "random"],
    "replay": lambda db, rid: ["replay", str(GOLDEN)],
    "audit": lambda db, rid: ["audit", str(GOLDEN)],
    "audit --json": lambda db, rid: ["audit", str(GOLDEN), "--json"],
    "tournament": lambda db, rid: TOURNAMENT,
    "export": lambda db, rid: ["export", rid, "--db", str(db)],
    "export --list": lambda db, rid: ["export", "--list", "--db", str(db)],
    "corpus check": lambda db, rid: ["corpus", "check", "--dir", str(ROOT / "corpus")],
    "conformance": lambda db, rid: KIT,
    "check-client": lambda db, rid: [*CHECK, "--client", f"{MUTANT} good"],
}


@pytest.mark.parametrize("name", sorted(STDOUT))
def test_standard_output_on_dev_full_is_exit_2(name: str, room: tuple[Path, str], tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        done = _run(STDOUT[name](*room), tmp_path, full)
    assert done.returncode == 2, done.stderr[-2000:]
    assert done.stderr.endswith("cannot write to standard output: No space left on device\n"), done.stderr[-2000:]
    assert "Traceback" not in done.stderr


# export reads its database through SQLite, which writes a 32 KiB shared-memory file beside it:
# a file-size limit below that makes the database unusable (exit 3) before any output is written.
LIMITED = sorted(set(STDOUT) - {"export", "export --list"})


@pytest.mark.parametrize("name", LIMITED)
def test_standard_output_on_a_disk_that_fills_is_exit_2(name: str, room: tuple[Path, str], tmp_path: Path) -> None:
    """Standard output is a file on a disk that fills after a few bytes (fewer than the command
    writes): exit 2 and the output named; what it wrote before the failure is kept, no more."""
    args = STDOUT[name](*room)
    whole = _run(args, tmp_path, subprocess.PIPE)
    assert whole.returncode in (0, 1), whole.stderr[-2000:]
    limit = min(200, len(whole.stdout.encode()) // 2)
    assert limit >= 5
    with open(tmp_path / "stdout", "w") as out:
        done = _run(args, tmp_path, out, limit)
    assert done.returncode == 2, done.stderr[-2000:]
    assert "cannot write" in done.stderr and "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert (tmp_path / "stdout").stat().st_size <= limit


FILES = {
    "simulate --output": lambda db, rid: ["simulate", "--seed", "1", "--output"],
    "play --output": lambda db, rid: ["play", "--seed", "1", "--players", "random", "--output"],
    "tournament --json": lambda db, rid: [*TOURNAMENT, "--json"],
    "export --output": lambda db, rid: ["export", rid, "--db", str(db), "--output"],
    "conformance --json": lambda db, rid: [*KIT, "--json"],
    "conformance --junit-xml": lambda db, rid: [*KIT, "--junit-xml"],
    "check-client --json": lambda db, rid: [*CHECK, "--client", f"{MUTANT} good", "--json"],
    "check-client --junit-xml": lambda db, rid: [*CHECK, "--client", f"{MUTANT} good", "--junit-xml"],
}


@pytest.mark.parametrize("name", sorted(FILES))
def test_an_output_file_on_dev_full_is_exit_2_naming_it(name: str, room: tuple[Path, str], tmp_path: Path) -> None:
    done = _run([*FILES[name](*room), "/dev/full"], tmp_path, subprocess.DEVNULL)
    assert done.returncode == 2, done.stderr[-2000:]
    assert done.stderr.endswith("cannot write /dev/full: No space left on device\n"), done.stderr[-2000:]


@pytest.mark.parametrize("name", sorted(set(FILES) - {"export --output"}))
def test_an_output_file_on_a_disk_that_fills_is_exit_2_and_no_file(name: str, room: tuple[Path, str],
                                                                   tmp_path: Path) -> None:
    """A file-size limit of 300 bytes (every file of the command: check-client's own database
    first, then its report): exit 2 with a message saying what could not be written, and no
    truncated output file."""
    done = _run([*FILES[name](*room), "o.out"], tmp_path, subprocess.DEVNULL, 300)
    assert done.returncode == 2, done.stderr[-2000:]
    assert "cannot write" in done.stderr and "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert not (tmp_path / "o.out").exists()
