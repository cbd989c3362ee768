"""Contests kept in PostgreSQL (a real server, started by the session's ``postgres`` fixture):
the same behaviour as SQLite, moves between the two without loss, event tokens in commit
order under concurrent writers, claims that pass over locked rows, and notifications of
queued work."""

from __future__ import annotations

import random
import re
import threading
import time
from pathlib import Path

import pytest
import sqlalchemy as sa

from contest.contest_helpers import (
    ACCEPTED,
    REPO,
    START,
    WRONG_ON_HIDDEN,
    WRONG_ON_SAMPLE,
    make_root,
)
from contest.worker_helpers import (
    TINY_PROGRAMS,
    open_pg,
    pg_contest,
    queue_submissions,
    rows,
    tiny_root,
    wait_for,
)
from judge.contest.core.clock import FakeClock
from judge.contest.ops.claims import JudgingContext
from judge.contest.ops.move import move_contest
from judge.contest.ops.submit import add_team, record_submission
from judge.contest.ops.worker import ContestMoved, Worker, WorkerOptions
from judge.contest.storage import move, queue, schema
from judge.contest.storage import store as db
from judge.contest.storage.events import event_log as logged_events
from judge.contest.storage.events import log_event
from judge.contest.storage.objects import read_contest
from support import run_cli


@pytest.fixture
def judge_cli(monkeypatch):
    """``judge --root ROOT ARGS...`` in this process, on a fake clock of each root's own."""
    from judge.cli.contest import common as contest_cli

    clocks = {}

    def run(root: Path, *args: str):
        clock = clocks.setdefault(root, FakeClock(START))
        monkeypatch.setattr(contest_cli, "make_clock", lambda: clock)
        return run_cli(*args, root=root)

    run.clocks = clocks
    return run


def event_log(store: db.Store):
    with store.read() as conn:
        return logged_events(conn)


def solo_contest(run, root: Path, *db_option: str):
    """The manual's solo contest (docs/coach/contests.md), on a fake clock; what the user saw."""
    seen = []
    for args, advance in [
        (
            (
                "contest",
                "new",
                "p1",
                "--problems",
                "hdu_1846,hdu_1847",
                "--duration",
                "2:00:00",
                "--freeze",
                "0:30:00",
                *db_option,
            ),
            None,
        ),
        (("contest", "start", "p1", "--as", "alice"), None),
        (("contest", "submit", "p1", "A", WRONG_ON_SAMPLE), "0:00:02"),
        (("contest", "submit", "p1", "A", WRONG_ON_HIDDEN), "0:12:00"),
        (("contest", "submit", "p1", "A", ACCEPTED), "0:30:00"),
        (("contest", "status", "p1"), "0:00:10"),
        (("contest", "board", "p1"), None),
        (("contest", "board", "p1", "--json", "--public"), "1:00:00"),
    ]:
        if advance:
            run.clocks.setdefault(root, FakeClock(START)).advance(advance)
        result = run(root, *args)
        assert result.exit_code in (0, 1), result.output
        text = result.output.replace(str(root), "ROOT")
        seen.append(re.sub(r"max CPU \d+ ms, peak memory [\d.]+ MiB", "max CPU, peak memory", text))
    return seen


def comparable(log):
    """An event log without the measured CPU times, which differ from run to run."""
    for event in log:
        if event["type"] == "judgements":
            event["data"].pop("max_run_time", None)
        if event["type"] == "runs":
            event["data"].pop("run_time", None)
    return log


