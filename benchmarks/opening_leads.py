"""Opening leads of the hard level against perfect play (AI-HARD, AI-SOLVER).

    python3 benchmarks/opening_leads.py [--hands N] [--seed S] [--jobs J] [--budget-ms B]

The hard level bids the N seeded deals at all four seats. Where a defender or the taker leads
the first trick, the solver values every card it may lead on the real deal (both sides playing
perfectly from there), and the benchmark prints, for each of the two, the points of score
difference each way of choosing the lead loses against the best card: the level valuing its
cards by playouts (its lead rules turned off), and its rule (a defender: the master plain card
of its shortest suit, ``DEFENDERS_LEAD_MASTERS``; the taker: that, else its master trump,
``TAKER_LEADS_MASTERS``; where the rule gives no card, the playouts' card), with the difference
and its 95% interval. Decisions have a budget of 10 s by default, so that the machine's load
changes none of them.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.ai.estimates import mean_and_half_width  # noqa: E402
from belote_ref.ai.hard import HardPlayer  # noqa: E402
from belote_ref.ai.knowledge import knowledge_from_view  # noqa: E402
from belote_ref.ai.solver import Solver, position_of_hand  # noqa: E402
from belote_ref.commands.options import check_deal_run  # noqa: E402
from belote_ref.commands.tournament import MAX_DEALS  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.rules import CLASSIC  # noqa: E402


SIDES = ("defender", "taker")


class PlayoutLead(HardPlayer):
    """The hard level valuing its opening leads by its playouts."""

    defenders_lead_masters = False
    taker_leads_masters = False


def lead_regrets(task: tuple[int, int, float]) -> tuple[str, int, int] | None:
    """(who leads, regret of the playouts' lead, regret of the rule's lead) on deal ``index`` of
    ``seed``, or None when neither a defender nor the taker leads the first trick (or all four
    pass)."""
    seed, index, budget_ms = task
    rules = CLASSIC
    order = shuffled_order(random.Random(f"lead|{seed}|{index}"))
    dealer = index % 4
    players = [PlayoutLead(seed * 1000 + index * 4 + s, budget_ms, rules) for s in range(4)]
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
    if seat == game.hand.taker:
        who, sign = "taker", 1
    elif rules.side_of(seat) != pos.takers:
        who, sign = "defender", -1
    else:
        return None
    # the takers' score difference after each lead, for the side that leads (sign)
    values = {c: sign * v for c, v in Solver(rules, pos.hands, pos.trump, pos.takers).card_values(pos).items()}
    best = max(values.values())
    view = game.view(seat)
    playout_card = getattr(players[seat](view, host), "card")
    rule_card = HardPlayer(0, budget_ms, rules).opening_lead(knowledge_from_view(view, rules))
    return who, best - values[playout_card], best - values[playout_card if rule_card is None else rule_card]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=200, help="deals bid (default 200; about 4 in 10 have a defender lead)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--budget-ms", type=float, default=10_000.0, help="time budget of one AI decision (default 10000)")
    args = ap.parse_args()
    check_deal_run(ap, args, "benchmarks/opening_leads.py", MAX_DEALS)  # exit 2 on a bad number, named
    tasks = [(args.seed, i, args.budget_ms) for i in range(args.hands)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(lead_regrets, tasks, chunksize=1)
    else:
        results = [lead_regrets(t) for t in tasks]
    print(f"opening leads against perfect play, {args.hands} deals of seed {args.seed}")
    for who in SIDES:
        leads = [(a, b) for w, a, b in (r for r in results if r is not None) if w == who]
        print(f"  {who}: {len(leads)} leads")
        if len(leads) < 2:
            continue
        diffs = [b - a for a, b in leads]
        m, half = mean_and_half_width(diffs)
        print(f"    points lost a lead: playouts {statistics.fmean(a for a, _ in leads):.2f}, "
              f"the rule {statistics.fmean(b for _, b in leads):.2f}; rule less playouts {m:+.2f} "
              f"[{m - half:+.2f}, {m + half:+.2f}]; leads that differ: {sum(1 for d in diffs if d)}")


if __name__ == "__main__":
    main()
