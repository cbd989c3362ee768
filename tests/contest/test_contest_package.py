"""Exports (a CCS contest package) and virtual contests (a recorded contest replayed at your
own start)."""

from __future__ import annotations

import json
import zipfile

import pytest

from contest.contest_helpers import (
    ACCEPTED,
    REPO,
    WF14,
    WRONG_ON_HIDDEN,
    WRONG_ON_SAMPLE,
    new_contest,
    open_session,
)
from judge.contest.core.board import board_json
from judge.contest.core.config import parse_contest, parse_problems, read_yaml
from judge.contest.core.feed import read_feed
from judge.contest.core.scoring import to_api
from judge.contest.ops import views
from judge.contest.ops.export import export_contest
from judge.contest.ops.start import start_contest
from judge.contest.ops.submit import submit
from judge.contest.ops.virtual import create_virtual
from judge.errors import JudgeError


def played(root, clock, name="p1"):
    """A finished solo contest: three official submissions to A, one to B, one upsolving."""
    new_contest(root, name, ["hdu_1846", "hdu_1847"], "1:00:00", freeze="0:15:00", clock=clock)
    with open_session(root, name, clock) as session:
        start_contest(session, "alice")
        for delay, label, path in (
            ("0:05:00", "A", WRONG_ON_SAMPLE),
            ("0:10:00", "A", WRONG_ON_HIDDEN),
            ("0:20:00", "B", WRONG_ON_SAMPLE),
            ("0:15:00", "A", ACCEPTED),
            ("0:20:00", "B", ACCEPTED),
        ):
            clock.advance(delay)  # at 0:05, 0:15, 0:35, 0:50 and 1:10
            submit(session, label, path)  # the last one is upsolving


def rows_of(board: dict):
    return [(r["rank"], r["team_id"], r["score"], r["problems"]) for r in board["rows"]]


@pytest.mark.slow
def test_export_is_a_ccs_contest_package(root, clock, tmp_path):
    played(root, clock)
    out = tmp_path / "package"
    with open_session(root, "p1", clock) as session:
        files = export_contest(session, out)
        db_board = to_api(views.board(session)[0])
    assert files == [
        "api.json",
        "contest.yaml",
        "event-feed.ndjson",
        "judgement-types.json",
        "judgements.json",
        "languages.json",
        "problems.yaml",
        "scoreboard.json",
        "state.json",
        "submissions.json",
        "submissions/1/files.zip",
        "submissions/2/files.zip",
        "submissions/3/files.zip",
        "submissions/4/files.zip",
        "teams.json",
    ]
    assert json.loads((out / "api.json").read_text())["version"] == "2023-06"
    # contest.yaml and problems.yaml: the same files a contest folder holds.
    contest = parse_contest(read_yaml(out / "contest.yaml"), out / "contest.yaml", "x")
    assert (contest.id, contest.duration, contest.freeze, contest.penalty) == (
        "p1",
        3600000,
        900000,
        1200000,
    )
    assert contest.start_time.ms == clock.now().ms - 70 * 60000
    problems = parse_problems(read_yaml(out / "problems.yaml"), out / "problems.yaml", REPO)
    assert [(p.id, p.label) for p in problems] == [("hdu_1846", "A"), ("hdu_1847", "B")]
    # Submissions: the contest's only, each with its source zipped at the archive's root.
    subs = json.loads((out / "submissions.json").read_text())
    assert [s["id"] for s in subs] == ["1", "2", "3", "4"]
    assert subs[3]["files"] == [
        {
            "href": "contests/p1/submissions/4/files",
            "filename": "files.zip",
            "mime": "application/zip",
        }
    ]
    assert subs[3]["entry_point"] == "solution.py" and subs[3]["language_id"] == "python3"
    with zipfile.ZipFile(out / "submissions" / "4" / "files.zip") as archive:
        assert archive.namelist() == ["solution.py"]
        assert archive.read("solution.py") == ACCEPTED.read_bytes()
    judgements = json.loads((out / "judgements.json").read_text())
    assert [j["judgement_type_id"] for j in judgements] == ["WA", "WA", "RTE", "AC"]
    assert all(j["end_time"] and j["start_time"] for j in judgements)
    assert json.loads((out / "teams.json").read_text()) == [
        {"id": "me", "name": "alice", "label": "me", "hidden": False}
    ]
    state = json.loads((out / "state.json").read_text())
    assert state["ended"] and state["frozen"] and state["thawed"] and state["finalized"]
    # The board from the database, from scoreboard.json and from the exported feed agree.
    assert json.loads((out / "scoreboard.json").read_text()) == db_board
    assert rows_of(board_json(out / "event-feed.ndjson")) == rows_of(db_board)
    assert db_board["rows"][0]["score"] == {"num_solved": 1, "total_time": 90, "time": 50}
    # The feed has no trace of the upsolving submission.
    assert "5" not in read_feed(out / "event-feed.ndjson").submissions


