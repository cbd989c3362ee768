"""Problems whose solutions read their input from a file and write their output to one (an
OI problem's `freopen("NAME.in", ...)`, a Polygon package's `<judging input-file=...>`).

The judges that have them agree (CMS's file I/O tasks, Codeforces, LibreOJ, UOJ, Luogu): the
case's input is the named file in the program's working folder, its standard input empty; its
answer is what it left in the named output file when it ended, its standard output ignored;
no output file is a wrong answer (CMS: "Evaluation didn't produce file NAME"). Only the
runners call this (judge.run.execution.fresh, warm_pool, judge.run.isolation.isolated_runner):
each stages a run in its working folder, reached by a descriptor, and reads back what the
program left there without following a link, so a program that makes its output file a link
to the test data or to /etc/passwd gets nothing read through it.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Protocol

from judge.errors import JudgeError
from judge.run.runner import Outcome
from judge.run.workspace_files import WorkspaceFiles

NAME_LIMIT = 64  # characters of a file name: OI's are short words ("game.in")


@dataclass(frozen=True)
class FileIO:
    """The files a problem's solutions read and write instead of the standard streams: a name
    each ("" for the standard stream), in the program's working folder."""

    input: str = ""
    output: str = ""
    # A folder whose files each run finds, read-only, in its working folder (a Kattis case's
    # `.files`, judge.run.staging); None: none.
    given: Path | None = None

    def __bool__(self) -> bool:
        return bool(self.input or self.output or self.given is not None)

    def describe(self) -> str:
        """'input: NAME.in, output: NAME.out', a standard stream named as such."""
        return (
            f"input: {self.input or 'standard input'}, output: {self.output or 'standard output'}"
        )


class _CaseFolder(WorkspaceFiles):
    """A run's working folder as the judge stages it: names are the program's own."""

    def path(self, name: str) -> str:
        """`name`: the program finds it in its working folder."""
        return name


def name_problem(name: object) -> str | None:
    """Why `name` cannot be a file name of FileIO (one plain phrase), or None: it must be a
    plain name in the working folder, not a path."""
    if not isinstance(name, str) or not name:
        return "must be a file name (text such as game.in)"
    if "/" in name or "\\" in name or name in (".", ".."):
        return f"must be a file name in the working folder, not a path ({name!r})"
    if len(name) > NAME_LIMIT or not name.isprintable() or name != name.strip():
        return f"must be a short printable file name without surrounding spaces ({name!r})"
    return None


def run_in_folder(
    io: FileIO, folder: int, input: bytes, output_limit: int, run: Callable[[bytes], Outcome]
) -> Outcome:
    """`run` (given the standard input) with the case staged in the working folder `folder` (a
    descriptor, empty): the input written as `io.input` (read-only), the outcome's output read
    from `io.output` (at most one byte past `output_limit`, so OLE is seen; none, or not a
    regular file: `missing_output` says so); the folder emptied after."""
    files = _CaseFolder(folder)
    try:
        if io.given is not None:
            put_files(files, io.given)
        if io.input:
            files.write(io.input, input)
            input = b""  # the file only, as CMS and Codeforces give it
        outcome = run(input)
        if not io.output:
            return outcome
        written = files.read(io.output, output_limit + 1)
        if written is None:
            return replace(
                outcome, output=b"", output_size=0, missing_output=_why_missing(folder, io.output)
            )
        return replace(outcome, output=written[:output_limit], output_size=len(written))
    finally:
        try:
            files.clear()
        except OSError:  # a folder the program took away from the judge: its owner removes it
            pass


class FileTarget(Protocol):
    """Where files are put for a program: a run's working folder, a jury program's workspace
    (judge.run.jury.Workspace)."""

    def write(self, name: str, data: bytes) -> str:
        """Put a file the program may read and not change."""
        ...

    def folder(self, name: str) -> str:
        """Make a folder."""
        ...


def with_given(io: FileIO | None, folder: int, run: Callable[[], Outcome]) -> Outcome:
    """`run` with `io`'s given files (a case's `.files`) put in the working folder `folder`
    (a descriptor, empty) first and removed after; `run` alone when there are none (a
    run on streams given, which `run_in_folder` does not stage: an interactive case's)."""
    if io is None or io.given is None:
        return run()
    files = _CaseFolder(folder)
    try:
        put_files(files, io.given)
        return run()
    finally:
        try:
            files.clear()
        except OSError:  # a folder the program took away from the judge: its owner removes it
            pass


def put_files(files: FileTarget, source: Path, under: str = "") -> None:
    """Every file under the folder `source` written, read-only, at the same place in `files`
    (below its folder `under`; its folders made); a JudgeError naming it for anything in it
    but a folder or a regular file (a link is never followed: a package's link out of it is
    not the package's data)."""
    for folder, subfolders, names in os.walk(source):
        inner = Path(under) / Path(folder).relative_to(source)
        for name in sorted(subfolders):
            _regular(Path(folder) / name, stat.S_ISDIR)
            files.folder(str(inner / name))
        for name in sorted(names):
            path = Path(folder) / name
            _regular(path, stat.S_ISREG)
            files.write(str(inner / name), _read_file(path))


def _regular(path: Path, kind: Callable[[int], bool]) -> None:
    if not kind(os.lstat(path).st_mode):
        raise JudgeError(f"{path}: not a regular file or folder (a link?): not given to the run")


def _read_file(path: Path) -> bytes:
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    with os.fdopen(fd, "rb") as file:
        return file.read()


def _why_missing(folder: int, name: str) -> str:
    """What the program left as `name` instead of a regular file, in a message."""
    try:
        found = os.stat(name, dir_fd=folder, follow_symlinks=False)
    except OSError:
        return f"the output file {name} was not written (standard output is not read)"
    kind = "a symbolic link" if stat.S_ISLNK(found.st_mode) else "not a regular file"
    return f"the output file {name} is {kind}: not read"
