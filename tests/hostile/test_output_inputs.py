"""Class sweep of issue 35 section 3 (b): an output that is also an input, or another output, is
refused before any work, for every command and every pair of an output option and an input
(option or positional): exit 2, a message naming both options, the input left byte-identical. The
same file is the same path, ``./x`` and ``x``, a symbolic link and its target, two hard links
(spec/conformance.md, 6b, An output is never an input).

Commands with no output file (``audit``, whose ``--json`` is a switch; ``replay``; ``view``;
``serve``; ``adapter``) and commands with one output and no input file (``simulate``, ``play``,
``tournament``) have no pair: :func:`test_every_output_option_is_in_the_sweep` checks that the
table below names every output option the parser has."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Callable

import pytest

from belote_ref.cli import build_parser, main
from belote_ref.commands.options import output_folder, output_path

from .test_output_sweep import CHECK, GOLDEN, KIT, ROOT

NEGATIVE = next(iter(sorted((ROOT / "corpus" / "negative").glob("*.json"))))
PERFT = next(iter(sorted((ROOT / "corpus" / "perft").glob("*.json"))))
ENGINE = f"{sys.executable} eng.py"
CLIENT = f"{sys.executable} client.py"
REPLAY = ["conformance", "--replay", "in.json", "--progress", "none"]

# (name, the command without the two paths, output flag, input flag or None for a positional)
# each given as a function of (output path, input path) -> argument list
Case = tuple[str, Callable[[str, str], list[str]], str, str]
CASES: list[Case] = [
    ("conformance --json --golden", lambda o, i: [*KIT, "--golden", i, "--json", o], "--json", "--golden"),
    ("conformance --junit-xml --golden", lambda o, i: [*KIT, "--golden", i, "--junit-xml", o], "--junit-xml", "--golden"),
    ("conformance --json --negative", lambda o, i: [*KIT, "--negative", i, "--json", o], "--json", "--negative"),
    ("conformance --junit-xml --negative", lambda o, i: [*KIT, "--negative", i, "--junit-xml", o], "--junit-xml",
     "--negative"),
    ("conformance --json --perft", lambda o, i: [*KIT, "--perft", i, "--json", o], "--json", "--perft"),
    ("conformance --junit-xml --perft", lambda o, i: [*KIT, "--perft", i, "--junit-xml", o], "--junit-xml", "--perft"),
    ("conformance --json --replay", lambda o, i: [*REPLAY[:2], i, *REPLAY[3:], "--json", o], "--json", "--replay"),
    ("conformance --junit-xml --replay", lambda o, i: [*REPLAY[:2], i, *REPLAY[3:], "--junit-xml", o], "--junit-xml",
     "--replay"),
    ("conformance --json --engine", lambda o, i: [*KIT, "--engine", f"{sys.executable} {i}", "--json", o], "--json",
     "--engine"),
    ("conformance --junit-xml --engine", lambda o, i: [*KIT, "--engine", f"{sys.executable} {i}", "--junit-xml", o],
     "--junit-xml", "--engine"),
    ("conformance --junit-xml --json", lambda o, i: [*KIT, "--json", i, "--junit-xml", o], "--junit-xml", "--json"),
    ("check-client --json --client", lambda o, i: [*CHECK, "--client", f"{sys.executable} {i}", "--json", o], "--json",
     "--client"),
    ("check-client --junit-xml --client", lambda o, i: [*CHECK, "--client", f"{sys.executable} {i}", "--junit-xml", o],
     "--junit-xml", "--client"),
    ("check-client --junit-xml --json", lambda o, i: [*CHECK, "--client", CLIENT, "--json", i, "--junit-xml", o],
     "--junit-xml", "--json"),
    ("export --output --db", lambda o, i: ["export", "r1", "--db", i, "--output", o], "--output", "--db"),
]

# outputs that are folders: the same path as an output file (neither exists yet)
FOLDER_CASES: list[Case] = [
    ("conformance --out --json", lambda o, i: [*KIT, "--json", i, "--out", o], "--out", "--json"),
    ("conformance --out --junit-xml", lambda o, i: [*KIT, "--junit-xml", i, "--out", o], "--out", "--junit-xml"),
    ("check-client --out --json", lambda o, i: [*CHECK, "--client", CLIENT, "--json", i, "--out", o], "--out", "--json"),
    ("check-client --out --junit-xml", lambda o, i: [*CHECK, "--client", CLIENT, "--junit-xml", i, "--out", o], "--out",
     "--junit-xml"),
]

# every output option of every command, and the cases that sweep it (corpus regenerate --dir:
# the corpus it rewrites is its only path, see the module's docstring)
OUTPUTS = {("conformance", "--json"), ("conformance", "--junit-xml"), ("conformance", "--out"),
           ("check-client", "--json"), ("check-client", "--junit-xml"), ("check-client", "--out"),
           ("export", "--output"), ("simulate", "--output"), ("play", "--output"), ("tournament", "--json")}
NO_INPUT = {("simulate", "--output"), ("play", "--output"), ("tournament", "--json")}


def test_every_output_option_is_in_the_sweep() -> None:
    """Every option of every command whose type is an output file or folder is in
    :data:`OUTPUTS`, and each one that can meet an input is swept by a case."""
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    found = {(name, action.option_strings[0]) for name, command in commands.items() for action in command._actions
             if action.type in (output_path, output_folder) and action.option_strings}
    assert found == OUTPUTS
    swept = {(name.split()[0], flag) for name, _, flag, _ in [*CASES, *FOLDER_CASES]}
    assert swept == OUTPUTS - NO_INPUT


def _inputs(tmp_path: Path) -> None:
    """The files an input flag may name, in ``tmp_path`` (the current folder)."""
    from belote_ref.table.store import Store

    shutil.copyfile(GOLDEN, tmp_path / "golden.json")
    shutil.copyfile(NEGATIVE, tmp_path / "negative.json")
    shutil.copyfile(PERFT, tmp_path / "perft.json")
    (tmp_path / "eng.py").write_text("import sys\nsys.exit(3)\n")
    (tmp_path / "client.py").write_text("import sys\nsys.exit(3)\n")
    Store(tmp_path / "t.db").close()


INPUT_FILE = {"--golden": "golden.json", "--negative": "negative.json", "--perft": "perft.json",
              "--replay": "golden.json", "--engine": "eng.py", "--client": "client.py", "--db": "t.db",
              "--json": "other.json"}
def _symbolic_link(f: str, t: Path) -> str:
    (t / "link").symlink_to(f)
    return "link"


def _hard_link(f: str, t: Path) -> str:
    os.link(t / f, t / "hard")
    return "hard"


SAME: dict[str, Callable[[str, Path], str]] = {  # how the output names the input's file
    "same path": lambda f, t: f,
    "./x and x": lambda f, t: f"./{f}",
    "absolute path": lambda f, t: str(t / f),
    "symbolic link": _symbolic_link,
    "hard link": _hard_link,
}


def _refused(args: list[str], out_flag: str, out: str, in_flag: str, given: str, tmp_path: Path,
             capsys: pytest.CaptureFixture[str]) -> None:
    names = sorted(p.name for p in tmp_path.iterdir())
    before = {p: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    code = main(args)
    err = capsys.readouterr().err
    assert code == 2, err
    assert f"{out_flag} {out} is the same file as {in_flag} {given}" in err, err
    assert {p: p.read_bytes() for p in before} == before, "the input is left as it was"
    assert sorted(p.name for p in tmp_path.iterdir()) == names, "no work was done: no file made"


@pytest.mark.parametrize("same", sorted(SAME))
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_an_output_that_is_an_input_is_refused(case: Case, same: str, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    _, make, out_flag, in_flag = case
    monkeypatch.chdir(tmp_path)
    _inputs(tmp_path)
    given = INPUT_FILE[in_flag]
    if in_flag == "--json":  # two outputs: the first exists as a file of the user's
        (tmp_path / given).write_text("mine\n")
    out = SAME[same](given, tmp_path)
    _refused(make(out, given), out_flag, out, in_flag, given, tmp_path, capsys)


@pytest.mark.parametrize("same", ["same path", "./x and x", "absolute path", "symbolic link"])
@pytest.mark.parametrize("case", FOLDER_CASES, ids=[c[0] for c in FOLDER_CASES])
def test_an_output_folder_that_is_an_output_file_is_refused(case: Case, same: str, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """``--out x --json x``: the folder and the file are one path (neither exists yet): refused
    at once, not after every session or check has run, when the report cannot be written."""
    _, make, out_flag, in_flag = case
    monkeypatch.chdir(tmp_path)
    _inputs(tmp_path)
    out = SAME[same]("x", tmp_path)  # a symbolic link to no file yet: the path it names
    _refused(make(out, "x"), out_flag, str(Path(out)), in_flag, "x", tmp_path, capsys)  # a folder: a Path


@pytest.mark.parametrize("inside", [True, False], ids=["in --out", "beside --out"])
def test_an_output_folder_holding_an_input_is_refused(inside: bool, tmp_path: Path) -> None:
    """``conformance --out D --golden D/g.json`` (or ``--golden D``): a reproduction written into
    D could replace the golden; refused before any work, the golden untouched. A golden in
    another folder is no concern."""
    out = tmp_path / "out"
    out.mkdir()
    golden = (out if inside else tmp_path) / "g.json"
    golden.write_bytes(GOLDEN.read_bytes())
    proc = subprocess.run([sys.executable, "-m", "belote_ref.cli", "conformance", "--hands", "0", "--matches", "0",
                           "--only", "golden", "--golden", str(golden), "--out", str(out), "--progress", "none",
                           "--no-shrink"], capture_output=True, text=True, cwd=tmp_path, timeout=600)
    if inside:
        assert proc.returncode == 2, proc
        assert f"--out {out} holds --golden {golden}: a file written into it could replace it" in proc.stderr
        assert sorted(p.name for p in out.iterdir()) == ["g.json"]
    else:
        assert proc.returncode == 0, proc
    assert golden.read_bytes() == GOLDEN.read_bytes()


@pytest.mark.parametrize("command", ["conformance", "check-client"])
@pytest.mark.parametrize("name", ["golden.transcript.json", "r.jsonl", "report.xml"])
def test_an_output_file_in_the_output_folder_is_refused(command: str, name: str, tmp_path: Path) -> None:
    """``check-client --out D --json D/golden.transcript.json``: the session's game file (or the
    kit's reproduction) written into D could replace the report; a ``*.json``/``*.jsonl`` output
    directly in ``--out`` is refused before any work, nothing written. Another name (an XML
    report) is no concern: the command writes only ``*.json`` and ``*.jsonl`` files there."""
    out = tmp_path / "out"
    out.mkdir()
    report = out / name
    flag = "--junit-xml" if name.endswith(".xml") else "--json"
    args = (["conformance", "--hands", "0", "--matches", "0", "--only", "golden", "--golden", str(GOLDEN),
             "--progress", "none", "--no-shrink"] if command == "conformance"
            else ["check-client", "--client", "/nonexistent/client"])
    proc = subprocess.run([sys.executable, "-m", "belote_ref.cli", *args, "--out", str(out), flag, str(report)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=600)
    if name.endswith(".xml"):
        assert "is in --out" not in proc.stderr, proc
        return
    assert proc.returncode == 2, proc
    assert proc.stderr.strip() == (f"belote-ref {command}: {flag} {report} is in --out {out}, where the files "
                                   "written could replace it (give another path)"), proc.stderr
    assert list(out.iterdir()) == []
