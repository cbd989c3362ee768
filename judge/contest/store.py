"""The contest database: one small layer over SQLAlchemy Core, SQLite now, PostgreSQL later.

One database holds one contest (on PostgreSQL: one database or schema per contest). Tables:

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

Every transaction is short and writes are whole: :meth:`Store.write` is one transaction
(SQLite: ``BEGIN IMMEDIATE``, so a writer waits for the lock up front rather than failing
half way). SQLite runs in WAL mode with ``synchronous=FULL``: a committed transaction survives
a crash of the process and of the machine. Database errors become one plain JudgeError naming
the file: locked (after waiting ``busy_timeout`` seconds), damaged, or not a contest database.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from judge.contest.model import (Contest, ContestState, Group, Judgement, JudgementType, Problem,
                                 StateInfo, Submission, Team)
from judge.contest.times import Timestamp
from judge.errors import JudgeError

SCHEMA_VERSION = 1
DB_FILE = "contest.db"
#: Seconds a command waits for another process's write transaction before giving up.
BUSY_TIMEOUT = 10.0

_MS = sa.BigInteger
_ID = sa.String(128)
metadata = sa.MetaData()

meta = sa.Table(
    "meta", metadata,
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False))

contest = sa.Table(
    "contest", metadata,
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
    sa.Column("end_of_updates_ms", _MS))

judgement_types = sa.Table(
    "judgement_types", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("penalty", sa.Boolean, nullable=False),
    sa.Column("solved", sa.Boolean, nullable=False))

problems = sa.Table(
    "problems", metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("label", sa.String(32), nullable=False, unique=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("ordinal", sa.Integer, nullable=False),
    sa.Column("rgb", sa.String(16)),
    sa.Column("color", sa.String(64)),
    sa.Column("time_limit", sa.Float),
    sa.Column("test_data_count", sa.Integer),
    sa.Column("data_hash", sa.String(64)))

objects = sa.Table(
    "objects", metadata,
    sa.Column("type", sa.String(32), primary_key=True),
    sa.Column("id", _ID, primary_key=True),
    sa.Column("data", sa.Text, nullable=False))

teams = sa.Table(
    "teams", metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("name", sa.Text, nullable=False),
    sa.Column("display_name", sa.Text),
    sa.Column("label", sa.String(64)),
    sa.Column("hidden", sa.Boolean),
    sa.Column("group_ids", sa.Text, nullable=False),  # JSON list
    sa.Column("organization_id", _ID),
    sa.Column("password_hash", sa.Text),
    sa.Column("origin", sa.String(16), nullable=False),  # local | recorded
    sa.Column("extra", sa.Text, nullable=False))

submissions = sa.Table(
    "submissions", metadata,
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
    sa.Column("extra", sa.Text, nullable=False))

judgements = sa.Table(
    "judgements", metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("submission_id", _ID, sa.ForeignKey("submissions.id"), nullable=False,
              index=True),
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
    sa.Column("extra", sa.Text, nullable=False))

events = sa.Table(
    "events", metadata,
    sa.Column("seq", sa.BigInteger().with_variant(sa.Integer, "sqlite"), primary_key=True,
              autoincrement=True),
    sa.Column("type", sa.String(32), nullable=False),
    sa.Column("object_id", _ID),
    sa.Column("data", sa.Text),  # JSON; null: the object was deleted
    sa.Column("logged_ms", _MS, nullable=False))


# -- the contest server's tables (issue 11: `judge serve`) -------------------------------------
# New tables only, nothing else changed: SCHEMA_VERSION stays, and a database made before them
# gets them from :func:`ensure_server_tables` (which `judge serve` and `judge contest teams`
# call). Team passwords live in ``teams.password_hash``; the jury's account in ``accounts``.

#: Accounts that are not teams: the jury (role ``jury``).
accounts = sa.Table(
    "accounts", metadata,
    sa.Column("username", _ID, primary_key=True),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("password_hash", sa.Text, nullable=False))

#: Web sessions: the SHA-256 of the session token (the cookie holds the token, signed), whose
#: account it is, and when it was made and last seen (epoch ms).
web_sessions = sa.Table(
    "web_sessions", metadata,
    sa.Column("token_hash", sa.String(64), primary_key=True),
    sa.Column("username", _ID, nullable=False, index=True),
    sa.Column("role", sa.String(16), nullable=False),  # team | jury
    sa.Column("created_ms", _MS, nullable=False),
    sa.Column("seen_ms", _MS, nullable=False))

#: Failed logins, per account (``user:<name>``) and per address (``ip:<address>``).
login_failures = sa.Table(
    "login_failures", metadata,
    sa.Column("key", sa.String(200), primary_key=True),
    sa.Column("failures", sa.Integer, nullable=False),
    sa.Column("last_ms", _MS, nullable=False),
    sa.Column("blocked_until_ms", _MS, nullable=False))

#: Clarifications (Contest API 2023-06): requests from teams (``from_team_id``), answers and
#: announcements from the jury (``to_team_id`` null: to everyone). ``answered``: a request the
#: jury has replied to or dismissed.
clarifications = sa.Table(
    "clarifications", metadata,
    sa.Column("id", _ID, primary_key=True),
    sa.Column("from_team_id", _ID, sa.ForeignKey("teams.id")),
    sa.Column("to_team_id", _ID, sa.ForeignKey("teams.id")),
    sa.Column("reply_to_id", _ID, sa.ForeignKey("clarifications.id")),
    sa.Column("problem_id", _ID),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("contest_time_ms", _MS, nullable=False),
    sa.Column("time_ms", _MS, nullable=False),
    sa.Column("answered", sa.Boolean, nullable=False))

SERVER_TABLES = (accounts, web_sessions, login_failures, clarifications)


def ensure_server_tables(store: "Store") -> None:
    """Makes the contest server's tables in a database made before they existed."""
    with store.write() as conn:
        metadata.create_all(conn, tables=list(SERVER_TABLES), checkfirst=True)

