"""The Contest API objects and the CCS judgement types."""

from __future__ import annotations

import pytest

from judge.contest.core.judgement_types import (
    KNOWN_TYPES,
    PENDING_TYPE_IDS,
    JudgementType,
    our_types,
    type_for_verdict,
)
from judge.contest.core.model import (
    ApiProblem,
    Contest,
    ContestState,
    Group,
    Judgement,
    StateInfo,
    Submission,
    Team,
)
from judge.contest.core.times import parse_time
from judge.errors import JudgeError

# -- judgement types ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "type_id, penalty, solved",
    [
        # the requirements' "Judge Responses" table
        ("CE", False, False),
        ("RTE", True, False),
        ("TLE", True, False),
        ("WA", True, False),
        ("AC", False, True),
        ("SV", True, False),
        ("JE", False, False),
        # others follow their Big 5 equivalent
        ("MLE", True, False),
        ("OLE", True, False),
        ("PE", True, False),
        ("CTL", False, False),
        ("APE", False, True),
        ("RE", True, False),
        ("NO", True, False),
        ("TCO", True, False),
    ],
)
def test_known_types_flags(type_id, penalty, solved):
    jtype = KNOWN_TYPES[type_id]
    assert (jtype.penalty, jtype.solved) == (penalty, solved)


def test_all_standard_ids_are_known():
    standard = [
        "AC",
        "RE",
        "WA",
        "TLE",
        "RTE",
        "CE",
        "APE",
        "OLE",
        "PE",
        "EO",
        "IO",
        "NO",
        "WTL",
        "ILE",
        "TCO",
        "TWA",
        "TPE",
        "TEO",
        "TIO",
        "TNO",
        "MLE",
        "SV",
        "IF",
        "RCO",
        "RWA",
        "RPE",
        "REO",
        "RIO",
        "RNO",
        "CTL",
        "JE",
        "SE",
        "CS",
    ]
    assert sorted(KNOWN_TYPES) == sorted(standard)


def test_judging_error_leaves_a_submission_pending():
    assert {"JE"} == PENDING_TYPE_IDS


@pytest.mark.parametrize(
    "verdict, type_id, required_type_id",
    [
        ("AC", "AC", "AC"),
        ("WA", "WA", "WA"),
        ("PE", "WA", "WA"),
        ("TLE", "TLE", "TLE"),
        ("MLE", "MLE", "RTE"),
        ("RE", "RTE", "RTE"),
        ("OLE", "OLE", "WA"),
        ("CE", "CE", "CE"),
    ],
)
def test_our_verdicts_map_to_ccs_types(verdict, type_id, required_type_id):
    assert type_for_verdict(verdict).id == type_id
    assert type_for_verdict(verdict, required_only=True).id == required_type_id
    assert type_id in our_types()


def test_unknown_verdict_is_a_plain_error():
    with pytest.raises(JudgeError, match="unknown verdict 'XX'"):
        type_for_verdict("XX")


def test_judgement_type_flags_default_to_the_standard_ones():
    assert JudgementType.from_api({"id": "CE"}) == JudgementType(
        "CE", "Compile Error", False, False
    )
    ce = JudgementType.from_api(
        {"id": "CE", "name": "Compiler Error", "penalty": True, "solved": False}
    )
    assert ce.penalty  # the feed's flag wins (DOMjudge with compile_penalty on)
    odd = JudgementType.from_api({"id": "XYZ", "solved": False})
    assert odd.penalty and not odd.solved


# -- objects -----------------------------------------------------------------------------------


def test_contest_from_the_spec_example():
    contest = Contest.from_api(
        {
            "id": "wf2014",
            "name": "2014 ICPC World Finals",
            "formal_name": "38th Annual World Finals of the ACM International Collegiate "
            "Programming Contest",
            "start_time": "2014-06-25T10:00:00+01",
            "duration": "5:00:00",
            "scoreboard_freeze_duration": "1:00:00",
            "scoreboard_type": "pass-fail",
            "penalty_time": 20,
            "banner": [
                {
                    "href": "https://example.com/api/contests/wf2014/banner",
                    "filename": "banner.png",
                    "mime": "image/png",
                    "width": 1920,
                    "height": 240,
                }
            ],
        }
    )
    assert contest.duration == 5 * 3600000
    assert contest.freeze_start == 4 * 3600000
    assert contest.penalty_time == 20 * 60000
    assert contest.end_time == parse_time("2014-06-25T15:00:00+01")
    assert contest.extra["banner"][0]["width"] == 1920
    assert Contest.from_api(contest.to_api()) == contest


