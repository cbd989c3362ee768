"""Resource limits of one run, and the policy that turns them into kernel rlimits."""

from __future__ import annotations

from dataclasses import dataclass

MiB = 1024 * 1024
DEFAULT_OUTPUT_LIMIT = 64 * MiB


@dataclass(frozen=True)
class Limits:
    """What a run may use. `time` (CPU seconds) decides TLE; `memory` (bytes of peak resident
    memory) decides MLE; `output` (bytes on stdout or stderr) decides OLE."""

    time: float
    memory: int
    output: int = DEFAULT_OUTPUT_LIMIT

    @property
    def wall(self) -> float:
        """Wall-clock backstop: a program that sleeps or blocks is stopped here (and is TLE)."""
        return 2 * self.time + 1.0

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
