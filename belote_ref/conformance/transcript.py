"""Minimal transcripts in the shared contract format: the reproductions of departures the kit
writes (the kit reads transcripts through :mod:`belote_ref.transcript.read`). Consumers ignore
fields they do not know."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from ..files import write_whole
from ..ruleset import make_ruleset
from ..transcript import FORMAT, FORMAT_VERSION
from ..transcript.corpus import dumps


def _with_hand(
    out: dict[str, Any], dealer: int, order: Sequence[str], actions: Sequence[Mapping[str, Any]],
    note: Mapping[str, Any] | None, illegal: Mapping[str, Any] | None,
) -> dict[str, Any]:
    """``out`` with its one hand, and the negative expectation and the kit's note when given
    (both profiles)."""
    out["hands"] = [{"number": 1, "dealer": dealer, "order": list(order), "actions": [dict(a) for a in actions]}]
    if illegal is not None:
        out["expected_departures"] = [{"hand": 0, "action_index": len(actions) - 1, **dict(illegal)}]
    if note is not None:
        out["conformance"] = dict(note)
    return out


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
    }
    return _with_hand(out, dealer, order, actions, note, illegal)


def game_transcript(
    options: Mapping[str, Any], dealer: int, order: Sequence[str], totals: Sequence[int],
    match: Mapping[str, Any] | None, actions: Sequence[Mapping[str, Any]], *, note: Mapping[str, Any] | None = None,
    illegal: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Profile belote-acanomas: one partial game as a transcript of the profile
    (``schemas/acanomas-transcript.schema.json``), the match state carried in as its ``start``."""
    from ..profiles.acanomas.ruleset import make_ruleset as make_profile_ruleset
    from ..profiles.acanomas.transcript import FORMAT_VERSION as PROFILE_FORMAT_VERSION

    ruleset = make_profile_ruleset(dict(options))
    m = dict(match or {})
    out: dict[str, Any] = {
        "format": FORMAT, "format_version": PROFILE_FORMAT_VERSION, "profile": ruleset.profile,
        "ruleset": {"id": ruleset.id, "options": ruleset.options()},
        "first_dealer": dealer,
        "start": {"totals": [int(t) for t in totals], "pots": list(m.get("pots", [])), "out": list(m.get("out", [])),
                  "barred": list(m.get("barred", []))},
    }
    return _with_hand(out, dealer, order, actions, note, illegal)


def write(path: Path, transcript: Mapping[str, Any]) -> None:
    """Write a reproduction to ``path`` whole (:func:`belote_ref.files.write_whole`), its folder
    made first; a failure is an :class:`OSError` naming ``path``."""
    write_whole(path, dumps(transcript), make_parents=True)


__all__ = ["game_transcript", "hand_transcript", "write"]
