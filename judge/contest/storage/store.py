"""The contest database's engine: SQLAlchemy Core over SQLite or PostgreSQL, transactions, and
plain errors.

One database holds one contest: a SQLite file in the contest's folder, or a PostgreSQL
database named by a URL (one database per contest); its tables are
:mod:`judge.contest.storage.schema`'s.

Every transaction is short and writes are whole: :meth:`Store.write` is one transaction, and
writers take turns: SQLite's ``BEGIN IMMEDIATE`` takes the write lock up front (a writer waits
for it rather than failing half way); on PostgreSQL a transaction-scoped advisory lock does the
same (:data:`WRITER_LOCK`), which is also what keeps the event log in commit order there: an
event's sequence number is drawn under the lock and the lock is released by the commit, so a
reader that has seen event ``n`` has seen every event before it. The few writes that log
nothing and touch only queue rows (lease renewals, requeued claims, workers' heartbeats) skip
the lock (``write(serial=False)``) and rely on row locks.

SQLite runs in WAL mode with ``synchronous=FULL``: a committed transaction survives a crash of
the process and of the machine. A contest's database holds every team's source, the password
hashes and the server's cookie-signing secret, so its file (and SQLite's ``-wal``, ``-shm``
and ``-journal`` files beside it, which SQLite makes with the database's mode) is readable by
its owner only, mode 0600, in a folder of mode 0700, both when it is made and whenever it is
opened (:func:`make_private`). Database errors become one plain JudgeError naming the
database (a PostgreSQL URL with its password hidden): locked (after waiting ``busy_timeout``
seconds), damaged, or not a contest database; a PostgreSQL server that cannot be reached is a
:class:`DatabaseUnavailable` (a JudgeError), after waiting up to ``reconnect_for`` seconds for
it to come back. Connections are checked before use (``pool_pre_ping``), so a restarted
server costs nothing but the wait.
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from judge.contest.storage.schema import SCHEMA_VERSION, meta, metadata
from judge.errors import JudgeError
from judge.i18n import Phrase, phrase

__all__ = ["Connection", "DatabaseUnavailable", "Store"]

#: Seconds a command waits for another process's write transaction before giving up.
BUSY_TIMEOUT = 10.0
#: Seconds a command waits for a PostgreSQL server it cannot reach (down, restarting) before
#: giving up with a plain error.
RECONNECT_FOR = 30.0
#: The PostgreSQL advisory lock (two 32-bit keys: 'judg', 'writ') writers take for their
#: transaction, as SQLite writers take the write lock with BEGIN IMMEDIATE. Advisory locks
#: belong to one database, and a database holds one contest: one lock per contest.
WRITER_LOCK = (0x6A756467, 0x77726974)
#: Seconds a PostgreSQL session may sit idle inside a transaction before the server ends it:
#: a stopped or hung process (kill -STOP, a debugger) cannot hold the writer lock for long.
IDLE_IN_TRANSACTION_S = 15


# -- the engine ---------------------------------------------------------------------------------

#: The files SQLite keeps beside a database.
SQLITE_SIDE_FILES = ("-wal", "-shm", "-journal")


def make_private(path: Path) -> None:
    """Makes a SQLite database file (made empty if missing, for SQLite to fill) and the files
    beside it readable by their owner only (0600), and its folder 0700. Files of another user
    that we may not change are left as they are."""
    try:
        path.parent.chmod(0o700)
    except (FileNotFoundError, PermissionError):
        pass  # SQLite says so plainly if the folder is missing
    try:
        os.close(os.open(path, os.O_RDWR | os.O_CREAT, 0o600))
    except OSError:
        pass  # SQLite says why it cannot open it
    for side in ("", *SQLITE_SIDE_FILES):
        try:
            os.chmod(f"{path}{side}", 0o600)
        except (FileNotFoundError, PermissionError):
            pass


class DatabaseUnavailable(JudgeError):
    """The database server cannot be reached now (down, restarting, the network): trying
    again later may succeed."""


_URL_PASSWORD = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*://[^:/@?#]*):[^/?#]*@")
_QUERY_PASSWORD = re.compile(r"([?&]password=)[^&#]*", re.IGNORECASE)


def shown_url(url: Any) -> str:
    """A database URL as text for messages and logs, as it was written but for its password
    (``user:***@``, ``password=***``)."""
    if isinstance(url, sa.engine.URL):
        url = url.render_as_string(hide_password=True)
    text = _URL_PASSWORD.sub(r"\1:***@", str(url))
    return _QUERY_PASSWORD.sub(r"\1***", text)


def parse_url(url: str) -> sa.engine.URL:
    """A database URL of ours: ``postgresql://...`` (``postgres://`` and any PostgreSQL
    driver name are read as PostgreSQL through psycopg 3) or ``sqlite:///PATH``."""
    try:
        parsed = sa.engine.make_url(url)
    except sa.exc.ArgumentError:
        raise JudgeError(
            phrase(
                "not a database URL (expected postgresql://USER@HOST/DATABASE or sqlite:///PATH)"
            )
        ) from None
    backend = parsed.drivername.split("+")[0]
    if backend in ("postgresql", "postgres"):
        return parsed.set(drivername="postgresql+psycopg")
    if backend == "sqlite":
        return parsed
    raise JudgeError(
        phrase(
            "{shown_url}: unsupported database {backend} (a contest lives in PostgreSQL or SQLite)",
            shown_url=shown_url(url),
            backend=repr(backend),
        )
    )


