"""Hindsight regret of each AI level against perfect play (AI-SOLVER, AI-HARD).

    python3 benchmarks/regret.py [--hands N] [--seed S] [--levels normal,hard-1,hard] [--jobs J]

Each level plays the same N seeded deals with itself at all four seats (hands all four seats pass
are skipped). After every card decision with a choice, the perfect-information solver values the
position on the real deal before and after the card: the decision's *regret* is how much the
acting side's score minus the other side's drops, when both sides play perfectly from there on
(0 for a perfect card). Printed per level: the mean regret per decision, by role (the taker, the
taker's partner, the defenders), by trick, and for opening leads (the first card of the hand);
and the share of takes that are not made (failed or tied) even with perfect play by both sides,
which judges the bidding (``--takes-only``: only that, the cards not played), split into failed
and tied (a tie is not a failure under the canonical rules: SCORE-DISPUTE), and by what the
taker knew when it took: its trumps among the six cards it saw (its five and the turned card),
its place in the bidding (1 the first to speak, 4 the dealer) and the round; and the share of
takes not made as the hand was played out by the level at every seat (the whole measure plays
every hand; with ``--takes-only``, ``--in-play`` plays them without valuing the cards). The
regret is in points of score difference (a point won by one side and lost by the other counts
twice), the unit of ``belote-ref tournament``.

``--against LEVEL[,LEVEL...]`` compares levels on the same decisions: at every card decision
with a choice, a player of each LEVEL (seeded as the seat's own) is also asked for its card from
the same view, and that card is valued by the solver too; the game goes on with the played
level's card. Printed for each: both levels' mean regret on those decisions and the difference
with its 95% interval, by role, at trick 1 and for opening leads. Two levels that choose alike
add nothing to the difference, so it is far more precise than two separate runs, whose games
part at the bidding.

For a level that values its takes (hard: the mean and standard error of the take it chose and
the share of its deals played out not made, ``HardPlayer.last_take_estimate``), the takes are
also sorted by stricter rules of taking (a caution of standard errors, a margin, a largest share
of deals not made): how many each rule keeps, how many of those fail with perfect play, and what
the takes it would refuse were worth with perfect play (a refused take judged by its own
perfect-play score). ``--after-refusal`` also replays each deal's bidding with
its taker passing at every turn (the other seats bidding as before) and solves the contract that
follows: a rule is then judged by the takes it leaves (its kept takes and the takes that follow
its refusals, those not refused in turn) and by what a refusal costs against the bidding that
follows it (the refused take's perfect-play score less the following contract's, for the
refusing side; 0 if all four pass).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_ref.actions import Pass, Play, Take  # noqa: E402
from belote_ref.ai import LEVELS, make_player  # noqa: E402
from belote_ref.ai.estimates import mean_and_half_width  # noqa: E402
from belote_ref.ai.hard import TAKE_CAUTION, TAKE_MARGIN, TAKE_MOST_FAILING, TakeEstimate  # noqa: E402
from belote_ref.ai.sampling import deal_pattern, first_hands  # noqa: E402
from belote_ref.ai.rollout import contract_made  # noqa: E402
from belote_ref.ai.solver import Solver, position_of_hand  # noqa: E402
from belote_ref.cards import CARDS, SUIT_MASKS  # noqa: E402
from belote_ref.commands.options import check_deal_run  # noqa: E402
from belote_ref.commands.tournament import MAX_DEALS  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.players import Player  # noqa: E402
from belote_ref.rules import CLASSIC  # noqa: E402

ROLES = ("taker", "partner", "defender")


class Decision(NamedTuple):
    """One card decision with a choice."""

    role: str
    trick: int
    """1 to 8."""
    opening_lead: bool
    regret: int
    other_regrets: tuple[int, ...] = ()
    """The regret of the card each ``--against`` level would have played here."""


@dataclass(frozen=True)
class Task:
    """One deal to play: deal ``index`` of the run seeded ``seed``, ``level`` at every seat."""

    level: str
    seed: int
    index: int
    budget_ms: float
    takes_only: bool = False
    """Only bid, and value the take with perfect play."""
    against: tuple[str, ...] = ()
    """Levels asked for their card at every decision too (:attr:`Decision.other_regrets`)."""
    after_refusal: bool = False
    """Also replay the bidding with the taker passing (:attr:`HandRegret.after_refusal`)."""
    in_play: bool = False
    """With :attr:`takes_only`, also play the hand out (:attr:`HandRegret.played_contract`)."""
    defence: str | None = None
    """With :attr:`in_play`, the level that plays the defenders' cards (None: the level itself)."""


