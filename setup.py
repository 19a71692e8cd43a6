"""Build hook: a wheel carries the data the commands read from a source checkout.

``spec/`` (the clause index and the chapters the rulebook pages show), ``schemas/``, ``corpus/``
and ``features/`` (the scenarios the rulebook shows beneath each clause) live at the top of the
repository (one copy, the one people read and edit). An editable install reads them there; a
built wheel gets a copy inside the package (``belote_ref/spec``, ``belote_ref/schemas``,
``belote_ref/corpus``, ``belote_ref/features``), where the same lookups fall back to. Everything
else (the browser pages' static files among it) is declared in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA = {"spec": "spec", "schemas": "schemas", "corpus": "corpus", "features": "features"}


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        package = Path(self.build_lib) / "belote_ref"
        for source, target in DATA.items():
            src, dst = ROOT / source, package / target
            if src.is_dir():
                shutil.copytree(src, dst, dirs_exist_ok=True)
            elif src.is_file():
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, dst)


setup(cmdclass={"build_py": BuildPyWithData})
