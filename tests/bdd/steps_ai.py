"""Steps for the AI players' scenarios (AI-VIEW, AI-EASY, AI-NORMAL, AI-HARD, AI-BUDGET, AI-SOLVER).

A position is built with the shared steps (``conftest.py``); then an AI of some level is asked
for its decision from the view of the seat to act (``game.view(seat)``), exactly as a host
would. Every decision is checked to be one of the view's legal actions.

Unless a scenario gives a safety net, the AIs get a generous one (a minute per decision), so
that not even a pathological machine cuts a hard decision short: a cut decision may differ
(AI-BUDGET).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
import pytest
from pytest_bdd import given, parsers, then, when

from belote_ref import Game, Pass, Play, Take
from belote_ref.actions import SeatAction
from belote_ref.ai import DEFAULT_BUDGET_MS, make_player
from belote_ref.ai.base import AIPlayer, legal_card_mask, play_action
from belote_ref.ai.hard import HardPlayer
from belote_ref.ai.knowledge import knowledge_from_view
from belote_ref.ai.policy import heuristic_card
from belote_ref.ai.solver import Position, Solver, position_of_hand
from belote_ref.cards import CARDS, Card, parse_card, parse_cards, parse_suit
from belote_ref.deal import TURNED_INDEX, order_for_hands
from belote_ref.players import Player
from belote_ref.seats import seats_from
from belote_ref.view import SeatView

from .conftest import Table, rows

GENEROUS_BUDGET_MS = 60_000.0


class TickingClock:
    """A clock that moves one tick each time it is read: every reading "takes" one tick, so a
    safety-net check does not depend on the machine's speed (AI-BUDGET); a tick of 0 never moves."""

    def __init__(self, tick_s: float) -> None:
        self.tick = tick_s
        self.now = 0.0
        self.reads: list[float] = []

    def __call__(self) -> float:
        self.now += self.tick
        self.reads.append(self.now)
        return self.now


@dataclass
class Decisions:
    """The AI decisions of a scenario, in order, with the view each was made from."""

    made: list[tuple[int, SeatView, SeatAction]] = field(default_factory=list)
    players: list[Player] = field(default_factory=list)
    """The player of each decision, in order."""
    player: Player | None = None
    budget_ms: float = GENEROUS_BUDGET_MS
    clock: TickingClock | None = None
    earlier_holdings: list[list[Card]] | None = None
    """Each seat's cards before a replay on other hands."""
    solved: tuple[Solver, Position] | None = None
    """The solver and the position it valued (AI-SOLVER)."""
    likelihoods: tuple[float, float] | None = None
    """What the bidding says of two deals, as one seat weighs them (AI-HARD)."""

    def last(self) -> tuple[int, SeatView, SeatAction]:
        assert self.made, "no AI has decided yet"
        return self.made[-1]


@pytest.fixture
def decisions() -> Decisions:
    return Decisions()


def _decide(table: Table, decisions: Decisions, player: Player, seat: int) -> None:
    game = table.start()
    assert game.to_act == seat, f"seat {game.to_act} is to act, not seat {seat}"
    view = game.view(seat)
    action = player(view, random.Random(0))
    assert action in view.legal_actions, f"{action} is not among the legal actions of seat {seat}"
    decisions.player = player
    decisions.players.append(player)
    decisions.made.append((seat, view, action))


def _new_player(table: Table, level: str, seed: int, budget_ms: float = GENEROUS_BUDGET_MS) -> Player:
    table.start()  # fixes the table's ruleset
    return make_player(level, seed, budget_ms, table.ruleset)


# --- Given: a first deal seen from one seat ---------------------------------------------------
def order_dealing(seat: int, five: list[Card], turned: Card, dealer: int, first_deal_rule: str) -> list[Card]:
    """A card order whose first deal gives ``seat`` these five cards and turns ``turned``; the
    other cards follow in suit order (7♣ first) in the remaining places (DEAL-FIRST)."""
    assert len(five) == 5 and turned not in five, "give five cards, the turned card apart"
    slots: list[Card | None] = [None] * 32
    slots[TURNED_INDEX] = turned
    sizes = (3, 2) if first_deal_rule == "3-2" else (2, 3)
    own = iter(five)
    pos = 0
    for size in sizes:
        for s in seats_from((dealer + 1) & 3):
            for _ in range(size):
                if s == seat:
                    slots[pos] = next(own)
                pos += 1
    rest = iter(c for c in CARDS if c not in five and c != turned)
    return [c if c is not None else next(rest) for c in slots]


