"""Clarifications (Contest API 2023-06) in the contest's database: a team's question, the
jury's answer (to the team that asked, or to everyone) and announcement, a question dismissed,
and what each one may read. Each function is one transaction; the message's text comes
checked (:mod:`judge.web.clarifications` checks it at the edge).
"""

from __future__ import annotations

from judge.contest.core.records import Clarification, Person
from judge.contest.core.submit_rate import SubmitRate
from judge.contest.ops.session import Session
from judge.contest.storage import clarifications as rows
from judge.contest.storage.clarifications import NewMessage
from judge.errors import JudgeError
from judge.i18n import phrase


def _problem(session: Session, ref: str | None) -> str | None:
    return session.entry(ref).id if ref else None


def ask(
    session: Session,
    team_id: str,
    text: str,
    problem: str | None = None,
    rate: SubmitRate | None = None,
    asker: Person | None = None,
) -> Clarification:
    """A team's question (about a problem, or general); ``rate``: how often a team may ask
    (TooManySubmissions past it); ``asker``: the site's member who asked, for a team of
    members."""
    pid = _problem(session, problem)
    now = session.clock.now()
    with session.store.write() as conn:
        if rate is not None:
            rate.check(
                rows.asked_since(conn, team_id, now.ms - rate.window_ms), now.ms, "questions"
            )
        return rows.add_message(conn, NewMessage(team_id, None, None, pid, text, asker), now)


def answer(
    session: Session, request_id: str, text: str, to_everyone: bool = False
) -> Clarification:
    """The jury's answer to a request: to the team that asked, or to everyone."""
    with session.store.write() as conn:
        request = rows.question(conn, request_id)
        if request is None:
            raise JudgeError(
                phrase("no question {request_id} from a team", request_id=repr(request_id))
            )
        rows.mark_answered(conn, request_id)
        to_team = None if to_everyone else request.from_team_id
        message = NewMessage(None, to_team, request_id, request.problem_id, text)
        return rows.add_message(conn, message, session.clock.now())


def announce(session: Session, text: str, problem: str | None = None) -> Clarification:
    """The jury's announcement to every team."""
    pid = _problem(session, problem)
    with session.store.write() as conn:
        return rows.add_message(conn, NewMessage(None, None, None, pid, text), session.clock.now())


def dismiss(session: Session, request_id: str) -> None:
    """Marks a request handled without an answer."""
    with session.store.write() as conn:
        if not rows.mark_answered(conn, request_id):
            raise JudgeError(
                phrase("no question {request_id} from a team", request_id=repr(request_id))
            )


def listing(session: Session, team_id: str | None = None) -> list[Clarification]:
    """Every clarification (the jury's view), or those a team may see; newest first."""
    with session.store.read() as conn:
        return rows.messages(conn, team_id)


def quoted(session: Session, items: list[Clarification]) -> dict[str, str]:
    """The text of each question the jury's messages in ``items`` answer, by question id:
    shown above an answer (an answer to everyone names no team, but says what it answers)."""
    wanted = {c.reply_to_id for c in items if c.reply_to_id}
    out: dict[str, str] = {}
    with session.store.read() as conn:
        for request_id in sorted(wanted):
            request = rows.question(conn, request_id)
            if request is not None:
                out[request_id] = request.text
    return out


def open_questions(session: Session) -> int:
    """How many team questions wait for the jury."""
    with session.store.read() as conn:
        return rows.open_questions(conn)


def askers(session: Session, items: list[Clarification]) -> dict[str, Person]:
    """Who of a team of members asked each question in ``items`` a site's member asked, by
    clarification id (the caller lists only what its reader may see)."""
    with session.store.read() as conn:
        return rows.askers_of(conn, (c.id for c in items if c.from_team_id is not None))
