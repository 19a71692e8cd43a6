"""Reading transcripts: text to JSON, then the checks that decide whether a document is a
readable transcript at all (format, version, schema, ruleset). Anything that fails here is
*unreadable* (exit 2), reported with the JSON path of the offending value; rule departures are
the audit's business (see :mod:`belote_ref.transcript.audit`).
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from typing import Any

from ..errors import RulesetError
from ..ruleset import Ruleset, make_ruleset
from . import FORMAT, FORMAT_VERSION
from .schema import TRANSCRIPT_ID, SchemaProblem, schema_problems

_VERSION = re.compile(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")
READ_MAJOR, READ_MINOR = (int(x) for x in FORMAT_VERSION.split(".")[:2])


class Unreadable(Exception):
    """Not a readable transcript; ``problems`` name each JSON path and what is wrong."""

    def __init__(self, problems: list[SchemaProblem]) -> None:
        super().__init__("; ".join(str(p) for p in problems))
        self.problems = problems


def _one(path: str, message: str) -> Unreadable:
    return Unreadable([SchemaProblem(path, message)])


def load_text(source: str) -> str:
    """The text of a file, or of standard input for ``-``."""
    try:
        if source == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(source, "rb") as fh:
                data = fh.read()
    except OSError as exc:
        raise _one("$", f"cannot read {source}: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _one("$", f"not UTF-8 text (byte {exc.start}): {exc.reason}") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse_json(text: str) -> Any:
    """Parse JSON text strictly (no NaN or Infinity)."""
    if not text.strip():
        raise _one("$", "not JSON: the file is empty")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise _one("$", f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except ValueError as exc:
        raise _one("$", f"not JSON: {exc}") from None
    except RecursionError:
        raise _one("$", "not JSON this reader accepts: nested too deeply") from None


@dataclass
class Transcript:
    """A readable transcript: the document (already schema-valid) and its ruleset."""

    doc: dict[str, Any]
    ruleset: Ruleset
    notes: list[str] = field(default_factory=list)


def check_format(doc: Any) -> list[str]:
    """Refuse what is not a transcript of a version this reader knows; return notes."""
    if not isinstance(doc, dict):
        raise _one("$", f"a transcript is a JSON object, not {type(doc).__name__ if doc is not None else 'null'}")
    if doc.get("format") != FORMAT:
        raise _one("$.format", f"not a belote-ref transcript: 'format' must be {FORMAT!r}, not {doc.get('format')!r}")
    version = doc.get("format_version")
    m = _VERSION.match(version) if isinstance(version, str) else None
    if m is None:
        raise _one("$.format_version", f"'format_version' must be MAJOR.MINOR.PATCH, not {version!r}")
    major, minor = int(m.group(1)), int(m.group(2))
    if major != READ_MAJOR:
        raise _one(
            "$.format_version",
            f"unknown format version {version}: this reader reads {READ_MAJOR}.x (spec/transcripts.md, versioning)",
        )
    if minor > READ_MINOR:
        return [f"format version {version} is newer than {FORMAT_VERSION}: fields this reader does not know are ignored"]
    return []


def ruleset_of(doc: dict[str, Any]) -> Ruleset:
    """The ruleset the transcript names, or :class:`Unreadable` naming the option."""
    options = doc["ruleset"].get("options", {})
    try:
        return make_ruleset(options)
    except RulesetError as exc:
        raise _one(f"$.ruleset.options.{exc.option}", f"unsupported ruleset: {exc.reason}") from None


def read_document(doc: Any) -> Transcript:
    """Check a parsed document: format and version, schema, ruleset."""
    notes = check_format(doc)
    problems = schema_problems(doc, TRANSCRIPT_ID)
    if problems:
        raise Unreadable(problems)
    return Transcript(doc, ruleset_of(doc), notes)


def read_text(text: str) -> Transcript:
    return read_document(parse_json(text))
