"""Hints and editorials on the learner's pages: one hint at a time as `judge hint` gives them
(the same record: the page and the command take turns), the editorial after a confirmation
(once); in a contest, contest.yaml's `editorials` opens them to the teams (after the contest,
never, or always), each use noted against the team and shown on the jury's team page."""

from __future__ import annotations

import dataclasses
import html
import re

import pytest
from starlette.testclient import TestClient

from conftest import REPO
from judge.catalog.hints import editorial_of, hints_of
from judge.catalog.record import default_data_dir, read_record
from judge.contest.core.config import Editorials, contest_yaml, parse_contest
from judge.errors import JudgeError
from judge.problemset.problem import load_problem
from judge.web.learn_app import create_learn_app, learner_pages
from support import run_cli
from web.web_helpers import csrf_of

BASH = load_problem(REPO, "hdu_1846")
HINTS = hints_of(BASH, "en")


def shown_hints(page: str) -> list[str]:
    found = re.search(r'<ol class="hints" id="hints">(.*?)</ol>', page, re.S)
    return (
        [html.unescape(h) for h in re.findall(r"<li>(.*?)</li>", found.group(1))] if found else []
    )


@pytest.fixture
def learner():
    with TestClient(create_learn_app(learner_pages(REPO)), follow_redirects=False) as client:
        yield client


def test_hints_one_at_a_time_in_the_learner_s_record_shared_with_judge_hint(learner):
    assert len(HINTS) >= 3
    page = learner.get("/learn/hdu_1846/hints")
    assert page.status_code == 200 and shown_hints(page.text) == []
    assert f"Take hint 1 of {len(HINTS)}" in page.text
    first = learner.post("/learn/hdu_1846/hints")
    assert shown_hints(first.text) == HINTS[:1]
    assert read_record(default_data_dir(), REPO).entries["hdu_1846"].hints == 1
    # the command line goes on from there, and the page sees what it gave
    cli = run_cli("hint", "hdu_1846", "--lang", "en", root=REPO)
    assert cli.output == f"Hint 2 of {len(HINTS)}: {HINTS[1]}\n"
    assert shown_hints(learner.get("/learn/hdu_1846/hints").text) == HINTS[:2]
    for _ in range(len(HINTS) + 2):  # more posts than hints: the count stops at the last
        last = learner.post("/learn/hdu_1846/hints")
    assert shown_hints(last.text) == HINTS and 'id="all-hints"' in last.text
    assert read_record(default_data_dir(), REPO).entries["hdu_1846"].hints == len(HINTS)


def test_the_editorial_after_a_confirmation_once(learner):
    asked = learner.get("/learn/hdu_1846/editorial")
    assert asked.status_code == 200
    assert "The editorial gives the whole solution. Show it?" in asked.text
    assert 'id="editorial"' not in asked.text
    shown = learner.post("/learn/hdu_1846/editorial")
    editorial = editorial_of(BASH, "en") or ""
    first_line = editorial.strip().splitlines()[0].lstrip("# ").strip()
    assert 'id="editorial"' in shown.text and html.escape(first_line, quote=False) in shown.text
    assert read_record(default_data_dir(), REPO).entries["hdu_1846"].editorial
    again = learner.get("/learn/hdu_1846/editorial")
    assert 'id="editorial"' in again.text  # seen once: not asked again
    assert run_cli("editorial", "hdu_1846", root=REPO).exit_code == 0  # nor by the command


def test_hints_in_chinese_and_problems_without_any(learner):
    learner.cookies.set("lang", "zh")
    page = learner.post("/learn/hdu_1846/hints")
    assert shown_hints(page.text) == hints_of(BASH, "zh")[:1]
    learner.cookies.delete("lang")
    for path in ("/learn/nosuch/hints", "/learn/octal:0.77/hints", "/learn/nosuch/editorial"):
        assert learner.get(path).status_code == 404


# -- in a contest -------------------------------------------------------------------------------


def test_contest_yaml_says_when_the_editorials_open(tmp_path):
    path = tmp_path / "contest.yaml"
    base = {"name": "Club", "duration": "2:00:00"}
    assert parse_contest(base, path, "club").editorials is Editorials.AFTER
    never = parse_contest({**base, "editorials": "never"}, path, "club")
    assert never.editorials is Editorials.NEVER
    assert contest_yaml(never)["editorials"] == "never"
    assert "editorials" not in contest_yaml(parse_contest(base, path, "club"))
    with pytest.raises(
        JudgeError, match=r"contest.yaml.*editorials 'later': one of after, never, always"
    ):
        parse_contest({**base, "editorials": "later"}, path, "club")


def test_in_a_contest_the_hints_open_after_it_each_use_noted_for_the_jury(served):
    team, jury = served.client("alpha"), served.client("jury")
    assert served.anonymous().get("/learn/hdu_1846/hints").status_code == 303  # log in first
    served.start()
    closed = team.get("/learn/hdu_1846/hints")
    assert closed.status_code == 404
    assert "The hints and editorials open when the contest is over." in closed.text
    everything = jury.get("/learn/hdu_1846/hints")
    assert shown_hints(everything.text) == HINTS  # the jury's: all, nothing noted
    assert 'id="editorial"' in jury.get("/learn/hdu_1846/editorial").text
    served.clock.advance("2:00:01")
    page = team.get("/learn/hdu_1846/hints")
    assert page.status_code == 200 and shown_hints(page.text) == []
    taken = team.post("/learn/hdu_1846/hints", data={"csrf": csrf_of(page.text)})
    assert shown_hints(taken.text) == HINTS[:1]
    assert team.post("/learn/hdu_1846/hints", data={}).status_code == 403  # no CSRF token
    asked = team.get("/learn/hdu_1846/editorial")
    team.post("/learn/hdu_1846/editorial", data={"csrf": csrf_of(asked.text)})
    noted = jury.get("/jury/teams/alpha").text
    section = noted[noted.index('id="help-taken"') :]
    assert re.search(r"<td>hdu_1846</td><td>1</td><td>seen</td>", section)
    assert "None." in jury.get("/jury/teams/beta").text  # beta took nothing


def test_editorials_always_opens_them_from_the_start_and_never_keeps_them_to_the_jury(served):
    team = served.client("alpha")
    config = served.session.config
    served.session.config = dataclasses.replace(config, editorials=Editorials.ALWAYS)
    before = team.get("/learn/hdu_1846/hints")
    assert "The hints and editorials open when the contest starts." in before.text
    served.start()
    page = team.get("/learn/hdu_1846/hints")
    assert page.status_code == 200
    assert team.get("/learn/hdu_1846").status_code == 404  # the tables: after the contest
    team.post("/learn/hdu_1846/hints", data={"csrf": csrf_of(page.text)})
    served.session.config = dataclasses.replace(config, editorials=Editorials.NEVER)
    served.clock.advance("2:00:01")
    never = team.get("/learn/hdu_1846/hints")
    assert never.status_code == 404
    assert "This contest keeps its hints and editorials to the jury." in never.text
    assert team.get("/learn/hdu_1846").status_code == 200  # the tables are open now
    assert served.client("jury").get("/learn/hdu_1846/hints").status_code == 200
