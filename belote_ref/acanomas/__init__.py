"""Profile ``belote-acanomas``: the older individual Belote of the Spanish rulebook (seed 000),
for 2, 3 or 4 players each for himself or 4 in two pairs (spec/acanomas/).

Its modules are the pure rules of the profile (ruleset, actions, deal, play, combinations,
scoring, pots, claims, match, view, phases), its hand driver (:mod:`.hand`, a subclass of the
shared :class:`belote_ref.hand.Hand`) and, in :mod:`belote_ref.rules.acanomas`, its rules
object. The shared :class:`belote_ref.machine.Game` runs its matches. Where the rule is the team
game's (the deck, card points, the trick winner, following suit, two bidding rounds), the shared
core's function is called, never copied.

This package's ``__init__`` imports nothing, so that its pure modules stay in the core layer.
"""
