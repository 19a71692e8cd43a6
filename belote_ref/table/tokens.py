"""Seat and host tokens (TABLE-TOKENS): 256 random bits from :mod:`secrets`, shown once, kept only
as a SHA-256 hash, compared in constant time."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import string

TOKEN_BYTES = 32
"""256 bits (the protocol asks for at least 128)."""


def new_token() -> str:
    """A fresh token: 43 URL-safe characters."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the server keeps of a token: the hex SHA-256 of its UTF-8 bytes."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def matches(token: str, stored_hash: str | None) -> bool:
    """True if ``token`` is the one whose hash is ``stored_hash``; the comparison takes the same
    time wherever the two differ (:func:`hmac.compare_digest`)."""
    if stored_hash is None:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)


ROOM_ID_ALPHABET = string.ascii_letters + string.digits
"""Letters and digits only: an ID never starts with ``-`` (which a command line would read as an
option: ``belote-ref export ROOM``) and needs no quoting anywhere."""


def new_room_id() -> str:
    """A room's public ID: 12 letters and digits (71 random bits; not a secret)."""
    return "".join(secrets.choice(ROOM_ID_ALPHABET) for _ in range(12))
