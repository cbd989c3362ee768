"""A package's folder read as untrusted input: whoever made it chose every name, link and file
kind in it.

`check_tree` is called when a package is loaded, before judge reads anything else of it: a
link may point only inside the package (resolved, then checked: a link to a file elsewhere, to a
private folder, to /dev/zero is refused), and every entry is a folder or a regular file (a FIFO
would hang a read, a device feed it without end). `read_limited` reads one of its files with a
bound on its size, so that no file of a package, however large, fills the judge's memory.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from judge.errors import JudgeError
from judge.printable import printable

MiB = 1 << 20
#: Bounds on what judge reads of a package into memory, by kind of file.
DOCUMENT_LIMIT = 16 * MiB  # problem.yaml, testdata.yaml, a statement
CASE_LIMIT = 1024 * MiB  # one test case's input or answer file


def _shown(path: Path) -> str:
    return printable(str(path))


def check_tree(folder: Path) -> None:
    """A JudgeError naming the first entry of `folder` (a package) that is a link leading out
    of it, a link that leads nowhere, or neither a folder nor a regular file."""
    top = folder.resolve()
    pending = [top]
    while pending:
        current = pending.pop()
        try:
            entries = sorted(os.scandir(current), key=lambda e: e.name)
        except OSError as exc:
            raise JudgeError(f"{_shown(current)}: cannot read: {exc.strerror or exc}") from None
        for entry in entries:
            path = Path(entry.path)
            if entry.is_symlink():
                _check_link(path, top)
                continue  # what it leads to is inside, and checked where it is
            mode = entry.stat(follow_symlinks=False).st_mode
            if stat.S_ISDIR(mode):
                pending.append(path)
            elif not stat.S_ISREG(mode):
                raise JudgeError(
                    f"{_shown(path)}: not a regular file (a FIFO, device or socket has no place "
                    "in a package)"
                )


def _check_link(path: Path, top: Path) -> None:
    try:
        target = path.resolve(strict=True)
    except (OSError, RuntimeError):  # missing, or a loop of links
        raise JudgeError(f"{_shown(path)}: a link that leads nowhere") from None
    if target != top and top not in target.parents:
        raise JudgeError(
            f"{_shown(path)}: a link leading out of the package (to {_shown(target)}); a "
            "package's links may point only inside it"
        )
    if not (target.is_dir() or target.is_file()):
        raise JudgeError(f"{_shown(path)}: a link to neither a folder nor a regular file")


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the package file `path`, or a JudgeError naming it when it holds more than
    `limit` bytes, is not a regular file, or cannot be read."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # before opening: a FIFO's open would wait
            raise JudgeError(f"{_shown(path)}: not a regular file")
        with path.open("rb") as file:
            data = file.read(limit + 1)
    except OSError as exc:
        raise JudgeError(f"{_shown(path)}: cannot read: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise JudgeError(f"{_shown(path)}: larger than {limit // MiB} MiB, more than judge reads")
    return data


def read_text_limited(path: Path, limit: int, what: str = "text") -> str:
    """`read_limited` as UTF-8 text; a JudgeError naming the file and the byte where it is not."""
    data = read_limited(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JudgeError(
            f"{_shown(path)}: not UTF-8 text (byte {exc.start}); judge reads {what} as text"
        ) from None
