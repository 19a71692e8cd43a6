"""Negative goldens (spec/conformance.md): transcripts whose ``expected_departures`` name an
illegal action; the engine must refuse it. The hand is replayed up to that action in lockstep."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ..checks.lockstep import HandCase, HandRun
from ..results import CorpusError
from .. import transcript
from .golden import corpus_files, reference_result

if TYPE_CHECKING:
    from ..driver import Engine
    from ..runner import Run

DEFAULT_DIR = Path("corpus") / "negative"


def _has_expectations(path: Path, data: dict[str, Any]) -> None:
    expected = data.get("expected_departures")
    if not isinstance(expected, list) or not expected:
        raise ValueError(f"{path}: no 'expected_departures'")


def run(ctx: "Run") -> None:
    for path, data, options in corpus_files(ctx, "negative", ctx.config.negative, "negative goldens",
                                            _has_expectations):
        expected = data["expected_departures"]
        for k, exp in enumerate(expected):
            if not isinstance(exp, dict) or exp.get("kind") != "illegal-action":
                ctx.outcome.not_run.append(f"negative {path.name}[{k}]: kind {exp.get('kind') if isinstance(exp, dict) else exp!r}"
                                           " is about transcripts, not engines (audit)")
                continue
            if exp.get("action_index") is None:
                ctx.outcome.not_run.append(f"negative {path.name}[{k}]: the departure is in the card order itself; "
                                           "the protocol only deals valid orders (DEAL-ORDER is the kit's to check)")
                continue
            try:
                hi, ai = int(exp["hand"]), int(exp["action_index"])
                totals, disputed = transcript.start_of(data)
                for hand in data["hands"][:hi]:
                    r = reference_result(options, hand, totals, disputed)
                    totals, disputed = (r["totals"][0], r["totals"][1]), r["disputed"]
                hand = data["hands"][hi]
                actions = hand["actions"]
                case = HandCase(f"{path.stem}#{k}", options, hand["dealer"], list(hand["order"]), totals, disputed,
                                script=list(actions[:ai]), final_probe=actions[ai], final_clause=exp.get("clause"))
            except (KeyError, IndexError, TypeError, ValueError, CorpusError) as exc:
                ctx.outcome.not_run.append(f"negative {path.name}[{k}]: cannot set up: {exc}")
                continue
            result: HandRun | None = ctx.guarded("negative", case.name, _job(ctx, "negative", case))
            ctx.outcome.cases["negative"] += 1
            if result is not None and result.departure is not None:
                ctx.hand_departure(case, result)


def _job(ctx: "Run", check: str, case: HandCase) -> "Callable[[Engine], HandRun]":
    """Play ``case`` in lockstep on whatever engine the run hands over."""
    def job(engine: "Engine") -> HandRun:
        return ctx.lockstep(engine, check).run(case)
    return job
