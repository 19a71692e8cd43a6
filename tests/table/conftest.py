"""Fixtures of the table-server tests: one server per test module on a free localhost port."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from belote_ref.table.runner import ServerThread

from .helpers import running_server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db: Path = tmp_path_factory.mktemp("table") / "table.sqlite3"
    with running_server(db, hello_timeout_s=1.0) as s:
        yield s
