"""The single place where judge starts programs: every limit and failure mode is handled here.

Every solution, compiler, brute force, reference and warm server runs through `spawn` (and
`execute`, which waits for it), or through a helper that `spawn` started to serve a program's
plain runs one after another (judge.run.execution.plain_server). The one exception is the C compiler that
builds the helper itself (`helper_path`), which cannot run under a helper that does not exist
yet.

Programs run under `judge-sandbox`, a small C helper (main.c and the files it names, here)
built once per machine and cached. It forks the program from its own small address space, applies the rlimits, kills the
program's whole process group (and any escaped descendant) when the run ends, and reports the
kernel's rusage of the program: CPU time, peak resident memory, exit status.

The helper is started with os.posix_spawn (a vfork and one exec, no Python-level bookkeeping),
and a run's input and output are in-memory files (memfd) handed over as descriptors, so judging
a case costs the judge a few system calls and no file-system traffic. Its stderr is a pipe the
judge drains while it waits (`Capture`): the start is kept for messages, the rest discarded,
so a program may write as much there as it likes without it counting as output.

Isolated runs go through the same `spawn`: the helper then builds a box (judge.run.isolation.box), one
program's sandbox that runs its cases one at a time, from the options of judge.run.isolation.session.
"""

from __future__ import annotations

import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Union

from judge.errors import JudgeError
from judge.run.limits import Limits, Rlimit, format_rlimits

Stream = Union[Path, int]
"""Where a run's stdin, stdout or stderr goes: a file path, or an open descriptor (e.g. a memfd)."""

Environment = Mapping[bytes, bytes]
"""Environment variables for a run; a plain dict is much quicker to hand over than os.environ."""

_SOURCES = Path(__file__).parent  # the helper's C files: main.c and the parts it names
WARM_SERVER = Path(__file__).parent.parent / "execution" / "warm_interpreter.py"
"""The warm server (judge.run.execution.warm_interpreter), run by path: judge itself never imports it."""
HELPER_SIGNALS = (signal.SIGCHLD, signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGUSR1)
"""The signals the helper reads itself; it starts with them blocked (common.c says why)."""
_STOP_TIMEOUT = 5.0  # seconds a serving helper told to end may take before it is killed


def c_compiler() -> str:
    """The C compiler used for the helper and for .c solutions."""
    for name in ("gcc", "cc", "clang"):
        found = shutil.which(name)
        if found:
            return found
    raise JudgeError("no C compiler found (gcc, cc or clang): judge needs one to build its sandbox")


def helper_sources() -> list[Path]:
    """The helper's C sources and headers (judge/run/helper/*.c, *.h), in name order."""
    folder = _SOURCES
    return [folder / name for name in sorted(os.listdir(folder)) if name.endswith((".c", ".h"))]


def helper_path(cache_dir: Path) -> Path:
    """Path of the sandbox helper, building it on first use (keyed by its sources' content)."""
    sources = helper_sources()
    # Two checksums and the length of every file's name and bytes tell apart the versions of
    # our own sources (nobody crafts collisions against them), and spare every judge run
    # loading OpenSSL for hashlib.
    crc, adler, length = 0, 1, 0
    for source in sources:
        chunk = source.name.encode() + b"\0" + source.read_bytes() + b"\0"
        crc, adler = zlib.crc32(chunk, crc), zlib.adler32(chunk, adler)
        length += len(chunk)
    key = f"{crc:08x}{adler:08x}-{length}"
    target = cache_dir / f"judge-sandbox-{key}"
    if target.exists():
        return target
    cache_dir.mkdir(parents=True, exist_ok=True)
    units = [str(source) for source in sources if source.suffix == ".c"]
    with tempfile.TemporaryDirectory(dir=cache_dir) as tmp:
        built = Path(tmp) / "judge-sandbox"
        # Static when the C library allows it: no dynamic loader to run on every case (faster
        # to start, and the forked program starts from an even smaller address space).
        for flags in (["-static"], []):
            proc = subprocess.run(
                [c_compiler(), "-O2", *flags, "-o", str(built), *units],
                capture_output=True,
                text=True,
            )
            if proc.returncode == 0:
                break
        else:
            raise JudgeError(
                f"{_SOURCES}: building the sandbox helper failed:\n{proc.stderr.strip()}"
            )
        os.chmod(built, 0o555)  # nothing the judge runs as another user may alter it
        os.replace(built, target)  # atomic: concurrent builders agree on the result
    return target


