"""Hostile and careless command lines: every numeric option refuses NaN, infinities, zero or
negative values and huge values with a message naming it (exit 2); repeated options are
refused; ``--jobs`` is capped at the CPUs; outputs that cannot be written are refused before any
work; a closed pipe keeps the exit code; a full disk is exit 2; Ctrl-C at any instant is quiet."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from belote_ref.cli import main
from belote_ref.commands.options import cpu_count
from belote_ref.ruleset import OPTION_CHOICES

ROOT = Path(__file__).resolve().parent.parent.parent
NEGATIVE = ROOT / "corpus" / "negative"
WAIT = 120.0
"""Seconds to wait for what must happen (a hang detector, generous for a busy machine)."""

BAD_NUMBERS = [
    (["conformance", "--timeout"], ["nan", "inf", "-inf", "0", "-1", "1e300", "3601"]),
    (["conformance", "--hands"], ["-1", "100001", "9" * 50]),
    (["conformance", "--matches"], ["-1", "10001"]),
    (["tournament", "--deals"], ["0", "100000001"]),
    (["tournament", "--matches"], ["-1", "10001"]),
    (["tournament", "--budget-ms"], ["nan", "inf", "0", "-5", "1e9"]),
    (["tournament", "--jobs"], ["0", "-3"]),
    (["play", "--budget-ms"], ["nan", "inf", "0"]),
    (["simulate", "--budget-ms"], ["nan", "-inf"]),
    (["play", "--dealer"], ["4", "-1", "1.5"]),
    (["audit", "--jobs"], ["0", "-1"]),
    (["simulate", "--seed"], ["9" * 50, str(2**63)]),  # a transcript records its seed: it must read back
    (["tournament", "--seed"], ["-" + "9" * 30]),
    (["conformance", "--seed"], ["1e3"]),
]


@pytest.mark.parametrize("command, value", [(c, v) for c, vs in BAD_NUMBERS for v in vs],
                         ids=lambda x: x if isinstance(x, str) else " ".join(x))
def test_a_bad_number_is_refused_naming_the_option(command: list[str], value: str, capsys: pytest.CaptureFixture[str]) -> None:
    extra = ["x.json"] if command[0] == "audit" else []
    with_value = [*command, value, *extra]
    try:
        code = main(with_value)
    except SystemExit as exc:  # argparse refuses what is not a number at all
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert code == 2
    assert command[1] in err and "Traceback" not in err and "internal error" not in err
    assert out == ""  # refused before any work: nothing played, nothing reported


@pytest.mark.parametrize("args", [
    ["simulate", "--seed", "1", "--seed", "2"], ["play", "--players", "easy", "--players", "hard"],
    ["conformance", "--timeout", "1", "--timeout", "2"], ["tournament", "--json", "a", "--json", "b"],
    ["simulate", "--output", "a.json", "--output", "b.json"],
])
def test_an_option_given_twice_is_refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(args)
    assert info.value.code == 2 and "given twice" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["play", "simulate", "tournament"])
def test_a_ruleset_option_given_twice_is_refused(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "-o", "tie=fail", "-o", "tie=dispute"]) == 2
    assert "-o tie is given twice (tie=fail and tie=dispute)" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["play", "simulate", "tournament"])
def test_help_lists_every_ruleset_option_and_its_values(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for name, values in OPTION_CHOICES.items():
        assert f"{name}={'|'.join(values)}" in text.replace("- ", "-")
    assert "target=1..100000" in text


def test_jobs_above_the_cpus_are_capped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "--jobs", "200", "-q", str(ROOT / "corpus" / "golden")]) == 0
    assert f"--jobs 200 capped at {cpu_count()}" in capsys.readouterr().err
    assert main(["tournament", "--jobs", "100000", "--deals", "1", "--matches", "0", "--players", "easy,easy"]) == 0
    assert f"--jobs 100000 capped at {cpu_count()}" in capsys.readouterr().err


@pytest.mark.parametrize("args", [
    ["play", "--players", "random", "--output", "{bad}/x.json"],
    ["simulate", "--output", "{bad}/x.json"],
    ["simulate", "--output", "{dir}"],
    ["tournament", "--deals", "1", "--matches", "0", "--json", "{bad}/x.json"],
    ["conformance", "--json", "{bad}/r.json"],
    ["conformance", "--junit-xml", "{bad}/j.xml"],
    ["conformance", "--out", "{file}"],
    ["conformance", "--out", "/proc/belote-out"],
    ["corpus", "regenerate", "--dir", "/proc/belote-corpus"],
])
def test_an_output_that_cannot_be_written_is_refused_before_any_work(args: list[str], tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "f").write_text("x")
    args = [a.format(bad=tmp_path / "missing", dir=tmp_path, file=tmp_path / "f") for a in args]
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert "cannot be" in err or "is a" in err, err
    assert out == "", "refused before the run: nothing played, nothing reported"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f"]  # nothing left behind


def test_an_existing_output_is_not_truncated_by_the_check(tmp_path: Path) -> None:
    out = tmp_path / "keep.json"
    out.write_text("old", encoding="utf-8")
    assert main(["tournament", "--deals", "0", "--json", str(out)]) == 2  # refused after the check
    assert out.read_text(encoding="utf-8") == "old"


def _alive(pid: int) -> bool:
    """Running, not a zombie (a zombie has stopped; its reaping is up to its parent)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


