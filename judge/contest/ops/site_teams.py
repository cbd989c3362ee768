"""Teams of several members in a site's contests (an ICPC team is three people): the coach
forms them, adds and removes members, lists them, or imports them from a CSV file.

A team of members is a team of the contest (its row in the contest's store, its board, its
submissions, exactly as any team's) that several of the site's members are: each member's
join of the contest names the team (the site store's ``site_joins``), so whoever of them
logs in acts as the team there, and a member is in at most one team per contest. The site
store marks the team a team of members (``site_teams``); the contest keeps a copy of who is
in it (``team_members``) for its board and pages to name them.

The CSV file: UTF-8, a header row naming the columns in any order and any case: ``id`` (the
team's id), ``name`` (its name) and ``members`` (the members' ids, separated by ``;``,
spaces or commas within the quoted field). Blank lines are skipped. An import is one change:
one wrong row and no team is formed.
"""

from __future__ import annotations

import contextlib
import csv
import io
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from sqlalchemy.engine import Connection

from judge.contest.core.model import Team
from judge.contest.core.records import Origin, Person
from judge.contest.core.site import Member, SiteRole
from judge.contest.core.times import Timestamp
from judge.contest.ops.accounts import ID, JURY, list_text
from judge.contest.ops.folders import open_store
from judge.contest.ops.members import MAX_NAME, open_members
from judge.contest.ops.practice_space import PRACTICE
from judge.contest.ops.site import contest_folder_of
from judge.contest.storage import site as rows
from judge.contest.storage.site import Joined
from judge.contest.storage.teams import (
    insert_team,
    set_team_members,
    stored_team,
    team_names,
    update_team,
)
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.printable import shown

COLUMNS = ("id", "name", "members")
#: The most members a team may have (ICPC's three, with room for a reserve or a coach's own
#: rules; a typo such as a whole class in one cell is refused).
MAX_MEMBERS = 10
_SEPARATORS = re.compile(r"[;,\s]+")


@dataclass(frozen=True)
class TeamForm:
    """What the coach asks: the team's id, its name (None: keep the one it has) and the
    members to put in it."""

    id: str
    name: str | None
    members: tuple[str, ...]


@dataclass(frozen=True)
class MemberTeam:
    """A team of members of a contest: its id, its name, its members in the order they
    joined it."""

    id: str
    name: str
    members: tuple[Person, ...]


@dataclass
class _Place:
    """One contest's teams while a change is checked and made: the site's members, which
    team each member who joined is (updated as the change goes), the teams of members, and
    the contest's team names."""

    contest: str
    known: dict[str, Member]
    joins: dict[str, str]
    teams: list[str]
    names: dict[str, str]

    def members_of(self, team_id: str) -> tuple[Person, ...]:
        """The members in team ``team_id`` now, in the order they joined."""
        return tuple(
            Person(mid, self.known[mid].name if mid in self.known else mid)
            for mid, tid in self.joins.items()
            if tid == team_id
        )

    def team(self, team_id: str) -> MemberTeam:
        return MemberTeam(team_id, self.names.get(team_id, team_id), self.members_of(team_id))


def parse_members(text: str) -> tuple[str, ...]:
    """The member ids of ``a,b,c`` (or separated by ``;`` or spaces), in order."""
    return tuple(m for m in _SEPARATORS.split(text.strip()) if m)


@contextlib.contextmanager
def _editing(site_folder: Path, contest: str) -> Iterator[tuple[Connection, Connection, _Place]]:
    """The site's and the contest's write transactions, and the contest's teams read in
    them: everything a change writes commits together or not at all (the contest's first:
    a team row no join names yet lets nobody in)."""
    store = open_members(site_folder)
    try:
        with store.write() as conn:
            folder = _folder_of(conn, contest)
            contest_store = open_store(folder)
            try:
                with contest_store.write() as cconn:
                    place = _Place(
                        contest,
                        rows.members(conn),
                        rows.contest_joins(conn, contest),
                        rows.site_team_ids(conn, contest),
                        team_names(cconn),
                    )
                    yield conn, cconn, place
            finally:
                contest_store.close()
    finally:
        store.close()


