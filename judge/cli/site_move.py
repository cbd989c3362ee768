"""`judge site move SITE URL`: a club's site, every contest of it, moved into PostgreSQL
(judge.contest.ops.site_move), so that `judge worker --db URL` on other machines judges it."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import interface
from judge.contest.ops.site_move import move_site


@click.command("move")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.argument("url", metavar="URL")
@click.pass_context
def move_site_command(ctx: click.Context, folder: Path, url: str) -> None:
    """Move the site in FOLDER, and every contest of it, into PostgreSQL: its store into
    URL's database (empty), each contest into a database of its own on the same server
    (made by the move: the role needs CREATEDB). Stop the site's server first; serve it
    again, and start judge worker --db URL on other machines, once it is done."""
    moved = move_site(folder, url)
    tr = interface(ctx).tr
    for name, database, rows in moved.contests:
        said = tr.gettext("contest {name}: {rows} rows into database {database}")
        click.echo(said.format(name=name, rows=rows, database=database))
    said = tr.gettext(
        "site in {folder} moved to {target} ({rows} rows of its own); serve it with: "
        "judge serve {folder}; judge it from other machines with: judge worker --db URL"
    )
    click.echo(said.format(folder=folder, target=moved.target, rows=moved.site_rows))
