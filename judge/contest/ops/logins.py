"""The contest server's logins in the database: the failed-login throttle, web sessions, and
the server's secret; each function one transaction (:mod:`judge.web.auth` decides when).

The throttle's rule: failed logins are counted per key (``user:<name digest>@<client>``, or
``ip:<client>``). Past a few failures each further one doubles the wait before the next try
is even checked (1 s, 2 s, 4 s, ... up to 5 minutes); counts older than 15 minutes are
forgotten. The address's allowance is larger, since a lab may reach the server through one
address.

A web session is stored as its token's SHA-256 only, so a copied database opens no sessions.

Whose accounts they are is the caller's ``find`` (a contest's teams and jury by default; a
site's members, whose store has the same two tables: :mod:`judge.contest.storage.site`).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable

from sqlalchemy.engine import Connection

from judge.contest.core.records import Role
from judge.contest.ops.accounts import JURY
from judge.contest.storage import accounts as rows
from judge.contest.storage.accounts import Failures, Login
from judge.contest.storage.contest import server_secret as stored_secret
from judge.contest.storage.store import Store

#: A session unused this long ends (ms).
IDLE_MS = 24 * 3600 * 1000
#: A session's last use is written at most this often (ms): reads stay reads.
TOUCH_EVERY_MS = 60_000
#: Failures allowed before waiting begins, per account and per address.
FREE_FAILURES = {"user": 3, "ip": 20}
MAX_WAIT_MS = 300_000
FORGET_MS = 15 * 60_000

#: Who logs in with a name: (connection, name) -> the account's login, None when none.
Find = Callable[[Connection, str], Login | None]


def contest_login(conn: Connection, username: str) -> Login | None:
    """A contest's account of ``username``: one of its teams, or its jury."""
    return rows.login_of(conn, username, JURY)


class Throttled(Exception):
    """Too many failed logins: try again in ``wait_s`` seconds."""

    def __init__(self, wait_s: int) -> None:
        super().__init__(wait_s)
        self.wait_s = wait_s


def _plausible(username: str) -> bool:
    """Whether a name could be an account's (an id: short, no control characters); others are
    not even looked up."""
    return 0 < len(username) <= 64 and all(32 <= ord(c) != 127 for c in username)


def _wait(counted: dict[str, Failures], now: int) -> int:
    """Seconds to wait before the next try (0: none), by the counts of its keys."""
    waits = [c.blocked_until_ms - now for c in counted.values() if c.blocked_until_ms > now]
    return max(1, -(-max(waits) // 1000)) if waits else 0


def _counted(key: str, before: Failures | None, now: int) -> Failures:
    """The count under ``key`` with one more failure at ``now``, and the wait it brings."""
    count = 1 if before is None or now - before.last_ms > FORGET_MS else before.failures + 1
    free = FREE_FAILURES[key.split(":", 1)[0]]
    wait = 0 if count <= free else min(MAX_WAIT_MS, 1000 * 2 ** (count - free - 1))
    return Failures(key, count, now, now + wait)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


# -- failed logins --------------------------------------------------------------------------------


def look_up(
    store: Store, username: str, keys: tuple[str, str], now: int, find: Find = contest_login
) -> Login | None:
    """The account ``username`` logs in to (None: none, or a name that could be no account's),
    read with the failure counts of ``keys`` (the account at its client, the client); raises
    Throttled while either must wait."""
    with store.read() as conn:
        found = find(conn, username) if _plausible(username) else None
        wait = _wait(rows.failures(conn, keys), now)
    if wait:
        raise Throttled(wait)
    return found


def reserve_try(store: Store, mine: str, address: str, now: int) -> None:
    """Counts a try as failed under ``mine`` before its password is checked, in one
    transaction with the look at the counts (Throttled if one must wait meanwhile). The
    ``address``'s count is looked at, not reserved: a lab's teams logging in at once through
    one address must not slow one another."""
    with store.write() as conn:
        known = rows.failures(conn, (mine, address))
        wait = _wait(known, now)
        if wait:
            raise Throttled(wait)
        rows.put_failures(conn, _counted(mine, known.get(mine), now))


def count_failure(store: Store, key: str, now: int) -> None:
    """One more failed login under ``key``."""
    with store.write() as conn:
        counted = rows.failures(conn, (key,)).get(key)
        rows.put_failures(conn, _counted(key, counted, now))


def forget_failures(store: Store, key: str) -> None:
    """Forgets the failed logins under ``key`` (a successful login)."""
    with store.write() as conn:
        rows.forget_failures(conn, key)


def forget_failures_if_any(store: Store, key: str) -> None:
    """Forgets the failed logins under ``key``, writing nothing when there are none: a
    script's every request logs in again, and most find nothing to forget."""
    with store.write() as conn:
        if rows.failures(conn, (key,)):
            rows.forget_failures(conn, key)


# -- web sessions ---------------------------------------------------------------------------------


def session_login(store: Store, token: str, now: int, find: Find = contest_login) -> Login | None:
    """The account of a session token, None when it has no session, the session was idle too
    long, or its account can no longer log in. Its use is recorded at most once a minute."""
    digest = _digest(token)
    with store.read() as conn:
        found = rows.web_session(conn, digest)
        if found is None or now - found.seen_ms > IDLE_MS:
            return None
        login = find(conn, found.username)
    if login is None:
        return None
    if now - found.seen_ms > TOUCH_EVERY_MS:
        with store.write() as conn:
            rows.touch_web_session(conn, digest, now)
    return login


def start_session(store: Store, token: str, username: str, role: Role, now: int) -> None:
    """Stores a new session of an account under a new token (idle ones are forgotten)."""
    with store.write() as conn:
        rows.start_web_session(conn, _digest(token), username, role, now, IDLE_MS)


def end_session(store: Store, token: str) -> None:
    """Ends the session of a token (logging out)."""
    with store.write() as conn:
        rows.end_web_session(conn, _digest(token))


# -- the server's secret --------------------------------------------------------------------------


def server_secret(store: Store) -> bytes:
    """The secret the server signs cookies and tokens with, made on the first start and kept
    in the database (sessions survive a restart)."""
    with store.write() as conn:
        value = stored_secret(conn, lambda: secrets.token_hex(32))
    return bytes.fromhex(value)