def test_a_contest_in_postgres_behaves_as_in_sqlite(judge_cli, tmp_path, pg_url):
    for side in ("a", "b"):
        (tmp_path / side).mkdir()
    local, shared = make_root(tmp_path / "a"), make_root(tmp_path / "b")
    on_sqlite = solo_contest(judge_cli, local)
    on_postgres = solo_contest(judge_cli, shared, "--db", pg_url)
    assert on_postgres[0] == on_sqlite[0].replace(
        "in ROOT/contests/p1:", f"in ROOT/contests/p1 (database {pg_url}):"
    )
    assert on_postgres[1:] == on_sqlite[1:]
    assert (shared / "contests" / "p1" / "database.url").read_text().strip() == pg_url
    assert not (shared / "contests" / "p1" / "contest.db").exists()
    sqlite_store = db.Store.open_sqlite(local / "contests" / "p1" / "contest.db")
    pg_store = db.Store.open_url(pg_url)
    try:
        assert comparable(event_log(pg_store)) == comparable(event_log(sqlite_store))
    finally:
        sqlite_store.close()
        pg_store.close()


def test_a_move_to_postgres_and_back_loses_nothing(judge_cli, tmp_path, postgres):
    root = make_root(tmp_path)
    solo_contest(judge_cli, root)
    folder = root / "contests" / "p1"
    before = judge_cli(root, "contest", "board", "p1", "--json").output
    plain = postgres.create_database()
    with_password = plain.replace("judge@", "judge:s3cret-pw@")  # trust: any password will do

    moved = judge_cli(root, "contest", "move", "p1", "--to", with_password)
    assert moved.exit_code == 0, moved.output
    assert "s3cret-pw" not in moved.output and "judge:***@" in moved.output
    assert "the same on both sides (event log: " in moved.output
    pointer = folder / "database.url"
    assert pointer.read_text().strip() == with_password
    assert pointer.stat().st_mode & 0o777 == 0o600
    assert judge_cli(root, "contest", "board", "p1", "--json").output == before
    # The old copy is kept, marked: opening it says where the contest went.
    stale = judge_cli(root, "contest", "status", "p1", "--db", f"sqlite:///{folder / 'contest.db'}")
    assert stale.exit_code == 2 and "s3cret-pw" not in stale.output
    assert "the contest was moved from this database to postgresql://judge:***@" in stale.output

    # Life goes on in PostgreSQL, then the contest comes back into its folder.
    judge_cli.clocks[root].advance("0:01:00")
    later = judge_cli(root, "contest", "submit", "p1", "B", WRONG_ON_SAMPLE)
    assert later.exit_code == 1 and "submission 4" in later.output
    pg_store = db.Store.open_url(plain)
    log = event_log(pg_store)
    pg_store.close()
    back = judge_cli(root, "contest", "move", "p1", "--to", "sqlite")
    assert back.exit_code == 0, back.output
    assert f"to {folder / 'contest.db'}: {len(schema.metadata.tables)} tables" in back.output
    assert not pointer.exists()
    local = db.Store.open_sqlite(folder / "contest.db")
    assert event_log(local) == log
    local.close()
    status = judge_cli(root, "contest", "status", "p1")
    assert status.exit_code == 0 and "4  " in status.output
    # ... and PostgreSQL's copy is the one marked now.
    assert judge_cli(root, "contest", "status", "p1", "--db", plain).output.startswith(
        f"judge: error: {plain}: the contest was moved from this database to {folder}"
    )


def test_a_move_refuses_a_database_that_holds_a_contest(judge_cli, tmp_path, pg_url):
    root = make_root(tmp_path)
    for name in ("p1", "p2"):
        assert (
            judge_cli(
                root, "contest", "new", name, "--problems", "hdu_1846", "--duration", "1:00:00"
            ).exit_code
            == 0
        )
    assert judge_cli(root, "contest", "move", "p1", "--to", pg_url).exit_code == 0
    refused = judge_cli(root, "contest", "move", "p2", "--to", pg_url)
    assert refused.exit_code == 2
    assert refused.stderr.strip() == (
        f"judge: error: {pg_url}: already holds contest 'p1'; add --replace to overwrite it"
    )
    assert not (root / "contests" / "p2" / "database.url").exists()
    again = judge_cli(root, "contest", "move", "p1", "--to", pg_url)
    assert again.exit_code == 2 and "is in " in again.stderr and "already" in again.stderr
    replaced = judge_cli(root, "contest", "move", "p2", "--to", pg_url, "--replace")
    assert replaced.exit_code == 0, replaced.output
    assert judge_cli(root, "contest", "status", "p2").exit_code == 0
    # p1's folder still names that database, which holds p2 now: a plain error.
    assert judge_cli(root, "contest", "status", "p1").stderr.strip() == (
        f"judge: error: {pg_url}: holds contest 'p2', not 'p1'"
    )
    made = judge_cli(
        root,
        "contest",
        "new",
        "p3",
        "--problems",
        "hdu_1846",
        "--duration",
        "1:00:00",
        "--db",
        pg_url,
    )
    assert made.exit_code == 2 and "already holds contest 'p2'" in made.stderr
    assert not (root / "contests" / "p3").exists()


