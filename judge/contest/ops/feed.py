"""The event log as the contest server reads it: the newest token (live pages and the feed
wait on it), the events after a token, a batch at a time, and what a team's filtered feed must
know where it begins. Each function is one read transaction; the streaming loop is the
server's (:mod:`judge.web.api_feed`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.contest.storage.events import event_log, latest_seq, started_by
from judge.contest.storage.store import Store
from judge.contest.storage.submissions import submission_ids_of
from judge.contest.storage.teams import stored_teams


def latest_token(store: Store) -> int:
    """The newest event's token (0: none yet)."""
    with store.read() as conn:
        return latest_seq(conn)


def events_after(store: Store, token: int, limit: int) -> list[dict[str, Any]]:
    """At most ``limit`` logged events after ``token``, in order, as 2023-06 feed lines."""
    with store.read() as conn:
        return event_log(conn, after=token, limit=limit)


@dataclass(frozen=True)
class TeamFeedStart:
    """What a team's feed needs to know where it begins: the team's submissions (official or
    not), whether the contest has started by then (problems are shown), the hidden teams."""

    own: set[str]
    started: bool
    hidden: set[str]


def team_feed_start(store: Store, team_id: str, since: int) -> TeamFeedStart:
    """Where a team's feed from token ``since`` begins, read in one transaction."""
    with store.read() as conn:
        return TeamFeedStart(
            submission_ids_of(conn, team_id),
            started_by(conn, since),
            {tid for tid, st in stored_teams(conn).items() if st.team.hidden},
        )
