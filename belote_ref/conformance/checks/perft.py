"""Perft (spec/conformance.md, Perft): from a position (a deal, its bidding, maybe some plays),
the number of distinct legal card sequences of a given length, counted on the engine through
the protocol, with a per-card breakdown and the first position where the engine's legal cards
differ from the reference's.

The kit walks the engine's tree through the protocol: it restarts the hand and replays the path
whenever it backtracks, so an adapter needs no undo. The reference's tree is walked on copies of
its hand (:meth:`belote_ref.hand.Hand.copy`), one card played on each. Belote announcements are
not counted separately.

A perft file is read before the run (:func:`load`, :func:`load_all`): strict JSON within the
transcript reader's size limits, the schema ``schemas/perft.schema.json``, then each position
on the reference (its ruleset, dealer, deal and actions; in the card play after them; ``depth``
within the cards left; ``count`` and ``breakdown`` the reference's), and the limits of one run
(:data:`MAX_POSITIONS` positions, :func:`max_sequences` card sequences walked in all). Anything else
is a ValueError that names the file, the JSON path and what is wrong (exit 2, never a note).

Each position's reference tree is walked once a run (:func:`reference_tree`): the file's check
keeps it on the position, with what it was walked from, and the engine's walk takes its bound from
it; ``belote-ref conformance`` hands the positions it checked to the run
(``Config.perft_positions``) instead of reading the files again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Callable, Iterable

from ...actions import Play, action_from_json
from ...cards import CARDS, cards_of, parse_card, parse_cards
from ...errors import BeloteError, RulesetError
from ...hand import PLAY, Hand
from ...machine import Game
from ...rules import rules_for
from ...transcript.read import Unreadable, load_text, parse_json
from ...transcript.schema import PERFT_ID, schema_problems, schemas
from .. import clauses, protocol
from ..driver import Engine, EngineFailure
from ..results import CorpusError, Departure
from ..profiles import CLASSIC, kit_profile
from ..transcript import game_transcript, hand_transcript
from .context import CheckContext
from .corpus import json_files
from .lockstep import HandCase, profile_action_from_json, start_request

FORMAT = "belote-ref-perft"
MAX_POSITIONS = 1_000
"""The most perft positions one run plays (over all its perft files): each is a hand replayed in
lockstep before its count is walked."""


@cache
def max_sequences() -> int:
    """The most card sequences the perft trees of one run hold together, counting the sequences of
    every length from 1 to ``depth`` plays (the nodes of the trees: the engine's walk sends
    requests for each, so this bounds its time, about a minute through the protocol): the maximum
    of ``$defs/sequences`` in ``schemas/perft.schema.json``, which bounds a ``count`` too."""
    return int(schemas()[PERFT_ID]["$defs"]["sequences"]["maximum"])

SendMany = Callable[[list[dict[str, Any]]], list[Any]]


@dataclass(frozen=True)
class ReferenceTree:
    """The reference's perft tree of a position at its depth (:func:`reference_tree`)."""

    key: str
    """What it was walked from (:meth:`Position.key`)."""
    count: int
    breakdown: dict[str, int]
    """The count below each legal first card (not to be changed: the tree is shared)."""
    sequences: int
    """The card sequences of 1 to ``depth`` plays it holds (the bound of the engine's walk)."""


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
    profile: str = CLASSIC
    """The rule profile of the position (a perft file's ``profile``; the team game by default)."""
    tree: ReferenceTree | None = field(default=None, init=False, repr=False, compare=False)
    """The reference's tree, once walked (:func:`reference_tree`; of no use once :meth:`key`
    differs from its ``key``). Not copied by ``dataclasses.replace``."""

    def key(self) -> str:
        """Everything the reference's tree of the position depends on, as text: its profile,
        ruleset options, dealer, deal, actions and depth (not ``count`` nor ``breakdown``)."""
        return json.dumps([self.profile, self.options, self.dealer, self.order, self.actions, self.depth],
                          sort_keys=True)

    def case(self, name: str) -> HandCase:
        """The position as a hand case: its deal and its actions, the match state at zero."""
        sides = len(self.start_totals())
        return HandCase(name, self.options, self.dealer, list(self.order), (0,) * sides, script=list(self.actions))

    def start_totals(self) -> tuple[int, ...]:
        if self.profile == CLASSIC:
            return (0, 0)
        return (0,) * (2 if self.options.get("pairs") else int(self.options.get("players", 3)))


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
        self.start = start_request(pos.profile, pos.case(pos.name))

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


