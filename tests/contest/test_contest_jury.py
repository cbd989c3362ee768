"""A contest runs every program its packages bring isolated: a hostile output validator (or
interactor) judged by `judge contest submit` reaches neither the contest's database nor the
other cases' data nor the host, the verdict is the honest one and the message a team sees holds nothing it read; a
package without a time limit whose accepted submission tries to write outside its folder while
`judge contest new` computes the limit writes nothing."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from contest.test_contest_packages import write
from isolation_support import (
    AC,
    TOKEN,
    hostile,
    isolation_works,  # noqa: F401  (a fixture)
    jury_package,
    listener,  # noqa: F401  (a fixture)
    sandbox_processes,
    tree_digest,
)
from judge.contest.core.config import read_yaml

pytestmark = pytest.mark.usefixtures("isolation_works")

# An accepted submission that answers right after trying to write the files @PATHS@.
ESCAPE = """for path in @PATHS@:
    try:
        open(path, "w").write("escaped")
    except OSError:
        pass
print(int(input()) + 1)
"""


@pytest.mark.parametrize("kind", ["validator", "interactor"])
def test_a_hostile_validator_in_a_contest_reaches_nothing(cli, root, tmp_path, listener, kind):  # noqa: F811
    contest = root / "contests" / "jury"
    escaped = [tmp_path / "escaped", contest / "planted"]
    secrets = [
        contest / "contest.db",
        contest / "pkg" / "data" / "secret" / "1.ans",
        Path("/etc/shadow"),
    ]
    validator = hostile(
        tmp_path,
        "validator.py",
        secrets="|".join(map(str, secrets)),
        outside="|".join(map(str, escaped)),
        port=str(listener.port),
        marker="escaped",
        interactive="yes" if kind == "interactor" else "no",
    )
    package = jury_package(tmp_path / "pkg", validator, interactive=kind == "interactor")
    made = cli("contest", "new", "jury", "--problems", str(package), "--duration", "2:00:00")
    assert made.exit_code == 0, made.output
    assert (contest / "contest.db").is_file()
    data = tree_digest(contest / "pkg")
    assert cli("contest", "start", "jury", "--as", "me").exit_code == 0
    for source, verdict in ((AC, "AC"), ("print(3)\n", "WA")):
        solution = tmp_path / "solution.py"
        solution.write_text(source)
        result = cli("contest", "submit", "jury", "A", solution)
        first = result.output.split("\n", 1)[0]
        assert f": {verdict}" in first, result.output
        assert "leaked" not in result.output.replace("nothing leaked", "")
        assert TOKEN not in result.output and "SQLite" not in result.output
    time.sleep(1.5)  # a daemon left behind would have written by now
    assert not any(path.exists() for path in escaped)
    assert tree_digest(contest / "pkg") == data
    assert not listener.connected()
    assert sandbox_processes("validator.py") == []


def test_an_accepted_submission_run_for_a_time_limit_writes_nothing_outside(cli, root, tmp_path):
    outside = tmp_path / "written-by-the-package"
    paths = (str(outside), str(root / "planted"))
    package = write(
        tmp_path / "nolimit",
        {
            "problem.yaml": "problem_format_version: 2023-07-draft\nname: Add One\n"
            "uuid: 5d1f6c2e-0000-4000-8000-00000000a0b1\n",
            "data/sample/1.in": "1\n",
            "data/sample/1.ans": "2\n",
            "data/secret/1.in": "41\n",
            "data/secret/1.ans": "42\n",
            "submissions/accepted/add.py": ESCAPE.replace("@PATHS@", repr(paths)),
        },
    )
    made = cli("contest", "new", "nolimit", "--problems", str(package), "--duration", "1:00:00")
    assert made.exit_code == 0, made.output
    limits = {
        p["id"]: p.get("time_limit")
        for p in read_yaml(root / "contests" / "nolimit" / "problems.yaml")
    }
    assert limits["nolimit"] is not None  # computed from the accepted submission, which ran
    assert not outside.exists() and not (root / "planted").exists()
