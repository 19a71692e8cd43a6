"""One hand played in lockstep on the engine and on the reference, comparing everything at every
step: the phase, the seat to act, the legal actions, acceptance, illegal actions, seat views,
trick records and winners, the hand's result (spec/conformance.md, The checks).

A difference becomes a :class:`~..results.Departure` naming the clause it departs from, and play
goes on: the kit keeps following the reference's choices and keeps comparing, so one bug does
not hide the next. Where the engine's state may now differ from the reference's (a wrong deal,
trick winner, seat to act, a legal action refused), the later comparisons of the hand are not
possible: they are counted as such, never as passed. An illegal action the engine accepted is
undone by restarting the hand on the engine and replaying it to the same position.

Every comparison is counted under the clause and situation it tests (:mod:`..coverage`), only
when it is made.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, TypeVar, cast

from ...actions import action_from_json
from ...cards import CARDS, FULL_DECK_MASK, Suit, cards_of, parse_card, parse_suit
from ...errors import BeloteError
from ...hand import BID, OVER, PLAY, Hand
from .. import clauses, protocol
from ..coverage import Keys, option_key, ruleset_situation
from ..driver import Engine, EngineFailure, InProcessEngine
from ..reference_adapter import ReferenceAdapter
from ..profiles import CLASSIC, kit_profile
from ..results import CorpusError, Departure, Outcome
from . import gameresult, handresult, probes

T = TypeVar("T")
MAX_STEPS = 80
BID_PASS_BIAS = 0.7
"""Generated bidding passes this often, so that void hands and late takes are common."""
PROBE_RATE = probes.PROBE_RATE
VIEW_SPREAD = 41
"""The step at which every seat's view is compared in the middle of a hand is drawn in
``1 .. VIEW_SPREAD - 1`` (past the end of a shorter hand: after it)."""
AFTER_END_PROBE_RATE = 0.5
CLAIM_RATE = 0.03
"""How often generated play says «he terminado» where it may (profile belote-acanomas)."""
EXCHANGE_CLAUSE = "ACA-DEAL-EXCHANGE"
"""The clause of the trump-7 exchange step (profile belote-acanomas, protocol 1.2)."""
_OTHER_ACTIONS = {"exchange": EXCHANGE_CLAUSE, "announce": "ACA-COMB-ANNOUNCE", "claim": "ACA-CLAIM-WHEN"}
"""Profile belote-acanomas's own actions and the clause that lists them."""
READ_ONLY = frozenset(("legal", "view", "trick", "result", "game_result"))
"""The requests whose answer changes nothing on the reference (:func:`_unchanged`)."""
MAX_RESYNCS = 3
"""Accepted illegal actions undone per hand (the hand restarted on the engine and replayed);
past that, the rest of the hand is not compared."""


def key(action: Any) -> str:
    """Canonical text of an action, to compare action lists as sets; raises
    :class:`~belote_ref.errors.BeloteError` for what is not an action. The same JSON object (its
    fields, their types and values) always reads the same, so the reading is remembered."""
    if type(action) is dict:
        try:
            return _key_of(tuple(action.items()), tuple(map(type, action.values())))
        except TypeError:  # a value that cannot be remembered (a list...): read it each time
            pass
    return _canonical(action)


def _canonical(action: Any) -> str:
    if type(action) is dict and action.get("type") in _OTHER_ACTIONS:
        return json.dumps(profile_action_from_json(action).to_json(), sort_keys=True)
    return json.dumps(action_from_json(action).to_json(), sort_keys=True)


def profile_action_from_json(action: Any, seats: int = 4) -> Any:
    """An action of profile belote-acanomas (its own types and the shared ones) from JSON."""
    from ...profiles.acanomas.actions import action_from_json as read

    return read(action, seats)


def start_request(profile: str, case: HandCase) -> dict[str, Any]:
    """The request that starts ``case``: ``start_hand`` (the team game) or ``start_game``
    (profile belote-acanomas, with the match state carried in)."""
    if profile == CLASSIC:
        return protocol.start_hand(case.options, case.dealer, case.order, (case.totals[0], case.totals[1]),
                                   case.disputed)
    m = case.match or {}
    return protocol.start_game(case.options, case.dealer, case.order, case.totals, m.get("pots", ()),
                               m.get("out", ()), m.get("barred", ()))


def generated_choice(actions: list[Any], rng: random.Random) -> int:
    """The generated policy outside the bidding: uniform among the actions, except that a claim
    (profile belote-acanomas: it ends the game) is chosen only :data:`CLAIM_RATE` of the time."""
    claims = [i for i, a in enumerate(actions) if a.get("type") == "claim"]
    if not claims or len(claims) == len(actions):
        return rng.randrange(len(actions))
    if rng.random() < CLAIM_RATE:
        return rng.choice(claims)
    return rng.choice([i for i in range(len(actions)) if i not in claims])


@lru_cache(maxsize=4096)
def _key_of(items: tuple[tuple[Any, Any], ...], types: tuple[type, ...]) -> str:
    """``types`` tells apart values that compare equal (1, 1.0 and True)."""
    return _canonical(dict(items))


