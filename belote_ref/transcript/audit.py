"""The audit: replay every action of a transcript through the reference, check every recorded
fact, and report every departure from the rules with where it is (hand, trick, seat, action
index, JSON path), which clause, what was recorded and what the rules give (AUDIT-PENALTIES:
violations are reported, never penalised).

Lenient like a PGN reader: the audit collects every departure it can. After an illegal action
it cannot go on with that hand (the rules give no state after it) and says so; it goes on with
the next hand when that hand's starting state (dealer, totals, disputed points) is known from
the transcript. A wrong recorded fact never stops it: the reference's value is used, except
for the match totals, where it continues from the recorded ones so that one wrong sum is
reported once, not in every later hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from ..actions import Deal, Pass, Play, action_from_json
from ..cards import CARDS
from ..errors import IllegalAction
from ..machine import Game, HandState
from ..match import match_winner, next_dealer
from ..play import belote_pair_mask, legal_mask
from ..ruleset import RULES_VERSION, RULESET_FAMILY, Ruleset
from .facts import hand_facts, legal_text, play_situation
from .read import Transcript, Unreadable, read_document, read_source, read_text
from .schema import SchemaProblem

Json = dict[str, Any]

EXIT_OK, EXIT_DEPARTURE, EXIT_UNREADABLE, EXIT_INTERNAL = 0, 1, 2, 70
VERDICTS = {EXIT_OK: "follows the rules", EXIT_DEPARTURE: "breaks a rule", EXIT_UNREADABLE: "unreadable",
            EXIT_INTERNAL: "internal error"}


@dataclass
class Departure:
    """One place where the transcript departs from the rules."""

    hand: int | None
    action_index: int | None
    path: str
    clause: str
    kind: str
    message: str
    trick: int | None = None
    seat: int | None = None
    recorded: Any = None
    expected: Any = None

    def to_json(self) -> Json:
        return {
            "hand": self.hand, "trick": self.trick, "seat": self.seat, "action_index": self.action_index,
            "path": self.path, "clause": self.clause, "kind": self.kind,
            "recorded": self.recorded, "expected": self.expected, "message": self.message,
        }

    def __str__(self) -> str:
        where = []
        if self.hand is not None:
            where.append(f"hand index {self.hand}")
        if self.trick is not None:
            where.append(f"trick {self.trick + 1}")
        if self.seat is not None:
            where.append(f"seat {self.seat}")
        loc = f" ({', '.join(where)})" if where else ""
        return f"{self.path}{loc}: {self.clause}, {self.kind}: {self.message}"


@dataclass
class Note:
    hand: int | None
    message: str

    def to_json(self) -> Json:
        return {"hand": self.hand, "message": self.message}


@dataclass
class HandAudit:
    """What the replay of one hand gave: its state, derived facts, where it stopped."""

    index: int
    state: HandState
    facts: Json
    finished: bool
    stopped_at: int | None = None
    """Index of the action where the replay had to stop (illegal or after the hand ended)."""


@dataclass
class FileReport:
    """The audit of one file."""

    file: str
    exit: int = EXIT_OK
    ruleset: str | None = None
    hands: int = 0
    actions: int = 0
    departures: list[Departure] = field(default_factory=list)
    errors: list[SchemaProblem] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    replayed: list[HandAudit] = field(default_factory=list)

    @property
    def verdict(self) -> str:
        return VERDICTS[self.exit]

    def to_json(self) -> Json:
        return {
            "file": self.file, "exit": self.exit, "verdict": self.verdict, "ruleset": self.ruleset,
            "hands": self.hands, "actions": self.actions,
            "departures": [d.to_json() for d in self.departures],
            "errors": [{"path": e.path, "message": e.message} for e in self.errors],
            "notes": [n.to_json() for n in self.notes],
        }


# --- which clause a recorded fact belongs to ---------------------------------------------------
_SCORE_CLAUSES = {
    "takers": "BID-ROUND1", "tricks_won": "PLAY-TRICK-WINNER", "card_points": "SCORE-CARD-POINTS",
    "last_trick": "SCORE-CARD-POINTS", "belote": "SCORE-BELOTE", "capot": "SCORE-CAPOT",
    "totals": "SCORE-CONTRACT", "contract": "SCORE-CONTRACT", "disputed": "SCORE-DISPUTE",
}
_CONTRACT_CLAUSES = {"made": "SCORE-MADE", "failed": "SCORE-FAILED", "tied": "SCORE-DISPUTE"}
_FACT_CLAUSES = {
    "turned": "DEAL-FIRST", "dealt": "DEAL-FIRST", "hands": "DEAL-COMPLETION", "void": "BID-ALL-PASS",
    "belote": "PLAY-BELOTE",
}
_MATCH_CLAUSES = {"totals": "MATCH-END", "disputed": "SCORE-DISPUTE", "resolved": "SCORE-DISPUTE",
                  "winner": "MATCH-END", "next_dealer": "MATCH-DEALER"}
_TRICK_CLAUSES = {"leader": "PLAY-TURN", "cards": "PLAY-TURN", "winner": "PLAY-TRICK-WINNER", "points": "CARDS-POINTS"}


def fact_clause(parts: list[Any], derived: Json) -> str:
    """The clause a recorded fact at ``facts.<parts>`` answers to."""
    top = parts[0]
    bid_clause = "BID-ROUND2" if derived.get("bid_round") == 2 else "BID-ROUND1"
    if top in _FACT_CLAUSES:
        return _FACT_CLAUSES[top]
    if top in ("bid_round", "taker", "trump"):
        return bid_clause
    if top == "tricks":
        if len(parts) >= 3 and parts[2] in _TRICK_CLAUSES:
            return _TRICK_CLAUSES[parts[2]]
        return "PLAY-TRICK-WINNER"
    if top == "score":
        score = derived.get("score") or {}
        sub = parts[1] if len(parts) > 1 else "scores"
        if sub == "takers":
            return bid_clause
        if sub in ("scores", "totals") and score.get("capot") is not None:
            return "SCORE-CAPOT"
        if sub == "scores":
            return _CONTRACT_CLAUSES.get(score.get("contract", ""), "SCORE-CONTRACT")
        return _SCORE_CLAUSES.get(sub, "SCORE-CONTRACT")
    if top == "match":
        sub = parts[1] if len(parts) > 1 else "totals"
        if sub == "totals" and (derived.get("match") or {}).get("resolved"):
            return "SCORE-DISPUTE"
        return _MATCH_CLAUSES.get(sub, "MATCH-END")
    return "MATCH-PHASES"


def _same(a: Any, b: Any) -> bool:
    """JSON equality that tells true from 1."""
    if type(a) is bool or type(b) is bool:
        return type(a) is type(b) and a == b
    return a == b


def diff(recorded: Any, expected: Any, path: list[Any]) -> Iterable[tuple[list[Any], Any, Any]]:
    """Where ``recorded`` differs from ``expected``: keys only in ``recorded`` are ignored."""
    if isinstance(recorded, dict) and isinstance(expected, dict):
        for k, v in recorded.items():
            if k in expected:
                yield from diff(v, expected[k], path + [k])
    elif isinstance(recorded, list) and isinstance(expected, list) and len(recorded) == len(expected):
        for i, (r, e) in enumerate(zip(recorded, expected)):
            yield from diff(r, e, path + [i])
    elif not _same(recorded, expected) or type(recorded) is not type(expected) and not (
        isinstance(recorded, (int, float)) and isinstance(expected, (int, float)) and type(recorded) is not bool
    ):
        yield path, recorded, expected


def json_path(parts: Iterable[Any]) -> str:
    out = "$"
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else f".{p}"
    return out


_CARD = {str(c): c for c in CARDS}
_BELOTE_TEXT = {str(c) + " belote": c for c in CARDS}


def _fast_action(aj: Json) -> Any:
    """The action of a schema-valid JSON action (a shortcut for plays and passes)."""
    kind = aj["type"]
    if kind == "play":
        return Play(aj["seat"], _CARD[aj["card"]], aj.get("announce") == "belote")
    if kind == "pass":
        return Pass(aj["seat"])
    return action_from_json(aj)


def _same_legal_plays(recorded: list[str], game: Game, h: HandState, ruleset: Ruleset) -> bool:
    """Whether ``recorded`` (texts) is exactly the legal set of the seat to play, computed from
    the rules core's masks (what :meth:`Game.legal_actions` lists, without building it)."""
    seat = (h.leader + len(h.trick)) & 3
    hand = h.holdings[seat]
    trump = h.trump
    assert trump is not None
    mask = legal_mask(hand, h.trick, trump, ruleset.undertrump == "required")
    plain = belote = 0
    n_belote = 0
    for text in recorded:
        c = _CARD.get(text)
        if c is not None:
            if plain >> c & 1:
                return False
            plain |= 1 << c
            continue
        c = _BELOTE_TEXT.get(text)
        if c is None or belote >> c & 1:
            return False
        belote |= 1 << c
        n_belote += 1
    if plain != mask:
        return False
    expected_belote = 0
    if ruleset.belote == "announced":
        pair = belote_pair_mask(trump)
        if hand & pair == pair:
            expected_belote = mask & pair
    return belote == expected_belote


