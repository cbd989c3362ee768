"""Plain runs served by one helper: a program's cases without an exec of the helper for each.

A fresh plain run costs an exec of the helper, its start and its exit besides the program's
own (about a millisecond: as much as everything else judge does for a case). A `PlainServer`
is the helper started once (`judge-sandbox -Q`, plain.c's serve_plain), which forks each
run from its own small address space as a one-shot helper does: the same limits, the same
kill of everything the run left, the same kernel figures. Its streams are its own and reused:
an input and an output file in memory, rewritten and truncated before each run, and a stderr
pipe drained during the run and emptied after its report (everything that could write to it
is dead by then).
"""

from __future__ import annotations

import os
import signal
import time
import weakref
from pathlib import Path

from judge.errors import JudgeError
from judge.run.helper.sandbox import (
    Capture,
    Descriptor,
    Environment,
    Spawned,
    await_readable,
    parse_report,
    read_start,
    request_message,
    run_request,
    scratch_file,
    spawn,
    stop_helper,
    write_all,
)
from judge.run.limits import Limits
from judge.run.runner import Outcome


class PlainServer:
    """The helper serving plain runs one at a time (not from several threads at once).

    Close it (`close`) when done; otherwise it ends at garbage collection or when judge exits
    (end of file on its requests)."""

    def __init__(self, helper: Path, env: Environment, stderr_keep: int) -> None:
        self.input = scratch_file("input")
        self.output = scratch_file("output")
        self.stderr = Capture(stderr_keep)
        requests, self._requests = os.pipe()
        try:
            self._started: Spawned | None = spawn(
                [],
                [],
                wall=0,
                stdin=self.input,
                stdout=self.output,
                stderr=self.stderr.writer,
                cwd="/",
                helper=helper,
                env=env,
                isolation=["-Q", Descriptor(requests)],
            )
        except BaseException:
            for fd in (self.input, self.output, self._requests):
                os.close(fd)
            self.stderr.close()
            raise
        finally:
            os.close(requests)
        self.stderr.close_writer()  # the helper holds its own: reads end in EAGAIN, not EOF
        self._reply = b""
        self._busy = False  # a run is under way (a close then stops it first)
        self._finalizer = weakref.finalize(
            self, _end, self._started, [self.input, self.output, self._requests], self.stderr
        )

    def run(self, argv: list[str], limits: Limits, cwd: Path, data: bytes) -> Outcome:
        """Run `argv` on `data` under `limits` in `cwd`."""
        started = self._started
        if started is None:
            raise JudgeError("internal: a run on a closed plain server")
        os.ftruncate(self.input, 0)
        write_all(self.input, data)
        os.ftruncate(self.output, 0)
        body = request_message([str(cwd), *run_request(limits, limits.rlimits(), argv)])
        request = b"%08x" % len(body) + body
        self._busy = True
        try:
            while request:
                request = request[os.write(self._requests, request) :]
        except OSError:  # it ended between runs (killed: nothing else ends it)
            raise JudgeError(f"sandbox failure running {argv[0]}: {self._gone()}") from None
        # The helper stops the run by its give-up point at the latest; this is a last resort.
        line = self._receive(time.monotonic() + limits.give_up + 10, argv[0])
        self._busy = False
        self.stderr.feed()  # the rest of what the run wrote there: all of it is in the pipe
        errors, errors_size = self.stderr.take()
        output, size = read_start(self.output, limits.output)
        if line.startswith("error "):
            raise JudgeError(f"sandbox failure running {argv[0]}: {line[6:]}")
        execution = parse_report(line)
        if execution is None:
            raise JudgeError(f"sandbox failure running {argv[0]}: {line or 'no report'}")
        return Outcome(execution, output, size, errors, errors_size, limits)

    def _receive(self, deadline: float, what: str) -> str:
        """The helper's next report line, draining the run's stderr meanwhile."""
        started = self._started
        assert started is not None
        while b"\n" not in self._reply:
            if not await_readable(started.report, [self.stderr], deadline, lambda: None):
                self.close()
                raise JudgeError(f"the sandbox did not finish running {what}")
            chunk = os.read(started.report, 4096)
            if not chunk:
                raise JudgeError(f"sandbox failure running {what}: {self._gone()}")
            self._reply += chunk
        line, _, self._reply = self._reply.partition(b"\n")
        return line.decode(errors="replace").strip()

    def _gone(self) -> str:
        """What a helper that ended said last, and how it ended (it is closed then)."""
        said = self._reply.decode(errors="replace").strip()
        status = self.close()
        return said or f"the helper ended (exit status {status})"

    def close(self) -> int | None:
        """End the helper (end of file on its requests) and free the streams; its exit status
        (None when it was closed before)."""
        if self._started is None:
            return None
        started, self._started = self._started, None
        self._finalizer.detach()
        if self._busy:  # interrupted, or no report in time: the run is stopped, then it ends
            try:
                os.kill(started.pid, signal.SIGINT)
            except OSError:
                pass
        return _end(started, [self.input, self.output, self._requests], self.stderr)


def _end(started: Spawned, fds: list[int], stderr: Capture) -> int:
    """Close a server's requests and streams, wait for it; its exit status."""
    for fd in fds:
        os.close(fd)  # the requests among them: end of file, and the helper ends
    stderr.close()
    return stop_helper(started)
