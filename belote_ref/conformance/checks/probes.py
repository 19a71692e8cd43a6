"""Illegal-action probes (spec/conformance.md, Illegal actions): at a position of a hand, an action
the rules refuse, of a kind drawn among every refusal class that applies there. The engine must
refuse it; which clause its refusal departs from is the reference's refusal's clause.

Each kind is a situation of the coverage table (``checks`` count it under the clause the
reference names): a bid out of turn, a take the round does not allow, each disabled feature, a
card in the bidding, a bid during trick play, a card out of turn, a card not held, a held card
the play obligation forbids, a belote announcement on a card that never carries one, on a lone
trump king or queen, and on the second card of the pair; and in profile belote-acanomas a claim
the rules bar, the trump-7 exchange or an announcement outside its step.
"""

from __future__ import annotations

import random
from typing import Any

from ...actions import Play, Take
from ...cards import CARDS, FULL_DECK_MASK, Suit, cards_of, parse_card
from ...errors import BeloteError
from ...hand import Hand
from ...rules import Rules

PROBE_RATE = 0.3
"""How often a step of a generated hand also sends an illegal action."""
LATE_BELOTE_RATE = 0.8
"""How often a step where the second card of a belote pair is legal probes its announcement (rare:
the kit makes sure it is tried)."""

LATE_ANNOUNCE_RATE = 0.5
"""How often a step of the play where the seat to act still holds a combination after its
announcement step probes a new announcement of it (rare late in a game: the kit makes sure)."""

BARRED_CLAIM_RATE = 0.2
"""How often a step of the play of a player barred by an earlier wrong claim (profile
belote-acanomas, ``wrong_claim=stay``) probes his claim (refused: ACA-CLAIM-WRONG)."""

Probe = tuple[dict[str, Any], str]
"""(the illegal action, its kind: the coverage situation of the refusal)."""

DISABLED_KINDS: tuple[Probe, ...] = (
    ({"type": "coinche"}, "coinche"), ({"type": "declare", "declaration": "tierce"}, "declare"),
    ({"type": "take", "suit": "all-trump"}, "all-trump"), ({"type": "take", "suit": "no-trump"}, "no-trump"),
)


def _with_seat(action: dict[str, Any], seat: int) -> dict[str, Any]:
    return {**action, "seat": seat}


def bidding_probes(rules: Rules, h: Hand, seat: int, rng: random.Random) -> list[Probe]:
    """Every kind of illegal action that applies to ``seat``, to bid now."""
    assert h.turned is not None
    turned = h.turned >> 3
    other = (seat + rng.randrange(1, rules.seats)) % rules.seats
    legal = rules.legal_bids(seat, h.bid_round, turned)
    refused = [s for s in Suit if Take(seat, s) not in legal]
    out: list[Probe] = [({"type": "pass", "seat": other}, "out-of-turn")]
    if refused:
        kind = "other-suit" if h.bid_round == 1 else "turned-suit"
        out.append(({"type": "take", "seat": seat, "suit": Suit(rng.choice(refused)).letter}, kind))
    action, kind = rng.choice(DISABLED_KINDS)
    out.append((_with_seat(action, seat), kind))
    out.append(({"type": "play", "seat": seat, "card": str(CARDS[cards_of(h.holding(seat))[0]])}, "play-in-bidding"))
    return out


_HELD_CARD_KIND = {
    "PLAY-FOLLOW-SUIT": "revoke", "PLAY-TRUMP-LEAD": "low-trump", "PLAY-MUST-TRUMP": "discard",
    "PLAY-OVERTRUMP": "under", "PLAY-UNDERTRUMP": "discard",
}
"""The situation a refused card held is counted under, by the clause of its refusal."""


