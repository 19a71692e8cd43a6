"""The worked examples of spec/play.md and spec/arbiters.md hold in the engine (PLAY-*).

Expected legal cards were worked out by hand from the clauses (hearts trump throughout); the
same lists are written in the spec's examples.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from belote_ref.cards import cards_of, mask_of, parse_cards
from belote_ref.play import legal_mask, refusal, trick_winner

HEARTS = 2
SPEC = Path(__file__).resolve().parent.parent / "spec"

# (clause, hand, trick so far (leader first), legal cards, undertrump required)
LEGAL_EXAMPLES = [
    ("PLAY-FOLLOW-SUIT", "7♦ A♦ A♣ J♥", "K♦", "7♦ A♦", True),
    ("PLAY-TRUMP-LEAD", "J♥ 8♥ A♣", "K♥ 9♥", "J♥", True),
    ("PLAY-TRUMP-LEAD", "A♥ 8♥ A♣", "K♥ 9♥", "8♥ A♥", True),
    ("PLAY-TRUMP-LEAD", "J♥ Q♥", "9♥ 7♥", "J♥", True),
    ("PLAY-PARTNER-MASTER", "7♥ A♣ 8♠", "K♦ A♦ 7♦", "7♥ A♣ 8♠", True),
    ("PLAY-PARTNER-MASTER", "7♥ 8♠", "A♣ J♥ 7♣", "7♥ 8♠", True),
    ("PLAY-MUST-TRUMP", "7♥ 10♥ K♠", "A♣", "7♥ 10♥", True),
    ("PLAY-MUST-TRUMP", "8♥ Q♠", "K♣ A♣", "8♥", True),
    ("PLAY-OVERTRUMP", "9♥ 7♥ K♠", "A♣ 10♥", "9♥", True),
    ("PLAY-OVERTRUMP", "K♥ A♥", "A♣ 8♥ 10♥", "A♥", True),
    ("PLAY-UNDERTRUMP", "7♥ K♠", "A♣ J♥", "7♥", True),
    ("PLAY-UNDERTRUMP", "7♥ K♠", "A♣ J♥", "7♥ K♠", False),
    ("PLAY-DISCARD", "K♠ 10♦", "A♣", "K♠ 10♦", True),
]


@pytest.mark.parametrize("clause, hand, trick, legal, required", LEGAL_EXAMPLES)
def test_legal_cards_of_the_spec_examples(clause: str, hand: str, trick: str, legal: str, required: bool) -> None:
    got = cards_of(legal_mask(mask_of(parse_cards(hand)), parse_cards(trick), HEARTS, required))
    assert sorted(got) == sorted(parse_cards(legal)), clause
    for c in parse_cards(hand):
        err = refusal(mask_of(parse_cards(hand)), parse_cards(trick), HEARTS, c, required)
        if c in parse_cards(legal):
            assert err is None
        else:
            assert err is not None and err.clause in {clause, "PLAY-FOLLOW-SUIT", "PLAY-TRUMP-LEAD"}


@pytest.mark.parametrize("trick, winner", [("K♦ 10♦ 7♥ A♦", 3), ("K♦ A♠ Q♦ 7♣", 1), ("Q♦ 10♦ A♣ 9♦", 2)])
def test_trick_winner_examples(trick: str, winner: int) -> None:
    assert trick_winner(1, parse_cards(trick), HEARTS) == winner


def test_arbiters_page_snippet_prints_what_it_says() -> None:
    text = (SPEC / "arbiters.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", text, re.S)
    assert code is not None
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code.group(1), "arbiters.md", "exec"), {})
    lines = out.getvalue().splitlines()
    assert lines[0] == "['9H', '10H']"
    assert lines[1].startswith("PLAY-MUST-TRUMP - ")  # the clause; the reason's wording may change