def _wait_gone(pids: list[int]) -> list[int]:
    """Wait until none of ``pids`` runs (at most WAIT seconds): those still running."""
    deadline = time.monotonic() + WAIT
    alive = [pid for pid in pids if _alive(pid)]
    while alive and time.monotonic() < deadline:
        time.sleep(0.05)
        alive = [pid for pid in alive if _alive(pid)]
    return alive


def _run(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "belote_ref.cli", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, **kw)  # type: ignore[call-overload]


def test_a_full_disk_on_standard_output_is_exit_2() -> None:
    for args in (["simulate", "--seed", "3"], ["audit", str(NEGATIVE)], ["replay", str(ROOT / "corpus/golden/capot-by-takers.json")]):
        with open("/dev/full", "w") as full:
            proc = subprocess.run([sys.executable, "-m", "belote_ref.cli", *args], cwd=ROOT, stdout=full,
                                  stderr=subprocess.PIPE, text=True, timeout=120)
        assert proc.returncode == 2, (args, proc.stderr)
        assert "cannot write to standard output: No space left on device" in proc.stderr
        assert "Traceback" not in proc.stderr and "Exception ignored" not in proc.stderr


@pytest.mark.parametrize("args, code", [(["audit", str(NEGATIVE)], 1), (["audit", str(ROOT / "corpus")], 2),
                                        (["simulate", "--seed", "2"], 0)])
def test_a_closed_pipe_keeps_the_exit_code(args: list[str], code: int) -> None:
    """``belote-ref audit logs/ | head -1``: the reader goes away, the verdict stays."""
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == code, err
    assert "Traceback" not in err and "BrokenPipe" not in err


def test_an_ascii_terminal_gets_escaped_symbols_not_a_crash() -> None:
    proc = _run(["play", "--players", "random", "--seed", "1"], env={**os.environ, "PYTHONIOENCODING": "ascii"})
    assert proc.returncode == 0, proc.stderr
    assert "\\u2660" in proc.stdout or "\\u2665" in proc.stdout or "\\u2666" in proc.stdout or "\\u2663" in proc.stdout


CONSOLE = Path(sys.executable).parent / "belote-ref"


@pytest.mark.skipif(not CONSOLE.exists(), reason="the belote-ref console script is not installed")
def test_ctrl_c_at_any_instant_prints_no_traceback_of_belote_ref() -> None:
    """The package makes Ctrl-C quiet from its first line when run as ``belote-ref``, and
    ``main`` turns it into exit 130. Before that only Python's own start-up runs: an interrupt
    there is Python's (docs/limits.md), so a traceback may appear only without a belote_ref frame."""
    for delay in (0.0, 0.005, 0.01, 0.015, 0.02, 0.03, 0.04, 0.06, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1.0, 1.5, 2.5):
        proc = subprocess.Popen([str(CONSOLE), "play", "--players", "hard", "--seed", "5"], cwd=ROOT,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        time.sleep(delay)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=WAIT)
        if "Traceback" in err:
            assert str(ROOT / "belote_ref") not in err, (delay, err)  # Python's own start-up, not ours
            continue
        assert proc.returncode in (130, -signal.SIGINT), (delay, proc.returncode, err)
    # once belote-ref's own code runs (it has printed its first line), Ctrl-C is its own handling
    proc = subprocess.Popen([str(CONSOLE), "play", "--players", "hard", "--seed", "5"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"},
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdout is not None and proc.stdout.readline().startswith("ruleset ")
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=WAIT)
    assert proc.returncode == 130 and "belote-ref: interrupted" in err and "Traceback" not in err, (proc.returncode, err)


def test_corpus_check_outside_the_repository_says_there_is_no_corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["corpus", "check"]) == 2
    err = capsys.readouterr()
    assert "no corpus at corpus" in err.err and "missing" not in err.out
    assert main(["corpus", "check", "--dir", str(ROOT / "corpus")]) == 0


