"""One-off check before deleting the old void inference (issue 8): over many random games under
every ruleset, the excluded masks derived from the play obligation equal the old hand-written
inference's, on the cards that matter (unseen by the seat, not forced). The old inference is
copied here verbatim; this file is deleted once it has run."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.ai.knowledge import knowledge_from_view
from belote_ref.cards import FULL_DECK_MASK, SUIT_MASKS, TRICK_KEY, TRUMP_STRENGTH, TRUMPS_ABOVE
from belote_ref.deal import shuffled_order
from belote_ref.machine import Game
from belote_ref.ruleset import OPTION_CHOICES, Ruleset, make_ruleset
from belote_ref.view import SeatView

RULESETS = [make_ruleset()] + [make_ruleset({k: v}) for k, vs in OPTION_CHOICES.items() for v in vs[1:]]


def old_excluded(view: SeatView, undertrump_required: bool) -> list[int]:
    trump = view.trump
    excluded = [0, 0, 0, 0]
    if trump is not None:
        tmask = SUIT_MASKS[trump]
        for tv in view.tricks:
            cards = [int(c) for c in tv.cards]
            lead = cards[0] >> 3
            keys = TRICK_KEY[trump][lead]
            best_trump = -1
            wpos = 0
            for i, c in enumerate(cards):
                s = (tv.leader + i) & 3
                suit = c >> 3
                if i > 0 and suit != lead:
                    excluded[s] |= SUIT_MASKS[lead]
                    if lead == trump:
                        pass  # void in trump: covered by the line above
                    elif not (i >= 2 and wpos == i - 2):  # partner not master: had to trump
                        if suit != trump:
                            if best_trump < 0 or undertrump_required:
                                excluded[s] |= tmask
                            else:
                                excluded[s] |= TRUMPS_ABOVE[trump][best_trump]
                        elif TRUMP_STRENGTH[c & 7] < best_trump:
                            excluded[s] |= TRUMPS_ABOVE[trump][best_trump]
                elif i > 0 and lead == trump and TRUMP_STRENGTH[c & 7] < best_trump:
                    excluded[s] |= TRUMPS_ABOVE[trump][best_trump]
                if suit == trump and TRUMP_STRENGTH[c & 7] > best_trump:
                    best_trump = TRUMP_STRENGTH[c & 7]
                if i > 0 and keys[c] > keys[cards[wpos]]:
                    wpos = i
    return excluded


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_new_excluded_masks_equal_the_old_ones(ruleset: Ruleset, seed: int) -> None:
    rng = random.Random(seed)
    game = Game(ruleset, rng.randrange(4))
    game.deal(shuffled_order(rng))
    compared = 0
    while len(game.hands) == 1 and game.phase != "match_over":
        for seat in range(4):
            view = game.view(seat)
            kn = knowledge_from_view(view, ruleset)
            old = old_excluded(view, ruleset.undertrump_required)
            unseen = kn.unseen
            for s in range(4):
                if s == seat:
                    assert kn.excluded[s] == 0
                    continue
                assert kn.excluded[s] == old[s] & unseen & ~kn.forced[s], (seat, s)
                compared += 1
        game.apply(rng.choice(game.legal_actions()))
    assert compared
