"""Counted coverage (spec/conformance.md, Coverage): for every clause and option value, how often
each situation the clause decides was actually compared between the engine and the reference.

A comparison counts for a clause only when it is made: never before it is reached, never after
an earlier departure made the engine's state differ from the reference's (those are counted as
*not possible*). A clause whose every situation was compared at least ``threshold`` times is
covered; below it, *thin*.

:data:`SITUATIONS` lists, per clause, the situations its rule distinguishes, each with the
option values under which it can arise; the kit counts each where it compares it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Mapping

from .. import registry
from .clauses import clause_options, clause_profile

DEFAULT_THIN = 5
"""Below this many comparisons of one of its situations, a clause is thin."""


@dataclass(frozen=True)
class Situation:
    key: str
    text: str
    when: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    """Option values under which the situation can arise (empty: always)."""

    def possible(self, values: Mapping[str, Any]) -> bool:
        return all(values.get(name) in allowed for name, allowed in self.when)


def _s(key: str, text: str, **when: tuple[Any, ...]) -> Situation:
    return Situation(key, text, tuple(sorted(when.items())))


ANNOUNCED, AUTOMATIC = ("announced",), ("automatic",)
DISPUTE, FAIL = ("dispute",), ("fail",)

SITUATIONS: dict[str, tuple[Situation, ...]] = {
    "SEATS-TEAMS": (_s("view", "a seat's view"), _s("teams", "a hand result, team by team")),
    "CARDS-DECK": (_s("deal", "the 32 cards dealt (hands after the deal)"),),
    "CARDS-TRUMP-ORDER": (_s("trumps", "a trick holding two trumps or more: its winner"),),
    "CARDS-PLAIN-ORDER": (_s("plain", "a trick without trump, two cards of the suit led or more: its winner"),),
    "CARDS-POINTS": (_s("points", "card points of a played hand"),),
    "RULESET-OPTIONS": (),  # one situation per ruleset played: see situations()
    "RULESET-DISABLED": (
        _s("offered", "legal actions: nothing disabled offered"),
        _s("points", "a hand score: no points the rules do not define"),
        _s("coinche", "a coinche refused"), _s("declare", "a declaration refused"),
        _s("all-trump", "an all-trump take refused"), _s("no-trump", "a no-trump take refused"),
    ),
    "ACTIONS-FORM": (_s("listed", "legal actions read"),),
    "MATCH-PHASES": (
        _s("phase", "the phase"), _s("bid-in-play", "a bid during trick play refused"),
        _s("play-in-bidding", "a card played during the bidding refused"),
        _s("after-end", "an action after the end of the hand refused"),
    ),
    "DEAL-ORDER": (_s("order", "a hand dealt from the order sent"),),
    "DEAL-FIRST": (_s("hands", "the hands after the first deal"), _s("turned", "the turned card")),
    "DEAL-COMPLETION": tuple(
        _s(f"taker-{k}", f"the hands after the completion deal, taker {k} seat(s) after the dealer")
        for k in (1, 2, 3, 4)),
    "BID-TURN": (_s("round-1", "the seat to bid, round 1"), _s("round-2", "the seat to bid, round 2"),
                 _s("out-of-turn", "a bid out of turn refused")),
    "BID-ROUND1": (_s("bids", "the legal bids of round 1"), _s("take", "taker and trump after a round-1 take"),
                   _s("other-suit", "a round-1 take of another suit refused")),
    "BID-ROUND2": (_s("bids", "the legal bids of round 2"), _s("take", "taker and trump after a round-2 take"),
                   _s("turned-suit", "a round-2 take of the turned suit refused")),
    "BID-ALL-PASS": (_s("round-2", "bidding goes on after four passes"), _s("void", "a void hand")),
    "PLAY-TURN": (_s("first-lead", "the first leader"), _s("lead", "a lead: any card held"), _s("in-trick", "the seat to play within a trick"),
                  _s("trick-record", "a trick's leader and cards"), _s("out-of-turn", "a card out of turn refused")),
    "PLAY-CARD-IN-HAND": (_s("cards", "legal cards: only cards held"), _s("not-held", "a card not held refused")),
    "PLAY-FOLLOW-SUIT": (_s("follow", "legal cards: follow the suit led"), _s("revoke", "a revoke refused")),
    "PLAY-TRUMP-LEAD": (
        _s("beat", "trump led, able to beat the best trump"), _s("cannot-beat", "trump led, unable to beat it"),
        _s("chain", "trump led and overtrumped already: beat the new best trump"),
        _s("low-trump", "a trump that does not beat refused"),
    ),
    "PLAY-PARTNER-MASTER": (_s("plain-master", "void, the partner master with the suit led"),
                            _s("trump-master", "void, the partner master with a trump")),
    "PLAY-MUST-TRUMP": (_s("trump", "legal cards: must trump"), _s("discard", "a discard refused")),
    "PLAY-OVERTRUMP": (_s("overtrump", "legal cards: must overtrump"), _s("under", "a card that does not overtrump refused")),
    "PLAY-UNDERTRUMP": (_s("undertrump", "unable to overtrump: the legal cards"),
                        _s("discard", "a discard refused while holding trump", undertrump=("required",))),
    "PLAY-DISCARD": (_s("plain-led", "void in the suit led and in trump"), _s("trump-led", "trump led, void in trump")),
    "PLAY-TRICK-WINNER": (
        _s("trumped", "a plain lead won by a trump"), _s("suit-led", "a plain lead won by the suit led"),
        _s("trump-led", "a trump lead"), _s("with-discard", "a trick holding a discard"),
        _s("next-leader", "the winner leads the next trick"),
    ),
    "PLAY-BELOTE": (
        _s("offered", "the announcement offered with the first trump K or Q", belote=ANNOUNCED),
        _s("lone", "a trump K or Q without the pair: no announcement offered"),
        _s("announced", "a card played with the announcement", belote=ANNOUNCED),
        _s("plain-card", "an announcement on a card that never carries it refused"),
        _s("lone-refused", "an announcement on a lone trump K or Q refused", belote=ANNOUNCED),
        _s("late", "an announcement on the second card of the pair refused", belote=ANNOUNCED),
        _s("none", "no trump K or Q held: nothing offered"),
        _s("pair-held", "the pair held, nothing to announce", belote=AUTOMATIC),
    ),
    "SCORE-CARD-POINTS": (_s("card-points", "card points"), _s("last-trick", "the last trick")),
    "SCORE-BELOTE": (
        _s("announced", "belote announced", belote=ANNOUNCED),
        _s("silent", "the pair held, not announced", belote=ANNOUNCED),
        _s("held", "the pair held", belote=AUTOMATIC), _s("none", "no belote"),
    ),
    "SCORE-CONTRACT": (_s("made", "contract made"), _s("failed", "contract failed"),
                       _s("by-belote", "a contract belote decides")),
    "SCORE-MADE": (_s("made", "contract made: each team scores its total"),),
    "SCORE-FAILED": (_s("failed", "contract failed"), _s("takers-belote", "failed, the takers keep their belote")),
    "SCORE-CAPOT": (_s("none", "no capot"), _s("takers", "capot by the takers"), _s("defenders", "capot by the defenders"),
                    _s("belote", "a capot with belote")),
    "SCORE-DISPUTE": (
        _s("tie", "equal totals", tie=DISPUTE), _s("tie-takers-belote", "equal totals, the takers' belote", tie=DISPUTE),
        _s("tie-defenders-belote", "equal totals, the defenders' belote", tie=DISPUTE),
        _s("tie-fails", "equal totals: the contract fails", tie=FAIL),
        _s("resolved", "points in dispute won by the next hand"),
        _s("accumulates", "equal totals again: the dispute grows", tie=DISPUTE),
        _s("void-keeps", "a void hand keeps the points in dispute"),
        _s("none", "nothing in dispute, none created"),
    ),
    "MATCH-END": (
        _s("not-over", "below the target"), _s("won", "a team over the target"),
        _s("exact", "a total exactly on the target"), _s("just-below", "a total one point below the target"),
        _s("both-over", "both teams over the target"),
        _s("equal-over", "equal totals over the target: play on"),
    ),
    "MATCH-DEALER": (_s("played", "the next dealer after a played hand"), _s("void", "after a void hand")),
    "VIEW-SEAT": (_s("deal", "views after the deal"), _s("take", "views after the take"),
                  _s("in-play", "views during trick play"), _s("end", "views after the hand")),
    "AUDIT-PENALTIES": (_s("refused", "an illegal action refused, no penalty applied"),),
}

Key = tuple[str, str, str]
"""(clause, option key, situation)."""


@lru_cache(maxsize=None)
def _profile_coverage(clause: str) -> Any:
    """The coverage hook of the profile of ``clause`` (its record's ``coverage``: ``BY``, the
    options every clause of it is counted under, and ``SITUATIONS``, its clauses' catalogue), or
    None."""
    record = registry.lookup(clause_profile(clause) or "")
    return record.load("coverage") if record is not None and "coverage" in record.hooks else None


def situations_of(clause: str) -> tuple[Situation, ...]:
    """The situations ``clause`` distinguishes: :data:`SITUATIONS`, or its profile's catalogue."""
    if clause in SITUATIONS:
        return SITUATIONS[clause]
    hook = _profile_coverage(clause)
    return tuple(hook.SITUATIONS.get(clause, ())) if hook is not None else ()


@lru_cache(maxsize=None)
def option_names(clause: str) -> tuple[str, ...]:
    """The options a clause's situations are counted under (clauses.json ``options``, and those
    its profile counts every clause under, e.g. the number of players; none for RULESET-OPTIONS,
    whose situations are the rulesets themselves, nor for the disabled features, which have one
    value)."""
    if clause == "RULESET-OPTIONS":
        return ()
    hook = _profile_coverage(clause)
    by = tuple(o for o in (hook.BY if hook is not None else ()) if o not in clause_options(clause))
    return tuple(o for o in clause_options(clause) + by if o not in ("declarations", "coinche", "all_trump", "no_trump"))


def value_text(name: str, value: Any) -> str:
    """An option value as the coverage table writes it; targets other than the canonical one
    are counted together."""
    if name == "target":
        return "target=1000" if value == 1000 else "target=other"
    return f"{name}={value}"


def option_key(clause: str, options: Mapping[str, Any]) -> str:
    """The option key of a comparison of ``clause`` under ``options`` ("" for none)."""
    return ",".join(value_text(n, options.get(n)) for n in option_names(clause))


def ruleset_situation(options: Mapping[str, Any], base: Mapping[str, Any]) -> str:
    """RULESET-OPTIONS' situation of a hand: the options that differ from the base ruleset."""
    changed = [value_text(k, v) for k, v in options.items() if base.get(k) != v]
    return ",".join(changed) or "base"


class Keys:
    """The option key of every clause under one ruleset (computed once per ruleset)."""

    _cache: dict[tuple[tuple[str, Any], ...], dict[str, str]] = {}

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> dict[str, str]:
        k = tuple(sorted(options.items()))
        got = cls._cache.get(k)
        if got is None:
            got = cls._cache[k] = {c: option_key(c, options) for c in SITUATIONS}
        return got


@dataclass
class ClauseCoverage:
    """One clause's counts: ``table[option key][situation] = comparisons``."""

    clause: str
    table: dict[str, dict[str, int]]
    thin: list[tuple[str, str, int]]
    """(option key, situation, count) of each required situation compared fewer times than the threshold."""

    @property
    def compared(self) -> int:
        return sum(n for row in self.table.values() for n in row.values())

    @property
    def least(self) -> int | None:
        required = [n for row in self.table.values() for n in row.values()]
        return min(required) if required else None


def clause_coverage(clause: str, counts: Mapping[Key, int], played: Iterable[Mapping[str, Any]],
                    threshold: int, base: Mapping[str, Any] | None = None) -> ClauseCoverage:
    """The coverage of ``clause``: each situation it decides, under each option value played
    (``played``: the rulesets played), with its count; the thin ones."""
    played = list(played)
    table: dict[str, dict[str, int]] = {}
    thin: list[tuple[str, str, int]] = []
    if clause == "RULESET-OPTIONS":
        base = base or (played[0] if played else {})
        row = {ruleset_situation(p, base): 0 for p in played}
        for (c, _, s), n in counts.items():
            if c == clause:
                row[s] = row.get(s, 0) + n
        table[""] = row
        thin = [("", s, n) for s, n in row.items() if n < threshold]
        return ClauseCoverage(clause, table, thin)
    names = option_names(clause)
    keys: dict[str, dict[str, Any]] = {}
    for p in played:
        keys.setdefault(option_key(clause, p), {n: p.get(n) for n in names})
    if not keys:
        keys[""] = {}
    for key, values in keys.items():
        row = {}
        for sit in situations_of(clause):
            if sit.possible(values):
                row[sit.key] = counts.get((clause, key, sit.key), 0)
        table[key] = row
        thin += [(key, s, n) for s, n in row.items() if n < threshold]
    for (c, key, s), n in counts.items():  # situations counted outside the catalogue's conditions
        if c == clause and s not in table.get(key, {}):
            table.setdefault(key, {})[s] = n
    return ClauseCoverage(clause, table, thin)


__all__ = ["DEFAULT_THIN", "SITUATIONS", "situations_of", "ClauseCoverage", "Key", "Keys", "Situation", "clause_coverage",
           "option_key", "option_names", "ruleset_situation", "value_text"]
