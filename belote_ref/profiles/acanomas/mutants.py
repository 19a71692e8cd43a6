"""Mutants of profile belote-acanomas: its rules object with one field replaced (for the kit's own
tests; spec/conformance.md, Proof that it catches departures).

As for the team game (:mod:`.mutants`), a mutant is ``rules.replace(field=broken)`` and everything
derived from that field follows it. This profile's rules object is built per set of seats still
in the match, and a partial game takes the rules of its seats (``rules.with_players``), so each
mutant also replaces ``with_players`` to give the same mutant for any seats (:func:`lifted`).
:data:`ACANOMAS_MUTANTS` maps each name to the clause the kit must flag.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from . import combinations, scoring
from .claims import ClaimOutcome
from .combinations import ACEPTADA, SIN_VALOR, Verdict
from .pots import Pot, Taken
from ...cards import Rank
from ...conformance.play_mutants import _free_discard, _no_overtrump_on_trump_lead

Change = Callable[[Any], Any]


def lifted(change: Change) -> Change:
    """The mutant of ``change``: the rules with ``change`` made, and the same mutant for the
    rules of any other seats in play (``with_players``), so an elimination keeps it."""
    def mutate(rules: Any) -> Any:
        base_with_players = rules.with_players
        return change(rules).replace(with_players=lambda seats: mutate(base_with_players(seats)))
    return mutate


def _brelan_keeps_escaleras(rules: Any) -> Any:
    """An escalera keeps its value when another player announced a brelán (ACA-COMB-BRELAN-VOIDS)."""
    base = rules.verdicts

    def verdicts(said: Sequence[tuple[int, Sequence[combinations.Combination]]], trump: int) -> tuple[Verdict, ...]:
        return tuple(Verdict(v.seat, v.combination, ACEPTADA, v.combination.value, v.compared)
                     if v.verdict == SIN_VALOR else v for v in base(said, trump))
    return rules.replace(verdicts=verdicts)


def _maker_points_to_wrong_player(rules: Any) -> Any:
    """Exactly one player above the maker: the maker's points go to another player (the lowest
    other), or stay with the maker when there is none (ACA-SCORE-MAKER)."""
    base = rules.maker_test

    def test(raw: Mapping[int, int], maker: int, in_match: Sequence[int]) -> scoring.MakerOutcome:
        out = base(raw, maker, in_match)
        if out.case != "b":
            return out
        m = raw[maker]
        above = next(s for s in raw if s != maker and raw[s] > m)
        others = sorted((s for s in raw if s not in (maker, above)), key=lambda s: (raw[s], s))
        writes = dict(out.writes)
        writes[above] -= m
        writes[others[0] if others else maker] += m
        return scoring.MakerOutcome("b", writes, None)
    return rules.replace(maker_test=test)


def _claim_with_one_trick_left(rules: Any) -> Any:
    """A claim allowed with one trick left to play (ACA-CLAIM-WHEN)."""
    base = rules.claim_bar
    return rules.replace(claim_bar=lambda barred, counting, unfinished: base(barred, counting, max(unfinished, 2)))


def _capote_not_split_at_three(rules: Any) -> Any:
    """Three players, one capot: each other scores the whole 100, not 50 (ACA-SCORE-CAPOTE)."""
    base = rules.capote_premiums
    players = rules.players

    def premiums(tricks: Mapping[int, int]) -> dict[int, int]:
        out = base(tricks)
        if players == 3 and not rules.pairs and sum(1 for won in tricks.values() if won == 0) == 1:
            return {side: (scoring.CAPOTE if p else 0) for side, p in out.items()}
        return out
    return rules.replace(capote_premiums=premiums)


def _discarded_ace_wins(rules: Any) -> Any:
    """A plain ace discarded on a trick without trump wins it (ACA-PLAY-TRICK-WINNER)."""
    base = rules.trick_winner
    turn = rules.turn

    def winner(leader: int, cards: Sequence[int], trump: int) -> int:
        led = cards[0] >> 3
        if not any(c >> 3 == trump for c in cards):
            for i, c in enumerate(cards):
                if c >> 3 != led and c & 7 == Rank.ACE:
                    return turn[leader][i]
        return base(leader, cards, trump)
    return rules.replace(trick_winner=winner)


def _exchange_refused(rules: Any) -> Any:
    """The trump-7 exchange never offered (ACA-DEAL-EXCHANGE)."""
    return rules.replace(exchange_open=lambda trump, turned, last: False)


def _pots_not_carried(rules: Any) -> Any:
    """Pending pots are not carried to the next game: lost instead of resolved (ACA-SCORE-POTS)."""
    def resolve(pots: Sequence[Pot], raw: Mapping[int, int]) -> tuple[tuple[Pot, ...], tuple[Taken, ...]]:
        return (), ()
    return rules.replace(resolve_pots=resolve)


def _wrong_claimant_stays(rules: Any) -> Any:
    """A wrong claim at three or four players each for himself: the claimant stays in the match
    (ACA-CLAIM-ELIMINATION)."""
    base = rules.settle_claim

    def settle(seat: int, side: int, trick: int, count: int, sides: Sequence[int]) -> ClaimOutcome:
        out = base(seat, side, trick, count, sides)
        if out.leaves:
            return ClaimOutcome(out.seat, out.side, out.trick, out.count, out.target, out.correct, out.winner, False,
                                False)
        return out
    return rules.replace(settle_claim=settle)


def _tie_to_the_last(rules: Any) -> Any:
    """Exactly tied escaleras go to the last announced, not the first (ACA-COMB-TIE): the
    verdicts judged on the announcements in reverse order."""
    base = rules.verdicts

    def verdicts(said: Sequence[tuple[int, Sequence[combinations.Combination]]], trump: int) -> tuple[Verdict, ...]:
        judged = {(v.seat, v.combination): v for v in base(list(reversed(said)), trump)}
        return tuple(judged[(seat, c)] for seat, cs in said for c in cs)
    return rules.replace(verdicts=verdicts)


def _barred_claims_again(rules: Any) -> Any:
    """A player who claimed wrongly and stayed may claim again (ACA-CLAIM-WRONG)."""
    base = rules.claim_bar
    return rules.replace(claim_bar=lambda barred, counting, unfinished: base(False, counting, unfinished))


def _late_announcement_of_held(rules: Any) -> Any:
    """After the seat's announcement step, a new announcement of combinations it holds accepted
    (only the empty one refused) (ACA-COMB-ANNOUNCE)."""
    base = rules.announcement_refusal

    def refusal(seat: int, said: Sequence[combinations.Combination], hand: int, answered: bool) -> Any:
        return base(seat, said, hand, answered and not said)
    return rules.replace(announcement_refusal=refusal)


ACANOMAS_MUTANTS: dict[str, tuple[str, str, Change]] = {
    # name: (clause the kit must flag, what is broken, the replacement)
    "brelan-keeps-escaleras": ("ACA-COMB-BRELAN-VOIDS", "a brelán does not void the others' escaleras",
                               lifted(_brelan_keeps_escaleras)),
    "maker-points-wrong-player": ("ACA-SCORE-MAKER", "one player above the maker: the maker's points to another player",
                                  lifted(_maker_points_to_wrong_player)),
    "claim-one-trick-left": ("ACA-CLAIM-WHEN", "a claim allowed with one trick left", lifted(_claim_with_one_trick_left)),
    "capote-not-split-3": ("ACA-SCORE-CAPOTE", "three players, one capot: 100 to each other, not 50",
                           lifted(_capote_not_split_at_three)),
    "discarded-ace-wins": ("ACA-PLAY-TRICK-WINNER", "a discarded plain ace wins a trick without trump",
                           lifted(_discarded_ace_wins)),
    "exchange-refused": ("ACA-DEAL-EXCHANGE", "the trump-7 exchange never offered", lifted(_exchange_refused)),
    "pots-not-carried": ("ACA-SCORE-POTS", "pending pots lost instead of carried to the next game",
                         lifted(_pots_not_carried)),
    "wrong-claimant-stays": ("ACA-CLAIM-ELIMINATION", "a wrong claim at 3-4 players: the claimant stays",
                             lifted(_wrong_claimant_stays)),
    "no-overtrump-trump-lead": ("ACA-PLAY-TRUMP-LEAD", "no overtrump on a trump lead",
                                lifted(_no_overtrump_on_trump_lead)),
    "free-discard": ("ACA-PLAY-MUST-TRUMP", "free discard when void in the suit led", lifted(_free_discard)),
    "tie-to-the-last": ("ACA-COMB-TIE", "exactly tied escaleras to the last announced", lifted(_tie_to_the_last)),
    "barred-claims-again": ("ACA-CLAIM-WRONG", "a wrong claimant who stayed may claim again",
                            lifted(_barred_claims_again)),
    "late-announcement-held": ("ACA-COMB-ANNOUNCE", "after the step, an announcement of held combinations accepted",
                               lifted(_late_announcement_of_held)),
}


__all__ = ["ACANOMAS_MUTANTS", "lifted"]
