"""What one player of profile belote-acanomas may see (ACA-VIEW-PLAYER, ACA-DEAL-STOCK,
ACA-COMB-SHOW): his own cards, the public cards, every public act of the partial game, the score
sheet and the pots. Never another player's hidden cards (his partner's included), the face-down
stock, an escalera's suit before it is shown or compared by the trump tie-break, nor the cards
left in hand after a claim.

A view is built only when asked for, from the match's record (:class:`belote_ref.machine.Game`
with its ledger and the partial game in progress).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from ...actions import Pass, Take
from ...cards import CARDS, Card, cards_of
from ...view import TrickView, announcements as belote_announcements
from .actions import Exchange
from .combinations import ACEPTADA, Combination, Verdict
from .match import ScoreLine
from .pots import Pot


@dataclass(frozen=True, slots=True)
class AnnouncementView:
    """A seat's answer to the announcement step as the viewer heard it: an escalera's suit only
    when the viewer may know it (his own; shown; compared by the trump tie-break)."""

    seat: int
    combinations: tuple[Combination, ...]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "combinations": [c.to_json() for c in self.combinations]}


@dataclass(frozen=True, slots=True)
class PlayerView:
    """The information one player (``seat``; None: a spectator) has at one moment
    (ACA-VIEW-PLAYER)."""

    seat: int | None
    ruleset: str
    phase: str
    game_number: int
    dealer: int
    in_play: tuple[int, ...]
    left: tuple[int, ...]
    """Seats that have left the match (ACA-CLAIM-ELIMINATION)."""
    barred: tuple[int, ...]
    """Sides that claimed wrongly and stay, unable to win (``wrong_claim=stay``)."""
    to_act: int | None
    hand: tuple[Card, ...]
    cards_held: tuple[int, ...]
    face_up: Card | None
    """The card face up beside the stock: the turned card, or the exchanged trump 7."""
    last_card: Card | None
    """The last card of the stock, turned up (2-3 players, after the completion deal)."""
    stock_face_down: int
    exchange: tuple[int, Card] | None
    """(the seat that exchanged the trump 7, the card it took)."""
    exchange_answers: tuple[Pass | Exchange, ...]
    bids: tuple[Pass | Take, ...]
    maker: int | None
    trump: int | None
    announcements: tuple[AnnouncementView, ...]
    verdicts: tuple[Verdict, ...]
    shown: tuple[tuple[int, tuple[Card, ...]], ...]
    tricks: tuple[TrickView, ...]
    belote: tuple[tuple[int, str], ...]
    claims: tuple[Any, ...]
    sheet: tuple[ScoreLine, ...]
    totals: tuple[int, ...]
    pots: tuple[Pot, ...]
    winner: int | None
    legal_actions: tuple[Any, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "ruleset": self.ruleset, "phase": self.phase, "game_number": self.game_number,
            "dealer": self.dealer, "in_play": list(self.in_play), "left": list(self.left),
            "barred": list(self.barred), "to_act": self.to_act,
            "hand": [str(c) for c in self.hand], "cards_held": list(self.cards_held),
            "face_up": None if self.face_up is None else str(self.face_up),
            "last_card": None if self.last_card is None else str(self.last_card),
            "stock_face_down": self.stock_face_down,
            "exchange": None if self.exchange is None else {"seat": self.exchange[0], "took": str(self.exchange[1])},
            "exchange_answers": [a.to_json() for a in self.exchange_answers],
            "bids": [b.to_json() for b in self.bids], "maker": self.maker,
            "trump": None if self.trump is None else "CDHS"[self.trump],
            "announcements": [a.to_json() for a in self.announcements],
            "verdicts": [v.to_json() for v in self.verdicts],
            "shown": [{"seat": s, "cards": [str(c) for c in cs]} for s, cs in self.shown],
            "tricks": [t.to_json() for t in self.tricks],
            "belote": [{"seat": s, "announce": a} for s, a in self.belote],
            "claims": [c.to_json() for c in self.claims],
            "sheet": [line.to_json() for line in self.sheet],
            "totals": list(self.totals), "pots": [p.to_json() for p in self.pots], "winner": self.winner,
            "legal_actions": [a.to_json() for a in self.legal_actions],
        }



def _heard(seat: int | None, by: int, said: Sequence[Combination], public: set[Combination]) -> tuple[Combination, ...]:
    """``said`` by seat ``by`` as ``seat`` heard it: an escalera's suit hidden unless it is his
    own or ``public`` (shown or compared by the trump tie-break)."""
    if seat == by:
        return tuple(said)
    return tuple(c if c.suit is None or c in public else replace(c, suit=None) for c in said)


def heard_announcements(h: Any, seat: int | None) -> tuple[tuple[AnnouncementView, ...], tuple[Verdict, ...]]:
    """The announcements and verdicts of partial game ``h`` as ``seat`` heard them (None: a
    spectator, who hears only what is public): an escalera's suit only when it is his own, shown
    or compared by the trump tie-break (ACA-VIEW-PLAYER, ACA-COMB-SHOW)."""
    public: dict[int, set[Combination]] = {}
    for v in h.verdicts:
        if v.verdict == ACEPTADA or v.compared:
            public.setdefault(v.seat, set()).add(v.combination)
    heard = tuple(
        AnnouncementView(by, _heard(seat, by, said, public.get(by, set()))) for by, said in h.announcements
    )
    verdicts = tuple(
        replace(v, combination=_heard(seat, v.seat, (v.combination,), public.get(v.seat, set()))[0])
        for v in h.verdicts
    )
    return heard, verdicts


def player_view(game: Any, seat: int | None) -> PlayerView:
    """Build ``seat``'s view of ``game`` (ACA-VIEW-PLAYER); ``seat`` None is a spectator's."""
    rules = game.rules
    if seat is not None and (type(seat) is not int or not 0 <= seat < rules.seats):
        raise ValueError(f"seat must be a seat of the match (0 to {rules.seats - 1}) or None, not {seat!r}")
    h = game.hand
    ledger = game.ledger
    heard, verdicts = heard_announcements(h, seat)
    tricks = [TrickView(ld, tuple(CARDS[c] for c in cs), w) for ld, cs, w in zip(h.leaders, h.tricks, h.winners)]
    if h.trick:
        tricks.append(TrickView(h.leader, tuple(CARDS[c] for c in h.trick), None))
    last = h.last_card
    stock = h.stock
    actions = list(h.actions)
    take = next((i for i, a in enumerate(actions) if type(a) is Take), len(actions))
    bids = tuple(a for a in actions[:take + 1] if type(a) is Pass or type(a) is Take)
    answers = tuple(a for a in actions[take + 1:] if type(a) is Pass or type(a) is Exchange)
    to_act = game.to_act
    return PlayerView(
        seat=seat,
        ruleset=rules.id,
        phase=game.phase,
        game_number=h.number,
        dealer=h.dealer,
        in_play=tuple(ledger.in_play),
        left=tuple(sorted(ledger.out)),
        barred=tuple(sorted(ledger.barred)),
        to_act=to_act,
        hand=tuple(cards_of(h.holding(seat))) if seat is not None else (),
        cards_held=tuple(m.bit_count() for m in h.holdings),
        face_up=h.face_up,
        last_card=last,
        stock_face_down=len(stock) - 1 if last is not None else 0,
        exchange=h.exchange,
        exchange_answers=answers,
        bids=bids,
        maker=h.taker,
        trump=h.trump,
        announcements=heard,
        verdicts=verdicts,
        shown=tuple((s, tuple(cards_of(m))) for s, m in sorted(h.shown.items())),
        tricks=tuple(tricks),
        belote=tuple((s, word) for _, s, word in belote_announcements(h)),
        claims=tuple(line.claim for line in ledger.lines if line.claim is not None),
        sheet=tuple(ledger.lines),
        totals=tuple(ledger.totals),
        pots=tuple(ledger.pots),
        winner=ledger.winner,
        legal_actions=tuple(game.legal_actions()) if seat is not None and to_act == seat else (),
    )

