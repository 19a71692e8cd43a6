"""The checks of a session (belote_ref.clients.checks.Watch) fed by hand-written message
sequences, as the server's tap would feed them: each expectation is worked out from the
TABLE-CLIENT clauses of spec/table.md."""

from __future__ import annotations

import json
from typing import Any

import pytest

from belote_ref.clients import checks
from belote_ref.clients import clauses as C
from belote_ref.clients.checks import Watch
from belote_ref.clients.deals import Drop, SessionPlan

TOKEN = "T" * 43
PASS0 = {"type": "pass", "seat": 0}
TAKE0 = {"type": "take", "seat": 0, "suit": "H"}


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


class FakeRoom:
    def __init__(self, published: dict[str, Any] | None = None) -> None:
        self.seat_conns: dict[int, Any] = {0: object()}
        self.published: dict[str, Any] = published or {"id": "R", "name": "room", "seats": []}


class FakeHub:
    """What the watch asks of the hub: the seat's connection, and dropping it."""

    def __init__(self) -> None:
        self.rooms = {"R": FakeRoom()}
        self.drops: list[tuple[str, int]] = []

    def drop_connection(self, room: str, seat: int) -> None:
        self.drops.append((room, seat))
        self.rooms[room].seat_conns.pop(seat, None)


def make(drops: tuple[Drop, ...] = (), hub: FakeHub | None = None) -> Watch:
    plan = SessionPlan("t", "test", seat=0, first_dealer=0, seed=1, drops=drops)
    return Watch(plan, "R", TOKEN, hub if hub is not None else FakeHub(), turn_time=5.0, clock=Clock())  # type: ignore[arg-type]


def send(w: Watch, msg: Any, conn: int = 1) -> None:
    w.on_message("in", conn, msg if isinstance(msg, str) else json.dumps(msg))


def server(w: Watch, msg: Any, conn: int = 1) -> None:
    w.on_message("out", conn, json.dumps(msg))


def hello(w: Watch, conn: int = 1, token: str = TOKEN, protocol: str = "1.1.0") -> None:
    send(w, {"type": "hello", "protocol": protocol, "token": token}, conn)


def state(w: Watch, seq: int, legal: list[Any], hand: int = 1, phase: str = "bid_round_1", conn: int = 1) -> None:
    server(w, {"type": "state", "room": "R", "match": 1, "seq": seq, "deadline_s": None,
               "view": {"phase": phase, "hand_number": hand, "legal_actions": legal}}, conn)


def action(w: Watch, act: Any, seq: int | None = None, conn: int = 1) -> None:
    msg: dict[str, Any] = {"type": "action", "action": act}
    if seq is not None:
        msg["seq"] = seq
    send(w, msg, conn)


def event(w: Watch, body: Any, seq: int = 1) -> None:
    server(w, {"type": "event", "room": "R", "match": 1, "seq": seq, "event": body})


def failed(w: Watch) -> list[str]:
    return sorted({d.clause for d in w.outcome.departures})


def test_a_conforming_exchange_departs_from_nothing() -> None:
    w = make()
    hello(w)
    state(w, 2, [PASS0, TAKE0])
    action(w, PASS0, seq=2)
    server(w, {"type": "ack", "seq": 3, "action": PASS0})
    state(w, 3, [])
    assert failed(w) == []
    assert w.outcome.exercised[C.HELLO] == 1 and w.outcome.exercised[C.OWN_SEAT] == 2
    assert w.outcome.exercised[C.LEGAL] == 1 and w.outcome.exercised[C.TIME] == 1


@pytest.mark.parametrize("first, words", [
    ({"type": "sync"}, "sent 'sync' before saying hello"),
    ({"type": "action", "action": PASS0}, "sent 'action' before saying hello"),
])
def test_talking_before_the_hello(first: Any, words: str) -> None:
    w = make()
    send(w, first)
    assert failed(w) == [C.HELLO]
    assert words in w.outcome.departures[0].message


def test_a_ping_before_the_hello_is_allowed() -> None:
    w = make()
    send(w, {"type": "ping"})
    hello(w)
    assert failed(w) == []


