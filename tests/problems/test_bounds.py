"""Every problem's largest cases reach the bounds its statement gives, and its other cases the
lower ones: a solution too slow on the largest input the statement allows, or wrong at its
smallest value, is found by the problem's own data.

The bounds are data: each validator.py has `BOUNDS`, a mapping of a statement's bound (the
number of tests, n, a heap...) to its (smallest, largest) value, which its `validate` reads
(problems/README.md). A case reaches a bound when the validator rejects it once that bound is
narrowed by one: so each check also proves that the validator enforces the bound it states.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from types import ModuleType

import pytest

from conftest import REPO
from judge.judging.problem import Case
from judge.problemset.layout import problem_ids
from judge.problemset.problem import Problem, load_problem
from judge.problemset.pyfile import load_module

PROBLEMS = problem_ids(REPO)


def validator(problem: Problem) -> ModuleType:
    """The problem's validator, a module of this test's own (its BOUNDS are narrowed here)."""
    return load_module(problem.path / "validator.py", f"validator_{problem.id}")


def largest_cases(problem: Problem) -> list[Case]:
    """The cases the problem's `max` recipes make."""
    names = {
        f"{recipe.name}-{k}"
        for recipe in problem.recipes
        if recipe.size == "max"
        for k in range(1, recipe.count + 1)
    }
    return [case for case in problem.cases() if case.name in names]


def rejects(module: ModuleType, bound: str, narrowed: tuple[int, int], text: str) -> bool:
    """Whether the validator rejects `text` once `bound` is `narrowed`."""
    namespace = vars(module)  # what validate() reads BOUNDS from
    saved = namespace["BOUNDS"]
    namespace["BOUNDS"] = {**copy.deepcopy(saved), bound: narrowed}
    try:
        module.validate(text)
    except ValueError:
        return True
    finally:
        namespace["BOUNDS"] = saved
    return False


def reaching(
    module: ModuleType, cases: list[Case], narrow: Callable[[int, int], tuple[int, int]]
) -> dict[str, set[str]]:
    """For each bound, the names of the cases that reach it (rejected once it is narrowed)."""
    return {
        bound: {
            case.name for case in cases if rejects(module, bound, narrow(low, high), case.input)
        }
        for bound, (low, high) in module.BOUNDS.items()
    }


@pytest.mark.parametrize("pid", PROBLEMS)
def test_every_validator_states_its_bounds(pid: str) -> None:
    module = validator(load_problem(REPO, pid))
    bounds = getattr(module, "BOUNDS", None)
    assert isinstance(bounds, dict) and bounds, f"{pid}: validator.py has no BOUNDS"
    for bound, (low, high) in bounds.items():
        assert isinstance(low, int) and isinstance(high, int) and low < high, (pid, bound)
    assert set(getattr(module, "APART", {})) <= set(bounds), pid


@pytest.mark.slow
@pytest.mark.parametrize("pid", PROBLEMS)
def test_the_largest_cases_reach_every_bound_at_once(pid: str) -> None:
    problem = load_problem(REPO, pid)
    module = validator(problem)
    cases = largest_cases(problem)
    assert cases, f"{pid}: no max recipe"
    for case in cases:
        module.validate(case.input)  # accepted as it is
    reached = reaching(module, cases, lambda low, high: (low, high - 1))
    assert not [bound for bound, names in reached.items() if not names], (
        f"{pid}: no largest case reaches these bounds: {reached}"
    )
    # Together, but for the bounds that exclude the others (hdu_3032: N = 10^6 heaps leave
    # room for one test case only), named with the reason in the validator's APART.
    together = [bound for bound in module.BOUNDS if bound not in getattr(module, "APART", {})]
    assert any(all(case.name in reached[bound] for bound in together) for case in cases), (
        f"{pid}: no largest case reaches {', '.join(together)} at once: {reached}"
    )


@pytest.mark.parametrize("pid", PROBLEMS)
def test_the_smaller_cases_reach_every_lower_bound(pid: str) -> None:
    problem = load_problem(REPO, pid)
    module = validator(problem)
    largest = {case.name for case in largest_cases(problem)}
    cases = [case for case in problem.cases() if case.name not in largest]
    reached = reaching(module, cases, lambda low, high: (low + 1, high))
    assert not [bound for bound, names in reached.items() if not names], (
        f"{pid}: no case reaches the lower end of these bounds: {reached}"
    )
