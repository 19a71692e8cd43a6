"""``belote-ref serve`` and ``belote-ref export`` as a user runs them: exit codes, what they print,
a room of three AIs waiting for one client (docs/table-server.md's command)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belote_ref.cli import main
from belote_ref.table.engine import audit
from belote_ref.table.runner import ServerThread

from .helpers import WAIT, Client, PROTOCOL, http, running_server, create_room

ROOT = Path(__file__).resolve().parent.parent.parent


def belote_ref(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run the command in this process (as ``belote_ref.cli.main``), in ``cwd``."""
    out, err = io.StringIO(), io.StringIO()
    here = os.getcwd()
    try:
        if cwd is not None:
            os.chdir(cwd)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(args))
    finally:
        os.chdir(here)
    return subprocess.CompletedProcess(list(args), code, out.getvalue(), err.getvalue())


def test_serve_a_room_of_three_ais_for_one_client_then_stop(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "serve", "--port", "0", "--ai-workers", "0",
                             "--room", "client,easy,easy,easy", "-o", "target=1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    try:
        assert proc.stdout is not None
        listening = proc.stdout.readline()
        assert "listening on http://127.0.0.1:" in listening
        url = listening.split("listening on ")[1].split()[0]
        room_line = proc.stdout.readline()
        assert room_line.startswith("room ") and "free client seats: seat 0;" in room_line
        room_id = room_line.split()[1].rstrip(":")
        status, doc = http("POST", f"{url}/api/rooms/{room_id}/seats/0")
        assert status == 201
        server = ServerThread.__new__(ServerThread)
        server.url = url
        with Client(server, room_id) as c:
            c.hello(doc["token"])
            while True:
                m = c.recv()
                if m["type"] == "state" and m["view"]["legal_actions"]:
                    c.send({"type": "action", "action": m["view"]["legal_actions"][-1]})
                if m["type"] == "event" and m["event"]["kind"] == "match_end":
                    break
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=WAIT)
    assert proc.returncode == 0, err
    assert "stopped" in err
    assert (tmp_path / "belote-table.sqlite3").exists(), "the default database is in the working folder"
    listed = belote_ref("export", "--list", cwd=tmp_path)
    assert listed.returncode == 0 and room_id in listed.stdout and "over" in listed.stdout
    exported = belote_ref("export", room_id, cwd=tmp_path)
    assert exported.returncode == 0, exported.stderr
    doc = json.loads(exported.stdout)
    assert audit(doc) == (0, []) and doc["result"]["winner"] is not None
    assert [s["kind"] for s in doc["seats"]] == ["external", "ai", "ai", "ai"]


def test_serve_bad_options_exit_2(tmp_path: Path) -> None:
    for args, words in [
        (["--room", "client,genius,easy,easy"], "seat 1 is 'genius'"),
        (["--room", "client,easy,easy"], "has 4 seats"),
        (["--room", "client,easy,easy,easy", "-o", "target=zero"], "target"),
        (["--port", "70000"], "--port"),
        (["--room-burst", "0"], "--room-burst must be from 1 to 1000000, not 0"),
        (["--rooms-per-minute", "-1"], "--rooms-per-minute must be from 0 to 1000000, not -1"),
        (["--rooms-per-minute", "nan"], "--rooms-per-minute must be from 0 to 1000000, not nan"),
        (["--profile", "acanomas", "-o", "players=3", "--room", "client,expert,easy"],
         "seat 1: the expert AI does not play profile belote-acanomas yet (choose random, easy, normal)"),
    ]:
        done = belote_ref("serve", "--db", str(tmp_path / "x.sqlite3"), *args)
        assert done.returncode == 2, (args, done.stderr)
        assert words in done.stderr and "Traceback" not in done.stderr


def test_serve_seats_expert_ais_and_takes_over_with_expert(capsys: pytest.CaptureFixture[str]) -> None:
    """AI-EXPERT, TABLE-ROOMS, TABLE-TIMEOUT: ``--room`` seats expert AIs and ``--takeover expert``
    is a takeover level, both in rooms of the classic profile."""
    from belote_ref.cli import build_parser
    from belote_ref.commands.serve import room_request
    from belote_ref.table.rooms import config_from_request

    body = room_request("client,expert,expert,expert", [], None, None)
    assert body["seats"] == [{"occupant": "client"}] + [{"occupant": "ai", "level": "expert"}] * 3
    assert [(s.occupant, s.level) for s in config_from_request(body).seats] == [
        ("client", None), ("ai", "expert"), ("ai", "expert"), ("ai", "expert")]
    args = build_parser().parse_args(["serve", "--room", "client,client,client,client", "--turn-timeout", "1",
                                      "--takeover", "expert"])
    assert args.takeover == "expert"
    body = room_request(args.room[0], args.option, args.turn_timeout, args.takeover)
    assert (body["turn_timeout_s"], body["takeover"]) == (1.0, "expert")
    assert config_from_request(body).takeover == "expert"
    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args(["serve", "--takeover", "genius"])
    assert exit_.value.code == 2
    assert "argument --takeover: invalid choice: 'genius' (choose from 'random', 'easy', 'normal', 'hard', 'expert')" \
        in capsys.readouterr().err


def test_serve_port_in_use_exit_4(tmp_path: Path) -> None:
    with running_server(tmp_path / "a.sqlite3") as server:
        port = server.url.rsplit(":", 1)[1]
        done = belote_ref("serve", "--db", str(tmp_path / "b.sqlite3"), "--port", port)
    assert done.returncode == 4 and f"cannot listen on 127.0.0.1:{port}" in done.stderr


