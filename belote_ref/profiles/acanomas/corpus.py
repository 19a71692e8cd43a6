"""The corpus of profile belote-acanomas (``corpus/acanomas/``, written by ``belote-ref corpus
regenerate`` beside the team game's corpus, checked by ``belote-ref corpus check``):

- ``golden/``: seeded matches between random legal players, at 2, 3 and 4 players and in
  pairs, under every option value (each transcript at golden level: every derived fact and the
  legal actions before each action), and the physical record of the running example of
  spec/acanomas/audit.md played correctly, and scripted recipes (:data:`SCRIPTED`: chosen hands,
  bids, announcements and tricks, with refused attempts and seat views) for the clauses no seeded
  match reaches; each file lists, in ``metadata.clauses``, the clauses its replay exercises
  (:func:`exercised`);
- ``negative/``: a golden with one thing broken, and the physical records of the running
  example with one fault each; each file states the departures the audit must report
  (``expected_departures``: partial game index, action index, clause, kind), worked out by hand
  from the rules, never copied from the audit.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Callable

from .actions import Announce, Claim
from .combinations import ACEPTADA, BRELAN, SIN_VALOR, parse_combination_text
from .deal import order_for_hands
from .ruleset import make_ruleset
from ...actions import Pass, Play, Take
from ...cards import CARDS, parse_card, parse_cards
from ...machine import Game
from ...rules import rules_for
from .transcript import FORMAT_VERSION, cards_json
from ...transcript.read import read_document
from ...transcript.write import HandInput, Player, build_transcript, transcript_of

Json = dict[str, Any]


@dataclass(frozen=True)
class Simulated:
    """A golden: a seeded match between random legal players (``claims``: they may say «he
    terminado»; else they never do, and every partial game is played to its last trick)."""

    name: str
    description: str
    options: dict[str, Any]
    seed: int
    claims: bool = False


GOLDENS = (
    Simulated("two-players", "2 players, every default but a target of 300: whole partial games",
              {"players": 2, "target": 300}, 1),
    Simulated("three-players", "3 players (the canonical ruleset) with a target of 300: whole partial games",
              {"players": 3, "target": 300}, 2),
    Simulated("four-players", "4 players each for himself, target 300: whole partial games",
              {"players": 4, "target": 300}, 3),
    Simulated("pairs", "4 players in two pairs, target 300: whole partial games", {"players": 4, "pairs": True, "target": 300}, 4),
    Simulated("three-players-claims", "3 players, random claims: wrong claims, eliminations, the match going on with fewer",
              {"players": 3}, 5, claims=True),
    Simulated("four-players-claims", "4 players each for himself, random claims", {"players": 4}, 6, claims=True),
    Simulated("two-players-claims", "2 players, random claims: a claim ends the match", {"players": 2}, 7, claims=True),
    Simulated("three-players-options", "3 players under the other value of every option that applies",
              {"players": 3, "all_pass": "same-dealer", "trump7_exchange": False, "undertrump": "optional",
               "belote": "automatic", "sequence_tie": "share", "meld_needs_trick": "claim-only",
               "pending_to": "everyone", "wrong_claim": "stay", "target": 300}, 8),
    Simulated("two-players-options", "2 players: the winner of a game deals the next (dealer_2p=winner)",
              {"players": 2, "dealer_2p": "winner", "target": 300}, 9),
    Simulated("four-players-options", "4 players each for himself: 2-3 first deal, split capote premiums",
              {"players": 4, "first_deal": "2-3", "capote_4": "split", "target": 300}, 10),
)


def _patient(view: Any, rng: Any) -> Any:
    """A random legal action, never «he terminado» (unless it is the only one)."""
    legal = view.legal_actions
    return rng.choice([a for a in legal if type(a) is not Claim] or legal)


def _random(view: Any, rng: Any) -> Any:
    return rng.choice(view.legal_actions)


def simulated(g: Simulated) -> Json:
    from ...players import play_match

    ruleset: Any = make_ruleset(g.options)
    game = play_match([_random if g.claims else _patient] * ruleset.players, seed=g.seed, ruleset=ruleset)
    players = [Player(f"random-{s}", "ai", "random") for s in range(ruleset.players)]
    doc = transcript_of(game, players=players, metadata={"title": g.name.replace("-", " "), "description": g.description,
                                                         "recipe": f"acanomas:{g.name}", "seed": g.seed})
    doc["metadata"]["clauses"] = sorted(exercised(doc))
    return doc


# --- the running example of spec/acanomas/audit.md, recorded at a physical table -----------------------
RUNNING = {
    "hands": ["A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠", "A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠"],
    "turned": "7♥",
    "stock": "7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠",
    "announced": {0: "tercia al as de ♣", 1: "tercia al as de ♥"},
    "tricks": [(0, "7♦ A♦"), (1, "K♦ 9♦"), (1, "9♠ J♠"), (0, "A♣ 8♣"), (0, "K♣ 9♣"), (0, "Q♣ 8♠"), (1, "A♥ 8♥"),
               (1, "K♥ 7♠"), (0, "10♠ Q♥")],
}
"""2 players, seat 1 deals, seat 0 names ♠ in round 2; played correctly: seat 0 writes 96, seat 1 29."""


@dataclass
class Physical:
    """A physical record of the running example, changed by ``change`` (None: as played)."""

    name: str
    description: str
    line: list[int]
    expected: tuple[tuple[int | None, int | None, str, str], ...] = ()
    tricks: list[tuple[int, str]] = field(default_factory=lambda: list(RUNNING["tricks"]))  # type: ignore[arg-type]
    change: Callable[[Json, list[Any]], None] | None = None


def _physical_record(p: Physical) -> Json:
    rules = rules_for(make_ruleset({"players": 2}))
    hands = [parse_cards(h) for h in RUNNING["hands"]]  # type: ignore[arg-type]
    order = order_for_hands(hands, 1, 0, parse_card(RUNNING["turned"]), rules.in_play, 2,  # type: ignore[arg-type]
                            parse_cards(RUNNING["stock"]))  # type: ignore[arg-type]
    said = {s: (parse_combination_text(t),) for s, t in RUNNING["announced"].items()}  # type: ignore[attr-defined]
    actions: list[Any] = [Pass(0), Pass(1), Take(0, parse_card("A♠").suit)]
    for k, (leader, cards) in enumerate(p.tricks):
        for n, c in enumerate(parse_cards(cards)):
            seat = rules.turn[leader][n]
            if k == 0:
                actions.append(Announce(seat, said[seat]))
            actions.append(Play(seat, c))
    hand: Json = {"number": 1, "dealer": 1, "order": cards_json(order), "actions": [], "last_card_turned": True,
                  "shows": [{"seat": 0, "combination": said[0][0].to_json()}], "line": p.line}
    if p.change is not None:
        p.change(hand, actions)
    hand["actions"] = [a.to_json() for a in actions]
    return {
        "format": "belote-ref-transcript", "format_version": FORMAT_VERSION, "profile": "belote-acanomas",
        "ruleset": {"id": rules.id, "options": rules.ruleset.options()}, "physical": True,
        "seats": [{"seat": s, "side": s, "name": f"player-{'AB'[s]}", "kind": "human"} for s in range(2)],
        "first_dealer": 1, "start": {"totals": [0, 0]},
        "metadata": {"title": p.name.replace("-", " "), "description": p.description, "recipe": f"acanomas:{p.name}",
                     "clauses": sorted({"ACA-AUDIT-PHYSICAL", *(e[2] for e in p.expected),
                                        *(["ACA-PENALTY-FAULTS"] if any(e[2].startswith("ACA-PENALTY-") for e in p.expected) else [])})},
        "hands": [hand],
    }


def _swap_out_of_turn(hand: Json, actions: list[Any]) -> None:
    """Trick 4: seat 1 plays 8♣ before seat 0 leads A♣ (actions 11 and 12 swapped)."""
    i = actions.index(Play(1, parse_card("8♣")))
    actions[i - 1], actions[i] = actions[i], actions[i - 1]


def _misdeal(hand: Json, actions: list[Any]) -> None:
    """The hands held: 7♠ and 8♠ swapped against the order (each then plays the spade he holds:
    the tricks of the record)."""
    held = [parse_cards(h) for h in RUNNING["hands"]]  # type: ignore[arg-type]
    held[0][-1], held[1][-1] = held[1][-1], held[0][-1]
    hand["held"] = [cards_json(h) for h in held]


def _set(key: str, value: Any) -> Callable[[Json, list[Any]], None]:
    def change(hand: Json, actions: list[Any]) -> None:
        hand[key] = value
    return change


PHYSICAL = (
    Physical("physical-played-correctly", "the running example recorded at a physical table, played correctly: "
             "no fault, the sheets agree (96, 29)", [96, 29]),
)
"""Physical goldens (the audit finds nothing)."""

PHYSICAL_NEGATIVES = (
    Physical("physical-renege", "trick 7: seat 0, holding 8♥, trumps seat 1's A♥ with 7♠: a renege, 10 to seat 1; "
             "the players wrote 103, 22, the audit's sheet 103, 32", [103, 22],
             ((0, 18, "ACA-PREMIUM-RENEGE", "illegal-action"), (0, None, "ACA-AUDIT-PHYSICAL", "wrong-fact")),
             tricks=[(0, "7♦ A♦"), (1, "K♦ 9♦"), (1, "9♠ J♠"), (0, "A♣ 8♣"), (0, "K♣ 9♣"), (0, "Q♣ 8♠"), (1, "A♥ 7♠"),
                     (0, "8♥ K♥"), (1, "Q♥ 10♠")]),
    Physical("physical-out-of-turn", "trick 4: seat 1 plays 8♣ before seat 0 leads: held until its turn, -10 to "
             "seat 1 (the audit's sheet 96, 19)", [96, 29],
             ((0, 11, "ACA-PENALTY-OUT-OF-TURN", "illegal-action"), (0, None, "ACA-AUDIT-PHYSICAL", "wrong-fact")),
             change=_swap_out_of_turn),
    Physical("physical-misdeal", "the hands held differ from the order (7♠ and 8♠ swapped): the dealer, seat 1, "
             "pays 10 (the audit's sheet 96, 19)", [96, 29],
             ((0, None, "ACA-PENALTY-MISDEAL", "illegal-action"), (0, None, "ACA-AUDIT-PHYSICAL", "wrong-fact")),
             tricks=[(0, "7♦ A♦"), (1, "K♦ 9♦"), (1, "9♠ J♠"), (0, "A♣ 8♣"), (0, "K♣ 9♣"), (0, "Q♣ 7♠"), (1, "A♥ 8♥"),
                     (1, "K♥ 8♠"), (0, "10♠ Q♥")],
             change=_misdeal),
    Physical("physical-last-card-not-turned", "the dealer did not turn the last stock card: -10 to seat 1 (the audit's sheet 96, 19)",
             [96, 29], ((0, None, "ACA-PENALTY-LAST-CARD", "illegal-action"), (0, None, "ACA-AUDIT-PHYSICAL", "wrong-fact")),
             change=_set("last_card_turned", False)),
    Physical("physical-exposed", "two stock cards exposed (J♣ Q♠): -10 to the dealer, seat 1 (the audit's sheet 96, 19)", [96, 29],
             ((0, None, "ACA-PENALTY-EXPOSED", "illegal-action"), (0, None, "ACA-AUDIT-PHYSICAL", "wrong-fact")),
             change=_set("exposed", ["JC", "QS"])),
    Physical("physical-not-shown", "seat 0's accepted tercia not shown: -10 to seat 0, the tercia still scores "
             "(the audit's sheet 86, 29)", [96, 29],
             ((0, None, "ACA-PENALTY-NOT-SHOWN", "illegal-action"), (0, None, "ACA-AUDIT-PHYSICAL", "wrong-fact")),
             change=_set("shows", [])),
    Physical("physical-must-trump", "trick 6: seat 1, void in ♣ with a trump, plays Q♥: reported under "
             "ACA-PLAY-MUST-TRUMP without points; the sheets agree (99, 26)", [99, 26],
             ((0, 16, "ACA-PLAY-MUST-TRUMP", "illegal-action"),),
             tricks=[(0, "7♦ A♦"), (1, "K♦ 9♦"), (1, "9♠ J♠"), (0, "A♣ 8♣"), (0, "K♣ 9♣"), (0, "Q♣ Q♥"), (0, "8♥ A♥"),
                     (1, "K♥ 7♠"), (0, "10♠ 8♠")]),
)
"""Physical negatives: each fault with the departures the audit must report, worked out by hand
(action indices count the 3 bids, then trick 1's two announcements and two cards, then two
cards a trick: trick k's cards are actions 2k+3 and 2k+4 for k >= 2)."""


# --- physical records of several partial games, from seeded goldens -------------------------------------
@dataclass(frozen=True)
class Across:
    """A physical record of partial games of seeded goldens (``games``: (golden, game index),
    played as recorded there), with the lines the players wrote (``lines``, one per game, pots
    taken included); a negative if ``expected`` lists departures (partial game index, action
    index, clause, kind), worked out by hand in ``description``."""

    name: str
    description: str
    base: str
    games: tuple[tuple[str, int], ...]
    lines: tuple[tuple[int | None, ...], ...]
    expected: tuple[tuple[int | None, int | None, str, str], ...] = ()


ACROSS = (
    Across("physical-pot-carried",
           "games 1 and 2 of golden three-players recorded at a physical table: in game 1 seat 1, the maker, makes "
           "17 raw against seat 0's 67 and seat 2's 40: his 17 wait in a pot for seats 0 and 2 (ACA-SCORE-POTS); in "
           "game 2 seat 2 makes 63 raw against seat 0's 3 and takes the pot: the players write 3, 151, 0 + 17 = 17; "
           "no fault", "three-players", (("three-players", 0), ("three-players", 1)), ((67, 0, 40), (3, 151, 17))),
    Across("physical-elimination-carried",
           "the two games of golden three-players-claims recorded at a physical table: in game 1 seat 2 says «he "
           "terminado» with 23 at trick 7, wrongly: the game stops (seat 0 writes 85, seat 1 0) and seat 2 leaves the "
           "match (ACA-CLAIM-ELIMINATION); game 2 is dealt by seat 1 to seats 0 and 1 only, and seat 1's wrong claim "
           "at two players gives the match to seat 0 (ACA-CLAIM-WRONG); no fault",
           "three-players-claims", (("three-players-claims", 0), ("three-players-claims", 1)), ((85, 0, None), (None, None, None))),
)
"""Physical goldens of several partial games: the pots and the seats in play carried from one game
to the next (ACA-AUDIT-PHYSICAL)."""

ACROSS_NEGATIVES = (
    Across("physical-pot-not-carried",
           "as physical-pot-carried, but the players forgot the pot in game 2: seat 2 wrote 0, not 0 + 17 (the pot "
           "of game 1, which seat 2 takes with 63 raw against seat 0's 3)", "three-players",
           (("three-players", 0), ("three-players", 1)), ((67, 0, 40), (3, 151, 0)),
           ((1, None, "ACA-SCORE-POTS", "wrong-fact"),)),
    Across("physical-out-playing-on",
           "game 1 of golden three-players-claims (seat 2 claims wrongly and leaves the match), then seat 1 deals "
           "game 2 to all three seats and seat 2, the mano of a 3-player deal by seat 1, bids first (action 0): a seat "
           "that has left plays on (ACA-CLAIM-ELIMINATION); that game is not replayed",
           "three-players-claims", (("three-players-claims", 0), ("three-players", 1)), ((85, 0, None), (3, 151, 0)),
           ((1, 0, "ACA-CLAIM-ELIMINATION", "illegal-action"),)),
)
"""Physical negatives whose fault shows only across partial games."""


def across(a: Across, goldens: dict[str, Json]) -> Json:
    """The physical record ``a`` from the seeded ``goldens``."""
    base = goldens[a.base]
    hands = []
    for number, ((name, k), line) in enumerate(zip(a.games, a.lines), 1):
        hj = goldens[name]["hands"][k]
        hands.append({"number": number, "dealer": hj["dealer"], "order": list(hj["order"]),
                      "actions": copy.deepcopy(hj["actions"]), "line": list(line)})
    seats = [{"seat": s["seat"], "side": s["side"], "name": f"player-{s['seat']}", "kind": "human"} for s in base["seats"]]
    doc: Json = {
        "format": "belote-ref-transcript", "format_version": FORMAT_VERSION, "profile": "belote-acanomas",
        "ruleset": copy.deepcopy(base["ruleset"]), "physical": True, "seats": seats,
        "first_dealer": hands[0]["dealer"], "start": {"totals": [0] * len(seats)},
        "metadata": {"title": a.name.replace("-", " "), "description": a.description, "recipe": f"acanomas:{a.name}",
                     "clauses": sorted({"ACA-AUDIT-PHYSICAL", *(e[2] for e in a.expected)})},
        "hands": hands,
    }
    if a.expected:
        doc["expected_departures"] = [{"hand": h, "action_index": i, "clause": c, "kind": k} for h, i, c, k in a.expected]
    return doc


# --- scripted goldens: chosen hands, bids, announcements and tricks ------------------------------------
@dataclass(frozen=True)
class Scripted:
    """A golden written by hand: one partial game under ``options`` (default 2 players), seat
    ``dealer`` dealing, from chosen hands (by seat; at four players the taker's holds the turned
    card, as :func:`belote_ref.deal.order_for_hands`), turned card, bids (JSON forms, the
    exchange step's answers included), announcements (by seat, as said) and tricks (leader,
    cards in the order played); with ``rest``, the tricks after those listed are played by the
    lowest legal card (card order ♣ ♦ ♥ ♠, 7 to A) of the seat to act; optionally the totals
    banked before it, a claim (after trick ``claim[0]``, by seat ``claim[1]``), attempts the
    engine must refuse (``(before action index, action JSON)``) and the views of seats to record
    (``(before action index, seat)``)."""

    name: str
    description: str
    hands: tuple[str, ...]
    turned: str
    bids: tuple[Json, ...]
    announced: dict[int, tuple[str, ...]]
    tricks: tuple[tuple[int, str], ...]
    start: tuple[int, ...] | None = None
    claim: tuple[int, int] | None = None
    refused: tuple[tuple[int, Json], ...] = ()
    views: tuple[tuple[int, int], ...] = ()
    options: dict[str, Any] = field(default_factory=lambda: {"players": 2})
    dealer: int = 1
    rest: bool = False


def _played_out(rules: Any, dealer: int, start: tuple[int, ...] | None, order: Any, actions: list[Any]) -> list[Any]:
    """``actions``, then the lowest legal card of each seat to act until the partial game ends
    (a scripted recipe's ``rest``)."""
    game = Game(rules, dealer, start)
    game.deal(order)
    for a in actions:
        game.apply(a)
    out = list(actions)
    while game.phase in ("first_trick", "tricks"):
        play = min((a for a in game.legal_actions() if type(a) is Play), key=lambda a: int(a.card))
        game.apply(play)
        out.append(play)
    return out


def scripted(g: Scripted) -> Json:
    """The golden of a scripted recipe, written by replaying it through the engine (which raises
    if an action is illegal or an attempt is not refused)."""
    rules: Any = rules_for(make_ruleset(g.options))
    seats = rules.seats
    hands = [parse_cards(h) for h in g.hands]
    turned = parse_card(g.turned)
    held = {*(c for h in hands for c in h), turned}
    stock = [c for c in CARDS if c not in held]
    taker = next(b["seat"] for b in g.bids if b["type"] == "take")
    order = order_for_hands(hands, g.dealer, taker, turned, rules.in_play, seats, stock, rules.ruleset.first_deal)
    actions: list[Any] = list(g.bids)
    for k, (leader, cards) in enumerate(g.tricks):
        for n, c in enumerate(parse_cards(cards)):
            seat = rules.turn[leader][n]
            if k == 0:
                actions.append(Announce(seat, tuple(parse_combination_text(t) for t in g.announced.get(seat, ()))))
            actions.append(Play(seat, c))
        if g.claim is not None and g.claim[0] == k + 1:
            actions.append(Claim(g.claim[1]))
            break
    if g.rest:
        from .actions import action_from_json

        actions = _played_out(rules, g.dealer, g.start, order,
                              [action_from_json(a, seats) if isinstance(a, dict) else a for a in actions])
    players = [Player(f"player-{'ABCD'[s]}", "human", None) for s in range(seats)]
    sides = 2 if rules.pairs else seats
    doc = build_transcript([HandInput(order, actions, g.refused, g.views)], rules, g.dealer, g.start or (0,) * sides,
                           players=players,
                           metadata={"title": g.name.replace("-", " "), "description": g.description,
                            "recipe": f"acanomas-scripted:{g.name}"})
    doc["metadata"]["clauses"] = sorted(exercised(doc))
    return doc


SCRIPTED = (
    Scripted("scripted-tie-refusals-views",
             "the running example played live: exactly tied tercias al as (♣ and ♥, trump ♠), the mano's wins "
             "(seat 0 20, seat 1 anulada); a coinche and a take of all-trump refused (ACA-BID-OTHER-CALLS), a bid out "
             "of turn, a card of the stock (Q♠) played, a play out of turn and seat 0's 7♠ on A♥ holding 8♥ refused (ACA-LIVE-REFUSALS); both seats' "
             "views after trick 1 and at the end; the game ends 96, 29",
             RUNNING["hands"], RUNNING["turned"],  # type: ignore[arg-type]
             ({"type": "pass", "seat": 0}, {"type": "pass", "seat": 1}, {"type": "take", "seat": 0, "suit": "S"}),
             {0: ("tercia al as de ♣",), 1: ("tercia al as de ♥",)}, tuple(RUNNING["tricks"]),  # type: ignore[arg-type]
             refused=((0, {"type": "coinche", "seat": 0}), (0, {"type": "take", "seat": 0, "suit": "all-trump"}),
                      (0, {"type": "pass", "seat": 1}), (4, {"type": "play", "seat": 0, "card": "QS"}), (17, {"type": "play", "seat": 0, "card": "8H"}),
                      (18, {"type": "play", "seat": 0, "card": "7S"})),
             views=((7, 0), (7, 1), (21, 0))),
    Scripted("scripted-claim-right",
             "the running example from banked totals 950 and 900 (target 1000): after trick 3 seat 0 counts "
             "950 + 20 (tercia al as ♣) + 34 (9♠ J♠) = 1004 and says «he terminado»: a correct claim, he wins the "
             "match at once; his line is 1004 - 950 = 54, seat 1 writes nothing",
             RUNNING["hands"], RUNNING["turned"],  # type: ignore[arg-type]
             ({"type": "pass", "seat": 0}, {"type": "pass", "seat": 1}, {"type": "take", "seat": 0, "suit": "S"}),
             {0: ("tercia al as de ♣",), 1: ("tercia al as de ♥",)}, tuple(RUNNING["tricks"]),  # type: ignore[arg-type]
             start=(950, 900), claim=(3, 0)),
    Scripted("scripted-brelan-voids-runs",
             "seat 0 holds K♦ Q♦ J♦ 10♦ 9♦ 8♦, one quinta al rey (a 6-card run); his «cuarta al rey de ♦» is refused "
             "(ACA-COMB-RUNS) and he announces the quinta; seat 1 announces a brelán de ases: the quinta is sin valor "
             "(ACA-COMB-BRELAN-VOIDS), the brelán aceptada 100",
             ("K♦ Q♦ J♦ 10♦ 9♦ 8♦ 7♣ 8♣ 7♥", "A♣ A♦ A♥ A♠ 10♣ 10♥ 9♠ J♣ Q♥"), "J♠",
             ({"type": "take", "seat": 0, "suit": "S"}, {"type": "pass", "seat": 0}, {"type": "pass", "seat": 1}),
             {0: ("quinta al rey de ♦",), 1: ("brelán de ases",)},
             ((0, "7♣ 10♣"), (1, "J♣ 8♣"), (1, "A♣ 8♦"), (1, "A♦ 9♦"), (1, "10♥ 7♥"), (1, "Q♥ 10♦"), (1, "A♥ J♦"),
              (1, "9♠ Q♦"), (1, "A♠ K♦")),
             refused=((3, {"type": "announce", "seat": 0,
                           "combinations": [{"kind": "escalera", "length": 4, "top": "K", "suit": "D"}]}),)),
    Scripted("scripted-three-players-refusals-views",
             "3 players, seat 2 deals, seat 0 (the mano) takes the turned 7♠ in round 1; seat 0 announces a tercia al "
             "nueve de ♦, seat 2 a quinta al as de ♦ (aceptada, 100; the tercia anulada); trick 1 A♥ 9♥ Q♠, won by "
             "seat 2's trump; the rest played by the lowest legal card. Refused: a take by seat 1 out of turn "
             "(ACA-BID-TURN), a take of ♥ in round 1 (ACA-BID-ROUND1), seat 0's tercia al as de ♥ not held "
             "(ACA-COMB-ANNOUNCE), seat 1's J♠ holding hearts (ACA-PLAY-FOLLOW-SUIT), seat 1's claim in trick 1 "
             "(ACA-CLAIM-WHEN), seat 2's 10♦ void in ♥ with a trump while seat 0 is master (ACA-PLAY-MUST-TRUMP: no "
             "partner to spare him); views of seat 1 before the first bid and of seat 2 after trick 1",
             ("A♠ 10♠ K♠ A♥ 10♥ K♥ 7♦ 8♦ 9♦", "J♠ 9♠ 8♠ Q♥ J♥ 9♥ A♣ 10♣ K♣", "Q♠ A♦ 10♦ K♦ Q♦ J♦ Q♣ J♣ 9♣"), "7♠",
             ({"type": "take", "seat": 0, "suit": "S"},),
             {0: ("tercia al nueve de ♦",), 2: ("quinta al as de ♦",)},
             ((0, "A♥ 9♥ Q♠"),),
             refused=((0, {"type": "take", "seat": 1, "suit": "S"}), (0, {"type": "take", "seat": 0, "suit": "H"}),
                      (1, {"type": "announce", "seat": 0,
                           "combinations": [{"kind": "escalera", "length": 3, "top": "A", "suit": "H"}]}),
                      (4, {"type": "play", "seat": 1, "card": "JS"}), (4, {"type": "claim", "seat": 1}),
                      (6, {"type": "play", "seat": 2, "card": "10D"})),
             views=((0, 1), (7, 2)), options={"players": 3}, dealer=2, rest=True),
    Scripted("scripted-four-players-refusals-views",
             "4 players each for himself, seat 3 deals, seat 0 passes and seat 1 takes the turned J♥; quintas al as "
             "of ♠ (seat 0) and ♣ (seat 2) exactly tied, neither of trump: the mano's wins (ACA-COMB-TIE), seat 1's "
             "cuarta and seat 3's tercia anuladas; tricks A♠ 10♥ Q♦ 7♠, 7♦ A♦ J♦ 7♣, A♣ 7♥ 8♣ J♥, the rest by the "
             "lowest legal card. Refused: a take by seat 1 out of turn (ACA-BID-TURN), a take of ♠ in round 1 "
             "(ACA-BID-ROUND1), seat 1's 7♦ void in ♠ (ACA-PLAY-MUST-TRUMP), seat 3's K♥ holding 7♠ "
             "(ACA-PLAY-FOLLOW-SUIT), seat 3's 8♠ void in ♣ (ACA-PLAY-MUST-TRUMP), seat 1's 8♦ over seat 3's 7♥ "
             "(ACA-PLAY-OVERTRUMP: each for himself); views of seat 2 before the first bid, seat 3 before his card of "
             "trick 1, seat 1 before his card of trick 3",
             ("A♠ 10♠ K♠ Q♠ J♠ 7♣ 8♣ 9♣", "9♥ A♥ 10♥ 7♦ 8♦ J♥ 9♦ 10♦", "A♣ 10♣ K♣ Q♣ J♣ A♦ K♦ Q♦",
              "K♥ Q♥ 8♥ 7♥ J♦ 7♠ 8♠ 9♠"), "J♥",
             ({"type": "pass", "seat": 0}, {"type": "take", "seat": 1, "suit": "H"}),
             {0: ("quinta al as de ♠",), 1: ("cuarta al diez de ♦",), 2: ("quinta al as de ♣",), 3: ("tercia al nueve de ♠",)},
             ((0, "A♠ 10♥ Q♦ 7♠"), (1, "7♦ A♦ J♦ 7♣"), (2, "A♣ 7♥ 8♣ J♥")),
             refused=((0, {"type": "take", "seat": 1, "suit": "H"}), (1, {"type": "take", "seat": 1, "suit": "S"}),
                      (5, {"type": "play", "seat": 1, "card": "7D"}), (9, {"type": "play", "seat": 3, "card": "KH"}),
                      (15, {"type": "play", "seat": 3, "card": "8S"}), (17, {"type": "play", "seat": 1, "card": "8D"})),
             views=((0, 2), (9, 3), (17, 1)), options={"players": 4}, dealer=3, rest=True),
    Scripted("scripted-pairs-refusals-views",
             "the deal of scripted-four-players-refusals-views played in pairs (seats 0 and 2 against 1 and 3): both "
             "quintas al as of pair 0 aceptadas, 100 each (ACA-COMB-PAIRS); in trick 3 seat 1, void in ♣ while his "
             "partner seat 3 is master with 7♥, may discard 8♦ (ACA-PLAY-PAIRS: the team rules), which he plays. "
             "Refused: a take by seat 1 out of turn (ACA-BID-TURN), a take of ♠ in round 1 (ACA-BID-ROUND1), seat "
             "1's 7♦ void in ♠, seat 0 master (ACA-PLAY-MUST-TRUMP), seat 3's K♥ holding 7♠ (ACA-PLAY-FOLLOW-SUIT), "
             "seat 3's 8♠ void in ♣ with seat 2 master (ACA-PLAY-MUST-TRUMP); the same three views",
             ("A♠ 10♠ K♠ Q♠ J♠ 7♣ 8♣ 9♣", "9♥ A♥ 10♥ 7♦ 8♦ J♥ 9♦ 10♦", "A♣ 10♣ K♣ Q♣ J♣ A♦ K♦ Q♦",
              "K♥ Q♥ 8♥ 7♥ J♦ 7♠ 8♠ 9♠"), "J♥",
             ({"type": "pass", "seat": 0}, {"type": "take", "seat": 1, "suit": "H"}),
             {0: ("quinta al as de ♠",), 1: ("cuarta al diez de ♦",), 2: ("quinta al as de ♣",), 3: ("tercia al nueve de ♠",)},
             ((0, "A♠ 10♥ Q♦ 7♠"), (1, "7♦ A♦ J♦ 7♣"), (2, "A♣ 7♥ 8♣ 8♦")),
             refused=((0, {"type": "take", "seat": 1, "suit": "H"}), (1, {"type": "take", "seat": 1, "suit": "S"}),
                      (5, {"type": "play", "seat": 1, "card": "7D"}), (9, {"type": "play", "seat": 3, "card": "KH"}),
                      (15, {"type": "play", "seat": 3, "card": "8S"})),
             views=((0, 2), (9, 3), (17, 1)), options={"players": 4, "pairs": True}, dealer=3, rest=True),
)
"""Scripted goldens: each exercises clauses no seeded golden reaches (their descriptions worked
out by hand from spec/acanomas/)."""


# --- negatives of the goldens ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Negative:
    name: str
    base: str
    description: str
    mutate: Callable[[Json], tuple[int | None, int | None]]
    """Changes the document; returns (partial game index, action index) of the departure."""
    clause: str
    kind: str


def _first(doc: Json, has: Callable[[Json], bool]) -> int:
    return next(i for i, h in enumerate(doc["hands"]) if has(h))


def _wrong_line(doc: Json) -> tuple[int | None, int | None]:
    i = _first(doc, lambda h: h["facts"].get("line") is not None and not h["facts"]["void"])
    doc["hands"][i]["facts"]["line"]["totals"][0] += 10
    return i, None


def _wrong_winner(doc: Json) -> tuple[int | None, int | None]:
    i = _first(doc, lambda h: bool(h["facts"].get("tricks")))
    t = doc["hands"][i]["facts"]["tricks"][0]
    t["winner"] = (t["winner"] + 1) % len(t["cards"])
    return i, None


def _bid_out_of_turn(doc: Json) -> tuple[int | None, int | None]:
    a = doc["hands"][0]["actions"][0]
    a["seat"] = (a["seat"] + 1) % len(doc["seats"])
    return 0, 0


def _wrong_dealer(doc: Json) -> tuple[int | None, int | None]:
    h = doc["hands"][1]
    h["dealer"] = (h["dealer"] + 1) % len(doc["seats"])
    return 1, None


def _wrong_verdict(doc: Json) -> tuple[int | None, int | None]:
    i = _first(doc, lambda h: bool(h["facts"].get("verdicts")))
    v = doc["hands"][i]["facts"]["verdicts"][0]
    v["verdict"] = "anulada" if v["verdict"] == ACEPTADA else ACEPTADA
    return i, None


def _wrong_result(doc: Json) -> tuple[int | None, int | None]:
    doc["result"]["totals"][0] += 1
    return None, None


def _card_not_held(doc: Json) -> tuple[int | None, int | None]:
    """The first card of the first played game replaced by a card of the stock (never held)."""
    i = _first(doc, lambda h: bool(h["facts"].get("tricks")))
    h = doc["hands"][i]
    j = next(k for k, a in enumerate(h["actions"]) if a["type"] == "play")
    h["actions"][j]["card"] = h["facts"]["last_card"] or h["order"][-1]
    return i, j


NEGATIVES = (
    Negative("wrong-line", "three-players", "a partial game's line carries a running total 10 too high",
             _wrong_line, "ACA-SCORE-ITEMS", "wrong-fact"),
    Negative("wrong-trick-winner", "two-players", "trick 1's winner recorded as the other player", _wrong_winner,
             "ACA-PLAY-TRICK-WINNER", "wrong-fact"),
    Negative("bid-out-of-turn", "three-players", "the first bid recorded by the seat after the mano", _bid_out_of_turn,
             "ACA-BID-TURN", "illegal-action"),
    Negative("wrong-dealer", "four-players", "the second partial game dealt by the wrong seat", _wrong_dealer,
             "ACA-MATCH-DEALER", "wrong-fact"),
    Negative("wrong-verdict", "three-players", "the first verdict of the match recorded the other way", _wrong_verdict,
             "ACA-COMB-VERDICT", "wrong-fact"),
    Negative("wrong-result", "pairs", "the result's first total one point too high", _wrong_result,
             "ACA-MATCH-END", "wrong-fact"),
    Negative("card-not-held", "two-players", "the first card played is the turned-up last card of the stock",
             _card_not_held, "ACA-PLAY-CARD-IN-HAND", "illegal-action"),
)


def void_games(options: dict[str, Any], games: int, seed: int) -> Json:
    """A golden of ``games`` void partial games: everyone passes twice (ACA-BID-ALL-PASS), the
    card orders shuffled from ``seed``."""
    import random

    from ...deal import shuffled_order

    rng = random.Random(seed)
    game = Game(rules_for(make_ruleset(options)), 0)
    for _ in range(games):
        game.deal(shuffled_order(rng))
        while game.phase != "dealing":
            game.apply(Pass(game.to_act))  # type: ignore[arg-type]  # a seat is to act while bidding
    players = [Player(f"player-{s}", "human", None) for s in range(game.rules.seats)]
    doc = transcript_of(game, players=players, metadata={
        "title": "void games", "recipe": "acanomas:void-games", "seed": seed,
        "description": f"{games} void partial games at {game.rules.seats} players ({options}): the deal passes on"})
    doc["metadata"]["clauses"] = sorted(exercised(doc))
    return doc


def corpus_docs() -> dict[str, Json]:
    """Every file of ``corpus/acanomas/`` (path relative to it -> document)."""
    goldens = {g.name: simulated(g) for g in GOLDENS}
    goldens["void-games"] = void_games({"players": 3}, 2, 1)
    goldens["void-games-same-dealer"] = void_games({"players": 2, "all_pass": "same-dealer"}, 2, 2)
    goldens.update((g.name, scripted(g)) for g in SCRIPTED)
    out: dict[str, Json] = {f"golden/{name}.json": doc for name, doc in goldens.items()}
    for p in PHYSICAL:
        out[f"golden/{p.name}.json"] = _physical_record(p)
    for a in ACROSS:
        out[f"golden/{a.name}.json"] = across(a, goldens)
    for a in ACROSS_NEGATIVES:
        out[f"negative/{a.name}.json"] = across(a, goldens)
    for neg in NEGATIVES:
        doc = copy.deepcopy(goldens[neg.base])
        hand, action = neg.mutate(doc)
        doc["metadata"] = {"title": neg.name.replace("-", " "), "description": neg.description,
                           "clauses": [neg.clause], "recipe": f"acanomas-negative:{neg.name} (from golden {neg.base})",
                           "generator": doc["metadata"]["generator"]}
        doc["expected_departures"] = [{"hand": hand, "action_index": action, "clause": neg.clause, "kind": neg.kind}]
        out[f"negative/{neg.name}.json"] = doc
    for p in PHYSICAL_NEGATIVES:
        doc = _physical_record(p)
        doc["expected_departures"] = [{"hand": h, "action_index": a, "clause": c, "kind": k} for h, a, c, k in p.expected]
        out[f"negative/{p.name}.json"] = doc
    return out


# --- which clauses a transcript exercises ----------------------------------------------------------------
def exercised(doc: Json) -> set[str]:
    """The clauses a rule-following transcript of this profile exercises, found by replaying it:
    the deal of its player count, the obligation behind each card played
    (``rules.play_situation``), and what its facts show (verdicts, shows, claims, eliminations,
    capote, the maker test's case, pots, the end of the match)."""
    from .actions import action_from_json

    t = read_document(doc)
    rules: Any = rules_for(t.ruleset)
    out = {"ACA-SEATS-PLAYERS", "ACA-SEATS-ORDER", "ACA-CARDS-DECK", "ACA-DEAL-ORDER", "ACA-DEAL-TURNED",
           "ACA-RULESET-OPTIONS", "ACA-ACTIONS-FORM", "ACA-MATCH-PHASES"}
    game = Game(rules, doc["first_dealer"])
    if len(doc["hands"]) > 1:
        out.add("ACA-MATCH-DEALER")
    for hj in doc["hands"]:
        h = game.hand
        players = h.players
        out.add({2: "ACA-DEAL-TWO", 3: "ACA-DEAL-THREE", 4: "ACA-DEAL-FOUR"}[players])
        if players < 4:
            out.add("ACA-DEAL-STOCK")
        game.deal([parse_card(c) for c in hj["order"]])
        for j, aj in enumerate([*hj["actions"], None]):
            out.update(_refusals_exercised(game, [r["action"] for r in hj.get("refused", []) if r["before"] == j]))
            if any(v["before"] == j for v in hj.get("views", [])):
                out.add("ACA-VIEW-PLAYER")  # the audit compares it with belote_ref.profiles.acanomas.view.player_view
            if aj is None:
                break
            if game.phase in ("first_trick", "tricks") and aj["type"] == "play":
                seat = game.to_act
                out.add(rules_for(h.rules).play_situation(h.holding(seat), h.trick, h.trump))
            action = action_from_json(aj, rules.seats)
            if isinstance(action, Announce) and _reads_runs(action, game.holding(action.seat)):
                out.add("ACA-COMB-RUNS")
            game.apply(action)
        f = hj["facts"]
        out.add("ACA-BID-ALL-PASS" if f["void"] else f"ACA-BID-ROUND{f['bid_round']}")
        if not f["void"]:
            out.update(("ACA-BID-MAKER", "ACA-COMB-ANNOUNCE", "ACA-PLAY-TURN"))
            if f["exchange"]:
                out.add("ACA-DEAL-EXCHANGE")
            if f["tricks"]:
                out.update(("ACA-PLAY-TRICK-WINNER", "ACA-CARDS-POINTS"))
            if f["verdicts"]:
                out.update(("ACA-COMB-VERDICT", "ACA-COMB-KINDS"))
                if rules.pairs:
                    out.add("ACA-COMB-PAIRS")
                if any(v["combination"]["kind"] != BRELAN for v in f["verdicts"]):
                    out.update(("ACA-COMB-ESCALERA", "ACA-CARDS-RUN-ORDER"))
                if any(v["verdict"] == ACEPTADA for v in f["verdicts"]):
                    out.add("ACA-COMB-SHOW")
                if any(v["combination"]["kind"] == BRELAN for v in f["verdicts"]):
                    out.add("ACA-COMB-BRELAN")
                if any(v["verdict"] == SIN_VALOR for v in f["verdicts"]):
                    out.add("ACA-COMB-BRELAN-VOIDS")
                if _tied(f["verdicts"], "CDHS".index(f["trump"]), rules.side_of):
                    out.add("ACA-COMB-TIE")
            if f["claim"]:
                out.update(("ACA-CLAIM-WHEN", "ACA-CLAIM-COUNT"))
                out.add("ACA-CLAIM-RIGHT" if f["claim"]["correct"] else "ACA-CLAIM-WRONG")
        line = f.get("line")
        if line:
            out.add("ACA-SCORE-ITEMS")
            if line["left"] is not None:
                out.add("ACA-CLAIM-ELIMINATION")
            if line["kind"] == "stopped":
                out.add("ACA-CLAIM-STOPPED")
            score = line["score"]
            if score and any(li["belote"] for li in score["lines"].values()):
                out.add("ACA-COMB-BELOTE")
            if score and any(li["combinations"] for li in score["lines"].values()):
                out.add("ACA-COMB-TRICK")
            if score and not score["stopped"]:
                out.add("ACA-SCORE-MAKER")
                if rules.pairs:
                    out.add("ACA-SCORE-PAIRS")
                if any(li["capote"] for li in score["lines"].values()):
                    out.add("ACA-SCORE-CAPOTE")
                if any(li["last_trick"] for li in score["lines"].values()):
                    out.add("ACA-SCORE-LAST-TRICK")
            if line["pot_made"] or line["pots_taken"]:
                out.add("ACA-SCORE-POTS")
    ledger: Any = game.ledger
    if ledger.winner is not None:
        out.add("ACA-MATCH-END")
        if ledger.lines and ledger.lines[-1].kind != "claim":
            out.add("ACA-MATCH-TARGET")
    return out


def _refusals_exercised(game: Game, attempts: list[Json]) -> set[str]:
    """The clauses the engine's refusals of ``attempts`` exercise (each tried on a copy): the
    refusal's own clause, and ACA-LIVE-REFUSALS for a fault of §14 refused live (a card the rules
    do not allow, an action out of turn)."""
    from .actions import action_from_json
    from ...errors import IllegalAction

    out: set[str] = set()
    for aj in attempts:
        try:
            game.copy().apply(action_from_json(aj, game.rules.seats))
        except IllegalAction as exc:
            out.add(exc.clause)
            if aj["type"] == "play" or aj.get("seat") != game.to_act:
                out.add("ACA-LIVE-REFUSALS")
    return out


def _reads_runs(action: Any, holding: list[Any]) -> bool:
    """An announced escalera read from a run the plain reading would get wrong (ACA-COMB-RUNS):
    part of a longer run (6 to 8 cards), or one of two escaleras of a suit with a gap."""
    from .combinations import ESCALERA, escaleras_in

    mask = sum(1 << int(c) for c in holding)
    held = escaleras_in(mask)
    for c in action.combinations:
        if c.kind != ESCALERA:
            continue
        below = int(c.rank) - c.length
        if (below >= 0 and mask >> (8 * int(c.suit) + below) & 1) or sum(e.suit == c.suit for e in held) > 1:
            return True
    return False


def _tied(verdicts: list[Json], trump: int, side_of: Callable[[int], int]) -> bool:
    """The best announced escaleras of two or more sides exactly tied (ACA-COMB-TIE)."""
    from .combinations import ESCALERA, escalera_key
    from .transcript import combination_of

    keys = [(escalera_key(combination_of(v["combination"]), trump), side_of(v["seat"]))
            for v in verdicts if v["combination"]["kind"] == ESCALERA]
    if not keys:
        return False
    best = max(k for k, _ in keys)
    return len({side for k, side in keys if k == best}) > 1


__all__ = ["ACROSS", "ACROSS_NEGATIVES", "GOLDENS", "NEGATIVES", "PHYSICAL", "PHYSICAL_NEGATIVES", "SCRIPTED", "corpus_docs", "exercised", "scripted"]
