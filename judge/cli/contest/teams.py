"""`judge contest teams NAME ...`: the teams of a contest, for the contest server (judge serve):
import, list, new passwords, removal."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import interface
from judge.cli.common import root_of
from judge.cli.contest import common, contest
from judge.contest.ops import accounts, roster
from judge.contest.ops.folders import find_contest, open_store
from judge.contest.storage.store import Store


@contest.group("teams")
@click.argument("name")
@click.pass_context
def teams(ctx: click.Context, name: str) -> None:
    """The teams of contest NAME, for the contest server (judge serve): import, list, new
    passwords. A team logs in with its id and its password."""
    ctx.obj = {"root": root_of(ctx), "name": name}


def _contest_store(ctx: click.Context) -> Store:
    """The database of the group's contest (NAME)."""
    return open_store(find_contest(ctx.obj["root"], ctx.obj["name"]))


@teams.command("import")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--out",
    "out",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Also write the new passwords to FILE (CSV: id,name,password; mode 0600).",
)
@click.pass_context
def teams_import(ctx: click.Context, file: Path, out: Path | None) -> None:
    """Add or update teams from FILE: a CSV (columns name, and optionally id, display_name,
    label, group, hidden) or a CCS teams.json. New teams get passwords, shown once."""
    specs = accounts.read_teams(file)
    store = _contest_store(ctx)
    try:
        done = accounts.import_teams(store, specs, common.make_clock().now())
    finally:
        store.close()
    tr = interface(ctx).tr
    created = sum(1 for t in done if t.created)
    said = tr.gettext("{added} team(s) added, {updated} updated in contest {name}")
    click.echo(said.format(added=created, updated=len(done) - created, name=ctx.obj["name"]))
    fresh = [t for t in done if t.password is not None]
    common.print_passwords(fresh, tr)
    if out is not None and fresh:
        accounts.write_private(out, accounts.passwords_csv(fresh))
        click.echo(tr.gettext("wrote them to {file} (mode 0600)").format(file=common.shown(out)))


@teams.command("list")
@click.pass_context
def teams_list(ctx: click.Context) -> None:
    """The contest's teams: id, name, groups, and whether each can log in."""
    store = _contest_store(ctx)
    try:
        rows = accounts.team_rows(store)
    finally:
        store.close()
    tr = interface(ctx).tr
    if not rows:
        said = tr.gettext("no teams; import them with: judge contest teams {name} import FILE.csv")
        click.echo(said.format(name=ctx.obj["name"]))
    for r in rows:
        shown = (
            tr.gettext("hidden") if r.hidden else "",
            "" if r.password else tr.gettext("no password"),
        )
        flags = ", ".join(f for f in shown if f)
        groups = ",".join(r.groups)
        click.echo(
            "  ".join(
                x
                for x in (r.id, r.display_name or r.name, groups, f"({flags})" if flags else "")
                if x
            )
        )


@teams.command("password")
@click.argument("team")
@click.pass_context
def teams_password(ctx: click.Context, team: str) -> None:
    """Give TEAM a new password (shown once); its open sessions end."""
    store = _contest_store(ctx)
    try:
        password = accounts.set_team_password(store, team)
    finally:
        store.close()
    said = interface(ctx).tr.gettext("new password of {team}: {password}")
    click.echo(said.format(team=team, password=password))


@teams.command("remove")
@click.argument("team")
@click.pass_context
def teams_remove(ctx: click.Context, team: str) -> None:
    """Remove TEAM: it leaves the scoreboard and cannot log in; its submissions stay for the
    jury (the jury's Teams page can bring it back)."""
    store = _contest_store(ctx)
    try:
        roster.remove_team(store, team, common.make_clock().now())
    finally:
        store.close()
    said = interface(ctx).tr.gettext(
        "removed team {team} from contest {name} (its submissions are kept)"
    )
    click.echo(said.format(team=team, name=ctx.obj["name"]))
