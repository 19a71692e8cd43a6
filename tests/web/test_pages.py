"""The browser pages without a browser: the card faces are what the generator draws, the
rulebook renders every clause anchored with its scenarios, the routes answer, the viewer's
document places each departure at its step, ``belote-ref view`` starts and stops, nothing is
fetched from another site, and a wheel carries the pages and their data."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from belote_ref.table.runner import ServerConfig, ServerThread
from belote_ref.web import cardgen, rulebook, scenarios
from belote_ref.web.viewer import document, document_from_bytes

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "belote_ref" / "web" / "static"
NEGATIVE = ROOT / "corpus" / "negative"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db = tmp_path_factory.mktemp("web") / "table.sqlite3"
    with ServerThread(ServerConfig(db=db, port=0, ai_workers=0)) as s:
        yield s


def get(url: str, follow: bool = True) -> tuple[int, dict[str, str], bytes]:
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: Any, **kwargs: Any) -> None:
            return None

    opener = urllib.request.build_opener() if follow else urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=120) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


def post(url: str, data: bytes) -> tuple[int, Any]:
    req = urllib.request.Request(url, data=data, method="POST", headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=300) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


# --- cards -------------------------------------------------------------------------------------
def test_card_faces_are_what_the_generator_draws() -> None:
    assert cardgen.stale() == [], "run: python3 -m belote_ref.web.cardgen --write"
    names = sorted(p.name for p in (STATIC / "cards").glob("*.svg"))
    assert len(names) == 33 and "back.svg" in names and "10H.svg" in names and "AS.svg" in names


def test_a_face_names_its_card() -> None:
    assert "<title>king of hearts</title>" in cardgen.face("KH")
    assert 'fill="#c0182c"' in cardgen.face("KH") and 'fill="#1b1b1f"' in cardgen.face("KS")
    assert cardgen.face("7C").count('<use href="#s"') == 7 + 2  # seven pips and the two corner suits


# --- rulebook ----------------------------------------------------------------------------------
def test_every_clause_is_an_anchored_section_of_its_chapter() -> None:
    for chapter in {c["chapter"] for c in rulebook.clause_index()}:
        page = rulebook.chapter_html(chapter)
        for c in rulebook.clause_index():
            if c["chapter"] == chapter:
                assert page.count(f'<section class="clause" id="{c["id"]}">') == 1, c["id"]


def _section(page: str, cid: str) -> str:
    start = page.index(f'<section class="clause" id="{cid}">')
    return page[start:page.index("</section>", start)]


def test_a_clause_shows_its_scenarios_beneath_it_with_card_tables_drawn_as_cards() -> None:
    section = _section(rulebook.chapter_html("play"), "PLAY-OVERTRUMP")
    text = re.sub(r"<[^>]+>", "", section)
    # features/play_overtrump.feature: the first @PLAY-OVERTRUMP scenario and its hands table
    assert "Seat 1 has trumped with 8♥: seat 2 must overtrump" in text
    assert 'src="/static/cards/AC.svg" alt="A♣"' in section
    assert 'src="/static/cards/10H.svg" alt="10♥"' in section
    # and no scenario of another clause
    assert "Seat 1 has trumped with 9♥ and seat 2 cannot overtrump" not in text


def test_the_scenario_readers_keywords_are_cucumbers() -> None:
    """scenarios.KEYWORDS copies Gherkin's keywords of each language the features use: they must
    be those of the gherkin package's own table (gherkin-languages.json, the parser pytest-bdd
    runs the features with), kind by kind."""
    gherkin = pytest.importorskip("gherkin", reason="the gherkin package (pytest-bdd's parser) is not installed")
    table_file = Path(gherkin.__file__).parent / "gherkin-languages.json"
    if not table_file.is_file():
        pytest.skip(f"the gherkin package has no {table_file.name}")
    languages = json.loads(table_file.read_text(encoding="utf-8"))
    kinds = {"feature": ("feature",), "rule": ("rule",), "background": ("background",),
             "scenario": ("scenario", "scenarioOutline"), "examples": ("examples",),
             "steps": ("given", "when", "then", "and", "but")}
    for lang, ours in scenarios.KEYWORDS.items():
        theirs = languages[lang]
        for kind, names in kinds.items():
            listed: tuple[str, ...] = getattr(ours, kind)
            expected = {k.strip() for name in names for k in theirs[name]}
            assert set(listed) == expected, (lang, kind)
            assert len(listed) == len(set(listed)), (lang, kind)


def test_an_aca_clause_shows_its_spanish_scenarios(server: ServerThread) -> None:
    # features/acanomas/juego.feature (# language: es): the scenario tagged @ACA-PLAY-TRICK-WINNER,
    # its steps (Dado, Y, Cuando, Entonces) and its tables drawn as cards
    status, _, body = get(server.url + "/rules/acanomas/play")
    assert status == 200
    section = _section(body.decode(), "ACA-PLAY-TRICK-WINNER")
    text = re.sub(r"<[^>]+>", "", section)
    assert "(1 scenario, tagged @ACA-PLAY-TRICK-WINNER)" in text
    assert "Escenario: Gana el triunfo más alto; si no hay triunfo, la carta más alta del palo de salida" in text
    assert "features/acanomas/juego.feature" in text
    assert "Dado el perfil acanomas con 3 jugadores" in text
    assert "Entonces el asiento 2 gana la baza" in text
    assert 'alt="J♦"' in section
    # features/acanomas/acciones.feature: its Antecedentes beneath each scenario, an outline's Ejemplos
    section = _section(rulebook.chapter_html("acanomas/ruleset"), "ACA-ACTIONS-FORM")
    text = re.sub(r"<[^>]+>", "", section)
    assert "Esquema del escenario: Las acciones mal formadas se rechazan bajo ACA-ACTIONS-FORM, nombrando lo que falla" in text
    assert "Ejemplos:" in text and "combinations" in text
    assert '<li class="step background"><b class="kw">Dado</b> el perfil acanomas con 3 jugadores' in section


def test_clause_ids_and_chapter_links_point_inside_the_rulebook() -> None:
    page = rulebook.chapter_html("README")
    assert 'href="/rules/arbiters"' in page  # [arbiters.md](arbiters.md)
    assert 'href="/rules/sources/rule-card-001.txt"' in page
    play = rulebook.chapter_html("play")
    assert '<a href="/rules/cards#CARDS-TRUMP-ORDER" class="clause-ref">CARDS-TRUMP-ORDER</a>' in play


def test_the_clause_text_for_the_viewer_is_its_rule_part() -> None:
    text = rulebook.clause_texts()["PLAY-OVERTRUMP"]
    assert text["chapter"] == "play" and text["title"] == "An opponent has trumped: overtrump if able"
    assert "must play" in text["rule_html"] and "Source." not in text["rule_html"]


def test_rulebook_routes(server: ServerThread) -> None:
    status, headers, body = get(server.url + "/rules/play")
    assert status == 200 and 'id="PLAY-OVERTRUMP"' in body.decode()
    assert "default-src 'self'" in headers["content-security-policy"]
    status, headers, _ = get(server.url + "/rules/clause/PLAY-OVERTRUMP", follow=False)
    assert status == 307 and headers["location"] == "/rules/play#PLAY-OVERTRUMP"
    assert get(server.url + "/rules/clause/NO-SUCH-CLAUSE")[0] == 404
    assert get(server.url + "/rules/nothing")[0] == 404
    status, _, body = get(server.url + "/rules/search.json")
    found = {c["id"]: c for c in json.loads(body)["clauses"]}
    assert found["SCORE-CAPOT"]["href"] == "/rules/scoring#SCORE-CAPOT"
    assert get(server.url + "/rules/sources/rule-card-001.txt?raw=1")[0] == 200
    assert get(server.url + "/rules/sources/..%2Fplay.md")[0] == 404


def test_the_rulebook_navigation_by_profile_and_its_addresses(server: ServerThread) -> None:
    # the chapters under a heading per profile: one "Play" in each, none mixed with the other's
    _, _, body = get(server.url + "/rules/play")
    nav = body.decode().split('<nav aria-label="chapters">', 1)[1].split("</nav>", 1)[0]
    classic, aca = nav.split('<h3 id="nav-belote-acanomas">', 1)
    assert '<h3 id="nav-belote-classic">belote-classic</h3>' in classic
    assert aca.startswith("belote-acanomas (2–4 players)</h3>")
    assert 'href="/rules/play"' in classic and "/rules/acanomas/" not in classic
    assert 'href="/rules/acanomas/play"' in aca and 'href="/rules/play"' not in aca
    assert aca.index('href="/rules/acanomas/README"') < aca.index('href="/rules/acanomas/seats"')  # its overview first
    # /rules/acanomas/ is the profile's overview; a clause ID in any case
    status, headers, _ = get(server.url + "/rules/acanomas/", follow=False)
    assert status == 307 and headers["location"] == "/rules/acanomas/README"
    assert get(server.url + "/rules/acanomas/")[0] == 200
    status, headers, _ = get(server.url + "/rules/clause/play-overtrump", follow=False)
    assert status == 307 and headers["location"] == "/rules/play#PLAY-OVERTRUMP"
    # and the clause's JSON form (the table's claim dialog reads it) alike
    for cid in ("ACA-CLAIM-WRONG", "aca-claim-wrong", "Aca-Claim-Wrong"):
        status, _, body = get(server.url + f"/web/api/clauses/{cid}")
        clause = json.loads(body)
        assert status == 200 and clause["id"] == "ACA-CLAIM-WRONG", cid
        assert clause["href"] == "/rules/acanomas/claims#ACA-CLAIM-WRONG" and clause["rule_html"]
    assert get(server.url + "/web/api/clauses/no-such-clause")[0] == 404
    assert get(server.url + "/rules/nothing/")[0] == 404
    # the search index has the chapters' titles too
    chapters = {c["chapter"]: c for c in json.loads(get(server.url + "/rules/search.json")[2])["chapters"]}
    assert chapters["acanomas/claims"]["title"] == "«He terminado»: claiming the match"
    assert chapters["acanomas/claims"]["href"] == "/rules/acanomas/claims"


def test_pages_and_static_files(server: ServerThread) -> None:
    for path in ("/", "/table", "/viewer", "/rules/", "/static/style.css", "/static/js/table.js", "/static/cards/QD.svg"):
        status, _, _ = get(server.url + path)
        assert status == 200, path
    status, _, body = get(server.url + "/web/api/options")
    options = {o["name"]: o for o in json.loads(body)["options"]}
    assert options["undertrump"]["choices"] == ["required", "optional"]
    assert options["undertrump"]["clause"] == "PLAY-UNDERTRUMP"


def test_the_lobby_offers_the_player_counts_of_option_players() -> None:
    """ACA-SEATS-PLAYERS: belote-acanomas is played by 2, 3 or 4 players, 3 by default; the
    lobby's choice lists exactly those, 3 selected."""
    from belote_ref.web import pages

    html = pages.lobby_page()
    select = html[html.index('<select name="players"'):]
    select = select[:select.index("</select>")]
    assert re.findall(r'<option value="(\d)"', select) == ["2", "3", "4"]
    assert re.findall(r'<option value="(\d)" selected', select) == ["3"]


