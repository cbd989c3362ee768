"""The CCS Contest API (2023-06) subset of the contest server: every endpoint, who may read
what, the team's POST of a submission, and the event feed (the board from it equals the
server's)."""

from __future__ import annotations

import base64
import io
import json
import zipfile

from contest.contest_helpers import ACCEPTED, WRONG_ON_SAMPLE
from judge.contest.core.feed import load_feed
from judge.contest.core.scoring import scoreboard, to_api
from judge.contest.core.times import format_time
from web.web_helpers import post_form

API = "/api/contests/club"


def zipped(name: str, data: bytes, extra: dict | None = None) -> str:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(name, data)
        for other, content in (extra or {}).items():
            archive.writestr(other, content)
    return base64.b64encode(buffer.getvalue()).decode()


def post(served, who: str, body: dict, auth=None):
    client = served.anonymous()
    return client.post(f"{API}/submissions", json=body, auth=auth or (who, served.passwords[who]))


def submission(problem="hdu_1846", language="python3", path=WRONG_ON_SAMPLE, **extra):
    return {
        "problem_id": problem,
        "language_id": language,
        "files": [{"data": zipped(path.name, path.read_bytes()), "mime": "application/zip"}],
        **extra,
    }


def get(served, path: str, who: str | None = None):
    auth = None if who is None else (who, served.passwords[who])
    return served.anonymous().get(
        API + path if path.startswith("/") or not path else path, auth=auth
    )


def test_public_endpoints(served):
    client = served.anonymous()
    assert client.get("/api").json()["version"] == "2023-06"
    (contest,) = client.get("/api/contests").json()
    assert contest["id"] == "club" and contest["name"] == "Club contest"
    assert contest["scoreboard_freeze_duration"] == "0:30:00.000"
    assert client.get(API).json() == contest
    assert client.get("/api/contests/other").status_code == 404
    assert client.get(f"{API}/state").json()["started"] is None
    # Before the start no event gives the board a time, and a TIME the spec requires: now's.
    board = get(served, "/scoreboard", "jury").json()
    assert (
        board["time"] == format_time(served.clock.now()) and board["contest_time"] == "0:00:00.000"
    )
    assert {t["id"] for t in client.get(f"{API}/judgement-types").json()} >= {"AC", "WA", "CE"}
    assert client.get(f"{API}/judgement-types/AC").json()["solved"] is True
    assert sorted(lang["id"] for lang in client.get(f"{API}/languages").json()) == [
        "c",
        "cpp",
        "java",
        "kotlin",
        "pascal",
        "pypy3",
        "python3",
    ]
    # Problems are public once the contest has started; the jury sees them before.
    assert client.get(f"{API}/problems").json() == []
    assert [p["id"] for p in get(served, "/problems", "jury").json()] == ["hdu_1846", "hdu_1847"]
    served.start()
    assert [p["label"] for p in client.get(f"{API}/problems").json()] == ["A", "B"]
    assert client.get(f"{API}/problems/hdu_1847").json()["label"] == "B"
    assert client.get(f"{API}/problems/nope").status_code == 404
    # Hidden teams: the jury only.
    assert [t["id"] for t in client.get(f"{API}/teams").json()] == ["alpha", "beta"]
    assert [t["id"] for t in get(served, "/teams", "jury").json()] == ["alpha", "beta", "ghost"]
    assert client.get(f"{API}/teams/ghost").status_code == 404
    assert client.get(f"{API}/scoreboard").json()["rows"][0]["team_id"] in ("alpha", "beta")


def test_submissions_and_judgements_need_a_login_and_teams_see_their_own(served):
    served.start()
    client = served.anonymous()
    for path in (
        "/submissions",
        "/judgements",
        "/clarifications",
        "/event-feed",
        "/submissions/1",
        "/submissions/1/files",
    ):
        response = client.get(API + path)
        assert response.status_code == 401, path
        assert response.headers["www-authenticate"] == 'Basic realm="judge"'
    assert client.get(f"{API}/submissions", auth=("alpha", "wrong")).status_code == 401
    made = post(served, "alpha", submission())
    assert made.status_code == 201, made.text
    sid = made.json()["id"]
    assert made.headers["location"] == f"{API}/submissions/{sid}"
    assert made.json()["team_id"] == "alpha" and made.json()["entry_point"] == "misere.py"
    served.judge()
    assert [s["id"] for s in get(served, "/submissions", "alpha").json()] == [sid]
    assert get(served, "/submissions", "beta").json() == []
    assert get(served, f"/submissions/{sid}", "beta").status_code == 404
    assert get(served, f"/submissions/{sid}/files", "beta").status_code == 404
    assert get(served, "/judgements", "beta").json() == []
    (judgement,) = get(served, "/judgements", "alpha").json()
    assert judgement["judgement_type_id"] == "WA" and judgement["submission_id"] == sid
    assert get(served, f"/judgements/{judgement['id']}", "beta").status_code == 404
    files = get(served, f"/submissions/{sid}/files", "alpha")
    assert files.headers["content-type"] == "application/zip"
    with zipfile.ZipFile(io.BytesIO(files.content)) as archive:
        assert archive.read("misere.py") == WRONG_ON_SAMPLE.read_bytes()
    assert get(served, f"/submissions/{sid}/files", "jury").status_code == 200
    assert len(get(served, "/submissions", "jury").json()) == 1


