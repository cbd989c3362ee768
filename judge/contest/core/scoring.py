"""The ICPC scoreboard of a ContestState, per the CCS requirements, and its Contest API form.

The rules (Contest_Control_System_Requirements.md 2023-06, "Scoring"), and how each is applied:

- "the contest time of a submission is the number of minutes elapsed from the beginning of
  the contest when the submission was made ... rounded *down* to the nearest minute, so 59.99
  seconds is 0 minutes": ``contest_time`` (exact milliseconds) // 60000. A submission before
  the start counts at minute 0 (as DOMjudge: "Negative numbers don't make sense on the
  scoreboard, cap them to the contest start").
- "The contest time that a team solved a problem is the contest time of the team's first
  accepted submission to that problem": submissions are taken in order of contest time (then
  of arrival in the feed); everything after the first accepted one is ignored.
- "penalty time on a problem is the contest time that the team solved the problem, plus
  *penaltytime* minutes for each previous submission rejected with a judgement that causes
  penalty time ... or 0 if the team has not solved the problem": a judgement type's
  ``penalty`` flag decides (CE has none). The total penalty time is the sum over problems.
- "A submission is pending judgement if it has no judgement or if the judgement is Judging
  Error. Pending judgements have no effect on scoring."
- "The position of a team is determined by sorting the teams first by number of problems
  solved (descending), then within that by total penalty time (ascending), then within that
  by last accepted submission (ascending)", the last being the minute of the team's latest
  solve. "When a number of teams are tied for the same position/rank, they all occupy the
  same position/rank" (1, 2, 2, 4); tied teams are listed "alphabetical on team name"
  (Contest API, Scoreboard; the shown name: display_name, else name, as DOMjudge and the
  ICPC tools do), see :mod:`judge.contest.core.collation`.
- Hidden teams are left off ("If the team is to be excluded from the scoreboard") and do
  not take part in first to solve. So are teams whose scoring group has a higher
  ``sortorder`` than others (DOMjudge's extension: observers and the like are ranked apart,
  and its API scoreboard lists the lowest sort order only); feeds without sort orders rank
  every visible team together.
- Freeze: "All submissions received after the freeze time must be treated as pending on a
  frozen scoreboard": in the public view, submissions made at or after the freeze (state
  ``frozen``, else ``duration - scoreboard_freeze_duration``) are pending, judged or not,
  until the state says the board was thawed.
- Submissions at or after the contest's end (``duration``) do not count (too late), as in
  DOMjudge and the ICPC tools.

What the Contest API's problem cells count (Scoreboard, "num_judged: Number of judged
submissions (up to and including the first correct one)"): submissions whose judgement
solves or costs penalty. A rejection without penalty (CE) is not counted, as DOMjudge (with
its default ``compile_penalty: false``: CE is then not "shown on the scoreboard") and the ICPC
tools ("compile or judgement error that doesn't count as an attempt") both do. ``num_pending``
counts pending submissions before the first accepted one.

Which judgement of a submission counts (rejudging): the newest completed one, i.e. with a
judgement type and ended (by ``at``), newest by end time, then start time, then feed order;
judgements marked ``valid: false`` (DOMjudge) or ``current: false`` (ICPC tools) never count.

First to solve: :func:`first_solve`, the one rule of the board's cells (``first_to_solve``,
DOMjudge's extension in the API), the awards (``first-to-solve-<id>``), the jury's statistics
and the results. The Contest API defines the award: "The team(s), if any, that was first to
solve problem <id>. This implies that no unjudged submission made earlier remains ... Must
never change once set, except if there are rejudgements". So, among the submissions this board
counts (as above: the board's teams, before the end, each judged by the judgement that counts,
pending from the freeze on in the public view):

- the first solve is the accepted submission made first, by its exact contest time (to the
  millisecond). The minute is scoring's unit (penalty time, the last solve), not this one's:
  "made earlier" compares submissions, and DOMjudge (its submit times) and the ICPC tools
  (contest times in milliseconds) both compare exact times. Of two solves in the same minute,
  the earlier is first.
- Solves at the very same millisecond are all first: "the team(s)".
- Nobody is first while a submission made earlier is pending (no judgement yet, a judging
  error, or made during the freeze on a frozen board): its judgement might make it the first.
  A submission at the same millisecond is not earlier. A rejudging under way leaves the old
  judgement counting, so it withholds nothing; once it completes, the rule is applied again.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from judge.contest.core import points
from judge.contest.core.collation import collation_key
from judge.contest.core.judgement_types import PENDING_TYPE_IDS
from judge.contest.core.model import (
    DEFAULT_PENALTY_MS,
    Contest,
    ContestRule,
    ContestState,
    Judgement,
    StateInfo,
    Team,
)
from judge.contest.core.phase import Timeline
from judge.contest.core.times import (
    MS_PER_MINUTE,
    Timestamp,
    format_reltime,
    format_time,
    minutes_down,
)
from judge.i18n import ENGLISH


class Outcome(Enum):
    """What one submission means on a board: pending (no judgement that counts, a judging
    error, frozen), rejected with penalty, solved, or neither (a rejection without penalty)."""

    PENDING = "pending"
    REJECTED = "rejected"
    SOLVED = "solved"
    IGNORED = "ignored"


# The members as plain names: the board's loops compare them once per submission, and an
# enum member looked up on its class costs more than the rest of such a step (the board of
# bench/board.py's 5,000 submissions: 26 ms with class lookups, 15 ms without, 16 ms before
# outcomes were an enum).
_PENDING, _REJECTED, _SOLVED, _IGNORED = (
    Outcome.PENDING,
    Outcome.REJECTED,
    Outcome.SOLVED,
    Outcome.IGNORED,
)


@dataclass(frozen=True)
class ProblemResult:
    """One team's cell for one problem. ``time`` is the minute it was solved, or None."""

    problem_id: str
    num_judged: int
    num_pending: int
    solved: bool
    time: int | None = None
    first_to_solve: bool = False
    score: float | None = None  # a board by points: the problem's points