def scratch_file(name: str) -> int:
    """A new empty read-write file that lives in memory only, as a descriptor (close it).

    A memfd where the kernel has them: unlike a file in a temporary directory it costs no disk
    traffic to create, write, truncate or delete. Output limits still apply to it
    (RLIMIT_FSIZE covers every regular file, memfds included).
    """
    try:
        return os.memfd_create(f"judge-{name}", os.MFD_CLOEXEC)
    except (AttributeError, OSError):
        return os.open(tempfile.gettempdir(), os.O_RDWR | os.O_TMPFILE | os.O_CLOEXEC, 0o600)


def write_all(fd: int, data: bytes) -> None:
    """Write `data` at the start of the file `fd`, leaving its offset at 0 for the reader."""
    view, done = memoryview(data), 0
    while done < len(data):
        done += os.pwrite(fd, view[done:], done)


def read_start(fd: int, limit: int) -> tuple[bytes, int]:
    """The first `limit` bytes of the file `fd` and its whole size."""
    size = os.fstat(fd).st_size
    chunks, done, want = [], 0, min(size, limit)
    while done < want:
        chunk = os.pread(fd, want - done, done)
        if not chunk:
            break
        chunks.append(chunk)
        done += len(chunk)
    return b"".join(chunks), size


def last_message(log: int) -> str:
    """The last line written in the message file `log` (a traceback's last line, a helper's
    complaint), or "no message"; -1 stands for no file."""
    if log < 0:
        return "no message"
    text = read_start(log, 64 * 1024)[0].decode(errors="replace").strip()
    return text.splitlines()[-1] if text else "no message"


@dataclass(frozen=True)
class Execution:
    """What the kernel reported about one finished run."""

    exit_code: int | None  # None when killed by a signal or when exec failed
    signal: int | None
    # seconds, user + system: the process's (and its waited-for children's) in a plain run; in a
    # box the case cgroup's, the whole tree's, read against the kill rule's own baseline
    cpu_time: float
    wall_time: float  # seconds
    # bytes, the peak resident set size of the run's largest process (wait4's ru_maxrss), in
    # every mode: a figure that never depends on how the program was run
    memory: int
    wall_timeout: bool  # stopped by the wall-clock backstop
    exec_error: str | None = None  # the program could not be started at all
    cpu_killed: bool = False  # stopped by the kill rule: CPU time past Limits.cpu_kill
    memory_limit_hit: bool = False  # the memory cgroup reports the limit reached (isolated runs)
    # seconds it waited for a CPU, charged off the wall-clock backstop (read once the run's
    # elapsed time reached the backstop, 0 before); None where the kernel says nothing of it
    cpu_wait: float | None = 0.0
    # seconds it waited for the disk, charged off the backstop too (delay accounting's, or
    # sampled: the helper's struct backstop)
    disk_wait: float = 0.0
    # seconds its partners (an interactive submission's interactor and the judge's relay)
    # waited for a CPU while it waited for them, charged off the backstop too
    partner_wait: float = 0.0
    # the machine was too busy to judge it: stopped at the give-up point (Limits.give_up), or
    # by the wall clock where the kernel says nothing of its wait while the machine was busy
    too_busy: bool = False

    @property
    def signal_name(self) -> str:
        """The conventional name of the terminating signal, e.g. SIGSEGV."""
        if self.signal is None:
            return ""
        try:
            return signal.Signals(self.signal).name
        except ValueError:
            return f"signal {self.signal}"


def ending(run: Execution) -> str:
    """How a run ended, for a message about a program that must end well (a validator, an
    interactor): "exited with code 3", "was killed by SIGSEGV", ..."""
    if run.exec_error:
        return f"could not start: {run.exec_error}"
    if run.too_busy and not run.wall_timeout:
        return (
            f"was stopped after {run.wall_time:.1f} s of wall time with {run.cpu_time:.1f} s "
            "of CPU time: the machine was too busy"
        )
    if run.wall_timeout:
        return f"did not finish within {run.wall_time:.1f} s of wall time"
    if run.cpu_killed:
        return f"ran out of its CPU time ({run.cpu_time:.1f} s)"
    if run.signal is not None:
        return f"was killed by {run.signal_name}"
    return f"exited with code {run.exit_code}"


