"""Binds every feature file in features/ to the shared steps (tests/bdd/conftest.py) and to the
steps in ``steps_*.py`` modules of this folder."""

from pytest_bdd import scenarios

from .steps_deal import *  # noqa: F401,F403
from .steps_play import *  # noqa: F401,F403
from .steps_ai import *  # noqa: F401,F403
from .steps_table import *  # noqa: F401,F403
from .steps_clients import *  # noqa: F401,F403

scenarios("")
