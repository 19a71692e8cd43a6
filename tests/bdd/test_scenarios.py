"""Binds the team profile's feature files (the top of features/) to the shared steps
(tests/bdd/conftest.py) and to the steps in ``steps_*.py`` modules of this folder.

features/acanomas/ (profile belote-acanomas, in Spanish) is bound by test_scenarios_acanomas.py to
its own steps (steps_acanomas*.py).
"""

from pathlib import Path

from pytest_bdd import scenarios

from .steps_deal import *  # noqa: F401,F403
from .steps_play import *  # noqa: F401,F403
from .steps_ai import *  # noqa: F401,F403
from .steps_table import *  # noqa: F401,F403
from .steps_clients import *  # noqa: F401,F403

FEATURES = Path(__file__).resolve().parent.parent.parent / "features"

scenarios(*sorted(p.name for p in FEATURES.glob("*.feature")))
