"""Clarifications in the database: each message a row, logged as a ``clarifications`` event."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Row

from judge.contest.core.records import Clarification, Person
from judge.contest.core.times import Timestamp
from judge.contest.storage.events import log_event
from judge.contest.storage.objects import the_contest
from judge.contest.storage.schema import askers, clarifications
from judge.contest.storage.store import next_id


@dataclass(frozen=True)
class NewMessage:
    """A message to record: from a team (a question), or from the jury to one team or to
    everyone; about a problem, or general; in reply to a question, or not. ``asker``: the
    site's member who asked a question, for a team of members."""

    from_team: str | None
    to_team: str | None
    reply_to: str | None
    problem_id: str | None
    text: str
    asker: Person | None = None


def _clarification(row: Row[Any], offset: int) -> Clarification:
    return Clarification(
        row.id,
        row.from_team_id,
        row.to_team_id,
        row.reply_to_id,
        row.problem_id,
        row.text,
        row.contest_time_ms,
        Timestamp(row.time_ms, offset),
        bool(row.answered),
    )


def add_message(conn: Connection, message: NewMessage, now: Timestamp) -> Clarification:
    """Records a message at ``now`` (the jury's count as answered) and logs it."""
    start = the_contest(conn).start
    contest_time = now.ms - start.ms if start is not None else 0
    cid = next_id(conn, "clarification")
    c = clarifications
    conn.execute(
        c.insert().values(
            id=cid,
            from_team_id=message.from_team,
            to_team_id=message.to_team,
            reply_to_id=message.reply_to,
            problem_id=message.problem_id,
            text=message.text,
            contest_time_ms=contest_time,
            time_ms=now.ms,
            answered=message.from_team is None,
        )
    )
    if message.asker is not None and message.from_team is not None:
        conn.execute(
            askers.insert().values(
                clarification_id=cid, member_id=message.asker.id, name=message.asker.name
            )
        )
    row = conn.execute(sa.select(c).where(c.c.id == cid)).first()
    assert row is not None
    clar = _clarification(row, now.offset)
    log_event(conn, "clarifications", cid, clar.to_api(), now.ms)
    return clar


def asked_since(conn: Connection, team_id: str, since_ms: int) -> list[int]:
    """When (epoch ms) a team asked each of its questions since ``since_ms``."""
    c = clarifications
    query = sa.select(c.c.time_ms).where(c.c.from_team_id == team_id, c.c.time_ms >= since_ms)
    return [r.time_ms for r in conn.execute(query)]


def question(conn: Connection, request_id: str) -> Clarification | None:
    """A team's question, None when there is no such question."""
    c = clarifications
    row = conn.execute(
        sa.select(c).where(c.c.id == request_id, c.c.from_team_id.is_not(None))
    ).first()
    return None if row is None else _clarification(row, the_contest(conn).utc_offset)


def mark_answered(conn: Connection, request_id: str) -> bool:
    """Marks a team's question handled; False when there is no such question."""
    c = clarifications
    return bool(
        conn.execute(
            c.update()
            .where(c.c.id == request_id, c.c.from_team_id.is_not(None))
            .values(answered=True)
        ).rowcount
    )


def messages(conn: Connection, team_id: str | None = None) -> list[Clarification]:
    """Every message (the jury's view), or those a team may see (its own questions, the
    messages to it, and those to everyone); newest first."""
    c = clarifications
    offset = the_contest(conn).utc_offset
    query = sa.select(c)
    if team_id is not None:
        query = query.where(
            sa.or_(
                c.c.from_team_id == team_id,
                c.c.to_team_id == team_id,
                sa.and_(c.c.from_team_id.is_(None), c.c.to_team_id.is_(None)),
            )
        )
    rows = conn.execute(query.order_by(c.c.time_ms.desc(), c.c.id.desc())).all()
    return [_clarification(r, offset) for r in rows]


def open_questions(conn: Connection) -> int:
    """How many team questions wait for the jury."""
    c = clarifications
    return (
        conn.execute(
            sa.select(sa.func.count())
            .select_from(c)
            .where(c.c.from_team_id.is_not(None), sa.not_(c.c.answered))
        ).scalar()
        or 0
    )


def askers_of(conn: Connection, ids: Iterable[str]) -> dict[str, Person]:
    """The member who asked each of the questions ``ids`` that a site's member asked, by
    clarification id."""
    wanted = sorted(set(ids))
    if not wanted:
        return {}
    query = sa.select(askers).where(askers.c.clarification_id.in_(wanted))
    return {row.clarification_id: Person(row.member_id, row.name) for row in conn.execute(query)}