# --- the reference's tree: copies of its hand ------------------------------------------------------
def reference_position(pos: Position) -> Hand:
    """The reference's hand at the position: dealt from its order, its actions applied."""
    try:
        return position_game(pos).hands[0]
    except ValueError as exc:
        raise CorpusError(f"the reference refuses the position: {exc}") from None


def position_game(pos: Position) -> Game:
    """The reference's match at the position: its ruleset, dealer, deal and actions; a
    ValueError's message starts with the JSON path below the position of what the reference
    refuses (``.order: ...``)."""
    try:
        rules = rules_for(kit_profile(pos.profile).make_ruleset(pos.options))
    except RulesetError as exc:
        where = f".ruleset.options.{exc.option}" if exc.option in pos.options else ".ruleset.options"
        raise ValueError(f"{where}: {exc.reason}") from None
    try:
        game = Game(rules, pos.dealer)
    except (BeloteError, ValueError) as exc:
        raise ValueError(f".dealer: {exc}") from None
    try:
        game.deal(parse_cards(" ".join(pos.order)))
    except (BeloteError, ValueError) as exc:
        raise ValueError(f".order: {exc}") from None
    for j, a in enumerate(pos.actions):
        try:
            game.apply(action_from_json(a) if pos.profile == CLASSIC else profile_action_from_json(a, game.rules.seats))
        except (BeloteError, TypeError, ValueError) as exc:
            raise ValueError(f".actions[{j}]: the reference refuses {json.dumps(a)}: {exc}") from None
    return game


def reference_node(h: Hand) -> tuple[int | None, int]:
    """(the seat to play, the mask of its legal cards) at a node; (None, 0) once play is over."""
    if h.stage != PLAY:
        return None, 0
    return h.to_act, h.legal_play_masks()[0]


def reference_child(h: Hand, seat: int, c: int) -> Hand:
    """The node after ``seat`` plays card ``c`` (no announcement: perft counts cards)."""
    child = h.copy()
    child.play(Play(seat, CARDS[c]))
    return child


class TooManySequences(Exception):
    """A walk past its limit (:func:`reference_perft`'s ``limit``)."""


def reference_perft(pos: Position, depth: int | None = None, limit: int | None = None) -> tuple[int, dict[str, int]]:
    """The reference's count and per-first-card breakdown (to build and to check perft files);
    :class:`TooManySequences` as soon as the walk meets more than ``limit`` card sequences of 1
    to ``depth`` plays (:func:`max_sequences`)."""
    count, breakdown, _ = reference_walk(pos, depth, limit)
    return count, breakdown


def reference_walk(pos: Position, depth: int | None = None,
                   limit: int | None = None) -> tuple[int, dict[str, int], int]:
    """:func:`reference_perft`, and the card sequences of 1 to ``depth`` plays its tree holds."""
    walked = 0

    def children(h: Hand) -> tuple[int | None, int]:
        nonlocal walked
        seat, mask = reference_node(h)
        walked += mask.bit_count()
        if limit is not None and walked > limit:
            raise TooManySequences()
        return seat, mask

    def count(h: Hand, d: int) -> int:
        seat, mask = children(h)
        if d == 1 or seat is None:
            return mask.bit_count()
        return sum(count(reference_child(h, seat, c), d - 1) for c in cards_of(mask))

    d = depth or pos.depth
    root = reference_position(pos)
    seat, mask = children(root)
    breakdown = {str(CARDS[c]): (1 if d == 1 or seat is None else count(reference_child(root, seat, c), d - 1))
                 for c in cards_of(mask)}
    return sum(breakdown.values()), breakdown, walked


def reference_tree(pos: Position, limit: int | None = None) -> ReferenceTree:
    """The reference's tree of ``pos`` at its depth, walked once a run: kept on the position
    (``pos.tree``) with what it was walked from (:meth:`Position.key`), and walked again only for a
    position changed since (a copy or a change of its depth, deal, actions, ruleset or dealer).
    :class:`TooManySequences` when it holds more than ``limit`` card sequences, as
    :func:`reference_walk`."""
    key = pos.key()
    tree = pos.tree
    if tree is None or tree.key != key:
        count, breakdown, sequences = reference_walk(pos, limit=limit)
        tree = pos.tree = ReferenceTree(key, count, breakdown, sequences)
    elif limit is not None and tree.sequences > limit:
        raise TooManySequences()
    return tree


def load(path: Path, profile: str | None = None, budget: int | None = None) -> list[Position]:
    """The positions of a perft file, each checked (see the module docstring); with ``profile``,
    a file of another profile is refused. ``budget``: the card sequences its positions' trees may
    hold (default :func:`max_sequences`). A ValueError names the file, the JSON path and what is
    wrong."""
    return _load(path, profile, max_sequences() if budget is None else budget, MAX_POSITIONS)[0]


