"""An open contest: its folder, configuration, database and clock (:class:`Session`), and
opening one (:func:`open_contest`).

Every operation on an existing contest goes through :func:`open_contest`, which

1. reads the configuration and brings the database in step with it (:mod:`.sync`: a changed
   duration, penalty, freeze or problem label is recorded, with its event; a problem that
   already has submissions cannot be taken out);
2. puts back in the queue the judgings whose owner died (kill -9, a closed terminal) or whose
   lease ran out (:mod:`judge.contest.storage.lease`);
3. records what the clock says has happened (:mod:`.advance`).

Opening judges nothing: who judges what is queued is the caller's decision (the command line
judges it at once, :func:`judge.contest.ops.backlog.judge_backlog`; the contest server and
judging machines have their judges, :class:`judge.contest.ops.worker.Worker`).

Errors are JudgeErrors with one plain message; every write is one transaction, so a refused
operation records nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.contest.core.clock import Clock
from judge.contest.core.config import ContestConfig, ProblemEntry, read_folder
from judge.contest.core.records import ContestRecord
from judge.contest.ops.advance import advance
from judge.contest.ops.claims import JudgingContext
from judge.contest.ops.folders import ensure_ignore, find_contest, open_store
from judge.contest.ops.judging import contest_problem
from judge.contest.ops.safety import detect_isolation
from judge.contest.ops.sync import sync
from judge.contest.storage import queue
from judge.contest.storage.objects import the_contest
from judge.contest.storage.store import Store
from judge.contest.storage.teams import add_missing_persons, own_team
from judge.errors import JudgeError
from judge.formats.protocol import AnyProblem
from judge.i18n import phrase


@dataclass
class Session:
    """An open contest: its folder, configuration, database and clock. ``not_isolated``: why
    this session judges without isolation (a solo contest on a machine that cannot isolate),
    or None: it isolates."""

    root: Path
    folder: Path
    config: ContestConfig
    entries: list[ProblemEntry]
    store: Store
    clock: Clock
    cache_dir: Path
    not_isolated: str | None = None

    @property
    def name(self) -> str:
        return self.folder.name

    def close(self) -> None:
        """Closes the contest's database."""
        self.store.close()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def record(self) -> ContestRecord:
        """The contest as its database holds it now."""
        with self.store.read() as conn:
            return the_contest(conn)

    def entry(self, ref: str) -> ProblemEntry:
        """The problem a user means by ``ref``: a label (any case) or a problem id."""
        for entry in self.entries:
            if entry.label.upper() == ref.upper() or entry.id == ref:
                return entry
        listing = ", ".join(f"{e.label} ({e.id})" for e in self.entries)
        raise JudgeError(
            phrase(
                "contest {name} has no problem {ref}; its problems: {listing}",
                name=repr(self.name),
                ref=repr(ref),
                listing=listing,
            )
        )

    def team_id(self) -> str | None:
        """The contest's own team (a solo or virtual contest's participant), if it has one."""
        with self.store.read() as conn:
            return own_team(conn)

    def judging(self) -> JudgingContext:
        """What judging this contest's submissions needs."""
        return JudgingContext(
            self.store,
            self.root,
            self.cache_dir,
            self.clock,
            isolate=self.not_isolated is None,
            folder=self.folder,
        )

    def problem(self, problem_id: str) -> AnyProblem:
        """The contest's problem ``problem_id`` (one of the set's, or a package it keeps)."""
        return contest_problem(self.root, problem_id, self.folder)


def open_contest(
    root: Path,
    name: str,
    clock: Clock,
    cache_dir: Path,
    busy_timeout: float | None = None,
    db_url: str | None = None,
    isolate: bool | None = None,
) -> Session:
    """Opens an existing contest: configuration read and recorded, abandoned judgings given
    back to the queue, the persons of teams formed before members were persons written, the
    clock's news recorded. ``db_url``: the contest's database (default: as its folder says).

    ``isolate``: True judges isolated (an error when the machine cannot), False plainly;
    None (a solo contest, the judged code being the user's own) isolated where the machine
    can, else plainly, with the reason in ``Session.not_isolated`` for the caller to say."""
    folder = find_contest(root, name)
    return open_contest_at(root, folder, clock, cache_dir, busy_timeout, db_url, isolate)


def open_contest_at(
    root: Path,
    folder: Path,
    clock: Clock,
    cache_dir: Path,
    busy_timeout: float | None = None,
    db_url: str | None = None,
    isolate: bool | None = None,
) -> Session:
    """Opens the contest in ``folder`` (as :func:`open_contest` does) whose problems are
    those of the problem set at ``root``: a folder that need not be ``root``'s
    ``contests/NAME`` (a site's practice space lives in the site's folder)."""
    ensure_ignore(folder)  # contests made before folders carried their own
    config, entries = read_folder(folder, root)
    not_isolated: str | None = "isolation turned off" if isolate is False else None
    if isolate is not False:
        problem = detect_isolation(cache_dir)
        if problem is not None and isolate:
            raise JudgeError(problem)
        not_isolated = problem
    store = open_store(folder, db_url, busy_timeout)
    session = Session(
        root, folder, config, entries, store, clock, cache_dir, not_isolated=not_isolated
    )
    try:
        sync(store, config, entries, root, clock.now(), folder=folder)
        with store.write() as conn:
            queue.requeue_abandoned(conn, clock.now())
            add_missing_persons(conn, clock.now().ms)  # teams formed before members were persons
        advance(store, clock.now())
    except BaseException:
        store.close()
        raise
    return session
