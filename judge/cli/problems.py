"""`judge list` and `judge show`."""

from __future__ import annotations

import click

from judge.cli import main
from judge.cli.common import is_kattis, resolve_problem, root_of


@main.command("list")
@click.pass_context
def list_command(ctx: click.Context) -> None:
    """List the problems: id, title, game, source, limits, number of cases."""
    from judge.cachedir import default_cache_dir
    from judge.listing import problem_table

    click.echo(problem_table(root_of(ctx), default_cache_dir()))


@main.command()
@click.argument("problem_id", metavar="ID")
@click.option("--solution", type=click.Choice(["py", "cpp"]),
              help="Print the reference solution instead, ready to paste into the online judge "
                   "(cpp: C++98 for HDU and POJ, C++11 for the other judges).")
@click.pass_context
def show(ctx: click.Context, problem_id: str, solution: str | None) -> None:
    """Show a problem's statement, limits and samples, or its reference solution (ID: an id,
    or a Kattis package folder)."""
    problem = resolve_problem(ctx, problem_id)
    if solution is not None:
        if is_kattis(problem):
            raise click.UsageError("--solution is for this set's problems, not Kattis packages")
        from judge.listing import reference_source

        click.echo(reference_source(problem, solution), nl=False)
    elif is_kattis(problem):
        from judge.kattis.listing import show_package

        click.echo(show_package(problem))
    else:
        from judge.listing import show_problem

        click.echo(show_problem(problem))
