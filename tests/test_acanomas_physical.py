"""The audit of recorded physical games of profile belote-acanomas (ACA-AUDIT-PHYSICAL,
spec/acanomas/audit.md), beyond the scenarios of features/acanomas/premios_y_penalizaciones.feature:
what stops a replay, late announcements, a void game's penalties, a record of two partial games.

The running example of spec/acanomas/audit.md: 2 players, seat 1 deals, seat 0 names ♠ in round
2 (7♥ turned); seat 0 holds A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠, seat 1 A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠;
both announce a tercia al as (♣, ♥), seat 0's is accepted (20). Played correctly: 96 and 29."""

from __future__ import annotations

from typing import Any

from belote_ref.profiles.acanomas.actions import Announce
from belote_ref.profiles.acanomas.audit import FAULT_CLAUSES, PhysicalFault, audit_sheet, penalty_of, premium_of
from belote_ref.profiles.acanomas.combinations import parse_combination_text
from belote_ref.profiles.acanomas.deal import order_for_hands
from belote_ref.profiles.acanomas.ruleset import make_ruleset
from belote_ref.profiles.acanomas.scoring import SideFacts
from belote_ref.actions import Pass, Play, Take
from belote_ref.cards import parse_card, parse_cards
from belote_ref.rules import acanomas_rules
from belote_ref.profiles.acanomas.physical import PhysicalRecord, RecordedGame, audit_physical

RULES = acanomas_rules(make_ruleset({"players": 2}))
HANDS = [parse_cards("A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠"), parse_cards("A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠")]
STOCK = parse_cards("7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠")
ORDER = order_for_hands(HANDS, 1, 0, parse_card("7♥"), RULES.in_play, 2, STOCK)
TERCIAS = {0: (parse_combination_text("tercia al as de ♣"),), 1: (parse_combination_text("tercia al as de ♥"),)}
TRICKS = [(0, "7♦ A♦"), (1, "K♦ 9♦"), (1, "9♠ J♠"), (0, "A♣ 8♣"), (0, "K♣ 9♣"), (0, "Q♣ 8♠"), (1, "A♥ 8♥"),
          (1, "K♥ 7♠"), (0, "10♠ Q♥")]
BIDS: list[Any] = [Pass(0), Pass(1), Take(0, parse_card("A♠").suit)]


def played(tricks: list[tuple[int, str]] = TRICKS, announce: bool = True) -> list[Any]:
    """The bids, then the tricks' cards by the seats in turn from each leader, each seat's
    announcement recorded before its card of trick 1."""
    out = list(BIDS)
    for t, (leader, cards) in enumerate(tricks):
        for k, c in enumerate(parse_cards(cards)):
            seat = RULES.turn[leader][k]
            if t == 0 and announce:
                out.append(Announce(seat, TERCIAS[seat]))
            out.append(Play(seat, c))
    return out


def audit(*games: RecordedGame, totals: list[int] | None = None) -> Any:
    return audit_physical(PhysicalRecord(RULES, list(games), totals))


def test_the_running_example_played_correctly_has_no_fault_and_its_sheet() -> None:
    [a] = audit(RecordedGame(1, ORDER, played(), line=[96, 29]))
    assert a.faults == [] and a.stopped is None
    assert a.sheet == {0: 96, 1: 29} and a.differences == []


def test_a_wrong_line_is_a_difference_not_a_fault() -> None:
    [a] = audit(RecordedGame(1, ORDER, played(), line=[96, 30]))
    assert a.faults == [] and a.differences == [(1, 30, 29)]


def test_no_announcement_recorded_means_nothing_announced() -> None:
    """Without the tercias: seat 0 76 (66 + 10), seat 1 29 (decided here: ACA-AUDIT-PHYSICAL)."""
    [a] = audit(RecordedGame(1, ORDER, played(announce=False), line=[76, 29]))
    assert a.faults == [] and a.sheet == {0: 76, 1: 29}


