"""belote_ref: the reference implementation of classic team Belote (rules version 1.0.0).

The rules live in ``spec/``; each module here implements the clauses its docstring names.
"""

from .actions import Action, Coinche, Deal, Declare, Pass, Play, Take, action_from_json, action_to_json
from .cards import CARDS, Card, Rank, Suit, card, parse_card, parse_cards, parse_suit
from .errors import BeloteError, IllegalAction, RulesetError
from .machine import PHASES, Game
from .ruleset import CANONICAL, RULES_VERSION, Ruleset, make_ruleset
from .scoring import HandScore
from .view import SeatView

__version__ = "0.1.0"

__all__ = [
    "Action", "Coinche", "Deal", "Declare", "Pass", "Play", "Take", "action_from_json",
    "action_to_json", "CARDS", "Card", "Rank", "Suit", "card", "parse_card", "parse_cards",
    "parse_suit", "BeloteError", "IllegalAction", "RulesetError", "PHASES", "Game", "CANONICAL",
    "RULES_VERSION", "Ruleset", "make_ruleset", "HandScore", "SeatView", "__version__",
]
