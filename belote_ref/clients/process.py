"""The client under check as a process: started in a process group of its own, its output
drained and bounded, and killed with everything it started on every exit path (the end of a
session, a timeout, Ctrl-C, an error in the checker).

A process the client starts stays in the client's group unless it leaves it (``setsid``); such
a process is still found through ``/proc`` while the client runs and is killed with it. A
process that has left the group and whose parent has already exited cannot be found (it would
need a subreaper); spec/table.md says so.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import IO, Mapping, Sequence

from ..processes import ended as process_ended, started as process_started, stop_adopted

OUTPUT_TAIL_BYTES = 16_384
"""What is kept of each of the client's output streams: its last 16 KiB (the rest is counted)."""


class ClientStartError(Exception):
    """The client command could not be started."""


class Tail:
    """The last ``limit`` bytes written to a stream, and how many bytes it had in all."""

    def __init__(self, limit: int = OUTPUT_TAIL_BYTES) -> None:
        self.limit = limit
        self.data = bytearray()
        self.total = 0
        self.lock = threading.Lock()

    def add(self, chunk: bytes) -> None:
        with self.lock:
            self.total += len(chunk)
            self.data += chunk
            if len(self.data) > self.limit:
                del self.data[: len(self.data) - self.limit]

    def text(self) -> str:
        with self.lock:
            body = self.data.decode("utf-8", "replace")
            cut = self.total - len(self.data)
        return (f"[... {cut} earlier bytes not kept]\n" if cut > 0 else "") + body


def _drain(stream: IO[bytes], tail: Tail) -> None:
    try:
        while True:
            chunk = stream.read1(65536) if hasattr(stream, "read1") else stream.read(65536)
            if not chunk:
                return
            tail.add(chunk)
    except (OSError, ValueError):
        return


def _stat(pid: int | str) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (state, ppid, ... starttime is [19])."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rfind(")") + 2:].split()
    return fields if len(fields) > 19 else None


def _running(pid: int, started: str) -> bool:
    """Whether process ``pid``, started at ``started``, still runs (a zombie has stopped)."""
    fields = _stat(pid)
    return fields is not None and fields[19] == started and fields[0] != "Z"


def descendants(pid: int) -> dict[int, str]:
    """Every living process below ``pid`` (children, their children...) with its start time,
    read from /proc; empty where /proc is not there."""
    children: dict[int, list[tuple[int, str]]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return {}
    for name in entries:
        if name.isdigit():
            fields = _stat(name)
            if fields is not None:
                children.setdefault(int(fields[1]), []).append((int(name), fields[19]))
    out: dict[int, str] = {}
    todo = [pid]
    while todo:
        for child, started in children.get(todo.pop(), []):
            if child not in out:
                out[child] = started
                todo.append(child)
    return out


class ClientProcess:
    """One run of the client command with ``args`` appended and ``env`` added to the checker's
    environment; standard input is empty, standard output and error are kept (bounded)."""

    def __init__(self, command: Sequence[str], args: Sequence[str] = (), env: Mapping[str, str] | None = None) -> None:
        self.command = list(command) + list(args)
        self.env = {**os.environ, **(env or {})}
        self.proc: subprocess.Popen[bytes] | None = None
        self.stdout = Tail()
        self.stderr = Tail()
        self.threads: list[threading.Thread] = []
        self.seen: dict[int, str] = {}
        """Processes seen below the client (pid -> start time), killed with it even if they left
        its process group."""

    def start(self) -> None:
        if not self.command:
            raise ClientStartError("the client command is empty")
        try:
            self.proc = subprocess.Popen(self.command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, env=self.env, start_new_session=True)
        except OSError as exc:
            raise ClientStartError(f"could not start {self.command[0]!r}: {exc.strerror or exc}") from None
        process_started(self.proc.pid)
        for stream, tail in ((self.proc.stdout, self.stdout), (self.proc.stderr, self.stderr)):
            assert stream is not None
            t = threading.Thread(target=_drain, args=(stream, tail), daemon=True, name="check-client-output")
            t.start()
            self.threads.append(t)

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc is not None else None

    def poll(self) -> int | None:
        """The exit status once the client has exited, else None."""
        return self.proc.poll() if self.proc is not None else None

    def exit_text(self) -> str:
        if self.proc is None:
            return "did not start"
        code = self.poll()
        if code is None:
            return "is still running"
        if code < 0:
            try:
                return f"was killed by signal {signal.Signals(-code).name}"
            except ValueError:
                return f"was killed by signal {-code}"
        return f"exited with status {code}"

    def output(self, limit: int = 2000) -> str:
        """The end of what the client wrote (stderr, then stdout), at most ``limit`` characters each."""
        parts = []
        for name, tail in (("stderr", self.stderr), ("stdout", self.stdout)):
            text = tail.text().strip()
            if text:
                parts.append(f"{name}: " + (text if len(text) <= limit else "..." + text[-limit:]))
        return "\n".join(parts)

    def scan(self) -> None:
        """Remember the processes below the client now (called while it runs)."""
        if self.proc is not None and self.proc.poll() is None:
            self.seen.update(descendants(self.proc.pid))

    def kill(self) -> None:
        """Kill the client's process group and every process seen below it, whether or not the
        client is still running; wait for it. Safe to call more than once."""
        proc = self.proc
        if proc is None:
            return
        self.scan()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        killed = []
        for pid, started in self.seen.items():
            if _running(pid, started):  # the same process, not a reused id
                try:
                    os.kill(pid, signal.SIGKILL)
                    killed.append((pid, started))
                except (ProcessLookupError, PermissionError):
                    pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL is not refused
            pass
        deadline = time.monotonic() + 2.0
        while any(_running(pid, started) for pid, started in killed) and time.monotonic() < deadline:
            time.sleep(0.01)
        process_ended(proc.pid)
        stop_adopted(group=proc.pid)  # what left the session (setsid) came back to us
        for t in self.threads:
            t.join(timeout=1.0)
        for stream, t in zip((proc.stdout, proc.stderr), self.threads):
            if not t.is_alive():  # closing a stream another thread reads would wait for that read
                try:
                    if stream is not None:
                        stream.close()
                except OSError:
                    pass
