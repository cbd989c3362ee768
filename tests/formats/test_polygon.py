"""A Polygon package through the formats' door: the registry claims its folder and zip before
Kattis would, exported as a Kattis package where its checker is a standard one, refused where
it is a testlib program, and judged in a contest."""

from __future__ import annotations

from contest.contest_helpers import make_root
from judge.formats.registry import format_for
from judge.kattis.package import load_package
from polygon.polygon_support import GROUPS, MAIN, STANDARD_CHECKER, TESTS, problem_xml, sum_package
from support import run_cli


def test_a_standard_checkers_package_exports_as_a_kattis_package_judging_the_same(tmp_path):
    folder = sum_package(tmp_path, standard=True)
    exported = run_cli("export", folder, tmp_path / "out")
    assert exported.exit_code == 0, exported.output
    package = load_package(tmp_path / "out" / "sum")
    assert (package.title_in("en"), package.time_limit, package.memory_limit) == ("Sum", 1.0, 256)
    cases = package.cases()
    assert [c.sample for c in cases] == [True, False, False]
    assert [c.input for c in cases] == ["1 2\r\n", "3 5\n", "10 20\n"]  # bytes as they were
    assert [c.output for c in cases] == ["3\r\n", "8\n", "30\n"]  # made by the main solution


def test_a_testlib_checker_is_not_exported(tmp_path):
    exported = run_cli("export", sum_package(tmp_path), tmp_path / "out")
    assert exported.exit_code == 2
    assert "a Kattis package cannot run as it is" in exported.output


def test_a_polygon_package_in_a_contest(tmp_path):
    root = make_root(tmp_path)
    folder = sum_package(tmp_path, standard=True)
    xml = folder / "problem.xml"  # pass-fail, as contests here are: no points
    xml.write_text(
        problem_xml(
            STANDARD_CHECKER,
            TESTS.replace('points="30"', 'points="0"').replace('points="70"', 'points="0"'),
            GROUPS.replace('points="30"', 'points="0"').replace('points="70"', 'points="0"'),
        )
    )
    assert format_for(folder).name == "polygon"
    made = run_cli("contest", "new", "pg", "--problems", folder, "--duration", "1:00:00", root=root)
    assert made.exit_code == 0, made.output
    assert "problems A sum" in made.output
    assert run_cli("contest", "start", "pg", "--as", "me", root=root).exit_code == 0
    solution = tmp_path / "a.py"
    solution.write_text(MAIN)
    submitted = run_cli("contest", "submit", "pg", "A", solution, root=root)
    assert submitted.exit_code == 0 and ": AC" in submitted.output, submitted.output
