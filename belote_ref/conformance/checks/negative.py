"""Negative goldens (spec/conformance.md): transcripts whose ``expected_departures`` name an
illegal action; the engine must refuse it. The hand is replayed up to that action in lockstep."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..results import CorpusError
from .context import CheckContext
from .corpus import corpus_files, reference_state
from .lockstep import HandCase


def _has_expectations(path: Path, doc: dict[str, Any]) -> None:
    expected = doc.get("expected_departures")
    if not isinstance(expected, list) or not expected:
        raise ValueError(f"{path}: no 'expected_departures'")


def run(ctx: CheckContext) -> None:
    for f in corpus_files(ctx, "negative", ctx.config.negative, "negative goldens", _has_expectations):
        path, data = f.path, f.doc
        for k, exp in enumerate(data["expected_departures"]):
            if not isinstance(exp, dict) or exp.get("kind") != "illegal-action":
                ctx.not_run(f"negative {path.name}[{k}]: kind {exp.get('kind') if isinstance(exp, dict) else exp!r}"
                            " is about transcripts, not engines (audit)")
                continue
            if exp.get("action_index") is None:
                ctx.not_run(f"negative {path.name}[{k}]: the departure is in the card order itself; "
                            "the protocol only deals valid orders (DEAL-ORDER is the kit's to check)")
                continue
            try:
                hi, ai = int(exp["hand"]), int(exp["action_index"])
                totals, disputed, match = reference_state(f, hi)
                hand = data["hands"][hi]
                actions = hand["actions"]
                case = HandCase(f"{path.stem}#{k}", f.options, hand["dealer"], list(hand["order"]), totals, disputed,
                                match=match, script=list(actions[:ai]), final_probe=actions[ai],
                                final_clause=exp.get("clause"))
            except (KeyError, IndexError, TypeError, ValueError, CorpusError) as exc:
                ctx.not_run(f"negative {path.name}[{k}]: cannot set up: {exc}")
                continue
            result = ctx.play("negative", case)
            if result is not None and result.departure is not None:
                ctx.hand_departures(case, result)


__all__ = ["run"]
