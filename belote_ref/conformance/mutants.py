"""Mutant engines: copies of the reference with one rule broken each (for the kit's own tests).

Each mutant loads a private copy of :mod:`belote_ref.machine` and overrides one name in that
copy's globals (a rules function, or a small subclass), so the real modules are never touched.
``belote-ref adapter --mutant NAME`` serves one through the protocol. :data:`MUTANTS` maps each
name to the clause the kit must flag.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
import types
from typing import Any, Callable

from .. import bidding as real_bidding
from .. import machine as real_machine
from .. import play as real_play
from ..actions import Pass, Take
from ..cards import CAPOT_SCORE, HAND_TOTAL, PLAIN_STRENGTH, SUIT_MASKS, TRICK_KEY, Suit
from ..deal import completion_deal as real_completion_deal
from ..deal import first_deal as real_first_deal
from ..errors import IllegalAction, SuitNotBiddable
from ..match import Settlement, match_winner as real_match_winner, settle as real_settle
from ..scoring import FAILED, score_hand as real_score_hand

Patch = Callable[[types.ModuleType], None]


def _machine_copy(name: str) -> types.ModuleType:
    """A fresh, private copy of belote_ref.machine (its own globals)."""
    spec = importlib.util.spec_from_file_location(f"belote_ref._mutant_{name.replace('-', '_')}", real_machine.__file__)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up while the copy loads
    spec.loader.exec_module(mod)
    return mod


def _play_with(**overrides: Any) -> types.SimpleNamespace:
    """The play module's functions with some replaced; a refusal is always found for a card the
    mutant's legal mask leaves out."""
    ns = types.SimpleNamespace(**{k: getattr(real_play, k) for k in dir(real_play) if not k.startswith("__")})
    for k, v in overrides.items():
        setattr(ns, k, v)
    legal = ns.legal_mask

    def refusal(hand: int, trick: Any, trump: int, c: int, undertrump_required: bool = True) -> IllegalAction | None:
        if legal(hand, trick, trump, undertrump_required) >> c & 1:
            return None
        return real_play.refusal(hand, trick, trump, c, undertrump_required) or IllegalAction("refused by the mutant rule")

    ns.refusal = refusal
    return ns


# --- broken rules ----------------------------------------------------------------------------
def _void_and_not_partner(hand: int, trick: Any, trump: int) -> bool:
    n = len(trick)
    if n == 0 or trick[0] >> 3 == trump or hand & SUIT_MASKS[trick[0] >> 3]:
        return False
    return not (n >= 2 and real_play.trick_winner_position(trick, trump) == n - 2)


def free_discard(hand: int, trick: Any, trump: int, ur: bool = True) -> int:
    """Void in the suit led with an opponent master: any card (should trump)."""
    return hand if _void_and_not_partner(hand, trick, trump) else real_play.legal_mask(hand, trick, trump, ur)


def no_undertrump(hand: int, trick: Any, trump: int, ur: bool = True) -> int:
    """Unable to overtrump: free discard even though undertrumping is required."""
    return real_play.legal_mask(hand, trick, trump, False)


def no_overtrump_on_trump_lead(hand: int, trick: Any, trump: int, ur: bool = True) -> int:
    """Trump led: any trump, no need to beat the best one."""
    if trick and trick[0] >> 3 == trump and hand & SUIT_MASKS[trump]:
        return hand & SUIT_MASKS[trump]
    return real_play.legal_mask(hand, trick, trump, ur)


def overtrump_partner(hand: int, trick: Any, trump: int, ur: bool = True) -> int:
    """Void with the partner master: must still trump and overtrump (no partner exemption)."""
    n = len(trick)
    if n >= 2 and trick[0] >> 3 != trump and not hand & SUIT_MASKS[trick[0] >> 3] \
            and real_play.trick_winner_position(trick, trump) == n - 2:
        trumps = hand & SUIT_MASKS[trump]
        if trumps:
            higher = [c for c in range(32) if trumps >> c & 1 and all(
                real_play.TRICK_KEY[trump][trick[0] >> 3][c] > real_play.TRICK_KEY[trump][trick[0] >> 3][t] for t in trick)]
            return sum(1 << c for c in higher) or trumps
    return real_play.legal_mask(hand, trick, trump, ur)


def ace_discard_wins(leader: int, trick: Any, trump: int) -> int:
    """No trump in the trick: the strongest plain card of any suit wins (a discarded ace wins)."""
    if any(c >> 3 == trump for c in trick):
        return real_play.trick_winner(leader, trick, trump)
    best = max(range(len(trick)), key=lambda i: (PLAIN_STRENGTH[trick[i] & 7], -i))
    return (leader + best) & 3


