"""A site's own store (``site.db``): what belongs to the site and to no one contest. Its only
SQL, on SQLite (and PostgreSQL alike, through :class:`~judge.contest.storage.store.Store`'s
engines: WAL, ``synchronous=FULL``, writers' transactions begun ``IMMEDIATE``).

Tables: ``site_meta`` (the site store's schema version), ``site_contests`` (the contests
the site serves, in the order they were added: a name unique in the site and the contest's
folder), ``site_members`` (the site's accounts: an id that is also the member's team id in
each contest, a name, a role, a password hash) and ``site_joins`` (which contest each member
joined, as which of its teams), ``site_lists`` and ``site_list_problems`` (the coach's
training lists: a name, a title, a deadline, and the problems in order), ``site_registrations``
(the accounts people asked for at ``/register`` and no coach has approved or refused yet: the
id, name and hash of the password they chose, from which address, when), ``site_archived``
(the contests the coach archived: off the home page, still served), ``site_databases`` (on a
site kept in PostgreSQL: each contest's database there), and the site's logins:
``web_sessions`` and ``login_failures``, the twins of a contest's tables of those names (the
same columns), so the contest's sessions and failed-login throttle
(:mod:`judge.contest.ops.logins`) work on the site's members unchanged, and the site's secret
(``site_meta``'s ``server_secret``) signs its cookies. An older store gets the tables it lacks
when opened.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.core.records import Role
from judge.contest.core.site import Member, SiteRole
from judge.contest.core.training import TrainingList
from judge.contest.storage.accounts import Login
from judge.contest.storage.schema import login_failures, web_sessions
from judge.contest.storage.store import Store
from judge.errors import JudgeError
from judge.i18n import phrase

SITE_SCHEMA_VERSION = 1
site_metadata = sa.MetaData()

site_meta = sa.Table(
    "site_meta",
    site_metadata,
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)

site_contests = sa.Table(
    "site_contests",
    site_metadata,
    sa.Column("seq", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(128), nullable=False, unique=True),
    sa.Column("folder", sa.Text, nullable=False),
    sa.Column("added_ms", sa.BigInteger, nullable=False),
)

site_members = sa.Table(
    "site_members",
    site_metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("password_hash", sa.Text),
    sa.Column("added_ms", sa.BigInteger, nullable=False),
)

site_joins = sa.Table(
    "site_joins",
    site_metadata,
    sa.Column("member_id", sa.String(64), sa.ForeignKey("site_members.id"), primary_key=True),
    sa.Column("contest", sa.String(128), primary_key=True),
    sa.Column("team_id", sa.String(64), nullable=False),
    sa.Column("joined_ms", sa.BigInteger, nullable=False),
)

site_lists = sa.Table(
    "site_lists",
    site_metadata,
    sa.Column("name", sa.String(128), primary_key=True),
    sa.Column("title", sa.Text, nullable=False),
    sa.Column("deadline_ms", sa.BigInteger),
    sa.Column("added_ms", sa.BigInteger, nullable=False),
)

site_list_problems = sa.Table(
    "site_list_problems",
    site_metadata,
    sa.Column("list_name", sa.String(128), sa.ForeignKey("site_lists.name"), primary_key=True),
    sa.Column("position", sa.Integer, primary_key=True),
    sa.Column("problem_id", sa.String(128), nullable=False),
)

site_registrations = sa.Table(
    "site_registrations",
    site_metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("password_hash", sa.Text, nullable=False),
    sa.Column("address", sa.String(64), nullable=False),
    sa.Column("asked_ms", sa.BigInteger, nullable=False),
)

# The site's sessions and failed logins: the contest's tables' twins (see the docstring).
site_web_sessions = web_sessions.to_metadata(site_metadata)
site_login_failures = login_failures.to_metadata(site_metadata)


class SiteStore(Store):
    """A site's store: a :class:`Store` whose tables are the site's."""

    def setup(self, create: bool = True) -> None:
        """Makes the site's tables (the missing ones of an older store); checks the version."""
        with self.write() as conn:
            fresh = not sa.inspect(conn).has_table("site_meta")
            if fresh and not create:
                raise JudgeError(
                    phrase("{where}: holds no site (no site tables)", where=self.where)
                )
            site_metadata.create_all(conn)  # only the missing tables: checkfirst
            if fresh:
                conn.execute(
                    site_meta.insert().values(key="schema_version", value=str(SITE_SCHEMA_VERSION))
                )
                return
            version = conn.execute(
                sa.select(site_meta.c.value).where(site_meta.c.key == "schema_version")
            ).scalar()
        if version != str(SITE_SCHEMA_VERSION):
            raise JudgeError(
                phrase(
                    "{where}: site store of schema version {version}; this judge reads version {SITE_SCHEMA_VERSION}",
                    where=self.where,
                    version=version,
                    SITE_SCHEMA_VERSION=SITE_SCHEMA_VERSION,
                )
            )