def _text(a: Json) -> str:
    s = f"{a.get('type')} by seat {a.get('seat')}"
    if a.get("type") == "play":
        s = f"seat {a.get('seat')} plays {a.get('card')}" + (" with belote" if a.get("announce") else "")
    elif a.get("type") == "take":
        s = f"seat {a.get('seat')} takes {a.get('suit')}"
    elif a.get("type") == "pass":
        s = f"seat {a.get('seat')} passes"
    return s


class _Audit:
    """The audit of one readable transcript."""

    def __init__(self, t: Transcript, report: FileReport, keep: bool = True) -> None:
        self.doc = t.doc
        self.ruleset: Ruleset = t.ruleset
        self.report = report
        self.keep = keep
        self.whole_match = True

    # -- recording ------------------------------------------------------------------------
    def depart(self, hand: int | None, action_index: int | None, path: str, clause: str, kind: str,
               message: str, **kw: Any) -> None:
        self.report.departures.append(Departure(hand, action_index, path, clause, kind, message, **kw))

    def note(self, hand: int | None, message: str) -> None:
        self.report.notes.append(Note(hand, message))

    # -- the whole transcript --------------------------------------------------------------
    def run(self) -> None:
        doc, ruleset = self.doc, self.ruleset
        self.report.ruleset = ruleset.id
        self.check_header()
        start = doc.get("start") or {"totals": [0, 0], "disputed": 0}
        totals: tuple[int, int] | None = (start["totals"][0], start["totals"][1])
        disputed: int | None = start["disputed"]
        expected_dealer: int | None = doc["first_dealer"]
        winner = match_winner(totals, ruleset.target) if totals else None
        hands = doc["hands"]
        game: Game | None = None
        complete = True
        # A view's match history (hand number, hand scores) is checked only while the replay
        # holds every hand of the match from its start.
        first = hands[0].get("number", 1) if hands else 1
        self.whole_match = list(start["totals"]) == [0, 0] and start["disputed"] == 0 and first == 1
        for i, hj in enumerate(hands):
            p = f"$.hands[{i}]"
            if winner is not None:
                self.depart(i, None, p, "MATCH-END", "after-match-end",
                            f"the match was already over (team {winner} won, {totals[0]}-{totals[1]}), yet "  # type: ignore[index]
                            f"{len(hands) - i} more hand(s) are recorded", recorded=len(hands) - i, expected=0)
                self.note(i, f"hands from index {i} on are not checked: the match had ended")
                complete = False
                break
            if totals is None or disputed is None:
                self.note(i, f"hands from index {i} on cannot be checked: the match totals before hand index {i} "
                             "are unknown after the departure in the previous hand (record facts.match to allow it)")
                complete = False
                break
            dealer = hj["dealer"]
            if expected_dealer is not None and dealer != expected_dealer:
                self.depart(i, None, p + ".dealer", "MATCH-DEALER", "wrong-fact",
                            f"seat {dealer} deals, but the deal passes to seat {expected_dealer}",
                            recorded=dealer, expected=expected_dealer)
            if game is None or game.phase != "dealing" or game.dealer != dealer or game.totals != totals \
                    or game.disputed != disputed:
                if game is not None:
                    self.whole_match = False
                game = Game(ruleset, dealer, totals, disputed)
            ha = self.hand(i, hj, game, totals, disputed, last=i == len(hands) - 1)
            if self.keep:
                self.report.replayed.append(ha)
            recorded_match = (hj.get("facts") or {}).get("match") or {}
            if ha.finished:
                m = ha.facts["match"]
                totals, disputed, winner, expected_dealer = (m["totals"][0], m["totals"][1]), m["disputed"], m["winner"], m["next_dealer"]
                rt, rd = recorded_match.get("totals"), recorded_match.get("disputed")
                if (rt is not None and list(rt) != list(totals)) or (rd is not None and rd != disputed):
                    totals = (rt[0], rt[1]) if rt is not None else totals
                    disputed = rd if rd is not None else disputed
                    winner = match_winner(totals, ruleset.target)
                    expected_dealer = None if winner is not None else expected_dealer
                    self.note(i, "the next hand is checked from the recorded match totals")
                    game = None
            else:
                if i == len(hands) - 1:
                    complete = ha.stopped_at is None  # an unfinished last hand leaves the totals as they were
                    break
                rt, rd = recorded_match.get("totals"), recorded_match.get("disputed")
                if rt is not None and rd is not None:
                    totals, disputed = (rt[0], rt[1]), rd
                    winner = match_winner(totals, ruleset.target)
                    self.note(i, "the next hand is checked from the recorded match totals")
                else:
                    totals = disputed = None
                if ha.state.taker is not None:
                    expected_dealer = next_dealer(dealer, False, ruleset.all_pass)
                else:
                    expected_dealer = None
                game = None
        self.check_result(complete, totals, disputed, winner)

    def check_header(self) -> None:
        doc, ruleset = self.doc, self.ruleset
        rid = doc["ruleset"]["id"]
        base = f"{RULESET_FAMILY}-{RULES_VERSION}"
        if rid != ruleset.id:
            if not (rid == base or rid.startswith(base + "+")):
                raise Unreadable([SchemaProblem("$.ruleset.id", f"unsupported ruleset {rid!r}: this reference implements {base}")])
            self.depart(None, None, "$.ruleset.id", "RULESET-OPTIONS", "wrong-fact",
                        f"the ruleset ID does not match its options, which give {ruleset.id!r}",
                        recorded=rid, expected=ruleset.id)
        teams = doc.get("teams")
        if teams is not None and teams != [[0, 2], [1, 3]]:
            self.depart(None, None, "$.teams", "SEATS-TEAMS", "wrong-fact",
                        "teams are seats 0 and 2 against seats 1 and 3", recorded=teams, expected=[[0, 2], [1, 3]])
        for k, s in enumerate(doc.get("seats") or []):
            if "team" in s and s["team"] != s["seat"] & 1:
                self.depart(None, None, f"$.seats[{k}].team", "SEATS-TEAMS", "wrong-fact",
                            f"seat {s['seat']} plays in team {s['seat'] & 1}", recorded=s["team"], expected=s["seat"] & 1)

    def check_result(self, complete: bool, totals: Any, disputed: Any, winner: Any) -> None:
        result = self.doc.get("result")
        if result is None:
            return
        if not complete:
            self.note(None, "the recorded result is not checked: the replay did not reach the end of every hand")
            return
        expected = {"totals": list(totals), "disputed": disputed, "winner": winner}
        for parts, rec, exp in diff(result, expected, ["result"]):
            clause = "SCORE-DISPUTE" if parts[1:2] == ["disputed"] else "MATCH-END"
            self.depart(None, None, json_path(parts), clause, "wrong-fact",
                        f"recorded {rec!r}, the rules give {exp!r}", recorded=rec, expected=exp)

    # -- one hand -----------------------------------------------------------------------------
    def hand(self, i: int, hj: Json, game: Game, totals: tuple[int, int], disputed: int, last: bool) -> HandAudit:
        p = f"$.hands[{i}]"
        h = game.hand
        actions = hj["actions"]
        n = len(actions)
        self.report.hands += 1
        try:
            game.apply(Deal(tuple(_CARD[c] for c in hj["order"])))
        except IllegalAction as exc:
            self.depart(i, None, p + ".order", exc.clause, "illegal-action", exc.reason, recorded=hj["order"])
            self.note(i, f"hand index {i} cannot be replayed: its card order is not a deal")
            return HandAudit(i, h, {}, False, 0)
        legal_rec = hj.get("legal")
        refused_at: dict[int, list[tuple[int, Json]]] = {}
        for k, r in enumerate(hj.get("refused") or []):
            refused_at.setdefault(r["before"], []).append((k, r))
        views_at: dict[int, list[tuple[int, Json]]] = {}
        for k, v in enumerate(hj.get("views") or []):
            views_at.setdefault(v["before"], []).append((k, v))
        stopped: int | None = None
        extra = False  # actions recorded after the hand was over: the hand itself is complete
        for j in range(n + 1):
            if refused_at:
                for k, r in refused_at.pop(j, ()):
                    self.check_refusal(i, j, f"{p}.refused[{k}]", r, game, h)
            if views_at:
                for k, v in views_at.pop(j, ()):
                    self.check_view(i, j, f"{p}.views[{k}]", v, game, h)
            if j == n:
                break
            aj = actions[j]
            ap = f"{p}.actions[{j}]"
            if game.hand is not h or game.to_act is None:
                why = "everyone passed twice" if h.void else "its eight tricks are played"
                self.depart(i, j, ap, "MATCH-PHASES", "illegal-action",
                            f"the hand is over ({why}), yet {n - j} more action(s) are recorded", recorded=aj,
                            seat=aj.get("seat"))
                stopped, extra = j, True
                break
            if legal_rec is not None and j < len(legal_rec):
                self.check_legal(i, j, f"{p}.legal[{j}]", legal_rec[j], game, h)
            trick = len(h.tricks) if game.phase == "tricks" else None
            try:
                game.apply(_fast_action(aj))
            except IllegalAction as exc:  # the game is unchanged: its legal actions are those before
                self.depart(i, j, ap, exc.clause, "illegal-action", f"{_text(aj)}: {exc.reason}", recorded=aj,
                            expected=[a.to_json() for a in game.legal_actions()], seat=aj.get("seat"), trick=trick)
                stopped = j
                break
            self.report.actions += 1
        if stopped is not None and not extra:
            left = n - stopped - 1
            if left > 0 or refused_at or views_at:
                self.note(i, f"hand index {i}: the {left} action(s) after index {stopped} are not checked: "
                             "the rules give no state after an illegal action")
        if stopped is None:
            for before, entries in sorted(refused_at.items()):
                for k, r in entries:
                    self.depart(i, None, f"{p}.refused[{k}].before", "MATCH-PHASES", "wrong-refusal",
                                f"an attempt recorded before action {before}, but the hand has {n} actions",
                                recorded=before, expected=n)
            for before, entries in sorted(views_at.items()):
                for k, v in entries:
                    self.depart(i, None, f"{p}.views[{k}].before", "MATCH-PHASES", "wrong-view",
                                f"a view recorded before action {before}, but the hand has {n} actions",
                                recorded=before, expected=n)
        if legal_rec is not None and stopped is None and len(legal_rec) != n:
            self.depart(i, None, p + ".legal", "MATCH-PHASES", "wrong-legal-actions",
                        f"{len(legal_rec)} legal sets are recorded for {n} actions: one per action is needed",
                        recorded=len(legal_rec), expected=n)
        finished = h.void or h.score is not None
        if stopped is None and not finished:
            seat = game.to_act
            if last:
                self.note(i, f"the last hand is unfinished: the transcript ends with seat {seat} to act")
            else:
                self.depart(i, n, p + ".actions", "MATCH-PHASES", "incomplete-hand",
                            f"the hand ends after {n} actions, but it is not over: seat {seat} is to act",
                            recorded=n, seat=seat)
        facts = hand_facts(h, self.ruleset, totals, disputed)
        complete = finished and (stopped is None or extra)
        self.check_facts(i, hj, facts, h, complete)
        return HandAudit(i, h, facts, complete, None if extra else stopped)

    def check_facts(self, i: int, hj: Json, derived: Json, h: HandState, finished: bool) -> None:
        recorded = hj.get("facts")
        if not recorded:
            return
        unchecked = []
        for key, rec in recorded.items():
            if key not in derived:
                unchecked.append(key)
                continue
            exp = derived[key]
            if rec == exp:  # types were settled by the schema: equal here is equal in JSON
                continue
            if key in ("dealt", "hands") and rec is not None and exp is not None:
                for s, (r, e) in enumerate(zip(rec, exp)):
                    if r != e:  # in the order received
                        self.fact_departure(i, [key, s], r, e, derived, h)
                continue
            if key == "tricks" and not finished and isinstance(rec, list) and len(rec) > len(exp):
                rec = rec[: len(exp)]
                unchecked.append("tricks after the last replayed one")
            for parts, r, e in diff(rec, exp, [key]):
                self.fact_departure(i, parts, r, e, derived, h)
        if unchecked:
            self.note(i, f"hand index {i}: recorded facts not checked (the replay did not get that far): "
                         + ", ".join(unchecked))

    def fact_departure(self, i: int, parts: list[Any], rec: Any, exp: Any, derived: Json, h: HandState) -> None:
        path = json_path(["hands", i, "facts"] + parts)
        clause = fact_clause(parts, derived)
        trick = seat = action_index = None
        if parts[0] == "tricks" and len(parts) > 1 and isinstance(parts[1], int):
            trick = parts[1]
            bids = sum(1 for a in h.actions if type(a).__name__ in ("Pass", "Take"))
            action_index = bids + 4 * trick + 3
            if trick < len(h.winners):
                seat = (h.leaders[trick] + 3) & 3
        self.depart(i, action_index, path, clause, "wrong-fact",
                    f"recorded {rec!r}, the rules give {exp!r}", recorded=rec, expected=exp, trick=trick, seat=seat)

    def check_legal(self, i: int, j: int, path: str, recorded: list[str], game: Game, h: HandState) -> None:
        if game.phase == "tricks" and _same_legal_plays(recorded, game, h, self.ruleset):
            return
        expected = [legal_text(a) for a in game.legal_actions()]
        if len(recorded) == len(expected) and set(recorded) == set(expected):
            return
        missing = [a for a in expected if a not in recorded]
        extra = [a for a in recorded if a not in expected]
        seat = game.to_act
        trick = None
        if game.phase == "tricks":
            assert h.trump is not None and seat is not None
            trick = len(h.tricks)
            only_belote = all(a.endswith(" belote") for a in missing + extra) and (missing or extra)
            clause = "PLAY-BELOTE" if only_belote else play_situation(
                h.holdings[seat], h.trick, h.trump, self.ruleset.undertrump == "required")
        else:
            clause = "BID-ROUND2" if h.bid_round == 2 else "BID-ROUND1"
        parts = []
        if missing:
            parts.append("missing " + ", ".join(missing))
        if extra:
            parts.append("not legal: " + ", ".join(extra))
        if not parts:
            parts.append("an action is listed twice")
        self.depart(i, j, path, clause, "wrong-legal-actions",
                    f"the legal actions of seat {seat} differ: " + "; ".join(parts),
                    recorded=recorded, expected=expected, seat=seat, trick=trick)

    def check_refusal(self, i: int, j: int, path: str, r: Json, game: Game, h: HandState) -> None:
        aj = r["action"]
        got: str | None = None
        try:
            attempt = action_from_json(aj)
        except IllegalAction as exc:
            got = exc.clause
        else:
            if attempt in game.legal_actions():
                self.depart(i, j, path, r["clause"], "wrong-refusal",
                            f"recorded as refused under {r['clause']}, but the rules allow {_text(aj)}",
                            recorded=r["clause"], expected=None, seat=aj.get("seat"))
                return
            try:
                game.apply(attempt)
            except IllegalAction as exc:
                got = exc.clause
            else:  # pragma: no cover - the engine refuses every action outside legal_actions()
                raise AssertionError(f"engine accepted {aj} outside its legal actions")
        if got != r["clause"]:
            self.depart(i, j, path, got, "wrong-refusal",
                        f"{_text(aj)} is refused under {got}, not {r['clause']}", recorded=r["clause"], expected=got,
                        seat=aj.get("seat"))

    def check_view(self, i: int, j: int, path: str, v: Json, game: Game, h: HandState) -> None:
        if game.hand is not h:
            self.note(i, f"{path} is not checked: the hand was over")
            return
        view = v["view"]
        expected = game.view(view["seat"]).to_json()
        if not self.whole_match:
            view = {k: x for k, x in view.items() if k not in ("hand_number", "hand_scores")}
        for parts, rec, exp in diff(view, expected, []):
            self.depart(i, j, path + ".view" + json_path(parts)[1:], "VIEW-SEAT", "wrong-view",
                        f"seat {view['seat']} was shown {rec!r}, the rules give {exp!r}", recorded=rec, expected=exp,
                        seat=view["seat"])


