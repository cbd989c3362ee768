"""A coach runs the contest from the jury's pages (in process, on a fake clock): the end moved
and brought forward with the board following, teams added, edited, disabled and removed,
password slips, the problems with their statistics, the results to keep, clarifications that
quote their question, and the pages in Chinese."""

from __future__ import annotations

import csv
import io

from contest.contest_helpers import ACCEPTED, WRONG_ON_HIDDEN
from judge.contest.ops import roster, schedule
from judge.contest.ops.statistics import contest_statistics
from web.test_server_pages import submit
from web.web_helpers import login, post_form


def test_ending_needs_a_confirmation_then_ends_and_the_board_follows(served):
    served.start()
    served.clock.advance("0:20:00")
    jury = served.client("jury")
    asked = post_form(jury, "/jury/schedule", {"action": "end"}, page="/jury")
    assert asked.status_code == 200 and "End the contest now?" in asked.text
    assert 'name="confirm" value="1"' in asked.text
    assert served.server.info().clocks.over is False  # nothing happened yet
    done = post_form(jury, "/jury/schedule", {"action": "end", "confirm": "1"}, page="/jury")
    assert done.status_code == 303
    assert served.server.info().clocks.over is True
    assert "contest over" in jury.get("/jury").text
    # Submissions after the end are upsolving, off the board.
    alpha = served.client("alpha")
    late = submit(alpha, "A", ACCEPTED)
    served.judge()
    assert "upsolving" in alpha.get(late.headers["location"]).text
    # The folder's contest.yaml says the new length, so reopening keeps it.
    assert "duration: 0:20:00" in (served.root / "contests" / "club" / "contest.yaml").read_text()
    again = post_form(jury, "/jury/schedule", {"action": "end", "confirm": "1"}, page="/jury")
    assert again.status_code == 409 and "ended already" in again.text


def test_extending_and_shortening_move_the_end_and_the_freeze(served):
    served.start()
    jury = served.client("jury")
    assert (
        post_form(
            jury, "/jury/schedule", {"action": "extend", "minutes": "30"}, page="/jury"
        ).status_code
        == 303
    )
    clocks = served.server.info().clocks
    assert clocks.remaining == 150 * 60_000
    assert clocks.freeze_start == 120 * 60_000  # still 30 minutes before the new end
    post_form(jury, "/jury/schedule", {"action": "extend", "minutes": "-60"}, page="/jury")
    assert served.server.info().clocks.remaining == 90 * 60_000
    for bad in ("x", "0", "99999", ""):
        response = post_form(
            jury, "/jury/schedule", {"action": "extend", "minutes": bad}, page="/jury"
        )
        assert response.status_code == 400, bad
    served.clock.advance("0:50:00")
    past = post_form(jury, "/jury/schedule", {"action": "extend", "minutes": "-45"}, page="/jury")
    assert past.status_code == 409 and "end it now" in past.text
    post_form(jury, "/jury/schedule", {"action": "extend", "minutes": "-5"}, page="/jury")
    assert served.server.info().clocks.remaining == 35 * 60_000


def test_starting_asks_first(served):
    jury = served.client("jury")
    asked = post_form(jury, "/jury/contest", {"action": "start"}, page="/jury")
    assert asked.status_code == 200 and "Start the contest now?" in asked.text
    assert served.server.info().clocks.not_started
    post_form(jury, "/jury/contest", {"action": "start", "confirm": "1"}, page="/jury")
    assert not served.server.info().clocks.not_started


