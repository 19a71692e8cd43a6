"""The team game of the rule card (seed 001), profile ``belote-classic``: its rules object, built
from the pure core's functions with the ruleset's options bound.
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from .. import bidding, deal, match, play, scoring, seats
from ..cards import BELOTE_BONUS, LAST_TRICK_BONUS, POINTS
from ..phases import CLASSIC_PHASES
from ..ruleset import CANONICAL, RULESET_FAMILY, Ruleset
from ..view import seat_view
from .profile import Rules


@lru_cache(maxsize=64)
def classic_rules(ruleset: Ruleset = CANONICAL) -> Rules:
    """The rules of classic team Belote under ``ruleset`` (built once per ruleset: a rules object
    is immutable)."""
    return Rules(
        profile=RULESET_FAMILY,
        ruleset=ruleset,
        seats=4,
        phases=CLASSIC_PHASES,
        players=4,
        turn=seats.turn_orders(4),
        next_seat=seats.next_seat,
        side_of=seats.team_of,
        check_order=deal.check_order,
        first_deal=deal.first_deal_rule(ruleset.first_deal),
        completion_deal=deal.completion_deal,
        bidder=bidding.bidder,
        bid_obligation=bidding.bid_obligation,
        disabled=bidding.DISABLED,
        first_leader=play.first_leader,
        play_obligation=play.obligation_rule(ruleset.undertrump == "required"),
        trick_winner=play.trick_winner,
        belote_announced=ruleset.belote == "announced",
        belote_cards=play.belote_cards,
        deal_belote=play.belote_holder if ruleset.belote == "automatic" else play.nobody,
        points=POINTS,
        last_trick=LAST_TRICK_BONUS,
        belote_points=BELOTE_BONUS,
        hand_result=scoring.result_rule(ruleset.tie),
        settle=match.settle,
        next_dealer=match.next_dealer_rule(ruleset.all_pass),
        match_winner=match.match_end_rule(ruleset.target),
        seat_view=seat_view,
        clause_of=MappingProxyType({}),
        play_sentences=play.PLAY_REFUSALS,
    )


CLASSIC = classic_rules(CANONICAL)
"""The canonical rules of the team game."""
