"""The scoreboard, case by case against the CCS requirements' scoring rules.

Boards are compared in the compact form of builders.board_text:
"rank team solved total_time | judged/pending/(+minute or -)[* first to solve] ...".
"""

from __future__ import annotations

import pytest

from contest.builders import START, board_text, contest_state, judge, set_state, submit
from judge.contest.core.judgement_types import JudgementType
from judge.contest.core.model import Contest, ContestRule, Group, Team
from judge.contest.core.scoring import freeze_notice, scoreboard, to_api
from judge.contest.core.times import parse_reltime
from judge.errors import JudgeError

# Each case: submissions (team, problem, contest time, verdict or None for unjudged), and the
# jury's board. Teams a, b, c; problems A, B; penalty 20 minutes; contest 5 hours.
CASES = [
    pytest.param(
        [],
        [
            "1 a 0 0 | 0/0/- 0/0/-",
            "1 b 0 0 | 0/0/- 0/0/-",
            "1 c 0 0 | 0/0/- 0/0/-",
        ],
        id="nothing-submitted-all-tied",
    ),
    pytest.param(
        [("a", "A", "0:59:59.999", "AC")],
        [
            "1 a 1 59 | 1/0/+59* 0/0/-",
            "2 b 0 0 | 0/0/- 0/0/-",
            "2 c 0 0 | 0/0/- 0/0/-",
        ],
        id="rounded-down-59:59.999-is-59",
    ),
    pytest.param(
        [("a", "A", "0:00:59.999", "AC"), ("b", "A", "1:00:00", "AC")],
        [
            "1 a 1 0 | 1/0/+0* 0/0/-",
            "2 b 1 60 | 1/0/+60 0/0/-",
            "3 c 0 0 | 0/0/- 0/0/-",
        ],
        id="59.99-seconds-is-0-minutes",
    ),
    pytest.param(
        [("a", "A", "0:10:00", "WA"), ("a", "A", "0:20:00", "TLE"), ("a", "A", "0:30:00", "AC")],
        [
            "1 a 1 70 | 3/0/+30* 0/0/-",
            "2 b 0 0 | 0/0/- 0/0/-",
            "2 c 0 0 | 0/0/- 0/0/-",
        ],
        id="penalty-per-rejection-before-the-solve",
    ),
    pytest.param(
        [("a", "A", "0:05:00", "CE"), ("a", "A", "0:10:00", "CE"), ("a", "A", "0:15:00", "AC")],
        [
            "1 a 1 15 | 1/0/+15* 0/0/-",
            "2 b 0 0 | 0/0/- 0/0/-",
            "2 c 0 0 | 0/0/- 0/0/-",
        ],
        id="compile-errors-neither-penalised-nor-counted",
    ),
    pytest.param(
        [
            ("a", "A", "0:10:00", "AC"),
            ("a", "A", "0:20:00", "WA"),
            ("a", "A", "0:30:00", "AC"),
            ("a", "A", "0:40:00", None),
        ],
        [
            "1 a 1 10 | 1/0/+10* 0/0/-",
            "2 b 0 0 | 0/0/- 0/0/-",
            "2 c 0 0 | 0/0/- 0/0/-",
        ],
        id="submissions-after-the-first-accepted-ignored",
    ),
    pytest.param(
        [("a", "A", "0:10:00", "WA"), ("a", "A", "0:20:00", "WA")],
        [
            "1 a 0 0 | 2/0/- 0/0/-",
            "1 b 0 0 | 0/0/- 0/0/-",
            "1 c 0 0 | 0/0/- 0/0/-",
        ],
        id="unsolved-rejections-cost-nothing",
    ),
    pytest.param(
        [("a", "A", "0:10:00", "WA"), ("a", "A", "0:20:00", None), ("a", "A", "0:30:00", "AC")],
        [
            "1 a 1 50 | 2/1/+30 0/0/-",  # its own earlier one may be correct: no FTS yet
            "2 b 0 0 | 0/0/- 0/0/-",
            "2 c 0 0 | 0/0/- 0/0/-",
        ],
        id="unjudged-is-pending-and-costs-nothing",
    ),
    pytest.param(
        [("a", "A", "0:10:00", "JE"), ("a", "A", "0:20:00", "AC"), ("b", "B", "0:30:00", "JE")],
        [
            "1 a 1 20 | 1/1/+20 0/0/-",
            "2 b 0 0 | 0/0/- 0/1/-",
            "2 c 0 0 | 0/0/- 0/0/-",
        ],
        id="judging-error-is-pending",
    ),
    pytest.param(
        [
            ("a", "A", "0:10:00", "MLE"),
            ("a", "A", "0:11:00", "OLE"),
            ("a", "A", "0:12:00", "RTE"),
            ("a", "A", "0:13:00", "AC"),
        ],
        [
            "1 a 1 73 | 4/0/+13* 0/0/-",
            "2 b 0 0 | 0/0/- 0/0/-",
            "2 c 0 0 | 0/0/- 0/0/-",
        ],
        id="mle-ole-rte-are-penalised",
    ),
    pytest.param(
        [("a", "A", "0:30:00", "AC"), ("b", "A", "0:30:00", "AC"), ("c", "A", "0:40:00", "AC")],
        [
            "1 a 1 30 | 1/0/+30* 0/0/-",
            "1 b 1 30 | 1/0/+30* 0/0/-",
            "3 c 1 40 | 1/0/+40 0/0/-",
        ],
        id="ties-share-a-rank-and-the-next-is-skipped",
    ),
    pytest.param(
        [("a", "A", "0:30:00", "AC"), ("b", "A", "0:30:30", "AC")],
        [
            "1 a 1 30 | 1/0/+30* 0/0/-",
            "1 b 1 30 | 1/0/+30 0/0/-",
            "3 c 0 0 | 0/0/- 0/0/-",
        ],
        id="same-minute-ties-first-to-solve-by-exact-time",
    ),
    pytest.param(
        [
            ("a", "A", "0:10:00", "AC"),
            ("a", "B", "0:50:00", "AC"),
            ("b", "A", "0:30:00", "AC"),
            ("b", "B", "0:30:00", "AC"),
        ],
        [
            "1 b 2 60 | 1/0/+30 1/0/+30*",
            "2 a 2 60 | 1/0/+10* 1/0/+50",
            "3 c 0 0 | 0/0/- 0/0/-",
        ],
        id="equal-penalty-broken-by-the-last-solve",
    ),
    pytest.param(
        [
            ("c", "A", "0:10:00", "AC"),
            ("c", "B", "0:20:00", "WA"),
            ("c", "B", "0:30:00", "AC"),
            ("b", "A", "0:05:00", "WA"),
            ("b", "A", "0:06:00", "AC"),
            ("b", "B", "1:00:00", "AC"),
        ],
        [
            "1 c 2 60 | 1/0/+10 2/0/+30*",
            "2 b 2 86 | 2/0/+6* 1/0/+60",
            "3 a 0 0 | 0/0/- 0/0/-",
        ],
        id="more-solved-first-then-less-penalty",
    ),
    pytest.param(
        [
            ("a", "A", "5:00:00", "AC"),
            ("b", "A", "4:59:59.999", "AC"),
            ("c", "A", "-0:01:00", "AC"),
        ],
        [
            "1 c 1 0 | 1/0/+0* 0/0/-",
            "2 b 1 299 | 1/0/+299 0/0/-",
            "3 a 0 0 | 0/0/- 0/0/-",
        ],
        id="too-late-ignored-too-early-counts-at-minute-0",
    ),
]