@dataclass(frozen=True)
class FirstSolve:
    """A problem's first solve, by :func:`first_solve`: ``contest_time`` (ms) of its earliest
    accepted submission (None: nobody has solved it), the teams first to solve it (several only
    at the very same millisecond; none while ``waiting``), and ``waiting``: a submission made
    earlier still waits for its judgement, which might make it the first."""

    problem_id: str
    contest_time: int | None = None
    team_ids: tuple[str, ...] = ()
    waiting: bool = False


def first_solve(problem_id: str, submissions: Iterable[tuple[int, str, Outcome]]) -> FirstSolve:
    """The first solve of a problem (the rule of the module's docstring), from the
    submissions a board counts for it, each as (contest time in ms, team id, outcome)."""
    subs = list(submissions)
    solves = [t for t, _, outcome in subs if outcome is _SOLVED]
    if not solves:
        return FirstSolve(problem_id)
    first = min(solves)
    if any(outcome is _PENDING and t < first for t, _, outcome in subs):
        return FirstSolve(problem_id, first, waiting=True)
    teams = sorted({team for t, team, outcome in subs if outcome is _SOLVED and t == first})
    return FirstSolve(problem_id, first, tuple(teams))


@dataclass(frozen=True)
class Score:
    """A team's score: problems solved, total penalty time (minutes), and the minute of its
    last solve (the third sort key; None when nothing is solved)."""

    num_solved: int
    total_time: int
    time: int | None = None
    score: float | None = None  # a board by points: the total (then ``time``: last improvement)

    @property
    def has_scored(self) -> bool:
        """Whether the team has scored: solved a problem, or (by points) more than 0."""
        return self.num_solved > 0 or (self.score or 0.0) > 0


@dataclass(frozen=True)
class Row:
    """One team's row."""

    rank: int
    team_id: str
    score: Score
    problems: tuple[ProblemResult, ...]


@dataclass(frozen=True)
class Scoreboard:
    """A scoreboard as it stood at ``contest_time`` (ms); ``time`` is the same moment as an
    absolute time (None when the contest's start is unknown). ``freeze_start`` is the contest
    time from which this (public) board shows submissions as pending, None unless the board
    is frozen (public, the freeze begun by ``contest_time`` and not thawed). ``first_solves``:
    each problem's, in the problems' order."""

    contest_time: int
    time: Timestamp | None
    state: StateInfo
    rows: tuple[Row, ...]
    public: bool = False
    freeze_start: int | None = None
    first_solves: tuple[FirstSolve, ...] = ()
    by_points: bool = False  # the ioi and oi rules' board (judge.contest.core.points)
    hidden: bool = False  # the oi rule's public board before the end: every judgement withheld

    def first_solve(self, problem_id: str) -> FirstSolve:
        """The first solve of one problem of the board."""
        found = next((f for f in self.first_solves if f.problem_id == problem_id), None)
        return found if found is not None else FirstSolve(problem_id)


