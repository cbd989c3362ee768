"""The warm server: a Python interpreter that forks once per case and becomes the solution.

Run by path (never imported by the judge): `python warm_server.py SOLUTION`, started by the
sandbox helper with the warm runner's channel (a Unix socket pair) as its standard input and
output; judge.run.execution.warm_pool is the client and documents the protocol and how warm runs differ from
fresh ones. Requests are a line `WALL GIVE_UP CPU_KILL RES:SOFT:HARD ... [code=HEX]` (the
wall-clock backstop, charged as the sandbox helper's is with the time the run could have run,
the give-up point and the kill rule's CPU time in seconds, and the run's rlimits, all computed
by judge.run.limits; with `code`, that Python code runs instead of the solution) with four
descriptors attached: the case's input, output and error (a pipe) and its working directory.
Each reply is a report line in the sandbox helper's format.

Isolated (`python warm_server.py SOLUTION --isolated SUID:SGID:UID:GID FD,... WORKDIR
NAME=VALUE...`): a box of judge.run.isolation.box started it as pid 1 of its own pid namespace, with
no capability, the sandbox user's ids (UID:GID) as effective and saved ones and its own
(SUID:SGID) as real ones, and the case cgroup's join files open at FD,.... It first takes its
own ids as effective ones too (the sandbox user's stay its saved ids, the one identity it can
give a run), puts back the environment NAME=VALUE... (the loader trims it: a real uid other
than the effective one makes a secure execution), installs no signal handler (so a run cannot
signal it: the kernel drops signals sent from inside a namespace to its init that has none)
and freezes its objects for the collector; then it serves: each request has three
descriptors (no working directory: the run's is WORKDIR, new for each run), each child joins
the case cgroup, becomes UID:GID and runs the solution. The box enforces the limits and kills
what a run leaves behind.

It must stay small and import nothing that a solution would otherwise have to import itself:
only modules a bare interpreter has already loaded, plus `_signal` and `_socket` (and
`resource` in each child, before the solution starts). Hence no `from __future__` import and
no `typing`: annotations here use builtin types only.
"""

# typeshed has no stub for _signal, the C module under signal (signal itself imports enum, which
# a solution would then find loaded).
import _signal  # type: ignore[import-not-found]
import _socket
import os
import sys
import time

PATH = sys.argv[1] if __name__ == "__main__" else ""


def main():
    channel = _socket.socket(fileno=0)
    isolation = None
    if sys.argv[2:3] == ["--isolated"]:
        server_uid, server_gid, uid, gid = (int(n) for n in sys.argv[3].split(":"))
        joins = [int(fd) for fd in sys.argv[4].split(",") if fd]
        isolation = (joins, uid, gid, sys.argv[5])
        if sys.argv[0].startswith("/proc/self/fd/"):
            os.close(int(sys.argv[0].rsplit("/", 1)[1]))  # this script, handed over open
        become_server(server_uid, server_gid, uid, gid, sys.argv[6:])
    server = Server(channel, isolation)
    if isolation is None:
        _signal.signal(_signal.SIGALRM, server.on_alarm)
    os.write(1, b"ready %d\n" % os.getpid())
    run = server.serve()
    if run is not None:  # a forked child
        fds, setup, cpu_kill, rlimits, code = run
        server.child(fds, setup, cpu_kill, rlimits, code)


