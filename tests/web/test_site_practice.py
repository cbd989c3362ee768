"""Practice and upsolving on a club's site in the browser: /practice lists every problem of
the site with the member's state on it (a member submits in the practice space without
joining, and the state changes once judged), a coach sees the problems, a visitor is sent to
the login; an ended contest's problems link to the same problem in practice, a running one's
do not; a member's page sums up what was solved in each contest and upsolved after it."""

from __future__ import annotations

import re

import pytest

from contest.contest_helpers import ACCEPTED
from web.test_site_members import join, log_in
from web.web_helpers import ServedSite, csrf_of

PRACTICE, CLUB = "/contests/practice", "/contests/club"
ACCEPTED_1847 = ACCEPTED.parent.parent / "hdu_1847" / "solution.py"


@pytest.fixture
def site(tmp_path):
    made = ServedSite(tmp_path, members=True)
    try:
        yield made
    finally:
        made.stop()
        made.opened.close()


def label_of(site: ServedSite, problem_id: str) -> str:
    """The practice space's label of a problem."""
    return next(e.label for e in site.opened.contests["practice"].entries if e.id == problem_id)


def submit(client, prefix: str, problem: str, path=ACCEPTED):
    token = csrf_of(client.get(f"{prefix}/submit").text)
    return client.post(
        f"{prefix}/submit",
        data={"problem": problem, "language": "auto", "csrf": token},
        files={"file": (path.name, path.read_bytes())},
    )


def state_of(page: str, label: str) -> str:
    """The state a practice page's row of ``label`` says."""
    found = re.search(rf'data-label="{label}" data-state="(\w+)"', page)
    assert found is not None, label
    return found.group(1)


def test_a_visitor_is_sent_to_the_login_and_a_coach_sees_the_problems(site):
    with site.client() as client:
        away = client.get("/practice")
        assert away.status_code == 303 and away.headers["location"] == "/login?next=%2Fpractice"
        log_in(site, client, "carl")
        page = client.get("/practice")
        assert page.status_code == 200 and "<th>State</th>" not in page.text
        label = label_of(site, "hdu_1846")
        assert f'href="{PRACTICE}/problems/{label}"' in page.text
        assert client.post("/practice", data={}).status_code == 405


def test_a_member_practises_without_joining_and_sees_the_state_change(site):
    label = label_of(site, "hdu_1846")
    with site.client() as client:
        logged = log_in(site, client, "ann")
        assert logged.status_code == 303
        home = client.get("/")
        assert 'href="/practice"' in home.text and 'href="/practice"' in client.get("/me").text
        page = client.get("/practice")
        assert page.status_code == 200 and state_of(page.text, label) == "untried"
        total = len(site.opened.contests["practice"].entries)
        assert f"solved 0 of {total}, tried 0" in page.text
        assert f'href="{PRACTICE}/submit?problem={label}"' in page.text
        # no Join: every member is the practice space's team
        assert f'<a href="{PRACTICE}/">Enter</a>' in home.text
        bare = client.post(f"{PRACTICE}/submit", data={"problem": label, "language": "auto"})
        assert bare.status_code == 403  # no CSRF token
        made = submit(client, PRACTICE, label)
        assert made.status_code == 303, made.text
        page = client.get("/practice")
        assert state_of(page.text, label) == "tried"  # waiting to be judged
        assert site.servers["practice"].judge_queued() == 1
        page = client.get("/practice")
        assert state_of(page.text, label) == "solved"
        assert f"solved 1 of {total}, tried 0" in page.text
        board = client.get(f"{PRACTICE}/scoreboard")
        assert re.search(r'data-team="ann"[^>]*>\s*<td class="rank">1<', board.text)
        home = client.get(f"{PRACTICE}/")
        assert "Practice: open without an end." in home.text
        assert re.search(r'id="clock"[^>]*>\s*practice\s*</div>', home.text)  # no countdown
        assert client.get(f"{PRACTICE}/problems/NOPE").status_code == 404
        assert submit(client, PRACTICE, "NOPE").status_code == 400  # no such problem
        assert "open, no end" in client.get("/").text  # the practice space's row: no duration
        client.get("/lang?to=zh")
        chinese = client.get("/practice").text
        assert "练习" in chinese and "已解出" in chinese
        assert "本站的全部题目" in client.get("/me").text


def test_an_ended_contest_links_its_problems_to_practice(site):
    label = label_of(site, "hdu_1846")
    upsolve = f'href="{PRACTICE}/problems/{label}"'
    with site.client() as client:
        log_in(site, client, "ann")
        join(client, "club")
        assert submit(client, CLUB, "A").status_code == 303  # hdu_1846, solved in the contest
        site.servers["club"].judge_queued()
        assert upsolve not in client.get(f"{CLUB}/problems/A").text  # running: no upsolving
        assert upsolve not in client.get(f"{CLUB}/").text
        site.clock.advance("5:00:00")  # past the end of club
        problem = client.get(f"{CLUB}/problems/A")
        assert problem.status_code == 200 and upsolve in problem.text and "Upsolve" in problem.text
        assert upsolve in client.get(f"{CLUB}/").text
        other = label_of(site, "hdu_1847")
        assert submit(client, PRACTICE, other, ACCEPTED_1847).status_code == 303
        site.servers["practice"].judge_queued()
        mine = client.get("/me").text
        row = re.search(r'data-contest="club">(.*?)</tr>', mine, re.S)
        assert row is not None
        assert '<td class="solved">hdu_1846</td>' in row.group(1)
        assert '<td class="upsolved">hdu_1847</td>' in row.group(1)