@pytest.mark.parametrize("subs, expected", CASES)
def test_jury_board(subs, expected):
    state = contest_state()
    for team, problem, time, verdict in subs:
        submit(state, team, problem, time, verdict)
    assert board_text(scoreboard(state)) == list(expected)


def test_ties_are_listed_by_team_name_not_id():
    teams = [
        ("t1", "Zeta"),
        ("t2", "beta"),
        ("t3", "Alpha"),
        ("t4", "émile"),
        Team("t5", "aaa", display_name="Omega"),
    ]
    state = contest_state(teams=teams)
    assert [row.team_id for row in scoreboard(state).rows] == ["t3", "t2", "t4", "t5", "t1"]
    assert {row.rank for row in scoreboard(state).rows} == {1}


def test_penalty_time_of_the_contest_is_used():
    state = contest_state(penalty=10)
    for time, verdict in (("0:01:00", "WA"), ("0:02:00", "WA"), ("0:03:00", "AC")):
        submit(state, "a", "A", time, verdict)
    assert board_text(scoreboard(state))[0] == "1 a 1 23 | 3/0/+3* 0/0/-"


def test_a_feed_that_penalises_compile_errors():
    state = contest_state()
    state.judgement_types["CE"] = JudgementType("CE", "Compiler Error", penalty=True, solved=False)
    submit(state, "a", "A", "0:05:00", "CE")
    submit(state, "a", "A", "0:10:00", "AC")
    assert board_text(scoreboard(state))[0] == "1 a 1 30 | 2/0/+10* 0/0/-"