def sqlite_file(url: str) -> Path | None:
    """The file a ``sqlite:///PATH`` URL names, None for a URL of another database."""
    parsed = parse_url(url)
    if not parsed.drivername.startswith("sqlite"):
        return None
    return Path(parsed.database or "")


def same_database(first: str, second: str) -> bool:
    """Whether two URLs name the same database (the same as written, once parsed)."""
    return parse_url(first).render_as_string(False) == parse_url(second).render_as_string(False)


#: PostgreSQL errors worth waiting out: connection failures (class 08), the server shutting
#: down or starting up (57P01-57P03), too many connections (53300), and the transaction
#: conflicts a retry resolves (40001, 40P01).
_TRANSIENT = ("57P01", "57P02", "57P03", "53300", "40001", "40P01")
#: Words of connection errors that waiting does not cure.
_PERMANENT = (
    "authentication failed",
    "does not exist",
    "no password supplied",
    "permission denied",
    "no pg_hba.conf entry",
    "invalid connection option",
    "invalid dsn",
    "invalid integer value",
    "invalid port",
)


def transient(exc: BaseException) -> bool:
    """Whether a PostgreSQL error is one of an unreachable or restarting server."""
    if not isinstance(exc, sa.exc.DBAPIError):
        return False
    if exc.connection_invalidated:
        return True
    orig = exc.orig
    state = getattr(orig, "sqlstate", None)
    if state is not None:
        return state.startswith("08") or state in _TRANSIENT
    if not isinstance(exc, (sa.exc.OperationalError, sa.exc.InterfaceError)):
        return False
    message = str(orig).lower()
    return not any(word in message for word in _PERMANENT)


def error_line(exc: BaseException) -> str:
    """The first line of a database error's own message (the driver's, not SQLAlchemy's
    wrapping, which repeats the SQL)."""
    orig = getattr(exc, "orig", None) or exc
    lines = [line.strip() for line in str(orig).strip().splitlines() if line.strip()]
    return lines[0] if lines else type(orig).__name__