def test_export_every_match_and_errors(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    with running_server(db) as server:
        room, host = create_room(server.url, [{"occupant": "ai", "level": "easy"}] * 4, seed=1, options={"target": 1})
        rid = room["id"]
        import time

        while not http("GET", f"{server.url}/api/rooms/{rid}")[1]["over"]:
            time.sleep(0.05)
        assert http("POST", f"{server.url}/api/rooms/{rid}/matches", token=host)[0] == 201
    out = tmp_path / "out"
    done = belote_ref("export", rid, "--db", str(db), "--match", "all", "--output", str(out))
    assert done.returncode == 0, done.stderr
    files = sorted(p.name for p in out.iterdir())
    assert files == [f"{rid}-match-1.json", f"{rid}-match-2.json"]
    for f in out.iterdir():
        assert audit(json.loads(f.read_text()))[0] == 0
    audited = belote_ref("audit", str(out))
    assert audited.returncode == 0, audited.stdout
    assert belote_ref("export", "nope", "--db", str(db)).returncode == 2
    assert belote_ref("export", rid, "--db", str(db), "--match", "9").returncode == 2
    assert belote_ref("export", rid, "--db", str(db), "--match", "all").returncode == 2
    (tmp_path / "junk").write_text("not a database")
    bad = belote_ref("export", rid, "--db", str(tmp_path / "junk"))
    assert bad.returncode == 3 and "not an SQLite file" in bad.stderr
    assert belote_ref("export", rid, "--db", str(tmp_path / "missing")).returncode == 3


def test_public_transcript_in_progress_hides_the_current_hand(tmp_path: Path) -> None:
    with running_server(tmp_path / "t.sqlite3") as server:
        room, host = create_room(server.url, [{"occupant": "client"}] * 4, seed=5, first_dealer=3)
        rid = room["id"]
        status, public = http("GET", f"{server.url}/api/rooms/{rid}/matches/1/transcript")
        assert status == 200 and public["hands"] == [] and public["metadata"]["in_progress"] is True
        status, with_host = http("GET", f"{server.url}/api/rooms/{rid}/matches/1/transcript", token=host)
        assert status == 200 and with_host == public  # the host token reads no hand in progress (TABLE-PRIVACY)
        assert http("GET", f"{server.url}/api/rooms/{rid}/matches/2/transcript")[0] == 404
        assert http("GET", f"{server.url}/api/rooms/{rid}/matches/x/transcript")[0] == 404


def test_serve_profile_acanomas_room_export_and_audit(tmp_path: Path) -> None:
    """``serve --profile acanomas``: the --room rooms and the rooms created without a profile
    are of the profile; ``export`` writes a transcript that ``audit --profile acanomas`` passes."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "serve", "--port", "0", "--ai-workers", "0",
                             "--profile", "acanomas", "-o", "players=3", "-o", "target=150",
                             "--room", "client,normal,easy"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    try:
        assert proc.stdout is not None
        listening = proc.stdout.readline()
        assert "default profile belote-acanomas" in listening
        url = listening.split("listening on ")[1].split()[0]
        room_line = proc.stdout.readline()
        room_id = room_line.split()[1].rstrip(":")
        status, created = http("POST", f"{url}/api/rooms", {"seats": [{"occupant": "client"}, {"occupant": "ai", "level": "easy"}]})
        assert status == 400 and "has 3 seats" in created["message"], "a room without a profile is of the default one"
        status, doc = http("POST", f"{url}/api/rooms/{room_id}/seats/0")
        assert status == 201
        server = ServerThread.__new__(ServerThread)
        server.url = url
        with Client(server, room_id) as c:
            welcome = c.hello(doc["token"])
            assert welcome["profile"]["name"] == "belote-acanomas" and welcome["profile"]["seats"] == 3
            while True:
                m = c.recv()
                if m["type"] == "state" and m["view"]["legal_actions"]:
                    cards = [a for a in m["view"]["legal_actions"] if a["type"] != "claim"]
                    c.send({"type": "action", "action": cards[0]})
                if m["type"] == "event" and m["event"]["kind"] == "match_end":
                    break
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=WAIT)
    assert proc.returncode == 0, err
    exported = belote_ref("export", room_id, "--output", "t.json", cwd=tmp_path)
    assert exported.returncode == 0, exported.stderr
    doc = json.loads((tmp_path / "t.json").read_text())
    assert doc["profile"] == "belote-acanomas" and len(doc["seats"]) == 3
    assert [s["kind"] for s in doc["seats"]] == ["external", "ai", "ai"]
    audited = belote_ref("audit", "--profile", "acanomas", str(tmp_path / "t.json"))
    assert audited.returncode == 0, audited.stdout + audited.stderr
    # --profile names the room's own profile (short or full name); another profile is refused
    same = belote_ref("export", room_id, "--profile", "acanomas", "--output", "u.json", cwd=tmp_path)
    assert same.returncode == 0, same.stderr
    assert (tmp_path / "u.json").read_text() == (tmp_path / "t.json").read_text()
    other = belote_ref("export", room_id, "--profile", "classic", cwd=tmp_path)
    assert other.returncode == 2
    assert f"room {room_id} is of profile belote-acanomas, not belote-classic" in other.stderr
    assert belote_ref("export", "--list", "--profile", "classic", cwd=tmp_path).stdout == ""
    assert room_id in belote_ref("export", "--list", "--profile", "belote-acanomas", cwd=tmp_path).stdout
