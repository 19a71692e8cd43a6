"""The scenarios of profile belote-acanomas are written wholly in Spanish, for a Spanish-speaking
arbiter (features/acanomas/README.md): no telltale English word in a feature file or in the step
vocabulary, outside tags and what the engine reads verbatim (JSON, ``name=value`` options,
clause IDs, file and code names); every phase of the profile's table has its Spanish name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from belote_ref.profiles.acanomas.phases import ACANOMAS_PHASES, SPANISH_NAMES
from belote_ref.profiles.acanomas.ruleset import OPTION_DEFAULTS

FOLDER = Path(__file__).resolve().parent.parent / "features" / "acanomas"
FILES = sorted([*FOLDER.glob("*.feature"), FOLDER / "README.md"])

ENGLISH = re.compile(r"\b(" + "|".join((
    "the", "and", "of", "is", "are", "with", "his", "its", "to", "by", "from", "for", "at", "it", "this",
    "that", "which", "when", "then", "after", "before", "each", "every", "nothing", "none", "only", "must",
    "may", "has", "have", "does", "not", "or", "if", "else", "player", "players", "trick", "tricks", "seat",
    "seats", "game", "games", "card", "cards", "trump", "trumps", "wins", "win", "won", "score", "scores",
    "scored", "hand", "hands", "deal", "dealer", "round", "phase", "given", "scenario", "feature",
    "background", "examples", "outline", "rule", "who", "what", "where", "why", "how", "one", "two", "three",
    "four", "five", "first", "last", "next", "out", "over", "than", "also", "same", "other", "still",
    "under", "announces", "announced", "claim", "claims", "pot", "pots", "totals", "match", "leads",
    "played", "plays", "takes", "passes", "shown", "worth", "points", "dealing", "tricks",
)) + r")\b", re.IGNORECASE)
"""Telltale English words: none is a Spanish word (``a``, ``no``, ``he``, ``as``, ``total`` are
left out: they are Spanish too)."""


def prose(line: str) -> str:
    """A line of a feature file or of the README with what is not prose taken out: a tag line,
    JSON objects and arrays and a field named in a reason (``el campo "seat"``: the protocol's
    English field names, ACA-ACTIONS-FORM), a table cell that is an option's name (``players``),
    tokens with ``=``, ``_``, ``/`` or a ``.`` inside (options as on the command line, ruleset
    IDs, files, Python names) and clause IDs."""
    if line.lstrip().startswith("@"):
        return ""
    before = None
    while before != line:
        before = line
        line = re.sub(r'\{[^{}]*"[^{}]*\}', " ", line)
        line = re.sub(r'\[[^\[\]]*"[^\[\]]*\]', " ", line)
    line = re.sub(r'el campo "[^"]*"', " ", line)
    line = re.sub(r"\|\s*(?:" + "|".join(OPTION_DEFAULTS) + r")\s*(?=\|)", "| ", line)
    line = re.sub(r"\S*[=_/.][\w\"]\S*", " ", line)
    return re.sub(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b", " ", line)


def english_lines(text: str) -> list[str]:
    return [f"{n}: {line.strip()} [{m.group(0)!r}]" for n, line in enumerate(text.splitlines(), 1)
            if (m := ENGLISH.search(prose(line)))]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_file_is_written_in_spanish(path: Path) -> None:
    found = english_lines(path.read_text(encoding="utf-8"))
    assert not found, f"{path.name}: English words:\n" + "\n".join(found[:20])


def test_the_check_finds_english_and_spares_what_is_no_prose() -> None:
    # it can fail: an English title, step, comment or table cell is found; tags, JSON, options,
    # clause IDs and Python names are not prose; Spanish words that look English are not flagged
    assert english_lines("  Escenario: The highest trump wins")
    assert english_lines("    Entonces la fase es \"first_trick\"") == []  # an identifier (with _)
    assert english_lines("    Y la fase es \"dealing\"")
    assert english_lines("    # seat 1 trumps")
    assert english_lines("      | 1    | 0    | 8♠ 9♠ A♦      | 1    | 25     | C has no trump |")
    assert english_lines("  Given el perfil acanomas con 3 jugadores")
    assert not english_lines("  @ACA-CLAIM-WHEN @ACA-MATCH-END")
    assert not english_lines('      | {"type": "claim", "seat": 2, "combinations": [{"kind": "belote"}]} | 2 |')
    assert not english_lines("    Y la opción wrong_claim=stay y el reglamento belote-acanomas-0.1.0+players=2")
    assert not english_lines("      | players=5             | ACA-SEATS-PLAYERS   | players      |")
    assert english_lines("    # players keep their seats")
    assert not english_lines("    Dado el perfil acanomas con 3 jugadores, as de ♥, no he terminado, total bruto")


def test_every_phase_has_its_spanish_name() -> None:
    assert set(SPANISH_NAMES) == set(ACANOMAS_PHASES.phases)
    assert len(set(SPANISH_NAMES.values())) == len(SPANISH_NAMES), "two phases share a Spanish name"
    assert not [name for name in SPANISH_NAMES.values() if ENGLISH.search(name)]