def test_nothing_is_fetched_from_another_site() -> None:
    """No page, module, stylesheet or card names another site (the SVG namespace is a name, not
    a fetch); the pages' Content-Security-Policy allows only the server itself."""
    for path in STATIC.rglob("*"):
        if path.is_file():
            text = path.read_text(encoding="utf-8").replace("http://www.w3.org/2000/svg", "")
            assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text, re.I), path
    from belote_ref.web import pages

    assert "http" not in pages.lobby_page() + pages.table_page() + pages.viewer_page(True)


# --- the viewer's document ---------------------------------------------------------------------
def _negative(name: str) -> dict[str, Any]:
    return json.loads((NEGATIVE / f"{name}.json").read_text(encoding="utf-8"))


def test_a_departure_is_shown_at_its_action() -> None:
    raw = _negative("missed-overtrump")
    expected = raw["expected_departures"][0]
    doc = document(raw, "missed-overtrump.json", rulebook.clause_texts())
    assert doc["exit"] == 1
    (d,) = doc["departures"]
    assert (d["clause"], d["step"]) == (expected["clause"], {"hand": expected["hand"], "step": expected["action_index"]})
    step = doc["hands"][0]["steps"][expected["action_index"]]
    assert step["action"] == raw["hands"][0]["actions"][expected["action_index"]]
    assert step["refused"]["clause"] == "PLAY-OVERTRUMP"
    # the legal set recorded in the golden, before that action
    assert sorted(step["legal"]) == sorted(raw["hands"][0]["legal"][expected["action_index"]])
    assert doc["clauses"]["PLAY-OVERTRUMP"]["title"] == "An opponent has trumped: overtrump if able"
    # the replay stops there: the 21 later actions are listed, not replayed
    assert len(doc["hands"][0]["steps"]) == expected["action_index"] + 1
    assert len(doc["hands"][0]["not_replayed"]) == len(raw["hands"][0]["actions"]) - expected["action_index"] - 1


