"""The coach's page of a club's site (/coach) and a member's virtual participation: a
contest made, copied or archived in the browser, served at once (its pages, the site's
judges) and there after a restart; each form's bad fields a 400 page with the message, a
form without the site's CSRF token refused, the page the coach's only."""

from __future__ import annotations

from html import unescape

import httpx
import pytest
from starlette.testclient import TestClient

from contest.contest_helpers import ACCEPTED, START
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.core.site import Member, SiteRole
from judge.contest.ops.members import import_members, open_members
from judge.contest.ops.site import open_site
from judge.contest.ops.site_judging import SiteJudges
from support import wait_until
from web.web_helpers import ServedSite, ServeProcess, csrf_of, make_site

NEW = {"id": "week3", "title": "Week 3", "start": "now", "duration": "1:00:00", "rule": "icpc"}


@pytest.fixture
def site(tmp_path):
    made = ServedSite(tmp_path, members=True, pool=SiteJudges([], slots=1, poll=0.2))
    try:
        yield made
    finally:
        made.stop()
        made.runtime.pool.stop()
        made.opened.close()


def logged_in(site: ServedSite, who: str) -> TestClient:
    client = TestClient(site.app, follow_redirects=False)
    page = client.get("/login")
    sent = client.post(
        "/login",
        data={"username": who, "password": site.members[who], "csrf": csrf_of(page.text)},
    )
    assert sent.status_code == 303
    return client


def post(client: TestClient, path: str, data, page: str = "/coach"):
    token = csrf_of(client.get(page).text)
    return client.post(path, data={**data, "csrf": token})


def test_the_coachs_page_is_the_coachs_only(site):
    anonymous = TestClient(site.app, follow_redirects=False)
    assert anonymous.get("/coach").headers["location"] == "/login?next=%2Fcoach"
    assert logged_in(site, "ann").get("/coach").status_code == 403
    page = logged_in(site, "carl").get("/coach")
    assert page.status_code == 200
    assert 'data-contest="club"' in page.text and 'data-contest="week2"' in page.text
    assert 'name="problems" value="hdu_1846"' in page.text
    assert 'href="/coach"' in page.text  # the header links it for a coach
    coach = logged_in(site, "carl")
    coach.cookies.set("lang", "zh")
    chinese = coach.get("/coach").text
    assert "教练页面" in chinese and "新建比赛" in chinese and "勇敢者的游戏" in chinese


def test_a_contest_made_in_the_browser_is_served_and_judged_at_once_and_after_a_restart(site):
    site.runtime.pool.start()
    coach = logged_in(site, "carl")
    made = post(coach, "/coach/new", {**NEW, "problems": ["hdu_1847", "hdu_1846"]})
    assert made.status_code == 303
    assert made.headers["location"] == "/coach?done=made&contest=week3"
    assert "Contest week3 made" in coach.get(made.headers["location"]).text
    assert 'href="/contests/week3/"' in TestClient(site.app).get("/").text
    ann = logged_in(site, "ann")
    joined = post(ann, "/join", {"contest": "week3"}, page="/")
    assert joined.headers["location"] == "/contests/week3/"
    problem = ann.get("/contests/week3/problems/A")
    assert problem.status_code == 200 and "Brave Game" in problem.text  # the set's order
    token = csrf_of(ann.get("/contests/week3/submit").text)
    sent = ann.post(
        "/contests/week3/submit",
        data={"problem": "A", "language": "auto", "csrf": token},
        files={"file": (ACCEPTED.name, ACCEPTED.read_bytes())},
    )
    assert sent.status_code == 303
    wait_until(
        lambda: ">AC</span>" in ann.get("/contests/week3/submissions/1").text,
        60,
        "the site's judges to judge the new contest",
    )
    folder = site.opened.folder
    with open_site(folder, site.clock, default_cache_dir()) as again:
        assert list(again.contests) == ["practice", "club", "week2", "week3"]


@pytest.mark.parametrize(
    ("changed", "message"),
    [
        ({"id": "bad id"}, "contest name 'bad id' may hold only"),
        ({"id": "club"}, "contest 'club' is already on the site"),
        ({"duration": "0:00:00"}, "duration: must be more than 0:00:00"),
        ({"start": "soon"}, "start: expected now or a local time"),
        ({"rule": "chess"}, "type must be one of icpc, ioi, oi"),
        ({"problems": []}, "give the contest's problems"),
        ({"problems": ["../../etc"]}, "no problem '../../etc' in the site's set"),
        ({"package": "/nowhere"}, "no problem package there"),
    ],
)
def test_a_bad_new_contest_is_a_400_page_with_the_message(site, changed, message):
    coach = logged_in(site, "carl")
    answer = post(coach, "/coach/new", {**NEW, "problems": ["hdu_1846"], **changed})
    assert answer.status_code == 400 and message in unescape(answer.text)
    assert 'data-contest="week3"' not in coach.get("/coach").text
    assert not (site.root / "contests" / "week3").exists()


