"""Two programs in conversation: an interactor and the program under judgement, each one's
stdout the other's stdin (an interactive problem's run).

The interactor runs plain under the helper (it is the problem's own program, trusted as an
output validator is), within its own limits; it waits for the submission as long as that
runs (on a busy machine, up to its give-up point), so its wall-clock backstop starts when the
submission has ended: the submission's backstop and a second more, charged as every backstop
is with the time it could have run; the submission runs through its runner (`ConnectedRunner.connected`): plain, or in its
box when isolated, exactly as for any other run.

The judge sits between them: each program writes to a pipe the judge reads (a relay thread)
and reads from a pipe the judge writes, so the judge keeps what they say to each other
(judge.run.execution.transcript: the conversation's end, bounded, in the order it arrived) for the
verdict's report. The relay passes on one chunk at a time and reads no more of a side while
the other has not taken it, so a program still waits when its reader does not read, as with
a plain pipe, and the judge holds at most a chunk per direction besides the transcript.

Who ended first matters to the verdict (an interactor that rejects and ends first decides,
whatever the submission does after), so the order must not be a race. As problemtools'
`interactive` runner does, the judge keeps its own copy of each program's pipe ends and lets
go of one only once it has recorded the end of the process that used it: a program reads end
of file, or is refused a write, only after the other's end is recorded. So a program that ends
*because* the other ended is always recorded second. In detail:

- the submission's stdout: the judge's copy is closed when the submission has ended; the
  relay then reads its end and closes the interactor's stdin, which reads end of file;
- the interactor's stdout: the same, the other way;
- the submission's output once the interactor ended without accepting: the relay stops
  reading it and closes it when told the end is recorded (the submission's next write fails:
  SIGPIPE); when it accepted, the relay stops reading it and keeps it, so that a submission
  writing as the interactor exits is not a race between AC and a crash (what it writes then
  fills the pipe, 1 MiB, and past that it waits: its wall clock);
- the interactor's output once the submission ended: read to its end and dropped, so an
  interactor writing after the submission exited is neither killed for it nor left waiting
  on a full pipe.

When the interactor ends first without accepting, the verdict is settled, so the submission is
stopped at once (`stop`) rather than left to run into its limits.
"""

from __future__ import annotations

import fcntl
import os
import select
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Protocol

from judge.errors import JudgeError
from judge.run.execution.transcript import Side, Transcript
from judge.run.helper.sandbox import (
    Capture,
    Execution,
    Partner,
    Spawned,
    Walls,
    partner_ended,
    spawn,
    wait,
)
from judge.run.limits import Limits
from judge.run.runner import EXCERPT, Outcome

PIPE_SIZE = 1 << 20  # bytes a pipe holds (problemtools' size; the unprivileged maximum)
GRACE = 1.0  # seconds the interactor's backstop runs past the submission's
CHUNK = 1 << 16  # bytes the relay reads at a time
_SETPIPE_SZ = getattr(fcntl, "F_SETPIPE_SZ", 1031)
# What the relay is told (one byte on its wake pipe): the submission ended, the interactor
# ended accepting, or ended otherwise.
_SUBMISSION_ENDED, _ACCEPTED, _REJECTED = b"s", b"a", b"r"


@dataclass(frozen=True)
class Conversation:
    """How a conversation ended: the submission's run, the interactor's, who ended first, and
    the end of what they said to each other."""

    submission: Outcome
    interactor: Execution
    interactor_stderr: bytes  # the start of what the interactor wrote to stderr
    interactor_first: bool  # the interactor ended before the submission
    # What they said (its end, bounded): read back as lines only for a verdict that shows it.
    transcript: Transcript = field(default_factory=Transcript)


SubmissionRun = Callable[[int, int, int, Partner], Outcome]
"""Runs the submission on (stdin, stdout, stop) descriptors, conversing with `Partner` (the
interactor and the relay, whose waits for a CPU while it waits for them are charged off its
backstop): `ConnectedRunner.connected` with its limits bound."""


