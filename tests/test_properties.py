"""Property tests (hypothesis): invariants of the engine on random deals and random legal play,
under the canonical ruleset and every option value.

- the 32 cards are conserved at every step; 8 cards each after the completion deal;
- card points + last trick = 162 on every non-capot hand; a capot scores 252;
- exactly one seat may act in bidding and tricks, and it has a legal action;
- legal actions are sorted, without duplicates, and every one is accepted;
- anything else is refused with a typed error naming a clause, and the game is unchanged;
- match totals = initial totals + hand scores + resolved disputes; pending disputes add up;
- replaying a game's recorded actions gives the same game.
"""

from __future__ import annotations

from typing import Any, Sequence

import hypothesis.strategies as st
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
import pytest

from belote_ref.actions import Coinche, Deal, Declare, Pass, Play, SeatAction, Take
from belote_ref.cards import CARDS, Suit, cards_of, parse_cards
from belote_ref.deal import completion_deal, first_deal
from belote_ref.errors import BadDeal, IllegalAction
from belote_ref.machine import Game
from belote_ref.play import legal_mask, may_announce_belote, refusal, trick_winner
from belote_ref.playout import random_hand
from belote_ref.scoring import score_hand
from belote_ref.ruleset import CANONICAL, OPTION_CHOICES, OPTION_DEFAULTS, Ruleset, make_ruleset
import random

FAST = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])

RULESETS: list[Ruleset] = [CANONICAL] + [
    make_ruleset({name: value})
    for name, choices in OPTION_CHOICES.items()
    for value in choices
    if value != OPTION_DEFAULTS[name]
] + [make_ruleset(target=200)]
"""Canonical, then each non-default value of each option alone."""

ORDERS = st.permutations(list(CARDS))
ALL_SEAT_ACTIONS: list[SeatAction] = (
    [Play(s, c, b) for s in range(4) for c in CARDS for b in (False, True)]
    + [Pass(s) for s in range(4)]
    + [Take(s, x) for s in range(4) for x in [*Suit, "all-trump", "no-trump"]]
    + [Coinche(s) for s in range(4)]
    + [Declare(s, "tierce") for s in range(4)]
)
BAD_ORDERS = [tuple(CARDS[:31]), tuple(CARDS[:31]) + (CARDS[0],), tuple(CARDS) + (CARDS[0],)]


def action_key(a: SeatAction) -> tuple[int, int, int]:
    """The documented order of legal actions: pass, then takes by suit, then plays by card
    (the plain play before the one announcing belote)."""
    if type(a) is Pass:
        return (0, 0, 0)
    if type(a) is Take:
        return (1, int(a.suit), 0)
    assert type(a) is Play
    return (2, int(a.card), int(a.belote))


def replay(game: Game) -> Game:
    """A new game with the same start, fed every recorded action."""
    g = Game(game.ruleset, game.first_dealer, game.initial_totals, game.initial_disputed)
    for h in game.hands:
        for a in h.actions:
            g.apply(a)
    return g


# --- an oracle written straight from the decisions table (9 to 13), slow and plain ------------
TRUMP_ASCENDING = "7 8 Q K 10 A 9 J".split()   # CARDS-TRUMP-ORDER, weakest first
PLAIN_ASCENDING = "7 8 9 J Q K 10 A".split()   # CARDS-PLAIN-ORDER
RANKS = "7 8 9 10 J Q K A".split()              # rank index of a card: card & 7


def oracle_strength(c: int, trump: int) -> int:
    order = TRUMP_ASCENDING if c >> 3 == trump else PLAIN_ASCENDING
    return order.index(RANKS[c & 7])


def oracle_winner_position(trick: Sequence[int], trump: int) -> int:
    """Decision 9: the highest trump, if any, else the highest card of the suit led."""
    trumps = [i for i, c in enumerate(trick) if c >> 3 == trump]
    led = [i for i, c in enumerate(trick) if c >> 3 == trick[0] >> 3]
    pool = trumps or led
    return max(pool, key=lambda i: oracle_strength(trick[i], trump))