def open_site_store(path: Path, create: bool = True) -> SiteStore:
    """The site store at ``path`` (SQLite), made with its tables when ``create``."""
    store = SiteStore.open_sqlite(path, create=create)
    assert isinstance(store, SiteStore)
    return store


def open_site_store_url(url: str, create: bool = False, pool_size: int = 5) -> SiteStore:
    """The site store in the database at ``url`` (a site moved to PostgreSQL)."""
    store = SiteStore.open_url(url, create=create, pool_size=pool_size)
    assert isinstance(store, SiteStore)
    return store


def add_contest(
    conn: Connection, name: str, folder: Path, now_ms: int, database: str | None = None
) -> None:
    """Names contest ``folder`` in the site as ``name`` (``database``: the PostgreSQL database
    holding it, on a site kept in PostgreSQL); a name or folder already there is a plain
    error."""
    taken = conn.execute(
        sa.select(site_contests.c.name).where(
            (site_contests.c.name == name) | (site_contests.c.folder == str(folder))
        )
    ).first()
    if taken is not None:
        raise JudgeError(phrase("contest {name} is already on the site", name=taken.name))
    conn.execute(site_contests.insert().values(name=name, folder=str(folder), added_ms=now_ms))
    if database is not None:
        set_database(conn, name, database)


def contest_folders(conn: Connection) -> list[tuple[str, Path]]:
    """The site's contests, (name, folder), in the order they were added."""
    rows = conn.execute(
        sa.select(site_contests.c.name, site_contests.c.folder).order_by(site_contests.c.seq)
    )
    return [(row.name, Path(row.folder)) for row in rows]


def members(conn: Connection) -> dict[str, Member]:
    """The site's members by id, in id order."""
    rows = conn.execute(sa.select(site_members).order_by(site_members.c.id))
    return {
        row.id: Member(row.id, row.name, SiteRole(row.role), row.password_hash is not None)
        for row in rows
    }


def insert_member(conn: Connection, member: Member, password_hash: str | None, now_ms: int) -> None:
    """Adds a member with its password's hash."""
    conn.execute(
        site_members.insert().values(
            id=member.id,
            name=member.name,
            role=member.role.value,
            password_hash=password_hash,
            added_ms=now_ms,
        )
    )


def update_member(conn: Connection, member: Member) -> None:
    """A member's new name and role (its password kept)."""
    conn.execute(
        site_members.update()
        .where(site_members.c.id == member.id)
        .values(name=member.name, role=member.role.value)
    )


def set_password_hash(conn: Connection, member_id: str, password_hash: str) -> bool:
    """A member's new password hash; False when there is no such member. Its web sessions
    end (a new password logs every browser out)."""
    done = conn.execute(
        site_members.update()
        .where(site_members.c.id == member_id)
        .values(password_hash=password_hash)
    )
    conn.execute(site_web_sessions.delete().where(site_web_sessions.c.username == member_id))
    return bool(done.rowcount)


def member_login(conn: Connection, member_id: str) -> Login | None:
    """The login of a member, as the contest's login machinery reads one (a member as a
    team, a coach or an admin as a jury); None when there is no such member or it has no
    password."""
    row = conn.execute(sa.select(site_members).where(site_members.c.id == member_id)).first()
    if row is None or not row.password_hash:
        return None
    role = Role.TEAM if SiteRole(row.role) is SiteRole.MEMBER else Role.JURY
    return Login(row.id, role, row.name, row.password_hash)


def site_secret(conn: Connection, make: Callable[[], str]) -> str:
    """The site's secret (hex), made by ``make()`` on first use."""
    key = site_meta.c.key
    value = conn.execute(sa.select(site_meta.c.value).where(key == "server_secret")).scalar()
    if value is None:
        value = make()
        conn.execute(site_meta.insert().values(key="server_secret", value=value))
    return str(value)


def password_hash(conn: Connection, member_id: str) -> str | None:
    """A member's password hash (None: no such member, or no password)."""
    return conn.execute(
        sa.select(site_members.c.password_hash).where(site_members.c.id == member_id)
    ).scalar()


@dataclass(frozen=True)
class Joined:
    """A member's place in a contest: the contest's name on the site and the team it is."""

    contest: str
    team_id: str


