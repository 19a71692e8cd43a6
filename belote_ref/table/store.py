"""The table server's SQLite database (TABLE-DURABILITY): rooms, seat-token hashes and each
room's record (match starts, card orders, actions), in WAL mode with ``synchronous=FULL``.

A record is committed before the server acknowledges or broadcasts it. Writes go through one
writer thread that commits whatever is waiting in one transaction (a group commit: one fsync
for many rooms), each write in a savepoint of its own so that one failure fails only its room.

Opening checks the file: an SQLite file of another application, of a newer belote-ref, a
damaged one, or one another server holds, is a :class:`DatabaseError` naming the file and what
is wrong; the server then exits with :data:`EXIT_DATABASE`, never starts afresh over it.
"""

from __future__ import annotations

import concurrent.futures
import fcntl
import json
import os
import queue
import stat
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from ..jsonread import escape_surrogates

APPLICATION_ID = 0x42524654
"""``PRAGMA application_id`` of a belote-ref table database ("BRFT")."""
SCHEMA_VERSION = 1
"""``PRAGMA user_version``: the layout below."""
EXIT_DATABASE = 3
"""Exit code of ``serve`` and ``export`` when the database cannot be used."""
SQLITE_HEADER = b"SQLite format 3\x00"
BATCH_LIMIT = 512

DDL = (
    "CREATE TABLE rooms (id TEXT PRIMARY KEY, created REAL NOT NULL, config TEXT NOT NULL, host_hash TEXT NOT NULL)",
    "CREATE TABLE seats (room TEXT NOT NULL, seat INTEGER NOT NULL, token_hash TEXT NOT NULL, "
    "PRIMARY KEY (room, seat)) WITHOUT ROWID",
    "CREATE TABLE records (room TEXT NOT NULL, seq INTEGER NOT NULL, match INTEGER NOT NULL, kind TEXT NOT NULL, "
    "body TEXT NOT NULL, actor TEXT NOT NULL, at REAL NOT NULL, ref TEXT, PRIMARY KEY (room, seq)) WITHOUT ROWID",
)
TABLES = {"rooms", "seats", "records"}
RECORD_KINDS = ("start", "deal", "action")


class DatabaseError(Exception):
    """A database file the server cannot use; the message names the file and the problem."""


@dataclass
class Record:
    """One entry of a room's record: ``start`` (a match begins: ``{"first_dealer": n}``),
    ``deal`` (``{"order": [32 cards]}``) or ``action`` (a seat's action, JSON form)."""

    seq: int
    match: int
    kind: str
    body: dict[str, Any]
    actor: str
    """Who made it: ``server`` (starts, deals), ``client``, ``ai`` or ``takeover``."""
    at: float
    ref: Any = None
    """A client's action: the ``id`` of its message, if it gave one (to tell retries apart)."""


@dataclass
class StoredRoom:
    id: str
    created: float
    config: dict[str, Any]
    host_hash: str
    seat_hashes: dict[int, str] = field(default_factory=dict)
    records: list[Record] = field(default_factory=list)


Statement = tuple[str, Sequence[Any]]


def insert_room(room_id: str, created: float, config: dict[str, Any], host_hash: str) -> Statement:
    return ("INSERT INTO rooms (id, created, config, host_hash) VALUES (?, ?, ?, ?)",
            (room_id, created, json.dumps(config, sort_keys=True), host_hash))


def insert_seat(room_id: str, seat: int, token_hash: str) -> Statement:
    return "INSERT INTO seats (room, seat, token_hash) VALUES (?, ?, ?)", (room_id, seat, token_hash)


def insert_record(room_id: str, r: Record) -> Statement:
    return ("INSERT INTO records (room, seq, match, kind, body, actor, at, ref) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (room_id, r.seq, r.match, r.kind, json.dumps(r.body, separators=(",", ":")), r.actor, r.at,
             None if r.ref is None else json.dumps(r.ref)))


def _check_header(path: Path) -> None:
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return
    if size == 0:
        return
    with path.open("rb") as f:
        head = f.read(len(SQLITE_HEADER))
    if head != SQLITE_HEADER:
        raise DatabaseError(f"{path} is not a belote-ref table database: it is not an SQLite file "
                            "(give another --db path, or move this file away)")


