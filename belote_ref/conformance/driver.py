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
import queue
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
        kind = message["type"]
        t0 = time.perf_counter()
        line = self.exchange(message)
        self.stats.add(kind, time.perf_counter() - t0)
        try:
            response = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise EngineFailure("garbage", f"the answer to {kind!r} is not JSON ({exc})", message, line,
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
        return response  # type: ignore[no-any-return]

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
    """The adapter as a child process speaking JSON lines; ``timeout`` seconds per request."""

    def __init__(self, command: str | Sequence[str], timeout: float = 10.0, validate: bool = False,
                 env: dict[str, str] | None = None) -> None:
        super().__init__(validate)
        self.command = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._stderr: deque[str] = deque(maxlen=40)
        self.proc: subprocess.Popen[str] | None = None
        self.env = env
        self.name = " ".join(self.command)

    def start(self) -> None:
        if not self.command:
            raise EngineFailure("crash", "the engine command is empty")
        try:
            self.proc = subprocess.Popen(
                self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True, encoding="utf-8", errors="replace", bufsize=1, start_new_session=True, env=self.env,
            )
        except OSError as exc:
            raise EngineFailure("crash", f"could not start {self.command[0]!r}: {exc.strerror or exc}") from None
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    def _read_stdout(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        try:
            while True:
                line = self.proc.stdout.readline(MAX_LINE)
                if not line:
                    break
                self._lines.put(line)
        except (OSError, ValueError):
            pass
        self._lines.put(None)

    def _read_stderr(self) -> None:
        assert self.proc is not None and self.proc.stderr is not None
        try:
            for line in self.proc.stderr:
                self._stderr.append(line.rstrip("\n")[:500])
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

    def exchange(self, message: dict[str, Any]) -> str:
        if self.proc is None:
            self.start()
        assert self.proc is not None and self.proc.stdin is not None
        kind = message["type"]
        extra: list[str] = []
        while True:  # lines nobody asked for: the adapter is out of step with the protocol
            try:
                pending = self._lines.get_nowait()
            except queue.Empty:
                break
            if pending is None:
                self._lines.put(None)
                break
            extra.append(pending.rstrip("\n"))
        if extra:
            raise EngineFailure("protocol", f"the adapter wrote {len(extra)} line(s) nobody asked for before {kind!r}",
                                message, "\n".join(extra), self.stderr_tail())
        try:
            self.proc.stdin.write(json.dumps(message, separators=(",", ":")) + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            time.sleep(0.05)
            raise EngineFailure("crash", f"the adapter {self._exit_text()} (could not send {kind!r})", message, None,
                                self.stderr_tail()) from None
        try:
            line = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            self.kill()
            raise EngineFailure("timeout", f"no answer to {kind!r} within {self.timeout:g} s (the adapter was stopped)",
                                message, None, self.stderr_tail()) from None
        if line is None:
            self._lines.put(None)
            time.sleep(0.05)
            raise EngineFailure("crash", f"the adapter {self._exit_text()} before answering {kind!r}", message, None,
                                self.stderr_tail())
        if len(line) >= MAX_LINE and not line.endswith("\n"):
            self.kill()
            raise EngineFailure("garbage", f"the answer to {kind!r} is longer than {MAX_LINE} characters", message,
                                line[:200], self.stderr_tail())
        return line

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
                self.proc.stdin.write(json.dumps(protocol.quit_()) + "\n")
                self.proc.stdin.flush()
                self.proc.stdin.close()
                self.proc.wait(timeout=1.0)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
        self.kill()
        for stream in (self.proc.stdout, self.proc.stderr):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        self.proc = None
