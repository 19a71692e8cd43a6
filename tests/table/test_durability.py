"""TABLE-DURABILITY: the server process is killed (SIGKILL) at random moments during play, at
least 20 times, and restarted on the same database; clients reconnect with their tokens and play
on. Afterwards every acknowledged action is in the record at the seq it was acknowledged with,
none is recorded twice, and every room replays."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
import time
from pathlib import Path
from typing import Any

from belote_ref.table.bot import SeatBot
from belote_ref.table.rooms import room_from_stored
from belote_ref.table.store import read_rooms

from .helpers import FOUR_CLIENTS, ONE_CLIENT, WAIT, create_room, join

KILLS = 20
ROOT = Path(__file__).resolve().parent.parent.parent


class ServerProcess:
    """``belote-ref serve`` in a child process on a free port."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.proc: asyncio.subprocess.Process | None = None
        self.url = ""

    async def start(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "belote_ref.cli", "serve", "--port", "0", "--db", str(self.db), "--ai-workers", "0",
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env, cwd=str(self.db.parent))
        assert self.proc.stdout is not None
        line = (await asyncio.wait_for(self.proc.stdout.readline(), timeout=WAIT)).decode()
        if "listening on " not in line:
            err = (await self.proc.stderr.read()).decode() if self.proc.stderr else ""
            raise AssertionError(f"server did not start: {line!r} {err}")
        self.url = line.split("listening on ", 1)[1].split()[0]

    async def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGKILL)
            await self.proc.wait()

    async def stop(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.proc.wait(), timeout=WAIT)
            except asyncio.TimeoutError:
                await self.kill()


def post(url: str, path: str, body: Any = None) -> Any:
    from .helpers import http

    status, doc = http("POST", url + path, body)
    assert status == 201, doc
    return doc


async def scenario(db: Path, rng: random.Random) -> tuple[list[tuple[str, int, SeatBot]], int]:
    server = ServerProcess(db)
    await server.start()
    bots: list[tuple[str, int, SeatBot]] = []
    tasks: list[asyncio.Task[None]] = []
    kills = 0
    try:
        class Shim:
            url = server.url
        for i, seats in enumerate([FOUR_CLIENTS, FOUR_CLIENTS, ONE_CLIENT]):
            room, _ = create_room(server.url, seats, options={"target": 3000}, seed=rng.randrange(10**6))
            for seat in range(4):
                if seats[seat]["occupant"] == "client":
                    token = join(server.url, room["id"], seat)
                    bot = SeatBot(lambda: "ws" + server.url[4:], room["id"], token, random.Random(rng.random()),
                                  reconnect=True, open_timeout=WAIT)
                    bots.append((room["id"], seat, bot))
        tasks = [asyncio.get_running_loop().create_task(b.run()) for _, _, b in bots]
        def acked() -> int:
            return sum(len(b.acks) for _, _, b in bots)

        while kills < KILLS:
            # play resumes first (the clients reconnect), then a kill at a random moment of play
            before = acked()
            deadline = time.monotonic() + WAIT
            while acked() == before:
                assert time.monotonic() < deadline, f"no action acknowledged within {WAIT:g} s of restart {kills}"
                await asyncio.sleep(0.01)
            await asyncio.sleep(rng.uniform(0.0, 0.25))
            await server.kill()
            kills += 1
            await server.start()
        await asyncio.sleep(0.5)
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await server.stop()
    return bots, kills


def test_kill_restart_loses_nothing_acknowledged(tmp_path: Path) -> None:
    db = tmp_path / "table.sqlite3"
    bots, kills = asyncio.run(scenario(db, random.Random(99)))
    assert kills >= 20
    stored = {s.id: s for s in read_rooms(db)}
    total_acks = 0
    for room_id, seat, bot in bots:
        records = stored[room_id].records
        for seq, action, mid in bot.acks:
            r = records[seq - 1]
            assert (r.seq, r.kind, r.actor, r.body, r.ref) == (seq, "action", "client", action, mid), (room_id, seq)
            assert action["seat"] == seat
        total_acks += len(bot.acks)
        refs = [r.ref for r in records if r.kind == "action" and r.actor == "client" and r.body["seat"] == seat]
        assert len(refs) == len(set(refs)), f"room {room_id} seat {seat}: an action was recorded twice"
        # after each reconnect the first state is at or past every ack received before it
        acked = 0
        for i, m in enumerate(bot.received):
            if m["type"] == "ack":
                acked = max(acked, m["seq"])
            elif m["type"] == "welcome":
                # the messages of this connection (a kill may come between the welcome and its state)
                this = next((bot.received[i + 1:j] for j in range(i + 1, len(bot.received))
                             if bot.received[j]["type"] == "welcome"), bot.received[i + 1:])
                state = next((x for x in this if x["type"] == "state"), None)
                assert state is None or state["seq"] >= acked
        assert bot.connections > 1
    for s in stored.values():
        room = room_from_stored(s)  # replays through the engine
        assert room.seq == len(s.records)
    assert total_acks > 100, "the clients played"
