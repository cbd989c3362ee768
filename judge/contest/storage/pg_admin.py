"""What a PostgreSQL server says of itself and its databases, for moving a whole site there
(``judge site move``): whether the role may make databases, which databases exist, which
tables one holds, and a new database made. Its only SQL; every connection is one of its own,
in autocommit (CREATE DATABASE runs outside a transaction), closed at once.

A move marks each database it fills, while it fills it, with its own token (a table
:data:`MARK_TABLE` of one row, made in the database found empty): a move stopped half way and
run again knows the databases it left half full as its own (:func:`mark_of`) and fills them
again, while a database of anyone else's data, unmarked or marked by another move, is still
refused. The finished move takes its marks away (:func:`unmark`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.pool import NullPool

from judge.contest.storage.store import Store, parse_url, shown_url


@dataclass(frozen=True)
class ServerRole:
    """The role a URL logs in as: its name, and whether it may make databases (CREATEDB, or
    a superuser)."""

    name: str
    can_create: bool


@contextmanager
def _connected(url: str) -> Iterator[Connection]:
    """One autocommit connection to the database at ``url``; errors as the stores say them
    (an unreachable server, a missing database), naming the URL without its password."""
    engine = sa.create_engine(
        parse_url(url),
        poolclass=NullPool,
        isolation_level="AUTOCOMMIT",
        connect_args={"connect_timeout": 10, "application_name": "judge"},
    )
    store = Store(engine, shown_url(url))
    try:
        with store.errors(), engine.connect() as conn:
            yield conn
    finally:
        engine.dispose()


def database_name(url: str) -> str:
    """The database a PostgreSQL URL names."""
    return parse_url(url).database or ""


def sibling_url(url: str, database: str) -> str:
    """``url`` naming the database ``database`` instead (same server, role and options)."""
    return parse_url(url).set(database=database).render_as_string(hide_password=False)


def server_state(url: str) -> tuple[ServerRole, set[str]]:
    """The role ``url`` logs in as, and the names of the server's databases."""
    with _connected(url) as conn:
        row = conn.exec_driver_sql(
            "SELECT rolname, rolcreatedb OR rolsuper FROM pg_roles WHERE rolname = current_user"
        ).one()
        names = {r[0] for r in conn.exec_driver_sql("SELECT datname FROM pg_database")}
    return ServerRole(str(row[0]), bool(row[1])), names


def table_names(url: str) -> list[str]:
    """The tables of the database at ``url`` (every schema but the server's own)."""
    with _connected(url) as conn:
        rows = conn.exec_driver_sql(
            "SELECT table_schema || '.' || table_name FROM information_schema.tables "
            "WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1"
        )
        return [str(r[0]) for r in rows]


def create_database(url: str, name: str) -> None:
    """Makes the empty database ``name`` on the server of ``url`` (the server's defaults)."""
    with _connected(url) as conn:
        quoted = conn.dialect.identifier_preparer.quote(name)
        conn.exec_driver_sql(f"CREATE DATABASE {quoted}")


#: The table that marks a database a site's move is filling (one row: the move's token).
MARK_TABLE = "judge_site_move"


def mark(url: str, token: str) -> None:
    """Marks the database at ``url`` (found empty) as being filled by the move ``token``."""
    with _connected(url) as conn:
        conn.exec_driver_sql(f"CREATE TABLE IF NOT EXISTS {MARK_TABLE} (token text PRIMARY KEY)")
        conn.exec_driver_sql(f"DELETE FROM {MARK_TABLE}")
        conn.exec_driver_sql(
            f"INSERT INTO {MARK_TABLE} (token) VALUES (%(token)s)", {"token": token}
        )


def mark_of(url: str) -> str | None:
    """The token of the move filling the database at ``url``; None when it has no mark."""
    with _connected(url) as conn:
        found = conn.exec_driver_sql(
            "SELECT 1 FROM information_schema.tables "
            "WHERE table_schema = current_schema() AND table_name = %(name)s",
            {"name": MARK_TABLE},
        ).first()
        if found is None:
            return None
        row = conn.exec_driver_sql(f"SELECT token FROM {MARK_TABLE}").first()
    return None if row is None else str(row[0])


def unmark(url: str) -> None:
    """Takes the move's mark off the database at ``url`` (the move has finished)."""
    with _connected(url) as conn:
        conn.exec_driver_sql(f"DROP TABLE IF EXISTS {MARK_TABLE}")
