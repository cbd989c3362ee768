"""A package's own programs judged isolated (`judge run PKG --isolate`, and every contest): a
hostile output validator, input validator or build script tries to read the host's secrets,
the other cases' answers and the judge's cache, to write outside its feedback folder, to
change the test data, to reach the network and to leave a daemon behind; each attempt fails,
the verdict is the honest one and its message holds nothing it read. Judged plainly, the same
validator reaches them: the attacks are real."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from isolation_support import (
    AC,
    HOSTILE,
    TOKEN,
    hostile,
    isolation_works,  # noqa: F401  (a fixture)
    jury_package,
    listener,  # noqa: F401  (a fixture)
    sandbox_processes,
    tree_digest,
)
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.kattis.package import load_package
from support import run_cli

WA = "print(0)\n"

pytestmark = pytest.mark.usefixtures("isolation_works")


@pytest.fixture(params=["validator", "interactor"])
def attack(request, tmp_path: Path, cache_dir: Path, listener):  # noqa: F811
    """(the package, the host paths it must not reach, the listener): its output validator,
    or its interactor, hostile."""
    interactive = request.param == "interactor"
    secrets = tmp_path / "secrets"
    secrets.mkdir()
    (secrets / "contest.db").write_text("SQLite format 3 the contest's database\n")
    (cache_dir / "cached-secret").write_text("a cached document\n")
    base = tmp_path / "pkg"
    outside = [tmp_path / "escaped", base / "data" / "sample" / "written.ans"]
    read = [
        Path("/etc/shadow"),
        secrets / "contest.db",
        base / "data" / "secret" / "1.ans",
        base / "data" / "sample" / "1.ans",
        cache_dir / "cached-secret",
    ]
    validator = hostile(
        tmp_path,
        "validator.py",
        secrets="|".join(map(str, read)),
        outside="|".join(map(str, outside)),
        port=str(listener.port),
        marker="escaped",
        interactive="yes" if interactive else "no",
    )
    return jury_package(base, validator, interactive), outside, listener


def judged(folder: Path, source: str, tmp_path: Path, cache_dir: Path, isolate: bool):
    solution = tmp_path / "solution.py"
    solution.write_text(source)
    options = RunOptions(isolate=isolate, all_cases=True)
    return judge_solution(load_package(folder), str(solution), None, options, cache_dir)


@pytest.mark.parametrize(("source", "verdicts"), [(AC, ["AC", "AC"]), (WA, ["WA", "WA"])])
def test_a_hostile_output_validator_reaches_nothing_when_isolated(
    attack, tmp_path, cache_dir, source, verdicts
):
    folder, outside, heard = attack
    before = tree_digest(folder)
    report = judged(folder, source, tmp_path, cache_dir, isolate=True)
    assert [case.verdict.name for case in report.cases] == verdicts
    for case in report.cases:
        assert case.message.startswith("nothing leaked"), case.message
        assert TOKEN not in case.message and "SQLite" not in case.message
        # It sees the system, its own folder and its workspace; none of the host's others.
        seen = case.message.split("saw listed /: ", 1)[1]
        assert "'jury'" in seen and "'tmp'" in seen and "'home'" not in seen
    time.sleep(1.5)  # the daemon it tried to leave would have written by now
    assert not any(path.exists() for path in outside)
    assert tree_digest(folder) == before  # the test data unchanged
    assert not heard.connected()
    assert sandbox_processes("validator.py") == []


def test_the_same_validator_judged_plainly_reaches_the_host(attack, tmp_path, cache_dir):
    """The plain sandbox is no boundary (README): a package one trusts only."""
    folder, outside, _ = attack
    report = judged(folder, AC, tmp_path, cache_dir, isolate=False)
    message = report.cases[0].message
    assert "SQLite format 3" in message and TOKEN in message
    # It changed its copy of the answer: an honest output is rejected.
    assert "appended to the answer" in message and report.verdict is Verdict.WA
    assert outside[0].exists()


ESCAPE = """try:
    open(@PATH@, "w").write("escaped")
except OSError:
    pass
d = input().split()
print(int(d[0]) + int(d[1]))
"""


@pytest.mark.parametrize("isolate", [True, False])
def test_the_submissions_run_for_a_time_limit_are_isolated_with_isolate(tmp_path, isolate):
    """`judge run PKG --isolate` computes a missing time limit running the package's accepted
    submissions isolated; a plain `judge run PKG` runs them plainly, as it runs the solution."""
    outside = tmp_path / "written-by-an-accepted-submission"
    folder = jury_package(tmp_path / "pkg", HOSTILE / "validator.py")
    shutil.rmtree(folder / "output_validator")  # the default checker
    yaml = (folder / "problem.yaml").read_text().replace("limits:\n  time_limit: 2\n", "")
    (folder / "problem.yaml").write_text(yaml)
    (folder / "submissions" / "accepted" / "ac.py").write_text(
        ESCAPE.replace("@PATH@", repr(str(outside)))
    )
    solution = tmp_path / "solution.py"
    solution.write_text(AC)
    result = run_cli("run", folder, solution, *(["--isolate"] if isolate else []))
    assert result.exit_code == 0, result.output
    assert "time limit" in result.output  # computed, from the accepted submission
    assert outside.exists() is not isolate


BUILD = """echo built > built.txt
echo escaped > @OUTSIDE@ 2>/dev/null
printf '#!/bin/sh\\nexec python3 "$(dirname "$0")/check.py" "$@"\\n' > run
"""
CHECK = """import sys
team = sys.stdin.read().split()
answer = open(sys.argv[2]).read().split()
built = open(__file__.replace("check.py", "built.txt")).read().strip()
open(sys.argv[3] + "judgemessage.txt", "w").write(built)
sys.exit(42 if team == answer else 43)
"""


def test_a_validator_with_a_build_script_is_built_and_run_isolated(tmp_path, cache_dir):
    outside = tmp_path / "written-by-a-build-script"
    folder = jury_package(tmp_path / "pkg", HOSTILE / "validator.py")
    own = folder / "output_validator"
    shutil.rmtree(own)
    own.mkdir()
    (own / "build").write_text(BUILD.replace("@OUTSIDE@", str(outside)))
    (own / "check.py").write_text(CHECK)
    report = judged(folder, AC, tmp_path, cache_dir, isolate=True)
    assert [(case.verdict, case.message) for case in report.cases] == [(Verdict.AC, "built")] * 2
    assert not outside.exists()
    assert judged(folder, WA, tmp_path, cache_dir, isolate=True).verdict is Verdict.WA
