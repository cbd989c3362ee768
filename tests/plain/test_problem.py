"""A plain folder as a problem: its problem.yaml's limits and checker, its cases' bytes."""

from __future__ import annotations

import pytest

from judge.errors import JudgeError
from judge.judging.verdict import Verdict
from judge.plain.problem import DEFAULT_MEMORY_LIMIT, load_plain


def _folder(tmp_path, yaml=None):
    (tmp_path / "1.in").write_bytes(b"1 2\r\n")
    (tmp_path / "1.out").write_bytes(b"0.333333\r\n")
    if yaml is not None:
        (tmp_path / "problem.yaml").write_text(yaml)
    return tmp_path


def test_without_problem_yaml_the_limits_are_unset_or_assumed_and_said(tmp_path):
    problem = load_plain(_folder(tmp_path))
    assert problem.time_limit is None and problem.title == tmp_path.name
    assert problem.memory_limit == DEFAULT_MEMORY_LIMIT
    assert problem.warnings and "256 MiB assumed" in problem.warnings[0]
    with pytest.raises(JudgeError, match="no time limit"):
        problem.limits  # noqa: B018


def test_problem_yaml_sets_name_limits_and_a_float_checker(tmp_path):
    yaml = "name: Thirds\ntime_limit: 2\nmemory_limit: 64\nchecker: float\nfloat_tolerance: 1e-3\n"
    problem = load_plain(_folder(tmp_path, yaml))
    assert (problem.title, problem.limits.time, problem.limits.memory) == ("Thirds", 2.0, 64 << 20)
    assert problem.warnings == ()
    check = problem.output_checker(tmp_path)
    assert check("", "0.333333", "0.3334").verdict is Verdict.AC
    assert check("", "0.333333", "0.335").verdict is Verdict.WA


def test_the_exact_checker_gives_pe_on_layout_and_tokens_does_not(tmp_path):
    exact = load_plain(_folder(tmp_path)).output_checker(tmp_path)
    assert exact("", "1 2\n", "1\n2\n").verdict is Verdict.PE
    (tmp_path / "problem.yaml").write_text("checker: tokens\n")
    tokens = load_plain(tmp_path).output_checker(tmp_path)
    assert tokens("", "1 2\n", "1\n2\n").verdict is Verdict.AC


def test_cases_keep_their_bytes(tmp_path):
    (case,) = load_plain(_folder(tmp_path)).cases()
    assert (case.name, case.input, case.output) == ("1", "1 2\r\n", "0.333333\r\n")


@pytest.mark.parametrize(
    ("yaml", "message"),
    [
        ("time_limit: -1\n", "time_limit must be a positive number"),
        ("checker: custom\n", "checker must be one of exact, tokens, float"),
        ("timelimit: 1\n", "unknown key 'timelimit'"),
        ("- 1\n", "must be a mapping"),
    ],
)
def test_a_bad_problem_yaml_is_a_plain_error_naming_it(tmp_path, yaml, message):
    with pytest.raises(JudgeError, match=message) as caught:
        load_plain(_folder(tmp_path, yaml))
    assert str(tmp_path / "problem.yaml") in str(caught.value)
