"""Team lists and accounts as a careless or hostile coach gives them: each property of a teams
CSV and a teams.json fed a few wrong values, each one plain message naming the file (and the
line or team) and the property, exit status 2, nothing imported; an import of many teams done
in one pass (new teams written together), their members, and both kinds of password hash."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from judge.contest.core.times import parse_time
from judge.contest.ops import accounts
from judge.contest.ops.folders import open_store

NOW = parse_time("2025-03-01T10:00:00Z")
LONG = "n" * 1001

CSV_CASES = [
    ("name\nA\x1b[2JB\n", "t.csv:2: name must be a string without control characters"),
    ("name\nA\x00B\n", "t.csv:2: name must be a string without control characters"),
    ("name\nA\u009bB\n", "t.csv:2: name must be a string without control characters"),
    (f"name\n{LONG}\n", "t.csv:2: name must be a string of at most 1,000 characters"),
    ("name,display_name\nA,B\x07\n", "t.csv:2: display_name must be a string without control"),
    ("name,label\nA," + "L" * 65 + "\n", "t.csv:2: label must be a string of at most 64"),
    ("name,group\nA,G\x1bX\n", "t.csv:2: group must be a string without control characters"),
    ("name,organization\nA,\x7f\n", "t.csv:2: organization must be a string without control"),
    ("name,members\nA,x;y\x1b\n", "t.csv:2: members must be a string without control"),
    ("id,name\n" + "x" * 37 + ",A\n", "must be 1-36 letters, digits"),
    ("id,name\n-x,A\n", "team id '-x' must be 1-36 letters"),
    ("name,hidden\nA,2\n", "hidden must be true or false"),
]

JSON_TEAM = {"id": "t1", "name": "Team"}
JSON_CASES = [
    ({"id": True}, "team 1: id must be a string"),
    ({"id": [1]}, "team 1: id must be a string"),
    ({"id": {"a": 1}}, "team 1: id must be a string"),
    ({"id": "x" * 37}, "must be 1-36 letters, digits"),
    ({"name": 5}, "team 1 (t1): no name"),
    ({"name": {"en": "x"}}, "team 1 (t1): no name"),
    ({"name": "A\u0000B"}, "team 1 (t1): name must be a string without control characters"),
    ({"name": LONG}, "team 1 (t1): name must be a string of at most 1,000 characters"),
    ({"display_name": {"a": 1}}, "team 1 (t1): display_name must be a string, got {'a': 1}"),
    ({"display_name": "\u001b]0;owned\u0007"}, "display_name must be a string without control"),
    ({"label": [1]}, "team 1 (t1): label must be a string"),
    ({"label": "L" * 65}, "team 1 (t1): label must be a string of at most 64"),
    ({"group_ids": "g1"}, "team 1 (t1): group_ids must be a list of ids"),
    ({"group_ids": [True]}, "team 1 (t1): group_ids must be a list of ids"),
    ({"group_ids": [{"id": "g"}]}, "team 1 (t1): group_ids must be a list of ids"),
    ({"group_ids": ["a b"]}, "group_ids: group id 'a b' must be 1-36"),
    ({"hidden": "yes"}, "team 1 (t1): hidden must be true or false, got 'yes'"),
    ({"hidden": 1}, "team 1 (t1): hidden must be true or false, got 1"),
    ({"members": "Ann"}, "team 1 (t1): members must be a list of names"),
    ({"members": [1]}, "team 1 (t1): members must be a list of names"),
    ({"members": ["A\nB"]}, "team 1 (t1): members must be a string without control"),
    ({"organization_id": {"a": 1}}, "team 1 (t1): organization_id must be a string"),
    ({"organization_id": "a b"}, "organization id 'a b' must be 1-36"),
]


@pytest.fixture
def club(cli, root: Path) -> Path:
    made = cli("contest", "new", "club", "--problems", "hdu_1846", "--duration", "1:00:00")
    assert made.exit_code == 0, made.output
    return root / "contests" / "club"


def teams_in(folder: Path) -> int:
    with sqlite3.connect(folder / "contest.db") as conn:
        return conn.execute("SELECT count(*) FROM teams").fetchone()[0]


def refused(cli, club: Path, path: Path, message: str) -> None:
    result = cli("contest", "teams", "club", "import", path)
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit)  # a plain exit, not an exception's
    assert f"judge: error: {path.parent}/" in result.output and message in result.output, (
        result.output
    )
    assert teams_in(club) == 0


@pytest.mark.parametrize(("text", "message"), CSV_CASES)
def test_each_csv_column_refuses_wrong_values(cli, club, tmp_path, text, message):
    path = tmp_path / "t.csv"
    path.write_text(text, encoding="utf-8")
    refused(cli, club, path, message)


@pytest.mark.parametrize(("change", "message"), JSON_CASES)
def test_each_teams_json_property_refuses_wrong_values(cli, club, tmp_path, change, message):
    path = tmp_path / "teams.json"
    path.write_text(json.dumps([{**JSON_TEAM, **change}]), encoding="utf-8")
    refused(cli, club, path, message)


def test_many_teams_import_with_their_members_groups_and_organizations(cli, club, tmp_path):
    rows = ["name,group,organization,members"]
    rows += [f"Team {n},Region {n % 7},School {n // 3},A{n};B{n}" for n in range(3000)]
    path = tmp_path / "teams.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    result = cli("contest", "teams", "club", "import", path)
    assert result.exit_code == 0, result.output
    assert "3000 team(s) added, 0 updated" in result.output
    with sqlite3.connect(club / "contest.db") as conn:
        counted = dict(conn.execute("SELECT type, count(*) FROM objects GROUP BY type"))
        events = dict(conn.execute("SELECT type, count(*) FROM events GROUP BY type"))
        hashes = {h.split("$")[0] for (h,) in conn.execute("SELECT password_hash FROM teams")}
        order = [t for (t,) in conn.execute("SELECT type FROM events ORDER BY seq")]
    assert counted["groups"] == 7 and counted["organizations"] == 1000
    assert counted["persons"] == 6000 and events["persons"] == 6000 and events["teams"] == 3000
    assert hashes == {"sha256"}
    # Each group and organization is logged before the first team that names it, each team
    # before its members.
    assert order.index("teams") > max(
        i for i, t in enumerate(order) if t in ("groups", "organizations")
    )
    assert order.index("persons") > order.index("teams")
    # Importing again changes the members of those named anew, and nothing of the others.
    again = tmp_path / "again.csv"
    again.write_text("name,members\nTeam 5,Cid\n", encoding="utf-8")
    assert cli("contest", "teams", "club", "import", again).exit_code == 0
    with sqlite3.connect(club / "contest.db") as conn:
        members = [
            json.loads(d)["name"]
            for (d,) in conn.execute("SELECT data FROM objects WHERE id LIKE 'team-5-%'")
        ]
        total = conn.execute("SELECT count(*) FROM objects WHERE type = 'persons'").fetchone()
    assert members == ["Cid"] and total == (5999,)


def test_a_chosen_password_keeps_scrypt_at_its_cost(club):
    store = open_store(club)
    try:
        specs = [accounts.TeamSpec("t1", "One"), accounts.TeamSpec("t2", "Two")]
        seen: list[str] = []
        done = accounts.import_teams(store, specs, NOW, {"t1": "my own pw"}, seen.append, 12)
        assert [t.password is None for t in done] == [True, False]  # t1's is the coach's
        with store.read() as conn:
            stored = dict(conn.exec_driver_sql("SELECT id, password_hash FROM teams").fetchall())
    finally:
        store.close()
    assert stored["t1"].startswith("scrypt$4096$8$1$") and stored["t2"].startswith("sha256$")
    assert accounts.verify_password("my own pw", stored["t1"])
    assert accounts.verify_password(done[1].password or "", stored["t2"])
    assert "passwords of the accounts: 1/1 hashed" in seen and "teams: 2/2" in seen
