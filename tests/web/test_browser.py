"""The pages in a real browser (headless Chromium through Playwright): a whole match against three
AIs played by clicking, from the lobby to the match end, with the privacy of seat 0's page checked
on its DOM and on every message it received; one hand played with the keyboard alone on a phone's
screen; an illegal card refused with its sentence and a clause link that opens the rulebook there;
a negative golden in the viewer (``belote-ref view``) with its departure at its step; the rulebook's
search. Screenshots: ``out/screenshots/`` (see tests/web/browser.py)."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from belote_ref.table.runner import ServerConfig, ServerThread
from belote_ref.transcript.audit import audit_document

from .browser import browser_context, cards_named, screenshot

ROOT = Path(__file__).resolve().parents[2]
Json = dict[str, Any]
TURN_OR_END = """() => document.querySelector('#bids button') || document.querySelector('.hand-card.legal')
  || !document.getElementById('match-end').hidden"""


@pytest.fixture(scope="module")
def context() -> Iterator[Any]:
    yield from browser_context()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db = tmp_path_factory.mktemp("browser") / "table.sqlite3"
    with ServerThread(ServerConfig(db=db, port=0, ai_workers=0)) as s:
        yield s


class Page:
    """A page and what went wrong in it (uncaught errors, console errors)."""

    def __init__(self, context: Any, width: int = 1280, height: int = 900) -> None:
        self.page = context.new_page()
        self.page.set_viewport_size({"width": width, "height": height})
        self.page.set_default_timeout(120_000)  # a hang detector: generous for a busy machine
        self.errors: list[str] = []
        self.frames: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        self.page.on("console", lambda m: self.errors.append(f"console: {m.text}") if m.type == "error" else None)
        self.page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: self.frames.append(payload)))

    def close(self) -> None:
        self.page.close()


def http(method: str, url: str, body: Any = None) -> Any:
    req = urllib.request.Request(url, data=json.dumps(body).encode() if body is not None else None, method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as r:
        return json.loads(r.read())


def new_room(server: ServerThread, seed: int, target: int = 1000) -> tuple[str, str]:
    """A room: a client at seat 0, three easy AIs thinking 20 ms, no pause; seat 0 taken."""
    body = {"profile": "belote-classic", "seed": seed, "options": {"target": target}, "ai_budget_ms": 20,
            "ai_delay_ms": 0, "seats": [{"occupant": "client"}] + [{"occupant": "ai", "level": "easy"}] * 3}
    room = http("POST", f"{server.url}/api/rooms", body)["room"]["id"]
    token = http("POST", f"{server.url}/api/rooms/{room}/seats/0")["token"]
    return room, token


def open_table(p: Page, server: ServerThread, room: str, token: str) -> None:
    p.page.goto(server.url + "/rules/")
    p.page.evaluate("([r, t]) => sessionStorage.setItem(`belote:seat:${r}:0`, t)", [room, token])
    p.page.goto(f"{server.url}/table?room={room}&seat=0")


def seq(p: Page) -> str:
    return str(p.page.evaluate("() => document.body.dataset.seq || ''"))


def act_and_wait(p: Page, locator: Any) -> None:
    """Click (or press Enter on) one control, then wait for the state that follows."""
    before = seq(p)
    locator()
    p.page.wait_for_function("s => document.body.dataset.seq !== s || !document.getElementById('refusal').hidden", arg=before)


def states(p: Page) -> list[Json]:
    return [m["view"] for m in map(json.loads, p.frames) if m.get("type") == "state"]


# --- a whole match by clicking, and the privacy of the page ------------------------------------
@pytest.fixture(scope="module")
def played(context: Any, server: ServerThread) -> Iterator[Json]:
    """Seat 0 plays a whole match (target 200) against three easy AIs from the lobby, by clicking:
    a take when offered, else a pass; the first raised (legal) card. At each of its turns the
    page's whole DOM is kept with the record it shows."""
    p = Page(context)
    page = p.page
    page.goto(server.url + "/")
    for seat in (1, 2, 3):
        page.select_option(f"#seat-{seat}", "easy")
    page.fill("#target", "200")
    page.click("form details summary")
    page.fill("input[name=ai_budget_ms]", "20")
    page.fill("input[name=ai_delay_ms]", "0")
    page.fill("input[name=seed]", "3")
    page.click("#new-room button[type=submit]")
    page.wait_for_url("**/table?room=*&seat=0")
    room = re.search(r"room=([^&]+)", page.url).group(1)  # type: ignore[union-attr]
    snapshots: list[tuple[int, str]] = []
    shot = False
    for _ in range(600):
        page.wait_for_function(TURN_OR_END)
        if page.is_visible("#match-end"):
            break
        s, html = page.evaluate("() => [document.body.dataset.seq, document.documentElement.outerHTML]")
        snapshots.append((int(s), html))
        if page.locator("#bids button").count():
            take = page.locator("#bids button.take")
            target = take.first if take.count() else page.locator("#bids button").first
            act_and_wait(p, target.click)
        else:
            if not shot and page.locator(".trick .trick-card").count() >= 2:
                screenshot(page, "table", readme=True)
                shot = True
            act_and_wait(p, page.locator(".hand-card.legal").first.click)
    else:
        pytest.fail("the match did not end in 600 actions of seat 0")
    with urllib.request.urlopen(f"{server.url}/api/rooms/{room}/matches/1/transcript", timeout=120) as r:
        transcript = json.loads(r.read())
    screenshot(page, "table-match-end")
    yield {"page": p, "room": room, "snapshots": snapshots, "transcript": transcript}
    p.close()


