"""Where a site's store and its contests' databases live: ``SITE/site.db`` (SQLite), or, once
the site is moved (``judge site move``), the PostgreSQL database ``SITE/database.url`` names,
each contest in a database of its own on the same server (named from the site's, see
:func:`contest_database`, and recorded in the site store's ``site_databases``).

A contest joining a moved site (``judge site add``, the coach's form, a virtual participation)
goes there too: :func:`place_contest` moves its new contest.db into its own database before
the site names it, so a judging machine never sees a contest of the site it cannot reach.

While ``judge serve SITE`` runs it holds ``SITE/.serving.lock`` shared (an advisory lock,
gone with the process, kill -9 too); a move takes it whole, so the two never overlap.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from judge.contest.ops.folders import DB_FILE, DB_POINTER, read_pointer, write_pointer
from judge.contest.storage.move import MoveReport, move_database
from judge.contest.storage.pg_admin import (
    ServerRole,
    create_database,
    database_name,
    mark,
    mark_of,
    server_state,
    sibling_url,
    table_names,
)
from judge.contest.storage.site import SiteStore, open_site_store, open_site_store_url
from judge.contest.storage.store import Store, shown_url
from judge.errors import JudgeError
from judge.i18n import phrase

#: The site's SQLite store, in its folder.
STORE_FILE = "site.db"
#: Held (flock) while the site is served or moved.
LOCK_FILE = ".serving.lock"
#: The token of the site's move under way (one that began and has not finished), which marks
#: the databases it fills (:func:`judge.contest.storage.pg_admin.mark`).
MOVE_TOKEN = ".moving"
#: What the site folder's .gitignore keeps out of git: its store (members' password hashes,
#: the cookie secret), the pointer to it elsewhere (its URL may hold a password), the lock.
SITE_IGNORED = (
    "/site.db",
    "/site.db-*",
    f"/{DB_POINTER}",
    f"/.{DB_POINTER}.*",
    f"/{LOCK_FILE}",
    f"/{MOVE_TOKEN}",
)
#: PostgreSQL's longest identifier (bytes; the names made here are ASCII).
MAX_NAME = 63


def site_url(folder: Path) -> str | None:
    """The PostgreSQL URL of a moved site's store (None: the site is in its site.db)."""
    return read_pointer(folder)


def open_site_store_of(folder: Path, create: bool = False) -> SiteStore:
    """The store of the site in ``folder``: its site.db, or the database it was moved to."""
    url = site_url(folder)
    if url is None:
        return open_site_store(folder / STORE_FILE, create=create)
    return open_site_store_url(url)


@contextmanager
def site_lock(folder: Path, exclusive: bool) -> Iterator[None]:
    """Holds the site's lock: shared while it is served (several servers may share it),
    whole while it is moved; a plain error when the other holds it."""
    try:
        fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        if exclusive:
            raise JudgeError(
                phrase("{value}: cannot be made; the site stays", value=folder / LOCK_FILE)
            ) from None
        fd = -1  # a read-only site folder is served all the same (it cannot be moved)
    try:
        if fd >= 0:
            _take(fd, folder, exclusive)
        yield
    finally:
        if fd >= 0:
            os.close(fd)


