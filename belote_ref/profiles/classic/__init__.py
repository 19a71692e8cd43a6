"""Profile ``belote-classic``: the team game of the rule card (seed 001), four players in two
teams (spec/). Its record for the registry (:mod:`belote_ref.registry`).

The team game's rules are still the pure core's modules at the package root (bidding, deal,
play, scoring, match, ruleset, phases, view) and its rules object is :mod:`belote_ref.rules.classic`:
profile belote-acanomas calls most of them (docs/code.md, "Adding a profile").
This ``__init__`` imports nothing but the registry's record type.
"""

from __future__ import annotations

from ...registry import Profile

PROFILE = Profile(
    name="belote-classic",
    short="classic",
    about="the team game of spec/",
    package=__name__,
    ruleset="belote_ref.ruleset",
    rules="belote_ref.rules.classic:classic_rules",
    engine=("belote_ref.hand:Hand", "belote_ref.match:TeamLedger"),
    spec="spec",
    corpus="corpus",
    language="en",
    hooks={
        "mutants": "belote_ref.conformance.mutants:MUTANTS",
        "phases": "belote_ref.phases:CLASSIC_PHASES",
    },
)
"""The team game's record."""
