"""The reference engine behind the adapter protocol (``belote-ref adapter``; spec/conformance.md).

:class:`ReferenceAdapter` answers protocol requests with :class:`~belote_ref.machine.Game`; the
kit also uses it in-process as the oracle it compares the engine under test with.
"""

from __future__ import annotations

import io
import json
import os
import sys
from typing import IO, Any, Callable, Mapping

from .. import __version__
from ..actions import Deal, action_from_json
from ..cards import CARDS, cards_of, parse_card
from ..errors import BeloteError, IllegalAction
from ..hand import OVER, Hand
from ..jsonread import JsonError, Reader
from ..machine import Game
from ..rules import classic_rules, rules_for
from ..ruleset import make_ruleset
from ..view import seat_view
from . import protocol
from .profiles import kit_profile

Handler = Callable[[dict[str, Any]], dict[str, Any]]


def error(message: str) -> dict[str, Any]:
    return {"type": "error", "message": message}


class ReferenceAdapter:
    """One hand at a time of the reference engine, driven by protocol requests.

    ``rules_of`` gives the rules object of each hand's ruleset: the reference's, or a mutant's
    (:mod:`belote_ref.conformance.mutants`: the same rules with one field replaced).
    """

    def __init__(self, rules_of: Callable[[Any], Any] | None = None, name: str = "belote-ref",
                 trusted: bool = False, profile: str = "belote-classic") -> None:
        self.kit = kit_profile(profile)
        """The profile served (protocol 1.2: ``belote-acanomas`` too)."""
        self.rules_of: Callable[[Any], Any] = rules_of or (classic_rules if self.kit.name == "belote-classic" else rules_for)
        self.name = name
        self.trusted = trusted
        """Requests come from the kit itself (its builders make only valid ones): not re-checked."""
        self.game: Game | None = None
        self._handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "handshake": self._handshake, "start_hand": self._start_hand, "legal": self._legal,
            "apply": self._apply, "trick": self._trick, "view": self._view, "result": self._result,
            "quit": lambda req: {"type": "quit"},
        }
        if self.kit.name != "belote-classic":  # the messages of protocol 1.2's profile instead
            del self._handlers["start_hand"], self._handlers["result"]
            self._handlers.update({"start_game": self._start_game, "game_result": self._game_result})

    # --- state -----------------------------------------------------------------------------
    @property
    def hand(self) -> Hand:
        """The hand being played (a fresh game holds it as its first hand)."""
        assert self.game is not None
        return self.game.hands[0]

    @property
    def over(self) -> bool:
        h = self.hand
        return h.stage == OVER

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        """Answer one request; never raises on bad input (an error response instead). Every
        request is first checked against the protocol's request schemas; an error names the
        field (``bad 'view' request: $.seat: -1 is less than the minimum of 0``)."""
        problems = None if self.trusted else protocol.request_errors(request)
        if problems:
            kind = request.get("type") if isinstance(request, dict) else None
            what = f"bad {kind!r} request" if isinstance(kind, str) and kind in self._handlers else "bad request"
            return error(f"{what}: " + "; ".join(problems[:3]))
        kind = request["type"]
        if kind not in self._handlers:
            return error(f"{kind!r} is not a request of profile {self.kit.name} (this adapter serves {self.kit.name})")
        if kind not in ("handshake", "start_hand", "start_game", "quit") and self.game is None:
            return error(f"{kind!r} before any {self.kit.start}")
        try:
            return self._handlers[kind](request)
        except BeloteError as exc:
            return error(str(exc))

    # --- requests --------------------------------------------------------------------------
    def _handshake(self, req: dict[str, Any]) -> dict[str, Any]:
        if not protocol.compatible(str(req.get("protocol"))):
            return error(f"protocol {req.get('protocol')!r} not supported; this adapter speaks {protocol.PROTOCOL_VERSION}")
        options: dict[str, Any] = {k: list(v) for k, v in self.kit.choices.items()}
        options["target"] = "any"
        return {"type": "handshake", "protocol": protocol.PROTOCOL_VERSION, "name": self.name,
                "version": __version__, "profile": self.kit.name, "options": options}

    def _start_hand(self, req: dict[str, Any]) -> dict[str, Any]:
        ruleset = make_ruleset(req["ruleset"])
        totals = req["totals"]
        game = Game(self.rules_of(ruleset), req["dealer"], (totals[0], totals[1]), req["disputed"])
        game.deal([parse_card(c) for c in req["order"]])
        self.game = game
        return {"type": "start_hand"}

    def _start_game(self, req: dict[str, Any]) -> dict[str, Any]:
        """Profile belote-acanomas: one partial game with the match state carried in."""
        from ..profiles.acanomas.match import Ledger
        from ..profiles.acanomas.pots import Pot

        rules = self.rules_of(self.kit.make_ruleset(req["ruleset"]))
        try:
            ledger = Ledger(rules, req["totals"], tuple(Pot(p["points"], tuple(p["contenders"])) for p in req["pots"]),
                            req["out"], req["barred"])
            game = Game(rules, req["dealer"], ledger=ledger)
        except ValueError as exc:
            return error(f"bad 'start_game' request: {exc}")
        game.deal([parse_card(c) for c in req["order"]])
        self.game = game
        return {"type": "start_game"}

    def _legal(self, req: dict[str, Any]) -> dict[str, Any]:
        game = self.game
        assert game is not None
        if self.over:
            return {"type": "legal", "phase": "over", "to_act": None, "actions": []}
        phase = _PHASES.get(game.state, "bidding")
        return {"type": "legal", "phase": phase, "to_act": game.to_act,
                "actions": [a.to_json() for a in game.legal_actions()]}

    def _apply(self, req: dict[str, Any]) -> dict[str, Any]:
        game = self.game
        assert game is not None
        try:
            action = self._action_from_json(req.get("action"))
            if isinstance(action, Deal):
                raise IllegalAction("the kit deals through start_hand, not with a deal action", clause="DEAL-ORDER")
            if self.over:
                raise IllegalAction("the hand is over", clause="MATCH-PHASES")
            game.apply(action)
        except IllegalAction as exc:
            return {"type": "apply", "accepted": False, "reason": exc.reason, "clause": exc.clause}
        return {"type": "apply", "accepted": True}

    def _action_from_json(self, obj: Any) -> Any:
        if self.kit.name == "belote-classic":
            return action_from_json(obj)
        from ..profiles.acanomas.actions import action_from_json as profile_action

        assert self.game is not None
        return profile_action(obj, self.game.rules.seats)

    def _trick(self, req: dict[str, Any]) -> dict[str, Any]:
        h = self.hand
        i = req["index"]
        if not 0 <= i < len(h.tricks):
            return error(f"trick {i} is not finished ({len(h.tricks)} finished)")
        return {"type": "trick", "index": i, "leader": h.leaders[i],
                "cards": [str(CARDS[c]) for c in h.tricks[i]], "winner": h.winners[i]}

    def _view(self, req: dict[str, Any]) -> dict[str, Any]:
        """The protocol's part of the rules' seat view (VIEW-SEAT: ``rules.seat_view``). Under
        the reference's own seat view, the same fields are read straight from the hand (the
        view is built on every request of a run; ``tests/conformance/test_protocol.py`` pins
        the two paths together)."""
        game = self.game
        assert game is not None
        seat = req["seat"]
        if self.kit.name != "belote-classic":
            return profile_view_of(game, seat)
        if game.rules.seat_view is seat_view:
            h = game.hands[0]
            return {"type": "view", "seat": seat, "hand": [str(c) for c in cards_of(h.holding(seat))],
                    "turned": str(h.turned) if h.turned is not None else None, "taker": h.taker,
                    "trump": "CDHS"[h.trump] if h.trump is not None else None}
        return view_of(game, seat)

    def _result(self, req: dict[str, Any]) -> dict[str, Any]:
        game = self.game
        assert game is not None
        if not self.over:
            return error("the hand is not over")
        h = self.hand
        return {"type": "result", "void": h.void, "score": h.score.to_json() if h.score else None,
                "totals": list(game.totals), "disputed": game.disputed,
                "next_dealer": game.hands[1].dealer if len(game.hands) > 1 else None,
                "winner": game.winner}


    def _game_result(self, req: dict[str, Any]) -> dict[str, Any]:
        """Profile belote-acanomas: the partial game's result and the match state after it."""
        game = self.game
        assert game is not None
        if not self.over:
            return error("the partial game is not over")
        h, ledger = self.hand, game.ledger
        line = next((x for x in reversed(ledger.lines) if x.game == h.number), None)  # type: ignore[attr-defined]
        claim = getattr(h, "claim", None)
        return {"type": "game_result", "void": h.void, "claim": None if claim is None else claim.to_json(),
                "line": None if line is None else line.to_json(), "totals": list(game.totals),
                "pots": [p.to_json() for p in ledger.pots], "out": sorted(ledger.out),  # type: ignore[attr-defined]
                "barred": sorted(ledger.barred),  # type: ignore[attr-defined]
                "next_dealer": game.hands[1].dealer if len(game.hands) > 1 else None, "winner": game.winner}


