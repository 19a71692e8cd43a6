"""The easy and normal players of profile belote-acanomas, at 2, 3 and 4 players and in pairs
(ACA-AI-LEVELS, AI-VIEW).

A player is a seeded callable ``(view, rng) -> action`` like the team game's
(:data:`belote_ref.players.Player`), but it reads a :class:`~belote_ref.profiles.acanomas.view.PlayerView`
(ACA-VIEW-PLAYER): the seat's own cards, the public record and its legal actions, never the
game. The rules it needs (the turn order, the trick winner, the sides, the card points, the
claim count, the target) it reads from the profile's rules object for the ruleset and the seats
still in the match, both public.

Where the rule is the team game's, the team game's players are called, not copied: the bids
(:func:`belote_ref.ai.easy.easy_bid_suit`, :func:`belote_ref.ai.normal.normal_bid_suit`), the
cards (:func:`belote_ref.ai.policy.smallest`, :func:`belote_ref.ai.policy.heuristic_card`, on card
tables built for the seats in play, numbered 0 … *n* − 1 in turn order) and the obligations
(the legal cards of the view). This module adds the profile's own decisions: the trump-7
exchange, the announcement step of trick 1 and «he terminado».
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Callable, Sequence

from .actions import Announce, Claim, Exchange
from .claims import claim_count
from .combinations import ACEPTADA, belote_cards
from .ruleset import CANONICAL, Ruleset, make_ruleset
from .view import PlayerView
from ...actions import Pass, Take
from ...cards import FULL_DECK_MASK
from ...players import random_player
from .rules import AcanomasRules, acanomas_rules
from ...ai import LINEUP_NAMES as TEAM_LINEUP_NAMES, LineupError
from ...ai.base import legal_card_mask, play_action, take_action
from ...ai.easy import easy_bid_suit
from ...ai.normal import normal_bid_suit
from ...ai.policy import CardTables, card_tables, heuristic_card, smallest

LEVELS = ("easy", "normal")
"""The AI levels that play profile belote-acanomas (hard and expert do not yet: ACA-AI-LEVELS)."""
LINEUP_NAMES = ("random",) + LEVELS
TEAM_ONLY_NAMES = tuple(n for n in TEAM_LINEUP_NAMES if n not in LINEUP_NAMES)
"""The team game's levels that do not play this profile yet (hard, expert): a lineup naming one is
refused with its name."""
FOUR_PLAYERS = make_ruleset(players=4)
"""Four players each for himself, every other option canonical: where the two-player tables
read their card orders."""


@dataclass(frozen=True, slots=True)
class CompactTable:
    """The seats still in the match renumbered 0 … *n* − 1 in turn order (what
    :func:`belote_ref.ai.policy.card_tables` reads): each function is the rules object's, read
    through the renumbering, so the team game's card play sees an *n*-seat table."""

    seats: int
    trick_winner: Callable[[int, Sequence[int], int], int]
    side_of: Callable[[int], int]
    next_seat: Callable[[int], int]
    points: tuple[tuple[int, ...], ...]


@lru_cache(maxsize=64)
def compact_tables(ruleset: Ruleset, in_play: tuple[int, ...]) -> CardTables:
    """The card tables of the seats ``in_play`` of a match of ``ruleset`` (built once per pair,
    so the tables' own cache finds them again).

    The tables read the card orders from three-card tricks; two players never play one, so at
    two players the card orders are read at four seats of the same profile (the trick winner is
    the same card order at every player count: ACA-PLAY-TRICK-WINNER) and the seat fields are
    the two players' own: they alternate, and neither has a partner."""
    rules = acanomas_rules(ruleset, in_play)
    index = {s: i for i, s in enumerate(in_play)}  # in_play is sorted: the turn order (ACA-SEATS-ORDER)
    table = CompactTable(
        seats=len(in_play),
        trick_winner=lambda leader, trick, trump: index[rules.trick_winner(in_play[leader], trick, trump)],
        side_of=lambda i: rules.side_of(in_play[i]),
        next_seat=lambda i: index[rules.next_seat(in_play[i])],
        points=rules.points,
    )
    if len(in_play) > 2:
        return card_tables(table)
    four = acanomas_rules(FOUR_PLAYERS)
    return replace(
        card_tables(four), trick_winner=table.trick_winner, side=(table.side_of(0), table.side_of(1)),
        turns=((0, 1), (1, 0)), last=1, position=(0, 1), same_side=((False, False), (False, False)),
    )


