"""The golden corpus: the files the recipes of :mod:`belote_ref.transcript.recipes` give
(hand-picked deals and scripted actions; negative goldens that break one rule each; unreadable
files), their layout on disk, and which clauses a transcript exercises (see corpus/README.md).

A recipe writes each seat's eight cards, the turned card and a script of tokens, one per
action, in the order the actions happen; the seat of each token is the seat to act:

- ``-`` pass; ``C`` ``D`` ``H`` ``S`` take that suit;
- ``10H`` play that card; ``KH*`` play it announcing belote;
- ``...`` play the rest of the hand, each seat its first legal action (reference order);
- ``!token`` an attempt the rules refuse (recorded in ``refused`` with its clause);
  ``!token@2`` the attempt is made by seat 2; ``!coinche``, ``!tierce`` (a declaration),
  ``!all-trump``, ``!no-trump`` the disabled actions;
- ``?2`` record seat 2's view at this point.

``belote-ref corpus regenerate`` rewrites every file from its recipe; a test fails when the
files on disk differ from what the reference produces.
"""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from typing import Any, Sequence

from ..actions import Coinche, Declare, Pass, Play, SeatAction, Take, action_from_json
from ..cards import parse_card, parse_cards, parse_suit
from ..deal import order_for_hands
from ..errors import IllegalAction
from .. import shown
from ..files import write_whole
from ..machine import Game
from ..rules import Rules, rules_for
from ..ruleset import make_ruleset
from .read import Unreadable, check_utf8, load_bytes, read_document
from .recipes import AUTOMATIC, NEGATIVES, RECIPES, SIMULATED, UNREADABLE, HandRecipe, Negative, Recipe, automatic_twin
from .write import HandInput, Player, RecipeError, build_transcript, transcript_of

Json = dict[str, Any]


def _order(hr: HandRecipe, dealer: int, first_deal_rule: str) -> tuple[int, ...]:
    if hr.order is not None:
        return tuple(parse_cards(hr.order))
    assert hr.hands is not None and hr.turned is not None and hr.taker is not None
    return order_for_hands([parse_cards(h) for h in hr.hands], dealer, hr.taker, parse_card(hr.turned), first_deal_rule)


def _token_action(game: Game, token: str) -> SeatAction:
    seat = game.to_act if game.to_act is not None else 0
    if "@" in token:
        token, _, s = token.partition("@")
        seat = int(s)
    if token == "-":
        return Pass(seat)
    if token == "coinche":
        return Coinche(seat)
    if token in ("tierce", "cinquante", "cent", "carre"):
        return Declare(seat, token)
    if token in ("all-trump", "no-trump"):
        return Take(seat, token)
    if token in ("C", "D", "H", "S"):
        return Take(seat, parse_suit(token))
    belote = token.endswith("*")
    return Play(seat, parse_card(token.rstrip("*")), belote)


def _script_hand(game: Game, hr: HandRecipe) -> HandInput:
    order = _order(hr, game.dealer, game.ruleset.first_deal)
    game.deal(order)
    actions: list[SeatAction] = []
    refused: list[tuple[int, SeatAction]] = []
    views: list[tuple[int, int]] = []
    h = game.hand
    for token in hr.script.replace("|", " ").split():
        if token == "...":
            while game.hand is h and game.to_act is not None:
                a = game.legal_actions()[0]
                game.apply(a)
                actions.append(a)
            continue
        if token.startswith("?"):
            views.append((len(actions), int(token[1:])))
            continue
        if token.startswith("!"):
            refused.append((len(actions), _token_action(game, token[1:])))
            continue
        a = _token_action(game, token)
        try:
            game.apply(a)
        except IllegalAction as exc:
            raise RecipeError(f"token {token!r}: {exc}") from None
        actions.append(a)
    return HandInput(order, actions, refused, views)


def build(recipe: Recipe) -> Json:
    """The golden transcript of a recipe."""
    rules = rules_for(make_ruleset(recipe.options))
    game = Game(rules, recipe.first_dealer, recipe.start_totals, recipe.start_disputed)
    inputs = []
    for k, hr in enumerate(recipe.hands):
        try:
            inputs.append(_script_hand(game, hr))
        except (RecipeError, IllegalAction) as exc:
            raise RecipeError(f"recipe {recipe.name}, hand {k + 1}: {exc}") from None
    meta = {"title": recipe.title, "description": recipe.description, "clauses": list(recipe.clauses),
            "recipe": recipe.name}
    players = [Player(f"scripted-{s}", kind="external", level=None) for s in range(rules.seats)]
    return build_transcript(inputs, rules, recipe.first_dealer, recipe.start_totals, recipe.start_disputed,
                            players=players, metadata=meta)


