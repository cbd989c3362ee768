"""The problem setter's commands: `judge gen`, `judge verify`, `judge stress`."""

from __future__ import annotations

import random
import shlex
import sys
from pathlib import Path

import click

from judge.cachedir import default_cache_dir
from judge.cli import main
from judge.cli.common import problem_list
from judge.cli.console import progress_line
from judge.cli.resolve import resolve_problem
from judge.errors import JudgeError
from judge.formats.protocol import AnyProblem, ProblemFormat, VerifyRequest
from judge.formats.registry import format_named, format_of
from judge.parallel import all_cores
from judge.problemset.gen import format_report, generate_testdata
from judge.problemset.layout import check_writable
from judge.problemset.problem import Problem, load_problem
from judge.problemset.stress import (
    default_from_path,
    default_save_path,
    format_from,
    format_result,
    save_case,
    save_input,
    shrink_case,
)
from judge.problemset.stress import stress as run_stress


@main.command()
@click.argument("problem_ids", metavar="ID...", nargs=-1)
@click.option("--all", "all_problems", is_flag=True, help="Every problem.")
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=1),
    metavar="N",
    help="Reference runs at once (default: every core).",
)
@click.pass_context
def gen(
    ctx: click.Context, problem_ids: tuple[str, ...], all_problems: bool, jobs: int | None
) -> None:
    """Build testdata/<id>/<recipe>.yaml from the recipes in problem.yaml.

    Inputs come from generator.py, pass validator.py, and get the reference's output.
    Exit status: 0 when written, 2 for usage or data errors.
    """
    root, ids = problem_list(ctx, problem_ids, all_problems)
    check_writable(root, "judge gen")
    for problem_id in ids:
        with progress_line() as progress:
            report = generate_testdata(
                load_problem(root, problem_id),
                default_cache_dir(),
                jobs or all_cores(),
                progress=progress,
            )
        click.echo(format_report(report, root))


@main.command()
@click.argument("problem_ids", metavar="ID...", nargs=-1)
@click.option("--all", "all_problems", is_flag=True, help="Every problem.")
@click.option(
    "--count",
    type=click.IntRange(min=1),
    default=1000,
    show_default=True,
    metavar="N",
    help="Random inputs on which the brute force and reference must agree.",
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=1),
    metavar="N",
    help="Programs run at once by each check (default: every core); the untimed "
    "checks run side by side.",
)
@click.option(
    "--python",
    type=click.Choice(["pypy3", "python3"]),
    help="Kattis packages: the language their Python 3 submissions run in (default: pypy3 "
    "where installed, as problemtools and DOMjudge run them; python3 for a package written "
    "for CPython, as judge export writes ours).",
)
@click.pass_context
def verify(
    ctx: click.Context,
    problem_ids: tuple[str, ...],
    all_problems: bool,
    count: int,
    jobs: int | None,
    python: str | None,
) -> None:
    """Check problems: testdata, validator, reference, timing, brute force, submissions.

    An ID may also be the path of a Kattis problem package folder: its input validators,
    answers and example submissions are checked as problemtools checks them.

    Exit status: 0 when every check passes, 1 when any fails, 2 for usage or data errors.
    """
    if all_problems or not problem_ids:
        root, ids = problem_list(ctx, problem_ids, all_problems)  # and their usage errors
        problems: list[AnyProblem] = [load_problem(root, pid) for pid in ids]
    else:
        problems = [resolve_problem(ctx, pid) for pid in problem_ids]
    if python:
        try:
            problems = [problem.with_python(python) for problem in problems]
        except JudgeError as exc:
            raise click.UsageError(str(exc)) from None
    status = 0
    for fmt, group in _by_format(problems):
        with progress_line() as progress:

            def say(line: str) -> None:
                progress.clear()
                if progress.enabled:  # a terminal sees each problem end; logs get the text only
                    click.echo(line, err=True)

            request = VerifyRequest(default_cache_dir(), jobs, count, progress, say)
            verified = fmt.verify(group, request)
        click.echo(verified.text)
        status = max(status, verified.status)
    sys.exit(status)


