"""The pages as a user finds them, in a real browser (headless Chromium through Playwright, see
tests/web/browser.py): a second transcript opened in the viewer, the keyboard at a bidding turn,
two tabs on one seat, a server that stops, the claim's confirmation, the exchange's turned card,
a reload's score sheet, phones' widths."""

from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from belote_ref.table.runner import ServerConfig, ServerThread

from .browser import screenshot
from .test_browser import Page, context, http, new_room, open_table  # noqa: F401 - context: the module's browser

ROOT = Path(__file__).resolve().parents[2]
Json = dict[str, Any]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db = tmp_path_factory.mktemp("browser-usability") / "table.sqlite3"
    with ServerThread(ServerConfig(db=db, port=0, ai_workers=0)) as s:
        yield s


def seated(context: Any, server: ServerThread, room: str, token: str) -> Page:
    """A page at seat 0 of the room, with its token."""
    p = Page(context)
    open_table(p, server, room, token)
    return p


# --- the viewer: a second transcript ------------------------------------------------------------
def test_a_second_transcript_opens_clean_in_the_arbiters_view(context: Any, server: ServerThread) -> None:
    """A 4-seat transcript seen by seat 2, then a 2-player one opened over it: the arbiter's view
    again (its radio ticked), no error, two seats drawn and the other positions empty."""
    p = Page(context)
    page = p.page
    try:
        page.goto(server.url + "/viewer")
        page.set_input_files("#v-file", str(ROOT / "corpus" / "negative" / "two-departures-in-two-hands.json"))
        page.wait_for_selector("#v-body:not([hidden])")
        page.check("input[name=mode][value='2']")
        assert page.locator("#v-felt .seat-plate").count() == 4
        page.set_input_files("#v-file", str(ROOT / "corpus" / "acanomas" / "negative" / "wrong-trick-winner.json"))
        page.wait_for_function("() => document.getElementById('v-title').textContent.includes('wrong-trick-winner')")
        assert page.is_hidden("#v-errors"), page.inner_text("#v-errors")
        assert page.is_checked("input[name=mode][value='arbiter']")
        assert page.locator("input[name=mode]").count() == 3  # arbiter, seat 0, seat 1
        plates = page.locator("#v-felt .seat-plate")
        assert plates.count() == 2
        names = sorted(plates.evaluate_all("ps => ps.map(p => p.dataset.seat)"))
        assert names == ["0", "1"]
        # both seats' hands face up (the arbiter's view), nothing at the empty positions
        assert page.inner_text("#v-pos-1") == "" and page.inner_text("#v-pos-3") == ""
        page.check("input[name=mode][value='1']")
        assert sorted(plates.evaluate_all("ps => ps.map(p => p.dataset.seat)")) == ["0", "1"]
        assert page.is_hidden("#v-errors")
        assert p.errors == []
    finally:
        p.close()


# The first transcript's answer held back until after the second's: the first POST to the
# viewer's API answers 1.5 s late, and says when it has (window.slowAnswered).
SLOW_FIRST_POST = """(() => {
  const fetch0 = window.fetch;
  let first = true;
  window.fetch = (url, options) => {
    const answer = fetch0(url, options);
    if (!first || !String(url).startsWith("/web/api/viewer")) return answer;
    first = false;
    return answer.then((r) => new Promise((done) => setTimeout(() => { window.slowAnswered = true; done(r); }, 1500)));
  };
})();"""


def test_of_two_transcripts_picked_quickly_the_viewer_shows_the_second(context: Any, server: ServerThread) -> None:
    """Two files picked one after the other, the first one's answer coming back last: the viewer
    shows the second (the one picked last), not whichever answer arrives last."""
    p = Page(context)
    page = p.page
    try:
        page.add_init_script(SLOW_FIRST_POST)
        page.goto(server.url + "/viewer")
        page.set_input_files("#v-file", str(ROOT / "corpus" / "negative" / "two-departures-in-two-hands.json"))
        page.set_input_files("#v-file", str(ROOT / "corpus" / "acanomas" / "negative" / "wrong-trick-winner.json"))
        page.wait_for_function("() => document.getElementById('v-title').textContent.includes('wrong-trick-winner')")
        page.wait_for_function("() => window.slowAnswered === true")
        page.wait_for_timeout(300)  # the late answer has been read
        assert "wrong-trick-winner" in page.inner_text("#v-title")
        assert page.locator("#v-felt .seat-plate").count() == 2
        assert page.is_hidden("#v-errors")
        assert p.errors == []
    finally:
        p.close()


