"""The audit: replay every action of a transcript through the reference, check every recorded
fact, and report every departure from the rules with where it is (hand, trick, seat, action
index, JSON path), which clause, what was recorded and what the rules give (AUDIT-PENALTIES:
violations are reported, never penalised).

Every rule comes from the rules object (:class:`~belote_ref.rules.Rules`) and the hand driver
(:class:`~belote_ref.hand.Hand`): the legal sets from :meth:`Hand.legal_play_masks` and
:meth:`Hand.legal_actions`, refusals from the game applying the attempt, the clause of a wrong
legal set from the rules' obligations, facts from :mod:`belote_ref.transcript.facts`. Nothing
here re-derives a rule.

Lenient like a PGN reader: the audit collects every departure it can, and reports each once
(spec/transcripts.md, "Going on after a departure"). After an illegal action it cannot go on with
that hand (the rules give no state after it) and says so; it goes on with the next hand when
that hand's starting state (dealer, totals, disputed points) is known from the transcript. A wrong
recorded fact never stops it. When a hand's recorded match totals differ from the reference's,
the next hand is checked from the start its own record agrees with best (the totals recorded,
those the rules give after that hand, or those the rules give from the start of the
transcript), so that one wrong sum is reported once. A departure that is a consequence of an earlier one (the departures a
wrong dealer causes in its hand) is marked as following from it (``caused_by``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from .. import registry
from ..actions import Deal, Pass, Play, action_from_json, action_text, legal_text
from ..cards import CARDS
from ..errors import AnnouncementNotAllowed, IllegalAction
from ..hand import Hand
from ..jsonread import shown
from ..machine import Game
from ..rules import Rules, rules_for
from .departure import (Departure, drop_unlisted, ruleset_id_departure, unchecked_fact_notes, unfinished_words,
                        unlisted_note)
from .facts import hand_facts, teams_json
from .read import Transcript, Unreadable, read_document, read_source, read_text
from .schema import TRANSCRIPT_ID, SchemaProblem, fact_names, json_path

Json = dict[str, Any]

EXIT_OK, EXIT_DEPARTURE, EXIT_UNREADABLE, EXIT_INTERNAL = 0, 1, 2, 70
VERDICTS = {EXIT_OK: "follows the rules", EXIT_DEPARTURE: "breaks a rule", EXIT_UNREADABLE: "unreadable",
            EXIT_INTERNAL: "internal error"}


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
    state: Hand
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
    sheets: list[Json] | None = None
    """A physical record of profile belote-acanomas: per partial game, the players' score sheet
    line and the audit's (ACA-AUDIT-PHYSICAL); None otherwise."""
    unlisted: int = 0
    """Departures found after the first :data:`~belote_ref.transcript.departure.MAX_LISTED`:
    counted, not kept (JSON ``departures_not_listed``)."""
    unfinished: str | None = None
    """Where the log stops inside its last hand (``hand index 3 stops after 10 actions, seat 1 to
    act``), None when it does not: no rule broken, but the verdict line says it (JSON ``unfinished``)."""

    def keep_listed(self) -> None:
        """Keep the departures a report lists; count the others (memory stays bounded)."""
        self.unlisted += drop_unlisted(self.departures)

    @property
    def verdict(self) -> str:
        return VERDICTS[self.exit]

    @property
    def verdict_words(self) -> str:
        """The verdict as the text reports print it: with where the log stops when it is unfinished."""
        return self.verdict + ("" if self.unfinished is None else f", unfinished: {self.unfinished}")

    def departures_json(self) -> list[Json]:
        """The departures in JSON, each ``caused_by`` the index of the departure it follows from."""
        index = {id(d): k for k, d in enumerate(self.departures)}
        return [d.to_json(None if d.cause is None else index.get(id(d.cause))) for d in self.departures]

    def to_json(self) -> Json:
        return {
            "file": self.file, "exit": self.exit, "verdict": self.verdict, "ruleset": self.ruleset,
            "hands": self.hands, "actions": self.actions,
            "departures": self.departures_json(),
            "errors": [{"path": e.path, "message": e.message} for e in self.errors],
            "notes": [n.to_json() for n in self.notes],
            **({} if self.sheets is None else {"sheets": self.sheets}),
            **({} if not self.unlisted else {"departures_not_listed": self.unlisted}),
            **({} if self.unfinished is None else {"unfinished": self.unfinished}),
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


_CARD = {str(c): c for c in CARDS}
_PLAY_TEXT = {legal_text(Play(0, c, belote)): (c, belote) for c in CARDS for belote in (False, True)}
"""The legal-set text of every card play (:func:`belote_ref.actions.legal_text`) -> (card, announced)."""


def _fast_action(aj: Json) -> Any:
    """The action of a schema-valid JSON action (a shortcut for plays and passes)."""
    kind = aj["type"]
    if kind == "play":
        return Play(aj["seat"], _CARD[aj["card"]], aj.get("announce") == "belote")
    if kind == "pass":
        return Pass(aj["seat"])
    return action_from_json(aj)


def _same_legal_plays(recorded: list[str], h: Hand) -> bool:
    """Whether ``recorded`` (texts) is exactly the legal set of the seat to play: the masks of
    :meth:`Hand.legal_play_masks` (what :meth:`Hand.legal_actions` lists), compared without
    building the list."""
    mask, announce = h.legal_play_masks()
    plain = belote = 0
    for text in recorded:
        play = _PLAY_TEXT.get(text)
        if play is None:
            return False
        bit = 1 << play[0]
        if play[1]:
            if belote & bit:
                return False
            belote |= bit
        else:
            if plain & bit:
                return False
            plain |= bit
    return plain == mask and belote == announce


def _only_announcements(texts: list[str]) -> bool:
    """Whether these legal-set texts are all card plays with the belote announcement (and there
    is at least one): a legal set that differs only in them departs from PLAY-BELOTE."""
    plays = [_PLAY_TEXT.get(t) for t in texts]
    return bool(plays) and all(p is not None and p[1] for p in plays)


def _trick_place(h: Hand, trick: int, parts: list[Any]) -> tuple[int, int]:
    """The seat and action index a fact of finished trick ``trick`` is about: the card at
    ``tricks[k].cards[n]`` was played by the seat ``n`` places after the trick's leader, as
    action ``bids + seats * k + n``; any other fact of the trick is about its last card, which
    finished it."""
    seats = h.rules.seats
    n = parts[3] if len(parts) > 3 and parts[2] == "cards" and isinstance(parts[3], int) else seats - 1
    bids = sum(1 for a in h.actions if a.type in ("pass", "take"))
    return (h.leaders[trick] + n) % seats, bids + seats * trick + n


@dataclass
class _Start:
    """A state a hand may be checked from: the match totals and disputed points before it, and
    the game that reached them (None: a new game is started from them)."""

    totals: tuple[int, int]
    disputed: int
    game: Game | None
    whole_match: bool
    """The game holds every hand of the match from its start (a view's match history is checked)."""
    source: str
    """Where the totals come from, for notes (``recorded in hand index 2``)."""


def _totals(st: _Start) -> str:
    return f"{st.totals[0]}-{st.totals[1]}, {st.disputed} disputed"


def _state(st: _Start) -> tuple[tuple[int, int], int]:
    return st.totals, st.disputed


_Key = tuple[str, str, str]


def _key(d: Departure) -> _Key:
    """What makes two replays report the same departure: where, which clause, which kind."""
    return d.path, d.clause, d.kind


class _Audit:
    """The audit of one readable transcript."""

    def __init__(self, t: Transcript, report: FileReport, keep: bool = True) -> None:
        self.doc = t.doc
        self.rules: Rules = rules_for(t.ruleset)
        self.report = report
        self.keep = keep
        self.whole_match = True

    # -- recording ------------------------------------------------------------------------
    def depart(self, hand: int | None, action_index: int | None, path: str, clause: str, kind: str,
               message: str, **kw: Any) -> Departure:
        d = Departure(hand, action_index, path, clause, kind, message, **kw)
        self.report.departures.append(d)
        return d

    def note(self, hand: int | None, message: str) -> None:
        self.report.notes.append(Note(hand, message))

    # -- the whole transcript --------------------------------------------------------------
    def run(self) -> None:
        doc, rules = self.doc, self.rules
        self.report.ruleset = rules.id
        self.check_header()
        start = doc.get("start") or {"totals": [0, 0], "disputed": 0}
        hands = doc["hands"]
        # A view's match history (hand number, hand scores) is checked only while the replay
        # holds every hand of the match from its start.
        first = hands[0].get("number", 1) if hands else 1
        from_start = list(start["totals"]) == [0, 0] and start["disputed"] == 0 and first == 1
        first_start = _Start((start["totals"][0], start["totals"][1]), start["disputed"], None, from_start,
                             "recorded as the start")
        starts: list[_Start] | None = [first_start]
        """The starts the next hand may be checked from (see :meth:`hand_from`); None when unknown."""
        pure: tuple[tuple[int, int], int] | None = first_start.totals, first_start.disputed
        """The match as the rules give it from the start of the transcript (None once a hand
        could not be finished, so that its score is unknown)."""
        expected_dealer: int | None = doc["first_dealer"]
        complete = True
        for i, hj in enumerate(hands):
            p = f"$.hands[{i}]"
            self.report.keep_listed()  # a hand's departures are all kept while it is checked
            if starts is None:
                self.note(i, f"hands from index {i} on cannot be checked: the match totals before hand index {i} "
                             "are unknown after the departure in the previous hand (record facts.match to allow it)")
                complete = False
                break
            going_on = [st for st in starts if rules.match_winner(st.totals) is None]
            if not going_on:
                st = starts[0]
                self.depart(i, None, p, "MATCH-END", "after-match-end",
                            f"the match was already over (team {rules.match_winner(st.totals)} won, "
                            f"{st.totals[0]}-{st.totals[1]}), yet {len(hands) - i} more hand(s) are recorded",
                            recorded=len(hands) - i, expected=0)
                self.note(i, f"hands from index {i} on are not checked: the match had ended")
                complete = False
                break
            dealer = hj["dealer"]
            root = None
            if expected_dealer is not None and dealer != expected_dealer:
                root = self.depart(i, None, p + ".dealer", "MATCH-DEALER", "wrong-fact",
                                   f"seat {dealer} deals, but the deal passes to seat {expected_dealer}",
                                   recorded=dealer, expected=expected_dealer)
            last = i == len(hands) - 1
            mark = len(self.report.departures)
            ha, st, game = self.hand_from(i, hj, dealer, going_on, last)
            if len(starts) > 1:
                self.note(i, f"hand index {i} is checked from the match totals {st.source} ({_totals(st)}), "
                             "the start its record agrees with best of: "
                             + "; ".join(f"{o.source} ({_totals(o)}{'' if o in going_on else ', the match over'})"
                                         for o in starts))
            if root is not None:
                assert expected_dealer is not None
                self.mark_what_follows(root, mark, i, hj, expected_dealer, st, last)
            if self.keep:
                self.report.replayed.append(ha)
            h = ha.state
            recorded_match = (hj.get("facts") or {}).get("match") or {}
            rt, rd = recorded_match.get("totals"), recorded_match.get("disputed")
            if ha.finished:
                if pure is not None and h.score is not None:  # a void hand leaves the match as it was
                    settled = rules.settle(pure[0], pure[1], h.score)
                    pure = settled.totals, settled.disputed
                m = ha.facts["match"]
                derived = _Start((m["totals"][0], m["totals"][1]), m["disputed"], game, self.whole_match,
                                 f"the rules give after hand index {i}")
                recorded = _Start(derived.totals if rt is None else (rt[0], rt[1]),
                                  derived.disputed if rd is None else rd, None, False, f"recorded in hand index {i}")
                starts = [derived]
                if _state(recorded) != _state(derived):  # a departure, reported once: see hand_from
                    starts.insert(0, recorded)
                    if pure is not None and pure not in (_state(recorded), _state(derived)):
                        starts.append(_Start(pure[0], pure[1], None, False, "the rules give from the start"))
                expected_dealer = rules.next_dealer(dealer, h.void)
            else:
                pure = None
                if last:
                    complete = ha.stopped_at is None  # an unfinished last hand leaves the totals as they were
                    starts = [st]
                    break
                if rt is not None and rd is not None:
                    starts = [_Start((rt[0], rt[1]), rd, None, False, f"recorded in hand index {i}")]
                    self.note(i, "the next hand is checked from the recorded match totals")
                else:
                    starts = None
                expected_dealer = rules.next_dealer(dealer, False) if h.taker is not None else None
        self.check_result(complete, starts or [])

    def hand_from(self, i: int, hj: Json, dealer: int, starts: list[_Start], last: bool) -> tuple[HandAudit, _Start, Game]:
        """Check hand ``i`` from the start its record agrees with best: the one whose replay
        departs least, the first of equals. One start (the rule-following case): checked directly.

        Several starts follow a hand whose recorded match totals or disputed points differ from
        the reference's (that departure is reported there): the totals it recorded (first: a
        record that carries its wrong sum on is checked from it), those the rules give after it,
        and those the rules give from the start of the transcript (a record that was wrong once
        and went on right). So a wrong sum is reported once, whichever way the record goes on."""
        if len(starts) == 1:
            st = starts[0]
            game, self.whole_match = self.game_from(st, dealer)
            return self.hand(i, hj, game, st.totals, st.disputed, last), st, game
        tried: list[tuple[HandAudit, FileReport, bool, _Start, Game]] = []
        for st in starts:
            game, whole_match = self.game_from(st, dealer)
            ha, report = self.attempt(i, hj, game, st, last, whole_match)
            tried.append((ha, report, whole_match, st, game))
        ha, report, self.whole_match, st, game = min(tried, key=lambda t: len(t[1].departures))
        self.merge(report)
        return ha, st, game

    def game_from(self, st: _Start, dealer: int) -> tuple[Game, bool]:
        """The game to replay a hand dealt by ``dealer`` from ``st``, and whether it holds the
        whole match: the start's own game when it can go on, else a new game from its totals."""
        game = st.game
        if game is not None and game.phase == "dealing" and game.dealer == dealer:
            return game, st.whole_match
        return Game(self.rules, dealer, st.totals, st.disputed), st.whole_match and game is None

    def attempt(self, i: int, hj: Json, game: Game, st: _Start, last: bool, whole_match: bool) -> tuple[HandAudit, FileReport]:
        """Check hand ``i`` into a report of its own (to compare two ways of reading it)."""
        saved = self.report, self.whole_match
        self.report, self.whole_match = FileReport(saved[0].file), whole_match
        try:
            return self.hand(i, hj, game, st.totals, st.disputed, last), self.report
        finally:
            self.report, self.whole_match = saved

    def merge(self, report: FileReport) -> None:
        self.report.departures.extend(report.departures)
        self.report.notes.extend(report.notes)
        self.report.hands += report.hands
        self.report.actions += report.actions

    def mark_what_follows(self, root: Departure, mark: int, i: int, hj: Json, expected_dealer: int, st: _Start,
                          last: bool) -> None:
        """Mark the departures of hand ``i`` (from index ``mark`` on) that follow from its wrong
        dealer ``root``: those a replay of the hand dealt by ``expected_dealer``, as the rotation
        gives, does not report (MATCH-DEALER)."""
        own = self.report.departures[mark:]
        if not own:
            return
        game = Game(self.rules, expected_dealer, st.totals, st.disputed)
        _, report = self.attempt(i, hj, game, st, last, self.whole_match)
        there = {_key(d) for d in report.departures}
        follows = [d for d in own if _key(d) not in there]
        for d in follows:
            d.cause = root
        if follows:
            self.note(i, f"hand index {i}: {len(follows)} departure(s) follow from its dealer: they disappear when "
                         f"seat {expected_dealer} deals, as the rotation gives")

    def check_header(self) -> None:
        doc, rules = self.doc, self.rules
        wrong_id = ruleset_id_departure(doc["ruleset"]["id"], rules.ruleset, "RULESET-OPTIONS")
        if wrong_id is not None:
            self.report.departures.append(wrong_id)
        teams = doc.get("teams")
        expected = teams_json(rules)
        if teams is not None and teams != expected:
            self.depart(None, None, "$.teams", "SEATS-TEAMS", "wrong-fact",
                        "teams are " + " against ".join("seats " + " and ".join(map(str, t)) for t in expected),
                        recorded=teams, expected=expected)
        for k, s in enumerate(doc.get("seats") or []):
            if "team" in s and 0 <= s["seat"] < rules.seats and s["team"] != rules.side_of(s["seat"]):
                team = rules.side_of(s["seat"])
                self.depart(None, None, f"$.seats[{k}].team", "SEATS-TEAMS", "wrong-fact",
                            f"seat {s['seat']} plays in team {team}", recorded=s["team"], expected=team)

    def check_result(self, complete: bool, starts: list[_Start]) -> None:
        """Check the recorded result against the match after the last hand (when the last hand's
        recorded totals differ from the reference's, against the one the result agrees with)."""
        result = self.doc.get("result")
        if result is None:
            return
        if not complete or not starts:
            self.note(None, "the recorded result is not checked: the replay did not reach the end of every hand")
            return
        found: list[list[tuple[list[Any], Any, Any]]] = []
        for st in starts:
            expected = {"totals": list(st.totals), "disputed": st.disputed, "winner": self.rules.match_winner(st.totals)}
            found.append(list(diff(result, expected, ["result"])))
        for parts, rec, exp in min(found, key=len):
            clause = "SCORE-DISPUTE" if parts[1:2] == ["disputed"] else "MATCH-END"
            self.depart(None, None, json_path(parts), clause, "wrong-fact",
                        f"recorded {shown(rec)}, the rules give {shown(exp)}", recorded=rec, expected=exp)

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
            if game.hand is not h or game.to_act is None:
                why = "everyone passed twice" if h.void else "its eight tricks are played"
                self.depart(i, j, f"{p}.actions[{j}]", "MATCH-PHASES", "illegal-action",
                            f"the hand is over ({why}), yet {n - j} more action(s) are recorded", recorded=aj,
                            seat=aj.get("seat"))
                stopped, extra = j, True
                break
            if legal_rec is not None and j < len(legal_rec):
                self.check_legal(i, j, p, legal_rec[j], game, h)
            try:
                game.apply(_fast_action(aj))
            except IllegalAction as exc:  # the game is unchanged: its trick and legal actions are those before
                trick = len(h.tricks) if game.phase == "tricks" else None
                self.depart(i, j, f"{p}.actions[{j}]", exc.clause, "illegal-action", f"{action_text(aj)}: {exc.reason}", recorded=aj,
                            expected=[a.to_json() for a in game.legal_actions()], seat=aj.get("seat"), trick=trick)
                if not self.played_without_announcement(game, exc, aj):
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
                self.report.unfinished = unfinished_words(i, n, seat)
            else:
                self.depart(i, n, p + ".actions", "MATCH-PHASES", "incomplete-hand",
                            f"the hand ends after {n} actions, but it is not over: seat {seat} is to act",
                            recorded=n, seat=seat)
        facts = hand_facts(h, totals, disputed)
        complete = finished and (stopped is None or extra)
        self.check_facts(i, hj, facts, h, complete)
        return HandAudit(i, h, facts, complete, None if extra else stopped)

    def check_facts(self, i: int, hj: Json, derived: Json, h: Hand, finished: bool) -> None:
        recorded = hj.get("facts")
        if not recorded:
            return
        partly: dict[str, str] = {}
        for key, rec in recorded.items():
            if key not in derived:  # unknown, or not known yet: noted below
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
                partly[key] = "tricks after the last replayed one"
            for parts, r, e in diff(rec, exp, [key]):
                self.fact_departure(i, parts, r, e, derived, h)
        for message in unchecked_fact_notes(i, recorded, derived, fact_names(TRANSCRIPT_ID),
                                            "the replay did not get that far", partly):
            self.note(i, message)

    @staticmethod
    def played_without_announcement(game: Game, exc: IllegalAction, aj: Json) -> bool:
        """After a belote announcement the rules refuse (PLAY-BELOTE) on a card play: play the
        card without it when that is legal, and say whether it was (the hand then goes on)."""
        if not isinstance(exc, AnnouncementNotAllowed) or aj.get("announce") != "belote":
            return False
        try:
            game.apply(Play(aj["seat"], _CARD[aj["card"]], False))
        except IllegalAction:
            return False
        return True

    def fact_departure(self, i: int, parts: list[Any], rec: Any, exp: Any, derived: Json, h: Hand) -> None:
        path = json_path(["hands", i, "facts"] + parts)
        clause = fact_clause(parts, derived)
        trick = seat = action_index = None
        if parts[0] == "tricks" and len(parts) > 1 and isinstance(parts[1], int):
            trick = parts[1]
            if trick < len(h.winners):
                seat, action_index = _trick_place(h, trick, parts)
        self.depart(i, action_index, path, clause, "wrong-fact",
                    f"recorded {shown(rec)}, the rules give {shown(exp)}", recorded=rec, expected=exp, trick=trick, seat=seat)

    def check_legal(self, i: int, j: int, hand_path: str, recorded: list[str], game: Game, h: Hand) -> None:
        """Compare the legal set recorded before action ``j`` of the hand at ``hand_path`` with the rules'."""
        if game.phase == "tricks" and _same_legal_plays(recorded, h):
            return
        expected = [legal_text(a) for a in game.legal_actions()]
        if len(recorded) == len(expected) and set(recorded) == set(expected):
            return
        missing = [a for a in expected if a not in recorded]
        extra = [a for a in recorded if a not in expected]
        seat = game.to_act
        assert seat is not None
        trick = None
        if game.phase == "tricks":
            assert h.trump is not None
            trick = len(h.tricks)
            clause = "PLAY-BELOTE" if _only_announcements(missing + extra) else self.rules.play_situation(
                h.holding(seat), h.trick, h.trump)
        else:
            assert h.turned is not None
            clause = self.rules.bid_obligation(seat, h.bid_round, h.turned >> 3)[0]
        parts = []
        if missing:
            parts.append("missing " + ", ".join(missing))
        if extra:
            parts.append("not legal: " + ", ".join(extra))
        if not parts:
            parts.append("an action is listed twice")
        self.depart(i, j, f"{hand_path}.legal[{j}]", clause, "wrong-legal-actions",
                    f"the legal actions of seat {seat} differ: " + "; ".join(parts),
                    recorded=recorded, expected=expected, seat=seat, trick=trick)

    def check_refusal(self, i: int, j: int, path: str, r: Json, game: Game, h: Hand) -> None:
        aj = r["action"]
        got: str | None = None
        try:
            attempt = action_from_json(aj)
        except IllegalAction as exc:
            got = exc.clause
        else:
            if attempt in game.legal_actions():
                self.depart(i, j, path, r["clause"], "wrong-refusal",
                            f"recorded as refused under {r['clause']}, but the rules allow it ({action_text(aj)})",
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
                        f"{action_text(aj)} is refused under {got}, not {r['clause']}", recorded=r["clause"], expected=got,
                        seat=aj.get("seat"))

    def check_view(self, i: int, j: int, path: str, v: Json, game: Game, h: Hand) -> None:
        if game.hand is not h:
            self.note(i, f"{path} is not checked: the hand was over")
            return
        view = v["view"]
        expected = game.view(view["seat"]).to_json()
        if not self.whole_match:
            view = {k: x for k, x in view.items() if k not in ("hand_number", "hand_scores")}
        for parts, rec, exp in diff(view, expected, []):
            self.depart(i, j, path + ".view" + json_path(parts)[1:], "VIEW-SEAT", "wrong-view",
                        f"seat {view['seat']} was shown {shown(rec)}, the rules give {shown(exp)}", recorded=rec, expected=exp,
                        seat=view["seat"])


# --- entry points ----------------------------------------------------------------------------
def audit_transcript(t: Transcript, name: str = "<transcript>", keep: bool = True) -> FileReport:
    """Audit a readable transcript. ``keep``: keep each replayed hand in ``report.replayed``
    (for a replay; the audit alone drops them, so that its memory does not grow with the file)."""
    report = FileReport(name)
    report.notes.extend(Note(None, m) for m in t.notes)
    record = registry.by_name(t.doc.get("profile"))
    if record is not None and "audit" in record.hooks:  # a profile's own audit
        return _audit_profile(t, report, keep, record.load("audit"))
    try:
        _Audit(t, report, keep).run()
    except Unreadable as exc:
        report.errors.extend(exc.problems)
        report.exit = EXIT_UNREADABLE
        return report
    return _verdict(report)


def _verdict(report: FileReport) -> FileReport:
    """The report with its departures as listed (a note counts the others) and its exit code."""
    report.keep_listed()
    if report.unlisted:
        report.notes.append(Note(None, unlisted_note(report.unlisted)))
    report.exit = EXIT_DEPARTURE if report.departures else EXIT_OK
    return report


def _audit_profile(t: Transcript, report: FileReport, keep: bool, audit: Any) -> FileReport:
    """A transcript of a profile with its own audit (its record's ``audit`` hook, e.g.
    :mod:`belote_ref.profiles.acanomas.transcript_audit`); a start no match of its rules can have
    is unreadable, as in :func:`audit_transcript`."""
    try:
        outcome = audit(t.doc, t.ruleset, keep)
    except Unreadable as exc:
        report.errors.extend(exc.problems)
        report.exit = EXIT_UNREADABLE
        return report
    report.ruleset = t.ruleset.id
    report.hands, report.actions = outcome.hands, outcome.actions
    report.departures.extend(outcome.departures)
    report.unlisted = outcome.unlisted
    report.unfinished = outcome.unfinished
    report.notes.extend(Note(hand, message) for hand, message in outcome.notes)
    if t.doc.get("physical"):
        report.sheets = outcome.sheets
    if keep:
        report.replayed.extend(HandAudit(i, h, facts, finished) for i, h, facts, finished in outcome.games)
    return _verdict(report)


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


def check_profile(t: Transcript, profile: str | None) -> Transcript:
    """``t`` if it is a transcript of ``profile`` (None: any), else :class:`Unreadable` at
    ``$.profile`` naming both (``--profile`` of ``audit`` and ``replay``)."""
    found = t.doc.get("profile", "belote-classic")
    if profile is not None and found != profile:
        raise Unreadable([SchemaProblem("$.profile", f"a transcript of profile {found}, not {profile} (--profile)")])
    return t


def by_hand_index(report: FileReport) -> tuple[dict[int | None, list[Any]], dict[int | None, list[str]]]:
    """The report's departures and notes by the index of their hand (None: the whole file)."""
    departures: dict[int | None, list[Any]] = {}
    for d in report.departures:
        departures.setdefault(d.hand, []).append(d)
    notes: dict[int | None, list[str]] = {}
    for n in report.notes:
        notes.setdefault(n.hand, []).append(n.message)
    return departures, notes


def audit_source(source: str, profile: str | None = None) -> FileReport:
    """Audit a file (``-``: standard input), hand by hand, keeping no replayed hand; with
    ``profile``, a transcript of another profile is unreadable. Never raises: an internal
    failure is reported."""
    name = "<stdin>" if source == "-" else source
    try:
        return audit_transcript(check_profile(read_source(source), profile), name, keep=False)
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


__all__ = ["Departure", "Note", "FileReport", "by_hand_index", "HandAudit", "audit_document", "check_profile", "audit_text", "audit_source",
           "audit_transcript", "report_json"]
