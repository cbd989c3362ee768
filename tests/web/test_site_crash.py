"""kill -9 in the middle of a club's site: the real `judge serve SITE` process is killed while
submissions of two contests wait and one is being judged, some sent with a site member's
account and some with a contest's own; started again, it has lost none, judges the
interrupted one again, and the member still logs in to both contests."""

from __future__ import annotations

import signal
import sqlite3
import time

import pytest

from contest.contest_helpers import ACCEPTED, SLOW, WRONG_ON_SAMPLE
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.core.site import Member
from judge.contest.ops import jury
from judge.contest.ops.members import import_members, join_contest, open_members
from judge.contest.ops.session import open_contest
from support import wait_until
from web.test_server_crash import request, submission
from web.web_helpers import ServeProcess, make_site

pytestmark = pytest.mark.slow
CONTESTS = ("club", "week2")


def judgements(root, name):
    with sqlite3.connect(root / "contests" / name / "contest.db") as conn:
        return conn.execute(
            "SELECT submission_id, judgement_type_id, claimed_by, attempt "
            "FROM judgements WHERE valid ORDER BY CAST(id AS INTEGER)"
        ).fetchall()


def every_judgement(root):
    return {name: judgements(root, name) for name in CONTESTS}


@pytest.mark.waits
def test_kill_9_of_a_site_loses_no_submission_of_either_contest(tmp_path):
    clock = SystemClock()
    root, folder, passwords = make_site(tmp_path, clock)
    for name in CONTESTS:
        with open_contest(root, name, clock, default_cache_dir()) as session:
            jury.start_now(session)
    store = open_members(folder)
    try:
        ann = import_members(store, [Member("ann", "Ann")], clock.now())[0].password or ""
    finally:
        store.close()
    for name in CONTESTS:
        join_contest(folder, "ann", name, clock.now())

    server = ServeProcess(root, "--judges", "1", name=str(folder))
    url = server.url
    try:
        plan = [
            ("club", "ann", ann, SLOW),
            ("week2", "alpha", passwords["week2"]["alpha"], SLOW),
            ("club", "alpha", passwords["club"]["alpha"], WRONG_ON_SAMPLE),
            ("week2", "ann", ann, ACCEPTED),
            ("club", "beta", passwords["club"]["beta"], ACCEPTED),
            ("week2", "beta", passwords["week2"]["beta"], WRONG_ON_SAMPLE),
        ]
        for name, who, password, path in plan:
            request(url, f"/api/contests/{name}/submissions", who, password, submission(path))
        # Kill it while a slow one (0.2 s a case) is being judged and others wait.
        wait_until(
            lambda: any(
                t is None and owner
                for rows in every_judgement(root).values()
                for _, t, owner, _ in rows
            ),
            timeout=180,
            what="a judging to begin",
            every=0.05,
        )
        time.sleep(0.6)
        before = every_judgement(root)
        running = {
            (name, sid)
            for name, rows in before.items()
            for sid, t, owner, _ in rows
            if t is None and owner
        }
        assert running, before
    finally:
        server.kill()
    assert server.process.returncode == -signal.SIGKILL
    assert {name: len(rows) for name, rows in every_judgement(root).items()} == {
        "club": 3,
        "week2": 3,
    }

    with ServeProcess(root, "--judges", "1", name=str(folder)) as server:
        url = server.url
        wait_until(
            lambda: all(
                t is not None for rows in every_judgement(root).values() for _, t, _, _ in rows
            ),
            timeout=240,
            what="the judging of both contests",
            every=0.05,
        )
        after = every_judgement(root)
        assert [t for _, t, _, _ in after["club"]] == ["AC", "WA", "AC"]
        assert [t for _, t, _, _ in after["week2"]] == ["AC", "AC", "WA"]
        attempts = {(name, sid): a for name, rows in after.items() for sid, _, _, a in rows}
        for key in running:
            assert attempts[key] == 2  # judged again
        for name in CONTESTS:  # the member's account outlived the kill, in both contests
            mine = request(url, f"/api/contests/{name}/submissions", "ann", ann)
            assert b'"team_id":"ann"' in mine.replace(b" ", b"")
        assert server.stop() == 0  # a clean stop, as Ctrl-C
