"""The judging queue: queued judgements claimed by a judge, completed, or given back; the
workers' records; what the jury sees of it all.

A judgement row with no judgement type and no owner is queued; claiming it writes its owner
(:mod:`judge.contest.storage.lease`), a lease, and a new attempt number in one conditional
update, so two judges never hold the same judgement; completing it requires the same owner and
attempt, so the late result of a judge whose claim was taken over is discarded. Abandoned
claims (a dead owner, a lapsed lease) go back to the queue with :func:`requeue_abandoned`.

Judging a judgement is attempted at most :data:`MAX_ATTEMPTS` times: a judgement whose judging
began that often and never completed (its judge killed or crashed each time, say by what it
was judging) is completed as a judging error by the next claim instead of being judged
again, so that no submission keeps the queue from moving, restarts included.

The order of the queue is DOMjudge's, fair to teams: the judgement of the team with the fewest
judgements pending (queued or being judged) first, then the oldest submission.

On PostgreSQL, where judges on several machines claim at once, :func:`claim_next` takes the
first queued judgement in that order with ``SELECT ... FOR UPDATE SKIP LOCKED LIMIT 1`` (a row
another transaction holds is passed over, never waited for) and then makes the same
conditional update; requeueing passes over locked rows the same way. On SQLite, writers take
turns (``BEGIN IMMEDIATE``) and the conditional update alone decides. A trigger notifies
:data:`judge.contest.storage.schema.QUEUE_CHANNEL` whenever a judgement becomes queued;
:func:`listening` waits for those notifications.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.sql import Select

from judge.contest.core.judgement_types import type_for_verdict
from judge.contest.core.model import DEFAULT_MAX_SCORE
from judge.contest.core.points import recorded_score
from judge.contest.core.queue_view import (
    Judging,
    JudgingError,
    QueueEntry,
    QueueView,
    WorkerState,
    WorkerView,
    alive_since,
    worker_state,
)
from judge.contest.core.records import JudgementResult, Origin, subtasks_json
from judge.contest.core.times import Timestamp
from judge.contest.storage.lease import LEASE_MS, abandoned
from judge.contest.storage.objects import the_contest
from judge.contest.storage.schema import (
    QUEUE_CHANNEL,
    being_judged,
    dumps,
    judgements,
    pending,
    problems,
    queued,
    submissions,
    workers,
)
from judge.contest.storage.store import Store, get_meta, set_meta
from judge.contest.storage.submissions import log_judgement, log_runs
from judge.judging.verdict import Verdict

#: How many times judging a judgement may begin; the next claim gives it up (a judging error).
MAX_ATTEMPTS = 3


@dataclass(frozen=True)
class Claim:
    """A judgement claimed by one owner, with what judging it needs; ``lease_ms``: how long
    the claim holds without renewal."""

    jid: str
    owner: str
    attempt: int
    submission_id: str
    problem_id: str
    source: bytes
    filename: str
    official: bool
    lease_ms: int = LEASE_MS
    language: str | None = None  # the CCS language id it was submitted in


class HeldJudgings:
    """The judgings this process has under way. A process never takes its own judgings for
    abandoned, whatever its clock says (a fake clock moved on, a long judging whose renewals
    failed while the database restarted): it knows they are alive. One per process
    (:data:`HELD`), since every judge of the process must respect the others' claims."""

    def __init__(self) -> None:
        self._held: set[tuple[str, str, int]] = set()
        self._lock = threading.Lock()

    def hold(self, taken: Claim, holding: bool) -> None:
        """Records that this process judges ``taken`` (``holding``), or no longer does."""
        key = (taken.jid, taken.owner, taken.attempt)
        with self._lock:
            if holding:
                self._held.add(key)
            else:
                self._held.discard(key)

    def holds(self, jid: str, owner: str | None, attempt: int) -> bool:
        """Whether this process is judging judgement ``jid`` as ``owner``, attempt ``attempt``."""
        with self._lock:
            return (jid, owner or "", attempt) in self._held


#: This process's judgings under way.
HELD = HeldJudgings()


