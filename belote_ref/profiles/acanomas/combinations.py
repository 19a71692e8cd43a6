"""Combinations («combinaciones»): brelanes, escaleras and the belote, what a hand holds, what
may be announced, the verdicts at the end of trick 1, the shows and the trick condition
(ACA-COMB-KINDS, ACA-COMB-RUNS, ACA-COMB-ANNOUNCE, ACA-COMB-VERDICT, ACA-COMB-SHOW,
ACA-COMB-BRELAN, ACA-COMB-ESCALERA, ACA-COMB-BRELAN-VOIDS, ACA-COMB-TIE, ACA-COMB-BELOTE,
ACA-COMB-TRICK, ACA-COMB-PAIRS, ACA-CARDS-POINTS, ACA-CARDS-RUN-ORDER).

Hands are 32-bit masks of cards (``suit * 8 + rank``, rank 0 = 7 … 7 = ace). The ranks' index
order is the order in which escaleras are read, A K Q J 10 9 8 7 from the top
(ACA-CARDS-RUN-ORDER), so a run is a run of consecutive bits within a suit's byte. The belote
is the team game's: its functions are :mod:`belote_ref.play`'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping, Sequence

from ...cards import POINTS, RANK_TEXT, TRUMP_STRENGTH, Rank, Suit, parse_suit
from ...errors import AnnouncementOutOfStep, CombinationNotHeld, IllegalAction, MalformedAction, NotACombination
from ...play import belote_cards, belote_holder, may_announce_belote

__all__ = [
    "ACEPTADA", "ANULADA", "BRELAN", "BRELAN_ORDER", "BRELAN_VALUES", "Combination", "ESCALERA",
    "ESCALERA_VALUES", "RUN_ORDER", "SIN_VALOR", "Verdict", "announcement_refusal", "belote_cards",
    "belote_holder", "brelanes_in", "canonical", "combination_text", "escalera_key", "escaleras_in",
    "held_combinations", "is_counting_card", "legal_announcements", "may_announce_belote",
    "meets_trick_condition", "parse_combination_text", "shown_cards", "verdicts",
]

BRELAN, ESCALERA = "brelan", "escalera"
"""The two kinds that are announced (the belote is announced with its card: ACA-COMB-BELOTE)."""

RUN_ORDER: tuple[Rank, ...] = tuple(reversed(Rank))
"""A K Q J 10 9 8 7: the order escaleras are read in, in every suit (ACA-CARDS-RUN-ORDER)."""

BRELAN_VALUES: Mapping[Rank, int] = {
    Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100, Rank.KING: 100, Rank.QUEEN: 100,
}
"""What each brelán is worth; the eights and sevens are no brelán (ACA-COMB-KINDS)."""
BRELAN_ORDER: tuple[Rank, ...] = tuple(sorted(BRELAN_VALUES, key=lambda r: -TRUMP_STRENGTH[r]))
"""J, 9, A, 10, K, Q: brelán against brelán, the order of their values and then the trick order
of trumps (ACA-COMB-BRELAN)."""
ESCALERA_VALUES: Mapping[int, int] = {3: 20, 4: 50, 5: 100}
"""Tercia 20, cuarta 50, quinta 100 (ACA-COMB-KINDS)."""

ACEPTADA, SIN_VALOR, ANULADA = "aceptada", "sin valor", "anulada"
"""The three verdicts (ACA-COMB-VERDICT)."""


@dataclass(frozen=True, slots=True)
class Combination:
    """A brelán (four cards of ``rank``) or an escalera (``length`` consecutive cards of
    ``suit`` whose highest is ``rank``, its *top*) (ACA-COMB-KINDS, ACA-ACTIONS-FORM)."""

    kind: str
    rank: Rank
    """The brelán's rank, or the escalera's top."""
    length: int = 4
    suit: Suit | None = None

    @property
    def value(self) -> int:
        """What it is worth when accepted (ACA-COMB-KINDS); 0 for a brelán of eights or sevens."""
        if self.kind == BRELAN:
            return BRELAN_VALUES.get(self.rank, 0)
        return ESCALERA_VALUES[self.length]

    @property
    def cards(self) -> int:
        """The mask of its cards."""
        if self.kind == BRELAN:
            return sum(1 << (s * 8 + self.rank) for s in range(4))
        assert self.suit is not None
        return ((1 << self.length) - 1) << (self.suit * 8 + self.rank - self.length + 1)

    @property
    def key(self) -> tuple[int, int, int, int]:
        """The canonical order: brelanes by rank 9 … A, then escaleras by suit, then top
        (ACA-ACTIONS-FORM)."""
        if self.kind == BRELAN:
            return (0, int(self.rank), 0, 0)
        assert self.suit is not None
        return (1, int(self.suit), int(self.rank), self.length)

    def to_json(self) -> dict[str, Any]:
        if self.kind == BRELAN:
            return {"kind": BRELAN, "rank": RANK_TEXT[self.rank]}
        out: dict[str, Any] = {"kind": ESCALERA, "length": self.length, "top": RANK_TEXT[self.rank]}
        if self.suit is not None:  # an escalera as others hear it before its suit is public has none
            out["suit"] = self.suit.letter
        return out

    def __str__(self) -> str:
        return combination_text(self)


def combination_fault(c: object) -> str | None:
    """What makes ``c`` no combination an announcement can carry (ACA-ACTIONS-FORM): its
    ``kind`` not brelan or escalera; a ``rank`` (``top``) that is not one; an escalera's
    ``length`` other than 3, 4 or 5, a ``top`` too low for its length, a ``suit`` that is not
    one. None if it is well formed (a brelán of eights or sevens is: ACA-COMB-KINDS refuses it)."""
    if type(c) is not Combination:
        return f"not a combination: {c!r}"
    if c.kind not in (BRELAN, ESCALERA):
        return f"a combination's 'kind' must be brelan or escalera, not {c.kind!r}"
    field = "rank" if c.kind == BRELAN else "top"
    if isinstance(c.rank, bool) or c.rank not in range(8):
        return f"'{field}' must be a rank (7 8 9 10 J Q K A), not {c.rank!r}"
    if c.kind == BRELAN:
        return None
    if isinstance(c.length, bool) or c.length not in (3, 4, 5):
        return f"an escalera's 'length' must be 3, 4 or 5, not {c.length!r}"
    if c.rank < c.length - 1:
        return f"an escalera of {c.length} cards cannot have its 'top' at {RANK_TEXT[c.rank]!r}"
    if isinstance(c.suit, bool) or c.suit not in range(4):
        return f"an escalera's 'suit' must be C, D, H or S, not {c.suit!r}"
    return None


def canonical(combinations: Iterable[Combination]) -> tuple[Combination, ...]:
    """Combinations in the canonical order (ACA-ACTIONS-FORM)."""
    return tuple(sorted(combinations, key=lambda c: c.key))


# --- What a hand holds (ACA-COMB-RUNS) -----------------------------------------------------------
def _runs(byte: int) -> tuple[tuple[int, int], ...]:
    """The escaleras of one suit whose ranks are the bits of ``byte``, as (length, top): read
    from its maximal runs (ACA-COMB-RUNS), by top."""
    out: list[tuple[int, int]] = []
    r = 0
    while r < 8:
        if not byte >> r & 1:
            r += 1
            continue
        start = r
        while r < 8 and byte >> r & 1:
            r += 1
        length, top = r - start, r - 1
        if length == 8:
            out += [(3, Rank.NINE), (5, Rank.ACE)]
        elif length >= 6:
            out.append((5, top))
        elif length >= 3:
            out.append((length, top))
    return tuple(out)


_RUNS: tuple[tuple[tuple[int, int], ...], ...] = tuple(_runs(byte) for byte in range(256))
"""_RUNS[byte]: :func:`_runs`, worked out once."""
_ESCALERAS: tuple[tuple[tuple[Combination, ...], ...], ...] = tuple(
    tuple(tuple(Combination(ESCALERA, Rank(top), length, suit) for length, top in _RUNS[byte]) for byte in range(256))
    for suit in Suit
)
"""_ESCALERAS[suit][byte]: the escaleras of that suit in a hand holding the ranks of ``byte``."""
_BRELANES: dict[Rank, Combination] = {rank: Combination(BRELAN, rank) for rank in BRELAN_VALUES}
_BRELAN_MASKS: tuple[tuple[Rank, int], ...] = tuple(
    (rank, sum(1 << (s * 8 + rank) for s in range(4))) for rank in Rank if rank in BRELAN_VALUES
)


def escaleras_in(hand: int) -> list[Combination]:
    """The escaleras ``hand`` holds, read from each suit's maximal runs: 3-5 cards, one
    escalera; 6-7 cards, the quinta of its top five; a whole suit, a quinta al as and a tercia al
    nueve (ACA-COMB-RUNS). By suit, then by top."""
    out: list[Combination] = []
    for suit in Suit:
        out.extend(_ESCALERAS[suit][hand >> (8 * suit) & 0xFF])
    return out


def brelanes_in(hand: int) -> list[Combination]:
    """The brelanes ``hand`` holds: the four cards of a rank 9, 10, J, Q, K or A (ACA-COMB-KINDS)."""
    return [_BRELANES[rank] for rank, m in _BRELAN_MASKS if hand & m == m]


@lru_cache(maxsize=16)
def held_combinations(hand: int) -> tuple[Combination, ...]:
    """Every brelán and escalera ``hand`` holds, in canonical order (ACA-COMB-RUNS): the
    brelanes by rank, then the escaleras by suit and top (both already in that order)."""
    return tuple(brelanes_in(hand) + escaleras_in(hand))


def legal_announcements(hand: int) -> list[tuple[Combination, ...]]:
    """The announcements the seat holding ``hand`` may make: one per subset of its held
    combinations, the one taking combination *k* when bit *k* of *m* is 1 listed *m*-th, so
    «nothing» first (ACA-ACTIONS-FORM, ACA-COMB-ANNOUNCE)."""
    held = held_combinations(hand)
    return [tuple(c for k, c in enumerate(held) if m >> k & 1) for m in range(1 << len(held))]


def announcement_refusal(seat: int, combinations: Sequence[Combination], hand: int, answered: bool) -> IllegalAction | None:
    """Why ``seat`` announcing ``combinations`` with ``hand`` is refused: the seat has
    ``answered`` its step of trick 1 already, whatever it announces now (ACA-COMB-ANNOUNCE); else
    the first offending combination: the same one twice (ACA-ACTIONS-FORM), a brelán of eights or
    sevens (ACA-COMB-KINDS), one not held (ACA-COMB-ANNOUNCE), or cards held but not as that
    escalera (ACA-COMB-RUNS); None if it may be announced."""
    if answered:
        return AnnouncementOutOfStep(
            f"seat {seat} has answered the announcement step already: he must now play a card")
    if len(set(combinations)) != len(combinations):
        return MalformedAction("an announcement names the same combination twice")
    held = held_combinations(hand)
    for c in combinations:
        if c.kind == BRELAN and c.rank not in BRELAN_VALUES:
            return NotACombination(f"a {combination_text(c)} is no combination: eights and sevens are worth nothing")
        if c in held:
            continue
        if c.kind == ESCALERA and hand & c.cards == c.cards:
            runs = [h for h in held if h.kind == ESCALERA and h.suit == c.suit and h.cards & c.cards]
            named = " and ".join(combination_text(h) for h in runs) or "no escalera that takes them"
            return CombinationNotHeld(
                f"the {combination_text(c)} is not an escalera of this hand: its cards are part of the {named}",
                clause="ACA-COMB-RUNS",
            )
        return CombinationNotHeld(f"the hand does not hold the {combination_text(c)}")
    return None


# --- Verdicts (ACA-COMB-VERDICT) ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Verdict:
    """The verdict on one announced combination (ACA-COMB-VERDICT): ``aceptada`` (it scores
    ``value``, subject to the trick condition), ``sin valor`` or ``anulada`` (worth 0).
    ``compared`` is true when the trump tie-break compared its suit (ACA-COMB-ESCALERA), which
    makes the suit public (ACA-VIEW-PLAYER)."""

    seat: int
    combination: Combination
    verdict: str
    value: int
    compared: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "combination": self.combination.to_json(), "verdict": self.verdict,
            "value": self.value, "compared": self.compared,
        }


def escalera_key(c: Combination, trump: int) -> tuple[int, int, bool]:
    """Escalera against escalera: the longer, then the higher top, then the one in trump
    (ACA-COMB-ESCALERA); equal keys are exactly tied (ACA-COMB-TIE)."""
    return (c.length, int(c.rank), c.suit == trump)


def verdicts(
    announcements: Sequence[tuple[int, Sequence[Combination]]],
    trump: int,
    side_of: Callable[[int], int],
    share_ties: bool = False,
    share_splits: bool = True,
) -> tuple[Verdict, ...]:
    """The verdicts on every announced brelán and escalera, in the order announced
    (``announcements``: (seat, its combinations) in trick 1's order) (ACA-COMB-VERDICT).

    Each kind is judged on its own, side against side (a side is a player, or a pair:
    ACA-COMB-PAIRS): the side holding the best of a kind scores all it announced of that kind,
    every other is cancelled (ACA-COMB-BRELAN, ACA-COMB-ESCALERA). Exactly tied best escaleras
    go to the first announced (ACA-COMB-TIE), or, with ``share_ties``, are shared among the tied
    sides, value // k each, when ``share_splits`` (3 or 4 players each for himself) and scored by
    nobody otherwise (2 players, pairs). An escalera that would score is worth nothing (*sin
    valor*) when a side other than its own announced a brelán (ACA-COMB-BRELAN-VOIDS).
    """
    entries = [(seat, c) for seat, said in announcements for c in said]
    out: dict[int, tuple[str, int]] = {}
    compared: set[int] = set()
    brelanes = [i for i, (_, c) in enumerate(entries) if c.kind == BRELAN]
    if brelanes:
        best = max(brelanes, key=lambda i: TRUMP_STRENGTH[entries[i][1].rank])
        winner = side_of(entries[best][0])
        for i in brelanes:
            seat, c = entries[i]
            out[i] = (ACEPTADA, c.value) if side_of(seat) == winner else (ANULADA, 0)
    brelan_sides = {side_of(entries[i][0]) for i in brelanes}
    escaleras = [i for i, (_, c) in enumerate(entries) if c.kind == ESCALERA]
    if escaleras:
        keys = {i: escalera_key(entries[i][1], trump) for i in escaleras}
        best_key = max(keys.values())
        leading = [i for i in escaleras if keys[i] == best_key]  # in the order announced
        tied_sides = list(dict.fromkeys(side_of(entries[i][0]) for i in leading))
        same_length_and_top = [i for i in escaleras if keys[i][:2] == best_key[:2]]
        if best_key[2] and len({side_of(entries[i][0]) for i in same_length_and_top}) > 1:
            compared.update(same_length_and_top)  # the trump tie-break compared their suits
        shares = 1
        if len(tied_sides) > 1 and share_ties:
            winners = set(tied_sides) if share_splits else set()
            shares = len(tied_sides)
        else:
            winners = {tied_sides[0]}
        shared: set[int] = set()
        for i in escaleras:
            seat, c = entries[i]
            side = side_of(seat)
            if side not in winners:
                out[i] = (ANULADA, 0)
                continue
            value = c.value
            if shares > 1:
                if side in shared or i not in leading:
                    out[i] = (ANULADA, 0)  # a tied side scores its share of the tied escalera only
                    continue
                shared.add(side)
                value = c.value // shares
            voided = any(other != side for other in brelan_sides)
            out[i] = (SIN_VALOR, 0) if voided else (ACEPTADA, value)
    return tuple(
        Verdict(seat, c, out[i][0], out[i][1], i in compared) for i, (seat, c) in enumerate(entries)
    )


def shown_cards(given: Iterable[Verdict]) -> dict[int, int]:
    """Seat -> the mask of the cards it shows at the end of trick 1: those of its accepted
    combinations (ACA-COMB-SHOW). Escaleras *sin valor* and cancelled ones are not shown."""
    out: dict[int, int] = {}
    for v in given:
        if v.verdict == ACEPTADA:
            out[v.seat] = out.get(v.seat, 0) | v.combination.cards
    return out


# --- Counting cards and the trick condition (ACA-CARDS-POINTS, ACA-COMB-TRICK) ---------------------
def is_counting_card(c: int, trump: int) -> bool:
    """A card worth more than 0 under ``trump`` («carta de valor», ACA-CARDS-POINTS)."""
    return POINTS[trump][c] > 0


def meets_trick_condition(tricks: Iterable[Sequence[int]], trump: int) -> bool:
    """Whether one of ``tricks`` (those a side won) holds a counting card (ACA-COMB-TRICK,
    ACA-CLAIM-WHEN)."""
    pts = POINTS[trump]
    return any(pts[c] > 0 for trick in tricks for c in trick)


# --- Spanish names (the spec's and the scenarios' words) ----------------------------------------------
LENGTH_NAMES: Mapping[int, str] = {3: "tercia", 4: "cuarta", 5: "quinta"}
TOP_NAMES: Mapping[Rank, str] = {
    Rank.ACE: "as", Rank.KING: "rey", Rank.QUEEN: "dama", Rank.JACK: "valet", Rank.TEN: "diez",
    Rank.NINE: "nueve", Rank.EIGHT: "ocho", Rank.SEVEN: "siete",
}
BRELAN_NAMES: Mapping[Rank, str] = {
    Rank.ACE: "ases", Rank.KING: "reyes", Rank.QUEEN: "damas", Rank.JACK: "valets", Rank.TEN: "dieces",
    Rank.NINE: "nueves", Rank.EIGHT: "ochos", Rank.SEVEN: "sietes",
}
SUIT_NAMES: Mapping[str, Suit] = {
    "tréboles": Suit.CLUBS, "diamantes": Suit.DIAMONDS, "corazones": Suit.HEARTS, "picas": Suit.SPADES,
}


def combination_text(c: Combination, with_suit: bool = True) -> str:
    """A combination as players say it: «brelán de dieces», «cuarta al rey de ♦» (without its
    suit, as others hear it before it is shown: «cuarta al rey»)."""
    if c.kind == BRELAN:
        return f"brelán de {BRELAN_NAMES[c.rank]}"
    text = f"{LENGTH_NAMES.get(c.length, str(c.length))} al {TOP_NAMES[c.rank]}"
    return f"{text} de {c.suit.symbol}" if with_suit and c.suit is not None else text


_TEXT = re.compile(r"^(?:brelán de (?P<brelan>\w+)|(?P<length>tercia|cuarta|quinta) al (?P<top>\w+)(?: de (?P<suit>\S+))?)$")


def parse_combination_text(text: str) -> Combination:
    """Read «brelán de dieces», «tercia al as de ♣» (or «… de tréboles»); an escalera without a
    suit reads as suit None (how others hear it). Raises ValueError."""
    m = _TEXT.match(text.strip())
    if not m:
        raise ValueError(f"not a combination: {text!r}")
    if m.group("brelan"):
        ranks = {v: k for k, v in BRELAN_NAMES.items()}
        if m.group("brelan") not in ranks:
            raise ValueError(f"not a brelán: {text!r}")
        return Combination(BRELAN, ranks[m.group("brelan")])
    tops = {v: k for k, v in TOP_NAMES.items()}
    lengths = {v: k for k, v in LENGTH_NAMES.items()}
    if m.group("top") not in tops:
        raise ValueError(f"not a top card: {text!r}")
    raw = m.group("suit")
    suit = None if raw is None else SUIT_NAMES.get(raw) or parse_suit(raw)
    return Combination(ESCALERA, tops[m.group("top")], lengths[m.group("length")], suit)

