"""``belote-ref tournament``: duplicate deals between two AI levels (AI-BUDGET).

Every deal is played twice with the teams' seats swapped; prints A's mean points per deal over
B with a 95% confidence interval, the share of deals won, and decision times per level. Over
fewer than two deals there is no interval: "—" in the text, null in the JSON. It also prints a
digest of every decision taken, the same for two runs with the same seed on any machine, and
how many decisions the wall-time safety net cut, if any (AI-BUDGET).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any, Callable, Iterable, Iterator, TypeVar

from ..ai import DEFAULT_BUDGET_MS, TOURNAMENT_NAMES
from ..ai.duplicate import DealResult, MatchResult, Summary, play_duplicate, play_duplicate_match, summarize
from .cluster import add_cluster_argument, pool_for
from .exits import CommandError
from ..jsonread import dumps
from .options import (ACANOMAS, CLASSIC, MAX_BUDGET_MS, STDOUT, add_profile_argument, add_ruleset_arguments,
                      check_writable, decimal, finite_number, natural, output_path, profile_from_args,
                      ruleset_from_args, seed, whole_number, worker_count, write_text)

MAX_DEALS = 100_000
"""The most duplicate deals one tournament plays (``--deals``)."""
MAX_MATCHES = 10_000
"""The most duplicate matches one tournament plays (``--matches``)."""

T = TypeVar("T")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "tournament",
        help="duplicate deals between two AI levels: mean points per deal with a 95%% interval",
        description="Duplicate deals between two AI levels: every deal is played twice with the "
        "teams' seats swapped, one hand each time. Prints A's mean points per deal over B with a "
        "95% confidence interval, the share of deals won, then plays whole duplicate matches (the "
        "same card orders in both seatings) for the share of matches won, decision times per "
        "level, a digest of every decision (the same for the same seed on any machine) and the "
        "decisions the wall-time safety net cut, if any (AI-BUDGET).",
    )
    p.add_argument("--players", default=None, metavar="A,B",
                   help=f"the two levels, A then B, among {', '.join(TOURNAMENT_NAMES)} (default hard,normal); under "
                        "--profile acanomas one level per player (per pair with -o pairs=true), among random, easy, "
                        "normal, e.g. normal,easy,random with -o players=3 (default normal,easy,... alternating)")
    p.add_argument("--deals", type=natural, default=200,
                   help=f"duplicate deals to play, 1 to {MAX_DEALS:,} (default 200)")
    p.add_argument("--matches", type=natural, default=10,
                   help="duplicate whole matches to play after the deals, for the share of matches "
                        f"won, 0 to {MAX_MATCHES:,} (default 10, i.e. 20 matches; 0 for none)")
    p.add_argument("--seed", type=seed, default=0, help="seed of the deals and the players (default 0)")
    p.add_argument("--jobs", type=natural, default=1, help="worker processes, at most the number of CPUs (default 1)")
    p.add_argument("--budget-ms", type=decimal, default=DEFAULT_BUDGET_MS,
                   help=f"wall-time safety net of one AI decision in ms, at most {MAX_BUDGET_MS:g} (default "
                        f"{DEFAULT_BUDGET_MS:g}): a decision is a fixed work; one still running after this long is cut "
                        "and reported (AI-BUDGET)")
    p.add_argument("--json", type=output_path, metavar="FILE",
                   help="also write the summary as JSON to FILE ('-': to standard output, the text report then goes "
                        "to stderr)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar (it is shown only on a terminal anyway)")
    add_cluster_argument(p, "play the deals")
    add_ruleset_arguments(p, (CLASSIC, ACANOMAS))
    add_profile_argument(p, (CLASSIC, ACANOMAS),
                         what="; under acanomas a rotation tournament: every level in every seat in turn over the same deals")
    p.set_defaults(run=run)


def _process_pool(jobs: int) -> Any:
    from .pool import LocalPool

    return LocalPool(jobs, "spawn")


def _levels(text: str) -> tuple[str, str]:
    if len(text) > 100:
        raise CommandError(f"--players {text[:30]}...: two level names A,B, not {len(text)} characters")
    names = [t.strip().lower() for t in text.split(",")]
    if len(names) != 2:
        raise CommandError(f"--players takes two levels separated by a comma (A,B), not {text!r}")
    for n in names:
        if n not in TOURNAMENT_NAMES:
            raise CommandError(f"--players: unknown level {n!r}: choose among {', '.join(TOURNAMENT_NAMES)}")
    return names[0], names[1]


def _progress(done: int, total: int, what: str, mean: float | None, start: float) -> None:
    width = 30
    filled = width * done // total
    elapsed = time.monotonic() - start
    eta = elapsed / done * (total - done) if done else 0.0
    shown = f"  mean {mean:+.1f}" if mean is not None else ""
    sys.stderr.write(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {what}{shown}  "
        f"{elapsed:.0f}s elapsed, ~{eta:.0f}s left "
    )
    sys.stderr.flush()


def _run_all(work: Callable[[Any], T], tasks: Iterable[Any], total: int, pool: Any, what: str, show: bool) -> list[T]:
    """Run ``work`` over ``tasks`` (``total`` of them, made as they are needed) in order (in
    ``pool`` if given), with a progress bar."""
    if not total:
        return []
    it: Iterator[T] = pool.imap(work, tasks, chunksize=4) if pool is not None else map(work, tasks)
    out: list[T] = []
    start = time.monotonic()
    step = max(1, total // 100)
    running = 0.0
    for r in it:
        out.append(r)
        if isinstance(r, DealResult):
            running += r.value
        if show and (len(out) % step == 0 or len(out) == total):
            mean = running / len(out) if isinstance(r, DealResult) else None
            _progress(len(out), total, what, mean, start)
    if show:
        sys.stderr.write("\n")
    return out


def _ms(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] * 1000


def cuts_text(s: Summary) -> str:
    """The report's line of the decisions the safety net cut (AI-BUDGET): ``none``, or each
    level's count, cards and bids of the deals, then the decisions of the whole matches."""
    parts = [f"{level} {kind} {n}" for kind, table in (("card", s.card_cuts), ("bid", s.bid_cuts))
             for level, n in sorted(table.items())]
    parts += [f"{level} in matches {n}" for level, n in sorted(s.match_cuts.items())]
    if not parts:
        return "decisions cut by the wall-time safety net (AI-BUDGET): none"
    return (f"decisions cut by the wall-time safety net (AI-BUDGET): {s.cut} ({', '.join(parts)}); "
            "a cut decision may differ on another machine")