def test_hidden_teams_are_off_the_board_and_never_first_to_solve():
    state = contest_state(teams=["a", "b", Team("h", "Hidden", hidden=True)])
    submit(state, "h", "A", "0:01:00", "AC")
    submit(state, "a", "A", "0:10:00", "AC")
    submit(state, "b", "A", "0:20:00", "AC")
    assert board_text(scoreboard(state)) == [
        "1 a 1 10 | 1/0/+10* 0/0/-",
        "2 b 1 20 | 1/0/+20 0/0/-",
    ]
    assert board_text(scoreboard(state, public=True)) == board_text(scoreboard(state))


def test_domjudge_sort_orders_rank_only_the_lowest():
    state = contest_state(
        teams=[
            Team("a", "a", group_ids=("participants",)),
            Team("b", "b", group_ids=("participants", "site")),
            Team("o", "Observer", group_ids=("observers",)),
        ]
    )
    state.groups["participants"] = Group("participants", sortorder=0, types=("scoring",))
    state.groups["site"] = Group("site", sortorder=5, types=("background",))  # not scoring
    state.groups["observers"] = Group("observers", sortorder=1, types=("scoring",))
    submit(state, "o", "A", "0:01:00", "AC")
    submit(state, "b", "A", "0:10:00", "AC")
    assert board_text(scoreboard(state)) == ["1 b 1 10 | 1/0/+10* 0/0/-", "2 a 0 0 | 0/0/- 0/0/-"]
    del state.teams["a"], state.teams["b"]  # only observers left: they are the board
    assert board_text(scoreboard(state)) == ["1 o 1 1 | 1/0/+1* 0/0/-"]


def test_first_to_solve_is_withheld_while_an_earlier_submission_is_pending():
    state = contest_state()
    earlier = submit(state, "b", "A", "0:05:00")  # not judged yet
    submit(state, "a", "A", "0:10:00", "AC")
    assert board_text(scoreboard(state))[0] == "1 a 1 10 | 1/0/+10 0/0/-"
    judge(state, earlier, "WA", end="0:12:00")
    assert board_text(scoreboard(state))[0] == "1 a 1 10 | 1/0/+10* 0/0/-"
    # ... and while that judgement had not ended yet
    at = parse_reltime("0:11:00")
    assert board_text(scoreboard(state, at=at))[0] == "1 a 1 10 | 1/0/+10 0/0/-"


def test_an_earlier_judging_error_also_withholds_first_to_solve():
    state = contest_state()
    submit(state, "b", "A", "0:05:00", "JE")
    submit(state, "a", "A", "0:10:00", "AC")
    assert board_text(scoreboard(state))[0] == "1 a 1 10 | 1/0/+10 0/0/-"


