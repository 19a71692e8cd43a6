"""Rules objects: one per profile and ruleset (see :mod:`belote_ref.rules.profile`)."""

from .classic import CLASSIC, classic_rules
from .profile import Rules
from ..ruleset import Ruleset

__all__ = ["CLASSIC", "Rules", "classic_rules", "rules_for"]


def rules_for(ruleset: "Rules | Ruleset") -> Rules:
    """The rules object of a ruleset (a :class:`Rules` is returned as it is)."""
    if isinstance(ruleset, Rules):
        return ruleset
    return classic_rules(ruleset)
