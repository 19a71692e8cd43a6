"""Steps of the client-checker scenarios (features/table_clients.feature, spec/table.md,
*Checking a client*).

Each scenario's client is one of ``belote_ref/clients/mutants.py``, started by the checker as a
subprocess like any third-party client. The checks are independent, so the first scenario that
needs one starts all those the feature file names (five at a time, each with its own server on
a free port of 127.0.0.1) and every scenario reads its own result.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest
from pytest_bdd import given, parsers, then, when

from belote_ref.clients.report import clause_lines
from belote_ref.clients.run import CheckConfig, CheckResult, check
from belote_ref.conformance.report import exit_code, verdict
from belote_ref.clients.report import CLIENT

ROOT = Path(__file__).resolve().parent.parent.parent
FEATURE = ROOT / "features" / "table_clients.feature"
TURN_TIME = 30.0
"""The rooms' turn time: generous, so that a client answering at once is never late on a busy
machine (the scenarios about time wait it out)."""
CONNECT_TIME = 120.0
NEVER_CONNECTS_TIME = 5.0
"""The connect time of the client that never connects (it is waited out)."""
SESSION_TIME = 900.0

Key = tuple[str, str, int | None]
"""(client, session, target)"""


def _keys() -> list[Key]:
    """Every (client, session, target) the feature file checks, in order."""
    text = FEATURE.read_text(encoding="utf-8")
    found = re.findall(r'Given the client "([^"]+)"\s*\n\s*When it is checked in session "([^"]+)"(?: with target (\d+))?', text)
    return [(c, s, int(t) if t else None) for c, s, t in found]


@dataclass
class Run:
    result: CheckResult
    pids_file: Path


class Checks:
    """The checks of the feature file, run five at a time on first use."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.pool = ThreadPoolExecutor(max_workers=5, thread_name_prefix="check-client-scenario")
        self.futures: dict[Key, Future[Run]] = {}
        self.lock = threading.Lock()

    def _run(self, key: Key) -> Run:
        client, session, target = key
        folder = self.folder / f"{client}-{session}-{target}"
        folder.mkdir(parents=True, exist_ok=True)
        pids = folder / "pids"
        command = ["env", f"BELOTE_MUTANT_PIDS={pids}", sys.executable, "-m", "belote_ref.clients.mutants", client]
        connect_time = NEVER_CONNECTS_TIME if client == "never-connects" else CONNECT_TIME
        cfg = CheckConfig(client=command, sessions=[session], target=target, turn_time=TURN_TIME,
                          connect_time=connect_time, session_time=SESSION_TIME, out_dir=folder / "out")
        return Run(check(cfg), pids)

    def get(self, key: Key) -> Run:
        """The check of ``key``; the first call runs every check of the feature file and waits
        for all of them (nothing runs behind the other tests)."""
        with self.lock:
            if not self.futures:
                for k in _keys():
                    self.futures.setdefault(k, self.pool.submit(self._run, k))
                for f in list(self.futures.values()):
                    f.exception(timeout=2 * SESSION_TIME)
            if key not in self.futures:
                self.futures[key] = self.pool.submit(self._run, key)
            fut = self.futures[key]
        return fut.result(timeout=2 * SESSION_TIME)

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


@pytest.fixture(scope="session")
def client_checks(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Checks]:
    checks = Checks(tmp_path_factory.mktemp("check-client"))
    yield checks
    checks.close()


@dataclass
class ClientWorld:
    client: str = ""
    run: Run | None = None

    @property
    def result(self) -> CheckResult:
        assert self.run is not None, "no check yet: 'When it is checked ...' first"
        return self.run.result

    def statuses(self) -> dict[str, tuple[str, int]]:
        return {line.id: (line.status, line.checks) for line in clause_lines(self.result)}

    def first(self, clause: str) -> str:
        deps = [d for d in self.result.outcome.departures if d.clause == clause]
        assert deps, f"no departure under {clause}: {self.statuses()}"
        return deps[0].message


