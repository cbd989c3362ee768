"""The contest operations: new, start, submit, status, board; plain functions that the command
line (and later the contest server) call with a clock and print nothing.

A contest is a folder ``contests/<name>/`` under the problem set's root, holding contest.yaml
and problems.yaml (:mod:`judge.contest.config`) and the database ``contest.db``
(:mod:`judge.contest.store`), or, for a contest kept in PostgreSQL, ``database.url``: the URL
of its database (made by ``judge contest new --db`` or ``judge contest move``; readable by its
owner only, since a URL may hold a password). Every operation on an existing contest goes
through :func:`open_contest`, which

1. reads the configuration and brings the database in step with it (a changed duration,
   penalty, freeze or problem label is recorded, with its event; a problem that already has
   submissions cannot be taken out);
2. judges again what was left unjudged: judgements whose owner died (kill -9, a closed
   terminal) or whose lease ran out go back to the queue, and everything queued is judged
   now, before anything else happens (:mod:`judge.contest.lease`), unless workers judge
   this contest (``judge worker``: a contest in PostgreSQL with a live worker);
3. records what the clock says has happened: the scheduled start, the freeze, the end, the
   thaw (when ``scoreboard_thaw_time`` says, else as the contest ends: practice boards
   unfreeze at the end), the final results once nothing is pending, and, in a virtual
   contest, the recorded teams' submissions and judgements that are now in the past.

Errors are JudgeErrors with one plain message; every write is one transaction, so a refused
operation records nothing.
"""

from __future__ import annotations

import difflib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import sqlalchemy as sa

from judge.contest import queue
from judge.contest import store as db
from judge.contest.clock import Clock
from judge.contest.config import (
    NAME,
    ContestConfig,
    ProblemEntry,
    contest_yaml,
    default_entries,
    new_folder,
    parse_contest,
    read_folder,
    write_folder,
)
from judge.contest.judgement_types import our_types
from judge.contest.judging import problem_data_hash
from judge.contest.lease import Owner
from judge.contest.model import ContestState
from judge.contest.scoring import Scoreboard, scoreboard
from judge.contest.times import Timestamp, parse_duration, parse_time
from judge.errors import JudgeError

CONTESTS = "contests"
#: The file of a contest folder naming the contest's database when it is not contest.db.
DB_POINTER = "database.url"
#: The largest source accepted (DOMjudge's default, 256 KiB).
SOURCE_LIMIT = 256 * 1024
#: Our languages: CCS language id -> (name, extensions).
LANGUAGES = {
    "python3": ("Python 3", (".py",)),
    "c": ("C", (".c",)),
    "cpp": ("C++", (".cpp", ".cc", ".cxx")),
}


def language_of(filename: str) -> str:
    """The CCS language id of a source file, from its extension."""
    suffix = Path(filename).suffix.lower()
    for lid, (_, extensions) in LANGUAGES.items():
        if suffix in extensions:
            return lid
    known = ", ".join(ext for _, exts in LANGUAGES.values() for ext in exts)
    raise JudgeError(
        f"{filename}: unknown language (file extension {suffix or 'none'}; known: {known})"
    )


def language_objects() -> list[dict[str, Any]]:
    out = []
    for lid, (name, extensions) in LANGUAGES.items():
        python = lid == "python3"
        item: dict[str, Any] = {
            "id": lid,
            "name": name,
            "entry_point_required": python,
            "extensions": [e[1:] for e in extensions],
        }
        if python:
            item["entry_point_name"] = "Main file"
        out.append(item)
    return out


# -- finding contests ---------------------------------------------------------------------------


def contest_folder(root: Path, name: str) -> Path:
    """Where contest ``name`` lives (it need not exist)."""
    if not NAME.fullmatch(name):
        raise JudgeError(
            f"contest name {name!r} may hold only letters, digits, '.', '_' and "
            "'-', and must start with a letter or digit"
        )
    return root / CONTESTS / name


def contest_names(root: Path) -> list[str]:
    base = root / CONTESTS
    if not base.is_dir():
        return []
    return sorted(p.name for p in base.iterdir() if (p / "contest.yaml").is_file())


def find_contest(root: Path, name: str) -> Path:
    """The folder of an existing contest; a plain error naming close matches otherwise."""
    folder = contest_folder(root, name)
    if not (folder / "contest.yaml").is_file():
        known = contest_names(root)
        close = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
        hint = (
            f"; did you mean {' or '.join(close)}?"
            if close
            else f"; contests here: {', '.join(known)}"
            if known
            else "; make one with: judge contest new NAME --problems ID,ID,... --duration H:MM:SS"
        )
        raise JudgeError(f"no contest {name!r} (no {folder / 'contest.yaml'}){hint}")
    return folder


