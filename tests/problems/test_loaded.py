"""Every reference gets AC on its problem's hardest case while the machine is loaded: three
CPU-bound programs a core beside it, the load average of a laptop busy with other programs,
on which `judge run --all` (the README's first command) must still pass. Its CPU time is
the kernel's, the same whatever the load; the load makes a program's CPU time grow a little
(caches, a shared core), and its wall clock a lot.

The hardest case is found on the machine as it is: every case judged once, the slowest by
wall clock (for an interactive problem the program's time and its interactor's both count),
then judged again with the machine loaded."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import REPO
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem

BUSY_A_CORE = 3
HARDEST = 2  # cases judged loaded: the two slowest unloaded, where noise may swap them


@pytest.fixture
def loaded() -> Iterator[None]:
    """Three CPU-bound processes a core for the test's duration, killed after it."""
    burners = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for _ in range(BUSY_A_CORE * (os.cpu_count() or 1))
    ]
    try:
        yield
    finally:
        for burner in burners:
            burner.kill()
        for burner in burners:
            burner.wait()


@pytest.mark.slow
# One worker runs them all, one after another: two at once would be twice the load.
@pytest.mark.xdist_group("loaded")
@pytest.mark.parametrize("pid", problem_ids(REPO))
def test_the_reference_passes_its_hardest_case_on_a_loaded_machine(
    pid: str, cache_dir: Path, request: pytest.FixtureRequest
) -> None:
    problem = load_problem(REPO, pid)
    quiet = judge_solution(problem, None, None, RunOptions(all_cases=True), cache_dir)
    assert quiet.verdict is Verdict.AC, [(c.name, c.verdict, c.message) for c in quiet.cases]
    slowest = sorted(quiet.cases, key=lambda case: -case.wall_time)[:HARDEST]
    request.getfixturevalue("loaded")
    options = RunOptions(case_patterns=tuple(c.name for c in slowest), all_cases=True)
    report = judge_solution(problem, None, None, options, cache_dir)
    assert report.verdict is Verdict.AC, [
        (c.name, c.verdict.value, f"{c.cpu_time:.3f} s CPU", f"{c.wall_time:.3f} s", c.message)
        for c in report.cases
    ]
