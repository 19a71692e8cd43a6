"""The audit of recorded physical games of profile belote-acanomas (ACA-AUDIT-PHYSICAL, decisions
table row 49): a record of a game played with real cards, illegal actions included, replayed
through the engine; every departure reported with its clause; a second score sheet written
beside the players' one with what text 000 §14 scores (ACA-PREMIUM-RENEGE, ACA-PENALTY-*).

How a record is replayed (spec/acanomas/audit.md):

- the deal: the recorded hands, if any, are compared with the deal the rules give from the
  recorded order and dealer; a difference (or a wrong card count) is a misdeal
  (ACA-PENALTY-MISDEAL, the dealer pays) and the game is replayed with the hands as recorded;
  more than one exposed stock card (ACA-PENALTY-EXPOSED) and the last stock card not turned at
  two or three players (ACA-PENALTY-LAST-CARD) cost the dealer;
- the actions, in the order made: one by a seat other than the seat to act costs that seat
  (ACA-PENALTY-OUT-OF-TURN) and is held until that seat's turn; a card the rules refuse is
  reported under the clause the live refusal names and played all the same (the physical game
  went on with it): a renege (ACA-PLAY-FOLLOW-SUIT refused) earns each opponent the renege
  premium, other refusals score nothing; a card not in the seat's hand, or any other refused
  action, stops the replay of that partial game; an announcement after the seat's card or after
  trick 1 is reported (ACA-COMB-ANNOUNCE) and left out of the verdicts;
- decided here: a seat that plays in trick 1 without a recorded announcement announced nothing,
  and a card played while the trump-7 exchange step waits for an answer means the seat passed;
- the shows, if recorded: an accepted combination not shown costs its holder
  (ACA-PENALTY-NOT-SHOWN), and still scores;
- the score: the engine's facts of the partial game with the faults scored
  (:func:`belote_ref.profiles.acanomas.audit.audit_sheet`), scored by the rules object; the audit's line
  is what each side writes plus the pots it takes (a pot's points are written on the line of the
  game that resolves it), and a difference that is only the pots taken departs from
  ACA-SCORE-POTS;
- the match state, game by game as the engine derives it (:meth:`Ledger.write`,
  :meth:`Ledger.settle_claim`, :meth:`Ledger.write_void`: the same rules functions): the pots
  made and resolved, the seats that left after a wrong claim, the barred sides and the end of the
  match follow from the audit's score; the totals follow the players' sheet (it stays binding: a
  difference is never carried forward). An action by a seat that has left the match stops the
  replay of its game (ACA-CLAIM-ELIMINATION), and so does a partial game recorded after the end
  of the match (ACA-MATCH-END); after a stopped replay the next game starts from the pots and
  seats as they were (the rules give no state after it).

The replay runs the engine on a copy of the rules object that allows every card held; the
rules object of the record judges each card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from .actions import Announce, Claim
from .audit import (
    EXPOSED, LAST_CARD, MISDEAL, NOT_SHOWN, OUT_OF_TURN, RENEGE, PhysicalFault, audit_sheet,
)
from .combinations import ACEPTADA, Combination
from .deal import order_for_hands
from .match import Ledger
from .pots import Pot
from .scoring import PartialScore, SideFacts, raw_lines, with_writes
from ...actions import Pass, Play, Take
from ...cards import CARDS
from ...errors import IllegalAction, MalformedAction, MatchStateError
from ...machine import Game

CARD_NOT_HELD = "ACA-PLAY-CARD-IN-HAND"
_NO_FACTS = SideFacts()
LATE_ANNOUNCEMENT = "ACA-COMB-ANNOUNCE"
FOLLOW_SUIT = "ACA-PLAY-FOLLOW-SUIT"
INCOMPLETE = "ACA-AUDIT-PHYSICAL"
LEFT_THE_MATCH = "ACA-CLAIM-ELIMINATION"
AFTER_THE_END = "ACA-MATCH-END"
POTS = "ACA-SCORE-POTS"


@dataclass
class RecordedGame:
    """One partial game as recorded at a physical table (ACA-AUDIT-PHYSICAL)."""

    dealer: int
    order: Sequence[int]
    """The 32 cards, top first, as the record gives them."""
    actions: Sequence[Any]
    """Every seat action in the order made (this profile's actions: pass, take, exchange,
    announce, play, claim), out-of-turn and illegal ones included; a recorded action that is no
    action of the match is its :class:`~belote_ref.errors.MalformedAction` (the replay stops there)."""
    hands: Sequence[Sequence[int]] | None = None
    """The hands the players held after the deal, by seat, if recorded (a misdeal shows here)."""
    last_card_turned: bool = True
    exposed: Sequence[int] = ()
    """Cards of the stock exposed, if recorded (the turned last card aside)."""
    shows: Sequence[tuple[int, Combination]] | None = None
    """The combinations shown at the end of trick 1, if recorded."""
    line: Sequence[int | None] | None = None
    """What each side wrote for this partial game (the players' sheet)."""


@dataclass
class PhysicalRecord:
    """A record of a physical match: its rules object, the match state before the first recorded
    partial game, and the partial games."""

    rules: Any
    games: Sequence[RecordedGame]
    totals: Sequence[int] | None = None
    pots: Sequence[Pot] = ()
    out: Sequence[int] = ()
    barred: Sequence[int] = ()


@dataclass
class GameAudit:
    """The audit of one recorded partial game: the faults in the order found, the departure that
    stopped the replay (None if it ran to the end), the audit's score (None when stopped), the
    players' line, the differences between the two sheets (side, recorded, audit), the pots
    the game took (side, points: ACA-SCORE-POTS, ACA-CLAIM-ELIMINATION), and the match state
    after it as the rules derive it (pending pots, seats out; None when stopped)."""

    number: int
    faults: list[PhysicalFault] = field(default_factory=list)
    stopped: PhysicalFault | None = None
    score: PartialScore | None = None
    recorded: tuple[int | None, ...] | None = None
    differences: list[tuple[int, int | None, int | None]] = field(default_factory=list)
    pots_taken: tuple[tuple[int, int], ...] = ()
    pots: tuple[Pot, ...] | None = None
    out: tuple[int, ...] | None = None
    claim_writes: dict[int, int] | None = None
    """For a claim that ended the match: what its line writes, as the engine writes it
    (ACA-CLAIM-RIGHT: the claimant's count less his total; ACA-CLAIM-WRONG: nothing)."""

    @property
    def sheet(self) -> dict[int, int] | None:
        """What each side writes by the audit, pots taken included (None when the replay stopped)."""
        if self.claim_writes is not None:
            return dict(self.claim_writes)
        if self.score is None:
            return None
        written = self.score.written()
        for side, points in self.pots_taken:
            written[side] = written.get(side, 0) + points
        return written

    def difference_clause(self, side: int, recorded: int | None) -> str:
        """The clause a difference of ``side``'s line departs from: ACA-SCORE-POTS when the
        recorded line is the audit's without the pots the side took (a pot not carried), else
        ACA-AUDIT-PHYSICAL."""
        taken = sum(p for s, p in self.pots_taken if s == side)
        if taken and self.score is not None and recorded == self.score.written().get(side):
            return POTS
        return INCOMPLETE

    def _sides(self) -> int:
        sheet = self.sheet or {}
        return len(self.recorded) if self.recorded is not None else max(sheet, default=-1) + 1

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.number,
            "faults": [f.to_json() for f in self.faults],
            "stopped": None if self.stopped is None else self.stopped.to_json(),
            "recorded": None if self.recorded is None else list(self.recorded),
            "audit": None if self.sheet is None else [self.sheet.get(s) for s in range(self._sides())],
            "differences": [{"side": s, "recorded": r, "audit": a} for s, r, a in self.differences],
            "pots_taken": [{"side": s, "points": p} for s, p in self.pots_taken],
            "pots": None if self.pots is None else [p.to_json() for p in self.pots],
            "out": None if self.out is None else list(self.out),
        }


