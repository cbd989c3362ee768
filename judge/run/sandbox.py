"""The single place where judge starts programs: every limit and failure mode is handled here.

Every solution, compiler, brute force, reference and warm server runs through `spawn` (and
`execute`, which waits for it). The one exception is the C compiler that builds the helper
itself (`helper_path`), which cannot run under a helper that does not exist yet.

Programs run under `judge-sandbox`, a small C helper (sandbox.c) built once per machine and
cached. It forks the program from its own small address space, applies the rlimits, kills the
program's whole process group (and any escaped descendant) when the run ends, and reports the
kernel's rusage of the program: CPU time, peak resident memory, exit status.

The helper is started with os.posix_spawn (a vfork and one exec, no Python-level bookkeeping),
and a run's input, output and error are in-memory files (memfd) handed over as descriptors, so
judging a case costs the judge a few system calls and no file-system traffic.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Union

from judge.cachedir import default_cache_dir  # noqa: F401  (callers find it here too)
from judge.errors import JudgeError
from judge.run.limits import Limits, Rlimit, format_rlimits

Stream = Union[Path, int]
"""Where a run's stdin, stdout or stderr goes: a file path, or an open descriptor (e.g. a memfd)."""

Environment = Mapping[bytes, bytes]
"""Environment variables for a run; a plain dict is much quicker to hand over than os.environ."""

_SOURCE = Path(__file__).with_name("sandbox.c")


def c_compiler() -> str:
    """The C compiler used for the helper and for .c solutions."""
    for name in ("gcc", "cc", "clang"):
        found = shutil.which(name)
        if found:
            return found
    raise JudgeError("no C compiler found (gcc, cc or clang): judge needs one to build its sandbox")


def helper_path(cache_dir: Path) -> Path:
    """Path of the sandbox helper, building it on first use (keyed by its source's hash)."""
    source = _SOURCE.read_bytes()
    target = cache_dir / f"judge-sandbox-{hashlib.sha256(source).hexdigest()[:16]}"
    if target.exists():
        return target
    import subprocess

    cache_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache_dir) as tmp:
        built = Path(tmp) / "judge-sandbox"
        # Static when the C library allows it: no dynamic loader to run on every case (faster
        # to start, and the forked program starts from an even smaller address space).
        for flags in (["-static"], []):
            proc = subprocess.run([c_compiler(), "-O2", *flags, "-o", str(built), str(_SOURCE)],
                                  capture_output=True, text=True)
            if proc.returncode == 0:
                break
        else:
            raise JudgeError(f"{_SOURCE}: building the sandbox helper failed:\n{proc.stderr.strip()}")
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


@dataclass(frozen=True)
class Execution:
    """What the kernel reported about one finished run."""

    exit_code: int | None  # None when killed by a signal or when exec failed
    signal: int | None
    cpu_time: float  # seconds, user + system
    wall_time: float  # seconds
    memory: int  # bytes, peak resident set size of the program
    wall_timeout: bool  # stopped by the wall-clock backstop
    exec_error: str | None = None  # the program could not be started at all

    @property
    def signal_name(self) -> str:
        """The conventional name of the terminating signal, e.g. SIGSEGV."""
        if self.signal is None:
            return ""
        try:
            return signal.Signals(self.signal).name
        except ValueError:
            return f"signal {self.signal}"


def parse_report(line: str) -> Execution | None:
    """The Execution in a report line of the helper (or of the warm server, which speaks the
    same format): `exit CODE|signal SIG|execfail ERRNO UTIME_US STIME_US MAXRSS_KB WALL_US
    WALL_TIMEOUT`. None when the line is not one."""
    fields = line.split()
    if len(fields) != 7 or fields[0] not in ("exit", "signal", "execfail"):
        return None
    try:
        kind, (code, utime, stime, maxrss, wall, timed_out) = fields[0], map(int, fields[1:])
    except ValueError:
        return None
    return Execution(
        exit_code=code if kind == "exit" else None,
        signal=code if kind == "signal" else None,
        cpu_time=(utime + stime) / 1e6,
        wall_time=wall / 1e6,
        memory=maxrss * 1024,
        wall_timeout=timed_out == 1,
        exec_error=os.strerror(code) if kind == "execfail" else None,
    )