def test_another_major_version_and_a_second_hello() -> None:
    w = make()
    hello(w, protocol="2.0.0")
    hello(w)
    hello(w)
    assert [d.clause for d in w.outcome.departures] == [C.HELLO, C.HELLO]
    assert "protocol '2.0.0'" in w.outcome.departures[0].message
    assert "a second time" in w.outcome.departures[1].message


def test_a_token_that_is_not_its_own_is_never_shown() -> None:
    w = make()
    hello(w, token="U" * 43)
    assert failed(w) == [C.OWN_SEAT]
    assert "U" * 43 not in json.dumps(w.outcome.departures[0].sent)


def test_an_action_for_another_seat() -> None:
    w = make()
    hello(w)
    state(w, 2, [PASS0])
    action(w, {"type": "pass", "seat": 1}, seq=2)
    assert failed(w) == [C.OWN_SEAT]
    assert "acted for seat 1; it holds seat 0" in w.outcome.departures[0].message


def test_acting_when_the_last_state_lists_no_legal_actions_and_the_refusal_clause() -> None:
    w = make()
    hello(w)
    state(w, 2, [])
    action(w, PASS0)
    server(w, {"type": "refused", "clause": "BID-TURN", "reason": "seat 0 bid out of turn", "action": PASS0})
    assert failed(w) == ["BID-TURN", C.TURN]


def test_two_actions_on_one_state_before_the_answer() -> None:
    w = make()
    hello(w)
    state(w, 2, [PASS0, TAKE0])
    action(w, PASS0)
    action(w, PASS0)
    assert failed(w) == [C.TURN]
    assert "before the answer to its first" in w.outcome.departures[0].message


def test_a_seq_that_did_not_ask_or_was_answered() -> None:
    w = make()
    hello(w)
    state(w, 2, [PASS0])
    action(w, PASS0, seq=2)
    server(w, {"type": "ack", "seq": 3, "action": PASS0})
    state(w, 3, [])
    state(w, 6, [PASS0])
    action(w, PASS0, seq=4)
    action(w, PASS0, seq=2)
    msgs = [d.message for d in w.outcome.departures]
    assert failed(w) == [C.TURN] and len(msgs) == 2
    assert "seq 4, which did not ask it to act" in msgs[0]
    assert "seq 2, which it had answered already" in msgs[1]


def test_an_illegal_choice_its_refusal_and_the_recovery() -> None:
    w = make()
    hello(w)
    state(w, 12, [{"type": "play", "seat": 0, "card": "KH"}], phase="tricks")
    bad = {"type": "play", "seat": 0, "card": "7S"}
    action(w, bad, seq=12)
    server(w, {"type": "refused", "clause": "PLAY-FOLLOW-SUIT", "reason": "must follow hearts", "action": bad})
    action(w, {"type": "play", "seat": 0, "card": "KH"}, seq=12)
    server(w, {"type": "ack", "seq": 13, "action": {"type": "play", "seat": 0, "card": "KH"}})
    assert failed(w) == ["PLAY-FOLLOW-SUIT", C.LEGAL]
    assert w.outcome.exercised[C.RECOVER] == 1
    rules = next(d for d in w.outcome.departures if d.clause == "PLAY-FOLLOW-SUIT")
    assert rules.check == "refused" and rules.step == 12


def test_a_card_announced_with_belote_is_another_action_than_the_card() -> None:
    w = make()
    hello(w)
    state(w, 12, [{"type": "play", "seat": 0, "card": "KH"}, {"type": "play", "seat": 0, "card": "KH", "announce": "belote"}],
          phase="tricks")
    action(w, {"type": "play", "seat": 0, "card": "KH", "announce": "belote"}, seq=12)
    assert failed(w) == []
    w2 = make()
    hello(w2)
    state(w2, 12, [{"type": "play", "seat": 0, "card": "7H"}], phase="tricks")
    action(w2, {"type": "play", "seat": 0, "card": "7H", "announce": "belote"}, seq=12)
    assert failed(w2) == [C.LEGAL]


