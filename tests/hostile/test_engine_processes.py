"""An engine under test is a hostile process too: its answers are read by the strict JSON
reader, its stderr is drained without slowing the run and only a bounded tail is kept, and its
whole process group dies with it: on a crash, a timeout, Ctrl-C or SIGTERM of the kit, no
process it started survives (spec/conformance.md, Limits and Diagnostics)."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from belote_ref.cli import main
from belote_ref.conformance import protocol
from belote_ref.conformance.driver import STDERR_KEEP, EngineFailure, InProcessEngine, SubprocessEngine
from belote_ref.conformance.reference_adapter import ReferenceAdapter
from belote_ref.jsonread import loads

ROOT = Path(__file__).resolve().parent.parent.parent
WAIT = 120.0
"""Seconds to wait for what must happen (a hang detector, generous for a busy machine)."""


@pytest.mark.parametrize("line, kind, words", [
    ('{"type": "legal", "phase": "over", "to_act": null, "actions": [], "to_act": 1}', "protocol", "$.to_act"),
    ('{"type": "legal", "phase": "over", "to_act": ' + "1" * 5000 + ', "actions": []}', "protocol", "5000 digits"),
    ('{"type": "legal", "phase": "over", "to_act": NaN, "actions": []}', "protocol", "NaN"),
    ('{"type": "legal", "phase": "over", "to_act": 1e400, "actions": []}', "protocol", "out of range"),
    ('{"type": "legal", "phase": "over", "to_act": 2.5, "actions": []}', "protocol", "to_act"),
    ('{"type": "legal", "phase": "over", "to_act": null, "actions": [{"type": "play", "seat": 0, "card": "JH\\n"}]}',
     "protocol", "is not a card"),
    ("<html>", "garbage", "not JSON"), ("", "garbage", "not JSON"), ("[1, 2", "garbage", "not JSON"),
])
def test_hostile_answers_are_diagnosed_with_the_field(line: str, kind: str, words: str) -> None:
    engine = InProcessEngine(ReferenceAdapter().handle)
    with pytest.raises(EngineFailure) as info:
        engine.decode(protocol.legal(), line + "\n")
    assert info.value.kind == kind and words in info.value.detail, info.value.detail


def test_whole_numbers_written_as_floats_are_accepted() -> None:
    engine = InProcessEngine(ReferenceAdapter().handle)
    r = engine.decode(protocol.view(2), '{"type": "view", "seat": 2.0, "hand": [], "turned": null, "taker": null, "trump": null}')
    assert r["seat"] == 2 and type(r["seat"]) is int


ENGINE = textwrap.dedent('''
    import json, os, subprocess, sys, time
    pidfile, mode = sys.argv[1], sys.argv[2]
    child = subprocess.Popen(["sleep", "300"])  # inherits stdout and keeps it open
    with open(pidfile, "a") as f:
        f.write(f"{os.getpid()} {child.pid}\\n")
    for line in sys.stdin:
        req = json.loads(line)
        if req["type"] == "handshake":
            print(json.dumps({"type": "handshake", "protocol": "1.0.0", "name": "spawner"}), flush=True)
            continue
        if mode == "exit":
            sys.exit(3)
        open(pidfile + ".asked", "w").close()  # the kit, its handshake answered, waits for this answer
        time.sleep(300)
''')


def _alive(pid: int) -> bool:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return fields[0] != "Z"


def _all_dead(pids: list[int], within: float = WAIT) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not any(_alive(p) for p in pids):
            return True
        time.sleep(0.05)
    return False


def _pids(pidfile: Path) -> list[int]:
    return [int(x) for line in pidfile.read_text().splitlines() for x in line.split()]


def _engine(tmp_path: Path, mode: str) -> tuple[str, Path]:
    script = tmp_path / "spawner.py"
    script.write_text(ENGINE, encoding="utf-8")
    pidfile = tmp_path / f"pids-{mode}"
    return f"{sys.executable} {script} {pidfile} {mode}", pidfile


KIT = ["--hands", "2", "--matches", "0", "--skip", "perft,golden,negative", "--progress", "none", "--no-shrink"]


@pytest.mark.parametrize("mode, timeout, kind", [("exit", "120", "crash"), ("hang", "0.5", "timeout")])
def test_no_process_started_by_the_engine_survives(mode: str, timeout: str, kind: str, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """The engine starts a child that keeps its stdout open, then exits (or hangs): the kit
    says so, restarts it, and kills every process of every restart."""
    command, pidfile = _engine(tmp_path, mode)
    report = tmp_path / "r.json"
    assert main(["conformance", "--engine", command, "--timeout", timeout, "--json", str(report),
                 "--out", str(tmp_path / "out"), *KIT]) == 2
    errors = loads(report.read_text())["errors"]
    # an exited adapter is noticed (a crash, not a timeout): its child's open output is no reason to wait
    assert [e["kind"] for e in errors] == [kind] * 3
    if mode == "exit":
        assert "exited with status 3" in errors[0]["detail"] and "still held its output" in errors[0]["detail"]
    pids = _pids(pidfile)
    assert len(pids) == 6  # three starts (the third failure in a row stops the run), an adapter and a child each
    assert _all_dead(pids), [p for p in pids if _alive(p)]
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("sig, code, word", [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")])
def test_ctrl_c_or_sigterm_of_the_kit_kills_the_engine_group(sig: int, code: int, word: str, tmp_path: Path) -> None:
    command, pidfile = _engine(tmp_path, "hang")
    kit = subprocess.Popen(
        [sys.executable, "-m", "belote_ref.cli", "conformance", "--engine", command, "--timeout", "60",
         "--out", str(tmp_path / "out"), *KIT],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        asked = Path(f"{pidfile}.asked")  # the handshake is answered; the kit waits for the next answer
        deadline = time.monotonic() + WAIT
        while not (asked.exists() and pidfile.read_text().endswith("\n")):
            assert time.monotonic() < deadline and kit.poll() is None, kit.poll()
            time.sleep(0.05)
        os.kill(kit.pid, sig)
        out, err = kit.communicate(timeout=WAIT)
    finally:
        if kit.poll() is None:
            kit.kill()
    assert kit.returncode == code, err
    assert word in err and "Traceback" not in err
    pids = _pids(pidfile)
    assert len(pids) == 2 and _all_dead(pids)


def test_engine_logs_are_drained_and_a_bounded_tail_kept(tmp_path: Path) -> None:
    """20 MB of start-up log and 1 KB per request: the run is not slowed into timeouts
    (benchmarks/stderr.py has the figures) and only the last 64 KiB are kept."""
    script = tmp_path / "chatty.py"
    script.write_text(textwrap.dedent(f'''
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from belote_ref.conformance.reference_adapter import ReferenceAdapter, serve
        line = b"start-up log " * 80 + b"\\n"
        for _ in range((20 << 20) // len(line)):
            sys.stderr.buffer.write(line)
        sys.stderr.buffer.flush()
        adapter = ReferenceAdapter()
        def handle(request):
            sys.stderr.buffer.write(b"request log " * 85 + b"\\n")
            sys.stderr.buffer.flush()
            if request.get("type") == "trick" and request.get("index") == 5:
                sys.stderr.buffer.write(b"the last words\\n")
                sys.stderr.buffer.flush()
                sys.exit(4)
            return adapter.handle(request)
        serve(handle, sys.stdin, sys.stdout)
    '''), encoding="utf-8")
    engine = SubprocessEngine([sys.executable, str(script)], timeout=WAIT)
    try:
        engine.open()
        from belote_ref.conformance.checks.lockstep import HandCase, Lockstep
        from belote_ref.conformance.results import Outcome
        from belote_ref.deal import shuffled_order
        from belote_ref.ruleset import CANONICAL
        import random

        failure = None
        for seed in range(40):
            order = [str(c) for c in shuffled_order(random.Random(seed))]
            try:
                Lockstep(engine, Outcome(), "differential").run(HandCase(f"h{seed}", CANONICAL.options(), 0, order))
            except EngineFailure as exc:
                failure = exc
                break
            assert len(engine._err) <= 2 * STDERR_KEEP
    finally:
        engine.close()
    assert failure is not None and failure.kind == "crash" and "status 4" in failure.detail
    assert failure.stderr.splitlines()[-1] == "the last words"
    assert len(failure.stderr.splitlines()) <= 12


def test_a_nan_or_a_broken_name_never_reaches_the_json_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "nan.py"
    script.write_text(textwrap.dedent('''
        import sys
        for line in sys.stdin:
            if '"handshake"' in line:
                print('{"type": "handshake", "protocol": "1.0.0", "name": "bad \\\\ud800 \\\\u001b[2J\\\\u0000 engine"}', flush=True)
            else:
                print('{"type": "start_hand", "score": NaN}', flush=True)
    '''), encoding="utf-8")
    report, xml = tmp_path / "r.json", tmp_path / "j.xml"
    code = main(["conformance", "--engine", f"{sys.executable} {script}", "--json", str(report), "--timeout", str(WAIT),
                 "--junit-xml", str(xml), "--out", str(tmp_path / "out"), *KIT])
    assert code == 2
    doc = loads(report.read_text())  # strict: no NaN, no repeated key
    assert doc["errors"][0]["kind"] == "protocol" and "NaN" in doc["errors"][0]["detail"]
    ET.parse(xml)  # well-formed XML: no NUL, no lone surrogate
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert "\x1b" not in captured.out and "\\x1b[2J" in captured.out  # a terminal escape is shown, not obeyed


def test_an_unstartable_or_empty_engine_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for engine in ("", "   ", "python3 'unbalanced", '"'):
        assert main(["conformance", "--engine", engine, *KIT]) == 2
        err = capsys.readouterr().err
        assert "--engine" in err and "Traceback" not in err and "internal error" not in err
    assert main(["conformance", "--engine", str(tmp_path / "missing"), "--out", str(tmp_path / "o"), *KIT]) == 2
    assert "could not start" in capsys.readouterr().out
