"""The steered hands' table (belote_ref/conformance/checks/steered.json, issue 39): what
``tools/make_steered.py`` writes, searching again, is the table the kit reads; and a run
reads each of its searches from it instead of searching."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from belote_ref.conformance.checks import steer

from .helpers import make_steered_tool

ROOT = Path(__file__).resolve().parents[2]


def _tool() -> ModuleType:
    return make_steered_tool()


def test_regenerating_the_table_gives_the_same_table() -> None:
    assert _tool().text() == steer.TABLE.read_text(encoding="utf-8")


def test_a_default_run_finds_every_search_in_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    keys = _tool().default_searches()
    assert keys and set(keys) == set(steer.table())

    def no_search(*args: object) -> tuple[steer.Steered, ...]:
        raise AssertionError(f"searched: {args}")

    steer.steered_for.cache_clear()
    monkeypatch.setattr(steer, "search", no_search)
    try:
        for options, features, seed in keys:
            assert steer.steered_for(options, features, seed) == steer.table()[(options, features, seed)]
    finally:
        steer.steered_for.cache_clear()


def test_a_search_the_table_lacks_is_searched() -> None:
    options, features, seed = next(iter(steer.table()))
    assert (options, features, seed + 1) not in steer.table()
    steer.steered_for.cache_clear()
    found = steer.steered_for(options, features[:1], seed + 1)
    assert found and found == steer.search(options, features[:1], seed + 1)
