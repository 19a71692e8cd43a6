"""``belote-ref export``: a table-server room's transcripts, read from its database (works while
the server runs). Exit codes: 0 written, 2 bad option, no such room or match, or an output that
cannot be written (a transcript is whole and encoded before its file is opened), 3 the database
cannot be used. A room name is listed on one line (a line break in it written ``\\n``); a name stored with
a lone UTF-16 surrogate (before the server refused them) is written as its escape, ``\\ud800``."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .options import ACANOMAS, CLASSIC, STDOUT, add_profile_argument, output_path


def register(sub: Any) -> None:
    p = sub.add_parser("export", help="write a table-server room's match transcripts (audited clean)")
    p.add_argument("room", nargs="?", metavar="ROOM", help="the room's ID (leave out with --list)")
    p.add_argument("--db", default=None, metavar="PATH", help="the server's database (default ./belote-table.sqlite3)")
    p.add_argument("--match", default="last", metavar="N",
                   help="which match: a number, 'last' (default) or 'all' (needs --output FOLDER)")
    p.add_argument("--output", type=output_path, metavar="PATH",
                   help="write here (a folder with --match all) instead of standard output ('-': standard output)")
    p.add_argument("--list", action="store_true", help="list the rooms of the database")
    add_profile_argument(p, (CLASSIC, ACANOMAS), default=None,
                         what="; a room's transcripts are of its own profile: by default any room is exported, "
                              "with --profile a room of another profile is refused (and --list lists only its rooms)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .exits import CommandError
    from ..table.rooms import Room, room_from_stored
    from ..table.runner import DEFAULT_DB
    from ..table.store import EXIT_DATABASE, DatabaseError, StoredRoom, read_rooms
    from ..ruleset import read_whole_number
    from ..transcript.corpus import dumps
    from ..shown import one_line
    from .options import check_distinct, check_writable, printable, profile_from_args, write_text

    profile = profile_from_args(args)
    if args.db == "":
        raise CommandError("--db: the database path cannot be empty (leave --db out for the default "
                           f"{DEFAULT_DB})")
    db = Path(args.db or DEFAULT_DB)
    if args.output is not None and args.match != "all":  # outputs checked before any work (spec/conformance.md, 6b)
        check_distinct([("--output", args.output)], [("--db", db)])
        check_writable("--output", args.output)
    try:
        stored = read_rooms(db)
    except DatabaseError as exc:
        raise CommandError(str(exc), EXIT_DATABASE) from None

    def rebuilt(s: StoredRoom) -> Room:
        try:
            return room_from_stored(s)
        except ValueError as exc:
            raise CommandError(f"{db} is damaged: {exc}", EXIT_DATABASE) from None

    if args.list:
        for s in stored:
            room = rebuilt(s)
            if profile is not None and room.config.profile != profile:
                continue
            print(f"{room.id}\t{one_line(room.config.name)}\tmatch {room.match}\t"
                  f"{'over' if room.over else 'in progress'}\tseq {room.seq}")
        return 0
    if not args.room:
        raise CommandError("name a ROOM (belote-ref export --list shows them)")
    found = [s for s in stored if s.id == args.room]
    if not found:
        raise CommandError(f"{db} has no room {printable(args.room)!r} (belote-ref export --list shows them)")
    room = rebuilt(found[0])
    if profile is not None and room.config.profile != profile:
        raise CommandError(f"room {room.id} is of profile {room.config.profile}, not {profile} (--profile)")
    if args.match == "all":
        if args.output in (None, STDOUT):
            raise CommandError("--match all needs --output FOLDER (each match is a file of its own)")
        folder = Path(args.output)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CommandError(f"cannot make the folder {args.output}: {exc.strerror or exc}") from None
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
