"""Judging machines: ``python3 -m judge worker`` processes on a contest kept in a real
PostgreSQL server. Many workers judge each submission exactly once, as a single local judge
would; a worker killed or stopped mid-judging has its submission judged by another once its
lease runs out, and a late result is discarded; a database restart loses nothing; a worker
whose problem data differs from the contest's refuses, saying why."""

from __future__ import annotations

import collections
import json
import shutil
import signal
import threading
import time

import pytest
import sqlalchemy as sa

from conftest import FULL_PROOFS
from contest.worker_helpers import (
    MIX,
    TINY,
    TINY_PROGRAMS,
    WorkerProcess,
    judged_count,
    open_pg,
    outcomes,
    owner_of,
    pg_contest,
    queue_submissions,
    reference_verdicts,
    rows,
    tiny_root,
    wait_for,
)
from judge.contest.ops.judging import problem_data_hash
from judge.contest.ops.submit import add_team, record_submission
from judge.contest.storage import schema as db
from judge.problemset.problem import load_problem


def check_judged_once(url: str, made: dict, reference: dict) -> dict:
    """Every submission judged, once, as the reference judge judged its program; returns
    the outcomes."""
    found = outcomes(url)
    assert set(found) == set(made)
    for sid, program in made.items():
        outcome = found[sid]
        (judgement,) = outcome.judgements
        assert judgement.judgement_type_id is not None, (sid, program)
        assert (judgement.judgement_type_id, len(json.loads(judgement.cases))) == reference[
            program
        ], (sid, program)
        assert len(outcome.completions) == 1, (sid, outcome.events)
    return found


# Submissions the four workers race for: 200 in CI (each worker claims about fifty, so every
# claim is contested many times over), 500 with JUDGE_FULL_PROOFS=1.
RACED = 500 if FULL_PROOFS else 200


@pytest.mark.slow
def test_four_workers_judge_every_submission_exactly_once(tmp_path, pg_url):
    root = tiny_root(tmp_path)
    pg_contest(root, pg_url)
    made = queue_submissions(root, RACED, teams=50)
    reference = reference_verdicts(list(made.values()))
    assert sorted({v for v, _ in reference.values()}) == ["AC", "CE", "RTE", "WA"]
    workers = [WorkerProcess(root, pg_url, tmp_path / "logs") for _ in range(4)]
    try:
        wait_for(f"{RACED} judgements", lambda: judged_count(pg_url) == RACED, workers, every=1.0)
    finally:
        codes = [w.stop() for w in workers]
    assert codes == [0, 0, 0, 0], [w.output() for w in workers]
    found = check_judged_once(pg_url, made, reference)
    assert all(o.judgements[0].attempt == 1 for o in found.values())  # no claim taken over
    assert all(len(o.events) == 2 for o in found.values())  # claimed, then completed
    # Each worker judged its share and said so, one line per judgement.
    owners = collections.Counter(o.judgements[0].claimed_by for o in found.values())
    w = db.workers
    recorded = dict(rows(pg_url, sa.select(w.c.id, w.c.judged).where(w.c.stopped_ms.is_not(None))))
    assert len(owners) == 4 and recorded == dict(owners)
    for worker in workers:
        assert worker.output().count("judged submission ") == owners[owner_of(worker)]


def slow_submission(root, url) -> str:
    """One submission that takes a few seconds to judge (two cases, 1.5 s asleep each)."""
    with open_pg(root) as session:
        add_team(session, "t1", "Team 1")
        return record_submission(
            session, "t1", "A", "sum_slow.py", (TINY_PROGRAMS / "sum_slow.py").read_bytes()
        ).id


def judgement(url: str):
    (row,) = rows(url, sa.select(db.judgements))
    return row


