"""The derived facts of a hand: what the reference computes from the inputs (the card order and
the actions), in the JSON form a transcript records them (see spec/transcripts.md).

Used by the writer (a golden carries every fact) and by the audit (a recorded fact is compared
with the one derived here).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import CARDS, POINTS, TRUMP_STRENGTH, TRUMPS_ABOVE
from ..deal import completion_deal, first_deal
from ..hand import Hand
from ..match import match_winner, next_dealer
from ..play import trick_winner_position
from ..ruleset import Ruleset

Json = dict[str, Any]


def card_texts(cards: Sequence[int]) -> list[str]:
    return [str(CARDS[c]) for c in cards]


def deal_facts(h: Hand, ruleset: Ruleset) -> Json:
    """The turned card and each seat's first five cards (DEAL-FIRST)."""
    dealt, turned = first_deal(h.order, h.dealer, ruleset.first_deal)
    return {"turned": str(turned), "dealt": [card_texts(d) for d in dealt]}


def bidding_facts(h: Hand) -> Json:
    """Void or not, the round of the take, the taker and trump (BID-*)."""
    if h.void:
        return {"void": True, "bid_round": None, "taker": None, "trump": None, "hands": None}
    return {"void": False, "bid_round": h.bid_round, "taker": h.taker, "trump": "CDHS"[h.trump or 0]}


def full_hands(h: Hand, ruleset: Ruleset) -> list[list[str]]:
    """Each seat's eight cards, in the order received (DEAL-FIRST then DEAL-COMPLETION)."""
    assert h.taker is not None
    dealt, _ = first_deal(h.order, h.dealer, ruleset.first_deal)
    extra = completion_deal(h.order, h.dealer, h.taker)
    return [card_texts(list(dealt[s]) + extra[s]) for s in range(4)]


def trick_facts(h: Hand) -> list[Json]:
    """The finished tricks: leader, cards in play order, winner, card points (PLAY-TRICK-WINNER)."""
    assert h.trump is not None
    pts = POINTS[h.trump]
    return [
        {"leader": ld, "cards": card_texts(cs), "winner": w, "points": sum(pts[c] for c in cs)}
        for ld, cs, w in zip(h.leaders, h.tricks, h.winners)
    ]


def hand_facts(
    h: Hand,
    ruleset: Ruleset,
    totals_before: tuple[int, int],
    disputed_before: int,
) -> Json:
    """Every fact known about hand ``h`` so far: all of them once it is scored or void; only
    the deal, the bidding and the finished tricks while it is in progress."""
    out: Json = {}
    if not h.order:
        return out
    out.update(deal_facts(h, ruleset))
    if h.void:
        out.update(bidding_facts(h))
        out["tricks"] = []
        out["belote"] = None
        out["score"] = None
        out["match"] = {
            "totals": list(totals_before),
            "disputed": disputed_before,
            "resolved": None,
            "winner": None,
            "next_dealer": next_dealer(h.dealer, True, ruleset.all_pass),
        }
        return out
    if h.taker is None:
        return out
    out.update(bidding_facts(h))
    out["hands"] = full_hands(h, ruleset)
    out["tricks"] = trick_facts(h)
    if h.score is None or h.settlement is None:
        return out
    out["belote"] = (
        None if h.belote_seat is None
        else {"seat": h.belote_seat, "announced": ruleset.belote == "announced"}
    )
    out["score"] = h.score.to_json()
    st = h.settlement
    winner = match_winner(st.totals, ruleset.target)
    out["match"] = {
        "totals": list(st.totals),
        "disputed": st.disputed,
        "resolved": None if st.resolved is None else {"team": st.resolved[0], "points": st.resolved[1]},
        "winner": winner,
        "next_dealer": None if winner is not None else next_dealer(h.dealer, False, ruleset.all_pass),
    }
    return out


def legal_text(action: Any) -> str:
    """The compact text of a legal action in a transcript's ``legal`` sets (the seat is the seat
    to act): ``pass``, ``take H``, ``10H``, ``KH belote``."""
    kind = type(action).__name__
    if kind == "Pass":
        return "pass"
    if kind == "Take":
        return f"take {action.suit}"
    if kind == "Play":
        return str(CARDS[action.card]) + (" belote" if action.belote else "")
    raise ValueError(f"not a legal action of a seat: {action!r}")


def play_situation(hand: int, trick: Sequence[int], trump: int, undertrump_required: bool = True) -> str:
    """The clause that decides which cards a seat may play here (PLAY-* obligations); used to
    name the clause of a wrong legal set and to list the clauses a transcript exercises."""
    n = len(trick)
    if n == 0:
        return "PLAY-TURN"
    lead = trick[0] >> 3
    suit_mask = 0xFF << (8 * lead)
    if hand & suit_mask:
        return "PLAY-TRUMP-LEAD" if lead == trump else "PLAY-FOLLOW-SUIT"
    if lead == trump:
        return "PLAY-DISCARD"
    if n >= 2 and trick_winner_position(trick, trump) == n - 2:
        return "PLAY-PARTNER-MASTER"
    trumps = hand & (0xFF << (8 * trump))
    if not trumps:
        return "PLAY-DISCARD"
    if not any(c >> 3 == trump for c in trick):
        return "PLAY-MUST-TRUMP"
    best = max(TRUMP_STRENGTH[c & 7] for c in trick if c >> 3 == trump)
    return "PLAY-OVERTRUMP" if trumps & TRUMPS_ABOVE[trump][best] else "PLAY-UNDERTRUMP"

