"""A site's members: read from a CSV file, imported (new passwords made, shown once), listed,
given new passwords, checked at login, and joined to the site's contests.

A member is an account of the site, not of one contest: it stays from one contest to the
next. Its id is its team id in every contest it joins (the contest's team row is made, or an
existing team of that id taken, when it joins; the link lives in the site store), so each
contest keeps its own board, submissions and exports exactly as a contest does alone.

The CSV file: UTF-8, a header row naming the columns in any order and any case: ``name``
(required), ``id`` (made from the name when missing, as for teams) and ``role`` (``member``,
``coach`` or ``admin``; default ``member``). A name of no ASCII letter or digit (a Chinese
name) makes no id: such a row must give its own (a student number, say). Blank lines are skipped; any other column is an
error. Importing again updates the names and roles of the members it names and keeps their
passwords; a password is made only for a member that has none. Passwords are generated and
hashed as a contest's teams' are (:mod:`judge.contest.ops.accounts`).
"""

from __future__ import annotations

import csv
import io
import secrets
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from judge.contest.core.model import Team
from judge.contest.core.records import Origin
from judge.contest.core.site import Member, SiteRole, read_site
from judge.contest.core.times import Timestamp
from judge.contest.ops.accounts import (
    ID,
    JURY,
    Imported,
    free_id,
    hash_generated,
    list_text,
    new_password,
    slug,
    verify_password,
)
from judge.contest.ops.folders import open_store
from judge.contest.ops.logins import Find
from judge.contest.ops.practice_space import PRACTICE
from judge.contest.ops.site import contest_folder_of
from judge.contest.ops.site_db import open_site_store_of
from judge.contest.storage import site as rows
from judge.contest.storage.site import Joined, SiteStore
from judge.contest.storage.teams import has_team, insert_team
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.printable import shown

COLUMNS = ("name", "id", "role")
#: Who logs in to a site's pages (:mod:`judge.contest.ops.logins`): its members, a member as
#: a team and a coach or an admin as a jury.
find_member: Find = rows.member_login
#: The longest member name (as a team's).
MAX_NAME = 200


def read_members(path: Path) -> list[Member]:
    """The members a CSV file names (see the module's docstring); a plain error naming the
    file and line for anything wrong in it."""
    return members_of_text(list_text(path), str(path))


def members_of_text(text: str, path: str) -> list[Member]:
    """The members a CSV text names (``path``: what its errors call it: a file's path, or the
    form it came in)."""
    try:
        return _members_csv(text, path)
    except csv.Error as exc:  # a NUL, a field longer than the csv module takes
        raise JudgeError(
            phrase("{path}: not a CSV file of members ({exc})", path=path, exc=exc)
        ) from None


def _members_csv(text: str, path: str) -> list[Member]:
    reader = csv.reader(io.StringIO(text))
    header = next(reader, None)
    columns = [c.strip().lower() for c in header or []]
    unknown = [c for c in columns if c not in COLUMNS]
    if unknown:
        raise JudgeError(
            phrase(
                "{path}:1: unknown column {unknown} (known: name, id, role)",
                path=path,
                unknown=shown(unknown[0]),
            )
        )
    if "name" not in columns or len(set(columns)) != len(columns):
        raise JudgeError(
            phrase("{path}:1: the header must name the column name once (and id, role)", path=path)
        )
    found: list[Member] = []
    taken: set[str] = set()
    for line, values in enumerate(reader, start=2):
        if not any(v.strip() for v in values):
            continue
        if len(values) != len(columns):
            raise JudgeError(
                phrase(
                    "{path}:{line}: {count} values for {count2} columns",
                    path=path,
                    line=line,
                    count=len(values),
                    count2=len(columns),
                )
            )
        found.append(
            _member(dict(zip(columns, (v.strip() for v in values))), taken, f"{path}:{line}")
        )
    if not found:
        raise JudgeError(phrase("{path}: no members in it", path=path))
    return found


def _member(values: dict[str, str], taken: set[str], where: str) -> Member:
    """The member of one CSV row; ``taken``: the ids of the rows before it."""
    name = values["name"]
    if not name or len(name) > MAX_NAME or not name.isprintable():
        raise JudgeError(
            phrase(
                "{where}: name must be 1 to {MAX_NAME} printable characters",
                where=where,
                MAX_NAME=MAX_NAME,
            )
        )
    member_id = values.get("id") or ""
    if not member_id:
        if not slug(name):  # a name of no ASCII letter or digit: an id would be a guess
            raise JudgeError(
                phrase(
                    "{where}: name {name} gives no id (no letters a-z or digits in it); give the id column (a student number, a login name)",
                    where=where,
                    name=shown(name),
                )
            )
        member_id = free_id(slug(name), taken)
    if not ID.fullmatch(member_id) or member_id == JURY:
        raise JudgeError(
            phrase(
                "{where}: id {member_id} must be 1-36 letters, digits, '_', '.' or '-', starting with a letter, digit or '_', and not {JURY}",
                where=where,
                member_id=shown(member_id),
                JURY=repr(JURY),
            )
        )
    role = values.get("role") or SiteRole.MEMBER.value
    try:
        chosen = SiteRole(role.lower())
    except ValueError:
        raise JudgeError(
            phrase(
                "{where}: role must be member, coach or admin, got {role}",
                where=where,
                role=shown(role),
            )
        ) from None
    taken.add(member_id)
    return Member(member_id, name, chosen)


