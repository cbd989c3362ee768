"""What the jury does to a running contest: start it, freeze and thaw the board, rejudge.

Each operation is one transaction and logs its events (``state``, ``judgements``), so the
event feed and the scoreboard always agree with the tables.

Rejudging (DOMjudge's way, within the CCS rule that the newest completed judgement counts):
a rejudging adds a new, queued judgement to each submission; while it waits and runs, the
old verdict stands (on the board and for the team); when it completes it counts, and the
older judgements of that submission are marked ``valid: false`` (:func:`settle`), which the
scorer and DOMjudge-reading tools skip. A submission whose judging has not finished is not
rejudged again.

The freeze and the thaw keep the Contest API's order (started < frozen < ended < thawed):
the jury may freeze the board at any moment of the running contest (earlier than
``scoreboard_freeze_duration`` says, or in a contest without one) and thaw it once the contest
has ended (a practice contest also thaws by itself as it ends, or at ``scoreboard_thaw_time``;
set that to keep the board frozen for a prize-giving, then thaw it from the jury page).
"""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa

from judge.contest import store as db
from judge.contest.service import Session, _update_state, start_contest
from judge.contest.times import Timestamp
from judge.errors import JudgeError


def start_now(session: Session) -> Timestamp:
    """Starts the served contest now (its teams are already there)."""
    return start_contest(session, solo=False)


def freeze_now(session: Session) -> Timestamp:
    """Freezes the public scoreboard from now on."""
    now = session.clock.now()
    with session.store.write() as conn:
        row = db.contest_row(conn)
        if row.started_ms is None:
            raise JudgeError("the contest has not started: there is no board to freeze yet")
        if row.ended_ms is not None or now.ms >= row.started_ms + row.duration_ms:
            raise JudgeError("the contest has ended: the board can no longer be frozen")
        if row.frozen_ms is not None:
            raise JudgeError("the board is already frozen")
        _update_state(conn, {"frozen_ms": now.ms}, now)
    return now


def thaw_now(session: Session) -> Timestamp:
    """Thaws the frozen public scoreboard (once the contest has ended)."""
    now = session.clock.now()
    with session.store.write() as conn:
        row = db.contest_row(conn)
        if row.thawed_ms is not None:
            raise JudgeError("the board has been thawed already")
        if row.frozen_ms is None:
            raise JudgeError("the board is not frozen")
        if row.ended_ms is None:
            raise JudgeError(
                "the board can be thawed once the contest has ended (the Contest "
                "API's order: frozen, ended, thawed)"
            )
        _update_state(conn, {"thawed_ms": max(now.ms, row.ended_ms + 1)}, now)
    return now


def rejudge(
    session: Session, submission_ids: Iterable[str] = (), problem_id: str | None = None
) -> list[str]:
    """Queues a new judgement of each given submission (or of every submission to
    ``problem_id``) whose judging has finished; returns the submission ids queued again."""
    s, j = db.submissions, db.judgements
    ids = list(submission_ids)
    with session.store.write() as conn:
        query = sa.select(s.c.id).where(s.c.origin == "local")
        if problem_id is not None:
            query = query.where(s.c.problem_id == problem_id)
        elif ids:
            query = query.where(s.c.id.in_(ids))
        else:
            return []
        wanted = [r.id for r in conn.execute(query.order_by(s.c.contest_time_ms, s.c.id))]
        if ids and problem_id is None and len(wanted) != len(set(ids)):
            missing = sorted(set(ids) - set(wanted))
            raise JudgeError(f"no submission {', '.join(missing)}")
        busy = {
            r.submission_id
            for r in conn.execute(
                sa.select(j.c.submission_id).where(j.c.valid, j.c.judgement_type_id.is_(None))
            )
        }
        queued = []
        for sid in wanted:
            if sid in busy:
                continue
            conn.execute(
                j.insert().values(
                    id=db.next_id(conn, "judgement"),
                    submission_id=sid,
                    valid=True,
                    attempt=0,
                    origin="local",
                    extra="{}",
                )
            )
            queued.append(sid)
    return queued


def settle(conn, now: Timestamp, submission_id: str | None = None) -> int:
    """Marks invalid every completed judgement older than a newer completed one of the same
    submission (of one submission, or of all); logs each change. Returns how many."""
    j, s = db.judgements, db.submissions
    query = (
        sa.select(j.c.id, j.c.submission_id, j.c.end_ms, j.c.start_ms, s.c.official)
        .join(s, s.c.id == j.c.submission_id)
        .where(j.c.valid, j.c.judgement_type_id.is_not(None), j.c.origin == "local")
    )
    if submission_id is not None:
        query = query.where(j.c.submission_id == submission_id)
    by_submission: dict[str, list] = {}
    for r in conn.execute(query):
        by_submission.setdefault(r.submission_id, []).append(r)
    contest = None
    count = 0
    for rows in by_submission.values():
        if len(rows) < 2:
            continue
        rows.sort(
            key=lambda r: (
                r.end_ms if r.end_ms is not None else -1,
                r.start_ms if r.start_ms is not None else -1,
                int(r.id) if r.id.isdigit() else 0,
            )
        )
        for old in rows[:-1]:
            conn.execute(j.update().where(j.c.id == old.id).values(valid=False))
            count += 1
            if old.official:
                contest = contest or db.contest_row(conn)
                from judge.contest.queue import log_judgement

                log_judgement(conn, old.id, contest, now)
    return count


def judgements_of(session: Session, submission_id: str) -> list[dict]:
    """Every judgement of a submission, oldest first, for the jury: id, status, verdict,
    times, attempt, valid, cases, detail."""
    import json

    j = db.judgements
    with session.store.read() as conn:
        rows = conn.execute(
            sa.select(j).where(j.c.submission_id == submission_id).order_by(j.c.id.cast(sa.Integer))
        ).all()
    out = []
    for r in rows:
        detail = json.loads(r.detail) if r.detail else {}
        status = (
            "judged" if r.judgement_type_id is not None else "judging" if r.claimed_by else "queued"
        )
        out.append(
            {
                "id": r.id,
                "status": status,
                "type_id": r.judgement_type_id,
                "verdict": detail.get("verdict", r.judgement_type_id),
                "start_ms": r.start_ms,
                "end_ms": r.end_ms,
                "attempt": r.attempt,
                "valid": bool(r.valid),
                "claimed_by": r.claimed_by,
                "cases": json.loads(r.cases) if r.cases else [],
                "detail": detail,
            }
        )
    return out
