"""The command line: click declares the options, the library modules do the work.

Imports of the working modules are local to each command, so start-up stays fast.
"""

from __future__ import annotations

import sys

import click

from judge.errors import JudgeError


class _Group(click.Group):
    """Turns a JudgeError anywhere in a command into one plain message and exit status 2."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except JudgeError as exc:
            click.echo(f"judge: error: {exc}", err=True)
            ctx.exit(2)
        except KeyboardInterrupt:
            click.echo("judge: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--root", envvar="JUDGE_ROOT", metavar="DIR",
              help="Folder holding problems/ (default: the current folder or its nearest parent "
                   "with one). Also JUDGE_ROOT.")
@click.version_option(package_name="judge-harness", prog_name="judge")
@click.pass_context
def main(ctx: click.Context, root: str | None) -> None:
    """Judge competitive-programming solutions locally, like an online judge."""
    ctx.obj = root


def _root(ctx: click.Context):
    from judge.problem import find_root

    return find_root(ctx.obj)


@main.command("list")
@click.pass_context
def list_command(ctx: click.Context) -> None:
    """List the problems: id, title, game, source, limits, number of cases."""
    from judge.listing import problem_table

    click.echo(problem_table(_root(ctx)))


@main.command()
@click.argument("problem_id", metavar="ID")
@click.pass_context
def show(ctx: click.Context, problem_id: str) -> None:
    """Show a problem's statement, limits and samples."""
    from judge.listing import show_problem
    from judge.problem import load_problem

    click.echo(show_problem(load_problem(_root(ctx), problem_id)))


@main.command()
@click.argument("problem_id", metavar="ID", required=False)
@click.argument("solution", required=False)
@click.option("--all", "all_problems", is_flag=True, help="Judge every problem's reference solution.")
@click.option("--cmd", "command", metavar="COMMAND", help="Judge this command instead of a file.")
@click.option("--case", "cases", multiple=True, metavar="PATTERN",
              help="Only cases whose name matches (a name or a glob; repeatable).")
@click.option("--time-limit", type=click.FloatRange(min=0, min_open=True), metavar="SECONDS",
              help="CPU time limit per case (default: the problem's).")
@click.option("--memory-limit", type=click.FloatRange(min=0, min_open=True), metavar="MIB",
              help="Peak memory limit per case (default: the problem's).")
@click.option("--output-limit", type=click.FloatRange(min=0, min_open=True), metavar="MIB",
              help="Output limit per case (default: 64).")
@click.option("-j", "--jobs", type=click.IntRange(min=1), metavar="N",
              help="Cases judged at once (default: half the cores). Parallel timing is noisier.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per solution judged.")
@click.option("--junit", type=click.Path(dir_okay=False, writable=True), metavar="FILE",
              help="Also write JUnit XML to FILE.")
@click.option("-v", "--verbose", is_flag=True, help="Show input, expected and output of failing cases.")
@click.option("--warm", is_flag=True,
              help="Run Python solutions in a pre-started interpreter forked per case: no "
                   "start-up cost per case, nor in the CPU times (see README, Warm runs).")
@click.pass_context
def run(ctx: click.Context, problem_id: str | None, solution: str | None, all_problems: bool,
        command: str | None, cases: tuple[str, ...], time_limit: float | None,
        memory_limit: float | None, output_limit: float | None, jobs: int | None, as_json: bool,
        junit: str | None, verbose: bool, warm: bool) -> None:
    """Judge SOLUTION (default: the reference) on every case of problem ID.

    Exit status: 0 if every case is AC, 1 if any is not, 2 for usage or data errors.
    """
    from judge.judging import default_jobs
    from judge.runner import RunOptions

    if all_problems and (problem_id or solution or command):
        raise click.UsageError("--all judges every reference solution; give no ID, SOLUTION or --cmd")
    if not all_problems and not problem_id:
        raise click.UsageError("give a problem ID (see `judge list`) or --all")
    if solution and command:
        raise click.UsageError("give either SOLUTION or --cmd, not both")
    options = RunOptions(time_limit, memory_limit, output_limit, jobs or default_jobs(), cases,
                         warm=warm)
    from judge.console import run_and_print

    ok = run_and_print(_root(ctx), None if all_problems else [problem_id], solution, command,
                       options, as_json=as_json, junit=junit, verbose=verbose)
    sys.exit(0 if ok else 1)


def _problem_list(ctx: click.Context, ids: tuple[str, ...], all_problems: bool):
    """The root and the problem ids a gen/verify command works on."""
    from judge.problem import problem_ids

    if all_problems and ids:
        raise click.UsageError("give problem IDs or --all, not both")
    if not all_problems and not ids:
        raise click.UsageError("give a problem ID (see `judge list`) or --all")
    root = _root(ctx)
    return root, problem_ids(root) if all_problems else list(ids)


