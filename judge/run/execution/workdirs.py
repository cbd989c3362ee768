"""Empty working directories for runs, reused while they stay empty."""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import threading
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from judge.errors import JudgeError


class WorkDirs:
    """Empty working directories for runs, each used by one run at a time, in one session folder.

    Making and deleting a directory per run costs file-system metadata traffic (milliseconds on
    a busy disk). A directory that a run left empty, with its mode unchanged, is
    indistinguishable from a new one, so it is reused; one that a run left anything in is
    deleted. The session folder goes when `close` is called, or at garbage collection or exit.
    """

    _MODE = 0o700

    def __init__(self, prefix: str = "judge-run-") -> None:
        self._prefix = prefix
        self._lock = threading.Lock()
        self._idle: list[str] = []
        self._count = 0
        self._root: str | None = None
        self._finalizer: weakref.finalize | None = None

    def acquire(self) -> Path:
        """An empty directory for one run; give it back with `release`."""
        with self._lock:
            if self._idle:
                return Path(self._idle.pop())
            if self._root is None:
                self._root = tempfile.mkdtemp(prefix=self._prefix)
                self._finalizer = weakref.finalize(self, remove_tree, self._root)
            self._count += 1
            path = os.path.join(self._root, str(self._count))
        try:
            os.mkdir(path)
            os.chmod(path, self._MODE)  # whatever the umask: release() compares against it
        except OSError as exc:  # e.g. a program took the session folder's permissions away
            raise JudgeError(f"cannot make a working directory {path}: {exc.strerror}") from None
        return Path(path)

    def release(self, path: Path) -> None:
        """Take a directory back after its run: kept for the next run if still pristine."""
        try:
            info = os.lstat(path)
            pristine = (
                stat.S_ISDIR(info.st_mode)
                and stat.S_IMODE(info.st_mode) == self._MODE
                and not os.listdir(path)
            )
        except OSError:
            pristine = False
        if pristine:
            with self._lock:
                self._idle.append(str(path))
        else:
            remove_tree(str(path))

    def close(self) -> None:
        """Delete the session folder and everything in it."""
        if self._finalizer is not None:
            self._finalizer()


def remove_tree(path: str) -> None:
    """Delete a directory tree, even one a program took permissions away from. A symbolic link
    found anywhere (even in place of the tree) is removed, never followed."""
    try:
        if not stat.S_ISDIR(os.lstat(path).st_mode):
            os.unlink(path)
            return
        os.chmod(path, 0o700)
    except OSError:
        return
    for folder, subfolders, _ in os.walk(path):  # does not descend into symbolic links
        for name in subfolders:  # before the walk lists them
            inner = os.path.join(folder, name)
            try:
                if stat.S_ISDIR(os.lstat(inner).st_mode):
                    os.chmod(inner, 0o700)
            except OSError:
                pass
    shutil.rmtree(path, ignore_errors=True)


@contextmanager
def opened_folder(path: Path) -> Iterator[int]:
    """A descriptor of the working directory `path` for the length of a `with` block (a link
    in its place is not followed: JudgeError)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError as exc:
        raise JudgeError(f"cannot open the working directory {path}: {exc.strerror}") from None
    try:
        yield fd
    finally:
        os.close(fd)