def scoreboard(state: ContestState, at: int | None = None, public: bool = False) -> Scoreboard:
    """The scoreboard of ``state``.

    ``at``: the board as it stood at that contest time (ms): submissions made at or before it,
    judged by the judgements that had ended by then. ``public``: the view of the public and
    the teams, with the scoreboard freeze applied; otherwise the jury's view.
    """
    contest = state.contest
    if contest is not None and contest.rule.by_points:
        return _points_board(state, contest, at, public)
    penalty_ms = contest.penalty_time if contest is not None else DEFAULT_PENALTY_MS
    freeze = (
        Timeline.of_api(contest, state.state).board_freeze(at)
        if public and contest is not None
        else None
    )
    teams = _ranked_teams(state)
    cells = _cells(state, {team.id for team in teams}, at, freeze)
    tally = _Tally.of(cells)
    problem_ids = [p.id for p in state.problems_in_order()]
    firsts = tuple(first_solve(pid, tally.contenders.get(pid, ())) for pid in problem_ids)
    contest_time = at if at is not None else _latest_contest_time(state)
    moment = state.time_of(contest_time)
    frozen = freeze if freeze is not None and contest_time >= freeze else None
    return Scoreboard(
        contest_time=contest_time,
        time=moment,
        state=_state_at(state, contest_time, moment, at is not None),
        rows=_rows(teams, firsts, tally, penalty_ms),
        public=public,
        freeze_start=frozen,
        first_solves=firsts,
    )


def _points_board(
    state: ContestState, contest: Contest, at: int | None, public: bool
) -> Scoreboard:
    """The board of a contest ranked by points (:mod:`judge.contest.core.points`)."""
    contest_time = at if at is not None else _latest_contest_time(state)
    freeze = Timeline.of_api(contest, state.state).board_freeze(at) if public else None
    duration = contest.duration
    hidden = (
        public
        and contest.rule is ContestRule.OI
        and (duration is None or contest_time < duration)
        and (state.state is None or state.state.as_of(state.time_of(contest_time)).ended is None)
    )
    teams = _ranked_teams(state)
    visible = {team.id for team in teams}
    counting = _counting(state, at)
    subs: dict[tuple[str, str], list[points.Judged]] = {}
    for arrival, sub in enumerate(state.submissions.values()):
        if sub.team_id not in visible or sub.problem_id not in state.problems:
            continue
        t = sub.contest_time
        if (at is not None and t > at) or (duration is not None and t >= duration):
            continue
        outcome, judgement = counting.get(sub.id, (_PENDING, None))
        if hidden or (freeze is not None and t >= freeze) or outcome is _PENDING:
            judged = points.Judged(t, arrival, pending=True)
        else:
            solved = outcome is _SOLVED
            score, parts = points.judged_of(state, judgement, sub.problem_id, solved, True)
            attempt = outcome is not _IGNORED
            judged = points.Judged(t, arrival, False, attempt, score, parts)
        subs.setdefault((sub.team_id, sub.problem_id), []).append(judged)
    problem_ids = [p.id for p in state.problems_in_order()]
    cells = {
        team.id: [points.cell(contest.rule, subs.get((team.id, pid), [])) for pid in problem_ids]
        for team in teams
    }
    rows = []
    for rank, team, total, time in points.ranked(teams, cells):
        results = tuple(
            ProblemResult(pid, c.judged, c.pending, False, c.time, score=c.score)
            for pid, c in zip(problem_ids, cells[team.id])
        )
        rows.append(Row(rank, team.id, Score(0, 0, time, score=total), results))
    moment = state.time_of(contest_time)
    return Scoreboard(
        contest_time=contest_time,
        time=moment,
        state=_state_at(state, contest_time, moment, at is not None),
        rows=tuple(rows),
        public=public,
        freeze_start=freeze if freeze is not None and contest_time >= freeze else None,
        by_points=True,
        hidden=hidden,
    )


def _ranked_teams(state: ContestState) -> list[Team]:
    """The teams the board ranks: not hidden, and of the lowest sort order (DOMjudge's sort
    orders: its scoreboard ranks the lowest one)."""
    teams = [team for team in state.teams.values() if not state.is_hidden(team)]
    if teams:
        orders = {team.id: state.sort_order(team) for team in teams}
        lowest = min(orders.values())
        teams = [team for team in teams if orders[team.id] == lowest]
    return teams


# (team, problem) -> [(contest time, arrival, outcome)]
_Cells = dict[tuple[str, str], list[tuple[int, int, Outcome]]]