_PHASES = {"bid_round_1": "bidding", "bid_round_2": "bidding", "bidding": "bidding", "exchange": "exchange",
           "first_trick": "tricks", "tricks": "tricks"}
"""The protocol's phase of each phase of the machine (spec/conformance.md)."""
PUBLIC_VIEW = ("face_up", "exchange", "announcements", "verdicts", "shown")
"""The parts of a player's view of profile belote-acanomas the protocol's ``view`` carries as
``public`` (what the table has seen: ACA-VIEW-PLAYER)."""


def profile_view_of(game: Game, seat: int) -> dict[str, Any]:
    """Profile belote-acanomas: the protocol's ``view`` of ``seat``, its part of the rules' seat
    view (ACA-VIEW-PLAYER)."""
    v = game.rules.seat_view(_ThisHand(game), seat).to_json()
    h = game.hands[0]
    return {"type": "view", "seat": seat, "hand": v["hand"],
            "turned": str(h.turned) if h.turned is not None else None, "taker": v["maker"],
            "trump": v["trump"], "last_card": v["last_card"], "public": {k: v[k] for k in PUBLIC_VIEW}}


def view_of(game: Game, seat: int) -> dict[str, Any]:
    """The protocol's ``view`` of ``seat``: its part of ``game.rules.seat_view``."""
    v = game.rules.seat_view(_ThisHand(game), seat)
    return {"type": "view", "seat": seat, "hand": [str(c) for c in v.hand],
            "turned": str(v.turned) if v.turned is not None else None, "taker": v.taker,
            "trump": "CDHS"[v.trump] if v.trump is not None else None}


