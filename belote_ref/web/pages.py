"""The HTML of the browser pages: one shell (header, navigation, the stylesheet, a page's module),
and the body of each page. The table, the lobby and the viewer fill their bodies with JavaScript
modules (``static/js/``) from what the server sends; the rulebook's bodies are rendered here.
"""

from __future__ import annotations

import html

from ..profiles.acanomas.ruleset import OPTION_CHOICES as ACANOMAS_CHOICES, PROFILE as ACANOMAS
from ..rules import PROFILES as RULE_PROFILES
from . import rulebook

CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; "
       "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
"""Everything a page loads comes from the server that served it: nothing is fetched elsewhere."""


def shell(title: str, body: str, active: str, script: str | None = None, table: bool = True,
          extra_class: str = "") -> str:
    """A whole page. ``active``: the navigation entry to mark (table, viewer, rules)."""
    links = [("table", "/", "Table")] if table else []
    links += [("viewer", "/viewer", "Viewer"), ("rules", "/rules/", "Rulebook")]
    nav = "".join(
        f'<a href="{href}"{" aria-current=page" if key == active else ""}>{label}</a>' for key, href, label in links)
    module = f'<script type="module" src="/static/js/{script}"></script>' if script else ""
    return (
        "<!doctype html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)} · belote-ref</title>"
        '<link rel="icon" href="/static/cards/back.svg">'
        f'<link rel="stylesheet" href="/static/style.css">{module}</head>'
        f'<body class="page-{active} {extra_class}" data-table="{"yes" if table else "no"}">'
        '<a class="skip" href="#main">Skip to content</a>'
        f'<header class="top"><a class="brand" href="{"/" if table else "/viewer"}">belote-ref</a>'
        f'<nav aria-label="pages">{nav}</nav></header>'
        f'<main id="main" tabindex="-1">{body}</main></body></html>\n'
    )


LOBBY = """
<h1>Belote tables</h1>
<div class="lobby">
<section class="panel" aria-labelledby="new-h">
<h2 id="new-h">A new table</h2>
<form id="new-room" class="form">
  <label>Name <input name="name" maxlength="80" placeholder="Friday game"></label>
  <label>Profile <select name="profile" id="profile"></select></label>
  <label id="players-row" hidden>Players <select name="players" id="players">
    {players}</select>
    <a class="clause-mini" href="/rules/clause/ACA-SEATS-PLAYERS" title="rule ACA-SEATS-PLAYERS">ACA-SEATS-PLAYERS</a></label>
  <fieldset id="seats"><legend>Seats</legend></fieldset>
  <fieldset id="away"><legend>A player who does not act</legend>
    <label>After <input name="turn_timeout_s" id="turn-timeout" type="number" min="1" step="1"> s,
      <select name="takeover" id="takeover"></select></label>
    <a class="clause-mini" href="/rules/clause/TABLE-TIMEOUT" title="rule TABLE-TIMEOUT">TABLE-TIMEOUT</a>
  </fieldset>
  <fieldset id="options"><legend>Rules</legend>
    <label>Play to <input name="target" type="number" min="1" step="1" id="target"> points</label>
  </fieldset>
  <details><summary>More</summary>
    <label>AI safety net <input name="ai_budget_ms" type="number" min="1" max="2000" value="2000"> ms</label>
    <label>Pause before each AI action <input name="ai_delay_ms" type="number" min="0" max="10000" value="700"> ms</label>
    <label>Seed (replays the same deals) <input name="seed" type="number" min="0" step="1" placeholder="random"></label>
  </details>
  <p class="form-error" role="alert" id="create-error"></p>
  <button type="submit" class="primary">Create the table and sit down</button>
</form>
</section>
<section class="panel" aria-labelledby="rooms-h">
<h2 id="rooms-h">Tables on this server</h2>
<p><button type="button" id="refresh">Refresh</button></p>
<div id="rooms" aria-live="polite"><p>Loading…</p></div>
</section>
</div>
"""

