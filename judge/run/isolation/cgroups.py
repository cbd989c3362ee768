"""Control groups for isolated runs: the kernel's limits on each run's whole process tree.

Each box (judge.run.isolation.box: one program's sandbox, running its cases one at a time) has a case
cgroup (in every hierarchy that matters) under a session folder of this judge process. Every
run of the box joins it: the run's first process writes "0" into its `tasks` files (cgroup v1:
moving one thread of one's own skips the kernel's global threadgroup lock, whose write side
waits for an RCU grace period, 5-15 ms here, where moving a whole process by cgroup.procs does
not) or its cgroup.procs (v2). Before each run the judge sets it up for that run (`prepare`):
the memory limit (no swap), the process limit, and its memory counters set back or read as a
baseline; after the run it reads whether the memory limit was reached against that baseline
(`limit_hit`). The CPU time of the whole tree is the helper's: it reads the case cgroup's
usage as the run starts, watches it for the kill rule and reports the increase at the end,
one baseline for the kill and the verdict. The memory a run is judged by is not the cgroup's
either: it is the largest process's peak resident size, the helper's, as in a plain run, so
that a memory figure never depends on the mode (DESIGN, Memory and MLE); the cgroup limits
the whole tree. Nothing of the run is left in it (the box kills what remains and removes the
run's writable places), but pages it was first to read from files stay charged to it: they are
the `leftover` of the next run's baseline, not taken from its limit, as they would not be in a
new cgroup. A box of a warm server also has a `warm` cgroup for the server itself, which is never
a run's: the server's cgroup namespace is rooted at the case cgroup, so each run sees its
cgroup as "/".

Two layouts:

- cgroup v2 (the unified hierarchy, what current distributions use): one folder with
  `memory.max`, `memory.swap.max` = 0, `memory.oom.group` = 1 (an out-of-memory kill takes
  the whole tree), `pids.max`; measured by `cpu.stat` (usage_usec, the helper's), and the limit
  seen reached by `memory.events` (max, oom, oom_kill) or, where it is set back per run (kernels
  6.12+), `memory.peak` at the limit; emptied by `cgroup.kill` (5.14+) or by killing each
  process.
- cgroup v1 (separate hierarchies; "hybrid" machines mount v1 controllers beside an empty v2):
  folders in `memory` (`memory.limit_in_bytes`, `memory.memsw.limit_in_bytes` when swap is
  accounted, `memory.swappiness` = 0), `pids` (`pids.max`) and `cpuacct`; measured by
  `cpuacct.usage` (ns, the helper's), and the limit seen reached by `memory.failcnt`,
  `memory.max_usage_in_bytes` at the limit (both set back per run) or `memory.oom_control`'s
  oom_kill.

Where the session folder goes: v2 under the hierarchy's root, v1 under the cgroup this judge
is in (each controller's own); in either case a folder judge can write, otherwise isolation
is refused with a message saying what is missing. Leftovers of judge processes that died (in
the same pid namespace) are removed when the next session opens.
"""

from __future__ import annotations

import errno
import itertools
import os
import secrets
import signal
import time
from dataclasses import dataclass, replace
from pathlib import Path

from judge.errors import JudgeError

V1_CONTROLLERS = ("memory", "pids", "cpuacct")
V2_CONTROLLERS = ("memory", "pids")
SESSION_PREFIX = "judge-"


@dataclass(frozen=True)
class Baseline:
    """A box's case cgroup as a run starts: what that run's usage is measured against."""

    limit: int  # bytes: the run's own memory limit
    leftover: int  # bytes still charged from earlier runs (pages of files they read first)
    events: dict[str, int]  # limit events already counted (v2 memory.events, v1 oom_kill)


@dataclass(frozen=True)
class Hierarchy:
    """Where this machine's cgroups are, for judge: the version, and for each controller the
    folder in which judge makes its session folder."""

    version: int  # 1 or 2
    bases: dict[str, Path]  # controller -> folder (v2: one folder under the name "unified")
    peak_file: bool = True  # v2: memory.peak exists (kernel 5.19+)
    kill_file: bool = True  # v2: cgroup.kill exists (kernel 5.14+)
    peak_reset: bool = True  # v2: memory.peak can be set back (kernel 6.12+)
    swap: bool = False  # v1: memory.memsw.* exists (swap accounted)


