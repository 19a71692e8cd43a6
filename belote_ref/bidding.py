"""Bidding: two rounds from the seat after the dealer, dealer last (BID-TURN, BID-ROUND1,
BID-ROUND2, BID-ALL-PASS, RULESET-DISABLED).

The bids a seat may make are written once, in :func:`bid_obligation`; the legal bids and the
refusal of a bid (:func:`bid_refusal_of`) are derived from it.
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType
from typing import Any, Callable, Mapping

from .actions import SPECIAL_CONTRACTS, Pass, SeatAction, Take
from .cards import Suit
from .errors import DisabledFeature, IllegalAction, SuitNotBiddable, WrongSeat

ROUND1 = "BID-ROUND1"
ROUND2 = "BID-ROUND2"

BidObligation = tuple[str, tuple[Pass | Take, ...]]
"""``(clause, legal bids)``: the clause that governs the bid and the bids it allows, sorted (pass
first, then suits in suit order)."""
BidObligationRule = Callable[[int, int, int], BidObligation]
"""``(seat, bid_round, turned_suit) -> BidObligation``."""


def bidder(dealer: int, bids_in_round: int) -> int:
    """The seat to bid after ``bids_in_round`` passes in this round: dealer + 1 first (BID-TURN)."""
    return (dealer + 1 + bids_in_round) & 3


@lru_cache(maxsize=None)
def bid_obligation(seat: int, bid_round: int, turned_suit: int) -> BidObligation:
    """Round 1: pass or take the turned suit (BID-ROUND1). Round 2: pass or name another suit
    (BID-ROUND2). Bids are immutable, so the answers are computed once."""
    if bid_round == 1:
        return ROUND1, (Pass(seat), Take(seat, Suit(turned_suit)))
    return ROUND2, (Pass(seat),) + tuple(Take(seat, s) for s in Suit if s != turned_suit)


def legal_bids(seat: int, bid_round: int, turned_suit: int) -> list[Pass | Take]:
    """The bids :func:`bid_obligation` allows, as a list."""
    return list(bid_obligation(seat, bid_round, turned_suit)[1])


def _coinche_refusal(action: Any) -> IllegalAction:
    return DisabledFeature("coinche is disabled in this version of the rules", action=action)


def _declaration_refusal(action: Any) -> IllegalAction:
    return DisabledFeature(f"declaration {action.declaration!r} is disabled in this version of the rules", action=action)


def _special_contract_refusal(action: Any) -> IllegalAction | None:
    if isinstance(action.suit, str) and action.suit in SPECIAL_CONTRACTS:
        return DisabledFeature(f"{action.suit} contracts are disabled in this version of the rules", action=action)
    return None


DISABLED: Mapping[str, Callable[[Any], IllegalAction | None]] = MappingProxyType({
    "coinche": _coinche_refusal,
    "declare": _declaration_refusal,
    "take": _special_contract_refusal,
})
"""Action type -> the refusal of what this version disables (RULESET-DISABLED): coinche,
declarations, all-trump and no-trump contracts, refused in every phase."""


def disabled_refusal(action: object) -> IllegalAction | None:
    """The refusal of a disabled action (:data:`DISABLED`), or None."""
    check = DISABLED.get(getattr(type(action), "type", ""))
    return check(action) if check is not None else None


_SENTENCES = {
    ROUND1: "in round 1 only the turned suit ({turned}) may be taken, not {suit}",
    ROUND2: "in round 2 the turned suit ({turned}) may not be named: choose another suit",
}


def bid_refusal_of(
    obligation: BidObligationRule, action: SeatAction, seat_to_act: int, bid_round: int, turned_suit: int
) -> IllegalAction | None:
    """Why ``action`` is refused as a bid now, as a typed error naming the clause; ``None`` if it
    is one of the bids ``obligation`` allows the seat to act."""
    if action.seat != seat_to_act:
        return WrongSeat(
            f"seat {action.seat} bid out of turn: seat {seat_to_act} is to bid", clause="BID-TURN", action=action
        )
    clause, allowed = obligation(seat_to_act, bid_round, turned_suit)
    if action in allowed:
        return None
    suit = getattr(action, "suit", None)
    sentence = _SENTENCES.get(clause, "{action} is not a legal bid now")
    return SuitNotBiddable(
        sentence.format(turned=Suit(turned_suit).letter, suit=suit, action=action), clause=clause, action=action
    )
