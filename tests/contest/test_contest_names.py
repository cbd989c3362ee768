"""The contest's screens as text show names from outside escaped: a recorded team (a virtual
contest's rival, named by whoever wrote the feed), a problem and a submitted file named with an
ESC sequence, a newline forging a line of the board, a carriage return and a bidirectional
override; the columns still line up."""

from __future__ import annotations

import re

from contest.builders import START, contest_state, submit
from judge.contest.core.model import Team
from judge.contest.core.scoring import scoreboard
from judge.contest.core.text import board_text

EVIL = "Evil\x1b[2J\n1  Forged  9  0\r\u202eLOOK"
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def test_the_board_shows_a_hostile_team_name_escaped():
    state = contest_state(teams=[Team("evil", EVIL), "good"])
    state.contest.name = "Contest\x1b[31m"
    submit(state, "evil", "A", "0:10:00", "AC")
    text = board_text(scoreboard(state, START.ms + 3_600_000), state)
    assert not RAW.search(text), repr(text)
    assert "Evil\\x1b[2J\\x0a1  Forged  9  0\\x0d\\u202eLOOK" in text
    assert "Contest\\x1b[31m: scoreboard" in text
    assert not any(line.startswith("1  Forged") for line in text.splitlines())
    lines = text.splitlines()
    header = next(line for line in lines if line.startswith("RANK"))
    good = next(line for line in lines if " good " in f" {line} ")
    assert good.index("good") == header.index("TEAM")  # the escaped name kept the columns
