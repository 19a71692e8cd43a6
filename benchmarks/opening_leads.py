"""Defenders' opening leads of the hard level against perfect play (AI-HARD, AI-SOLVER).

    python3 benchmarks/opening_leads.py [--hands N] [--seed S] [--jobs J]

The hard level bids the N seeded deals at all four seats. Where a defender leads the first trick,
the solver values every card it may lead on the real deal (both sides playing perfectly from
there), and the benchmark prints the points of score difference each way of choosing the lead
loses against the best card: the level valuing its cards by playouts (its master-lead rule
turned off), and the rule of ``DEFENDERS_LEAD_MASTERS`` (a plain ace of its shortest suit when
it holds one; otherwise the playouts' card), with the difference and its 95% interval.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.ai.estimates import Z95, mean_and_error  # noqa: E402
from belote_ref.ai.hard import HardPlayer, defenders_opening_lead  # noqa: E402
from belote_ref.ai.policy import card_tables  # noqa: E402
from belote_ref.ai.solver import Solver, position_of_hand  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.rules import CLASSIC  # noqa: E402


class PlayoutLead(HardPlayer):
    """The hard level valuing a defender's opening lead by its playouts."""

    defenders_lead_masters = False


def lead_regrets(task: tuple[int, int]) -> tuple[int, int] | None:
    """(regret of the playouts' lead, regret of the rule's lead) on deal ``index`` of ``seed``,
    or None when no defender leads the first trick (or all four pass)."""
    seed, index = task
    rules = CLASSIC
    order = shuffled_order(random.Random(f"lead|{seed}|{index}"))
    dealer = index % 4
    players = [PlayoutLead(seed * 1000 + index * 4 + s, 200.0, rules) for s in range(4)]
    game = Game(rules, first_dealer=dealer)
    game.deal(order)
    host = random.Random(0)
    while game.phase in ("bid_round_1", "bid_round_2"):
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat](game.view(seat), host))
    seat = game.to_act
    if game.phase != "tricks" or seat is None:
        return None
    pos = position_of_hand(rules, game.hand)
    if rules.side_of(seat) == pos.takers:
        return None
    # the takers' score difference after each lead; the defenders want it low
    values = Solver(rules, pos.hands, pos.trump, pos.takers).card_values(pos)
    best = min(values.values())
    playout_card = getattr(players[seat](game.view(seat), host), "card")
    rule_card = defenders_opening_lead(card_tables(rules), pos.hands[seat], pos.trump)
    return values[playout_card] - best, values[playout_card if rule_card is None else rule_card] - best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=200, help="deals bid (default 200; about 4 in 10 have a defender lead)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = ap.parse_args()
    tasks = [(args.seed, i) for i in range(args.hands)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(lead_regrets, tasks, chunksize=1)
    else:
        results = [lead_regrets(t) for t in tasks]
    leads = [r for r in results if r is not None]
    print(f"defenders' opening leads against perfect play, {args.hands} deals of seed {args.seed}: {len(leads)} leads")
    if len(leads) < 2:
        return
    diffs = [b - a for a, b in leads]
    m, error = mean_and_error([(1.0, d) for d in diffs])
    half = Z95 * error
    print(f"  points lost a lead: playouts {statistics.fmean(a for a, _ in leads):.2f}, "
          f"master-lead rule {statistics.fmean(b for _, b in leads):.2f}; rule less playouts {m:+.2f} "
          f"[{m - half:+.2f}, {m + half:+.2f}]; leads that differ: {sum(1 for d in diffs if d)}")


if __name__ == "__main__":
    main()
