"""`judge run`: judge a solution like an online judge.

What only some runs need is imported where they begin, so that `judge run` on one of our own
problems starts in little more than an interpreter and click (DESIGN.md, Start-up): a format's
modules for a problem given by its path (judge.formats.registry), the custom run for --input.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import BinaryIO

import click

from judge.cachedir import default_cache_dir
from judge.catalog.record import Judged, default_data_dir, note_run
from judge.cli import interface, main
from judge.cli.common import root_of
from judge.cli.console import OwnInput, progress_line, run_and_print, run_custom_and_print
from judge.cli.resolve import resolve_problem
from judge.errors import JudgeError
from judge.formats.protocol import AnyProblem, Tools
from judge.formats.registry import format_of
from judge.i18n import N_
from judge.judging.solution import RunOptions, check_solution
from judge.parallel import all_cores, default_jobs
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem


@main.command()
@click.argument("problem_id", metavar="ID", required=False)
@click.argument("solution", required=False)
@click.option(
    "--all", "all_problems", is_flag=True, help="Judge every problem's reference solution."
)
@click.option("--cmd", "command", metavar="COMMAND", help="Judge this command instead of a file.")
@click.option(
    "--case",
    "cases",
    multiple=True,
    metavar="PATTERN",
    help="Only cases whose name matches (a name or a glob; repeatable).",
)
@click.option("--samples", is_flag=True, help="Only the sample cases.")
@click.option(
    "--time-limit",
    type=click.FloatRange(min=0, min_open=True),
    metavar="SECONDS",
    help="CPU time limit per case (default: the problem's).",
)
@click.option(
    "--memory-limit",
    type=click.FloatRange(min=0, min_open=True),
    metavar="MIB",
    help="Peak memory limit per case (default: the problem's).",
)
@click.option(
    "--output-limit",
    type=click.FloatRange(min=0, min_open=True),
    metavar="MIB",
    help="Output limit per case (default: 64).",
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=1),
    metavar="N",
    help="Cases judged at once (default: half the cores). Parallel timing is noisier.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per solution judged.")
@click.option(
    "--junit",
    type=click.Path(dir_okay=False, writable=True),
    metavar="FILE",
    help="Also write JUnit XML to FILE.",
)
@click.option(
    "-v", "--verbose", is_flag=True, help="Show input, expected and output of failing cases."
)
@click.option(
    "-l",
    "--language",
    metavar="ID",
    help="The solution's language, by its id (see judge doctor), where its extension is "
    "not enough: e.g. pypy3 for a .py file run by PyPy (default: python3).",
)
@click.option(
    "--dialect",
    metavar="NAME",
    default="auto",
    show_default=True,
    help="Compile the way an online judge does: a judge (hdu, poj: its default for the "
    "language, e.g. HDU's G++ = MinGW GCC with C++11) or one of its options (hdu-c++ for "
    "its Microsoft C++, poj-g++, hdu-java...; see docs/reference/dialects.md), and warn "
    "about what it rejects; auto: the problem's own judge; none: modern GNU C/C++, the local Java and Pascal.",
)
@click.option(
    "--warm",
    is_flag=True,
    help="Run Python solutions in a pre-started interpreter forked per case: no "
    "start-up cost per case, nor in the CPU times unless --isolate, which measures "
    "them as fresh runs (see docs/reference/warm.md).",
)
@click.option(
    "--isolate",
    is_flag=True,
    help="Judge untrusted code: compile and run it with no network, a private file "
    "system, its own processes only, cgroup limits, in a sandbox built once per "
    "submission (see docs/reference/isolation.md).",
)
@click.option(
    "--all-cases",
    is_flag=True,
    help="Judge every case (default: stop at the first failing one, the rest are "
    "reported as skipped).",
)
@click.option(
    "--input",
    "input_path",
    type=click.File("rb"),
    metavar="PATH",
    help="Run the program on this input (- for stdin) under the problem's limits instead "
    "of judging it: its output, time and memory, and the reference's answer beside it.",
)
@click.pass_context
def run(
    ctx: click.Context,
    problem_id: str | None,
    solution: str | None,
    all_problems: bool,
    command: str | None,
    cases: tuple[str, ...],
    samples: bool,
    time_limit: float | None,
    memory_limit: float | None,
    output_limit: float | None,
    jobs: int | None,
    as_json: bool,
    junit: str | None,
    verbose: bool,
    language: str | None,
    dialect: str,
    warm: bool,
    isolate: bool,
    all_cases: bool,
    input_path: BinaryIO | None,
) -> None:
    """Judge SOLUTION (default: the reference) on the cases of problem ID, in order, up to
    the first that fails (every case with --all-cases).

    ID may also be the path of a Kattis problem package folder (its reference: the first
    accepted submission).

    Exit status: 0 if every case is AC, 1 if any is not, 2 for usage or data errors. With
    --input: 0 if the program ran to a clean end, 1 if it did not (CE, TLE, MLE, RE, OLE).
    """
    _check_usage(problem_id, solution, command, all_problems, language, junit)
    tr = interface(ctx).tr
    options = RunOptions(
        time_limit,
        memory_limit,
        output_limit,
        jobs or default_jobs(),
        cases,
        samples=samples,
        warm=warm,
        dialect=dialect,
        isolate=isolate,
        all_cases=all_cases,
        language=language,
    )
    if input_path is not None:
        _run_custom(ctx, problem_id, (solution, command), input_path, options, as_json, verbose)
    problems: list[AnyProblem]
    if problem_id is None:
        root = root_of(ctx)
        problems = [load_problem(root, pid) for pid in problem_ids(root)]
    else:
        problem = _checked(resolve_problem(ctx, problem_id), solution, options)
        problems = [_ready(problem, time_limit, options, jobs or all_cores())]
    ok = run_and_print(
        problems,
        solution,
        command,
        options,
        default_cache_dir(),
        every=problem_id is None,
        as_json=as_json,
        junit=junit,
        verbose=verbose,
        tr=tr,
    )
    judged = problems[0]
    if problem_id is not None and judged.problem_set is not None:  # the learner's record
        noted = Judged(judged.problem_set, judged.id, judged.own_folders, judged.limits)
        for warning in note_run(default_data_dir(), noted, solution, command, options, ok):
            click.echo(tr.gettext("judge: warning: {message}").format(message=warning), err=True)
    sys.exit(0 if ok else 1)


def _run_custom(
    ctx: click.Context,
    problem_id: str | None,
    program: tuple[str | None, str | None],
    input_path: BinaryIO,
    options: RunOptions,
    as_json: bool,
    verbose: bool,
) -> None:
    """`judge run --input`: the program (`program`: SOLUTION, --cmd) run on the input given,
    printed beside the reference's; exit status 0 when it ran to a clean end, else 1."""
    if problem_id is None:
        raise click.UsageError(N_("--input runs a program on one problem: give its ID"))
    solution, command = program
    problem = _checked(resolve_problem(ctx, problem_id), solution, options)
    problem = _ready(problem, options.time_limit, options, options.jobs)
    given = OwnInput.read(input_path)
    cache, tr = default_cache_dir(), interface(ctx).tr
    ran = run_custom_and_print(
        problem, solution, command, given, options, cache, as_json, verbose, tr
    )
    sys.exit(0 if ran else 1)