class Server:
    """The serving loop: the channel, what each run is given besides its request, and the run
    under way (its pid, 0 between runs; whether the wall clock ran out)."""

    def __init__(self, channel, isolation):
        self.channel = channel
        # (the case cgroup's join descriptors, uid, gid, working directory), None if plain.
        self.isolation = isolation
        # The children rebuild the standard streams with the encodings chosen at start-up, and
        # buffered unless python runs unbuffered (-u, PYTHONUNBUFFERED: then all write through).
        self.encodings = [(s.encoding, s.errors) for s in (sys.stdin, sys.stdout, sys.stderr)]
        self.buffered = not getattr(sys.stdout, "write_through", False)
        self.pid = 0
        self.timed_out = self.gave_up = False
        # The run's backstop (the helper's `struct backstop`): its wall clock, give-up point
        # and start, and the most a task of it was seen to wait for a CPU (None: the kernel
        # says nothing of it, no /proc/PID/schedstat) and for the disk (`Disk`).
        self.wall = self.give_up = self.start = self.next = 0.0
        self.measurable = os.path.exists("/proc/self/schedstat")
        self.waited = 0.0 if self.measurable else None
        self.disk = Disk(False)
        self.alarmed = False  # a SIGALRM is being handled

    def on_alarm(self, signum, frame):
        # A poll that comes while the last is still being handled is skipped: on a loaded
        # machine a handler can take longer than the 10 ms between polls, and handlers run
        # inside each other then (the server died of a RecursionError so); the next poll looks, or
        # a one-shot look's timer is set again.
        if self.alarmed:
            if not self.disk.sampled:  # a one-shot look: it must come again
                _signal.setitimer(_signal.ITIMER_REAL, POLL)
            return
        self.alarmed = True
        try:
            self.look()
        finally:
            self.alarmed = False

    def look(self):
        # A poll (every 10 ms where the disk wait is sampled), or the wall clock reached the
        # next look: stop the run, or look again once the time charged (the elapsed time less
        # the waits) could have reached the backstop.
        elapsed = time.monotonic() - self.start
        if not self.pid:
            return
        self.disk.sample(self.pid, elapsed)
        if self.give_up and elapsed >= self.give_up:
            self.gave_up = True
        elif elapsed < self.next:
            if not self.disk.sampled:  # a timer a little early: the look is still to come
                _signal.setitimer(_signal.ITIMER_REAL, max(self.next - elapsed, 0.001))
            return
        elif self.waited is None:
            self.timed_out = True
        else:
            cpu, disk = group_wait(self.pid, self.disk.tasks)
            self.waited = max(self.waited, cpu)
            self.disk.seen = max(self.disk.seen, disk)
            charged = elapsed - self.waited - self.disk.waited()
            if charged < self.wall:
                later = max(self.wall - charged, 0.01)  # the charged time grows no faster
                self.next = elapsed + later
                if not self.disk.sampled:  # else the poll's timer runs on
                    if self.give_up:
                        later = min(later, self.give_up - elapsed)
                    _signal.setitimer(_signal.ITIMER_REAL, later)
                return
            self.timed_out = True
        try:
            os.killpg(self.pid, 9)
        except OSError:
            pass

    def serve(self):
        # One run per request, until the judge closes the channel (or is gone): then None.
        # In each forked child, what the child is to run: it is run from main, so that the
        # solution's code starts as few frames deep as it always has (the recursion limit
        # counts the server's frames too).
        while True:
            data, fds = receive(self.channel)
            if not data:
                return None
            if self.isolation is not None:
                reap_zombies()  # what earlier runs left, killed by the box: their pids come free
            request = self.read_request(data, fds)
            if request is None:
                continue
            self.wall, self.give_up, cpu_kill, rlimits, code = request
            self.timed_out = self.gave_up = False
            self.waited = 0.0 if self.measurable else None
            self.disk = Disk(self.wall > 0)
            self.next = self.wall
            setup_r, setup_w = os.pipe()  # the child says here why it could not set the run up
            self.start = time.monotonic()
            pid = os.fork()
            if pid == 0:
                os.close(setup_r)
                return fds, setup_w, cpu_kill, rlimits, code
            os.write(1, self.await_run(pid, fds, setup_r, setup_w))

    def read_request(self, data, fds):
        # (wall, give_up, cpu_kill, rlimits, code) of a request; None if it is bad, which is
        # said on the channel (its descriptors closed).
        try:
            data, code = take_code(data)
            wall, give_up, cpu_kill, rlimits = parse_request(data)
            wanted = 3 if self.isolation is not None else 4
            if len(fds) != wanted:
                raise ValueError("expected %d descriptors, got %d" % (wanted, len(fds)))
        except (ValueError, IndexError) as exc:
            for fd in fds:
                os.close(fd)
            os.write(1, (f"error bad request: {exc}\n").encode())
            return None
        return wall, give_up, cpu_kill, rlimits, code

    def await_run(self, pid, fds, setup_r, setup_w):
        # The run of the child `pid`, forked at `self.start`, waited for (its backstop watched
        # when `self.wall` is positive): its report line.
        self.pid = pid
        os.close(setup_w)
        try:
            os.setpgid(pid, pid)  # also here, so the group exists before any killpg
        except OSError:
            pass
        for fd in fds:
            os.close(fd)
        if self.disk.sampled:
            _signal.setitimer(_signal.ITIMER_REAL, POLL, POLL)
        elif self.wall > 0:
            _signal.setitimer(_signal.ITIMER_REAL, self.wall)
        failure = os.read(setup_r, 32)  # end of file once the solution starts
        os.close(setup_r)
        _, status, usage = os.wait4(pid, 0)  # retried after the alarm's handler (PEP 475)
        _signal.setitimer(_signal.ITIMER_REAL, 0)
        elapsed = time.monotonic() - self.start
        self.pid = 0
        if self.isolation is None:
            try:
                os.killpg(pid, 9)  # nothing the solution started may outlive its case
            except OSError:
                pass
            reap_orphans()
        self.disk.close()
        waited = -1 if self.waited is None else self.waited
        stop = (self.timed_out, self.gave_up, waited, self.disk.waited())
        return report(failure, status, usage, elapsed, stop)

    def child(self, fds, setup, cpu_kill, rlimits, code):
        # The forked child: become the solution's process, run it (or the request's code) as
        # python runs a script, exit the way python does. It never returns. The set-up's loops
        # stay here, before the exec: they warm this function up, so CPython 3.11 specializes
        # its exec call, which then costs the solution no level of its recursion limit (with
        # the loops in functions of their own, a solution would recurse one level less).
        import io

        isolation = self.isolation
        try:
            self.channel.detach()  # descriptor 0 is about to become the input: never close it
            if isolation is not None:
                for fd in isolation[0]:  # the case cgroup, joined first: all it does is counted
                    os.write(fd, b"0")
            os.setpgid(0, 0)
            _signal.signal(_signal.SIGALRM, _signal.SIG_DFL)
            import resource

            for number, soft, hard in rlimits:
                resource.setrlimit(number, (soft, hard))
            infd, outfd, errfd = fds[:3]
            os.dup2(infd, 0)
            os.dup2(outfd, 1)
            os.dup2(errfd, 2)
            if isolation is None:
                os.fchdir(fds[3])
            else:
                _, uid, gid, workdir = isolation
                os.chdir(workdir)
                os.setresgid(gid, gid, gid)
                os.setresuid(uid, uid, uid)
                _signal.signal(_signal.SIGINT, _signal.default_int_handler)  # as python starts
            for fd in fds:
                os.close(fd)
            # Nothing else reaches the solution: only its three streams (and, until it starts,
            # the set-up pipe).
            os.closerange(3, setup)
            os.closerange(setup + 1, 1 << 20)
            if cpu_kill > 0:  # the kill rule: SIGPROF (fatal by default) at that much CPU time
                _signal.setitimer(_signal.ITIMER_PROF, cpu_kill)
            # The standard streams as the interpreter's start-up builds them (create_stdio): a
            # binary layer, buffered but for unbuffered output; a text layer with "\n"
            # newlines, line buffered on a terminal and for stderr, written through when
            # unbuffered.
            buffered = self.buffered
            streams = []
            for fd, name, mode, (encoding, errors) in zip(
                (0, 1, 2), ("<stdin>", "<stdout>", "<stderr>"), "rww", self.encodings
            ):
                binary = open(fd, mode + "b", -1 if buffered or mode == "r" else 0, closefd=False)
                raw = getattr(binary, "raw", binary)
                raw.name = name  # type: ignore[misc]  # typeshed: read-only; FileIO's is writable
                line_buffering = buffered and (fd == 2 or raw.isatty())
                text = io.TextIOWrapper(
                    binary, encoding, errors, "\n", line_buffering, not buffered
                )
                text.mode = mode  # type: ignore[misc]  # typeshed: read-only; a plain attribute
                streams.append(text)
            sys.stdin, sys.stdout, sys.stderr = streams
            sys.__stdin__, sys.__stdout__, sys.__stderr__ = streams  # type: ignore[misc]
            module = main_module()
            os.close(setup)
        except BaseException as exc:
            os.write(setup, b"%d" % (getattr(exc, "errno", None) or 22))
            os._exit(127)
        interrupted = False
        try:
            exec(compile(read_source(code), PATH, "exec"), module.__dict__)
            status = 0
        except SystemExit as exc:
            status = exit_status(exc.code)
        except BaseException as exc:
            # Like python: the traceback (without this frame), then exit status 1.
            here = exc.__traceback__  # printed from the traceback itself
            exc.__traceback__ = here.tb_next if here is not None else None
            sys.excepthook(type(exc), exc, exc.__traceback__)
            interrupted = isinstance(exc, KeyboardInterrupt)
            status = 1
        leave(status, interrupted)


