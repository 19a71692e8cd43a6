"""What every AI level shares: the player interface, per-decision seeds, the action for a card
(AI-VIEW, AI-BUDGET)."""

from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from ..actions import Pass, Play, SeatAction, Take
from ..rules import CLASSIC, Rules, rules_for
from ..ruleset import Ruleset
from ..view import SeatView
from .knowledge import Knowledge, knowledge_from_view, view_digest
from .policy import card_tables


class AIPlayer:
    """A seeded AI seat: call it with the seat's view (and the host's rng, which it ignores) to
    get one of ``view.legal_actions`` (AI-VIEW, AI-BUDGET).

    The decision depends only on the level, the seed, the budget, the table's rules and the
    view: each decision draws from its own generator seeded by the seed and a digest of the view.
    Every rule the player needs it reads from ``rules`` (a :class:`~belote_ref.rules.Rules`, or a
    ruleset for its classic rules).
    """

    level = "base"
    stream = ""
    """The name that seeds each decision's generator (the level's name when empty)."""

    def __init__(self, seed: int = 0, budget_ms: float = 200.0, rules: Rules | Ruleset = CLASSIC) -> None:
        self.seed = seed
        self.budget_ms = budget_ms
        self.rules = rules_for(rules)
        self.tables = card_tables(self.rules)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed}, budget_ms={self.budget_ms})"

    def __call__(self, view: SeatView, rng: random.Random | None = None) -> SeatAction:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to decide: it is not its turn")
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        kn = knowledge_from_view(view, self.rules)
        own = random.Random(f"{self.stream or self.level}|{self.seed}|{view_digest(view)}")
        if kn.bidding:
            return self.bid(view, kn, own)
        return play_action(view, self.card(view, kn, own))

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