def _checked(conn: sqlite3.Connection, path: Path, create: bool) -> bool:
    """Check that the database is ours, readable and sound, before anything is written to it;
    True if it is empty (a new database to set up)."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id == 0 and not tables:
        if not create:
            raise DatabaseError(f"{path} is an empty database: no belote-ref table server wrote it")
        return True
    if app_id != APPLICATION_ID:
        raise DatabaseError(f"{path} is an SQLite database of another application (application_id {app_id:#x}, "
                            f"tables {', '.join(sorted(tables)) or 'none'}); belote-ref will not write over it")
    if version > SCHEMA_VERSION:
        raise DatabaseError(f"{path} was written by a newer belote-ref (database layout {version}; "
                            f"this one reads layout {SCHEMA_VERSION})")
    if not TABLES <= tables:
        raise DatabaseError(f"{path} is damaged: tables {', '.join(sorted(TABLES - tables))} are missing")
    problems = [r[0] for r in conn.execute("PRAGMA quick_check").fetchall()]
    if problems != ["ok"]:
        raise DatabaseError(f"{path} is damaged: {'; '.join(problems[:3])}")
    return False


def _set_up(conn: sqlite3.Connection) -> None:
    conn.execute("BEGIN IMMEDIATE")
    for ddl in DDL:
        conn.execute(ddl)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.execute("COMMIT")


class Lock:
    """An exclusive lock on ``PATH.lock`` so that two servers never share one database. The
    kernel drops it when the process dies, even by SIGKILL. The lock file is removed when the
    lock is released (TABLE-DATABASE: no lock file is left behind): it is unlinked while still
    held, and a server that locked a file since unlinked tries again on a fresh one, so two
    servers never hold locks on two files of one name. A database path that is no regular file
    (``/dev/null``, a FIFO, a folder) and a folder that cannot take the lock are a
    :class:`DatabaseError` (exit 3) before any file is made."""

    def __init__(self, path: Path) -> None:
        self.path = Path(str(path) + ".lock")
        self.fd = -1
        try:
            st = os.stat(path)
        except (FileNotFoundError, NotADirectoryError):
            st = None
        except OSError as exc:
            raise DatabaseError(f"{path} cannot be used: {exc.strerror or exc}") from None
        if st is not None and stat.S_ISDIR(st.st_mode):
            raise DatabaseError(f"{path} is a folder, not a database file")
        if st is not None and not stat.S_ISREG(st.st_mode):
            raise DatabaseError(f"{path} is not a database file (a device, a FIFO or a socket): give a file's path")
        while True:
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
            except OSError as exc:
                if not Path(path).parent.is_dir():
                    raise DatabaseError(f"{path} cannot be created: the folder {Path(path).parent} does not exist "
                                        "(or is no folder)") from None
                raise DatabaseError(f"{path} cannot be used: its lock file {self.path} cannot be made "
                                    f"({exc.strerror or exc}; is the folder read-only?)") from None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                raise DatabaseError(f"{path} is in use by another belote-ref server (lock {self.path})") from None
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.path))
            except OSError:
                same = False
            if same:
                self.fd = fd
                return
            os.close(fd)  # the holder released (and removed) it meanwhile: lock the new one

    def release(self) -> None:
        if self.fd >= 0:
            try:
                os.unlink(self.path)
            except OSError:
                pass
            fcntl.flock(self.fd, fcntl.LOCK_UN)
            os.close(self.fd)
            self.fd = -1


def connect(path: Path, create: bool = True, read_only: bool = False) -> sqlite3.Connection:
    """Open and check the database (see the module docstring); raise :class:`DatabaseError`."""
    path = Path(path)
    if read_only and not path.exists():
        raise DatabaseError(f"{path} does not exist")
    if path.is_dir():
        raise DatabaseError(f"{path} is a folder, not a database file")
    _check_header(path)
    try:
        if read_only:
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None,
                                   check_same_thread=False)
        else:
            conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        try:
            conn.execute("PRAGMA busy_timeout = 5000")
            fresh = _checked(conn, path, create and not read_only)
            if not read_only:
                mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                if mode != "wal":
                    raise DatabaseError(f"{path}: cannot use WAL mode (got {mode})")
                conn.execute("PRAGMA synchronous = FULL")
                if fresh:
                    _set_up(conn)
        except BaseException:
            conn.close()
            raise
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(f"{path} is damaged or not a belote-ref table database: {exc}") from None
    except sqlite3.Error as exc:
        raise DatabaseError(f"{path} cannot be opened: {exc}") from None
    except OSError as exc:
        raise DatabaseError(f"{path} cannot be opened: {exc}") from None
    return conn


def load_rooms(conn: sqlite3.Connection, path: Path | str = "database") -> list[StoredRoom]:
    """Every room with its seat hashes and records, in creation order. A lone UTF-16 surrogate in
    a room's configuration (a name stored before the server refused them) is read as its escape,
    ``\\ud800`` (:func:`belote_ref.jsonread.escape_surrogates`): every answer can carry it."""
    try:
        rooms = {r[0]: StoredRoom(r[0], r[1], escape_surrogates(json.loads(r[2])), r[3])
                 for r in conn.execute("SELECT id, created, config, host_hash FROM rooms ORDER BY created, id")}
        for room, seat, h in conn.execute("SELECT room, seat, token_hash FROM seats"):
            if room in rooms:
                rooms[room].seat_hashes[seat] = h
        for room, seq, match, kind, body, actor, at, ref in conn.execute(
                "SELECT room, seq, match, kind, body, actor, at, ref FROM records ORDER BY room, seq"):
            if room not in rooms or kind not in RECORD_KINDS:
                raise DatabaseError(f"{path} is damaged: record {seq} of room {room!r} is of kind {kind!r} "
                                    "or belongs to no room")
            rooms[room].records.append(Record(seq, match, kind, json.loads(body), actor, at,
                                              None if ref is None else json.loads(ref)))
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(f"{path} is damaged: {exc}") from None
    except ValueError as exc:
        raise DatabaseError(f"{path} is damaged: a stored value is not JSON ({exc})") from None
    for r in rooms.values():
        seqs = [x.seq for x in r.records]
        if seqs != list(range(1, len(seqs) + 1)):
            raise DatabaseError(f"{path} is damaged: room {r.id}'s records are not numbered 1 to {len(seqs)}")
    return list(rooms.values())


def _settle(fut: concurrent.futures.Future[None], exc: BaseException | None = None) -> None:
    """Resolve a write's future, unless its waiter gave up (cancelled at shutdown): the write is
    done either way."""
    if fut.cancelled():
        return
    try:
        if exc is None:
            fut.set_result(None)
        else:
            fut.set_exception(exc)
    except concurrent.futures.InvalidStateError:
        pass


Settled = Callable[[list["BaseException | None"]], None]
"""Told, in the writer thread, how each write of a group ended (None: committed)."""
Group = tuple[list[list[Statement]], Settled]


class Writer:
    """The one thread that writes: :meth:`submit` a list of statements, get a future resolved
    once they are committed (or failed with the error); or :meth:`submit_group` many writes at
    once, told how each ended by one call (one hand-off for all the writes of an event-loop turn)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.queue: queue.SimpleQueue[Group | None] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._run, name="belote-ref-store", daemon=True)
        self.commits = 0
        self.thread.start()

    def submit(self, statements: list[Statement]) -> concurrent.futures.Future[None]:
        fut: concurrent.futures.Future[None] = concurrent.futures.Future()
        self.queue.put(([statements], lambda results: _settle(fut, results[0])))
        return fut

    def submit_group(self, writes: list[list[Statement]], settled: Settled) -> None:
        """Each write in a savepoint of its own, all in the next transaction; ``settled`` gets
        each write's outcome after the commit (in the writer thread)."""
        self.queue.put((writes, settled))

    def close(self) -> None:
        self.queue.put(None)
        self.thread.join(timeout=10)
        self.conn.close()

    def _run(self) -> None:
        while True:
            item = self.queue.get()
            if item is None:
                return
            batch = [item]
            size = len(item[0])
            stop = False
            while size < BATCH_LIMIT:
                try:
                    nxt = self.queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    stop = True
                    break
                batch.append(nxt)
                size += len(nxt[0])
            self._commit(batch)
            if stop:
                return

    def _commit(self, batch: list[Group]) -> None:
        conn = self.conn
        results: list[list[BaseException | None]] = [[None] * len(writes) for writes, _ in batch]
        try:
            conn.execute("BEGIN IMMEDIATE")
            for (writes, _), outcome in zip(batch, results):
                for i, statements in enumerate(writes):
                    conn.execute("SAVEPOINT item")
                    try:
                        for sql, params in statements:
                            conn.execute(sql, params)
                    except sqlite3.Error as exc:
                        conn.execute("ROLLBACK TO item")
                        conn.execute("RELEASE item")
                        outcome[i] = DatabaseError(f"cannot store: {exc}")
                        continue
                    conn.execute("RELEASE item")
            conn.execute("COMMIT")
            self.commits += 1
        except sqlite3.Error as exc:
            try:
                conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            failed = DatabaseError(f"cannot store: {exc}")
            results = [[r or failed for r in outcome] for outcome in results]
        for (_, settled), outcome in zip(batch, results):
            try:
                settled(outcome)
            except Exception:  # noqa: BLE001 - a waiter's bug never stops the writer
                pass


