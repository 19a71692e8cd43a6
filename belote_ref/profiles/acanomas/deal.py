"""The deal of profile belote-acanomas: the first deal and the turned card, the completion
deal, the stock and its turned last card, the trump-7 exchange (ACA-DEAL-ORDER, ACA-DEAL-TWO,
ACA-DEAL-THREE, ACA-DEAL-FOUR, ACA-DEAL-TURNED, ACA-DEAL-STOCK, ACA-DEAL-EXCHANGE).

Chance is the team game's: an explicit 32-card order (:func:`belote_ref.deal.check_order`). With
four players in the match the deal *is* the team game's (:func:`belote_ref.deal.first_deal`,
:func:`belote_ref.deal.completion_deal`); with two or three, three cards to each player twice
from the mano, the next card turned, three more each after a take, and the rest is the stock.
Positions below count from 0 (the spec counts from 1).
"""

from __future__ import annotations

from typing import Sequence

from ... import deal as team
from ...cards import CARDS, Card, Rank, card
from ...errors import BadDeal
from .match import mano, seats_from


def turned_position(players: int) -> int:
    """Where the turned card lies in the order, counted from 1: card 13 at two players, 19 at
    three, 21 at four (ACA-DEAL-TWO, ACA-DEAL-THREE, ACA-DEAL-FOUR)."""
    return team.TURNED_INDEX + 1 if players == 4 else 6 * players + 1


def first_deal(
    order: Sequence[int], dealer: int, in_play: Sequence[int], seats: int, first_deal_rule: str = "3-2"
) -> tuple[list[list[Card]], Card]:
    """The hands (indexed by seat, in the order received) and the turned card of the first deal
    (ACA-DEAL-TWO, ACA-DEAL-THREE; four players: the team game's, ACA-DEAL-FOUR)."""
    players = len(in_play)
    if players == 4:
        return team.first_deal(order, dealer, first_deal_rule)
    hands: list[list[Card]] = [[] for _ in range(seats)]
    turn = seats_from(mano(dealer, in_play, seats), in_play)
    pos = 0
    for _ in range(2):
        for seat in turn:
            hands[seat].extend(CARDS[c] for c in order[pos:pos + 3])
            pos += 3
    return hands, CARDS[order[pos]]


def completion_deal(
    order: Sequence[int], dealer: int, taker: int, in_play: Sequence[int], seats: int
) -> list[list[Card]]:
    """The cards each seat receives after a take: at two and three players three to each from
    the mano, nobody taking the turned card (ACA-DEAL-TURNED); at four, the team game's
    (the taker receives it)."""
    players = len(in_play)
    if players == 4:
        return team.completion_deal(order, dealer, taker)
    extra: list[list[Card]] = [[] for _ in range(seats)]
    pos = turned_position(players)
    for seat in seats_from(mano(dealer, in_play, seats), in_play):
        extra[seat].extend(CARDS[c] for c in order[pos:pos + 3])
        pos += 3
    return extra


def stock_of(order: Sequence[int], players: int) -> tuple[Card, ...]:
    """The stock: the cards never dealt, its last card (turned up) included; empty at four
    players (ACA-DEAL-STOCK)."""
    if players == 4:
        return ()
    return tuple(CARDS[c] for c in order[turned_position(players) + 3 * players:])


def last_stock_card(order: Sequence[int], players: int) -> Card | None:
    """Card 32, turned face up on the stock after the completion deal at two and three players
    (ACA-DEAL-TWO, ACA-DEAL-THREE); None at four."""
    return None if players == 4 else CARDS[order[31]]


def trump_seven(trump: int) -> Card:
    """The 7 of trump."""
    return card(trump, Rank.SEVEN)


def exchange_open(players: int, trump: int, turned: int, last_card: int | None, allowed: bool = True) -> bool:
    """Whether the trump-7 exchange step opens: two or three players, the option on, the trump
    the turned card's suit (a take in round 1), and the trump 7 not public (neither the turned
    card nor the turned-up last card) (ACA-DEAL-EXCHANGE)."""
    seven = trump_seven(trump)
    return allowed and players < 4 and turned >> 3 == trump and turned != seven and last_card != seven


def order_for_hands(
    hands: Sequence[Sequence[int]],
    dealer: int,
    taker: int,
    turned: int,
    in_play: Sequence[int],
    seats: int,
    stock: Sequence[int] = (),
    first_deal_rule: str = "3-2",
) -> tuple[Card, ...]:
    """A card order that deals these hands (indexed by seat; a seat out of the match holds
    nothing) with ``turned`` turned and ``stock`` left over, when ``taker`` takes: the inverse of
    :func:`first_deal` then :func:`completion_deal`. At two and three players a hand's first six
    cards are its first deal, in the order given; at four players see
    :func:`belote_ref.deal.order_for_hands` (the turned card is in the taker's hand). Used to
    write scenarios from the hands a reader wants to see."""
    players = len(in_play)
    if players == 4:
        return team.order_for_hands(hands, dealer, taker, turned, first_deal_rule)
    if any(len(hands[s]) != 9 for s in in_play):
        raise BadDeal("each player's hand must hold nine cards at two and three players")
    turn = seats_from(mano(dealer, in_play, seats), in_play)
    order: list[int] = []
    for packet in range(2):
        for seat in turn:
            order.extend(hands[seat][3 * packet:3 * packet + 3])
    order.append(turned)
    for seat in turn:
        order.extend(hands[seat][6:9])
    order.extend(stock)
    return team.check_order(order)