def test_a_card_not_held_stops_the_replay_of_that_game_and_the_next_game_is_audited() -> None:
    bad = played()
    bad[bad.index(Play(1, parse_card("A♦")))] = Play(1, parse_card("A♠"))  # A♠ is in the stock
    first, second = audit(RecordedGame(1, ORDER, bad, line=[96, 29]),
                          RecordedGame(0, ORDER, [Pass(1), Pass(0), Pass(1), Pass(0)], line=[0, 0]))
    assert first.stopped is not None and first.stopped.clause == "ACA-PLAY-CARD-IN-HAND"
    assert (first.stopped.seat, first.stopped.trick) == (1, 1)
    assert first.sheet is None
    assert second.stopped is None and second.sheet == {0: 0, 1: 0}


def test_a_late_announcement_is_reported_without_points_and_not_judged() -> None:
    """Seat 1 announces its tercia after trick 1: no verdict compares it, seat 0's tercia is
    accepted all the same; no points."""
    actions = played(announce=False)
    actions.insert(actions.index(Play(1, parse_card("K♦"))), Announce(1, TERCIAS[1]))
    [a] = audit(RecordedGame(1, ORDER, actions, line=[76, 29]))
    assert [(f.clause, f.seat, f.trick, penalty_of(f), premium_of(f)) for f in a.faults] == [
        ("ACA-COMB-ANNOUNCE", 1, 2, 0, 0)]
    assert a.sheet == {0: 76, 1: 29}


def test_an_action_out_of_turn_that_never_comes_to_its_turn_stops_the_replay() -> None:
    """Seat 1 plays Q♥ while seat 0 is to lead trick 9, and seat 0's 10♠ is never recorded:
    Q♥ is held (out of turn, -10) and never comes to its turn."""
    actions = played()[:-2] + [Play(1, parse_card("Q♥"))]
    [a] = audit(RecordedGame(1, ORDER, actions, line=[96, 29]))
    assert [f.clause for f in a.faults] == ["ACA-PENALTY-OUT-OF-TURN", "ACA-PENALTY-OUT-OF-TURN"]
    assert a.stopped is a.faults[-1] and a.sheet is None


def test_the_record_of_two_games_audits_the_second_from_the_players_totals() -> None:
    """The second game's line is checked from the totals the players wrote after the first
    (the sheet is binding): a wrong first line is not carried forward."""
    first, second = audit(RecordedGame(1, ORDER, played(), line=[90, 29]),
                          RecordedGame(0, ORDER, [Pass(1), Pass(0), Pass(1), Pass(0)], line=[0, 0]))
    assert first.differences == [(0, 90, 96)]
    assert second.differences == [] and second.number == 2


def test_a_void_game_with_a_misdeal_costs_the_dealer_10() -> None:
    wrong = [list(HANDS[1][:6]), list(HANDS[0][:6])]
    [a] = audit(RecordedGame(1, ORDER, [Pass(0), Pass(1), Pass(0), Pass(1)], hands=wrong, line=[0, 0]))
    assert [f.clause for f in a.faults] == ["ACA-PENALTY-MISDEAL"]
    assert a.sheet == {0: 0, 1: -10}


def test_audit_sheet_a_renege_pays_each_other_side_and_a_penalty_its_offender() -> None:
    """Three players: a renege by seat 1 gives 10 to seats 0 and 2 (ACA-PREMIUM-RENEGE); its
    out-of-turn card costs seat 1 10 (ACA-PENALTY-OUT-OF-TURN); a trump fault scores nothing."""
    faults = [PhysicalFault(FAULT_CLAUSES["renege"], 1, 3, 7, ""), PhysicalFault(FAULT_CLAUSES["out-of-turn"], 1, 3, 6, ""),
              PhysicalFault("ACA-PLAY-MUST-TRUMP", 2, 4, 9, "")]
    got = audit_sheet({s: SideFacts(cards=10) for s in range(3)}, faults, lambda seat: seat)
    assert [(f.premiums, f.penalties) for f in (got[0], got[1], got[2])] == [(10, 0), (0, 10), (10, 0)]
