"""Judging one claimed judgement: judge it while a heartbeat renews the lease, then complete it,
or give it back.

Completing requires the same owner and attempt as the claim (:mod:`judge.contest.storage.queue`),
so a judge whose claim was taken over has its late result discarded. A submission that cannot
be judged (broken problem data, a file the judge cannot write, any failure of the judge's own)
gets a judging error (JE: pending on the board) with the reason for the jury, and the queue
moves on: it is never given back to be taken again. Interrupted (Ctrl-C), the judgement goes
back to the queue and the interruption goes on; a judgement whose judging keeps being
interrupted (its judge killed each time) is given up by the queue after a few attempts
(:data:`judge.contest.storage.queue.MAX_ATTEMPTS`). A database that cannot be reached when
completing is waited for, as long as the lease would last.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from judge.contest.core.clock import Clock
from judge.contest.core.records import JudgementResult
from judge.contest.ops.judging import (
    contest_dialect,
    contest_problem,
    judge_submission,
    judging_error,
)
from judge.contest.storage import queue
from judge.contest.storage.lease import RENEW_EVERY_S, Heartbeat
from judge.contest.storage.queue import HELD, Claim
from judge.contest.storage.store import DatabaseUnavailable, Store
from judge.errors import JudgeError


@dataclass(frozen=True)
class JudgingContext:
    """What judging a claim needs: the database, the problem set (and the contest's folder,
    with its packages), the cache, the clock, and whether runs are isolated (always, but in a
    solo contest on a machine that cannot)."""

    store: Store
    root: Path
    cache_dir: Path
    clock: Clock
    isolate: bool = True
    folder: Path | None = None  # the contest's folder: where its Kattis packages are


def judge_claim(context: JudgingContext, taken: Claim) -> bool:
    """Judges a claimed judgement (renewing the lease meanwhile) and completes it. False when
    it was taken over meanwhile: the late result is then discarded. Interrupted (Ctrl-C), the
    judgement goes back to the queue and the interruption goes on."""
    return judge_and_complete(context, taken) is not None


def judge_and_complete(context: JudgingContext, taken: Claim) -> JudgementResult | None:
    """:func:`judge_claim`, returning the result recorded (None: taken over, discarded)."""
    clock = context.clock

    def renew() -> None:
        with context.store.write(serial=False) as conn:
            queue.renew(conn, taken, clock.now().ms + taken.lease_ms)

    HELD.hold(taken, True)
    try:
        try:
            with Heartbeat(renew, every=min(RENEW_EVERY_S, taken.lease_ms / 3000)):
                try:
                    problem = contest_problem(context.root, taken.problem_id, context.folder)
                    result = judge_submission(
                        problem,
                        taken.source,
                        taken.filename,
                        context.cache_dir,
                        context.isolate,
                        taken.language,
                        contest_dialect(context.folder),
                    )
                except JudgeError as exc:  # the problem's data is broken: a judging error
                    result = judging_error(str(exc))
                except Exception as exc:
                    # The judge itself failed on this submission (a name it cannot write, a
                    # bug): giving it back would have it taken again first, for ever.
                    why = f"{type(exc).__name__}: {exc}"
                    result = judging_error(f"the judge failed: {why[:2000]}")
        except BaseException:
            try:
                with context.store.write(serial=False) as conn:
                    queue.give_back(conn, taken)
            except JudgeError:
                pass
            raise
        return result if _complete(context, taken, result) else None
    finally:
        HELD.hold(taken, False)


def _complete(context: JudgingContext, taken: Claim, result: JudgementResult) -> bool:
    """Records the result if the claim is still ours. A database that cannot be reached is
    waited for (as long as the lease would last); a commit whose outcome was lost with the
    connection is found out on the next try (the judgement is complete, by us)."""
    deadline = time.monotonic() + max(taken.lease_ms / 1000, 1.0)
    delay = 0.2
    while True:
        try:
            with context.store.write() as conn:
                return queue.complete(conn, taken, result, context.clock.now())
        except DatabaseUnavailable:
            if time.monotonic() >= deadline:
                raise
            time.sleep(delay)
            delay = min(delay * 2, 2.0)
