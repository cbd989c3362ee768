"""A Polygon package's own programs judged isolated (`judge run PKG --isolate`, and every
contest): a hostile checker and a hostile generator try to read the host's secrets, the judge's
cache and the other tests' answers, and to write outside their run; each attempt fails, the
verdict is the honest one and nothing it read is said. Judged plainly, the same programs reach
them: the attacks are real."""

from __future__ import annotations

from pathlib import Path

import pytest

from isolation_support import hostile, isolation_works  # noqa: F401  (a fixture)
from judge.formats.registry import problem_at
from judge.judging.solution import RunOptions, judge_solution
from judge.polygon.package import PolygonProblem
from polygon.polygon_support import GROUPS, MAIN, MINI_TESTLIB, TESTS, problem_xml, write

pytestmark = pytest.mark.usefixtures("isolation_works")

PYTHON_CHECKER = """<checker name="check.py" type="testlib">
                    <source path="files/check.py" type="python.3"/>
                </checker>"""


def hostile_package(base: Path, cache_dir: Path, mode: str) -> tuple[Path, list[Path]]:
    """A package whose checker (files/check.py) and generator (files/gen.py) are hostile, and
    the host paths they try to write. `mode` goes into their text: each run's generated tests
    are its own, not another's from the cache."""
    secrets = base / "secrets"
    secrets.mkdir()
    (secrets / "contest.db").write_text("SQLite format 3 the contest's database\n")
    (cache_dir / "cached-secret").write_text("a cached document\n")
    folder = base / "sum"
    outside = [base / "escaped", folder / "tests" / "written.a"]
    read = [
        Path("/etc/shadow"),
        secrets / "contest.db",
        folder / "tests" / "01.a",  # another test's answer, beside the checker's own
        folder / "solutions" / "main.py",
        cache_dir / "cached-secret",
    ]
    programs = {}
    for role in ("checker", "generator"):
        made = hostile(
            base,
            "polygon_jury.py",
            role=role,
            secrets="|".join(map(str, read)),
            outside="|".join(map(str, outside)),
        )
        programs[role] = f"# {mode}\n" + made.read_text()
    write(
        folder,
        {
            "problem.xml": problem_xml(PYTHON_CHECKER, TESTS, GROUPS),
            "files/testlib.h": MINI_TESTLIB,
            "files/gen.py": programs["generator"],
            "files/val.py": "",
            "files/check.py": programs["checker"],
            "tests/01": b"1 2\r\n",
            "tests/01.a": b"3\r\n",
            "solutions/main.py": MAIN,
            "solutions/wrong.py": MAIN,
            "solutions/slow.py": MAIN,
        },
    )
    return folder, outside


def judged(folder: Path, cache_dir: Path, isolate: bool):
    problem = problem_at(folder, cache_dir)
    assert isinstance(problem, PolygonProblem)
    options = RunOptions(isolate=isolate, all_cases=True)
    report = judge_solution(
        problem, str(folder / "solutions" / "main.py"), None, options, cache_dir
    )
    generated = [t.input.read_text() for t in problem.planned if t.generated]
    return report, generated


def test_a_hostile_checker_and_generator_reach_nothing_when_isolated(tmp_path, cache_dir):
    folder, outside = hostile_package(tmp_path, cache_dir, "isolated")
    report, generated = judged(folder, cache_dir, isolate=True)
    assert report.verdict.value == "AC", report
    assert [c.message for c in report.cases] == ["nothing leaked"] * 3
    assert len(generated) == 2
    for made in generated:  # the generator's second line: what it reached
        assert made.splitlines()[1] == "nothing leaked", made
    for path in outside:
        assert not path.exists(), path


def test_judged_plainly_the_same_programs_reach_the_secrets(tmp_path, cache_dir):
    folder, outside = hostile_package(tmp_path, cache_dir, "plain")
    report, generated = judged(folder, cache_dir, isolate=False)
    assert report.verdict.value == "AC", report
    for said in [c.message for c in report.cases] + [g.splitlines()[1] for g in generated]:
        assert "the contest's database" in said and "cached document" in said, said
    assert all(path.exists() for path in outside)