# --- the keyboard at a bidding turn of the next deal --------------------------------------------
TURN = """() => document.querySelector('#bids button') || document.querySelector('.hand-card.legal')"""


def focused(page: Any) -> str:
    return str(page.evaluate("() => (document.activeElement.closest('#bids') ? 'bids' : "
                             "document.activeElement.closest('#hand') ? 'hand' : document.activeElement.tagName)"))


def test_the_bids_take_the_focus_at_each_bidding_turn_of_later_deals(context: Any, server: ServerThread) -> None:
    """Played with the keyboard alone (Enter on the focused bid, the arrows to a raised card):
    at every bidding turn, in the first deal and after it, the focus is on a bid, never on a card
    (a card sent while bidding is refused, MATCH-PHASES)."""
    room, token = new_room(server, seed=21)
    p = seated(context, server, room, token)
    page = p.page
    later = 0
    try:
        for _ in range(120):
            page.wait_for_function(TURN)
            before = page.evaluate("() => document.body.dataset.seq")
            if page.locator("#bids button").count():
                assert focused(page) == "bids", f"bidding turn at record {before}: focus on {focused(page)}"
                if page.locator("#sheet tbody tr").count():
                    later += 1
                    if later == 3:
                        break
                page.keyboard.press("Enter")
            else:
                for _ in range(8):
                    if "legal" in page.evaluate("() => document.activeElement.className"):
                        break
                    page.keyboard.press("ArrowRight")
                page.keyboard.press("Enter")
            page.wait_for_function("s => document.body.dataset.seq !== s || !document.getElementById('refusal').hidden",
                                   arg=before)
            assert page.is_hidden("#refusal"), page.inner_text("#refusal")
        assert later == 3, "three bidding turns after the first hand"
        assert p.errors == []
    finally:
        p.close()


# --- two tabs on one seat -----------------------------------------------------------------------
TAKEN = "Another tab took this seat; reload to take it back."


def test_a_tab_whose_seat_another_tab_took_says_so(context: Any, server: ServerThread) -> None:
    """TABLE-RECONNECT: a newer connection with the seat's token takes the seat; the older tab
    says another tab took it (its token is still good), and a reload takes it back."""
    room, token = new_room(server, seed=5)
    old, new = Page(context), Page(context)
    try:
        open_table(old, server, room, token)
        old.page.wait_for_selector(".hand-card")
        open_table(new, server, room, token)
        new.page.wait_for_selector(".hand-card")
        old.page.wait_for_function("t => document.getElementById('turn').textContent === t", arg=TAKEN)
        assert "refused" not in old.page.inner_text("#turn")
        old.page.reload()
        old.page.wait_for_selector(".hand-card")
        new.page.wait_for_function("t => document.getElementById('turn').textContent === t", arg=TAKEN)
        assert old.errors == [] and new.errors == []
    finally:
        old.close()
        new.close()


# --- belote-acanomas: the turned card during the exchange ---------------------------------------
def test_the_turned_card_is_in_the_middle_during_the_exchange(context: Any, server: ServerThread) -> None:
    """ACA-DEAL-EXCHANGE: who holds the trump 7 may exchange it for the turned card, so the turned
    card stays on the felt in the exchange step (corpus/acanomas/golden/three-players.json, game 3:
    seat 0 takes hearts with 8♥ turned, then exchanges)."""
    t = json.loads((ROOT / "corpus" / "acanomas" / "golden" / "three-players.json").read_text(encoding="utf-8"))
    turned = t["hands"][2]["facts"]["turned"]
    assert turned == "8H" and t["hands"][2]["actions"][1] == {"type": "exchange", "seat": 0}
    p = Page(context)
    page = p.page
    try:
        page.goto(server.url + "/viewer")
        page.set_input_files("#v-file", str(ROOT / "corpus" / "acanomas" / "golden" / "three-players.json"))
        page.wait_for_selector("#v-body:not([hidden])")
        page.select_option("#v-hand", "2")
        page.click("#v-next")
        assert "· exchange ·" in page.inner_text("#v-step .where")
        assert page.locator("#v-centre img.turned").get_attribute("data-card") == turned
        assert "turned: 8♥" in page.inner_text("#v-centre")
        assert "♥ hearts are trump" in page.inner_text("#v-centre")
        assert p.errors == []
    finally:
        p.close()


