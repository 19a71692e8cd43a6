"""Driving an engine through the adapter protocol, never hanging and never crashing.

:class:`SubprocessEngine` runs the adapter command in its own session (process group), writes
JSON requests one per line and reads one response line per request with a per-request timeout.
Every way an engine can misbehave becomes an :class:`EngineFailure` that says what was sent and
what came back: ``crash`` (exited or could not start), ``timeout`` (no answer in time),
``garbage`` (not JSON), ``protocol`` (JSON that breaks the protocol), ``error`` (the adapter
answered an error). :class:`InProcessEngine` speaks the same protocol to a Python handler.

One exchange path: :meth:`Engine.exchange` sends a batch of requests (one, or several
pipelined) and returns their response lines; a failure carries the lines read before it
(``EngineFailure.partial``). :meth:`Engine.request` and :meth:`Engine.request_many` both go
through it.

Limits (spec/conformance.md, Limits): a response line is at most :data:`MAX_LINE` bytes; the
engine's stderr is drained as it comes (in the same ``select`` loop as its answers, so logs
never slow the run nor fill a pipe) and only its last :data:`STDERR_KEEP` bytes are kept. The
adapter's process group is killed when it is closed, on a timeout and on any error, so that a
process it started does not outlive the kit.
"""

from __future__ import annotations

import errno
import json
import os
import select
import shlex
import signal
import subprocess
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..processes import ended as process_ended, started as process_started, stop_adopted
from ..jsonread import JsonError, Reader
from . import protocol

MAX_LINE = 1 << 20
"""The longest response line read: 1 MiB of text, its newline not counted (as the reference
adapter counts a request line)."""
STDERR_KEEP = 1 << 16
"""The engine's stderr kept for diagnoses: its last 64 KiB (shown: the last 12 lines)."""
MAX_TIMEOUT = 3600.0
"""The longest per-request timeout accepted (seconds)."""


class EngineFailure(Exception):
    """The engine could not be driven for one request (spec/conformance.md, Diagnostics).
    ``partial`` holds the response lines read, in order, before the failing request."""

    def __init__(self, kind: str, detail: str, sent: Any = None, received: Any = None, stderr: str = "",
                 partial: Sequence[str] = ()) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = _short(detail, 2000)
        self.sent = sent
        self.received = _bounded(received)
        self.stderr = stderr[-KEEP_PER_FAILURE:]
        self.partial = list(partial)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled whole (a shard's failures come back from a cluster worker, spec/cluster.md)."""
        return (EngineFailure, (self.kind, self.detail, self.sent, self.received, self.stderr, self.partial))

    def describe(self) -> str:
        lines = [f"engine {self.kind}: {self.detail}"]
        if self.sent is not None:
            lines.append(f"  sent:     {_short(json.dumps(self.sent, separators=(',', ':')))}")
        if self.received is not None:
            rec = self.received if isinstance(self.received, str) else json.dumps(self.received, separators=(",", ":"))
            lines.append(f"  received: {_short(rec)}")
        if self.stderr:
            lines.append("  stderr:   " + _short(self.stderr.strip().replace("\n", "\n            "), 600))
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "detail": self.detail, "sent": self.sent,
                "received": self.received, "stderr": self.stderr}


def _short(text: str, limit: int = 300) -> str:
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} characters)"


KEEP_PER_FAILURE = 4000
"""The most characters of an answer, or of the stderr tail, a failure keeps (a run may record
many failures: each stays small)."""


def _bounded(received: Any) -> Any:
    """What came back, as is when short; else its first characters (as text)."""
    if received is None:
        return None
    text = received if isinstance(received, str) else json.dumps(received, separators=(",", ":"))
    if len(text) <= KEEP_PER_FAILURE:
        return received
    return _short(text, KEEP_PER_FAILURE)


@dataclass
class Stats:
    """Where the time goes: requests sent and seconds spent waiting for their answers."""

    requests: int = 0
    wait: float = 0.0
    by_type: dict[str, list[float]] = field(default_factory=dict)
    slowest: tuple[float, str] = (0.0, "")

    def add(self, kind: str, seconds: float) -> None:
        self.requests += 1
        self.wait += seconds
        entry = self.by_type.setdefault(kind, [0, 0.0])
        entry[0] += 1
        entry[1] += seconds
        if seconds > self.slowest[0]:
            self.slowest = (seconds, kind)