def read_tail(path: Path, limit: int = 600) -> str:
    """The end of the text file `path`, stripped, at most `limit` characters ("..." before
    what was cut); "" when it cannot be read."""
    try:
        text = path.read_text(errors="replace").strip()
    except OSError:
        return ""
    return text if len(text) <= limit else "..." + text[-limit:]


def parse_report(line: str) -> Execution | None:
    """The Execution in a report line of the helper (or of the warm server, which speaks the
    same format): `exit CODE|signal SIG|execfail ERRNO UTIME_US STIME_US MAXRSS_KB WALL_US
    WALL_TIMEOUT CPU_KILLED CPU_US WAIT_US GAVE_UP DISK_US PARTNER_US`, CPU_US the CPU time
    the run is judged by, WAIT_US its wait for a CPU (-1: the kernel says none), DISK_US its
    wait for the disk, PARTNER_US its partners' wait for a CPU while it waited for them
    (main.c). None when the line is not one."""
    fields = line.split()
    if len(fields) != 13 or fields[0] not in ("exit", "signal", "execfail"):
        return None
    try:
        kind, numbers = fields[0], list(map(int, fields[1:]))
    except ValueError:
        return None
    code, _utime, _stime, maxrss, wall, timed_out, cpu_killed, cpu, waited = numbers[:9]
    gave_up, disk, partner = numbers[9:]
    unmeasured = waited < 0 and timed_out == 1  # stopped by the wall clock alone
    return Execution(
        exit_code=code if kind == "exit" else None,
        signal=code if kind == "signal" else None,
        cpu_time=cpu / 1e6,
        wall_time=wall / 1e6,
        memory=maxrss * 1024,
        wall_timeout=timed_out == 1,
        exec_error=os.strerror(code) if kind == "execfail" else None,
        cpu_killed=cpu_killed == 1,
        cpu_wait=None if waited < 0 else waited / 1e6,
        too_busy=gave_up == 1 or (unmeasured and machine_busy()),
        disk_wait=disk / 1e6,
        partner_wait=partner / 1e6,
    )


