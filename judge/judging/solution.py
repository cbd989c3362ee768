"""Judging one solution on one problem: limits, case selection, compilation, the runs.

The problem is any `judge.judging.problem.Judgeable`: one of ours, or a Kattis package.
"""

from __future__ import annotations

import fnmatch
import shlex
from contextlib import ExitStack
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from judge.cachedir import default_cache_dir
from judge.errors import JudgeError
from judge.judging.cases import NOT_RUN, judge_cases
from judge.judging.problem import Case, CheckerFor, Grading, Judgeable, case_checkers
from judge.judging.verdict import CaseResult, CompilesWith, Report, Verdict
from judge.run.factory import open_runner
from judge.run.helper.sandbox import helper_path
from judge.run.languages.dialects import (
    REFERENCE_DIALECTS,
    check_dialect_name,
    find_dialect,
    judge_dialects,
    judges,
)
from judge.run.languages.table import by_extension, for_file
from judge.run.limits import Limits, MiB
from judge.run.program import CompileError, Program, check_source, from_command, from_file
from judge.run.runner import Runner

if TYPE_CHECKING:  # a session is made by `open_isolation` only, for --isolate
    from judge.run.isolation.session import Isolation


@dataclass(frozen=True)
class RunOptions:
    """Command-line overrides and settings for one `judge run`."""

    time_limit: float | None = None  # seconds
    memory_limit: float | None = None  # MiB
    output_limit: float | None = None  # MiB
    jobs: int = 1
    case_patterns: tuple[str, ...] = ()
    samples: bool = False  # only the sample cases
    # Python solutions run in a warm interpreter: plain (judge.run.execution.warm_pool), or with `isolate` in
    # the submission's sandbox, measured as fresh runs (judge.run.isolation.isolated_runner).
    warm: bool = False
    dialect: str = "auto"  # C/C++: hdu | poj | none | auto (the problem's own judge)
    isolate: bool = False  # runs and compilation isolated (judge.run.isolation.session)
    all_cases: bool = False  # judge every case, not only up to the first failing one
    language: str | None = None  # a language table id; None: the file's extension decides


def dialect_for(problem: Judgeable, option: str) -> str | None:
    """The dialect C and C++ solutions of `problem` compile in: `option`, where `auto` means
    the problem's own judge (HDU or POJ) when it is one we know, and `none` modern GNU C/C++."""
    if option == "none":
        return None
    if option != "auto":
        return option
    return problem.dialect


def run_limits(problem: Judgeable, options: RunOptions, program: Program | None = None) -> Limits:
    """The problem's limits for `program`'s language (HDU's Java limits for Java and Kotlin),
    overridden by the options: the one place the options' limits are applied, for every kind
    of problem (a runner then adds a runtime's own share, `Program.run_limits`)."""
    limits = problem.limits if program is None else problem.limits_for(program.language)
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
    problem: Judgeable,
    solution: str | None,
    command: str | None,
    cache_dir: Path,
    dialect: str | None = None,
    isolation: Isolation | None = None,
    language: str | None = None,
) -> Program:
    """The program to judge: --cmd, a solution file (in `language`, default: its extension's),
    or the problem's reference (compiled in `dialect`, inside `isolation` when given)."""
    if command is not None:
        return from_command(command)
    if solution is None:
        reference = problem.reference(cache_dir)
        shown = str(reference.relative_to(problem.root))
        chosen = language or _python(problem, reference)
        return _from_source(problem, reference, cache_dir, shown, None, isolation, chosen)
    path = Path(solution)
    chosen = language or _python(problem, path)
    return _from_source(problem, path, cache_dir, solution, dialect, isolation, chosen)


def _from_source(
    problem: Judgeable,
    path: Path,
    cache_dir: Path,
    shown: str,
    dialect: str | None,
    isolation: Isolation | None,
    language: str | None,
) -> Program:
    """The program of the source file `path` (in `language`, default: its extension's), built
    with the files the problem lays out beside every solution in its language (a function
    problem's grader and headers: `Judgeable.lay_out`), or alone."""
    lang = for_file(path, language, shown)
    laid = problem.lay_out(path, lang, cache_dir)
    if laid is None:
        return from_file(
            path, cache_dir, display=shown, dialect=dialect, isolation=isolation, language=lang.id
        )
    try:
        program = from_file(
            laid.entry,
            cache_dir,
            display=shown,
            dialect=dialect,
            isolation=isolation,
            language=lang.id,
            folder=laid.folder,
        )
    except CompileError as exc:  # a replaced file is why, often: said first
        raise CompileError("\n".join((*laid.notes, str(exc)))) from None
    return replace(program, warnings=(*laid.notes, *program.warnings))


def check_solution(problem: Judgeable, solution: str | None, options: RunOptions) -> None:
    """What judging `solution` on `problem` would refuse before its first run (the file, its
    language, the dialect, the compiler), raised now as JudgeError: `judge run` says it before
    it prints the problem's title. For the reference or a command, only the dialect's name."""
    dialect = dialect_for(problem, options.dialect)
    if solution is None:
        if dialect is not None and dialect not in (*judges(), *REFERENCE_DIALECTS):
            check_dialect_name(dialect)
        return
    path = Path(solution)
    language = options.language or _python(problem, path)
    check_source(path, dialect, language)


class DialectCompileError(CompileError):
    """A solution that does not compile in the dialect it was judged in, and which of the same
    judge's other compilers takes it (None: none does, or it was not in a judge's dialect)."""

    def __init__(self, message: str, compiles_with: CompilesWith | None) -> None:
        super().__init__(message)
        self.compiles_with = compiles_with


