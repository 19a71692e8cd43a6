"""Class sweep of issue 35 section 3 (e): every untrusted string a text report or a message
prints (a transcript's key names and string values, an engine's or a client's answers and
stderr, file names, option values) is quoted so that it cannot forge a line: fed a newline then a
forged report line, a carriage return, a terminal escape and a lone surrogate, no line of
standard output or standard error starts with the forged text, and no raw control character
(but the newline ending a line, and a tab) reaches either (spec/conformance.md, 6b, Input in a
text report)."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest

from belote_ref.cli import main

from .test_output_sweep import CHECK, GOLDEN, KIT, ROOT

FORGED = "x.json: follows the rules"
HOSTILE = f"\n{FORGED}\r\x1b[2J\u2028\ud800"
"""A forged report line after a newline, a carriage return, a screen-clearing escape, a line
separator and a lone surrogate."""
IN_A_NAME = f"\n{FORGED}\r\x1b[2J\udcff"
"""The same in a file name (a lone surrogate a file name can hold: an undecodable byte)."""
RAW = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def _clean(text: str) -> None:
    for line in text.split("\n"):
        assert not line.startswith(FORGED), text
    found = RAW.search(text)
    assert found is None, f"raw {found.group()!r} in {text!r}"


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    _clean(out)
    _clean(err)
    return code, out, err


OPTION_ERRORS = [
    [HOSTILE],
    ["simulate", f"--x{HOSTILE}"],
    ["simulate", "--profile", HOSTILE],
    ["simulate", "--players", HOSTILE],
    ["play", "--players", f"random,{HOSTILE}"],
    ["tournament", "--players", HOSTILE],
    ["simulate", "-o", f"{HOSTILE}=1"],
    ["simulate", "-o", f"target={HOSTILE}"],
    ["simulate", "--seed", HOSTILE],
    ["simulate", "--output", f"{IN_A_NAME}/x"],
    ["audit", "--jobs", HOSTILE, str(GOLDEN)],
    ["audit", "--cluster", HOSTILE, str(GOLDEN)],
    ["audit", IN_A_NAME],
    ["replay", IN_A_NAME],
    ["view", IN_A_NAME],
    ["conformance", "--only", HOSTILE],
    ["conformance", "--golden", IN_A_NAME],
    ["conformance", "--engine", f"'{IN_A_NAME}"],
    ["conformance", "--replay", IN_A_NAME],
    ["check-client", "--listen", "--session", HOSTILE],
    ["check-client", "--listen", "--ai", HOSTILE],
    ["check-client", "--listen", "--out", f"{GOLDEN}/{IN_A_NAME}", "--quiet"],
    ["export", HOSTILE, "--db", "t.db"],
    ["export", "r1", "--db", IN_A_NAME],
    ["corpus", "check", "--dir", IN_A_NAME],
    ["corpus", "regenerate", "--dir", str(GOLDEN / IN_A_NAME)],
    ["adapter", "--mutant", HOSTILE],
]


# a path comes from the command line, where a lone surrogate can only be an undecodable byte
@pytest.mark.parametrize("args", OPTION_ERRORS, ids=lambda a: " ".join(a[:2]).encode("unicode_escape").decode()[:40])
def test_an_option_value_cannot_forge_a_line_of_its_error(args: list[str], tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from belote_ref.table.store import Store

    monkeypatch.chdir(tmp_path)
    Store(tmp_path / "t.db").close()
    try:
        code, out, err = _run(args, capsys)
        err += out
    except SystemExit as exc:  # argparse's own refusal
        code, err = exc.code, capsys.readouterr().err  # type: ignore[assignment]
        _clean(err)
    assert FORGED in err, "the message is shown (a lone surrogate in it once made it vanish)"
    assert code == (3 if args[:2] == ["export", "r1"] else 2)  # export: no such database, exit 3


def _hostile_transcript(path: Path) -> None:
    """The golden transcript with a hostile key name, seat names and a hostile card value."""
    doc = json.loads(GOLDEN.read_text())
    doc[HOSTILE] = HOSTILE
    for seat in doc["seats"]:
        seat["name"] = HOSTILE
    doc["metadata"]["title"] = HOSTILE
    path.write_text(json.dumps(doc))  # ASCII: the surrogate as \ud800, which JSON may hold


def _broken_transcript(path: Path) -> None:
    doc = json.loads(GOLDEN.read_text())
    doc["hands"][0]["actions"][0] = {"seat": HOSTILE, HOSTILE: HOSTILE}
    doc["format"] = HOSTILE
    path.write_text(json.dumps(doc))


@pytest.mark.parametrize("command", [["audit"], ["replay"], ["audit", "--json"]])
@pytest.mark.parametrize("make", [_hostile_transcript, _broken_transcript], ids=["unknown", "unreadable"])
def test_a_transcripts_strings_and_name_cannot_forge_a_line(command: list[str], make: object, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("t.json", f"t{IN_A_NAME}.json"):
        path = tmp_path / name
        make(path)  # type: ignore[operator]
        code, out, err = _run([*command, str(path)], capsys)
        assert code in (0, 1, 2), err
        if command == ["audit"]:
            code, out, err = _run([*command, str(tmp_path)], capsys)  # a folder: its files' names


def test_view_refusals_cannot_forge_a_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / f"v{IN_A_NAME}.json"
    _broken_transcript(bad)
    assert _run(["view", "--no-browser", str(bad)], capsys)[0] == 2
    folder = tmp_path / f"d{IN_A_NAME}"
    folder.mkdir()
    assert _run(["view", "--no-browser", str(folder)], capsys)[0] == 2


def test_corpus_check_cannot_be_forged_by_a_file_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(ROOT / "corpus", corpus)
    (corpus / "golden" / f"extra{IN_A_NAME}.json").write_text("{}")
    first = next(iter(sorted((corpus / "golden").glob("c*.json"))))
    first.write_text(first.read_text().replace('"title"', f'"title{json.dumps(HOSTILE)[1:-1]}"', 1))
    code, out, err = _run(["corpus", "check", "--dir", str(corpus)], capsys)
    assert code == 1, out + err


ADAPTER = f'''
import json, subprocess, sys
HOSTILE = {HOSTILE!r}
ref = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "adapter"], stdin=subprocess.PIPE,
                       stdout=subprocess.PIPE, text=True)
n = 0
for line in sys.stdin:
    req = json.loads(line)
    n += 1
    sys.stderr.write(HOSTILE.encode("utf-8", "surrogatepass").decode("utf-8", "replace") + "\\n")
    sys.stderr.flush()
    ref.stdin.write(line)
    ref.stdin.flush()
    answer = json.loads(ref.stdout.readline())
    if req["type"] == "handshake":
        answer.update(name="eng" + HOSTILE, version=HOSTILE)
    elif req["type"] == "apply":
        answer.update(accepted=False, reason=HOSTILE)
    elif req["type"] == "legal" and n % 7 == 0:
        answer = {{"type": "error", "message": HOSTILE, HOSTILE: HOSTILE}}
    elif n % 11 == 0:
        print("not json " + HOSTILE.encode("unicode_escape").decode().replace("\\\\n", "\\n"), flush=True)
        continue
    print(json.dumps(answer), flush=True)
    if req["type"] == "quit":
        break
'''


def test_an_engines_answers_and_stderr_cannot_forge_a_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """A hostile adapter in front of the reference: a hostile name and version, every move
    refused with a hostile reason, errors and garbage with hostile text, hostile stderr."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    (tmp_path / "hostile.py").write_text(ADAPTER)
    code, out, err = _run([*KIT, "--engine", f"{sys.executable} hostile.py", "--out", "o"], capsys)
    assert code in (1, 2), out + err
    assert "engine errors" in out or "FAIL" in out, out


