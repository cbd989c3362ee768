"""The contest database: one small layer over SQLAlchemy Core, on SQLite or PostgreSQL.

One database holds one contest: a SQLite file in the contest's folder, or a PostgreSQL
database named by a URL (one database per contest). Tables:

- ``meta``: key/value pairs: the schema version, id counters, the replay watermark.
- ``contest``: one row, the contest (as configured; kept in step with contest.yaml) and its
  state (started, frozen, ended, thawed, finalized, end_of_updates), as epoch milliseconds.
- ``judgement_types``, ``problems`` (labels of problems of the set, and a hash of each
  problem's data taken at the start), ``objects`` (groups, organizations, languages: kept as
  their Contest API JSON).
- ``teams``: id, name, display_name, label, hidden, group_ids, organization_id, a password hash
  (for the contest server; null in solo contests), origin (``local``, or ``recorded`` for the
  rivals of a virtual contest).
- ``submissions``: id, team, problem, language, file name and source bytes, contest time (ms),
  wall-clock time submitted, official (false: upsolving, after the end), origin.
- ``judgements``: id, submission, judgement type (null until complete), start and end contest
  times, valid (false: superseded), the per-case results and feedback excerpts, and the
  work-queue fields: ``claimed_by`` (who is judging it, see :mod:`judge.contest.lease`),
  ``lease_until`` (epoch ms) and ``attempt`` (how many times judging began). A judgement with
  no type and no owner is queued; with an owner, running.
- ``events``: the Contest API (2023-06) event log, in order (``seq`` is the token): written in
  the same transaction as the change it describes, never rewritten.

- ``workers``: the judging processes that have worked on this contest (:mod:`judge.contest.queue`):
  owner, name, slots, when each started, was last seen and stopped, the problems it refuses.

Every transaction is short and writes are whole: :meth:`Store.write` is one transaction, and
writers take turns: SQLite's ``BEGIN IMMEDIATE`` takes the write lock up front (a writer waits
for it rather than failing half way); on PostgreSQL a transaction-scoped advisory lock does the
same (:data:`WRITER_LOCK`), which is also what keeps the event log in commit order there: an
event's sequence number is drawn under the lock and the lock is released by the commit, so a
reader that has seen event ``n`` has seen every event before it. The few writes that log
nothing and touch only queue rows (lease renewals, requeued claims, workers' heartbeats) skip
the lock (``write(serial=False)``) and rely on row locks.

SQLite runs in WAL mode with ``synchronous=FULL``: a committed transaction survives a crash of
the process and of the machine. Database errors become one plain JudgeError naming the
database (a PostgreSQL URL with its password hidden): locked (after waiting ``busy_timeout``
seconds), damaged, or not a contest database; a PostgreSQL server that cannot be reached is a
:class:`DatabaseUnavailable` (a JudgeError), after waiting up to ``reconnect_for`` seconds for
it to come back. Connections are checked before use (``pool_pre_ping``), so a restarted
server costs nothing but the wait.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from judge.contest.model import (
    Contest,
    ContestState,
    Group,
    Judgement,
    JudgementType,
    Problem,
    StateInfo,
    Submission,
    Team,
)
from judge.contest.times import Timestamp
from judge.errors import JudgeError

SCHEMA_VERSION = 1
DB_FILE = "contest.db"
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
#: The PostgreSQL channel notified when a judgement is queued (a trigger on judgements).
QUEUE_CHANNEL = "judge_queue"

_MS = sa.BigInteger
_ID = sa.String(128)
metadata = sa.MetaData()

meta = sa.Table(
    "meta",
    metadata,
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)

contest = sa.Table(
    "contest",
    metadata,
    sa.Column("id", sa.String(64), primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("formal_name", sa.Text),
    sa.Column("kind", sa.String(16), nullable=False),  # solo | virtual
    sa.Column("duration_ms", _MS, nullable=False),
    sa.Column("freeze_ms", _MS),
    sa.Column("penalty_ms", _MS, nullable=False),
    sa.Column("scheduled_start_ms", _MS),
    sa.Column("thaw_ms", _MS),
    sa.Column("utc_offset", sa.Integer, nullable=False),  # minutes, for writing local times
    sa.Column("extra", sa.Text, nullable=False),  # JSON: banner, logo, location
    sa.Column("started_ms", _MS),
    sa.Column("frozen_ms", _MS),
    sa.Column("ended_ms", _MS),
    sa.Column("thawed_ms", _MS),
    sa.Column("finalized_ms", _MS),
    sa.Column("end_of_updates_ms", _MS),
)

judgement_types = sa.Table(
    "judgement_types",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("penalty", sa.Boolean, nullable=False),
    sa.Column("solved", sa.Boolean, nullable=False),
)

problems = sa.Table(
    "problems",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("label", sa.String(32), nullable=False, unique=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("ordinal", sa.Integer, nullable=False),
    sa.Column("rgb", sa.String(16)),
    sa.Column("color", sa.String(64)),
    sa.Column("time_limit", sa.Float),
    sa.Column("test_data_count", sa.Integer),
    sa.Column("data_hash", sa.String(64)),
)

objects = sa.Table(
    "objects",
    metadata,
    sa.Column("type", sa.String(32), primary_key=True),
    sa.Column("id", _ID, primary_key=True),
    sa.Column("data", sa.Text, nullable=False),
)

teams = sa.Table(
    "teams",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("display_name", sa.Text),
    sa.Column("label", sa.String(64)),
    sa.Column("hidden", sa.Boolean),
    sa.Column("group_ids", sa.Text, nullable=False),  # JSON list
    sa.Column("organization_id", _ID),
    sa.Column("password_hash", sa.Text),
    sa.Column("origin", sa.String(16), nullable=False),  # local | recorded
    sa.Column("extra", sa.Text, nullable=False),
)

submissions = sa.Table(
    "submissions",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("team_id", _ID, sa.ForeignKey("teams.id"), nullable=False, index=True),
    sa.Column("problem_id", _ID, sa.ForeignKey("problems.id"), nullable=False),
    sa.Column("language_id", sa.String(32)),
    sa.Column("filename", sa.Text),
    sa.Column("source", sa.LargeBinary),
    sa.Column("contest_time_ms", _MS, nullable=False, index=True),
    sa.Column("submitted_ms", _MS),
    sa.Column("official", sa.Boolean, nullable=False),
    sa.Column("origin", sa.String(16), nullable=False),
    sa.Column("extra", sa.Text, nullable=False),
)

judgements = sa.Table(
    "judgements",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("submission_id", _ID, sa.ForeignKey("submissions.id"), nullable=False, index=True),
    sa.Column("judgement_type_id", sa.String(32), sa.ForeignKey("judgement_types.id")),
    sa.Column("start_ms", _MS),  # contest times
    sa.Column("end_ms", _MS),
    sa.Column("valid", sa.Boolean, nullable=False),
    sa.Column("claimed_by", sa.Text),
    sa.Column("lease_until", _MS),  # epoch ms
    sa.Column("attempt", sa.Integer, nullable=False),
    sa.Column("max_run_time", sa.Float),
    sa.Column("cases", sa.Text),  # JSON: per-case results, up to the first failure
    sa.Column("detail", sa.Text),  # JSON: feedback on the first failing case
    sa.Column("origin", sa.String(16), nullable=False),
    sa.Column("extra", sa.Text, nullable=False),
)

events = sa.Table(
    "events",
    metadata,
    sa.Column(
        "seq",
        sa.BigInteger().with_variant(sa.Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    ),
    sa.Column("type", sa.String(32), nullable=False),
    sa.Column("object_id", _ID),
    sa.Column("data", sa.Text),  # JSON; null: the object was deleted
    sa.Column("logged_ms", _MS, nullable=False),
)

# -- judging machines (issue 12) ---------------------------------------------------------------

workers = sa.Table(
    "workers",
    metadata,
    sa.Column("id", sa.String(255), primary_key=True),  # the owner, as in judgements.claimed_by
    sa.Column("name", sa.Text, nullable=False),  # its machine (or the name it was given)
    sa.Column("pid", sa.Integer),
    sa.Column("slots", sa.Integer, nullable=False),
    sa.Column("started_ms", _MS, nullable=False),  # epoch ms
    sa.Column("seen_ms", _MS, nullable=False),  # its last heartbeat
    sa.Column("stopped_ms", _MS),  # a clean stop
    sa.Column("judged", sa.Integer, nullable=False),  # judgements it completed
    sa.Column("refused", sa.Text, nullable=False),
)  # JSON: {problem id: why it refuses it}

#: On PostgreSQL, a judgement that becomes queued (inserted, or given back) notifies the
#: workers that LISTEN on QUEUE_CHANNEL; the notification is sent when the transaction commits.
#: A trigger rather than a call in each place that queues work: whoever queues (the command
#: line, the contest server, a rejudging, a requeued claim) wakes the workers.
_NOTIFY_FUNCTION = sa.DDL(f"""
CREATE OR REPLACE FUNCTION judge_queue_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('{QUEUE_CHANNEL}', '');
  RETURN NULL;
