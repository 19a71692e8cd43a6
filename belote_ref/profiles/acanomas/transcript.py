"""Transcripts of profile belote-acanomas (spec/transcripts.md, "Profile belote-acanomas"): written,
replayed and audited through the engine, like the team game's, under their own schema
(``schemas/acanomas-transcript.schema.json``; the document says ``"profile": "belote-acanomas"``).

A transcript records a match's partial games (its ``hands``): each with its dealer, card order,
actions, the legal actions before each action (golden level) and the derived facts: the turned
card and the last stock card, the maker and trump, the trump-7 exchange, the announcements and
verdicts, the tricks, the claim, and the line of the score sheet (ACA-SCORE-ITEMS: items, raw
totals, what each side writes, pots, eliminations, running totals). The ``result`` is the match
after the last partial game (totals, pending pots, seats out, winner).

A transcript flagged ``"physical": true`` records a game played with real cards
(ACA-AUDIT-PHYSICAL): actions in the order made, illegal ones included, with what the players
held, whether the last stock card was turned, the exposed stock cards, the shows, and the line
each side wrote. Its audit is :mod:`belote_ref.profiles.acanomas.physical`'s: the faults with their
clauses and a second score sheet beside the players'.

Every fact comes from the engine (the shared :class:`belote_ref.machine.Game` on the rules
object, the hand driver :class:`belote_ref.profiles.acanomas.partial.PartialGame`, the ledger
:class:`belote_ref.profiles.acanomas.match.Ledger`): nothing here states a rule.
"""

from __future__ import annotations

from typing import Any, Sequence

from ... import __version__
from .actions import action_from_json, action_words
from .combinations import Combination
from .match import Ledger
from ...cards import CARDS
from ...errors import IllegalAction, MatchStateError
from ...machine import Game
from ...transcript import FORMAT
from ...transcript.schema import SchemaProblem, json_path

PROFILE = "belote-acanomas"
FORMAT_VERSION = "1.1.0"
"""The version of this profile's transcript schema (``acanomas-transcript/1.1.0``; 1.1.0 adds each partial game's ``refused`` and ``views``)."""

Json = dict[str, Any]

FACT_CLAUSES: dict[str, str] = {
    "turned": "ACA-DEAL-ORDER", "last_card": "ACA-DEAL-STOCK", "void": "ACA-BID-ALL-PASS",
    "bid_round": "ACA-BID-ROUND1", "maker": "ACA-BID-MAKER", "trump": "ACA-BID-MAKER",
    "exchange": "ACA-DEAL-EXCHANGE", "announcements": "ACA-COMB-ANNOUNCE", "verdicts": "ACA-COMB-VERDICT",
    "tricks": "ACA-PLAY-TRICK-WINNER", "claim": "ACA-CLAIM-COUNT", "line": "ACA-SCORE-ITEMS",
}
"""The clause a wrong recorded fact departs from."""


class NotReplayed(ValueError):
    """Inputs that do not replay: an action the reference refuses, or a game after the match."""


def cards_json(cards: Sequence[int]) -> list[str]:
    return [str(CARDS[c]) for c in cards]


def legal_json(game: Game) -> list[str]:
    """The legal actions of the seat to act, as the transcript writes them (their words)."""
    return [action_words(a) for a in game.legal_actions()]


def game_facts(h: Any, line: Any) -> Json:
    """The derived facts of a partial game (:class:`belote_ref.profiles.acanomas.partial.PartialGame`) and its line
    of the score sheet (None while it is in progress)."""
    out: Json = {
        "turned": None if h.turned is None else str(h.turned),
        "last_card": None if h.last_card is None else str(h.last_card),
        "void": h.void,
    }
    if h.taker is not None:
        rules = h.rules
        pts = rules.points[h.trump]
        out.update({
            "bid_round": h.bid_round, "maker": h.taker, "trump": "CDHS"[h.trump],
            "exchange": None if h.exchange is None else {"seat": h.exchange[0], "card": str(h.exchange[1])},
            "announcements": [{"seat": s, "combinations": [c.to_json() for c in said]} for s, said in h.announcements],
            "verdicts": [v.to_json() for v in h.verdicts],
            "tricks": [
                {"leader": leader, "cards": cards_json(t), "winner": winner, "points": sum(pts[c] for c in t)}
                for leader, t, winner in zip(h.leaders, h.tricks, h.winners)
            ],
            "claim": None if h.claim is None else h.claim.to_json(),
        })
    out["line"] = None if line is None else line.to_json()
    return out


def _line_of(game: Game, index: int) -> Any:
    ledger: Any = game.ledger
    lines = ledger.lines
    return lines[index] if index < len(lines) else None


def _refusal(game: Game, before: int, attempt: Any, seats: int) -> Json:
    """A refused attempt as the transcript records it (before, action, clause, reason): the
    engine's refusal, the game unchanged (ACA-LIVE-REFUSALS); raises :class:`NotReplayed` if the
    engine accepts it."""
    a = action_from_json(attempt, seats) if isinstance(attempt, dict) else attempt
    snapshot = game.snapshot()
    try:
        game.apply(a)
    except IllegalAction as exc:
        assert game.snapshot() == snapshot, "a refused action changed the game"
        return {"before": before, "action": a.to_json(), "clause": exc.clause, "reason": exc.reason}
    raise NotReplayed(f"attempt {a.to_json()} before action {before} was accepted, not refused")


