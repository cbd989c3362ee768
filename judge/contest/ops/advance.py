"""The clock's news: what has happened by now, recorded by the first command (or server
request) after it, with the time it happened rather than the time it was noticed.

The milestones are the phase rules' (:class:`judge.contest.core.phase.Timeline`): the
scheduled start, the freeze, the end, the thaw (at ``scoreboard_thaw_time``, else as the
contest ends: practice boards unfreeze at the end), and the final results once nothing
official is pending. A virtual contest also releases the recorded teams' submissions and
judgements that are now in the past.
"""

from __future__ import annotations

from judge.contest.core.times import Timestamp
from judge.contest.storage.contest import record_state
from judge.contest.storage.objects import the_contest
from judge.contest.storage.recorded import release_recorded
from judge.contest.storage.store import Store
from judge.contest.storage.submissions import official_judging_finished


def advance(store: Store, now: Timestamp) -> None:
    """Records the milestones the clock has reached by ``now``, and (virtual contests)
    releases the recorded events that are now in the past."""
    with store.write() as conn:
        timeline = the_contest(conn).timeline
        changes = timeline.changes(now.ms)
        reached = timeline.advanced(now.ms)
        if reached.awaiting_final:
            finished = official_judging_finished(conn)
            if finished is not None:
                changes["finalized"] = reached.final_time(finished)
        if changes:
            record_state(conn, changes, now.ms)
        if reached.started is not None:
            release_recorded(conn, reached.started, now)