def oracle_legal(hand: Sequence[int], trick: Sequence[int], trump: int, undertrump_required: bool) -> set[int]:
    """Decisions 10 to 13, read literally."""
    if not trick:
        return set(hand)
    led = trick[0] >> 3
    follow = [c for c in hand if c >> 3 == led]
    my_trumps = [c for c in hand if c >> 3 == trump]
    trick_trumps = [oracle_strength(c, trump) for c in trick if c >> 3 == trump]
    best = max(trick_trumps, default=-1)
    higher = [c for c in my_trumps if oracle_strength(c, trump) > best]
    if led == trump:  # decision 11
        return set(higher or follow) if follow else set(hand)
    if follow:  # decision 10
        return set(follow)
    if len(trick) >= 2 and oracle_winner_position(trick, trump) == len(trick) - 2:
        return set(hand)  # decision 12: partner master
    if not my_trumps:
        return set(hand)  # no trump: any card
    if higher:
        return set(higher)  # must trump / overtrump
    return set(my_trumps) if undertrump_required else set(hand)  # undertrump (or its option)


# --- invariants ---------------------------------------------------------------------------------
def check_cards(game: Game) -> None:
    """The 32 cards are conserved in the hand in progress (DEAL-*, PLAY-CARD-IN-HAND)."""
    h = game.hand
    held = [cards_of(m) for m in h.holdings]
    phase = game.phase
    if phase in ("bid_round_1", "bid_round_2"):
        assert [len(x) for x in held] == [5, 5, 5, 5]
        assert h.turned == h.order[20]
        assert h.turned is not None
        everything: list[int] = [int(c) for x in held for c in x] + [h.turned, *h.order[21:]]
        assert sorted(everything) == list(range(32))
        assert {c for x in held for c in x} == set(h.order[:20])
    elif phase == "tricks" or h.score is not None:
        played: list[list[int]] = [[], [], [], []]
        for leader, trick in zip(h.leaders, h.tricks):
            for i, c in enumerate(trick):
                played[(leader + i) & 3].append(c)
        for i, c in enumerate(h.trick):
            played[(h.leader + i) & 3].append(c)
        everything = [int(c) for x in held for c in x] + [c for x in played for c in x]
        assert sorted(everything) == list(range(32))
        # 8 cards each after the completion deal: held + played
        assert [len(held[s]) + len(played[s]) for s in range(4)] == [8, 8, 8, 8]
        # and they are exactly the cards the order dealt to each seat
        assert h.taker is not None
        first, _ = first_deal(h.order, h.dealer, game.ruleset.first_deal)
        extra = completion_deal(h.order, h.dealer, h.taker)
        for s in range(4):
            assert set(held[s]) | set(played[s]) == set(first[s]) | set(extra[s])
    else:
        assert phase in ("dealing", "match_over")
        if phase == "dealing":
            assert list(h.holdings) == [0, 0, 0, 0] and h.order == ()


def check_score(h: Any) -> None:
    """162 on a non-capot hand; 252 to a capot (SCORE-CARD-POINTS, SCORE-CAPOT)."""
    s = h.score
    assert len(h.tricks) == 8 and len(h.winners) == 8
    assert sorted(c for t in h.tricks for c in t) == list(range(32))
    for leader, trick, winner in zip(h.leaders, h.tricks, h.winners):
        assert trick_winner(leader, trick, h.trump) == winner
        assert (leader + oracle_winner_position(list(trick), h.trump)) & 3 == winner
    assert h.leaders[1:] == h.winners[:-1]
    if s.capot is None:
        assert sum(s.card_points) + sum(s.last_trick) == 162
        assert 0 < s.tricks_won[0] < 8
    else:
        assert s.tricks_won[s.capot] == 8
        assert s.totals[s.capot] - s.belote[s.capot] == 252
        assert s.totals[1 - s.capot] == s.belote[1 - s.capot]
    assert sum(s.belote) in (0, 20)


def check_totals(game: Game) -> None:
    """Totals = initial + hand scores + resolved disputes; points held add up (SCORE-DISPUTE)."""
    totals = list(game.initial_totals)
    pending = game.initial_disputed
    for h in game.hands:
        if h.void:
            assert h.score is None and h.settlement is None
            continue
        if h.score is None:
            continue
        s = h.score
        totals[0] += s.scores[0]
        totals[1] += s.scores[1]
        assert h.settlement is not None
        if s.winner is None:
            assert s.contract == "tied" and game.ruleset.tie == "dispute"
            assert h.settlement.resolved is None
            pending += s.disputed
        elif pending:
            assert h.settlement.resolved == (s.winner, pending)
            totals[s.winner] += pending
            pending = 0
        else:
            assert h.settlement.resolved is None
        assert h.settlement.totals == (totals[0], totals[1])
        assert h.settlement.disputed == pending
    assert game.totals == (totals[0], totals[1])
    assert game.disputed == pending


