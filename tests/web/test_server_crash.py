"""kill -9 in the middle of a served contest: the real `judge serve` process is killed while
submissions are queued and one is being judged; started again, it loses nothing, judges the
interrupted one again, and its scoreboard equals the one recomputed from its event feed (and
the one `judge contest board` prints)."""

from __future__ import annotations

import base64
import io
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
import urllib.request
import zipfile

import pytest

from contest.contest_helpers import ACCEPTED, REPO, SLOW, WRONG_ON_SAMPLE, make_root
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.core.feed import load_feed
from judge.contest.core.scoring import scoreboard, to_api
from judge.contest.ops import jury
from judge.contest.ops.safety import isolation_problem
from judge.contest.ops.session import open_contest
from support import wait_until
from web.web_helpers import make_contest

pytestmark = pytest.mark.slow


def start_server(root):
    env = dict(os.environ, PYTHONPATH=str(REPO))
    unsafe = ["--unsafe"] if isolation_problem(default_cache_dir()) else []  # isolated if it can
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "judge",
            "--root",
            str(root),
            "serve",
            "club",
            "--port",
            "0",
            "--judges",
            "1",
            *unsafe,
        ],
        cwd=REPO,
        env=env,
        start_new_session=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    first = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", first)
    assert match, first + process.stdout.read()
    return process, f"http://127.0.0.1:{match.group(1)}"


def request(url, path, who=None, password=None, body=None):
    headers = {}
    if who is not None:
        token = base64.b64encode(f"{who}:{password}".encode()).decode()
        headers["Authorization"] = f"Basic {token}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    with urllib.request.urlopen(
        urllib.request.Request(url + path, data=data, headers=headers), timeout=60
    ) as response:
        return response.read()


def submission(path):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(path.name, path.read_bytes())
    return {
        "problem_id": "hdu_1846",
        "language_id": "python3",
        "files": [{"data": base64.b64encode(buffer.getvalue()).decode()}],
    }


def judgements(root):
    with sqlite3.connect(root / "contests" / "club" / "contest.db") as conn:
        return conn.execute(
            "SELECT submission_id, judgement_type_id, claimed_by, attempt "
            "FROM judgements WHERE valid ORDER BY CAST(id AS INTEGER)"
        ).fetchall()


@pytest.mark.waits
def test_kill_9_mid_contest_loses_nothing_and_the_board_matches_the_feed(tmp_path):
    root = make_root(tmp_path)
    clock = SystemClock()
    passwords = make_contest(root, clock)
    with open_contest(root, "club", clock, default_cache_dir()) as session:
        jury.start_now(session)

    process, url = start_server(root)
    try:
        plan = [
            ("alpha", SLOW),
            ("beta", WRONG_ON_SAMPLE),
            ("alpha", ACCEPTED),
            ("beta", SLOW),
            ("alpha", WRONG_ON_SAMPLE),
            ("beta", ACCEPTED),
        ]
        for team, path in plan:
            request(url, "/api/contests/club/submissions", team, passwords[team], submission(path))
        # Kill it while the slow one (0.2 s a case) is being judged and others wait.
        wait_until(
            lambda: any(t is None and owner for _, t, owner, _ in judgements(root)),
            timeout=180,
            what="a judging to begin",
            every=0.05,
        )
        time.sleep(0.6)  # let the slow one get into its cases before the kill
        before = judgements(root)
        running = [sid for sid, t, owner, _ in before if t is None and owner]
        queued = [sid for sid, t, owner, _ in before if t is None and not owner]
        assert running and queued, before
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    assert process.returncode == -signal.SIGKILL
    assert len(judgements(root)) == 6  # every submission kept, each with its judgement

    process, url = start_server(root)
    try:
        wait_until(
            lambda: all(t is not None for _, t, _, _ in judgements(root)),
            timeout=180,
            what="the judging",
            every=0.05,
        )
        after = {sid: (t, attempt) for sid, t, _, attempt in judgements(root)}
        assert [after[str(n)][0] for n in range(1, 7)] == ["AC", "WA", "AC", "AC", "WA", "AC"]
        for sid in running:
            assert after[sid][1] == 2  # judged again
        feed = request(
            url, "/api/contests/club/event-feed?stream=false", "jury", passwords["jury"]
        ).decode()
        board = json.loads(
            request(url, "/api/contests/club/scoreboard?strict=false", "jury", passwords["jury"])
        )  # with first_to_solve, an extension
        state = load_feed(feed)
        from_feed = to_api(scoreboard(state))
        assert board["rows"] == from_feed["rows"]
        running_events = [
            e
            for e in map(json.loads, feed.splitlines())
            if e["type"] == "judgements"
            and e["data"]["submission_id"] in running
            and e["data"]["judgement_type_id"] is None
        ]
        assert len(running_events) == 2  # started, interrupted, started again
        env = dict(os.environ, PYTHONPATH=str(REPO))
        cli = subprocess.run(
            [
                sys.executable,
                "-m",
                "judge",
                "--root",
                str(root),
                "contest",
                "board",
                "club",
                "--json",
            ],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert cli.returncode == 0, cli.stderr
        assert json.loads(cli.stdout)["rows"] == board["rows"]
        process.send_signal(signal.SIGINT)  # a clean stop, as Ctrl-C
        assert process.wait(60) == 0
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
