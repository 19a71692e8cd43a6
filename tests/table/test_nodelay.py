"""The table server's connections send each frame at once (TCP_NODELAY): without it, Nagle's
algorithm held the second of two frames written in a row (an event, then a state) until the
client's delayed ACK, about 40 ms per decision (measured with belote-ref check-client)."""

from __future__ import annotations

import socket

from belote_ref.table.runner import bind


def test_accepted_connections_have_nodelay() -> None:
    listener = bind("127.0.0.1", 0)
    try:
        listener.setblocking(True)
        client = socket.create_connection(listener.getsockname()[:2], timeout=10)
        conn, _ = listener.accept()
        try:
            assert conn.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        finally:
            conn.close()
            client.close()
    finally:
        listener.close()
