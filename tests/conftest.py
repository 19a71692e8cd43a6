"""Test-suite set-up: clause IDs from spec/clauses.json are registered as pytest marks, so a
scenario tagged ``@PLAY-OVERTRUMP`` can be selected with ``-m PLAY-OVERTRUMP``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def clause_index() -> list[dict[str, object]]:
    """The clauses of spec/clauses.json."""
    return json.loads((ROOT / "spec" / "clauses.json").read_text(encoding="utf-8"))["clauses"]


def pytest_configure(config: pytest.Config) -> None:
    for clause in clause_index():
        config.addinivalue_line("markers", f"{clause['id']}: {clause['title']}")
