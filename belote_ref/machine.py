"""The match as an explicit finite-state machine over the rules object (MATCH-PHASES,
ACA-MATCH-PHASES): one :class:`Game` for every profile.

The machine is built with ``transitions`` from the profile's phase table
(:class:`belote_ref.phases.PhaseTable`, the rules object's ``phases``). The table is
load-bearing: :meth:`Game.apply` accepts an action only in a phase whose row lists its type (else
``WrongPhase``) and hands it to the step that row names; the step (on the profile's hand driver,
:class:`belote_ref.hand.Hand` or a subclass) validates the action in full before anything
changes and answers the event it causes, which the machine fires; phases that need no input
(``completion_deal``, ``scoring``, …) do the step the table names on entering and fire the next
event themselves; entering ``dealing`` again opens the next hand. A refused action leaves the
game untouched, and names the profile's clause (``rules.clause_of``).

What differs between profiles is data: the rules object, the hand driver that sequences a hand
and the *ledger* that keeps the match state (:attr:`belote_ref.registry.Profile.engine`). The team game's ledger
(:class:`belote_ref.match.TeamLedger`) keeps the two totals and the disputed points; profile
belote-acanomas's (:class:`belote_ref.profiles.acanomas.match.Ledger`) keeps a total per player or pair,
the pending pots and the players still in.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol, Sequence

from transitions import EventData, Machine
from transitions.core import Event, State, Transition as LibraryTransition

from . import registry
from .actions import Action, Deal, SeatAction
from .cards import Card, cards_of
from .errors import IllegalAction, MalformedAction, MatchStateError, WrongPhase
from .hand import Hand
from .seats import seats_text
from .phases import CLASSIC_PHASES, PhaseTable
from .rules import CLASSIC, ProfileRules, rules_for

_NOTHING: dict[str, Any] = {}

PHASES: list[str] = list(CLASSIC_PHASES.phases)
"""The team game's phases (see :data:`belote_ref.phases.CLASSIC_PHASES`)."""
TRANSITIONS: list[dict[str, Any]] = CLASSIC_PHASES.transitions_rows()
"""The team game's transitions as ``transitions`` rows."""


def build_machine(
    model: Any,
    phases: PhaseTable = CLASSIC_PHASES,
    machine_class: type[Machine] = Machine,
    initial: str | None = None,
    callbacks: bool = True,
    **kwargs: Any,
) -> Machine:
    """Bind the phase machine of ``phases`` to ``model`` (also used to draw the diagram in spec/,
    with ``callbacks`` off: the drawing model has no steps)."""
    states, transitions = phases.machine_spec
    return machine_class(
        model=model,
        states=states if callbacks else list(phases.phases),
        transitions=transitions,
        initial=initial or phases.initial,
        auto_transitions=False,
        **kwargs,
    )


class PhaseChange(LibraryTransition):
    """A transition of a phase table (MATCH-PHASES): it has no condition and no callback of its
    own (:class:`PhaseMachine` checks both when it builds the machine), so executing it is the
    library's change of state alone: leave the phase, write the new one, enter it (whose callbacks
    do the phase's step)."""

    def execute(self, event_data: EventData) -> bool:
        self._change_state(event_data)
        return True


class Phase(State):
    """A phase of a phase table: the library's state, whose entering runs its callbacks (the
    phase's step) without the library's four debug and info log lines per change (a match's
    record is its transcript, not a log)."""

    def enter(self, event_data: EventData) -> None:
        event_data.machine.callbacks(self.on_enter, event_data)

    def exit(self, event_data: EventData) -> None:
        if self.on_exit:  # pragma: no cover - a phase table has no exit callbacks
            event_data.machine.callbacks(self.on_exit, event_data)


class _TableMachine(Machine):
    """The machine of a phase table: ``transitions``'s, with :class:`Phase` states and
    :class:`PhaseChange` transitions."""

    state_cls = Phase
    transition_cls = PhaseChange


