"""Jury programs: what a problem brings to judge a case (an output validator, an interactor, a
multi-pass validator, a grader, an input validator, a generator), each run in a workspace that
holds what it is given and nothing else.

A workspace (`Workspace`) holds the files judge gives a jury program (a case's input and
answer: it reads them and cannot change them, `write`), the folders it may write (its feedback
folder, `folder`), and runs the program there (`run`; `start` for an interactor, which
converses with a submission). What a program left is read back (`read`, `copy_out`) without
following a link or opening anything but a regular file, so that nothing it made can turn the
judge's read into a read of something else (a link to the host's /etc/shadow, a FIFO that
never ends).

Two kinds, one interface (`open_workspace` chooses):

- plain (`PlainWorkspace`, here): a temporary folder of the host, the program run under the
  helper in a working folder of its own, as the user, like any plain run (plain runs are no
  security boundary: DESIGN.md, Non-goals);
- isolated (judge.run.isolation.workspace): the program's box, whose kept place holds the
  workspace's files and folders: the program sees the system, its own built files and the
  workspace, as an isolated submission does, and judge reaches the place only through the
  descriptor the box hands over.

How a problem's reader runs its programs (the whole interface: `open_workspace`, the
`Workspace` methods, the names `INPUT`, `ANSWER`, `FEEDBACK`; a session comes from
judge.judging.solution's `open_isolation`, or is the one judging was given):

    program = from_file(source, cache_dir, isolation=isolation)   # built isolated too
    limits = program.run_limits(its_limits)
    with open_workspace(program, its_limits, cache_dir, isolation) as work:
        given = work.write(INPUT, data)            # its path as the program sees it
        work.folder(FEEDBACK)                      # a folder it may write
        run = work.run([*program.command(limits), given, work.path(FEEDBACK) + "/"],
                       limits, Streams(stdin_path, stdout_path, stderr_path))
        said = work.read(f"{FEEDBACK}/judgemessage.txt", 4000, tail=True)

A generator is the same without given files (its stdout a host file of the judge's: nothing
of the host is seen by the program, only the descriptor); a checker (testlib's `checker
input output answer`) is given the three files with `write`; an interactor is started with
`start` beside the submission and awaited through judge.run.execution.interaction's
`converse_started`, as judge.judging.interactive does. The streams are host paths or
descriptors the judge opens: a program reaches nothing through them but what they are. A
workspace is for one case; an isolated one's box is kept by the session and emptied, so a
reader opens one per case (or per build) and never keeps paths across cases.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from judge.run.execution.interaction import Started, plain_start
from judge.run.helper.sandbox import (
    Capture,
    Execution,
    Streams,
    Walls,
    execute,
    helper_path,
)
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.workspace_files import WorkspaceFiles

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

INPUT = "input.in"  # a case's input, as a jury program is given it
ANSWER = "answer.ans"  # the case's answer
FEEDBACK = "feedback"  # the folder it writes its messages (judgemessage.txt, score.txt) to


class Workspace(Protocol):
    """Where a jury program runs on one case (or one build): the files and folders it is given,
    its runs, and what it left, read back safely. Names are relative (`feedback/score.txt`)."""

    def path(self, name: str) -> str:
        """Where `name` is, as the program sees it."""
        ...

    def write(self, name: str, data: bytes) -> str:
        """Put a file the program may read and not change; its path as the program sees it."""
        ...

    def folder(self, name: str) -> str:
        """An empty folder the program may write (what was there before goes); its path."""
        ...

    def read(self, name: str, limit: int, tail: bool = False) -> bytes | None:
        """The first (or, with `tail`, the last) `limit` bytes of the regular file `name`, no
        link followed; None when there is no such regular file."""
        ...

    def remove(self, name: str) -> None:
        """Remove the file or folder `name`, if it is there (no link followed)."""
        ...

    def copy_in(self, source: Path, name: str) -> str:
        """A copy of the folder `source` at `name`, which the program may write (a program
        folder a `build` script builds in); its path as the program sees it."""
        ...

    def copy_out(self, name: str, target: Path) -> None:
        """The folder `name` copied to `target` (a new folder of the host's): its folders and
        regular files (modes kept, no owner), a JudgeError for anything else in it."""
        ...

    def run(
        self,
        argv: Sequence[str],
        limits: Limits,
        streams: Streams,
        *,
        cwd: str | None = None,
        stop: int = -1,
    ) -> Execution:
        """Run `argv` (the program's own files by their host paths, the workspace's by
        `path`) under `limits` on `streams`, in a new empty working folder (or in the
        workspace's folder `cwd`), stopped when `stop` becomes readable."""
        ...

    def start(
        self,
        argv: Sequence[str],
        limits: Limits,
        stdin: int,
        stdout: int,
        stderr: Capture,
        walls: Walls,
    ) -> Started:
        """Start `argv` as `run` would, on the given descriptors, its wall clocks `walls`, and
        return at once (an interactor, which converses with a submission meanwhile)."""
        ...


def open_workspace(
    program: Program | None,
    limits: Limits,
    cache_dir: Path,
    isolation: Isolation | None = None,
) -> AbstractContextManager[Workspace]:
    """A workspace for `program` (None: a program of no files of its own, a `build` script's
    shell), under `limits`, for the length of a `with` block: in `isolation`'s box for it when
    given (reused by the session for its next case, emptied), else a plain one of the host's."""
    if isolation is not None:
        # Late: only an isolated judging opens boxes; a plain run never loads the isolation
        # modules (tests/test_imports.py, LATE_IMPORTS).
        from judge.run.isolation.workspace import JuryBoxes

        boxes = isolation.kept(
            "jury", lambda: JuryBoxes(lambda *seen, place: isolation.box(*seen, place=place))
        )
        return boxes.workspace(program, limits)
    return PlainWorkspace(helper_path(cache_dir))


# ---------------------------------------------------------------- plain


class PlainWorkspace(WorkspaceFiles):
    """A plain workspace: a temporary folder of the host; the program runs as the user, under
    the helper (`helper`), each run in a new working folder. Removed at the end of its `with`
    block."""

    def __init__(self, helper: Path) -> None:
        self.helper = helper
        self._folder = Path(tempfile.mkdtemp(prefix="judge-jury-"))
        self._cwds: list[Path] = []  # the working folders of its started programs
        super().__init__(os.open(self._folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC))

    def path(self, name: str) -> str:
        """The host's path of `name`."""
        return str(self._folder / name)

    def run(
        self,
        argv: Sequence[str],
        limits: Limits,
        streams: Streams,
        *,
        cwd: str | None = None,
        stop: int = -1,
    ) -> Execution:
        """See `Workspace.run`: plain, with the judge's environment (a validator may need the
        user's tools)."""
        if cwd is not None:
            return execute(
                list(argv), limits, streams, cwd=Path(self.path(cwd)), helper=self.helper, stop=stop
            )
        with tempfile.TemporaryDirectory(prefix="judge-jury-cwd-") as work:
            return execute(
                list(argv), limits, streams, cwd=Path(work), helper=self.helper, stop=stop
            )

    def start(
        self,
        argv: Sequence[str],
        limits: Limits,
        stdin: int,
        stdout: int,
        stderr: Capture,
        walls: Walls,
    ) -> Started:
        """See `Workspace.start`: a helper of its own, in a working folder of its own (removed
        with the workspace)."""
        work = Path(tempfile.mkdtemp(prefix="judge-jury-cwd-"))
        self._cwds.append(work)
        return plain_start(argv, limits, work, self.helper)(stdin, stdout, stderr, walls)

    def close(self) -> None:
        """Remove the folder."""
        if self.root >= 0:
            os.close(self.root)
            self.root = -1
        shutil.rmtree(self._folder, ignore_errors=True)
        for work in self._cwds:
            shutil.rmtree(work, ignore_errors=True)

    def __enter__(self) -> PlainWorkspace:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
