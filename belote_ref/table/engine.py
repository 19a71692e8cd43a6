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
from types import MappingProxyType
from typing import Any, Mapping, Sequence

from ..actions import Deal, Pass, Play, Take, action_from_json
from ..ai import LINEUP_NAMES, make_player
from ..cards import CARDS, CardSyntaxError, cards_of as cards_of_mask, parse_card
from ..deal import shuffled_order
from ..errors import BadDeal, BeloteError, IllegalAction, MalformedAction
from ..machine import Game
from ..ruleset import make_ruleset
from ..rules import CLASSIC, profile_rules
from ..transcript.facts import teams_json
from ..transcript.write import Player, build_transcript, inputs_of
from ..view import announcements

Json = dict[str, Any]

AI_LEVELS: tuple[str, ...] = tuple(LINEUP_NAMES)
"""The AI levels a seat may be given: random, easy, normal, hard, expert (AI-EASY, AI-NORMAL,
AI-HARD, AI-EXPERT): :data:`belote_ref.ai.LINEUP_NAMES`, the one list of the levels."""


ACANOMAS = "belote-acanomas"


@dataclass(frozen=True)
class Profile:
    """A game a room can host: its name and the rules object of the room's options, from which
    its seats and sides are read (TABLE-ROOMS, SEATS-TEAMS, ACA-SEATS-PLAYERS: in profile
    belote-acanomas the ``players`` option decides the seats, and each player is his own side
    unless ``pairs``)."""

    name: str
    rules: Any

    @property
    def seats(self) -> int:
        return int(self.rules.seats)

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(side) for side in teams_json(self.rules))

    def team_of(self, seat: int) -> int:
        return int(self.rules.side_of(seat))

    def to_json(self) -> Json:
        return {"name": self.name, "seats": self.seats, "teams": [list(t) for t in self.teams]}


PROFILE_NAMES: tuple[str, ...] = (CLASSIC.profile, ACANOMAS)
"""Profiles this server hosts: classic team Belote, and the older individual game (2, 3 or 4
players, or 4 in pairs: spec/acanomas/)."""

PROFILES: Mapping[str, Profile] = MappingProxyType({CLASSIC.profile: Profile(CLASSIC.profile, CLASSIC)})
"""The team game's profile under its canonical options."""


@lru_cache(maxsize=1)
def hosted() -> tuple[Profile, ...]:
    """Every hosted profile with its canonical options (``/api``; profile belote-acanomas built
    on first use, so that a server of the team game alone never loads it)."""
    return tuple(PROFILES.get(name) or Profile(name, profile_rules(name, {})) for name in PROFILE_NAMES)


class ProfileError(BeloteError):
    """A room asked for a profile this server does not host."""

    clause = "TABLE-ROOMS"


def profile(name: Any, options: Mapping[str, Any] | None = None) -> Profile:
    """The profile of this name with a room's options (canonical when None), or
    :class:`ProfileError` naming the ones there are. A bad option raises the profile's
    :class:`~belote_ref.errors.RulesetError` naming the option and its clause
    (RULESET-OPTIONS, ACA-RULESET-OPTIONS)."""
    if not (isinstance(name, str) and name in PROFILE_NAMES):
        raise ProfileError(f"unknown profile {name!r}: this server hosts {', '.join(PROFILE_NAMES)}")
    if not options:
        return PROFILES.get(name) or next(p for p in hosted() if p.name == name)
    return Profile(name, profile_rules(name, dict(options)))


def ruleset(options: Mapping[str, Any], profile_name: str = CLASSIC.profile) -> Any:
    """The checked ruleset of a room's options under its profile (RULESET-OPTIONS,
    ACA-RULESET-OPTIONS; ``target`` is the room's threshold). Raises a
    :class:`~belote_ref.errors.RulesetError` naming the option."""
    if profile_name == CLASSIC.profile:
        return make_ruleset(dict(options))
    return profile(profile_name, options).rules.ruleset


def ruleset_json(rs: Any) -> Json:
    return {"id": rs.id, "options": rs.options()}


def new_game(rs: Any, first_dealer: int) -> Game:
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
    """Deal one hand from a card order written as text (DEAL-ORDER); a text that is not a card is
    a :class:`~belote_ref.errors.BadDeal` naming its position, like any other bad order."""
    cards = []
    for i, text in enumerate(order):
        try:
            cards.append(parse_card(text))
        except CardSyntaxError as exc:
            raise BadDeal(f"position {i}: {exc}") from None
    game.deal(cards)


