"""``belote-ref play``: play one whole match between AI teams (hard against normal by default;
any levels or random players with ``--players``), print the scores hand by hand, then audit the
match's transcript through the reference (and write it with ``--output``)."""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import Any

from ..cards import Suit
from .exits import EXIT_DEPARTURE
from ..transcript.audit import audit_document
from ..transcript.corpus import dumps
from .options import (ACANOMAS, CLASSIC, STDOUT, add_match_arguments, check_writable, output_path, play_seeded_match,
                      profile_from_args, write_text)


def register(sub: Any) -> None:
    p = sub.add_parser("play", help="play one match between AI teams; print hand scores; audit its transcript",
                       description="Play one seeded match and audit its transcript. Under --profile acanomas "
                                   "(-o players=2|3|4, -o pairs=true) --players names random, easy or normal: one "
                                   "for every seat, one per seat, or in pairs one per pair (default: random); hard "
                                   "and expert do not play that profile yet.")
    add_match_arguments(p, default_players="hard,normal", profiles=(CLASSIC, ACANOMAS))
    p.add_argument("--output", type=output_path, metavar="FILE",
                   help="also write the match's transcript here ('-': to standard output, the scores then go to "
                        "stderr)")
    p.set_defaults(run=run)


LEGEND = ("result: the takers' contract, made, failed (the defenders score 162) or tied (the takers' points "
          "are held in dispute); team 0 / team 1: points this hand scores; totals: the match after it; "
          "notes: belote, capot, disputes")


def hand_notes(h: Any) -> str:
    """What the points of one hand come from, beyond card points: belote (a failed contract's
    takers keep theirs: SCORE-FAILED), capot, points held in or taken out of dispute."""
    if h.void:
        return "everyone passed twice: no score"
    s, st = h.score, h.settlement
    notes = []
    for team in (0, 1):
        if s.belote[team]:
            kept = " (kept by the takers on a failed contract)" if s.contract == "failed" and team == s.takers else ""
            notes.append(f"belote {s.belote[team]} to team {team}{kept}")
    if s.capot is not None:
        notes.append(f"capot by team {s.capot}")
    if s.disputed:
        notes.append(f"{s.disputed} held in dispute")
    if st.resolved:
        notes.append(f"+{st.resolved[1]} disputed points to team {st.resolved[0]}")
    return "; ".join(notes)


def run(args: argparse.Namespace) -> int:
    if args.output is not None:
        check_writable("--output", args.output)
    # with --output -, standard output carries the transcript alone and the scores go to stderr
    with contextlib.redirect_stdout(sys.stderr) if args.output == STDOUT else contextlib.nullcontext():
        game, names, doc = play_seeded_match(args)
        code = _report(args, game, names, doc)
    if args.output is not None:
        write_text(args.output, dumps(doc))
    return code


def _report(args: argparse.Namespace, game: Any, names: list[str], doc: Any) -> int:
    """Print the match hand by hand (its score sheet under profile belote-acanomas), then audit
    its transcript."""
    if profile_from_args(args) == ACANOMAS:
        for line in acanomas_sheet(game, args, names):
            print(line)
        return _audit(args, doc)
    ruleset = game.ruleset
    print(f"ruleset {ruleset.id}, seed {args.seed}, first dealer seat {args.dealer}")
    print(f"players: {', '.join(f'seat {s} {n}' for s, n in enumerate(names))}")
    print("team 0 = seats 0 and 2, team 1 = seats 1 and 3")
    print(LEGEND)
    print(f"{'hand':>4} {'dealer':>6} {'taker':>5} {'takers':>7} {'trump':>5} {'result':>6} {'team 0':>7} {'team 1':>7}"
          f"  {'totals':<11} notes")
    totals: tuple[int, int] = (0, 0)
    for h in game.hands:
        if not h.void and (h.score is None or h.settlement is None or h.trump is None):
            continue  # pragma: no cover - a finished match has no hand in progress
        if h.void:
            taker = team = trump = "-"
            result, scores = "void", (0, 0)
        else:
            taker, team, trump = str(h.taker), f"team {h.score.takers}", Suit(h.trump).symbol
            result, scores = h.score.contract, h.score.scores
            totals = h.settlement.totals
        print(f"{h.number:>4} {h.dealer:>6} {taker:>5} {team:>7} {trump:>5} {result:>6} {scores[0]:>7} {scores[1]:>7}"
              f"  {f'{totals[0]}-{totals[1]}':<11} {hand_notes(h)}".rstrip())
    print(f"match over: team {game.winner} wins {game.totals[0]}-{game.totals[1]}")
    if game.disputed:
        print(f"{game.disputed} disputed points were still pending and are lost to both teams")
    return _audit(args, doc)


def acanomas_sheet(game: Any, args: argparse.Namespace, names: list[str]) -> list[str]:
    """The score sheet of a match of profile belote-acanomas, one line per partial game
    (ACA-SCORE-ITEMS): its dealer, maker and trump, what each side writes, the running totals,
    and the claims, pots and eliminations."""
    rules = game.rules
    ledger = game.ledger
    sides = list(ledger.sides)
    who = "pair" if rules.pairs else "seat"
    out = [f"ruleset {rules.id}, seed {args.seed}, first dealer seat {args.dealer}",
           f"players: {', '.join(f'seat {s} {n}' for s, n in enumerate(names))}"
           + (" (random legal players)" if set(names) == {"random"} else ""),
           "writes: what each side writes for the partial game; totals: the match after it",
           f"{'game':>4} {'dealer':>6} {'maker':>5} {'trump':>5}  " + " ".join(f"{f'{who} {s}':>7}" for s in sides)
           + "  totals / notes"]
    for h, line in zip(game.hands, ledger.lines):
        maker = "-" if h.taker is None else str(h.taker)
        trump = "-" if h.trump is None else Suit(h.trump).symbol
        writes = " ".join(f"{'-' if w is None else w:>7}" for w in line.writes)
        notes = [line.kind] if line.kind != "played" else []
        if line.claim is not None:
            c = line.claim
            notes.append(f"seat {c.seat} said «he terminado» in trick {c.trick}, count {c.count}: "
                         f"{'right' if c.correct else 'wrong'}")
        if line.pot_made is not None:
            notes.append(f"pot of {line.pot_made.points} pending for {list(line.pot_made.contenders)}")
        notes += [f"pot of {p} to {who} {s}" for s, p in line.pots_taken]
        if line.left is not None:
            notes.append(f"seat {line.left} leaves the match")
        out.append(f"{line.game:>4} {line.dealer:>6} {maker:>5} {trump:>5}  {writes}  {list(line.totals)} {'; '.join(notes)}".rstrip())
    winner = ledger.winner
    out.append(f"match over: {who} {winner} wins with {ledger.totals[winner]}" if winner is not None else "match over")
    return out


def _audit(args: argparse.Namespace, doc: Any) -> int:
    report = audit_document(doc, args.output if args.output not in (None, STDOUT) else "the match transcript")
    print(f"audit: {report.verdict} ({report.hands} hands, {report.actions} actions checked against the reference)")
    for d in report.departures:
        print(f"  {d}")
    return EXIT_DEPARTURE if report.exit else 0