@dataclass
class HandRegret:
    """One hand played by one level: its decisions' regrets and its take's perfect outcome."""

    level: str
    taken: bool
    perfect_value: int = 0
    """The takers' score difference with perfect play from the first card."""
    contract: str = "made"
    """The contract with perfect play: ``"made"``, ``"failed"`` or ``"tied"`` (SCORE-CONTRACT)."""
    decisions: list[Decision] = field(default_factory=list)
    take_estimate: TakeEstimate | None = None
    """What the taker measured of its take, if its level values takes."""
    after_refusal: Refusal | None = None
    """What follows if the taker passes instead (``--after-refusal``)."""
    shape: TakeShape | None = None
    """What the taker knew when it took."""
    played_contract: str | None = None
    """The contract as the hand was played out (by the level at every seat, or its defenders by
    ``--defence``: ``"made"``,
    ``"failed"`` or ``"tied"``, SCORE-CONTRACT); None if it was not played (``--takes-only``
    without ``--in-play``)."""


class TakeShape(NamedTuple):
    """What a taker knew when it took: the cards of its trump among the six it saw (its five
    and the turned card), its place in the bidding (1, the first to speak, to 4, the dealer)
    and the bidding round."""

    trumps: int
    place: int
    round: int


def take_shape(game: Game) -> TakeShape:
    """The :class:`TakeShape` of ``game``'s take (its hand past the bidding)."""
    hand = game.hand
    assert hand.taker is not None and hand.trump is not None and hand.turned is not None
    five = first_hands(list(hand.order), deal_pattern(CLASSIC, hand.dealer))[hand.taker]
    seen = five | 1 << hand.turned
    place = (hand.taker - hand.dealer - 1) % CLASSIC.seats + 1
    return TakeShape((seen & SUIT_MASKS[hand.trump]).bit_count(), place, hand.bid_round)


class Refusal(NamedTuple):
    """The bidding of a deal replayed with its taker passing at every turn."""

    value: int
    """The following contract's perfect-play score difference for the refusing side (0 if all pass)."""
    take: tuple[int, TakeEstimate | None] | None
    """The following take, if any: its takers' perfect-play score difference and what its taker
    measured of it."""


def seat_seed(task: Task, seat: int) -> int:
    """The seed of ``seat``'s player on ``task``'s deal, whatever its level: the bidding's, an
    ``--against`` level's and a ``--defence`` level's alike."""
    return task.seed * 1000 + task.index * 4 + seat


PERFECT: dict[tuple[int, ...], int] = {}
"""Perfect-play values of the contracts already solved in this process (``--takes-only``, where
the levels mostly take the same contracts on the same deals)."""


def bid_deal(task: Task, refuser: int | None = None) -> tuple[Game, list[Player], TakeEstimate | None]:
    """Deal ``task``'s deal and bid it with its level at every seat (``refuser``, if given,
    passing at every turn): the game, its players and what the taker measured of its take."""
    rng = random.Random(f"regret|{task.seed}|{task.index}")
    order = shuffled_order(rng)
    rules = CLASSIC
    players = [make_player(task.level, seat_seed(task, s), task.budget_ms, rules) for s in range(4)]
    game = Game(rules, first_dealer=task.index % 4)
    game.deal(order)
    host = random.Random(0)
    estimate = None
    while game.phase in ("bid_round_1", "bid_round_2"):
        seat = game.to_act
        assert seat is not None
        bid = Pass(seat) if seat == refuser else players[seat](game.view(seat), host)
        if type(bid) is Take:
            estimate = getattr(players[seat], "last_take_estimate", None)
        game.apply(bid)
    return game, players, estimate


def perfect_value(game: Game) -> int:
    """The takers' score difference with perfect play from the first card of ``game``'s hand
    (solved once per process for each contract on each deal)."""
    rules = CLASSIC
    pos = position_of_hand(rules, game.hand)
    key = (*pos.hands, pos.trump, pos.takers, -1 if pos.belote is None else pos.belote, pos.leader)
    if key not in PERFECT:
        PERFECT[key] = Solver(rules, pos.hands, pos.trump, pos.takers).value(pos)
    return PERFECT[key]