def test_teams_added_edited_disabled_removed_and_their_slips(served):
    served.start()
    jury = served.client("jury")
    added = post_form(
        jury,
        "/jury/teams",
        {"action": "add", "name": "Gamma Rays", "group": "Juniors"},
        page="/jury/teams",
    )
    assert added.status_code == 200 and 'class="slip"' in added.text
    password = added.text.split('class="slip-password">')[1].split("<")[0]
    gamma = served.anonymous()
    login(gamma, "gamma-rays", password)
    assert gamma.get("/").status_code == 200 and "Gamma Rays" in gamma.get("/").text
    listing = jury.get("/jury/teams").text
    assert "gamma-rays" in listing and "juniors" in listing

    post_form(
        jury,
        "/jury/teams",
        {
            "action": "edit",
            "team": "gamma-rays",
            "name": "Gamma",
            "display_name": "Gamma (school 3)",
        },
        page="/jury/teams",
    )
    assert "Gamma (school 3)" in served.anonymous().get("/scoreboard").text

    post_form(jury, "/jury/teams", {"action": "disable", "team": "gamma-rays"}, page="/jury/teams")
    assert gamma.get("/submit").status_code == 303  # logged out: to the login page
    assert "Gamma (school 3)" in served.anonymous().get("/scoreboard").text  # still on the board

    # Alpha submits, then is removed: off the board, its submission kept for the jury.
    submit(served.client("alpha"), "A", ACCEPTED)
    served.judge()
    asked = post_form(
        jury, "/jury/teams", {"action": "remove", "team": "alpha"}, page="/jury/teams"
    )
    assert "Remove team alpha?" in asked.text
    post_form(
        jury,
        "/jury/teams",
        {"action": "remove", "team": "alpha", "confirm": "1"},
        page="/jury/teams",
    )
    assert 'data-team="alpha"' not in served.anonymous().get("/scoreboard").text
    assert 'data-team="alpha"' not in jury.get("/scoreboard").text
    assert "Removed teams" in jury.get("/jury/teams").text
    assert ">1</a>" in jury.get("/jury/submissions?team=alpha").text
    api_teams = served.anonymous().get("/api/contests/club/teams").json()
    assert "alpha" not in {t["id"] for t in api_teams}
    api_subs = (
        served.anonymous()
        .get("/api/contests/club/submissions", auth=("jury", served.passwords["jury"]))
        .json()
    )
    assert api_subs is not None and isinstance(api_subs, list)
    assert "alpha" not in {s["team_id"] for s in api_subs}  # the API names no removed team
    post_form(jury, "/jury/teams", {"action": "restore", "team": "alpha"}, page="/jury/teams")
    assert 'data-team="alpha"' in jury.get("/scoreboard").text

    slips = post_form(
        jury,
        "/jury/teams",
        {"action": "slips", "teams": "beta", "confirm": "1"},
        page="/jury/teams",
    )
    assert slips.text.count('class="slip"') == 1 and "beta" in slips.text
    every = post_form(jury, "/jury/teams", {"action": "slips", "confirm": "1"}, page="/jury/teams")
    assert every.text.count('class="slip"') == 4  # alpha, beta, ghost, gamma


def test_bad_team_actions_are_4xx(served):
    jury = served.client("jury")
    for data in (
        {"action": "edit", "team": "nobody", "name": "x"},
        {"action": "add", "name": ""},
        {"action": "add", "name": "x", "id": "bad id!"},
        {"action": "add", "name": "Again", "id": "alpha"},
        {"action": "fly"},
    ):
        response = post_form(jury, "/jury/teams", data, page="/jury/teams")
        assert 400 <= response.status_code < 500, data
    assert jury.get("/jury/teams/nobody").status_code == 404
    assert jury.get("/jury/problems/Z").status_code == 404
    alpha = served.client("alpha")
    assert alpha.get("/jury/teams").status_code == 403
    assert alpha.get("/jury/results.csv").status_code == 403
    # Without the form's CSRF token nothing happens.
    forged = jury.post("/jury/teams", data={"action": "remove", "team": "beta", "confirm": "1"})
    assert forged.status_code == 403


