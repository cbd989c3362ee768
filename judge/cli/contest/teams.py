"""`judge contest teams NAME ...`: the teams of a contest, for the contest server (judge serve):
import, list, new passwords, removal."""

from __future__ import annotations

from pathlib import Path

import click

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
    created = sum(1 for t in done if t.created)
    click.echo(
        f"{created} team(s) added, {len(done) - created} updated in contest {ctx.obj['name']}"
    )
    fresh = [t for t in done if t.password is not None]
    common.print_passwords(fresh)
    if out is not None and fresh:
        accounts.write_private(out, accounts.passwords_csv(fresh))
        click.echo(f"wrote them to {common.shown(out)} (mode 0600)")


@teams.command("list")
@click.pass_context
def teams_list(ctx: click.Context) -> None:
    """The contest's teams: id, name, groups, and whether each can log in."""
    store = _contest_store(ctx)
    try:
        rows = accounts.team_rows(store)
    finally:
        store.close()
    if not rows:
        click.echo(
            f"no teams; import them with: judge contest teams {ctx.obj['name']} import FILE.csv"
        )
    for r in rows:
        flags = ", ".join(
            f for f in ("hidden" if r.hidden else "", "" if r.password else "no password") if f
        )
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
    click.echo(f"new password of {team}: {password}")


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
    click.echo(f"removed team {team} from contest {ctx.obj['name']} (its submissions are kept)")