def perfect_contract(game: Game, value: int, solver: Solver | None = None) -> str:
    """The contract of ``game``'s hand (past the bidding) with perfect play, its takers' score
    difference being ``value``: ``"made"`` when that makes it
    (:func:`~belote_ref.ai.rollout.contract_made`), else the rules' verdict (SCORE-CONTRACT) at
    the end of a line of best play (a tie is not a failure, SCORE-DISPUTE); ``solver``, if given,
    is the hand's (its table reused)."""
    if contract_made(value):
        return "made"
    pos = position_of_hand(CLASSIC, game.hand)
    end = game.copy()
    hand = end.hand  # the game moves on to the next hand after the last card
    for card in (solver or Solver(CLASSIC, pos.hands, pos.trump, pos.takers)).best_line(pos):
        seat = end.to_act
        assert seat is not None
        end.apply(Play(seat, CARDS[card]))
    score = hand.score
    assert score is not None
    return score.contract


def after_refusal(task: Task, taker: int) -> Refusal:
    """What follows on ``task``'s deal if ``taker`` passes at every turn (:class:`Refusal`)."""
    game, _, estimate = bid_deal(task, refuser=taker)
    if game.phase != "tricks":
        return Refusal(0, None)
    assert game.hand.taker is not None
    value = perfect_value(game)
    same_side = CLASSIC.side_of(game.hand.taker) == CLASSIC.side_of(taker)
    return Refusal(value if same_side else -value, (value, estimate))


def play_hand(task: Task) -> HandRegret:
    """Play ``task``'s deal and value its decisions (or only its take) against perfect play."""
    level = task.level
    rules = CLASSIC
    game, players, estimate = bid_deal(task)
    rivals = [[make_player(other, seat_seed(task, s), task.budget_ms, rules) for s in range(4)]
              for other in task.against]
    host = random.Random(0)
    if game.phase != "tricks":
        return HandRegret(level, False)
    hand = game.hand
    assert hand.taker is not None
    pos = position_of_hand(rules, hand)
    refusal = after_refusal(task, hand.taker) if task.after_refusal and estimate is not None else None
    shape = take_shape(game)
    if task.takes_only:
        value = perfect_value(game)
        out = HandRegret(level, True, value, perfect_contract(game, value), take_estimate=estimate,
                         after_refusal=refusal, shape=shape)
        if task.in_play:
            if task.defence is not None:  # the defenders' seats played by another level, seeded alike
                players = [p if rules.side_of(s) == pos.takers else
                           make_player(task.defence, seat_seed(task, s), task.budget_ms, rules)
                           for s, p in enumerate(players)]
            while hand.stage == "play":
                seat = game.to_act
                assert seat is not None
                game.apply(players[seat](game.view(seat), host))
            out.played_contract = _contract(hand)
        return out
    solver = Solver(rules, pos.hands, pos.trump, pos.takers)
    before = solver.value(pos)
    out = HandRegret(level, True, before, perfect_contract(game, before, solver), take_estimate=estimate,
                     after_refusal=refusal, shape=shape)
    cards_played = 0
    while hand.stage == "play":
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = players[seat](view, host)
        assert type(action) is Play
        choice = len({a.card for a in view.legal_actions if type(a) is Play}) > 1
        sign = 1 if rules.side_of(seat) == pos.takers else -1
        others_after: list[int | None] = []  # the value after each --against level's card, if it differs
        for rival in rivals if choice else []:
            other = rival[seat](view, host)
            assert type(other) is Play
            others_after.append(None if other.card == action.card else
                                solver.value(solver.after(position_of_hand(rules, hand), seat, other.card)))
        game.apply(action)
        after = solver.value(position_of_hand(rules, hand)) if hand.stage == "play" else _final(hand, pos.takers)
        if choice:
            role = "taker" if seat == hand.taker else "partner" if rules.side_of(seat) == pos.takers else "defender"
            out.decisions.append(Decision(role, cards_played // rules.seats + 1, cards_played == 0,
                                          sign * (before - after),
                                          tuple(sign * (before - (after if v is None else v)) for v in others_after)))
        before = after
        cards_played += 1
    out.played_contract = _contract(hand)
    return out


def _final(hand: object, takers: int) -> int:
    score = getattr(hand, "score")
    assert score is not None
    return int(score.scores[takers] - score.scores[1 - takers])


