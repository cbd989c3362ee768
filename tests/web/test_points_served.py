"""A served contest by points (its rule set in contest.yaml before the start), its problems
pass-fail ones of the set worth 100 each: the board page, the team's pages, the Contest API's
contest, judgements and scoreboard, an oi contest withholding everything from the teams until
its end and showing it all then."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from contest.contest_helpers import ACCEPTED, START, WRONG_ON_HIDDEN, make_root
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import FakeClock
from judge.contest.core.config import dump_yaml, read_yaml
from judge.contest.ops.session import open_contest
from judge.web.app import create_app
from judge.web.server import ContestServer
from web.test_api_conformance import STRICT, problems_in
from web.test_server_pages import submit
from web.web_helpers import Served, make_contest, new_served, post_form

API = "/api/contests/club"


def served_by(tmp_path, rule: str) -> Served:
    root = make_root(tmp_path)
    clock = FakeClock(START)
    passwords = make_contest(root, clock)
    path = root / "contests" / "club" / "contest.yaml"
    data = read_yaml(path)
    data.pop("penalty_time")
    path.write_text(dump_yaml({**data, "rule": rule, "scoreboard_type": "score"}))
    session = open_contest(root, "club", clock, default_cache_dir())
    server = ContestServer(session, judges=0, isolation_note=session.not_isolated)
    return Served(root, clock, server, create_app(server), passwords)


def play(served: Served) -> None:
    """alpha solves A at minute 5; beta fails A on a hidden case at minute 10."""
    served.start()
    served.clock.advance("0:05:00")
    submit(served.client("alpha"), "A", ACCEPTED)
    served.clock.advance("0:05:00")
    submit(served.client("beta"), "A", WRONG_ON_HIDDEN)
    assert served.judge() == 2


def api(served: Served, path: str, who: str) -> object:
    auth = (who, served.passwords[who])
    return TestClient(served.app).get(f"{API}{path}", auth=auth).json()


def test_an_ioi_contest_served_in_points(tmp_path):
    served = served_by(tmp_path, "ioi")
    with TestClient(served.app):
        play(served)
        contest = api(served, "", "alpha")
        assert contest["scoreboard_type"] == "score" and "penalty_time" not in contest
        assert [p["max_score"] for p in api(served, "/problems", "alpha")] == [100, 100]
        assert [
            (j["judgement_type_id"], j["score"]) for j in api(served, "/judgements", "jury")
        ] == [
            ("AC", 100),
            ("WA", 0),
        ]
        board = api(served, "/scoreboard", "alpha")
        assert [(r["rank"], r["team_id"], r["score"]) for r in board["rows"]] == [
            (1, "alpha", {"score": 100, "time": 5}),
            (2, "beta", {"score": 0}),
        ]
        assert board["rows"][0]["problems"][0] == {
            "problem_id": "hdu_1846",
            "num_judged": 1,
            "num_pending": 0,
            "score": 100,
            "time": 5,
        }
        # Each endpoint's object meets the spec's schema of a score contest, made strict.
        for path, schema in (
            ("", "contest"),
            ("/problems", "problems"),
            ("/judgements", "judgements"),
            ("/scoreboard", "scoreboard"),
        ):
            assert problems_in(STRICT, schema, api(served, path, "jury")) == [], path
        page = served.anonymous().get("/scoreboard").text
        assert ">Score</th>" in page and ">Solved</th>" not in page
        assert '<td class="cell solved"><span class="minute">100</span>' in page
        assert "AC, 100 points" in served.client("alpha").get("/submissions/1").text
        assert "WA on case 2 of 25, 0 points" in served.client("beta").get("/submissions/2").text


def test_an_oi_contest_shows_the_teams_nothing_until_its_end(tmp_path):
    served = served_by(tmp_path, "oi")
    with TestClient(served.app):
        play(served)
        alpha = served.client("alpha")
        mine = alpha.get("/submissions/1").text
        assert "submitted" in mine and "AC" not in mine.split("Your source")[0]
        assert api(served, "/judgements", "alpha") == []
        feed = TestClient(served.app).get(
            f"{API}/event-feed?stream=false", auth=("alpha", served.passwords["alpha"])
        )
        assert '"judgements"' not in feed.text
        board = api(served, "/scoreboard", "alpha")
        assert [(r["rank"], r["score"]["score"]) for r in board["rows"]] == [(1, 0), (1, 0)]
        assert [r["problems"][0]["num_pending"] for r in board["rows"]] == [1, 1]
        page = served.anonymous().get("/scoreboard").text
        assert "An OI contest: the scores are shown when it ends." in page
        # The jury sees it all.
        jury = api(served, "/scoreboard", "jury")
        assert [(r["team_id"], r["score"]["score"]) for r in jury["rows"]] == [
            ("alpha", 100),
            ("beta", 0),
        ]
        served.clock.advance("2:00:00")  # over
        served.server.poke()
        assert "AC, 100 points" in alpha.get("/submissions/1").text
        assert [j["score"] for j in api(served, "/judgements", "alpha")] == [100]
        board = api(served, "/scoreboard", "alpha")
        assert [(r["team_id"], r["score"]["score"]) for r in board["rows"]] == [
            ("alpha", 100),
            ("beta", 0),
        ]
        feed = TestClient(served.app).get(
            f"{API}/event-feed?stream=false", auth=("alpha", served.passwords["alpha"])
        )
        assert '"judgements"' in feed.text


def test_the_jury_chooses_the_rule_before_the_start_only(tmp_path):
    served = new_served(tmp_path)
    with TestClient(served.app):
        jury = served.client("jury")
        assert 'action="/jury/rule"' in jury.get("/jury").text
        chosen = post_form(jury, "/jury/rule", {"rule": "ioi"}, page="/jury")
        assert chosen.status_code == 303, chosen.text
        assert api(served, "", "jury")["scoreboard_type"] == "score"
        assert read_yaml(served.root / "contests" / "club" / "contest.yaml")["rule"] == "ioi"
        assert post_form(jury, "/jury/rule", {"rule": "golf"}, page="/jury").status_code == 400
        served.start()
        late = post_form(jury, "/jury/rule", {"rule": "icpc"}, page="/jury")
        assert late.status_code == 409 and "its rule can no longer change" in late.text
        assert api(served, "", "jury")["scoreboard_type"] == "score"


def feed_problems(served: Served) -> dict[str, object]:
    """Each problem as the jury's event feed has it last (its latest event's data)."""
    feed = TestClient(served.app).get(
        f"{API}/event-feed?stream=false", auth=("jury", served.passwords["jury"])
    )
    assert feed.status_code == 200, feed.text
    last: dict[str, object] = {}
    for line in feed.text.splitlines():
        event = json.loads(line) if line.strip() else {}
        if event.get("type") == "problems":
            last[event["id"]] = event["data"]
    return last


def rest_problems(served: Served) -> dict[str, object]:
    listed = api(served, "/problems", "jury")
    assert isinstance(listed, list)
    return {p["id"]: p for p in listed}


@pytest.mark.parametrize("rule", ["icpc", "ioi", "oi"])
def test_the_feed_serves_the_problems_the_endpoint_serves(tmp_path, rule):
    served = new_served(tmp_path) if rule == "icpc" else served_by(tmp_path, rule)
    with TestClient(served.app):
        served.start()
        rest = rest_problems(served)
        assert sorted(rest) == ["hdu_1846", "hdu_1847"]
        worth = [p.get("max_score") for p in rest.values()]
        assert worth == ([None, None] if rule == "icpc" else [100, 100])
        assert feed_problems(served) == rest


def test_a_rule_changed_before_the_start_rewrites_the_problems_events(tmp_path):
    served = new_served(tmp_path)
    with TestClient(served.app):
        jury = served.client("jury")
        assert "max_score" not in next(iter(feed_problems(served).values()))
        for rule, worth in (("ioi", 100), ("oi", 100), ("icpc", None)):
            chosen = post_form(jury, "/jury/rule", {"rule": rule}, page="/jury")
            assert chosen.status_code == 303, chosen.text
            feed = feed_problems(served)
            assert [p.get("max_score") for p in feed.values()] == [worth, worth]
            assert feed == rest_problems(served)