def add_join(conn: Connection, member_id: str, joined: Joined, now_ms: int) -> None:
    """Records that a member joined a contest as a team."""
    conn.execute(
        site_joins.insert().values(
            member_id=member_id, contest=joined.contest, team_id=joined.team_id, joined_ms=now_ms
        )
    )


def joins(conn: Connection, member_id: str) -> list[Joined]:
    """The contests a member joined, in the order joined (at the same millisecond: by name)."""
    rows = conn.execute(
        sa.select(site_joins.c.contest, site_joins.c.team_id)
        .where(site_joins.c.member_id == member_id)
        .order_by(site_joins.c.joined_ms, site_joins.c.contest)
    )
    return [Joined(row.contest, row.team_id) for row in rows]


def put_list(conn: Connection, training: TrainingList, now_ms: int) -> bool:
    """Writes a training list (a new one, or one of that name replaced whole); True when it
    is new."""
    known = conn.execute(
        sa.select(site_lists.c.name).where(site_lists.c.name == training.name)
    ).first()
    conn.execute(site_list_problems.delete().where(site_list_problems.c.list_name == training.name))
    values = {"title": training.title, "deadline_ms": training.deadline_ms}
    if known is None:
        conn.execute(site_lists.insert().values(name=training.name, added_ms=now_ms, **values))
    else:
        conn.execute(site_lists.update().where(site_lists.c.name == training.name).values(**values))
    conn.execute(
        site_list_problems.insert(),
        [
            {"list_name": training.name, "position": i, "problem_id": pid}
            for i, pid in enumerate(training.problems)
        ],
    )
    return known is None


def training_lists(conn: Connection) -> list[TrainingList]:
    """The site's training lists, in the order they were made."""
    problems: dict[str, list[str]] = {}
    for row in conn.execute(
        sa.select(site_list_problems).order_by(
            site_list_problems.c.list_name, site_list_problems.c.position
        )
    ):
        problems.setdefault(row.list_name, []).append(row.problem_id)
    rows = conn.execute(sa.select(site_lists).order_by(site_lists.c.added_ms, site_lists.c.name))
    return [
        TrainingList(row.name, row.title, tuple(problems.get(row.name, ())), row.deadline_ms)
        for row in rows
    ]


def all_joins(conn: Connection) -> dict[str, list[Joined]]:
    """Every member's joined contests, by member id."""
    found: dict[str, list[Joined]] = {}
    rows = conn.execute(
        sa.select(site_joins).order_by(site_joins.c.joined_ms, site_joins.c.contest)
    )
    for row in rows:
        found.setdefault(row.member_id, []).append(Joined(row.contest, row.team_id))
    return found


@dataclass(frozen=True)
class Asked:
    """An account someone asked for (``/register``), waiting for a coach: its id, name, the
    hash of the password they chose, and when (ms)."""

    id: str
    name: str
    password_hash: str
    asked_ms: int


def add_registration(conn: Connection, asked: Asked, address: str) -> None:
    """Records an account asked for from ``address``; an id a member or another waiting
    registration has is a plain error."""
    if conn.execute(sa.select(site_members.c.id).where(site_members.c.id == asked.id)).first():
        raise JudgeError(phrase("the id {id} is taken: choose another", id=asked.id))
    waiting = site_registrations.c.id == asked.id
    if conn.execute(sa.select(site_registrations.c.id).where(waiting)).first():
        raise JudgeError(phrase("the id {id} is taken: choose another", id=asked.id))
    conn.execute(
        site_registrations.insert().values(
            id=asked.id,
            name=asked.name,
            password_hash=asked.password_hash,
            address=address[:64],
            asked_ms=asked.asked_ms,
        )
    )


def registrations(conn: Connection) -> list[Asked]:
    """The accounts waiting for a coach, oldest first."""
    rows = conn.execute(
        sa.select(site_registrations).order_by(
            site_registrations.c.asked_ms, site_registrations.c.id
        )
    )
    return [Asked(row.id, row.name, row.password_hash, row.asked_ms) for row in rows]


def asked_since(conn: Connection, address: str, since_ms: int) -> int:
    """How many of the waiting registrations ``address`` asked for after ``since_ms``."""
    return int(
        conn.execute(
            sa.select(sa.func.count())
            .select_from(site_registrations)
            .where(
                (site_registrations.c.address == address[:64])
                & (site_registrations.c.asked_ms > since_ms)
            )
        ).scalar_one()
    )


