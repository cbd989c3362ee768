"""Contests by points played through from the command line, with a Kattis scoring package
(problemtools' oddecho: two subtasks of 50 points) beside a pass-fail problem of the set: the
judgement's score and subtasks stored, the boards written by hand, a restart keeping them, an
oi contest withholding everything until its end."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from conftest import REPO

ODDECHO = REPO / "tests" / "fixtures" / "kattis" / "problemtools" / "oddecho"
FULL = ODDECHO / "submissions" / "accepted" / "js.py"
FIRST_ONLY = ODDECHO / "submissions" / "partially_accepted" / "sol.py"  # subtask 1 (n = 5)
HDU_AC = REPO / "problems" / "hdu_1846" / "solution.py"


def board_rows(output: str) -> list[list[str]]:
    """The board's rows after its header, split into cells."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("RANK"))
    return [line.split() for line in lines[start + 1 :]]


def stored(root: Path, name: str) -> list[tuple[str, float | None, list | None]]:
    db = sqlite3.connect(root / "contests" / name / "contest.db")
    try:
        found = db.execute(
            "SELECT judgement_type_id, score, subtasks FROM judgements ORDER BY id"
        ).fetchall()
    finally:
        db.close()
    return [(t, s, None if j is None else json.loads(j)) for t, s, j in found]


def make(cli, name: str, rule: str) -> None:
    made = cli(
        "contest",
        "new",
        name,
        "--problems",
        f"{ODDECHO},hdu_1846",
        "--duration",
        "2:00:00",
        "--rule",
        rule,
    )
    assert made.exit_code == 0, made.output
    assert cli("contest", "start", name, "--as", "me").exit_code == 0


@pytest.mark.slow
def test_an_ioi_contest_sums_each_subtasks_best_and_keeps_it_across_a_restart(
    cli, clock, root: Path, tmp_path: Path
):
    make(cli, "ioi", "ioi")
    clock.advance("0:10:00")
    first = cli("contest", "submit", "ioi", "A", FIRST_ONLY)
    assert first.output.splitlines()[0].endswith(": AC, 50 points"), first.output
    clock.advance("0:20:00")
    assert cli("contest", "submit", "ioi", "A", FULL).output.splitlines()[0].endswith("100 points")
    clock.advance("0:05:00")
    assert cli("contest", "submit", "ioi", "A", FIRST_ONLY).exit_code == 0  # worse: kept 100
    assert cli("contest", "submit", "ioi", "B", HDU_AC).exit_code == 0
    # A: 100 from minute 30; B, pass-fail, worth 100 at minute 35.
    board = cli("contest", "board", "ioi")
    assert board.exit_code == 0, board.output
    assert board_rows(board.output) == [["1", "me", "(you)", "200", "100/3", "100/1"]]
    assert [(t, s) for t, s, _ in stored(root, "ioi")] == [
        ("AC", 50.0),
        ("AC", 100.0),
        ("AC", 50.0),
        ("AC", 100.0),  # B, pass-fail: all it is worth
    ]
    api = json.loads(cli("contest", "board", "ioi", "--json").output)
    assert api["rows"][0]["score"] == {"score": 200, "time": 35}
    assert api["rows"][0]["problems"][0] == {
        "problem_id": "oddecho",
        "num_judged": 3,
        "num_pending": 0,
        "score": 100,
        "time": 30,
    }
    # Opened again (a restart): the same board from the database.
    again = cli("contest", "board", "ioi")
    assert board_rows(again.output) == [["1", "me", "(you)", "200", "100/3", "100/1"]]
    status = cli("contest", "status", "ioi")
    assert "rank:   1 of 1, 200 points" in status.output, status.output
    results = cli("contest", "results", "ioi")
    assert results.output.splitlines() == [
        "rank,team_id,team,groups,score,time,A,B",
        "1,me,me,,200,35,100,100",
    ], results.output
    # Exported, its feed's board is the same, judge's reader computing it again.
    assert cli("contest", "export", "ioi", tmp_path / "export").exit_code == 0
    feed = tmp_path / "export" / "event-feed.ndjson"
    from_feed = cli("contest", "board", "--feed", feed)
    assert board_rows(from_feed.output) == [["1", "me", "200", "100/3", "100/1"]], from_feed.output
    assert json.loads(cli("contest", "board", "--feed", feed, "--json").output) == api
    # Taken again as a virtual contest: the recorded team as it stood at your elapsed time.
    virtual = cli("contest", "virtual", tmp_path / "export", "--name", "again", "--as", "bob")
    assert virtual.exit_code == 0, virtual.output
    clock.advance("0:20:00")
    assert cli("contest", "submit", "again", "A", FULL).exit_code == 0
    assert board_rows(cli("contest", "board", "again").output) == [
        ["1", "bob", "(you)", "100", "100/1"],
        ["2", "me", "50", "50/1"],
    ]
    clock.advance("0:20:00")
    assert board_rows(cli("contest", "board", "again").output) == [
        ["1", "me", "200", "100/3", "100/1"],
        ["2", "bob", "(you)", "100", "100/1"],
    ]