class PhaseMachine:
    """The ``transitions`` machine of one phase table, built once and shared by every
    :class:`Game` of the profile (MATCH-PHASES).

    A game is not added to the machine as a model (a shared machine would keep every game ever
    made alive, and adding one costs as much as a hand): it keeps its phase in ``state`` and fires
    a phase change through the library's own transition for (phase, event), which writes the new
    phase onto the game and runs the entered phase's callbacks (``_enter_step``, ``_next_hand``).
    The table is checked here once: every (phase, event) has exactly one transition and none has
    a condition, so a change can neither fail silently nor be ambiguous.
    """

    def __init__(self, phases: PhaseTable) -> None:
        machine = self.machine = build_machine(None, phases, _TableMachine)
        if (machine.prepare_event or machine.finalize_event or machine.before_state_change
                or machine.after_state_change or machine.on_exception or machine.on_final):  # pragma: no cover
            raise ValueError("a phase machine has no machine-wide callbacks")
        self.states: dict[str, State] = dict(machine.states)
        self.changes: dict[tuple[str, str], tuple[Event, LibraryTransition]] = {}
        for name, event in machine.events.items():
            for source, rows in event.transitions.items():
                row = rows[0]
                if len(rows) != 1 or row.conditions or row.prepare or row.before or row.after:  # pragma: no cover
                    raise ValueError(f"phase table: {name!r} from {source!r} must be one transition "
                                     "with no condition and no callback")
                self.changes[(source, name)] = (event, row)
        self.accepts: dict[str, dict[str, str]] = {
            phase: dict(phases.accepts.get(phase, _NOTHING)) for phase in phases.phases
        }
        """Phase -> {action type -> the name of the step that handles it} (the phase table)."""

    def fire(self, game: "Game", event: str) -> None:
        """Move ``game`` along ``event`` from its phase (the library changes the phase and runs
        the callbacks of the phase entered)."""
        state = game.state
        change = self.changes.get((state, event))
        if change is None:  # the steps answer only the table's events
            raise IllegalAction(f"the phase machine has no {event!r} from {state}")
        kind, transition = change
        transition.execute(EventData(self.states[state], kind, self.machine, game, (), {}))


_MACHINES: dict[int, tuple[PhaseTable, PhaseMachine]] = {}


def phase_machine(phases: PhaseTable) -> PhaseMachine:
    """The shared machine of ``phases``, built on first use (a table is kept alive with its
    machine, so its ``id`` is never reused)."""
    entry = _MACHINES.get(id(phases))
    if entry is None or entry[0] is not phases:
        entry = _MACHINES[id(phases)] = (phases, PhaseMachine(phases))
    return entry[1]


class Ledger(Protocol):
    """The match state a profile keeps beside its hands (see the module docstring). Its steps
    (the phase table's ``ledger_steps``, e.g. ``score``) take the hand just played and answer the
    next event."""

    winner: int | None
    """The side that won the match, once one has."""

    @property
    def in_play(self) -> tuple[int, ...]:
        """The seats still in the match."""

    @property
    def totals(self) -> Any: ...
    @property
    def disputed(self) -> int: ...
    def copy(self) -> Any: ...
    def snapshot(self) -> tuple[Any, ...]: ...
    def close(self, hand: Any) -> int:
        """The hand is over (played, or void): record what the match keeps of it and answer
        who deals the next hand."""


class Acting(Protocol):
    """What :meth:`Game.apply` takes: an action of any profile (its JSON ``type`` names it)."""

    @property
    def type(self) -> str: ...


class RulesetLike(Protocol):
    """A profile's ruleset (its ID names it): :class:`belote_ref.ruleset.Ruleset`, or another
    profile's."""

    @property
    def id(self) -> str: ...


LedgerFactory = Callable[[Any, Sequence[int] | None, int], Ledger]
"""``(rules, totals or None, disputed) -> the match state at the start``."""

