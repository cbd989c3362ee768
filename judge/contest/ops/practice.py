"""Practice between contests, and upsolving, on a club's site: each member's state on every
problem of the practice space, the member's team there (made on first use, without joining),
the practice links a contest's problems get once it has ended, and what a member solved in
each contest and upsolved after it.

A problem's state is `judge list`'s (:class:`judge.catalog.record.State`): *solved* at the
member's first accepted submission anywhere on the site (the practice space or a contest:
the training lists' count, :func:`judge.contest.ops.training.attempts`, as members see it),
*tried* when judged and never accepted (how many tries), else untried. A problem is
*upsolved* after a contest when the member did not solve it in the contest and got it
accepted after the contest's end (in the practice space, or in the contest's own upsolving).
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.catalog.record import State
from judge.contest.core.feedback import as_team_sees
from judge.contest.core.model import Team
from judge.contest.core.records import JudgingStatus, Origin
from judge.contest.core.times import Timestamp
from judge.contest.core.training import Attempt, TrainingList, progress
from judge.contest.ops.practice_space import PRACTICE, PRACTICE_NAME
from judge.contest.ops.session import Session
from judge.contest.ops.site import Site
from judge.contest.ops.training import attempts
from judge.contest.ops.views import clocks, submissions
from judge.contest.storage import site as rows
from judge.contest.storage.site import Joined
from judge.contest.storage.teams import has_team, insert_team
from judge.judging.verdict import Verdict


@dataclass(frozen=True)
class ProblemState:
    """A problem of the practice space as a member's practice page shows it: its label there
    (the key of its page and its submit form), id, name, and the member's state (None:
    untried), when it was solved (ms since the epoch) and the judged tries (before the
    solution, or all of them while unsolved) and those waiting."""

    label: str
    problem_id: str
    name: str
    state: State | None
    solved_ms: int | None = None
    tries: int = 0
    pending: int = 0


@dataclass(frozen=True)
class ContestResult:
    """A contest a member joined, as their page sums it up: the problems (ids) solved in
    the contest, and, once it has ended, those upsolved after it."""

    contest: str
    api_id: str
    title: str
    over: bool
    solved: tuple[str, ...]
    upsolved: tuple[str, ...]


def practice_session(site: Site) -> Session:
    """The site's practice space, opened with the site."""
    return site.contests[PRACTICE]


def practice_team(site: Site, member_id: str, name: str, now: Timestamp) -> Joined:
    """The member's team in the practice space: its own (its id, its name), made and joined
    on first use; a member never has to join the practice space."""
    with site.store.read() as conn:
        known = [j for j in rows.joins(conn, member_id) if j.contest == PRACTICE]
    if known:
        return known[0]
    with practice_session(site).store.write() as conn:
        if not has_team(conn, member_id):
            # its label its id, as an imported team's (the Contest API requires one)
            insert_team(conn, Team(member_id, name, member_id), Origin.LOCAL, now.ms)
    joined = Joined(PRACTICE, member_id)
    with site.store.write() as conn:
        if not [j for j in rows.joins(conn, member_id) if j.contest == PRACTICE]:
            rows.add_join(conn, member_id, joined, now.ms)  # a second request may have won
    return joined


def states_of(site: Site, member_id: str, found: list[Attempt] | None = None) -> list[ProblemState]:
    """The member's state on each problem of the practice space, in its order (the set's);
    ``found``: the site's attempts when the caller has read them already."""
    entries = practice_session(site).entries
    every = found if found is not None else attempts(site, as_members_see=True)
    mine = [a for a in every if a.member_id == member_id]
    whole = TrainingList(PRACTICE, PRACTICE_NAME, tuple(e.id for e in entries))
    counted = progress(whole, [member_id], mine)
    out = []
    for entry in entries:
        cell = counted.cell(member_id, entry.id)
        state = State.SOLVED if cell.solved else State.TRIED if cell.tries or cell.pending else None
        out.append(
            ProblemState(
                entry.label, entry.id, entry.name, state, cell.solved_ms, cell.tries, cell.pending
            )
        )
    return out


def upsolve_labels(site: Site, contest: str) -> dict[str, str]:
    """The practice space's label of each problem of the site's contest ``contest`` once it
    has ended (by problem id; the problems the practice space holds); none while it runs,
    nor for the practice space itself."""
    session = site.contests.get(contest)
    if session is None or contest == PRACTICE or not clocks(session).over:
        return {}
    held = {e.id: e.label for e in practice_session(site).entries}
    return {e.id: held[e.id] for e in session.entries if e.id in held}


def _solved_in(session: Session, team_id: str, over: bool) -> set[str]:
    """The problems a team solved in the contest (its official submissions, as the team sees
    them: an oi contest's judgements withheld until its end)."""
    rule = session.record().rule
    seen = [as_team_sees(v, rule, over) for v in submissions(session, team_id=team_id)]
    return {
        view.problem_id
        for view in seen
        if view.official and view.status is JudgingStatus.JUDGED and view.verdict is Verdict.AC
    }


def contest_results(site: Site, member_id: str) -> list[ContestResult]:
    """Each contest the member joined (not the practice space), in the order joined: what
    they solved in it and, once it has ended, what they upsolved after it."""
    with site.store.read() as conn:
        places = rows.joins(conn, member_id)
    found = [a for a in attempts(site, as_members_see=True) if a.member_id == member_id]
    results = []
    for place in places:
        session = site.contests.get(place.contest)
        if session is None or place.contest == PRACTICE:
            continue
        info = clocks(session)
        record = session.record()
        problems = [e.id for e in session.entries]
        solved = _solved_in(session, place.team_id, info.over)
        upsolved: list[str] = []
        if info.over and info.start is not None:
            end = record.ended_ms if record.ended_ms is not None else info.start.ms + info.duration
            late = {a.problem_id for a in found if a.accepted and a.at_ms >= end}
            upsolved = [p for p in problems if p in late and p not in solved]
        results.append(
            ContestResult(
                place.contest,
                record.id,
                record.name,
                info.over,
                tuple(p for p in problems if p in solved),
                tuple(upsolved),
            )
        )
    return results