def report(failure, status, usage, elapsed, stop):
    # A run's report line, in the sandbox helper's format; `stop`: whether the backstop stopped
    # it, whether the give-up point did, its wait for a CPU in seconds (-1: unknown) and for
    # the disk (a warm run has no partner: it is never an interactive submission's).
    timed_out, gave_up, waited, disk = stop
    cpu_killed = False
    if failure:
        kind, code = "execfail", int(failure)
    elif os.WIFSIGNALED(status):
        kind, code = "signal", os.WTERMSIG(status)
        cpu_killed = code == _signal.SIGPROF  # the child's kill-rule timer
    else:
        kind, code = "exit", os.WEXITSTATUS(status)
    utime, stime = round(usage.ru_utime * 1e6), round(usage.ru_stime * 1e6)
    return b"%s %d %d %d %d %d %d %d %d %d %d %d 0\n" % (
        kind.encode(),
        code,
        utime,
        stime,
        usage.ru_maxrss,
        round(elapsed * 1e6),
        timed_out,
        cpu_killed,
        utime + stime,
        -1 if waited < 0 else round(waited * 1e6),
        gave_up,
        round(disk * 1e6),
    )


def become_server(server_uid, server_gid, uid, gid, environment):
    # Its own ids as effective ones too (no privilege needed: it holds each); the sandbox user
    # stays only as the saved ids, the one identity the server can give a run.
    os.setresgid(server_gid, server_gid, gid)
    os.setresuid(server_uid, server_uid, uid)
    # The environment exactly, in its order (the runs inherit it).
    wanted = [word.split("=", 1) for word in environment]
    if list(os.environ.items()) != wanted:
        os.environ.clear()
        for name, value in wanted:
            os.environ[name] = value
    # Python's own SIGINT handler would let a run interrupt the server (pid 1 of its namespace
    # receives only signals it handles).
    _signal.signal(_signal.SIGINT, _signal.SIG_DFL)
    # Frozen objects are never traversed by the collector: a run's collections then leave the
    # server's pages shared instead of copying them into the run's memory.
    loaded = "gc" in sys.modules
    import gc

    gc.freeze()
    if not loaded:
        del sys.modules["gc"]


