"""Crash safety: no recorded submission is lost, none stays "judging" forever, and a judge
that lost its claim cannot overwrite the judgement."""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time

import pytest

from contest.contest_helpers import (
    ACCEPTED,
    REPO,
    SLOW,
    WRONG_ON_SAMPLE,
    counts,
    db_path,
    new_contest,
    open_session,
    sql,
)
from judge.contest.core.clock import SystemClock
from judge.contest.ops import claims
from judge.contest.ops.start import start_contest
from judge.contest.ops.submit import submit
from judge.contest.ops.views import team_submissions
from judge.contest.storage import lease
from judge.contest.storage.lease import Heartbeat, Owner, abandoned
from support import wait_until


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_owner_round_trip_and_liveness():
    me = Owner.current()
    assert Owner.parse(str(me)) == me
    assert me.alive() is True
    assert Owner(me.host, me.boot, dead_pid(), me.start).alive() is False
    assert Owner(me.host, me.boot, me.pid, me.start + 1).alive() is False  # pid reused
    assert Owner(me.host, "another-boot", me.pid, me.start).alive() is False  # rebooted
    assert Owner("elsewhere", me.boot, me.pid, me.start).alive() is None  # cannot tell
    assert Owner.parse("garbage") is None and Owner.parse(None) is None


@pytest.mark.parametrize(
    "owner, lease_until, now, expected",
    [
        ("here-alive", 100, 10, False),  # alive, and its lease holds
        ("here-alive", 0, 10, True),  # alive here but its lease ran out: stopped or hung
        ("here-dead", 10**15, 10, True),  # dead here: abandoned at once
        ("elsewhere", 100, 99, False),  # elsewhere: the lease decides
        ("elsewhere", 100, 101, True),
        ("garbage", None, 0, True),
    ],
)
def test_abandoned(owner, lease_until, now, expected):
    me = Owner.current()
    text = {
        "here-alive": str(me),
        "here-dead": str(Owner(me.host, me.boot, dead_pid(), me.start)),
        "elsewhere": f"elsewhere.example/{me.boot}/1/1",
        "garbage": "garbage",
    }[owner]
    assert abandoned(text, lease_until, now) is expected


def test_heartbeat_renews_until_the_block_ends():
    renewed = threading.Event()
    calls = []

    def renew():
        calls.append(1)
        if len(calls) >= 2:
            renewed.set()

    with Heartbeat(renew, every=0.001):
        assert renewed.wait(30)
    count = len(calls)
    assert count >= 2 and len(calls) == count  # stopped with the block


def started(root, clock, name="p1"):
    new_contest(root, name, ["hdu_1846"], "2:00:00", clock=clock)
    session = open_session(root, name, clock)
    start_contest(session, "alice")
    return session


@pytest.mark.slow
def test_an_interrupted_judging_goes_back_to_the_queue_and_is_judged_next_time(
    root, clock, monkeypatch
):
    session = started(root, clock)

    def interrupted(*args, **kwargs):  # Ctrl-C in the middle of the cases
        raise KeyboardInterrupt

    monkeypatch.setattr(claims, "judge_submission", interrupted)
    with pytest.raises(KeyboardInterrupt):
        submit(session, "A", ACCEPTED)
    session.close()
    # Given back: queued again (it would be judged by the next command).
    assert sql(root, "p1", "SELECT claimed_by, judgement_type_id, attempt FROM judgements") == [
        (None, None, 1)
    ]
    monkeypatch.undo()

    # Now pretend the claim belonged to a process that died (kill -9: no clean-up at all).
    me = Owner.current()
    ghost = str(Owner(me.host, me.boot, dead_pid(), me.start))
    with sqlite3.connect(db_path(root, "p1")) as conn:
        conn.execute("UPDATE judgements SET claimed_by = ?, lease_until = ?", (ghost, 10**15))
    clock.advance("0:05:00")
    reported = []
    with open_session(root, "p1", clock, on_rejudged=reported.append) as again:
        (view,) = team_submissions(again)
    assert [v.id for v in reported] == ["1"] and view.verdict == "AC" and view.attempt == 2
    assert sql(root, "p1", "SELECT source FROM submissions") == [(ACCEPTED.read_bytes(),)]
    judged = [
        json.loads(d)
        for (d,) in sql(
            root, "p1", "SELECT data FROM events WHERE type = 'judgements' ORDER BY seq"
        )
    ]
    assert [j["judgement_type_id"] for j in judged] == [None, None, "AC"]  # claimed twice
    assert judged[-1]["start_contest_time"] == "0:05:00.000"  # judged again at 0:05


