"""What the Contest API reads besides the contest's whole state (:func:`judge.contest.ops.views.
contest_state`): the runs, a team's own official submissions and judgements (without loading
the whole contest), a submission's source, whether a team exists, and a submission just made.
Each function is one read transaction and returns API objects (2023-06) or plain values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.contest.core.model import ContestRule
from judge.contest.core.records import ContestRecord
from judge.contest.ops.session import Session
from judge.contest.storage import objects
from judge.contest.storage.submissions import source_of, team_official
from judge.contest.storage.teams import has_team


def runs(session: Session) -> list[dict[str, Any]]:
    """Every run (each test case's result), as API objects."""
    with session.store.read() as conn:
        start = objects.the_contest(conn).start
        return [run.to_api(start) for run in objects.runs(conn)]


@dataclass(frozen=True)
class TeamObjects:
    """A team's own official submissions, and their judgements that have begun (what the
    contest's state holds of them), as API objects in the same order."""

    submissions: list[dict[str, Any]]
    judgements: list[dict[str, Any]]


def team_objects(session: Session, team_id: str) -> TeamObjects:
    """A team's own official submissions and their judgements that have begun (none in an oi
    contest before its end, which shows a team nothing of them until then)."""
    with session.store.read() as conn:
        record = objects.the_contest(conn)
        start = record.start
        subs, judgements = team_official(conn, team_id)
    if withheld(record, session.clock.now().ms):
        judgements = []
    return TeamObjects([s.to_api(start) for s in subs], [j.to_api(start) for j in judgements])


def withheld(record: ContestRecord, now_ms: int) -> bool:
    """Whether a team's judgements are withheld from it now: an oi contest not yet over."""
    return record.rule is ContestRule.OI and not record.timeline.clocks(now_ms).over


@dataclass(frozen=True)
class SourceFile:
    """A submission's source: whose it is, its file name and bytes."""

    team_id: str
    filename: str
    source: bytes


def official_source(session: Session, sid: str) -> SourceFile | None:
    """The source of an official submission, None when there is none (or it has no source)."""
    with session.store.read() as conn:
        found = source_of(conn, sid, official_only=True)
    return None if found is None else SourceFile(*found)


def team_exists(session: Session, team_id: str) -> bool:
    """Whether the contest has a team of this id."""
    with session.store.read() as conn:
        return has_team(conn, team_id)


@dataclass(frozen=True)
class Posted:
    """A submission just recorded: the contest's id (for its address) and its API object."""

    contest_id: str
    submission: dict[str, Any]


def posted(session: Session, sid: str) -> Posted:
    """The API's view of a submission just recorded."""
    with session.store.read() as conn:
        record = objects.the_contest(conn)
        sub = objects.submission(conn, sid)
    assert sub is not None  # recorded just before, and never deleted
    return Posted(record.id, sub.to_api(record.start))
