"""The README (the front page) and the guides of docs/: their examples run as written, the README's
commands are the ones that exist and the ones CI runs, and every page has its place on the site."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from .conftest import ROOT

README = ROOT / "README.md"
DOCS = ROOT / "docs"
GUIDES = sorted(p for p in DOCS.rglob("*.md"))
"""The guides of docs/ (the API reference's pages are generated from the docstrings)."""
PAGES = [README, *GUIDES]
MAX_README_LINES = 200
"""The README is a front page of at most about 200 lines (issue 35); the rest is in docs/."""


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _links(text: str) -> list[str]:
    """The inline links' targets of a Markdown text, outside code blocks."""
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    return re.findall(r"\]\(([^)\s]+)\)", prose)


def test_python_examples_run() -> None:
    """Every ```python block of the README and of the guides runs as written."""
    ran = []
    for page in PAGES:
        for block in re.findall(r"```python\n(.*?)```", _text(page), flags=re.S):
            exec(compile(block, str(page.relative_to(ROOT)), "exec"), {})
            ran.append(page.name)
    assert "engine.md" in ran, "the engine's guide has its Python examples"
    assert len(ran) >= 3, ran


def test_readme_is_a_front_page() -> None:
    """At most 200 lines, in the front page's order: what it is and for whom, the two commands, a
    tour per reader, the command table, the documentation (issue 35)."""
    text = _text(README)
    assert len(text.splitlines()) <= MAX_README_LINES
    headings = re.findall(r"^## (.+)$", text, flags=re.M)
    assert headings == ["Two commands", "A short tour per reader", "Commands", "The documentation"], headings
    tour = text.split("## A short tour per reader")[1].split("## Commands")[0]
    readers = re.findall(r"^\*\*You ([^*]+)\*\*", tour, flags=re.M)
    assert readers == ["write a Belote engine", "write a client of the table server", "audit game logs.",
                       "settle a dispute.", "want to play.", "use it from Python."], readers


def _two_commands() -> list[str]:
    block = re.search(r"## Two commands.*?```sh\n(.*?)```", _text(README), flags=re.S)
    assert block, "the README's two commands are a sh block under 'Two commands'"
    return [line.strip() for line in block.group(1).splitlines() if line.strip()]


def test_readme_two_commands_are_what_ci_runs() -> None:
    """The first command creates a virtual environment, installs and runs the main job; the second
    runs the whole suite; .ci/run runs both, as they are written."""
    first, second = _two_commands()
    assert first.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install -e '.[test]' && ")
    assert first.endswith("&& belote-ref play")
    assert second == ".venv/bin/python -m pytest -n auto"
    ci = _text(ROOT / ".ci" / "run").splitlines()
    assert first in ci, "the README's first command is a line of .ci/run"
    assert any(line.startswith(second + " ") or line == second for line in ci), ".ci/run runs the README's second command"
    assert "mkdocs build --strict" in "\n".join(ci), ".ci/run builds the documentation strictly"


def _cli_commands() -> list[str]:
    """The commands `belote-ref --help` lists."""
    proc = subprocess.run([sys.executable, "-m", "belote_ref.cli", "--help"], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    listed = proc.stdout.split("positional arguments:")[1].split("options:")[0]
    return re.findall(r"^    ([a-z][a-z-]*)(?=\s|$)", listed, flags=re.M)


def test_readme_command_table_is_the_cli() -> None:
    """Every command of the README's table exists in `belote-ref --help`, and every command there
    has its row, once."""
    table = _text(README).split("## Commands")[1].split("\n\n")[1]
    rows = [line for line in table.splitlines() if line.startswith("| `belote-ref ")]
    in_readme = [re.match(r"\| `belote-ref ([a-z-]+)", row).group(1) for row in rows]  # type: ignore[union-attr]
    cli = _cli_commands()
    assert len(cli) >= 12, cli  # play ... check-client: twelve when written
    assert sorted(in_readme) == sorted(cli) and len(set(in_readme)) == len(in_readme), (in_readme, cli)


def test_relative_links_resolve() -> None:
    """Every relative link of the README and the guides names a file of the repository (as GitHub
    reads them; `mkdocs build --strict` checks the site's links and anchors too)."""
    broken = []
    for page in PAGES:
        for target in _links(_text(page)):
            if re.match(r"[a-z]+:|#", target):
                continue
            path = target.split("#")[0]
            if not (page.parent / path).resolve().exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert not broken, broken


def test_every_guide_is_in_the_nav_and_the_readme() -> None:
    """Each page of docs/ is in mkdocs.yml's nav and in the README's table of pages; each nav entry
    is a page of the site (a guide, or a page the site's hook adds: the README, spec/, READMEs)."""
    config = _text(ROOT / "mkdocs.yml")
    nav = re.findall(r"^\s+- [^:]+: (\S+\.md)$", config.split("\nnav:")[1], flags=re.M)
    guides = {p.relative_to(DOCS).as_posix() for p in GUIDES}
    assert guides <= set(nav), guides - set(nav)
    for entry in nav:
        real = {"index.md": README}.get(entry, DOCS / entry if (DOCS / entry).exists() else ROOT / entry)
        assert real.exists(), entry
    readme_links = set(_links(_text(README)))
    missing = {g for g in guides if f"docs/{g}" not in readme_links}
    assert not missing, f"pages the README's table does not link: {missing}"


def test_spec_page_links_every_chapter() -> None:
    """docs/spec.md links every chapter of both profiles."""
    links = set(_links(_text(DOCS / "spec.md")))
    chapters = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "spec").rglob("*.md")
                      if "sources" not in p.parts)
    assert chapters and not [c for c in chapters if f"../{c}" not in links]


