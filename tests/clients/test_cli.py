"""``belote-ref check-client`` as a user runs it: options refused with exit 2, the JSON and JUnit
reports, a client started by hand (--listen), the same seed giving the same run, and a checker
stopped by SIGTERM leaving nothing behind."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from belote_ref.cli import main
from belote_ref.clients.mutants import MUTANTS
from belote_ref.clients.report import clause_lines
from belote_ref.clients.run import CheckConfig, check
from belote_ref.conformance.report import exit_code

ROOT = Path(__file__).resolve().parent.parent.parent
MUTANT = f"{sys.executable} -m belote_ref.clients.mutants"
WAIT = 120.0
"""Seconds to wait for what must happen (a hang detector, generous for a busy machine)."""
TURN_TIME = 30.0
"""The rooms' turn time: generous, so that a client answering at once is never late on a busy machine."""
PATIENT = ["--turn-time", f"{TURN_TIME:g}", "--connect-time", f"{WAIT:g}"]


@pytest.mark.parametrize("args, words", [
    (["--client", "x", "--seed", str(2**48)], "--seed must be a whole number from 0"),  # -1: refused by argparse
    (["--client", "x", "--session", "nope"], "no session named 'nope': the sessions are golden, reconnect"),
    (["--client", "x", "--turn-time", "0"], "--turn-time must be from 0.1 to 3600 seconds, not 0"),
    (["--client", "x", "--target", "0"], "session golden: option 'target' must be a whole number from 1"),
    (["--client", "x", "--ai-delay", "-5"], "--ai-delay must be from 0 to 10000 milliseconds"),
    (["--client", "x", "--port", "70000"], "--port must be from 0 to 65535"),
    (["--client", "'unclosed"], "--client \"'unclosed\": No closing quotation"),
    (["--client", "  "], "--client is empty"),
])
def test_bad_options_are_refused_with_exit_2(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check-client", *args]) == 2
    assert words in capsys.readouterr().err


def test_client_or_listen_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["check-client"])
    assert exc.value.code == 2
    assert "one of the arguments --client --listen is required" in capsys.readouterr().err


def test_a_client_that_does_not_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check-client", "--client", "/no/such/client", "--out", str(tmp_path), "--quiet"])
    out = capsys.readouterr().out
    assert code == 2
    assert "client start: could not start '/no/such/client'" in out
    assert "sessions not run (the client could not be driven): reconnect, seat-2, seat-3, full-match" in out
    assert "verdict: the client could not be driven (exit 2)" in out


def test_json_and_junit_reports(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check-client", "--client", f"{MUTANT} card-not-held", "--session", "golden", "--target", "100", *PATIENT,
                 "--json", str(tmp_path / "r.json"), "--junit-xml", str(tmp_path / "r.xml"),
                 "--out", str(tmp_path / "out"), "--quiet"])
    text = capsys.readouterr().out
    assert code == 1
    assert re.search(r"FAIL  TABLE-CLIENT-LEGAL +A client chooses only among the legal actions it was sent", text)
    assert "rules clauses named by the server's refusals of the client's actions:" in text
    assert re.search(r"FAIL  PLAY-CARD-IN-HAND +Only a card held may be played", text)
    doc = json.loads((tmp_path / "r.json").read_text())
    assert doc["exit_code"] == 1 and doc["verdict"] == "departures found"
    assert doc["client"]["name"].endswith("mutants card-not-held") and doc["kit"]["protocol"] == "1.1.0"
    status = {c["id"]: c["status"] for c in doc["clauses"]}
    assert status["TABLE-CLIENT-LEGAL"] == status["PLAY-CARD-IN-HAND"] == "failed"
    assert status["TABLE-CLIENT-RECOVER"] == "passed"
    first = next(c["first"] for c in doc["clauses"] if c["id"] == "PLAY-CARD-IN-HAND")
    assert first["check"] == "refused" and first["case"] == "golden"
    around = first["details"]["around"]
    assert any(m["n"] == first["details"]["message"] and m["dir"] == "out" and '"refused"' in m["text"] for m in around)
    assert Path(first["transcript"]).name == "golden.messages.jsonl"
    assert doc["sessions"][0]["name"] == "golden" and doc["sessions"][0]["files"]
    # the game transcript written beside it audits clean
    assert main(["audit", str(tmp_path / "out" / "golden.transcript.json")]) == 0
    suite = ET.parse(tmp_path / "r.xml").getroot().find("testsuite")
    assert suite is not None and suite.get("name") == "belote-ref check-client"
    failures = {c.get("name") for c in suite.iter("testcase") if c.find("failure") is not None}
    assert failures == {"TABLE-CLIENT-LEGAL", "PLAY-CARD-IN-HAND"}
    assert {c.get("classname") for c in suite.iter("testcase")} == {"belote-ref.check-client"}


