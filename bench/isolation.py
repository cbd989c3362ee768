#!/usr/bin/env python3
"""Benchmark isolated judging against plain judging, in paired rounds.

For a problem's reference (Python) and its C++ solution, every round judges each solution
plainly (fresh processes), isolated (`--isolate`: the submission's sandbox, a fresh process
per case) and isolated warm (`--isolate --warm`: a warm interpreter in the sandbox, forked per
case; a compiled solution has no warm mode and runs fresh), back to back, in an order that
turns each round, through the same call the command line makes (`judge_solution`, -j 1,
every case). Printed: each mode's wall-clock time per judging (minimum and median), and its
ratio to the plain judging of the same round (median, minimum and maximum over the rounds),
which a busy machine disturbs much less than the times themselves; the same for the CPU time
of judge and every process it started. Then, per case, judge's reported CPU time and peak
memory of isolated warm runs against isolated fresh ones (the differences, next to the
differences between two fresh rounds: the noise).

Compiling happens once, before the rounds (binaries are cached); so does the first judging of
each mode (interpreter and helper caches warm).

Usage: python3 bench/isolation.py [--rounds N] [--problem ID] [--root DIR]
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not

from judge.cachedir import default_cache_dir  # noqa: E402
from judge.errors import JudgeError  # noqa: E402
from judge.judging.solution import RunOptions, judge_solution  # noqa: E402
from judge.judging.verdict import Report, Verdict  # noqa: E402
from judge.problemset.layout import find_root  # noqa: E402
from judge.problemset.problem import load_problem  # noqa: E402
from judge.run.helper.sandbox import helper_path  # noqa: E402
from judge.run.isolation.session import unavailable  # noqa: E402
from judge.run.program import python_interpreter  # noqa: E402

MODES = {
    "plain": RunOptions(jobs=1, all_cases=True),
    "isolated": RunOptions(jobs=1, all_cases=True, isolate=True),
    "isolated warm": RunOptions(jobs=1, all_cases=True, isolate=True, warm=True),
}


@dataclass
class Series:
    """One solution in one mode, over the rounds."""

    walls: list[float] = field(default_factory=list)  # seconds per judging
    cpus: list[float] = field(default_factory=list)  # seconds, judge and its processes
    reports: list[Report] = field(default_factory=list)


def cpu_now() -> float:
    """CPU seconds of this process and of every process it has waited for."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def judged(problem, solution: str, options: RunOptions) -> tuple[float, float, Report]:
    cpu, start = cpu_now(), time.perf_counter()
    report = judge_solution(problem, solution, None, options, default_cache_dir())
    wall = time.perf_counter() - start
    if report.verdict is not Verdict.AC or report.warnings:
        raise SystemExit(f"{solution}: {report.verdict.value} {report.warnings}")
    return wall, cpu_now() - cpu, report


def ratios(series: dict[str, Series], mode: str, key: str) -> list[float]:
    base = getattr(series["plain"], key)
    return [x / b for x, b in zip(getattr(series[mode], key), base)]


def print_solution(title: str, cases: int, series: dict[str, Series]) -> None:
    print(f"\n{title}, {cases} cases, {len(series['plain'].walls)} rounds")
    print(
        f"  {'mode':<14} {'wall min':>9} {'median':>8} {'ms/case':>8}   "
        f"{'ratio to plain: median':>22} {'min':>5} {'max':>5}   {'CPU ratio':>9}"
    )
    for mode, s in series.items():
        wall = ratios(series, mode, "walls")
        cpu = ratios(series, mode, "cpus")
        print(
            f"  {mode:<14} {min(s.walls) * 1000:>7.0f}ms {statistics.median(s.walls) * 1000:>6.0f}ms"
            f" {statistics.median(s.walls) * 1000 / cases:>8.1f}   {statistics.median(wall):>22.2f}"
            f" {min(wall):>5.2f} {max(wall):>5.2f}   {statistics.median(cpu):>9.2f}"
        )


def per_case(reports: list[Report], what: str) -> list[list[float]]:
    """[round][case] of a reported figure."""
    return [[getattr(case, what) for case in report.cases] for report in reports]


def compare_measurements(series: dict[str, Series]) -> None:
    fresh, warm = series["isolated"].reports, series["isolated warm"].reports
    print("\n  judge's reported figures per case, isolated warm against isolated fresh:")
    for what, unit, scale in (("cpu_time", "ms", 1000), ("memory", "MiB", 1 / 2**20)):
        f, w = per_case(fresh, what), per_case(warm, what)
        # Per case, the median over the rounds; then the differences over the cases.
        fm = [statistics.median(r[i] for r in f) for i in range(len(f[0]))]
        wm = [statistics.median(r[i] for r in w) for i in range(len(w[0]))]
        diffs = [(b - a) * scale for a, b in zip(fm, wm)]
        noise = [abs(b - a) * scale for r1, r2 in zip(f, f[1:]) for a, b in zip(r1, r2)]
        print(
            f"    {what:<9} fresh median {statistics.median(fm) * scale:7.2f} {unit}, warm "
            f"median {statistics.median(wm) * scale:7.2f} {unit}; warm - fresh per case: mean "
            f"{statistics.mean(diffs):+.2f}, median {statistics.median(diffs):+.2f}, "
            f"from {min(diffs):+.2f} to {max(diffs):+.2f} {unit}"
        )
        print(
            f"    {'':<9} noise: two fresh rounds differ per case by {statistics.median(noise):.2f}"
            f" {unit} (median), {max(noise):.2f} {unit} at most"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--problem", default="hdu_1536")
    parser.add_argument("--root", type=Path, default=None)
    args = parser.parse_args()
    reason = unavailable(helper_path(default_cache_dir()))
    if reason:
        raise SystemExit(f"isolation is unavailable here: {reason}")
    root = args.root or find_root(str(REPO))
    problem = load_problem(root, args.problem)
    solutions = {
        f"{args.problem} reference (Python)": str(problem.solution_path),
        f"{args.problem} C++ ({(problem.path / 'solution.cpp').name})": str(
            problem.path / "solution.cpp"
        ),
    }
    print(
        f"{platform.node()}: Linux {platform.release()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()} ({python_interpreter()}), load average "
        f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}"
    )
    results: dict[str, dict[str, Series]] = {}
    cases = len(problem.cases())
    for title, solution in solutions.items():
        for options in MODES.values():  # compile, fill the caches
            judged(problem, solution, options)
        results[title] = {mode: Series() for mode in MODES}
    names = list(MODES)
    for round_ in range(args.rounds):
        for title, solution in solutions.items():
            order = names[round_ % len(names) :] + names[: round_ % len(names)]
            for mode in order:
                wall, cpu, report = judged(problem, solution, MODES[mode])
                s = results[title][mode]
                s.walls.append(wall)
                s.cpus.append(cpu)
                s.reports.append(report)
        print(
            f"  round {round_ + 1}/{args.rounds}, load average {os.getloadavg()[0]:.1f}",
            file=sys.stderr,
        )
    for title, series in results.items():
        print_solution(title, cases, series)
        compare_measurements(series)
    print(f"\nload average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    try:
        main()
    except JudgeError as exc:
        raise SystemExit(str(exc)) from None
