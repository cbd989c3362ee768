"""Fresh runs: the program started afresh in the sandbox for every input."""

from __future__ import annotations

import os
from pathlib import Path

from judge.run.environment import PROGRAM_ENVIRONMENT
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import EXCERPT, Outcome, connected_outcome, read_outcome
from judge.run.sandbox import Capture, Environment, Streams, execute, scratch_file, write_all
from judge.run.workdirs import WorkDirs


def run_program(
    program: Program,
    input: bytes,
    limits: Limits,
    helper: Path,
    dirs: WorkDirs | None = None,
    env: Environment = PROGRAM_ENVIRONMENT,
) -> Outcome:
    """Run `program` on `input` in an empty working directory (from `dirs`, else a new one),
    with the environment `env` (default: judge.run.environment's, which every judged program
    finds). Isolated runs are judge.run.isolated's.

    Input and output are in-memory files handed to the sandbox as descriptors; stderr is a
    pipe the judge drains.
    """
    limits = program.run_limits(limits)  # its runtime's own memory and threads on top
    argv = program.command(limits)  # with its runtime's heap and stack flags
    files: list[int] = []
    capture = Capture(EXCERPT)
    try:
        files += [scratch_file("input"), scratch_file("output")]
        write_all(files[0], input)
        own = dirs is None
        work = WorkDirs() if dirs is None else dirs
        cwd = work.acquire()
        try:
            execution = execute(
                argv,
                limits,
                Streams(files[0], files[1], capture),
                cwd=cwd,
                helper=helper,
                env=env,
            )
            return read_outcome(execution, files[1], capture, limits)
        finally:
            work.release(cwd)
            if own:
                work.close()
    finally:
        capture.close()
        for fd in files:
            os.close(fd)


class FreshRunner:
    """A Runner that starts the program afresh in the sandbox for every input.

    Safe to call from several threads at once. Use it as a context manager (or call `close`)
    to delete its working directories (`dirs`, default new ones) at once; otherwise they go at
    garbage collection. Runs get judge.run.environment's environment, never the user's.
    """

    def __init__(self, program: Program, helper: Path, dirs: WorkDirs | None = None) -> None:
        self.program, self.helper = program, helper
        self._dirs = WorkDirs() if dirs is None else dirs
        self._env = PROGRAM_ENVIRONMENT

    def __call__(self, input: bytes, limits: Limits) -> Outcome:
        return run_program(self.program, input, limits, self.helper, self._dirs, self._env)

    def connected(self, stdin: int, stdout: int, limits: Limits, stop: int = -1) -> Outcome:
        """A run with the open descriptors `stdin` and `stdout` as its streams (pipes to
        another program), stopped early when `stop` becomes readable; stderr is drained
        (judge.run.runner.ConnectedRunner)."""
        limits = self.program.run_limits(limits)
        argv = self.program.command(limits)
        capture = Capture(EXCERPT)
        cwd = self._dirs.acquire()
        try:
            execution = execute(
                argv,
                limits,
                Streams(stdin, stdout, capture),
                cwd=cwd,
                helper=self.helper,
                env=self._env,
                stop=stop,
            )
            return connected_outcome(execution, capture, limits)
        finally:
            self._dirs.release(cwd)
            capture.close()

    def close(self) -> None:
        """Delete the working directories."""
        self._dirs.close()

    def __enter__(self) -> FreshRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