def _folder_of(conn: Connection, contest: str) -> Path:
    """The folder of the site's contest ``contest`` (by its name on the site)."""
    folders = dict(rows.contest_folders(conn))
    if contest not in folders:
        raise JudgeError(phrase("no contest {contest} on this site", contest=shown(contest)))
    if contest == PRACTICE:
        raise JudgeError(
            phrase(
                "contest {PRACTICE} is the site's practice space: each member practises alone there",
                PRACTICE=PRACTICE,
            )
        )
    contest_folder_of(folders[contest])  # still a contest folder
    return folders[contest]


def form_team(site_folder: Path, contest: str, form: TeamForm, now: Timestamp) -> MemberTeam:
    """Forms the team of members ``form`` asks in the site's ``contest`` (or adds its members
    to the team, renaming it when a name is given); a plain error for anything it must not do
    (see :func:`_check`)."""
    with _editing(site_folder, contest) as (conn, cconn, place):
        return _form(conn, cconn, place, form, now)


def import_teams(
    site_folder: Path, contest: str, forms: Sequence[TeamForm], now: Timestamp
) -> list[MemberTeam]:
    """Forms every team of ``forms`` in the site's ``contest``, as one change (one refusal
    and none is formed; its message names the team)."""
    with _editing(site_folder, contest) as (conn, cconn, place):
        done = []
        for form in forms:
            try:
                done.append(_form(conn, cconn, place, form, now))
            except JudgeError as exc:
                raise JudgeError(phrase("team {id}: {exc}", id=shown(form.id), exc=exc)) from None
        return done


def _form(
    conn: Connection, cconn: Connection, place: _Place, form: TeamForm, now: Timestamp
) -> MemberTeam:
    _check(place, form)
    stored = stored_team(cconn, form.id)
    if stored is None:
        assert form.name is not None  # _check
        # its label its id, as an imported team's (the Contest API requires one)
        insert_team(cconn, Team(form.id, form.name, form.id), Origin.LOCAL, now.ms)
    elif form.name is not None and form.name != stored.team.name:
        update_team(cconn, replace(stored.team, name=form.name), now.ms)
    if form.name is not None:
        place.names[form.id] = form.name
    for member_id in form.members:
        if place.joins.get(member_id) is None:
            rows.add_join(conn, member_id, Joined(place.contest, form.id), now.ms)
            place.joins[member_id] = form.id
    rows.add_site_team(conn, place.contest, form.id, now.ms)
    if form.id not in place.teams:
        place.teams.append(form.id)
    set_team_members(cconn, form.id, place.members_of(form.id), now.ms)
    return place.team(form.id)


def _check(place: _Place, form: TeamForm) -> None:
    """Refuses what a team of members must not be: a bad id or name, no members or too many,
    an id no member has or a coach's, a member in another team of the contest, the id of a
    member left out of it, or the id of a team of the contest's own."""
    if not ID.fullmatch(form.id) or form.id == JURY:
        raise JudgeError(
            phrase(
                "team id {id} must be 1-36 letters, digits, '_', '.' or '-', starting with a letter, digit or '_', and not {JURY}",
                id=shown(form.id),
                JURY=repr(JURY),
            )
        )
    known_team = form.id in place.names
    if form.name is not None and (
        not form.name or len(form.name) > MAX_NAME or not form.name.isprintable()
    ):
        raise JudgeError(
            phrase("a team's name must be 1 to {MAX_NAME} printable characters", MAX_NAME=MAX_NAME)
        )
    if not known_team and form.name is None:
        raise JudgeError(phrase("team {id} is new: give its name (--name)", id=shown(form.id)))
    if not form.members:
        raise JudgeError(phrase("give the team's members (their ids on the site)"))
    if len(set(form.members)) != len(form.members):
        raise JudgeError(phrase("a member is named twice"))
    if len(set(form.members) | {m.id for m in place.members_of(form.id)}) > MAX_MEMBERS:
        raise JudgeError(
            phrase("a team has at most {MAX_MEMBERS} members", MAX_MEMBERS=MAX_MEMBERS)
        )
    for member_id in form.members:
        _check_member(place, form.id, member_id)
    owner = place.known.get(form.id)
    if owner is not None and form.id not in form.members and place.joins.get(form.id) != form.id:
        raise JudgeError(
            phrase(
                "team id {id} is the id of member {name}, who is not in the team: choose another id",
                id=shown(form.id),
                name=shown(owner.name),
            )
        )
    if known_team and form.id not in place.teams and form.id not in place.joins.values():
        raise JudgeError(
            phrase(
                "contest {contest} has a team {id} of its own (not of the site's members): choose another id",
                contest=place.contest,
                id=shown(form.id),
            )
        )


