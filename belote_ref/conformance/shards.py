"""A conformance run's seeded differential hands, cut into shards that cluster workers play, each
on its own copy of the engine (spec/cluster.md, CLUSTER-CONFORMANCE).

The run itself (golden, negative, perft, the steered hands and the matches) is played where the
command runs; each shard is a :class:`~.runner.Run` of a range of the seeded hands, whose
outcome :meth:`~.runner.Run.adopt` adds to the run's, in the order of the hands.
"""

from __future__ import annotations

import dataclasses
import shutil
from dataclasses import dataclass
from typing import Any, Sequence

from .results import Outcome
from .runner import Config, Run

SHARD_HANDS = 50
"""Seeded hands in one shard: a few seconds of a fast engine's work, so that the engine's
start and handshake (once per shard) stay a small part of it."""


@dataclass(frozen=True)
class Shard:
    """What one worker plays: the run's configuration restricted to ``seeded`` hands."""

    config: Config
    engine: Sequence[str]
    timeout: float
    validate: bool


@dataclass
class ShardResult:
    outcome: Outcome
    handshake: dict[str, Any]
    requests: int
    wait: float
    slowest: tuple[float, str]


def shards(config: Config, engine: Sequence[str], timeout: float, validate: bool) -> list[Shard]:
    """The seeded hands of ``config`` in shards of :data:`SHARD_HANDS`, in order. A shard keeps
    its reproductions in memory (the command writes them) and reads no corpus file."""
    base = dataclasses.replace(config, shard=True, out_dir=None, golden=[], negative=[], perft=[],
                               perft_positions=[])
    return [Shard(dataclasses.replace(base, seeded=(a, min(a + SHARD_HANDS, config.hands))), list(engine), timeout,
                  validate) for a in range(0, config.hands, SHARD_HANDS)]


def play_shard(shard: Shard) -> ShardResult:
    """On a worker: the shard's hands on a fresh copy of the engine, which is stopped at the end
    whatever happens."""
    from .driver import SubprocessEngine

    runner = Run(lambda: SubprocessEngine(shard.engine, timeout=shard.timeout, validate=shard.validate), shard.config)
    try:
        outcome = runner.execute()
    finally:
        for engine in runner.stats_engines:
            kill = getattr(engine, "kill", None)
            if kill is not None:
                kill()
    stats = [e.stats for e in runner.stats_engines]
    return ShardResult(outcome, runner.handshake, sum(s.requests for s in stats), sum(s.wait for s in stats),
                       max((s.slowest for s in stats), default=(0.0, "")))


def engine_missing(engine: Sequence[str]) -> str | None:
    """Run on each worker before any shard: None if the engine's program is there, else why not."""
    return None if shutil.which(engine[0]) else f"no program {engine[0]!r} on this worker (nor on its PATH)"