def test_play_labels_every_point(capsys: pytest.CaptureFixture[str]) -> None:
    """The table says which team took, which points are belote, and has a total on every line."""
    assert main(["play", "--players", "normal,easy", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("result: the takers' contract") for line in out)
    header = next(i for i, line in enumerate(out) if line.startswith("hand dealer"))
    rows = out[header + 1:out.index(next(line for line in out if line.startswith("match over")))]
    assert rows
    for row in rows:
        assert re.search(r"\s\d+-\d+(\s|$)", row), row  # a total on every line, void hands included
        if " void " in row:
            assert "everyone passed twice" in row
        else:
            assert re.search(r" team [01] ", row), row  # the takers' team
        cols = row.split()
        if "failed" in cols:
            takers = int(cols[cols.index("team") + 1])
            scored = int(cols[cols.index("failed") + 1 + takers])
            # a failed contract's takers score nothing but their own belote (SCORE-FAILED)
            assert scored == 0 or f"belote 20 to team {takers} (kept by the takers on a failed contract)" in row, row


def test_ctrl_c_stops_the_audit_and_its_workers(tmp_path: Path) -> None:
    text = (ROOT / "corpus" / "golden" / "random-match-seed-1.json").read_text(encoding="utf-8")
    for i in range(400):
        (tmp_path / f"m{i:03}.json").write_text(text, encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "audit", "--jobs", "2", "-q", str(tmp_path)],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    children: list[int] = []
    try:
        deadline = time.monotonic() + WAIT
        while len(children) < 2 and time.monotonic() < deadline:
            try:
                children = [int(x) for x in Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()]
            except FileNotFoundError:
                break
            time.sleep(0.05)
        assert len(children) >= 2, "the workers started"
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=WAIT)
    finally:  # whatever failed above, leave no audit (nor its workers) running
        if proc.poll() is None:
            for pid in [proc.pid, *children]:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            proc.communicate()
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err, err
    survivors = _wait_gone(children)
    assert not survivors, f"workers {survivors} survived"


@pytest.mark.parametrize("args", [
    ["play", "--players", ",".join(["hard"] * 5000)], ["tournament", "--players", "easy," * 5000],
    ["conformance", "--only", "X" * 5000], ["simulate", "-o", "target=" + "9" * 5000],
])
def test_a_huge_option_value_gets_a_short_message(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert len(err) < 300 and "characters" in err, err


def test_a_worker_ends_when_its_parent_is_gone(tmp_path: Path) -> None:
    # A parent that gives two workers (worker_init) a long task each, then dies without
    # stopping them (os._exit skips every clean-up): in the middle of their task, the workers
    # notice within PARENT_CHECK_S and end, instead of finishing it (600 s) as orphans. (The
    # workers' output goes nowhere, so that waiting for the parent does not wait for them.)
    pids = tmp_path / "workers"
    script = (
        "import multiprocessing, os, sys, time\n"
        "from belote_ref.commands.options import worker_init\n"
        "pool = multiprocessing.Pool(2, initializer=worker_init)\n"
        "pool.map_async(time.sleep, [600, 600], chunksize=1)\n"
        "time.sleep(1.0)\n"
        "open(sys.argv[1], 'w').write(' '.join(str(p.pid) for p in pool._pool))\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", script, str(pids)], cwd=ROOT, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=WAIT)
    workers = [int(x) for x in pids.read_text().split()]
    assert len(workers) == 2

    alive = _wait_gone(workers)
    for pid in alive:  # leave nothing running, whatever the outcome
        os.kill(pid, signal.SIGKILL)
    assert not alive, f"workers {alive} outlived their parent"


