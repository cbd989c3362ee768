"""Teams of several members in a site's contests (judge/contest/ops/site_teams.py): formed by
the coach, a member in one team per contest, members taken out, imported from a CSV file as
one change, and refused in plain words; the `judge site team` and `judge site teams`
commands a coach runs."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa

from contest.contest_helpers import START, make_root, new_contest
from judge.contest.core.clock import FakeClock
from judge.contest.core.records import Person
from judge.contest.core.site import Member, SiteRole
from judge.contest.ops import members
from judge.contest.ops.folders import open_store
from judge.contest.ops.session import open_contest_at
from judge.contest.ops.site import add_contest, new_site
from judge.contest.ops.site_teams import (
    MemberTeam,
    TeamForm,
    contest_teams,
    form_team,
    import_teams,
    read_teams,
    remove_member,
)
from judge.contest.storage.contest import objects_of
from judge.contest.storage.schema import events, objects
from judge.contest.storage.site import contest_folders
from judge.contest.storage.teams import members_of_teams, team_names
from judge.errors import JudgeError
from support import run_cli

NOW = FakeClock(START).now()
PEOPLE = [
    Member("ann", "Ann"),
    Member("bo", "Bo"),
    Member("cy", "Cy"),
    Member("dee", "Dee"),
    Member("li", "Coach Li", SiteRole.COACH),
]


@pytest.fixture
def site(tmp_path) -> Path:
    """A site of contests week1 and week2 and members ann, bo, cy, dee (and a coach, li)."""
    root = make_root(tmp_path)
    for name in ("week1", "week2"):
        new_contest(root, name, ["hdu_1846"], "1:00:00", FakeClock(START))
    folder = new_site(tmp_path / "site", "Club", problems=root)
    for name in ("week1", "week2"):
        add_contest(folder, root / "contests" / name, NOW)
    store = members.open_members(folder)
    try:
        members.import_members(store, PEOPLE, NOW)
    finally:
        store.close()
    return folder


def joins(site: Path, member_id: str) -> list[tuple[str, str]]:
    store = members.open_members(site)
    try:
        return [(j.contest, j.team_id) for j in members.joined_contests(store, member_id)]
    finally:
        store.close()


def contest_copy(site: Path, contest: str) -> tuple[dict[str, str], dict[str, list[Person]]]:
    """The contest's own team names and its copy of who is in each team of members."""
    site_store = members.open_members(site)
    try:
        with site_store.read() as conn:
            folder = dict(contest_folders(conn))[contest]
    finally:
        site_store.close()
    store = open_store(folder)
    try:
        with store.read() as conn:
            return team_names(conn), members_of_teams(conn)
    finally:
        store.close()


def test_a_team_of_members_is_a_team_of_the_contest_each_member_joined_as(site):
    made = form_team(site, "week1", TeamForm("red", "Red Team", ("ann", "bo", "cy")), NOW)
    trio = (Person("ann", "Ann"), Person("bo", "Bo"), Person("cy", "Cy"))
    assert made == MemberTeam("red", "Red Team", trio)
    assert joins(site, "bo") == [("week1", "red")]
    names, copy = contest_copy(site, "week1")
    assert names["red"] == "Red Team" and copy == {"red": list(trio)}
    # in another contest the same members form other teams
    form_team(site, "week2", TeamForm("mix", "Mix", ("ann", "dee")), NOW)
    assert joins(site, "ann") == [("week1", "red"), ("week2", "mix")]
    assert contest_teams(site, "week1") == [made]


def persons_of(site: Path, contest: str) -> tuple[dict[str, dict], list[tuple[str, bool]]]:
    """The contest's Contest API persons, and its persons' events (id, deleted)."""
    site_store = members.open_members(site)
    try:
        with site_store.read() as conn:
            folder = dict(contest_folders(conn))[contest]
    finally:
        site_store.close()
    store = open_store(folder)
    try:
        with store.read() as conn:
            found = objects_of(conn, "persons")
            logged = conn.execute(
                sa.select(events.c.object_id, events.c.data)
                .where(events.c.type == "persons")
                .order_by(events.c.seq)
            ).all()
    finally:
        store.close()
    return found, [(row.object_id, row.data is None) for row in logged]


