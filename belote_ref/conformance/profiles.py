"""The rule profiles the kit checks, as the kit sees them: each profile's options (their values,
defaults and clauses), its ruleset builder, and the clause IDs the kit's shared comparisons take
in it (spec/conformance.md, Profiles).

The kit's comparisons (:mod:`.checks.lockstep`) are written once, in the shared core's clause
IDs (the team game's). A profile that names them otherwise says how in its rules object
(``rules.clause_of``, e.g. ``PLAY-FOLLOW-SUIT`` -> ``ACA-PLAY-FOLLOW-SUIT``); :data:`KIT_CLAUSES`
adds the few the kit uses that no refusal of the shared core names (the deal, the view, the trick
winner). Nothing here is a rule: every rule is asked of the rules object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Callable, Mapping

from .. import registry, ruleset as classic_ruleset

CLASSIC = registry.default().name
"""The default profile (the first registered)."""
ACANOMAS = registry.profile("acanomas").name


@dataclass(frozen=True)
class KitProfile:
    """One rule profile's options and names, as the kit reads them."""

    name: str
    choices: Mapping[str, tuple[Any, ...]]
    """Every option that takes one of a list (booleans included: ``(default, other)``)."""
    defaults: Mapping[str, Any]
    """Every option and its canonical value."""
    option_clauses: Mapping[str, str]
    """Each option's clause (an unsupported canonical value is reported under it)."""
    max_target: int
    make_ruleset: Callable[[Mapping[str, Any]], Any]
    clause_names: Mapping[str, str]
    """The kit's (shared core's) clause ID -> this profile's, beyond ``rules.clause_of``."""
    start: str
    """The request that starts one hand (``start_hand``) or one partial game (``start_game``)."""
    result: str
    """The request that asks for its result."""
    deal_by_players: Mapping[int, str] = field(default_factory=dict)
    """The clause of the deal by the number of players in the hand (empty: ``DEAL-FIRST``,
    ``DEAL-COMPLETION`` as they are)."""

    def clause(self, rules: Any, kit_clause: str) -> str:
        """This profile's ID of a clause the kit's shared comparisons name."""
        named = rules.clause_of.get(kit_clause) if rules is not None else None
        if named:
            return named
        if kit_clause in ("DEAL-FIRST", "DEAL-COMPLETION") and self.deal_by_players and rules is not None:
            return self.deal_by_players.get(rules.players, kit_clause)
        return self.clause_names.get(kit_clause, kit_clause)


def _classic() -> KitProfile:
    return KitProfile(
        CLASSIC, classic_ruleset.OPTION_CHOICES, classic_ruleset.OPTION_DEFAULTS, classic_ruleset.OPTION_CLAUSES,
        classic_ruleset.MAX_TARGET, lambda options: classic_ruleset.make_ruleset(dict(options)), MappingProxyType({}),
        "start_hand", "result",
    )


KIT_CLAUSES_ACANOMAS: Mapping[str, str] = MappingProxyType({
    "DEAL-FIRST": "ACA-DEAL-ORDER",
    "DEAL-ORDER": "ACA-DEAL-ORDER",
    "CARDS-DECK": "ACA-CARDS-DECK",
    "DEAL-COMPLETION": "ACA-DEAL-ORDER",
    "VIEW-SEAT": "ACA-VIEW-PLAYER",
    "SEATS-TEAMS": "ACA-SEATS-ORDER",
    "PLAY-TRICK-WINNER": "ACA-PLAY-TRICK-WINNER",
    "CARDS-TRUMP-ORDER": "ACA-PLAY-TRICK-WINNER",
    "CARDS-PLAIN-ORDER": "ACA-PLAY-TRICK-WINNER",
    "BID-ALL-PASS": "ACA-BID-ALL-PASS",
    "RULESET-OPTIONS": "ACA-RULESET-OPTIONS",
    "AUDIT-PENALTIES": "ACA-LIVE-REFUSALS",
})
"""The kit's clauses that profile belote-acanomas names otherwise and its rules object does not
map (no refusal of the shared core names them)."""


def _acanomas() -> KitProfile:
    aca: Any = registry.profile(ACANOMAS).ruleset_module()
    choices = {**aca.OPTION_CHOICES, "pairs": (False, True), "trump7_exchange": (True, False)}
    order = list(aca.OPTION_DEFAULTS)
    return KitProfile(
        ACANOMAS, MappingProxyType({k: choices[k] for k in order if k in choices}), aca.OPTION_DEFAULTS,
        aca.OPTION_CLAUSES, aca.MAX_TARGET, lambda options: aca.make_ruleset(dict(options)), KIT_CLAUSES_ACANOMAS,
        "start_game", "game_result",
        MappingProxyType({2: "ACA-DEAL-TWO", 3: "ACA-DEAL-THREE", 4: "ACA-DEAL-FOUR"}),
    )


_BUILDERS: Mapping[str, Callable[[], KitProfile]] = MappingProxyType({CLASSIC: _classic, ACANOMAS: _acanomas})
PROFILES = tuple(_BUILDERS)
"""The rule profiles the kit checks."""
_MADE: dict[str, KitProfile] = {}


def kit_profile(name: str) -> KitProfile:
    """The kit's view of profile ``name`` (its full or short name); ValueError if unknown."""
    record = registry.lookup(name)
    full = record.name if record else name
    if full not in _BUILDERS:
        raise ValueError(f"unknown profile {name!r} (known: {registry.known_text()})")
    if full not in _MADE:
        _MADE[full] = _BUILDERS[full]()
    return _MADE[full]


__all__ = ["ACANOMAS", "CLASSIC", "KitProfile", "PROFILES", "kit_profile"]
