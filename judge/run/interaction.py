"""Two programs in conversation: an interactor and the program under judgement, each one's
stdout the other's stdin (an interactive problem's run).

The interactor runs plain under the helper (it is the problem's own program, trusted as an
output validator is), within its own limits and a wall clock just past the submission's; the
submission runs through its runner (`ConnectedRunner.connected`): plain, or in its box when
isolated, exactly as for any other run.

Who ended first matters to the verdict (an interactor that rejects and ends first decides,
whatever the submission does after), so the order must not be a race. As problemtools'
`interactive` runner does, the judge keeps its own copy of every pipe end and lets go of one
only once it has recorded the end of the process that used it: a program reads end of file,
or is refused a write, only after the other's end is recorded. So a program that ends
*because* the other ended is always recorded second. In detail:

- the submission's stdout (the interactor's stdin): closed when the submission has ended, so
  the interactor reads end of file then;
- the interactor's stdout (the submission's stdin): closed when the interactor has ended;
- the interactor's reading end of the submission's output: closed when the interactor ended
  without accepting (the submission's next write fails: SIGPIPE), kept when it accepted, so
  that a submission writing as the interactor exits is not a race between AC and a crash
  (what it writes then fills the pipe, 1 MiB, and past that it waits: its wall clock);
- the submission's reading end of the interactor's output: kept, and read to its end once the
  submission has ended, so an interactor writing after the submission exited is neither
  killed for it nor left waiting on a full pipe.

When the interactor ends first without accepting, the verdict is settled, so the submission is
stopped at once (`stop`) rather than left to run into its limits.
"""

from __future__ import annotations

import fcntl
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.run.limits import Limits
from judge.run.runner import EXCERPT, Outcome
from judge.run.sandbox import Capture, Execution, spawn, wait

PIPE_SIZE = 1 << 20  # bytes a pipe holds (problemtools' size; the unprivileged maximum)
GRACE = 1.0  # seconds the interactor's wall clock runs past the submission's
_SETPIPE_SZ = getattr(fcntl, "F_SETPIPE_SZ", 1031)


@dataclass(frozen=True)
class Conversation:
    """How a conversation ended: the submission's run, the interactor's, and who ended first."""

    submission: Outcome
    interactor: Execution
    interactor_stderr: bytes  # the start of what the interactor wrote to stderr
    interactor_first: bool  # the interactor ended before the submission


SubmissionRun = Callable[[int, int, int], Outcome]
"""Runs the submission on (stdin, stdout, stop) descriptors: `ConnectedRunner.connected` with
its limits bound."""


def converse(
    interactor: Sequence[str],
    limits: Limits,
    submission_wall: float,
    run_submission: SubmissionRun,
    *,
    cwd: Path,
    helper: Path,
    accepted: Callable[[Execution], bool],
) -> Conversation:
    """Run the `interactor` command (under `limits`, its wall clock `submission_wall` +
    GRACE seconds) and the submission (`run_submission`) connected both ways; `accepted`
    says whether an interactor's ending accepts (it then does not stop the submission)."""
    pipes: list[int] = []

    def pipe() -> tuple[int, int]:
        read, write = os.pipe2(os.O_CLOEXEC)
        pipes.extend((read, write))
        try:
            fcntl.fcntl(write, _SETPIPE_SZ, PIPE_SIZE)
        except OSError:
            pass  # the default size works; only a flood is held up sooner
        return read, write

    lock = threading.Lock()
    order: list[str] = []

    def close(fd: int) -> None:
        if fd in pipes:
            pipes.remove(fd)
            os.close(fd)

    capture = Capture(EXCERPT)
    drainer: threading.Thread | None = None
    try:
        to_submission, from_interactor = pipe()  # the interactor's stdout: submission's stdin
        to_interactor, from_submission = pipe()  # the submission's stdout: interactor's stdin
        stop_read, stop_write = pipe()
        drainer = threading.Thread(target=_drain, args=(to_submission,), daemon=True)

        def ended(who: str, execution: Execution | None = None) -> None:
            with lock:
                order.append(who)
                if who == "submission":
                    close(from_submission)
                    if to_submission in pipes:  # what the interactor still writes goes nowhere
                        pipes.remove(to_submission)
                        drainer.start()
                    return
                close(from_interactor)
                if execution is None or not accepted(execution):
                    close(to_interactor)
                    if order == ["interactor"]:
                        os.write(stop_write, b"x")

        spawned = spawn(
            list(interactor),
            limits.rlimits(),
            wall=submission_wall + GRACE,
            cpu_kill=limits.cpu_kill,
            stdin=to_interactor,
            stdout=from_interactor,
            stderr=capture.writer,
            cwd=cwd,
            helper=helper,
        )
        capture.close_writer()
        found: list[Execution] = []
        failed: list[BaseException] = []

        def watch() -> None:
            try:
                found.append(wait(spawned, interactor[0], submission_wall + GRACE + 10, [capture]))
                ended("interactor", found[0])
            except BaseException as exc:  # handed to the caller's thread
                failed.append(exc)
                ended("interactor")

        watcher = threading.Thread(target=watch, name="interactor", daemon=True)
        watcher.start()
        try:
            outcome = run_submission(to_submission, from_submission, stop_read)
        finally:
            ended("submission")
            watcher.join(submission_wall + GRACE + 20)
        if watcher.is_alive() or failed or not found:
            raise failed[0] if failed else JudgeError(f"{interactor[0]}: the interactor hung")
        errors, _ = capture.finish()
        return Conversation(outcome, found[0], errors, order[0] == "interactor")
    finally:
        capture.close()
        for fd in list(pipes):
            close(fd)
        if drainer is not None and drainer.ident is not None:
            drainer.join()


def _drain(fd: int) -> None:
    """Read `fd` to its end and close it: an interactor writing after the submission ended
    must not wait on a full pipe (it would see its wall clock run out)."""
    try:
        while os.read(fd, 1 << 16):
            pass
    finally:
        os.close(fd)
