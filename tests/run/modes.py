"""Every way judge runs a program, as a Runner for the tests that must hold in all of them:
a one-shot helper (compilers, validators, connected runs), served plain runs, warm plain runs,
isolated fresh and isolated warm runs; and a busy machine to run them on."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.run.execution.fresh import FreshRunner
from judge.run.execution.warm_pool import WarmPool
from judge.run.file_io import FileIO
from judge.run.helper.sandbox import Capture, Streams, execute, scratch_file, write_all
from judge.run.isolation.isolated_runner import IsolatedRunner
from judge.run.isolation.session import Isolation
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import EXCERPT, Outcome, Runner, read_outcome

MODES = ("one-shot", "served", "warm", "isolated", "isolated-warm")
WARM = ("warm", "isolated-warm")  # Python's only
BUSY_A_CPU = 3  # busy processes a CPU, as a learner's laptop had


def one_shot(program: Program, helper: Path) -> Runner:
    """A run by a helper started for it alone (what compilers and connected runs get)."""

    def run(data: bytes, limits: Limits) -> Outcome:
        limits = program.run_limits(limits)  # a runtime's own share on top, as runners do
        stdin = scratch_file("input")
        output, errors = Capture(limits.output + 1), Capture(EXCERPT)
        try:
            write_all(stdin, data)
            folder = Path(os.environ.get("TMPDIR", "/tmp"))
            execution = execute(
                program.command(limits),
                limits,
                Streams(stdin, output, errors),
                cwd=folder,
                helper=helper,
            )
            return read_outcome(execution, output, errors, limits)
        finally:
            output.close()
            errors.close()
            os.close(stdin)

    return run


@contextmanager
def runner(
    mode: str, program: Program, helper: Path, cache_dir: Path, files: FileIO | None = None
) -> Iterator[Runner]:
    """A Runner of `program` in `mode` (one of MODES) for the length of a `with` block; an
    isolated mode skips the test where this machine cannot isolate. With `files`, its runs
    read and write them (every mode but one-shot, which no problem's solution is run in)."""
    if mode == "one-shot":
        assert files is None, "a one-shot run has no case files"
        yield one_shot(program, helper)
    elif mode == "served":
        with FreshRunner(program, helper, files=files) as fresh:
            yield fresh
    elif mode == "warm":
        pool = WarmPool(program, helper, files)
        try:
            yield pool
        finally:
            pool.close()
    else:
        with ExitStack() as stack:
            try:
                isolation = stack.enter_context(Isolation(helper, private=[cache_dir]))
            except JudgeError as exc:
                pytest.skip(f"isolation unavailable here: {exc}")
            warm = mode == "isolated-warm"
            run = stack.enter_context(IsolatedRunner(program, isolation, warm, files=files))
            assert run.warm == (mode == "isolated-warm")
            yield run


def _pin(cpus: set[int]) -> None:
    """Every thread of this process on `cpus` (what a thread starts inherits its affinity)."""
    for thread in os.listdir("/proc/self/task"):
        try:
            os.sched_setaffinity(int(thread), cpus)
        except ProcessLookupError:
            pass  # a thread that ended meanwhile


@contextmanager
def busy_cpu(busy: int = BUSY_A_CPU) -> Iterator[None]:
    """This process (and what it starts) on one CPU, with `busy` busy processes there."""
    before = os.sched_getaffinity(0)
    _pin({max(before)})
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(busy)]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()
        _pin(before)
