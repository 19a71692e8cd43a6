"""The phase table of a profile (MATCH-PHASES): its phases, which actions each phase accepts, the
events that move a hand from phase to phase, and the work done on entering a phase that needs no
input.

One table serves three readers: the state machine is built from it
(:func:`belote_ref.machine.build_machine`), :meth:`belote_ref.machine.Game.apply` derives its
``WrongPhase`` refusal from ``accepts``, and the diagram of ``spec/machine.md`` is drawn from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from types import MappingProxyType
from typing import Any, Mapping


@dataclass(frozen=True)
class Transition:
    """An event of the hand that moves it from ``sources`` to ``dest``, what causes it and the
    clauses that decide it (for the diagram's table)."""

    event: str
    sources: tuple[str, ...]
    dest: str
    cause: str
    clauses: str

    def as_transitions_row(self) -> dict[str, Any]:
        """The row ``transitions.Machine`` takes."""
        return {"trigger": self.event, "source": list(self.sources), "dest": self.dest}


@dataclass(frozen=True)
class PhaseTable:
    """A profile's phases (MATCH-PHASES)."""

    phases: tuple[str, ...]
    """In declaration order; the first is the initial phase."""
    names: Mapping[str, str]
    """Each phase as a refusal sentence names it ("bidding round 1")."""
    accepts: Mapping[str, Mapping[str, str]]
    """Phase -> {action type -> the step that handles it}. A type not listed is refused in that
    phase (``WrongPhase``)."""
    on_enter: Mapping[str, str]
    """Phases that need no input -> the step run on entering them (it fires the next event)."""
    transitions: tuple[Transition, ...]
    refusals: Mapping[str, str]
    """Action type -> the sentence of its ``WrongPhase`` refusal, with ``{phase}``."""
    ledger_steps: frozenset[str] = frozenset({"score"})
    """The steps done by the match's ledger (the match state: totals, disputes or pots, who is
    still in, the winner) on the hand just played; every other step is the hand driver's."""

    @property
    def initial(self) -> str:
        return self.phases[0]

    def accepted_types(self, phase: str) -> frozenset[str]:
        """The action types ``phase`` accepts."""
        return frozenset(self.accepts.get(phase, {}))

    def wrong_phase_sentence(self, phase: str, action_type: str) -> str:
        """Why an action of ``action_type`` is refused during ``phase``."""
        template = self.refusals.get(action_type, "a {type} action is not accepted during {phase}")
        return template.format(phase=self.names.get(phase, phase), type=action_type)

    def transitions_rows(self) -> list[dict[str, Any]]:
        """The transitions as ``transitions.Machine`` rows."""
        return [t.as_transitions_row() for t in self.transitions]

    @cached_property
    def steps(self) -> tuple[str, ...]:
        """Every step the table names (for actions and on entering a phase), each once."""
        named = [step for accepted in self.accepts.values() for step in accepted.values()]
        return tuple(dict.fromkeys(named + list(self.on_enter.values())))

    @cached_property
    def hand_steps(self) -> tuple[str, ...]:
        """The steps of the hand driver (every step but the ledger's)."""
        return tuple(step for step in self.steps if step not in self.ledger_steps)

    @cached_property
    def match_steps(self) -> tuple[str, ...]:
        """The steps of the ledger (:attr:`ledger_steps`), in the table's order."""
        return tuple(step for step in self.steps if step in self.ledger_steps)

    @cached_property
    def machine_spec(self) -> tuple[list[Any], list[dict[str, Any]]]:
        """The states (a phase that needs no input runs the model's ``_enter_step`` on entering,
        which does the step :attr:`on_enter` names; entering the initial phase again runs
        ``_next_hand``, which opens the next hand) and the transitions, as
        ``transitions.Machine`` takes them; built once per table (``transitions`` only reads
        them)."""
        states: list[Any] = [
            {"name": p, "on_enter": ["_enter_step"]} if p in self.on_enter
            else {"name": p, "on_enter": ["_next_hand"]} if p == self.initial
            else p
            for p in self.phases
        ]
        return states, self.transitions_rows()


def frozen_mapping(d: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType({k: MappingProxyType(dict(v)) if isinstance(v, dict) else v for k, v in d.items()})


BIDDING = {"pass": "bid", "take": "bid"}

CLASSIC_PHASES = PhaseTable(
    phases=("dealing", "bid_round_1", "bid_round_2", "completion_deal", "tricks", "scoring", "match_over"),
    names=MappingProxyType({
        "dealing": "the deal",
        "bid_round_1": "bidding round 1",
        "bid_round_2": "bidding round 2",
        "completion_deal": "the completion deal",
        "tricks": "trick play",
        "scoring": "scoring",
        "match_over": "the end of the match (the match is over)",
    }),
    accepts=frozen_mapping({
        "dealing": {"deal": "deal"},
        "bid_round_1": BIDDING,
        "bid_round_2": BIDDING,
        "tricks": {"play": "play"},
    }),
    on_enter=MappingProxyType({
        "completion_deal": "complete_deal",
        "scoring": "score",
    }),
    transitions=(
        Transition("start_bidding", ("dealing",), "bid_round_1",
                   "a `deal` action with a valid 32-card order", "DEAL-ORDER, DEAL-FIRST"),
        Transition("open_round_two", ("bid_round_1",), "bid_round_2",
                   "the fourth pass of round 1", "BID-ROUND1"),
        Transition("accept_take", ("bid_round_1", "bid_round_2"), "completion_deal",
                   "a legal `take` (round 1 or 2)", "BID-ROUND1, BID-ROUND2"),
        Transition("void_hand", ("bid_round_2",), "dealing",
                   "the fourth pass of round 2", "BID-ALL-PASS"),
        Transition("start_tricks", ("completion_deal",), "tricks",
                   "nothing: passed through at once after the completion deal", "DEAL-COMPLETION, PLAY-TURN"),
        Transition("finish_tricks", ("tricks",), "scoring",
                   "the fourth card of the eighth trick", "PLAY-TRICK-WINNER"),
        Transition("next_hand", ("scoring",), "dealing",
                   "nothing: the hand is scored and no team has won the match", "MATCH-END, MATCH-DEALER"),
        Transition("end_match", ("scoring",), "match_over",
                   "nothing: the hand is scored and a team has won the match", "MATCH-END"),
    ),
    refusals=MappingProxyType({
        "deal": "cards may not be dealt during {phase}",
        "pass": "no bid may be made during {phase}",
        "take": "no bid may be made during {phase}",
        "play": "no card may be played during {phase}",
    }),
)
"""The team game's phases: dealing -> bid_round_1 -> bid_round_2 -> completion_deal -> tricks ->
scoring -> dealing (next hand) or match_over; a void hand goes from bid_round_2 back to dealing."""
