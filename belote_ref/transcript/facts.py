"""The derived facts of a hand: what the reference computes from the inputs (the card order and
the actions), in the JSON form a transcript records them (see spec/transcripts.md).

Used by the writer (a golden carries every fact) and by the audit (a recorded fact is compared
with the one derived here). Every fact is read from the hand (:class:`~belote_ref.hand.Hand`,
through its accessors) or computed by the rules object the hand was played under (``h.rules``):
nothing here states a rule.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import CARDS
from ..hand import Hand
from ..rules import Rules

Json = dict[str, Any]


def teams_json(rules: Rules) -> list[list[int]]:
    """The teams as a transcript writes them: the seats of each side, sides and seats in order
    (SEATS-TEAMS)."""
    sides: dict[int, list[int]] = {}
    for seat in range(rules.seats):
        sides.setdefault(rules.side_of(seat), []).append(seat)
    return [sides[side] for side in sorted(sides)]


def card_texts(cards: Sequence[int]) -> list[str]:
    return [str(CARDS[c]) for c in cards]


def deal_facts(h: Hand) -> Json:
    """The turned card and each seat's first cards (DEAL-FIRST)."""
    dealt, turned = h.rules.first_deal(h.order, h.dealer)
    return {"turned": str(turned), "dealt": [card_texts(d) for d in dealt]}


def bidding_facts(h: Hand) -> Json:
    """Void or not, the round of the take, the taker and trump (BID-*)."""
    if h.void:
        return {"void": True, "bid_round": None, "taker": None, "trump": None, "hands": None}
    return {"void": False, "bid_round": h.bid_round, "taker": h.taker, "trump": "CDHS"[h.trump or 0]}


def full_hands(h: Hand) -> list[list[str]]:
    """Each seat's cards, in the order received (DEAL-FIRST then DEAL-COMPLETION)."""
    assert h.taker is not None
    rules = h.rules
    dealt, _ = rules.first_deal(h.order, h.dealer)
    extra = rules.completion_deal(h.order, h.dealer, h.taker)
    return [card_texts(list(first) + list(rest)) for first, rest in zip(dealt, extra)]


def trick_facts(h: Hand) -> list[Json]:
    """The finished tricks: leader, cards in play order, winner, card points (PLAY-TRICK-WINNER,
    CARDS-POINTS)."""
    assert h.trump is not None
    pts = h.rules.points[h.trump]
    return [
        {"leader": ld, "cards": card_texts(cs), "winner": w, "points": sum(pts[c] for c in cs)}
        for ld, cs, w in zip(h.leaders, h.tricks, h.winners)
    ]


def hand_facts(h: Hand, totals_before: tuple[int, int], disputed_before: int) -> Json:
    """Every fact known about hand ``h`` so far: all of them once it is scored or void; only
    the deal, the bidding and the finished tricks while it is in progress. ``totals_before`` and
    ``disputed_before`` are the match before the hand (what a void hand leaves unchanged)."""
    out: Json = {}
    if not h.order:
        return out
    rules = h.rules
    out.update(deal_facts(h))
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
            "next_dealer": rules.next_dealer(h.dealer, True),
        }
        return out
    if h.taker is None:
        return out
    out.update(bidding_facts(h))
    out["hands"] = full_hands(h)
    out["tricks"] = trick_facts(h)
    if h.score is None or h.settlement is None:
        return out
    out["belote"] = None if h.belote_seat is None else {"seat": h.belote_seat, "announced": rules.belote_announced}
    out["score"] = h.score.to_json()
    st = h.settlement
    winner = rules.match_winner(st.totals)
    out["match"] = {
        "totals": list(st.totals),
        "disputed": st.disputed,
        "resolved": None if st.resolved is None else {"team": st.resolved[0], "points": st.resolved[1]},
        "winner": winner,
        "next_dealer": None if winner is not None else rules.next_dealer(h.dealer, False),
    }
    return out