def late_belote(rules: Rules, h: Hand, seat: int) -> list[Probe]:
    """The announcement on the second card of a belote pair, when ``seat`` holds it, may play it
    now and played the first (a rare position: the kit tries it whenever it can)."""
    trump = h.trump
    assert trump is not None
    pair = rules.belote_cards(FULL_DECK_MASK, trump)
    hand = h.holding(seat)
    if not rules.belote_announced or not hand & pair or hand & pair == pair:
        return []
    if not any(type(a) is Play and a.seat == seat and pair >> a.card & 1 for a in h.actions):
        return []
    legal = rules.legal_mask(hand, h.trick, trump)
    return [({"type": "play", "seat": seat, "card": str(CARDS[c]), "announce": "belote"}, "late")
            for c in cards_of(legal & pair & hand)]


def play_probes(rules: Rules, h: Hand, seat: int, rng: random.Random) -> list[Probe]:
    """Every kind of illegal action that applies to ``seat``, to play now (but the late belote
    announcement: :func:`late_belote`)."""
    trump = h.trump
    assert trump is not None
    hand = h.holding(seat)
    legal = rules.legal_mask(hand, h.trick, trump)
    out: list[Probe] = []
    by_clause: dict[str, list[int]] = {}
    for c in cards_of(hand & ~legal):  # one kind per refusal class: a revoke, a low trump, a discard...
        refusal = rules.play_refusal(hand, h.trick, trump, c)
        by_clause.setdefault(refusal.clause if refusal is not None else "", []).append(c)
    for clause, cs in by_clause.items():
        out.append(({"type": "play", "seat": seat, "card": str(CARDS[rng.choice(cs)])},
                    _HELD_CARD_KIND.get(clause, "revoke")))
    absent = [c for c in range(32) if not hand >> c & 1]
    out.append(({"type": "play", "seat": seat, "card": str(CARDS[rng.choice(absent)])}, "not-held"))
    other = (seat + rng.randrange(1, rules.seats)) % rules.seats
    if h.holding(other):
        out.append(({"type": "play", "seat": other, "card": str(CARDS[cards_of(h.holding(other))[0]])}, "out-of-turn"))
    out.append(({"type": "take", "seat": seat, "suit": Suit(trump).letter}, "bid-in-play"))
    action, kind = rng.choice(DISABLED_KINDS[:2])
    out.append((_with_seat(action, seat), kind))
    pair = rules.belote_cards(FULL_DECK_MASK, trump)
    plain = cards_of(legal & ~pair)
    if plain:
        out.append(({"type": "play", "seat": seat, "card": str(CARDS[rng.choice(plain)]), "announce": "belote"},
                    "plain-card"))
    if rules.belote_announced and hand & pair != pair and not late_belote(rules, h, seat):
        # a trump K or Q without its pair, the seat never having held both (the late case is apart)
        out += [({"type": "play", "seat": seat, "card": str(CARDS[c]), "announce": "belote"}, "lone-refused")
                for c in cards_of(legal & pair & hand)]
    return out


def profile_probes(rules: Any, h: Hand, seat: int) -> list[Probe]:
    """Profile belote-acanomas's own refusal classes that apply to ``seat`` now: a claim the
    rules bar (ACA-CLAIM-WHEN, ACA-CLAIM-WRONG), the trump-7 exchange outside its step
    (ACA-DEAL-EXCHANGE), an announcement outside trick 1's step, empty or of the combinations the
    seat holds (ACA-COMB-ANNOUNCE). Empty for the team game."""
    if not hasattr(rules, "claim_bar"):
        return []
    legal = {(a.type, a.seat) for a in h.legal_actions()}
    out: list[Probe] = []
    if ("claim", seat) not in legal:
        out.append(({"type": "claim", "seat": seat}, "claim-refused"))
    if ("exchange", seat) not in legal:
        out.append(({"type": "exchange", "seat": seat}, "exchange-refused"))
    if ("announce", seat) not in legal:
        out.append(({"type": "announce", "seat": seat, "combinations": []}, "announce-refused"))
        out += late_announcement(rules, h, seat)
    return out


