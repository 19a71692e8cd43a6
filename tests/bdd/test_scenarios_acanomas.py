"""Binds profile belote-acanomas's feature files (features/acanomas/, in Spanish) to their steps
(``steps_acanomas*.py``, and ``steps_table_acanomas.py`` for its rooms on the table server; the
vocabulary is features/acanomas/README.md)."""

from pathlib import Path

from pytest_bdd import scenarios

from .steps_acanomas import *  # noqa: F401,F403
from .steps_acanomas_ai import *  # noqa: F401,F403
from .steps_acanomas_score import *  # noqa: F401,F403
from .steps_table_acanomas import *  # noqa: F401,F403

FEATURES = Path(__file__).resolve().parent.parent.parent / "features" / "acanomas"

scenarios(*sorted(f"acanomas/{p.name}" for p in FEATURES.glob("*.feature")))
