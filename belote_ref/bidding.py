"""Bidding: two rounds from the seat after the dealer, dealer last (BID-TURN, BID-ROUND1,
BID-ROUND2, BID-ALL-PASS, RULESET-DISABLED).
"""

from __future__ import annotations

from .actions import SPECIAL_CONTRACTS, Coinche, Declare, Pass, SeatAction, Take
from .cards import Suit
from .errors import DisabledFeature, SuitNotBiddable, WrongSeat


def bidder(dealer: int, bids_in_round: int) -> int:
    """The seat to bid after ``bids_in_round`` passes in this round: dealer + 1 first (BID-TURN)."""
    return (dealer + 1 + bids_in_round) & 3


def legal_bids(seat: int, bid_round: int, turned_suit: int) -> list[Pass | Take]:
    """Round 1: pass or take the turned suit. Round 2: pass or name another suit. Sorted: pass
    first, then suits in suit order (BID-ROUND1, BID-ROUND2)."""
    if bid_round == 1:
        return [Pass(seat), Take(seat, Suit(turned_suit))]
    return [Pass(seat)] + [Take(seat, s) for s in Suit if s != turned_suit]


def check_disabled(action: SeatAction) -> None:
    """Refuse coinche, declarations, all-trump and no-trump (RULESET-DISABLED)."""
    if isinstance(action, (Coinche, Declare)):
        what = "coinche" if isinstance(action, Coinche) else f"declaration {action.declaration!r}"
        raise DisabledFeature(f"{what} is disabled in this version of the rules", action=action)
    if isinstance(action, Take) and isinstance(action.suit, str) and action.suit in SPECIAL_CONTRACTS:
        raise DisabledFeature(f"{action.suit} contracts are disabled in this version of the rules", action=action)


def check_bid(action: SeatAction, seat_to_act: int, bid_round: int, turned_suit: int) -> None:
    """Refuse a bid that is not allowed now; return quietly if it is."""
    check_disabled(action)
    if action.seat != seat_to_act:
        raise WrongSeat(
            f"seat {action.seat} bid out of turn: seat {seat_to_act} is to bid",
            clause="BID-TURN", action=action,
        )
    if isinstance(action, Take):
        if bid_round == 1 and action.suit != turned_suit:
            raise SuitNotBiddable(
                f"in round 1 only the turned suit ({Suit(turned_suit).letter}) may be taken, not {action.suit}",
                clause="BID-ROUND1", action=action,
            )
        if bid_round == 2 and action.suit == turned_suit:
            raise SuitNotBiddable(
                f"in round 2 the turned suit ({Suit(turned_suit).letter}) may not be named: choose another suit",
                clause="BID-ROUND2", action=action,
            )