# --- belote-acanomas: «he terminado» asks first, and a wrong claim's seat says it left -----------
def aca_room(server: ServerThread, players: int, seed: int, options: Json | None = None) -> tuple[str, str]:
    """A belote-acanomas room: a client at seat 0, easy AIs at the others, no pause; seat 0 taken."""
    body = {"profile": "belote-acanomas", "seed": seed, "ai_delay_ms": 0, "ai_budget_ms": 20,
            "options": {"players": players, **(options or {})},
            "seats": [{"occupant": "client"}] + [{"occupant": "ai", "level": "easy"}] * (players - 1)}
    room = http("POST", f"{server.url}/api/rooms", body)["room"]["id"]
    return room, http("POST", f"{server.url}/api/rooms/{room}/seats/0")["token"]


def rule_text(chapter: str, cid: str) -> str:
    """The words of a clause's Rule part as spec/CHAPTER.md writes them (its Markdown marks and
    line breaks dropped): what a page that shows the rule must show."""
    text = (ROOT / "spec" / f"{chapter}.md").read_text(encoding="utf-8")
    section = re.search(rf"^### {cid} .*?$(.*?)(?=^### |\Z)", text, re.S | re.M)
    assert section, f"no clause {cid} in spec/{chapter}.md"
    rule = re.search(r"\*\*Rule\.\*\*(.*?)(?=^\*\*[A-Z][a-z ]+\.\*\*|\Z)", section.group(1), re.S | re.M)
    assert rule, f"clause {cid} has no Rule part"
    words = re.sub(r"^\s*[-*] ", "", rule.group(1), flags=re.M).replace("`", "").replace("*", "")
    return " ".join(words.split())


def test_a_claim_asks_first_and_a_wrong_one_leaves_the_seat_watching(context: Any, server: ServerThread) -> None:
    """3 players each for himself, target 1000: seat 0 claims at its first chance, so wrongly
    (its count is far below 1000). The page asks first, showing the target and the rule's own
    text of ACA-CLAIM-WRONG (as spec/acanomas/claims.md writes it) with a link to the clause;
    "Keep playing" is the default and sends nothing; confirmed, the seat leaves the match
    (ACA-CLAIM-ELIMINATION) and its status says so while the others play on."""
    room, token = aca_room(server, 3, seed=4, options={"target": 1000})
    p = seated(context, server, room, token)
    page = p.page
    claim = page.locator("#bids button[data-action=claim]")
    try:
        for _ in range(200):
            page.wait_for_function(TURN)
            if claim.count():
                break
            before = page.evaluate("() => document.body.dataset.seq")
            buttons = page.locator("#bids button[data-action=pass], #bids button[data-action=announce]")
            (buttons.first if buttons.count() else page.locator(".hand-card.legal").first).click()
            page.wait_for_function("s => document.body.dataset.seq !== s", arg=before)
        else:
            pytest.fail("seat 0 never had a claim to make")
        before = page.evaluate("() => document.body.dataset.seq")
        sent = len(p.frames)
        claim.click()
        dialog = page.locator("dialog#claim-dialog")
        assert dialog.is_visible()
        wrong = dialog.locator(".rule-text[data-clause=ACA-CLAIM-WRONG]")
        page.wait_for_function("() => document.querySelector('#claim-dialog .rule-text[data-clause=ACA-CLAIM-WRONG]')"
                               ".textContent.trim() !== ''")
        screenshot(page, "table-acanomas-claim")
        assert " ".join(wrong.inner_text().split()) == rule_text("acanomas/claims", "ACA-CLAIM-WRONG")
        assert dialog.locator("a[href='/rules/clause/ACA-CLAIM-WRONG']").count() == 1
        assert "1000" in dialog.inner_text()
        assert page.evaluate("() => document.activeElement.textContent") == "Keep playing"
        page.keyboard.press("Enter")  # the default: keep playing
        page.wait_for_selector("dialog#claim-dialog", state="detached")
        page.wait_for_timeout(300)
        assert page.evaluate("() => document.body.dataset.seq") == before and claim.count() == 1
        assert not [f for f in p.frames[sent:] if json.loads(f).get("type") == "ack"]
        claim.click()
        page.click("#claim-confirm")
        page.wait_for_function("() => document.getElementById('turn').textContent.startsWith("
                               "'You left the match (wrong claim); watching.')")
        left = page.evaluate("() => document.body.dataset.seq")
        page.wait_for_function("s => Number(document.body.dataset.seq) > Number(s) + 3", arg=left)
        assert page.inner_text("#turn").startswith("You left the match (wrong claim); watching.")
        assert p.errors == []
    finally:
        p.close()


