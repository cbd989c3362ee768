"""The judging queue: fair order, one owner per claim, and a worker's slots judging it empty."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from contest.contest_helpers import ACCEPTED, WRONG_ON_SAMPLE, new_contest, open_session
from judge.contest.core.model import Team
from judge.contest.core.queue_view import HEARTBEAT_S, LOST_AFTER, WorkerState
from judge.contest.core.records import Origin
from judge.contest.ops import claims
from judge.contest.ops.start import start_contest
from judge.contest.ops.views import submission_view
from judge.contest.ops.worker import Worker, WorkerOptions
from judge.contest.storage import lease, queue
from judge.contest.storage import schema as db
from judge.contest.storage.objects import the_contest
from judge.contest.storage.store import next_id
from judge.contest.storage.teams import has_team, insert_team
from support import wait_until


def started(root, clock):
    new_contest(root, "q", ["hdu_1846"], "2:00:00", clock=clock)
    session = open_session(root, "q", clock)
    start_contest(session, "alice")
    return session


def enqueue(session, team: str, path) -> str:
    """A submission of `team` waiting in the queue (as the contest server records one)."""
    now = session.clock.now()
    with session.store.write() as conn:
        if not has_team(conn, team):
            insert_team(conn, Team(team, team, label=team, hidden=False), Origin.LOCAL, now.ms)
        started = the_contest(conn).started_ms
        sid = next_id(conn, "submission")
        conn.execute(
            db.submissions.insert().values(
                id=sid,
                team_id=team,
                problem_id="hdu_1846",
                language_id="python3",
                filename=path.name,
                source=path.read_bytes(),
                contest_time_ms=now.ms - started,
                submitted_ms=now.ms,
                official=True,
                origin="local",
                extra="{}",
            )
        )
        conn.execute(
            db.judgements.insert().values(
                id=next_id(conn, "judgement"),
                submission_id=sid,
                valid=True,
                attempt=0,
                origin="local",
                extra="{}",
            )
        )
    session.clock.advance("0:00:01")
    return sid


def queue_order(session) -> list[str]:
    j = db.judgements
    with session.store.read() as conn:
        by_judgement = dict(conn.execute(sa.select(j.c.id, j.c.submission_id)).all())
        return [by_judgement[jid] for jid in queue.queued_ids(conn)]


def test_a_team_with_many_pending_does_not_starve_the_others(root, clock):
    session = started(root, clock)
    flood = [enqueue(session, "busy", ACCEPTED) for _ in range(3)]
    late = enqueue(session, "quiet", ACCEPTED)
    # quiet has one pending, busy three: quiet's submission goes first despite being newest.
    assert queue_order(session) == [late, *flood]
    session.close()


def test_a_claimed_judgement_cannot_be_claimed_again(root, clock):
    session = started(root, clock)
    sid = enqueue(session, "t1", ACCEPTED)
    with session.store.write() as conn:
        first = queue.claim_next(conn, "judge-a/x/1/1", clock.now())
        second = queue.claim_next(conn, "judge-b/x/2/2", clock.now())
    assert first is not None and first.submission_id == sid and second is None
    with session.store.write() as conn:
        again = queue.claim(conn, first.jid, "judge-b/x/2/2", clock.now())
    assert again is None
    session.close()


@pytest.mark.slow
def test_a_worker_judges_the_queue_empty_with_several_slots(root, clock):
    session = started(root, clock)
    wanted = {
        enqueue(session, f"t{k}", path): verdict
        for k, (path, verdict) in enumerate(
            [(ACCEPTED, "AC"), (WRONG_ON_SAMPLE, "WA"), (ACCEPTED, "AC"), (WRONG_ON_SAMPLE, "WA")]
        )
    }
    judged = []
    worker = Worker(session.judging(), slots=2, poll=0.05, on_judged=judged.append)
    while worker.run_once() is not None:
        pass
    assert queue_order(session) == []
    views = {v.id: v.verdict for v in (submission_view(session, sid) for sid in wanted)}
    assert views == wanted and len(judged) == 4
    session.close()


@pytest.mark.slow
def test_worker_threads_stop_cleanly(root, clock):
    session = started(root, clock)
    sid = enqueue(session, "t1", ACCEPTED)
    judged = []
    worker = Worker(session.judging(), slots=2, poll=0.05, on_judged=judged.append)
    worker.start()
    wait_until(lambda: judged, timeout=30, what="the worker to judge the submission")
    worker.stop()
    assert [c.submission_id for c in judged] == [sid]
    assert submission_view(session, sid).verdict == "AC"
    session.close()


def test_a_process_never_takes_over_its_own_judging_under_way(root, clock, monkeypatch):
    """Whatever the clock says (here a fake one moved past the lease), a judging this process
    has under way stays its own; another owner's lapsed claim is requeued."""
    session = started(root, clock)
    mine = enqueue(session, "t1", ACCEPTED)
    theirs = enqueue(session, "t2", ACCEPTED)
    real = claims.judge_submission
    requeued = []

    def slow(*args, **kwargs):
        clock.advance(lease.LEASE_MS + 1)  # the lease ran out meanwhile, by this clock
        with session.store.write() as conn:
            requeued.append(queue.requeue_abandoned(conn, clock.now()))
        return real(*args, **kwargs)

    with session.store.write() as conn:
        other = queue.claim(conn, queue.queued_ids(conn)[1], "judgehost-2/b/7/7", clock.now())
        taken = queue.claim_next(conn, str(lease.Owner.current()), clock.now())
    assert (taken.submission_id, other.submission_id) == (mine, theirs)
    monkeypatch.setattr(claims, "judge_submission", slow)
    assert claims.judge_claim(session.judging(), taken)  # completed: nobody took it over
    assert requeued == [1]  # the other judge's claim went back to the queue
    views = {sid: submission_view(session, sid) for sid in (mine, theirs)}
    assert (views[mine].verdict, views[mine].attempt) == ("AC", 1)
    assert (views[theirs].status, views[theirs].attempt) == ("queued", 1)
    session.close()