@pytest.mark.waits
@pytest.mark.slow
def test_a_killed_worker_s_submission_is_judged_elsewhere_after_its_lease(tmp_path, pg_url):
    root = tiny_root(tmp_path)
    pg_contest(root, pg_url)
    sid = slow_submission(root, pg_url)
    # Named otherwise than this machine, the first worker stands for one on another machine:
    # whether it lives cannot be seen from here, only its lease tells.
    doomed = WorkerProcess(root, pg_url, tmp_path / "logs", "--name", "judgehost-a", "--lease", "3")
    try:
        wait_for(
            "the first worker to claim the submission",
            lambda: (judgement(pg_url).claimed_by or "").startswith("judgehost-a/"),
            [doomed],
        )
        time.sleep(0.5)  # into the judging
        doomed.signal_group(signal.SIGKILL)
    finally:
        doomed.kill()
    left_behind = judgement(pg_url)
    assert left_behind.judgement_type_id is None and left_behind.attempt == 1
    other = WorkerProcess(root, pg_url, tmp_path / "logs", "--lease", "3")
    try:
        wait_for("another worker to judge it", lambda: judgement(pg_url).judgement_type_id, [other])
    finally:
        assert other.stop() == 0, other.output()
    done = judgement(pg_url)
    assert (done.judgement_type_id, done.attempt, done.claimed_by) == ("AC", 2, owner_of(other)), (
        done,
        other.output(),
    )
    started = rows(pg_url, sa.select(db.contest.c.started_ms))[0][0]
    # Taken over once the lease ran out.
    assert started + done.start_ms > left_behind.lease_until, (done, left_behind)
    (outcome,) = outcomes(pg_url).values()
    assert [e["judgement_type_id"] for e in outcome.events] == [None, None, "AC"], outcome
    assert f"judged submission {sid} (tiny_sum, attempt 2): AC" in other.output()


@pytest.mark.waits
@pytest.mark.slow
def test_a_paused_worker_s_late_result_is_discarded(tmp_path, pg_url):
    root = tiny_root(tmp_path)
    pg_contest(root, pg_url)
    sid = slow_submission(root, pg_url)
    paused = WorkerProcess(root, pg_url, tmp_path / "logs", "--lease", "3")
    other = None
    try:
        wait_for(
            "the first worker to claim the submission",
            lambda: judgement(pg_url).claimed_by is not None,
            [paused],
        )
        first = judgement(pg_url)
        time.sleep(0.5)  # into the judging
        paused.signal_group(signal.SIGSTOP)  # the worker and the solution it runs
        other = WorkerProcess(root, pg_url, tmp_path / "logs", "--lease", "3")
        wait_for(
            "another worker to take over and judge",
            lambda: (
                judgement(pg_url).attempt == 2 and judgement(pg_url).judgement_type_id is not None
            ),
            [other],
        )
        taken_over = judgement(pg_url)
        paused.signal_group(signal.SIGCONT)  # it finishes its judging, too late
        assert paused.stop() == 0, paused.output()
    finally:
        paused.signal_group(signal.SIGCONT) if paused.process.poll() is None else None
        paused.kill()
        if other is not None:
            assert other.stop() == 0, other.output()
    assert first.claimed_by == owner_of(paused) and first.attempt == 1
    assert (taken_over.claimed_by, taken_over.judgement_type_id) == (owner_of(other), "AC")
    assert judgement(pg_url) == taken_over  # the late result changed nothing
    assert "judged submission" not in paused.output()
    assert "stopped; judged 0 submissions" in paused.output()
    assert f"judged submission {sid} (tiny_sum, attempt 2): AC" in other.output()
    (outcome,) = outcomes(pg_url).values()
    assert [e["judgement_type_id"] for e in outcome.events] == [None, None, "AC"]


