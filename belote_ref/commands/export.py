"""``belote-ref export``: a table-server room's transcripts, read from its database (works while
the server runs). Exit codes: 0 written, 2 bad option or no such room or match, 3 the database
cannot be used."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .options import STDOUT, output_path


def register(sub: Any) -> None:
    p = sub.add_parser("export", help="write a table-server room's match transcripts (audited clean)")
    p.add_argument("room", nargs="?", metavar="ROOM", help="the room's ID (leave out with --list)")
    p.add_argument("--db", default=None, metavar="PATH", help="the server's database (default ./belote-table.sqlite3)")
    p.add_argument("--match", default="last", metavar="N",
                   help="which match: a number, 'last' (default) or 'all' (needs --output FOLDER)")
    p.add_argument("--output", type=output_path, metavar="PATH",
                   help="write here (a folder with --match all) instead of standard output ('-': standard output)")
    p.add_argument("--list", action="store_true", help="list the rooms of the database")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .exits import CommandError
    from ..table.rooms import room_from_stored
    from ..table.runner import DEFAULT_DB
    from ..table.store import EXIT_DATABASE, DatabaseError, read_rooms
    from ..ruleset import read_whole_number
    from ..transcript.corpus import dumps
    from .options import write_text

    db = Path(args.db or DEFAULT_DB)
    try:
        stored = read_rooms(db)
    except DatabaseError as exc:
        raise CommandError(str(exc), EXIT_DATABASE) from None
    if args.list:
        for s in stored:
            room = room_from_stored(s)
            print(f"{room.id}\t{room.config.name}\tmatch {room.match}\t{'over' if room.over else 'in progress'}\t"
                  f"seq {room.seq}")
        return 0
    if not args.room:
        raise CommandError("name a ROOM (belote-ref export --list shows them)")
    found = [s for s in stored if s.id == args.room]
    if not found:
        raise CommandError(f"{db} has no room {args.room!r} (belote-ref export --list shows them)")
    try:
        room = room_from_stored(found[0])
    except ValueError as exc:
        raise CommandError(f"{db} is damaged: {exc}", EXIT_DATABASE) from None
    if args.match == "all":
        if args.output in (None, STDOUT):
            raise CommandError("--match all needs --output FOLDER (each match is a file of its own)")
        folder = Path(args.output)
        folder.mkdir(parents=True, exist_ok=True)
        for m in room.match_games():
            write_text(str(folder / f"{room.id}-match-{m}.json"), dumps(room.transcript(m, full=True)))
        return 0
    if args.match == "last":
        match = room.match
    else:
        try:
            match = read_whole_number(args.match)
        except ValueError:
            raise CommandError(f"--match must be a number (the digits 0-9), 'last' or 'all', "
                               f"not {args.match[:40]!r}") from None
    if match not in room.games:
        raise CommandError(f"room {room.id} has matches {', '.join(map(str, room.match_games()))}, not {match}")
    write_text(args.output or STDOUT, dumps(room.transcript(match, full=True)))
    return 0