def check_turn(game: Game) -> None:
    """One seat acts in bidding and tricks, with sorted, distinct, non-empty legal actions."""
    legal = game.legal_actions()
    if game.phase in ("dealing", "match_over"):
        assert game.to_act is None and legal == []
        return
    seat = game.to_act
    assert seat in (0, 1, 2, 3)
    assert legal
    assert all(a.seat == seat for a in legal)
    assert legal == sorted(legal, key=action_key)
    assert len(set(legal)) == len(legal)
    if game.phase == "tricks":
        h = game.hand
        assert h.trump is not None
        cards = [a.card for a in legal]  # type: ignore[union-attr]
        assert sorted(set(cards)) == game.legal_cards()
        mask = legal_mask(h.holdings[seat], h.trick, h.trump, game.ruleset.undertrump == "required")
        assert cards_of(mask) == game.legal_cards()
        naive: list[SeatAction] = []
        for legal_card in game.legal_cards():
            naive.append(Play(seat, legal_card))
            if game.ruleset.belote == "announced" and may_announce_belote(h.holdings[seat], legal_card, h.trump):
                naive.append(Play(seat, legal_card, True))
        assert legal == naive
        oracle = oracle_legal(cards_of(h.holdings[seat]), h.trick, h.trump, game.ruleset.undertrump == "required")
        assert set(game.legal_cards()) == oracle
        for c in range(32):
            why = refusal(h.holdings[seat], h.trick, h.trump, c, game.ruleset.undertrump == "required")
            assert (why is None) == bool(mask >> c & 1)


def check_all(game: Game) -> None:
    check_cards(game)
    check_turn(game)
    check_totals(game)
    for h in game.hands:
        if h.score is not None:
            check_score(h)
    if game.is_over:
        assert game.winner is not None
        assert max(game.totals) >= game.ruleset.target
        assert game.totals[game.winner] > game.totals[1 - game.winner]


def check_refusal(game: Game, action: Any) -> None:
    """A refused action raises a typed error naming a clause and changes nothing."""
    before = game.snapshot()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.clause and info.value.reason
    assert game.snapshot() == before


def check_every_action(game: Game) -> None:
    """Every legal action is accepted (on a replayed copy); every other one is refused."""
    legal = game.legal_actions()
    for a in legal:
        copy = replay(game)
        assert copy.snapshot() == game.snapshot()
        copy.apply(a)
        assert copy.snapshot() != game.snapshot()
    legal_set = set(legal)
    for a in ALL_SEAT_ACTIONS:
        if a not in legal_set:
            check_refusal(game, a)
    if game.phase != "dealing":
        check_refusal(game, Deal(tuple(CARDS)))
    else:
        for order in BAD_ORDERS:
            before = game.snapshot()
            with pytest.raises(BadDeal):
                game.deal(order)
            assert game.snapshot() == before


# --- one hand at a time, every ruleset ----------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id.partition("+")[2] or "canonical")
@FAST
@given(order=ORDERS, dealer=st.integers(0, 3), data=st.data())
def test_hand_invariants(ruleset: Ruleset, order: list[int], dealer: int, data: st.DataObject) -> None:
    game = Game(ruleset, dealer)
    check_every_action(game)
    game.deal(order)
    deep = data.draw(st.integers(0, 40), label="step checked exhaustively")
    step = 0
    while game.hand.number == 1 and not game.is_over:
        check_all(game)
        if step == deep:
            check_every_action(game)
        legal = game.legal_actions()
        game.apply(legal[data.draw(st.integers(0, len(legal) - 1), label="action")])
        step += 1
    check_all(game)
    first = game.hands[0]
    assert first.void or first.score is not None
    assert replay(game).snapshot() == game.snapshot()


