"""A solo contest through the operations the command line calls, on a fake clock, with real
judging of hdu_1846 (25 cases, the first a sample)."""

from __future__ import annotations

import json

import pytest

from contest.contest_helpers import (
    ACCEPTED,
    LEAKY,
    WRONG_ON_HIDDEN,
    WRONG_ON_SAMPLE,
    counts,
    new_contest,
    open_session,
    sql,
)
from judge.contest.core.feedback import feedback_lines
from judge.contest.core.scoring import scoreboard
from judge.contest.core.submission_language import SOURCE_LIMIT
from judge.contest.core.text import board_text, status_text, submission_text
from judge.contest.ops import views as contest_views
from judge.contest.ops.start import start_contest
from judge.contest.ops.submit import submit
from judge.contest.ops.views import clocks, contest_state, team_submissions
from judge.errors import JudgeError


def new(root, clock, name="p1", problems=("hdu_1846", "hdu_1847"), duration="2:00:00", **options):
    new_contest(root, name, list(problems), duration, clock=clock, **options)
    return open_session(root, name, clock)


@pytest.mark.slow
def test_a_whole_solo_contest(root, clock):
    with new(root, clock) as session:
        start_contest(session, "alice")
        clock.advance("0:10:00")
        first = submit(session, "A", WRONG_ON_SAMPLE)
        clock.advance("0:10:00")
        second = submit(session, "a", WRONG_ON_HIDDEN)  # labels in any case
        clock.advance("0:39:59.999")
        third = submit(session, "hdu_1846", ACCEPTED)  # or the problem id
        assert (first.verdict, first.failure.number, first.failure.sample) == ("WA", 1, True)
        assert (second.verdict, second.failure.number, second.failure.sample) == ("WA", 2, False)
        assert third.verdict == "AC" and third.failure is None and len(third.cases) == 25
        assert [v.contest_time for v in (first, second, third)] == [600000, 1200000, 3599999]
        assert all(v.official and v.status == "judged" for v in (first, second, third))

        board, state = contest_views.board(session)
        (row,) = board.rows
        # Solved at 0:59:59.999, which is minute 59, plus two rejections at 20 minutes each.
        assert (row.team_id, row.score.num_solved, row.score.total_time) == ("me", 1, 99)
        assert (row.problems[0].num_judged, row.problems[0].time) == (3, 59)
        assert state.teams["me"].name == "alice"
        text = board_text(board, state, "me")
        assert "alice (you)" in text and "3/59*" in text

        views = team_submissions(session)
        status = status_text("p1", state, clocks(session), board, views, "me")
        assert "solved at minute 59, 3 tries" in status
        assert "WA on case 2 of 25" in status and "1:00:00 left" in status


def test_judging_stops_at_the_first_failing_case(root, clock):
    with new(root, clock) as session:
        start_contest(session, "me")
        view = submit(session, "A", WRONG_ON_HIDDEN)
    assert [c.verdict for c in view.cases] == ["AC", "WA"]  # cases 3..25 never ran
    assert view.total == 25


def test_during_the_contest_hidden_data_stays_hidden(root, clock):
    with new(root, clock) as session:
        start_contest(session, "me")
        clock.advance("0:05:00")
        leaky = submit(session, "A", LEAKY)
        sample = submit(session, "A", WRONG_ON_SAMPLE)
        during = "\n".join(submission_text(v, contest_over=False) for v in (leaky, sample))
        # The hidden case: its number and the verdict, nothing of its data.
        assert "RE on case 2 of 25" in during
        assert "case 2 is a hidden case: its data is shown after the contest" in during
        for secret in ("SECRET-INPUT", "single-case-minimum", "exit code 3", "1 1"):
            assert secret not in during.split("sample 1")[0], secret
        # The sample: shown whole.
        assert "sample 1 (sample): line 2, column 1: expected 'second', got 'first'" in during
        assert "      | 23 2" in during

        clock.advance("2:00:00")  # the contest is over: everything may be seen
        with open_session(root, "p1", clock) as later:
            (leaky_after, _) = team_submissions(later)
            after = "\n".join(feedback_lines(leaky_after, clocks(later).over))
        assert "case 2 (single-case-minimum): exit code 3: SECRET-INPUT" in after
        assert "      | 1 1" in after and "stderr:" in after


