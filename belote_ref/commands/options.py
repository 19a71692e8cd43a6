"""Command-line parsing of ruleset options shared by subcommands (RULESET-OPTIONS)."""

from __future__ import annotations

import argparse
from typing import Any, Sequence

from ..ruleset import Ruleset, make_ruleset, parse_option_text


def add_ruleset_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option", "-o", action="append", default=[], metavar="NAME=VALUE",
        help="a ruleset option, e.g. undertrump=optional, tie=fail, target=500 (repeatable)",
    )


def ruleset_from_args(options: Sequence[str]) -> Ruleset:
    """Build the ruleset from ``--option`` texts; raises RulesetError naming the option."""
    return make_ruleset(dict(parse_option_text(t) for t in options))


def add_lineup_arguments(parser: argparse.ArgumentParser, default: str) -> None:
    """``--players`` and ``--budget-ms``: who sits where (AI-BUDGET)."""
    from ..ai import DEFAULT_BUDGET_MS

    parser.add_argument(
        "--players", default=default, metavar="LEVELS",
        help="random, easy, normal or hard: one name for every seat, two (team 0, team 1) "
             f"or four (seats 0-3), comma-separated (default {default})",
    )
    parser.add_argument(
        "--budget-ms", type=float, default=DEFAULT_BUDGET_MS,
        help=f"time budget of one AI decision in ms (default {DEFAULT_BUDGET_MS:g})",
    )


def lineup_from_args(args: argparse.Namespace, ruleset: Ruleset) -> tuple[list[str], list[Any]]:
    """The level names of seats 0-3 and their players; a bad lineup is a CommandError (exit 2)."""
    from ..ai import LineupError, make_lineup, parse_lineup
    from ..cli import CommandError

    try:
        names = parse_lineup(args.players)
        return names, make_lineup(names, args.seed, args.budget_ms, ruleset)
    except LineupError as exc:
        raise CommandError(f"--players: {exc}") from None