# ------------------------------------------------------------------ finding the hierarchy


def _mounts(mountinfo: str) -> list[tuple[str, str, set[str]]]:
    """(mount point, file system type, super options) of each cgroup mount."""
    found = []
    for line in mountinfo.splitlines():
        left, _, right = line.partition(" - ")
        fields, rest = left.split(), right.split()
        if len(fields) < 5 or len(rest) < 3 or rest[0] not in ("cgroup", "cgroup2"):
            continue
        point = fields[4].replace("\\040", " ")
        found.append((point, rest[0], set(rest[2].split(","))))
    return found


def _own_paths(proc_cgroup: str) -> dict[str, str]:
    """controller -> this process's cgroup path (v2 under the name "unified")."""
    paths = {}
    for line in proc_cgroup.splitlines():
        number, controllers, path = line.split(":", 2)
        if number == "0" and controllers == "":
            paths["unified"] = path
        for name in controllers.split(","):
            if name:
                paths[name] = path
    return paths


def find_hierarchy(mountinfo: str | None = None, proc_cgroup: str | None = None) -> Hierarchy:
    """This machine's cgroups, as judge can use them; JudgeError naming what is missing.

    v2 is used when its hierarchy has the memory and pids controllers, else v1 when its memory,
    pids and cpuacct hierarchies are mounted. The arguments are for tests (default: this
    process's /proc/self/mountinfo and /proc/self/cgroup)."""
    mountinfo = Path("/proc/self/mountinfo").read_text() if mountinfo is None else mountinfo
    proc_cgroup = Path("/proc/self/cgroup").read_text() if proc_cgroup is None else proc_cgroup
    mounts = _mounts(mountinfo)
    own = _own_paths(proc_cgroup)
    problems = []
    for point, kind, _ in mounts:
        if kind != "cgroup2":
            continue
        root = Path(point)
        try:
            available = set((root / "cgroup.controllers").read_text().split())
        except OSError:
            continue
        missing = [c for c in V2_CONTROLLERS if c not in available]
        if missing:
            problems.append(
                f"the cgroup v2 hierarchy at {point} lacks the {', '.join(missing)} controller(s)"
            )
            continue
        return Hierarchy(2, {"unified": root}, peak_file=True, kill_file=True)
    bases: dict[str, Path] = {}
    for controller in V1_CONTROLLERS:
        points = [p for p, kind, options in mounts if kind == "cgroup" and controller in options]
        if not points:
            problems.append(f"no cgroup v1 hierarchy has the {controller} controller")
            continue
        path = own.get(controller, "/").lstrip("/")
        bases[controller] = Path(points[0]) / path if path else Path(points[0])
    if len(bases) == len(V1_CONTROLLERS):
        swap = (bases["memory"] / "memory.memsw.limit_in_bytes").exists()
        return Hierarchy(1, bases, swap=swap)
    raise JudgeError(
        "--isolate needs cgroups with the memory and pids controllers (and "
        "cpuacct on cgroup v1), and this machine has none usable: "
        + "; ".join(problems or ["no cgroup file system is mounted"])
        + ". Mount them (e.g. boot with systemd's unified hierarchy, or mount "
        "cgroup2 on /sys/fs/cgroup) and run judge as root."
    )


# ------------------------------------------------------------------ one case


def _make(folder: Path) -> None:
    """Make a cgroup (the kernel fills it with its interface files). Tests replace this to
    lay out a fake hierarchy."""
    os.mkdir(folder)


def _unmake(folder: Path) -> None:
    """Remove an empty cgroup (its interface files go with it). Replaced by tests too."""
    os.rmdir(folder)


# Plain system calls: a run sets up and reads about a dozen of these small files, and Python's
# file objects cost several times as much.
def _write(path: Path, value: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_TRUNC | os.O_CLOEXEC)
    try:
        os.write(fd, value.encode())
    finally:
        os.close(fd)


