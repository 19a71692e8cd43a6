"""Hostile transcripts: every class of bad input to ``audit`` and ``replay`` is unreadable
(exit 2) with the JSON path or the limit it breaks, never a crash (exit 70), a hang or unbounded
memory. Limits: spec/transcripts.md, Limits."""

from __future__ import annotations

import copy
import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_ref.cards import CARDS
from belote_ref.cli import main
from belote_ref.transcript import read
from belote_ref.transcript.audit import audit_document, audit_source, audit_text
from belote_ref.transcript.corpus import dumps

ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "corpus"
SAMPLES = [CORPUS / "golden" / "disabled-variants-refused.json", CORPUS / "negative" / "view-shows-a-hidden-card.json"]


def _strings(node: Any, path: str = "$") -> Iterator[tuple[str, list[Any], str]]:
    """Every string of a document: its JSON path, the keys that reach it, its value."""
    stack: list[tuple[Any, str, list[Any]]] = [(node, path, [])]
    while stack:
        value, where, keys = stack.pop()
        if isinstance(value, str):
            yield where, keys, value
        elif isinstance(value, dict):
            stack.extend((v, f"{where}.{k}", keys + [k]) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, f"{where}[{i}]", keys + [i]) for i, v in enumerate(value))


def _set(doc: Any, keys: list[Any], value: Any) -> None:
    for k in keys[:-1]:
        doc = doc[k]
    doc[keys[-1]] = value


CHECKED_TEXT = re.compile(r"(7|8|9|10|J|Q|K|A)[CDHS]( belote)?|pass|take [CDHS]|1\.\d+\.\d+|belote-classic-[0-9.]+(\+.+)?|[A-Z]+(-[A-Z0-9]+)+")


def _one_per_place(doc: dict[str, Any]) -> list[tuple[str, list[Any], str]]:
    """One string per kind of place (indices aside) whose text a schema pattern checks: cards
    in the order, actions, legal sets, refusals, views and every fact; versions, IDs."""
    seen: dict[str, tuple[str, list[Any], str]] = {}
    for path, keys, value in _strings(doc):
        if CHECKED_TEXT.fullmatch(value) and not path.endswith(".clause") and ".metadata.title" not in path:
            seen.setdefault(re.sub(r"\[\d+\]", "[]", path), (path, keys, value))
    return sorted(seen.values())


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("suffix", ["\n", "\r\n", " ", "\t", "\u00a0", "\x00"], ids=repr)
def test_a_checked_text_with_anything_after_it_is_unreadable_at_its_path(sample: Path, suffix: str) -> None:
    """The class of "JH\\n": at every kind of place a pattern checks, a card (or a legal action,
    a version, an ID) followed by a newline or any other character is refused there, exit 2."""
    doc = json.loads(sample.read_text(encoding="utf-8"))
    places = _one_per_place(doc)
    assert len(places) >= 10, [p for p, _, _ in places]
    for path, keys, value in places:
        bad = copy.deepcopy(doc)
        _set(bad, keys, value + suffix)
        report = audit_text(json.dumps(bad))
        assert report.exit == 2, (path, report.to_json())
        assert path in {e.path for e in report.errors}, (path, [str(e) for e in report.errors])


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_a_card_written_with_a_suit_symbol_is_refused_with_its_file_spelling(sample: Path) -> None:
    doc = json.loads(sample.read_text(encoding="utf-8"))
    cards = {str(c): c.pretty for c in CARDS}
    places = [(p, k, v) for p, k, v in _one_per_place(doc) if v in cards]
    assert len(places) >= 7
    for path, keys, value in places:
        bad = copy.deepcopy(doc)
        _set(bad, keys, cards[value])
        report = audit_text(json.dumps(bad, ensure_ascii=False))
        assert report.exit == 2
        messages = {e.path: e.message for e in report.errors}
        assert f"write {value}" in messages[path], messages


@pytest.mark.parametrize("mutation, path, words", [
    (lambda d: d["hands"][0].__setitem__("dealer", 2.5), "$.hands[0].dealer", 'not of type "integer"'),
    (lambda d: d["hands"][0]["actions"][0].__setitem__("seat", True), "$.hands[0].actions[0].seat", 'not of type "integer"'),
    (lambda d: d.__setitem__("start", {"totals": [10**30, 0], "disputed": 0}), "$.start.totals[0]", "maximum"),
    (lambda d: d["hands"][0].__setitem__("number", 10**12), "$.hands[0].number", "maximum"),
])
def test_numbers_out_of_range_are_refused_with_their_path(mutation: Any, path: str, words: str) -> None:
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    mutation(doc)
    report = audit_text(json.dumps(doc))
    assert report.exit == 2
    assert any(e.path == path and words in e.message for e in report.errors), [str(e) for e in report.errors]


