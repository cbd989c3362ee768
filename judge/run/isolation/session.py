"""Isolated runs (`judge run --isolate`): what an untrusted program may see and use.

The policy lives here; the sandbox helper (run/helper/) carries it out, given numbers and paths
only, in a box (judge.run.isolation.box): the sandbox of one program, built once per submission (once
for its compilation, once for judging it) and running its cases one at a time, each from a
clean state. Each isolated case runs

- in the mount and uts namespaces of its box (which it has no privilege to change), and a
  network namespace with nothing in it but a loopback device that is down (one per box,
  reused by later boxes: making one costs ~4 ms, and nothing a run does outlives its
  processes in it: it holds no privilege there to change its configuration);
- as pid 2 under a process 1 of its own pid namespace (a small init whose exit kills
  everything left in the namespace; for a warm run, the warm server it was forked from), in
  an IPC namespace that holds nothing of another run;
- in a private root (a tmpfs, read-only) holding only: the system directories read-only
  (`SYSTEM_DIRS`, a few files of /etc for the dynamic loader), the interpreter's installation
  read-only for Python, the program's own files read-only (the source, the binary, the files
  a --cmd names), a writable working directory `WORKDIR`, `/tmp` and `/dev/shm` (each a new
  tmpfs for each run, of bounded size and file count, their pages charged to the run's memory
  cgroup), a few
  device nodes, and its own /proc. Private paths (the problem set, the judge's cache) are
  hidden under empty read-only folders wherever an exposed tree would contain them;
- as an unprivileged user (uid and gid `SANDBOX_ID`, no supplementary groups, no capabilities,
  no_new_privs: setuid files and file capabilities give nothing);
- with the environment `ENVIRONMENT` and nothing else;
- in its box's case cgroup, set up for it (judge.run.isolation.cgroups): the memory limit (no swap), a
  process limit, and the kernel's account of CPU time and peak memory of the whole tree, in a
  cgroup namespace rooted there.

C and C++ solutions are compiled the same way (judge.run.program): the compiler sees the
system, the one source file (or its program's folder) and an empty writable folder for the
binary. What each kind of program needs to see of its own is judge.run.program's
`exposed_paths`.

A problem's own programs (its validators, interactor, grader: "jury programs") run in boxes
of the same kind, with one place more for the files of the case they judge
(judge.run.isolation.workspace); the session keeps them (`kept`) and ends them with the rest.
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol, TypeVar, cast

from judge.errors import JudgeError
from judge.run.execution.environment import program_environment
from judge.run.helper.sandbox import (
    WARM_SERVER,
    Execution,
    Streams,
    network_namespace,
    probe_namespaces,
)
from judge.run.isolation.box import Box, WarmServerSpec
from judge.run.isolation.cgroups import CgroupSession, find_hierarchy
from judge.run.isolation.view import (
    SANDBOX_ID,
    SYSTEM_DIRS,
    inside_command,
    inside_paths,
    inside_word,
    is_within,
)
from judge.run.limits import Limits, stack_only


class Closable(Protocol):
    """What a session keeps (`Isolation.kept`): it ends with the session."""

    def close(self) -> None:
        """End it."""
        ...


C = TypeVar("C", bound=Closable)

SERVER_ID = 65533  # the warm server's own uid and gid: no process or file of a run's is its
WORKDIR = "/box"  # the program's working directory: empty and writable
ENVIRONMENT = program_environment(WORKDIR)
"""Exactly what an isolated program finds in its environment (judge.run.execution.environment)."""

SYSTEM_FILES = ("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives")
DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom")
DEVICE_LINKS = (
    ("/proc/self/fd", "/dev/fd"),
    ("/proc/self/fd/0", "/dev/stdin"),
    ("/proc/self/fd/1", "/dev/stdout"),
    ("/proc/self/fd/2", "/dev/stderr"),
)
NAMESPACES = ("mount", "pid", "network", "ipc", "uts", "cgroup")


class Isolation:
    """A session of isolated runs: checks the machine once, then makes boxes (`box`), runs
    programs isolated (`execute`: once, in a box of their own) and keeps what lives as long as
    it does (`kept`: the boxes of jury programs).

    `private` are paths no isolated program may see even where an exposed tree contains them
    (the problem set, the judge's cache). Safe to use from several threads; `close` (or the
    end of a `with` block) releases its cgroups and namespaces.
    """

    def __init__(self, helper: Path, private: Sequence[Path] = ()) -> None:
        self.helper = helper
        self.private = [Path(p).resolve() for p in private]
        self._probed = check_machine(helper)
        self._cgroups = CgroupSession(find_hierarchy())
        self._root = tempfile.mkdtemp(prefix="judge-root-")  # where each box mounts its root
        self._lock = threading.Lock()
        self._idle_netns: list[int] = []
        self._all_netns: list[int] = []
        self._system = system_options()  # the same for every run: looked up once
        self._kept: dict[str, Closable] = {}

    def warm_problem(self) -> str | None:
        """Why warm servers cannot run in boxes here (one plain message), or None."""
        return warm_problem(self._probed)

    # -------------------------------------------------------------- boxes

    def box(
        self,
        folders: Sequence[Path],
        files: Sequence[Path],
        limits: Limits,
        *,
        writable: Path | None = None,
        warm: tuple[str, Path] | None = None,
        place: tuple[str, int, int] | None = None,
    ) -> Box:
        """A box for a program that sees `folders` and `files` read-only besides the system
        (the files at `INSIDE`/name: `inside_paths`); `writable` (a host folder) is its
        working directory instead of a new tmpfs per run. The writable places are sized for
        `limits` (its runs' own limits may differ in time only, and for a warm box in memory
        only). With `warm` = (interpreter, a Python program among `files`), the box keeps a
        warm server of that program, with the stack limit of `limits`. With `place` = (path
        inside, bytes, inodes), it keeps a place of the judge's there (`Box.place`): at
        `WORKDIR`, the runs' working directory is that place, kept, rather than a new tmpfs."""
        inside = inside_paths(files)
        options = self.options(folders, inside, limits, writable, place)
        netns = self._acquire_netns()
        try:
            cgroups = self._cgroups.box(warm=warm is not None)
        except BaseException:
            self._release_netns(netns)
            raise
        server = None
        if warm is not None:
            interpreter, program = warm
            # The server finds the case cgroup's files at 3, 4, ... and its script after them.
            joins = range(3, 3 + len(cgroups.join_files))
            command = [
                interpreter,
                f"/proc/self/fd/{3 + len(cgroups.join_files)}",
                # The program itself, or its file in its own folder (a folder program's).
                inside_word(str(program), inside),
                "--isolated",
                f"{SERVER_ID}:{SERVER_ID}:{SANDBOX_ID}:{SANDBOX_ID}",
                ",".join(map(str, joins)),
                WORKDIR,
                # Its environment, which the loader trims: it is exec'd with a real uid other
                # than its effective one, a secure execution (AT_SECURE).
                *(f"{name.decode()}={value.decode()}" for name, value in ENVIRONMENT.items()),
            ]
            options = ["-U", f"{SERVER_ID}:{SERVER_ID}", *options]
            server = WarmServerSpec(command, WARM_SERVER, stack_only(limits.stack))
        return Box(
            self.helper,
            options,
            cgroups,
            netns=netns,
            env=ENVIRONMENT,
            workdir=WORKDIR,
            warm=server,
            on_close=lambda: self._release_netns(netns),
        )

    def execute(
        self,
        argv: list[str],
        folders: Sequence[Path],
        files: Sequence[Path],
        limits: Limits,
        streams: Streams,
        *,
        writable: Path | None = None,
    ) -> Execution:
        """Run `argv` once on `streams`, isolated, in a box of its own (see `box`; the files'
        paths in `argv` are replaced by where they appear inside). The measurements are the
        cgroup's: CPU time and peak memory of the whole tree."""
        inside = inside_paths(files)
        with self.box(folders, files, limits, writable=writable) as box:
            return box.run(
                inside_command(argv, inside),
                limits,
                stdin=streams.stdin,
                stdout=streams.stdout,
                stderr=streams.stderr,
            )

    def options(
        self,
        folders: Sequence[Path],
        files: dict[str, str],
        limits: Limits,
        writable: Path | None = None,
        place: tuple[str, int, int] | None = None,
    ) -> list[str]:
        """The helper's options building the private root, in order: system, the program's
        folders, hiding the private paths, the program's files (host path -> path inside),
        writable places (new for each run), the kept place, devices, /proc; then the
        isolation itself and the identity."""
        options = ["-I", "-R", self._root, "-u", f"{SANDBOX_ID}:{SANDBOX_ID}", *self._system]
        # A folder inside a writable place (an interpreter in a virtual environment under
        # /tmp) is bound after that place's tmpfs is mounted, or the tmpfs would hide it.
        places = [Path(p) for p in (WORKDIR, "/tmp", "/dev/shm")]
        late = [f for f in folders if is_within(Path(f), places)]
        for folder in folders:
            if folder not in late:
                options += ["-b", str(folder)]
        # After every folder (one may contain a private path), before the files (one may lie
        # inside a private path: the reference solution in the problem set).
        for path in self.private:
            options += ["-H", str(path)]
        for host, inner in files.items():
            options += ["-f", host, inner]
        if writable is not None:
            options += ["-B", str(writable), WORKDIR]
        elif place is not None and place[0] == WORKDIR:
            pass  # the kept place is the working directory (judge.run.file_io's problems)
        else:
            options += ["-t", WORKDIR, str(limits.tmpfs_size), str(limits.tmpfs_inodes)]
        for writable_place in ("/tmp", "/dev/shm"):
            options += ["-t", writable_place, str(limits.tmpfs_size), str(limits.tmpfs_inodes)]
        if place is not None:
            inner, size, inodes = place
            options += ["-F", inner, str(size), str(inodes)]
        for folder in late:
            options += ["-b", str(folder)]
        if late:  # a private path may lie inside one of them too
            for path in self.private:
                options += ["-H", str(path)]
        options += [x for d in DEVICES if os.path.exists(d) for x in ("-d", d)]
        for target, link in DEVICE_LINKS:
            options += ["-s", target, link]
        options += ["-p", "/proc"]
        return options

    def kept(self, kind: str, make: Callable[[], C]) -> C:
        """What the session keeps under the name `kind` (made by `make` the first time asked:
        the boxes of jury programs, judge.run.isolation.workspace), closed with the session."""
        with self._lock:
            found = self._kept.get(kind)
            if found is None:
                found = self._kept[kind] = make()
            return cast(C, found)  # one kind, one type: its maker's

    # -------------------------------------------------------------- network namespaces

    def _acquire_netns(self) -> int:
        with self._lock:
            if self._idle_netns:
                return self._idle_netns.pop()
        fd = network_namespace(self.helper)
        with self._lock:
            self._all_netns.append(fd)
        return fd

    def _release_netns(self, fd: int) -> None:
        with self._lock:
            self._idle_netns.append(fd)

    def close(self) -> None:
        """End the jury programs' boxes, remove the session's cgroups and let go of its
        network namespaces."""
        with self._lock:
            kept, self._kept = list(self._kept.values()), {}
        for item in kept:
            item.close()
        self._cgroups.close()
        with self._lock:
            fds, self._all_netns, self._idle_netns = self._all_netns, [], []
        for fd in fds:
            os.close(fd)
        shutil.rmtree(self._root, ignore_errors=True)

    def __enter__(self) -> Isolation:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def system_options() -> list[str]:
    """The helper's mount steps for the system: its folders read-only (or, where they are
    symbolic links as on merged-/usr systems, the same links), and the loader's files."""
    options: list[str] = []
    for folder in SYSTEM_DIRS:
        if os.path.islink(folder):
            options += ["-s", os.readlink(folder), folder]
        elif os.path.isdir(folder):
            options += ["-b", folder]
    return options + [x for f in SYSTEM_FILES if os.path.exists(f) for x in ("-b", f)]


