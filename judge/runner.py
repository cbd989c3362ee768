"""Judging one solution on one problem: limits, case selection, compilation, the run itself."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, ContextManager

from judge.checkers import load_checker
from judge.errors import JudgeError
from judge.judging import Runner, fresh_runner, judge_cases
from judge.limits import DEFAULT_OUTPUT_LIMIT, MiB, Limits
from judge.problem import Case, Problem, load_cases
from judge.program import CompileError, Program, from_command, from_file
from judge.sandbox import helper_path
from judge.verdict import CaseResult, Report


@dataclass(frozen=True)
class RunOptions:
    """Command-line overrides and settings for one `judge run`."""

    time_limit: float | None = None  # seconds
    memory_limit: float | None = None  # MiB
    output_limit: float | None = None  # MiB
    jobs: int = 1
    case_patterns: tuple[str, ...] = ()
    warm: bool = False  # Python solutions run in a warm interpreter (judge.warm)


def limits_for(problem: Problem, options: RunOptions) -> Limits:
    """The problem's limits, overridden by the options."""
    time = options.time_limit if options.time_limit is not None else problem.time_limit
    memory = options.memory_limit if options.memory_limit is not None else problem.memory_limit
    output = options.output_limit * MiB if options.output_limit is not None else DEFAULT_OUTPUT_LIMIT
    return Limits(time=time, memory=int(memory * MiB), output=int(output))


def select_cases(cases: list[Case], patterns: tuple[str, ...]) -> list[Case]:
    """The cases whose name matches any pattern (a name or a shell glob); all when none."""
    if not patterns:
        return cases
    chosen = [c for c in cases if any(fnmatch.fnmatchcase(c.name, p) for p in patterns)]
    if not chosen:
        raise JudgeError(f"no case matches {', '.join(patterns)}")
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
    cases = select_cases(load_cases(problem), options.case_patterns)
    checker = load_checker(problem.checker, problem.checker_options, problem.path)
    limits = limits_for(problem, options)
    try:
        program = prepare(problem, solution, command, cache_dir)
    except CompileError as exc:
        return Report(problem.id, solution or "", [], compile_error=str(exc))
    if on_start:
        on_start(cases)
    with open_runner(program, cache_dir, options.warm) as runner:
        results = judge_cases(runner, cases, limits, checker, options.jobs, on_result)
    return Report(problem.id, program.name, results)


def open_runner(program: Program, cache_dir: Path, warm: bool) -> ContextManager[Runner]:
    """A Runner for `program` for the length of a `with` block: a warm interpreter for a Python
    program when asked (other languages have no interpreter to keep warm), else a fresh
    sandboxed process per run."""
    if warm and program.language == "python":
        from judge.warm import warm_runner

        return warm_runner(program, cache_dir)
    return fresh_runner(program, helper_path(cache_dir))
