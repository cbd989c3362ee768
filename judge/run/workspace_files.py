"""A jury program's workspace files (judge.run.jury): a folder reached by a descriptor, in
which the judge puts the files a program reads, makes the folders it writes, and reads back
what it left, never following a link nor opening anything but a regular file, so that nothing
the program made can turn the judge's read or write into one of something else (a link to the
host's /etc/shadow, a FIFO that never ends)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from judge.errors import JudgeError

_COPY_CHUNK = 1 << 20


class WorkspaceFiles:
    """The file operations of a workspace over its folder `root` (a descriptor), none of which
    follows a link; folders it makes for the program are given to `owner` (uid, gid), or kept
    the judge's."""

    def __init__(self, root: int, owner: tuple[int, int] | None = None) -> None:
        self.root, self.owner = root, owner

    def _parent(self, name: str) -> tuple[int, str]:
        """An open descriptor of the folder holding `name` (close it) and its last part; a
        JudgeError when a part on the way is not a folder (a link among them)."""
        parts = [part for part in name.split("/") if part]
        if not parts or any(part in (".", "..") for part in parts):
            raise JudgeError(f"internal: a workspace name {name!r}")
        fd = os.dup(self.root)
        try:
            for part in parts[:-1]:
                inner = os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
                os.close(fd)
                fd = inner
        except OSError:
            os.close(fd)
            raise
        return fd, parts[-1]

    def write(self, name: str, data: bytes) -> str:
        """See `Workspace.write`."""
        try:
            parent, last = self._parent(name)
            try:
                _remove_at(parent, last)
                fd = os.open(
                    last,
                    os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC,
                    0o444,
                    dir_fd=parent,
                )
                try:
                    view = memoryview(data)
                    while view:
                        view = view[os.write(fd, view) :]
                finally:
                    os.close(fd)
            finally:
                os.close(parent)
        except OSError as exc:
            raise JudgeError(f"cannot write {name} for a jury program: {exc.strerror}") from None
        return self.path(name)

    def folder(self, name: str) -> str:
        """See `Workspace.folder`."""
        try:
            parent, last = self._parent(name)
            try:
                _remove_at(parent, last)
                os.mkdir(last, 0o755, dir_fd=parent)
                if self.owner is not None:
                    os.chown(last, *self.owner, dir_fd=parent, follow_symlinks=False)
            finally:
                os.close(parent)
        except OSError as exc:
            raise JudgeError(f"cannot make {name} for a jury program: {exc.strerror}") from None
        return self.path(name)

    def read(self, name: str, limit: int, tail: bool = False) -> bytes | None:
        """See `Workspace.read`."""
        try:
            parent, last = self._parent(name)
        except OSError:
            return None
        try:
            fd = os.open(
                last, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=parent
            )
        except OSError:
            return None
        finally:
            os.close(parent)
        try:
            found = os.fstat(fd)
            if not stat.S_ISREG(found.st_mode):
                return None
            start = max(0, found.st_size - limit) if tail else 0
            chunks, done = [], 0
            while done < limit:
                chunk = os.pread(fd, min(limit - done, _COPY_CHUNK), start + done)
                if not chunk:
                    break
                chunks.append(chunk)
                done += len(chunk)
            return b"".join(chunks)
        finally:
            os.close(fd)

    def remove(self, name: str) -> None:
        """See `Workspace.remove`."""
        try:
            parent, last = self._parent(name)
        except OSError:
            return
        try:
            _remove_at(parent, last)
        finally:
            os.close(parent)

    def clear(self) -> None:
        """Remove everything in the workspace."""
        for entry in os.listdir(self.root):
            _remove_at(self.root, entry)

    def copy_in(self, source: Path, name: str) -> str:
        """See `Workspace.copy_in`."""
        self.folder(name)
        for folder, dirs, files in os.walk(source):
            inner = Path(name) / Path(folder).relative_to(source)
            for sub in sorted(dirs):
                self.folder(str(inner / sub))
            for file in sorted(files):
                data = (Path(folder) / file).read_bytes()
                target = str(inner / file)
                self.write(target, data)
                mode = 0o755 if os.access(Path(folder) / file, os.X_OK) else 0o644
                self._own(target, mode)
        return self.path(name)

    def _own(self, name: str, mode: int) -> None:
        """Give the file `name` to the program's user (it may change it), with `mode`."""
        parent, last = self._parent(name)
        try:
            fd = os.open(last, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=parent)
            try:
                os.fchmod(fd, mode)
                if self.owner is not None:
                    os.fchown(fd, *self.owner)
            finally:
                os.close(fd)
        finally:
            os.close(parent)

    def copy_out(self, name: str, target: Path) -> None:
        """See `Workspace.copy_out`."""
        parent, last = self._parent(name)
        try:
            fd = os.open(last, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=parent)
        except OSError as exc:
            raise JudgeError(f"{name}: not a folder ({exc.strerror})") from None
        finally:
            os.close(parent)
        try:
            _copy_tree(fd, name, target)
        finally:
            os.close(fd)

    def path(self, name: str) -> str:
        """Where `name` is, as the program sees it (each kind says)."""
        raise NotImplementedError


def _remove_at(parent: int, name: str) -> None:
    """Remove `name` in the folder `parent`, a file or a whole folder, no link followed."""
    try:
        found = os.stat(name, dir_fd=parent, follow_symlinks=False)
    except FileNotFoundError:
        return
    if not stat.S_ISDIR(found.st_mode):
        os.unlink(name, dir_fd=parent)
        return
    inner = os.open(
        name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=parent
    )
    try:
        for entry in os.listdir(inner):
            _remove_at(inner, entry)
    finally:
        os.close(inner)
    os.rmdir(name, dir_fd=parent)


def _copy_tree(source: int, name: str, target: Path) -> None:
    """The folder `source` (a descriptor; `name` for messages) copied to the new `target`."""
    target.mkdir(mode=0o755)
    with os.scandir(source) as entries:
        for entry in entries:
            shown = f"{name}/{entry.name}"
            if entry.is_dir(follow_symlinks=False):
                inner = os.open(
                    entry.name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=source
                )
                try:
                    _copy_tree(inner, shown, target / entry.name)
                finally:
                    os.close(inner)
            elif entry.is_file(follow_symlinks=False):
                _copy_file(source, entry.name, target / entry.name, shown)
            else:
                kind = "a link" if entry.is_symlink() else "not a regular file"
                raise JudgeError(f"{shown}: {kind} (only folders and regular files are kept)")


def _copy_file(source: int, name: str, target: Path, shown: str) -> None:
    fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=source)
    try:
        found = os.fstat(fd)
        if not stat.S_ISREG(found.st_mode):
            raise JudgeError(f"{shown}: not a regular file")
        with open(target, "wb") as out:
            while chunk := os.read(fd, _COPY_CHUNK):
                out.write(chunk)
        os.chmod(target, 0o755 if found.st_mode & 0o111 else 0o644)
    finally:
        os.close(fd)
