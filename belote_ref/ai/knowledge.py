"""What a seat can know and infer from its own view, and nothing else (AI-VIEW, AI-HARD).

:func:`knowledge_from_view` turns a :class:`~belote_ref.view.SeatView` into masks the AIs work
with: the seat's hand, the cards played (by whom), the trick in progress, the unseen cards, and
what the public record proves about the other seats' hidden cards:

- *forced* cards: the turned card is in the taker's hand until played (DEAL-COMPLETION); a seat
  that announced belote holds the other trump honour until it plays it (PLAY-BELOTE);
- *excluded* cards (voids): what the play obligation proves, read from the rules object: a card
  ``x`` is excluded for a seat when the card it played is not allowed from the hand
  ``{played, x}`` in that position. Under the classic obligations: a seat that did not follow
  the suit led holds none of it (PLAY-FOLLOW-SUIT); one that did not trump when it had to holds
  no trump (PLAY-MUST-TRUMP); one that played under the best trump when it had to beat it holds
  no higher trump (PLAY-TRUMP-LEAD, PLAY-OVERTRUMP).

Bidding inferences are soft (a pass is not proof); they live in :mod:`belote_ref.ai.sampling`
as weights.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..actions import Take
from ..cards import FULL_DECK_MASK
from ..play import PlayObligation, excluded_by_play
from ..rules import CLASSIC, Rules, rules_for
from ..ruleset import Ruleset
from ..view import SeatView


@dataclass(frozen=True, slots=True)
class Knowledge:
    """One seat's knowledge at one decision (AI-VIEW). Cards are 32-bit masks."""

    seat: int
    dealer: int
    bidding: bool
    """True during the two bidding rounds, False during trick play."""
    bid_round: int
    hand: int
    turned: int | None
    trump: int | None
    taker: int | None
    passes: tuple[tuple[int, int], ...]
    """(seat, round) of every pass heard."""
    played: int
    """Every card played this hand, the trick in progress included."""
    played_by: tuple[int, int, int, int]
    trick: tuple[int, ...]
    """Cards of the trick in progress, leader first."""
    leader: int
    card_points: tuple[int, int]
    """Card points each team won in finished tricks."""
    tricks_won: tuple[int, int]
    counts: tuple[int, int, int, int]
    """Cards each seat holds now."""
    forced: tuple[int, int, int, int]
    """Cards each other seat is proved to hold."""
    excluded: tuple[int, int, int, int]
    """Cards each other seat is proved not to hold (voids, no higher trump)."""
    belote_seat: int | None
    """The seat that announced belote, if one did."""
    belote_dead: bool
    """A trump K or Q was played without belote: no belote will be scored this hand."""

    @property
    def unseen(self) -> int:
        """Cards the seat has not seen: held by the others (or undealt, while bidding)."""
        seen = self.hand | self.played
        if self.turned is not None and self.bidding:
            seen |= 1 << self.turned
        return FULL_DECK_MASK & ~seen


@lru_cache(maxsize=4096)
def trick_voids(obligation: PlayObligation, cards: tuple[int, ...], trump: int) -> tuple[int, ...]:
    """For each card of a trick (leader first), the cards its player is proved not to hold by
    playing it (:func:`belote_ref.play.excluded_by_play`; nothing for the lead).

    A pure function of its arguments, cached: every seat's every decision of a hand reads the
    same tricks again."""
    return (0,) + tuple(
        excluded_by_play(obligation, cards[:i], trump, cards[i], FULL_DECK_MASK) for i in range(1, len(cards))
    )


def knowledge_from_view(view: SeatView, rules: Rules | Ruleset = CLASSIC) -> Knowledge:
    """Everything the AIs use, computed from the view alone and the table's rules (AI-VIEW).

    The voids are what the play obligation proves (PLAY-*): a card ``x`` is excluded for a seat
    when the card it played is not allowed, in that position, from the hand ``{played, x}``
    (:func:`belote_ref.play.excluded_by_play` on ``rules.play_obligation``)."""
    rules = rules_for(rules)
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator's view has no seat to decide for")
    hand = 0
    for own in view.hand:
        hand |= 1 << own
    bidding = Take.type in rules.phases.accepts.get(view.phase, ())
    bid_round = 2 if view.phase == "bid_round_2" else 1
    passes: list[tuple[int, int]] = []
    rnd, n = 1, 0
    for b in view.bids:
        if type(b) is not Take:
            passes.append((b.seat, rnd))
        n += 1
        if n == rules.seats and rnd == 1:
            rnd, n = 2, 0
    trump = view.trump
    played = 0
    played_by = [0, 0, 0, 0]
    excluded = [0, 0, 0, 0]
    forced = [0, 0, 0, 0]
    pts = [0, 0]
    won = [0, 0]
    trick: tuple[int, ...] = ()
    leader = rules.first_leader(view.dealer)
    if trump is not None:
        obligation = rules.play_obligation
        next_seat = rules.next_seat
        points = rules.points[trump]
        for tv in view.tricks:
            cards = tv.cards
            proved = trick_voids(obligation, cards, trump)
            s = tv.leader
            for i, c in enumerate(cards):
                if i:
                    s = next_seat(s)
                    excluded[s] |= proved[i]
                played |= 1 << c
                played_by[s] |= 1 << c
            if tv.winner is not None:
                t = rules.side_of(tv.winner)
                won[t] += 1
                pts[t] += sum(points[c] for c in cards)
                leader = tv.winner
            else:
                trick = tuple(map(int, cards))
                leader = tv.leader
    belote_seat: int | None = None
    belote_dead = False
    if trump is not None:
        honours = rules.belote_cards(FULL_DECK_MASK, trump)  # the trump K and Q (PLAY-BELOTE)
        for s, what in view.belote:
            if what == "belote":
                belote_seat = s
        if belote_seat is not None:
            forced[belote_seat] |= honours & ~played
        elif played & honours:
            belote_dead = True
        if view.taker is not None and view.turned is not None and not played >> view.turned & 1:
            forced[view.taker] |= 1 << view.turned
    forced[seat] = 0
    excluded[seat] = 0
    for s in range(4):
        excluded[s] &= ~forced[s]
    return Knowledge(
        seat=seat,
        dealer=view.dealer,
        bidding=bidding,
        bid_round=bid_round,
        hand=hand,
        turned=int(view.turned) if view.turned is not None else None,
        trump=trump,
        taker=view.taker,
        passes=tuple(passes),
        played=played,
        played_by=(played_by[0], played_by[1], played_by[2], played_by[3]),
        trick=trick,
        leader=leader,
        card_points=(pts[0], pts[1]),
        tricks_won=(won[0], won[1]),
        counts=view.cards_held,
        forced=(forced[0], forced[1], forced[2], forced[3]),
        excluded=(excluded[0], excluded[1], excluded[2], excluded[3]),
        belote_seat=belote_seat,
        belote_dead=belote_dead,
    )


def view_digest(view: SeatView) -> str:
    """A text that identifies the decision: equal for equal views (AI-BUDGET: per-decision
    seeds depend on the seed and this digest only)."""
    return "|".join(
        (
            str(view.seat), view.phase, str(view.dealer), str(view.hand_number),
            " ".join(str(c) for c in view.hand),
            str(view.turned),
            " ".join(str(b.to_json()) for b in view.bids),
            " ".join(f"{t.leader}:{','.join(str(c) for c in t.cards)}" for t in view.tricks),
        )
    )
