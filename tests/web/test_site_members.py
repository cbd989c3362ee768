"""A club's site's members in the browser: they log in once on the site (a session cookie of
the whole site, CSRF on every form, failed logins slowed), join a contest from the home page
and are its team there (submitting, judged, on its board under their name) without a
contest password; a member who did not join is nobody there, a coach is every contest's
jury, logging out ends it, and the site's session opens nothing on another site nor on a
contest served alone. A member's page shows their contests and their progress on each training
list. A contest's submission wakes the site's judges at once."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from contest.contest_helpers import ACCEPTED
from judge.contest.core.training import TrainingList
from judge.contest.ops.members import set_member_password
from judge.contest.ops.site_judging import SiteJudges
from judge.contest.ops.training import make_list
from judge.contest.ops.worker import Worker
from judge.web.app import create_app
from judge.web.auth import COOKIE
from judge.web.site_pages import SITE_COOKIE
from judge.web.site_serve import wake_site_judges
from support import wait_until
from web.web_helpers import ServedSite, csrf_of

CLUB, WEEK2 = "/contests/club", "/contests/week2"
#: The problems of the site's contests (A and B of each).
PROBLEMS = ("hdu_1846", "hdu_1847")


@pytest.fixture
def site(tmp_path):
    made = ServedSite(tmp_path, members=True)
    try:
        yield made
    finally:
        made.stop()
        made.opened.close()


def log_in(site: ServedSite, client: TestClient, who: str, password: str | None = None):
    """The site's login form sent as ``who`` (with its own password unless one is given)."""
    page = client.get("/login")
    return client.post(
        "/login",
        data={
            "username": who,
            "password": site.members[who] if password is None else password,
            "csrf": csrf_of(page.text),
        },
    )


def join(client: TestClient, contest: str):
    return client.post("/join", data={"contest": contest, "csrf": csrf_of(client.get("/").text)})


def submit(client: TestClient, prefix: str):
    token = csrf_of(client.get(f"{prefix}/submit").text)
    return client.post(
        f"{prefix}/submit",
        data={"problem": "A", "language": "auto", "csrf": token},
        files={"file": (ACCEPTED.name, ACCEPTED.read_bytes())},
    )


def is_nobody(response, prefix: str) -> bool:
    """Whether a contest's team page sent its visitor to the contest's login."""
    return response.status_code == 303 and response.headers["location"].startswith(
        f"{prefix}/login?next="
    )


def test_a_member_logs_in_and_the_home_page_says_who(site):
    with site.client() as client:
        form = client.get("/login")
        assert form.status_code == 200 and 'name="csrf"' in form.text
        logged = log_in(site, client, "ann")
        assert logged.status_code == 303 and logged.headers["location"] == "/"
        cookie = logged.headers["set-cookie"]
        assert cookie.startswith(f"{SITE_COOKIE}=") and "Path=/;" in cookie
        assert "HttpOnly" in cookie and "samesite=lax" in cookie.lower()
        home = client.get("/")
        assert "Logged in as Ann (ann)." in home.text and 'action="/logout"' in home.text
        assert home.text.count('action="/join"') == 2  # neither contest joined yet
        assert client.get("/lang?to=zh").status_code == 303
        chinese = client.get("/").text
        assert "已登录：Ann（ann）。" in chinese and "报名" in chinese


def test_a_wrong_password_is_refused_and_failures_are_slowed(site):
    with site.client() as client:
        wrong = log_in(site, client, "ann", "not-it")
        assert wrong.status_code == 401 and "Wrong member id or password." in wrong.text
        assert "Logged in as" not in client.get("/").text
        assert log_in(site, client, "nobody", "x").status_code == 401
        assert log_in(site, client, "ann", "x\x00y").status_code == 401  # never a 500
        page = client.get("/login")
        filed = client.post(
            "/login",
            data={"password": "x", "csrf": csrf_of(page.text)},
            files={"username": ("a.txt", b"ann")},
        )
        assert filed.status_code == 400
        # ann's failures at this address: past the allowance each further try must wait
        codes = [log_in(site, client, "ann", "wrong").status_code for _ in range(3)]
        assert codes[-1] == 429
        waited = log_in(site, client, "ann")  # even the right password waits
        assert waited.status_code == 429 and "Too many failed logins: wait" in waited.text
        assert "Logged in as" not in client.get("/").text


def test_a_form_without_its_csrf_token_is_refused(site):
    with site.client() as client:
        client.get("/login")
        bare = client.post("/login", data={"username": "ann", "password": site.members["ann"]})
        assert bare.status_code == 403 and "Logged in as" not in client.get("/").text
        assert log_in(site, client, "ann").status_code == 303
        assert client.post("/join", data={"contest": "club"}).status_code == 403
        assert client.post("/logout", data={}).status_code == 403
        home = client.get("/")
        assert "Logged in as Ann" in home.text and home.text.count('action="/join"') == 2


