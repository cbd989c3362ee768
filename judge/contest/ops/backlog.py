"""The command line's own judging: what waits in the queue, judged now, in the foreground.

A solo contest has no judges running in the background: ``judge contest submit`` judges its
submission at once, and every ``judge contest`` command first judges what was left unjudged
(a submission whose ``submit`` was killed, whose judging was given back). A contest whose
judging machines are alive (``judge worker``, a heartbeat younger than the lost-after time)
is left to them.
"""

from __future__ import annotations

from typing import Callable

from judge.contest.core.records import SubmissionView
from judge.contest.ops import claims
from judge.contest.ops.advance import advance
from judge.contest.ops.session import Session
from judge.contest.ops.views import submission_view
from judge.contest.storage import queue
from judge.contest.storage.lease import Owner


def judge_backlog(
    session: Session, on_judged: Callable[[SubmissionView], None] | None = None
) -> list[SubmissionView]:
    """Judges everything queued, in queue order, unless live workers judge this contest; then
    records the clock's news that judging brings (the final results). Returns (and reports
    to ``on_judged``) what was judged."""
    with session.store.read() as conn:
        if queue.live_workers(conn, session.clock.now().ms):
            return []
    done: list[SubmissionView] = []
    owner = str(Owner.current())
    while True:
        with session.store.write() as conn:
            taken = queue.claim_next(conn, owner, session.clock.now())
        if taken is None:
            break
        if not claims.judge_claim(session.judging(), taken):
            continue
        view = submission_view(session, taken.submission_id)
        done.append(view)
        if on_judged is not None:
            on_judged(view)
    if done:
        advance(session.store, session.clock.now())
    return done
