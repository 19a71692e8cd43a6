"""Print the worked hand of spec/conformance.md: every message the kit exchanges with an adapter
(here the reference adapter) for one short hand, in order, one ``>`` request and one ``<``
response a line. ``tests/conformance/test_worked_hand.py`` replays the spec's copy through the
reference adapter, so the chapter cannot go stale.

Run from the repository root: ``python3 tools/worked_hand.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_ref.conformance import protocol  # noqa: E402
from belote_ref.conformance.checks.lockstep import HandCase, Lockstep  # noqa: E402
from belote_ref.conformance.driver import InProcessEngine  # noqa: E402
from belote_ref.conformance.reference_adapter import ReferenceAdapter  # noqa: E402
from belote_ref.conformance.results import Outcome  # noqa: E402
from belote_ref.ruleset import CANONICAL  # noqa: E402

ORDER = ("JH 9H AH 10H KH QH 8H 7H JS 9S AS 10S KS QS 8S 7S JD 9D AD 10D KD QD 8D 7D "
         "JC 9C AC 10C KC QC 8C 7C").split()
"""The card order of the worked hand (top first)."""
CASE = HandCase("worked", CANONICAL.options(), 0, list(ORDER), (0, 0), 0, seed=2, probes=True,
                choices=[1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                         0, 0, 0, 0, 0, 0, 0, 0])


def messages() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(request, response) of the whole exchange: the handshake, the hand as the kit plays it in
    lockstep (requests one at a time), the quit."""
    adapter = ReferenceAdapter()
    log: list[tuple[dict[str, Any], dict[str, Any]]] = []

    def handle(req: dict[str, Any]) -> dict[str, Any]:
        r = adapter.handle(req)
        log.append((req, r))
        return r

    handle(protocol.handshake())
    Lockstep(InProcessEngine(handle), Outcome(), "differential", pipeline=False).run(CASE)
    handle(protocol.quit_())
    return log


def lines() -> list[str]:
    out = []
    for req, resp in messages():
        out.append("> " + json.dumps(req, separators=(",", ":")))
        out.append("< " + json.dumps(resp, separators=(",", ":")))
    return out


if __name__ == "__main__":
    print("\n".join(lines()))
