"""Contest screens as text: the scoreboard, a contest's status, a judged submission. No I/O.

Every name on them comes from outside (a team's, a problem's, a file's, a recorded contest's)
and is shown with its control characters escaped (judge.printable), each table cell before it
is measured: a name can neither clear the terminal, nor forge a line, nor break the columns.

A scoreboard cell reads ``tries/minute``: ``1/35`` solved at minute 35 on the first try,
``3/102`` solved at 102 after two rejected tries, ``2/-`` two rejected tries, unsolved; ``?N``
adds submissions still pending (judging, or frozen); ``*`` marks the first to solve.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from judge.contest.core.feedback import feedback_lines, outcome
from judge.contest.core.model import ContestState
from judge.contest.core.phase import Clocks
from judge.contest.core.points import shown as shown_points
from judge.contest.core.queue_view import QueueView, WorkerState
from judge.contest.core.records import SubmissionView
from judge.contest.core.scoring import ProblemResult, Row, Scoreboard, freeze_notice
from judge.contest.core.times import Timestamp, format_time
from judge.printable import printable

#: What a board of an oi contest says before the end: it shows nothing of the judgements.
HIDDEN_NOTICE = "an oi contest: scores are shown when it ends"


def clock_text(ms: int) -> str:
    """Milliseconds as h:mm:ss (rounded down to the second)."""
    sign = "-" if ms < 0 else ""
    seconds = abs(ms) // 1000
    return f"{sign}{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


def local_time(ts: Timestamp) -> str:
    """A time as ``2024-03-01 10:00:00`` in its own time zone."""
    return format_time(ts)[:19].replace("T", " ")


def cell_text(cell: ProblemResult) -> str:
    """A scoreboard cell: ``tries/minute``, ``*`` first to solve, ``?N`` pending."""
    if not cell.num_judged and not cell.num_pending:
        return ""
    text = f"{cell.num_judged}/{cell.time if cell.solved else '-'}"
    if cell.first_to_solve:
        text += "*"
    if cell.num_pending:
        text += f" ?{cell.num_pending}"
    return text


def points_cell_text(cell: ProblemResult) -> str:
    """A cell of a board by points: ``score/tries``, ``?N`` pending."""
    if not cell.num_judged and not cell.num_pending:
        return ""
    text = f"{shown_points(cell.score or 0.0)}/{cell.num_judged}"
    if cell.num_pending:
        text += f" ?{cell.num_pending}"
    return text


def width(text: str) -> int:
    """Terminal columns: CJK characters take two."""
    if text.isascii():
        return len(text)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _table(rows: list[list[str]], right: int = 0) -> list[str]:
    """Columns padded to their widest cell; the first ``right`` columns right-aligned. Each
    cell is shown escaped (the module docstring)."""
    rows = [[printable(cell) for cell in row] for row in rows]
    widths = [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
    out = []
    for row in rows:
        cells = []
        for i, (cell, w) in enumerate(zip(row, widths)):
            pad = " " * (w - width(cell))
            cells.append(pad + cell if i < right else cell + pad)
        out.append("  ".join(cells).rstrip())
    return out


def board_text(board: Scoreboard, state: ContestState, you: str | None = None) -> str:
    """The scoreboard as a table, with a heading saying when and whose view it is."""
    contest = state.contest
    title = contest.name if contest is not None and contest.name else "contest"
    view = "public view" if board.public else "jury view"
    lines = [f"{printable(title)}: scoreboard at {clock_text(board.contest_time)} ({view})"]
    notice = freeze_notice(board, state)
    if notice:
        lines.append(notice)
    if board.hidden:
        lines.append(HIDDEN_NOTICE)
    problems = state.problems_in_order()
    score_columns = ["SCORE"] if board.by_points else ["SOLVED", "TIME"]
    header = ["RANK", "TEAM", *score_columns] + [p.label for p in problems]
    rows = [header]
    for row in board.rows:
        team = state.teams.get(row.team_id)
        name = team.shown_name if team is not None else row.team_id
        if row.team_id == you:
            name += " (you)"
        if board.by_points:
            score = [shown_points(row.score.score or 0.0)]
            cells = [points_cell_text(cell) for cell in row.problems]
        else:
            score = [str(row.score.num_solved), str(row.score.total_time)]
            cells = [cell_text(cell) for cell in row.problems]
        rows.append([str(row.rank), name, *score, *cells])
    if len(rows) == 1:
        lines.append("(no teams yet)")
    else:
        lines += _table(rows, right=1)
    return "\n".join(lines)


def submission_text(view: SubmissionView, contest_over: bool) -> str:
    """A judged (or waiting) submission: one line, then its feedback."""
    mark = "" if view.official else "  (upsolving: not part of the contest)"
    head = printable(
        f"submission {view.id}: {view.label} ({view.problem_id}) {view.filename} at "
        f"{clock_text(view.contest_time)}: {outcome(view)}{mark}"
    )
    feedback = [printable(line, keep="\t") for line in feedback_lines(view, contest_over)]
    return "\n".join([head, *feedback])


def _rank_text(board: Scoreboard, row: Row) -> str:
    """Where a team stands: its rank and score (nothing of it on an oi contest's board
    before the end)."""
    if board.hidden:
        return HIDDEN_NOTICE
    if board.by_points:
        return f"{row.rank} of {len(board.rows)}, {shown_points(row.score.score or 0.0)} points"
    return (
        f"{row.rank} of {len(board.rows)}, {row.score.num_solved} solved, "
        f"{row.score.total_time} minutes of penalty time"
    )


def _problem_text(board: Scoreboard, cell: ProblemResult | None) -> str:
    """Where a team stands on one problem."""
    if cell is None or (not cell.num_judged and not cell.num_pending):
        return "-"
    if board.hidden:
        return f"{cell.num_pending} submitted"
    tries = f"{cell.num_judged} tr{'y' if cell.num_judged == 1 else 'ies'}"
    if board.by_points:
        text = f"{shown_points(cell.score or 0.0)} points, {tries}"
    elif cell.solved:
        text = f"solved at minute {cell.time}, {tries}"
    else:
        text = f"{cell.num_judged} rejected"
    if cell.num_pending:
        text += f", {cell.num_pending} pending"
    return text


def status_text(
    session_name: str,
    state: ContestState,
    clocks: Clocks,
    board: Scoreboard,
    submissions: Sequence[SubmissionView],
    team_id: str | None,
) -> str:
    """``judge contest status``: the clock, the team's rank, each problem, its submissions."""
    contest = state.contest
    title = contest.name if contest is not None else session_name
    lines = [printable(f"{session_name}: {title}")]
    team = state.teams.get(team_id) if team_id else None
    if team is not None:
        lines.append(printable(f"  team:   {team.id} ({team.shown_name})"))
    if clocks.not_started or clocks.start is None:
        if clocks.start is not None:
            lines.append(
                f"  clock:  not started; starts at {local_time(clocks.start)}, lasts "
                f"{clock_text(clocks.duration)}"
            )
        else:
            lines.append(
                f"  clock:  not started; lasts {clock_text(clocks.duration)} once you "
                f"run: judge contest start {session_name}"
            )
    else:
        end = clocks.start + clocks.duration
        if clocks.over or clocks.elapsed is None or clocks.remaining is None:
            lines.append(
                f"  clock:  ended at {local_time(end)} (started "
                f"{local_time(clocks.start)}); submissions now are upsolving"
            )
        else:
            text = (
                f"  clock:  {clock_text(clocks.elapsed)} elapsed, "
                f"{clock_text(clocks.remaining)} left (ends {local_time(end)})"
            )
            if clocks.freeze_start is not None:
                text += (
                    "; the board is frozen"
                    if clocks.frozen
                    else f"; the board freezes at {clock_text(clocks.freeze_start)}"
                )
            lines.append(text)
    row = next((r for r in board.rows if r.team_id == team_id), None)
    if row is not None:
        lines.append(f"  rank:   {_rank_text(board, row)}")
    lines.append("")
    cells = {c.problem_id: c for c in row.problems} if row is not None else {}
    table = []
    for problem in state.problems_in_order():
        text = _problem_text(board, cells.get(problem.id))
        table.append([problem.label, problem.id, problem.name, text])
    if table:
        lines += ["  " + line for line in _table(table)]
    if submissions:
        lines.append("")
        rows = [["#", "TIME", "PROBLEM", "FILE", "VERDICT"]]
        for view in submissions:
            verdict = outcome(view) + ("" if view.official else " (upsolving)")
            rows.append(
                [view.id, clock_text(view.contest_time), view.label, view.filename, verdict]
            )
        lines += ["  " + line for line in _table(rows)]
    return "\n".join(lines)