# --- the server stops ---------------------------------------------------------------------------
def test_a_stopped_server_disables_the_controls_and_says_it_cannot_be_reached(context: Any, tmp_path: Path) -> None:
    """A server stopped at seat 0's bidding turn: its bids and cards are disabled (nothing can be
    sent) and dimmed, the status says the connection was lost, then after a few failed tries that the server
    cannot be reached; the page keeps trying."""
    p = Page(context)
    page = p.page
    try:
        with ServerThread(ServerConfig(db=tmp_path / "table.sqlite3", port=0, ai_workers=0)) as s:
            room, token = new_room(s, seed=21)
            open_table(p, s, room, token)
            page.wait_for_selector("#bids button:not([disabled])")
            assert page.locator(".hand-card:not([disabled])").count() > 0
            assert page.eval_on_selector("#hand", "h => getComputedStyle(h).opacity") == "1"
        page.wait_for_function("() => document.getElementById('turn').textContent.startsWith('Connection lost')")
        assert page.locator("#bids button:not([disabled]), .hand-card:not([disabled])").count() == 0
        assert page.locator("#bids button[disabled]").count() > 0
        assert float(page.eval_on_selector("#hand", "h => getComputedStyle(h).opacity")) < 1  # dimmed
        page.wait_for_function("() => document.getElementById('turn').textContent === "
                               "'The server cannot be reached; still trying…'", timeout=120_000)
        assert page.locator("#bids button:not([disabled]), .hand-card:not([disabled])").count() == 0
        assert not [e for e in p.errors if "page error" in e]
    finally:
        p.close()


# --- phones ---------------------------------------------------------------------------------------
NO_SIDEWAYS = "() => document.scrollingElement.scrollWidth <= window.innerWidth"
OUTSIDE = """sel => { const felt = document.querySelector(sel).getBoundingClientRect();
  return [...document.querySelectorAll(sel + ' .seat-cards img')].filter(i => { const b = i.getBoundingClientRect();
    return b.left < felt.left - 0.5 || b.right > felt.right + 0.5; }).length; }"""


@pytest.mark.parametrize("players", [2, 4])
def test_a_belote_acanomas_table_fits_a_phone(context: Any, server: ServerThread, players: int) -> None:
    """At 390 x 844: every card of the hand (9 at 2 players) on screen, the other seats' backs
    on the felt, no sideways scrolling."""
    room, token = aca_room(server, players, seed=7)
    p = Page(context, 390, 844)
    open_table(p, server, room, token)
    page = p.page
    try:
        for _ in range(20):  # through the bidding, to the first card seat 0 plays: its whole hand
            page.wait_for_function(TURN)
            if page.locator(".hand-card.legal").count():
                break
            before = page.evaluate("() => document.body.dataset.seq")
            page.locator("#bids button:not([data-action=claim])").first.click()
            page.wait_for_function("s => document.body.dataset.seq !== s", arg=before)
        cards = page.locator(".hand-card")
        assert cards.count() == (9 if players == 2 else 8)  # 9 tricks at 2 and 3 players, 8 at 4
        for i in range(cards.count()):
            box = cards.nth(i).bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, (i, box)
        assert page.evaluate(OUTSIDE, "#felt") == 0
        assert page.evaluate(NO_SIDEWAYS)
        screenshot(page, f"table-acanomas-phone-{players}")
        assert p.errors == []
    finally:
        p.close()