class Store:
    """A contest database. ``write()`` and ``read()`` give a connection inside one transaction;
    database errors inside them become a JudgeError naming ``where``."""

    def __init__(self, engine: Engine, where: str, reconnect_for: float = 0.0) -> None:
        self.engine = engine
        self.where = where
        self.postgres = engine.dialect.name == "postgresql"
        self.reconnect_for = reconnect_for

    @classmethod
    def open_url(
        cls,
        url: str,
        busy_timeout: float | None = None,
        create: bool = True,
        reconnect_for: float | None = None,
        pool_size: int = 5,
    ) -> Store:
        """The contest database at ``url`` (PostgreSQL or SQLite). ``create``: make the tables
        when the database has none; otherwise that is a plain error."""
        parsed = parse_url(url)
        if parsed.drivername.startswith("sqlite"):
            if not parsed.database or parsed.database == ":memory:":
                raise JudgeError(
                    phrase(
                        "{shown_url}: name the SQLite file (sqlite:///PATH)",
                        shown_url=shown_url(url),
                    )
                )
            return cls.open_sqlite(Path(parsed.database), busy_timeout, create=create)
        return cls.open_postgres(
            url, create=create, reconnect_for=reconnect_for, pool_size=pool_size
        )

    @classmethod
    def open_postgres(
        cls, url: str, create: bool = True, reconnect_for: float | None = None, pool_size: int = 5
    ) -> Store:
        """The PostgreSQL database at ``url``: connections checked before each use (so a
        restarted server is reconnected to), a pool of ``pool_size`` (+10) connections."""
        # Imported here, before the engine, whose first connection would import it deep inside
        # SQLAlchemy: missing, the command line names the extra that brings it (judge.cli).
        import psycopg  # noqa: F401

        parsed = parse_url(url)
        engine = sa.create_engine(
            parsed,
            pool_pre_ping=True,
            pool_size=pool_size,
            max_overflow=10,
            connect_args={"connect_timeout": 10, "application_name": "judge"},
        )

        @sa.event.listens_for(engine, "connect")
        def _session(dbapi_connection: Any, _record: Any) -> None:  # every new connection
            autocommit = dbapi_connection.autocommit
            dbapi_connection.autocommit = True
            try:
                dbapi_connection.execute(
                    f"SET idle_in_transaction_session_timeout = {IDLE_IN_TRANSACTION_S * 1000}"
                )
            finally:
                dbapi_connection.autocommit = autocommit

        return cls._made(
            engine,
            create,
            shown_url(url),
            RECONNECT_FOR if reconnect_for is None else reconnect_for,
        )

    @classmethod
    def open_sqlite(
        cls, path: Path, busy_timeout: float | None = None, create: bool = True
    ) -> Store:
        """The SQLite database at ``path``, made (with its tables) if it does not exist."""
        if not create and not Path(path).is_file():
            raise JudgeError(phrase("{path}: no such contest database", path=path))
        make_private(Path(path))
        timeout = BUSY_TIMEOUT if busy_timeout is None else busy_timeout
        engine = sa.create_engine(
            f"sqlite+pysqlite:///{path}",
            connect_args={"timeout": timeout, "check_same_thread": False, "isolation_level": None},
        )

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:  # every new connection
            cursor = dbapi_connection.cursor()
            try:
                cursor.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
                cursor.execute("PRAGMA journal_mode = WAL")
                cursor.execute("PRAGMA synchronous = FULL")
                cursor.execute("PRAGMA foreign_keys = ON")
            finally:
                cursor.close()

        @sa.event.listens_for(engine, "begin")
        def _begin(connection: Connection) -> None:
            # The driver is in autocommit mode (isolation_level None): we say BEGIN ourselves,
            # IMMEDIATE for writers so that the write lock is taken (or waited for) up front.
            reading = connection.get_execution_options().get("judge_read", False)
            connection.exec_driver_sql("BEGIN" if reading else "BEGIN IMMEDIATE")

        return cls._made(engine, create, str(path))

    @classmethod
    def _made(cls, engine: Engine, create: bool, where: str, reconnect_for: float = 0.0) -> Store:
        """The store on ``engine``, its tables set up (see :meth:`setup`); the engine is
        disposed of if that fails."""
        store = cls(engine, where, reconnect_for)
        try:
            store.setup(create)
        except BaseException:
            engine.dispose()
            raise
        return store

    def close(self) -> None:
        """Closes the database's connections."""
        self.engine.dispose()

    def checkpoint(self) -> None:
        """SQLite: writes the write-ahead log into the database file and empties it, so that
        the file alone holds everything (before it is renamed into place)."""
        raw = self.engine.raw_connection()  # autocommit: no BEGIN around the pragma
        try:
            sqlite = raw.driver_connection
            assert sqlite is not None
            sqlite.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            raw.close()

    @contextmanager
    def errors(self) -> Iterator[None]:
        """Database errors as one plain JudgeError naming the database."""
        try:
            yield
        except sa.exc.DBAPIError as exc:
            if self.postgres:
                if transient(exc):
                    raise DatabaseUnavailable(
                        phrase(
                            "{where}: cannot reach the database server ({error_line})",
                            where=self.where,
                            error_line=error_line(exc),
                        )
                    ) from None
                text = error_line(exc)
                if "does not exist" in text and 'database "' in text:
                    text += " (make it first: createdb, or CREATE DATABASE)"
                raise JudgeError(
                    phrase("{where}: database error: {text}", where=self.where, text=text)
                ) from None
            if isinstance(exc, sa.exc.OperationalError):
                message = str(exc.orig)
                if "locked" in message or "busy" in message:
                    raise JudgeError(
                        phrase(
                            "{where}: the contest database is locked by another process; try again when it has finished",
                            where=self.where,
                        )
                    ) from None
                if "not a database" in message or "malformed" in message:
                    raise JudgeError(self._damaged(message)) from None
                raise JudgeError(
                    phrase("{where}: database error: {message}", where=self.where, message=message)
                ) from None
            if isinstance(exc, sa.exc.DatabaseError):
                raise JudgeError(self._damaged(str(exc.orig))) from None
            raise

    def _damaged(self, message: str) -> Phrase:
        return phrase(
            "{where}: the contest database is damaged or is not a contest database ({message}); restore it from a copy, or move it away to start the contest afresh",
            where=self.where,
            message=message,
        )

    def _begin(self, read: bool, serial: bool) -> tuple[Connection, Any]:
        """A connection inside a new transaction (a writer's holding the writer lock). On
        PostgreSQL, failures to reach the server are retried with back-off for up to
        ``reconnect_for`` seconds: nothing has been done yet, so trying again is safe."""
        deadline: float | None = None
        delay = 0.1
        while True:
            conn = None
            try:
                conn = self.engine.connect()
                if read:
                    options: dict[str, Any] = {"judge_read": True}
                    if self.postgres:
                        options.update(isolation_level="REPEATABLE READ", postgresql_readonly=True)
                    conn.execution_options(**options)
                else:
                    conn.execution_options(judge_serial=serial)
                txn = conn.begin()
                if self.postgres and not read and serial:
                    conn.exec_driver_sql(
                        "SELECT pg_advisory_xact_lock({}, {})".format(*WRITER_LOCK)
                    )
                return conn, txn
            except sa.exc.DBAPIError as exc:
                if conn is not None:
                    try:
                        conn.close()
                    except Exception:
                        pass
                if not (self.postgres and transient(exc)):
                    raise
                now = time.monotonic()
                deadline = now + self.reconnect_for if deadline is None else deadline
                if now >= deadline:
                    raise
                time.sleep(min(delay, max(0.0, deadline - now)))
                delay = min(delay * 2, 2.0)

    @contextmanager
    def _transaction(self, read: bool, serial: bool = True) -> Iterator[Connection]:
        with self.errors():
            conn, txn = self._begin(read, serial)
            try:
                with txn:
                    yield conn
            finally:
                conn.close()

    @contextmanager
    def write(self, serial: bool = True) -> Iterator[Connection]:
        """One write transaction: committed when the block ends, rolled back if it raises.
        ``serial=False`` (PostgreSQL): without the writer lock, for writes that log no event
        and only update queue rows under their row locks (SQLite: the same as serial)."""
        with self._transaction(read=False, serial=serial) as conn:
            yield conn

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """One read transaction: a consistent snapshot."""
        with self._transaction(read=True) as conn:
            yield conn

    def setup(self, create: bool = True) -> None:
        """Makes the tables of a new database (unless ``create`` is false: then a database
        without them is a plain error); checks the schema version of an old one, and adds the
        tables added since it was made (new tables need no new schema version)."""
        with self.write() as conn:
            if not sa.inspect(conn).has_table("meta"):
                if not create:
                    raise JudgeError(
                        phrase("{where}: holds no contest (no contest tables)", where=self.where)
                    )
                metadata.create_all(conn)
                conn.execute(meta.insert().values(key="schema_version", value=str(SCHEMA_VERSION)))
                return
            version = get_meta(conn, "schema_version")
            if version == str(SCHEMA_VERSION):
                metadata.create_all(conn)  # only the missing tables: checkfirst
                _add_missing_columns(conn)
        if version != str(SCHEMA_VERSION):
            raise JudgeError(
                phrase(
                    "{where}: contest database of schema version {version}; this judge reads version {SCHEMA_VERSION}",
                    where=self.where,
                    version=version,
                    SCHEMA_VERSION=SCHEMA_VERSION,
                )
            )


