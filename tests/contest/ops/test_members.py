"""A site's members: read from CSV, imported with passwords shown once, logged in, reset, and
joined to the site's contests as their own teams (judge/contest/ops/members.py), and the
`judge site members` and `judge site join` commands a coach runs."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from contest.contest_helpers import START, make_root, new_contest
from judge.contest.core.clock import FakeClock
from judge.contest.core.site import Member, SiteRole
from judge.contest.ops import members
from judge.contest.ops.site import add_contest, new_site
from judge.errors import JudgeError
from support import run_cli


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_csv_names_members_their_ids_and_roles(tmp_path):
    read = members.read_members(
        write(
            tmp_path / "m.csv",
            "\ufeffName,ROLE,id\nAlice Wang,,\n\nBob,coach,\n王小明,admin,2024001\nAlice Wang,,\n",
        )
    )
    assert read == [
        Member("alice-wang", "Alice Wang", SiteRole.MEMBER),
        Member("bob", "Bob", SiteRole.COACH),
        Member("2024001", "王小明", SiteRole.ADMIN),
        Member("alice-wang-2", "Alice Wang", SiteRole.MEMBER),  # the same name: another id
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name,email\nA,a@b\n", r"m.csv:1: unknown column 'email'"),
        ("id,role\nx,member\n", r"m.csv:1: the header must name the column name"),
        ("name,name\nA,B\n", r"m.csv:1: the header must name the column name once"),
        ("name,role\nA,captain\n", r"m.csv:2: role must be member, coach or admin"),
        ("name,id\nA,jury\n", r"m.csv:2: id 'jury' must be"),
        ("name,id\nA,../x\n", r"m.csv:2: id '../x' must be"),
        ("name\n王小明\n", r"m.csv:2: name '王小明' gives no id .*give the id column"),
        ("name,id\nA,a\nB,a\n", None),  # read; refused by the import (given twice)
        ("name,id\nA\n", r"m.csv:2: 1 values for 2 columns"),
        ("name\n\n", r"m.csv: no members in it"),
        ("name\nA\x1bB\n", r"m.csv:2: name must be 1 to 200 printable characters"),
    ],
)
def test_a_bad_members_file_is_one_plain_error_naming_file_and_line(tmp_path, text, message):
    path = write(tmp_path / "m.csv", text)
    if message is None:
        read = members.read_members(path)
        store = members.open_members(new_site(tmp_path / "site", "Club"))
        try:
            with pytest.raises(JudgeError, match=r"member\(s\) a given twice"):
                members.import_members(store, read, FakeClock(START).now())
        finally:
            store.close()
    else:
        with pytest.raises(JudgeError, match=message):
            members.read_members(path)


def test_members_get_passwords_once_and_log_in_with_them(tmp_path):
    now = FakeClock(START).now()
    store = members.open_members(new_site(tmp_path / "site", "Club"))
    try:
        first = members.import_members(
            store, [Member("ann", "Ann"), Member("li", "Li", SiteRole.COACH)], now
        )
        assert [(m.id, m.created, m.password is not None) for m in first] == [
            ("ann", True, True),
            ("li", True, True),
        ]
        ann = first[0].password
        assert ann is not None
        assert members.logged_in(store, "ann", ann) == Member("ann", "Ann", SiteRole.MEMBER, True)
        assert members.logged_in(store, "ann", ann + "x") is None
        assert members.logged_in(store, "li", ann) is None
        assert members.logged_in(store, "nobody", ann) is None
        # Again, renamed and made a coach: kept, no new password.
        again = members.import_members(store, [Member("ann", "Ann Lee", SiteRole.COACH)], now)
        assert [(m.created, m.password) for m in again] == [(False, None)]
        assert members.logged_in(store, "ann", ann) == Member(
            "ann", "Ann Lee", SiteRole.COACH, True
        )
        # The coach's reset: the old password no longer works, the new one does.
        new = members.set_member_password(store, "ann")
        assert members.logged_in(store, "ann", ann) is None
        assert members.logged_in(store, "ann", new) is not None
        with pytest.raises(JudgeError, match="no member 'bob' on this site"):
            members.set_member_password(store, "bob")
        assert [m.id for m in members.member_list(store)] == ["ann", "li"]
    finally:
        store.close()
    # Only hashes are stored.
    db = sqlite3.connect(tmp_path / "site" / "site.db")
    hashes = [h for (h,) in db.execute("SELECT password_hash FROM site_members")]
    db.close()
    assert all(h.startswith("sha256$") for h in hashes) and new not in "".join(hashes)


def test_a_member_joins_contests_as_its_own_team(tmp_path):
    root = make_root(tmp_path)
    clock = FakeClock(START)
    for name in ("week1", "week2"):
        new_contest(root, name, ["hdu_1846"], "1:00:00", clock)
    site = new_site(tmp_path / "site", "Club")
    for name in ("week1", "week2"):
        add_contest(site, root / "contests" / name, clock.now())
    store = members.open_members(site)
    try:
        members.import_members(store, [Member("ann", "Ann Lee"), Member("bo", "Bo")], clock.now())
    finally:
        store.close()
    joined = members.join_contest(site, "ann", "week2", clock.now())
    assert (joined.contest, joined.team_id) == ("week2", "ann")
    assert members.join_contest(site, "ann", "week2", clock.now()) == joined  # again: harmless
    clock.advance("0:01:00")
    members.join_contest(site, "ann", "week1", clock.now())
    db = sqlite3.connect(root / "contests" / "week2" / "contest.db")
    teams = db.execute("SELECT id, name, password_hash FROM teams").fetchall()
    db.close()
    assert teams == [("ann", "Ann Lee", None)]  # no contest password: the site's login
    store = members.open_members(site)
    try:
        assert [j.contest for j in members.joined_contests(store, "ann")] == ["week2", "week1"]
        assert members.joined_contests(store, "bo") == []
    finally:
        store.close()
    with pytest.raises(JudgeError, match="no contest 'week3' on this site"):
        members.join_contest(site, "ann", "week3", clock.now())
    with pytest.raises(JudgeError, match="no member 'cy' on this site"):
        members.join_contest(site, "cy", "week1", clock.now())


def test_the_coach_s_commands(tmp_path):
    root = make_root(tmp_path)
    new_contest(root, "week1", ["hdu_1846"], "1:00:00", FakeClock(START))
    site = tmp_path / "club"
    assert run_cli("site", "new", site, "--title", "Club").exit_code == 0
    assert run_cli("site", "add", site, root / "contests" / "week1").exit_code == 0
    listing = write(tmp_path / "m.csv", "id,name,role\n2024001,王小明,\nli,Coach Li,coach\n")
    out = tmp_path / "secret" / "pw.csv"
    made = run_cli("site", "members", site, "import", listing, "--out", out)
    assert made.exit_code == 0, made.output
    lines = made.output.splitlines()
    assert lines[0] == f"2 member(s) added, 0 updated on the site in {site}"
    assert lines[2].split()[0] == "2024001" and lines[2].split()[2] == "王小明"
    assert out.stat().st_mode & 0o777 == 0o600
    assert lines[2].split()[1] in out.read_text()
    joined = run_cli("site", "join", site, "2024001", "week1")
    assert joined.output == "2024001 joined contest week1 as team 2024001\n", joined.output
    listed = run_cli("--lang", "zh", "site", "members", site, "list")
    assert listed.output.splitlines() == ["2024001  王小明  成员  week1", "li  Coach Li  教练"]
    reset = run_cli("site", "members", site, "password", "li")
    assert reset.exit_code == 0 and reset.output.startswith("new password of li: ")
    wrong = run_cli("site", "members", site, "password", "nobody")
    assert wrong.exit_code == 2 and "no member 'nobody' on this site" in wrong.output
    nowhere = run_cli("site", "members", tmp_path / "nowhere", "list")
    assert nowhere.exit_code == 2 and "not a site" in nowhere.output
