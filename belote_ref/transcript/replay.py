"""Replaying a transcript readably: hand by hand, trick by trick, with the reference's scores,
and the departures of the audit where they occur."""

from __future__ import annotations

from typing import Any, Iterator

from .. import registry
from ..actions import action_text
from ..cards import CARDS, Suit, parse_card, sort_for_display
from ..rules import rules_for
from ..ruleset import make_ruleset
from .audit import FileReport, HandAudit, by_hand_index
from .facts import teams_json

Json = dict[str, Any]


def _cards(texts: list[str], trump: int | None = None) -> str:
    return " ".join(c.pretty for c in sort_for_display([parse_card(t) for t in texts], trump))


def render(report: FileReport, doc: Json) -> Iterator[str]:
    """The lines of a readable replay of ``doc`` (already audited into ``report``)."""
    record = registry.by_name(doc.get("profile"))
    if record is not None and "render" in record.hooks:  # a profile's own replay
        yield from record.load("render")(report, doc)
        return
    rs = doc["ruleset"]
    teams = teams_json(rules_for(make_ruleset(rs["options"])))
    yield f"ruleset {rs['id']}, first dealer seat {doc['first_dealer']}; " + ", ".join(
        f"team {k} = seats {' and '.join(map(str, seats))}" for k, seats in enumerate(teams))
    start = doc.get("start") or {"totals": [0, 0], "disputed": 0}
    if start["totals"] != [0, 0] or start["disputed"]:
        yield f"starting at {start['totals'][0]}-{start['totals'][1]}, {start['disputed']} points in dispute"
    by_hand, notes = by_hand_index(report)
    for line in notes.get(None, []):
        yield f"note: {line}"
    replayed = {ha.index: ha for ha in report.replayed}
    for i, hj in enumerate(doc["hands"]):
        yield ""
        yield from _hand(i, hj, replayed.get(i))
        for d in by_hand.get(i, []):
            yield f"  ** DEPARTURE {d}"
        for line in notes.get(i, []):
            yield f"  note: {line}"
    for d in by_hand.get(None, []):
        yield f"** DEPARTURE {d}"
    yield ""
    if report.replayed and report.replayed[-1].finished:
        m = report.replayed[-1].facts["match"]
        if m["winner"] is not None:
            yield f"match over: team {m['winner']} wins {m['totals'][0]}-{m['totals'][1]}" + (
                f"; {m['disputed']} disputed points are lost to both teams" if m["disputed"] else "")
        else:
            yield f"match not over: {m['totals'][0]}-{m['totals'][1]}, {m['disputed']} points in dispute"
    yield f"verdict: {report.verdict_words}"


def _hand(i: int, hj: Json, ha: HandAudit | None) -> Iterator[str]:
    number = hj.get("number", i + 1)
    facts = ha.facts if ha is not None else {}
    turned = facts.get("turned")
    head = f"hand {number} (index {i}): dealer seat {hj['dealer']}"
    if turned:
        head += f", turned {CARDS[parse_card(turned)].pretty}"
    yield head
    if ha is None:
        yield "  not replayed"
        return
    trump = "CDHS".index(facts["trump"]) if facts.get("trump") else None
    hands = facts.get("hands") or facts.get("dealt")
    if hands:
        for s, cards in enumerate(hands):
            yield f"  seat {s}: {_cards(cards, trump)}"
    actions = hj["actions"]
    bids = [a for a in actions[: ha.stopped_at if ha.stopped_at is not None else len(actions)] if a.get("type") != "play"]
    if bids:
        yield "  bidding: " + ", ".join(action_text(a, pretty=True) for a in bids)
    if facts.get("void"):
        yield "  everyone passed twice: the hand is void"
    elif facts.get("taker") is not None:
        yield f"  seat {facts['taker']} takes in round {facts['bid_round']}, trump {Suit(trump).symbol}"  # type: ignore[arg-type]
    h = ha.state
    seats = h.rules.seats
    for k, t in enumerate(facts.get("tricks", [])):
        cards = ", ".join(f"seat {(t['leader'] + n) % seats} {CARDS[parse_card(c)].pretty}" for n, c in enumerate(t["cards"]))
        yield f"  trick {k + 1} (index {k}): {cards} -> seat {t['winner']} wins {t['points']}"
    if h.trick:
        played = ", ".join(f"seat {(h.leader + n) % seats} {CARDS[c].pretty}" for n, c in enumerate(h.trick))
        yield f"  trick {len(h.tricks) + 1} (index {len(h.tricks)}, unfinished): {played}"
    if ha.stopped_at is not None:
        yield f"  stopped at action {ha.stopped_at}: {action_text(actions[ha.stopped_at], pretty=True)}"
    if facts.get("belote"):
        b = facts["belote"]
        yield f"  belote-rebelote: seat {b['seat']}" + (" (announced)" if b.get("announced") else " (automatic)")
    sc = facts.get("score")
    if sc:
        yield (f"  card points {sc['card_points'][0]}-{sc['card_points'][1]}, last trick {sc['last_trick'][0]}-"
               f"{sc['last_trick'][1]}, belote {sc['belote'][0]}-{sc['belote'][1]}"
               + (f", capot by team {sc['capot']}" if sc["capot"] is not None else "")
               + f": totals {sc['totals'][0]}-{sc['totals'][1]}")
        extra = f", {sc['disputed']} held in dispute" if sc["disputed"] else ""
        yield f"  contract {sc['contract']} (takers team {sc['takers']}): scores {sc['scores'][0]}-{sc['scores'][1]}{extra}"
    m = facts.get("match")
    if m:
        extra = f" (+{m['resolved']['points']} disputed points to team {m['resolved']['team']})" if m["resolved"] else ""
        pend = f", {m['disputed']} in dispute" if m["disputed"] else ""
        yield f"  match: {m['totals'][0]}-{m['totals'][1]}{extra}{pend}"
