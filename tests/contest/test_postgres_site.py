"""A club's site moved into PostgreSQL (``judge site move SITE URL``) with a real server:
its store and every contest moved (the practice space too), served from there (``judge serve
SITE --judges 0``), judged by ``judge worker --db SITEURL`` (a contest added while it runs
too; one killed with kill -9 mid-judging loses nothing), and the move's refusals, each one
plain line, nothing moved."""

from __future__ import annotations

import os
import stat
import time

import pytest
import sqlalchemy as sa

from contest.contest_helpers import ACCEPTED, SLOW, WRONG_ON_SAMPLE
from contest.worker_helpers import WorkerProcess, rows, wait_for
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.ops import jury, site_db, site_move
from judge.contest.ops.safety import isolation_problem
from judge.contest.ops.session import open_contest
from judge.contest.ops.site_move import move_site
from judge.contest.ops.submit import record_submission
from judge.contest.storage import schema as db
from judge.contest.storage.pg_admin import MARK_TABLE, sibling_url, table_names
from judge.contest.storage.site import site_metadata
from judge.contest.storage.store import Store
from support import run_cli
from web.test_server_crash import request, submission
from web.web_helpers import ServeProcess, make_contest, make_site

pytestmark = pytest.mark.slow
PASSWORD = "s3cret-Word"


def with_password(url: str) -> str:
    """The URL with a password (the test server trusts local connections: any will do)."""
    return url.replace("judge@", f"judge:{PASSWORD}@", 1)


def verdicts(url: str) -> list[str | None]:
    j = db.judgements
    return [r[0] for r in rows(url, sa.select(j.c.judgement_type_id).where(j.c.valid))]


def execute(url: str, *statements: str) -> None:
    """Statements run on the database at ``url``, each committed at once."""
    engine = sa.create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
    try:
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            for statement in statements:
                conn.exec_driver_sql(statement)
    finally:
        engine.dispose()


def judge_connections(url: str) -> int:
    query = sa.text("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'judge'")
    return rows(url, query)[0][0]


def started_site(tmp_path):
    clock = SystemClock()
    root, folder, passwords = make_site(tmp_path, clock)
    for name in ("club", "week2"):
        with open_contest(root, name, clock, default_cache_dir()) as session:
            jury.start_now(session)
    return root, folder, passwords


@pytest.mark.waits
def test_a_moved_site_is_served_and_judged_from_postgresql(tmp_path, pg_url):
    root, folder, passwords = started_site(tmp_path)
    url = with_password(pg_url)
    with ServeProcess(root, "--judges", "0", name=str(folder)):  # served: refused
        refused = run_cli("site", "move", folder, url, root=root)
    assert refused.exit_code != 0 and "being served" in refused.output, refused.output
    assert not (folder / "database.url").exists()

    moved = run_cli("site", "move", folder, url, root=root)
    assert moved.exit_code == 0, moved.output
    assert PASSWORD not in moved.output
    for name in ("practice", "club", "week2"):
        assert f"contest {name}:" in moved.output
    assert stat.S_IMODE(os.stat(folder / "database.url").st_mode) == 0o600
    assert "/database.url" in (folder / ".gitignore").read_text().splitlines()
    base = pg_url.split("?")[0].rsplit("/", 1)[1]
    club_url, week2_url = (sibling_url(pg_url, f"{base}_{n}") for n in ("club", "week2"))

    unsafe = ["--unsafe"] if isolation_problem(default_cache_dir()) else []
    worker = WorkerProcess(root, url, tmp_path / "logs", *unsafe)
    try:
        wait_for("the worker's first line", lambda: "contests" in worker.output(), [worker])
        assert "practice, club, week2" in worker.output() and PASSWORD not in worker.output()
        time.sleep(3)  # a few idle looks at each contest
        idle = judge_connections(pg_url)
        print(f"connections of an idle worker on a 3-contest site: {idle}")
        assert idle <= 4, idle  # one per contest (one slot) and the site store's

        with ServeProcess(root, "--judges", "0", name=str(folder)) as server:
            for name, path in (("club", ACCEPTED), ("week2", WRONG_ON_SAMPLE)):
                password = passwords[name]["alpha"]
                body = submission(path)
                request(server.url, f"/api/contests/{name}/submissions", "alpha", password, body)
            wait_for(
                "the worker to judge both contests",
                lambda: verdicts(club_url) == ["AC"] and verdicts(week2_url) == ["WA"],
                [worker],
            )

        # A contest added to the moved site while the worker runs goes to PostgreSQL too.
        clock = SystemClock()
        made = make_contest(root, clock, "week3")
        added = run_cli("site", "add", folder, root / "contests" / "week3", root=root)
        assert added.exit_code == 0, added.output
        assert (root / "contests" / "week3" / "database.url").is_file()
        with open_contest(root, "week3", clock, default_cache_dir()) as session:
            jury.start_now(session)
            record_submission(session, "beta", "A", "a.py", ACCEPTED.read_bytes())
        week3_url = sibling_url(pg_url, f"{base}_week3")
        wait_for("the worker to judge week3", lambda: verdicts(week3_url) == ["AC"], [worker])
        assert made["beta"]
    finally:
        worker.stop()
    assert "judged 3 submissions" in worker.output(), worker.output()