def _read(path: Path) -> str:
    fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    try:
        chunks = []
        while chunk := os.read(fd, 65536):
            chunks.append(chunk)
        return b"".join(chunks).decode()
    finally:
        os.close(fd)


def _keyed(text: str) -> dict[str, int]:
    """`key value` lines (cpu.stat, memory.events) as a dict."""
    found = {}
    for line in text.splitlines():
        key, _, value = line.partition(" ")
        if value.strip().lstrip("-").isdigit():
            found[key] = int(value)
    return found


def _kill_members(folder: Path) -> None:
    """SIGKILL every process still in the cgroup `folder`, until it is empty."""
    for _ in range(1000):
        try:
            pids = [int(p) for p in _read(folder / "cgroup.procs").split()]
        except OSError:
            return
        if not pids:
            return
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.001)


def _remove(folder: Path) -> None:
    """rmdir a cgroup, retrying while its last processes finish exiting."""
    for attempt in range(200):
        try:
            _unmake(folder)
            return
        except FileNotFoundError:
            return
        except OSError as exc:
            if exc.errno != errno.EBUSY:
                raise
            _kill_members(folder)
            time.sleep(0.001 * min(attempt + 1, 10))


class BoxCgroups:
    """The cgroups of one box: `case`, which each of its runs joins, one at a time, and `warm`,
    the warm server's own (empty for a box without one); each maps a controller (v2:
    "unified") to the folder."""

    def __init__(self, hierarchy: Hierarchy, case: dict[str, Path], warm: dict[str, Path]) -> None:
        self.hierarchy, self.case, self.warm = hierarchy, case, warm
        self._processes = 0
        self._peak: int | None = None  # v2: memory.peak held open, set back per run
        if hierarchy.version == 2 and hierarchy.peak_file:
            self._peak = _open_peak(case["unified"] / "memory.peak")
            if self._peak is None:
                self.hierarchy = replace(hierarchy, peak_reset=False)

    def _joins(self, folders: dict[str, Path]) -> list[Path]:
        # v1: the `tasks` files, each written "0" by the joining thread itself (single-threaded
        # at that moment): no global lock, no RCU grace period.
        name = "cgroup.procs" if self.hierarchy.version == 2 else "tasks"
        return [folder / name for folder in folders.values()]

    @property
    def join_files(self) -> list[Path]:
        """The files a run's first process writes "0" to, to join the case cgroup."""
        return self._joins(self.case)

    @property
    def warm_join_files(self) -> list[Path]:
        """The files the warm server writes "0" to, to join its own cgroup."""
        return self._joins(self.warm)

    @property
    def procs_file(self) -> Path:
        """The case cgroup's member list (the same processes in every v1 hierarchy)."""
        return self.case["unified" if self.hierarchy.version == 2 else "memory"] / "cgroup.procs"

    @property
    def cpu_file(self) -> Path:
        """The file with the tree's CPU time, for the helper's kill rule."""
        if self.hierarchy.version == 2:
            return self.case["unified"] / "cpu.stat"
        return self.case["cpuacct"] / "cpuacct.usage"

    def prepare(self, memory: int, processes: int) -> Baseline:
        """Set the case cgroup up for the next run: at most `memory` bytes of its own (no
        swap) and `processes` tasks; its counters set back or read as the run's baseline."""
        try:
            if self.hierarchy.version == 2:
                return self._prepare_v2(memory, processes)
            return self._prepare_v1(memory, processes)
        except OSError as exc:
            raise JudgeError(
                f"cannot set up a cgroup for an isolated run ({exc.filename}): {exc.strerror}"
            ) from None

    def _set_processes(self, folder: Path, processes: int) -> None:
        if processes != self._processes:
            _write(folder / "pids.max", str(processes))
            self._processes = processes

    def _prepare_v2(self, memory: int, processes: int) -> Baseline:
        folder = self.case["unified"]
        leftover = int(_read(folder / "memory.current").split()[0])
        _write(folder / "memory.max", str(memory + leftover))
        self._set_processes(folder, processes)
        if self._peak is not None:
            os.pwrite(self._peak, b"reset\n", 0)
        return Baseline(memory, leftover, _keyed(_read(folder / "memory.events")))

    def _prepare_v1(self, memory: int, processes: int) -> Baseline:
        folder = self.case["memory"]
        leftover = int(_read(folder / "memory.usage_in_bytes").split()[0])
        limit = memory + leftover
        names = ["memory.limit_in_bytes"]
        if self.hierarchy.swap:
            names.append("memory.memsw.limit_in_bytes")
        # The memory limit may never exceed memory+swap's: raise that one first, lower it last.
        if limit > int(_read(folder / "memory.limit_in_bytes").split()[0]):
            names.reverse()
        for name in names:
            _write(folder / name, str(limit))
        counters = ["memory.max_usage_in_bytes", "memory.failcnt"]
        if self.hierarchy.swap:
            counters += ["memory.memsw.max_usage_in_bytes", "memory.memsw.failcnt"]
        for name in counters:  # "0" sets a peak back to the usage now, a count to 0
            _write(folder / name, "0")
        self._set_processes(self.case["pids"], processes)
        oom = _keyed(_read(folder / "memory.oom_control")).get("oom_kill", 0)
        return Baseline(memory, leftover, {"oom_kill": oom})

    def limit_hit(self, baseline: Baseline) -> bool:
        """Whether the run reached its memory limit since `baseline`, as the kernel counted it
        for the whole tree (the memory reported is the largest process's peak resident size,
        the helper's: the cgroup limits the tree, it does not measure the run)."""
        if self.hierarchy.version == 2:
            folder = self.case["unified"]
            events = _keyed(_read(folder / "memory.events"))
            if any(
                events.get(k, 0) > baseline.events.get(k, 0) for k in ("max", "oom", "oom_kill")
            ):
                return True
            if self._peak is None:  # no peak of this run's own: the events say it
                return False
            return int(os.pread(self._peak, 64, 0).split()[0]) - baseline.leftover >= baseline.limit
        # v1: the failure counters (which some kernels leave at 0), the OOM kills, or a peak
        # that reached the limit: each means the limit was hit.
        memory = self.case["memory"]
        peak = int(_read(memory / "memory.max_usage_in_bytes").split()[0]) - baseline.leftover
        oom = _keyed(_read(memory / "memory.oom_control")).get("oom_kill", 0)
        hit = (
            int(_read(memory / "memory.failcnt").split()[0]) > 0
            or oom > baseline.events.get("oom_kill", 0)
            or peak >= baseline.limit
        )
        if self.hierarchy.swap:
            hit = hit or int(_read(memory / "memory.memsw.failcnt").split()[0]) > 0
        return hit

    def remove(self) -> None:
        """Kill whatever is left in them and delete them."""
        if self._peak is not None:
            os.close(self._peak)
            self._peak = None
        for folders in (self.case, self.warm):
            if self.hierarchy.version == 2 and self.hierarchy.kill_file and folders:
                try:
                    _write(folders["unified"] / "cgroup.kill", "1")
                except OSError:
                    pass
            for folder in folders.values():
                _remove(folder)
        for folder in {folder.parent for folder in self.case.values()}:
            _remove(folder)