CLIENT = f'''
import sys
HOSTILE = {HOSTILE!r}
sys.stderr.write(HOSTILE.encode("utf-8", "surrogatepass").decode("utf-8", "replace") + "\\n")
sys.stderr.buffer.write(b"\\xff\\x1b[2J\\r\\n" + HOSTILE.encode("utf-8", "surrogateescape"
                        if False else "surrogatepass") + b"\\n")
sys.exit(3)
'''


def test_a_clients_stderr_cannot_forge_a_line_of_check_clients_report(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "client.py").write_text(CLIENT)
    code, out, err = _run([*CHECK, "--client", f"{sys.executable} client.py"], capsys)
    assert code == 2, out + err
    assert "its output: stderr" in out, out


WIRE_CLIENT = f'''
import json, os, sys
from websockets.sync.client import connect
from belote_ref.clients.mutants import PROTOCOL
HOSTILE = {HOSTILE!r}
with connect(os.environ["BELOTE_WS"], open_timeout=30) as ws:
    ws.send(json.dumps({{"type": "hello", "protocol": PROTOCOL, "token": os.environ["BELOTE_TOKEN"],
                         "client": HOSTILE.replace("\\ud800", "")}}))  # a hello the server takes
    sent = 0
    for _ in range(40):
        msg = json.loads(ws.recv(timeout=30))
        if msg.get("type") == "state" and msg["view"].get("legal_actions"):
            ws.send("not json" + HOSTILE.encode("utf-8", "surrogatepass").decode("utf-8", "replace"))
            ws.send(json.dumps({{"type": "action", "seq": msg.get("seq"), "action": {{"type": HOSTILE, HOSTILE: 1}},
                                 HOSTILE: HOSTILE}}))
            sent += 1
            if sent == 2:
                break
sys.stderr.write("bye\\n")
'''


