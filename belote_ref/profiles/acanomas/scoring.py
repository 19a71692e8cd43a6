"""Scoring a partial game («anotación»): each side's items and raw total, the last trick, the
capote, the maker test and the pot it may make (ACA-SCORE-ITEMS, ACA-SCORE-LAST-TRICK,
ACA-SCORE-CAPOTE, ACA-SCORE-MAKER, ACA-SCORE-PAIRS, ACA-COMB-TRICK, ACA-PREMIUM-RENEGE,
ACA-PENALTY-FAULTS).

A *side* is a player, or a pair in the pairs sub-profile; every mapping below is by side. What a
side did in a partial game (:class:`SideFacts`) comes from the hand driver's record, or, in the
scenarios, from a table; the premiums, the trick condition and the maker test are this module's
(with the options given by the rules object).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ...cards import BELOTE_BONUS, LAST_TRICK_BONUS
from .pots import Pot

LAST_TRICK = LAST_TRICK_BONUS
"""«Las diez de últimas» (ACA-SCORE-LAST-TRICK)."""
BELOTE = BELOTE_BONUS
"""The belote's 20 (ACA-COMB-KINDS)."""
CAPOTE = 100
"""«Por dejar capote» (ACA-SCORE-CAPOTE)."""
RENEGE_PREMIUM = 10
"""A renege gives each opponent 10 (ACA-PREMIUM-RENEGE; in an audit only)."""
PENALTY_POINTS = 10
"""Each penalty costs its offender 10 (ACA-PENALTY-FAULTS; in an audit only)."""


@dataclass(frozen=True, slots=True)
class SideFacts:
    """What a side did in a partial game: the raw material of its line (ACA-SCORE-ITEMS)."""

    combinations: int = 0
    """The value of its accepted brelanes and escaleras (the verdicts' values, ACA-COMB-VERDICT)."""
    belote: int = 0
    cards: int = 0
    """The card points of the tricks it won (ACA-CARDS-POINTS)."""
    tricks: int = 0
    counting_trick: bool = False
    """It won a trick holding a counting card (ACA-COMB-TRICK)."""
    last_trick: bool = False
    premiums: int = 0
    """Renege premiums (an audit only: ACA-PREMIUM-RENEGE)."""
    penalties: int = 0
    """Penalty points, positive (an audit only: ACA-PENALTY-FAULTS)."""


@dataclass(frozen=True, slots=True)
class SideScore:
    """A side's line of a partial game: its items in the rulebook's order, its raw total and what
    it writes (None: nothing) (ACA-SCORE-ITEMS)."""

    combinations: int
    belote: int
    cards: int
    last_trick: int
    capote: int
    premiums: int
    penalties: int
    raw: int
    writes: int | None

    def to_json(self) -> dict[str, Any]:
        return {
            "combinations": self.combinations, "belote": self.belote, "cards": self.cards,
            "last_trick": self.last_trick, "capote": self.capote, "premiums": self.premiums,
            "penalties": self.penalties, "raw": self.raw, "writes": self.writes,
        }


@dataclass(frozen=True, slots=True)
class MakerOutcome:
    """What the maker test decides (ACA-SCORE-MAKER): its case (``a``, ``b``, ``c``, ``d``),
    what each side writes before penalties, and the pot it makes, if any."""

    case: str
    writes: Mapping[int, int]
    pot: Pot | None


@dataclass(frozen=True)
class PartialScore:
    """The score of one partial game (ACA-SCORE-ITEMS): each side's line, the maker (side) and
    the maker test's case and pot (None when no maker test was made)."""

    lines: Mapping[int, SideScore]
    maker: int | None
    case: str | None = None
    pot: Pot | None = None
    stopped: bool = False
    """Stopped by a wrong claim and scored for the others (ACA-CLAIM-STOPPED)."""

    def raw(self) -> dict[int, int]:
        """Each side's raw total."""
        return {side: line.raw for side, line in self.lines.items()}

    def written(self) -> dict[int, int]:
        """What each side writes (0 for nothing)."""
        return {side: line.writes or 0 for side, line in self.lines.items()}

    def to_json(self) -> dict[str, Any]:
        return {
            "lines": {str(s): line.to_json() for s, line in self.lines.items()},
            "maker": self.maker, "case": self.case,
            "pot": None if self.pot is None else self.pot.to_json(), "stopped": self.stopped,
        }


CapoteRule = Callable[[Mapping[int, int]], dict[int, int]]
"""``tricks won per side -> capote premium per side``."""
MakerTest = Callable[[Mapping[int, int], int, Sequence[int]], MakerOutcome]
"""``(raw totals of the sides tested, the maker, the sides still in the match) -> outcome``."""