# -- views --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SubmissionView:
    """A submission and its judging as the contest records it. ``verdict`` is ours (AC, WA,
    PE, TLE, MLE, RE, OLE, CE, JE), None while it waits or runs."""

    id: str
    team_id: str
    problem_id: str
    label: str
    filename: str
    contest_time: int
    official: bool
    status: str  # queued | judging | judged
    verdict: str | None = None
    type_id: str | None = None
    total: int = 0
    cases: tuple[dict[str, Any], ...] = ()
    failure: dict[str, Any] | None = None
    compile_error: str | None = None
    error: str | None = None  # why a JE happened
    attempt: int = 0

    @property
    def max_cpu_ms(self) -> int:
        return max((c["cpu_ms"] for c in self.cases), default=0)

    @property
    def max_memory(self) -> int:
        return max((c["memory"] for c in self.cases), default=0)


@dataclass
class Session:
    """An open contest: its folder, configuration, database and clock."""

    root: Path
    folder: Path
    config: ContestConfig
    entries: list[ProblemEntry]
    store: db.Store
    clock: Clock
    cache_dir: Path
    rejudged: list[SubmissionView] = field(default_factory=list)
    #: Why this session judges without isolation (a solo contest on a machine that cannot
    #: isolate), or None: it isolates.
    not_isolated: str | None = None

    @property
    def name(self) -> str:
        return self.folder.name

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def row(self):
        with self.store.read() as conn:
            return db.contest_row(conn)

    def entry(self, ref: str) -> ProblemEntry:
        """The problem a user means by ``ref``: a label (any case) or a problem id."""
        for entry in self.entries:
            if entry.label.upper() == ref.upper() or entry.id == ref:
                return entry
        listing = ", ".join(f"{e.label} ({e.id})" for e in self.entries)
        raise JudgeError(f"contest {self.name!r} has no problem {ref!r}; its problems: {listing}")

    def team_id(self) -> str | None:
        with self.store.read() as conn:
            return db.get_meta(conn, "team")

    def judging(self) -> queue.JudgingContext:
        """What the judging queue needs to judge this contest's submissions."""
        return queue.JudgingContext(
            self.store, self.root, self.cache_dir, self.clock, isolate=self.not_isolated is None
        )


# -- new ----------------------------------------------------------------------------------------


def new_contest(
    root: Path,
    name: str,
    problem_ids: Sequence[str],
    duration: str,
    penalty: int = 20,
    freeze: str | None = None,
    start: str | None = None,
    title: str | None = None,
    clock: Clock | None = None,
    db_url: str | None = None,
) -> Path:
    """Makes ``contests/<name>/`` with contest.yaml, problems.yaml and the database (the
    folder's contest.db, or the empty PostgreSQL database at ``db_url``); returns the folder.
    All or nothing: the folder appears only when everything is written."""
    folder = contest_folder(root, name)
    if folder.exists():
        raise JudgeError(f"contest {name!r} already exists ({folder})")
    if not problem_ids:
        raise JudgeError("give the contest's problems: --problems ID,ID,... (see judge list)")
    config = _config_from_options(name, duration, penalty, freeze, start, title)
    entries = default_entries(root, problem_ids)
    with new_folder(folder) as partial:
        write_folder(partial, config, entries)
        if db_url is None:
            store = db.Store.open_sqlite(partial / db.DB_FILE)
        else:
            store = db.Store.open_url(db_url, create=True)
        try:
            if db_url is not None:
                with store.read() as conn:
                    held = db.contest_row(conn)
                if held is not None:
                    raise JudgeError(
                        f"{store.where}: already holds contest {held.id!r}; give "
                        "each contest a database of its own"
                    )
            now = clock.now() if clock is not None else _system_now()
            sync(store, config, entries, root, now, kind="solo")
        finally:
            store.close()
        if db_url is not None:
            write_pointer(partial, db_url)
    return folder


def _system_now() -> Timestamp:
    from judge.contest.clock import SystemClock

    return SystemClock().now()


