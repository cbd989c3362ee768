"""Warm runs of Python solutions: one pre-started interpreter per solution forks once per case.

A fresh run pays for the interpreter's start-up on every case (tens of milliseconds, more with
many site-packages). A warm run does not: `warm_runner(program)` starts a small server, a fresh
interpreter (the one running judge, `python_interpreter()`) running only warm_interpreter.py, once
per solution and judging session. For each case the judge hands it the case's files; the server
forks, and the child becomes the solution:

- it moves into its own process group, applies the run's rlimits (`Limits.rlimits()`, the
  same numbers `judge-sandbox` gets for a fresh run), puts the
  case's input and output files and its stderr pipe on descriptors 0, 1 and 2, enters an empty working
  directory, and builds new `sys.stdin`/`stdout`/`stderr` on them the way the interpreter does
  at start-up;
- it runs the solution as `__main__` in a new module with fresh globals (`sys.argv = [path]`,
  `sys.path[0]` = the solution's folder), then ends the way `python solution.py` does: a
  `SystemExit` code is honoured, an uncaught exception prints its traceback and exits 1; the
  observable steps of the interpreter's shutdown run (non-daemon threads joined, atexit
  callbacks, stdout and stderr flushed, status 120 if that flush fails), then `os._exit`.

The server waits for the child with `wait4` and reports the child's own CPU time (user +
system) and peak resident memory; a wall-clock timer (`Limits.wall`, charged as the helper's
backstop is, with the time the child could have run, and `Limits.give_up`) kills the child's
process group, and after every case the group is killed and any escaped descendant is collected (the
server is a child subreaper). The judge turns the report into the same `Outcome` as a fresh run
(`Execution` + `read_outcome`), so `classify` gives the same verdicts.

The server itself is started by `judge-sandbox` (so from a small address space, and with the
sandbox's clean-up of every descendant when it ends). It reads requests on its standard input,
a Unix socket pair (a pipe that can carry descriptors: the case files are the same in-memory
files as in fresh runs), and exits at end of file: when the judge closes it, or dies.

Where warm and fresh runs differ
--------------------------------
- CPU time excludes the interpreter's start-up (and site-packages' .pth processing) and the
  teardown of its modules at exit; it includes the child's set-up (about a millisecond).
  Reading and compiling the solution happen in the child, as in a fresh run.
- At exit, objects still alive are not finalized: a `__del__` that would run during the
  interpreter's final teardown does not run (Python does not promise that it does).
- Peak memory: the child starts as a copy of the server, so its ru_maxrss starts at the
  server's resident size when it forks (an idle interpreter: about 12 MiB with this project's
  site-packages), not at zero. A fresh interpreter grows to a little more by itself during
  start-up (about 13 MiB), so warm figures are lower by about 1 MiB.
- Modules the interpreter imports at start-up (`site`, and whatever .pth files import) stay
  imported, exactly as in a fresh run; the server adds `_socket`, and each child `resource`
  before the solution starts: a solution importing them finds them loaded. Nothing else is
  pre-imported.
- The string hash seed (PYTHONHASHSEED randomisation) is the server's, shared by every case of
  the session, so set and dict iteration orders of str keys repeat from case to case, while
  they vary between fresh runs. The `random` module reseeds itself in every child.
- `sys.orig_argv` is rebuilt as `[interpreter, path]`; `sys.flags` are the server's (the same
  interpreter with no options, so the same as a fresh run's); `os.getppid()` is the server.
- A program that kills its parent kills the server: the judge stops with an error.
- A server starts with the stack limit of the runs it serves, as a fresh interpreter does, so
  the memory layout and the default thread stack size (which the C library fixes at start-up)
  are the same as in a fresh run; runs with another stack limit get a server of their own.
- Objects the server made (a few hundred) are in the child's heap; garbage-collection
  counters start where the server's were.
"""

from __future__ import annotations

import os
import select
import signal
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from judge.cachedir import default_cache_dir
from judge.errors import JudgeError
from judge.run.execution.environment import PROGRAM_ENVIRONMENT
from judge.run.execution.fresh import FreshRunner
from judge.run.execution.workdirs import WorkDirs, opened_folder
from judge.run.file_io import FileIO, run_in_folder
from judge.run.helper.sandbox import (
    WARM_SERVER,
    Capture,
    Partner,
    Spawned,
    helper_path,
    last_message,
    limit_words,
    parse_report,
    scratch_file,
    spawn,
    write_all,
)
from judge.run.limits import Limits, format_rlimits, stack_only
from judge.run.program import Program, python_interpreter
from judge.run.runner import EXCERPT, Outcome, Runner, read_outcome

