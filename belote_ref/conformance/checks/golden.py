"""The golden corpus, step by step (spec/conformance.md): each transcript's hands are replayed on
the engine and the reference in lockstep, comparing legal actions, acceptance, views, trick
winners and scores. Each hand starts from the reference's result of the previous one."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

from ..checks.lockstep import HandCase, HandRun
from ..reference_adapter import ReferenceAdapter
from ..results import CorpusError
from .. import protocol, transcript

if TYPE_CHECKING:
    from ..driver import Engine
    from ..runner import Run

DEFAULT_DIR = Path("corpus") / "golden"


def full_options(data: dict[str, Any]) -> dict[str, Any]:
    from ..runner import canonical_options
    return {**canonical_options(), **transcript.options_of(data)}


def reference_result(options: dict[str, Any], hand: dict[str, Any], totals: tuple[int, int], disputed: int) -> dict[str, Any]:
    """Replay one hand on the reference alone; its result (totals, disputed, next dealer)."""
    ref = ReferenceAdapter()
    r = ref.handle(protocol.start_hand(options, hand["dealer"], hand["order"], totals, disputed))
    if r.get("type") == "error":
        raise CorpusError(f"the reference cannot start this hand: {r['message']}")
    for i, a in enumerate(hand["actions"]):
        r = ref.handle(protocol.apply(a))
        if not r.get("accepted"):
            raise CorpusError(f"action {i} is refused by the reference: {r.get('reason', r.get('message'))}")
    r = ref.handle(protocol.result())
    if r.get("type") == "error":
        raise CorpusError("the hand does not end")
    return r


def corpus_files(
    ctx: "Run", check: str, folders: Sequence[Path], what: str,
    check_data: Callable[[Path, dict[str, Any]], None] | None = None,
) -> Iterator[tuple[Path, dict[str, Any], dict[str, Any]]]:
    """Each readable transcript of ``folders`` whose options the engine supports, with its data
    and full options; the others are noted as not run (with why), and so is an empty corpus."""
    from ..runner import iter_json_files

    paths = iter_json_files(folders)
    if not paths:
        ctx.outcome.not_run.append(f"{check}: no {what} found")
        return
    for n, path in enumerate(paths):
        ctx.progress(check, n, len(paths))
        try:
            data = transcript.load(path)
            options = full_options(data)
            if check_data is not None:
                check_data(path, data)
        except ValueError as exc:
            ctx.outcome.not_run.append(f"{check} {path}: {exc}")
            continue
        why = ctx.supports(options)
        if why:
            ctx.outcome.not_run.append(f"{check} {path.name}: {why}")
            continue
        yield path, data, options


def run(ctx: "Run") -> None:
    for path, data, options in corpus_files(ctx, "golden", ctx.config.golden, "golden transcripts"):
        totals, disputed = transcript.start_of(data)
        for i, hand in enumerate(data["hands"]):
            case = HandCase(f"{path.stem}#hand{i}", options, hand["dealer"], list(hand["order"]), totals, disputed,
                            script=list(hand["actions"]))
            result: HandRun | None = ctx.guarded("golden", case.name, _job(ctx, "golden", case))
            ctx.outcome.cases["golden"] += 1
            if result is None:
                break
            if result.departure is not None:
                ctx.hand_departure(case, result)
                break
            if result.result is None:
                break
            totals, disputed = (result.result["totals"][0], result.result["totals"][1]), result.result["disputed"]


def _job(ctx: "Run", check: str, case: HandCase) -> "Callable[[Engine], HandRun]":
    """Play ``case`` in lockstep on whatever engine the run hands over."""
    def job(engine: "Engine") -> HandRun:
        return ctx.lockstep(engine, check).run(case)
    return job
