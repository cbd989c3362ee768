"""`judge site`: a club's site made, and existing contest folders added to it. `judge serve
SITE` serves it."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import main
from judge.contest.core.clock import SystemClock
from judge.contest.ops.site import add_contest, new_site


@main.group("site")
def site() -> None:
    """A club's site: one server for many contests (judge serve SITE)."""


@site.command("new")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.option("--title", required=True, help="The site's title, shown on its home page.")
def new(folder: Path, title: str) -> None:
    """Make a site in FOLDER (new or empty): its site.yaml and its store."""
    new_site(folder, title)
    click.echo(f"site {title} made in {folder}; add contests with: judge site add {folder} PATH")


@site.command("add")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.argument("contest", type=click.Path(file_okay=False, path_type=Path))
def add(folder: Path, contest: Path) -> None:
    """Add the existing contest folder CONTEST (contests/NAME) to the site in FOLDER."""
    name = add_contest(folder, contest, SystemClock().now())
    click.echo(f"contest {name} added to the site in {folder}")