def _open_peak(path: Path) -> int | None:
    """memory.peak open for reading and writing, if this kernel lets a run's peak be set back
    (6.12+: writing resets it for reads through the same descriptor); else None."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        os.pwrite(fd, b"reset\n", 0)
    except OSError:
        os.close(fd)
        return None
    return fd


# ------------------------------------------------------------------ a session


class CgroupSession:
    """The session folder(s) of one judge process, and the cases' cgroups in it.

    Safe to use from several threads. `close` removes the session folders."""

    def __init__(self, hierarchy: Hierarchy) -> None:
        self.hierarchy = hierarchy
        self._numbers = itertools.count(1)  # next() on it is atomic: threads get distinct names
        name = f"{SESSION_PREFIX}{_pid_namespace()}-{os.getpid()}-{secrets.token_hex(4)}"
        self.folders: dict[str, Path] = {}
        try:
            for controller, base in hierarchy.bases.items():
                _remove_stale(base)
                if hierarchy.version == 2:
                    _enable(base)
                folder = base / name
                _make(folder)
                self.folders[controller] = folder
                if hierarchy.version == 2:
                    _enable(folder)
                    # Which interface files this kernel has, seen in a non-root cgroup.
                    self.hierarchy = replace(
                        hierarchy,
                        peak_file=(folder / "memory.peak").exists(),
                        kill_file=(folder / "cgroup.kill").exists(),
                    )
        except OSError as exc:
            self.close()
            where = exc.filename or next(iter(hierarchy.bases.values()))
            raise JudgeError(
                f"--isolate needs to make cgroups, and {where} refused: "
                f"{exc.strerror}. Run judge as root (or give it a delegated "
                "cgroup v2 subtree, e.g. systemd-run -p Delegate=yes)."
            ) from None

    def box(self, warm: bool = False) -> BoxCgroups:
        """The cgroups of a new box: its case cgroup, and the warm server's when `warm`."""
        name = f"b{next(self._numbers)}"
        made: list[Path] = []
        try:
            boxes = {}
            for controller, parent in self.folders.items():
                _make(parent / name)
                made.append(parent / name)
                boxes[controller] = parent / name
                if self.hierarchy.version == 2:
                    _enable(parent / name)
            case, own = {}, {}
            for controller, folder in boxes.items():
                _make(folder / "case")
                made.append(folder / "case")
                case[controller] = folder / "case"
                if warm:
                    _make(folder / "warm")
                    made.append(folder / "warm")
                    own[controller] = folder / "warm"
            if self.hierarchy.version == 2:
                folder = case["unified"]
                if (folder / "memory.swap.max").exists():
                    _write(folder / "memory.swap.max", "0")
                if (folder / "memory.oom.group").exists():
                    _write(folder / "memory.oom.group", "1")
            else:
                try:
                    _write(case["memory"] / "memory.swappiness", "0")
                except OSError:
                    pass
            return BoxCgroups(self.hierarchy, case, own)
        except OSError as exc:
            for folder in reversed(made):
                try:
                    _remove(folder)
                except OSError:
                    pass
            raise JudgeError(
                f"cannot set up a cgroup for an isolated run ({exc.filename}): {exc.strerror}"
            ) from None

    def close(self) -> None:
        """Remove the session folders (and any case cgroup left in them)."""
        for folder in self.folders.values():
            _remove_tree(folder)
        self.folders = {}


