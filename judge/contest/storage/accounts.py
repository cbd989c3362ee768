"""The contest server's accounts in the database: password hashes (the teams' and the jury's),
web sessions (only the SHA-256 of each token), and failed logins.

What they mean (the hashes' two kinds, tokens, cookies, the throttle's rule) is
:mod:`judge.contest.ops.accounts`'s and :mod:`judge.web.auth`'s business; this module only reads
and writes the rows, a hash being a string of either kind.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.core.records import Origin, Role
from judge.contest.storage.schema import accounts, login_failures, teams, web_sessions


@dataclass(frozen=True)
class Login:
    """An account that can log in: who, as what, shown as, and its password hash."""

    username: str
    role: Role
    name: str
    password_hash: str


def login_of(conn: Connection, username: str, jury: str) -> Login | None:
    """The account ``username`` logs in to (``jury``: the jury's user name), None when there is
    none, or it is a team without a password."""
    if username == jury:
        row = conn.execute(sa.select(accounts).where(accounts.c.username == jury)).first()
        return None if row is None else Login(jury, Role.JURY, "Jury", row.password_hash)
    found = conn.execute(
        sa.select(teams.c.name, teams.c.display_name, teams.c.password_hash).where(
            teams.c.id == username, teams.c.origin == Origin.LOCAL.value
        )
    ).first()
    if found is None or not found.password_hash:
        return None
    return Login(username, Role.TEAM, found.display_name or found.name, found.password_hash)


def set_team_password_hash(conn: Connection, team_id: str, password_hash: str) -> bool:
    """Gives one of the contest's own teams a new password hash; False when there is no such
    team. Its web sessions end."""
    done = conn.execute(
        teams.update()
        .where(teams.c.id == team_id, teams.c.origin == Origin.LOCAL.value)
        .values(password_hash=password_hash)
    ).rowcount
    if done:
        end_sessions_of(conn, team_id)
    return bool(done)


def clear_team_password(conn: Connection, team_id: str) -> bool:
    """Takes away a team's password, so it cannot log in (its web sessions end); False when
    there is no such team of the contest's own."""
    done = conn.execute(
        teams.update()
        .where(teams.c.id == team_id, teams.c.origin == Origin.LOCAL.value)
        .values(password_hash=None)
    ).rowcount
    if done:
        end_sessions_of(conn, team_id)
    return bool(done)


def set_jury_password_hash(conn: Connection, jury: str, password_hash: str) -> None:
    """Makes the jury's account, or gives it a new password hash; its web sessions end."""
    a = accounts
    if not conn.execute(
        a.update().where(a.c.username == jury).values(password_hash=password_hash)
    ).rowcount:
        conn.execute(
            a.insert().values(username=jury, role=Role.JURY.value, password_hash=password_hash)
        )
    end_sessions_of(conn, jury)


def has_account(conn: Connection, username: str) -> bool:
    """Whether an account that is not a team's (the jury's) exists."""
    return (
        conn.execute(sa.select(accounts.c.username).where(accounts.c.username == username)).first()
        is not None
    )


# -- web sessions -------------------------------------------------------------------------------


@dataclass(frozen=True)
class WebSession:
    """A web session: whose it is, as what, when it was made and last seen (epoch ms)."""

    username: str
    role: Role
    created_ms: int
    seen_ms: int


def web_session(conn: Connection, token_hash: str) -> WebSession | None:
    """The session of a token (by its SHA-256), None when there is none."""
    ws = web_sessions
    row = conn.execute(sa.select(ws).where(ws.c.token_hash == token_hash)).first()
    return (
        None
        if row is None
        else WebSession(row.username, Role(row.role), row.created_ms, row.seen_ms)
    )


def start_web_session(
    conn: Connection, token_hash: str, username: str, role: Role, now_ms: int, idle_ms: int
) -> None:
    """A new session; sessions idle for longer than ``idle_ms`` are forgotten."""
    ws = web_sessions
    conn.execute(ws.delete().where(ws.c.seen_ms < now_ms - idle_ms))
    conn.execute(
        ws.insert().values(
            token_hash=token_hash,
            username=username,
            role=role.value,
            created_ms=now_ms,
            seen_ms=now_ms,
        )
    )


def touch_web_session(conn: Connection, token_hash: str, now_ms: int) -> None:
    """Records that a session was used at ``now_ms``."""
    ws = web_sessions
    conn.execute(ws.update().where(ws.c.token_hash == token_hash).values(seen_ms=now_ms))


def end_web_session(conn: Connection, token_hash: str) -> None:
    """Ends one session (logging out)."""
    conn.execute(web_sessions.delete().where(web_sessions.c.token_hash == token_hash))


def end_sessions_of(conn: Connection, username: str) -> None:
    """Ends every session of an account (a new password)."""
    conn.execute(web_sessions.delete().where(web_sessions.c.username == username))


# -- failed logins ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Failures:
    """Failed logins counted under a key (``user:<name>`` or ``ip:<address>``)."""

    key: str
    failures: int
    last_ms: int
    blocked_until_ms: int


def failures(conn: Connection, keys: tuple[str, ...]) -> dict[str, Failures]:
    """The failed logins counted under each of ``keys`` that has any."""
    lf = login_failures
    return {
        r.key: Failures(r.key, r.failures, r.last_ms, r.blocked_until_ms)
        for r in conn.execute(sa.select(lf).where(lf.c.key.in_(keys)))
    }


def put_failures(conn: Connection, counted: Failures) -> None:
    """Records the failed logins counted under a key."""
    lf = login_failures
    values = {
        "failures": counted.failures,
        "last_ms": counted.last_ms,
        "blocked_until_ms": counted.blocked_until_ms,
    }
    if not conn.execute(lf.update().where(lf.c.key == counted.key).values(**values)).rowcount:
        conn.execute(lf.insert().values(key=counted.key, **values))


def forget_failures(conn: Connection, key: str) -> None:
    """Forgets the failed logins under a key (a successful login)."""
    conn.execute(login_failures.delete().where(login_failures.c.key == key))