def open_members(site_folder: Path) -> SiteStore:
    """The store of the site in ``site_folder`` (a plain error when it is not a site)."""
    read_site(site_folder)
    return open_site_store_of(site_folder)


def import_members(store: SiteStore, members: Sequence[Member], now: Timestamp) -> list[Imported]:
    """Adds or updates the members (one transaction); each new one, and each without a
    password, gets a new password, returned this once."""
    twice = sorted(mid for mid, count in Counter(m.id for m in members).items() if count > 1)
    if twice:
        raise JudgeError(phrase("member(s) {value} given twice", value=", ".join(twice)))
    done = []
    with store.write() as conn:
        known = rows.members(conn)
        for member in members:
            old = known.get(member.id)
            password: str | None = None
            if old is None:
                password = new_password()
                rows.insert_member(conn, member, hash_generated(password), now.ms)
            else:
                rows.update_member(conn, member)
                if not old.has_password:
                    password = new_password()
                    rows.set_password_hash(conn, member.id, hash_generated(password))
            done.append(Imported(member.id, member.name, password, old is None))
    return done


def member_list(store: SiteStore) -> list[Member]:
    """The site's members, by id."""
    with store.read() as conn:
        return list(rows.members(conn).values())


def set_member_password(store: SiteStore, member_id: str) -> str:
    """Gives a member a new password (the coach's reset); returns it, shown once."""
    password = new_password()
    with store.write() as conn:
        if not rows.set_password_hash(conn, member_id, hash_generated(password)):
            raise JudgeError(
                phrase(
                    "no member {member_id} on this site (see: judge site members FOLDER list)",
                    member_id=shown(member_id),
                )
            )
    return password


def logged_in(store: SiteStore, member_id: str, password: str) -> Member | None:
    """The member whose id and password these are, else None (constant time per hash)."""
    with store.read() as conn:
        stored = rows.password_hash(conn, member_id)
        member = rows.members(conn).get(member_id) if stored else None
    return member if member is not None and verify_password(password, stored) else None


def join_contest(site_folder: Path, member_id: str, contest: str, now: Timestamp) -> Joined:
    """Makes member ``member_id`` a team of the site's contest ``contest`` (its own team, made
    with its id and name, or the contest's team of that id already there); joining again
    is harmless."""
    store = open_members(site_folder)
    try:
        with store.read() as conn:
            member = rows.members(conn).get(member_id)
            folders = dict(rows.contest_folders(conn))
            already = [j for j in rows.joins(conn, member_id) if j.contest == contest]
            formed = contest in folders and member_id in rows.site_team_ids(conn, contest)
        if member is None:
            raise JudgeError(
                phrase(
                    "no member {member_id} on this site (see: judge site members FOLDER list)",
                    member_id=shown(member_id),
                )
            )
        if contest not in folders:
            raise JudgeError(phrase("no contest {contest} on this site", contest=shown(contest)))
        if already:
            return already[0]
        if formed:  # a team of members of the member's id, which they are not in (now)
            raise JudgeError(
                phrase(
                    "contest {contest}: team {member_id} is a team of members the coach formed; ask the coach to put you in a team",
                    contest=contest,
                    member_id=shown(member_id),
                )
            )
        if contest != PRACTICE:  # the practice space lives in the site's folder
            contest_folder_of(folders[contest])  # still a contest folder
        _make_team(folders[contest], member, now)
        joined = Joined(contest, member.id)
        with store.write() as conn:
            rows.add_join(conn, member.id, joined, now.ms)
        return joined
    finally:
        store.close()


def _make_team(folder: Path, member: Member, now: Timestamp) -> None:
    """The member's team in the contest at ``folder``, unless one of its id is there (made
    without a password: the member logs in through the site)."""
    contest_store = open_store(folder)
    try:
        with contest_store.write() as conn:
            if not has_team(conn, member.id):
                # its label its id, as an imported team's (the Contest API requires one)
                insert_team(conn, Team(member.id, member.name, member.id), Origin.LOCAL, now.ms)
    finally:
        contest_store.close()


def member_of(store: SiteStore, member_id: str) -> Member | None:
    """The member of an id, None when there is none."""
    with store.read() as conn:
        return rows.members(conn).get(member_id)


def site_secret(store: SiteStore) -> bytes:
    """The secret the site signs its cookies with, made on its first start and kept in its
    store (its members' sessions survive a restart)."""
    with store.write() as conn:
        return bytes.fromhex(rows.site_secret(conn, lambda: secrets.token_hex(32)))


def joined_contests(store: SiteStore, member_id: str) -> list[Joined]:
    """The contests a member joined, in the order joined."""
    with store.read() as conn:
        return rows.joins(conn, member_id)


def can_log_in(store: SiteStore, member_id: str) -> bool:
    """Whether ``member_id`` is a member with a password (one the site's login checks)."""
    with store.read() as conn:
        return find_member(conn, member_id) is not None
