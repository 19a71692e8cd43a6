"""Engines that crash, hang, print garbage or answer out of protocol: the kit diagnoses each with
what was sent and what came back, exits 2, never shows a traceback and never hangs."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from belote_ref.cli import main

PRELUDE = textwrap.dedent("""
    import json, sys, time
    def out(obj):
        print(json.dumps(obj), flush=True)
    HELLO = {"type": "handshake", "protocol": "1.0.0", "name": "bad"}
    for line in sys.stdin:
        req = json.loads(line)
        kind = req["type"]
        if kind == "handshake":
            out(HELLO); continue
        if kind == "start_hand":
            out({"type": "start_hand"}); continue
""")

BAD = {
    "crash": "    print('segfault-ish', file=sys.stderr); sys.exit(3)\n",
    "hang": "    time.sleep(60)\n",
    "garbage": "    print('<html>oops</html>', flush=True)\n",
    "out-of-protocol": "    out({'type': kind, 'phase': 'playing', 'to_act': 7, 'actions': 'none'})\n",
    "extra-lines": "    out({'type': 'legal', 'phase': 'over', 'to_act': None, 'actions': []}); out({'type': 'noise'})\n",
}


def write_adapter(tmp_path: Path, name: str, body: str) -> str:
    path = tmp_path / f"{name}.py"
    path.write_text(PRELUDE + body, encoding="utf-8")
    return f"{sys.executable} {path}"


HANG_TIMEOUT = "0.5"
"""The per-request timeout for the engine that hangs (the timeout is what is tested)."""
TIMEOUT = "120"
"""The per-request timeout for the others: a hang detector, generous for a busy machine."""


def run_kit(tmp_path: Path, engine: str, capsys: pytest.CaptureFixture[str], *extra: str,
            timeout: str = TIMEOUT) -> tuple[int, str, dict]:
    report = tmp_path / "report.json"
    code = main(["conformance", "--engine", engine, "--timeout", timeout, "--hands", "3", "--matches", "0",
                 "--skip", "perft", "--out", str(tmp_path / "out"), "--json", str(report), "--progress", "none",
                 "--golden", str(tmp_path), "--negative", str(tmp_path), *extra])
    captured = capsys.readouterr()
    return code, captured.out + captured.err, json.loads(report.read_text())


@pytest.mark.parametrize("kind", sorted(BAD))
def test_misbehaving_engine_is_diagnosed(kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, report = run_kit(tmp_path, write_adapter(tmp_path, kind, BAD[kind]), capsys,
                                timeout=HANG_TIMEOUT if kind == "hang" else TIMEOUT)
    assert code == 2
    assert "Traceback" not in out
    assert report["errors"], out
    err = report["errors"][0]
    expected_kind = {"crash": "crash", "hang": "timeout", "garbage": "garbage", "out-of-protocol": "protocol",
                     "extra-lines": "protocol"}[kind]
    assert err["kind"] == expected_kind
    assert err["sent"] is not None  # what was sent
    if kind == "garbage":
        assert "<html>" in err["received"] and "stdout carries the responses only" in err["detail"]
    if kind == "crash":
        assert "status 3" in err["detail"] and "segfault-ish" in err["stderr"]
    if kind == "hang":
        assert "0.5 s" in err["detail"]
    if kind == "out-of-protocol":
        assert "breaks the protocol" in err["detail"] and "is missing (a required key)" in err["detail"]
    assert "engine " + expected_kind in out  # the text report shows it


def test_engine_that_cannot_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, report = run_kit(tmp_path, "/nonexistent/adapter --flag", capsys)
    assert code == 2 and "Traceback" not in out
    assert "could not start" in report["errors"][0]["detail"]


def test_wrong_protocol_major_version(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    engine = write_adapter(tmp_path, "v2", "    pass\n").replace("", "")
    Path(engine.split()[-1]).write_text(PRELUDE.replace('"1.0.0"', '"2.0.0"'), encoding="utf-8")
    code, out, report = run_kit(tmp_path, engine, capsys)
    assert code == 2
    assert "major versions must match" in report["errors"][0]["detail"]


def test_bad_command_line_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance", "--only", "NOT-A-CLAUSE", "--progress", "none"]) == 2
    assert "NOT-A-CLAUSE" in capsys.readouterr().err


def test_an_answer_that_is_not_utf8_is_garbage_named_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # a 'legal' answer whose phase holds the bytes FF FE: no UTF-8 text, so no JSON (RFC 8259)
    body = "    sys.stdout.buffer.write(b'{\"type\": \"legal\", \"phase\": \"\\xff\\xfe\"}\\n'); sys.stdout.flush()\n"
    code, out, report = run_kit(tmp_path, write_adapter(tmp_path, "latin", body), capsys)
    assert code == 2 and "Traceback" not in out
    err = report["errors"][0]
    assert err["kind"] == "garbage", err
    assert "is not UTF-8 text (byte 28: invalid start byte)" in err["detail"], err["detail"]
    assert "not '" not in err["detail"]  # not a wrong-type complaint about replacement characters


def test_a_handshake_target_range_from_5_to_1_is_a_protocol_error(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    # the reference adapter, but its handshake offers every target from 5 to 1: none
    script = tmp_path / "range.py"
    script.write_text(textwrap.dedent(f"""
        import json, sys
        sys.path.insert(0, {str(Path(__file__).resolve().parent.parent.parent)!r})
        from belote_ref.conformance.reference_adapter import ReferenceAdapter
        ref = ReferenceAdapter()
        for line in sys.stdin:
            answer = ref.handle(json.loads(line))
            if answer["type"] == "handshake":
                answer["options"]["target"] = {{"min": 5, "max": 1}}
            print(json.dumps(answer), flush=True)
    """), encoding="utf-8")
    code, out, report = run_kit(tmp_path, f"{sys.executable} {script}", capsys)
    assert code == 2, out  # the engine cannot be driven: not "unsupported" (exit 1)
    err = report["errors"][0]
    assert err["kind"] == "protocol" and err["sent"]["type"] == "handshake"
    assert "$.options.target: the range from 5 to 1 holds no target" in err["detail"]


@pytest.mark.parametrize("stray, said", [
    # a debug object printed to stdout: it has no "type", it is no response
    ("out({'debug': 'dealt', 'seat': 1})", 'the line has no "type"'),
    # a number printed to stdout (console.log(42)): JSON, but not an object
    ("print(42, flush=True)", "a JSON number"),
    # a response of another kind: the answers are out of step
    ("out({'type': 'legal', 'phase': 'over', 'to_act': None, 'actions': []})", "not a 'legal' one"),
])
def test_a_stray_line_on_stdout_is_named_and_the_remedy_given(stray: str, said: str, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    body = textwrap.dedent(f"""
        import json, sys
        def out(obj):
            print(json.dumps(obj), flush=True)
        for line in sys.stdin:
            req = json.loads(line)
            if req["type"] == "handshake":
                out({{"type": "handshake", "protocol": "1.0.0", "name": "chatty"}}); continue
            {stray}
            out({{"type": req["type"]}})
        """)
    path = tmp_path / "chatty.py"
    path.write_text(body, encoding="utf-8")
    code, out, report = run_kit(tmp_path, f"{sys.executable} {path}", capsys)
    assert code == 2 and "Traceback" not in out
    detail = report["errors"][0]["detail"]
    assert report["errors"][0]["kind"] == "protocol" and "'start_hand'" in detail and said in detail, detail
    assert "stdout carries the responses only" in detail and "logs go to stderr" in detail
    assert "None" not in detail and "'int'" not in detail
