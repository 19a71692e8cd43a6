"""spec/cluster.md: ``audit`` and ``tournament`` on a Dask LocalCluster started by the test (two
workers, stopped by the test) print what the one-machine run prints; a worker killed mid-run
loses nothing and counts nothing twice; bad addresses and unreachable schedulers are errors."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from belote_ref.cli import main
from belote_ref.commands import cluster as cluster_mod
from belote_ref.commands.audit import json_lines
from belote_ref.jsonread import dumps
from belote_ref.transcript.audit import audit_source, report_json

distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"


@pytest.fixture(scope="module")
def scheduler() -> Iterator[tuple[str, Any]]:
    """A LocalCluster of two worker processes on 127.0.0.1, closed by the test."""
    import logging

    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=None, silence_logs=logging.CRITICAL)
    try:
        yield cluster.scheduler_address, cluster
    finally:
        cluster.close()


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@contextlib.contextmanager
def killing_a_busy_worker(address: str) -> Iterator[list[int]]:
    """While the body runs: SIGKILL the first worker seen with a task (its nanny starts a new
    one). Yields the pids killed (empty if no worker was ever busy)."""
    client = distributed.Client(address)
    killed: list[int] = []
    finished = threading.Event()

    def kill_one_worker() -> None:
        deadline = time.monotonic() + 300  # a hang detector only
        while not finished.is_set() and time.monotonic() < deadline:
            busy = [w for w, tasks in client.processing().items() if tasks]
            if busy:
                pid = client.run(os.getpid, workers=[busy[0]])[busy[0]]
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                return
            time.sleep(0.01)

    killer = threading.Thread(target=kill_one_worker)
    killer.start()
    try:
        yield killed
    finally:
        finished.set()
        killer.join()
        client.close()


def _golden_copies(folder: Path, copies: int) -> int:
    """``copies`` folders of the golden corpus under ``folder``; the number of files made."""
    golden = sorted((CORPUS / "golden").glob("*.json"))
    for i in range(copies):
        d = folder / f"batch{i:03d}"
        d.mkdir()
        for g in golden:
            shutil.copy(g, d / g.name)
    return copies * len(golden)


def _corpus_files() -> list[str]:
    return [str(CORPUS / "golden"), str(CORPUS / "negative"), str(CORPUS / "unreadable"), str(CORPUS / "acanomas")]


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_audit_on_a_cluster_prints_the_one_machine_report(capsys: pytest.CaptureFixture[str], scheduler: Any,
                                                         json_flag: list[str]) -> None:
    """CLUSTER-SAME: text and --json, same order, same bytes, same exit code (2: the corpus
    has unreadable files)."""
    address, _ = scheduler
    one = _run(capsys, "audit", *json_flag, *_corpus_files())
    many = _run(capsys, "audit", *json_flag, "--cluster", address, *_corpus_files())
    assert one[0] == 2 and many[0] == 2
    assert many[1] == one[1]
    assert one[1].count("follows the rules") + one[1].count('"exit": 0') > 20


def test_json_report_streamed_is_the_report_written_whole(tmp_path: Path) -> None:
    """CLUSTER-CHUNKS: the --json report written file by file is dumps(report_json(...), indent=1)."""
    files = sorted(str(p) for p in (CORPUS / "negative").glob("*.json"))[:5]
    for n in (1, 2, 5):
        reports = [audit_source(f) for f in files[:n]]
        assert "".join(json_lines(iter(reports))) == dumps(report_json(reports), indent=1)


def test_a_worker_killed_mid_run_loses_nothing(capsys: pytest.CaptureFixture[str], scheduler: Any,
                                               tmp_path: Path) -> None:
    """CLUSTER-SAME: a worker killed (SIGKILL) while the audit runs: its tasks run again, and the
    report is the one-machine report, each file once."""
    address, _ = scheduler
    files = _golden_copies(tmp_path, 60)
    one = _run(capsys, "audit", "--json", str(tmp_path))
    with killing_a_busy_worker(address) as killed:
        many = _run(capsys, "audit", "--json", "--cluster", address, str(tmp_path))
    assert killed, "no worker was busy while the audit ran"
    assert many[:2] == one[:2]
    report = json.loads(many[1])
    assert many[0] == 0 and report["exit"] == 0
    names = [f["file"] for f in report["files"]]
    assert len(names) == files == len(set(names))


def test_tournament_on_a_cluster_gives_the_one_machine_results(capsys: pytest.CaptureFixture[str],
                                                              scheduler: Any, tmp_path: Path) -> None:
    """CLUSTER-SAME: the same seed, the same results to the last digit, whatever the workers;
    decision times are measurements and may differ."""
    address, _ = scheduler
    argv = ["tournament", "--players", "easy,random", "--deals", "10", "--matches", "1", "--seed", "11",
            "--no-progress"]
    one_json, many_json = tmp_path / "one.json", tmp_path / "many.json"
    one = _run(capsys, *argv, "--json", str(one_json))
    many = _run(capsys, *argv, "--json", str(many_json), "--cluster", address)
    assert one[0] == many[0] == 0

    def results(text: str) -> list[str]:
        return [line for line in text.splitlines() if "ms" not in line and "median" not in line]

    assert results(many[1]) == results(one[1])
    a, b = (json.loads(p.read_text()) for p in (one_json, many_json))
    for doc in (a, b):
        del doc["card_times"], doc["bid_times"]
    assert a == b and a["deals"] == 10


def test_a_rotation_tournament_on_a_cluster(capsys: pytest.CaptureFixture[str], scheduler: Any) -> None:
    """CLUSTER-SAME for profile belote-acanomas's rotation tournament."""
    address, _ = scheduler
    argv = ["tournament", "--profile", "acanomas", "--deals", "4", "--seed", "3", "--no-progress"]
    assert _run(capsys, *argv) == _run(capsys, *argv, "--cluster", address)


