"""A club's site serving its contests' pages, each under ``/contests/{id}/``: two contests of
one site reached from its home page, a team logged in to one and submitting there, its
session nothing to the other, and every link, form, script, stream, redirect and cookie of a
contest's pages under its prefix (and, served alone, under ``/`` as before)."""

from __future__ import annotations

import http.client
from html.parser import HTMLParser
from urllib.parse import quote

import httpx
import pytest
from starlette.testclient import TestClient

from contest.contest_helpers import ACCEPTED, START
from judge.contest.core.clock import FakeClock
from judge.errors import JudgeError
from judge.web.app import create_app
from judge.web.auth import COOKIE
from judge.web.server import ContestServer
from judge.web.site_app import create_site_app
from support import wait_until
from web.web_helpers import LiveServer, ServedSite, ServeProcess, csrf_of, make_site

CLUB, WEEK2 = "/contests/club", "/contests/week2"
#: The attributes of a page that name a URL of the server.
URL_ATTRIBUTES = ("href", "action", "src", "data-live")


class Links(HTMLParser):
    """Every URL a page names (links, forms, scripts, style sheets, live streams)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found += [value or "" for name, value in attrs if name in URL_ATTRIBUTES]


def links_of(html: str) -> list[str]:
    parser = Links()
    parser.feed(html)
    return parser.found


def outside(html: str, prefix: str) -> list[str]:
    """The URLs of a page that are not under ``prefix`` ("": the server's root)."""
    return [url for url in links_of(html) if not url.startswith(f"{prefix}/") or "//" in url]


@pytest.fixture
def site(tmp_path):
    made = ServedSite(tmp_path)
    try:
        yield made
    finally:
        made.opened.close()


def submit(client: TestClient, prefix: str, problem: str = "A"):
    token = csrf_of(client.get(f"{prefix}/submit").text)
    return client.post(
        f"{prefix}/submit",
        data={"problem": problem, "language": "auto", "csrf": token},
        files={"file": (ACCEPTED.name, ACCEPTED.read_bytes())},
    )


def test_the_home_page_links_each_contest_to_its_pages(site):
    with site.client() as client:
        home = client.get("/")
        assert f'href="{CLUB}/"' in home.text and f'href="{WEEK2}/"' in home.text
        for prefix in (CLUB, WEEK2):
            page = client.get(f"{prefix}/")
            assert page.status_code == 200 and "Club contest" in page.text
            assert outside(page.text, prefix) == []
            board = client.get(f"{prefix}/scoreboard")
            assert board.status_code == 200 and f'data-live="{prefix}/live/board"' in board.text
            style = client.get(f"{prefix}/static/style.css")
            assert style.status_code == 200 and "public" in style.headers["cache-control"]
        bare = client.get(f"{CLUB}?x=1")
        assert bare.status_code == 307 and bare.headers["location"] == f"{CLUB}/?x=1"
        assert client.get("/contests/nope/").status_code == 404
        assert client.get("/contests/nope").status_code == 404
        assert client.get(f"{CLUB}/no/such/page").status_code == 404
        # A page of a contest whose visitor must log in sends them to that contest's login.
        refused = client.get(f"{CLUB}/problems/A")
        assert refused.status_code == 303
        assert (
            refused.headers["location"]
            == f"{CLUB}/login?next={quote(f'{CLUB}/problems/A', safe='')}"
        )


def test_a_team_logs_in_to_one_contest_and_its_session_is_nothing_to_the_other(site):
    with site.client() as client:
        logged = site.login(client, CLUB, "alpha", "club")
        assert logged.status_code == 303 and logged.headers["location"] == f"{CLUB}/"
        cookie = logged.headers["set-cookie"]
        assert cookie.startswith(f"{COOKIE}=") and f"Path={CLUB};" in cookie
        assert "HttpOnly" in cookie
        problem = client.get(f"{CLUB}/problems/A")
        assert problem.status_code == 200 and "Brave Game" in problem.text
        assert outside(problem.text, CLUB) == []

        made = submit(client, CLUB)
        assert made.status_code == 303 and made.headers["location"] == f"{CLUB}/submissions/1"
        assert site.servers["club"].judge_queued() == 1
        mine = client.get(f"{CLUB}/submissions/1")
        assert mine.status_code == 200 and ">AC</span>" in mine.text
        assert outside(mine.text, CLUB) == []
        listing = client.get(f"{CLUB}/submissions")
        assert f'href="{CLUB}/submissions/1"' in listing.text
        assert outside(listing.text, CLUB) == []
        board = client.get(f"{CLUB}/scoreboard")
        assert 'data-team="alpha"' in board.text and outside(board.text, CLUB) == []

        # The browser does not send club's cookie to week2's pages ...
        there = client.get(f"{WEEK2}/submit")
        assert there.status_code == 303 and there.headers["location"].startswith(
            f"{WEEK2}/login?next="
        )
        # ... and sent anyway it opens nothing there (another contest, another secret).
        value = client.cookies.get(COOKIE, path=CLUB)
        assert value
        forced = client.get(f"{WEEK2}/submit", headers={"cookie": f"{COOKIE}={value}"})
        assert forced.status_code == 303 and forced.headers["location"].startswith(
            f"{WEEK2}/login?next="
        )
        # club's password is not week2's: alpha logs in there with its own
        assert site.passwords["club"]["alpha"] != site.passwords["week2"]["alpha"]
        assert site.login(client, WEEK2, "alpha", "club").status_code == 401
        assert site.login(client, WEEK2, "alpha", "week2").status_code == 303
        assert client.get(f"{WEEK2}/submissions").status_code == 200
        assert ">AC</span>" not in client.get(f"{WEEK2}/submissions").text  # none there
        # Logging out of week2 leaves the session of club as it was.
        token = csrf_of(client.get(f"{WEEK2}/").text)
        out = client.post(f"{WEEK2}/logout", data={"csrf": token})
        assert out.status_code == 303 and out.headers["location"] == f"{WEEK2}/"
        assert client.get(f"{CLUB}/submissions/1").status_code == 200
        assert client.get(f"{WEEK2}/submissions").status_code == 303


def test_a_login_goes_back_to_a_page_of_its_own_contest_only(site):
    with site.client() as client:
        page = client.get(f"{CLUB}/login?next={quote(f'{CLUB}/submit', safe='')}")
        assert f'action="{CLUB}/login?next=' in page.text
        back = client.post(
            f"{CLUB}/login?next={quote(f'{CLUB}/submit', safe='')}",
            data={
                "username": "alpha",
                "password": site.passwords["club"]["alpha"],
                "csrf": csrf_of(page.text),
            },
        )
        assert back.status_code == 303 and back.headers["location"] == f"{CLUB}/submit"
    for elsewhere in (f"{WEEK2}/submit", "/", "//evil.example/", "/contests/clubx/"):
        with site.client() as client:
            page = client.get(f"{CLUB}/login")
            sent = client.post(
                f"{CLUB}/login?next={quote(elsewhere, safe='')}",
                data={
                    "username": "jury",
                    "password": site.passwords["club"]["jury"],
                    "csrf": csrf_of(page.text),
                },
            )
            assert sent.status_code == 303 and sent.headers["location"] == f"{CLUB}/jury", elsewhere


def test_every_link_and_form_of_a_contests_pages_is_under_its_prefix(site):
    with site.client() as team, site.client() as judges:
        assert site.login(team, CLUB, "alpha", "club").status_code == 303
        assert submit(team, CLUB).status_code == 303
        logged = site.login(judges, CLUB, "jury", "club")
        assert logged.headers["location"] == f"{CLUB}/jury"
        team_pages = ("/", "/problems/A", "/submit", "/submissions", "/submissions/1")
        team_pages += ("/clarifications", "/scoreboard", "/login", "/no/such/page")
        jury_pages = ("/jury", "/jury/teams", "/jury/teams/alpha", "/jury/problems")
        jury_pages += ("/jury/problems/A", "/jury/statistics", "/jury/results")
        jury_pages += ("/jury/submissions", "/jury/submissions/1", "/jury/clarifications")
        seen = 0
        for client, paths in ((team, team_pages), (judges, jury_pages)):
            for path in paths:
                page = client.get(f"{CLUB}{path}")
                assert page.status_code in (200, 404), (path, page.status_code)
                found = links_of(page.text)
                assert found, path
                assert outside(page.text, CLUB) == [], path
                seen += len(found)
        assert seen > 100
        # What a POST answers: a confirmation and the slips, their forms and links alike.
        token = csrf_of(judges.get(f"{CLUB}/jury").text)
        confirm = judges.post(f"{CLUB}/jury/schedule", data={"csrf": token, "action": "end"})
        assert f'action="{CLUB}/jury/schedule"' in confirm.text
        assert outside(confirm.text, CLUB) == []
        added = judges.post(
            f"{CLUB}/jury/teams", data={"csrf": token, "action": "add", "name": "Gamma"}
        )
        assert added.status_code == 200 and f"http://testserver{CLUB}/" in added.text
        assert outside(added.text, CLUB) == []
        # A redirect after a form stays under the prefix.
        question = team.post(
            f"{CLUB}/clarifications",
            data={"csrf": csrf_of(team.get(f"{CLUB}/").text), "text": "Is n positive?"},
        )
        assert (
            question.status_code == 303 and question.headers["location"] == f"{CLUB}/clarifications"
        )
        # The language switch goes back to the page it came from; the choice is the site's.
        switched = team.get(f"{CLUB}/lang?to=zh", headers={"referer": f"{CLUB}/scoreboard"})
        assert switched.headers["location"] == f"{CLUB}/scoreboard"
        assert "Path=/;" in switched.headers["set-cookie"]
        assert "进行中" in team.get("/").text  # the site's home in the language chosen
        assert outside(team.get(f"{CLUB}/").text, CLUB) == []


def test_served_alone_a_contests_pages_stay_under_the_root(site):
    app = create_app(site.servers["club"], watch=False)
    with TestClient(app, follow_redirects=False) as client:
        page = client.get("/login")
        logged = client.post(
            "/login",
            data={
                "username": "alpha",
                "password": site.passwords["club"]["alpha"],
                "csrf": csrf_of(page.text),
            },
        )
        assert logged.headers["location"] == "/"
        assert "Path=/;" in logged.headers["set-cookie"]
        for path in ("/", "/problems/A", "/submit", "/submissions", "/scoreboard", "/login"):
            text = client.get(path).text
            assert links_of(text) and outside(text, "") == [], path
        assert 'href="/static/style.css"' in client.get("/").text


def test_two_contests_with_one_id_are_refused(site):
    club = site.servers["club"]
    with pytest.raises(JudgeError, match="also the id of"):
        create_site_app("Twice", [club, ContestServer(club.session, judges=0)])


def test_a_contests_live_board_streams_under_its_prefix(site):
    with LiveServer(site, site.app) as live:
        conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=60)
        try:
            conn.request("GET", f"{CLUB}/live/board")
            response = conn.getresponse()
            assert response.status == 200
            assert response.getheader("content-type").startswith("text/event-stream")
            lines = [response.readline().decode() for _ in range(3)]
            assert lines[0] == "retry: 3000\n" and lines[2] == "event: board\n", lines
        finally:
            conn.close()


def test_judge_serve_site_says_where_each_contests_pages_are(tmp_path):
    root, folder, _ = make_site(tmp_path, FakeClock(START))
    with ServeProcess(root, "--judges", "0", name=str(folder)) as server:

        def contests() -> list[str]:
            return [line for line in server.output if line.startswith("contest ")]

        wait_until(lambda: len(contests()) == 3, timeout=60, what="the contests' lines")
        said = contests()
        assert said[0].startswith(f"contest practice: {server.url}/contests/practice/ (jury: ")
        assert said[1].startswith(f"contest club: {server.url}/contests/club/ (jury: user jury")
        assert said[2].startswith(f"contest week2: {server.url}/contests/week2/ (jury: ")
        page = httpx.get(f"{server.url}/contests/week2/", timeout=30)
        assert page.status_code == 200 and 'href="/contests/week2/scoreboard"' in page.text
        assert server.stop() == 0
