"""Submissions and their judgements: recording them, rejudging, and reading them back as the
views people see (a submission with the judging that counts for it; a judgement as the jury
sees it).

Which judgement counts for a submission (CCS): the newest completed one; while none has
completed, the one under way. Superseded judgements (``valid`` false) never count.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Row
from sqlalchemy.sql.elements import ColumnElement

from judge.contest.core.model import Judgement, Submission
from judge.contest.core.records import (
    ContestRecord,
    Detail,
    JudgementView,
    JudgingStatus,
    Origin,
    Person,
    SubmissionView,
    cases_from_json,
    subtasks_from_json,
)
from judge.contest.core.submission_language import entry_point
from judge.contest.core.times import Timestamp
from judge.contest.storage.events import log_event
from judge.contest.storage.objects import (
    judgement_object,
    run_objects,
    submission_object,
    the_contest,
)
from judge.contest.storage.schema import (
    completed,
    dumps,
    judgements,
    pending,
    problems,
    submissions,
    submitters,
)
from judge.contest.storage.store import next_id


@dataclass(frozen=True)
class NewSubmission:
    """A submission to record: whose, to which problem, its file and language."""

    team_id: str
    problem_id: str
    filename: str
    language: str
    source: bytes
    #: The member of a team of members who made it (a site's member), else None.
    submitter: Person | None = None


def record_submission(
    conn: Connection, record: ContestRecord, new: NewSubmission, now: Timestamp
) -> tuple[str, str]:
    """Stores a submission of the started contest ``record`` made at ``now``, with a queued
    judgement (and the submission's event, if it is official: made before the end); returns
    (submission id, judgement id)."""
    assert record.started_ms is not None
    contest_time = now.ms - record.started_ms
    official = contest_time < record.duration_ms
    sid = next_id(conn, "submission")
    extra = {
        "entry_point": entry_point(new.language, new.filename),
        "files": [
            {
                "href": f"contests/{record.id}/submissions/{sid}/files",
                "filename": "files.zip",
                "mime": "application/zip",
            }
        ],
    }
    conn.execute(
        submissions.insert().values(
            id=sid,
            team_id=new.team_id,
            problem_id=new.problem_id,
            language_id=new.language,
            filename=new.filename,
            source=new.source,
            contest_time_ms=contest_time,
            submitted_ms=now.ms,
            official=official,
            origin=Origin.LOCAL.value,
            extra=dumps(extra),
        )
    )
    if new.submitter is not None:
        conn.execute(
            submitters.insert().values(
                submission_id=sid, member_id=new.submitter.id, name=new.submitter.name
            )
        )
    jid = queue_judgement(conn, sid)
    if official:
        start = record.at(record.started_ms)
        row = conn.execute(sa.select(submissions).where(submissions.c.id == sid)).first()
        assert row is not None
        log_event(conn, "submissions", sid, submission_object(row, start).to_api(start), now.ms)
    return sid, jid


def queue_judgement(conn: Connection, sid: str) -> str:
    """A new queued judgement of submission ``sid``; its id. (Queued judgements are not
    Contest API judgements yet: their event is logged when judging begins.)"""
    jid = next_id(conn, "judgement")
    conn.execute(
        judgements.insert().values(
            id=jid,
            submission_id=sid,
            valid=True,
            attempt=0,
            origin=Origin.LOCAL.value,
            extra="{}",
        )
    )
    return jid


def log_judgement(conn: Connection, jid: str, record: ContestRecord, now_ms: int) -> None:
    """Logs a judgement's current state as a ``judgements`` event."""
    row = conn.execute(sa.select(judgements).where(judgements.c.id == jid)).first()
    assert row is not None
    start = record.at(record.started_ms)
    log_event(conn, "judgements", jid, judgement_object(row).to_api(start), now_ms)


def log_runs(conn: Connection, jid: str, record: ContestRecord, now_ms: int) -> None:
    """Logs a completed judgement's runs (one per case judged) as ``runs`` events."""
    row = conn.execute(sa.select(judgements).where(judgements.c.id == jid)).first()
    assert row is not None
    start = record.at(record.started_ms)
    for run in run_objects(row):
        log_event(conn, "runs", run.id, run.to_api(start), now_ms)


# -- rejudging ---------------------------------------------------------------------------------


def local_submission_ids(
    conn: Connection, ids: Collection[str] | None = None, problem_id: str | None = None
) -> list[str]:
    """Our own submissions (of ``problem_id``, or among ``ids``), in contest time order."""
    s = submissions
    query = sa.select(s.c.id).where(s.c.origin == Origin.LOCAL.value)
    if problem_id is not None:
        query = query.where(s.c.problem_id == problem_id)
    elif ids is not None:
        query = query.where(s.c.id.in_(list(ids)))
    return [r.id for r in conn.execute(query.order_by(s.c.contest_time_ms, s.c.id))]


def with_pending_judgement(conn: Connection) -> set[str]:
    """The submissions whose judging has not finished."""
    j = judgements
    return {r.submission_id for r in conn.execute(sa.select(j.c.submission_id).where(pending()))}


def settle(conn: Connection, now_ms: int, submission_id: str | None = None) -> int:
    """Marks invalid every completed judgement older than a newer completed one of the same
    submission (of one submission, or of all); logs each change. Returns how many."""
    j, s = judgements, submissions
    query = (
        sa.select(j.c.id, j.c.submission_id, j.c.end_ms, j.c.start_ms, s.c.official)
        .join(s, s.c.id == j.c.submission_id)
        .where(completed())
    )
    if submission_id is not None:
        query = query.where(j.c.submission_id == submission_id)
    by_submission: dict[str, list[Any]] = {}  # rows
    for r in conn.execute(query):
        by_submission.setdefault(r.submission_id, []).append(r)
    record = None
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
                record = record or the_contest(conn)
                log_judgement(conn, old.id, record, now_ms)
    return count


def official_judging_finished(conn: Connection) -> int | None:
    """The contest time the last official judgement ended, 0 if none; None while any
    official submission still waits for its judgement."""
    j, s = judgements, submissions
    ours = j.join(s, s.c.id == j.c.submission_id)
    official = sa.and_(s.c.official, s.c.origin == Origin.LOCAL.value)
    if conn.execute(
        sa.select(sa.func.count()).select_from(ours).where(official, pending())
    ).scalar():
        return None
    last = conn.execute(
        sa.select(sa.func.max(j.c.end_ms)).select_from(ours).where(official, j.c.valid)
    ).scalar()
    return last or 0


# -- what people see ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Filter:
    """Which submissions: one, a team's, a problem's (any combination; none: all)."""

    submission_id: str | None = None
    team_id: str | None = None
    problem_id: str | None = None

    def condition(self) -> ColumnElement[bool]:
        """The filter in SQL."""
        s = submissions
        parts: list[ColumnElement[bool]] = [sa.true()]
        if self.submission_id is not None:
            parts.append(s.c.id == self.submission_id)
        if self.team_id is not None:
            parts.append(s.c.team_id == self.team_id)
        if self.problem_id is not None:
            parts.append(s.c.problem_id == self.problem_id)
        return sa.and_(*parts)


def submission_views(conn: Connection, which: Filter = Filter()) -> list[SubmissionView]:
    """The submissions ``which`` selects, in contest time order, each with the judging that
    counts for it."""
    s, j, p = submissions, judgements, problems
    subs = conn.execute(
        sa.select(
            s.c.id,
            s.c.team_id,
            s.c.problem_id,
            s.c.filename,
            s.c.contest_time_ms,
            s.c.official,
            p.c.label,
        )
        .join(p, p.c.id == s.c.problem_id)
        .where(which.condition())
        .order_by(s.c.contest_time_ms, s.c.id)
    ).all()
    ids = [r.id for r in subs]
    latest: dict[str, Row[Any]] = {}
    if ids:
        for r in conn.execute(
            sa.select(j).where(j.c.submission_id.in_(ids), j.c.valid).order_by(j.c.start_ms, j.c.id)
        ):
            current = latest.get(r.submission_id)
            # The newest completed judgement counts; else the one under way.
            if (
                current is None
                or current.judgement_type_id is None
                or r.judgement_type_id is not None
            ):
                latest[r.submission_id] = r
    return [_view(r, latest.get(r.id)) for r in subs]


def _view(sub: Any, judgement: Row[Any] | None) -> SubmissionView:
    """A view of a submission row (with its problem's label) and the judgement that counts."""
    base: dict[str, Any] = {
        "id": sub.id,
        "team_id": sub.team_id,
        "problem_id": sub.problem_id,
        "label": sub.label,
        "filename": sub.filename or "",
        "contest_time": sub.contest_time_ms,
        "official": sub.official,
    }
    if judgement is None:
        return SubmissionView(status=JudgingStatus.QUEUED, **base)
    if judgement.judgement_type_id is None:
        status = JudgingStatus.JUDGING if judgement.claimed_by else JudgingStatus.QUEUED
        return SubmissionView(status=status, attempt=judgement.attempt, **base)
    detail = Detail.from_json(json.loads(judgement.detail) if judgement.detail else None)
    return SubmissionView(
        status=JudgingStatus.JUDGED,
        verdict=detail.verdict,
        type_id=judgement.judgement_type_id,
        total=detail.total,
        cases=cases_from_json(json.loads(judgement.cases) if judgement.cases else None),
        failure=detail.failure,
        compile_error=detail.compile_error,
        error=detail.error,
        attempt=judgement.attempt,
        score=judgement.score,
        subtasks=subtasks_from_json(judgement.subtasks),
        **base,
    )


def submission_view(conn: Connection, sid: str) -> SubmissionView | None:
    """One submission with the judging that counts for it, None when there is none."""
    views = submission_views(conn, Filter(submission_id=sid))
    return views[0] if views else None


def judgement_views(conn: Connection, submission_id: str) -> list[JudgementView]:
    """Every judgement of a submission, oldest first, for the jury."""
    j = judgements
    rows = conn.execute(
        sa.select(j).where(j.c.submission_id == submission_id).order_by(j.c.id.cast(sa.Integer))
    ).all()
    out = []
    for r in rows:
        detail = Detail.from_json(json.loads(r.detail) if r.detail else None)
        if r.judgement_type_id is not None:
            status = JudgingStatus.JUDGED
        else:
            status = JudgingStatus.JUDGING if r.claimed_by else JudgingStatus.QUEUED
        out.append(
            JudgementView(
                id=r.id,
                status=status,
                type_id=r.judgement_type_id,
                verdict=detail.verdict.value if detail.verdict is not None else r.judgement_type_id,
                start_ms=r.start_ms,
                end_ms=r.end_ms,
                attempt=r.attempt,
                valid=bool(r.valid),
                claimed_by=r.claimed_by,
                cases=cases_from_json(json.loads(r.cases) if r.cases else None),
                detail=detail,
            )
        )
    return out


def source_of(
    conn: Connection, sid: str, official_only: bool = False
) -> tuple[str, str, bytes] | None:
    """(team id, file name, source) of a submission (of an official one only, if asked), None
    when there is none or it has no source (a recorded one)."""
    s = submissions
    query = sa.select(s.c.team_id, s.c.filename, s.c.source).where(s.c.id == sid)
    if official_only:
        query = query.where(s.c.official)
    row = conn.execute(query).first()
    if row is None or row.source is None:
        return None
    return row.team_id, row.filename or "", row.source


def official_sources(conn: Connection) -> dict[str, tuple[str, bytes]]:
    """Submission id -> (file name, source) of every official submission with a source."""
    s = submissions
    rows = conn.execute(
        sa.select(s.c.id, s.c.filename, s.c.source).where(s.c.official, s.c.source.is_not(None))
    )
    return {r.id: (r.filename, r.source) for r in rows}


def team_official(conn: Connection, team_id: str) -> tuple[list[Submission], list[Judgement]]:
    """A team's official submissions and their judgements that have begun, as API objects (what
    :func:`judge.contest.storage.objects.load_state` holds of them), in the same order."""
    s, j = submissions, judgements
    start = the_contest(conn).start
    subs = conn.execute(
        sa.select(s)
        .where(s.c.team_id == team_id, s.c.official)
        .order_by(s.c.contest_time_ms, s.c.id)
    ).all()
    ids = [r.id for r in subs]
    rows: Iterable[Row[Any]] = (
        conn.execute(
            sa.select(j)
            .where(j.c.submission_id.in_(ids), j.c.start_ms.is_not(None))
            .order_by(j.c.start_ms, j.c.id)
        ).all()
        if ids
        else []
    )
    return [submission_object(r, start) for r in subs], [judgement_object(r) for r in rows]


def submitted_since(conn: Connection, team_id: str, since_ms: int) -> list[int]:
    """When (epoch ms) a team made each of its submissions since ``since_ms``."""
    s = submissions
    return [
        r.submitted_ms
        for r in conn.execute(
            sa.select(s.c.submitted_ms).where(s.c.team_id == team_id, s.c.submitted_ms >= since_ms)
        )
    ]


def submission_ids_of(conn: Connection, team_id: str) -> set[str]:
    """Every submission of a team (official or not)."""
    s = submissions
    return {r.id for r in conn.execute(sa.select(s.c.id).where(s.c.team_id == team_id))}


def submission_count(conn: Connection) -> int:
    """How many submissions the contest has (official or not)."""
    return conn.execute(sa.select(sa.func.count()).select_from(submissions)).scalar() or 0


def submitters_of(conn: Connection) -> dict[str, Person]:
    """The member who made each submission a site's member made, by submission id."""
    return {
        row.submission_id: Person(row.member_id, row.name)
        for row in conn.execute(sa.select(submitters))
    }
