"""`judge site`: a club's site made, existing contest folders added to it, its members
imported, listed, given new passwords and joined to its contests. `judge serve SITE` serves
it."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import interface, main
from judge.cli.contest.common import print_passwords, shown
from judge.contest.core.clock import SystemClock
from judge.contest.core.site import SiteRole
from judge.contest.ops.accounts import passwords_csv, write_private
from judge.contest.ops.members import (
    import_members,
    join_contest,
    joined_contests,
    member_list,
    open_members,
    read_members,
    set_member_password,
)
from judge.contest.ops.site import add_contest, new_site
from judge.i18n import N_
from judge.printable import printable

#: The roles as the member list names them.
ROLES = {SiteRole.MEMBER: N_("member"), SiteRole.COACH: N_("coach"), SiteRole.ADMIN: N_("admin")}


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


@site.group("members")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
def members(ctx: click.Context, folder: Path) -> None:
    """The members of the site in FOLDER: accounts that stay from one contest to the next
    (import, list, new passwords). A member logs in with its id and its password."""
    ctx.obj = {"folder": folder}


@members.command("import")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--out",
    "out",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Also write the new passwords to FILE (CSV: id,name,password; mode 0600).",
)
@click.pass_context
def members_import(ctx: click.Context, file: Path, out: Path | None) -> None:
    """Add or update members from FILE, a CSV (columns name, and optionally id and role:
    member, coach or admin). New members get passwords, shown once."""
    folder = ctx.obj["folder"]
    read = read_members(file)
    store = open_members(folder)
    try:
        done = import_members(store, read, SystemClock().now())
    finally:
        store.close()
    tr = interface(ctx).tr
    created = sum(1 for m in done if m.created)
    said = tr.gettext("{added} member(s) added, {updated} updated on the site in {folder}")
    click.echo(said.format(added=created, updated=len(done) - created, folder=folder))
    fresh = [m for m in done if m.password is not None]
    print_passwords(fresh, tr)
    if out is not None and fresh:
        write_private(out, passwords_csv(fresh))
        click.echo(tr.gettext("wrote them to {file} (mode 0600)").format(file=shown(out)))


@members.command("list")
@click.pass_context
def members_list(ctx: click.Context) -> None:
    """The site's members: id, name, role, and the contests each joined."""
    folder = ctx.obj["folder"]
    store = open_members(folder)
    try:
        found = [(m, joined_contests(store, m.id)) for m in member_list(store)]
    finally:
        store.close()
    tr = interface(ctx).tr
    if not found:
        said = tr.gettext(
            "no members; import them with: judge site members {folder} import FILE.csv"
        )
        click.echo(said.format(folder=folder))
    for member, joined in found:
        contests = ",".join(j.contest for j in joined)
        cells = (member.id, member.name, tr.gettext(ROLES[member.role]), contests)
        click.echo(printable("  ".join(c for c in cells if c)))


@members.command("password")
@click.argument("member")
@click.pass_context
def members_password(ctx: click.Context, member: str) -> None:
    """Give MEMBER a new password (shown once)."""
    store = open_members(ctx.obj["folder"])
    try:
        password = set_member_password(store, member)
    finally:
        store.close()
    said = interface(ctx).tr.gettext("new password of {member}: {password}")
    click.echo(said.format(member=member, password=password))


@site.command("join")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.argument("member")
@click.argument("contest")
@click.pass_context
def join(ctx: click.Context, folder: Path, member: str, contest: str) -> None:
    """Make MEMBER a team of the site's CONTEST (by its name on the site): its own team,
    named as the member, or the contest's team of that id already there."""
    joined = join_contest(folder, member, contest, SystemClock().now())
    said = interface(ctx).tr.gettext("{member} joined contest {contest} as team {team}")
    click.echo(said.format(member=member, contest=joined.contest, team=joined.team_id))
