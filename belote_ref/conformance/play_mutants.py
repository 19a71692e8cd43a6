"""Mutants of the play obligation shared by both profiles (the team game's :mod:`.mutants` and
profile belote-acanomas's :mod:`belote_ref.profiles.acanomas.mutants`): the rules object's ``play_obligation``
replaced, the obligation's clause kept (each profile names it: ``rules.clause_of``)."""

from __future__ import annotations

from typing import Any, Sequence

from ..play import MUST_TRUMP, OVERTRUMP, TRUMP_LEAD, UNDERTRUMP, Obligation


def _free_discard(rules: Any) -> Any:
    """Void in the suit led with an opponent master: any card (should trump)."""
    base = rules.play_obligation

    def obligation(hand: int, trick: Sequence[int], trump: int) -> Obligation:
        o = base(hand, trick, trump)
        return (o[0], hand, o[0], hand) if o[0] in (MUST_TRUMP, OVERTRUMP, UNDERTRUMP) else o
    return rules.replace(play_obligation=obligation)


def _no_overtrump_on_trump_lead(rules: Any) -> Any:
    """Trump led: any trump, no need to beat the best one."""
    base = rules.play_obligation

    def obligation(hand: int, trick: Sequence[int], trump: int) -> Obligation:
        o = base(hand, trick, trump)
        return (o[0], o[3], o[2], o[3]) if o[0] == TRUMP_LEAD else o
    return rules.replace(play_obligation=obligation)


__all__ = ["_free_discard", "_no_overtrump_on_trump_lead"]
