"""Regenerate corpus/perft/perft.json: positions drawn from seeds, counted by the reference
(``reference_perft``: the tree walked on copies of the reference's hand).

The counts are then checked by an independent brute force in tests/conformance/test_perft.py.
Run from the repository root: ``python3 tools/make_perft.py``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_ref.conformance.checks.perft import FORMAT, Position, reference_perft  # noqa: E402
from belote_ref.actions import Pass, Play, Take  # noqa: E402
from belote_ref.cards import Suit, parse_card, parse_cards  # noqa: E402
from belote_ref.deal import order_for_hands, shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.ruleset import CANONICAL, make_ruleset  # noqa: E402

# (name, seed, extra options, tricks played before the position, depth)
SPECS = [
    ("first-trick-d4", 1, {}, 0, 4),
    ("first-trick-d5", 2, {}, 0, 5),
    ("second-trick-d5", 3, {}, 1, 5),
    ("third-trick-d6", 4, {}, 2, 6),
    ("mid-hand-d6", 5, {}, 3, 6),
    ("late-hand-d7", 6, {}, 4, 7),
    ("undertrump-optional-d5", 7, {"undertrump": "optional"}, 2, 5),
    ("turned-suit-round2-d5", 8, {}, 1, 5),
    ("first-deal-2-3-d4", 9, {"first_deal": "2-3"}, 0, 4),
    ("last-two-tricks-d8", 10, {}, 6, 8),
]


def position(name: str, seed: int, extra: dict, tricks: int, depth: int) -> Position:
    rng = random.Random(seed)
    options = {**CANONICAL.options(), **extra}
    ruleset = make_ruleset(options)
    while True:
        dealer = rng.randrange(4)
        order = shuffled_order(rng)
        game = Game(ruleset, dealer)
        game.deal(order)
        actions = []
        round2 = "round2" in name
        while game.state != "tricks":
            legal = game.legal_actions()
            if round2 and game.hand.bid_round == 1:
                a = legal[0]
            else:
                a = legal[-1] if rng.random() < 0.5 else legal[0]
            if game.hand.bid_round == 2 and not round2 and len(legal) > 1:
                a = legal[0]
            game.apply(a)
            actions.append(a)
            if game.state == "dealing":
                break
        if game.state != "tricks":
            continue
        for _ in range(tricks * 4):
            legal = [a for a in game.legal_actions() if type(a) is Play and not a.belote]
            a = rng.choice(legal)
            game.apply(a)
            actions.append(a)
        pos = Position(name, options, dealer, [str(c) for c in order], [a.to_json() for a in actions], depth, 0)
        pos.count, pos.breakdown = reference_perft(pos)
        return pos


def undertrump_position() -> Position:
    """Crafted: seat 0 leads clubs, seat 1 trumps with JH or 9H, seat 2 holds only lower trumps
    (must undertrump, PLAY-UNDERTRUMP) and both KH QH (belote variants, not counted apart)."""
    hands = [parse_cards("AC KC QC JC 10C 9C 8C 7C"), parse_cards("JH 9H AS KS QS JS 10S 9S"),
             parse_cards("7H 8H QH KH AD KD QD JD"), parse_cards("AH 10H 8S 7S 10D 9D 8D 7D")]
    order = order_for_hands(hands, dealer=3, taker=1, turned=parse_card("JH"))
    actions = [Pass(0).to_json(), Take(1, Suit.HEARTS).to_json()]
    pos = Position("crafted-undertrump-d4", CANONICAL.options(), 3, [str(c) for c in order], actions, 4, 0)
    pos.count, pos.breakdown = reference_perft(pos)
    return pos


def main() -> None:
    out = []
    for spec in SPECS + [None]:
        p = position(*spec) if spec else undertrump_position()
        spec = spec or ("", 0, {}, 0, 0)
        extra = spec[2]
        out.append({"name": p.name, "ruleset": {"options": extra}, "dealer": p.dealer, "order": p.order,
                    "actions": p.actions, "depth": p.depth, "count": p.count, "breakdown": p.breakdown})
        print(p.name, p.depth, p.count, file=sys.stderr)
    doc = {"format": FORMAT, "format_version": "1.0.0",
           "description": "Perft positions (spec/conformance.md#perft): count = distinct legal card sequences of "
                          "`depth` plays from the position after `actions`; belote announcements not counted apart. "
                          "`ruleset.options` lists only options that differ from canonical.",
           "positions": out}
    folder = Path(__file__).resolve().parent.parent / "corpus" / "perft"
    (folder / "perft.json").write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    (folder / "perft-belote-automatic.json").write_text(json.dumps(automatic_twin(doc), indent=1) + "\n",
                                                        encoding="utf-8")


def automatic_twin(doc: dict) -> dict:
    """The same positions under belote=automatic (issue 36: an engine that supports only that value
    is still run on them), each recounted by the reference: the same counts, since a belote
    announcement is never counted apart."""
    out = []
    for entry in doc["positions"]:
        twin = {**entry, "name": f"{entry['name']}-belote-automatic",
                "ruleset": {"options": {**entry["ruleset"]["options"], "belote": "automatic"}}}
        pos = Position(twin["name"], {**CANONICAL.options(), **twin["ruleset"]["options"]}, twin["dealer"],
                       twin["order"], twin["actions"], twin["depth"], 0)
        count, breakdown = reference_perft(pos)
        assert (count, breakdown) == (entry["count"], entry["breakdown"]), twin["name"]
        out.append(twin)
    return {**doc, "description": doc["description"] + " The positions of perft.json under belote=automatic.",
            "positions": out}


if __name__ == "__main__":
    main()
