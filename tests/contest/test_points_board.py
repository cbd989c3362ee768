"""Boards by points (the ioi and oi rules), against boards written by hand.

Rows in the form "rank team total | judged/pending/score(@minute) ...".
"""

from __future__ import annotations

from contest.builders import contest_state, set_state, submit
from judge.contest.core.awards import Medals, awards
from judge.contest.core.model import ApiProblem, ContestRule, ContestState, SubtaskScore
from judge.contest.core.scoring import Scoreboard, scoreboard, to_api


def rows(board: Scoreboard) -> list[str]:
    out = []
    for row in board.rows:
        cells = []
        for cell in row.problems:
            at = "" if cell.time is None else f"@{cell.time}"
            cells.append(f"{cell.num_judged}/{cell.num_pending}/{cell.score:g}{at}")
        out.append(f"{row.rank} {row.team_id} {row.score.score:g} | {' '.join(cells)}")
    return out


def points_state(rule: ContestRule, freeze: str | None = None) -> ContestState:
    """Teams a, b, c; A a scoring problem of two subtasks (40 + 60), B a pass-fail one worth 50."""
    state = contest_state(freeze=freeze)
    assert state.contest is not None
    state.contest.rule = rule
    state.problems["A"] = ApiProblem("A", "A", "Problem A", 1, max_score=100)
    state.problems["B"] = ApiProblem("B", "B", "Problem B", 2, max_score=50)
    return state


def scored(state: ContestState, team: str, time: str, first: float, second: float) -> str:
    """A submission to A judged with its two subtasks' points (WA unless both are full)."""
    verdict = "AC" if (first, second) == (40, 60) else "WA"
    sid = submit(state, team, "A", time, verdict)
    judgement = next(j for j in state.judgements.values() if j.submission_id == sid)
    judgement.score = first + second
    judgement.subtasks = (SubtaskScore("1", first, 40), SubtaskScore("2", second, 60))
    return sid


def played(rule: ContestRule, freeze: str | None = None) -> ContestState:
    state = points_state(rule, freeze)
    scored(state, "a", "0:10:00", 40, 0)  # subtask 1 only
    scored(state, "a", "0:50:00", 0, 60)  # subtask 2 only: IOI sums the bests, 100
    scored(state, "b", "0:20:00", 40, 60)  # full
    scored(state, "b", "4:30:00", 40, 0)  # worse, late: OI counts it
    submit(state, "c", "B", "1:00:00", "WA")
    submit(state, "c", "B", "1:30:00", "CE")  # no attempt, nothing scored
    submit(state, "c", "B", "2:00:00", "AC")  # B worth 50
    submit(state, "a", "B", "2:10:00", "CE")
    return state


def test_ioi_sums_each_subtasks_best_and_ties_share_the_rank():
    board = scoreboard(played(ContestRule.IOI))
    assert rows(board) == [
        "1 a 100 | 2/0/100@50 0/0/0",
        "1 b 100 | 2/0/100@20 0/0/0",
        "3 c 50 | 0/0/0 2/0/50@120",
    ]


def test_oi_counts_the_last_submission_a_worse_one_too():
    state = played(ContestRule.OI)
    set_state(state, started="0:00:00", ended="5:00:00")
    board = scoreboard(state, public=True)
    assert not board.hidden
    assert rows(board) == [
        "1 a 60 | 2/0/60@50 0/0/0",
        "2 c 50 | 0/0/0 2/0/50@120",
        "3 b 40 | 2/0/40@270 0/0/0",
    ]


def test_oi_public_board_shows_nothing_before_the_end_the_jury_sees_all():
    state = played(ContestRule.OI)
    set_state(state, started="0:00:00")
    public = scoreboard(state, at=4 * 3600_000 + 40 * 60_000, public=True)
    assert public.hidden
    assert rows(public) == [
        "1 a 0 | 0/2/0 0/1/0",
        "1 b 0 | 0/2/0 0/0/0",
        "1 c 0 | 0/0/0 0/3/0",
    ]
    jury = scoreboard(state, at=4 * 3600_000 + 40 * 60_000)
    assert rows(jury) == [
        "1 a 60 | 2/0/60@50 0/0/0",
        "2 c 50 | 0/0/0 2/0/50@120",
        "3 b 40 | 2/0/40@270 0/0/0",
    ]


def test_ioi_freeze_leaves_the_last_hour_pending_on_the_public_board():
    state = played(ContestRule.IOI, freeze="1:00:00")
    scored(state, "c", "4:10:00", 40, 60)  # in the freeze
    set_state(state, started="0:00:00", frozen="4:00:00")
    public = scoreboard(state, public=True)
    assert public.freeze_start == 4 * 3600_000
    assert rows(public) == [
        "1 a 100 | 2/0/100@50 0/0/0",
        "1 b 100 | 1/1/100@20 0/0/0",
        "3 c 50 | 0/1/0 2/0/50@120",
    ]
    assert rows(scoreboard(state))[0] == "1 c 150 | 1/0/100@250 2/0/50@120"


def test_the_api_board_by_points_has_the_specs_score_properties():
    board = to_api(scoreboard(played(ContestRule.IOI)))
    first = board["rows"][0]
    assert first["score"] == {"score": 100, "time": 50}
    assert first["problems"] == [
        {"problem_id": "A", "num_judged": 2, "num_pending": 0, "score": 100, "time": 50},
        {"problem_id": "B", "num_judged": 0, "num_pending": 0, "score": 0},
    ]


def test_the_contest_object_of_a_points_contest_is_a_score_contest_without_penalty():
    state = points_state(ContestRule.OI)
    assert state.contest is not None
    data = state.contest.to_api()
    assert data["scoreboard_type"] == "score"
    assert data["rule"] == "oi"
    assert "penalty_time" not in data
    again = type(state.contest).from_api(data)
    assert again.rule is ContestRule.OI


def test_the_awards_of_a_board_by_points_go_to_teams_that_scored():
    state = points_state(ContestRule.IOI)
    submit(state, "b", "B", "0:10:00", "AC")
    submit(state, "a", "B", "0:20:00", "WA")
    found = {a.id: a.team_ids for a in awards(scoreboard(state), state, Medals(1, 1, 1))}
    assert found["winner"] == ("b",)
    assert found["gold-medal"] == ("b",)
    assert found["silver-medal"] == () and found["bronze-medal"] == ()
