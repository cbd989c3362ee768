"""`judge site`: a club's site made, existing contest folders added to it, its members
imported, listed, given new passwords and joined to its contests, teams of several members
formed in a contest (and listed, imported, members taken out), its training lists made and
shown with each member's progress, and its contests archived (and back). `judge serve SITE`
serves it."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cachedir import default_cache_dir
from judge.cli import interface, main
from judge.cli.contest.common import option, print_passwords, shown
from judge.cli.site_move import move_site_command
from judge.contest.core.clock import SystemClock
from judge.contest.core.site import Registration, SiteRole
from judge.contest.core.text import width
from judge.contest.core.times import Timestamp, format_time, parse_time
from judge.contest.core.training import TrainingList, progress_csv
from judge.contest.core.training import cell_text as training_cell
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
from judge.contest.ops.practice_space import set_order
from judge.contest.ops.registrations import approve, refuse, waiting
from judge.contest.ops.site import add_contest, new_site
from judge.contest.ops.site_contests import archive
from judge.contest.ops.site_teams import (
    MemberTeam,
    TeamForm,
    contest_teams,
    form_team,
    import_teams,
    parse_members,
    read_teams,
    remove_member,
)
from judge.contest.ops.training import list_progress, make_list, set_root, training_lists
from judge.errors import JudgeError
from judge.i18n import N_
from judge.printable import printable

#: The roles as the member list names them.
ROLES = {SiteRole.MEMBER: N_("member"), SiteRole.COACH: N_("coach"), SiteRole.ADMIN: N_("admin")}


@main.group("site")
def site() -> None:
    """A club's site: one server for many contests (judge serve SITE)."""


site.add_command(move_site_command)


@site.command("new")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.option("--title", required=True, help="The site's title, shown on its home page.")
@click.option(
    "--registration",
    type=click.Choice([r.value for r in Registration]),
    default=Registration.OFF.value,
    show_default=True,
    help="approve: anyone may ask for an account at /register, made when a coach approves it.",
)
@click.pass_context
def new(ctx: click.Context, folder: Path, title: str, registration: str) -> None:
    """Make a site in FOLDER (new or empty): its site.yaml and its store."""
    new_site(folder, title, registration=Registration(registration))
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


@members.command("waiting")
@click.pass_context
def members_waiting(ctx: click.Context) -> None:
    """The accounts people asked for (site.yaml: registration: approve), waiting for a coach."""
    store = open_members(ctx.obj["folder"])
    try:
        found = waiting(store)
    finally:
        store.close()
    tr = interface(ctx).tr
    if not found:
        click.echo(tr.gettext("no accounts are waiting"))
    for asked in found:
        click.echo(printable(f"{asked.id}  {asked.name}  {format_time(Timestamp(asked.asked_ms))}"))


@members.command("approve")
@click.argument("member")
@click.pass_context
def members_approve(ctx: click.Context, member: str) -> None:
    """Make the account MEMBER asked for: a member, with the password they chose."""
    store = open_members(ctx.obj["folder"])
    try:
        made = approve(store, member, SystemClock().now())
    finally:
        store.close()
    said = interface(ctx).tr.gettext("{member} ({name}) is a member now")
    click.echo(printable(said.format(member=made.id, name=made.name)))


@members.command("refuse")
@click.argument("member")
@click.pass_context
def members_refuse(ctx: click.Context, member: str) -> None:
    """Forget the account MEMBER asked for (its id free again)."""
    store = open_members(ctx.obj["folder"])
    try:
        refuse(store, member)
    finally:
        store.close()
    said = interface(ctx).tr.gettext("the account {member} asked for is refused")
    click.echo(said.format(member=member))


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


@site.command("team")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.argument("contest")
@click.argument("team")
@click.option("--name", help="The team's name (required for a new team; else renames it).")
@click.option(
    "--members",
    metavar="ID,ID,...",
    help="Members of the site to put in the team (each in one team per contest).",
)
@click.option("--remove", metavar="MEMBER", help="Take MEMBER out of the team instead.")
@click.pass_context
def team(
    ctx: click.Context,
    folder: Path,
    contest: str,
    team: str,
    name: str | None,
    members: str | None,
    remove: str | None,
) -> None:
    """Form TEAM, a team of several members, in the site's CONTEST (by its name on the
    site), or add members to it; --remove takes one out. Each member logs in with their own
    account and acts as the team in that contest."""
    tr = interface(ctx).tr
    now = SystemClock().now()
    if remove is not None:
        if members is not None or name is not None:
            raise JudgeError(tr.gettext("--remove goes alone: no --name nor --members with it"))
        done = remove_member(folder, contest, team, remove, now)
        said = tr.gettext("{member} is no longer in team {team} of contest {contest}")
        click.echo(printable(said.format(member=remove, team=done.id, contest=contest)))
        return
    ids = parse_members(members or "")
    if not ids:
        raise JudgeError(tr.gettext("--members: give the members' ids (ID,ID,ID)"))
    done = form_team(folder, contest, TeamForm(team, name, ids), now)
    said = tr.gettext("team {team} ({name}) of contest {contest}: {members}")
    click.echo(printable(said.format(**_team_values(done), contest=contest)))


def _team_values(done: MemberTeam) -> dict[str, str]:
    """A team of members' id, name and members, as the commands print them."""
    members = ", ".join(f"{p.id} ({p.name})" for p in done.members)
    return {"team": done.id, "name": done.name, "members": members or "-"}


