"""Contest screens as text: the scoreboard, a contest's status, a judged submission. No I/O.

Every name on them comes from outside (a team's, a problem's, a file's, a recorded contest's)
and is shown with its control characters escaped (judge.printable), each table cell before it
is measured: a name can neither clear the terminal, nor forge a line, nor break the columns.

A scoreboard cell reads ``tries/minute``: ``1/35`` solved at minute 35 on the first try,
``3/102`` solved at 102 after two rejected tries, ``2/-`` two rejected tries, unsolved; ``?N``
adds submissions still pending (judging, or frozen); ``*`` marks the first to solve.
"""

from __future__ import annotations

import gettext
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
from judge.i18n import ENGLISH, N_
from judge.printable import printable

#: What a board of an oi contest says before the end: it shows nothing of the judgements.
HIDDEN_NOTICE = N_("an oi contest: scores are shown when it ends")


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


def board_text(
    board: Scoreboard,
    state: ContestState,
    you: str | None = None,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """The scoreboard as a table, with a heading saying when and whose view it is, in
    ``tr``'s language."""
    _ = tr.gettext
    contest = state.contest
    title = contest.name if contest is not None and contest.name else _("contest")
    view = _("public view") if board.public else _("jury view")
    heading = _("{title}: scoreboard at {time} ({view})").format(
        title=printable(title), time=clock_text(board.contest_time), view=view
    )
    lines = [heading]
    notice = freeze_notice(board, state, tr)
    if notice:
        lines.append(notice)
    if board.hidden:
        lines.append(_(HIDDEN_NOTICE))
    problems = state.problems_in_order()
    score_columns = (
        [_("SCORE")] if board.by_points else [_("SOLVED"), tr.pgettext("penalty", "TIME")]
    )
    header = [_("RANK"), _("TEAM"), *score_columns] + [p.label for p in problems]
    rows = [header]
    for row in board.rows:
        team = state.teams.get(row.team_id)
        name = team.shown_name if team is not None else row.team_id
        if row.team_id == you:
            name = _("{team} (you)").format(team=name)
        if board.by_points:
            score = [shown_points(row.score.score or 0.0)]
            cells = [points_cell_text(cell) for cell in row.problems]
        else:
            score = [str(row.score.num_solved), str(row.score.total_time)]
            cells = [cell_text(cell) for cell in row.problems]
        rows.append([str(row.rank), name, *score, *cells])
    if len(rows) == 1:
        lines.append(_("(no teams yet)"))
    else:
        lines += _table(rows, right=1)
    return "\n".join(lines)


def submission_text(
    view: SubmissionView, contest_over: bool, tr: gettext.NullTranslations = ENGLISH
) -> str:
    """A judged (or waiting) submission: one line, then its feedback; in ``tr``'s language."""
    _ = tr.gettext
    mark = "" if view.official else "  " + _("(upsolving: not part of the contest)")
    head = printable(
        _("submission {id}: {label} ({problem}) {file} at {time}: {outcome}").format(
            id=view.id,
            label=view.label,
            problem=view.problem_id,
            file=view.filename,
            time=clock_text(view.contest_time),
            outcome=outcome(view, tr),
        )
        + mark
    )
    lines = feedback_lines(view, contest_over, tr)
    return "\n".join([head, *(printable(line, keep="\t") for line in lines)])


def _rank_text(board: Scoreboard, row: Row, tr: gettext.NullTranslations) -> str:
    """Where a team stands: its rank and score (nothing of it on an oi contest's board
    before the end)."""
    _ = tr.gettext
    if board.hidden:
        return _(HIDDEN_NOTICE)
    if board.by_points:
        return _("{rank} of {teams}, {points} points").format(
            rank=row.rank, teams=len(board.rows), points=shown_points(row.score.score or 0.0)
        )
    return _("{rank} of {teams}, {solved} solved, {penalty} minutes of penalty time").format(
        rank=row.rank,
        teams=len(board.rows),
        solved=row.score.num_solved,
        penalty=row.score.total_time,
    )


def _problem_text(
    board: Scoreboard, cell: ProblemResult | None, tr: gettext.NullTranslations
) -> str:
    """Where a team stands on one problem."""
    _ = tr.gettext
    if cell is None or (not cell.num_judged and not cell.num_pending):
        return "-"
    if board.hidden:
        return _("{count} submitted").format(count=cell.num_pending)
    tries = tr.ngettext("{count} try", "{count} tries", cell.num_judged)
    tries = tries.format(count=cell.num_judged)
    if board.by_points:
        text = _("{points} points, {tries}").format(
            points=shown_points(cell.score or 0.0), tries=tries
        )
    elif cell.solved:
        text = _("solved at minute {minute}, {tries}").format(minute=cell.time, tries=tries)
    else:
        text = _("{count} rejected").format(count=cell.num_judged)
    if cell.num_pending:
        text += _(", {count} pending").format(count=cell.num_pending)
    return text


def _clock_line(session_name: str, clocks: Clocks, tr: gettext.NullTranslations) -> str:
    """The contest's clock: not started, running (and the freeze), or ended."""
    _ = tr.gettext
    if clocks.not_started or clocks.start is None:
        if clocks.start is not None:
            return _("clock:  not started; starts at {start}, lasts {duration}").format(
                start=local_time(clocks.start), duration=clock_text(clocks.duration)
            )
        said = _("clock:  not started; lasts {duration} once you run: judge contest start {name}")
        return said.format(duration=clock_text(clocks.duration), name=session_name)
    end = clocks.start + clocks.duration
    if clocks.over or clocks.elapsed is None or clocks.remaining is None:
        said = _("clock:  ended at {end} (started {start}); submissions now are upsolving")
        return said.format(end=local_time(end), start=local_time(clocks.start))
    text = _("clock:  {elapsed} elapsed, {left} left (ends {end})").format(
        elapsed=clock_text(clocks.elapsed),
        left=clock_text(clocks.remaining),
        end=local_time(end),
    )
    if clocks.freeze_start is not None:
        text += (
            _("; the board is frozen")
            if clocks.frozen
            else _("; the board freezes at {time}").format(time=clock_text(clocks.freeze_start))
        )
    return text


def status_text(
    session_name: str,
    state: ContestState,
    clocks: Clocks,
    board: Scoreboard,
    submissions: Sequence[SubmissionView],
    team_id: str | None,
    tr: gettext.NullTranslations = ENGLISH,
) -> str:
    """``judge contest status``: the clock, the team's rank, each problem, its submissions;
    in ``tr``'s language."""
    _ = tr.gettext
    contest = state.contest
    title = contest.name if contest is not None else session_name
    lines = [printable(f"{session_name}: {title}")]
    team = state.teams.get(team_id) if team_id else None
    if team is not None:
        said = _("team:   {id} ({name})").format(id=team.id, name=team.shown_name)
        lines.append(printable("  " + said))
    lines.append("  " + _clock_line(session_name, clocks, tr))
    row = next((r for r in board.rows if r.team_id == team_id), None)
    if row is not None:
        lines.append("  " + _("rank:   {rank}").format(rank=_rank_text(board, row, tr)))
    lines.append("")
    cells = {c.problem_id: c for c in row.problems} if row is not None else {}
    table = []
    for problem in state.problems_in_order():
        text = _problem_text(board, cells.get(problem.id), tr)
        table.append([problem.label, problem.id, problem.name, text])
    if table:
        lines += ["  " + line for line in _table(table)]
    if submissions:
        lines.append("")
        rows = [["#", tr.pgettext("contest time", "TIME"), _("PROBLEM"), _("FILE"), _("VERDICT")]]
        for view in submissions:
            verdict = outcome(view, tr) + ("" if view.official else " " + _("(upsolving)"))
            rows.append(
                [view.id, clock_text(view.contest_time), view.label, view.filename, verdict]
            )
        lines += ["  " + line for line in _table(rows)]
    return "\n".join(lines)


def _workers_table(view: QueueView, now_ms: int, tr: gettext.NullTranslations) -> list[str]:
    """The judging workers, one row each: its state, what it judges, when it was last seen."""
    _ = tr.gettext
    running = (WorkerState.JUDGING, WorkerState.IDLE)
    rows = [[_("WORKER"), "PID", _("STATE"), _("SLOTS"), _("JUDGED"), _("SEEN"), _("JUDGING")]]
    for w in view.workers:
        judging = ", ".join(f"s{j.submission_id} ({j.label})" for j in w.judging)
        if judging and w.state not in running:  # its leases run out: judged again then
            judging += " " + _("(until its lease runs out)")
        refused = _("; refuses {languages}").format(languages=", ".join(sorted(w.refused)))
        rows.append(
            [
                w.name,
                str(w.pid or ""),
                str(w.state),
                str(w.slots),
                str(w.judged),
                _("{time} ago").format(time=clock_text(max(0, now_ms - w.seen_ms))),
                (judging or "-") + (refused if w.refused else ""),
            ]
        )
    return _table(rows)


def queue_text(
    view: QueueView, now_ms: int, contest_name: str, tr: gettext.NullTranslations = ENGLISH
) -> str:
    """The judging workers and the queue: what the jury page shows of judging, as text, in
    ``tr``'s language."""
    _ = tr.gettext
    running = (WorkerState.JUDGING, WorkerState.IDLE)
    said = _("{name}: {queued} queued, {judging} being judged, {workers} workers running")
    lines = [
        said.format(
            name=printable(contest_name),
            queued=len(view.queued),
            judging=len(view.judging),
            workers=sum(1 for w in view.workers if w.state in running),
        )
    ]
    if view.workers:
        lines += ["", *_workers_table(view, now_ms, tr)]
    if view.judging:
        rows = [[_("SUBMISSION"), _("TEAM"), _("PROBLEM"), _("ATTEMPT"), _("LEASE LEFT"), _("BY")]]
        for j in view.judging:
            left = "-" if j.lease_until is None else clock_text(j.lease_until - now_ms)
            rows.append([j.submission_id, j.team_id, j.label, str(j.attempt), left, j.owner])
        lines += ["", _("being judged:"), *_table(rows)]
    if view.queued:
        rows = [["#", _("SUBMISSION"), _("TEAM"), _("PROBLEM"), _("WAITING"), _("TEAM PENDING")]]
        for q in view.queued:
            waiting = "-" if q.submitted_ms is None else clock_text(now_ms - q.submitted_ms)
            rows.append(
                [str(q.position), q.submission_id, q.team_id, q.label, waiting, str(q.team_pending)]
            )
        lines += ["", _("queue (next first):"), *_table(rows, right=1)]
    return "\n".join(lines)
