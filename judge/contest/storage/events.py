"""The event log: Contest API (2023-06) events appended in the transaction of the change they
describe, and read back in order (the sequence number is the token).

Writers append under the writer lock only (:meth:`judge.contest.storage.store.Store.write`,
serial), which is what keeps tokens in commit order: a reader that asks for the events after
the last token it saw never skips one.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.storage.schema import dumps, events


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
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def log_events(
    conn: Connection, logged: Sequence[tuple[str, str | None, Any]], now_ms: int
) -> None:
    """Appends events (type, id, data), in their order, in one statement (an import of many
    objects: one statement per event costs far more than the SQL itself). The same rule as
    :func:`log_event`: under the writer lock only."""
    if not conn.get_execution_options().get("judge_serial", True):
        raise RuntimeError("log_events in a write(serial=False) transaction")
    if logged:
        conn.execute(
            events.insert(),
            [
                {
                    "type": etype,
                    "object_id": oid,
                    "data": None if data is None else dumps(data),
                    "logged_ms": now_ms,
                }
                for etype, oid, data in logged
            ],
        )


def event_log(conn: Connection, after: int = 0, limit: int | None = None) -> list[dict[str, Any]]:
    """The logged events after token ``after`` (all by default; at most ``limit``), in order,
    as 2023-06 feed lines (``token``: the sequence number)."""
    query = sa.select(events).where(events.c.seq > after).order_by(events.c.seq)
    if limit is not None:
        query = query.limit(limit)
    return [
        {
            "type": r.type,
            "id": r.object_id,
            "data": None if r.data is None else json.loads(r.data),
            "token": str(r.seq),
        }
        for r in conn.execute(query)
    ]


def latest_seq(conn: Connection) -> int:
    """The newest event's sequence number (0: none yet)."""
    return conn.execute(sa.select(sa.func.max(events.c.seq))).scalar() or 0


def started_by(conn: Connection, seq: int) -> bool:
    """Whether the log, up to token ``seq``, says the contest has started (its last state
    event has ``started``)."""
    last_state = conn.execute(
        sa.select(events.c.data)
        .where(events.c.type == "state", events.c.seq <= seq)
        .order_by(events.c.seq.desc())
        .limit(1)
    ).scalar()
    return bool(last_state and json.loads(last_state).get("started"))
