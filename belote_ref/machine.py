"""The game as an explicit finite-state machine over the rules core (MATCH-PHASES).

Phases: ``dealing`` -> ``bid_round_1`` -> ``bid_round_2`` -> ``completion_deal`` -> ``tricks``
-> ``scoring`` -> ``dealing`` (next hand) or ``match_over``. A void hand goes from
``bid_round_2`` back to ``dealing``. ``completion_deal`` and ``scoring`` need no input: the
machine passes through them at once.

The machine (``transitions``) only moves between phases. Every action is fully validated by
the pure rules core before anything changes, so a refused action leaves the game untouched.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from transitions import Machine

from . import bidding, play
from .actions import SPECIAL_CONTRACTS, Action, Coinche, Deal, Declare, Pass, Play, SeatAction, Take
from .cards import CARDS, Card, Suit, cards_of
from .deal import check_order, completion_deal, first_deal
from .errors import AnnouncementNotAllowed, DisabledFeature, MalformedAction, WrongPhase, WrongSeat
from .match import Settlement, match_winner, next_dealer, settle
from .ruleset import CANONICAL, Ruleset
from .scoring import HandScore, score_hand

PHASES: list[str] = [
    "dealing",
    "bid_round_1",
    "bid_round_2",
    "completion_deal",
    "tricks",
    "scoring",
    "match_over",
]
TRANSITIONS: list[dict[str, Any]] = [
    {"trigger": "start_bidding", "source": "dealing", "dest": "bid_round_1"},
    {"trigger": "open_round_two", "source": "bid_round_1", "dest": "bid_round_2"},
    {"trigger": "accept_take", "source": ["bid_round_1", "bid_round_2"], "dest": "completion_deal"},
    {"trigger": "void_hand", "source": "bid_round_2", "dest": "dealing"},
    {"trigger": "start_tricks", "source": "completion_deal", "dest": "tricks"},
    {"trigger": "finish_tricks", "source": "tricks", "dest": "scoring"},
    {"trigger": "next_hand", "source": "scoring", "dest": "dealing"},
    {"trigger": "end_match", "source": "scoring", "dest": "match_over"},
]
BIDDING_PHASES = ("bid_round_1", "bid_round_2")

_PLAYS: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    tuple(tuple(Play(seat, c, belote) for c in CARDS) for seat in range(4)) for belote in (False, True)
)
"""_PLAYS[belote][seat][card]: every possible card play, built once (plays are immutable)."""
_PLAYS_BY_SUIT: tuple[tuple[tuple[tuple[Play, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(tuple(_PLAYS[0][seat][suit * 8 + r] for r in range(8) if byte >> r & 1) for byte in range(256))
        for suit in range(4)
    )
    for seat in range(4)
)
"""_PLAYS_BY_SUIT[seat][suit][byte]: the plays (no announcement) of the cards of ``suit`` whose
ranks are the bits of ``byte``, in card order."""
_LEGAL_BIDS: tuple[tuple[tuple[tuple[Pass | Take, ...], ...], ...], ...] = tuple(
    tuple(tuple(tuple(bidding.legal_bids(seat, r, turned)) for turned in range(4)) for seat in range(4))
    for r in (1, 2)
)
"""_LEGAL_BIDS[round - 1][seat][turned suit]: :func:`belote_ref.bidding.legal_bids`, built once."""
_BIT: tuple[int, ...] = tuple(1 << c for c in range(32))
_ALL_CARDS = frozenset(range(32))


def _recorded_play(seat: int, c: int, belote: bool) -> Play:
    """The play as the hand records it: the shared instance when seat and flag are plain
    ``int`` and ``bool``, else a new play keeping the values as given."""
    if type(seat) is int and type(belote) is bool:
        return _PLAYS[belote][seat][c]
    return Play(seat, CARDS[c], belote)


def _checked_order(order: Sequence[object]) -> tuple[Card, ...]:
    """The order as cards, checked as :func:`belote_ref.deal.check_order` does (DEAL-ORDER); a
    fast path for the usual 32 distinct :class:`Card` values, the full check (and its precise
    error) otherwise."""
    if len(order) == 32 and set(map(type, order)) == {Card} and _ALL_CARDS.issubset(order):
        return tuple(order)  # type: ignore[arg-type]
    return check_order(order)


def build_machine(model: Any, machine_class: type[Machine] = Machine, initial: str = "dealing", **kwargs: Any) -> Machine:
    """Bind the phase machine to ``model`` (also used to draw the diagram in spec/)."""
    return machine_class(
        model=model,
        states=PHASES,
        transitions=TRANSITIONS,
        initial=initial,
        auto_transitions=False,
        **kwargs,
    )


@dataclass
class HandState:
    """Everything about one hand, public and hidden. Mutated only by :class:`Game`."""

    number: int
    dealer: int
    order: tuple[Card, ...] = ()
    holdings: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """Each seat's cards, as a 32-bit mask."""
    turned: Card | None = None
    bid_round: int = 1
    bids_in_round: int = 0
    taker: int | None = None
    trump: int | None = None
    leader: int = 0
    trick: list[int] = field(default_factory=list)
    """Cards of the trick in progress, leader first."""
    tricks: list[tuple[int, ...]] = field(default_factory=list)
    leaders: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    belote_seat: int | None = None
    """Seat whose belote counts: the one that announced it, or (automatic) the holder."""
    actions: list[Action] = field(default_factory=list)
    void: bool = False
    score: HandScore | None = None
    settlement: Settlement | None = None

    def snapshot(self) -> tuple[Any, ...]:
        return (
            self.number, self.dealer, self.order, tuple(self.holdings), self.turned, self.bid_round,
            self.bids_in_round, self.taker, self.trump, self.leader, tuple(self.trick),
            tuple(self.tricks), tuple(self.leaders), tuple(self.winners), self.belote_seat,
            tuple(self.actions), self.void, self.score, self.settlement,
        )


