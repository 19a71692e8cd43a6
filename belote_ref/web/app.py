"""The routes of the browser pages: the lobby and the table (beside the table server's API), the
transcript viewer, the rulebook, the static files, and the data the pages need (the viewer's
document of a transcript, the ruleset options for the lobby, the clause search index).

``routes()`` is mounted by the table server (:class:`belote_ref.table.runner.ServerConfig`);
``viewer_app(doc)`` serves the viewer and the rulebook alone, for ``belote-ref view FILE``.
"""

from __future__ import annotations

import asyncio
import gzip
import json
from functools import cmp_to_key, lru_cache
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from ..cards import RANK_TEXT
from ..resources import data_path
from ..rules import PROFILES as RULE_PROFILES, profile_rules
from ..ruleset import MAX_TARGET, OPTION_CHOICES, OPTION_CLAUSES, OPTION_DEFAULTS, DISABLED_VARIANTS
from . import pages, rulebook
from .viewer import MAX_TRANSCRIPT_BYTES, TooLarge, document_from_bytes

STATIC = Path(__file__).resolve().parent / "static"
Json = dict[str, Any]


def _html(text: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(text, status_code=status, headers={
        "Content-Security-Policy": pages.CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
        "Cache-Control": "no-cache"})


def clause_id(request: Request) -> str:
    """The clause ID of an address, in any case (/rules/clause/play-overtrump): the spec's IDs are
    upper case."""
    return str(request.path_params["clause"]).upper()


LOBBY_ROOM: Json = {"turn_timeout_s": 60, "takeover": "normal"}
"""What a room created from the lobby has unless the player changes it (TABLE-ROOMS, issue 34): a
turn time of 60 s, then the normal AI plays for the seat (TABLE-TIMEOUT)."""


def card_orders(rules: Any) -> dict[str, list[str]]:
    """The ranks strongest first in the trump suit and in a plain suit, as the rules object's
    trick winner orders them (CARDS-TRUMP-ORDER, CARDS-PLAIN-ORDER; ACA-PLAY-TRICK-WINNER): the
    order the pages sort a hand in, so that no page writes a rank order of its own."""
    def ranked(suit: int, trump: int) -> list[str]:
        def compare(a: int, b: int) -> int:  # a before b when a, played after b, wins the trick
            return -1 if rules.trick_winner(0, [b, a], trump) != rules.trick_winner(0, [b], trump) else 1
        cards = sorted((suit * 8 + r for r in range(8)), key=cmp_to_key(compare))
        return [RANK_TEXT[c & 7] for c in cards]
    return {"trump": ranked(0, 0), "plain": ranked(0, 1)}


@lru_cache(maxsize=1)
def profiles_json() -> dict[str, Json]:
    """What the pages read of each profile's rules: its card orders (:func:`card_orders`)."""
    return {name: {"card_orders": card_orders(profile_rules(name))} for name in RULE_PROFILES}


def options_json() -> Json:
    """The ruleset options a room may set, for the lobby's form (RULESET-OPTIONS, MATCH-END), the
    lobby's turn time and takeover (LOBBY_ROOM, TABLE-ROOMS), and each profile's card orders, for the table and the viewer (:func:`profiles_json`)."""
    return {
        "profiles": profiles_json(),
        "lobby": dict(LOBBY_ROOM),
        "options": [{"name": n, "choices": list(OPTION_CHOICES[n]), "default": OPTION_DEFAULTS[n],
                     "clause": OPTION_CLAUSES[n]} for n in OPTION_CHOICES],
        "target": {"default": OPTION_DEFAULTS["target"], "max": MAX_TARGET, "clause": OPTION_CLAUSES["target"]},
        "disabled": list(DISABLED_VARIANTS),
    }


@lru_cache(maxsize=1)
def _search_json() -> tuple[bytes, bytes]:
    """The rulebook's search index (clauses with their text and scenarios, chapters, sources), as
    JSON and gzipped: about 1.1 MB, 230 KB gzipped."""
    doc = {"clauses": rulebook.search_index(), "chapters": rulebook.chapter_index(), "sources": rulebook.source_index()}
    plain = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return plain, gzip.compress(plain, 6)


async def _body(request: Request, limit: int) -> bytes:
    size, chunks = 0, []
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise TooLarge(f"a transcript may have at most {limit} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


def routes(table: bool = True, file_doc: Json | None = None) -> list[BaseRoute]:
    """The pages' routes. ``table``: served beside the table server (the lobby and the table
    pages); ``file_doc``: the viewer document of the file given to ``belote-ref view``."""
    texts = rulebook.clause_texts

    async def lobby(request: Request) -> Response:
        return _html(pages.lobby_page())

    async def table_page(request: Request) -> Response:
        return _html(pages.table_page())

    async def viewer(request: Request) -> Response:
        return _html(pages.viewer_page(table))

    async def rules_index(request: Request) -> Response:
        return _html(pages.rules_page("README", table))

    async def chapter(request: Request) -> Response:
        name = request.path_params["chapter"]
        if name not in rulebook.chapter_names() or name == "README":
            if name == "README":
                return RedirectResponse("/rules/", status_code=307)
            if f"{name.rstrip('/')}/README" in rulebook.chapter_names():  # /rules/acanomas/: the profile's overview
                return RedirectResponse(f"/rules/{name.rstrip('/')}/README", status_code=307)
            return _html(pages.not_found(f"the rulebook has no chapter {name!r}", table), 404)
        return _html(pages.rules_page(name, table))

    async def clause(request: Request) -> Response:
        cid = clause_id(request)
        chapter_of = rulebook.clause_chapters()
        if cid not in chapter_of:
            return _html(pages.not_found(f"no clause has the ID {cid!r}", table), 404)
        return RedirectResponse(f"/rules/{chapter_of[cid]}#{cid}", status_code=307)

    async def source(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in rulebook.source_names():
            return _html(pages.not_found(f"no source file {name!r}", table), 404)
        text = data_path("spec", "sources", name).read_text(encoding="utf-8")
        if request.query_params.get("raw"):
            return PlainTextResponse(text)
        return _html(pages.source_page(name, text, table))

    async def search_index(request: Request) -> Response:
        plain, packed = _search_json()
        if "gzip" in request.headers.get("accept-encoding", ""):
            return Response(packed, media_type="application/json",
                            headers={"Content-Encoding": "gzip", "Vary": "Accept-Encoding"})
        return Response(plain, media_type="application/json", headers={"Vary": "Accept-Encoding"})

    async def clause_json(request: Request) -> Response:
        cid = clause_id(request)
        found = texts().get(cid)
        if found is None:
            return JSONResponse({"error": "no-clause", "message": f"no clause has the ID {cid!r}"}, status_code=404)
        return JSONResponse({"id": cid, **found, "href": f"/rules/{found['chapter']}#{cid}"})

    async def options(request: Request) -> Response:
        return JSONResponse(options_json())

    async def view_posted(request: Request) -> Response:
        try:
            data = await _body(request, MAX_TRANSCRIPT_BYTES)
        except TooLarge as exc:
            return JSONResponse({"error": "too-large", "message": str(exc)}, status_code=413)
        name = request.query_params.get("name", "transcript")[:200]
        try:
            doc = await asyncio.to_thread(document_from_bytes, data, name, texts())
        except TooLarge as exc:  # pragma: no cover - the stream is bounded above
            return JSONResponse({"error": "too-large", "message": str(exc)}, status_code=413)
        return JSONResponse(doc)

    async def view_file(request: Request) -> Response:
        if file_doc is None:
            return JSONResponse({"error": "no-file", "message": "this server was not started with a file "
                                 "(belote-ref view FILE)"}, status_code=404)
        return JSONResponse(file_doc)

    api = Starlette(routes=[
        Route("/viewer", view_posted, methods=["POST"]),
        Route("/file", view_file),
        Route("/options", options),
        Route("/clauses/{clause}", clause_json),
    ], middleware=[Middleware(GZipMiddleware, minimum_size=2048)])
    out: list[BaseRoute] = []
    if table:
        out += [Route("/", lobby), Route("/table", table_page)]
    out += [
        Route("/viewer", viewer),
        Route("/rules/", rules_index),
        Route("/rules", lambda r: RedirectResponse("/rules/", status_code=307)),
        Route("/rules/search.json", search_index),
        Route("/rules/clause/{clause}", clause),
        Route("/rules/sources/{name}", source),
        Route("/rules/{chapter:path}", chapter),
        Mount("/web/api", app=api),
        Mount("/static", app=StaticFiles(directory=str(STATIC)), name="static"),
    ]
    return out


def viewer_app(file_doc: Json) -> Starlette:
    """The viewer and the rulebook alone (``belote-ref view FILE``): no table, no database."""
    async def home(request: Request) -> Response:
        return RedirectResponse("/viewer?file=1", status_code=307)

    return Starlette(routes=[Route("/", home), *routes(table=False, file_doc=file_doc)])