class _Pipes:
    """The descriptors a conversation opens, each closed once (by whoever holds it last)."""

    def __init__(self) -> None:
        self.open: set[int] = set()
        self.lock = threading.Lock()

    def pipe(self) -> tuple[int, int]:
        read, write = os.pipe2(os.O_CLOEXEC)
        with self.lock:
            self.open.update((read, write))
        try:
            fcntl.fcntl(write, _SETPIPE_SZ, PIPE_SIZE)
        except OSError:
            pass  # the default size works; only a flood is held up sooner
        return read, write

    def close(self, fd: int | None) -> None:
        with self.lock:
            if fd is None or fd not in self.open:
                return
            self.open.discard(fd)
        os.close(fd)

    def close_all(self) -> None:
        for fd in list(self.open):
            self.close(fd)


@dataclass
class _Flow:
    """One direction of the relay: what a side writes (`source`) passed on to the other side's
    stdin (`sink`, non-blocking), one chunk at a time."""

    side: Side
    source: int | None
    sink: int | None
    pending: bytes = b""
    paused: bool = False  # not read for now: the pipe fills, its writer waits


class _Relay:
    """The judge between the two programs, on a thread of its own: every chunk one side writes
    is recorded (`transcript`) and passed on to the other. It keeps the order of ends the
    module docstring describes: a side's stdin ends only once its writer's pipe has ended (so
    after the judge let go of its copy), and the submission's writes fail only once the judge
    has recorded that the interactor ended without accepting (`tell`)."""

    def __init__(self, pipes: _Pipes, program: _Flow, interactor: _Flow) -> None:
        self.pipes, self.program, self.interactor = pipes, program, interactor
        self.transcript = Transcript()
        self.wake, self._waker = pipes.pipe()
        self.failed: list[BaseException] = []
        self.submission_ended = False
        for flow in (program, interactor):
            if flow.sink is not None:
                os.set_blocking(flow.sink, False)
        self.thread = threading.Thread(target=self._run, name="relay", daemon=True)
        self._poller = select.poll()
        self._watched: dict[int, tuple[int, _Flow | None]] = {}

    def tell(self, news: bytes) -> None:
        """Pass the relay one piece of news (_SUBMISSION_ENDED, _ACCEPTED, _REJECTED)."""
        os.write(self._waker, news)

    def _run(self) -> None:
        try:
            while self.program.source is not None or self.interactor.source is not None:
                self._step()
        except BaseException as exc:  # handed to the caller's thread
            self.failed.append(exc)
        finally:
            for flow in (self.program, self.interactor):
                self.pipes.close(flow.source)
                self.pipes.close(flow.sink)
                flow.source = flow.sink = None

    def _step(self) -> None:
        wanted: dict[int, tuple[int, _Flow | None]] = {self.wake: (select.POLLIN, None)}
        for side in (self.program, self.interactor):
            if side.pending and side.sink is not None:
                wanted[side.sink] = (select.POLLOUT, side)
            elif side.source is not None and not side.paused:
                wanted[side.source] = (select.POLLIN, side)
        if wanted != self._watched:  # the poller is kept: a conversation's steps are many
            for fd in self._watched.keys() - wanted.keys():
                self._poller.unregister(fd)
            for fd, (events, _) in wanted.items():
                self._poller.register(fd, events)
            self._watched = wanted
        for fd, _ in self._poller.poll():
            events, flow = wanted[fd]
            if flow is None:
                self._news(os.read(self.wake, 16))
            elif events == select.POLLOUT and flow.sink == fd:  # not closed by news just now
                self._write(flow)
            elif flow.source == fd and not flow.paused:
                self._read(flow)

    def _read(self, flow: _Flow) -> None:
        assert flow.source is not None
        chunk = os.read(flow.source, CHUNK)
        if not chunk:  # its writer ended: so does the other side's stdin, once all is passed
            self.pipes.close(flow.source)
            flow.source = None
            if not flow.pending:
                self._close_sink(flow)
            return
        self.transcript.add(flow.side, chunk)
        if flow.sink is not None:  # else the reader is gone: what it would read is dropped
            flow.pending = chunk
            self._write(flow)

    def _write(self, flow: _Flow) -> None:
        assert flow.sink is not None
        try:
            flow.pending = flow.pending[os.write(flow.sink, flow.pending) :]
        except BlockingIOError:
            return
        except BrokenPipeError:  # the reader ended or closed its stdin
            flow.pending = b""
            self._close_sink(flow)
            # The interactor gone, the submission's writes wait (its pipe fills) until the
            # judge has recorded how the interactor ended (`_news`).
            flow.paused = flow is self.program
            self._settle()
            return
        if not flow.pending and flow.source is None:
            self._close_sink(flow)

    def _close_sink(self, flow: _Flow) -> None:
        self.pipes.close(flow.sink)
        flow.sink, flow.pending = None, b""

    def _news(self, news: bytes) -> None:
        flow = self.program
        self.submission_ended |= _SUBMISSION_ENDED in news
        if _REJECTED in news:  # the submission's next write fails (SIGPIPE)
            self._close_source(flow)
        elif _ACCEPTED in news:  # the interactor's stdin is gone; what the submission still
            self._close_sink(flow)  # writes fills its pipe, and past that it waits
            flow.paused = True
        self._settle()

    def _settle(self) -> None:
        """Close the submission's output once nobody will read it: the relay stopped reading
        it and the submission has ended."""
        if self.program.paused and self.submission_ended:
            self._close_source(self.program)

    def _close_source(self, flow: _Flow) -> None:
        self._close_sink(flow)
        self.pipes.close(flow.source)
        flow.source = None