@FAST
@given(order=ORDERS, dealer=st.integers(0, 3))
def test_first_deal_and_completion_hold_every_card(order: list[int], dealer: int) -> None:
    # Before the take: 20 cards in hands, 1 turned, 11 undealt; after: 8 each.
    for rule in ("3-2", "2-3"):
        hands, turned = first_deal(order, dealer, rule)
        assert [len(h) for h in hands] == [5] * 4
        assert sorted([c for h in hands for c in h] + [turned] + list(order[21:])) == list(range(32))
        for taker in range(4):
            extra = completion_deal(order, dealer, taker)
            assert [len(hands[s]) + len(extra[s]) for s in range(4)] == [8] * 4
            assert sorted(c for s in range(4) for c in hands[s] + extra[s]) == list(range(32))
            assert extra[taker][0] == turned


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id.partition("+")[2] or "canonical")
@settings(max_examples=25, deadline=None)
@given(order=ORDERS, dealer=st.integers(0, 3), seed=st.integers(0, 2**32))
def test_playout_is_a_legal_hand(ruleset: Ruleset, order: list[int], dealer: int, seed: int) -> None:
    """``playout.random_hand`` plays legal cards from the dealt hands and scores 162/252."""
    p = random_hand(order, dealer, ruleset, random.Random(seed))
    if p.taker is None:
        assert p.score is None and p.tricks == ()
        return
    assert p.trump is not None and p.score is not None
    hands, _ = first_deal(order, dealer, ruleset.first_deal)
    extra = completion_deal(order, dealer, p.taker)
    holdings = [sum(1 << c for c in hands[s] + extra[s]) for s in range(4)]
    leader = (dealer + 1) & 3
    for trick, winner in zip(p.tricks, p.winners):
        for i, c in enumerate(trick):
            seat = (leader + i) & 3
            assert legal_mask(holdings[seat], trick[:i], p.trump, ruleset.undertrump == "required") >> c & 1
            holdings[seat] &= ~(1 << c)
        assert trick_winner(leader, trick, p.trump) == winner
        leader = winner
    assert holdings == [0, 0, 0, 0]
    s = p.score
    if s.capot is None:
        assert sum(s.card_points) + sum(s.last_trick) == 162
    else:
        assert s.totals[s.capot] - s.belote[s.capot] == 252


TIE_DECK = [  # the tricks of test_scoring.py; seat 0 wins T1 T4 T5 T8: 81 against 81
    int(c) for t in ("JH 7C 8C 9C", "9H 7D 8D 9D", "AH 7S 8S 9S", "10H JC JD JS",
                     "KH QH 8H 7H", "AC 10C KC QC", "AD 10D KD QD", "AS 10S KS QS")
    for c in parse_cards(t)
]


@settings(max_examples=150, deadline=None)
@example(deck=TIE_DECK, winners=[0, 1, 1, 0, 0, 1, 1, 0], trump=2, taker=0, belote_seat=None, tie="dispute")
@example(deck=TIE_DECK, winners=[0, 1, 1, 0, 0, 0, 1, 1], trump=2, taker=2, belote_seat=0, tie="dispute")
@example(deck=TIE_DECK, winners=[0, 1, 1, 0, 0, 0, 1, 1], trump=2, taker=1, belote_seat=0, tie="fail")
@given(
    deck=st.permutations(range(32)),
    winners=st.lists(st.integers(0, 3), min_size=8, max_size=8),
    trump=st.integers(0, 3),
    taker=st.integers(0, 3),
    belote_seat=st.sampled_from([None, 0, 1, 2, 3]),
    tie=st.sampled_from(["dispute", "fail"]),
)
def test_score_hand_decisions(
    deck: list[int], winners: list[int], trump: int, taker: int, belote_seat: int | None, tie: str
) -> None:
    """Decisions 14-20 on arbitrary tricks: 162 or 252, the contract test, made / failed /
    tied scores (SCORE-*)."""
    tricks = [deck[i:i + 4] for i in range(0, 32, 4)]
    s = score_hand(trump, taker, tricks, winners, belote_seat, tie)
    t, d = taker & 1, 1 - (taker & 1)
    belote = [0, 0]
    if belote_seat is not None:
        belote[belote_seat & 1] = 20
    assert s.belote == (belote[0], belote[1])
    if s.capot is None:
        assert sum(s.card_points) + sum(s.last_trick) == 162
        assert s.totals == tuple(s.card_points[i] + s.last_trick[i] + belote[i] for i in (0, 1))
    else:
        assert s.tricks_won[s.capot] == 8
        assert s.totals[s.capot] == 252 + belote[s.capot]
    if s.totals[t] > s.totals[d]:
        assert s.contract == "made" and s.scores == s.totals and s.disputed == 0
    elif s.totals[t] == s.totals[d] and tie == "dispute":
        event("tie")
        assert s.contract == "tied" and s.winner is None
        assert s.scores[d] == s.totals[d] and s.scores[t] == belote[t]
        assert s.disputed == s.totals[t] - belote[t]
    else:
        assert s.contract == "failed" and s.disputed == 0
        assert s.scores[t] == belote[t]
        assert s.scores[d] == (252 if s.capot == d else 162) + belote[d]


