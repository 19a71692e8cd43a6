"""The match of profile belote-acanomas: seats in play and turn order, sides, the ledger (the
score sheet, the pending pots, the players still in, the winner), the end test and the next
dealer (ACA-SEATS-PLAYERS, ACA-SEATS-ORDER, ACA-SCORE-ITEMS, ACA-SCORE-POTS, ACA-CLAIM-*,
ACA-MATCH-TARGET, ACA-MATCH-END, ACA-MATCH-DEALER).

Seats are numbered 0 to *N* − 1 for the match's starting *N* and keep their numbers; a seat that
has left the match is skipped (ACA-SEATS-ORDER). A *side* is what scores: a seat, or in the
pairs sub-profile a pair (seats 0 and 2 are pair 0, seats 1 and 3 pair 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Collection, Mapping, Protocol, Sequence

from ...errors import MatchStateError
from .claims import ClaimOutcome
from .pots import Pot, Taken
from .scoring import PartialScore


def side_of(seat: int, pairs: bool) -> int:
    """The side ``seat`` scores for: itself, or its pair (ACA-SEATS-PLAYERS, ACA-SCORE-PAIRS)."""
    return seat & 1 if pairs else seat


def seats_in_play(players: int, out: Collection[int] = ()) -> tuple[int, ...]:
    """The seats of a match of ``players`` that are still in it (ACA-CLAIM-ELIMINATION)."""
    return tuple(s for s in range(players) if s not in out)


@lru_cache(maxsize=64)
def _seats_in_play(players: int, out: frozenset[int]) -> tuple[int, ...]:
    """:func:`seats_in_play`, worked out once per (players, seats out): the ledger's."""
    return seats_in_play(players, out)


def next_in_play(seat: int, in_play: Sequence[int], seats: int) -> int:
    """The first seat after ``seat`` in the cycle 0 … ``seats`` - 1 that is still in the match
    (ACA-SEATS-ORDER; ``seat`` itself may have left: ACA-MATCH-DEALER)."""
    for k in range(1, seats + 1):
        s = (seat + k) % seats
        if s in in_play:
            return s
    raise ValueError("no seat is in play")


def mano(dealer: int, in_play: Sequence[int], seats: int) -> int:
    """The mano: the first seat after the dealer still in the match (ACA-SEATS-ORDER)."""
    return next_in_play(dealer, in_play, seats)


def seats_from(first: int, in_play: Sequence[int]) -> tuple[int, ...]:
    """The seats in play in turn order, from ``first`` (a seat in play) (ACA-SEATS-ORDER)."""
    ordered = sorted(in_play)
    i = ordered.index(first)
    return tuple(ordered[i:] + ordered[:i])