END
$fn$""")
_NOTIFY_TRIGGER = sa.DDL("""
CREATE TRIGGER judgements_queued AFTER INSERT OR UPDATE ON judgements FOR EACH ROW
WHEN (NEW.judgement_type_id IS NULL AND NEW.claimed_by IS NULL AND NEW.valid
      AND NEW.origin = 'local')
EXECUTE FUNCTION judge_queue_notify()""")
sa.event.listen(judgements, "after_create", _NOTIFY_FUNCTION.execute_if(dialect="postgresql"))
sa.event.listen(judgements, "after_create", _NOTIFY_TRIGGER.execute_if(dialect="postgresql"))


# -- the contest server's tables (issue 11: `judge serve`) -------------------------------------
# New tables only, nothing else changed: SCHEMA_VERSION stays, and a database made before them
# gets them when it is opened (:meth:`Store.setup` makes the missing tables). Team passwords live in ``teams.password_hash``; the jury's account in ``accounts``.

#: Accounts that are not teams: the jury (role ``jury``).
accounts = sa.Table(
    "accounts",
    metadata,
    sa.Column("username", _ID, primary_key=True),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("password_hash", sa.Text, nullable=False),
)

#: Web sessions: the SHA-256 of the session token (the cookie holds the token, signed), whose
#: account it is, and when it was made and last seen (epoch ms).
web_sessions = sa.Table(
    "web_sessions",
    metadata,
    sa.Column("token_hash", sa.String(64), primary_key=True),
    sa.Column("username", _ID, nullable=False, index=True),
    sa.Column("role", sa.String(16), nullable=False),  # team | jury
    sa.Column("created_ms", _MS, nullable=False),
    sa.Column("seen_ms", _MS, nullable=False),
)

#: Failed logins, per account (``user:<name>``) and per address (``ip:<address>``).
login_failures = sa.Table(
    "login_failures",
    metadata,
    sa.Column("key", sa.String(200), primary_key=True),
    sa.Column("failures", sa.Integer, nullable=False),
    sa.Column("last_ms", _MS, nullable=False),
    sa.Column("blocked_until_ms", _MS, nullable=False),
)

#: Clarifications (Contest API 2023-06): requests from teams (``from_team_id``), answers and
#: announcements from the jury (``to_team_id`` null: to everyone). ``answered``: a request the
#: jury has replied to or dismissed.
clarifications = sa.Table(
    "clarifications",
    metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("from_team_id", _ID, sa.ForeignKey("teams.id")),
    sa.Column("to_team_id", _ID, sa.ForeignKey("teams.id")),
    sa.Column("reply_to_id", _ID, sa.ForeignKey("clarifications.id")),
    sa.Column("problem_id", _ID),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("contest_time_ms", _MS, nullable=False),
    sa.Column("time_ms", _MS, nullable=False),
    sa.Column("answered", sa.Boolean, nullable=False),
)


# -- end of the contest server's tables ---------------------------------------------------------


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# -- the engine ---------------------------------------------------------------------------------


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
            "not a database URL (expected postgresql://USER@HOST/DATABASE or sqlite:///PATH)"
        ) from None
    backend = parsed.drivername.split("+")[0]
    if backend in ("postgresql", "postgres"):
        return parsed.set(drivername="postgresql+psycopg")
    if backend == "sqlite":
        return parsed
    raise JudgeError(
        f"{shown_url(url)}: unsupported database {backend!r} (a contest "
        "lives in PostgreSQL or SQLite)"
    )


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
                raise JudgeError(f"{shown_url(url)}: name the SQLite file (sqlite:///PATH)")
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
        try:
            import psycopg  # noqa: F401
        except ImportError:
            raise JudgeError(
                "PostgreSQL databases need psycopg 3: python3 -m pip install 'psycopg[binary]'"
            ) from None
        parsed = parse_url(url)
        engine = sa.create_engine(
            parsed,
            pool_pre_ping=True,
            pool_size=pool_size,
            max_overflow=10,
            connect_args={"connect_timeout": 10, "application_name": "judge"},
        )

        @sa.event.listens_for(engine, "connect")
        def _session(dbapi_connection, _record):  # every new connection
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
            raise JudgeError(f"{path}: no such contest database")
        timeout = BUSY_TIMEOUT if busy_timeout is None else busy_timeout
        engine = sa.create_engine(
            f"sqlite+pysqlite:///{path}",
            connect_args={"timeout": timeout, "check_same_thread": False, "isolation_level": None},
        )

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection, _record):  # every new connection
            cursor = dbapi_connection.cursor()
            try:
                cursor.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
                cursor.execute("PRAGMA journal_mode = WAL")
                cursor.execute("PRAGMA synchronous = FULL")
                cursor.execute("PRAGMA foreign_keys = ON")
            finally:
                cursor.close()

        @sa.event.listens_for(engine, "begin")
        def _begin(connection):
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
        self.engine.dispose()

    @contextmanager
    def errors(self) -> Iterator[None]:
        """Database errors as one plain JudgeError naming the database."""
        try:
            yield
        except sa.exc.DBAPIError as exc:
            if self.postgres:
                if transient(exc):
                    raise DatabaseUnavailable(
                        f"{self.where}: cannot reach the database server ({error_line(exc)})"
                    ) from None
                text = error_line(exc)
                if "does not exist" in text and 'database "' in text:
                    text += " (make it first: createdb, or CREATE DATABASE)"
                raise JudgeError(f"{self.where}: database error: {text}") from None
            if isinstance(exc, sa.exc.OperationalError):
                message = str(exc.orig)
                if "locked" in message or "busy" in message:
                    raise JudgeError(
                        f"{self.where}: the contest database is locked by another process; try "
                        "again when it has finished"
                    ) from None
                if "not a database" in message or "malformed" in message:
                    raise JudgeError(self._damaged(message)) from None
                raise JudgeError(f"{self.where}: database error: {message}") from None
            if isinstance(exc, sa.exc.DatabaseError):
                raise JudgeError(self._damaged(str(exc.orig))) from None
            raise

    def _damaged(self, message: str) -> str:
        return (
            f"{self.where}: the contest database is damaged or is not a contest database "
            f"({message}); restore it from a copy, or move it away to start the contest "
            "afresh"
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
                    raise JudgeError(f"{self.where}: holds no contest (no contest tables)")
                metadata.create_all(conn)
                conn.execute(meta.insert().values(key="schema_version", value=str(SCHEMA_VERSION)))
                return
            version = get_meta(conn, "schema_version")
            if version == str(SCHEMA_VERSION):
                metadata.create_all(conn)  # only the missing tables: checkfirst
        if version != str(SCHEMA_VERSION):
            raise JudgeError(
                f"{self.where}: contest database of schema version {version}; "
                f"this judge reads version {SCHEMA_VERSION}"
            )


# -- small helpers ------------------------------------------------------------------------------


def get_meta(conn: Connection, key: str) -> str | None:
    return conn.execute(sa.select(meta.c.value).where(meta.c.key == key)).scalar()


def set_meta(conn: Connection, key: str, value: str) -> None:
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


def log_event(conn: Connection, etype: str, oid: str | None, data: Any, now_ms: int) -> int:
    """Appends an event (2023-06: type, id, data) to the log; returns its sequence number.
    Only writers holding the writer lock may: that is what keeps tokens in commit order."""
    if not conn.get_execution_options().get("judge_serial", True):
        raise RuntimeError(
            "log_event in a write(serial=False) transaction: events must be "
            "logged under the writer lock"
        )
    result = conn.execute(
        events.insert().values(
            type=etype, object_id=oid, data=None if data is None else dumps(data), logged_ms=now_ms
        )
    )
    return int(result.inserted_primary_key[0])


def event_log(conn: Connection) -> list[dict[str, Any]]:
    """The logged events as 2023-06 feed lines (``token``: the sequence number)."""
    rows = conn.execute(sa.select(events).order_by(events.c.seq))
    return [
        {
            "type": r.type,
            "id": r.object_id,
            "data": None if r.data is None else json.loads(r.data),
            "token": str(r.seq),
        }
        for r in rows
    ]


def contest_row(conn: Connection):
    return conn.execute(sa.select(contest)).first()


def _ts(ms: int | None, offset: int) -> Timestamp | None:
    return None if ms is None else Timestamp(ms, offset)


def start_of(row) -> Timestamp | None:
    """The contest's start: when it started, else when it is scheduled to."""
    ms = row.started_ms if row.started_ms is not None else row.scheduled_start_ms
    return _ts(ms, row.utc_offset)


