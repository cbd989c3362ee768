"""The pages and feeds show names from outside without letting their control characters act: a
team named with an ESC sequence, a newline, a carriage return and a bidirectional override
(which HTML's escaping leaves as they are, and which would reorder the rest of a line on the
page: a forged verdict) is shown with them escaped; the event feed keeps one event a line and
the exact name; the results CSV quotes the name into one cell."""

from __future__ import annotations

import csv
import io
import json
import re

from judge.contest.ops.submit import add_team

EVIL = "Evil\x1b[2J\n\r\u202eLOOK\u2066"
RAW = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def test_a_hostile_team_name_is_shown_escaped(served):
    add_team(served.session, "evil", EVIL)
    page = served.clients["anonymous"].get("/scoreboard")
    assert page.status_code == 200
    assert not RAW.search(page.text), repr(page.text)
    # Line breaks are white space to a page; the rest is written as escapes.
    assert "Evil\\x1b[2J" in page.text and "\\u202eLOOK\\u2066" in page.text

    jury = served.client("jury")
    for path in ("/jury/teams", "/jury/results"):
        shown = jury.get(path)
        assert shown.status_code == 200, path
        assert not RAW.search(shown.text), (path, repr(shown.text))

    feed = served.anonymous().get(
        "/api/contests/club/event-feed?stream=false", auth=("jury", served.passwords["jury"])
    )
    assert feed.status_code == 200
    lines = [line for line in feed.text.split("\n") if line.strip()]
    teams = [json.loads(line)["data"] for line in lines if json.loads(line)["type"] == "teams"]
    assert any(team["name"] == EVIL for team in teams)  # one event a line, the exact name

    results = jury.get("/jury/results.csv")
    assert results.status_code == 200
    rows = list(csv.reader(io.StringIO(results.text)))
    assert any(EVIL in row for row in rows)  # quoted into one cell, whole
