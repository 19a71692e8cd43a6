"""Writing transcripts: a match (its inputs, or a finished :class:`~belote_ref.machine.Game`)
becomes a golden-level transcript, with every derived fact and the legal actions before each
action (see spec/transcripts.md).

The writer replays the inputs through a fresh game, so what it writes is what the reference
computes, never what a caller claims.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from .. import __version__, registry
from ..actions import Deal, SeatAction, action_from_json, legal_text
from ..errors import IllegalAction
from ..machine import Game
from ..rules import CLASSIC, Rules, rules_for
from ..ruleset import Ruleset
from . import FORMAT, FORMAT_VERSION
from .facts import hand_facts, teams_json

Json = dict[str, Any]


@dataclass
class HandInput:
    """What one hand needs to be replayed: its card order and its actions; optionally refused
    attempts (``(before, action)``) and seat views to record (``(before, seat)``)."""

    order: Sequence[int]
    actions: Sequence[SeatAction | Json]
    refused: Sequence[tuple[int, SeatAction | Json]] = ()
    views: Sequence[tuple[int, int]] = ()


@dataclass
class Player:
    """A player of the match, as the transcript names it."""

    name: str
    kind: str = "ai"
    level: str | None = "random"

    def to_json(self, seat: int, team: int) -> Json:
        out: Json = {"seat": seat, "team": team, "name": self.name, "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        return out


def random_players(seats: int = 4) -> list[Player]:
    return [Player(f"random-{s}") for s in range(seats)]


class RecipeError(ValueError):
    """Inputs that do not replay: an action the reference refuses, or a refusal it accepts."""


def _action(a: SeatAction | Json) -> SeatAction:
    return action_from_json(a) if isinstance(a, dict) else a  # type: ignore[return-value]


@dataclass
class _Recorder:
    game: Game
    legal: bool = True
    out: list[Json] = field(default_factory=list)

    def refusal(self, before: int, attempt: SeatAction) -> Json:
        if attempt in self.game.legal_actions():
            raise RecipeError(f"attempt {attempt.to_json()} before action {before} is legal, not refused")
        snapshot = self.game.snapshot()
        try:
            self.game.apply(attempt)
        except IllegalAction as exc:
            assert self.game.snapshot() == snapshot, "a refused action changed the game"
            return {"before": before, "action": attempt.to_json(), "clause": exc.clause, "reason": exc.reason}
        raise RecipeError(f"attempt {attempt.to_json()} before action {before} was accepted")

    def hand(self, hi: HandInput) -> Json:
        game = self.game
        totals_before, disputed_before = game.totals, game.disputed
        h = game.hand
        record: Json = {"number": h.number, "dealer": h.dealer}
        try:
            game.deal(hi.order)
        except IllegalAction as exc:
            raise RecipeError(f"hand {h.number}: {exc}") from None
        record["order"] = [str(c) for c in h.order]
        actions = [_action(a) for a in hi.actions]
        refused = [(b, _action(a)) for b, a in hi.refused]
        legal: list[list[str]] = []
        refusals: list[Json] = []
        views: list[Json] = []
        for i in range(len(actions) + 1):
            refusals.extend(self.refusal(i, a) for b, a in refused if b == i)
            views.extend({"before": i, "view": game.view(seat).to_json()} for b, seat in hi.views if b == i)
            if i == len(actions):
                break
            if self.legal:
                legal.append([legal_text(a) for a in game.legal_actions()])
            try:
                game.apply(actions[i])
            except IllegalAction as exc:
                raise RecipeError(f"hand {h.number}, action {i} {actions[i].to_json()}: {exc}") from None
        record["actions"] = [a.to_json() for a in actions]
        if self.legal:
            record["legal"] = legal
        if refusals:
            record["refused"] = refusals
        if views:
            record["views"] = views
        record["facts"] = hand_facts(h, totals_before, disputed_before)
        return record


def build_transcript(
    hands: Sequence[HandInput],
    rules: Rules | Ruleset = CLASSIC,
    first_dealer: int = 0,
    start_totals: tuple[int, ...] = (0, 0),
    start_disputed: int = 0,
    players: Sequence[Player] | None = None,
    metadata: Json | None = None,
    legal: bool = True,
) -> Json:
    """Replay ``hands`` from this start and write the transcript with every derived fact (and
    the legal actions before each action unless ``legal`` is false) under ``rules`` (a rules
    object, or a ruleset of the team game). Raises :class:`RecipeError` if an input does not
    replay."""
    rules = rules_for(rules)
    record = registry.profile(rules.profile)
    if "build_transcript" in record.hooks:  # a profile's own transcripts
        build_profile, NotReplayed = record.load("build_transcript"), record.load("not_replayed")

        totals = None if tuple(start_totals) == (0, 0) else start_totals  # (0, 0): the default, every side 0
        try:
            return build_profile(hands, rules, first_dealer, totals, players, metadata, legal)
        except NotReplayed as exc:
            raise RecipeError(str(exc)) from None
    game = Game(rules, first_dealer, start_totals, start_disputed)
    rec = _Recorder(game, legal)
    out_hands = []
    for i, hi in enumerate(hands):
        if game.is_over:
            raise RecipeError(f"hand {i + 1} given after the end of the match")
        out_hands.append(rec.hand(hi))
    doc: Json = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "ruleset": {"id": rules.id, "options": rules.ruleset.options()},
        "teams": teams_json(rules),
        "seats": [p.to_json(s, rules.side_of(s)) for s, p in enumerate(players or random_players(rules.seats))],
        "first_dealer": first_dealer,
        "start": {"totals": list(start_totals), "disputed": start_disputed},
    }
    meta: Json = {"generator": f"belote-ref {__version__}"}
    meta.update(metadata or {})
    doc["metadata"] = meta
    doc["hands"] = out_hands
    doc["result"] = {"totals": list(game.totals), "disputed": game.disputed, "winner": game.winner}
    return doc


def inputs_of(game: Game) -> list[HandInput]:
    """The inputs of every dealt hand of ``game`` (card order and actions, the deal left out)."""
    out = []
    for h in game.hands:
        if h.order:
            out.append(HandInput(h.order, [a for a in h.actions if not isinstance(a, Deal)]))
    return out


def transcript_of(game: Game, **kwargs: Any) -> Json:
    """The transcript of a game played so far (replayed from its inputs)."""
    return build_transcript(
        inputs_of(game), game.rules, game.first_dealer, game.initial_totals, game.initial_disputed, **kwargs
    )


__all__ = ["HandInput", "Player", "RecipeError", "build_transcript", "inputs_of", "transcript_of"]
