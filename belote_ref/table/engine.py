"""The table server's one door into the engine: build a room's game, deal, apply an action,
the views, the public events of an action, the transcript, an AI decision (TABLE-STATE,
TABLE-EVENTS, TABLE-TRANSCRIPT, TABLE-AI).

Nothing else in :mod:`belote_ref.table` imports the rules: when the engine's API changes, this
module is the one to adapt. Every rule (legality, visibility, scoring) is the engine's; this
module only translates between the engine and the wire.
"""

from __future__ import annotations

import random
from itertools import accumulate
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence

from ..actions import Deal, Pass, Play, SeatAction, Take, action_from_json
from ..ai import LINEUP_NAMES, make_player
from ..cards import CARDS, parse_card
from ..deal import shuffled_order
from ..errors import BeloteError, IllegalAction, MalformedAction
from ..machine import Game
from ..ruleset import Ruleset, make_ruleset
from ..rules import CLASSIC, Rules
from ..transcript.facts import teams_json
from ..transcript.write import Player, build_transcript, inputs_of
from ..view import SeatView, announcements, seat_view

Json = dict[str, Any]

AI_LEVELS: tuple[str, ...] = tuple(LINEUP_NAMES)
"""The AI levels a seat may be given: random, easy, normal, hard (AI-EASY, AI-NORMAL, AI-HARD)."""


@dataclass(frozen=True)
class Profile:
    """A game a room can host: its name and its canonical rules object, from which its seats and
    teams are read (TABLE-ROOMS, SEATS-TEAMS)."""

    name: str
    rules: Rules

    @property
    def seats(self) -> int:
        return self.rules.seats

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(side) for side in teams_json(self.rules))

    def team_of(self, seat: int) -> int:
        return self.rules.side_of(seat)

    def to_json(self) -> Json:
        return {"name": self.name, "seats": self.seats, "teams": [list(t) for t in self.teams]}


PROFILES: dict[str, Profile] = {CLASSIC.profile: Profile(CLASSIC.profile, CLASSIC)}
"""Profiles this server hosts. Only classic team Belote today."""


class ProfileError(BeloteError):
    """A room asked for a profile this server does not host."""

    clause = "TABLE-ROOMS"


def profile(name: Any) -> Profile:
    """The profile of this name, or :class:`ProfileError` naming the ones there are."""
    if isinstance(name, str) and name in PROFILES:
        return PROFILES[name]
    raise ProfileError(f"unknown profile {name!r}: this server hosts {', '.join(sorted(PROFILES))}")


def ruleset(options: Mapping[str, Any]) -> Ruleset:
    """The checked ruleset of a room's options (RULESET-OPTIONS; ``target`` is the room's
    threshold, MATCH-END). Raises a :class:`~belote_ref.errors.RulesetError` naming the option."""
    return make_ruleset(dict(options))


def ruleset_json(rs: Ruleset) -> Json:
    return {"id": rs.id, "options": rs.options()}


def new_game(rs: Ruleset, first_dealer: int) -> Game:
    return Game(rs, first_dealer)


# --- chance -----------------------------------------------------------------------------------
def card_order(seed: int, match: int, hand: int) -> list[str]:
    """The card order of one hand of a seeded room: drawn from a generator of its own, so a room
    replays from its seed alone and no hand's order depends on how earlier hands went."""
    return [str(c) for c in shuffled_order(random.Random(f"belote-ref-table|{seed}|{match}|{hand}"))]


def needs_deal(game: Game) -> bool:
    return game.phase == "dealing"


def hand_number(game: Game) -> int:
    return game.hand.number


def deal(game: Game, order: Sequence[str]) -> None:
    """Deal one hand from a card order written as text (DEAL-ORDER)."""
    game.deal([parse_card(c) for c in order])


# --- seat actions -----------------------------------------------------------------------------
def parse_action(obj: Any) -> SeatAction:
    """A seat's action from its JSON form (ACTIONS-FORM); the deal is not a seat action."""
    action = action_from_json(obj)
    if isinstance(action, Deal):
        raise MalformedAction("the deal is the server's, not a seat's action", action=obj)
    return action


def action_json(action: SeatAction) -> Json:
    return action.to_json()


def apply(game: Game, action: SeatAction) -> None:
    """Apply a seat's action, or raise :class:`~belote_ref.errors.IllegalAction` (with its clause
    and reason) and change nothing."""
    game.apply(action)


def refusal(exc: IllegalAction) -> tuple[str, str]:
    return exc.clause, exc.reason


def to_act(game: Game) -> int | None:
    return game.to_act


def is_over(game: Game) -> bool:
    return game.is_over


def phase(game: Game) -> str:
    return game.phase


def totals(game: Game) -> list[int]:
    return list(game.totals)


def winner(game: Game) -> int | None:
    return game.winner