def _config_from_options(
    name: str, duration: str, penalty: int, freeze: str | None, start: str | None, title: str | None
) -> ContestConfig:
    def option(flag: str, value: str, parse: Callable[[str], Any]) -> Any:
        try:
            return parse(value)
        except JudgeError as exc:
            raise JudgeError(f"{flag}: {exc}") from None

    total = option("--duration", duration, parse_duration)
    if total <= 0:
        raise JudgeError(f"--duration: must be more than 0:00:00, got {duration!r}")
    frozen = option("--freeze", freeze, parse_duration) if freeze else None
    if frozen is not None and not 0 <= frozen <= total:
        raise JudgeError(f"--freeze: {freeze} is not within the contest's {duration}")
    if penalty < 0:
        raise JudgeError(f"--penalty: must be whole minutes, 0 or more, got {penalty}")
    begin = option("--start", start, parse_time) if start else None
    config = ContestConfig(
        id=name,
        name=title or name,
        duration=total,
        penalty=penalty * 60000,
        freeze=frozen or None,
        start_time=begin,
    )
    # The same checks as reading the file back: what new writes, the folder can read.
    return parse_contest(contest_yaml(config), Path(CONTESTS) / name / "contest.yaml", name)


# -- keeping the database in step with the files -----------------------------------------------


def _contest_values(config: ContestConfig) -> dict[str, Any]:
    return {
        "name": config.name,
        "formal_name": config.formal_name,
        "duration_ms": config.duration,
        "freeze_ms": config.freeze,
        "penalty_ms": config.penalty,
        "scheduled_start_ms": None if config.start_time is None else config.start_time.ms,
        "thaw_ms": None if config.thaw_time is None else config.thaw_time.ms,
        "extra": db.dumps(config.extra),
    }


def sync(
    store: db.Store,
    config: ContestConfig,
    entries: Sequence[ProblemEntry],
    root: Path,
    now: Timestamp,
    kind: str = "solo",
) -> None:
    """Brings the database's contest and problems in step with the configuration, logging an
    event for each change. The first time, also the judgement types and languages."""
    with store.write() as conn:
        row = db.contest_row(conn)
        values = _contest_values(config)
        if row is None:
            offset = config.start_time.offset if config.start_time is not None else now.offset
            conn.execute(
                db.contest.insert().values(id=config.id, kind=kind, utc_offset=offset, **values)
            )
            row = db.contest_row(conn)
            db.log_event(conn, "contest", None, db.contest_object(row).to_api(), now.ms)
            for jtype in our_types().values():
                conn.execute(
                    db.judgement_types.insert().values(
                        id=jtype.id, name=jtype.name, penalty=jtype.penalty, solved=jtype.solved
                    )
                )
                db.log_event(conn, "judgement-types", jtype.id, jtype.to_api(), now.ms)
            for language in language_objects():
                conn.execute(
                    db.objects.insert().values(
                        type="languages", id=language["id"], data=db.dumps(language)
                    )
                )
                db.log_event(conn, "languages", language["id"], language, now.ms)
        else:
            if row.started_ms is not None:
                values.pop("scheduled_start_ms")  # the recorded start is what counts now
            changed = {k: v for k, v in values.items() if getattr(row, k) != v}
            if changed:
                conn.execute(db.contest.update().values(**changed))
                row = db.contest_row(conn)
                db.log_event(conn, "contest", None, db.contest_object(row).to_api(), now.ms)
        _sync_problems(conn, entries, root, now)
        if db.get_meta(conn, "state_logged") is None:
            db.set_meta(conn, "state_logged", "1")
            db.log_event(conn, "state", None, db.state_object(row).to_api(), now.ms)


#: The prefix of the label a problem holds while labels are being changed: labels are unique,
#: so changed ones first move out of the way. A control character no label has (not NUL:
#: PostgreSQL's text refuses it).
_PLACEHOLDER = "\x01"


def _sync_problems(conn, entries: Sequence[ProblemEntry], root: Path, now: Timestamp) -> None:
    from judge.listing import case_count
    from judge.problemset.problem import load_problem

    rows = {r.id: r for r in conn.execute(sa.select(db.problems))}
    wanted = {e.id: e for e in entries}
    for pid in rows.keys() - wanted.keys():
        used = conn.execute(
            sa.select(sa.func.count())
            .select_from(db.submissions)
            .where(db.submissions.c.problem_id == pid)
        ).scalar()
        if used:
            raise JudgeError(
                f"problem {pid!r} ({rows[pid].label}) has {used} submission(s) in "
                "this contest and cannot be taken out of problems.yaml; put it back"
            )
        conn.execute(db.problems.delete().where(db.problems.c.id == pid))
        db.log_event(conn, "problems", pid, None, now.ms)
    changed = []
    for entry in entries:
        values = {
            "label": entry.label,
            "name": entry.name,
            "ordinal": entry.ordinal,
            "rgb": entry.rgb,
            "color": entry.color,
        }
        row = rows.get(entry.id)
        if row is None:
            problem = load_problem(root, entry.id)
            conn.execute(
                db.problems.insert().values(
                    id=entry.id,
                    label=_PLACEHOLDER + entry.id,
                    time_limit=problem.time_limit,
                    test_data_count=case_count(problem),
                    **{k: v for k, v in values.items() if k != "label"},
                )
            )
            changed.append(entry)
        elif any(getattr(row, k) != v for k, v in values.items()):
            # Labels are unique: move changed ones out of the way first (A <-> B swaps).
            conn.execute(
                db.problems.update()
                .where(db.problems.c.id == entry.id)
                .values(label=_PLACEHOLDER + entry.id)
            )
            changed.append(entry)
    for entry in changed:
        conn.execute(
            db.problems.update()
            .where(db.problems.c.id == entry.id)
            .values(
                label=entry.label,
                name=entry.name,
                ordinal=entry.ordinal,
                rgb=entry.rgb,
                color=entry.color,
            )
        )
        row = conn.execute(sa.select(db.problems).where(db.problems.c.id == entry.id)).first()
        db.log_event(conn, "problems", entry.id, db.problem_object(row).to_api(), now.ms)


