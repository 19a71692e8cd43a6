"""«He terminado»: when a claim may be made, what it counts, what a correct and a wrong claim
do, and the stopped game after a wrong one (ACA-CLAIM-WHEN, ACA-CLAIM-COUNT, ACA-CLAIM-RIGHT,
ACA-CLAIM-WRONG, ACA-CLAIM-STOPPED, ACA-CLAIM-ELIMINATION).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ...errors import ClaimNotAllowed, IllegalAction
from .scoring import MakerTest, PartialScore, SideFacts, raw_lines, with_writes


ClaimBar = tuple[str, str]
"""(clause, reason): what bars a claim."""

_BARRED: ClaimBar = ("ACA-CLAIM-WRONG", "a player who has claimed wrongly may not claim again (he can no longer win)")
_NO_COUNTING_TRICK: ClaimBar = ("ACA-CLAIM-WHEN", "«he terminado» needs a trick won holding a counting card")
_ONE_TRICK_LEFT: ClaimBar = ("ACA-CLAIM-WHEN", "the game cannot be stopped when only one trick is left to play")


def claim_bar(barred: bool, counting_trick: bool, unfinished: int) -> ClaimBar | None:
    """What bars a claim by the player to act in trick play, in the text's order: he already
    claimed wrongly under ``wrong_claim=stay`` (ACA-CLAIM-WRONG); he (his pair) has won no trick
    holding a counting card; fewer than two tricks are unfinished, the trick in progress counting
    (ACA-CLAIM-WHEN). None if he may claim. (The rule, written once: :func:`claim_refusal` and
    the legal actions are derived from it.)"""
    if barred:
        return _BARRED
    if not counting_trick:
        return _NO_COUNTING_TRICK
    if unfinished < 2:
        return _ONE_TRICK_LEFT
    return None


def claim_refusal(bar: ClaimBar | None) -> IllegalAction | None:
    """The typed refusal (``ClaimNotAllowed``, naming the clause) of a claim that ``bar`` bars
    (:func:`claim_bar`), or None."""
    if bar is None:
        return None
    clause, reason = bar
    return ClaimNotAllowed(reason, clause=clause)


def claim_count(banked: int, combinations: int, belote: int, cards: int, penalties: int = 0) -> int:
    """What a claim counts (ACA-CLAIM-COUNT): the claimant's banked match total, his accepted
    brelanes and escaleras, his belote if both its cards are played, the card points of the tricks
    he has won, less his penalties (an audit only). Never the cards in hand, the trick in
    progress, the last trick, a capote or a pot."""
    return banked + combinations + belote + cards - penalties


@dataclass(frozen=True, slots=True)
class ClaimOutcome:
    """A claim, counted and judged (ACA-CLAIM-RIGHT, ACA-CLAIM-WRONG): who (seat and side), in
    which trick, the count, the target, correct or not, and what follows: the side that wins the
    match at once (or None), and whether the claimant leaves the match (``leaves``) or stays
    unable to win (``barred``)."""

    seat: int
    side: int
    trick: int
    """The trick (from 1) in which the claim was made."""
    count: int
    target: int
    correct: bool
    winner: int | None
    leaves: bool
    barred: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "side": self.side, "trick": self.trick, "count": self.count,
            "target": self.target, "correct": self.correct, "winner": self.winner,
            "leaves": self.leaves, "barred": self.barred,
        }


def settle_claim(
    seat: int, side: int, trick: int, count: int, target: int, sides: Sequence[int], players: int, pairs: bool,
    stay: bool = False,
) -> ClaimOutcome:
    """Judge a claim (ACA-CLAIM-RIGHT, ACA-CLAIM-WRONG, ACA-CLAIM-ELIMINATION): a count of at
    least the target wins the match at once for the claimant's side; below it the claim is
    wrong: at two players (``players`` still in the match) and in pairs the other side wins at
    once; at three and four each for himself the claimant leaves the match (``stay``: stays,
    unable to win). ``sides`` are the sides still in the match."""
    if count >= target:
        return ClaimOutcome(seat, side, trick, count, target, True, side, False, False)
    if pairs or players == 2:
        other = next(s for s in sides if s != side)
        return ClaimOutcome(seat, side, trick, count, target, False, other, False, False)
    return ClaimOutcome(seat, side, trick, count, target, False, None, not stay, stay)


def stopped_game_score(
    facts: Mapping[int, SideFacts],
    claimant: int,
    maker: int,
    test: MakerTest,
    condition: bool = True,
    stay: bool = False,
) -> PartialScore:
    """Score the game stopped by a wrong claim for the other sides, as if it ended at the claim
    (ACA-CLAIM-STOPPED): their accepted brelanes and escaleras (the trick condition judged on the
    tricks won so far, ``condition``), belote only if both its cards were played, card points;
    no last trick, no capote. The maker test is made among them if the maker is one of them,
    else each writes his own; the claimant writes nothing (``stay``: 0, and he is still in the
    match, so a contender of its pot under ``pending_to=everyone``). ``facts`` hold the sides
    still in the match, the claimant's included."""
    others = {side: f for side, f in facts.items() if side != claimant}
    lines = raw_lines(others, {}, condition, last_trick=False)
    raw = {side: line.raw for side, line in lines.items()}
    writes: dict[int, int | None] = dict(raw)
    case = pot = None
    if maker in others:
        outcome = test(raw, maker, list(facts) if stay else list(others))
        writes, case, pot = dict(outcome.writes), outcome.case, outcome.pot
    scored = with_writes(lines, writes)
    if stay:
        claimant_lines = raw_lines({claimant: facts[claimant]}, {}, condition, last_trick=False)
        scored[claimant] = with_writes(claimant_lines, {claimant: 0})[claimant]
    return PartialScore(dict(sorted(scored.items())), maker, case, pot, stopped=True)
