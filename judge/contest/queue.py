"""The judging queue: queued judgements claimed by a judge, judged, and completed.

A judgement row with no judgement type and no owner is queued; claiming it writes its owner
(:mod:`judge.contest.lease`), a lease, and a new attempt number in one conditional update, so
two judges never hold the same judgement; completing it requires the same owner and attempt,
so the late result of a judge whose claim was taken over is discarded. Abandoned claims (a
dead owner, a lapsed lease) go back to the queue with :func:`requeue_abandoned`.

The order of the queue is DOMjudge's, fair to teams: the judgement of the team with the fewest
judgements pending (queued or being judged) first, then the oldest submission. The same code
serves the solo command line (judge at once after submitting), the contest server's local
judges and judging machines (:class:`Worker`, and ``judge worker``).

On PostgreSQL, where judges on several machines claim at once, :func:`claim_next` takes the
first queued judgement in that order with ``SELECT ... FOR UPDATE SKIP LOCKED LIMIT 1`` (a row
another transaction holds is passed over, never waited for) and then makes the same
conditional update; requeueing passes over locked rows the same way. On SQLite, writers take
turns (``BEGIN IMMEDIATE``) and the conditional update alone decides.

A worker learns of new work from PostgreSQL's LISTEN/NOTIFY (a trigger notifies
:data:`judge.contest.store.QUEUE_CHANNEL` whenever a judgement becomes queued) and looks
anyway every ``poll`` seconds, which is all it does when notifications fail. It records itself
in the ``workers`` table with a heartbeat, for the jury (:func:`workers_view`,
:func:`queue_view`), and refuses to judge a problem whose data differs from the contest's
(the hash recorded at the start, :func:`judge.contest.judging.problem_data_hash`).
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import sqlalchemy as sa

from judge.contest import store as db
from judge.contest.clock import Clock
from judge.contest.judging import JudgementResult, judge_submission
from judge.contest.lease import LEASE_MS, RENEW_EVERY_S, Heartbeat, Owner, abandoned
from judge.contest.times import Timestamp
from judge.errors import JudgeError

#: Seconds between a worker's heartbeats in the ``workers`` table; a worker not heard from
#: for LOST_AFTER heartbeats is shown as lost.
HEARTBEAT_S = 5.0
LOST_AFTER = 3


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


# -- this process's judgings under way ----------------------------------------------------------
# A process never takes its own judgings under way for abandoned, whatever its clock says (a
# fake clock moved on, a long judging whose renewals failed while the database restarted).

_held: set[tuple[str, str, int]] = set()
_held_lock = threading.Lock()


def _hold(taken: Claim, holding: bool) -> None:
    key = (taken.jid, taken.owner, taken.attempt)
    with _held_lock:
        if holding:
            _held.add(key)
        else:
            _held.discard(key)


def held_here(jid: str, owner: str | None, attempt: int) -> bool:
    """Whether this process is judging judgement ``jid`` as ``owner``, attempt ``attempt``."""
    with _held_lock:
        return (jid, owner or "", attempt) in _held


# -- claims -------------------------------------------------------------------------------------


def _is_queued():
    j = db.judgements
    return sa.and_(
        j.c.judgement_type_id.is_(None), j.c.valid, j.c.claimed_by.is_(None), j.c.origin == "local"
    )


def _postgres(conn) -> bool:
    return conn.dialect.name == "postgresql"


def claim(conn, jid: str, owner: str, now: Timestamp, lease_ms: int = LEASE_MS) -> Claim | None:
    """Claims the queued judgement `jid` for `owner` in the caller's transaction; None when it
    is not queued (complete, or someone else's)."""
    j, s = db.judgements, db.submissions
    row = conn.execute(
        sa.select(j, s.c.problem_id, s.c.source, s.c.filename, s.c.official)
        .join(s, s.c.id == j.c.submission_id)
        .where(j.c.id == jid)
    ).first()
    if row is None or row.judgement_type_id is not None or row.claimed_by is not None:
        return None
    contest = db.contest_row(conn)
    attempt = row.attempt + 1
    taken = conn.execute(
        j.update()
        .where(j.c.id == jid, _is_queued())
        .values(
            claimed_by=owner,
            lease_until=now.ms + lease_ms,
            attempt=attempt,
            start_ms=now.ms - contest.started_ms,
        )
    ).rowcount
    if not taken:
        return None
    if row.official:
        log_judgement(conn, jid, contest, now)
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
    )


