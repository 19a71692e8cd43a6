"""Replaying a transcript of profile belote-acanomas readably: partial game by partial game, trick
by trick, with the reference's facts and score-sheet lines (ACA-SCORE-ITEMS) and the audit's
departures where they occur; for a physical record, each game's faults and the two score sheets
(ACA-AUDIT-PHYSICAL)."""

from __future__ import annotations

from typing import Any, Iterator

from .actions import action_from_json, action_words
from ...cards import Suit, parse_card
from ...errors import MalformedAction
from ...jsonread import shown
from ...rules import rules_for
from ...transcript.audit import FileReport, by_hand_index
from ...transcript.read import ruleset_of

Json = dict[str, Any]


def _cards(texts: list[str]) -> str:
    return " ".join(parse_card(t).pretty for t in texts)


def _said(combinations: list[Json]) -> str:
    return ", ".join(f"{c['kind']} {c.get('length', '')} {c.get('top', c.get('rank', ''))}{c.get('suit', '')}".replace("  ", " ")
                     for c in combinations) or "nothing"


def _words(aj: Json, players: int, path: str) -> str:
    """A recorded action in words; one that is no action of a match of ``players`` (a seat it
    does not have: ACA-ACTIONS-FORM) says so at its JSON path, as the audit's departure does."""
    try:
        return action_words(action_from_json(aj, players))
    except MalformedAction as exc:
        return f"not an action of this match ({path}: {exc})"


def render_acanomas(report: FileReport, doc: Json) -> Iterator[str]:
    """The lines of a readable replay of ``doc`` (already audited into ``report``)."""
    rs = doc["ruleset"]
    physical = bool(doc.get("physical"))
    kind = "a record of physical play" if physical else "a match"
    yield f"profile belote-acanomas, ruleset {rs['id']}, {kind}, first dealer seat {doc['first_dealer']}"
    by_hand, notes = by_hand_index(report)
    for line in notes.get(None, []):
        yield f"note: {line}"
    replayed = {ha.index: ha for ha in report.replayed}
    players = rules_for(ruleset_of(doc)).seats
    for i, hj in enumerate(doc["hands"]):
        yield ""
        yield f"partial game {i + 1} (index {i}), dealer seat {hj['dealer']}"
        ha = replayed.get(i)
        if physical or ha is None:
            for j, aj in enumerate(hj["actions"]):
                yield f"  action {j}: {_words(aj, players, f'$.hands[{i}].actions[{j}]')}"
        else:
            f = ha.facts
            yield f"  turned {parse_card(f['turned']).pretty if f['turned'] else '-'}, last stock card " \
                  f"{parse_card(f['last_card']).pretty if f['last_card'] else '-'}"
            if f["void"]:
                yield "  everyone passed twice: a void game"
            elif "maker" in f:
                yield f"  seat {f['maker']} makes, trump {Suit('CDHS'.index(f['trump'])).symbol} (round {f['bid_round']})"
                if f["exchange"]:
                    yield f"  seat {f['exchange']['seat']} exchanges the trump 7 for {parse_card(f['exchange']['card']).pretty}"
                for a in f["announcements"]:
                    yield f"  seat {a['seat']} announces {_said(a['combinations'])}"
                for v in f["verdicts"]:
                    yield f"  verdict: seat {v['seat']}'s {_said([v['combination']])}: {v['verdict']} ({v['value']})"
                for k, t in enumerate(f["tricks"]):
                    yield f"  trick {k + 1} (index {k}): seat {t['leader']} leads {_cards(t['cards'])}; " \
                          f"seat {t['winner']} wins {t['points']}"
                if f["claim"]:
                    c = f["claim"]
                    yield f"  seat {c['seat']} says «he terminado» in trick {c['trick']}: counts {c['count']}, " \
                          f"{'right' if c['correct'] else 'wrong'}"
            sheet: Json | None = f.get("line")
            if sheet:
                yield f"  writes {sheet['writes']}; totals {sheet['totals']}" + \
                      (f"; seat {sheet['left']} leaves" if sheet.get("left") is not None else "")
        for d in by_hand.get(i, []):
            yield f"  departure: {d}"
        for message in notes.get(i, []):
            yield f"  note: {message}"
    for d in by_hand.get(None, []):
        yield f"departure: {d}"
    if report.sheets is not None:
        yield ""
        yield "score sheets (the players' one is binding; the audit's scores what the rulebook scores):"
        for lines in report.sheets:
            yield (f"  partial game {lines['game']}: the players' {shown(lines['recorded'])}, "
                   f"the audit's {shown(lines['audit'])}")
    yield ""
    yield f"audit: {report.verdict_words}"