# -- end of the contest server's tables ---------------------------------------------------------


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# -- the engine ---------------------------------------------------------------------------------

class Store:
    """A contest database. ``write()`` and ``read()`` give a connection inside one transaction;
    database errors inside them become a JudgeError naming ``where``."""

    def __init__(self, engine: Engine, where: str) -> None:
        self.engine = engine
        self.where = where

    @classmethod
    def open_sqlite(cls, path: Path, busy_timeout: Optional[float] = None) -> "Store":
        """The SQLite database at ``path``, made (with its tables) if it does not exist."""
        timeout = BUSY_TIMEOUT if busy_timeout is None else busy_timeout
        engine = sa.create_engine(
            f"sqlite+pysqlite:///{path}",
            connect_args={"timeout": timeout, "check_same_thread": False,
                          "isolation_level": None})

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

        store = cls(engine, str(path))
        store.setup()
        return store

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def errors(self) -> Iterator[None]:
        """Database errors as one plain JudgeError naming the database."""
        try:
            yield
        except sa.exc.OperationalError as exc:
            message = str(exc.orig)
            if "locked" in message or "busy" in message:
                raise JudgeError(
                    f"{self.where}: the contest database is locked by another process; try "
                    "again when it has finished") from None
            if "not a database" in message or "malformed" in message:
                raise JudgeError(self._damaged(message)) from None
            raise JudgeError(f"{self.where}: database error: {message}") from None
        except sa.exc.DatabaseError as exc:
            raise JudgeError(self._damaged(str(exc.orig))) from None

    def _damaged(self, message: str) -> str:
        return (f"{self.where}: the contest database is damaged or is not a contest database "
                f"({message}); restore it from a copy, or move it away to start the contest "
                "afresh")

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """One write transaction: committed when the block ends, rolled back if it raises."""
        with self.errors():
            with self.engine.begin() as conn:
                yield conn

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """One read transaction: a consistent snapshot."""
        with self.errors():
            with self.engine.connect() as conn:
                conn.execution_options(judge_read=True)
                with conn.begin():
                    yield conn

    def setup(self) -> None:
        """Makes the tables of a new database; checks the schema version of an old one."""
        with self.write() as conn:
            if not sa.inspect(conn).has_table("meta"):
                metadata.create_all(conn)
                conn.execute(meta.insert().values(key="schema_version",
                                                  value=str(SCHEMA_VERSION)))
                return
            version = get_meta(conn, "schema_version")
        if version != str(SCHEMA_VERSION):
            raise JudgeError(f"{self.where}: contest database of schema version {version}; "
                             f"this judge reads version {SCHEMA_VERSION}")


# -- small helpers ------------------------------------------------------------------------------

def get_meta(conn: Connection, key: str) -> Optional[str]:
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