def test_a_member_joins_submits_is_judged_and_is_on_the_board(site):
    with site.client() as client:
        assert is_nobody(client.get(f"{CLUB}/submit"), CLUB)
        log_in(site, client, "ann")
        assert is_nobody(client.get(f"{CLUB}/submit"), CLUB)  # not joined: nobody there
        joined = join(client, "club")
        assert joined.status_code == 303 and joined.headers["location"] == f"{CLUB}/"
        home = client.get("/")
        assert f'<a href="{CLUB}/">Enter</a>' in home.text
        assert home.text.count('action="/join"') == 1  # week2 still to join
        made = submit(client, CLUB)
        assert made.status_code == 303 and made.headers["location"] == f"{CLUB}/submissions/1"
        assert site.servers["club"].judge_queued() == 1
        mine = client.get(f"{CLUB}/submissions/1")
        assert mine.status_code == 200 and ">AC</span>" in mine.text
        board = client.get(f"{CLUB}/scoreboard")
        assert 'data-team="ann"' in board.text and "Ann" in board.text
        # week2, not joined: nobody there, and a jury page is refused
        assert is_nobody(client.get(f"{WEEK2}/submit"), WEEK2)
        assert client.get(f"{CLUB}/jury").status_code == 403
        # a contest the site does not serve is nothing to join
        assert join(client, "nope").status_code == 404


def test_a_contests_own_login_still_works_beside_the_sites(site):
    with site.client() as client:
        log_in(site, client, "bo")
        join(client, "club")
        # logged in to club itself as alpha, the browser is alpha there, not bo
        assert site.login(client, CLUB, "alpha", "club").status_code == 303
        assert submit(client, CLUB).status_code == 303
        assert site.servers["club"].judge_queued() == 1
        board = client.get(f"{CLUB}/scoreboard").text
        assert re.search(r'data-team="alpha"[^>]*>\s*<td class="rank">1<', board)  # solved it
        assert re.search(r'data-team="bo"[^>]*>\s*<td class="rank">2<', board)  # bo did not
        assert is_nobody(client.get(f"{WEEK2}/submit"), WEEK2)


def test_a_coach_is_every_contests_jury(site):
    with site.client() as client:
        log_in(site, client, "carl")
        for prefix in (CLUB, WEEK2):
            jury = client.get(f"{prefix}/jury")
            assert jury.status_code == 200 and "Carl" in jury.text
        home = client.get("/")
        assert 'action="/join"' not in home.text and home.text.count(">Enter</a>") == 3
        assert join(client, "club").status_code == 400


def test_logging_out_ends_the_session_everywhere(site):
    with site.client() as client:
        log_in(site, client, "ann")
        join(client, "club")
        value = client.cookies.get(SITE_COOKIE)
        assert client.get(f"{CLUB}/submit").status_code == 200
        out = client.post("/logout", data={"csrf": csrf_of(client.get("/").text)})
        assert out.status_code == 303 and out.headers["location"] == "/"
        assert "Logged in as" not in client.get("/").text
        assert is_nobody(client.get(f"{CLUB}/submit"), CLUB)
        # the old cookie, sent again, opens nothing: the session ended in the store
        replay = TestClient(site.app, follow_redirects=False)
        replay.cookies.set(SITE_COOKIE, value)
        assert is_nobody(replay.get(f"{CLUB}/submit"), CLUB)


def test_a_new_password_ends_the_members_sessions(site):
    with site.client() as client:
        log_in(site, client, "ann")
        assert "Logged in as Ann" in client.get("/").text
        set_member_password(site.opened.store, "ann")
        assert "Logged in as" not in client.get("/").text


def test_a_sites_session_reaches_no_other_site_nor_a_contest_alone(site, tmp_path):
    with site.client() as client:
        log_in(site, client, "ann")
        join(client, "club")
        value = client.cookies.get(SITE_COOKIE)
        assert value
    (tmp_path / "other").mkdir()
    other = ServedSite(tmp_path / "other", members=True)  # the same members, its own secret
    try:
        elsewhere = TestClient(other.app, follow_redirects=False)
        elsewhere.cookies.set(SITE_COOKIE, value)
        assert "Logged in as" not in elsewhere.get("/").text
        assert is_nobody(elsewhere.get(f"{CLUB}/submit"), CLUB)
    finally:
        other.stop()
        other.opened.close()
    alone = TestClient(create_app(site.servers["club"], watch=False), follow_redirects=False)
    for name in (SITE_COOKIE, COOKIE):
        alone.cookies.clear()
        alone.cookies.set(name, value)
        assert is_nobody(alone.get("/submit"), "")
    # on the site, the value as the contest's own cookie is nothing either
    forged = TestClient(site.app, follow_redirects=False)
    forged.cookies.set(COOKIE, value, path=CLUB)
    assert is_nobody(forged.get(f"{CLUB}/submit"), CLUB)