def view(game: Game, seat: int | None) -> SeatView:
    """What ``seat`` may see (VIEW-SEAT); ``None``: a spectator's view."""
    return seat_view(game, seat)


def view_json(game: Game, seat: int | None) -> Json:
    return seat_view(game, seat).to_json()


def legal_count(game: Game) -> int:
    return len(game.legal_actions())


# --- public events ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Mark:
    """Where the game stood before an action: events are what happened since."""

    hands: int
    actions: int


def mark(game: Game) -> Mark:
    return Mark(len(game.hands), len(game.hand.actions))


def events_since(game: Game, since: Mark) -> list[Json]:
    """The public events of what happened after ``since`` (TABLE-EVENTS): the deal (dealer and
    turned card), each bid, each card played (with the belote words heard, VIEW-SEAT), each trick
    finished, each hand's end with its score, the match's end. Nothing hidden: a void hand's cards
    and the card order never appear."""
    out: list[Json] = []
    for index in range(since.hands - 1, len(game.hands)):
        h = game.hands[index]
        start = since.actions if index == since.hands - 1 else 0
        if start >= len(h.actions):
            continue
        heard = {i: word for i, _, word in announcements(h)}
        plays = sum(1 for a in h.actions[:start] if type(a) is Play)
        ends = {n: t for t, n in enumerate(accumulate(len(cards) for cards in h.tricks))}
        # number of cards played when each finished trick ended -> its index
        for i in range(start, len(h.actions)):
            a = h.actions[i]
            kind = type(a)
            if kind is Deal:
                out.append({"kind": "deal", "hand": h.number, "dealer": h.dealer,
                            "turned": str(h.turned) if h.turned is not None else None})
            elif kind is Pass or kind is Take:
                out.append({"kind": "bid", "hand": h.number, "action": a.to_json()})
            elif kind is Play:
                out.append({"kind": "play", "hand": h.number, "action": a.to_json(), "heard": heard.get(i)})
                plays += 1
                if plays in ends:
                    t = ends[plays]
                    out.append({"kind": "trick", "hand": h.number, "number": t + 1, "leader": h.leaders[t],
                                "cards": [str(CARDS[c]) for c in h.tricks[t]], "winner": h.winners[t]})
        if h.void or h.score is not None:
            out.append(_hand_end(game, h))
    if game.is_over:
        out.append({"kind": "match_end", "totals": list(game.totals), "winner": game.winner})
    return out


def _hand_end(game: Game, h: Any) -> Json:
    st = h.settlement
    return {
        "kind": "hand_end", "hand": h.number, "void": bool(h.void), "taker": h.taker,
        "trump": "CDHS"[h.trump] if h.trump is not None else None,
        "score": h.score.to_json() if h.score is not None else None,
        "totals": list(st.totals) if st is not None else list(game.totals),
        "disputed": st.disputed if st is not None else game.disputed,
    }


# --- transcripts ------------------------------------------------------------------------------
def _hand_finished(h: Any) -> bool:
    return bool(h.void) or h.score is not None


def transcript(game: Game, players: Sequence[tuple[str, str, str | None]], metadata: Json,
               finished_hands_only: bool = False) -> Json:
    """The transcript of a room's match so far (TABLE-TRANSCRIPT), golden level, audited clean by
    construction. ``players``: (name, kind, level) per seat. ``finished_hands_only`` leaves out a
    hand in progress (its card order and hands are hidden until it ends)."""
    inputs = inputs_of(game)
    dealt = [h for h in game.hands if h.order]
    if finished_hands_only and dealt and not _hand_finished(dealt[-1]):
        inputs = inputs[:-1]
    return build_transcript(
        inputs, game.ruleset, game.first_dealer, game.initial_totals, game.initial_disputed,
        players=[Player(name, kind, level) for name, kind, level in players], metadata=metadata,
    )


def audit(doc: Json) -> tuple[int, list[str]]:
    """Audit a transcript in process: (exit code, departures as text)."""
    from ..transcript.audit import audit_document

    report = audit_document(doc, "<room>")
    return report.exit, [str(d) for d in report.departures] + [f"{e.path}: {e.message}" for e in report.errors]


# --- AI seats ---------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def _player(level: str, seed: int, budget_ms: float, options: tuple[tuple[str, Any], ...]) -> Any:
    return make_player(level, seed=seed, budget_ms=budget_ms, rules=make_ruleset(dict(options)))


def decide(level: str, seed: int, budget_ms: float, options: tuple[tuple[str, Any], ...], seat_view_: SeatView) -> Json:
    """An AI seat's decision from its view alone (AI-VIEW, AI-BUDGET); runs in a worker. The
    result is the action's JSON form, applied by the room like any seat's action."""
    player = _player(level, seed, budget_ms, options)
    rng = random.Random(f"belote-ref-table-ai|{seed}|{seat_view_.hand_number}|{len(seat_view_.bids)}")
    return player(seat_view_, rng).to_json()