# --- whole matches: a stateful machine ----------------------------------------------------------
RULESET_OPTIONS = st.fixed_dictionaries(
    {name: st.sampled_from(choices) for name, choices in OPTION_CHOICES.items()}
    | {"target": st.sampled_from([1, 150, 400, 1000])}
)


class MatchMachine(RuleBasedStateMachine):
    """Whole matches: deal drawn orders, apply drawn legal actions, try drawn illegal ones.

    No rule has a precondition (each does what makes sense in every phase), so hypothesis
    never runs out of enabled rules; ``new_match`` starts a new match once one is over.
    """

    game: Game

    @initialize(
        options=RULESET_OPTIONS,
        dealer=st.integers(0, 3),
        totals=st.tuples(st.integers(0, 1100), st.integers(0, 1100)),
        disputed=st.sampled_from([0, 0, 81, 152]),
    )
    def start(self, options: dict[str, Any], dealer: int, totals: tuple[int, int], disputed: int) -> None:
        self.game = Game(make_ruleset(options), dealer, totals, disputed)

    @rule(order=ORDERS)
    def deal(self, order: list[int]) -> None:
        """Deal a drawn order while dealing; refused (and harmless) in any other phase."""
        if self.game.phase != "dealing":
            check_refusal(self.game, Deal(tuple(CARDS[c] for c in order)))
            return
        number = self.game.hand.number
        self.game.deal(order)
        assert self.game.phase == "bid_round_1"
        assert self.game.hand.number == number

    @rule(index=st.integers(0, 63))
    def act(self, index: int) -> None:
        """Apply a drawn legal action of the seat to act."""
        legal = self.game.legal_actions()
        if self.game.to_act is None:
            assert legal == []
            return
        self.game.apply(legal[index % len(legal)])

    @rule(index=st.integers(0, 63))
    def act_to_end_of_hand(self, index: int) -> None:
        """Play the hand in progress to its end (keeps matches short enough to finish)."""
        number = self.game.hand.number
        while self.game.to_act is not None and self.game.hand.number == number:
            legal = self.game.legal_actions()
            self.game.apply(legal[index % len(legal)])
            index = index * 7 + 3

    @rule(data=st.data())
    def try_any_action(self, data: st.DataObject) -> None:
        """A drawn action: accepted if legal, else refused with nothing changed."""
        action = data.draw(st.sampled_from(ALL_SEAT_ACTIONS))
        if action in self.game.legal_actions():
            self.game.apply(action)
        else:
            check_refusal(self.game, action)

    @rule(data=st.data())
    def try_near_miss(self, data: st.DataObject) -> None:
        """A drawn play or bid by the seat to act (any seat when none is) that is not legal."""
        seat = self.game.to_act
        legal = set(self.game.legal_actions())
        wrong = [a for a in ALL_SEAT_ACTIONS if (seat is None or a.seat == seat) and a not in legal]
        check_refusal(self.game, data.draw(st.sampled_from(wrong)))

    @rule()
    def replay_is_identical(self) -> None:
        assert replay(self.game).snapshot() == self.game.snapshot()

    @rule(options=RULESET_OPTIONS, dealer=st.integers(0, 3))
    def new_match(self, options: dict[str, Any], dealer: int) -> None:
        """Once the match is over, nothing more is accepted; start another one."""
        if not self.game.is_over:
            assert self.game.winner is None
            return
        check_refusal(self.game, Deal(tuple(CARDS)))
        self.game = Game(make_ruleset(options), dealer)

    @invariant()
    def game_invariants(self) -> None:
        check_all(self.game)
        event(f"phase {self.game.phase}")
        for h in self.game.hands:
            if h.score is not None:
                event(f"hand {h.score.contract}" + (" capot" if h.score.capot is not None else ""))
            if h.settlement is not None and h.settlement.resolved:
                event("dispute resolved")


MatchMachine.TestCase.settings = settings(
    max_examples=40, stateful_step_count=50, deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_match_machine = MatchMachine.TestCase