def _check_usage(
    problem_id: str | None,
    solution: str | None,
    command: str | None,
    all_problems: bool,
    language: str | None,
    junit: str | None,
) -> None:
    """Refuse argument combinations that name no single thing to judge, and a JUnit report
    that could not be written (found before judging, not after)."""
    if junit is not None and not Path(junit).absolute().parent.is_dir():
        raise JudgeError(f"{junit}: cannot write the JUnit report: no folder {Path(junit).parent}")
    if all_problems and (problem_id or solution or command):
        raise click.UsageError(
            N_("--all judges every reference solution; give no ID, SOLUTION or --cmd")
        )
    if not all_problems and not problem_id:
        raise click.UsageError(N_("give a problem ID (see `judge list`) or --all"))
    if solution and command:
        raise click.UsageError(N_("give either SOLUTION or --cmd, not both"))
    if language and (command or all_problems):
        raise click.UsageError(
            N_("--language is for a SOLUTION file (or the reference), not --cmd or --all")
        )


def _checked(problem: AnyProblem, solution: str | None, options: RunOptions) -> AnyProblem:
    """`problem`, once what judging it would refuse has been checked (the solution file, its
    language, the dialect, the compiler), so that an error is the only thing printed: never
    after the problem's title or its warnings."""
    check_solution(problem, solution, options)
    return problem


def _ready(
    problem: AnyProblem, time_limit: float | None, options: RunOptions, jobs: int
) -> AnyProblem:
    """A problem ready to judge: refused plainly when judge cannot judge it, its warnings said,
    and a time limit where it has none of its own: --time-limit's, else the one its format
    computes (then said with its source), `jobs` runs at once (-j, else every core: each
    run's CPU time is its own; with --isolate, the programs it runs for it are isolated
    too, options.isolate). A limit of its own stays: --time-limit decides the
    runs' limit in one place, judge.judging.solution.run_limits, as every limit option does for
    every problem; here it only spares a problem without a limit the computation."""
    problem.check_judgeable()
    for warning in problem.warnings:
        click.echo(f"{problem.id}: warning: {warning}", err=True)
    if problem.time_limit is not None:
        return problem
    if time_limit is not None:
        return problem.with_time_limit(time_limit, "--time-limit")
    with progress_line() as progress:
        tools = Tools(default_cache_dir(), jobs, progress, isolate=options.isolate)
        problem, said = format_of(problem).time_limit(problem, tools)
    if said:
        click.echo(said, err=True)
    return problem