# How long a server may take to start, and to exit once told to.
_START_TIMEOUT = 30.0
_STOP_TIMEOUT = 5.0


class WarmServer:
    """One warm interpreter for one Python program, used by one thread at a time."""

    def __init__(self, program: Program, helper: Path, dirs: WorkDirs, stack: int) -> None:
        if not program.warmable or program.source is None:
            raise JudgeError(f"{program.name}: warm runs are for Python solutions only")
        # The stack limit is fixed per server (see the module docstring), set by the helper.
        self.program, self.stack, self._dirs = program, stack, dirs
        self.pid = 0  # the server's, once it said it is ready; also its process group
        self._started: Spawned | None = None
        self._busy = False
        self._buffer = b""
        self._channel, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        self._log = scratch_file("warm-log")  # the server's stderr, for error messages
        try:
            with theirs:
                self._started = spawn(
                    [python_interpreter(), str(WARM_SERVER), str(program.source)],
                    stack_only(stack),
                    wall=0,
                    stdin=theirs.fileno(),
                    stdout=theirs.fileno(),
                    stderr=self._log,
                    cwd=Path("/"),
                    helper=helper,
                    subreaper=True,
                    env=PROGRAM_ENVIRONMENT,  # the runs inherit it: never the user's
                )
            self._channel.settimeout(_START_TIMEOUT)
            words = self._read_line().split()
            if len(words) != 2 or words[0] != "ready":
                raise JudgeError(
                    f"the warm interpreter for {program.name} did not start: {self._diagnostics()}"
                )
            self.pid = int(words[1])
        except OSError as exc:  # including a timeout
            message = (
                f"the warm interpreter for {program.name} did not start: {exc}; "
                f"{self._diagnostics()}"
            )
            self.close()
            raise JudgeError(message) from None
        except BaseException:
            self.close()
            raise

    def run(self, input: bytes, limits: Limits, io: FileIO | None = None) -> Outcome:
        """Run the program on one input: a fork of the server, under `limits` (whose stack
        limit must be the server's); with `io`, on those files of its working directory
        (judge.run.file_io)."""
        if limits.stack != self.stack:
            raise JudgeError(
                f"internal: a run with stack limit {limits.stack} was sent to the "
                f"warm server for stack limit {self.stack}"
            )
        cwd = self._dirs.acquire()
        try:
            if not io:
                return self._run(input, limits, cwd)
            with opened_folder(cwd) as folder:
                return run_in_folder(
                    io, folder, input, limits.output, lambda data: self._run(data, limits, cwd)
                )
        finally:
            self._dirs.release(cwd)

    def _run(self, input: bytes, limits: Limits, cwd: Path) -> Outcome:
        """One run in the working directory `cwd`."""
        files: list[int] = []
        capture: Capture | None = None
        self._busy = True
        try:
            files += [scratch_file("input"), scratch_file("output")]
            write_all(files[0], input)
            capture = Capture(EXCERPT)
            files.append(capture.writer)
            files.append(os.open(cwd, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC))
            words = [*limit_words(limits), *format_rlimits(limits.rlimits())]
            request = (" ".join(words) + "\n").encode()
            # The server stops the run by its give-up point at the latest; a last resort.
            self._channel.settimeout(limits.give_up + 10)
            try:
                socket.send_fds(self._channel, [request], files)
                files.remove(capture.writer)
                capture.close_writer()  # the child has its own copy
                line = self._read_line(capture)
            except OSError as exc:  # including a timeout
                raise JudgeError(
                    f"the warm interpreter for {self.program.name} failed: "
                    f"{exc}; {self._diagnostics()}"
                ) from None
            execution = parse_report(line)
            if execution is None and not line.strip():
                raise JudgeError(
                    f"the warm interpreter for {self.program.name} ended during "
                    f"a run (killed by the program?): {self._diagnostics()}; "
                    "judge it without --warm"
                )
            if execution is None:
                raise JudgeError(
                    f"the warm interpreter for {self.program.name} failed: "
                    f"{line.strip()}; {self._diagnostics()}"
                )
            return read_outcome(execution, files[1], capture, limits)
        finally:
            self._busy = False
            if capture is not None:
                if capture.writer in files:
                    files.remove(capture.writer)
                capture.close()
            for fd in files:
                os.close(fd)

    def _read_line(self, capture: Capture | None = None) -> str:
        """The next line from the server; meanwhile the run's stderr `capture` is drained."""
        poller = select.poll()
        poller.register(self._channel.fileno(), select.POLLIN)
        if capture is not None:
            poller.register(capture.reader, select.POLLIN)
        timeout = self._channel.gettimeout()
        deadline = None if timeout is None else time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise socket.timeout("timed out")
            events = poller.poll(None if left is None else int(left * 1000) + 1)
            if (
                capture is not None
                and any(fd == capture.reader for fd, _ in events)
                and not capture.feed()
            ):
                poller.unregister(capture.reader)
            if not any(fd == self._channel.fileno() for fd, _ in events):
                continue
            chunk = self._channel.recv(4096)
            if not chunk:
                break
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line.decode(errors="replace")

    def _diagnostics(self) -> str:
        """The last line the server wrote on its stderr (a traceback's last line)."""
        return last_message(self._log)

    def close(self) -> None:
        """Stop the server (end of file on its channel) and wait for its helper to finish.

        A server in the middle of a run (the judge is being interrupted) is killed at once:
        its helper then kills and collects the run's processes."""
        if self._busy and self.pid:
            _kill_group(self.pid)
        self._channel.close()
        started, self._started = self._started, None
        if started is not None:
            _stop(started, self.pid)
        if self._log >= 0:
            os.close(self._log)
            self._log = -1


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