class _ThisHand:
    """The match record of the adapter's one hand, as the rules' seat view reads it
    (:class:`belote_ref.view.MatchRecord`): the game's first hand, even once it is over."""

    def __init__(self, game: Game) -> None:
        self._game = game
        self.rules = game.rules
        self.ledger = game.ledger
        self.hand = game.hands[0]
        self.hands = game.hands[:1]
        self.totals = game.totals
        self.disputed = game.disputed

    @property
    def phase(self) -> str:
        return self._game.phase if len(self._game.hands) == 1 else "over"

    @property
    def to_act(self) -> int | None:
        return self.hand.to_act

    def legal_actions(self) -> list[Any]:
        return self.hand.legal_actions()


class _Input:
    """The adapter's input, line by line, and whether a whole request line is already read
    and waiting (:meth:`waiting`): the answers to a pipelined batch are then written
    together, flushed once before the adapter waits for more input. On a stream that is not
    a file descriptor (a test's ``StringIO``) nothing is ever waiting: each answer is flushed."""

    def __init__(self, stdin: IO[str]) -> None:
        self.source: Any = getattr(stdin, "buffer", stdin)
        self.fd: int | None = None
        if isinstance(self.source, io.BufferedReader):
            try:
                self.fd = self.source.fileno()
            except (OSError, ValueError):
                pass
        self._buf = bytearray()

    def readline(self, size: int) -> Any:
        """A line of at most ``size`` bytes (as ``readline(size)`` of the stream)."""
        if self.fd is None:
            return self.source.readline(size)
        buf = self._buf
        while True:
            nl = buf.find(b"\n", 0, size)
            if nl >= 0 or len(buf) >= size:
                end = nl + 1 if nl >= 0 else size
                line = bytes(buf[:end])
                del buf[:end]
                return line
            chunk = os.read(self.fd, 1 << 16)
            if not chunk:
                line = bytes(buf)
                buf.clear()
                return line
            buf += chunk

    def waiting(self) -> bool:
        """Whether a whole line is already read (the next :meth:`readline` does not wait)."""
        return b"\n" in self._buf


