"""Awards kept in the event log: the jury's view of them (:mod:`judge.contest.core.awards`)
stored as objects and logged whenever they change, so that the API's ``awards`` endpoint and
its event feed always agree.

Awards follow from the scoreboard, which changes with judgements, the clock and the jury's
actions; nothing records them in the same transaction. So whoever serves the contest calls
:func:`record_awards` after a change (the contest server's watcher does, and its ``awards``
endpoint before it answers the jury): the awards it computed are compared with the stored
ones, and each difference is stored and logged in one transaction.
"""

from __future__ import annotations

from collections.abc import Sequence

from judge.contest.core.awards import Award
from judge.contest.ops.session import Session
from judge.contest.storage.contest import objects_of, set_object


def record_awards(session: Session, current: Sequence[Award]) -> bool:
    """Stores and logs the awards that changed (new, different, or gone); whether any did."""
    wanted = {award.id: award.to_api() for award in current}
    now = session.clock.now().ms
    changed = False
    with session.store.write() as conn:
        stored = objects_of(conn, "awards")
        for aid, data in wanted.items():
            if stored.get(aid) != data:
                set_object(conn, "awards", aid, data, now)
                changed = True
        for aid in sorted(stored.keys() - wanted.keys()):
            set_object(conn, "awards", aid, None, now)
            changed = True
    return changed