def _any_card(hand: int, trick: Sequence[int], trump: int) -> tuple[str, int, str, int]:
    """A play obligation that allows every card held: the replay's, so that a recorded card the
    rules refuse can be played as it was (the record's rules object judges it first)."""
    return "ACA-PLAY-TURN", hand, "ACA-PLAY-TURN", hand


def _loose(rules: Any) -> Any:
    """``rules`` allowing every card held, after an elimination too (``with_players``)."""
    return rules.replace(play_obligation=_any_card, with_players=lambda seats: _loose(rules.with_players(seats)))


class _Replay:
    """The replay of one recorded partial game (see the module docstring)."""

    def __init__(self, rules: Any, rec: RecordedGame, ledger: Ledger, number: int) -> None:
        self.rules = rules
        self.rec = rec
        self.audit = GameAudit(number, recorded=None if rec.line is None else tuple(rec.line))
        loose = _loose(rules)
        self.game: Game
        self.refused_dealer: MatchStateError | None = None
        """Why the recorded dealer cannot deal (not a seat of the match, or one that has left it)."""
        try:
            self.game = Game(loose, rec.dealer,
                             ledger=Ledger(loose, ledger.totals, ledger.pots, ledger.out, ledger.barred))
        except MatchStateError as exc:
            self.refused_dealer = exc
        self.ledger = ledger
        self.held: list[tuple[int, Any]] = []
        self.played: Any = None
        """The partial game replayed, once it ran to its end."""

    # --- reporting ---------------------------------------------------------------------------------
    def trick(self) -> int | None:
        h = self.game.hand
        return len(h.tricks) + 1 if self.game.phase in ("first_trick", "tricks") else None

    def fault(self, clause: str, seat: int, index: int | None, message: str) -> PhysicalFault:
        f = PhysicalFault(clause, seat, self.trick(), index, message)
        self.audit.faults.append(f)
        return f

    def stop(self, clause: str, seat: int, index: int | None, message: str) -> None:
        self.audit.stopped = self.fault(clause, seat, index, message)

    # --- the deal ------------------------------------------------------------------------------------
    def deal(self) -> bool:
        rules, rec = self.rules, self.rec
        order = list(rec.order)
        taker = next((a.seat for a in rec.actions if type(a) is Take), None)
        if rec.hands is not None:
            try:
                dealt, turned = rules.first_deal(order, rec.dealer)
                expected = [list(d) for d in dealt]
                if taker is not None:
                    extra = rules.completion_deal(order, rec.dealer, taker)
                    expected = [list(d) + list(e) for d, e in zip(dealt, extra)]
            except IllegalAction as exc:
                self.stop(exc.clause, rec.dealer, None, f"the recorded card order is not a deal: {exc.reason}")
                return False
            if [sorted(h) for h in rec.hands] != [sorted(e) for e in expected]:
                self.fault(MISDEAL, rec.dealer, None,
                           f"the hands held differ from the deal of the recorded order: seat {rec.dealer}, the dealer, misdealt")
                if len(rec.hands) != len(expected) or any(len(h) != len(e) for h, e in zip(rec.hands, expected)):
                    self.audit.stopped = self.audit.faults[-1]
                    return False
                if taker is not None:  # a void game's passes do not depend on the cards held
                    order = list(order_for_hands(
                        rec.hands, rec.dealer, taker, turned, rules.in_play, rules.seats, rules.stock(order),
                        rules.ruleset.first_deal,
                    ))
        if len({c for c in rec.exposed if c != rules.last_card(order)}) > 1:
            self.fault(EXPOSED, rec.dealer, None, f"seat {rec.dealer}, the dealer, exposed more than one card of the stock")
        try:
            self.game.deal(order)
        except IllegalAction as exc:
            self.stop(exc.clause, rec.dealer, None, f"the recorded card order is not a deal: {exc.reason}")
            return False
        return True

    # --- the actions ---------------------------------------------------------------------------------
    def late(self, action: Announce) -> bool:
        """An announcement after the seat's card in trick 1, or after trick 1."""
        game = self.game
        h = game.hand
        if game.phase in ("verdicts", "tricks", "claim", "scoring", "match_over"):
            return True
        if game.phase != "first_trick":
            return False
        played = {h.rules.turn[h.leader][k] for k in range(len(h.trick))}
        return action.seat in played or action.seat in dict(h.announcements)

    def implicit(self, action: Any) -> None:
        """The answers the record leaves out (decided here): a pass in the exchange step, nothing
        announced in trick 1, when the seat to act plays (or claims)."""
        game = self.game
        if type(action) not in (Play, Claim, Announce):
            return
        while game.phase == "exchange" and game.to_act is not None:
            game.apply(Pass(game.to_act))
        if type(action) is not Announce and game.phase == "first_trick" and game.hand.announcement_due() \
                and game.to_act == action.seat:
            game.apply(Announce(action.seat, ()))

    def apply(self, index: int, action: Any) -> bool:
        """Apply one recorded action at its seat's turn; False if the replay must stop."""
        game = self.game
        try:
            self.implicit(action)
            if type(action) is Play:
                return self.play(index, action)
            game.apply(action)
        except IllegalAction as exc:
            self.stop(exc.clause, action.seat, index, f"action {index} ({action.to_json()}) is refused: {exc.reason}")
            return False
        return True

    def play(self, index: int, action: Play) -> bool:
        h = self.game.hand
        seat, c = action.seat, int(action.card)
        hand = h.holding(seat)
        if not hand >> c & 1:
            self.stop(CARD_NOT_HELD, seat, index, f"seat {seat} does not hold {CARDS[c]} (action {index})")
            return False
        refusal = self.rules.play_refusal(hand, h.trick, h.trump, c)
        if refusal is not None:
            clause = RENEGE if refusal.clause == FOLLOW_SUIT else refusal.clause
            self.fault(clause, seat, index, f"seat {seat} played {CARDS[c]}: {refusal.reason}")
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            if not action.belote:
                raise
            self.fault(exc.clause, seat, index, f"seat {seat} announced belote with {CARDS[c]}: {exc.reason}")
            self.game.apply(Play(seat, action.card, False))
        return True

    def action(self, index: int, action: Any) -> bool:
        game = self.game
        if isinstance(action, MalformedAction):  # no action of this match (a seat it does not have)
            seat = action.action.get("seat") if isinstance(action.action, dict) else None
            self.stop(action.clause, seat if type(seat) is int else self.rec.dealer, index,
                      f"action {index} ({action.action}) is not an action of this match: {action.reason}")
            return False
        if action.seat in self.ledger.out:
            self.stop(LEFT_THE_MATCH, action.seat, index,
                      f"seat {action.seat} left the match after a wrong claim and acts on (action {index})")
            return False
        if game.phase in ("scoring", "match_over", "dealing") or game.hand.stage == "over":
            self.stop(INCOMPLETE, action.seat, index, f"action {index} ({action.to_json()}) comes after the end of the partial game")
            return False
        if type(action) is Announce and self.late(action):
            self.fault(LATE_ANNOUNCEMENT, action.seat, index,
                       f"seat {action.seat} announced after his card in trick 1 or after trick 1: left out of the verdicts")
            return True
        if action.seat != game.to_act:
            self.fault(OUT_OF_TURN, action.seat, index,
                       f"seat {action.seat} acted out of turn (seat {game.to_act} was to act): held until his turn")
            self.held.append((index, action))
            return True
        if not self.apply(index, action):
            return False
        return self.drain()

    def drain(self) -> bool:
        """Apply the held actions whose seat is now to act, in the order they were made."""
        progress = True
        while progress and self.held:
            progress = False
            for k, (index, action) in enumerate(self.held):
                if action.seat == self.game.to_act and self.game.phase not in ("scoring", "match_over", "dealing"):
                    del self.held[k]
                    if not self.apply(index, action):
                        return False
                    progress = True
                    break
        return True

    # --- the whole game ------------------------------------------------------------------------------
    def run(self) -> GameAudit:
        rec, audit = self.rec, self.audit
        if self.refused_dealer is not None:  # no game to replay: the fault stops it before the deal
            why = self.refused_dealer
            audit.stopped = PhysicalFault(why.clause, rec.dealer, None, None,
                                          f"seat {rec.dealer}, the recorded dealer, cannot deal: {why.reason}")
            audit.faults.append(audit.stopped)
            return audit
        if self.ledger.winner is not None:
            self.stop(AFTER_THE_END, rec.dealer, None,
                      f"the match was over (side {self.ledger.winner} won): no partial game follows it")
            return audit
        if not self.deal():
            return audit
        for index, action in enumerate(rec.actions):
            if not self.action(index, action):
                return audit
        h = self.game.hand if len(self.game.hands) == 1 else self.game.hands[0]
        if self.held:
            index, action = self.held[0]
            self.stop(OUT_OF_TURN, action.seat, index, f"action {index} ({action.to_json()}) never came to its seat's turn")
            return audit
        if h.stage != "over" and not h.void:
            self.stop(INCOMPLETE, rec.dealer, None, "the record stops before the end of the partial game")
            return audit
        self.after_play(h)
        self.played = h
        return audit

    def after_play(self, h: Any) -> None:
        rules, rec, audit = self.rules, self.rec, self.audit
        if not h.void and not rec.last_card_turned and h.players in (2, 3):
            self.fault(LAST_CARD, rec.dealer, None, f"seat {rec.dealer}, the dealer, did not turn the last card of the stock")
        if rec.shows is not None and not h.void:
            shown = {(s, c) for s, c in rec.shows}
            for v in h.verdicts:
                if v.verdict == ACEPTADA and (v.seat, v.combination) not in shown:
                    self.fault(NOT_SHOWN, v.seat, None, f"seat {v.seat} did not show an accepted combination")
        sides = tuple(dict.fromkeys(rules.side_of(s) for s in rules.in_play))
        if h.void:
            facts = audit_sheet({side: _NO_FACTS for side in sides}, audit.faults, rules.side_of)
            lines = raw_lines(facts, {}, False, last_trick=False)
            audit.score = PartialScore(with_writes(lines, {s: 0 for s in sides}), None)
        else:
            claim = h.claim
            facts = audit_sheet(h.facts(stopped=claim is not None), audit.faults, rules.side_of)
            maker = rules.side_of(h.taker)
            audit.score = (rules.stopped_game(facts, claim.side, maker) if claim is not None
                           else rules.score_game(facts, maker, sides))

    def carry(self) -> Ledger:
        """The match state after this partial game (ACA-SCORE-POTS, ACA-CLAIM-ELIMINATION,
        ACA-MATCH-END): the ledger before it given the audit's score as the engine gives it a
        game's (the same :class:`Ledger` steps); its totals are the players' sheet (the recorded
        line added) when the line is recorded. Also compares the two lines."""
        rules, rec, audit, before = self.rules, self.rec, self.audit, self.ledger
        after = Ledger(rules, before.totals, before.pots, before.out, before.barred)
        after.winner = before.winner  # a game after the end of the match leaves it over
        h = self.played
        if h is not None and audit.score is not None:
            claim = h.claim
            if h.void:
                after.write_void(audit.number, rec.dealer)
            elif claim is not None and claim.winner is not None:
                after.settle_claim(h)
                audit.claim_writes = {side: w for side, w in enumerate(after.lines[-1].writes) if w is not None}
            else:
                line = after.write(audit.score, audit.number, rec.dealer, claim)
                audit.pots_taken = line.pots_taken
            audit.pots, audit.out = after.pots, tuple(sorted(after.out))
            self.compare()
        if rec.line is None:
            return after
        totals = [t + (w or 0) for t, w in zip(before.totals, rec.line)]
        carried = Ledger(rules, totals, after.pots, after.out, after.barred)
        carried.winner = after.winner
        return carried

    def compare(self) -> None:
        """Each side's recorded line against the audit's (pots taken included)."""
        audit, line = self.audit, self.rec.line
        sheet = audit.sheet
        if line is None or sheet is None:
            return
        for side, recorded in enumerate(line):
            if recorded != sheet.get(side):
                audit.differences.append((side, recorded, sheet.get(side)))


def replay_physical(rules: Any, rec: RecordedGame, ledger: Ledger, number: int = 1) -> tuple[GameAudit, Ledger]:
    """Replay one recorded partial game from the match state ``ledger`` (not changed) and audit
    it (ACA-AUDIT-PHYSICAL). Returns the audit and the match state after the game."""
    replay = _Replay(rules, rec, ledger, number)
    audit = replay.run()
    return audit, replay.carry()


def audit_physical(record: PhysicalRecord) -> list[GameAudit]:
    """Audit every partial game of a physical record (ACA-AUDIT-PHYSICAL): each from the totals of
    the players' sheet before it (the sheet stays binding), with the pending pots, the seats out
    and the barred sides derived game by game from the record's start as the engine derives
    them. A start the end test decides (ACA-MATCH-END) is a match already over: no game follows it."""
    rules = record.rules
    ledger = Ledger(rules, record.totals, record.pots, record.out, record.barred)
    ledger.winner = ledger.end_test()
    out = []
    for number, rec in enumerate(record.games, 1):
        audit, ledger = replay_physical(rules, rec, ledger, number)
        out.append(audit)
    return out



__all__ = ["GameAudit", "PhysicalRecord", "RecordedGame", "audit_physical", "replay_physical"]
