"""Warm runs of Python solutions: one pre-started interpreter per solution forks once per case.

A fresh run pays for the interpreter's start-up on every case (tens of milliseconds, more with
many site-packages). A warm run does not: `warm_runner(program)` starts a small server, a fresh
interpreter (the real one, `python_interpreter()`) running only the code in `_SERVER`, once per
solution and judging session. For each case the judge hands it the case's files; the server
forks, and the child becomes the solution:

- it moves into its own process group, applies the sandbox's rlimits (CPU backstop, address
  space, file size, stack, no core dumps: the same numbers as `judge-sandbox`), puts the
  case's input, output and error files on descriptors 0, 1 and 2, enters an empty working
  directory, and builds new `sys.stdin`/`stdout`/`stderr` on them the way the interpreter does
  at start-up;
- it runs the solution as `__main__` in a new module with fresh globals (`sys.argv = [path]`,
  `sys.path[0]` = the solution's folder), then ends the way `python solution.py` does: a
  `SystemExit` code is honoured, an uncaught exception prints its traceback and exits 1; the
  observable steps of the interpreter's shutdown run (non-daemon threads joined, atexit
  callbacks, stdout and stderr flushed, status 120 if that flush fails), then `os._exit`.

The server waits for the child with `wait4` and reports the child's own CPU time (user +
system) and peak resident memory; a wall-clock timer (`Limits.wall`) kills the child's process
group, and after every case the group is killed and any escaped descendant is collected (the
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
import socket
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from judge.errors import JudgeError
from judge.judging import Outcome, Runner, WorkDirs, read_outcome
from judge.limits import Limits
from judge.program import Program, python_interpreter
from judge.sandbox import (Spawned, default_cache_dir, helper_path, parse_report,
                           read_start, scratch_file, spawn, write_all)

# How long a server may take to start, and to exit once told to.
_START_TIMEOUT = 30.0
_STOP_TIMEOUT = 5.0

# Runs in the server: a fresh interpreter started with -c. It must stay small and import
# nothing that a solution would otherwise have to import itself (see the module docstring).
_SERVER = r'''
import os
import sys
import time
import _signal
import _socket

PATH = sys.argv[1]


def main():
    channel = _socket.socket(fileno=0)
    # The children rebuild the standard streams with the encodings chosen at start-up, and
    # buffered unless python runs unbuffered (-u, PYTHONUNBUFFERED: then all write through).
    encodings = [(s.encoding, s.errors) for s in (sys.stdin, sys.stdout, sys.stderr)]
    buffered = not sys.stdout.write_through
    state = {"pid": 0, "timed_out": False}

    def on_alarm(signum, frame):
        state["timed_out"] = True
        if state["pid"]:
            try:
                os.killpg(state["pid"], 9)
            except OSError:
                pass

    _signal.signal(_signal.SIGALRM, on_alarm)
    os.write(1, b"ready %d\n" % os.getpid())
    while True:
        data, fds = receive(channel)
        if not data:
            return  # end of file: the judge closed the channel, or is gone
        try:
            numbers = data.split()
            cpu, wall = float(numbers[0]), float(numbers[1])
            space, fsize, stack = int(numbers[2]), int(numbers[3]), int(numbers[4])
            if len(fds) != 4:
                raise ValueError("expected 4 descriptors, got %d" % len(fds))
        except (ValueError, IndexError) as exc:
            for fd in fds:
                os.close(fd)
            os.write(1, ("error bad request: %s\n" % exc).encode())
            continue
        state["timed_out"] = False
        setup_r, setup_w = os.pipe()  # the child says here why it could not set the run up
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:
            os.close(setup_r)
            child(channel, fds, setup_w, cpu, space, fsize, stack, encodings, buffered)
        state["pid"] = pid
        os.close(setup_w)
        try:
            os.setpgid(pid, pid)  # also here, so the group exists before any killpg
        except OSError:
            pass
        for fd in fds:
            os.close(fd)
        if wall > 0:
            _signal.setitimer(_signal.ITIMER_REAL, wall)
        failure = os.read(setup_r, 32)  # end of file once the solution starts
        os.close(setup_r)
        _, status, usage = os.wait4(pid, 0)  # retried after the alarm's handler (PEP 475)
        _signal.setitimer(_signal.ITIMER_REAL, 0)
        elapsed = time.monotonic() - start
        state["pid"] = 0
        try:
            os.killpg(pid, 9)  # nothing the solution started may outlive its case
        except OSError:
            pass
        reap_orphans()
        if failure:
            kind, code = "execfail", int(failure)
        elif os.WIFSIGNALED(status):
            kind, code = "signal", os.WTERMSIG(status)
        else:
            kind, code = "exit", os.WEXITSTATUS(status)
        os.write(1, b"%s %d %d %d %d %d %d\n" % (
            kind.encode(), code, round(usage.ru_utime * 1e6), round(usage.ru_stime * 1e6),
            usage.ru_maxrss, round(elapsed * 1e6), state["timed_out"]))


def receive(channel):
    # One request: a line of numbers, with the case's descriptors attached.
    size = _socket.CMSG_SPACE(4 * 4)
    data, fds = b"", []
    while not data.endswith(b"\n"):
        chunk, ancillary, flags, address = channel.recvmsg(256, size)
        for level, kind, payload in ancillary:
            if level == _socket.SOL_SOCKET and kind == _socket.SCM_RIGHTS:
                usable = len(payload) - len(payload) % 4
                fds += [int.from_bytes(payload[i:i + 4], sys.byteorder)
                        for i in range(0, usable, 4)]
        if not chunk:
            for fd in fds:
                os.close(fd)
            return b"", []
        data += chunk
    return data, fds


def reap_orphans():
    # Kill and collect any descendant reparented to us (we are a subreaper), as sandbox.c does.
    me = os.getpid()
    for _ in range(1000):
        try:
            while os.waitpid(-1, os.WNOHANG)[0] > 0:
                pass
        except ChildProcessError:
            return  # nobody left
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open("/proc/%s/stat" % entry, "rb") as f:
                    fields = f.read().rsplit(b")", 1)[1].split()
                if int(fields[1]) == me:
                    os.kill(int(entry), 9)
            except (OSError, IndexError, ValueError):
                pass
        time.sleep(0.001)


def child(channel, fds, setup, cpu, space, fsize, stack, encodings, buffered):
    # The forked child: become the solution's process, run it, exit the way python does.
    # It never returns.
    import io
    try:
        channel.detach()  # descriptor 0 is about to become the input: never close it here
        os.setpgid(0, 0)
        _signal.signal(_signal.SIGALRM, _signal.SIG_DFL)
        import resource
        if cpu > 0:
            soft = int(cpu) + (int(cpu) < cpu) + 1  # the judge decides TLE; this is a backstop
            resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 1))
        if space:
            resource.setrlimit(resource.RLIMIT_AS, (space, space))
        if fsize:
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        if stack:
            resource.setrlimit(resource.RLIMIT_STACK, (stack, stack))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        infd, outfd, errfd, dirfd = fds
        os.dup2(infd, 0)
        os.dup2(outfd, 1)
        os.dup2(errfd, 2)
        os.fchdir(dirfd)
        for fd in fds:
            os.close(fd)
        streams = []
        for fd, name, mode, (encoding, errors) in zip(
                (0, 1, 2), ("<stdin>", "<stdout>", "<stderr>"), "rww", encodings):
            # As the interpreter's start-up builds them (create_stdio): a binary layer,
            # buffered but for unbuffered output; a text layer with "\n" newlines, line
            # buffered on a terminal and for stderr, written through when unbuffered.
            binary = io.open(fd, mode + "b", -1 if buffered or mode == "r" else 0,
                             closefd=False)
            raw = getattr(binary, "raw", binary)
            raw.name = name
            line_buffering = buffered and (fd == 2 or raw.isatty())
            text = io.TextIOWrapper(binary, encoding, errors, "\n", line_buffering,
                                    not buffered)
            text.mode = mode
            streams.append(text)
        sys.stdin, sys.stdout, sys.stderr = streams
        sys.__stdin__, sys.__stdout__, sys.__stderr__ = streams
        sys.argv = [PATH]
        sys.orig_argv = [sys.executable, PATH]
        sys.path[0] = os.path.dirname(os.path.realpath(PATH))
        main_module = type(sys)("__main__")
        main_module.__file__ = PATH
        main_module.__cached__ = None
        main_module.__builtins__ = sys.modules["builtins"]
        main_module.__loader__ = sys.modules["_frozen_importlib_external"].SourceFileLoader(
            "__main__", PATH)
        sys.modules["__main__"] = main_module
        os.close(setup)
    except BaseException as exc:
        os.write(setup, b"%d" % (getattr(exc, "errno", None) or 22))
        os._exit(127)
    interrupted = False
    try:
        try:
            with open(PATH, "rb") as f:
                source = f.read()
        except OSError as exc:
            sys.stderr.write("%s: can't open file %r: [Errno %d] %s\n"
                             % (sys.executable, PATH, exc.errno, exc.strerror))
            raise SystemExit(2)
        exec(compile(source, PATH, "exec"), main_module.__dict__)
        code = 0
    except SystemExit as exc:
        code = exit_status(exc.code)
    except BaseException as exc:
        # Like python: the traceback (without this frame), then exit status 1.
        exc.__traceback__ = exc.__traceback__.tb_next  # printed from the traceback itself
        sys.excepthook(type(exc), exc, exc.__traceback__)
        interrupted = isinstance(exc, KeyboardInterrupt)
        code = 1
    leave(code, interrupted)


def exit_status(code):
    # What python makes of SystemExit(code): None is 0, an int is itself, else print it and 1.
    if code is None:
        return 0
    if isinstance(code, int):
        return code if -2 ** 63 <= code < 2 ** 63 else -1
    try:
        sys.stderr.write(str(code) + "\n")
    except BaseException:
        pass
    return 1


def leave(code, interrupted):
    # The observable part of the interpreter's shutdown, in its order: join non-daemon threads,
    # run atexit callbacks, flush stdout then stderr (a failed flush makes the status 120).
    # The rest (tearing down every module) would copy most of the server's pages for nothing.
    try:
        if "threading" in sys.modules:
            sys.modules["threading"]._shutdown()
        import atexit
        atexit._run_exitfuncs()
    except BaseException:
        pass
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except BaseException as exc:
            code = 120
            if stream is sys.stdout:
                try:
                    sys.stderr.write("Exception ignored in: %r\n" % (stream,))
                    sys.excepthook(type(exc), exc, None)
                except BaseException:
                    pass
    if interrupted:  # python ends an uncaught KeyboardInterrupt by SIGINT, after its shutdown
        _signal.signal(_signal.SIGINT, _signal.SIG_DFL)
        os.kill(os.getpid(), _signal.SIGINT)
    os._exit(code & 0xFF)

main()
'''


class WarmServer:
    """One warm interpreter for one Python program, used by one thread at a time."""

    def __init__(self, program: Program, helper: Path, dirs: WorkDirs, stack: int) -> None:
        if program.language != "python" or program.source is None:
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
                    [python_interpreter(), "-c", _SERVER, str(program.source)], None,
                    stdin=theirs.fileno(), stdout=theirs.fileno(), stderr=self._log,
                    cwd=Path("/"), helper=helper, subreaper=True, stack=stack)
            self._channel.settimeout(_START_TIMEOUT)
            words = self._read_line().split()
            if len(words) != 2 or words[0] != "ready":
                raise JudgeError(f"the warm interpreter for {program.name} did not start: "
                                 f"{self._diagnostics()}")
            self.pid = int(words[1])
        except OSError as exc:  # including a timeout
            message = f"the warm interpreter for {program.name} did not start: {exc}; " \
                      f"{self._diagnostics()}"
            self.close()
            raise JudgeError(message) from None
        except BaseException:
            self.close()
            raise

    def run(self, input: bytes, limits: Limits) -> Outcome:
        """Run the program on one input: a fork of the server, under `limits` (whose stack
        limit must be the server's)."""
        if limits.stack != self.stack:
            raise JudgeError(f"internal: a run with stack limit {limits.stack} was sent to the "
                             f"warm server for stack limit {self.stack}")
        cwd = self._dirs.acquire()
        files: list[int] = []
        self._busy = True
        try:
            files += [scratch_file("input"), scratch_file("output"), scratch_file("error")]
            write_all(files[0], input)
            files.append(os.open(cwd, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC))
            request = (f"{float(limits.time)!r} {float(limits.wall)!r} {limits.address_space} "
                       f"{limits.file_size} {limits.stack}\n").encode()
            # The server enforces the wall limit itself; this is a last resort.
            self._channel.settimeout(limits.wall + 10)
            try:
                socket.send_fds(self._channel, [request], files)
                line = self._read_line()
            except OSError as exc:  # including a timeout
                raise JudgeError(f"the warm interpreter for {self.program.name} failed: "
                                 f"{exc}; {self._diagnostics()}") from None
            execution = parse_report(line)
            if execution is None and not line.strip():
                raise JudgeError(f"the warm interpreter for {self.program.name} ended during "
                                 f"a run (killed by the program?): {self._diagnostics()}; "
                                 "judge it without --warm")
            if execution is None:
                raise JudgeError(f"the warm interpreter for {self.program.name} failed: "
                                 f"{line.strip()}; {self._diagnostics()}")
            return read_outcome(execution, files[1], files[2], limits)
        finally:
            self._busy = False
            for fd in files:
                os.close(fd)
            self._dirs.release(cwd)

    def _read_line(self) -> str:
        while b"\n" not in self._buffer:
            chunk = self._channel.recv(4096)
            if not chunk:
                break
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line.decode(errors="replace")

    def _diagnostics(self) -> str:
        """The last line the server wrote on its stderr (a traceback's last line)."""
        if self._log < 0:
            return "no message"
        text = read_start(self._log, 64 * 1024)[0].decode(errors="replace").strip()
        return text.splitlines()[-1] if text else "no message"

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
    import signal

    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


def _stop(started: Spawned, pid: int) -> None:
    """Wait for a helper whose server was told to stop; kill the server if it lingers."""
    import select

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

    def __init__(self, program: Program, helper: Path) -> None:
        if program.language != "python" or program.source is None:
            raise JudgeError(f"{program.name}: warm runs are for Python solutions only "
                             f"(this one is {program.language})")
        self.program, self.helper = program, helper
        self._lock = threading.Lock()
        self._idle: dict[int, list[WarmServer]] = {}  # by stack limit
        self._all: list[WarmServer] = []
        self._dirs = WorkDirs()
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
            outcome = server.run(input, limits)
        except BaseException:
            with self._lock:  # a server that failed is not reused
                self._all.remove(server)
            server.close()
            raise
        with self._lock:
            self._idle[server.stack].append(server)
        return outcome

    def close(self) -> None:
        """Stop every server and delete the working directories."""
        with self._lock:
            self._closed = True
            servers, self._all, self._idle = self._all, [], {}
        for server in servers:
            server.close()
        self._dirs.close()


@contextmanager
def warm_runner(program: Program, cache_dir: Path | None = None) -> Iterator[Runner]:
    """A Runner that runs the Python `program` in warm interpreters; they stop when the block
    ends. Safe to call from several threads at once. JudgeError for any other language."""
    helper = helper_path(cache_dir if cache_dir is not None else default_cache_dir())
    pool = WarmPool(program, helper)
    try:
        yield pool
    finally:
        pool.close()
