"""One hand played in lockstep on the engine and on the reference, comparing everything at every
step: legal actions, acceptance, seat views, trick winners, the hand result (spec/conformance.md).

The first difference ends the hand and becomes a :class:`~..results.Departure` naming a clause.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...actions import Take, action_from_json
from ...cards import CARDS, FULL_DECK_MASK, Suit, cards_of, parse_card
from ...errors import BeloteError
from ...ruleset import OPTION_DEFAULTS
from .. import clauses, protocol
from ..driver import Engine, EngineFailure
from ..reference_adapter import ReferenceAdapter
from ..results import CorpusError, Departure, Outcome

MAX_STEPS = 80
BID_PASS_BIAS = 0.7
"""Generated bidding passes this often, so that void hands and late takes are common."""
PROBE_RATE = 0.3


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
    return json.dumps(action_from_json(action).to_json(), sort_keys=True)


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
    totals: tuple[int, int] = (0, 0)
    disputed: int = 0
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
    departure: Departure | None
    actions: list[dict[str, Any]]
    choices: list[int] = field(default_factory=list)
    result: dict[str, Any] | None = None
    probe: dict[str, Any] | None = None
    """The illegal action the engine accepted, when that is the departure."""
    steps: int = 0


class _Tap(Engine):
    """Pass 1 of a pipelined hand: answers as the reference does and records every request."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[dict[str, Any]] = []
        self.last: dict[str, Any] = {}

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        self.sent.append(message)
        return self.last


class _Replay(Engine):
    """Pass 3: the engine's recorded responses, in order (a failure is raised where it happened)."""

    def __init__(self, sent: list[dict[str, Any]], responses: list[dict[str, Any] | EngineFailure]) -> None:
        super().__init__()
        self.sent, self.responses, self.i = sent, responses, 0

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        i = self.i
        self.i += 1
        if i >= len(self.responses) or message != self.sent[i]:  # pragma: no cover - the passes agree
            raise RuntimeError(f"pipelined replay out of step at request {i}: {message}")
        r = self.responses[i]
        if isinstance(r, EngineFailure):
            raise r
        return r


