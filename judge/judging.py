"""Judging a program on test cases: run it in the sandbox, classify the run, check the output."""

from __future__ import annotations

import os
import shutil
import signal
import stat
import tempfile
import threading
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from judge.checkers import Checker
from judge.errors import JudgeError
from judge.limits import Limits
from judge.problem import Case
from judge.program import Program
from judge.sandbox import (Environment, Execution, Stream, execute, read_start, scratch_file,
                           write_all)
from judge.verdict import CaseResult, Verdict

EXCERPT = 64 * 1024  # bytes of stdout / stderr kept in a result for messages and -v
# What an allocator says when the address-space cap refuses memory: the run hit the memory cap.
_OUT_OF_MEMORY = ("MemoryError", "std::bad_alloc", "Cannot allocate memory", "out of memory")


def default_jobs() -> int:
    """Half the cores: parallel runs share caches and memory bandwidth, so timing gets noisier."""
    return max(1, (os.cpu_count() or 2) // 2)


@dataclass(frozen=True)
class Outcome:
    """A finished run with what it wrote."""

    execution: Execution
    output: bytes  # stdout, at most the output limit
    output_size: int
    stderr: bytes  # the start of stderr
    stderr_size: int


Runner = Callable[[bytes, Limits], Outcome]
"""Runs the program under judgement on one input: a fresh process per run by default."""


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
                self._finalizer = weakref.finalize(self, _remove_tree, self._root)
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
            pristine = (stat.S_ISDIR(info.st_mode) and stat.S_IMODE(info.st_mode) == self._MODE
                        and not os.listdir(path))
        except OSError:
            pristine = False
        if pristine:
            with self._lock:
                self._idle.append(str(path))
        else:
            _remove_tree(str(path))

    def close(self) -> None:
        """Delete the session folder and everything in it."""
        if self._finalizer is not None:
            self._finalizer()


def _remove_tree(path: str) -> None:
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


def run_program(program: Program, input: bytes, limits: Limits, helper: Path,
                dirs: WorkDirs | None = None, env: Environment | None = None) -> Outcome:
    """Run `program` on `input` in an empty working directory (from `dirs`, else a new one),
    with the environment `env` (default: the judge's).

    Input, output and error are in-memory files handed to the sandbox as descriptors.
    """
    own = dirs is None
    work = WorkDirs() if dirs is None else dirs
    cwd = work.acquire()
    files: list[int] = []
    try:
        files += [scratch_file("input"), scratch_file("output"), scratch_file("error")]
        write_all(files[0], input)
        execution = execute(list(program.argv), limits, stdin=files[0], stdout=files[1],
                            stderr=files[2], cwd=cwd, helper=helper, env=env)
        return read_outcome(execution, files[1], files[2], limits)
    finally:
        for fd in files:
            os.close(fd)
        work.release(cwd)
        if own:
            work.close()


def read_outcome(execution: Execution, stdout: Stream, stderr: Stream, limits: Limits) -> Outcome:
    """Collect what a finished run wrote: stdout up to the output limit, the start of stderr.

    `stdout` and `stderr` are paths or open descriptors of the files the run wrote.
    """
    output, size = _read_start(stdout, limits.output)
    errors, errors_size = _read_start(stderr, EXCERPT)
    return Outcome(execution, output, size, errors, errors_size)


def _read_start(stream: Stream, limit: int) -> tuple[bytes, int]:
    if isinstance(stream, int):
        return read_start(stream, limit)
    fd = os.open(stream, os.O_RDONLY)
    try:
        return read_start(fd, limit)
    finally:
        os.close(fd)


class FreshRunner:
    """A Runner that starts the program afresh in the sandbox for every input.

    Safe to call from several threads at once. Use it as a context manager (or call `close`)
    to delete its working directories at once; otherwise they go at garbage collection.
    Runs get the environment the judge had when the runner was made.
    """

    def __init__(self, program: Program, helper: Path) -> None:
        self.program, self.helper = program, helper
        self._dirs = WorkDirs()
        self._env = dict(os.environb)  # converting os.environ costs more than the rest of a run

    def __call__(self, input: bytes, limits: Limits) -> Outcome:
        return run_program(self.program, input, limits, self.helper, self._dirs, self._env)

    def close(self) -> None:
        """Delete the working directories."""
        self._dirs.close()

    def __enter__(self) -> FreshRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def fresh_runner(program: Program, helper: Path) -> FreshRunner:
    """A Runner that starts `program` afresh in the sandbox for every input."""
    return FreshRunner(program, helper)


def classify(outcome: Outcome, limits: Limits) -> tuple[Verdict, str] | None:
    """The verdict a run earns before its output is checked, or None when it ran cleanly."""
    run = outcome.execution
    if run.exec_error:
        return Verdict.RE, f"cannot execute the program: {run.exec_error}"
    # Memory first: a hog usually also burns CPU time on page faults, but memory is its fault.
    failed = run.signal is not None or run.exit_code != 0
    stderr = outcome.stderr.decode(errors="replace")
    if run.memory > limits.memory:
        return Verdict.MLE, f"peak memory {run.memory / 2**20:.1f} MiB > limit {limits.memory / 2**20:g} MiB"
    if failed and any(sign in stderr for sign in _OUT_OF_MEMORY):
        return Verdict.MLE, "the program ran out of memory (an allocation was refused)"
    if run.wall_timeout:
        return Verdict.TLE, (f"stopped after {run.wall_time:.2f} s of wall time "
                             f"(CPU {run.cpu_time:.2f} s): sleeping, blocked or too slow")
    if run.cpu_time > limits.time or run.signal == signal.SIGXCPU:
        return Verdict.TLE, f"CPU time {run.cpu_time:.3f} s > limit {limits.time:g} s"
    if (run.signal == signal.SIGXFSZ or outcome.output_size > limits.output
            or outcome.stderr_size > limits.output):
        return Verdict.OLE, f"output exceeded {limits.output / 2**20:g} MiB"
    if run.signal is not None:
        return Verdict.RE, f"killed by {run.signal_name}" + _last_line(stderr)
    if run.exit_code != 0:
        return Verdict.RE, f"exit code {run.exit_code}" + _last_line(stderr)
    return None


def _last_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    return f": {lines[-1].strip()[:200]}" if lines else ""


def judge_case(runner: Runner, case: Case, limits: Limits, checker: Checker) -> CaseResult:
    """Run the program on one case and judge it."""
    outcome = runner(case.input.encode(), limits)
    output = outcome.output.decode(errors="replace")
    verdict_message = classify(outcome, limits)
    if verdict_message is None:
        checked = checker(case.input, case.output, output)
        verdict_message = checked.verdict, checked.message
    verdict, message = verdict_message
    run = outcome.execution
    return CaseResult(
        name=case.name,
        verdict=verdict,
        cpu_time=run.cpu_time,
        wall_time=run.wall_time,
        memory=run.memory,
        message=message,
        output=output[:EXCERPT],
        stderr=outcome.stderr.decode(errors="replace"),
    )


def judge_cases(runner: Runner, cases: Iterable[Case], limits: Limits, checker: Checker,
                jobs: int = 1,
                on_result: Callable[[CaseResult], None] | None = None) -> list[CaseResult]:
    """Judge every case, `jobs` at a time; results (and callbacks) come in case order."""
    cases = list(cases)
    results: list[CaseResult] = []
    if jobs <= 1 or len(cases) <= 1:  # no pool to start, feed and join: one case at a time
        for case in cases:
            result = judge_case(runner, case, limits, checker)
            results.append(result)
            if on_result:
                on_result(result)
        return results
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(judge_case, runner, case, limits, checker) for case in cases]
        try:
            for future in futures:
                result = future.result()
                results.append(result)
                if on_result:
                    on_result(result)
        except BaseException:
            for future in futures:
                future.cancel()
            raise
    return results