class Engine:
    """What the checks need: requests in, validated responses out."""

    name = "engine"
    SAMPLE = 50
    """Responses of each type validated against the full schemas even when ``validate`` is off."""
    PIPELINE = 24
    """Requests sent in one batch before their responses are read."""

    def __init__(self, validate: bool = False) -> None:
        self.validate = validate
        self._seen: dict[str, int] = {}
        self.stats = Stats()
        self.handshake: dict[str, Any] = {}
        self._reader = Reader()

    def exchange(self, messages: Sequence[dict[str, Any]]) -> list[str]:  # pragma: no cover - abstract
        """Send ``messages``; return one response line per message, in order, or raise an
        :class:`EngineFailure` whose ``partial`` holds the lines read before the failure."""
        raise NotImplementedError

    def stderr_tail(self) -> str:
        return ""

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send ``message``; return the response, or raise :class:`EngineFailure`."""
        (response,) = self.request_many([message])
        if isinstance(response, EngineFailure):
            raise response
        return response

    def request_many(self, messages: Sequence[dict[str, Any]]) -> list[dict[str, Any] | EngineFailure]:
        """Send several requests, :data:`PIPELINE` at a time; their responses in order. The
        first failure ends the list (it is its last item)."""
        out: list[dict[str, Any] | EngineFailure] = []
        for start in range(0, len(messages), self.PIPELINE):
            chunk = messages[start:start + self.PIPELINE]
            t0 = time.perf_counter()
            failure: EngineFailure | None = None
            try:
                lines = self.exchange(chunk)
            except EngineFailure as exc:
                failure, lines = exc, exc.partial
            dt = (time.perf_counter() - t0) / (len(lines) + (failure is not None))
            for m, line in zip(chunk, lines):
                self.stats.add(m["type"], dt)
                try:
                    out.append(self.decode(m, line))
                except EngineFailure as bad:
                    out.append(bad)
                    return out
            if failure is not None:
                self.stats.add(chunk[len(lines)]["type"] if len(lines) < len(chunk) else "?", dt)
                out.append(failure)
                return out
        return out

    def decode(self, message: dict[str, Any], line: str) -> dict[str, Any]:
        """Parse and check one response line (spec/conformance.md, Diagnostics)."""
        kind = message["type"]
        try:
            response = self._reader.loads(line)
        except JsonError as exc:
            if exc.kind == "syntax":
                raise EngineFailure("garbage", f"the answer to {kind!r} is not JSON ({exc.message}); "
                                    f"{protocol.STDOUT_ONLY}", message,
                                    line.rstrip("\n"), self.stderr_tail()) from None
            raise EngineFailure("protocol", f"the answer to {kind!r} breaks the protocol: {exc.path}: {exc.message}",
                                message, line.rstrip("\n"), self.stderr_tail()) from None
        self._seen[kind] = seen = self._seen.get(kind, 0) + 1
        if self.validate or seen <= self.SAMPLE or not protocol.quick_ok(kind, response):
            errors = protocol.response_errors(kind, response)
            if not errors and not protocol.quick_ok(kind, response):  # pragma: no cover - checks disagree
                errors = ["a field the kit reads is missing or mistyped"]
            if errors:
                raise EngineFailure("protocol", f"the answer to {kind!r} breaks the protocol: " + "; ".join(errors[:3]),
                                    message, response, self.stderr_tail())
        if response.get("type") == "error":
            raise EngineFailure("error", f"the adapter answered {kind!r} with an error: {response.get('message')}",
                                message, response, self.stderr_tail())
        return response

    def open(self) -> dict[str, Any]:
        """Handshake: check the protocol version; remember the name and supported options."""
        response = self.request(protocol.handshake())
        version = str(response.get("protocol"))
        if not protocol.compatible(version):
            raise EngineFailure("protocol", f"the adapter speaks protocol {version}, the kit {protocol.PROTOCOL_VERSION} "
                                "(the major versions must match)", protocol.handshake(), response)
        self.handshake = response
        self.name = str(response.get("name"))
        return response

    def close(self) -> None:
        pass


class InProcessEngine(Engine):
    """An adapter handler called in this process, through the same JSON text and validation."""

    def __init__(self, handler: Callable[[dict[str, Any]], dict[str, Any]], validate: bool = False) -> None:
        super().__init__(validate)
        self.handler = handler

    def exchange(self, messages: Sequence[dict[str, Any]]) -> list[str]:
        lines: list[str] = []
        for message in messages:
            try:
                lines.append(json.dumps(self.handler(json.loads(json.dumps(message)))))
            except Exception as exc:  # noqa: BLE001 - an in-process handler that raises is a crash
                raise EngineFailure("crash", f"the handler raised {type(exc).__name__}: {exc}", message,
                                    partial=lines) from None
        return lines


def split_command(command: str | Sequence[str]) -> list[str]:
    """The argument list of an engine command (a shell-like string, or a list); ValueError
    naming the problem when it is empty or has an unbalanced quote."""
    if isinstance(command, str):
        try:
            words = shlex.split(command)
        except ValueError as exc:
            raise ValueError(f"the engine command {command!r} cannot be read: {exc} (an unbalanced quote?)") from None
    else:
        words = list(command)
    if not words or not words[0].strip():
        raise ValueError("the engine command is empty: give the adapter to run, e.g. \"python3 my_adapter.py\"")
    return words


_encode = json.JSONEncoder(separators=(",", ":")).encode
"""A request as one line of JSON (``json.dumps`` with these separators, the encoder made once)."""


class _Gone(Exception):
    """The adapter is gone: end of its output, or it exited while a process it started holds it."""


class SubprocessEngine(Engine):
    """The adapter as a child process speaking JSON lines; ``timeout`` seconds per request.

    Everything is done in this thread with ``select``: writing the requests, reading the
    answers and draining stderr (no reader thread: a thread hand-off costs more than the
    engine's own work, and a log-heavy engine would compete for the interpreter).
    """

    EXITED_GRACE = 1.0
    """How long answers are still awaited once the adapter itself has exited (a process it
    started may hold its output and still answer)."""

    def __init__(self, command: str | Sequence[str], timeout: float = 10.0, validate: bool = False,
                 env: dict[str, str] | None = None) -> None:
        super().__init__(validate)
        self.command = split_command(command)
        self.timeout = timeout
        self._buf = b""
        self._eof = False
        self._err = bytearray()
        self._err_open = False
        self.proc: subprocess.Popen[bytes] | None = None
        self.env = env
        self.name = " ".join(self.command)

    # --- the process ---------------------------------------------------------------------
    def start(self) -> None:
        try:
            self.proc = subprocess.Popen(
                self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                bufsize=0, start_new_session=True, env=self.env,
            )
        except (OSError, ValueError) as exc:
            detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise EngineFailure("crash", f"could not start {self.command[0]!r}: {detail}") from None
        process_started(self.proc.pid)
        assert self.proc.stdin is not None and self.proc.stdout is not None and self.proc.stderr is not None
        self._in, self._out, self._errfd = self.proc.stdin.fileno(), self.proc.stdout.fileno(), self.proc.stderr.fileno()
        os.set_blocking(self._in, False)
        self._buf, self._eof, self._err, self._err_open = b"", False, bytearray(), True

    def _drain_stderr(self) -> None:
        try:
            chunk = os.read(self._errfd, 1 << 16)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._err_open = False
            return
        self._err += chunk
        if len(self._err) > 2 * STDERR_KEEP:
            del self._err[:-STDERR_KEEP]

    def stderr_tail(self) -> str:
        lines = bytes(self._err[-STDERR_KEEP:]).decode("utf-8", "replace").splitlines()
        return "\n".join(line[:500] for line in lines[-12:])

    def _exit_text(self) -> str:
        assert self.proc is not None
        try:
            code = self.proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return "closed its output but is still running"
        if code < 0:
            try:
                text = f"was killed by signal {signal.Signals(-code).name}"
            except ValueError:
                text = f"was killed by signal {-code}"
        else:
            text = f"exited with status {code}"
        if not self._eof:
            text += " (a process it started still held its output: it was stopped)"
        return text

    # --- one select loop for everything ---------------------------------------------------
    def _wait(self, deadline: float, data: memoryview | None = None) -> int:
        """Wait until stdout has data (or ``data`` can be written), draining stderr meanwhile.
        Returns the bytes of ``data`` written. Raises TimeoutError at the deadline and
        :class:`_Gone` when the adapter exited and nothing more comes."""
        exited_at: float | None = None
        while True:
            now = time.monotonic()
            left = deadline - now
            if left <= 0:
                raise TimeoutError
            readers = [self._out] + ([self._errfd] if self._err_open else [])
            writers = [self._in] if data is not None else []
            ready_r, ready_w, _ = select.select(readers, writers, [], min(left, 0.25))
            if self._errfd in ready_r:
                self._drain_stderr()
            if ready_w and data is not None:
                try:
                    return os.write(self._in, data[:1 << 16])
                except BlockingIOError:
                    continue
            if self._out in ready_r:
                chunk = os.read(self._out, 1 << 16)
                if not chunk:
                    self._eof = True
                    raise _Gone
                self._buf += chunk
                if data is None:
                    return 0
                continue
            if not ready_r and not ready_w:  # a quiet slice: is the adapter still there?
                assert self.proc is not None
                if self.proc.poll() is not None:
                    exited_at = exited_at or now
                    if now - exited_at >= self.EXITED_GRACE:
                        raise _Gone

    def _send(self, data: bytes, deadline: float) -> None:
        view = memoryview(data)
        while view:
            try:
                n = os.write(self._in, view[:1 << 16])
            except BlockingIOError:
                n = self._wait(deadline, view)
            view = view[n:]

    def _readline(self, deadline: float) -> bytes:
        """One line from the adapter, with its newline (or :data:`MAX_LINE` + 1 bytes of one)."""
        while True:
            nl = self._buf.find(b"\n")
            if nl >= 0:
                line, self._buf = self._buf[:nl + 1], self._buf[nl + 1:]
                return line
            if len(self._buf) > MAX_LINE:
                line, self._buf = self._buf, b""
                return line
            if self._eof:
                if self._buf:
                    line, self._buf = self._buf, b""
                    return line
                raise _Gone
            self._wait(deadline)

    def _unsolicited(self) -> bytes:
        """Output the adapter wrote that no request asked for (read without waiting)."""
        while select.select([self._out], [], [], 0)[0]:
            chunk = os.read(self._out, 1 << 16)
            if not chunk:
                self._eof = True
                break
            self._buf += chunk
            if len(self._buf) > MAX_LINE:
                break
        extra = self._buf if self._buf.strip() else b""
        self._buf = b"" if extra else self._buf
        return extra

    def exchange(self, messages: Sequence[dict[str, Any]]) -> list[str]:
        if self.proc is None:
            self.start()
        lines: list[str] = []
        current = messages[0]

        def fail(kind: str, detail: str, received: Any = None) -> EngineFailure:
            return EngineFailure(kind, detail, current, received, self.stderr_tail(), lines)

        try:
            extra = self._unsolicited()
            if extra:
                raise fail("protocol", f"the adapter wrote output nobody asked for before {current['type']!r}",
                           extra.decode("utf-8", "replace").strip())
            data = "".join([_encode(m) + "\n" for m in messages]).encode()
            self._send(data, time.monotonic() + self.timeout)
            for current in messages:
                line = self._readline(time.monotonic() + self.timeout)
                if len(line) - line.endswith(b"\n") > MAX_LINE:  # its text, as the adapter counts a request
                    self.kill()
                    raise fail("garbage", f"the answer to {current['type']!r} is longer than {MAX_LINE} bytes "
                                          "(spec/conformance.md, Limits)", line[:200].decode("utf-8", "replace"))
                try:
                    lines.append(line.decode("utf-8"))
                except UnicodeDecodeError as exc:
                    raise fail("garbage", f"the answer to {current['type']!r} is not UTF-8 text (byte {exc.start}: "
                                          f"{exc.reason}): JSON text is UTF-8", line.decode("utf-8", "replace")) from None
        except TimeoutError:
            self.kill()
            raise fail("timeout", f"no answer to {current['type']!r} within {self.timeout:g} s (the adapter was stopped)",
                       self._buf.decode("utf-8", "replace") or None) from None
        except (_Gone, BrokenPipeError, ConnectionResetError):
            failure = fail("crash", f"the adapter {self._exit_text()} before answering {current['type']!r}")
            self.kill()
            raise failure from None
        except OSError as exc:
            if exc.errno not in (errno.EPIPE, errno.EBADF):
                raise
            failure = fail("crash", f"the adapter {self._exit_text()} (could not send {current['type']!r})")
            self.kill()
            raise failure from None
        return lines

    STARTUP_TIMEOUT = 10.0
    """The handshake may take this long whatever the per-request timeout (interpreter start-up)."""

    def open(self) -> dict[str, Any]:
        saved = self.timeout
        self.timeout = max(saved, self.STARTUP_TIMEOUT)
        try:
            return super().open()
        finally:
            self.timeout = saved

    def kill(self) -> None:
        """Stop the adapter's whole process group (it and every process it started), whether
        or not the adapter itself has already exited; then reap it, and every process that left
        the group and was re-parented to the kit (:mod:`belote_ref.processes`)."""
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL is not refused
            pass
        process_ended(self.proc.pid)
        stop_adopted(group=self.proc.pid)  # what left the session (setsid) came back to us

    def close(self) -> None:
        """Ask the adapter to quit (a second at most, stderr drained meanwhile), then stop its
        process group whatever happened."""
        if self.proc is None:
            return
        try:
            if self.proc.poll() is None:
                try:
                    self._send(json.dumps(protocol.quit_()).encode() + b"\n", time.monotonic() + 0.5)
                    assert self.proc.stdin is not None
                    self.proc.stdin.close()
                except (OSError, ValueError, TimeoutError):
                    pass
                deadline = time.monotonic() + 1.0
                while self.proc.poll() is None and time.monotonic() < deadline:
                    try:
                        self._wait(deadline)
                        self._buf = b""
                    except (TimeoutError, _Gone, OSError):
                        break
        finally:
            self.kill()
            for stream in (self.proc.stdout, self.proc.stderr, self.proc.stdin):
                try:
                    if stream is not None:
                        stream.close()
                except OSError:
                    pass
            self.proc = None
