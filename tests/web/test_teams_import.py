"""`judge contest teams NAME import|list|password`: teams from CSV or teams.json, passwords
shown once and stored only as scrypt hashes."""

from __future__ import annotations

import json
import os
import sqlite3
import stat

import pytest

from contest.contest_helpers import make_root
from judge.contest.ops.accounts import (
    hash_generated,
    hash_password,
    new_password,
    read_teams,
    verify_password,
)
from judge.errors import JudgeError
from support import run_cli


@pytest.fixture
def root(tmp_path):
    root = make_root(tmp_path)
    result = run(root, "contest", "new", "club", "--problems", "hdu_1846", "--duration", "1:00:00")
    assert result.exit_code == 0, result.output
    return root


def run(root, *args):
    return run_cli(*args, root=root)


def db_rows(root, query):
    with sqlite3.connect(root / "contests" / "club" / "contest.db") as conn:
        return conn.execute(query).fetchall()


def test_import_a_csv_shows_passwords_once_and_stores_hashes(root, tmp_path):
    teams = tmp_path / "teams.csv"
    teams.write_text(
        "Name,Group,hidden\nAda Lovelace,Year 1,\nAlan Turing,Year 2,no\nJury test,,yes\n\n",
        encoding="utf-8",
    )
    out = tmp_path / "passwords.csv"
    result = run(root, "contest", "teams", "club", "import", teams, "--out", out)
    assert result.exit_code == 0, result.output
    assert "3 team(s) added, 0 updated in contest club" in result.output
    lines = result.output.splitlines()
    shown = {line.split()[0]: line.split()[1] for line in lines if line.startswith("  ")}
    assert set(shown) == {"ada-lovelace", "alan-turing", "jury-test"}
    assert stat.S_IMODE(os.stat(out).st_mode) == 0o600
    assert out.read_text().splitlines()[1] == f"ada-lovelace,Ada Lovelace,{shown['ada-lovelace']}"
    rows = dict(db_rows(root, "SELECT id, password_hash FROM teams"))
    for tid, password in shown.items():
        assert password not in rows[tid] and rows[tid].startswith("sha256$")
        assert verify_password(password, rows[tid])
    hidden = dict(db_rows(root, "SELECT id, hidden FROM teams"))
    assert hidden == {"ada-lovelace": 0, "alan-turing": 0, "jury-test": 1}
    groups = db_rows(root, "SELECT id, data FROM objects WHERE type = 'groups'")
    assert [(g, json.loads(d)["name"]) for g, d in groups] == [
        ("year-1", "Year 1"),
        ("year-2", "Year 2"),
    ]
    listing = run(root, "contest", "teams", "club", "list")
    assert "ada-lovelace  Ada Lovelace  year-1" in listing.output
    assert "jury-test  Jury test  (hidden)" in listing.output
    # Importing again updates names and keeps the passwords.
    teams.write_text("id,name\nada-lovelace,Ada King\n", encoding="utf-8")
    again = run(root, "contest", "teams", "club", "import", teams)
    assert "0 team(s) added, 1 updated" in again.output and "new passwords" not in again.output
    assert db_rows(root, "SELECT name, password_hash FROM teams WHERE id = 'ada-lovelace'") == [
        ("Ada King", rows["ada-lovelace"])
    ]
    events = [
        json.loads(d)
        for (d,) in db_rows(root, "SELECT data FROM events WHERE type = 'teams' ORDER BY seq")
    ]
    assert [e["name"] for e in events] == ["Ada Lovelace", "Alan Turing", "Jury test", "Ada King"]
    assert all("password" not in json.dumps(e) for e in events)
    # A new password for one team.
    reset = run(root, "contest", "teams", "club", "password", "alan-turing")
    new = reset.output.split()[-1]
    (stored,) = db_rows(root, "SELECT password_hash FROM teams WHERE id = 'alan-turing'")[0]
    assert verify_password(new, stored) and not verify_password(shown["alan-turing"], stored)
    missing = run(root, "contest", "teams", "club", "password", "nobody")
    assert missing.exit_code == 2 and "no team 'nobody'" in missing.stderr


def test_import_a_ccs_teams_json(root, tmp_path):
    teams = tmp_path / "teams.json"
    teams.write_text(
        json.dumps(
            [
                {"id": "t1", "name": "Team One", "display_name": "One", "group_ids": ["g1"]},
                {"id": 2, "name": "Team Two", "hidden": True},
            ]
        )
    )
    result = run(root, "contest", "teams", "club", "import", teams)
    assert result.exit_code == 0, result.output
    assert db_rows(
        root, "SELECT id, name, display_name, hidden, group_ids FROM teams ORDER BY id"
    ) == [("2", "Team Two", None, 1, "[]"), ("t1", "Team One", "One", 0, '["g1"]')]