def test_a_whole_match_against_three_ais_by_clicking(played: Json) -> None:
    p, t = played["page"], played["transcript"]
    assert p.errors == []
    assert audit_document(t).exit == 0
    winner, totals = t["result"]["winner"], t["result"]["totals"]
    dialog = p.page.locator("#match-end")
    assert dialog.is_visible()
    assert f"{totals[0]} – {totals[1]}" in dialog.inner_text()
    assert ("You won the match!" if winner == 0 else "Team 1 wins the match") in dialog.inner_text()
    rows = p.page.locator("#sheet tbody tr")
    assert rows.count() == len(t["hands"])
    assert p.page.locator("#sheet tfoot td.total").all_inner_texts() == [str(totals[0]), str(totals[1])]
    # the sheet's last row is the last hand's score, as the transcript records it
    last = t["hands"][-1]["facts"]
    if last["score"] is not None:
        cells = rows.nth(rows.count() - 1).locator("td").all_inner_texts()
        assert cells[-2:] == [str(last["score"]["scores"][0]), str(last["score"]["scores"][1])]
        assert cells[2].startswith(last["score"]["contract"])


def visible_to_seat(transcript: Json, seat: int) -> dict[int, set[str]]:
    """Record number -> the cards seat may know after it (worked out from the transcript, not
    from the engine's view): its own cards (the first five, all eight once someone took), every
    turned card, every card played; record 1 starts the match, then each hand's deal and actions."""
    out: dict[int, set[str]] = {1: set()}
    record, before = 1, set[str]()  # cards public or own from earlier hands
    for hj in transcript["hands"]:
        f = hj["facts"]
        first_five, eight = set(f["dealt"][seat]), set((f.get("hands") or f["dealt"])[seat])
        played: set[str] = set()
        taken = False
        record += 1
        out[record] = before | first_five | {f["turned"]}
        for a in hj["actions"]:
            record += 1
            taken = taken or a["type"] == "take"
            if a["type"] == "play":
                played.add(a["card"])
            out[record] = before | (eight if taken else first_five) | {f["turned"]} | played
        before = out[record]
    return out


def test_seat_0_page_never_holds_a_hidden_card_in_its_dom(played: Json) -> None:
    allowed = visible_to_seat(played["transcript"], 0)
    assert len(played["snapshots"]) >= 8
    for record, html in played["snapshots"]:
        named = cards_named(html)
        assert named, "the snapshot shows no card at all"
        assert named <= allowed[record], f"record {record}: hidden cards in the DOM: {named - allowed[record]}"


def test_seat_0_page_never_received_a_hidden_card(played: Json) -> None:
    allowed = visible_to_seat(played["transcript"], 0)
    frames = played["page"].frames
    assert len(frames) > 50
    record = 1
    for raw in frames:
        msg = json.loads(raw)
        record = msg.get("seq", record)
        named = cards_named(json.dumps(msg))
        assert named <= allowed[record], f"{msg['type']} at record {record} names hidden cards {named - allowed[record]}"


