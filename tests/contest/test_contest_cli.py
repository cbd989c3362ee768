"""`judge contest ...` as a user sees it: output, exit status, one plain message for every bad
input, and nothing half-recorded (checked in the database)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from contest.contest_helpers import (
    ACCEPTED,
    WF14,
    WRONG_ON_HIDDEN,
    WRONG_ON_SAMPLE,
    counts,
    db_path,
)
from judge.contest.storage import store


def error_line(result) -> str:
    """The one line of a refused command (stderr)."""
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("judge: error: "), result.stderr
    return lines[0][len("judge: error: ") :]


@pytest.mark.slow
def test_solo_contest_from_the_command_line(cli, root, clock):
    made = cli(
        "contest",
        "new",
        "p1",
        "--problems",
        "hdu_1846,hdu_1847",
        "--duration",
        "2:00:00",
        "--freeze",
        "0:30:00",
        "--title",
        "Practice 1",
    )
    assert made.exit_code == 0, made.output
    assert (root / "contests" / "p1" / "contest.yaml").is_file()
    started = cli("contest", "start", "p1", "--as", "alice")
    assert started.exit_code == 0, started.output
    assert (
        "contest p1 started at 2024-03-01 10:00:00; it ends at 2024-03-01 12:00:00"
        in started.output
    )
    clock.advance("0:12:00")
    wrong = cli("contest", "submit", "p1", "A", WRONG_ON_HIDDEN)
    assert wrong.exit_code == 1
    assert (
        "submission 1: A (hdu_1846) hdu_1846_n_equals_m.py at 0:12:00: WA on case 2 of 25"
        in wrong.output
    )
    assert "case 2 is a hidden case" in wrong.output
    clock.advance("0:30:00")
    right = cli("contest", "submit", "p1", "A", ACCEPTED)
    assert right.exit_code == 0 and ": AC" in right.output
    status = cli("contest", "status", "p1")
    assert status.exit_code == 0
    assert "team:   me (alice)" in status.output
    assert "0:42:00 elapsed, 1:18:00 left" in status.output
    assert (
        "A  hdu_1846  Brave Game" in status.output
        and "solved at minute 42, 2 tries" in status.output
    )
    board = cli("contest", "board", "p1")
    assert board.exit_code == 0
    assert board.output.splitlines()[:3] == [
        "Practice 1: scoreboard at 0:42:00 (jury view)",
        "RANK  TEAM         SOLVED  TIME  A      B",
        "   1  alice (you)  1       62    2/42*",
    ]
    as_json = json.loads(cli("contest", "board", "p1", "--json").output)
    assert as_json["rows"][0]["score"] == {"num_solved": 1, "total_time": 62, "time": 42}
    earlier = json.loads(cli("contest", "board", "p1", "--json", "--at", "0:20:00").output)
    assert earlier["rows"][0]["problems"][0]["num_judged"] == 1
    assert cli("contest", "list").output.split() == ["p1"]


@pytest.mark.slow
def test_a_contest_s_screens_in_chinese(cli, clock):
    # The same contest as above, read by a Chinese team: the verdict line, its feedback, the
    # status and the board in Chinese (the verdict's abbreviation and the names as they are).
    made = cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "2:00:00")
    assert made.exit_code == 0, made.output
    assert cli("contest", "start", "p1", "--as", "alice").exit_code == 0
    clock.advance("0:12:00")
    wrong = cli("--lang", "zh", "contest", "submit", "p1", "A", WRONG_ON_HIDDEN)
    assert wrong.exit_code == 1
    lines = wrong.output.splitlines()
    assert lines[0] == (
        "提交 1：A（hdu_1846）hdu_1846_n_equals_m.py，于 0:12:00：WA：第 2 个测试点（共 25 个）"
    )
    assert lines[1].startswith("    运行了 2 个测试点，最大 CPU 时间 "), lines
    assert lines[2] == "    第 2 个测试点是隐藏测试点：比赛结束后才显示其数据"
    clock.advance("0:30:00")
    assert cli("contest", "submit", "p1", "A", ACCEPTED).exit_code == 0
    status = cli("--lang", "zh", "contest", "status", "p1").output.splitlines()
    assert status[1:3] == [
        "  队伍：  me（alice）",
        "  时间：  已进行 0:42:00，剩余 1:18:00（2024-03-01 12:00:00 结束）",
    ]
    assert status[3] == "  排名：  第 1 名（共 1 队），通过 1 题，罚时 62 分钟"
    assert status[5].split() == [
        "A",
        "hdu_1846",
        "Brave",
        "Game",
        "第",
        "42",
        "分钟通过，2",
        "次尝试",
    ]
    assert status[7].split() == ["#", "时间", "题目", "文件", "结果"]
    board = cli("--lang", "zh", "contest", "board", "p1").output.splitlines()
    assert board[0] == "p1：0:42:00 时的榜单（裁判视图）"
    assert board[1].split() == ["排名", "队伍", "解题数", "罚时", "A"]
    assert board[2].split() == ["1", "alice（你）", "1", "62", "2/42*"]


@pytest.mark.slow
def test_status_verbose_and_after_the_end(cli, clock):
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    cli("contest", "start", "p1")
    cli("contest", "submit", "p1", "A", WRONG_ON_HIDDEN)
    during = cli("contest", "status", "p1", "-v").output
    assert "single-case-minimum" not in during and "hidden case" in during
    clock.advance("1:00:00")
    after = cli("contest", "status", "p1", "-v").output
    assert "ended at 2024-03-01 11:00:00" in after
    assert "case 2 (single-case-minimum)" in after
    late = cli("contest", "submit", "p1", "A", WRONG_ON_SAMPLE)
    assert "(upsolving: not part of the contest)" in late.output
    assert "(upsolving)" in cli("contest", "status", "p1").output


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["new", "p2", "--problems", "hdu_1846,hdu_25l6", "--duration", "1:00:00"],
            "unknown problem 'hdu_25l6' (no {root}/problems/hdu_25l6/problem.yaml); did you mean "
            "hdu_2516",
        ),
        (
            ["new", "p2", "--problems", "hdu_1846,hdu_1846", "--duration", "1:00:00"],
            "problem 'hdu_1846' is given twice",
        ),
        (
            ["new", "p2", "--problems", "hdu_1846", "--duration", "2h"],
            "--duration: malformed duration '2h': expected h:mm or h:mm:ss(.uuu), e.g. 5:00 or 0:30:00",
        ),
        (
            ["new", "p2", "--problems", "hdu_1846", "--duration", "1:00:00", "--freeze", "2:00:00"],
            "--freeze: 2:00:00 is not within the contest's 1:00:00",
        ),
        (
            ["new", "p2", "--problems", "hdu_1846", "--duration", "1:00:00", "--start", "soon"],
            "--start: malformed TIME 'soon'",
        ),
        (
            ["new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00"],
            "contest 'p1' already exists ({root}/contests/p1)",
        ),
        (
            ["new", "../x", "--problems", "hdu_1846", "--duration", "1:00:00"],
            "contest name '../x' may hold only letters, digits",
        ),
        (["start", "p9"], "no contest 'p9' (no {root}/contests/p9/contest.yaml); did you mean p1?"),
        (
            ["submit", "p1", "A", str(ACCEPTED)],
            "contest 'p1' has not started; start it with: judge contest start p1",
        ),
        (["board", "p1", "--at", "1:7"], "--at: malformed duration '1:7'"),
    ],
)
@pytest.mark.slow
def test_bad_input_is_one_plain_message_and_records_nothing(cli, root, args, message):
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    before = counts(root, "p1")
    listing = sorted(p.name for p in (root / "contests").iterdir())
    result = cli("contest", *args)
    assert error_line(result) == message.format(root=root) or error_line(result).startswith(
        message.format(root=root)
    )
    assert counts(root, "p1") == before
    assert sorted(p.name for p in (root / "contests").iterdir()) == listing  # no leftovers


def test_board_needs_a_contest_or_a_feed(cli):
    result = cli("contest", "board")
    assert result.exit_code == 2 and "give a contest NAME or --feed FILE" in result.output


def test_a_locked_database_is_a_plain_error(cli, root, monkeypatch):
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    monkeypatch.setattr(store, "BUSY_TIMEOUT", 0.2)
    before = counts(root, "p1")
    holder = sqlite3.connect(db_path(root, "p1"), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        result = cli("contest", "start", "p1")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert error_line(result) == (
        f"{db_path(root, 'p1')}: the contest database is locked by "
        "another process; try again when it has finished"
    )
    assert counts(root, "p1") == before


def test_a_damaged_database_is_a_plain_error(cli, root):
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    path = db_path(root, "p1")
    for suffix in ("-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    path.write_bytes(b"this is not a database, just some bytes " * 200)
    result = cli("contest", "status", "p1")
    assert error_line(result).startswith(
        f"{path}: the contest database is damaged or is not a contest database (file is not a "
        "database)"
    )


def test_a_database_of_another_schema_version_is_refused(cli, root):
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    with sqlite3.connect(db_path(root, "p1")) as conn:
        conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    assert error_line(cli("contest", "status", "p1")) == (
        f"{db_path(root, 'p1')}: contest database of schema version 99; this judge reads version 1"
    )


def test_a_broken_contest_yaml_names_the_file(cli, root):
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    path = root / "contests" / "p1" / "contest.yaml"
    path.write_text(path.read_text().replace("'1:00:00'", "1 hour"))
    assert error_line(cli("contest", "start", "p1")) == (
        f"{path}: duration: malformed duration '1 hour': expected h:mm or h:mm:ss(.uuu), "
        "e.g. 5:00 or 0:30:00"
    )


# -- the board of any feed ------------------------------------------------------------------


def test_board_of_a_feed_is_the_contest_api_scoreboard(cli):
    from judge.contest.core.board import board_json

    for extra in ([], ["--public"], ["--at", "1:30:00"], ["--at", "4:30:00", "--public"]):
        result = cli("contest", "board", "--feed", WF14, "--json", *extra)
        assert result.exit_code == 0, result.output
        at = extra[extra.index("--at") + 1] if "--at" in extra else None
        assert json.loads(result.output) == board_json(WF14, at=at, public="--public" in extra)
    rows = json.loads(cli("contest", "board", "--feed", WF14, "--json").output)["rows"]
    assert [
        (r["rank"], r["team_id"], r["score"]["num_solved"], r["score"]["total_time"]) for r in rows
    ] == [(1, "11", 2, 320), (2, "123", 1, 90)]


def test_board_of_a_feed_as_text(cli):
    result = cli("contest", "board", "--feed", WF14)
    assert result.exit_code == 0
    assert result.output.splitlines() == [
        "2014 ICPC World Finals: scoreboard at 5:00:00 (jury view)",
        "RANK  TEAM                 SOLVED  TIME  A      B",
        "   1  The Shanghai Tigers  2       320   2/50*  1/250",
        "   2  CMU1                 1       90    1/90   0/- ?1",
    ]


@pytest.mark.parametrize(
    "lines, message",
    [
        (
            ['{"type":"contest","data":{"id":"c","name":"c","duration":"5:00:00"}}', '{"type":'],
            "{feed}:2: truncated event: the feed ends in the middle of a line",
        ),
        (['{"type":"contest","data":{"id":"c"}}', "not json", "{}"], "{feed}:2: malformed JSON"),
        (
            [
                '{"type":"problems","id":"A","data":{"id":"A","label":"A"}}',
                '{"type":"submissions","id":"1","data":{"id":"1","team_id":"t9","problem_id":"A",'
                '"contest_time":"0:01:00"}}',
            ],
            "{feed}:2: submission '1' refers to unknown team 't9'",
        ),
    ],
)
def test_board_of_a_bad_feed_names_file_and_line(cli, tmp_path, lines, message):
    feed = tmp_path / "feed.ndjson"
    text = "\n".join(lines)
    feed.write_text(text if message.find("truncated") >= 0 else text + "\n")
    assert error_line(cli("contest", "board", "--feed", feed, "--json")).startswith(
        message.format(feed=feed)
    )


def test_board_of_a_missing_feed(cli, tmp_path):
    assert error_line(cli("contest", "board", "--feed", tmp_path / "nope.ndjson")).startswith(
        f"{tmp_path / 'nope.ndjson'}: cannot read the event feed"
    )


def test_board_of_a_feed_does_not_import_the_database_layer(tmp_path):
    """The feed's board is the fast path: no SQLAlchemy (a quarter of a second to import), no
    contest operations or storage, no other contest command's module."""
    import subprocess
    import sys

    from contest.contest_helpers import REPO

    code = (
        "import sys\nfrom judge.entry import main\ntry:\n"
        f"    main(['contest', 'board', '--feed', {str(WF14)!r}, '--json'])\n"
        "except SystemExit:\n    pass\n"
        "assert 'sqlalchemy' not in sys.modules, 'sqlalchemy imported'\n"
        "loaded = [m for m in sys.modules if m.startswith(('judge.contest.ops', "
        "'judge.contest.storage', 'judge.web', 'judge.cli.contest.'))]\n"
        "assert sorted(loaded) == ['judge.cli.contest.board', 'judge.cli.contest.common'], loaded\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["rows"][0]["team_id"] == "11"


def test_the_penalty_shown_is_the_one_applied(cli, root):
    """--penalty's help shows the default that contests get without it (the one definition:
    DEFAULT_PENALTY_MS)."""
    from judge.cli.contest import lifecycle
    from judge.contest.core.config import parse_contest, read_yaml
    from judge.contest.core.model import DEFAULT_PENALTY_MS

    (option,) = [p for p in lifecycle.new.params if p.name == "penalty"]
    assert option.show_default == str(DEFAULT_PENALTY_MS // 60000)
    assert (
        cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00").exit_code
        == 0
    )
    path = root / "contests" / "p1" / "contest.yaml"
    assert parse_contest(read_yaml(path), path, "p1").penalty == DEFAULT_PENALTY_MS


def test_each_contest_command_is_defined_by_the_module_named_for_it():
    """`judge contest` loads a command's module when the command is asked for: the table
    (CONTEST_COMMANDS) names every command with the module that defines it, and `judge
    contest --help` lists them all."""
    import importlib

    from judge.cli.contest import CONTEST_COMMANDS, contest
    from support import run_cli

    for module in set(CONTEST_COMMANDS.values()):
        importlib.import_module(module)
    assert set(contest.commands) == set(CONTEST_COMMANDS)  # none defined outside the table
    for name, module in CONTEST_COMMANDS.items():
        callback = contest.commands[name].callback
        assert callback is not None and callback.__module__ == module, name
    listed = run_cli("contest", "--help").output.split("Commands:")[1].split()
    assert set(CONTEST_COMMANDS) <= set(listed)


def test_refusals_of_the_contest_s_files_and_databases_in_chinese(tmp_path):
    """What judge/contest/core and judge/contest/storage refuse, the command line says in the
    reader's language (and in English by default)."""
    from support import run_cli

    feed = tmp_path / "feed.ndjson"
    feed.write_text('{"type": "contest", "op": "create", "data": {"id": "c"}}\n{"type"')
    board = run_cli("--lang", "zh", "contest", "board", "--feed", feed)
    assert board.exit_code == 2
    assert board.output.startswith(f"judge: 错误：{feed}:2：事件被截断：事件流在一行的中间结束")
    not_a_site = run_cli("--lang", "zh", "site", "members", tmp_path, "list")
    assert not_a_site.exit_code == 2
    assert (
        f"{tmp_path}：不是站点（没有 site.yaml；用 judge site new 创建一个）" in not_a_site.output
    )
    for lang, said in [
        ("zh", "mysql://x/y：不支持的数据库 'mysql'（比赛保存在 PostgreSQL 或 SQLite 中）"),
        (
            "en",
            "mysql://x/y: unsupported database 'mysql' (a contest lives in PostgreSQL or SQLite)",
        ),
    ]:
        worker = run_cli("--lang", lang, "worker", "--db", "mysql://x/y")
        assert worker.exit_code == 2 and said in worker.output, worker.output