def test_a_form_without_the_sites_token_is_refused(site):
    coach = logged_in(site, "carl")
    for path, data in (
        ("/coach/new", {**NEW, "problems": "hdu_1846"}),
        ("/coach/copy", {"source": "club", "id": "club2"}),
        ("/coach/archive", {"contest": "club"}),
        ("/virtual", {"contest": "club"}),
    ):
        assert coach.post(path, data=data).status_code == 403
        assert coach.post(path, data={**data, "csrf": "forged"}).status_code == 403
    assert not (site.root / "contests" / "week3").exists()
    assert not (site.root / "contests" / "club2").exists()
    member = logged_in(site, "ann")
    assert post(member, "/coach/new", {**NEW, "problems": "hdu_1846"}, "/").status_code == 403


def test_a_copy_keeps_the_problems_and_is_served(site):
    coach = logged_in(site, "carl")
    copied = post(coach, "/coach/copy", {"source": "club", "id": "club2", "start": "now"})
    assert copied.headers["location"] == "/coach?done=copied&contest=club2"
    page = coach.get("/contests/club2/problems/A")
    assert page.status_code == 200 and "Brave Game" in page.text and "Club contest" in page.text
    for data, message in (
        ({"source": "club", "id": "club2"}, "contest 'club2' is already on the site"),
        ({"source": "nope", "id": "club3"}, "Choose the contest to copy."),
        ({"source": "club", "id": "club3", "start": "later"}, "start: expected now"),
    ):
        answer = post(coach, "/coach/copy", data)
        assert answer.status_code == 400 and message in unescape(answer.text)


def test_an_archived_contest_leaves_the_home_page_but_is_served(site):
    coach = logged_in(site, "carl")
    done = post(coach, "/coach/archive", {"contest": "club"})
    assert done.headers["location"] == "/coach?done=archived&contest=club"
    ann = logged_in(site, "ann")
    home = ann.get("/").text
    assert 'href="/contests/club/"' not in home and 'value="club"' not in home
    assert 'href="/contests/week2/"' in home
    assert ann.get("/contests/club/").status_code == 200
    assert "archived" in coach.get("/coach").text
    post(coach, "/coach/archive", {"contest": "club", "undo": "1"})
    assert 'href="/contests/club/"' in ann.get("/").text
    missing = post(coach, "/coach/archive", {"contest": "nope"})
    assert missing.status_code == 400


def test_a_member_takes_an_ended_contest_virtually(site):
    ann = logged_in(site, "ann")
    assert "Take it virtually" not in ann.get("/").text  # nothing has ended
    site.clock.advance("2:01:00")
    home = ann.get("/").text
    assert "Take it virtually" in home
    taken = post(ann, "/virtual", {"contest": "club"}, page="/")
    assert taken.status_code == 303 and taken.headers["location"] == "/contests/club-virtual-ann/"
    again = post(ann, "/virtual", {"contest": "club"}, page="/")
    assert again.headers["location"] == "/contests/club-virtual-ann/"  # the running one
    board = ann.get("/contests/club-virtual-ann/scoreboard")
    assert board.status_code == 200 and "Alpha" in board.text and "Ann" in board.text
    assert "/contests/club-virtual-ann/" in ann.get("/me").text
    assert 'href="/contests/club-virtual-ann/"' not in logged_in(site, "bo").get("/").text
    coach = logged_in(site, "carl")
    assert post(coach, "/virtual", {"contest": "club"}, page="/").status_code == 403
    assert post(ann, "/virtual", {"contest": "nope"}, page="/").status_code == 404


@pytest.mark.slow
def test_a_contest_made_on_a_running_site_survives_kill_9(tmp_path):
    """`judge serve SITE` killed (SIGKILL) after the coach made a contest and a member joined
    it: at the next start it is served, the member still in it, and a submission is judged."""
    root, folder, _ = make_site(tmp_path, FakeClock(START))
    store = open_members(folder)
    try:
        people = [Member("ann", "Ann"), Member("carl", "Carl", SiteRole.COACH)]
        passwords = {
            m.id: m.password for m in import_members(store, people, FakeClock(START).now())
        }
    finally:
        store.close()

    def client(url: str, who: str) -> httpx.Client:
        browser = httpx.Client(base_url=url, timeout=30)
        token = csrf_of(browser.get("/login").text)
        data = {"username": who, "password": passwords[who], "csrf": token}
        assert browser.post("/login", data=data).status_code == 303
        return browser

    with ServeProcess(root, "--judges", "1", name=str(folder)) as server:
        coach = client(server.url, "carl")
        token = csrf_of(coach.get("/coach").text)
        made = coach.post("/coach/new", data={**NEW, "problems": "hdu_1846", "csrf": token})
        assert made.status_code == 303, made.text
        ann = client(server.url, "ann")
        token = csrf_of(ann.get("/").text)
        assert ann.post("/join", data={"contest": "week3", "csrf": token}).status_code == 303
        server.kill()
    with ServeProcess(root, "--judges", "1", name=str(folder)) as server:
        ann = client(server.url, "ann")
        assert "/contests/week3/" in ann.get("/me").text
        token = csrf_of(ann.get("/contests/week3/submit").text)
        sent = ann.post(
            "/contests/week3/submit",
            data={"problem": "A", "language": "auto", "csrf": token},
            files={"file": (ACCEPTED.name, ACCEPTED.read_bytes())},
        )
        assert sent.status_code == 303
        wait_until(
            lambda: ">AC</span>" in ann.get("/contests/week3/submissions/1").text,
            90,
            "the restarted site's judges",
        )
        assert server.stop() == 0