def load_all(paths: Iterable[Path], profile: str | None = None) -> list[Position]:
    """The positions of the perft files of ``paths`` (files, or folders of ``*.json`` files),
    each file checked as by :func:`load`, within the limits of one run: at most
    :data:`MAX_POSITIONS` positions and :func:`max_sequences` sequences in all."""
    out: list[Position] = []
    budget = max_sequences()
    for path in json_files(paths):
        positions, walked = _load(path, profile, budget, MAX_POSITIONS - len(out))
        budget -= walked
        out.extend(positions)
    return out


def _load(path: Path, profile: str | None, budget: int, room: int) -> tuple[list[Position], int]:
    """:func:`load` with ``budget`` card sequences and ``room`` positions left in the run; also
    the card sequences the file's trees hold."""
    try:
        data = parse_json(load_text(str(path)))
    except Unreadable as exc:
        first = exc.problems[0]
        raise ValueError(f"{path}: {first.path}: {first.message}") from None
    if isinstance(data, dict) and isinstance(data.get("positions"), list) and len(data["positions"]) > room:
        already = MAX_POSITIONS - room
        raise ValueError(f"{path}: $.positions: {len(data['positions']):,} positions"
                         + (f" after {already:,} in the files before it" if already else "")
                         + f": one run plays at most {MAX_POSITIONS:,} perft positions (spec/conformance.md, Limits)")
    problems = schema_problems(data, PERFT_ID)
    if problems:
        more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
        raise ValueError(f"{path}: {problems[0]}{more}")
    kit = kit_profile(str(data.get("profile", CLASSIC)))
    if profile is not None and kit.name != profile:
        raise ValueError(f"{path}: $.profile: a perft file of profile {kit.name}, not {profile} (--profile)")
    out = []
    walked = 0
    for i, p in enumerate(data["positions"]):
        pos = Position(p["name"], {**kit.defaults, **p["ruleset"]["options"]}, p["dealer"], list(p["order"]),
                       list(p["actions"]), p["depth"], p["count"], dict(p.get("breakdown", {})), kit.name)
        try:
            walked += check_position(pos, p, budget - walked)
        except ValueError as exc:
            raise ValueError(f"{path}: $.positions[{i}]{exc} (position {pos.name!r})") from None
        out.append(pos)
    return out, walked


def check_position(pos: Position, given: dict[str, Any], budget: int) -> int:
    """Check one schema-valid position on the reference; ``budget``: the card sequences its tree
    may hold (:func:`max_sequences`); return those it holds. Its tree is kept on it
    (:func:`reference_tree`). A ValueError's message starts with the JSON path below the position
    (``.depth: ...``)."""
    game = position_game(pos)
    h = game.hands[0] if len(game.hands) == 1 else None
    seat, mask = reference_node(h) if h is not None else (None, 0)
    if h is None or seat is None or not mask:
        raise ValueError(".actions: after them the position is not in the card play (a perft position's actions are "
                         "the bidding, ending with the take, then maybe card plays; under belote-acanomas, past "
                         "trick 1's announcements)")
    left = sum(h.cards_held)
    if pos.depth > left:
        raise ValueError(f".depth: {pos.depth} card plays, but {left} cards are left to play at the position "
                         "(a count stays within the hand)")
    try:
        tree = reference_tree(pos, limit=budget)
    except TooManySequences:
        whole = budget == max_sequences()
        raise ValueError(f".depth: the tree of perft({pos.depth}) holds more than {budget:,} card sequences of 1 to "
                         f"{pos.depth} plays" + ("" if whole else " (what the positions before it leave)")
                         + f": the perft trees of one run hold at most {max_sequences():,} (spec/conformance.md, "
                           "Perft)") from None
    count, breakdown = tree.count, tree.breakdown
    if count != pos.count:
        raise ValueError(f".count: {pos.count:,} is not the reference's count, {count:,} (regenerate the file: "
                         "tools/make_perft.py, tools/make_acanomas_perft.py)")
    if "breakdown" in given and breakdown != pos.breakdown:
        wrong = sorted(set(breakdown) | set(pos.breakdown), key=parse_card)
        first = next(c for c in wrong if breakdown.get(c) != pos.breakdown.get(c))
        raise ValueError(f".breakdown: {first} has {pos.breakdown.get(first, 'no count')}, the reference counts "
                         f"{breakdown.get(first, 'no sequence (not a legal first card)')}")
    return tree.sequences


