"""``judge worker --db SITEURL``: a judging machine for every contest of a site kept in
PostgreSQL (``judge site move``), fairly.

The site's store names its contests and each one's database (``site_databases``); the
worker opens each at the site URL's server with the site URL's role, and one pool of judging
threads (:class:`~judge.contest.ops.site_judging.SiteJudges`, as ``judge serve SITE``'s own
judges) takes the contests in turn, each claim that contest's
:meth:`~judge.contest.ops.worker.Worker.run_once`: its leases, so a worker killed (kill -9)
loses nothing, its judgement taken again when the lease runs out, and its data-hash check.
Every ``refresh`` seconds the worker reads the site's contests again (a contest added while
it runs is judged from then on) and writes each contest's heartbeat.

Connections stay bounded: no LISTEN (that would hold a connection per contest; the threads
look every ``poll`` seconds instead), and each contest's pool keeps at most ``slots`` idle
connections, the site store's one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from judge.contest.core.clock import Clock
from judge.contest.core.records import JudgementResult
from judge.contest.ops.claims import JudgingContext
from judge.contest.ops.folders import contest_folder
from judge.contest.ops.site_judging import SiteJudges
from judge.contest.ops.worker import Worker, WorkerOptions
from judge.contest.storage import queue
from judge.contest.storage.lease import Owner
from judge.contest.storage.objects import read_contest
from judge.contest.storage.pg_admin import sibling_url, table_names
from judge.contest.storage.queue import Claim
from judge.contest.storage.site import contest_folders, databases, open_site_store_url
from judge.contest.storage.store import Store, parse_url, quiet_pool_log
from judge.errors import JudgeError
from judge.i18n import phrase

#: Seconds between two readings of the site's contests (and heartbeats).
REFRESH_S = 5.0


def is_site_database(url: str) -> bool:
    """Whether ``url`` is a PostgreSQL database holding a site's store."""
    if not parse_url(url).drivername.startswith("postgresql"):
        return False
    return any(name.endswith(".site_meta") for name in table_names(url))


@dataclass(frozen=True)
class SiteMachine:
    """This judging machine: its problem set (with the contests' folders, where their
    packages are), its cache, its clock, and whether it isolates runs."""

    root: Path
    cache_dir: Path
    clock: Clock
    isolate: bool = True


#: Told of each judgement recorded: (contest name, claim, result).
OnVerdict = Callable[[str, Claim, JudgementResult], None]


class SiteWorker:
    """Judges every contest of the site whose store is at ``url`` (see the module's
    docstring). ``options``: as a contest's worker's (its ``on_refused`` and ``on_status``
    told the contest's name first; ``listen`` ignored); ``on_verdict`` after each judgement."""

    def __init__(
        self,
        url: str,
        machine: SiteMachine,
        slots: int = 1,
        poll: float = 2.0,
        options: WorkerOptions | None = None,
        on_verdict: OnVerdict | None = None,
    ) -> None:
        quiet_pool_log()
        self.url, self.machine, self.slots, self.poll = url, machine, max(1, slots), poll
        self.options, self.on_verdict = options or WorkerOptions(), on_verdict
        me, name = Owner.current(), self.options.name
        self.owner = str(me if name is None else Owner(name, me.boot, me.pid, me.start))
        self.store = open_site_store_url(url, pool_size=1)
        self.pool = SiteJudges([], self.slots, poll)
        self.workers: dict[str, Worker] = {}
        self.refresh_s = REFRESH_S
        self._said: dict[str, str] = {}
        self._stop = threading.Event()
        self._watcher: threading.Thread | None = None

    @property
    def judged(self) -> int:
        """Judgements recorded by this worker, every contest's."""
        return sum(worker.judged for worker in self.workers.values())

    def refresh(self) -> list[str]:
        """Opens the site's contests not judged yet; their names."""
        with self.store.read() as conn:
            named = contest_folders(conn)
            held = databases(conn)
        added = []
        for name, folder in named:
            if name in self.workers:
                continue
            database = held.get(name)
            if database is None:
                self._say_once(name, f"contest {name}: not kept in PostgreSQL; not judged here")
                continue
            try:
                worker = self._open(name, folder, database)
            except JudgeError as exc:
                self._say_once(name, f"contest {name}: {exc}; trying again")
                continue
            self._said.pop(name, None)
            self.workers[name] = worker
            self.pool.add(worker)
            added.append(name)
        return added

    def _open(self, name: str, folder: Path, database: str) -> Worker:
        """The worker of one contest (not started: the pool calls it)."""
        store = Store.open_url(sibling_url(self.url, database), create=False, pool_size=self.slots)
        try:
            with store.read() as conn:
                record = read_contest(conn)
                where = queue.moved_to(conn)
            if where is not None or record is None or record.id != name:
                raise JudgeError(
                    phrase(
                        "{where}: holds no contest {name} (moved to {where2})",
                        where=store.where,
                        name=name,
                        where2=where,
                    )
                )
        except BaseException:
            store.close()
            raise
        machine = self.machine
        here = folder if folder.is_dir() else contest_folder(machine.root, name)
        context = JudgingContext(
            store, machine.root, machine.cache_dir, machine.clock, machine.isolate, here
        )
        options = replace(
            self.options,
            listen=False,
            on_refused=self._prefixed_refusal(name),
            on_verdict=self._verdicts_of(name),
            on_status=lambda text: self._say(f"contest {name}: {text}"),
        )
        return Worker(context, 1, self.poll, owner=self.owner, options=options)

    def _prefixed_refusal(self, name: str) -> Callable[[str, str], None] | None:
        told = self.options.on_refused
        if told is None:
            return None
        return lambda pid, message: told(pid, f"contest {name}: {message}")

    def _verdicts_of(self, name: str) -> Callable[[Claim, JudgementResult], None] | None:
        told = self.on_verdict
        if told is None:
            return None
        return lambda claim, result: told(name, claim, result)

    def _say(self, text: str) -> None:
        if self.options.on_status is not None:
            self.options.on_status(text)

    def _say_once(self, key: str, text: str) -> None:
        if self._said.get(key) != text:
            self._said[key] = text
            self._say(text)

    def start(self) -> None:
        """Opens the contests, starts the judges and the watcher (new contests, heartbeats)."""
        self.refresh()
        self.pool.start()
        self._watcher = threading.Thread(target=self._watch, daemon=True, name="judge-site-watch")
        self._watcher.start()

    def _watch(self) -> None:
        while not self._stop.wait(self.refresh_s):
            try:
                self.refresh()
                self._said.pop("", None)
            except JudgeError as exc:
                self._say_once("", f"{exc}; trying again")
            for worker in list(self.workers.values()):
                try:
                    worker.beat()
                except JudgeError:
                    pass  # its judging says so; the next beat will do

    def stop(self) -> None:
        """Stops after the judgings under way, then closes every database."""
        self._stop.set()
        if self._watcher is not None:
            self._watcher.join()
        self.pool.stop()
        for worker in self.workers.values():
            worker.context.store.close()
        self.store.close()