def _contract(hand: object) -> str:
    """The contract of a hand played to its end (SCORE-CONTRACT)."""
    score = getattr(hand, "score")
    assert score is not None
    return str(score.contract)


def report(level: str, hands: list[HandRegret], seconds: float, against: tuple[str, ...] = (),
           defence: str | None = None) -> list[str]:
    taken = [h for h in hands if h.taken]
    decisions = [d for h in taken for d in h.decisions]

    def mean(xs: list[int]) -> str:
        return f"{statistics.fmean(xs):6.2f}" if xs else "     -"

    lines = [f"{level}: {len(hands)} deals, {len(taken)} taken, {len(decisions)} card decisions with a choice "
             f"({seconds:.0f} s)"]
    if not decisions:
        return lines + [take_line(taken)] + played_lines(taken, defence) + shape_lines(taken) + caution_lines(taken, len(hands))
    lines.append(f"  mean regret per decision: {mean([d.regret for d in decisions])}   "
                 + "   ".join(f"{r} {mean([d.regret for d in decisions if d.role == r])}" for r in ROLES))
    lines.append("  by trick:  " + " ".join(f"{t}:{mean([d.regret for d in decisions if d.trick == t]).strip()}"
                                           for t in range(1, 9)))
    leads = [d for d in decisions if d.opening_lead]
    lines.append(f"  opening leads: {mean([d.regret for d in leads]).strip()} (n={len(leads)}; by the takers' side "
                 f"{mean([d.regret for d in leads if d.role != 'defender']).strip()}, by defenders "
                 f"{mean([d.regret for d in leads if d.role == 'defender']).strip()})")
    lines.append(f"  share of decisions with regret > 0: "
                 f"{100 * sum(1 for d in decisions if d.regret > 0) / max(1, len(decisions)):.1f}%")
    paired = [line for k, other in enumerate(against) for line in paired_lines(level, other, k, decisions)]
    return lines + paired + [take_line(taken)] + played_lines(taken, defence) + shape_lines(taken) + caution_lines(taken, len(hands))


def paired_lines(level: str, other: str, k: int, decisions: list[Decision]) -> list[str]:
    """Against ``other``, the ``k``-th ``--against`` level, on the same decisions: each level's
    mean regret and the difference (this level's less the other's) with its 95% interval, by
    group of decisions."""
    differ = sum(1 for d in decisions if d.other_regrets[k] != d.regret)
    groups = [("all", decisions)] + [(r, [d for d in decisions if d.role == r]) for r in ROLES] + [
        ("trick 1", [d for d in decisions if d.trick == 1]),
        ("opening leads", [d for d in decisions if d.opening_lead]),
        ("defenders' opening leads", [d for d in decisions if d.opening_lead and d.role == "defender"]),
    ]
    lines = [f"  against {other} on the same {len(decisions)} decisions (its card differs on {differ}): "
             f"mean regret {level} / {other}, difference and 95% interval"]
    for name, group in groups:
        if not group:
            continue
        m, half = mean_and_half_width(d.regret - d.other_regrets[k] for d in group)
        mine = statistics.fmean(d.regret for d in group)
        lines.append(f"    {name:<25} n={len(group):5d}  {mine:6.2f} / {mine - m:6.2f}   {m:+.2f} "
                     f"[{m - half:+.2f}, {m + half:+.2f}]")
    return lines


CAUTIONS = ((TAKE_CAUTION, TAKE_MARGIN, TAKE_MOST_FAILING), (1.0, 0.0, 1.0), (2.0, 0.0, 1.0), (0.0, 10.0, 1.0),
            (0.0, 20.0, 1.0), (0.0, 30.0, 1.0), (0.0, 0.0, 0.4), (0.0, 0.0, 0.35), (0.0, 0.0, 0.3),
            (0.0, 0.0, 0.25), (0.0, 0.0, 0.2), (0.0, 10.0, 0.3))
"""(standard errors taken off the mean, margin the rest must exceed, largest share of the deals
played out not made) of the stricter rules of taking that :func:`caution_lines` sorts the takes
by (``TakeEstimate.clears``); the first is the hard level's own."""


