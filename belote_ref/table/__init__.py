"""The table server (``belote-ref serve``, spec/table.md): rooms where clients and AI seats play
whole matches over WebSockets, every accepted action stored before it is acknowledged.

Modules, one concept each:

- :mod:`~belote_ref.table.engine`: the one door into the rules engine (games, views, events,
  transcripts, AI decisions);
- :mod:`~belote_ref.table.protocol`: table protocol 1.1.0, its limits and messages (pure);
- :mod:`~belote_ref.table.rooms`: a room's configuration, seats, matches and record (pure);
- :mod:`~belote_ref.table.store`: the SQLite database and its writer thread;
- :mod:`~belote_ref.table.tokens`: seat and host tokens;
- :mod:`~belote_ref.table.ai_seats`: the worker pool of AI seats;
- :mod:`~belote_ref.table.hub`: the running rooms, connections, timers;
- :mod:`~belote_ref.table.app`: the Starlette app (HTTP API, WebSockets, Origin check);
- :mod:`~belote_ref.table.runner`: starting a server (foreground or thread);
- :mod:`~belote_ref.table.bot`: a minimal client.
"""