def test_repeating_a_refused_action_stops_the_session_at_the_fourth_attempt() -> None:
    w = make()
    hello(w)
    state(w, 5, [PASS0])
    for i in range(4):
        action(w, TAKE0, seq=5)
        server(w, {"type": "refused", "clause": "BID-ROUND1", "reason": "no", "action": TAKE0})
        assert (w.stop_reason is not None) == (i == 3)
    recover = [d for d in w.outcome.departures if d.clause == C.RECOVER]
    assert len(recover) == 3
    assert w.stop_clause == C.RECOVER


def test_a_missed_decision_its_late_answer_and_the_stale_error() -> None:
    w = make()
    hello(w)
    state(w, 5, [PASS0, TAKE0])
    event(w, {"kind": "takeover", "seat": 0, "level": "easy"}, 5)
    state(w, 6, [])
    state(w, 9, [PASS0])  # its next decision is already open when the late answer arrives
    action(w, PASS0, seq=5)
    server(w, {"type": "error", "code": "stale", "message": "...", "clause": "TABLE-ACTION"})
    action(w, PASS0, seq=9)
    server(w, {"type": "ack", "seq": 10, "action": PASS0})
    assert failed(w) == [C.TIME]
    assert "seq 5" in w.outcome.departures[0].message
    assert w.outcome.exercised[C.RECOVER] == 0


def test_a_late_answer_without_seq_refused_out_of_turn_is_not_reported_again() -> None:
    w = make()
    hello(w)
    state(w, 5, [PASS0])
    event(w, {"kind": "takeover", "seat": 0, "level": "easy"}, 5)
    state(w, 6, [])
    action(w, PASS0)
    server(w, {"type": "refused", "clause": "BID-TURN", "reason": "out of turn", "action": PASS0})
    assert failed(w) == [C.TIME]


def test_the_first_decision_of_a_hand_missed_is_also_a_hand_end_departure() -> None:
    w = make()
    hello(w)
    state(w, 5, [PASS0])
    action(w, PASS0, seq=5)
    server(w, {"type": "ack", "seq": 6, "action": PASS0})
    event(w, {"kind": "hand_end", "hand": 1}, 8)
    state(w, 9, [PASS0], hand=2)
    event(w, {"kind": "takeover", "seat": 0, "level": "easy"}, 9)
    assert failed(w) == [C.HAND_END, C.TIME]


def test_three_missed_decisions_stop_the_session() -> None:
    w = make()
    hello(w)
    for seq in (5, 9, 13):
        state(w, seq, [PASS0])
        event(w, {"kind": "takeover", "seat": 0, "level": "easy"}, seq)
    assert w.stop_clause == C.TIME and w.missed == 3


def test_a_takeover_while_the_client_is_disconnected_is_not_a_time_departure() -> None:
    hub = FakeHub()
    w = make(hub=hub)
    hello(w)
    state(w, 5, [PASS0])
    hub.rooms["R"].seat_conns.clear()
    event(w, {"kind": "takeover", "seat": 0, "level": "easy"}, 5)
    assert failed(w) == []


def test_malformed_and_oversized_messages() -> None:
    w = make()
    hello(w)
    send(w, '{"type": "action", ')
    send(w, "[1, 2]")
    send(w, json.dumps({"type": "ping", "pad": "x" * 9000}))
    send(w, json.dumps({"type": "teleport"}))
    assert [d.clause for d in w.outcome.departures] == [C.SCHEMA, C.SCHEMA, C.LIMITS, C.SCHEMA]
    assert "bad-json" in w.outcome.departures[0].message
    assert "not-an-object" in w.outcome.departures[1].message
    assert "too-large" in w.outcome.departures[2].message
    assert "unknown-type" in w.outcome.departures[3].message


def test_rate_limited_and_flooding_answers() -> None:
    w = make()
    hello(w)
    server(w, {"type": "error", "code": "rate-limited", "message": "more than 20", "clause": "TABLE-LIMITS"})
    assert failed(w) == [C.LIMITS] and w.stop_reason is None
    server(w, {"type": "error", "code": "flooding", "message": "closing", "clause": "TABLE-LIMITS"})
    assert w.stop_clause == C.LIMITS


def test_after_the_match_no_action_and_no_start_match() -> None:
    w = make()
    hello(w)
    event(w, {"kind": "match_end", "totals": [500, 100], "winner": 0}, 90)
    action(w, PASS0)
    send(w, {"type": "start_match"})
    assert [d.clause for d in w.outcome.departures] == [C.MATCH_END, C.MATCH_END]
    assert w.match_over and w.match_end_at == 0.0


