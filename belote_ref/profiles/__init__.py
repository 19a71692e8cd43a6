"""The rule profiles, one package each (docs/code.md, "Adding a profile"): everything that is only
one profile's. Shared code never imports them: it asks the registry (:mod:`belote_ref.registry`),
which imports a profile's package by name when the profile is first asked for.

This ``__init__`` imports nothing.
"""
