"""Which clause a difference between the engine and the reference departs from.

Each function looks at the reference's situation and names one clause ID of
``spec/clauses.json``: the rule that decides the point on which the two engines disagree. Where
a rule decides which clause governs (the play obligation, the bid obligation, what is disabled),
the function asks the reference's rules object; the others classify recorded data (a trick's
cards, a score).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Iterable, Sequence

from ..actions import action_from_json
from ..cards import RANK_TEXT, parse_card
from ..hand import Hand
from ..resources import data_path
from ..rules import Rules


PROFILE = "belote-classic"
"""The profile the kit checks: the team game. Another profile's clauses (``belote-acanomas``)
share ``spec/clauses.json`` but are never reported here."""


def _profile_clauses(profile: str) -> list[dict[str, Any]]:
    data = json.loads(data_path("spec", "clauses.json").read_text(encoding="utf-8"))
    return [c for c in data["clauses"] if c.get("profile", PROFILE) == profile]


@lru_cache(maxsize=4)
def all_clauses(profile: str = PROFILE) -> tuple[tuple[str, str], ...]:
    """(id, title) of every rules clause of ``profile``, in spec order (the AI players' clauses,
    scope "players", are not rules an engine must follow)."""
    return tuple((c["id"], c["title"]) for c in _profile_clauses(profile) if c.get("scope", "rules") == "rules")


def legal_cards_clause(rules: Rules, hand: int, trick: Sequence[int], trump: int, engine_cards: set[int]) -> str:
    """Clause for a difference in the legal cards: a card outside the hand, else the clause that
    governs the seat (the rules' play situation)."""
    if any(not hand >> c & 1 for c in engine_cards):
        return "PLAY-CARD-IN-HAND"
    return rules.play_situation(hand, trick, trump)


def trick_winner_clause(cards: Sequence[str], leader: int, trump: int, ref_winner: int, engine_winner: int,
                        turn: Sequence[int] | None = None) -> str:
    """A wrong trick winner: the order of one suit when both candidate cards are trumps
    (CARDS-TRUMP-ORDER) or both of the suit led in a trick without trump (CARDS-PLAIN-ORDER);
    else the rule that says which card wins (PLAY-TRICK-WINNER). ``turn``: the seats that play,
    in order from the leader (the rules' ``turn[leader]``; four seats by default)."""
    cs = [parse_card(c) for c in cards]
    order = list(turn) if turn is not None else [(leader + i) & 3 for i in range(4)]
    if engine_winner not in order[:len(cs)] or ref_winner not in order[:len(cs)]:
        return "PLAY-TRICK-WINNER"
    ce, cr = cs[order.index(engine_winner)], cs[order.index(ref_winner)]
    if ce >> 3 == cr >> 3 == trump:
        return "CARDS-TRUMP-ORDER"
    if ce >> 3 == cr >> 3 == cs[0] >> 3 and not any(c >> 3 == trump for c in cs):
        return "CARDS-PLAIN-ORDER"
    return "PLAY-TRICK-WINNER"


def trick_situations(cards: Sequence[int], trump: int) -> list[tuple[str, str]]:
    """(clause, situation) of each comparison a finished trick's winner makes (coverage)."""
    lead = cards[0] >> 3
    trumps = sum(1 for c in cards if c >> 3 == trump)
    out = [("PLAY-TRICK-WINNER", "trump-led" if lead == trump else "trumped" if trumps else "suit-led")]
    if any(c >> 3 != lead and c >> 3 != trump for c in cards):
        out.append(("PLAY-TRICK-WINNER", "with-discard"))
    if trumps >= 2:
        out.append(("CARDS-TRUMP-ORDER", "trumps"))
    elif not trumps and sum(1 for c in cards if c >> 3 == lead) >= 2:
        out.append(("CARDS-PLAIN-ORDER", "plain"))
    return out


def play_situation(rules: Rules, hand: int, trick: Sequence[int], trump: int, leader: int) -> tuple[str, str]:
    """(clause, situation) of the legal cards of the seat holding ``hand``: the clause the rules'
    play obligation names, and which of its situations this is (coverage)."""
    clause, allowed, _, _ = rules.play_obligation(hand, trick, trump)
    if not trick:
        return clause, "lead"
    seat = rules.turn[leader][len(trick)]
    if clause == "PLAY-TRUMP-LEAD":
        if len(trick) >= 2 and rules.trick_winner(leader, trick, trump) != leader:
            return clause, "chain"
        c = (allowed & -allowed).bit_length() - 1
        return clause, "beat" if rules.trick_winner(leader, (*trick, c), trump) == seat else "cannot-beat"
    if clause == "PLAY-PARTNER-MASTER":
        master = trick[rules.turn[leader].index(rules.trick_winner(leader, trick, trump))]
        return clause, "trump-master" if master >> 3 == trump else "plain-master"
    if clause == "PLAY-DISCARD":
        return clause, "trump-led" if trick[0] >> 3 == trump else "plain-led"
    return clause, _PLAY_SITUATION.get(clause, "cards")


_PLAY_SITUATION = {"PLAY-FOLLOW-SUIT": "follow", "PLAY-MUST-TRUMP": "trump", "PLAY-OVERTRUMP": "overtrump",
                   "PLAY-UNDERTRUMP": "undertrump"}


def bid_situation(rules: Rules, h: Hand) -> str:
    """The clause that governs the bid of this hand's round (BID-ROUND1, BID-ROUND2): the rules'
    bid obligation of the seat to bid, or of the taker once the bidding is over."""
    assert h.turned is not None
    seat = h.taker if h.taker is not None else h.to_act
    return rules.bid_obligation(seat if seat is not None else h.dealer, h.bid_round, h.turned >> 3)[0]


def bid_clause(rules: Rules, h: Hand, actions: Iterable[Any]) -> str:
    """A difference in the legal bids (``actions``: the JSON actions one side lists and the other
    does not): RULESET-DISABLED when one of them is an action the rules disable, else the clause
    of the round."""
    for a in actions:
        kind = a.get("type") if isinstance(a, dict) else None
        refusal = rules.disabled.get(kind) if isinstance(kind, str) else None
        if refusal is not None and refusal(action_from_json(a)) is not None:
            return "RULESET-DISABLED"
    return bid_situation(rules, h)


def verdict_clause(reference: Any, engine: Any) -> str:
    """A difference in the verdicts of trick 1 (profile belote-acanomas): the rule that gave the
    reference's verdict of the first combination judged otherwise: an escalera *sin valor*
    (ACA-COMB-BRELAN-VOIDS), an escalera decided by the trump tie-break (ACA-COMB-ESCALERA),
    one exactly tied with another seat's (ACA-COMB-TIE), else the verdicts themselves
    (ACA-COMB-VERDICT)."""
    ref = reference if isinstance(reference, list) else []
    eng = engine if isinstance(engine, list) else []
    for i, r in enumerate(ref):
        if i < len(eng) and eng[i] == r:
            continue
        if isinstance(r, dict):
            if r.get("verdict") == "sin valor":
                return "ACA-COMB-BRELAN-VOIDS"
            if r.get("compared"):
                return "ACA-COMB-ESCALERA"
            if _exactly_tied(r, ref):
                return "ACA-COMB-TIE"
        return "ACA-COMB-VERDICT"
    return "ACA-COMB-VERDICT"


def escalera_length_top(verdict: Any) -> tuple[int, int] | None:
    """The length and the top (natural rank order) of the escalera a verdict of trick 1 judges
    (profile belote-acanomas, its JSON form), None for another combination."""
    c = verdict.get("combination") if isinstance(verdict, dict) else None
    if not isinstance(c, dict) or c.get("kind") != "escalera" or c.get("top") not in RANK_TEXT:
        return None
    return int(c.get("length", 0)), RANK_TEXT.index(c["top"])


def _exactly_tied(verdict: dict[str, Any], verdicts: list[Any]) -> bool:
    """An escalera of the same length and top as another seat's, their suits not compared (no
    trump among them): exactly tied (ACA-COMB-TIE)."""
    mine = escalera_length_top(verdict)
    return mine is not None and any(o.get("seat") != verdict.get("seat") and not o.get("compared")
                                    and escalera_length_top(o) == mine for o in verdicts if isinstance(o, dict))


def score_clause(contract: str, capot: int | None) -> str:
    """The rule that computes what each team scores of a hand (SCORE-CAPOT, SCORE-DISPUTE,
    SCORE-FAILED, SCORE-MADE), by the hand's outcome."""
    if capot is not None:
        return "SCORE-CAPOT"
    return {"tied": "SCORE-DISPUTE", "failed": "SCORE-FAILED"}.get(contract, "SCORE-MADE")


@lru_cache(maxsize=1)
def _clause_index() -> dict[str, dict[str, Any]]:
    """``spec/clauses.json``, each clause by its ID (read once)."""
    data = json.loads(data_path("spec", "clauses.json").read_text(encoding="utf-8"))
    return {c["id"]: c for c in data["clauses"]}


def clause_options(clause: str) -> tuple[str, ...]:
    """The ruleset options that change a clause (``options`` of ``spec/clauses.json``)."""
    return tuple(_clause_index().get(clause, {}).get("options", ()))


def clause_profile(clause: str) -> str | None:
    """The profile a clause belongs to (``profile`` of ``spec/clauses.json``), None if unknown."""
    return _clause_index().get(clause, {}).get("profile")
