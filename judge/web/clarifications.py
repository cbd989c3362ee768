"""Clarifications (Contest API 2023-06): teams ask, the jury answers and announces.

A request comes from a team (``from_team_id``; ``to_team_id`` null). The jury's messages have
no ``from_team_id``: an answer goes to the team that asked (``to_team_id``) or, made public,
to everyone (``to_team_id`` null), with ``reply_to_id`` naming the request; an announcement
goes to everyone and answers nothing. A team sees its own requests, the messages sent to it,
and the messages sent to everyone (:func:`visible_to`); the jury sees all. Each message is
logged as a ``clarifications`` event (:mod:`judge.contest.ops.clarifications` records and
reads them), and the event feed shows a team only the ones it may see. Here: the message's
text checked at the edge, and who may see which.
"""

from __future__ import annotations

from typing import Any

from judge.contest.core.records import Clarification, Person
from judge.contest.core.submit_rate import SubmitRate
from judge.contest.ops import clarifications as ops
from judge.contest.ops.clarifications import askers as askers
from judge.contest.ops.clarifications import listing as listing
from judge.contest.ops.clarifications import open_questions as open_questions
from judge.contest.ops.clarifications import quoted as quoted
from judge.contest.ops.session import Session
from judge.errors import JudgeError
from judge.web.i18n import N_

#: The longest message accepted, in characters.
TEXT_LIMIT = 4000


def visible_to(data: dict[str, Any], team_id: str) -> bool:
    """Whether a team may see a clarification (its API object)."""
    return (
        data.get("from_team_id") == team_id
        or data.get("to_team_id") == team_id
        or (data.get("from_team_id") is None and data.get("to_team_id") is None)
    )


def _text(text: str) -> str:
    text = (text or "").replace("\r\n", "\n").strip()
    if not text:
        raise JudgeError(N_("the message is empty"))
    if len(text) > TEXT_LIMIT:
        raise JudgeError(f"the message has {len(text)} characters; at most {TEXT_LIMIT}")
    return text


def ask(
    session: Session,
    team_id: str,
    text: str,
    problem: str | None = None,
    rate: SubmitRate | None = None,
    asker: Person | None = None,
) -> Clarification:
    """A team's question (about a problem, or general); ``rate``: how often a team may ask
    (TooManySubmissions past it); ``asker``: the site's member who asked."""
    return ops.ask(session, team_id, _text(text), problem, rate, asker)


def answer(
    session: Session, request_id: str, text: str, to_everyone: bool = False
) -> Clarification:
    """The jury's answer to a request: to the team that asked, or to everyone."""
    return ops.answer(session, request_id, _text(text), to_everyone)


def announce(session: Session, text: str, problem: str | None = None) -> Clarification:
    """The jury's announcement to every team."""
    return ops.announce(session, _text(text), problem)


def dismiss(session: Session, request_id: str) -> None:
    """Marks a request handled without an answer."""
    ops.dismiss(session, request_id)
