"""Clarifications (Contest API 2023-06): teams ask, the jury answers and announces.

A request comes from a team (``from_team_id``; ``to_team_id`` null). The jury's messages have
no ``from_team_id``: an answer goes to the team that asked (``to_team_id``) or, made public,
to everyone (``to_team_id`` null), with ``reply_to_id`` naming the request; an announcement
goes to everyone and answers nothing. A team sees its own requests, the messages sent to it,
and the messages sent to everyone (:func:`visible_to`); the jury sees all. Each message is
logged as a ``clarifications`` event, and the event feed shows a team only the ones it may see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from judge.contest import store as db
from judge.contest.service import Session
from judge.contest.times import Timestamp, format_reltime, format_time
from judge.errors import JudgeError

#: The longest message accepted, in characters.
TEXT_LIMIT = 4000


@dataclass(frozen=True)
class Clarification:
    id: str
    from_team_id: str | None
    to_team_id: str | None
    reply_to_id: str | None
    problem_id: str | None
    text: str
    contest_time: int
    time: Timestamp
    answered: bool

    @property
    def broadcast(self) -> bool:
        return self.from_team_id is None and self.to_team_id is None

    def to_api(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "from_team_id": self.from_team_id,
            "to_team_id": self.to_team_id,
            "reply_to_id": self.reply_to_id,
            "problem_id": self.problem_id,
            "text": self.text,
            "time": format_time(self.time),
            "contest_time": format_reltime(self.contest_time),
        }


def visible_to(data: dict[str, Any], team_id: str) -> bool:
    """Whether a team may see a clarification (its API object)."""
    return (
        data.get("from_team_id") == team_id
        or data.get("to_team_id") == team_id
        or (data.get("from_team_id") is None and data.get("to_team_id") is None)
    )


def _object(row, offset: int) -> Clarification:
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


def _text(text: str) -> str:
    text = (text or "").replace("\r\n", "\n").strip()
    if not text:
        raise JudgeError("the message is empty")
    if len(text) > TEXT_LIMIT:
        raise JudgeError(f"the message has {len(text)} characters; at most {TEXT_LIMIT}")
    return text


def _add(
    session: Session,
    conn,
    *,
    from_team: str | None,
    to_team: str | None,
    reply_to: str | None,
    problem_id: str | None,
    text: str,
) -> Clarification:
    now = session.clock.now()
    row = db.contest_row(conn)
    start = row.started_ms if row.started_ms is not None else row.scheduled_start_ms
    contest_time = now.ms - start if start is not None else 0
    cid = db.next_id(conn, "clarification")
    conn.execute(
        db.clarifications.insert().values(
            id=cid,
            from_team_id=from_team,
            to_team_id=to_team,
            reply_to_id=reply_to,
            problem_id=problem_id,
            text=text,
            contest_time_ms=contest_time,
            time_ms=now.ms,
            answered=from_team is None,
        )
    )
    clar = _object(
        conn.execute(sa.select(db.clarifications).where(db.clarifications.c.id == cid)).first(),
        now.offset,
    )
    db.log_event(conn, "clarifications", cid, clar.to_api(), now.ms)
    return clar


def _problem(session: Session, ref: str | None) -> str | None:
    return session.entry(ref).id if ref else None


def ask(session: Session, team_id: str, text: str, problem: str | None = None) -> Clarification:
    """A team's question (about a problem, or general)."""
    text, pid = _text(text), _problem(session, problem)
    with session.store.write() as conn:
        return _add(
            session, conn, from_team=team_id, to_team=None, reply_to=None, problem_id=pid, text=text
        )


def answer(
    session: Session, request_id: str, text: str, to_everyone: bool = False
) -> Clarification:
    """The jury's answer to a request: to the team that asked, or to everyone."""
    text = _text(text)
    c = db.clarifications
    with session.store.write() as conn:
        request = conn.execute(sa.select(c).where(c.c.id == request_id)).first()
        if request is None or request.from_team_id is None:
            raise JudgeError(f"no question {request_id!r} from a team")
        conn.execute(c.update().where(c.c.id == request_id).values(answered=True))
        return _add(
            session,
            conn,
            from_team=None,
            to_team=None if to_everyone else request.from_team_id,
            reply_to=request_id,
            problem_id=request.problem_id,
            text=text,
        )


def announce(session: Session, text: str, problem: str | None = None) -> Clarification:
    """The jury's announcement to every team."""
    text, pid = _text(text), _problem(session, problem)
    with session.store.write() as conn:
        return _add(
            session, conn, from_team=None, to_team=None, reply_to=None, problem_id=pid, text=text
        )


def dismiss(session: Session, request_id: str) -> None:
    """Marks a request handled without an answer."""
    c = db.clarifications
    with session.store.write() as conn:
        if not conn.execute(
            c.update()
            .where(c.c.id == request_id, c.c.from_team_id.is_not(None))
            .values(answered=True)
        ).rowcount:
            raise JudgeError(f"no question {request_id!r} from a team")


def listing(session: Session, team_id: str | None = None) -> list[Clarification]:
    """Every clarification (the jury's view), or those a team may see; newest first."""
    c = db.clarifications
    with session.store.read() as conn:
        offset = db.contest_row(conn).utc_offset
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
    return [_object(r, offset) for r in rows]
