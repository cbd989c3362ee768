"""The memory figures are the program's own peak, measured by the kernel, and the same figure
whichever way the program runs: the peak resident size of its largest process (wait4's
ru_maxrss), in plain, served, warm and isolated runs alike."""

from __future__ import annotations

import os
import subprocess

import pytest

from conftest import PROGRAMS
from judge.judging.solution import RunOptions, judge_solution
from judge.run.languages.table import language
from judge.run.limits import Limits, MiB
from judge.run.program import from_file
from run.modes import MODES, WARM, runner

SOURCES = PROGRAMS / "languages"


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


@pytest.mark.slow
@pytest.mark.parametrize(
    "lid, source", [("python3", "modes.py"), ("cpp", "modes.cpp"), ("java", "modes.java")]
)
def test_one_program_one_memory_figure_in_every_mode(lid, source, helper, cache_dir):
    if not language(lid).available():
        pytest.skip(f"{language(lid).name} is not installed here")
    program = from_file(SOURCES / source, cache_dir, language=lid)
    limits = Limits(time=5.0, memory=256 * MiB)
    figures = {}
    for mode in MODES:
        if mode in WARM and lid != "python3":
            continue
        with runner(mode, program, helper, cache_dir) as run:
            outcomes = [run(b"ac 1 2\n", limits) for _ in range(3)]
        assert all(o.output == b"3\n" for o in outcomes), (mode, outcomes[0].stderr)
        figures[mode] = min(o.execution.memory for o in outcomes)
    # Measured here: Python 8.4-8.6 MiB, C++ 3.1-3.2 MiB, Java 35.2-35.7 MiB, every mode
    # (isolated runs used to report their cgroup's charge: 3.0, 0.25 and 16 MiB).
    spread = max(figures.values()) - min(figures.values())
    assert spread <= max(MiB, 0.05 * max(figures.values())), figures
