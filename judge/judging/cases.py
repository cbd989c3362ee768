"""Judging a program on test cases: run each, classify the run, check the output."""

from __future__ import annotations

from typing import Callable, Iterable

from judge.judging.checkers import Checker
from judge.judging.classify import classify
from judge.judging.verdict import CaseResult
from judge.parallel import ordered
from judge.problemset.problem import Case
from judge.run.limits import Limits
from judge.run.runner import EXCERPT, Runner


def judge_case(runner: Runner, case: Case, limits: Limits, checker: Checker) -> CaseResult:
    """Run the program on one case and judge it."""
    outcome = runner(case.input.encode(), limits)
    output = outcome.output.decode(errors="replace")
    verdict_message = classify(outcome, limits)
    if verdict_message is None:
        checked = (case.checker or checker)(case.input, case.output, output)
        verdict_message = checked.verdict, checked.message
    verdict, message = verdict_message
    run = outcome.execution
    return CaseResult(
        name=case.name,
        verdict=verdict,
        cpu_time=run.cpu_time,
        wall_time=run.wall_time,
        memory=run.memory,
        message=message,
        output=output[:EXCERPT],
        stderr=outcome.stderr.decode(errors="replace"),
    )


def judge_cases(runner: Runner, cases: Iterable[Case], limits: Limits, checker: Checker,
                jobs: int = 1,
                on_result: Callable[[CaseResult], None] | None = None) -> list[CaseResult]:
    """Judge every case, `jobs` at a time; results (and callbacks) come in case order."""
    results = []
    for _, result in ordered(lambda case: judge_case(runner, case, limits, checker), cases, jobs):
        results.append(result)
        if on_result:
            on_result(result)
    return results