def test_the_refusals_of_a_move_are_plain_and_move_nothing(tmp_path, pg_url, postgres):
    root, folder, _ = started_site(tmp_path)

    def refused(url: str, words: str) -> None:
        result = run_cli("site", "move", folder, url, root=root)
        assert result.exit_code != 0, result.output
        assert words in result.output and "Traceback" not in result.output, result.output
        assert len(result.output.strip().splitlines()) == 1, result.output
        assert not (folder / "database.url").exists()

    refused(pg_url.replace(f"port={postgres.port}", "port=1"), "cannot reach")
    refused(f"sqlite:///{tmp_path}/x.db", "PostgreSQL")
    execute(pg_url, "CREATE TABLE notes (id integer)")
    refused(with_password(pg_url), "not empty")
    assert PASSWORD not in run_cli("site", "move", folder, with_password(pg_url)).output

    execute(postgres.url(), "CREATE ROLE plain LOGIN", "CREATE DATABASE plain_site OWNER plain")
    plain = postgres.url("plain_site").replace("judge@", "plain@")
    refused(plain, "CREATEDB")

    fresh = postgres.create_database()
    assert run_cli("site", "move", folder, fresh, root=root).exit_code == 0
    again = run_cli("site", "move", folder, postgres.create_database(), root=root)
    assert again.exit_code != 0 and "moved to" in again.output and "already" in again.output


@pytest.mark.waits
def test_a_site_worker_killed_mid_judging_loses_nothing(tmp_path, pg_url):
    root, folder, _ = started_site(tmp_path)
    assert run_cli("site", "move", folder, pg_url, root=root).exit_code == 0
    clock = SystemClock()
    for name in ("club", "week2"):
        with open_contest(root, name, clock, default_cache_dir()) as session:
            for team in ("alpha", "beta"):
                record_submission(session, team, "A", "slow.py", SLOW.read_bytes())
    base = pg_url.split("?")[0].rsplit("/", 1)[1]
    urls = [sibling_url(pg_url, f"{base}_{n}") for n in ("club", "week2")]
    j = db.judgements

    def judged() -> list[tuple]:
        query = sa.select(j.c.judgement_type_id, j.c.claimed_by, j.c.attempt).where(j.c.valid)
        return [tuple(r) for url in urls for r in rows(url, query)]

    unsafe = ["--unsafe"] if isolation_problem(default_cache_dir()) else []
    doomed = WorkerProcess(
        root, pg_url, tmp_path / "logs", "--name", "judgehost-a", "--lease", "3", *unsafe
    )
    try:
        wait_for(
            "the doomed worker to be judging",
            lambda: any(t is None and owner and "judgehost-a" in owner for t, owner, _ in judged()),
            [doomed],
            every=0.05,
        )
    finally:
        doomed.kill()
    other = WorkerProcess(root, pg_url, tmp_path / "logs", "--lease", "3", *unsafe)
    try:
        wait_for(
            "every submission judged after the kill",
            lambda: len(judged()) == 4 and all(t == "AC" for t, _, _ in judged()),
            [other],
        )
    finally:
        other.stop()
    assert any(attempt == 2 for _, _, attempt in judged()), judged()


def row_counts(url: str, schema: sa.MetaData) -> dict[str, int]:
    """Rows in each table of ``schema`` in the database at ``url`` (SQLite or PostgreSQL)."""
    return {
        t.name: rows(url, sa.select(sa.func.count()).select_from(t))[0][0]
        for t in schema.sorted_tables
    }


def marked(url: str) -> bool:
    """Whether the database at ``url`` still carries a move's mark."""
    return f"public.{MARK_TABLE}" in table_names(url)


