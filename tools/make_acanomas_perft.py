"""Regenerate corpus/acanomas/perft/perft.json: perft positions of profile belote-acanomas at 2,
3 and 4 players and in pairs, drawn from seeds and counted by the reference
(``reference_perft``: the tree walked on copies of the reference's partial game).

A position is taken after trick 1 (its announcements and verdicts are behind it), so that every
node of the tree is a card play (perft counts card plays; a claim is not one). A count worked
out by hand is in tests/conformance/test_acanomas_conformance.py.
Run from the repository root: ``python3 tools/make_acanomas_perft.py``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_ref.profiles.acanomas.ruleset import CANONICAL, make_ruleset  # noqa: E402
from belote_ref.actions import Play  # noqa: E402
from belote_ref.conformance.checks.perft import FORMAT, Position, reference_perft  # noqa: E402
from belote_ref.deal import shuffled_order  # noqa: E402
from belote_ref.machine import Game  # noqa: E402
from belote_ref.rules import rules_for  # noqa: E402

PROFILE = "belote-acanomas"
# (name, seed, options that differ from canonical, tricks played before the position, depth)
SPECS: list[tuple[str, int, dict[str, Any], int, int]] = [
    ("two-players-d4", 1, {"players": 2}, 1, 4),
    ("two-players-late-d6", 2, {"players": 2}, 5, 6),
    ("three-players-d4", 3, {}, 1, 4),
    ("three-players-d6", 4, {}, 3, 6),
    ("three-players-undertrump-optional-d5", 5, {"undertrump": "optional"}, 2, 5),
    ("four-players-d4", 6, {"players": 4}, 1, 4),
    ("four-players-d5", 7, {"players": 4}, 3, 5),
    ("pairs-d5", 8, {"players": 4, "pairs": True}, 1, 5),
    ("pairs-late-d6", 9, {"players": 4, "pairs": True}, 5, 6),
]


def position(name: str, seed: int, extra: dict[str, Any], tricks: int, depth: int) -> Position:
    rng = random.Random(seed)
    options = {**CANONICAL.options(), **extra}
    rules = rules_for(make_ruleset(options))
    while True:
        dealer = rng.randrange(rules.seats)
        order = shuffled_order(rng)
        game = Game(rules, dealer)
        game.deal(order)
        actions = []
        while game.state not in ("first_trick", "dealing"):
            legal = game.legal_actions()
            a = legal[-1] if rng.random() < 0.5 else legal[0]
            game.apply(a)
            actions.append(a)
        if game.state != "first_trick":
            continue
        h = game.hand
        while len(h.tricks) < tricks:
            legal = [a for a in game.legal_actions() if a.type != "claim" and not getattr(a, "belote", False)]
            a = rng.choice(legal)
            game.apply(a)
            actions.append(a)
        if h.trick or any(type(a) is not Play for a in game.legal_actions() if a.type != "claim"):
            continue  # pragma: no cover - a position is taken at the lead of a trick
        pos = Position(name, options, dealer, [str(c) for c in order], [a.to_json() for a in actions], depth, 0,
                       profile=PROFILE)
        pos.count, pos.breakdown = reference_perft(pos)
        return pos


def main() -> None:
    out = []
    for spec in SPECS:
        p = position(*spec)
        out.append({"name": p.name, "ruleset": {"options": spec[2]}, "dealer": p.dealer, "order": p.order,
                    "actions": p.actions, "depth": p.depth, "count": p.count, "breakdown": p.breakdown})
        print(p.name, p.depth, p.count, file=sys.stderr)
    doc = {"format": FORMAT, "format_version": "1.0.0", "profile": PROFILE,
           "description": "Perft positions of profile belote-acanomas (spec/conformance.md#perft): count = distinct "
                          "legal card sequences of `depth` plays from the position after `actions` (taken after "
                          "trick 1: every node is a card play; claims are not counted); belote announcements not "
                          "counted apart. `ruleset.options` lists only options that differ from canonical.",
           "positions": out}
    path = Path(__file__).resolve().parent.parent / "corpus" / "acanomas" / "perft" / "perft.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