@pytest.mark.slow
def test_after_the_end_submissions_are_upsolving(root, clock):
    with new(root, clock) as session:
        start_contest(session, "me")
        clock.advance("1:59:59.999")
        last = submit(session, "A", WRONG_ON_SAMPLE)
        clock.advance("0:00:00.001")
        before = counts(root, "p1")
        late = submit(session, "A", WRONG_ON_HIDDEN)
        assert last.official and not late.official
        text = submission_text(late, clocks(session).over)
        assert "(upsolving: not part of the contest)" in text
        assert "case 2 (single-case-minimum)" in text  # full feedback
        board, _ = contest_views.board(session)
        assert board.rows[0].problems[0].num_judged == 1  # the upsolving one is not counted
    after = counts(root, "p1")
    assert after["submissions"] == before["submissions"] + 1
    # Not part of the contest: no events, so not in its feed or package either.
    assert sql(
        root,
        "p1",
        "SELECT count(*) FROM events WHERE type IN "
        "('submissions', 'judgements') AND object_id IN ('2', '2')",
    ) == [(0,)]


def test_submitting_before_the_start_is_refused_and_records_nothing(root, clock):
    with new(root, clock) as session:
        before = counts(root, "p1")
        with pytest.raises(
            JudgeError, match="has not started; start it with: judge contest start p1"
        ):
            submit(session, "A", ACCEPTED)
    assert counts(root, "p1") == before


def test_a_scheduled_contest_starts_by_itself(root, clock):
    with new(root, clock, start="2024-03-01T11:00:00+01:00") as session:
        with pytest.raises(
            JudgeError,
            match=r"has not started \(it starts at 2024-03-01 "
            r"11:00:00\); submissions are refused",
        ):
            submit(session, "A", WRONG_ON_SAMPLE)
        with pytest.raises(JudgeError, match="starts by itself at"):
            start_contest(session, "me")
    clock.advance("1:00:00")
    with open_session(root, "p1", clock) as session:
        assert clocks(session).phase == "running"
        with pytest.raises(JudgeError, match="has no team of yours"):
            submit(session, "A", WRONG_ON_SAMPLE)  # a club contest: no solo team


def test_starting_twice_is_refused(root, clock):
    with new(root, clock) as session:
        start_contest(session, "me")
        clock.advance("0:01:02")
        with pytest.raises(JudgeError, match=r"started at 2024-03-01 10:00:00 \(0:01:02 ago\)"):
            start_contest(session, "me")


def test_freeze_thaw_and_final_state(root, clock):
    with new(root, clock, freeze="0:30:00") as session:
        start_contest(session, "me")
        clock.advance("1:40:00")
        submit(session, "A", WRONG_ON_SAMPLE)
        public, state = contest_views.board(session, public=True)
        jury, _ = contest_views.board(session)
        cell = public.rows[0].problems[0]
        assert (cell.num_judged, cell.num_pending) == (0, 1)  # frozen: pending to the public
        assert jury.rows[0].problems[0].num_judged == 1
        assert public.freeze_start == 90 * 60000
    clock.advance("0:20:00")  # 2:00:00: the end; the board thaws just after it
    with open_session(root, "p1", clock) as session:
        public, state = contest_views.board(session, public=True)
        assert public.rows[0].problems[0].num_pending == 1
    clock.advance(1)
    with open_session(root, "p1", clock) as session:
        public, state = contest_views.board(session, public=True)
        assert public.rows[0].problems[0].num_judged == 1
        info = state.state
        start = state.contest.start_time.ms
        assert (info.started.ms - start, info.frozen.ms - start, info.ended.ms - start) == (
            0,
            90 * 60000,
            120 * 60000,
        )
        assert info.thawed.ms > info.ended.ms and info.finalized.ms > info.ended.ms
    phases = [
        json.loads(d)["ended"] is not None
        for (d,) in sql(root, "p1", "SELECT data FROM events WHERE type = 'state'")
    ]
    assert phases[-1] and not phases[0]