def _by_format(problems: list[AnyProblem]) -> list[tuple[ProblemFormat, list[AnyProblem]]]:
    """The problems grouped by format (each format verifies its own together), in the order
    the formats first appear."""
    groups: dict[str, list[AnyProblem]] = {}
    for problem in problems:
        groups.setdefault(problem.format_name, []).append(problem)
    return [(format_named(name), group) for name, group in groups.items()]


@main.command()
@click.argument("problem_id", metavar="ID")
@click.argument("solution", type=click.Path(dir_okay=False))
@click.option(
    "--against",
    type=click.Choice(["reference", "brute"]),
    default="reference",
    show_default=True,
    help="Whose output is expected.",
)
@click.option(
    "--count",
    type=click.IntRange(min=1),
    default=1000,
    show_default=True,
    metavar="N",
    help="Random inputs to try.",
)
@click.option("--seed", type=int, metavar="S", help="Seed of the random inputs (default: random).")
@click.option(
    "--size",
    type=click.Choice(["small", "edge", "max"]),
    help="Only inputs of this size (default: small and edge alternately, every tenth input "
    "one of the larger sizes the problem's recipes make).",
)
@click.option(
    "--from",
    "from_case",
    metavar="CASE",
    help="Shrink this failing case instead of trying random inputs: a case name as judge "
    "run prints it, or the path of an input file.",
)
@click.option(
    "--save",
    type=click.Path(dir_okay=False),
    metavar="FILE",
    help="Where to save the failing case (default: stress-<id>-<seed>-<k>.yaml here; with "
    "--from, the smallest input itself, stress-<id>-<case>.in).",
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=1),
    metavar="N",
    help="Inputs tried at once (default: every core).",
)
@click.pass_context
def stress(
    ctx: click.Context,
    problem_id: str,
    solution: str,
    against: str,
    count: int,
    seed: int | None,
    size: str | None,
    from_case: str | None,
    save: str | None,
    jobs: int | None,
) -> None:
    """Try random inputs until SOLUTION fails on one, then shrink it to a minimal case; or,
    with --from, shrink a failing case of judge run's to the smallest input that still fails.

    Exit status: 0 when no input fails, 1 when one does, 2 for usage or data errors (a
    --from case that passes among them).
    """
    found = resolve_problem(ctx, problem_id)
    problem = format_of(found).for_stress(found)
    if from_case is not None:
        _check_from(ctx)
        sys.exit(_stress_from(problem, solution, from_case, against, save, jobs or all_cores()))
    seed = seed if seed is not None else random.SystemRandom().randrange(10**6)
    with progress_line() as progress:
        result = run_stress(
            problem,
            Path(solution),
            default_cache_dir(),
            against=against,
            count=count,
            seed=seed,
            size=size,
            jobs=jobs or all_cores(),
            progress=progress,
        )
    click.echo(format_result(result))
    if result.failure is None:
        sys.exit(0)
    path = Path(save) if save else default_save_path(result)
    save_case(result, path)
    click.echo(f"saved as {path} (a case ready to add to tests.yaml)")
    sys.exit(1)


def _check_from(ctx: click.Context) -> None:
    """--from shrinks one case: the options of random inputs have nothing to do with it."""
    for name in ("count", "seed", "size"):
        if ctx.get_parameter_source(name) is click.core.ParameterSource.COMMANDLINE:
            raise click.UsageError(
                f"--{name} is for random inputs; --from shrinks the case it names"
            )


def _stress_from(
    problem: Problem, solution: str, case: str, against: str, save: str | None, jobs: int
) -> int:
    """`judge stress ID FILE --from CASE`: shrink, print, save the smallest input; the exit
    status, 1 (it failed: a case that passes is an error raised before)."""
    with progress_line() as progress:
        result = shrink_case(
            problem,
            Path(solution),
            default_cache_dir(),
            case,
            against=against,
            jobs=jobs,
            progress=progress,
        )
    click.echo(format_from(result))
    path = Path(save) if save else default_from_path(result)
    save_input(result.failure.input, path)
    again = shlex.join(["judge", "run", problem.id, solution, "--input", str(path)])
    click.echo(f"saved as {path}; to run it again: {again}")
    return 1
