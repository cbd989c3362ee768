"""What a Runner is: the program under judgement, run on one input, giving an Outcome.

Plain runs are fresh (judge.run.execution.fresh, a new sandboxed process per input) or warm
(judge.run.execution.warm_pool, a pre-started Python interpreter forked per input); isolated runs are either,
in the submission's sandbox (judge.run.isolation.isolated_runner). judge.run.factory chooses.
"""

from __future__ import annotations

import os
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Callable, Protocol, runtime_checkable

from judge.run.helper.sandbox import Capture, Execution, Partner, Stream, read_start
from judge.run.limits import Limits
from judge.run.program import Program

EXCERPT = 64 * 1024  # bytes of stderr kept in an outcome for messages and -v; the rest is dropped


@dataclass(frozen=True)
class Outcome:
    """A finished run with what it wrote."""

    execution: Execution
    output: bytes  # stdout, at most the output limit
    output_size: int
    stderr: bytes  # the start of stderr (stderr is not output: it never counts for OLE)
    stderr_size: int  # bytes written to stderr, all of them
    # The limits the run had, when the runner made them for the program's language (a JVM's
    # runtime memory on top of the problem's limit): the verdict is decided against them.
    limits: Limits | None = None
    # A problem whose output is a file (judge.run.file_io): why the run left none to read
    # ("" when it did, or when its output is stdout). A clean run with one is a wrong answer.
    missing_output: str = ""


Runner = Callable[[bytes, Limits], Outcome]
"""Runs the program under judgement on one input under the given limits."""

RunnerFactory = Callable[[Program], AbstractContextManager[Runner]]
"""Opens a Runner for a program for the length of a `with` block."""


@runtime_checkable
class ConnectedRunner(Protocol):
    """A Runner that can also run its program on streams it is given (pipe ends to another
    program, as an interactive problem's interactor): every runner judge opens is one."""

    def __call__(self, input: bytes, limits: Limits) -> Outcome:
        """Run the program on `input` (a Runner)."""
        ...

    def connected(
        self,
        stdin: int,
        stdout: int,
        limits: Limits,
        stop: int = -1,
        partner: Partner | None = None,
    ) -> Outcome:
        """Run the program fresh with `stdin` and `stdout` (open descriptors, kept open by
        the caller) as its streams, stopped early when `stop` (a descriptor) becomes readable;
        `partner` names the programs it converses with (their waits for a CPU while it waits
        for them are charged off its backstop). The outcome's output is empty: it went to
        `stdout`."""
        ...


def read_outcome(
    execution: Execution, stdout: Stream | Capture, stderr: Stream | Capture, limits: Limits
) -> Outcome:
    """Collect what a finished run wrote: stdout up to the output limit, the start of stderr.

    Each is a path or an open descriptor of the file the run wrote, or the capture that
    drained it. `limits` are the limits the run had, kept in the outcome.
    """
    if isinstance(stdout, Capture):
        output, size = stdout.finish()
        output = output[: limits.output]
    else:
        output, size = _read_start(stdout, limits.output)
    if isinstance(stderr, Capture):
        errors, errors_size = stderr.finish()
    else:
        errors, errors_size = _read_start(stderr, EXCERPT)
    return Outcome(execution, output, size, errors, errors_size, limits)


def connected_outcome(execution: Execution, stderr: Capture, limits: Limits) -> Outcome:
    """The outcome of a run whose stdout went to another program: its stderr only."""
    errors, errors_size = stderr.finish()
    return Outcome(execution, b"", 0, errors, errors_size, limits)


def _read_start(stream: Stream, limit: int) -> tuple[bytes, int]:
    if isinstance(stream, int):
        return read_start(stream, limit)
    fd = os.open(stream, os.O_RDONLY)
    try:
        return read_start(fd, limit)
    finally:
        os.close(fd)
