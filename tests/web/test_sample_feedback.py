"""What a team's verdict page shows of a failing sample beyond its data: the game of the input
that failed (a problem whose input is many games), or an interactive problem's conversation,
in English and Chinese; and of a hidden case, none of it, not even in the database."""

from __future__ import annotations

import html
import json
import re

import pytest
import sqlalchemy as sa
from starlette.testclient import TestClient

from contest.contest_helpers import (
    REPO,
    START,
    WRONG_ON_HIDDEN,
    WRONG_ON_SAMPLE,
    make_root,
    new_contest,
)
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.ops import accounts, jury
from judge.contest.ops.session import open_contest
from judge.contest.storage import schema as db
from judge.web.app import create_app
from judge.web.server import ContestServer
from web.web_helpers import Served, post_form

OFF_BY_ONE = REPO / "solutions" / "play_hdu_1846" / "wrong_answer" / "off_by_one.py"
# Plays the Bash game well while there are at most 2 games (the sample has 2), then moves first
# from every position: it passes the sample and fails a hidden case.
WRONG_PAST_THE_SAMPLE = (
    (REPO / "problems" / "play_hdu_1846" / "solution.py")
    .read_text()
    .replace(
        "first = left % (m + 1) != 0\n",
        "first = left % (m + 1) != 0 or games > 2\n",
    )
    .replace(
        "    for _ in range(int(sys.stdin.readline())):\n",
        ("    games = int(sys.stdin.readline())\n    for _ in range(games):\n"),
    )
)


def submit(client, problem: str, name: str, code: bytes):
    return post_form(
        client,
        "/submit",
        {"problem": problem, "language": "auto"},
        files={"file": (name, code)},
        page="/submit",
    )


def pre(page: str, css_class: str) -> str:
    """The text of the page's <pre> of that class, unescaped."""
    found = re.search(rf'<pre class="{css_class}"[^>]*>(.*?)</pre>', page, re.S)
    assert found is not None, f"no <pre class={css_class}>"
    return html.unescape(found[1])


@pytest.fixture
def play(tmp_path):
    """A contest of the interactive play_hdu_1846 (fake clock, judged by the test), started,
    with team alpha logged in."""
    root = make_root(tmp_path)
    clock = FakeClock(START)
    new_contest(root, "play", ["play_hdu_1846"], "2:00:00", clock=clock)
    session = open_contest(root, "play", clock, default_cache_dir())
    done = accounts.import_teams(session.store, [accounts.TeamSpec("alpha", "Alpha")], clock.now())
    passwords = {t.id: t.password or "" for t in done}
    server = ContestServer(session, judges=0, isolation_note=session.not_isolated)
    served = Served(root, clock, server, create_app(server), passwords)
    jury.start_now(session)
    server.poke()
    with TestClient(served.app) as main:
        served.clients["anonymous"] = main
        yield served
    session.close()


def test_a_failing_sample_names_the_game_that_failed(served):
    served.start()
    alpha = served.client("alpha")
    submit(alpha, "A", "misere.py", WRONG_ON_SAMPLE.read_bytes())
    submit(alpha, "A", "hidden.py", WRONG_ON_HIDDEN.read_bytes())
    assert served.judge() == 2
    page = alpha.get("/submissions/1").text
    assert "The game that failed: 2 / 2" in page
    assert pre(page, "test-input") == "4 3"
    assert pre(page, "test-expected") == "second" and pre(page, "test-got") == "first"
    assert "failing-test" not in alpha.get("/submissions/2").text  # a hidden case: nothing
    alpha.cookies.set("lang", "zh")
    assert "出错的一局： 2 / 2" in alpha.get("/submissions/1").text
    # The feedback under the verdict is in the reader's language too.
    hidden = html.unescape(alpha.get("/submissions/2").text)
    assert "第 2 个测试点是隐藏测试点：比赛结束后才显示其数据" in hidden


def test_an_interactive_sample_shows_the_conversation_and_a_hidden_case_keeps_none(play):
    alpha = play.client("alpha")
    submit(alpha, "A", "off_by_one.py", OFF_BY_ONE.read_bytes())
    submit(alpha, "A", "past_the_sample.py", WRONG_PAST_THE_SAMPLE.encode())
    assert play.judge() == 2

    page = alpha.get("/submissions/1").text
    assert "WA on case 1 of" in page and "The conversation&#39;s end" in page
    said = [line.split(maxsplit=2) for line in pre(page, "transcript").splitlines()]
    # The number of games and the first position, the program moves first and takes 1, the
    # judge takes the 3 left: lost.
    assert said == [
        ["1", "<", "2"],
        ["2", "<", "4 3"],
        ["3", ">", "first"],
        ["4", ">", "1"],
        ["5", "<", "3"],
    ]
    assert "case-expected" not in page and "Your output" not in page  # not the answer file
    assert "> first" in page.split("As text")[1].replace("&gt;", ">")  # the text view too

    hidden = alpha.get("/submissions/2").text
    assert "WA on case 2 of" in hidden and "transcript" not in hidden
    with play.session.store.read() as conn:
        details = conn.execute(sa.select(db.judgements.c.detail)).scalars().all()
    failures = {json.loads(d)["failure"]["number"]: json.loads(d)["failure"] for d in details}
    assert "transcript" in failures[1] and "transcript" not in failures[2]
    alpha.cookies.set("lang", "zh")
    assert "交互记录的结尾" in alpha.get("/submissions/1").text
