"""The boards by points: a contest's ``ioi`` and ``oi`` rules (see
:class:`judge.contest.core.model.ContestRule`), and the cells and rows they give.

Which submissions a board counts is the ICPC board's rule (:mod:`judge.contest.core.scoring`):
the board's teams, made before the end (and by ``at``), each judged by the judgement that counts
(the newest completed one); a judging error, no judgement yet, or a submission made from the
freeze on in the public view of a frozen board is pending and scores nothing yet.

A judged submission's points: its judgement's ``score`` and its subtasks' (a scoring problem's),
else a pass-fail problem's: all the problem is worth (its ``max_score``, else
:data:`~judge.contest.core.model.DEFAULT_MAX_SCORE`) when solved, nothing otherwise. A
submission that did not compile scores nothing.

- ``ioi`` (IOI since 2010, CMS, Hydro's IOI): a problem's score is the sum over its subtasks of
  the best that subtask scored over the team's submissions; a problem without subtasks is one
  subtask worth its ``max_score``, its best submission counting. The team sees every judgement
  as it comes. The time of a problem is the minute of the submission that brought it to its
  score (its last improvement).
- ``oi`` (NOI, NOIP and Luogu's and Hydro's OI rule): the last submission before the end counts,
  better or worse than the ones before it. During the contest nothing of a judgement is shown,
  neither to the team nor on the public board (every submission is pending there until the
  end; Hydro shows a team neither its records nor the board until the end, NOI judges only
  afterwards); the jury sees all. Once the contest is over the public board follows the freeze
  as the ICPC board does.

Both rank by total points (descending); teams with the same total share the rank and are
listed by name (the CCS's listing), as Hydro ranks both (``a.score === b.score``) and NOI and
the IOI award by score alone. Nothing is a penalty; ``time`` (the latest improvement) is shown,
never a tiebreak.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.contest.core.collation import collation_key
from judge.contest.core.model import ContestRule, ContestState, Judgement, Team
from judge.contest.core.times import minutes_down


@dataclass(frozen=True)
class Judged:
    """One submission as a board by points counts it: contest time (ms), arrival (feed order),
    whether it is pending, whether it counts as an attempt (a compile error does not), its
    points and its subtasks' points by name (empty: the problem has none)."""

    contest_time: int
    arrival: int
    pending: bool
    attempt: bool = False
    points: float = 0.0
    subtasks: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True)
class PointsCell:
    """One team's cell for one problem on a board by points: ``score`` its points, ``time`` the
    minute of the submission that gave them (None while it has none)."""

    judged: int
    pending: int
    score: float
    time: int | None


@dataclass
class _Best:
    """The best of each subtask so far, and when the problem's total last improved."""

    subtasks: dict[str, float] = field(default_factory=dict)
    total: float = 0.0
    improved: int | None = None


def cell(rule: ContestRule, subs: list[Judged]) -> PointsCell:
    """A problem's cell from a team's submissions to it (any order)."""
    subs = sorted(subs, key=lambda sub: (sub.contest_time, sub.arrival))
    judged = sum(1 for sub in subs if not sub.pending and sub.attempt)
    pending = sum(1 for sub in subs if sub.pending)
    done = [sub for sub in subs if not sub.pending]
    if rule is ContestRule.OI:
        if not done:
            return PointsCell(judged, pending, 0.0, None)
        last = done[-1]
        minute = minutes_down(max(last.contest_time, 0)) if last.points > 0 else None
        return PointsCell(judged, pending, last.points, minute)
    best = _Best()
    for sub in done:
        parts = sub.subtasks or (("", sub.points),)
        for name, points in parts:
            if points > best.subtasks.get(name, 0.0):
                best.subtasks[name] = points
        total = sum(best.subtasks.values())
        if total > best.total:
            best.total = total
            best.improved = sub.contest_time
    minute = None if best.improved is None else minutes_down(max(best.improved, 0))
    return PointsCell(judged, pending, best.total, minute)


def judged_of(
    state: ContestState, judgement: Judgement | None, problem_id: str, solved: bool, attempt: bool
) -> tuple[float, tuple[tuple[str, float], ...]]:
    """A judged submission's points and subtasks' points: its judgement's score where it has one,
    else all its problem is worth when ``solved``, nothing otherwise."""
    if judgement is not None and judgement.score is not None:
        parts = tuple((s.name, s.score) for s in judgement.subtasks)
        return judgement.score, parts
    if solved:
        return state.problems[problem_id].worth, ()
    return 0.0, ()


def recorded_score(score: float | None, solved: bool, worth: float) -> float:
    """The score a judgement of a contest by points records (the spec: a score contest's
    judgements each have one): a scoring problem's own, else a pass-fail problem's, all it is
    worth when solved and nothing otherwise."""
    if score is not None:
        return score
    return worth if solved else 0.0


def ranked(
    teams: list[Team], cells: dict[str, list[PointsCell]]
) -> list[tuple[int, Team, float, int | None]]:
    """The teams in board order, each with its rank (ties share it: 1, 2, 2, 4), its total points
    and the minute of its latest improvement (None: no points)."""
    rows = []
    for team in teams:
        team_cells = cells[team.id]
        total = sum(c.score for c in team_cells)
        times = [c.time for c in team_cells if c.time is not None and c.score > 0]
        rows.append(
            (-total, collation_key(team.shown_name), team.id, team, max(times, default=None))
        )
    rows.sort(key=lambda r: r[:3])
    out = []
    previous: float | None = None
    rank = 0
    for position, (negative, _, _, team, time) in enumerate(rows, start=1):
        if negative != previous:
            rank, previous = position, negative
        out.append((rank, team, -negative, time))
    return out


def number(value: float) -> float | int:
    """A score as JSON writes it: whole numbers without a fraction (``30``, not ``30.0``)."""
    return int(value) if float(value).is_integer() else value


def shown(value: float) -> str:
    """A score as the screens write it: ``30``, ``12.5``."""
    return f"{value:g}"