def test_run_outputs_are_ignored_by_git() -> None:
    """What the commands write by default (the table server's database and its companions, the
    kit's and the client checker's reports, the site, the virtual environment, the files the
    documentation's examples write) is in .gitignore; the corpus's files are not."""
    from belote_ref.table.runner import DEFAULT_DB

    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    names = [DEFAULT_DB, DEFAULT_DB + "-wal", DEFAULT_DB + "-shm", DEFAULT_DB + ".lock", "conformance-out/x",
             "check-client-out/x", "site/index.html", ".venv/bin/python", "out/screenshots/table.png",
             "match.json", "report.json", "junit.xml"]
    proc = subprocess.run(["git", "check-ignore", "--no-index", *names], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert proc.stdout.split() == names, proc
    kept = subprocess.run(["git", "check-ignore", "--no-index", "corpus/golden/x.json", "spec/clauses.json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert kept.stdout == "", kept


def test_site_hook_reads_links_where_the_page_is() -> None:
    """The site's hook (tools/docs_site.py): a guide's link out of docs/ is read one folder up, the
    README is the home page, and its links into docs/ lose their docs/ prefix."""
    pytest.importorskip("mkdocs", reason="the docs extra (pip install -e '.[docs]') is not installed")
    spec = importlib.util.spec_from_file_location("docs_site", ROOT / "tools" / "docs_site.py")
    assert spec is not None and spec.loader is not None
    docs_site = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(docs_site)

    def page(src: str, abs_src: Path) -> SimpleNamespace:
        return SimpleNamespace(file=SimpleNamespace(src_uri=src, abs_src_path=str(abs_src)))

    guide = page("limits.md", DOCS / "limits.md")
    text = "[a](../spec/table.md#x) [b](../README.md#commands) [c](ai.md) [d](https://x.org/y.md)"
    assert docs_site.on_page_markdown(text, guide, None, None) == (
        "[a](spec/table.md#x) [b](index.md#commands) [c](ai.md) [d](https://x.org/y.md)")
    deeper = page("api/index.md", DOCS / "api" / "index.md")
    assert docs_site.on_page_markdown("[s](../../spec/README.md) [t](../spec.md)", deeper, None, None) == (
        "[s](../spec/README.md) [t](../spec.md)")
    home = page("index.md", README)
    assert docs_site.on_page_markdown("[a](docs/ai.md) [s](spec/README.md)", home, None, None) == (
        "[a](ai.md) [s](spec/README.md)")
    chapter = page("spec/acanomas/README.md", ROOT / "spec" / "acanomas" / "README.md")
    assert docs_site.on_page_markdown("[f](../../features/acanomas/README.md)", chapter, None, None) == (
        "[f](../../features/acanomas/README.md)")
    modules = docs_site.api_modules()
    assert {"belote_ref.machine", "belote_ref.rules", "belote_ref.table", "belote_ref.profiles.acanomas"} <= set(modules)
    assert "belote_ref.__init__" not in modules and "belote_ref.table.app" not in modules  # in belote_ref.table's page