@pytest.mark.slow
def test_a_database_restart_mid_contest_loses_nothing(tmp_path, postgres):
    url = postgres.create_database()
    root = tiny_root(tmp_path)
    pg_contest(root, url)
    made = queue_submissions(root, 120, teams=20)
    reference = reference_verdicts(list(made.values()))
    workers = [WorkerProcess(root, url, tmp_path / "logs", "--lease", "10") for _ in range(2)]
    server = open_pg(root)  # the contest server's session, open across the restart
    try:
        wait_for("some judgements", lambda: judged_count(url) >= 20, workers)
        postgres.stop()
        during = {}

        def submit_while_down() -> None:  # a team submits while the database is down
            during["sid"] = record_submission(
                server, "t1", "A", "sum_ac.py", (TINY_PROGRAMS / "sum_ac.py").read_bytes()
            ).id

        submitter = threading.Thread(target=submit_while_down)
        submitter.start()
        time.sleep(2.0)
        postgres.start()
        submitter.join()
        made[during["sid"]] = "sum_ac.py"
        for k in range(20):  # and the server carries on
            label, program = MIX[k % len(MIX)]
            sid = record_submission(
                server, f"t{k}", label, program, (TINY_PROGRAMS / program).read_bytes()
            ).id
            made[sid] = program
        wait_for("every judgement", lambda: judged_count(url) == len(made), workers, every=1.0)
    finally:
        server.close()
        if not postgres.running():
            postgres.start()
        codes = [w.stop() for w in workers]
    assert codes == [0, 0], [w.output() for w in workers]
    found = check_judged_once(url, made, reference)
    # A claim whose commit was lost with its connection is judged again after its lease:
    # claimed twice at most, completed once.
    assert all(o.judgements[0].attempt <= 2 for o in found.values())
    for worker in workers:  # each lost its listening connection, and listened again
        err = worker.err_path.read_text()
        lost = err.find("judge worker: cannot listen for queued work (")
        assert 0 <= lost < err.find("judge worker: listening for queued work again"), err


def test_a_worker_with_other_problem_data_refuses_and_says_why(tmp_path, pg_url):
    root = tiny_root(tmp_path)
    pg_contest(root, pg_url)
    made = queue_submissions(root, 2, teams=1, mix=[("A", "sum_ac.c"), ("B", "max_wa.py")])
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "problems").mkdir(parents=True)
    for problem in ("tiny_sum", "tiny_max"):
        shutil.copytree(TINY / "problems" / problem, elsewhere / "problems" / problem)
    tests = elsewhere / "problems" / "tiny_sum" / "tests.yaml"
    tests.write_text(tests.read_text().replace("-3\n", "-4\n"))  # another expected output

    ours = problem_data_hash(load_problem(elsewhere, "tiny_sum"))
    recorded = rows(
        pg_url, sa.select(db.problems.c.data_hash).where(db.problems.c.id == "tiny_sum")
    )[0][0]
    assert ours != recorded
    why = (
        f"not judging problem A (tiny_sum): its data here differs from the contest's (data "
        f"hash here {ours[:16]}, the contest's {recorded[:16]}, taken when the contest "
        "started); give this machine the same problems/ and testdata/ as the contest's"
    )

    # A worker that can judge none of the problems says why and stops.
    shutil.rmtree(elsewhere / "problems" / "tiny_max")
    refusing = WorkerProcess(elsewhere, pg_url, tmp_path / "logs")
    assert refusing.process.wait(300) == 2
    err = refusing.err_path.read_text()
    assert f"judge worker: {why}" in err
    assert (
        "not judging problem B (tiny_max): it cannot be read here: unknown problem "
        "'tiny_max'" in err
    )
    assert "judge: error: this worker can judge none of contest 'camp''s problems" in err
    assert all(
        r.claimed_by is None and r.attempt == 0 for r in rows(pg_url, sa.select(db.judgements))
    )

    # One that can judge the other problem judges it, and leaves tiny_sum queued.
    shutil.copytree(TINY / "problems" / "tiny_max", elsewhere / "problems" / "tiny_max")
    partly = WorkerProcess(elsewhere, pg_url, tmp_path / "logs")
    try:
        wait_for("tiny_max judged", lambda: judged_count(pg_url) == 1, [partly])
    finally:
        assert partly.stop() == 0
    assert f"judge worker: {why}" in partly.output()
    assert "judging B tiny_max" in partly.output()
    by_program = {made[r.submission_id]: r for r in rows(pg_url, sa.select(db.judgements))}
    assert by_program["max_wa.py"].judgement_type_id == "WA"
    assert (by_program["sum_ac.c"].claimed_by, by_program["sum_ac.c"].attempt) == (None, 0)
    w = db.workers
    (refused,) = rows(pg_url, sa.select(w.c.refused).where(w.c.judged == 1))
    assert json.loads(refused[0]) == {"tiny_sum": why}
