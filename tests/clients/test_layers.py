"""Layers (issue 8): the client checker sits beside the conformance kit, above the table server.
Nothing below it imports it; it imports only the table server, the conformance kit's report
types, the package's data, its file writer and how input is shown in a report (no rules)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent.parent / "belote_ref"


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module.rsplit(".", 1)[0] if path.name != "__init__.py" else module
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                out.add(".".join(base + ([node.module] if node.module else [])))
            elif node.module:
                out.add(node.module)
    return out


def test_nothing_below_the_client_checker_imports_it() -> None:
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.startswith("clients/") or rel in ("commands/check_client.py", "cli.py"):
            continue
        if any(m == "belote_ref.clients" or m.startswith("belote_ref.clients.") for m in imports_of(path)):
            offenders.append(rel)
    assert not offenders


def test_the_client_checker_reads_the_rules_only_through_the_server() -> None:
    allowed = ("belote_ref.clients", "belote_ref.table", "belote_ref.conformance.report",
               "belote_ref.conformance.results", "belote_ref.conformance.driver", "belote_ref.resources",
               "belote_ref.errors", "belote_ref.files", "belote_ref.processes", "belote_ref.shown")
    for path in (PACKAGE / "clients").glob("*.py"):
        own = {m for m in imports_of(path) if m.startswith("belote_ref")}
        bad = {m for m in own if not any(m == a or m.startswith(a + ".") for a in allowed)}
        assert not bad, (path.name, bad)
