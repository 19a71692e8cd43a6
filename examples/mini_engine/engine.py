"""mini_engine: a small Belote engine written from the rule card alone, independently of
belote_ref (it imports nothing from it). One hand at a time, with match totals carried in.

Supports the canonical rules only (3-2 deal, undertrump required, belote announced, ties held in
dispute, next dealer after a void hand) and any match target.
"""

from __future__ import annotations

SUITS = "CDHS"
RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]
TRUMP_RANK = ["7", "8", "Q", "K", "10", "A", "9", "J"]   # weakest to strongest
PLAIN_RANK = ["7", "8", "9", "J", "Q", "K", "10", "A"]
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}


def suit(card: str) -> str:
    return card[-1]


def rank(card: str) -> str:
    return card[:-1]


class Illegal(Exception):
    pass


class MiniHand:
    def __init__(self, dealer: int, order: list[str], totals: list[int], disputed: int, target: int = 1000):
        self.dealer, self.order, self.target = dealer, order, target
        self.totals, self.disputed = list(totals), disputed
        self.hands: list[list[str]] = [[], [], [], []]
        pos = 0
        for size in (3, 2):
            for k in range(1, 5):
                self.hands[(dealer + k) % 4] += order[pos:pos + size]
                pos += size
        self.turned = order[20]
        self.phase, self.round, self.passes = "bidding", 1, 0
        self.to_act = (dealer + 1) % 4
        self.taker: int | None = None
        self.trump: str | None = None
        self.trick: list[tuple[int, str]] = []
        self.done: list[tuple[int, list[str], int]] = []   # (leader, cards, winner)
        self.belote_seat: int | None = None
        self.result: dict | None = None

    # --- rules ----------------------------------------------------------------------------
    def power(self, card: str, led: str) -> int:
        if suit(card) == self.trump:
            return 100 + TRUMP_RANK.index(rank(card))
        if suit(card) == led:
            return PLAIN_RANK.index(rank(card))
        return -1

    def winning(self) -> int:
        led = suit(self.trick[0][1])
        return max(self.trick, key=lambda sc: self.power(sc[1], led))[0]

    def legal_cards(self) -> list[str]:
        hand = self.hands[self.to_act]
        if not self.trick:
            return list(hand)
        led = suit(self.trick[0][1])
        same = [c for c in hand if suit(c) == led]
        trumps = [c for c in hand if suit(c) == self.trump]
        best_trump = max((self.power(c, led) for _, c in self.trick if suit(c) == self.trump), default=None)
        if led == self.trump:
            if not same:
                return list(hand)
            over = [c for c in same if best_trump is None or self.power(c, led) > best_trump]
            return over or same
        if same:
            return same
        if len(self.trick) >= 2 and self.winning() == (self.to_act + 2) % 4:
            return list(hand)
        if not trumps:
            return list(hand)
        if best_trump is None:
            return trumps
        over = [c for c in trumps if self.power(c, led) > best_trump]
        return over or trumps

    def legal(self) -> list[dict]:
        s = self.to_act
        if self.phase == "bidding":
            suits = [suit(self.turned)] if self.round == 1 else [x for x in SUITS if x != suit(self.turned)]
            return [{"type": "pass", "seat": s}] + [{"type": "take", "seat": s, "suit": x} for x in suits]
        if self.phase != "tricks":
            return []
        out = []
        assert self.trump is not None
        pair = {"K" + self.trump, "Q" + self.trump}
        for c in self.legal_cards():
            out.append({"type": "play", "seat": s, "card": c})
            if c in pair and pair <= set(self.hands[s]):
                out.append({"type": "play", "seat": s, "card": c, "announce": "belote"})
        return out

    def apply(self, action: dict) -> None:
        if action not in self.legal():
            raise Illegal(f"not legal now: {action}")
        if action["type"] == "pass":
            self.passes += 1
            self.to_act = (self.to_act + 1) % 4
            if self.passes == 4:
                self.round, self.passes = self.round + 1, 0
                if self.round == 3:
                    self.phase = "over"
                    self.result = self.settle(None)
        elif action["type"] == "take":
            self.taker, self.trump = action["seat"], action["suit"]
            self.hands[self.taker].append(self.turned)
            pos = 21
            for k in range(1, 5):
                seat = (self.dealer + k) % 4
                n = 2 if seat == self.taker else 3
                self.hands[seat] += self.order[pos:pos + n]
                pos += n
            self.phase, self.to_act = "tricks", (self.dealer + 1) % 4
        else:
            seat, card = action["seat"], action["card"]
            if action.get("announce"):
                self.belote_seat = seat
            self.hands[seat].remove(card)
            self.trick.append((seat, card))
            self.to_act = (seat + 1) % 4
            if len(self.trick) == 4:
                winner = self.winning()
                self.done.append((self.trick[0][0], [c for _, c in self.trick], winner))
                self.trick, self.to_act = [], winner
                if len(self.done) == 8:
                    self.phase = "over"
                    self.result = self.settle(self.score())

    # --- scoring --------------------------------------------------------------------------
    def score(self) -> dict:
        cards, tricks = [0, 0], [0, 0]
        for _, cs, w in self.done:
            tricks[w % 2] += 1
            for c in cs:
                table = TRUMP_POINTS if suit(c) == self.trump else PLAIN_POINTS
                cards[w % 2] += table.get(rank(c), 0)
        last = [0, 0]
        last[self.done[-1][2] % 2] = 10
        belote = [0, 0]
        if self.belote_seat is not None:
            belote[self.belote_seat % 2] = 20
        capot = 0 if tricks[0] == 8 else 1 if tricks[1] == 8 else None
        total = [cards[i] + last[i] + belote[i] for i in (0, 1)]
        if capot is not None:
            total = [belote[i] + (252 if i == capot else 0) for i in (0, 1)]
        assert self.taker is not None
        t = self.taker % 2
        d = 1 - t
        held = 0
        if total[t] > total[d]:
            contract, scores = "made", total
        elif total[t] == total[d]:
            contract, scores = "tied", [0, 0]
            scores[d], scores[t] = total[d], belote[t]
            held = total[t] - belote[t]
        else:
            contract, scores = "failed", [0, 0]
            scores[d] = (252 if capot == d else 162) + belote[d]
            scores[t] = belote[t]
        return {"contract": contract, "card_points": cards, "last_trick": last, "belote": belote,
                "capot": capot, "scores": scores, "held": held}

    def settle(self, score: dict | None) -> dict:
        if score is not None:
            for i in (0, 1):
                self.totals[i] += score["scores"][i]
            if score["contract"] == "tied":
                self.disputed += score["held"]
            elif self.disputed:
                assert self.taker is not None
                takers = self.taker % 2
                self.totals[takers if score["contract"] == "made" else 1 - takers] += self.disputed
                self.disputed = 0
        winner: int | None = None
        if max(self.totals) >= self.target and self.totals[0] != self.totals[1]:
            winner = 0 if self.totals[0] > self.totals[1] else 1
        return {"void": score is None, "score": score, "totals": list(self.totals), "disputed": self.disputed,
                "next_dealer": None if winner is not None else (self.dealer + 1) % 4, "winner": winner}
