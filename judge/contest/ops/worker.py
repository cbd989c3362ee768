"""Judges on threads: the contest server's local judges and ``judge worker`` on a judging
machine.

A :class:`Worker` runs ``slots`` threads, each claiming the next queued judgement
(:func:`judge.contest.storage.queue.claim_next`, in DOMjudge's fair order), judging it
(:mod:`judge.contest.ops.claims`) and completing it, until stopped. It learns of new work from
PostgreSQL's LISTEN/NOTIFY (:func:`judge.contest.storage.queue.listening`) and looks anyway
every ``poll`` seconds, which is all it does when notifications fail. It records itself in the
``workers`` table with a heartbeat, for the jury, and refuses to judge a problem whose data
differs from the contest's (the hash recorded at the start,
:func:`judge.contest.ops.judging.problem_data_hash`), saying why once.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from judge.contest.core.clock import Clock
from judge.contest.core.queue_view import HEARTBEAT_S
from judge.contest.core.records import ContestRecord, JudgementResult
from judge.contest.ops.claims import JudgingContext, judge_and_complete
from judge.contest.ops.folders import contest_folder
from judge.contest.ops.judging import contest_problem, problem_data_files, problem_data_hash
from judge.contest.ops.safety import detect_isolation
from judge.contest.storage import queue
from judge.contest.storage.contest import problem_labels
from judge.contest.storage.lease import LEASE_MS, Owner
from judge.contest.storage.objects import read_contest
from judge.contest.storage.queue import Claim, WorkerBeat
from judge.contest.storage.store import Store, error_line, quiet_pool_log, server_clock
from judge.errors import JudgeError
from judge.i18n import phrase

#: Seconds of disagreement between a judging machine's clock and the database server's above
#: which it is warned: leases and contest times are written with the machine's clock.
CLOCK_SKEW_S = 5.0


@dataclass
class JudgingMachine:
    """A judging machine's view of its contest, before its worker starts: the database, the
    contest and its problems ((id, label, data hash) in board order), how far this machine's
    clock is from the database server's (seconds), and why it judges without isolation
    (``--unsafe``), if it does."""

    store: Store
    contest: ContestRecord
    problems: list[tuple[str, str, str | None]]
    clock_skew_s: float
    not_isolated: str | None

    @property
    def clock_skewed(self) -> bool:
        """Whether this machine's clock is too far from the database server's."""
        return self.clock_skew_s > CLOCK_SKEW_S

    def context(self, root: Path, cache_dir: Path, clock: Clock) -> JudgingContext:
        """What this machine's judges need to judge (the contest's packages are in its folder
        under ``root``, as on the server's machine)."""
        return JudgingContext(
            self.store,
            root,
            cache_dir,
            clock,
            self.not_isolated is None,
            contest_folder(root, self.contest.id),
        )


def open_judging_machine(
    db_url: str, slots: int, clock: Clock, cache_dir: Path, unsafe: bool
) -> JudgingMachine:
    """The contest in the PostgreSQL database at ``db_url``, for a worker of ``slots`` judging
    threads: refused (plain errors) when this machine cannot isolate runs (unless ``unsafe``),
    the database is not PostgreSQL, holds no contest, or its contest moved elsewhere."""
    not_isolated = detect_isolation(cache_dir)
    if not_isolated is not None and not unsafe:
        raise JudgeError(
            phrase(
                "this machine cannot judge submissions isolated: {not_isolated} (see judge doctor); add --unsafe to judge without isolation, only for code you trust",
                not_isolated=not_isolated,
            )
        )
    quiet_pool_log()  # restarts of the database are said by the worker, plainly
    store = Store.open_url(db_url, create=False, pool_size=2 * slots + 3)
    try:
        if not store.postgres:
            raise JudgeError(
                phrase(
                    "{where}: workers judge contests kept in PostgreSQL; a SQLite contest is judged by the judge contest commands",
                    where=store.where,
                )
            )
        with store.read() as conn:
            record = read_contest(conn)
            where = queue.moved_to(conn)
            problems = problem_labels(conn)
            theirs = server_clock(conn)
        if where is not None:
            raise JudgeError(
                phrase(
                    "{where}: the contest was moved to {where2}; start the worker on that database",
                    where=store.where,
                    where2=where,
                )
            )
        if record is None:
            raise JudgeError(phrase("{where}: holds no contest", where=store.where))
    except BaseException:
        store.close()
        raise
    skew = abs(theirs - clock.now().ms / 1000)
    return JudgingMachine(store, record, problems, skew, not_isolated)


class ContestMoved(JudgeError):
    """The contest's database was moved elsewhere (judge contest move): stop judging here."""