def test_a_submission_wakes_the_sites_judges(site):
    servers = list(site.servers.values())
    # Judges that would look again only after an hour: only the wake can make them judge.
    pool = SiteJudges([Worker(s.session.judging(), on_judged=s.judged) for s in servers], poll=3600)
    wake_site_judges(servers, pool)
    pool.start()
    try:
        wait_until(lambda: pool._next != 0, timeout=30)  # the first look found nothing
        with site.client() as client:
            log_in(site, client, "ann")
            join(client, "club")
            assert submit(client, CLUB).status_code == 303
            wait_until(lambda: ">AC</span>" in client.get(f"{CLUB}/submissions/1").text, 60)
    finally:
        pool.stop()


def test_a_members_page_shows_their_contests_and_progress(site):
    due = site.clock.now() + 3600_000
    make_list(site.opened.folder, TrainingList("bash", "Bash games", PROBLEMS, due.ms), due)
    with site.client() as client:
        assert client.get("/me").headers["location"] == "/login?next=%2Fme"
        log_in(site, client, "ann")
        page = client.get("/me")
        assert page.status_code == 200 and "None yet: join a contest" in page.text
        assert "Solved 0 of 2." in page.text and "Bash games" in page.text
        join(client, "club")
        assert submit(client, CLUB).status_code == 303
        assert site.servers["club"].judge_queued() == 1
        page = client.get("/me")
        assert f'<a href="{CLUB}/">club</a>' in page.text and "Solved 1 of 2." in page.text
        assert '<td data-problem="hdu_1846">+</td>' in page.text
        assert '<td data-problem="hdu_1847"></td>' in page.text
        assert client.get("/lang?to=zh").status_code == 303
        assert "已解决 1 / 2 题。" in client.get("/me").text


def test_the_api_takes_a_members_credentials_in_every_contest_of_the_site(site):
    # A coach's user name and password are every contest's jury in the API too (one account
    # for the site, as DOMjudge's: the ICPC's checker reads every contest with it); a member
    # is its team where it joined and the public elsewhere; a contest's own accounts still
    # work; a member's wrong password is refused as any wrong password.
    with site.client() as client:
        log_in(site, client, "ann")
        assert join(client, "club").status_code == 303
    coach = ("carl", site.members["carl"])
    with site.client() as api:
        for contest in ("club", "week2"):
            access = api.get(f"/api/contests/{contest}/access", auth=coach)
            assert access.status_code == 200, access.text
            assert "judgements" in {e["type"] for e in access.json()["endpoints"]}
            assert api.get(f"/api/contests/{contest}/account", auth=coach).json()["type"] == "admin"
        ann = ("ann", site.members["ann"])
        mine = api.get("/api/contests/club/access", auth=ann).json()
        assert mine["capabilities"] == ["team_submit"]
        elsewhere = api.get("/api/contests/week2/access", auth=ann).json()
        assert elsewhere["capabilities"] == []  # the public's
        listed = api.get("/api/contests", auth=coach)
        assert listed.status_code == 200 and len(listed.json()) == 3  # and the practice space
        own = ("jury", site.passwords["week2"]["jury"])
        assert api.get("/api/contests/week2/account", auth=own).json()["type"] == "admin"
        wrong = api.get("/api/contests/club/account", auth=("carl", "not-his"))
        assert wrong.status_code == 401, wrong.text


def test_the_coach_sees_a_training_lists_table_and_its_csv(site):
    make_list(site.opened.folder, TrainingList("bash", "Bash games", PROBLEMS), site.clock.now())
    with site.client() as member:
        log_in(site, member, "ann")
        join(member, "club")
        assert submit(member, CLUB).status_code == 303
        assert site.servers["club"].judge_queued() == 1
        # A member sees their own progress on /me, not the coach's table (a 404, as a list
        # that does not exist).
        assert member.get("/training/bash").status_code == 404
        assert member.get("/training/bash/csv").status_code == 404
    with site.client() as anonymous:
        assert anonymous.get("/training/bash").headers["location"].startswith("/login?next=")
    with site.client() as coach:
        log_in(site, coach, "carl")
        assert '<a href="/training/bash">Bash games</a>' in coach.get("/me").text
        page = coach.get("/training/bash")
        assert page.status_code == 200, page.text
        rows = re.findall(r"<tr><td>(\w+)</td><td>(\d+)</td>(.*?)</tr>", page.text)
        assert [(name, solved) for name, solved, _ in rows] == [("Ann", "1"), ("Bo", "0")]
        assert '<td data-problem="hdu_1846">+</td>' in rows[0][2]
        table = coach.get("/training/bash/csv")
        assert table.headers["content-type"].startswith("text/csv")
        assert table.text.splitlines() == [
            "member_id,member,solved,hdu_1846,hdu_1847",
            "ann,Ann,1,solved 1,",
            "bo,Bo,0,,",
        ]
        assert coach.get("/training/nope").status_code == 404