# -- claims -------------------------------------------------------------------------------------


def _postgres(conn: Connection) -> bool:
    return conn.dialect.name == "postgresql"


def claim(
    conn: Connection, jid: str, owner: str, now: Timestamp, lease_ms: int = LEASE_MS
) -> Claim | None:
    """Claims the queued judgement `jid` for `owner` in the caller's transaction; None when it
    is not queued (complete, or someone else's). An official submission's judgement is
    logged as begun."""
    j, s = judgements, submissions
    row = conn.execute(
        sa.select(j, s.c.problem_id, s.c.source, s.c.filename, s.c.official, s.c.language_id)
        .join(s, s.c.id == j.c.submission_id)
        .where(j.c.id == jid)
    ).first()
    if row is None or row.judgement_type_id is not None or row.claimed_by is not None:
        return None
    record = the_contest(conn)
    assert record.started_ms is not None, "submissions are made once the contest has started"
    if row.attempt >= MAX_ATTEMPTS:
        _give_up(conn, jid, row.attempt, row.official, now)
        return None
    attempt = row.attempt + 1
    taken = conn.execute(
        j.update()
        .where(j.c.id == jid, queued())
        .values(
            claimed_by=owner,
            lease_until=now.ms + lease_ms,
            attempt=attempt,
            start_ms=now.ms - record.started_ms,
        )
    ).rowcount
    if not taken:
        return None
    if row.official:
        log_judgement(conn, jid, record, now.ms)
    return Claim(
        jid,
        owner,
        attempt,
        row.submission_id,
        row.problem_id,
        row.source or b"",
        row.filename or "",
        row.official,
        lease_ms,
        row.language_id,
    )


def _give_up(conn: Connection, jid: str, attempts: int, official: bool, now: Timestamp) -> None:
    """Completes a queued judgement whose judging began ``attempts`` times without finishing
    as a judging error, with the reason for the jury."""
    reason = (
        f"judging began {attempts} times and never finished (its judge was stopped or "
        "crashed each time); look at the submission, then rejudge it"
    )
    result = JudgementResult(
        verdict=Verdict.JE, type_id=type_for_verdict(Verdict.JE).id, total=0, error=reason
    )
    record = the_contest(conn)
    assert record.started_ms is not None
    j = judgements
    conn.execute(
        j.update()
        .where(j.c.id == jid, queued())
        .values(
            judgement_type_id=result.type_id,
            start_ms=sa.func.coalesce(j.c.start_ms, now.ms - record.started_ms),
            end_ms=now.ms - record.started_ms,
            max_run_time=result.max_run_time,
            cases=dumps(result.cases_json()),
            detail=dumps(result.detail_json()),
        )
    )
    if official:
        log_judgement(conn, jid, record, now.ms)


def _pending_per_team() -> Any:
    """Each team's pending judgements (queued or being judged), as a subquery."""
    j, s = sa.alias(judgements, "pending"), sa.alias(submissions, "pending_s")
    return (
        sa.select(s.c.team_id, sa.func.count().label("pending"))
        .select_from(j.join(s, s.c.id == j.c.submission_id))
        .where(pending(j))
        .group_by(s.c.team_id)
        .cte("team_load")
    )


def _queue_query(problem_ids: Collection[str] | None = None) -> Select[Any]:
    """The queued judgements in queue order: the team with the fewest pending (queued or
    being judged) first, then the oldest submission; only of ``problem_ids`` if given."""
    j, s = judgements, submissions
    load = _pending_per_team()
    query = (
        sa.select(j.c.id)
        .select_from(
            j.join(s, s.c.id == j.c.submission_id).join(load, load.c.team_id == s.c.team_id)
        )
        .where(queued())
    )
    if problem_ids is not None:
        query = query.where(s.c.problem_id.in_(sorted(problem_ids)))
    return query.order_by(load.c.pending, s.c.submitted_ms, s.c.contest_time_ms, s.c.id, j.c.id)


def queued_ids(conn: Connection, problem_ids: Collection[str] | None = None) -> list[str]:
    """Ids of the queued judgements in queue order (fewest pending for the team first, then
    the oldest submission); only of ``problem_ids`` if given."""
    return [r.id for r in conn.execute(_queue_query(problem_ids))]


