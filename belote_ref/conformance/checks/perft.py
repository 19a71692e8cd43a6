"""Perft (spec/conformance.md, Perft): from a position (a deal, its bidding, maybe some plays),
the number of distinct legal card sequences of a given length, counted on the engine through
the protocol, with a per-card breakdown and the first position where the engine's legal cards
differ from the reference's.

The kit walks the engine's tree itself: it restarts the hand and replays the path whenever it
backtracks, so an adapter needs no undo. Belote announcements are not counted separately.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ...cards import CARDS, parse_card
from .. import clauses, protocol
from ..reference_adapter import ReferenceAdapter
from ..driver import EngineFailure
from ..results import CorpusError, Departure
from ..transcript import hand_transcript

if TYPE_CHECKING:
    from ..driver import Engine
    from ..runner import Run

DEFAULT_PATH = Path("corpus") / "perft"
FORMAT = "belote-ref-perft"

Send = Callable[[dict[str, Any]], dict[str, Any]]
SendMany = Callable[[list[dict[str, Any]]], list[Any]]


@dataclass
class Position:
    name: str
    options: dict[str, Any]
    dealer: int
    order: list[str]
    actions: list[dict[str, Any]]
    depth: int
    count: int
    breakdown: dict[str, int] = field(default_factory=dict)


class Refused(Exception):
    def __init__(self, action: dict[str, Any], reason: str) -> None:
        super().__init__(reason)
        self.action = action
        self.reason = reason


class Cursor:
    """Where one engine stands in the tree; moves by applying a card or by restart and replay.
    The requests that reach a node and ask its legal actions go in one pipelined batch."""

    def __init__(self, send_many: SendMany, pos: Position) -> None:
        self.send_many = send_many
        self.pos = pos
        self.path: list[dict[str, Any]] | None = None
        self.start = protocol.start_hand(pos.options, pos.dealer, pos.order, (0, 0), 0)

    def legal(self, path: list[dict[str, Any]]) -> tuple[Any, dict[int, dict[str, Any]]]:
        """(seat to act, the legal cards, each with one action that plays it)."""
        if self.path == path:
            moves: list[dict[str, Any]] = []
            msgs = [protocol.legal()]
        elif self.path is not None and len(path) == len(self.path) + 1 and path[:-1] == self.path:
            moves = [path[-1]]
            msgs = [protocol.apply(path[-1]), protocol.legal()]
        else:
            moves = self.pos.actions + path
            msgs = [self.start] + [protocol.apply(a) for a in moves] + [protocol.legal()]
        self.path = None
        responses = self.send_many(msgs)
        for r in responses:
            if isinstance(r, EngineFailure):
                raise r
        if len(responses) != len(msgs):  # pragma: no cover - send_many answers every request or fails
            raise EngineFailure("protocol", "missing responses", msgs[len(responses)] if len(responses) < len(msgs) else None)
        applied = responses[1:-1] if len(msgs) > len(moves) + 1 else responses[:-1]
        for a, r in zip(moves, applied):
            if not r.get("accepted"):
                raise Refused(a, str(r.get("reason", r.get("message"))))
        self.path = list(path)
        r = responses[-1]
        cards: dict[int, dict[str, Any]] = {}
        for a in r["actions"]:
            if a.get("type") == "play":
                c = parse_card(a["card"])
                if c not in cards or not a.get("announce"):
                    cards[c] = {"type": "play", "seat": a["seat"], "card": str(CARDS[c])}
        return (r["to_act"] if r["phase"] == "tricks" else None), cards


def _local(handle: Send) -> SendMany:
    return lambda msgs: [handle(m) for m in msgs]


def reference_perft(pos: Position, depth: int | None = None) -> tuple[int, dict[str, int]]:
    """The reference's count and per-first-card breakdown (to build perft files)."""
    ref = ReferenceAdapter()
    cur = Cursor(_local(ref.handle), pos)

    def count(path: list[dict[str, Any]], d: int) -> int:
        _, cards = cur.legal(path)
        if d == 1:
            return len(cards)
        return sum(count(path + [cards[c]], d - 1) for c in sorted(cards))

    d = depth or pos.depth
    _, root = cur.legal([])
    breakdown = {str(CARDS[c]): (1 if d == 1 else count([root[c]], d - 1)) for c in sorted(root)}
    return sum(breakdown.values()), breakdown