@pytest.mark.slow
def test_the_exported_feed_is_the_event_log_with_tokens(root, clock, tmp_path):
    played(root, clock)
    with open_session(root, "p1", clock) as session:
        export_contest(session, tmp_path / "package")
    lines = [
        json.loads(line)
        for line in (tmp_path / "package" / "event-feed.ndjson").read_text().splitlines()
    ]
    assert [line["token"] for line in lines] == [str(n) for n in range(1, len(lines) + 1)]
    assert all(set(line) == {"type", "id", "data", "token"} for line in lines)
    assert lines[0]["type"] == "contest" and lines[-1]["type"] == "state"
    subs = [line["id"] for line in lines if line["type"] == "submissions"]
    assert subs == ["1", "2", "3", "4"]


@pytest.mark.slow
def test_the_board_at_any_time_agrees_between_database_and_feed(root, clock, tmp_path):
    played(root, clock)
    with open_session(root, "p1", clock) as session:
        export_contest(session, tmp_path / "package")
        for at, public in (
            ("0:05:00", False),
            ("0:16:00", False),
            ("0:50:00", True),
            ("0:59:59", True),
            ("0:59:59", False),
        ):
            from judge.contest.core.times import parse_duration

            ours = to_api(views.board(session, parse_duration(at), public)[0])
            theirs = board_json(tmp_path / "package" / "event-feed.ndjson", at=at, public=public)
            assert rows_of(ours) == rows_of(theirs), (at, public)


def test_export_refuses_a_folder_with_files(cli, root, clock, tmp_path):
    cli("contest", "new", "p1", "--problems", "hdu_1846", "--duration", "1:00:00")
    out = tmp_path / "full"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    result = cli("contest", "export", "p1", out)
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        f"judge: error: {out}: exists and is not an empty folder; export into a new one"
    )
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]
    fine = cli("contest", "export", "p1", tmp_path / "new" / "package")
    assert fine.exit_code == 0 and "wrote 11 files" in fine.output


# -- virtual contests -------------------------------------------------------------------------

WF14_MAP = {"A": "hdu_1846", "B": "hdu_1847"}


def recorded_rows(at: str):
    """The recorded board at ``at`` with the recorded problem ids mapped to ours."""
    ids = {"asteroids": "hdu_1846", "bottles": "hdu_1847"}
    rows = []
    for rank, team, score, problems in rows_of(board_json(WF14, at=at)):
        rows.append(
            (rank, team, score, [{**p, "problem_id": ids[p["problem_id"]]} for p in problems])
        )
    return rows


def test_a_virtual_contest_shows_the_recorded_teams_at_your_elapsed_time(root, clock):
    folder = create_virtual(root, str(WF14), clock, "bob", mapping=WF14_MAP)
    assert folder.name == "virtual-wf14"
    for at in ("0:00:00", "0:45:20", "0:50:19", "1:31:12", "4:30:00", "5:00:00"):
        with open_session(root, "virtual-wf14", clock) as session:
            board, state = views.board(session)
            ours = [row for row in rows_of(to_api(board)) if row[1] != "me"]
            assert ours == recorded_rows(at), at
            assert "me" in [row.team_id for row in board.rows]
            assert state.teams["me"].name == "bob"
        from judge.contest.core.times import parse_duration

        if at != "5:00:00":
            next_at = ("0:45:20", "0:50:19", "1:31:12", "4:30:00", "5:00:00")[
                ("0:00:00", "0:45:20", "0:50:19", "1:31:12", "4:30:00").index(at)
            ]
            clock.advance(parse_duration(next_at) - parse_duration(at))


