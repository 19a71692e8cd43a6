"""Regenerate belote_ref/conformance/checks/steered.json (and profile belote-acanomas's
belote_ref/profiles/acanomas/steered.json): the steered hands of a default
``belote-ref conformance`` run against the reference adapter (every option value the reference
supports, seed 0, the default thin threshold), searched once on the reference
(:func:`belote_ref.conformance.checks.steer.search`) instead of on every run (issue 39).

tests/conformance/test_steer_table.py checks that searching again gives the same table.
Run from the repository root: ``python3 tools/make_steered.py`` (``--check``: exit 1 if the table
differs from a new search, writing nothing).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_ref.conformance.checks.steer import TABLE, Key, searches, table_doc  # noqa: E402
from belote_ref.conformance.coverage import DEFAULT_THIN  # noqa: E402
from belote_ref.conformance.driver import InProcessEngine  # noqa: E402
from belote_ref.conformance.reference_adapter import ReferenceAdapter  # noqa: E402
from belote_ref.conformance.runner import Config, Run  # noqa: E402

SEEDS = (0,)
"""The ``--seed`` values whose searches the table holds (the default run's)."""


def default_searches() -> list[Key]:
    """The searches a default run against the reference makes: its variants as the runner
    derives them from the reference's handshake."""
    run = Run(lambda: InProcessEngine(ReferenceAdapter().handle), Config(out_dir=None))
    run.open()
    variants = run.variants()
    run.close()
    return [k for seed in SEEDS for k in searches(variants, seed, DEFAULT_THIN)]


def text() -> str:
    """The table's file text."""
    doc = table_doc(default_searches())
    lines = [f'{{"format": {json.dumps(doc["format"])}, "searches": [']
    for k, e in enumerate(doc["searches"]):
        head = json.dumps({key: e[key] for key in ("options", "features", "seed")})
        hands = ",\n  ".join(json.dumps(h, separators=(",", ":")) for h in e["hands"])
        lines.append(f'{head[:-1]}, "hands": [\n  {hands}]}}' + ("," if k + 1 < len(doc["searches"]) else ""))
    return "\n".join(lines) + "\n]}\n"


def acanomas_text() -> str:
    """The table of profile belote-acanomas's steered games (``belote_ref/profiles/acanomas/steer.py``):
    the searches of a default run against the reference, one search a line."""
    from belote_ref.profiles.acanomas import steer

    run = Run(lambda: InProcessEngine(ReferenceAdapter(profile=steer.PROFILE).handle),
              Config(out_dir=None, profile=steer.PROFILE))
    run.open()
    variants = run.variants()
    run.close()
    doc = steer.table_doc([k for seed in SEEDS for k in steer.searches(variants, seed, DEFAULT_THIN)])
    rows = ",\n".join(json.dumps(e, separators=(",", ":")) for e in doc["searches"])
    return f'{{"format": {json.dumps(doc["format"])}, "searches": [\n{rows}\n]}}\n'


def main(argv: list[str] | None = None) -> int:
    from belote_ref.profiles.acanomas.steer import TABLE as ACANOMAS_TABLE

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with a new search; write nothing")
    args = ap.parse_args(argv)
    status = 0
    for path, make in ((TABLE, text), (ACANOMAS_TABLE, acanomas_text)):
        new = make()
        if args.check:
            same = path.exists() and path.read_text(encoding="utf-8") == new
            print(f"{path}: {'up to date' if same else 'differs from a new search: run tools/make_steered.py'}")
            status |= 0 if same else 1
            continue
        path.write_text(new, encoding="utf-8")
        doc: dict[str, Any] = json.loads(new)
        games = sum(len(e.get("hands", e.get("games", ()))) for e in doc["searches"])
        print(f"{path}: {len(doc['searches'])} searches, {games} games")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