def test_each_member_of_a_team_is_a_person_of_the_contest_api(site):
    form_team(site, "week1", TeamForm("red", "Red", ("bo", "ann")), NOW)
    form_team(site, "week1", TeamForm("red", "Red Team", ("ann",)), NOW)  # no change to them
    remove_member(site, "week1", "red", "bo", NOW)
    found, logged = persons_of(site, "week1")
    ann = {"id": "ann", "name": "Ann", "team_ids": ["red"], "role": "contestant"}
    assert found == {"ann": ann}
    assert logged == [("bo", False), ("ann", False), ("bo", True)]
    assert persons_of(site, "week2")[0] == {}


def _folder(site: Path, contest: str) -> Path:
    site_store = members.open_members(site)
    try:
        with site_store.read() as conn:
            return dict(contest_folders(conn))[contest]
    finally:
        site_store.close()


def test_a_team_formed_before_persons_gets_them_when_its_contest_is_next_opened(site, tmp_path):
    form_team(site, "week1", TeamForm("red", "Red", ("bo", "ann")), NOW)
    folder = _folder(site, "week1")
    store = open_store(folder)
    try:  # as a site of an earlier version left it: members recorded, no persons
        with store.write() as conn:
            conn.execute(objects.delete().where(objects.c.type == "persons"))
            conn.execute(events.delete().where(events.c.type == "persons"))
    finally:
        store.close()
    assert persons_of(site, "week1") == ({}, [])
    for _ in range(2):  # the second open finds nothing missing and logs nothing
        session = open_contest_at(
            tmp_path / "set", folder, FakeClock(START), tmp_path / "cache", isolate=False
        )
        session.close()
        found, logged = persons_of(site, "week1")
        assert found == {
            "bo": {"id": "bo", "name": "Bo", "team_ids": ["red"], "role": "contestant"},
            "ann": {"id": "ann", "name": "Ann", "team_ids": ["red"], "role": "contestant"},
        }
        assert logged == [("bo", False), ("ann", False)]


def test_members_are_added_renamed_and_taken_out(site):
    form_team(site, "week1", TeamForm("red", "Red", ("ann",)), NOW)
    grown = form_team(site, "week1", TeamForm("red", None, ("bo",)), NOW)
    assert [p.id for p in grown.members] == ["ann", "bo"] and grown.name == "Red"
    renamed = form_team(site, "week1", TeamForm("red", "Red Dragons", ("bo",)), NOW)
    assert renamed.name == "Red Dragons"
    left = remove_member(site, "week1", "red", "ann", NOW)
    assert [p.id for p in left.members] == ["bo"]
    assert joins(site, "ann") == []
    assert contest_copy(site, "week1")[1] == {"red": [Person("bo", "Bo")]}
    # out of the team, ann may be put in another
    other = form_team(site, "week1", TeamForm("blue", "Blue", ("ann",)), NOW)
    assert [p.id for p in other.members] == ["ann"]


@pytest.mark.parametrize(
    ("form", "message"),
    [
        (TeamForm("red", "Red", ("bo",)), r"member 'bo' is already in team 'blue' of contest"),
        (TeamForm("green", "Green", ("zed",)), r"no member 'zed' on this site"),
        (TeamForm("green", "Green", ("li",)), r"'li' is a coach: a coach or an admin is"),
        (TeamForm("green", "Green", ()), r"give the team's members"),
        (TeamForm("green", "Green", ("cy", "cy")), r"a member is named twice"),
        (TeamForm("green", None, ("cy",)), r"team 'green' is new: give its name"),
        (TeamForm("green", "", ("cy",)), r"a team's name must be 1 to 200"),
        (TeamForm("bad id", "Bad", ("cy",)), r"team id 'bad id' must be"),
        (TeamForm("jury", "Jury", ("cy",)), r"team id 'jury' must be"),
        (TeamForm("dee", "D's", ("cy",)), r"team id 'dee' is the id of member 'Dee', who is not"),
    ],
)
def test_a_team_that_must_not_be_is_refused_in_plain_words(site, form, message):
    form_team(site, "week1", TeamForm("blue", "Blue", ("bo",)), NOW)
    with pytest.raises(JudgeError, match=message):
        form_team(site, "week1", form, NOW)
    assert joins(site, "cy") == []  # nothing of the refused change stays


def test_no_team_in_the_practice_space_nor_in_a_contest_the_site_lacks(site):
    with pytest.raises(JudgeError, match=r"the site's practice space"):
        form_team(site, "practice", TeamForm("red", "Red", ("ann",)), NOW)
    with pytest.raises(JudgeError, match=r"no contest 'week9' on this site"):
        form_team(site, "week9", TeamForm("red", "Red", ("ann",)), NOW)
    with pytest.raises(JudgeError, match=r"contest week1 has no team of members 'red'"):
        remove_member(site, "week1", "red", "ann", NOW)


