"""The results a coach keeps: the scoreboard as a table (rank, team, groups, solved, penalty
time, each problem's tries and minute; of a contest by points: the score, the minute of its
last improvement, each problem's score), as CSV or as the rows of a printable page.

The jury's view: every submission counts, whatever the freeze hides from the public board.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from judge.contest.core.points import shown
from judge.contest.core.scoring import ProblemResult
from judge.contest.core.spreadsheet import inert
from judge.contest.core.text import clock_text
from judge.contest.ops import views
from judge.contest.ops.session import Session


@dataclass(frozen=True)
class Results:
    """The results table: the contest's name, the contest time they stand at, the problem
    labels, and a row per team (rank, team id, name, groups, solved, time, a cell per
    problem: "" untried, "-3" three rejected tries, "2/42" solved at minute 42 on the 2nd,
    "1/17*" the first to solve it, by the board's rule)."""

    title: str
    at: str
    labels: list[str]
    rows: list[list[str]]
    # A contest by points: "score" for "solved", each cell the problem's score ("40", "40?"
    # with submissions waiting, "" untried).
    by_points: bool = False

    @property
    def header(self) -> list[str]:
        """The table's column names."""
        scored = "score" if self.by_points else "solved"
        return ["rank", "team_id", "team", "groups", scored, "time", *self.labels]


def cell(result: ProblemResult) -> str:
    """A problem's cell as text (see :class:`Results`)."""
    tries = result.num_judged + result.num_pending
    if result.solved:
        return f"{tries}/{result.time}{'*' if result.first_to_solve else ''}"
    if result.num_pending:
        return f"{tries}?"
    return f"-{result.num_judged}" if result.num_judged else ""


def points_cell(result: ProblemResult) -> str:
    """A problem's cell of a contest by points (see :class:`Results`)."""
    if not result.num_judged and not result.num_pending:
        return ""
    return shown(result.score or 0.0) + ("?" if result.num_pending else "")


def results(session: Session) -> Results:
    """The contest's results as they stand now."""
    board, state = views.board(session)
    labels = [p.label for p in state.problems_in_order()]
    rows = []
    for row in board.rows:
        team = state.teams[row.team_id]
        groups = ", ".join(state.groups[g].name for g in team.group_ids if g in state.groups)
        if board.by_points:
            time = "" if row.score.time is None else str(row.score.time)
            scored = [shown(row.score.score or 0.0), time, *(points_cell(c) for c in row.problems)]
        else:
            scored = [
                str(row.score.num_solved),
                str(row.score.total_time),
                *(cell(c) for c in row.problems),
            ]
        rows.append([str(row.rank), row.team_id, team.shown_name, groups, *scored])
    title = state.contest.name if state.contest is not None else session.name
    return Results(title, clock_text(board.contest_time), labels, rows, board.by_points)


def results_csv(table: Results) -> str:
    """The results as CSV (UTF-8, a header row)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(table.header)
    # The team's id, name and groups come from outside: inert in a spreadsheet.
    writer.writerows([[*row[:1], *(inert(c) for c in row[1:4]), *row[4:]] for row in table.rows])
    return buffer.getvalue()
