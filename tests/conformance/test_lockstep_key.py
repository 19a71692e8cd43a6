"""The canonical text the kit compares legal-action lists by: remembered per JSON object, yet a
value of another type that compares equal (True for 1, 1.0 for 1) is still read, and refused."""

from __future__ import annotations

import pytest

from belote_ref.conformance.checks.lockstep import key
from belote_ref.errors import BeloteError


def test_equal_spellings_of_one_action_have_one_key() -> None:
    k = key({"type": "play", "seat": 1, "card": "10H"})
    assert k == '{"card": "10H", "seat": 1, "type": "play"}'
    assert key({"card": "th", "type": "play", "seat": 1}) == k
    assert key({"type": "play", "seat": 1, "card": "10H", "announce": "belote"}) != k


@pytest.mark.parametrize("bad", [
    {"type": "play", "seat": True, "card": "10H"},
    {"type": "play", "seat": 1.0, "card": "10H"},
    {"type": "play", "seat": 1, "card": ["10H"]},
    {"type": "play", "seat": 1, "card": "11H"},
    ["play", 1, "10H"],
])
def test_a_malformed_action_is_refused_even_after_its_look_alike_was_read(bad: object) -> None:
    key({"type": "play", "seat": 1, "card": "10H"})
    with pytest.raises(BeloteError):
        key(bad)
    with pytest.raises(BeloteError):  # and again: a refusal is not remembered as a key
        key(bad)
