"""`judge export`: problems as Kattis problem packages."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import main
from judge.cli.common import problem_list
from judge.kattis.export import export_problem, zip_package
from judge.problemset.problem import load_problem


@main.command()
@click.argument("arguments", metavar="ID... DIR", nargs=-1, required=True)
@click.option("--all", "all_problems", is_flag=True, help="Every problem.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["legacy", "2023-07"]),
    default="legacy",
    show_default=True,
    help="Version of the Kattis problem package format.",
)
@click.option(
    "--zip",
    "as_zip",
    is_flag=True,
    help="Also write DIR/<name>.zip, as DOMjudge's problem import takes it.",
)
@click.pass_context
def export(
    ctx: click.Context, arguments: tuple[str, ...], all_problems: bool, fmt: str, as_zip: bool
) -> None:
    """Write each problem as a Kattis problem package into DIR/<name>/ (name: the id without
    its underscore), for DOMjudge, problemtools' verifyproblem and BAPCtools.

    Exit status: 0 when written, 2 for usage or data errors.
    """
    *ids, target = arguments
    root, chosen = problem_list(ctx, tuple(ids), all_problems)
    out = Path(target)
    for problem_id in chosen:
        problem = load_problem(root, problem_id)
        folder = export_problem(problem, out, fmt)
        click.echo(f"{problem.id}: {folder}")
        if as_zip:
            click.echo(f"{problem.id}: {zip_package(problem, folder)}")