def test_json_to_stdout_keeps_stdout_for_the_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code = main(["check-client", "--client", f"{MUTANT} good", "--session", "golden", "--target", "100", *PATIENT,
                 "--json", "-", "--out", str(tmp_path), "--quiet"])
    captured = capsys.readouterr()
    assert code == 0
    assert json.loads(captured.out)["verdict"] == "conformant"
    assert "verdict: conformant (exit 0)" in captured.err


def test_listen_waits_for_a_client_started_by_hand(tmp_path: Path) -> None:
    """The test plays the person at the keyboard: it reads the arguments the checker prints and
    starts a client with them, later than the turn time: the room waits for it."""
    started: list[subprocess.Popen[bytes]] = []

    def start(line: str) -> None:
        started.append(subprocess.Popen([sys.executable, "-m", "belote_ref.clients.mutants", "good", *line.split()]))

    def person(text: str) -> None:
        line = next(x.strip() for x in text.splitlines() if x.strip().startswith("--server="))
        threading.Timer(turn_time + 1.0, start, (line,)).start()

    turn_time = 5.0  # what the client may take to answer on a busy machine
    try:
        result = check(CheckConfig(client=None, sessions=["golden"], target=100, turn_time=turn_time, announce=person,
                                   out_dir=tmp_path))
    finally:
        for p in started:
            p.kill()
            p.wait()
    assert exit_code(result.outcome) == 0, [d.message for d in result.outcome.departures]
    assert result.client == "a client started by hand (--listen)"
    assert len(started) == 1
    watch = result.sessions[0].watch
    assert watch is not None and watch.actions >= 5 and watch.missed == 0


def test_listen_without_a_client_gives_up_after_the_connect_time(tmp_path: Path) -> None:
    said: list[str] = []
    result = check(CheckConfig(client=None, sessions=["golden"], connect_time=0.5, announce=said.append, out_dir=tmp_path))
    assert exit_code(result.outcome) == 2
    assert "BELOTE_TOKEN=" in said[0] and "--token=" in said[0] and "Waiting up to 0.5 s" in said[0]
    assert "no connection within 0.5 s" in result.outcome.errors[0].failure.detail


def _client_actions(result: object) -> list[str]:
    out = []
    for s in result.sessions:  # type: ignore[attr-defined]
        for w in s.watch.log:
            if w.way == "in" and '"action"' in w.text:
                out.append(json.dumps(json.loads(w.text)["action"], sort_keys=True))
    return out


def test_an_honest_client_passes_against_ais_that_do_not_pause(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # TABLE-LIMITS: the answer to a state asking the seat to act is not charged to the rate limit,
    # so a client answering at once, with AIs answering at once, is never rate-limited
    code = main(["check-client", "--client", f"{MUTANT} good", "--ai-delay", "0", *PATIENT,
                 "--json", "-", "--out", str(tmp_path), "--quiet"])
    doc = json.loads(capsys.readouterr().out)
    not_passed = {c["id"]: c["status"] for c in doc["clauses"] if c["status"] != "passed"}
    assert not_passed == {"TABLE-CLIENT-RECOVER": "not exercised"}, not_passed
    assert code == 0 and len(doc["sessions"]) == 5 and all(s["match_over"] for s in doc["sessions"])


def test_a_client_stopped_by_the_checker_is_said_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check-client", "--client", f"{MUTANT} repeats-refused", "--session", "golden", "--target", "100", *PATIENT,
                 "--out", str(tmp_path / "a"), "--quiet"])
    text = capsys.readouterr().out
    assert code == 1
    assert re.search(r"session golden: .*; the client was killed by signal \w+ "
                     r"\(by the checker: the session was stopped early, see the note\)", text), text
    assert "session golden stopped early: " in text
    assert re.search(r"session golden: seat 0, room \w+, 0 hands finished, \d+ actions, ", text)
    assert re.search(r"PASS  TABLE-CLIENT-HELLO .* \(1 check\)\n", text)
    main(["check-client", "--client", f"{MUTANT} lingers", "--session", "golden", "--target", "100", *PATIENT,
          "--out", str(tmp_path / "b"), "--quiet"])
    assert re.search(r"session golden: .*; the client was killed by signal \w+ \(by the checker: it did not "
                     r"exit after the match ended\)", capsys.readouterr().out)


