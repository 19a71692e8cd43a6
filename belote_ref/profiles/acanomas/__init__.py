"""Profile ``belote-acanomas``: the older individual Belote of the Spanish rulebook (seed 000),
for 2, 3 or 4 players each for himself or 4 in two pairs (spec/acanomas/).

Its modules are the pure rules of the profile (ruleset, actions, deal, play, combinations,
scoring, pots, claims, match, view, phases): a layer of the pure core, below the rules object.
Its hand driver, :class:`belote_ref.profiles.acanomas.partial.PartialGame` (a subclass of the shared
:class:`belote_ref.hand.Hand`), sits above ``hand``; its rules object is
:mod:`belote_ref.profiles.acanomas.rules`; the machine finds the driver by name
(:attr:`belote_ref.registry.Profile.engine`), so no lower layer imports it. The shared :class:`belote_ref.machine.Game` runs its matches. Where the rule is the team
game's (the deck, card points, the trick winner, following suit, two bidding rounds), the shared
core's function is called, never copied.

This package's ``__init__`` imports nothing but the registry's record type
(:mod:`belote_ref.registry`), so that its pure modules stay in the core layer.
"""

from __future__ import annotations

from ...registry import Profile

PROFILE = Profile(
    name="belote-acanomas",
    short="acanomas",
    about="the older individual game of spec/acanomas/",
    package=__name__,
    ruleset=f"{__name__}.ruleset",
    rules=f"{__name__}.rules:acanomas_rules",
    engine=(f"{__name__}.partial:PartialGame", f"{__name__}.match:Ledger.start"),
    spec="spec/acanomas",
    corpus="corpus/acanomas",
    language="es",
    hooks={
        "format_version": f"{__name__}.transcript:FORMAT_VERSION",
        "build_transcript": f"{__name__}.transcript:build_transcript",
        "not_replayed": f"{__name__}.transcript:NotReplayed",
        "render": f"{__name__}.replay:render_acanomas",
        "audit": f"{__name__}.transcript_audit:audit_acanomas",
        "mutants": f"{__name__}.mutants:ACANOMAS_MUTANTS",
        "phases": f"{__name__}.phases:ACANOMAS_PHASES",
        "coverage": f"{__name__}.coverage",
        "steer": f"{__name__}.steer:steered_games",
    },
)
"""Profile belote-acanomas's record."""