# --- seat actions -----------------------------------------------------------------------------
def parse_action(obj: Any, prof: Profile | None = None) -> Any:
    """A seat's action from its JSON form under the room's profile (ACTIONS-FORM,
    ACA-ACTIONS-FORM); the deal is not a seat action."""
    action: Any
    if prof is not None and prof.name == ACANOMAS:
        from ..profiles.acanomas.actions import action_from_json as acanomas_action

        action = acanomas_action(obj, prof.seats)
    else:
        action = action_from_json(obj)
    if isinstance(action, Deal):
        raise MalformedAction("the deal is the server's, not a seat's action", action=obj)
    return action


def action_json(action: Any) -> Json:
    return action.to_json()


def apply(game: Game, action: Any) -> None:
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


def view(game: Game, seat: int | None) -> Any:
    """What ``seat`` may see (VIEW-SEAT, ACA-VIEW-PLAYER); ``None``: a spectator's view."""
    return game.view(seat)


def view_json(game: Game, seat: int | None) -> Json:
    return dict(game.view(seat).to_json())


def legal_count(game: Game) -> int:
    return len(game.legal_actions())


# --- public events ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Mark:
    """Where the game stood before an action: events are what happened since."""

    hands: int
    actions: int
    verdicts: int = 0
    """Profile belote-acanomas: the verdicts of the partial game in progress already given."""


def mark(game: Game) -> Mark:
    return Mark(len(game.hands), len(game.hand.actions), len(getattr(game.hand, "verdicts", ())))


def events_since(game: Game, since: Mark) -> list[Json]:
    """The public events of what happened after ``since`` (TABLE-EVENTS), for the game's profile."""
    if game.rules.profile == ACANOMAS:
        return acanomas_events_since(game, since)
    return classic_events_since(game, since)


def _play_events(h: Any, a: Any, heard: str | None, plays: int, ends: Mapping[int, int], out: list[Json]) -> int:
    """The events of a card played (``plays`` cards played before it in the hand; ``ends``: the
    number of cards played when each finished trick ended -> its index): the play, and the trick
    it finished, if any. Returns the cards played with it."""
    out.append({"kind": "play", "hand": h.number, "action": a.to_json(), "heard": heard})
    plays += 1
    if plays in ends:
        t = ends[plays]
        out.append({"kind": "trick", "hand": h.number, "number": t + 1, "leader": h.leaders[t],
                    "cards": [str(CARDS[c]) for c in h.tricks[t]], "winner": h.winners[t]})
    return plays


def classic_events_since(game: Game, since: Mark) -> list[Json]:
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
                out.append(_deal_event(h))
            elif kind is Pass or kind is Take:
                out.append({"kind": "bid", "hand": h.number, "action": a.to_json()})
            elif kind is Play:
                plays = _play_events(h, a, heard.get(i), plays, ends, out)
        if h.void or h.score is not None:
            out.append(_hand_end(game, h))
    if game.is_over:
        out.append(_match_end_event(game))
    return out