@pytest.mark.parametrize("old, new, path, words", [
    ('"dealer": 0,', '"dealer": 0, "dealer": 1,', "$.hands[0].dealer", "appears twice"),
    ('"format": "belote-ref-transcript"', '"format": "x", "format": "belote-ref-transcript"', "$.format", "appears twice"),
    ('"first_dealer": 0', '"first_dealer": 0, "hands": []', "$.hands", "appears twice"),
    ('"dealer": 0,', '"dealer": ' + "1" * 5000 + ",", "$.hands[0].dealer", "5000 digits"),
    ('"dealer": 0,', '"dealer": ' + "1" * 41 + ",", "$.hands[0].dealer", "41 digits"),
    ('"dealer": 0,', '"dealer": -' + "1" * 41 + ",", "$.hands[0].dealer", "41 digits"),
    ('"dealer": 0,', '"dealer": 0, "x": "' + "1" * 41 + '", "y": ' + "1" * 41 + ",", "$.hands[0].y", "41 digits"),
    ('"dealer": 0,', '"dealer": ' + "1" * 40 + ",", "$.hands[0].dealer", "maximum"),
    ('"dealer": 0,', '"dealer": 1e400,', "$.hands[0].dealer", "out of range"),
    ('"dealer": 0,', '"dealer": NaN,', "$.hands[0].dealer", "NaN"),
])
def test_json_that_hides_a_value_is_refused_with_its_path(old: str, new: str, path: str, words: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Repeated keys (never "last one wins", not even for ``format``), huge integers, NaN."""
    text = json.dumps(json.loads(SAMPLES[0].read_text(encoding="utf-8")))
    assert old in text
    f = tmp_path / "t.json"
    f.write_text(text.replace(old, new, 1), encoding="utf-8")
    assert main(["audit", str(f)]) == 2
    out = capsys.readouterr().out
    assert f"{path}: " in out and words in out
    assert "Traceback" not in out and "set_int_max_str_digits" not in out


def test_whole_floats_read_as_integers() -> None:
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    text = json.dumps(doc).replace('"first_dealer": 0', '"first_dealer": 0.0').replace('"dealer": 0,', '"dealer": 0.0,')
    assert audit_text(text).exit == audit_document(doc).exit == 0


# --- files that are not files, and sizes ---------------------------------------------------------
def test_a_fifo_is_refused_without_being_opened_for_a_blocking_read(tmp_path: Path) -> None:
    fifo = tmp_path / "log.json"
    os.mkfifo(fifo)
    (tmp_path / "ok.json").write_text(SAMPLES[0].read_text(encoding="utf-8"), encoding="utf-8")
    for args in (["audit", str(fifo)], ["audit", str(tmp_path)], ["replay", str(fifo)]):
        proc = subprocess.run([sys.executable, "-m", "belote_ref.cli", *args], capture_output=True, text=True,
                              timeout=300, cwd=ROOT)
        assert proc.returncode == 2, proc
        assert "FIFO" in proc.stdout + proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("path, kind", [("/dev/zero", "character device"), ("/dev/null", "character device")])
def test_devices_are_refused(path: str, kind: str) -> None:
    report = audit_source(path)
    assert report.exit == 2 and kind in report.errors[0].message


def test_a_socket_and_a_folder_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sock = socket.socket(socket.AF_UNIX)
    try:
        sock.bind(str(tmp_path / "s.json"))
        assert "socket" in audit_source(str(tmp_path / "s.json")).errors[0].message
    finally:
        sock.close()
    assert main(["replay", str(tmp_path)]) == 2
    assert "folder" in capsys.readouterr().err


def test_standard_input_is_read_up_to_the_limit(tmp_path: Path) -> None:
    with open("/dev/zero", "rb") as zero:
        proc = subprocess.run([sys.executable, "-m", "belote_ref.cli", "audit", "-"], stdin=zero, capture_output=True,
                              text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 2
    assert "standard input holds more than 64 MiB (67,108,864 bytes)" in proc.stdout


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(read, "MAX_FILE_BYTES", 1000)
    f = tmp_path / "big.json"
    f.write_bytes(b" " * 1001)
    report = audit_source(str(f))
    assert report.exit == 2
    assert f"{f} is 1,001 bytes: a transcript is at most" in report.errors[0].message


def test_hands_over_the_limit_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = json.loads((CORPUS / "golden" / "random-match-seed-1.json").read_text(encoding="utf-8"))
    assert len(doc["hands"]) == 11
    monkeypatch.setattr(read, "MAX_HANDS", 11)
    assert audit_text(json.dumps(doc)).exit == 0  # exactly at the limit
    monkeypatch.setattr(read, "MAX_HANDS", 10)
    for report in (audit_text(json.dumps(doc)), audit_document(doc)):
        assert report.exit == 2
        assert report.errors[0].path == "$.hands" and "at most 10 " in report.errors[0].message


@pytest.mark.parametrize("where, path", [("metadata", "$.metadata"), ("hand", "$.hands[0]")])
def test_one_part_longer_than_a_mebibyte_is_refused(where: str, path: str) -> None:
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    filler = "x" * (read.MAX_PART_BYTES + 10)
    if where == "metadata":
        doc["metadata"]["description"] = filler
    else:
        doc["hands"][0]["refused"][0]["reason"] = filler
    report = audit_text(json.dumps(doc))
    assert report.exit == 2
    assert report.errors[0].path == path and "longer than 1 MiB" in report.errors[0].message


@pytest.mark.parametrize("bad, words", [
    (b"\xef\xbb\xbf", None), (b"\xff", "not UTF-8 text (byte 12)"), (b"\xc3", "not UTF-8 text (byte 12)"),
])
def test_bytes_that_are_not_utf8_are_named_by_position(bad: bytes, words: str | None, tmp_path: Path) -> None:
    text = dumps(json.loads(SAMPLES[0].read_text(encoding="utf-8"))).encode()
    data = bad + text if words is None else text[:12] + bad + text[12:]
    f = tmp_path / "t.json"
    f.write_bytes(data)
    report = audit_source(str(f))
    if words is None:
        assert report.exit == 0  # a byte-order mark is allowed
    else:
        assert report.exit == 2 and words in report.errors[0].message


def test_a_folder_with_one_broken_file_is_exit_2_not_70(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    (tmp_path / "a.json").write_text(json.dumps(doc), encoding="utf-8")
    doc["hands"][0]["order"][0] += "\n"
    (tmp_path / "b.json").write_text(json.dumps(doc), encoding="utf-8")
    assert main(["audit", "--jobs", "2", str(tmp_path)]) == 2
    out = capsys.readouterr().out
    assert "a.json: follows the rules" in out and "b.json: unreadable" in out and "$.hands[0].order[0]" in out


# --- schema messages keep their reason ----------------------------------------------------------
def test_a_schema_message_shortens_the_value_never_the_reason(capsys: pytest.CaptureFixture[str],
                                                              tmp_path: Path) -> None:
    """A 9th trick in ``facts.tricks`` (at most 8): the message quotes the array in 60 characters
    (57 and ``...``) and ends with the reason and the count, in text and in ``--json``."""
    doc = json.loads((CORPUS / "golden" / "capot-by-takers.json").read_text(encoding="utf-8"))
    tricks = doc["hands"][0]["facts"]["tricks"]
    tricks.append(tricks[0])
    f = tmp_path / "t.json"
    f.write_text(json.dumps(doc), encoding="utf-8")
    message = '[{"leader": 1, "cards": ["10C", "10S", "AC", "9H"], "winn... is too long (9 items, at most 8)'
    assert main(["audit", str(f)]) == 2
    assert capsys.readouterr().out == f"{f}: unreadable\n  $.hands[0].facts.tricks: {message}\n"
    assert main(["audit", "--json", str(f)]) == 2
    assert json.loads(capsys.readouterr().out)["files"][0]["errors"] == [
        {"path": "$.hands[0].facts.tricks", "message": message}]
    doc["hands"][0]["facts"]["tricks"] = tricks[:8]
    doc["hands"][0]["facts"]["void"] = ["x"] * 100  # a long value of the wrong type
    [error] = audit_text(json.dumps(doc)).errors
    shown = "[" + '"x", ' * 11 + '"...'  # 1 + 11 * 5 + 1 = 57 characters, then "..."
    assert (error.path, error.message) == ("$.hands[0].facts.void", f'{shown} is not of type "boolean"')


# --- corpus files: the transcript reader, exit 2 naming the file ---------------------------------
def _cap_memory() -> None:
    """In the child: at most 1 GiB of address space (a reader that does not stop fails fast)."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


@pytest.mark.parametrize("action", ["check", "regenerate"])
@pytest.mark.parametrize("kind", ["symlink to /dev/full", "fifo"])
def test_a_corpus_name_that_is_no_file_is_refused_unread(action: str, kind: str, tmp_path: Path) -> None:
    """A device or a FIFO at a golden's name: ``corpus check`` and ``regenerate`` refuse it
    without reading it (no hang, no endless read) and without writing through it: exit 2 naming it."""
    golden = tmp_path / "golden"
    golden.mkdir()
    bad = golden / "capot-by-takers.json"
    if kind == "fifo":
        os.mkfifo(bad)
        what = "a FIFO (named pipe)"
    else:
        bad.symlink_to("/dev/full")
        what = "a character device"
    proc = subprocess.run([sys.executable, "-m", "belote_ref.cli", "corpus", action, "--dir", str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120, preexec_fn=_cap_memory)
    assert proc.returncode == 2, proc
    assert proc.stderr == (f"belote-ref corpus: cannot read {bad}: it is {what}, not a file; remove it, then run "
                           "corpus regenerate\n")
    assert bad.is_symlink() or bad.is_fifo()


@pytest.fixture
def tiny_corpus(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A corpus folder whose recipes give one file, ``golden/a.json`` (``{"a": 1}``)."""
    from belote_ref.transcript import corpus

    monkeypatch.setattr(corpus, "corpus_files", lambda: {"golden/a.json": '{"a": 1}\n'})
    (tmp_path / "golden").mkdir()
    return tmp_path


@pytest.mark.parametrize("kind", ["folder", "over 64 MiB", "not UTF-8"])
def test_a_corpus_file_is_read_as_a_transcript_is(kind: str, tiny_corpus: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """The corpus commands read a corpus file like ``audit`` reads a transcript: a folder or a
    file over 64 MiB (sparse: never read) is refused by both, exit 2 naming it; bytes that are not
    UTF-8 are refused by ``check`` (naming the byte) and rewritten by ``regenerate``."""
    bad = tiny_corpus / "golden" / "a.json"
    if kind == "folder":
        bad.mkdir()
        reason = f"cannot read {bad}: it is a folder, not a file; remove it, then run corpus regenerate"
    elif kind == "over 64 MiB":
        with open(bad, "wb") as f:
            f.truncate(64 * 1024 * 1024 + 1)
        reason = (f"{bad} is 67,108,865 bytes: a corpus file is at most 64 MiB (67,108,864 bytes) "
                  "(spec/transcripts.md, Limits); remove it, then run corpus regenerate")
    else:
        bad.write_bytes(b'{"a": \xff}\n')
        reason = f"{bad}: not UTF-8 text (byte 6): invalid start byte; corpus regenerate rewrites it"
    assert main(["corpus", "check", "--dir", str(tiny_corpus)]) == 2
    assert capsys.readouterr() == ("", f"belote-ref corpus: {reason}\n")
    if kind == "not UTF-8":
        assert main(["corpus", "regenerate", "--dir", str(tiny_corpus)]) == 0
        assert capsys.readouterr().out == "wrote golden/a.json\ncorpus regenerated: 1 file(s) changed\n"
        assert bad.read_bytes() == b'{"a": 1}\n'
        assert main(["corpus", "check", "--dir", str(tiny_corpus)]) == 0
    else:
        assert main(["corpus", "regenerate", "--dir", str(tiny_corpus)]) == 2
        assert capsys.readouterr().err == f"belote-ref corpus: {reason}\n".replace(
            "; corpus regenerate rewrites it", "")


# --- reading hand by hand gives what reading the whole document gives ---------------------------
def _all_corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("*/*.json"))


@pytest.fixture(params=["hand by hand", "kept parsed"])
def reading(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both ways of reading: every hand parsed again when the audit reaches it (big files), or
    kept from the first reading (files up to KEEP_PARSED_BYTES)."""
    if request.param == "hand by hand":
        monkeypatch.setattr(read, "KEEP_PARSED_BYTES", 0)
    return str(request.param)


@pytest.mark.parametrize("path", _all_corpus_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_reading_hand_by_hand_reports_what_a_whole_read_reports(path: Path, reading: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert audit_text(text).to_json() == audit_document(json.loads(text)).to_json()


LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.sampled_from(["JH", "pass", "", "7C\n", "x"]),
                   st.just([]), st.just({}))


@pytest.mark.parametrize("keep", [0, read.KEEP_PARSED_BYTES])
@settings(max_examples=40)
@given(data=st.data())
def test_mutated_transcripts_read_the_same_both_ways(keep: int, data: st.DataObject) -> None:
    read.KEEP_PARSED_BYTES, saved = keep, read.KEEP_PARSED_BYTES
    try:
        _mutated_reads_the_same(data)
    finally:
        read.KEEP_PARSED_BYTES = saved


def _mutated_reads_the_same(data: st.DataObject) -> None:
    doc = json.loads((CORPUS / "golden" / "tie-resolved-two-hands-later.json").read_text(encoding="utf-8"))
    places = list(_strings(doc))
    for _ in range(data.draw(st.integers(1, 3))):
        _, keys, _ = data.draw(st.sampled_from(places))
        _set(doc, keys, data.draw(LEAVES))
    assert audit_text(json.dumps(doc)).to_json() == audit_document(copy.deepcopy(doc)).to_json()


def test_a_big_file_keeps_spans_not_parsed_hands(monkeypatch: pytest.MonkeyPatch) -> None:
    """Memory stays bounded: a transcript bigger than KEEP_PARSED_BYTES is held as its text and
    where each hand is, and the audit of a file keeps no replayed hand (figures:
    benchmarks/memory.py)."""
    text = (CORPUS / "golden" / "random-match-seed-1.json").read_text(encoding="utf-8")
    assert read.read_text(text).doc["hands"]._parsed is not None  # a small file: parsed once
    monkeypatch.setattr(read, "KEEP_PARSED_BYTES", len(text) - 1)
    t = read.read_text(text)
    hands = t.doc["hands"]
    assert isinstance(hands, read.HandList) and len(hands) == 11 and hands._parsed is None
    assert all(isinstance(s, tuple) for s in hands._spans)
    assert hands[3] == json.loads(text)["hands"][3] and hands[-1] == json.loads(text)["hands"][-1]
    assert audit_source(str(CORPUS / "golden" / "random-match-seed-1.json")).replayed == []


def test_values_cut_at_the_first_read_boundary_are_read_whole(reading: str) -> None:
    """Each part is parsed from a 64 KiB window first, then a larger one: a number cut by the
    window must not be read as a shorter number."""
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    base = json.dumps(doc)
    for pad in range(65_520, 65_545):
        d = copy.deepcopy(doc)
        d["metadata"]["description"] = "y" * pad
        d["metadata"]["seed"] = 123456789
        t = read.read_text(json.dumps(d))
        assert t.doc["metadata"]["seed"] == 123456789 and len(t.doc["metadata"]["description"]) == pad
    assert read.read_text(base).doc["first_dealer"] == doc["first_dealer"]


def test_text_beyond_ascii_reads_right_both_ways(reading: str) -> None:
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    doc["metadata"]["title"] = "café ♥ 🂡"
    doc["hands"][0]["refused"][0]["reason"] = "refusé: ♥ ne se joue pas 🂡"
    text = json.dumps(doc, ensure_ascii=False)
    t = read.read_text(text)
    assert t.doc["metadata"]["title"] == "café ♥ 🂡"
    assert t.doc["hands"][0]["refused"][0]["reason"] == "refusé: ♥ ne se joue pas 🂡"
    assert audit_text(text).exit == 0
    bad = text.replace('"dealer": 0,', '"dealer": 0, "clé ♥": 1, "clé ♥": 2,', 1)
    report = audit_text(bad)
    assert report.exit == 2 and report.errors[0].path == '$.hands[0]["clé ♥"]', report.errors


def test_a_key_with_a_terminal_escape_is_shown_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "esc.json"
    f.write_text('{"format": "belote-ref-transcript", "\\u001b[2Jx\\u0000": NaN}', encoding="utf-8")
    for command in ("audit", "replay"):
        assert main([command, str(f)]) == 2
        captured = capsys.readouterr()
        shown = captured.out + captured.err
        assert "\x1b" not in shown and "\x00" not in shown and "$.\\x1b[2Jx\\x00: NaN" in shown, shown


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=20_000), min_size=1, max_size=12))
def test_hands_read_in_slices_equal_the_whole_parse(pads: list[int]) -> None:
    """The reader parses each hand from a slice of the text sized from the last hand read and
    grows it when a value is cut (a number or a string cut at the slice's end must not read as
    another value). Blanks of any length inserted between the tokens of the hands put every
    kind of token at a slice's edge: the hands read must equal json.loads's."""
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    text = dumps(doc)
    head, sep, body = text.partition('"hands": [')
    commas = [m.end() for m in re.finditer(",", body)]
    cut = sorted({commas[p % len(commas)] for p in pads})
    pieces, last = [], 0
    for n, at in zip(pads, cut):
        pieces += [body[last:at], " " * (n % 9000)]
        last = at
    padded = head + sep + "".join(pieces) + body[last:]
    assert list(read.read_text(padded).doc["hands"]) == json.loads(padded)["hands"]


@pytest.mark.parametrize("where, path", [("metadata", "$.metadata"), ("hand", "$.hands[0]")])
@pytest.mark.parametrize("extra, code", [(0, 0), (1, 2)])
def test_one_part_of_exactly_a_mebibyte_is_read_and_one_byte_more_is_refused(where: str, path: str, extra: int,
                                                                               code: int) -> None:
    """"At most 1 MiB" (spec/transcripts.md, Limits) is exact: a part whose JSON text is
    1,048,576 bytes is read; 1,048,577 bytes are refused (issue 35: exactly 1 MiB was refused)."""
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    part = doc["metadata"] if where == "metadata" else doc["hands"][0]["refused"][0]
    key = "description" if where == "metadata" else "reason"
    part[key] = ""
    whole = doc["metadata"] if where == "metadata" else doc["hands"][0]
    part[key] = "x" * (read.MAX_PART_BYTES + extra - len(json.dumps(whole)))
    assert len(json.dumps(whole).encode()) == 1_048_576 + extra
    report = audit_text(json.dumps(doc))
    assert report.exit == code, [e.message for e in report.errors]
    if code:
        assert report.errors[0].path == path and "longer than 1 MiB" in report.errors[0].message


@pytest.mark.parametrize("command", ["audit", "replay"])
def test_an_unknown_key_cannot_forge_a_line_of_the_text_report(command: str, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A key name from input is quoted as JSON, like a value (spec/conformance.md, 6b): a key
    holding a newline and "x.json: follows the rules" stays inside its note line."""
    doc = json.loads(SAMPLES[0].read_text(encoding="utf-8"))
    doc["metadata"]["x\nx.json: follows the rules"] = 1
    doc["a b"] = 2
    f = tmp_path / "t.json"
    f.write_text(json.dumps(doc), encoding="utf-8")
    main([command, str(f)])
    out = capsys.readouterr().out
    assert "\nx.json: follows the rules" not in out
    note = next(line for line in out.splitlines() if "fields this reader does not know" in line)
    assert note.endswith('$.metadata["x\\nx.json: follows the rules"], $["a b"]')


def test_a_repeated_key_with_a_newline_is_named_quoted() -> None:
    report = audit_text('{"format": "belote-ref-transcript", "metadata": {"a\\nb": 1, "a\\nb": 2}}')
    assert report.exit == 2
    assert report.errors[0].path == '$.metadata["a\\nb"]', report.errors[0].path


def test_the_longest_acanomas_ruleset_id_is_read_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every option of belote-acanomas changed (the ID then names each, target at its longest):
    what simulate writes, audit and replay read (issue 35: the schema capped the ID at 200
    characters, this one is 266)."""
    options = ["players=4", "pairs=true", "first_deal=2-3", "all_pass=same-dealer", "dealer_2p=winner",
               "trump7_exchange=false", "undertrump=optional", "belote=automatic", "sequence_tie=share",
               "meld_needs_trick=claim-only", "capote_4=split", "pending_to=everyone", "wrong_claim=stay",
               "target=10000"]
    f = tmp_path / "long.json"
    assert main(["simulate", "--profile", "acanomas", *[x for o in options for x in ("-o", o)], "--output", str(f)]) == 0
    ruleset_id = json.loads(f.read_text(encoding="utf-8"))["ruleset"]["id"]
    assert ruleset_id == "belote-acanomas-0.1.0+" + ",".join(options)
    assert len(ruleset_id) == 266
    capsys.readouterr()
    assert main(["audit", str(f)]) == 0, capsys.readouterr()
    assert main(["replay", str(f)]) == 0, capsys.readouterr()
