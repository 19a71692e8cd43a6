"""The conformance kit on profile belote-acanomas (protocol 1.2): the reference passes at every
player count and in pairs; each of the profile's mutants is flagged with its ACA clause and
really changes a rule; a classic-only engine is refused; perft counts worked out by hand."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from belote_ref.profiles.acanomas.combinations import ACEPTADA, ANULADA, SIN_VALOR, Combination
from belote_ref.profiles.acanomas.ruleset import make_ruleset
from belote_ref.cards import Rank, Suit, parse_card
from belote_ref.cards import cards_of
from belote_ref.cli import main
from belote_ref.conformance import protocol
from belote_ref.profiles.acanomas.mutants import ACANOMAS_MUTANTS
from belote_ref.conformance.checks.perft import Position, engine_perft, reference_perft
from belote_ref.conformance.driver import InProcessEngine
from belote_ref.conformance.mutants import mutant_rules, mutants_of
from belote_ref.conformance.reference_adapter import ReferenceAdapter
from belote_ref.conformance.report import FAILED, clause_lines, exit_code
from belote_ref.conformance.runner import Config, Run
from belote_ref.deal import shuffled_order
from belote_ref.machine import Game
from belote_ref.rules import rules_for

ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "corpus" / "acanomas"
PROFILE = "belote-acanomas"
COUNTS = {"2": {"players": 2}, "3": {"players": 3}, "4": {"players": 4}, "pairs": {"players": 4, "pairs": True}}


def _config(fixed: dict[str, Any], **kw: Any) -> Config:
    base: dict[str, Any] = dict(hands=25, matches=1, golden=[], negative=[], perft=[], out_dir=None, shrink=False,
                                profile=PROFILE, fixed=dict(fixed))
    base.update(kw)
    return Config(**base)


def _run(name: str | None, cfg: Config, validate: bool = False) -> tuple[Run, Any]:
    rules_of = mutant_rules(name, PROFILE) if name else None
    run = Run(lambda: InProcessEngine(ReferenceAdapter(rules_of, profile=PROFILE).handle, validate=validate), cfg)
    return run, run.execute()


def _failed(run: Run, outcome: Any) -> set[str]:
    return {line.id for line in clause_lines(outcome, run.clause_wanted) if line.status == FAILED}


@pytest.mark.parametrize("count", sorted(COUNTS))
def test_the_reference_passes_at_every_player_count(count: str) -> None:
    """Goldens, negatives, perft and differential play (schemas checked on every message)."""
    cfg = _config(COUNTS[count], hands=15, golden=[CORPUS / "golden"], negative=[CORPUS / "negative"],
                  perft=[CORPUS / "perft"])
    run, outcome = _run(None, cfg, validate=True)
    assert outcome.stopped is None and outcome.errors == [] and outcome.departures == []
    assert exit_code(outcome) == 0
    assert outcome.cases["golden"] > 0 and outcome.cases["differential"] > 0
    lines = {line.id: line for line in clause_lines(outcome, run.clause_wanted)}
    assert all(cid.startswith("ACA-") for cid in lines)
    for cid in ("ACA-PLAY-TRICK-WINNER", "ACA-SCORE-ITEMS", "ACA-MATCH-END", "ACA-VIEW-PLAYER", "ACA-BID-ROUND1"):
        assert lines[cid].checks > 0, cid
    players = 4 if count == "pairs" else int(count)
    every_seat_played = {json.dumps(o, sort_keys=True) for o in outcome.played}
    assert all(json.loads(o)["players"] == players for o in every_seat_played)


# each mutant at the player counts where its rule applies: the kit must name its clause
CASES = [(name, "3") for name in sorted(ACANOMAS_MUTANTS)] + [
    ("claim-one-trick-left", "2"), ("maker-points-wrong-player", "2"), ("pots-not-carried", "pairs"),
    ("wrong-claimant-stays", "4"), ("discarded-ace-wins", "4"), ("exchange-refused", "2"),
    ("no-overtrump-trump-lead", "pairs"),
    ("late-announcement-held", "2"), ("late-announcement-held", "4"), ("late-announcement-held", "pairs"),
    ("barred-claims-again", "4"),
]
FIXED = {"barred-claims-again": {"wrong_claim": "stay"}}
"""Options a mutant's run sets (-o): a barred player exists only under wrong_claim=stay, one variant
among many of a short run (a default run of 1,000 games plays it about fifty times)."""


@pytest.mark.parametrize(("name", "count"), CASES)
def test_each_mutant_is_flagged_with_its_clause(name: str, count: str) -> None:
    clause = ACANOMAS_MUTANTS[name][0]
    golden = [CORPUS / "golden"] if name == "brelan-keeps-escaleras" else []
    run, outcome = _run(name, _config({**COUNTS[count], **FIXED.get(name, {})}, hands=40, matches=2, golden=golden))
    failed = _failed(run, outcome)
    assert clause in failed, f"mutant {name} at {count} survived: expected {clause}, failed {sorted(failed)}"
    assert exit_code(outcome) == 1
    first = next(d for d in outcome.departures if d.clause == clause)
    assert first.message and first.transcript is not None
    assert first.transcript["profile"] == PROFILE


def test_at_least_eight_mutants_and_the_adapter_serves_them() -> None:
    assert len(mutants_of(PROFILE)) >= 8
    assert all(c.startswith("ACA-") for c, _, _ in ACANOMAS_MUTANTS.values())


# --- each mutant really changes its rule (inputs and answers worked out from the rules) --------------
def _rules(**options: Any) -> Any:
    return rules_for(make_ruleset(options))


def _mutant(name: str, **options: Any) -> Any:
    return ACANOMAS_MUTANTS[name][2](_rules(**options))


def test_mutants_change_their_rule() -> None:
    ref = _rules()
    # three players, seat 2 took no trick: each other scores 50 (ACA-SCORE-CAPOTE), the mutant 100
    tricks = {0: 5, 1: 4, 2: 0}
    assert ref.capote_premiums(tricks) == {0: 50, 1: 50, 2: 0}
    assert _mutant("capote-not-split-3").capote_premiums(tricks) == {0: 100, 1: 100, 2: 0}
    # maker 0 with 40, seat 1 with 50 above him, seat 2 with 30: seat 1 writes 50 + 40 (case b)
    raw = {0: 40, 1: 50, 2: 30}
    assert dict(ref.maker_test(raw, 0, (0, 1, 2)).writes) == {0: 0, 1: 90, 2: 30}
    assert dict(_mutant("maker-points-wrong-player").maker_test(raw, 0, (0, 1, 2)).writes) == {0: 0, 1: 50, 2: 70}
    # one trick left: no claim (ACA-CLAIM-WHEN); the mutant allows it
    assert ref.claim_bar(False, True, 1) is not None
    assert _mutant("claim-one-trick-left").claim_bar(False, True, 1) is None
    # the trump 7 held, trump the turned suit at three players: the exchange opens; not in the mutant
    seven, turned = parse_card("7H"), parse_card("KH")
    assert ref.exchange_open(int(Suit.HEARTS), turned, parse_card("8C")) is True
    assert _mutant("exchange-refused").exchange_open(int(Suit.HEARTS), turned, parse_card("8C")) is False
    assert seven >> 3 == Suit.HEARTS
    # a pending pot of 17 for seats 0 and 2; seat 2 has the higher raw total: he takes it
    from belote_ref.profiles.acanomas.pots import Pot
    assert ref.resolve_pots((Pot(17, (0, 2)),), {0: 10, 1: 80, 2: 40}) == ((), ((2, 17),))
    assert _mutant("pots-not-carried").resolve_pots((Pot(17, (0, 2)),), {0: 10, 1: 80, 2: 40}) == ((), ())
    # a wrong claim at three players: the claimant leaves (eliminate); the mutant keeps him
    assert ref.settle_claim(1, 1, 4, 300, (0, 1, 2)).leaves is True
    assert _mutant("wrong-claimant-stays").settle_claim(1, 1, 4, 300, (0, 1, 2)).leaves is False
    # hearts led (7H by seat 1), seat 2 discards AS, seat 0 follows with 8H, clubs trump: seat 0 wins
    cards = [parse_card(c) for c in ("7H", "AS", "8H")]
    assert ref.trick_winner(1, cards, int(Suit.CLUBS)) == 0
    assert _mutant("discarded-ace-wins").trick_winner(1, cards, int(Suit.CLUBS)) == 2
    # seat 0 announces a brelán of aces, seat 1 a tercera: the escalera is «sin valor»
    said = [(0, (Combination("brelan", Rank.ACE),)), (1, (Combination("escalera", Rank.KING, 3, Suit.SPADES),))]
    ref_verdicts = [v.verdict for v in ref.verdicts(said, int(Suit.HEARTS))]
    assert ref_verdicts == [ACEPTADA, SIN_VALOR]
    assert [v.verdict for v in _mutant("brelan-keeps-escaleras").verdicts(said, int(Suit.HEARTS))] == [ACEPTADA, ACEPTADA]
    # a trump lead (JH), seat holding 9H and 7H: must beat? no: JH is the best trump; any trump
    # only when it cannot beat. Held 7H and 10H on a 9H lead: cannot beat, either; the mutant
    # allows the lower trump where the reference requires the higher one
    hand = sum(1 << parse_card(c) for c in ("7H", "AH", "8C"))
    trick = [parse_card("10H")]
    assert set(cards_of(ref.legal_mask(hand, trick, int(Suit.HEARTS)))) == {parse_card("AH")}
    mutant = _mutant("no-overtrump-trump-lead")
    assert set(cards_of(mutant.legal_mask(hand, trick, int(Suit.HEARTS)))) == {parse_card("AH"), parse_card("7H")}
    # void in hearts led, holding a trump: must trump; the mutant discards freely
    hand = sum(1 << parse_card(c) for c in ("7C", "8D"))
    trick = [parse_card("AH")]
    assert set(cards_of(ref.legal_mask(hand, trick, int(Suit.CLUBS)))) == {parse_card("7C")}
    assert set(cards_of(_mutant("free-discard").legal_mask(hand, trick, int(Suit.CLUBS)))) == {
        parse_card("7C"), parse_card("8D")}
    # seat 1 holds the four aces: in his step he may announce the brelán; once he has answered,
    # any new announcement is refused (ACA-COMB-ANNOUNCE); the mutant refuses only the empty one
    aces = sum(1 << parse_card(c) for c in ("AC", "AD", "AH", "AS", "7C"))
    brelan = (Combination("brelan", Rank.ACE),)
    assert ref.announcement_refusal(1, brelan, aces, False) is None
    assert [getattr(ref.announcement_refusal(1, said, aces, True), "clause", None) for said in ((), brelan)] == [
        "ACA-COMB-ANNOUNCE", "ACA-COMB-ANNOUNCE"]
    # seat 0 then seat 1 announce a tercera to the king, clubs and spades, trump hearts: exactly
    # tied, the first announced wins (ACA-COMB-TIE, sequence_tie=first); the mutant, the last
    tied = [(0, (Combination("escalera", Rank.KING, 3, Suit.CLUBS),)), (1, (Combination("escalera", Rank.KING, 3, Suit.SPADES),))]
    assert [v.verdict for v in ref.verdicts(tied, int(Suit.HEARTS))] == [ACEPTADA, ANULADA]
    assert [v.verdict for v in _mutant("tie-to-the-last").verdicts(tied, int(Suit.HEARTS))] == [ANULADA, ACEPTADA]
    # a player who claimed wrongly and stayed may not claim again (ACA-CLAIM-WRONG); the mutant lets him
    assert ref.claim_bar(True, True, 5) is not None and ref.claim_bar(True, True, 5)[0] == "ACA-CLAIM-WRONG"
    assert _mutant("barred-claims-again").claim_bar(True, True, 5) is None
    late = _mutant("late-announcement-held")
    assert late.announcement_refusal(1, (), aces, True) is not None
    assert late.announcement_refusal(1, brelan, aces, True) is None


def test_a_mutant_stays_a_mutant_after_an_elimination() -> None:
    m = _mutant("capote-not-split-3", players=4)
    three = m.with_players((0, 1, 3))
    assert three.players == 3 and three.capote_premiums({0: 5, 1: 4, 3: 0}) == {0: 100, 1: 100, 3: 0}


# --- perft: counts worked out by hand ---------------------------------------------------------
def _late_two_player_position(seed: int) -> tuple[Position, Any]:
    """Two players, seed ``seed``: each bid takes at once (the last legal action), every card the
    first legal one, to the lead of trick 8 (two cards each left)."""
    rules = _rules(players=2)
    order = shuffled_order(random.Random(seed))
    game = Game(rules, 0)
    game.deal(order)
    actions = []
    while game.state != "first_trick":
        a = game.legal_actions()[-1]
        game.apply(a)
        actions.append(a)
    h = game.hand
    while len(h.tricks) < 7:
        a = [x for x in game.legal_actions() if x.type != "claim" and not getattr(x, "belote", False)][0]
        game.apply(a)
        actions.append(a)
    pos = Position("late", make_ruleset({"players": 2}).options(), 0, [str(c) for c in order],
                   [a.to_json() for a in actions], 2, 0, profile=PROFILE)
    return pos, h


def _hand(h: Any, seat: int) -> set[str]:
    return {str(c) for c in cards_of(h.holding(seat))}


def test_perft_counted_by_hand_two_players() -> None:
    # seed 8: diamonds trump; seat 1 leads holding AH KS; seat 0 holds 8S AS.
    #   AH led: seat 0 holds no heart and no trump: either card (2); the last trick is forced (1).
    #   KS led: seat 0 follows spades with 8S or AS (no need to beat a plain card) (2); then forced.
    #   perft(1) = 2, perft(2) = 2 + 2 = 4, perft(4) = 4 (the last trick adds no choice).
    pos, h = _late_two_player_position(8)
    assert h.trump == Suit.DIAMONDS and h.to_act == 1
    assert _hand(h, 1) == {"AH", "KS"} and _hand(h, 0) == {"8S", "AS"}
    assert reference_perft(pos, 1) == (2, {"AH": 1, "KS": 1})
    assert reference_perft(pos, 2) == (4, {"AH": 2, "KS": 2})
    assert reference_perft(pos, 4)[0] == 4
    # seed 2: hearts trump; seat 0 leads holding QS AS; seat 1 holds KH JS: whichever spade is led,
    # seat 1 must follow with JS (1): perft(2) = 1 + 1 = 2.
    pos, h = _late_two_player_position(2)
    assert h.trump == Suit.HEARTS and h.to_act == 0
    assert _hand(h, 0) == {"QS", "AS"} and _hand(h, 1) == {"KH", "JS"}
    assert reference_perft(pos, 2) == (2, {"QS": 1, "AS": 1})
    # and the engine's tree through the protocol counts the same
    engine = InProcessEngine(ReferenceAdapter(profile=PROFILE).handle)
    engine.open()
    total, breakdown, first = engine_perft(engine, pos, lambda clause, situation: None)
    assert (total, breakdown, first) == (2, {"AS": 1, "QS": 1}, None)


def test_perft_files_are_the_references_counts() -> None:
    from belote_ref.conformance.checks.perft import load

    positions = load(CORPUS / "perft" / "perft.json")
    assert {p.options["players"] for p in positions} == {2, 3, 4} and any(p.options["pairs"] for p in positions)
    for p in positions:
        assert p.profile == PROFILE
        assert reference_perft(p) == (p.count, p.breakdown), p.name


# --- the protocol: refusals ---------------------------------------------------------------------
def test_a_classic_only_engine_is_refused_clearly() -> None:
    run = Run(lambda: InProcessEngine(ReferenceAdapter().handle), _config({}))
    outcome = run.execute()
    assert outcome.stopped is not None and "'belote-classic'" in outcome.stopped and "belote-acanomas" in outcome.stopped
    assert exit_code(outcome) == 2


def test_the_acanomas_adapter_refuses_classic_requests() -> None:
    adapter = ReferenceAdapter(profile=PROFILE)
    hs = adapter.handle(protocol.handshake())
    assert hs["profile"] == PROFILE and hs["options"]["players"] == [3, 2, 4]
    r = adapter.handle(protocol.start_hand({}, 0, [], (0, 0), 0))
    assert r["type"] == "error"
    bad = protocol.start_game(make_ruleset().options(), 0, [str(c) for c in shuffled_order(random.Random(1))], [0, 0])
    r = adapter.handle(bad)
    assert r["type"] == "error" and "3 totals" in r["message"]


def test_cli_profile_and_options(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["conformance", "--profile", "acanomas", "-o", "players=5", "--progress", "none"]) == 2
    assert "players" in capsys.readouterr().err
    out = tmp_path / "report.json"
    code = main(["conformance", "--profile", "acanomas", "-o", "players=2", "--hands", "3", "--matches", "0",
                 "--skip", "golden,negative", "--progress", "none", "--json", str(out), "--out", str(tmp_path / "o")])
    assert code == 0
    report = json.loads(out.read_text())
    assert report["engine"]["profile"] == PROFILE and report["departures"] == []
    assert {c["id"][:4] for c in report["clauses"]} == {"ACA-"}


def test_coverage_is_counted_per_player_count_and_reaches_a_barred_player() -> None:
    """Each clause of the profile is counted per number of players and in pairs, so THIN shows a
    gap at one count; under wrong_claim=stay at three players a barred player is reached, his
    claims compared and refused (ACA-CLAIM-WRONG, its situations in the profile's catalogue)."""
    from belote_ref.conformance.coverage import clause_coverage, option_key

    run, outcome = _run(None, _config({"players": 3, "wrong_claim": "stay"}, hands=30, matches=0))
    assert outcome.departures == []
    key = option_key("ACA-CLAIM-WRONG", {"players": 3, "pairs": False, "wrong_claim": "stay"})
    assert key == "wrong_claim=stay,players=3,pairs=False"
    counts = {s: n for (c, k, s), n in outcome.coverage.items() if c == "ACA-CLAIM-WRONG" and k == key}
    assert counts.get("barred-seat", 0) >= 5 and counts.get("claim-refused", 0) >= 1, counts
    # the catalogue requires both there, and neither at two players (no one stays barred there)
    cov = clause_coverage("ACA-CLAIM-WRONG", outcome.coverage, outcome.played, threshold=1)
    assert set(cov.table[key]) >= {"barred-seat", "claim-refused"} and cov.thin == []
    two = clause_coverage("ACA-CLAIM-WRONG", {}, [{"players": 2, "pairs": False, "wrong_claim": "stay"}], threshold=1)
    assert two.thin == []
    assert option_key("ACA-PLAY-FOLLOW-SUIT", {"players": 4, "pairs": True}) == "players=4,pairs=True"


def test_the_rare_situations_are_named_from_the_reference_result() -> None:
    """Claims on the target's edge, a brelán of nines, a trump tie-break and an exact tie of
    escaleras (worked out from spec/acanomas/claims.md and combinations.md)."""
    from belote_ref.conformance.checks import gameresult

    def claim(count: int) -> dict[str, Any]:
        return {"claim": {"count": count, "target": 300, "correct": count >= 300}}
    assert [gameresult.situation("claim.correct", claim(n)) for n in (300, 299, 301, 250)] == [
        "exact", "one-short", "right", "wrong"]
    assert gameresult.situation("claim.count", claim(299)) == "wrong"

    made: list[tuple[str, str]] = []

    class Counting:
        rules = _rules(players=3)

        def made(self, clause: str, situation: str) -> bool:
            made.append((clause, situation))
            return True

    cmp: Any = Counting()

    def esc(seat: int, suit: str, length: int = 3, top: str = "K", compared: bool = False) -> dict[str, Any]:
        return {"seat": seat, "combination": {"kind": "escalera", "length": length, "top": top, "suit": suit},
                "verdict": "aceptada", "value": 20, "compared": compared}
    nines = {"seat": 0, "combination": {"kind": "brelan", "rank": "9"}, "verdict": "aceptada", "value": 150,
             "compared": False}
    # two tercera to the king, clubs and spades, trump hearts: exactly tied (ACA-COMB-TIE)
    gameresult._rare_combinations(cmp, [nines, esc(1, "C"), esc(2, "S")])
    assert made == [("ACA-COMB-VERDICT", "brelan-9"), ("ACA-COMB-TIE", "tied")]
    # the same, one in trump: the tie-break compared the suits, no exact tie
    made.clear()
    gameresult._rare_combinations(cmp, [esc(1, "H", compared=True), esc(2, "S", compared=True)])
    assert made == [("ACA-COMB-ESCALERA", "trump-tie-break")]
    # a longer one wins outright: nothing rare
    made.clear()
    gameresult._rare_combinations(cmp, [esc(1, "C", length=4), esc(2, "S")])
    assert made == []
