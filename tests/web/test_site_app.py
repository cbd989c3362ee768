"""A club's site served by one process: two contests, their home page, each contest's API as a
one-contest server gives it, the site's judges taking the contests in turn, and a restart."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from contest.contest_helpers import START, WRONG_ON_SAMPLE, make_root
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.ops import jury
from judge.contest.ops.site import add_contest, new_site, open_site
from judge.contest.ops.site_judging import SiteJudges
from judge.contest.ops.submit import record_submission
from judge.contest.ops.worker import Worker
from judge.web.app import create_app
from judge.web.server import ContestServer
from judge.web.site_app import create_site_app
from web.web_helpers import make_contest


@pytest.fixture
def site(tmp_path):
    """A site "Our club" naming contests club (started) and week2 (not yet), both of the
    same problem set; their passwords."""
    root = make_root(tmp_path)
    clock = FakeClock(START)
    passwords = {name: make_contest(root, clock, name) for name in ("club", "week2")}
    folder = new_site(tmp_path / "site", "Our club")
    for name in ("club", "week2"):
        add_contest(folder, root / "contests" / name, clock.now())
    return folder, clock, passwords


def serve(folder, clock):
    opened = open_site(folder, clock, default_cache_dir())
    servers = [ContestServer(session, judges=0) for session in opened.contests.values()]
    return opened, servers, create_site_app(opened.config.title, servers)


def source() -> bytes:
    return WRONG_ON_SAMPLE.read_bytes()


def test_home_lists_the_contests_by_phase_in_both_languages(site):
    folder, clock, _ = site
    opened, _servers, app = serve(folder, clock)
    try:
        jury.start_now(opened.contests["club"])
        with TestClient(app) as client:
            page = client.get("/")
            assert page.status_code == 200
            running, upcoming = page.text.split("<h2>Upcoming</h2>")
            assert "/api/contests/club" in running and "/api/contests/week2" not in running
            assert "/api/contests/week2" in upcoming.split("<h2>Past</h2>")[0]
            chinese = client.get("/", headers={"accept-language": "zh-CN"})
            assert "进行中" in chinese.text and "即将开始" in chinese.text
            assert page.headers["x-frame-options"] == "DENY"
    finally:
        opened.close()


def test_each_contest_api_is_as_its_own_server_gives_it(site):
    folder, clock, passwords = site
    opened, servers, app = serve(folder, clock)
    try:
        with TestClient(app) as client:
            listed = client.get("/api/contests").json()
            assert sorted(c["id"] for c in listed) == ["club", "practice", "week2"]
            for server in servers:
                cid = server.info().record.id
                if cid == "practice":  # the site's practice space: made by the site
                    continue
                alone = TestClient(create_app(server, watch=False))
                for path in ("", "/state", "/problems", "/teams", "/judgement-types"):
                    url = f"/api/contests/{cid}{path}"
                    assert client.get(url).json() == alone.get(url).json(), url
                auth = ("jury", passwords[cid]["jury"])
                assert client.get(f"/api/contests/{cid}/accounts", auth=auth).status_code == 200
            missing = client.get("/api/contests/nope/problems")
            assert missing.status_code == 404 and missing.json()["code"] == 404
            assert client.get("/no/such/page").status_code == 404
            wrong = client.get("/api/contests", auth=("alpha", "wrong"))
            assert wrong.status_code == 401
            # The jury of one contest is a stranger to the other, which lists itself as the
            # public sees it.
            known = client.get("/api/contests", auth=("jury", passwords["club"]["jury"]))
            assert known.status_code == 200, known.text
            assert sorted(c["id"] for c in known.json()) == ["club", "practice", "week2"]
    finally:
        opened.close()


def test_a_flood_in_one_contest_does_not_starve_the_other(site):
    folder, clock, _ = site
    opened, servers, _ = serve(folder, clock)
    try:
        club, week2 = opened.contests["club"], opened.contests["week2"]
        for session in (club, week2):
            jury.start_now(session)
        for _ in range(3):
            record_submission(club, "alpha", "A", "m.py", source())
        record_submission(week2, "alpha", "A", "m.py", source())
        order: list[str] = []

        def noted(name, server):
            def judged(claim):
                order.append(name)
                server.judged(claim)

            return judged

        workers = [
            Worker(session.judging(), on_judged=noted(name, server))
            for (name, session), server in zip(opened.contests.items(), servers, strict=True)
            if name != "practice"  # the two contests of the flood
        ]
        judges = SiteJudges(workers, slots=1)
        while judges.run_once() is not None:
            pass
        # week2's one submission right after the flood's first, not after all three
        assert order == ["club", "week2", "club", "club"]
    finally:
        opened.close()


def test_submissions_in_two_contests_survive_a_restart(site):
    folder, clock, passwords = site
    opened, _servers, app = serve(folder, clock)
    contests = {name: s for name, s in opened.contests.items() if name != "practice"}
    for session in contests.values():
        jury.start_now(session)
    made = {
        name: record_submission(session, "alpha", "A", "m.py", source()).id
        for name, session in contests.items()
    }
    opened.close()  # as a killed server leaves them: recorded, queued, not judged
    opened, _servers, app = serve(folder, clock)
    try:
        with TestClient(app) as client:
            for name, sid in made.items():
                auth = ("jury", passwords[name]["jury"])
                got = client.get(f"/api/contests/{name}/submissions", auth=auth).json()
                assert [s["id"] for s in got] == [sid]
    finally:
        opened.close()
