"""What a seat can know and infer from its own view, and nothing else (AI-VIEW, AI-HARD).

:func:`knowledge_from_view` turns a :class:`~belote_ref.view.SeatView` into masks the AIs work
with: the seat's hand, the cards played (by whom), the trick in progress, the unseen cards, and
what the public record proves about the other seats' hidden cards:

- *forced* cards: the turned card is in the taker's hand until played (DEAL-COMPLETION); a seat
  that announced belote holds the other trump honour until it plays it (PLAY-BELOTE);
- *excluded* cards (voids): a seat that did not follow the suit led holds none of it
  (PLAY-FOLLOW-SUIT); one that did not trump when it had to holds no trump (PLAY-MUST-TRUMP);
  one that played under the best trump when it had to beat it holds no higher trump
  (PLAY-TRUMP-LEAD, PLAY-OVERTRUMP).

Bidding inferences are soft (a pass is not proof); they live in :mod:`belote_ref.ai.sampling`
as weights.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Take
from ..cards import FULL_DECK_MASK, POINTS, SUIT_MASKS, TRICK_KEY, TRUMP_STRENGTH, TRUMPS_ABOVE, Rank, card
from ..view import SeatView

BIDDING_PHASES = ("bid_round_1", "bid_round_2")


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
    undertrump_required: bool

    @property
    def unseen(self) -> int:
        """Cards the seat has not seen: held by the others (or undealt, while bidding)."""
        seen = self.hand | self.played
        if self.turned is not None and self.bidding:
            seen |= 1 << self.turned
        return FULL_DECK_MASK & ~seen


def knowledge_from_view(view: SeatView, undertrump_required: bool = True) -> Knowledge:
    """Everything the AIs use, computed from the view alone (AI-VIEW)."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator's view has no seat to decide for")
    hand = 0
    for own in view.hand:
        hand |= 1 << own
    bidding = view.phase in BIDDING_PHASES
    bid_round = 2 if view.phase == "bid_round_2" else 1
    passes: list[tuple[int, int]] = []
    rnd, n = 1, 0
    for b in view.bids:
        if type(b) is not Take:
            passes.append((b.seat, rnd))
        n += 1
        if n == 4 and rnd == 1:
            rnd, n = 2, 0
    trump = view.trump
    played = 0
    played_by = [0, 0, 0, 0]
    excluded = [0, 0, 0, 0]
    forced = [0, 0, 0, 0]
    pts = [0, 0]
    won = [0, 0]
    trick: tuple[int, ...] = ()
    leader = (view.dealer + 1) & 3
    if trump is not None:
        tmask = SUIT_MASKS[trump]
        for tv in view.tricks:
            cards = [int(c) for c in tv.cards]
            lead = cards[0] >> 3
            keys = TRICK_KEY[trump][lead]
            best_trump = -1
            wpos = 0
            for i, c in enumerate(cards):
                s = (tv.leader + i) & 3
                played |= 1 << c
                played_by[s] |= 1 << c
                suit = c >> 3
                if i > 0 and suit != lead:
                    excluded[s] |= SUIT_MASKS[lead]
                    if lead == trump:
                        pass  # void in trump: covered by the line above
                    elif not (i >= 2 and wpos == i - 2):  # partner not master: had to trump
                        if suit != trump:
                            if best_trump < 0 or undertrump_required:
                                excluded[s] |= tmask
                            else:
                                excluded[s] |= TRUMPS_ABOVE[trump][best_trump]
                        elif TRUMP_STRENGTH[c & 7] < best_trump:
                            excluded[s] |= TRUMPS_ABOVE[trump][best_trump]
                elif i > 0 and lead == trump and TRUMP_STRENGTH[c & 7] < best_trump:
                    excluded[s] |= TRUMPS_ABOVE[trump][best_trump]
                if suit == trump and TRUMP_STRENGTH[c & 7] > best_trump:
                    best_trump = TRUMP_STRENGTH[c & 7]
                if i > 0 and keys[c] > keys[cards[wpos]]:
                    wpos = i
            if tv.winner is not None:
                t = tv.winner & 1
                won[t] += 1
                pts[t] += sum(POINTS[trump][c] for c in cards)
                leader = tv.winner
            else:
                trick = tuple(cards)
                leader = tv.leader
    belote_seat: int | None = None
    belote_dead = False
    if trump is not None:
        king, queen = card(trump, Rank.KING), card(trump, Rank.QUEEN)
        for s, what in view.belote:
            if what == "belote":
                belote_seat = s
        if belote_seat is not None:
            for c in (king, queen):
                if not played >> c & 1:
                    forced[belote_seat] |= 1 << c
        elif played >> king & 1 or played >> queen & 1:
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
        undertrump_required=undertrump_required,
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
