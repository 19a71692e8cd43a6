"""Test-suite set-up: clause IDs from spec/clauses.json are registered as pytest marks, so a
scenario tagged ``@PLAY-OVERTRUMP`` can be selected with ``-m PLAY-OVERTRUMP``."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest
from hypothesis import settings

# No per-example deadline anywhere: the machine is shared, and speed lives in benchmarks/.
settings.register_profile("belote-ref", deadline=None)
settings.load_profile("belote-ref")

ROOT = Path(__file__).resolve().parent.parent

# A suite started with SIGINT ignored (a background job of a script: the shell ignores SIGINT
# there) would start every child so, and the tests that press Ctrl-C on a child would fail for
# the launcher's reason, not the child's: each test process takes SIGINT back (its children then
# start with it at its default, as from a terminal).
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


CLASSIC = "belote-classic"
ACANOMAS = "belote-acanomas"
PROFILES = (CLASSIC, ACANOMAS)
"""The rule profiles of spec/clauses.json: the team game (seed 001) and the older individual game
(seed 000). Each has its own chapters, decisions table, sources and feature files."""


def clause_index(profile: str | None = None) -> list[dict[str, object]]:
    """The clauses of spec/clauses.json (of one profile, if given)."""
    clauses = json.loads((ROOT / "spec" / "clauses.json").read_text(encoding="utf-8"))["clauses"]
    return [c for c in clauses if profile is None or c["profile"] == profile]


def feature_files(profile: str) -> list[Path]:
    """The Gherkin files of a profile: the team game's at the top of features/ (English), the
    older game's in features/acanomas/ (Spanish). Neither profile's files serve the other."""
    folder = ROOT / "features" if profile == CLASSIC else ROOT / "features" / "acanomas"
    return sorted(folder.glob("*.feature"))


def pytest_configure(config: pytest.Config) -> None:
    for clause in clause_index():
        config.addinivalue_line("markers", f"{clause['id']}: {clause['title']}")