def _add_missing_columns(conn: Connection) -> None:
    """Adds the columns a database made before them lacks: each is nullable, null meaning
    what the database meant before it (SQLite and PostgreSQL both take ADD COLUMN so)."""
    inspector = sa.inspect(conn)
    preparer = conn.dialect.identifier_preparer
    for table in metadata.sorted_tables:
        have = {column["name"] for column in inspector.get_columns(table.name)}
        for column in table.columns:
            if column.name in have:
                continue
            assert column.nullable, f"{table.name}.{column.name}: a column added later is nullable"
            kind = column.type.compile(dialect=conn.dialect)
            conn.exec_driver_sql(
                f"ALTER TABLE {preparer.quote(table.name)} "
                f"ADD COLUMN {preparer.quote(column.name)} {kind}"
            )


def quiet_pool_log() -> None:
    """Silences SQLAlchemy's connection pool log: a connection the server dropped (a restart)
    cannot be rolled back when it goes back to the pool, and the pool logs that with a
    traceback; the callers say what matters (a judging machine: the database is unreachable,
    and again reachable)."""
    log = logging.getLogger("sqlalchemy.pool")
    log.addHandler(logging.NullHandler())
    log.propagate = False


def server_clock(conn: Connection) -> float:
    """PostgreSQL: the database server's clock, in seconds since the epoch (judging machines
    compare theirs with it: leases are written with their clocks)."""
    seconds = conn.exec_driver_sql("SELECT extract(epoch FROM clock_timestamp())").scalar()
    assert seconds is not None
    return float(seconds)


# -- the meta table -----------------------------------------------------------------------------


def get_meta(conn: Connection, key: str) -> str | None:
    """A value of the meta table (None when the key has none)."""
    return conn.execute(sa.select(meta.c.value).where(meta.c.key == key)).scalar()


def set_meta(conn: Connection, key: str, value: str) -> None:
    """Sets a value of the meta table."""
    if conn.execute(meta.update().where(meta.c.key == key).values(value=value)).rowcount == 0:
        conn.execute(meta.insert().values(key=key, value=value))


def next_id(conn: Connection, kind: str) -> str:
    """The next id of a kind of object (``submission``, ``judgement``): 1, 2, 3, ... above
    every id given before (recorded ids included)."""
    key = f"next_{kind}_id"
    value = int(get_meta(conn, key) or 1)
    set_meta(conn, key, str(value + 1))
    return str(value)


def reserve_ids(conn: Connection, kind: str, taken: list[str]) -> None:
    """Makes :func:`next_id` give ids above the numeric ones in ``taken``."""
    numbers = [int(t) for t in taken if t.isdigit()]
    current = int(get_meta(conn, f"next_{kind}_id") or 1)
    set_meta(conn, f"next_{kind}_id", str(max([current] + [n + 1 for n in numbers])))
