"""The audit of a transcript of profile belote-acanomas (spec/transcripts.md, "Profile
belote-acanomas"): each partial game replayed through the engine, every recorded fact, legal set
and the result compared with the reference's; a physical record (``"physical": true``) audited by
:func:`belote_ref.profiles.acanomas.physical.audit_physical` (its faults with their clauses, and the
second score sheet).

The outcome is plain data (:class:`Outcome`): :func:`belote_ref.transcript.audit.audit_transcript`
turns it into the report every command prints.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import action_from_json
from ...cards import parse_card
from ...errors import IllegalAction, MalformedAction, MatchStateError
from ...jsonread import shown
from ...machine import Game
from ...rules import rules_for
from .transcript import (FACT_CLAUSES, combination_of, game_facts, legal_json, refusal_departure, result_json,
                       start_game, start_problem)
from ...transcript.departure import Departure, drop_unlisted, ruleset_id_departure, unchecked_fact_notes, unfinished_words
from .physical import PhysicalRecord, RecordedGame, audit_physical
from ...transcript.read import Unreadable
from ...transcript.schema import ACANOMAS_TRANSCRIPT_ID, SchemaProblem, fact_names

Json = dict[str, Any]


@dataclass
class Outcome:
    """What the audit of one transcript found: departures, notes, partial games and actions
    replayed, the replayed games (when kept), and for a physical record the two score sheets."""

    departures: list[Departure] = field(default_factory=list)
    notes: list[tuple[int | None, str]] = field(default_factory=list)
    hands: int = 0
    actions: int = 0
    games: list[tuple[int, Any, Json, bool]] = field(default_factory=list)
    """(index, the replayed partial game, its derived facts, finished) when kept (a replay)."""
    sheets: list[Json] = field(default_factory=list)
    unlisted: int = 0
    """Departures found after the first :data:`~belote_ref.transcript.departure.MAX_LISTED`:
    counted, not kept."""
    unfinished: str | None = None
    """Where the log stops inside its last partial game (:func:`~belote_ref.transcript.departure.unfinished_words`)."""

    def keep_listed(self) -> None:
        """Keep the departures a report lists; count the others (memory stays bounded)."""
        self.unlisted += drop_unlisted(self.departures)


def _cards(texts: list[str]) -> list[int]:
    return [int(parse_card(t)) for t in texts]


def audit_acanomas(doc: Json, ruleset: Any, keep: bool = True) -> Outcome:
    """Audit the transcript ``doc`` (schema-valid) under ``ruleset``; :class:`Unreadable` for a
    start no match of its rules can have (at its JSON path)."""
    rules = rules_for(ruleset)
    wrong_id = ruleset_id_departure(doc["ruleset"]["id"], ruleset, "ACA-RULESET-OPTIONS")
    out = _audit_physical(doc, rules) if doc.get("physical") else _audit_played(doc, rules, keep)
    if wrong_id is not None:
        out.departures.insert(0, wrong_id)
        out.keep_listed()
    return out


def _audit_played(doc: Json, rules: Any, keep: bool) -> Outcome:
    """The audit of a transcript of the engine's play (not a physical record)."""
    out = Outcome()
    game = _start(rules, doc)
    hands = doc["hands"]
    for i, hj in enumerate(hands):
        base = f"$.hands[{i}]"
        out.keep_listed()
        winner = game.ledger.winner
        if game.is_over or winner is not None:
            at_start = "" if i else f" (the match was over at its start: side {winner} had won it)"
            out.departures.append(Departure(i, None, base, "ACA-MATCH-END", "after-match-end",
                                            f"a partial game after the end of the match{at_start}",
                                            recorded=len(hands) - i, expected=0))
            out.notes.append((i, f"partial games from index {i} on are not checked: the match had ended"))
            break
        h = game.hand
        if hj["dealer"] != h.dealer:
            out.departures.append(Departure(i, None, f"{base}.dealer", "ACA-MATCH-DEALER", "wrong-fact",
                                        f"seat {h.dealer} deals this partial game, not seat {hj['dealer']}",
                                        recorded=hj["dealer"], expected=h.dealer))
        try:
            game.deal(_cards(hj["order"]))
        except IllegalAction as exc:
            out.departures.append(Departure(i, None, f"{base}.order", exc.clause, "illegal-action", exc.reason))
            out.notes.append((i, "the replay stops here: the card order is not a deal"))
            return out
        out.hands += 1
        legal = hj.get("legal")
        n = len(hj["actions"])
        refused = [(k, r) for k, r in enumerate(hj.get("refused") or []) if r["before"] <= n]
        views = [(k, v) for k, v in enumerate(hj.get("views") or []) if v["before"] <= n]
        for key, entries in (("refused", hj.get("refused") or []), ("views", hj.get("views") or [])):
            for k, e in enumerate(entries):
                if e["before"] > n:
                    out.departures.append(Departure(i, None, f"{base}.{key}[{k}].before", "ACA-MATCH-PHASES",
                                                "wrong-refusal" if key == "refused" else "wrong-view",
                                                f"recorded before action {e['before']}, but the partial game has {n} actions",
                                                recorded=e["before"], expected=n))
        for j in range(n + 1):
            for k, r in refused:
                if r["before"] == j:
                    _check_refusal(out, game, i, j, f"{base}.refused[{k}]", r, rules.seats)
            for k, v in views:
                if v["before"] == j:
                    _check_view(out, game, i, j, f"{base}.views[{k}]", v)
            if j == n:
                break
            aj = hj["actions"][j]
            path = f"{base}.actions[{j}]"
            trick = len(h.tricks) if game.phase in ("first_trick", "tricks") else None
            if legal is not None and j < len(legal):
                expected = legal_json(game)
                if sorted(legal[j]) != sorted(expected):
                    out.departures.append(Departure(i, j, f"{base}.legal[{j}]", "ACA-ACTIONS-FORM", "wrong-legal-actions",
                                                "the legal actions differ from the reference's", trick, game.to_act,
                                                legal[j], expected))
            try:
                game.apply(action_from_json(aj, rules.seats))
            except IllegalAction as exc:
                out.departures.append(Departure(i, j, path, exc.clause, "illegal-action", exc.reason, trick,
                                            aj.get("seat"), aj))
                out.notes.append((i, f"the replay stops at action {j}: the rules give no state after an illegal action "
                                     f"({len(hj['actions']) - j - 1} later action(s) of this partial game and "
                                     f"{len(hands) - i - 1} later partial game(s) not checked)"))
                return out
            out.actions += 1
        over = h.stage == "over" or h.void
        if not over and i < len(hands) - 1:
            out.departures.append(Departure(i, len(hj["actions"]), base, "ACA-MATCH-PHASES", "incomplete-hand",
                                        "a partial game stops before its end and is not the last"))
        elif not over:
            out.unfinished = unfinished_words(i, len(hj["actions"]), game.to_act, "partial game")
        ledger: Any = game.ledger
        lines = ledger.lines
        derived = game_facts(h, lines[i] if over and i < len(lines) else None)
        facts = hj.get("facts") or {}
        for key, recorded in facts.items():
            if key in derived and recorded != derived[key]:
                out.departures.append(Departure(i, None, f"{base}.facts.{key}", FACT_CLAUSES.get(key, "ACA-SCORE-ITEMS"),
                                            "wrong-fact", f"the recorded {key} differs from the reference's",
                                            recorded=recorded, expected=derived[key]))
        why = "the partial game was void: no one took" if h.void else "the replay did not get that far"
        out.notes.extend((i, message) for message in unchecked_fact_notes(
            i, facts, derived, fact_names(ACANOMAS_TRANSCRIPT_ID), why))
        if keep:
            out.games.append((i, h, derived, over))
    if "result" in doc and doc["result"] != result_json(game):
        out.departures.append(Departure(None, None, "$.result", "ACA-MATCH-END", "wrong-fact",
                                    "the recorded result differs from the match after the last partial game",
                                    recorded=doc["result"], expected=result_json(game)))
    return out


