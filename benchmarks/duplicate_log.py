"""A long duplicate tournament that can be stopped and resumed (AI-HARD, AI-BUDGET).

    python3 benchmarks/duplicate_log.py --players hard,hard-1 --deals 2000 --log FILE [--jobs J]
    python3 benchmarks/duplicate_log.py --players hard,hard-1 --log FILE --summary

Plays the duplicate deals of ``belote-ref tournament`` (the same deals and the same players for
a seed: deal ``i`` is ``belote_ref.ai.duplicate.play_duplicate`` of index ``i``) and appends one
JSON line per finished deal to FILE, so that a run stopped at any moment keeps every deal it
finished, and a second run with the same FILE plays only the deals missing. ``--summary`` prints
what FILE holds as the tournament does: A's mean points per deal over B with its 95% interval,
the deals won, and decision times per level. The first N deals of a log give the figures of
``belote-ref tournament --deals N --matches 0`` with the same seed and budget. ``--common-seeds``
seeds each seat's player alike in both seatings (``play_duplicate(..., common_seeds=True)``): two
levels that share most of their code then decide alike wherever they would, and the deals they
play differently carry the whole difference (a measure with less noise; not the tournament's).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.ai import DEFAULT_BUDGET_MS  # noqa: E402
from belote_ref.ai.duplicate import DealResult, play_duplicate, summarize  # noqa: E402
from belote_ref.commands.tournament import cuts_text, interval_text  # noqa: E402
from belote_ref.ruleset import Ruleset  # noqa: E402


def read_log(path: Path, a: str, b: str, seed: int, budget_ms: float, common: bool = False) -> dict[int, DealResult]:
    """The deals FILE holds for these players, seed, budget and seeding."""
    out: dict[int, DealResult] = {}
    if not path.exists():
        return out
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        if (r["a"], r["b"], r["seed"], r["budget_ms"], r.get("common_seeds", False)) != (a, b, seed, budget_ms, common):
            continue
        out[r["index"]] = DealResult(r["index"], tuple(r["differences"]), r["card_times"], r["bid_times"],
                                     r.get("card_cuts", {}), r.get("bid_cuts", {}), r.get("digest", ""))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="hard,hard-1", help="A,B (default hard,hard-1)")
    ap.add_argument("--deals", type=int, default=2000, help="deals 0 to N-1 (default 2000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS,
                    help=f"the wall-time safety net of a decision (AI-BUDGET; default {DEFAULT_BUDGET_MS:g})")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--log", required=True, help="the JSON-lines file of finished deals")
    ap.add_argument("--summary", action="store_true", help="only print what the log holds")
    ap.add_argument("--common-seeds", action="store_true",
                    help="each seat's player seeded alike in both seatings (less noise between close levels)")
    args = ap.parse_args()
    a, b = [x.strip() for x in args.players.split(",")]
    path = Path(args.log)
    done = read_log(path, a, b, args.seed, args.budget_ms, args.common_seeds)
    if not args.summary:
        todo = [(i, a, b, args.seed, args.budget_ms, Ruleset()) for i in range(args.deals) if i not in done]
        t0 = time.monotonic()
        with path.open("a") as log, multiprocessing.Pool(args.jobs) as pool:
            play = partial(play_duplicate, common_seeds=args.common_seeds)
            for k, r in enumerate(pool.imap_unordered(play, todo, chunksize=1)):
                log.write(json.dumps({"a": a, "b": b, "seed": args.seed, "budget_ms": args.budget_ms,
                                      "common_seeds": args.common_seeds,
                                      "index": r.index, "differences": list(r.differences),
                                      "card_times": r.card_times, "bid_times": r.bid_times,
                                      "card_cuts": r.card_cuts, "bid_cuts": r.bid_cuts, "digest": r.digest}) + "\n")
                log.flush()
                done[r.index] = r
                if (k + 1) % 50 == 0:
                    print(f"{k + 1}/{len(todo)} deals, {time.monotonic() - t0:.0f} s", file=sys.stderr, flush=True)
    results = [done[i] for i in sorted(done)]
    s = summarize(a, b, results)
    seeding = ", common seeds" if args.common_seeds else ""
    print(f"{a} vs {b}: {s.deals} duplicate deals, seed {args.seed}, safety net {args.budget_ms:g} ms{seeding}")
    print(f"mean points per deal, {a} minus {b}: {s.mean:+.2f}  95% interval {interval_text(s.interval)}")
    n = max(1, s.deals)
    print(f"deals won by {a}: {100 * s.won / n:.1f}%  tied {100 * s.tied / n:.1f}%  won by {b}: {100 * s.lost / n:.1f}%")
    print(f"decisions digest: {s.digest[:16]}")
    print(cuts_text(s))
    for kind, times in (("card", s.card_times), ("bid", s.bid_times)):
        for level, ts in sorted(times.items()):
            ms = sorted(1000 * t for t in ts)
            print(f"  {level:7} {kind:4} n={len(ms):<6} median {statistics.median(ms):8.2f}  "
                  f"p95 {ms[int(0.95 * (len(ms) - 1))]:8.2f}  worst {ms[-1]:8.2f} ms")


if __name__ == "__main__":
    main()
