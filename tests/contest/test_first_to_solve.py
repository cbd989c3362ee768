"""First to solve: one rule (judge.contest.core.scoring.first_solve, the CCS award's), the same
answer from every consumer: the board's cells, their API form, the board as text, the awards,
the jury's statistics and the results' cells. Pinned on the cases where two older rules of the
project disagreed: two solves in the same minute, an earlier submission still pending, a
frozen board, a rejudged submission.

The older rules were the scorer's (exact times, withheld while an earlier submission waits,
as here) and the statistics' (the first accepted submission in time order, pending ones
ignored): they disagreed on a pending earlier submission, and on the teams counted."""

from __future__ import annotations

from contest.builders import contest_state, judge, set_state, submit
from judge.contest.core.awards import awards
from judge.contest.core.model import ContestState, Group, Team
from judge.contest.core.records import JudgingStatus, SubmissionView
from judge.contest.core.scoring import FirstSolve, Outcome, first_solve, scoreboard, to_api
from judge.contest.core.text import cell_text
from judge.contest.core.times import parse_reltime
from judge.contest.ops.results import cell
from judge.contest.ops.statistics import compute

PENDING, REJECTED, SOLVED, IGNORED = (
    Outcome.PENDING,
    Outcome.REJECTED,
    Outcome.SOLVED,
    Outcome.IGNORED,
)


def views_of(state: ContestState) -> dict[str, SubmissionView]:
    """Each submission as the storage would show it: judged by its newest judgement, if any."""
    views = {}
    for sub in state.submissions.values():
        done = [j for j in state.judgements.values() if j.submission_id == sub.id]
        done = [j for j in done if j.judgement_type_id is not None and not j.superseded]
        type_id = done[-1].judgement_type_id if done else None
        status = JudgingStatus.JUDGED if done else JudgingStatus.QUEUED
        views[sub.id] = SubmissionView(
            sub.id,
            sub.team_id,
            sub.problem_id,
            label=sub.problem_id,
            filename="a.py",
            contest_time=sub.contest_time,
            official=True,
            status=status,
            type_id=type_id,
        )
    return views


def firsts(state: ContestState, at: str | None = None, public: bool = False) -> dict[str, tuple]:
    """Problem id -> the teams first to solve it, as every consumer says (they must agree)."""
    board = scoreboard(state, at=None if at is None else parse_reltime(at), public=public)
    rule = {f.problem_id: f.team_ids for f in board.first_solves}
    cells: dict[str, list[str]] = {pid: [] for pid in rule}
    texts: dict[str, list[str]] = {pid: [] for pid in rule}
    results: dict[str, list[str]] = {pid: [] for pid in rule}
    for row in board.rows:
        for c in row.problems:
            if c.first_to_solve:
                cells[c.problem_id].append(row.team_id)
            if cell_text(c).split(" ")[0].endswith("*"):
                texts[c.problem_id].append(row.team_id)
            if cell(c).endswith("*"):
                results[c.problem_id].append(row.team_id)
    api: dict[str, list[str]] = {pid: [] for pid in rule}
    for row in to_api(board)["rows"]:
        for c in row["problems"]:
            if c["first_to_solve"]:
                api[c["problem_id"]].append(row["team_id"])
    prefix = "first-to-solve-"
    awarded = {
        a.id[len(prefix) :]: a.team_ids for a in awards(board, state) if a.id.startswith(prefix)
    }
    for said in (cells, texts, results, api):
        assert {pid: tuple(sorted(teams)) for pid, teams in said.items()} == rule
    assert {pid: tuple(sorted(teams)) for pid, teams in awarded.items()} == rule
    if not public:  # the jury's statistics: the first team(s), by name, and the minute
        for problem in compute(state, views_of(state), board).problems:
            first = board.first_solve(problem.id)
            names = ", ".join(state.teams[t].shown_name for t in first.team_ids)
            minute = None if first.contest_time is None else first.contest_time // 60_000
            assert problem.first_solve == ((minute, names) if first.team_ids else None)
            assert problem.first_solve_waits == first.waiting
    return rule


# -- the rule itself ------------------------------------------------------------------------------


def test_the_rule_on_a_problems_submissions():
    assert first_solve("A", []) == FirstSolve("A")
    assert first_solve("A", [(5, "b", REJECTED), (9, "a", SOLVED)]) == FirstSolve("A", 9, ("a",))
    # Earliest by the exact time, not by the minute, nor by the order given.
    assert first_solve("A", [(601_000, "b", SOLVED), (600_999, "a", SOLVED)]).team_ids == ("a",)
    # The very same millisecond: both.
    both = first_solve("A", [(7, "b", SOLVED), (7, "a", SOLVED)])
    assert both == FirstSolve("A", 7, ("a", "b"))
    # An earlier submission pending: nobody yet; one at the same millisecond is not earlier,
    # nor is a later one; a rejection without penalty (a compile error) is not pending.
    assert first_solve("A", [(6, "c", PENDING), (7, "a", SOLVED)]) == FirstSolve(
        "A", 7, waiting=True
    )
    assert first_solve("A", [(7, "c", PENDING), (7, "a", SOLVED), (8, "b", PENDING)]).team_ids == (
        "a",
    )
    assert first_solve("A", [(6, "c", IGNORED), (7, "a", SOLVED)]).team_ids == ("a",)


