"""The phase table of profile belote-acanomas (ACA-MATCH-PHASES): what each phase of a partial
game accepts, the steps the phases that need no input do, and the events between them.

The shared state machine (:class:`belote_ref.machine.Game`) is built from it, derives its
``WrongPhase`` refusals from it, and ``spec/acanomas/machine.md`` draws it
(:mod:`belote_ref.diagram`). The steps are the hand driver's
(:class:`belote_ref.profiles.acanomas.partial.PartialGame`) except ``settle_claim`` and ``score``, the
ledger's (:class:`belote_ref.profiles.acanomas.match.Ledger`).
"""

from __future__ import annotations

from types import MappingProxyType

from ...phases import BIDDING, PhaseTable, Transition, frozen_mapping

ACANOMAS_PHASES = PhaseTable(
    phases=(
        "dealing", "bid_round_1", "bid_round_2", "completion_deal", "exchange", "first_trick", "verdicts",
        "tricks", "claim", "scoring", "match_over",
    ),
    names=MappingProxyType({
        "dealing": "the deal",
        "bid_round_1": "bidding round 1",
        "bid_round_2": "bidding round 2",
        "completion_deal": "the completion deal",
        "exchange": "the trump-7 exchange",
        "first_trick": "trick 1",
        "verdicts": "the verdicts",
        "tricks": "trick play after trick 1",
        "claim": "a claim",
        "scoring": "scoring",
        "match_over": "the end of the match (the match is over)",
    }),
    accepts=frozen_mapping({
        "dealing": {"deal": "deal"},
        "bid_round_1": BIDDING,
        "bid_round_2": BIDDING,
        "exchange": {"pass": "answer_exchange", "exchange": "answer_exchange"},
        "first_trick": {"announce": "announce", "play": "play", "claim": "make_claim"},
        "tricks": {"play": "play", "claim": "make_claim"},
    }),
    on_enter=MappingProxyType({
        "completion_deal": "complete_deal",
        "verdicts": "resolve_verdicts",
        "claim": "settle_claim",
        "scoring": "score",
    }),
    transitions=(
        Transition("start_bidding", ("dealing",), "bid_round_1",
                   "a `deal` action with a valid 32-card order", "ACA-DEAL-ORDER, ACA-DEAL-TWO, ACA-DEAL-THREE, ACA-DEAL-FOUR"),
        Transition("open_round_two", ("bid_round_1",), "bid_round_2",
                   "the last pass of round 1", "ACA-BID-ROUND1"),
        Transition("accept_take", ("bid_round_1", "bid_round_2"), "completion_deal",
                   "a legal `take` (round 1 or 2)", "ACA-BID-ROUND1, ACA-BID-ROUND2, ACA-BID-MAKER"),
        Transition("void_game", ("bid_round_2",), "dealing",
                   "the last pass of round 2", "ACA-BID-ALL-PASS"),
        Transition("open_exchange", ("completion_deal",), "exchange",
                   "2-3 players, trump the turned suit, the option on, the trump 7 not public", "ACA-DEAL-EXCHANGE"),
        Transition("start_play", ("completion_deal", "exchange"), "first_trick",
                   "no exchange step, or its last answer", "ACA-DEAL-EXCHANGE, ACA-PLAY-TURN"),
        Transition("end_first_trick", ("first_trick",), "verdicts",
                   "the last card of trick 1", "ACA-COMB-ANNOUNCE, ACA-PLAY-TRICK-WINNER"),
        Transition("resume_play", ("verdicts",), "tricks",
                   "nothing: the verdicts are given and the accepted combinations shown", "ACA-COMB-VERDICT, ACA-COMB-SHOW"),
        Transition("claim_made", ("tricks",), "claim",
                   "an allowed `claim`", "ACA-CLAIM-WHEN, ACA-CLAIM-COUNT"),
        Transition("finish_tricks", ("tricks",), "scoring",
                   "the last card of the last trick", "ACA-PLAY-TRICK-WINNER, ACA-SCORE-ITEMS"),
        Transition("stop_game", ("claim",), "scoring",
                   "a wrong claim at 3-4 players each for himself", "ACA-CLAIM-WRONG, ACA-CLAIM-STOPPED"),
        Transition("win_by_claim", ("claim",), "match_over",
                   "a correct claim; a wrong claim at 2 players or in pairs", "ACA-CLAIM-RIGHT, ACA-CLAIM-WRONG"),
        Transition("next_game", ("scoring",), "dealing",
                   "nothing: nobody has won the match", "ACA-MATCH-END, ACA-MATCH-DEALER"),
        Transition("end_match", ("scoring",), "match_over",
                   "nothing: a player (pair) has won the match", "ACA-MATCH-END"),
    ),
    refusals=MappingProxyType({
        "deal": "cards may not be dealt during {phase}",
        "pass": "no bid or answer to the exchange may be made during {phase}",
        "take": "no bid may be made during {phase}",
        "exchange": "the trump 7 may be exchanged only in the exchange step, not during {phase}",
        "announce": "an announcement is made only during trick 1, not during {phase}",
        "play": "no card may be played during {phase}",
        "claim": "«he terminado» is said only in trick play, not during {phase}",
    }),
    ledger_steps=frozenset({"settle_claim", "score"}),
)
"""The phases of a partial game of profile belote-acanomas: dealing -> bid_round_1 ->
bid_round_2 -> completion_deal -> (exchange) -> first_trick -> verdicts -> tricks -> scoring (or
claim -> scoring / match_over) -> dealing or match_over; a void game goes from bid_round_2 back
to dealing. ``completion_deal``, ``verdicts``, ``claim`` and ``scoring`` are transient."""

SPANISH_NAMES = MappingProxyType({
    "dealing": "reparto",
    "bid_round_1": "primera vuelta",
    "bid_round_2": "segunda vuelta",
    "completion_deal": "reparto complementario",
    "exchange": "cambio del 7",
    "first_trick": "primera baza",
    "verdicts": "veredictos",
    "tricks": "bazas siguientes",
    "claim": "he terminado",
    "scoring": "anotación",
    "match_over": "fin de la partida",
})
"""Each phase of :data:`ACANOMAS_PHASES` by its Spanish name, as the scenarios of
``features/acanomas/`` write it (``la fase es "primera baza"``), in the rulebook's words where
it has them: «las tres cartas complementarias», «he terminado», §13 «Anotación», §12 «Final»
(«se termina la partida»); the rounds of bidding, the trump-7 exchange, the first trick and the
verdicts are the profile's own (spec/acanomas/arbiters.md)."""