def _queue_query(problems: Collection[str] | None = None):
    """The queued judgements in queue order: the team with the fewest pending (queued or
    being judged) first, then the oldest submission; only of ``problems`` if given."""
    j, s = db.judgements, db.submissions
    pending, pending_s = sa.alias(j, "pending"), sa.alias(s, "pending_s")
    load = (
        sa.select(pending_s.c.team_id, sa.func.count().label("pending"))
        .select_from(pending.join(pending_s, pending_s.c.id == pending.c.submission_id))
        .where(pending.c.judgement_type_id.is_(None), pending.c.valid, pending.c.origin == "local")
        .group_by(pending_s.c.team_id)
        .cte("team_load")
    )
    query = (
        sa.select(j.c.id)
        .select_from(
            j.join(s, s.c.id == j.c.submission_id).join(load, load.c.team_id == s.c.team_id)
        )
        .where(_is_queued())
    )
    if problems is not None:
        query = query.where(s.c.problem_id.in_(sorted(problems)))
    return query.order_by(load.c.pending, s.c.submitted_ms, s.c.contest_time_ms, s.c.id, j.c.id)


def queued_ids(conn, problems: Collection[str] | None = None) -> list[str]:
    """Ids of the queued judgements in queue order (fewest pending for the team first, then
    the oldest submission); only of ``problems`` if given."""
    return [r.id for r in conn.execute(_queue_query(problems))]