def _check_member(place: _Place, team_id: str, member_id: str) -> None:
    """Refuses a member who cannot be in team ``team_id``."""
    member = place.known.get(member_id)
    if member is None:
        raise JudgeError(
            phrase(
                "no member {member_id} on this site (see: judge site members FOLDER list)",
                member_id=shown(member_id),
            )
        )
    if member.role is not SiteRole.MEMBER:
        raise JudgeError(
            phrase(
                "{member_id} is a {value}: a coach or an admin is every contest's jury, in no team",
                member_id=shown(member_id),
                value=member.role.value,
            )
        )
    other = place.joins.get(member_id)
    if other is not None and other != team_id:
        raise JudgeError(
            phrase(
                "member {member_id} is already in team {other} of contest {contest}; take them out of it first",
                member_id=shown(member_id),
                other=shown(other),
                contest=place.contest,
            )
        )


def remove_member(
    site_folder: Path, contest: str, team_id: str, member_id: str, now: Timestamp
) -> MemberTeam:
    """Takes ``member_id`` out of the team of members ``team_id``: from now on they are no
    one in that contest (the team, its submissions and its other members stay)."""
    with _editing(site_folder, contest) as (conn, cconn, place):
        if team_id not in place.teams:
            raise JudgeError(
                phrase(
                    "contest {contest} has no team of members {team_id}",
                    contest=contest,
                    team_id=shown(team_id),
                )
            )
        if place.joins.get(member_id) != team_id:
            raise JudgeError(
                phrase(
                    "{member_id} is not in team {team_id}",
                    member_id=shown(member_id),
                    team_id=shown(team_id),
                )
            )
        rows.remove_join(conn, member_id, contest)
        del place.joins[member_id]
        set_team_members(cconn, team_id, place.members_of(team_id), now.ms)
        return place.team(team_id)


def contest_teams(site_folder: Path, contest: str) -> list[MemberTeam]:
    """The teams of members of the site's ``contest``, in the order formed."""
    with _editing(site_folder, contest) as (_conn, _cconn, place):
        return [place.team(team_id) for team_id in place.teams]


def read_teams(path: Path) -> list[TeamForm]:
    """The teams a CSV file names (see the module's docstring); a plain error naming the file
    and line for anything wrong in it."""
    return teams_of_text(list_text(path), str(path))


def teams_of_text(text: str, where: str) -> list[TeamForm]:
    """The teams a CSV text names (``where``: what its errors call it)."""
    try:
        return _teams_csv(text, where)
    except csv.Error as exc:  # a NUL, a field longer than the csv module takes
        raise JudgeError(
            phrase("{where}: not a CSV file of teams ({exc})", where=where, exc=exc)
        ) from None


def _teams_csv(text: str, where: str) -> list[TeamForm]:
    reader = csv.reader(io.StringIO(text))
    columns = [c.strip().lower() for c in next(reader, None) or []]
    unknown = [c for c in columns if c not in COLUMNS]
    if unknown:
        raise JudgeError(
            phrase(
                "{where}:1: unknown column {unknown} (known: id, name, members)",
                where=where,
                unknown=shown(unknown[0]),
            )
        )
    if sorted(columns) != sorted(COLUMNS):
        raise JudgeError(
            phrase(
                "{where}:1: the header must name the columns id, name and members once", where=where
            )
        )
    found: list[TeamForm] = []
    for line, values in enumerate(reader, start=2):
        if not any(v.strip() for v in values):
            continue
        if len(values) != len(columns):
            raise JudgeError(
                phrase(
                    "{where}:{line}: {count} values for {count2} columns",
                    where=where,
                    line=line,
                    count=len(values),
                    count2=len(columns),
                )
            )
        cells = dict(zip(columns, (v.strip() for v in values)))
        found.append(TeamForm(cells["id"], cells["name"], parse_members(cells["members"])))
    if not found:
        raise JudgeError(phrase("{where}: no teams in it", where=where))
    return found