def _round2_bidding() -> types.SimpleNamespace:
    ns = types.SimpleNamespace(**{k: getattr(real_bidding, k) for k in dir(real_bidding) if not k.startswith("__")})

    def legal_bids(seat: int, bid_round: int, turned_suit: int) -> list[Pass | Take]:
        if bid_round == 1:
            return real_bidding.legal_bids(seat, 1, turned_suit)
        return [Pass(seat)] + [Take(seat, s) for s in Suit]

    def check_bid(action: Any, seat_to_act: int, bid_round: int, turned_suit: int) -> None:
        try:
            real_bidding.check_bid(action, seat_to_act, bid_round, turned_suit)
        except SuitNotBiddable:
            if bid_round != 2:
                raise

    ns.legal_bids, ns.check_bid = legal_bids, check_bid
    return ns


def completion_from_dealer(order: Any, dealer: int, taker: int) -> list[list[Any]]:
    """Completion deal started from the dealer instead of the seat after."""
    return real_completion_deal(order, (dealer - 1) & 3, taker)


def always_3_2(order: Any, dealer: int, rule: str = "3-2") -> Any:
    """First deal always 3 then 2 cards, whatever the option."""
    return real_first_deal(order, dealer, "2-3" if rule == "3-2" else "3-2")


def _score_patch(change: Callable[[Any, dict[str, Any]], Any]) -> Callable[..., Any]:
    def score_hand(trump: int, taker: int, tricks: Any, winners: Any, belote_seat: Any, tie_rule: str = "dispute") -> Any:
        return change(real_score_hand(trump, taker, tricks, winners, belote_seat, tie_rule),
                      dict(trump=trump, taker=taker, tricks=tricks, winners=winners, belote_seat=belote_seat, tie_rule=tie_rule))
    return score_hand


def _capot_250(s: Any, a: dict[str, Any]) -> Any:
    if s.capot is None:
        return s
    fix = lambda pair: tuple(v - 2 if v >= CAPOT_SCORE else v for v in pair)  # noqa: E731
    return dataclasses.replace(s, totals=fix(s.totals), scores=fix(s.scores))


def _failed_loses_belote(s: Any, a: dict[str, Any]) -> Any:
    if s.contract != FAILED:
        return s
    scores = list(s.scores)
    scores[s.takers] = 0
    return dataclasses.replace(s, scores=tuple(scores))


def _tie_fails(s: Any, a: dict[str, Any]) -> Any:
    return real_score_hand(a["trump"], a["taker"], a["tricks"], a["winners"], a["belote_seat"], "fail")


def _contract_without_belote(s: Any, a: dict[str, Any]) -> Any:
    """The contract test leaves belote out (a bug seen in peers)."""
    t, d = s.takers, 1 - s.takers
    if s.capot is not None or s.contract == "tied":
        return s
    made = s.totals[t] - s.belote[t] > s.totals[d] - s.belote[d]
    if made == (s.contract == "made"):
        return s
    if made:
        return dataclasses.replace(s, contract="made", scores=s.totals, disputed=0)
    scores = [0, 0]
    scores[d], scores[t] = HAND_TOTAL + s.belote[d], s.belote[t]
    return dataclasses.replace(s, contract=FAILED, scores=(scores[0], scores[1]))


def _last_trick_20(s: Any, a: dict[str, Any]) -> Any:
    """The last trick is worth 20 instead of 10."""
    if s.capot is not None:
        return s
    last = tuple(v * 2 for v in s.last_trick)
    totals = tuple(s.card_points[i] + last[i] + s.belote[i] for i in (0, 1))
    scores = totals if s.contract == "made" else s.scores
    return dataclasses.replace(s, last_trick=last, totals=totals, scores=scores)


def dispute_to_loser(totals: tuple[int, int], disputed: int, score: Any) -> Settlement:
    """Disputed points go to the team that lost the next hand."""
    st = real_settle(totals, disputed, score)
    if st.resolved is None:
        return st
    team, pts = st.resolved
    new = list(st.totals)
    new[team] -= pts
    new[1 - team] += pts
    return Settlement((new[0], new[1]), st.disputed, (1 - team, pts))


def same_dealer_after_void(dealer: int, void_hand: bool, all_pass_rule: str = "next-dealer") -> int:
    return dealer if void_hand else (dealer + 1) & 3