@dataclass
class _Wiring:
    """A conversation's pipes: the ends each program is given, the relay between them, and
    the pipe that stops the submission once the interactor has settled the verdict."""

    submission_in: int  # the relay writes the submission's stdin
    submission_out: int  # the submission's stdout, read by the relay
    interactor_in: int
    interactor_out: int
    stop_read: int
    stop_write: int
    relay: _Relay


def _wire(pipes: _Pipes) -> _Wiring:
    """Open the pipes of a conversation and the relay that joins them."""
    submission_in, program_in = pipes.pipe()
    program_out, submission_out = pipes.pipe()
    interactor_in, to_interactor = pipes.pipe()
    from_interactor, interactor_out = pipes.pipe()
    stop_read, stop_write = pipes.pipe()
    relay = _Relay(
        pipes,
        _Flow(Side.PROGRAM, program_out, to_interactor),
        _Flow(Side.INTERACTOR, from_interactor, program_in),
    )
    return _Wiring(
        submission_in, submission_out, interactor_in, interactor_out, stop_read, stop_write, relay
    )


class _Ends:
    """Records the end of each program, in order, and only then lets go of the judge's copies
    of its pipe ends (the module docstring says why); an interactor that ends first without
    accepting stops the submission."""

    def __init__(self, pipes: _Pipes, wiring: _Wiring, accepted: Callable[[Execution], bool]):
        self.pipes, self.wiring, self.accepted = pipes, wiring, accepted
        self.order: list[str] = []
        self.lock = threading.Lock()

    def submission(self) -> None:
        """The submission has ended."""
        with self.lock:
            self.order.append("submission")
            self.pipes.close(self.wiring.submission_out)
            self.pipes.close(self.wiring.submission_in)
            self.wiring.relay.tell(_SUBMISSION_ENDED)

    def interactor(self, execution: Execution | None) -> None:
        """The interactor has ended (None: waiting for it failed)."""
        with self.lock:
            self.order.append("interactor")
            self.pipes.close(self.wiring.interactor_out)
            self.pipes.close(self.wiring.interactor_in)
            if execution is not None and self.accepted(execution):
                self.wiring.relay.tell(_ACCEPTED)
                return
            self.wiring.relay.tell(_REJECTED)
            if self.order == ["interactor"]:
                os.write(self.wiring.stop_write, b"x")


class Started(Protocol):
    """An interactor started on its own (`Start`): its end, and the news that its partner
    ended."""

    def wait(self) -> Execution:
        """Wait for its end, draining its stderr capture meanwhile (from one thread)."""
        ...

    def partner_ended(self) -> None:
        """Its partner (the submission) ended: its backstop is its walls' `after` from now."""
        ...

    def partner(self) -> Partner:
        """It as its submission's partner: where the helper finds its tasks."""
        ...


Start = Callable[[int, int, Capture, Walls], Started]
"""Starts the interactor on (stdin, stdout, its stderr capture, its wall clocks) and returns
at once: a helper of its own (`plain_start`), or a box's run (judge.run.jury)."""