@pytest.fixture
def client_world() -> ClientWorld:
    return ClientWorld()


def _ids(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


@given(parsers.parse('the client "{name}"'))
def the_client(client_world: ClientWorld, name: str) -> None:
    client_world.client = name


@when(parsers.parse('it is checked in session "{session}" with target {target:d}'))
def checked_with_target(client_world: ClientWorld, client_checks: Checks, session: str, target: int) -> None:
    client_world.run = client_checks.get((client_world.client, session, target))


@when(parsers.parse('it is checked in session "{session}"'))
def checked(client_world: ClientWorld, client_checks: Checks, session: str) -> None:
    client_world.run = client_checks.get((client_world.client, session, None))


@then(parsers.parse('the verdict is "{words}" with exit code {code:d}'))
def the_verdict(client_world: ClientWorld, words: str, code: int) -> None:
    got = exit_code(client_world.result.outcome)
    assert (verdict(got, CLIENT), got) == (words, code), client_world.statuses()


@then(parsers.parse("exactly these clauses fail: {ids}"))
def exactly_fail(client_world: ClientWorld, ids: str) -> None:
    failed = sorted(c for c, (status, _) in client_world.statuses().items() if status == "failed")
    assert failed == sorted(_ids(ids)), [d.message for d in client_world.result.outcome.departures][:5]
    assert exit_code(client_world.result.outcome) == 1
    assert not client_world.result.outcome.errors


@then(parsers.parse("these clauses pass: {ids}"))
def these_pass(client_world: ClientWorld, ids: str) -> None:
    statuses = client_world.statuses()
    for cid in _ids(ids):
        assert statuses[cid][0] == "passed" and statuses[cid][1] > 0, (cid, statuses[cid])


@then(parsers.parse("{clause} is not exercised"))
def not_exercised(client_world: ClientWorld, clause: str) -> None:
    assert client_world.statuses()[clause] == ("not exercised", 0)


@then(parsers.re(r"(?P<clause>[A-Z-]+) passes (?P<n>\d+) checks?"))
def passes_n(client_world: ClientWorld, clause: str, n: str) -> None:
    assert client_world.statuses()[clause] == ("passed", int(n))


@then(parsers.re(r'the first failure of (?P<clause>[A-Z-]+) says (?P<words>"[^"]+"(?: or "[^"]+")*)$'))
def first_failure(client_world: ClientWorld, clause: str, words: str) -> None:
    """``says "a"``, or ``says "a" or "b"`` where the order in which the server sees two
    messages decides which of two departures of the same clause is found first."""
    first = client_world.first(clause)
    assert any(w in first for w in re.findall(r'"([^"]+)"', words)), first


@then(parsers.parse('the session stopped early: "{words}"'))
def stopped_early(client_world: ClientWorld, words: str) -> None:
    notes = client_world.result.outcome.not_run
    assert any("stopped early" in n and words in n for n in notes), notes


@then(parsers.parse('the client could not be driven: "{words}"'))
def not_driven(client_world: ClientWorld, words: str) -> None:
    errors = client_world.result.outcome.errors
    assert errors and words in errors[0].failure.detail, [e.failure.detail for e in errors]


@then("no process the client started is still running")
def nothing_left(client_world: ClientWorld) -> None:
    assert client_world.run is not None
    pids = [int(p) for p in client_world.run.pids_file.read_text().split()]
    assert len(pids) == 2
    deadline = time.monotonic() + 120  # killed: gone once the system has reaped them
    alive = [pid for pid in pids if _running(pid)]
    while alive and time.monotonic() < deadline:
        time.sleep(0.05)
        alive = [pid for pid in alive if _running(pid)]
    assert not alive, f"still running: {alive}"


def _running(pid: int) -> bool:
    """Alive and not a zombie (a zombie has stopped; its reaping is up to its new parent)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return not Path("/proc").exists()
    return state != "Z"
