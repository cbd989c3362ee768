"""Resource limits of one run, and the one policy that turns them into kernel rlimits.

The sandbox helper (run/helper/*.c) and the warm server (execution/warm_interpreter.py) apply
the numbers that `Limits.rlimits()` computes here; neither holds a rule of its own.
"""

from __future__ import annotations

import math
import resource
from dataclasses import dataclass, replace

MiB = 1024 * 1024
DEFAULT_OUTPUT_LIMIT = 64 * MiB
#: The longest time limit judge takes from a problem (seconds): a judging machine must finish
#: a case, and a wait of 10^12 seconds is no wait the kernel can make.
MAX_TIME = 3600.0
#: The most memory (and output) judge takes from a problem (bytes): 1 TiB, more than a judging
#: machine has, and what rlimits and cgroups still take as a number.
MAX_MEMORY = 1 << 40
DEFAULT_PROCESS_LIMIT = 64

Rlimit = tuple[int, int, int]
"""(resource number as in <sys/resource.h>, soft limit, hard limit)."""


@dataclass(frozen=True)
class Limits:
    """What a run may use. `time` (CPU seconds) decides TLE; `memory` (bytes of peak resident
    memory) decides MLE; `output` (bytes on stdout) decides OLE.

    A language whose runtime has a heap of its own (the JVM, PyPy) runs under limits made for
    it (`for_runtime`): its heap gets the problem's memory limit, and `runtime_memory` more is
    allowed for the runtime itself, counted in `memory`."""

    time: float
    memory: int
    output: int = DEFAULT_OUTPUT_LIMIT
    processes: int = DEFAULT_PROCESS_LIMIT  # processes and threads at once (isolated runs)
    runtime_memory: int = 0  # bytes of `memory` that are the language runtime's own
    address_space_cap: bool = True  # False: no RLIMIT_AS (a runtime reserving far more, the JVM)
    stack_size: int | None = None  # bytes of stack, where the default policy (`stack`) is not

    def for_runtime(self, runtime_memory: int, threads: int, address_space_cap: bool) -> Limits:
        """These limits for a program whose runtime may use `runtime_memory` bytes and start
        `threads` threads of its own beyond the program's limits, with or without an
        address-space cap."""
        if not runtime_memory and not threads and address_space_cap:
            return self
        return replace(
            self,
            memory=self.memory + runtime_memory,
            runtime_memory=self.runtime_memory + runtime_memory,
            processes=self.processes + threads,
            address_space_cap=self.address_space_cap and address_space_cap,
        )

    @property
    def program_memory(self) -> int:
        """The program's own memory limit: what a runtime's heap may hold (`-Xmx`)."""
        return self.memory - self.runtime_memory

    @property
    def wall(self) -> float:
        """Wall-clock backstop: a program that sleeps or blocks is stopped here (and is TLE).
        It is charged only with the time the program could have run, its elapsed time less
        its wait for a CPU (the helper's `struct backstop`): a busy machine does not stop a
        program that computes, which the kill rule stops instead."""
        return 2 * self.time + 1.0

    @property
    def give_up(self) -> float:
        """Elapsed wall-clock seconds past which a run is stopped whatever it was charged: the
        machine kept it waiting for a CPU so long (a tenth of a CPU for the whole of its
        limit and more) that judge gives up and says the machine was too busy to judge it,
        not that it exceeded a limit. Every wait for a run's end is bounded by it."""
        return 10 * self.wall

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
        """RLIMIT_STACK (and a JVM's -Xss): as much stack as the program's memory, the usual
        judge policy for deep recursion, unless `stack_size` says otherwise."""
        if self.stack_size is not None:
            return self.stack_size
        return max(self.program_memory, 8 * MiB)

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
        not refused up front (which it would report as a crash). Nor has a runtime that
        reserves far more than it uses (`address_space_cap` False): its heap limit bounds it."""
        cpu = self.cpu_backstop
        limits = [(resource.RLIMIT_CPU, cpu, cpu + 1)]  # SIGXCPU at the soft limit, SIGKILL after
        if not isolated and self.address_space_cap:
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
