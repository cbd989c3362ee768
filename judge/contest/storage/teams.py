"""Teams and their groups: the one place team rows are written, each change logged.

A team is ``local`` (made in this contest: the solo contest's own team, a contest server's
teams) or ``recorded`` (a rival of a virtual contest, replayed). Passwords are the server's
business (:mod:`judge.contest.storage.accounts`); here a new team may be given its hash.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.core.model import Team
from judge.contest.core.records import Origin, Person, TeamRow
from judge.contest.storage.events import log_event, log_events
from judge.contest.storage.objects import REMOVED_TEAMS, removed_team_ids, team_object
from judge.contest.storage.schema import dumps, objects, team_members, teams
from judge.contest.storage.store import get_meta, set_meta


@dataclass(frozen=True)
class StoredTeam:
    """A team as stored: its API object, where it comes from, whether it has a password."""

    team: Team
    origin: Origin
    has_password: bool


def _values(team: Team) -> dict[str, object]:
    return {
        "name": team.name,
        "display_name": team.display_name,
        "label": team.label,
        "hidden": team.hidden,
        "group_ids": dumps(list(team.group_ids)),
        "organization_id": team.organization_id,
        "extra": dumps(team.extra),
    }


def insert_team(
    conn: Connection,
    team: Team,
    origin: Origin,
    now_ms: int,
    password_hash: str | None = None,
) -> None:
    """Adds a team (with its event)."""
    conn.execute(
        teams.insert().values(
            id=team.id, origin=origin.value, password_hash=password_hash, **_values(team)
        )
    )
    log_event(conn, "teams", team.id, team.to_api(), now_ms)


def insert_teams(
    conn: Connection, new: Sequence[tuple[Team, str | None]], origin: Origin, now_ms: int
) -> None:
    """Adds many teams (each with its password hash, or None) and their events, in two
    statements: an import of 100,000 teams."""
    if not new:
        return
    conn.execute(
        teams.insert(),
        [
            {"id": team.id, "origin": origin.value, "password_hash": hashed, **_values(team)}
            for team, hashed in new
        ],
    )
    log_events(conn, [("teams", team.id, team.to_api()) for team, _ in new], now_ms)


def update_team(
    conn: Connection, team: Team, now_ms: int, password_hash: str | None = None
) -> None:
    """Changes a team's properties (and its password hash, if given); logs the team when what
    the API shows of it changed."""
    before = stored_team(conn, team.id)
    values = _values(team)
    if password_hash is not None:
        values["password_hash"] = password_hash
    conn.execute(teams.update().where(teams.c.id == team.id).values(**values))
    after = stored_team(conn, team.id)
    assert after is not None
    if before is None or before.team.to_api() != after.team.to_api():
        log_event(conn, "teams", team.id, after.team.to_api(), now_ms)


def stored_team(conn: Connection, team_id: str) -> StoredTeam | None:
    """A team as stored, None when there is none."""
    row = conn.execute(sa.select(teams).where(teams.c.id == team_id)).first()
    if row is None:
        return None
    return StoredTeam(team_object(row), Origin(row.origin), bool(row.password_hash))


def stored_teams(conn: Connection) -> dict[str, StoredTeam]:
    """Every team, by id."""
    return {
        r.id: StoredTeam(team_object(r), Origin(r.origin), bool(r.password_hash))
        for r in conn.execute(sa.select(teams))
    }


def has_team(conn: Connection, team_id: str) -> bool:
    """Whether the contest has a team of this id."""
    return conn.execute(sa.select(teams.c.id).where(teams.c.id == team_id)).first() is not None


def team_ids(conn: Connection) -> set[str]:
    """The ids of every team."""
    return {r.id for r in conn.execute(sa.select(teams.c.id))}


def team_names(conn: Connection) -> dict[str, str]:
    """Every team's name, by id."""
    return {r.id: r.name for r in conn.execute(sa.select(teams.c.id, teams.c.name))}


def local_team_count(conn: Connection) -> int:
    """How many teams the contest has of its own (not recorded ones)."""
    return (
        conn.execute(
            sa.select(sa.func.count())
            .select_from(teams)
            .where(teams.c.origin == Origin.LOCAL.value)
        ).scalar()
        or 0
    )


def local_teams(conn: Connection) -> list[TeamRow]:
    """The contest's own teams, by id: name, display name, groups, hidden, has a password."""
    query = sa.select(teams).where(teams.c.origin == Origin.LOCAL.value).order_by(teams.c.id)
    removed = removed_team_ids(conn)
    return [
        TeamRow(
            id=r.id,
            name=r.name,
            display_name=r.display_name,
            groups=tuple(json.loads(r.group_ids)),
            hidden=bool(r.hidden),
            password=r.password_hash is not None,
            removed=r.id in removed,
        )
        for r in conn.execute(query)
    ]


