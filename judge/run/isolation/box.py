"""A box: one program's sandbox, built once, running its cases one at a time.

Isolating a run costs the kernel a new mount tree, namespaces, an init and a cgroup; paid per
case, that was most of what judging a C++ submission cost. A box pays for the mount tree and
the network, mount and uts namespaces once (the helper, judge-sandbox in box mode, builds them
and stays), and gives each run a clean state:

- its writable places (the working directory, /tmp, /dev/shm) are new tmpfs mounts, removed
  with everything written there when the run ends;
- a fresh run is pid 2 under its own init in new pid and IPC namespaces, whose end kills
  everything the run started;
- a warm run (below) is a fork of the box's warm server, pid 2 under it (the namespace's pid
  counter is set back before each run); what the run left is killed through the case cgroup,
  and a server whose IPC namespace holds anything afterwards is replaced by a new one;
- the case cgroup is set up for the run and measured against a baseline taken just before
  (judge.run.isolation.cgroups), and whatever is left in it is killed before the next run.

What a run can see and do is what judge.run.isolation.session says, the same in every run.

The warm server (judge.run.execution.warm_interpreter, run by path from a descriptor: no file of it is in the
box) is pid 1 of its own pid and IPC namespaces, so a run cannot signal it (the kernel drops
signals from inside a namespace to its init unless it installed a handler, and it installs
none); it runs as its own uid (SERVER_ID), keeping the sandbox user only as its saved uid to
give each run, so a run, which is only the sandbox user, cannot trace it, read its memory or
descriptors, change its limits or scheduling; it never runs a solution itself: each run is a
fork that becomes the sandbox user before the solution starts. A box's server serves one
program: boxes are never shared between submissions.

A box may keep a place of the judge's (`place`): a tmpfs mounted once, owned by root, that
the judge reaches through a descriptor the box hands over with "ready". The judge puts there
the files a program may read but not change and makes the folders it may write (a jury
program's case files and feedback folder: judge.run.isolation.workspace); it is in no tree of
the host's, and a run's processes, all killed when it ends, are the only others to touch it.

The protocol (judge-sandbox's usage describes it too): the box says "ready" (with the kept
place's descriptor attached); each request is one message on a Unix SOCK_SEQPACKET socket,
words ending in NUL, with the run's stdin, stdout and stderr attached; the answer is one
message, a report line in the format of a plain run or "error MESSAGE". SIGUSR1 during a run
tells it the run's partner ended (an interactor's submission: `BoxRun.partner_ended`). The
box ends at end of file on the socket.
"""

from __future__ import annotations

import os
import signal
import socket
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.run.helper.sandbox import (
    Capture,
    Descriptor,
    Environment,
    Execution,
    Partner,
    Spawned,
    Stream,
    Streams,
    Walls,
    await_readable,
    last_message,
    limit_words,
    parse_report,
    request_message,
    run_request,
    scratch_file,
    spawn,
    stop_helper,
)
from judge.run.isolation.cgroups import Baseline, BoxCgroups
from judge.run.limits import Limits, Rlimit, format_rlimits

# How long a box may take to start (a warm server included); its end once told to is
# sandbox.stop_helper's.
_START_TIMEOUT = 30.0


@dataclass(frozen=True)
class WarmServerSpec:
    """A box's warm server: its command line, the file it runs (handed over open) and its own
    rlimits."""

    command: Sequence[str]
    script: Path
    rlimits: list[Rlimit]


