"""The layers of belote_ref hold (issue 8): the import contracts of pyproject.toml
([tool.importlinter]) are kept — each layer imports only from itself and the layers below it, and
no package has an import cycle between its modules (imports under TYPE_CHECKING included)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_import_contracts_are_kept() -> None:
    exe = shutil.which("lint-imports") or str(Path(sys.executable).parent / "lint-imports")
    if not Path(exe).exists():
        pytest.fail("lint-imports is not installed: python3 -m pip install -e '.[test]'")
    out = subprocess.run([exe, "--config", str(ROOT / "pyproject.toml"), "--no-cache"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]
    assert "0 broken" in out.stdout
