"""Helpers for the hand-built positions of the unit tests: deal the hands a test wants, bid to
the contract, play cards by name."""

from __future__ import annotations

from belote_ref.actions import Pass, Play, Take
from belote_ref.cards import Suit, parse_card, parse_cards
from belote_ref.deal import order_for_hands
from belote_ref.machine import Game
from belote_ref.ruleset import CANONICAL, Ruleset


def hands_of(*texts: str) -> list[list[int]]:
    """Four eight-card hands, seat 0 first, from their text."""
    hands = [list(parse_cards(t)) for t in texts]
    assert len(hands) == 4
    return hands  # type: ignore[return-value]


def game_in_tricks(
    hands: list[list[int]],
    *,
    dealer: int = 3,
    taker: int = 0,
    turned: str,
    trump: str | None = None,
    ruleset: Ruleset = CANONICAL,
    totals: tuple[int, int] = (0, 0),
    disputed: int = 0,
) -> Game:
    """A game whose hand deals exactly ``hands`` and in which ``taker`` has taken: the turned
    suit in round 1 (``trump`` None), else ``trump`` in round 2 after four passes."""
    order = order_for_hands(hands, dealer, taker, parse_card(turned), ruleset.first_deal)
    game = Game(ruleset, dealer, totals, disputed)
    game.deal(order)
    suit = Suit(parse_card(turned) >> 3)
    if trump is not None:
        for _ in range(4):
            game.apply(Pass(game.to_act))  # type: ignore[arg-type]
        suit = Suit("CDHS".index(trump))
    while game.to_act != taker:
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    game.apply(Take(taker, suit))
    assert game.phase == "tricks"
    return game


def play(game: Game, cards: str) -> None:
    """Play these cards in turn, by whoever is to act; ``KH!`` announces belote with ``KH``."""
    for text in cards.split():
        belote = text.endswith("!")
        seat = game.to_act
        assert seat is not None
        game.apply(Play(seat, parse_card(text.rstrip("!")), belote))


def legal_text(game: Game) -> set[str]:
    """The legal cards of the seat to act, as text."""
    return {str(c) for c in game.legal_cards()}
