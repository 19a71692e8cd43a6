"""Reading transcripts: bytes to JSON, then the checks that decide whether a document is a
readable transcript at all (size limits, format, version, schema, ruleset). Anything that fails
here is *unreadable* (exit 2), reported with the JSON path of the offending value; rule
departures are the audit's business (see :mod:`belote_ref.transcript.audit`).

Limits (spec/transcripts.md, Limits): a file is a regular file (or standard input) of at most
:data:`MAX_FILE_BYTES`; it holds at most :data:`MAX_HANDS` hands; each hand, and each other
top-level field, is at most :data:`MAX_PART_BYTES` of JSON text.

Memory stays bounded for big files: :func:`read_bytes` keeps the text (one byte per character)
and where each hand lies in it, never the whole parsed document. It parses and validates each
hand in turn, then drops it; the audit parses it again when it reaches it
(:class:`HandList`). The verdict, the problems and the departures are those of reading the
whole document at once: every hand is checked before the audit starts.
"""

from __future__ import annotations

import codecs
import contextlib
import gc
import os
import re
import stat
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence, overload

from .. import registry
from ..errors import RulesetError
from ..shown import name as shown_name
from ..jsonread import MISSING, JsonError, Reader, key_path, shown, skip_blanks, syntax_message
from ..ruleset import Ruleset, make_ruleset
from . import FORMAT, FORMAT_VERSION
from .schema import (
    ACANOMAS_TRANSCRIPT_ID, TRANSCRIPT_ID, RankedProblem, SchemaProblem, hand_problems, hand_schema, json_path, pick,
    ranked_problems, unknown_keys,
)

_VERSION = re.compile(r"(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)")
READ_MAJOR, READ_MINOR = (int(x) for x in FORMAT_VERSION.split(".")[:2])

MAX_FILE_BYTES = 64 * 1024 * 1024
"""The largest transcript read: 64 MiB (a golden-level hand takes about 5 KB)."""
MAX_HANDS = 10_000
"""The most hands one transcript may hold."""
MAX_PART_BYTES = 1024 * 1024
"""The longest JSON text of one hand, or of one top-level field other than ``hands``: 1 MiB."""
KEEP_PARSED_BYTES = 4 * 1024 * 1024
"""Up to this size a file's hands are kept once parsed (no second parse for the audit); a
bigger file is read hand by hand."""
MAX_SCHEMA_ERRORS = 200
"""Schema errors collected before the rest of the hands are only parsed (the file is unreadable
anyway; the report shows the 20 most relevant)."""


class Unreadable(Exception):
    """Not a readable transcript; ``problems`` name each JSON path and what is wrong."""

    def __init__(self, problems: list[SchemaProblem]) -> None:
        super().__init__("; ".join(str(p) for p in problems))
        self.problems = problems


def _one(path: str, message: str) -> Unreadable:
    return Unreadable([SchemaProblem(path, message)])


def _mib(n: int) -> str:
    return f"{n // (1024 * 1024)} MiB ({n:,} bytes)"


_KINDS = ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a folder"))


_WHAT = "a transcript"
_DOCUMENTED = "spec/transcripts.md, Limits"