TABLE = """
<div id="table-app" class="table-app">
  <div class="status-bar">
    <div id="room-title" class="room-title">Connecting…</div>
    <div id="totals" class="totals" aria-live="polite"></div>
    <p id="rejoin" class="rejoin-note" hidden></p>
  </div>
  <div class="table-layout">
    <div class="felt" id="felt">
      <div class="seat-area pos-top" id="pos-2"></div>
      <div class="seat-area pos-left" id="pos-1"></div>
      <div class="seat-area pos-right" id="pos-3"></div>
      <div class="centre" id="centre" aria-live="polite"></div>
      <div class="seat-area pos-bottom" id="pos-0"></div>
    </div>
    <div class="controls">
      <p id="turn" class="turn" role="status" aria-live="polite"></p>
      <div id="refusal" class="refusal" role="alert" hidden></div>
      <div id="bids" class="bid-buttons" role="group" aria-label="your bid"></div>
      <label id="belote-toggle" class="belote-toggle" hidden><input type="checkbox" id="announce" checked>
        Announce belote-rebelote with the first trump king or queen</label>
      <div id="hand" class="hand" role="group" aria-label="your hand"></div>
      <p class="hint">Keyboard: Tab to your hand, ← → to choose a card, Enter to play it.</p>
    </div>
    <aside class="side">
      <section class="panel" aria-labelledby="sheet-h"><h2 id="sheet-h">Score sheet</h2><div id="sheet"></div></section>
      <section class="panel" aria-labelledby="log-h"><h2 id="log-h">What happened</h2><ol id="log" class="log"></ol></section>
    </aside>
  </div>
  <div id="match-end" class="match-end" hidden role="dialog" aria-labelledby="match-end-h"></div>
</div>
"""

VIEWER = """
<div id="viewer-app" class="viewer-app">
  <div class="viewer-head">
    <div><h1 id="v-title">Transcript viewer</h1><p id="v-summary" class="summary"></p></div>
    <form id="v-open" class="open-file"><label>Open a transcript <input type="file" id="v-file"
      accept=".json,application/json"></label></form>
  </div>
  <div id="v-errors" class="errors" role="alert" hidden></div>
  <div id="v-body" hidden>
    <div class="viewer-controls" role="toolbar" aria-label="step through the transcript">
      <label>Hand <select id="v-hand"></select></label>
      <button type="button" id="v-first" title="first step of the hand (Home)">« First</button>
      <button type="button" id="v-prev" title="previous step (←)">◀ Back</button>
      <span id="v-pos" class="pos" aria-live="polite"></span>
      <button type="button" id="v-next" title="next step (→)">Next ▶</button>
      <button type="button" id="v-last" title="last step of the hand (End)">Last »</button>
      <input type="range" id="v-slider" min="0" value="0" aria-label="step">
      <fieldset class="mode"><legend>Seen by</legend>
        <label><input type="radio" name="mode" value="arbiter" checked> arbiter (all hands)</label>
        <span id="v-seat-modes"></span>
      </fieldset>
    </div>
    <div class="viewer-layout">
      <div>
        <div class="felt" id="v-felt">
          <div class="seat-area pos-top" id="v-pos-2"></div>
          <div class="seat-area pos-left" id="v-pos-1"></div>
          <div class="seat-area pos-right" id="v-pos-3"></div>
          <div class="centre" id="v-centre"></div>
          <div class="seat-area pos-bottom" id="v-pos-0"></div>
        </div>
        <div id="v-step" class="step-info"></div>
      </div>
      <aside class="side">
        <section class="panel"><h2>Departures</h2><ol id="v-departures" class="departures"></ol></section>
        <section class="panel"><h2>Notes</h2><ul id="v-notes" class="notes"></ul></section>
      </aside>
    </div>
  </div>
</div>
"""


def lobby_page() -> str:
    """The lobby; the belote-acanomas player counts are its option ``players``'s choices, the
    default selected (ACA-SEATS-PLAYERS)."""
    choices = ACANOMAS_CHOICES["players"]
    players = "".join(f'<option value="{n}"{" selected" if n == choices[0] else ""}>{n}</option>'
                      for n in sorted(choices))
    return shell("Tables", LOBBY.replace("{players}", players), "table", "lobby.js")