def refusal_departure(game: Game, recorded: Json, seats: int) -> tuple[str | None, str] | None:
    """Check a recorded refusal against the engine: None if the engine refuses the attempt under
    the recorded clause and nothing changes; else (the engine's clause, or None if it accepts
    the attempt, and why). The game is left as it was."""
    try:
        game.copy().apply(action_from_json(recorded["action"], seats))
    except IllegalAction as exc:
        if exc.clause == recorded["clause"]:
            return None
        return exc.clause, f"the attempt is refused under {exc.clause}, not {recorded['clause']}"
    return None, f"recorded as refused under {recorded['clause']}, but the rules allow it"


def result_json(game: Game) -> Json:
    ledger: Any = game.ledger
    return {"totals": list(ledger.totals), "pots": [p.to_json() for p in ledger.pots], "out": sorted(ledger.out),
            "winner": ledger.winner}


def build_transcript(
    hands: Sequence[Any], rules: Any, first_dealer: int = 0, start_totals: Sequence[int] | None = None,
    players: Sequence[Any] | None = None, metadata: Json | None = None, legal: bool = True,
) -> Json:
    """Replay ``hands`` (:class:`belote_ref.transcript.write.HandInput`: card order and actions)
    and write the golden-level transcript of profile belote-acanomas (every derived fact, and
    the legal actions before each action unless ``legal`` is false). Raises
    :class:`NotReplayed` if an input does not replay (the writer reports it as its
    ``RecipeError``)."""
    game = Game(rules, first_dealer, start_totals)
    start: Any = game.ledger.copy()
    out_hands = []
    for i, hi in enumerate(hands):
        if game.is_over:
            raise NotReplayed(f"partial game {i + 1} given after the end of the match")
        h = game.hand
        record: Json = {"number": h.number, "dealer": h.dealer}
        try:
            game.deal(hi.order)
        except IllegalAction as exc:
            raise NotReplayed(f"partial game {h.number}: {exc}") from None
        record["order"] = cards_json(h.order)
        actions = [action_from_json(a, rules.seats) if isinstance(a, dict) else a for a in hi.actions]
        legal_sets = []
        refusals: list[Json] = []
        views: list[Json] = []
        for j in range(len(actions) + 1):
            refusals.extend(_refusal(game, j, a, rules.seats) for b, a in hi.refused if b == j)
            views.extend({"before": j, "view": game.view(seat).to_json()} for b, seat in hi.views if b == j)
            if j == len(actions):
                break
            a = actions[j]
            if legal:
                legal_sets.append(legal_json(game))
            try:
                game.apply(a)
            except IllegalAction as exc:
                raise NotReplayed(f"partial game {h.number}, action {j} {a.to_json()}: {exc}") from None
        record["actions"] = [a.to_json() for a in actions]
        if legal:
            record["legal"] = legal_sets
        if refusals:
            record["refused"] = refusals
        if views:
            record["views"] = views
        record["facts"] = game_facts(h, _line_of(game, i) if h.stage == "over" or h.void else None)
        out_hands.append(record)
    seat_names = players or []
    doc: Json = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "profile": PROFILE,
        "ruleset": {"id": rules.id, "options": rules.ruleset.options()},
        "seats": [
            {"seat": s, "side": rules.side_of(s), "name": p.name, "kind": p.kind,
             **({"level": p.level} if p.level is not None else {})}
            for s, p in enumerate(seat_names)
        ],
        "first_dealer": first_dealer,
        "start": {"totals": list(start.totals), "pots": [p.to_json() for p in start.pots], "out": sorted(start.out)},
        "metadata": {"generator": f"belote-ref {__version__}", **(metadata or {})},
        "hands": out_hands,
        "result": result_json(game),
    }
    return doc


# --- reading a transcript's parts ---------------------------------------------------------------------
def start_problem(exc: MatchStateError) -> SchemaProblem:
    """What makes a transcript's start one no match of its rules can have, at the JSON path of
    the part (``$.first_dealer``, ``$.start.totals``, ``$.start.pots[0].contenders[1]`` ...): the
    reader makes it unreadable (spec/transcripts.md, "Profile belote-acanomas")."""
    parts = exc.where if exc.where == ("first_dealer",) else ("start", *exc.where)
    return SchemaProblem(json_path(parts), str(exc))


def start_ledger(rules: Any, doc: Json) -> Ledger:
    """The match state before the first partial game of ``doc`` (schema-valid): its ``start``
    (totals, pending pots, seats out, barred sides) and the end test made on it (a start it
    decides is a match already over: ACA-MATCH-END). :class:`MatchStateError` for a part no
    match of ``rules`` can have (:func:`start_problem` names it)."""
    from .pots import Pot

    start = doc.get("start") or {}
    pots = [Pot(p["points"], tuple(p["contenders"])) for p in start.get("pots", [])]
    ledger = Ledger(rules, start.get("totals"), pots, start.get("out", []), start.get("barred", []))
    ledger.winner = ledger.end_test()
    return ledger


def start_game(rules: Any, doc: Json) -> Game:
    """The match ``doc`` starts: its first dealer and :func:`start_ledger`;
    :class:`MatchStateError` also for a first dealer that is not a seat still in the match."""
    return Game(rules, doc["first_dealer"], ledger=start_ledger(rules, doc))


def combination_of(obj: Json) -> Combination:
    """A combination from its JSON form (the same reader as an announcement's)."""
    action = action_from_json({"type": "announce", "seat": 0, "combinations": [obj]})
    return action.combinations[0]  # type: ignore[union-attr]


__all__ = [
    "FACT_CLAUSES", "FORMAT_VERSION", "NotReplayed", "PROFILE", "build_transcript", "cards_json", "combination_of", "game_facts",
    "legal_json", "refusal_departure", "result_json", "start_game", "start_ledger",
    "start_problem",
]