def simulated(seed: int, title: str, description: str, clauses: Sequence[str], name: str) -> Json:
    """The golden transcript of a whole match between random legal players (seeded)."""
    from ..players import play_match

    meta = {"title": title, "description": description, "clauses": list(clauses), "recipe": name, "seed": seed}
    return transcript_of(play_match(seed=seed), metadata=meta)


# --- negative goldens ------------------------------------------------------------------------
def build_negative(neg: Negative, goldens: dict[str, Json]) -> Json:
    doc = copy.deepcopy(goldens[neg.base])
    neg.mutate(doc)
    clauses = neg.clauses or tuple(sorted({e[2] for e in neg.expected}))
    doc["metadata"] = {
        "title": neg.name.replace("-", " "),
        "description": neg.description,
        "clauses": list(clauses) + ["AUDIT-PENALTIES"],
        "recipe": f"negative:{neg.name} (from golden {neg.base})",
        "generator": doc["metadata"]["generator"],
    }
    doc["expected_departures"] = [
        {"hand": h, "action_index": a, "clause": c, "kind": k} for h, a, c, k in neg.expected
    ]
    return doc


def automatic_negative(neg: Negative, goldens: dict[str, Json]) -> Json | None:
    """The document of a negative golden's twin under belote=automatic: the same break made in
    the twin of its golden (:func:`~belote_ref.transcript.recipes.automatic_twin`), written only when the
    reference's audit reports exactly the original's departures there (a break that is about an
    announcement may mean something else, or nothing, without them)."""
    from .audit import audit_document

    base = f"{neg.base}-{AUTOMATIC}"
    if base not in goldens:
        return None
    twin = Negative(f"{neg.name}-{AUTOMATIC}", base, f"{neg.description} The same break in {base}.", neg.mutate,
                    neg.expected, neg.clauses)
    doc = build_negative(twin, goldens)
    report = audit_document(doc, twin.name)
    got = sorted(((d.hand, d.action_index, d.clause, d.kind) for d in report.departures), key=str)
    return doc if report.exit == 1 and got == sorted(neg.expected, key=str) else None


# --- file layout -------------------------------------------------------------------------------
def dumps(doc: Any) -> str:
    """Deterministic JSON: small arrays and objects on one line, the rest indented."""
    return _fmt(doc, 0) + "\n"


