"""A problem scored by subtasks (an OI edition) writes down what each of its solutions earns,
in solutions/<id>/expected_scores.yaml (problems/README.md, "Subtasks"), and each earns
exactly that: its score, its verdict, and each subtask's verdict where the file lists them.
Every solution of such a problem (the reference, the brute force, every file of its verdict
folders) is listed, so none goes unproven."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import REPO
from judge.documents import read_yaml
from judge.judging.solution import RunOptions, judge_solution
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem
from judge.run.languages.table import by_extension

SCORED = [pid for pid in problem_ids(REPO) if load_problem(REPO, pid).scoring]
EXPECTED = "expected_scores.yaml"


def _expected(pid: str) -> dict[str, dict]:
    data = read_yaml(REPO / "solutions" / pid / EXPECTED)
    assert isinstance(data, dict), f"{pid}: {EXPECTED} is not a mapping"
    return data


def test_the_set_has_its_problems_scored_by_subtasks() -> None:
    editions = {
        "oi_cf_1527b2",
        "oi_hdu_1524",
        "oi_hdu_1536",
        "oi_hdu_1729",
        "oi_hdu_1730",
        "oi_hdu_1846",
        "oi_hdu_1847",
        "oi_hdu_1850",
        "oi_hdu_2177",
        "oi_hdu_2873",
        "oi_hdu_2516",
        "oi_hdu_3032",
        "oi_hdu_4315",
        "oi_poj_1704",
        "oi_poj_1740",
    }
    assert editions <= set(SCORED)


@pytest.mark.parametrize("pid", SCORED)
def test_every_solution_of_a_scored_problem_has_its_expected_score(pid: str) -> None:
    folder = REPO / "solutions" / pid
    solutions = {
        str(path.relative_to(REPO))
        for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and by_extension(path.suffix)
    }
    listed = set(_expected(pid))
    assert f"problems/{pid}/solution.py" in listed
    assert solutions <= listed, f"{pid}: {sorted(solutions - listed)} have no expected score"
    assert all((REPO / path).is_file() for path in listed), sorted(listed)


def _cases(pid: str) -> list[tuple[str, str]]:
    return [(pid, path) for path in _expected(pid)]


@pytest.mark.parametrize("pid, path", [item for pid in SCORED for item in _cases(pid)])
def test_each_solution_earns_exactly_its_expected_score(
    pid: str, path: str, cache_dir: Path
) -> None:
    want = _expected(pid)[path]
    problem = load_problem(REPO, pid)
    report = judge_solution(problem, str(REPO / path), None, RunOptions(), cache_dir)
    got = {g.name: g.verdict.value for g in report.groups}
    assert (report.score, report.verdict.value) == (want["score"], want["verdict"]), (
        path,
        [(g.name, g.verdict.value, g.score) for g in report.groups],
        [(c.name, c.verdict.value, c.message) for c in report.cases if not c.accepted],
    )
    assert problem.subtasks is not None and report.max_score == problem.subtasks.max_score
    if "subtasks" in want:
        assert got == want["subtasks"], path
    # the score is the points of the subtasks earned
    assert report.score == sum(g.score or 0 for g in report.groups)