# --- whole numbers: the ASCII digits alone (ruleset.read_whole_number) ---------------------------
NOT_DIGITS = ["٣", "1_000", " 7", "7 ", "+7", "0x10", "", "٣٣"]
"""Texts Python's int() reads (an Arabic-Indic three, an underscore, blanks, a plus sign) or that
are no number at all: every integer option refuses them."""
INTEGER_OPTIONS = [
    ["simulate", "--seed"], ["tournament", "--seed"], ["tournament", "--deals"], ["tournament", "--matches"],
    ["tournament", "--jobs"], ["conformance", "--hands"], ["conformance", "--matches"], ["conformance", "--seed"],
    ["conformance", "--min-coverage"], ["audit", "--jobs"], ["play", "--dealer"], ["play", "--seed"],
    ["check-client", "--client", "x", "--seed"], ["check-client", "--client", "x", "--target"],
    ["check-client", "--client", "x", "--port"], ["serve", "--port"], ["serve", "--ai-workers"], ["view", "--port"],
    ["serve", "--room-burst"],
]


@pytest.mark.parametrize("command", INTEGER_OPTIONS, ids=" ".join)
@pytest.mark.parametrize("value", NOT_DIGITS)
def test_an_integer_option_takes_ascii_digits_only(command: list[str], value: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from belote_ref.cli import build_parser

    extra = {"audit": ["x.json"], "view": ["x.json"]}.get(command[0], [])
    with pytest.raises(SystemExit) as info:  # refused while parsing: nothing runs
        build_parser().parse_args([*command, value, *extra])
    err = capsys.readouterr().err
    assert info.value.code == 2 and command[-1] in err and "digits 0-9" in err, err


@pytest.mark.parametrize("command, value", [(["simulate", "--seed"], "-7"), (["tournament", "--seed"], "-0"),
                                            (["play", "--dealer"], "3"), (["conformance", "--hands"], "007")])
def test_an_integer_option_reads_plain_digits(command: list[str], value: str) -> None:
    from belote_ref.cli import build_parser

    args = build_parser().parse_args([*command, value])
    assert getattr(args, command[-1].lstrip("-").replace("-", "_")) == int(value)


NOT_DECIMAL = ["٣", "1_0", " 5", "5 ", "+5", "0x10", "", "٣.٥", "1e", "."]
"""Texts Python's float() reads (other scripts' digits, an underscore, blanks, a plus sign) or
that are no number at all: every decimal option refuses them."""
DECIMAL_OPTIONS = [
    ["play", "--budget-ms"], ["simulate", "--budget-ms"], ["tournament", "--budget-ms"], ["conformance", "--timeout"],
    ["serve", "--turn-timeout"], ["check-client", "--client", "x", "--turn-time"],
    ["check-client", "--client", "x", "--connect-time"], ["check-client", "--client", "x", "--session-time"],
    ["check-client", "--client", "x", "--ai-delay"],
]


@pytest.mark.parametrize("command", DECIMAL_OPTIONS, ids=" ".join)
@pytest.mark.parametrize("value", NOT_DECIMAL)
def test_a_decimal_option_takes_ascii_digits_only(command: list[str], value: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from belote_ref.cli import build_parser

    with pytest.raises(SystemExit) as info:
        build_parser().parse_args([*command, value])
    err = capsys.readouterr().err
    assert info.value.code == 2 and command[-1] in err and "digits 0-9" in err, err


@pytest.mark.parametrize("text, value", [("200", 200.0), ("2.5", 2.5), ("-1.5", -1.5), (".5", 0.5), ("5.", 5.0),
                                         ("1e3", 1000.0), ("2.5E-1", 0.25)])
def test_a_decimal_option_reads_plain_numbers(text: str, value: float) -> None:
    from belote_ref.cli import build_parser

    assert build_parser().parse_args(["tournament", "--budget-ms", text]).budget_ms == value


@pytest.mark.parametrize("option", ["target=٣", "target= 05", "target=05 ", "target=1_000", "target=+500",
                                    "target=٥٠٠"])
def test_a_whole_number_ruleset_option_takes_ascii_digits_only(option: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "-o", option]) == 2
    err = capsys.readouterr().err
    assert "option 'target' must be a whole number written with the digits 0-9 only" in err, err


def test_a_profile_whole_number_option_takes_ascii_digits_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--profile", "acanomas", "-o", "players=٣"]) == 2
    assert "option 'players' must be a whole number written with the digits 0-9 only" in capsys.readouterr().err
    assert main(["simulate", "--profile", "acanomas", "-o", "players=3", "-o", "target=05",
                 "--output", os.devnull]) == 0


# --- outputs: '-' is standard output, '' is refused, a file is replaced whole or not at all --------
@pytest.mark.parametrize("args", [
    ["simulate", "--output", ""], ["play", "--output", ""], ["tournament", "--json", ""],
    ["conformance", "--json", ""], ["conformance", "--junit-xml", ""], ["conformance", "--out", ""],
    ["check-client", "--client", "x", "--json", ""], ["export", "r", "--output", ""],
])
def test_an_empty_output_path_is_refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from belote_ref.cli import build_parser

    with pytest.raises(SystemExit) as info:
        build_parser().parse_args(args)
    assert info.value.code == 2 and "cannot be empty" in capsys.readouterr().err


@pytest.mark.parametrize("args", [
    ["simulate", "--seed", "3", "--output", "-"],
    ["play", "--players", "random", "--seed", "3", "--output", "-"],
])
def test_output_dash_is_standard_output(args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(args) == 0
    out = capsys.readouterr().out
    assert json.loads(out)["format"] == "belote-ref-transcript"  # the transcript alone
    assert list(tmp_path.iterdir()) == [], "no file named '-'"


def test_two_outputs_on_standard_output_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance", "--json", "-", "--junit-xml", "-"]) == 2
    out, err = capsys.readouterr()
    assert "only one output can go to standard output" in err
    assert out == ""  # refused before the run


def test_a_failed_write_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_ref.commands import options
    from belote_ref.commands.exits import CommandError

    out = tmp_path / "keep.json"
    out.write_text("old", encoding="utf-8")

    def full_disk(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(options.os, "replace", full_disk)
    with pytest.raises(CommandError, match="No space left on device"):
        options.write_text(str(out), "new")
    assert out.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"], "the new file is removed"


def test_a_written_file_keeps_its_mode_its_link_and_devices(tmp_path: Path) -> None:
    from belote_ref.commands.options import write_text

    target = tmp_path / "t.json"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    write_text(str(link), "new")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "new"
    assert target.stat().st_mode & 0o777 == 0o640
    write_text(os.devnull, "nothing")  # a device is written in place, never replaced
    assert Path(os.devnull).is_char_device()


def test_a_hard_linked_file_and_a_long_name_are_written(tmp_path: Path) -> None:
    """A file with another hard link is written in place (both names see the new text, as before
    the rename-over writes); a name of 80 three-byte characters (245 bytes) still gets its new file."""
    from belote_ref.commands.options import write_text

    first = tmp_path / "a.json"
    first.write_text("old", encoding="utf-8")
    other = tmp_path / "b.json"
    os.link(first, other)
    write_text(str(first), "new")
    assert other.read_text(encoding="utf-8") == "new" and first.stat().st_ino == other.stat().st_ino
    long = tmp_path / ("€" * 80 + ".json")
    write_text(str(long), "new")
    assert long.read_text(encoding="utf-8") == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["a.json", "b.json", long.name])


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files and folders all the same")
def test_a_read_only_file_is_refused_and_a_read_only_folder_still_takes_its_writable_file(tmp_path: Path) -> None:
    from belote_ref.commands.exits import CommandError
    from belote_ref.commands.options import check_writable, write_text

    locked = tmp_path / "locked.json"
    locked.write_text("old", encoding="utf-8")
    locked.chmod(0o444)
    with pytest.raises(CommandError, match="Permission denied"):
        write_text(str(locked), "new")
    assert locked.read_text(encoding="utf-8") == "old"
    folder = tmp_path / "ro"
    folder.mkdir()
    out = folder / "out.json"
    out.write_text("old", encoding="utf-8")
    folder.chmod(0o555)
    try:
        check_writable("--json", str(out))  # the check the commands make before any work
        write_text(str(out), "new")  # no new file can be made there: written in place
        assert out.read_text(encoding="utf-8") == "new"
    finally:
        folder.chmod(0o755)


def test_a_fifo_nobody_reads_is_refused_at_once(tmp_path: Path) -> None:
    from belote_ref.commands.exits import CommandError
    from belote_ref.commands.options import check_writable

    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    raised: list[BaseException] = []

    def check() -> None:
        try:
            check_writable("--json", str(fifo))
        except BaseException as exc:  # noqa: BLE001 - looked at below
            raised.append(exc)

    checker = threading.Thread(target=check, daemon=True)
    checker.start()
    checker.join(WAIT)  # an open for writing that waits for a reader would wait for ever
    blocked = checker.is_alive()
    if blocked:  # let the blocked check go before failing
        os.close(os.open(fifo, os.O_RDONLY | os.O_NONBLOCK))
        checker.join(WAIT)
    assert not blocked, "the check waits for a reader"
    assert len(raised) == 1 and isinstance(raised[0], CommandError), raised
    assert re.search("FIFO .* nobody reads", str(raised[0])), raised[0]
