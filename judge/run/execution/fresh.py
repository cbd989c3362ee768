"""Fresh runs: the program started afresh in the sandbox for every input (by a helper that
serves a program's runs, judge.run.execution.plain_server; a connected run by a helper of its own)."""

from __future__ import annotations

import threading
from pathlib import Path

from judge.run.execution.environment import PROGRAM_ENVIRONMENT
from judge.run.execution.plain_server import PlainServer
from judge.run.execution.workdirs import WorkDirs, opened_folder
from judge.run.file_io import FileIO, run_in_folder, with_given
from judge.run.helper.sandbox import Capture, Partner, Streams, execute
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import EXCERPT, Outcome, connected_outcome


class FreshRunner:
    """A Runner that starts the program afresh in the sandbox for every input.

    Its runs are served by helpers started once (judge.run.execution.plain_server), one for each thread
    running at the same moment; the connected runs of interactive problems start a helper
    each. Safe to call from several threads at once. Use it as a context manager (or call
    `close`) to end its helpers and delete its working directories (`dirs`, default new ones)
    at once; otherwise they go at garbage collection. Runs get judge.run.execution.environment's
    environment, never the user's. With `files`, each run reads and writes those files in its
    working directory instead of its standard streams (judge.run.file_io).
    """

    def __init__(
        self,
        program: Program,
        helper: Path,
        dirs: WorkDirs | None = None,
        files: FileIO | None = None,
    ) -> None:
        self.program, self.helper, self.files = program, helper, files
        self._dirs = WorkDirs() if dirs is None else dirs
        self._env = PROGRAM_ENVIRONMENT
        self._lock = threading.Lock()
        self._idle: list[PlainServer] = []

    def __call__(self, input: bytes, limits: Limits) -> Outcome:
        limits = self.program.run_limits(limits)  # its runtime's own memory and threads on top
        argv = self.program.command(limits)  # with its runtime's heap and stack flags
        with self._lock:
            server = self._idle.pop() if self._idle else None
        if server is None:
            server = PlainServer(self.helper, self._env, EXCERPT)
        cwd = self._dirs.acquire()
        try:
            if self.files:
                with opened_folder(cwd) as folder:
                    outcome = run_in_folder(
                        self.files,
                        folder,
                        input,
                        limits.output,
                        lambda data: server.run(argv, limits, cwd, data),
                    )
            else:
                outcome = server.run(argv, limits, cwd, input)
        except BaseException:
            server.close()
            raise
        finally:
            self._dirs.release(cwd)
        with self._lock:
            self._idle.append(server)
        return outcome

    def connected(
        self,
        stdin: int,
        stdout: int,
        limits: Limits,
        stop: int = -1,
        partner: Partner | None = None,
    ) -> Outcome:
        """A run with the open descriptors `stdin` and `stdout` as its streams (pipes to
        another program, `partner`), stopped early when `stop` becomes readable; stderr is
        drained (judge.run.runner.ConnectedRunner)."""
        limits = self.program.run_limits(limits)
        argv = self.program.command(limits)
        capture = Capture(EXCERPT)
        cwd = self._dirs.acquire()

        def run() -> Outcome:
            execution = execute(
                argv,
                limits,
                Streams(stdin, stdout, capture, partner),
                cwd=cwd,
                helper=self.helper,
                env=self._env,
                stop=stop,
            )
            return connected_outcome(execution, capture, limits)

        try:
            if self.files is None or self.files.given is None:
                return run()
            with opened_folder(cwd) as folder:  # a case's own files (judge.run.staging)
                return with_given(self.files, folder, run)
        finally:
            self._dirs.release(cwd)
            capture.close()

    def close(self) -> None:
        """End the helpers and delete the working directories."""
        with self._lock:
            servers, self._idle = self._idle, []
        for server in servers:
            server.close()
        self._dirs.close()

    def __enter__(self) -> FreshRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