def test_problems_statistics_and_results(served):
    served.start()
    served.clock.advance("0:10:00")
    submit(served.client("alpha"), "A", WRONG_ON_HIDDEN)
    served.clock.advance("0:05:00")
    submit(served.client("alpha"), "A", ACCEPTED)
    served.clock.advance("0:05:00")
    submit(served.client("beta"), "A", ACCEPTED)
    served.judge()
    jury = served.client("jury")
    problems = jury.get("/jury/problems").text
    assert "Brave Game" in problems and 'href="/jury/problems/B"' in problems
    page = jury.get("/jury/problems/A").text
    assert 'id="tries">3<' in page and 'id="solved">2<' in page
    assert "15′ (Alpha)" in page  # the first solve
    assert "<svg" in page and 'data-problem="A"' in page
    assert 'data-language="java"' in page  # each language with its limits
    assert "Input" in page and "<pre>" in page  # the samples

    stats = contest_statistics(served.session)
    a = stats.problems[0]
    assert (a.tries, a.teams_solved, a.first_solve, a.solve_minutes) == (
        3,
        2,
        (15, "Alpha"),
        [15, 20],
    )
    assert stats.languages[0].id == "python3" and stats.languages[0].accepted == 2
    statistics = jury.get("/jury/statistics").text
    assert 'id="per-language"' in statistics and "<polyline" in statistics

    results = jury.get("/jury/results")
    assert results.status_code == 200 and 'data-team="alpha"' in results.text
    table = list(csv.reader(io.StringIO(jury.get("/jury/results.csv").text)))
    assert table[0] == ["rank", "team_id", "team", "groups", "solved", "time", "A", "B"]
    # Beta's one try at 20 beats alpha's solve at 15 after a rejected try (15 + 20 penalty);
    # alpha's was the first solve (*).
    assert table[1][:7] == ["1", "beta", "Beta", "", "1", "20", "1/20"]
    assert table[2][:7] == ["2", "alpha", "Alpha", "", "1", "35", "2/15*"]


def test_an_answer_to_everyone_quotes_the_question_without_the_team(served):
    served.start()
    alpha = served.client("alpha")
    post_form(alpha, "/clarifications", {"text": "Is n at most 1000?"}, page="/clarifications")
    jury = served.client("jury")
    request = jury.get("/jury/clarifications").text.split('name="request" value="')[1].split('"')[0]
    post_form(
        jury,
        "/jury/clarifications",
        {"action": "answer", "request": request, "text": "Yes.", "everyone": "1"},
        page="/jury/clarifications",
    )
    beta = served.client("beta").get("/clarifications").text
    assert "Is n at most 1000?" in beta and "A team asked:" in beta
    assert "alpha" not in beta.lower().replace("alphabet", "")


def test_problem_pages_list_the_contest_languages_with_their_limits(served):
    served.start()
    page = served.client("alpha").get("/problems/A").text
    assert "Python 3 (.py), C (.c), C++ (.cpp)" not in page
    for lid in ("python3", "c", "cpp", "java", "kotlin", "pypy3", "pascal"):
        assert f'data-language="{lid}"' in page
    # The flags shown are those the contest compiles A (HDU 1846) with: by default HDU's G++,
    # MinGW's C++11, as `judge run hdu_1846` compiles it.
    row = page.split('data-language="cpp"')[1].split("</tr>")[0]
    assert "-std=gnu++11" in row and "MinGW" in row and "C++11" in row
    languages = served.anonymous().get("/api/contests/club/languages?strict=false").json()
    assert {"compiler_version", "compiler_flags"} <= set(languages[0])


def test_the_pages_in_chinese(served):
    served.start()
    alpha = served.client("alpha")
    chinese = alpha.get("/", headers={"Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8"}).text
    assert "提交" in chinese and '<html lang="zh-CN">' in chinese
    switched = alpha.get("/lang?to=en", headers={"Referer": "http://testserver/submissions"})
    assert switched.status_code == 303 and switched.headers["location"] == "/submissions"
    english = alpha.get("/", headers={"Accept-Language": "zh-CN"})
    assert "Submit" in english.text and '<html lang="en">' in english.text
    assert alpha.get("/lang?to=xx").status_code == 400
    assert (
        alpha.get("/lang?to=en", headers={"Referer": "https://evil.example/x"}).headers["location"]
        == "/"
    )


def test_ops_refuse_plainly(served):
    import pytest

    from judge.errors import JudgeError

    with pytest.raises(JudgeError, match="has not started"):
        schedule.end_now(served.session)
    with pytest.raises(JudgeError, match="no team"):
        roster.remove_team(served.session.store, "nobody", served.clock.now())


