"""Start-up (issue 39): a command line that names its command builds only that command's parser,
with the same help and the same parsed arguments as the parser of every command; ``audit`` of a
valid transcript imports neither jsonschema nor the AI players."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from belote_ref.cli import COMMAND_MODULES, build_parser, command_named

GOLDEN = Path(__file__).resolve().parent.parent / "corpus" / "golden" / "capot-by-takers.json"


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


FULL = _commands(build_parser())


@pytest.mark.parametrize("name", sorted(FULL))
def test_one_command_parser_is_the_full_parsers(name: str) -> None:
    module = command_named(["--debug", name, "x"])
    assert module in COMMAND_MODULES
    alone = _commands(build_parser(module))
    assert list(alone) == [name]
    assert alone[name].format_help() == FULL[name].format_help()
    assert build_parser(module).format_usage() == build_parser().format_usage()


def test_only_a_command_name_selects_a_module() -> None:
    assert command_named([]) is None and command_named(["--help"]) is None
    assert command_named(["check_client"]) is None and command_named(["nope"]) is None
    assert command_named(["check-client"]) == "belote_ref.commands.check_client"


@pytest.mark.parametrize("argv", [["audit", "a.json", "--jobs", "2", "--json"], ["audit", "-q", "-", "b"],
                                  ["replay", "a.json"], ["simulate", "--seed", "3"]])
def test_the_arguments_parse_alike(argv: list[str]) -> None:
    assert build_parser(command_named(argv)).parse_args(argv) == build_parser().parse_args(argv)


def test_audit_of_a_valid_file_imports_no_validator_and_no_ai() -> None:
    code = ("import sys; from belote_ref.cli import main; code = main(['audit', sys.argv[1]]); "
            "print(code, sorted(m for m in sys.modules if m.split('.')[0] in ('jsonschema', 'referencing') "
            "or m.startswith('belote_ref.ai')))")
    out = subprocess.run([sys.executable, "-c", code, str(GOLDEN)], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines()[-1] == "0 []"