# --- the engine's tree, compared with the reference's ---------------------------------------------
class _WalkStopped(Exception):
    """The engine's tree holds more card sequences than the reference's (its walk stops)."""


def engine_perft(engine: Engine, pos: Position, count_as: Callable[[str, str], None]) -> tuple[int, dict[str, int], dict[str, Any] | None]:
    """The engine's count and breakdown, and the first node where it differs from the reference.
    The walk stops once the engine's tree holds more card sequences of 1 to ``depth`` plays than
    the reference's (an engine that lists cards it should not could make it endless): the first
    difference is found by then, and it says so (``stopped``: the reference's number)."""
    eng = Cursor(engine.request_many, pos)
    first: dict[str, Any] = {}
    kit = kit_profile(pos.profile)
    ref_root = reference_position(pos)
    ref_rules = ref_root.rules
    limit = reference_tree(pos).sequences  # the tree the file's check walked, unless pos changed since
    walked = 0

    def cover(clause: str, situation: str) -> None:
        count_as(kit.clause(ref_rules, clause), situation)

    def play_json(seat: int | None, c: int) -> dict[str, Any]:
        return {"type": "play", "seat": seat, "card": str(CARDS[c])}

    def count(path: list[dict[str, Any]], d: int, ref: Hand | None) -> int:
        """``ref``: the reference's node on the same path, while the path is legal there."""
        nonlocal walked
        try:
            to_act, cards = eng.legal(path)
        except Refused as exc:
            if not first:
                first.update(path=path, clause="PLAY-CARD-IN-HAND", action=exc.action, illegal=False,
                             message=f"the engine refuses {json.dumps(exc.action)}, which it listed as legal: {exc.reason}")
            return 0
        rto: int | None = None
        rmask = 0
        if ref is not None and not first:
            rto, rmask = reference_node(ref)
            rules, trump = ref.rules, ref.trump
            if rto is not None:
                assert trump is not None
                cover("PLAY-CARD-IN-HAND", "cards")
                cover(*clauses.play_situation(rules, ref.holding(rto), ref.trick, trump, ref.leader))
                if not ref.trick:
                    cover(*(("PLAY-TRICK-WINNER", "next-leader") if ref.tricks else ("PLAY-TURN", "first-lead")))
                else:
                    cover("PLAY-TURN", "in-trick")
            rcards = set(cards_of(rmask))
            if rto != to_act:
                clause = "PLAY-TRICK-WINNER" if not ref.trick and ref.tricks else "PLAY-TURN"
                first.update(path=path, clause=clause, action=None, illegal=False,
                             message=f"seat to act: the engine says {to_act}, the reference {rto}")
            elif set(cards) != rcards:
                assert trump is not None and rto is not None
                extra = sorted(set(cards) - rcards)
                missing = sorted(rcards - set(cards))
                clause = clauses.legal_cards_clause(rules, ref.holding(rto), ref.trick, trump, set(cards))
                first.update(path=path, clause=clause, action=(cards[extra[0]] if extra else play_json(rto, missing[0])),
                             illegal=bool(extra), message="legal cards: " + "; ".join(
                                 x for x in (f"the engine also allows {' '.join(str(CARDS[c]) for c in extra)}" if extra else "",
                                             f"the engine leaves out {' '.join(str(CARDS[c]) for c in missing)}" if missing else "")
                                 if x))
        walked += len(cards)
        if walked > limit:  # some node compared above differs: the tree cannot be the reference's
            raise _WalkStopped()
        if d == 1:
            return len(cards)
        total = 0
        for c in sorted(cards):
            child = None
            if ref is not None and rto is not None and rmask >> c & 1 and not first:
                child = reference_child(ref, rto, c)
            total += count(path + [cards[c]], d - 1, child)
        return total

    try:
        _, root = eng.legal([])
    except Refused as exc:
        return 0, {}, {"path": [], "clause": "MATCH-PHASES", "action": exc.action, "illegal": False,
                       "message": f"the engine refuses the position's own actions: {json.dumps(exc.action)}: {exc.reason}"}
    ref_to_act, ref_mask = reference_node(ref_root)
    breakdown: dict[str, int] = {}
    try:
        total = count([], 1, ref_root)  # compares the root itself
        if pos.depth > 1:
            total = 0
            for c in sorted(root):
                child = None
                if ref_to_act is not None and ref_mask >> c & 1 and not first:
                    child = reference_child(ref_root, ref_to_act, c)
                n = count([root[c]], pos.depth - 1, child)
                breakdown[str(CARDS[c])] = n
                total += n
        else:
            breakdown = {str(CARDS[c]): 1 for c in sorted(root)}
    except _WalkStopped:
        total = -1
        if not first:  # pragma: no cover - a tree larger than the reference's differs at a node compared
            first.update(path=[], clause="PLAY-CARD-IN-HAND", action=None, illegal=False,
                         message="the engine's tree is larger than the reference's")
        first["stopped"] = limit
    if first:
        first["clause"] = kit.clause(ref_rules, first["clause"])
    return total, breakdown, (first or None)


