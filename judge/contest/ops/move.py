"""``judge contest move NAME --to URL|sqlite``: a contest's database moved between its folder's
SQLite file and PostgreSQL (or from one PostgreSQL database to another), verified
(:mod:`judge.contest.storage.move`); the folder then records where it went (``database.url``,
removed when the contest comes back into its folder's contest.db)."""

from __future__ import annotations

from pathlib import Path

from judge.contest.ops.folders import DB_FILE, database_url, find_contest, write_pointer
from judge.contest.storage.move import MoveReport, move_database
from judge.contest.storage.store import Store, same_database, shown_url, sqlite_file
from judge.errors import JudgeError
from judge.i18n import phrase


def move_contest(
    root: Path, name: str, to: str, replace: bool = False, db_url: str | None = None
) -> MoveReport:
    """Moves contest ``name``'s database to ``to`` (a PostgreSQL URL, or ``sqlite``: the
    folder's contest.db). ``db_url``: where it is now, if not where its folder says."""
    folder = find_contest(root, name)
    here = database_url(folder, db_url)
    local = folder / DB_FILE
    target_url: str | None = None
    if to != "sqlite":
        path = sqlite_file(to)
        if path is None:
            target_url = to
        elif path.resolve() != local.resolve():
            raise JudgeError(
                phrase(
                    "--to {to}: a contest's SQLite database is its folder's contest.db; say --to sqlite",
                    to=shown_url(to),
                )
            )
    if here is None and target_url is None:
        raise JudgeError(
            phrase("contest {name} is in {local} already", name=repr(name), local=local)
        )
    if here is not None and target_url is not None and same_database(here, target_url):
        raise JudgeError(
            phrase("contest {name} is in {to} already", name=repr(name), to=shown_url(to))
        )
    if here is None:
        source = Store.open_sqlite(local, create=False)
    else:
        source = Store.open_url(here, create=False)
    try:
        return move_database(
            source, name, target_url, local, replace, lambda: write_pointer(folder, target_url)
        )
    finally:
        source.close()
