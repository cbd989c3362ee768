"""``judge site move SITE URL``: a whole site moved into PostgreSQL, for judging on several
machines: every contest of the site (its practice space too) into a database of its own on
URL's server (:func:`~judge.contest.ops.site_db.contest_database`: made by the move, which
needs a role with CREATEDB unless they exist, empty), then the site's store into URL's
database, each copy verified as ``judge contest move`` verifies one
(:mod:`judge.contest.storage.move`). The site folder then records the URL (``database.url``,
mode 0600, kept out of git by the folder's .gitignore), and ``judge serve SITE`` and
``judge worker --db URL`` use PostgreSQL for everything.

Everything is checked before anything moves: the site not served (its lock), not moved
already, URL's server reachable, its database and the contests' empty. A move stopped half
way (killed, the server gone) is taken up again by the same command: a contest whose folder
already points at its database is left there, and a database the stopped move left half full
is filled again. The move knows those as its own by its token (``SITE/.moving``, kept until
it finishes), with which it marks each database before filling it
(:func:`judge.contest.storage.pg_admin.mark`); a database holding anything else, or marked by
another move, is refused as before. Once the site points at URL, the marks and the token go.
The SQLite files stay as they were (the contests' marked moved).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.core.site import read_site
from judge.contest.ops.folders import read_pointer, write_pointer
from judge.contest.ops.site import open_site
from judge.contest.ops.site_db import (
    STORE_FILE,
    check_database,
    contest_database,
    end_move,
    ensure_site_ignore,
    move_into,
    move_token,
    site_lock,
    site_url,
)
from judge.contest.storage import site as site_storage
from judge.contest.storage.move import MoveReport, copy_store
from judge.contest.storage.pg_admin import (
    database_name,
    mark,
    mark_of,
    server_state,
    sibling_url,
    table_names,
    unmark,
)
from judge.contest.storage.site import open_site_store, open_site_store_url, site_metadata
from judge.contest.storage.store import parse_url, shown_url
from judge.errors import JudgeError
from judge.i18n import phrase


@dataclass(frozen=True)
class ContestPlace:
    """Where one contest of the site goes: its name, folder, database, and whether the move
    makes that database (False: it exists, empty; or the contest is there already)."""

    name: str
    folder: Path
    database: str
    create: bool
    done: bool = False


@dataclass(frozen=True)
class SiteMove:
    """What a site's move did: the site store's target (password hidden), its rows, and each
    contest's database with the rows it took (0 for one moved by an earlier try)."""

    target: str
    site_rows: int
    contests: tuple[tuple[str, str, int], ...]


def move_site(folder: Path, url: str) -> SiteMove:
    """Moves the site in ``folder`` and every contest of it into PostgreSQL at ``url`` (see
    the module's docstring); plain errors, before anything moves, for what is refused."""
    read_site(folder)
    moved = site_url(folder)
    if moved is not None:
        raise JudgeError(
            phrase(
                "{folder}: the site was moved to {moved} already",
                folder=folder,
                moved=shown_url(moved),
            )
        )
    if not parse_url(url).drivername.startswith("postgresql"):
        raise JudgeError(
            phrase(
                "{url}: a site moves into PostgreSQL (postgresql://USER@HOST/DATABASE)",
                url=shown_url(url),
            )
        )
    with site_lock(folder, exclusive=True):
        open_site(folder, SystemClock(), default_cache_dir(), isolate=False).close()
        token = move_token(folder)
        plan = _plan(folder, url, token)
        contests = tuple(
            (p.name, p.database, 0 if p.done else _move(p, url, token).rows) for p in plan
        )
        site_rows = _move_store(folder, url, plan, token)
        write_pointer(folder, url)
        ensure_site_ignore(folder)
        for database in [p.database for p in plan]:
            unmark(sibling_url(url, database))
        unmark(url)
        end_move(folder)
    return SiteMove(shown_url(url), site_rows, contests)


def _move(place: ContestPlace, url: str, token: str) -> MoveReport:
    return move_into(place.folder, place.name, url, place.database, place.create, token)


def _move_store(folder: Path, url: str, plan: list[ContestPlace], token: str) -> int:
    """The site's store, naming each contest's database, copied into URL's database (marked
    first as the move's own); the rows it took."""
    source = open_site_store(folder / STORE_FILE, create=False)
    try:
        with source.write() as conn:
            for place in plan:
                site_storage.set_database(conn, place.name, place.database)
        mark(url, token)
        target = open_site_store_url(url, create=True)
        try:
            return copy_store(source, target, site_metadata).rows
        finally:
            target.close()
    finally:
        source.close()


def _plan(folder: Path, url: str, token: str) -> list[ContestPlace]:
    """Where each contest goes, every refusal said first: URL's database not empty, a
    contest kept elsewhere already, a contest's database not empty or not to be made (a
    database the move ``token`` marked is its own, half full: not refused)."""
    tables = table_names(url)  # an unreachable server, a missing database: said here
    if tables and mark_of(url) != token:
        raise JudgeError(
            phrase(
                "{url}: not empty ({count} tables, {tables} among them); a site moves into an empty database",
                url=shown_url(url),
                count=len(tables),
                tables=tables[0],
            )
        )
    role, existing = server_state(url)
    store = open_site_store(folder / STORE_FILE, create=False)
    try:
        with store.read() as conn:
            named = site_storage.contest_folders(conn)
    finally:
        store.close()
    plan = []
    for name, contest in named:
        database = contest_database(database_name(url), name)
        kept = read_pointer(contest)
        if kept is not None and kept == sibling_url(url, database):
            plan.append(ContestPlace(name, contest, database, False, done=True))
            continue
        if kept is not None:
            raise JudgeError(
                phrase(
                    "contest {name} is kept in {kept}; a site's contests move with it from their folders' contest.db (judge contest move {name} --to sqlite)",
                    name=name,
                    kept=shown_url(kept),
                )
            )
        create = check_database(url, database, role, existing, token)
        plan.append(ContestPlace(name, contest, database, create))
    return plan