def caution_lines(taken: list[HandRegret], deals: int) -> list[str]:
    """For each rule of :data:`CAUTIONS`, over the takes whose level valued them: the takes it
    keeps and the share of those not made with perfect play (and in play, for takes played
    out: the play of the level's own bidding, not of the rule's), and the takes it refuses with their
    share not made and their mean perfect-play score (with ``--after-refusal``, also
    :func:`refusal_line`; ``deals`` the deals bid)."""
    valued = [(h.take_estimate, h.perfect_value, h.played_contract) for h in taken if h.take_estimate is not None]
    if not valued:
        return []
    lines = [f"  stricter takes ({len(valued)} takes valued; a refused take judged by its perfect-play score):"]
    for caution, margin, most_failing in CAUTIONS:
        kept: list[int] = []
        refused: list[int] = []
        kept_in_play: list[str | None] = []
        for estimate, v, played in valued:
            clears = estimate.clears(caution, margin, most_failing)
            (kept if clears else refused).append(v)
            if clears and played is not None:
                kept_in_play.append(played)
        rule = f"mean - {caution:g} SE > {margin:g}"
        if most_failing < 1.0:
            rule += f", failing <= {most_failing:g}"
        line = f"    {rule:<32} keeps {len(kept):4d}, not made {share_not_made(kept):5.1f}%"
        if kept_in_play:
            line += f" (in play {share_not_made_in_play(kept_in_play):5.1f}%)"
        line += f"; refuses {len(refused):4d}"
        if refused:
            line += (f", not made {share_not_made(refused):5.1f}%, mean perfect-play score "
                     f"{statistics.fmean(refused):.1f}")
        lines.append(line)
        replayed = [h for h in taken if h.take_estimate is not None and h.after_refusal is not None]
        if replayed and len(replayed) == len(valued):
            lines.append(refusal_line(replayed, caution, margin, deals, most_failing))
    return lines


def refusal_line(replayed: list[HandRegret], caution: float, margin: float, deals: int,
                 most_failing: float = 1.0) -> str:
    """``--after-refusal``: under the rule (``caution``, ``margin``, ``most_failing``), the takes
    left (those it keeps and those that follow its refusals, unless refused in turn: such a deal
    counts as all passing) and their share not made with perfect play; and what its refusals cost against the
    bidding that follows them, per refused take (with its 95% interval) and per deal."""
    left: list[int] = []
    costs: list[float] = []
    for h in replayed:
        assert h.take_estimate is not None and h.after_refusal is not None
        if h.take_estimate.clears(caution, margin, most_failing):
            left.append(h.perfect_value)
            continue
        follow = h.after_refusal.take
        if follow is not None and (follow[1] is None or follow[1].clears(caution, margin, most_failing)):
            left.append(follow[0])
            costs.append(h.perfect_value - h.after_refusal.value)
        else:
            costs.append(h.perfect_value)
    line = f"      after refusals: {len(left)} takes left, not made {share_not_made(left):5.1f}%"
    if costs:
        m, half = mean_and_half_width(costs)
        line += (f"; a refusal costs {m:+.1f} [{m - half:+.1f}, {m + half:+.1f}] against the bidding that "
                 f"follows, {sum(costs) / max(1, deals):+.2f} a deal")
    return line


def not_made(values: list[int]) -> int:
    """How many takes of perfect-play scores ``values`` are not made (failed or tied,
    :func:`~belote_ref.ai.rollout.contract_made`)."""
    return sum(1 for v in values if not contract_made(v))


def share_not_made(values: list[int]) -> float:
    """The percentage of takes of perfect-play scores ``values`` not made (0 without takes)."""
    return 100 * not_made(values) / max(1, len(values))


def share_not_made_in_play(contracts: list[str | None]) -> float:
    """The percentage of takes played out whose contracts (SCORE-CONTRACT) were not made (0
    without takes)."""
    return 100 * sum(1 for c in contracts if c != "made") / max(1, len(contracts))


def take_line(taken: list[HandRegret]) -> str:
    """The share of takes not made even with perfect play, and the mean perfect-play score."""
    values = [h.perfect_value for h in taken]
    mean = f"{statistics.fmean(values):.2f}" if taken else "-"
    tied = sum(1 for h in taken if h.contract == "tied")
    return (f"  takes not made even with perfect play: {not_made(values)} of {len(taken)} "
            f"({share_not_made(values):.1f}%: {not_made(values) - tied} failed, {tied} tied); "
            f"mean perfect-play score of a take {mean}")


