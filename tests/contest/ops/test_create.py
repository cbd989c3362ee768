"""Making a contest is all or nothing: a CCS contest package whose teams or accounts are wrong,
or a failure at any step of the making (the files, the database, the teams and accounts, the
pointer to a PostgreSQL database), exits 2 with one plain message and leaves no contest folder,
no partial folder and, for a contest kept in PostgreSQL, no tables or rows: the retry works."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa

from judge.contest.ops import create
from judge.errors import JudgeError

TEAMS = (
    '[{"id": "t1", "name": "Team One"}, {"id": "t2", "name": "Team Two"},'
    ' {"id": "t3", "name": "Team Three", "members": ["Ann", "Bo"]}]'
)
ACCOUNTS = "- {id: a1, username: t1, password: chosen-one, type: team, team_id: t1}\n"


def package(base: Path, teams: str = TEAMS, accounts: str = ACCOUNTS) -> Path:
    folder = base / "package"
    folder.mkdir(exist_ok=True)
    (folder / "contest.yaml").write_text("name: Atomic\nduration: '2:00:00'\n")
    (folder / "problems.yaml").write_text("- {id: hdu_2516, label: A}\n")
    (folder / "teams.json").write_text(teams)
    (folder / "accounts.yaml").write_text(accounts)
    return folder


def nothing_left(root: Path) -> None:
    contests = root / "contests"
    assert not contests.exists() or list(contests.iterdir()) == [], list(contests.iterdir())


def tables_of(url: str) -> list[str]:
    engine = sa.create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
    try:
        with engine.connect() as conn:
            names = sa.inspect(conn).get_table_names()
            functions = conn.exec_driver_sql(
                "SELECT proname FROM pg_proc WHERE proname = 'judge_queue_notify'"
            ).fetchall()
        return names + [f"function {f[0]}" for f in functions]
    finally:
        engine.dispose()


@pytest.mark.parametrize(
    ("teams", "accounts", "message"),
    [
        (
            '[{"id": "t1", "name": "A"}, {"id": "t1", "name": "B"}]',
            ACCOUNTS,
            "teams.json: team 2: team id 't1' is given twice",
        ),
        (TEAMS, ACCOUNTS.replace("team_id: t1", "team_id: t9"), "team_id 't9' is no team"),
        (TEAMS, ACCOUNTS + ACCOUNTS.replace("a1", "a2"), "account 2: team 't1' has an account"),
        (TEAMS, ACCOUNTS.replace("password: chosen-one", "password: 1234"), "must be a string"),
        (TEAMS, ACCOUNTS.replace("type: team", "type: boss"), "type must be one of team"),
        ('[{"id": "t1", "name": "A\\u001b[2J"}]', "[]", "without control characters"),
    ],
)
def test_bad_teams_or_accounts_make_nothing(cli, root, tmp_path, teams, accounts, message):
    folder = package(tmp_path, teams, accounts)
    result = cli("contest", "new", "atomic", "--from", folder)
    assert result.exit_code == 2, result.output
    assert message in result.output and isinstance(result.exception, SystemExit)
    assert "chosen-one" not in result.output  # a password is never shown
    nothing_left(root)
    package(tmp_path)  # mended: the retry works
    again = cli("contest", "new", "atomic", "--from", folder)
    assert again.exit_code == 0, again.output
    assert "3 team(s) from teams.json, 1 with the password of their account" in again.output


STEPS = ("install_packages", "write_folder", "sync", "import_teams")


def failing(monkeypatch, step: str) -> None:
    """The step ``step`` of the making does its work, then fails."""
    real = getattr(create, step)

    def fails(*args, **kwargs):
        real(*args, **kwargs)
        raise JudgeError(f"injected failure after {step}")

    monkeypatch.setattr(create, step, fails)


@pytest.mark.parametrize("step", STEPS)
def test_a_failure_at_any_step_leaves_no_contest(cli, root, tmp_path, monkeypatch, step):
    folder = package(tmp_path)
    with monkeypatch.context() as patched:
        failing(patched, step)
        result = cli("contest", "new", "atomic", "--from", folder)
    assert result.exit_code == 2, result.output
    assert f"judge: error: injected failure after {step}" in result.output
    nothing_left(root)
    again = cli("contest", "new", "atomic", "--from", folder)
    assert again.exit_code == 0, again.output
    assert cli("contest", "teams", "atomic", "list").output.count("Team ") == 3


@pytest.mark.parametrize("step", (*STEPS, "write_pointer"))
def test_a_failure_leaves_the_postgres_database_empty(
    cli, root, tmp_path, monkeypatch, pg_url, step
):
    folder = package(tmp_path)
    with monkeypatch.context() as patched:
        failing(patched, step)
        result = cli("contest", "new", "atomic", "--from", folder, "--db", pg_url)
    assert result.exit_code == 2, result.output
    assert f"injected failure after {step}" in result.output
    nothing_left(root)
    assert tables_of(pg_url) == []
    again = cli("contest", "new", "atomic", "--from", folder, "--db", pg_url)
    assert again.exit_code == 0, again.output
    assert "function judge_queue_notify" in tables_of(pg_url) and "teams" in tables_of(pg_url)
    assert cli("contest", "teams", "atomic", "list").output.count("Team ") == 3


def test_a_database_holding_a_contest_is_refused_and_kept(cli, root, tmp_path, pg_url):
    folder = package(tmp_path)
    assert cli("contest", "new", "first", "--from", folder, "--db", pg_url).exit_code == 0
    held = tables_of(pg_url)
    refused = cli("contest", "new", "second", "--from", folder, "--db", pg_url)
    assert refused.exit_code == 2 and "already holds contest 'first'" in refused.output
    assert tables_of(pg_url) == held  # the other contest's database is left as it was
    assert cli("contest", "teams", "first", "list").exit_code == 0
    assert not (root / "contests" / "second").exists()
