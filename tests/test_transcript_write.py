"""The writer: what it records is what the reference computes from the inputs."""

from __future__ import annotations

import pytest

from belote_ref.actions import Pass, Play, Take, legal_text
from belote_ref.cards import Suit, parse_card, parse_cards
from belote_ref.deal import order_for_hands
from belote_ref.players import play_match
from belote_ref.transcript.audit import audit_document
from belote_ref.transcript.write import HandInput, RecipeError, build_transcript, transcript_of

HANDS = [parse_cards(h) for h in ("AC KD 8H 8C 7S KS 9C 10C", "7H 8S 9H KH JS KC 10H 7D",
                                  "AS QS JH AD JD 8D QH AH", "7C JC 9D QD 10S QC 9S 10D")]
ORDER = order_for_hands(HANDS, dealer=0, taker=1, turned=parse_card("KC"))


def test_legal_texts() -> None:
    assert legal_text(Pass(2)) == "pass"
    assert legal_text(Take(1, Suit.HEARTS)) == "take H"
    assert legal_text(Play(0, parse_card("10S"))) == "10S"
    assert legal_text(Play(0, parse_card("KH"), True)) == "KH belote"


def test_first_legal_set_and_turned_card_by_hand() -> None:
    doc = build_transcript([HandInput(ORDER, [Take(1, Suit.CLUBS)])])
    hand = doc["hands"][0]
    assert hand["legal"] == [["pass", "take C"]]  # round 1: pass or the turned suit (clubs)
    assert hand["facts"]["turned"] == "KC" and hand["facts"]["taker"] == 1 and hand["facts"]["trump"] == "C"
    assert hand["facts"]["hands"][1][-3:] == ["KC", "10H", "7D"]  # the turned card first, then two more
    report = audit_document(doc)
    assert report.exit == 0 and any("unfinished" in n.message for n in report.notes)


def test_a_refused_attempt_that_is_legal_is_a_recipe_error() -> None:
    with pytest.raises(RecipeError):
        build_transcript([HandInput(ORDER, [Take(1, Suit.CLUBS)], refused=[(0, Pass(1))])])
    with pytest.raises(RecipeError):
        build_transcript([HandInput(ORDER, [Take(2, Suit.CLUBS)])])  # seat 2 bids out of turn


def test_a_played_match_roundtrips() -> None:
    game = play_match(seed=11)
    doc = transcript_of(game)
    assert doc["result"] == {"totals": list(game.totals), "disputed": game.disputed, "winner": game.winner}
    assert len(doc["hands"]) == len(game.hands)
    assert audit_document(doc).exit == 0