def _cells(state: ContestState, visible: set[str], at: int | None, freeze: int | None) -> _Cells:
    """Each (team, problem)'s submissions that count on the board, with their outcomes as the
    board shows them (pending from the freeze on)."""
    contest = state.contest
    duration = contest.duration if contest is not None else None
    outcome_of = _outcomes(state, at)
    cells: _Cells = {}
    for arrival, sub in enumerate(state.submissions.values()):
        if sub.team_id not in visible or sub.problem_id not in state.problems:
            continue  # a hidden team, or a team or problem deleted since
        t = sub.contest_time
        if (at is not None and t > at) or (duration is not None and t >= duration):
            continue
        if freeze is not None and t >= freeze:
            outcome = _PENDING
        else:
            outcome = outcome_of.get(sub.id, _PENDING)
        cells.setdefault((sub.team_id, sub.problem_id), []).append((t, arrival, outcome))
    return cells


@dataclass(frozen=True)
class _Tally:
    """Per cell: judged, pending, rejections before the solve, exact time of the solve; and per
    problem the submissions that decide its first solve (solved or pending, each team's up to
    its solve: a later one is later than that solve)."""

    cells: dict[tuple[str, str], tuple[int, int, int, int | None]]
    contenders: dict[str, list[tuple[int, str, Outcome]]]

    @classmethod
    def of(cls, cells: _Cells) -> _Tally:
        tally = cls({}, {})
        for (team_id, pid), subs in cells.items():
            subs.sort(key=lambda sub: sub[:2])
            judged = pending = rejected = 0
            solved_at: int | None = None
            contenders = tally.contenders.setdefault(pid, [])
            for t, _, outcome in subs:
                if outcome is _PENDING:
                    pending += 1
                    contenders.append((t, team_id, outcome))
                elif outcome is _REJECTED:
                    judged += 1
                    rejected += 1
                elif outcome is _SOLVED:
                    judged += 1
                    solved_at = t
                    contenders.append((t, team_id, outcome))
                    break  # submissions after the first accepted one are ignored
            tally.cells[(team_id, pid)] = (judged, pending, rejected, solved_at)
        return tally


def _rows(
    teams: list[Team], firsts: tuple[FirstSolve, ...], tally: _Tally, penalty_ms: int
) -> tuple[Row, ...]:
    """The ranked rows: most solved, then least penalty time, then earliest last solve; ties
    share a rank, and are listed by name."""
    empty = (0, 0, 0, None)
    ranked = []
    for team in teams:
        results = []
        num_solved = total_ms = last = 0
        for first in firsts:
            pid = first.problem_id
            judged, pending, rejected, solved_at = tally.cells.get((team.id, pid), empty)
            if solved_at is None:
                results.append(ProblemResult(pid, judged, pending, False))
                continue
            minute = minutes_down(max(solved_at, 0))
            num_solved += 1
            total_ms += minute * MS_PER_MINUTE + rejected * penalty_ms
            last = max(last, minute)
            fts = team.id in first.team_ids
            results.append(ProblemResult(pid, judged, pending, True, minute, fts))
        score = Score(num_solved, minutes_down(total_ms), last if num_solved else None)
        sort_key = (-num_solved, score.total_time, last)
        ranked.append((sort_key, collation_key(team.shown_name), team.id, score, results))
    ranked.sort(key=lambda r: r[:3])

    rows = []
    previous = None
    rank = 0
    for position, (sort_key, _, team_id, score, results) in enumerate(ranked, start=1):
        if sort_key != previous:
            rank, previous = position, sort_key
        rows.append(Row(rank, team_id, score, tuple(results)))
    return tuple(rows)


def freeze_notice(
    board: Scoreboard, state: ContestState, tr: gettext.NullTranslations = ENGLISH
) -> str | None:
    """The sentence the requirements make a frozen scoreboard show ("Freezing the
    Scoreboard"), in ``tr``'s language, or None when ``board`` is not frozen."""
    contest = state.contest
    if board.freeze_start is None or contest is None or contest.duration is None:
        return None
    minutes = minutes_down(contest.duration - board.freeze_start)
    return tr.gettext(
        "The scoreboard was frozen with {minutes} minutes remaining - submissions in the "
        "last {minutes} minutes of the contest are still shown as pending."
    ).format(minutes=minutes)


def _outcomes(state: ContestState, at: int | None) -> dict[str, Outcome]:
    """Submission id -> outcome of the judgement that counts for it (absent: none, pending)."""
    return {sid: outcome for sid, (outcome, _) in _counting(state, at).items()}


