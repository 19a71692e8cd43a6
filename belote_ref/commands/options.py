"""Command-line parsing of ruleset options shared by subcommands (RULESET-OPTIONS)."""

from __future__ import annotations

import argparse
from typing import Sequence

from ..ruleset import Ruleset, make_ruleset, parse_option_text


def add_ruleset_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option", "-o", action="append", default=[], metavar="NAME=VALUE",
        help="a ruleset option, e.g. undertrump=optional, tie=fail, target=500 (repeatable)",
    )


def ruleset_from_args(options: Sequence[str]) -> Ruleset:
    """Build the ruleset from ``--option`` texts; raises RulesetError naming the option."""
    return make_ruleset(dict(parse_option_text(t) for t in options))