def check_machine(helper: Path) -> dict[str, int]:
    """JudgeError, one plain message naming what is missing and how to get it, unless this
    machine and user allow every layer of isolation (the cgroups are checked when the
    session makes them); else what the helper's probe found (`probe_namespaces`)."""
    if os.geteuid() != 0:
        raise JudgeError(
            "--isolate needs root: it mounts each run's private file system, "
            "makes its cgroups and runs the program as an unprivileged user "
            f"(uid {SANDBOX_ID}). Run judge as root (e.g. with sudo)."
        )
    found = probe_namespaces(helper)
    missing = [
        f"{kind} ({os.strerror(found[kind]) if found.get(kind, -1) > 0 else 'unknown'})"
        for kind in NAMESPACES
        if found.get(kind) != 0
    ]
    if missing:
        raise JudgeError(
            "--isolate needs Linux namespaces this machine refuses: "
            f"{', '.join(missing)}. Enable them (a kernel with CONFIG_NAMESPACES "
            "and the *_NS options; in a container, allow unshare, e.g. docker "
            "--privileged or a seccomp profile permitting it)."
        )
    return found


NS_LAST_PID = Path("/proc/sys/kernel/ns_last_pid")


def warm_problem(probed: dict[str, int]) -> str | None:
    """Why a box cannot keep a warm server on this machine, given the helper's probe, or None.
    It needs to set its pid namespace's counter back before each run (ns_last_pid: a kernel
    with CONFIG_CHECKPOINT_RESTORE) and to look for POSIX message queues a run left (a
    detached mqueue mount: fsopen, Linux 5.2+; a kernel without POSIX message queues has none
    to leave)."""
    if not NS_LAST_PID.exists():
        return (
            f"warm runs in the sandbox need {NS_LAST_PID} (a kernel with "
            "CONFIG_CHECKPOINT_RESTORE), to start each run as pid 2"
        )
    code = probed.get("mqueue", -1)
    if code not in (0, errno.ENODEV):
        reason = os.strerror(code) if code > 0 else "not probed"
        return (
            "warm runs in the sandbox need a detached mount of the POSIX message queues "
            f"(fsopen, Linux 5.2+), to see what a run left there: {reason}"
        )
    return None


def unavailable(helper: Path) -> str | None:
    """Why isolated runs cannot happen on this machine (one plain message saying what is
    missing and how to enable it), or None when they can: a session is made and released."""
    try:
        Isolation(helper).close()
    except JudgeError as exc:
        return str(exc)
    return None
