"""Which clause a difference between the engine and the reference departs from.

Each function looks at the reference's situation (pure data) and names one clause ID of
``spec/clauses.json``: the rule that decides the point on which the two engines disagree.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

from ..cards import SUIT_MASKS, TRICK_KEY, parse_card
from ..play import trick_winner_position
from ..resources import data_path


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


def clause_options(profile: str = PROFILE) -> dict[str, list[str]]:
    return {c["id"]: list(c.get("options", [])) for c in _profile_clauses(profile)}


def play_situation(hand: int, trick: Sequence[int], trump: int) -> str:
    """The clause that decides which cards a seat may play in this situation (PLAY-*)."""
    n = len(trick)
    if n == 0:
        return "PLAY-TURN"
    lead = trick[0] >> 3
    if hand & SUIT_MASKS[lead]:
        return "PLAY-TRUMP-LEAD" if lead == trump else "PLAY-FOLLOW-SUIT"
    if lead != trump and n >= 2 and trick_winner_position(trick, trump) == n - 2:
        return "PLAY-PARTNER-MASTER"
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return "PLAY-DISCARD"
    keys = TRICK_KEY[trump][lead]
    in_trick = [keys[c] for c in trick if c >> 3 == trump]
    if not in_trick:
        return "PLAY-MUST-TRUMP"
    best = max(in_trick)
    if any(trumps >> c & 1 and keys[c] > best for c in range(32)):
        return "PLAY-OVERTRUMP"
    return "PLAY-UNDERTRUMP"


def legal_cards_clause(hand: int, trick: Sequence[int], trump: int, engine_cards: set[int]) -> str:
    """Clause for a difference in the legal cards: a card outside the hand, else the situation."""
    if any(not hand >> c & 1 for c in engine_cards):
        return "PLAY-CARD-IN-HAND"
    return play_situation(hand, trick, trump)


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


def bid_clause(bid_round: int, actions: set[str]) -> str:
    """A difference in the legal bids or in a bid's acceptance."""
    if any(k in a for a in actions for k in ('"coinche"', '"declare"', "all-trump", "no-trump")):
        return "RULESET-DISABLED"
    return "BID-ROUND1" if bid_round == 1 else "BID-ROUND2"


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
