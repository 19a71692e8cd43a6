"""Profile ``belote-acanomas``: the older individual Belote of the Spanish rulebook (seed 000),
for 2, 3 or 4 players each for himself or 4 in two pairs (spec/acanomas/).

Its modules are the pure rules of the profile (ruleset, actions, deal, play, combinations,
scoring, pots, claims, match, view, phases): a layer of the pure core, below the rules object.
Its hand driver, :class:`belote_ref.partial.PartialGame` (a subclass of the shared
:class:`belote_ref.hand.Hand`), sits above ``hand``; its rules object is
:mod:`belote_ref.rules.acanomas`; the machine finds the driver by name
(:data:`belote_ref.machine.ENGINES`), so no lower layer imports it. The shared :class:`belote_ref.machine.Game` runs its matches. Where the rule is the team
game's (the deck, card points, the trick winner, following suit, two bidding rounds), the shared
core's function is called, never copied.

This package's ``__init__`` imports nothing, so that its pure modules stay in the core layer.
"""