def take_code(data):
    """(the request without it, the Python code of a trailing `code=HEX` word or None)."""
    words = data.split()
    if words and words[-1].startswith(b"code="):
        return b" ".join(words[:-1]), bytes.fromhex(words[-1][5:].decode()).decode()
    return data, None


def reap_zombies():
    # Collect the processes of earlier runs that were reparented to us (pid 1) and killed.
    try:
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass
    except ChildProcessError:
        pass


def parse_request(data: bytes) -> "tuple[float, float, float, list[tuple[int, int, int]]]":
    """(wall seconds, give-up seconds, CPU kill seconds, [(resource, soft, hard), ...]) from a
    request line; ValueError if bad."""
    words = data.split()
    if len(words) < 3:
        raise ValueError("short request")
    rlimits = []
    for word in words[3:]:
        number, soft, hard = word.split(b":")
        rlimits.append((int(number), int(soft), int(hard)))
    return float(words[0]), float(words[1]), float(words[2]), rlimits


def receive(channel):
    # One request: a line of numbers, with the case's descriptors attached.
    size = _socket.CMSG_SPACE(4 * 4)
    data, fds = b"", []
    while not data.endswith(b"\n"):
        chunk, ancillary, _flags, _address = channel.recvmsg(256, size)
        for level, kind, payload in ancillary:
            if level == _socket.SOL_SOCKET and kind == _socket.SCM_RIGHTS:
                usable = len(payload) - len(payload) % 4
                fds += [
                    int.from_bytes(payload[i : i + 4], sys.byteorder) for i in range(0, usable, 4)
                ]
        if not chunk:
            for fd in fds:
                os.close(fd)
            return b"", []
        data += chunk
    return data, fds


def reap_orphans():
    # Kill and collect any descendant reparented to us (we are a subreaper), as plain.c does.
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
                with open(f"/proc/{entry}/stat", "rb") as f:
                    fields = f.read().rsplit(b")", 1)[1].split()
                if int(fields[1]) == me:
                    os.kill(int(entry), 9)
            except (OSError, IndexError, ValueError):
                pass
        time.sleep(0.001)


