"""One partial game («juego parcial») of profile belote-acanomas: the hand driver
:class:`PartialGame`, a subclass of the shared :class:`belote_ref.hand.Hand`.

The shared driver deals, bids and plays tricks for any number of players (the turn order, the
number of players, the deal and every obligation come from the rules object, bound to the seats
still in the match). This driver adds what the older game has: the turned last card of the
stock, the trump-7 exchange (ACA-DEAL-EXCHANGE), the announcement step of trick 1
(ACA-COMB-ANNOUNCE), the verdicts and the shows at its end (ACA-COMB-VERDICT, ACA-COMB-SHOW),
«he terminado» (ACA-CLAIM-*), the refusal of a seat that has left (ACA-CLAIM-ELIMINATION), and
the facts its score is made of (ACA-SCORE-ITEMS). Like the shared driver, each step validates
the action in full through the rules object before anything changes, and answers the event of
the phase table (:data:`belote_ref.profiles.acanomas.phases.ACANOMAS_PHASES`) it causes.
"""

from __future__ import annotations

from typing import Any, Self, Sequence

from .actions import Announce, Claim, Exchange
from .claims import ClaimBar, ClaimOutcome, claim_refusal
from .combinations import ACEPTADA, Combination, Verdict, canonical, combination_fault, meets_trick_condition, shown_cards
from .deal import trump_seven
from .scoring import PartialScore, SideFacts
from ...actions import Pass, Play
from ...cards import CARDS, Card, is_card
from ...errors import AnnouncementOutOfStep, CannotExchange, MalformedAction, SeatOut, WrongSeat
from ...hand import OVER, PLAY, Hand
from ...play import BELOTE_PAIRS
from ...seats import seats_text

EXCHANGE = "exchange"
"""The stage of the trump-7 exchange step (ACA-DEAL-EXCHANGE)."""
_HAND_TO_ACT = Hand.to_act.fget  # type: ignore[attr-defined]
_HAND_LEGAL_ACTIONS = Hand.legal_actions
_HAND_PLAY = Hand.play
_CLAIMS = tuple(Claim(seat) for seat in range(4))
"""The claim of each seat (one shared instance each, as the team game's plays)."""
"""The shared driver's seat to act (the exchange step aside)."""