class Store:
    """The database of one server: opened (checked, locked) at start, loaded, then written only
    through its :class:`Writer`."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.lock = Lock(self.path)
        self.created = not self.path.exists()
        """The database file was made by this server (removed by ``close(discard_new=True)``)."""
        try:
            self.conn = connect(self.path)
        except BaseException:
            self.lock.release()
            raise
        self.writer: Writer | None = None

    def load(self) -> list[StoredRoom]:
        return load_rooms(self.conn, self.path)

    def start(self) -> None:
        self.writer = Writer(self.conn)

    def submit(self, statements: list[Statement]) -> concurrent.futures.Future[None]:
        assert self.writer is not None, "Store.start() first"
        return self.writer.submit(statements)

    def submit_group(self, writes: list[list[Statement]], settled: Settled) -> None:
        assert self.writer is not None, "Store.start() first"
        self.writer.submit_group(writes, settled)

    def close(self, discard_new: bool = False) -> None:
        """Close the database and release its lock; with ``discard_new``, a database this
        server made is removed too (a server that could not start leaves nothing behind)."""
        if self.writer is not None:
            self.writer.close()
            self.writer = None
        else:
            self.conn.close()
        if discard_new and self.created:
            for suffix in ("", "-journal", "-wal", "-shm"):
                try:
                    os.unlink(str(self.path) + suffix)
                except OSError:
                    pass
        self.lock.release()


def read_rooms(path: Path | str) -> list[StoredRoom]:
    """Read a database without writing to it (``belote-ref export``; works while a server runs)."""
    conn = connect(Path(path), create=False, read_only=True)
    try:
        return load_rooms(conn, path)
    finally:
        conn.close()
