"""Load benchmark of the table server (spec/table.md): N rooms of 4 WebSocket bot clients play
whole matches at once; reports actions per second and the p50/p99 latency from an action sent to
its ack, per room count, and the room count where p99 passes 1 s. Not a test.

Run from the repository root: ``python3 benchmarks/table_load.py [--rooms 25,50,100,200,400]
[--think-ms 0] [--target 300]``. The server runs as ``belote-ref serve`` in a child process (its
own core), with a fresh database in a temporary folder and its room burst raised (TABLE-LIMITS: one
address may create 20 rooms at once; here one address creates them all); the bots (``belote_ref.table.bot``) share
one asyncio loop in this process (the other core). ``--think-ms`` makes each bot wait that long
before acting, like a person or a network would; 0 is a closed loop at full speed, where latency
is the number of rooms divided by the throughput.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_ref.table.bot import SeatBot  # noqa: E402


def post(url: str, body: Any = None) -> Any:
    req = urllib.request.Request(url, data=json.dumps(body or {}).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def start_server(db: Path, profile: str | None = None) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    wrap = ["-m", "cProfile", "-o", profile] if profile else []
    proc = subprocess.Popen([sys.executable, *wrap, "-m", "belote_ref.cli", "serve", "--port", "0", "--db", str(db),
                             "--ai-workers", "0", "--room-burst", "100000"], stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if "listening on " not in line:
        proc.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, line.split("listening on ")[1].split()[0]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else float("nan")


async def run_rooms(url: str, rooms: int, target: int, think_ms: float, cap_s: float, seed: int,
                    server_pid: int = 0) -> dict[str, Any]:
    rng = random.Random(seed)
    bots: list[SeatBot] = []
    think = think_ms / 1000

    def choose(state: Any, r: random.Random) -> Any:
        return r.choice(state["view"]["legal_actions"])

    for _ in range(rooms):
        room = (await asyncio.to_thread(post, f"{url}/api/rooms", {
            "profile": "belote-classic", "seats": [{"occupant": "client"}] * 4, "options": {"target": target},
            "seed": rng.randrange(10**9)}))["room"]
        for seat in range(4):
            token = (await asyncio.to_thread(post, f"{url}/api/rooms/{room['id']}/seats/{seat}"))["token"]
            bots.append(ThinkingBot(lambda: "ws" + url[4:], room["id"], token, random.Random(rng.random()),
                                    choose=choose, keep=False, think=think))
    t0 = time.perf_counter()
    cpu0, own0 = cpu_seconds(server_pid), time.process_time()
    tasks = [asyncio.create_task(b.run()) for b in bots]
    done, pending = await asyncio.wait(tasks, timeout=cap_s)
    elapsed = time.perf_counter() - t0
    server_cpu, bots_cpu = cpu_seconds(server_pid) - cpu0, time.process_time() - own0
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    failed = [t.exception() for t in done if t.exception() is not None]
    latencies = [x for b in bots for x in b.latencies]
    return {
        "rooms": rooms, "finished": sum(1 for t in done if t.exception() is None) // 4, "seconds": elapsed,
        "actions": len(latencies), "actions_per_s": len(latencies) / elapsed if elapsed else 0.0,
        "p50_ms": 1000 * percentile(latencies, 0.50), "p99_ms": 1000 * percentile(latencies, 0.99),
        "max_ms": 1000 * max(latencies) if latencies else float("nan"),
        "mean_ms": 1000 * statistics.fmean(latencies) if latencies else float("nan"),
        "errors": [repr(e) for e in failed[:3]],
        "server_cpu_ms_per_action": 1000 * server_cpu / len(latencies) if latencies else float("nan"),
        "server_cpu_share": server_cpu / elapsed if elapsed else float("nan"),
        "bots_cpu_ms_per_action": 1000 * bots_cpu / len(latencies) if latencies else float("nan"),
    }


def rss_bytes(pid: int) -> int:
    """Resident memory of a process (Linux /proc)."""
    for text in Path(f"/proc/{pid}/status").read_text().splitlines():
        if text.startswith("VmRSS:"):
            return int(text.split()[1]) * 1024
    return 0


def idle_rooms(count: int) -> None:
    """The server's memory per idle room: ``count`` rooms of 4 client seats (first hand dealt,
    nobody connected), RSS before and after."""
    with tempfile.TemporaryDirectory() as tmp:
        proc, url = start_server(Path(tmp) / "idle.sqlite3")
        try:
            body = {"profile": "belote-classic", "seats": [{"occupant": "client"}] * 4}
            post(f"{url}/api/rooms", body)
            time.sleep(0.5)
            before = rss_bytes(proc.pid)
            for _ in range(count):
                post(f"{url}/api/rooms", body)
            time.sleep(1.0)
            after = rss_bytes(proc.pid)
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=30)
    print(f"{count} idle rooms: server RSS {before / 2**20:.1f} MiB -> {after / 2**20:.1f} MiB: "
          f"{(after - before) / count / 1024:.1f} KiB a room (load average {os.getloadavg()[0]:.2f})")


class ThinkingBot(SeatBot):
    """A bot that waits ``think`` seconds before each action (latency is still measured from the
    send)."""

    def __init__(self, *args: Any, think: float = 0.0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.think = think

    async def _handle(self, ws: Any, msg: Any) -> bool:
        if self.think and msg["type"] == "state" and msg["view"]["legal_actions"]:
            await asyncio.sleep(self.think)
        return await super()._handle(ws, msg)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rooms", default="25,50,100,200,400", help="room counts, comma-separated")
    parser.add_argument("--target", type=int, default=300, help="the rooms' threshold (default 300: ~3 hands)")
    parser.add_argument("--think-ms", type=float, default=0.0, help="each bot's pause before acting")
    parser.add_argument("--cap-s", type=float, default=120.0, help="stop a round after this long")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--profile", metavar="PATH", help="run the server under cProfile, its stats to PATH "
                        "(one room count; read with python3 -m pstats PATH)")
    parser.add_argument("--idle-rooms", type=int, metavar="N", help="measure the server's memory per idle room "
                        "with N rooms, and nothing else")
    args = parser.parse_args()
    if args.idle_rooms:
        idle_rooms(args.idle_rooms)
        return
    results = []
    print(f"table load: {os.cpu_count()} cores, target {args.target}, think {args.think_ms:g} ms")
    print(f"{'rooms':>6} {'done':>5} {'actions':>8} {'act/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} "
          f"{'srv cpu':>8} {'srv ms/a':>9} {'bot ms/a':>9}")
    for n in [int(x) for x in args.rooms.split(",")]:
        with tempfile.TemporaryDirectory() as tmp:
            proc, url = start_server(Path(tmp) / "load.sqlite3", args.profile)
            try:
                r = asyncio.run(run_rooms(url, n, args.target, args.think_ms, args.cap_s, seed=n, server_pid=proc.pid))
            finally:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    proc.kill()
        results.append(r)
        print(f"{n:>6} {r['finished']:>5} {r['actions']:>8} {r['actions_per_s']:>8.0f} {r['p50_ms']:>8.1f} "
              f"{r['p99_ms']:>8.1f} {r['max_ms']:>8.1f} {100 * r['server_cpu_share']:>7.0f}% "
              f"{r['server_cpu_ms_per_action']:>9.2f} {r['bots_cpu_ms_per_action']:>9.2f}"
              + (f"  errors: {r['errors']}" if r["errors"] else ""), flush=True)
    print(f"load average when done: {os.getloadavg()[0]:.2f} (other processes share the cores)")
    broke = next((r["rooms"] for r in results if r["p99_ms"] > 1000), None)
    print(f"p99 passes 1 s at: {broke if broke is not None else 'not reached'} rooms")
    if args.json:
        print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
