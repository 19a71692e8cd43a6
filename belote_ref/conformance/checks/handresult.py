"""The result of a hand, field by field (spec/conformance.md, The result of a hand).

Each field is checked against the reference's rules applied to the engine's own earlier fields:
the parts of the score (card points, last trick, belote, capot) against the reference's; the
contract and the scores against the rules' hand result of the engine's parts; the match totals
and points in dispute against the rules' settlement of the engine's score; the winner against
the rules' match end of the engine's totals; the next dealer against the engine's winner. So a
wrong part is reported once, under its clause, and what follows from it is shown as following
(not as a second departure), while an independent second error is still found. Points no rule
defines (the score of a declaration, say) are reported under RULESET-DISABLED.

A departure here carries the whole result side by side (``extra["result"]``): the reference's,
the engine's and, where it differs from the reference's, what the rules give from the engine's
own earlier fields.
"""

from __future__ import annotations

from typing import Any, Protocol

from ...hand import Hand
from ...match import Settlement
from ...rules import Rules
from ...scoring import HandScore
from ..clauses import score_clause


class Comparison(Protocol):
    """What the result's comparison needs of the hand played in lockstep
    (:class:`belote_ref.conformance.checks.lockstep._Compare` is one)."""

    @property
    def case(self) -> Any: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def live(self) -> bool: ...

    def made(self, clause: str, situation: str) -> bool: ...

    def block(self, *clauses_: str) -> None: ...

    def depart(self, clause: str, message: str, expected: Any = None, got: Any = None, sent: Any = None, *,
               diverges: bool = False, probe: dict[str, Any] | None = None, extra: dict[str, Any] | None = None) -> None: ...

SAME, FOLLOWS, DEPARTS, UNCHECKED = "same", "follows", "departs", "not compared"


