"""Helpers for the AI tests: build a game from hands written as text, then play cards."""

from __future__ import annotations

from belote_ref import Game, Pass, Play, Take, parse_card, parse_cards
from belote_ref.deal import order_for_hands


def position(hands: list[str], taker: int, turned: str, plays: str = "", dealer: int = 3) -> Game:
    """A game where ``taker`` took ``turned``'s suit in round 1 (the seats before it passed),
    the seats hold ``hands`` (eight cards each, seat 0 first), then ``plays`` were played in
    turn (cards as text; a trailing ``!`` announces belote)."""
    cards = [parse_cards(h) for h in hands]
    t = parse_card(turned)
    game = Game(first_dealer=dealer)
    game.deal(order_for_hands(cards, dealer, taker, t))
    seat = (dealer + 1) & 3
    while seat != taker:
        game.apply(Pass(seat))
        seat = (seat + 1) & 3
    game.apply(Take(taker, t.suit))
    for text in plays.split():
        s = game.to_act
        assert s is not None
        game.apply(Play(s, parse_card(text.rstrip("!")), text.endswith("!")))
    return game
