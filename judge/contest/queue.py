"""The judging queue: queued judgements claimed by a judge, judged, and completed.

A judgement row with no judgement type and no owner is queued; claiming it writes its owner
(:mod:`judge.contest.lease`), a lease, and a new attempt number in one conditional update, so
two judges never hold the same judgement; completing it requires the same owner and attempt,
so the late result of a judge whose claim was taken over is discarded. Abandoned claims (a
dead owner, a lapsed lease) go back to the queue with :func:`requeue_abandoned`.

The order of the queue is DOMjudge's, fair to teams: the judgement of the team with the fewest
judgements pending (queued or being judged) first, then the oldest submission. The same code
serves the solo command line (judge at once after submitting), the contest server's local
judges and judging machines (:class:`Worker`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, List, Optional

import sqlalchemy as sa

from judge.contest import store as db
from judge.contest.clock import Clock
from judge.contest.judging import JudgementResult, judge_submission
from judge.contest.lease import LEASE_MS, Heartbeat, Owner, abandoned
from judge.contest.times import Timestamp
from judge.errors import JudgeError


@dataclass(frozen=True)
class JudgingContext:
    """What judging a claim needs: the database, the problem set, the cache, the clock, and
    whether runs are isolated (always, but in a solo contest on a machine that cannot)."""

    store: db.Store
    root: Path
    cache_dir: Path
    clock: Clock
    isolate: bool = True


@dataclass(frozen=True)
class Claim:
    """A judgement claimed by one owner, with what judging it needs."""

    jid: str
    owner: str
    attempt: int
    submission_id: str
    problem_id: str
    source: bytes
    filename: str
    official: bool


def _is_queued():
    j = db.judgements
    return sa.and_(j.c.judgement_type_id.is_(None), j.c.valid, j.c.claimed_by.is_(None),
                   j.c.origin == "local")


def claim(conn, jid: str, owner: str, now: Timestamp) -> Optional[Claim]:
    """Claims the queued judgement `jid` for `owner` in the caller's transaction; None when it
    is not queued (complete, or someone else's)."""
    j, s = db.judgements, db.submissions
    row = conn.execute(sa.select(j, s.c.problem_id, s.c.source, s.c.filename, s.c.official)
                       .join(s, s.c.id == j.c.submission_id).where(j.c.id == jid)).first()
    if row is None or row.judgement_type_id is not None or row.claimed_by is not None:
        return None
    contest = db.contest_row(conn)
    attempt = row.attempt + 1
    taken = conn.execute(j.update().where(j.c.id == jid, _is_queued()).values(
        claimed_by=owner, lease_until=now.ms + LEASE_MS, attempt=attempt,
        start_ms=now.ms - contest.started_ms)).rowcount
    if not taken:
        return None
    if row.official:
        log_judgement(conn, jid, contest, now)
    return Claim(jid, owner, attempt, row.submission_id, row.problem_id, row.source or b"",
                 row.filename or "", row.official)


def queued_ids(conn) -> List[str]:
    """Ids of the queued judgements in queue order (fewest pending for the team first, then
    the oldest submission)."""
    j, s = db.judgements, db.submissions
    pending = sa.alias(j, "pending")
    pending_s = sa.alias(s, "pending_s")
    team_load = (sa.select(sa.func.count())
                 .select_from(pending.join(pending_s, pending_s.c.id == pending.c.submission_id))
                 .where(pending_s.c.team_id == s.c.team_id, pending.c.judgement_type_id.is_(None),
                        pending.c.valid, pending.c.origin == "local")
                 .scalar_subquery())
    rows = conn.execute(sa.select(j.c.id).join(s, s.c.id == j.c.submission_id)
                        .where(_is_queued())
                        .order_by(team_load, s.c.submitted_ms, s.c.contest_time_ms, s.c.id))
    return [r.id for r in rows]


def claim_next(conn, owner: str, now: Timestamp) -> Optional[Claim]:
    """Claims the first judgement in queue order for `owner`; None when the queue is empty."""
    for jid in queued_ids(conn):
        taken = claim(conn, jid, owner, now)
        if taken is not None:
            return taken
    return None


def requeue_abandoned(conn, now: Timestamp) -> int:
    """Puts the judgements whose owner died or whose lease ran out back in the queue; how many."""
    j = db.judgements
    running = conn.execute(sa.select(j.c.id, j.c.claimed_by, j.c.lease_until).where(
        j.c.judgement_type_id.is_(None), j.c.valid, j.c.claimed_by.is_not(None),
        j.c.origin == "local")).all()
    count = 0
    for r in running:
        if abandoned(r.claimed_by, r.lease_until, now.ms):
            count += conn.execute(j.update().where(j.c.id == r.id, j.c.claimed_by == r.claimed_by)
                                  .values(claimed_by=None, lease_until=None)).rowcount
    return count


def log_judgement(conn, jid: str, contest, now: Timestamp) -> None:
    """Logs the judgement's current state as a `judgements` event."""
    row = conn.execute(sa.select(db.judgements).where(db.judgements.c.id == jid)).first()
    start = Timestamp(contest.started_ms, contest.utc_offset)
    db.log_event(conn, "judgements", jid, db.judgement_object(row).to_api(start), now.ms)


def judge_claim(context: JudgingContext, taken: Claim) -> bool:
    """Judges a claimed judgement (renewing the lease meanwhile) and completes it. False when
    it was taken over meanwhile: the late result is then discarded. Interrupted (Ctrl-C, a
    bug), the judgement goes back to the queue and the exception goes on."""
    j = db.judgements
    clock = context.clock
    mine = (j.c.id == taken.jid, j.c.claimed_by == taken.owner, j.c.attempt == taken.attempt)

    def renew() -> None:
        with context.store.write() as conn:
            conn.execute(j.update().where(*mine).values(lease_until=clock.now().ms + LEASE_MS))

    error: Optional[str] = None
    try:
        with Heartbeat(renew):
            from judge.problemset.problem import load_problem

            try:
                problem = load_problem(context.root, taken.problem_id)
                result = judge_submission(problem, taken.source, taken.filename,
                                          context.cache_dir, context.isolate)
            except JudgeError as exc:  # the problem's data is broken: a judging error
                result = JudgementResult(verdict="JE", type_id="JE", total=0)
                error = str(exc)
    except BaseException:
        try:
            with context.store.write() as conn:
                conn.execute(j.update().where(*mine).values(claimed_by=None, lease_until=None))
        except JudgeError:
            pass
        raise
    detail = {"verdict": result.verdict, "total": result.total, "failure": result.failure,
              "compile_error": result.compile_error, "error": error}
    with context.store.write() as conn:
        now = clock.now()
        contest = db.contest_row(conn)
        done = conn.execute(j.update().where(*mine, j.c.judgement_type_id.is_(None)).values(
            judgement_type_id=result.type_id, end_ms=now.ms - contest.started_ms,
            lease_until=None, max_run_time=result.max_run_time,
            cases=db.dumps(result.cases), detail=db.dumps(detail))).rowcount
        if not done:
            return False
        if taken.official:
            log_judgement(conn, taken.jid, contest, now)
    return True


class Worker:
    """Judges of one process: `slots` threads, each claiming the next queued judgement,
    judging it and completing it, until `stop`. `wake` tells them new work has arrived;
    without it they look again every `poll` seconds."""

    def __init__(self, context: JudgingContext, slots: int = 1, poll: float = 1.0,
                 owner: Optional[str] = None,
                 on_judged: Optional[Callable[[Claim], None]] = None) -> None:
        self.context, self.slots, self.poll = context, max(1, slots), poll
        self.owner = owner or str(Owner.current())
        self.on_judged = on_judged
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._threads: List[threading.Thread] = []

    def start(self) -> None:
        """Start the judging threads."""
        for slot in range(self.slots):
            thread = threading.Thread(target=self._run, args=(slot,), daemon=True,
                                      name=f"judge-slot-{slot + 1}")
            thread.start()
            self._threads.append(thread)

    def wake(self) -> None:
        """New work may be queued: look now rather than at the next poll."""
        self._wake.set()

    def stop(self) -> None:
        """Stop after the judgings under way; their results are completed first."""
        self._stop.set()
        self._wake.set()
        for thread in self._threads:
            thread.join()

    def run_once(self) -> Optional[Claim]:
        """Claim and judge one queued judgement, if there is one."""
        context = self.context
        with context.store.write() as conn:
            now = context.clock.now()
            requeue_abandoned(conn, now)
            taken = claim_next(conn, self.owner, now)
        if taken is None:
            return None
        if judge_claim(context, taken) and self.on_judged is not None:
            self.on_judged(taken)
        return taken

    def _run(self, slot: int) -> None:
        while not self._stop.is_set():
            try:
                taken = self.run_once()
            except JudgeError:
                taken = None  # the database is busy or gone for a moment: try again later
            if taken is None:
                self._wake.wait(self.poll)
                self._wake.clear()
