"""A departure: one place where a transcript departs from the rules, as every audit reports it
(the team game's and profile belote-acanomas's alike)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..jsonread import shown
from .read import Unreadable
from .schema import SchemaProblem

Json = dict[str, Any]

MAX_LISTED = 10_000
"""The most departures a report lists for one file: the first ones found, in order; the others
are counted, not kept (spec/transcripts.md, Limits), so that memory stays bounded."""


@dataclass
class Departure:
    """One place where the transcript departs from the rules."""

    hand: int | None
    action_index: int | None
    path: str
    clause: str
    kind: str
    message: str
    trick: int | None = None
    """The index of the trick in its hand (0-7), like every index of the report."""
    seat: int | None = None
    recorded: Any = None
    expected: Any = None
    cause: "Departure | None" = field(default=None, repr=False, compare=False)
    """The earlier departure this one follows from (None: a departure of its own). The JSON report
    gives its index in the file's departures as ``caused_by``."""

    def to_json(self, caused_by: int | None = None) -> Json:
        return {
            "hand": self.hand, "trick": self.trick, "seat": self.seat, "action_index": self.action_index,
            "path": self.path, "clause": self.clause, "kind": self.kind,
            "recorded": self.recorded, "expected": self.expected, "message": self.message,
            "caused_by": caused_by,
        }

    def __str__(self) -> str:
        where = []
        if self.hand is not None:
            where.append(f"hand index {self.hand}")
        if self.trick is not None:
            where.append(f"trick index {self.trick}")
        if self.seat is not None:
            where.append(f"seat {self.seat}")
        loc = f" ({', '.join(where)})" if where else ""
        text = f"{self.path}{loc}: {self.clause}, {self.kind}: {self.message}"
        if self.cause is not None:
            text += f" (follows from {self.cause.path}, {self.cause.clause})"
        return text


def ruleset_id_departure(recorded: str, ruleset: Any, clause: str) -> Departure | None:
    """The check of a transcript's ruleset ID (``$.ruleset.id``), for every profile: None when
    it is the ID ``ruleset`` (read from the options) gives; a ``wrong-fact`` departure under
    ``clause`` (the profile's options clause) when it is another ID of the same family and rules
    version (``ruleset.id_base``); an ID of another family or version (another profile's) is no
    ID this reference reads under the document's profile: :class:`Unreadable`."""
    expected = ruleset.id
    if recorded == expected:
        return None
    base = ruleset.id_base
    if not (recorded == base or recorded.startswith(base + "+")):
        raise Unreadable([SchemaProblem("$.ruleset.id", f"unsupported ruleset {shown(recorded, 60)}: this reference implements "
                                                        f"{base} (profile {ruleset.profile})")])
    return Departure(None, None, "$.ruleset.id", clause, "wrong-fact",
                     f"the ruleset ID does not match its options, which give {shown(expected)}",
                     recorded=recorded, expected=expected)


def unchecked_fact_notes(hand: int, recorded: Json, derived: Json, known: frozenset[str], why: str,
                         partly: Mapping[str, str] | None = None) -> list[str]:
    """The notes on the recorded facts of hand index ``hand`` that the audit has no value for:
    known ones (in ``known``, the schema's) that ``derived`` lacks, and those checked in part
    (``partly`` names the part not checked), ``why`` saying why not (``the replay did not get
    that far``). A fact the reader does not know is named by the note on unknown fields
    (:func:`belote_ref.transcript.read.unknown_note`)."""
    partly = partly or {}
    unreached = [partly.get(k, k) for k in recorded if k in known and (k not in derived or k in partly)]
    if unreached:
        return [f"hand index {hand}: recorded facts not checked ({why}): {', '.join(unreached)}"]
    return []


def unfinished_words(hand: int, actions: int, seat: int | None, hand_words: str = "hand") -> str:
    """What :attr:`~belote_ref.transcript.audit.FileReport.unfinished` says of a log that stops inside hand index ``hand``
    (a partial game of profile belote-acanomas: ``hand_words``) after ``actions`` actions."""
    to_act = "" if seat is None else f", seat {seat} to act"
    return f"{hand_words} index {hand} stops after {actions} action{'' if actions == 1 else 's'}{to_act}"


def drop_unlisted(departures: list[Departure]) -> int:
    """Drop the departures after the first :data:`MAX_LISTED`; return how many were dropped."""
    extra = len(departures) - MAX_LISTED
    if extra <= 0:
        return 0
    del departures[MAX_LISTED:]
    return extra


def unlisted_note(count: int) -> str:
    """The note of a report that does not list ``count`` departures it found."""
    return (f"{count:,} more departure(s) found and not listed: a report lists the first {MAX_LISTED:,} departures "
            "of a file (spec/transcripts.md, Limits)")
