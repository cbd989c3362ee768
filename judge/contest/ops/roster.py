"""The jury's hand on the teams of a served contest: add one, edit it, take away its login
(disable) or give it back with a new password, remove it, and new passwords for the slips.

A disabled team stays on the scoreboard and cannot log in (its password is gone, its sessions
end); enabling it makes a new password, shown once, as every password here is. A removed team
leaves the scoreboard and the API's teams (the event feed logs it deleted); its submissions
stay for the jury, and it can be brought back. Each change is one transaction, logged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from judge.contest.core.records import Origin
from judge.contest.core.times import Timestamp
from judge.contest.ops.accounts import (
    ID,
    Imported,
    TeamSpec,
    hash_generated,
    import_teams,
    new_password,
    slug,
)
from judge.contest.storage import accounts as logins
from judge.contest.storage.store import Connection, Store
from judge.contest.storage.teams import (
    StoredTeam,
    set_removed,
    stored_team,
    team_ids,
    update_team,
)
from judge.errors import JudgeError
from judge.i18n import phrase

#: The longest team name accepted, in characters.
NAME_LIMIT = 100


def _name(text: str, what: str = "name") -> str:
    name = " ".join(text.split())
    if not name:
        raise JudgeError(phrase("the team's {what} is empty", what=what))
    if len(name) > NAME_LIMIT:
        raise JudgeError(
            phrase(
                "the team's {what} has {count} characters; at most {NAME_LIMIT}",
                what=what,
                count=len(name),
                NAME_LIMIT=NAME_LIMIT,
            )
        )
    return name


def _own(conn: Connection, team_id: str) -> StoredTeam:
    stored = stored_team(conn, team_id)
    if stored is None or stored.origin is not Origin.LOCAL:
        raise JudgeError(phrase("no team {team_id} in this contest", team_id=repr(team_id)))
    return stored


def _free_id(wanted: str, taken: set[str]) -> str:
    base = (wanted or "team")[:32].rstrip("-") or "team"
    tid, n = base, 1
    while tid in taken:
        n += 1
        tid = f"{base}-{n}"
    return tid


def add_team(
    store: Store,
    name: str,
    now: Timestamp,
    team_id: str | None = None,
    group: str | None = None,
    hidden: bool = False,
) -> Imported:
    """Adds a team (its id made from the name unless given; a group named is made as it is
    first named); returns it with its new password (shown once)."""
    name = _name(name)
    with store.read() as conn:
        taken = team_ids(conn)
    if team_id:
        if not ID.fullmatch(team_id):
            raise JudgeError(
                phrase(
                    "team id {team_id}: letters, digits, '_', '.', '-', at most 36 characters",
                    team_id=repr(team_id),
                )
            )
        if team_id in taken:
            raise JudgeError(phrase("a team {team_id} exists already", team_id=repr(team_id)))
    else:
        team_id = _free_id(slug(name), taken)
    spec = TeamSpec(team_id, name, hidden=hidden)
    if group and group.strip():
        gid = slug(group) or "group"
        spec.group_ids, spec.groups = (gid,), {gid: _name(group, "group")}
    (done,) = import_teams(store, [spec], now)
    return done


def edit_team(
    store: Store,
    team_id: str,
    now: Timestamp,
    name: str,
    display_name: str | None = None,
    hidden: bool = False,
) -> None:
    """Changes a team's name, the name the board shows (empty: its name) and whether it is
    hidden from the board."""
    name = _name(name)
    shown = _name(display_name, "display name") if display_name and display_name.strip() else None
    with store.write() as conn:
        team = _own(conn, team_id).team
        update_team(conn, replace(team, name=name, display_name=shown, hidden=hidden), now.ms)


def disable_team(store: Store, team_id: str) -> None:
    """Takes away a team's login: it stays on the board, its sessions end."""
    with store.write() as conn:
        _own(conn, team_id)
        logins.clear_team_password(conn, team_id)


def remove_team(store: Store, team_id: str, now: Timestamp) -> None:
    """Removes a team: off the board and the API, its login gone, its submissions kept."""
    with store.write() as conn:
        _own(conn, team_id)
        logins.clear_team_password(conn, team_id)
        set_removed(conn, team_id, True, now.ms)


def restore_team(store: Store, team_id: str, now: Timestamp) -> None:
    """Brings a removed team back on the board (without a login: enable it for one)."""
    with store.write() as conn:
        _own(conn, team_id)
        set_removed(conn, team_id, False, now.ms)


def new_passwords(store: Store, team_ids_: Sequence[str]) -> list[Imported]:
    """New passwords for the given teams (their old ones stop working, their sessions end),
    in the order given; for the slips a coach hands out."""
    out = []
    with store.write() as conn:
        missing = {t for t in team_ids_ if t not in team_ids(conn)}
        if missing:
            raise JudgeError(
                phrase("no team {value} in this contest", value=", ".join(sorted(missing)))
            )
        for tid in team_ids_:
            stored = _own(conn, tid)
            password = new_password()
            logins.set_team_password_hash(conn, tid, hash_generated(password))
            out.append(Imported(tid, stored.team.shown_name, password, False))
    return out