class PartialGame(Hand):
    """A partial game of profile belote-acanomas (see the module docstring). ``banked`` are the
    match totals per side before it (a claim counts them: ACA-CLAIM-COUNT); ``barred`` the sides
    that claimed wrongly and stayed (ACA-CLAIM-WRONG)."""

    VOID_EVENT = "void_game"

    __slots__ = (
        "banked", "barred", "_face_up", "_last_card", "_answers", "_exchange", "_announced", "_verdicts", "_shown",
        "_claim", "_counting",
    )

    def __init__(
        self, rules: Any, number: int, dealer: int, banked: Sequence[int] = (), barred: frozenset[int] = frozenset()
    ) -> None:
        super().__init__(rules, number, dealer)
        self.banked: tuple[int, ...] = tuple(banked)
        self.barred: frozenset[int] = frozenset(barred)
        self._face_up: Card | None = None
        self._last_card: Card | None = None
        self._answers = 0
        self._exchange: tuple[int, Card] | None = None
        self._announced: dict[int, tuple[Combination, ...]] = {}
        self._verdicts: tuple[Verdict, ...] = ()
        self._shown: dict[int, int] = {}
        self._claim: ClaimOutcome | None = None
        self._counting: frozenset[int] = frozenset()
        """The sides that have won a trick holding a counting card (ACA-COMB-TRICK)."""

    @classmethod
    def open(cls, rules: Any, ledger: Any, number: int, dealer: int) -> Self:
        """The partial game ``number`` of a match whose state is ``ledger``: played by the seats
        still in the match, under the rules for them (ACA-CLAIM-ELIMINATION)."""
        return cls(rules.with_players(ledger.in_play), number, dealer, ledger.totals, ledger.barred)

    def copy(self) -> Self:
        other = super().copy()
        for name in PartialGame.__slots__:
            setattr(other, name, getattr(self, name))
        other._announced = dict(self._announced)
        other._shown = dict(self._shown)
        return other

    def snapshot(self) -> tuple[Any, ...]:
        return super().snapshot() + (
            self.banked, self.barred, self._face_up, self._last_card, self._answers, self._exchange,
            tuple(self._announced.items()), self._verdicts, tuple(self._shown.items()), self._claim, self._counting,
        )

    # --- reading the partial game ------------------------------------------------------------------
    @property
    def players(self) -> int:
        """How many players play this partial game (ACA-SEATS-PLAYERS)."""
        return int(self.rules.players)

    @property
    def in_play(self) -> tuple[int, ...]:
        """The seats that play it."""
        return tuple(self.rules.in_play)

    @property
    def mano(self) -> int:
        """The first seat after the dealer in play (ACA-SEATS-ORDER)."""
        return int(self.rules.first_leader(self.dealer))

    @property
    def face_up(self) -> Card | None:
        """The card face up beside the stock: the turned card, or after an exchange the trump 7
        (ACA-DEAL-TURNED, ACA-DEAL-EXCHANGE); the turned card before the completion deal."""
        return self._face_up if self._face_up is not None else self._turned

    @property
    def last_card(self) -> Card | None:
        """The last card of the stock, turned face up after the completion deal (2-3 players)."""
        return self._last_card

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, its last card included (hidden information, but the last card once turned)
        (ACA-DEAL-STOCK)."""
        return tuple(self.rules.stock(self._order)) if self._order else ()

    @property
    def exchange(self) -> tuple[int, Card] | None:
        """(the seat that exchanged the trump 7, the card it received), if one did."""
        return self._exchange

    @property
    def exchange_answers(self) -> int:
        return self._answers

    @property
    def announcements(self) -> tuple[tuple[int, tuple[Combination, ...]], ...]:
        """Each answer to the announcement step, in the order made (ACA-COMB-ANNOUNCE)."""
        return tuple(self._announced.items())

    @property
    def verdicts(self) -> tuple[Verdict, ...]:
        """The verdicts, once trick 1 is over (ACA-COMB-VERDICT)."""
        return self._verdicts

    @property
    def shown(self) -> dict[int, int]:
        """Seat -> the mask of the cards it showed at the end of trick 1 (ACA-COMB-SHOW)."""
        return dict(self._shown)

    @property
    def claim(self) -> ClaimOutcome | None:
        """The claim that stopped this partial game, if any (ACA-CLAIM-*)."""
        return self._claim

    @property
    def to_act(self) -> int | None:
        if self._stage == EXCHANGE:
            return int(self.rules.turn[self.mano][self._answers])
        return _HAND_TO_ACT(self)

    def announcement_due(self) -> bool:
        """In trick 1, the seat to act has not answered the announcement step yet."""
        return self._stage == PLAY and not self._tricks and self.to_act not in self._announced

    def legal_actions(self) -> list[Any]:
        """The legal actions of the seat to act, in the order of ACA-ACTIONS-FORM: in the
        exchange step the pass, then the exchange; in trick 1 before his card, one announcement
        per subset of his held combinations; else his legal cards, then the claim if allowed."""
        stage = self._stage
        rules = self.rules
        if stage == EXCHANGE:
            seat = self.to_act
            assert seat is not None and self._trump is not None
            answers: list[Any] = [Pass(seat)]
            if self._holdings[seat] >> trump_seven(self._trump) & 1:
                answers.append(Exchange(seat))
            return answers
        if stage == PLAY:
            seat = rules.turn[self._leader][len(self._trick)]
            if not self._tricks and seat not in self._announced:
                return [Announce(seat, said) for said in rules.legal_announcements(self._holdings[seat])]
            out: list[Any] = _HAND_LEGAL_ACTIONS(self)
            if self.claim_bar(seat) is None:
                out.append(_CLAIMS[seat])
            return out
        return _HAND_LEGAL_ACTIONS(self)

    # --- the steps -----------------------------------------------------------------------------------
    def _seat_refusal(self, action: Any, refused: WrongSeat) -> WrongSeat:
        """A seat that has left the match is refused as such (ACA-CLAIM-ELIMINATION), any other
        seat not to act as ``refused`` says."""
        seat = action.seat
        if type(seat) is int and 0 <= seat < self.rules.seats and seat not in self.rules.in_play:
            return SeatOut(f"seat {seat} has left the match: it may not act", action=action)
        return refused

    def _check_seat(self, action: Any, verb: str, clause: str) -> int:
        """The seat of ``action`` if it is the seat to act; else the refusal (malformed, left the
        match, or out of turn under ``clause``)."""
        seat = action.seat
        rules = self.rules
        if type(seat) is not int or not 0 <= seat < rules.seats:
            raise MalformedAction(f"seat must be {seats_text(rules.seats)}, not {seat!r}", action=action)
        to_act = self.to_act
        if seat != to_act:
            raise self._seat_refusal(action, WrongSeat(
                f"seat {seat} {verb} out of turn: seat {to_act} is to act", clause=clause, action=action))
        return seat

    def bid(self, action: Any) -> str | None:
        try:
            return super().bid(action)
        except WrongSeat as refused:
            raise self._seat_refusal(action, refused) from None

    def complete_deal(self) -> str:
        """The completion deal (nobody takes the turned card at 2-3 players: ACA-DEAL-TURNED) and
        the turn of the last stock card (ACA-DEAL-STOCK); then the trump-7 exchange step if it
        opens (ACA-DEAL-EXCHANGE). Answers ``open_exchange`` or ``start_play``."""
        super().complete_deal()
        rules = self.rules
        assert self._trump is not None and self._turned is not None
        self._face_up = self._turned
        self._last_card = rules.last_card(self._order)
        if rules.exchange_open(self._trump, self._turned, self._last_card):
            self._stage = EXCHANGE
            return "open_exchange"
        return "start_play"

    def answer_exchange(self, action: Pass | Exchange) -> str | None:
        """A seat's answer to the exchange step, in turn from the mano: ``pass``, or ``exchange``
        by the holder of the trump 7, who takes the turned card and leaves the 7 face up
        (ACA-DEAL-EXCHANGE). Answers ``start_play`` after the last answer; the belote holder of
        ``belote=automatic`` is fixed then (ACA-COMB-BELOTE)."""
        seat = self._check_seat(action, "answered the exchange", "ACA-DEAL-EXCHANGE")
        trump = self._trump
        assert trump is not None
        if type(action) is Exchange:
            seven = trump_seven(trump)
            if not self._holdings[seat] >> seven & 1:
                raise CannotExchange(
                    f"seat {seat} does not hold the trump 7 ({CARDS[seven]}): only its holder may exchange it",
                    action=action,
                )
            turned = self.face_up
            assert turned is not None
            self._holdings[seat] = self._holdings[seat] & ~(1 << seven) | 1 << turned
            self._exchange = (seat, turned)
            self._face_up = CARDS[seven]
        self._actions.append(action)
        self._answers += 1
        if self._answers < self.rules.players:
            return None
        self._stage = PLAY
        self._belote_seat = self.rules.deal_belote(self._holdings, trump)
        return "start_play"

    def announce(self, action: Announce) -> None:
        """The seat to act answers the announcement step of trick 1 before his card: the
        brelanes and escaleras he announces, or nothing (ACA-COMB-ANNOUNCE, ACA-COMB-KINDS,
        ACA-COMB-RUNS)."""
        said = action.combinations
        if not isinstance(said, tuple):
            raise MalformedAction(f"'combinations' must be a tuple of combinations, not {said!r}", action=action)
        fault = next((f for f in map(combination_fault, said) if f is not None), None)
        if fault is not None:
            raise MalformedAction(fault, action=action)
        seat = self._check_seat(action, "announced", "PLAY-TURN")
        refused = self.rules.announcement_refusal(seat, said, self._holdings[seat], seat in self._announced)
        if refused is not None:
            refused.action = action
            raise refused
        said = canonical(said)
        self._announced[seat] = said
        self._actions.append(Announce(seat, said))
        return None

    def play(self, action: Play) -> str | None:
        """A card (ACA-PLAY-*, ACA-COMB-BELOTE), after the seat's announcement step in trick 1.
        Answers ``end_first_trick`` after the last card of trick 1, ``finish_tricks`` after the
        last card of the game, else None."""
        seat = action.seat
        if (
            not self._tricks and self._stage == PLAY and type(seat) is int and seat == self.to_act
            and seat not in self._announced and is_card(action.card)
        ):
            raise AnnouncementOutOfStep(
                f"seat {seat} must answer the announcement step (an announcement, or nothing) before his card",
                action=action,
            )
        done = len(self._tricks)
        try:
            event = _HAND_PLAY(self, action)
        except WrongSeat as refused:
            raise self._seat_refusal(action, refused) from None
        if len(self._tricks) > done:  # a trick is won
            assert self._trump is not None
            side = self.rules.side_of(self._winners[-1])
            if side not in self._counting and meets_trick_condition(self._tricks[-1:], self._trump):
                self._counting = self._counting | {side}
            if done == 0:
                return "end_first_trick"
        return event

    def resolve_verdicts(self) -> str:
        """The verdicts on every announced combination and the shows of the accepted ones, at the
        end of trick 1 (ACA-COMB-VERDICT, ACA-COMB-SHOW). Answers ``resume_play``."""
        assert self._trump is not None
        self._verdicts = tuple(self.rules.verdicts(tuple(self._announced.items()), self._trump))
        self._shown = shown_cards(self._verdicts)
        return "resume_play"

    def make_claim(self, action: Claim) -> str:
        """«He terminado» by the seat to act in trick play (ACA-CLAIM-WHEN): counted
        (ACA-CLAIM-COUNT) and judged (ACA-CLAIM-RIGHT, ACA-CLAIM-WRONG) at once; the game stops.
        Answers ``claim_made``."""
        seat = self._check_seat(action, "claimed", "PLAY-TURN")
        refused = claim_refusal(self.claim_bar(seat))
        if refused is not None:
            refused.action = action
            raise refused
        rules = self.rules
        side = rules.side_of(seat)
        facts = self.facts(stopped=True)[side]
        count = rules.claim_count(self.banked[side], facts.combinations, facts.belote, facts.cards)
        sides = tuple(dict.fromkeys(rules.side_of(s) for s in rules.in_play))
        self._claim = rules.settle_claim(seat, side, len(self._tricks) + 1, count, sides)
        self._actions.append(action)
        self._stage = OVER
        return "claim_made"

    def claim_bar(self, seat: int) -> ClaimBar | None:
        """What bars a claim by ``seat`` now (ACA-CLAIM-WHEN, ACA-CLAIM-WRONG), or None."""
        side = self.rules.side_of(seat)
        return self.rules.claim_bar(side in self.barred, side in self._counting, self._holdings[seat].bit_count())

    # --- the score (ACA-SCORE-ITEMS, ACA-CLAIM-STOPPED) ---------------------------------------------
    def facts(self, stopped: bool = False) -> dict[int, SideFacts]:
        """What each side in play did in this partial game (ACA-SCORE-ITEMS): its accepted
        brelanes and escaleras, its belote (``stopped``: only with both cards played,
        ACA-CLAIM-COUNT), its card points, tricks, counting trick and the last trick."""
        rules = self.rules
        trump = self._trump
        assert trump is not None
        sides = tuple(dict.fromkeys(rules.side_of(s) for s in rules.in_play))
        belote_side = None
        seat = self._belote_seat
        if seat is not None and not (stopped and self._holdings[seat] & BELOTE_PAIRS[trump]):
            belote_side = rules.side_of(seat)
        points = rules.points[trump].__getitem__
        side_of = rules.side_of
        cards = dict.fromkeys(sides, 0)
        tricks = dict.fromkeys(sides, 0)
        combinations = dict.fromkeys(sides, 0)
        for trick, winner in zip(self._tricks, self._winners):
            side = side_of(winner)
            tricks[side] += 1
            cards[side] += sum(map(points, trick))
        for v in self._verdicts:
            if v.verdict == ACEPTADA:
                combinations[side_of(v.seat)] += v.value
        last = side_of(self._winners[-1]) if not stopped and self._winners else None
        counting = self._counting
        belote = rules.belote_points
        return {
            side: SideFacts(combinations[side], belote if belote_side == side else 0, cards[side], tricks[side],
                            side in counting, last == side)
            for side in sides
        }

    def score_game(self) -> PartialScore:
        """The score of this partial game, played to its end or stopped by a wrong claim
        (ACA-SCORE-*, ACA-CLAIM-STOPPED)."""
        rules = self.rules
        assert self._taker is not None
        maker = rules.side_of(self._taker)
        if self._claim is not None:
            return rules.stopped_game(self.facts(stopped=True), self._claim.side, maker)
        sides = tuple(dict.fromkeys(rules.side_of(s) for s in rules.in_play))
        return rules.score_game(self.facts(), maker, sides)


__all__ = ["EXCHANGE", "PartialGame"]