def _check_refusal(out: Outcome, game: Game, i: int, j: int, path: str, r: Json, seats: int) -> None:
    """A recorded refusal: the engine must refuse the attempt under the recorded clause, the
    game unchanged (ACA-LIVE-REFUSALS); else a ``wrong-refusal`` under the engine's clause (the
    recorded one if the rules allow the attempt)."""
    found = refusal_departure(game, r, seats)
    if found is not None:
        clause, why = found
        out.departures.append(Departure(i, j, path, clause or r["clause"], "wrong-refusal", why,
                                    seat=r["action"].get("seat"), recorded=r["clause"], expected=clause))


def _check_view(out: Outcome, game: Game, i: int, j: int, path: str, v: Json) -> None:
    """A recorded view: what its seat is shown now (ACA-VIEW-PLAYER); else a ``wrong-view``
    naming the first differing part."""
    seat = v["view"].get("seat")
    if seat is not None and seat >= game.rules.seats:
        out.departures.append(Departure(i, j, f"{path}.view.seat", "ACA-VIEW-PLAYER", "wrong-view",
                                    f"seat {seat} is not a seat of this match (0 to {game.rules.seats - 1})",
                                    recorded=seat))
        return
    expected = game.view(seat).to_json()
    for key in sorted(set(expected) | set(v["view"]), key=str):
        if v["view"].get(key) != expected.get(key):
            out.departures.append(Departure(i, j, f"{path}.view.{key}", "ACA-VIEW-PLAYER", "wrong-view",
                                        f"seat {seat} was shown another {key} than the rules give",
                                        seat=seat, recorded=v["view"].get(key), expected=expected.get(key)))


