"""Typed refusals. Every refusal names the clause it enforces and says why, in words.

A refused action never changes the game (MATCH-PHASES).
"""

from __future__ import annotations

from typing import Any


class BeloteError(Exception):
    """Base of every error this package raises on purpose."""

    clause: str = ""

    def __init__(self, reason: str, *, clause: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        if clause is not None:
            self.clause = clause

    def __str__(self) -> str:
        return f"{self.reason} [{self.clause}]" if self.clause else self.reason


# --- Ruleset -----------------------------------------------------------------------------------
class RulesetError(BeloteError):
    """A ruleset that cannot be built: unknown option, bad value, or an unsupported variant."""

    clause = "RULESET-OPTIONS"

    def __init__(self, reason: str, *, option: str, clause: str | None = None) -> None:
        super().__init__(reason, clause=clause)
        self.option = option


class UnknownOption(RulesetError):
    """An option name the ruleset does not have."""


class BadOptionValue(RulesetError):
    """An option given a value it cannot take."""


class UnsupportedVariant(RulesetError):
    """A variant disabled in this version (declarations, coinche, all-trump, no-trump)."""

    clause = "RULESET-DISABLED"


# --- A match carried in ---------------------------------------------------------------------------
class MatchStateError(BeloteError, ValueError):
    """A match state no match of these rules can be in: a first dealer that is not a seat still in
    the match, or a ledger's totals, seats out, barred sides or pots that name what the table does
    not have. ``where`` names the part as transcripts do (``("first_dealer",)``, ``("totals",)``,
    ``("out", 2)``, ``("pots", 0, "contenders", 1)``); a :class:`ValueError` too."""

    def __init__(self, reason: str, *, where: tuple[str | int, ...], clause: str) -> None:
        super().__init__(reason, clause=clause)
        self.where = where


# --- Actions -----------------------------------------------------------------------------------
class IllegalAction(BeloteError):
    """An action the rules refuse. ``clause`` says which rule; ``action`` is what was tried."""

    clause = "MATCH-PHASES"

    def __init__(self, reason: str, *, clause: str | None = None, action: Any = None) -> None:
        super().__init__(reason, clause=clause)
        self.action = action


class MalformedAction(IllegalAction):
    """Not an action at all: an unknown type, a missing field, a card that does not exist."""

    clause = "ACTIONS-FORM"


class WrongPhase(IllegalAction):
    """An action that does not belong to the current phase of the hand."""

    clause = "MATCH-PHASES"


class WrongSeat(IllegalAction):
    """An action by a seat whose turn it is not."""

    clause = "PLAY-TURN"


class BadDeal(IllegalAction):
    """A card order that is not the 32 cards, each once."""

    clause = "DEAL-ORDER"


class SuitNotBiddable(IllegalAction):
    """A bid on a suit that may not be named in this round."""

    clause = "BID-ROUND2"


class DisabledFeature(IllegalAction):
    """Declarations, coinche, all-trump and no-trump: disabled in this version."""

    clause = "RULESET-DISABLED"


class CardNotInHand(IllegalAction):
    """A card the seat does not hold."""

    clause = "PLAY-CARD-IN-HAND"


class MustFollowSuit(IllegalAction):
    """A card of another suit while holding the suit led."""

    clause = "PLAY-FOLLOW-SUIT"


class MustOvertrump(IllegalAction):
    """A trump lower than the best trump in the trick while holding a higher one."""

    clause = "PLAY-OVERTRUMP"


class MustTrump(IllegalAction):
    """A discard while void in the suit led, the partner not master, and holding a trump."""

    clause = "PLAY-MUST-TRUMP"


class MustUndertrump(IllegalAction):
    """A discard while unable to overtrump an opponent's trump but holding a lower trump."""

    clause = "PLAY-UNDERTRUMP"


class AnnouncementNotAllowed(IllegalAction):
    """A belote announcement where none may be made."""

    clause = "PLAY-BELOTE"


# --- Profile belote-acanomas (spec/acanomas/) ----------------------------------------------------
class SeatOut(WrongSeat):
    """An action by a seat that has left the match after a wrong claim (ACA-CLAIM-ELIMINATION)."""

    clause = "ACA-CLAIM-ELIMINATION"


class CannotExchange(IllegalAction):
    """An exchange of the trump 7 by a seat that does not hold it (ACA-DEAL-EXCHANGE)."""

    clause = "ACA-DEAL-EXCHANGE"


class AnnouncementOutOfStep(IllegalAction):
    """In trick 1, a card before the seat's announcement step, or a second answer to it
    (ACA-COMB-ANNOUNCE)."""

    clause = "ACA-COMB-ANNOUNCE"


class CombinationNotHeld(IllegalAction):
    """An announced brelán or escalera the hand does not hold as announced (ACA-COMB-ANNOUNCE,
    ACA-COMB-RUNS)."""

    clause = "ACA-COMB-ANNOUNCE"


class NotACombination(IllegalAction):
    """A brelán of eights or sevens: no combination (ACA-COMB-KINDS)."""

    clause = "ACA-COMB-KINDS"


class ClaimNotAllowed(IllegalAction):
    """«He terminado» when it may not be said (ACA-CLAIM-WHEN, ACA-CLAIM-WRONG)."""

    clause = "ACA-CLAIM-WHEN"