def claim_next(
    conn,
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
        query = _queue_query(problems).limit(1).with_for_update(of=db.judgements, skip_locked=True)
        row = conn.execute(query).first()
        return None if row is None else claim(conn, row.id, owner, now, lease_ms)
    for jid in queued_ids(conn, problems):
        taken = claim(conn, jid, owner, now, lease_ms)
        if taken is not None:
            return taken
    return None


def requeue_abandoned(conn, now: Timestamp) -> int:
    """Puts the judgements whose owner died or whose lease ran out back in the queue (never
    this process's own judgings under way); how many."""
    j = db.judgements
    query = sa.select(j.c.id, j.c.claimed_by, j.c.lease_until, j.c.attempt).where(
        j.c.judgement_type_id.is_(None),
        j.c.valid,
        j.c.claimed_by.is_not(None),
        j.c.origin == "local",
    )
    if _postgres(conn):
        query = query.with_for_update(skip_locked=True)
    count = 0
    for r in conn.execute(query).all():
        if held_here(r.id, r.claimed_by, r.attempt):
            continue
        if abandoned(r.claimed_by, r.lease_until, now.ms):
            count += conn.execute(
                j.update()
                .where(j.c.id == r.id, j.c.claimed_by == r.claimed_by, j.c.attempt == r.attempt)
                .values(claimed_by=None, lease_until=None)
            ).rowcount
    return count


def log_judgement(conn, jid: str, contest, now: Timestamp) -> None:
    """Logs the judgement's current state as a `judgements` event."""
    row = conn.execute(sa.select(db.judgements).where(db.judgements.c.id == jid)).first()
    start = Timestamp(contest.started_ms, contest.utc_offset)
    db.log_event(conn, "judgements", jid, db.judgement_object(row).to_api(start), now.ms)


# -- judging a claim ----------------------------------------------------------------------------


def judge_claim(context: JudgingContext, taken: Claim) -> bool:
    """Judges a claimed judgement (renewing the lease meanwhile) and completes it. False when
    it was taken over meanwhile: the late result is then discarded. Interrupted (Ctrl-C, a
    bug), the judgement goes back to the queue and the exception goes on."""
    return judge_and_complete(context, taken) is not None


def judge_and_complete(context: JudgingContext, taken: Claim) -> JudgementResult | None:
    """:func:`judge_claim`, returning the result recorded (None: taken over, discarded)."""
    j = db.judgements
    clock = context.clock
    mine = (j.c.id == taken.jid, j.c.claimed_by == taken.owner, j.c.attempt == taken.attempt)

    def renew() -> None:
        with context.store.write(serial=False) as conn:
            conn.execute(
                j.update()
                .where(*mine, j.c.judgement_type_id.is_(None))
                .values(lease_until=clock.now().ms + taken.lease_ms)
            )

    error: str | None = None
    _hold(taken, True)
    try:
        try:
            with Heartbeat(renew, every=min(RENEW_EVERY_S, taken.lease_ms / 3000)):
                from judge.problemset.problem import load_problem

                try:
                    problem = load_problem(context.root, taken.problem_id)
                    result = judge_submission(
                        problem, taken.source, taken.filename, context.cache_dir, context.isolate
                    )
                except JudgeError as exc:  # the problem's data is broken: a judging error
                    result = JudgementResult(verdict="JE", type_id="JE", total=0)
                    error = str(exc)
        except BaseException:
            try:
                with context.store.write(serial=False) as conn:
                    conn.execute(
                        j.update()
                        .where(*mine, j.c.judgement_type_id.is_(None))
                        .values(claimed_by=None, lease_until=None)
                    )
            except JudgeError:
                pass
            raise
        detail = {
            "verdict": result.verdict,
            "total": result.total,
            "failure": result.failure,
            "compile_error": result.compile_error,
            "error": error,
        }
        return result if _complete(context, taken, result, detail) else None
    finally:
        _hold(taken, False)


def _complete(context: JudgingContext, taken: Claim, result: JudgementResult, detail: dict) -> bool:
    """Records the result if the claim is still ours. A database that cannot be reached is
    waited for (as long as the lease would last); a commit whose outcome was lost with the
    connection is found out on the next try (the judgement is complete, by us)."""
    j = db.judgements
    mine = (j.c.id == taken.jid, j.c.claimed_by == taken.owner, j.c.attempt == taken.attempt)
    deadline = time.monotonic() + max(taken.lease_ms / 1000, 1.0)
    delay = 0.2
    while True:
        try:
            with context.store.write() as conn:
                now = context.clock.now()
                contest = db.contest_row(conn)
                done = conn.execute(
                    j.update()
                    .where(*mine, j.c.judgement_type_id.is_(None))
                    .values(
                        judgement_type_id=result.type_id,
                        end_ms=now.ms - contest.started_ms,
                        lease_until=None,
                        max_run_time=result.max_run_time,
                        cases=db.dumps(result.cases),
                        detail=db.dumps(detail),
                    )
                ).rowcount
                if not done:
                    earlier = conn.execute(
                        sa.select(j.c.judgement_type_id, j.c.detail).where(*mine)
                    ).first()
                    # Ours already, from a try whose commit we did not hear of.
                    return (
                        earlier is not None
                        and earlier.judgement_type_id is not None
                        and earlier.detail == db.dumps(detail)
                    )
                if taken.official:
                    log_judgement(conn, taken.jid, contest, now)
            return True
        except db.DatabaseUnavailable:
            if time.monotonic() >= deadline:
                raise
            time.sleep(delay)
            delay = min(delay * 2, 2.0)


# -- judging machines ---------------------------------------------------------------------------


class ContestMoved(JudgeError):
    """The contest's database was moved elsewhere (judge contest move): stop judging here."""


def moved_to(conn) -> str | None:
    """Where the contest in this database was moved to (its URL, password hidden), if it was."""
    return db.get_meta(conn, "moved_to")


class Worker:
    """Judges of one process: `slots` threads, each claiming the next queued judgement,
    judging it and completing it, until `stop`. `wake` tells them new work has arrived;
    without it they look again every `poll` seconds. With ``start()`` the worker also records
    itself in the ``workers`` table (its heartbeat every HEARTBEAT_S seconds) and, on
    PostgreSQL, LISTENs for queued work on a connection of its own.

    ``lease_ms``: how long its claims hold unrenewed; ``name``: how it is shown (default: the
    machine's name); ``check_data``: refuse problems whose data here differs from the
    contest's (each refusal reported once to ``on_refused(problem_id, message)``);
    ``on_verdict(claim, result)`` after each judgement recorded; ``on_status(text)`` when the
    database becomes unreachable or reachable again, or the contest moved.
    """

    def __init__(
        self,
        context: JudgingContext,
        slots: int = 1,
        poll: float = 1.0,
        owner: str | None = None,
        on_judged: Callable[[Claim], None] | None = None,
        *,
        lease_ms: int = LEASE_MS,
        name: str | None = None,
        check_data: bool = True,
        listen: bool = True,
        on_refused: Callable[[str, str], None] | None = None,
        on_verdict: Callable[[Claim, JudgementResult], None] | None = None,
        on_status: Callable[[str], None] | None = None,
    ) -> None:
        self.context, self.slots, self.poll = context, max(1, slots), poll
        if owner is None:
            me = Owner.current()
            owner = str(me if name is None else Owner(name, me.boot, me.pid, me.start))
        self.owner = owner
        self.name = name or (Owner.parse(owner).host if Owner.parse(owner) else owner)
        self.lease_ms, self.check_data, self.listen = lease_ms, check_data, listen
        self.on_judged, self.on_refused = on_judged, on_refused
        self.on_verdict, self.on_status = on_verdict, on_status
        self.refused: dict[str, str] = {}
        self.judged = 0
        self.listening = False
        self.fatal: JudgeError | None = None
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()
        self._hashes: dict[str, tuple[tuple, str]] = {}
        self._unreachable = False
        self._registered = False

    # -- running

    def start(self) -> None:
        """Record this worker, then start the judging threads (and the heartbeat and, on
        PostgreSQL, the listener)."""
        self._register()
        helpers = [("judge-worker-heartbeat", self._heartbeat)]
        if self.listen and self.context.store.postgres:
            helpers.append(("judge-worker-listen", self._listen))
        for name, target in helpers:
            thread = threading.Thread(target=target, daemon=True, name=name)
            thread.start()
            self._threads.append(thread)
        for slot in range(self.slots):
            thread = threading.Thread(
                target=self._run, args=(slot,), daemon=True, name=f"judge-slot-{slot + 1}"
            )
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
        self._threads = []
        if self._registered:
            try:
                with self.context.store.write(serial=False) as conn:
                    self._beat(conn, stopped=True)
            except JudgeError:
                pass

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def run_once(self) -> Claim | None:
        """Claim and judge one queued judgement, if there is one (of a problem this worker
        may judge)."""
        context = self.context
        problems = self.judgeable() if self.check_data else None
        with context.store.write() as conn:
            where = moved_to(conn)
            if where is not None:
                raise ContestMoved(
                    f"{context.store.where}: the contest was moved to {where}; "
                    "start workers on that database"
                )
            now = context.clock.now()
            requeue_abandoned(conn, now)
            taken = claim_next(conn, self.owner, now, self.lease_ms, problems)
        if taken is None:
            return None
        result = judge_and_complete(context, taken)
        if result is not None:
            with self._lock:
                self.judged += 1
            if self.on_verdict is not None:
                self.on_verdict(taken, result)
            if self.on_judged is not None:
                self.on_judged(taken)
        return taken

    def _run(self, slot: int) -> None:
        delay = self.poll
        while not self._stop.is_set():
            try:
                taken = self.run_once()
            except ContestMoved as exc:
                self.fatal = exc
                self._say(str(exc))
                self._stop.set()
                self._wake.set()
                return
            except Exception as exc:
                # moment (a JudgeError), or a bug: either way this slot carries on, slower
                self._trouble(
                    exc
                    if isinstance(exc, JudgeError)
                    else JudgeError(f"judging slot {slot + 1}: {type(exc).__name__}: {exc}")
                )
                self._stop.wait(delay)
                delay = min(delay * 2, 10.0)
                continue
            self._fine()
            delay = self.poll
            if taken is None:
                self._wake.wait(self.poll)
                self._wake.clear()

    def _say(self, text: str) -> None:
        if self.on_status is not None:
            self.on_status(text)

    def _trouble(self, exc: JudgeError) -> None:
        with self._lock:
            first, self._unreachable = not self._unreachable, True
        if first:
            self._say(f"{exc}; trying again")

    def _fine(self) -> None:
        with self._lock:
            back, self._unreachable = self._unreachable, False
        if back:
            self._say(f"{self.context.store.where}: the database answers again")

    # -- the problems' data

    def _local_hash(self, problem_id: str) -> tuple[str | None, str]:
        """This machine's hash of a problem's data (recomputed when its files change), or
        None and why there is none."""
        from judge.contest.judging import problem_data_files, problem_data_hash
        from judge.problemset.problem import load_problem

        try:
            problem = load_problem(self.context.root, problem_id)
            files = problem_data_files(problem)
            stamp = tuple((str(p), p.stat().st_size, p.stat().st_mtime_ns) for p in files)
        except (JudgeError, OSError) as exc:
            return None, str(exc)
        cached = self._hashes.get(problem_id)
        if cached is not None and cached[0] == stamp:
            return cached[1], ""
        digest = problem_data_hash(problem)
        self._hashes[problem_id] = (stamp, digest)
        return digest, ""

    def judgeable(self) -> set[str]:
        """The contest's problems this worker may judge: those whose data here has the hash
        recorded when the contest started (or that have none recorded). Each problem refused
        is reported once (again if the reason changes)."""
        p = db.problems
        with self.context.store.read() as conn:
            rows = conn.execute(sa.select(p.c.id, p.c.label, p.c.data_hash)).all()
        ok: set[str] = set()
        for row in rows:
            if row.data_hash is None:
                ok.add(row.id)
                continue
            local, why = self._local_hash(row.id)
            if local == row.data_hash:
                ok.add(row.id)
                with self._lock:
                    self.refused.pop(row.id, None)
                continue
            if local is None:
                message = (
                    f"not judging problem {row.label} ({row.id}): it cannot be read here: {why}"
                )
            else:
                message = (
                    f"not judging problem {row.label} ({row.id}): its data here differs "
                    f"from the contest's (data hash here {local[:16]}, the contest's "
                    f"{row.data_hash[:16]}, taken when the contest started); give this "
                    f"machine the same problems/ and testdata/ as the contest's"
                )
            with self._lock:
                new = self.refused.get(row.id) != message
                self.refused[row.id] = message
            if new and self.on_refused is not None:
                self.on_refused(row.id, message)
        return ok

    # -- the workers table and the listener

    def _register(self) -> None:
        now = self.context.clock.now().ms
        owner = Owner.parse(self.owner)
        values = {
            "name": self.name,
            "pid": owner.pid if owner else os.getpid(),
            "slots": self.slots,
            "started_ms": now,
            "seen_ms": now,
            "stopped_ms": None,
            "judged": 0,
            "refused": db.dumps(self.refused),
        }
        w = db.workers
        with self.context.store.write(serial=False) as conn:
            if conn.execute(w.update().where(w.c.id == self.owner).values(**values)).rowcount == 0:
                conn.execute(w.insert().values(id=self.owner, **values))
        self._registered = True

    def _beat(self, conn, stopped: bool = False) -> None:
        now = self.context.clock.now().ms
        with self._lock:
            values = {"seen_ms": now, "judged": self.judged, "refused": db.dumps(self.refused)}
        if stopped:
            values["stopped_ms"] = now
        conn.execute(db.workers.update().where(db.workers.c.id == self.owner).values(**values))

    def _heartbeat(self) -> None:
        while not self._stop.wait(HEARTBEAT_S):
            try:
                with self.context.store.write(serial=False) as conn:
                    self._beat(conn)
            except JudgeError:
                pass  # the judging threads say so; the next beat will do

    def _listen(self) -> None:
        """Wakes the judging threads on each notification of queued work; on failure, says so
        and listens again with back-off (the threads poll meanwhile)."""
        delay, failed = 0.5, False
        while not self._stop.is_set():
            raw = None
            try:
                raw = self.context.store.engine.raw_connection()
                pg = raw.driver_connection
                raw.detach()  # ours alone, closed (not pooled) when done
                pg.rollback()
                pg.autocommit = True
                pg.execute(f"LISTEN {db.QUEUE_CHANNEL}")
                self.listening, delay = True, 0.5
                if failed:
                    self._say("listening for queued work again")
                    failed = False
                self.wake()  # what was queued while nobody listened
                while not self._stop.is_set():
                    for _ in pg.notifies(timeout=1.0):
                        self.wake()
                        if self._stop.is_set():
                            break
            except Exception as exc:
                self.listening = False
                if not failed:
                    failed = True
                    self._say(
                        f"cannot listen for queued work ({db.error_line(exc)}); "
                        f"looking every {self.poll:g} s meanwhile"
                    )
                self._stop.wait(delay)
                delay = min(delay * 2, 10.0)
            finally:
                self.listening = False
                if raw is not None:
                    try:
                        raw.close()
                    except Exception:
                        pass


# -- what the jury sees -------------------------------------------------------------------------


@dataclass(frozen=True)
class Judging:
    """A judgement being judged: by whom, since when, until when its lease holds."""

    judgement_id: str
    submission_id: str
    team_id: str
    problem_id: str
    label: str
    owner: str
    attempt: int
    lease_until: int | None  # epoch ms
    submitted_ms: int | None


@dataclass(frozen=True)
class WorkerView:
    """A worker as the jury sees it. ``state``: judging, idle, stopped, or lost (no heartbeat
    for LOST_AFTER beats)."""

    id: str
    name: str
    pid: int | None
    slots: int
    started_ms: int
    seen_ms: int
    stopped_ms: int | None
    judged: int
    refused: dict[str, str]
    state: str
    judging: tuple[Judging, ...] = ()


@dataclass(frozen=True)
class QueueEntry:
    """A queued judgement, at ``position`` (1: next) in queue order."""

    position: int
    judgement_id: str
    submission_id: str
    team_id: str
    problem_id: str
    label: str
    submitted_ms: int | None
    team_pending: int
    attempt: int


@dataclass(frozen=True)
class QueueView:
    """The queue (in order), the judgings under way, and the workers."""

    queued: tuple[QueueEntry, ...]
    judging: tuple[Judging, ...]
    workers: tuple[WorkerView, ...] = field(default_factory=tuple)


def _judgings(conn) -> list[Judging]:
    j, s, p = db.judgements, db.submissions, db.problems
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
        .where(
            j.c.judgement_type_id.is_(None),
            j.c.valid,
            j.c.claimed_by.is_not(None),
            j.c.origin == "local",
        )
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


def workers_view(conn, now_ms: int) -> list[WorkerView]:
    """Every worker recorded, the running first (by name), with what each is judging."""
    by_owner: dict[str, list[Judging]] = {}
    for judging in _judgings(conn):
        by_owner.setdefault(judging.owner, []).append(judging)
    views = []
    for r in conn.execute(sa.select(db.workers).order_by(db.workers.c.name, db.workers.c.id)):
        mine = tuple(by_owner.get(r.id, ()))
        if r.stopped_ms is not None:
            state = "stopped"
        elif r.seen_ms < now_ms - LOST_AFTER * HEARTBEAT_S * 1000:
            state = "lost"
        else:
            state = "judging" if mine else "idle"
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
                state,
                mine,
            )
        )
    order = {"judging": 0, "idle": 0, "lost": 1, "stopped": 2}
    return sorted(views, key=lambda v: order[v.state])


