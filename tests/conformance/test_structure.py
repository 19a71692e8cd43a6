"""The conformance kit's modules import each other without cycles (counting imports under
TYPE_CHECKING and inside functions), and its checks see the run only through their context."""

from __future__ import annotations

import ast
from pathlib import Path

import belote_ref.conformance as kit

PACKAGE = "belote_ref.conformance"
ROOT = Path(kit.__file__).resolve().parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The kit's modules that ``path`` imports, anywhere in it."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rsplit(".", 1)[0]
            base = (f"{base}.{node.module}" if node.module else base) if node.level else (node.module or "")
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        out.update(t for t in targets if t in modules and t != name)
    return out


def _graph() -> dict[str, set[str]]:
    paths = sorted(ROOT.rglob("*.py"))
    modules = {_module_name(p) for p in paths}
    return {_module_name(p): _imports(p, modules) for p in paths}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                return stack[stack.index(n):] + [n]
            if n not in state and (found := visit(n)):
                return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state and (found := visit(m)):
            return found
    return None


def test_the_kit_has_no_import_cycle() -> None:
    graph = _graph()
    assert f"{PACKAGE}.runner" in graph and f"{PACKAGE}.checks.golden" in graph
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_checks_do_not_import_the_runner() -> None:
    graph = _graph()
    checks = [m for m in graph if m.startswith(f"{PACKAGE}.checks")]
    assert len(checks) >= 5
    for m in checks:
        assert f"{PACKAGE}.runner" not in graph[m], m