def _counting(state: ContestState, at: int | None) -> dict[str, tuple[Outcome, Judgement]]:
    """Submission id -> the judgement that counts for it and its outcome (absent: none)."""
    best: dict[str, tuple[tuple[int, int, int], Judgement]] = {}
    for order, judgement in enumerate(state.judgements.values()):
        type_id = judgement.judgement_type_id
        if type_id is None or judgement.superseded:
            continue  # still running, or replaced by a rejudging
        end = judgement.end_contest_time
        start = judgement.start_contest_time
        if end is None:
            end = start
        if end is None:
            submission = state.submissions.get(judgement.submission_id)
            if submission is None:
                continue
            end = submission.contest_time
        if at is not None and end > at:
            continue  # had not ended yet
        key = (end, start if start is not None else end, order)
        current = best.get(judgement.submission_id)
        if current is None or key > current[0]:
            best[judgement.submission_id] = (key, judgement)

    outcomes: dict[str, tuple[Outcome, Judgement]] = {}
    for submission_id, (_, judgement) in best.items():
        type_id = judgement.judgement_type_id
        assert type_id is not None  # only completed judgements are kept above
        jtype = state.judgement_type(type_id)
        if jtype is None or type_id in PENDING_TYPE_IDS:
            outcome = _PENDING
        elif jtype.solved:
            outcome = _SOLVED
        elif jtype.penalty:
            outcome = _REJECTED
        else:
            outcome = _IGNORED
        outcomes[submission_id] = (outcome, judgement)
    return outcomes


def _latest_contest_time(state: ContestState) -> int:
    """The contest time of the latest event that has one (0 when none has)."""
    latest: int | None = None
    for sub in state.submissions.values():
        if latest is None or sub.contest_time > latest:
            latest = sub.contest_time
    for judgement in state.judgements.values():
        for t in (judgement.start_contest_time, judgement.end_contest_time):
            if t is not None and (latest is None or t > latest):
                latest = t
    if state.state is not None:
        for name in StateInfo.FIELDS:
            moment = getattr(state.state, name)
            t = state.contest_time_of(moment) if moment is not None else None
            if t is not None and (latest is None or t > latest):
                latest = t
    return 0 if latest is None else latest


def _state_at(
    state: ContestState, contest_time: int, moment: Timestamp | None, cut: bool
) -> StateInfo:
    """The contest state at a moment: the feed's (cut at ``moment`` when ``cut``), or, when the
    feed has none, what the contest's times imply."""
    if state.state is not None:
        return state.state.as_of(moment) if cut else state.state
    if state.contest is None:
        return StateInfo()
    return Timeline.of_api(state.contest, None).implied_state(contest_time)


def to_api(board: Scoreboard) -> dict:
    """The Contest API 2023-06 ``scoreboard`` object: ``time`` (TIME), ``contest_time``
    (RELTIME), ``state`` and ``rows``; times of solves and penalty totals in integer minutes.

    Each problem also carries ``first_to_solve`` (DOMjudge's extension); ``score.time`` (the
    minute of the last solve) is left out when nothing is solved ("Must be null iff
    num_solved=0").
    """
    if board.by_points:
        rows = [_points_row(row) for row in board.rows]
        return {
            "time": None if board.time is None else format_time(board.time),
            "contest_time": format_reltime(board.contest_time),
            "state": board.state.to_api(),
            "rows": rows,
        }
    rows = []
    for row in board.rows:
        score: dict = {"num_solved": row.score.num_solved, "total_time": row.score.total_time}
        if row.score.time is not None:
            score["time"] = row.score.time
        problems = []
        for cell in row.problems:
            item: dict = {
                "problem_id": cell.problem_id,
                "num_judged": cell.num_judged,
                "num_pending": cell.num_pending,
                "solved": cell.solved,
            }
            if cell.solved:
                item["time"] = cell.time
            item["first_to_solve"] = cell.first_to_solve
            problems.append(item)
        rows.append(
            {"rank": row.rank, "team_id": row.team_id, "score": score, "problems": problems}
        )
    return {
        "time": None if board.time is None else format_time(board.time),
        "contest_time": format_reltime(board.contest_time),
        "state": board.state.to_api(),
        "rows": rows,
    }


def _points_row(row: Row) -> dict:
    """A row of a board by points in the Contest API: ``score: {score, time}``, each problem's
    ``score`` (and ``time`` iff it is more than 0, as the spec's schema has it)."""
    score: dict = {"score": points.number(row.score.score or 0.0)}
    if row.score.time is not None:
        score["time"] = row.score.time
    problems = []
    for cell in row.problems:
        value = cell.score or 0.0
        item: dict = {
            "problem_id": cell.problem_id,
            "num_judged": cell.num_judged,
            "num_pending": cell.num_pending,
            "score": points.number(value),
        }
        if value > 0 and cell.time is not None:
            item["time"] = cell.time
        problems.append(item)
    return {"rank": row.rank, "team_id": row.team_id, "score": score, "problems": problems}
