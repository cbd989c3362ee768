"""Reading event feeds of every Contest API version, errors that name file and line, writing
2023-06 feeds back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from contest.builders import board_text, contest_state, judge, set_state, submit
from judge.contest.core.board import board_json
from judge.contest.core.feed import (
    dumps_event,
    dumps_feed,
    event,
    load_feed,
    normalize,
    read_feed,
    state_events,
    write_feed,
)
from judge.contest.core.scoring import scoreboard, to_api
from judge.contest.core.times import parse_reltime
from judge.errors import JudgeError

FEEDS = Path(__file__).parent / "feeds"
WF14 = FEEDS / "wf14-2023-06.ndjson"


def lines(*events) -> str:
    return "".join(json.dumps(e) + "\n" for e in events)


CONTEST = {
    "id": "c",
    "name": "Test",
    "start_time": "2024-01-01T10:00:00Z",
    "duration": "5:00:00",
    "scoreboard_freeze_duration": "1:00:00",
    "penalty_time": 20,
}
TYPES = [
    {"id": "AC", "name": "Accepted", "penalty": False, "solved": True},
    {"id": "WA", "name": "Wrong Answer", "penalty": True, "solved": False},
    {"id": "CE", "name": "Compiler Error", "penalty": False, "solved": False},
]
PROBLEM = {"id": "A", "label": "A", "name": "Apples", "ordinal": 1}
TEAM = {"id": "t1", "name": "Team One"}
SUB = {
    "id": "s1",
    "team_id": "t1",
    "problem_id": "A",
    "language_id": "py",
    "time": "2024-01-01T10:10:00.000+00:00",
    "contest_time": "0:10:00.000",
}
JUDGEMENT = {
    "id": "j1",
    "submission_id": "s1",
    "judgement_type_id": "AC",
    "start_contest_time": "0:10:01.000",
    "end_contest_time": "0:10:05.000",
}
EXPECTED = ["1 t1 1 10 | 1/0/+10*"]


# -- each version's line format -----------------------------------------------------------------


def feed_2023_06():
    return lines(
        {"type": "contest", "id": None, "data": CONTEST, "token": "1"},
        {"type": "judgement-types", "id": None, "data": TYPES, "token": "2"},
        {"type": "problems", "id": "A", "data": PROBLEM, "token": "3"},
        {"type": "teams", "id": "t1", "data": TEAM, "token": "4"},
        {"type": "submissions", "id": "s1", "data": SUB, "token": "5"},
        {"type": "judgements", "id": "j1", "data": JUDGEMENT, "token": "6"},
    )


def feed_2022_07():  # same line format as 2023-06; the contest event without an id
    return lines(
        {"type": "contest", "data": CONTEST},
        *({"type": "judgement-types", "id": t["id"], "data": t} for t in TYPES),
        {"type": "problems", "id": None, "data": [PROBLEM]},
        {"type": "teams", "id": "t1", "data": TEAM},
        {"type": "submissions", "id": "s1", "data": SUB},
        {"type": "judgements", "id": "j1", "data": JUDGEMENT},
    )


def feed_2021_11():
    return lines(
        {"contest_id": "c", "data": CONTEST},
        {"contest_id": "c", "endpoint": "judgement-types", "id": None, "data": TYPES},
        {"contest_id": "c", "endpoint": "problems", "id": "A", "data": PROBLEM},
        {"contest_id": "c", "endpoint": "teams", "id": "t1", "data": TEAM},
        {"contest_id": "c", "endpoint": "submissions", "id": "s1", "data": SUB},
        {"contest_id": "c", "endpoint": "judgements", "id": "j1", "data": JUDGEMENT},
    )


def feed_2020_03():  # "id" is the event's own id; the contest's type is "contests"
    return lines(
        {"type": "contests", "id": "dj1", "op": "create", "data": CONTEST},
        *(
            {"type": "judgement-types", "id": f"dj{i}", "op": "create", "data": t}
            for i, t in enumerate(TYPES, start=2)
        ),
        {"type": "problems", "id": "dj5", "op": "create", "data": PROBLEM},
        {"type": "teams", "id": "dj6", "op": "create", "data": TEAM},
        {"type": "submissions", "id": "dj7", "op": "create", "data": SUB},
        {
            "type": "judgements",
            "id": "dj8",
            "op": "create",
            "data": {**JUDGEMENT, "judgement_type_id": None, "end_contest_time": None},
        },
        {"type": "judgements", "id": "dj9", "op": "update", "data": JUDGEMENT},
        {
            "type": "state",
            "id": "dj10",
            "op": "update",
            "data": {
                "started": "2024-01-01T10:00:00Z",
                "ended": None,
                "frozen": None,
                "thawed": None,
                "finalized": None,
                "end_of_updates": None,
            },
        },
    )


@pytest.mark.parametrize("make", [feed_2023_06, feed_2022_07, feed_2021_11, feed_2020_03])
def test_each_version_gives_the_same_contest(make):
    state = load_feed(make())
    assert state.contest.id == "c" and state.contest.penalty_time == 20 * 60000
    assert sorted(state.judgement_types) == ["AC", "CE", "WA"]
    assert state.submissions["s1"].contest_time == 600000
    assert state.judgements["j1"].end_contest_time == 605000
    assert board_text(scoreboard(state)) == EXPECTED


@pytest.mark.parametrize(
    "raw, normalized",
    [
        ({"type": "teams", "id": "1", "data": None}, ("teams", "1", None)),
        ({"type": "contest", "id": None, "data": {"id": "c"}}, ("contest", None, {"id": "c"})),
        (
            {"type": "teams", "id": "k-2437", "op": "delete", "data": {"id": "11"}},
            ("teams", "11", None),
        ),
        (
            {"type": "contests", "id": "k-1", "op": "update", "data": {"id": "c"}},
            ("contest", None, {"id": "c"}),
        ),
        ({"contest_id": "c", "endpoint": "teams", "id": "11", "data": None}, ("teams", "11", None)),
        ({"contest_id": "c", "data": {"id": "c"}}, ("contest", None, {"id": "c"})),
        ({"type": "teams", "id": 11, "data": {"id": 11}}, ("teams", "11", {"id": 11})),
    ],
)
def test_normalize(raw, normalized):
    assert tuple(normalize(raw)) == normalized


# -- what events do -----------------------------------------------------------------------------


def test_keep_alive_lines_and_unknown_types_are_skipped():
    text = (
        feed_2023_06().replace("\n", "\n\n", 2)
        + "\n   \n"
        + lines({"type": "x-something-new", "id": "1", "data": {"whatever": [1, 2]}})
    )
    assert board_text(scoreboard(load_feed(text))) == EXPECTED


def test_delete_removes_objects_in_each_format():
    for gone in (
        {"type": "judgements", "id": "j1", "data": None},
        {"type": "judgements", "id": "e9", "op": "delete", "data": {"id": "j1"}},
        {"contest_id": "c", "endpoint": "judgements", "id": "j1", "data": None},
    ):
        state = load_feed(feed_2023_06() + lines(gone))
        assert "j1" not in state.judgements
        assert board_text(scoreboard(state)) == ["1 t1 0 0 | 0/1/-"]


def test_deleting_a_team_takes_its_submissions_off_the_board():
    state = load_feed(feed_2023_06() + lines({"type": "teams", "id": "t1", "data": None}))
    assert board_text(scoreboard(state)) == []


def test_deleting_what_was_never_there_is_harmless():
    state = load_feed(feed_2023_06() + lines({"type": "teams", "id": "nobody", "data": None}))
    assert board_text(scoreboard(state)) == EXPECTED


def test_an_update_replaces_the_whole_object():
    state = load_feed(
        feed_2023_06()
        + lines(
            {"type": "teams", "id": "t1", "data": {**TEAM, "display_name": "Uno", "hidden": True}},
            {"type": "teams", "id": "t1", "data": TEAM},
        )
    )
    assert state.teams["t1"].display_name is None and state.teams["t1"].hidden is None


def test_a_collection_event_replaces_the_collection():
    state = load_feed(
        feed_2023_06()
        + lines({"type": "problems", "id": None, "data": [{"id": "B", "label": "B", "ordinal": 2}]})
    )
    assert list(state.problems) == ["B"]


def test_other_standard_types_are_kept_for_export():
    state = read_feed(WF14)
    assert state.other["languages"]["1-java"]["name"] == "Java"
    assert state.other["runs"]["1312"]["run_time"] == 0.123
    assert "x-domjudge-extension" not in state.other


def test_no_judgement_types_in_the_feed_means_the_standard_ones():
    text = feed_2023_06().replace(
        lines({"type": "judgement-types", "id": None, "data": TYPES, "token": "2"}), ""
    )
    assert board_text(scoreboard(load_feed(text))) == EXPECTED


# -- errors name the file and line --------------------------------------------------------------


def write(tmp_path, text: str) -> Path:
    path = tmp_path / "events.ndjson"
    path.write_text(text, encoding="utf-8")
    return path


def test_malformed_json_names_file_and_line(tmp_path):
    text = feed_2023_06().splitlines(keepends=True)
    text.insert(3, '{"type": "teams", "id": "t2", "data": {"id": "t2",,}}\n')
    path = write(tmp_path, "".join(text))
    with pytest.raises(JudgeError, match=rf"^{path}:4: malformed JSON: .* at column \d+$"):
        read_feed(path)


def test_a_truncated_last_line_is_reported_as_such(tmp_path):
    text = feed_2023_06()
    path = write(tmp_path, text + '{"type":"submissions","id":"s2","data":{"id":"s2","te')
    with pytest.raises(
        JudgeError,
        match=rf"^{path}:7: truncated event: the feed ends in the "
        r"middle of a line",
    ):
        read_feed(path)


def test_a_complete_last_line_without_newline_is_fine(tmp_path):
    path = write(tmp_path, feed_2023_06().rstrip("\n"))
    assert board_text(scoreboard(read_feed(path))) == EXPECTED


@pytest.mark.parametrize(
    "line, message",
    [
        ('["teams"]', "an event must be a JSON object, got list"),
        ('{"id": "1", "data": {}}', "not a Contest API event: it has no type"),
        (
            '{"type": "teams", "id": "9", "data": {"name": "x", "hidden": 1}}',
            "team '9': hidden: expected true or false, got 1",
        ),
        (
            '{"type": "submissions", "id": "s9", "data": {"id": "s9", "team_id": "t1", '
            '"problem_id": "A", "contest_time": "ten past"}}',
            "submission 's9': contest_time: malformed RELTIME 'ten past'",
        ),
        (
            '{"type": "teams", "id": "k1", "op": "remove", "data": {"id": "t1"}}',
            "unknown op 'remove'",
        ),
        (
            '{"type": "teams", "id": null, "data": null}',
            "a delete of teams must name the object's id",
        ),
        ('{"type": "contest", "id": null, "data": "c"}', "contest data must be a JSON object"),
    ],
)
def test_malformed_events_name_file_and_line(tmp_path, line, message):
    path = write(tmp_path, feed_2023_06() + line + "\n")
    with pytest.raises(JudgeError) as info:
        read_feed(path)
    assert str(info.value).startswith(f"{path}:7: ")
    assert message in str(info.value)


@pytest.mark.parametrize(
    "data, message",
    [
        ({**SUB, "id": "s2", "team_id": "t9"}, "submission 's2' refers to unknown team 't9'"),
        ({**SUB, "id": "s2", "problem_id": "Z"}, "submission 's2' refers to unknown problem 'Z'"),
        (
            {**JUDGEMENT, "id": "j2", "submission_id": "s7"},
            "judgement 'j2' refers to unknown submission 's7'",
        ),
        (
            {**JUDGEMENT, "id": "j2", "judgement_type_id": "TLE"},
            "judgement 'j2' refers to unknown judgement type 'TLE'",
        ),
    ],
)
def test_unknown_ids_name_file_line_and_id(tmp_path, data, message):
    etype = "submissions" if "team_id" in data else "judgements"
    path = write(tmp_path, feed_2023_06() + lines({"type": etype, "id": data["id"], "data": data}))
    with pytest.raises(JudgeError, match=rf"^{path}:7: {message}$"):
        read_feed(path)


def test_a_submission_before_its_team_is_an_unknown_id(tmp_path):
    text = lines(
        {"type": "contest", "id": None, "data": CONTEST},
        {"type": "problems", "id": "A", "data": PROBLEM},
        {"type": "submissions", "id": "s1", "data": SUB},
        {"type": "teams", "id": "t1", "data": TEAM},
    )
    with pytest.raises(JudgeError, match=r":3: submission 's1' refers to unknown team 't1'$"):
        read_feed(write(tmp_path, text))


def test_missing_and_unreadable_files(tmp_path):
    with pytest.raises(JudgeError, match=r"nothere.ndjson: cannot read the event feed"):
        read_feed(tmp_path / "nothere.ndjson")
    path = tmp_path / "latin1.ndjson"
    latin1 = '{"type":"teams","id":"x","data":{"name":"Jos\xe9"}}\n'.encode("latin-1")
    path.write_bytes(feed_2023_06().encode() + latin1)
    with pytest.raises(JudgeError, match=rf"^{path}:7: not UTF-8 text$"):
        read_feed(path)


# -- a DOMjudge-style 2023-06 feed written from the spec's examples -----------------------------


def test_realistic_2023_06_feed():
    state = read_feed(WF14)
    assert state.contest.name == "2014 ICPC World Finals"
    assert state.teams["11"].name == "The Shanghai Tigers"  # updated
    assert state.judgements["189520"].judgement_type_id == "WA"  # completed by an update
    # Hidden team 99 and observer 42 (a DOMjudge group of a higher sortorder) solved
    # asteroids first, but are not on the board and are not first to solve.
    assert board_text(scoreboard(state)) == [
        "1 11 2 320 | 2/0/+50* 1/0/+250",  # bottles: 123's earlier one is still running
        "2 123 1 90 | 1/0/+90 0/1/-",  # CE not counted; 1:30:59.999 is minute 90
    ]
    assert board_text(scoreboard(state, public=True)) == [
        "1 11 1 70 | 2/0/+50* 0/1/-",  # the 4:10 solve is after the freeze
        "2 123 1 90 | 1/0/+90 0/1/-",
    ]


def test_board_json_of_the_realistic_feed():
    api = board_json(WF14)
    assert api["time"] == "2014-06-25T15:00:00.000+01:00"
    assert api["contest_time"] == "5:00:00.000"
    assert api["state"]["ended"] == "2014-06-25T15:00:00.000+01:00"
    assert [(r["rank"], r["team_id"], r["score"]) for r in api["rows"]] == [
        (1, "11", {"num_solved": 2, "total_time": 320, "time": 250}),
        (2, "123", {"num_solved": 1, "total_time": 90, "time": 90}),
    ]
    public = board_json(WF14, at="4:30:00", public=True)
    assert public["contest_time"] == "4:30:00.000"
    assert public["state"]["frozen"] == "2014-06-25T14:00:00.000+01:00"
    assert public["state"]["ended"] is None
    assert public["rows"][0]["problems"][1] == {
        "problem_id": "bottles",
        "num_judged": 0,
        "num_pending": 1,
        "solved": False,
        "first_to_solve": False,
    }
    early = board_json(WF14, at="0:50:10")  # 171's judgement ends at 0:50:20
    assert [r["team_id"] for r in early["rows"]] == ["123", "11"]  # tied: CMU1 < The ...
    assert early["rows"][1]["problems"][0] == {
        "problem_id": "asteroids",
        "num_judged": 1,
        "num_pending": 1,
        "solved": False,
        "first_to_solve": False,
    }


def test_board_json_errors_name_the_file():
    with pytest.raises(JudgeError, match=rf"^{WF14}: cannot show the board at 'noon': malformed"):
        board_json(WF14, at="noon")


# -- writing ------------------------------------------------------------------------------------


def rich_state():
    state = contest_state(teams=["a", "b", "c"], freeze="1:00:00")
    state.teams["c"].hidden = True
    state.teams["b"].display_name = "Bé"
    state.teams["a"].organization_id = "org1"
    state.teams["a"].extra["icpc_id"] = "4711"
    state.other["organizations"] = {"org1": {"id": "org1", "name": "Org One"}}
    submit(state, "a", "A", "0:10:00.250", "WA", judged="0:10:30")
    s = submit(state, "a", "A", "0:20:00", "AC", judged="0:20:30")
    judge(state, s, "WA", start="1:00:00", end="1:00:05", valid=False)
    submit(state, "b", "B", "4:30:00", "AC", judged="4:31:00")
    submit(state, "c", "A", "0:05:00", "AC")
    submit(state, "b", "A", "0:40:00")
    set_state(state, started="0:00:00", frozen="4:00:00")
    return state


def test_round_trip_gives_the_same_state_and_board(tmp_path):
    state = rich_state()
    path = tmp_path / "out.ndjson"
    write_feed(path, state)
    again = read_feed(path)
    assert again == state
    for kwargs in ({}, {"public": True}, {"at": parse_reltime("4:30:30")}):
        assert to_api(scoreboard(again, **kwargs)) == to_api(scoreboard(state, **kwargs))


def test_written_events_are_2023_06_lines(tmp_path):
    events = state_events(rich_state())
    assert events[0] == {"type": "contest", "id": None, "data": events[0]["data"]}
    assert events[0]["data"]["penalty_time"] == 20
    assert events[0]["data"]["duration"] == "5:00:00.000"
    assert events[-1]["type"] == "state" and events[-1]["id"] is None
    order = [e["type"] for e in events]
    assert order.index("teams") < order.index("submissions") < order.index("judgements")
    assert order.index("organizations") < order.index("teams")
    for e in events:
        assert set(e) == {"type", "id", "data"}
        if e["type"] not in ("contest", "state"):
            assert e["id"] == e["data"]["id"]
    sub = next(e for e in events if e["type"] == "submissions")["data"]
    assert sub["contest_time"] == "0:10:00.250"
    assert sub["time"] == "2024-01-01T10:10:00.250+00:00"


def test_written_objects_get_the_absolute_times_the_spec_requires():
    state = contest_state()
    sid = submit(state, "a", "A", "0:10:00")
    judge(state, sid, "AC", start="0:10:01", end="0:10:02")
    state.submissions[sid].time = None
    state.judgements["j1"].start_time = state.judgements["j1"].end_time = None
    events = {e["type"]: e["data"] for e in state_events(state)}
    assert events["submissions"]["time"] == "2024-01-01T10:10:00.000+00:00"
    assert events["judgements"]["start_time"] == "2024-01-01T10:10:01.000+00:00"
    assert events["judgements"]["end_time"] == "2024-01-01T10:10:02.000+00:00"


def test_write_a_list_of_events_as_given(tmp_path):
    path = tmp_path / "events.ndjson"
    events = [event("teams", "t1", TEAM, token="7"), event("teams", "t1", None)]
    write_feed(path, events)
    assert path.read_text().splitlines() == [
        '{"type":"teams","id":"t1","data":{"id":"t1","name":"Team One"},"token":"7"}',
        '{"type":"teams","id":"t1","data":null}',
    ]
    assert (
        dumps_event(event("teams", "x", {"name": "Zoë"}))
        == '{"type":"teams","id":"x","data":{"name":"Zoë"}}'
    )


def test_dumps_feed_is_what_write_feed_writes(tmp_path):
    state = rich_state()
    path = tmp_path / "out.ndjson"
    write_feed(path, state)
    assert path.read_text(encoding="utf-8") == dumps_feed(state)
    assert load_feed(dumps_feed(state)) == state


def test_the_realistic_feed_survives_a_round_trip(tmp_path):
    state = read_feed(WF14)
    path = tmp_path / "wf14.ndjson"
    write_feed(path, state)
    again = read_feed(path)
    assert again == state
    assert to_api(scoreboard(again, public=True)) == to_api(scoreboard(state, public=True))
