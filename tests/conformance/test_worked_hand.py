"""The worked hand of spec/conformance.md (section 1b) is what the reference adapter answers:
each request of the chapter's block, sent in order to a fresh reference adapter, gets exactly
the response written under it (the adapter's ``version`` aside)."""

from __future__ import annotations

import json
import re

from belote_ref.conformance.reference_adapter import ReferenceAdapter

from .helpers import ROOT


def _block() -> list[str]:
    text = (ROOT / "spec" / "conformance.md").read_text(encoding="utf-8")
    m = re.search(r"```text worked-hand\n(.*?)\n```", text, re.S)
    assert m, "spec/conformance.md has no worked-hand block"
    return m.group(1).splitlines()


def test_the_worked_hand_replays_through_the_reference_adapter() -> None:
    lines = _block()
    assert len(lines) % 2 == 0 and all(line[:2] == ("> " if i % 2 == 0 else "< ") for i, line in enumerate(lines))
    adapter = ReferenceAdapter()
    kinds = []
    for req_line, resp_line in zip(lines[::2], lines[1::2]):
        req, want = json.loads(req_line[2:]), json.loads(resp_line[2:])
        got = adapter.handle(req)
        if req["type"] == "handshake":
            got.pop("version", None)
            want.pop("version", None)
        assert got == want, req_line
        kinds.append(req["type"])
    # one whole hand: the handshake first, the quit last, every kind of request in between
    assert kinds[0] == "handshake" and kinds[1] == "start_hand" and kinds[-1] == "quit" and kinds[-2] == "result"
    assert {"legal", "apply", "view", "trick"} <= set(kinds) and kinds.count("trick") == 8
    refused = [json.loads(r[2:]) for r in lines[1::2] if '"accepted":false' in r]
    assert refused and all(r.get("clause") for r in refused)
