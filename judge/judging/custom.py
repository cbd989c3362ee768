"""Running a program on an input of one's own (a "custom invocation"): the problem's limits,
the same runners as judging, and the reference's answer beside it when the problem has one."""

from __future__ import annotations

from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

from judge.errors import JudgeError
from judge.judging.classify import classify
from judge.judging.problem import Judgeable
from judge.judging.solution import DialectCompileError, RunOptions, open_program, run_limits
from judge.judging.verdict import CompilesWith, Verdict
from judge.run.factory import open_runner
from judge.run.runner import EXCERPT, Outcome


@dataclass(frozen=True)
class CustomRun:
    """One program's run on the given input: how it ended and what it wrote."""

    program: str  # the program's display name
    verdict: Verdict | None  # None: it ended cleanly (its output is not checked)
    message: str
    output: str
    stderr: str
    cpu_time: float  # seconds
    wall_time: float  # seconds
    memory: int  # bytes
    compile_error: str | None = None
    compiles_with: CompilesWith | None = None  # the judge's other compiler that takes it


@dataclass(frozen=True)
class CustomResult:
    """The program's run, and the reference's (None when the problem has no reference or the
    program judged is the reference itself)."""

    run: CustomRun
    reference: CustomRun | None


def run_custom(
    problem: Judgeable,
    solution: str | None,
    command: str | None,
    input: bytes,
    options: RunOptions,
    cache_dir: Path,
) -> CustomResult:
    """Run the solution (default: the reference) on `input` under the problem's limits, as
    judging runs it (plain, warm or isolated per `options`), then the reference on the same
    input when a solution was given and the problem has a reference."""
    checker = problem.output_checker(cache_dir)
    if not callable(checker):  # an interactor or passes: either runs the program itself
        raise JudgeError(
            f"{problem.id}: --input runs a program on an input file, but this problem's "
            "program talks with an interactor (or runs in passes): use `judge run` on its cases"
        )
    mine = _run_one(problem, solution, command, input, options, cache_dir)
    reference = None
    if (solution is not None or command is not None) and _has_reference(problem, cache_dir):
        reference = _run_one(
            problem, None, None, input, RunOptions(isolate=options.isolate), cache_dir
        )
    return CustomResult(mine, reference)


def _has_reference(problem: Judgeable, cache_dir: Path) -> bool:
    try:
        return problem.reference(cache_dir).is_file()
    except JudgeError:
        return False


def _run_one(
    problem: Judgeable,
    solution: str | None,
    command: str | None,
    input: bytes,
    options: RunOptions,
    cache_dir: Path,
) -> CustomRun:
    """One program's run through the same path as judging (compile, runner, limits)."""
    with ExitStack() as stack:
        try:
            program, isolation = open_program(stack, problem, solution, command, options, cache_dir)
        except DialectCompileError as exc:
            name = solution or command or "reference"
            return CustomRun(
                *(name, None, "", "", "", 0.0, 0.0, 0),
                compile_error=str(exc),
                compiles_with=exc.compiles_with,
            )
        limits = run_limits(problem, options, program)
        runner_of = open_runner(
            program, cache_dir, options.warm, isolation, lambda _: None, problem.file_io
        )
        with runner_of as runner:
            outcome = runner(input, limits)
    return _custom_run(program.name, outcome, classify(outcome, limits))


def _custom_run(name: str, outcome: Outcome, ended: tuple[Verdict, str] | None) -> CustomRun:
    run = outcome.execution
    verdict, message = ended if ended is not None else (None, outcome.missing_output)
    return CustomRun(
        program=name,
        verdict=verdict,
        message=message,
        output=outcome.output.decode(errors="replace")[:EXCERPT],
        stderr=outcome.stderr.decode(errors="replace"),
        cpu_time=run.cpu_time,
        wall_time=run.wall_time,
        memory=run.memory,
    )
