"""Every way judge runs a program, as a Runner for the tests that must hold in all of them:
a one-shot helper (compilers, validators, connected runs), served plain runs, warm plain runs,
isolated fresh and isolated warm runs."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.run.execution.fresh import FreshRunner
from judge.run.execution.warm_pool import WarmPool
from judge.run.helper.sandbox import Capture, Streams, execute, scratch_file, write_all
from judge.run.isolation.isolated_runner import IsolatedRunner
from judge.run.isolation.session import Isolation
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import EXCERPT, Outcome, Runner, read_outcome

MODES = ("one-shot", "served", "warm", "isolated", "isolated-warm")
WARM = ("warm", "isolated-warm")  # Python's only


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
def runner(mode: str, program: Program, helper: Path, cache_dir: Path) -> Iterator[Runner]:
    """A Runner of `program` in `mode` (one of MODES) for the length of a `with` block; an
    isolated mode skips the test where this machine cannot isolate."""
    if mode == "one-shot":
        yield one_shot(program, helper)
    elif mode == "served":
        with FreshRunner(program, helper) as fresh:
            yield fresh
    elif mode == "warm":
        pool = WarmPool(program, helper)
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
            run = stack.enter_context(IsolatedRunner(program, isolation, mode == "isolated-warm"))
            assert run.warm == (mode == "isolated-warm")
            yield run