@pytest.mark.parametrize("address", ["", "not an address", "tcp://" + "x" * 400, "http://host:80/path?q=1"])
def test_a_bad_address_is_refused_before_any_work(capsys: pytest.CaptureFixture[str], address: str) -> None:
    """CLUSTER-ADDRESS: exit 2, the option named."""
    code, out, err = _run(capsys, "audit", "--cluster", address, str(CORPUS / "golden"))
    assert code == 2 and out == "" and "--cluster" in err and "Traceback" not in err


def test_an_unreachable_scheduler_is_exit_5(capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """CLUSTER-ADDRESS: no scheduler there: exit 5 with a message, nothing on stdout."""
    monkeypatch.setattr(cluster_mod, "CONNECT_TIMEOUT_S", 2)
    code, out, err = _run(capsys, "audit", "--cluster", "tcp://127.0.0.1:9", str(CORPUS / "golden"))
    assert code == 5 and out == "" and "cannot reach the scheduler" in err and "Traceback" not in err


def test_urls_and_globs_are_audited_like_paths(capsys: pytest.CaptureFixture[str]) -> None:
    """CLUSTER-INPUTS: a file:// folder and a glob stand for the same files as the folder."""
    folder = CORPUS / "negative"
    one = _run(capsys, "audit", str(folder))
    url = _run(capsys, "audit", f"file://{folder}/")
    glob = _run(capsys, "audit", f"file://{folder}/*.json")
    assert one[0] == url[0] == glob[0] == 1
    assert url[1] == glob[1] == one[1].replace(f"{folder}/", f"file://{folder}/")
    missing = _run(capsys, "audit", f"file://{folder}/no-such-file.json")
    assert missing[0] == 2 and "cannot read" in missing[1]


def test_without_cluster_dask_is_not_imported() -> None:
    """spec/cluster.md: without --cluster nothing imports Dask."""
    code = ("import sys; from belote_ref.cli import main; "
            f"main(['audit', '-q', {str(CORPUS / 'golden')!r}]); "
            "main(['tournament', '--players', 'random,random', '--deals', '1', '--matches', '0']); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed', 'fsspec')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=os.environ | {"PYTHONPATH": str(ROOT)}).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_ctrl_c_stops_the_local_cluster(tmp_path: Path) -> None:
    """CLUSTER-STOP: Ctrl-C during ``audit --cluster local``: exit 130, no traceback, and no
    process of the run (scheduler, nannies, workers) is left."""
    _golden_copies(tmp_path, 400)  # far more work than the first report: the interrupt finds the run busy
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "audit", "--cluster", "local", "--jobs", "2",
                             str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env=os.environ | {"PYTHONPATH": str(ROOT)})
    assert proc.stdout is not None
    first = proc.stdout.readline()  # the first report: the cluster runs
    assert "follows the rules" in first
    os.kill(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=300)  # a hang detector only
    assert proc.returncode == 130 and "Traceback" not in err
    deadline = time.monotonic() + 120  # a hang detector only
    while time.monotonic() < deadline:
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        pytest.fail("a process of the run outlived it")


def test_conformance_on_a_cluster_reports_what_one_machine_reports(scheduler: Any, tmp_path: Path) -> None:
    """CLUSTER-CONFORMANCE: the seeded hands in shards on the workers, each on its own copy of
    the engine, one worker killed while it plays: the same clauses, departures (the first of
    each clause, shrunk, and its reproduction), cases and coverage as the one-machine run; only
    the timing differs."""
    address, _ = scheduler
    engine = f"{sys.executable} -m belote_ref.cli adapter --mutant no-undertrump"
    argv = ["conformance", "--engine", engine, "--only", "differential", "--hands", "150", "--matches", "1",
            "--progress", "none"]
    docs = []
    killed: list[int] = []
    for name in ("one", "many"):
        out = tmp_path / name
        run = argv + ["--json", str(tmp_path / f"{name}.json"), "--out", str(out)]
        if name == "one":
            code = main(run)
        else:
            with killing_a_busy_worker(address) as killed:
                code = main(run + ["--cluster", address])
        assert code == 1
        doc = json.loads((tmp_path / f"{name}.json").read_text())
        del doc["timing"]
        for d in doc["departures"] + [c["first"] for c in doc["clauses"] if c["first"]]:
            if d["transcript"]:
                d["transcript"] = Path(d["transcript"]).name  # the same file, in each run's --out
        docs.append(doc)
    one, many = docs
    assert killed, "no worker was busy while the shards ran"
    assert one["departures"], "mutant no-undertrump survived"
    assert any(d["case"].startswith("hand-") for d in one["departures"]), "no seeded hand departed"
    assert many == one
    assert sorted(p.name for p in (tmp_path / "one").iterdir()) == sorted(p.name for p in (tmp_path / "many").iterdir())


def test_conformance_on_a_cluster_needs_the_engine_on_every_worker(capsys: pytest.CaptureFixture[str],
                                                                   scheduler: Any) -> None:
    """CLUSTER-CONFORMANCE: an engine program no worker has: exit 5 naming the worker, before any work."""
    address, _ = scheduler
    code, out, err = _run(capsys, "conformance", "--engine", "/no/such/engine --flag", "--hands", "60",
                          "--cluster", address)
    assert code == 5 and "no program '/no/such/engine'" in err and "Traceback" not in err
