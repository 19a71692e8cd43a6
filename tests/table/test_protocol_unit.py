"""The protocol module without a server: the memoised message check agrees with plain schema
validation, the rate limiter, the Origin check, token hashing."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.table import protocol
from belote_ref.table.app import origin_allowed
from belote_ref.table.tokens import matches, new_room_id, new_token, token_hash

values = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=70),
                   st.lists(st.integers(), max_size=2), st.just(2**53), st.just(-(2**53)), st.just(1.0))
actions = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(["pass", "play", "take", "dance"]), "seat": values}),
    st.fixed_dictionaries({"type": st.just("play"), "seat": st.integers(-1, 4), "card": st.sampled_from(["KH", "1Z", "10S"])},
                          optional={"announce": st.sampled_from(["belote", "rebelote"])}),
    values,
)


@settings(max_examples=500)
@given(kind=st.sampled_from(protocol.CLIENT_TYPES), mid=values, seq=values, action=actions,
       extra=st.sampled_from([None, "id", "seq", "x"]), drop=st.booleans())
def test_memoised_check_agrees_with_the_schema(kind: str, mid: Any, seq: Any, action: Any, extra: str | None,
                                                drop: bool) -> None:
    obj: dict[str, Any] = {"type": kind, "id": mid, "seq": seq, "action": action}
    if drop:
        del obj["seq"]
    if extra == "x":
        obj["x"] = 1
    elif extra is not None and extra in obj:
        del obj[extra]
    checker = protocol._client_validator(kind)
    assert checker.valid(obj) == checker.full.is_valid(obj)
    assert checker.valid(obj) == checker.full.is_valid(obj)  # and again, from the memo


def test_rate_limiter_burst_then_rate() -> None:
    now = [0.0]
    limiter = protocol.RateLimiter(lambda: now[0], rate=10.0, burst=3)
    assert [limiter.allow() for _ in range(4)] == [True, True, True, False]
    assert limiter.dropped == 1
    now[0] += 0.1  # one token back
    assert limiter.allow() and not limiter.allow()
    now[0] += 10
    assert [limiter.allow() for _ in range(4)] == [True, True, True, False]


def test_rate_limiter_drops_have_a_bucket_of_their_own() -> None:
    """TABLE-LIMITS (issue 34, defect 3): with no time passing, messages 1 to 40 are accepted,
    41 to 80 dropped (the drop bucket's 40), and the 81st is the flood; a refill between two
    messages no longer starts the count again."""
    now = [0.0]
    limiter = protocol.RateLimiter(lambda: now[0], rate=20.0, burst=40, flood_drops=40)
    verdicts = [limiter.allow() for _ in range(80)]
    assert verdicts == [True] * 40 + [False] * 40 and not limiter.flooding
    assert not limiter.allow() and limiter.flooding
    # a sender at three times the rate (16 a second, binary fractions of a second so that the
    # refills are exact): each 1/16 s one message accepted (one token refilled) and two dropped
    # (one refilled to the drop bucket): the drop bucket loses one each 1/16 s
    now[0] = 0.0
    slow = protocol.RateLimiter(lambda: now[0], rate=16.0, burst=1, flood_drops=3, tokens=0.0, last=0.0)
    seen = []
    for step in range(1, 6):
        now[0] = step / 16
        seen.append([slow.allow(), slow.allow(), slow.allow(), slow.flooding])
    assert seen[0] == [True, False, False, False]  # drop tokens 3 (full) -> 2 -> 1
    assert seen[1] == [True, False, False, False]  # 1 + 1 refilled = 2 -> 1 -> 0
    assert seen[2] == [True, False, False, True]  # 0 + 1 = 1 -> 0, then none: the flood
    # a sender at twice the rate is never closed
    now[0] = 0.0
    steady = protocol.RateLimiter(lambda: now[0], rate=16.0, burst=1, flood_drops=1, last=0.0)
    for step in range(1, 2001):
        now[0] = step / 16
        steady.allow(), steady.allow()
    assert not steady.flooding and steady.dropped == 1


def test_origin_check() -> None:
    assert origin_allowed(None, "127.0.0.1:8080", ())
    assert origin_allowed("http://127.0.0.1:8080", "127.0.0.1:8080", ())
    assert origin_allowed("https://LOCALHOST:8080", "localhost:8080", ())
    assert not origin_allowed("http://127.0.0.1:9999", "127.0.0.1:8080", ())
    assert not origin_allowed("http://evil.example", "127.0.0.1:8080", ())
    assert not origin_allowed("null", "127.0.0.1:8080", ())
    assert not origin_allowed("file://x", "x", ())
    assert origin_allowed("http://app.example", "127.0.0.1:8080", ("http://app.example",))
    assert origin_allowed("http://evil.example", "127.0.0.1:8080", ("*",))


def test_tokens() -> None:
    a, b = new_token(), new_token()
    assert a != b and len(a) == 43
    assert matches(a, token_hash(a)) and not matches(b, token_hash(a)) and not matches(a, None)
    assert token_hash(a) == token_hash(a) and len(token_hash(a)) == 64


def test_room_ids_are_letters_and_digits() -> None:
    """A room ID starting with "-" was read by `belote-ref export ROOM` as an option (seen once in
    the suite): IDs are 12 letters and digits, so none can."""
    ids = {new_room_id() for _ in range(2000)}
    assert len(ids) == 2000
    assert all(len(i) == 12 and i.isascii() and i.isalnum() for i in ids)
