"""Griffe extension for the API reference: the docstrings' Sphinx roles read as code.

The docstrings name other objects the Sphinx way (``:func:`belote_ref.cli.main```, ``:class:`Rules```);
the API reference (mkdocstrings, ``docs/api/``) is Markdown, so each role is shown as the code span of
the name it names (a ``~`` prefix: the last part only). Used by ``mkdocs.yml``.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:py:)?(?:func|class|meth|mod|attr|data|exc|obj|const):`~?([^`]+)`")


def _name(match: re.Match[str]) -> str:
    text = match.group(0)
    name = match.group(1)
    return f"`{name.rsplit('.', 1)[-1] if '`~' in text else name}`"


class SphinxRolesAsCode(griffe.Extension):
    """Rewrite each docstring's roles as code spans, once per object."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = _ROLE.sub(_name, obj.docstring.value)