def test_a_move_that_does_not_verify_changes_nothing(judge_cli, tmp_path, pg_url, monkeypatch):
    root = make_root(tmp_path)
    solo_contest(judge_cli, root)
    real = move._read
    calls = []

    def corrupt(conn, table):  # the copy of the event log reads back wrong on the target
        found, copy = real(conn, table)
        calls.append(table.name)
        if table.name == "events" and calls.count("events") == 2:
            copy = move.TableCopy(copy.name, copy.rows, "0" * 64)
        return found, copy

    monkeypatch.setattr(move, "_read", corrupt)
    result = judge_cli(root, "contest", "move", "p1", "--to", pg_url)
    assert result.exit_code == 2
    assert "table events differs after copying" in result.stderr
    assert "nothing was changed" in result.stderr
    folder = root / "contests" / "p1"
    assert not (folder / "database.url").exists()
    assert judge_cli(root, "contest", "status", "p1").exit_code == 0  # still at home, unmarked
    target = db.Store.open_url(pg_url)
    with target.read() as conn:
        assert read_contest(conn) is None  # rolled back
    target.close()


def test_event_tokens_follow_commit_order_under_concurrent_writers(pg_url):
    """A reader that takes the events after the last token it saw never skips one: each
    writer's event is numbered under the writer lock, released by its commit."""
    store = db.Store.open_url(pg_url)
    writers, each = 4, 40
    seen, done = [], threading.Event()

    def write(k: int) -> None:
        rng = random.Random(k)
        for n in range(each):
            with store.write() as conn:
                log_event(conn, "test", f"{k}-{n}", {"k": k}, 0)
                time.sleep(rng.random() * 0.004)  # commit a little after numbering

    def read() -> None:
        last = 0
        while True:
            finished = done.is_set()
            with store.read() as conn:
                new = [
                    r.seq
                    for r in conn.execute(
                        sa.select(schema.events.c.seq)
                        .where(schema.events.c.seq > last)
                        .order_by(schema.events.c.seq)
                    )
                ]
            seen.extend(new)
            last = new[-1] if new else last
            if finished:
                return

    reader = threading.Thread(target=read)
    reader.start()
    threads = [threading.Thread(target=write, args=(k,)) for k in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    done.set()
    reader.join()
    store.close()
    assert seen == list(range(1, writers * each + 1))


def test_claims_pass_over_locked_rows_in_fair_order(tmp_path, pg_url):
    root = tiny_root(tmp_path)
    pg_contest(root, pg_url)
    made = queue_submissions(root, 6, teams=2, mix=[("A", "sum_ac.py")])
    with open_pg(root) as session:
        clock = session.clock
        add_team(session, "quiet", "Quiet")
        late = record_submission(
            session, "quiet", "A", "sum_ac.py", (TINY_PROGRAMS / "sum_ac.py").read_bytes()
        ).id
        with session.store.read() as conn:
            order = queue.queued_ids(conn)
        j = schema.judgements
        by_id = dict(rows(pg_url, sa.select(j.c.id, j.c.submission_id)))
        # quiet has 1 pending, t0 and t1 three each: quiet first, then by submission time.
        assert [by_id[jid] for jid in order] == [late, *sorted(made, key=int)]
        holder = session.store.engine.connect()
        try:
            txn = holder.begin()  # another judge, in the middle of a transaction on the row
            holder.execute(sa.select(j.c.id).where(j.c.id == order[0]).with_for_update())
            with session.store.write() as conn:
                first = queue.claim_next(conn, "judge-b/x/2/2", clock.now())
            assert first is not None and first.jid == order[1]
            txn.rollback()
        finally:
            holder.close()
        with session.store.write() as conn:
            second = queue.claim_next(conn, "judge-b/x/2/2", clock.now())
            only_max = queue.claim_next(conn, "judge-b/x/2/2", clock.now(), problems=["tiny_max"])
        assert second.jid == order[0] and only_max is None


@pytest.mark.waits
def test_queued_work_is_notified_and_a_worker_wakes_for_it(tmp_path, pg_url):
    import psycopg

    root = tiny_root(tmp_path)
    pg_contest(root, pg_url)
    parsed = db.parse_url(pg_url)
    listener = psycopg.connect(
        dbname=parsed.database,
        user=parsed.username,
        host=parsed.query["host"],
        port=int(parsed.query["port"]),
        autocommit=True,
    )
    listener.execute(f"LISTEN {schema.QUEUE_CHANNEL}")

    def notified() -> int:
        return sum(1 for _ in listener.notifies(timeout=0.5))

    assert notified() == 0
    queue_submissions(root, 2, teams=1, mix=[("A", "sum_ac.c")])
    assert notified() >= 1
    with open_pg(root) as session:
        with session.store.write() as conn:
            taken = queue.claim_next(conn, "judge-b/x/2/2", session.clock.now())
        assert notified() == 0  # a claim queues nothing
        with session.store.write() as conn:
            conn.execute(
                schema.judgements.update()
                .where(schema.judgements.c.id == taken.jid)
                .values(lease_until=0)
            )
            assert queue.requeue_abandoned(conn, session.clock.now()) == 1
        assert notified() >= 1  # given back: queued again

        # A worker that would look only once an hour judges at once when told.
        judged = []
        worker = Worker(session.judging(), poll=3600, on_judged=judged.append)
        worker.start()
        try:
            wait_for(
                "the worker to listen and judge the queue",
                lambda: worker.listening and len(judged) == 2,
            )
            record_submission(
                session, "t0", "A", "sum_ac.c", (TINY_PROGRAMS / "sum_ac.c").read_bytes()
            )
            wait_for("the notification to wake the worker", lambda: len(judged) == 3)
        finally:
            worker.stop()
    listener.close()


def test_an_unreachable_database_is_a_plain_error_without_its_password(
    judge_cli, tmp_path, postgres, monkeypatch
):
    monkeypatch.setattr(db, "RECONNECT_FOR", 0.3)
    root = make_root(tmp_path)
    judge_cli(root, "contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    nowhere = f"postgresql://judge:pw-XYZ@/contest?host={tmp_path}&port=1"
    result = judge_cli(root, "contest", "status", "p1", "--db", nowhere)
    assert result.exit_code == 2
    assert result.stderr.startswith(
        f"judge: error: postgresql://judge:***@/contest?host={tmp_path}&port=1: cannot reach "
        "the database server ("
    )
    assert "pw-XYZ" not in result.stderr
    empty = postgres.create_database()
    assert judge_cli(root, "contest", "status", "p1", "--db", empty).stderr.strip() == (
        f"judge: error: {empty}: holds no contest (no contest tables)"
    )
    missing = postgres.url("no_such_database")
    assert "does not exist" in judge_cli(root, "contest", "status", "p1", "--db", missing).stderr
    assert judge_cli(root, "contest", "status", "p1", "--db", "mysql://x/y").stderr.strip() == (
        "judge: error: mysql://x/y: unsupported database 'mysql' (a contest lives in "
        "PostgreSQL or SQLite)"
    )


@pytest.mark.waits
def test_a_database_restart_is_waited_out(tmp_path, postgres):
    """A connection lost to a restart is replaced (pre-ping), and a transaction that begins
    while the server is down waits for it to come back."""
    url = postgres.create_database()
    store = db.Store.open_url(url)
    with store.write() as conn:
        db.set_meta(conn, "before", "1")
    postgres.stop()
    try:
        restarted = threading.Timer(1.0, postgres.start)
        restarted.start()
        with store.write() as conn:  # begins while the server is down
            db.set_meta(conn, "after", "1")
        restarted.join()
    finally:
        if not postgres.running():
            postgres.start()
    with store.read() as conn:
        assert (db.get_meta(conn, "before"), db.get_meta(conn, "after")) == ("1", "1")
    store.close()


@pytest.mark.waits
def test_a_worker_on_a_moved_contest_stops_and_says_where_it_went(tmp_path, pg_url):
    root = tiny_root(tmp_path)
    pg_contest(root, pg_url)
    queue_submissions(root, 1, teams=1, mix=[("A", "sum_ac.c")])
    store = db.Store.open_url(pg_url, create=False)
    from judge.cachedir import default_cache_dir
    from judge.contest.core.clock import SystemClock

    said = []
    worker = Worker(
        JudgingContext(store, root, default_cache_dir(), SystemClock()),
        poll=0.05,
        options=WorkerOptions(on_status=said.append),
    )
    try:
        move_contest(root, "camp", "sqlite")
        with pytest.raises(ContestMoved) as moved:
            worker.run_once()
        assert str(moved.value) == (
            f"{pg_url}: the contest was moved to "
            f"{root / 'contests' / 'camp' / 'contest.db'}; start workers "
            "on that database"
        )
        worker.start()  # its threads stop by themselves, saying why
        wait_for("the worker to stop", lambda: worker.stopping)
        worker.stop()
        assert worker.fatal is not None and said == [str(moved.value)]
    finally:
        store.close()
    # the contest, back in its folder, still has it queued
    with open_pg(root) as session, session.store.read() as conn:
        assert len(queue.queued_ids(conn)) == 1


def test_a_contest_by_points_keeps_its_scores_in_postgres_as_in_sqlite(judge_cli, tmp_path, pg_url):
    oddecho = REPO / "tests" / "fixtures" / "kattis" / "problemtools" / "oddecho"
    partial = oddecho / "submissions" / "partially_accepted" / "sol.py"
    seen = {}
    for side, db_option in (("a", ()), ("b", ("--db", pg_url))):
        (tmp_path / side).mkdir()
        root = make_root(tmp_path / side)
        made = judge_cli(
            root,
            *("contest", "new", "pts", "--problems", f"{oddecho},hdu_1846"),
            *("--duration", "2:00:00", "--rule", "ioi", *db_option),
        )
        assert made.exit_code == 0, made.output
        assert judge_cli(root, "contest", "start", "pts", "--as", "amy").exit_code == 0
        judge_cli.clocks[root].advance("0:10:00")
        assert judge_cli(root, "contest", "submit", "pts", "A", partial).exit_code == 0
        judge_cli.clocks[root].advance("0:10:00")
        assert judge_cli(root, "contest", "submit", "pts", "B", ACCEPTED).exit_code == 0
        seen[side] = judge_cli(root, "contest", "board", "pts", "--json").output
        url = pg_url if db_option else f"sqlite:///{root / 'contests' / 'pts' / 'contest.db'}"
        engine = sa.create_engine(url)
        with engine.connect() as conn:
            rows_ = conn.execute(sa.text("SELECT id, score FROM judgements ORDER BY id")).all()
        engine.dispose()
        assert [tuple(r) for r in rows_] == [("1", 50.0), ("2", 100.0)]
    assert seen["b"] == seen["a"]
    assert '"score": 150' in seen["a"]