def test_the_viewer_opens_from_the_finished_room(played: Json) -> None:
    page = played["page"].page
    page.click("#view-transcript")
    page.wait_for_url("**/viewer?room=*&match=1")
    page.wait_for_selector(".verdict")
    assert page.inner_text(".verdict") == "follows the rules"
    assert page.locator("#v-hand option").count() == len(played["transcript"]["hands"])
    assert page.inner_text("#v-departures") == "None: the transcript follows the rules."


# --- the keyboard, on a phone ------------------------------------------------------------------
def test_one_hand_by_keyboard_on_a_phone(context: Any, server: ServerThread) -> None:
    """At 390 x 844: no sideways scrolling, every card of the hand on screen, and a whole hand
    played with Tab, the arrow keys and Enter (a take when offered, else a pass)."""
    room, token = new_room(server, seed=21)
    p = Page(context, 390, 844)
    open_table(p, server, room, token)
    page = p.page
    page.wait_for_selector(".hand-card")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    for box in (page.locator(".hand-card").nth(i).bounding_box() for i in range(page.locator(".hand-card").count())):
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    screenshot(page, "table-phone")
    for _ in range(60):
        page.wait_for_function(TURN_OR_END + " || document.querySelectorAll('#sheet tbody tr').length > 0")
        if page.locator("#sheet tbody tr").count():
            break
        focused = page.evaluate("() => document.activeElement.className + '|' + (document.activeElement.dataset.bid || '')")
        if page.locator("#bids button").count():
            assert focused.startswith("bid"), focused  # the bids take the focus when it is our turn
            if page.locator("#bids button.take").count():
                page.keyboard.press("Tab")
            act_and_wait(p, lambda: page.keyboard.press("Enter"))
        else:
            assert "hand-card" in focused, focused
            for _ in range(8):
                if "legal" in page.evaluate("() => document.activeElement.className"):
                    break
                page.keyboard.press("ArrowRight")
            act_and_wait(p, lambda: page.keyboard.press("Enter"))
    row = page.locator("#sheet tbody tr").first.inner_text()
    assert row.startswith("1"), row
    assert p.errors == []
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    p.close()


# --- an illegal card, its refusal, its clause in the rulebook ----------------------------------
def test_an_illegal_card_is_refused_with_its_sentence_and_clause_link(context: Any, server: ServerThread) -> None:
    """Seat 0 holds the suit led and clicks a dimmed card of another suit: the server refuses it
    under PLAY-FOLLOW-SUIT (spec/play.md: so is a non-trump while holding trumps when trump is
    led), the page shows the sentence and a link that opens the rulebook at the clause."""
    room, token = new_room(server, seed=8)
    p = Page(context)
    open_table(p, server, room, token)
    page = p.page
    clicked = led = None
    for _ in range(200):
        page.wait_for_function(TURN_OR_END)
        if page.locator("#bids button").count():
            take = page.locator("#bids button.take")
            act_and_wait(p, (take.first if take.count() else page.locator("#bids button").first).click)
            continue
        view = states(p)[-1]
        trick = view["tricks"][-1] if view["tricks"] and view["tricks"][-1]["winner"] is None else None
        hand = view["hand"]
        if trick:
            suit = trick["cards"][0][-1]
            off = [c for c in hand if c[-1] != suit and not page.locator(f".hand-card.legal[data-card='{c}']").count()]
            if any(c[-1] == suit for c in hand) and off:
                clicked, led = off[0], suit
                break
        act_and_wait(p, page.locator(".hand-card.legal").first.click)
    assert clicked is not None, "no turn where a card of another suit could be tried"
    before = seq(p)
    page.click(f".hand-card[data-card='{clicked}']")
    page.wait_for_selector("#refusal:not([hidden])")
    refused = [m for m in map(json.loads, p.frames) if m.get("type") == "refused"][-1]
    assert refused["clause"] == "PLAY-FOLLOW-SUIT"
    assert refused["action"] == {"type": "play", "seat": 0, "card": clicked}
    text = page.inner_text("#refusal")
    # the server's sentence, its cards and suits written as the page writes them (10♣, ♠)
    symbol = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
    assert led is not None
    assert f"{clicked} does not follow the suit led ({led})" in refused["reason"]
    pretty = refused["reason"].replace(clicked, clicked[:-1] + symbol[clicked[-1]]).replace(f"({led})", f"({symbol[led]})")
    assert text.startswith("Refused: ") and pretty in text and clicked not in text
    assert seq(p) == before and page.locator(".hand-card.legal").count() > 0  # nothing changed: still our turn
    link = page.locator("#refusal a")
    assert link.get_attribute("href") == "/rules/clause/PLAY-FOLLOW-SUIT"
    link.click()
    page.wait_for_url("**/rules/play#PLAY-FOLLOW-SUIT")
    section = page.locator("section#PLAY-FOLLOW-SUIT")
    assert "PLAY-FOLLOW-SUIT" in section.locator("h3").inner_text()
    box = section.bounding_box()
    assert box is not None and 0 <= box["y"] < 900  # scrolled to it
    assert p.errors == []
    p.close()


