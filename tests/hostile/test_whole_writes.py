"""Every file a command writes is written whole: a failure in the middle of a write (a full
disk, a file-size limit, Ctrl-C) leaves the file that was there as it was, and no temporary file
behind. ``belote-ref corpus regenerate`` rewrites the golden corpus in place, the conformance kit
writes its reproductions to ``--out``, check-client its wire logs and game files (docs/limits.md,
Limits, outputs)."""

from __future__ import annotations

import ast
import errno
import os
import resource
import signal
import subprocess
import sys
from pathlib import Path
from typing import Callable

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGE = ROOT / "belote_ref"


def _file_size_limit(limit: int) -> Callable[[], None]:
    """In the child: no file grows past ``limit`` bytes, and a write past it fails with EFBIG
    (SIGXFSZ ignored) after the bytes that fit are written: a disk that fills in mid-write."""
    def limit_files() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    return limit_files


def _run(args: list[str], limit: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          preexec_fn=_file_size_limit(limit), env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})


def test_a_regenerate_that_fails_midway_leaves_the_old_golden_whole(tmp_path: Path) -> None:
    made = subprocess.run([sys.executable, "-m", "belote_ref.cli", "corpus", "regenerate", "--dir", str(tmp_path),
                           "--profile", "belote-classic"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert made.returncode == 0, made
    golden = tmp_path / "golden" / "capot-by-takers.json"
    new = golden.read_bytes()
    assert len(new) > 2000
    old = b'{"format": "belote-ref-transcript", "an older golden": "' + b"x" * 3000 + b'"}\n'
    golden.write_bytes(old)
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    limit = len(new) // 2  # the new text does not fit; half of it does
    failed = _run(["-m", "belote_ref.cli", "corpus", "regenerate", "--dir", str(tmp_path),
                   "--profile", "belote-classic"], limit)
    assert failed.returncode == 2, failed
    assert golden.read_bytes() == old, "the old golden is whole"
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*")) == before, "no temporary file is left"
    assert failed.stderr == (f"belote-ref corpus: --dir {tmp_path}: cannot write the corpus: "
                             f"{os.strerror(errno.EFBIG)} ({golden})\n")
    redone = subprocess.run([sys.executable, "-m", "belote_ref.cli", "corpus", "regenerate", "--dir", str(tmp_path),
                             "--profile", "belote-classic"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert redone.stdout == "wrote golden/capot-by-takers.json\ncorpus regenerated: 1 file(s) changed\n", redone
    assert golden.read_bytes() == new


KIT_WRITE = """
import sys
from pathlib import Path
from belote_ref.conformance.transcript import write
try:
    write(Path(sys.argv[1]), {"format": "belote-ref-transcript", "note": "y" * int(sys.argv[2])})
except OSError as exc:
    print(exc.errno, exc.filename)
    sys.exit(3)
"""


def test_a_reproduction_that_fails_midway_leaves_the_old_one_whole(tmp_path: Path) -> None:
    """The kit's reproduction writer under a disk that fills in mid-write: the OSError the kit
    notes ("cannot write the reproduction"), the file that was there as it was."""
    out = tmp_path / "out" / "PLAY-OVERTRUMP-legal-case-1.json"
    out.parent.mkdir()
    old = b'{"format": "belote-ref-transcript", "an older reproduction": true}\n'
    out.write_bytes(old)
    failed = _run(["-c", KIT_WRITE, str(out), "20000"], 10000)
    assert failed.returncode == 3, failed
    assert out.read_bytes() == old
    assert list(out.parent.iterdir()) == [out], "no temporary file is left"
    assert failed.stdout == f"{errno.EFBIG} {out}\n"
    fresh = tmp_path / "fresh" / "a.json"  # the folder is made, as before
    assert _run(["-c", KIT_WRITE, str(fresh), "10"], 10000).returncode == 0
    assert fresh.read_text(encoding="utf-8") == '{"format": "belote-ref-transcript", "note": "yyyyyyyyyy"}\n'


def test_an_interrupted_reproduction_leaves_the_old_one_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C after the new text is on disk and before it replaces the old file."""
    from belote_ref.conformance.transcript import write

    out = tmp_path / "r.json"
    out.write_text("old", encoding="utf-8")

    def interrupted(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write(out, {"format": "belote-ref-transcript"})
    assert out.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]


@pytest.mark.parametrize("errno_", [errno.ENOSPC, errno.EDQUOT])
def test_a_full_disk_before_the_new_file_leaves_the_old_one_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, errno_: int) -> None:
    """No room for the new file (a full disk, a quota): the write fails naming the file, and the
    old file is not written in place (that would empty it before failing)."""
    from belote_ref import files

    out = tmp_path / "golden.json"
    out.write_text("OLD CONTENT", encoding="utf-8")
    real_open = os.open

    def full(path: str, flags: int, mode: int = 0o777) -> int:
        if flags & os.O_EXCL:  # the new file next to the target
            raise OSError(errno_, os.strerror(errno_), path)
        return real_open(path, flags, mode)

    monkeypatch.setattr(os, "open", full)
    with pytest.raises(OSError) as failed:
        files.write_whole(out, "NEW CONTENT")
    assert failed.value.errno == errno_ and failed.value.filename == str(out)
    assert out.read_text(encoding="utf-8") == "OLD CONTENT"
    assert [p.name for p in tmp_path.iterdir()] == ["golden.json"]


def test_a_folder_that_takes_no_new_file_is_written_in_place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder where no new file may be made (permission refused) but whose file may be written:
    the file is written in place, as before."""
    from belote_ref import files

    out = tmp_path / "a.json"
    out.write_text("OLD", encoding="utf-8")
    real_open = os.open

    def refused(path: str, flags: int, mode: int = 0o777) -> int:
        if flags & os.O_EXCL:
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_open(path, flags, mode)

    monkeypatch.setattr(os, "open", refused)
    files.write_whole(out, "NEW")
    assert out.read_text(encoding="utf-8") == "NEW"


def _writes(tree: ast.AST) -> list[tuple[int, str]]:
    """The calls of a module that open or write a file for writing: ``Path.write_text``,
    ``write_bytes``, ``open(..., "w")`` (any mode with w, a, x or +), ``Path.open("w")``."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        if name in ("write_text", "write_bytes") and isinstance(f, ast.Attribute):
            found.append((node.lineno, name))
        elif name == "open" and not (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                                     and f.value.id == "os"):
            modes = [a for a in node.args[1 if isinstance(f, ast.Name) else 0:][:1]]
            modes += [k.value for k in node.keywords if k.arg == "mode"]
            mode = next((m.value for m in modes if isinstance(m, ast.Constant) and isinstance(m.value, str)), "r")
            if set(mode) & set("wax+"):
                found.append((node.lineno, f"open {mode!r}"))
    return found


def test_every_file_is_written_through_the_one_writer() -> None:
    """No module but :mod:`belote_ref.files` writes a file itself: a file written at once from
    a finished text goes through :func:`belote_ref.files.write_whole`. Kept: the writability
    probe of the commands (opened for append, nothing written)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel != "files.py":
            found += [(rel, what) for _, what in _writes(ast.parse(path.read_text(encoding="utf-8")))]
    assert found == [("commands/options.py", "open 'a'")]


def test_the_scan_finds_each_kind_of_direct_write() -> None:
    source = ("p.write_text('x')\np.write_bytes(b'x')\nopen(p, 'w')\nopen(p, mode='ab')\np.open('w')\n"
              "open(p)\np.open()\nos.open(p, 1)\nopen(p, 'rb')\n")
    assert [what for _, what in _writes(ast.parse(source))] == [
        "write_text", "write_bytes", "open 'w'", "open 'ab'", "open 'w'"]


def _regenerate(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "belote_ref.cli", "corpus", "regenerate", "--dir", str(folder),
                           "--profile", "belote-classic"], capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_a_regenerate_into_a_folder_that_is_not_a_corpus_removes_none_of_its_files(tmp_path: Path) -> None:
    """A folder of the user's with ``golden/`` and ``negative/`` in it is not a corpus: its
    ``*.json`` files, which no recipe makes, are never removed, and nothing is written (exit 2,
    naming the folder and a file); in a corpus, such a file is removed (docs/limits.md)."""
    mine = tmp_path / "golden" / "my-match.json"
    mine.parent.mkdir()
    mine.write_text('{"mine": true}\n', encoding="utf-8")
    (tmp_path / "negative").mkdir()
    (tmp_path / "negative" / "my-notes.json").write_text("[]\n", encoding="utf-8")
    refused = _regenerate(tmp_path)
    assert refused.returncode == 2, refused
    assert refused.stderr == (f"belote-ref corpus: {tmp_path} is not a corpus (no corpus README.md in it): regenerating "
                              "would remove 2 file(s) no recipe makes (golden/my-match.json, ...); nothing was written: "
                              "give an empty folder, a corpus, or move those files\n")
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*")) == [
        "golden", "golden/my-match.json", "negative", "negative/my-notes.json"]
    corpus = tmp_path / "corpus"
    assert _regenerate(corpus).returncode == 0  # an empty folder becomes a corpus
    stale = corpus / "golden" / "a-recipe-since-removed.json"
    stale.write_text("{}\n", encoding="utf-8")
    redone = _regenerate(corpus)
    assert redone.stdout == ("wrote removed golden/a-recipe-since-removed.json\n"
                             "corpus regenerated: 1 file(s) changed\n"), redone
    assert not stale.exists()
