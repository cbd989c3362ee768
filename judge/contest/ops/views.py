"""What an open contest shows: its clock, scoreboard, submissions and judgements, the queue.

Each is one read transaction; the command line and the server render them.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.contest.core.feedback import as_team_sees
from judge.contest.core.model import ContestState
from judge.contest.core.phase import Clocks
from judge.contest.core.queue_view import QueueView
from judge.contest.core.records import ContestRecord, JudgementView, Person, SubmissionView
from judge.contest.core.scoring import Scoreboard, scoreboard
from judge.contest.ops.session import Session
from judge.contest.storage import queue
from judge.contest.storage import submissions as rows
from judge.contest.storage.objects import load_state
from judge.contest.storage.teams import local_team_count, members_of_teams, own_team, team_names
from judge.errors import JudgeError
from judge.i18n import phrase


def find_submission(session: Session, sid: str) -> SubmissionView | None:
    """A submission with the judging that counts for it, None when there is none."""
    with session.store.read() as conn:
        return rows.submission_view(conn, sid)


def submission_view(session: Session, sid: str) -> SubmissionView:
    """A submission with the judging that counts for it."""
    view = find_submission(session, sid)
    if view is None:
        raise JudgeError(
            phrase("contest {name} has no submission {sid}", name=repr(session.name), sid=repr(sid))
        )
    return view


def seen_by_team(session: Session, found: list[SubmissionView]) -> list[SubmissionView]:
    """Submissions as their team may see them now (an oi contest's withheld until the end:
    :func:`judge.contest.core.feedback.as_team_sees`)."""
    record = session.record()
    over = clocks(session, record).over
    return [as_team_sees(view, record.rule, over) for view in found]


def team_submissions(session: Session) -> list[SubmissionView]:
    """The submissions of the contest's own team, official and upsolving, in time order, as
    the team may see them now."""
    with session.store.read() as conn:
        team = own_team(conn)
        if team is None:
            return []
        found = rows.submission_views(conn, rows.Filter(team_id=team))
    return seen_by_team(session, found)


def submissions(
    session: Session, team_id: str | None = None, problem_id: str | None = None
) -> list[SubmissionView]:
    """The submissions (of a team, of a problem, or all), in time order."""
    with session.store.read() as conn:
        return rows.submission_views(conn, rows.Filter(team_id=team_id, problem_id=problem_id))


def judgements_of(session: Session, submission_id: str) -> list[JudgementView]:
    """Every judgement of a submission, oldest first, for the jury."""
    with session.store.read() as conn:
        return rows.judgement_views(conn, submission_id)


def source_text(session: Session, sid: str) -> str:
    """A submission's source as text (bytes that are not UTF-8 replaced)."""
    with session.store.read() as conn:
        found = rows.source_of(conn, sid)
    return "" if found is None else found[2].decode("utf-8", "replace")


def contest_state(session: Session) -> ContestState:
    """The contest as a ContestState: official submissions, judgements that have begun."""
    with session.store.read() as conn:
        return load_state(conn)


def clocks(session: Session, record: ContestRecord | None = None) -> Clocks:
    """The contest's clock now (of ``record``, when the caller has just read it)."""
    record = record if record is not None else session.record()
    return record.timeline.clocks(session.clock.now().ms)


def board(
    session: Session, at: int | None = None, public: bool = False
) -> tuple[Scoreboard, ContestState]:
    """The contest's scoreboard now (or at contest time ``at``, which cannot be later than
    now: a virtual contest's rivals are shown as they stood at your elapsed time)."""
    state = contest_state(session)
    now_clock = clocks(session)
    elapsed = max(0, now_clock.elapsed) if now_clock.elapsed is not None else 0
    at = elapsed if at is None else min(at, elapsed)
    return scoreboard(state, at=at, public=public), state


def queue_view(session: Session) -> QueueView:
    """The queue in order, the judgings under way and the workers, as of now."""
    with session.store.read() as conn:
        return queue.queue_view(conn, session.clock.now().ms)


@dataclass(frozen=True)
class Counts:
    """How many teams (the contest's own) and submissions a contest has."""

    teams: int
    submissions: int


def counts(session: Session) -> Counts:
    """How many teams and submissions the contest has."""
    with session.store.read() as conn:
        return Counts(local_team_count(conn), rows.submission_count(conn))


def names(session: Session) -> dict[str, str]:
    """Every team's name, by id."""
    with session.store.read() as conn:
        return team_names(conn)


def submitters(session: Session) -> dict[str, Person]:
    """Who of a team of members made each submission a site's member made, by its id."""
    with session.store.read() as conn:
        return rows.submitters_of(conn)


def team_members(session: Session) -> dict[str, list[Person]]:
    """The members of each team of members (a site's contest), by team id."""
    with session.store.read() as conn:
        return members_of_teams(conn)
