"""A site's own store (``site.db``): what belongs to the site and to no one contest. Its only
SQL, on SQLite (and PostgreSQL alike, through :class:`~judge.contest.storage.store.Store`'s
engines: WAL, ``synchronous=FULL``, writers' transactions begun ``IMMEDIATE``).

Tables: ``site_meta`` (the site store's schema version) and ``site_contests`` (the contests
the site serves, in the order they were added: a name unique in the site and the contest's
folder). Members, their sessions and their teams in each contest come next, as new tables.
"""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.storage.store import Store
from judge.errors import JudgeError

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


class SiteStore(Store):
    """A site's store: a :class:`Store` whose tables are the site's."""

    def setup(self, create: bool = True) -> None:
        """Makes the site's tables (the missing ones of an older store); checks the version."""
        with self.write() as conn:
            fresh = not sa.inspect(conn).has_table("site_meta")
            if fresh and not create:
                raise JudgeError(f"{self.where}: holds no site (no site tables)")
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
                f"{self.where}: site store of schema version {version}; "
                f"this judge reads version {SITE_SCHEMA_VERSION}"
            )


def open_site_store(path: Path, create: bool = True) -> SiteStore:
    """The site store at ``path`` (SQLite), made with its tables when ``create``."""
    store = SiteStore.open_sqlite(path, create=create)
    assert isinstance(store, SiteStore)
    return store


def add_contest(conn: Connection, name: str, folder: Path, now_ms: int) -> None:
    """Names contest ``folder`` in the site as ``name``; a name or folder already there is a
    plain error."""
    taken = conn.execute(
        sa.select(site_contests.c.name).where(
            (site_contests.c.name == name) | (site_contests.c.folder == str(folder))
        )
    ).first()
    if taken is not None:
        raise JudgeError(f"contest {taken.name} is already on the site")
    conn.execute(site_contests.insert().values(name=name, folder=str(folder), added_ms=now_ms))


def contest_folders(conn: Connection) -> list[tuple[str, Path]]:
    """The site's contests, (name, folder), in the order they were added."""
    rows = conn.execute(
        sa.select(site_contests.c.name, site_contests.c.folder).order_by(site_contests.c.seq)
    )
    return [(row.name, Path(row.folder)) for row in rows]