def test_changes_to_contest_yaml_are_recorded(root, clock):
    with new(root, clock) as session:
        start_contest(session, "me")
        clock.advance("0:10:00")
        submit(session, "A", WRONG_ON_SAMPLE)
        submit(session, "A", WRONG_ON_HIDDEN)
    yaml_path = root / "contests" / "p1" / "contest.yaml"
    yaml_path.write_text(yaml_path.read_text().replace("penalty_time: 20", "penalty_time: 5"))
    with open_session(root, "p1", clock) as session:
        state = contest_state(session)
        assert state.contest.penalty_time == 5 * 60000
    contests = sql(root, "p1", "SELECT data FROM events WHERE type = 'contest'")
    assert json.loads(contests[-1][0])["penalty_time"] == 5
    # A problem with submissions cannot leave the contest; nothing is changed by trying.
    problems = root / "contests" / "p1" / "problems.yaml"
    text = problems.read_text()
    problems.write_text(text[text.index("- id: hdu_1847") :])
    before = counts(root, "p1")
    with pytest.raises(JudgeError, match=r"problem 'hdu_1846' \(A\) has 2 submission\(s\)"):
        open_session(root, "p1", clock)
    assert counts(root, "p1") == before


def test_relabelling_problems_swaps_labels(root, clock):
    new(root, clock).close()
    problems = root / "contests" / "p1" / "problems.yaml"
    text = problems.read_text()
    problems.write_text(
        text.replace("label: A", "label: X")
        .replace("label: B", "label: A")
        .replace("label: X", "label: B")
    )
    with open_session(root, "p1", clock) as session:
        labels = {p.id: p.label for p in contest_state(session).problems.values()}
    assert labels == {"hdu_1846": "B", "hdu_1847": "A"}


@pytest.mark.parametrize(
    "problem, file, message",
    [
        (
            "C",
            ACCEPTED,
            "contest 'p1' has no problem 'C'; its problems: A (hdu_1846), B (hdu_1847)",
        ),
        ("A", "missing.py", "missing.py: no such file"),
        ("A", "notes.txt", "notes.txt: unknown language (file extension .txt; known: .py, .c, "),
    ],
)
def test_bad_submissions_record_nothing(root, clock, tmp_path, problem, file, message):
    (tmp_path / "notes.txt").write_text("hello")
    path = file if not isinstance(file, str) else tmp_path / file
    with new(root, clock) as session:
        start_contest(session, "me")
        before = counts(root, "p1")
        with pytest.raises(JudgeError) as err:
            submit(session, problem, path)
        assert message in str(err.value)
    assert counts(root, "p1") == before


def test_a_source_over_the_limit_is_refused(root, clock, tmp_path):
    big = tmp_path / "big.py"
    big.write_text("#" * (SOURCE_LIMIT + 1))
    with new(root, clock) as session:
        start_contest(session, "me")
        with pytest.raises(JudgeError, match="a submission may have at most 256 KiB"):
            submit(session, "A", big)


def test_a_compile_error_shows_the_compiler_and_costs_nothing(root, clock, tmp_path):
    source = tmp_path / "broken.c"
    source.write_text("int main( { return 0; }\n")
    with new(root, clock) as session:
        start_contest(session, "me")
        view = submit(session, "A", source)
        assert (view.verdict, view.type_id) == ("CE", "CE")
        assert "broken.c:1:" in "\n".join(feedback_lines(view, contest_over=False))
        assert str(tmp_path) not in (view.compile_error or "")
        board, _ = contest_views.board(session)
        cell = board.rows[0].problems[0]
        assert (cell.num_judged, cell.num_pending) == (0, 0)


def test_broken_problem_data_is_a_judging_error(root, clock):
    import shutil

    from contest.contest_helpers import REPO

    (root / "problems").unlink()  # problems of its own, to break one after the start
    (root / "problems").mkdir()
    for pid in ("hdu_1846", "hdu_1847"):
        shutil.copytree(REPO / "problems" / pid, root / "problems" / pid)
    with new(root, clock) as session:
        start_contest(session, "me")
        (root / "problems" / "hdu_1846" / "tests.yaml").write_text("cases: [\n")
        view = submit(session, "A", ACCEPTED)
        assert (view.verdict, view.type_id) == ("JE", "JE")
        assert "tests.yaml: invalid YAML" in view.error
        board, _ = contest_views.board(session)
        assert board.rows[0].problems[0].num_pending == 1  # a judging error is pending


def test_scoreboard_from_the_database_is_the_scoring_module_s(root, clock):
    with new(root, clock) as session:
        start_contest(session, "me")
        clock.advance("0:03:00")
        submit(session, "B", WRONG_ON_SAMPLE)
        board, state = contest_views.board(session)
        assert board == scoreboard(state, at=board.contest_time)