NO_INTERVAL = "—"
"""What the text reports show for an interval over fewer than two deals (null in the JSON)."""


def interval_text(interval: tuple[float, float] | None, number: str = "+.2f") -> str:
    """``[lo, hi]`` with each end written as ``number``; :data:`NO_INTERVAL` for none."""
    if interval is None:
        return NO_INTERVAL
    return f"[{interval[0]:{number}}, {interval[1]:{number}}]"


def report(s: Summary) -> str:
    interval = s.interval
    zero = ("" if interval is None else "  (excludes zero)" if interval[0] > 0 or interval[1] < 0
            else "  (includes zero)")
    share = s.match_share_interval
    lines = [
        f"{s.a} vs {s.b}: {s.deals} duplicate deals ({2 * s.deals} hands)",
        f"mean points per deal, {s.a} minus {s.b}: {s.mean:+.2f}  95% interval {interval_text(interval)}" + zero
        + ("  (one deal: no interval)" if interval is None else ""),
        f"deals won by {s.a}: {100 * s.won / max(1, s.deals):.1f}%  tied {100 * s.tied / max(1, s.deals):.1f}%"
        f"  won by {s.b}: {100 * s.lost / max(1, s.deals):.1f}%",
        (f"matches won by {s.a}: {s.matches_won} of {s.matches} ({100 * s.matches_won / s.matches:.1f}%, "
         f"95% interval {100 * share[0]:.1f}%-{100 * share[1]:.1f}%; "
         "duplicate matches, the same card orders in both seatings)") if share is not None else
        "matches: none played (--matches 0)",
        f"decisions digest: {s.digest[:16]} (SHA-256 of every action; the same for the same seed on any machine)",
        cuts_text(s),
        "decision time per level (decisions with a choice), ms:",
    ]
    for kind, table in (("card", s.card_times), ("bid", s.bid_times)):
        for level in sorted(table):
            xs = table[level]
            if xs:
                lines.append(
                    f"  {level:<7}{kind:<5} n={len(xs):<7} median {statistics.median(xs) * 1000:8.3f}"
                    f"  p95 {_ms(xs, 0.95):8.3f}  worst {max(xs) * 1000:8.3f}"
                )
    return "\n".join(lines)


def _json_interval(interval: tuple[float, float] | None) -> list[float] | None:
    return None if interval is None else list(interval)


def to_json(s: Summary) -> dict[str, Any]:
    def times(table: dict[str, list[float]]) -> dict[str, Any]:
        return {
            k: {"n": len(v), "median_ms": statistics.median(v) * 1000, "worst_ms": max(v) * 1000}
            for k, v in table.items() if v
        }

    return {
        "a": s.a, "b": s.b, "deals": s.deals, "mean": s.mean,
        "interval95": _json_interval(s.interval), "won": s.won, "tied": s.tied, "lost": s.lost,
        "matches": s.matches, "matches_won": s.matches_won,
        "matches_won_interval95": _json_interval(s.match_share_interval),
        "card_times": times(s.card_times), "bid_times": times(s.bid_times),
        "digest": s.digest,
        "cut_by_safety_net": {"total": s.cut, "card": s.card_cuts, "bid": s.bid_cuts, "matches": s.match_cuts},
    }