def _take(fd: int, folder: Path, exclusive: bool) -> None:
    try:
        fcntl.flock(fd, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
    except BlockingIOError:
        if exclusive:
            raise JudgeError(
                phrase(
                    "{folder}: the site is being served (judge serve); stop its server first",
                    folder=folder,
                )
            ) from None
        raise JudgeError(
            phrase("{folder}: the site is being moved (judge site move); wait", folder=folder)
        ) from None


def ensure_site_ignore(folder: Path) -> None:
    """Gives the site folder a .gitignore holding :data:`SITE_IGNORED` (lines it lacks added)."""
    path = folder / ".gitignore"
    held = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    missing = [line for line in SITE_IGNORED if line not in held]
    if missing:
        head = [] if held else ["# the site's store and where it is: never committed"]
        path.write_text("\n".join(held + head + missing) + "\n", encoding="utf-8")


def contest_database(site_database: str, name: str) -> str:
    """The database of the site's contest ``name``: ``SITEDB_NAME``, lower case, every
    character but letters, digits and '_' made '_'; when that changed the name (or it is too
    long), it ends in a digest of the contest's name, so two names never share one."""
    wanted = f"{site_database}_{name}"
    clean = re.sub(r"[^a-z0-9_]", "_", wanted.lower())
    if clean == wanted and len(clean) <= MAX_NAME:
        return clean
    tag = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
    return f"{clean[: MAX_NAME - len(tag) - 1]}_{tag}"


def move_token(folder: Path) -> str:
    """The token of the site's move: the one a move that began and has not finished left in
    the folder (its databases marked with it are its own), else a new one, kept there."""
    path = folder / MOVE_TOKEN
    if path.is_file():
        held = path.read_text(encoding="utf-8").strip()
        if held:
            return held
    token = secrets.token_hex(16)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(token + "\n")
    return token


def end_move(folder: Path) -> None:
    """Forgets the token of the site's move, which has finished."""
    (folder / MOVE_TOKEN).unlink(missing_ok=True)


def check_database(
    url: str, database: str, role: ServerRole, existing: set[str], token: str | None = None
) -> bool:
    """Whether the contest database ``database`` (on ``url``'s server) must be made; a plain
    error when it holds tables (but for one marked by the move ``token``: that move's own,
    left half full, filled again), or is missing and the role may not make it."""
    if database in existing:
        target = sibling_url(url, database)
        tables = table_names(target)
        if tables and (token is None or mark_of(target) != token):
            raise JudgeError(
                phrase(
                    "{url}: not empty ({count} tables, {tables} among them); a contest moves into an empty database",
                    url=shown_url(sibling_url(url, database)),
                    count=len(tables),
                    tables=tables[0],
                )
            )
        return False
    if not role.can_create:
        raise JudgeError(
            phrase(
                "role {name} may not make databases, and {database} is needed: give it CREATEDB (as a superuser: ALTER ROLE {name} CREATEDB), or make the database first (createdb {database})",
                name=role.name,
                database=database,
            )
        )
    return True


def move_into(
    folder: Path, name: str, url: str, database: str, create: bool, token: str | None = None
) -> MoveReport:
    """Moves the contest in ``folder`` (its contest.db) into the database ``database`` of
    ``url``'s server (made first when ``create``), verified; the folder then points there.
    ``token``: the site's move this is part of, which marks the database first and fills
    it whatever an earlier try of its own left there (:func:`check_database` let it in)."""
    target = sibling_url(url, database)
    if create:
        create_database(url, database)
    if token is not None:
        mark(target, token)
    source = Store.open_sqlite(folder / DB_FILE, create=False)
    try:
        return move_database(
            source,
            name,
            target,
            folder / DB_FILE,
            token is not None,
            lambda: write_pointer(folder, target),
        )
    finally:
        source.close()


def place_contest(site_folder: Path, name: str, folder: Path) -> str | None:
    """On a moved site, moves the joining contest ``name`` (in ``folder``) into its own
    database and returns the database's name, for the site store; None on a SQLite site."""
    url = site_url(site_folder)
    if url is None:
        return None
    kept = read_pointer(folder)
    if kept is not None:
        raise JudgeError(
            phrase(
                "contest {name} is kept in {kept}; a contest joins a site in PostgreSQL from its folder's {DB_FILE} (judge contest move {name} --to sqlite)",
                name=name,
                kept=shown_url(kept),
                DB_FILE=DB_FILE,
            )
        )
    database = contest_database(database_name(url), name)
    role, existing = server_state(url)
    move_into(folder, name, url, database, check_database(url, database, role, existing))
    return database
