"""The database (TABLE-DURABILITY, TABLE-DATABASE): what it refuses, what a failed write does."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from belote_ref.table.runner import ServerThread
from belote_ref.table.store import (APPLICATION_ID, SCHEMA_VERSION, DatabaseError, Lock, Store, connect,
                                    read_rooms)

from .helpers import FOUR_CLIENTS, WAIT, Client, create_room, join, running_server


def test_new_database_is_set_up_in_wal_with_our_id(tmp_path: Path) -> None:
    store = Store(tmp_path / "t.sqlite3")
    try:
        conn = store.conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        store.close()
    assert read_rooms(tmp_path / "t.sqlite3") == []


def test_empty_file_is_set_up(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.write_bytes(b"")
    Store(path).close()
    assert read_rooms(path) == []


def test_newer_layout_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    Store(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseError, match="newer belote-ref"):
        Store(path)


def test_missing_table_is_damage(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    Store(path).close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE seats")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseError, match="damaged: tables seats are missing"):
        Store(path)


def test_truncated_file_is_damage(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with running_server(path) as server:
        for _ in range(30):
            create_room(server.url)
    data = path.read_bytes()
    assert len(data) > 8192
    path.write_bytes(data[: len(data) // 2 + 100])
    with pytest.raises(DatabaseError, match="damaged"):
        Store(path)


def test_record_that_does_not_replay_is_damage(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with running_server(path) as server:
        room, _ = create_room(server.url, FOUR_CLIENTS, seed=1)
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO records VALUES (?, 3, 1, 'action', '{\"type\": \"play\", \"seat\": 0, \"card\": \"7C\"}', 'client', 0, NULL)", (room["id"],))
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseError, match=r"record 3 .* does not replay"):
        with running_server(path):
            pass


def test_second_server_on_one_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with running_server(path):
        with pytest.raises(DatabaseError, match="in use by another belote-ref server"):
            Store(path)
    Store(path).close()  # free again once the first stops


def test_export_reads_while_the_server_runs(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with running_server(path) as server:
        room, _ = create_room(server.url)
        assert [r.id for r in read_rooms(path)] == [room["id"]]


def test_read_only_connect_of_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DatabaseError, match="does not exist"):
        connect(tmp_path / "none.sqlite3", create=False, read_only=True)


def test_lock_is_exclusive(tmp_path: Path) -> None:
    lock = Lock(tmp_path / "x")
    with pytest.raises(DatabaseError):
        Lock(tmp_path / "x")
    lock.release()
    Lock(tmp_path / "x").release()


def test_failed_write_undoes_the_action_and_says_unavailable(tmp_path: Path) -> None:
    """A commit that fails: the actor gets 'unavailable', nobody hears of the action, the room is
    as before and plays on once the database works again."""
    with running_server(tmp_path / "t.sqlite3") as server:
        assert server.hub is not None
        hub = server.hub
        room, _ = create_room(server.url, FOUR_CLIENTS, seed=7, first_dealer=3)
        token = join(server.url, room["id"], 0)
        real = hub.commit
        failing = {"on": True}

        async def commit(statements: Any) -> None:
            if failing["on"]:
                raise DatabaseError("disk full (simulated)")
            await real(statements)

        hub.commit = commit  # type: ignore[method-assign]
        with Client(server, room["id"]) as c:
            c.hello(token)
            before = c.expect("state")
            c.send({"type": "action", "id": 1, "action": {"type": "pass", "seat": 0}})
            err = c.expect("error")
            assert err["code"] == "unavailable" and err["id"] == 1 and err["clause"] == "TABLE-DURABILITY"
            after = c.expect("state")
            assert after["seq"] == before["seq"] and after["view"] == before["view"]
            assert hub.rooms[room["id"]].room.seq == before["seq"]
            failing["on"] = False
            c.send({"type": "action", "id": 2, "action": {"type": "pass", "seat": 0}})
            assert c.expect("ack")["seq"] == before["seq"] + 1
            assert not any(m["type"] == "event" and m["event"].get("kind") == "bid" for m in c.received[:-1])


def test_server_stop_leaves_no_worker_process(tmp_path: Path) -> None:
    """AI seats in worker processes (TABLE-AI): a whole match of hard and normal AIs; after the
    server stops, no child process is left."""
    import multiprocessing

    with running_server(tmp_path / "t.sqlite3", ai_workers=2) as server:
        room, _ = create_room(server.url, [{"occupant": "ai", "level": "hard"}, {"occupant": "ai", "level": "normal"}] * 2,
                              options={"target": 1}, ai_budget_ms=20)
        with Client(server, room["id"]) as watcher:
            watcher.hello(spectate=True)
            watcher.until(lambda m: m["type"] == "event" and m["event"]["kind"] == "match_end")
            watcher.send({"type": "ping", "id": "alive"})
            assert watcher.expect("pong")["id"] == "alive"
        assert multiprocessing.active_children()
    for child in multiprocessing.active_children():
        child.join(timeout=WAIT)
    assert not [p for p in multiprocessing.active_children() if p.is_alive()]