# -- opening --------------------------------------------------------------------------------------


def read_pointer(folder: Path) -> str | None:
    """The URL in a contest folder's database.url, if it has one."""
    try:
        text = (folder / DB_POINTER).read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise JudgeError(f"{folder / DB_POINTER}: cannot read: {exc.strerror or exc}") from None
    return text or None


def write_pointer(folder: Path, url: str | None) -> None:
    """Records where the contest's database is (None: the folder's contest.db). The file is
    readable by its owner only (the URL may hold a password) and replaced whole."""
    path = folder / DB_POINTER
    if url is None:
        path.unlink(missing_ok=True)
        return
    partial = folder / f".{DB_POINTER}.{os.getpid()}"
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(url + "\n")
    os.replace(partial, path)


def database_url(folder: Path, db_url: str | None = None) -> str | None:
    """Where a contest's database is: ``db_url`` (the --db option) if given, else the
    folder's database.url; None: the folder's contest.db."""
    return db_url or read_pointer(folder)


def open_store(
    folder: Path, db_url: str | None = None, busy_timeout: float | None = None
) -> db.Store:
    """The database of the contest in ``folder`` (see :func:`database_url`); one that lives
    elsewhere must hold this very contest, not moved away."""
    url = database_url(folder, db_url)
    if url is None:
        return db.Store.open_sqlite(folder / db.DB_FILE, busy_timeout)
    store = db.Store.open_url(url, busy_timeout, create=False)
    try:
        with store.read() as conn:
            row = db.contest_row(conn)
            where = queue.moved_to(conn)
        if where is not None:
            raise JudgeError(
                f"{store.where}: the contest was moved from this database to {where}; use that one"
            )
        if row is None:
            raise JudgeError(
                f"{store.where}: holds no contest; move one there with: judge "
                f"contest move {folder.name} --to URL"
            )
        if row.id != folder.name:
            raise JudgeError(f"{store.where}: holds contest {row.id!r}, not {folder.name!r}")
    except BaseException:
        store.close()
        raise
    return store


def isolation_problem(cache_dir: Path) -> str | None:
    """Why submissions cannot be judged isolated on this machine, or None when they can."""
    from judge.run.isolation import unavailable
    from judge.run.sandbox import helper_path

    return unavailable(helper_path(cache_dir))


def open_contest(
    root: Path,
    name: str,
    clock: Clock,
    cache_dir: Path,
    on_rejudged: Callable[[SubmissionView], None] | None = None,
    busy_timeout: float | None = None,
    db_url: str | None = None,
    judge_queue: bool | None = None,
    isolate: bool | None = None,
) -> Session:
    """Opens an existing contest: configuration read and recorded, unfinished judgings done
    (each reported to ``on_rejudged``), the clock's news recorded. ``db_url``: the contest's
    database (default: as its folder says). ``judge_queue``: whether to judge what is
    queued now (default: unless live workers judge this contest; a contest server with
    judges of its own says False).

    ``isolate``: True judges isolated (an error when the machine cannot), False plainly;
    None (a solo contest, the judged code being the user's own) isolated where the machine
    can, else plainly, with the reason in ``Session.not_isolated`` for the caller to say."""
    folder = find_contest(root, name)
    config, entries = read_folder(folder, root)
    not_isolated: str | None = "isolation turned off" if isolate is False else None
    if isolate is not False:
        problem = isolation_problem(cache_dir)
        if problem is not None and isolate:
            raise JudgeError(problem)
        not_isolated = problem
    store = open_store(folder, db_url, busy_timeout)
    session = Session(
        root, folder, config, entries, store, clock, cache_dir, not_isolated=not_isolated
    )
    try:
        sync(store, config, entries, root, clock.now())
        recover(session, on_rejudged, judge_queue)
        advance(session)
    except BaseException:
        store.close()
        raise
    return session