class Lockstep:
    """Plays :class:`HandCase` s on ``engine`` against a fresh reference each time.

    Pipelined (the default): the kit's requests depend only on the reference, so a hand is played
    three times: on the reference alone to record the requests, on the engine in one pipelined
    batch, then compared in order, exactly as if played step by step; the first difference wins.
    """

    def __init__(self, engine: Engine, outcome: Outcome, check: str, views: bool = True, pipeline: bool = True) -> None:
        self.engine = engine
        self.outcome = outcome
        self.check = check
        self.views = views
        self.pipeline = pipeline

    def run(self, case: HandCase) -> HandRun:
        if not self.pipeline:
            return self._run(case, self.engine, self.outcome)
        tap = _Tap()
        self._run(case, tap, Outcome())
        responses = self.engine.request_many(tap.sent)
        return self._run(case, _Replay(tap.sent, responses), self.outcome)

    # --- helpers ---------------------------------------------------------------------------
    def _ref(self, ref: ReferenceAdapter, msg: dict[str, Any]) -> dict[str, Any]:
        resp = ref.handle(msg)
        if resp.get("type") == "error":
            raise CorpusError(f"the reference rejects {msg.get('type')!r}: {resp.get('message')}")
        return resp

    def _keys(self, actions: list[Any], sent: Any, got: Any) -> set[str]:
        try:
            return {key(a) for a in actions}
        except BeloteError as exc:
            raise EngineFailure("protocol", f"a legal action is malformed: {exc}", sent, got) from None

    # --- one hand ----------------------------------------------------------------------------
    def _run(self, case: HandCase, engine: Engine, outcome: Outcome) -> HandRun:
        saved = self.engine, self.outcome
        self.engine, self.outcome = engine, outcome
        try:
            return self._play(case)
        finally:
            self.engine, self.outcome = saved

    def _play(self, case: HandCase) -> HandRun:
        ex = self.outcome.exercise
        ref = ReferenceAdapter()
        if isinstance(self.engine, _Tap):
            tap, handle = self.engine, ref.handle

            def tapped(msg: dict[str, Any]) -> dict[str, Any]:
                tap.last = handle(msg)
                return tap.last

            ref.handle = tapped  # type: ignore[method-assign, assignment]
        rng = random.Random(case.seed)
        start = protocol.start_hand(case.options, case.dealer, case.order, case.totals, case.disputed)
        self._ref(ref, start)
        self.engine.request(start)
        run = HandRun(None, [])
        ex("DEAL-ORDER", "CARDS-DECK")
        if any(case.options.get(k, v) != v for k, v in OPTION_DEFAULTS.items()):
            ex("RULESET-OPTIONS")

        def depart(clause: str, message: str, expected: Any = None, got: Any = None, sent: Any = None) -> HandRun:
            run.departure = Departure(clause, self.check, case.name, message, expected, got, sent, len(run.actions))
            return run

        if self.views:
            d = self._views(ref, "DEAL-FIRST", None)
            if d:
                return depart(*d)
        step = 0
        assert ref.game is not None
        rules = ref.game.rules
        while step < MAX_STEPS:
            h = ref.hand
            msg = protocol.legal()
            rl = ref.handle(msg)
            el = self.engine.request(msg)
            ex("MATCH-PHASES")
            if rl["phase"] != el["phase"]:
                phases = {rl["phase"], el["phase"]}
                clause = "BID-ALL-PASS" if phases == {"bidding", "over"} else \
                    clauses.bid_situation(rules, h) if phases == {"bidding", "tricks"} else "MATCH-PHASES"
                return depart(clause, f"phase: the engine says {el['phase']!r}, the reference {rl['phase']!r}",
                              rl["phase"], el["phase"], msg)
            phase = rl["phase"]
            if phase == "over":
                return self._result(ref, case, run, depart)
            bidding = phase == "bidding"
            if rl["to_act"] != el["to_act"]:
                clause = "BID-TURN" if bidding else "PLAY-TURN" if h.trick or not h.tricks else "PLAY-TRICK-WINNER"
                return depart(clause, f"seat to act: the engine says {el['to_act']}, the reference {rl['to_act']}",
                              rl["to_act"], el["to_act"], msg)
            rkeys = {key(a) for a in rl["actions"]}
            ekeys = self._keys(el["actions"], msg, el)
            ex("ACTIONS-FORM")
            seat = rl["to_act"]
            if bidding:
                situation = clauses.bid_situation(rules, h)
                ex("BID-TURN", situation, "RULESET-DISABLED")
            else:
                assert h.trump is not None
                situation = rules.play_situation(h.holding(seat), h.trick, h.trump)
                ex("PLAY-TURN", "PLAY-CARD-IN-HAND", situation)
                if any('"announce"' in k for k in rkeys):
                    ex("PLAY-BELOTE")
            if rkeys != ekeys:
                extra, missing = sorted(ekeys - rkeys), sorted(rkeys - ekeys)
                if bidding:
                    clause = clauses.bid_clause(rules, h, [json.loads(k) for k in extra + missing])
                else:
                    assert h.trump is not None
                    rc: set[int] = {parse_card(json.loads(k)["card"]) for k in rkeys}
                    ec: set[int] = {parse_card(json.loads(k)["card"]) for k in ekeys if json.loads(k).get("type") == "play"}
                    if any(json.loads(k).get("type") != "play" for k in extra):
                        clause = "MATCH-PHASES"  # a bid offered during trick play
                    elif rc != ec:
                        clause = clauses.legal_cards_clause(rules, h.holding(seat), h.trick, h.trump, ec)
                    else:
                        clause = "PLAY-BELOTE"
                return depart(clause, _set_diff("legal actions", extra, missing),
                              [json.loads(k) for k in sorted(rkeys)], [json.loads(k) for k in sorted(ekeys)], msg)
            if case.probes and rng.random() < PROBE_RATE:
                probe = self._probe(ref, rng, bidding)
                if probe is not None:
                    d2 = self._send_illegal(ref, probe, run, depart)
                    if d2 is not None:
                        return d2
            # choose and apply the next action
            if case.script is not None:
                if step >= len(case.script):
                    break
                action = case.script[step]
            else:
                actions = rl["actions"]
                if case.choices is not None and step < len(case.choices):
                    idx = case.choices[step] % len(actions)
                elif case.choices is not None:
                    idx = 0
                elif bidding and rng.random() < BID_PASS_BIAS:
                    idx = 0
                else:
                    idx = rng.randrange(len(actions))
                run.choices.append(idx)
                action = actions[idx]
            msg = protocol.apply(action)
            tricks_before = len(h.tricks)
            ra = ref.handle(msg)
            if not ra.get("accepted"):
                raise CorpusError(f"step {step}: the reference refuses {json.dumps(action)}: {ra.get('reason')}")
            ea = self.engine.request(msg)
            # the reference lists its actions in their canonical JSON form; a script's are made so
            run.actions.append(action_from_json(action).to_json() if case.script is not None else action)
            if not ea["accepted"]:
                clause = "PLAY-BELOTE" if action.get("announce") else situation
                return depart(clause, f"the engine refuses a legal action {json.dumps(action)}: {ea.get('reason')}",
                              "accepted", f"refused: {ea.get('reason')}", msg)
            step += 1
            if action["type"] == "take" and self.views:
                d = self._views(ref, "DEAL-COMPLETION", h.bid_round)
                if d:
                    return depart(*d)
            if len(h.tricks) > tricks_before:
                d = self._trick(ref, len(h.tricks) - 1)
                if d:
                    return depart(*d)
        if case.final_probe is not None:
            d2 = self._send_illegal(ref, case.final_probe, run, depart, case.final_clause)
            if d2 is not None:
                return d2
        run.steps = step
        return run

    # --- comparisons -------------------------------------------------------------------------
    def _views(self, ref: ReferenceAdapter, clause: str, bid_round: int | None) -> tuple[Any, ...] | None:
        self.outcome.exercise(clause, "VIEW-SEAT", "SEATS-TEAMS")
        for seat in range(4):
            msg = protocol.view(seat)
            rv, ev = ref.handle(msg), self.engine.request(msg)
            rh = sorted(map(_card, rv["hand"]))
            eh = sorted(map(_card, ev["hand"]))
            if rh != eh:
                return (clause, f"seat {seat}'s hand: " + _set_diff("cards", [str(CARDS[c]) for c in eh if c not in rh],
                                                                     [str(CARDS[c]) for c in rh if c not in eh]),
                        [str(CARDS[c]) for c in rh], [str(CARDS[c]) for c in eh], msg)
            leaked = sorted(_cards_in(ev) - set(eh) - ({_card(rv["turned"])} if rv["turned"] else set()))
            if leaked:
                return ("VIEW-SEAT", f"seat {seat}'s view reveals cards it may not see: "
                        f"{' '.join(str(CARDS[c]) for c in leaked)}", None, ev, msg)
            rt = rv["turned"]
            et = ev["turned"]
            if (_card(rt) if rt else None) != (_card(et) if et else None):
                return ("DEAL-FIRST", f"turned card: the engine says {et}, the reference {rt}", rt, et, msg)
            if bid_round is not None and (rv["taker"], rv["trump"]) != (ev["taker"], ev["trump"]):
                return ("BID-ROUND1" if bid_round == 1 else "BID-ROUND2",
                        f"taker and trump: the engine says {ev['taker']}/{ev['trump']}, the reference {rv['taker']}/{rv['trump']}",
                        [rv["taker"], rv["trump"]], [ev["taker"], ev["trump"]], msg)
        return None

    def _trick(self, ref: ReferenceAdapter, index: int) -> tuple[Any, ...] | None:
        msg = protocol.trick(index)
        rt, et = ref.handle(msg), self.engine.request(msg)
        h = ref.hand
        assert h.trump is not None
        self.outcome.exercise(*clauses.trick_exercises(h.tricks[index], h.trump))
        if rt["leader"] != et["leader"] or list(map(_card, rt["cards"])) != list(map(_card, et["cards"])):
            return ("PLAY-TURN", f"trick {index + 1}: the engine records leader {et['leader']} and {et['cards']}, "
                    f"the reference leader {rt['leader']} and {rt['cards']}", rt, et, msg)
        if rt["winner"] != et["winner"]:
            clause = clauses.trick_winner_clause(rt["cards"], rt["leader"], h.trump, rt["winner"], et["winner"])
            return (clause, f"trick {index + 1} ({' '.join(rt['cards'])}, led by seat {rt['leader']}, trump "
                    f"{Suit(h.trump).letter}): the engine says seat {et['winner']} wins, the reference seat {rt['winner']}",
                    rt["winner"], et["winner"], msg)
        return None

    def _result(self, ref: ReferenceAdapter, case: HandCase, run: HandRun, depart: Any) -> HandRun:
        ex = self.outcome.exercise
        msg = protocol.result()
        rr, er = ref.handle(msg), self.engine.request(msg)
        run.result = rr
        ex("MATCH-END", "SEATS-TEAMS")
        if rr["void"] != er["void"]:
            return depart("BID-ALL-PASS", f"void hand: the engine says {er['void']}, the reference {rr['void']}",
                          rr["void"], er["void"], msg)
        tied = False
        if rr["void"]:
            ex("BID-ALL-PASS", "MATCH-DEALER")
        else:
            rs, es = rr["score"], er["score"]
            if es is None:
                return depart("SCORE-CONTRACT", "the engine gives no score for a played hand", rs, None, msg)
            ex(*clauses.score_exercises(rs))
            tied = rs["contract"] == "tied"
            contract_clause = "SCORE-DISPUTE" if "tied" in (rs["contract"], es["contract"]) else "SCORE-CONTRACT"
            for name, clause in (("card_points", "SCORE-CARD-POINTS"), ("last_trick", "SCORE-CARD-POINTS"),
                                 ("belote", "SCORE-BELOTE"), ("capot", "SCORE-CAPOT"), ("contract", contract_clause),
                                 ("scores", clauses.score_clause(rs))):
                if rs[name] != es[name]:
                    return depart(clause, f"hand score {name!r}: the engine says {es[name]}, the reference {rs[name]} "
                                  f"(reference score {_score_text(rs)})", rs[name], es[name], msg)
        disputed = case.disputed > 0 or tied or rr["disputed"] > 0
        if disputed:
            ex("SCORE-DISPUTE")
        for name, clause in (("totals", "SCORE-DISPUTE" if disputed else "MATCH-END"),
                             ("disputed", "SCORE-DISPUTE"), ("winner", "MATCH-END"), ("next_dealer", "MATCH-DEALER")):
            if rr[name] != er[name]:
                return depart(clause, f"after the hand, {name!r}: the engine says {er[name]}, the reference {rr[name]} "
                              f"(carried in: totals {list(case.totals)}, disputed {case.disputed}; target "
                              f"{case.options.get('target', 1000)})", rr[name], er[name], msg)
        if rr["next_dealer"] is not None:
            ex("MATCH-DEALER")
        return run

    # --- illegal actions ---------------------------------------------------------------------
    def _probe(self, ref: ReferenceAdapter, rng: random.Random, bidding: bool) -> dict[str, Any] | None:
        """An action the reference refuses here, of a kind drawn at random."""
        h = ref.hand
        game = ref.game
        assert game is not None and h.turned is not None
        rules = game.rules
        seat = game.to_act
        assert seat is not None
        other = (seat + rng.randrange(1, 4)) & 3
        if bidding:
            turned = h.turned >> 3
            legal = rules.legal_bids(seat, h.bid_round, turned)
            # a take the rules refuse this seat now (the suits in turn from the one after the turned suit)
            refused = [s for s in ((turned + k) & 3 for k in range(1, 5)) if Take(seat, Suit(s)) not in legal]
            wrong_take = [{"type": "take", "seat": seat,
                           "suit": "CDHS"[refused[rng.randrange(len(refused)) if len(refused) > 1 else 0]]}] if refused else []
            kinds = [
                {"type": "pass", "seat": other},
                *wrong_take,
                rng.choice([{"type": "coinche", "seat": seat}, {"type": "declare", "seat": seat, "declaration": "tierce"},
                            {"type": "take", "seat": seat, "suit": "all-trump"}]),
                {"type": "play", "seat": seat, "card": str(CARDS[cards_of(h.holding(seat))[0]])},
            ]
            return rng.choice(kinds)
        trump = h.trump
        assert trump is not None
        hand = h.holding(seat)
        legal_cards = rules.legal_mask(hand, h.trick, trump)
        illegal = hand & ~legal_cards
        kinds2: list[dict[str, Any]] = []
        if illegal:
            kinds2 += [{"type": "play", "seat": seat, "card": str(rng.choice(cards_of(illegal)))}] * 3
        absent = [c for c in range(32) if not hand >> c & 1]
        kinds2.append({"type": "play", "seat": seat, "card": str(CARDS[rng.choice(absent)])})
        kinds2.append({"type": "play", "seat": other, "card": str(CARDS[cards_of(h.holding(other))[0]])}
                      if h.holding(other) else {"type": "pass", "seat": seat})
        kinds2.append({"type": "take", "seat": seat, "suit": "CDHS"[trump]})
        # a belote announcement on a card that can never carry one (the cards of the deck that may)
        plain = cards_of(legal_cards & ~rules.belote_cards(FULL_DECK_MASK, trump))
        if plain:
            kinds2.append({"type": "play", "seat": seat, "card": str(rng.choice(plain)), "announce": "belote"})
        return rng.choice(kinds2)

    def _send_illegal(self, ref: ReferenceAdapter, action: dict[str, Any], run: HandRun, depart: Any,
                      clause: str | None = None) -> HandRun | None:
        msg = protocol.apply(action)
        ra = ref.handle(msg)
        if ra.get("accepted"):
            raise CorpusError(f"the reference accepts {json.dumps(action)}, given as illegal")
        clause = clause or ra.get("clause") or "MATCH-PHASES"
        self.outcome.exercise(clause, "AUDIT-PENALTIES")
        ea = self.engine.request(msg)
        if ea["accepted"]:
            run.probe = action
            return depart(clause, f"the engine accepts an illegal action {json.dumps(action)} "
                          f"(the reference refuses it: {ra.get('reason')})", "refused", "accepted", msg)
        return None


_CARD_TEXTS = {r + s: parse_card(r + s) for r in ("7", "8", "9", "10", "T", "J", "Q", "K", "A") for s in "CDHS"}


def _card(text: Any) -> int:
    """A card named in a response: :func:`~belote_ref.cards.parse_card`, the usual spellings
    looked up first."""
    c = _CARD_TEXTS.get(text) if type(text) is str else None
    return c if c is not None else parse_card(text)


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


def _set_diff(what: str, extra: list[str], missing: list[str]) -> str:
    parts = []
    if extra:
        parts.append(f"the engine also allows {', '.join(_short(x) for x in extra)}")
    if missing:
        parts.append(f"the engine leaves out {', '.join(_short(x) for x in missing)}")
    return f"{what}: " + "; ".join(parts)


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


def _score_text(s: dict[str, Any]) -> str:
    return (f"contract {s['contract']}, cards {s['card_points']}, last trick {s['last_trick']}, belote {s['belote']}, "
            f"capot {s['capot']}, scores {s['scores']}")