def test_a_member_who_joined_alone_may_become_a_team_of_members(site):
    members.join_contest(site, "ann", "week1", NOW)  # ann's own team, of her id
    made = form_team(site, "week1", TeamForm("ann", "Ann and Bo", ("bo",)), NOW)
    assert [p.id for p in made.members] == ["ann", "bo"]
    # bo, in it, joins no other team by the Join button: he is in team ann already
    assert members.join_contest(site, "bo", "week1", NOW).team_id == "ann"


def test_a_member_taken_out_of_the_team_of_their_id_does_not_join_it_again(site):
    form_team(site, "week1", TeamForm("ann", "A team", ("ann", "bo")), NOW)
    remove_member(site, "week1", "ann", "ann", NOW)
    with pytest.raises(JudgeError, match=r"team 'ann' is a team of members the coach formed"):
        members.join_contest(site, "ann", "week1", NOW)
    assert joins(site, "ann") == []


def test_a_csv_of_teams_is_imported_as_one_change(site, tmp_path):
    good = tmp_path / "teams.csv"
    good.write_text('ID,name,Members\nred,Red,ann;bo\nblue,Blue,"cy, dee"\n\n', encoding="utf-8")
    done = import_teams(site, "week1", read_teams(good), NOW)
    assert [(t.id, [p.id for p in t.members]) for t in done] == [
        ("red", ["ann", "bo"]),
        ("blue", ["cy", "dee"]),
    ]
    bad = tmp_path / "bad.csv"
    bad.write_text("id,name,members\ngreen,Green,ann\nred,Red,cy\n", encoding="utf-8")
    with pytest.raises(JudgeError, match=r"team 'green': member 'ann' is already in team 'red'"):
        import_teams(site, "week2", [*read_teams(good), *read_teams(bad)], NOW)
    assert contest_teams(site, "week2") == []  # none of it formed


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("id,name\nred,Red\n", r"t.csv:1: the header must name the columns id, name and members"),
        ("id,name,members,coach\n", r"t.csv:1: unknown column 'coach'"),
        ("id,name,members\nred,Red\n", r"t.csv:2: 2 values for 3 columns"),
        ("id,name,members\n", r"t.csv: no teams in it"),
    ],
)
def test_a_bad_teams_file_is_one_plain_error_naming_file_and_line(tmp_path, text, message):
    path = tmp_path / "t.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(JudgeError, match=message):
        read_teams(path)


def test_the_coach_forms_lists_imports_and_takes_out_on_the_command_line(site, tmp_path):
    made = run_cli("site", "team", site, "week1", "red", "--name", "Red", "--members", "ann,bo")
    assert made.exit_code == 0, made.output
    assert made.output == "team red (Red) of contest week1: ann (Ann), bo (Bo)\n"
    listing = tmp_path / "teams.csv"
    listing.write_text("id,name,members\nblue,Blue,cy;dee\n", encoding="utf-8")
    imported = run_cli("site", "teams", site, "week1", "--import", listing)
    assert imported.output.splitlines() == [
        "1 team(s) formed or updated in contest week1",
        "red  Red  ann (Ann), bo (Bo)",
        "blue  Blue  cy (Cy), dee (Dee)",
    ], imported.output
    out = run_cli("site", "team", site, "week1", "red", "--remove", "bo")
    assert out.output == "bo is no longer in team red of contest week1\n"
    refused = run_cli("site", "team", site, "week1", "blue", "--members", "ann")
    assert refused.exit_code == 2
    assert "member 'ann' is already in team 'red' of contest week1" in refused.output
    assert "Traceback" not in refused.output
    in_zh = run_cli("--lang", "zh", "site", "team", site, "week1", "blue", "--members", "ann")
    assert in_zh.exit_code == 2
    assert in_zh.output == (
        "judge: 错误：成员 'ann' 已在比赛 week1 的队伍 'red' 中；请先把其移出\n"
    )
    zh = run_cli("--lang", "zh", "site", "teams", site, "week2")
    assert zh.exit_code == 0 and zh.output.startswith("比赛 week2 还没有多人队伍；组队：")
    alone = run_cli("site", "team", site, "week1", "red", "--remove", "ann", "--name", "X")
    assert alone.exit_code == 2 and "--remove goes alone" in alone.output