def recover(
    session: Session,
    on_rejudged: Callable[[SubmissionView], None] | None = None,
    judge_queue: bool | None = None,
) -> list[SubmissionView]:
    """Puts abandoned judgings back in the queue, then (``judge_queue``; default: unless a
    live worker judges this contest) judges everything queued, in queue order. Returns (and
    reports) what was judged."""
    with session.store.write() as conn:
        now = session.clock.now()
        queue.requeue_abandoned(conn, now)
        if judge_queue is None:
            judge_queue = queue.live_workers(conn, now.ms) == 0
    done: list[SubmissionView] = []
    if not judge_queue:
        return done
    owner = str(Owner.current())
    while True:
        with session.store.write() as conn:
            taken = queue.claim_next(conn, owner, session.clock.now())
        if taken is None:
            return done
        if not queue.judge_claim(session.judging(), taken):
            continue
        view = submission_view(session, taken.submission_id)
        done.append(view)
        session.rejudged.append(view)
        if on_rejudged is not None:
            on_rejudged(view)


def queued(session: Session) -> list[str]:
    """Ids of the judgements waiting to be judged, in queue order."""
    with session.store.read() as conn:
        return queue.queued_ids(conn)


def advance(session: Session) -> None:
    """Records the phases the clock has reached, and (virtual contests) releases the recorded
    events that are now in the past."""
    now = session.clock.now()
    with session.store.write() as conn:
        row = db.contest_row(conn)
        changes: dict[str, int] = {}
        started = row.started_ms
        if (
            started is None
            and row.scheduled_start_ms is not None
            and now.ms >= row.scheduled_start_ms
        ):
            started = changes["started_ms"] = row.scheduled_start_ms
        if started is None:
            if changes:
                _update_state(conn, changes, now)
            return
        end = started + row.duration_ms
        frozen = row.frozen_ms
        if row.freeze_ms and frozen is None and now.ms >= end - row.freeze_ms:
            frozen = changes["frozen_ms"] = end - row.freeze_ms
        ended = row.ended_ms
        if ended is None and now.ms >= end:
            ended = changes["ended_ms"] = end
        thawed = row.thawed_ms
        if ended is not None and frozen is not None and thawed is None:
            thaw_at = row.thaw_ms if row.thaw_ms is not None else ended + 1
            if now.ms >= thaw_at:
                thawed = changes["thawed_ms"] = thaw_at
        if ended is not None and row.finalized_ms is None and (frozen is None or thawed):
            finished = _official_judging_finished(conn)
            if finished is not None:
                changes["finalized_ms"] = max(ended, thawed or 0, started + finished) + 1
        if changes:
            _update_state(conn, changes, now)
        _release_recorded(conn, started, now)


def _update_state(conn, changes: dict[str, int], now: Timestamp) -> None:
    conn.execute(db.contest.update().values(**changes))
    row = db.contest_row(conn)
    if "started_ms" in changes:
        db.log_event(conn, "contest", None, db.contest_object(row).to_api(), now.ms)
    db.log_event(conn, "state", None, db.state_object(row).to_api(), now.ms)


def _official_judging_finished(conn) -> int | None:
    """The contest time the last official judgement ended, 0 if none; None while any
    official submission still waits for its judgement."""
    j, s = db.judgements, db.submissions
    pending = conn.execute(
        sa.select(sa.func.count())
        .select_from(j.join(s, s.c.id == j.c.submission_id))
        .where(s.c.official, s.c.origin == "local", j.c.valid, j.c.judgement_type_id.is_(None))
    ).scalar()
    if pending:
        return None
    last = conn.execute(
        sa.select(sa.func.max(j.c.end_ms))
        .select_from(j.join(s, s.c.id == j.c.submission_id))
        .where(s.c.official, s.c.origin == "local", j.c.valid)
    ).scalar()
    return last or 0


