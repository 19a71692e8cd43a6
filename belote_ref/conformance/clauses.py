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
from ..cards import parse_card
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


def trick_winner_clause(cards: Sequence[str], leader: int, trump: int, ref_winner: int, engine_winner: int) -> str:
    """A wrong trick winner: an order of one suit (both cards of the same suit), else the rule."""
    cs = [parse_card(c) for c in cards]
    ce, cr = cs[(engine_winner - leader) & 3], cs[(ref_winner - leader) & 3]
    if ce >> 3 == cr >> 3:
        return "CARDS-TRUMP-ORDER" if ce >> 3 == trump else "CARDS-PLAIN-ORDER"
    return "PLAY-TRICK-WINNER"


def trick_exercises(cards: Sequence[int], trump: int) -> list[str]:
    """Clauses a trick's winner depends on."""
    out = ["PLAY-TRICK-WINNER"]
    lead = cards[0] >> 3
    if sum(1 for c in cards if c >> 3 == trump) >= 2:
        out.append("CARDS-TRUMP-ORDER")
    elif lead != trump and not any(c >> 3 == trump for c in cards) and sum(1 for c in cards if c >> 3 == lead) >= 2:
        out.append("CARDS-PLAIN-ORDER")
    return out


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


def score_clause(ref_score: dict[str, Any]) -> str:
    """A wrong hand score when the parts agree: the rule that computes it."""
    if ref_score.get("capot") is not None:
        return "SCORE-CAPOT"
    return {"tied": "SCORE-DISPUTE", "failed": "SCORE-FAILED"}.get(ref_score["contract"], "SCORE-MADE")


def score_exercises(ref_score: dict[str, Any]) -> list[str]:
    out = ["SCORE-CARD-POINTS", "CARDS-POINTS", "SCORE-CONTRACT", "SEATS-TEAMS", score_clause(ref_score)]
    if any(ref_score["belote"]):
        out.append("SCORE-BELOTE")
    if ref_score.get("capot") is not None:
        out.append({"made": "SCORE-MADE", "failed": "SCORE-FAILED"}.get(ref_score["contract"], "SCORE-DISPUTE"))
    return out
