"""Live updates over a real server (uvicorn on a loopback port): the scoreboard and a team's
submissions as server-sent events, and the event feed as streaming NDJSON with keep-alives."""

from __future__ import annotations

import base64
import http.client
import io
import json
import zipfile

from contest.contest_helpers import ACCEPTED
from judge.web import api_feed as api


class Stream:
    """A streaming GET read line by line, with a time-out per line."""

    def __init__(self, port: int, path: str, headers=None, timeout: float = 60) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
        self.conn.request("GET", path, headers=headers or {})
        self.response = self.conn.getresponse()

    def line(self) -> str:
        return self.response.readline().decode("utf-8")

    def event(self):
        """The next server-sent event (name, data) that is not a comment or a retry."""
        name, data = None, []
        while True:
            line = self.line().rstrip("\n")
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                data.append(line[6:])
            elif line == "" and name is not None:
                return name, "\n".join(data)

    def until(self, text: str, events: int = 10) -> str:
        """The data of the first event (of the next few) holding ``text``."""
        for _ in range(events):
            _name, data = self.event()
            if text in data:
                return data
        raise AssertionError(f"no event with {text!r}")

    def close(self) -> None:
        self.conn.close()


def basic(who: str, password: str) -> dict:
    return {"Authorization": "Basic " + base64.b64encode(f"{who}:{password}".encode()).decode()}


def post_submission(live, who: str, path):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(path.name, path.read_bytes())
    body = json.dumps(
        {
            "problem_id": "hdu_1846",
            "language_id": "python3",
            "files": [{"data": base64.b64encode(buffer.getvalue()).decode()}],
        }
    )
    conn = http.client.HTTPConnection("127.0.0.1", live.port, timeout=60)
    conn.request(
        "POST",
        "/api/contests/club/submissions",
        body=body,
        headers={"Content-Type": "application/json", **basic(who, live.served.passwords[who])},
    )
    response = conn.getresponse()
    assert response.status == 201, response.read()
    conn.close()


def test_the_scoreboard_stream_sends_the_board_again_when_it_changes(live):
    served = live.served
    served.start()
    board = Stream(live.port, "/live/board")
    assert board.response.getheader("content-type").startswith("text/event-stream")
    name, first = board.event()
    assert name == "board" and 'data-team="alpha"' in first and 'td class="cell first"' not in first
    served.clock.advance("0:04:00")
    post_submission(live, "alpha", ACCEPTED)
    name, pending = board.event()
    assert "cell pending" in pending  # the submission, waiting for its verdict
    served.judge()
    board.until('class="cell first"><span class="minute">4&#9733;')
    board.close()


def test_a_teams_submissions_stream(live):
    served = live.served
    served.start()
    client = served.client("alpha")  # logs in (cookie)
    cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
    stream = Stream(live.port, "/live/submissions", headers={"Cookie": cookie})
    name, first = stream.event()
    assert name == "team" and "No submissions yet" in first
    post_submission(live, "alpha", ACCEPTED)
    name, waiting = stream.event()
    assert "waiting to be judged" in waiting
    served.judge()
    stream.until('class="verdict ac">AC<')
    stream.close()
    refused = Stream(live.port, "/live/submissions")
    assert refused.response.status == 403


def test_the_event_feed_streams_new_events_and_keep_alives(live, monkeypatch):
    monkeypatch.setattr(api, "KEEP_ALIVE_S", 0.3)
    served = live.served
    feed = Stream(
        live.port, "/api/contests/club/event-feed", headers=basic("jury", served.passwords["jury"])
    )
    assert feed.response.getheader("content-type").startswith("application/x-ndjson")
    lines = []
    while True:
        line = feed.line()
        if line == "\n":
            break  # the log so far has been sent: now a keep-alive
        lines.append(json.loads(line))
    assert lines[0]["type"] == "contest" and lines[-1]["type"] == "teams"  # made, teams imported
    served.start()
    while True:
        line = feed.line()
        if line.strip():
            event = json.loads(line)
            if event["type"] == "state":
                break
    assert event["data"]["started"] is not None
    assert int(event["token"]) > int(lines[-1]["token"])
    feed.close()
    # Reconnecting from a token sends only what came after it.
    again = Stream(
        live.port,
        f"/api/contests/club/event-feed?since_token={lines[-1]['token']}",
        headers=basic("jury", served.passwords["jury"]),
    )
    first = json.loads(again.line())
    assert int(first["token"]) == int(lines[-1]["token"]) + 1
    again.close()
