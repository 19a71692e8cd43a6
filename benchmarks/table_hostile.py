"""Hostile-rooms benchmark of the table server (TABLE-LIMITS, issue 34): a victim room (one bot
client, three random AIs) plays for ``--seconds``, first alone, then beside ``--hostile`` rooms
of four expert AIs asking the largest AI budget the server allows, which nobody watches. Prints
the victim's records in the window and its latencies, median and p99: ``ack`` (an action sent to
its ack) and ``turn`` (an action sent to the next state asking the client again: the three AIs'
decisions between). Not a test.

Run from the repository root: ``python3 benchmarks/table_hostile.py [--hostile 40] [--seconds 15]
[--budget-ms 2000] [--ai-workers N]``. The server runs as ``belote-ref serve`` in a child process
(default AI workers: one per core), with a fresh database; its room burst is raised so that one
address can create the hostile rooms (the per-address limit alone would stop at 20: the benchmark
shows what the fair share does).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_ref.table.protocol import PROTOCOL_VERSION  # noqa: E402

VICTIM = [{"occupant": "client"}] + [{"occupant": "ai", "level": "random"}] * 3
HOSTILE = [{"occupant": "ai", "level": "expert"}] * 4


def post(url: str, body: Any = None) -> tuple[int, Any]:
    req = urllib.request.Request(url, data=json.dumps(body or {}).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def start_server(db: Path, workers: int | None, room_burst: bool = True) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "belote_ref.cli", "serve", "--port", "0", "--db", str(db)]
    if room_burst:
        cmd += ["--room-burst", "1000"]
    if workers is not None:
        cmd += ["--ai-workers", str(workers)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if "listening on " not in line:
        proc.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, line.split("listening on ")[1].split()[0]


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else float("nan")


async def victim(url: str, seconds: float, seed: int) -> dict[str, Any]:
    """Play the victim room's client seat for ``seconds``; a new match when one ends."""
    status, doc = await asyncio.to_thread(post, f"{url}/api/rooms", {"seats": VICTIM, "seed": seed,
                                                                     "options": {"target": 100_000}})
    assert status == 201, doc
    room = doc["room"]["id"]
    status, doc = await asyncio.to_thread(post, f"{url}/api/rooms/{room}/seats/0")
    assert status == 201, doc
    acks: list[float] = []
    turns: list[float] = []
    first_seq = last_seq = None
    sent_at: float | None = None
    count = 0
    async with connect("ws" + url[4:] + f"/ws/rooms/{room}", max_size=2**22, compression=None) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "token": doc["token"]}))
        end = time.perf_counter() + seconds
        while True:
            left = end - time.perf_counter()
            if left <= 0:
                break
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), timeout=left))
            except asyncio.TimeoutError:
                break
            now = time.perf_counter()
            if msg["type"] == "state":
                first_seq = msg["seq"] if first_seq is None else first_seq
                last_seq = msg["seq"]
                if msg["view"]["legal_actions"]:
                    if sent_at is not None:
                        turns.append(now - sent_at)
                    count += 1
                    sent_at = time.perf_counter()
                    await ws.send(json.dumps({"type": "action", "id": count, "seq": msg["seq"],
                                              "action": msg["view"]["legal_actions"][0]}))
            elif msg["type"] == "ack" and sent_at is not None:
                acks.append(now - sent_at)
            elif msg["type"] == "event" and msg["event"]["kind"] == "match_end":
                await ws.send(json.dumps({"type": "start_match"}))
    return {"records": (last_seq or 0) - (first_seq or 0), "acks": acks, "turns": turns}


def line(name: str, r: dict[str, Any]) -> str:
    ms = [1000 * percentile(r[k], q) for k in ("acks", "turns") for q in (0.5, 0.99)]
    return (f"{name:<22} {r['records']:>8} {len(r['turns']):>6} {ms[0]:>9.1f} {ms[1]:>9.1f} {ms[2]:>9.1f} "
            f"{ms[3]:>9.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hostile", type=int, default=40, help="hostile AI-only rooms (default 40)")
    parser.add_argument("--seconds", type=float, default=15.0, help="each window (default 15)")
    parser.add_argument("--budget-ms", type=float, default=2000, help="the hostile rooms' ai_budget_ms (default 2000)")
    parser.add_argument("--ai-workers", type=int, default=None, help="the server's AI workers (default: one per core)")
    parser.add_argument("--old-server", action="store_true",
                        help="a server from before TABLE-LIMITS' room rate (no --room-burst), to measure the before")
    args = parser.parse_args()
    print(f"table hostile: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start; "
          f"{args.hostile} hostile rooms of 4 expert AIs, budget {args.budget_ms:g} ms; windows of {args.seconds:g} s")
    with tempfile.TemporaryDirectory() as tmp:
        proc, url = start_server(Path(tmp) / "hostile.sqlite3", args.ai_workers, not args.old_server)
        try:
            status, doc = post(f"{url}/api/rooms", {"seats": HOSTILE, "ai_budget_ms": 10000})
            print(f"a room asking ai_budget_ms 10000: {status} {doc.get('error')}: {doc.get('message')}")
            quiet = asyncio.run(victim(url, args.seconds, 1))
            load_quiet = os.getloadavg()[0]
            for i in range(args.hostile):
                status, doc = post(f"{url}/api/rooms", {"seats": HOSTILE, "seed": 1000 + i,
                                                        "ai_budget_ms": args.budget_ms})
                assert status == 201, doc
            time.sleep(1.0)
            loaded = asyncio.run(victim(url, args.seconds, 2))
            load_loaded = os.getloadavg()[0]
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
    print(f"{'victim room':<22} {'records':>8} {'turns':>6} {'ack p50':>9} {'ack p99':>9} {'turn p50':>9} {'turn p99':>9}")
    print(line("alone", quiet) + f"   (load {load_quiet:.2f})")
    print(line(f"beside {args.hostile} hostile", loaded) + f"   (load {load_loaded:.2f})")
    for k in ("acks", "turns"):
        a, b = percentile(quiet[k], 0.99), percentile(loaded[k], 0.99)
        print(f"{k[:-1]} p99 ratio loaded/alone: {b / a:.2f}" if a else f"{k}: no data")


if __name__ == "__main__":
    main()