@given(parsers.parse("seat {seat:d} is dealt {cards} with {turned} turned"))
def seat_is_dealt(table: Table, seat: int, cards: str, turned: str) -> None:
    game = table.start()
    game.deal(order_dealing(seat, parse_cards(cards), parse_card(turned), table.dealer, table.ruleset.first_deal))


@given("all four seats pass in round 1")
def all_pass_round_one(table: Table) -> None:
    game = table.start()
    for _ in range(4):
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    assert game.phase == "bid_round_2"


# --- When: an AI decides ------------------------------------------------------------------------
@when(parsers.parse("the {level} AI decides for seat {seat:d}"))
def ai_decides(table: Table, decisions: Decisions, level: str, seat: int) -> None:
    _decide(table, decisions, _new_player(table, level, 0), seat)


@when(parsers.parse("the {level} AI with seed {seed:d} decides for seat {seat:d}"))
@when(parsers.parse("a new {level} AI with seed {seed:d} decides for seat {seat:d}"))
def ai_with_seed_decides(table: Table, decisions: Decisions, level: str, seed: int, seat: int) -> None:
    _decide(table, decisions, _new_player(table, level, seed), seat)


@when(parsers.parse("the play of the hard level's playouts decides for seat {seat:d}"))
def playout_play_decides(table: Table, decisions: Decisions, seat: int) -> None:
    """The card every seat of the hard level's playouts would play here (AI-HARD step 3): the
    AI-NORMAL play in the hard level's :attr:`~belote_ref.ai.hard.HardPlayer.playout_style`."""
    hard = _new_player(table, "hard", 0)
    assert isinstance(hard, HardPlayer)

    def playout_play(view: SeatView, rng: random.Random | None = None) -> SeatAction:
        kn = knowledge_from_view(view, hard.rules)
        assert kn.trump is not None and kn.taker is not None, "the playouts play cards only"
        c = heuristic_card(hard.tables, kn.hand, legal_card_mask(view), kn.trick, kn.seat, kn.trump, kn.played,
                           hard.rules.side_of(kn.taker), hard.playout_style)
        return play_action(view, c)

    _decide(table, decisions, playout_play, seat)


@when(parsers.parse("the same AI decides again for seat {seat:d}"))
def same_ai_decides_again(table: Table, decisions: Decisions, seat: int) -> None:
    assert decisions.player is not None, "no AI has decided yet"
    _decide(table, decisions, decisions.player, seat)


@when(
    parsers.parse(
        "the {level} AI with seed {seed:d} and a budget of {budget:g} ms decides for seat {seat:d}, "
        "on a clock that moves {tick:g} ms at each reading"
    )
)
def ai_decides_on_a_ticking_clock(
    table: Table, decisions: Decisions, level: str, seed: int, budget: float, seat: int, tick: float
) -> None:
    player = _new_player(table, level, seed, budget)
    clock = TickingClock(tick / 1000.0)
    player.clock = clock  # type: ignore[attr-defined]
    decisions.budget_ms, decisions.clock = budget, clock
    _decide(table, decisions, player, seat)


@when(parsers.re(
    r"the (?P<level>\S+) AI with seed (?P<seed>\d+) and the default safety net decides for seat (?P<seat>\d), "
    r"on a clock that (?:never moves|moves (?P<tick>[\d.]+) ms at each reading)$"
))
def ai_decides_on_a_clock_with_the_default_net(
    table: Table, decisions: Decisions, level: str, seed: str, seat: str, tick: str | None
) -> None:
    player = _new_player(table, level, int(seed), DEFAULT_BUDGET_MS)
    player.clock = TickingClock(float(tick or 0) / 1000.0)  # type: ignore[attr-defined]
    _decide(table, decisions, player, int(seat))


@then(parsers.parse("the first {n:d} decisions are the same, and so are the last {m:d}"))
def first_and_last_agree(decisions: Decisions, n: int, m: int) -> None:
    made = decisions.made
    assert len(made) == n + m, f"{len(made)} decisions were made, not {n + m}"
    for group in (made[:n], made[n:]):
        _, view, action = group[0]
        for _, other_view, other_action in group[1:]:
            assert other_view == view, "the views differ"
            assert other_action == action, f"{other_action} differs from {action}"