def test_each_step_holds_every_seat_own_view() -> None:
    """A seat's view holds its own cards only, and its legal actions only when it is to act."""
    raw = _negative("missed-overtrump")
    doc = document(raw, "x")
    step = doc["hands"][0]["steps"][12]
    hands = raw["hands"][0]["facts"]["hands"]  # each seat's eight cards, recorded in the file
    for seat, view in enumerate(step["views"]):
        assert view["seat"] == seat
        assert set(view["hand"]) <= set(hands[seat])
        assert not set(view["hand"]) & {c for s, h in enumerate(hands) if s != seat for c in h}
        assert bool(view["legal_actions"]) == (seat == step["to_act"] == 3)


def test_every_negative_golden_has_its_departures_at_a_step() -> None:
    for path in sorted(NEGATIVE.glob("*.json")):
        raw = json.loads(path.read_text(encoding="utf-8"))
        doc = document(raw, path.name)
        assert doc["exit"] == 1, path.name
        got = [(d["hand"], d["clause"]) for d in doc["departures"]]
        for e in raw["expected_departures"]:
            assert (e["hand"], e["clause"]) in got, path.name
        for d in doc["departures"]:
            assert d["step"] is not None, (path.name, d)
            if d["action_index"] is not None:
                assert d["step"]["step"] <= d["action_index"]


