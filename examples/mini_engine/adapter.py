"""Adapter for mini_engine: the belote-ref adapter protocol 1.0.0 on stdin/stdout.

Run the kit against it:  belote-ref conformance --engine "python3 examples/mini_engine/adapter.py"
"""

import json
import sys

from engine import Illegal, MiniHand

CANONICAL = {"first_deal": "3-2", "all_pass": "next-dealer", "undertrump": "required",
             "belote": "announced", "tie": "dispute"}
hand = None


def handle(req):
    global hand
    kind = req.get("type")
    if kind == "handshake":
        return {"type": "handshake", "protocol": "1.0.0", "name": "mini_engine", "version": "0.1",
                "options": {"target": "any"}}
    if kind == "start_hand":
        rules = req["ruleset"]
        if any(rules.get(k, v) != v for k, v in CANONICAL.items()):
            return {"type": "error", "message": "mini_engine plays the canonical rules only"}
        hand = MiniHand(req["dealer"], req["order"], req["totals"], req["disputed"], rules.get("target", 1000))
        return {"type": "start_hand"}
    if kind == "quit":
        return {"type": "quit"}
    if hand is None:
        return {"type": "error", "message": "no hand started"}
    if kind == "legal":
        over = hand.phase == "over"
        return {"type": "legal", "phase": hand.phase, "to_act": None if over else hand.to_act, "actions": hand.legal()}
    if kind == "apply":
        try:
            hand.apply(req["action"])
        except Illegal as exc:
            return {"type": "apply", "accepted": False, "reason": str(exc)}
        return {"type": "apply", "accepted": True}
    if kind == "trick":
        i = req["index"]
        if i >= len(hand.done):
            return {"type": "error", "message": f"trick {i} not finished"}
        leader, cards, winner = hand.done[i]
        return {"type": "trick", "index": i, "leader": leader, "cards": cards, "winner": winner}
    if kind == "view":
        seat = req["seat"]
        return {"type": "view", "seat": seat, "hand": hand.hands[seat], "turned": hand.turned,
                "taker": hand.taker, "trump": hand.trump}
    if kind == "result":
        if hand.result is None:
            return {"type": "error", "message": "the hand is not over"}
        return {"type": "result", **hand.result}
    return {"type": "error", "message": f"unknown request {kind!r}"}


def main():
    for line in sys.stdin:
        try:
            response = handle(json.loads(line))
        except Exception as exc:  # never die on one bad request
            response = {"type": "error", "message": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(response), flush=True)
        if response.get("type") == "quit":
            break


if __name__ == "__main__":
    main()