def _all_cores() -> int:
    import os

    return os.cpu_count() or 1


@main.command()
@click.argument("problem_ids", metavar="ID...", nargs=-1)
@click.option("--all", "all_problems", is_flag=True, help="Every problem.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), metavar="N",
              help="Reference runs at once (default: every core).")
@click.pass_context
def gen(ctx: click.Context, problem_ids: tuple[str, ...], all_problems: bool,
        jobs: int | None) -> None:
    """Build testdata/<id>/<recipe>.yaml from the recipes in problem.yaml.

    Inputs come from generator.py, pass validator.py, and get the reference's output.
    Exit status: 0 when written, 2 for usage or data errors.
    """
    from judge.gen import format_report, generate_testdata
    from judge.problem import load_problem
    from judge.sandbox import default_cache_dir
    from judge.stress import Progress

    root, ids = _problem_list(ctx, problem_ids, all_problems)
    progress = Progress()
    for problem_id in ids:
        report = generate_testdata(load_problem(root, problem_id), default_cache_dir(),
                                   jobs or _all_cores(), progress=progress)
        progress.clear()
        click.echo(format_report(report, root))


@main.command()
@click.argument("problem_ids", metavar="ID...", nargs=-1)
@click.option("--all", "all_problems", is_flag=True, help="Every problem.")
@click.option("--count", type=click.IntRange(min=1), default=1000, show_default=True,
              metavar="N", help="Random inputs on which the brute force and reference must agree.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), metavar="N",
              help="Programs run at once by each check (default: every core); the untimed "
                   "checks run side by side.")
@click.pass_context
def verify(ctx: click.Context, problem_ids: tuple[str, ...], all_problems: bool, count: int,
           jobs: int | None) -> None:
    """Check problems: testdata, validator, reference, timing, brute force, submissions.

    Exit status: 0 when every check passes, 1 when any fails, 2 for usage or data errors.
    """
    from judge.sandbox import default_cache_dir
    from judge.stress import Progress
    from judge.verify import VerifyOptions, exit_status, format_table, verify as verify_all

    root, ids = _problem_list(ctx, problem_ids, all_problems)
    progress = Progress()

    def done(report) -> None:
        progress.clear()
        if progress.enabled:  # a terminal sees each problem finish; logs get the table only
            click.echo(f"  {report.problem}: {report.status} ({report.seconds:.1f} s)", err=True)

    reports = verify_all(root, ids, default_cache_dir(), VerifyOptions(count, jobs or _all_cores()),
                         progress=progress, on_report=done)
    click.echo(format_table(reports))
    sys.exit(exit_status(reports))


@main.command()
@click.argument("problem_id", metavar="ID")
@click.argument("solution", type=click.Path(dir_okay=False))
@click.option("--against", type=click.Choice(["reference", "brute"]), default="reference",
              show_default=True, help="Whose output is expected.")
@click.option("--count", type=click.IntRange(min=1), default=1000, show_default=True,
              metavar="N", help="Random inputs to try.")
@click.option("--seed", type=int, metavar="S", help="Seed of the random inputs (default: random).")
@click.option("--size", type=click.Choice(["small", "edge"]),
              help="Only inputs of this size (default: small and edge alternately).")
@click.option("--save", type=click.Path(dir_okay=False), metavar="FILE",
              help="Where to save the failing case (default: stress-<id>-<seed>-<k>.yaml here).")
@click.option("-j", "--jobs", type=click.IntRange(min=1), metavar="N",
              help="Inputs tried at once (default: every core).")
@click.pass_context
def stress(ctx: click.Context, problem_id: str, solution: str, against: str, count: int,
           seed: int | None, size: str | None, save: str | None, jobs: int | None) -> None:
    """Try random inputs until SOLUTION fails on one, then shrink it to a minimal case.

    Exit status: 0 when no input fails, 1 when one does, 2 for usage or data errors.
    """
    import random
    from pathlib import Path

    from judge.problem import load_problem
    from judge.sandbox import default_cache_dir
    from judge.stress import Progress, default_save_path, format_result, save_case
    from judge.stress import stress as run_stress

    problem = load_problem(_root(ctx), problem_id)
    seed = seed if seed is not None else random.SystemRandom().randrange(10**6)
    progress = Progress()
    result = run_stress(problem, Path(solution), default_cache_dir(), against=against,
                        count=count, seed=seed, size=size, jobs=jobs or _all_cores(),
                        progress=progress)
    progress.clear()
    click.echo(format_result(result))
    if result.failure is None:
        sys.exit(0)
    path = Path(save) if save else default_save_path(result)
    save_case(result, path)
    click.echo(f"saved as {path} (a case ready to add to tests.yaml)")
    sys.exit(1)
