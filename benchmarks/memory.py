"""Peak memory (maximum resident set size) of ``belote-ref audit`` and ``replay`` on big
transcripts, each run in a fresh process:

- a rule-following 10,000-hand transcript at golden level (every fact, the legal actions before
  each action): a match to ``target=100000`` whose players pass often, so that it lasts 10,000
  hands (most of them void; about 1,200 played out);
- 10,000 played-out golden-level hands (hands of many simulated matches, one after another):
  the largest hands a transcript holds, and about 30,000 departures to report (each hand's
  recorded match facts depart; the audit goes on from the recorded totals and checks every hand);
- the same documents with ``--json``.

    python3 benchmarks/memory.py [--hands 10000] [--command "belote-ref"]

Prints the file size, the peak RSS and the time of each run.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_ref.actions import Pass  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.players import play_match  # noqa: E402
from belote_ref.ruleset import make_ruleset  # noqa: E402
from belote_ref.transcript.corpus import dumps  # noqa: E402
from belote_ref.transcript.write import transcript_of  # noqa: E402


def legal_transcript(hands: int) -> str:
    """A rule-following transcript of ``hands`` hands: the first hands of a match to 100,000
    whose players pass 98.5% of the time they may (no views built: they grow with the match)."""
    game = Game(make_ruleset({"target": 100_000}), 0)
    rng = random.Random(1)
    while not (game.phase == "dealing" and len(game.hands) > hands):
        if game.phase == "dealing":
            game.deal(shuffled_order(rng))
            continue
        if game.is_over:
            raise RuntimeError(f"the match ended after {len(game.hands)} hands")
        actions = game.legal_actions()
        passes = [a for a in actions if isinstance(a, Pass)]
        game.apply(passes[0] if passes and rng.random() < 0.985 else rng.choice(actions))
    doc = transcript_of(game)
    doc["hands"] = doc["hands"][:hands]
    doc.pop("result", None)
    return dumps(doc)


def played_transcript(hands: int) -> str:
    """``hands`` played-out golden-level hands taken from simulated matches to 1,000, in a
    transcript to 100,000: each hand's recorded match facts (totals, winner, next dealer) depart
    from the rules, and the audit goes on from the recorded totals, so it checks every hand."""
    doc = None
    out: list[dict[str, object]] = []
    seed = 0
    while len(out) < hands:
        d = transcript_of(play_match(seed=seed))
        doc = doc or d
        out.extend(h for h in d["hands"] if h["facts"].get("score"))
        seed += 1
    assert doc is not None
    ruleset = make_ruleset({"target": 100_000})
    doc["ruleset"] = {"id": ruleset.id, "options": ruleset.options()}
    doc["hands"] = out[:hands]
    doc.pop("result", None)
    return dumps(doc)


def measure(command: list[str], args: list[str]) -> tuple[float, float, int]:
    """Peak RSS (MB) and seconds of one run in a fresh process, and its exit code."""
    script = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
              "p = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
              "print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, p.returncode)")
    out = subprocess.run([sys.executable, "-c", script, *command, *args], capture_output=True, text=True, check=True)
    seconds, kb, code = out.stdout.split()
    return int(kb) / 1024, float(seconds), int(code)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hands", type=int, default=10_000)
    ap.add_argument("--command", default=str(Path(sys.executable).parent / "belote-ref"),
                    help="the belote-ref command to measure (default: the one beside this Python)")
    args = ap.parse_args()
    command = args.command.split()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; peak RSS of a bare Python: "
          f"{measure([sys.executable, '-c', 'pass'], [])[0]:.0f} MB")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in (("rule-following", legal_transcript), ("played-out", played_transcript)):
            path = Path(tmp) / f"{name}.json"
            t0 = time.perf_counter()
            path.write_text(make(args.hands), encoding="utf-8")
            size = path.stat().st_size
            print(f"{name}: {args.hands:,} hands, {size / 1e6:.1f} MB (made in {time.perf_counter() - t0:.0f} s)")
            for what in (["audit", str(path)], ["audit", "--json", str(path)], ["replay", str(path)]):
                mb, seconds, code = measure(command, what)
                print(f"  {' '.join(what[:-1]):<13} peak RSS {mb:6.0f} MB  {seconds:6.1f} s  exit {code}")


if __name__ == "__main__":
    main()
