"""Shared helpers of the conformance-kit tests: run the kit in-process on an adapter."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from belote_ref.conformance.driver import InProcessEngine, SubprocessEngine
from belote_ref.conformance.mutants import mutant_rules
from belote_ref.conformance.reference_adapter import ReferenceAdapter
from belote_ref.conformance.report import FAILED, clause_lines
from belote_ref.conformance.results import Outcome
from belote_ref.conformance.runner import Config, Run

ROOT = Path(__file__).resolve().parent.parent.parent
PERFT = ROOT / "corpus" / "perft" / "perft.json"


def config(**kw: Any) -> Config:
    base: dict[str, Any] = dict(hands=20, matches=2, golden=[], negative=[], perft=[], out_dir=None, shrink=False)
    base.update(kw)
    return Config(**base)


def run_mutant(name: str | None, cfg: Config, subprocess: bool = False) -> tuple[Run, Outcome]:
    if subprocess:
        cmd = [sys.executable, "-m", "belote_ref.cli", "adapter"] + (["--mutant", name] if name else [])
        factory: Any = lambda: SubprocessEngine(cmd, timeout=120)  # noqa: E731
    else:
        rules_of = mutant_rules(name) if name else None
        factory = lambda: InProcessEngine((ReferenceAdapter(rules_of) if rules_of else ReferenceAdapter()).handle)  # noqa: E731
    run = Run(factory, cfg)
    return run, run.execute()


def failed_clauses(run: Run, outcome: Outcome) -> set[str]:
    return {line.id for line in clause_lines(outcome, run.clause_wanted) if line.status == FAILED}


def run_handler(make_handler: Any, cfg: Config) -> tuple[Run, Outcome]:
    """Run the kit on an in-process handler built fresh for each (re)start."""
    run = Run(lambda: InProcessEngine(make_handler()), cfg)
    return run, run.execute()


def lax_handler() -> Any:
    """An engine whose legal lists are right but which accepts any card play (says so, changes nothing)."""
    adapter = ReferenceAdapter()

    def handle(req: dict[str, Any]) -> dict[str, Any]:
        r = adapter.handle(req)
        if req.get("type") == "apply" and r.get("accepted") is False and str(r.get("clause", "")).startswith("PLAY-") \
                and r.get("clause") != "PLAY-TURN":
            return {"type": "apply", "accepted": True}
        return r

    return handle


def make_steered_tool() -> Any:
    """``tools/make_steered.py``, imported as a module (it is a script, not a package module)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_steered", ROOT / "tools" / "make_steered.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_steered"] = module
    spec.loader.exec_module(module)
    return module
