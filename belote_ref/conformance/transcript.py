"""Minimal transcripts in the shared contract format (reproductions of departures), and the
few fields the kit reads from golden transcripts. Consumers ignore fields they do not know."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from ..ruleset import make_ruleset
from ..transcript import FORMAT, FORMAT_VERSION
from ..transcript.corpus import dumps


def hand_transcript(
    options: Mapping[str, Any], dealer: int, order: Sequence[str], totals: Sequence[int], disputed: int,
    actions: Sequence[Mapping[str, Any]], *, note: Mapping[str, Any] | None = None,
    illegal: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """One hand as a transcript. ``illegal`` (clause, kind) marks the last action as a negative
    expectation: ``expected_departures`` as in negative goldens."""
    ruleset = make_ruleset(dict(options))
    out: dict[str, Any] = {
        "format": FORMAT, "format_version": FORMAT_VERSION,
        "ruleset": {"id": ruleset.id, "options": ruleset.options()},
        "first_dealer": dealer,
        "start": {"totals": [int(totals[0]), int(totals[1])], "disputed": int(disputed)},
        "hands": [{"number": 1, "dealer": dealer, "order": list(order), "actions": [dict(a) for a in actions]}],
    }
    if illegal is not None:
        out["expected_departures"] = [{"hand": 0, "action_index": len(actions) - 1, **dict(illegal)}]
    if note is not None:
        out["conformance"] = dict(note)
    return out


def load(path: Path) -> dict[str, Any]:
    """Read a transcript as the audit does (:func:`belote_ref.transcript.read.read_source`:
    size limits, strict JSON, the schema, the ruleset); raise ValueError naming the file and
    the JSON path of what is wrong. The hands are read one at a time when iterated."""
    from ..transcript.read import Unreadable, read_source

    try:
        t = read_source(str(path))
    except Unreadable as exc:
        first = exc.problems[0]
        more = f" (and {len(exc.problems) - 1} more problem(s))" if len(exc.problems) > 1 else ""
        raise ValueError(f"{path}: {first.path}: {first.message}{more}") from None
    if not len(t.doc["hands"]):
        raise ValueError(f"{path}: $.hands: no hand to play")
    return t.doc


def options_of(data: Mapping[str, Any]) -> dict[str, Any]:
    rs = data.get("ruleset") or {}
    return dict(rs.get("options") or {})


def start_of(data: Mapping[str, Any]) -> tuple[tuple[int, int], int]:
    start = data.get("start") or {}
    totals = start.get("totals") or [0, 0]
    return (int(totals[0]), int(totals[1])), int(start.get("disputed") or 0)


def write(path: Path, transcript: Mapping[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(transcript), encoding="utf-8")
