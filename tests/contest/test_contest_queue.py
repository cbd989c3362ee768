"""The judging queue: fair order, one owner per claim, and a worker's slots judging it empty."""

from __future__ import annotations

import pytest

import sqlalchemy as sa

from contest_helpers import ACCEPTED, WRONG_ON_SAMPLE, clock, open_session, root  # noqa: F401
from judge.contest import queue, service
from judge.contest import store as db


def started(root, clock):
    service.new_contest(root, "q", ["hdu_1846"], "2:00:00", clock=clock)
    session = open_session(root, "q", clock)
    service.start_contest(session, "alice")
    return session


def enqueue(session, team: str, path) -> str:
    """A submission of `team` waiting in the queue (as the contest server records one)."""
    now = session.clock.now()
    with session.store.write() as conn:
        if conn.execute(sa.select(db.teams.c.id).where(db.teams.c.id == team)).first() is None:
            conn.execute(db.teams.insert().values(id=team, name=team, label=team, hidden=False,
                                                  group_ids="[]", origin="local", extra="{}"))
        row = db.contest_row(conn)
        sid = db.next_id(conn, "submission")
        conn.execute(db.submissions.insert().values(
            id=sid, team_id=team, problem_id="hdu_1846", language_id="python3",
            filename=path.name, source=path.read_bytes(), contest_time_ms=now.ms - row.started_ms,
            submitted_ms=now.ms, official=True, origin="local", extra="{}"))
        conn.execute(db.judgements.insert().values(
            id=db.next_id(conn, "judgement"), submission_id=sid, valid=True, attempt=0,
            origin="local", extra="{}"))
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
    wanted = {enqueue(session, f"t{k}", path): verdict
              for k, (path, verdict) in enumerate([(ACCEPTED, "AC"), (WRONG_ON_SAMPLE, "WA"),
                                                   (ACCEPTED, "AC"), (WRONG_ON_SAMPLE, "WA")])}
    judged = []
    worker = queue.Worker(session.judging(), slots=2, poll=0.05, on_judged=judged.append)
    while worker.run_once() is not None:
        pass
    assert queue_order(session) == []
    views = {v.id: v.verdict for v in map(lambda sid: service.submission_view(session, sid), wanted)}
    assert views == wanted and len(judged) == 4
    session.close()


@pytest.mark.slow
def test_worker_threads_stop_cleanly(root, clock):
    session = started(root, clock)
    sid = enqueue(session, "t1", ACCEPTED)
    judged = []
    worker = queue.Worker(session.judging(), slots=2, poll=0.05, on_judged=judged.append)
    worker.start()
    import time

    for _ in range(600):  # up to 30 s on a loaded machine; usually well under a second
        if judged:
            break
        time.sleep(0.05)
    worker.stop()
    assert [c.submission_id for c in judged] == [sid]
    assert service.submission_view(session, sid).verdict == "AC"
    session.close()
