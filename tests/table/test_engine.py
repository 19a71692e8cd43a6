"""The table's door into the engine: public events worked out by hand (TABLE-EVENTS)."""

from __future__ import annotations

from belote_ref.cards import CARDS
from belote_ref.table import engine

DECK_IN_ORDER = [str(c) for c in CARDS]
"""7♣ 8♣ … A♠: with seat 3 dealing, 3 then 2, seat 0 gets 7♣ 8♣ 9♣ J♦ Q♦ and J♥ (21st) is turned."""


def game_dealt() -> engine.Game:
    game = engine.new_game(engine.ruleset({}), 3)
    engine.deal(game, DECK_IN_ORDER)
    return game


def test_deal_event_shows_dealer_and_turned_card_only() -> None:
    game = engine.new_game(engine.ruleset({}), 3)
    mark = engine.mark(game)
    engine.deal(game, DECK_IN_ORDER)
    assert engine.events_since(game, mark) == [{"kind": "deal", "hand": 1, "dealer": 3, "turned": "JH"}]


def test_void_hand_events_carry_no_card() -> None:
    game = game_dealt()
    events = []
    for i in range(8):
        mark = engine.mark(game)
        engine.apply(game, engine.parse_action({"type": "pass", "seat": i % 4}))
        events += engine.events_since(game, mark)
    assert events[:8] == [{"kind": "bid", "hand": 1, "action": {"type": "pass", "seat": i % 4}} for i in range(8)]
    assert events[8] == {"kind": "hand_end", "hand": 1, "void": True, "taker": None, "trump": None, "score": None,
                         "totals": [0, 0], "disputed": 0}
    assert len(events) == 9
    assert engine.needs_deal(game) and engine.hand_number(game) == 2


def test_first_trick_event() -> None:
    # seat 0 takes hearts; after the completion deal seat 0 leads (the seat after dealer 3).
    game = game_dealt()
    engine.apply(game, engine.parse_action({"type": "take", "seat": 0, "suit": "H"}))
    events = []
    for _ in range(4):
        seat = engine.to_act(game)
        first = engine.view(game, seat).legal_actions[0]
        mark = engine.mark(game)
        engine.apply(game, first)
        events += engine.events_since(game, mark)
    plays = [e for e in events if e["kind"] == "play"]
    tricks = [e for e in events if e["kind"] == "trick"]
    assert [p["action"]["seat"] for p in plays] == [0, 1, 2, 3]
    assert len(tricks) == 1 and tricks[0]["number"] == 1 and tricks[0]["leader"] == 0
    assert tricks[0]["cards"] == [p["action"]["card"] for p in plays]
    assert events[-1]["kind"] == "trick", "the trick ends after its fourth card"