# -- rows as Contest API objects ----------------------------------------------------------------


def contest_object(row) -> Contest:
    return Contest(
        id=row.id,
        name=row.name,
        formal_name=row.formal_name,
        start_time=start_of(row),
        duration=row.duration_ms,
        scoreboard_freeze_duration=row.freeze_ms,
        scoreboard_thaw_time=_ts(row.thaw_ms, row.utc_offset),
        penalty_time=row.penalty_ms,
        extra=json.loads(row.extra),
    )


def state_object(row) -> StateInfo:
    return StateInfo(
        **{name: _ts(getattr(row, f"{name}_ms"), row.utc_offset) for name in StateInfo.FIELDS}
    )


def problem_object(row) -> Problem:
    return Problem(
        id=row.id,
        label=row.label,
        name=row.name,
        ordinal=row.ordinal,
        rgb=row.rgb,
        color=row.color,
        time_limit=row.time_limit,
        test_data_count=row.test_data_count,
    )


def team_object(row) -> Team:
    return Team(
        id=row.id,
        name=row.name,
        label=row.label,
        display_name=row.display_name,
        hidden=row.hidden,
        group_ids=tuple(json.loads(row.group_ids)),
        organization_id=row.organization_id,
        extra=json.loads(row.extra),
    )


def submission_object(row, start: Timestamp | None) -> Submission:
    return Submission(
        id=row.id,
        team_id=row.team_id,
        problem_id=row.problem_id,
        contest_time=row.contest_time_ms,
        language_id=row.language_id,
        time=None if start is None else start + row.contest_time_ms,
        extra=json.loads(row.extra),
    )


