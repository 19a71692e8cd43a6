"""The one strict JSON reader of belote-ref: every JSON text it reads (transcripts, corpus and
perft files, adapter requests, an engine's answers) goes through :func:`loads` or
:class:`Reader`.

Beyond RFC 8259 syntax it refuses, naming the JSON path of the value:

- a key repeated in one object (``{"format": 1, "format": 2}``): never "last one wins";
- ``NaN``, ``Infinity`` and numbers out of range (``1e400``): not JSON numbers here;
- an integer, or a number's whole part, of more than :data:`MAX_INT_DIGITS` digits;
- nesting deeper than Python's parser can follow.

A number with a zero fraction (``2.0``) is read as the integer it equals, as JSON Schema
counts it (its ``integer`` type accepts ``2.0``): no float ever reaches the rules as a seat or
a score. The size limits of whole inputs (files, lines) belong to their readers
(:mod:`belote_ref.transcript.read`, :mod:`belote_ref.conformance.driver`).

A reader made with ``refuse_surrogates=True`` (the table server's messages and request bodies)
also refuses a string, key or value, that holds a lone UTF-16 surrogate: ``"\\ud800"`` is valid
JSON syntax, but it is not Unicode text and no UTF-8 answer can carry it back (RFC 8259 §8.2).
:func:`escape_surrogates` writes such characters as their escapes instead, for values stored
before that check.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

MAX_INT_DIGITS = 40
"""The most digits an integer (or a number's whole part) may have."""


class JsonError(ValueError):
    """A JSON text this reader refuses. ``kind`` is ``"syntax"`` (not JSON at all) or
    ``"content"`` (JSON, but a repeated key or a number out of range); ``path`` is the JSON path
    of the offending value (``$`` when it is the text as a whole)."""

    def __init__(self, kind: str, path: str, message: str, pos: int = 0, raw_message: str = "") -> None:
        super().__init__(f"{path}: {message}")
        self.kind = kind
        self.path = path
        self.message = message
        self.pos = pos
        """A syntax error's index in the text parsed."""
        self.raw_message = raw_message
        """A syntax error's message without its place (``Expecting value``)."""

    def truncated(self, length: int) -> bool:
        """Whether this syntax error may only mean that a text of ``length`` characters was cut
        short (an unterminated string, or an error in its last few characters)."""
        return self.kind == "syntax" and (self.pos >= length - 8 or self.raw_message.startswith("Unterminated string"))


class _Bad:
    """A refused value, left in the parsed tree so that its path can be found."""

    __slots__ = ("message",)

    def __init__(self, message: str) -> None:
        self.message = message


class _DuplicateKey(dict[str, Any]):
    """An object with a repeated key (the key is kept to name it)."""

    __slots__ = ("key",)
    key: str


def _number_text(text: str) -> str:
    return text if len(text) <= 24 else f"{text[:12]}...{text[-6:]} ({len(text)} characters)"


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
"""A UTF-16 surrogate in a Python string: a lone one (a pair read from JSON is one character)."""


def _escaped(text: str) -> str:
    """``text`` with each lone surrogate written as its escape (``\\ud800``, six ASCII characters)."""
    return _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*", re.ASCII)


def key_path(where: str, key: str) -> str:
    """The JSON path of ``key`` in the object at ``where``: ``$.hands`` for a plain name (letters,
    digits, ``_``), else the key quoted as a JSON string, at most 60 characters (``$["a b"]``,
    ``$["x\\n..."]``): a key from input can never break a line of a report, nor pass for
    another path (spec/conformance.md, 6b)."""
    if _PLAIN_KEY.fullmatch(key):
        return f"{where}.{key}"
    return f"{where}[{_escaped(shown(key, 60))}]"


def _surrogate_at(value: Any, path: str) -> tuple[str, bool] | None:
    """Where the first string of ``value`` (a key or a value, in document order) that holds a lone
    surrogate is, and whether it is a key; None if there is none. A key is named escaped."""
    stack: list[tuple[Any, str, bool]] = [(value, path, False)]
    while stack:
        node, where, is_key = stack.pop()
        if isinstance(node, str):
            if _LONE_SURROGATE.search(node):
                return where, is_key
        elif isinstance(node, dict):
            for k, v in reversed(list(node.items())):
                stack.append((v, key_path(where, k), False))
                stack.append((k, key_path(where, k), True))
        elif isinstance(node, list):
            stack.extend((v, f"{where}[{i}]", False) for i, v in reversed(list(enumerate(node))))
    return None


def escape_surrogates(value: Any) -> Any:
    """``value`` with every lone surrogate of its strings (keys and values) written as its escape
    (``"evil\\ud800"`` becomes the 10 characters ``evil\\ud800``): text that UTF-8 can carry."""
    if isinstance(value, str):
        return _escaped(value) if _LONE_SURROGATE.search(value) else value
    if isinstance(value, dict):
        return {escape_surrogates(k): escape_surrogates(v) for k, v in value.items()}
    if isinstance(value, list):
        return [escape_surrogates(v) for v in value]
    return value


class Reader:
    """A strict JSON decoder (see the module docstring). Not thread-safe: one per user.
    ``refuse_surrogates``: a string holding a lone UTF-16 surrogate is refused too."""

    def __init__(self, refuse_surrogates: bool = False) -> None:
        self._bad = False
        self._refuse_surrogates = refuse_surrogates
        self._decoder = json.JSONDecoder(
            object_pairs_hook=self._object, parse_int=self._int, parse_float=self._float,
            parse_constant=self._constant,
        )

    # --- hooks: mark a refused value, go on parsing, find its path afterwards ----------------
    def _object(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        d = dict(pairs)
        if len(d) != len(pairs):
            seen: set[str] = set()
            for k, _ in pairs:
                if k in seen:
                    break
                seen.add(k)
            marked = _DuplicateKey(d)
            marked.key = k
            self._bad = True
            return marked
        return d

    def _int(self, text: str) -> Any:
        if len(text) <= MAX_INT_DIGITS:
            return int(text)
        digits = len(text) - (text[0] == "-")
        if digits > MAX_INT_DIGITS:
            self._bad = True
            return _Bad(f"an integer of {digits} digits ({_number_text(text)}): at most {MAX_INT_DIGITS} are read")
        return int(text)

    def _float(self, text: str) -> Any:
        value = float(text)
        if not math.isfinite(value) or abs(value) >= 10.0 ** MAX_INT_DIGITS:
            self._bad = True
            return _Bad(f"the number {_number_text(text)} is out of range (at most {MAX_INT_DIGITS} digits "
                        "before the decimal point)")
        if value.is_integer():
            return int(value)
        return value

    def _constant(self, name: str) -> Any:
        self._bad = True
        return _Bad(f"{name} is not a JSON number")

    # --- decoding ----------------------------------------------------------------------------
    def decode_at(self, text: str, pos: int = 0, path: str = "$") -> tuple[Any, int]:
        """The JSON value that starts at ``text[pos]`` (no leading blanks) and where it ends.
        ``path`` names the value in error messages. Raises :class:`JsonError`."""
        self._bad = False
        try:
            value, end = self._decoder.raw_decode(text, pos)
        except json.JSONDecodeError as exc:
            raise JsonError("syntax", "$", syntax_message(exc.msg, text, exc.pos), exc.pos, exc.msg) from None
        except RecursionError:
            raise JsonError("syntax", "$", "not JSON this reader follows: nested too deeply", pos,
                            "nested too deeply") from None
        if self._refuse_surrogates and ("\\u" in text or _LONE_SURROGATE.search(text)):
            found = _surrogate_at(value, path)
            if found is not None:
                where, is_key = found
                what = "the key" if is_key else "the string"
                raise JsonError("content", where, f"{what} holds a lone UTF-16 surrogate (a \\ud800 to \\udfff "
                                "escape without its pair): that is not Unicode text")
        if self._bad:
            where, message = _first_bad(value, path)
            raise JsonError("content", where, message)
        return value, end

    def loads(self, text: str, path: str = "$") -> Any:
        """The value of a whole JSON text (blanks around it allowed). Raises :class:`JsonError`."""
        start = skip_blanks(text, 0)
        if start == len(text):
            raise JsonError("syntax", "$", "not JSON: the text is empty", 0, "the text is empty")
        value, end = self.decode_at(text, start, path)
        end = skip_blanks(text, end)
        if end != len(text):
            raise JsonError("syntax", "$", syntax_message("Extra data", text, end), end, "Extra data")
        return value


_BLANKS = " \t\n\r"


def skip_blanks(text: str, pos: int) -> int:
    """The index of the first character at or after ``pos`` that is not JSON whitespace."""
    n = len(text)
    while pos < n and text[pos] in _BLANKS:
        pos += 1
    return pos


def syntax_message(msg: str, text: str, pos: int) -> str:
    """``not JSON: MSG at line L column C`` for a position in ``text``."""
    line = text.count("\n", 0, pos) + 1
    column = pos - text.rfind("\n", 0, pos)
    msg = msg[:-3] if msg.endswith(" at") else msg  # "Invalid control character at"
    return f"not JSON: {msg} at line {line} column {column}"


def _first_bad(value: Any, path: str) -> tuple[str, str]:
    """The path and message of the first refused value, in document order (iterative walk)."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        node, where = stack.pop()
        if isinstance(node, _Bad):
            return where, node.message
        if isinstance(node, _DuplicateKey):
            return key_path(where, node.key), f"the key {shown(node.key)} appears twice in one object"
        if isinstance(node, dict):
            stack.extend((v, key_path(where, k)) for k, v in reversed(list(node.items())))
        elif isinstance(node, list):
            stack.extend((v, f"{where}[{i}]") for i, v in reversed(list(enumerate(node))))
    return path, "a value this reader refuses"  # pragma: no cover - a flag is always set with a marker


def loads(text: str, path: str = "$", refuse_surrogates: bool = False) -> Any:
    """Parse one whole JSON text strictly (see the module docstring); raise :class:`JsonError`."""
    return Reader(refuse_surrogates).loads(text, path)


def dumps(value: Any, **kw: Any) -> str:
    """JSON text of ``value``, never with ``NaN`` or ``Infinity`` (a ValueError instead)."""
    return json.dumps(value, allow_nan=False, **kw)


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()
"""The value of a key a document lacks, as :func:`shown` writes it (``missing``): ``doc.get(key, MISSING)``."""


def shown(value: Any, limit: int | None = None) -> str:
    """``value`` as a message writes it: JSON text (``null``, ``true``, ``"QH"``, ``{"seat": 1}``),
    ``missing`` for :data:`MISSING` (an absent key); at most ``limit`` characters (``...`` at the
    end) when one is given. Every value a message of a reader or an audit quotes goes through here."""
    if value is MISSING:
        return "missing"
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if limit is None or len(text) <= limit else text[: limit - 3] + "..."


__all__ = ["MAX_INT_DIGITS", "MISSING", "JsonError", "Reader", "dumps", "key_path", "shown", "escape_surrogates", "loads", "skip_blanks",
           "syntax_message"]