def test_a_team_posts_a_submission_and_bad_ones_are_refused(served):
    before = post(served, "alpha", submission())
    assert before.status_code == 403 and "not started" in before.json()["message"]
    served.start()
    client = served.anonymous()
    assert client.post(f"{API}/submissions", json=submission()).status_code == 401
    form = client.post(
        f"{API}/submissions",
        data={"problem_id": "hdu_1846"},
        auth=("alpha", served.passwords["alpha"]),
    )
    assert form.status_code == 415  # JSON only: no cross-site form can post here
    cases = [
        (submission(team_id="beta"), 403, "your own team"),
        (submission(id="77"), 400, "id must not be given"),
        (submission(time="2024-03-01T10:00:00+01"), 400, "time must not be given"),
        (submission(problem="nope"), 400, "unknown problem_id"),
        (submission(language="cobol"), 400, "unknown language_id"),
        (submission(language="java"), 400, "is not a Java file"),
        (submission(language="cpp"), 400, "is not a C++ file"),
        ({**submission(), "files": []}, 400, "exactly one zip"),
        ({**submission(), "files": [{"data": "not base64!"}]}, 400, "base64 zip"),
        (
            {**submission(), "files": [{"data": zipped("a.py", b"1", {"b.py": b"2"})}]},
            400,
            "exactly one source file",
        ),
        (
            {**submission(), "files": [{"data": zipped("a.py", b"#" * (256 * 1024 + 1))}]},
            400,
            "larger than 256 KiB",
        ),
    ]
    for body, status, message in cases:
        response = post(served, "alpha", body)
        assert response.status_code == status, (body.keys(), response.text)
        assert message in response.json()["message"], response.text
    assert get(served, "/submissions", "jury").json() == []
    # The jury may submit for a team (proxy_submit), naming it.
    assert post(served, "jury", submission()).status_code == 400
    made = post(served, "jury", submission(team_id="beta"))
    assert made.status_code == 201 and made.json()["team_id"] == "beta"


def test_the_scoreboard_from_the_event_feed_equals_the_servers(served):
    served.start()
    served.clock.advance("0:07:00")
    post(served, "alpha", submission())
    served.clock.advance("0:05:00")
    post(served, "beta", submission(path=ACCEPTED))
    served.judge()
    served.clock.advance("1:30:00")  # frozen
    post(served, "alpha", submission(path=ACCEPTED))
    served.judge()
    feed = get(served, "/event-feed?stream=false", "jury")
    assert feed.headers["content-type"].startswith("application/x-ndjson")
    state = load_feed(feed.text)
    for who, public in (("jury", False), (None, True)):
        # first_to_solve is an extension: asked for, to compare whole boards
        board = get(served, "/scoreboard?strict=false", who).json()
        from_feed = to_api(
            scoreboard(state, at=served.server.board(public).board.contest_time, public=public)
        )
        assert board == from_feed
    assert get(served, "/scoreboard").json()["rows"][0]["team_id"] == "beta"  # frozen
    assert get(served, "/scoreboard", "jury").json()["rows"][0]["team_id"] == "beta"
    tokens = [json.loads(line)["token"] for line in feed.text.splitlines()]
    assert tokens == sorted(tokens, key=int) and len(set(tokens)) == len(tokens)
    since = get(served, f"/event-feed?stream=false&since_token={tokens[-3]}", "jury")
    assert [json.loads(line)["token"] for line in since.text.splitlines()] == tokens[-2:]
    for bad in ("abc", "99999"):
        assert get(served, f"/event-feed?since_token={bad}", "jury").status_code == 400


def test_a_teams_event_feed_holds_only_what_it_may_see(served):
    served.start()
    post(served, "alpha", submission())
    post(served, "beta", submission())
    served.judge()
    alpha = served.client("alpha")
    post_form(alpha, "/clarifications", {"text": "alpha asks"}, page="/clarifications")
    post_form(
        served.client("beta"), "/clarifications", {"text": "beta asks"}, page="/clarifications"
    )
    events = [
        json.loads(line)
        for line in get(served, "/event-feed?stream=false", "alpha").text.splitlines()
    ]
    subs = [e["data"]["team_id"] for e in events if e["type"] == "submissions"]
    assert subs == ["alpha"]
    judged = {e["data"]["submission_id"] for e in events if e["type"] == "judgements"}
    assert judged == {"1"}
    assert [e["data"]["text"] for e in events if e["type"] == "clarifications"] == ["alpha asks"]
    assert "ghost" not in {e["id"] for e in events if e["type"] == "teams"}
    # The problems come with the start, not before it (they were logged at the contest's making).
    kinds = [e["type"] for e in events]
    first_problem = kinds.index("problems")
    start = next(i for i, e in enumerate(events) if e["type"] == "state" and e["data"]["started"])
    assert first_problem == start - 2 and kinds[start - 1] == "problems"
    jury = [
        json.loads(line)
        for line in get(served, "/event-feed?stream=false", "jury").text.splitlines()
    ]
    assert len([e for e in jury if e["type"] == "submissions"]) == 2
    clarifications = get(served, "/clarifications", "alpha").json()
    assert [c["text"] for c in clarifications] == ["alpha asks"]
    assert len(get(served, "/clarifications", "jury").json()) == 2
