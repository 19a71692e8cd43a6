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


def add_match_arguments(parser: argparse.ArgumentParser, default_players: str) -> None:
    """The arguments of a seeded match: seed, first dealer, lineup and ruleset options."""
    parser.add_argument("--seed", type=int, default=0, help="seed of the shuffles and players (default 0)")
    parser.add_argument("--dealer", type=int, choices=range(4), default=0, help="first dealer (default 0)")
    add_lineup_arguments(parser, default=default_players)
    add_ruleset_arguments(parser)


def play_seeded_match(args: argparse.Namespace, legal: bool = True) -> tuple[Any, list[str], dict[str, Any]]:
    """Play the match the arguments describe: the game, the seats' level names, its transcript."""
    from ..players import play_match
    from ..transcript.write import Player, transcript_of

    ruleset = ruleset_from_args(args.option)
    names, players = lineup_from_args(args, ruleset)
    game = play_match(players, seed=args.seed, ruleset=ruleset, first_dealer=args.dealer)
    doc = transcript_of(game, players=[Player(f"{n}-{s}", "ai", n) for s, n in enumerate(names)],
                        legal=legal,
                        metadata={"seed": args.seed, "title": f"match {','.join(names)}, seed {args.seed}"})
    return game, names, doc


def write_text(path: str, text: str) -> None:
    """Write a file, or raise a CommandError (exit 2) that names it and why."""
    from ..cli import CommandError

    try:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror}") from None
