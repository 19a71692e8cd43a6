"""Property tests (hypothesis) of profile belote-acanomas over random matches, for 2, 3 and 4
players each for himself and the pairs sub-profile, under the canonical options and each
non-default option value:

- one actor at a time: while a seat acts it is a seat still in the match, it has a legal action,
  and every legal action is its own;
- every legal action is accepted (on a copy), and every other action of the table (all kinds,
  seats, cards) is refused with a typed error naming a clause of this profile, the game
  unchanged;
- copies are independent, and acting the same way on a copy gives the same game;
- points are conserved (see :func:`check_points`);
- a view shows no hidden card, and its legal actions round-trip through JSON;
- replaying a match's recorded actions gives the same match.

Random players claim «he terminado» rarely (a claim is mostly wrong and ends or shrinks the
match), so that most partial games are played to their end.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_ref.profiles.acanomas.actions import Announce, Claim, Exchange, action_from_json
from belote_ref.profiles.acanomas.combinations import Combination, legal_announcements
from belote_ref.profiles.acanomas.match import Ledger, ScoreLine
from belote_ref.profiles.acanomas.ruleset import OPTION_CHOICES, OPTION_DEFAULTS, Ruleset, make_ruleset
from belote_ref.actions import Coinche, Pass, Play, Take
from belote_ref.cards import CARDS, POINTS, Rank, Suit, cards_of
from belote_ref.deal import shuffled_order
from belote_ref.errors import IllegalAction
from belote_ref.machine import Game
from belote_ref.rules import acanomas_rules

SUB_PROFILES: list[dict[str, Any]] = [{"players": 2}, {"players": 3}, {"players": 4}, {"players": 4, "pairs": True}]
VARIANTS: list[dict[str, Any]] = [
    {name: value}
    for name, choices in OPTION_CHOICES.items() if name != "players"
    for value in choices if value != OPTION_DEFAULTS[name]
] + [{"trump7_exchange": False}]


def _rulesets() -> list[Ruleset]:
    out = [make_ruleset({**sub, "target": 400}) for sub in SUB_PROFILES]
    for variant in VARIANTS:
        for sub in SUB_PROFILES:
            try:
                out.append(make_ruleset({**sub, **variant, "target": 400}))
            except IllegalAction:  # pragma: no cover
                continue
    return out


RULESETS = _rulesets()
"""The four sub-profiles (target 400, so that matches end), then each with each non-default value
of every other option."""
MANY = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FEW = settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def choose(actions: list[Any], rng: random.Random) -> Any:
    """A legal action at random; a claim only now and then."""
    claims = [a for a in actions if type(a) is Claim]
    if claims and rng.random() < 0.01:
        return claims[0]
    others = [a for a in actions if type(a) is not Claim]
    return rng.choice(others)


def every_action(game: Game) -> list[Any]:
    """Every action of every kind by every seat of the table: each bid, answer to the exchange,
    card (with and without the belote flag) and claim, nothing, each subset of the combinations a
    seat holds, and a brelán of sevens (never a combination), plus the disabled calls."""
    seats = range(game.rules.seats)
    pool: list[Any] = [Coinche(0), Take(0, "no-trump")]
    h = game.hand
    for s in seats:
        pool += [Pass(s), Exchange(s), Claim(s), *(Take(s, x) for x in Suit)]
        pool += [Play(s, c, b) for c in CARDS for b in (False, True)]
        pool += [Announce(s, said) for said in legal_announcements(h.holding(s))]
        pool.append(Announce(s, (Combination("brelan", Rank.SEVEN),)))
    return pool


def check_actor(game: Game) -> None:
    """One actor at a time (ACA-SEATS-ORDER, ACA-MATCH-PHASES)."""
    legal = game.legal_actions()
    if game.phase in ("dealing", "match_over"):
        assert game.to_act is None and not legal
        return
    seat = game.to_act
    assert seat is not None and seat in game.ledger.in_play
    assert legal, f"seat {seat} has no legal action in {game.phase}"
    assert all(a.seat == seat for a in legal)
    assert len(set(map(repr, legal))) == len(legal), "a legal action is listed twice"


def check_refusals(game: Game) -> None:
    """Every legal action is accepted (on a copy); every other action (:func:`every_action`) is
    refused with a typed error naming a clause of the profile, and changes nothing."""
    legal = game.legal_actions()
    for action in legal:
        game.copy().apply(action)
    before = game.snapshot()
    legal_set = set(map(repr, legal))
    for action in every_action(game):
        if repr(action) in legal_set:
            continue
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert info.value.clause.startswith("ACA-"), f"{action}: refused under {info.value.clause}"
        assert game.snapshot() == before, f"the refusal of {action} changed the game"


def _card_texts(x: Any) -> set[str]:
    if isinstance(x, dict):
        return set().union(*map(_card_texts, x.values())) if x else set()
    if isinstance(x, list):
        return set().union(*map(_card_texts, x)) if x else set()
    return {x} if isinstance(x, str) and x in CARD_TEXTS else set()


CARD_TEXTS = {str(c) for c in CARDS}


def check_views(game: Game) -> None:
    """A view shows only the seat's own cards and the public ones: the cards played, the cards
    shown, the card face up and the turned-up last stock card (ACA-VIEW-PLAYER); every legal
    action it lists round-trips through its JSON form (ACA-ACTIONS-FORM)."""
    h: Any = game.hand
    public = {c for t in h.tricks for c in t} | set(h.trick) | {c for m in h.shown.values() for c in cards_of(m)}
    public |= {c for c in (h.face_up, h.last_card, h.turned) if c is not None}
    if h.exchange is not None:
        public.add(h.exchange[1])  # the card taken by the exchange was face up
    for seat in [*range(game.rules.seats), None]:
        view = game.view(seat).to_json()
        own = set(cards_of(h.holding(seat))) if seat is not None else set()
        leaked = _card_texts(view) - {str(CARDS[c]) for c in public | own}
        assert not leaked, f"the view of seat {seat} shows {sorted(leaked)}"
        for action in game.view(seat).legal_actions:
            assert action_from_json(action.to_json(), game.rules.seats) == action


def check_copy(game: Game, action: Any) -> None:
    """A copy is independent, and the same action on both gives equal games."""
    other = game.copy()
    before = game.snapshot()
    other.apply(action)
    assert game.snapshot() == before, "acting on a copy changed the original"
    game.apply(action)
    assert game.snapshot() == other.snapshot()


def capote_total(tricks: dict[int, int], players: int, pairs: bool, split: bool) -> int:
    """The capote premiums of a partial game, in all, from the decisions table (row 38), plainly."""
    capot = sum(1 for n in tricks.values() if n == 0)
    if capot == 0:
        return 0
    if pairs or players == 2:
        return 100
    if players == 3:
        return 100  # 50 to each of two, or 100 to one
    if split:
        return (100 * capot // 3) * (4 - capot)
    return 100 if capot == 3 else 0


def check_points(game: Game, line: ScoreLine, h: Any, before: tuple[int, int]) -> None:
    """Points are conserved. For a partial game played to its end:

    - the cards won in the tricks are exactly those not in the stock nor face up beside it, so
      Σ card points won = 152 − the points of the stock and of the face-up card (its trump);
    - Σ raw totals = Σ card points + 10 for the last trick (none when a capote premium is scored)
      + the capote premiums (row 38) + the brelanes and escaleras that count + the belote;

    for every line written (played to its end, or stopped by a wrong claim):

    - Σ written + the pot the maker test makes = Σ raw totals of the sides scored (penalties are
      0 live);

    and over the match (``before``: Σ totals and Σ pending pots before the line):

    - Σ totals + Σ pending pots + Σ pots lost at the end of the match = before + Σ raw totals of
      the sides scored: every point scored is written, or pending in a pot (a pot taken moves from
      pending to a total; pots still pending when the match is won are lost, ACA-SCORE-POTS).
    """
    score = line.score
    assert score is not None
    rules = h.rules
    claimant = line.claim.side if line.claim is not None else None
    scored = {s: x for s, x in score.lines.items() if s != claimant}
    raw = sum(x.raw for x in scored.values())
    assert sum(x.writes or 0 for x in scored.values()) + (score.pot.points if score.pot else 0) == raw
    assert all(x.penalties == 0 and x.premiums == 0 for x in score.lines.values()), "live: no premium, no penalty"
    totals, pots = before
    ledger: Any = game.ledger
    lost = sum(p.points for p in line.pots_lost)
    assert not ledger.pots or ledger.winner is None, "a pot pending once the match is won"
    assert sum(ledger.totals) + sum(p.points for p in ledger.pots) + lost == totals + pots + raw
    if score.stopped:
        return
    trump = h.trump
    played = [c for t in h.tricks for c in t]
    out_of_play = list(h.stock) + ([h.face_up] if rules.players < 4 else [])
    assert sorted(played + out_of_play) == list(range(32)), "every card is played once, or out of play"
    cards = sum(x.cards for x in score.lines.values())
    assert cards == 152 - sum(POINTS[trump][c] for c in out_of_play)
    tricks = {s: sum(1 for w in h.winners if rules.side_of(w) == s) for s in score.lines}
    capote = capote_total(tricks, rules.players, rules.pairs, rules.ruleset.capote_4 == "split")
    assert sum(x.capote for x in score.lines.values()) == capote
    assert sum(x.last_trick for x in score.lines.values()) == (0 if capote else 10)
    extra = sum(x.combinations + x.belote for x in score.lines.values())
    assert sum(x.raw for x in score.lines.values()) == cards + capote + (0 if capote else 10) + extra


def play_match(ruleset: Ruleset, seed: int, check_every: bool = True) -> Game:
    rng = random.Random(seed)
    rules = acanomas_rules(ruleset)
    game = Game(rules, rng.randrange(ruleset.players))
    steps = 0
    while not game.is_over and len(game.hands) <= 10:
        check_actor(game)
        if game.phase == "dealing":
            game.deal(shuffled_order(rng))
            continue
        if check_every and rng.random() < 0.05:
            check_refusals(game)
        if check_every and rng.random() < 0.1:
            check_views(game)
        action = choose(game.legal_actions(), rng)
        ledger: Any = game.ledger
        lines = len(ledger.lines)
        before = (sum(ledger.totals), sum(p.points for p in ledger.pots))
        h = game.hand
        if check_every and rng.random() < 0.2:
            check_copy(game, action)
        else:
            game.apply(action)
        steps += 1
        if len(ledger.lines) > lines and ledger.lines[-1].score is not None:
            check_points(game, ledger.lines[-1], h, before)
    return game


@pytest.mark.parametrize("ruleset", RULESETS[:4], ids=lambda r: r.id)
@MANY
@given(seed=st.integers(0, 2**32 - 1))
def test_random_matches_keep_the_invariants(ruleset: Ruleset, seed: int) -> None:
    play_match(ruleset, seed)


@pytest.mark.parametrize("ruleset", RULESETS[4:], ids=lambda r: r.id)
@FEW
@given(seed=st.integers(0, 2**32 - 1))
def test_random_matches_keep_the_invariants_under_every_option(ruleset: Ruleset, seed: int) -> None:
    play_match(ruleset, seed)


@pytest.mark.parametrize("ruleset", RULESETS[:4], ids=lambda r: r.id)
@FEW
@given(seed=st.integers(0, 2**32 - 1))
def test_replaying_the_recorded_actions_gives_the_same_match(ruleset: Ruleset, seed: int) -> None:
    game = play_match(ruleset, seed, check_every=False)
    assert isinstance(game.initial_ledger, Ledger)
    again = Game(game.rules, game.first_dealer, ledger=game.initial_ledger.copy())
    for h in game.hands:
        for action in h.actions:
            again.apply(action)
    assert again.snapshot() == game.snapshot()
    assert again.view(0).to_json() == game.view(0).to_json()


def test_the_four_sub_profiles_play_whole_matches() -> None:
    """Each sub-profile reaches the end of a match, by the target or by a claim."""
    for sub in SUB_PROFILES:
        ends = set()
        for seed in range(12):
            game = play_match(make_ruleset({**sub, "target": 400}), seed, check_every=False)
            ledger: Any = game.ledger
            if game.is_over:
                ends.add(ledger.lines[-1].kind)
        assert "played" in ends, f"{sub}: no match ended by the target ({ends})"