def _release_recorded(conn, started: int, now: Timestamp) -> None:
    """Logs the events of recorded (virtual contest) submissions and judgements whose time
    has come: each submission at its contest time, each judgement when it ended (or began,
    if it never ended), never before its submission."""
    contest_time = now.ms - started
    mark = db.get_meta(conn, "released_ms")
    after = None if mark is None else int(mark)
    if after is not None and after >= contest_time:
        return
    s, j = db.submissions, db.judgements
    if (
        conn.execute(
            sa.select(sa.func.count()).select_from(s).where(s.c.origin == "recorded")
        ).scalar()
        == 0
    ):
        db.set_meta(conn, "released_ms", str(contest_time))
        return

    def due(t: int) -> bool:
        return t <= contest_time and (after is None or t > after)

    start = Timestamp(started, db.contest_row(conn).utc_offset)
    pending: list[tuple[int, int, str, str, dict[str, Any]]] = []
    times: dict[str, int] = {}
    for r in conn.execute(sa.select(s).where(s.c.origin == "recorded")):
        times[r.id] = r.contest_time_ms
        if due(r.contest_time_ms):
            data = db.submission_object(r, start).to_api(start)
            pending.append((r.contest_time_ms, 0, r.id, "submissions", data))
    for r in conn.execute(sa.select(j).where(j.c.origin == "recorded")):
        moments = [t for t in (r.end_ms, r.start_ms) if t is not None]
        t = max(
            moments[0] if moments else times.get(r.submission_id, 0), times.get(r.submission_id, 0)
        )
        if due(t):
            pending.append((t, 1, r.id, "judgements", db.judgement_object(r).to_api(start)))
    pending.sort(key=lambda item: item[:3])
    for _, _, oid, etype, data in pending:
        db.log_event(conn, etype, oid, data, now.ms)
    db.set_meta(conn, "released_ms", str(contest_time))


# -- start --------------------------------------------------------------------------------------


def team_name_default() -> str:
    return os.environ.get("USER") or os.environ.get("LOGNAME") or "me"


def ensure_local_team(conn, name: str, now: Timestamp) -> str:
    """The contest's own team (the person at the keyboard), made if missing: id ``me``
    (``me-2``, ... if a recorded team has that id)."""
    tid = db.get_meta(conn, "team")
    if tid is not None:
        return tid
    taken = {r.id for r in conn.execute(sa.select(db.teams.c.id))}
    tid, n = "me", 1
    while tid in taken:
        n += 1
        tid = f"me-{n}"
    conn.execute(
        db.teams.insert().values(
            id=tid, name=name, label=tid, hidden=False, group_ids="[]", origin="local", extra="{}"
        )
    )
    db.set_meta(conn, "team", tid)
    row = conn.execute(sa.select(db.teams).where(db.teams.c.id == tid)).first()
    db.log_event(conn, "teams", tid, db.team_object(row).to_api(), now.ms)
    return tid


def start_contest(session: Session, team_name: str | None = None, solo: bool = True) -> Timestamp:
    """Starts a contest now: the clock runs from this moment. Returns the start. A solo
    contest gets its own team (``team_name``); a served one (``solo`` False) has its teams
    already."""
    row = session.row()
    now = session.clock.now()
    if row.started_ms is not None:
        began = Timestamp(row.started_ms, row.utc_offset)
        raise JudgeError(
            f"contest {session.name!r} started at {_local(began)} "
            f"({_clock_text(now.ms - row.started_ms)} ago)"
        )
    if row.scheduled_start_ms is not None:
        raise JudgeError(
            f"contest {session.name!r} starts by itself at "
            f"{_local(Timestamp(row.scheduled_start_ms, row.utc_offset))} "
            "(start_time in contest.yaml); remove start_time to start it yourself"
        )
    hashes = {}
    from judge.problemset.problem import load_problem

    for entry in session.entries:
        hashes[entry.id] = problem_data_hash(load_problem(session.root, entry.id))
    with session.store.write() as conn:
        if solo:
            ensure_local_team(conn, team_name or team_name_default(), now)
        for pid, digest in hashes.items():
            conn.execute(
                db.problems.update().where(db.problems.c.id == pid).values(data_hash=digest)
            )
        conn.execute(db.contest.update().values(utc_offset=now.offset))
        _update_state(conn, {"started_ms": now.ms}, now)
    return now


def _local(ts: Timestamp) -> str:
    from judge.contest.times import format_time

    return format_time(ts)[:19].replace("T", " ")


def _clock_text(ms: int) -> str:
    sign = "-" if ms < 0 else ""
    seconds = abs(ms) // 1000
    return f"{sign}{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


# -- submit and judge ----------------------------------------------------------------------------


def read_source(path: Path) -> bytes:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise JudgeError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise JudgeError(f"{path}: is a directory, not a source file") from None
    except OSError as exc:
        raise JudgeError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(data) > SOURCE_LIMIT:
        raise JudgeError(
            f"{path}: {len(data)} bytes; a submission may have at most {SOURCE_LIMIT // 1024} KiB"
        )
    return data


