"""Players that choose among legal actions, and a helper that plays whole matches.

A player is any callable ``(view, rng) -> action``: it sees only its seat's view (VIEW-SEAT).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable, Sequence

from .actions import SeatAction
from .deal import shuffled_order
from .machine import Game
from .ruleset import CANONICAL, Ruleset
from .view import SeatView

if TYPE_CHECKING:
    from .profiles.acanomas import ruleset as acanomas_ruleset

Player = Callable[[SeatView, random.Random], SeatAction]


def random_player(view: SeatView, rng: random.Random) -> SeatAction:
    """Any legal action, uniformly at random."""
    return rng.choice(view.legal_actions)


def play_match(
    players: Sequence[Player] | None = None,
    seed: int = 0,
    ruleset: "Ruleset | acanomas_ruleset.Ruleset" = CANONICAL,
    first_dealer: int = 0,
    max_hands: int = 10_000,
    orders: random.Random | None = None,
) -> Game:
    """Play a whole match: shuffled decks drawn from ``seed`` (or from ``orders``, a stream of
    its own, so that two matches can share their card orders), each seat's player choosing from
    its own view. Random legal players by default. A ruleset of profile belote-acanomas plays
    its match (give one player per seat)."""
    rng = random.Random(seed)
    decks = orders if orders is not None else rng
    seats = list(players) if players is not None else [random_player] * 4
    game = Game(ruleset, first_dealer)
    while not game.is_over:
        if len(game.hands) > max_hands:
            raise RuntimeError(f"match not over after {max_hands} hands")
        if game.phase == "dealing":
            game.deal(shuffled_order(decks))
            continue
        seat = game.to_act
        assert seat is not None
        game.apply(seats[seat](game.view(seat), rng))
    return game


def play_random_fast(game: Game, rng: random.Random) -> None:
    """Play the current match to the end with uniform random legal actions, without building
    views (for benchmarks and property tests)."""
    apply, legal_actions, choice = game.apply, game.legal_actions, rng.choice
    while (phase := game.phase) != "match_over":
        if phase == "dealing":
            game.deal(shuffled_order(rng))
        else:
            apply(choice(legal_actions()))
