"""Isolated jury programs (judge.run.jury): a package's validators, interactors, graders and
build scripts, each run in a box of its own, as a submission is.

A jury program's box (judge.run.isolation.box) shows it what an isolated submission sees (the
system folders, its own built files read-only, new writable places for each run, no network,
an unprivileged user, its own cgroup and limits) and one more place, kept for the box's life:
`PLACE`, a tmpfs owned by root. There the judge puts the case's files, which the program reads
and cannot change (root's, mode 0444, in root's folder), and makes the folders it may write (its
feedback folder, owned by the sandbox user); the judge reaches the place only through the
descriptor the box handed over, reads what the program left without following a link
(judge.run.jury.WorkspaceFiles), and empties it before the box serves another case. So the
program never sees another case's data, the problem's folder, the judge's cache or a contest's
database, and whatever it writes is bounded (the place's inodes, its memory cgroup) and goes
with the case.

A session (judge.run.isolation.session) keeps the boxes of its jury programs (`JuryBoxes`):
one per program and per thread judging with it at the same moment, reused for the next case,
ended with the session.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

from judge.errors import JudgeError
from judge.package_tree import CASE_LIMIT
from judge.run.helper.sandbox import Capture, Execution, Streams, Walls
from judge.run.isolation.box import Box, BoxRun
from judge.run.isolation.view import SANDBOX_ID, inside_command, inside_paths
from judge.run.limits import Limits
from judge.run.program import Program, exposed_paths
from judge.run.workspace_files import WorkspaceFiles

PLACE = "/jury"  # where the kept place appears to the program
# The place holds what the judge puts there (a case's input and answer, each at most
# package_tree's CASE_LIMIT) besides what the program writes (its memory cgroup bounds that:
# the pages are charged to it), in at most this many files and folders.
PLACE_DATA = 2 * CASE_LIMIT
PLACE_INODES = 16384
Place = tuple[str, int, int]


class MakeBox(Protocol):
    """Makes a box seeing `folders` and `files` under `limits`, with the kept place `place`
    (path inside, bytes, inodes): judge.run.isolation.session's `Isolation.box`."""

    def __call__(
        self, folders: Sequence[Path], files: Sequence[Path], limits: Limits, *, place: Place
    ) -> Box: ...


class IsolatedWorkspace(WorkspaceFiles):
    """A jury program's workspace in its box's kept place (see the module docstring)."""

    def __init__(self, box: Box, inside: dict[str, str]) -> None:
        if box.place < 0:
            raise JudgeError("internal: a jury program's box without its kept place")
        super().__init__(box.place, owner=(SANDBOX_ID, SANDBOX_ID))
        self.box, self._inside = box, inside

    def path(self, name: str) -> str:
        """Where `name` is inside the box."""
        return f"{PLACE}/{name}"

    def run(
        self,
        argv: Sequence[str],
        limits: Limits,
        streams: Streams,
        *,
        cwd: str | None = None,
        stop: int = -1,
    ) -> Execution:
        """See judge.run.jury.Workspace.run: in the box, its working folder the run's own
        (`/box`), or the place's folder `cwd`."""
        return self.box.run(
            self._command(argv, cwd),
            limits,
            stdin=streams.stdin,
            stdout=streams.stdout,
            stderr=streams.stderr,
            stop=stop,
        )

    def start(
        self,
        argv: Sequence[str],
        limits: Limits,
        stdin: int,
        stdout: int,
        stderr: Capture,
        walls: Walls,
    ) -> BoxRun:
        """See judge.run.jury.Workspace.start: the request sent now, its end awaited later."""
        streams = Streams(stdin, stdout, stderr)
        return self.box.start(self._command(argv, None), limits, streams, walls=walls)

    def _command(self, argv: Sequence[str], cwd: str | None) -> list[str]:
        """The command as the box runs it: the program's own files where the box shows them;
        with `cwd`, started from that folder of the place (a box's runs start in /box)."""
        command = inside_command(argv, self._inside)
        if cwd is None:
            return command
        return ["/bin/sh", "-c", 'cd "$1" && shift && exec "$@"', "sh", self.path(cwd), *command]


class JuryBoxes:
    """The boxes of a session's jury programs: each made for its program (what it sees of its
    own, the sizes of its places) and kept, idle between cases, until `close`. Safe to use from
    several threads: a box serves one workspace at a time."""

    def __init__(self, make: MakeBox) -> None:
        self._make = make
        self._lock = threading.Lock()
        self._idle: dict[tuple[object, ...], list[Box]] = {}
        self._all: list[Box] = []
        self._closed = False

    @contextmanager
    def workspace(self, program: Program | None, limits: Limits) -> Iterator[IsolatedWorkspace]:
        """A workspace for `program` under `limits` (see judge.run.jury.open_workspace): an
        idle box of it, or a new one; emptied after, and kept for the next case unless
        something failed in it (then it is ended)."""
        folders, files = exposed_paths(program) if program is not None else ([], [])
        key = (tuple(folders), tuple(files), limits.tmpfs_size, limits.tmpfs_inodes)
        with self._lock:
            if self._closed:
                raise JudgeError("the isolation session is closed")
            idle = self._idle.setdefault(key, [])
            box = idle.pop() if idle else None
        if box is None:
            place = (PLACE, PLACE_DATA + limits.tmpfs_size, PLACE_INODES)
            box = self._make(folders, files, limits, place=place)
            with self._lock:
                self._all.append(box)
        workspace = IsolatedWorkspace(box, inside_paths(files))
        try:
            yield workspace
            workspace.clear()
        except BaseException:
            self._drop(box)
            raise
        with self._lock:
            self._idle[key].append(box)

    def _drop(self, box: Box) -> None:
        with self._lock:
            if box in self._all:
                self._all.remove(box)
        box.close()

    def close(self) -> None:
        """End every box."""
        with self._lock:
            self._closed = True
            boxes, self._all, self._idle = self._all, [], {}
        for box in boxes:
            box.close()
