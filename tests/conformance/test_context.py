"""The checks need only their small context (checks/context.py), not the whole run: here a golden
and a negative check run on a recording stand-in, and corpus files are read through the
transcript reader (an unreadable file is noted with the JSON path of what is wrong)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, TypeVar

from belote_ref.conformance.checks import golden, negative
from belote_ref.conformance.checks.context import CheckContext
from belote_ref.conformance.checks.lockstep import HandCase, HandRun, Lockstep
from belote_ref.conformance.checks.perft import Position
from belote_ref.conformance.driver import Engine, InProcessEngine
from belote_ref.conformance.results import Departure, Outcome
from belote_ref.ruleset import CANONICAL

from .helpers import PERFT, lax_handler

CORPUS = PERFT.parent.parent
T = TypeVar("T")


@dataclass
class Settings:
    hands: int = 0
    matches: int = 0
    seeded: tuple[int, int] | None = None
    shard: bool = False
    seed: int = 0
    probes: bool = False
    golden: list[Path] = field(default_factory=list)
    negative: list[Path] = field(default_factory=list)
    perft: list[Path] = field(default_factory=list)
    perft_positions: list[Position] | None = None
    profile: str = "belote-classic"
    thin: int = 5


class Recorder:
    """A stand-in for the run: plays on one in-process engine and records what the check does."""

    def __init__(self, config: Settings, handler: Any) -> None:
        self.config = config
        self.engine = InProcessEngine(handler)
        self.engine.open()
        self.played: list[HandCase] = []
        self.departures: list[Departure] = []
        self.notes: list[str] = []
        self.exercised: Counter[str] = Counter()

    def progress(self, check: str, done: int, total: int) -> None:
        pass

    def supports(self, options: Mapping[str, Any]) -> str | None:
        return None

    def base(self) -> dict[str, Any]:
        return CANONICAL.options()

    def variants(self) -> list[dict[str, Any]]:
        return [CANONICAL.options()]

    def play(self, check: str, case: HandCase) -> HandRun | None:
        self.played.append(case)
        outcome = Outcome()
        run = Lockstep(self.engine, outcome, check).run(case)
        self.exercised.update(outcome.compared())
        return run

    def on_engine(self, check: str, case: str, job: Callable[[Engine], T], counted: bool = True) -> T | None:
        return job(self.engine)

    def hand_departures(self, case: HandCase, run: HandRun) -> None:
        assert run.departures
        self.departures.extend(run.departures)

    def record(self, departure: Departure, reproduction: Callable[[], dict[str, Any]] | None = None) -> None:
        self.departures.append(departure)

    def cover(self, clause: str, situation: str, options: Mapping[str, Any]) -> None:
        self.exercised[clause] += 1

    def not_run(self, why: str) -> None:
        self.notes.append(why)

    def seeded_elsewhere(self) -> None:
        pass  # no cluster here: every seeded hand was played above


def _as_context(r: Recorder) -> CheckContext:
    return r  # mypy checks that the stand-in has everything a check may use


def test_golden_check_on_a_stand_in_context(tmp_path: Path) -> None:
    from belote_ref.conformance.reference_adapter import ReferenceAdapter

    good = CORPUS / "golden" / "tie-resolved-next-hand.json"
    broken = tmp_path / "broken.json"
    doc = json.loads(good.read_text(encoding="utf-8"))
    doc["hands"][1]["dealer"] = 7
    broken.write_text(json.dumps(doc), encoding="utf-8")
    ctx = Recorder(Settings(golden=[good, broken]), ReferenceAdapter().handle)
    golden.run(_as_context(ctx))
    assert [c.name for c in ctx.played] == ["tie-resolved-next-hand#hand0", "tie-resolved-next-hand#hand1"]
    # the second hand starts from the first one's result: the tie's points are carried in
    assert ctx.played[1].disputed > 0
    assert ctx.departures == []
    assert ctx.exercised["SCORE-DISPUTE"] > 0
    [note] = ctx.notes
    assert "broken.json: unreadable" in note and "$.hands[1].dealer" in note


def test_negative_check_on_a_stand_in_context() -> None:
    ctx = Recorder(Settings(negative=[CORPUS / "negative" / "revoke.json"]), lax_handler())
    negative.run(_as_context(ctx))
    assert len(ctx.played) == 1 and ctx.played[0].final_probe is not None
    [d] = ctx.departures
    assert d.clause == "PLAY-FOLLOW-SUIT" and "accepts an illegal action" in d.message
