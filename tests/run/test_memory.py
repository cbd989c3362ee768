"""The memory figures are the program's own peak, measured by the kernel."""

from __future__ import annotations

import os
import subprocess

import pytest

from conftest import PROGRAMS
from judge.judging.solution import RunOptions, judge_solution
from judge.run.limits import MiB


def peak(problem, cache_dir, program: str) -> int:
    report = judge_solution(
        problem, str(PROGRAMS / program), None, RunOptions(case_patterns=("sample",)), cache_dir
    )
    return report.cases[0].memory


def test_c_program_that_allocates_nothing_reports_under_4_mib(aplusb, cache_dir):
    assert peak(aplusb, cache_dir, "good.c") < 4 * MiB


def test_judge_own_size_does_not_leak_into_the_figure(aplusb, cache_dir):
    ballast = bytearray(300 * MiB)  # a 300 MiB judge, every page touched
    for i in range(0, len(ballast), 4096):
        ballast[i] = 1
    try:
        assert peak(aplusb, cache_dir, "good.c") < 4 * MiB
    finally:
        del ballast


@pytest.mark.skipif(not os.path.exists("/usr/bin/time"), reason="GNU time is not installed")
def test_python_solution_within_10_percent_of_gnu_time(aplusb, cache_dir):
    from judge.run.program import python_interpreter

    ours = peak(aplusb, cache_dir, "wrong.py")
    gnu = subprocess.run(
        ["/usr/bin/time", "-f", "%M", python_interpreter(), str(PROGRAMS / "wrong.py")],
        input=b"1 2\n3 4\n",
        capture_output=True,
        check=True,
    )
    theirs = int(gnu.stderr.decode().strip().splitlines()[-1]) * 1024
    assert abs(ours - theirs) <= 0.10 * theirs, (ours, theirs)
