"""Perft: the counts of corpus/perft are confirmed by an independent brute force written here
from the rule card (no belote_ref code), and the kit's engine-side walk finds the same numbers."""

from __future__ import annotations

import json
from functools import lru_cache

import pytest

from belote_ref.conformance.checks.perft import engine_perft, load
from belote_ref.conformance.driver import InProcessEngine
from belote_ref.conformance.reference_adapter import ReferenceAdapter

from .helpers import PERFT

TRUMP_ORDER = ["7", "8", "Q", "K", "10", "A", "9", "J"]  # weakest first: J 9 A 10 K Q 8 7
PLAIN_ORDER = ["7", "8", "9", "J", "Q", "K", "10", "A"]  # A 10 K Q J 9 8 7


def brute_force_position(p: dict) -> tuple[list[set[str]], str, int, list[tuple[int, str]]]:
    """Hands after the bidding and the position's plays; trump; seat to play; open trick."""
    opts = p.get("ruleset", {}).get("options", {})
    order, dealer = p["order"], p["dealer"]
    hands: list[set[str]] = [set(), set(), set(), set()]
    packets = (2, 3) if opts.get("first_deal") == "2-3" else (3, 2)
    i = 0
    for size in packets:
        for k in range(1, 5):
            hands[(dealer + k) % 4].update(order[i:i + size])
            i += size
    take = next(a for a in p["actions"] if a["type"] == "take")
    taker, trump = take["seat"], take["suit"]
    hands[taker].add(order[20])
    i = 21
    for k in range(1, 5):
        seat = (dealer + k) % 4
        n = 2 if seat == taker else 3
        hands[seat].update(order[i:i + n])
        i += n
    assert all(len(h) == 8 for h in hands)
    leader, trick = (dealer + 1) % 4, []
    for a in p["actions"]:
        if a["type"] != "play":
            continue
        hands[a["seat"]].remove(a["card"])
        trick.append((a["seat"], a["card"]))
        if len(trick) == 4:
            leader, trick = winner(trick, trump), []
    to_play = (trick[-1][0] + 1) % 4 if trick else leader
    return hands, trump, to_play, trick


def strength(card: str, led: str, trump: str) -> int:
    if card[-1] == trump:
        return 100 + TRUMP_ORDER.index(card[:-1])
    return PLAIN_ORDER.index(card[:-1]) if card[-1] == led else -1


def winner(trick: list[tuple[int, str]], trump: str) -> int:
    led = trick[0][1][-1]
    return max(trick, key=lambda sc: strength(sc[1], led, trump))[0]


def legal(hand: set[str], seat: int, trick: list[tuple[int, str]], trump: str, undertrump: bool) -> set[str]:
    if not trick:
        return set(hand)
    led = trick[0][1][-1]
    follow = {c for c in hand if c[-1] == led}
    trumps = {c for c in hand if c[-1] == trump}
    top = max((strength(c, led, trump) for _, c in trick if c[-1] == trump), default=None)
    higher = {c for c in trumps if top is None or strength(c, led, trump) > top}
    if led == trump:
        return (higher or follow) if follow else set(hand)
    if follow:
        return follow
    if len(trick) >= 2 and winner(trick, trump) == (seat + 2) % 4:  # partner master
        return set(hand)
    if not trumps:
        return set(hand)
    if top is None:
        return trumps
    return higher or (trumps if undertrump else set(hand))


def brute_count(p: dict) -> tuple[int, dict[str, int]]:
    hands, trump, seat, trick = brute_force_position(p)
    undertrump = p.get("ruleset", {}).get("options", {}).get("undertrump", "required") == "required"

    def count(hands: tuple[frozenset[str], ...], seat: int, trick: tuple[tuple[int, str], ...], depth: int) -> int:
        if depth == 0:
            return 1
        total = 0
        for c in legal(set(hands[seat]), seat, list(trick), trump, undertrump):
            nh = list(hands)
            nh[seat] = hands[seat] - {c}
            nt = trick + ((seat, c),)
            if len(nt) == 4:
                total += count(tuple(nh), winner(list(nt), trump), (), depth - 1)
            else:
                total += count(tuple(nh), (seat + 1) % 4, nt, depth - 1)
        return total

    fh = tuple(frozenset(h) for h in hands)
    breakdown = {}
    for c in legal(hands[seat], seat, trick, trump, undertrump):
        nh = list(fh)
        nh[seat] = fh[seat] - {c}
        nt = tuple(trick) + ((seat, c),)
        if len(nt) == 4:
            breakdown[c] = count(tuple(nh), winner(list(nt), trump), (), p["depth"] - 1)
        else:
            breakdown[c] = count(tuple(nh), (seat + 1) % 4, nt, p["depth"] - 1)
    return sum(breakdown.values()), breakdown


@lru_cache(maxsize=1)
def positions() -> list[dict]:
    return json.loads(PERFT.read_text())["positions"]


@pytest.mark.parametrize("index", range(11))
def test_perft_counts_match_an_independent_brute_force(index: int) -> None:
    p = positions()[index]
    total, breakdown = brute_count(p)
    assert total == p["count"], p["name"]
    assert breakdown == p["breakdown"], p["name"]


def test_the_corpus_exercises_every_play_situation() -> None:
    from belote_ref.conformance.results import Outcome

    seen = Outcome()
    engine = InProcessEngine(ReferenceAdapter().handle)
    engine.open()
    for pos in load(PERFT):
        total, breakdown, first = engine_perft(engine, pos, seen.exercise)
        assert (total, first) == (pos.count, None)
        assert breakdown == pos.breakdown
    for clause in ("PLAY-FOLLOW-SUIT", "PLAY-TRUMP-LEAD", "PLAY-PARTNER-MASTER", "PLAY-MUST-TRUMP",
                   "PLAY-OVERTRUMP", "PLAY-UNDERTRUMP", "PLAY-DISCARD"):
        assert seen.exercised[clause] > 0, clause


def test_the_reference_walk_on_hand_copies_finds_the_stored_counts() -> None:
    from belote_ref.conformance.checks.perft import reference_perft

    for pos in load(PERFT):
        assert reference_perft(pos) == (pos.count, pos.breakdown), pos.name
    pos = load(PERFT)[0]
    assert reference_perft(pos, 1)[0] == len(pos.breakdown)


def test_a_position_the_reference_refuses_is_a_corpus_error_not_a_crash() -> None:
    import dataclasses

    from belote_ref.conformance.checks.perft import reference_position
    from belote_ref.conformance.results import CorpusError

    pos = load(PERFT)[0]
    bad = dataclasses.replace(pos, actions=[{"type": "pass", "seat": (pos.dealer + 2) % 4}])
    with pytest.raises(CorpusError, match="refuses the position"):
        reference_position(bad)