def played_lines(taken: list[HandRegret], defence: str | None = None) -> list[str]:
    """For the takes played out (:attr:`HandRegret.played_contract`; by ``defence``'s defenders
    if given), the
    share not made in that play (failed or tied), and how that play and perfect play disagree: the takes perfect play
    sinks that the play made, and the takes perfect play makes that the play did not."""
    played = [h for h in taken if h.played_contract is not None]
    if not played:
        return []
    lost = [h for h in played if h.played_contract != "made"]
    tied = sum(1 for h in lost if h.played_contract == "tied")
    saved = sum(1 for h in played if not contract_made(h.perfect_value) and h.played_contract == "made")
    thrown = sum(1 for h in lost if contract_made(h.perfect_value))
    who = "the level at every seat" if defence is None else f"{defence} defending"
    return [f"  takes not made in play ({who}): {len(lost)} of {len(played)} "
            f"({share_not_made_in_play([h.played_contract for h in played]):.1f}%: {len(lost) - tied} failed, {tied} tied); "
            f"not made with perfect play but made in play {saved}, made with perfect play but not in play {thrown}"]


def shape_lines(taken: list[HandRegret]) -> list[str]:
    """The takes split by what their takers knew (:class:`TakeShape`): for each group, how many,
    the share not made with perfect play and the mean perfect-play score."""
    shaped = [(h.shape, h.perfect_value) for h in taken if h.shape is not None]
    if not shaped:
        return []
    lines = ["  takes by what the taker knew: n, not made with perfect play, mean perfect-play score"]
    for name, field_index in (("trumps of six seen", 0), ("place in the bidding", 1), ("round", 2)):
        groups: dict[int, list[int]] = {}
        for shape, v in shaped:
            groups.setdefault(shape[field_index], []).append(v)
        lines.append(f"    {name:<21}" + "   ".join(
            f"{k}: {len(vs)}, {share_not_made(vs):.1f}%, {statistics.fmean(vs):+.1f}" for k, vs in sorted(groups.items())))
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100, help="deals per level (default 100)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="normal,hard-1,hard", help="levels, comma-separated (default normal,hard-1,hard)")
    ap.add_argument("--budget-ms", type=float, default=200.0, help="time budget of one AI decision (default 200)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--takes-only", action="store_true",
                    help="only bid, and judge the takes: the share not made with perfect play (much faster)")
    ap.add_argument("--after-refusal", action="store_true",
                    help="also replay each deal's bidding with its taker passing, and judge the stricter "
                         "rules of taking by the takes they leave and by what a refusal costs")
    ap.add_argument("--in-play", action="store_true",
                    help="with --takes-only, also play each taken hand out with the level at every seat "
                         "and count the takes not made in that play (the whole measure always does)")
    ap.add_argument("--defence", metavar="LEVEL", default=None,
                    help="with --in-play, the level that plays the defenders' cards (default: the level itself)")
    ap.add_argument("--against", metavar="LEVELS", default="",
                    help="levels, comma-separated, also asked for their card at every decision: "
                         "their regrets compared on the same decisions")
    args = ap.parse_args()
    check_deal_run(ap, args, "benchmarks/regret.py", MAX_DEALS)  # exit 2 on a bad number, named
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    against = tuple(x.strip() for x in args.against.split(",") if x.strip())
    for name in (*levels, *against, *([args.defence] if args.defence is not None else [])):
        if name not in LEVELS:
            ap.error(f"unknown level {name!r}: choose among {', '.join(LEVELS)}")
    if args.defence is not None and not (args.takes_only and args.in_play):
        ap.error("--defence goes with --takes-only --in-play")
    print(f"regret against perfect play, {args.hands} deals per level, seed {args.seed}, "
          f"budget {args.budget_ms:g} ms; points of score difference per decision")
    for level in levels:
        tasks = [Task(level, args.seed, i, args.budget_ms, args.takes_only, against, args.after_refusal, args.in_play,
                      args.defence)
                 for i in range(args.hands)]
        t0 = time.monotonic()
        if args.jobs > 1:
            with multiprocessing.Pool(args.jobs) as pool:
                hands = pool.map(play_hand, tasks, chunksize=1)
        else:
            hands = [play_hand(t) for t in tasks]
        print("\n".join(report(level, hands, time.monotonic() - t0, against, args.defence)), flush=True)


if __name__ == "__main__":
    main()