class _Table:
    """The side-by-side rows of a result."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def add(self, field: str, ref: Any, engine: Any, expected: Any, verdict: str, clause: str | None = None) -> None:
        row: dict[str, Any] = {"field": field, "reference": ref, "engine": engine, "verdict": verdict}
        if verdict != SAME and expected is not None:
            row["rules_from_engine"] = expected
        if clause:
            row["clause"] = clause
        self.rows.append(row)


def _verdict(ref: Any, engine: Any, expected: Any) -> str:
    if engine == ref:
        return SAME
    return FOLLOWS if engine == expected else DEPARTS


def match_situation(totals: Any, target: int) -> str:
    """Where match totals stand against the target (MATCH-END coverage)."""
    a, b = totals
    if a == target or b == target:
        return "exact"
    if max(a, b) == target - 1:
        return "just-below"
    if a == b and a >= target:
        return "equal-over"
    if min(a, b) >= target:
        return "both-over"
    return "won" if max(a, b) >= target else "not-over"


def compare(c: Comparison, h: Hand, rr: dict[str, Any], er: dict[str, Any], msg: dict[str, Any]) -> None:
    """Compare the reference's result ``rr`` of hand ``h`` with the engine's ``er``."""
    case, rules = c.case, c.rules
    if not c.live:
        c.block("BID-ALL-PASS", "SCORE-CARD-POINTS", "SCORE-CONTRACT", "MATCH-END", "MATCH-DEALER", "SEATS-TEAMS")
        return
    table = _Table()
    found: list[tuple[str, str, Any, Any]] = []

    def depart(clause: str, message: str, ref: Any, engine: Any) -> None:
        found.append((clause, message, ref, engine))

    carried = (case.totals[0], case.totals[1])
    target = case.options.get("target", 1000)
    if rr["void"] or er["void"]:
        c.made("BID-ALL-PASS", "void")
        if rr["void"] != er["void"]:
            c.depart("BID-ALL-PASS", f"void hand: the engine says {er['void']}, the reference {rr['void']}",
                     rr["void"], er["void"], msg, diverges=True)
            return
    engine_totals = (er["totals"][0], er["totals"][1])
    engine_winner = er["winner"]
    if rr["void"]:
        table.add("void", True, True, None, SAME)
        if case.disputed:
            c.made("SCORE-DISPUTE", "void-keeps")
        v = _verdict(rr["disputed"], er["disputed"], None)
        table.add("disputed", rr["disputed"], er["disputed"], case.disputed, v, "SCORE-DISPUTE" if v == DEPARTS else None)
        if v == DEPARTS:
            depart("SCORE-DISPUTE", f"after a void hand the points in dispute are {er['disputed']}, not the "
                   f"{case.disputed} carried in", rr["disputed"], er["disputed"])
        v = _verdict(rr["totals"], er["totals"], None)
        table.add("totals", rr["totals"], er["totals"], list(carried), v, "BID-ALL-PASS" if v == DEPARTS else None)
        if v == DEPARTS:
            depart("BID-ALL-PASS", f"a void hand scores nothing: the engine's totals are {er['totals']}, "
                   f"not the {list(carried)} carried in", rr["totals"], er["totals"])
    else:
        _played(c, h, rr, er, table, depart, carried)
    # the match: its winner from the engine's own totals, the next dealer from the engine's winner
    c.made("MATCH-END", match_situation(engine_totals, target))
    expected_winner = rules.match_winner(engine_totals)
    v = _verdict(rr["winner"], engine_winner, expected_winner)
    table.add("winner", rr["winner"], engine_winner, expected_winner, v, "MATCH-END" if v == DEPARTS else None)
    if v == DEPARTS:
        depart("MATCH-END", f"after the hand, 'winner': the engine says {engine_winner}, the rules give {expected_winner} "
               f"for its totals {list(engine_totals)} (target {target})", rr["winner"], engine_winner)
    void = bool(rr["void"])
    c.made("MATCH-DEALER", "void" if void else "played")
    expected_dealer = None if engine_winner is not None else rules.next_dealer(case.dealer, void)
    v = _verdict(rr["next_dealer"], er["next_dealer"], expected_dealer)
    table.add("next_dealer", rr["next_dealer"], er["next_dealer"], expected_dealer, v, "MATCH-DEALER" if v == DEPARTS else None)
    if v == DEPARTS:
        depart("MATCH-DEALER", f"after the hand, 'next_dealer': the engine says {er['next_dealer']}, the rules give "
               f"{expected_dealer} (dealer {case.dealer}, {'void hand' if void else 'played hand'}"
               f"{', match over' if engine_winner is not None else ''})", rr["next_dealer"], er["next_dealer"])
    if found:
        extra = {"result": table.rows, "carried_in": {"totals": list(carried), "disputed": case.disputed, "target": target}}
        for clause, message, ref, engine in found:
            c.depart(clause, message, ref, engine, msg, extra=extra)


def _played(c: Comparison, h: Hand, rr: dict[str, Any], er: dict[str, Any], table: _Table, depart: Any,
            carried: tuple[int, int]) -> bool:
    """The score of a played hand and the settlement after it; False when the settlement could
    not be checked (it follows from a departed field the rules cannot re-derive)."""
    rules, case = c.rules, c.case
    ref_score = h.score
    assert ref_score is not None
    rs, es = rr["score"], er["score"]
    c.made("SEATS-TEAMS", "teams")
    if es is None:
        c.made("SCORE-CONTRACT", "made" if rs["contract"] == "made" else "failed")
        depart("SCORE-CONTRACT", "the engine gives no score for a played hand", rs, None)
        table.add("score", rs, None, None, DEPARTS, "SCORE-CONTRACT")
        return False
    takers = ref_score.takers
    defenders = 1 - takers
    # the totals, the contract and the scores: the rules' hand result of the engine's parts
    totals_r, capot_r, contract_r, scores_r, disputed_r = rules.hand_result(
        takers, es["card_points"], ref_score.tricks_won, es["last_trick"], es["belote"])
    # the contract's comparison, counted once a hand whichever field first needs it (the takers'
    # team, the totals, the contract itself): SCORE-DISPUTE's situation on a tie, else
    # SCORE-CONTRACT made or failed
    equal = totals_r[takers] == totals_r[defenders]
    if equal or "tied" in (contract_r, es["contract"]):
        contract_clause = "SCORE-DISPUTE"
        if contract_r == "tied":
            b = es["belote"]
            contract_sit = "tie-takers-belote" if b[takers] else "tie-defenders-belote" if b[defenders] else "tie"
        else:
            contract_sit = "tie-fails" if equal else "tie"
    else:
        contract_clause, contract_sit = "SCORE-CONTRACT", ("made" if contract_r == "made" else "failed")
    counted: list[bool] = []

    def count_contract() -> None:
        if not counted:
            counted.append(c.made(contract_clause, contract_sit))

    # the takers' team and the tricks each team won (optional since protocol 1.0: checked when
    # sent), against the reference's: the taker and every trick winner were compared as the hand
    # went, so these are the engine's own
    for name, fclause, why in (("takers", "SCORE-CONTRACT", f"seat {h.taker} took"),
                               ("tricks_won", "PLAY-TRICK-WINNER", "the trick winners it reported")):
        if name in es:
            if fclause == "SCORE-CONTRACT":
                count_contract()
            v = SAME if es[name] == rs[name] else DEPARTS
            table.add(name, rs[name], es[name], None, v, fclause if v == DEPARTS else None)
            if v == DEPARTS:
                depart(fclause, f"hand score {name!r}: the engine says {es[name]}, the reference {rs[name]} ({why})",
                       rs[name], es[name])
    # the parts, against the reference's
    c.made("SCORE-CARD-POINTS", "card-points")
    c.made("CARDS-POINTS", "points")
    c.made("SCORE-CARD-POINTS", "last-trick")
    holder_announced = h.belote_seat is not None
    pair_held = _pair_holder(h) is not None
    if rules.belote_announced:
        bsit = "announced" if holder_announced else "silent" if pair_held else "none"
    else:
        bsit = "held" if pair_held else "none"
    c.made("SCORE-BELOTE", bsit)
    capot = rs["capot"]
    c.made("SCORE-CAPOT", "none" if capot is None else "takers" if capot == takers else "defenders")
    if capot is not None and any(rs["belote"]):
        c.made("SCORE-CAPOT", "belote")
    part_clause = {"card_points": "SCORE-CARD-POINTS", "last_trick": "SCORE-CARD-POINTS", "belote": "SCORE-BELOTE",
                   "capot": "SCORE-CAPOT"}
    for name, clause in part_clause.items():
        v = SAME if rs[name] == es[name] else DEPARTS
        table.add(name, rs[name], es[name], None, v, clause if v == DEPARTS else None)
        if v == DEPARTS:
            depart(clause, f"hand score {name!r}: the engine says {es[name]}, the reference {rs[name]}", rs[name], es[name])
    parts = (f"its parts (cards {es['card_points']}, last trick {es['last_trick']}, belote {es['belote']}, "
             f"capot {es['capot']})")
    # points no rule defines: the scores add up to more than the rules' hand result of the
    # engine's own parts gives, or (the same contract) each team scores at least what the rules
    # give and one more; or its totals hold at least the rules' for each team and more for one
    undefined = sum(es["scores"]) - _given(rules, takers, es, ref_score.tricks_won, contract_r, scores_r, disputed_r)
    more = [es["scores"][i] - scores_r[i] for i in (0, 1)]
    if undefined <= 0 and es["contract"] == contract_r and min(more) >= 0 and max(more) > 0:
        undefined = sum(more)
    over = [es["totals"][i] - totals_r[i] for i in (0, 1)] if "totals" in es else [0, 0]
    in_totals = sum(over) if min(over) >= 0 and max(over) > 0 else 0
    c.made("RULESET-DISABLED", "points")
    if undefined > 0 or in_totals:
        if undefined > 0:
            depart("RULESET-DISABLED", f"the engine scores {undefined} point(s) that no rule defines (its scores "
                   f"{es['scores']}; its own card points, last trick, belote and capot give {list(scores_r)} for a "
                   f"{contract_r} contract; a declaration?): the contract and the scores follow from them",
                   rs["scores"], es["scores"])
        else:
            depart("RULESET-DISABLED", f"the engine's totals hold {in_totals} point(s) that no rule defines (its "
                   f"totals {es['totals']}; {parts} give {list(totals_r)}; a declaration?): the contract and the "
                   f"scores follow from them", rs["totals"], es["totals"])
        if "totals" in es:
            table.add("score.totals", rs["totals"], es["totals"], list(totals_r),
                      SAME if es["totals"] == rs["totals"] else DEPARTS if in_totals else FOLLOWS,
                      "RULESET-DISABLED" if in_totals else None)
        # carried on from the engine's own state: its contract against the rules' contract test
        # of its own totals (the points no rule defines included), where it sends them
        own = _own_contract(rules, takers, es, ref_score.tricks_won) if capot_r is None else None
        if own is None:
            table.add("contract", rs["contract"], es["contract"], contract_r,
                      _verdict(rs["contract"], es["contract"], es["contract"]))
        else:
            count_contract()
            v = SAME if es["contract"] == own else DEPARTS
            own_clause = "SCORE-DISPUTE" if "tied" in (own, es["contract"]) else "SCORE-CONTRACT"
            table.add("contract", rs["contract"], es["contract"], own, v, own_clause if v == DEPARTS else None)
            if v == DEPARTS:
                depart(own_clause, f"hand score 'contract': the engine says {es['contract']}, but the rules give "
                       f"{own} for its own totals {es['totals']} (takers: team {takers})", rs["contract"], es["contract"])
        table.add("scores", rs["scores"], es["scores"], list(scores_r),
                  SAME if es["scores"] == rs["scores"] else DEPARTS if undefined > 0 else FOLLOWS,
                  "RULESET-DISABLED" if undefined > 0 else None)
        if "disputed" in es:
            table.add("score.disputed", rs["disputed"], es["disputed"], disputed_r,
                      _verdict(rs["disputed"], es["disputed"], es["disputed"]))
        c.block(*(("SCORE-CONTRACT",) if own is None else ()), score_clause(contract_r, capot_r))
        return _settlement(c, h, rr, er, table, depart, carried, es, contract_r, totals_r, disputed_r, checked=False)
    if "totals" in es:
        # what the contract test compares: card points + last trick + belote (252 + belote on a capot)
        tclause = "SCORE-CAPOT" if capot_r is not None else "SCORE-CONTRACT"
        count_contract()  # with the contract: a capot's situations count hands
        v = _verdict(rs["totals"], es["totals"], list(totals_r))
        table.add("score.totals", rs["totals"], es["totals"], list(totals_r), v, tclause if v == DEPARTS else None)
        if v == DEPARTS:
            depart(tclause, f"hand score 'totals': the engine says {es['totals']}, the rules give {list(totals_r)} from "
                   f"{parts}", rs["totals"], es["totals"])
    belote_decides = rules.hand_result(takers, es["card_points"], ref_score.tricks_won, es["last_trick"], (0, 0))[2] \
        != contract_r
    count_contract()
    if belote_decides:
        c.made("SCORE-CONTRACT", "by-belote")
    v = _verdict(rs["contract"], es["contract"], contract_r)
    # the reference's contract, but not the one the engine's own parts give: its contract
    # contradicts its own totals (SCORE-CONTRACT), whatever its scores then are
    contradicts = v == SAME and es["contract"] != contract_r
    if contradicts:
        v = DEPARTS
    table.add("contract", rs["contract"], es["contract"], contract_r, v, contract_clause if v == DEPARTS else None)
    if v == DEPARTS:
        agrees = ", as the reference does," if contradicts else ""
        depart(contract_clause, f"hand score 'contract': the engine says {es['contract']}{agrees} but the rules give "
               f"{contract_r} for its own totals {list(totals_r)} from {parts} (takers: team {takers})",
               rs["contract"], es["contract"])
        table.add("scores", rs["scores"], es["scores"], None, UNCHECKED)
        if "disputed" in es:
            table.add("score.disputed", rs["disputed"], es["disputed"], None, UNCHECKED)
        c.block(score_clause(contract_r, capot_r))
        return _settlement(c, h, rr, er, table, depart, carried, es, contract_r, totals_r, disputed_r, checked=False)
    sclause = score_clause(contract_r, capot_r)
    if sclause == "SCORE-CAPOT":
        c.made("SCORE-MADE" if contract_r == "made" else "SCORE-FAILED", "made" if contract_r == "made" else "failed")
    elif sclause == "SCORE-MADE":
        c.made(sclause, "made")
    elif sclause == "SCORE-FAILED":
        c.made(sclause, "failed")
        if es["belote"][takers]:
            c.made(sclause, "takers-belote")
    v = _verdict(rs["scores"], es["scores"], list(scores_r))
    table.add("scores", rs["scores"], es["scores"], list(scores_r), v, sclause if v == DEPARTS else None)
    if v == DEPARTS:
        depart(sclause, f"hand score 'scores': the engine says {es['scores']}, the rules give {list(scores_r)} for a "
               f"{contract_r} contract with {parts}", rs["scores"], es["scores"])
    if "disputed" in es:
        # the points this hand puts in dispute: the takers' points but their belote, on a tie
        # (counted once a hand, with the settlement's SCORE-DISPUTE situation)
        v = _verdict(rs["disputed"], es["disputed"], disputed_r)
        table.add("score.disputed", rs["disputed"], es["disputed"], disputed_r, v, "SCORE-DISPUTE" if v == DEPARTS else None)
        if v == DEPARTS:
            depart("SCORE-DISPUTE", f"hand score 'disputed': the engine says {es['disputed']}, the rules give "
                   f"{disputed_r} for a {contract_r} contract with {parts}", rs["disputed"], es["disputed"])
    return _settlement(c, h, rr, er, table, depart, carried, es, contract_r, totals_r, disputed_r, checked=True)


def _own_contract(rules: Rules, takers: int, es: dict[str, Any], tricks_won: Any) -> str | None:
    """The rules' contract test of the engine's own ``score.totals`` (what it compares: here with
    points no rule defines in them), None when it sends no totals: the parts that give those
    totals (card points less the last trick and belote) through the rules' hand result."""
    if "totals" not in es:
        return None
    parts = [es["totals"][i] - es["last_trick"][i] - es["belote"][i] for i in (0, 1)]
    return rules.hand_result(takers, parts, tricks_won, es["last_trick"], es["belote"])[2]


