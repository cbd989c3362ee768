#!/usr/bin/env python3
"""Benchmark judge on a busy machine: what the kernel measures of the same program alone on
a CPU and sharing it with busy processes, and what the wall-clock backstop is charged.

A C program whose work is fixed (random reads over 16 MiB, cache-bound: what sharing a CPU
disturbs most) is judged through judge's runner, in turns: alone on one CPU, then on the same
CPU beside BUSY busy processes (a learner's laptop ran three a core), `--repeat` times each.
Printed for each: the CPU time judge measured (minimum and median), the wall time, and the
wait for a CPU the backstop was charged less (read once the run passed its backstop); then the
ratio of the CPU times' medians, busy over alone: how much the CPU time itself moves with load
(caches and, on machines with them, a core's other hardware thread), which judge reports as
the kernel counts it. The time limit is 1 s: a 3 s backstop, which a busy run passes in wall
time (the program needs about 0.6 s of CPU time), so that the backstop reads its wait.

Usage: python3 bench/busy.py [--repeat N] [--busy N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not

from judge.cachedir import default_cache_dir  # noqa: E402
from judge.run.execution.fresh import FreshRunner  # noqa: E402
from judge.run.helper.sandbox import Execution, helper_path  # noqa: E402
from judge.run.limits import Limits, MiB  # noqa: E402
from judge.run.program import from_file  # noqa: E402

PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    size_t n = 1 << 22;
    unsigned *a = malloc(n * sizeof *a);
    for (size_t i = 0; i < n; i++) a[i] = i * 2654435761u;
    unsigned long long sum = 0;
    unsigned x = 1;
    for (int r = 0; r < 80000000; r++) {
        x = x * 1103515245u + 12345u;
        sum += a[x & (n - 1)];
    }
    printf("%llu\n", sum);
    return 0;
}
"""
LIMITS = Limits(time=1.0, memory=256 * MiB)


def pin(cpus: set[int]) -> None:
    """Every thread of this process on `cpus` (what it starts inherits it)."""
    for thread in os.listdir("/proc/self/task"):
        try:
            os.sched_setaffinity(int(thread), cpus)
        except ProcessLookupError:
            pass


def run_once(runner: FreshRunner, busy: int) -> Execution:
    """One run of the program, with `busy` busy processes on its CPU."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(busy)]
    try:
        return runner(b"", LIMITS).execution
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


def summary(name: str, runs: list[Execution]) -> str:
    cpu = [r.cpu_time for r in runs]
    wall = statistics.median(r.wall_time for r in runs)
    wait = statistics.median(r.cpu_wait or 0.0 for r in runs)
    return (
        f"{name:<28} CPU {min(cpu):.3f} s (median {statistics.median(cpu):.3f})  "
        f"wall {wall:.2f} s  charged less {wait:.2f} s of waiting"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs of each (default 5)")
    parser.add_argument("--busy", type=int, default=3, help="busy processes (default 3)")
    args = parser.parse_args()
    cache = default_cache_dir()
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "reads.c"
        source.write_text(PROGRAM)
        program = from_file(source, cache)
        before = os.sched_getaffinity(0)
        pin({max(before)})
        alone: list[Execution] = []
        shared: list[Execution] = []
        try:
            with FreshRunner(program, helper_path(cache)) as runner:
                for _ in range(args.repeat):
                    alone.append(run_once(runner, 0))
                    shared.append(run_once(runner, args.busy))
        finally:
            pin(before)
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"{len(before)} CPUs, load average {' / '.join(load)}; one CPU, {args.repeat} runs each")
    print(summary("alone on its CPU", alone))
    print(summary(f"beside {args.busy} busy processes", shared))
    ratio = statistics.median(r.cpu_time for r in shared) / statistics.median(
        r.cpu_time for r in alone
    )
    print(f"CPU time, busy / alone (medians): {ratio:.3f}")


if __name__ == "__main__":
    main()