def test_organizations_and_members_become_the_apis_organizations_and_persons(root, tmp_path):
    def objects(kind):
        return {
            oid: json.loads(data)
            for oid, data in db_rows(
                root, f"SELECT id, data FROM objects WHERE type = '{kind}' ORDER BY id"
            )
        }

    teams = tmp_path / "teams.csv"
    teams.write_text(
        "name,organization,members\nAda,Uni A,Ada Lovelace; Charles Babbage\nBob,Uni A,\n",
        encoding="utf-8",
    )
    assert run(root, "contest", "teams", "club", "import", teams).exit_code == 0
    assert objects("organizations") == {"uni-a": {"id": "uni-a", "name": "Uni A"}}
    assert db_rows(root, "SELECT id, organization_id FROM teams ORDER BY id") == [
        ("ada", "uni-a"),
        ("bob", "uni-a"),
    ]
    assert objects("persons") == {
        "ada-1": {"id": "ada-1", "team_ids": ["ada"], "name": "Ada Lovelace", "role": "contestant"},
        "ada-2": {
            "id": "ada-2",
            "team_ids": ["ada"],
            "name": "Charles Babbage",
            "role": "contestant",
        },
    }
    # Importing again with other members replaces them (each change an event), and a
    # teams.json names its organization by id and its members in a list.
    teams.write_text("id,name,members\nada,Ada,Ada King\n", encoding="utf-8")
    assert run(root, "contest", "teams", "club", "import", teams).exit_code == 0
    assert list(objects("persons")) == ["ada-1"]
    assert objects("persons")["ada-1"]["name"] == "Ada King"
    deleted = db_rows(root, "SELECT object_id FROM events WHERE type = 'persons' AND data IS NULL")
    assert deleted == [("ada-2",)]
    listed = tmp_path / "teams.json"
    listed.write_text(
        json.dumps(
            [{"id": "c1", "name": "Cee", "organization_id": "org-7", "members": ["Grace Hopper"]}]
        )
    )
    assert run(root, "contest", "teams", "club", "import", listed).exit_code == 0
    assert objects("organizations")["org-7"] == {"id": "org-7", "name": "org-7"}
    assert objects("persons")["c1-1"]["team_ids"] == ["c1"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"id": "c2", "name": "Dee", "members": "Ann, Bea"}]))
    refused = run(root, "contest", "teams", "club", "import", bad)
    assert refused.exit_code == 2 and "members must be a list of names" in refused.stderr


@pytest.mark.parametrize(
    "name, text, message",
    [
        ("t.csv", "id,team\n", "unknown column(s) 'team'"),
        ("t.csv", "id\nx\n", "the header must name a 'name' column"),
        ("t.csv", "name\nA\n\n,\n", None),
        ("t.csv", "id,name\na,A\na,B\n", "t.csv:3: team id 'a' is already on line 2"),
        ("t.csv", "id,name\njury,J\n", "is the jury's user name"),
        ("t.csv", "id,name\nbad id,X\n", "team id 'bad id' must be"),
        ("t.csv", "name,hidden\nX,maybe\n", "hidden must be true or false"),
        ("t.csv", "name\n", "no teams in it"),
        ("t.json", "{}", "expected a JSON list"),
        ("t.json", '[{"id": "a"}]', "team 1 (a): no name"),
        ("t.txt.xml", "x", "expected a .csv file or a CCS teams.json"),
    ],
)
def test_bad_team_files_are_one_plain_message(tmp_path, name, text, message):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    if message is None:
        assert [t.name for t in read_teams(path)] == ["A"]
        return
    with pytest.raises(JudgeError, match=message.replace("(", r"\(").replace(")", r"\)")):
        read_teams(path)


def test_a_refused_import_records_nothing(root, tmp_path):
    teams = tmp_path / "teams.csv"
    teams.write_text("id,name\nok,Fine\njury,Bad\n")
    result = run(root, "contest", "teams", "club", "import", teams)
    assert result.exit_code == 2
    assert db_rows(root, "SELECT count(*) FROM teams") == [(0,)]


def test_passwords_are_random_and_hashes_salted():
    passwords = {new_password() for _ in range(50)}
    assert len(passwords) == 50
    assert all(len(p) == 19 and p.count("-") == 3 for p in passwords)
    one = "abcd-efgh-jkmn-pqrs"
    for make in (hash_password, hash_generated, lambda p: hash_password(p, 10)):
        assert make(one) != make(one)
        assert verify_password(one, make(one))
        assert not verify_password("abcd-efgh-jkmn-pqrt", make(one))
    assert hash_generated(one).startswith("sha256$") and hash_password(one).startswith(
        "scrypt$16384$8$1$"
    )
    for broken in ("md5$whatever", "sha256$x", "sha256$!!$!!", "scrypt$a$b$c$d$e", ""):
        assert not verify_password(one, broken)
    assert not verify_password(one, None)
