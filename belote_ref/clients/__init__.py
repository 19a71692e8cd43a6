"""The client checker (``belote-ref check-client``, spec/table.md, *Checking a client*): a table
server in a thread, one room per session with AI seats around the client, the client driven as a
subprocess (or started by hand with ``--listen``), and every message it sends or receives
checked, clause by clause (TABLE-CLIENT-*).

Modules, one concept each:

- :mod:`~belote_ref.clients.clauses`: the TABLE-CLIENT clauses and any clause's title;
- :mod:`~belote_ref.clients.deals`: the scripted sessions (golden card orders, seeded deals,
  where the server drops the client's connection);
- :mod:`~belote_ref.clients.process`: the client's process: its own process group, bounded
  output, killed on every exit path;
- :mod:`~belote_ref.clients.checks`: the checks, each named by its clause, fed by the server's
  tap (every message in and out of the client's connections);
- :mod:`~belote_ref.clients.session`: one session: the room, the client, the waiting, the files;
- :mod:`~belote_ref.clients.run`: a whole check: the server, the sessions, the outcome;
- :mod:`~belote_ref.clients.report`: text, JSON and JUnit XML (the conformance kit's writers);
- :mod:`~belote_ref.clients.mutants`: a conforming Python client and its faulty mutants.

Layers: this package sits beside the conformance kit and above the table server; nothing below
it imports it (``tests/clients/test_layers.py``).
"""
