"""Driving an engine through the adapter protocol, never hanging and never crashing.

:class:`SubprocessEngine` runs the adapter command, writes one JSON request per line and waits
for one response line with a per-request timeout (a reader thread feeds a queue). Every way an
engine can misbehave becomes an :class:`EngineFailure` that says what was sent and what came
back: ``crash`` (exited or could not start), ``timeout`` (no answer in time), ``garbage`` (not
JSON), ``protocol`` (JSON that breaks the protocol), ``error`` (the adapter answered an error).
:class:`InProcessEngine` speaks the same protocol to a Python handler (same validation path).
"""

from __future__ import annotations

import json
import os
import select
import shlex
import signal
import subprocess
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from . import protocol

MAX_LINE = 1 << 20


class EngineFailure(Exception):
    """The engine could not be driven for one request (spec/conformance.md, Diagnostics)."""

    def __init__(self, kind: str, detail: str, sent: Any = None, received: Any = None, stderr: str = "") -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail
        self.sent = sent
        self.received = received
        self.stderr = stderr

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
    """What the checks need: one request in, one validated response out."""

    name = "engine"
    SAMPLE = 50
    """Responses of each type validated against the full schemas even when ``validate`` is off."""

    def __init__(self, validate: bool = False) -> None:
        self.validate = validate
        self._seen: dict[str, int] = {}
        self.stats = Stats()
        self.handshake: dict[str, Any] = {}

    def exchange(self, message: dict[str, Any]) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def stderr_tail(self) -> str:
        return ""

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send ``message``; return the response, or raise :class:`EngineFailure`."""
        t0 = time.perf_counter()
        line = self.exchange(message)
        self.stats.add(message["type"], time.perf_counter() - t0)
        return self.decode(message, line)

    def request_many(self, messages: Sequence[dict[str, Any]]) -> list[dict[str, Any] | EngineFailure]:
        """Send several requests, pipelined where the transport allows; their responses in order.
        The first failure ends the list (it is its last item)."""
        out: list[dict[str, Any] | EngineFailure] = []
        for m in messages:
            try:
                out.append(self.request(m))
            except EngineFailure as failure:
                out.append(failure)
                break
        return out

    def decode(self, message: dict[str, Any], line: str) -> dict[str, Any]:
        """Parse and check one response line (spec/conformance.md, Diagnostics)."""
        kind = message["type"]
        try:
            response = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise EngineFailure("garbage", f"the answer to {kind!r} is not JSON ({exc})", message, line.rstrip("\n"),
                                self.stderr_tail()) from None
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

    def exchange(self, message: dict[str, Any]) -> str:
        try:
            return json.dumps(self.handler(json.loads(json.dumps(message))))
        except Exception as exc:  # noqa: BLE001 - an in-process handler that raises is a crash
            raise EngineFailure("crash", f"the handler raised {type(exc).__name__}: {exc}", message) from None


class SubprocessEngine(Engine):
    """The adapter as a child process speaking JSON lines; ``timeout`` seconds per request.

    Responses are read in this thread with ``select`` and a deadline (no reader thread on the hot
    path: a thread hand-off costs more than the engine's own work); stderr is drained by a thread.
    """

    def __init__(self, command: str | Sequence[str], timeout: float = 10.0, validate: bool = False,
                 env: dict[str, str] | None = None) -> None:
        super().__init__(validate)
        self.command = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self._buf = b""
        self._eof = False
        self._stderr: deque[str] = deque(maxlen=40)
        self.proc: subprocess.Popen[bytes] | None = None
        self.env = env
        self.name = " ".join(self.command)

    def start(self) -> None:
        if not self.command:
            raise EngineFailure("crash", "the engine command is empty")
        try:
            self.proc = subprocess.Popen(
                self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                bufsize=0, start_new_session=True, env=self.env,
            )
        except OSError as exc:
            raise EngineFailure("crash", f"could not start {self.command[0]!r}: {exc.strerror or exc}") from None
        threading.Thread(target=self._read_stderr, daemon=True).start()

    def _read_stderr(self) -> None:
        assert self.proc is not None and self.proc.stderr is not None
        try:
            for raw in self.proc.stderr:
                self._stderr.append(raw.decode("utf-8", "replace").rstrip("\n")[:500])
        except (OSError, ValueError):
            pass

    def stderr_tail(self) -> str:
        return "\n".join(list(self._stderr)[-12:])

    def _exit_text(self) -> str:
        assert self.proc is not None
        try:
            code = self.proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return "closed its output but is still running"
        if code < 0:
            try:
                return f"was killed by signal {signal.Signals(-code).name}"
            except ValueError:
                return f"was killed by signal {-code}"
        return f"exited with status {code}"

    def _readline(self, deadline: float) -> bytes | None:
        """One line from the adapter; None at end of output; raises TimeoutError at the deadline."""
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
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
                return None
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                raise TimeoutError
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                self._eof = True
            self._buf += chunk

    def exchange(self, message: dict[str, Any]) -> str:
        if self.proc is None:
            self.start()
        assert self.proc is not None and self.proc.stdin is not None and self.proc.stdout is not None
        kind = message["type"]
        if self._buf.strip():  # lines nobody asked for: the adapter is out of step with the protocol
            extra, self._buf = self._buf.decode("utf-8", "replace"), b""
            raise EngineFailure("protocol", f"the adapter wrote output nobody asked for before {kind!r}",
                                message, extra.strip(), self.stderr_tail())
        try:
            self.proc.stdin.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
        except (BrokenPipeError, OSError, ValueError):
            time.sleep(0.05)
            raise EngineFailure("crash", f"the adapter {self._exit_text()} (could not send {kind!r})", message, None,
                                self.stderr_tail()) from None
        try:
            line = self._readline(time.monotonic() + self.timeout)
        except TimeoutError:
            self.kill()
            raise EngineFailure("timeout", f"no answer to {kind!r} within {self.timeout:g} s (the adapter was stopped)",
                                message, self._buf.decode("utf-8", "replace") or None, self.stderr_tail()) from None
        if line is None:
            time.sleep(0.05)
            raise EngineFailure("crash", f"the adapter {self._exit_text()} before answering {kind!r}", message, None,
                                self.stderr_tail())
        text = line.decode("utf-8", "replace")
        if len(line) > MAX_LINE:
            self.kill()
            raise EngineFailure("garbage", f"the answer to {kind!r} is longer than {MAX_LINE} bytes", message,
                                text[:200], self.stderr_tail())
        return text

    PIPELINE = 24
    """Requests written before reading their responses (well under a pipe's 64 KiB either way)."""

    def request_many(self, messages: Sequence[dict[str, Any]]) -> list[dict[str, Any] | EngineFailure]:
        out: list[dict[str, Any] | EngineFailure] = []
        for start in range(0, len(messages), self.PIPELINE):
            chunk = messages[start:start + self.PIPELINE]
            t0 = time.perf_counter()
            try:
                lines = self._exchange_many(chunk)
            except EngineFailure as failure:
                lines = failure.partial  # type: ignore[attr-defined]
                self.stats.add(chunk[0]["type"], time.perf_counter() - t0)
                for m, line in zip(chunk, lines):
                    try:
                        out.append(self.decode(m, line))
                    except EngineFailure as f2:
                        out.append(f2)
                        return out
                out.append(failure)
                return out
            dt = (time.perf_counter() - t0) / len(chunk)
            for m, line in zip(chunk, lines):
                self.stats.add(m["type"], dt)
                try:
                    out.append(self.decode(m, line))
                except EngineFailure as failure:
                    out.append(failure)
                    return out
        return out

    def _exchange_many(self, chunk: Sequence[dict[str, Any]]) -> list[str]:
        """Write ``chunk`` at once, then read one line per request (each with its own timeout)."""
        if self.proc is None:
            self.start()
        assert self.proc is not None and self.proc.stdin is not None
        lines: list[str] = []

        def fail(kind: str, detail: str, message: Any, received: Any = None) -> EngineFailure:
            f = EngineFailure(kind, detail, message, received, self.stderr_tail())
            f.partial = lines  # type: ignore[attr-defined]
            return f

        if self._buf.strip():
            extra, self._buf = self._buf.decode("utf-8", "replace"), b""
            raise fail("protocol", f"the adapter wrote output nobody asked for before {chunk[0]['type']!r}",
                       chunk[0], extra.strip())
        data = b"".join(json.dumps(m, separators=(",", ":")).encode() + b"\n" for m in chunk)
        try:
            self.proc.stdin.write(data)
        except (BrokenPipeError, OSError, ValueError):
            time.sleep(0.05)
            raise fail("crash", f"the adapter {self._exit_text()} (could not send {chunk[0]['type']!r})", chunk[0]) from None
        for m in chunk:
            try:
                line = self._readline(time.monotonic() + self.timeout)
            except TimeoutError:
                self.kill()
                raise fail("timeout", f"no answer to {m['type']!r} within {self.timeout:g} s (the adapter was stopped)",
                           m, self._buf.decode("utf-8", "replace") or None) from None
            if line is None:
                time.sleep(0.05)
                raise fail("crash", f"the adapter {self._exit_text()} before answering {m['type']!r}", m)
            if len(line) > MAX_LINE:
                self.kill()
                raise fail("garbage", f"the answer to {m['type']!r} is longer than {MAX_LINE} bytes", m,
                           line[:200].decode("utf-8", "replace"))
            lines.append(line.decode("utf-8", "replace"))
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
        """Stop the adapter (its process group: it and any children it started)."""
        if self.proc is None or self.proc.poll() is not None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            self.proc.kill()
        try:
            self.proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:  # pragma: no cover
            pass

    def close(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.write(json.dumps(protocol.quit_()).encode() + b"\n")
                self.proc.stdin.close()
                self.proc.wait(timeout=1.0)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
        self.kill()
        for stream in (self.proc.stdout, self.proc.stderr, self.proc.stdin):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        self.proc = None
