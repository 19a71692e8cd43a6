"""The AIs' void inference is the play obligation's (AI-VIEW, issue 8): for every seat's view of
random games under every ruleset (and under rules whose play obligation or trick winner is
replaced), the excluded cards are exactly those the definition gives when read by brute force --
a card ``x`` is excluded for a seat iff one of its plays is not legal from the hand
``{played, x}`` at that point of the trick -- and the real hidden hands never hold one."""

from __future__ import annotations

import random
from typing import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.ai.knowledge import knowledge_from_view
from belote_ref.conformance.mutants import mutant_rules
from belote_ref.deal import shuffled_order
from belote_ref.machine import Game
from belote_ref.rules import Rules, classic_rules
from belote_ref.ruleset import OPTION_CHOICES, make_ruleset
from belote_ref.view import SeatView

RULESETS = [make_ruleset()] + [make_ruleset({k: v}) for k, vs in OPTION_CHOICES.items() for v in vs[1:]]
RULES = [classic_rules(r) for r in RULESETS] + [
    mutant_rules(name)(make_ruleset())
    for name in ("no-undertrump", "no-overtrump-trump-lead", "overtrump-partner", "follow-must-beat", "ace-discard-wins")
]


def brute_force_excluded(view: SeatView, rules: Rules) -> list[int]:
    """The definition, card by card and play by play: the legal cards (``rules.legal_mask``) of
    the two-card hand ``{played, x}`` on the trick as it stood."""
    excluded = [0, 0, 0, 0]
    trump = view.trump
    if trump is None:
        return excluded
    for tv in view.tricks:
        seat = tv.leader
        for i, played in enumerate(tv.cards):
            if i > 0:
                seat = rules.next_seat(seat)
                for x in range(32):
                    hand = 1 << played | 1 << x
                    if not rules.legal_mask(hand, [int(c) for c in tv.cards[:i]], trump) >> played & 1:
                        excluded[seat] |= 1 << x
    return excluded


def random_hand_views(rules: Rules, seed: int) -> Iterator[tuple[Game, SeatView]]:
    """Every seat's view, after every action of one hand played with random legal actions, with
    the game (for the real holdings)."""
    rng = random.Random(seed)
    game = Game(rules, rng.randrange(4))
    game.deal(shuffled_order(rng))
    while len(game.hands) == 1 and game.phase != "match_over":
        for seat in range(4):
            yield game, game.view(seat)
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.id + ("" if r in map(classic_rules, RULESETS) else "+mutant"))
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_excluded_cards_are_the_definitions_and_sound(rules: Rules, seed: int) -> None:
    checked = 0
    for game, view in random_hand_views(rules, seed):
        seat = view.seat
        assert seat is not None
        kn = knowledge_from_view(view, rules)
        expected = brute_force_excluded(view, rules)
        for s in range(4):
            if s == seat:
                assert kn.excluded[s] == 0 and kn.forced[s] == 0
                continue
            assert kn.excluded[s] == expected[s] & ~kn.forced[s], (seat, s)
            real = game.hands[-1].holding(s)
            assert kn.excluded[s] & real == 0, "a hidden hand holds a card proved absent"
            assert kn.forced[s] & ~real == 0, "a hidden hand lacks a card proved present"
            checked += kn.excluded[s] != 0
    # random play leaves voids to prove in most hands; the property is vacuous without them
    if game.hands[-1].trump is not None and len(game.hands[-1].tricks) >= 4:
        assert checked


def test_the_knowledge_follows_a_replaced_obligation() -> None:
    # Hearts trump, seat 0 took. Seat 0 leads AC; seat 1, void in clubs and in trumps, discards
    # 8D while an opponent is master. Under the canonical rules that proves it holds no club and
    # no trump (PLAY-FOLLOW-SUIT, PLAY-MUST-TRUMP); under rules where such a discard is free it
    # proves only the void in clubs.
    from tests.ai_positions import position

    hands = [
        "7H JH AC KC 8S AS 10D 9D",
        "8D QD 7S 9S QS 10S JS KS",
        "8H 9H 10H AH 7D JD 7C 8C",
        "QH KH 9C 10C JC QC AD KD",
    ]
    view = position(hands, 0, "7H", "AC 8D").view(3)
    clubs, hearts = 0xFF, 0xFF << 16
    assert knowledge_from_view(view).excluded[1] & (clubs | hearts) == clubs | hearts
    free = knowledge_from_view(view, mutant_rules("free-discard")(make_ruleset()))
    assert free.excluded[1] & (clubs | hearts) == clubs
