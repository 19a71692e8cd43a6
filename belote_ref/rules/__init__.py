"""Rules objects: one per profile and ruleset (see :mod:`belote_ref.rules.profile`)."""

from typing import Any, overload

from .classic import CLASSIC, classic_rules
from .profile import ProfileRules, Rules
from ..ruleset import Ruleset

__all__ = ["CLASSIC", "ProfileRules", "Rules", "classic_rules", "rules_for"]


@overload
def rules_for(ruleset: Rules | Ruleset) -> Rules: ...
@overload
def rules_for(ruleset: Any) -> Any: ...


def rules_for(ruleset: Any) -> Any:
    """The rules object of a ruleset (a rules object is returned as it is)."""
    if isinstance(ruleset, ProfileRules):
        return ruleset
    return classic_rules(ruleset)
