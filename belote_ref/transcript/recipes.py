"""The recipes of the golden corpus: hand-picked deals (each seat's eight cards, seat 0 first,
for the dealer the recipe gives) and scripted actions; and the negative goldens, each a golden
broken in one place with the departures the audit must report, worked out by hand.

This module is data (and the shapes of that data); :mod:`belote_ref.transcript.corpus` builds
the files from it and describes the script tokens.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Callable

Json = dict[str, Any]


@dataclass(frozen=True)
class HandRecipe:
    """One hand: each seat's cards (seat 0 first), the turned card, the taker the order is
    built for, and the script. ``order`` (32 cards) may be given instead of the hands."""

    script: str
    hands: tuple[str, str, str, str] | None = None
    turned: str | None = None
    taker: int | None = None
    order: str | None = None


@dataclass(frozen=True)
class Recipe:
    name: str
    title: str
    description: str
    clauses: tuple[str, ...]
    hands: tuple[HandRecipe, ...]
    options: Json = field(default_factory=dict)
    first_dealer: int = 0
    start_totals: tuple[int, int] = (0, 0)
    start_disputed: int = 0


@dataclass(frozen=True)
class Negative:
    """A golden broken in one place; ``expected`` lists the departures the audit must report,
    as (hand index, action index, clause, kind)."""

    name: str
    base: str
    description: str
    mutate: Callable[[Json], None]
    expected: tuple[tuple[int | None, int | None, str, str], ...]
    clauses: tuple[str, ...] = ()


def rot(hr: HandRecipe, k: int) -> HandRecipe:
    """The same deal turned ``k`` seats on: for a dealer ``k`` seats further, the same cards
    reach the same positions relative to the dealer (the script is unchanged)."""
    assert hr.hands is not None and hr.taker is not None
    hands = [""] * 4
    for s in range(4):
        hands[(s + k) % 4] = hr.hands[s]
    return HandRecipe(hr.script, (hands[0], hands[1], hands[2], hands[3]), hr.turned, (hr.taker + k) % 4)


# --- the deals (dealer seat 0) ---------------------------------------------------------------
OBLIGATIONS = HandRecipe(
    # Spades trump, taken by seat 2 in round 1. Every obligation of trick play occurs, and each
    # refused attempt (!card) shows the card the rules forbid there.
    "?1 - S ?1 !AS !KH@3 KH !7C QH 8H 10H QC !8D 7S AC JC AH AS !8C 9S ?2 JH 10D 7D QD AD 7C 8C 10S !8D KS"
    " JS 7H !9C 8S 10C 9D 8D QS JD 9C KC KD 9H",
    ("QC JS JH 10S KD 9D 10H 7D", "QD 7S 7H KH KS 8D AH 9H", "7C QS AC AD 9C 8S QH AS",
     "10C JD 8H JC 8C KC 9S 10D"),
    "8S", 2,
)
OBLIGATIONS_ORDER = ("QD 7S 7H 7C QS AC 10C JD 8H QC JS JH KH KS AD 9C JC 8C 10S KD 8S 8D AH 9H QH AS KC 9S"
                     " 10D 9D 10H 7D")
MADE_BELOTE = HandRecipe(
    "- H 8C QC AC 9C JH 8S AH KH* 10S JS AS QH 9D 7H 7D 10D 8H JC 10H 9H KC 10C 7C 9S QS KD KS QD 8D JD 7S AD",
    ("7C AD KD 7D JC JS 8S 9C", "AS AH KS 8C 10H 8D 9S 10D", "KH 9D QH QC QD 9H JD KC",
     "AC 7S 8H JH 10S QS 10C 7H"),
    "9H", 2,
)
FAILED_BELOTE_ROUND2 = HandRecipe(
    "- - - - !S C AS 9S 8S JS JH 7H KH QH AH 8H 10H 9H KD 10D 7D QD AD QC* 8D 7S 8C 9C 10C 7C JC AC 10S KC"
    " JD KS 9D QS",
    ("7C 9D 10D QH AD 8H 10S JS", "QS 10H JH 7D 8C AS QC KC", "QD JC JD 9C 8D 9H 7H 9S",
     "AH AC KH 8S 10C KD 7S KS"),
    "AS", 1,
)
FAILED_NO_BELOTE = HandRecipe(
    "C 7H AH 7C 8H QC 9C KC AD 10C 9H QS JC 10S 7S JS AS JH QD KD KH 7D JD 10D 8C KS 8S QH 9S AC 10H 8D 9D",
    ("AC KD 8H 8C 7S KS 9C 10C", "7H 8S 9H KH JS KC 10H 7D", "AS QS JH AD JD 8D QH AH",
     "7C JC 9D QD 10S QC 9S 10D"),
    "KC", 1,
)
CAPOT_TAKERS = HandRecipe(
    "C 10C 10S AC 9H 7H 8H KH JH AD QD KD 10D KC AS 9C JS 10H 7D 9D QH QC QS JC 8D 7S KS 7C 8S 8C 9S JD AH",
    ("8H 9S 8S 7D 10D JS 9H QS", "JD KH AD 10C 9D JC KC 7S", "10S QD KS AS AH JH QH 8D",
     "10H QC 9C 7C KD AC 8C 7H"),
    "JC", 1,
)
CAPOT_DEFENDERS = HandRecipe(
    "- H QH AH JH 10H 9H 10D KH 8S 9S 7S 10S JS JD 9D 7H QD 10C 8C 9C QC 8H AD 7D KC AS AC KS JC QS 8D KD 7C",
    ("10D AC 10H QD 8C AD 7S 8D", "10S JD KD 9C KH 7D QH KS", "9D 7C JS JC KC AH QC 8S",
     "8H 9H JH 10C QS 9S AS 7H"),
    "AH", 2,
)
TIE_PLAIN = HandRecipe(
    "- D 8C QC JD 9C KH 7H QH 9H KD 10D QD AD 7S 8S QS 10S 7C AC 8D KC 9S 7D JS KS JH AH 8H 10H 10C 9D AS JC",
    ("10D 9C 7D JH 7H KC QS JC", "JS QD QH AH 10S 10C 8C 7C", "KS 9H 8H QC 7S 9D AD AC",
     "KD 8S JD 10H 9S KH 8D AS"),
    "9D", 2,
)
TIE_WITH_BELOTE = HandRecipe(
    "D AD 8D 9D JD 9C 7C JC AC 8C 10C KC 9H AS QS 7S KD* 8H 7H 10H KH 7D 10D QD 9S KS QC 10S JS QH 8S JH AH",
    ("9C 10S JD AS QH 7H 9S 10C", "QS 10H 7D 7C JS AD KC 8S", "KH 10D 8D JH 9H JC KS 7S",
     "AC QD 8C 8H QC AH 9D KD"),
    "AD", 1,
)
VOID = HandRecipe("- - - - - - - -", CAPOT_TAKERS.hands, "JC", 1)
UNANNOUNCED = HandRecipe(
    "- - D 7D JD 8D 7C 7H KH 10H AD 10D 9H QD QC AC AS JC 9C 8C JH 9S 10C QS 8S JS KS QH 7S 9D 8H KC AH KD 10S",
    ("10S 7C 9C 10C 7S 10H QS QC", "9D AD 7D AC KC 10D 8S 8C", "9H AS 8H JS JD 7H JH AH",
     "JC KS QD 8D KH KD 9S QH"),
    "KD", 3,
)


def _with_script(hr: HandRecipe, script: str) -> HandRecipe:
    return HandRecipe(script, hr.hands, hr.turned, hr.taker, hr.order)


BASIC = ("SEATS-TEAMS", "CARDS-DECK", "DEAL-ORDER", "DEAL-FIRST", "DEAL-COMPLETION", "BID-TURN", "PLAY-TURN",
         "PLAY-TRICK-WINNER", "CARDS-POINTS", "SCORE-CARD-POINTS", "SCORE-CONTRACT")

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "obligations-in-trick-play",
        "Every obligation of trick play",
        "One hand with spades trump in which a seat must follow suit, must beat a trump lead, may play anything "
        "with its partner master, must trump, must overtrump, must undertrump and may discard; each refused "
        "attempt names the obligation it breaks, and three seat views show what a seat may see.",
        BASIC + ("BID-ROUND1", "PLAY-CARD-IN-HAND", "PLAY-FOLLOW-SUIT", "PLAY-TRUMP-LEAD", "PLAY-PARTNER-MASTER",
                 "PLAY-MUST-TRUMP", "PLAY-OVERTRUMP", "PLAY-UNDERTRUMP", "PLAY-DISCARD", "CARDS-TRUMP-ORDER",
                 "CARDS-PLAIN-ORDER", "SCORE-MADE", "VIEW-SEAT", "RULESET-OPTIONS"),
        (OBLIGATIONS,),
    ),
    Recipe(
        "round-1-take-made-with-belote",
        "Round 1 take, contract made with belote",
        "Seat 2 takes the turned heart in round 1 and announces belote with the king; the takers' 75 "
        "(65 in cards, 10 for the last trick) plus 20 for belote beat the defenders' 87, and the refused attempts show a card played during "
        "bidding, a bid out of turn, another suit named in round 1 and a pass during play.",
        BASIC + ("BID-ROUND1", "MATCH-PHASES", "PLAY-BELOTE", "SCORE-BELOTE", "SCORE-MADE"),
        (_with_script(MADE_BELOTE, "!7C@1 !-@2 !S - H !- " + MADE_BELOTE.script.split(" ", 2)[2]),),
    ),
    Recipe(
        "round-2-take-failed-with-belote",
        "Round 2 take, contract failed, the takers keep their belote",
        "Everyone passes the turned ace of spades, seat 1 names clubs in round 2 (naming spades is refused) "
        "and announces belote, but the takers' 77 do not beat 105: the defenders score 162 and the takers "
        "only their 20 for belote.",
        BASIC + ("BID-ROUND1", "BID-ROUND2", "PLAY-BELOTE", "SCORE-BELOTE", "SCORE-FAILED"),
        (FAILED_BELOTE_ROUND2,),
    ),
    Recipe(
        "failed-without-belote",
        "Contract failed without belote",
        "Seat 1 takes clubs in round 1 and makes only 57 against 105: the defenders score 162, the takers 0.",
        BASIC + ("BID-ROUND1", "SCORE-FAILED"),
        (FAILED_NO_BELOTE,),
    ),
    Recipe(
        "capot-by-takers",
        "Capot by the takers",
        "The takers win all eight tricks and score 252 (the last trick included), the defenders 0.",
        BASIC + ("BID-ROUND1", "SCORE-CAPOT", "SCORE-MADE"),
        (CAPOT_TAKERS,),
    ),
    Recipe(
        "capot-by-defenders",
        "Capot by the defenders",
        "The defenders win all eight tricks: the contract fails and the defenders score 252 instead of 162.",
        BASIC + ("BID-ROUND1", "SCORE-CAPOT", "SCORE-FAILED"),
        (CAPOT_DEFENDERS,),
    ),
    Recipe(
        "all-pass-void-hand",
        "All pass twice: a void hand, the next seat deals",
        "Everyone passes in both rounds, the hand is void and scores nothing, and seat 1 deals the next hand "
        "from a new card order.",
        BASIC + ("BID-ROUND1", "BID-ROUND2", "BID-ALL-PASS", "MATCH-DEALER", "SCORE-FAILED"),
        (VOID, rot(FAILED_NO_BELOTE, 1)),
    ),
    Recipe(
        "tie-resolved-next-hand",
        "A tie, its disputed points resolved one hand later",
        "The takers make 81 against 81: the defenders score their 81 now and the takers' 81 are held in "
        "dispute; the next hand's winners (the takers of a made contract) receive them.",
        BASIC + ("BID-ROUND1", "SCORE-DISPUTE", "SCORE-MADE", "MATCH-DEALER"),
        (TIE_PLAIN, rot(MADE_BELOTE, 1)),
    ),
    Recipe(
        "tie-resolved-two-hands-later",
        "A tie, a void hand, then the dispute resolved",
        "A tie puts 81 points in dispute, the next hand is void and resolves nothing, and the winners of the "
        "hand after it receive the 81.",
        BASIC + ("BID-ROUND1", "BID-ROUND2", "BID-ALL-PASS", "SCORE-DISPUTE", "SCORE-MADE", "MATCH-DEALER"),
        (TIE_PLAIN, rot(VOID, 1), rot(MADE_BELOTE, 2)),
    ),
    Recipe(
        "ties-accumulate",
        "Two ties in a row, the disputes accumulate",
        "A tie at 81 holds 81 points; a second tie at 91 (the takers' belote counted and scored at once) adds "
        "71; a capot in the third hand takes all 152 held points.",
        BASIC + ("BID-ROUND1", "PLAY-BELOTE", "SCORE-BELOTE", "SCORE-DISPUTE", "SCORE-CAPOT", "SCORE-MADE",
                 "MATCH-DEALER"),
        (TIE_PLAIN, rot(TIE_WITH_BELOTE, 1), rot(CAPOT_TAKERS, 2)),
    ),
    Recipe(
        "tie-pending-at-match-end",
        "A dispute still pending when the match ends",
        "Starting at 900-930, a tie gives the defenders 81 and the match to them at 1011; the takers' 81 "
        "held in dispute are lost to both teams.",
        BASIC + ("BID-ROUND1", "SCORE-DISPUTE", "MATCH-END"),
        (TIE_PLAIN,),
        start_totals=(900, 930),
    ),
    Recipe(
        "match-end-both-over-target",
        "Both teams pass the target: the higher total wins",
        "Starting at 950-960, the takers make 95 against 87 and both teams pass 1000; team 1 wins 1047 to "
        "1045 although its opponents made the contract.",
        BASIC + ("BID-ROUND1", "SCORE-MADE", "SCORE-BELOTE", "MATCH-END"),
        (MADE_BELOTE,),
        start_totals=(950, 960),
    ),
    Recipe(
        "match-end-equal-totals-play-on",
        "Equal totals over the target: another hand is played",
        "Starting at 955-963, a hand brings both teams to 1050; equal totals decide nothing, so seat 1 deals "
        "again and the next hand decides the match.",
        BASIC + ("BID-ROUND1", "SCORE-MADE", "SCORE-FAILED", "MATCH-END", "MATCH-DEALER"),
        (MADE_BELOTE, rot(FAILED_NO_BELOTE, 1)),
        start_totals=(955, 963),
    ),
    Recipe(
        "disabled-variants-refused",
        "Coinche, declarations, all-trump and no-trump are refused",
        "Under the canonical ruleset a coinche, a tierce, an all-trump and a no-trump bid are each refused "
        "and change nothing; the hand goes on to a capot by the takers.",
        BASIC + ("BID-ROUND1", "RULESET-DISABLED", "SCORE-CAPOT"),
        (_with_script(CAPOT_TAKERS, "!coinche !tierce !all-trump !no-trump " + CAPOT_TAKERS.script.replace(
            "10C 10S", "!coinche 10C !cent 10S", 1)),),
    ),
    Recipe(
        "belote-not-announced",
        "Belote held but not announced scores nothing",
        "Seat 3 holds the king and queen of trump but plays them without announcing belote: under the "
        "canonical ruleset nothing is scored for them.",
        BASIC + ("BID-ROUND1", "PLAY-BELOTE", "SCORE-BELOTE", "SCORE-MADE", "RULESET-OPTIONS"),
        (UNANNOUNCED,),
    ),
    Recipe(
        "option-belote-automatic",
        "Option belote=automatic: belote scored without an announcement",
        "The same hand as belote-not-announced under belote=automatic: seat 3's king and queen of trump score "
        "20 without a word, and an announcement is refused.",
        BASIC + ("BID-ROUND1", "PLAY-BELOTE", "SCORE-BELOTE", "SCORE-MADE", "RULESET-OPTIONS"),
        (_with_script(UNANNOUNCED, UNANNOUNCED.script.replace("QD", "!QD* QD", 1)),),
        options={"belote": "automatic"},
    ),
    Recipe(
        "option-tie-fail",
        "Option tie=fail: a tie fails the contract",
        "The hand of tie-resolved-next-hand under tie=fail: 81 against 81 is a failed contract, the defenders "
        "score 162 and nothing is held in dispute.",
        BASIC + ("BID-ROUND1", "SCORE-DISPUTE", "SCORE-FAILED", "RULESET-OPTIONS"),
        (TIE_PLAIN,),
        options={"tie": "fail"},
    ),
    Recipe(
        "option-undertrump-optional",
        "Option undertrump=optional: a discard where an undertrump was required",
        "The hand of obligations-in-trick-play under undertrump=optional: unable to overtrump, seat 1 "
        "discards the 8 of diamonds, which the canonical ruleset refuses; the hand is played out from there.",
        BASIC + ("BID-ROUND1", "PLAY-UNDERTRUMP", "PLAY-OVERTRUMP", "RULESET-OPTIONS"),
        (_with_script(OBLIGATIONS, "- S KH QH 8H 10H QC 7S AC JC AH AS 9S JH 10D 7D QD AD 7C 8C 10S 8D ..."),),
        options={"undertrump": "optional"},
    ),
    Recipe(
        "option-first-deal-2-3",
        "Option first_deal=2-3: the same card order deals other hands",
        "The card order of obligations-in-trick-play dealt two cards then three: each seat's first five cards "
        "differ, the turned card (the 21st) is the same, and the hand played out gives another score.",
        BASIC + ("BID-ROUND1", "RULESET-OPTIONS"),
        (HandRecipe("- S ...", order=OBLIGATIONS_ORDER),),
        options={"first_deal": "2-3"},
    ),
    Recipe(
        "option-all-pass-same-dealer",
        "Option all_pass=same-dealer: the same dealer deals again",
        "Everyone passes twice; under all_pass=same-dealer seat 0 deals the next hand again.",
        BASIC + ("BID-ROUND1", "BID-ROUND2", "BID-ALL-PASS", "MATCH-DEALER", "RULESET-OPTIONS"),
        (VOID, FAILED_NO_BELOTE),
        options={"all_pass": "same-dealer"},
    ),
    Recipe(
        "option-target-500",
        "Option target=500: the match ends at 500",
        "Starting at 420-380, a made contract brings team 0 to 515 and ends a match played to 500.",
        BASIC + ("BID-ROUND1", "SCORE-MADE", "MATCH-END", "RULESET-OPTIONS"),
        (MADE_BELOTE,),
        options={"target": 500},
        start_totals=(420, 380),
    ),
)


# --- the twins under belote=automatic ------------------------------------------------------------
AUTOMATIC = "belote-automatic"
"""The suffix of a twin: the same recipe under ``belote=automatic`` (issue 36), so that an engine
that supports only that value is still run on every situation of the corpus."""
NO_TWIN = ("belote-not-announced",)
"""Recipes with no twin: under belote=automatic a belote held but not announced does not exist
(its twin would be ``option-belote-automatic``)."""


def automatic_twin(recipe: Recipe) -> Recipe | None:
    """The twin of a recipe played under belote=announced (the canonical value): the same deals and
    actions under ``belote=automatic``, each card that announced belote played without the word
    (the pair scores for its holder by itself, SCORE-BELOTE); None for a recipe already under
    another belote value, or in :data:`NO_TWIN`."""
    if "belote" in recipe.options or recipe.name in NO_TWIN:
        return None

    def plain(script: str) -> str:
        return " ".join(t[:-1] if t.endswith("*") and not t.startswith("!") else t for t in script.split(" "))
    hands = tuple(HandRecipe(plain(h.script), h.hands, h.turned, h.taker, h.order) for h in recipe.hands)
    return Recipe(
        f"{recipe.name}-{AUTOMATIC}", f"{recipe.title} (belote=automatic)",
        f"The hands of {recipe.name} under belote=automatic: the same cards and play, no card announces "
        "belote, and a team that holds the trump king and queen scores 20 for them without a word.",
        tuple(dict.fromkeys(recipe.clauses + ("SCORE-BELOTE", "RULESET-OPTIONS"))), hands,
        {**recipe.options, "belote": "automatic"}, recipe.first_dealer, recipe.start_totals, recipe.start_disputed)


SIMULATED: tuple[tuple[str, int, str, str, tuple[str, ...]], ...] = (
    ("random-match-seed-1", 1, "A whole match between random legal players",
     "Random legal players (seed 1) play a canonical match to 1000: many positions to compare legal sets "
     "with, the dealer's rotation and the running totals up to the end of the match.",
     BASIC + ("BID-ROUND1", "BID-ROUND2", "PLAY-FOLLOW-SUIT", "PLAY-MUST-TRUMP", "PLAY-DISCARD", "SCORE-MADE",
              "SCORE-FAILED", "MATCH-DEALER", "MATCH-END")),
)


# --- negative goldens ------------------------------------------------------------------------
def _set(path: str, value: Any) -> Callable[[Json], None]:
    """A mutation that sets the value at a simple path like ``hands.0.actions.3.card``."""
    def mutate(doc: Json) -> None:
        parts: list[Any] = [int(p) if p.isdigit() else p for p in path.split(".")]
        target: Any = doc
        for p in parts[:-1]:
            target = target[p]
        target[parts[-1]] = value(target[parts[-1]]) if callable(value) else value
    return mutate


def _all(*mutations: Callable[[Json], None]) -> Callable[[Json], None]:
    def mutate(doc: Json) -> None:
        for m in mutations:
            m(doc)
    return mutate


def _insert_action(hand: int, index: int, action: Json) -> Callable[[Json], None]:
    def mutate(doc: Json) -> None:
        doc["hands"][hand]["actions"].insert(index, action)
        doc["hands"][hand].pop("legal", None)
    return mutate


def _drop_last_action(hand: int) -> Callable[[Json], None]:
    def mutate(doc: Json) -> None:
        doc["hands"][hand]["actions"].pop()
        doc["hands"][hand]["legal"].pop()
    return mutate


def _repeat_last_hand(doc: Json) -> None:
    extra = copy.deepcopy(doc["hands"][-1])
    extra["number"] += 1
    extra["dealer"] = (extra["dealer"] + 1) % 4
    doc["hands"].append(extra)


def _canonical_ruleset(doc: Json) -> None:
    doc["ruleset"] = {"id": "belote-classic-1.0.0", "options": dict(doc["ruleset"]["options"], all_pass="next-dealer")}


def _duplicate_card(doc: Json) -> None:
    order = doc["hands"][0]["order"]
    order[6] = order[5]


NEGATIVES: tuple[Negative, ...] = (
    Negative("revoke", "obligations-in-trick-play",
             "Seat 2 plays the 7 of clubs on a heart lead while holding the queen of hearts.",
             _set("hands.0.actions.3.card", "7C"), ((0, 3, "PLAY-FOLLOW-SUIT", "illegal-action"),)),
    Negative("missed-overtrump", "obligations-in-trick-play",
             "Seat 3, void in hearts after seat 2 trumped with the ace of spades, plays the 8 of clubs "
             "while holding the 9 of spades.",
             _set("hands.0.actions.12.card", "8C"), ((0, 12, "PLAY-OVERTRUMP", "illegal-action"),)),
    Negative("trump-not-played", "obligations-in-trick-play",
             "Seat 1, void in clubs with its partner not master, discards the 8 of diamonds while holding trumps.",
             _set("hands.0.actions.7.card", "8D"), ((0, 7, "PLAY-MUST-TRUMP", "illegal-action"),)),
    Negative("undertrump-missed", "obligations-in-trick-play",
             "Seat 1, unable to overtrump the 10 of spades, discards the 8 of diamonds instead of playing its "
             "lower trump, the king.",
             _set("hands.0.actions.21.card", "8D"), ((0, 21, "PLAY-UNDERTRUMP", "illegal-action"),)),
    Negative("trump-lead-not-beaten", "failed-without-belote",
             "On the queen of clubs (trump) led by seat 3, seat 0 plays the 8 of clubs while holding the 9, "
             "which beats the queen.",
             _set("hands.0.actions.6.card", "8C"), ((0, 6, "PLAY-TRUMP-LEAD", "illegal-action"),)),
    Negative("card-not-in-hand", "obligations-in-trick-play",
             "Seat 1 leads the ace of spades, which seat 2 holds.",
             _set("hands.0.actions.2.card", "AS"), ((0, 2, "PLAY-CARD-IN-HAND", "illegal-action"),)),
    Negative("play-out-of-turn", "obligations-in-trick-play",
             "Seat 3 is recorded leading the first trick, which the seat after the dealer (seat 1) leads.",
             _set("hands.0.actions.2.seat", 3), ((0, 2, "PLAY-TURN", "illegal-action"),)),
    Negative("bid-out-of-turn", "round-1-take-made-with-belote",
             "Seat 2 is recorded bidding first, before seat 1, the seat after the dealer.",
             _set("hands.0.actions.0.seat", 2), ((0, 0, "BID-TURN", "illegal-action"),)),
    Negative("round-1-other-suit", "round-1-take-made-with-belote",
             "Seat 2 takes spades in round 1, when only the turned suit (hearts) may be taken.",
             _set("hands.0.actions.1.suit", "S"), ((0, 1, "BID-ROUND1", "illegal-action"),)),
    Negative("round-2-turned-suit", "round-2-take-failed-with-belote",
             "Seat 1 names spades, the turned suit, in round 2.",
             _set("hands.0.actions.4.suit", "S"), ((0, 4, "BID-ROUND2", "illegal-action"),)),
    Negative("coinche-recorded", "round-1-take-made-with-belote",
             "A coinche is recorded as played: it is disabled in this version.",
             _insert_action(0, 0, {"type": "coinche", "seat": 1}), ((0, 0, "RULESET-DISABLED", "illegal-action"),)),
    Negative("belote-without-the-pair", "failed-without-belote",
             "Seat 3 announces belote with the queen of clubs (trump) without holding the king.",
             _set("hands.0.actions.5.announce", "belote"), ((0, 5, "PLAY-BELOTE", "illegal-action"),)),
    Negative("duplicate-card-in-order", "failed-without-belote",
             "The card order holds the jack of hearts twice and the 7 of clubs not at all: not a deal.",
             _duplicate_card, ((0, None, "DEAL-ORDER", "illegal-action"),)),
    Negative("wrong-turned-card", "failed-without-belote",
             "The recorded turned card is the 7 of clubs; the 21st card of the order is the king of clubs.",
             _set("hands.0.facts.turned", "7C"),
             ((0, None, "DEAL-FIRST", "wrong-fact"),)),
    Negative("wrong-trick-winner", "failed-without-belote",
             "The third trick is recorded as won by seat 0; the jack of clubs (trump) of seat 3 wins it.",
             _set("hands.0.facts.tricks.2.winner", 0), ((0, 12, "PLAY-TRICK-WINNER", "wrong-fact"),)),
    Negative("wrong-card-points", "failed-without-belote",
             "The defenders' card points are recorded as 94 instead of 95.",
             _set("hands.0.facts.score.card_points.0", 94), ((0, None, "SCORE-CARD-POINTS", "wrong-fact"),)),
    Negative("wrong-score-made", "round-1-take-made-with-belote",
             "The takers' score of a made contract is recorded as 105 instead of 95.",
             _set("hands.0.facts.score.scores.0", 105), ((0, None, "SCORE-MADE", "wrong-fact"),)),
    Negative("wrong-score-failed", "round-2-take-failed-with-belote",
             "A failed contract is recorded with the takers scoring 0: they keep their 20 for belote.",
             _set("hands.0.facts.score.scores.1", 0), ((0, None, "SCORE-FAILED", "wrong-fact"),)),
    Negative("capot-not-recorded", "capot-by-takers",
             "The takers won all eight tricks but the capot is recorded as none.",
             _set("hands.0.facts.score.capot", None), ((0, None, "SCORE-CAPOT", "wrong-fact"),)),
    Negative("dispute-given-to-the-wrong-team", "tie-resolved-next-hand",
             "The 81 disputed points are recorded as going to team 0; team 1 won the next hand.",
             _set("hands.1.facts.match.resolved.team", 0), ((1, None, "SCORE-DISPUTE", "wrong-fact"),)),
    Negative("wrong-dealer", "option-all-pass-same-dealer",
             "Seat 0 deals again after a void hand under the canonical ruleset, where the deal passes to seat 1; "
             "the void hand's recorded next dealer is wrong too, and the second hand, consistent with the "
             "recorded dealer, is checked from it.",
             _canonical_ruleset, ((0, None, "MATCH-DEALER", "wrong-fact"), (1, None, "MATCH-DEALER", "wrong-fact"))),
    Negative("hand-after-match-end", "match-end-both-over-target",
             "A hand is recorded after the match ended at 1045-1047.",
             _repeat_last_hand, ((1, None, "MATCH-END", "after-match-end"),)),
    Negative("wrong-match-winner", "match-end-both-over-target",
             "The result names team 0 the winner at 1045-1047.",
             _set("result.winner", 0), ((None, None, "MATCH-END", "wrong-fact"),)),
    Negative("incomplete-hand", "tie-resolved-next-hand",
             "The first hand stops after 31 cards; the next hand is still checked from the recorded totals.",
             _drop_last_action(0), ((0, 33, "MATCH-PHASES", "incomplete-hand"),)),
    Negative("wrong-legal-set", "obligations-in-trick-play",
             "The legal set recorded before action 3 lists the 7 of clubs, which seat 2 may not play on a heart "
             "lead while holding hearts.",
             _set("hands.0.legal.3", lambda v: v + ["7C"]),
             ((0, 3, "PLAY-FOLLOW-SUIT", "wrong-legal-actions"),)),
    Negative("refusal-of-a-legal-card", "obligations-in-trick-play",
             "A refused attempt is recorded for the queen of hearts, a card seat 2 may play there.",
             _set("hands.0.refused.2.action.card", "QH"), ((0, 3, "PLAY-FOLLOW-SUIT", "wrong-refusal"),)),
    Negative("view-shows-a-hidden-card", "obligations-in-trick-play",
             "Seat 1's view lists the ace of spades, a card of seat 2.",
             _set("hands.0.views.1.view.hand.0", "AS"), ((0, 2, "VIEW-SEAT", "wrong-view"),)),
    Negative("two-departures-in-two-hands", "tie-resolved-next-hand",
             "A revoke in the first hand (seat 2 plays the ace of diamonds on a club lead, holding clubs) and "
             "wrong card points in the second: the audit reports both, going on from the recorded totals after "
             "the hand it cannot finish.",
             _all(_set("hands.0.actions.3.card", "AD"), _set("hands.1.facts.score.card_points.0", lambda v: v + 1)),
             ((0, 3, "PLAY-FOLLOW-SUIT", "illegal-action"), (1, None, "SCORE-CARD-POINTS", "wrong-fact"))),
)


def _set_version(doc: Json) -> None:
    doc["format_version"] = "2.0.0"


UNREADABLE: dict[str, tuple[str, Callable[[Json], None], list[tuple[str, str | None]], str]] = {
    "ruleset-coinche-enabled": (
        "failed-without-belote", _set("ruleset.options.coinche", True),
        [("$.ruleset.options.coinche", "RULESET-DISABLED")],
        "A transcript under a ruleset with coinche enabled is refused: the option is named.",
    ),
    "unknown-ruleset-option": (
        "failed-without-belote", _set("ruleset.options.trump_order", "reversed"),
        [("$.ruleset.options", "RULESET-OPTIONS")],
        "An option this ruleset does not have makes the transcript unreadable.",
    ),
    "malformed-card": (
        "failed-without-belote", _set("hands.0.actions.3.card", "11C"),
        [("$.hands[0].actions[3].card", "ACTIONS-FORM")],
        "An action naming a card that does not exist is not an action.",
    ),
    "malformed-action-type": (
        "failed-without-belote", _set("hands.0.actions.0.type", "bid"),
        [("$.hands[0].actions[0].type", "ACTIONS-FORM")],
        "An action of an unknown type is not an action.",
    ),
    "unknown-format-version": (
        "failed-without-belote", _set_version,
        [("$.format_version", None)],
        "A transcript of a format version this reader does not know is refused, not guessed at.",
    ),
}
