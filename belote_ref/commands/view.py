"""``belote-ref view FILE``: open a transcript in the browser viewer (belote_ref/web). Audits the
file, serves the viewer and the rulebook on 127.0.0.1 on a free port (``--port``), prints the
address, opens it in the browser (``--no-browser``: only prints it), and stops on Ctrl-C or
SIGTERM. Exit codes: 0 stopped; 2 the file cannot be read or is not a readable transcript (its
problems are printed, as by ``audit``), or a bad option; 4 the port cannot be listened on.
The file is read as ``audit`` reads one (:func:`belote_ref.transcript.read.load_bytes`: a regular
file only, a FIFO or a device refused unread), of at most 16 MiB; the viewer steps through the
first 100 hands."""

from __future__ import annotations

import argparse
import os
import sys
import threading
import webbrowser
from pathlib import Path
from typing import Any

from .. import shown
from .options import ACANOMAS, CLASSIC, add_profile_argument, natural, profile_from_args


def register(sub: Any) -> None:
    p = sub.add_parser("view", help="open a transcript in the browser viewer: step through it, departures marked")
    p.add_argument("file", help="a transcript (JSON, spec/transcripts.md)")
    p.add_argument("--port", type=natural, default=0, help="port on 127.0.0.1 (default 0: a free port, printed)")
    p.add_argument("--no-browser", action="store_true", help="print the address only; do not open a browser")
    add_profile_argument(p, (CLASSIC, ACANOMAS), default=None,
                         what="; a transcript names its profile: by default any is opened, with --profile a "
                              "file of another profile is refused")
    p.set_defaults(run=run)


def _has_display() -> bool:
    """A browser window can be opened here (else webbrowser may pick a text browser that takes
    over the terminal)."""
    return sys.platform in ("darwin", "win32") or bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from .exits import CommandError
    from .serve import run_until_signal
    from ..table.runner import EXIT_LISTEN, ListenError, bind, url_of
    from ..transcript.read import Unreadable, load_bytes
    from ..web.app import viewer_app
    from ..web.rulebook import clause_texts
    from ..web.viewer import MAX_TRANSCRIPT_BYTES, document_from_bytes

    if not 0 <= args.port <= 65535:
        raise CommandError(f"--port must be from 0 to 65535, not {args.port}")
    path = Path(args.file)
    try:  # a regular file only (a FIFO or a device is refused unread), at most 16 MiB
        data = load_bytes(args.file, MAX_TRANSCRIPT_BYTES, "a transcript the viewer reads",
                          "docs/browser.md", stdin=False)
    except Unreadable as exc:
        raise CommandError(exc.problems[0].message) from None
    profile = profile_from_args(args)
    doc = document_from_bytes(data, path.name, clause_texts())
    if profile is not None and doc["exit"] != 2 and doc["profile"] != profile:
        raise CommandError(f"{args.file} is a {doc['profile']} transcript, not {profile} (--profile)")
    if doc["exit"] == 2:
        for e in doc["errors"]:
            print(shown.one_line(f"{shown.name(args.file)}: {e['path']}: {e['message']}"), file=sys.stderr)
        raise CommandError(f"{args.file} is not a readable transcript")
    try:
        sock = bind("127.0.0.1", args.port)
    except ListenError as exc:
        raise CommandError(str(exc), EXIT_LISTEN) from None
    url = f"{url_of(sock)}/viewer?file=1"
    config = uvicorn.Config(viewer_app(doc), log_level="warning", access_log=False, lifespan="off",
                            timeout_graceful_shutdown=2, server_header=False)
    server = uvicorn.Server(config)

    def announce() -> None:
        print(f"belote-ref view: {shown.name(path.name)}: {doc['verdict']} ({len(doc['departures'])} departure(s), "
              f"{len(doc['hands'])} hand(s)); open {url} (Ctrl-C stops)", flush=True)
        if not args.no_browser:
            if _has_display():
                threading.Timer(0.5, webbrowser.open, (url,)).start()
            else:
                print("belote-ref view: no display here: open the address in a browser", flush=True)

    run_until_signal(server, sock, announce)
    print("belote-ref view: stopped", file=sys.stderr)
    return 0