def live_workers(conn, now_ms: int) -> int:
    """How many workers have a heartbeat younger than LOST_AFTER beats and are not stopped."""
    w = db.workers
    return (
        conn.execute(
            sa.select(sa.func.count())
            .select_from(w)
            .where(
                w.c.stopped_ms.is_(None), w.c.seen_ms >= now_ms - LOST_AFTER * HEARTBEAT_S * 1000
            )
        ).scalar()
        or 0
    )


def queue_view(conn, now_ms: int) -> QueueView:
    """What the jury page shows of judging: the queue in order (with each team's pending
    count), the judgings under way, and the workers."""
    j, s, p = db.judgements, db.submissions, db.problems
    order = queued_ids(conn)
    pending: dict[str, int] = dict(
        conn.execute(
            sa.select(s.c.team_id, sa.func.count())
            .select_from(j.join(s, s.c.id == j.c.submission_id))
            .where(j.c.judgement_type_id.is_(None), j.c.valid, j.c.origin == "local")
            .group_by(s.c.team_id)
        ).all()
    )
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
            .where(_is_queued())
        )
    }
    queued = tuple(
        QueueEntry(
            n,
            jid,
            rows[jid].submission_id,
            rows[jid].team_id,
            rows[jid].problem_id,
            rows[jid].label,
            rows[jid].submitted_ms,
            pending.get(rows[jid].team_id, 0),
            rows[jid].attempt,
        )
        for n, jid in enumerate(order, start=1)
        if jid in rows
    )
    return QueueView(queued, tuple(_judgings(conn)), tuple(workers_view(conn, now_ms)))
