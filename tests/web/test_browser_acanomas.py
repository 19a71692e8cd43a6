"""Profile belote-acanomas in a real browser (headless Chromium through Playwright, see
tests/web/browser.py): a whole 3-player match against two AI seats created from the lobby and
played by clicking (bids, the trump-7 exchange, announcements, cards: never «he terminado», so
the seat stays in the match), then a refusal's ACA clause link followed into the rulebook
(TABLE-PROFILES)."""

from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from belote_ref.table.runner import ServerConfig, ServerThread
from belote_ref.transcript.audit import audit_document

from .browser import browser_context, screenshot
from .test_browser import Page, act_and_wait

Json = dict[str, Any]
TURN_OR_END = """() => document.querySelector('#bids button') || document.querySelector('.hand-card.legal')
  || !document.getElementById('match-end').hidden"""


@pytest.fixture(scope="module")
def context() -> Iterator[Any]:
    yield from browser_context()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db: Path = tmp_path_factory.mktemp("browser-aca") / "table.sqlite3"
    with ServerThread(ServerConfig(db=db, port=0, ai_workers=0)) as s:
        yield s


@pytest.fixture(scope="module")
def played(context: Any, server: ServerThread) -> Iterator[Json]:
    """Seat 0 of a 3-player room (normal and easy AIs, target 150) from the lobby: the first
    button of its turn that is not a claim (a take before a pass, the largest announcement), else
    the first raised card."""
    p = Page(context)
    page = p.page
    page.goto(server.url + "/")
    page.select_option("#profile", "belote-acanomas")
    page.select_option("#players", "3")
    assert page.locator("#seats select").count() == 3
    assert page.locator("label.team-option").first.is_hidden(), "the team game's options are not offered"
    page.select_option("#seat-1", "normal")
    page.select_option("#seat-2", "easy")
    page.fill("#target", "150")
    page.click("form details summary")
    page.fill("input[name=ai_delay_ms]", "0")
    page.fill("input[name=seed]", "4")
    page.click("#new-room button[type=submit]")
    page.wait_for_url("**/table?room=*&seat=0")
    room = re.search(r"room=([^&]+)", page.url).group(1)  # type: ignore[union-attr]
    kinds: set[str] = set()
    shot = False
    for _ in range(800):
        page.wait_for_function(TURN_OR_END)
        if page.is_visible("#match-end"):
            break
        buttons = page.locator("#bids button:not([data-action=claim])")
        if buttons.count():
            take = page.locator("#bids button[data-action=take], #bids button[data-action=exchange]")
            announce = page.locator("#bids button[data-action=announce]")
            chosen = take.first if take.count() else announce.first if announce.count() else buttons.first
            kinds.add(str(chosen.get_attribute("data-action")))
            act_and_wait(p, chosen.click)
        else:
            if not shot and page.locator(".trick .trick-card").count() >= 2:
                screenshot(page, "table-acanomas")
                shot = True
            kinds.add("play")
            act_and_wait(p, page.locator(".hand-card.legal").first.click)
    else:
        pytest.fail("the match did not end in 800 actions of seat 0")
    with urllib.request.urlopen(f"{server.url}/api/rooms/{room}/matches/1/transcript", timeout=120) as r:
        transcript = json.loads(r.read())
    screenshot(page, "table-acanomas-match-end")
    yield {"page": p, "room": room, "transcript": transcript, "kinds": kinds}
    p.close()


def test_a_whole_three_player_match_by_clicking(played: Json) -> None:
    p, t = played["page"], played["transcript"]
    assert p.errors == []
    assert t["profile"] == "belote-acanomas" and len(t["seats"]) == 3
    assert audit_document(t).exit == 0
    assert {"pass", "announce", "play"} <= played["kinds"], played["kinds"]
    winner, totals = t["result"]["winner"], t["result"]["totals"]
    dialog = p.page.locator("#match-end")
    assert dialog.is_visible()
    assert " – ".join(map(str, totals)) in dialog.inner_text()
    assert ("You won the match!" if winner == 0 else "wins the match") in dialog.inner_text()
    # three seats drawn around the felt, the score sheet one row per partial game and a total per player
    assert p.page.locator(".seat-plate").count() == 3
    assert p.page.locator("#sheet tbody tr").count() == len(t["hands"])
    assert p.page.locator("#sheet tfoot td.total").all_inner_texts() == [str(x) for x in totals]


def test_a_refused_card_links_to_its_aca_clause_in_the_rulebook(context: Any, server: ServerThread) -> None:
    """Seat 0 clicks a card during bidding: the server refuses it with ACA-MATCH-PHASES; the
    link opens the rulebook's page of profile belote-acanomas at the clause."""
    body = {"profile": "belote-acanomas", "seed": 9, "first_dealer": 2, "ai_delay_ms": 0,
            "options": {"players": 3}, "seats": [{"occupant": "client"}, {"occupant": "ai", "level": "easy"},
                                                 {"occupant": "ai", "level": "easy"}]}
    req = urllib.request.Request(f"{server.url}/api/rooms", data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as r:
        room = json.loads(r.read())["room"]["id"]
    req = urllib.request.Request(f"{server.url}/api/rooms/{room}/seats/0", method="POST")
    with urllib.request.urlopen(req, timeout=120) as r:
        token = json.loads(r.read())["token"]
    p = Page(context)
    page = p.page
    try:
        page.goto(server.url + "/rules/")
        page.evaluate("([r, t]) => sessionStorage.setItem(`belote:seat:${r}:0`, t)", [room, token])
        page.goto(f"{server.url}/table?room={room}&seat=0")
        # dealer 2: seat 0 is the mano and bids first (ACA-SEATS-ORDER); its cards are not playable yet
        page.wait_for_selector("#bids button[data-action=pass]")
        page.locator(".hand-card").first.click()
        page.wait_for_selector("#refusal:not([hidden])")
        assert "ACA-MATCH-PHASES" in page.inner_text("#refusal")
        page.click("#refusal a.clause-link")
        page.wait_for_url("**/rules/acanomas/match#ACA-MATCH-PHASES")
        assert page.locator("#ACA-MATCH-PHASES").count() == 1
        assert p.errors == []
    finally:
        p.close()


def test_the_viewer_steps_through_the_matchs_transcript(played: Json, context: Any, server: ServerThread) -> None:
    """The viewer shows the played match's transcript of the profile step by step: its three
    seats, a step per recorded action, no departure."""
    t = played["transcript"]
    p = Page(context)
    page = p.page
    try:
        page.goto(f"{server.url}/viewer?room={played['room']}&match=1")
        page.wait_for_selector("#v-body:not([hidden])")
        assert "follows the rules" in page.inner_text("#v-summary")
        assert page.locator("#v-hand option").count() == len(t["hands"])
        assert page.locator("#v-felt .seat-plate").count() == 3
        steps = len(t["hands"][0]["actions"])
        assert page.inner_text("#v-pos") == f"hand 1 · step 0 of {steps}"
        for _ in range(3):
            page.click("#v-next")
        assert page.inner_text("#v-pos") == f"hand 1 · step 3 of {steps}"
        assert "Recorded next:" in page.inner_text("#v-step")
        page.click("#v-last")
        assert "End of the hand." in page.inner_text("#v-step") and "Game 1:" in page.inner_text("#v-step")
        page.check("input[name=mode][value='1']")
        assert page.locator("#v-pos-0 .seat-plate").count() == 1
        screenshot(page, "viewer-acanomas")
        assert p.errors == []
    finally:
        p.close()