def test_first_to_solve_goes_to_the_earliest_even_if_judged_later():
    state = contest_state()
    submit(state, "b", "A", "0:05:00", "AC", judged="0:30:00")
    submit(state, "a", "A", "0:10:00", "AC", judged="0:10:30")
    before = board_text(scoreboard(state, at=parse_reltime("0:20:00")))
    assert before[0] == "1 a 1 10 | 1/0/+10 0/0/-"  # b's is pending: nobody yet
    assert before[1] == "2 b 0 0 | 0/1/- 0/0/-"
    after = board_text(scoreboard(state))
    assert after[:2] == ["1 b 1 5 | 1/0/+5* 0/0/-", "2 a 1 10 | 1/0/+10 0/0/-"]


# -- rejudging ----------------------------------------------------------------------------------


def test_a_rejudge_replaces_the_judgement_once_it_has_ended():
    state = contest_state()
    sid = submit(state, "a", "A", "0:10:00", "WA", judged="0:10:30")
    judge(state, sid, "AC", start="1:00:00", end="1:00:40")
    assert board_text(scoreboard(state))[0] == "1 a 1 10 | 1/0/+10* 0/0/-"
    assert board_text(scoreboard(state, at=parse_reltime("1:00:39")))[0] == "1 a 0 0 | 1/0/- 0/0/-"
    at = parse_reltime("1:00:40")
    assert board_text(scoreboard(state, at=at))[0] == "1 a 1 10 | 1/0/+10* 0/0/-"


def test_a_rejudge_still_running_leaves_the_old_judgement():
    state = contest_state()
    sid = submit(state, "a", "A", "0:10:00", "AC")
    judge(state, sid, None, start="1:00:00")  # running, no verdict yet
    assert board_text(scoreboard(state))[0] == "1 a 1 10 | 1/0/+10* 0/0/-"


def test_a_rejudge_to_wrong_answer_unsolves():
    state = contest_state()
    sid = submit(state, "a", "A", "0:10:00", "AC")
    submit(state, "a", "A", "0:20:00", "AC")
    judge(state, sid, "WA", start="0:50:00", end="0:50:10")
    assert board_text(scoreboard(state))[0] == "1 a 1 40 | 2/0/+20* 0/0/-"


@pytest.mark.parametrize("flag", ["valid", "current"])
def test_judgements_marked_invalid_never_count(flag):
    state = contest_state()
    sid = submit(state, "a", "A", "0:10:00", "WA")
    judge(state, sid, "AC", start="1:00:00", end="1:00:40", **{flag: False})  # not applied
    assert board_text(scoreboard(state))[0] == "1 a 0 0 | 1/0/- 0/0/-"
    # The rejudging applied: the old one is marked, the new one counts.
    state.judgements["j1"].valid = False
    state.judgements["j2"].valid = state.judgements["j2"].current = None
    assert board_text(scoreboard(state))[0] == "1 a 1 10 | 1/0/+10* 0/0/-"


def test_only_invalid_judgements_leave_the_submission_pending():
    state = contest_state()
    sid = submit(state, "a", "A", "0:10:00", "WA")
    state.judgements["j1"].valid = False
    judge(state, sid, None, start="1:00:00")
    assert board_text(scoreboard(state))[0] == "1 a 0 0 | 0/1/- 0/0/-"


def test_newest_judgement_is_by_end_time_not_by_feed_order():
    state = contest_state()
    sid = submit(state, "a", "A", "0:10:00")
    judge(state, sid, "AC", start="1:00:00", end="1:00:10", jid="rejudge")
    judge(state, sid, "WA", start="0:10:00", end="0:10:30", jid="first")
    assert board_text(scoreboard(state))[0] == "1 a 1 10 | 1/0/+10* 0/0/-"


# -- the freeze and `at` ------------------------------------------------------------------------


