"""The expert level: the hard level over three times the deals (AI-EXPERT).

Every rule of :class:`~belote_ref.ai.hard.HardPlayer` is its own (the sampling, the weighing, the
playouts, the lead rules, the take rule, the safety net of AI-BUDGET); only its work budget
changes: three times the deals valued per decision.
"""

from __future__ import annotations

from .hard import BID_ROLLOUTS, PLAY_ROLLOUTS, HardPlayer

DEALS_FACTOR = 3
"""How many times the hard level's deals the expert values per decision: ``max(8, 900 // L)``
playouts for a card (L legal cards), 900 for a bid."""


class ExpertPlayer(HardPlayer):
    """AI-EXPERT."""

    level = "expert"
    play_rollouts = DEALS_FACTOR * PLAY_ROLLOUTS
    bid_rollouts = DEALS_FACTOR * BID_ROLLOUTS
