"""The transcript viewer's data: a transcript, its audit, and the game at every step, as the
browser steps through it (``belote-ref view FILE``, the viewer page).

Nothing here decides a rule. The departures are the audit's (:func:`audit_document`). The steps
replay the recorded actions through the engine (:class:`~belote_ref.machine.Game`) and give, at
each step, every seat's view as the engine builds it (:meth:`Game.view`, VIEW-SEAT): the viewer's
"as one seat saw it" mode shows one of them as it is, and the arbiter's mode lays the four seats'
own hands side by side. The legal actions of a step are those in the view of the seat to act.

A step is the game just before action ``j`` of a hand (``j`` from 0), the last step the game after
its last action (or, after an illegal action, the step of that action: the rules give no state
after it, so the hand's remaining actions are listed, not replayed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..actions import Deal, action_from_json, action_text, legal_text
from ..cards import parse_card
from ..errors import BeloteError, IllegalAction
from ..machine import Game
from ..rules import rules_for
from ..transcript.audit import FileReport, audit_document
from ..transcript.facts import hand_facts, teams_json
from ..transcript.read import Unreadable, parse_json, read_document

Json = dict[str, Any]

MAX_TRANSCRIPT_BYTES = 16 * 1024 * 1024
"""The largest transcript the viewer reads (a 1000-point match at golden level is about 60 KB)."""
MAX_HANDS = 100
"""Hands the viewer steps through (each step holds four views: about 100 KB a hand); the audit
covers every hand, later ones are listed with their departures but not replayed."""


class TooLarge(ValueError):
    """A transcript over :data:`MAX_TRANSCRIPT_BYTES`."""


@dataclass
class _Hand:
    """One hand of the viewer document while it is built."""

    index: int
    record: Json
    steps: list[Json]
    stopped: str | None = None
    """Why the replay stopped before the end of the hand (None: it did not)."""
    left: list[str] | None = None
    """The recorded actions after the stop, as text (not replayed)."""
    derived: Json | None = None
    """The hand's facts as the engine derives them once it is over (its tricks with their points,
    its score): what the viewer shows at the end of the hand; None when the replay stopped."""


def _views(game: Game) -> list[Json]:
    return [game.view(seat).to_json() for seat in range(game.rules.seats)]


def _step(game: Game, j: int, action: Json | None) -> Json:
    views = _views(game)
    seat = game.to_act
    legal = views[seat]["legal_actions"] if seat is not None else []
    return {
        "before": j, "to_act": seat, "phase": game.phase, "views": views,
        "legal": [legal_text(action_from_json(a)) for a in legal],
        "action": action, "action_text": action_text(action, pretty=True) if action is not None else None,
    }


def _replay_hand(i: int, hj: Json, game: Game) -> _Hand:
    """Deal and replay hand ``i`` on ``game``, one step per action."""
    out = _Hand(i, hj, [])
    totals, disputed = game.totals, game.disputed
    try:
        game.apply(Deal(tuple(parse_card(c) for c in hj["order"])))
    except (IllegalAction, BeloteError) as exc:
        out.stopped = f"the card order is not a deal: {exc}"
        out.left = [action_text(a, pretty=True) for a in hj["actions"]]
        return out
    h = game.hand
    actions = hj["actions"]
    for j, aj in enumerate(actions):
        if game.hand is not h or game.to_act is None:
            out.steps.append(_step(game, j, aj))
            out.stopped = f"the hand is over, yet {len(actions) - j} more action(s) are recorded"
            out.left = [action_text(a, pretty=True) for a in actions[j + 1:]]
            return out
        step = _step(game, j, aj)
        out.steps.append(step)
        try:
            game.apply(action_from_json(aj))
        except IllegalAction as exc:
            step["refused"] = {"clause": exc.clause, "reason": exc.reason}
            out.stopped = f"action {j} is illegal ({exc.clause}): the rules give no state after it"
            out.left = [action_text(a, pretty=True) for a in actions[j + 1:]]
            return out
    out.steps.append(_step(game, len(actions), None))
    if h.void or h.score is not None:
        out.derived = {k: v for k, v in hand_facts(h, totals, disputed).items() if k not in ("dealt", "hands")}
    return out


def _replay(doc: Json) -> list[_Hand]:
    """Every hand, on one game while the record follows on; a hand that cannot follow on (a
    dealer other than the game's, a hand after a stopped one) starts a game of its own from its
    recorded dealer and the match totals recorded before it (spec/transcripts.md, "Going on after a
    departure")."""
    rules = rules_for(read_document(doc).ruleset)
    start = doc.get("start") or {"totals": [0, 0], "disputed": 0}
    totals, disputed = (start["totals"][0], start["totals"][1]), start["disputed"]
    game: Game | None = None
    hands: list[_Hand] = []
    for i, hj in enumerate(doc["hands"]):
        dealer = hj["dealer"]
        if i >= MAX_HANDS or (game is not None and game.is_over):
            why = (f"the viewer replays the first {MAX_HANDS} hands" if i >= MAX_HANDS
                   else "the match was over before this hand: it is not replayed")
            hands.append(_Hand(i, hj, [], why, [action_text(a, pretty=True) for a in hj["actions"]]))
            continue
        if game is None or game.phase != "dealing" or game.dealer != dealer:
            game = Game(rules, dealer, totals, disputed)
        hand = _replay_hand(i, hj, game)
        hands.append(hand)
        recorded = (hj.get("facts") or {}).get("match") or {}
        if hand.stopped is None:
            totals, disputed = game.totals, game.disputed
        else:
            game = None
        if "totals" in recorded and "disputed" in recorded:
            totals, disputed = (recorded["totals"][0], recorded["totals"][1]), recorded["disputed"]
    return hands


def _replay_acanomas(doc: Json) -> list[_Hand]:
    """Every partial game of a transcript of profile belote-acanomas on one match, from its
    recorded start (totals, pots, seats out), one step per action; the views are the profile's
    (ACA-VIEW-PLAYER), the actions read and written in its form (ACA-ACTIONS-FORM). A partial
    game that does not follow on (another dealer, after a stopped one) is listed, not replayed."""
    from ..profiles.acanomas.actions import action_from_json as acanomas_action, action_words
    from ..profiles.acanomas.transcript import game_facts, start_game

    rules = rules_for(read_document(doc).ruleset)
    seats = rules.seats
    game: Game | None = start_game(rules, doc)
    hands: list[_Hand] = []

    def words(a: Any) -> str:
        return action_words(a, pretty=True)

    def step(g: Game, j: int, action: Json | None) -> Json:
        views = _views(g)
        seat = g.to_act
        legal = views[seat]["legal_actions"] if seat is not None else []
        return {"before": j, "to_act": seat, "phase": g.phase, "views": views, "legal": [words(a) for a in legal],
                "action": action, "action_text": words(action) if action is not None else None}

    for i, hj in enumerate(doc["hands"]):
        actions = hj["actions"]
        over = game is not None and (game.is_over or game.ledger.winner is not None)  # at its start too
        if i >= MAX_HANDS or game is None or over or game.phase != "dealing" or game.dealer != hj["dealer"]:
            why = (f"the viewer replays the first {MAX_HANDS} hands" if i >= MAX_HANDS
                   else "the match was over before this partial game" if over
                   else "this partial game does not follow on from the one before: it is not replayed")
            hands.append(_Hand(i, hj, [], why, [words(a) for a in actions]))
            game = None
            continue
        out = _Hand(i, hj, [])
        hands.append(out)
        try:
            game.deal([parse_card(c) for c in hj["order"]])
        except (IllegalAction, BeloteError, ValueError) as exc:
            out.stopped, out.left = f"the card order is not a deal: {exc}", [words(a) for a in actions]
            game = None
            continue
        h = game.hand
        ledger: Any = game.ledger  # the profile's ledger: its score sheet's lines
        lines = len(ledger.lines)
        for j, aj in enumerate(actions):
            if game.hand is not h or game.to_act is None:
                out.steps.append(step(game, j, aj))
                out.stopped = f"the partial game is over, yet {len(actions) - j} more action(s) are recorded"
                out.left = [words(a) for a in actions[j + 1:]]
                break
            st = step(game, j, aj)
            out.steps.append(st)
            try:
                game.apply(acanomas_action(aj, seats))
            except IllegalAction as exc:
                st["refused"] = {"clause": exc.clause, "reason": exc.reason}
                out.stopped = f"action {j} is illegal ({exc.clause}): the rules give no state after it"
                out.left = [words(a) for a in actions[j + 1:]]
                break
        else:
            out.steps.append(step(game, len(actions), None))
            if len(ledger.lines) > lines:
                out.derived = game_facts(h, ledger.lines[lines])
        if out.stopped is not None:
            game = None
    return hands


def _step_of(d: Json, hands: list[_Hand]) -> tuple[int, int] | None:
    """The (hand index, step index) where a departure is shown: its action's step; a fact of
    the deal (dealer, order) at the hand's first step; any other fact of a hand at its last
    step; the result at the last step of the last hand; the header at the first step."""
    if not hands:
        return None
    i = d["hand"]
    if i is None:
        if d["path"].startswith("$.result"):
            return len(hands) - 1, max(len(hands[-1].steps) - 1, 0)
        return 0, 0
    if not 0 <= i < len(hands):
        return None
    last = max(len(hands[i].steps) - 1, 0)
    j = d["action_index"]
    if j is None:
        deal_fact = any(d["path"].startswith(f"$.hands[{i}].{k}") for k in ("dealer", "order"))
        return i, 0 if deal_fact else last
    return i, min(j, last)


TEAM_ITEM = re.compile(r"\.facts\.(?:score|match)\.\w+\[(\d+)\]$|^\$\.result\.totals\[(\d+)\]$")
"""A path of the team game's facts that is one team's entry of a team-indexed pair
(spec/transcripts.md, ``score`` and ``match``): its index is the team."""
SIDE_ITEM = re.compile(r"\.facts\.line\.(?:writes\[(\d+)\]|score\.lines\.(\d+)\b)|^\$\.result\.totals\[(\d+)\]$")
"""A path of profile belote-acanomas's facts about one side's line or total: its index or key is the side."""


def _sides(doc: Json, aca: bool) -> list[list[int]]:
    """The seats of each team (each side under profile belote-acanomas)."""
    if aca:
        out: dict[int, list[int]] = {}
        seats = doc.get("seats")
        for s in seats if isinstance(seats, list) else []:  # an unreadable file's seats may be anything
            if isinstance(s, dict) and type(s.get("side")) is int and type(s.get("seat")) is int:
                out.setdefault(s["side"], []).append(s["seat"])
        return [out[k] for k in sorted(out)]
    return teams_json(rules_for(read_document(doc).ruleset))


def _about(path: str, sides: list[list[int]], aca: bool) -> str | None:
    """Which team (side) a departure on a score or a total is about, in words: "team 1 (seats 1
    and 3)"; None for a departure about no one team."""
    m = (SIDE_ITEM if aca else TEAM_ITEM).search(path)
    if not m:
        return None
    k = int(next(g for g in m.groups() if g is not None))
    seats = sides[k] if k < len(sides) else []
    word = "side" if aca else "team"
    if len(seats) == 1:
        return f"{word} {k} (seat {seats[0]})"
    return f"{word} {k} (seats {' and '.join(map(str, seats))})" if seats else f"{word} {k}"


def document(doc: Any, name: str, clause_text: Any = None) -> Json:
    """The viewer's document for a parsed transcript ``doc``: the audit (verdict, departures with
    the step each is shown at, notes, errors), the seats, and each hand's steps. ``clause_text``
    (ID -> {title, chapter, rule_html}) adds the text of each clause the departures name."""
    aca = isinstance(doc, dict) and doc.get("profile") == "belote-acanomas"
    report: FileReport = audit_document(doc, name)
    out: Json = {
        "name": name, "exit": report.exit, "verdict": report.verdict, "ruleset": report.ruleset,
        "errors": [{"path": e.path, "message": e.message} for e in report.errors],
        "notes": [n.to_json() for n in report.notes], "departures": [], "hands": [], "seats": [],
        "clauses": {},
    }
    if report.exit == 2:
        return out
    hands = _replay_acanomas(doc) if aca else _replay(doc)
    out["profile"] = "belote-acanomas" if aca else "belote-classic"
    out["seats"] = doc.get("seats") or []
    out["first_dealer"] = doc["first_dealer"]
    out["metadata"] = doc.get("metadata") or {}
    out["result"] = doc.get("result")
    sides = _sides(doc, aca)
    for k, d in enumerate(report.departures_json()):
        at = _step_of(d, hands)
        d["index"] = k
        d["about"] = _about(d["path"], sides, aca)
        d["step"] = None if at is None else {"hand": at[0], "step": at[1]}
        out["departures"].append(d)
    for hand in hands:
        hj = hand.record
        out["hands"].append({
            "index": hand.index, "number": hj.get("number", hand.index + 1), "dealer": hj["dealer"],
            "steps": hand.steps, "stopped": hand.stopped, "not_replayed": hand.left or [],
            "facts": hj.get("facts"), "derived": hand.derived,
        })
    if clause_text is not None:
        for d in out["departures"]:
            if d["clause"] in clause_text:
                out["clauses"][d["clause"]] = clause_text[d["clause"]]
    return out


def document_from_bytes(data: bytes, name: str, clause_text: Any = None) -> Json:
    """The viewer's document for a transcript file's bytes; an unreadable one (not UTF-8, not
    JSON) gives a document with its errors, like the audit's report (exit 2)."""
    if len(data) > MAX_TRANSCRIPT_BYTES:
        raise TooLarge(f"a transcript may have at most {MAX_TRANSCRIPT_BYTES} bytes, this one has {len(data)}")
    try:
        text = data.decode("utf-8-sig")
        doc = parse_json(text)
    except UnicodeDecodeError as exc:
        return _unreadable(name, "$", f"not UTF-8 text (byte {exc.start}): {exc.reason}")
    except Unreadable as exc:
        return _unreadable(name, exc.problems[0].path, exc.problems[0].message)
    return document(doc, name, clause_text)


def _unreadable(name: str, path: str, message: str) -> Json:
    return {"name": name, "exit": 2, "verdict": "unreadable", "ruleset": None,
            "errors": [{"path": path, "message": message}], "notes": [], "departures": [], "hands": [],
            "seats": [], "clauses": {}}