def frozen_contest():
    state = contest_state(freeze="1:00:00")  # freezes at 4:00:00
    submit(state, "a", "A", "0:30:00", "AC")
    submit(state, "b", "A", "3:00:00", "WA")
    submit(state, "b", "A", "4:10:00", "AC")
    submit(state, "b", "B", "4:00:00", "CE")  # at the freeze: pending too
    submit(state, "c", "B", "3:59:59.999", "AC")
    submit(state, "a", "B", "4:20:00", "WA")
    return state


def test_freeze_public_view_shows_later_submissions_as_pending():
    state = frozen_contest()
    assert board_text(scoreboard(state, public=True)) == [
        "1 a 1 30 | 1/0/+30* 0/1/-",
        "2 c 1 239 | 0/0/- 1/0/+239*",
        "3 b 0 0 | 1/1/- 0/1/-",
    ]
    assert board_text(scoreboard(state)) == [
        "1 a 1 30 | 1/0/+30* 1/0/-",
        "2 c 1 239 | 0/0/- 1/0/+239*",
        "3 b 1 270 | 2/0/+250 0/0/-",
    ]
    assert scoreboard(state, public=True).freeze_start == parse_reltime("4:00:00")
    assert scoreboard(state).freeze_start is None
    assert scoreboard(state, public=True, at=parse_reltime("3:59:59")).freeze_start is None
    assert freeze_notice(scoreboard(state, public=True), state) == (
        "The scoreboard was frozen with 60 minutes remaining - submissions in the last 60 "
        "minutes of the contest are still shown as pending."
    )
    assert freeze_notice(scoreboard(state), state) is None


def test_freeze_time_from_the_state_wins_and_thaw_ends_it():
    state = frozen_contest()
    set_state(state, started="0:00:00", frozen="4:15:00")  # frozen by hand, later
    assert board_text(scoreboard(state, public=True))[2] == "3 b 1 270 | 2/0/+250 0/0/-"
    set_state(state, started="0:00:00", frozen="4:00:00", ended="5:00:00", thawed="5:30:00")
    assert board_text(scoreboard(state, public=True)) == board_text(scoreboard(state))
    before_thaw = scoreboard(state, public=True, at=parse_reltime("5:10:00"))
    assert board_text(before_thaw)[2] == "3 b 0 0 | 1/1/- 0/1/-"


def test_at_cuts_submissions_and_judgements():
    state = contest_state()
    submit(state, "a", "A", "0:10:00", "WA", judged="0:10:20")
    submit(state, "a", "A", "0:20:00", "AC", judged="0:21:00")
    submit(state, "b", "A", "0:20:00", "AC", judged="0:20:00")
    at = parse_reltime
    assert board_text(scoreboard(state, at=at("0:10:19")))[0] == "1 a 0 0 | 0/1/- 0/0/-"
    assert board_text(scoreboard(state, at=at("0:10:20")))[0] == "1 a 0 0 | 1/0/- 0/0/-"
    assert board_text(scoreboard(state, at=at("0:20:00"))) == [
        "1 b 1 20 | 1/0/+20* 0/0/-",  # a's pending one is not earlier: same ms
        "2 a 0 0 | 1/1/- 0/0/-",
        "2 c 0 0 | 0/0/- 0/0/-",
    ]
    assert board_text(scoreboard(state, at=at("0:21:00")))[:2] == [
        "1 b 1 20 | 1/0/+20* 0/0/-",  # same millisecond: both first to solve
        "2 a 1 40 | 2/0/+20* 0/0/-",
    ]
    assert board_text(scoreboard(state, at=at("-0:01:00")))[0] == "1 a 0 0 | 0/0/- 0/0/-"


def test_at_and_public_together():
    state = frozen_contest()
    board = scoreboard(state, at=parse_reltime("4:15:00"), public=True)
    assert board_text(board)[2] == "3 b 0 0 | 1/1/- 0/1/-"
    assert board.contest_time == parse_reltime("4:15:00")
    assert board.time == START + parse_reltime("4:15:00")


