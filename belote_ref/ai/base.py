"""What every AI level shares: the player interface, per-decision seeds, the wall-time safety
net and its report, the action for a card (AI-VIEW, AI-BUDGET)."""

from __future__ import annotations

import logging
import math
import random
from time import perf_counter
from typing import Any, Protocol, Sequence

from ..actions import Pass, Play, SeatAction, Take
from ..rules import CLASSIC, Rules, rules_for
from ..ruleset import Ruleset
from ..view import SeatView
from .knowledge import Knowledge, knowledge_from_view, view_digest
from .policy import card_tables

log = logging.getLogger("belote_ref.ai")
"""Where a decision cut by its wall-time safety net is reported, one warning each (AI-BUDGET)."""

MARGIN_MS = 5.0
"""The part of its safety net a decision keeps back (AI-BUDGET): the net fires this much before
its wall time is spent (half the net if that is less), for the longest stretch between two
readings of the clock (a playout, :data:`~belote_ref.ai.solver.CHECK_EVERY` positions of the
solver, a deal drawn), the bookkeeping after the last one, and short pauses of a loaded
machine's scheduler. A decision cut on a machine that runs it ends within its net; one the
scheduler stops for longer than the margin ends at most that much later."""


class AIPlayer:
    """A seeded AI seat: call it with the seat's view (and the host's rng, which it ignores) to
    get one of ``view.legal_actions`` (AI-VIEW, AI-BUDGET).

    The decision depends only on the level (its work budget: a fixed number of deals and
    playouts), the seed, the table's rules and the view: each decision draws from its own
    generator seeded by the level, the seed and a digest of the view. ``budget_ms`` is only a
    wall-time safety net: a level that searches reads :attr:`clock` to stop a decision still
    running when the net fires, and that decision is reported (:attr:`cut`, :attr:`cuts`, a
    warning on :data:`log`). Every rule the player needs it reads from ``rules`` (a
    :class:`~belote_ref.rules.Rules`, or a ruleset for its classic rules).
    """

    level = "base"
    stream = ""
    """The name that seeds each decision's generator (the level's name when empty)."""
    searches = False
    """Whether the level's work may be cut by its safety net (hard, expert, hard-1): only such a
    level reads its clock. Easy and normal do a fixed, small work and never read it."""
    clock = staticmethod(perf_counter)
    """The clock of the safety net (a test may give a fake one); never read to size the work."""
    deadline = math.inf
    """When the safety net of the decision in progress fires (on :attr:`clock`)."""
    cut = False
    """Whether the last decision was cut by its safety net: it stopped before its work budget
    was done and may differ from the same decision on another machine (AI-BUDGET)."""
    cuts = 0
    """How many of this player's decisions were cut by the safety net."""

    def __init__(self, seed: int = 0, budget_ms: float = 60_000.0, rules: Rules | Ruleset = CLASSIC) -> None:
        self.seed = seed
        self.budget_ms = budget_ms
        self.rules = rules_for(rules)
        self.tables = card_tables(self.rules)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed}, budget_ms={self.budget_ms})"

    def __call__(self, view: SeatView, rng: random.Random | None = None) -> SeatAction:
        self.cut = False
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to decide: it is not its turn")
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        kn = knowledge_from_view(view, self.rules)
        own = random.Random(f"{self.stream or self.level}|{self.seed}|{view_digest(view)}")
        if self.searches:
            self.deadline = self.clock() + (self.budget_ms - min(MARGIN_MS, self.budget_ms / 2)) / 1000.0
        action = self.bid(view, kn, own) if kn.bidding else play_action(view, self.card(view, kn, own))
        if self.cut:
            self.cuts += 1
            log.warning(
                "AI-BUDGET: the %s AI (seed %d, seat %d) was cut by its wall-time safety net of %g ms before "
                "its work was done; this decision (%s) may differ on another machine",
                self.level, self.seed, view.seat, self.budget_ms, action,
            )
        return action

    def _expired(self) -> bool:
        """Whether the safety net has fired (the clock past :attr:`deadline`); marks the
        decision :attr:`cut` when it has."""
        if self.clock() > self.deadline:
            self.cut = True
        return self.cut

    def bid(self, view: SeatView, kn: Knowledge, rng: random.Random) -> Pass | Take:
        raise NotImplementedError

    def card(self, view: SeatView, kn: Knowledge, rng: random.Random) -> int:
        raise NotImplementedError


class LegalActions(Protocol):
    """A view's legal actions: the team game's :class:`~belote_ref.view.SeatView`, or profile
    belote-acanomas's player view (ACA-AI-LEVELS players call the helpers below)."""

    @property
    def legal_actions(self) -> Sequence[Any]: ...


def legal_card_mask(view: LegalActions) -> int:
    """The legal cards of a trick-play view, as a mask."""
    m = 0
    for a in view.legal_actions:
        if type(a) is Play:
            m |= 1 << a.card
    return m


def play_action(view: LegalActions, c: int) -> Play:
    """The Play of card ``c``, announcing belote when that is legal (PLAY-BELOTE)."""
    plain = None
    for a in view.legal_actions:
        if type(a) is Play and a.card == c:
            if a.belote:
                return a
            plain = a
    if plain is None:
        raise ValueError(f"card {c} is not legal here")
    return plain


def take_action(view: LegalActions, suit: int | None) -> Pass | Take:
    """The Take of ``suit`` (or the Pass when ``suit`` is None) among the legal bids."""
    for a in view.legal_actions:
        if suit is None and type(a) is Pass:
            return a
        if suit is not None and type(a) is Take and a.suit == suit:
            return a
    raise ValueError(f"bid {suit} is not legal here")