def _start(rules: Any, doc: Json) -> Game:
    """The match the transcript starts (:func:`~.acanomas.start_game`); :class:`Unreadable` at the
    JSON path of a part of its start no match of its rules can have."""
    try:
        return start_game(rules, doc)
    except MatchStateError as exc:
        raise Unreadable([start_problem(exc)]) from None


def _action_or_refusal(obj: Json, seats: int) -> Any:
    """A recorded action of a physical record, or the :class:`MalformedAction` that says it is
    no action of this match (a seat it does not have: ACA-ACTIONS-FORM; the replay of its game
    stops there)."""
    try:
        return action_from_json(obj, seats)
    except MalformedAction as exc:
        return exc


def _audit_physical(doc: Json, rules: Any) -> Outcome:
    """A physical record: every partial game replayed by :func:`audit_physical` from the players'
    sheet; each fault a departure under its clause (kind ``illegal-action``: an illegal action
    made and not refused), each difference between the sheets a ``wrong-fact``. A ``line`` that
    does not hold one entry per side is unreadable (:class:`Unreadable` at its path)."""
    out = Outcome()
    ledger: Any = _start(rules, doc).ledger  # the start of a match, as for a transcript of the engine's play
    sides = len(ledger.sides)
    games = []
    for i, hj in enumerate(doc["hands"]):
        shows = hj.get("shows")
        if hj.get("line") is not None and len(hj["line"]) != sides:
            raise Unreadable([SchemaProblem(f"$.hands[{i}].line", f"a line holds what each side wrote: {sides} entries "
                                            f"(one per side, null for nothing written), not {len(hj['line'])}")])
        games.append(RecordedGame(
            hj["dealer"], _cards(hj["order"]), [_action_or_refusal(a, rules.seats) for a in hj["actions"]],
            None if hj.get("held") is None else [_cards(cs) for cs in hj["held"]],
            hj.get("last_card_turned", True), _cards(hj.get("exposed", [])),
            None if shows is None else [(s["seat"], combination_of(s["combination"])) for s in shows],
            hj.get("line"),
        ))
    record = PhysicalRecord(rules, games, ledger.totals, ledger.pots, sorted(ledger.out), sorted(ledger.barred))
    for i, audit in enumerate(audit_physical(record)):
        base = f"$.hands[{i}]"
        out.keep_listed()
        out.hands += 1
        out.actions += len(doc["hands"][i]["actions"])
        for f in audit.faults:
            path = base if f.action_index is None else f"{base}.actions[{f.action_index}]"
            points = f.to_json()
            out.departures.append(Departure(
                i, f.action_index, path, f.clause, "illegal-action",
                f"{f.message} ({f.words}; premium {points['premium']} to each other side, penalty {points['penalty']})",
                None if f.trick is None else f.trick - 1, f.seat))
        if audit.stopped is not None:
            out.notes.append((i, f"the replay of this partial game stopped ({audit.stopped.clause}): no second sheet"))
        for side, recorded, expected in audit.differences:
            out.departures.append(Departure(i, None, f"{base}.line[{side}]", audit.difference_clause(side, recorded),
                                        "wrong-fact",
                                        f"side {side} wrote {shown(recorded)}; the rules with the faults scored give {shown(expected)}"
                                        + (f" (pots taken: {shown([p for s, p in audit.pots_taken if s == side])})"
                                           if any(s == side for s, _ in audit.pots_taken) else ""),
                                        recorded=recorded, expected=expected))
        out.sheets.append(audit.to_json())
    return out


__all__ = ["Departure", "Outcome", "audit_acanomas"]