def _stop(started: Spawned, pid: int) -> None:
    """Wait for a helper whose server was told to stop; kill the server if it lingers."""
    poller = select.poll()
    poller.register(started.report, select.POLLIN)
    try:
        if not poller.poll(int(_STOP_TIMEOUT * 1000)) and pid:
            _kill_group(pid)  # the helper then collects what is left
        while os.read(started.report, 4096):
            pass
    except OSError:
        pass
    finally:
        os.close(started.report)
        os.waitpid(started.pid, 0)


class WarmPool:
    """Warm servers for one program, started on demand: one per thread running a case at the
    same moment (so `-j N` gets N servers) and stack limit, all stopped by `close`."""

    def __init__(self, program: Program, helper: Path, files: FileIO | None = None) -> None:
        if not program.warmable or program.source is None:
            raise JudgeError(
                f"{program.name}: warm runs are for Python solutions only "
                f"(this one is {program.language})"
            )
        self.program, self.helper, self.files = program, helper, files
        self._lock = threading.Lock()
        self._idle: dict[int, list[WarmServer]] = {}  # by stack limit
        self._all: list[WarmServer] = []
        self._dirs = WorkDirs()
        self._fresh = FreshRunner(program, helper, self._dirs)  # for connected runs
        self._closed = False

    def __call__(self, input: bytes, limits: Limits) -> Outcome:
        with self._lock:
            if self._closed:
                raise JudgeError("the warm runner is closed")
            idle = self._idle.setdefault(limits.stack, [])
            server = idle.pop() if idle else None
        if server is None:
            server = WarmServer(self.program, self.helper, self._dirs, limits.stack)
            with self._lock:
                self._all.append(server)
        try:
            outcome = server.run(input, limits, self.files)
        except BaseException:
            with self._lock:  # a server that failed is not reused
                self._all.remove(server)
            server.close()
            raise
        with self._lock:
            self._idle[server.stack].append(server)
        return outcome

    def connected(
        self,
        stdin: int,
        stdout: int,
        limits: Limits,
        stop: int = -1,
        partner: Partner | None = None,
    ) -> Outcome:
        """A run on the given streams (judge.run.runner.ConnectedRunner): fresh, since a
        conversation with another program has no case files to hand a warm server."""
        return self._fresh.connected(stdin, stdout, limits, stop, partner)

    def close(self) -> None:
        """Stop every server and delete the working directories."""
        with self._lock:
            self._closed = True
            servers, self._all, self._idle = self._all, [], {}
        for server in servers:
            server.close()
        self._dirs.close()


@contextmanager
def warm_runner(
    program: Program, cache_dir: Path | None = None, files: FileIO | None = None
) -> Iterator[Runner]:
    """A Runner that runs the Python `program` in warm interpreters; they stop when the block
    ends. Safe to call from several threads at once. JudgeError for any other language. With
    `files`, its runs read and write those files (judge.run.file_io)."""
    helper = helper_path(cache_dir if cache_dir is not None else default_cache_dir())
    pool = WarmPool(program, helper, files)
    try:
        yield pool
    finally:
        pool.close()