def claim_next(
    conn: Connection,
    owner: str,
    now: Timestamp,
    lease_ms: int = LEASE_MS,
    problems: Collection[str] | None = None,
) -> Claim | None:
    """Claims the first judgement in queue order (of ``problems`` only, if given) for `owner`;
    None when there is none."""
    if problems is not None and not problems:
        return None
    if _postgres(conn):
        query = _queue_query(problems).limit(1).with_for_update(of=judgements, skip_locked=True)
        seen: set[str] = set()
        while True:  # past the judgements given up (completed by claim), to the next one
            row = conn.execute(query).first()
            if row is None or row.id in seen:
                return None
            seen.add(row.id)
            taken = claim(conn, row.id, owner, now, lease_ms)
            if taken is not None:
                return taken
    for jid in queued_ids(conn, problems):
        taken = claim(conn, jid, owner, now, lease_ms)
        if taken is not None:
            return taken
    return None


def requeue_abandoned(conn: Connection, now: Timestamp) -> int:
    """Puts the judgements whose owner died or whose lease ran out back in the queue (never
    this process's own judgings under way); how many."""
    j = judgements
    query = sa.select(j.c.id, j.c.claimed_by, j.c.lease_until, j.c.attempt).where(being_judged())
    if _postgres(conn):
        query = query.with_for_update(skip_locked=True)
    count = 0
    for r in conn.execute(query).all():
        if HELD.holds(r.id, r.claimed_by, r.attempt):
            continue
        if abandoned(r.claimed_by, r.lease_until, now.ms):
            count += conn.execute(
                j.update()
                .where(j.c.id == r.id, j.c.claimed_by == r.claimed_by, j.c.attempt == r.attempt)
                .values(claimed_by=None, lease_until=None)
            ).rowcount
    return count


def _mine(taken: Claim) -> tuple[Any, ...]:
    j = judgements
    return (j.c.id == taken.jid, j.c.claimed_by == taken.owner, j.c.attempt == taken.attempt)


def renew(conn: Connection, taken: Claim, until_ms: int) -> None:
    """Renews a claim's lease, if the judgement is still ours and unfinished (a write without
    the writer lock: it logs nothing)."""
    j = judgements
    conn.execute(
        j.update()
        .where(*_mine(taken), j.c.judgement_type_id.is_(None))
        .values(lease_until=until_ms)
    )


def give_back(conn: Connection, taken: Claim) -> None:
    """Puts a claimed judgement back in the queue, if it is still ours and unfinished."""
    j = judgements
    conn.execute(
        j.update()
        .where(*_mine(taken), j.c.judgement_type_id.is_(None))
        .values(claimed_by=None, lease_until=None)
    )


def complete(conn: Connection, taken: Claim, result: JudgementResult, now: Timestamp) -> bool:
    """Records the result if the claim is still ours (logging the official judgement's end);
    True when it is recorded, now or by an earlier try of ours whose commit we did not hear of;
    False when the claim was taken over (the result is discarded)."""
    j = judgements
    record = the_contest(conn)
    assert record.started_ms is not None
    detail = dumps(result.detail_json())
    score = result.score
    if record.rule.by_points:
        most = conn.execute(
            sa.select(problems.c.max_score)
            .join(submissions, submissions.c.problem_id == problems.c.id)
            .join(j, j.c.submission_id == submissions.c.id)
            .where(j.c.id == taken.jid)
        ).scalar()
        solved = type_for_verdict(result.verdict).solved
        worth = DEFAULT_MAX_SCORE if most is None else most
        score = recorded_score(score, solved, worth)
    done = conn.execute(
        j.update()
        .where(*_mine(taken), j.c.judgement_type_id.is_(None))
        .values(
            judgement_type_id=result.type_id,
            end_ms=now.ms - record.started_ms,
            lease_until=None,
            max_run_time=result.max_run_time,
            cases=dumps(result.cases_json()),
            detail=detail,
            score=score,
            subtasks=subtasks_json(result.subtasks),
        )
    ).rowcount
    if not done:
        earlier = conn.execute(
            sa.select(j.c.judgement_type_id, j.c.detail).where(*_mine(taken))
        ).first()
        # Ours already, from a try whose commit we did not hear of.
        return (
            earlier is not None
            and earlier.judgement_type_id is not None
            and earlier.detail == detail
        )
    if taken.official:
        log_runs(conn, taken.jid, record, now.ms)
        log_judgement(conn, taken.jid, record, now.ms)
    return True