def capote_premiums(tricks: Mapping[int, int], players: int, pairs: bool = False, split: bool = False) -> dict[int, int]:
    """The capote premium of each side from the tricks each won in a partial game played to its
    end (ACA-SCORE-CAPOTE): 2 players, the winner of all 9 tricks +100; 3 players, one capot:
    each other +50, two capot: the winner of all 9 +100; 4 each for himself, +100 only to a
    player who won all 8 (``split``: with *k* capot, floor(100 *k* / 3) to each other); pairs, a
    pair that won all 8, +100."""
    out = {side: 0 for side in tricks}
    capot = [side for side, won in tricks.items() if won == 0]
    others = [side for side in tricks if side not in capot]
    k = len(capot)
    if not capot or not others:
        return out
    if pairs or players == 2:
        premium = CAPOTE if k == 1 else 0
    elif players == 3:
        premium = CAPOTE // 2 if k == 1 else CAPOTE
    elif split:
        premium = CAPOTE * k // 3
    else:
        premium = CAPOTE if k == 3 else 0
    for side in others:
        out[side] = premium
    return out


def last_trick_premium(won_last_trick: bool, capote_scored: bool) -> int:
    """10 to the winner of the last trick, unless a capote premium is scored in the partial game
    (ACA-SCORE-LAST-TRICK)."""
    return LAST_TRICK if won_last_trick and not capote_scored else 0


def maker_test(
    raw: Mapping[int, int], maker: int, in_match: Sequence[int], everyone: bool = False
) -> MakerOutcome:
    """The maker must beat every other side (ACA-SCORE-MAKER, ACA-SCORE-PAIRS). With *M* the
    maker's raw total: (a) above every other: each writes his own; (b) exactly one above: he
    writes his own plus *M*, the maker 0; (c) two or more above: each his own, the maker 0, *M*
    into a pot for those above; (d) nobody above, some equal: each his own, the maker 0, *M* into
    a pot for the maker and those equal. No pot when *M* = 0. With ``everyone``
    (``pending_to=everyone``) a pot's contenders are all the sides ``in_match``."""
    m = raw[maker]
    above = [s for s in raw if s != maker and raw[s] > m]
    equal = [s for s in raw if s != maker and raw[s] == m]
    writes = dict(raw)
    if not above and not equal:
        return MakerOutcome("a", writes, None)
    writes[maker] = 0
    if len(above) == 1:
        writes[above[0]] += m
        return MakerOutcome("b", writes, None)
    case, contenders = ("c", above) if above else ("d", [maker] + equal)
    if everyone:
        contenders = list(in_match)
    pot = Pot(m, tuple(sorted(contenders))) if m else None
    return MakerOutcome(case, writes, pot)


def raw_lines(
    facts: Mapping[int, SideFacts], capote: Mapping[int, int], condition: bool, last_trick: bool = True
) -> dict[int, SideScore]:
    """Each side's items and raw total (ACA-SCORE-ITEMS): its brelanes and escaleras (0 without
    a counting trick when ``condition``: ACA-COMB-TRICK), belote, card points, premiums (the last
    trick unless a capote premium is scored, the capote, renege premiums); penalties apart. Not
    yet what it writes."""
    capote_scored = any(capote.values())
    out: dict[int, SideScore] = {}
    for side, f in facts.items():
        comb = f.combinations if f.counting_trick or not condition else 0
        last = last_trick_premium(f.last_trick, capote_scored) if last_trick else 0
        cap = capote.get(side, 0)
        raw = comb + f.belote + f.cards + last + cap + f.premiums
        out[side] = SideScore(comb, f.belote, f.cards, last, cap, f.premiums, f.penalties, raw, None)
    return out


def with_writes(lines: Mapping[int, SideScore], writes: Mapping[int, int | None]) -> dict[int, SideScore]:
    """The lines with what each side writes: ``writes`` less its penalties, never moved by the
    maker test (ACA-SCORE-ITEMS, ACA-PENALTY-FAULTS); None writes nothing."""
    out: dict[int, SideScore] = {}
    for side, line in lines.items():
        w = writes.get(side)
        out[side] = SideScore(
            line.combinations, line.belote, line.cards, line.last_trick, line.capote, line.premiums,
            line.penalties, line.raw, None if w is None else w - line.penalties,
        )
    return out


def score_partial_game(
    facts: Mapping[int, SideFacts],
    maker: int,
    in_match: Sequence[int],
    capote: CapoteRule,
    test: MakerTest,
    condition: bool = True,
) -> PartialScore:
    """Score a partial game played to its last trick (ACA-SCORE-ITEMS): raw totals with the
    capote (``capote``) and last-trick premiums, the trick condition (``condition``:
    ``meld_needs_trick=always``), then the maker test (``test``) and the penalties."""
    lines = raw_lines(facts, capote({side: f.tricks for side, f in facts.items()}), condition)
    outcome = test({side: line.raw for side, line in lines.items()}, maker, in_match)
    return PartialScore(with_writes(lines, outcome.writes), maker, outcome.case, outcome.pot)


def score_from_raw(
    raw: Mapping[int, int], maker: int, in_match: Sequence[int], test: MakerTest
) -> PartialScore:
    """A partial game played to its end known only by each side's raw total (the scenarios'
    score sheets, an audit's recorded lines): the maker test (``test``) decides what each
    writes (ACA-SCORE-MAKER)."""
    outcome = test(raw, maker, in_match)
    lines = {side: SideScore(0, 0, 0, 0, 0, 0, 0, r, outcome.writes[side]) for side, r in raw.items()}
    return PartialScore(lines, maker, outcome.case, outcome.pot)