@then("no decision was cut by the safety net")
def none_cut(decisions: Decisions) -> None:
    assert decisions.players, "no AI has decided yet"
    for i, p in enumerate(decisions.players):
        assert isinstance(p, AIPlayer), f"decision {i + 1} was not an AI's"
        assert not p.cut and p.cuts == 0, f"decision {i + 1} ({p.level}) was cut by its safety net"


@then("the decision is reported as cut by the safety net")
def reported_cut(decisions: Decisions, caplog: pytest.LogCaptureFixture) -> None:
    p = decisions.player
    assert isinstance(p, AIPlayer), "no AI has decided yet"
    assert p.cut and p.cuts == 1, f"the decision is not marked cut (cut={p.cut}, cuts={p.cuts})"
    warnings = [r for r in caplog.records if r.name == "belote_ref.ai" and "safety net" in r.getMessage()]
    assert len(warnings) == 1, f"{len(warnings)} warnings of a cut decision, not 1"
    assert f"the {p.level} AI (seed {p.seed}, seat" in warnings[0].getMessage()


@when("the same bids and cards are replayed on a deal where the hands after the completion deal are:")
def replay_on_other_hands(table: Table, decisions: Decisions, datatable: list[list[str]]) -> None:
    """The hand so far, every bid and card again, with other hidden cards: a new game with the
    same dealer, turned card and match state, dealt so that the seats hold these hands."""
    old = table.start()
    hand = old.hand
    assert hand.taker is not None and hand.turned is not None
    decisions.earlier_holdings = [old.holding(s) for s in range(4)]
    hands: list[list[Card]] = [[], [], [], []]
    for row in rows(datatable):
        hands[int(row["seat"])] = parse_cards(row["cards"])
    game = Game(table.ruleset, hand.dealer, old.totals, old.disputed)
    game.deal(order_for_hands(hands, hand.dealer, hand.taker, hand.turned, table.ruleset.first_deal))
    for action in hand.actions:
        if isinstance(action, (Pass, Take, Play)):
            game.apply(action)
    table.game = game


# --- Then: the decision ------------------------------------------------------------------------
@then(parsers.re(r"it plays (?P<card>\S+)$"))
def it_plays(decisions: Decisions, card: str) -> None:
    seat, _, action = decisions.last()
    assert action == Play(seat, parse_card(card)), f"it chose {action}"


@then(parsers.re(r"it plays (?P<card>\S+) announcing belote$"))
def it_plays_belote(decisions: Decisions, card: str) -> None:
    seat, _, action = decisions.last()
    assert action == Play(seat, parse_card(card), True), f"it chose {action}"


@then(parsers.re(r"it plays (?P<a>\S+) or (?P<b>\S+) announcing belote$"))
def it_plays_either_belote(decisions: Decisions, a: str, b: str) -> None:
    seat, _, action = decisions.last()
    assert action in (Play(seat, parse_card(a), True), Play(seat, parse_card(b), True)), f"it chose {action}"


@then(parsers.re(r"it (?:takes|names) (?P<suit>\S+)$"))
def it_takes(decisions: Decisions, suit: str) -> None:
    seat, _, action = decisions.last()
    assert action == Take(seat, parse_suit(suit)), f"it chose {action}"


@then("it passes")
def it_passes(decisions: Decisions) -> None:
    seat, _, action = decisions.last()
    assert action == Pass(seat), f"it chose {action}"


@then(parsers.parse("the {n:d} decisions are the same, made from the same view"))
@then(parsers.parse("both decisions are the same, made from the same view"))
def decisions_agree(decisions: Decisions, n: int = 2) -> None:
    assert len(decisions.made) == n, f"{len(decisions.made)} decisions were made, not {n}"
    _, view, action = decisions.made[0]
    for _, other_view, other_action in decisions.made[1:]:
        assert other_view == view, "the views differ"
        assert other_action == action, f"{other_action} differs from {action}"


@then(parsers.parse("seat {seat:d} holds other cards in the two deals: {cards}"))
def hidden_cards_differ(table: Table, decisions: Decisions, seat: int, cards: str) -> None:
    """The second deal really differs: ``seat`` now holds these cards, which it did not before."""
    assert decisions.earlier_holdings is not None, "no replay on other hands"
    held = table.start().holding(seat)
    for c in parse_cards(cards):
        assert c in held, f"seat {seat} does not hold {c} in the second deal"
        assert c not in decisions.earlier_holdings[seat], f"seat {seat} already held {c} in the first deal"