def _given(rules: Rules, takers: int, es: dict[str, Any], tricks_won: Any, contract_r: str,
           scores_r: Any, disputed_r: int) -> int:
    """The points the rules' hand result gives in all (the scores and the points put in dispute)
    for the engine's own parts (card points, last trick, belote); when the engine decides the
    contract otherwise than the rules, the more of that and of the other outcome (the same parts
    with the other team as takers: a failed contract where the rules say made, and back). A
    failed contract gives the defenders a fixed 162, not their parts: this sum, never the parts'
    own, is what the engine's scores may add up to."""
    given = sum(scores_r) + disputed_r
    if es["contract"] != contract_r:
        other = rules.hand_result(1 - takers, es["card_points"], tricks_won, es["last_trick"], es["belote"])
        given = max(given, sum(other[3]) + other[4])
    return given


def _settlement(c: Comparison, h: Hand, rr: dict[str, Any], er: dict[str, Any], table: _Table, depart: Any,
                carried: tuple[int, int], es: dict[str, Any], contract_r: str, totals_r: Any, disputed_r: int,
                checked: bool) -> bool:
    """Totals and points in dispute after the hand: the rules' settlement of the engine's own
    score (its contract and scores); not checked when the engine says tied and the rules do not
    (the points it holds cannot be re-derived)."""
    rules, case = c.rules, c.case
    ref_score = h.score
    assert ref_score is not None
    tied = es["contract"] == "tied"
    dispute = case.disputed > 0 or tied
    if case.disputed:
        situation = "accumulates" if tied else "resolved"
    else:
        situation = "tie" if tied else "none"
    clause = "SCORE-DISPUTE" if dispute else "MATCH-END"
    if tied and contract_r != "tied":
        table.add("totals", rr["totals"], er["totals"], None, UNCHECKED)
        table.add("disputed", rr["disputed"], er["disputed"], None, UNCHECKED)
        c.block(clause, "SCORE-DISPUTE")
        return False
    score = HandScore(takers=ref_score.takers, tricks_won=ref_score.tricks_won,
                      card_points=(es["card_points"][0], es["card_points"][1]),
                      last_trick=(es["last_trick"][0], es["last_trick"][1]), belote=(es["belote"][0], es["belote"][1]),
                      capot=es["capot"], totals=(totals_r[0], totals_r[1]), contract=es["contract"],
                      scores=(es["scores"][0], es["scores"][1]), disputed=disputed_r if tied else 0)
    st: Settlement = rules.settle(carried, case.disputed, score)
    expected = list(st.totals)
    c.made(clause, situation if dispute else match_situation(st.totals, case.options.get("target", 1000)))
    v = _verdict(rr["totals"], er["totals"], expected)
    table.add("totals", rr["totals"], er["totals"], expected, v, clause if v == DEPARTS else None)
    if v == DEPARTS:
        depart(clause, f"after the hand, 'totals': the engine says {er['totals']}, the rules give {expected} from the "
               f"{list(carried)} carried in, its scores {es['scores']}"
               + (f" and the {case.disputed} point(s) in dispute" if case.disputed else ""), rr["totals"], er["totals"])
    c.made("SCORE-DISPUTE", situation)
    v = _verdict(rr["disputed"], er["disputed"], st.disputed)
    table.add("disputed", rr["disputed"], er["disputed"], st.disputed, v, "SCORE-DISPUTE" if v == DEPARTS else None)
    if v == DEPARTS:
        depart("SCORE-DISPUTE", f"after the hand, 'disputed': the engine says {er['disputed']}, the rules give "
               f"{st.disputed} (carried in {case.disputed}, contract {es['contract']})", rr["disputed"], er["disputed"])
    return checked


def _pair_holder(h: Hand) -> int | None:
    """The seat that held both cards that may carry the belote announcement (a played hand:
    each seat held the cards it played)."""
    from ...actions import Play

    if h.trump is None:
        return None
    held = [0] * h.rules.seats
    for a in h.actions:
        if type(a) is Play:
            held[a.seat] |= 1 << a.card
    return next((seat for seat, cards in enumerate(held) if h.rules.belote_cards(cards, h.trump)), None)


__all__ = ["compare", "match_situation"]
