"""A profile is one package (issue 32 part 1, docs/code.md "Adding a profile"): the registry
(:mod:`belote_ref.registry`) holds one record per profile, and shared code asks it instead of
naming a profile.

The rule this test enforces, exactly: in every Python module of ``belote_ref`` outside
``belote_ref/profiles/<name>/`` and other than ``belote_ref/registry.py`` (the one place that
registers the profiles), no *code name* contains, case-insensitively, a registered profile's full
or short name (``belote-acanomas``, ``acanomas``, ``belote-classic``, ``classic``). A code name is
a string literal that is not a docstring (a string statement: module, class, function and
attribute docstrings are prose and may name a profile) — f-string parts included — an
identifier (variable, attribute, function, class, argument, keyword), an imported name or
module path, or the module's own file path. Comments are not code names. JavaScript and data
files are outside the rule. tests/ and features/ may name profiles.

The shared modules that still name a profile are listed in :data:`REMAINING` with how many code
names each holds: the list may only shrink (a new name, or a new file, fails; a file that names
fewer must lower its count), until it is empty.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from belote_ref import registry

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "belote_ref"

REMAINING: dict[str, int] = {
    "belote_ref/ai/__init__.py": 3,
    "belote_ref/ai/base.py": 2,
    "belote_ref/ai/knowledge.py": 2,
    "belote_ref/ai/rotation.py": 3,
    "belote_ref/cli.py": 1,
    "belote_ref/clients/deals.py": 11,
    "belote_ref/clients/run.py": 1,
    "belote_ref/commands/adapter.py": 5,
    "belote_ref/commands/audit.py": 4,
    "belote_ref/commands/check_client.py": 6,
    "belote_ref/commands/conformance.py": 14,
    "belote_ref/commands/corpus.py": 5,
    "belote_ref/commands/export.py": 4,
    "belote_ref/commands/options.py": 25,
    "belote_ref/commands/play.py": 8,
    "belote_ref/commands/replay.py": 4,
    "belote_ref/commands/serve.py": 10,
    "belote_ref/commands/simulate.py": 5,
    "belote_ref/commands/tournament.py": 14,
    "belote_ref/commands/view.py": 4,
    "belote_ref/conformance/checks/corpus.py": 5,
    "belote_ref/conformance/checks/differential.py": 5,
    "belote_ref/conformance/checks/lockstep.py": 8,
    "belote_ref/conformance/checks/perft.py": 8,
    "belote_ref/conformance/checks/steer.py": 2,
    "belote_ref/conformance/clauses.py": 1,
    "belote_ref/conformance/mutants.py": 3,
    "belote_ref/conformance/profiles.py": 22,
    "belote_ref/conformance/protocol.py": 2,
    "belote_ref/conformance/reference_adapter.py": 11,
    "belote_ref/conformance/results.py": 1,
    "belote_ref/conformance/runner.py": 3,
    "belote_ref/conformance/transcript.py": 2,
    "belote_ref/diagram.py": 6,
    "belote_ref/machine.py": 6,
    "belote_ref/phases.py": 1,
    "belote_ref/players.py": 3,
    "belote_ref/rules/__init__.py": 21,
    "belote_ref/rules/classic.py": 6,
    "belote_ref/ruleset.py": 1,
    "belote_ref/table/ai_seats.py": 1,
    "belote_ref/table/engine.py": 31,
    "belote_ref/table/hub.py": 1,
    "belote_ref/table/rooms.py": 2,
    "belote_ref/table/runner.py": 1,
    "belote_ref/transcript/audit.py": 1,
    "belote_ref/transcript/corpus.py": 13,
    "belote_ref/transcript/read.py": 6,
    "belote_ref/transcript/recipes.py": 1,
    "belote_ref/transcript/schema.py": 5,
    "belote_ref/transcript/write.py": 2,
    "belote_ref/web/pages.py": 6,
    "belote_ref/web/rulebook.py": 1,
    "belote_ref/web/viewer.py": 9,
}
"""Shared module -> how many code names still name a profile (the ratchet; docs/code.md)."""


def _words() -> tuple[str, ...]:
    records = [registry.profile(n) for n in registry.names()]
    return tuple(sorted({w.lower() for r in records for w in (r.name, r.short)}))


def _code_names(tree: ast.AST) -> list[str]:
    docs = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            names.append(node.value)
        elif isinstance(node, ast.Name):
            names.append(node.id)
        elif isinstance(node, ast.Attribute):
            names.append(node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.arg):
            names.append(node.arg)
        elif isinstance(node, ast.keyword) and node.arg:
            names.append(node.arg)
        elif isinstance(node, ast.alias):
            names += [node.name, node.asname or ""]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def profile_names_in(path: Path, words: tuple[str, ...]) -> int:
    """How many code names of the module at ``path`` name a profile (the module docstring's rule)."""
    found = [n for n in _code_names(ast.parse(path.read_text(encoding="utf-8"))) if any(w in n.lower() for w in words)]
    rel = path.relative_to(ROOT).as_posix()
    return len(found) + (1 if any(w in rel.lower() for w in words) else 0)


def shared_modules() -> list[Path]:
    """Every Python module of belote_ref that is not a profile's and not the registry."""
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if not p.relative_to(PACKAGE).as_posix().startswith("profiles/") or p == PACKAGE / "profiles" / "__init__.py"
                  if p != PACKAGE / "registry.py")


