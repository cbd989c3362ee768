"""Judging a program on test cases: run each, classify the run, check the output."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Callable

from judge.judging.classify import classify
from judge.judging.problem import Case, CaseChecker, CheckerFor
from judge.judging.verdict import CaseResult, Verdict
from judge.parallel import ordered
from judge.run.limits import Limits
from judge.run.runner import EXCERPT, Runner
from judge.run.staging import staged


def judge_case(runner: Runner, case: Case, limits: Limits, checker: CaseChecker) -> CaseResult:
    """Run the program on one case and judge it; `checker` is the case's (an interactor:
    the program runs in conversation with it, judge.judging.interactive; a multi-pass
    validator: in passes, judge.judging.passes). A case with arguments or files of its own
    runs in `runner`'s runner for them (judge.run.staging)."""
    runner = staged(runner, case.staging)
    if not callable(checker):  # an interactor or passes: either runs the program itself
        return checker.judge(case.name, case.input, case.output, runner, limits)
    outcome = runner(case.input.encode(), limits)
    output = outcome.output.decode(errors="replace")
    verdict_message = classify(outcome, limits)
    score = None
    if verdict_message is None and outcome.missing_output:  # a problem's output file
        verdict_message = (Verdict.WA, outcome.missing_output)
    elif verdict_message is None:
        checked = checker(case.input, case.output, output)
        verdict_message, score = (checked.verdict, checked.message), checked.score
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
        score=score,
    )


NOT_RUN = "not run: an earlier case failed"


def judge_cases(
    runner: Runner,
    cases: Iterable[Case],
    limits: Limits,
    checker_for: CheckerFor,
    jobs: int = 1,
    on_result: Callable[[CaseResult], None] | None = None,
    all_cases: bool = False,
) -> list[CaseResult]:
    """Judge the cases in order, `jobs` at a time, stopping at the first that is not AC as
    online judges do: the rest are SKIPPED (the runs already under way are waited for and
    their results dropped, so the outcome does not depend on `jobs`). With `all_cases`, every
    case is judged. `checker_for` gives each case's checker. Results (and callbacks) come in
    case order, one per case."""
    cases = list(cases)
    results: list[CaseResult] = []
    stream = ordered(lambda case: judge_case(runner, case, limits, checker_for(case)), cases, jobs)
    try:
        for _, result in stream:
            results.append(result)
            if on_result:
                on_result(result)
            if not all_cases and not result.accepted:
                break
    finally:
        stream.close()
    for case in cases[len(results) :]:
        skipped = CaseResult(name=case.name, verdict=Verdict.SKIPPED, message=NOT_RUN)
        results.append(skipped)
        if on_result:
            on_result(skipped)
    return results