def late_announcement(rules: Any, h: Hand, seat: int) -> list[Probe]:
    """In the play, once ``seat`` has answered its announcement step, a new announcement of every
    combination it still holds: refused for the step, not for the cards (ACA-COMB-ANNOUNCE; the
    kit tries it at :data:`LATE_ANNOUNCE_RATE` of the steps where it applies). Empty for the team
    game and until the seat has answered its step."""
    answered = {s for s, _ in getattr(h, "announcements", ())}
    if seat not in answered:
        return []
    held = rules.legal_announcements(h.holding(seat))[-1]  # the last: every combination held
    return [({"type": "announce", "seat": seat, "combinations": [c.to_json() for c in held]}, "announce-held")] if held else []


def situation_of(rules: Rules, h: Hand, action: dict[str, Any], clause: str) -> str:
    """The coverage situation of an illegal action the reference refuses under ``clause`` (for an
    action given by a negative golden, whose kind is not known)."""
    kind = action.get("type")
    if h.void or h.score is not None:
        return "after-end"
    if clause == "RULESET-DISABLED":
        return str(action.get("suit")) if kind == "take" else str(kind)
    if clause == "MATCH-PHASES":
        return "play-in-bidding" if kind == "play" else "bid-in-play"
    if clause in ("BID-TURN", "PLAY-TURN"):
        return "out-of-turn"
    if clause == "BID-ROUND1":
        return "other-suit"
    if clause == "BID-ROUND2":
        return "turned-suit"
    if clause == "PLAY-CARD-IN-HAND":
        return "not-held"
    if clause == "PLAY-BELOTE":
        trump = h.trump
        pair = rules.belote_cards(FULL_DECK_MASK, trump) if trump is not None else 0
        try:
            c = int(parse_card(str(action.get("card"))))
        except BeloteError:
            return "plain-card"
        if not pair >> c & 1:
            return "plain-card"
        seat = action.get("seat")
        return "late" if any(type(a) is Play and a.seat == seat and pair >> a.card & 1 for a in h.actions) else "lone-refused"
    return _HELD_CARD_KIND.get(clause, "refused")


def after_end_probe(rules: Rules, h: Hand, rng: random.Random) -> Probe:
    """An action once the hand is over: a pass, or a card."""
    seat = rng.randrange(rules.seats)
    if rng.random() < 0.5:
        return {"type": "pass", "seat": seat}, "after-end"
    return {"type": "play", "seat": seat, "card": str(CARDS[rng.randrange(32)])}, "after-end"


def choose(rules: Rules, h: Hand, seat: int, bidding: bool, rng: random.Random) -> Probe | None:
    """The illegal action to send at this step, if any: at :data:`PROBE_RATE` of the steps a kind
    drawn uniformly among those that apply; where the second card of a belote pair is legal, its
    announcement at :data:`LATE_BELOTE_RATE`."""
    draw = rng.random()
    if bidding:
        if draw >= PROBE_RATE:
            return None
        return rng.choice(bidding_probes(rules, h, seat, rng) + profile_probes(rules, h, seat))
    late = late_belote(rules, h, seat)
    if late and rng.random() < LATE_BELOTE_RATE:
        return rng.choice(late)
    announcement = late_announcement(rules, h, seat)
    if announcement and rng.random() < LATE_ANNOUNCE_RATE:
        return announcement[0]
    if rules.side_of(seat) in getattr(h, "barred", ()) and rng.random() < BARRED_CLAIM_RATE:
        return {"type": "claim", "seat": seat}, "claim-refused"  # a wrong claimant who stayed (ACA-CLAIM-WRONG)
    if draw >= PROBE_RATE:
        return None
    return rng.choice(play_probes(rules, h, seat, rng) + profile_probes(rules, h, seat))


__all__ = ["BARRED_CLAIM_RATE", "LATE_ANNOUNCE_RATE", "PROBE_RATE", "Probe", "after_end_probe", "bidding_probes", "choose", "late_announcement",
           "late_belote", "play_probes",
           "profile_probes", "situation_of"]
