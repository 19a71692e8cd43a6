"""The rulebook: ``spec/`` rendered as pages on the server, one per chapter (Markdown to HTML with
markdown-it-py), every clause a section anchored by its ID with its scenarios from ``features/``
beneath it; clause IDs in the text link to their clause, links between chapters stay inside the
rulebook, and table cells that hold cards are drawn as cards.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token

from ..resources import data_path
from .scenarios import Scenario, Step, by_clause

HEADING = re.compile(r"^### (\S+) — (.+)$", re.M)
ANY_HEADING = re.compile(r"^#{1,3} .*$", re.M)
PART = re.compile(r"^\*\*([A-Z][a-z]+(?: [a-z]+)*)\.\*\*", re.M)
CARD = re.compile(r"(10|[7-9JQKA])([♣♦♥♠])")
CARD_CELL = re.compile(r"^\s*(?:(?:10|[7-9JQKA])[♣♦♥♠](?:\s*\((?:belote|rebelote)\))?[\s,]*)+$")
SUIT_LETTER = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
ID_WORD = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b")
READER_NAMES = ((re.compile(r"\b(?:seed|text) 000\b"), "the older Spanish text"),
                (re.compile(r"\bseed 001\b"), "the rule card"))
"""The spec's own names of its sources, as a reader of the rulebook reads them: the spec says
"seed 000" or "text 000" for ``sources/older-text-000.txt`` and "seed 001" for the rule card."""
SOURCE_TITLES = {"rule-card-001.txt": "The rule card (Spanish)", "older-text-000.txt": "The older Spanish text",
                 "rules-decisions.md": "The decisions table", "rules-decisions-000.md": "The decisions table of the older text"}
"""How the rulebook names each file of ``spec/sources/`` (the file's own name otherwise)."""


@dataclass(frozen=True)
class Chapter:
    name: str
    title: str


def _md() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": False}).enable("table")


@lru_cache(maxsize=1)
def _plain_md() -> MarkdownIt:
    """One parser for :func:`plain_text` (it keeps no state between documents)."""
    return _md()


@lru_cache(maxsize=1)
def clause_index() -> tuple[dict[str, Any], ...]:
    """The clauses of ``spec/clauses.json``, in its order."""
    doc = json.loads(data_path("spec", "clauses.json").read_text(encoding="utf-8"))
    return tuple(doc["clauses"])


def clause_chapters() -> dict[str, str]:
    """Clause ID -> the chapter that holds it."""
    return {c["id"]: c["chapter"] for c in clause_index()}


@lru_cache(maxsize=1)
def chapters() -> tuple[Chapter, ...]:
    """Every page of ``spec/``: the overview (README) first, then the chapters that hold clauses
    in the index's order, then the other pages by name."""
    folder = data_path("spec")
    names = [p.stem for p in sorted(folder.glob("*.md"))]
    names += [f"{p.parent.name}/{p.stem}" for p in sorted(folder.glob("acanomas/*.md"))]  # profile belote-acanomas
    order = ["README"] + list(dict.fromkeys(c["chapter"] for c in clause_index()))
    ordered = [n for n in order if n in names] + [n for n in names if n not in order]
    out = []
    for name in ordered:
        text = (folder / f"{name}.md").read_text(encoding="utf-8")
        m = re.search(r"^# (.+)$", text, re.M)
        out.append(Chapter(name, plain_text(m.group(1)) if m else name))
    return tuple(out)


def reader_words(text: str) -> str:
    """``text`` with the spec's internal names of its sources replaced by the reader's (READER_NAMES)."""
    for pattern, words in READER_NAMES:
        text = pattern.sub(words, text)
    return text


def plain_text(markdown: str) -> str:
    """Markdown as the text a reader sees: no markup, no backticks, the reader's names, one space
    between words."""
    rendered = _plain_md().render(markdown)
    blocks = re.sub(r"</?(?:p|li|h\d|tr|td|th|pre|ul|ol|table|thead|tbody|blockquote|div|hr|br)\b[^>]*>", " ", rendered)
    text = html.unescape(re.sub(r"<[^>]+>", "", blocks))
    return reader_words(re.sub(r"\s+", " ", text).strip())


def chapter_names() -> set[str]:
    return {c.name for c in chapters()}


def slug(text: str) -> str:
    """A heading's anchor, as GitHub writes it: lower case, punctuation dropped, spaces to '-'."""
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


# --- cards --------------------------------------------------------------------------------------
def card_code(rank: str, symbol: str) -> str:
    return rank + SUIT_LETTER[symbol]


def cards_html(text: str) -> str:
    """A cell of card texts (``A♣ K♣ Q♥ (belote)``) drawn as small cards."""
    parts = []
    for m in re.finditer(r"(10|[7-9JQKA])([♣♦♥♠])(\s*\((?:belote|rebelote)\))?", text):
        code = card_code(m.group(1), m.group(2))
        alt = m.group(1) + m.group(2)
        note = f'<span class="card-note">{html.escape(m.group(3).strip())}</span>' if m.group(3) else ""
        parts.append(f'<span class="mini-card"><img src="/static/cards/{code}.svg" alt="{alt}" title="{alt}" '
                     f'width="30" height="42">{note}</span>')
    return f'<span class="card-row">{"".join(parts)}</span>'


def chip(text: str) -> str:
    """A card written in the text (``K♦``): its name coloured by suit."""
    red = text[-1] in "♥♦"
    return f'<span class="card-chip{" red" if red else ""}">{html.escape(text)}</span>'


# --- Markdown -----------------------------------------------------------------------------------
def _href(href: str, chapter: str) -> str | None:
    """Where a link of the spec points in the rulebook (None: a file the rulebook does not show)."""
    if re.match(r"^[a-z]+:", href) or href.startswith("#"):
        return href
    path, _, frag = href.partition("#")
    frag = f"#{frag}" if frag else ""
    if path.startswith("sources/"):
        return f"/rules/{path}{frag}"
    if path.endswith(".md") and "/" not in path and "/" in chapter:  # a chapter of profile belote-acanomas
        name = f"{chapter.rsplit('/', 1)[0]}/{path[:-3]}"
        if name in chapter_names():
            return f"/rules/{name}{frag}"
    if path.endswith(".md") and "/" not in path:
        name = path[:-3]
        if name == "README":
            return f"/rules/{frag}" if frag else "/rules/"
        if name in chapter_names():
            return f"/rules/{name}{frag}"
    return None


def _link_ids(children: list[Token], ids: set[str], chapter_of: dict[str, str]) -> list[Token]:
    """Clause IDs in text become links to their clause; a code span holding one card a chip."""
    out: list[Token] = []
    in_link = 0
    for tok in children:
        if tok.type == "link_open":
            in_link += 1
        elif tok.type == "link_close":
            in_link -= 1
        if tok.type == "code_inline" and not in_link:
            if tok.content in ids:
                out += _id_link(tok.content, chapter_of, code=True)
                continue
            if CARD.fullmatch(tok.content):
                out.append(Token("html_inline", "", 0, content=chip(tok.content)))
                continue
        if tok.type == "text" and not in_link and ID_WORD.search(tok.content):
            pos = 0
            for m in ID_WORD.finditer(tok.content):
                if m.group(0) not in ids:
                    continue
                if m.start() > pos:
                    out.append(Token("text", "", 0, content=tok.content[pos:m.start()]))
                out += _id_link(m.group(0), chapter_of)
                pos = m.end()
            if pos < len(tok.content):
                out.append(Token("text", "", 0, content=tok.content[pos:]))
            continue
        out.append(tok)
    return out


def _id_link(cid: str, chapter_of: dict[str, str], code: bool = False) -> list[Token]:
    a = Token("link_open", "a", 1, attrs={"href": f"/rules/{chapter_of[cid]}#{cid}", "class": "clause-ref"})
    inner = Token("code_inline", "code", 0, content=cid) if code else Token("text", "", 0, content=cid)
    return [a, inner, Token("link_close", "a", -1)]


def render_markdown(text: str, chapter: str) -> str:
    """Markdown of chapter ``chapter`` to HTML (links, clause IDs, card cells, heading anchors)."""
    md = _md()
    tokens = md.parse(text)
    ids = set(clause_chapters())
    chapter_of = clause_chapters()
    in_cell = False
    for i, tok in enumerate(tokens):
        if tok.type in ("td_open", "th_open"):
            in_cell = True
        elif tok.type in ("td_close", "th_close"):
            in_cell = False
        elif tok.type == "heading_open" and i + 1 < len(tokens):
            tok.attrSet("id", slug(tokens[i + 1].content))
        elif tok.type == "inline" and tok.children is not None:
            if in_cell and CARD_CELL.match(tok.content):
                tok.children = [Token("html_inline", "", 0, content=cards_html(tok.content))]
                continue
            stack: list[Token] = []
            for child in tok.children:
                if child.type == "link_open":
                    target = _href(str(child.attrGet("href") or ""), chapter)
                    if target is None:
                        child.tag = "span"
                        child.attrs = {"class": "repo-path", "title": str(child.attrGet("href"))}
                    else:
                        child.attrSet("href", target)
                    stack.append(child)
                elif child.type == "link_close" and stack:
                    child.tag = stack.pop().tag
            for child in tok.children:
                if child.type == "text":
                    child.content = reader_words(child.content)
            tok.children = _link_ids(tok.children, ids, chapter_of)
        elif tok.type == "fence" and tok.info.strip() == "mermaid":
            tok.info = "text"
    return scrolling_tables(md.renderer.render(tokens, md.options, {}))


def scrolling_tables(text: str) -> str:
    """Each table in a box that scrolls sideways on its own when the table is wider than the
    page (a phone), so that the page does not."""
    return text.replace("<table", '<div class="table-scroll"><table').replace("</table>", "</table></div>")


# --- scenarios ----------------------------------------------------------------------------------
def _cell(text: str) -> str:
    if CARD_CELL.match(text):
        return cards_html(text)
    return CARD.sub(lambda m: chip(m.group(0)), html.escape(text))


def _table(rows: list[list[str]]) -> str:
    if not rows:
        return ""
    head = "".join(f"<th>{_cell(c)}</th>" for c in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{_cell(c)}</td>" for c in r) + "</tr>" for r in rows[1:])
    return scrolling_tables(f'<table class="gherkin-table"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')


def _step(s: Step, background: bool = False) -> str:
    if s.keyword == "#":
        return f'<li class="step comment"># {_inline(s.text)}</li>'
    extra = _table(s.table)
    if s.docstring is not None:
        extra += f"<pre>{html.escape(s.docstring)}</pre>"
    cls = "step background" if background else "step"
    return f'<li class="{cls}"><b class="kw">{html.escape(s.keyword)}</b> {_inline(s.text)}{extra}</li>'


def _inline(text: str) -> str:
    return CARD.sub(lambda m: chip(m.group(0)), html.escape(reader_words(text)))


def scenario_html(s: Scenario, cid: str) -> str:
    steps = "".join(_step(x, background=True) for x in s.background) + "".join(_step(x) for x in s.steps)
    examples = "".join(
        f'<div class="examples"><b class="kw">{html.escape(e.keyword)}:</b> {html.escape(e.title)}{_table(e.table)}</div>'
        for e in s.examples)
    tags = " ".join(f'<span class="tag">@{html.escape(t)}</span>' for t in s.own_tags or s.tags)
    where = f"features/{s.file}" + (f", rule: {s.rule}" if s.rule else "")
    return (f'<details class="scenario" data-clause="{cid}"><summary><span class="kw">{html.escape(s.keyword)}:</span> '
            f'{_inline(s.title)}</summary><div class="scenario-body"><p class="scenario-where">{html.escape(where)} '
            f'{tags}</p><ol class="steps">{steps}</ol>{examples}</div></details>')


# --- pages --------------------------------------------------------------------------------------
def sections(text: str) -> list[tuple[str | None, str, str]]:
    """A chapter split into (clause ID or None, title, Markdown body): the text before the first
    clause, each clause to the next heading of level 3 or above, the text between."""
    ids = set(clause_chapters())
    heads = list(ANY_HEADING.finditer(text))
    out: list[tuple[str | None, str, str]] = []
    pos = 0
    for k, m in enumerate(heads):
        h = HEADING.match(m.group(0))
        if not h or h.group(1) not in ids:
            continue
        if m.start() > pos:
            out.append((None, "", text[pos:m.start()]))
        end = next((x.start() for x in heads[k + 1:]), len(text))
        out.append((h.group(1), h.group(2).strip(), text[m.end():end]))
        pos = end
    if pos < len(text):
        out.append((None, "", text[pos:]))
    return out


def chapter_html(name: str) -> str:
    """The body of one chapter's page: its clauses as anchored sections, each with its scenarios."""
    text = data_path("spec", f"{name}.md").read_text(encoding="utf-8")
    scenarios = by_clause()
    parts = []
    for cid, title, body in sections(text):
        if cid is None:
            parts.append(render_markdown(body, name))
            continue
        found = scenarios.get(cid, [])
        listed = "".join(scenario_html(s, cid) for s in found)
        count = f"{len(found)} scenario{'s' if len(found) != 1 else ''}"
        parts.append(
            f'<section class="clause" id="{cid}"><h3><a class="anchor" href="#{cid}" aria-label="link to {cid}">#</a>'
            f'<span class="clause-id">{cid}</span> {html.escape(reader_words(title))}</h3>{render_markdown(body, name)}'
            f'<div class="scenarios"><h4>Scenarios <span class="count">({count}, tagged @{cid})</span></h4>'
            f"{listed or '<p>none</p>'}</div></section>")
    return "".join(parts)


@lru_cache(maxsize=1)
def clause_texts() -> dict[str, dict[str, str]]:
    """Clause ID -> its title, chapter and Rule part as HTML (for the viewer's departures)."""
    out: dict[str, dict[str, str]] = {}
    for ch in chapters():
        text = data_path("spec", f"{ch.name}.md").read_text(encoding="utf-8")
        for cid, title, body in sections(text):
            if cid is None:
                continue
            rule = _part(body, "Rule")
            out[cid] = {"title": title, "chapter": ch.name, "rule_html": render_markdown(rule, ch.name) if rule else ""}
    return out


def _part(body: str, name: str) -> str:
    """One part (``**Rule.** ...``) of a clause's body, up to the next part."""
    marks = list(PART.finditer(body))
    for k, m in enumerate(marks):
        if m.group(1) == name:
            end = marks[k + 1].start() if k + 1 < len(marks) else len(body)
            return body[m.end():end].strip()
    return ""


def scenario_text(s: Scenario) -> str:
    """A scenario as words to search: its title, its steps, their tables and its examples."""
    parts = [s.title]
    for st in [*s.background, *s.steps]:
        parts.append(st.text)
        parts += [" ".join(row) for row in st.table]
        if st.docstring:
            parts.append(st.docstring)
    for e in s.examples:
        parts.append(e.title)
        parts += [" ".join(row) for row in e.table]
    return reader_words(re.sub(r"\s+", " ", " · ".join(parts)).strip())


@lru_cache(maxsize=1)
def search_index() -> list[dict[str, str]]:
    """What the search box searches for each clause: its ID, title, chapter and address, its
    text as a reader sees it, and its scenarios' words."""
    bodies: dict[str, str] = {}
    for ch in chapters():
        for cid, _title, body in sections(data_path("spec", f"{ch.name}.md").read_text(encoding="utf-8")):
            if cid is not None:
                bodies[cid] = body
    scenarios = by_clause()
    return [{"id": c["id"], "title": reader_words(c["title"]), "chapter": c["chapter"],
             "href": f"/rules/{c['chapter']}#{c['id']}", "text": plain_text(bodies.get(c["id"], "")),
             "scenarios": " ¶ ".join(scenario_text(s) for s in scenarios.get(c["id"], []))}
            for c in clause_index()]


@lru_cache(maxsize=1)
def source_index() -> list[dict[str, str]]:
    """And each source file's title, address and text (the Spanish texts as written)."""
    out = []
    for name in source_names():
        text = data_path("spec", "sources", name).read_text(encoding="utf-8")
        out.append({"name": name, "title": SOURCE_TITLES.get(name, name), "href": f"/rules/sources/{name}",
                    "text": plain_text(text) if name.endswith(".md") else re.sub(r"\s+", " ", text).strip()})
    return out


@lru_cache(maxsize=1)
def chapter_index() -> list[dict[str, str]]:
    """And each chapter's name, title, address and the text between its clauses."""
    out = []
    for c in chapters():
        text = data_path("spec", f"{c.name}.md").read_text(encoding="utf-8")
        prose = "\n\n".join(body for cid, _t, body in sections(text) if cid is None)
        out.append({"chapter": c.name, "title": c.title, "href": "/rules/" if c.name == "README" else f"/rules/{c.name}",
                    "text": plain_text(prose)})
    return out


def source_names() -> list[str]:
    folder = data_path("spec", "sources")
    return sorted(p.name for p in folder.iterdir() if p.is_file())