def test_a_clients_messages_cannot_forge_a_line_of_check_clients_report(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """A client whose hello, actions and a text frame carry hostile strings: the departures the
    report names quote them."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "client.py").write_text(WIRE_CLIENT)
    quick = ["2" if before == "--turn-time" else word for before, word in zip(["", *CHECK], CHECK)]  # not 30 s
    code, out, err = _run([*quick, "--client", f"{sys.executable} client.py"], capsys)
    assert code in (1, 2), out + err
    assert "FAIL" in out, out


def test_a_room_name_cannot_forge_a_line_of_export_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A room's name is any string of at most 40 characters that a player gave the server."""
    from ..table.helpers import create_room, running_server

    db = tmp_path / "t.sqlite3"
    name = HOSTILE[:-1]  # a room's name is UTF-8 text: no lone surrogate reaches the server
    with running_server(db) as server:
        create_room(server.url, [{"occupant": "ai", "level": "easy"}] * 4, name=name)
    code, out, err = _run(["export", "--list", "--db", str(db)], capsys)
    assert code == 0 and FORGED in out, out + err


def test_views_address_line_cannot_be_forged_by_a_file_name(tmp_path: Path) -> None:
    """``view`` of a readable transcript whose name holds a newline, a forged line, a carriage
    return, an escape and an undecodable byte: the line that gives the address shows the name as a
    JSON string, on one line; the server then stops on SIGTERM (exit 0, a server's normal stop)."""
    import os
    import select
    import signal
    import subprocess

    path = tmp_path / f"t{IN_A_NAME}.json"
    _hostile_transcript(path)
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "view", "--no-browser", "--port", "0", str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path, start_new_session=True)
    try:
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], 300)  # a hang detector, not a clock
        assert ready, "view printed no address"
        line = proc.stdout.readline().decode("utf-8", "surrogateescape")
        os.killpg(proc.pid, signal.SIGTERM)
        out, err = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    expected = 'belote-ref view: "t\\nx.json: follows the rules\\r\\u001b[2J\\udcff.json": '
    assert line.startswith(expected), line
    assert line.endswith(" (Ctrl-C stops)\n") and "open http://127.0.0.1:" in line, line
    _clean(line + out.decode("utf-8", "surrogateescape") + err.decode("utf-8", "surrogateescape"))
    assert proc.returncode == 0, err
