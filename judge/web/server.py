"""The contest server's state: the open contest, its judges, its clock's news, and the change
counter that live pages wait on.

One process serves one contest. :class:`ContestServer` holds the open
:class:`~judge.contest.ops.session.Session` (its database is the one place state lives: the
server keeps nothing that a restart would lose), the local judges (a
:class:`~judge.contest.ops.worker.Worker` with ``judges`` threads, each judging in sandboxed
child processes), the login machinery (:mod:`judge.web.auth`) and :class:`Changes`.

Live updates: a watcher task (:meth:`ContestServer.watch`, run by the ASGI app) looks at the
newest event's sequence number a few times a second (one indexed query; it also sees what
other processes wrote to the same database), and is woken at once by writes made in this
process (:meth:`ContestServer.poke`: a submission, a judge finishing, a jury action). Whenever
something changed it bumps :class:`Changes`, and every waiting server-sent-event stream
renders its page part again. Boards are computed once per change and view, and shared.
The watcher also records the clock's news (start, freeze, end, thaw, final results) as they
fall due (the phase rules' :meth:`~judge.contest.core.phase.Timeline.news_due`), as the
command line does on each command, and the awards as they change
(:mod:`judge.contest.ops.awards`): the jury's view of them, which the API's event feed
carries.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from starlette.concurrency import run_in_threadpool

from judge.contest.core.awards import Award, Medals, awards
from judge.contest.core.config import ProblemEntry
from judge.contest.core.model import ContestState
from judge.contest.core.phase import Clocks
from judge.contest.core.records import ContestRecord
from judge.contest.core.scoring import Scoreboard, scoreboard
from judge.contest.core.submit_rate import SubmitRate
from judge.contest.ops import jury
from judge.contest.ops.advance import advance
from judge.contest.ops.awards import record_awards
from judge.contest.ops.claims import Claim
from judge.contest.ops.feed import latest_token
from judge.contest.ops.logins import server_secret
from judge.contest.ops.session import Session
from judge.contest.ops.views import contest_state
from judge.contest.ops.worker import Worker
from judge.web.auth import Auth

#: How often the watcher looks for changes made elsewhere (seconds).
WATCH_EVERY = 0.5

log = logging.getLogger("judge.web")


class Changes:
    """A counter that goes up whenever the contest changed; async waiters wake on it."""

    def __init__(self) -> None:
        self.version = 0
        self._event: asyncio.Event | None = None

    def _current(self) -> asyncio.Event:
        if self._event is None:
            self._event = asyncio.Event()
        return self._event

    def bump(self) -> None:
        """Called on the event loop."""
        self.version += 1
        event = self._current()
        self._event = asyncio.Event()
        event.set()

    async def wait(self, seen: int, timeout: float) -> int:
        """The version once it is above ``seen``, or after ``timeout`` seconds."""
        if self.version > seen:
            return self.version
        event = self._current()
        try:
            await asyncio.wait_for(event.wait(), timeout)
        except asyncio.TimeoutError:
            pass
        return self.version


@dataclass(frozen=True)
class BoardView:
    """A scoreboard, the state it was made from, and the change it is of."""

    board: Scoreboard
    state: ContestState
    version: tuple[int, int]


@dataclass(frozen=True)
class Info:
    """What every page shows of the contest: its record, clock and problems."""

    record: ContestRecord
    clocks: Clocks
    entries: list[ProblemEntry]


class ContestServer:
    """A served contest: its session, judges, logins and change counter."""

    def __init__(
        self,
        session: Session,
        judges: int = 1,
        isolation_note: str | None = None,
        medals: Medals | None = None,
        submit_rate: SubmitRate | None = None,
    ) -> None:
        self.session = session
        self.medals = medals  # the medals the awards give (None: none)
        self.submit_rate = submit_rate  # how often a team may submit (None: no limit)
        self.clock = session.clock
        self.store = session.store
        self.auth = Auth(self.store, server_secret(self.store), self.clock)
        self.judges = judges
        self.isolation_note = isolation_note  # why runs are not isolated (--unsafe), or None
        self.worker = (
            Worker(session.judging(), slots=judges, poll=2.0, on_judged=self._judged)
            if judges > 0
            else None
        )
        self.changes = Changes()
        # Who else judges this contest and must hear of new work (a site's pool of judges).
        self.wake_hooks: list[Callable[[], None]] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._wake: asyncio.Event | None = None
        self._poked = False
        self._last_tick: int | None = None
        self._tick_writes = 0  # self._writes when the clock was last looked at
        self._tick_lock = threading.Lock()
        self._writes = 0  # bumped at once by writes in this process (the watcher comes later)
        self._boards: dict[tuple[tuple[int, int], bool], BoardView] = {}
        self._board_lock = threading.Lock()
        self.stopping = False

    # -- set-up ---------------------------------------------------------------------------------

    def start(self) -> None:
        """Settles rejudgings left half done, and starts the judges."""
        jury.settle(self.session)
        if self.worker is not None:
            self.worker.start()

    def release_streams(self) -> None:
        """Ends the live streams and the watcher (any thread): the server is stopping."""
        self.stopping = True
        loop = self._loop
        if loop is not None:
            try:
                loop.call_soon_threadsafe(self.changes.bump)
                if self._wake is not None:
                    loop.call_soon_threadsafe(self._wake.set)
            except RuntimeError:  # the loop has closed
                pass

    def stop(self) -> None:
        """Ends the streams, then stops the judges after the judgings under way."""
        self.release_streams()
        if self.worker is not None:
            self.worker.stop()

    # -- judging --------------------------------------------------------------------------------

    def _judged(self, claim: Claim) -> None:
        """A judge completed a judgement: older ones of a rejudged submission step down."""
        jury.settle(self.session, claim.submission_id)
        self.poke()

    def judged(self, claim: Claim) -> None:
        """Another's judge (a site's, :mod:`judge.contest.ops.site_judging`) completed one of
        this contest's judgements: as when one of this server's own did."""
        self._judged(claim)

    def wake_judges(self) -> None:
        """New work is queued: the local judges look now, and every other judge told of this
        contest (:attr:`wake_hooks`)."""
        if self.worker is not None:
            self.worker.wake()
        for wake in self.wake_hooks:
            wake()

    def judge_queued(self) -> int:
        """Judges everything queued in this thread (tests, and servers without judges)."""
        worker = Worker(self.session.judging(), slots=1, on_judged=self._judged)
        count = 0
        while worker.run_once() is not None:
            count += 1
        return count

    # -- the clock's news and changes -----------------------------------------------------------

    def tick(self) -> None:
        """Records what the clock says has happened (see ops.advance). Requests call it too,
        at most every 250 ms of the contest clock (a moved test clock always looks), unless
        something changed here since (a judgement completed: the results may be final)."""
        with self._tick_lock:  # a request waits for a look under way (the watcher's)
            now = self.clock.now().ms
            writes = self._writes
            if (
                self._last_tick is not None
                and 0 <= now - self._last_tick < 250
                and writes == self._tick_writes
            ):
                return
            if self.session.record().timeline.news_due(now):
                advance(self.store, self.clock.now())
                self.poke()
            self._last_tick, self._tick_writes = now, writes

    def latest_seq(self) -> int:
        """The newest event's token."""
        return latest_token(self.store)

    def poke(self) -> None:
        """Something changed in this process: live pages should look now (any thread)."""
        self._poked = True
        self._writes += 1
        loop, wake = self._loop, self._wake
        if loop is not None and wake is not None:
            try:
                loop.call_soon_threadsafe(wake.set)
            except RuntimeError:  # the loop has closed
                pass

    async def watch(self) -> None:
        """The watcher task: the clock's news, and changes made here or elsewhere."""
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        last_seq = -1
        last_tick = 0.0
        while not self.stopping:
            try:
                if time.monotonic() - last_tick >= 1.0:
                    last_tick = time.monotonic()
                    await run_in_threadpool(self.tick)
                seq = await run_in_threadpool(self.latest_seq)
            except Exception:
                seq = last_seq
            poked, self._poked = self._poked, False
            if seq != last_seq or poked:
                last_seq = seq
                self.changes.bump()
                try:
                    await run_in_threadpool(self.record_awards)
                except Exception as exc:  # the next change tries again
                    log.warning("awards not recorded: %s", exc)
            try:
                await asyncio.wait_for(self._wake.wait(), WATCH_EVERY)
            except asyncio.TimeoutError:
                pass
            self._wake.clear()

    # -- boards ---------------------------------------------------------------------------------

    def board(self, public: bool) -> BoardView:
        """The scoreboard now (public or jury view), computed once per change."""
        version = (self.changes.version, self._writes)
        key = (version, public)
        cached = self._boards.get(key)
        if cached is not None:
            return cached
        with self._board_lock:
            cached = self._boards.get(key)
            if cached is not None:
                return cached
            state = contest_state(self.session)
            clocks = self.info().clocks
            at = max(0, clocks.elapsed) if clocks.elapsed is not None else 0
            view = BoardView(scoreboard(state, at=at, public=public), state, version)
            self._boards = {k: v for k, v in self._boards.items() if k[0] == version}
            self._boards[key] = view
            return view

    def group_board(self, public: bool, group_id: str) -> BoardView:
        """The scoreboard of one group's teams, ranked among themselves (not cached)."""
        state = contest_state(self.session)
        members = {
            tid: team for tid, team in state.teams.items() if group_id in (team.group_ids or ())
        }
        state = dataclasses.replace(state, teams=members)
        clocks = self.info().clocks
        at = max(0, clocks.elapsed) if clocks.elapsed is not None else 0
        version = (self.changes.version, self._writes)
        return BoardView(scoreboard(state, at=at, public=public), state, version)

    # -- awards ---------------------------------------------------------------------------------

    def awards(self, public: bool) -> list[Award]:
        """The awards as the board (public or the jury's) stands now; none before the start
        (some would name the problems)."""
        if self.session.record().started_ms is None:
            return []
        view = self.board(public)
        return awards(view.board, view.state, self.medals)

    def record_awards(self) -> list[Award]:
        """The jury's awards now, stored and logged where they changed (the event feed and the
        API's awards endpoint then agree)."""
        current = self.awards(public=False)
        if record_awards(self.session, current):
            self.poke()
        return current

    def info(self) -> Info:
        """The contest, its clock and problems, for every page."""
        record = self.session.record()
        return Info(record, record.timeline.clocks(self.clock.now().ms), self.session.entries)