@pytest.mark.parametrize(
    "penalty, ms", [(20, 1200000), (0, 0), ("0:20:00", 1200000), ("0:00:30", 30000)]
)
def test_penalty_time_in_minutes_or_as_reltime(penalty, ms):
    contest = Contest.from_api({"id": "c", "duration": "5:00:00", "penalty_time": penalty})
    assert contest.penalty_time == ms
    assert Contest.from_api(contest.to_api()).penalty_time == ms


def test_contest_duration_from_end_time_when_missing():
    contest = Contest.from_api(
        {"id": "c", "start_time": "2024-01-01T10:00:00Z", "end_time": "2024-01-01T12:30:00Z"}
    )
    assert contest.duration == 150 * 60000


def test_a_property_of_the_wrong_form_names_object_and_property():
    with pytest.raises(JudgeError, match=r"contest 'c': duration: malformed RELTIME '5 hours'"):
        Contest.from_api({"id": "c", "duration": "5 hours"})
    with pytest.raises(JudgeError, match=r"submission '7' has no team_id"):
        Submission.from_api({"id": "7", "problem_id": "A", "contest_time": "0:01:00"})
    with pytest.raises(JudgeError, match=r"submission '7' has no contest_time"):
        Submission.from_api({"id": "7", "team_id": "1", "problem_id": "A"})
    with pytest.raises(JudgeError, match=r"team '1': hidden: expected true or false"):
        Team.from_api({"id": "1", "name": "x", "hidden": "yes"})
    with pytest.raises(JudgeError, match="problem data must be a JSON object"):
        ApiProblem.from_api(["A"])


def test_submission_contest_time_from_its_time_and_the_start():
    start = parse_time("2014-06-25T10:00:00+01")
    sub = Submission.from_api(
        {
            "id": "187",
            "team_id": "123",
            "problem_id": "10-asteroids",
            "language_id": "1-java",
            "time": "2014-06-25T11:22:05.034+01",
        },
        start,
    )
    assert sub.contest_time == 4925034


def test_judgement_in_progress_and_superseded():
    running = Judgement.from_api(
        {
            "id": "189550",
            "submission_id": "s",
            "judgement_type_id": None,
            "start_time": "2014-06-25T11:24:03.921+01",
            "start_contest_time": "1:24:03.921",
            "end_time": None,
            "end_contest_time": None,
        }
    )
    assert running.judgement_type_id is None and running.end_contest_time is None
    assert not running.superseded
    assert Judgement.from_api({"id": "1", "submission_id": "s", "valid": False}).superseded
    assert Judgement.from_api({"id": "1", "submission_id": "s", "current": False}).superseded
    assert not Judgement.from_api({"id": "1", "submission_id": "s", "valid": True}).superseded


def test_state_as_of_a_moment():
    info = StateInfo.from_api(
        {
            "started": "2014-06-25T10:00:00+01",
            "frozen": "2014-06-25T14:00:00+01",
            "ended": None,
            "thawed": None,
            "finalized": None,
            "end_of_updates": None,
        }
    )
    early = info.as_of(parse_time("2014-06-25T12:00:00+01"))
    assert early.started == info.started and early.frozen is None
    assert info.to_api()["frozen"] == "2014-06-25T14:00:00.000+01:00"
    assert info.to_api()["ended"] is None


def test_hidden_teams():
    state = ContestState()
    state.groups["obs"] = Group("obs", "Observers", hidden=True)
    state.groups["uni"] = Group("uni", "Universities")
    assert state.is_hidden(Team("1", "a", hidden=True))
    assert not state.is_hidden(Team("2", "b", hidden=False, group_ids=("obs",)))
    assert state.is_hidden(Team("3", "c", group_ids=("obs",)))  # 2020-03: hidden groups
    assert not state.is_hidden(Team("4", "d", group_ids=("obs", "uni")))
    assert not state.is_hidden(Team("5", "e"))


def test_domjudge_group_extensions():
    group = Group.from_api(
        {
            "id": "observers",
            "name": "Observers",
            "hidden": False,
            "sortorder": 1,
            "color": "#ffcc33",
            "types": ["scoring"],
        }
    )
    assert (group.sortorder, group.types, group.extra) == (1, ("scoring",), {"color": "#ffcc33"})
    assert Group.from_api(group.to_api()) == group
    with pytest.raises(JudgeError, match="group 'g': sortorder: expected an integer"):
        Group.from_api({"id": "g", "sortorder": "1"})


def test_shown_name_is_the_display_name_if_any():
    assert Team("1", "name", display_name="Display").shown_name == "Display"
    assert Team("1", "name").shown_name == "name"


def test_problems_in_scoreboard_order():
    state = ContestState()
    for p in (
        ApiProblem("b", "B", ordinal=2),
        ApiProblem("a", "A", ordinal=1),
        ApiProblem("z", "Z"),
    ):
        state.problems[p.id] = p
    assert [p.id for p in state.problems_in_order()] == ["a", "b", "z"]