def engine_of(profile: str) -> tuple[type[Hand], LedgerFactory]:
    """The hand driver and the ledger factory of ``profile``, as its record in the registry names
    them (:attr:`belote_ref.registry.Profile.engine`): imported when a match of the profile is
    made, so that a program of one profile does not load the others."""
    record = registry.profile(profile)
    return record.load(record.engine[0]), record.load(record.engine[1])


class Game:
    """A match under one profile's rules, from a first dealer to the target (or a single hand
    carried in with the match state).

    Small API: :attr:`phase`, :attr:`to_act`, :meth:`legal_actions`, :meth:`apply`, :meth:`deal`,
    :meth:`view`, :meth:`copy`. Chance is explicit: each hand begins with :meth:`deal` and a
    32-card order. ``totals`` and ``disputed`` start the team game's ledger; a profile's whole
    match state can be given as ``ledger`` instead. A first dealer that is not a seat still in
    the match raises :class:`~belote_ref.errors.MatchStateError` (MATCH-DEALER, in the profile's name).
    """

    state: str
    """The phase, written onto the game by ``transitions`` (see :class:`PhaseMachine`)."""

    def __init__(
        self,
        rules: ProfileRules | RulesetLike = CLASSIC,
        first_dealer: int = 0,
        totals: Sequence[int] | None = None,
        disputed: int = 0,
        *,
        ledger: Ledger | None = None,
    ) -> None:
        self.rules: Any = rules_for(rules)
        """The profile's rules object (a :class:`~belote_ref.rules.ProfileRules`: the team game's
        :class:`~belote_ref.rules.Rules`, or another profile's)."""
        driver, new_ledger = engine_of(self.rules.profile)
        self.ledger: Ledger = ledger if ledger is not None else new_ledger(self.rules, totals, disputed)
        in_play = self.ledger.in_play
        if type(first_dealer) is not int or first_dealer not in in_play:
            raise MatchStateError(f"first dealer must be seat {seats_text(len(in_play))}, not {first_dealer!r}"
                                  if len(in_play) == self.rules.seats else
                                  f"first dealer must be a seat still in the match {in_play}, not {first_dealer!r}"
                                  + (", which has left it" if first_dealer in range(self.rules.seats) else ""),
                                  where=("first_dealer",),
                                  clause=self.rules.clause_of.get("MATCH-DEALER", "MATCH-DEALER"))
        self.first_dealer = first_dealer
        self.initial_ledger = self.ledger.copy()
        self.initial_totals = self.ledger.totals
        self.initial_disputed = self.ledger.disputed
        self.hands: list[Hand] = [driver.open(self.rules, self.ledger, 1, first_dealer)]
        self._bind()

    def _bind(self, initial: str | None = None) -> None:
        phases = self.rules.phases
        self._disabled = self.rules.disabled
        self._clause_of = self.rules.clause_of
        self.machine = phase_machine(phases)
        self._accepts = self.machine.accepts
        self._on_enter = phases.on_enter
        self._open_steps()
        self.state = initial or phases.initial

    def _open_steps(self) -> None:
        """The steps of the hand in progress, by name: the hand driver's, and the ledger's on
        that hand (the phase table's ``ledger_steps``)."""
        h = self.hands[-1]
        phases = self.rules.phases
        steps: dict[str, Callable[..., str | None]] = {name: getattr(h, name) for name in phases.hand_steps}
        for name in phases.match_steps:
            steps[name] = _on(getattr(self.ledger, name), h)
        self._steps = steps

    # --- reading the game -----------------------------------------------------------------
    @property
    def ruleset(self) -> Any:
        return self.rules.ruleset

    @property
    def phase(self) -> str:
        return self.state

    @property
    def hand(self) -> Any:
        """The hand in progress (or the last one, once the match is over)."""
        return self.hands[-1]

    @property
    def totals(self) -> Any:
        """The match totals: a pair per team in the team game; one per player (or pair) in
        profile belote-acanomas."""
        return self.ledger.totals

    @property
    def disputed(self) -> int:
        """Points held pending (the team game's dispute; the pots' points in belote-acanomas)."""
        return self.ledger.disputed

    @property
    def winner(self) -> int | None:
        """The side that won the match, once one has."""
        return self.ledger.winner

    @property
    def dealer(self) -> int:
        return self.hands[-1].dealer

    @property
    def to_act(self) -> int | None:
        """The one seat that may act now; None while dealing (chance) or once the match is over."""
        return self.hands[-1].to_act

    def holding(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now (hidden information: see :meth:`view`)."""
        return cards_of(self.hands[-1].holding(seat))

    def legal_actions(self) -> list[SeatAction]:
        """The legal actions of the seat to act, sorted; empty while dealing or when over."""
        return self.hands[-1].legal_actions()

    def legal_cards(self) -> list[Card]:
        """The cards the seat to act may play (tricks phase), else empty."""
        return self.hands[-1].legal_cards()

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may see (VIEW-SEAT, ACA-VIEW-PLAYER); None: a spectator."""
        return self.rules.seat_view(self, seat)

    def snapshot(self) -> tuple[Any, ...]:
        """A value equal for two games in the same state (used to prove refusals change nothing)."""
        return (self.state, *self.ledger.snapshot(), len(self.hands), self.hands[-1].snapshot())

    @property
    def is_over(self) -> bool:
        return self.state == "match_over"

    def copy(self) -> "Game":
        """An independent copy of the match: acting on it leaves this game unchanged."""
        other = Game.__new__(Game)
        other.rules = self.rules
        other.ledger = self.ledger.copy()
        other.first_dealer = self.first_dealer
        other.initial_ledger = self.initial_ledger
        other.initial_totals = self.initial_totals
        other.initial_disputed = self.initial_disputed
        other.hands = self.hands[:-1] + [self.hands[-1].copy()]  # finished hands never change
        other._bind(initial=self.state)
        return other

    # --- acting ---------------------------------------------------------------------------
    def deal(self, order: Sequence[int]) -> None:
        """Chance: deal a hand from this 32-card order (DEAL-ORDER)."""
        self.apply(Deal(tuple(order)))  # type: ignore[arg-type]

    def apply(self, action: Action | Acting) -> None:
        """Apply one action, or raise a typed :class:`~belote_ref.errors.IllegalAction` and
        change nothing. The phase table says which action types the phase accepts."""
        try:
            try:
                action_type = action.type
            except AttributeError:
                action_type = None
            if action_type.__class__ is not str:
                raise MalformedAction(f"not an action: {action!r}", action=action)
            if action_type in self._disabled:
                refused = self._disabled[action_type](action)
                if refused is not None:
                    raise refused
            accepted = self._accepts[self.state]
            if action_type not in accepted:
                raise WrongPhase(self.rules.phases.wrong_phase_sentence(self.state, action_type), action=action)
            event = self._steps[accepted[action_type]](action)
        except IllegalAction as refused_action:
            if refused_action.clause in self._clause_of:  # the profile's name of a shared clause
                refused_action.clause = self._clause_of[refused_action.clause]
            raise
        if event is not None:
            self.machine.fire(self, event)

    # --- work on entering a phase that needs no input ----------------------------------------
    def _enter_step(self) -> None:
        """Do the step the phase table names for the phase just entered, then fire the event it
        answers."""
        event = self._steps[self._on_enter[self.state]]()
        if event is not None:
            self.machine.fire(self, event)

    def _next_hand(self) -> None:
        """Entering the initial phase (``dealing``) again, after a void or a scored hand, opens
        the next hand with the next dealer (MATCH-DEALER, BID-ALL-PASS, ACA-MATCH-DEALER)."""
        h = self.hands[-1]
        self.hands.append(type(h).open(self.rules, self.ledger, h.number + 1, self.ledger.close(h)))
        self._open_steps()


def _on(step: Callable[[Any], str | None], hand: Any) -> Callable[[], str | None]:
    """A ledger's step bound to the hand it works on."""
    def run() -> str | None:
        return step(hand)
    return run