def judgement_object(row) -> Judgement:
    extra = json.loads(row.extra)
    if row.max_run_time is not None:
        extra["max_run_time"] = row.max_run_time
    return Judgement(
        id=row.id,
        submission_id=row.submission_id,
        judgement_type_id=row.judgement_type_id,
        start_contest_time=row.start_ms,
        end_contest_time=row.end_ms,
        valid=None if row.valid else False,
        extra=extra,
    )


def load_state(conn: Connection, official_only: bool = True) -> ContestState:
    """The contest as a ContestState (what the scoreboard and the exports are made from):
    official submissions only unless told otherwise, and the judgements that have begun."""
    state = ContestState()
    row = contest_row(conn)
    if row is None:
        return state
    state.contest = contest_object(row)
    state.state = state_object(row)
    start = state.contest.start_time
    for r in conn.execute(sa.select(judgement_types)):
        state.judgement_types[r.id] = JudgementType(r.id, r.name, r.penalty, r.solved)
    for r in conn.execute(sa.select(problems).order_by(problems.c.ordinal, problems.c.label)):
        state.problems[r.id] = problem_object(r)
    for r in conn.execute(sa.select(objects).order_by(objects.c.type, objects.c.id)):
        data = json.loads(r.data)
        if r.type == "groups":
            state.groups[r.id] = Group.from_api(data)
        else:
            state.other.setdefault(r.type, {})[r.id] = data
    for r in conn.execute(sa.select(teams).order_by(teams.c.id)):
        state.teams[r.id] = team_object(r)
    query = sa.select(
        submissions.c.id,
        submissions.c.team_id,
        submissions.c.problem_id,
        submissions.c.contest_time_ms,
        submissions.c.language_id,
        submissions.c.extra,
    )
    if official_only:
        query = query.where(submissions.c.official)
    for r in conn.execute(query.order_by(submissions.c.contest_time_ms, submissions.c.id)):
        state.submissions[r.id] = submission_object(r, start)
    # Judgements that have begun (a queued one is not yet a Contest API judgement).
    query = sa.select(judgements).where(
        sa.or_(judgements.c.start_ms.is_not(None), judgements.c.origin == "recorded")
    )
    for r in conn.execute(query.order_by(judgements.c.start_ms, judgements.c.id)):
        if r.submission_id in state.submissions:
            state.judgements[r.id] = judgement_object(r)
    return state