def test_the_new_pages_answer_before_the_start_and_bad_requests_get_4xx(served):
    jury = served.client("jury")
    for path in (
        "/jury/problems",
        "/jury/problems/A",
        "/jury/statistics",
        "/jury/results",
        "/jury/results.csv",
        "/jury/teams",
        "/jury/teams/alpha",
    ):
        assert jury.get(path).status_code == 200, path
    assert (
        post_form(
            jury, "/jury/schedule", {"action": "end", "confirm": "1"}, page="/jury"
        ).status_code
        == 409
    )  # not started
    assert post_form(jury, "/jury/schedule", {}, page="/jury").status_code == 400
    assert (
        post_form(
            jury, "/jury/teams", {"action": "add", "name": "x" * 500}, page="/jury/teams"
        ).status_code
        == 400
    )
    files = {"name": ("name.txt", b"Epsilon")}  # a file where a text field belongs
    token = jury.get("/jury/teams").text.split('name="csrf" value="')[1].split('"')[0]
    sent = jury.post("/jury/teams", data={"action": "add", "csrf": token}, files=files)
    assert sent.status_code == 400
    assert jury.get("/jury/teams/%E2%80%AE").status_code == 404
    assert jury.get("/lang").status_code == 400
    anonymous = served.anonymous()
    for path in ("/jury/problems", "/jury/statistics", "/jury/results.csv"):
        assert anonymous.get(path).status_code == 303  # to the login page


def test_a_verdict_reads_the_same_in_english_as_on_the_command_line(served):
    from contest.contest_helpers import WRONG_ON_SAMPLE
    from judge.contest.core.feedback import outcome
    from judge.contest.ops import views
    from judge.web.render import outcome_text

    served.start()
    alpha = served.client("alpha")
    submit(alpha, "A", WRONG_ON_SAMPLE)
    submit(alpha, "A", ACCEPTED)
    waiting = views.submissions(served.session)
    assert [outcome_text(v) for v in waiting] == [outcome(v) for v in waiting]
    served.judge()
    judged = views.submissions(served.session)
    assert (
        [outcome_text(v) for v in judged]
        == [outcome(v) for v in judged]
        == ["WA on case 1 of 25", "AC"]
    )
    assert outcome_text(judged[0], "zh") == "WA：第 1 个测试点（共 25 个）"
    assert "WA：第 1 个测试点" in alpha.get("/submissions", headers={"Accept-Language": "zh"}).text


def test_a_problem_page_names_the_languages_whose_limits_differ(tmp_path):
    """HDU 2516 gives Java 2 s where the others get 1 s: its page says so beside the limits."""
    from starlette.testclient import TestClient

    from contest.contest_helpers import START, make_root, new_contest
    from judge.cachedir import default_cache_dir
    from judge.contest.core.clock import FakeClock
    from judge.contest.ops import accounts, jury
    from judge.contest.ops.session import open_contest
    from judge.web.app import create_app
    from judge.web.server import ContestServer
    from web.web_helpers import login

    root, clock = make_root(tmp_path), FakeClock(START)
    new_contest(root, "hdu", ["hdu_2516"], "1:00:00", clock)
    session = open_contest(root, "hdu", clock, default_cache_dir())
    try:
        (team,) = accounts.import_teams(session.store, [accounts.TeamSpec("t", "T")], clock.now())
        jury.start_now(session)
        server = ContestServer(session, judges=0)
        with TestClient(create_app(server), follow_redirects=False) as client:
            login(client, "t", team.password)
            page = client.get("/problems/A").text
    finally:
        session.close()
    assert "Time limit: <strong>1.0 s</strong>" in page
    assert 'data-language="java">Java: 2 s, 32 MiB' in page
    assert 'data-language="kotlin">Kotlin: 2 s' in page
    assert 'class="language-limit" data-language="c"' not in page


def test_the_freeze_notice_in_chinese(served):
    served.start()
    served.clock.advance("1:35:00")
    board = served.anonymous().get("/scoreboard", headers={"Accept-Language": "zh-CN"}).text
    assert "榜单在比赛剩余 30 分钟时封榜" in board
    english = served.anonymous().get("/scoreboard").text
    assert "The scoreboard was frozen with 30 minutes remaining" in english


def test_a_teams_form_errors_in_chinese(served):
    served.start()
    alpha = served.client("alpha")
    alpha.cookies.set("lang", "zh")
    sent = post_form(alpha, "/submit", {"problem": "A", "language": "auto"}, page="/submit")
    assert sent.status_code == 400 and "请选择要上传的文件，或粘贴代码" in sent.text
    asked = post_form(alpha, "/clarifications", {"text": " "}, page="/clarifications")
    assert asked.status_code == 400 and "内容为空" in asked.text