def load_bytes(source: str, limit: int | None = None, what: str = _WHAT, documented: str = _DOCUMENTED,
               stdin: bool = True) -> bytes:
    """The bytes of a regular file, or of standard input for ``-`` (with ``stdin``; else ``-`` is
    a file name), at most ``limit`` of them (default :data:`MAX_FILE_BYTES`). A FIFO, a device, a
    socket or a folder is refused without being read (it could block or never end).
    The messages name the file, ``what`` it should be and where its limit is ``documented``."""
    limit = MAX_FILE_BYTES if limit is None else limit
    from_stdin = stdin and source == "-"
    try:
        if from_stdin:
            data = sys.stdin.buffer.read(limit + 1)
        elif is_url(source):
            data = _load_url(source, limit)
        else:
            fd = os.open(source, os.O_RDONLY | os.O_NONBLOCK)  # never blocks, even on a FIFO
            try:
                st = os.fstat(fd)
                if not stat.S_ISREG(st.st_mode):
                    kind = next((k for test, k in _KINDS if test(st.st_mode)), "not a regular file")
                    hint = " (give '-' to read standard input)" if stdin else ""
                    raise _one("$", f"cannot read {shown_name(str(source))}: it is {kind}, not a file{hint}")
                if st.st_size > limit:
                    raise _one("$", f"{source} is {st.st_size:,} bytes: {what} is at most {_mib(limit)} "
                                    f"({documented})")
                os.set_blocking(fd, True)
                with os.fdopen(fd, "rb", closefd=False) as fh:
                    data = fh.read(limit + 1)
            finally:
                os.close(fd)
    except OSError as exc:
        raise _one("$", f"cannot read {shown_name(str(source))}: {exc.strerror or exc}") from None
    if len(data) > limit:
        where = "standard input" if from_stdin else source
        raise _one("$", f"{where} holds more than {_mib(limit)}: {what} is at most that ({documented})")
    return data


URL_RE = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*://")


def is_url(name: str) -> bool:
    """A name with a scheme (``file://…``, ``s3://…``): read through fsspec (spec/cluster.md,
    CLUSTER-INPUTS); any other name is a path on this machine."""
    return bool(URL_RE.match(name))


def _load_url(url: str, limit: int) -> bytes:
    """At most ``limit`` + 1 bytes of the file at ``url`` (the caller refuses more than ``limit``)."""
    try:
        import fsspec
    except ImportError:
        raise _one("$", f"cannot read {shown_name(str(url))}: a URL needs fsspec (pip install 'belote-ref[cluster]')") from None
    try:
        with fsspec.open(url, "rb") as fh:
            data: bytes = fh.read(limit + 1)
    except (ValueError, ImportError) as exc:  # an unknown scheme, a backend not installed
        raise _one("$", f"cannot read {shown_name(str(url))}: {exc}") from None
    return data


def check_utf8(data: bytes) -> None:
    """Refuse bytes that are not UTF-8, naming the first bad byte (without decoding it all at once)."""
    if data.isascii():
        return
    decoder = codecs.getincrementaldecoder("utf-8")()
    chunk = 1 << 20
    for start in range(0, len(data), chunk):
        pending = len(decoder.getstate()[0])
        try:
            decoder.decode(data[start:start + chunk], final=start + chunk >= len(data))
        except UnicodeDecodeError as exc:
            raise _one("$", f"not UTF-8 text (byte {start - pending + exc.start}): {exc.reason}") from None


def load_text(source: str, limit: int | None = None, what: str = _WHAT, documented: str = _DOCUMENTED,
              stdin: bool = True) -> str:
    """The UTF-8 text of a file, or of standard input for ``-`` (size-limited; the arguments are
    those of :func:`load_bytes`)."""
    data = load_bytes(source, limit, what, documented, stdin)
    check_utf8(data)
    return data.decode("utf-8-sig")


def parse_json(text: str) -> Any:
    """Parse JSON text strictly (:mod:`belote_ref.jsonread`: no NaN, no repeated key ...)."""
    try:
        return Reader().loads(text)
    except JsonError as exc:
        raise _one(exc.path, exc.message) from None


@dataclass
class Transcript:
    """A readable transcript: the document (already schema-valid) and its ruleset (of the
    profile the document names). In a transcript read from bytes, ``doc["hands"]`` is a
    :class:`HandList`."""

    doc: dict[str, Any]
    ruleset: Ruleset | Any
    notes: list[str] = field(default_factory=list)


PROFILE_SCHEMAS = {"belote-classic": TRANSCRIPT_ID, "belote-acanomas": ACANOMAS_TRANSCRIPT_ID}
"""The schema of each profile's transcripts: a document names its profile (``profile``; absent,
the team game's ``belote-classic``)."""


