"""A Polygon package's tests made as Polygon makes them (judge/polygon/tests.py): the progress
line while its tests are first generated."""

from __future__ import annotations

from judge.formats.protocol import VerifyRequest
from judge.formats.registry import format_of, problem_at
from polygon.polygon_support import sum_package

# A cache of the test's own: the shared one may hold these tests already (same fingerprints).


def test_first_generation_says_each_test_made_and_the_cache_says_nothing(tmp_path):
    cache_dir = tmp_path / "cache"
    folder = sum_package(tmp_path)
    said: list[str] = []
    problem = problem_at(folder, cache_dir).with_progress(said.append)
    files, made = problem.files
    # Two generated tests, their answers made by the main solution; one test stored whole.
    assert [(f.generated, f.answered) for f in files] == [
        (False, False),
        (True, True),
        (True, True),
    ]
    assert (made.generated, made.answered) == (2, 2)
    assert said == [f"{folder.name}: generating tests {i}/2" for i in range(3)]
    again: list[str] = []
    problem_at(folder, cache_dir).with_progress(again.append).files  # noqa: B018
    assert again == []


def test_verify_tells_its_progress_of_the_generation(tmp_path):
    cache_dir = tmp_path / "cache"
    folder = sum_package(tmp_path)
    said: list[str] = []
    problem = problem_at(folder, cache_dir)
    verified = format_of(problem).verify(
        [problem], VerifyRequest(cache_dir, jobs=1, progress=said.append)
    )
    assert verified.status == 0, verified.text
    assert said[-1] == f"{folder.name}: generating tests 2/2"


def test_a_polygon_package_whose_checker_is_cpp_builds_it_from_its_one_source(tmp_path):
    # The staged checker once sat beside its marked copy, and the two compiled as one program
    # ("multiple definition of main"): verify judged every solution a FAIL.
    folder = sum_package(tmp_path)
    problem = problem_at(folder, tmp_path / "cache")
    verified = format_of(problem).verify([problem], VerifyRequest(tmp_path / "cache", jobs=1))
    assert "OK solutions/main.py (main): AC" in verified.text, verified.text