@pytest.mark.slow
def test_you_take_part_in_the_virtual_contest(root, clock):
    create_virtual(root, str(WF14), clock, "bob", mapping=WF14_MAP)
    clock.advance("0:40:00")
    with open_session(root, "virtual-wf14", clock) as session:
        view = submit(session, "A", ACCEPTED)
        assert (view.verdict, view.official, view.id) == ("AC", True, "201")  # above recorded
        board, _ = views.board(session)
    # At 0:40 you are the first to solve A: the Tigers' solve comes at 0:50.
    assert [
        (r.rank, r.team_id, r.score.num_solved, r.problems[0].first_to_solve) for r in board.rows
    ] == [
        (1, "me", 1, True),
        (2, "123", 0, False),
        (2, "11", 0, False),
    ]  # tied: CMU1 < The Shanghai Tigers
    clock.advance("0:20:00")
    with open_session(root, "virtual-wf14", clock) as session:
        board, _ = views.board(session)
    assert [(r.team_id, r.score.num_solved, r.score.total_time) for r in board.rows] == [
        ("me", 1, 40),
        ("11", 1, 70),
        ("123", 0, 0),
    ]


def test_recorded_events_are_released_as_your_clock_passes_them(root, clock, tmp_path):
    create_virtual(root, str(WF14), clock, "bob", mapping=WF14_MAP)
    clock.advance("0:50:10")
    with open_session(root, "virtual-wf14", clock) as session:
        export_contest(session, tmp_path / "at-50")
        db_rows = rows_of(to_api(views.board(session)[0]))
    feed = read_feed(tmp_path / "at-50" / "event-feed.ndjson")
    assert sorted(feed.submissions) == ["150", "160", "170", "171"]  # not 187 (1:22) yet
    assert "189521" not in feed.judgements  # 171 is judged at 0:50:20
    assert rows_of(board_json(tmp_path / "at-50" / "event-feed.ndjson")) == db_rows
    subs = json.loads((tmp_path / "at-50" / "submissions.json").read_text())
    assert [s["id"] for s in subs] == ["150", "160", "170", "171"]


@pytest.mark.slow
def test_a_virtual_contest_of_an_exported_package_and_of_our_own_contest(root, clock, tmp_path):
    played(root, clock)
    with open_session(root, "p1", clock) as session:
        export_contest(session, tmp_path / "package")
        original = rows_of(to_api(views.board(session)[0]))
    for source, name in ((str(tmp_path / "package"), "again"), ("p1", "again-2")):
        create_virtual(root, source, clock, "carol", name=name)
        clock.advance("1:00:00")
        with open_session(root, name, clock) as session:
            board = to_api(views.board(session)[0])
        recorded = [row for row in rows_of(board) if row[1] == "me"]
        assert recorded == original, source  # alice's "me" is replayed as it was
        assert [r["team_id"] for r in board["rows"]][-1] == "me-2"  # carol, nothing solved


@pytest.mark.parametrize(
    "mapping, message",
    [
        (
            {},
            "the recorded contest's problem(s) A (asteroids), B (bottles) are not problems of this "
            "set; map each to one with --map LABEL=ID (e.g. --map A=acwing_891; see judge list)",
        ),
        ({"A": "hdu_1846"}, "problem(s) B (bottles) are not problems of this set"),
        (
            {"A": "hdu_1864", "B": "hdu_1847"},
            "--map A=hdu_1864: no problem 'hdu_1864' in this set; did you mean hdu_1847 or hdu_1846",
        ),
        ({"A": "hdu_1846", "B": "hdu_1846"}, "--map: hdu_1846 given for more than one recorded"),
        (
            {"A": "hdu_1846", "B": "hdu_1847", "C": "hdu_2516"},
            "--map C: no such problem in the recorded contest (its labels: A, B)",
        ),
    ],
)
def test_virtual_problem_mapping_errors(root, clock, mapping, message):
    with pytest.raises(JudgeError) as err:
        create_virtual(root, str(WF14), clock, "bob", mapping=mapping)
    assert message in str(err.value)
    assert not (root / "contests").exists() or not any((root / "contests").iterdir())