@site.command("teams")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.argument("contest")
@click.option(
    "--import",
    "file",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="First form the teams of FILE, a CSV with columns id, name, members (ids "
    "separated by ';'); one wrong row and none is formed.",
)
@click.pass_context
def teams(ctx: click.Context, folder: Path, contest: str, file: Path | None) -> None:
    """The teams of several members of the site's CONTEST: id, name, members."""
    tr = interface(ctx).tr
    if file is not None:
        done = import_teams(folder, contest, read_teams(file), SystemClock().now())
        said = tr.gettext("{count} team(s) formed or updated in contest {contest}")
        click.echo(said.format(count=len(done), contest=contest))
    found = contest_teams(folder, contest)
    if not found:
        said = tr.gettext(
            "no teams of members in contest {contest}; form one with: "
            "judge site team FOLDER {contest} TEAM --name NAME --members ID,ID,ID"
        )
        click.echo(said.format(contest=contest))
    for each in found:
        values = _team_values(each)
        click.echo(printable(f"{values['team']}  {values['name']}  {values['members']}"))


@site.group("training")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
def training(ctx: click.Context, folder: Path) -> None:
    """The training lists of the site in FOLDER: ordered problems the coach assigns, with an
    optional deadline, and each member's progress on them."""
    ctx.obj = {"folder": folder}


@training.command("new")
@click.argument("name")
@click.option("--title", help="The list's title (default: NAME).")
@click.option(
    "--problems",
    metavar="ID,ID,...",
    help="Its problems in order (problems of the site's set). Default: the whole set in its "
    "own order, from Bash to Sprague-Grundy.",
)
@click.option(
    "--deadline",
    metavar="TIME",
    help="When the list is due (2026-12-31T23:00:00+08:00); a problem solved later is late.",
)
@click.pass_context
def training_new(
    ctx: click.Context, name: str, title: str | None, problems: str | None, deadline: str | None
) -> None:
    """Make the training list NAME (one of that name is replaced)."""
    folder = ctx.obj["folder"]
    ids = None if problems is None else [p.strip() for p in problems.split(",") if p.strip()]
    if ids == []:
        raise JudgeError(interface(ctx).tr.gettext("--problems: give at least one problem id"))
    due = None if deadline is None else option("--deadline", deadline, parse_time).ms
    listed = TrainingList(
        name, title or name, tuple(set_order(set_root(folder)) if ids is None else ids), due
    )
    made = make_list(folder, listed, SystemClock().now())
    tr = interface(ctx).tr
    said = (
        tr.gettext("made training list {name}: {count} problem(s)")
        if made
        else tr.gettext("replaced training list {name}: {count} problem(s)")
    )
    click.echo(said.format(name=name, count=len(listed.problems)))


@training.command("list")
@click.pass_context
def training_list(ctx: click.Context) -> None:
    """The site's training lists: name, title, problems, deadline."""
    tr = interface(ctx).tr
    found = training_lists(ctx.obj["folder"])
    if not found:
        click.echo(
            tr.gettext("no training lists; make one with: judge site training FOLDER new NAME")
        )
    for listed in found:
        due = (
            ""
            if listed.deadline_ms is None
            else tr.gettext("due {time}").format(time=format_time(Timestamp(listed.deadline_ms)))
        )
        cells = (listed.name, listed.title, ",".join(listed.problems), due)
        click.echo(printable("  ".join(c for c in cells if c)))


@training.command("show")
@click.argument("name")
@click.option(
    "--csv",
    "csv_file",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Also write the table to FILE as CSV (member_id, member, solved, each problem).",
)
@click.pass_context
def training_show(ctx: click.Context, name: str, csv_file: Path | None) -> None:
    """Each member's progress on list NAME: a row per member, a column per problem (+ solved
    at the first try, +2 after two rejected tries, -3 three rejected, ?1 pending)."""
    found, names = list_progress(ctx.obj["folder"], name, SystemClock(), default_cache_dir())
    tr = interface(ctx).tr
    header = [tr.gettext("MEMBER"), tr.gettext("SOLVED"), *found.training.problems]
    table = [header]
    for member in found.members:
        cells = [training_cell(found.cell(member, p)) for p in found.training.problems]
        table.append([names.get(member, member), str(found.solved(member)), *cells])
    widths = [max(width(printable(row[i])) for row in table) for i in range(len(header))]
    for row in table:
        line = "  ".join(
            printable(c) + " " * (w - width(printable(c))) for c, w in zip(row, widths)
        )
        click.echo(line.rstrip())
    if csv_file is not None:
        write_private(csv_file, progress_csv(found, names))
        click.echo(tr.gettext("wrote the table to {file}").format(file=shown(csv_file)))


@site.command("archive")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.argument("contest")
@click.option("--undo", is_flag=True, help="Take the contest out of the archive.")
@click.pass_context
def archive_contest(ctx: click.Context, folder: Path, contest: str, undo: bool) -> None:
    """Archive the site's CONTEST (by its name on the site): off the home page and its Join
    buttons, still served at its address; --undo brings it back."""
    archive(folder, contest, not undo, SystemClock().now())
    tr = interface(ctx).tr
    said = (
        tr.gettext("contest {contest} is back on the site's home page")
        if undo
        else tr.gettext("contest {contest} archived: off the home page, still at its address")
    )
    click.echo(said.format(contest=contest))
