"""Fixtures of the table-server tests: one server per test module on a free localhost port."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from belote_ref.table.runner import ServerThread

from .helpers import WAIT, running_server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db: Path = tmp_path_factory.mktemp("table") / "table.sqlite3"
    # the hello deadline is a hang detector here (a busy machine may take seconds between the
    # connection and its hello); the test of the deadline itself has a server of its own
    with running_server(db, hello_timeout_s=WAIT) as s:
        yield s
