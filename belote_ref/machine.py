"""The match as an explicit finite-state machine over the rules object (MATCH-PHASES).

The machine is built with ``transitions`` from the profile's phase table
(:class:`belote_ref.phases.PhaseTable`, the rules object's ``phases``). The table is
load-bearing: :meth:`Game.apply` accepts an action only in a phase whose row lists its type (else
``WrongPhase``) and hands it to the step that row names; the step (on :class:`belote_ref.hand.Hand`)
validates the action in full before anything changes and answers the event it causes, which the
machine fires; phases that need no input (``completion_deal``, ``scoring``) do their work on
entering and fire the next event themselves; entering ``dealing`` again opens the next hand. A
refused action leaves the game untouched.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from transitions import Machine

from .actions import Action, Deal, SeatAction
from .cards import Card, cards_of
from .errors import IllegalAction, MalformedAction, WrongPhase
from .hand import Hand
from .phases import CLASSIC_PHASES, PhaseTable
from .ruleset import Ruleset
from .rules import CLASSIC, Rules, rules_for

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


class Game:
    """A match under one profile's rules, from a first dealer to the target (or a single hand
    carried in with match totals and disputed points).

    Small API: :attr:`phase`, :attr:`to_act`, :meth:`legal_actions`, :meth:`apply`, :meth:`deal`,
    :meth:`view`, :meth:`copy`. Chance is explicit: each hand begins with :meth:`deal` and a
    32-card order.
    """

    state: str
    """The phase, written onto the model by ``transitions``."""
    trigger: Callable[..., bool]

    def __init__(
        self,
        rules: Rules | Ruleset = CLASSIC,
        first_dealer: int = 0,
        totals: tuple[int, int] = (0, 0),
        disputed: int = 0,
    ) -> None:
        self.rules = rules_for(rules)
        if type(first_dealer) is not int or not 0 <= first_dealer < self.rules.seats:
            raise ValueError(f"first dealer must be seat 0, 1, 2 or 3, not {first_dealer!r}")
        self.first_dealer = first_dealer
        self.totals: tuple[int, int] = (int(totals[0]), int(totals[1]))
        self.disputed = int(disputed)
        self.initial_totals = self.totals
        self.initial_disputed = self.disputed
        self.winner: int | None = None
        self.hands: list[Hand] = [Hand(self.rules, 1, first_dealer)]
        self._bind()

    def _bind(self, initial: str | None = None) -> None:
        phases = self.rules.phases
        self._disabled = dict(self.rules.disabled)
        self._accepts = {phase: dict(phases.accepts.get(phase, _NOTHING)) for phase in phases.phases}
        """Phase -> {action type -> the name of the hand's step that handles it} (the phase table)."""
        self._open_steps()
        self.machine = build_machine(self, phases, initial=initial)

    def _open_steps(self) -> None:
        """The steps of the hand in progress, by name."""
        h = self.hands[-1]
        self._hand_steps: dict[str, Callable[[Any], str | None]] = {"deal": h.deal, "bid": h.bid, "play": h.play}

    # --- reading the game -----------------------------------------------------------------
    @property
    def ruleset(self) -> Ruleset:
        return self.rules.ruleset

    @property
    def phase(self) -> str:
        return self.state

    @property
    def hand(self) -> Hand:
        """The hand in progress (or the last one, once the match is over)."""
        return self.hands[-1]

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
        """What ``seat`` may see (VIEW-SEAT); None: a spectator."""
        return self.rules.seat_view(self, seat)

    def snapshot(self) -> tuple[Any, ...]:
        """A value equal for two games in the same state (used to prove refusals change nothing)."""
        return (self.state, self.totals, self.disputed, self.winner, len(self.hands), self.hands[-1].snapshot())

    @property
    def is_over(self) -> bool:
        return self.state == "match_over"

    def copy(self) -> "Game":
        """An independent copy of the match: acting on it leaves this game unchanged."""
        other = Game.__new__(Game)
        other.rules = self.rules
        other.first_dealer = self.first_dealer
        other.totals = self.totals
        other.disputed = self.disputed
        other.initial_totals = self.initial_totals
        other.initial_disputed = self.initial_disputed
        other.winner = self.winner
        other.hands = self.hands[:-1] + [self.hands[-1].copy()]  # finished hands never change
        other._bind(initial=self.state)
        return other

    # --- acting ---------------------------------------------------------------------------
    def deal(self, order: Sequence[int]) -> None:
        """Chance: deal a hand from this 32-card order (DEAL-ORDER)."""
        self.apply(Deal(tuple(order)))  # type: ignore[arg-type]

    def apply(self, action: Action) -> None:
        """Apply one action, or raise a typed :class:`~belote_ref.errors.IllegalAction` and
        change nothing. The phase table says which action types the phase accepts."""
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
        event = self._hand_steps[accepted[action_type]](action)
        if event is not None:
            self._fire(event)

    def _fire(self, event: str) -> None:
        if not self.trigger(event):  # pragma: no cover - the table has no conditions
            raise IllegalAction(f"the phase machine refused {event!r} in {self.state}")

    # --- work on entering a phase that needs no input ----------------------------------------
    def _enter_complete_deal(self) -> None:
        self._fire(self.hands[-1].complete_deal())

    def _enter_score(self) -> None:
        rules = self.rules
        h = self.hands[-1]
        score = h.score_tricks()
        settlement = rules.settle(self.totals, self.disputed, score)
        h.settle(settlement)
        self.totals = settlement.totals
        self.disputed = settlement.disputed
        self.winner = rules.match_winner(self.totals)
        self._fire("end_match" if self.winner is not None else "next_hand")

    def on_enter_dealing(self) -> None:
        """Entering ``dealing`` again (after a void or a scored hand) opens the next hand with
        the next dealer (MATCH-DEALER, BID-ALL-PASS)."""
        h = self.hands[-1]
        self.hands.append(Hand(self.rules, h.number + 1, self.rules.next_dealer(h.dealer, h.void)))
        self._open_steps()