# -- the cases where the old rules disagreed ------------------------------------------------------


def test_two_solves_in_the_same_minute():
    state = contest_state()
    submit(state, "b", "A", "0:10:40", "AC")
    submit(state, "a", "A", "0:10:05", "AC", judged="0:11:30")  # judged after b's
    assert firsts(state) == {"A": ("a",), "B": ()}
    board = scoreboard(state)
    assert [c.time for r in board.rows for c in r.problems if c.solved] == [10, 10]
    assert board.first_solve("A") == FirstSolve("A", parse_reltime("0:10:05"), ("a",))
    # At the very same millisecond, both are first.
    submit(state, "c", "B", "0:20:00.250", "AC")
    submit(state, "b", "B", "0:20:00.250", "AC")
    assert firsts(state) == {"A": ("a",), "B": ("b", "c")}


def test_a_pending_earlier_submission_withholds_the_first_solve():
    state = contest_state()
    earlier = submit(state, "b", "A", "0:05:00")  # not judged yet
    submit(state, "a", "A", "0:10:00", "AC")
    assert firsts(state) == {"A": (), "B": ()}
    assert scoreboard(state).first_solve("A").waiting
    judge(state, earlier, "WA", end="0:30:00")
    assert firsts(state) == {"A": ("a",), "B": ()}
    assert firsts(state, at="0:29:59") == {"A": (), "B": ()}  # before that judgement ended
    # A judging error is pending too; a compile error is not.
    state = contest_state()
    submit(state, "b", "A", "0:05:00", "JE")
    submit(state, "c", "B", "0:05:00", "CE")
    submit(state, "a", "A", "0:10:00", "AC")
    submit(state, "a", "B", "0:10:00", "AC")
    assert firsts(state) == {"A": (), "B": ("a",)}
    # The pending one may turn out to be the first.
    state = contest_state()
    earlier = submit(state, "b", "A", "0:05:00")
    submit(state, "a", "A", "0:10:00", "AC")
    judge(state, earlier, "AC", end="0:40:00")
    assert firsts(state) == {"A": ("b",), "B": ()}


def test_a_frozen_board_shows_only_the_first_solves_before_the_freeze():
    state = contest_state(freeze="1:00:00")  # frozen from 4:00:00
    submit(state, "a", "A", "4:10:00", "AC")  # during the freeze
    submit(state, "c", "B", "3:59:00")  # before it, judged during it
    submit(state, "b", "B", "4:30:00", "AC")
    judge(state, "s2", "WA", end="4:05:00")
    set_state(state, started="0:00:00", frozen="4:00:00")
    assert firsts(state) == {"A": ("a",), "B": ("b",)}  # the jury's
    assert firsts(state, public=True) == {"A": (), "B": ()}
    # A solve before the freeze is everyone's; a pending one during the freeze is later.
    submit(state, "c", "A", "3:00:00", "AC")
    assert firsts(state, public=True) == {"A": ("c",), "B": ()}
    assert firsts(state) == {"A": ("c",), "B": ("b",)}
    # Thawed, the public board is the jury's.
    set_state(state, started="0:00:00", frozen="4:00:00", ended="5:00:00", thawed="5:10:00")
    assert firsts(state, public=True) == firsts(state)


def test_a_rejudged_submission():
    state = contest_state()
    first = submit(state, "a", "A", "0:10:00", "AC")
    submit(state, "b", "A", "0:20:00", "AC")
    assert firsts(state) == {"A": ("a",), "B": ()}
    rejudging = judge(state, first, None, start="1:00:00")  # under way: the old verdict stands
    assert firsts(state) == {"A": ("a",), "B": ()}
    del state.judgements[rejudging]
    judge(state, first, "WA", start="1:00:00", end="1:00:30")
    assert firsts(state, at="1:00:29") == {"A": ("a",), "B": ()}
    assert firsts(state) == {"A": ("b",), "B": ()}
    # ... and back, by a second rejudging: the newest completed judgement counts.
    judge(state, first, "AC", start="2:00:00", end="2:00:30")
    assert firsts(state) == {"A": ("a",), "B": ()}


def test_only_the_boards_teams_take_part():
    """Hidden teams and teams of a higher sort order (observers) are off the board, and so
    never first: the statistics count no other teams than the board."""
    state = contest_state(
        teams=[
            Team("a", "Alpha", group_ids=("participants",)),
            Team("o", "Observer", group_ids=("observers",)),
            Team("h", "Hidden", hidden=True),
        ]
    )
    state.groups["participants"] = Group("participants", sortorder=0)
    state.groups["observers"] = Group("observers", sortorder=1)
    submit(state, "h", "A", "0:01:00", "AC")
    submit(state, "o", "A", "0:02:00", "AC")
    submit(state, "a", "A", "0:03:00", "AC")
    assert firsts(state) == {"A": ("a",), "B": ()}
    stats = compute(state, views_of(state), scoreboard(state)).problems[0]
    assert stats.first_solve == (3, "Alpha")