def test_the_jury_sees_workers_judgings_and_the_queue(root, clock, cli):
    session = started(root, clock)
    first = enqueue(session, "t1", ACCEPTED)
    second = enqueue(session, "t1", WRONG_ON_SAMPLE)
    third = enqueue(session, "t2", ACCEPTED)
    fourth = enqueue(session, "t3", ACCEPTED)
    worker = Worker(session.judging(), slots=2, options=WorkerOptions(name="judge-1"))
    worker.register()
    with session.store.write() as conn:
        taken = queue.claim_next(conn, worker.owner, clock.now())
    clock.advance("0:00:10")
    with session.store.read() as conn:
        view = queue.queue_view(conn, clock.now().ms)
    assert taken.submission_id == third  # t1 has two pending, t2 and t3 one; t2's is older
    assert [(q.position, q.submission_id, q.team_id, q.team_pending) for q in view.queued] == [
        (1, fourth, "t3", 1),
        (2, first, "t1", 2),
        (3, second, "t1", 2),
    ]
    (judging,) = view.judging
    assert (judging.submission_id, judging.owner, judging.attempt) == (third, worker.owner, 1)
    (shown,) = view.workers
    assert (shown.name, shown.slots, shown.state, shown.judging) == (
        "judge-1",
        2,
        "judging",
        (judging,),
    )
    clock.advance(int(LOST_AFTER * HEARTBEAT_S * 1000) + 1)
    with session.store.read() as conn:
        assert queue.workers_view(conn, clock.now().ms)[0].state == "lost"
    session.close()
    result = cli("contest", "queue", "q")
    assert result.exit_code == 0, (result.output, result.exception)
    text = result.output
    assert text.splitlines()[0] == "q: 3 queued, 1 being judged, 0 workers running"
    assert "judge-1" in text and "lost" in text and "queue (next first):" in text


def test_a_worker_needs_a_contest_in_postgres(root, clock, cli):
    started(root, clock).close()
    result = cli("worker", "--db", f"sqlite:///{root / 'contests' / 'q' / 'contest.db'}")
    assert result.exit_code == 2
    assert "workers judge contests kept in PostgreSQL" in result.stderr


def test_a_worker_that_stopped_answering_is_shown_so(root, clock, cli):
    """A worker killed 14 s ago (its heartbeat every 5 s) is not answering, not running; the
    judging it held waits for its lease."""
    new_contest(root, "silent", ["hdu_1846"], "1:00:00", clock)
    session = open_session(root, "silent", clock)
    worker = Worker(session.judging(), slots=1, options=WorkerOptions(name="judge-9"))
    worker.register()
    clock.advance("0:00:14")
    with session.store.read() as conn:
        (shown,) = queue.workers_view(conn, clock.now().ms)
    assert shown.state is WorkerState.SILENT
    session.close()
    text = cli("contest", "queue", "silent").output
    assert text.splitlines()[0] == "silent: 0 queued, 0 being judged, 0 workers running"
    assert "not answering" in text and "idle" not in text
