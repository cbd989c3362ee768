"""Moving a contest's database between its folder's SQLite file and PostgreSQL (or from one
PostgreSQL database to another), without loss: ``judge contest move NAME --to URL|sqlite``.

1. The source is frozen for the whole move: its writer lock is taken (SQLite's BEGIN
   IMMEDIATE, PostgreSQL's advisory lock, and there every table is locked against the few
   writers that go without it: lease renewals, requeues, heartbeats).
2. The target gets the tables and every row, table by table in foreign-key order, in one
   transaction (PostgreSQL's event sequence is set past the last event).
3. Before the target commits, each table's row count and a SHA-256 of its rows (in key order,
   values normalised: the same on both engines) are compared with the source's, the event
   log's among them. A difference rolls the target back: nothing changed.
4. The folder records the new place (``database.url``, readable by its owner only; removed
   when the contest moves back into the folder's contest.db), and the source is marked
   ``moved_to`` (the target's URL, password hidden). The old copy is kept as it was, but
   opening it says where the contest went, and a worker still on it stops.

A target that holds a contest is refused unless ``replace``. A database marked moved_to holds
no contest any more (a copy left by an earlier move): it is replaced without asking. Moving
a contest while its server or workers run is safe (they wait for the move, then the workers
on the old database stop), but they must be restarted on the new one.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.storage.objects import read_contest
from judge.contest.storage.queue import mark_moved, moved_to
from judge.contest.storage.schema import metadata
from judge.contest.storage.store import Store
from judge.errors import JudgeError
from judge.i18n import phrase

#: Rows per INSERT statement while copying.
CHUNK = 500


@dataclass(frozen=True)
class TableCopy:
    """One table moved: its rows and their digest (the same on both sides)."""

    name: str
    rows: int
    sha256: str


@dataclass(frozen=True)
class MoveReport:
    """What a move did: from where, to where (passwords hidden), each table."""

    source: str
    target: str
    tables: tuple[TableCopy, ...]

    @property
    def rows(self) -> int:
        return sum(t.rows for t in self.tables)

    def table(self, name: str) -> TableCopy:
        return next(t for t in self.tables if t.name == name)


def _value(value: Any) -> tuple[str, Any]:
    """A column value in a form both engines give alike."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return ("bytes", bytes(value).hex())
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, float):
        return ("float", repr(value))
    return (type(value).__name__, value)


def _read(conn: Connection, table: sa.Table) -> tuple[list[dict[str, Any]], TableCopy]:
    """A table's rows (in key order) and their count and digest."""
    names = [c.name for c in table.columns]
    keys = [c.name for c in table.primary_key.columns] or names
    rows = [dict(r._mapping) for r in conn.execute(sa.select(table))]
    rows.sort(key=lambda r: tuple(_value(r[k]) for k in keys))
    digest = hashlib.sha256()
    for row in rows:
        digest.update(repr(tuple(_value(row[n]) for n in names)).encode("utf-8") + b"\n")
    return rows, TableCopy(table.name, len(rows), digest.hexdigest())


def _held_contest(conn: Connection) -> str | None:
    """The id of the contest a database holds (one not moved away), if any."""
    if not sa.inspect(conn).has_table("meta") or not sa.inspect(conn).has_table("contest"):
        return None
    record = read_contest(conn)
    return record.id if record is not None and moved_to(conn) is None else None


def _check_target(store: Store, replace: bool) -> None:
    with store.read() as conn:
        held = _held_contest(conn)
    if held is not None and not replace:
        raise JudgeError(
            phrase(
                "{where}: already holds contest {held}; add --replace to overwrite it",
                where=store.where,
                held=repr(held),
            )
        )


def _fill(
    conn: Connection, source_rows: dict[str, list[dict[str, Any]]], schema: sa.MetaData
) -> None:
    """Replaces whatever tables of ``schema`` the target has with the source's rows."""
    schema.drop_all(conn)
    schema.create_all(conn)
    for table in schema.sorted_tables:
        rows = source_rows[table.name]
        for at in range(0, len(rows), CHUNK):
            conn.execute(table.insert(), rows[at : at + CHUNK])
    if conn.dialect.name != "postgresql":
        return
    for table in schema.sorted_tables:  # each sequence past its table's last row
        column = table.autoincrement_column
        if column is not None:
            conn.exec_driver_sql(
                f"SELECT setval(pg_get_serial_sequence('{table.name}', '{column.name}'), "
                f"COALESCE(MAX({column.name}), 1), MAX({column.name}) IS NOT NULL) "
                f"FROM {table.name}"
            )