def hand_mask(view: PlayerView) -> int:
    """The seat's own cards, as a mask."""
    m = 0
    for c in view.hand:
        m |= 1 << c
    return m


def played_mask(view: PlayerView) -> int:
    """Every card played this partial game, the trick in progress included."""
    m = 0
    for t in view.tricks:
        for c in t.cards:
            m |= 1 << c
    return m


def not_held_mask(view: PlayerView) -> int:
    """The public cards nobody holds: at 2-3 players the card face up beside the stock (the
    turned card, or the exchanged 7) and the turned-up last card (ACA-DEAL-TURNED,
    ACA-DEAL-STOCK). At four players the maker holds the turned card: nothing."""
    if view.last_card is None:
        return 0
    m = 1 << view.last_card
    if view.face_up is not None:
        m |= 1 << view.face_up
    return m


def claim_is_sure(view: PlayerView, rules: AcanomasRules) -> bool:
    """Whether «he terminado» by the seat to act is certainly right, from its view alone
    (ACA-AI-LEVELS): the count of ACA-CLAIM-COUNT (:func:`belote_ref.profiles.acanomas.claims.claim_count`)
    of what is public — his side's banked total, its accepted brelanes and escaleras, its belote
    once both trump honours are played, the card points of the tricks it won — reaches the
    target."""
    assert view.seat is not None and view.trump is not None
    side = rules.side_of(view.seat)
    trump = view.trump
    combos = sum(v.value for v in view.verdicts if v.verdict == ACEPTADA and rules.side_of(v.seat) == side)
    honours = belote_cards(FULL_DECK_MASK, trump)
    said = any(word == "belote" and rules.side_of(s) == side for s, word in view.belote)
    belote = rules.belote_points if said and played_mask(view) & honours == honours else 0
    points = rules.points[trump]
    cards = sum(
        points[c] for t in view.tricks if t.winner is not None and rules.side_of(t.winner) == side for c in t.cards
    )
    count = claim_count(view.totals[side], combos, belote, cards)
    return count >= rules.ruleset.target


class AcanomasPlayer:
    """A seeded AI seat of profile belote-acanomas (ACA-AI-LEVELS): call it with the seat's
    :class:`~belote_ref.profiles.acanomas.view.PlayerView` (and the host's rng, which it ignores) to get
    one of ``view.legal_actions``. Its decisions are deterministic: the seed only names it."""

    level = "base"

    def __init__(self, seed: int = 0, ruleset: Ruleset = CANONICAL) -> None:
        self.seed = seed
        self.ruleset = ruleset

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed}, ruleset={self.ruleset.id!r})"

    def __call__(self, view: PlayerView, rng: random.Random | None = None) -> Any:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to decide: it is not its turn")
        if view.ruleset != self.ruleset.id:
            raise ValueError(f"this player was built for ruleset {self.ruleset.id}, not {view.ruleset}")
        if len(legal) == 1:
            return legal[0]
        kinds = {type(a) for a in legal}
        if Announce in kinds:
            return self.announce(view)
        if Exchange in kinds:
            return next(a for a in legal if type(a) is Exchange)
        rules = acanomas_rules(self.ruleset, view.in_play)
        if view.phase in ("bid_round_1", "bid_round_2"):
            return self.bid(view, rules)
        if Claim in kinds and self.claims(view, rules):
            return next(a for a in legal if type(a) is Claim)
        return play_action(view, self.card(view, rules))

    def announce(self, view: PlayerView) -> Announce:
        """Both levels announce every brelán and escalera they hold: the largest legal
        announcement (ACA-AI-LEVELS; announcing costs nothing and is needed to score)."""
        return max((a for a in view.legal_actions if type(a) is Announce), key=lambda a: len(a.combinations))

    def bid(self, view: PlayerView, rules: AcanomasRules) -> Pass | Take:
        raise NotImplementedError

    def claims(self, view: PlayerView, rules: AcanomasRules) -> bool:
        return False

    def card(self, view: PlayerView, rules: AcanomasRules) -> int:
        raise NotImplementedError


