"""The ruleset of profile ``belote-acanomas``: fourteen options, their defaults and the ruleset
ID (ACA-RULESET-OPTIONS, ACA-SEATS-PLAYERS).

The option checks are the team profile's helpers (:mod:`belote_ref.ruleset`), with this
profile's options, values and clauses.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Mapping

from ...errors import BadOptionValue, UnknownOption
from ...ruleset import check_boolean, check_choice, check_whole_number, read_option_text, ruleset_id

PROFILE = "belote-acanomas"
RULES_VERSION = "0.1.0"
"""This profile's rules version (ACA-RULESET-OPTIONS: versioned apart from the team game's)."""
MAX_TARGET = 100_000
"""The largest target (ACA-MATCH-TARGET: any whole number, bounded as in the team profile)."""


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A ruleset of profile belote-acanomas. Build one with :func:`make_ruleset`; the fields are
    in the order of the table of ACA-RULESET-OPTIONS (the order of the ruleset ID)."""

    players: int = 3
    """ACA-SEATS-PLAYERS: 3, 2 or 4 at the start of the match."""
    pairs: bool = False
    """ACA-SEATS-PLAYERS: 4 players in two pairs (only with ``players=4``)."""
    first_deal: str = "3-2"
    """ACA-DEAL-FOUR: ``"3-2"`` or ``"2-3"`` while four play."""
    all_pass: str = "next-dealer"
    """ACA-BID-ALL-PASS, ACA-MATCH-DEALER: who deals after a void game."""
    dealer_2p: str = "rotate"
    """ACA-MATCH-DEALER: ``"rotate"`` or ``"winner"`` (two players: the winner of a game deals)."""
    trump7_exchange: bool = True
    """ACA-DEAL-EXCHANGE: 2-3 players, the holder of the trump 7 may take the turned card."""
    undertrump: str = "required"
    """ACA-PLAY-UNDERTRUMP, ACA-PLAY-PAIRS: ``"required"`` or ``"optional"``."""
    belote: str = "announced"
    """ACA-COMB-BELOTE: ``"announced"`` or ``"automatic"``."""
    sequence_tie: str = "first"
    """ACA-COMB-TIE, ACA-COMB-PAIRS: ``"first"`` or ``"share"``."""
    meld_needs_trick: str = "always"
    """ACA-COMB-TRICK: ``"always"`` or ``"claim-only"``."""
    capote_4: str = "full-only"
    """ACA-SCORE-CAPOTE: ``"full-only"`` or ``"split"`` (four players each for himself)."""
    pending_to: str = "contenders"
    """ACA-SCORE-MAKER, ACA-SCORE-POTS: ``"contenders"`` or ``"everyone"``."""
    wrong_claim: str = "eliminate"
    """ACA-CLAIM-WRONG: ``"eliminate"`` or ``"stay"`` (3-4 players each for himself)."""
    target: int = 1000
    """ACA-MATCH-TARGET: the total that ends the match, 1 to 100000."""

    def __post_init__(self) -> None:
        for f in fields(self):
            check_option(f.name, getattr(self, f.name))
        if self.pairs and self.players != 4:
            raise BadOptionValue(
                f"option 'pairs' needs four players, not players={self.players}", option="pairs",
                clause="ACA-SEATS-PLAYERS",
            )

    @property
    def id(self) -> str:
        """``belote-acanomas-0.1.0`` then every option that differs from its default."""
        return ruleset_id(self.id_base, self.options(), OPTION_DEFAULTS)

    @property
    def id_base(self) -> str:
        """The ID without options (every ID of this profile is it, or it then ``+`` and options)."""
        return f"{PROFILE}-{RULES_VERSION}"

    @property
    def profile(self) -> str:
        return PROFILE

    def options(self) -> dict[str, Any]:
        """All options as a plain dict (JSON-ready), in the table's order."""
        return asdict(self)


OPTION_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Ruleset)}
OPTION_CHOICES: dict[str, tuple[Any, ...]] = {
    "players": (3, 2, 4),
    "first_deal": ("3-2", "2-3"),
    "all_pass": ("next-dealer", "same-dealer"),
    "dealer_2p": ("rotate", "winner"),
    "undertrump": ("required", "optional"),
    "belote": ("announced", "automatic"),
    "sequence_tie": ("first", "share"),
    "meld_needs_trick": ("always", "claim-only"),
    "capote_4": ("full-only", "split"),
    "pending_to": ("contenders", "everyone"),
    "wrong_claim": ("eliminate", "stay"),
}
"""The values of each option that takes one of a list, the default first."""
BOOLEAN_OPTIONS = ("pairs", "trump7_exchange")
WHOLE_NUMBER_OPTIONS = ("players", "target")
OPTION_CLAUSES: dict[str, str] = {
    "players": "ACA-SEATS-PLAYERS",
    "pairs": "ACA-SEATS-PLAYERS",
    "first_deal": "ACA-DEAL-FOUR",
    "all_pass": "ACA-BID-ALL-PASS",
    "dealer_2p": "ACA-MATCH-DEALER",
    "trump7_exchange": "ACA-DEAL-EXCHANGE",
    "undertrump": "ACA-PLAY-UNDERTRUMP",
    "belote": "ACA-COMB-BELOTE",
    "sequence_tie": "ACA-COMB-TIE",
    "meld_needs_trick": "ACA-COMB-TRICK",
    "capote_4": "ACA-SCORE-CAPOTE",
    "pending_to": "ACA-SCORE-MAKER",
    "wrong_claim": "ACA-CLAIM-WRONG",
    "target": "ACA-MATCH-TARGET",
}
"""Each option's first clause in the table of ACA-RULESET-OPTIONS: a bad value is refused under it."""


def check_option(name: str, value: Any) -> None:
    """Refuse a value the option cannot take, naming the option and its clause."""
    clause = OPTION_CLAUSES[name]
    if name in OPTION_CHOICES:
        check_choice(name, value, OPTION_CHOICES[name], clause)
    elif name == "target":
        check_whole_number(name, value, 1, MAX_TARGET, clause)
    else:
        check_boolean(name, value, clause)


def make_ruleset(options: Mapping[str, Any] | None = None, **kwargs: Any) -> Ruleset:
    """A checked ruleset from options (a mapping and/or keywords); canonical by default. Raises
    :class:`UnknownOption` (ACA-RULESET-OPTIONS) or :class:`BadOptionValue` naming the option."""
    given: dict[str, Any] = dict(options or {})
    given.update(kwargs)
    for name in given:
        if name not in OPTION_DEFAULTS:
            known = ", ".join(OPTION_DEFAULTS)
            raise UnknownOption(
                f"unknown ruleset option {name!r} (known: {known})", option=name, clause="ACA-RULESET-OPTIONS"
            )
    return Ruleset(**given)


CANONICAL = Ruleset()
"""The canonical ruleset: three players, every default (``belote-acanomas-0.1.0``)."""


def parse_option_text(text: str) -> tuple[str, Any]:
    """Read ``name=value`` as on the command line: ``players`` and ``target`` as whole numbers,
    ``pairs`` and ``trump7_exchange`` as ``true``/``false``, the others as text."""
    return read_option_text(text, {name: OPTION_CLAUSES[name] for name in WHOLE_NUMBER_OPTIONS}, BOOLEAN_OPTIONS)
