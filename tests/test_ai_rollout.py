"""The hard level's fast playout is pinned to the reference path (AI-HARD, issue 8; OpenSpiel's
``test_consistent`` idea): from random positions of random games under every ruleset, the cards
:func:`belote_ref.ai.rollout.playout` plays, replayed through a :class:`~belote_ref.machine.Game`,
are accepted (in the normal level's play and in the hard level's playout play), form the same
tricks with the same leaders and winners, and
:func:`~belote_ref.ai.rollout.score_difference` of its totals equals the difference of the
reference's :class:`~belote_ref.scoring.HandScore`.

Also: the tables the AI's play reads (:func:`belote_ref.ai.policy.card_tables`) are those of the
rule card, worked out here from CARDS-TRUMP-ORDER, CARDS-PLAIN-ORDER and CARDS-POINTS as spec/ai.md
words them.
"""

from __future__ import annotations

import random
from typing import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.actions import Play
from belote_ref.ai.rollout import holder_side
from belote_ref.ai.knowledge import knowledge_from_view
from belote_ref.ai.policy import NORMAL_STYLE, PLAYOUT_STYLE, PlayStyle, card_tables
from belote_ref.ai.rollout import playout, score_difference
from belote_ref.cards import CARDS
from belote_ref.deal import shuffled_order
from belote_ref.machine import Game
from belote_ref.rules import CLASSIC, Rules, classic_rules
from belote_ref.ruleset import OPTION_CHOICES, make_ruleset

RULES = [classic_rules(make_ruleset())] + [
    classic_rules(make_ruleset({k: v})) for k, vs in OPTION_CHOICES.items() for v in vs[1:]
]


def recording(rules: Rules) -> tuple[Rules, list[tuple[int, tuple[int, ...], int]]]:
    """``rules`` whose trick winner also records each whole trick it judges: (leader, cards,
    winner)."""
    seen: list[tuple[int, tuple[int, ...], int]] = []
    judge = rules.trick_winner

    def trick_winner(leader: int, trick: Sequence[int], trump: int) -> int:
        winner = judge(leader, trick, trump)
        if len(trick) == rules.seats:
            seen.append((leader, tuple(trick), winner))
        return winner

    return rules.replace(trick_winner=trick_winner), seen


def trick_play_position(rules: Rules, seed: int) -> Game | None:
    """A game stopped during trick play after a random number of random legal actions."""
    rng = random.Random(seed)
    game = Game(rules, rng.randrange(4))
    game.deal(shuffled_order(rng))
    while game.phase in ("bid_round_1", "bid_round_2"):
        game.apply(rng.choice(game.legal_actions()))
    if game.phase != "tricks":
        return None  # all passed
    for _ in range(rng.randrange(32)):
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.id)
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), style=st.sampled_from([NORMAL_STYLE, PLAYOUT_STYLE]))
def test_playout_is_the_reference(rules: Rules, seed: int, style: PlayStyle) -> None:
    game = trick_play_position(rules, seed)
    if game is None:
        return
    h = game.hand
    seat = game.to_act
    assert seat is not None and h.trump is not None and h.taker is not None
    trump = h.trump
    kn = knowledge_from_view(game.view(seat), rules)
    hands = list(h.holdings)
    takers = rules.side_of(h.taker)
    belote_side = None if kn.belote_dead else (
        rules.side_of(kn.belote_seat) if kn.belote_seat is not None else holder_side(rules, hands, trump)
    )
    pts, won = list(kn.card_points), list(kn.tricks_won)
    recorder, seen = recording(rules)
    last = playout(recorder, card_tables(rules), hands.copy(), list(kn.trick), kn.leader, trump, kn.played, pts, won,
                   takers, style)
    assert len(seen) == 8 - len(h.tricks)
    # replay every card through the reference, announcing belote whenever the play may carry it
    done = len(kn.trick)
    for leader, cards, winner in seen:
        assert h.leader == leader
        assert tuple(h.trick) == cards[:done]
        for c in cards[done:]:
            to_act = game.to_act
            assert to_act is not None
            legal = game.legal_actions()
            play = Play(to_act, CARDS[c], True)
            if play not in legal:
                play = Play(to_act, CARDS[c])
            assert play in legal, f"the playout played {CARDS[c]} for seat {to_act}, which is not legal"
            game.apply(play)
        assert h.winners[-1] == winner
        done = 0
    score = h.score
    assert score is not None
    assert (score.card_points, score.tricks_won) == (tuple(pts), tuple(won))
    assert last == rules.side_of(h.winners[-1])
    reference_belote = next((t for t in (0, 1) if score.belote[t]), None)
    assert belote_side == reference_belote  # the AI's belote guess, when every seat announces
    for team in (0, 1):
        expected = score.scores[team] - score.scores[1 - team]
        assert score_difference(rules, team, pts, won, last, belote_side, takers) == expected