class AcanomasEasy(AcanomasPlayer):
    """ACA-AI-LEVELS, easy: AI-EASY's bids and smallest card; never claims."""

    level = "easy"

    def bid(self, view: PlayerView, rules: AcanomasRules) -> Pass | Take:
        assert view.face_up is not None
        return take_action(view, easy_bid_suit(hand_mask(view), _round(view), view.face_up >> 3))

    def card(self, view: PlayerView, rules: AcanomasRules) -> int:
        assert view.trump is not None
        return smallest(compact_tables(rules.ruleset, rules.in_play), legal_card_mask(view), view.trump)


class AcanomasNormal(AcanomasPlayer):
    """ACA-AI-LEVELS, normal: AI-NORMAL's bids (the turned card counted only where the maker
    receives it) and card play for the seats in play; claims only when sure."""

    level = "normal"

    def bid(self, view: PlayerView, rules: AcanomasRules) -> Pass | Take:
        assert view.face_up is not None
        gets_turned = rules.players == 4  # at 2-3 players nobody takes it (ACA-DEAL-TURNED)
        return take_action(view, normal_bid_suit(hand_mask(view), _round(view), int(view.face_up), gets_turned))

    def claims(self, view: PlayerView, rules: AcanomasRules) -> bool:
        return claim_is_sure(view, rules)

    def card(self, view: PlayerView, rules: AcanomasRules) -> int:
        assert view.seat is not None and view.trump is not None and view.maker is not None
        tables = compact_tables(rules.ruleset, rules.in_play)
        in_play = rules.in_play
        current = view.tricks[-1].cards if view.tricks and view.tricks[-1].winner is None else ()
        return heuristic_card(
            tables, hand_mask(view), legal_card_mask(view), tuple(map(int, current)), in_play.index(view.seat),
            view.trump, played_mask(view) | not_held_mask(view), rules.side_of(view.maker),
        )


def _round(view: PlayerView) -> int:
    return 2 if view.phase == "bid_round_2" else 1


ACANOMAS_LEVELS: dict[str, type[AcanomasPlayer]] = {"easy": AcanomasEasy, "normal": AcanomasNormal}


def parse_acanomas_lineup(text: str, ruleset: Ruleset) -> list[str]:
    """Read a lineup for a match of ``ruleset``: one name for every seat, one per seat, or in
    pairs two (pair 0 — seats 0 and 2 —, then pair 1). ``hard`` and ``expert`` are refused:
    they do not play this profile yet."""
    names = [t.strip().lower() for t in text.split(",")]
    for i, n in enumerate(names):
        if n in TEAM_ONLY_NAMES:
            raise LineupError(f"player {i + 1} of {text!r} is {n!r}: the {n} level does not play profile "
                              f"belote-acanomas yet (choose {', '.join(LINEUP_NAMES)})")
        if n not in LINEUP_NAMES:
            raise LineupError(f"player {i + 1} of {text!r} is {n!r}: choose one of {', '.join(LINEUP_NAMES)}")
    players = ruleset.players
    if len(names) == 1:
        return names * players
    if len(names) == players:
        return names
    if ruleset.pairs and len(names) == 2:
        return [names[0], names[1], names[0], names[1]]
    fits = f"1 or {players}" + (" or 2 (one per pair)" if ruleset.pairs else "")
    raise LineupError(f"{text!r} names {len(names)} players for a {players}-player match: give {fits}")


def make_acanomas_lineup(names: Sequence[str], seed: int, ruleset: Ruleset) -> list[Any]:
    """One player per seat; seat ``s`` gets seed ``seed * 4 + s`` (as the team game's)."""
    return [random_player if n == "random" else ACANOMAS_LEVELS[n](seed * 4 + s, ruleset) for s, n in enumerate(names)]
