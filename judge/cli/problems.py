"""`judge list` and `judge show`."""

from __future__ import annotations

import click

from judge.cli import main
from judge.cli.common import is_kattis, resolve_problem, root_of


@main.command("list")
@click.pass_context
def list_command(ctx: click.Context) -> None:
    """List the problems: id, title, game, source, limits, number of cases."""
    from judge.listing import problem_table

    click.echo(problem_table(root_of(ctx)))


@main.command()
@click.argument("problem_id", metavar="ID")
@click.pass_context
def show(ctx: click.Context, problem_id: str) -> None:
    """Show a problem's statement, limits and samples (ID: an id, or a Kattis package folder)."""
    problem = resolve_problem(ctx, problem_id)
    if is_kattis(problem):
        from judge.kattis.listing import show_package

        click.echo(show_package(problem))
    else:
        from judge.listing import show_problem

        click.echo(show_problem(problem))