@then(parsers.parse("no reading of its clock is more than one tick past its deadline, {deadline:g} ms after it starts"))
def within_deadline(decisions: Decisions, deadline: float) -> None:
    clock = decisions.clock
    assert clock is not None and clock.reads, "the AI did not read its clock"
    spent = clock.reads[-1] - clock.reads[0]
    assert spent <= deadline / 1000.0 + clock.tick + 1e-12, (
        f"{spent * 1000:.2f} ms spent with a deadline {deadline} ms after the start (budget {decisions.budget_ms} ms)"
    )


# --- The perfect-information solver (AI-SOLVER) -------------------------------------------------
@when("the perfect-information solver values the position")
def solver_values(table: Table, decisions: Decisions) -> None:
    game = table.start()
    pos = position_of_hand(game.rules, game.hand)
    decisions.solved = (Solver(game.rules, pos.hands, pos.trump, pos.takers), pos)


def _solved(decisions: Decisions) -> tuple[Solver, Position]:
    assert decisions.solved is not None, "the solver has not valued the position"
    return decisions.solved


@then(parsers.parse("after {card} the takers win {points:d} more points with best play by both sides"))
def takers_win_after(decisions: Decisions, card: str, points: int) -> None:
    solver, pos = _solved(decisions)
    children = dict(solver.children(pos))
    child = children[int(parse_card(card))]
    future = solver.future(child)  # the points of the trick in progress included
    gained = child.card_points[pos.takers] - pos.card_points[pos.takers]
    assert gained + future == points, f"the takers win {gained + future} more points"


@then(parsers.parse("the takers' hand score is {diff:d} more than the defenders' with best play"))
def best_play_score(decisions: Decisions, diff: int) -> None:
    solver, pos = _solved(decisions)
    assert solver.value(pos) == diff, f"the solver values the hand at {solver.value(pos)}"


@then("the line the solver plays, replayed on the game, gives that score")
def solver_line_replayed(table: Table, decisions: Decisions) -> None:
    solver, pos = _solved(decisions)
    game = table.start()
    hand = game.hand
    for c in solver.best_line(pos):
        game.apply(Play(game.to_act, c))  # type: ignore[arg-type]
    score = hand.score
    assert score is not None, "the hand did not end"
    takers = pos.takers
    assert score.scores[takers] - score.scores[1 - takers] == solver.value(pos)


@when(parsers.parse("seat {seat:d} weighs the deal as dealt, then with seat {a:d}'s {cards_a} and seat {b:d}'s {cards_b} exchanged"))
def weigh_two_deals(table: Table, decisions: Decisions, seat: int, a: int, cards_a: str, b: int, cards_b: str) -> None:
    """How the hard level at ``seat`` weighs the real deal and the one with these cards exchanged
    (AI-HARD step 2): by the learned factors (a seat of the takers' side) or the hand-set ones
    (a defender)."""
    from belote_ref.ai.sampling import bidding_likelihood, bidding_weight
    from belote_ref.cards import mask_of

    game = table.start()
    kn = knowledge_from_view(game.view(seat))
    hard = make_player("hard", 0)
    assert isinstance(hard, HardPlayer)
    weigh = bidding_weight if hard.weighs_by_hand(kn) else bidding_likelihood
    real = [mask_of(game.holding(s)) for s in range(4)]
    moved_a, moved_b = mask_of(parse_cards(cards_a)), mask_of(parse_cards(cards_b))
    assert real[a] & moved_a == moved_a and real[b] & moved_b == moved_b, "each seat gives cards it holds"
    other = list(real)
    other[a] = real[a] & ~moved_a | moved_b
    other[b] = real[b] & ~moved_b | moved_a
    decisions.likelihoods = (weigh(kn, real), weigh(kn, other))


@then(parsers.parse("the second deal is {ratio:f} times as likely as the first"))
def second_deal_likelier(decisions: Decisions, ratio: float) -> None:
    assert decisions.likelihoods is not None
    first, second = decisions.likelihoods
    assert second / first == pytest.approx(ratio, rel=1e-3)
