"""Submitting: a submission recorded with its queued judgement, in one transaction.

Before the start a submission is refused; after the end it is an upsolving submission:
judged, but not part of the contest (no events, not on the board). A solo contest's
``submit`` judges its submission at once, in the foreground; the contest server's
:func:`record_submission` leaves it to the judges.
"""

from __future__ import annotations

from pathlib import Path

from judge.contest.core.languages import (
    check_extension,
    check_language,
    check_size,
    language_of,
)
from judge.contest.core.model import Team
from judge.contest.core.records import Origin, SubmissionView
from judge.contest.core.text import local_time
from judge.contest.core.times import Timestamp
from judge.contest.ops import claims
from judge.contest.ops.session import Session
from judge.contest.ops.views import submission_view
from judge.contest.storage import queue
from judge.contest.storage.lease import Owner
from judge.contest.storage.objects import the_contest
from judge.contest.storage.store import Connection
from judge.contest.storage.submissions import NewSubmission
from judge.contest.storage.submissions import record_submission as record
from judge.contest.storage.teams import has_team, insert_team, own_team
from judge.errors import JudgeError


def read_source(path: Path) -> bytes:
    """A source file's bytes; plain errors for a missing, unreadable or too large file."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise JudgeError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise JudgeError(f"{path}: is a directory, not a source file") from None
    except OSError as exc:
        raise JudgeError(f"{path}: cannot read: {exc.strerror or exc}") from None
    check_size(path, len(data))
    return data


def _record(
    session: Session,
    conn: Connection,
    team: str | None,
    problem_id: str,
    filename: str,
    language: str,
    source: bytes,
) -> tuple[str, str]:
    """Stores a submission of ``team`` and its queued judgement in the caller's transaction,
    once the contest has started; returns (submission id, judgement id)."""
    now = session.clock.now()
    contest = the_contest(conn)
    if contest.started_ms is None:
        if contest.scheduled_start_ms is not None:
            when = local_time(Timestamp(contest.scheduled_start_ms, contest.utc_offset))
            raise JudgeError(
                f"contest {session.name!r} has not started (it starts at "
                f"{when}); submissions are refused before the start"
            )
        raise JudgeError(
            f"contest {session.name!r} has not started; start it with: "
            f"judge contest start {session.name}"
        )
    if team is None:
        raise JudgeError(f"contest {session.name!r} has no team of yours")
    new = NewSubmission(team, problem_id, filename, language, source)
    return record(conn, contest, new, now)


def submit(
    session: Session, problem_ref: str, path: Path, language: str | None = None
) -> SubmissionView:
    """The contest's own team submits the file at ``path`` (in ``language``, a language id;
    by default its extension decides), which is judged at once."""
    entry = session.entry(problem_ref)
    if language is not None:
        check_extension(path.name, language)
    language = language or language_of(path.name)
    source = read_source(path)
    with session.store.write() as conn:
        sid, jid = _record(session, conn, own_team(conn), entry.id, path.name, language, source)
        taken = queue.claim(conn, jid, str(Owner.current()), session.clock.now())
    if taken is not None:
        claims.judge_claim(session.judging(), taken)
    return submission_view(session, sid)


def record_submission(
    session: Session,
    team_id: str,
    problem_ref: str,
    filename: str,
    source: bytes,
    language: str | None = None,
) -> SubmissionView:
    """Records a team's submission and queues it for the judges (the contest server's way):
    refused before the start, upsolving after the end, as :func:`submit`. ``language``: a
    language id, else the file's extension decides."""
    entry = session.entry(problem_ref)
    language = check_language(language or language_of(filename))
    check_extension(filename, language)
    check_size(filename, len(source))
    with session.store.write() as conn:
        if not has_team(conn, team_id):
            raise JudgeError(f"contest {session.name!r} has no team {team_id!r}")
        sid, _ = _record(session, conn, team_id, entry.id, filename, language, source)
    return submission_view(session, sid)


def add_team(session: Session, team_id: str, name: str) -> bool:
    """Adds a team without a password (scripts and tests; people's teams come from
    :func:`judge.web.accounts.import_teams`); False if it exists."""
    now = session.clock.now()
    with session.store.write() as conn:
        if has_team(conn, team_id):
            return False
        team = Team(id=team_id, name=name, label=team_id, hidden=False)
        insert_team(conn, team, Origin.LOCAL, now.ms)
    return True
