"""Isolated runs (`judge run --isolate`): what an untrusted program may see and use.

The policy lives here; the sandbox helper (sandbox.c) carries it out, given numbers and paths
only. Each isolated case runs

- in new mount, pid, ipc and uts namespaces of its own, and a network namespace with nothing
  in it but a loopback device that is down (one per concurrent run slot, reused: making one
  costs ~4 ms, and nothing a run does outlives its processes in it: it holds no privilege
  there to change its configuration);
- under a small init (pid 1) whose exit kills everything left in the pid namespace;
- in a private root (a tmpfs, read-only) holding only: the system directories read-only
  (`SYSTEM_DIRS`, a few files of /etc for the dynamic loader), the interpreter's installation
  read-only for Python, the program's own files read-only (the source, the binary, the files
  a --cmd names), a writable working directory `WORKDIR`, `/tmp` and `/dev/shm` (each a tmpfs
  of bounded size and file count, their pages charged to the run's memory cgroup), a few
  device nodes, and its own /proc. Private paths (the problem set, the judge's cache) are
  hidden under empty read-only folders wherever an exposed tree would contain them;
- as an unprivileged user (uid and gid `SANDBOX_ID`, no supplementary groups, no capabilities,
  no_new_privs: setuid files and file capabilities give nothing);
- with the environment `ENVIRONMENT` and nothing else;
- in a new cgroup of its own (judge.run.cgroups): the memory limit (no swap), a process limit,
  and the kernel's account of CPU time and peak memory of the whole tree.

C and C++ solutions are compiled the same way (judge.run.program): the compiler sees the
system, the one source file and an empty writable folder for the binary. What each kind of
program needs to see of its own is judge.run.program's `exposed_paths`.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from judge.errors import JudgeError
from judge.run.cgroups import CgroupSession, find_hierarchy
from judge.run.limits import Limits
from judge.run.sandbox import (
    Capture,
    Execution,
    Stream,
    network_namespace,
    probe_namespaces,
    spawn,
    wait,
)

SANDBOX_ID = 65534  # "nobody": the uid and gid of isolated programs
WORKDIR = "/box"  # the program's working directory: empty and writable
INSIDE = "/judge"  # where the program's own files (source, binary) appear, read-only
ENVIRONMENT = {
    b"PATH": b"/usr/local/bin:/usr/bin:/bin",
    b"HOME": WORKDIR.encode(),
    b"TMPDIR": b"/tmp",
    b"LANG": b"C.UTF-8",
}
"""Exactly what an isolated program finds in its environment."""

SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
SYSTEM_FILES = ("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives")
DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom")
DEVICE_LINKS = (
    ("/proc/self/fd", "/dev/fd"),
    ("/proc/self/fd/0", "/dev/stdin"),
    ("/proc/self/fd/1", "/dev/stdout"),
    ("/proc/self/fd/2", "/dev/stderr"),
)
NAMESPACES = ("mount", "pid", "network", "ipc", "uts", "cgroup")


def _inside(path: Path, folders: Sequence[Path]) -> bool:
    return any(path == folder or path.is_relative_to(folder) for folder in folders)


def python_installation() -> list[Path]:
    """The folders of the interpreter running judge that a Python program needs: its prefixes
    (a virtual environment's and its base interpreter's), outside the system folders."""
    system = [Path(d) for d in SYSTEM_DIRS]
    found: list[Path] = []
    for prefix in {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}:
        path = Path(prefix)
        if path != Path("/") and not _inside(path, system) and path not in found:
            found.append(path)
    return sorted(found)


def inside_paths(files: Sequence[Path]) -> dict[str, str]:
    """Where each of the program's own files appears inside: `INSIDE`/its name (a number
    in between when names repeat). A fixed place, not the host's path, so nothing of the
    host's layout shows, and /tmp stays the program's own."""
    inside: dict[str, str] = {}
    for index, file in enumerate(files):
        name = f"{INSIDE}/{file.name}"
        if name in inside.values():
            name = f"{INSIDE}/{index}/{file.name}"
        inside[str(file)] = name
    return inside


class Isolation:
    """A session of isolated runs: checks the machine once, then runs programs isolated.

    `private` are paths no isolated program may see even where an exposed tree contains them
    (the problem set, the judge's cache). Safe to use from several threads; `close` (or the
    end of a `with` block) releases its cgroups and namespaces.
    """

    def __init__(self, helper: Path, private: Sequence[Path] = ()) -> None:
        self.helper = helper
        self.private = [Path(p).resolve() for p in private]
        check_machine(helper)
        self._cgroups = CgroupSession(find_hierarchy())
        self._root = tempfile.mkdtemp(prefix="judge-root-")  # where each run mounts its root
        self._lock = threading.Lock()
        self._idle_netns: list[int] = []
        self._all_netns: list[int] = []
        self._system = system_options()  # the same for every run: looked up once

    # -------------------------------------------------------------- running

    def execute(
        self,
        argv: list[str],
        folders: Sequence[Path],
        files: Sequence[Path],
        limits: Limits,
        *,
        stdin: Stream,
        stdout: Capture | Stream,
        stderr: Capture | Stream,
        writable: Path | None = None,
    ) -> Execution:
        """Run `argv` isolated, seeing `folders` and `files` read-only besides the system
        (the files at `INSIDE`/name, their paths in `argv` replaced); `writable` (a host
        folder) is its working directory instead of an empty tmpfs. The measurements are the
        cgroup's: CPU time and peak memory of the whole tree."""
        captures = [s for s in (stdout, stderr) if isinstance(s, Capture)]
        inside = inside_paths(files)
        argv = [inside.get(word, word) for word in argv]
        netns = self._acquire_netns()
        cgroup = self._cgroups.case(limits.memory, limits.processes)
        try:
            options = self.options(folders, inside, limits, writable)
            for procs in cgroup.procs:
                options += ["-c", str(procs)]
            options += ["-C", str(cgroup.cpu_file)]
            if cgroup.sample_file is not None:
                options += ["-M", str(cgroup.sample_file)]
            spawned = spawn(
                argv,
                limits.rlimits(isolated=True),
                wall=limits.wall,
                cpu_kill=limits.cpu_kill,
                stdin=stdin,
                stdout=stdout.writer if isinstance(stdout, Capture) else stdout,
                stderr=stderr.writer if isinstance(stderr, Capture) else stderr,
                cwd=WORKDIR,
                helper=self.helper,
                env=ENVIRONMENT,
                isolation=options,
                netns=netns,
            )
            for capture in captures:
                capture.close_writer()
            execution = wait(spawned, argv[0], limits.wall + 10, captures)
            usage = cgroup.usage(execution.sampled_peak)
        finally:
            cgroup.remove()
            self._release_netns(netns)
        return replace(
            execution, cpu_time=usage.cpu_time, memory=usage.peak, memory_limit_hit=usage.limit_hit
        )

    def options(
        self,
        folders: Sequence[Path],
        files: dict[str, str],
        limits: Limits,
        writable: Path | None = None,
    ) -> list[str]:
        """The helper's options building the private root, in order: system, the program's
        folders, hiding the private paths, the program's files (host path -> path inside),
        writable places, devices, /proc; then the isolation itself and the identity."""
        options = ["-I", "-R", self._root, "-u", f"{SANDBOX_ID}:{SANDBOX_ID}", *self._system]
        # A folder inside a writable place (an interpreter in a virtual environment under
        # /tmp) is bound after that place's tmpfs is mounted, or the tmpfs would hide it.
        places = [Path(p) for p in (WORKDIR, "/tmp", "/dev/shm")]
        late = [f for f in folders if _inside(Path(f), places)]
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
        else:
            options += ["-t", WORKDIR, str(limits.tmpfs_size), str(limits.tmpfs_inodes)]
        for place in ("/tmp", "/dev/shm"):
            options += ["-t", place, str(limits.tmpfs_size), str(limits.tmpfs_inodes)]
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
        """Remove the session's cgroups and let go of its network namespaces."""
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


def check_machine(helper: Path) -> None:
    """JudgeError, one plain message naming what is missing and how to get it, unless this
    machine and user allow every layer of isolation (the cgroups are checked when the
    session makes them)."""
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


def unavailable(helper: Path) -> str | None:
    """Why isolated runs cannot happen on this machine (one plain message saying what is
    missing and how to enable it), or None when they can: a session is made and released."""
    try:
        Isolation(helper).close()
    except JudgeError as exc:
        return str(exc)
    return None
