"""A site's local judges: one pool of judging threads for every contest the site serves,
taking the contests in turn so that a flood in one contest never starves another's judging.

Each thread, from where the pool's last claim left off, asks each contest in turn for its
next queued judgement (that contest's own :meth:`~judge.contest.ops.worker.Worker.run_once`:
its claims, leases and fair order within the contest) and judges the first it gets; so while
contest A holds a hundred submissions and contest B one, B's is judged after at most one of
A's per judge.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence

from judge.contest.ops.claims import Claim
from judge.contest.ops.worker import Worker

log = logging.getLogger("judge.contest")


class SiteJudges:
    """``slots`` judging threads over ``workers`` (one per contest, never started themselves:
    the pool calls their ``run_once``), round robin across them."""

    def __init__(self, workers: Sequence[Worker], slots: int = 1, poll: float = 2.0) -> None:
        self.workers = list(workers)
        self.slots, self.poll = max(1, slots), poll
        self._next = 0
        self._turn = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    def _turn_order(self) -> list[Worker]:
        """The contests in the order this look asks them: from the one after the last asked."""
        with self._turn:
            workers = self.workers  # replaced whole by add(): this look's list stays as read
            start = self._next % max(1, len(workers))
            self._next = (start + 1) % max(1, len(workers))
        return workers[start:] + workers[:start]

    def add(self, worker: Worker) -> None:
        """A contest added to the running site: its worker joins the turns (recorded as a
        judge of its contest when the pool has started)."""
        with self._turn:
            if self._threads:
                worker.register()
            self.workers = [*self.workers, worker]
        self.wake()

    def run_once(self) -> Claim | None:
        """Judges one queued judgement of the next contest in turn that has one."""
        for worker in self._turn_order():
            if worker.stopping:
                continue
            taken = worker.run_once()
            if taken is not None:
                return taken
        return None

    def start(self) -> None:
        """Records each contest's judges, then starts the threads."""
        for worker in self.workers:
            worker.register()
        for slot in range(self.slots):
            thread = threading.Thread(
                target=self._run, daemon=True, name=f"judge-site-slot-{slot + 1}"
            )
            thread.start()
            self._threads.append(thread)

    def wake(self) -> None:
        """New work may be queued somewhere: look now."""
        self._wake.set()

    def stop(self) -> None:
        """Stops after the judgings under way."""
        self._stop.set()
        self._wake.set()
        for thread in self._threads:
            thread.join()
        self._threads = []
        for worker in self.workers:
            worker.stop()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                taken = self.run_once()
            except Exception as exc:  # one contest's trouble (a moved database) is said
                log.warning("site judges: %s", exc)
                taken = None
            if taken is None:
                self._wake.wait(self.poll)
                self._wake.clear()
