"""The one whole-or-nothing file writer of belote-ref: every file written at once from a finished
text goes through :func:`write_whole` (the commands' ``--output``, ``--json`` and ``--junit-xml``
through :func:`belote_ref.commands.options.write_text`; ``corpus regenerate``'s corpus files, the
conformance kit's reproductions, check-client's wire logs and game files, the generated pages and
card faces), so a failure in the middle of a write never leaves a truncated file, nor destroys the
file that was there."""

from __future__ import annotations

import errno
import io
import os
import stat
from pathlib import Path
from typing import Any


def foreign_link(path: str | Path) -> str | None:
    """Why the output ``path`` is refused when it is a symbolic link (a chain followed) to an
    existing file or folder of another user than the one writing: as root, a planted link would
    have a system file replaced, or files made in a system folder (spec/conformance.md, 6b,
    Symbolic links); None when it may be written."""
    if not os.path.islink(path):
        return None
    target = os.path.realpath(path)
    try:
        st = os.stat(target)
    except OSError:
        return None
    if (stat.S_ISREG(st.st_mode) or stat.S_ISDIR(st.st_mode)) and st.st_uid != os.geteuid():
        what = "file" if stat.S_ISREG(st.st_mode) else "folder"
        return (f"is a symbolic link to {target}, a {what} of another user (uid {st.st_uid}): "
                f"refused, write to the {what} itself or remove the link")
    return None


def write_whole(path: str | Path, text: str, make_parents: bool = False) -> None:
    """Write ``text`` (UTF-8) to the file ``path`` once it is whole. A regular file of the
    user's, with no other link, is written into a new file in the same folder, flushed to disk,
    then renamed over ``path`` (a symbolic link followed), with its permissions: a failure (a full
    disk, Ctrl-C) leaves an existing file as it was and removes the new one. Anything else is
    written in place, as the open-for-append check of
    :func:`belote_ref.commands.options.check_writable` found it writable: a device
    (``/dev/null``), a FIFO, a file with other hard links or another owner, a file in a folder
    where no new file can be made. A read-only file is refused, never replaced. ``make_parents``
    creates the folders first. A symbolic link to a file of another user is refused
    (:func:`foreign_link`). A failure is an :class:`OSError` whose ``filename`` is ``path``;
    the text is encoded before any file is opened, so text that cannot be written (a lone
    surrogate) raises :class:`UnicodeEncodeError` and leaves no file behind."""
    data = text.encode("utf-8")
    refused = foreign_link(path)
    if refused is not None:
        raise OSError(errno.EPERM, refused, os.fspath(path))
    try:
        if make_parents:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        target = os.path.realpath(path)
        try:
            st: os.stat_result | None = os.stat(target)
        except FileNotFoundError:
            st = None
        if st is not None and not os.access(target, os.W_OK):
            raise PermissionError(errno.EACCES, "Permission denied")
        in_place = st is not None and (not stat.S_ISREG(st.st_mode) or st.st_nlink > 1 or st.st_uid != os.geteuid())
        made = None if in_place else _new_file(target)
        if made is None:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
            try:
                write_all(fd, data)
            finally:
                os.close(fd)
            return
        fd, temporary = made
        try:
            try:
                write_all(fd, data)
                os.fsync(fd)
            finally:
                os.close(fd)
            if st is not None:
                os.chmod(temporary, stat.S_IMODE(st.st_mode))
            os.replace(temporary, target)
        except BaseException:
            try:
                os.unlink(temporary)
            except OSError:
                pass
            raise
    except OSError as exc:  # named by the path given, never by the new file's name
        raise OSError(exc.errno, exc.strerror or str(exc), os.fspath(path)) from None


def write_all(fd: int, data: bytes | memoryview) -> None:
    """Write every byte of ``data`` to the file descriptor ``fd``, or raise :class:`OSError`: a
    short write (a disk that fills, a file-size limit) is written on until the system says why it
    cannot be (ENOSPC, EFBIG), never taken as the end (spec/conformance.md, 6b)."""
    view = memoryview(data).cast("B")
    while view:
        written = os.write(fd, view)
        if written <= 0:  # pragma: no cover - a write of 0 bytes to a file: no progress possible
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


class WholeWrites(io.RawIOBase):
    """A raw stream over the file descriptor ``fd`` (left open when the stream is closed) whose every write is
    whole (:func:`write_all`): under :class:`io.BufferedWriter`, whose own handling of a short
    write of a large block may drop the rest without an error, standard output's every byte is
    written or the failure is raised."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self._fd = fd

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return os.isatty(self._fd)

    def write(self, data: Any) -> int:
        view = memoryview(data)
        write_all(self._fd, view)
        return view.nbytes


_NO_NEW_FILE = frozenset({errno.EACCES, errno.EPERM, errno.EROFS})
"""Why a folder takes no new file while its file may still be written in place."""


def _new_file(target: str) -> tuple[int, str] | None:
    """A new file next to ``target`` (a hidden name of its own, at most 100 bytes of the target's
    name in it, created exclusively, its mode from the umask as any new file's): its descriptor
    and path; None when the folder takes no new file (read-only, or not the user's: the file is
    then written in place). Any other failure (a full disk, a quota) is raised: writing in place
    then would empty the file before failing."""
    folder, name = os.path.split(target)
    stem = os.fsencode(name)[:100].decode("utf-8", "ignore")
    import secrets  # here: start-up time

    while True:
        temporary = os.path.join(folder, f".{stem}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
        try:
            return os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), temporary
        except FileExistsError:  # pragma: no cover - a name drawn twice
            continue
        except OSError as exc:
            if exc.errno in _NO_NEW_FILE:
                return None
            raise


__all__ = ["WholeWrites", "foreign_link", "write_all", "write_whole"]