# -- a contest moved elsewhere ------------------------------------------------------------------


def moved_to(conn: Connection) -> str | None:
    """Where the contest in this database was moved to (its URL, password hidden), if it was."""
    return get_meta(conn, "moved_to")


def mark_moved(conn: Connection, where: str) -> None:
    """Marks the contest in this database as moved to ``where`` (a URL, password hidden)."""
    set_meta(conn, "moved_to", where)


# -- workers ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WorkerBeat:
    """What a worker writes of itself: its name, pid and slots when it starts; the problems it
    refuses (id -> why) and how many judgements it completed, with each heartbeat."""

    owner: str
    name: str
    pid: int
    slots: int
    judged: int
    refused: Mapping[str, str]


def register_worker(conn: Connection, beat: WorkerBeat, now_ms: int) -> None:
    """Records a worker starting (again, if it ran before under the same owner)."""
    values = {
        "name": beat.name,
        "pid": beat.pid,
        "slots": beat.slots,
        "started_ms": now_ms,
        "seen_ms": now_ms,
        "stopped_ms": None,
        "judged": beat.judged,
        "refused": dumps(dict(beat.refused)),
    }
    w = workers
    if conn.execute(w.update().where(w.c.id == beat.owner).values(**values)).rowcount == 0:
        conn.execute(w.insert().values(id=beat.owner, **values))


def worker_beat(conn: Connection, beat: WorkerBeat, now_ms: int, stopped: bool = False) -> None:
    """A worker's heartbeat (and, with ``stopped``, its clean stop)."""
    values: dict[str, Any] = {
        "seen_ms": now_ms,
        "judged": beat.judged,
        "refused": dumps(dict(beat.refused)),
    }
    if stopped:
        values["stopped_ms"] = now_ms
    conn.execute(workers.update().where(workers.c.id == beat.owner).values(**values))


def live_workers(conn: Connection, now_ms: int) -> int:
    """How many workers have a heartbeat younger than LOST_AFTER beats and are not stopped."""
    w = workers
    return (
        conn.execute(
            sa.select(sa.func.count())
            .select_from(w)
            .where(w.c.stopped_ms.is_(None), w.c.seen_ms >= alive_since(now_ms))
        ).scalar()
        or 0
    )


class Notifications(Protocol):
    """Waits up to ``timeout`` seconds, giving one item per notification that arrives."""

    def __call__(self, timeout: float) -> Iterator[object]: ...


@contextmanager
def listening(store: Store) -> Iterator[Notifications]:
    """On PostgreSQL, LISTENs for queued work on a connection of its own (not pooled, closed
    when done); yields ``notifications(timeout)``, which gives one item per notification that
    arrives within ``timeout`` seconds."""
    raw = store.engine.raw_connection()
    try:
        pg: Any = raw.driver_connection
        raw.detach()  # ours alone, closed (not pooled) when done
        pg.rollback()
        pg.autocommit = True
        pg.execute(f"LISTEN {QUEUE_CHANNEL}")
        yield lambda timeout: pg.notifies(timeout=timeout)
    finally:
        try:
            raw.close()
        except Exception:
            pass


# -- what the jury sees -------------------------------------------------------------------------