def test_an_unreadable_file_gives_its_errors() -> None:
    assert document_from_bytes(b"{not json", "x")["errors"][0]["path"] == "$"
    bad = (ROOT / "corpus" / "unreadable" / "malformed-card.json").read_bytes()
    doc = document_from_bytes(bad, "malformed-card.json")
    assert doc["exit"] == 2 and doc["errors"][0]["path"] == "$.hands[0].actions[3].card" and doc["hands"] == []


def test_the_viewer_endpoint(server: ServerThread, monkeypatch: pytest.MonkeyPatch) -> None:
    data = (NEGATIVE / "revoke.json").read_bytes()
    status, doc = post(server.url + "/web/api/viewer?name=revoke.json", data)
    assert status == 200 and doc["departures"][0]["clause"] == "PLAY-FOLLOW-SUIT"
    import belote_ref.web.app as web_app

    monkeypatch.setattr(web_app, "MAX_TRANSCRIPT_BYTES", 1000)
    status, doc = post(server.url + "/web/api/viewer", data)
    assert status == 413 and doc["error"] == "too-large"
    assert get(server.url + "/web/api/file")[0] == 404  # only under belote-ref view


# --- belote-ref view ---------------------------------------------------------------------------
def _view(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "belote_ref.cli", "view", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT)


def test_view_serves_the_file_and_stops_on_ctrl_c() -> None:
    proc = _view(str(NEGATIVE / "missed-overtrump.json"), "--no-browser")
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        m = re.search(r"open (http://127\.0\.0\.1:\d+)/viewer\?file=1", line)
        assert m, line
        assert "breaks a rule" in line
        status, _, body = get(m.group(1) + "/web/api/file")
        assert status == 200 and json.loads(body)["departures"][0]["clause"] == "PLAY-OVERTRUMP"
        assert get(m.group(1) + "/viewer")[0] == 200 and get(m.group(1) + "/rules/play")[0] == 200
        assert get(m.group(1) + "/table")[0] == 404  # no table server here
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=120) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.parametrize("path, message", [
    ("corpus/unreadable/malformed-card.json", "$.hands[0].actions[3].card"),
    ("no-such-file.json", "cannot read no-such-file.json"),
])
def test_view_refuses_what_it_cannot_read(path: str, message: str) -> None:
    proc = _view(path, "--no-browser")
    _, err = proc.communicate(timeout=300)
    assert proc.returncode == 2 and message in err