def _rotation_lineup(text: str | None, ruleset: Any) -> list[str]:
    """One level per side of a match of ``ruleset`` (per player, or per pair)."""
    from ..ai import LineupError
    from ..profiles.acanomas.ai import parse_acanomas_lineup

    sides = 2 if ruleset.pairs else ruleset.players
    if text is None:
        return ["normal", "easy"] * (sides // 2) + ["normal"] * (sides % 2)
    if len(text) > 100:
        raise CommandError(f"--players {text[:30]}...: one level per side, not {len(text)} characters")
    names = [t.strip().lower() for t in text.split(",")]
    for i, name in enumerate(names):
        try:
            parse_acanomas_lineup(name, ruleset)  # one name: random, easy or normal (hard, expert refused)
        except LineupError as exc:
            raise CommandError(f"--players {text!r}, level {i + 1}: {exc}") from None
    if len(names) != sides:
        per = "pair" if ruleset.pairs else "player"
        raise CommandError(f"--players {text!r} names {len(names)} levels: a rotation tournament of "
                           f"{ruleset.players} players{' in pairs' if ruleset.pairs else ''} takes one per {per}, {sides}")
    return names


def rotation_report(lineup: list[str], summaries: list[Any], deals: int, ruleset: Any) -> str:
    seatings = len(lineup)
    lines = [f"{', '.join(lineup)}: {deals} deals, each played in {seatings} seatings ({deals * seatings} partial games); "
             f"every level in every {'pair' if ruleset.pairs else 'seat'} in turn",
             "mean points written per partial game, with its 95% interval:"]
    for i, s in enumerate(summaries):
        lines.append(f"  {i + 1}. {s.level:<7} {s.mean:8.2f}  {interval_text(s.interval, '8.2f')}")
    return "\n".join(lines)


def run_rotation(args: argparse.Namespace) -> int:
    """``tournament --profile acanomas``: a rotation tournament (belote_ref.ai.rotation)."""
    from ..ai.rotation import play_rotation, summarize as summarize_rotation

    ruleset = ruleset_from_args(args.option, ACANOMAS)
    lineup = _rotation_lineup(args.players, ruleset)
    whole_number("--deals", args.deals, 1, MAX_DEALS)
    whole_number("--matches", args.matches, 0, MAX_MATCHES)  # checked as in belote-classic, though unused here
    finite_number("--budget-ms", args.budget_ms, 0, MAX_BUDGET_MS, " ms")
    jobs = worker_count("--jobs", args.jobs, "tournament")
    if args.json is not None:
        check_writable("--json", args.json)
    show = not args.no_progress and sys.stderr.isatty()
    pool = pool_for(args.cluster, jobs, _process_pool)
    try:
        deals = _run_all(play_rotation, ((i, lineup, args.seed, ruleset) for i in range(args.deals)), args.deals,
                         pool, "deals", show)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    summaries = summarize_rotation(lineup, deals)
    doc = {"profile": ACANOMAS, "ruleset": ruleset.id, "seed": args.seed, "deals": args.deals, "lineup": lineup,
           "levels": [{"level": s.level, "mean": s.mean, "interval95": _json_interval(s.interval)} for s in summaries]}
    _output(args, f"ruleset {ruleset.id}, seed {args.seed}\n{rotation_report(lineup, summaries, args.deals, ruleset)}",
            doc)
    return 0


def _output(args: argparse.Namespace, text: str, doc: dict[str, Any]) -> None:
    """The text report on standard output (on stderr with ``--json -``), then ``--json``'s
    file, written whole once its text is ready (:func:`~belote_ref.commands.options.write_text`)."""
    json_text = dumps(doc, indent=1) + "\n" if args.json is not None else ""
    (sys.stderr if args.json == STDOUT else sys.stdout).write(text + "\n")
    if args.json is not None:
        write_text(args.json, json_text)


def run(args: argparse.Namespace) -> int:
    if profile_from_args(args) == ACANOMAS:
        return run_rotation(args)
    a, b = _levels(args.players or "hard,normal")
    whole_number("--deals", args.deals, 1, MAX_DEALS)
    whole_number("--matches", args.matches, 0, MAX_MATCHES)
    finite_number("--budget-ms", args.budget_ms, 0, MAX_BUDGET_MS, " ms")
    jobs = worker_count("--jobs", args.jobs, "tournament")
    ruleset = ruleset_from_args(args.option)
    if args.json is not None:
        check_writable("--json", args.json)
    show = not args.no_progress and sys.stderr.isatty()
    pool = pool_for(args.cluster, jobs, _process_pool)
    try:
        results: list[DealResult] = _run_all(
            play_duplicate, ((i, a, b, args.seed, args.budget_ms, ruleset) for i in range(args.deals)), args.deals,
            pool, "deals", show,
        )
        matches: list[MatchResult] = _run_all(
            play_duplicate_match, ((i, a, b, args.seed, args.budget_ms, ruleset) for i in range(args.matches)),
            args.matches, pool, "duplicate matches", show,
        )
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    summary = summarize(a, b, results, matches)
    head = f"ruleset {ruleset.id}, seed {args.seed}, safety net {args.budget_ms:g} ms per decision"
    _output(args, f"{head}\n{report(summary)}", to_json(summary))
    return 0