def test_no_shared_module_names_a_profile_beyond_the_remaining_list() -> None:
    words = _words()
    found = {p.relative_to(ROOT).as_posix(): n for p in shared_modules() if (n := profile_names_in(p, words))}
    new = {f: n for f, n in found.items() if n > REMAINING.get(f, 0)}
    assert not new, (f"shared modules name a profile (ask belote_ref.registry instead; tests/test_profiles_registry.py "
                     f"gives the rule): {new}")
    fewer = {f: (REMAINING[f], found.get(f, 0)) for f in REMAINING if found.get(f, 0) < REMAINING[f]}
    assert not fewer, f"these modules name a profile fewer times now: lower REMAINING (was, now): {fewer}"


def test_the_rule_catches_a_code_name_and_leaves_prose() -> None:
    words = _words()
    for text, expected in [
        ('"""A docstring naming belote-acanomas."""\nx = 1  # a comment: classic\n', 0),
        ('x = "belote-acanomas"\n', 1),
        ('if profile == f"{a}classic":\n    pass\n', 1),
        ('from .profiles.acanomas import ruleset\n', 1),
        ('ACANOMAS = 1\n', 1),
        ('def classic_rules(): pass\n', 1),
        ('class A:\n    x: int = 1\n    """An attribute docstring: profile belote-classic."""\n', 0),
    ]:
        names = [n for n in _code_names(ast.parse(text)) if any(w in n.lower() for w in words)]
        assert len(names) == expected, text


def test_each_profile_is_registered_once_with_its_folders() -> None:
    names = registry.names()
    assert len(names) == len(set(names)) >= 2
    shorts = [registry.profile(n).short for n in names]
    assert len(set(shorts)) == len(shorts)
    for name in names:
        record = registry.profile(name)
        assert registry.profile(record.short) is record
        assert (ROOT / record.spec).is_dir() and (ROOT / record.corpus).is_dir(), name
        assert record.package.startswith("belote_ref.profiles.")
        assert (ROOT / record.package.replace(".", "/") / "__init__.py").is_file()
        assert any((ROOT / "features").rglob("*.feature")) and record.language in ("en", "es")
        module = record.ruleset_module()
        ruleset = module.make_ruleset({})
        assert ruleset.profile == name  # the record names the profile its ruleset says
        assert record.make_rules(ruleset).profile == name
        driver, ledger = (record.load(ref) for ref in record.engine)
        assert callable(driver) and callable(ledger)


def test_an_unknown_profile_is_a_value_error_naming_the_known_ones() -> None:
    with pytest.raises(ValueError) as exc:
        registry.profile("belote-nowhere")
    assert "belote-nowhere" in str(exc.value)
    for name in registry.names():
        assert name in str(exc.value) and registry.profile(name).short in str(exc.value)
    assert registry.lookup("belote-nowhere") is None


def test_each_profile_package_is_importable_alone() -> None:
    for name in registry.names():
        assert importlib.import_module(registry.profile(name).package).PROFILE is registry.profile(name)