# --- the viewer on a negative golden -----------------------------------------------------------
def test_a_negative_golden_in_the_viewer(context: Any) -> None:
    path = ROOT / "corpus" / "negative" / "missed-overtrump.json"
    expected = json.loads(path.read_text(encoding="utf-8"))["expected_departures"][0]
    proc = subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "view", str(path), "--no-browser"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    p = Page(context)
    try:
        assert proc.stdout is not None
        url = re.search(r"http://\S+", proc.stdout.readline()).group(0)  # type: ignore[union-attr]
        page = p.page
        page.goto(url)
        page.wait_for_selector("#v-departures button")
        assert page.inner_text(".verdict") == "breaks a rule"
        assert page.locator("#v-step .departure").count() == 0  # step 0: nothing yet
        page.click("#v-departures button")
        step = expected["action_index"]
        assert page.inner_text("#v-pos").startswith(f"hand 1 · step {step} of")
        dep = page.locator("#v-step .departure")
        assert dep.count() == 1 and dep.get_attribute("data-clause") == expected["clause"] == "PLAY-OVERTRUMP"
        assert "seat 3 plays 8C" in dep.inner_text()
        assert "must play a trump" in dep.locator(".rule-text").inner_text()  # the clause's Rule part
        assert "seat 3 plays 8♣" in page.inner_text("#v-step .recorded")
        assert page.locator("#v-step .legal img").get_attribute("alt") == "9♠"  # the one legal card, as recorded
        screenshot(page, "viewer", readme=True, full_page=True)
        # one step back: no departure there
        page.keyboard.press("ArrowLeft")
        assert page.inner_text("#v-pos").startswith(f"hand 1 · step {step - 1} of")
        assert page.locator("#v-step .departure").count() == 0
        # as seat 1 saw it: its own cards face up, the other seats' face down
        page.check("input[name=mode][value='1']")
        faces = page.evaluate("""() => [0, 1, 2, 3].map(p => [...document.querySelectorAll(
            `#v-pos-${p} .seat-cards img:not(.back)`)].map(i => i.dataset.card))""")
        backs = page.evaluate("() => document.querySelectorAll('#v-felt .seat-cards img.back').length")
        seat1 = json.loads(path.read_text(encoding="utf-8"))["hands"][0]["facts"]["hands"][1]
        assert faces[0] and set(faces[0]) <= set(seat1) and faces[1:] == [[], [], []]  # seat 1 at the bottom
        assert backs > 0
        assert p.errors == []
    finally:
        p.close()
        proc.send_signal(signal.SIGINT)
        try:
            assert proc.wait(timeout=120) == 0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


# --- the rulebook --------------------------------------------------------------------------------
def test_the_lobby_offers_each_profile_its_own_ai_levels(context: Any, server: ServerThread) -> None:
    # TABLE-AI, AI-EXPERT, ACA-AI-LEVELS: a seat of the team game may be you, a free seat or an
    # AI of the levels random, easy, normal, hard and expert; under belote-acanomas hard and
    # expert do not play, so its seats offer random, easy and normal only.
    p = Page(context)
    page = p.page
    page.goto(server.url + "/")
    page.wait_for_selector("#seat-1 option", state="attached")  # drawn once /api has answered
    options = "os => os.map(o => o.value)"
    assert page.eval_on_selector_all("#seat-1 option", options) == [
        "me", "client", "random", "easy", "normal", "hard", "expert"]
    page.select_option("#profile", "belote-acanomas")
    assert page.eval_on_selector_all("#seat-1 option", options) == ["me", "client", "random", "easy", "normal"]
    p.close()


