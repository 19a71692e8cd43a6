"""Test-suite set-up: clause IDs from spec/clauses.json are registered as pytest marks, so a
scenario tagged ``@PLAY-OVERTRUMP`` can be selected with ``-m PLAY-OVERTRUMP``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import settings

# No per-example deadline anywhere: the machine is shared, and speed lives in benchmarks/.
settings.register_profile("belote-ref", deadline=None)
settings.load_profile("belote-ref")

ROOT = Path(__file__).resolve().parent.parent


def clause_index() -> list[dict[str, object]]:
    """The clauses of spec/clauses.json."""
    return json.loads((ROOT / "spec" / "clauses.json").read_text(encoding="utf-8"))["clauses"]


def pytest_configure(config: pytest.Config) -> None:
    for clause in clause_index():
        config.addinivalue_line("markers", f"{clause['id']}: {clause['title']}")
