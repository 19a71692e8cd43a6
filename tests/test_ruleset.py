"""Ruleset options, errors and the ruleset ID (RULESET-OPTIONS, RULESET-DISABLED)."""

from __future__ import annotations

from typing import Any

import pytest

from belote_ref.errors import BadOptionValue, RulesetError, UnknownOption, UnsupportedVariant
from belote_ref.ruleset import CANONICAL, RULES_VERSION, make_ruleset


def test_canonical_defaults_and_id() -> None:
    assert make_ruleset() == CANONICAL
    assert (CANONICAL.first_deal, CANONICAL.all_pass, CANONICAL.undertrump) == ("3-2", "next-dealer", "required")
    assert (CANONICAL.belote, CANONICAL.tie, CANONICAL.target) == ("announced", "dispute", 1000)
    assert CANONICAL.id == f"belote-classic-{RULES_VERSION}"
    assert RULES_VERSION == "1.0.0"


def test_id_lists_changed_options_in_declaration_order() -> None:
    # Only options that differ from canonical appear, in the dataclass field order
    # (first_deal, all_pass, undertrump, belote, tie, target), whatever the order given.
    rs = make_ruleset(target=500, undertrump="optional")
    assert rs.id == "belote-classic-1.0.0+undertrump=optional,target=500"
    assert make_ruleset({"undertrump": "required"}).id == "belote-classic-1.0.0"
    assert make_ruleset(first_deal="2-3", tie="fail").id == "belote-classic-1.0.0+first_deal=2-3,tie=fail"


def test_different_rulesets_have_different_ids() -> None:
    options: list[dict[str, Any]] = [
        {}, {"first_deal": "2-3"}, {"all_pass": "same-dealer"}, {"undertrump": "optional"},
        {"belote": "automatic"}, {"tie": "fail"}, {"target": 1500},
    ]
    ids = {make_ruleset(o).id for o in options}
    assert len(ids) == len(options)


@pytest.mark.parametrize(
    "options, error, option, clause",
    [
        ({"colour": "red"}, UnknownOption, "colour", "RULESET-OPTIONS"),
        ({"undertrump": "maybe"}, BadOptionValue, "undertrump", "PLAY-UNDERTRUMP"),
        ({"first_deal": "4-1"}, BadOptionValue, "first_deal", "DEAL-FIRST"),
        ({"all_pass": "redeal"}, BadOptionValue, "all_pass", "BID-ALL-PASS"),
        ({"belote": "never"}, BadOptionValue, "belote", "PLAY-BELOTE"),
        ({"tie": "split"}, BadOptionValue, "tie", "SCORE-DISPUTE"),
        ({"target": 0}, BadOptionValue, "target", "MATCH-END"),
        ({"target": "1000"}, BadOptionValue, "target", "MATCH-END"),
        ({"target": True}, BadOptionValue, "target", "MATCH-END"),
        ({"target": 10.5}, BadOptionValue, "target", "MATCH-END"),
        ({"coinche": True}, UnsupportedVariant, "coinche", "RULESET-DISABLED"),
        ({"declarations": True}, UnsupportedVariant, "declarations", "RULESET-DISABLED"),
        ({"all_trump": True}, UnsupportedVariant, "all_trump", "RULESET-DISABLED"),
        ({"no_trump": True}, UnsupportedVariant, "no_trump", "RULESET-DISABLED"),
        ({"coinche": "yes"}, BadOptionValue, "coinche", "RULESET-DISABLED"),
    ],
)
def test_ruleset_errors(options: dict[str, Any], error: type[RulesetError], option: str, clause: str) -> None:
    with pytest.raises(error) as info:
        make_ruleset(options)
    assert type(info.value) is error
    assert info.value.option == option
    assert info.value.clause == clause
    assert option in info.value.reason  # the message names what is wrong


def test_make_ruleset_coinche_keyword() -> None:
    with pytest.raises(UnsupportedVariant) as info:
        make_ruleset(coinche=True)
    assert info.value.clause == "RULESET-DISABLED"


def test_disabled_variants_false_are_accepted() -> None:
    rs = make_ruleset(coinche=False, declarations=False, all_trump=False, no_trump=False)
    assert rs == CANONICAL and rs.id == CANONICAL.id