def run(ctx: CheckContext) -> None:
    # read by `belote-ref conformance` before the run (exit 2 for a bad one), each with its tree
    positions: list[Position] | None = ctx.config.perft_positions
    if positions is None:
        try:
            positions = load_all(ctx.config.perft, ctx.config.profile)
        except ValueError as exc:
            ctx.not_run(f"perft: not run: {exc}")
            return
    if not positions:
        ctx.not_run("perft: no perft positions found")
        return
    for n, pos in enumerate(positions):
        ctx.progress("perft", n, len(positions))
        why = ctx.supports(pos.options)
        if why:
            ctx.not_run(f"perft {pos.name}: {why}")
            continue
        # the position itself first, in lockstep (its deal, bidding and plays, every seat's view
        # at its end): a difference there is reported under its own clause, and then the count
        # is not compared (it would only repeat that difference)
        prefix = ctx.play("perft", pos.case(f"{pos.name} (position)"))
        if prefix is None:
            continue
        if prefix.departures:
            ctx.hand_departures(pos.case(f"{pos.name} (position)"), prefix)
            ctx.not_run(f"perft {pos.name}: the count was not compared: the engine departs at the position itself")
            continue

        def job(e: Engine, p: Position = pos) -> tuple[int, dict[str, int], dict[str, Any] | None]:
            return engine_perft(e, p, lambda clause, situation: ctx.cover(clause, situation, p.options))

        res = ctx.on_engine("perft", pos.name, job, counted=False)
        if res is None:
            continue
        total, breakdown, first = res
        if total == pos.count and first is None:
            continue
        _perft_departure(ctx, pos, total, breakdown, first)


def _perft_departure(ctx: CheckContext, pos: Position, total: int, breakdown: dict[str, int],
                     first: dict[str, Any] | None) -> None:
    if first is not None and "stopped" in first:
        lines = [f"perft({pos.depth}): the engine's tree holds more than the reference's {first['stopped']:,} card "
                 f"sequences of 1 to {pos.depth} plays: its walk stopped there (expected count {pos.count})"]
    else:
        lines = [f"perft({pos.depth}) = {total}, expected {pos.count}"]
    diffs = [f"{c} {breakdown.get(c, 0)}/{pos.breakdown.get(c, 0)}" for c in sorted(set(breakdown) | set(pos.breakdown),
             key=lambda t: parse_card(t)) if breakdown.get(c, 0) != pos.breakdown.get(c, 0)]
    if diffs:
        lines.append("per first card, engine/expected: " + ", ".join(diffs))
    if first is None:  # every node the same as the reference's: the file's count is not the reference's
        ctx.not_run(f"perft {pos.name}: the file's count {pos.count} is not the reference's ({total}): "
                    "regenerate it (tools/make_perft.py)")
        return
    actions = list(pos.actions)
    illegal = None
    clause = first["clause"]
    plays = " ".join(a["card"] for a in first["path"]) or "(none)"
    lines.append(f"first difference after the plays {plays}: {first['message']}")
    actions += first["path"] + ([first["action"]] if first["action"] else [])
    if first["illegal"]:
        illegal = {"clause": clause, "kind": "illegal-action"}
    got: Any = f"more than {first['stopped']:,} sequences (walk stopped)" if "stopped" in first else total
    d = Departure(clause, "perft", pos.name, "; ".join(lines), pos.count, got,
                  extra={"breakdown": breakdown, "expected_breakdown": pos.breakdown})
    note = {"clause": clause, "check": "perft", "case": pos.name, "message": d.message}
    if pos.profile == CLASSIC:
        ctx.record(d, lambda: hand_transcript(pos.options, pos.dealer, pos.order, (0, 0), 0, actions, note=note,
                                              illegal=illegal))
    else:
        ctx.record(d, lambda: game_transcript(pos.options, pos.dealer, pos.order, pos.start_totals(), None, actions,
                                              note=note, illegal=illegal))


__all__ = ["FORMAT", "MAX_POSITIONS", "Position", "ReferenceTree", "TooManySequences", "check_position", "engine_perft",
           "load", "load_all", "max_sequences", "position_game", "reference_perft", "reference_tree", "reference_walk",
           "run"]
