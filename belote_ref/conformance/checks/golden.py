"""The golden corpus, step by step (spec/conformance.md): each transcript's hands are replayed on
the engine and the reference in lockstep, comparing legal actions, acceptance, views, trick
winners and scores. Each hand starts from the reference's result of the previous one, so a
departure in one hand does not stop the next from being compared."""

from __future__ import annotations

from .context import CheckContext
from .corpus import corpus_files, state_after
from .lockstep import HandCase


def run(ctx: CheckContext) -> None:
    for f in corpus_files(ctx, "golden", ctx.config.golden, "golden transcripts"):
        totals, disputed, match = f.totals, f.disputed, f.match
        for i, hand in enumerate(f.doc["hands"]):
            case = HandCase(f"{f.path.stem}#hand{i}", f.options, hand["dealer"], list(hand["order"]), totals, disputed,
                            match=match, script=list(hand["actions"]))
            result = ctx.play("golden", case)
            if result is None:
                break
            if result.departures:
                ctx.hand_departures(case, result)
            if result.result is None:
                break
            totals, disputed, match = state_after(f.profile, result.result)


__all__ = ["run"]