@pytest.mark.slow
def test_an_oi_contest_counts_the_last_submission_and_shows_it_only_at_the_end(
    cli, clock, root: Path, tmp_path: Path
):
    make(cli, "oi", "oi")
    clock.advance("0:10:00")
    full = cli("contest", "submit", "oi", "A", FULL)
    assert full.exit_code == 0
    assert full.output.splitlines()[0].endswith(": submitted"), full.output
    assert "points" not in full.output and "case" not in full.output
    clock.advance("0:30:00")
    worse = cli("contest", "submit", "oi", "A", FIRST_ONLY)
    assert worse.output.splitlines()[0].endswith(": submitted")
    status = cli("contest", "status", "oi")
    assert "scores are shown when it ends" in status.output, status.output
    assert "points" not in status.output
    # The team's board by default, as with --public: nothing of the scores before the end.
    for public in (cli("contest", "board", "oi"), cli("contest", "board", "oi", "--public")):
        assert board_rows(public.output) == [["1", "me", "(you)", "0", "0/0", "?2"]], public.output
    served = json.loads(cli("contest", "board", "oi", "--json").output)
    assert [row["score"]["score"] for row in served["rows"]] == [0], served
    # The jury sees it as it stands when it asks: the later, worse submission counts.
    jury = cli("contest", "board", "oi", "--jury")
    assert board_rows(jury.output) == [["1", "me", "(you)", "50", "50/2"]], jury.output
    both = cli("contest", "board", "oi", "--jury", "--public")
    assert both.exit_code == 2 and "--public or --jury, not both" in both.output
    clock.advance("1:30:00")  # the contest is over
    status = cli("contest", "status", "oi", "--verbose")
    assert "rank:   1 of 1, 50 points" in status.output, status.output
    assert "AC, 100 points" in status.output and "AC, 50 points" in status.output
    for ended in (cli("contest", "board", "oi"), cli("contest", "board", "oi", "--public")):
        assert board_rows(ended.output) == [["1", "me", "(you)", "50", "50/2"]], ended.output
    # Exported, its feed read back by the oi rule: the last submission counts there too.
    api = json.loads(cli("contest", "board", "oi", "--json").output)
    assert cli("contest", "export", "oi", tmp_path / "export").exit_code == 0
    feed = tmp_path / "export" / "event-feed.ndjson"
    from_feed = cli("contest", "board", "--feed", feed)
    assert board_rows(from_feed.output) == [["1", "me", "50", "50/2"]], from_feed.output
    again = json.loads(cli("contest", "board", "--feed", feed, "--json").output)
    assert again["rows"] == api["rows"]  # (its time: the feed's last event, not now)
    # Taken again as a virtual contest, it is an oi contest: your submission only submitted.
    virtual = cli("contest", "virtual", tmp_path / "export", "--name", "again", "--as", "bob")
    assert virtual.exit_code == 0, virtual.output
    clock.advance("0:20:00")
    again = cli("contest", "submit", "again", "A", FULL)
    assert again.exit_code == 0 and again.output.splitlines()[0].endswith(": submitted")
    clock.advance("1:45:00")  # the virtual contest is over: its board by the last submissions
    assert board_rows(cli("contest", "board", "again").output) == [
        ["1", "bob", "(you)", "100", "100/1"],
        ["2", "me", "50", "50/2"],
    ]


def test_a_scoring_problem_in_an_icpc_contest_says_to_choose_ioi_or_oi(cli, root: Path):
    made = cli("contest", "new", "bad", "--problems", f"{ODDECHO}", "--duration", "1:00:00")
    assert made.exit_code == 2
    assert "rule: ioi or rule: oi" in made.output and "--rule" in made.output
    assert not (root / "contests" / "bad").exists()


def test_a_database_made_before_scores_gets_their_columns_when_opened(cli, root: Path):
    made = cli("contest", "new", "old", "--problems", "hdu_1846", "--duration", "1:00:00")
    assert made.exit_code == 0
    path = root / "contests" / "old" / "contest.db"
    db = sqlite3.connect(path)
    for table, column in (
        ("contest", "rule"),
        ("problems", "max_score"),
        ("judgements", "score"),
        ("judgements", "subtasks"),
    ):
        db.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    db.commit()
    db.close()
    assert cli("contest", "start", "old", "--as", "me").exit_code == 0
    assert cli("contest", "submit", "old", "A", HDU_AC).exit_code == 0
    board = cli("contest", "board", "old")
    assert board_rows(board.output) == [["1", "me", "(you)", "1", "0", "1/0*"]], board.output
    assert stored(root, "old") == [("AC", None, None)]  # an icpc contest's: no score