def test_virtual_from_the_command_line(cli, root, tmp_path):
    made = cli("contest", "virtual", WF14, "--as", "bob", "--map", "A=hdu_1846,B=hdu_1847")
    assert made.exit_code == 0, made.output
    assert made.output.startswith(
        "virtual contest virtual-wf14 started: 5:00:00 from now, "
        "4 recorded teams; problems A hdu_1846, B hdu_1847"
    )
    again = cli("contest", "virtual", WF14, "--map", "A=hdu_1846,B=hdu_1847")
    assert again.exit_code == 2 and "contest 'virtual-wf14' already exists" in again.stderr
    bad = cli("contest", "virtual", WF14, "--map", "A:hdu_1846")
    assert bad.exit_code == 2 and "--map 'A:hdu_1846': expected LABEL=PROBLEM_ID" in bad.stderr
    missing = cli("contest", "virtual", tmp_path / "nothing.ndjson")
    assert (
        missing.exit_code == 2
        and "no such event feed, contest package or contest" in missing.stderr
    )
    text = cli("contest", "board", "virtual-wf14").output.splitlines()
    assert text[0] == "2014 ICPC World Finals (virtual): scoreboard at 0:00:00 (jury view)"
    assert "bob (you)" in "\n".join(text)


def test_a_recorded_feed_without_judgement_types_uses_the_standard_ones(root, clock, tmp_path):
    feed = tmp_path / "tiny.ndjson"
    feed.write_text(
        "\n".join(
            json.dumps(e)
            for e in [
                {
                    "type": "contest",
                    "id": None,
                    "data": {
                        "id": "tiny",
                        "name": "Tiny",
                        "duration": "1:00:00",
                        "penalty_time": 20,
                    },
                },
                {"type": "problems", "id": "hdu_1846", "data": {"id": "hdu_1846", "label": "A"}},
                {"type": "teams", "id": "t1", "data": {"id": "t1", "name": "Rival"}},
                {
                    "type": "submissions",
                    "id": "1",
                    "data": {
                        "id": "1",
                        "team_id": "t1",
                        "problem_id": "hdu_1846",
                        "contest_time": "0:01:00",
                    },
                },
                {
                    "type": "judgements",
                    "id": "1",
                    "data": {
                        "id": "1",
                        "submission_id": "1",
                        "judgement_type_id": "NO",
                        "start_contest_time": "0:01:01",
                        "end_contest_time": "0:01:02",
                    },
                },
                {
                    "type": "submissions",
                    "id": "2",
                    "data": {
                        "id": "2",
                        "team_id": "t1",
                        "problem_id": "hdu_1846",
                        "contest_time": "0:02:00",
                    },
                },
                {
                    "type": "judgements",
                    "id": "2",
                    "data": {"id": "2", "submission_id": "2", "judgement_type_id": "AC"},
                },
            ]
        )
        + "\n"
    )
    create_virtual(root, str(feed), clock, "bob")  # hdu_1846 maps itself
    clock.advance("0:30:00")
    with open_session(root, "virtual-tiny", clock) as session:
        board, state = views.board(session)
    assert state.judgement_types["NO"].penalty  # No Output: a penalised rejection
    rival = next(r for r in board.rows if r.team_id == "t1")
    assert (rival.score.num_solved, rival.score.total_time) == (1, 22)


def test_a_truncated_recorded_feed_names_file_and_line(root, clock, tmp_path):
    feed = tmp_path / "cut.ndjson"
    feed.write_text(WF14.read_text()[:3000])
    with pytest.raises(JudgeError, match=rf"{feed}:\d+: truncated event"):
        create_virtual(root, str(feed), clock, "bob", mapping=WF14_MAP)
