"""Class sweep of issue 35 section 3 (f): the symbolic-link policy on every output option of every
command (spec/conformance.md, 6b, Symbolic links; docs/limits.md, Outputs). An output file that
is a link to a file of the user's is followed: the file it points to is written, the link stays a
link; a dangling link is followed too: the file it names is made; a link to a folder is refused
before any work (exit 2, "is a folder"); a link to a file of another user is refused before any
work, the file left as it was (testable as root only). An output folder (``--out``, ``corpus
regenerate --dir``) that is a link to a folder of the user's is followed; a dangling link, a link
to a file and, as root, a link to a folder of another user are refused before any work."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from .test_output_sweep import CHECK, FILES, KIT, MUTANT, _run, room  # noqa: F401 - room: a fixture

OTHER_UID = 65534
as_root = pytest.mark.skipif(os.geteuid() != 0, reason="a file of another user can only be made as root")
FOLDERS = {
    "conformance --out": [*KIT, "--out"],
    "check-client --out": [*CHECK, "--client", f"{MUTANT} good", "--out"],
    "corpus regenerate --dir": ["corpus", "regenerate", "--dir"],
}


def _files(tmp_path: Path) -> list[str]:
    return sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*"))


@pytest.mark.parametrize("name", sorted(FILES))
@pytest.mark.parametrize("target", ["my file", "no file"])
def test_an_output_link_is_followed(name: str, target: str, room: tuple[Path, str], tmp_path: Path) -> None:
    mine = tmp_path / "mine.out"
    if target == "my file":
        mine.write_text("old\n")
    link = tmp_path / "link.out"
    link.symlink_to(mine)
    done = _run([*FILES[name](*room), str(link)], tmp_path, subprocess.DEVNULL)
    assert done.returncode in (0, 1), done.stderr[-2000:]
    assert link.is_symlink() and os.readlink(link) == str(mine)
    text = mine.read_text()
    assert text != "old\n" and text.strip(), "the file the link points to is written"
    assert not [p for p in _files(tmp_path) if p.endswith(".tmp")]


@pytest.mark.parametrize("name", sorted(FILES))
def test_an_output_link_to_a_folder_is_refused_before_any_work(name: str, room: tuple[Path, str],
                                                               tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    link = tmp_path / "link.out"
    link.symlink_to(folder)
    before = _files(tmp_path)
    done = _run([*FILES[name](*room), str(link)], tmp_path, subprocess.DEVNULL)
    assert done.returncode == 2, done.stderr[-2000:]
    assert f"{link}: is a folder, not a file" in done.stderr, done.stderr[-2000:]
    assert _files(tmp_path) == before


@as_root
@pytest.mark.parametrize("name", sorted(FILES))
def test_an_output_link_to_another_users_file_is_refused(name: str, room: tuple[Path, str], tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    os.chown(victim, OTHER_UID, OTHER_UID)
    link = tmp_path / "link.out"
    link.symlink_to(victim)
    before = _files(tmp_path)
    done = _run([*FILES[name](*room), str(link)], tmp_path, subprocess.DEVNULL)
    assert done.returncode == 2, done.stderr[-2000:]
    assert f"{link}: is a symbolic link to {victim}, a file of another user (uid {OTHER_UID})" in done.stderr
    assert victim.read_text() == "precious\n" and link.is_symlink() and _files(tmp_path) == before


@pytest.mark.parametrize("name", sorted(FOLDERS))
def test_an_output_folder_link_to_a_folder_of_ones_own_is_followed(name: str, tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    link = tmp_path / "link"
    link.symlink_to(folder)
    done = _run([*FOLDERS[name], str(link)], tmp_path, subprocess.DEVNULL)
    assert done.returncode in (0, 1), done.stderr[-2000:]
    assert link.is_symlink()
    if name == "corpus regenerate --dir":
        assert (folder / "golden").is_dir(), "the corpus is written in the folder the link points to"


@pytest.mark.parametrize("name", sorted(FOLDERS))
@pytest.mark.parametrize("target", ["no folder", "a file"])
def test_an_output_folder_link_to_no_folder_is_refused_before_any_work(name: str, target: str,
                                                                        tmp_path: Path) -> None:
    """A dangling link (as ``mkdir link`` refuses it) or a link to a file: exit 2 at once, not
    once every check has run and the folder cannot be made."""
    pointed = tmp_path / "pointed"
    if target == "a file":
        pointed.write_text("mine\n")
    link = tmp_path / "link"
    link.symlink_to(pointed)
    before = _files(tmp_path)
    done = _run([*FOLDERS[name], str(link)], tmp_path, subprocess.DEVNULL)
    assert done.returncode == 2, done.stderr[-2000:]
    words = "is a file, not a folder" if target == "a file" else f"is a symbolic link to {pointed}, which does not exist"
    assert f"{link}: {words}" in done.stderr, done.stderr[-2000:]
    assert _files(tmp_path) == before
    if target == "a file":
        assert pointed.read_text() == "mine\n"


@as_root
@pytest.mark.parametrize("name", sorted(FOLDERS))
def test_an_output_folder_link_to_another_users_folder_is_refused(name: str, tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.mkdir()
    os.chown(victim, OTHER_UID, OTHER_UID)
    link = tmp_path / "link"
    link.symlink_to(victim)
    done = _run([*FOLDERS[name], str(link)], tmp_path, subprocess.DEVNULL)
    assert done.returncode == 2, done.stderr[-2000:]
    assert f"{link}: is a symbolic link to {victim}, a folder of another user (uid {OTHER_UID})" in done.stderr
    assert list(victim.iterdir()) == []

