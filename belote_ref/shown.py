"""How text that came from input is shown in a text report or a message, so that it can never
forge a line of it (spec/conformance.md, 6b, Input in a text report): a transcript's keys and
values, an engine's or a client's answers and stderr, file names, option values. One module for
every command: :func:`printable` (control characters escaped, newlines kept), :func:`one_line`
(a message: every line break escaped too), :func:`name` (a file name: as given when plain, else
a JSON string) and :func:`report` (a text report's lines: a value's line break continued
indented, never at the start of a line)."""

from __future__ import annotations

import json
import math
import re
from typing import Iterable

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_BREAKING = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029]")
_LINE_START = re.compile(r"\n(?! )")
CONTINUED = "  "
"""What starts a line that a value broke in two in a report (:func:`report`)."""


def _escape(match: re.Match[str]) -> str:
    return match.group().encode("unicode_escape").decode("ascii")


def printable(text: str) -> str:
    """Text that came from input (an engine's name, answers and stderr; a transcript's keys),
    safe to show and to write: control characters (a terminal escape; a NUL, invalid in XML),
    the line and paragraph separators U+2028 and U+2029, and lone surrogates (not UTF-8) are
    written as escapes; newlines and tabs stay."""
    return _CONTROL.sub(_escape, text)


def one_line(text: str) -> str:
    """A message of one line (an error, a refusal): every control character, line breaks
    included (``\\n``, ``\\r``, U+2028), and every lone surrogate written as an escape; tabs stay."""
    return _BREAKING.sub(_escape, text)


def name(text: str) -> str:
    """A file name (or any name from input) in a report line: as given when it holds no control
    character, no line break and no lone surrogate; else as a JSON string (``"a\\nb.json"``)."""
    if not _BREAKING.search(text):
        return text
    return one_line(json.dumps(text, ensure_ascii=False))


def report(lines: Iterable[str]) -> str:
    """A text report from its lines, each ending with a newline: control characters escaped
    (:func:`printable`), and a line break inside a line (a value from input that holds one)
    followed by :data:`CONTINUED` unless an indent follows it already, so that no value starts a
    line of the report."""
    return "".join(_LINE_START.sub("\n" + CONTINUED, printable(line)) + "\n" for line in lines)


__all__ = ["CONTINUED", "name", "one_line", "printable", "report"]


def shown_number(value: float) -> str:
    """``value`` as a message shows it: short (``{:g}``) when that reads back as the same number,
    else every digit, so that a value just past a limit (``60000.00000000001``) is never shown
    as the limit itself (``60000``)."""
    short, exact = f"{value:g}", repr(value)
    if not math.isfinite(value) or (float(short) == value and len(short) <= len(exact)):
        return short
    return exact