def _fmt(v: Any, indent: int) -> str:
    flat = json.dumps(v, ensure_ascii=False)
    if len(flat) + indent <= 110 or not isinstance(v, (dict, list)) or not v:
        return flat
    pad = " " * (indent + 2)
    if isinstance(v, list) and all(not isinstance(x, (dict, list)) for x in v):
        lines, line = [], ""
        for x in v:
            item = json.dumps(x, ensure_ascii=False)
            if line and len(pad) + len(line) + len(item) + 2 > 110:
                lines.append(line)
                line = ""
            line = f"{line}, {item}" if line else item
        lines.append(line)
        return "[\n" + ",\n".join(pad + ln for ln in lines) + "\n" + " " * indent + "]"
    if isinstance(v, dict):
        items = [f"{pad}{json.dumps(k)}: {_fmt(x, indent + 2)}" for k, x in v.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    return "[\n" + ",\n".join(pad + _fmt(x, indent + 2) for x in v) + "\n" + " " * indent + "]"


def corpus_files() -> dict[str, str]:
    """Every corpus file (path relative to the corpus folder -> text), from the recipes."""
    goldens = {r.name: build(r) for r in RECIPES}
    for name, seed, title, description, clauses in SIMULATED:
        goldens[name] = simulated(seed, title, description, clauses, name)
    for twin in filter(None, map(automatic_twin, RECIPES)):
        doc = build(twin)  # its declared clauses: those the twin really exercises (no belote pair: none)
        doc["metadata"]["clauses"] = [c for c in twin.clauses if c in exercised(doc)]
        goldens[twin.name] = doc
    out = {f"golden/{name}.json": dumps(doc) for name, doc in goldens.items()}
    for neg in NEGATIVES:
        out[f"negative/{neg.name}.json"] = dumps(build_negative(neg, goldens))
    for neg in NEGATIVES:
        twin_doc = automatic_negative(neg, goldens)
        if twin_doc is not None:
            out[f"negative/{neg.name}-{AUTOMATIC}.json"] = dumps(twin_doc)
    for name, (base, mutate, errors, description) in UNREADABLE.items():
        doc = copy.deepcopy(goldens[base])
        doc["metadata"] = {"title": name.replace("-", " "), "description": description,
                           "clauses": sorted({c for _, c in errors if c}), "recipe": f"unreadable:{name} (from golden {base})"}
        mutate(doc)
        doc["expected_exit"] = 2
        doc["expected_errors"] = [{"path": p, "clause": c} for p, c in errors]
        out[f"unreadable/{name}.json"] = dumps(doc)
    out["README.md"] = readme(out)
    out.update(acanomas_files())
    return out


ACANOMAS_DIR = "acanomas"
"""The corpus of profile belote-acanomas, a folder of the corpus (:mod:`belote_ref.profiles.acanomas.corpus`)."""


def acanomas_files() -> dict[str, str]:
    """The files of ``corpus/acanomas/`` (paths relative to the corpus folder)."""
    from ..profiles.acanomas.corpus import corpus_docs

    docs = corpus_docs()
    out = {f"{ACANOMAS_DIR}/{rel}": dumps(doc) for rel, doc in docs.items()}
    rows = [f"| `{rel}` | {doc['metadata']['description']} | {', '.join(doc['metadata']['clauses'])} |"
            for rel, doc in sorted(docs.items())]
    out[f"{ACANOMAS_DIR}/README.md"] = (
        "# The corpus of profile belote-acanomas\n\n"
        "Written by `belote-ref corpus regenerate` from `belote_ref/profiles/acanomas/corpus.py`; checked by\n"
        "`belote-ref corpus check`. Transcripts of the older individual game (spec/acanomas/, schema\n"
        "`schemas/acanomas-transcript.schema.json`): `golden/` follow the rules (`belote-ref audit` exit 0), each\n"
        "`negative/` file breaks them and states the departures the audit must report (`expected_departures`).\n"
        "Files whose name starts with `physical-` record a game played with real cards (`\"physical\": true`,\n"
        "ACA-AUDIT-PHYSICAL). Files whose name starts with `scripted-` come from hand-written recipes (chosen hands,\n"
        "bids, announcements and tricks) and may record refused attempts (`refused`) and seat views (`views`).\n"
        "Together the goldens declare every rules clause of the profile but the faults of a physical table\n"
        "(ACA-PENALTY-*, ACA-PREMIUM-RENEGE), which the `physical-` negatives show.\n\n| file | what it shows | clauses |\n| --- | --- | --- |\n" + "\n".join(rows) + "\n")
    return out


SUBFOLDERS = ("golden", "negative", "unreadable", f"{ACANOMAS_DIR}/golden", f"{ACANOMAS_DIR}/negative")


def readme(files: dict[str, str]) -> str:
    """The corpus README: the guide for implementers, then an index of the files."""
    from importlib import resources

    text = (resources.files("belote_ref.transcript") / "corpus_readme.md").read_text(encoding="utf-8")
    rows = []
    for rel, body in sorted(files.items()):
        if not rel.endswith(".json"):
            continue
        meta = json.loads(body)["metadata"]
        rows.append(f"| `{rel}` | {meta['description']} | {', '.join(meta['clauses'])} |")
    return text + "\n| file | what it shows | clauses |\n| --- | --- | --- |\n" + "\n".join(rows) + "\n"


def _of_profile(files: dict[str, str], profile: str | None) -> tuple[dict[str, str], tuple[str, ...]]:
    """The files and subfolders of one profile's corpus (None: both)."""
    if profile is None:
        return files, SUBFOLDERS
    mine = (lambda rel: rel.startswith(f"{ACANOMAS_DIR}/")) if profile == "belote-acanomas" else \
        (lambda rel: not rel.startswith(f"{ACANOMAS_DIR}/"))
    return {rel: text for rel, text in files.items() if mine(rel)}, tuple(sub for sub in SUBFOLDERS if mine(sub))


class UnreadableCorpusFile(Exception):
    """A file at a corpus file's name that cannot be read as one: not a regular file (a FIFO, a
    device, a folder), over :data:`belote_ref.transcript.read.MAX_FILE_BYTES`, or (for ``check``)
    not UTF-8. The message names the file."""


_WHAT = "a corpus file"


def _unreadable(p: Path, exc: Unreadable, hint: str) -> UnreadableCorpusFile:
    """The reader's refusal of ``p`` as a corpus error naming the file, then what to do."""
    reason = exc.problems[0].message
    return UnreadableCorpusFile((reason if str(p) in reason else f"{p}: {reason}") + f"; {hint}")


def _read_bytes(p: Path) -> bytes:
    """The bytes of the corpus file at ``p``, read as ``audit`` reads a transcript (a regular
    file of at most 64 MiB, :func:`belote_ref.transcript.read.load_bytes`)."""
    try:
        return load_bytes(str(p), what=_WHAT, stdin=False)
    except Unreadable as exc:
        raise _unreadable(p, exc, "remove it, then run corpus regenerate") from None


def _text_of(data: bytes) -> str | None:
    """The text ``Path.read_text(encoding="utf-8")`` gives for these bytes (newlines read as
    ``\\n``), None if they are not UTF-8."""
    try:
        return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8").read()
    except UnicodeDecodeError:
        return None


def _read_text(p: Path) -> str:
    """The text of the corpus file at ``p`` (read by :func:`_read_bytes`); bytes that are not
    UTF-8 are refused, naming the file and the first bad byte."""
    data = _read_bytes(p)
    try:
        check_utf8(data)
    except Unreadable as exc:
        raise _unreadable(p, exc, "corpus regenerate rewrites it") from None
    text = _text_of(data)
    assert text is not None  # UTF-8, as just checked
    return text


class NotACorpus(Exception):
    """``corpus regenerate`` into a folder that is not a corpus, which holds ``*.json`` files no
    recipe makes: they are the user's, and are never removed (docs/limits.md, The corpus)."""


def _is_corpus(corpus_dir: Path, files: dict[str, str]) -> bool:
    """A folder is a corpus when every README.md the recipes write there is in it, with the
    corpus README's first line (its title)."""
    for rel, text in files.items():
        if rel.endswith("README.md"):
            try:
                with open(corpus_dir / rel, encoding="utf-8", errors="replace") as f:
                    if f.readline() != text.splitlines(keepends=True)[0]:
                        return False
            except OSError:
                return False
    return True


def regenerate(corpus_dir: Path, profile: str | None = None) -> list[str]:
    """Rewrite the corpus (of ``profile``; None: both); return the files written or removed.
    A file whose text differs is rewritten (one that is not UTF-8 too), whole
    (:func:`belote_ref.files.write_whole`: a failure midway leaves the old file as it was, and
    the files rewritten before it rewritten); :class:`UnreadableCorpusFile`
    if one at a corpus file's name is not a regular file or is over the size limit (never read
    from, never written through). A ``*.json`` file no recipe makes is removed only from a corpus
    (:func:`_is_corpus`); anywhere else it is the user's, and :class:`NotACorpus` is raised before
    anything is written."""
    files, subfolders = _of_profile(corpus_files(), profile)
    extra = [f"{sub}/{p.name}" for sub in subfolders for p in sorted((corpus_dir / sub).glob("*.json"))
             if f"{sub}/{p.name}" not in files]
    if extra and not _is_corpus(corpus_dir, files):
        raise NotACorpus(
            f"{shown.name(str(corpus_dir))} is not a corpus (no corpus README.md in it): regenerating would remove "
            f"{len(extra)} file(s) no recipe makes ({shown.name(extra[0])}{', ...' if len(extra) > 1 else ''}); "
            "nothing was written: give an empty folder, a corpus, or move those files")
    changed = []
    for sub in subfolders:
        (corpus_dir / sub).mkdir(parents=True, exist_ok=True)
    for rel in extra:
        (corpus_dir / rel).unlink()
        changed.append(f"removed {rel}")
    for rel, text in files.items():
        p = corpus_dir / rel
        if not p.exists() or _text_of(_read_bytes(p)) != text:
            write_whole(p, text)
            changed.append(rel)
    return changed


def check(corpus_dir: Path, profile: str | None = None) -> list[str]:
    """The corpus files (of ``profile``; None: both) that differ from what the recipes give
    (missing, extra or changed); :class:`UnreadableCorpusFile` if one cannot be read as a corpus
    file (not a regular file, over the size limit, not UTF-8)."""
    files, subfolders = _of_profile(corpus_files(), profile)
    out = []
    for sub in subfolders:
        for p in sorted((corpus_dir / sub).glob("*.json")):
            if f"{sub}/{p.name}" not in files:
                out.append(f"{sub}/{p.name}: not made by any recipe")
    for rel, text in files.items():
        p = corpus_dir / rel
        if not p.exists():
            out.append(f"{rel}: missing")
            continue
        if _read_text(p) != text:
            out.append(f"{rel}: differs from what the reference produces")
    return out


# --- which clauses a transcript exercises ------------------------------------------------------
ALWAYS = ("SEATS-TEAMS", "CARDS-DECK", "DEAL-ORDER", "RULESET-OPTIONS")
"""Exercised by every transcript: seats and teams, the deck, a card order, a named ruleset."""


def exercised(doc: Json) -> set[str]:
    """The clauses a readable, rule-following transcript exercises, found by replaying it: the
    obligation behind each bid and each card played (the rules object's ``bid_obligation`` and
    ``play_situation``), each refusal's clause, and the outcomes of its hands. A golden's declared
    clauses must be among these (a test checks it)."""
    t = read_document(doc)
    rules = rules_for(t.ruleset)
    out = set(ALWAYS)
    start = doc.get("start") or {"totals": [0, 0], "disputed": 0}
    game = Game(rules, doc["first_dealer"], tuple(start["totals"]), start["disputed"])
    if len(doc["hands"]) > 1:
        out.add("MATCH-DEALER")
    for hj in doc["hands"]:
        if game.phase != "dealing" or game.dealer != hj["dealer"]:
            game = Game(rules, hj["dealer"], game.totals, game.disputed)
        h = game.hand
        game.deal([parse_card(c) for c in hj["order"]])
        out.add("DEAL-FIRST")
        holder = False
        for r in hj.get("refused") or []:
            out.add(r["clause"])
        if hj.get("views"):
            out.add("VIEW-SEAT")
        for aj in hj["actions"]:
            seat = game.to_act
            assert seat is not None
            if h.stage == "bid":
                assert h.turned is not None
                out.update(("BID-TURN", rules.bid_obligation(seat, h.bid_round, h.turned >> 3)[0]))
            elif h.stage == "play":
                assert h.trump is not None
                held = h.holding(seat)
                out.add(rules.play_situation(held, h.trick, h.trump))
                if rules.belote_cards(held, h.trump):
                    holder = True
                    out.add("PLAY-BELOTE")
            game.apply(action_from_json(aj))
        if h.void:
            out.add("BID-ALL-PASS")
        if h.taker is not None:
            out.add("DEAL-COMPLETION")
        if h.tricks:
            out.update(("PLAY-TURN", "PLAY-TRICK-WINNER", "CARDS-POINTS", "CARDS-TRUMP-ORDER", "CARDS-PLAIN-ORDER"))
        if h.score is not None:
            s = h.score
            out.update(("SCORE-CARD-POINTS", "SCORE-CONTRACT"))
            out.add({"made": "SCORE-MADE", "failed": "SCORE-FAILED", "tied": "SCORE-DISPUTE"}[s.contract])
            if s.totals[0] == s.totals[1] or (h.settlement and h.settlement.resolved):
                out.add("SCORE-DISPUTE")
            if s.capot is not None:
                out.add("SCORE-CAPOT")
            if holder:  # belote scored, or held and (unannounced) not scored
                out.add("SCORE-BELOTE")
        if match_end_decides(rules, game.totals):
            out.add("MATCH-END")
    return out


def match_end_decides(rules: Rules, totals: tuple[int, int]) -> bool:
    """Whether the match-end rule decides something at these totals (MATCH-END): the match is
    won, or the totals are equal where one more point would have won it (equal totals play on)."""
    if rules.match_winner(totals) is not None:
        return True
    return totals[0] == totals[1] and rules.match_winner((totals[0] + 1, totals[1])) is not None