@dataclass
class HandCase:
    """One hand to play: chance, start state, and how actions are chosen."""

    name: str
    options: dict[str, Any]
    dealer: int
    order: list[str]
    totals: tuple[int, ...] = (0, 0)
    """Match totals carried in: per team (the team game), per side (profile belote-acanomas)."""
    disputed: int = 0
    match: dict[str, Any] | None = None
    """Profile belote-acanomas: the rest of the match state carried in (``pots``, ``out``,
    ``barred``, as ``start_game`` sends them)."""
    script: list[dict[str, Any]] | None = None
    """Explicit actions (goldens); else ``choices`` then generated choices."""
    choices: list[int] | None = None
    seed: int = 0
    probes: bool = False
    """Also send illegal actions, which the engine must refuse."""
    final_probe: dict[str, Any] | None = None
    """After the script: one illegal action the engine must refuse (negative goldens)."""
    final_clause: str | None = None


@dataclass
class HandRun:
    departures: list[Departure] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    choices: list[int] = field(default_factory=list)
    result: dict[str, Any] | None = None
    steps: int = 0
    diverged: str | None = None
    """Why the later comparisons of the hand were not possible (None: every one was made)."""
    resyncs: int = 0

    @property
    def departure(self) -> Departure | None:
        """The first departure of the hand."""
        return self.departures[0] if self.departures else None

    def first(self, clause: str) -> Departure | None:
        return next((d for d in self.departures if d.clause == clause), None)


class _Stop(Exception):
    """The engine answered an error once its state had diverged: the hand ends there."""


class _Tap(Engine):
    """Pass 1 of a pipelined hand: answers as the reference does and records every request."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[dict[str, Any]] = []
        self.last: dict[str, Any] = {}
        self.answers: list[dict[str, Any]] = []
        """The reference's answer to each request sent, in order."""

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        self.sent.append(message)
        return self.last


class _Replay(Engine):
    """Pass 3: the engine's recorded responses, in order (a failure is raised where it happened).
    :meth:`resync` restarts the hand on the real engine and replays it, then sends the requests
    still to come."""

    def __init__(self, real: Engine, sent: list[dict[str, Any]], responses: list[dict[str, Any] | EngineFailure]) -> None:
        super().__init__()
        self.real, self.sent, self.responses, self.i = real, sent, responses, 0

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        i = self.i
        self.i += 1
        if i >= len(self.responses) or message != self.sent[i]:  # pragma: no cover - the passes agree
            raise RuntimeError(f"pipelined replay out of step at request {i}: {message}")
        r = self.responses[i]
        if isinstance(r, EngineFailure):
            raise r
        return r

    def resync(self, prefix: list[dict[str, Any]]) -> bool:
        rest = self.sent[self.i:]
        got = self.real.request_many(prefix + rest)
        ok = _replayed(prefix, got)
        self.responses[self.i:] = got[len(prefix):]
        return ok


def _unchanged(msg: dict[str, Any], answer: dict[str, Any]) -> bool:
    """Whether the reference's ``answer`` to ``msg`` left it as it was: a request of
    :data:`READ_ONLY`, or an action it did not accept (a refused action changes nothing). Pass 3
    of a pipelined hand takes pass 1's answer to those instead of asking again (the same
    reference, the same requests, the same answers)."""
    return msg["type"] in READ_ONLY or msg["type"] == "apply" and answer.get("accepted") is not True


def _replayed(prefix: list[dict[str, Any]], got: list[dict[str, Any] | EngineFailure]) -> bool:
    """Whether the engine accepted the whole replay ``prefix`` (a failure in it is raised)."""
    for m, r in zip(prefix, got):
        if isinstance(r, EngineFailure):
            raise r
        if m["type"] == "apply" and not r.get("accepted"):
            return False
    return len(got) >= len(prefix)


class Lockstep:
    """Plays :class:`HandCase` s on ``engine`` against a fresh reference each time.

    Pipelined (the default): the kit's requests depend only on the reference, so a hand is played
    three times: on the reference alone to record the requests, on the engine in one pipelined
    batch, then compared in order, exactly as if played step by step.
    """

    def __init__(self, engine: Engine, outcome: Outcome, check: str, views: bool = True, pipeline: bool = True,
                 base: dict[str, Any] | None = None, profile: str = CLASSIC) -> None:
        self.engine = engine
        self.outcome = outcome
        self.check = check
        self.views = views
        self.pipeline = pipeline
        self.kit = kit_profile(profile)
        """The profile played: its start and result requests, its clause names."""
        self.base = base if base is not None else dict(self.kit.defaults)

    def run(self, case: HandCase) -> HandRun:
        if not self.pipeline:
            return _Compare(self, case, self.engine, self.outcome).play()
        tap = _Tap()
        recorded = _Compare(self, case, tap, Outcome())
        recorded.play()
        responses = self.engine.request_many(tap.sent)
        return _Compare(self, case, _Replay(self.engine, tap.sent, responses), self.outcome, tap.answers,
                        recorded.draws).play()


