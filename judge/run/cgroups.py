"""Control groups for isolated runs: one per case, the kernel's account of the whole tree.

Each isolated case gets a new cgroup (in every hierarchy that matters) under a session folder
of this judge process, with the memory limit, no swap and a process limit, and the program
joins it before it starts (the helper writes it into each `cgroup.procs` given). After the
run the judge reads the CPU time of the whole tree, its peak memory, and whether the memory
limit was reached; then the cgroup is emptied (nothing may survive) and removed. A new cgroup
per case costs a fraction of a millisecond and can carry nothing from one case to the next
(counters, charged pages, peaks).

Two layouts:

- cgroup v2 (the unified hierarchy, what current distributions use): one folder with
  `memory.max`, `memory.swap.max` = 0, `memory.oom.group` = 1 (an out-of-memory kill takes
  the whole tree), `pids.max`; measured by `cpu.stat` (usage_usec), `memory.peak` (kernel
  5.19+; older kernels: the helper samples `memory.current`) and `memory.events` (max, oom,
  oom_kill); emptied by `cgroup.kill` (5.14+) or by killing each process.
- cgroup v1 (separate hierarchies; "hybrid" machines mount v1 controllers beside an empty v2):
  folders in `memory` (`memory.limit_in_bytes`, `memory.memsw.limit_in_bytes` when swap is
  accounted, `memory.swappiness` = 0), `pids` (`pids.max`) and `cpuacct`; measured by
  `cpuacct.usage` (ns), `memory.max_usage_in_bytes`, `memory.failcnt`.

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
class Usage:
    """What the kernel counted for one case's cgroup."""

    cpu_time: float  # seconds, the whole tree, user + system
    peak: int  # bytes, the tree's peak memory (charged pages: anonymous, files in tmpfs, ...)
    limit_hit: bool  # the memory limit was reached (allocation refused or reclaimed, or OOM)


@dataclass(frozen=True)
class Hierarchy:
    """Where this machine's cgroups are, for judge: the version, and for each controller the
    folder in which judge makes its session folder."""

    version: int  # 1 or 2
    bases: dict[str, Path]  # controller -> folder (v2: one folder under the name "unified")
    peak_file: bool = True  # v2: memory.peak exists (kernel 5.19+)
    kill_file: bool = True  # v2: cgroup.kill exists (kernel 5.14+)
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


def _write(path: Path, value: str) -> None:
    with open(path, "w") as f:
        f.write(value)


def _read(path: Path) -> str:
    with open(path) as f:
        return f.read()


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


class CaseCgroup:
    """The cgroup(s) of one isolated case."""

    def __init__(self, hierarchy: Hierarchy, folders: dict[str, Path], memory: int) -> None:
        self.hierarchy, self.folders, self.memory = hierarchy, folders, memory

    @property
    def procs(self) -> list[Path]:
        """The `cgroup.procs` files the program joins."""
        return [folder / "cgroup.procs" for folder in self.folders.values()]

    @property
    def cpu_file(self) -> Path:
        """The file with the tree's CPU time, for the helper's kill rule."""
        if self.hierarchy.version == 2:
            return self.folders["unified"] / "cpu.stat"
        return self.folders["cpuacct"] / "cpuacct.usage"

    @property
    def sample_file(self) -> Path | None:
        """The file the helper samples for the peak where the kernel keeps none."""
        if self.hierarchy.version == 2 and not self.hierarchy.peak_file:
            return self.folders["unified"] / "memory.current"
        return None

    def usage(self, sampled_peak: int = 0) -> Usage:
        """CPU time, peak memory and whether the limit was reached, as the kernel counted."""
        if self.hierarchy.version == 2:
            folder = self.folders["unified"]
            cpu = _keyed(_read(folder / "cpu.stat")).get("usage_usec", 0) / 1e6
            if self.hierarchy.peak_file:
                peak = int(_read(folder / "memory.peak").split()[0])
            else:
                peak = max(sampled_peak, int(_read(folder / "memory.current").split()[0]))
            events = _keyed(_read(folder / "memory.events"))
            hit = (
                any(events.get(key, 0) > 0 for key in ("max", "oom", "oom_kill"))
                or peak >= self.memory
            )
            return Usage(cpu, peak, hit)
        # v1: the failure counters (which some kernels leave at 0), the OOM kills, or a peak
        # that reached the limit: each means the limit was hit.
        memory = self.folders["memory"]
        cpu = int(_read(self.folders["cpuacct"] / "cpuacct.usage").split()[0]) / 1e9
        peak = int(_read(memory / "memory.max_usage_in_bytes").split()[0])
        oom = _keyed(_read(memory / "memory.oom_control"))
        hit = (
            int(_read(memory / "memory.failcnt").split()[0]) > 0
            or oom.get("oom_kill", 0) > 0
            or peak >= self.memory
        )
        if self.hierarchy.swap:
            hit = hit or int(_read(memory / "memory.memsw.failcnt").split()[0]) > 0
        return Usage(cpu, peak, hit)

    def remove(self) -> None:
        """Kill whatever is left in it and delete it."""
        if self.hierarchy.version == 2 and self.hierarchy.kill_file:
            try:
                _write(self.folders["unified"] / "cgroup.kill", "1")
            except OSError:
                pass
        for folder in self.folders.values():
            _remove(folder)


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

    def case(self, memory: int, processes: int) -> CaseCgroup:
        """A new cgroup for one case: at most `memory` bytes (no swap), `processes` tasks."""
        name = f"c{next(self._numbers)}"
        folders: dict[str, Path] = {}
        try:
            for controller, parent in self.folders.items():
                folder = parent / name
                _make(folder)
                folders[controller] = folder
            case = CaseCgroup(self.hierarchy, folders, memory)
            if self.hierarchy.version == 2:
                folder = folders["unified"]
                _write(folder / "memory.max", str(memory))
                if (folder / "memory.swap.max").exists():
                    _write(folder / "memory.swap.max", "0")
                if (folder / "memory.oom.group").exists():
                    _write(folder / "memory.oom.group", "1")
                _write(folder / "pids.max", str(processes))
            else:
                _write(folders["memory"] / "memory.limit_in_bytes", str(memory))
                if self.hierarchy.swap:
                    _write(folders["memory"] / "memory.memsw.limit_in_bytes", str(memory))
                try:
                    _write(folders["memory"] / "memory.swappiness", "0")
                except OSError:
                    pass
                _write(folders["pids"] / "pids.max", str(processes))
            return case
        except OSError as exc:
            for folder in folders.values():
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