def test_a_judging_elsewhere_is_left_alone_until_its_lease_runs_out(root, clock, monkeypatch):
    session = started(root, clock)
    monkeypatch.setattr(claims, "judge_claim", lambda context, claim: True)
    submit(session, "A", WRONG_ON_SAMPLE)
    session.close()
    monkeypatch.undo()
    lease_end = clock.now().ms + lease.LEASE_MS
    with sqlite3.connect(db_path(root, "p1")) as conn:
        conn.execute(
            "UPDATE judgements SET claimed_by = 'judgehost-2/b/42/4242', lease_until = ?",
            (lease_end,),
        )
    with open_session(root, "p1", clock) as session:
        assert team_submissions(session)[0].status == "judging"
    clock.advance(lease.LEASE_MS + 1)
    with open_session(root, "p1", clock) as session:
        view = team_submissions(session)[0]
    assert (view.status, view.verdict, view.attempt) == ("judged", "WA", 2)


def test_a_late_result_of_a_judge_that_lost_its_claim_is_discarded(root, clock, monkeypatch):
    session = started(root, clock)
    real = claims.judge_submission

    def taken_over(*args, **kwargs):
        result = real(*args, **kwargs)
        # Meanwhile the lease ran out and another judge claimed the submission.
        with sqlite3.connect(db_path(root, "p1")) as conn:
            conn.execute(
                "UPDATE judgements SET claimed_by = 'judgehost-2/b/7/7', attempt = attempt + 1"
            )
        return result

    monkeypatch.setattr(claims, "judge_submission", taken_over)
    view = submit(session, "A", WRONG_ON_SAMPLE)
    session.close()
    assert view.status == "judging"  # ours was discarded; the other judge's is awaited
    assert sql(root, "p1", "SELECT judgement_type_id, claimed_by, attempt FROM judgements") == [
        (None, "judgehost-2/b/7/7", 2)
    ]


@pytest.mark.waits
@pytest.mark.slow
def test_kill_9_while_judging_loses_nothing_and_the_next_command_judges_again(root):
    clock = SystemClock()
    session = started(root, clock)
    session.close()
    env = dict(os.environ, PYTHONPATH=str(REPO))
    command = [
        sys.executable,
        "-m",
        "judge",
        "--root",
        str(root),
        "contest",
        "submit",
        "p1",
        "A",
        str(SLOW),
    ]
    judge = subprocess.Popen(
        command,
        cwd=REPO,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:

        def judging() -> bool:  # on the real process, not on a clock
            assert judge.poll() is None, "the judge finished before it could be killed"
            rows = (
                sql(root, "p1", "SELECT claimed_by FROM judgements")
                if db_path(root, "p1").exists()
                else []
            )
            return bool(rows and rows[0][0])

        wait_until(judging, timeout=120, what="the judge to start judging")
        time.sleep(0.5)  # let it get well into the cases (0.2 s each) before the kill
        os.killpg(judge.pid, signal.SIGKILL)
    finally:
        judge.wait()
    assert judge.returncode == -signal.SIGKILL
    (row,) = sql(root, "p1", "SELECT judgement_type_id, claimed_by, attempt FROM judgements")
    assert row[0] is None and row[1].startswith(socket.gethostname() + "/") and row[2] == 1
    assert sql(root, "p1", "SELECT filename, source FROM submissions") == [
        ("hdu_1846_slow.py", SLOW.read_bytes())
    ]

    status = subprocess.run(
        [sys.executable, "-m", "judge", "--root", str(root), "contest", "status", "p1"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
    )
    assert status.returncode == 0, status.stderr
    assert (
        "judge: submission 1 (A, hdu_1846_slow.py) had not finished judging; judged again: AC"
    ) in status.stderr
    assert "solved at minute 0, 1 try" in status.stdout
    assert sql(root, "p1", "SELECT judgement_type_id, attempt FROM judgements") == [("AC", 2)]
    assert counts(root, "p1")["submissions"] == 1
    kinds = [
        t
        for (t,) in sql(
            root,
            "p1",
            "SELECT type FROM events WHERE type IN ('submissions', 'judgements') ORDER BY seq",
        )
    ]
    assert kinds == ["submissions", "judgements", "judgements", "judgements"]
