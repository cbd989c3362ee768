"""What one case gives the program under judgement besides its standard input (a Kattis
2025-09 case's `args` and `.files`), and the runner that runs such a case.

A case's arguments follow the program's own command line (`Program.with_args`); its files are
copied, read-only, into the run's working folder before the program starts, as the runner
stages a problem's input file (judge.run.file_io.run_in_folder). Cases that share the same
arguments and files share one runner, opened the first time one of them runs, in the same mode
as the program's own (plain or isolated) but always fresh: a warm interpreter was started
before any case's arguments were known. Every runner is one of these (judge.run.factory), so
no caller starts a program another way.
"""

from __future__ import annotations

import threading
from contextlib import AbstractContextManager, ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.run.helper.sandbox import Partner
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import ConnectedRunner, Outcome, Runner


@dataclass(frozen=True)
class Staging:
    """A case's own part of a run: command-line arguments after the program's own, and a
    folder whose files the run finds in its working folder (None: none)."""

    args: tuple[str, ...] = ()
    files: Path | None = None

    def __bool__(self) -> bool:
        return bool(self.args) or self.files is not None


StagedOpener = Callable[[Staging], AbstractContextManager[Runner]]
"""Opens the runner of the program for one staging (fresh, in the program's own mode)."""


class StagedRunner:
    """A Runner of a program (`base`, entered with the `with` block) that also gives each
    staging its own runner (`for_staging`), opened once by `opener` and closed with it. Safe
    to call from several threads at once, as the runners it holds are. `program` is the
    program it runs, for what judges a case from the program itself rather than a run (a
    Kattis package's static validator reads its source files: `program_of`)."""

    def __init__(
        self,
        base: AbstractContextManager[Runner],
        opener: StagedOpener,
        program: Program | None = None,
    ) -> None:
        self._base_cm, self._opener = base, opener
        self.program = program
        self._stack = ExitStack()
        self._lock = threading.Lock()
        self._staged: dict[Staging, Runner] = {}
        self._base: Runner | None = None

    def __enter__(self) -> StagedRunner:
        self._base = self._stack.enter_context(self._base_cm)
        return self

    def __exit__(self, *exc: object) -> None:
        with self._lock:
            self._staged.clear()
        self._stack.close()

    def _runner(self) -> Runner:
        if self._base is None:
            raise JudgeError("internal: a runner used outside its `with` block")
        return self._base

    def __call__(self, input: bytes, limits: Limits) -> Outcome:
        return self._runner()(input, limits)

    def connected(
        self,
        stdin: int,
        stdout: int,
        limits: Limits,
        stop: int = -1,
        partner: Partner | None = None,
    ) -> Outcome:
        """A run on the given streams (judge.run.runner.ConnectedRunner), by the program's own
        runner."""
        base = self._runner()
        if not isinstance(base, ConnectedRunner):
            raise JudgeError("internal: this runner cannot run on given streams")
        return base.connected(stdin, stdout, limits, stop, partner)

    def for_staging(self, staging: Staging) -> Runner:
        """The runner of the program for cases staged so (itself when `staging` is empty)."""
        if not staging:
            return self
        with self._lock:
            found = self._staged.get(staging)
            if found is None:
                found = self._stack.enter_context(self._opener(staging))
                self._staged[staging] = found
            return found


def staged(runner: Runner, staging: Staging) -> Runner:
    """The runner for a case staged so: `runner`'s own for it; a plain error when `runner`
    cannot give a case arguments or files (one a test made by hand)."""
    if not staging:
        return runner
    if isinstance(runner, StagedRunner):
        return runner.for_staging(staging)
    raise JudgeError("internal: this runner cannot give a case its arguments or files")


def program_of(runner: Runner) -> Program | None:
    """The program `runner` runs, when it is one of judge's runners (None: a runner a test
    made by hand)."""
    return runner.program if isinstance(runner, StagedRunner) else None
