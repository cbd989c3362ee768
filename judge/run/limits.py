"""Resource limits of one run, and the one policy that turns them into kernel rlimits.

The sandbox helper (sandbox.c) and the warm server (warm_server.py) apply the numbers that
`Limits.rlimits()` computes here; neither holds a rule of its own.
"""

from __future__ import annotations

import math
import resource
from dataclasses import dataclass

MiB = 1024 * 1024
DEFAULT_OUTPUT_LIMIT = 64 * MiB
DEFAULT_PROCESS_LIMIT = 64

Rlimit = tuple[int, int, int]
"""(resource number as in <sys/resource.h>, soft limit, hard limit)."""


@dataclass(frozen=True)
class Limits:
    """What a run may use. `time` (CPU seconds) decides TLE; `memory` (bytes of peak resident
    memory) decides MLE; `output` (bytes on stdout) decides OLE."""

    time: float
    memory: int
    output: int = DEFAULT_OUTPUT_LIMIT
    processes: int = DEFAULT_PROCESS_LIMIT  # processes and threads at once (isolated runs)

    @property
    def wall(self) -> float:
        """Wall-clock backstop: a program that sleeps or blocks is stopped here (and is TLE)."""
        return 2 * self.time + 1.0

    @property
    def cpu_kill(self) -> float:
        """The kill rule: a program is killed once its CPU time passes the limit by 10% plus
        0.2 s (checked every 10 ms). Far enough past the limit that the measured time says TLE
        without doubt, soon enough that a loop costs little more than the limit itself. The
        CPU time is the process's own (all its threads) in a plain run, the whole process
        tree's (the cgroup's) in an isolated one."""
        return self.time * 1.1 + 0.2

    @property
    def address_space(self) -> int:
        """RLIMIT_AS. Peak resident memory decides MLE; the address-space cap only keeps a
        runaway program from exhausting the machine. It leaves headroom above the limit because
        an interpreter's mapped-but-untouched address space is larger than what it uses."""
        return self.memory + max(self.memory, 512 * MiB)

    @property
    def stack(self) -> int:
        """RLIMIT_STACK: as much stack as memory, the usual judge policy for deep recursion."""
        return max(self.memory, 8 * MiB)

    @property
    def file_size(self) -> int:
        """RLIMIT_FSIZE: one byte past the output limit, so a flood stops early and the file size
        shows it (Python ignores SIGXFSZ and sees EFBIG instead of dying)."""
        return self.output + 1

    @property
    def cpu_backstop(self) -> int:
        """RLIMIT_CPU soft limit, whole seconds: the kill rule (`cpu_kill`) stops a loop first;
        this stops each process of a tree (whose children a plain run's check does not see)
        a second after the kill point rounded up."""
        return math.ceil(self.cpu_kill) + 1

    @property
    def tmpfs_size(self) -> int:
        """Bytes of each writable file system of an isolated run (working directory, /tmp,
        /dev/shm): what is written there is memory, counted by the memory cgroup, so the
        memory limit bounds it all together; this only bounds each one."""
        return self.memory

    @property
    def tmpfs_inodes(self) -> int:
        """Files and folders each writable file system of an isolated run can hold."""
        return 4096

    def rlimits(self, isolated: bool = False) -> list[Rlimit]:
        """Every rlimit of a run under these limits, as numbers for setrlimit(2).

        An isolated run has no address-space cap: its memory cgroup limits what it really
        uses, so a program that asks for more than the limit is stopped when it uses it (MLE),
        not refused up front (which it would report as a crash)."""
        cpu = self.cpu_backstop
        limits = [(resource.RLIMIT_CPU, cpu, cpu + 1)]  # SIGXCPU at the soft limit, SIGKILL after
        if not isolated:
            limits.append((resource.RLIMIT_AS, self.address_space, self.address_space))
        return [
            *limits,
            (resource.RLIMIT_FSIZE, self.file_size, self.file_size),
            (resource.RLIMIT_STACK, self.stack, self.stack),
            (resource.RLIMIT_CORE, 0, 0),
        ]


def stack_only(stack: int) -> list[Rlimit]:
    """The rlimits of a process that applies each run's limits itself (the warm server): only
    the stack, which the C library reads once at start-up, and no core files."""
    return [(resource.RLIMIT_STACK, stack, stack), (resource.RLIMIT_CORE, 0, 0)]


def format_rlimits(rlimits: list[Rlimit]) -> list[str]:
    """`RESOURCE:SOFT:HARD` words, the form the helper and the warm server read."""
    return [f"{number}:{soft}:{hard}" for number, soft, hard in rlimits]