def machine_busy(loadavg: Path = Path("/proc/loadavg")) -> bool:
    """Whether programs here have been waiting for a CPU: the load average of the last minute
    at least the number of CPUs this process may run on. What is left to go by where the
    kernel does not say how long a run itself waited (no /proc/PID/schedstat)."""
    try:
        load = float(loadavg.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return True  # nothing says it was not: judge does not guess a verdict
    return load >= len(os.sched_getaffinity(0))


class Capture:
    """A pipe for a run's stderr, drained by the judge while the run goes on: the first `keep`
    bytes are kept, the rest counted and discarded. Writing to it never fails the program, and
    a flood costs no memory or disk.

    Pass `writer` to the run as its stderr, call `close_writer` once the run has it, `feed`
    whenever `reader` is readable, and `finish` after the run (everything that could write to
    it is gone by then)."""

    def __init__(self, keep: int, limit: int | None = None) -> None:
        self.keep = keep
        self.limit = limit  # past this many bytes the run is stopped (`wait` does it)
        self.reader, self.writer = os.pipe2(os.O_CLOEXEC | os.O_NONBLOCK)
        os.set_blocking(self.writer, True)  # the program's end blocks, as a pipe does
        self.size = 0
        self._chunks: list[bytes] = []
        self._kept = 0

    @property
    def exceeded(self) -> bool:
        """Whether more than `limit` bytes came."""
        return self.limit is not None and self.size > self.limit

    def close_writer(self) -> None:
        """Close the judge's copy of the writing end (the run holds its own)."""
        if self.writer >= 0:
            os.close(self.writer)
            self.writer = -1

    def feed(self) -> bool:
        """Read what is there now; False at end of file."""
        while True:
            try:
                chunk = os.read(self.reader, 1 << 16)
            except BlockingIOError:
                return True
            if not chunk:
                return False
            self.size += len(chunk)
            if self._kept < self.keep:
                part = chunk[: self.keep - self._kept]
                self._chunks.append(part)
                self._kept += len(part)

    def finish(self, timeout: float = 5.0) -> tuple[bytes, int]:
        """Read to the end (bounded by `timeout`, in case something still holds the pipe);
        the kept start and the total size. Closes the pipe."""
        self.close_writer()
        deadline = time.monotonic() + timeout
        poller = select.poll()
        poller.register(self.reader, select.POLLIN)
        try:
            while self.feed():
                left = deadline - time.monotonic()
                if left <= 0 or not poller.poll(int(left * 1000) + 1):
                    break
        finally:
            os.close(self.reader)
            self.reader = -1
        return b"".join(self._chunks), self.size

    def take(self) -> tuple[bytes, int]:
        """The kept start and the size of what came since the last `take`, for a pipe that
        outlives one run (judge.run.execution.plain_server: `feed` it first); the counts start again."""
        kept, size = b"".join(self._chunks), self.size
        self._chunks, self._kept, self.size = [], 0, 0
        return kept, size

    def close(self) -> None:
        """Close both ends (when the run never started)."""
        self.close_writer()
        if self.reader >= 0:
            os.close(self.reader)
            self.reader = -1


@dataclass(frozen=True)
class Partner:
    """The programs a run waits on in a conversation (an interactive submission's): the
    judge's relay thread (`relay`, a thread id) and the interactor, plain (`helper`: its
    helper's pid; the helper finds its program's tasks) or boxed (`cgroup`: its box's case
    cgroup folder, whose thread list the helper reads). Their waits for a CPU are charged off
    the run's backstop while it waits for them (main.c's -e, -m, -M); 0 and None: none."""

    relay: int = 0
    helper: int = 0
    cgroup: Path | None = None


def spawn(
    argv: list[str],
    rlimits: list[Rlimit],
    *,
    wall: float,
    stdin: Stream | None,
    stdout: Stream | None,
    stderr: Stream | None,
    cwd: Path | str,
    helper: Path,
    subreaper: bool = False,
    env: Environment | None = None,
    cpu_kill: float = 0.0,
    give_up: float = 0.0,
    after: float = 0.0,
    isolation: Sequence[str | Descriptor] = (),
    partner: Partner | None = None,
) -> Spawned:
    """Start the helper running `argv` under `rlimits`, a wall-clock backstop of `wall`
    seconds (0: none, charged only with the time the program could have run), the give-up
    point `give_up` (0: none) and the kill rule's `cpu_kill` seconds of CPU time (0: none);
    `wait` for it. With `after`, SIGUSR1 to the helper (`partner_ended`) makes the backstop
    `after` seconds charged from then on.

    Descriptors given as streams are handed to the helper as they are (a file the caller wrote
    or will read); paths are opened by the helper; None is no stream (a box's runs bring their
    own). `subreaper` makes the program itself collect its orphaned descendants (the warm
    server does that after each case). `env` defaults to the judge's current environment.
    `isolation` are the helper's box options (judge.run.isolation.box), descriptors among them.
    `partner` names the programs the run waits on in a conversation.
    """
    streams = [stdin, stdout, stderr]
    opened: list[int] = []  # the partner's cgroup folder, closed once the helper has its copy
    isolation = [*_partner_options(partner, opened), *isolation]
    passed = [s for s in streams if isinstance(s, int)]
    passed += [word.fd for word in isolation if isinstance(word, Descriptor)]
    report_r, report_w = os.pipe()  # both close-on-exec: only the dup2 copies below survive
    # Hand each descriptor over above every number in play, so no dup2 clobbers a source.
    base = max([report_w, *passed]) + 1
    actions: list[tuple] = [(os.POSIX_SPAWN_DUP2, fd, base + i) for i, fd in enumerate(passed)]
    actions += [
        (os.POSIX_SPAWN_DUP2, report_w, base + len(passed)),
        (os.POSIX_SPAWN_DUP2, base + len(passed), 1),
        (os.POSIX_SPAWN_DUP2, base + len(passed), 2),
        (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
    ]
    words = _numbered([*streams, *isolation], base)
    options = _run_options(rlimits, (wall, give_up, after), cpu_kill, subreaper) + words[3:]
    command = [str(helper), *options, *words[:3], str(cwd), *(["--", *argv] if argv else [])]
    try:
        # Python ignores SIGPIPE and SIGXFSZ; the program must get the default actions back
        # (a C program writing past the output limit dies of SIGXFSZ, as on a real judge).
        # The signals the helper reads itself start blocked: a stop sent before its loop
        # reads them (an interactor that fails at once) waits for it instead of killing it.
        pid = os.posix_spawn(
            command[0],
            command,
            os.environb if env is None else env,
            file_actions=actions,
            setsigdef=(signal.SIGPIPE, signal.SIGXFSZ),
            setsigmask=HELPER_SIGNALS,
        )
    except OSError as exc:
        os.close(report_r)
        raise JudgeError(f"cannot start the sandbox helper {helper}: {exc.strerror}") from None
    finally:
        os.close(report_w)
        for fd in opened:
            os.close(fd)
    return Spawned(pid, report_r)


def _numbered(words: Sequence[Stream | str | Descriptor | None], base: int) -> list[str]:
    """The helper's words for streams and options: each descriptor (an int stream, a
    Descriptor) as `&N`, numbered from `base` in order as spawn hands them over; no stream as
    `-`; paths and other words as they are."""
    out, k = [], 0
    for word in words:
        if isinstance(word, (int, Descriptor)):
            out.append(f"&{base + k}")
            k += 1
        else:
            out.append("-" if word is None else str(word))
    return out


def _partner_options(partner: Partner | None, opened: list[int]) -> list[str | Descriptor]:
    """The helper's options naming a run's partners; the descriptors opened for them are
    added to `opened` (the caller closes them once the helper has its copies)."""
    if partner is None:
        return []
    words: list[str | Descriptor] = []
    if partner.relay:
        words += ["-e", str(partner.relay)]
    if partner.helper:
        words += ["-m", str(partner.helper)]
    if partner.cgroup is not None:
        opened.append(os.open(partner.cgroup, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC))
        words += ["-M", Descriptor(opened[-1])]
    return words


def _run_options(
    rlimits: list[Rlimit], walls: tuple[float, float, float], cpu_kill: float, subreaper: bool
) -> list[str]:
    """The helper's options for a run's limits (main.c's usage); `walls`: the backstop, the
    give-up point and the backstop once the partner ended (0: none)."""
    options = ["-r"] if subreaper else []
    for option, seconds in zip(("-w", "-g", "-a"), walls):
        if seconds > 0:
            options += [option, repr(float(seconds))]
    if cpu_kill > 0:
        options += ["-k", repr(float(cpu_kill))]
    for limit in format_rlimits(rlimits):
        options += ["-l", limit]
    return options


def partner_ended(started: Spawned) -> None:
    """Tell a one-shot helper started with `after` that its program's partner ended (an
    interactor's submission): from now its backstop is `after` seconds charged."""
    try:
        os.kill(started.pid, signal.SIGUSR1)
    except OSError:
        pass  # it ended already


@dataclass(frozen=True)
class Walls:
    """A run's wall clocks where they are not its limits' own (an interactor's, which waits
    for its submission): the backstop, the give-up point, and the backstop once its partner
    ended (`partner_ended`; 0: none), in seconds."""

    wall: float
    give_up: float
    after: float = 0.0


@dataclass(frozen=True)
class Streams:
    """A run's standard streams: each a path (a file the run opens) or an open descriptor
    (handed over as it is); stdout and stderr may be a Capture, drained while the run goes on
    (call its `finish` after). In a conversation, `partner` is what is at the other end of
    stdin and stdout."""

    stdin: Stream
    stdout: Stream | Capture
    stderr: Stream | Capture
    partner: Partner | None = None

    def captures(self) -> list[Capture]:
        """The Captures among the outputs."""
        return [s for s in (self.stdout, self.stderr) if isinstance(s, Capture)]


def handed(stream: Stream | Capture) -> Stream:
    """What a run is given for a stream: a Capture's writing end, or the stream itself."""
    return stream.writer if isinstance(stream, Capture) else stream


@dataclass(frozen=True)
class Spawned:
    """A running helper: its pid and the read end of the pipe that carries its report."""

    pid: int
    report: int


@dataclass(frozen=True)
class Descriptor:
    """An open descriptor handed to the helper as it is; in its options it reads `&N`."""

    fd: int


def partner_words(partner: Partner | None) -> list[str]:
    """`RELAY HELPER` of a fresh-run request (the partner's cgroup goes as a descriptor)."""
    return ["0", "0"] if partner is None else [str(partner.relay), str(partner.helper)]


def run_request(
    limits: Limits,
    rlimits: list[Rlimit],
    argv: Sequence[str],
    walls: Walls | None = None,
    partner: Partner | None = None,
) -> list[str]:
    """The words of a request for a fresh run to a helper serving runs (a box, or a plain
    server: judge.run.execution.plain_server): `run WALL GIVE_UP CPU_KILL AFTER RELAY HELPER
    N RES:SOFT:HARD*N ARGV...` (main.c); the walls are the limits' unless `walls` are given,
    the partners `partner`'s."""
    words = format_rlimits(rlimits)
    times = limit_words(limits) if walls is None else wall_words(walls, limits.cpu_kill)
    after = "0" if walls is None else repr(walls.after)
    return ["run", *times, after, *partner_words(partner), str(len(words)), *words, *argv]


def wall_words(walls: Walls, cpu_kill: float) -> list[str]:
    """`WALL GIVE_UP CPU_KILL` of a request, from `walls` and the kill rule's seconds."""
    return [repr(walls.wall), repr(walls.give_up), repr(cpu_kill)]


def limit_words(limits: Limits) -> list[str]:
    """`WALL GIVE_UP CPU_KILL`: what a helper is told of a run's time, in its requests."""
    return [repr(limits.wall), repr(limits.give_up), repr(limits.cpu_kill)]


def request_message(words: Sequence[str]) -> bytes:
    """A request's words as a serving helper reads them: each one ending in NUL."""
    return b"".join(word.encode() + b"\0" for word in words)


def stop_helper(started: Spawned) -> int:
    """Wait for a serving helper told to end (end of file on its requests) to close its
    report and exit, killing it if it lingers; its exit status."""
    deadline = time.monotonic() + _STOP_TIMEOUT
    try:
        while await_readable(started.report, [], deadline, lambda: None):
            if not os.read(started.report, 4096):
                break
        else:
            os.kill(started.pid, signal.SIGKILL)
    except OSError:
        pass
    finally:
        os.close(started.report)
    return os.waitstatus_to_exitcode(os.waitpid(started.pid, 0)[1])


def await_readable(
    fd: int,
    captures: Sequence[Capture],
    deadline: float | None,
    on_exceeded: Callable[[], None],
    stop: int = -1,
) -> bool:
    """Wait until `fd` is readable (or at its end), draining the run's `captures` meanwhile;
    `on_exceeded` is called once, when a capture passes its limit or `stop` (a descriptor,
    -1: none) becomes readable: someone else wants the run stopped. False when `deadline` (a
    time.monotonic() value) came first."""
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    by_fd = {capture.reader: capture for capture in captures if capture.reader >= 0}
    for reader in by_fd:
        poller.register(reader, select.POLLIN)
    if stop >= 0:
        poller.register(stop, select.POLLIN)
    exceeded = any(capture.exceeded for capture in captures)
    while True:
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        events = poller.poll(None if left is None else int(left * 1000) + 1)
        if not events:
            return False
        for ready, _ in events:
            if ready == stop:
                poller.unregister(stop)
                if not exceeded:
                    exceeded = True
                    on_exceeded()
                continue
            capture = by_fd.get(ready)
            if capture is None:
                continue
            if not capture.feed():
                poller.unregister(ready)
                del by_fd[ready]
            if capture.exceeded and not exceeded:
                exceeded = True
                on_exceeded()
        if any(ready == fd for ready, _ in events):
            return True


def wait(
    spawned: Spawned,
    what: str,
    timeout: float | None,
    captures: Sequence[Capture] = (),
    stop: int = -1,
) -> Execution:
    """Wait for a spawned helper and return what it reported about the program, draining the
    run's `captures` meanwhile; one past its limit, or `stop` becoming readable, stops the run
    (SIGTERM to the helper, which kills the program and reports as usual)."""
    deadline = None if timeout is None else time.monotonic() + timeout
    chunks = []
    try:
        while True:
            if not await_readable(
                spawned.report,
                captures,
                deadline,
                lambda: os.kill(spawned.pid, signal.SIGTERM),
                stop,
            ):
                os.kill(spawned.pid, signal.SIGKILL)
                os.waitpid(spawned.pid, 0)
                raise JudgeError(f"the sandbox did not finish running {what}")
            chunk = os.read(spawned.report, 4096)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(spawned.report)
    status = os.waitpid(spawned.pid, 0)[1]
    text = b"".join(chunks).decode(errors="replace")
    lines = text.strip().splitlines()
    execution = parse_report(lines[-1]) if lines else None
    if os.waitstatus_to_exitcode(status) != 0 or execution is None:
        message = text.strip() or f"exit status {os.waitstatus_to_exitcode(status)}"
        raise JudgeError(f"sandbox failure running {what}: {message}")
    return execution


def execute(
    argv: list[str],
    limits: Limits,
    streams: Streams,
    *,
    cwd: Path,
    helper: Path,
    env: Environment | None = None,
    stop: int = -1,
) -> Execution:
    """Run `argv` on `streams` under `limits`, in the working directory `cwd`, with the
    environment `env` (default: the judge's). The run is stopped when `stop` (a descriptor)
    becomes readable."""
    spawned = spawn(
        argv,
        limits.rlimits(),
        wall=limits.wall,
        cpu_kill=limits.cpu_kill,
        give_up=limits.give_up,
        stdin=streams.stdin,
        stdout=handed(streams.stdout),
        stderr=handed(streams.stderr),
        cwd=cwd,
        helper=helper,
        env=env,
        partner=streams.partner,
    )
    captures = streams.captures()
    for capture in captures:
        capture.close_writer()
    # The helper stops the run by its give-up point at the latest; this is a last resort.
    return wait(spawned, argv[0], limits.give_up + 10, captures, stop)


def probe_namespaces(helper: Path) -> dict[str, int]:
    """Which namespaces this machine lets judge make: kind -> 0 (yes) or the errno of the
    refusal, as the helper found by trying each in a child (`judge-sandbox -P`)."""
    # posix_spawn and a pipe: subprocess costs a few milliseconds more, on every session.
    reader, writer = os.pipe()
    try:
        pid = os.posix_spawn(
            str(helper),
            [str(helper), "-P"],
            os.environb,
            file_actions=[
                (os.POSIX_SPAWN_DUP2, writer, 1),
                (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
            ],
        )
    except OSError:
        os.close(reader)
        return {}
    finally:
        os.close(writer)
    chunks = []
    with os.fdopen(reader, "rb") as pipe:
        for chunk in iter(lambda: pipe.read(4096), b""):
            chunks.append(chunk)
    os.waitpid(pid, 0)
    found = {}
    for line in b"".join(chunks).decode(errors="replace").splitlines():
        name, _, code = line.partition(" ")
        if code.lstrip("-").isdigit():
            found[name] = int(code)
    return found


def network_namespace(helper: Path) -> int:
    """A descriptor of a new, empty network namespace (only a loopback device, down): the
    helper makes it and holds it while the judge opens it (`judge-sandbox -X`). It lives as
    long as the descriptor is open."""
    proc = subprocess.Popen(
        [str(helper), "-X"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        line = proc.stdout.readline() if proc.stdout else b""
        if line.strip() != b"ready":
            message = proc.stderr.read().decode(errors="replace").strip() if proc.stderr else ""
            raise JudgeError(f"cannot make a network namespace: {message or 'no reason given'}")
        return os.open(f"/proc/{proc.pid}/ns/net", os.O_RDONLY | os.O_CLOEXEC)
    finally:
        if proc.stdin:
            proc.stdin.close()
        proc.wait()
        for stream in (proc.stdout, proc.stderr):
            if stream:
                stream.close()