# -- objects deleted, other contests ------------------------------------------------------------


def test_deleted_teams_and_problems_are_skipped():
    state = contest_state()
    submit(state, "a", "A", "0:10:00", "AC")
    submit(state, "b", "B", "0:10:00", "AC")
    del state.teams["a"]
    del state.problems["B"]
    assert board_text(scoreboard(state)) == ["1 b 0 0 | 0/0/-", "1 c 0 0 | 0/0/-"]


def test_unknown_or_contradicting_board_types_are_refused_plainly():
    base = {"id": "c", "name": "C", "duration": "5:00:00"}
    with pytest.raises(JudgeError, match="scoreboard_type 'golf': pass-fail or score"):
        Contest.from_api({**base, "scoreboard_type": "golf"})
    with pytest.raises(JudgeError, match="rule oi ranks by points, but scoreboard_type"):
        Contest.from_api({**base, "scoreboard_type": "pass-fail", "rule": "oi"})
    assert Contest.from_api({**base, "scoreboard_type": "score"}).rule is ContestRule.IOI


def test_no_contest_object_still_scores():
    state = contest_state()
    submit(state, "a", "A", "0:10:00", "WA")
    submit(state, "a", "A", "0:12:00", "AC")
    state.contest = None
    assert board_text(scoreboard(state))[0] == "1 a 1 32 | 2/0/+12* 0/0/-"
    assert scoreboard(state).time is None


# -- the Contest API form -----------------------------------------------------------------------


def test_to_api_follows_the_2023_06_scoreboard_format():
    state = frozen_contest()
    set_state(state, started="0:00:00", frozen="4:00:00")
    api = to_api(scoreboard(state, public=True, at=parse_reltime("4:13:07.832")))
    assert api["time"] == "2024-01-01T14:13:07.832+00:00"
    assert api["contest_time"] == "4:13:07.832"
    assert api["state"] == {
        "started": "2024-01-01T10:00:00.000+00:00",
        "frozen": "2024-01-01T14:00:00.000+00:00",
        "ended": None,
        "thawed": None,
        "finalized": None,
        "end_of_updates": None,
    }
    first, _, last = api["rows"]
    assert first == {
        "rank": 1,
        "team_id": "a",
        "score": {"num_solved": 1, "total_time": 30, "time": 30},
        "problems": [
            {
                "problem_id": "A",
                "num_judged": 1,
                "num_pending": 0,
                "solved": True,
                "time": 30,
                "first_to_solve": True,
            },
            {
                "problem_id": "B",
                "num_judged": 0,
                "num_pending": 0,
                "solved": False,
                "first_to_solve": False,
            },
        ],
    }
    assert last["score"] == {"num_solved": 0, "total_time": 0}  # no time when none solved
    for row in api["rows"]:
        for cell in row["problems"]:
            assert ("time" in cell) == cell["solved"]
            assert isinstance(cell.get("time", 0), int)


def test_state_without_a_feed_state_follows_the_contest_times():
    state = contest_state(freeze="1:00:00")
    api = to_api(scoreboard(state, at=parse_reltime("4:30:00")))
    assert api["state"]["started"] == "2024-01-01T10:00:00.000+00:00"
    assert api["state"]["frozen"] == "2024-01-01T14:00:00.000+00:00"
    assert api["state"]["ended"] is None
    assert (
        to_api(scoreboard(state, at=parse_reltime("5:00:00")))["state"]["ended"]
        == "2024-01-01T15:00:00.000+00:00"
    )


def test_board_time_without_at_is_the_latest_event():
    state = contest_state()
    submit(state, "a", "A", "0:10:00", "WA", judged="0:11:00")
    submit(state, "b", "A", "1:10:00", "WA", judged="1:10:30")
    assert to_api(scoreboard(state))["contest_time"] == "1:10:30.000"