def take_registration(conn: Connection, member_id: str) -> Asked | None:
    """The waiting registration of ``member_id``, taken out of the waiting ones (None when
    there is none)."""
    row = conn.execute(
        sa.select(site_registrations).where(site_registrations.c.id == member_id)
    ).first()
    if row is None:
        return None
    conn.execute(site_registrations.delete().where(site_registrations.c.id == member_id))
    return Asked(row.id, row.name, row.password_hash, row.asked_ms)


# -- archived contests -------------------------------------------------------------------------
# A table of its own, so that an older store gets it as every missing table (setup's
# create_all) and no row of site_contests changes meaning.
site_archived = sa.Table(
    "site_archived",
    site_metadata,
    sa.Column("contest", sa.String(128), primary_key=True),
    sa.Column("archived_ms", sa.BigInteger, nullable=False),
)


def set_archived(conn: Connection, name: str, archived: bool, now_ms: int) -> bool:
    """Archives the site's contest ``name`` (or takes it out of the archive); False when the
    site names no such contest."""
    known = conn.execute(
        sa.select(site_contests.c.name).where(site_contests.c.name == name)
    ).first()
    if known is None:
        return False
    conn.execute(site_archived.delete().where(site_archived.c.contest == name))
    if archived:
        conn.execute(site_archived.insert().values(contest=name, archived_ms=now_ms))
    return True


def archived(conn: Connection) -> set[str]:
    """The names of the site's archived contests."""
    return {row.contest for row in conn.execute(sa.select(site_archived.c.contest))}


# -- teams of members ------------------------------------------------------------------------
# The teams of several members the coach formed in a contest. Who is in which is site_joins
# (a member's join names its team, so a member is in one team per contest by that table's
# key); this table says which of a contest's teams are teams of members, so that a member
# whose id is such a team's never joins it alone, and a member who left it is no longer in it.
site_teams = sa.Table(
    "site_teams",
    site_metadata,
    sa.Column("contest", sa.String(128), primary_key=True),
    sa.Column("team_id", sa.String(64), primary_key=True),
    sa.Column("formed_ms", sa.BigInteger, nullable=False),
)


def add_site_team(conn: Connection, contest: str, team_id: str, now_ms: int) -> None:
    """Marks the contest's team ``team_id`` a team of members (once)."""
    if team_id not in site_team_ids(conn, contest):
        conn.execute(site_teams.insert().values(contest=contest, team_id=team_id, formed_ms=now_ms))


def site_team_ids(conn: Connection, contest: str) -> list[str]:
    """The contest's teams of members, in the order formed."""
    rows = conn.execute(
        sa.select(site_teams.c.team_id)
        .where(site_teams.c.contest == contest)
        .order_by(site_teams.c.formed_ms, site_teams.c.team_id)
    )
    return [row.team_id for row in rows]


def contest_joins(conn: Connection, contest: str) -> dict[str, str]:
    """Which team each member who joined the contest is, by member id (in the order joined)."""
    rows = conn.execute(
        sa.select(site_joins.c.member_id, site_joins.c.team_id)
        .where(site_joins.c.contest == contest)
        .order_by(site_joins.c.joined_ms, site_joins.c.member_id)
    )
    return {row.member_id: row.team_id for row in rows}


def remove_join(conn: Connection, member_id: str, contest: str) -> bool:
    """Takes a member out of the contest (its team there no longer theirs); False when it
    had not joined it."""
    done = conn.execute(
        site_joins.delete().where(
            (site_joins.c.member_id == member_id) & (site_joins.c.contest == contest)
        )
    )
    return bool(done.rowcount)


# -- the contests' databases, on a site kept in PostgreSQL ---------------------------------
# A table of its own (as site_archived): the PostgreSQL database of each contest of a site
# moved there (judge site move), by the contest's name on the site. A judging machine builds
# each contest's URL from the site's (its own credentials) and this name.
site_databases = sa.Table(
    "site_databases",
    site_metadata,
    sa.Column("contest", sa.String(128), primary_key=True),
    sa.Column("database", sa.String(63), nullable=False),
)


def set_database(conn: Connection, name: str, database: str) -> None:
    """Records that the site's contest ``name`` lives in the PostgreSQL database ``database``."""
    conn.execute(site_databases.delete().where(site_databases.c.contest == name))
    conn.execute(site_databases.insert().values(contest=name, database=database))


def databases(conn: Connection) -> dict[str, str]:
    """The PostgreSQL database of each of the site's contests kept there, by contest name."""
    rows = conn.execute(sa.select(site_databases))
    return {row.contest: row.database for row in rows}