def queue_text(view: QueueView, now_ms: int, contest_name: str) -> str:
    """The judging workers and the queue: what the jury page shows of judging, as text."""
    running = (WorkerState.JUDGING, WorkerState.IDLE)
    lines = [
        f"{printable(contest_name)}: {len(view.queued)} queued, {len(view.judging)} being "
        f"judged, {sum(1 for w in view.workers if w.state in running)} workers running"
    ]
    if view.workers:
        rows = [["WORKER", "PID", "STATE", "SLOTS", "JUDGED", "SEEN", "JUDGING"]]
        for w in view.workers:
            judging = ", ".join(f"s{j.submission_id} ({j.label})" for j in w.judging)
            if judging and w.state not in running:  # its leases run out: judged again then
                judging += " (until its lease runs out)"
            refused = f"; refuses {', '.join(sorted(w.refused))}" if w.refused else ""
            rows.append(
                [
                    w.name,
                    str(w.pid or ""),
                    str(w.state),
                    str(w.slots),
                    str(w.judged),
                    f"{clock_text(max(0, now_ms - w.seen_ms))} ago",
                    (judging or "-") + refused,
                ]
            )
        lines += ["", *_table(rows)]
    if view.judging:
        rows = [["SUBMISSION", "TEAM", "PROBLEM", "ATTEMPT", "LEASE LEFT", "BY"]]
        for j in view.judging:
            left = "-" if j.lease_until is None else clock_text(j.lease_until - now_ms)
            rows.append([j.submission_id, j.team_id, j.label, str(j.attempt), left, j.owner])
        lines += ["", "being judged:", *_table(rows)]
    if view.queued:
        rows = [["#", "SUBMISSION", "TEAM", "PROBLEM", "WAITING", "TEAM PENDING"]]
        for q in view.queued:
            waiting = "-" if q.submitted_ms is None else clock_text(now_ms - q.submitted_ms)
            rows.append(
                [str(q.position), q.submission_id, q.team_id, q.label, waiting, str(q.team_pending)]
            )
        lines += ["", "queue (next first):", *_table(rows, right=1)]
    return "\n".join(lines)