def test_a_move_stopped_half_way_finishes_when_run_again(tmp_path, pg_url, monkeypatch):
    root, folder, passwords = started_site(tmp_path)
    with open_contest(root, "club", SystemClock(), default_cache_dir()) as session:
        record_submission(session, "alpha", "A", "a.py", ACCEPTED.read_bytes())
    url = with_password(pg_url)
    base = pg_url.split("?")[0].rsplit("/", 1)[1]
    before = {
        name: row_counts(f"sqlite:///{root / 'contests' / name / 'contest.db'}", db.metadata)
        for name in ("club", "week2")
    }
    real_move = site_db.move_database

    def killed_in_week2(source, name, target, *args):
        if name != "week2":
            return real_move(source, name, target, *args)
        Store.open_url(target, create=True).close()  # its tables made and committed, then
        raise KeyboardInterrupt  # the move killed before a row of week2 is copied

    monkeypatch.setattr(site_db, "move_database", killed_in_week2)
    with pytest.raises(KeyboardInterrupt):
        move_site(folder, url)
    week2_url = sibling_url(pg_url, f"{base}_week2")
    assert len(table_names(week2_url)) > 5 and marked(week2_url)  # half full, marked ours
    assert (root / "contests" / "club" / "database.url").is_file()  # club moved already
    assert not (folder / "database.url").exists()

    def killed_copying_the_store(source, target, schema):
        with target.write() as conn:  # the site's tables made, then the move killed
            schema.create_all(conn)
        raise KeyboardInterrupt

    monkeypatch.setattr(site_db, "move_database", real_move)
    monkeypatch.setattr(site_move, "copy_store", killed_copying_the_store)
    with pytest.raises(KeyboardInterrupt):
        move_site(folder, url)
    assert len(table_names(pg_url)) > 3 and not (folder / "database.url").exists()
    monkeypatch.undo()

    again = run_cli("site", "move", folder, url, root=root)
    assert again.exit_code == 0, again.output
    assert (folder / "database.url").is_file() and not (folder / site_db.MOVE_TOKEN).exists()
    for name in ("club", "week2"):
        there = sibling_url(pg_url, f"{base}_{name}")
        left = row_counts(f"sqlite:///{root / 'contests' / name / 'contest.db'}", db.metadata)
        left["meta"] -= 1  # the old copy's mark: moved_to
        assert row_counts(there, db.metadata) == left, name
        assert {k: v for k, v in left.items() if k != "meta"} == {
            k: v for k, v in before[name].items() if k != "meta"
        }
        assert not marked(there)
    assert before["club"]["submissions"] == 1 and before["week2"]["teams"] > 0
    site_left = row_counts(f"sqlite:///{folder / 'site.db'}", site_metadata)
    assert site_left["site_databases"] == 3 and site_left["site_contests"] >= 3
    assert row_counts(pg_url, site_metadata) == site_left and not marked(pg_url)
    with ServeProcess(root, "--judges", "0", name=str(folder)) as server:  # served from there
        password = passwords["week2"]["alpha"]
        body = submission(WRONG_ON_SAMPLE)
        request(server.url, "/api/contests/week2/submissions", "alpha", password, body)
    assert row_counts(week2_url, db.metadata)["submissions"] == 1


def test_a_target_holding_anyone_elses_data_is_still_refused(tmp_path, pg_url, postgres):
    root, folder, _ = started_site(tmp_path)
    url = with_password(pg_url)
    base = pg_url.split("?")[0].rsplit("/", 1)[1]
    week2 = f"{base}_week2"
    execute(postgres.url(), f'CREATE DATABASE "{week2}"')
    execute(sibling_url(pg_url, week2), "CREATE TABLE notes (id integer)")
    refused = run_cli("site", "move", folder, url, root=root)
    assert refused.exit_code != 0 and "not empty" in refused.output, refused.output
    assert not (root / "contests" / "club" / "database.url").exists()  # nothing moved
    assert table_names(sibling_url(pg_url, week2)) == ["public.notes"]
    # a database another move marks is not ours either, even with our tables in it
    execute(sibling_url(pg_url, week2), "DROP TABLE notes")
    other = postgres.create_database()
    execute(
        other,
        f"CREATE TABLE {MARK_TABLE} (token text PRIMARY KEY)",
        f"INSERT INTO {MARK_TABLE} VALUES ('another-move')",
        "CREATE TABLE members (id text)",
    )
    taken = run_cli("site", "move", folder, with_password(other), root=root)
    assert taken.exit_code != 0 and "not empty" in taken.output, taken.output
    assert not (folder / "database.url").exists()
