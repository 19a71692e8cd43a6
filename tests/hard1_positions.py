"""Positions for the frozen baseline ``hard-1`` (AI-HARD, its baseline): decisions the hard level of the
rules-object release took there, recorded from that release, must stay the same."""

from __future__ import annotations

import random

from belote_ref import Game
from belote_ref.ai import make_player
from belote_ref.deal import shuffled_order


def golden_position(seed: int) -> Game:
    """A game stopped at a decision with a choice, reached by normal players from a seeded deal:
    seeds below 60 stop anywhere in the hand, the others during the bidding."""
    rng = random.Random(f"hard-1 golden|{seed}")
    while True:
        game = Game(first_dealer=rng.randrange(4))
        game.deal(shuffled_order(rng))
        players = [make_player("normal", s) for s in range(4)]
        stop = rng.randrange(36) if seed < 60 else rng.randrange(4)
        steps = 0
        while game.phase in ("bid_round_1", "bid_round_2", "tricks") and len(game.hands) == 1:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if steps >= stop and len(view.legal_actions) > 1:
                return game
            game.apply(players[seat](view, rng))
            steps += 1