def schema_of(doc: dict[str, Any]) -> str:
    """The schema of the profile ``doc`` names, or :class:`Unreadable` at ``$.profile``."""
    profile = doc.get("profile", "belote-classic")
    if not isinstance(profile, str) or profile not in PROFILE_SCHEMAS:
        raise _one("$.profile", f"unknown profile {shown(profile, 60)}: a transcript's profile is "
                                f"{' or '.join(PROFILE_SCHEMAS)}")
    return PROFILE_SCHEMAS[profile]


def check_format(doc: Any) -> list[str]:
    """Refuse what is not a transcript of a version this reader knows; return notes."""
    if not isinstance(doc, dict):
        raise _one("$", f"a transcript is a JSON object, not {_json_type(doc)}")
    if doc.get("format") != FORMAT:
        raise _one("$.format", f"not a belote-ref transcript: \"format\" must be {shown(FORMAT)}, "
                                    f"not {shown(doc.get('format', MISSING), 60)}")
    version = doc.get("format_version")
    m = _VERSION.fullmatch(version) if isinstance(version, str) else None
    if m is None:
        raise _one("$.format_version", '"format_version" must be MAJOR.MINOR.PATCH, '
                                       f'not {shown(doc.get("format_version", MISSING), 60)}')
    major, minor = int(m.group(1)), int(m.group(2))
    if major != READ_MAJOR:
        raise _one(
            "$.format_version",
            f"unknown format version {version}: this reader reads {READ_MAJOR}.x (spec/transcripts.md, versioning)",
        )
    known = FORMAT_VERSION
    record = registry.by_name(doc.get("profile"))
    if record is not None and "format_version" in record.hooks:  # each profile's schema has its own minor version
        known = record.load("format_version")
    if minor > int(known.split(".")[1]):
        return [f"format version {version} is newer than {known}: fields this reader does not know are ignored"]
    return []


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    return {dict: "an object", list: "an array", str: "a string", bool: "a boolean", int: "a number",
            float: "a number"}.get(type(value), type(value).__name__)


MAX_UNKNOWN_LISTED = 20
"""The unknown keys the note of a file names (the others are counted)."""

Parts = tuple[Any, ...]


class Unknown(list[Parts]):
    """The paths of the keys a schema does not know, in document order: the first
    :data:`MAX_UNKNOWN_LISTED` kept (more, to merge with others found before them), the others
    counted (``dropped``), so that memory stays bounded."""

    dropped = 0

    def add(self, found: list[Parts]) -> None:
        room = max(0, 2 * MAX_UNKNOWN_LISTED - len(self))
        self.extend(found[:room])
        self.dropped += len(found[room:])


def unknown_note(found: list[Parts], dropped: int = 0) -> list[str]:
    """The note naming the keys the schema does not know, by their JSON paths (none: no note;
    spec/transcripts.md, Versioning, Unknown fields), ``dropped`` more found and not kept."""
    if not found:
        return []
    listed = ", ".join(json_path(parts) for parts in found[:MAX_UNKNOWN_LISTED])
    rest = len(found) - MAX_UNKNOWN_LISTED + dropped
    more = f" and {rest:,} more" if rest > 0 else ""
    return [f"fields this reader does not know, ignored (a misspelt name, or a newer minor version's field): "
            f"{listed}{more}"]


def _hand_unknowns(hand: Any, i: int, schema_id: str) -> list[Parts]:
    return unknown_keys(hand, schema_id, ("hands", i), [hand_schema(schema_id)])


def ruleset_of(doc: dict[str, Any]) -> Ruleset | Any:
    """The ruleset the transcript names (of its profile), or :class:`Unreadable` naming the option."""
    options = doc["ruleset"].get("options", {})
    make: Callable[[Any], Any] = make_ruleset
    record = registry.by_name(doc.get("profile"))
    if record is not None:
        make = record.ruleset_module().make_ruleset
    try:
        return make(options)
    except RulesetError as exc:
        raise _one(f"$.ruleset.options.{exc.option}", f"unsupported ruleset: {exc.reason}") from None