def _next_line(stdin: IO[str] | _Input, limit: int) -> tuple[str | None, bool]:
    """The next line of ``stdin`` (None at its end) and whether it was longer than ``limit``
    bytes (its text is then skipped, never held)."""
    source: Any = stdin if isinstance(stdin, _Input) else getattr(stdin, "buffer", stdin)
    raw = source.readline(limit + 1)
    if not raw:
        return None, False
    newline = b"\n" if isinstance(raw, bytes) else "\n"
    if len(raw) > limit and not raw.endswith(newline):
        while raw and not raw.endswith(newline):
            raw = source.readline(1 << 16)
        return "", True
    return (raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw), False


def serve(handler: Handler, stdin: IO[str], stdout: IO[str]) -> int:
    """Answer requests line by line until ``quit`` or end of input. Never raises on bad input:
    a line that is not a JSON object (read strictly: :mod:`belote_ref.jsonread`) or is longer
    than :data:`~belote_ref.conformance.protocol.MAX_REQUEST_LINE` gets an error naming why. The
    answers to requests already waiting are flushed together (:class:`_Input`)."""
    reader = Reader()
    source = _Input(stdin)
    answers: list[str] = []
    while True:
        line, too_long = _next_line(source, protocol.MAX_REQUEST_LINE)
        if line is None:
            break
        request: Any = None
        if too_long:
            response: Mapping[str, Any] = error(
                f"a request line is at most {protocol.MAX_REQUEST_LINE} bytes (spec/conformance.md, Limits)")
        elif not line.strip():
            continue
        else:
            try:
                request = reader.loads(line)
            except JsonError as exc:
                response = error(exc.message if exc.kind == "syntax"
                                 else f"not a request this adapter reads: {exc.path}: {exc.message}")
            else:
                response = handler(request) if isinstance(request, dict) else error("a request must be a JSON object")
        answers.append(_encode(response) + "\n")
        if not source.waiting():
            _write(stdout, answers)
        if isinstance(request, dict) and request.get("type") == "quit":
            break
    _write(stdout, answers)
    return 0


_encode = json.JSONEncoder(separators=(",", ":"), allow_nan=False).encode
"""An answer as one line of JSON (``json.dumps`` with these settings, the encoder made once)."""


def _write(stdout: IO[str], answers: list[str]) -> None:
    """Write and flush the answers not yet written (one write, whatever the stream's buffering)."""
    if answers:
        stdout.write("".join(answers))
        answers.clear()
    stdout.flush()


def main(profile: str = "belote-classic") -> int:  # pragma: no cover - exercised through the CLI
    return serve(ReferenceAdapter(profile=profile).handle, sys.stdin, sys.stdout)
