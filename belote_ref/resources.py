"""Where the project's data files are: ``spec/`` (the clause index, the chapters), ``schemas/``,
``corpus/`` and ``features/``.

They live once, at the top of the repository. A source checkout or an editable install reads
them there; a built wheel carries a copy inside the package (see ``setup.py``), which is the
fallback. No other copy exists.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


class DataNotFound(FileNotFoundError):
    """A data file that is neither in the repository nor inside the installed package."""


def data_path(*parts: str) -> Path:
    """The path of a data file or folder, e.g. ``data_path("schemas", "ruleset.schema.json")``."""
    for base in (PACKAGE.parent, PACKAGE):
        candidate = base.joinpath(*parts)
        if candidate.exists():
            return candidate
    wanted = "/".join(parts)
    raise DataNotFound(
        f"{wanted} is missing: looked in {PACKAGE.parent / wanted} and {PACKAGE / wanted} "
        "(a source checkout has it at the top; a wheel built with setup.py carries a copy)"
    )