def test_view_opens_either_profile_and_its_help_says_so() -> None:
    proc = _view("--help")
    out, _ = proc.communicate(timeout=300)
    assert proc.returncode == 0 and "supports only" not in out and "by default any is opened" in " ".join(out.split())
    proc = _view("--profile", "classic", "corpus/acanomas/negative/wrong-trick-winner.json", "--no-browser")
    _, err = proc.communicate(timeout=300)
    assert proc.returncode == 2 and "is a belote-acanomas transcript, not belote-classic" in err


def _cap_memory() -> None:
    """In the child: at most 1 GiB of address space (a reader that does not stop fails fast)."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero", "folder", "over 16 MiB"])
def test_view_reads_a_regular_file_of_at_most_16_mib(kind: str, tmp_path: Path) -> None:
    """``view`` reads its file as ``audit`` does (a regular file only, a FIFO or a device refused
    unread: no hang, no memory without end), at most 16 MiB: exit 2 naming the file."""
    import os

    path = str(tmp_path / "t.json")
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        os.mkdir(path)
    elif kind == "over 16 MiB":
        with open(path, "wb") as f:
            f.truncate(16 * 1024 * 1024 + 1)  # sparse: nothing written
    else:
        path = kind
    message = {
        "fifo": f"cannot read {path}: it is a FIFO (named pipe), not a file",
        "/dev/zero": "cannot read /dev/zero: it is a character device, not a file",
        "folder": f"cannot read {path}: it is a folder, not a file",
        "over 16 MiB": f"{path} is 16,777,217 bytes: a transcript the viewer reads is at most 16 MiB "
                       "(16,777,216 bytes) (docs/browser.md)",
    }[kind]
    proc = subprocess.run([sys.executable, "-m", "belote_ref.cli", "view", path, "--no-browser"], capture_output=True,
                          text=True, cwd=ROOT, timeout=300, preexec_fn=_cap_memory)
    assert proc.returncode == 2 and proc.stderr == f"belote-ref view: {message}\n", proc


# --- the wheel ---------------------------------------------------------------------------------
def test_a_wheel_carries_the_pages_the_chapters_and_the_scenarios(tmp_path: Path) -> None:
    """What a wheel's build step puts in the package (setup.py's build_py and the package data of
    pyproject.toml): the pages' static files, every spec chapter and source, the features."""
    out = subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    package = tmp_path / "belote_ref"
    for needed in ("web/static/style.css", "web/static/js/table.js", "web/static/cards/10H.svg", "spec/play.md",
                   "spec/clauses.json", "spec/sources/rule-card-001.txt", "features/play_overtrump.feature"):
        assert (package / needed).is_file(), needed


# --- the rulebook's search and its words (issue 35) --------------------------------------------
def test_the_search_index_holds_the_clause_texts_scenarios_and_sources(server: ServerThread) -> None:
    # The words a player types find the clause that says them, not only IDs and titles: "dix de
    # der" is SCORE-CARD-POINTS's name of the last trick's 10; "sobrecortar" is the rule card's own
    # word (spec/sources/rule-card-001.txt); "revoke" is in a scenario of AUDIT-PENALTIES.
    status, headers, body = get(f"{server.url}/rules/search.json")
    assert status == 200
    index = json.loads(body)
    text = {c["id"]: c["text"].lower() for c in index["clauses"]}
    assert "dix de der" in text["SCORE-CARD-POINTS"]
    scen = {c["id"]: c["scenarios"] for c in index["clauses"]}
    assert "A revoke is refused, and no penalty is scored" in scen["AUDIT-PENALTIES"]
    assert "Seat 1 has trumped with 8♥: seat 2 must overtrump" in scen["PLAY-OVERTRUMP"]
    sources = {s["name"]: s for s in index["sources"]}
    assert "sobrecortar" in sources["rule-card-001.txt"]["text"]
    assert sources["rule-card-001.txt"]["title"] == "The rule card (Spanish)"
    for c in index["clauses"]:  # what a reader sees: no Markdown, no internal names
        assert "`" not in c["text"] and "**" not in c["text"], c["id"]
        assert "text 000" not in c["text"] and "seed 000" not in c["text"], c["id"]


