"""Submitting: a submission recorded with its queued judgement, in one transaction.

Before the start a submission is refused; after the end it is an upsolving submission:
judged, but not part of the contest (no events, not on the board). A solo contest's
``submit`` judges its submission at once, in the foreground; the contest server's
:func:`record_submission` leaves it to the judges.

What is recorded is what the judge can judge: a file name the judge can write (one name, at
most 255 bytes, no NUL, ``/`` or control characters: :func:`check_filename`), a known
language, a source that is not empty or blank and within the size limit
(:func:`check_source`). A server may also limit how often a team submits
(:class:`~judge.contest.core.submit_rate.SubmitRate`), checked in the recording transaction so
that submissions sent at once are counted one after the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.contest.core.model import Team
from judge.contest.core.records import Origin, Person, SubmissionView
from judge.contest.core.submission_language import (
    check_extension,
    check_language,
    check_size,
    language_of,
)
from judge.contest.core.submit_rate import SubmitRate
from judge.contest.core.text import local_time
from judge.contest.core.times import Timestamp
from judge.contest.ops import claims
from judge.contest.ops.session import Session
from judge.contest.ops.views import submission_view
from judge.contest.storage import queue
from judge.contest.storage.lease import Owner
from judge.contest.storage.objects import the_contest
from judge.contest.storage.store import Connection
from judge.contest.storage.submissions import NewSubmission, submitted_since
from judge.contest.storage.submissions import record_submission as record
from judge.contest.storage.teams import has_team, insert_team, own_team
from judge.errors import JudgeError
from judge.i18n import phrase

#: The longest file name accepted, in bytes of UTF-8: what Linux file systems allow.
NAME_MAX = 255


def check_filename(filename: str) -> str:
    """A submitted file's name if the judge can write it as given; a plain error otherwise."""
    shown = repr(filename if len(filename) <= 60 else filename[:60] + "...")
    if not filename or filename in (".", ".."):
        raise JudgeError(phrase("the file name {shown} is not a file's name", shown=shown))
    if len(filename.encode("utf-8", "surrogatepass")) > NAME_MAX:
        raise JudgeError(
            phrase(
                "the file name {shown} is longer than {NAME_MAX} bytes",
                shown=shown,
                NAME_MAX=NAME_MAX,
            )
        )
    bad = [c for c in filename if c == "/" or ord(c) < 32 or ord(c) == 127]
    if bad:
        raise JudgeError(
            phrase(
                "the file name {shown} holds {bad}, which a file name may not",
                shown=shown,
                bad=repr(bad[0]),
            )
        )
    if any(0xD800 <= ord(c) <= 0xDFFF for c in filename):
        raise JudgeError(phrase("the file name {shown} is not valid Unicode", shown=shown))
    return filename


def check_source(filename: str, source: bytes) -> None:
    """A plain error when a source is empty, blank, or over the size limit."""
    if not source.strip():
        raise JudgeError(phrase("{filename}: the file is empty", filename=filename))
    check_size(filename, len(source))


def read_source(path: Path) -> bytes:
    """A source file's bytes; plain errors for a missing, unreadable or too large file."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise JudgeError(phrase("{path}: no such file", path=path)) from None
    except IsADirectoryError:
        raise JudgeError(phrase("{path}: is a directory, not a source file", path=path)) from None
    except OSError as exc:
        raise JudgeError(
            phrase("{path}: cannot read: {value}", path=path, value=exc.strerror or exc)
        ) from None
    check_source(str(path), data)
    return data


def _record(session: Session, conn: Connection, new: NewSubmission | None) -> tuple[str, str]:
    """Stores submission ``new`` and its queued judgement in the caller's transaction, once
    the contest has started (None: the contest has no team of the caller's); returns
    (submission id, judgement id)."""
    now = session.clock.now()
    contest = the_contest(conn)
    if contest.started_ms is None:
        if contest.scheduled_start_ms is not None:
            when = local_time(Timestamp(contest.scheduled_start_ms, contest.utc_offset))
            raise JudgeError(
                phrase(
                    "contest {name} has not started (it starts at {when}); submissions are refused before the start",
                    name=repr(session.name),
                    when=when,
                )
            )
        raise JudgeError(
            phrase(
                "contest {name} has not started; start it with: judge contest start {name2}",
                name=repr(session.name),
                name2=session.name,
            )
        )
    if new is None:
        raise JudgeError(phrase("contest {name} has no team of yours", name=repr(session.name)))
    return record(conn, contest, new, now)


def submit(
    session: Session, problem_ref: str, path: Path, language: str | None = None
) -> SubmissionView:
    """The contest's own team submits the file at ``path`` (in ``language``, a language id;
    by default its extension decides), which is judged at once."""
    entry = session.entry(problem_ref)
    check_filename(path.name)
    if language is not None:
        check_extension(path.name, language)
    language = language or language_of(path.name)
    source = read_source(path)
    with session.store.write() as conn:
        team = own_team(conn)
        new = None if team is None else NewSubmission(team, entry.id, path.name, language, source)
        sid, jid = _record(session, conn, new)
        taken = queue.claim(conn, jid, str(Owner.current()), session.clock.now())
    if taken is not None:
        claims.judge_claim(session.judging(), taken)
    return submission_view(session, sid)


@dataclass(frozen=True)
class Sender:
    """Who sends a submission through the contest server: ``rate``, how often the team may
    submit (TooManySubmissions past it; None: no limit, the jury submitting for a team), and
    ``submitter``, the site's member who makes it for a team of members (None: the team's
    own login)."""

    rate: SubmitRate | None = None
    submitter: Person | None = None


def record_submission(
    session: Session,
    team_id: str,
    problem_ref: str,
    filename: str,
    source: bytes,
    language: str | None = None,
    sender: Sender = Sender(),
) -> SubmissionView:
    """Records a team's submission and queues it for the judges (the contest server's way):
    refused before the start, upsolving after the end, as :func:`submit`. ``language``: a
    language id, else the file's extension decides. ``sender``: how often the team may
    submit and who of a team of members submits (:class:`Sender`)."""
    entry = session.entry(problem_ref)
    check_filename(filename)
    language = check_language(language or language_of(filename))
    check_extension(filename, language)
    check_source(filename, source)
    with session.store.write() as conn:
        if not has_team(conn, team_id):
            raise JudgeError(
                phrase(
                    "contest {name} has no team {team_id}",
                    name=repr(session.name),
                    team_id=repr(team_id),
                )
            )
        rate = sender.rate
        if rate is not None:
            now = session.clock.now().ms
            rate.check(submitted_since(conn, team_id, now - rate.window_ms), now)
        new = NewSubmission(team_id, entry.id, filename, language, source, sender.submitter)
        sid, _ = _record(session, conn, new)
    return submission_view(session, sid)


def add_team(session: Session, team_id: str, name: str) -> bool:
    """Adds a team without a password (scripts and tests; people's teams come from
    :func:`judge.contest.ops.accounts.import_teams`); False if it exists."""
    now = session.clock.now()
    with session.store.write() as conn:
        if has_team(conn, team_id):
            return False
        team = Team(id=team_id, name=name, label=team_id, hidden=False)
        insert_team(conn, team, Origin.LOCAL, now.ms)
    return True
