"""`judge site`: a club's site made, and existing contest folders added to it. `judge serve
SITE` serves it."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import interface, main
from judge.contest.core.clock import SystemClock
from judge.contest.ops.site import add_contest, new_site


@main.group("site")
def site() -> None:
    """A club's site: one server for many contests (judge serve SITE)."""


@site.command("new")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.option("--title", required=True, help="The site's title, shown on its home page.")
@click.pass_context
def new(ctx: click.Context, folder: Path, title: str) -> None:
    """Make a site in FOLDER (new or empty): its site.yaml and its store."""
    new_site(folder, title)
    said = interface(ctx).tr.gettext(
        "site {title} made in {folder}; add contests with: judge site add {folder} PATH"
    )
    click.echo(said.format(title=title, folder=folder))


@site.command("add")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.argument("contest", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
def add(ctx: click.Context, folder: Path, contest: Path) -> None:
    """Add the existing contest folder CONTEST (contests/NAME) to the site in FOLDER."""
    name = add_contest(folder, contest, SystemClock().now())
    said = interface(ctx).tr.gettext("contest {name} added to the site in {folder}")
    click.echo(said.format(name=name, folder=folder))