def test_the_rulebook_shows_no_backticks_and_no_internal_source_names(server: ServerThread) -> None:
    # The sidebar's title of profile belote-acanomas's overview is Markdown ("profile
    # `belote-acanomas`"): shown as its words. The spec's "text 000" / "seed 000" are "the older
    # Spanish text" on the page.
    for address in ("/rules/", "/rules/acanomas/README", "/rules/acanomas/scoring", "/rules/match"):
        status, _, body = get(server.url + address)
        page = body.decode()
        assert status == 200
        nav = page[page.index('<nav aria-label="chapters">'):page.index("</nav>", page.index('<nav aria-label="chapters">'))]
        assert "`" not in nav, address
        assert "profile belote-acanomas" in nav
        article = re.sub(r"<[^>]+>", "", page[page.index('<article'):])
        assert "text 000" not in article and "seed 000" not in article, address
    _, _, body = get(server.url + "/rules/match")
    assert "The older rules text (the older Spanish text, pages of a general Belote rulebook)" in body.decode()


def test_the_pages_read_each_profiles_card_orders_from_the_server(server: ServerThread) -> None:
    # The table sorts a hand by these (issue 35); they come from each profile's rules object
    # (its trick winner), written out here by hand from CARDS-TRUMP-ORDER / CARDS-PLAIN-ORDER and
    # the card orders of profile belote-acanomas (the same ranks, ACA-PLAY-TRICK-WINNER).
    status, _, body = get(f"{server.url}/web/api/options")
    assert status == 200
    profiles = json.loads(body)["profiles"]
    for name in ("belote-classic", "belote-acanomas"):
        assert profiles[name]["card_orders"] == {"trump": ["J", "9", "A", "10", "K", "Q", "8", "7"],
                                                 "plain": ["A", "10", "K", "Q", "J", "9", "8", "7"]}, name


def test_the_viewer_document_holds_each_hands_end_and_whom_a_score_departure_is_about() -> None:
    # Issue 35: at the end of a hand the viewer shows its tricks and its points. In
    # wrong-score-failed.json seat 1 (team 1) takes clubs and fails: the defenders score 162, the
    # takers keep their belote, 20 (SCORE-FAILED); the file records 0 for team 1.
    doc = document(_negative("wrong-score-failed"), "wrong-score-failed.json")
    end = doc["hands"][0]["derived"]
    assert end["score"]["contract"] == "failed" and end["score"]["takers"] == 1
    assert end["score"]["scores"] == [162, 20] and end["score"]["belote"] == [0, 20]
    assert len(end["tricks"]) == 8 and sum(t["points"] for t in end["tricks"]) == 152
    assert "hands" not in end and "dealt" not in end  # the end of a hand, not the deal again
    (dep,) = doc["departures"]
    assert dep["path"] == "$.hands[0].facts.score.scores[1]" and dep["about"] == "team 1 (seats 1 and 3)"
    # a departure at a card names no team
    assert document(_negative("revoke"), "revoke.json")["departures"][0]["about"] is None


def test_the_viewer_document_of_a_belote_acanomas_game_holds_its_line() -> None:
    raw = json.loads((ROOT / "corpus" / "acanomas" / "golden" / "pairs.json").read_text(encoding="utf-8"))
    end = document(raw, "pairs.json")["hands"][0]["derived"]
    assert end["line"]["writes"] == raw["hands"][0]["facts"]["line"]["writes"]  # a golden records the rules' line
    assert len(end["tricks"]) == 8


def test_the_lobby_reads_its_turn_time_and_takeover_from_the_server(server: ServerThread) -> None:
    # TABLE-ROOMS (issue 34): a room made from the lobby has a turn time of 60 s, then the normal AI.
    _, _, body = get(f"{server.url}/web/api/options")
    assert json.loads(body)["lobby"] == {"turn_timeout_s": 60, "takeover": "normal"}
    _, _, page = get(f"{server.url}/")
    assert 'id="turn-timeout"' in page.decode() and 'id="takeover"' in page.decode()


def test_the_viewer_sends_no_token_for_a_rooms_transcript() -> None:
    """The server serves a finished match's transcript to anyone and reads no token for it
    (TABLE-TRANSCRIPT, TABLE-PRIVACY: the hand in progress is served to no one): the viewer sends
    none, so a host token never travels where it is not needed (issue 34)."""
    viewer = (STATIC / "js" / "viewer.js").read_text(encoding="utf-8")
    assert "hostToken" not in viewer and "Authorization" not in viewer