class Game:
    """A match of classic team Belote, from a first dealer to the target (or a single hand
    carried in with match totals and disputed points).

    Small API: :attr:`phase`, :attr:`to_act`, :meth:`legal_actions`, :meth:`apply`,
    :meth:`deal`, :meth:`view`. Chance is explicit: each hand begins with :meth:`deal` and a
    32-card order.
    """

    # Written onto the model by transitions: the phase and one method per trigger.
    state: str
    start_bidding: Callable[[], bool]
    open_round_two: Callable[[], bool]
    accept_take: Callable[[], bool]
    void_hand: Callable[[], bool]
    start_tricks: Callable[[], bool]
    finish_tricks: Callable[[], bool]
    next_hand: Callable[[], bool]
    end_match: Callable[[], bool]

    def __init__(
        self,
        ruleset: Ruleset = CANONICAL,
        first_dealer: int = 0,
        totals: tuple[int, int] = (0, 0),
        disputed: int = 0,
    ) -> None:
        if first_dealer not in (0, 1, 2, 3):
            raise ValueError(f"first dealer must be seat 0, 1, 2 or 3, not {first_dealer!r}")
        self.ruleset = ruleset
        self.first_dealer = first_dealer
        self.totals: tuple[int, int] = (int(totals[0]), int(totals[1]))
        self.disputed = int(disputed)
        self.initial_totals = self.totals
        self.initial_disputed = self.disputed
        self.winner: int | None = None
        self.hands: list[HandState] = [HandState(1, first_dealer)]
        self.machine = build_machine(self)

    # --- reading the game -----------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.state

    @property
    def hand(self) -> HandState:
        """The hand in progress (or the last one, once the match is over)."""
        return self.hands[-1]

    @property
    def dealer(self) -> int:
        return self.hands[-1].dealer

    @property
    def to_act(self) -> int | None:
        """The one seat that may act now; None while dealing (chance) or once the match is over."""
        state = self.state
        h = self.hands[-1]
        if state == "tricks":
            return (h.leader + len(h.trick)) & 3
        if state in BIDDING_PHASES:
            return bidding.bidder(h.dealer, h.bids_in_round)
        return None

    def holding(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now (hidden information: see :meth:`view`)."""
        return cards_of(self.hands[-1].holdings[seat])

    def legal_actions(self) -> list[SeatAction]:
        """The legal actions of the seat to act, sorted; empty while dealing or when over."""
        state = self.state
        h = self.hands[-1]
        if state == "tricks":
            seat = (h.leader + len(h.trick)) & 3
            hand = h.holdings[seat]
            trump = h.trump
            assert trump is not None
            mask = play.legal_mask(hand, h.trick, trump, self.ruleset.undertrump == "required")
            by_suit = _PLAYS_BY_SUIT[seat]
            out: list[SeatAction] = [
                *by_suit[0][mask & 255], *by_suit[1][mask >> 8 & 255],
                *by_suit[2][mask >> 16 & 255], *by_suit[3][mask >> 24],
            ]
            # the belote announcement is a second action on the first trump K or Q (PLAY-BELOTE)
            pair = play.BELOTE_PAIRS[trump]
            if mask & pair and self.ruleset.belote == "announced":
                for c in cards_of(mask & pair):
                    if play.may_announce_belote(hand, c, trump):
                        out.insert(out.index(_PLAYS[0][seat][c]) + 1, _PLAYS[1][seat][c])
            return out
        if state in BIDDING_PHASES:
            assert h.turned is not None
            return list(_LEGAL_BIDS[h.bid_round - 1][bidding.bidder(h.dealer, h.bids_in_round)][h.turned >> 3])
        return []

    def legal_cards(self) -> list[Card]:
        """The cards the seat to act may play (tricks phase), else empty."""
        if self.state != "tricks":
            return []
        h = self.hands[-1]
        seat = (h.leader + len(h.trick)) & 3
        assert h.trump is not None
        return cards_of(play.legal_mask(h.holdings[seat], h.trick, h.trump, self.ruleset.undertrump == "required"))

    def view(self, seat: int) -> Any:
        """What ``seat`` may see (VIEW-SEAT); see :mod:`belote_ref.view`."""
        from .view import seat_view

        return seat_view(self, seat)

    def snapshot(self) -> tuple[Any, ...]:
        """A value equal for two games in the same state (used to prove refusals change nothing)."""
        return (self.state, self.totals, self.disputed, self.winner, len(self.hands), self.hands[-1].snapshot())

    @property
    def is_over(self) -> bool:
        return self.state == "match_over"

    # --- acting ---------------------------------------------------------------------------
    def deal(self, order: Sequence[int]) -> None:
        """Chance: deal a hand from this 32-card order (DEAL-ORDER)."""
        self.apply(Deal(tuple(order)))  # type: ignore[arg-type]

    def apply(self, action: Action) -> None:
        """Apply one action, or raise a typed :class:`~belote_ref.errors.IllegalAction` and
        change nothing."""
        state = self.state
        kind = type(action)
        if kind is Play:
            if state != "tricks":
                raise WrongPhase(f"no card may be played during {_phase_name(state)}", action=action)
            self._play(action)  # type: ignore[arg-type]
        elif kind is Pass or kind is Take:
            if kind is Take and isinstance(action.suit, str) and action.suit in SPECIAL_CONTRACTS:  # type: ignore[union-attr]
                bidding.check_disabled(action)  # type: ignore[arg-type]
            if state not in BIDDING_PHASES:
                raise WrongPhase(f"no bid may be made during {_phase_name(state)}", action=action)
            self._bid(action)  # type: ignore[arg-type]
        elif kind is Deal:
            if state != "dealing":
                raise WrongPhase(f"cards may not be dealt during {_phase_name(state)}", action=action)
            self._deal(action)  # type: ignore[arg-type]
        elif kind is Coinche or kind is Declare:
            bidding.check_disabled(action)  # type: ignore[arg-type]
        else:
            raise MalformedAction(f"not an action: {action!r}", action=action)

    # --- phase work -----------------------------------------------------------------------
    def _deal(self, action: Deal) -> None:
        order = _checked_order(action.order)
        h = self.hands[-1]
        hands, turned = first_deal(order, h.dealer, self.ruleset.first_deal)
        h.order = order
        bit = _BIT.__getitem__
        h.holdings = [sum(map(bit, cards)) for cards in hands]
        h.turned = turned
        h.actions.append(action if action.order is order else Deal(order))
        self.start_bidding()

    def _bid(self, action: Pass | Take) -> None:
        h = self.hands[-1]
        assert h.turned is not None
        seat = action.seat
        if type(seat) is not int or not 0 <= seat <= 3:
            raise MalformedAction(f"seat must be 0, 1, 2 or 3, not {seat!r}", action=action)
        if type(action) is Take:
            if isinstance(action.suit, bool) or action.suit not in (0, 1, 2, 3):
                raise MalformedAction(f"not a suit: {action.suit!r}", action=action)
            if type(action.suit) is not Suit:
                action = Take(seat, Suit(action.suit))
        bidding.check_bid(action, bidding.bidder(h.dealer, h.bids_in_round), h.bid_round, h.turned >> 3)
        h.actions.append(action)
        if type(action) is Take:
            h.taker = seat
            h.trump = int(action.suit)
            self.accept_take()
            self._complete_deal()
            return
        h.bids_in_round += 1
        if h.bids_in_round < 4:
            return
        if h.bid_round == 1:
            h.bid_round = 2
            h.bids_in_round = 0
            self.open_round_two()
            return
        h.void = True
        self.void_hand()
        self.hands.append(HandState(h.number + 1, next_dealer(h.dealer, True, self.ruleset.all_pass)))

    def _complete_deal(self) -> None:
        h = self.hands[-1]
        assert h.taker is not None and h.trump is not None
        extra = completion_deal(h.order, h.dealer, h.taker)
        bit = _BIT.__getitem__
        h.holdings = [held | sum(map(bit, cards)) for held, cards in zip(h.holdings, extra)]
        if self.ruleset.belote == "automatic":
            pair = play.belote_pair_mask(h.trump)
            for seat in range(4):
                if h.holdings[seat] & pair == pair:
                    h.belote_seat = seat
        h.leader = play.first_leader(h.dealer)
        self.start_tricks()

    def _play(self, action: Play) -> None:
        h = self.hands[-1]
        trump = h.trump
        assert trump is not None
        seat = action.seat
        to_act = (h.leader + len(h.trick)) & 3
        c = action.card
        if type(c) is not Card and (not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < 32):
            raise MalformedAction(f"not a card: {c!r}", action=action)
        if type(seat) is not int or not 0 <= seat <= 3:
            raise MalformedAction(f"seat must be 0, 1, 2 or 3, not {seat!r}", action=action)
        if seat != to_act:
            raise WrongSeat(f"seat {seat} played out of turn: seat {to_act} is to play", action=action)
        hand = h.holdings[seat]
        undertrump_required = self.ruleset.undertrump == "required"
        if not play.legal_mask(hand, h.trick, trump, undertrump_required) >> c & 1:
            err = play.refusal(hand, h.trick, trump, c, undertrump_required)
            assert err is not None
            err.action = action
            raise err
        if action.belote:
            if self.ruleset.belote != "announced":
                raise AnnouncementNotAllowed(
                    "belote is scored automatically under this ruleset: it is not announced", action=action
                )
            if not play.may_announce_belote(hand, c, trump):
                raise AnnouncementNotAllowed(
                    f"belote may only be announced with the first of the trump king and queen, by the seat holding both; not with {CARDS[c]}",
                    action=action,
                )
            h.belote_seat = seat
        # -- the action is legal: apply it
        h.actions.append(_recorded_play(seat, c, action.belote))
        h.holdings[seat] = hand & ~(1 << c)
        h.trick.append(c)
        if len(h.trick) < 4:
            return
        winner = play.trick_winner(h.leader, h.trick, trump)
        h.tricks.append(tuple(h.trick))
        h.leaders.append(h.leader)
        h.winners.append(winner)
        h.trick = []
        h.leader = winner
        if len(h.tricks) == 8:
            self._score()

    def _score(self) -> None:
        h = self.hands[-1]
        assert h.trump is not None and h.taker is not None
        self.finish_tricks()
        h.score = score_hand(h.trump, h.taker, h.tricks, h.winners, h.belote_seat, self.ruleset.tie)
        h.settlement = settle(self.totals, self.disputed, h.score)
        self.totals = h.settlement.totals
        self.disputed = h.settlement.disputed
        self.winner = match_winner(self.totals, self.ruleset.target)
        if self.winner is not None:
            self.end_match()
        else:
            self.next_hand()
            self.hands.append(HandState(h.number + 1, next_dealer(h.dealer, False, self.ruleset.all_pass)))


_PHASE_NAMES = {
    "dealing": "the deal",
    "bid_round_1": "bidding round 1",
    "bid_round_2": "bidding round 2",
    "completion_deal": "the completion deal",
    "tricks": "trick play",
    "scoring": "scoring",
    "match_over": "the end of the match (the match is over)",
}


def _phase_name(state: str) -> str:
    return _PHASE_NAMES.get(state, state)
