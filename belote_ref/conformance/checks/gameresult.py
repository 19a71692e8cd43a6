"""The result of a partial game of profile belote-acanomas, field by field (spec/conformance.md,
The result of a partial game).

The fields of ``game_result`` are compared with the reference's in the order the rules compute
them: the void game, the claim (its count, whether it is correct, who wins, who leaves), the
score sheet's line (per side: card points, last trick, belote, combinations, capote, premiums
and penalties, the raw total; the maker and the maker test's case; what each side writes; the
pot made and the pots taken), then the match state (totals, pending pots, seats out, sides
barred, the winner, the next dealer). The first field that differs is the departure, under its
clause; the fields after it that differ too are shown as following from it (``follows``) in the
side-by-side table the departure carries (``extra["result"]``), not as more departures: a wrong
capote changes the raw total, what is written and the totals.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from ..clauses import escalera_length_top
from .handresult import Comparison

Field = tuple[str, str, Callable[[dict[str, Any]], Any]]
"""(the field's name in the table, its clause, how to read it from a ``game_result``)."""

SIDE_PARTS: tuple[tuple[str, str], ...] = (
    ("cards", "ACA-CARDS-POINTS"), ("last_trick", "ACA-SCORE-LAST-TRICK"), ("belote", "ACA-COMB-BELOTE"),
    ("combinations", "ACA-COMB-VERDICT"), ("capote", "ACA-SCORE-CAPOTE"), ("premiums", "ACA-SCORE-ITEMS"),
    ("penalties", "ACA-SCORE-ITEMS"), ("raw", "ACA-SCORE-ITEMS"),
)
"""The parts of a side's line of the score, in the order they are added (ACA-SCORE-ITEMS)."""


def _get(*path: str) -> Callable[[dict[str, Any]], Any]:
    def read(r: dict[str, Any]) -> Any:
        x: Any = r
        for p in path:
            if not isinstance(x, dict):
                return None
            x = x.get(p)
        return x
    return read


def _side_part(part: str) -> Callable[[dict[str, Any]], Any]:
    def read(r: dict[str, Any]) -> Any:
        lines = _get("line", "score", "lines")(r)
        if not isinstance(lines, dict):
            return None
        return {str(s): v.get(part) if isinstance(v, dict) else None for s, v in sorted(lines.items())}
    return read


FIELDS: tuple[Field, ...] = (
    ("void", "ACA-BID-ALL-PASS", _get("void")),
    ("claim.count", "ACA-CLAIM-COUNT", _get("claim", "count")),
    ("claim.correct", "ACA-CLAIM-RIGHT", _get("claim", "correct")),
    ("claim.winner", "ACA-CLAIM-WRONG", _get("claim", "winner")),
    ("claim.leaves", "ACA-CLAIM-ELIMINATION", _get("claim", "leaves")),
    ("claim.barred", "ACA-CLAIM-WRONG", _get("claim", "barred")),
    ("line.kind", "ACA-SCORE-ITEMS", _get("line", "kind")),
    ("score.maker", "ACA-BID-MAKER", _get("line", "score", "maker")),
    *((f"score.{part}", clause, _side_part(part)) for part, clause in SIDE_PARTS),
    ("score.case", "ACA-SCORE-MAKER", _get("line", "score", "case")),
    ("score.writes", "ACA-SCORE-MAKER", _side_part("writes")),
    ("score.pot", "ACA-SCORE-MAKER", _get("line", "score", "pot")),
    ("line.pots_taken", "ACA-SCORE-POTS", _get("line", "pots_taken")),
    ("line.left", "ACA-CLAIM-ELIMINATION", _get("line", "left")),
    ("line.writes", "ACA-SCORE-ITEMS", _get("line", "writes")),
    ("totals", "ACA-SCORE-ITEMS", _get("totals")),
    ("pots", "ACA-SCORE-POTS", _get("pots")),
    ("line.pots_lost", "ACA-SCORE-POTS", _get("line", "pots_lost")),
    ("out", "ACA-CLAIM-ELIMINATION", _get("out")),
    ("barred", "ACA-CLAIM-WRONG", _get("barred")),
    ("winner", "ACA-MATCH-END", _get("winner")),
    ("next_dealer", "ACA-MATCH-DEALER", _get("next_dealer")),
)
"""Every field compared, in the order the rules compute them."""


def situation(field: str, ref: dict[str, Any]) -> str:
    """The coverage situation of a comparison of ``field`` in the reference's result."""
    if ref.get("void"):
        return "void"
    claim = ref.get("claim")
    if field == "claim.correct" and claim and isinstance(claim.get("count"), int) and isinstance(claim.get("target"), int):
        edge, right = claim["count"] - claim["target"], bool(claim.get("correct"))  # the target's two edges apart
        return "exact" if right and edge == 0 else "one-short" if not right and edge == -1 else "right" if right else "wrong"
    if field.startswith("claim."):
        return "right" if claim and claim.get("correct") else "wrong"
    if field == "score.capote":
        capote = _side_part("capote")(ref) or {}
        return "capote" if any(capote.values()) else "none"
    if field in ("score.case", "score.writes", "score.pot"):
        return str(_get("line", "score", "case")(ref) or "claim")
    if field in ("pots", "line.pots_taken", "line.pots_lost"):
        return "pots" if ref.get("pots") or _get("line", "pots_taken")(ref) else "none"
    if field == "winner":
        return "won" if ref.get("winner") is not None else "not-over"
    return "stopped" if (ref.get("line") or {}).get("kind") == "stopped" else "played" if ref.get("line") else "claim"


def compare(cmp: Comparison, h: Any, ref: dict[str, Any], eng: dict[str, Any], msg: dict[str, Any]) -> None:
    """Compare the engine's ``game_result`` with the reference's (see the module docstring)."""
    first: tuple[str, str] | None = None
    rows: list[dict[str, Any]] = []
    verdicts = [v.to_json() for v in getattr(h, "verdicts", ())]
    for name, clause, read in FIELDS:
        r, e = read(ref), read(eng)
        if name == "score.combinations" and any(v["verdict"] == "sin valor" for v in verdicts):
            clause = "ACA-COMB-BRELAN-VOIDS"  # the reference's verdicts voided an escalera
        elif name.startswith("score.") and _get("line", "kind")(ref) == "stopped":
            clause = "ACA-CLAIM-STOPPED"  # a game stopped by a wrong claim, scored for the others
        elif name in ("score.case", "score.writes", "score.pot") and getattr(cmp.rules, "pairs", False):
            clause = "ACA-SCORE-PAIRS"  # the maker test between pairs
        if first is None and not cmp.made(clause, situation(name, ref)):
            return
        if name == "winner" and first is None:
            cmp.made("ACA-MATCH-TARGET", situation(name, ref))
        if _same(r, e):
            rows.append({"field": name, "reference": r, "engine": e, "verdict": "same"})
            continue
        rows.append({"field": name, "reference": r, "engine": e, "verdict": "departs" if first is None else "follows",
                     "clause": clause})
        if first is None:
            first = (name, clause)
    _rare_combinations(cmp, verdicts)
    if first is None:
        return
    name, clause = first
    row = next(x for x in rows if x["field"] == name)
    cmp.depart(clause, f"game result, {name}: the engine says {_text(row['engine'])}, the reference "
               f"{_text(row['reference'])}", row["reference"], row["engine"], msg,
               extra={"result": {"rows": rows, "start": {k: v for k, v in cmp.case.__dict__.items()
                                                         if k in ("totals", "match", "dealer")}}})


def _rare_combinations(cmp: Comparison, verdicts: list[dict[str, Any]]) -> None:
    """The rare verdicts of trick 1 this result compared (their coverage situations): a brelán of
    nines (ACA-COMB-VERDICT), escaleras whose suits the trump tie-break compared
    (ACA-COMB-ESCALERA), best escaleras of two sides exactly tied (ACA-COMB-TIE)."""
    if any(v["combination"].get("kind") == "brelan" and v["combination"].get("rank") == "9" for v in verdicts):
        cmp.made("ACA-COMB-VERDICT", "brelan-9")
    if any(v.get("compared") for v in verdicts):
        cmp.made("ACA-COMB-ESCALERA", "trump-tie-break")
    # the best escaleras (length, then top) of two sides, their suits not compared: exactly tied
    escaleras = [(k, v) for v in verdicts if (k := escalera_length_top(v)) is not None]
    if not escaleras:
        return
    best = max(k for k, _ in escaleras)
    leading = [v for k, v in escaleras if k == best]
    if not any(v.get("compared") for v in leading) and len({cmp.rules.side_of(v["seat"]) for v in leading}) > 1:
        cmp.made("ACA-COMB-TIE", "tied")


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _text(value: Any, limit: int = 160) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= limit else text[:limit] + "..."


__all__ = ["FIELDS", "compare", "situation"]
