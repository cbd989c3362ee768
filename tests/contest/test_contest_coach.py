"""What a coach meets first: a new contest's folder keeps its secrets out of git, `judge contest
new` says what to do next, and a served contest gets no phantom team of the person who
started it."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from contest.contest_helpers import REPO, new_contest
from judge.cachedir import default_cache_dir
from judge.contest.ops import accounts
from judge.contest.ops.session import open_contest
from judge.contest.ops.start import start_contest


def _git(cwd, *args):
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True)


@pytest.mark.skipif(shutil.which("git") is None, reason="no git")
def test_git_status_shows_no_secret_of_a_contest_folder(tmp_path, clock):
    repo = tmp_path / "club"
    repo.mkdir()
    for name in ("problems", "testdata", "solutions"):
        (repo / name).symlink_to(REPO / name)
    _git(repo, "init", "-q")
    # The parent repository ignores nothing: the folder's own .gitignore must do it all.
    new_contest(repo, "club-1", ["hdu_1846"], "1:00:00", clock)
    folder = repo / "contests" / "club-1"
    session = open_contest(repo, "club-1", clock, default_cache_dir())
    try:
        accounts.import_teams(session.store, [accounts.TeamSpec("alpha", "Alpha")], clock.now())
        password = accounts.set_jury_password(session.store)
    finally:
        session.close()
    accounts.write_private(folder / "jury-password.txt", f"user: jury\npassword: {password}\n")
    accounts.write_private(folder / "passwords.csv", "id,name,password\nalpha,Alpha,x\n")
    (folder / "database.url").write_text("postgresql://judge:secret@localhost/club\n")
    (folder / "contest.db-wal").write_bytes(b"")
    (folder / "team-passwords.txt").write_text("alpha x\n")
    package = folder / "secret_game"  # a package folder whose name holds "secret": kept
    package.mkdir()
    (package / "problem.yaml").write_text("name: Secret game\n")
    status = _git(repo, "status", "--porcelain", "--untracked-files=all").stdout
    listed = {line[3:] for line in status.splitlines()}
    assert "contests/club-1/contest.yaml" in listed  # the sources are kept
    assert "contests/club-1/problems.yaml" in listed
    assert "contests/club-1/.gitignore" in listed
    assert "contests/club-1/secret_game/problem.yaml" in listed
    for secret in (
        "contest.db",
        "contest.db-wal",
        "jury-password.txt",
        "passwords.csv",
        "database.url",
    ):
        assert (folder / secret).exists()
        assert f"contests/club-1/{secret}" not in listed, status
    _git(repo, "add", "-A")
    staged = _git(repo, "diff", "--cached", "--name-only").stdout.split()
    assert not any("password" in name or name.endswith((".db", ".url", "-wal")) for name in staged)


def test_an_older_contest_folder_gets_its_ignore_file_when_opened(root, clock):
    folder = new_contest(root, "old", ["hdu_1846"], "1:00:00", clock)
    (folder / ".gitignore").write_text("notes.txt\n")
    open_contest(root, "old", clock, default_cache_dir()).close()
    lines = (folder / ".gitignore").read_text().splitlines()
    assert lines[0] == "notes.txt"  # what the coach wrote stays
    assert {"/contest.db", "/jury-password.txt", "/database.url"} <= set(lines)


def test_new_says_how_to_serve_and_how_to_take_it_alone(cli, root):
    made = cli(
        "contest", "new", "club-1", "--problems", "hdu_1846,hdu_1847", "--duration", "2:00:00"
    )
    assert made.exit_code == 0, made.output
    out = made.output
    assert "to serve it to teams:" in out
    assert "judge contest teams club-1 import teams.csv" in out
    assert "judge serve club-1" in out
    assert "to take it alone:" in out and "judge contest start club-1" in out
    assert "judge contest submit club-1 A FILE" in out
    # Serving comes first: a coach who follows the first line gets no phantom team.
    assert out.index("judge serve") < out.index("judge contest start")


def test_starting_a_served_contest_from_the_command_line_adds_no_team(root, clock):
    new_contest(root, "served", ["hdu_1846"], "1:00:00", clock)
    session = open_contest(root, "served", clock, default_cache_dir())
    try:
        accounts.import_teams(session.store, [accounts.TeamSpec("alpha", "Alpha")], clock.now())
        start_contest(session, "coach")
        assert session.team_id() is None
        assert [t.id for t in accounts.team_rows(session.store)] == ["alpha"]
    finally:
        session.close()


def test_a_solo_contest_still_gets_its_own_team(root, clock):
    new_contest(root, "solo", ["hdu_1846"], "1:00:00", clock)
    session = open_contest(root, "solo", clock, default_cache_dir())
    try:
        start_contest(session, "alice")
        assert session.team_id() == "me"
    finally:
        session.close()


def test_results_from_the_command_line_as_csv_and_html(cli, root, clock):
    from contest.contest_helpers import ACCEPTED

    assert (
        cli(
            "contest", "new", "p1", "--problems", "hdu_1846,hdu_1847", "--duration", "1:00:00"
        ).exit_code
        == 0
    )
    assert cli("contest", "start", "p1", "--as", "alice").exit_code == 0
    clock.advance("0:07:00")
    assert cli("contest", "submit", "p1", "A", ACCEPTED).exit_code == 0
    as_csv = cli("contest", "results", "p1", "--csv")
    assert as_csv.exit_code == 0, as_csv.output
    assert as_csv.output.splitlines() == [
        "rank,team_id,team,groups,solved,time,A,B",
        "1,me,alice,,1,7,1/7*,",  # the first to solve A
    ]
    page = root / "results.html"
    as_html = cli("contest", "results", "p1", "--html", "--lang", "zh", "-o", page)
    assert as_html.exit_code == 0, as_html.output
    text = page.read_text()
    assert "<table" in text and "alice" in text and "排名" in text and "1/7*" in text
    both = cli("contest", "results", "p1", "--csv", "--html")
    assert both.exit_code == 2
    missing = cli("contest", "results", "nope")
    assert missing.exit_code != 0 and "no contest 'nope'" in missing.output


def test_a_phantom_team_can_be_removed_from_the_command_line(cli, root, clock):
    assert (
        cli("contest", "new", "p2", "--problems", "hdu_1846", "--duration", "1:00:00").exit_code
        == 0
    )
    assert cli("contest", "start", "p2", "--as", "coach").exit_code == 0  # a solo start
    removed = cli("contest", "teams", "p2", "remove", "me")
    assert removed.exit_code == 0, removed.output
    board = cli("contest", "board", "p2")
    assert "coach" not in board.output
    unknown = cli("contest", "teams", "p2", "remove", "nobody")
    assert unknown.exit_code == 2 and "no team 'nobody'" in unknown.output


def test_serving_with_no_local_judges_says_who_judges(root, clock):
    from judge.web.serve import prepare

    new_contest(root, "club", ["hdu_1846"], "1:00:00", clock)
    prepared = prepare(root, "club", "127.0.0.1", 0, judges=0, unsafe=True, clock=clock)
    try:
        line = next(x for x in prepared.lines if x.startswith("judges:"))
    finally:
        prepared.sock.close()
        prepared.server.session.close()
    assert "judge worker processes judge what is queued" in line
    assert "workers need the contest in PostgreSQL" in line  # this one is in contest.db


def test_the_jurys_operations_called_directly(root, clock):
    """schedule and roster, without the web: the end moved and the board following, a team
    added, renamed, disabled, removed (its submission kept) and brought back."""
    from contest.contest_helpers import ACCEPTED
    from judge.contest.ops import roster, schedule, views
    from judge.contest.ops.jury import start_now
    from judge.contest.ops.submit import record_submission
    from judge.errors import JudgeError

    new_contest(root, "ops", ["hdu_1846"], "2:00:00", clock, freeze="0:30:00")
    session = open_contest(root, "ops", clock, default_cache_dir())
    try:
        added = roster.add_team(session.store, "Gamma Rays", clock.now(), group="Juniors")
        assert (added.id, added.created) == ("gamma-rays", True) and added.password
        again = roster.add_team(session.store, "Gamma Rays", clock.now())
        assert again.id == "gamma-rays-2"  # the same name: a free id
        start_now(session)
        assert session.team_id() is None  # a served start: no team of its own
        clock.advance("0:10:00")
        record_submission(session, "gamma-rays", "A", "a.py", ACCEPTED.read_bytes(), None)
        assert schedule.extend(session, 30) == 150 * 60_000
        clocks = views.clocks(session)
        assert (clocks.remaining, clocks.freeze_start) == (140 * 60_000, 120 * 60_000)
        roster.edit_team(session.store, "gamma-rays", clock.now(), "Gamma", "Gamma (3)", False)
        roster.disable_team(session.store, "gamma-rays")
        rows = {t.id: t for t in accounts.team_rows(session.store)}
        assert rows["gamma-rays"].display_name == "Gamma (3)"
        assert not rows["gamma-rays"].password
        roster.remove_team(session.store, "gamma-rays", clock.now())
        board, _state = views.board(session)
        assert "gamma-rays" not in {row.team_id for row in board.rows}
        assert [v.team_id for v in views.submissions(session)] == ["gamma-rays"]  # kept
        roster.restore_team(session.store, "gamma-rays", clock.now())
        board, _state = views.board(session)
        assert "gamma-rays" in {row.team_id for row in board.rows}
        clock.advance("0:05:00")
        assert schedule.end_now(session) == 15 * 60_000
        assert views.clocks(session).over
        with pytest.raises(JudgeError, match="has ended"):
            schedule.extend(session, 10)
    finally:
        session.close()