def submit(session: Session, problem_ref: str, path: Path) -> SubmissionView:
    """Records a submission, then judges it at once. Before the start it is refused; after the
    end it is an upsolving submission: judged, but not part of the contest."""
    entry = session.entry(problem_ref)
    language = language_of(path.name)
    source = read_source(path)
    with session.store.write() as conn:
        team = db.get_meta(conn, "team")
        sid, jid = _record(session, conn, team, entry, path.name, language, source)
        taken = queue.claim(conn, jid, str(Owner.current()), session.clock.now())
    if taken is not None:
        queue.judge_claim(session.judging(), taken)
    return submission_view(session, sid)


def record_submission(
    session: Session,
    team_id: str,
    problem_ref: str,
    filename: str,
    source: bytes,
    language: str | None = None,
) -> SubmissionView:
    """Records a team's submission and queues it for the judges (the contest server's way):
    refused before the start, upsolving after the end, as :func:`submit`. ``language``: a
    language id, else the file's extension decides."""
    entry = session.entry(problem_ref)
    language = language or language_of(filename)
    if language not in LANGUAGES:
        raise JudgeError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
    if len(source) > SOURCE_LIMIT:
        raise JudgeError(
            f"{filename}: {len(source)} bytes; a submission may have at most "
            f"{SOURCE_LIMIT // 1024} KiB"
        )
    with session.store.write() as conn:
        if conn.execute(sa.select(db.teams.c.id).where(db.teams.c.id == team_id)).first() is None:
            raise JudgeError(f"contest {session.name!r} has no team {team_id!r}")
        sid, _ = _record(session, conn, team_id, entry, filename, language, source)
    return submission_view(session, sid)


def _record(
    session: Session,
    conn,
    team: str | None,
    entry: ProblemEntry,
    filename: str,
    language: str,
    source: bytes,
) -> tuple[str, str]:
    """Stores a submission and its queued judgement (and the submission's event, if it is
    official) in the caller's transaction; returns (submission id, judgement id)."""
    now = session.clock.now()
    row = db.contest_row(conn)
    if row.started_ms is None:
        if row.scheduled_start_ms is not None:
            when = _local(Timestamp(row.scheduled_start_ms, row.utc_offset))
            raise JudgeError(
                f"contest {session.name!r} has not started (it starts at "
                f"{when}); submissions are refused before the start"
            )
        raise JudgeError(
            f"contest {session.name!r} has not started; start it with: "
            f"judge contest start {session.name}"
        )
    if team is None:
        raise JudgeError(f"contest {session.name!r} has no team of yours")
    contest_time = now.ms - row.started_ms
    official = contest_time < row.duration_ms
    sid = db.next_id(conn, "submission")
    extra = {
        "entry_point": filename if language == "python3" else None,
        "files": [
            {
                "href": f"contests/{row.id}/submissions/{sid}/files",
                "filename": "files.zip",
                "mime": "application/zip",
            }
        ],
    }
    conn.execute(
        db.submissions.insert().values(
            id=sid,
            team_id=team,
            problem_id=entry.id,
            language_id=language,
            filename=filename,
            source=source,
            contest_time_ms=contest_time,
            submitted_ms=now.ms,
            official=official,
            origin="local",
            extra=db.dumps(extra),
        )
    )
    jid = db.next_id(conn, "judgement")
    conn.execute(
        db.judgements.insert().values(
            id=jid, submission_id=sid, valid=True, attempt=0, origin="local", extra="{}"
        )
    )
    if official:
        start = Timestamp(row.started_ms, row.utc_offset)
        sub = db.submission_object(
            conn.execute(sa.select(db.submissions).where(db.submissions.c.id == sid)).first(), start
        )
        db.log_event(conn, "submissions", sid, sub.to_api(start), now.ms)
    return sid, jid


def add_team(session: Session, team_id: str, name: str) -> bool:
    """Adds a team without a password (scripts and tests; people's teams come from
    :func:`judge.contest.accounts.import_teams`); False if it exists."""
    now = session.clock.now()
    with session.store.write() as conn:
        if conn.execute(sa.select(db.teams.c.id).where(db.teams.c.id == team_id)).first():
            return False
        conn.execute(
            db.teams.insert().values(
                id=team_id,
                name=name,
                label=team_id,
                hidden=False,
                group_ids="[]",
                origin="local",
                extra="{}",
            )
        )
        row = conn.execute(sa.select(db.teams).where(db.teams.c.id == team_id)).first()
        db.log_event(conn, "teams", team_id, db.team_object(row).to_api(), now.ms)
    return True


