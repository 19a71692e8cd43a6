"""Outputs that cannot be written whole, and outputs that are also inputs (spec/conformance.md,
6b): a short write (a full disk, ``ulimit -f``, /dev/full) on standard output or on an output
file is exit 2 with a message, never exit 0 with a truncated text; an output that is the same
file as an input or as another output (the same path, ``./x`` and ``x``, a symbolic link, a hard
link) is refused before any work, the file left as it was."""

from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import Callable

import pytest

from belote_ref.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent
GOLDEN = ROOT / "corpus" / "golden" / "capot-by-takers.json"
PERFT = next(iter(sorted((ROOT / "corpus" / "perft").glob("*.json"))))


def _file_size_limit(limit: int) -> Callable[[], None]:
    def limit_files() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    return limit_files


def _limited(args: list[str], cwd: Path, limit: int, stdout_file: Path | None) -> subprocess.CompletedProcess[str]:
    out = open(stdout_file, "wb") if stdout_file is not None else subprocess.DEVNULL
    try:
        return subprocess.run([sys.executable, "-m", "belote_ref.cli", *args], cwd=cwd, stdout=out,
                              stderr=subprocess.PIPE, text=True, timeout=300, preexec_fn=_file_size_limit(limit),
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    finally:
        if stdout_file is not None:
            out.close()  # type: ignore[union-attr]


# the report's writing is under test, not the engine: one golden, no steered or seeded hands
KIT = ["conformance", "--hands", "1", "--matches", "0", "--skip", "perft,negative,differential", "--golden", str(GOLDEN),
       "--progress", "none", "--no-shrink", "--out", "out"]

STDOUT_CASES = [
    ["simulate", "--seed", "1"],
    ["replay", str(GOLDEN)],
    ["audit", str(GOLDEN), "--json"],
    ["simulate", "--seed", "2", "--no-legal"],
    KIT,
    [*KIT, "--json", "-"],
    [*KIT, "--junit-xml", "-"],
]


@pytest.mark.parametrize("args", STDOUT_CASES, ids=lambda a: " ".join(a[:1] + a[-2:]))
def test_a_short_write_on_standard_output_is_exit_2(args: list[str], tmp_path: Path) -> None:
    """Standard output is a file on a disk that fills after 1,000 bytes: the command says so and
    exits 2, whatever it was writing (a transcript in one write, a report line by line)."""
    whole = subprocess.run([sys.executable, "-m", "belote_ref.cli", *args], cwd=tmp_path, capture_output=True,
                           timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert whole.returncode in (0, 1), whole.stderr[-2000:]
    limit = min(1000, len(whole.stdout) // 2)
    assert limit > 100
    done = _limited(args, tmp_path, limit, tmp_path / "stdout")
    assert done.returncode == 2, done.stderr[-2000:]
    assert "cannot write to standard output: File too large" in done.stderr
    assert "Traceback" not in done.stderr
    assert (tmp_path / "stdout").stat().st_size <= limit


@pytest.mark.parametrize("args, output", [
    (["simulate", "--seed", "1", "--output", "o.json"], "o.json"),
    ([*KIT, "--json", "o.json"], "o.json"),
    ([*KIT, "--junit-xml", "o.xml"], "o.xml"),
    (["tournament", "--matches", "1", "--deals", "1", "--json", "o.json", "--no-progress"], "o.json"),
])
def test_a_short_write_on_an_output_file_is_exit_2_and_leaves_no_file(args: list[str], output: str,
                                                                     tmp_path: Path) -> None:
    done = _limited(args, tmp_path, 300, None)
    assert done.returncode == 2, done.stderr[-2000:]
    assert f"cannot write {output}: File too large" in done.stderr
    assert not (tmp_path / output).exists()
    assert [p.name for p in tmp_path.iterdir() if p.name != "out"] == []


def test_dev_full_is_exit_2_for_an_output_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--seed", "1", "--output", "/dev/full"]) == 2
    assert "cannot write /dev/full: No space left on device" in capsys.readouterr().err


def _golden_copy(tmp_path: Path) -> Path:
    g = tmp_path / "g.json"
    shutil.copyfile(GOLDEN, g)
    return g


def _perft_copy(tmp_path: Path) -> Path:
    p = tmp_path / "pf.json"
    shutil.copyfile(PERFT, p)
    return p


BASE = ["conformance", "--hands", "0", "--matches", "0", "--skip", "negative", "--progress", "none", "--no-shrink"]


@pytest.mark.parametrize("make, words", [
    (lambda t: ["--json", str(t / "g.json"), "--golden", str(t / "g.json")], "--json {t}/g.json is the same file as --golden {t}/g.json"),
    (lambda t: ["--json", "./g.json", "--golden", "g.json"], "--json ./g.json is the same file as --golden g.json"),
    (lambda t: ["--junit-xml", str(t / "pf.json"), "--perft", str(t / "pf.json"), "--golden", str(t / "g.json")],
     "--junit-xml {t}/pf.json is the same file as --perft {t}/pf.json"),
    (lambda t: ["--json", str(t / "link.json"), "--golden", str(t / "g.json")],
     "--json {t}/link.json is the same file as --golden {t}/g.json"),
    (lambda t: ["--json", str(t / "hard.json"), "--golden", str(t / "g.json")],
     "--json {t}/hard.json is the same file as --golden {t}/g.json"),
    (lambda t: ["--json", str(t / "g.json"), "--golden", str(t)], "--json {t}/g.json is the same file as --golden {t}/g.json"),
])
def test_an_output_that_is_an_input_is_refused_before_any_work(make: Callable[[Path], list[str]], words: str,
                                                                tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    g, pf = _golden_copy(tmp_path), _perft_copy(tmp_path)
    (tmp_path / "link.json").symlink_to(g)
    os.link(g, tmp_path / "hard.json")
    before = {p: p.read_bytes() for p in (g, pf)}
    code = main([*BASE, *make(tmp_path)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert words.format(t=tmp_path) in err
    assert {p: p.read_bytes() for p in (g, pf)} == before
    assert not (tmp_path / "conformance-out").exists(), "no work was done"


@pytest.mark.parametrize("command", [
    ["conformance", "--hands", "0", "--matches", "0", "--skip", "negative,golden,perft", "--progress", "none"],
    ["check-client", "--listen", "--connect-time", "1"],
])
@pytest.mark.parametrize("second", ["x.out", "./x.out", "link.out"])
def test_two_outputs_on_one_file_are_refused(command: list[str], second: str, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "link.out").symlink_to("x.out")
    assert main([*command, "--json", "x.out", "--junit-xml", second]) == 2
    assert f"--junit-xml {second} is the same file as --json x.out" in capsys.readouterr().err
    assert not (tmp_path / "x.out").exists()


def test_export_refuses_an_output_that_is_its_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from belote_ref.table.store import Store

    db = tmp_path / "t.db"
    Store(db).close()
    before = db.read_bytes()
    assert main(["export", "r1", "--db", str(db), "--output", str(db)]) == 2
    assert f"--output {db} is the same file as --db {db}" in capsys.readouterr().err
    assert db.read_bytes() == before


def test_check_client_refuses_an_out_that_is_a_file_before_any_work(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """--out names a file: refused at once (exit 2), not once every session has run; --listen
    would otherwise wait for a client for ever."""
    (tmp_path / "a-file").write_text("x\n")
    assert main(["check-client", "--listen", "--out", str(tmp_path / "a-file"), "--quiet"]) == 2
    assert f"--out {tmp_path / 'a-file'}: is a file, not a folder" in capsys.readouterr().err


@pytest.mark.skipif(os.geteuid() != 0, reason="making a file of another user needs root")
@pytest.mark.parametrize("command", [["simulate", "--seed", "1", "--output"],
                                     ["tournament", "--matches", "1", "--deals", "1", "--no-progress", "--json"]])
def test_a_link_to_another_users_file_is_refused_not_replaced(command: list[str], tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """As root, ``--output link`` where the link points to a file of another user (a system file,
    say) is refused before any work (exit 2); the file is left as it was (spec/conformance.md,
    6b, Symbolic links)."""
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    os.chown(victim, 65534, 65534)
    link = tmp_path / "link"
    link.symlink_to(victim)
    assert main([*command, str(link)]) == 2
    err = capsys.readouterr().err
    assert f"{link}: is a symbolic link to {victim}, a file of another user (uid 65534)" in err
    assert victim.read_text() == "precious\n" and link.is_symlink()


def test_a_link_to_ones_own_file_is_followed(tmp_path: Path) -> None:
    """The link is followed, as a shell's ``>`` follows it: the file it points to is written
    and the link stays a link."""
    mine = tmp_path / "mine.json"
    mine.write_text("old\n")
    link = tmp_path / "link.json"
    link.symlink_to(mine)
    assert main(["simulate", "--seed", "1", "--output", str(link)]) == 0
    assert link.is_symlink() and mine.read_text().startswith('{\n  "format": "belote-ref-transcript"')
