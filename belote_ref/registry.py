"""The profile registry: one record per rule profile (:class:`Profile`), registered by name in one
place (:data:`_PACKAGES`), as OpenSpiel registers its games. Shared code asks the registry
(:func:`profile`, :func:`names`, :func:`lookup`) and never names a profile (docs/code.md,
"Adding a profile"; tests/test_profiles_registry.py).

A record is data: names, folders, and ``module:attribute`` references to the profile's own code
(its ruleset, rules object, hand driver, ledger, ...), imported when first asked for
(:meth:`Profile.load`), so that a program of one profile does not load the others and no lower
layer imports a higher one. This module imports nothing of ``belote_ref``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

_PACKAGES = ("classic", "acanomas")
"""The registered profiles: the packages ``belote_ref.profiles.<name>``, each defining ``PROFILE``
(a :class:`Profile`). The first is the default profile. The one place that names the profiles."""


@dataclass(frozen=True)
class Profile:
    """One rule profile, as shared code sees it (spec/clauses.json, RULESET-OPTIONS)."""

    name: str
    """The profile's family name, e.g. the one transcripts and ruleset IDs carry."""
    short: str
    """The short name ``--profile`` also takes."""
    about: str
    """A few words for ``--help``."""
    package: str
    """The package holding everything that is only this profile's."""
    ruleset: str
    """The module of its options: ``OPTION_CHOICES``, ``OPTION_DEFAULTS``, ``OPTION_CLAUSES``,
    ``MAX_TARGET``, ``make_ruleset``, ``parse_option_text`` (RULESET-OPTIONS)."""
    rules: str
    """``module:function``: ruleset -> the profile's rules object."""
    engine: tuple[str, str]
    """``module:name`` of its hand driver and of its ledger's factory (:class:`belote_ref.machine.Game`)."""
    spec: str
    """Its folder of clauses, from the repository root."""
    corpus: str
    """Its folder of golden and negative transcripts, from the repository root."""
    language: str
    """The language of its Gherkin scenarios."""
    hooks: Mapping[str, str] = field(default_factory=dict)
    """Further ``module:attribute`` references, by role (e.g. ``transcript``, ``audit``)."""

    def load(self, ref: str) -> Any:
        """The object a ``module:attribute`` reference (or a hook's role) names, imported now."""
        ref = self.hooks.get(ref, ref)
        module, _, name = ref.partition(":")
        obj: Any = importlib.import_module(module)
        for part in name.split(".") if name else ():
            obj = getattr(obj, part)
        return obj

    def ruleset_module(self) -> Any:
        """The module of its options (:attr:`ruleset`)."""
        return importlib.import_module(self.ruleset)

    def make_rules(self, ruleset: Any) -> Any:
        """Its rules object under ``ruleset``."""
        return self.load(self.rules)(ruleset)


_LOADED: dict[str, Profile] = {}


def _record(package: str) -> Profile:
    if package not in _LOADED:
        record = importlib.import_module(f"belote_ref.profiles.{package}").PROFILE
        if not isinstance(record, Profile):  # pragma: no cover - a registration error
            raise TypeError(f"belote_ref.profiles.{package}.PROFILE is not a Profile")
        _LOADED[package] = record
    return _LOADED[package]


def names() -> tuple[str, ...]:
    """The registered profiles' names, the default first."""
    return tuple(_record(p).name for p in _PACKAGES)


def default() -> Profile:
    """The default profile (the first registered)."""
    return _record(_PACKAGES[0])


def lookup(name: str) -> Profile | None:
    """The profile of this full or short name; None if none is registered."""
    for package in _PACKAGES:
        record = _record(package)
        if name in (record.name, record.short):
            return record
    return None


def by_name(name: object) -> Profile | None:
    """The profile whose full name is ``name`` (what a document says); None for anything else."""
    for package in _PACKAGES:
        if _record(package).name == name:
            return _record(package)
    return None


def profile(name: str) -> Profile:
    """The profile of this full or short name; ValueError naming the known ones if unknown."""
    found = lookup(name)
    if found is None:
        raise ValueError(f"unknown profile {str(name)[:40]!r} (known: {known_text()})")
    return found


def known_text() -> str:
    """The registered profiles for a message: ``name or short, ...``."""
    return ", ".join(f"{_record(p).name} or {_record(p).short}" for p in _PACKAGES)



__all__ = ["Profile", "by_name", "default", "known_text", "lookup", "names", "profile"]