@pytest.mark.parametrize("width", [390, 414])
def test_the_viewer_fits_a_phone(context: Any, server: ServerThread, width: int) -> None:
    """The arbiter's view of a 4-seat transcript: the side seats' face-up hands stay on the felt."""
    p = Page(context, width, 844)
    page = p.page
    try:
        page.goto(server.url + "/viewer")
        page.set_input_files("#v-file", str(ROOT / "corpus" / "negative" / "two-departures-in-two-hands.json"))
        page.wait_for_selector("#v-body:not([hidden])")
        assert page.locator("#v-pos-1 .seat-cards img:not(.back)").count() >= 5
        screenshot(page, f"viewer-phone-{width}")
        assert page.evaluate(OUTSIDE, "#v-felt") == 0
        assert page.evaluate(NO_SIDEWAYS)
        assert p.errors == []
    finally:
        p.close()


def test_the_rulebook_fits_a_phone(context: Any, server: ServerThread) -> None:
    """Every chapter at 390 x 844: long code names wrap, nothing scrolls sideways."""
    from belote_ref.web import rulebook

    p = Page(context, 390, 844)
    page = p.page
    wide = []
    try:
        for ch in rulebook.chapters():
            page.goto(server.url + ("/rules/" if ch.name == "README" else f"/rules/{ch.name}"))
            if not page.evaluate(NO_SIDEWAYS):
                wide.append((ch.name, page.evaluate("() => document.scrollingElement.scrollWidth")))
        assert wide == []
        assert p.errors == []
    finally:
        p.close()


# --- a reload keeps the score sheet and the log -------------------------------------------------
def test_a_reload_keeps_the_score_sheet_and_what_happened(context: Any, server: ServerThread) -> None:
    """Seat 0 plays its first hand by clicking (a take when offered, else a pass; the first raised
    card), then reloads the page: the score sheet's row (taker, trump, result, points) and the log
    are as before. The log speaks to the player: "You play", never "you plays"."""
    room, token = new_room(server, seed=3)
    p = seated(context, server, room, token)
    page = p.page
    rows = page.locator("#sheet tbody tr")
    try:
        for _ in range(80):
            page.wait_for_function(TURN + " || document.querySelectorAll('#sheet tbody tr').length > 0")
            if rows.count():
                break
            before = page.evaluate("() => document.body.dataset.seq")
            take = page.locator("#bids button.take")
            bid = take.first if take.count() else page.locator("#bids button").first
            (bid if page.locator("#bids button").count() else page.locator(".hand-card.legal").first).click()
            page.wait_for_function("s => document.body.dataset.seq !== s || document.querySelectorAll('#sheet tbody tr').length",
                                   arg=before)
        row = rows.first.inner_text()
        assert "—" not in row and re.search(r"seat \d", row), row  # the taker and the trump, from the hand's end
        lines = [t.strip() for t in page.locator("#log li").all_inner_texts()]
        text = "\n".join(lines)
        assert "You play " in text and "you plays" not in text and "you passes" not in text and "you takes" not in text
        page.reload()
        page.wait_for_selector("#sheet tbody tr")
        page.wait_for_function("() => document.body.dataset.seq")
        assert rows.first.inner_text() == row
        after = [t.strip() for t in page.locator("#log li").all_inner_texts()]
        assert after[-len(lines):] == lines  # what happened before the reload, still there
        assert p.errors == []
    finally:
        p.close()


def test_a_table_address_of_no_room_says_so(context: Any, server: ServerThread) -> None:
    p = Page(context)
    page = p.page
    try:
        for url in ("/table?room=NOSUCHROOM&seat=0", "/table?room=NOSUCHROOM"):
            page.goto(server.url + url)
            page.wait_for_function("() => document.getElementById('room-title').textContent.includes('no room')")
            assert page.inner_text("#room-title") == "There is no room NOSUCHROOM on this server."
        assert not [e for e in p.errors if "page error" in e]
    finally:
        p.close()
