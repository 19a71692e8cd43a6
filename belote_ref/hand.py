"""One hand: its record, public and hidden, and the one driver of its sequence (DEAL-*, BID-*,
PLAY-*, SCORE-*, ACTIONS-FORM).

A :class:`Hand` is changed only through its steps (:meth:`Hand.deal`, :meth:`Hand.bid`,
:meth:`Hand.complete_deal`, :meth:`Hand.play`, :meth:`Hand.score_tricks`). Each step validates the
action in full through the rules object before it changes anything, so a refused action leaves
the hand as it was, and answers the event it causes (``accept_take``, ``finish_tricks``, …),
which the state machine (:mod:`belote_ref.machine`) fires. Other modules read a hand through its
read-only accessors; :meth:`Hand.copy` gives an independent hand (perft, search, what-ifs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self, Sequence

from .actions import Action, Deal, Pass, Play, SeatAction, Take
from .bidding import bid_refusal_of
from .cards import CARDS, Card, Suit, cards_of, is_card
from .errors import AnnouncementNotAllowed, MalformedAction, WrongSeat
from .scoring import HandScore
from .seats import seats_text

if TYPE_CHECKING:
    from .match import Settlement
    from .rules import ProfileRules

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
_BIT: tuple[int, ...] = tuple(1 << c for c in range(32))
_ALL_CARDS = frozenset(range(32))

DEAL, BID, PLAY, OVER = "deal", "bid", "play", "over"
"""The stages of a hand: waiting for its deal, bidding, trick play, over (scored or void)."""


class Hand:
    """One hand of a match (see the module docstring).

    The team game drives its hands with this class; another profile's driver subclasses it and
    overrides hooks (:class:`belote_ref.profiles.acanomas.partial.PartialGame`). The turn order, the number
    of seats that play and every rule come from the rules object (``rules.turn``,
    ``rules.players``), so the driver is the same for any number of players.
    """

    VOID_EVENT = "void_hand"
    """The event of the last pass of round 2 (BID-ALL-PASS) in the profile's phase table."""

    __slots__ = (
        "rules", "number", "dealer", "_stage", "_order", "_holdings", "_turned", "_bid_round",
        "_bids_in_round", "_taker", "_trump", "_leader", "_trick", "_tricks", "_leaders", "_winners",
        "_belote_seat", "_actions", "_void", "_score", "_settlement", "_masks", "_masks_valid",
    )

    def __init__(self, rules: "ProfileRules", number: int, dealer: int) -> None:
        self.rules: Any = rules
        """The rules the hand is played under (a :class:`~belote_ref.rules.ProfileRules`)."""
        self.number = number
        self.dealer = dealer
        self._stage = DEAL
        self._order: tuple[Card, ...] = ()
        self._holdings: list[int] = [0] * rules.seats
        self._turned: Card | None = None
        self._bid_round = 1
        self._bids_in_round = 0
        self._taker: int | None = None
        self._trump: int | None = None
        self._leader = 0
        self._trick: list[int] = []
        self._tricks: list[tuple[int, ...]] = []
        self._leaders: list[int] = []
        self._winners: list[int] = []
        self._belote_seat: int | None = None
        self._actions: list[Any] = []
        """Every accepted action (a profile's hand driver may record its own kinds)."""
        self._void = False
        self._score: HandScore | None = None
        self._settlement: "Settlement | None" = None
        self._masks = (0, 0)
        self._masks_valid = False
        """:meth:`legal_play_masks` remembered for the current position (reset by every card played)."""

    @classmethod
    def open(cls, rules: "ProfileRules", ledger: Any, number: int, dealer: int) -> Self:
        """The hand ``number`` of a match whose state is ``ledger``, dealt by ``dealer`` (the
        state machine opens every hand this way; the team game's hands need nothing of the
        ledger)."""
        return cls(rules, number, dealer)

    def copy(self) -> Self:
        """An independent copy: acting on it leaves this hand unchanged."""
        other = self.__class__.__new__(self.__class__)
        for name in Hand.__slots__:
            setattr(other, name, getattr(self, name))
        other._holdings = list(self._holdings)
        other._trick = list(self._trick)
        other._tricks = list(self._tricks)
        other._leaders = list(self._leaders)
        other._winners = list(self._winners)
        other._actions = list(self._actions)
        return other

    # --- reading the hand ---------------------------------------------------------------------
    @property
    def stage(self) -> str:
        """``deal``, ``bid``, ``play`` or ``over``."""
        return self._stage

    @property
    def order(self) -> tuple[Card, ...]:
        """The card order it was dealt from (empty before the deal)."""
        return self._order

    @property
    def holdings(self) -> tuple[int, ...]:
        """Each seat's cards now, as 32-bit masks (hidden information)."""
        return tuple(self._holdings)

    def holding(self, seat: int) -> int:
        """The mask of the cards ``seat`` holds now."""
        return self._holdings[seat]

    @property
    def cards_held(self) -> tuple[int, ...]:
        """How many cards each seat holds (public)."""
        return tuple(m.bit_count() for m in self._holdings)

    @property
    def turned(self) -> Card | None:
        return self._turned

    @property
    def bid_round(self) -> int:
        return self._bid_round

    @property
    def bids_in_round(self) -> int:
        return self._bids_in_round

    @property
    def taker(self) -> int | None:
        return self._taker

    @property
    def trump(self) -> int | None:
        return self._trump

    @property
    def leader(self) -> int:
        """The leader of the trick in progress (of the next trick between two tricks)."""
        return self._leader

    @property
    def trick(self) -> tuple[int, ...]:
        """The cards of the trick in progress, leader first."""
        return tuple(self._trick)

    @property
    def tricks(self) -> tuple[tuple[int, ...], ...]:
        """The finished tricks' cards, leader first."""
        return tuple(self._tricks)

    @property
    def leaders(self) -> tuple[int, ...]:
        return tuple(self._leaders)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(self._winners)

    @property
    def belote_seat(self) -> int | None:
        """The seat whose belote counts: the one that announced it, or (automatic) the holder."""
        return self._belote_seat

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every accepted action of the hand, the deal first."""
        return tuple(self._actions)

    @property
    def void(self) -> bool:
        """Every seat passed twice (BID-ALL-PASS)."""
        return self._void

    @property
    def score(self) -> HandScore | None:
        """The hand's score once it is played (SCORE-*)."""
        return self._score

    @property
    def settlement(self) -> "Settlement | None":
        """The match totals and disputes after this hand (set by the match once it is scored)."""
        return self._settlement

    @property
    def to_act(self) -> int | None:
        """The one seat that may act now; None before the deal and once the hand is over."""
        stage = self._stage
        if stage == PLAY:
            return self.rules.turn[self._leader][len(self._trick)]
        if stage == BID:
            return self.rules.bidder(self.dealer, self._bids_in_round)
        return None

    def legal_play_masks(self) -> tuple[int, int]:
        """During trick play, the seat to act's legal cards and, among them, those it may also play
        with the belote announcement (PLAY-*, PLAY-BELOTE); ``(0, 0)`` at any other stage."""
        if self._stage != PLAY:
            return 0, 0
        if self._masks_valid:
            return self._masks
        return self._play_masks(self.rules.turn[self._leader][len(self._trick)])

    def _play_masks(self, seat: int) -> tuple[int, int]:
        """:meth:`legal_play_masks` of ``seat``, the seat to play, computed and remembered."""
        rules = self.rules
        hand = self._holdings[seat]
        trump = self._trump
        assert trump is not None
        mask = rules.play_obligation(hand, self._trick, trump)[1]
        masks = (mask, rules.belote_cards(hand, trump) & mask if rules.belote_announced else 0)
        self._masks, self._masks_valid = masks, True
        return masks

    def legal_actions(self) -> list[SeatAction]:
        """The legal actions of the seat to act, sorted; empty when no seat acts. A card that may
        carry the belote announcement is listed twice: plain, then announced (PLAY-BELOTE)."""
        stage = self._stage
        if stage == PLAY:
            seat = self.rules.turn[self._leader][len(self._trick)]
            mask, announce = self._masks if self._masks_valid else self._play_masks(seat)
            by_suit = _PLAYS_BY_SUIT[seat]
            out: list[SeatAction] = [
                *by_suit[0][mask & 255], *by_suit[1][mask >> 8 & 255],
                *by_suit[2][mask >> 16 & 255], *by_suit[3][mask >> 24],
            ]
            if announce:
                for c in cards_of(announce):
                    out.insert(out.index(_PLAYS[0][seat][c]) + 1, _PLAYS[1][seat][c])
            return out
        if stage == BID:
            assert self._turned is not None
            seat = self.rules.bidder(self.dealer, self._bids_in_round)
            return list(self.rules.bid_obligation(seat, self._bid_round, self._turned >> 3)[1])
        return []

    def legal_cards(self) -> list[Card]:
        """The cards the seat to act may play (trick play), else empty."""
        if self._stage != PLAY:
            return []
        seat = self.rules.turn[self._leader][len(self._trick)]
        assert self._trump is not None
        return cards_of(self.rules.play_obligation(self._holdings[seat], self._trick, self._trump)[1])

    def snapshot(self) -> tuple[Any, ...]:
        """A value equal for two hands in the same state (used to prove refusals change nothing)."""
        return (
            self.number, self.dealer, self._stage, self._order, tuple(self._holdings), self._turned,
            self._bid_round, self._bids_in_round, self._taker, self._trump, self._leader, tuple(self._trick),
            tuple(self._tricks), tuple(self._leaders), tuple(self._winners), self._belote_seat,
            tuple(self._actions), self._void, self._score, self._settlement,
        )

    # --- the steps ------------------------------------------------------------------------------
    def deal(self, action: Deal) -> str:
        """Chance: deal the first cards from the action's order and turn a card (DEAL-ORDER,
        DEAL-FIRST). Answers ``start_bidding``."""
        order = _checked_order(self.rules, action.order)
        hands, turned = self.rules.first_deal(order, self.dealer)
        bit = _BIT.__getitem__
        self._order = order
        self._holdings = [sum(map(bit, cards)) for cards in hands]
        self._turned = turned
        self._actions.append(action if action.order is order else Deal(order))
        self._stage = BID
        return "start_bidding"

    def bid(self, action: Pass | Take) -> str | None:
        """A pass or a take by the seat to bid (BID-*). Answers ``accept_take`` after a take,
        ``open_round_two`` or ``void_hand`` after the last pass of a round, else None."""
        rules = self.rules
        turned = self._turned
        assert turned is not None
        seat = action.seat
        if type(seat) is not int or not 0 <= seat < rules.seats:
            raise MalformedAction(f"seat must be {seats_text(rules.seats)}, not {seat!r}", action=action)
        if type(action) is Take:
            if isinstance(action.suit, bool) or action.suit not in (0, 1, 2, 3):
                raise MalformedAction(f"not a suit: {action.suit!r}", action=action)
            if type(action.suit) is not Suit:
                action = Take(seat, Suit(action.suit))
        refused = bid_refusal_of(
            rules.bid_obligation, action, rules.bidder(self.dealer, self._bids_in_round), self._bid_round, turned >> 3
        )
        if refused is not None:
            raise refused
        self._actions.append(action)
        if type(action) is Take:
            self._taker = seat
            self._trump = int(action.suit)
            return "accept_take"
        self._bids_in_round += 1
        if self._bids_in_round < rules.players:
            return None
        if self._bid_round == 1:
            self._bid_round = 2
            self._bids_in_round = 0
            return "open_round_two"
        self._void = True
        self._stage = OVER
        return self.VOID_EVENT

    def complete_deal(self) -> str:
        """The taker receives the turned card and the rest of the order is dealt
        (DEAL-COMPLETION); the belote holder is fixed under automatic belote (PLAY-BELOTE); the
        first leader is given the lead (PLAY-TURN). Answers ``start_tricks``."""
        rules = self.rules
        assert self._taker is not None and self._trump is not None
        extra = rules.completion_deal(self._order, self.dealer, self._taker)
        bit = _BIT.__getitem__
        self._holdings = [held | sum(map(bit, cards)) for held, cards in zip(self._holdings, extra)]
        self._belote_seat = rules.deal_belote(self._holdings, self._trump)
        self._leader = rules.first_leader(self.dealer)
        self._stage = PLAY
        return "start_tricks"

    def play(self, action: Play) -> str | None:
        """A card by the seat to play (PLAY-*). Answers ``finish_tricks`` after the last card of
        the last trick, else None."""
        rules = self.rules
        seat = action.seat
        c = action.card
        belote = action.belote
        if type(c) is not Card and not is_card(c):
            raise MalformedAction(f"not a card: {c!r}", action=action)
        if type(seat) is not int or not 0 <= seat < rules.seats:
            raise MalformedAction(f"seat must be {seats_text(rules.seats)}, not {seat!r}", action=action)
        trick = self._trick
        to_act = rules.turn[self._leader][len(trick)]
        if seat != to_act:
            raise WrongSeat(f"seat {seat} played out of turn: seat {to_act} is to play", action=action)
        trump = self._trump
        assert trump is not None
        hand = self._holdings[seat]
        allowed = self._masks[0] if self._masks_valid else rules.play_obligation(hand, trick, trump)[1]
        if not allowed >> c & 1:
            err = rules.play_refusal(hand, trick, trump, c)
            assert err is not None, "the obligation refuses the card, so its refusal names a clause"
            err.action = action
            raise err
        if belote:
            if not rules.belote_announced:
                raise AnnouncementNotAllowed(
                    "belote is scored automatically under this ruleset: it is not announced", action=action
                )
            if not rules.belote_cards(hand, trump) >> c & 1:
                raise AnnouncementNotAllowed(
                    "belote may only be announced with the first of the trump king and queen, by the seat "
                    f"holding both; not with {CARDS[c]}",
                    action=action,
                )
            self._belote_seat = seat
        # -- the action is legal: apply it (recorded as the shared instance when the flag is a bool)
        self._actions.append(_PLAYS[belote][seat][c] if type(belote) is bool else Play(seat, CARDS[c], belote))
        self._masks_valid = False
        self._holdings[seat] = hand & ~(1 << c)
        trick.append(c)
        if len(trick) < rules.players:
            return None
        winner = rules.trick_winner(self._leader, trick, trump)
        self._tricks.append(tuple(trick))
        self._leaders.append(self._leader)
        self._winners.append(winner)
        self._trick = []
        self._leader = winner
        if self._holdings[winner]:
            return None
        self._stage = OVER
        return "finish_tricks"

    def score_tricks(self) -> HandScore:
        """Score the played hand (SCORE-*) (a hand of the team game: its rules score hands)."""
        assert self._trump is not None and self._taker is not None
        self._score = self.rules.score_hand(
            self._trump, self._taker, self._tricks, self._winners, self._belote_seat
        )
        return self._score

    def settle(self, settlement: "Settlement") -> None:
        """Record the match totals and disputes after this hand (SCORE-DISPUTE, MATCH-END)."""
        self._settlement = settlement


def _checked_order(rules: "ProfileRules", order: Sequence[object]) -> tuple[Card, ...]:
    """The order as cards, checked by the rules (DEAL-ORDER); a fast path for the usual 32
    distinct :class:`Card` values, the full check (and its precise error) otherwise."""
    if len(order) == 32 and set(map(type, order)) == {Card} and _ALL_CARDS.issubset(order):
        return tuple(order)  # type: ignore[arg-type]
    return rules.check_order(order)
