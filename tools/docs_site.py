"""MkDocs hook: the documentation site is the repository's Markdown, one copy of each page.

The site's pages keep the places they have in the repository, so a relative link that works when
the files are read in a checkout works on the site too:

- ``README.md`` (the front page) is the site's home page, ``index.md``;
- the guides of ``docs/`` are at the top of the site (``docs/table-server.md`` is
  ``table-server.md``), and their links out of ``docs/`` (``../spec/table.md``) are read
  one folder up;
- ``spec/`` (the rules), ``benchmarks/README.md``, ``corpus/README.md`` and the scenarios'
  ``features/**/README.md`` are added at their own paths, with the files they link to
  (``spec/sources/``, ``spec/clauses.json``).

The API reference (``api/``) is generated here from the package's modules: a page per top-level
module and per subpackage (its modules with it), each a mkdocstrings ``:::`` block that renders
the docstrings, and ``api/index.md`` listing them with each one's first docstring line, so a new
module is documented without editing anything.

Links are checked by ``mkdocs build --strict``: a link to a page or file that is not on the site
fails the build. Used by ``mkdocs.yml`` (``hooks:``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parent.parent

# The repository's files that are pages (or files linked from them) of the site, at their own paths.
ADDED = ("spec/**/*.md", "spec/sources/*", "spec/clauses.json", "benchmarks/README.md", "corpus/README.md",
         "features/**/README.md")

_LINK = re.compile(r"(\]\()(?!https?:|#|/)([^)\s]+)")  # an inline link's target: ](target


def on_files(files: Files, config: Any) -> Files:
    """Add the front page and the repository's pages outside ``docs/`` (see the module's docstring)."""
    files.append(File.generated(config, "index.md", abs_src_path=str(ROOT / "README.md")))
    added = sorted({path for pattern in ADDED for path in ROOT.glob(pattern) if path.is_file()})
    for path in added:
        files.append(File.generated(config, path.relative_to(ROOT).as_posix(), abs_src_path=str(path)))
    _api_pages(files, config)
    return files


def api_modules() -> list[str]:
    """The API reference's pages: each top-level module and each subpackage of ``belote_ref``, and
    each profile's package (``belote_ref.profiles.<name>``)."""
    package = ROOT / "belote_ref"
    names = [p.stem for p in package.glob("*.py") if not p.stem.startswith("_")]
    names += [p.parent.name for p in package.glob("*/__init__.py")]
    names += [f"profiles.{p.parent.name}" for p in package.glob("profiles/*/__init__.py")]
    return sorted(f"belote_ref.{n}" for n in names)


def _summary(module: str) -> str:
    """The first line of a module's docstring, read without importing it."""
    path = ROOT / module.replace(".", "/")
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    return doc.strip().split("\n\n")[0].replace("\n", " ").replace("|", "\\|")


def _is_package(module: str) -> bool:
    return (ROOT / module.replace(".", "/")).is_dir()


def _api_pages(files: Files, config: Any) -> None:
    modules = api_modules()
    for module in modules:
        # a package shows its modules, unless its subpackages have pages of their own (each
        # object is documented on one page: mkdocs-autorefs wants one primary URL)
        own = _is_package(module) and not any(m.startswith(module + ".") for m in modules)
        options = "\n    options:\n      show_submodules: true\n" if own else "\n"
        files.append(File.generated(config, f"api/{module}.md", content=f"# `{module}`\n\n::: {module}{options}"))


def api_table() -> str:
    """The table of ``docs/api/index.md`` (in place of its ``<!-- modules -->`` line)."""
    rows = [f"| [`{m}`]({m}.md){' and its modules' if _is_package(m) else ''} | {_summary(m)} |"
            for m in api_modules()]
    return "\n".join(["| module | what it holds |", "| --- | --- |", *rows])


def _relink(markdown: str, rewrite: Any) -> str:
    return _LINK.sub(lambda m: m.group(1) + rewrite(m.group(2)), markdown)


def _home(target: str, depth: int) -> str:
    """``README.md`` at the top of the repository is the site's ``index.md``."""
    path, hash_, anchor = target.partition("#")
    return "../" * depth + "index.md" + hash_ + anchor if path == "../" * depth + "README.md" else target


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Read each link where the page is in the repository (see the module's docstring)."""
    src = page.file.src_uri
    if src == "api/index.md":
        markdown = markdown.replace("<!-- modules -->", api_table())
    if src == "index.md":  # README.md, at the top of the repository: docs/x.md is x.md on the site
        return _relink(markdown, lambda t: t[len("docs/"):] if t.startswith("docs/") else t)
    if page.file.abs_src_path and Path(page.file.abs_src_path).resolve().is_relative_to(ROOT / "docs"):
        depth = src.count("/")  # a guide in docs/: a link that leaves docs/ goes one folder less up
        up = "../" * (depth + 1)
        return _relink(markdown, lambda t: _home("../" * depth + t[len(up):], depth) if t.startswith(up) else t)
    return markdown
