"""What a seat may see (VIEW-SEAT): its own hand, the turned card, every bid, every card played
with its seat, belote announcements, trick winners and scores. Never another seat's cards nor
the undealt ones.

A view is built only when asked for, from the game's public record and the seat's own hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from .actions import Pass, Play, SeatAction, Take
from .cards import CARDS, Card, cards_of
from .play import is_belote_card


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick as everyone saw it: who led, the cards in play order, who won (None if open)."""

    leader: int
    cards: tuple[Card, ...]
    winner: int | None

    def to_json(self) -> dict[str, Any]:
        return {"leader": self.leader, "cards": [str(c) for c in self.cards], "winner": self.winner}


@dataclass(frozen=True, slots=True)
class SeatView:
    """The information one seat has at one moment (VIEW-SEAT). A spectator's view has ``seat``
    None: everything public, no hand, no legal actions."""

    seat: int | None
    phase: str
    hand_number: int
    dealer: int
    hand: tuple[Card, ...]
    """The seat's own cards, in index order."""
    cards_held: tuple[int, int, int, int]
    """How many cards each seat holds (public)."""
    turned: Card | None
    bids: tuple[Pass | Take, ...]
    taker: int | None
    trump: int | None
    tricks: tuple[TrickView, ...]
    """Finished tricks, then the trick in progress (winner None) if any card of it is played."""
    belote: tuple[tuple[int, str], ...]
    """Announcements heard so far: (seat, "belote") then (seat, "rebelote")."""
    to_act: int | None
    legal_actions: tuple[SeatAction, ...]
    """The seat's legal actions if it is to act, else empty."""
    totals: tuple[int, int]
    disputed: int
    hand_scores: tuple[tuple[int, int], ...]
    """Scores of this match's finished hands so far (void hands score (0, 0))."""

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "phase": self.phase,
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "hand": [str(c) for c in self.hand],
            "cards_held": list(self.cards_held),
            "turned": str(self.turned) if self.turned is not None else None,
            "bids": [b.to_json() for b in self.bids],
            "taker": self.taker,
            "trump": "CDHS"[self.trump] if self.trump is not None else None,
            "tricks": [t.to_json() for t in self.tricks],
            "belote": [{"seat": s, "announce": a} for s, a in self.belote],
            "to_act": self.to_act,
            "legal_actions": [a.to_json() for a in self.legal_actions],
            "totals": list(self.totals),
            "disputed": self.disputed,
            "hand_scores": [list(s) for s in self.hand_scores],
        }


class HandRecord(Protocol):
    """What a view reads of a hand (see :class:`belote_ref.hand.Hand`)."""

    number: int
    dealer: int

    @property
    def turned(self) -> Card | None: ...
    @property
    def taker(self) -> int | None: ...
    @property
    def trump(self) -> int | None: ...
    @property
    def leader(self) -> int: ...
    @property
    def belote_seat(self) -> int | None: ...
    @property
    def void(self) -> bool: ...
    @property
    def actions(self) -> Sequence[Any]: ...
    @property
    def trick(self) -> Sequence[int]: ...
    @property
    def tricks(self) -> Sequence[Sequence[int]]: ...
    @property
    def leaders(self) -> Sequence[int]: ...
    @property
    def winners(self) -> Sequence[int]: ...
    @property
    def holdings(self) -> Sequence[int]: ...
    @property
    def score(self) -> Any: ...


class MatchRecord(Protocol):
    """What a view reads of a match (see :class:`belote_ref.machine.Game`)."""

    @property
    def hand(self) -> HandRecord: ...
    @property
    def hands(self) -> Sequence[HandRecord]: ...
    @property
    def phase(self) -> str: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def totals(self) -> tuple[int, int]: ...
    @property
    def disputed(self) -> int: ...
    def legal_actions(self) -> Sequence[SeatAction]: ...


def announcements(h: HandRecord) -> list[tuple[int, int, str]]:
    """The belote announcements heard in hand ``h`` so far, as (index in ``h.actions``, seat,
    ``"belote"`` or ``"rebelote"``) (VIEW-SEAT, PLAY-BELOTE)."""
    heard: list[tuple[int, int, str]] = []
    trump = h.trump
    if trump is None or h.belote_seat is None:
        return heard
    for i, a in enumerate(h.actions):
        if type(a) is Play and h.belote_seat == a.seat and is_belote_card(a.card, trump):
            heard.append((i, a.seat, "belote" if not heard else "rebelote"))
    return heard


def seat_view(game: MatchRecord, seat: int | None) -> SeatView:
    """Build ``seat``'s view of ``game`` (VIEW-SEAT); ``seat`` None is a spectator's view."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(game.hand.holdings)):
        raise ValueError(f"seat must be 0, 1, 2, 3 or None (a spectator), not {seat!r}")
    h = game.hand
    bids = tuple(a for a in h.actions if type(a) is Pass or type(a) is Take)
    tricks = [TrickView(ld, tuple(CARDS[c] for c in cs), w) for ld, cs, w in zip(h.leaders, h.tricks, h.winners)]
    if h.trick:
        tricks.append(TrickView(h.leader, tuple(CARDS[c] for c in h.trick), None))
    belote = [(s, word) for _, s, word in announcements(h)]
    to_act = game.to_act
    scores = tuple(
        (x.score.scores if x.score is not None else (0, 0)) for x in game.hands if x.score is not None or x.void
    )
    return SeatView(
        seat=seat,
        phase=game.phase,
        hand_number=h.number,
        dealer=h.dealer,
        hand=tuple(cards_of(h.holdings[seat])) if seat is not None else (),
        cards_held=tuple(m.bit_count() for m in h.holdings),  # type: ignore[arg-type]
        turned=h.turned,
        bids=bids,
        taker=h.taker,
        trump=h.trump,
        tricks=tuple(tricks),
        belote=tuple(belote),
        to_act=to_act,
        legal_actions=tuple(game.legal_actions()) if seat is not None and to_act == seat else (),
        totals=game.totals,
        disputed=game.disputed,
        hand_scores=scores,
    )