def load(path: Path) -> list[Position]:
    from ..runner import canonical_options

    from ...jsonread import JsonError, loads
    from ...transcript.read import Unreadable, load_text

    try:
        data = loads(load_text(str(path)))
    except Unreadable as exc:
        raise ValueError(f"{path}: {exc.problems[0].message}") from None
    except JsonError as exc:
        raise ValueError(f"{path}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("positions"), list):
        raise ValueError(f"{path}: not a perft file (format {FORMAT!r} with 'positions')")
    out = []
    for i, p in enumerate(data["positions"]):
        try:
            out.append(Position(str(p["name"]), {**canonical_options(), **p.get("ruleset", {}).get("options", {})},
                                int(p["dealer"]), list(p["order"]), list(p["actions"]), int(p["depth"]),
                                int(p["count"]), dict(p.get("breakdown", {}))))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: positions[{i}]: {exc}") from None
    return out


def engine_perft(engine: "Engine", pos: Position, ctx_exercise: Callable[..., None]) -> tuple[int, dict[str, int], dict[str, Any] | None]:
    """The engine's count and breakdown, and the first node where it differs from the reference."""
    eng = Cursor(engine.request_many, pos)
    ref_adapter = ReferenceAdapter()
    ref = Cursor(_local(ref_adapter.handle), pos)
    first: dict[str, Any] = {}

    def count(path: list[dict[str, Any]], d: int, in_ref: bool) -> int:
        try:
            to_act, cards = eng.legal(path)
        except Refused as exc:
            if not first:
                first.update(path=path, clause="PLAY-CARD-IN-HAND", action=exc.action, illegal=False,
                             message=f"the engine refuses {json.dumps(exc.action)}, which it listed as legal: {exc.reason}")
            return 0
        if in_ref and not first:
            rto, rcards = ref.legal(path)
            h = ref_adapter.hand
            if rto is not None:
                assert h.trump is not None
                ctx_exercise(clauses.play_situation(h.holdings[rto], h.trick, h.trump))
            if rto != to_act:
                clause = "PLAY-TRICK-WINNER" if not h.trick and h.tricks else "PLAY-TURN"
                first.update(path=path, clause=clause, action=None, illegal=False,
                             message=f"seat to act: the engine says {to_act}, the reference {rto}")
            elif set(cards) != set(rcards):
                assert h.trump is not None and rto is not None
                extra = sorted(set(cards) - set(rcards))
                missing = sorted(set(rcards) - set(cards))
                clause = clauses.legal_cards_clause(h.holdings[rto], h.trick, h.trump, set(cards))
                first.update(path=path, clause=clause, action=(cards[extra[0]] if extra else rcards[missing[0]]),
                             illegal=bool(extra), message="legal cards: " + "; ".join(
                                 x for x in (f"the engine also allows {' '.join(str(CARDS[c]) for c in extra)}" if extra else "",
                                             f"the engine leaves out {' '.join(str(CARDS[c]) for c in missing)}" if missing else "")
                                 if x))
            in_ref_cards = rcards
        else:
            in_ref_cards = {}
        if d == 1:
            return len(cards)
        return sum(count(path + [cards[c]], d - 1, in_ref and c in in_ref_cards) for c in sorted(cards))

    try:
        _, root = eng.legal([])
    except Refused as exc:
        return 0, {}, {"path": [], "clause": "MATCH-PHASES", "action": exc.action, "illegal": False,
                       "message": f"the engine refuses the position's own actions: {json.dumps(exc.action)}: {exc.reason}"}
    _, ref_root = ref.legal([])
    breakdown: dict[str, int] = {}
    total = count([], 1, True)  # compares the root itself
    if pos.depth > 1:
        total = 0
        for c in sorted(root):
            n = count([root[c]], pos.depth - 1, c in ref_root)
            breakdown[str(CARDS[c])] = n
            total += n
    else:
        breakdown = {str(CARDS[c]): 1 for c in sorted(root)}
    return total, breakdown, (first or None)


def run(ctx: "Run") -> None:
    from ..runner import iter_json_files

    paths = iter_json_files(ctx.config.perft)
    positions: list[Position] = []
    for p in paths:
        try:
            positions.extend(load(p))
        except ValueError as exc:
            ctx.outcome.not_run.append(f"perft {exc}")
    if not positions:
        ctx.outcome.not_run.append("perft: no perft positions found")
        return
    for n, pos in enumerate(positions):
        ctx.progress("perft", n, len(positions))
        why = ctx.supports(pos.options)
        if why:
            ctx.outcome.not_run.append(f"perft {pos.name}: {why}")
            continue
        def job(e: "Engine", p: Position = pos) -> tuple[int, dict[str, int], dict[str, Any] | None]:
            return engine_perft(e, p, ctx.outcome.exercise)

        res = ctx.guarded("perft", pos.name, job)
        ctx.outcome.cases["perft"] += 1
        if res is None:
            continue
        total, breakdown, first = res
        if total == pos.count and first is None:
            continue
        lines = [f"perft({pos.depth}) = {total}, expected {pos.count}"]
        diffs = [f"{c} {breakdown.get(c, 0)}/{pos.breakdown.get(c, 0)}" for c in sorted(set(breakdown) | set(pos.breakdown),
                 key=lambda t: parse_card(t)) if breakdown.get(c, 0) != pos.breakdown.get(c, 0)]
        if diffs:
            lines.append("per first card, engine/expected: " + ", ".join(diffs))
        clause = "PLAY-TRICK-WINNER"
        actions = list(pos.actions)
        illegal = None
        if first is not None:
            clause = first["clause"]
            plays = " ".join(a["card"] for a in first["path"]) or "(none)"
            lines.append(f"first difference after the plays {plays}: {first['message']}")
            actions += first["path"] + ([first["action"]] if first["action"] else [])
            if first["illegal"]:
                illegal = {"clause": clause, "kind": "illegal-action"}
        d = Departure(clause, "perft", pos.name, "; ".join(lines), pos.count, total,
                      extra={"breakdown": breakdown, "expected_breakdown": pos.breakdown})
        if ctx.record(d):
            ctx.save(d, hand_transcript(pos.options, pos.dealer, pos.order, (0, 0), 0, actions,
                                        note={"clause": clause, "check": "perft", "case": pos.name, "message": d.message},
                                        illegal=illegal))


__all__ = ["Position", "reference_perft", "engine_perft", "load", "run", "CorpusError"]
