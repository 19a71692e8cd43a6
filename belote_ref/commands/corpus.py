"""``belote-ref corpus regenerate|check``: rebuild the golden corpus from its recipes, or check
that the files on disk are what the reference produces (exit 1 if not; exit 2 when there is no
corpus in that folder, it cannot be written, or a file at a corpus file's name cannot be read as
one: not a regular file, over 64 MiB, or, for ``check``, not UTF-8; ``regenerate`` into a folder
that is not a corpus and holds ``*.json`` files no recipe makes, which it never removes)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .exits import CommandError
from ..shown import one_line
from ..transcript.corpus import NotACorpus, UnreadableCorpusFile, check, regenerate
from .options import ACANOMAS, CLASSIC, add_profile_argument, check_folder_writable, profile_from_args

SUBFOLDERS = ("golden", "negative", "unreadable")


def register(sub: Any) -> None:
    p = sub.add_parser("corpus", help="regenerate or check the golden corpus")
    p.add_argument("action", choices=("regenerate", "check"))
    p.add_argument("--dir", default="corpus", help="the corpus folder (default ./corpus)")
    add_profile_argument(p, (CLASSIC, ACANOMAS), default=None,
                         what="; by default both (profile belote-acanomas's corpus is the folder acanomas/ of the corpus)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    corpus = Path(args.dir)
    if args.action == "regenerate":
        check_folder_writable("--dir", corpus)
        try:
            changed = regenerate(corpus, profile_from_args(args))
        except (UnreadableCorpusFile, NotACorpus) as exc:
            raise CommandError(str(exc)) from None
        except OSError as exc:
            raise CommandError(f"--dir {corpus}: cannot write the corpus: {exc.strerror or exc}"
                               + (f" ({exc.filename})" if exc.filename else "")) from None
        for c in changed:
            print(f"wrote {c}")
        print(f"corpus regenerated: {len(changed)} file(s) changed")
        return 0
    if not corpus.is_dir() or not any((corpus / sub).is_dir() for sub in SUBFOLDERS):
        where = "the current folder" if args.dir == "corpus" else str(corpus)
        raise CommandError(f"no corpus at {corpus} (no {', '.join(s + '/' for s in SUBFOLDERS)} folder): run it from "
                           f"the repository's top folder, or give the corpus folder with --dir (looked in {where})")
    try:
        problems = check(corpus, profile_from_args(args))
    except UnreadableCorpusFile as exc:
        raise CommandError(str(exc)) from None
    for p in problems:
        print(one_line(p))  # a file's name in it: from the folder, not the recipes
    print("corpus matches its recipes" if not problems else f"{len(problems)} corpus file(s) differ from the recipes")
    return 1 if problems else 0