def set_removed(conn: Connection, team_id: str, removed: bool, now_ms: int) -> None:
    """Removes a team from the contest (its row and submissions stay, for the jury; the API
    logs the team deleted) or brings it back (logged again)."""
    held = removed_team_ids(conn)
    if (team_id in held) == removed:
        return
    held = held | {team_id} if removed else held - {team_id}
    set_meta(conn, REMOVED_TEAMS, json.dumps(sorted(held)))
    stored = stored_team(conn, team_id)
    assert stored is not None  # the caller checked
    log_event(conn, "teams", team_id, None if removed else stored.team.to_api(), now_ms)


# -- the team of a solo contest -------------------------------------------------------------------


def own_team(conn: Connection) -> str | None:
    """The id of the contest's own team (a solo or virtual contest's participant), if any."""
    return get_meta(conn, "team")


def set_own_team(conn: Connection, team_id: str) -> None:
    """Records which team is the contest's own."""
    set_meta(conn, "team", team_id)


# -- groups -------------------------------------------------------------------------------------


def group_ids(conn: Connection) -> set[str]:
    """The ids of the groups of teams."""
    return {r.id for r in conn.execute(sa.select(objects.c.id).where(objects.c.type == "groups"))}


# -- teams of members (a club's site) -------------------------------------------------------------


def set_team_members(
    conn: Connection, team_id: str, members: Sequence[Person], now_ms: int
) -> None:
    """The members a team of members shows now (its rows replaced whole, in this order), and
    the Contest API's persons they are: each member a person of their id on the site (a
    member is in one team of a contest at most), a contestant of the team; a member taken
    out, a person no more. Each person's change is logged."""
    tm = team_members
    before = {
        r.member_id for r in conn.execute(sa.select(tm.c.member_id).where(tm.c.team_id == team_id))
    }
    for gone in sorted(before - {m.id for m in members}):
        _set_person(conn, gone, None, now_ms)
    for m in members:
        data = {"id": m.id, "name": m.name, "team_ids": [team_id], "role": "contestant"}
        _set_person(conn, m.id, data, now_ms)
    conn.execute(team_members.delete().where(team_members.c.team_id == team_id))
    if members:
        conn.execute(
            team_members.insert(),
            [
                {"team_id": team_id, "member_id": m.id, "name": m.name, "position": i}
                for i, m in enumerate(members)
            ],
        )


def add_missing_persons(conn: Connection, now_ms: int) -> int:
    """Writes the person of each member of a team of members who has none (a team formed
    before members were persons: :func:`set_team_members` writes them now), each logged;
    the number written. Run on every open: once they are written there is nothing missing,
    and nothing is logged again."""
    o = objects
    person = sa.and_(o.c.type == "persons", o.c.id == team_members.c.member_id)
    query = (
        sa.select(team_members.c.team_id, team_members.c.member_id, team_members.c.name)
        .select_from(team_members.outerjoin(o, person))
        .where(o.c.id.is_(None))
        .order_by(team_members.c.team_id, team_members.c.position)
    )
    missing = list(conn.execute(query))
    for row in missing:
        data = {
            "id": row.member_id,
            "name": row.name,
            "team_ids": [row.team_id],
            "role": "contestant",
        }
        _set_person(conn, row.member_id, data, now_ms)
    return len(missing)


def _set_person(conn: Connection, pid: str, data: dict[str, Any] | None, now_ms: int) -> None:
    """Adds, replaces or (``data`` None) deletes a person, logging the change when there is
    one."""
    o = objects
    where = (o.c.type == "persons", o.c.id == pid)
    row = conn.execute(sa.select(o.c.data).where(*where)).first()
    if (None if row is None else json.loads(row.data)) == data:
        return
    if row is not None:
        conn.execute(o.delete().where(*where))
    if data is not None:
        conn.execute(o.insert().values(type="persons", id=pid, data=dumps(data)))
    log_event(conn, "persons", pid, data, now_ms)


def members_of_teams(conn: Connection) -> dict[str, list[Person]]:
    """The members each team of members shows, by team id, in the coach's order."""
    found: dict[str, list[Person]] = {}
    query = sa.select(team_members).order_by(team_members.c.team_id, team_members.c.position)
    for row in conn.execute(query):
        found.setdefault(row.team_id, []).append(Person(row.member_id, row.name))
    return found