def acanomas_events_since(game: Game, since: Mark) -> list[Json]:
    """The public events of a match of profile belote-acanomas after ``since`` (TABLE-EVENTS,
    ACA-VIEW-PLAYER): the deal (dealer, turned card), each bid, each answer to the trump-7
    exchange, each announcement as a spectator hears it (an escalera's suit left out until it
    is public), each card played, each trick, the verdicts and shows once given, a claim, each
    partial game's end with its score-sheet line (the seat that left, if any), the match's end.
    Every event is what a spectator may know: nothing here is hidden from anyone."""
    from ..profiles.acanomas.actions import Announce, Claim, Exchange
    from ..profiles.acanomas.view import heard_announcements

    out: list[Json] = []
    ledger: Any = game.ledger
    for index in range(since.hands - 1, len(game.hands)):
        h: Any = game.hands[index]
        last = index == since.hands - 1
        start = since.actions if last else 0
        if start >= len(h.actions):
            continue
        heard_words = {i: word for i, _, word in announcements(h)}
        heard, verdicts = heard_announcements(h, None)
        said = {a.seat: a for a in heard}
        plays = sum(1 for a in h.actions[:start] if type(a) is Play)
        ends = {n: t for t, n in enumerate(accumulate(len(cards) for cards in h.tricks))}
        took = any(type(a) is Take for a in h.actions[:start])
        for i in range(start, len(h.actions)):
            a = h.actions[i]
            kind = type(a)
            if kind is Deal:
                out.append(_deal_event(h))
            elif kind is Take or (kind is Pass and not took):
                took = took or kind is Take
                out.append({"kind": "bid", "hand": h.number, "action": a.to_json()})
                if kind is Take and h.last_card is not None:
                    out.append({"kind": "last_card", "hand": h.number, "card": str(h.last_card)})
            elif kind is Pass or kind is Exchange:
                out.append({"kind": "exchange", "hand": h.number, "action": a.to_json()})
            elif kind is Announce:
                out.append({"kind": "announce", "hand": h.number, "seat": a.seat,
                            "combinations": [c.to_json() for c in said[a.seat].combinations]})
            elif kind is Claim:
                out.append({"kind": "claim", "hand": h.number, "seat": a.seat})
            elif kind is Play:
                plays = _play_events(h, a, heard_words.get(i), plays, ends, out)
        if h.verdicts and (not last or since.verdicts == 0):
            out.append({"kind": "verdicts", "hand": h.number, "verdicts": [v.to_json() for v in verdicts],
                        "shown": [{"seat": s, "cards": [str(c) for c in cards_of_mask(m)]}
                                  for s, m in sorted(h.shown.items())]})
        line = next((ln for ln in reversed(ledger.lines) if ln.game == h.number), None)
        if line is not None:
            out.append({"kind": "game_end", "hand": h.number, "maker": h.taker,
                        "trump": "CDHS"[h.trump] if h.trump is not None else None, "line": line.to_json(),
                        "totals": list(line.totals), "pots": [p.to_json() for p in ledger.pots],
                        "out": sorted(ledger.out)})
    if game.is_over:
        out.append(_match_end_event(game))
    return out


def _deal_event(h: Any) -> Json:
    """The public deal event of either profile: the dealer and the turned card (TABLE-EVENTS)."""
    return {"kind": "deal", "hand": h.number, "dealer": h.dealer,
            "turned": str(h.turned) if h.turned is not None else None}


def _match_end_event(game: Game) -> Json:
    """The match's end, in either profile: the totals and the winner (TABLE-EVENTS)."""
    return {"kind": "match_end", "totals": list(game.totals), "winner": game.winner}


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
    """A hand scored or void; a partial game of profile belote-acanomas once over (its score is
    the ledger's line, not the hand's)."""
    if isinstance(h.rules.profile, str) and h.rules.profile == ACANOMAS:
        return bool(h.void) or h.stage == "over"
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
def _player(level: str, seed: int, budget_ms: float, profile_name: str, options: tuple[tuple[str, Any], ...]) -> Any:
    if profile_name == ACANOMAS:
        from ..profiles.acanomas.ai import make_acanomas_lineup

        rules = profile(profile_name, dict(options)).rules
        return make_acanomas_lineup([level], seed, rules.ruleset)[0]
    return make_player(level, seed=seed, budget_ms=budget_ms, rules=make_ruleset(dict(options)))


def ai_levels(profile_name: str) -> tuple[str, ...]:
    """The AI levels that play ``profile_name`` (TABLE-AI; ACA-AI-LEVELS: hard and expert do not
    play profile belote-acanomas yet, its lineup names are :data:`belote_ref.profiles.acanomas.ai.LINEUP_NAMES`)."""
    if profile_name == ACANOMAS:
        from ..profiles.acanomas.ai import LINEUP_NAMES as ACANOMAS_NAMES

        return tuple(level for level in AI_LEVELS if level in ACANOMAS_NAMES)
    return AI_LEVELS


def decide(level: str, seed: int, budget_ms: float, options: tuple[tuple[str, Any], ...], seat_view_: Any,
           profile_name: str = CLASSIC.profile) -> Json:
    """An AI seat's decision from its view alone (AI-VIEW, AI-BUDGET, ACA-AI-LEVELS); runs in a
    worker. The result is the action's JSON form, applied by the room like any seat's action."""
    player = _player(level, seed, budget_ms, profile_name, options)
    number = getattr(seat_view_, "hand_number", None) or getattr(seat_view_, "game_number", 0)
    rng = random.Random(f"belote-ref-table-ai|{seed}|{number}|{len(seat_view_.bids)}")
    return dict(player(seat_view_, rng).to_json())