@dataclass(frozen=True)
class Spawned:
    """A running helper: its pid and the read end of the pipe that carries its report."""

    pid: int
    report: int


def spawn(argv: list[str], rlimits: list[Rlimit], *, wall: float, stdin: Stream,
          stdout: Stream, stderr: Stream, cwd: Path, helper: Path, subreaper: bool = False,
          env: Environment | None = None) -> Spawned:
    """Start the helper running `argv` under `rlimits` and a wall-clock backstop of `wall`
    seconds (0: none); `wait` for it.

    Descriptors given as streams are handed to the helper as they are (a file the caller wrote
    or will read); paths are opened by the helper. `subreaper` makes the program itself collect
    its orphaned descendants (the warm server does that after each case). `env` defaults to the
    judge's current environment.
    """
    streams = [stdin, stdout, stderr]
    passed = [s for s in streams if isinstance(s, int)]
    report_r, report_w = os.pipe()  # both close-on-exec: only the dup2 copies below survive
    # Hand each descriptor over above every number in play, so no dup2 clobbers a source.
    base = max([report_w, *passed]) + 1
    actions: list[tuple] = [(os.POSIX_SPAWN_DUP2, fd, base + i) for i, fd in enumerate(passed)]
    actions += [(os.POSIX_SPAWN_DUP2, report_w, base + len(passed)),
                (os.POSIX_SPAWN_DUP2, base + len(passed), 1),
                (os.POSIX_SPAWN_DUP2, base + len(passed), 2),
                (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0)]
    specs, k = [], 0
    for s in streams:
        if isinstance(s, int):
            specs.append(f"&{base + k}")
            k += 1
        else:
            specs.append(str(s))
    options = ["-r"] if subreaper else []
    if wall > 0:
        options += ["-w", repr(float(wall))]
    for word in format_rlimits(rlimits):
        options += ["-l", word]
    command = [str(helper), *options, *specs, str(cwd), "--", *argv]
    try:
        # Python ignores SIGPIPE and SIGXFSZ; the program must get the default actions back
        # (a C program writing past the output limit dies of SIGXFSZ, as on a real judge).
        pid = os.posix_spawn(command[0], command, os.environb if env is None else env,
                             file_actions=actions,
                             setsigdef=(signal.SIGPIPE, signal.SIGXFSZ))
    except OSError as exc:
        os.close(report_r)
        raise JudgeError(f"cannot start the sandbox helper {helper}: {exc.strerror}") from None
    finally:
        os.close(report_w)
    return Spawned(pid, report_r)


def wait(spawned: Spawned, what: str, timeout: float | None) -> Execution:
    """Wait for a spawned helper and return what it reported about the program."""
    import select

    deadline = None if timeout is None else time.monotonic() + timeout
    chunks = []
    poller = select.poll()
    poller.register(spawned.report, select.POLLIN)
    try:
        while True:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not poller.poll(None if left is None else int(left * 1000) + 1):
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
    *,
    stdin: Stream,
    stdout: Stream,
    stderr: Stream,
    cwd: Path,
    helper: Path,
    env: Environment | None = None,
) -> Execution:
    """Run `argv` with stdin/stdout/stderr bound to the given files or descriptors, under
    `limits`, in the working directory `cwd`, with the environment `env` (default: the
    judge's)."""
    spawned = spawn(argv, limits.rlimits(), wall=limits.wall, stdin=stdin, stdout=stdout,
                    stderr=stderr, cwd=cwd, helper=helper, env=env)
    # The helper enforces the wall limit itself; this is a last resort.
    return wait(spawned, argv[0], limits.wall + 10)
