"""`judge export`: problems as Kattis problem packages."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import main
from judge.cli.common import problem_list
from judge.cli.resolve import resolve_problem
from judge.formats.protocol import AnyProblem
from judge.formats.registry import format_of
from judge.problemset.problem import load_problem


@main.command()
@click.argument("arguments", metavar="ID... DIR", nargs=-1, required=True)
@click.option("--all", "all_problems", is_flag=True, help="Every problem.")
@click.option(
    "--format",
    "version",
    type=click.Choice(["legacy", "2023-07", "2025-09"]),
    default=None,
    help="Version of the Kattis problem package format (default: legacy; a package given as "
    "an ID keeps its own).",
)
@click.option(
    "--zip",
    "as_zip",
    is_flag=True,
    help="Also write DIR/<name>.zip, as DOMjudge's problem import takes it.",
)
@click.pass_context
def export(
    ctx: click.Context,
    arguments: tuple[str, ...],
    all_problems: bool,
    version: str | None,
    as_zip: bool,
) -> None:
    """Write each problem as a Kattis problem package into DIR/<name>/ (name: the id without
    its underscore), for DOMjudge, problemtools' verifyproblem and BAPCtools. An ID may also be
    a Kattis package folder or zip: it is written as it is (DIR/<its name>/).

    Exit status: 0 when written, 2 for usage or data errors.
    """
    *ids, target = arguments
    out = Path(target)
    if all_problems or not ids:
        root, chosen = problem_list(ctx, tuple(ids), all_problems)  # and their usage errors
        problems: list[AnyProblem] = [load_problem(root, pid) for pid in chosen]
    else:
        problems = [resolve_problem(ctx, pid) for pid in ids]
    for problem in problems:
        fmt = format_of(problem)
        folder = fmt.export(problem, out, version)
        click.echo(f"{problem.id}: {folder}")
        if as_zip:
            click.echo(f"{problem.id}: {fmt.export_zip(problem, folder)}")