def _judgings(conn: Connection) -> list[Judging]:
    j, s, p = judgements, submissions, problems
    rows = conn.execute(
        sa.select(
            j.c.id,
            j.c.submission_id,
            j.c.claimed_by,
            j.c.attempt,
            j.c.lease_until,
            s.c.team_id,
            s.c.problem_id,
            s.c.submitted_ms,
            p.c.label,
        )
        .join(s, s.c.id == j.c.submission_id)
        .join(p, p.c.id == s.c.problem_id)
        .where(being_judged())
        .order_by(j.c.lease_until, j.c.id)
    ).all()
    return [
        Judging(
            r.id,
            r.submission_id,
            r.team_id,
            r.problem_id,
            r.label,
            r.claimed_by,
            r.attempt,
            r.lease_until,
            r.submitted_ms,
        )
        for r in rows
    ]


def workers_view(conn: Connection, now_ms: int) -> list[WorkerView]:
    """Every worker recorded, the running first (by name), with what each is judging."""
    by_owner: dict[str, list[Judging]] = {}
    for judging in _judgings(conn):
        by_owner.setdefault(judging.owner, []).append(judging)
    views = []
    for r in conn.execute(sa.select(workers).order_by(workers.c.name, workers.c.id)):
        mine = tuple(by_owner.get(r.id, ()))
        views.append(
            WorkerView(
                r.id,
                r.name,
                r.pid,
                r.slots,
                r.started_ms,
                r.seen_ms,
                r.stopped_ms,
                r.judged,
                json.loads(r.refused or "{}"),
                worker_state(r.seen_ms, r.stopped_ms is not None, bool(mine), now_ms),
                mine,
            )
        )
    order = {
        WorkerState.JUDGING: 0,
        WorkerState.IDLE: 0,
        WorkerState.SILENT: 1,
        WorkerState.LOST: 1,
        WorkerState.STOPPED: 2,
    }
    return sorted(views, key=lambda v: order[v.state])


def judging_errors(conn: Connection) -> list[JudgingError]:
    """The valid judgements that are judging errors (JE), newest first, with the reason."""
    j, s, p = judgements, submissions, problems
    rows = conn.execute(
        sa.select(j.c.id, j.c.submission_id, j.c.detail, s.c.team_id, s.c.problem_id, p.c.label)
        .join(s, s.c.id == j.c.submission_id)
        .join(p, p.c.id == s.c.problem_id)
        .where(j.c.valid, j.c.judgement_type_id == "JE", j.c.origin == Origin.LOCAL.value)
        .order_by(j.c.end_ms.desc(), j.c.id.desc())
    ).all()
    return [
        JudgingError(
            r.id,
            r.submission_id,
            r.team_id,
            r.problem_id,
            r.label,
            (json.loads(r.detail) if r.detail else {}).get("error") or "no reason recorded",
        )
        for r in rows
    ]


def queue_view(conn: Connection, now_ms: int) -> QueueView:
    """What the jury page shows of judging: the queue in order (with each team's pending
    count), the judgings under way, and the workers."""
    j, s, p = judgements, submissions, problems
    order = queued_ids(conn)
    team_pending: dict[str, int] = {
        r.team_id: r.pending
        for r in conn.execute(
            sa.select(s.c.team_id, sa.func.count().label("pending"))
            .select_from(j.join(s, s.c.id == j.c.submission_id))
            .where(pending())
            .group_by(s.c.team_id)
        )
    }
    rows = {
        r.id: r
        for r in conn.execute(
            sa.select(
                j.c.id,
                j.c.submission_id,
                j.c.attempt,
                s.c.team_id,
                s.c.problem_id,
                s.c.submitted_ms,
                p.c.label,
            )
            .join(s, s.c.id == j.c.submission_id)
            .join(p, p.c.id == s.c.problem_id)
            .where(queued())
        )
    }
    entries = tuple(
        QueueEntry(
            n,
            jid,
            rows[jid].submission_id,
            rows[jid].team_id,
            rows[jid].problem_id,
            rows[jid].label,
            rows[jid].submitted_ms,
            team_pending.get(rows[jid].team_id, 0),
            rows[jid].attempt,
        )
        for n, jid in enumerate(order, start=1)
        if jid in rows
    )
    return QueueView(
        entries,
        tuple(_judgings(conn)),
        tuple(workers_view(conn, now_ms)),
        tuple(judging_errors(conn)),
    )