def group_wait(group, disk):
    # The most any task of the process group `group` waited for a CPU and (with `disk`, where
    # delay accounting is on) for the disk, in seconds: each of its processes' threads'
    # run_delay (schedstat's second field) and blkio ticks (stat's field 42), as the helper's
    # group_waits.
    cpu = blkio = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                if int(f.read().rsplit(b")", 1)[1].split()[2]) != group:
                    continue
            for task in os.listdir(f"/proc/{entry}/task"):
                with open(f"/proc/{entry}/task/{task}/schedstat", "rb") as f:
                    cpu = max(cpu, int(f.read().split()[1]))
                if disk:
                    with open(f"/proc/{entry}/task/{task}/stat", "rb") as f:
                        blkio = max(blkio, int(f.read().rsplit(b")", 1)[1].split()[39]))
        except (OSError, IndexError, ValueError):
            pass
    return cpu / 1e9, blkio / os.sysconf("SC_CLK_TCK")


POLL = 0.01  # seconds between the samples of a run's state, as the helper's polls


class Disk:
    """A run's wait for the disk, as the helper's struct backstop has it: its tasks' own where
    delay accounting is on (`tasks`: the most seen, `seen`), else sampled (`sampled`): each
    poll that finds the run's process in uninterruptible sleep credits the time since the
    last, at most the CPUs times what the machine's io.pressure grew since the last such
    poll."""

    def __init__(self, backstop):
        self.tasks = self.sampled = False
        self.seen = self.credited = self.at = 0.0
        self.stat = -1
        self.pressure_at = 0
        if not backstop:
            return
        try:
            with open("/proc/sys/kernel/task_delayacct", "rb") as f:
                self.tasks = f.read(1) == b"1"
        except OSError:
            pass
        if not self.tasks:
            self.pressure_at = pressure_total()
            self.sampled = self.pressure_at >= 0

    def sample(self, pid, elapsed):
        if not self.sampled:
            return
        interval, self.at = elapsed - self.at, elapsed
        try:
            if self.stat < 0:
                self.stat = os.open(f"/proc/{pid}/stat", os.O_RDONLY)
            state = os.pread(self.stat, 512, 0).rsplit(b")", 1)[1].split()[0]
        except (OSError, IndexError):
            self.sampled = False  # it ended
            return
        total = pressure_total() if state == b"D" else -1
        if total < 0:
            return
        machine = (total - self.pressure_at) / 1e6 * (os.cpu_count() or 1)
        self.credited += max(0.0, min(interval, machine))
        self.pressure_at = total

    def waited(self):
        return max(self.seen, self.credited)

    def close(self):
        if self.stat >= 0:
            os.close(self.stat)
            self.stat = -1


def pressure_total():
    # The machine's io.pressure "some" total in microseconds, -1 where the kernel keeps none.
    try:
        with open("/proc/pressure/io", "rb") as f:
            return int(f.readline().rsplit(b"total=", 1)[1])
    except (OSError, IndexError, ValueError):
        return -1


def main_module():
    # A new __main__ module for the solution, with sys.argv, orig_argv and path[0] as
    # `python SOLUTION` would have them.
    sys.argv = [PATH]
    sys.orig_argv = [sys.executable, PATH]
    sys.path[0] = os.path.dirname(os.path.realpath(PATH))
    module = type(sys)("__main__")
    module.__file__ = PATH
    # Module globals that ModuleType's stub does not declare as attributes.
    vars(module).update(__cached__=None, __builtins__=sys.modules["builtins"])
    module.__loader__ = sys.modules["_frozen_importlib_external"].SourceFileLoader("__main__", PATH)
    sys.modules["__main__"] = module
    return module


def read_source(code):
    # The request's code, or the solution's file; python's message and status 2 if the
    # file cannot be read.
    if code is not None:
        return code.encode()
    try:
        with open(PATH, "rb") as f:
            return f.read()
    except OSError as exc:
        sys.stderr.write(
            "%s: can't open file %r: [Errno %d] %s\n"
            % (sys.executable, PATH, exc.errno or 0, exc.strerror)
        )
        raise SystemExit(2) from None


def exit_status(code):
    # What python makes of SystemExit(code): None is 0, an int is itself, else print it and 1.
    if code is None:
        return 0
    if isinstance(code, int):
        return code if -(2**63) <= code < 2**63 else -1
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
                    sys.stderr.write(f"Exception ignored in: {stream!r}\n")
                    sys.excepthook(type(exc), exc, None)
                except BaseException:
                    pass
    if interrupted:  # python ends an uncaught KeyboardInterrupt by SIGINT, after its shutdown
        _signal.signal(_signal.SIGINT, _signal.SIG_DFL)
        os.kill(os.getpid(), _signal.SIGINT)
    os._exit(code & 0xFF)


if __name__ == "__main__":
    main()
