"""Rules objects: one per profile and ruleset (see :mod:`belote_ref.rules.profile`).

Two profiles: the team game, ``belote-classic`` (:mod:`.classic`), and the older individual
game, ``belote-acanomas`` (:mod:`belote_ref.profiles.acanomas.rules`, imported when first needed, so that a program of
the team game does not load the other profile). :func:`rules_for` gives the rules object of a
ruleset of either; :func:`profile_rules` builds one from a profile's name and options.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Mapping, overload

from .. import registry
from ..ruleset import Ruleset
from .classic import CLASSIC, classic_rules
from .profile import ProfileRules, Rules

if TYPE_CHECKING:
    from ..profiles.acanomas import ruleset as acanomas_ruleset
    from ..profiles.acanomas.rules import ACANOMAS, AcanomasRules, acanomas_rules

__all__ = [
    "ACANOMAS", "AcanomasRules", "CLASSIC", "PROFILES", "ProfileRules", "Rules", "acanomas_rules",
    "classic_rules", "profile_rules", "rules_for",
]

PROFILES = registry.names()
"""The rule profiles (spec/clauses.json), as registered (:mod:`belote_ref.registry`)."""

_LAZY = {"ACANOMAS", "AcanomasRules", "acanomas_rules"}


def __getattr__(name: str) -> Any:
    """The names of profile belote-acanomas's rules object, imported on first use."""
    if name in _LAZY:
        return getattr(importlib.import_module("..profiles.acanomas.rules", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@overload
def rules_for(ruleset: Rules | Ruleset) -> Rules: ...
@overload
def rules_for(ruleset: AcanomasRules | acanomas_ruleset.Ruleset) -> AcanomasRules: ...
@overload
def rules_for(ruleset: Any) -> Any: ...


def rules_for(ruleset: Any) -> Any:
    """The rules object of a ruleset of any profile (a rules object is returned as it is)."""
    if isinstance(ruleset, ProfileRules):
        return ruleset
    record = registry.lookup(getattr(ruleset, "profile", None) or "") or registry.default()
    return record.make_rules(ruleset)


def profile_rules(profile: str, options: Mapping[str, Any] | None = None) -> ProfileRules:
    """The rules object of ``profile`` (a registered profile's full or short name) with these
    options, checked by the profile's ruleset (the entry point of commands that take
    ``--profile`` and ``-o name=value``)."""
    record = registry.profile(profile)
    return record.make_rules(record.ruleset_module().make_ruleset(options))
