"""Judging one solution on one problem: limits, case selection, compilation, the runs."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.judging.cases import judge_cases
from judge.judging.verdict import CaseResult, Report
from judge.problemset.problem import Case, Problem
from judge.run.limits import MiB, Limits
from judge.run.program import CompileError, Program, from_command, from_file
from judge.run.runner import open_runner


@dataclass(frozen=True)
class RunOptions:
    """Command-line overrides and settings for one `judge run`."""

    time_limit: float | None = None  # seconds
    memory_limit: float | None = None  # MiB
    output_limit: float | None = None  # MiB
    jobs: int = 1
    case_patterns: tuple[str, ...] = ()
    samples: bool = False  # only the sample cases
    warm: bool = False  # Python solutions run in a warm interpreter (judge.run.warm)


def run_limits(problem: Problem, options: RunOptions) -> Limits:
    """The problem's limits, overridden by the options."""
    limits = problem.limits
    if options.time_limit is not None:
        limits = replace(limits, time=options.time_limit)
    if options.memory_limit is not None:
        limits = replace(limits, memory=int(options.memory_limit * MiB))
    if options.output_limit is not None:
        limits = replace(limits, output=int(options.output_limit * MiB))
    return limits


def select_cases(cases: list[Case], patterns: tuple[str, ...], samples: bool = False) -> list[Case]:
    """The cases whose name matches any pattern (a name or a shell glob), all when none; only
    the samples among them when `samples`."""
    chosen = cases
    if patterns:
        chosen = [c for c in chosen if any(fnmatch.fnmatchcase(c.name, p) for p in patterns)]
        if not chosen:
            raise JudgeError(f"no case matches {', '.join(patterns)}")
    if samples:
        chosen = [c for c in chosen if c.sample]
        if not chosen:
            raise JudgeError("no sample case" + (" matches those patterns" if patterns else ""))
    return chosen


def prepare(problem: Problem, solution: str | None, command: str | None,
            cache_dir: Path) -> Program:
    """The program to judge: --cmd, a solution file, or the problem's reference."""
    if command is not None:
        return from_command(command)
    if solution is None:
        return from_file(problem.solution_path, cache_dir,
                         display=str(problem.solution_path.relative_to(problem.root)))
    return from_file(Path(solution), cache_dir)


def judge_solution(problem: Problem, solution: str | None, command: str | None,
                   options: RunOptions, cache_dir: Path,
                   on_start: Callable[[list[Case]], None] | None = None,
                   on_result: Callable[[CaseResult], None] | None = None) -> Report:
    """Judge a solution (default: the reference) on the problem's selected cases."""
    cases = select_cases(problem.cases(), options.case_patterns, options.samples)
    checker = problem.output_checker
    limits = run_limits(problem, options)
    try:
        program = prepare(problem, solution, command, cache_dir)
    except CompileError as exc:
        return Report(problem.id, solution or "", [], compile_error=str(exc))
    if on_start:
        on_start(cases)
    with open_runner(program, cache_dir, options.warm) as runner:
        results = judge_cases(runner, cases, limits, checker, options.jobs, on_result)
    return Report(problem.id, program.name, results)