def reserve_ids(conn: Connection, kind: str, taken: List[str]) -> None:
    """Makes :func:`next_id` give ids above the numeric ones in ``taken``."""
    numbers = [int(t) for t in taken if t.isdigit()]
    current = int(get_meta(conn, f"next_{kind}_id") or 1)
    set_meta(conn, f"next_{kind}_id", str(max([current] + [n + 1 for n in numbers])))


def log_event(conn: Connection, etype: str, oid: Optional[str], data: Any, now_ms: int) -> int:
    """Appends an event (2023-06: type, id, data) to the log; returns its sequence number."""
    result = conn.execute(events.insert().values(
        type=etype, object_id=oid, data=None if data is None else dumps(data), logged_ms=now_ms))
    return int(result.inserted_primary_key[0])


def event_log(conn: Connection) -> List[Dict[str, Any]]:
    """The logged events as 2023-06 feed lines (``token``: the sequence number)."""
    rows = conn.execute(sa.select(events).order_by(events.c.seq))
    return [{"type": r.type, "id": r.object_id,
             "data": None if r.data is None else json.loads(r.data), "token": str(r.seq)}
            for r in rows]


def contest_row(conn: Connection):
    return conn.execute(sa.select(contest)).first()


def _ts(ms: Optional[int], offset: int) -> Optional[Timestamp]:
    return None if ms is None else Timestamp(ms, offset)


def start_of(row) -> Optional[Timestamp]:
    """The contest's start: when it started, else when it is scheduled to."""
    ms = row.started_ms if row.started_ms is not None else row.scheduled_start_ms
    return _ts(ms, row.utc_offset)


# -- rows as Contest API objects ----------------------------------------------------------------

def contest_object(row) -> Contest:
    return Contest(id=row.id, name=row.name, formal_name=row.formal_name,
                   start_time=start_of(row), duration=row.duration_ms,
                   scoreboard_freeze_duration=row.freeze_ms,
                   scoreboard_thaw_time=_ts(row.thaw_ms, row.utc_offset),
                   penalty_time=row.penalty_ms, extra=json.loads(row.extra))


def state_object(row) -> StateInfo:
    return StateInfo(**{name: _ts(getattr(row, f"{name}_ms"), row.utc_offset)
                        for name in StateInfo.FIELDS})


def problem_object(row) -> Problem:
    return Problem(id=row.id, label=row.label, name=row.name, ordinal=row.ordinal, rgb=row.rgb,
                   color=row.color, time_limit=row.time_limit,
                   test_data_count=row.test_data_count)


def team_object(row) -> Team:
    return Team(id=row.id, name=row.name, label=row.label, display_name=row.display_name,
                hidden=row.hidden, group_ids=tuple(json.loads(row.group_ids)),
                organization_id=row.organization_id, extra=json.loads(row.extra))


def submission_object(row, start: Optional[Timestamp]) -> Submission:
    return Submission(id=row.id, team_id=row.team_id, problem_id=row.problem_id,
                      contest_time=row.contest_time_ms, language_id=row.language_id,
                      time=None if start is None else start + row.contest_time_ms,
                      extra=json.loads(row.extra))


def judgement_object(row) -> Judgement:
    extra = json.loads(row.extra)
    if row.max_run_time is not None:
        extra["max_run_time"] = row.max_run_time
    return Judgement(id=row.id, submission_id=row.submission_id,
                     judgement_type_id=row.judgement_type_id, start_contest_time=row.start_ms,
                     end_contest_time=row.end_ms, valid=None if row.valid else False,
                     extra=extra)


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
    query = sa.select(submissions.c.id, submissions.c.team_id, submissions.c.problem_id,
                      submissions.c.contest_time_ms, submissions.c.language_id,
                      submissions.c.extra)
    if official_only:
        query = query.where(submissions.c.official)
    for r in conn.execute(query.order_by(submissions.c.contest_time_ms, submissions.c.id)):
        state.submissions[r.id] = submission_object(r, start)
    # Judgements that have begun (a queued one is not yet a Contest API judgement).
    query = sa.select(judgements).where(sa.or_(judgements.c.start_ms.is_not(None),
                                               judgements.c.origin == "recorded"))
    for r in conn.execute(query.order_by(judgements.c.start_ms, judgements.c.id)):
        if r.submission_id in state.submissions:
            state.judgements[r.id] = judgement_object(r)
    return state
