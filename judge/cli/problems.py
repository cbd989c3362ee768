"""`judge list` and `judge show`."""

from __future__ import annotations

import click

from judge.cli import main
from judge.cli.common import root_of


@main.command("list")
@click.pass_context
def list_command(ctx: click.Context) -> None:
    """List the problems: id, title, game, source, limits, number of cases."""
    from judge.cachedir import default_cache_dir
    from judge.listing import problem_table

    click.echo(problem_table(root_of(ctx), default_cache_dir()))


@main.command()
@click.argument("problem_id", metavar="ID")
@click.pass_context
def show(ctx: click.Context, problem_id: str) -> None:
    """Show a problem's statement, limits and samples."""
    from judge.listing import show_problem
    from judge.problemset.problem import load_problem

    click.echo(show_problem(load_problem(root_of(ctx), problem_id)))
