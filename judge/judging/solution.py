"""Judging one solution on one problem: limits, case selection, compilation, the runs.

The problem is any `judge.judging.problem.Problem`: one of ours, or a Kattis package.
"""

from __future__ import annotations

import fnmatch
from contextlib import ExitStack
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from judge.dialect import DIALECTS
from judge.errors import JudgeError
from judge.judging.cases import judge_cases
from judge.judging.problem import Case, Problem, case_checkers
from judge.judging.verdict import CaseResult, Report
from judge.run.factory import open_runner
from judge.run.isolation import Isolation
from judge.run.limits import Limits, MiB
from judge.run.program import CompileError, Program, from_command, from_file
from judge.run.sandbox import helper_path


@dataclass(frozen=True)
class RunOptions:
    """Command-line overrides and settings for one `judge run`."""

    time_limit: float | None = None  # seconds
    memory_limit: float | None = None  # MiB
    output_limit: float | None = None  # MiB
    jobs: int = 1
    case_patterns: tuple[str, ...] = ()
    samples: bool = False  # only the sample cases
    # Python solutions run in a warm interpreter: plain (judge.run.warm), or with `isolate` in
    # the submission's sandbox, measured as fresh runs (judge.run.isolated).
    warm: bool = False
    dialect: str = "auto"  # C/C++: hdu | poj | none | auto (the problem's own judge)
    isolate: bool = False  # runs and compilation isolated (judge.run.isolation)
    all_cases: bool = False  # judge every case, not only up to the first failing one


def dialect_for(problem: Problem, option: str) -> str | None:
    """The dialect C and C++ solutions of `problem` compile in: `option`, where `auto` means
    the problem's own judge (HDU or POJ) when it is one we know, and `none` modern GNU C/C++."""
    if option == "none":
        return None
    if option != "auto":
        return option
    return problem.dialect


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


def prepare(
    problem: Problem,
    solution: str | None,
    command: str | None,
    cache_dir: Path,
    dialect: str | None = None,
    isolation: Isolation | None = None,
) -> Program:
    """The program to judge: --cmd, a solution file, or the problem's reference (compiled in
    `dialect`, inside `isolation` when given)."""
    if command is not None:
        return from_command(command)
    if solution is None:
        reference = problem.reference(cache_dir)
        return from_file(
            reference,
            cache_dir,
            display=str(reference.relative_to(problem.root)),
            isolation=isolation,
        )
    return from_file(Path(solution), cache_dir, dialect=dialect, isolation=isolation)


def open_isolation(problem: Problem, cache_dir: Path) -> Isolation:
    """An isolation session for judging on `problem`: neither the problem set nor the cache
    is visible to the programs, wherever they are."""
    return Isolation(helper_path(cache_dir), private=[problem.root, cache_dir])


def judge_solution(
    problem: Problem,
    solution: str | None,
    command: str | None,
    options: RunOptions,
    cache_dir: Path,
    on_start: Callable[[list[Case]], None] | None = None,
    on_result: Callable[[CaseResult], None] | None = None,
) -> Report:
    """Judge a solution (default: the reference) on the problem's selected cases, up to the
    first failing one (all of them with `options.all_cases`)."""
    cases = select_cases(problem.cases(), options.case_patterns, options.samples)
    checkers = case_checkers(problem, cases, cache_dir)
    limits = run_limits(problem, options)
    dialect = dialect_for(problem, options.dialect)
    with ExitStack() as stack:
        isolation = (
            stack.enter_context(open_isolation(problem, cache_dir)) if options.isolate else None
        )
        try:
            program = prepare(problem, solution, command, cache_dir, dialect, isolation)
        except CompileError as exc:
            message = str(exc)
            if dialect in DIALECTS:
                message += (
                    f"\n(compiled as {dialect.upper()} compiles: C++98 or C89 with "
                    "ONLINE_JUDGE defined; --dialect none compiles modern GNU C/C++)"
                )
            return Report(problem.id, solution or "", [], compile_error=message)
        if on_start:
            on_start(cases)
        notes: list[str] = []
        with open_runner(program, cache_dir, options.warm, isolation, notes.append) as runner:
            results = judge_cases(
                runner,
                cases,
                limits,
                checkers,
                options.jobs,
                on_result,
                all_cases=options.all_cases,
            )
    return Report(problem.id, program.name, results, warnings=[*program.warnings, *notes])