# --- entry points ----------------------------------------------------------------------------
def audit_transcript(t: Transcript, name: str = "<transcript>", keep: bool = True) -> FileReport:
    """Audit a readable transcript. ``keep``: keep each replayed hand in ``report.replayed``
    (for a replay; the audit alone drops them, so that its memory does not grow with the file)."""
    report = FileReport(name)
    report.notes.extend(Note(None, m) for m in t.notes)
    try:
        _Audit(t, report, keep).run()
    except Unreadable as exc:
        report.errors.extend(exc.problems)
        report.exit = EXIT_UNREADABLE
        return report
    report.exit = EXIT_DEPARTURE if report.departures else EXIT_OK
    return report


def audit_document(doc: Any, name: str = "<transcript>") -> FileReport:
    """Audit a parsed JSON document."""
    try:
        t = read_document(doc)
    except Unreadable as exc:
        return FileReport(name, EXIT_UNREADABLE, errors=exc.problems)
    return audit_transcript(t, name)


def audit_text(text: str, name: str = "<transcript>") -> FileReport:
    try:
        t = read_text(text)
    except Unreadable as exc:
        return FileReport(name, EXIT_UNREADABLE, errors=exc.problems)
    return audit_transcript(t, name)


def audit_source(source: str) -> FileReport:
    """Audit a file (``-``: standard input), hand by hand, keeping no replayed hand. Never
    raises: an internal failure is reported."""
    name = "<stdin>" if source == "-" else source
    try:
        return audit_transcript(read_source(source), name, keep=False)
    except Unreadable as exc:
        return FileReport(name, EXIT_UNREADABLE, errors=exc.problems)
    except RecursionError:
        return FileReport(name, EXIT_UNREADABLE, errors=[SchemaProblem("$", "nested too deeply to read")])
    except Exception as exc:  # noqa: BLE001 - reported, never a traceback
        return FileReport(name, EXIT_INTERNAL, errors=[SchemaProblem("$", f"internal error of belote-ref: {type(exc).__name__}: {exc}")])


def report_json(reports: list[FileReport]) -> Json:
    """The machine-readable report (schemas/audit-report.schema.json)."""
    return {
        "format": "belote-ref-audit-report",
        "format_version": "1.0.0",
        "exit": max((r.exit for r in reports), default=0),
        "files": [r.to_json() for r in reports],
    }


__all__ = ["Departure", "Note", "FileReport", "HandAudit", "audit_document", "audit_text", "audit_source",
           "audit_transcript", "report_json", "CARDS"]