# --- the tables of the AI's play ---------------------------------------------------------------
TRUMP_ORDER = "7 8 Q K 10 A 9 J".split()   # weakest first (CARDS-TRUMP-ORDER)
PLAIN_ORDER = "7 8 9 J Q K 10 A".split()   # weakest first (CARDS-PLAIN-ORDER)
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def rank_text(c: int) -> str:
    return str(CARDS[c])[:-1]


def strength(c: int, trump: int) -> int:
    return (TRUMP_ORDER if c >> 3 == trump else PLAIN_ORDER).index(rank_text(c))


def card_points(c: int, trump: int) -> int:
    return (TRUMP_POINTS if c >> 3 == trump else PLAIN_POINTS)[rank_text(c)]


def test_card_tables_are_the_rule_cards_orders_and_points() -> None:
    t = card_tables(CLASSIC)
    assert t.side == (0, 1, 0, 1) and t.turns[2] == (2, 3, 0, 1) and t.last == 3
    # partner master: the seat two places earlier in the trick
    assert [[s for s in range(4) if t.same_side[n][s]] for n in range(4)] == [[], [], [0], [1]]
    for trump in range(4):
        for c in range(32):
            is_trump = c >> 3 == trump
            same_suit = [d for d in range(32) if d >> 3 == c >> 3 and d != c]
            assert t.higher[trump][c] == sum(1 << d for d in same_suit if strength(d, trump) > strength(c, trump))
            s, p, suit = strength(c, trump), card_points(c, trump), c >> 3
            assert t.easy_key[trump][c] == (int(is_trump) * 8 + s) * 4 + suit
            assert t.cheap_key[trump][c] == int(is_trump) * 10000 + p * 100 + s * 4 + suit
            assert t.rich_key[trump][c] == int(not is_trump) * 10000 + p * 100 - s * 4 - suit
        for lead in range(4):
            for m in range(32):
                if m >> 3 == lead:
                    # a trick led with m: a higher card of the suit led, or (plain lead) any trump
                    expect = [d for d in range(32) if d != m and (
                        d >> 3 == lead and strength(d, trump) > strength(m, trump)
                        or lead != trump and d >> 3 == trump)]
                elif m >> 3 == trump:
                    # m trumped a plain lead: only a higher trump beats it
                    expect = [d for d in range(32) if d >> 3 == trump and strength(d, trump) > strength(m, trump)]
                else:
                    expect = []  # m cannot be the master of a trick led in another plain suit
                assert t.beats[trump][lead][m] == sum(1 << d for d in expect), (trump, lead, m)


def test_easy_order_examples_of_the_spec() -> None:
    # spec/ai.md, AI-EASY, hearts trump: of A♣ 7♠ 7♥ the smallest is 7♠; of 7♣ 7♠ it is 7♣; of
    # trumps 8♥ 9♥ it is 8♥.
    from belote_ref import parse_card
    from belote_ref.ai.policy import smallest
    from belote_ref.cards import Suit, mask_of

    t = card_tables(CLASSIC)
    h = int(Suit.HEARTS)

    def m(text: str) -> int:
        return mask_of(parse_card(x) for x in text.split())

    assert smallest(t, m("AC 7S 7H"), h) == parse_card("7S")
    assert smallest(t, m("7C 7S"), h) == parse_card("7C")
    assert smallest(t, m("8H 9H"), h) == parse_card("8H")
