#!/usr/bin/env python3
"""Benchmark: judging on a Kattis package that sets no time limit, once its limit is known.

Builds a legacy package without a time limit in a temporary folder: --cases secret cases (each
input a few hundred kilobytes), one accepted submission in C and one in Python (whose limit
judge computes from them, as problemtools does), and a submission that is wrong on the first
case, so that judging it is judging one case. Then measures, as a user runs them (`python3 -m
judge run PKG wrong.c`, a fresh process each, interpreter start-up included), taking turns, the
minimum (and median) over --repeat runs of:

- baseline: `judge run PKG wrong.c --time-limit 1`: judging that one case, no limit to find;
- second run: `judge run PKG wrong.c`, the limit computed by an earlier run and read back
  from the cache (the package's content hash, remembered by file sizes and times);

and, once, the first run, which computes the limit. It prints each and the ratio of the second
run to the baseline: the second `judge run` should cost what judging that one case costs.

Usage: python3 bench/kattis_time_limit.py [--cases N] [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import tempfile
from pathlib import Path

from kattis_bench import judge_run, write_package

ACCEPTED_C = r"""#include <stdio.h>
int main(void) {
    long n, x, total = 0;
    if (scanf("%ld", &n) != 1) return 1;
    for (long i = 0; i < n; i++) { scanf("%ld", &x); total += x; }
    printf("%ld\n", total);
    return 0;
}
"""
ACCEPTED_PY = "import sys\ndata = sys.stdin.buffer.read().split()\nprint(sum(map(int, data[1:])))\n"


def make_package(folder: Path, cases: int) -> Path:
    """A package of `cases` secret cases (the sum of 50,000 numbers each), no time limit."""
    files = {
        "problem.yaml": "name: Sum\nlicense: public domain\n",
        "data/sample/1.in": "3\n1 2 3\n",
        "data/sample/1.ans": "6\n",
        "submissions/accepted/sum.c": ACCEPTED_C,
        "submissions/accepted/sum.py": ACCEPTED_PY,
    }
    for number in range(1, cases + 1):
        values = [(number * 7919 + i * 104729) % 1_000_003 for i in range(50_000)]
        files[f"data/secret/{number:03d}.in"] = (
            f"{len(values)}\n" + " ".join(map(str, values)) + "\n"
        )
        files[f"data/secret/{number:03d}.ans"] = f"{sum(values)}\n"
    return write_package(folder, files)


def run(package: Path, cache: Path, *extra: str) -> float:
    """Seconds of one `judge run` of the wrong submission, as a user runs it."""
    return judge_run(package, cache, *extra)[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        base = Path(tmp)
        package = make_package(base / "sum", args.cases)
        cache = base / "cache"
        size = sum(p.stat().st_size for p in package.rglob("*") if p.is_file())
        print(
            f"package: {args.cases} secret cases, {size / 2**20:.1f} MiB; "
            f"{platform.python_implementation()} {platform.python_version()}, "
            f"load {os.getloadavg()[0]:.1f}"
        )
        run(package, cache, "--time-limit", "1")  # builds the helper and the binaries
        first = run(package, cache)
        baseline: list[float] = []
        second: list[float] = []
        for _ in range(args.repeat):  # taking turns, so that load hits both alike
            baseline.append(run(package, cache, "--time-limit", "1"))
            second.append(run(package, cache))
        low, mid = min(baseline), statistics.median(baseline)
        print(
            f"baseline (--time-limit 1):   min {low * 1000:7.0f} ms   median {mid * 1000:7.0f} ms"
        )
        print(
            f"second run (limit cached):   min {min(second) * 1000:7.0f} ms   median "
            f"{statistics.median(second) * 1000:7.0f} ms   ratio {min(second) / low:.2f} "
            f"(median {statistics.median(second) / mid:.2f})"
        )
        print(f"first run (limit computed):  {first * 1000:7.0f} ms   ratio {first / low:.2f}")
        shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