def test_the_rulebook_search(context: Any, server: ServerThread) -> None:
    p = Page(context)
    page = p.page
    page.goto(server.url + "/rules/")
    page.fill("#rule-search", "overtrump")
    results = page.locator("#rule-results a")
    page.wait_for_function("() => document.querySelectorAll('#rule-results a').length > 0")
    assert "PLAY-OVERTRUMP" in results.all_inner_texts()[0] or any("PLAY-OVERTRUMP" in t for t in results.all_inner_texts())
    page.fill("#rule-search", "PLAY-OVERT")
    page.wait_for_function("() => document.querySelector('#rule-results a') && "
                           "document.querySelector('#rule-results a').textContent.startsWith('PLAY-OVERTRUMP')")
    page.press("#rule-search", "Enter")
    page.wait_for_url("**/rules/play#PLAY-OVERTRUMP")
    section = page.locator("section#PLAY-OVERTRUMP")
    summary = section.locator("details.scenario summary").first
    assert "Seat 1 has trumped with 8♥: seat 2 must overtrump" in summary.inner_text()
    summary.click()
    assert section.locator("details.scenario").first.locator("img[alt='A♣']").is_visible()
    screenshot(page, "rulebook", readme=True)
    assert p.errors == []
    p.close()


def test_the_rulebook_search_finds_chapters_and_ignores_accents(context: Any, server: ServerThread) -> None:
    p = Page(context)
    page = p.page
    page.goto(server.url + "/rules/")
    first = "t => ((document.querySelector('#rule-results li') || {}).textContent || '').includes(t)"
    page.fill("#rule-search", "terminado")  # the chapter «He terminado»: claiming the match
    page.wait_for_function(first, arg="He terminado")
    assert page.locator("#rule-results a").first.get_attribute("href") == "/rules/acanomas/claims"
    page.fill("#rule-search", "arbitros")  # «Para árbitros: el perfil belote-acanomas»
    page.wait_for_function(first, arg="Para árbitros")
    page.fill("#rule-search", "brelan")  # the clauses titled «Brelán …»
    page.wait_for_function("() => [...document.querySelectorAll('#rule-results a')].some(a => a.textContent.includes('Brelán'))")
    page.press("#rule-search", "Enter")
    page.wait_for_url("**/rules/acanomas/**")
    assert p.errors == []
    p.close()


def test_the_rulebook_search_finds_the_words_of_the_rules_scenarios_and_sources(context: Any, server: ServerThread) -> None:
    # Issue 35: words a player types find the clause, the scenario or the source that says them,
    # each hit with the words around it (the word marked), in plain text.
    p = Page(context)
    page = p.page
    page.goto(server.url + "/rules/")
    page.wait_for_function("() => document.getElementById('rule-search')")
    wanted = {
        "dix de der": "SCORE-CARD-POINTS",  # its text: the last trick's 10, «dix de der»
        "sobrecortar": "Source: The rule card (Spanish)",  # the card's own word
        "revoke": "AUDIT-PENALTIES",  # its scenario «A revoke is refused, and no penalty is scored»
        "81": "SCORE-CONTRACT",  # 81 of 162: the contract test
        "tie": "SCORE-DISPUTE",  # a tie puts the points in dispute
    }
    for query, hit in wanted.items():
        page.fill("#rule-search", query)
        page.wait_for_function("h => [...document.querySelectorAll('#rule-results li')].some(li => li.textContent.includes(h))",
                               arg=hit)
        item = page.locator("#rule-results li", has_text=hit).first
        if query != "tie":
            assert query in item.locator("mark").first.inner_text().lower(), query
        assert "`" not in page.locator("#rule-results").inner_text()
    screenshot(page, "rulebook-search-text")
    assert p.errors == []
    p.close()