def open_program(
    stack: ExitStack,
    problem: Judgeable,
    solution: str | None,
    command: str | None,
    options: RunOptions,
    cache_dir: Path,
) -> tuple[Program, Isolation | None]:
    """The program as judging builds it: in the problem's dialect (or `options.dialect`),
    inside a sandbox entered on `stack` with `options.isolate`; DialectCompileError when it
    does not compile (saying which other compiler of the judge takes it). One set-up for
    judging and for a run on one's own input."""
    dialect = dialect_for(problem, options.dialect)
    isolation = stack.enter_context(open_isolation(problem, cache_dir)) if options.isolate else None
    try:
        program = prepare(
            problem, solution, command, cache_dir, dialect, isolation, options.language
        )
    except CompileError as exc:
        found = compiles_elsewhere(problem, solution, dialect, options, cache_dir, isolation)
        raise DialectCompileError(str(exc), found) from None
    return program, isolation


def compiles_elsewhere(
    problem: Judgeable,
    solution: str | None,
    dialect: str | None,
    options: RunOptions,
    cache_dir: Path,
    isolation: Isolation | None,
) -> CompilesWith | None:
    """For a solution file that did not compile in a judge's `dialect`: the first of that
    judge's other options for its language that compiles it (each tried once, as judging
    builds it, its build cached for the run it suggests), or None."""
    if solution is None or dialect is None:
        return None
    try:
        lang = for_file(Path(solution), options.language)
        tried = find_dialect(dialect, lang)
    except JudgeError:
        return None
    if tried is None or tried.judge not in judges():
        return None
    for other in judge_dialects(tried.judge):
        if other.language != lang.id or other == tried:
            continue
        try:
            prepare(problem, solution, None, cache_dir, other.id, isolation, options.language)
        except (CompileError, JudgeError):
            continue
        option = f"{other.judge.upper()}'s {other.option} ({other.compiler})"
        words = ["judge", "run", problem.id, solution, "--dialect", other.id]
        return CompilesWith(other.id, option, shlex.join(words))
    return None


def _python(problem: Judgeable, source: Path) -> str | None:
    """The problem's Python for a Python source (PyPy for a Kattis package's), else None:
    the extension decides."""
    found = by_extension(source.suffix)
    return problem.python if found is not None and found.id == "python3" else None


def open_isolation(problem: Judgeable, cache_dir: Path) -> Isolation:
    """An isolation session for judging on `problem`: neither the problem set nor the cache
    is visible to the programs, wherever they are."""
    # Late: only --isolate makes a session; a plain run never loads the isolation modules
    # (tests/test_imports.py, LATE_IMPORTS).
    from judge.run.isolation.session import Isolation

    # The default cache too: the problem files' parsed documents (test data among them) are
    # kept there (judge.documents), whichever cache this session builds in.
    private = list(
        dict.fromkeys(p.resolve() for p in (problem.root, cache_dir, default_cache_dir()))
    )
    return Isolation(helper_path(cache_dir), private=private)


def judge_solution(
    problem: Judgeable,
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
    with ExitStack() as stack:
        try:
            program, isolation = open_program(stack, problem, solution, command, options, cache_dir)
        except DialectCompileError as exc:
            return Report(
                problem.id,
                solution or "",
                [],
                compile_error=str(exc),
                compiles_with=exc.compiles_with,
            )
        # The problem's own programs (checker, interactor, grader) are isolated as the
        # submission is: built and run in its session.
        checkers = case_checkers(problem, cases, cache_dir, isolation)
        limits = run_limits(problem, options, program)
        if on_start:
            on_start(cases)
        grading = problem.grading(cases, cache_dir, isolation=isolation)
        notes: list[str] = []  # where judging fell back (a warm run judged fresh)
        runner_of = open_runner(
            program, cache_dir, options.warm, isolation, notes.append, problem.file_io
        )
        with runner_of as runner:
            if grading is None or options.all_cases:
                results = judge_cases(
                    runner,
                    cases,
                    limits,
                    checkers,
                    options.jobs,
                    on_result,
                    all_cases=options.all_cases,
                )
            else:
                results = _judge_graded(
                    runner, cases, limits, checkers, grading, options, on_result
                )
    return Report(
        problem.id,
        program.name,
        results,
        warnings=[*program.warnings, *notes],
        grade=None if grading is None else grading.grade(results),
        samples_only=bool(cases) and all(case.sample for case in cases),
    )


def _judge_graded(
    runner: Runner,
    cases: list[Case],
    limits: Limits,
    checkers: CheckerFor,
    grading: Grading,
    options: RunOptions,
    on_result: Callable[[CaseResult], None] | None,
) -> list[CaseResult]:
    """The cases judged in order as the problem's grading says: each stretch it asks for is
    judged like any run up to its first failure, `options.jobs` cases at a time; the cases it
    passes over are SKIPPED."""
    results: list[CaseResult] = []

    def done(result: CaseResult) -> None:
        results.append(result)
        if on_result:
            on_result(result)

    while (stretch := grading.next_cases(results)) is not None:
        start, end = max(stretch[0], len(results)), min(stretch[1], len(cases))
        if start >= end:
            break
        for case in cases[len(results) : start]:
            done(CaseResult(name=case.name, verdict=Verdict.SKIPPED, message=NOT_RUN))
        for result in judge_cases(runner, cases[start:end], limits, checkers, options.jobs):
            if result.verdict is not Verdict.SKIPPED:
                done(result)
    for case in cases[len(results) :]:
        done(CaseResult(name=case.name, verdict=Verdict.SKIPPED, message=NOT_RUN))
    return results
