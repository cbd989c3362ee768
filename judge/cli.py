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
@click.pass_context
def run(ctx: click.Context, problem_id: str | None, solution: str | None, all_problems: bool,
        command: str | None, cases: tuple[str, ...], time_limit: float | None,
        memory_limit: float | None, output_limit: float | None, jobs: int | None, as_json: bool,
        junit: str | None, verbose: bool) -> None:
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
    options = RunOptions(time_limit, memory_limit, output_limit, jobs or default_jobs(), cases)
    from judge.console import run_and_print

    ok = run_and_print(_root(ctx), None if all_problems else [problem_id], solution, command,
                       options, as_json=as_json, junit=junit, verbose=verbose)
    sys.exit(0 if ok else 1)