def table_page() -> str:
    return shell("Table", TABLE, "table", "table.js", extra_class="felt-page")


def viewer_page(table: bool) -> str:
    return shell("Viewer", VIEWER, "viewer", "viewer.js", table=table)


def _profile_heading(profile: str) -> str:
    """A profile's heading in the rulebook's navigation: its name, and for belote-acanomas the
    number of players its option ``players`` allows (ACA-SEATS-PLAYERS)."""
    if profile != ACANOMAS:
        return profile
    players = ACANOMAS_CHOICES["players"]
    return f"{profile} ({min(players)}–{max(players)} players)"


def _profile_folders() -> dict[str, str]:
    """Each profile's folder of spec/ ("" for the top one), as its clauses' chapters say."""
    return {c["profile"]: c["chapter"].rpartition("/")[0] for c in rulebook.clause_index()}


def _sidebar(current: str) -> str:
    def item(c: rulebook.Chapter) -> str:
        return (f'<li><a href="/rules/{"" if c.name == "README" else c.name}"'
                f'{" aria-current=page" if c.name == current else ""}>{html.escape(c.title)}</a></li>')

    groups = []
    folders = _profile_folders()
    for pid in RULE_PROFILES:
        folder = folders[pid]
        mine = [c for c in rulebook.chapters() if c.name.rpartition("/")[0] == folder]
        mine.sort(key=lambda c: c.name != f"{folder}/README".lstrip("/"))  # the profile's overview first
        groups.append(f'<h3 id="nav-{pid}">{html.escape(_profile_heading(pid))}</h3>'
                      f'<ol aria-labelledby="nav-{pid}">{"".join(item(c) for c in mine)}</ol>')
    items = "".join(groups)
    return (
        '<aside class="rules-nav"><form class="search" role="search" id="rule-search-form" action="/rules/">'
        '<label for="rule-search">Search the rules, their scenarios and sources</label>'
        '<input id="rule-search" name="q" type="search" autocomplete="off" placeholder="PLAY-OVERTRUMP, dix de der, sobrecortar…" '
        'aria-controls="rule-results"></form><ol id="rule-results" class="results" aria-live="polite"></ol>'
        f'<nav aria-label="chapters"><h2>Chapters</h2>{items}</nav></aside>'
    )


def rules_page(name: str, table: bool) -> str:
    """A chapter's page (``README``: the overview, with every clause listed)."""
    body = rulebook.chapter_html(name)
    if name == "README":
        rows = "".join(
            f'<tr><td><a href="/rules/{c["chapter"]}#{c["id"]}"><code>{c["id"]}</code></a></td>'
            f'<td>{html.escape(c["title"])}</td><td>{c["chapter"]}</td></tr>' for c in rulebook.clause_index())
        body += '<h2 id="all-clauses">Every clause</h2>' + rulebook.scrolling_tables(
            '<table class="clause-table"><thead><tr>'
            f"<th>ID</th><th>title</th><th>chapter</th></tr></thead><tbody>{rows}</tbody></table>")
    title = next((c.title for c in rulebook.chapters() if c.name == name), name)
    return shell(title, f'<div class="rules">{_sidebar(name)}<article class="chapter">{body}</article></div>',
                 "rules", "rulebook.js", table=table)


def source_page(name: str, text: str, table: bool) -> str:
    if name.endswith(".md"):
        body = rulebook.render_markdown(text, "sources")
    else:
        body = f"<h1>{html.escape(name)}</h1><pre class='source'>{html.escape(text)}</pre>"
    return shell(name, f'<div class="rules">{_sidebar("")}<article class="chapter">{body}</article></div>',
                 "rules", "rulebook.js", table=table)


def not_found(what: str, table: bool) -> str:
    return shell("Not found", f"<h1>Not found</h1><p>{html.escape(what)}</p><p><a href='/rules/'>The rulebook</a></p>",
                 "rules", table=table)