def read_document(doc: Any) -> Transcript:
    """Check a parsed document: format and version, hand count, schema, ruleset."""
    notes = check_format(doc)
    hands = doc.get("hands")
    if isinstance(hands, list) and len(hands) > MAX_HANDS:
        raise _too_many_hands(len(hands))
    schema_id = schema_of(doc)
    problems = pick(ranked_problems(doc, schema_id))
    if problems:
        raise Unreadable(problems)
    ruleset = ruleset_of(doc)
    return Transcript(doc, ruleset, notes + unknown_note(unknown_keys(doc, schema_id)))


def _too_many_hands(n: int | None) -> Unreadable:
    count = f"{n:,} hands" if n is not None else f"more than {MAX_HANDS:,} hands"
    return _one("$.hands", f"{count}: a transcript holds at most {MAX_HANDS:,} (spec/transcripts.md, Limits; "
                           "split a long log into several files)")


# --- reading hand by hand ----------------------------------------------------------------------
class _Text:
    """The text of a transcript, one character per byte (Latin-1 of its UTF-8 bytes), so that
    positions are byte offsets and the text takes no more memory than the file. Every JSON
    structure character is ASCII, so JSON parses the same; a part holding other bytes is decoded
    from UTF-8 again before its values are used."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.reader = Reader()
        self.part_size = 1 << 13
        """How much text :meth:`value_at` slices first: twice the last value read (at least
        8 KiB), so that a hand is mostly parsed from its first slice without copying much more
        than itself."""

    def fail(self, msg: str, pos: int) -> Unreadable:
        return _one("$", syntax_message(msg, self.text, pos))

    def value_at(self, pos: int, path: str, what: str) -> tuple[Any, int]:
        """The JSON value at ``pos`` (parsed from at most :data:`MAX_PART_BYTES` of text) and
        its end. ``what`` names it in the size-limit message."""
        text = self.text
        size = self.part_size
        while True:
            # one character more than the size tried: a value of exactly MAX_PART_BYTES is seen
            # to end there (a cut at its last character could be a number cut short)
            stop = min(len(text), pos + size + 1)
            part = text[pos:stop]
            cut = stop < len(text)
            try:
                value, end = self.reader.decode_at(part, 0, path)
            except JsonError as exc:
                if exc.kind != "syntax":
                    raise self._content_error(part, exc, path) from None
                if not (cut and exc.truncated(len(part))):
                    raise self.fail(exc.raw_message, pos + exc.pos) from None
            else:
                if not (cut and end == len(part)) and end <= MAX_PART_BYTES:  # a number cut short would parse as another
                    if end < len(part):
                        part = part[:end]
                    if not part.isascii():
                        value = self._utf8_value(part, path)
                    self.part_size = min(max(2 * end, 1 << 13), MAX_PART_BYTES)
                    return value, pos + end
            if size >= MAX_PART_BYTES:
                raise _one(path, f"{what} is longer than {_mib(MAX_PART_BYTES)} of JSON text, the most one "
                                 "part of a transcript may take (spec/transcripts.md, Limits)")
            size = min(size * 4, MAX_PART_BYTES)

    def _utf8_value(self, part: str, path: str) -> Any:
        try:
            return self.reader.loads(part.encode("latin-1").decode("utf-8"), path)
        except JsonError as exc:  # pragma: no cover - the Latin-1 parse already accepted it
            raise _one(exc.path, exc.message) from None

    def _content_error(self, part: str, exc: JsonError, path: str) -> Unreadable:
        """A content error (repeated key, number out of range) found in the Latin-1 text: when
        the part holds other characters, parse it again as UTF-8 so that the path names keys right."""
        if not part.isascii():
            try:
                self.reader.decode_at(part.encode("latin-1").decode("utf-8", "replace"), 0, path)
            except JsonError as again:
                if again.kind == "content":
                    return _one(again.path, again.message)
        return _one(exc.path, exc.message)

    def peek(self, pos: int) -> str:
        return self.text[pos] if pos < len(self.text) else ""

    def key_at(self, pos: int) -> tuple[str, int]:
        if self.peek(pos) != '"':
            raise self.fail("Expecting property name enclosed in double quotes", pos)
        key, end = self.value_at(pos, "$", "a key")
        return key, end


class HandList(Sequence[dict[str, Any]]):
    """The hands of a transcript read from bytes: each parsed from the text when asked for
    (or, for a small file, kept from the first reading: ``parsed``)."""

    def __init__(self, source: _Text, spans: list[tuple[int, int]], parsed: list[dict[str, Any]] | None = None) -> None:
        self._source = source
        self._spans = spans
        self._parsed = parsed

    def __len__(self) -> int:
        return len(self._spans)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if self._parsed is not None:
            return self._parsed[index]
        start, end = self._spans[index]
        i = index if index >= 0 else index + len(self._spans)
        value, _ = self._source.value_at(start, f"$.hands[{i}]", f"hand index {i}")
        return value

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for i in range(len(self._spans)):
            yield self[i]


def read_bytes(data: bytes) -> Transcript:
    """Read a transcript from its bytes, hand by hand (see the module docstring)."""
    if len(data) > MAX_FILE_BYTES:
        raise _one("$", f"the text holds {len(data):,} bytes: a transcript is at most {_mib(MAX_FILE_BYTES)} "
                        "(spec/transcripts.md, Limits)")
    check_utf8(data)
    start = 3 if data.startswith(codecs.BOM_UTF8) else 0
    source = _Text(data[start:].decode("latin-1"))
    del data
    parsed: list[dict[str, Any]] | None = [] if len(source.text) <= KEEP_PARSED_BYTES else None
    with _collector_paused():
        header, spans, errors, unknown = _scan(source, parsed)
    doc: dict[str, Any] = dict(header)
    notes = check_format(doc)
    problems = pick(errors)
    if problems:
        raise Unreadable(problems)
    if spans is not None:
        doc["hands"] = HandList(source, spans, parsed)
    ruleset = ruleset_of(doc)
    return Transcript(doc, ruleset, notes + unknown_note(unknown, unknown.dropped))


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic garbage collector paused: parsed JSON holds no cycle, and its many containers
    would start collections that find nothing to free."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _scan(source: _Text, parsed: list[dict[str, Any]] | None = None,
          ) -> tuple[dict[str, Any], list[tuple[int, int]] | None, list[RankedProblem], Unknown]:
    """Parse the top level: every field but ``hands`` as values, ``hands`` item by item (each
    validated, then dropped, or appended to ``parsed``). Returns the header, the hands' spans
    (None when ``hands`` is not an array), the schema errors and the paths of the keys the
    schema does not know (in document order; meaningful only without errors)."""
    text = source.text
    pos = skip_blanks(text, 0)
    if pos == len(text):
        raise _one("$", "not JSON: the file is empty")
    if source.peek(pos) != "{":
        value, end = source.value_at(pos, "$", "the document")
        end = skip_blanks(text, end)
        if end != len(text):
            raise source.fail("Extra data", end)
        raise _one("$", f"a transcript is a JSON object, not {_json_type(value)}")
    header: dict[str, Any] = {}
    spans: list[tuple[int, int]] | None = None
    errors: list[RankedProblem] = []
    hand_errors: list[RankedProblem] = []
    hand_unknown = Unknown()
    hands_schema = TRANSCRIPT_ID
    pos = skip_blanks(text, pos + 1)
    if source.peek(pos) == "}":
        pos += 1
    else:
        while True:
            key, pos = source.key_at(pos)
            pos = skip_blanks(text, pos)
            if source.peek(pos) != ":":
                raise source.fail("Expecting ':' delimiter", pos)
            pos = skip_blanks(text, pos + 1)
            if key in header or (key == "hands" and spans is not None):
                raise _one(key_path("$", key), f"the key {shown(key)} appears twice in one object")
            if key == "hands" and source.peek(pos) == "[":
                hands_schema = _schema_so_far(header)
                spans, pos = _scan_hands(source, pos, hand_errors, parsed, hands_schema, hand_unknown)
                header["hands"] = []  # validated with the header; the items were validated one by one
            else:
                header[key], pos = source.value_at(pos, f"$.{key}", f"the field {shown(key)}")
            pos = skip_blanks(text, pos)
            c = source.peek(pos)
            if c == ",":
                pos = skip_blanks(text, pos + 1)
                continue
            if c == "}":
                pos += 1
                break
            raise source.fail("Expecting ',' delimiter" if c else "Expecting value", pos)
    pos = skip_blanks(text, pos)
    if pos != len(text):
        raise source.fail("Extra data", pos)
    schema_id = schema_of(header)
    if spans is not None and schema_id != hands_schema:  # the profile came after the hands: check them again
        hand_errors, hand_unknown = [], Unknown()
        for i, (start, end) in enumerate(spans):
            if len(hand_errors) >= MAX_SCHEMA_ERRORS:
                break
            hand = source.value_at(start, f"$.hands[{i}]", f"hand index {i}")[0]
            hand_errors.extend(hand_problems(hand, i, schema_id))
            if not hand_errors:
                hand_unknown.add(_hand_unknowns(hand, i, schema_id))
    errors.extend(hand_errors)
    errors[:0] = ranked_problems(header, schema_id)
    unknown = Unknown()
    if not errors:  # in document order: the header's keys before the hands, the hands', the others
        order = list(header)
        at = order.index("hands") if "hands" in order else len(order)
        found = unknown_keys(header, schema_id)
        unknown.add([p for p in found if order.index(p[0]) < at] + hand_unknown)
        unknown.dropped += hand_unknown.dropped
        unknown.add([p for p in found if order.index(p[0]) > at])
    if spans is not None:
        header.pop("hands")
    return header, spans, errors, unknown


def _schema_so_far(header: dict[str, Any]) -> str:
    """The schema of the profile named before the hands (the team game's if none is, or an
    unknown one: the header's check names it)."""
    return PROFILE_SCHEMAS.get(header.get("profile", "belote-classic"), TRANSCRIPT_ID)


def _scan_hands(source: _Text, pos: int, errors: list[RankedProblem], parsed: list[dict[str, Any]] | None,
                schema_id: str, unknown: Unknown) -> tuple[list[tuple[int, int]], int]:
    """The spans of the items of the ``hands`` array at ``pos`` (its ``[``); each item is parsed
    and validated against the hand schema (errors appended with their whole path; while there
    are none, the paths of the keys the schema does not know appended to ``unknown``), then
    dropped (or kept in ``parsed``)."""
    text = source.text
    spans: list[tuple[int, int]] = []
    pos = skip_blanks(text, pos + 1)
    if source.peek(pos) == "]":
        return spans, pos + 1
    while True:
        i = len(spans)
        if i == MAX_HANDS:
            raise _too_many_hands(None)
        if not source.peek(pos):
            raise source.fail("Expecting value", pos)
        hand, end = source.value_at(pos, f"$.hands[{i}]", f"hand index {i}")
        spans.append((pos, end))
        if len(errors) < MAX_SCHEMA_ERRORS:
            errors.extend(hand_problems(hand, i, schema_id))
        if not errors:
            unknown.add(_hand_unknowns(hand, i, schema_id))
        if parsed is not None:
            parsed.append(hand)
        del hand
        pos = skip_blanks(text, end)
        c = source.peek(pos)
        if c == ",":
            pos = skip_blanks(text, pos + 1)
            continue
        if c == "]":
            return spans, pos + 1
        raise source.fail("Expecting ',' delimiter" if c else "Expecting value", pos)


def read_source(source: str) -> Transcript:
    """Read the transcript in a file (``-``: standard input), hand by hand."""
    return read_bytes(load_bytes(source))


def read_text(text: str) -> Transcript:
    return read_bytes(text.encode("utf-8"))
