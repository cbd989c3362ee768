#!/usr/bin/env python3
"""Benchmark: computing a Kattis package's time limit on every core against one at a time.

Builds a legacy package without a time limit in a temporary folder: --cases secret cases and
--submissions accepted C submissions (each a busy loop of about 0.1 s a case, each a different
program), and a submission that is wrong on the first case. Then measures, as a user runs them
(`python3 -m judge run PKG wrong.c`, a fresh process each), taking turns, with the remembered
limit removed before each run so that every run computes it:

- baseline: `judge run PKG wrong.c -j 1`: the accepted submissions timed one at a time;
- every core: `judge run PKG wrong.c`: timed all at once (judge/parallel.py's all_cores).

It prints the minimum and median of each over --repeat runs, their ratio, and the limit each
way (which must be the same: each run's time is its own CPU time).

Usage: python3 bench/kattis_time_limit_cores.py [--cases N] [--submissions N] [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import statistics
import tempfile
from pathlib import Path

from kattis_bench import judge_run, write_package

ACCEPTED_C = r"""#include <stdio.h>
int main(void) {
    volatile unsigned long x = 0;
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    for (unsigned long i = 0; i < %(loop)dUL; i++) x += i;
    printf("%ld\n", n + 1);
    return 0;
}
"""


def make_package(folder: Path, cases: int, submissions: int) -> Path:
    """A package of `cases` secret cases and `submissions` accepted ones, no time limit."""
    files = {
        "problem.yaml": "name: Add one\nlicense: public domain\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "2\n",
    }
    for number in range(1, cases + 1):
        files[f"data/secret/{number:03d}.in"] = f"{number}\n"
        files[f"data/secret/{number:03d}.ans"] = f"{number + 1}\n"
    for number in range(submissions):
        loop = 300_000_000 + number * 1000  # distinct programs, each built once
        files[f"submissions/accepted/add{number}.c"] = ACCEPTED_C.replace("%(loop)d", str(loop))
    return write_package(folder, files)


def run(package: Path, cache: Path, *extra: str) -> tuple[float, str]:
    """(seconds, the limit said) of one `judge run` of the wrong submission, computing the
    limit (the remembered one removed first)."""
    shutil.rmtree(cache / "kattis-time-limits", ignore_errors=True)
    seconds, output = judge_run(package, cache, *extra)
    said = re.search(r"time limit (\S+ s): inferred", output)
    if said is None and "--time-limit" not in extra:
        raise SystemExit(f"no limit computed:\n{output}")
    return seconds, said.group(1) if said else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=5)
    parser.add_argument("--submissions", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        base = Path(tmp)
        package = make_package(base / "addone", args.cases, args.submissions)
        cache = base / "cache"
        print(
            f"package: {args.cases} secret cases, {args.submissions} accepted C submissions; "
            f"{os.cpu_count()} cores; {platform.python_implementation()} "
            f"{platform.python_version()}, load {os.getloadavg()[0]:.1f}"
        )
        run(package, cache, "--time-limit", "1")  # builds the helper
        run(package, cache)  # and every submission
        serial: list[float] = []
        parallel: list[float] = []
        limits: set[tuple[str, str]] = set()
        for _ in range(args.repeat):  # taking turns, so that load hits both alike
            one, one_limit = run(package, cache, "-j", "1")
            every, every_limit = run(package, cache)
            serial.append(one)
            parallel.append(every)
            limits.add((one_limit, every_limit))
        low, mid = min(serial), statistics.median(serial)
        print(f"one at a time (-j 1):  min {low:6.2f} s   median {mid:6.2f} s")
        print(
            f"every core:            min {min(parallel):6.2f} s   median "
            f"{statistics.median(parallel):6.2f} s   ratio {min(parallel) / low:.2f} "
            f"(median {statistics.median(parallel) / mid:.2f})"
        )
        print("limits (one at a time, every core): " + ", ".join(map(str, sorted(limits))))
        print(f"load at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