class _Compare:
    """One hand in lockstep: the reference, the engine (real, tap or replay), what is counted."""

    def __init__(self, ls: Lockstep, case: HandCase, engine: Engine, outcome: Outcome,
                 answers: list[dict[str, Any]] | None = None, draws: list[Any] | None = None) -> None:
        """``answers``, ``draws``: the reference's answers of pass 1 (:class:`_Tap`) and its
        draws (:meth:`decide`), in order: the answers that change nothing (:func:`_unchanged`)
        are not computed again, the draws not drawn again."""
        self.ls, self.case, self.engine, self.outcome = ls, case, engine, outcome
        self.run = HandRun()
        self.live = True
        """The engine's state is the reference's: comparisons are possible."""
        self.keys = Keys.of(case.options)
        self.recording = isinstance(engine, _Tap)
        """Pass 1: the requests are recorded, nothing is compared (the engine there is the
        reference itself, whose answers are always its own)."""
        self.counts = None if self.recording else outcome.coverage
        """Where comparisons are counted (the pass that only records the requests counts nothing)."""
        self.ref = ReferenceAdapter(trusted=True, profile=ls.kit.name)
        handle = self.ref.handle
        if isinstance(engine, _Tap):
            tap = engine

            def tapped(msg: dict[str, Any]) -> dict[str, Any]:
                tap.last = handle(msg)
                tap.answers.append(tap.last)
                return tap.last

            self.ref.handle = tapped  # type: ignore[method-assign, assignment]
        elif answers is not None:
            asked = iter(answers)  # the requests of pass 3 are pass 1's, in the same order

            def known(msg: dict[str, Any]) -> dict[str, Any]:
                answer = next(asked)
                return answer if _unchanged(msg, answer) else handle(msg)

            self.ref.handle = known  # type: ignore[method-assign, assignment]
        self.rules: Any = None
        self.kit = ls.kit
        self.start: dict[str, Any] = {}
        self.draws: list[Any] = []
        self.drawn = None if draws is None else iter(draws)
        self._names: tuple[Any, dict[str, str]] = (None, {})
        """The rules the clause names were read under, and the names (:meth:`name`)."""

    # --- counting, departing, diverging -------------------------------------------------------
    def name(self, clause: str) -> str:
        """The profile's ID of a clause the comparisons name (:meth:`.profiles.KitProfile.clause`),
        remembered for the hand's rules."""
        names = self._names
        if names[0] is not self.rules:
            names = self._names = (self.rules, {})
        named = names[1].get(clause)
        if named is None:
            named = names[1][clause] = self.kit.clause(self.rules, clause)
        return named

    def made(self, clause: str, situation: str) -> bool:
        """Whether a comparison of ``clause`` in ``situation`` can be made now (then counted as
        made; else counted as not possible)."""
        clause = self.name(clause)
        if self.live:
            counts = self.counts
            if counts is not None:
                key = self.keys.get(clause)
                if key is None:
                    key = self.keys[clause] = option_key(clause, self.case.options)
                counts[(clause, key, situation)] += 1
            return True
        self.outcome.block(clause)
        return False

    def depart(self, clause: str, message: str, expected: Any = None, got: Any = None, sent: Any = None, *,
               diverges: bool = False, probe: dict[str, Any] | None = None, extra: dict[str, Any] | None = None) -> None:
        clause = self.name(clause)
        d = Departure(clause, self.ls.check, self.case.name, message, expected, got, sent, len(self.run.actions),
                      extra=extra or {}, probe=probe)
        self.run.departures.append(d)
        if diverges:
            self.diverge(f"after step {d.step} ({clause}: {message[:120]})")

    def diverge(self, why: str) -> None:
        if self.live:
            self.live = False
            self.run.diverged = why

    def ask(self, msg: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        """The reference's and the engine's answers to ``msg``."""
        r = self.ref.handle(msg)
        try:
            e = self.engine.request(msg)
        except EngineFailure as failure:
            if not self.live and failure.kind == "error":
                raise _Stop() from None
            raise
        return r, e

    # --- one hand ----------------------------------------------------------------------------
    def play(self) -> HandRun:
        try:
            self._play()
        except _Stop:
            self.run.diverged = (self.run.diverged or "") + "; the engine then answered an error: the rest was not compared"
        return self.run

    def _play(self) -> None:
        case, run, ls = self.case, self.run, self.ls
        rng = random.Random(case.seed)
        start = self.start = start_request(self.kit.name, case)
        r = self.ref.handle(start)
        if r.get("type") == "error":
            raise CorpusError(f"the reference cannot start this hand: {r.get('message')}")
        self.ask_engine(start)
        game = self.ref.game
        assert game is not None
        rules = self.rules = game.rules
        view_at = self.decide(lambda: rng.randrange(1, VIEW_SPREAD))
        viewed = False
        if ls.views:
            self.views("deal")
        step = 0
        first = True
        while step < MAX_STEPS:
            h = self.ref.hand
            msg = protocol.legal()
            rl, el = self.ask(msg)
            recording = self.recording
            if not recording:
                self.compare_phase(h, rl, el, msg, first)
            first = False
            if rl["phase"] == "over":
                msg = {"type": self.kit.result}
                rr, er = self.ask(msg)
                run.result = rr
                if recording:
                    pass
                elif self.kit.name == CLASSIC:
                    handresult.compare(self, h, rr, er, msg)
                else:
                    gameresult.compare(self, h, rr, er, msg)
                break
            phase = rl["phase"]
            bidding = phase == "bidding"
            seat = rl["to_act"]
            if not recording:
                self.compare_turn(h, phase, rl, el, msg)
                self.compare_legal(h, phase, seat, rl, el, msg)
            if case.probes:
                probe = self.decide(lambda: probes.choose(rules, h, seat, bidding, rng))
                if probe is not None:
                    self.send_illegal(probe[0], probe[1])
            if ls.views and step == view_at:
                self.views(self.view_point(h))
                viewed = True
            # choose and apply the next action
            if case.script is not None:
                if step >= len(case.script):
                    break
                action = case.script[step]
            else:
                actions = rl["actions"]

                def pick() -> int:
                    if case.choices is not None and step < len(case.choices):
                        return case.choices[step] % len(actions)
                    if case.choices is not None or bidding and rng.random() < BID_PASS_BIAS:
                        return 0
                    return generated_choice(actions, rng)

                idx = self.decide(pick)
                run.choices.append(idx)
                action = actions[idx]
            tricks_before = len(h.tricks)
            self.apply(h, action, phase, seat)
            step += 1
            if action["type"] == "take" and ls.views:
                self.views("take")
            if len(h.tricks) > tricks_before:
                self.compare_trick(h, len(h.tricks) - 1)
        run.steps = step
        h = self.ref.hand
        if h.stage == OVER:
            end_probe = self.decide(lambda: probes.after_end_probe(rules, h, rng)
                                    if case.probes and rng.random() < AFTER_END_PROBE_RATE else None)
            if end_probe is not None:
                self.send_illegal(*end_probe)
            if ls.views and not viewed:
                self.views("end")
        elif case.script is not None and ls.views and not viewed:
            self.views(self.view_point(h))  # a transcript that stops in the middle: views at its end
        if case.final_probe is not None:
            self.send_illegal(case.final_probe, "", case.final_clause)

    def decide(self, draw: Callable[[], T]) -> T:
        """A choice drawn from the hand's seeded generator (the step's illegal action, the next
        action, where the views are compared): drawn, except in pass 3 of a pipelined hand,
        which takes pass 1's draws in order (the same reference, the same draws)."""
        if self.drawn is not None:
            return cast(T, next(self.drawn))
        value = draw()
        self.draws.append(value)
        return value

    def ask_engine(self, msg: dict[str, Any]) -> dict[str, Any]:
        try:
            return self.engine.request(msg)
        except EngineFailure as failure:
            if not self.live and failure.kind == "error":
                raise _Stop() from None
            raise

    def block(self, *clauses_: str) -> None:
        for c in clauses_:
            self.outcome.block(c)

    @staticmethod
    def view_point(h: Hand) -> str:
        if h.stage == BID:
            return "deal"
        if h.stage == PLAY:
            return "take" if not h.tricks and not h.trick else "in-play"
        return "end" if h.stage == OVER else "take"

    # --- the phase, the seat to act, the legal actions ----------------------------------------
    def compare_phase(self, h: Hand, rl: dict[str, Any], el: dict[str, Any], msg: dict[str, Any], first: bool) -> None:
        if not self.made("MATCH-PHASES", "phase"):
            return
        if first:
            self.made("RULESET-OPTIONS", ruleset_situation(self.case.options, self.ls.base))
            if self.kit.name != CLASSIC:
                self.made("ACA-SEATS-PLAYERS", "pairs" if self.rules.pairs else f"players-{self.rules.players}")
        if h.stage == BID and h.bid_round == 2 and h.bids_in_round == 0:
            self.made("BID-ALL-PASS", "round-2")
        if rl["phase"] == el["phase"]:
            return
        phases = {rl["phase"], el["phase"]}
        if phases == {"bidding", "over"}:
            clause = "BID-ALL-PASS"
            self.made(clause, "round-2" if h.stage == BID else "void")
        elif phases == {"bidding", "tricks"}:
            clause = clauses.bid_situation(self.rules, h)
            self.made(clause, "take" if h.stage != BID else "bids")
        elif "exchange" in phases:
            clause = EXCHANGE_CLAUSE
            self.made(clause, "phase")
        else:
            clause = "MATCH-PHASES"
        self.depart(clause, f"phase: the engine says {el['phase']!r}, the reference {rl['phase']!r}",
                    rl["phase"], el["phase"], msg, diverges=True)

    def compare_turn(self, h: Hand, phase: str, rl: dict[str, Any], el: dict[str, Any], msg: dict[str, Any]) -> None:
        if phase == "bidding":
            clause, situation = "BID-TURN", f"round-{h.bid_round}"
        elif phase == "exchange":
            clause, situation = EXCHANGE_CLAUSE, "turn"
        elif not h.trick and not h.tricks:
            clause, situation = "PLAY-TURN", "first-lead"
        elif not h.trick:
            clause, situation = "PLAY-TRICK-WINNER", "next-leader"
        else:
            clause, situation = "PLAY-TURN", "in-trick"
        if not self.made(clause, situation):
            return
        if rl["to_act"] != el["to_act"]:
            self.depart(clause, f"seat to act: the engine says {el['to_act']}, the reference {rl['to_act']}",
                        rl["to_act"], el["to_act"], msg, diverges=True)

    def compare_legal(self, h: Hand, phase: str, seat: int, rl: dict[str, Any], el: dict[str, Any],
                      msg: dict[str, Any]) -> None:
        rules = self.rules
        bidding = phase == "bidding"
        plays = any(a["type"] == "play" for a in rl["actions"])
        if not self.live:
            if bidding:
                self.block("ACTIONS-FORM", "RULESET-DISABLED", clauses.bid_situation(rules, h))
            elif not plays:
                self.block("ACTIONS-FORM", "RULESET-DISABLED", *{_OTHER_ACTIONS[a["type"]] for a in rl["actions"]
                                                               if a["type"] in _OTHER_ACTIONS})
            else:
                assert h.trump is not None
                self.block("ACTIONS-FORM", "RULESET-DISABLED", "PLAY-CARD-IN-HAND", "PLAY-BELOTE",
                           rules.play_situation(h.holding(seat), h.trick, h.trump))
            return
        self.made("ACTIONS-FORM", "listed")
        self.made("RULESET-DISABLED", "offered")
        same = rl["actions"] == el["actions"]  # the same list in the same order (types checked by the driver)
        if not same:
            rkeys = {key(a) for a in rl["actions"]}
            try:
                ekeys = {key(a) for a in el["actions"]}
            except BeloteError as exc:
                raise EngineFailure("protocol", f"a legal action is malformed: {exc}", msg, el) from None
            same = rkeys == ekeys
        others = {_OTHER_ACTIONS[a["type"]] for a in rl["actions"] if a["type"] in _OTHER_ACTIONS}
        for clause in sorted(others):
            self.made(clause, "listed")
        if bidding:
            situation = clauses.bid_situation(rules, h)
            self.made(situation, "bids")
        elif plays:
            trump = h.trump
            assert trump is not None
            hand = h.holding(seat)
            self.made("PLAY-CARD-IN-HAND", "cards")
            clause, situation = clauses.play_situation(rules, hand, h.trick, trump, h.leader)
            self.made(clause, situation)
            claim_bar = getattr(h, "claim_bar", None)
            if claim_bar is not None and rules.side_of(seat) in getattr(h, "barred", ()):
                bar = claim_bar(seat)  # a seat that claimed wrongly and stayed: its claims compared
                if bar is not None:
                    self.made(bar[0], "barred-seat")
            pair = rules.belote_cards(FULL_DECK_MASK, trump)
            if hand & pair == pair:
                bsit = "offered" if rules.belote_announced and rules.belote_cards(hand, trump) & rules.legal_mask(
                    hand, h.trick, trump) else "pair-held"
            else:
                bsit = "lone" if hand & pair else "none"
            self.made("PLAY-BELOTE", bsit)
        if not same:
            self._legal_differences(h, bidding, seat, rkeys, ekeys, msg, phase)

    def _legal_differences(self, h: Hand, bidding: bool, seat: int, rkeys: set[str], ekeys: set[str],
                           msg: dict[str, Any], phase: str = "") -> None:
        """Which clauses a difference in the legal actions departs from, each part on its own:
        what the rules disable (RULESET-DISABLED), actions of another phase (MATCH-PHASES) or
        seat (BID-TURN, PLAY-TURN), the bids of the round (BID-ROUND1/2), cards not held
        (PLAY-CARD-IN-HAND), the cards the play obligation allows (its clause), the belote
        announcement (PLAY-BELOTE)."""
        rules = self.rules
        accepted = rules.phases.accepted_types(self.ref.game.state if self.ref.game is not None else "")
        engine_actions = [json.loads(k) for k in sorted(ekeys)]
        ref_actions = [json.loads(k) for k in sorted(rkeys)]

        def disabled(a: dict[str, Any]) -> bool:
            refusal = rules.disabled.get(a.get("type", ""))
            return refusal is not None and refusal(action_from_json(a)) is not None

        extra_disabled = [a for a in engine_actions if disabled(a)]
        rest = [a for a in engine_actions if not disabled(a)]
        wrong_phase = [a for a in rest if a["type"] not in accepted]
        rest = [a for a in rest if a["type"] in accepted]
        wrong_seat = [a for a in rest if a["seat"] != seat]
        rest = [a for a in rest if a["seat"] == seat]

        def show(xs: list[dict[str, Any]]) -> str:
            return ", ".join(_short(json.dumps(a)) for a in xs)

        if extra_disabled:
            self.depart("RULESET-DISABLED", f"legal actions: the engine offers what the rules disable: {show(extra_disabled)}",
                        ref_actions, engine_actions, msg)
        if wrong_phase:
            self.depart("MATCH-PHASES", f"legal actions: the engine offers actions of another phase: {show(wrong_phase)}",
                        ref_actions, engine_actions, msg)
        turn_clause = "BID-TURN" if bidding else EXCHANGE_CLAUSE if phase == "exchange" else "PLAY-TURN"
        if wrong_seat:
            self.depart(turn_clause, f"legal actions: the engine lists actions of seat(s) other than seat {seat}, "
                        f"to act: {show(wrong_seat)}", ref_actions, engine_actions, msg)
        if bidding:
            situation = clauses.bid_situation(rules, h)
            rest_keys = {key(a) for a in rest}
            if rest_keys != rkeys:
                turned = h.turned
                assert turned is not None
                bids = [_bid_text(k, turned) for k in sorted(rest_keys - rkeys)], \
                    [_bid_text(k, turned) for k in sorted(rkeys - rest_keys)]
                self.depart(situation, _set_diff("legal bids", *bids, keys=False)
                            + f"; turned card {turned}, bidding round {h.bid_round}, seat {seat} to bid",
                            ref_actions, engine_actions, msg)
            return
        # the profile's other actions (the exchange, announcements, claims), each under its clause
        claim_bar = getattr(h, "claim_bar", None)
        for kind, clause in _OTHER_ACTIONS.items():
            r_other = {key(a) for a in ref_actions if a["type"] == kind}
            e_other = {key(a) for a in rest if a["type"] == kind}
            if r_other != e_other:
                bar = claim_bar(seat) if kind == "claim" and claim_bar is not None else None
                clause = bar[0] if bar is not None else clause  # a claim the reference bars: the bar's clause
                self.depart(clause, _set_diff(f"legal {kind} actions", sorted(e_other - r_other), sorted(r_other - e_other)),
                            ref_actions, engine_actions, msg)
        ref_actions = [a for a in ref_actions if a["type"] == "play"]
        rest = [a for a in rest if a["type"] == "play"]
        if not ref_actions and not rest:
            return
        trump = h.trump
        assert trump is not None
        hand = h.holding(seat)
        rc = {parse_card(a["card"]) for a in ref_actions}
        ec = {parse_card(a["card"]) for a in rest}
        clause = rules.play_situation(hand, h.trick, trump)
        not_held = sorted(c for c in ec if not hand >> c & 1)
        if not_held:
            self.depart("PLAY-CARD-IN-HAND", f"legal cards: the engine lists cards seat {seat} does not hold: "
                        f"{' '.join(str(CARDS[c]) for c in not_held)}", ref_actions, engine_actions, msg)
        held = {c for c in ec if hand >> c & 1}
        if held != rc:
            self.depart(clause, _set_diff("legal cards", [str(CARDS[c]) for c in sorted(held - rc)],
                                          [str(CARDS[c]) for c in sorted(rc - held)], keys=False)
                        + _position(rules, trump, h.leader, h.trick, hand, seat), ref_actions, engine_actions, msg)
        # the announcement: compared on the cards both list
        r_ann = {parse_card(a["card"]) for a in ref_actions if a.get("announce")}
        e_ann = {parse_card(a["card"]) for a in rest if a.get("announce") and parse_card(a["card"]) in rc}
        e_plain = {parse_card(a["card"]) for a in rest if not a.get("announce")}
        if r_ann != e_ann:
            self.depart("PLAY-BELOTE", _set_diff("belote announcements", [str(CARDS[c]) + " (belote)" for c in sorted(e_ann - r_ann)],
                                                 [str(CARDS[c]) + " (belote)" for c in sorted(r_ann - e_ann)], keys=False),
                        ref_actions, engine_actions, msg)
        elif any(c not in e_plain for c in r_ann if c in held):
            self.depart("PLAY-BELOTE", "legal actions: the engine lists the belote card only with the announcement "
                        "(a play without it is legal too)", ref_actions, engine_actions, msg)

    # --- acting --------------------------------------------------------------------------------
    def apply(self, h: Hand, action: dict[str, Any], phase: str, seat: int) -> None:
        msg = protocol.apply(action)
        rules = self.rules
        if self.recording:
            situation = ""  # nothing is compared
        elif phase == "bidding":
            situation = clauses.bid_situation(rules, h)
        elif action["type"] in _OTHER_ACTIONS:
            situation = _OTHER_ACTIONS[action["type"]]
        elif phase == "exchange":
            situation = EXCHANGE_CLAUSE
        else:
            assert h.trump is not None
            situation = rules.play_situation(h.holding(seat), h.trick, h.trump)
        # where a refused card was legal: the position before it is played on the reference (its
        # parts are immutable values, read before the reference plays the card)
        trump, leader, trick, holding = h.trump, h.leader, h.trick, h.holding(seat)
        ra, ea = self.ask(msg)
        if not ra.get("accepted"):
            raise CorpusError(f"step {len(self.run.actions)}: the reference refuses {json.dumps(action)}: {ra.get('reason')}")
        # the reference lists its actions in their canonical JSON form; a script's are made so
        self.run.actions.append(self.read_action(action).to_json() if self.case.script is not None else action)
        if not self.live or self.recording:
            return
        if action.get("announce"):
            self.made("PLAY-BELOTE", "announced")
        if not ea["accepted"]:
            clause = "PLAY-BELOTE" if action.get("announce") else situation
            where = _position(rules, trump, leader, trick, holding, seat) if action.get("type") == "play" else ""
            self.depart(clause, f"the engine refuses a legal action {json.dumps(action)}: {ea.get('reason')}{where}",
                        "accepted", f"refused: {ea.get('reason')}", msg, diverges=True)

    def send_illegal(self, action: dict[str, Any], kind: str, clause: str | None = None) -> None:
        """An action the reference refuses: the engine must refuse it too. Accepted, it is a
        departure under the clause of the reference's refusal; the engine is then brought back
        to the position (the hand restarted and replayed) so that comparisons go on."""
        msg = protocol.apply(action)
        ra, ea = self.ask(msg)
        if ra.get("accepted"):
            raise CorpusError(f"the reference accepts {json.dumps(action)}, given as illegal")
        if self.recording:
            return
        clause = clause or ra.get("clause") or "MATCH-PHASES"
        if not kind:
            kind = probes.situation_of(self.rules, self.ref.hand, action, clause)
        if not self.made(clause, kind):
            self.block("AUDIT-PENALTIES")
            return
        self.made("AUDIT-PENALTIES", "refused")
        if not ea["accepted"]:
            return
        self.depart(clause, f"the engine accepts an illegal action {json.dumps(action)} "
                    f"(the reference refuses it: {ra.get('reason')})", "refused", "accepted", msg, probe=action)
        if self.run.resyncs >= MAX_RESYNCS:
            self.diverge(f"the engine accepted {MAX_RESYNCS + 1} illegal actions in this hand: the rest was not compared")
            return
        self.run.resyncs += 1
        prefix = [self.start] + [protocol.apply(a) for a in self.run.actions]
        resync: Callable[[list[dict[str, Any]]], bool] | None = getattr(self.engine, "resync", None)
        if resync is not None:
            ok = resync(prefix)
        elif isinstance(self.engine, _Tap):  # pragma: no cover - the tap never accepts
            ok = True
        else:
            ok = _replayed(prefix, self.engine.request_many(prefix))
        if not ok:
            self.diverge("the engine accepted an illegal action and refused the hand's own actions when it was "
                         "restarted: the rest was not compared")

    def read_action(self, action: dict[str, Any]) -> Any:
        """An action of the profile from its JSON form."""
        if self.kit.name == CLASSIC:
            return action_from_json(action)
        return profile_action_from_json(action, self.rules.seats)

    # --- comparisons -----------------------------------------------------------------------------
    def views(self, point: str) -> None:
        """Every seat's view at ``point`` (deal, take, in-play, end): own cards, the turned card,
        taker and trump, and nothing the seat may not see. (Every request is sent whatever the
        answers: the requests of a hand depend on the reference alone.)"""
        h = self.ref.hand
        rules = self.rules
        if self.recording:
            for seat in range(rules.seats):
                self.ask(protocol.view(seat))
            return
        public = {c for t in h.tricks for c in t} | set(h.trick) | ({int(h.turned)} if h.turned is not None else set())
        for seat in range(rules.seats):
            msg = protocol.view(seat)
            rv, ev = self.ask(msg)
            public_here = public | _cards_in({k: v for k, v in rv.items() if k != "hand"})
            if not self.made("VIEW-SEAT", point):
                self.block("SEATS-TEAMS", {"deal": "DEAL-FIRST", "take": "DEAL-COMPLETION"}.get(point, "VIEW-SEAT"))
                continue
            self.made("SEATS-TEAMS", "view")
            rh = {_card(c) for c in rv["hand"]}
            eh = {_card(c) for c in ev["hand"]}
            hidden_elsewhere = _cards_in({k: v for k, v in ev.items() if k != "hand"}) - rh - public_here
            if hidden_elsewhere:
                self.depart("VIEW-SEAT", f"seat {seat}'s view reveals cards it may not see: {_names(hidden_elsewhere)}",
                            None, ev, msg)
            if point == "deal":
                self.made("DEAL-FIRST", "hands")
                self.made("CARDS-DECK", "deal")
                self.made("DEAL-ORDER", "order")
                clause = "DEAL-FIRST"
            elif point == "take":
                assert h.taker is not None
                clause = "DEAL-COMPLETION"
                self.made(clause, f"taker-{(h.taker - h.dealer - 1) % rules.seats + 1}")
            else:
                clause = "VIEW-SEAT"
            turned_kept = (point == "take" and self.kit.name != CLASSIC and rules.players < 4 and h.turned is not None)
            if turned_kept:
                self.made("ACA-DEAL-TURNED", "take")
            if eh != rh:
                extra, missing = eh - rh, rh - eh
                if turned_kept and h.turned is not None and int(h.turned) in extra:
                    clause = "ACA-DEAL-TURNED"  # a player took the turned card at 2-3 players
                leak = point in ("in-play", "end") and not missing and not (extra & public_here)
                what = (f"seat {seat}'s view shows cards of other seats in its hand: {_names(extra)}" if leak else
                        f"seat {seat}'s hand: " + _set_diff("cards", [str(CARDS[c]) for c in sorted(extra)],
                                                            [str(CARDS[c]) for c in sorted(missing)], keys=False))
                self.depart(clause, what, [str(CARDS[c]) for c in sorted(rh)], [str(CARDS[c]) for c in sorted(eh)], msg,
                            diverges=True)
                continue
            self.made("DEAL-FIRST", "turned")
            rt, et = rv["turned"], ev["turned"]
            if (_card(rt) if rt else None) != (_card(et) if et else None):
                self.depart("DEAL-FIRST", f"turned card: the engine says {et}, the reference {rt}", rt, et, msg, diverges=True)
                continue
            if point != "deal":
                bclause = "BID-ROUND1" if h.bid_round == 1 else "BID-ROUND2"
                self.made(bclause, "take")
                if (rv["taker"], rv["trump"]) != (ev["taker"], ev["trump"]):
                    self.depart(bclause, f"taker and trump: the engine says {ev['taker']}/{ev['trump']}, the reference "
                                f"{rv['taker']}/{rv['trump']}", [rv["taker"], rv["trump"]], [ev["taker"], ev["trump"]],
                                msg, diverges=True)
                    continue
            self.profile_view(seat, point, rv, ev, msg)

    def profile_view(self, seat: int, point: str, rv: dict[str, Any], ev: dict[str, Any], msg: dict[str, Any]) -> None:
        """Protocol 1.2: what the view of profile belote-acanomas adds, each part under its
        clause: the turned last card of the stock, the card face up, the exchange, the
        announcements as heard, the verdicts (the clause of the verdict that differs), the shows."""
        if "last_card" not in rv:
            return
        rp, ep = rv.get("public") or {}, ev.get("public")
        ep = ep if isinstance(ep, dict) else {}
        parts = [("last_card", "ACA-DEAL-STOCK", rv.get("last_card"), ev.get("last_card"))]
        parts += [(f"public.{k}", clause, rp.get(k), ep.get(k)) for k, clause in _PUBLIC_VIEW]
        for name, clause, r, e in parts:
            if name == "public.verdicts":
                clause = clauses.verdict_clause(r, e)
            if not self.made(clause, point):
                continue
            if r != e:
                self.depart(clause, f"seat {seat}'s view, {name}: the engine says {_short_json(e)}, the reference "
                            f"{_short_json(r)}", r, e, msg)

    def compare_trick(self, h: Hand, index: int) -> None:
        msg = protocol.trick(index)
        rt, et = self.ask(msg)
        if self.recording:
            return
        trump = h.trump
        assert trump is not None
        if not self.made("PLAY-TURN", "trick-record"):
            self.block("PLAY-TRICK-WINNER")
            return
        if rt["leader"] != et["leader"] or list(map(_card, rt["cards"])) != list(map(_card, et["cards"])):
            self.depart("PLAY-TURN", f"trick {index + 1}: the engine records leader {et['leader']} and {et['cards']}, "
                        f"the reference leader {rt['leader']} and {rt['cards']}", rt, et, msg, diverges=True)
            return
        for clause, situation in clauses.trick_situations(h.tricks[index], trump):
            self.made(clause, situation)
        if rt["winner"] != et["winner"]:
            clause = clauses.trick_winner_clause(rt["cards"], rt["leader"], trump, rt["winner"], et["winner"],
                                                 self.rules.turn[rt["leader"]])
            self.depart(clause, f"trick {index + 1} ({' '.join(rt['cards'])}, led by seat {rt['leader']}, trump "
                        f"{Suit(trump).letter}): the engine says seat {et['winner']} wins, the reference seat {rt['winner']}",
                        rt["winner"], et["winner"], msg, diverges=True)


_PUBLIC_VIEW = (("face_up", "ACA-DEAL-EXCHANGE"), ("exchange", "ACA-DEAL-EXCHANGE"),
                ("announcements", "ACA-COMB-ANNOUNCE"), ("verdicts", "ACA-COMB-VERDICT"), ("shown", "ACA-COMB-SHOW"))
"""The parts of the ``public`` view of profile belote-acanomas and the clause each departs from
(the verdicts: the clause of the verdict that differs, :func:`..clauses.verdict_clause`)."""


def _short_json(value: Any, limit: int = 200) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= limit else text[:limit] + "..."


_CARD_TEXTS = {r + s: parse_card(r + s) for r in ("7", "8", "9", "10", "T", "J", "Q", "K", "A") for s in "CDHS"}


def _card(text: Any) -> int:
    """A card named in a response: :func:`~belote_ref.cards.parse_card`, the usual spellings
    looked up first."""
    c = _CARD_TEXTS.get(text) if type(text) is str else None
    return c if c is not None else parse_card(text)


def _names(cards: set[int]) -> str:
    return " ".join(str(CARDS[c]) for c in sorted(cards))


def _cards_in(obj: Any) -> set[int]:
    """Every card named anywhere in a JSON value (to catch a view that shows hidden cards)."""
    out: set[int] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            c = _CARD_TEXTS.get(x.upper())
            if c is not None:
                out.add(c)
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return out


def _set_diff(what: str, extra: list[str], missing: list[str], keys: bool = True) -> str:
    show = _short if keys else str
    parts = []
    if extra:
        parts.append(f"the engine also allows {', '.join(show(x) for x in extra)}")
    if missing:
        parts.append(f"the engine leaves out {', '.join(show(x) for x in missing)}")
    return f"{what}: " + "; ".join(parts)


def _position(rules: Any, trump: int | None, leader: int, trick: tuple[int, ...], holding: int, seat: int) -> str:
    """Where a difference in the legal cards is: the trump, the trick so far (each card with the
    seat that played it) and the hand of the seat to play."""
    if trump is None:
        return ""
    seats = rules.turn[leader]
    played = ", ".join(f"seat {seats[i]} {CARDS[c]}" for i, c in enumerate(trick)) or f"none, seat {seat} leads"
    held = " ".join(str(c) for c in cards_of(holding))
    return f" (trump {Suit(trump)}; the trick so far: {played}; seat {seat} holds {held})"


def _bid_text(k: str, turned: Any) -> str:
    """A bid as a difference names it: a take says whether its suit is the turned card's."""
    text = _short(k)
    try:
        a = json.loads(k)
    except (TypeError, json.JSONDecodeError):
        return text
    suit = a.get("suit") if isinstance(a, dict) and a.get("type") == "take" else None
    if suit in ("C", "D", "H", "S"):
        same = parse_suit(suit) == CARDS[turned].suit
        return f"{text} ({'the turned suit' if same else 'not the turned suit'})"
    return text


def _short(k: str) -> str:
    try:
        a = json.loads(k)
    except (TypeError, json.JSONDecodeError):
        return k
    if not isinstance(a, dict):
        return k
    if a.get("type") == "play":
        return a["card"] + (" (belote)" if a.get("announce") else "")
    if a.get("type") == "take":
        return f"take {a['suit']}"
    return str(a.get("type"))


def simulate(case: HandCase, profile: str) -> tuple[HandRun, Counter[tuple[str, str, str]]]:
    """``case`` played against the reference itself, as a run plays it: the run (its choices and
    the reference's result) and the coverage it counted, ``(clause, option key, situation) ->
    comparisons`` (to steer games into a situation the kit's own counting must show)."""
    outcome = Outcome()
    engine = InProcessEngine(ReferenceAdapter(trusted=True, profile=profile).handle, validate=False)
    engine.open()
    run = Lockstep(engine, outcome, "steer", views=False, profile=profile).run(case)
    return run, outcome.coverage


__all__ = ["HandCase", "HandRun", "Lockstep", "key", "simulate"]
