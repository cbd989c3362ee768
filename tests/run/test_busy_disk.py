"""A busy disk never changes a verdict: a program kept waiting for the disk (a large runtime's
pages read in on a busy disk, as PyPy's were) is not charged that wait on its wall-clock
backstop, in every mode, while a program that sleeps beside a busy disk is still stopped by
the wall clock at its backstop.

The disk is made slow for the test alone: the test's process (and so every helper, box and
program it starts) goes into a cgroup v1 blkio group whose reads from the disk are throttled
to 8 MiB/s, and the program reads a file with O_DIRECT, which bypasses the page cache, so
each of its reads of 1 MiB waits an eighth of a second for the disk, whatever the disk and the
host's caches. The file is the interpreter running it, a file every mode shows the program.
Where delay accounting is off (kernel.task_delayacct 0, as here) the helper samples the
program's state at its polls; either way the wait is charged off, and only the time the
program could have run is charged.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from judge.judging.classify import classify
from judge.judging.verdict import Verdict
from judge.run.limits import Limits, MiB
from judge.run.program import Program
from judge.run.runner import Outcome
from run.modes import MODES, runner

LIMITS = Limits(time=1.0, memory=256 * MiB)  # the backstop: 3 s of wall time charged

# Reads its own interpreter from the disk, past the page cache, for the seconds it is given:
# it spends them waiting for the (throttled) disk, with a fraction of them on a CPU.
READS = """
    import mmap, os, sys, time
    fd = os.open(os.path.realpath(sys.executable), os.O_RDONLY | os.O_DIRECT)
    buffer = mmap.mmap(-1, 1 << 20)  # page-aligned, as O_DIRECT wants
    end = time.monotonic() + float(sys.stdin.read() or "1e9")
    while time.monotonic() < end:
        os.preadv(fd, [buffer], 0)
    print("done")
"""
THROTTLE = 8 << 20  # bytes a second read from the disk
SLEEPS = "import time\ntime.sleep(60)\n"


def _whole_disk(dev: int) -> str:
    """MAJOR:MINOR of the disk holding the device `dev` (a partition's disk: blkio throttles
    whole disks only)."""
    folder = Path(f"/sys/dev/block/{os.major(dev)}:{os.minor(dev)}")
    if (folder / "partition").exists():
        folder = folder.resolve().parent
    return (folder / "dev").read_text().strip()


def _blkio_folder() -> Path | None:
    """This process's cgroup v1 blkio folder, None without one (cgroup v2 alone)."""
    for line in Path("/proc/self/cgroup").read_text().splitlines():
        _, controllers, path = line.split(":", 2)
        if "blkio" in controllers.split(","):
            return Path("/sys/fs/cgroup/blkio") / path.lstrip("/")
    return None


@pytest.fixture
def slow_disk() -> Iterator[None]:
    """This process in a blkio group of its own, its reads from the interpreter's disk
    throttled to THROTTLE, for the test's length; skips where that cannot be made."""
    interpreter = os.path.realpath(sys.executable)
    folder = _blkio_folder()
    if os.geteuid() != 0 or folder is None or not folder.is_dir():
        pytest.skip("throttling the disk needs root and a cgroup v1 blkio hierarchy")
    try:
        os.close(os.open(interpreter, os.O_RDONLY | os.O_DIRECT))
        disk = _whole_disk(os.stat(interpreter).st_dev)
    except OSError as exc:
        pytest.skip(f"no O_DIRECT reads of {interpreter} from a disk here: {exc}")
    group = folder / f"judge-test-slow-disk-{os.getpid()}"
    group.mkdir()
    try:
        (group / "blkio.throttle.read_bps_device").write_text(f"{disk} {THROTTLE}")
        (group / "cgroup.procs").write_text(str(os.getpid()))
        try:
            yield
        finally:
            (folder / "cgroup.procs").write_text(str(os.getpid()))
    finally:
        for _ in range(100):  # its last programs may take a moment to leave
            try:
                group.rmdir()
                break
            except OSError:
                time.sleep(0.05)


@contextmanager
def busy_disk() -> Iterator[None]:
    """Another process of the test waiting for the disk without end."""
    code = "\n".join(line[4:] for line in READS.splitlines())
    reader = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.DEVNULL)
    try:
        yield
    finally:
        reader.kill()
        reader.wait()


def judged(
    mode: str, make: Callable[[str], Program], helper: Path, cache_dir: Path, code: str, data: str
) -> tuple[Outcome, tuple[Verdict, str] | None]:
    program = make(code)
    with runner(mode, program, helper, cache_dir) as run:
        outcome = run(data.encode(), LIMITS)
    return outcome, classify(outcome, LIMITS)


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_a_program_waiting_for_the_disk_is_not_charged_its_wait(
    mode, python_program, helper, cache_dir, slow_disk
):
    # 6 s of reading, twice its 3 s backstop: it ends well, not stopped by the wall clock.
    outcome, verdict = judged(mode, python_program, helper, cache_dir, READS, "6")
    run = outcome.execution
    assert verdict is None and outcome.output == b"done\n", (verdict, run)
    assert run.wall_time > LIMITS.wall and not run.wall_timeout and not run.too_busy, run
    # The backstop looked and found it had waited for the disk most of the time.
    assert run.disk_wait > LIMITS.wall, run


@pytest.mark.waits
@pytest.mark.parametrize("mode", MODES)
def test_a_sleeping_program_beside_a_busy_disk_is_still_stopped_by_the_wall_clock(
    mode, python_program, helper, cache_dir, slow_disk
):
    with busy_disk():
        outcome, verdict = judged(mode, python_program, helper, cache_dir, SLEEPS, "")
    run = outcome.execution
    assert verdict is not None and verdict[0] is Verdict.TLE, (verdict, run)
    assert run.wall_timeout and not run.too_busy and run.disk_wait == 0, run
    assert LIMITS.wall <= run.wall_time < LIMITS.wall + 2, run  # at the backstop, soon
