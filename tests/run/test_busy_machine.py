"""A busy machine never changes a verdict: a program is never TLE for the time it spent waiting
for a CPU, in every mode (a one-shot plain run, served plain runs, warm plain runs, isolated
fresh and warm runs), while a program that sleeps is still stopped by the wall clock and one
that computes by the kill rule. Where the machine keeps a run waiting past the give-up point,
the verdict says the machine was too busy (JE), not that the program exceeded a limit.

The machine is made busy the way a learner's laptop was: three busy processes for each CPU the
run may use. The test runs its programs and the busy processes on one CPU of their own
(affinity), so that the run gets at most a quarter of it whatever else the machine runs: a
program needing 0.9 s of CPU time then takes over 3.6 s, past the 3 s wall-clock backstop of
its 1 s limit.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from judge.judging.classify import classify
from judge.judging.verdict import Verdict
from judge.run.limits import Limits, MiB
from judge.run.program import Program
from judge.run.runner import Outcome
from run.modes import MODES, busy_cpu, runner

LIMITS = Limits(time=1.0, memory=256 * MiB)  # the backstop: 3 s of wall time charged

COMPUTES = """
    import sys, time
    need = float(sys.stdin.read())
    end = time.process_time() + need
    while time.process_time() < end:
        pass
    print("done")
"""
SLEEPS = "import time\ntime.sleep(60)\n"


def judged(
    mode: str, make: Callable[[str], Program], helper: Path, cache_dir: Path, code: str, data: str
) -> tuple[Outcome, tuple[Verdict, str] | None]:
    program = make(code)
    with runner(mode, program, helper, cache_dir) as run, busy_cpu():
        outcome = run(data.encode(), LIMITS)
    return outcome, classify(outcome, LIMITS)


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_a_program_within_its_limit_is_accepted_on_a_busy_machine(
    mode, python_program, helper, cache_dir
):
    outcome, verdict = judged(mode, python_program, helper, cache_dir, COMPUTES, "0.9")
    run = outcome.execution
    assert verdict is None and outcome.output == b"done\n", (verdict, run)
    # It ran past its backstop in wall time, and when the backstop looked, it had waited for
    # a CPU long enough to be charged less.
    assert run.wall_time > LIMITS.wall and not run.wall_timeout, run
    assert run.cpu_wait is not None and run.cpu_wait > 0.5, run
    assert 0.9 <= run.cpu_time <= LIMITS.time, run


@pytest.mark.waits
@pytest.mark.parametrize("mode", MODES)
def test_a_sleeping_program_is_still_stopped_by_the_wall_clock(
    mode, python_program, helper, cache_dir
):
    outcome, verdict = judged(mode, python_program, helper, cache_dir, SLEEPS, "")
    run = outcome.execution
    assert verdict is not None and verdict[0] is Verdict.TLE, (verdict, run)
    assert run.wall_timeout and not run.too_busy
    assert LIMITS.wall <= run.wall_time < LIMITS.wall + 2, run  # at the backstop, soon


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["served", "isolated"])
def test_a_program_past_its_limit_is_stopped_by_the_kill_rule(
    mode, python_program, helper, cache_dir
):
    outcome, verdict = judged(mode, python_program, helper, cache_dir, COMPUTES, "60")
    run = outcome.execution
    assert verdict is not None and verdict[0] is Verdict.TLE, (verdict, run)
    assert run.cpu_killed and run.cpu_time > LIMITS.cpu_kill and not run.too_busy, run


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["one-shot", "served", "warm", "isolated"])
def test_a_run_kept_waiting_past_the_give_up_point_is_a_judging_error(
    mode, python_program, helper, cache_dir, monkeypatch
):
    # The give-up point brought down to 2 s: the busy CPU keeps the program from its 0.9 s
    # of CPU time that long.
    monkeypatch.setattr(Limits, "give_up", property(lambda self: 2.0))
    outcome, verdict = judged(mode, python_program, helper, cache_dir, COMPUTES, "0.9")
    run = outcome.execution
    assert run.too_busy and not run.wall_timeout and run.cpu_time < 0.9, run
    assert verdict is not None and verdict[0] is Verdict.JE, (verdict, run)
    assert "the machine was too busy to judge the run" in verdict[1]