def test_leaving_between_hands() -> None:
    w = make()
    hello(w)
    state(w, 5, [PASS0])
    action(w, PASS0, seq=5)
    assert not w.left_at_hand_end()
    event(w, {"kind": "hand_end", "hand": 1}, 8)
    state(w, 9, [PASS0], hand=2)  # dealt, but the client sends nothing more
    assert w.left_at_hand_end()


def test_a_drop_as_the_client_is_to_act_and_its_reconnection() -> None:
    hub = FakeHub()
    w = make(drops=(Drop(1, 2, "turn"),), hub=hub)
    hello(w)
    state(w, 5, [PASS0])
    action(w, PASS0, seq=5)
    server(w, {"type": "ack", "seq": 6, "action": PASS0})
    assert hub.drops == []
    state(w, 9, [PASS0], phase="bid_round_2")
    assert hub.drops == [("R", 0)] and w.drop is not None
    assert any(x.way == "note" and "drops" in x.text for x in w.log)
    w.clock.t = 1.0  # type: ignore[attr-defined]
    hello(w, conn=2)
    assert w.drop is None
    state(w, 9, [PASS0], phase="bid_round_2", conn=2)  # the same state again, after the welcome
    action(w, PASS0, seq=9, conn=2)
    server(w, {"type": "ack", "seq": 10, "action": PASS0}, conn=2)
    assert failed(w) == [] and w.outcome.exercised[C.RECONNECT] == 1


def test_an_action_sent_as_the_connection_drops_may_be_sent_again_after_the_reconnection() -> None:
    """The client answers on the dropped connection in the instant of the drop: the server never
    applied it (the state after the welcome has the same seq), so answering that state again on
    the new connection is its one action on it, not a second one (TABLE-CLIENT-TURN). Seen under
    load with the JavaScript example."""
    hub = FakeHub()
    w = make(drops=(Drop(1, 1, "turn"),), hub=hub)
    hello(w)
    state(w, 5, [PASS0])
    assert hub.drops == [("R", 0)]
    action(w, PASS0, seq=5)  # on connection 1, already dropped
    w.clock.t = 0.5  # type: ignore[attr-defined]
    hello(w, conn=2)
    hub.rooms["R"].seat_conns[0] = object()
    state(w, 5, [PASS0], conn=2)
    action(w, PASS0, seq=5, conn=2)
    server(w, {"type": "ack", "seq": 6, "action": PASS0}, conn=2)
    assert failed(w) == []
    action(w, PASS0, seq=5, conn=2)  # but once answered on the new connection, twice is twice
    assert failed(w) == [C.TURN]


def test_a_reconnection_overdue() -> None:
    hub = FakeHub()
    w = make(drops=(Drop(1, 1, "ack"),), hub=hub)
    hello(w)
    state(w, 5, [PASS0])
    action(w, PASS0, seq=5)
    server(w, {"type": "ack", "seq": 6, "action": PASS0})
    assert hub.drops == [("R", 0)]
    w.clock.t = 4.9  # type: ignore[attr-defined]
    assert not w.reconnect_overdue()
    w.clock.t = 5.1  # type: ignore[attr-defined]
    assert w.reconnect_overdue()


def test_reconnected_but_the_decision_left_to_the_takeover_ai() -> None:
    hub = FakeHub()
    w = make(drops=(Drop(1, 1, "turn"),), hub=hub)
    hello(w)
    state(w, 5, [PASS0])
    hello(w, conn=2)
    hub.rooms["R"].seat_conns[0] = object()
    state(w, 5, [PASS0], conn=2)
    event(w, {"kind": "takeover", "seat": 0, "level": "easy"}, 5)
    assert failed(w) == [C.RECONNECT, C.TIME]


def test_what_is_kept_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checks, "MAX_LOG", 10)
    monkeypatch.setattr(checks, "MAX_DEPARTURES", 3)
    w = make()
    hello(w)
    for _ in range(20):
        send(w, "not json")
    assert len(w.log) == 10 and w.unlogged == 11 and w.count == 21
    assert len(w.outcome.departures) == 3 and w.kept[C.SCHEMA] == 20