class SpawnedRun:
    """An interactor run by a one-shot helper (`plain_start`)."""

    def __init__(self, spawned: Spawned, name: str, timeout: float, capture: Capture) -> None:
        self.spawned, self.name, self.timeout, self.capture = spawned, name, timeout, capture

    def wait(self) -> Execution:
        """See `Started.wait`."""
        return wait(self.spawned, self.name, self.timeout, [self.capture])

    def partner_ended(self) -> None:
        """SIGUSR1 to its helper (`sandbox.partner_ended`)."""
        partner_ended(self.spawned)

    def partner(self) -> Partner:
        """See `Started.partner`: its helper, whose children are its program."""
        return Partner(helper=self.spawned.pid)


def plain_start(argv: Sequence[str], limits: Limits, cwd: Path, helper: Path) -> Start:
    """Starts `argv` under `limits` with a one-shot `helper`, in the folder `cwd`."""

    def start(stdin: int, stdout: int, stderr: Capture, walls: Walls) -> Started:
        spawned = spawn(
            list(argv),
            limits.rlimits(),
            wall=walls.wall,
            give_up=walls.give_up,
            after=walls.after,
            cpu_kill=limits.cpu_kill,
            stdin=stdin,
            stdout=stdout,
            stderr=stderr.writer,
            cwd=cwd,
            helper=helper,
        )
        return SpawnedRun(spawned, argv[0], walls.give_up + 10, stderr)

    return start


class _Watcher:
    """Waits for the interactor on a thread of its own and records its end."""

    def __init__(self, started: Started, ends: _Ends):
        self.found: list[Execution] = []
        self.failed: list[BaseException] = []
        self.thread = threading.Thread(
            target=self._watch, args=(started, ends), name="interactor", daemon=True
        )
        self.thread.start()

    def _watch(self, started: Started, ends: _Ends) -> None:
        try:
            self.found.append(started.wait())
            ends.interactor(self.found[0])
        except BaseException as exc:  # handed to the caller's thread
            self.failed.append(exc)
            ends.interactor(None)


def converse(
    interactor: Sequence[str],
    limits: Limits,
    submission: Limits,
    run_submission: SubmissionRun,
    *,
    cwd: Path,
    helper: Path,
    accepted: Callable[[Execution], bool],
) -> Conversation:
    """Run the `interactor` command under `limits` with a one-shot `helper` in `cwd`, in
    conversation with the submission (`converse_started`)."""
    start = plain_start(interactor, limits, cwd, helper)
    return converse_started(interactor[0], start, submission, run_submission, accepted=accepted)


def converse_started(
    name: str,
    start: Start,
    submission: Limits,
    run_submission: SubmissionRun,
    *,
    accepted: Callable[[Execution], bool],
) -> Conversation:
    """Run the interactor `name` (`start` starts it: it waits for the submission as long as
    that runs, so its wall-clock backstop is the submission's backstop + GRACE seconds
    charged from the submission's end, and GRACE past the submission's give-up point at the
    latest) and the submission (`run_submission`) connected both ways through the judge,
    which records what they say; `accepted` says whether an interactor's ending accepts (it
    then does not stop the submission)."""
    wall = submission.give_up + GRACE
    pipes = _Pipes()
    capture = Capture(EXCERPT)
    relay: _Relay | None = None
    try:
        wiring = _wire(pipes)
        relay = wiring.relay
        ends = _Ends(pipes, wiring, accepted)
        walls = Walls(wall=wall, give_up=wall, after=submission.wall + GRACE)
        started = start(wiring.interactor_in, wiring.interactor_out, capture, walls)
        capture.close_writer()
        relay.thread.start()
        watcher = _Watcher(started, ends)
        # The submission waits on the interactor and on the relay between them: their waits
        # for a CPU while it waits are the machine's, not its own (DESIGN: the backstop).
        partner = replace(started.partner(), relay=relay.thread.native_id or 0)
        try:
            outcome = run_submission(
                wiring.submission_in, wiring.submission_out, wiring.stop_read, partner
            )
        finally:
            ends.submission()
            if watcher.thread.is_alive():
                started.partner_ended()
            watcher.thread.join(wall + 20)
            relay.thread.join(GRACE + 10)
        failed = watcher.failed + relay.failed
        if watcher.thread.is_alive() or relay.thread.is_alive() or failed or not watcher.found:
            raise failed[0] if failed else JudgeError(f"{name}: the interactor hung")
        errors, _ = capture.finish()
        first = ends.order[0] == "interactor"
        return Conversation(outcome, watcher.found[0], errors, first, relay.transcript)
    finally:
        capture.close()
        if relay is None or not relay.thread.is_alive():
            pipes.close_all()
