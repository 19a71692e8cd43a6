"""``belote-ref corpus regenerate|check``: rebuild the golden corpus from its recipes, or check
that the files on disk are what the reference produces (exit 1 if not)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..transcript.corpus import check, regenerate


def register(sub: Any) -> None:
    p = sub.add_parser("corpus", help="regenerate or check the golden corpus")
    p.add_argument("action", choices=("regenerate", "check"))
    p.add_argument("--dir", default="corpus", help="the corpus folder (default ./corpus)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    corpus = Path(args.dir)
    if args.action == "regenerate":
        changed = regenerate(corpus)
        for c in changed:
            print(f"wrote {c}")
        print(f"corpus regenerated: {len(changed)} file(s) changed")
        return 0
    problems = check(corpus)
    for p in problems:
        print(p)
    print("corpus matches its recipes" if not problems else f"{len(problems)} corpus file(s) differ from the recipes")
    return 1 if problems else 0
