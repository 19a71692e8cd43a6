"""The speed-ups of profile belote-acanomas (benchmarks/run.py, acanomas-3p) pinned to the
reference functions they stand for: each fast path is the rule's own function worked out once
(a table, a cache), never a second copy of a rule; these tests fail if a table or a cache ever
answers differently from the function it caches."""

from __future__ import annotations

import random
from itertools import combinations as subsets
from typing import Any

import pytest

from belote_ref.profiles.acanomas import match
from belote_ref.profiles.acanomas.actions import Claim
from belote_ref.profiles.acanomas.combinations import brelanes_in, escaleras_in, held_combinations
from belote_ref.profiles.acanomas.ruleset import make_ruleset
from belote_ref.cards import POINTS
from belote_ref.rules import acanomas_rules
from belote_ref.players import play_match


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_mano_table_is_match_mano_for_every_dealer_and_seats_in_play(players: int) -> None:
    ruleset = make_ruleset({"players": players})
    for k in range(1, players + 1):
        for in_play in subsets(range(players), k):
            rules = acanomas_rules(ruleset, in_play)
            for dealer in range(players):
                assert rules.first_leader(dealer) == match.mano(dealer, in_play, players)
                for j in range(k):
                    assert rules.bidder(dealer, j) == match.seats_from(match.mano(dealer, in_play, players), in_play)[j]


def test_the_ledger_s_seats_in_play_are_seats_in_play() -> None:
    for players in (2, 3, 4):
        for k in range(players + 1):
            for out in subsets(range(players), k):
                assert match._seats_in_play(players, frozenset(out)) == match.seats_in_play(players, out)


def test_held_combinations_cached_is_the_function() -> None:
    rng = random.Random(12)
    for _ in range(2000):
        hand = sum(1 << c for c in rng.sample(range(32), rng.choice((6, 8, 9))))
        assert held_combinations(hand) == tuple(brelanes_in(hand) + escaleras_in(hand))
        assert held_combinations(hand) == held_combinations.__wrapped__(hand)


def _patient(view: Any, rng: random.Random) -> Any:
    """A random legal action, never «he terminado»: every partial game played to its end."""
    return rng.choice([a for a in view.legal_actions if type(a) is not Claim])


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3}, {"players": 4}, {"players": 4, "pairs": True}])
def test_a_partial_game_s_facts_are_its_tricks_and_verdicts(options: dict[str, object]) -> None:
    """Each side's card points, tricks, last trick and accepted combinations, summed here trick
    by trick from the public record of each partial game played to its end."""
    ruleset = make_ruleset(options)
    game = play_match([_patient] * ruleset.players, seed=5, ruleset=ruleset)
    checked = 0
    hands: list[Any] = game.hands
    for h in hands:
        if h.void or h.claim is not None:
            continue
        rules = h.rules
        facts = h.facts()
        pts = POINTS[h.trump]
        for side, f in facts.items():
            won = [t for t, w in zip(h.tricks, h.winners) if rules.side_of(w) == side]
            assert f.tricks == len(won)
            assert f.cards == sum(pts[c] for t in won for c in t)
            assert f.last_trick == (rules.side_of(h.winners[-1]) == side)
            assert f.combinations == sum(v.value for v in h.verdicts if v.verdict == "aceptada" and rules.side_of(v.seat) == side)
        checked += 1
    assert checked > 0


def test_the_ledger_can_win_reads_each_side() -> None:
    """Three players, seat 2 out and seat 1 barred: only seat 0 can still win (ACA-MATCH-END)."""
    ledger = match.Ledger(acanomas_rules(make_ruleset({"players": 3})), out=[2], barred=[1])
    assert ledger.in_play == (0, 1) and ledger.sides_in_play == (0, 1) and ledger.can_win == (0,)