class Box:
    """One program's sandbox: the helper in box mode, with its mount tree (`options`: the
    mount steps and identity of judge.run.isolation.session), network namespace (`netns`) and cgroups,
    and its `warm` server if it keeps one. Used by one thread at a time; `close` ends it (and
    calls `on_close`, which gives the network namespace back). `place` is the descriptor of
    its kept place's folder (options with `-F`), else -1."""

    def __init__(
        self,
        helper: Path,
        options: Sequence[str],
        cgroups: BoxCgroups,
        *,
        netns: int,
        env: Environment,
        workdir: str,
        warm: WarmServerSpec | None = None,
        on_close: Callable[[], None] | None = None,
    ) -> None:
        self.cgroups = cgroups
        self.warm = warm is not None
        self._on_close = on_close
        self._started: Spawned | None = None
        self._busy = False
        self.place = -1
        self._log = scratch_file("box-log")  # the box's and the warm server's messages
        self._channel, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        opened: list[int] = []
        try:

            def open_fd(path: Path, flags: int) -> Descriptor:
                opened.append(os.open(path, flags | os.O_CLOEXEC))
                return Descriptor(opened[-1])

            words: list[str | Descriptor] = ["-I", "-S", Descriptor(theirs.fileno())]
            words += ["-E", Descriptor(self._log), "-N", Descriptor(netns)]
            for path in cgroups.join_files:
                words += ["-c", open_fd(path, os.O_WRONLY)]
            words += ["-C", open_fd(cgroups.cpu_file, os.O_RDONLY)]
            words += ["-K", open_fd(cgroups.procs_file.parent, os.O_RDONLY | os.O_DIRECTORY)]
            if warm is not None:
                words += ["-Y", open_fd(warm.script, os.O_RDONLY)]
                for path in cgroups.warm_join_files:
                    words += ["-J", open_fd(path, os.O_WRONLY)]
            words += list(options)
            self._started = spawn(
                list(warm.command) if warm is not None else [],
                warm.rlimits if warm is not None else [],
                wall=0,
                stdin=None,
                stdout=None,
                stderr=None,
                cwd=workdir,
                helper=helper,
                env=env,
                isolation=words,
            )
        except OSError as exc:
            self._end()
            raise JudgeError(f"cannot set up a box for an isolated run: {exc}") from None
        except BaseException:
            self._end()
            raise
        finally:
            theirs.close()
            for fd in opened:
                os.close(fd)
        try:
            ready, fds = self._receive(time.monotonic() + _START_TIMEOUT, [], keep=1)
        except BaseException:
            self.close()
            raise
        self.place = fds[0] if fds else -1
        if ready.strip() != "ready":
            message = f"the isolated sandbox did not start: {self._diagnostics()}"
            self.close()
            raise JudgeError(message)

    # -------------------------------------------------------------- runs

    def run(
        self,
        argv: Sequence[str],
        limits: Limits,
        *,
        stdin: Stream,
        stdout: Stream | Capture,
        stderr: Stream | Capture,
        memory: int | None = None,
        stop: int = -1,
    ) -> Execution:
        """Run `argv` (paths as the box sees them) fresh under `limits`, its memory cgroup
        limited to `memory` bytes (default: the limit's). The CPU time is the case cgroup's, the
        whole tree's (read by the helper, against the baseline of its kill rule); the peak
        memory the largest process's resident size, as in a plain run. The run is stopped when `stop` (a descriptor)
        becomes readable."""
        streams = Streams(stdin, stdout, stderr)
        return self.start(argv, limits, streams, memory=memory).wait(stop)

    def start(
        self,
        argv: Sequence[str],
        limits: Limits,
        streams: Streams,
        *,
        memory: int | None = None,
        walls: Walls | None = None,
    ) -> BoxRun:
        """Start a fresh run as `run` does, on `streams` (and the partner at their other end),
        its wall clocks `walls` when given (else its limits'), and return at once:
        `BoxRun.wait` for its end (from this thread or another), and nothing else of the box
        meanwhile."""
        partner = streams.partner
        words = run_request(limits, limits.rlimits(isolated=True), argv, walls, partner)
        give_up = limits.give_up if walls is None else walls.give_up
        cgroup = None if partner is None else partner.cgroup
        return self._send(words, argv[0], limits, streams, memory, give_up, cgroup)

    def run_warm(
        self,
        limits: Limits,
        *,
        stdin: Stream,
        stdout: Stream | Capture,
        stderr: Stream | Capture,
        memory: int | None = None,
        code: str | None = None,
    ) -> Execution:
        """Run the warm server's program (or, with `code`, that Python code instead) as a fork
        of the server, under `limits`, measured as `run` measures. Its stack limit must be the
        server's."""
        if not self.warm:
            raise JudgeError("internal: a warm run in a box without a warm server")
        # The box enforces the wall-clock backstop, the give-up point and the kill rule: the
        # server gets zeros.
        request = ["0", "0", "0", *format_rlimits(limits.rlimits(isolated=True))]
        if code is not None:
            request.append("code=" + code.encode().hex())
        words = ["warm", *limit_words(limits), " ".join(request)]
        streams = Streams(stdin, stdout, stderr)
        return self._send(
            words, "the warm server", limits, streams, memory, limits.give_up, None
        ).wait()

    def _send(
        self,
        words: list[str],
        what: str,
        limits: Limits,
        streams: Streams,
        memory: int | None,
        give_up: float,
        partner: Path | None,
    ) -> BoxRun:
        """Send a request with its streams (and its partner's case cgroup folder, `partner`);
        the run it starts, to wait for."""
        baseline: Baseline = self.cgroups.prepare(
            limits.memory if memory is None else memory, limits.processes
        )
        captures = streams.captures()
        opened: list[int] = []

        def descriptor(stream: Stream | Capture, flags: int) -> int:
            if isinstance(stream, Capture):
                return stream.writer
            if isinstance(stream, int):
                return stream
            opened.append(os.open(stream, flags | os.O_CLOEXEC, 0o644))
            return opened[-1]

        self._busy = True
        try:
            fds = [
                descriptor(streams.stdin, os.O_RDONLY),
                descriptor(streams.stdout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                descriptor(streams.stderr, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
            ]
            if partner is not None:
                opened.append(os.open(partner, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC))
                fds.append(opened[-1])
            message = request_message(words)
            try:
                socket.send_fds(self._channel, [message], fds)
            except OSError as exc:
                raise JudgeError(
                    f"the isolated sandbox is gone ({exc.strerror}): {self._diagnostics()}"
                ) from None
            for capture in captures:
                capture.close_writer()  # the box has its own copy
        except BaseException:
            self._busy = False
            raise
        finally:
            for fd in opened:
                os.close(fd)
        # The box stops the run by its give-up point at the latest; this is a last resort.
        return BoxRun(self, what, captures, baseline, time.monotonic() + give_up + 10)

    def _finish(self, run: BoxRun, stop: int) -> Execution:
        """The report of the run under way, draining its captures meanwhile."""
        try:
            line, _ = self._receive(run.deadline, run.captures, stop)
        finally:
            self._busy = False
        if line.startswith("error "):
            raise JudgeError(
                f"sandbox failure running {run.what}: {line[6:].strip()}; {self._diagnostics()}"
            )
        execution = parse_report(line)
        if execution is None:
            raise JudgeError(
                f"sandbox failure running {run.what}: {line.strip() or 'no report'}; "
                f"{self._diagnostics()}"
            )
        # The CPU time is the helper's: the case cgroup's, against the baseline its kill rule
        # read too, so the kill and the verdict are one reading. The memory is the helper's
        # too, the largest process's peak resident size, as in every mode; the cgroup says
        # whether the whole tree reached the limit.
        return replace(execution, memory_limit_hit=self.cgroups.limit_hit(run.baseline))

    def _partner_ended(self) -> None:
        """Tell the box that the run under way's partner ended (SIGUSR1): a run started with
        `walls` and their `after` is charged from now on. Between runs the box reads it and
        does nothing."""
        started = self._started
        if started is not None and self._busy:
            _signal(started.pid, signal.SIGUSR1)

    def _receive(
        self, deadline: float, captures: Sequence[Capture], stop: int = -1, keep: int = 0
    ) -> tuple[str, list[int]]:
        """The box's next message and the first `keep` descriptors attached to it (others are
        closed), draining the run's captures meanwhile (one past its limit, or `stop` becoming
        readable, stops the run: SIGTERM to the box, which kills it and reports as usual)."""
        started = self._started
        if started is None:
            raise JudgeError("internal: the box is closed")

        def halt() -> None:
            os.kill(started.pid, signal.SIGTERM)

        if not await_readable(self._channel.fileno(), captures, deadline, halt, stop):
            raise JudgeError(f"the isolated sandbox did not answer: {self._diagnostics()}")
        data, fds, _, _ = socket.recv_fds(self._channel, 65536, 4)
        for fd in fds[keep:]:
            os.close(fd)
        if not data:
            for fd in fds[:keep]:
                os.close(fd)
            raise JudgeError(f"the isolated sandbox ended: {self._diagnostics()}")
        return data.decode(errors="replace"), fds[:keep]

    def _diagnostics(self) -> str:
        """The last line the box (or its warm server) wrote among its messages."""
        return last_message(self._log)

    # -------------------------------------------------------------- the end

    def close(self) -> None:
        """End the box: its runs' processes, its warm server, its cgroups. One in the middle
        of a run (the judge is being interrupted) is told to stop it first."""
        started, self._started = self._started, None
        if started is not None:
            if self._busy:
                _signal(started.pid, signal.SIGINT)
            self._channel.close()
            stop_helper(started)
        self._end()

    def _end(self) -> None:
        self._channel.close()
        if self.place >= 0:
            os.close(self.place)
            self.place = -1
        try:
            self.cgroups.remove()
        finally:
            if self._log >= 0:
                os.close(self._log)
                self._log = -1
            on_close, self._on_close = self._on_close, None
            if on_close is not None:
                on_close()

    def __enter__(self) -> Box:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class BoxRun:
    """A run a box started (`Box.start`): `wait` for its end, once; `partner_ended` meanwhile
    (from another thread) when it waits for a partner that has ended."""

    def __init__(
        self,
        box: Box,
        what: str,
        captures: Sequence[Capture],
        baseline: Baseline,
        deadline: float,
    ) -> None:
        self.box, self.what, self.captures = box, what, captures
        self.baseline, self.deadline = baseline, deadline

    def wait(self, stop: int = -1) -> Execution:
        """The run's end, as the box reported it; it is stopped when `stop` (a descriptor)
        becomes readable."""
        return self.box._finish(self, stop)

    def partner_ended(self) -> None:
        """Its partner ended: its backstop is its walls' `after`, charged from now on."""
        self.box._partner_ended()

    def partner(self) -> Partner:
        """It as a partner of another run (an interactor, of its submission): its box's case
        cgroup, whose threads are the run's."""
        return Partner(cgroup=self.box.cgroups.procs_file.parent)


def _signal(pid: int, number: int) -> None:
    try:
        os.kill(pid, number)
    except OSError:
        pass