def test_messages_after_the_session_closed_are_ignored() -> None:
    w = make()
    w.closed = True
    send(w, "not json")
    assert w.count == 0 and failed(w) == []


def test_the_messages_around_a_departure() -> None:
    w = make()
    hello(w)
    for seq in range(2, 12):
        state(w, seq, [])
    send(w, "not json")
    for seq in range(12, 20):
        state(w, seq, [])
    n = w.outcome.departures[0].extra["message"]
    assert [x.n for x in w.around(n)] == list(range(n - 6, n + 4))


def test_the_log_is_bounded_in_characters_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checks, "MAX_LOG_CHARS", 10_000)
    w = make()
    hello(w)
    for _ in range(10):
        send(w, json.dumps({"type": "ping", "pad": "x" * 5000}))
    assert all(len(x.text) <= checks.MAX_TEXT for x in w.log)
    assert w.log_chars <= 10_000 and w.unlogged == 11 - len(w.log)


def test_with_a_longer_room_turn_time_the_watch_times_the_answers_itself() -> None:
    plan = SessionPlan("t", "test", seat=0, first_dealer=0, seed=1)
    clock = Clock()
    w = Watch(plan, "R", TOKEN, FakeHub(), turn_time=5.0, clock=clock, room_turn_time=120.0)  # type: ignore[arg-type]
    hello(w)
    state(w, 5, [PASS0])
    clock.t = 4.0
    action(w, PASS0, seq=5)
    server(w, {"type": "ack", "seq": 6, "action": PASS0})
    state(w, 9, [PASS0])
    clock.t = 10.0
    action(w, PASS0, seq=9)
    assert failed(w) == [C.TIME]
    assert "after 6.0 s; the turn time is 5 s" in w.outcome.departures[0].message


# --- TABLE-CLIENT-PUBLIC ------------------------------------------------------------------------
def _hand_state(w: Watch, seq: int, cards: list[str]) -> None:
    server(w, {"type": "state", "room": "R", "match": 1, "seq": seq, "deadline_s": None,
               "view": {"phase": "play", "hand_number": 1, "hand": cards, "legal_actions": []}})


@pytest.mark.parametrize("name, seat_name, shown", [
    ("AS KH 7C", None, "7C AS KH"),     # the protocol's form: three cards of the hand
    ("my T\u2660 and 10\u2665", None, "10H"),  # ten of spades not held; 10H is, with a symbol
    ("room", "QD", "QD"),               # a seat's name is public too
    ("ASKH", None, None),               # not words of their own: no card named
    ("as kh", None, None),              # lower case: not the protocol's form
])
def test_a_room_the_client_creates_is_read_for_its_hidden_cards(name: str, seat_name: str | None,
                                                                shown: str | None) -> None:
    hub = FakeHub()
    w = make(hub=hub)
    hello(w)
    hand = ["7C", "AS", "KH", "QD", "10H"]
    _hand_state(w, 2, hand)
    seats = [{"name": seat_name}] if seat_name else []
    hub.rooms["X"] = FakeRoom({"id": "X", "name": name, "seats": seats})
    _hand_state(w, 3, hand[1:])  # 7C played meanwhile: it was hidden when the room appeared
    if shown is None:
        assert failed(w) == []
    else:
        assert failed(w) == [C.PUBLIC]
        message = w.outcome.departures[0].message
        assert "room X" in message and message.endswith(f"names {' '.join(sorted(shown.split()))}, which its seat holds hidden")
    assert w.outcome.exercised[C.PUBLIC] >= 2


def test_the_rooms_there_before_the_session_and_cards_not_held_are_not_faulted() -> None:
    hub = FakeHub()
    hub.rooms["OLD"] = FakeRoom({"id": "OLD", "name": "AS KH", "seats": []})
    w = make(hub=hub)
    hello(w)
    _hand_state(w, 2, ["AS", "KH"])
    hub.rooms["NEW"] = FakeRoom({"id": "NEW", "name": "8D 9D", "seats": []})
    _hand_state(w, 3, ["AS", "KH"])
    assert failed(w) == []