def judge_queued(session: Session, jid: str) -> SubmissionView | None:
    """Claims a queued judgement, judges its submission and completes it. Returns the judged
    submission, or None when someone else holds the judgement or took it over meanwhile."""
    with session.store.write() as conn:
        taken = queue.claim(conn, jid, str(Owner.current()), session.clock.now())
    if taken is None or not queue.judge_claim(session.judging(), taken):
        return None
    return submission_view(session, taken.submission_id)


# -- reading ------------------------------------------------------------------------------------


def _views(conn, where) -> list[SubmissionView]:
    s, j, p = db.submissions, db.judgements, db.problems
    subs = conn.execute(
        sa.select(
            s.c.id,
            s.c.team_id,
            s.c.problem_id,
            s.c.filename,
            s.c.contest_time_ms,
            s.c.official,
            p.c.label,
        )
        .join(p, p.c.id == s.c.problem_id)
        .where(where)
        .order_by(s.c.contest_time_ms, s.c.id)
    ).all()
    ids = [r.id for r in subs]
    latest: dict[str, Any] = {}
    if ids:
        for r in conn.execute(
            sa.select(j).where(j.c.submission_id.in_(ids), j.c.valid).order_by(j.c.start_ms, j.c.id)
        ):
            current = latest.get(r.submission_id)
            # The newest completed judgement counts; else the one under way.
            if (
                current is None
                or current.judgement_type_id is None
                or r.judgement_type_id is not None
            ):
                latest[r.submission_id] = r
    views = []
    for r in subs:
        jr = latest.get(r.id)
        base = {
            "id": r.id,
            "team_id": r.team_id,
            "problem_id": r.problem_id,
            "label": r.label,
            "filename": r.filename or "",
            "contest_time": r.contest_time_ms,
            "official": r.official,
        }
        if jr is None or jr.judgement_type_id is None:
            status = "judging" if jr is not None and jr.claimed_by else "queued"
            views.append(SubmissionView(status=status, attempt=jr.attempt if jr else 0, **base))
            continue
        detail = json.loads(jr.detail) if jr.detail else {}
        views.append(
            SubmissionView(
                status="judged",
                verdict=detail.get("verdict", jr.judgement_type_id),
                type_id=jr.judgement_type_id,
                total=detail.get("total", 0),
                cases=tuple(json.loads(jr.cases)) if jr.cases else (),
                failure=detail.get("failure"),
                compile_error=detail.get("compile_error"),
                error=detail.get("error"),
                attempt=jr.attempt,
                **base,
            )
        )
    return views


def submission_view(session: Session, sid: str) -> SubmissionView:
    with session.store.read() as conn:
        return _views(conn, db.submissions.c.id == sid)[0]


def team_submissions(session: Session) -> list[SubmissionView]:
    """The submissions of the contest's own team, official and upsolving, in time order."""
    with session.store.read() as conn:
        team = db.get_meta(conn, "team")
        if team is None:
            return []
        return _views(conn, db.submissions.c.team_id == team)


@dataclass(frozen=True)
class Clocks:
    """Where a contest stands: ``phase`` is one of not-started, running, frozen, ended."""

    phase: str
    start: Timestamp | None
    elapsed: int | None  # ms since the start
    duration: int
    freeze_start: int | None  # contest time the board freezes, if it does

    @property
    def remaining(self) -> int | None:
        return None if self.elapsed is None else max(0, self.duration - self.elapsed)

    @property
    def over(self) -> bool:
        return self.phase == "ended"


def clocks(session: Session, row=None) -> Clocks:
    row = row if row is not None else session.row()
    now = session.clock.now()
    freeze_start = row.duration_ms - row.freeze_ms if row.freeze_ms else None
    if row.started_ms is None:
        start = db.start_of(row)
        return Clocks("not-started", start, None, row.duration_ms, freeze_start)
    elapsed = now.ms - row.started_ms
    if elapsed >= row.duration_ms:
        phase = "ended"
    elif freeze_start is not None and elapsed >= freeze_start:
        phase = "frozen"
    else:
        phase = "running"
    return Clocks(
        phase, Timestamp(row.started_ms, row.utc_offset), elapsed, row.duration_ms, freeze_start
    )


def contest_state(session: Session) -> ContestState:
    with session.store.read() as conn:
        return db.load_state(conn)


def board(
    session: Session, at: int | None = None, public: bool = False
) -> tuple[Scoreboard, ContestState]:
    """The contest's scoreboard now (or at contest time ``at``, which cannot be later than
    now: a virtual contest's rivals are shown as they stood at your elapsed time)."""
    state = contest_state(session)
    now_clock = clocks(session)
    elapsed = max(0, now_clock.elapsed) if now_clock.elapsed is not None else 0
    at = elapsed if at is None else min(at, elapsed)
    return scoreboard(state, at=at, public=public), state