@dataclass(frozen=True)
class WorkerOptions:
    """How a worker judges and what it says, besides its slots and polling.

    ``lease_ms``: how long its claims hold unrenewed; ``name``: how it is shown (default: the
    machine's name); ``check_data``: refuse problems whose data here differs from the
    contest's (each refusal reported once to ``on_refused(problem_id, message)``); ``listen``:
    on PostgreSQL, LISTEN for queued work once started; ``on_verdict(claim, result)`` after
    each judgement recorded; ``on_status(text)`` when the database becomes unreachable or
    reachable again, or the contest moved.
    """

    lease_ms: int = LEASE_MS
    name: str | None = None
    check_data: bool = True
    listen: bool = True
    on_refused: Callable[[str, str], None] | None = None
    on_verdict: Callable[[Claim, JudgementResult], None] | None = None
    on_status: Callable[[str], None] | None = None


class Worker:
    """Judges of one process: `slots` threads, each claiming the next queued judgement,
    judging it and completing it, until `stop`. `wake` tells them new work has arrived;
    without it they look again every `poll` seconds. With ``start()`` the worker also records
    itself in the ``workers`` table (its heartbeat every HEARTBEAT_S seconds) and, on
    PostgreSQL, LISTENs for queued work on a connection of its own (see `WorkerOptions`).
    """

    def __init__(
        self,
        context: JudgingContext,
        slots: int = 1,
        poll: float = 1.0,
        owner: str | None = None,
        on_judged: Callable[[Claim], None] | None = None,
        options: WorkerOptions = WorkerOptions(),
    ) -> None:
        self.context, self.slots, self.poll = context, max(1, slots), poll
        name = options.name
        if owner is None:
            me = Owner.current()
            owner = str(me if name is None else Owner(name, me.boot, me.pid, me.start))
        self.owner = owner
        parsed = Owner.parse(owner)
        self.name = name or (parsed.host if parsed is not None else owner)
        self.pid = parsed.pid if parsed is not None else os.getpid()
        self.lease_ms, self.check_data = options.lease_ms, options.check_data
        self.listen = options.listen
        self.on_judged, self.on_refused = on_judged, options.on_refused
        self.on_verdict, self.on_status = options.on_verdict, options.on_status
        self.refused: dict[str, str] = {}
        self.judged = 0
        self.listening = False
        self.fatal: JudgeError | None = None
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()
        self._hashes: dict[str, tuple[tuple[tuple[str, int, int], ...], str]] = {}
        self._unreachable = False
        self._registered = False

    # -- running

    def start(self) -> None:
        """Record this worker, then start the judging threads (and the heartbeat and, on
        PostgreSQL, the listener)."""
        self.register()
        helpers = [("judge-worker-heartbeat", self._heartbeat)]
        if self.listen and self.context.store.postgres:
            helpers.append(("judge-worker-listen", self._listen))
        for name, target in helpers:
            thread = threading.Thread(target=target, daemon=True, name=name)
            thread.start()
            self._threads.append(thread)
        for slot in range(self.slots):
            thread = threading.Thread(
                target=self._run, args=(slot,), daemon=True, name=f"judge-slot-{slot + 1}"
            )
            thread.start()
            self._threads.append(thread)

    def wake(self) -> None:
        """New work may be queued: look now rather than at the next poll."""
        self._wake.set()

    def stop(self) -> None:
        """Stop after the judgings under way; their results are completed first."""
        self._stop.set()
        self._wake.set()
        for thread in self._threads:
            thread.join()
        self._threads = []
        if self._registered:
            try:
                self._beat(stopped=True)
            except JudgeError:
                pass

    @property
    def stopping(self) -> bool:
        """Whether the worker is stopping (told to, or its contest moved)."""
        return self._stop.is_set()

    def run_once(self) -> Claim | None:
        """Claim and judge one queued judgement, if there is one (of a problem this worker
        may judge)."""
        context = self.context
        problems = self.judgeable() if self.check_data else None
        with context.store.write() as conn:
            where = queue.moved_to(conn)
            if where is not None:
                raise ContestMoved(
                    phrase(
                        "{where}: the contest was moved to {where2}; start workers on that database",
                        where=context.store.where,
                        where2=where,
                    )
                )
            now = context.clock.now()
            queue.requeue_abandoned(conn, now)
            taken = queue.claim_next(conn, self.owner, now, self.lease_ms, problems)
        if taken is None:
            return None
        result = judge_and_complete(context, taken)
        if result is not None:
            with self._lock:
                self.judged += 1
            if self.on_verdict is not None:
                self.on_verdict(taken, result)
            if self.on_judged is not None:
                self.on_judged(taken)
        return taken

    def _run(self, slot: int) -> None:
        delay = self.poll
        while not self._stop.is_set():
            try:
                taken = self.run_once()
            except ContestMoved as exc:
                self.fatal = exc
                self._say(str(exc))
                self._stop.set()
                self._wake.set()
                return
            except Exception as exc:
                # moment (a JudgeError), or a bug: either way this slot carries on, slower
                self._trouble(
                    exc
                    if isinstance(exc, JudgeError)
                    else JudgeError(
                        phrase(
                            "judging slot {value}: {kind}: {exc}",
                            value=slot + 1,
                            kind=type(exc).__name__,
                            exc=exc,
                        )
                    )
                )
                self._stop.wait(delay)
                delay = min(delay * 2, 10.0)
                continue
            self._fine()
            delay = self.poll
            if taken is None:
                self._wake.wait(self.poll)
                self._wake.clear()

    def _say(self, text: str) -> None:
        if self.on_status is not None:
            self.on_status(text)

    def _trouble(self, exc: JudgeError) -> None:
        with self._lock:
            first, self._unreachable = not self._unreachable, True
        if first:
            self._say(f"{exc}; trying again")

    def _fine(self) -> None:
        with self._lock:
            back, self._unreachable = self._unreachable, False
        if back:
            self._say(f"{self.context.store.where}: the database answers again")

    # -- the problems' data

    def _local_hash(self, problem_id: str) -> tuple[str | None, str]:
        """This machine's hash of a problem's data (recomputed when its files change), or
        None and why there is none."""
        try:
            problem = contest_problem(self.context.root, problem_id, self.context.folder)
            files = problem_data_files(problem)
            stamp = tuple((str(p), p.stat().st_size, p.stat().st_mtime_ns) for p in files)
        except (JudgeError, OSError) as exc:
            return None, str(exc)
        cached = self._hashes.get(problem_id)
        if cached is not None and cached[0] == stamp:
            return cached[1], ""
        digest = problem_data_hash(problem)
        self._hashes[problem_id] = (stamp, digest)
        return digest, ""

    def judgeable(self) -> set[str]:
        """The contest's problems this worker may judge: those whose data here has the hash
        recorded when the contest started (or that have none recorded). Each problem refused
        is reported once (again if the reason changes)."""
        with self.context.store.read() as conn:
            rows = problem_labels(conn)
        ok: set[str] = set()
        for pid, label, data_hash in rows:
            if data_hash is None:
                ok.add(pid)
                continue
            local, why = self._local_hash(pid)
            if local == data_hash:
                ok.add(pid)
                with self._lock:
                    self.refused.pop(pid, None)
                continue
            if local is None:
                message = f"not judging problem {label} ({pid}): it cannot be read here: {why}"
            else:
                message = (
                    f"not judging problem {label} ({pid}): its data here differs "
                    f"from the contest's (data hash here {local[:16]}, the contest's "
                    f"{data_hash[:16]}, taken when the contest started); give this "
                    f"machine the same problems/ and testdata/ as the contest's"
                )
            with self._lock:
                new = self.refused.get(pid) != message
                self.refused[pid] = message
            if new and self.on_refused is not None:
                self.on_refused(pid, message)
        return ok

    # -- the workers table and the listener

    def _beat_values(self) -> WorkerBeat:
        with self._lock:
            return WorkerBeat(
                self.owner, self.name, self.pid, self.slots, self.judged, dict(self.refused)
            )

    def register(self) -> None:
        """Records this worker in the ``workers`` table (``start`` does it first)."""
        with self.context.store.write(serial=False) as conn:
            queue.register_worker(conn, self._beat_values(), self.context.clock.now().ms)
        self._registered = True

    def beat(self) -> None:
        """Writes this worker's heartbeat now (``start``'s thread does it every HEARTBEAT_S
        seconds; a pool that calls ``run_once`` itself beats for its workers)."""
        self._beat()

    def _beat(self, stopped: bool = False) -> None:
        with self.context.store.write(serial=False) as conn:
            queue.worker_beat(conn, self._beat_values(), self.context.clock.now().ms, stopped)

    def _heartbeat(self) -> None:
        while not self._stop.wait(HEARTBEAT_S):
            try:
                self._beat()
            except JudgeError:
                pass  # the judging threads say so; the next beat will do

    def _listen(self) -> None:
        """Wakes the judging threads on each notification of queued work; on failure, says so
        and listens again with back-off (the threads poll meanwhile)."""
        delay, failed = 0.5, False
        while not self._stop.is_set():
            try:
                with queue.listening(self.context.store) as notifications:
                    self.listening, delay = True, 0.5
                    if failed:
                        self._say("listening for queued work again")
                        failed = False
                    self.wake()  # what was queued while nobody listened
                    while not self._stop.is_set():
                        for _ in notifications(1.0):
                            self.wake()
                            if self._stop.is_set():
                                break
            except Exception as exc:
                self.listening = False
                if not failed:
                    failed = True
                    self._say(
                        f"cannot listen for queued work ({error_line(exc)}); "
                        f"looking every {self.poll:g} s meanwhile"
                    )
                self._stop.wait(delay)
                delay = min(delay * 2, 10.0)
            finally:
                self.listening = False
