"""`judge list` and `judge show`."""

from __future__ import annotations

import os

import click

from judge.cachedir import default_cache_dir
from judge.catalog.listing import problem_table
from judge.catalog.show import locale_lang, reference_source, show_problem
from judge.cli import main
from judge.cli.common import root_of
from judge.cli.console import progress_line
from judge.cli.resolve import resolve_problem
from judge.kattis.listing import show_package
from judge.kattis.package import KattisProblem
from judge.kattis.submissions import package_time_limit
from judge.parallel import default_jobs


@main.command("list")
@click.pass_context
def list_command(ctx: click.Context) -> None:
    """List the problems: id, title, game, source, limits, number of cases."""
    click.echo(problem_table(root_of(ctx), default_cache_dir()))


@main.command()
@click.argument("problem_id", metavar="ID")
@click.option(
    "--solution",
    type=click.Choice(["py", "cpp"]),
    help="Print the reference solution instead, ready to paste into the online judge "
    "(cpp: C++98 for HDU and POJ, C++11 for the other judges).",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "zh"]),
    default=None,
    help="Statement language (default: zh when the locale is Chinese, else en).",
)
@click.pass_context
def show(ctx: click.Context, problem_id: str, solution: str | None, lang: str | None) -> None:
    """Show a problem's statement, limits and samples, or its reference solution (ID: an id,
    or a Kattis package folder)."""
    problem = resolve_problem(ctx, problem_id)
    if isinstance(problem, KattisProblem):
        if solution is not None:
            raise click.UsageError("--solution is for this set's problems, not Kattis packages")
        limit = None
        if problem.refusal is None:
            with progress_line() as progress:
                limit = package_time_limit(problem, default_cache_dir(), default_jobs(), progress)
        click.echo(show_package(problem, limit, lang or locale_lang(os.environ)))
    elif solution is not None:
        click.echo(reference_source(problem, solution), nl=False)
    else:
        click.echo(show_problem(problem, lang or locale_lang(os.environ)))