def _freeze(conn: Connection, schema: sa.MetaData = metadata) -> None:
    """On PostgreSQL, holds off the writers that go without the writer lock."""
    if conn.dialect.name == "postgresql":
        names = ", ".join(t.name for t in schema.sorted_tables)
        conn.exec_driver_sql(f"LOCK TABLE {names} IN EXCLUSIVE MODE")


def move_database(
    source: Store,
    contest_id: str,
    target_url: str | None,
    local: Path,
    replace: bool,
    after_copy: Callable[[], None],
) -> MoveReport:
    """Moves the contest ``contest_id`` from ``source`` to the database at ``target_url`` (None:
    the SQLite file ``local``), verified; ``after_copy()`` runs once the target has committed
    and before the source is marked moved (a failure there leaves the source as it was)."""
    with source.write() as sconn:
        _freeze(sconn)
        where = moved_to(sconn)
        if where is not None:
            raise JudgeError(
                phrase(
                    "{where}: the contest was moved from here to {where2} already",
                    where=source.where,
                    where2=where,
                )
            )
        record = read_contest(sconn)
        if record is None or record.id != contest_id:
            held = (
                phrase("no contest")
                if record is None
                else phrase("contest {id}", id=repr(record.id))
            )
            raise JudgeError(
                phrase(
                    "{where}: holds {held}, not {contest_id}",
                    where=source.where,
                    held=held,
                    contest_id=repr(contest_id),
                )
            )
        rows: dict[str, list[dict[str, Any]]] = {}
        copies: list[TableCopy] = []
        for table in metadata.sorted_tables:
            rows[table.name], copy = _read(sconn, table)
            copies.append(copy)
        if target_url is None:
            shown = str(local)
            _into_folder(local, rows, copies, replace)
        else:
            target = Store.open_url(target_url, create=True)
            shown = target.where
            try:
                _check_target(target, replace)
                _into(target, rows, copies)
            finally:
                target.close()
        after_copy()
        mark_moved(sconn, shown)
    return MoveReport(source.where, shown, tuple(copies))


def _into(
    target: Store,
    rows: dict[str, list[dict[str, Any]]],
    copies: list[TableCopy],
    schema: sa.MetaData = metadata,
) -> None:
    """Copies the rows into ``target`` in one transaction, committed only if every table's
    count and digest there are the source's."""
    with target.write() as conn:
        _fill(conn, rows, schema)
        for copy in copies:
            _, there = _read(conn, schema.tables[copy.name])
            if there != copy:
                raise JudgeError(
                    phrase(
                        "moving to {where}: table {name} differs after copying ({rows} rows, sha256 {sha256} here; {rows2} rows, sha256 {sha2562} there); nothing was changed",
                        where=target.where,
                        name=copy.name,
                        rows=copy.rows,
                        sha256=copy.sha256[:16],
                        rows2=there.rows,
                        sha2562=there.sha256[:16],
                    )
                )


def copy_store(source: Store, target: Store, schema: sa.MetaData) -> MoveReport:
    """Copies every table of ``schema`` (another store's than a contest's: a site's) from
    ``source`` to ``target``, verified as a contest's move is: the source frozen by its writer
    lock meanwhile, the target's tables replaced in one transaction committed only when each
    table's count and digest match. The source is left as it was."""
    with source.write() as sconn:
        _freeze(sconn, schema)
        rows: dict[str, list[dict[str, Any]]] = {}
        copies: list[TableCopy] = []
        for table in schema.sorted_tables:
            rows[table.name], copy = _read(sconn, table)
            copies.append(copy)
        _into(target, rows, copies, schema)
    return MoveReport(source.where, target.where, tuple(copies))


def _into_folder(
    local: Path, rows: dict[str, list[dict[str, Any]]], copies: list[TableCopy], replace: bool
) -> None:
    """Copies the rows into a new SQLite file beside ``local``, then puts it in its place."""
    if local.is_file():
        old = Store.open_sqlite(local, create=False)
        try:
            _check_target(old, replace)
        finally:
            old.close()
    partial = local.with_name(f".{local.name}.moving-{os.getpid()}")

    def files(path: Path) -> list[Path]:
        return [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]

    for leftover in files(partial):
        leftover.unlink(missing_ok=True)
    try:
        target = Store.open_sqlite(partial)
        try:
            _into(target, rows, copies)
            target.checkpoint()
        finally:
            target.close()
        for path in files(local)[1:] + files(partial)[1:]:
            path.unlink(missing_ok=True)
        os.replace(partial, local)
    except BaseException:
        for leftover in files(partial):
            leftover.unlink(missing_ok=True)
        raise