def end_below_target(totals: tuple[int, int], target: int) -> int | None:
    """The match ends at 90% of the target."""
    return real_match_winner(totals, max(1, target * 9 // 10))


def dealer_leads(dealer: int) -> int:
    return dealer


def follow_must_beat(hand: int, trick: Any, trump: int, ur: bool = True) -> int:
    """Plain suit led: must beat the best card of the suit if able (not a rule)."""
    mask = real_play.legal_mask(hand, trick, trump, ur)
    if trick and trick[0] >> 3 != trump and hand & SUIT_MASKS[trick[0] >> 3]:
        keys = TRICK_KEY[trump][trick[0] >> 3]
        best = max(keys[c] for c in trick)
        higher = sum(1 << c for c in range(32) if mask >> c & 1 and keys[c] > best)
        return higher or mask
    return mask


def _belote_always(mod: types.ModuleType) -> None:
    """Belote scored for the holder of trump K and Q even when not announced."""
    base = getattr(mod, "Game")

    class Game(base):  # type: ignore[misc, valid-type]
        def _complete_deal(self) -> None:
            super()._complete_deal()
            h = self.hands[-1]
            pair = real_play.belote_pair_mask(h.trump)
            for seat in range(4):
                if h.holdings[seat] & pair == pair:
                    h.belote_seat = seat

    setattr(mod, "Game", Game)


def _set(name: str, value: Any) -> Patch:
    def patch(mod: types.ModuleType) -> None:
        setattr(mod, name, value)
    return patch


MUTANTS: dict[str, tuple[str, str, Patch]] = {
    # name: (clause the kit must flag, what is broken, patch)
    "free-discard": ("PLAY-MUST-TRUMP", "free discard when an opponent is master", _set("play", _play_with(legal_mask=free_discard))),
    "no-undertrump": ("PLAY-UNDERTRUMP", "no undertrump", _set("play", _play_with(legal_mask=no_undertrump))),
    "no-overtrump-trump-lead": ("PLAY-TRUMP-LEAD", "no overtrump on a trump lead", _set("play", _play_with(legal_mask=no_overtrump_on_trump_lead))),
    "overtrump-partner": ("PLAY-PARTNER-MASTER", "overtrump required over a master partner", _set("play", _play_with(legal_mask=overtrump_partner))),
    "follow-must-beat": ("PLAY-FOLLOW-SUIT", "must beat a plain card of the suit led", _set("play", _play_with(legal_mask=follow_must_beat))),
    "ace-discard-wins": ("PLAY-TRICK-WINNER", "a discarded plain ace wins the trick", _set("play", _play_with(trick_winner=ace_discard_wins))),
    "round2-turned-suit": ("BID-ROUND2", "round 2 allows the turned suit", _set("bidding", _round2_bidding())),
    "completion-order": ("DEAL-COMPLETION", "completion deal starts at the dealer", _set("completion_deal", completion_from_dealer)),
    "first-deal-swapped": ("DEAL-FIRST", "first deal packets swapped (2 then 3)", _set("first_deal", always_3_2)),
    "dealer-leads": ("PLAY-TURN", "the dealer leads the first trick", _set("play", _play_with(first_leader=dealer_leads))),
    "capot-250": ("SCORE-CAPOT", "capot scored 250", _set("score_hand", _score_patch(_capot_250))),
    "failed-loses-belote": ("SCORE-FAILED", "belote not kept on a failed contract", _set("score_hand", _score_patch(_failed_loses_belote))),
    "belote-unannounced": ("SCORE-BELOTE", "belote counted when not announced", _belote_always),
    "tie-fails": ("SCORE-DISPUTE", "a tie treated as a failed contract", _set("score_hand", _score_patch(_tie_fails))),
    "contract-without-belote": ("SCORE-CONTRACT", "belote left out of the contract test", _set("score_hand", _score_patch(_contract_without_belote))),
    "last-trick-20": ("SCORE-CARD-POINTS", "last trick worth 20", _set("score_hand", _score_patch(_last_trick_20))),
    "dispute-wrong-team": ("SCORE-DISPUTE", "disputed points given to the wrong team", _set("settle", dispute_to_loser)),
    "void-same-dealer": ("MATCH-DEALER", "same dealer after a void hand", _set("next_dealer", same_dealer_after_void)),
    "match-end-early": ("MATCH-END", "match ended below the target", _set("match_winner", end_below_target)),
}


def mutant_game(name: str) -> type[real_machine.Game]:
    """The Game class of mutant ``name`` (a private copy of the machine with one rule broken)."""
    if name not in MUTANTS:
        raise KeyError(f"unknown mutant {name!r} (known: {', '.join(MUTANTS)})")
    mod = _machine_copy(name)
    MUTANTS[name][2](mod)
    game: type[real_machine.Game] = getattr(mod, "Game")
    return game
