"""The ruleset: named options, canonical defaults, a stable ID (RULESET-OPTIONS, RULESET-DISABLED).

The canonical ruleset is the rule card's variant with every open question decided as in the
project's decisions table. Each option changes only the clauses named below (one, or two for
``all_pass`` and ``belote``).
"""

from __future__ import annotations

import re
import sys
from dataclasses import asdict, dataclass, fields
from typing import Any, Collection, Mapping

from .errors import BadOptionValue, UnknownOption, UnsupportedVariant

RULES_VERSION = "1.0.0"
"""Version of the rules this package implements; part of every ruleset ID. Bumped on any change
of behaviour under some ruleset."""

RULESET_FAMILY = "belote-classic"


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A set of rule options. Build one with :func:`make_ruleset` to get checked values."""

    first_deal: str = "3-2"
    """DEAL-FIRST: ``"3-2"`` (three cards then two) or ``"2-3"``."""
    all_pass: str = "next-dealer"
    """BID-ALL-PASS: who deals after a void hand, ``"next-dealer"`` or ``"same-dealer"``."""
    undertrump: str = "required"
    """PLAY-UNDERTRUMP: ``"required"`` or ``"optional"`` (free discard when unable to overtrump)."""
    belote: str = "announced"
    """PLAY-BELOTE: ``"announced"`` (scored only if announced on the first card) or ``"automatic"``."""
    tie: str = "dispute"
    """SCORE-DISPUTE: ``"dispute"`` (points held for the next hand's winner) or ``"fail"``."""
    target: int = 1000
    """MATCH-END: points that end the match."""
    declarations: bool = False
    """RULESET-DISABLED: tierce, cinquante, cent, carré; only ``False`` in this version."""
    coinche: bool = False
    """RULESET-DISABLED: only ``False`` in this version."""
    all_trump: bool = False
    """RULESET-DISABLED: only ``False`` in this version."""
    no_trump: bool = False
    """RULESET-DISABLED: only ``False`` in this version."""

    def __post_init__(self) -> None:
        for f in fields(self):
            check_option(f.name, getattr(self, f.name))

    @property
    def id(self) -> str:
        """Stable ID: family, rules version, then every option that differs from canonical."""
        return ruleset_id(self.id_base, self.options(), OPTION_DEFAULTS)

    @property
    def id_base(self) -> str:
        """The ID without options: the family and the rules version (every ID of this profile
        is it, or it then ``+`` and options)."""
        return f"{RULESET_FAMILY}-{RULES_VERSION}"

    @property
    def profile(self) -> str:
        return RULESET_FAMILY

    def options(self) -> dict[str, Any]:
        """All options as a plain dict (JSON-ready)."""
        return asdict(self)

    @property
    def undertrump_required(self) -> bool:
        return self.undertrump == "required"


def _text(v: Any) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def ruleset_id(base: str, options: Mapping[str, Any], defaults: Mapping[str, Any]) -> str:
    """``base`` then ``+name=value,…`` for every option that differs from its default, in the
    options' order (RULESET-OPTIONS, ACA-RULESET-OPTIONS)."""
    changed = [f"{k}={_text(v)}" for k, v in options.items() if v != defaults[k]]
    return base + ("+" + ",".join(changed) if changed else "")


def check_choice(name: str, value: Any, choices: tuple[Any, ...], clause: str) -> None:
    """Refuse a value that is not one of ``choices`` (never a boolean), naming the option."""
    if isinstance(value, bool) or value not in choices:
        listed = " or ".join(repr(c) for c in choices)
        raise BadOptionValue(f"option {name!r} cannot be {value!r}: choose {listed}", option=name, clause=clause)


def check_whole_number(name: str, value: Any, low: int, high: int, clause: str) -> None:
    """Refuse a value that is not a whole number from ``low`` to ``high`` (never a boolean)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadOptionValue(
            f"option {name!r} must be a whole number from {low} to {high}, not {value!r}", option=name, clause=clause
        )


def check_boolean(name: str, value: Any, clause: str) -> None:
    """Refuse a value that is not ``True`` or ``False``."""
    if not isinstance(value, bool):
        raise BadOptionValue(f"option {name!r} must be true or false, not {value!r}", option=name, clause=clause)


_DIGITS = re.compile(r"[0-9]+")


def read_whole_number(text: str, negative: bool = False) -> int:
    """The integer ``text`` writes: ASCII digits 0-9 only, after one leading ``-`` when
    ``negative`` values are allowed. Nothing else is read (Python's ``int()`` also takes blanks
    around it, ``+``, ``1_000`` and other scripts' digits, ``٣``). A ValueError's message ends a
    sentence "... must be a whole number" (``written with the digits 0-9 only ..., not '٣'``).
    The one reader of every integer a command line gives (the commands' integer options,
    ``-o target=``, ``-o players=``)."""
    digits = text[1:] if negative and text.startswith("-") else text
    if not _DIGITS.fullmatch(digits):
        sign = "an optional leading '-' then " if negative else ""
        shown = repr(text) if len(text) <= 40 else repr(text[:40]) + "..."
        raise ValueError(f"written with {sign}the digits 0-9 only (no blank, '+', '_' or other digits), not {shown}")
    try:
        return int(text)
    except ValueError:  # more digits than Python converts
        raise ValueError(f"of at most {sys.get_int_max_str_digits():,} digits, not {len(digits):,}") from None


def read_option_text(text: str, whole_numbers: Mapping[str, str], booleans: Collection[str]) -> tuple[str, Any]:
    """Read ``name=value`` as a command line gives it: ``-`` in a name read as ``_``; the
    options of ``whole_numbers`` (name -> the clause of a bad value) as whole numbers
    (:func:`read_whole_number`: the digits alone, no blank), those of ``booleans`` as
    ``true``/``false``, every other value as text (blanks around it dropped)."""
    if "=" not in text:
        raise BadOptionValue(f"option {text!r} must be written name=value", option=text)
    name, _, given = text.partition("=")
    name = name.strip().replace("-", "_")
    raw = given.strip()
    value: Any = raw
    if name in whole_numbers:
        try:
            value = read_whole_number(given)
        except ValueError as exc:
            raise BadOptionValue(f"option {name!r} must be a whole number {exc}", option=name,
                                 clause=whole_numbers[name]) from None
    elif name in booleans:
        value = {"true": True, "false": False}.get(raw.lower(), raw)
    return name, value


OPTION_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Ruleset)}
OPTION_CHOICES: dict[str, tuple[Any, ...]] = {
    "first_deal": ("3-2", "2-3"),
    "all_pass": ("next-dealer", "same-dealer"),
    "undertrump": ("required", "optional"),
    "belote": ("announced", "automatic"),
    "tie": ("dispute", "fail"),
}
OPTION_CLAUSES: dict[str, str] = {
    "first_deal": "DEAL-FIRST",
    "all_pass": "BID-ALL-PASS",
    "undertrump": "PLAY-UNDERTRUMP",
    "belote": "PLAY-BELOTE",
    "tie": "SCORE-DISPUTE",
    "target": "MATCH-END",
    "declarations": "RULESET-DISABLED",
    "coinche": "RULESET-DISABLED",
    "all_trump": "RULESET-DISABLED",
    "no_trump": "RULESET-DISABLED",
}
DISABLED_VARIANTS = ("declarations", "coinche", "all_trump", "no_trump")
MAX_TARGET = 100_000


def check_option(name: str, value: Any) -> None:
    """Refuse an option value the ruleset cannot take, naming the option (RULESET-OPTIONS)."""
    if name in OPTION_CHOICES:
        check_choice(name, value, OPTION_CHOICES[name], OPTION_CLAUSES[name])
    elif name == "target":
        check_whole_number(name, value, 1, MAX_TARGET, "MATCH-END")
    elif name in DISABLED_VARIANTS:
        check_boolean(name, value, "RULESET-DISABLED")
        if value:
            raise UnsupportedVariant(
                f"option {name!r} is disabled in rules version {RULES_VERSION}: "
                "declarations, coinche, all-trump and no-trump are not part of this variant",
                option=name,
            )


def make_ruleset(options: Mapping[str, Any] | None = None, **kwargs: Any) -> Ruleset:
    """Build a checked ruleset from options (a mapping and/or keywords); canonical by default.

    Raises :class:`UnknownOption`, :class:`BadOptionValue` or :class:`UnsupportedVariant`, each
    naming the option.
    """
    given: dict[str, Any] = dict(options or {})
    given.update(kwargs)
    for name in given:
        if name not in OPTION_DEFAULTS:
            known = ", ".join(OPTION_DEFAULTS)
            raise UnknownOption(f"unknown ruleset option {name!r} (known: {known})", option=name)
    return Ruleset(**given)


CANONICAL = Ruleset()
"""The canonical ruleset: the rule card with the decisions table's answers."""


def parse_option_text(text: str) -> tuple[str, Any]:
    """Read ``name=value`` from a command line (``undertrump=optional``, ``target=500``)."""
    return read_option_text(text, {"target": "MATCH-END"}, DISABLED_VARIANTS)