def _enable(folder: Path) -> None:
    """v2: let the children of `folder` have the memory and pids controllers."""
    control = folder / "cgroup.subtree_control"
    enabled = set(_read(control).split())
    wanted = [c for c in V2_CONTROLLERS if c not in enabled]
    if wanted:
        _write(control, " ".join(f"+{c}" for c in wanted))


def _remove_tree(folder: Path, kill: bool = True) -> None:
    """Remove a cgroup folder and the cgroups in it, deepest first; with `kill`, whatever
    runs in them is killed first, else busy cgroups are left alone."""
    try:
        children = [Path(entry.path) for entry in os.scandir(folder) if entry.is_dir()]
    except OSError:
        return
    for child in children:
        _remove_tree(child, kill)
    try:
        if kill:
            _remove(folder)
        else:
            _unmake(folder)
    except OSError:
        pass


def _pid_namespace() -> int:
    """This process's pid namespace (its inode number): pids mean something only within it."""
    try:
        return os.stat("/proc/self/ns/pid").st_ino
    except OSError:
        return 0


def _remove_stale(base: Path) -> None:
    """Remove the (empty) session folders of judge processes of our pid namespace that are
    gone: `judge-NAMESPACE-PID-TOKEN`. Those of other namespaces are not ours to judge."""
    try:
        entries = [e for e in os.scandir(base) if e.is_dir() and e.name.startswith(SESSION_PREFIX)]
    except OSError:
        return
    namespace = str(_pid_namespace())
    for entry in entries:
        parts = entry.name[len(SESSION_PREFIX) :].split("-")
        if (
            len(parts) == 3
            and parts[0] == namespace
            and parts[1].isdigit()
            and not os.path.exists(f"/proc/{parts[1]}")
        ):
            _remove_tree(Path(entry.path), kill=False)
