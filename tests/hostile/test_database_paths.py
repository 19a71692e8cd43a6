"""``serve --db`` and ``export --db`` on a path that cannot hold the database: exit 3 with a
sentence naming the file, never an internal error (70), and no lock file left anywhere: not after
a refusal, not beside ``/dev/null``, not after a port in use (exit 4), which leaves no fresh
database either; an empty ``--db`` is refused (exit 2), never the default (TABLE-DATABASE;
spec/conformance.md, 6b)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


def _belote(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "belote_ref.cli", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})


def _listing(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.mark.parametrize("where, words", [
    ("missing/x.db", "missing/x.db cannot be created: the folder missing does not exist (or is no folder)"),
    ("a-file/x.db", "a-file/x.db cannot be created: the folder a-file does not exist (or is no folder)"),
])
def test_serve_on_a_folder_that_cannot_take_the_database_is_exit_3(where: str, words: str, tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("not a folder\n")
    before = _listing(tmp_path)
    done = _belote(["serve", "--db", where, "--port", "0"], tmp_path)
    assert done.returncode == 3, done.stderr
    assert done.stderr == f"belote-ref serve: {words}\n"
    assert _listing(tmp_path) == before


@pytest.mark.skipif(not os.path.isdir("/sys") or os.access("/sys", os.W_OK) and os.geteuid() != 0,
                    reason="needs a read-only folder")
def test_serve_in_a_read_only_folder_is_exit_3(tmp_path: Path) -> None:
    done = _belote(["serve", "--db", "/sys/belote-test.db", "--port", "0"], tmp_path)
    assert done.returncode == 3, done.stderr
    assert done.stderr.startswith("belote-ref serve: /sys/belote-test.db cannot be used: its lock file "
                                  "/sys/belote-test.db.lock cannot be made")
    assert not Path("/sys/belote-test.db.lock").exists()


def test_serve_on_dev_null_is_refused_and_makes_no_lock_beside_it(tmp_path: Path) -> None:
    existed = Path("/dev/null.lock").exists()
    done = _belote(["serve", "--db", "/dev/null", "--port", "0"], tmp_path)
    assert done.returncode == 3, done.stderr
    assert done.stderr == ("belote-ref serve: /dev/null is not a database file (a device, a FIFO or a socket): "
                           "give a file's path\n")
    assert Path("/dev/null.lock").exists() == existed
    if not existed:
        assert not Path("/dev/null.lock").exists()


def test_a_refused_database_leaves_no_lock_file(tmp_path: Path) -> None:
    (tmp_path / "foreign.db").write_text("this is no SQLite file\n" * 10)
    done = _belote(["serve", "--db", "foreign.db", "--port", "0"], tmp_path)
    assert done.returncode == 3, done.stderr
    assert _listing(tmp_path) == ["foreign.db"]


def test_a_port_in_use_leaves_no_lock_and_no_fresh_database(tmp_path: Path) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    try:
        port = taken.getsockname()[1]
        done = _belote(["serve", "--db", "fresh.db", "--port", str(port)], tmp_path)
    finally:
        taken.close()
    assert done.returncode == 4, done.stderr
    assert _listing(tmp_path) == []


@pytest.mark.parametrize("command", [["serve", "--port", "0"], ["export", "--list"]])
def test_an_empty_db_path_is_refused_not_the_default(command: list[str], tmp_path: Path) -> None:
    done = _belote([*command, "--db", ""], tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stderr == (f"belote-ref {command[0]}: --db: the database path cannot be empty (leave --db out for "
                           "the default belote-table.sqlite3)\n")
    assert _listing(tmp_path) == []