def test_the_same_seed_gives_the_same_run(tmp_path: Path) -> None:
    def run(seed: int, name: str) -> list[str]:
        # no AI pause: the pause changes no decision
        return _client_actions(check(CheckConfig(client=f"{MUTANT} good", sessions=["golden"], target=300, seed=seed,
                                                 ai_delay_ms=0, turn_time=TURN_TIME, connect_time=WAIT,
                                                 out_dir=tmp_path / name)))

    a, b = run(7, "a"), run(7, "b")
    assert len(a) > 15 and a == b
    assert run(8, "c") != a


def test_every_mutant_has_its_scenario() -> None:
    feature = (ROOT / "features" / "table_clients.feature").read_text(encoding="utf-8")
    missing = [name for name in MUTANTS if f'Given the client "{name}"' not in feature]
    assert not missing
    assert len(MUTANTS) - 1 >= 10


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_sigterm_stops_the_check_and_everything_the_client_started(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    client = f"env BELOTE_MUTANT_PIDS={pids} {MUTANT} forks"
    checker = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "check-client", "--client", client, *PATIENT,
                                "--out", str(tmp_path / "out"), "--quiet"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    deadline = time.monotonic() + WAIT
    while not (pids.exists() and len(pids.read_text().split()) == 2):
        assert time.monotonic() < deadline and checker.poll() is None, checker.poll()
        time.sleep(0.05)
    kids = [int(x) for x in pids.read_text().split()]
    time.sleep(0.6)  # the checker has looked for the client's processes at least once
    checker.send_signal(signal.SIGTERM)
    out, err = checker.communicate(timeout=WAIT)
    assert checker.returncode == 143, err  # SIGTERM is exit 143, as for every command (issue 35)
    assert b"belote-ref: terminated" in err

    def running(pid: int) -> bool:
        try:
            return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            return False

    deadline = time.monotonic() + WAIT  # killed: gone once the system has reaped them
    while any(running(k) for k in kids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(running(k) for k in kids)


def test_the_mutants_list_names_what_each_breaks() -> None:
    out = subprocess.run([sys.executable, "-m", "belote_ref.clients.mutants", "--list"], capture_output=True,
                         text=True, timeout=300, env={**os.environ})
    assert out.returncode == 0
    assert re.search(r"^out-of-turn +TABLE-CLIENT-TURN", out.stdout, re.M)
    assert len(out.stdout.splitlines()) == len(MUTANTS)


def test_a_mutant_without_its_settings_says_what_it_needs() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BELOTE_")}
    out = subprocess.run([sys.executable, "-m", "belote_ref.clients.mutants", "good"], capture_output=True, text=True,
                         timeout=300, env=env)
    assert out.returncode == 2 and "give --ws, --token and --seat" in out.stderr


def test_threads_are_not_left_running(tmp_path: Path) -> None:
    before = {t.name for t in threading.enumerate()}
    check(CheckConfig(client=f"{MUTANT} never-connects", sessions=["golden"], connect_time=0.3, out_dir=tmp_path))

    def left() -> set[str]:
        return {n for n in {t.name for t in threading.enumerate()} - before if "server" in n or "check-client" in n}

    deadline = time.monotonic() + WAIT  # the threads end once their work is done
    while left() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not left(), left()
