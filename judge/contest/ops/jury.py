"""What the jury does to a running contest: start it, freeze and thaw the board, rejudge.

Each operation is one transaction and logs its events (``state``, ``judgements``), so the
event feed and the scoreboard always agree with the tables.

Rejudging (DOMjudge's way, within the CCS rule that the newest completed judgement counts):
a rejudging adds a new, queued judgement to each submission; while it waits and runs, the
old verdict stands (on the board and for the team); when it completes it counts, and the
older judgements of that submission are marked ``valid: false`` (:func:`settle`), which the
scorer and DOMjudge-reading tools skip. A submission whose judging has not finished is not
rejudged again.

The freeze and the thaw follow the phase rules (:class:`judge.contest.core.phase.Timeline`):
the jury may freeze the board at any moment of the running contest (earlier than
``scoreboard_freeze_duration`` says, or in a contest without one) and thaw it once the contest
has ended (a practice contest also thaws by itself as it ends, or at ``scoreboard_thaw_time``;
set that to keep the board frozen for a prize-giving, then thaw it from the jury page).
"""

from __future__ import annotations

from collections.abc import Iterable

from judge.contest.core.times import Timestamp
from judge.contest.ops.session import Session
from judge.contest.ops.start import start_contest
from judge.contest.storage import submissions as rows
from judge.contest.storage.contest import record_state
from judge.contest.storage.objects import the_contest
from judge.errors import JudgeError
from judge.i18n import phrase


def start_now(session: Session) -> Timestamp:
    """Starts the served contest now (its teams are already there)."""
    return start_contest(session, None)


def freeze_now(session: Session) -> Timestamp:
    """Freezes the public scoreboard from now on."""
    now = session.clock.now()
    with session.store.write() as conn:
        refusal = the_contest(conn).timeline.freeze_refusal(now.ms)
        if refusal is not None:
            raise JudgeError(refusal)
        record_state(conn, {"frozen": now.ms}, now.ms)
    return now


def thaw_now(session: Session) -> Timestamp:
    """Thaws the frozen public scoreboard (once the contest has ended)."""
    now = session.clock.now()
    with session.store.write() as conn:
        timeline = the_contest(conn).timeline
        refusal = timeline.thaw_refusal()
        if refusal is not None:
            raise JudgeError(refusal)
        record_state(conn, {"thawed": timeline.thaw_moment(now.ms)}, now.ms)
    return now


def rejudge(
    session: Session, submission_ids: Iterable[str] = (), problem_id: str | None = None
) -> list[str]:
    """Queues a new judgement of each given submission (or of every submission to
    ``problem_id``) whose judging has finished; returns the submission ids queued again."""
    ids = list(submission_ids)
    if problem_id is None and not ids:
        return []
    with session.store.write() as conn:
        wanted = rows.local_submission_ids(
            conn, None if problem_id is not None else ids, problem_id
        )
        if ids and problem_id is None and len(wanted) != len(set(ids)):
            missing = sorted(set(ids) - set(wanted))
            raise JudgeError(phrase("no submission {value}", value=", ".join(missing)))
        busy = rows.with_pending_judgement(conn)
        queued = [sid for sid in wanted if sid not in busy]
        for sid in queued:
            rows.queue_judgement(conn, sid)
    return queued


def settle(session: Session, submission_id: str | None = None) -> int:
    """Marks invalid every completed judgement older than a newer completed one of the same
    submission (of one submission, or of all), as a rejudging's completion calls for; logs
    each change. Returns how many."""
    with session.store.write() as conn:
        return rows.settle(conn, session.clock.now().ms, submission_id)