@lru_cache(maxsize=None)
def turn_table(seats: int, in_play: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """``turn_table(seats, in_play)[first]``: :func:`seats_from` each seat in play (empty for a
    seat that has left), the rules object's ``turn`` (ACA-SEATS-ORDER, ACA-PLAY-TURN)."""
    return tuple(seats_from(s, in_play) if s in in_play else () for s in range(seats))


def sides_of(players: int, pairs: bool) -> tuple[int, ...]:
    """The sides of a match: one per seat, or the two pairs (ACA-SEATS-PLAYERS)."""
    return (0, 1) if pairs else tuple(range(players))


def can_still_win(side: int, in_play: Collection[int], barred: Collection[int], pairs: bool) -> bool:
    """A side can still win while it is in the match and has not claimed wrongly under
    ``wrong_claim=stay`` (ACA-MATCH-END, ACA-CLAIM-WRONG, ACA-CLAIM-ELIMINATION)."""
    return side not in barred and any(side_of(s, pairs) == side for s in in_play)


def match_winner(totals: Sequence[int], can_win: Sequence[int], target: int) -> int | None:
    """The end test after a scored partial game, among the sides that can still win
    (ACA-MATCH-END): one alone wins at once; otherwise, once one has reached ``target``, the
    highest total wins, and equal highest totals play on."""
    if len(can_win) == 1:
        return can_win[0]
    if not any(totals[s] >= target for s in can_win):
        return None
    best = max(totals[s] for s in can_win)
    top = [s for s in can_win if totals[s] == best]
    return top[0] if len(top) == 1 else None


def next_dealer(
    dealer: int,
    void: bool,
    in_play: Sequence[int],
    seats: int,
    all_pass: str = "next-dealer",
    dealer_2p: str = "rotate",
    written: Mapping[int, int] | None = None,
) -> int:
    """Who deals the next partial game (ACA-MATCH-DEALER, ACA-BID-ALL-PASS): the next seat still
    in the match after the dealer (even if the dealer has just left); after a void game the same
    seat under ``all_pass=same-dealer``; under ``dealer_2p=winner``, after a game played by two
    players each for himself (``written``: what each wrote, pots excluded), the one whose line is
    higher, the deal passing as usual on equal lines."""
    if void:
        return dealer if all_pass == "same-dealer" else next_in_play(dealer, in_play, seats)
    if dealer_2p == "winner" and written is not None and len(written) == 2:
        (a, wa), (b, wb) = written.items()
        if wa != wb:
            return a if wa > wb else b
    return next_in_play(dealer, in_play, seats)


@dataclass(frozen=True)
class ScoreLine:
    """One line of the score sheet («marcador»), one per partial game (ACA-SCORE-ITEMS): its
    kind (``played``, ``void``, ``stopped`` after a wrong claim at three or four players,
    ``claim`` when a claim ended the match), its score (None for a void game and a claim), what
    each side writes (None: nothing), the pots it took (side, points), the pot it made, the
    claim, the seat that left, the running totals after it, and the pots lost because the match
    ended with them pending (ACA-SCORE-POTS)."""

    game: int
    dealer: int
    kind: str
    score: PartialScore | None
    writes: tuple[int | None, ...]
    pots_taken: tuple[Taken, ...] = ()
    pot_made: Pot | None = None
    claim: ClaimOutcome | None = None
    left: int | None = None
    totals: tuple[int, ...] = ()
    pots_lost: tuple[Pot, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "dealer": self.dealer, "kind": self.kind,
            "score": None if self.score is None else self.score.to_json(),
            "writes": list(self.writes),
            "pots_taken": [{"side": s, "points": p} for s, p in self.pots_taken],
            "pot_made": None if self.pot_made is None else self.pot_made.to_json(),
            "claim": None if self.claim is None else self.claim.to_json(),
            "left": self.left, "totals": list(self.totals), "pots_lost": [p.to_json() for p in self.pots_lost],
        }


class PlayedGame(Protocol):
    """What the ledger reads of a partial game just played (:class:`belote_ref.profiles.acanomas.partial.PartialGame`)."""

    number: int
    dealer: int

    @property
    def void(self) -> bool: ...
    @property
    def claim(self) -> ClaimOutcome | None: ...
    @property
    def players(self) -> int: ...
    def score_game(self) -> PartialScore: ...


def _distinct(items: Collection[int], part: str | tuple[str | int, ...], allowed: Collection[int], what: str,
              clause: str, twice: str) -> Collection[int]:
    """``items`` (the seats out, the barred sides, a pot's contenders), each one of ``allowed``
    (the seats or sides of the match) and listed once; else :class:`MatchStateError` at the item
    (``part``: where the items are), under ``clause`` (not one of them) or ``twice`` (repeated)."""
    where = part if isinstance(part, tuple) else (part,)
    seen: set[int] = set()
    for k, x in enumerate(items):
        if x not in allowed:
            raise MatchStateError(f"{what} {x!r} is not a {what} of this match ({', '.join(map(str, allowed))})",
                                  where=(*where, k), clause=clause)
        if x in seen:
            raise MatchStateError(f"{what} {x} is listed twice", where=(*where, k), clause=twice)
        seen.add(x)
    return items


class Ledger:
    """The match state of profile belote-acanomas (ACA-SCORE-ITEMS, ACA-SCORE-POTS,
    ACA-CLAIM-*, ACA-MATCH-END, ACA-MATCH-DEALER): the running total of each side, the pending
    pots, the seats that have left, the sides that claimed wrongly and stayed
    (``wrong_claim=stay``), the winner, and the score sheet.

    The state machine (:class:`belote_ref.machine.Game`) has it do the steps ``settle_claim``
    and ``score`` of the phase table on the partial game just played, and close each game;
    :meth:`write` and :meth:`write_void` add a line from a score worked out elsewhere (the
    scenarios, an audit). Every rule comes from the rules object of the match (``rules``).

    A state carried in (``totals``, ``pots``, ``out``, ``barred``) that no match of these rules
    can have raises :class:`~belote_ref.errors.MatchStateError` naming the part: not one total
    per side, a seat out or a barred side or a pot's contender that the match does not have or
    that is listed twice, a pot with no contender, every seat out.
    """

    def __init__(
        self,
        rules: Any,
        totals: Sequence[int] | None = None,
        pots: Sequence[Pot] = (),
        out: Collection[int] = (),
        barred: Collection[int] = (),
    ) -> None:
        self.rules = rules
        self.players: int = rules.seats
        """The number of players at the start of the match."""
        self.pairs: bool = rules.pairs
        self.sides: tuple[int, ...] = sides_of(self.players, self.pairs)
        given = [0] * len(self.sides) if totals is None else [int(t) for t in totals]
        if len(given) != len(self.sides):
            raise MatchStateError(
                f"a match of {self.players} players{' in pairs' if self.pairs else ''} has {len(self.sides)} totals "
                f"(one per {'pair' if self.pairs else 'player'}), not {len(given)}", where=("totals",),
                clause="ACA-SEATS-PLAYERS")
        self.totals: tuple[int, ...] = tuple(given)
        self.pots: tuple[Pot, ...] = tuple(pots)
        self.out: frozenset[int] = frozenset(_distinct(out, "out", range(self.players), "seat", "ACA-SEATS-ORDER",
                                                       "ACA-CLAIM-ELIMINATION"))
        if len(self.out) == self.players:
            raise MatchStateError("every seat has left the match: no one is left to play it", where=("out",),
                                  clause="ACA-CLAIM-ELIMINATION")
        self.barred: frozenset[int] = frozenset(_distinct(barred, "barred", self.sides, "side", "ACA-SEATS-PLAYERS",
                                                          "ACA-CLAIM-WRONG"))
        for k, pot in enumerate(self.pots):
            if not pot.contenders:
                raise MatchStateError("a pending pot waits for at least one contender, not none",
                                      where=("pots", k, "contenders"), clause="ACA-SCORE-POTS")
            _distinct(pot.contenders, ("pots", k, "contenders"), self.sides, "side", "ACA-SCORE-POTS", "ACA-SCORE-POTS")
        self.winner: int | None = None
        self.lines: list[ScoreLine] = []
        self._next_dealer: int | None = None

    @classmethod
    def start(cls, rules: Any, totals: Sequence[int] | None = None, disputed: int = 0) -> "Ledger":
        """The ledger of a new match (the state machine's factory). This profile holds pots, not
        disputed points: ``disputed`` must be 0 (give pots to the constructor)."""
        if disputed:
            raise ValueError("profile belote-acanomas holds pending pots, not disputed points")
        return cls(rules, totals)

    # --- reading ----------------------------------------------------------------------------------
    @property
    def in_play(self) -> tuple[int, ...]:
        """The seats still in the match (ACA-CLAIM-ELIMINATION)."""
        return _seats_in_play(self.players, self.out)

    @property
    def sides_in_play(self) -> tuple[int, ...]:
        """The sides still in the match."""
        pairs = self.pairs
        return tuple(dict.fromkeys(side_of(s, pairs) for s in self.in_play))

    @property
    def can_win(self) -> tuple[int, ...]:
        """The sides that can still win (ACA-MATCH-END)."""
        in_play, barred, pairs = self.in_play, self.barred, self.pairs
        sides = dict.fromkeys(side_of(s, pairs) for s in in_play)
        return tuple(s for s in sides if can_still_win(s, in_play, barred, pairs))

    @property
    def next_dealer(self) -> int | None:
        """Who deals the next partial game, once the last one is written (ACA-MATCH-DEALER)."""
        return self._next_dealer

    @property
    def disputed(self) -> int:
        """The points held in pending pots (the team game's disputed points have no other
        counterpart here)."""
        return sum(p.points for p in self.pots)

    def end_test(self) -> int | None:
        """The side the end test gives as the winner of the match in this state, or None: it
        goes on (ACA-MATCH-END; the test made after each scored partial game)."""
        return self.rules.match_winner(self.totals, self.can_win, self.rules.ruleset.target)

    def copy(self) -> "Ledger":
        other = Ledger.__new__(Ledger)
        other.__dict__.update(self.__dict__)
        other.lines = list(self.lines)
        return other

    def snapshot(self) -> tuple[Any, ...]:
        return (self.totals, self.pots, self.out, self.barred, self.winner, tuple(self.lines), self._next_dealer)

    # --- writing lines -----------------------------------------------------------------------------
    def _add(self, line: ScoreLine) -> ScoreLine:
        self.lines.append(line)
        return line

    def write_void(self, game: int, dealer: int) -> ScoreLine:
        """A void game's line: nothing scored, no pot resolved, no end test (ACA-BID-ALL-PASS)."""
        r = self.rules.ruleset
        self._next_dealer = self.rules.next_dealer(dealer, True, self.in_play, self.players, r.all_pass, r.dealer_2p)
        return self._add(ScoreLine(game, dealer, "void", None, (None,) * len(self.sides), totals=self.totals))

    def write(self, score: PartialScore, game: int, dealer: int, claim: ClaimOutcome | None = None) -> ScoreLine:
        """Add a scored partial game (ACA-SCORE-ITEMS): what each side writes, then, for a game
        played to its end, the pending pots it resolves (ACA-SCORE-POTS); the pot it makes; for a
        game stopped by a wrong claim, the claimant leaving (or staying barred) and the pots he
        drops (ACA-CLAIM-ELIMINATION); then the end test (ACA-MATCH-END) and the next dealer
        (ACA-MATCH-DEALER)."""
        rules = self.rules
        r = rules.ruleset
        players_in_game = len(self.in_play)
        totals = list(self.totals)
        written = score.written()
        for side, points in written.items():
            totals[side] += points
        taken: list[Taken] = []
        pots = self.pots
        if not score.stopped:
            pots, resolved = rules.resolve_pots(pots, score.raw())
            taken += resolved
        if score.pot is not None:
            pots = pots + (score.pot,)
        left = None
        if claim is not None:
            if claim.leaves:
                left = claim.seat
                self.out = self.out | {claim.seat}
                pots, dropped = rules.drop_contender(pots, claim.side)
                taken += dropped
            if claim.barred:
                self.barred = self.barred | {claim.side}
        for side, points in taken:
            totals[side] += points
        self.totals, self.pots = tuple(totals), tuple(pots)
        self.winner = self.end_test()
        lost = self._lose_pots()
        pairs_or_more = self.pairs or players_in_game != 2
        self._next_dealer = rules.next_dealer(
            dealer, False, self.in_play, self.players, r.all_pass, r.dealer_2p, None if pairs_or_more else written
        )
        writes = tuple(score.lines[s].writes if s in score.lines else None for s in self.sides)
        return self._add(ScoreLine(
            game, dealer, "stopped" if score.stopped else "played", score, writes, tuple(taken), score.pot, claim,
            left, self.totals, lost,
        ))

    def _lose_pots(self) -> tuple[Pot, ...]:
        """Once the match is won, the pots still pending are lost (ACA-SCORE-POTS)."""
        if self.winner is None:
            return ()
        lost, self.pots = self.pots, ()
        return lost

    # --- the state machine's steps ----------------------------------------------------------------------
    def settle_claim(self, pg: PlayedGame) -> str:
        """The step of phase ``claim`` (ACA-CLAIM-RIGHT, ACA-CLAIM-WRONG): a claim that ends the
        match writes its line (a correct one: the claimant's count less his banked total; a wrong
        one: nothing) and the match is over (pending pots are lost); a wrong claim at three or
        four players each for himself stops the game, scored next. Answers ``win_by_claim`` or
        ``stop_game``."""
        claim = pg.claim
        assert claim is not None
        if claim.winner is None:
            return "stop_game"
        writes: list[int | None] = [None] * len(self.sides)
        totals = list(self.totals)
        if claim.correct:
            writes[claim.side] = claim.count - totals[claim.side]
            totals[claim.side] = claim.count
        self.totals = tuple(totals)
        self.winner = claim.winner
        lost = self._lose_pots()
        self._add(ScoreLine(pg.number, pg.dealer, "claim", None, tuple(writes), claim=claim, totals=self.totals,
                            pots_lost=lost))
        return "win_by_claim"

    def score(self, pg: PlayedGame) -> str:
        """The step of phase ``scoring``: score the partial game (played to its end, or stopped
        by a wrong claim) and write its line. Answers ``end_match`` or ``next_game``."""
        self.write(pg.score_game(), pg.number, pg.dealer, pg.claim)
        return "end_match" if self.winner is not None else "next_game"

    def close(self, pg: PlayedGame) -> int:
        """The partial game ``pg`` is over (a void one gets its line now): who deals the next
        (ACA-MATCH-DEALER)."""
        if pg.void and (not self.lines or self.lines[-1].game != pg.number):
            self.write_void(pg.number, pg.dealer)
        assert self._next_dealer is not None, "a partial game is closed once its line is written"
        return self._next_dealer
