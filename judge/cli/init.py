"""`judge init`."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import main
from judge.cli.common import root_of
from judge.problemset.workcopy import copy_set


@main.command()
@click.argument("directory", metavar="DIR", type=click.Path(path_type=Path))
@click.pass_context
def init(ctx: click.Context, directory: Path) -> None:
    """Copy the problem set (the one installed with judge, outside any set) into DIR, a new
    or empty folder, to work in: run judge there, generate test data, add problems."""
    root = root_of(ctx)
    count = copy_set(root, directory)
    click.echo(
        f"copied {count} problems from {root} to {directory}; now: cd {directory} && judge list"
    )
